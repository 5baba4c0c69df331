package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"sync"

	"github.com/tensora/tensora/types/tora"
)

// call is one completion being answered.
type call struct {
	g       *Gateway
	w       http.ResponseWriter
	kind    kind
	p       params
	id      string
	created int64
}

// finishReason is the backend's, else inferred: a completion that used
// all its tokens was cut by the limit.
func (c *call) finishReason(res *Result) string {
	switch {
	case res.FinishReason != "":
		return res.FinishReason
	case res.CompletionTokens >= c.p.req.MaxTokens:
		return "length"
	}
	return "stop"
}

func usageOf(res *Result) Usage {
	return Usage{PromptTokens: res.PromptTokens, CompletionTokens: res.CompletionTokens, TotalTokens: res.PromptTokens + res.CompletionTokens}
}

func extensionOf(res *Result) *Extension {
	e := &Extension{JobID: res.JobID, Miner: res.Miner}
	if res.Fee != nil {
		e.Fee = tora.Format(res.Fee)
	}
	if *e == (Extension{}) {
		return nil
	}
	return e
}

// whole answers a non-streamed completion.
func (c *call) whole(res *Result) {
	if res.JobID != "" {
		c.w.Header().Set("X-Tensora-Job", res.JobID)
	}
	fr := c.finishReason(res)
	if c.kind == chatCall {
		writeJSON(c.w, http.StatusOK, ChatCompletion{ID: c.id, Object: "chat.completion", Created: c.created, Model: c.p.req.Model,
			Choices: []ChatChoice{{Index: 0, Message: ChatMessage{Role: "assistant", Content: res.Text}, Logprobs: jsonNull, FinishReason: fr}},
			Usage:   usageOf(res), Tensora: extensionOf(res)})
		return
	}
	u, _ := json.Marshal(usageOf(res))
	writeJSON(c.w, http.StatusOK, TextCompletion{ID: c.id, Object: "text_completion", Created: c.created, Model: c.p.req.Model,
		Choices: []TextChoice{{Text: res.Text, Index: 0, Logprobs: jsonNull, FinishReason: &fr}}, Usage: u, Tensora: extensionOf(res)})
}

// sse writes server-sent events. Headers are sent with the first event,
// so an error before any token (no miner, no escrow) is still a plain
// HTTP error a client can read; after it, an error is an event.
type sse struct {
	w       http.ResponseWriter
	rc      *http.ResponseController
	mu      sync.Mutex
	started bool
	closed  bool // the call ended: late callbacks write nothing
	err     error
}

func (s *sse) begin() {
	if s.started {
		return
	}
	s.started = true
	h := s.w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Accel-Buffering", "no")
	s.w.WriteHeader(http.StatusOK)
}

// event writes one `data: <json>` event and flushes it.
func (s *sse) event(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode event: %w", err)
	}
	return s.raw(b)
}

func (s *sse) raw(data []byte) error {
	if s.err != nil {
		return s.err
	}
	var buf bytes.Buffer
	buf.Grow(len(data) + 8)
	buf.WriteString("data: ")
	buf.Write(data)
	buf.WriteString("\n\n")
	if _, err := s.w.Write(buf.Bytes()); err != nil {
		s.err = fmt.Errorf("write event: %w", err)
		return s.err
	}
	if err := s.rc.Flush(); err != nil {
		s.err = fmt.Errorf("flush event: %w", err)
	}
	return s.err
}

// errClosed: the backend called onChunk after Chat returned.
var errClosed = errors.New("stream already ended")

// stream answers a streamed completion: a chunk per piece of text as the
// miner produces it, a last chunk with the finish reason (and the job),
// a usage chunk when asked for, then [DONE].
func (c *call) stream(ctx context.Context, r *http.Request) {
	s := &sse{w: c.w, rc: http.NewResponseController(c.w)}
	var usageNull json.RawMessage
	if c.p.includeUsage {
		usageNull = jsonNull // OpenAI: null on every chunk but the usage one
	}
	chunk := func(text *string, role string, finish *string, ext *Extension) any {
		if c.kind == chatCall {
			ch := ChatChunk{ID: c.id, Object: "chat.completion.chunk", Created: c.created, Model: c.p.req.Model, Usage: usageNull, Tensora: ext,
				Choices: []ChunkChoice{{Index: 0, Delta: Delta{Role: role, Content: text}, Logprobs: jsonNull, FinishReason: finish}}}
			return ch
		}
		t := ""
		if text != nil {
			t = *text
		}
		return TextCompletion{ID: c.id, Object: "text_completion", Created: c.created, Model: c.p.req.Model, Usage: usageNull, Tensora: ext,
			Choices: []TextChoice{{Text: t, Index: 0, Logprobs: jsonNull, FinishReason: finish}}}
	}
	// begin sends the headers and, for a chat, OpenAI's first chunk: the
	// assistant's role with empty content.
	begin := func() error {
		if s.started {
			return nil
		}
		s.begin()
		if c.kind == chatCall {
			empty := ""
			return s.event(chunk(&empty, "assistant", nil, nil))
		}
		return nil
	}
	onChunk := func(text string) error {
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.closed {
			return errClosed
		}
		if text == "" {
			return nil
		}
		if err := begin(); err != nil {
			return err
		}
		return s.event(chunk(&text, "", nil, nil))
	}
	res, err := c.g.cfg.Backend.Chat(ctx, c.p.req, onChunk)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closed = true
	if err == nil && res == nil {
		err = errors.New("the backend returned no result")
	}
	if err != nil {
		e := c.g.jobError(ctx, r, c.p.req, err)
		if !s.started {
			writeError(c.w, e)
			return
		}
		// Compact, as OpenAI's clients match `data: {"error":` to tell an
		// error event from a chunk. No [DONE] follows.
		_ = s.event(e.body())
		return
	}
	if err := begin(); err != nil {
		return
	}
	fr := c.finishReason(res)
	if s.event(chunk(nil, "", &fr, extensionOf(res))) != nil {
		return
	}
	if c.p.includeUsage {
		u, _ := json.Marshal(usageOf(res))
		var last any
		if c.kind == chatCall {
			last = ChatChunk{ID: c.id, Object: "chat.completion.chunk", Created: c.created, Model: c.p.req.Model, Choices: []ChunkChoice{}, Usage: u}
		} else {
			last = TextCompletion{ID: c.id, Object: "text_completion", Created: c.created, Model: c.p.req.Model, Choices: []TextChoice{}, Usage: u}
		}
		if s.event(last) != nil {
			return
		}
	}
	_ = s.raw([]byte("[DONE]"))
}
