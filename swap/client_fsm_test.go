package swap

import (
	"bytes"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

var testSecret = bytes.Repeat([]byte{0x42}, 32)

// baseClient is a swap started at t0 for 10 USDC, payment lock expiring
// 14:00:00.
func baseClient(step ClientStep) ClientSwap {
	q := testQuote()
	h := Hashlock(testSecret)
	p := LockParams{Receiver: deskAddr, Token: usdc, Amount: big10("10000000"), Hashlock: h, Expiry: t0.Add(2 * time.Hour), Ref: q.ID}
	return ClientSwap{
		ID: LockID(clientAdr, p), Step: step, Quote: q, Client: clientAdr, Escrow: escrow, ToraToken: toraTok,
		PayNet: payNet, ToraNet: toraNet, PayAmount: p.Amount, ToraAmount: q.ToraFor(p.Amount),
		Secret: testSecret, Hashlock: h, PayParams: p, PayExpiry: p.Expiry, ClaimMargin: time.Minute,
		ToraScanFrom: 4000, Created: t0, Updated: t0,
	}
}

// goodCounter is an acceptable counter-lock for baseClient in Tensora block
// 5000, expiring 13:01:00.
func goodCounter(s ClientSwap) Lock {
	return Lock{
		ID: [32]byte{0xcc}, Sender: deskAddr, Receiver: escrow, Beneficiary: clientAdr, Token: toraTok,
		Amount: new(big.Int).Set(s.ToraAmount), Hashlock: s.Hashlock, Expiry: t0.Add(61 * time.Minute),
		Ref: s.ID, State: LockLocked, Block: 5000,
	}
}

// baseObs: both chains up at now, the payment lock in block 990 with 11
// confirmations, no counter-lock, Tensora at block 5000.
func baseClientObs(s ClientSwap, now time.Time) ClientObs {
	return ClientObs{
		PayHead: 1000, PayHeadAt: now,
		PayLock: Lock{ID: s.ID, Sender: clientAdr, Receiver: deskAddr, Token: usdc, Amount: s.PayAmount,
			Hashlock: s.Hashlock, Expiry: s.PayExpiry, Ref: s.Quote.ID, State: LockLocked, Block: 990, At: t0},
		ToraHead: 5000, ToraHeadAt: now,
	}
}

func TestNextClient(t *testing.T) {
	type setup func(s *ClientSwap, o *ClientObs, now *time.Time)
	none := func(s *ClientSwap, o *ClientObs, now *time.Time) {}
	noLock := func(s *ClientSwap, o *ClientObs, now *time.Time) { o.PayLock = Lock{ID: s.ID} }
	counter := func(confs uint64, edit func(*Lock)) setup {
		return func(s *ClientSwap, o *ClientObs, now *time.Time) {
			c := goodCounter(*s)
			c.Block = o.ToraHead + 1 - confs
			if edit != nil {
				edit(&c)
			}
			o.Counters = append(o.Counters, c)
		}
	}
	chosen := func(state LockState) setup {
		return func(s *ClientSwap, o *ClientObs, now *time.Time) {
			c := goodCounter(*s)
			c.State = state
			s.CounterLockID, s.CounterExpiry = c.ID, c.Expiry
			o.Counters = []Lock{c}
		}
	}
	both := func(fs ...setup) setup {
		return func(s *ClientSwap, o *ClientObs, now *time.Time) {
			for _, f := range fs {
				f(s, o, now)
			}
		}
	}
	at := func(d time.Duration) setup {
		return func(s *ClientSwap, o *ClientObs, now *time.Time) {
			*now = t0.Add(d)
			o.PayHeadAt, o.ToraHeadAt = *now, *now
		}
	}
	sent := func(tx *common.Hash, ago time.Duration) setup {
		return func(s *ClientSwap, o *ClientObs, now *time.Time) {
			*tx = common.Hash{0x7}
			s.SentAt = now.Add(-ago)
		}
	}
	tests := []struct {
		name     string
		step     ClientStep
		setup    setup
		kind     ActionKind
		next     ClientStep
		reason   string
		postSwap func(t *testing.T, n ClientSwap)
	}{
		// New
		{name: "new: payment chain down, wait", step: ClientNew,
			setup: func(s *ClientSwap, o *ClientObs, _ *time.Time) { o.PayDown = true }, kind: ActWait, next: ClientNew, reason: "unreachable"},
		{name: "new: lock the payment", step: ClientNew, setup: noLock, kind: ActLock, next: ClientPayLocking},
		{name: "new: lock already on chain (crash after send): no second lock", step: ClientNew, setup: none, kind: ActWait, next: ClientPayLocked},
		{name: "new: too late to lock", step: ClientNew, setup: both(noLock, at(2*time.Hour-5*time.Minute)), kind: ActFailed, next: ClientFailed, reason: "too late"},
		// PayLocking
		{name: "pay-locking: persisted, never sent (crash): send", step: ClientPayLocking, setup: both(at(time.Minute), noLock), kind: ActLock, next: ClientPayLocking},
		{name: "pay-locking: sent 10s ago, not mined: wait", step: ClientPayLocking, kind: ActWait, next: ClientPayLocking, reason: "not mined yet",
			setup: func(s *ClientSwap, o *ClientObs, now *time.Time) {
				*now = t0.Add(time.Minute)
				noLock(s, o, now)
				sent(&s.PayLockTx, 10*time.Second)(s, o, now)
			}},
		{name: "pay-locking: sent 2m ago, lost: resend", step: ClientPayLocking, kind: ActLock, next: ClientPayLocking,
			setup: func(s *ClientSwap, o *ClientObs, now *time.Time) {
				*now = t0.Add(3 * time.Minute)
				noLock(s, o, now)
				sent(&s.PayLockTx, 2*time.Minute)(s, o, now)
			}},
		{name: "pay-locking: lock mined", step: ClientPayLocking, setup: none, kind: ActWait, next: ClientPayLocked},
		{name: "pay-locking: never appeared by its expiry", step: ClientPayLocking, setup: both(noLock, at(2*time.Hour)), kind: ActFailed, next: ClientFailed, reason: "never appeared"},
		// PayLocked
		{name: "pay-locked: no counter-lock yet", step: ClientPayLocked, setup: none, kind: ActWait, next: ClientPayLocked, reason: "no counter-lock yet"},
		{name: "pay-locked: Tensora down", step: ClientPayLocked, setup: func(_ *ClientSwap, o *ClientObs, _ *time.Time) { o.ToraDown = true },
			kind: ActWait, next: ClientPayLocked, reason: "unreachable"},
		{name: "pay-locked: good counter-lock, 1 of 2 confirmations: wait", step: ClientPayLocked, setup: counter(1, nil),
			kind: ActWait, next: ClientCounterSeen, reason: "1/2 confirmations"},
		{name: "counter-seen: 2 of 2 confirmations: claim", step: ClientCounterSeen, setup: counter(2, nil), kind: ActClaim, next: ClientClaiming,
			postSwap: func(t *testing.T, n ClientSwap) {
				if n.CounterLockID != (common.Hash{0xcc}) || hhmmss(n.CounterExpiry) != "13:01:00" {
					t.Errorf("counter-lock not recorded: %x %s", n.CounterLockID, n.CounterExpiry)
				}
			}},
		{name: "counter-seen: 4 confirmations configured, 2 seen: wait", step: ClientCounterSeen, kind: ActWait, next: ClientCounterSeen, reason: "2/4",
			setup: both(counter(2, nil), func(s *ClientSwap, _ *ClientObs, _ *time.Time) { s.ToraNet.Confirmations = 4 })},
		{name: "pay-locked: counter-lock to the wrong receiver: never claim", step: ClientPayLocked, kind: ActWait, next: ClientPayLocked, reason: "is not JobEscrow",
			setup: counter(5, func(l *Lock) { l.Receiver = otherAddr })},
		{name: "pay-locked: counter-lock for the wrong beneficiary: never claim", step: ClientPayLocked, kind: ActWait, next: ClientPayLocked, reason: "beneficiary",
			setup: counter(5, func(l *Lock) { l.Beneficiary = otherAddr })},
		{name: "pay-locked: counter-lock short of the amount: never claim", step: ClientPayLocked, kind: ActWait, next: ClientPayLocked, reason: "under the",
			setup: counter(5, func(l *Lock) { l.Amount.Sub(l.Amount, big.NewInt(1)) })},
		{name: "pay-locked: counter-lock with another hashlock: never claim", step: ClientPayLocked, kind: ActWait, next: ClientPayLocked, reason: "hashlock",
			setup: counter(5, func(l *Lock) { l.Hashlock = [32]byte{9} })},
		{name: "pay-locked: counter-lock expiring after Tpay-gap: never claim", step: ClientPayLocked, kind: ActWait, next: ClientPayLocked, reason: "after the payment lock's expiry minus",
			setup: counter(5, func(l *Lock) { l.Expiry = t0.Add(119 * time.Minute) })},
		{name: "counter-seen: confirmed too close to its expiry: never claim", step: ClientCounterSeen, kind: ActWait, next: ClientPayLocked, reason: "claim margin",
			setup: both(at(61*time.Minute-30*time.Second), counter(5, nil))},
		{name: "pay-locked: a bad and a good counter-lock: claim the good one", step: ClientPayLocked, kind: ActClaim, next: ClientClaiming,
			setup: both(counter(5, func(l *Lock) { l.Receiver = otherAddr; l.ID = [32]byte{0xdd} }), counter(5, nil)),
			postSwap: func(t *testing.T, n ClientSwap) {
				if n.CounterLockID != (common.Hash{0xcc}) {
					t.Errorf("claimed %x", n.CounterLockID)
				}
			}},
		{name: "pay-locked: bad counter-lock until Tpay: refund", step: ClientPayLocked, kind: ActRefund, next: ClientRefundable,
			setup: both(at(2*time.Hour), counter(5, func(l *Lock) { l.Receiver = otherAddr }))},
		{name: "pay-locked: no counter-lock by Tpay: refund", step: ClientPayLocked, setup: at(2 * time.Hour), kind: ActRefund, next: ClientRefundable},
		{name: "pay-locked: refunded already (crash after refund)", step: ClientPayLocked, kind: ActDone, next: ClientRefunded,
			setup: func(_ *ClientSwap, o *ClientObs, _ *time.Time) { o.PayLock.State = LockRefunded }},
		{name: "pay-locked: claimed without our reveal", step: ClientPayLocked, kind: ActFailed, next: ClientFailed, reason: "before we revealed",
			setup: func(_ *ClientSwap, o *ClientObs, _ *time.Time) { o.PayLock.State = LockClaimed }},
		// Claiming
		{name: "claiming: persisted, never sent (crash): claim", step: ClientClaiming, setup: chosen(LockLocked), kind: ActClaim, next: ClientClaiming},
		{name: "claiming: claim sent 4s ago: wait", step: ClientClaiming, kind: ActWait, next: ClientClaiming, reason: "not mined",
			setup: both(chosen(LockLocked), func(s *ClientSwap, o *ClientObs, now *time.Time) { sent(&s.ClaimTx, 4*time.Second)(s, o, now) })},
		{name: "claiming: claimed", step: ClientClaiming, setup: chosen(LockClaimed), kind: ActDone, next: ClientClaimed},
		{name: "claiming: counter-lock expired first", step: ClientClaiming, setup: both(at(61*time.Minute), chosen(LockLocked)),
			kind: ActWait, next: ClientRefundable, reason: "expired before our claim"},
		{name: "claiming: counter-lock gone (reorg)", step: ClientClaiming, kind: ActWait, next: ClientPayLocked,
			setup: func(s *ClientSwap, _ *ClientObs, _ *time.Time) { s.CounterLockID = common.Hash{0xcc} }},
		// Refundable
		{name: "refundable: before Tpay: wait", step: ClientRefundable, setup: at(time.Hour), kind: ActWait, next: ClientRefundable, reason: "refund possible at 14:00:00"},
		{name: "refundable: at Tpay: refund", step: ClientRefundable, setup: at(2 * time.Hour), kind: ActRefund, next: ClientRefundable},
		{name: "refundable: refund sent 5s ago: wait", step: ClientRefundable, kind: ActWait, next: ClientRefundable, reason: "not mined",
			setup: both(at(2*time.Hour+5*time.Second), func(s *ClientSwap, o *ClientObs, now *time.Time) { sent(&s.RefundTx, 5*time.Second)(s, o, now) })},
		{name: "refundable: refunded", step: ClientRefundable, kind: ActDone, next: ClientRefunded,
			setup: func(_ *ClientSwap, o *ClientObs, _ *time.Time) { o.PayLock.State = LockRefunded }},
		// Terminal
		{name: "claimed is done", step: ClientClaimed, setup: none, kind: ActDone, next: ClientClaimed},
		{name: "failed stays failed", step: ClientFailed, setup: none, kind: ActFailed, next: ClientFailed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := baseClient(tt.step)
			now := t0.Add(2 * time.Minute)
			o := baseClientObs(s, now)
			tt.setup(&s, &o, &now)
			a := NextClient(s, o, now)
			if a.Kind != tt.kind || a.Next.Step != tt.next {
				t.Fatalf("got %s → %s (%s), want %s → %s", a.Kind, a.Next.Step, a.Reason, tt.kind, tt.next)
			}
			if !strings.Contains(a.Reason, tt.reason) {
				t.Fatalf("reason %q lacks %q", a.Reason, tt.reason)
			}
			if a.Kind != ActClaim && a.Next.Step == ClientClaiming && tt.step != ClientClaiming {
				t.Fatal("moved to claiming without claiming")
			}
			if tt.postSwap != nil {
				tt.postSwap(t, a.Next)
			}
		})
	}
}

func TestClientStepNames(t *testing.T) {
	seen := map[string]bool{}
	for s := ClientNew; s <= ClientFailed; s++ {
		n := s.String()
		if seen[n] || strings.HasPrefix(n, "client-step") {
			t.Errorf("step %d named %q", s, n)
		}
		seen[n] = true
	}
}
