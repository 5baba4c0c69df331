package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"slices"
	"strconv"
	"time"
)

// PrefillTolerance is how far (in nats) below the greedy choice's log
// probability a claimed token's may be and still count as the greedy
// choice in a prefill check: one forward pass over prompt + completion
// computes the logits with other kernels than token-by-token decoding, so
// near-ties can order differently. A check that fails is never evidence
// against a miner (the validator regenerates instead), so the tolerance
// only bounds what a substituted near-tie token can pass as.
const PrefillTolerance = 0.01

// Prefill is what one prefill pass says about a claimed completion.
type Prefill struct {
	// PromptTokens is the rendered prompt's length in tokens, as the
	// server's chat template and tokenizer make it.
	PromptTokens int
	// Mismatch is the first completion position whose claimed token is
	// not the greedy choice (within PrefillTolerance), -1 if none.
	Mismatch int
	// Text is the claimed token ids detokenized.
	Text string
	// Canonical is whether Text tokenizes back to the claimed ids. A
	// special token (end of sequence) among them does not survive the
	// round trip: a completion claimed to run on past its end is not
	// confirmed.
	Canonical bool
	// Wall is the time the check took.
	Wall time.Duration
}

// CanPrefill reports whether this engine's server can check a claimed
// completion with one prefill pass: it reports per-position log
// probabilities of a given text (vLLM's prompt_logprobs) and decoding is
// pure greedy (temperature 0, top-k 1 or top-p 1, no repetition penalty,
// which the prompt's logits do not include). ollama cannot.
func (e *Engine) CanPrefill() bool {
	s := e.cfg.Sampling
	pp, ok := e.prof.(interface{ prefill() bool })
	return ok && pp.prefill() && s.Temperature == 0 && s.RepeatPenalty == 1
}

// Prefill checks that ids, a claimed completion of req, are what greedy
// decoding of the served model produces: it renders and tokenizes the
// chat as the server does for generation (/tokenize), runs one forward
// pass over prompt + ids asking for each position's log probabilities
// (/v1/completions with prompt_logprobs), and detokenizes ids
// (/detokenize) and tokenizes the text back. The cost is one prefill of the whole sequence instead of
// one decode step per completion token (VeriLLM, 2025).
func (e *Engine) Prefill(ctx context.Context, req ChatRequest, ids []int) (*Prefill, error) {
	if !e.CanPrefill() {
		return nil, fmt.Errorf("%w: the %s server cannot check a completion by prefill", ErrBadRequest, e.cfg.Server)
	}
	if err := req.validate(); err != nil {
		return nil, err
	}
	if len(ids) == 0 {
		return nil, fmt.Errorf("%w: no completion tokens to check", ErrBadRequest)
	}
	s, err := e.waitReady(ctx)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	var tok struct {
		Tokens []int `json:"tokens"`
	}
	if err := e.post(ctx, s.base+"/tokenize", map[string]any{
		"model": e.cfg.ModelCID, "messages": req.Messages, "add_generation_prompt": true,
	}, &tok); err != nil {
		return nil, fmt.Errorf("tokenize the prompt: %w", err)
	}
	if len(tok.Tokens) == 0 {
		return nil, fmt.Errorf("tokenize the prompt: the server returned no tokens")
	}
	seq := append(append(make([]int, 0, len(tok.Tokens)+len(ids)), tok.Tokens...), ids...)
	st := e.cfg.Sampling
	var comp struct {
		Choices []struct {
			// The first position has none (null): nothing precedes it.
			PromptLogprobs []map[string]logprob `json:"prompt_logprobs"`
		} `json:"choices"`
	}
	if err := e.post(ctx, s.base+"/v1/completions", map[string]any{
		"model": e.cfg.ModelCID, "prompt": seq, "max_tokens": 1,
		"temperature": st.Temperature, "top_p": st.TopP, "top_k": st.TopK, "seed": st.Seed,
		"repetition_penalty": st.RepeatPenalty, "prompt_logprobs": 1,
	}, &comp); err != nil {
		return nil, fmt.Errorf("prefill: %w", err)
	}
	if len(comp.Choices) != 1 || len(comp.Choices[0].PromptLogprobs) != len(seq) {
		n := 0
		if len(comp.Choices) > 0 {
			n = len(comp.Choices[0].PromptLogprobs)
		}
		return nil, fmt.Errorf("prefill: the server returned log probabilities for %d positions, want %d", n, len(seq))
	}
	out := &Prefill{PromptTokens: len(tok.Tokens), Mismatch: -1}
	lp := comp.Choices[0].PromptLogprobs
	for i, id := range ids {
		if !greedy(lp[len(tok.Tokens)+i], id) {
			out.Mismatch = i
			break
		}
	}
	var detok struct {
		Prompt string `json:"prompt"`
	}
	if err := e.post(ctx, s.base+"/detokenize", map[string]any{"model": e.cfg.ModelCID, "tokens": ids}, &detok); err != nil {
		return nil, fmt.Errorf("detokenize the completion: %w", err)
	}
	out.Text = detok.Prompt
	var back struct {
		Tokens []int `json:"tokens"`
	}
	if err := e.post(ctx, s.base+"/tokenize", map[string]any{
		"model": e.cfg.ModelCID, "prompt": detok.Prompt, "add_special_tokens": false,
	}, &back); err != nil {
		return nil, fmt.Errorf("tokenize the completion: %w", err)
	}
	out.Canonical = slices.Equal(back.Tokens, ids)
	out.Wall = time.Since(start)
	return out, nil
}

// logprob is one token's entry at one position of vLLM's
// prompt_logprobs: its log probability and its rank in the vocabulary
// (1 is the most likely).
type logprob struct {
	Logprob float64 `json:"logprob"`
	Rank    *int    `json:"rank"`
}

// greedy reports whether token id is the greedy choice at a position
// whose top log probabilities (the claimed token's among them) are pos:
// rank 1, or within PrefillTolerance of the best.
func greedy(pos map[string]logprob, id int) bool {
	got, ok := pos[strconv.Itoa(id)]
	if !ok {
		return false
	}
	if got.Rank != nil && *got.Rank == 1 {
		return true
	}
	best := math.Inf(-1)
	for _, v := range pos {
		best = max(best, v.Logprob)
	}
	return got.Logprob >= best-PrefillTolerance
}

// post sends body as JSON to url and decodes the answer into out.
func (e *Engine) post(ctx context.Context, url string, body, out any) error {
	raw, err := json.Marshal(body)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(raw))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := e.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if err := httpError(resp); err != nil {
		return err
	}
	if err := json.NewDecoder(http.MaxBytesReader(nil, resp.Body, 64<<20)).Decode(out); err != nil {
		return fmt.Errorf("decode %s: %w", url, err)
	}
	return nil
}
