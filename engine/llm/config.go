package llm

import (
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
)

// Server profiles.
const (
	// VLLM is vLLM's OpenAI-compatible server (`vllm serve`).
	VLLM = "vllm"
	// Ollama is ollama's server (`ollama serve`), the CPU stand-in.
	Ollama = "ollama"
)

// EngineVersion is the version of this adapter, bumped when a change
// alters the bytes of results (the request it sends, the template).
const EngineVersion = "1"

// Sampling is the sampler configuration, pinned for every request. The
// defaults (DefaultSampling) make decoding greedy and reproducible.
type Sampling struct {
	Temperature   float64
	TopK          int
	TopP          float64
	RepeatPenalty float64 // 1 is none
	Seed          int64
	Context       int // tokens of context per request (ollama's num_ctx, vLLM's --max-model-len)
}

// DefaultSampling is greedy decoding with no repeat penalty, seed 0 and a
// 2048-token context.
var DefaultSampling = Sampling{Temperature: 0, TopK: 1, TopP: 1, RepeatPenalty: 1, Seed: 0, Context: 2048}

// Config configures an Engine. Zero fields take defaults where one is
// documented.
type Config struct {
	// Server is the profile: VLLM or Ollama.
	Server string
	// Binary is the server's executable (`vllm`, `ollama`).
	Binary string
	// ServerVersion is the server's version for Env. Empty: asked from the
	// server when it starts (ollama's /api/version, vLLM's /version).
	ServerVersion string
	// ModelCID names the model; the server serves it under this name.
	// Callers derive it from the model's bytes.
	ModelCID string
	// ModelPath is the model: a GGUF file for ollama, a model directory
	// for vLLM.
	ModelPath string
	// Dir is the engine's own folder (ollama's models and home, the
	// server's log). Required.
	Dir string
	// Sampling is pinned for every request. Zero value: DefaultSampling
	// (set Sampling.TopK to pick another configuration; a zero TopK means
	// the whole struct is unset).
	Sampling Sampling
	// Parallel is how many requests the server runs at once (ollama's
	// OLLAMA_NUM_PARALLEL, vLLM's --max-num-seqs). Default 1.
	Parallel int
	// Threads pins ollama's CPU threads (num_thread); 0 lets it choose.
	Threads int
	// TensorParallel is vLLM's --tensor-parallel-size. Default 1.
	TensorParallel int
	// HardwareClass names the hardware results are reproducible on
	// ("cpu-x86_64-avx2", "gpu-nvidia-h100"). Required: the caller
	// detects it (engine/hw).
	HardwareClass string
	// ExtraArgs are appended to the server's command line.
	ExtraArgs []string
	// StartTimeout bounds one start: process up, healthy, model created
	// and warm. Default 2 minutes (vLLM loads large models slowly).
	StartTimeout time.Duration
	// HealthInterval is how often a running server's health is probed;
	// three failed probes in a row get it killed and restarted. Default
	// 5 s.
	HealthInterval time.Duration
	// RestartBackoff is the first wait before restarting a dead server,
	// doubled after each failed start up to MaxRestartBackoff. Defaults
	// 100 ms and 10 s.
	RestartBackoff    time.Duration
	MaxRestartBackoff time.Duration
	// Logger logs the server's lifecycle. Default slog.Default().
	Logger *slog.Logger
}

func (c *Config) applyDefaults() {
	if c.Sampling.TopK == 0 {
		c.Sampling = DefaultSampling
	}
	if c.Parallel == 0 {
		c.Parallel = 1
	}
	if c.TensorParallel == 0 {
		c.TensorParallel = 1
	}
	if c.StartTimeout == 0 {
		c.StartTimeout = 2 * time.Minute
	}
	if c.HealthInterval == 0 {
		c.HealthInterval = 5 * time.Second
	}
	if c.RestartBackoff == 0 {
		c.RestartBackoff = 100 * time.Millisecond
	}
	if c.MaxRestartBackoff == 0 {
		c.MaxRestartBackoff = 10 * time.Second
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
}

func (c *Config) validate() error {
	if _, ok := profiles[c.Server]; !ok {
		return fmt.Errorf("llm: unknown server %q (want %q or %q)", c.Server, VLLM, Ollama)
	}
	s := c.Sampling
	switch {
	case c.Binary == "":
		return errors.New("llm: no server binary")
	case c.ModelCID == "" || c.ModelPath == "":
		return errors.New("llm: no model (ModelCID and ModelPath)")
	case c.Dir == "":
		return errors.New("llm: no Dir")
	case c.HardwareClass == "":
		return errors.New("llm: no HardwareClass")
	case c.HealthInterval < 0 || c.StartTimeout < 0 || c.RestartBackoff < 0 || c.MaxRestartBackoff < 0:
		return errors.New("llm: negative interval")
	case c.Parallel < 1 || c.TensorParallel < 1 || c.Threads < 0:
		return fmt.Errorf("llm: parallel %d, tensor parallel %d, threads %d", c.Parallel, c.TensorParallel, c.Threads)
	case s.Temperature < 0 || s.TopK < 1 || s.TopP <= 0 || s.TopP > 1 || s.RepeatPenalty <= 0 || s.Context < 1:
		return fmt.Errorf("llm: sampling %+v out of range", s)
	}
	return nil
}

// Env is everything that determines the tokens of a result. Two runs with
// equal Envs give the same tokens for the same model and request. Batch
// invariance does not extend across tensor-parallel sizes, so
// TensorParallel is part of it.
type Env struct {
	Engine         string // "llm"
	EngineVersion  string
	Server         string // "vllm", "ollama"
	ServerVersion  string
	ModelCID       string
	Sampling       Sampling
	Parallel       int
	TensorParallel int
	Threads        int
	BatchInvariant bool // the server's batch-invariant mode is on (vLLM)
	HardwareClass  string
}

var envTypeHash = crypto.Keccak256([]byte("LLMEnv(string engine,string engineVersion,string server,string serverVersion," +
	"string modelCid,uint64 temperatureBits,uint64 topK,uint64 topPBits,uint64 repeatPenaltyBits,int64 seed,uint64 context," +
	"uint64 parallel,uint64 tensorParallel,uint64 threads,bool batchInvariant,string hardwareClass)"))

// Hash is the env hash a proof of compute commits to: EIP-712 style
// hashStruct of every field, floats by their IEEE-754 bits.
func (e Env) Hash() [32]byte {
	u := func(v uint64) []byte {
		b := make([]byte, 32)
		for i := 0; i < 8; i++ {
			b[31-i] = byte(v >> (8 * i))
		}
		return b
	}
	s := func(v string) []byte { return crypto.Keccak256([]byte(v)) }
	b := uint64(0)
	if e.BatchInvariant {
		b = 1
	}
	return crypto.Keccak256Hash(envTypeHash,
		s(e.Engine), s(e.EngineVersion), s(e.Server), s(e.ServerVersion), s(e.ModelCID),
		u(float64bits(e.Sampling.Temperature)), u(uint64(e.Sampling.TopK)), u(float64bits(e.Sampling.TopP)),
		u(float64bits(e.Sampling.RepeatPenalty)), u(uint64(e.Sampling.Seed)), u(uint64(e.Sampling.Context)),
		u(uint64(e.Parallel)), u(uint64(e.TensorParallel)), u(uint64(e.Threads)), u(b), s(e.HardwareClass),
	)
}
