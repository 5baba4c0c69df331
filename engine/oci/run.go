package oci

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	specs "github.com/opencontainers/runtime-spec/specs-go"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/image"
	"github.com/tensora/tensora/engine/oci/ocijob"
)

// Bounds of what is kept of a run's stdout and stderr.
const (
	keepOutput  = 64 << 10 // the last 64 KiB of each stream
	stderrInErr = 1 << 10  // the last 1 KiB of stderr goes in an exit error
	maxLogLine  = 1 << 10
)

// Times the engine gives the runtime to act.
const (
	killEvery     = 200 * time.Millisecond // repeat `runc kill` until runc run returns
	killGrace     = 10 * time.Second       // then kill runc run itself
	deleteTimeout = 30 * time.Second
	pipeWait      = 5 * time.Second // for the output pipes after runc exits
)

// Run executes one container job. req.Input is an ocijob request and
// req.ModelCID the CID of its image; its index, manifest and config are
// verified before anything runs and each layer as it is unpacked, once
// per manifest digest; it runs in a
// fresh bundle that is deleted afterwards. The output is the canonical
// tar of /out (CollectOutput).
//
// Usage is measured on `runc run`, which waits for the container's init:
// Wall is runc run's wall time, CPU the user and system time of runc and
// of the processes it and the container's init waited for (getrusage of
// a waited child includes its waited descendants), PeakRSSDelta the
// largest peak resident set among them (ru_maxrss, the peak of one
// process, not of the container's sum).
func (e *Engine) Run(ctx context.Context, req engine.Request) (*engine.Result, error) {
	if err := e.begin(); err != nil {
		return nil, err
	}
	defer e.runs.Done()
	job, img, err := e.open(ctx, req)
	if err != nil {
		return nil, fmt.Errorf("oci run: %w", err)
	}
	lim := job.Limits.Effective()
	root, err := e.rootfs(ctx, img)
	if err != nil {
		return nil, fmt.Errorf("oci run: image %s: %w", img.Ref, err)
	}
	limit := req.MaxOutputBytes
	if limit <= 0 {
		limit = DefaultMaxOutput
	}
	r, err := e.newRun(job, img, root, lim, limit)
	if r != nil {
		defer r.remove()
	}
	if err != nil {
		return nil, fmt.Errorf("oci run: %w", err)
	}
	usage, err := r.exec(ctx)
	if err != nil {
		return nil, fmt.Errorf("oci run %s: %w", r.id, err)
	}
	if req.Phase != nil {
		req.Phase("collecting")
	}
	out, err := CollectOutput(r.out(), limit)
	if errors.Is(err, engine.ErrOutputTooLarge) && !errors.Is(err, engine.ErrBadInput) {
		// What the container wrote: the job's fault, as on any miner.
		err = fmt.Errorf("%w: %w", err, engine.ErrBadInput)
	}
	if err != nil {
		return nil, fmt.Errorf("oci run %s: %w", r.id, err)
	}
	usage.BytesIn, usage.BytesOut = int64(len(req.Input)), int64(len(out))
	return &engine.Result{Output: out, Usage: usage}, nil
}

// open reads the request (request: the order's image, within this
// miner's limits) and the image's index, manifest and config, each
// checked against its digest. The layers are checked as they are
// unpacked (rootfs): a run of an image unpacked already reads none of
// them.
func (e *Engine) open(ctx context.Context, req engine.Request) (ocijob.Request, *image.Image, error) {
	job, ref, err := e.request(req.ModelCID, req.Input)
	if err != nil {
		return job, nil, err
	}
	bs := e.blobs()
	if bs == nil {
		return job, nil, errors.New("no content store to read images from (UseContent)")
	}
	img, err := image.OpenConfig(ctx, bs, ref.CID, ref.Digest)
	if err != nil {
		if errors.Is(err, image.ErrDigestMismatch) || errors.Is(err, image.ErrNotImage) {
			return job, nil, fmt.Errorf("%w: %w", engine.ErrBadModel, err)
		}
		return job, nil, err
	}
	if c := img.Config; (c.OS != "" && c.OS != "linux") || (c.Architecture != "" && c.Architecture != runtime.GOARCH) {
		return job, nil, fmt.Errorf("image for %s/%s, this host runs linux/%s: %w: %w", c.OS, c.Architecture, runtime.GOARCH, engine.ErrUnsupported, engine.ErrBadModel)
	}
	return job, img, nil
}

// checkLimits refuses a run that asks for more than this miner allows.
func (e *Engine) checkLimits(l ocijob.Limits) error {
	m := e.cfg.MaxLimits
	switch {
	case l.MemoryBytes > m.MemoryBytes:
		return fmt.Errorf("memory limit of %d MiB is over this miner's maximum of %d MiB: %w", l.MemoryBytes>>20, m.MemoryBytes>>20, engine.ErrUnsupported)
	case l.CPUs > m.CPUs:
		return fmt.Errorf("cpu limit of %g is over this miner's maximum of %g: %w", l.CPUs, m.CPUs, engine.ErrUnsupported)
	case l.Pids > m.Pids:
		return fmt.Errorf("pids limit of %d is over this miner's maximum of %d: %w", l.Pids, m.Pids, engine.ErrUnsupported)
	case l.TimeoutMs > m.TimeoutMs:
		return fmt.Errorf("timeout of %s is over this miner's maximum of %s: %w", l.Timeout(), m.Timeout(), engine.ErrUnsupported)
	}
	return nil
}

// run is one container run: its id, bundle and captured output.
type run struct {
	e              *Engine
	id             string
	dir            string
	lim            ocijob.Limits
	stdout, stderr *tail
	log            *slog.Logger
}

func (r *run) in() string      { return filepath.Join(r.dir, "in") }
func (r *run) out() string     { return filepath.Join(r.dir, "out") }
func (r *run) runcLog() string { return filepath.Join(r.dir, "runtime.log") }

// newRun makes the run's bundle: in/ with the request's files, an empty
// out/ owned by the image's user, and config.json. out/ is a tmpfs of its
// own bounded a little above the output limit, so a container cannot fill
// the host's disk through /out (it gets ENOSPC), and what it writes there
// is charged to its own memory limit. The run is returned even with an
// error, for remove.
func (e *Engine) newRun(job ocijob.Request, img *image.Image, root string, lim ocijob.Limits, outLimit int64) (*run, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, err
	}
	id := "tensora-" + hex.EncodeToString(b[:])
	r := &run{e: e, id: id, dir: filepath.Join(e.runsDir(), id), lim: lim, log: e.cfg.Logger.With("run", id)}
	r.stdout = newTail(keepOutput, func(line string) { r.log.Debug("container stdout", "line", line) })
	r.stderr = newTail(keepOutput, func(line string) { r.log.Debug("container stderr", "line", line) })
	if err := os.Mkdir(r.dir, 0o700); err != nil {
		return nil, err
	}
	if err := writeInputs(r.in(), job); err != nil {
		return r, err
	}
	spec, err := e.runSpec(img.Config.Config, root, r, job)
	if err != nil {
		return r, err
	}
	if err := os.Mkdir(r.out(), 0o755); err != nil {
		return r, err
	}
	if err := mountOut(r.out(), outLimit); err != nil {
		return r, err
	}
	// A job running as another user must be able to write its /out.
	if err := os.Chown(r.out(), int(spec.Process.User.UID), int(spec.Process.User.GID)); err != nil {
		return r, err
	}
	cfg, err := json.Marshal(spec)
	if err != nil {
		return r, err
	}
	return r, os.WriteFile(filepath.Join(r.dir, "config.json"), cfg, 0o600)
}

// runSpec is Spec for the run plus what the engine adds: the seccomp
// filter, no terminal, a cgroup of the run's own and the GPU hook.
func (e *Engine) runSpec(config v1.Config, root string, r *run, job ocijob.Request) (*specs.Spec, error) {
	spec, err := Spec(SpecInput{
		Image: config, RootFS: root, In: r.in(), Out: r.out(), Args: job.Args, Env: job.Env,
		Limits: Limits{MemoryBytes: r.lim.MemoryBytes, CPUs: r.lim.CPUs, Pids: r.lim.Pids},
	})
	if err != nil {
		return nil, fmt.Errorf("%w: %w", engine.ErrBadModel, err)
	}
	spec.Process.Terminal = false
	spec.Linux.Seccomp = Seccomp()
	spec.Linux.CgroupsPath = "/tensora/" + r.id
	if e.hook != "" {
		spec.Hooks = &specs.Hooks{Prestart: []specs.Hook{{Path: e.hook, Args: []string{"nvidia-container-runtime-hook", "prestart"}}}}
		spec.Process.Env = append(spec.Process.Env, "NVIDIA_VISIBLE_DEVICES=all")
	}
	return spec, nil
}

// writeInputs writes the request's files under dir, readable by any user
// (the image's may not be root).
func writeInputs(dir string, job ocijob.Request) error {
	if err := os.Mkdir(dir, 0o755); err != nil {
		return err
	}
	for _, name := range job.SortedFiles() {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return inputFileError(name, err)
		}
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return inputFileError(name, err)
		}
		_, err = f.Write(job.Files[name])
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("input file %q: %w", name, err)
		}
	}
	return nil
}

// inputFileError blames the request for names that clash ("a" and "a/b"),
// and the host for anything else; host paths stay out of the message.
func inputFileError(name string, err error) error {
	if errors.Is(err, syscall.ENOTDIR) || errors.Is(err, fs.ErrExist) || errors.Is(err, syscall.EISDIR) {
		return fmt.Errorf("input file %q: clashes with another file's directory: %w", name, engine.ErrBadInput)
	}
	return fmt.Errorf("input file %q: %w", name, err)
}

// exec runs the container in the foreground under the run's timeout and
// ctx, and turns how it ended into an error: nil for exit status 0.
func (r *run) exec(ctx context.Context) (engine.Usage, error) {
	timeout := r.lim.Timeout()
	cmd := exec.Command(r.e.runtime, "--root", r.e.cfg.RuntimeRoot, "--log", r.runcLog(), "--log-format", "json",
		"run", "--bundle", r.dir, r.id)
	cmd.Stdout, cmd.Stderr = r.stdout, r.stderr
	cmd.WaitDelay = pipeWait
	runCtx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	oomBefore, oomKnown := oomKills()
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return engine.Usage{}, fmt.Errorf("start %s: %w", r.e.runtime, err)
	}
	r.log.Debug("container started", "timeout", timeout)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var waitErr error
	killed := false
	select {
	case waitErr = <-done:
	case <-runCtx.Done():
		killed = true
		waitErr = r.kill(cmd, done)
	}
	usage := engine.Usage{Wall: time.Since(start)}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok && ru != nil {
		usage.CPU = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		usage.PeakRSSDelta = ru.Maxrss << 10 // KiB on Linux
	}
	r.log.Debug("container ended", "wall", usage.Wall, "cpu", usage.CPU, "state", cmd.ProcessState.String())
	switch {
	case killed && ctx.Err() != nil:
		return usage, fmt.Errorf("stopped: %w", ctx.Err())
	case killed:
		// The job's own timeout: the client's to size, so bad input
		// (no miner would do better), and a deadline for callers that
		// ask.
		return usage, fmt.Errorf("the container ran past its timeout of %s: %w: %w", timeout, context.DeadlineExceeded, engine.ErrBadInput)
	}
	var exit *exec.ExitError
	if waitErr != nil && !errors.As(waitErr, &exit) {
		return usage, fmt.Errorf("%s run: %w", r.e.runtime, waitErr)
	}
	if msg := runtimeError(r.runcLog()); msg != "" {
		if _, cause, ok := strings.Cut(msg, "unable to start container process: exec: "); ok {
			// The image's program or the job's args name nothing runnable.
			return usage, fmt.Errorf("the container's program cannot start: %s: %w", cause, engine.ErrBadInput)
		}
		// Otherwise the runtime failed, not the job: the miner's problem.
		return usage, fmt.Errorf("%s run: %s", r.e.version, msg)
	}
	switch code := cmd.ProcessState.ExitCode(); code {
	case 0:
		return usage, nil
	case 128 + int(syscall.SIGKILL):
		// The cgroup that would say whether the OOM killer struck is gone
		// when runc run returns; the host's OOM kill count is not. It may
		// count another container's kill at the same moment, but this
		// one was SIGKILLed too, and we did not do it.
		if after, ok := oomKills(); !oomKnown || !ok || after > oomBefore {
			return usage, fmt.Errorf("killed: over its memory limit of %d MiB (SIGKILL, exit status %d): %w",
				r.lim.MemoryBytes>>20, code, engine.ErrBadInput)
		}
		return usage, fmt.Errorf("the container exited with status %d (SIGKILL, not from the memory limit): %s: %w",
			code, lastBytes(r.stderr.Bytes(), stderrInErr), engine.ErrBadInput)
	default:
		return usage, fmt.Errorf("the container exited with status %d: %s: %w", code, lastBytes(r.stderr.Bytes(), stderrInErr), engine.ErrBadInput)
	}
}

// oomKills is the host's count of OOM kills (oom_kill in /proc/vmstat,
// Linux 4.13 and later); ok is false where it cannot be read.
func oomKills() (n int64, ok bool) {
	b, err := os.ReadFile("/proc/vmstat")
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, found := strings.CutPrefix(line, "oom_kill "); found {
			n, err := strconv.ParseInt(v, 10, 64)
			return n, err == nil
		}
	}
	return 0, false
}

// kill stops a container that ran too long or whose caller gave up:
// `runc kill KILL` (repeated, since the container may not exist yet when
// runc run has only just started) until runc run returns, and runc run
// itself after killGrace.
func (r *run) kill(cmd *exec.Cmd, done <-chan error) error {
	tick := time.NewTicker(killEvery)
	defer tick.Stop()
	grace := time.NewTimer(killGrace)
	defer grace.Stop()
	for {
		ctx, cancel := context.WithTimeout(context.Background(), killEvery*5)
		out, err := exec.CommandContext(ctx, r.e.runtime, "--root", r.e.cfg.RuntimeRoot, "kill", r.id, "KILL").CombinedOutput()
		cancel()
		if err != nil {
			r.log.Debug("runtime kill", "err", err, "out", string(bytes.TrimSpace(out)))
		}
		select {
		case err := <-done:
			return err
		case <-grace.C:
			r.log.Warn("runtime run did not return after kill; killing it", "runtime", r.e.runtime)
			_ = cmd.Process.Kill()
			return <-done
		case <-tick.C:
		}
	}
}

// remove deletes the container (always: a run that ended normally has
// none left, and then the error is ignored) and the bundle.
func (r *run) remove() {
	ctx, cancel := context.WithTimeout(context.Background(), deleteTimeout)
	defer cancel()
	r.e.deleteContainer(ctx, r.id)
	unmountOut(r.out(), r.log)
	if err := os.RemoveAll(r.dir); err != nil {
		r.log.Warn("remove run bundle", "dir", r.dir, "err", err)
	}
}

// deleteContainer force-deletes the container id if the runtime has it.
func (e *Engine) deleteContainer(ctx context.Context, id string) {
	out, err := exec.CommandContext(ctx, e.runtime, "--root", e.cfg.RuntimeRoot, "delete", "--force", id).CombinedOutput()
	if err != nil && !bytes.Contains(out, []byte("does not exist")) {
		e.cfg.Logger.Warn("runtime delete", "run", id, "err", err, "out", string(bytes.TrimSpace(out)))
	}
}

// runtimeError is the last error the runtime logged about itself (its
// JSON log), "" when it logged none: a container that exits non-zero is
// not one.
func runtimeError(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	msg := ""
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		var entry struct {
			Level string `json:"level"`
			Msg   string `json:"msg"`
		}
		if json.Unmarshal(sc.Bytes(), &entry) == nil && (entry.Level == "error" || entry.Level == "fatal") {
			msg = entry.Msg
		}
	}
	return msg
}

func lastBytes(b []byte, n int) string {
	if len(b) > n {
		b = b[len(b)-n:]
	}
	return string(bytes.TrimSpace(b))
}
