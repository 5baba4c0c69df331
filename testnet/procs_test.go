//go:build linux

package testnet

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/internal/testsupport"
)

// orphans lists processes whose command line mentions dir.
func orphans(t *testing.T, dir string) string {
	t.Helper()
	out, err := exec.Command("pgrep", "-af", dir).Output()
	if err != nil {
		// pgrep exits 1 when nothing matches.
		if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 1 {
			return ""
		}
		t.Fatalf("pgrep: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// TestProcs runs the multi-process testnet end to end: a chain process,
// two miners and a client, each its own tensora process; two jobs are
// verified, settled and claimed with the escrow exact, a SIGKILLed miner
// comes back with Restart, and Close leaves no process behind.
func TestProcs(t *testing.T) {
	if _, err := engine.FindModel(engine.SileroVAD); err != nil {
		t.Skipf("no model: %v (run make setup)", err)
	}
	bin := testsupport.Tensora(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	dir := filepath.Join(t.TempDir(), "run")
	p, err := StartProcs(ctx, ProcsConfig{Binary: bin, Dir: dir, Miners: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close() // after the explicit Close below, a no-op
	pids := p.Pids()
	if len(pids) != 4 {
		t.Fatalf("%d processes running, want 4 (chain, 2 miners, client)", len(pids))
	}
	for _, pid := range pids {
		if pid == os.Getpid() {
			t.Fatal("a peer runs in the test's own process")
		}
		// Each in its own process group.
		if pg, err := syscall.Getpgid(pid); err != nil || pg != pid {
			t.Fatalf("process %d: group %d (%v), want its own", pid, pg, err)
		}
	}
	before, err := p.Balances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	jobs, err := p.Run(ctx, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, j := range jobs {
		if j.State != "verified" && j.State != "settled" {
			t.Fatalf("job %s: %s (%s)", j.ID, j.State, j.Error)
		}
	}
	st, err := p.Settle(ctx, jobs, before, 90*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if st.Settled != 2 || st.Jobs != 2 {
		t.Fatalf("settled %d jobs in the client's view, %d in finalized batches; want 2 and 2", st.Settled, st.Jobs)
	}
	if !st.Exact || st.ClientSpent.Sign() <= 0 {
		t.Fatalf("client spent %s wei, miners and the pool got %s", st.ClientSpent, st.Paid)
	}
	for _, u := range p.Usage() {
		if u.Pid == 0 || u.RSS == 0 {
			t.Fatalf("%s: no usage read from /proc: %+v", u.Name, u)
		}
	}

	// kill -9 the second miner, bring it back on the same ports and data.
	old := p.Miners[1].Pid()
	if err := p.Kill(1); err != nil {
		t.Fatal(err)
	}
	if p.Miners[1].Pid() != 0 {
		t.Fatal("killed miner still running")
	}
	if err := syscall.Kill(old, 0); err == nil {
		t.Fatalf("process %d survived SIGKILL", old)
	}
	if err := p.Restart(ctx, 1); err != nil {
		t.Fatal(err)
	}
	if err := p.waitAdverts(ctx, 30*time.Second); err != nil {
		t.Fatal(err)
	}

	// The chain process freezes and resumes with its state.
	if err := p.ChainStop(); err != nil {
		t.Fatal(err)
	}
	if err := p.ChainStart(); err != nil {
		t.Fatal(err)
	}
	after, err := p.Balances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if after.ClientFree.Cmp(st.After.ClientFree) != 0 {
		t.Fatalf("client escrow %s after the chain resumed, %s before", after.ClientFree, st.After.ClientFree)
	}

	all := p.Pids()
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	if o := orphans(t, dir); o != "" {
		t.Fatalf("processes left after Close:\n%s", o)
	}
	for _, pid := range all {
		if err := syscall.Kill(pid, 0); err == nil {
			t.Fatalf("process %d still exists after Close", pid)
		}
	}
	for _, name := range []string{"chain.log", "miner-0.log", "miner-1.log", "client.log"} {
		if st, err := os.Stat(filepath.Join(dir, name)); err != nil || st.Size() == 0 {
			t.Fatalf("log %s: %v", name, err)
		}
	}
}

// TestProcsNetNS runs the multi-process testnet with every peer in its own
// network namespace behind tc netem: a job is verified across the bridge,
// each peer's process is in another namespace than the test, each peer's
// link carries the asked delay, and Close removes the namespaces. Skipped
// where namespaces cannot be made (not root, no ip(8)).
func TestProcsNetNS(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	if _, err := engine.FindModel(engine.SileroVAD); err != nil {
		t.Skipf("no model: %v (run make setup)", err)
	}
	bin := testsupport.Tensora(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cfg := ProcsConfig{Binary: bin, Dir: filepath.Join(t.TempDir(), "run"), Miners: 1, NetNS: true, Latency: 20 * time.Millisecond}
	p, err := StartProcs(ctx, cfg)
	if errors.Is(err, ErrNoNetem) {
		// Namespaces without the delay: still every peer behind its own
		// stack and the bridge.
		t.Logf("%v; going on without latency", err)
		cfg.Latency = 0
		p, err = StartProcs(ctx, cfg)
	}
	if errors.Is(err, ErrNoNetNS) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close() // after the explicit Close below, a no-op
	own, err := os.Readlink("/proc/self/ns/net")
	if err != nil {
		t.Fatal(err)
	}
	names := p.netns.names
	for _, n := range p.Nodes {
		ns, err := os.Readlink(fmt.Sprintf("/proc/%d/ns/net", n.Pid()))
		if err != nil || ns == own {
			t.Fatalf("%s: network namespace %q (%v), the test's is %q", n.Name, ns, err, own)
		}
		if cfg.Latency > 0 {
			out, err := exec.Command("ip", "netns", "exec", n.netns, "tc", "qdisc", "show").CombinedOutput()
			if err != nil || !strings.Contains(string(out), "netem") || !strings.Contains(string(out), "delay 20ms") {
				t.Fatalf("%s: qdisc %q (%v), want netem delay 20ms", n.Name, out, err)
			}
		}
	}
	jobs, err := p.Run(ctx, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	if j := jobs[0]; j.State != "verified" && j.State != "settled" {
		t.Fatalf("job %s: %s (%s)", j.ID, j.State, j.Error)
	}
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("ip", "netns", "list").CombinedOutput()
	if err != nil {
		t.Fatal(err)
	}
	for _, ns := range names {
		if strings.Contains(string(out), ns) {
			t.Fatalf("namespace %s left after Close:\n%s", ns, out)
		}
	}
}
