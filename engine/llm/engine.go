package llm

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// Model formats the profiles serve.
const (
	FormatGGUF     = "gguf"      // one GGUF file (ollama)
	FormatModelDir = "model-dir" // a Hugging Face model directory (vLLM)
)

// Errors callers branch on.
var (
	// ErrNotReady: the server is not up and warm (starting, restarting)
	// and the caller's context ended before it was.
	ErrNotReady = errors.New("llm server not ready")
	// ErrServerDown: the server died during the request. Run retries
	// once on the restarted server; a stream that already delivered
	// tokens cannot be retried and returns it.
	ErrServerDown = errors.New("llm server died during the request")
	// ErrRequestCrashed: the server died during the request twice, on the
	// first attempt and on the retry (it also wraps ErrServerDown). With
	// decoding pinned the retry repeats the first attempt exactly, so it
	// is the request that crashes the server: the client's fault.
	ErrRequestCrashed = errors.New("the request crashed the llm server twice")
	// ErrBadRequest: the request is malformed (the client's fault).
	ErrBadRequest = errors.New("bad llm request")
	// ErrClosed: the engine has been closed.
	ErrClosed = errors.New("llm engine closed")
)

// Engine runs chat requests on a managed OpenAI-compatible server. It is
// safe for concurrent use.
type Engine struct {
	cfg  Config
	prof profile
	log  *slog.Logger
	hc   *http.Client

	ctx     context.Context // the engine's lifetime, not a caller's
	cancel  context.CancelFunc
	wg      sync.WaitGroup
	started chan error // the first start's outcome
	begun   atomic.Bool
	once    sync.Once

	mu       sync.Mutex
	cur      *server       // the ready server, nil while none is
	ready    chan struct{} // closed while cur is set
	version  string
	restarts int
}

// server is one running server process.
type server struct {
	cmd    *exec.Cmd
	base   string        // http://127.0.0.1:port
	exited chan struct{} // closed when the process has exited
	since  time.Time
}

// New checks cfg and builds an engine; Start launches the server.
func New(cfg Config) (*Engine, error) {
	cfg.applyDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &Engine{
		cfg:     cfg,
		prof:    profiles[cfg.Server],
		log:     cfg.Logger.With("engine", "llm", "server", cfg.Server, "model", cfg.ModelCID),
		hc:      &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64, DisableCompression: true}},
		ctx:     ctx,
		cancel:  cancel,
		started: make(chan error, 1),
		ready:   make(chan struct{}),
		version: cfg.ServerVersion,
	}, nil
}

// Start launches the server and its supervisor and returns once the model
// is warm, or with the first start's error (the engine is then closed).
// Later deaths of the server are repaired by the supervisor.
func (e *Engine) Start(ctx context.Context) error {
	if !e.begun.CompareAndSwap(false, true) {
		return errors.New("llm: engine already started")
	}
	for _, d := range []string{e.cfg.Dir, filepath.Join(e.cfg.Dir, "home")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return fmt.Errorf("llm: %w", err)
		}
	}
	e.wg.Add(1)
	go e.supervise()
	select {
	case err := <-e.started:
		if err != nil {
			_ = e.Close()
			return err
		}
		return nil
	case <-ctx.Done():
		_ = e.Close()
		return ctx.Err()
	}
}

// Name is "llm".
func (e *Engine) Name() string { return "llm" }

// Version is the server and its version, e.g. "ollama 0.17.4".
func (e *Engine) Version() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.cfg.Server + " " + e.version
}

// Supports reports whether the profile serves models in format.
func (e *Engine) Supports(format string) bool {
	if e.cfg.Server == Ollama {
		return format == FormatGGUF
	}
	return format == FormatModelDir
}

// Env is the engine's environment; ServerVersion is known once Start has
// returned.
func (e *Engine) Env() Env {
	e.mu.Lock()
	defer e.mu.Unlock()
	return Env{
		Engine: "llm", EngineVersion: EngineVersion,
		Server: e.cfg.Server, ServerVersion: e.version, ModelCID: e.cfg.ModelCID,
		Sampling: e.cfg.Sampling, Parallel: e.cfg.Parallel, TensorParallel: e.cfg.TensorParallel,
		Threads: e.cfg.Threads, BatchInvariant: e.prof.batchInvariant(), HardwareClass: e.cfg.HardwareClass,
	}
}

// Ready reports whether the server is up and the model warm.
func (e *Engine) Ready() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.cur != nil
}

// Restarts counts the server's restarts after deaths.
func (e *Engine) Restarts() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.restarts
}

// PID is the running server's process id, 0 while none is ready. Tests
// and the lab use it to kill the server.
func (e *Engine) PID() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.cur == nil {
		return 0
	}
	return e.cur.cmd.Process.Pid
}

// BaseURL is the ready server's address (http://127.0.0.1:port), "" while
// none is ready. Benchmarks call it directly to measure the engine's
// overhead.
func (e *Engine) BaseURL() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.cur == nil {
		return ""
	}
	return e.cur.base
}

// Close stops the server and the supervisor. It is idempotent.
func (e *Engine) Close() error {
	e.once.Do(func() {
		e.cancel()
		e.wg.Wait()
		e.hc.CloseIdleConnections()
	})
	return nil
}

// waitReady returns the ready server, waiting for one.
func (e *Engine) waitReady(ctx context.Context) (*server, error) {
	for {
		e.mu.Lock()
		cur, ready := e.cur, e.ready
		e.mu.Unlock()
		if cur != nil {
			return cur, nil
		}
		select {
		case <-ready:
		case <-e.ctx.Done():
			return nil, ErrClosed
		case <-ctx.Done():
			return nil, fmt.Errorf("%w: %w", ErrNotReady, ctx.Err())
		}
	}
}

func (e *Engine) setReady(s *server) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.cur = s
	close(e.ready)
}

// setDown marks s no longer ready. Only s: a caller that saw s die may
// run after the supervisor already made its successor ready.
func (e *Engine) setDown(s *server) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.cur == s {
		e.cur = nil
		e.ready = make(chan struct{})
	}
}

// supervise starts the server and restarts it whenever it dies, waiting
// RestartBackoff, doubled after each start that fails or server that dies
// within a minute, up to MaxRestartBackoff.
func (e *Engine) supervise() {
	defer e.wg.Done()
	backoff := e.cfg.RestartBackoff
	for first := true; ; first = false {
		s, err := e.launch()
		if first {
			e.started <- err
			if err != nil {
				return
			}
		}
		if err != nil {
			if e.ctx.Err() != nil {
				return
			}
			e.log.Warn("llm server start failed", "err", err, "retry_in", backoff)
		} else {
			e.setReady(s)
			e.log.Info("llm server ready", "addr", s.base, "pid", s.cmd.Process.Pid, "version", e.Version())
			if e.watch(s) {
				e.setDown(s)
				// Its workers (ollama's runners) may outlive it.
				signalGroup(s.cmd, syscall.SIGKILL)
				e.mu.Lock()
				e.restarts++
				e.mu.Unlock()
				e.log.Warn("llm server died; restarting", "pid", s.cmd.Process.Pid, "state", s.cmd.ProcessState.String(), "retry_in", backoff)
				if time.Since(s.since) > time.Minute {
					backoff = e.cfg.RestartBackoff
				}
			} else {
				e.setDown(s)
				e.stop(s)
				return
			}
		}
		select {
		case <-time.After(backoff):
		case <-e.ctx.Done():
			return
		}
		backoff = min(2*backoff, e.cfg.MaxRestartBackoff)
	}
}

// healthFailures is how many health probes in a row a running server may
// fail before it is killed and restarted.
const healthFailures = 3

// watch probes a ready server's health every HealthInterval until it exits
// (true) or the engine closes (false). A server that fails healthFailures
// probes in a row (hung: alive but not answering, as a GPU server can be
// after a device error) is taken out of service and killed, which the
// supervisor then repairs like any death.
func (e *Engine) watch(s *server) bool {
	tick := time.NewTicker(e.cfg.HealthInterval)
	defer tick.Stop()
	fails := 0
	for {
		select {
		case <-s.exited:
			return true
		case <-e.ctx.Done():
			return false
		case <-tick.C:
		}
		if e.probe(s) {
			fails = 0
			continue
		}
		if fails++; fails == healthFailures {
			e.log.Warn("llm server unhealthy; killing it", "pid", s.cmd.Process.Pid, "failed_probes", fails)
			e.setDown(s)
			signalGroup(s.cmd, syscall.SIGKILL)
		}
	}
}

// probe is one health check, bounded by the probe interval (at most 5 s).
func (e *Engine) probe(s *server) bool {
	ctx, cancel := context.WithTimeout(e.ctx, min(e.cfg.HealthInterval, 5*time.Second))
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.base+e.prof.healthPath(), nil)
	if err != nil {
		return false
	}
	resp, err := e.hc.Do(req)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// secretEnv are the variables that carry Tensora's secrets (the wallet's
// passphrase, an old keystore's, an API token, a raw key): the node reads
// them, the LLM server it starts never sees them.
var secretEnv = []string{"TENSORA_PASSWORD", "TENSORA_OLD_PASSWORD", "TENSORA_API_TOKEN", "TENSORA_KEY"}

// serverEnv is environ without secretEnv.
func serverEnv(environ []string) []string {
	out := make([]string, 0, len(environ))
	for _, kv := range environ {
		name, _, _ := strings.Cut(kv, "=")
		if !slices.Contains(secretEnv, name) {
			out = append(out, kv)
		}
	}
	return out
}

// launch starts one server process and brings it to ready: healthy, its
// version known, the model prepared and warm. On failure the process is
// stopped.
func (e *Engine) launch() (s *server, err error) {
	port, err := freePort()
	if err != nil {
		return nil, fmt.Errorf("llm: %w", err)
	}
	args, env := e.prof.command(&e.cfg, port)
	cmd := exec.Command(e.cfg.Binary, args...)
	cmd.Env = append(serverEnv(os.Environ()), env...) // later entries win
	cmd.Dir = e.cfg.Dir
	logPath := filepath.Join(e.cfg.Dir, "server.log")
	logf, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, fmt.Errorf("llm: server log: %w", err)
	}
	defer logf.Close() // the child holds its own descriptor
	cmd.Stdout, cmd.Stderr = logf, logf
	setProcAttrs(cmd)
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("llm: start %s: %w", e.cfg.Binary, err)
	}
	s = &server{cmd: cmd, base: fmt.Sprintf("http://127.0.0.1:%d", port), exited: make(chan struct{}), since: time.Now()}
	e.wg.Add(1)
	go func() {
		defer e.wg.Done()
		_ = cmd.Wait()
		close(s.exited)
	}()
	proc := s // s is nil on the error returns below
	defer func() {
		if err != nil {
			e.stop(proc)
			err = fmt.Errorf("llm: %s server (log %s): %w", e.cfg.Server, logPath, err)
		}
	}()
	ctx, cancel := context.WithTimeout(e.ctx, e.cfg.StartTimeout)
	defer cancel()
	go func() { // a server that dies while starting fails the start at once
		select {
		case <-s.exited:
			cancel()
		case <-ctx.Done():
		}
	}()
	wrap := func(step string, err error) error {
		select {
		case <-s.exited:
			return fmt.Errorf("%s: the server exited (%s)", step, cmd.ProcessState)
		default:
			return fmt.Errorf("%s: %w", step, err)
		}
	}
	if err := e.waitHealthy(ctx, s); err != nil {
		return nil, wrap("health", err)
	}
	v, err := e.prof.version(ctx, e.hc, s.base)
	if err != nil {
		return nil, wrap("version", err)
	}
	e.mu.Lock()
	if e.version == "" {
		e.version = v
	} else if v != e.version {
		e.log.Warn("llm server version differs from the configured one", "configured", e.version, "server", v)
	}
	e.mu.Unlock()
	if err := e.prof.prepare(ctx, e.hc, s.base, &e.cfg); err != nil {
		return nil, wrap("prepare model", err)
	}
	// Warm: the first request loads the model (ollama starts its runner).
	if _, err := e.do(ctx, s, ChatRequest{Messages: []Message{{Role: "user", Content: "hi"}}, MaxTokens: 1}, nil); err != nil {
		return nil, wrap("warm", err)
	}
	return s, nil
}

func (e *Engine) waitHealthy(ctx context.Context, s *server) error {
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.base+e.prof.healthPath(), nil)
		if err != nil {
			return err
		}
		resp, err := e.hc.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case <-tick.C:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// stop ends a server: SIGTERM to its process group, SIGKILL after 5 s.
func (e *Engine) stop(s *server) {
	signalGroup(s.cmd, syscall.SIGTERM)
	select {
	case <-s.exited:
	case <-time.After(5 * time.Second):
	}
	signalGroup(s.cmd, syscall.SIGKILL)
	<-s.exited
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
