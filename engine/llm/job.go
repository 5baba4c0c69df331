package llm

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/llm/llmjob"
)

// JobEngine runs LLM jobs (engine "llm") for a node: it is an
// engine.Engine whose input is a job's canonical llmjob.Request and whose
// output is the canonical llmjob.Output, so the node fetches, stores,
// hashes, proves and re-executes LLM jobs exactly as ONNX ones. It serves
// the one model its Engine was started with.
type JobEngine struct {
	e *Engine
}

// NewJobEngine wraps a started Engine; closing the JobEngine closes it.
func NewJobEngine(e *Engine) *JobEngine { return &JobEngine{e: e} }

// Engine is the managed server under the adapter.
func (j *JobEngine) Engine() *Engine { return j.e }

// Name is llmjob.Engine ("llm").
func (j *JobEngine) Name() string { return llmjob.Engine }

// Version is the server and its version, e.g. "ollama 0.17.4".
func (j *JobEngine) Version() string { return j.e.Version() }

// Env maps the LLM environment onto the ONNX-shaped engine.Env for views
// and adverts (RuntimeVersion, which adverts show as the engine's
// version, names the server: "ollama 0.17.4"); the proof's env hash is
// EnvHash, which commits to all of llm.Env.
func (j *JobEngine) Env() engine.Env {
	v := j.e.Env()
	return engine.Env{
		Engine: v.Engine, EngineVersion: v.EngineVersion, Runtime: v.Server, RuntimeVersion: j.e.Version(),
		ExecutionProvider: v.HardwareClass, IntraOpThreads: v.Threads, InterOpThreads: v.Parallel,
		Deterministic: true, HardwareClass: v.HardwareClass,
	}
}

// EnvHash is llm.Env.Hash: server and version, model CID, every sampler
// setting, parallelism and hardware class.
func (j *JobEngine) EnvHash() [32]byte { return j.e.Env().Hash() }

// ServedModels is the model this engine serves, warm.
func (j *JobEngine) ServedModels() []string { return []string{j.e.cfg.ModelCID} }

// Supports reports whether the server serves models in format.
// ServedModelFile is the served model's file, for its CID
// (engine.ModelFiler).
func (j *JobEngine) ServedModelFile(cid string) (string, bool) {
	if cid != j.e.cfg.ModelCID {
		return "", false
	}
	return j.e.cfg.ModelPath, true
}

func (j *JobEngine) Supports(format string) bool { return j.e.Supports(format) }

// Run runs one LLM job: req.Input is an encoded llmjob.Request for the
// served model; the output is the encoded llmjob.Output. A request for
// another model is refused as unsupported (this miner serves one), a
// malformed one as bad input.
func (j *JobEngine) Run(ctx context.Context, req engine.Request) (*engine.Result, error) {
	if req.ModelCID != j.e.cfg.ModelCID {
		return nil, fmt.Errorf("%w: this llm engine serves model %s, not %s", engine.ErrUnsupported, j.e.cfg.ModelCID, req.ModelCID)
	}
	r, err := llmjob.ParseRequest(req.Input)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	}
	var partial func(Chunk) error
	if req.Partial != nil {
		partial = func(c Chunk) error {
			if c.Text != "" {
				req.Partial([]byte(c.Text))
			}
			return nil
		}
	}
	out, res, err := j.chat(ctx, r, partial)
	if err != nil {
		return nil, err
	}
	b, err := out.Encode()
	if err != nil {
		return nil, fmt.Errorf("llm: encode output: %w", err)
	}
	if req.MaxOutputBytes > 0 && int64(len(b)) > req.MaxOutputBytes {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", engine.ErrOutputTooLarge, len(b), req.MaxOutputBytes)
	}
	return &engine.Result{Output: b, Usage: engine.Usage{Wall: res.Usage.Wall, BytesIn: int64(len(req.Input)), BytesOut: int64(len(b))}}, nil
}

// Chat runs a parsed request and builds its output.
func (j *JobEngine) Chat(ctx context.Context, r llmjob.Request) (llmjob.Output, *ChatResult, error) {
	return j.chat(ctx, r, nil)
}

// chat is Chat, streaming the completion's text to partial when it is
// set.
func (j *JobEngine) chat(ctx context.Context, r llmjob.Request, partial func(Chunk) error) (llmjob.Output, *ChatResult, error) {
	price, err := r.Price()
	if err != nil {
		return llmjob.Output{}, nil, fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	}
	if ctxLen := j.e.cfg.Sampling.Context; r.MaxTokens >= ctxLen {
		return llmjob.Output{}, nil, fmt.Errorf("%w: %d max tokens do not fit the served context of %d tokens", engine.ErrBadInput, r.MaxTokens, ctxLen)
	}
	msgs := make([]Message, 0, len(r.Chat()))
	for _, m := range r.Chat() {
		msgs = append(msgs, Message{Role: m.Role, Content: m.Content})
	}
	creq := ChatRequest{Messages: msgs, MaxTokens: r.MaxTokens, Stop: r.Stop}
	var res *ChatResult
	if partial == nil {
		res, err = j.e.Run(ctx, creq)
	} else {
		res, err = j.stream(ctx, creq, partial)
	}
	var se *ServerError
	switch {
	case err == nil:
	case errors.Is(err, ErrBadRequest), errors.As(err, &se) && se.Status == http.StatusBadRequest:
		// The request does not fit the server (a prompt longer than the
		// context, say): the client's fault, not the miner's.
		return llmjob.Output{}, nil, fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	case errors.Is(err, ErrRequestCrashed):
		// The server died on it twice, the retry repeating the first
		// attempt exactly: the request's failure (as a repeat-abort
		// below), not the miner's.
		return llmjob.Output{}, nil, fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	default:
		return llmjob.Output{}, nil, err
	}
	if res.FinishReason == "" || res.Usage.PromptTokens == 0 {
		// ollama aborts a generation stuck repeating one token (as greedy
		// decoding of a small model can) and answers the cut text with
		// neither usage nor a finish reason: not a result anyone could
		// check or bill. The same request does the same on every miner
		// (decoding is pinned), so it is the request's failure.
		return llmjob.Output{}, nil, fmt.Errorf("%w: the server ended the completion without usage or a finish reason (a generation stuck repeating a token, or a prompt beyond the %d-token context)",
			engine.ErrBadInput, j.e.cfg.Sampling.Context)
	}
	return OutputOf(j.e.cfg.ModelCID, res, price), res, nil
}

// stream runs req streamed to partial. A server that dies after it
// streamed part of the completion is not the end of the job, as it is
// for Engine.Stream: decoding is pinned, so the request is run once more
// on the restarted server and only what goes beyond the text already
// streamed reaches partial; a retry whose text does not begin with it
// fails (the pieces cannot be taken back).
func (j *JobEngine) stream(ctx context.Context, req ChatRequest, partial func(Chunk) error) (*ChatResult, error) {
	var sent strings.Builder
	res, err := j.e.Stream(ctx, req, func(c Chunk) error {
		sent.WriteString(c.Text)
		return partial(c)
	})
	if !errors.Is(err, ErrServerDown) || ctx.Err() != nil {
		return res, err
	}
	j.e.log.Warn("llm server died while streaming a completion; running it again and streaming the rest", "streamed_bytes", sent.Len(), "err", err)
	prefix := sent.String()
	var again strings.Builder
	res, err = j.e.Stream(ctx, req, func(c Chunk) error {
		before := again.Len()
		again.WriteString(c.Text)
		seen := again.String()
		n := min(len(seen), len(prefix))
		if seen[:n] != prefix[:n] {
			return fmt.Errorf("%w: the rerun's text departs from the text already streamed", ErrServerDown)
		}
		if again.Len() <= len(prefix) {
			return nil
		}
		c.Text = seen[max(before, len(prefix)):]
		c.TokenIDs = nil // they may straddle the part already sent
		return partial(c)
	})
	if err == nil && !strings.HasPrefix(res.Text, prefix) {
		return nil, fmt.Errorf("%w: the rerun's text is shorter than the text already streamed", ErrServerDown)
	}
	return res, err
}

// OutputOf is a completion as a job's output, charged at pricePer1K.
func OutputOf(modelCID string, res *ChatResult, pricePer1K *big.Int) llmjob.Output {
	u := res.Usage
	return llmjob.Output{
		Model: modelCID, Text: res.Text, TokenIDs: res.TokenIDs, FinishReason: res.FinishReason,
		PromptTokens: u.PromptTokens, CompletionTokens: u.CompletionTokens,
		Charge: llmjob.Fee(pricePer1K, u.PromptTokens+u.CompletionTokens).String(),
	}
}

// CanCheckClaims reports whether the server can check claims by prefill
// (Engine.CanPrefill: vLLM with greedy decoding).
func (j *JobEngine) CanCheckClaims() bool { return j.e.CanPrefill() }

// CheckClaim confirms a claimed output of req by one prefill pass
// (Engine.Prefill) where the server can: the model is the served one,
// every claimed token is the greedy choice, the token ids detokenize to
// the claimed text and back (no end-of-sequence token among them), the
// prompt is as many tokens as claimed and the
// charge is the per-token fee of that usage. Only completions cut at
// max_tokens (finish "length") are confirmed this way; one that stopped
// on its own needs the generation to show where it stops, so it, and any
// claim the check does not confirm, is left to regeneration (false).
func (j *JobEngine) CheckClaim(ctx context.Context, req engine.Request, claimed []byte) (bool, time.Duration, error) {
	if !j.e.CanPrefill() || req.ModelCID != j.e.cfg.ModelCID {
		return false, 0, nil
	}
	r, err := llmjob.ParseRequest(req.Input)
	if err != nil {
		return false, 0, nil
	}
	out, err := llmjob.ParseOutput(claimed)
	if err != nil {
		return false, 0, nil
	}
	price, err := r.Price()
	n := len(out.TokenIDs)
	switch {
	case err != nil, out.Model != j.e.cfg.ModelCID, out.FinishReason != "length", n == 0, n != out.CompletionTokens,
		n != r.MaxTokens && out.PromptTokens+n < j.e.cfg.Sampling.Context,
		out.Charge != llmjob.Fee(price, out.PromptTokens+n).String():
		return false, 0, nil
	}
	// A completion that ran to its length holds none of the request's
	// stop strings (generation would have stopped there): the prefill
	// pass sees only tokens, so a miner that ignored them to charge up
	// to max_tokens is left to regeneration (attack6).
	for _, st := range r.Stop {
		if strings.Contains(out.Text, st) {
			return false, 0, nil
		}
	}
	msgs := make([]Message, 0, len(r.Chat()))
	for _, m := range r.Chat() {
		msgs = append(msgs, Message{Role: m.Role, Content: m.Content})
	}
	p, err := j.e.Prefill(ctx, ChatRequest{Messages: msgs, MaxTokens: r.MaxTokens, Stop: r.Stop}, out.TokenIDs)
	if err != nil {
		return false, 0, err
	}
	return p.Mismatch < 0 && p.Canonical && p.PromptTokens == out.PromptTokens && p.Text == out.Text, p.Wall, nil
}

// Close stops the server.
func (j *JobEngine) Close() error { return j.e.Close() }

var (
	_ engine.Engine       = (*JobEngine)(nil)
	_ engine.ClaimChecker = (*JobEngine)(nil)
)
