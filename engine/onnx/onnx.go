package onnx

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"unsafe"

	ort "github.com/yalue/onnxruntime_go"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/tensor"
)

// AdapterVersion is the version of this adapter. Bump it whenever a change
// here can change the bytes of a result (output encoding, session
// settings): it is part of the Env, so of the env hash.
const AdapterVersion = "tensora-onnx/1"

// CUDAMode says whether to use the CUDA execution provider.
type CUDAMode int

const (
	// CUDAAuto uses CUDA when the library ships the CUDA provider and a
	// session can be created on the GPU, and the CPU otherwise.
	CUDAAuto CUDAMode = iota
	// CUDAOff always uses the CPU.
	CUDAOff
	// CUDARequired fails New unless CUDA works.
	CUDARequired
)

// Config configures an Engine. Zero fields take the values in Defaults.
type Config struct {
	// LibraryPath is the ONNX Runtime shared library; see FindLibrary for
	// where it is looked for when empty.
	LibraryPath string
	// IntraOpThreads and InterOpThreads are fixed per session so results
	// are reproducible (default 1 each: every kernel runs on the calling
	// thread).
	IntraOpThreads int
	InterOpThreads int
	// Workers bounds concurrent runs (default: CPUs / IntraOpThreads).
	Workers int
	// CacheSize is how many loaded models (sessions) are kept, least
	// recently used evicted first (default 8).
	CacheSize int
	// CUDA selects the execution provider (default CUDAAuto); CUDADevice
	// is the GPU's index.
	CUDA       CUDAMode
	CUDADevice int
	// HardwareClass overrides the detected class reported in Env (the node
	// may know the GPU's model, e.g. "gpu-nvidia-h100").
	HardwareClass string
	// MaxTensorBytes bounds the size a model may declare for any output or
	// intermediate tensor of static shape; a model over it is refused when
	// it loads (engine.ErrModelTooLarge). Default 4 GiB.
	MaxTensorBytes int64
	Logger         *slog.Logger
}

// Defaults are the values New uses for zero Config fields (Workers and
// Logger are computed: CPUs / IntraOpThreads, and a discarding logger).
var Defaults = Config{IntraOpThreads: 1, InterOpThreads: 1, CacheSize: 8, MaxTensorBytes: 4 << 30}

func (c *Config) applyDefaults() {
	if c.IntraOpThreads == 0 {
		c.IntraOpThreads = Defaults.IntraOpThreads
	}
	if c.InterOpThreads == 0 {
		c.InterOpThreads = Defaults.InterOpThreads
	}
	if c.CacheSize == 0 {
		c.CacheSize = Defaults.CacheSize
	}
	if c.MaxTensorBytes == 0 {
		c.MaxTensorBytes = Defaults.MaxTensorBytes
	}
	if c.Workers == 0 {
		c.Workers = max(1, runtime.NumCPU()/max(1, c.IntraOpThreads))
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
}

func (c *Config) validate() error {
	switch {
	case c.IntraOpThreads < 0 || c.InterOpThreads < 0:
		return fmt.Errorf("onnx: negative thread count (intra %d, inter %d)", c.IntraOpThreads, c.InterOpThreads)
	case c.Workers < 0:
		return fmt.Errorf("onnx: negative Workers %d", c.Workers)
	case c.CacheSize < 0:
		return fmt.Errorf("onnx: negative CacheSize %d", c.CacheSize)
	case c.MaxTensorBytes < 0:
		return fmt.Errorf("onnx: negative MaxTensorBytes %d", c.MaxTensorBytes)
	case c.CUDA < CUDAAuto || c.CUDA > CUDARequired:
		return fmt.Errorf("onnx: unknown CUDA mode %d", c.CUDA)
	}
	return nil
}

// Engine runs ONNX models with ONNX Runtime. It is safe for concurrent use.
type Engine struct {
	cfg     Config
	log     *slog.Logger
	env     engine.Env
	version string // of the ORT library
	cuda    bool

	sem chan struct{} // one token per concurrent run

	mu     sync.Mutex
	closed bool
	cache  lru
	stats  Stats
	wg     sync.WaitGroup // runs and loads in flight

	closeOnce sync.Once
	closeErr  error
}

var _ engine.Engine = (*Engine)(nil)
var _ engine.Inspector = (*Engine)(nil)

// New loads ONNX Runtime (once per process, shared by every Engine) and
// returns an engine. With CUDAAuto it probes the CUDA provider once.
func New(cfg Config) (*Engine, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	cfg.applyDefaults()
	if !littleEndian() {
		return nil, fmt.Errorf("onnx: big-endian hosts: %w", engine.ErrUnsupported)
	}
	path, err := FindLibrary(cfg.LibraryPath)
	if err != nil {
		return nil, fmt.Errorf("onnx: %w", err)
	}
	version, err := acquireRuntime(path)
	if err != nil {
		return nil, fmt.Errorf("onnx: %w", err)
	}
	e := &Engine{
		cfg:     cfg,
		log:     cfg.Logger.With("engine", "onnx"),
		version: version,
		sem:     make(chan struct{}, cfg.Workers),
		cache:   newLRU(),
	}
	if cfg.CUDA != CUDAOff {
		err := e.probeCUDA(path)
		switch {
		case err == nil:
			e.cuda = true
		case cfg.CUDA == CUDARequired:
			_ = releaseRuntime()
			return nil, fmt.Errorf("onnx: CUDA required: %w", err)
		default:
			e.log.Debug("CUDA execution provider unavailable, using the CPU", "reason", err)
		}
	}
	e.env = engine.Env{
		Engine:            "onnx",
		EngineVersion:     AdapterVersion,
		Runtime:           "onnxruntime",
		RuntimeVersion:    version,
		ExecutionProvider: "cpu",
		IntraOpThreads:    cfg.IntraOpThreads,
		InterOpThreads:    cfg.InterOpThreads,
		Deterministic:     true,
		HardwareClass:     cpuClass(),
	}
	if e.cuda {
		// ORT's deterministic-compute switch is not reachable through
		// onnxruntime_go, and cuDNN may pick different kernels run to run,
		// so GPU results are not promised to be byte-identical.
		e.env.ExecutionProvider = "cuda"
		e.env.Deterministic = false
		e.env.HardwareClass = "gpu-nvidia"
	}
	if cfg.HardwareClass != "" {
		e.env.HardwareClass = cfg.HardwareClass
	}
	e.log.Info("ONNX Runtime loaded", "library", path, "version", version,
		"provider", e.env.ExecutionProvider, "hardware", e.env.HardwareClass,
		"intra_op_threads", cfg.IntraOpThreads, "inter_op_threads", cfg.InterOpThreads, "workers", cfg.Workers)
	return e, nil
}

func littleEndian() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}

// probeCUDA checks that a session can be created with the CUDA provider.
// ORT loads the provider from libonnxruntime_providers_cuda.so next to the
// main library and logs an error of its own when it is missing, so that
// case is checked first.
func (e *Engine) probeCUDA(lib string) error {
	dir := filepath.Dir(lib)
	for _, name := range []string{"libonnxruntime_providers_shared.so", "libonnxruntime_providers_cuda.so"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			return fmt.Errorf("%s not found next to %s (this ONNX Runtime build is CPU-only)", name, lib)
		}
	}
	opts, err := e.sessionOptions(true)
	if err != nil {
		return err
	}
	defer opts.Destroy()
	model := identityModel(tensor.F32, []int64{1})
	s, err := ort.NewDynamicAdvancedSessionWithONNXData(model, []string{"x"}, []string{"y"}, opts)
	if err != nil {
		return fmt.Errorf("create a CUDA session: %w", err)
	}
	return s.Destroy()
}

// sessionOptions are the settings every session gets; they are part of what
// makes results reproducible, so changing them means bumping AdapterVersion.
func (e *Engine) sessionOptions(cuda bool) (*ort.SessionOptions, error) {
	opts, err := ort.NewSessionOptions()
	if err != nil {
		return nil, fmt.Errorf("session options: %w", err)
	}
	steps := []func() error{
		func() error { return opts.SetIntraOpNumThreads(e.cfg.IntraOpThreads) },
		func() error { return opts.SetInterOpNumThreads(e.cfg.InterOpThreads) },
		func() error { return opts.SetExecutionMode(ort.ExecutionModeSequential) },
		func() error { return opts.SetGraphOptimizationLevel(ort.GraphOptimizationLevelEnableAll) },
	}
	if cuda {
		steps = append(steps, func() error {
			co, err := ort.NewCUDAProviderOptions()
			if err != nil {
				return err
			}
			defer co.Destroy()
			if err := co.Update(map[string]string{
				"device_id": fmt.Sprint(e.cfg.CUDADevice),
				// No autotuning: the same convolution kernels every run.
				"cudnn_conv_algo_search": "DEFAULT",
				"use_tf32":               "0",
			}); err != nil {
				return err
			}
			return opts.AppendExecutionProviderCUDA(co)
		})
	}
	for _, step := range steps {
		if err := step(); err != nil {
			opts.Destroy()
			return nil, fmt.Errorf("session options: %w", err)
		}
	}
	return opts, nil
}

// Name is "onnx".
func (e *Engine) Name() string { return "onnx" }

// Version is e.g. "onnxruntime 1.30.0".
func (e *Engine) Version() string { return "onnxruntime " + e.version }

// Env describes what determines this engine's result bytes.
func (e *Engine) Env() engine.Env { return e.env }

// Supports reports whether format is "onnx".
func (e *Engine) Supports(format string) bool { return strings.EqualFold(format, engine.FormatONNX) }

// Stats counts the session cache's work.
type Stats struct {
	Loads     int // models loaded (cache misses that created a session)
	Hits      int // runs or inspections served by a cached session
	Evictions int // sessions dropped to stay within CacheSize
	Cached    int // sessions held now
}

// Stats returns the cache counters.
func (e *Engine) Stats() Stats {
	e.mu.Lock()
	defer e.mu.Unlock()
	s := e.stats
	s.Cached = e.cache.len()
	return s
}

// Close waits for runs and loads in flight, destroys the cached sessions and
// releases this engine's hold on ONNX Runtime. It is idempotent.
func (e *Engine) Close() error {
	e.closeOnce.Do(func() {
		e.mu.Lock()
		e.closed = true
		e.mu.Unlock()
		e.wg.Wait()
		e.mu.Lock()
		var errs []error
		for _, m := range e.cache.drain() {
			errs = append(errs, m.destroy())
		}
		e.mu.Unlock()
		errs = append(errs, releaseRuntime())
		e.closeErr = errors.Join(errs...)
	})
	return e.closeErr
}

// begin registers a run or load so Close waits for it.
func (e *Engine) begin() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return engine.ErrClosed
	}
	e.wg.Add(1)
	return nil
}

// Inspect returns the model's declared inputs and outputs, loading it into
// the cache if needed.
func (e *Engine) Inspect(ctx context.Context, modelCID string, model engine.ModelSource) (*engine.ModelInfo, error) {
	if err := e.begin(); err != nil {
		return nil, err
	}
	defer e.wg.Done()
	m, err := e.acquire(ctx, modelCID, model)
	if err != nil {
		return nil, err
	}
	defer e.release(m)
	return &engine.ModelInfo{Inputs: cloneSpecs(m.info.Inputs), Outputs: cloneSpecs(m.info.Outputs)}, nil
}

// cloneSpecs copies specs so callers cannot change the cached model's.
func cloneSpecs(in []engine.TensorSpec) []engine.TensorSpec {
	out := make([]engine.TensorSpec, len(in))
	for i, s := range in {
		out[i] = s
		out[i].Shape = slices.Clone(s.Shape)
	}
	return out
}

// GenerateInputs builds a valid pseudo-random input for the model as a
// safetensors file (see engine.GenerateInputs).
func (e *Engine) GenerateInputs(ctx context.Context, modelCID string, model engine.ModelSource, opts engine.GenerateOptions) ([]byte, error) {
	info, err := e.Inspect(ctx, modelCID, model)
	if err != nil {
		return nil, err
	}
	ts, err := engine.GenerateInputs(info.Inputs, opts)
	if err != nil {
		return nil, err
	}
	return tensor.Encode(ts)
}
