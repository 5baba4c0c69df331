package swap_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/swap"
	"github.com/tensora/tensora/swap/swaptest"
)

func TestSwapEndToEnd(t *testing.T) {
	h := newHarness(t, false, 0)
	id := h.start(tenUSDC)
	h.until("swap done", 5*time.Second, 100, true, true, func() bool {
		d, ok := h.deskSwap(id)
		return h.clientSwap(id).Step == swap.ClientClaimed && ok && d.Step == swap.DeskDone
	})
	h.checkSettled(tenUSDC)
	h.checkLocks(1, 1)

	c := h.clientSwap(id)
	d, _ := h.deskSwap(id)
	if c.PayLockTx == (common.Hash{}) || c.ClaimTx == (common.Hash{}) || c.CounterLockTx != d.CounterLockTx {
		t.Errorf("client audit trail incomplete: %+v", c)
	}
	if d.CounterLockTx == (common.Hash{}) || d.SecretTx == (common.Hash{}) || d.ClaimTx == (common.Hash{}) {
		t.Errorf("desk audit trail incomplete: %+v", d)
	}
	if d.CounterLockID != c.CounterLockID || d.Client != clientAddr {
		t.Errorf("desk and client disagree on the counter-lock")
	}
	wantClient := "new → pay-locking → pay-locked → counter-seen → claiming → claimed"
	if got := stepsString(h.clientSteps); got != wantClient {
		t.Errorf("client steps %s, want %s", got, wantClient)
	}
	wantDesk := "seen → confirmed → counter-locking → counter-locked → secret-seen → claiming → done"
	if got := stepsString(h.deskSteps); got != wantDesk {
		t.Errorf("desk steps %s, want %s", got, wantDesk)
	}
	// Counter-locked only after the payment's confirmations: the counter
	// lock's block time is at least 3 payment blocks after the payment's.
	pl, tl := h.pay.Locks()[0], h.tora.Locks()[0]
	payAt := t0.Add(time.Duration(int(pl.Block)-100) * payNet.BlockTime)
	toraAt := t0.Add(time.Duration(int(tl.Block)-100) * toraNet.BlockTime)
	if toraAt.Sub(payAt) < payNet.ConfirmWait()-payNet.BlockTime {
		t.Errorf("counter-locked %s after the payment lock, under its confirmations", toraAt.Sub(payAt))
	}
}

func TestRefundWhenDeskNeverCounterLocks(t *testing.T) {
	h := newHarness(t, false, 0)
	id := h.start(tenUSDC)
	// The desk is never ticked.
	h.until("client refunded", 5*time.Minute, 40, false, true, h.clientAt(id, swap.ClientRefunded))
	c := h.clientSwap(id)
	if h.clock.Now().Before(c.PayExpiry) {
		t.Fatal("refunded before Tpay")
	}
	if c.RefundTx == (common.Hash{}) || h.revealed(c.Secret) {
		t.Fatalf("refund tx %x; secret revealed %v", c.RefundTx, h.revealed(c.Secret))
	}
	h.checkRestored()
	h.checkLocks(1, 0)
}

func TestRefundWhenClientNeverClaims(t *testing.T) {
	h := newHarness(t, false, 0)
	id := h.start(tenUSDC)
	h.until("counter-locked", 5*time.Second, 60, true, false, h.deskAt(id, swap.DeskCounterLocked))
	// The client is gone until after Ttora; the desk refunds by itself.
	h.until("desk refunded", time.Minute, 90, true, false, h.deskAt(id, swap.DeskRefunded))
	d, _ := h.deskSwap(id)
	if h.clock.Now().Before(d.CounterExpiry) || d.RefundTx == (common.Hash{}) {
		t.Fatalf("desk refunded at %s, counter-lock expires %s", h.clock.Now(), d.CounterExpiry)
	}
	// The client comes back: the counter-lock is gone, it refunds after Tpay.
	h.until("client refunded", time.Minute, 90, true, true, h.clientAt(id, swap.ClientRefunded))
	c := h.clientSwap(id)
	if h.revealed(c.Secret) {
		t.Fatal("secret revealed")
	}
	h.checkRestored()
	h.checkLocks(1, 1)
}

// TestCrashResumeEveryStep kills and restarts both coordinators after every
// single step (one step per tick, a new coordinator on the same badger
// directory after each), with the chain failing around the sends in the
// ways a crash would: the tx not sent after the step was written, sent but
// not recorded, or lost.
func TestCrashResumeEveryStep(t *testing.T) {
	tests := []struct {
		name  string
		chain func(h *harness) *swaptest.Chain
		op    swaptest.Op
		mode  swaptest.Mode
	}{
		{name: "no injected fault"},
		{name: "client: payment lock not sent after its step was written", chain: payChain, op: swaptest.OpLock, mode: swaptest.FailBefore},
		{name: "client: payment lock sent, hash not recorded", chain: payChain, op: swaptest.OpLock, mode: swaptest.FailAfter},
		{name: "client: payment lock lost in flight", chain: payChain, op: swaptest.OpLock, mode: swaptest.Drop},
		{name: "desk: counter-lock not sent", chain: toraChain, op: swaptest.OpLock, mode: swaptest.FailBefore},
		{name: "desk: counter-lock sent, hash not recorded", chain: toraChain, op: swaptest.OpLock, mode: swaptest.FailAfter},
		{name: "desk: counter-lock lost in flight", chain: toraChain, op: swaptest.OpLock, mode: swaptest.Drop},
		{name: "client: claim not sent", chain: toraChain, op: swaptest.OpClaim, mode: swaptest.FailBefore},
		{name: "client: claim sent, hash not recorded", chain: toraChain, op: swaptest.OpClaim, mode: swaptest.FailAfter},
		{name: "desk: payment claim sent, hash not recorded", chain: payChain, op: swaptest.OpClaim, mode: swaptest.FailAfter},
		{name: "desk: payment claim lost in flight", chain: payChain, op: swaptest.OpClaim, mode: swaptest.Drop},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, true, 1)
			if tt.chain != nil {
				tt.chain(h).Inject(tt.op, tt.mode, 1)
			}
			id := h.start(tenUSDC)
			h.clientCrashEach, h.deskCrashEach = true, true
			h.until("swap done", 5*time.Second, 200, true, true, func() bool {
				d, ok := h.deskSwap(id)
				return h.clientSwap(id).Step == swap.ClientClaimed && ok && d.Step == swap.DeskDone
			})
			h.checkSettled(tenUSDC)
			h.checkLocks(1, 1)
			if h.clientRestarts < 6 || h.deskRestarts < 7 {
				t.Errorf("only %d client and %d desk restarts", h.clientRestarts, h.deskRestarts)
			}
		})
	}
}

func payChain(h *harness) *swaptest.Chain  { return h.pay }
func toraChain(h *harness) *swaptest.Chain { return h.tora }

// TestCrashResumeRefunds: restarts after every step on the refund paths.
func TestCrashResumeRefunds(t *testing.T) {
	h := newHarness(t, true, 1)
	id := h.start(tenUSDC)
	h.clientCrashEach, h.deskCrashEach = true, true
	h.until("counter-locked", 5*time.Second, 60, true, false, h.deskAt(id, swap.DeskCounterLocked))
	h.until("desk refunded", time.Minute, 90, true, false, h.deskAt(id, swap.DeskRefunded))
	h.until("client refunded", time.Minute, 90, true, true, h.clientAt(id, swap.ClientRefunded))
	h.checkRestored()
	h.checkLocks(1, 1)
}

func TestChainDownMidSwap(t *testing.T) {
	t.Run("Tensora down before the counter-lock", func(t *testing.T) {
		h := newHarness(t, false, 0)
		id := h.start(tenUSDC)
		h.tora.SetDown(true)
		h.until("confirmed", 5*time.Second, 30, true, true, h.deskAt(id, swap.DeskConfirmed))
		for i := 0; i < 60; i++ { // 10 minutes down
			h.clock.Advance(10 * time.Second)
			h.tickDesk()
			h.tickClient()
		}
		if d, _ := h.deskSwap(id); d.Step != swap.DeskConfirmed || d.LastError == "" {
			t.Fatalf("desk moved while Tensora was down: %s %q", d.Step, d.LastError)
		}
		if n := h.logs.count("chain unreachable"); n == 0 || n > 4 {
			t.Errorf("a down chain logged %d times over 60 ticks, want once per swap per step", n)
		}
		h.tora.SetDown(false)
		h.until("swap done", 5*time.Second, 60, true, true, func() bool {
			d, _ := h.deskSwap(id)
			return h.clientSwap(id).Step == swap.ClientClaimed && d.Step == swap.DeskDone
		})
		h.checkSettled(tenUSDC)
	})
	t.Run("payment chain down after the reveal", func(t *testing.T) {
		h := newHarness(t, false, 0)
		id := h.start(tenUSDC)
		h.until("client claimed", 5*time.Second, 60, true, true, h.clientAt(id, swap.ClientClaimed))
		h.pay.SetDown(true)
		for i := 0; i < 30; i++ {
			h.clock.Advance(10 * time.Second)
			h.tickDesk()
		}
		if d, _ := h.deskSwap(id); d.Step == swap.DeskDone {
			t.Fatal("desk done while the payment chain was down")
		}
		h.pay.SetDown(false)
		h.until("desk done", 5*time.Second, 20, true, false, h.deskAt(id, swap.DeskDone))
		h.checkSettled(tenUSDC)
	})
	t.Run("Tensora down until past Tpay: refund", func(t *testing.T) {
		h := newHarness(t, false, 0)
		id := h.start(tenUSDC)
		h.tora.SetDown(true)
		h.until("confirmed", 5*time.Second, 30, true, true, h.deskAt(id, swap.DeskConfirmed))
		h.until("client refunded", 5*time.Minute, 40, true, true, h.clientAt(id, swap.ClientRefunded))
		h.tora.SetDown(false)
		h.until("desk rejected", 5*time.Second, 5, true, true, h.deskAt(id, swap.DeskRejected))
		h.checkRestored()
		h.checkLocks(1, 0)
	})
}

// TestBadCounterLockNeverRevealsSecret: a desk (here, by hand) locks TORA
// wrongly; the client never claims, never reveals its secret, and refunds
// after Tpay.
func TestBadCounterLockNeverRevealsSecret(t *testing.T) {
	tests := []struct {
		name string
		edit func(p *swap.LockParams, c swap.ClientSwap)
	}{
		{"pays the desk, not JobEscrow", func(p *swap.LockParams, _ swap.ClientSwap) { p.Receiver = attacker; p.Beneficiary = common.Address{} }},
		{"credits someone else", func(p *swap.LockParams, _ swap.ClientSwap) { p.Beneficiary = attacker }},
		{"one wei short", func(p *swap.LockParams, _ swap.ClientSwap) { p.Amount.Sub(p.Amount, big.NewInt(1)) }},
		{"expires after Tpay minus the gap", func(p *swap.LockParams, c swap.ClientSwap) { p.Expiry = c.PayExpiry.Add(-time.Minute) }},
		{"another token", func(p *swap.LockParams, _ swap.ClientSwap) { p.Token = usdc }},
		// Confirmed at t0+5s with 57s left, under the 1m claim margin.
		{"expires inside the claim margin", func(p *swap.LockParams, _ swap.ClientSwap) { p.Expiry = t0.Add(62 * time.Second) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, false, 0)
			h.tora.Mint(attacker, toraTok, deskTORA)
			h.tora.Mint(attacker, usdc, deskTORA)
			id := h.start(tenUSDC)
			c := h.clientSwap(id)
			p := swap.LockParams{
				Receiver: escrowAddr, Beneficiary: clientAddr, Token: toraTok, Amount: new(big.Int).Set(c.ToraAmount),
				Hashlock: c.Hashlock, Expiry: t0.Add(time.Hour), Ref: c.ID,
			}
			tt.edit(&p, c)
			if _, err := h.tora.Ledger(attacker).Lock(h.ctx, p); err != nil {
				t.Fatal(err)
			}
			// Watch closely for two minutes, then until Tpay.
			for i := 0; i < 24; i++ {
				h.clock.Advance(5 * time.Second)
				h.tickClient()
				if s := h.clientSwap(id).Step; s != swap.ClientPayLocked {
					t.Fatalf("client moved to %s on a bad counter-lock", s)
				}
			}
			h.until("client refunded", 5*time.Minute, 40, false, true, h.clientAt(id, swap.ClientRefunded))
			if h.revealed(c.Secret) {
				t.Fatal("secret revealed to a bad counter-lock")
			}
			for _, call := range h.tora.Calls() {
				if call.Op == swaptest.OpClaim {
					t.Fatalf("claim sent: %+v", call)
				}
			}
			if h.pay.Balance(clientAddr, usdc).Cmp(clientUSDC) != 0 {
				t.Fatal("payment not refunded")
			}
			if got := h.clientSwap(id); got.Reason == "" {
				t.Error("no reason recorded")
			}
		})
	}
}

func TestSecretNeverReused(t *testing.T) {
	h := newHarness(t, true, 0)
	seen := map[string]bool{}
	var ids []common.Hash
	for i := 0; i < 3; i++ {
		if i == 2 {
			h.restartClient()
		}
		id := h.start(big.NewInt(int64(2_000_000 + i)))
		ids = append(ids, id)
		c := h.clientSwap(id)
		if seen[string(c.Secret)] || seen[c.Hashlock.Hex()] {
			t.Fatalf("swap %d reuses a secret", i)
		}
		seen[string(c.Secret)], seen[c.Hashlock.Hex()] = true, true
		if swap.Hashlock(c.Secret) != [32]byte(c.Hashlock) {
			t.Fatal("hashlock is not sha256(secret)")
		}
	}
	// The store refuses a record whose secret was used.
	c := h.clientSwap(ids[0])
	c.ID = common.Hash{0x99}
	st := h.cst
	if err := st.CreateClient(h.ctx, c); !errors.Is(err, swap.ErrSecretReused) {
		t.Fatalf("CreateClient with a used secret: %v", err)
	}
}

// TestDeskRejectsBadPaymentLocks: a later payment lock reusing a hashlock,
// one naming no live quote, one under min: the desk never counter-locks
// them, and the first lock with the hashlock still gets its counter-lock.
func TestDeskRejectsBadPaymentLocks(t *testing.T) {
	h := newHarness(t, false, 0)
	id := h.start(tenUSDC)
	c := h.clientSwap(id)
	payL := h.pay.Ledger(clientAddr)
	lock := func(edit func(*swap.LockParams)) common.Hash {
		p := c.PayParams
		p.Amount = new(big.Int).Set(p.Amount)
		edit(&p)
		if _, err := payL.Lock(h.ctx, p); err != nil {
			t.Fatal(err)
		}
		return payL.LockID(p)
	}
	h.clock.Advance(payNet.BlockTime) // a block later than the client's own lock
	noQuote := lock(func(p *swap.LockParams) { p.Hashlock = [32]byte{1}; p.Ref = [32]byte{2} })
	small := lock(func(p *swap.LockParams) { p.Hashlock = [32]byte{3}; p.Amount.SetInt64(10) })
	h.until("all decided", 5*time.Second, 60, true, true, func() bool {
		for _, x := range []common.Hash{noQuote, small} {
			if s, ok := h.deskSwap(x); !ok || s.Step != swap.DeskRejected {
				return false
			}
		}
		return h.clientSwap(id).Step == swap.ClientClaimed
	})
	for x, want := range map[common.Hash]string{noQuote: "no live quote", small: "under the quote's min"} {
		s, _ := h.deskSwap(x)
		if !strings.Contains(s.Reason, want) {
			t.Errorf("%x rejected for %q, want %q", x[:4], s.Reason, want)
		}
	}
	h.checkLocks(3, 1)
}

// A third party copies the client's hashlock into a valid payment lock of
// its own. The desk serves every valid payment lock, whatever its
// hashlock: each is a fair trade once the secret is out. Before, it served
// a hashlock once, so a copy mined first took the counter-lock and left
// the client to wait for its refund. Now the client's swap completes, the
// copier can only buy TORA at the quote with its own USDC, and the desk is
// paid for both.
func TestHashlockCopyIsServed(t *testing.T) {
	h := newHarness(t, false, 0)
	id := h.start(tenUSDC)
	c := h.clientSwap(id)
	copier := common.HexToAddress("0xc0b1")
	h.pay.Mint(copier, usdc, tenUSDC)
	p := c.PayParams
	p.Amount = new(big.Int).Set(tenUSDC)
	copyL := h.pay.Ledger(copier)
	if _, err := copyL.Lock(h.ctx, p); err != nil {
		t.Fatal(err)
	}
	copyID := copyL.LockID(p)
	h.until("client claimed and the copy counter-locked", 5*time.Second, 80, true, true, func() bool {
		s, ok := h.deskSwap(copyID)
		return h.clientSwap(id).Step == swap.ClientClaimed && ok && s.Step == swap.DeskCounterLocked
	})
	// The copier claims its counter-lock with the secret the client's
	// claim revealed: TORA into its own escrow, at the quote.
	ds, _ := h.deskSwap(copyID)
	secret := h.clientSwap(id).Secret
	if _, err := h.tora.Ledger(copier).Claim(h.ctx, ds.CounterLockID, secret); err != nil {
		t.Fatal(err)
	}
	h.until("desk paid for both", 5*time.Second, 80, true, true, func() bool {
		a, _ := h.deskSwap(id)
		b, _ := h.deskSwap(copyID)
		return a.Step == swap.DeskDone && b.Step == swap.DeskDone
	})
	want := h.quote.ToraFor(tenUSDC)
	for who, a := range map[string]common.Address{"client": clientAddr, "copier": copier} {
		if got := h.tora.Escrowed(a, toraTok); got.Cmp(want) != 0 {
			t.Errorf("%s's escrow %s, want %s", who, got, want)
		}
	}
	if got, want := h.pay.Balance(deskAddr, usdc), new(big.Int).Mul(tenUSDC, big.NewInt(2)); got.Cmp(want) != 0 {
		t.Errorf("desk holds %s USDC units, want %s", got, want)
	}
	h.checkLocks(2, 2)
}

func TestClientRefundCall(t *testing.T) {
	h := newHarness(t, false, 0)
	id := h.start(tenUSDC)
	if err := h.client.Refund(h.ctx, id); !errors.Is(err, swap.ErrNotExpired) {
		t.Fatalf("early refund: %v", err)
	}
	h.clock.Advance(2*time.Hour + time.Minute)
	if err := h.client.Refund(h.ctx, id); err != nil {
		t.Fatalf("refund after Tpay: %v", err)
	}
	if err := h.client.Refund(h.ctx, id); err != nil {
		t.Fatalf("refund twice: %v", err)
	}
	h.checkRestored()
	list, err := h.client.List(h.ctx)
	if err != nil || len(list) != 1 || list[0].Step != swap.ClientRefunded {
		t.Fatalf("List = %+v, %v", list, err)
	}
}

// TestRunDrivesSwaps: Run, not Tick, drives both sides; cancelling stops
// them (goleak checks nothing is left).
func TestRunDrivesSwaps(t *testing.T) {
	h := newHarness(t, false, 0)
	id := h.start(tenUSDC)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 2)
	go func() { done <- h.client.Run(ctx) }()
	go func() { done <- h.desk.Run(ctx) }()
	deadline := time.After(30 * time.Second)
	tick := time.NewTicker(time.Millisecond)
	defer tick.Stop()
	for h.clientSwap(id).Step != swap.ClientClaimed {
		select {
		case <-deadline:
			t.Fatalf("not claimed: %s", h.clientSwap(id).Step)
		case <-tick.C:
			h.clock.Advance(time.Second)
		}
	}
	cancel()
	for i := 0; i < 2; i++ {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
}
