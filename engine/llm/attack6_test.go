package llm

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/llm/llmjob"
)

// attack6: the prefill check confirmed a completion's tokens as greedy
// and its finish as "length" without looking at the request's stop
// strings. A miner asked to stop at a string ignores it and generates up
// to max_tokens, every token greedy: the claim was confirmed and the
// validator agreed, its fee cap the claimed charge, so the client paid
// for max_tokens instead of the text up to the stop (and got text past
// it). A completion that ran to its length holds none of the request's
// stop strings, or generation would have stopped there.
func TestAttack6PrefillIgnoresStopStrings(t *testing.T) {
	e := startFakeVLLM(t, nil)
	j := NewJobEngine(e)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	plain := llmjob.Request{Messages: []llmjob.Message{{Role: "user", Content: "stop early please"}}, MaxTokens: 12, PricePer1K: "1000"}
	in, err := plain.Encode()
	if err != nil {
		t.Fatal(err)
	}
	res, err := j.Run(ctx, engine.Request{ModelCID: e.Env().ModelCID, Input: in})
	if err != nil {
		t.Fatal(err)
	}
	out, err := llmjob.ParseOutput(res.Output)
	if err != nil {
		t.Fatal(err)
	}
	words := strings.Fields(out.Text)
	if len(words) < 4 {
		t.Fatalf("text %q too short for the test", out.Text)
	}
	stopped := plain
	stopped.Stop = []string{words[2]} // the client asked to stop at the third word
	sin, err := stopped.Encode()
	if err != nil {
		t.Fatal(err)
	}
	er := engine.Request{ModelCID: e.Env().ModelCID, Input: sin}
	if ok, _, err := j.CheckClaim(ctx, er, res.Output); ok || err != nil {
		t.Fatalf("a completion run past the request's stop string %q to max_tokens (charged in full) confirmed by prefill: %v (err %v)", words[2], ok, err)
	}
}
