package llmjob

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"unicode/utf8"

	"github.com/tensora/tensora/types/tora"
)

// Engine is the engine name LLM jobs and LLM miners' adverts carry.
// Orders must name it exactly (types.Check refuses engine names that are
// not lower case), so IsLLM's exact match is the one test every path
// uses.
const Engine = "llm"

// IsLLM reports whether a job order is an LLM job (settled per token).
// Every money path (bidding, terms, fees, audits) decides with it, so
// they all agree on which jobs are per token.
func IsLLM(o interface{ GetEngine() string }) bool {
	return o != nil && o.GetEngine() == Engine
}

// Format tags of the canonical encodings; a change of either encoding
// gets a new tag.
const (
	RequestFormat = "tensora-llm-request/1"
	OutputFormat  = "tensora-llm-output/1"
)

// Limits a request must keep; a miner refuses anything beyond them as
// the client's bad input before it reaches a server.
const (
	MaxRequestBytes = 1 << 20  // encoded request
	MaxOutputBytes  = 16 << 20 // encoded output
	MaxMessages     = 256
	MaxStops        = 4
	MaxStopLen      = 64
	MaxTokens       = 1 << 16 // completion tokens one job may ask for
)

// What a prompt can tokenize to, at most (PromptTokenBound). Every token
// of a BPE or SentencePiece vocabulary (byte fallback included) covers at
// least one byte of the rendered prompt, so a message costs at most its
// bytes (role and content) plus the markers its chat template wraps it
// in, and the whole prompt adds the template's fixed parts (BOS, a
// default system prompt such as Llama 3.1's dates or Qwen's identity
// line, the assistant's generation prompt). Both allowances are generous
// against the templates we know (ChatML, Llama 2/3, Gemma, Mistral: under
// 10 tokens per message, under 64 fixed) but finite: a miner cannot claim
// more prompt tokens than this and pass a client's CheckOutput.
const (
	PromptTokensPerMessage = 32
	PromptTokensTemplate   = 256
)

// PromptTokenBound is the most prompt tokens an honest server can count
// for the request's conversation (see PromptTokensPerMessage).
func (r Request) PromptTokenBound() int {
	n := PromptTokensTemplate
	for _, m := range r.Chat() {
		n += len(m.Role) + len(m.Content) + PromptTokensPerMessage
	}
	return n
}

// Errors callers branch on.
var (
	// ErrBadRequest: the request bytes are not a canonical, valid request.
	ErrBadRequest = errors.New("bad llm request")
	// ErrBadOutput: the output bytes are not a canonical output, or they
	// contradict the request (more tokens than asked, a wrong charge, a
	// different model).
	ErrBadOutput = errors.New("bad llm output")
)

// Message is one chat message.
type Message struct {
	Role    string `json:"role"` // "system", "user", "assistant"
	Content string `json:"content"`
}

// Request is an LLM chat job as its client asks for it. Exactly one of
// Messages and Prompt is set; a Prompt is one user message.
type Request struct {
	Messages  []Message
	Prompt    string
	MaxTokens int
	Stop      []string
	// PricePer1K is what the client pays per 1,000 tokens (prompt and
	// completion), in wei of TORA, as a decimal string.
	PricePer1K string
}

// wireRequest fixes the canonical field order.
type wireRequest struct {
	Format     string    `json:"format"`
	Messages   []Message `json:"messages"`
	MaxTokens  int       `json:"max_tokens"`
	Stop       []string  `json:"stop"`
	PricePer1K string    `json:"price_per_1k_tokens"`
}

// Chat is the request's conversation: its messages, or its prompt as one
// user message.
func (r Request) Chat() []Message {
	if r.Prompt != "" && len(r.Messages) == 0 {
		return []Message{{Role: "user", Content: r.Prompt}}
	}
	return r.Messages
}

// Price is PricePer1K as a number.
func (r Request) Price() (*big.Int, error) {
	p, ok := new(big.Int).SetString(r.PricePer1K, 10)
	if !ok || p.Sign() < 0 || r.PricePer1K != p.String() {
		return nil, fmt.Errorf("%w: price per 1k tokens %q is not a canonical non-negative decimal", ErrBadRequest, r.PricePer1K)
	}
	if p.BitLen() > 256 {
		return nil, fmt.Errorf("%w: price per 1k tokens over 256 bits", ErrBadRequest)
	}
	return p, nil
}

// Validate checks the request's shape and limits.
func (r Request) Validate() error {
	switch {
	case len(r.Messages) > 0 && r.Prompt != "":
		return fmt.Errorf("%w: both messages and a prompt", ErrBadRequest)
	case len(r.Chat()) == 0:
		return fmt.Errorf("%w: no messages and no prompt", ErrBadRequest)
	case len(r.Messages) > MaxMessages:
		return fmt.Errorf("%w: %d messages, at most %d", ErrBadRequest, len(r.Messages), MaxMessages)
	case r.MaxTokens < 1 || r.MaxTokens > MaxTokens:
		return fmt.Errorf("%w: max tokens %d, want 1..%d", ErrBadRequest, r.MaxTokens, MaxTokens)
	case len(r.Stop) > MaxStops:
		return fmt.Errorf("%w: %d stop strings, at most %d", ErrBadRequest, len(r.Stop), MaxStops)
	}
	for i, m := range r.Chat() {
		switch m.Role {
		case "system", "user", "assistant":
		default:
			return fmt.Errorf("%w: message %d has role %q", ErrBadRequest, i, m.Role)
		}
		if !utf8.ValidString(m.Content) {
			return fmt.Errorf("%w: message %d is not UTF-8", ErrBadRequest, i)
		}
	}
	for i, s := range r.Stop {
		if s == "" || len(s) > MaxStopLen || !utf8.ValidString(s) {
			return fmt.Errorf("%w: stop string %d empty, longer than %d bytes or not UTF-8", ErrBadRequest, i, MaxStopLen)
		}
	}
	_, err := r.Price()
	return err
}

// Encode is the request's canonical bytes (the job's input content).
func (r Request) Encode() ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	stop := r.Stop
	if stop == nil {
		stop = []string{}
	}
	b, err := marshal(wireRequest{Format: RequestFormat, Messages: r.Chat(), MaxTokens: r.MaxTokens, Stop: stop, PricePer1K: r.PricePer1K})
	if err != nil {
		return nil, err
	}
	if len(b) > MaxRequestBytes {
		return nil, fmt.Errorf("%w: %d bytes encoded, at most %d", ErrBadRequest, len(b), MaxRequestBytes)
	}
	return b, nil
}

// ParseRequest decodes a request's canonical bytes: anything else (an
// unknown field, another format, other spacing or order) is refused, so
// one request has one CID.
func ParseRequest(b []byte) (Request, error) {
	if len(b) > MaxRequestBytes {
		return Request{}, fmt.Errorf("%w: %d bytes, at most %d", ErrBadRequest, len(b), MaxRequestBytes)
	}
	var w wireRequest
	if err := strict(b, &w); err != nil {
		return Request{}, fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	if w.Format != RequestFormat {
		return Request{}, fmt.Errorf("%w: format %q, want %q", ErrBadRequest, w.Format, RequestFormat)
	}
	r := Request{Messages: w.Messages, MaxTokens: w.MaxTokens, Stop: w.Stop, PricePer1K: w.PricePer1K}
	again, err := r.Encode()
	if err != nil {
		return Request{}, err
	}
	if !bytes.Equal(again, b) {
		return Request{}, fmt.Errorf("%w: not in canonical form", ErrBadRequest)
	}
	return r, nil
}

// Output is a miner's answer to a Request.
type Output struct {
	Model string // the model CID that ran
	Text  string
	// TokenIDs are the completion's token ids where the server reports
	// them (vLLM); empty where it does not (ollama's OpenAI API returns
	// none). Kept so results from servers that do are compared by token.
	TokenIDs         []int
	FinishReason     string // "length" or "stop"
	PromptTokens     int
	CompletionTokens int
	// Charge is Fee(price, prompt + completion tokens) in wei, a decimal
	// string: what the miner bills before the job's max fee caps it.
	Charge string
}

type wireOutput struct {
	Format           string `json:"format"`
	Model            string `json:"model"`
	Text             string `json:"text"`
	TokenIDs         []int  `json:"token_ids"`
	FinishReason     string `json:"finish_reason"`
	PromptTokens     int    `json:"prompt_tokens"`
	CompletionTokens int    `json:"completion_tokens"`
	Charge           string `json:"charge"`
}

// Encode is the output's canonical bytes (the job's output content).
func (o Output) Encode() ([]byte, error) {
	ids := o.TokenIDs
	if ids == nil {
		ids = []int{}
	}
	b, err := marshal(wireOutput{Format: OutputFormat, Model: o.Model, Text: o.Text, TokenIDs: ids, FinishReason: o.FinishReason,
		PromptTokens: o.PromptTokens, CompletionTokens: o.CompletionTokens, Charge: o.Charge})
	if err != nil {
		return nil, err
	}
	if len(b) > MaxOutputBytes {
		return nil, fmt.Errorf("%w: %d bytes encoded, at most %d", ErrBadOutput, len(b), MaxOutputBytes)
	}
	return b, nil
}

// IsOutput reports whether b looks like an encoded Output (its format tag
// leads it), without decoding it.
func IsOutput(b []byte) bool {
	return bytes.HasPrefix(b, []byte(`{"format":"`+OutputFormat+`"`))
}

// ParseOutput decodes an output's canonical bytes.
func ParseOutput(b []byte) (Output, error) {
	if len(b) > MaxOutputBytes {
		return Output{}, fmt.Errorf("%w: %d bytes, at most %d", ErrBadOutput, len(b), MaxOutputBytes)
	}
	var w wireOutput
	if err := strict(b, &w); err != nil {
		return Output{}, fmt.Errorf("%w: %w", ErrBadOutput, err)
	}
	if w.Format != OutputFormat {
		return Output{}, fmt.Errorf("%w: format %q, want %q", ErrBadOutput, w.Format, OutputFormat)
	}
	o := Output{Model: w.Model, Text: w.Text, TokenIDs: w.TokenIDs, FinishReason: w.FinishReason,
		PromptTokens: w.PromptTokens, CompletionTokens: w.CompletionTokens, Charge: w.Charge}
	again, err := o.Encode()
	if err != nil {
		return Output{}, err
	}
	if !bytes.Equal(again, b) {
		return Output{}, fmt.Errorf("%w: not in canonical form", ErrBadOutput)
	}
	return o, nil
}

// Fee is what tokens cost at pricePer1K wei per 1,000 tokens, rounded
// down (a fraction of a wei is the client's).
func Fee(pricePer1K *big.Int, tokens int) *big.Int {
	if pricePer1K == nil || tokens <= 0 {
		return new(big.Int)
	}
	f := new(big.Int).Mul(pricePer1K, big.NewInt(int64(tokens)))
	return f.Quo(f, big.NewInt(1000))
}

// ErrBadTerms: the request's price or max fee would not pay a miner for
// the work it asks for (CheckTerms).
var ErrBadTerms = errors.New("llm request terms do not pay")

// CheckTerms is a miner's test of a request before it bids on or
// acknowledges the job: the request's price per 1,000 tokens is at least
// the miner's own (minPer1K), and the job's max fee pays for max_tokens
// completion tokens at that price. A request at price 0 (free inference)
// or capped below its own completion is refused.
func CheckTerms(req Request, maxFee, minPer1K *big.Int) error {
	price, err := req.Price()
	if err != nil {
		return err
	}
	if minPer1K != nil && price.Cmp(minPer1K) < 0 {
		return fmt.Errorf("%w: price %s TORA per 1k tokens, below this miner's %s", ErrBadTerms, tora.Format(price), tora.Format(minPer1K))
	}
	if maxFee == nil {
		maxFee = new(big.Int)
	}
	if need := Fee(price, req.MaxTokens); maxFee.Cmp(need) < 0 {
		return fmt.Errorf("%w: max fee %s TORA does not pay for max_tokens %d at %s TORA per 1k (%s TORA)", ErrBadTerms, tora.Format(maxFee), req.MaxTokens, tora.Format(price), tora.Format(need))
	}
	return nil
}

// Settled is the fee a job settles for: the output's charge, capped by
// the most the client's signed terms allow (the assignment's price, at
// most the order's max fee). A charge that does not parse settles
// nothing.
func Settled(charge string, cap *big.Int) *big.Int {
	c, ok := new(big.Int).SetString(charge, 10)
	if !ok || c.Sign() < 0 {
		return new(big.Int)
	}
	if cap != nil && c.Cmp(cap) > 0 {
		return new(big.Int).Set(cap)
	}
	return c
}

// CheckOutput checks what a client (and anyone holding the request) can
// check of an output without running the model: it is from the job's
// model; it has no more completion tokens than the request allowed (fewer
// with "length" is a context that ran out first); its token ids, when
// reported, are one per completion token; it names a finish reason; and
// its prompt tokens are no more than the request's messages can tokenize
// to (PromptTokenBound: at least one byte per token, plus the template's
// allowance); and its charge is exactly Fee of its usage at the request's
// price. It does not prove the usage true: a miner that inflates its token
// counts within those bounds is caught by validators, whose regeneration
// gives other counts and whose exact comparison then disagrees
// (docs/verification.md).
func CheckOutput(req Request, modelCID string, o Output) error {
	price, err := req.Price()
	if err != nil {
		return err
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrBadOutput, fmt.Sprintf(format, args...))
	}
	switch {
	case o.Model != modelCID:
		return bad("from model %q, the job asked for %q", o.Model, modelCID)
	case o.CompletionTokens < 0 || o.PromptTokens < 0:
		return bad("negative token counts (%d prompt, %d completion)", o.PromptTokens, o.CompletionTokens)
	case o.CompletionTokens > req.MaxTokens:
		return bad("%d completion tokens, the request allows %d", o.CompletionTokens, req.MaxTokens)
	case o.PromptTokens == 0:
		return bad("no prompt tokens")
	case o.PromptTokens > req.PromptTokenBound():
		return bad("%d prompt tokens, the request's messages tokenize to at most %d", o.PromptTokens, req.PromptTokenBound())
	case o.FinishReason != "length" && o.FinishReason != "stop":
		return bad("finish reason %q", o.FinishReason)
	case len(o.TokenIDs) != 0 && len(o.TokenIDs) != o.CompletionTokens:
		return bad("%d token ids for %d completion tokens", len(o.TokenIDs), o.CompletionTokens)
	case !utf8.ValidString(o.Text):
		return bad("text is not UTF-8")
	}
	want := Fee(price, o.PromptTokens+o.CompletionTokens)
	if o.Charge != want.String() {
		return bad("charge %s, but %d tokens at %s per 1k cost %s", o.Charge, o.PromptTokens+o.CompletionTokens, price, want)
	}
	return nil
}

// Compare compares a claimed output with a re-execution's under the
// regeneration rule: with every sampler setting pinned, the same model
// and request give the same tokens, so they agree only when equal byte
// for byte. reason says where they first differ.
func Compare(claimed, reexec []byte) (agree bool, reason string) {
	if bytes.Equal(claimed, reexec) {
		return true, ""
	}
	c, err := ParseOutput(claimed)
	if err != nil {
		return false, fmt.Sprintf("claimed output: %v", err)
	}
	r, err := ParseOutput(reexec)
	if err != nil {
		return false, fmt.Sprintf("re-executed output: %v", err)
	}
	switch {
	case c.Model != r.Model:
		return false, fmt.Sprintf("model %q, re-executed with %q", c.Model, r.Model)
	case len(c.TokenIDs) > 0 && len(r.TokenIDs) > 0 && !equalInts(c.TokenIDs, r.TokenIDs):
		i := firstDiff(len(c.TokenIDs), len(r.TokenIDs), func(i int) bool { return c.TokenIDs[i] == r.TokenIDs[i] })
		return false, fmt.Sprintf("token %d differs (%d tokens claimed, %d re-executed)", i, len(c.TokenIDs), len(r.TokenIDs))
	case c.Text != r.Text:
		i := firstDiff(len(c.Text), len(r.Text), func(i int) bool { return c.Text[i] == r.Text[i] })
		what := "differs"
		if i == len(c.Text) {
			what = "ends early (truncated)"
		}
		return false, fmt.Sprintf("text %s at byte %d (%d bytes claimed, %d re-executed)", what, i, len(c.Text), len(r.Text))
	case c.PromptTokens != r.PromptTokens || c.CompletionTokens != r.CompletionTokens:
		return false, fmt.Sprintf("usage %d+%d tokens claimed, re-execution %d+%d", c.PromptTokens, c.CompletionTokens, r.PromptTokens, r.CompletionTokens)
	case c.FinishReason != r.FinishReason:
		return false, fmt.Sprintf("finish reason %q, re-execution %q", c.FinishReason, r.FinishReason)
	case c.Charge != r.Charge:
		return false, fmt.Sprintf("charge %s, re-execution %s", c.Charge, r.Charge)
	}
	return false, "outputs differ"
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// firstDiff is the first index below min(a, b) where same is false, or
// the shorter length.
func firstDiff(a, b int, same func(int) bool) int {
	n := min(a, b)
	for i := 0; i < n; i++ {
		if !same(i) {
			return i
		}
	}
	return n
}

// marshal is json.Marshal without HTML escaping (the canonical form keeps
// <, > and & as they are).
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// strict decodes one JSON value with no unknown fields and nothing after.
func strict(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("trailing data")
	}
	if _, err := dec.Token(); err == nil {
		return errors.New("trailing data")
	}
	return nil
}

// Summary is a one-line description of an output for logs and the CLI.
func (o Output) Summary() string {
	t := o.Text
	if len(t) > 40 {
		t = t[:40] + "…"
	}
	return fmt.Sprintf("%d+%d tokens, %s, %q", o.PromptTokens, o.CompletionTokens, o.FinishReason, strings.ToValidUTF8(t, "?"))
}
