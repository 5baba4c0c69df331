package llm

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"
)

// Message is one chat message.
type Message struct {
	Role    string `json:"role"` // "system", "user", "assistant"
	Content string `json:"content"`
}

// ChatRequest is one chat completion. The sampler settings are the
// engine's, not the request's.
type ChatRequest struct {
	Messages []Message
	// MaxTokens bounds the completion; required (a result's cost is per
	// token, so it is always bounded).
	MaxTokens int
	Stop      []string
}

func (r ChatRequest) validate() error {
	switch {
	case len(r.Messages) == 0:
		return fmt.Errorf("%w: no messages", ErrBadRequest)
	case r.MaxTokens < 1:
		return fmt.Errorf("%w: max tokens %d", ErrBadRequest, r.MaxTokens)
	}
	for i, m := range r.Messages {
		switch m.Role {
		case "system", "user", "assistant":
		default:
			return fmt.Errorf("%w: message %d has role %q", ErrBadRequest, i, m.Role)
		}
	}
	return nil
}

// Usage is what a completion consumed, as the server counts it.
type Usage struct {
	PromptTokens     int
	CompletionTokens int
	Wall             time.Duration // request sent to last byte received
}

// ChatResult is a completion.
type ChatResult struct {
	Text string
	// TokenIDs are the completion's token ids where the server reports
	// them (vLLM with return_token_ids); nil otherwise (ollama).
	TokenIDs       []int
	PromptTokenIDs []int
	FinishReason   string // "length", "stop"
	Usage          Usage
}

// Chunk is a piece of a streamed completion: one or a few tokens.
type Chunk struct {
	Text     string
	TokenIDs []int // where the server reports them
}

// Run runs a chat completion. If the server dies during it, Run waits
// for the restarted server and runs it once more: decoding is pinned, so
// the retry gives the tokens the first attempt would have.
func (e *Engine) Run(ctx context.Context, req ChatRequest) (*ChatResult, error) {
	return e.run(ctx, req, nil)
}

// Stream runs a chat completion, calling fn with each chunk as the server
// produces it; fn's error aborts the request. The result holds the whole
// text. A server that dies before the first chunk is retried like Run; one
// that dies after returns ErrServerDown (the chunks cannot be taken back).
func (e *Engine) Stream(ctx context.Context, req ChatRequest, fn func(Chunk) error) (*ChatResult, error) {
	if fn == nil {
		return nil, fmt.Errorf("%w: nil stream callback", ErrBadRequest)
	}
	return e.run(ctx, req, fn)
}

func (e *Engine) run(ctx context.Context, req ChatRequest, fn func(Chunk) error) (*ChatResult, error) {
	if err := req.validate(); err != nil {
		return nil, err
	}
	for attempt := 0; ; attempt++ {
		s, err := e.waitReady(ctx)
		if err != nil {
			return nil, err
		}
		delivered := false
		var wrapped func(Chunk) error
		if fn != nil {
			wrapped = func(c Chunk) error { delivered = true; return fn(c) }
		}
		res, err := e.do(ctx, s, req, wrapped)
		if err == nil || ctx.Err() != nil || !e.died(s, err) {
			return res, err
		}
		e.setDown(s) // the supervisor may not have seen the exit yet
		if attempt > 0 {
			return nil, fmt.Errorf("%w: %w: %w", ErrRequestCrashed, ErrServerDown, err)
		}
		if delivered {
			return nil, fmt.Errorf("%w: %w", ErrServerDown, err)
		}
		e.log.Warn("llm server died during a request; retrying on the restarted server", "err", err)
	}
}

// died reports whether err is the server s dying: a transport error (not
// an answer of the server) and the process gone within a second.
func (e *Engine) died(s *server, err error) bool {
	var se *ServerError
	if errors.As(err, &se) || errors.Is(err, errCallback) {
		return false
	}
	select {
	case <-s.exited:
		return true
	case <-time.After(time.Second):
		return false
	}
}

// errCallback marks an error returned by the stream callback.
var errCallback = errors.New("stream callback")

// wire shapes of the OpenAI chat API (with vLLM's token id extensions).
type wireChoice struct {
	Message      *Message `json:"message"`
	Delta        *Message `json:"delta"`
	FinishReason *string  `json:"finish_reason"`
	TokenIDs     []int    `json:"token_ids"`
}

type wireResponse struct {
	Choices        []wireChoice    `json:"choices"`
	PromptTokenIDs []int           `json:"prompt_token_ids"`
	Usage          *wireUsage      `json:"usage"`
	Error          json.RawMessage `json:"error"`
}

type wireUsage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
}

// body is the request as sent: every sampler setting pinned.
func (e *Engine) body(req ChatRequest, stream bool) map[string]any {
	s := e.cfg.Sampling
	b := map[string]any{
		"model":       e.cfg.ModelCID,
		"messages":    req.Messages,
		"max_tokens":  req.MaxTokens,
		"temperature": s.Temperature,
		"top_p":       s.TopP,
		"seed":        s.Seed,
		"stream":      stream,
	}
	if len(req.Stop) > 0 {
		b["stop"] = req.Stop
	}
	if stream {
		b["stream_options"] = map[string]any{"include_usage": true}
	}
	e.prof.extra(b, s)
	return b
}

// RequestBody is the JSON body the engine sends the server for req
// (streamed or not), every sampler setting pinned: benchmarks send it
// straight to the server (BaseURL) to compare with the engine's path.
func (e *Engine) RequestBody(req ChatRequest, stream bool) ([]byte, error) {
	if err := req.validate(); err != nil {
		return nil, err
	}
	b, err := json.Marshal(e.body(req, stream))
	if err != nil {
		return nil, fmt.Errorf("encode request: %w", err)
	}
	return b, nil
}

// do sends one request to s; fn non-nil streams it.
func (e *Engine) do(ctx context.Context, s *server, req ChatRequest, fn func(Chunk) error) (*ChatResult, error) {
	raw, err := json.Marshal(e.body(req, fn != nil))
	if err != nil {
		return nil, err
	}
	start := time.Now()
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, s.base+"/v1/chat/completions", bytes.NewReader(raw))
	if err != nil {
		return nil, err
	}
	hreq.Header.Set("Content-Type", "application/json")
	resp, err := e.hc.Do(hreq)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if err := httpError(resp); err != nil {
		return nil, err
	}
	var res *ChatResult
	if fn == nil {
		res, err = decodeCompletion(resp.Body)
	} else {
		res, err = decodeStream(resp.Body, fn)
	}
	if err != nil {
		return nil, err
	}
	res.Usage.Wall = time.Since(start)
	return res, nil
}

func decodeCompletion(r io.Reader) (*ChatResult, error) {
	var w wireResponse
	if err := json.NewDecoder(io.LimitReader(r, 64<<20)).Decode(&w); err != nil {
		return nil, fmt.Errorf("decode completion: %w", err)
	}
	if len(w.Error) > 0 {
		return nil, &ServerError{Status: http.StatusOK, Message: string(w.Error)}
	}
	if len(w.Choices) != 1 || w.Choices[0].Message == nil {
		return nil, fmt.Errorf("decode completion: %d choices", len(w.Choices))
	}
	c := w.Choices[0]
	res := &ChatResult{Text: c.Message.Content, TokenIDs: c.TokenIDs, PromptTokenIDs: w.PromptTokenIDs}
	if c.FinishReason != nil {
		res.FinishReason = *c.FinishReason
	}
	if w.Usage != nil {
		res.Usage.PromptTokens, res.Usage.CompletionTokens = w.Usage.PromptTokens, w.Usage.CompletionTokens
	}
	return res, nil
}

// decodeStream reads server-sent events ("data: {chunk}" lines, ending
// with "data: [DONE]").
func decodeStream(r io.Reader, fn func(Chunk) error) (*ChatResult, error) {
	res := &ChatResult{}
	var text bytes.Buffer
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	done := false
	for sc.Scan() {
		line := sc.Bytes()
		data, ok := bytes.CutPrefix(line, []byte("data:"))
		if !ok {
			continue // blank separators, comments, event names
		}
		data = bytes.TrimSpace(data)
		if string(data) == "[DONE]" {
			done = true
			break
		}
		var w wireResponse
		if err := json.Unmarshal(data, &w); err != nil {
			return nil, fmt.Errorf("decode stream chunk: %w", err)
		}
		if len(w.Error) > 0 {
			return nil, &ServerError{Status: http.StatusOK, Message: string(w.Error)}
		}
		if w.PromptTokenIDs != nil {
			res.PromptTokenIDs = w.PromptTokenIDs
		}
		if w.Usage != nil {
			res.Usage.PromptTokens, res.Usage.CompletionTokens = w.Usage.PromptTokens, w.Usage.CompletionTokens
		}
		if len(w.Choices) == 0 {
			continue
		}
		c := w.Choices[0]
		if c.FinishReason != nil && *c.FinishReason != "" {
			res.FinishReason = *c.FinishReason
		}
		var piece string
		if c.Delta != nil {
			piece = c.Delta.Content
		}
		if piece == "" && len(c.TokenIDs) == 0 {
			continue
		}
		text.WriteString(piece)
		res.TokenIDs = append(res.TokenIDs, c.TokenIDs...)
		if err := fn(Chunk{Text: piece, TokenIDs: c.TokenIDs}); err != nil {
			return nil, fmt.Errorf("%w: %w", errCallback, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read stream: %w", err)
	}
	if !done {
		return nil, fmt.Errorf("read stream: %w", io.ErrUnexpectedEOF)
	}
	res.Text = text.String()
	return res, nil
}
