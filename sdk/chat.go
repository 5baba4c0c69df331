package sdk

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/tensora/tensora/api/gateway"
)

// Gateway is a client of a node's OpenAI-compatible gateway (/v1): it
// sends the HTTP requests a stock OpenAI client sends, with a
// wallet-signed token as its API key (`tensora api token`, or
// auth.SignToken). Any OpenAI client works as well; this one reads the
// gateway's "tensora" extension (job, miner, fee) too.
type Gateway struct {
	// BaseURL ends in /v1, e.g. "http://127.0.0.1:5190/v1".
	BaseURL string
	// Token is the bearer token (API key).
	Token string
	// HTTP is the client to use (nil: http.DefaultClient).
	HTTP *http.Client
}

// ChatMessage is one message of a chat request.
type ChatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// ChatRequest is a chat completion request.
type ChatRequest struct {
	// Model is a model CID, as GET /v1/models lists them.
	Model    string
	Messages []ChatMessage
	// MaxTokens bounds the completion (0: the gateway's default).
	MaxTokens int
	Stop      []string
	// PricePer1k and MaxFee are amounts of TORA ("0.5"); empty: the
	// node's defaults.
	PricePer1k string
	MaxFee     string
}

// ChatResult is a finished chat completion.
type ChatResult struct {
	Text         string        `json:"text"`
	FinishReason string        `json:"finish_reason"`
	Usage        gateway.Usage `json:"usage"`
	// JobID, Miner and Fee (TORA) come from the gateway's extension.
	JobID string `json:"job_id,omitempty"`
	Miner string `json:"miner,omitempty"`
	Fee   string `json:"fee,omitempty"`
}

// GatewayError is a refusal in OpenAI's error shape, or an error event in
// the middle of a stream (Status 0).
type GatewayError struct {
	Status  int
	Type    string
	Code    string
	Message string
}

func (e *GatewayError) Error() string {
	if e.Status == 0 {
		return "gateway: " + e.Message
	}
	return fmt.Sprintf("gateway: %s (HTTP %d)", e.Message, e.Status)
}

// ErrModelNotFound is matched by a GatewayError whose code is
// model_not_found: no miner advertises the model.
var ErrModelNotFound = errors.New("model not found")

// Is makes errors.Is(err, ErrModelNotFound) work.
func (e *GatewayError) Is(target error) bool {
	return target == ErrModelNotFound && e.Code == "model_not_found"
}

func (g *Gateway) httpClient() *http.Client {
	if g.HTTP != nil {
		return g.HTTP
	}
	return http.DefaultClient
}

func (g *Gateway) do(ctx context.Context, method, path string, body any) (*http.Response, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return nil, fmt.Errorf("encode request: %w", err)
		}
		rd = bytes.NewReader(b)
	}
	url := strings.TrimRight(g.BaseURL, "/") + path
	req, err := http.NewRequestWithContext(ctx, method, url, rd)
	if err != nil {
		return nil, fmt.Errorf("gateway request: %w", err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Authorization", "Bearer "+g.Token)
	resp, err := g.httpClient().Do(req)
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", method, url, err)
	}
	if resp.StatusCode/100 != 2 {
		defer resp.Body.Close()
		return nil, readGatewayError(resp)
	}
	return resp, nil
}

func readGatewayError(resp *http.Response) error {
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	var eb gateway.ErrorBody
	if err := json.Unmarshal(b, &eb); err != nil || eb.Error.Message == "" {
		msg := strings.TrimSpace(string(b))
		if msg == "" {
			msg = http.StatusText(resp.StatusCode)
		}
		return &GatewayError{Status: resp.StatusCode, Message: msg}
	}
	ge := &GatewayError{Status: resp.StatusCode, Type: eb.Error.Type, Message: eb.Error.Message}
	if eb.Error.Code != nil {
		ge.Code = *eb.Error.Code
	}
	return ge
}

// Models lists GET /v1/models: the LLM models miners advertise now.
func (g *Gateway) Models(ctx context.Context) ([]gateway.ModelObject, error) {
	resp, err := g.do(ctx, http.MethodGet, "/models", nil)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var l gateway.ModelList
	if err := json.NewDecoder(resp.Body).Decode(&l); err != nil {
		return nil, fmt.Errorf("decode model list: %w", err)
	}
	return l.Data, nil
}

// wireChat is the OpenAI request body.
type wireChat struct {
	Model         string          `json:"model"`
	Messages      []ChatMessage   `json:"messages"`
	MaxTokens     int             `json:"max_tokens,omitempty"`
	Stop          []string        `json:"stop,omitempty"`
	Stream        bool            `json:"stream"`
	StreamOptions map[string]bool `json:"stream_options,omitempty"`
	Tensora       map[string]any  `json:"tensora,omitempty"`
}

// ChatStream posts a streamed chat completion (stream: true, usage
// included) and hands onText each piece of text as its server-sent event
// arrives; its error stops the stream. The result adds the pieces up and
// carries the usage, and the job, miner and fee the gateway reports.
func (g *Gateway) ChatStream(ctx context.Context, r ChatRequest, onText func(string) error) (*ChatResult, error) {
	body := wireChat{Model: r.Model, Messages: r.Messages, MaxTokens: r.MaxTokens, Stop: r.Stop, Stream: true,
		StreamOptions: map[string]bool{"include_usage": true}}
	if r.PricePer1k != "" || r.MaxFee != "" {
		body.Tensora = map[string]any{}
		if r.PricePer1k != "" {
			body.Tensora["price_per_1k_tokens"] = r.PricePer1k
		}
		if r.MaxFee != "" {
			body.Tensora["max_fee"] = r.MaxFee
		}
	}
	resp, err := g.do(ctx, http.MethodPost, "/chat/completions", body)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return readChatStream(resp.Body, onText)
}

// readChatStream reads OpenAI's server-sent events up to [DONE].
func readChatStream(r io.Reader, onText func(string) error) (*ChatResult, error) {
	var (
		res  ChatResult
		text strings.Builder
	)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for sc.Scan() {
		line := sc.Text()
		data, ok := strings.CutPrefix(line, "data:")
		if !ok {
			continue // blank separators, comments, other fields
		}
		data = strings.TrimSpace(data)
		if data == "[DONE]" {
			res.Text = text.String()
			return &res, nil
		}
		var ev struct {
			gateway.ChatChunk
			Error *gateway.ErrorDetail `json:"error"`
		}
		if err := json.Unmarshal([]byte(data), &ev); err != nil {
			return nil, fmt.Errorf("gateway stream: bad event %.80q: %w", data, err)
		}
		if ev.Error != nil {
			ge := &GatewayError{Type: ev.Error.Type, Message: ev.Error.Message}
			if ev.Error.Code != nil {
				ge.Code = *ev.Error.Code
			}
			return nil, ge
		}
		for _, ch := range ev.Choices {
			if c := ch.Delta.Content; c != nil && *c != "" {
				text.WriteString(*c)
				if onText != nil {
					if err := onText(*c); err != nil {
						return nil, err
					}
				}
			}
			if ch.FinishReason != nil {
				res.FinishReason = *ch.FinishReason
			}
		}
		if ext := ev.Tensora; ext != nil {
			res.JobID, res.Miner, res.Fee = ext.JobID, ext.Miner, ext.Fee
		}
		if len(ev.Usage) > 0 && string(ev.Usage) != "null" {
			if err := json.Unmarshal(ev.Usage, &res.Usage); err != nil {
				return nil, fmt.Errorf("gateway stream: bad usage: %w", err)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("gateway stream: %w", err)
	}
	return nil, errors.New("gateway stream: ended before [DONE]")
}
