package swap

import (
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// DeskStep is where a desk's swap stands.
type DeskStep uint8

// Desk steps:
//
//	Seen → Confirmed → CounterLocking → CounterLocked → SecretSeen → Claiming → Done
//	                                          └→ Refunding → Refunded
//	Seen/Confirmed → Rejected (bad payment lock: never counter-locked)
//	CounterLocking → Abandoned (the counter-lock never landed)
//	SecretSeen/Claiming → Failed (the payment lock expired or was refunded first)
const (
	DeskSeen           DeskStep = iota // a payment lock to us, awaiting confirmations
	DeskConfirmed                      // confirmed; to be checked
	DeskCounterLocking                 // counter-lock about to be / being sent
	DeskCounterLocked                  // counter-lock on chain; awaiting the client's claim
	DeskSecretSeen                     // the client claimed: secret known
	DeskClaiming                       // payment claim about to be / being sent
	DeskDone                           // payment claimed: done
	DeskRefunding                      // counter-lock expired unclaimed; refund being sent
	DeskRefunded                       // TORA back: done
	DeskRejected                       // payment lock refused; see Reason
	DeskAbandoned                      // counter-lock never landed; nothing locked
	DeskFailed                         // the payment could not be claimed; see Reason
)

var deskStepNames = [...]string{"seen", "confirmed", "counter-locking", "counter-locked", "secret-seen", "claiming", "done", "refunding", "refunded", "rejected", "abandoned", "failed"}

func (s DeskStep) String() string {
	if int(s) < len(deskStepNames) {
		return deskStepNames[s]
	}
	return fmt.Sprintf("desk-step-%d", s)
}

// Terminal reports whether nothing more will happen to a swap at s.
func (s DeskStep) Terminal() bool {
	switch s {
	case DeskDone, DeskRefunded, DeskRejected, DeskAbandoned, DeskFailed:
		return true
	}
	return false
}

// DeskSwap is a desk's durable record of one swap, keyed by the payment
// lock's id.
type DeskSwap struct {
	ID   common.Hash // the payment lock's id
	Step DeskStep

	Desk      common.Address // our address on both chains
	Escrow    common.Address
	ToraToken common.Address
	PayNet    Network
	ToraNet   Network

	PayLock    Lock // as first seen
	Hashlock   common.Hash
	Client     common.Address // the payment lock's sender: the beneficiary
	PayAmount  *big.Int
	PayExpiry  time.Time
	Quote      Quote // the quote the payment named, once checked
	ToraAmount *big.Int

	CounterParams LockParams
	CounterLockID common.Hash
	CounterExpiry time.Time
	Secret        hexutil.Bytes

	// Audit trail.
	CounterLockTx common.Hash // on Tensora's chain
	SecretTx      common.Hash // the client's claim on Tensora's chain
	ClaimTx       common.Hash // on the payment chain
	RefundTx      common.Hash // on Tensora's chain
	SentAt        time.Time

	Reason    string
	LastError string
	Created   time.Time
	Updated   time.Time
}

// NewDeskSwap is the record of a payment lock l to desk, first seen at now.
func NewDeskSwap(l Lock, desk, escrow, toraToken common.Address, pay, tora Network, now time.Time) DeskSwap {
	return DeskSwap{
		ID: l.ID, Step: DeskSeen, Desk: desk, Escrow: escrow, ToraToken: toraToken,
		PayNet: pay, ToraNet: tora, PayLock: l, Hashlock: l.Hashlock, Client: l.Sender,
		PayAmount: l.Amount, PayExpiry: l.Expiry, Created: now, Updated: now,
	}
}

// DeskObs is what the desk's coordinator just read.
type DeskObs struct {
	PayDown   bool
	PayHead   uint64
	PayHeadAt time.Time
	PayLock   Lock // Get(ID)

	ToraDown    bool
	ToraHead    uint64
	ToraHeadAt  time.Time
	CounterLock Lock   // Get(CounterLockID), once chosen
	Secret      []byte // revealed by the counter-lock's claim; nil if not seen
	SecretTx    common.Hash

	// Quote is the desk's live quote named by the payment lock's ref, nil
	// if none (read only before counter-locking).
	Quote *Quote
}

// DeskAction is NextDesk's decision: persist Next, then act. ActLock sends
// Next.CounterParams on Tensora's chain, ActClaim claims Next.ID on the
// payment chain with Next.Secret, ActRefund refunds Next.CounterLockID on
// Tensora's chain.
type DeskAction struct {
	Kind   ActionKind
	Next   DeskSwap
	Reason string
}

// NextDesk decides a desk's next step. It counter-locks only a payment lock
// with the payment chain's confirmations that passes CheckPaymentLock,
// claims the payment as soon as the secret is seen (even past its own
// counter-lock's expiry, while the payment lock has not expired), and
// refunds its counter-lock once it expired unclaimed.
func NextDesk(s DeskSwap, o DeskObs, now time.Time) DeskAction {
	n := s
	wait := func(format string, a ...any) DeskAction {
		return DeskAction{Kind: ActWait, Next: n, Reason: fmt.Sprintf(format, a...)}
	}
	to := func(step DeskStep, kind ActionKind, format string, a ...any) DeskAction {
		n.Step = step
		r := fmt.Sprintf(format, a...)
		if kind == ActFailed {
			n.Reason = r
		}
		return DeskAction{Kind: kind, Next: n, Reason: r}
	}
	secretOK := len(o.Secret) > 0 && Hashlock(o.Secret) == [32]byte(s.Hashlock)

	switch s.Step {
	case DeskSeen, DeskConfirmed:
		if o.PayDown {
			return wait("payment chain unreachable")
		}
		switch o.PayLock.State {
		case LockNone:
			if reached(now, s.PayExpiry) {
				return to(DeskRejected, ActFailed, "payment lock gone from chain")
			}
			n.Step = DeskSeen
			return wait("payment lock not on chain (reorg?)")
		case LockClaimed, LockRefunded:
			return to(DeskRejected, ActFailed, "payment lock already %s", o.PayLock.State)
		}
		conf := Confirmations(o.PayHead, o.PayLock)
		if conf < s.PayNet.Confirmations {
			n.Step = DeskSeen
			return wait("payment lock %d/%d confirmations", conf, s.PayNet.Confirmations)
		}
		if o.PayLock.At.IsZero() {
			n.Step = DeskSeen
			return wait("payment lock's block time not known yet")
		}
		if s.Step == DeskSeen {
			return to(DeskConfirmed, ActWait, "payment lock confirmed")
		}
		if o.ToraDown {
			return wait("Tensora's chain unreachable")
		}
		tora, exp, err := CheckPaymentLock(now, o.PayLock, PaymentTerms{
			Desk: s.Desk, Quote: o.Quote, Pay: s.PayNet, Tora: s.ToraNet,
		})
		if err != nil {
			return to(DeskRejected, ActFailed, "%s", err)
		}
		n.Quote = *o.Quote
		n.ToraAmount = tora
		n.CounterParams = LockParams{
			Receiver: s.Escrow, Beneficiary: o.PayLock.Sender, Token: s.ToraToken,
			Amount: tora, Hashlock: s.Hashlock, Expiry: exp, Ref: s.ID,
		}
		n.CounterLockID = LockID(s.Desk, n.CounterParams)
		n.CounterExpiry = exp
		return to(DeskCounterLocking, ActLock, "counter-locking %s TORA wei until %s", tora, hhmmss(exp))

	case DeskCounterLocking:
		if o.ToraDown {
			return wait("Tensora's chain unreachable")
		}
		if o.CounterLock.State != LockNone {
			return to(DeskCounterLocked, ActWait, "counter-lock on chain")
		}
		if reached(o.ToraHeadAt, s.CounterExpiry) {
			return to(DeskAbandoned, ActFailed, "counter-lock never landed before its expiry %s", hhmmss(s.CounterExpiry))
		}
		if !resendDue(s.CounterLockTx, s.SentAt, now, s.ToraNet) {
			return wait("counter-lock tx %s not mined yet", s.CounterLockTx.Hex()[:10])
		}
		if s.CounterExpiry.Sub(now) < s.ToraNet.Gap() {
			if s.CounterLockTx == (common.Hash{}) {
				return to(DeskAbandoned, ActFailed, "too late to counter-lock: it would expire %s", hhmmss(s.CounterExpiry))
			}
			return wait("counter-lock tx %s not mined; too late to resend", s.CounterLockTx.Hex()[:10])
		}
		return DeskAction{Kind: ActLock, Next: n, Reason: "sending counter-lock"}

	case DeskCounterLocked, DeskRefunding:
		if secretOK {
			n.Secret = append([]byte(nil), o.Secret...)
			n.SecretTx = o.SecretTx
			return to(DeskSecretSeen, ActWait, "secret revealed by the client's claim")
		}
		if o.ToraDown {
			return wait("Tensora's chain unreachable")
		}
		switch o.CounterLock.State {
		case LockRefunded:
			return to(DeskRefunded, ActDone, "counter-lock refunded")
		case LockClaimed:
			return wait("counter-lock claimed; reading the secret")
		case LockNone:
			return to(DeskCounterLocking, ActWait, "counter-lock gone from chain (reorg?)")
		}
		if !reached(o.ToraHeadAt, s.CounterExpiry) {
			return wait("awaiting the client's claim until %s", hhmmss(s.CounterExpiry))
		}
		if s.Step == DeskCounterLocked {
			return to(DeskRefunding, ActRefund, "counter-lock expired unclaimed; refunding")
		}
		if !resendDue(s.RefundTx, s.SentAt, now, s.ToraNet) {
			return wait("refund tx %s not mined yet", s.RefundTx.Hex()[:10])
		}
		return DeskAction{Kind: ActRefund, Next: n, Reason: "sending refund"}

	case DeskSecretSeen, DeskClaiming:
		if o.PayDown {
			return wait("payment chain unreachable")
		}
		switch o.PayLock.State {
		case LockClaimed:
			return to(DeskDone, ActDone, "payment claimed")
		case LockRefunded:
			return to(DeskFailed, ActFailed, "payment lock refunded before our claim")
		case LockNone:
			return wait("payment lock not found")
		}
		if reached(o.PayHeadAt, s.PayExpiry) {
			return to(DeskFailed, ActFailed, "payment lock expired %s before our claim", hhmmss(s.PayExpiry))
		}
		if s.Step == DeskSecretSeen {
			return to(DeskClaiming, ActClaim, "claiming the payment")
		}
		if !resendDue(s.ClaimTx, s.SentAt, now, s.PayNet) {
			return wait("claim tx %s not mined yet", s.ClaimTx.Hex()[:10])
		}
		return DeskAction{Kind: ActClaim, Next: n, Reason: "sending claim"}

	case DeskDone, DeskRefunded:
		return DeskAction{Kind: ActDone, Next: n}
	case DeskRejected, DeskAbandoned, DeskFailed:
		return DeskAction{Kind: ActFailed, Next: n, Reason: s.Reason}
	}
	return to(DeskFailed, ActFailed, "unknown step %d", s.Step)
}
