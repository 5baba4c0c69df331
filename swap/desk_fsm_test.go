package swap

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// baseDesk is a desk's record of baseClient's payment lock (10 USDC,
// expiring 14:00:00, in block 990), seen at t0+1m.
func baseDesk(step DeskStep) (DeskSwap, Lock) {
	c := baseClient(ClientPayLocked)
	l := baseClientObs(c, t0).PayLock
	s := NewDeskSwap(l, deskAddr, escrow, toraTok, payNet, toraNet, t0.Add(time.Minute))
	s.Step = step
	if step >= DeskCounterLocking && step != DeskRejected {
		q := testQuote()
		s.Quote, s.ToraAmount = q, q.ToraFor(l.Amount)
		s.CounterParams = LockParams{Receiver: escrow, Beneficiary: clientAdr, Token: toraTok, Amount: s.ToraAmount,
			Hashlock: s.Hashlock, Expiry: t0.Add(61 * time.Minute), Ref: s.ID}
		s.CounterLockID = LockID(deskAddr, s.CounterParams)
		s.CounterExpiry = s.CounterParams.Expiry
	}
	return s, l
}

func baseDeskObs(s DeskSwap, l Lock, now time.Time) DeskObs {
	q := testQuote()
	o := DeskObs{PayHead: 1000, PayHeadAt: now, PayLock: l, ToraHead: 5000, ToraHeadAt: now, Quote: &q}
	if s.CounterLockID != (common.Hash{}) {
		p := s.CounterParams
		o.CounterLock = Lock{ID: s.CounterLockID, Sender: deskAddr, Receiver: p.Receiver, Beneficiary: p.Beneficiary,
			Token: p.Token, Amount: p.Amount, Hashlock: p.Hashlock, Expiry: p.Expiry, Ref: p.Ref, State: LockLocked, Block: 4990}
	}
	return o
}

func TestNextDesk(t *testing.T) {
	type setup func(s *DeskSwap, o *DeskObs, now *time.Time)
	none := func(*DeskSwap, *DeskObs, *time.Time) {}
	at := func(d time.Duration) setup {
		return func(_ *DeskSwap, o *DeskObs, now *time.Time) {
			*now = t0.Add(d)
			o.PayHeadAt, o.ToraHeadAt = *now, *now
		}
	}
	both := func(fs ...setup) setup {
		return func(s *DeskSwap, o *DeskObs, now *time.Time) {
			for _, f := range fs {
				f(s, o, now)
			}
		}
	}
	confs := func(n uint64) setup {
		return func(_ *DeskSwap, o *DeskObs, _ *time.Time) { o.PayLock.Block = o.PayHead + 1 - n }
	}
	lock := func(edit func(*Lock)) setup {
		return func(_ *DeskSwap, o *DeskObs, _ *time.Time) { edit(&o.PayLock) }
	}
	revealed := func(s *DeskSwap, o *DeskObs, _ *time.Time) {
		o.CounterLock.State = LockClaimed
		o.Secret, o.SecretTx = testSecret, common.Hash{0x5e}
	}
	noCounter := func(_ *DeskSwap, o *DeskObs, _ *time.Time) { o.CounterLock = Lock{} }
	sentAgo := func(field func(*DeskSwap) *common.Hash, ago time.Duration) setup {
		return func(s *DeskSwap, _ *DeskObs, now *time.Time) {
			*field(s) = common.Hash{0x7}
			s.SentAt = now.Add(-ago)
		}
	}

	tests := []struct {
		name   string
		step   DeskStep
		setup  setup
		kind   ActionKind
		next   DeskStep
		reason string
		check  func(t *testing.T, n DeskSwap)
	}{
		// Seen / Confirmed
		{name: "seen: 1 of 3 confirmations: wait", step: DeskSeen, setup: confs(1), kind: ActWait, next: DeskSeen, reason: "1/3"},
		{name: "seen: 3 of 3: confirmed", step: DeskSeen, setup: confs(3), kind: ActWait, next: DeskConfirmed},
		{name: "seen: payment chain down", step: DeskSeen, setup: func(_ *DeskSwap, o *DeskObs, _ *time.Time) { o.PayDown = true },
			kind: ActWait, next: DeskSeen, reason: "unreachable"},
		{name: "seen: already refunded", step: DeskSeen, setup: lock(func(l *Lock) { l.State = LockRefunded }), kind: ActFailed, next: DeskRejected},
		{name: "confirmed: good lock: counter-lock", step: DeskConfirmed, setup: at(time.Minute), kind: ActLock, next: DeskCounterLocking,
			check: func(t *testing.T, n DeskSwap) {
				p := n.CounterParams
				if p.Receiver != escrow || p.Beneficiary != clientAdr || p.Token != toraTok || p.Amount.String() != "19900000000000000000" ||
					p.Hashlock != [32]byte(n.Hashlock) || p.Ref != [32]byte(n.ID) || hhmmss(p.Expiry) != "13:01:00" {
					t.Errorf("counter params %+v", p)
				}
				if n.CounterLockID != LockID(deskAddr, p) || !n.CounterExpiry.Equal(p.Expiry) {
					t.Error("counter-lock id or expiry not recorded")
				}
			}},
		{name: "confirmed: the gap binds the counter-lock's expiry", step: DeskConfirmed, setup: at(90 * time.Minute), kind: ActLock, next: DeskCounterLocking,
			check: func(t *testing.T, n DeskSwap) {
				if hhmmss(n.CounterExpiry) != "13:56:24" {
					t.Errorf("counter expiry %s, want Tpay-gap 13:56:24", hhmmss(n.CounterExpiry))
				}
			}},
		{name: "confirmed: confirmations dropped (reorg): back to seen", step: DeskConfirmed, setup: confs(2), kind: ActWait, next: DeskSeen},
		{name: "confirmed: Tensora down: wait, not reject", step: DeskConfirmed, setup: func(_ *DeskSwap, o *DeskObs, _ *time.Time) { o.ToraDown = true },
			kind: ActWait, next: DeskConfirmed, reason: "unreachable"},
		{name: "confirmed: ref is not a live quote: reject", step: DeskConfirmed, setup: func(_ *DeskSwap, o *DeskObs, _ *time.Time) { o.Quote = nil },
			kind: ActFailed, next: DeskRejected, reason: "no live quote"},
		{name: "confirmed: under min: reject", step: DeskConfirmed, setup: lock(func(l *Lock) { l.Amount = big.NewInt(5) }),
			kind: ActFailed, next: DeskRejected, reason: "under the quote's min"},
		{name: "confirmed: over max: reject", step: DeskConfirmed, setup: lock(func(l *Lock) { l.Amount = big10("5000000000") }),
			kind: ActFailed, next: DeskRejected, reason: "over the quote's max"},
		{name: "confirmed: wrong token: reject", step: DeskConfirmed, setup: lock(func(l *Lock) { l.Token = otherAddr }),
			kind: ActFailed, next: DeskRejected, reason: "is not the quote's"},
		{name: "confirmed: too little time left: reject", step: DeskConfirmed, setup: at(2*time.Hour - 4*time.Minute),
			kind: ActFailed, next: DeskRejected, reason: "too little time left"},
		// CounterLocking
		{name: "counter-locking: persisted, never sent (crash): send", step: DeskCounterLocking, setup: both(at(2*time.Minute), noCounter),
			kind: ActLock, next: DeskCounterLocking},
		{name: "counter-locking: sent 4s ago: wait", step: DeskCounterLocking, kind: ActWait, next: DeskCounterLocking, reason: "not mined",
			setup: both(at(2*time.Minute), noCounter, sentAgo(func(s *DeskSwap) *common.Hash { return &s.CounterLockTx }, 4*time.Second))},
		{name: "counter-locking: on chain", step: DeskCounterLocking, setup: at(2 * time.Minute), kind: ActWait, next: DeskCounterLocked},
		{name: "counter-locking: never sent and too late: abandon", step: DeskCounterLocking, setup: both(at(60*time.Minute), noCounter),
			kind: ActFailed, next: DeskAbandoned, reason: "too late"},
		// CounterLocked
		{name: "counter-locked: awaiting the claim", step: DeskCounterLocked, setup: at(10 * time.Minute), kind: ActWait, next: DeskCounterLocked, reason: "awaiting"},
		{name: "counter-locked: secret revealed", step: DeskCounterLocked, setup: both(at(10*time.Minute), revealed), kind: ActWait, next: DeskSecretSeen,
			check: func(t *testing.T, n DeskSwap) {
				if string(n.Secret) != string(testSecret) || n.SecretTx != (common.Hash{0x5e}) {
					t.Error("secret not recorded")
				}
			}},
		{name: "counter-locked: a secret that does not match is ignored", step: DeskCounterLocked, kind: ActWait, next: DeskCounterLocked,
			setup: both(at(10*time.Minute), func(_ *DeskSwap, o *DeskObs, _ *time.Time) { o.Secret = []byte("nope") })},
		{name: "counter-locked: expired unclaimed: refund", step: DeskCounterLocked, setup: at(61 * time.Minute), kind: ActRefund, next: DeskRefunding},
		{name: "counter-locked: secret seen after our Ttora, before Tpay", step: DeskCounterLocked, setup: both(at(90*time.Minute), revealed),
			kind: ActWait, next: DeskSecretSeen},
		// SecretSeen / Claiming
		{name: "secret-seen: claim the payment, after our own Ttora", step: DeskSecretSeen, setup: at(90 * time.Minute), kind: ActClaim, next: DeskClaiming},
		{name: "secret-seen: payment lock expired first", step: DeskSecretSeen, setup: at(2 * time.Hour), kind: ActFailed, next: DeskFailed, reason: "expired"},
		{name: "claiming: persisted, never sent (crash): claim", step: DeskClaiming, setup: at(10 * time.Minute), kind: ActClaim, next: DeskClaiming},
		{name: "claiming: sent 10s ago: wait", step: DeskClaiming, kind: ActWait, next: DeskClaiming, reason: "not mined",
			setup: both(at(10*time.Minute), sentAgo(func(s *DeskSwap) *common.Hash { return &s.ClaimTx }, 10*time.Second))},
		{name: "claiming: claimed", step: DeskClaiming, setup: lock(func(l *Lock) { l.State = LockClaimed }), kind: ActDone, next: DeskDone},
		{name: "claiming: the client refunded first", step: DeskClaiming, setup: lock(func(l *Lock) { l.State = LockRefunded }), kind: ActFailed, next: DeskFailed},
		// Refunding
		{name: "refunding: never sent (crash): refund", step: DeskRefunding, setup: at(62 * time.Minute), kind: ActRefund, next: DeskRefunding},
		{name: "refunding: refunded", step: DeskRefunding, kind: ActDone, next: DeskRefunded,
			setup: both(at(62*time.Minute), func(_ *DeskSwap, o *DeskObs, _ *time.Time) { o.CounterLock.State = LockRefunded })},
		// Terminal
		{name: "done", step: DeskDone, setup: none, kind: ActDone, next: DeskDone},
		{name: "rejected stays rejected", step: DeskRejected, setup: none, kind: ActFailed, next: DeskRejected},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, l := baseDesk(tt.step)
			now := t0.Add(2 * time.Minute)
			o := baseDeskObs(s, l, now)
			tt.setup(&s, &o, &now)
			a := NextDesk(s, o, now)
			if a.Kind != tt.kind || a.Next.Step != tt.next {
				t.Fatalf("got %s → %s (%s), want %s → %s", a.Kind, a.Next.Step, a.Reason, tt.kind, tt.next)
			}
			if !strings.Contains(a.Reason, tt.reason) {
				t.Fatalf("reason %q lacks %q", a.Reason, tt.reason)
			}
			if a.Next.Step == DeskRejected && a.Next.CounterLockID != (common.Hash{}) {
				t.Fatal("rejected swap has a counter-lock")
			}
			if tt.check != nil {
				tt.check(t, a.Next)
			}
		})
	}
}

func TestDeskStepNames(t *testing.T) {
	seen := map[string]bool{}
	for s := DeskSeen; s <= DeskFailed; s++ {
		n := s.String()
		if seen[n] || strings.HasPrefix(n, "desk-step") {
			t.Errorf("step %d named %q", s, n)
		}
		seen[n] = true
	}
}
