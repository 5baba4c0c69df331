package main

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/llm"
	"github.com/tensora/tensora/engine/llm/gguf"
)

// The engine flags fail early with a reason a user can act on.
func TestMinerEngineFlags(t *testing.T) {
	dir := t.TempDir()
	gg := filepath.Join(dir, "tiny.gguf")
	if err := os.WriteFile(gg, []byte("not really a model"), 0o644); err != nil {
		t.Fatal(err)
	}
	fakeOllama := filepath.Join(dir, "ollama")
	if err := os.WriteFile(fakeOllama, nil, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir) // no vllm here
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		// The seed's command, on a host without vLLM.
		{"seed vllm", []string{"--engine", "vllm", "--model", "llama2"}, "vLLM is not installed on this host"},
		// An engine nobody knows.
		{"unknown", []string{"--engine", "tgi"}, `--engine "tgi": want onnx, ollama, vllm, oci or he-ckks`},
		// An LLM engine without a model.
		{"no model", []string{"--engine", "ollama", "--llm-server", fakeOllama}, "needs --model"},
		// A model name that is neither a CID nor a file.
		{"model name", []string{"--engine", "ollama", "--llm-server", fakeOllama, "--model", "llama2"}, "neither a model CID nor a file"},
		// ollama serves GGUF files.
		{"not gguf", []string{"--engine", "ollama", "--llm-server", fakeOllama, "--model", fakeOllama}, "ollama serves GGUF files"},
		// A CID whose file was never fetched.
		{"cid missing", []string{"--engine", "ollama", "--llm-server", fakeOllama, "--model", "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku"}, "not on this host"},
		// --model with ONNX.
		{"onnx model", []string{"--model", gg}, "--model is for LLM engines"},
		// --model with encrypted inference: jobs name their HE model.
		{"he-ckks model", []string{"--engine", "he-ckks", "--model", gg}, "encrypted inference jobs name their model themselves"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := run(t, t.TempDir(), append([]string{"miner", "start"}, tc.args...)...)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("miner start %v: %v, want an error containing %q", tc.args, err, tc.want)
			}
		})
	}
}

// --engine he-ckks builds the encrypted inference engine, whose proofs
// commit to its own env hash.
func TestMinerEngineHE(t *testing.T) {
	f := engineFlags{name: engineHE}
	e, model, err := f.build(context.Background(), t.TempDir(), 1, 1, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if _, ok := e.(engine.EnvHasher); !ok || e.Name() != "he-ckks" || model != "" || !e.Supports("he") {
		t.Fatalf("built %s (%T), model %q", e.Name(), e, model)
	}
	if _, ok := e.(engine.Needer); !ok {
		t.Fatal("the HE engine does not say which keys its runs read")
	}
}

// --engine ollama --model file.gguf starts the real server, warm, serving
// the file under the CID the content store gives it.
func TestMinerEngineOllama(t *testing.T) {
	bin, err := llm.FindOllama()
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	b, err := gguf.Tiny(gguf.TinyConfig{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "tiny.gguf")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	f := engineFlags{name: engineOllama, model: path, server: bin}
	e, model, err := f.build(context.Background(), dir, 1, 1, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	_, wantCID, err := f.modelFile(dir)
	if err != nil {
		t.Fatal(err)
	}
	ms, ok := e.(engine.ModelServer)
	if !ok || model != path || len(ms.ServedModels()) != 1 || ms.ServedModels()[0] != wantCID || e.Name() != "llm" {
		t.Fatalf("engine %s serving %v from %s, want %s", e.Name(), ms, model, wantCID)
	}
	if !strings.HasPrefix(e.Version(), "ollama ") {
		t.Errorf("version %q", e.Version())
	}
}

// F4: an ollama validator runs one request at a time (ollama batches
// concurrent requests without batch invariance); miners and other
// engines may run more.
func TestOllamaValidatorWorkers(t *testing.T) {
	for _, tc := range []struct {
		engine    string
		validator bool
		workers   int
		ok        bool
	}{
		{engineOllama, true, 1, true},
		{engineOllama, true, 2, false},
		{engineOllama, false, 4, true},
		{engineVLLM, true, 4, true},
		{engineONNX, true, 4, true},
	} {
		f := engineFlags{name: tc.engine}
		if err := f.checkWorkers(tc.validator, tc.workers); (err == nil) != tc.ok {
			t.Errorf("%s validator %v workers %d: %v", tc.engine, tc.validator, tc.workers, err)
		}
	}
}
