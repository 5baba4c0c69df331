package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/sdk"
)

// A detached node (node|miner|validator start --detach) is the same command
// re-executed in a session of its own, with --detach-child added. The
// parent reads the passphrase in the foreground and hands it over a pipe
// (fd 3: never argv, the environment or disk); the child reports on a
// second pipe (fd 4) once its API serves, or closes it by exiting. The
// child's output goes to <datadir>/node.log.
const (
	nodeLogFile   = "node.log"
	nodePIDFile   = "node.pid"
	childPassFD   = 3
	childReadyFD  = 4
	readyPrefix   = "ready "
	detachTimeout = 2 * time.Minute // a cold miner start loads ONNX Runtime and probes hardware
	logTailLines  = 20
	maxPassBytes  = 64 << 10
)

// detachFlags are --detach and the hidden flag the re-executed child runs with.
type detachFlags struct {
	detach bool
	child  bool
}

func (d *detachFlags) register(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.BoolVarP(&d.detach, "detach", "d", false, "ask the passphrase here, then run the node in the background (log in <datadir>/node.log; tensora node stop stops it)")
	fl.BoolVar(&d.child, "detach-child", false, "internal: run as the background half of --detach")
	_ = fl.MarkHidden("detach-child")
}

// detachNode starts the command again in the background and returns once
// its API answers, or with the log's last lines when it exits first.
func (g *globals) detachNode(cmd *cobra.Command, account string) error {
	if !detachSupported {
		return errors.New("--detach is not supported on this system: run the node in the foreground")
	}
	ctx := cmd.Context()
	if pid, ok := nodeProcess(g.datadir); ok {
		return fmt.Errorf("a node already runs on %s (pid %d): stop it with `%s`", g.datadir, pid, g.cmdLine("node stop"))
	}
	// What unlock would refuse, refused before the prompt.
	var opts []identity.Option
	if account != "" {
		opts = append(opts, identity.WithAccount(account))
	}
	ks, err := identity.OpenStore(g.datadir, opts...)
	if err != nil {
		return err
	}
	if len(ks.List()) == 0 {
		return fmt.Errorf("no wallet in %s: run `%s` first", ks.Dir(), g.cmdLine("wallet new"))
	}
	pass, err := g.passphrase(false)
	if err != nil {
		return err
	}
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("detach: find this binary: %w", err)
	}
	logPath := filepath.Join(g.datadir, nodeLogFile)
	logf, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return fmt.Errorf("detach: open the log: %w", err)
	}
	defer logf.Close()
	var from int64 // this run's lines start here
	if st, err := logf.Stat(); err == nil {
		from = st.Size()
	}
	passR, passW, err := os.Pipe()
	if err != nil {
		return fmt.Errorf("detach: %w", err)
	}
	defer passW.Close()
	readyR, readyW, err := os.Pipe()
	if err != nil {
		passR.Close()
		return fmt.Errorf("detach: %w", err)
	}
	defer readyR.Close()
	child := exec.Command(exe, append(os.Args[1:], "--detach-child")...)
	child.Stdout, child.Stderr = logf, logf
	child.ExtraFiles = []*os.File{passR, readyW} // fds 3 and 4
	child.SysProcAttr = newSessionAttr()
	err = child.Start()
	passR.Close()
	readyW.Close()
	if err != nil {
		return fmt.Errorf("detach: start %s: %w", exe, err)
	}
	_, werr := io.WriteString(passW, pass)
	passW.Close()
	if werr != nil {
		_ = child.Process.Kill()
		_ = child.Wait()
		return fmt.Errorf("detach: hand over the passphrase: %w", werr)
	}

	api, err := awaitReady(ctx, readyR)
	var info sdk.Info
	if err == nil && api != "" {
		// The node serves; check it answers as later commands will find it.
		var c *sdk.Client
		if c, err = dialUntil(ctx, g.datadir); err == nil {
			info, err = c.Info(ctx)
		}
	}
	if err != nil {
		werr := stopChild(child)
		if ctx.Err() != nil {
			return ctx.Err() // Ctrl-C here: the node was stopped with it
		}
		g.printLogTail(cmd.ErrOrStderr(), logPath, from)
		if werr != nil {
			return fmt.Errorf("%w (%v); its log is %s", err, werr, logPath)
		}
		return fmt.Errorf("%w; its log is %s", err, logPath)
	}
	pid := child.Process.Pid
	_ = child.Process.Release()
	out := cmd.OutOrStdout()
	if g.jsonOut {
		return printJSON(out, map[string]any{"pid": pid, "api": api, "log": logPath, "stop": g.cmdLine("node stop")})
	}
	fmt.Fprintf(out, "node running in the background: pid %d\n", pid)
	if info.Address != "" {
		fmt.Fprintf(out, "  tensora node %s (peer %s)\n", info.Address, info.PeerID)
	}
	for _, a := range info.Listen {
		if !strings.Contains(a, "/p2p/") {
			a += "/p2p/" + info.PeerID
		}
		fmt.Fprintf(out, "  listening %s\n", a)
	}
	if api != "" {
		fmt.Fprintf(out, "  dashboard and API %s\n", api)
	}
	fmt.Fprintf(out, "  log %s\n  stop it with: %s\n", logPath, g.cmdLine("node stop"))
	return nil
}

// stopChild interrupts a child that did not become ready (one that exited
// has nothing to interrupt) and reaps it, killing it if it lingers.
func stopChild(child *exec.Cmd) error {
	_ = child.Process.Signal(os.Interrupt)
	done := make(chan error, 1)
	go func() { done <- child.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(10 * time.Second):
		_ = child.Process.Kill()
		return <-done
	}
}

// awaitReady waits for the child's ready line (its API URL, "" with --api
// off); EOF means it exited.
func awaitReady(ctx context.Context, r io.Reader) (string, error) {
	type result struct {
		line string
		err  error
	}
	ch := make(chan result, 1)
	go func() {
		line, err := bufio.NewReader(io.LimitReader(r, 4096)).ReadString('\n')
		ch <- result{line, err}
	}()
	timer := time.NewTimer(detachTimeout)
	defer timer.Stop()
	select {
	case res := <-ch:
		if !strings.HasPrefix(res.line, readyPrefix) {
			return "", errors.New("the node exited before it was ready")
		}
		return strings.TrimSpace(strings.TrimPrefix(res.line, readyPrefix)), nil
	case <-timer.C:
		return "", fmt.Errorf("the node was not ready after %s", detachTimeout)
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

// dialUntil retries the node's API until it answers (the child wrote the
// api file before reporting ready, so this normally answers at once).
func dialUntil(ctx context.Context, datadir string) (*sdk.Client, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		c, err := sdk.Dial(ctx, datadir, nil)
		if err == nil {
			return c, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("the node's API does not answer: %w", err)
		case <-tick.C:
		}
	}
}

// printLogTail prints the last lines the log got since offset from.
func (g *globals) printLogTail(w io.Writer, path string, from int64) {
	f, err := os.Open(path)
	if err != nil {
		return
	}
	defer f.Close()
	if _, err := f.Seek(from, io.SeekStart); err != nil {
		return
	}
	b, err := io.ReadAll(io.LimitReader(f, 1<<20))
	if err != nil {
		return
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > logTailLines {
		lines = lines[len(lines)-logTailLines:]
	}
	fmt.Fprintf(w, "last lines of %s:\n", path)
	for _, l := range lines {
		fmt.Fprintf(w, "  %s\n", l)
	}
}

// takeHandedPassphrase is the child's side: the passphrase from fd 3, and
// fd 4 kept from the processes the node starts (an LLM server, runc).
func (g *globals) takeHandedPassphrase() (ready *os.File, err error) {
	in := os.NewFile(childPassFD, "passphrase")
	ready = os.NewFile(childReadyFD, "ready")
	if in == nil || ready == nil {
		return nil, errors.New("--detach-child: no pipes from the parent (it is internal to --detach)")
	}
	closeOnExec(childPassFD)
	closeOnExec(childReadyFD)
	b, err := io.ReadAll(io.LimitReader(in, maxPassBytes))
	in.Close()
	if err != nil {
		ready.Close()
		return nil, fmt.Errorf("--detach-child: read the passphrase: %w", err)
	}
	g.pass, g.passRead = string(b), true
	clear(b)
	return ready, nil
}

// reportReady tells the parent the node serves (api: its URL, or "").
func reportReady(ready *os.File, api string) {
	_, _ = fmt.Fprintf(ready, "%s%s\n", readyPrefix, api)
	_ = ready.Close()
}

// writePIDFile records this process in <datadir>/node.pid for `node stop`;
// the returned func removes it if it is still ours.
func writePIDFile(datadir string) (func(), error) {
	path := filepath.Join(datadir, nodePIDFile)
	mine := []byte(strconv.Itoa(os.Getpid()) + "\n")
	if err := os.WriteFile(path, mine, 0o600); err != nil {
		return nil, fmt.Errorf("record the pid: %w", err)
	}
	return func() {
		if b, err := os.ReadFile(path); err == nil && bytes.Equal(b, mine) {
			_ = os.Remove(path)
		}
	}, nil
}

// nodeProcess is the node running on datadir: the pid in node.pid, while
// the node's store is locked by that very process. A pid file left by a
// node that died is stale and removed. One naming another process than
// the store's holder (a node killed outright, then a command that opened
// the store itself, or a node starting that has not written its pid yet)
// is not trusted: signalling it could stop whatever process has that pid
// now.
func nodeProcess(datadir string) (int, bool) {
	path := filepath.Join(datadir, nodePIDFile)
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil || pid <= 0 {
		return 0, false
	}
	store := filepath.Join(datadir, "node")
	if !storeHeld(store) {
		_ = os.Remove(path)
		return 0, false
	}
	if holder, ok := storeHolder(store); !ok || holder != pid {
		return 0, false
	}
	return pid, true
}

// storeLockFile is where badger records the pid of the process that holds
// its store's lock (it writes it once it has the lock, and removes it on
// close).
const storeLockFile = "LOCK"

// storeHolder is the pid badger recorded in dir's lock file.
func storeHolder(dir string) (int, bool) {
	b, err := os.ReadFile(filepath.Join(dir, storeLockFile))
	if err != nil || len(b) > 32 {
		return 0, false
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil || pid <= 0 {
		return 0, false
	}
	return pid, true
}

// cmdLine is a tensora command line for this datadir, as the user types it.
func (g *globals) cmdLine(sub string) string {
	s := "tensora " + sub
	if g.changed("datadir") {
		s += " --datadir " + shellQuote(g.datadir)
	}
	return s
}

func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+=:,@~", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func newNodeStopCmd(g *globals) *cobra.Command {
	var timeout time.Duration
	cmd := &cobra.Command{
		Use:   "stop",
		Short: "Stop the node running on this data dir and wait until it has exited",
		Long: `Stop the node running on this data dir (started with --detach, or in
another terminal): send it SIGTERM, as Ctrl-C would, and wait until it has
closed its store. The node's pid is in <datadir>/node.pid while it runs; a pid
there that is not the store's holder (a stale file) is never signalled.
Exits 1 when no node runs there, or when it is still running after --timeout.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if timeout <= 0 {
				return usageError{fmt.Errorf("--timeout %s: want a positive duration", timeout)}
			}
			pid, ok := nodeProcess(g.datadir)
			if !ok {
				return fmt.Errorf("no node runs on %s (no live %s)", g.datadir, filepath.Join(g.datadir, nodePIDFile))
			}
			if err := terminate(pid); err != nil {
				return fmt.Errorf("stop node pid %d: %w", pid, err)
			}
			if err := awaitStopped(cmd.Context(), g.datadir, pid, timeout); err != nil {
				return err
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"stopped": pid})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "stopped the node on %s (pid %d)\n", g.datadir, pid)
			return nil
		},
	}
	cmd.Flags().DurationVar(&timeout, "timeout", time.Minute, "how long to wait for the node to exit")
	return cmd
}

// awaitStopped waits until the node has released its store (it may stay a
// zombie when nobody reaps it, so the store, not the pid, says it is done).
func awaitStopped(ctx context.Context, datadir string, pid int, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		if !processAlive(pid) || !storeHeld(filepath.Join(datadir, "node")) {
			return nil
		}
		select {
		case <-ctx.Done():
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				return fmt.Errorf("node pid %d is still running after %s (its log: %s); `kill -9 %d` ends it at once", pid, timeout, filepath.Join(datadir, nodeLogFile), pid)
			}
			return ctx.Err()
		case <-tick.C:
		}
	}
}
