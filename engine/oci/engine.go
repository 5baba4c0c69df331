package oci

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/image"
	"github.com/tensora/tensora/engine/oci/ocijob"
)

// EngineVersion is the version of this adapter: bumped when a change can
// change a run's output bytes (the spec, the seccomp filter, the output
// tar's form).
const EngineVersion = "2"

// DefaultRuntime is the OCI runtime used when Config names none.
const DefaultRuntime = "runc"

// ErrNoRuntime: this host cannot run containers (no OCI runtime, or not
// root). Tests skip on it; a node does not offer the engine.
var ErrNoRuntime = errors.New("no usable OCI runtime")

// Config configures an Engine.
type Config struct {
	// Runtime is the OCI runtime's path or name in PATH; default "runc".
	Runtime string
	// RuntimeRoot is the runtime's state directory (runc --root); default
	// WorkDir/runtime. It is the engine's own: New deletes any container
	// left in it.
	RuntimeRoot string
	// WorkDir holds the unpacked root filesystems (WorkDir/rootfs/<digest>)
	// and each run's bundle (WorkDir/runs/<id>). Required, and the
	// engine's own: New clears what a crash left there.
	WorkDir string
	// Blobs is the content store holding pulled images. A node hands its
	// own through UseContent when it starts, so it may be nil until then.
	Blobs image.Blobs
	// MaxLimits are the most a run may ask for; zero fields take 2 GiB of
	// memory, every CPU, 4096 pids and an hour.
	MaxLimits ocijob.Limits
	// MaxUnpackedBytes bounds what unpacking one image may write (file
	// content, all layers): a small gzip can expand to terabytes. Zero
	// takes image.DefaultMaxUnpacked (8 GiB).
	MaxUnpackedBytes int64
	// GPU adds the NVIDIA container runtime hook
	// (nvidia-container-runtime-hook, found in PATH) as a prestart hook
	// with NVIDIA_VISIBLE_DEVICES=all, so a container sees the host's
	// GPUs; Env reports ExecutionProvider "gpu-nvidia". It needs the
	// NVIDIA container toolkit installed.
	GPU bool
	// HardwareClass overrides the detected class reported in Env.
	HardwareClass string
	Logger        *slog.Logger
}

func (c *Config) applyDefaults() {
	if c.Runtime == "" {
		c.Runtime = DefaultRuntime
	}
	if c.RuntimeRoot == "" && c.WorkDir != "" {
		c.RuntimeRoot = filepath.Join(c.WorkDir, "runtime")
	}
	if c.MaxLimits.MemoryBytes == 0 {
		c.MaxLimits.MemoryBytes = 2 << 30
	}
	if c.MaxLimits.CPUs == 0 {
		c.MaxLimits.CPUs = float64(runtime.NumCPU())
	}
	if c.MaxLimits.Pids == 0 {
		c.MaxLimits.Pids = ocijob.MaxPids
	}
	if c.MaxLimits.TimeoutMs == 0 {
		c.MaxLimits.TimeoutMs = ocijob.MaxTimeout.Milliseconds()
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
}

func (c *Config) validate() error {
	switch {
	case c.WorkDir == "":
		return errors.New("a work dir is required")
	case c.MaxLimits.MemoryBytes < 0 || c.MaxLimits.CPUs < 0 || c.MaxLimits.Pids < 0 || c.MaxLimits.TimeoutMs < 0:
		return errors.New("negative maximum limit")
	}
	return nil
}

// Engine runs container jobs (ocijob requests) with an OCI runtime. It is
// safe for concurrent use.
type Engine struct {
	cfg     Config
	runtime string // the runtime's absolute path
	version string // "runc 1.1.5"
	env     engine.Env
	hook    string // the NVIDIA hook's path when cfg.GPU

	unpackMu sync.Mutex
	unpacks  map[string]*sync.Mutex // per manifest digest

	mu     sync.Mutex
	closed bool
	runs   sync.WaitGroup
}

var _ engine.Engine = (*Engine)(nil)

// Available reports whether this host can run containers with the default
// runtime: runc in PATH and root. The error wraps ErrNoRuntime.
func Available() error {
	_, err := findRuntime(DefaultRuntime)
	return err
}

func findRuntime(name string) (string, error) {
	path, err := exec.LookPath(name)
	if err != nil {
		return "", fmt.Errorf("%w: %s: %w", ErrNoRuntime, name, err)
	}
	if os.Geteuid() != 0 {
		return "", fmt.Errorf("%w: the oci engine needs root for %s with resource limits", ErrNoRuntime, name)
	}
	return path, nil
}

// New finds the runtime, learns its version and prepares WorkDir, clearing
// what a crashed engine left there (partial unpacks, run bundles and their
// containers).
func New(ctx context.Context, cfg Config) (*Engine, error) {
	cfg.applyDefaults()
	if err := cfg.validate(); err != nil {
		return nil, fmt.Errorf("oci engine: %w", err)
	}
	path, err := findRuntime(cfg.Runtime)
	if err != nil {
		return nil, fmt.Errorf("oci engine: %w", err)
	}
	name, version, err := runtimeVersion(ctx, path)
	if err != nil {
		return nil, fmt.Errorf("oci engine: %w: %w", ErrNoRuntime, err)
	}
	e := &Engine{cfg: cfg, runtime: path, version: name + " " + version, unpacks: map[string]*sync.Mutex{}}
	if cfg.GPU {
		if e.hook, err = exec.LookPath("nvidia-container-runtime-hook"); err != nil {
			return nil, fmt.Errorf("oci engine: gpu: %w", err)
		}
	}
	for _, d := range []string{cfg.WorkDir, e.rootfsDir(), e.runsDir(), cfg.RuntimeRoot} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			return nil, fmt.Errorf("oci engine: %w", err)
		}
	}
	if err := e.cleanup(ctx); err != nil {
		return nil, fmt.Errorf("oci engine: clean up %s: %w", cfg.WorkDir, err)
	}
	e.env = engine.Env{
		Engine:            ocijob.Engine,
		EngineVersion:     EngineVersion,
		Runtime:           name,
		RuntimeVersion:    version,
		ExecutionProvider: "cpu",
		Deterministic:     true,
		HardwareClass:     cpuClass(),
	}
	if cfg.GPU {
		e.env.ExecutionProvider = "gpu-nvidia"
		e.env.HardwareClass = "gpu-nvidia"
	}
	if cfg.HardwareClass != "" {
		e.env.HardwareClass = cfg.HardwareClass
	}
	cfg.Logger.Info("oci engine ready", "runtime", e.version, "path", path, "workdir", cfg.WorkDir,
		"provider", e.env.ExecutionProvider, "hardware", e.env.HardwareClass)
	return e, nil
}

var versionRE = regexp.MustCompile(`^(\S+) version v?([0-9][^\s+~]*)`)

// runtimeVersion runs `<runtime> --version` and reads its first line,
// "runc version 1.1.5+ds1", as ("runc", "1.1.5"): a distribution's build
// suffix is not part of the version.
func runtimeVersion(ctx context.Context, path string) (name, version string, err error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, path, "--version").Output()
	if err != nil {
		return "", "", fmt.Errorf("%s --version: %w", path, err)
	}
	name, version, err = parseVersion(out)
	if err != nil {
		return "", "", fmt.Errorf("%s --version: %w", path, err)
	}
	return name, version, nil
}

func parseVersion(out []byte) (name, version string, err error) {
	first, _, _ := bytes.Cut(out, []byte("\n"))
	m := versionRE.FindSubmatch(bytes.TrimSpace(first))
	if m == nil {
		return "", "", fmt.Errorf("cannot read %q", first)
	}
	return string(m[1]), string(m[2]), nil
}

func (e *Engine) rootfsDir() string { return filepath.Join(e.cfg.WorkDir, "rootfs") }
func (e *Engine) runsDir() string   { return filepath.Join(e.cfg.WorkDir, "runs") }

// cleanup deletes what a crash left: the containers of old runs, their
// bundles, and unpacks that never finished (anything in rootfs/ that is
// not a digest's hex).
func (e *Engine) cleanup(ctx context.Context) error {
	// The runtime root is ours: every container in it is a crashed run's.
	if out, err := exec.CommandContext(ctx, e.runtime, "--root", e.cfg.RuntimeRoot, "list", "-q").Output(); err == nil {
		for _, id := range strings.Fields(string(out)) {
			e.deleteContainer(ctx, id)
		}
	}
	runs, err := os.ReadDir(e.runsDir())
	if err != nil {
		return err
	}
	for _, r := range runs {
		e.deleteContainer(ctx, r.Name())
		unmountOut(filepath.Join(e.runsDir(), r.Name(), "out"), e.cfg.Logger)
		if err := os.RemoveAll(filepath.Join(e.runsDir(), r.Name())); err != nil {
			return err
		}
	}
	roots, err := os.ReadDir(e.rootfsDir())
	if err != nil {
		return err
	}
	for _, r := range roots {
		if !isDigestHex(r.Name()) {
			if err := os.RemoveAll(filepath.Join(e.rootfsDir(), r.Name())); err != nil {
				return err
			}
		}
	}
	return nil
}

func isDigestHex(s string) bool {
	return len(s) == 64 && strings.Trim(s, "0123456789abcdef") == ""
}

// Name is the engine's name as jobs spell it: "oci".
func (e *Engine) Name() string { return ocijob.Engine }

// Version is the runtime's name and version, e.g. "runc 1.1.5".
func (e *Engine) Version() string { return e.version }

// Env describes the engine; a container's output depends on its image,
// which the job names by digest, and on the runtime.
func (e *Engine) Env() engine.Env { return e.env }

// Supports reports true for "oci" only.
func (e *Engine) Supports(format string) bool { return format == ocijob.Engine }

// Close waits for runs in flight; later runs fail with engine.ErrClosed.
// It is idempotent.
func (e *Engine) Close() error {
	e.mu.Lock()
	e.closed = true
	e.mu.Unlock()
	e.runs.Wait()
	return nil
}

// begin registers a run, or reports the engine closed.
func (e *Engine) begin() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return engine.ErrClosed
	}
	e.runs.Add(1)
	return nil
}

// cpuClass is the CPU's architecture class ("cpu-x86_64", "cpu-arm64"):
// a container brings its own code, so the ISA extensions engine/onnx
// distinguishes are the image's business.
func cpuClass() string {
	switch runtime.GOARCH {
	case "amd64":
		return "cpu-x86_64"
	}
	return "cpu-" + runtime.GOARCH
}
