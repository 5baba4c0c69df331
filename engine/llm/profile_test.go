package llm

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestOllamaPinsCPU (F4): an ollama host declares a CPU hardware class,
// so its server is offered no accelerator (CUDA, ROCm) and the model is
// created with no layer offloaded (num_gpu 0, which covers Metal): a
// GPU box cannot compute under a CPU class and be compared exactly with
// CPU validators.
func TestOllamaPinsCPU(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(dir, "m.gguf")
	if err := os.WriteFile(model, []byte("gguf"), 0o644); err != nil {
		t.Fatal(err)
	}
	c := Config{Server: Ollama, Binary: "ollama", ModelCID: "bafymodel", ModelPath: model, Dir: dir, HardwareClass: "cpu"}
	c.applyDefaults()
	_, env := ollamaProfile{}.command(&c, 1234)
	for _, want := range []string{"CUDA_VISIBLE_DEVICES=-1", "HIP_VISIBLE_DEVICES=-1", "ROCR_VISIBLE_DEVICES=-1"} {
		if !slices.Contains(env, want) {
			t.Errorf("server env %q lacks %s", env, want)
		}
	}
	var created struct {
		Parameters map[string]any `json:"parameters"`
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/create" {
			if err := json.NewDecoder(r.Body).Decode(&created); err != nil {
				t.Error(err)
			}
			_, _ = w.Write([]byte(`{"status":"success"}`))
		}
	}))
	defer srv.Close()
	if err := (ollamaProfile{}).prepare(context.Background(), srv.Client(), srv.URL, &c); err != nil {
		t.Fatal(err)
	}
	if g, ok := created.Parameters["num_gpu"]; !ok || g != float64(0) {
		t.Errorf("model parameters %v: want num_gpu 0", created.Parameters)
	}
}
