package llm

import (
	"context"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/llm/llmjob"
)

// A validator confirms an honest LLM result with one prefill pass where
// the server reports prompt log probabilities (vLLM; here the FAKE vLLM
// server of fakevllm_test.go, which answers consistently with its own
// generation). Every way a miner can alter the claim is left unconfirmed
// (the validator then regenerates, which decides): a substituted token,
// text that is not the tokens, an inflated prompt, a completion cut short
// or run on past its end, another model, a claimed stop.
func TestPrefillConfirmsOnlyTheGreedyCompletion(t *testing.T) {
	e := startFakeVLLM(t, nil)
	j := NewJobEngine(e)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	req := llmjob.Request{Messages: []llmjob.Message{{Role: "user", Content: "check me cheaply"}}, MaxTokens: 12, PricePer1K: "1000"}
	in, err := req.Encode()
	if err != nil {
		t.Fatal(err)
	}
	er := engine.Request{ModelCID: e.Env().ModelCID, Input: in}
	res, err := j.Run(ctx, er)
	if err != nil {
		t.Fatal(err)
	}
	honest, err := llmjob.ParseOutput(res.Output)
	if err != nil {
		t.Fatal(err)
	}
	if !j.CanCheckClaims() {
		t.Fatal("the vllm profile with greedy decoding cannot check claims")
	}
	if ok, wall, err := j.CheckClaim(ctx, er, res.Output); err != nil || !ok || wall <= 0 {
		t.Fatalf("honest claim: confirmed %v (%v, %s)", ok, err, wall)
	}
	recharge := func(o *llmjob.Output) {
		o.Charge = llmjob.Fee(big.NewInt(1000), o.PromptTokens+o.CompletionTokens).String()
	}
	for _, tc := range []struct {
		name  string
		alter func(o *llmjob.Output)
	}{
		{"one token substituted, text to match", func(o *llmjob.Output) {
			o.TokenIDs[5] = (o.TokenIDs[5] + 1) % 1000
			var b strings.Builder
			for _, id := range o.TokenIDs {
				b.WriteString(fakePiece(id))
			}
			o.Text = b.String()
		}},
		{"text altered, tokens honest", func(o *llmjob.Output) { o.Text = strings.Replace(o.Text, "t", "T", 1) }},
		{"prompt tokens inflated, charge to match", func(o *llmjob.Output) { o.PromptTokens += 40; recharge(o) }},
		{"cut short, still claimed as length", func(o *llmjob.Output) {
			o.TokenIDs = o.TokenIDs[:6]
			o.CompletionTokens = 6
			o.Text = strings.Join(strings.SplitAfter(o.Text, " ")[:6], "")
			recharge(o)
		}},
		{"run on past its end", func(o *llmjob.Output) {
			o.TokenIDs = slices.Insert(o.TokenIDs[:11], 4, fakeEOS)
		}},
		{"another model", func(o *llmjob.Output) { o.Model = "bafkreianothermodel" }},
		{"claimed to stop", func(o *llmjob.Output) { o.FinishReason = "stop" }},
		{"overcharged", func(o *llmjob.Output) { o.Charge = "999999999" }},
	} {
		o := honest
		o.TokenIDs = slices.Clone(honest.TokenIDs)
		tc.alter(&o)
		b, err := o.Encode()
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if ok, _, err := j.CheckClaim(ctx, er, b); ok || err != nil {
			t.Errorf("%s: confirmed %v (err %v), want left to regeneration", tc.name, ok, err)
		}
	}
}

// ollama reports no prompt log probabilities: its claims are never
// confirmed by prefill, only by regeneration.
func TestOllamaCannotPrefill(t *testing.T) {
	e := startOllama(t, 1)
	if e.CanPrefill() {
		t.Fatal("ollama engine claims prefill checks")
	}
	j := NewJobEngine(e)
	in, err := llmjob.Request{Prompt: "x", MaxTokens: 4, PricePer1K: "1"}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if ok, _, err := j.CheckClaim(context.Background(), engine.Request{ModelCID: e.Env().ModelCID, Input: in}, []byte("{}")); ok || err != nil {
		t.Fatalf("confirmed %v, err %v", ok, err)
	}
}
