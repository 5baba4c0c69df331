package swap

import (
	"bytes"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// ClientStep is where a client's swap stands.
type ClientStep uint8

// Client steps:
//
//	New → PayLocking → PayLocked → CounterSeen → Claiming → Claimed
//	                        └──────────┴───────────┴→ Refundable → Refunded
//	New/PayLocking → Failed (nothing locked); any → Failed on the unexpected
const (
	ClientNew         ClientStep = iota // record written, nothing sent
	ClientPayLocking                    // payment lock about to be / being sent
	ClientPayLocked                     // payment lock on chain; awaiting a counter-lock
	ClientCounterSeen                   // an acceptable counter-lock, not yet confirmed
	ClientClaiming                      // claim (revealing the secret) about to be / being sent
	ClientClaimed                       // TORA in JobEscrow: done
	ClientRefundable                    // no claim will happen; refund at or after Tpay
	ClientRefunded                      // payment returned: done
	ClientFailed                        // finished without the swap; see Reason
)

var clientStepNames = [...]string{"new", "pay-locking", "pay-locked", "counter-seen", "claiming", "claimed", "refundable", "refunded", "failed"}

func (s ClientStep) String() string {
	if int(s) < len(clientStepNames) {
		return clientStepNames[s]
	}
	return fmt.Sprintf("client-step-%d", s)
}

// Terminal reports whether nothing more will happen to a swap at s.
func (s ClientStep) Terminal() bool {
	return s == ClientClaimed || s == ClientRefunded || s == ClientFailed
}

// ClientSwap is a client's durable record of one swap: everything needed
// to resume it, and the audit trail of its transactions.
type ClientSwap struct {
	ID   common.Hash // the payment lock's id
	Step ClientStep

	Quote      Quote
	Client     common.Address // our address on both chains
	Escrow     common.Address // JobEscrow on Tensora's chain
	ToraToken  common.Address
	PayNet     Network
	ToraNet    Network
	PayAmount  *big.Int // token base units locked
	ToraAmount *big.Int // TORA wei the quote promises for it

	Secret    hexutil.Bytes // never reused; revealed only by our claim
	Hashlock  common.Hash
	PayParams LockParams
	PayExpiry time.Time
	// ClaimMargin is the least time a counter-lock must have left when we
	// claim it.
	ClaimMargin time.Duration
	// ToraScanFrom is the block on Tensora's chain from which we look for
	// the counter-lock.
	ToraScanFrom uint64

	CounterLockID common.Hash
	CounterExpiry time.Time

	// Audit trail: the transactions of every step.
	PayLockTx     common.Hash // on the payment chain
	CounterLockTx common.Hash // the desk's, on Tensora's chain
	ClaimTx       common.Hash // on Tensora's chain
	RefundTx      common.Hash // on the payment chain
	SentAt        time.Time   // when the last transaction was sent

	Reason    string // why it failed, or what it last waited on
	LastError string // the last chain error
	Created   time.Time
	Updated   time.Time
}

// ClientObs is what the client's coordinator just read from both chains.
type ClientObs struct {
	PayDown   bool // the payment chain could not be read
	PayHead   uint64
	PayHeadAt time.Time
	PayLock   Lock // Get(ID)

	ToraDown   bool // Tensora's chain could not be read
	ToraHead   uint64
	ToraHeadAt time.Time
	// Counters are the candidate counter-locks: locks to JobEscrow with our
	// hashlock (or just the chosen one, once chosen).
	Counters []Lock
}

// ClientAction is NextClient's decision: persist Next, then act. ActLock
// sends Next.PayParams on the payment chain, ActClaim claims
// Next.CounterLockID on Tensora's chain with Next.Secret, ActRefund refunds
// Next.ID on the payment chain.
type ClientAction struct {
	Kind   ActionKind
	Next   ClientSwap
	Reason string
}

// CounterTerms is what s checks a counter-lock against.
func (s ClientSwap) CounterTerms() CounterTerms {
	return CounterTerms{
		Escrow: s.Escrow, Client: s.Client, ToraToken: s.ToraToken,
		MinAmount: s.ToraAmount, Hashlock: s.Hashlock,
		PayExpiry: s.PayExpiry, PayGap: s.PayNet.Gap(), ClaimMargin: s.ClaimMargin,
	}
}

// NextClient decides a client's next step from its record, what was just
// read from the chains and the time. It never claims a counter-lock that
// fails CheckCounterLock or lacks Tensora's confirmations, so the secret
// is revealed only for an acceptable, confirmed counter-lock.
func NextClient(s ClientSwap, o ClientObs, now time.Time) ClientAction {
	n := s
	wait := func(format string, a ...any) ClientAction {
		r := fmt.Sprintf(format, a...)
		return ClientAction{Kind: ActWait, Next: n, Reason: r}
	}
	to := func(step ClientStep, kind ActionKind, format string, a ...any) ClientAction {
		n.Step = step
		r := fmt.Sprintf(format, a...)
		if kind == ActFailed || step == ClientRefundable {
			n.Reason = r
		}
		return ClientAction{Kind: kind, Next: n, Reason: r}
	}
	// tooLate: a payment lock sent now would leave the desk no workable
	// counter-lock window.
	tooLate := now.Add(s.PayNet.ConfirmWait()).Add(s.ToraNet.Gap()).After(s.PayExpiry.Add(-s.PayNet.Gap()))

	switch s.Step {
	case ClientNew:
		if o.PayDown {
			return wait("payment chain unreachable")
		}
		if o.PayLock.State != LockNone {
			return to(ClientPayLocked, ActWait, "payment lock found on chain")
		}
		if tooLate {
			return to(ClientFailed, ActFailed, "too late to lock: payment lock would expire %s", hhmmss(s.PayExpiry))
		}
		return to(ClientPayLocking, ActLock, "locking payment")

	case ClientPayLocking:
		if o.PayDown {
			return wait("payment chain unreachable")
		}
		if o.PayLock.State != LockNone {
			return to(ClientPayLocked, ActWait, "payment lock on chain")
		}
		if reached(now, s.PayExpiry) {
			return to(ClientFailed, ActFailed, "payment lock never appeared before its expiry %s", hhmmss(s.PayExpiry))
		}
		if !resendDue(s.PayLockTx, s.SentAt, now, s.PayNet) {
			return wait("payment lock tx %s not mined yet", s.PayLockTx.Hex()[:10])
		}
		if tooLate {
			if s.PayLockTx == (common.Hash{}) {
				return to(ClientFailed, ActFailed, "too late to lock: payment lock would expire %s", hhmmss(s.PayExpiry))
			}
			return wait("payment lock tx %s not mined; too late to resend", s.PayLockTx.Hex()[:10])
		}
		return ClientAction{Kind: ActLock, Next: n, Reason: "sending payment lock"}

	case ClientPayLocked, ClientCounterSeen:
		if !o.PayDown {
			switch o.PayLock.State {
			case LockRefunded:
				return to(ClientRefunded, ActDone, "payment lock refunded")
			case LockClaimed:
				return to(ClientFailed, ActFailed, "payment lock claimed before we revealed the secret")
			case LockNone:
				n.CounterLockID, n.CounterExpiry = common.Hash{}, time.Time{}
				return to(ClientPayLocking, ActWait, "payment lock gone from chain (reorg?)")
			}
			if reached(o.PayHeadAt, s.PayExpiry) {
				return to(ClientRefundable, ActRefund, "no acceptable counter-lock before the payment lock expired")
			}
		}
		if o.ToraDown {
			return wait("Tensora's chain unreachable")
		}
		terms := s.CounterTerms()
		var refusal error
		for _, c := range o.Counters {
			err := CheckCounterLock(now, c, terms)
			if err != nil {
				if refusal == nil {
					refusal = err
				}
				continue
			}
			n.CounterLockID, n.CounterExpiry, n.CounterLockTx = c.ID, c.Expiry, c.TxHash
			conf := Confirmations(o.ToraHead, c)
			if conf < s.ToraNet.Confirmations {
				if s.Step != ClientCounterSeen {
					return to(ClientCounterSeen, ActWait, "counter-lock seen, %d/%d confirmations", conf, s.ToraNet.Confirmations)
				}
				return wait("counter-lock seen, %d/%d confirmations", conf, s.ToraNet.Confirmations)
			}
			return to(ClientClaiming, ActClaim, "counter-lock confirmed; claiming")
		}
		n.CounterLockID, n.CounterExpiry, n.CounterLockTx = common.Hash{}, time.Time{}, common.Hash{}
		n.Step = ClientPayLocked
		if refusal != nil {
			n.Reason = refusal.Error()
			return wait("%s", refusal)
		}
		return wait("no counter-lock yet; refund possible at %s", hhmmss(s.PayExpiry))

	case ClientClaiming:
		if o.ToraDown {
			return wait("Tensora's chain unreachable")
		}
		c, ok := findLock(o.Counters, s.CounterLockID)
		if !ok {
			return to(ClientPayLocked, ActWait, "counter-lock gone from chain (reorg?)")
		}
		switch c.State {
		case LockClaimed:
			return to(ClientClaimed, ActDone, "claimed: %s TORA wei in JobEscrow", c.Amount)
		case LockRefunded:
			return to(ClientRefundable, ActWait, "counter-lock refunded before our claim landed")
		}
		if reached(o.ToraHeadAt, c.Expiry) {
			return to(ClientRefundable, ActWait, "counter-lock expired before our claim landed")
		}
		if !resendDue(s.ClaimTx, s.SentAt, now, s.ToraNet) {
			return wait("claim tx %s not mined yet", s.ClaimTx.Hex()[:10])
		}
		return ClientAction{Kind: ActClaim, Next: n, Reason: "sending claim"}

	case ClientRefundable:
		if o.PayDown {
			return wait("payment chain unreachable")
		}
		switch o.PayLock.State {
		case LockRefunded:
			return to(ClientRefunded, ActDone, "payment refunded")
		case LockClaimed:
			if c, ok := findLock(o.Counters, s.CounterLockID); ok && c.State == LockClaimed {
				return to(ClientClaimed, ActDone, "claimed")
			}
			if o.ToraDown {
				return wait("Tensora's chain unreachable")
			}
			return to(ClientFailed, ActFailed, "desk claimed the payment; our claim of the counter-lock did not land")
		case LockNone:
			return wait("payment lock not found")
		}
		if !reached(o.PayHeadAt, s.PayExpiry) {
			return wait("refund possible at %s", hhmmss(s.PayExpiry))
		}
		if !resendDue(s.RefundTx, s.SentAt, now, s.PayNet) {
			return wait("refund tx %s not mined yet", s.RefundTx.Hex()[:10])
		}
		return ClientAction{Kind: ActRefund, Next: n, Reason: "sending refund"}

	case ClientClaimed, ClientRefunded:
		return ClientAction{Kind: ActDone, Next: n}
	case ClientFailed:
		return ClientAction{Kind: ActFailed, Next: n, Reason: s.Reason}
	}
	return to(ClientFailed, ActFailed, "unknown step %d", s.Step)
}

func findLock(ls []Lock, id common.Hash) (Lock, bool) {
	for _, l := range ls {
		if bytes.Equal(l.ID[:], id[:]) && l.State != LockNone {
			return l, true
		}
	}
	return Lock{}, false
}
