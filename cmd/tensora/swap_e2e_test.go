package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer a running command writes while the test
// reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// background runs a long-running tensora command until the test ends; it
// returns its stdout and a channel with its error.
func background(t *testing.T, ctx context.Context, datadir string, args ...string) (*syncBuffer, <-chan error) {
	t.Helper()
	out, _, done := backgroundFull(t, ctx, datadir, args...)
	return out, done
}

// backgroundFull is background with stderr too.
func backgroundFull(t *testing.T, ctx context.Context, datadir string, args ...string) (stdout, stderr *syncBuffer, done <-chan error) {
	t.Helper()
	cmd := newRoot()
	out, errb := &syncBuffer{}, &syncBuffer{}
	cmd.SetOut(out)
	cmd.SetErr(errb)
	cmd.SetArgs(append([]string{"--datadir", datadir, "--light-kdf"}, args...))
	ch := make(chan error, 1)
	go func() { ch <- cmd.ExecuteContext(ctx) }()
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("%v stderr:\n%s", args, errb.String())
		}
	})
	return out, errb, ch
}

// waitFor polls cond until it holds, the command ends or the deadline.
func waitFor(t *testing.T, ctx context.Context, what string, done <-chan error, cond func() bool) {
	t.Helper()
	for !cond() {
		select {
		case err := <-done:
			t.Fatalf("waiting for %s: the command ended: %v", what, err)
		case <-ctx.Done():
			t.Fatalf("waiting for %s: %v", what, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// swapWorld is a dev chain with its payment chain, a staked desk account
// and a client's datadir.
type swapWorld struct {
	ctx             context.Context
	cf              string // the chain file
	f               ChainFile
	deskDir, cliDir string
}

func newSwapWorld(t *testing.T, ctx context.Context) *swapWorld {
	t.Helper()
	t.Setenv("TENSORA_PASSWORD", "swap e2e")
	w := &swapWorld{ctx: ctx, deskDir: t.TempDir(), cliDir: t.TempDir()}
	chainDir := t.TempDir()
	_, chainDone := background(t, ctx, chainDir, "chain", "dev", "--payment-chain", "--http", "127.0.0.1:0", "--payment-http", "127.0.0.1:0", "--accounts", "2")
	t.Cleanup(func() { <-chainDone }) // after the test's context is cancelled
	w.cf = filepath.Join(chainDir, "chain-dev.json")
	waitFor(t, ctx, "the chain file", chainDone, func() bool {
		b, err := os.ReadFile(w.cf)
		return err == nil && json.Unmarshal(b, &w.f) == nil
	})
	for i, dir := range []string{w.deskDir, w.cliDir} {
		if _, err := run(t, dir, "wallet", "import", w.f.Accounts[i].Key); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := run(t, w.deskDir, "stake", "operator-register", "--role", "miner", "--amount", "100", "--chain-file", w.cf); err != nil {
		t.Fatal(err)
	}
	return w
}

var listenAddr = regexp.MustCompile(`listening (/ip4/127\.0\.0\.1/tcp/\d+/p2p/\S+)`)

// desk starts the desk node until ctx ends; it returns its banner and
// its address to bootstrap from.
func (w *swapWorld) desk(t *testing.T, ctx context.Context, args ...string) (banner, boot string, done <-chan error) {
	t.Helper()
	out, done := background(t, ctx, w.deskDir, append([]string{"node", "start", "--role", "client", "--desk", "USDC@payment", "--chain-file", w.cf,
		"--listen", "/ip4/127.0.0.1/tcp/0", "--api", "off"}, args...)...)
	waitFor(t, w.ctx, "the desk", done, func() bool { return listenAddr.MatchString(out.String()) })
	return out.String(), listenAddr.FindStringSubmatch(out.String())[1], done
}

// The whole CLI path of paying for compute from another chain: a dev
// chain with its payment chain, a staked desk (`node start --desk`), and a
// client with no running node buying 50 TORA of escrow with USDC
// (`escrow deposit 50 --pay-with USDC@payment`), then its swap listed.
func TestSwapEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("runs two chains and two peers")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	w := newSwapWorld(t, ctx)
	cf, f, cliDir := w.cf, w.f, w.cliDir
	banner, boot, deskDone := w.desk(t, ctx)
	if !strings.Contains(banner, "swap desk: USDC on payment (chain 31337) at 1 TORA per USDC before a 0.5% premium") || strings.Contains(banner, "no stake") {
		t.Errorf("desk banner:\n%s", banner)
	}

	out, err := run(t, cliDir, "escrow", "deposit", "50", "--pay-with", "USDC@payment", "--chain-file", cf, "--bootstrap", boot, "--wait", "20s")
	if err != nil {
		t.Fatalf("escrow deposit --pay-with: %v\n%s", err, out)
	}
	for _, want := range []string{"paying 50.251257 USDC on payment (chain 31337) to desk " + f.Accounts[0].Address, "pay-locked", "desk's TORA lock on dev (1337) tx 0x",
		"claimed", ": claimed", "you claim it, revealing the secret"} {
		if !strings.Contains(out, want) {
			t.Errorf("deposit output lacks %q:\n%s", want, out)
		}
	}
	out, err = run(t, cliDir, "escrow", "balance", "--chain-file", cf)
	if err != nil || !strings.Contains(out, "escrow 50.000000715 TORA free") {
		t.Errorf("escrow balance after the swap: %v %q", err, out)
	}
	out, err = run(t, cliDir, "swap", "list")
	if err != nil || !strings.Contains(out, "claimed") || !strings.Contains(out, "50.251257 USDC@payment") {
		t.Errorf("swap list: %v\n%s", err, out)
	}

	// The quotes, as data: 100 USDC buys 99.5 TORA.
	out, err = run(t, cliDir, "swap", "quote", "USDC@payment", "--pay", "100", "--json", "--chain-file", cf, "--bootstrap", boot, "--wait", "20s")
	var rows []quoteRow
	if err != nil || json.Unmarshal([]byte(out), &rows) != nil || len(rows) != 1 || rows[0].Buys != "99.5" || rows[0].RatePerToken != "0.995" || rows[0].Min != "1" {
		t.Errorf("swap quote --json: %v %q", err, out)
	}

	// Ctrl-C right after the payment lock leaves the swap saved; swap
	// resume carries it to the claim with no peers.
	dctx, dcancel := context.WithCancel(ctx)
	defer dcancel()
	dout, derr, dDone := backgroundFull(t, dctx, cliDir, "escrow", "deposit", "10", "--pay-with", "USDC@payment", "--chain-file", cf, "--bootstrap", boot, "--wait", "20s")
	waitFor(t, ctx, "the second payment lock", dDone, func() bool { return strings.Contains(dout.String(), "pay-lock") })
	dcancel()
	if err := <-dDone; !errors.Is(err, context.Canceled) || !strings.Contains(derr.String(), "tensora swap resume") {
		t.Fatalf("interrupted deposit: %v\n%s\n%s", err, dout.String(), derr.String())
	}
	t.Logf("interrupted deposit:\n%s%s", dout.String(), derr.String())
	out, err = run(t, cliDir, "swap", "resume", "--chain-file", cf)
	t.Logf("swap resume:\n%s", out)
	if err != nil || !strings.Contains(out, "claimed") || !strings.Contains(out, "10.050252 USDC") {
		t.Errorf("swap resume: %v\n%s", err, out)
	}
	out, err = run(t, cliDir, "swap", "list", "--json")
	var swaps []swapJSON
	if err != nil || json.Unmarshal([]byte(out), &swaps) != nil || len(swaps) != 2 || swaps[0].Step != "claimed" || swaps[1].Step != "claimed" {
		t.Errorf("swap list --json after resume: %v %q", err, out)
	}
	cancel()
	<-deskDone
}

// A swap whose desk vanishes after the payment lock: `swap refund` says
// when it can refund, then takes the payment back after the lock's expiry.
func TestSwapRefundEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("runs two chains and two peers")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	w := newSwapWorld(t, ctx)
	// Short windows: the payment lock expires 15s after it is made.
	dctx, stopDesk := context.WithCancel(ctx)
	defer stopDesk()
	_, boot, deskDone := w.desk(t, dctx, "--desk-pay-window", "15s", "--desk-tora-window", "8s")
	pctx, stopPay := context.WithCancel(ctx)
	defer stopPay()
	out, _, payDone := backgroundFull(t, pctx, w.cliDir, "escrow", "deposit", "10", "--pay-with", "USDC@payment", "--chain-file", w.cf, "--bootstrap", boot, "--wait", "20s")
	waitFor(t, ctx, "the quote's choice", payDone, func() bool { return strings.Contains(out.String(), "paying ") })
	stopDesk() // before it can see the payment lock confirmed
	<-deskDone
	waitFor(t, ctx, "the payment lock", payDone, func() bool { return strings.Contains(out.String(), "pay-locked") })
	stopPay()
	<-payDone
	id := regexp.MustCompile(`tx (0x[0-9a-f]{64})`).FindStringSubmatch(out.String())
	if id == nil {
		t.Fatalf("no transaction in the deposit's output:\n%s", out.String())
	}
	swaps, err := run(t, w.cliDir, "swap", "list", "--json")
	var rows []swapJSON
	if err != nil || json.Unmarshal([]byte(swaps), &rows) != nil || len(rows) != 1 {
		t.Fatalf("swap list: %v %q", err, swaps)
	}
	sid := rows[0].ID[:12]
	_, err = run(t, w.cliDir, "swap", "refund", sid, "--chain-file", w.cf)
	if code, msg := exitCode(err, false); code != exitFailure || !strings.Contains(msg, "refundable after") {
		t.Fatalf("refund before expiry: exit %d %q", code, msg)
	}
	exp, err := time.Parse(time.RFC3339, rows[0].PayExpiry)
	if err != nil {
		t.Fatal(err)
	}
	select {
	case <-time.After(time.Until(exp) + 1500*time.Millisecond):
	case <-ctx.Done():
		t.Fatal(ctx.Err())
	}
	res, err := run(t, w.cliDir, "swap", "refund", sid, "--chain-file", w.cf)
	if err != nil || !strings.Contains(res, ": refunded") || !strings.Contains(res, "you take the payment back") {
		t.Fatalf("refund after expiry: %v\n%s", err, res)
	}
	cancel()
}
