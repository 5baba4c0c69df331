//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/tensora/tensora/store"
)

// holdStore locks dir/node as a running node's badger store does, until
// the test ends, and records holder as badger does in its LOCK file.
func holdStore(t *testing.T, dir string, holder int) {
	t.Helper()
	store := filepath.Join(dir, "node")
	if err := os.MkdirAll(store, 0o700); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(store, storeLockFile), strconv.Itoa(holder)+"\n")
	f, err := os.Open(store)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		t.Fatal(err)
	}
}

func TestNodeStop(t *testing.T) {
	dir := t.TempDir()
	pidFile := filepath.Join(dir, nodePIDFile)

	// No node: exit 1 naming the datadir.
	if _, err := run(t, dir, "node", "stop"); err == nil || !strings.Contains(err.Error(), "no node runs on "+dir) {
		t.Fatalf("stop with no node: %v", err)
	}
	// A pid file a dead node left (its store is not locked) is not
	// signalled, and is removed: this test's own pid stands in for a
	// recycled one.
	writeFile(t, pidFile, strconv.Itoa(os.Getpid())+"\n")
	if _, err := run(t, dir, "node", "stop"); err == nil || !strings.Contains(err.Error(), "no node runs") {
		t.Fatalf("stop with a stale pid file: %v", err)
	}
	if _, err := os.Stat(pidFile); !os.IsNotExist(err) {
		t.Fatalf("stale pid file kept: %v", err)
	}
	// Hostile content is no pid.
	writeFile(t, pidFile, "-1\n")
	if _, err := run(t, dir, "node", "stop"); err == nil || !strings.Contains(err.Error(), "no node runs") {
		t.Fatalf("stop with pid -1: %v", err)
	}

	// A running "node": a process recorded in node.pid while the store is
	// locked. stop signals it and returns once it is gone.
	sleeper := exec.Command("sleep", "60")
	if err := sleeper.Start(); err != nil {
		t.Skipf("no sleep binary: %v", err)
	}
	exited := make(chan error, 1)
	go func() { exited <- sleeper.Wait() }() // reaps it, as init would
	holdStore(t, dir, sleeper.Process.Pid)
	writeFile(t, pidFile, strconv.Itoa(sleeper.Process.Pid)+"\n")

	// A second node on the same datadir is refused before any prompt.
	if _, err := run(t, dir, "node", "start", "--detach"); err == nil || !strings.Contains(err.Error(), "already runs") {
		t.Fatalf("detach over a running node: %v", err)
	}
	out, err := run(t, dir, "node", "stop", "--timeout", "30s")
	if err != nil || !strings.Contains(out, "pid "+strconv.Itoa(sleeper.Process.Pid)) {
		t.Fatalf("stop: %q %v", out, err)
	}
	if err := <-exited; err == nil || !strings.Contains(err.Error(), "terminated") {
		t.Fatalf("the node was not sent SIGTERM: %v", err)
	}
	if _, err := run(t, dir, "node", "stop", "--timeout", "0s"); err == nil {
		t.Fatal("--timeout 0s accepted")
	}
}

// TestNodeStopSignalsOnlyTheStoreHolder (attack on node stop): node.pid
// names a process that does not hold the store, while another process
// does: a node killed outright left its pid file, its pid was recycled
// for some other program of the user's, and a command that opens the
// store itself (an embedded peer) or a node still starting holds the lock
// now. node stop must not send SIGTERM to the recycled pid.
func TestNodeStopSignalsOnlyTheStoreHolder(t *testing.T) {
	dir := t.TempDir()
	bystander := exec.Command("sleep", "60")
	if err := bystander.Start(); err != nil {
		t.Skipf("no sleep binary: %v", err)
	}
	exited := make(chan error, 1)
	go func() { exited <- bystander.Wait() }()
	t.Cleanup(func() { _ = bystander.Process.Kill() })
	// This test process holds the store, as an embedded command would.
	holdStore(t, dir, os.Getpid())
	writeFile(t, filepath.Join(dir, nodePIDFile), strconv.Itoa(bystander.Process.Pid)+"\n")
	if _, err := run(t, dir, "node", "stop", "--timeout", "1s"); err == nil || !strings.Contains(err.Error(), "no node runs") {
		t.Fatalf("stop with a pid file naming another process than the store's holder: %v", err)
	}
	select {
	case err := <-exited:
		t.Fatalf("node stop signalled a process that does not hold the store: %v", err)
	default:
	}
}

func TestDetachNeedsAWallet(t *testing.T) {
	dir := t.TempDir()
	// No prompt, no child: the missing wallet is said first.
	_, err := run(t, dir, "node", "start", "--detach")
	if err == nil || !strings.Contains(err.Error(), "no wallet in") {
		t.Fatalf("detach without a wallet: %v", err)
	}
}

func TestShellQuote(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"/home/a/.tensora-client", "/home/a/.tensora-client"}, // plain: as is
		{"/tmp/my dir", "'/tmp/my dir'"},                       // a space
		{"it's", `'it'\''s'`},                                  // a quote inside
		{"", "''"},                                             // empty
	} {
		if got := shellQuote(c.in); got != c.want {
			t.Errorf("shellQuote(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

// TestNodeProcessReadsBadgersLock: the store's holder is read from what
// badger itself writes when it opens the store (this process stands in
// for the node), so a real node's pid file is trusted.
func TestNodeProcessReadsBadgersLock(t *testing.T) {
	dir := t.TempDir()
	db, err := store.Open(filepath.Join(dir, "node"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	writeFile(t, filepath.Join(dir, nodePIDFile), strconv.Itoa(os.Getpid())+"\n")
	if pid, ok := nodeProcess(dir); !ok || pid != os.Getpid() {
		t.Fatalf("nodeProcess = %d, %v; want this process (%d), which holds the store", pid, ok, os.Getpid())
	}
	writeFile(t, filepath.Join(dir, nodePIDFile), strconv.Itoa(os.Getpid()+1)+"\n")
	if pid, ok := nodeProcess(dir); ok {
		t.Fatalf("nodeProcess = %d for a pid that does not hold the store", pid)
	}
}
