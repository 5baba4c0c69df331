package llm

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/llm/llmjob"
)

// TestJobEngine runs an LLM job's canonical request through the adapter on
// the real ollama: the output is the canonical llmjob.Output of the same
// completion a direct Run gives, charged per token, and a request for
// another model or a malformed one is refused before the server.
func TestJobEngine(t *testing.T) {
	e := startOllama(t, 1)
	j := NewJobEngine(e)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	in, err := llmjob.Request{Prompt: "Say something.", MaxTokens: 24, PricePer1K: "2000"}.Encode()
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
	direct, err := e.Run(ctx, prompt)
	if err != nil {
		t.Fatal(err)
	}
	if out.Text != direct.Text || out.CompletionTokens != 24 || out.PromptTokens != direct.Usage.PromptTokens || out.Model != e.Env().ModelCID {
		t.Errorf("job output %+v, direct %+v", out, direct)
	}
	if want := llmjob.Fee(big.NewInt(2000), out.PromptTokens+24).String(); out.Charge != want {
		t.Errorf("charge %s, want %s", out.Charge, want)
	}
	if err := llmjob.CheckOutput(llmjob.Request{Prompt: "Say something.", MaxTokens: 24, PricePer1K: "2000"}, e.Env().ModelCID, out); err != nil {
		t.Errorf("the client would refuse it: %v", err)
	}
	t.Logf("gibberish by construction: %s", out.Summary())
	if j.EnvHash() != e.Env().Hash() || j.Name() != "llm" || j.ServedModels()[0] != e.Env().ModelCID {
		t.Errorf("env hash, name or models do not describe the server")
	}
	if _, err := j.Run(ctx, engine.Request{ModelCID: "bafyother", Input: in}); !errors.Is(err, engine.ErrUnsupported) {
		t.Errorf("another model: %v, want ErrUnsupported", err)
	}
	if _, err := j.Run(ctx, engine.Request{ModelCID: e.Env().ModelCID, Input: []byte(`{"format":"x"}`)}); !errors.Is(err, engine.ErrBadInput) {
		t.Errorf("malformed request: %v, want ErrBadInput", err)
	}
	// A completion that cannot fit the served context (256 tokens here)
	// is refused before the server; one that the server cuts without
	// usage (ollama stops the tiny model's greedy decoding once it loops
	// on one token, within 200 tokens for this prompt) after it.
	for _, n := range []int{256, 200} {
		long, err := llmjob.Request{Prompt: "Say something.", MaxTokens: n, PricePer1K: "2000"}.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := j.Run(ctx, engine.Request{ModelCID: e.Env().ModelCID, Input: long}); !errors.Is(err, engine.ErrBadInput) {
			t.Errorf("%d max tokens in a 256-token context: %v, want ErrBadInput", n, err)
		}
	}
}

// TestJobEngineStreamsAcrossServerDeath runs a job with a Partial
// callback on the fake vLLM server and kills the server after two
// pieces: the job still completes, rerun on the restarted server, and the
// pieces, each sent once, add up to the output's text.
func TestJobEngineStreamsAcrossServerDeath(t *testing.T) {
	t.Setenv(fakeDelayEnv, "20")
	e := startFakeVLLM(t, nil)
	j := NewJobEngine(e)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	in, err := llmjob.Request{Messages: []llmjob.Message{{Role: "user", Content: "hello"}}, MaxTokens: 8, PricePer1K: "1000"}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	want, err := j.Run(ctx, engine.Request{ModelCID: e.Env().ModelCID, Input: in})
	if err != nil {
		t.Fatal(err)
	}
	var pieces []string
	pid := e.PID()
	res, err := j.Run(ctx, engine.Request{ModelCID: e.Env().ModelCID, Input: in, Partial: func(p []byte) {
		if pieces = append(pieces, string(p)); len(pieces) == 2 {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	}})
	if err != nil {
		t.Fatalf("streamed job across a server death: %v", err)
	}
	if string(res.Output) != string(want.Output) {
		t.Errorf("output %s, want %s", res.Output, want.Output)
	}
	out, err := llmjob.ParseOutput(res.Output)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(pieces, ""); got != out.Text || len(pieces) < 3 || e.Restarts() != 1 {
		t.Errorf("pieces %q (%d, after %d restarts) add up to %q, want the output's %q", pieces, len(pieces), e.Restarts(), got, out.Text)
	}
}
