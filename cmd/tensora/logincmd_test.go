package main

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/sdk"
)

// Unlock once: `login` saves a 0600 session for the node running on the
// datadir; a signed command (models add) then runs with no passphrase to
// be had, read-only commands run beside the node with neither passphrase
// nor --chain-file; a session others may read is refused; after logout, or
// with an expired session, the command asks again (and says that login
// saves the prompt), and the ended session replayed is refused by the node.
func TestLoginSession(t *testing.T) {
	_, chainFile, dirs, addrs := stakeChain(t, 1) // sets TENSORA_PASSWORD
	dir, me := dirs[0], addrs[0]
	work := t.TempDir()

	// Without a node: login says to start one.
	if _, err := run(t, dir, "login"); err == nil || !strings.Contains(err.Error(), "tensora node start") {
		t.Fatalf("login without a node: %v", err)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	nodeOut, nodeDone := background(t, ctx, dir, "node", "start", "--role", "client", "--listen", "/ip4/127.0.0.1/tcp/0", "--api", "127.0.0.1:0",
		"--chain-file", chainFile)
	t.Cleanup(func() {
		cancel()
		<-nodeDone
	})
	waitFor(t, ctx, "the node", nodeDone, func() bool { return strings.Contains(nodeOut.String(), "dashboard and API") })

	for _, bad := range []string{"0s", "200h"} {
		if _, err := run(t, dir, "login", "--ttl", bad); err == nil {
			t.Errorf("login --ttl %s accepted", bad)
		} else if code, _ := exitCode(err, false); code != exitUsage {
			t.Errorf("login --ttl %s: exit %d, want %d", bad, code, exitUsage)
		}
	}
	out, err := run(t, dir, "login", "--ttl", "1h", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var s sessionOut
	if err := json.Unmarshal([]byte(out), &s); err != nil || !s.LoggedIn || s.Signer != me.Hex() || s.Node != me.Hex() || s.ChainID != 1337 {
		t.Fatalf("login printed %q (%v)", out, err)
	}
	path := filepath.Join(dir, sessionFile)
	st, err := os.Stat(path)
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("session file: %v, %v", st, err)
	}
	saved, err := os.ReadFile(path)
	if err != nil || !strings.HasPrefix(string(saved), auth.SessionPrefix) {
		t.Fatalf("session file holds %q (%v)", saved, err)
	}

	// From here on no passphrase can be had: no env, no file, no terminal.
	t.Setenv("TENSORA_PASSWORD", "")
	model := filepath.Join(work, "m.bin")
	writeFile(t, model, "a model's bytes")
	stdout, stderr, err := runFull(t, dir, "models", "add", model, "--json")
	if err != nil {
		t.Fatalf("models add with a session: %v\n%s", err, stderr)
	}
	if strings.Contains(stderr, loginHint) {
		t.Errorf("models add with a session hints to log in: %q", stderr)
	}
	var added struct {
		CID string `json:"cid"`
	}
	if err := json.Unmarshal([]byte(stdout), &added); err != nil || added.CID == "" {
		t.Fatalf("models add printed %q (%v)", stdout, err)
	}

	// Read-only commands beside the running node: no passphrase, no --chain-file.
	if out, err := run(t, dir, "models", "ls"); err != nil || !strings.Contains(out, added.CID) || !strings.Contains(out, "m.bin") {
		t.Fatalf("models ls beside the node: %q %v", out, err)
	}
	got := filepath.Join(work, "got.bin")
	if out, err := run(t, dir, "models", "get", added.CID, "-o", got); err != nil || !strings.Contains(out, "wrote") {
		t.Fatalf("models get beside the node: %q %v", out, err)
	}
	if b, err := os.ReadFile(got); err != nil || string(b) != "a model's bytes" {
		t.Fatalf("models get wrote %q (%v)", b, err)
	}
	// A file the node lacks: the node is asked to fetch it, a signed call
	// the session makes (no peer has it, so it says so).
	lackingCID, err := content.CIDOf(strings.NewReader("bytes no peer holds"))
	if err != nil {
		t.Fatal(err)
	}
	lacking := lackingCID.String()
	if _, err := run(t, dir, "models", "get", lacking, "-o", filepath.Join(work, "no.bin"), "--timeout", "1s"); err == nil ||
		errors.Is(err, identity.ErrNoPassphrase) || !strings.Contains(err.Error(), "fetch "+lacking) || strings.Contains(err.Error(), "HTTP 401") || strings.Contains(err.Error(), "HTTP 403") {
		t.Fatalf("models get of a file the node lacks: %v", err)
	}
	// The node's answer is what reading the chain itself prints (which
	// no longer needs the passphrase either: only the address).
	for _, args := range [][]string{{"escrow", "balance"}, {"escrow", "balance", "--json"}, {"miner", "earnings"}, {"miner", "earnings", "--json"}} {
		viaNode, err := run(t, dir, args...)
		if err != nil || !strings.Contains(viaNode, me.Hex()) {
			t.Fatalf("%v beside the node: %q %v", args, viaNode, err)
		}
		onChain, err := run(t, dir, append(args, "--chain-file", chainFile)...)
		if err != nil || onChain != viaNode {
			t.Fatalf("%v: the node says %q, the chain %q (%v)", args, viaNode, onChain, err)
		}
	}
	// Reading the chain about this wallet needs its address, not its key;
	// and beside the node, the chain is the node's (no --chain-file).
	for _, args := range [][]string{{"stake", "status"}, {"gov", "votes"}} {
		if out, err := run(t, dir, args...); err != nil || !strings.Contains(out, me.Hex()) {
			t.Fatalf("%v without a passphrase or --chain-file: %q %v", args, out, err)
		}
	}
	if info, err := sdk.Dial(ctx, dir, nil); err != nil {
		t.Fatal(err)
	} else if i, err := info.Info(ctx); err != nil || i.ChainFile != chainFile {
		t.Fatalf("the node's info names chain file %q (%v), want %s", i.ChainFile, err, chainFile)
	}
	if out, err := run(t, dir, "validator", "pending"); err != nil || !strings.Contains(out, "nothing pending (0 results seen)") {
		t.Fatalf("validator pending beside the node: %q %v", out, err)
	}
	if out, err := run(t, dir, "login", "--status", "--json"); err != nil || !strings.Contains(out, `"logged_in": true`) {
		t.Fatalf("login --status: %q %v", out, err)
	}
	if out, err := run(t, dir, "status"); err != nil || !strings.Contains(out, "session  "+me.Hex()+" logged in until") {
		t.Fatalf("status does not say who is logged in: %q %v", out, err)
	}

	// The gateway takes API tokens, not sessions: the node mints one on
	// the session's strength, so LLM commands ask no passphrase either.
	if _, stderr, err := runFull(t, dir, "llm", "models"); err != nil || !strings.Contains(stderr, "no miner serves an LLM model now") ||
		strings.Contains(stderr, loginHint) {
		t.Fatalf("llm models with a session: %v\n%s", err, stderr)
	}

	// A session file others may read is refused, with the fix.
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := run(t, dir, "models", "add", model); err == nil || !strings.Contains(err.Error(), "lets other users read it") {
		t.Fatalf("models add with a world-readable session: %v", err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}

	// Logout ends it on the node: the command asks again, and says why.
	if out, err := run(t, dir, "logout"); err != nil || !strings.Contains(out, "the node refuses the session from now on") {
		t.Fatalf("logout: %q %v", out, err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("session file after logout: %v", err)
	}
	_, stderr, err = runFull(t, dir, "models", "add", model)
	if !errors.Is(err, identity.ErrNoPassphrase) || !strings.Contains(stderr, loginHint) {
		t.Fatalf("models add after logout: %v\n%s", err, stderr)
	}
	if _, stderr, err := runFull(t, dir, "llm", "models"); !errors.Is(err, identity.ErrNoPassphrase) || !strings.Contains(stderr, loginHint) {
		t.Fatalf("llm models after logout: %v\n%s", err, stderr)
	}
	// The ended session put back: the node refuses it, so the command asks.
	writeFile(t, path, string(saved))
	_, stderr, err = runFull(t, dir, "models", "add", model)
	if !errors.Is(err, identity.ErrNoPassphrase) || !strings.Contains(stderr, "session revoked") {
		t.Fatalf("models add with the ended session: %v\n%s", err, stderr)
	}
	// An expired session: the command asks, and says it expired.
	c, err := sdk.Dial(ctx, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	old, err := auth.NewSession(me, me, c.Base(), 1337, time.Now().Add(-2*time.Hour), time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	expired, err := auth.SignSession(old, devKey(0))
	if err != nil {
		t.Fatal(err)
	}
	if crypto.PubkeyToAddress(devKey(0).PublicKey) != me {
		t.Fatal("dev key 0 is not the datadir's account")
	}
	writeFile(t, path, expired)
	_, stderr, err = runFull(t, dir, "models", "add", model)
	if !errors.Is(err, identity.ErrNoPassphrase) || !strings.Contains(stderr, "expired") || !strings.Contains(stderr, loginHint) {
		t.Fatalf("models add with an expired session: %v\n%s", err, stderr)
	}
	if out, err := run(t, dir, "login", "--status"); err != nil || !strings.Contains(out, "the session expired") {
		t.Fatalf("login --status with an expired session: %q %v", out, err)
	}
	// Garbage in the session file: one clear line, and logout clears it.
	writeFile(t, path, "tensora-session1.!!!")
	if _, err := run(t, dir, "models", "add", model); err == nil || !strings.Contains(err.Error(), "tensora logout") {
		t.Fatalf("models add with a garbage session: %v", err)
	}
	if _, err := run(t, dir, "logout"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("garbage session file after logout: %v", err)
	}
}

// TestLogoutEndsAnExposedSession (attack on logout): a session file that
// other users could read is refused by every command, whose message says
// to log out; but logout itself read it through the same check, so it
// only deleted the file and never told the node: whoever copied the
// session could go on using it (post jobs on the wallet's escrow, claim)
// until it expired, up to 168h later. Logout must end it on the node.
func TestLogoutEndsAnExposedSession(t *testing.T) {
	_, chainFile, dirs, _ := stakeChain(t, 1) // sets TENSORA_PASSWORD
	dir := dirs[0]
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	nodeOut, nodeDone := background(t, ctx, dir, "node", "start", "--role", "client", "--listen", "/ip4/127.0.0.1/tcp/0", "--api", "127.0.0.1:0",
		"--chain-file", chainFile)
	t.Cleanup(func() {
		cancel()
		<-nodeDone
	})
	waitFor(t, ctx, "the node", nodeDone, func() bool { return strings.Contains(nodeOut.String(), "dashboard and API") })
	if _, err := run(t, dir, "login", "--ttl", "1h"); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, sessionFile)
	saved, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	session := strings.TrimSpace(string(saved))
	// The file was left readable by others (a careless copy, a umask, a
	// backup restored): someone copies it.
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := run(t, dir, "models", "ls"); err != nil {
		t.Fatal(err)
	}
	_, stderr, err := runFull(t, dir, "logout")
	if err != nil {
		t.Fatalf("logout: %v\n%s", err, stderr)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("session file after logout: %v", err)
	}
	// The copy, used against the node after logout: refused.
	c, err := sdk.Dial(ctx, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.WithSession(session).Session(ctx); err == nil || !strings.Contains(err.Error(), "session revoked") {
		t.Fatalf("the exposed session after logout: %v; want the node to refuse it as revoked", err)
	}
}

// TestLogoutWithoutNodeEndsTheSession (attack on logout): logged out
// while the node was stopped, the session file was deleted but the node,
// started again on the same API address, still took a copy of the session
// until it expired. Logout records it in the list the node loads at start.
func TestLogoutWithoutNodeEndsTheSession(t *testing.T) {
	_, chainFile, dirs, _ := stakeChain(t, 1) // sets TENSORA_PASSWORD
	dir := dirs[0]
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	apiAddr := ln.Addr().String()
	ln.Close()
	start := func() (context.Context, func()) {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		out, done := background(t, ctx, dir, "node", "start", "--role", "client", "--listen", "/ip4/127.0.0.1/tcp/0", "--api", apiAddr,
			"--chain-file", chainFile)
		waitFor(t, ctx, "the node", done, func() bool { return strings.Contains(out.String(), "dashboard and API") })
		stopped := false
		return ctx, func() {
			if !stopped {
				stopped = true
				cancel()
				<-done
			}
		}
	}
	_, stop := start()
	t.Cleanup(stop)
	if _, err := run(t, dir, "login", "--ttl", "1h"); err != nil {
		t.Fatal(err)
	}
	saved, err := os.ReadFile(filepath.Join(dir, sessionFile))
	if err != nil {
		t.Fatal(err)
	}
	session := strings.TrimSpace(string(saved))
	stop()

	out, err := run(t, dir, "logout")
	if err != nil {
		t.Fatalf("logout without a node: %v", err)
	}
	ctx, stop2 := start()
	t.Cleanup(stop2)
	c, err := sdk.Dial(ctx, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.Base() != "http://"+apiAddr {
		t.Fatalf("the node came back at %s, want http://%s", c.Base(), apiAddr)
	}
	if _, err := c.WithSession(session).Session(ctx); err == nil || !strings.Contains(err.Error(), "session revoked") {
		t.Fatalf("a copy of the session after logout with the node stopped: %v; want it refused as revoked", err)
	}
	if !strings.Contains(out, "the node refuses the session from now on") {
		t.Errorf("logout without a node printed %q", out)
	}
}
