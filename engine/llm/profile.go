package llm

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
)

// profile is how one kind of server is started and driven.
type profile interface {
	// command is the server's argv (after the binary) and its extra
	// environment, listening on 127.0.0.1:port.
	command(c *Config, port int) (args, env []string)
	// healthPath answers 200 once the server takes requests.
	healthPath() string
	// version asks the running server its version.
	version(ctx context.Context, hc *http.Client, base string) (string, error)
	// prepare makes the model servable under c.ModelCID (ollama creates
	// it from the GGUF); it runs after every start, so it is idempotent.
	prepare(ctx context.Context, hc *http.Client, base string, c *Config) error
	// extra adds the profile's sampler fields to a chat request body.
	extra(body map[string]any, s Sampling)
	// batchInvariant reports whether the profile's server runs batch
	// invariant (it goes into Env).
	batchInvariant() bool
}

var profiles = map[string]profile{
	VLLM:   vllmProfile{},
	Ollama: ollamaProfile{},
}

func float64bits(v float64) uint64 {
	if v == 0 {
		v = 0 // -0 and 0 are one setting
	}
	return math.Float64bits(v)
}

// vllmProfile drives `vllm serve`.
type vllmProfile struct{}

func (vllmProfile) command(c *Config, port int) (args, env []string) {
	args = []string{"serve", c.ModelPath,
		"--host", "127.0.0.1",
		"--port", strconv.Itoa(port),
		"--served-model-name", c.ModelCID,
		"--seed", strconv.FormatInt(c.Sampling.Seed, 10),
		"--max-model-len", strconv.Itoa(c.Sampling.Context),
		"--max-num-seqs", strconv.Itoa(c.Parallel),
		"--tensor-parallel-size", strconv.Itoa(c.TensorParallel),
		// Ignore the model's generation_config.json: every sampler
		// setting comes from the request.
		"--generation-config", "vllm",
	}
	return append(args, c.ExtraArgs...), []string{"VLLM_BATCH_INVARIANT=1"}
}

func (vllmProfile) healthPath() string { return "/health" }

func (vllmProfile) version(ctx context.Context, hc *http.Client, base string) (string, error) {
	var v struct {
		Version string `json:"version"`
	}
	if err := getJSON(ctx, hc, base+"/version", &v); err != nil {
		return "", err
	}
	return v.Version, nil
}

func (vllmProfile) prepare(context.Context, *http.Client, string, *Config) error { return nil }

func (vllmProfile) extra(body map[string]any, s Sampling) {
	body["top_k"] = s.TopK
	body["repetition_penalty"] = s.RepeatPenalty
	body["return_token_ids"] = true
}

func (vllmProfile) batchInvariant() bool { return true }

// prefill: vLLM reports per-position log probabilities of a given token
// sequence (prompt_logprobs) and has /tokenize and /detokenize.
func (vllmProfile) prefill() bool { return true }

// ollamaProfile drives `ollama serve`.
type ollamaProfile struct{}

func (ollamaProfile) command(c *Config, port int) (args, env []string) {
	env = []string{
		"OLLAMA_HOST=127.0.0.1:" + strconv.Itoa(port),
		"OLLAMA_MODELS=" + filepath.Join(c.Dir, "models"),
		"HOME=" + filepath.Join(c.Dir, "home"), // ollama writes its key under ~/.ollama
		"OLLAMA_NUM_PARALLEL=" + strconv.Itoa(c.Parallel),
		// The hardware class an ollama host declares is a CPU's
		// (llm.CPUClass): no accelerator is offered to the server, and
		// the model is created with num_gpu 0 (prepare), so a CUDA, ROCm
		// or Metal host computes on its CPU as it says. An invalid device
		// id is ollama's documented way to hide GPUs.
		"CUDA_VISIBLE_DEVICES=-1",
		"HIP_VISIBLE_DEVICES=-1",
		"ROCR_VISIBLE_DEVICES=-1",
		"GPU_DEVICE_ORDINAL=-1",
		"OLLAMA_MAX_LOADED_MODELS=1",
		"OLLAMA_KEEP_ALIVE=-1", // stay warm
		"OLLAMA_FLASH_ATTENTION=0",
		"OLLAMA_NEW_ENGINE=0",
		"OLLAMA_NOPRUNE=1",
		"OLLAMA_NOHISTORY=1",
		"GIN_MODE=release",
	}
	return append([]string{"serve"}, c.ExtraArgs...), env
}

func (ollamaProfile) healthPath() string { return "/api/version" }

func (ollamaProfile) version(ctx context.Context, hc *http.Client, base string) (string, error) {
	var v struct {
		Version string `json:"version"`
	}
	if err := getJSON(ctx, hc, base+"/api/version", &v); err != nil {
		return "", err
	}
	return v.Version, nil
}

// ollamaTemplate renders a chat as plain role-tagged lines. It is part of
// what the adapter sends (EngineVersion changes with it): the model sees
// the same prompt for the same messages on every miner.
const ollamaTemplate = `{{- range .Messages }}<|{{ .Role }}|>{{ .Content }}
{{ end }}<|assistant|>`

// prepare uploads the GGUF as a blob (once: ollama keeps blobs by digest)
// and creates the model under its CID with every sampler setting as a
// model parameter: the OpenAI endpoint passes temperature, top-p and seed
// per request but not top-k or the repeat penalty, which would otherwise
// take ollama's defaults (40 and 1.1).
func (ollamaProfile) prepare(ctx context.Context, hc *http.Client, base string, c *Config) error {
	f, err := os.Open(c.ModelPath)
	if err != nil {
		return fmt.Errorf("open model: %w", err)
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return fmt.Errorf("hash model: %w", err)
	}
	digest := "sha256:" + hex.EncodeToString(h.Sum(nil))
	req, err := http.NewRequestWithContext(ctx, http.MethodHead, base+"/api/blobs/"+digest, nil)
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return fmt.Errorf("check blob: %w", err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			return err
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/blobs/"+digest, f)
		if err != nil {
			return err
		}
		resp, err := hc.Do(req)
		if err != nil {
			return fmt.Errorf("upload blob: %w", err)
		}
		if err := httpError(resp); err != nil {
			return fmt.Errorf("upload blob: %w", err)
		}
		resp.Body.Close()
	}
	s := c.Sampling
	params := map[string]any{
		"temperature":    s.Temperature,
		"top_k":          s.TopK,
		"top_p":          s.TopP,
		"repeat_penalty": s.RepeatPenalty,
		"seed":           s.Seed,
		"num_ctx":        s.Context,
		"min_p":          0,
		"num_gpu":        0, // no layer offloaded: CPU only (Metal included), as the hardware class says
	}
	if c.Threads > 0 {
		params["num_thread"] = c.Threads
	}
	body := map[string]any{
		"model":      c.ModelCID,
		"files":      map[string]string{"model.gguf": digest},
		"template":   ollamaTemplate,
		"parameters": params,
		"stream":     false,
	}
	var out struct {
		Status string `json:"status"`
	}
	if err := postJSON(ctx, hc, base+"/api/create", body, &out); err != nil {
		return fmt.Errorf("create model: %w", err)
	}
	if out.Status != "success" {
		return fmt.Errorf("create model: status %q", out.Status)
	}
	return nil
}

func (ollamaProfile) extra(map[string]any, Sampling) {}

func (ollamaProfile) batchInvariant() bool { return false }

func getJSON(ctx context.Context, hc *http.Client, url string, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if err := httpError(resp); err != nil {
		return err
	}
	return json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(out)
}

func postJSON(ctx context.Context, hc *http.Client, url string, body, out any) error {
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(b))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if err := httpError(resp); err != nil {
		return err
	}
	return json.NewDecoder(io.LimitReader(resp.Body, 16<<20)).Decode(out)
}

// httpError turns a non-2xx response into an error carrying the server's
// message (OpenAI's {"error":{"message"}} or ollama's {"error":"..."}).
func httpError(resp *http.Response) error {
	if resp.StatusCode/100 == 2 {
		return nil
	}
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	resp.Body.Close()
	var e struct {
		Error json.RawMessage `json:"error"`
	}
	msg := string(bytes.TrimSpace(b))
	if json.Unmarshal(b, &e) == nil && len(e.Error) > 0 {
		var s string
		var o struct {
			Message string `json:"message"`
		}
		if json.Unmarshal(e.Error, &s) == nil {
			msg = s
		} else if json.Unmarshal(e.Error, &o) == nil && o.Message != "" {
			msg = o.Message
		}
	}
	return &ServerError{Status: resp.StatusCode, Message: msg}
}

// ServerError is a non-2xx answer of the server.
type ServerError struct {
	Status  int
	Message string
}

func (e *ServerError) Error() string {
	return fmt.Sprintf("server answered %d: %s", e.Status, e.Message)
}
