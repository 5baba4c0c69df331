package llm

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/ipfs/go-cid"
	mh "github.com/multiformats/go-multihash"

	"github.com/tensora/tensora/engine/llm/gguf"
)

// startOllama serves a tiny random GGUF (gibberish by construction) on the
// real ollama built by scripts/build-ollama.sh. Without it the test skips,
// except in CI, where `make test` builds it first.
func startOllama(t testing.TB, parallel int, mods ...func(*Config)) *Engine {
	t.Helper()
	bin, err := FindOllama()
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	model, err := gguf.Tiny(gguf.TinyConfig{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	hash, err := mh.Sum(model, mh.SHA2_256, -1)
	if err != nil {
		t.Fatal(err)
	}
	modelCID := cid.NewCidV1(cid.Raw, hash).String()
	dir := t.TempDir()
	path := filepath.Join(dir, "tiny.gguf")
	if err := os.WriteFile(path, model, 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := Config{
		Server: Ollama, Binary: bin, ModelCID: modelCID, ModelPath: path, Dir: filepath.Join(dir, "engine"),
		Sampling: Sampling{Temperature: 0, TopK: 1, TopP: 1, RepeatPenalty: 1, Seed: 42, Context: 256},
		Parallel: parallel, Threads: 1, HardwareClass: "cpu-" + runtime.GOARCH,
		StartTimeout: 2 * time.Minute, RestartBackoff: 50 * time.Millisecond,
		Logger: slog.New(slog.DiscardHandler),
	}
	for _, m := range mods {
		m(&cfg)
	}
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if err := e.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = e.Close() })
	return e
}

var prompt = ChatRequest{Messages: []Message{{Role: "user", Content: "Say something."}}, MaxTokens: 24}

// TestOllamaDeterministic: the real ollama serves the tiny model through
// /v1/chat/completions with pinned greedy sampling; the same prompt gives
// the same text sequentially, concurrently and streamed.
func TestOllamaDeterministic(t *testing.T) {
	e := startOllama(t, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	env := e.Env()
	if env.ServerVersion != OllamaVersion || env.Server != Ollama || env.BatchInvariant {
		t.Errorf("env %+v", env)
	}
	first, err := e.Run(ctx, prompt)
	if err != nil {
		t.Fatal(err)
	}
	// The tiny model never emits an end of sequence: every completion
	// runs to its limit, in printable text (gibberish).
	if first.Usage.CompletionTokens != prompt.MaxTokens || first.FinishReason != "length" ||
		first.Usage.PromptTokens == 0 || first.Text == "" || !utf8.ValidString(first.Text) {
		t.Fatalf("first completion %+v", first)
	}
	t.Logf("gibberish by construction: %q", first.Text)
	second, err := e.Run(ctx, prompt)
	if err != nil {
		t.Fatal(err)
	}
	if second.Text != first.Text {
		t.Errorf("same prompt twice: %q then %q", first.Text, second.Text)
	}

	// Two at once, batched by the server (2 parallel slots), and a third
	// with another prompt in the same batch.
	other := ChatRequest{Messages: []Message{{Role: "user", Content: "Something else entirely, and longer."}}, MaxTokens: 24}
	var wg sync.WaitGroup
	texts := make([]string, 3)
	errs := make([]error, 3)
	for i, r := range []ChatRequest{prompt, prompt, other} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := e.Run(ctx, r)
			if err == nil {
				texts[i] = res.Text
			}
			errs[i] = err
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("concurrent request %d: %v", i, err)
		}
	}
	if texts[0] != first.Text || texts[1] != first.Text {
		t.Errorf("concurrent: %q and %q, alone %q", texts[0], texts[1], first.Text)
	}
	if texts[2] == first.Text {
		t.Errorf("another prompt gave the same text %q", texts[2])
	}

	var chunks []string
	sres, err := e.Stream(ctx, prompt, func(c Chunk) error { chunks = append(chunks, c.Text); return nil })
	if err != nil {
		t.Fatal(err)
	}
	if sres.Text != first.Text || strings.Join(chunks, "") != first.Text || len(chunks) < 2 {
		t.Errorf("streamed %q in %d chunks, want %q", sres.Text, len(chunks), first.Text)
	}
	if sres.Usage.CompletionTokens != prompt.MaxTokens {
		t.Errorf("streamed usage %+v", sres.Usage)
	}
}

// TestOllamaRestart kills the real server during a request: the engine
// restarts it (the model created again from the GGUF) and the request,
// retried on the new server, completes with the same text.
func TestOllamaRestart(t *testing.T) {
	e := startOllama(t, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	want, err := e.Run(ctx, prompt)
	if err != nil {
		t.Fatal(err)
	}
	long := ChatRequest{Messages: prompt.Messages, MaxTokens: 200}
	wantLong, err := e.Run(ctx, long)
	if err != nil {
		t.Fatal(err)
	}
	pid := e.PID()
	var once sync.Once
	// Kill it once the stream has started: the server is mid-generation.
	_, err = e.Stream(ctx, long, func(Chunk) error {
		once.Do(func() { _ = syscall.Kill(pid, syscall.SIGKILL) })
		return nil
	})
	if err == nil {
		t.Fatal("a stream whose server was killed completed")
	}
	got, err := e.Run(ctx, long)
	if err != nil {
		t.Fatalf("after the kill: %v", err)
	}
	if got.Text != wantLong.Text {
		t.Errorf("after the restart %q, before %q", got.Text, wantLong.Text)
	}
	if e.Restarts() != 1 || e.PID() == pid {
		t.Errorf("%d restarts, pid %d (was %d)", e.Restarts(), e.PID(), pid)
	}
	// A request in flight when the server dies is retried by Run.
	second := e.PID()
	time.AfterFunc(20*time.Millisecond, func() { _ = syscall.Kill(second, syscall.SIGKILL) })
	got, err = e.Run(ctx, long)
	if err != nil {
		t.Fatalf("chat across a kill: %v", err)
	}
	if got.Text != wantLong.Text {
		t.Errorf("chat across a kill %q, want %q", got.Text, wantLong.Text)
	}
	if again, err := e.Run(ctx, prompt); err != nil || again.Text != want.Text {
		t.Errorf("after two restarts: %v, %q want %q", err, again.Text, want.Text)
	}
}

// groupGone waits until no process of the group led by pid is left.
func groupGone(t *testing.T, pid int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for syscall.Kill(-pid, 0) == nil {
		if time.Now().After(deadline) {
			t.Errorf("processes of server group %d still run", pid)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestOllamaCloseStopsRunners: ollama serve spawns a runner process per
// model; Close (and a restart) must leave none behind.
func TestOllamaCloseStopsRunners(t *testing.T) {
	e := startOllama(t, 1)
	pid := e.PID()
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if _, err := e.Run(ctx, prompt); err != nil {
		t.Fatal(err)
	}
	groupGone(t, pid) // the dead server's runner was stopped with it
	pid = e.PID()
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	groupGone(t, pid)
	if err := e.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if _, err := e.Run(ctx, prompt); !errors.Is(err, ErrClosed) {
		t.Errorf("Run after Close = %v, want ErrClosed", err)
	}
}

// TestOllamaSamplerPinned: the sampler settings the engine pins reach
// ollama's sampler (as model parameters), so Env describes what ran: a
// repeat penalty, ollama's default being 1.1, changes the greedy text.
func TestOllamaSamplerPinned(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	plain, err := startOllama(t, 1).Run(ctx, prompt)
	if err != nil {
		t.Fatal(err)
	}
	penalised, err := startOllama(t, 1, func(c *Config) { c.Sampling.RepeatPenalty = 1.5 }).Run(ctx, prompt)
	if err != nil {
		t.Fatal(err)
	}
	if plain.Text == penalised.Text {
		t.Errorf("repeat penalty 1.5 gave the text of 1 (%q): the setting did not reach the server", plain.Text)
	}
}
