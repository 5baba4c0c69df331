package llm

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/llm/llmjob"
)

// startFakeVLLM starts an engine with the vllm profile on the fake server
// (this test binary, see fakevllm_test.go).
func startFakeVLLM(t *testing.T, mod func(*Config)) *Engine {
	t.Helper()
	t.Setenv(fakeVLLMEnv, "1")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{
		Server: VLLM, Binary: exe, ModelCID: "bafkreifakemodel", ModelPath: t.TempDir(), Dir: t.TempDir(),
		Sampling:      Sampling{Temperature: 0, TopK: 1, TopP: 1, RepeatPenalty: 1, Seed: 7, Context: 512},
		HardwareClass: "gpu-nvidia-h200", StartTimeout: 20 * time.Second, RestartBackoff: 10 * time.Millisecond,
		Logger: slog.New(slog.DiscardHandler),
	}
	if mod != nil {
		mod(&cfg)
	}
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := e.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = e.Close() })
	return e
}

func fakeInfoOf(t *testing.T, e *Engine) fakeInfo {
	t.Helper()
	var info fakeInfo
	if err := getJSON(context.Background(), e.hc, e.BaseURL()+"/fake/info", &info); err != nil {
		t.Fatal(err)
	}
	return info
}

var hello = ChatRequest{Messages: []Message{{Role: "system", Content: "be brief"}, {Role: "user", Content: "hello"}}, MaxTokens: 8}

func TestVLLMProfileCommandLine(t *testing.T) {
	e := startFakeVLLM(t, nil)
	info := fakeInfoOf(t, e)
	args := strings.Join(info.Args, " ")
	for _, want := range []string{
		"serve " + e.cfg.ModelPath + " ",
		"--host 127.0.0.1",
		"--served-model-name bafkreifakemodel",
		"--seed 7",
		"--max-model-len 512",
		"--max-num-seqs 1",
		"--tensor-parallel-size 1",
		"--generation-config vllm",
	} {
		if !strings.Contains(args, want) {
			t.Errorf("command line %q lacks %q", args, want)
		}
	}
	if info.BatchInvariant != "1" {
		t.Errorf("VLLM_BATCH_INVARIANT=%q, want 1", info.BatchInvariant)
	}
	if info.Requests != 1 {
		t.Errorf("%d requests before any Run, want 1 (the warm-up)", info.Requests)
	}
	env := e.Env()
	if env.ServerVersion != fakeVersion || !env.BatchInvariant || env.Server != VLLM || env.Sampling.Seed != 7 {
		t.Errorf("env %+v", env)
	}
	if !e.Ready() || e.Version() != "vllm "+fakeVersion || !e.Supports(FormatModelDir) || e.Supports(FormatGGUF) {
		t.Errorf("ready %v, version %q, supports", e.Ready(), e.Version())
	}
}

func TestVLLMChatAndStream(t *testing.T) {
	e := startFakeVLLM(t, nil)
	ctx := context.Background()
	res, err := e.Run(ctx, hello)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.TokenIDs) != 8 || res.Usage.CompletionTokens != 8 || res.Usage.PromptTokens == 0 ||
		len(res.PromptTokenIDs) != res.Usage.PromptTokens || res.FinishReason != "length" {
		t.Fatalf("result %+v", res)
	}
	var chunks []Chunk
	sres, err := e.Stream(ctx, hello, func(c Chunk) error { chunks = append(chunks, c); return nil })
	if err != nil {
		t.Fatal(err)
	}
	if len(chunks) != 8 {
		t.Errorf("%d chunks, want one per token", len(chunks))
	}
	if sres.Text != res.Text || !slices.Equal(sres.TokenIDs, res.TokenIDs) || sres.Usage.CompletionTokens != 8 ||
		sres.FinishReason != "length" || !slices.Equal(sres.PromptTokenIDs, res.PromptTokenIDs) {
		t.Errorf("stream %+v, chat %+v", sres, res)
	}
	// A callback error aborts the stream and is not mistaken for a death.
	stop := errors.New("client went away")
	if _, err := e.Stream(ctx, hello, func(Chunk) error { return stop }); !errors.Is(err, stop) {
		t.Errorf("stream with a failing callback: %v", err)
	}
	// A server error comes back as one, with the server's message, and is
	// not retried.
	_, err = e.Run(ctx, ChatRequest{Messages: hello.Messages, MaxTokens: 4096})
	var se *ServerError
	if !errors.As(err, &se) || se.Status != 400 || !strings.Contains(se.Message, "exceeds the context") {
		t.Errorf("oversized request: %v", err)
	}
	if e.Restarts() != 0 {
		t.Errorf("%d restarts", e.Restarts())
	}
}

func TestChatRequestRefused(t *testing.T) {
	e := startFakeVLLM(t, nil)
	for _, tc := range []struct {
		name string
		req  ChatRequest
	}{
		// Nothing to complete.
		{"no messages", ChatRequest{MaxTokens: 4}},
		// An unbounded completion: its fee could not be capped.
		{"no max tokens", ChatRequest{Messages: hello.Messages}},
		// A role the chat API lacks.
		{"bad role", ChatRequest{Messages: []Message{{Role: "tool", Content: "x"}}, MaxTokens: 4}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := e.Run(context.Background(), tc.req); !errors.Is(err, ErrBadRequest) {
				t.Errorf("Run = %v, want ErrBadRequest", err)
			}
		})
	}
}

// TestVLLMRestart kills the server between requests: the supervisor
// restarts it, and a request made meanwhile waits for it and completes
// with the same tokens.
func TestVLLMRestart(t *testing.T) {
	e := startFakeVLLM(t, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	before, err := e.Run(ctx, hello)
	if err != nil {
		t.Fatal(err)
	}
	pid := e.PID()
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	after, err := e.Run(ctx, hello)
	if err != nil {
		t.Fatal(err)
	}
	if after.Text != before.Text {
		t.Errorf("after the restart %q, before %q", after.Text, before.Text)
	}
	if e.PID() == pid || e.Restarts() != 1 {
		t.Errorf("pid %d (was %d), %d restarts", e.PID(), pid, e.Restarts())
	}
}

// TestVLLMDiesMidRequest kills the server while it generates: Run retries
// on the restarted server and completes; a stream that already delivered
// tokens reports ErrServerDown instead.
func TestVLLMDiesMidRequest(t *testing.T) {
	t.Setenv(fakeDelayEnv, "20")
	e := startFakeVLLM(t, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	want, err := e.Run(ctx, hello)
	if err != nil {
		t.Fatal(err)
	}

	first := e.PID()
	time.AfterFunc(50*time.Millisecond, func() { _ = syscall.Kill(first, syscall.SIGKILL) })
	got, err := e.Run(ctx, hello) // 8 tokens take 160 ms: killed half way
	if err != nil {
		t.Fatalf("chat across a server death: %v", err)
	}
	if got.Text != want.Text || e.Restarts() != 1 {
		t.Errorf("got %q after %d restarts, want %q after 1", got.Text, e.Restarts(), want.Text)
	}

	pid := e.PID()
	n := 0
	_, err = e.Stream(ctx, hello, func(Chunk) error {
		if n++; n == 2 {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		return nil
	})
	if !errors.Is(err, ErrServerDown) {
		t.Errorf("stream across a server death: %v, want ErrServerDown", err)
	}
	if _, err := e.Run(ctx, hello); err != nil {
		t.Errorf("chat after the second restart: %v", err)
	}
	if e.Restarts() != 2 {
		t.Errorf("%d restarts, want 2", e.Restarts())
	}
}

func TestStartFails(t *testing.T) {
	for _, tc := range []struct {
		name string
		exit string // the fake's fakeExitEnv
		mod  func(*Config)
		want string
	}{
		// The server exits at once: Start says so without waiting out
		// its timeout.
		{"exits", "1", func(*Config) {}, "exited"},
		// The server refuses the command line (an unknown flag).
		{"bad flag", "", func(c *Config) { c.ExtraArgs = []string{"--no-such-flag"} }, "exited"},
		// The binary does not exist at all.
		{"no binary", "", func(c *Config) { c.Binary = "/nonexistent/vllm" }, "no such file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv(fakeVLLMEnv, "1")
			t.Setenv(fakeExitEnv, tc.exit)
			exe, _ := os.Executable()
			cfg := Config{Server: VLLM, Binary: exe, ModelCID: "bafkreifakemodel", ModelPath: t.TempDir(), Dir: t.TempDir(),
				HardwareClass: "cpu", StartTimeout: 20 * time.Second, Logger: slog.New(slog.DiscardHandler)}
			tc.mod(&cfg)
			e, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			err = e.Start(context.Background())
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Start = %v, want an error saying %q", err, tc.want)
			}
			if time.Since(start) > 10*time.Second {
				t.Errorf("Start waited out its timeout")
			}
			if _, err := e.Run(context.Background(), hello); !errors.Is(err, ErrClosed) {
				t.Errorf("Run after a failed start = %v, want ErrClosed", err)
			}
		})
	}
}

func TestConfigRefused(t *testing.T) {
	good := Config{Server: Ollama, Binary: "ollama", ModelCID: "c", ModelPath: "m.gguf", Dir: "d", HardwareClass: "cpu"}
	if _, err := New(good); err != nil {
		t.Fatalf("the good config: %v", err)
	}
	for _, tc := range []struct {
		name string
		mod  func(*Config)
	}{
		{"unknown server", func(c *Config) { c.Server = "tgi" }},
		{"no binary", func(c *Config) { c.Binary = "" }},
		{"no model", func(c *Config) { c.ModelCID = "" }},
		{"no dir", func(c *Config) { c.Dir = "" }},
		{"no hardware class", func(c *Config) { c.HardwareClass = "" }},
		// Sampling left unpinned in part is refused rather than defaulted.
		{"top-p zero", func(c *Config) { c.Sampling = Sampling{TopK: 1, TopP: 0, RepeatPenalty: 1, Context: 1} }},
		{"no context", func(c *Config) { c.Sampling = Sampling{TopK: 1, TopP: 1, RepeatPenalty: 1} }},
		{"negative parallel", func(c *Config) { c.Parallel = -1 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := good
			tc.mod(&c)
			if _, err := New(c); err == nil {
				t.Error("New accepted it")
			}
		})
	}
}

// TestEnvHashCommitsToEverySetting: changing any field of Env changes its
// hash, so a result cannot claim another server, model or sampler.
func TestEnvHashCommitsToEverySetting(t *testing.T) {
	base := Env{Engine: "llm", EngineVersion: "1", Server: VLLM, ServerVersion: "0.11.0", ModelCID: "bafy",
		Sampling: DefaultSampling, Parallel: 1, TensorParallel: 1, Threads: 0, BatchInvariant: true, HardwareClass: "gpu-nvidia-h100"}
	h := base.Hash()
	if base.Hash() != h {
		t.Fatal("hash not deterministic")
	}
	z := base
	z.Sampling.Temperature = -0.0 * 1
	if z.Hash() != h {
		t.Error("-0 and 0 temperature hash differently")
	}
	for name, f := range map[string]func(e *Env){
		"engine version": func(e *Env) { e.EngineVersion = "2" },
		"server":         func(e *Env) { e.Server = Ollama },
		"server version": func(e *Env) { e.ServerVersion = "0.11.1" },
		"model":          func(e *Env) { e.ModelCID = "bafz" },
		"temperature":    func(e *Env) { e.Sampling.Temperature = 0.7 },
		"top-k":          func(e *Env) { e.Sampling.TopK = 40 },
		"top-p":          func(e *Env) { e.Sampling.TopP = 0.9 },
		"repeat penalty": func(e *Env) { e.Sampling.RepeatPenalty = 1.1 },
		"seed":           func(e *Env) { e.Sampling.Seed = 1 },
		"context":        func(e *Env) { e.Sampling.Context = 4096 },
		"parallel":       func(e *Env) { e.Parallel = 8 },
		"tensor":         func(e *Env) { e.TensorParallel = 2 },
		"threads":        func(e *Env) { e.Threads = 4 },
		"batch inv":      func(e *Env) { e.BatchInvariant = false },
		"hardware":       func(e *Env) { e.HardwareClass = "gpu-nvidia-a100" },
	} {
		e := base
		f(&e)
		if e.Hash() == h {
			t.Errorf("changing %s leaves the hash", name)
		}
	}
}

// TestVLLMUnhealthyRestart: a server that stays up but fails its health
// probes (hung) is killed and restarted, and requests complete on the new
// one.
func TestVLLMUnhealthyRestart(t *testing.T) {
	e := startFakeVLLM(t, func(c *Config) { c.HealthInterval = 20 * time.Millisecond })
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	want, err := e.Run(ctx, hello)
	if err != nil {
		t.Fatal(err)
	}
	pid := e.PID()
	resp, err := e.hc.Post(e.BaseURL()+"/fake/sick", "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	for e.Restarts() == 0 {
		if ctx.Err() != nil {
			t.Fatal("the unhealthy server was never restarted")
		}
		time.Sleep(10 * time.Millisecond)
	}
	got, err := e.Run(ctx, hello)
	if err != nil {
		t.Fatal(err)
	}
	if got.Text != want.Text || e.PID() == pid {
		t.Errorf("after the restart: %q (want %q), pid %d (was %d)", got.Text, want.Text, e.PID(), pid)
	}
	if syscall.Kill(pid, 0) == nil {
		t.Errorf("the unhealthy server %d still runs", pid)
	}
}

// TestRequestCrashingServerIsBadInput (F10): a request during which the
// server dies twice (on the first attempt and on the retry) is the
// request's failure, engine.ErrBadInput (FAILURE_BAD_INPUT on the wire),
// not the miner's; the restarted server serves the next request.
func TestRequestCrashingServerIsBadInput(t *testing.T) {
	e := startFakeVLLM(t, nil)
	j := NewJobEngine(e)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	_, _, err := j.Chat(ctx, llmjob.Request{Prompt: "please " + fakeCrashPrompt, MaxTokens: 8, PricePer1K: "1"})
	if !errors.Is(err, engine.ErrBadInput) || !errors.Is(err, ErrServerDown) {
		t.Fatalf("a request crashing the server twice: %v, want ErrBadInput", err)
	}
	if _, err := e.Run(ctx, hello); err != nil {
		t.Fatalf("after the crashes: %v", err)
	}
}
