package swap

import (
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// CounterExpiry is the timing rule: a counter-lock made at now against a
// payment lock expiring at payExpiry expires at
// min(now + ToraWindow, payExpiry - pay.Gap()), in whole seconds.
func CounterExpiry(now, payExpiry time.Time, q Quote, pay Network) time.Time {
	e := now.Add(q.ToraWindow)
	if lim := payExpiry.Add(-pay.Gap()); lim.Before(e) {
		e = lim
	}
	return unixSec(e)
}

// PlanWindows gives the client's payment lock expiry and the counter-lock
// expiry the desk will choose, assuming the desk counter-locks as soon as
// the payment lock has its confirmations. It fails when the counter-lock
// would leave less than Tensora's gap (tora.Gap()): too little time to see
// it confirmed and claim it.
func PlanWindows(now time.Time, q Quote, pay, tora Network) (payExpiry, toraExpiry time.Time, err error) {
	if q.ToraWindow <= 0 || q.PayWindow <= 0 {
		return time.Time{}, time.Time{}, fmt.Errorf("%w: windows must be positive", ErrWindows)
	}
	payExpiry = unixSec(now.Add(q.PayWindow))
	lockAt := now.Add(pay.ConfirmWait())
	toraExpiry = CounterExpiry(lockAt, payExpiry, q, pay)
	if left := toraExpiry.Sub(lockAt); left < tora.Gap() {
		return payExpiry, toraExpiry, fmt.Errorf("%w: the counter-lock would have %s left once made, under Tensora's %s gap (pay window %s, %s gap on %s)",
			ErrWindows, left.Round(time.Second), tora.Gap(), q.PayWindow, pay.Gap(), pay.Name)
	}
	return payExpiry, toraExpiry, nil
}

// QuoteGrace is how long after a quote's ValidUntil a payment lock naming
// it may still be mined and served: the time a payment lock sent just
// before the quote expired may take to land ((confirmations+3) × block
// time, at least 30 s).
func QuoteGrace(pay Network) time.Duration { return pay.resendAfter() }

// PaymentTerms is what a desk checks a payment lock against.
type PaymentTerms struct {
	Desk common.Address // the desk's own address
	// Quote is the live quote of the desk's that the lock's ref names; nil
	// when it names none.
	Quote     *Quote
	Pay, Tora Network
}

// CheckPaymentLock is the desk's check of a confirmed payment lock before
// it counter-locks. It returns the TORA the lock buys and the counter-lock's
// expiry, or an error wrapping ErrBadPaymentLock that names what is wrong.
func CheckPaymentLock(now time.Time, l Lock, t PaymentTerms) (tora *big.Int, toraExpiry time.Time, err error) {
	bad := func(format string, a ...any) (*big.Int, time.Time, error) {
		return nil, time.Time{}, fmt.Errorf("%w: "+format, append([]any{ErrBadPaymentLock}, a...)...)
	}
	q := t.Quote
	if l.State != LockLocked {
		return bad("lock is %s, not locked", l.State)
	}
	if err := CheckPaymentTerms(l, q, t.Desk, t.Pay.ChainID); err != nil {
		return nil, time.Time{}, err
	}
	switch {
	case l.Expiry.Add(-q.PayWindow).After(q.ValidUntil):
		return bad("expiry %s means it was made after the quote expired at %s", hhmmss(l.Expiry), hhmmss(q.ValidUntil))
	case l.At.IsZero():
		return bad("the time of the lock's block is not known")
	case l.At.After(q.ValidUntil.Add(QuoteGrace(t.Pay))):
		// The expiry is the client's choice: a shorter one would pass the
		// check above for a lock made long after the quote expired (a free
		// option on a stale rate). The lock's block time cannot be chosen.
		return bad("made at %s, after the quote expired at %s (%s grace)", hhmmss(l.At), hhmmss(q.ValidUntil), QuoteGrace(t.Pay))
	}
	tora = q.ToraFor(l.Amount)
	if tora.Sign() <= 0 {
		return bad("amount %s buys no TORA", l.Amount)
	}
	toraExpiry = CounterExpiry(now, l.Expiry, *q, t.Pay)
	if left := toraExpiry.Sub(now); left < t.Tora.Gap() {
		return bad("too little time left: a counter-lock now would expire at %s, %s away, under Tensora's %s gap (payment lock expires %s)",
			hhmmss(toraExpiry), left.Round(time.Second), t.Tora.Gap(), hhmmss(l.Expiry))
	}
	return tora, toraExpiry, nil
}

// CheckPaymentTerms is the part of CheckPaymentLock that depends only on
// the lock and the quote its ref names (q, nil if none): a desk applies it
// as soon as it sees a lock, so that a lock failing it (spam under a
// quote's min, say) costs it no further reads.
func CheckPaymentTerms(l Lock, q *Quote, desk common.Address, payChainID uint64) error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrBadPaymentLock}, a...)...)
	}
	switch {
	case l.Receiver != desk:
		return bad("receiver %s is not this desk %s", l.Receiver, desk)
	case l.Beneficiary != (common.Address{}):
		return bad("beneficiary %s set on a payment lock", l.Beneficiary)
	case q == nil:
		return bad("ref %x names no live quote of this desk", l.Ref[:4])
	case q.Desk != desk:
		return bad("quote %x is desk %s's, not ours", q.ID[:4], q.Desk)
	case q.PayChainID != payChainID:
		return bad("quote %x is for chain %d, lock is on chain %d", q.ID[:4], q.PayChainID, payChainID)
	case l.Token != q.PayToken:
		return bad("token %s is not the quote's %s (%s)", l.Token, q.PaySymbol, q.PayToken)
	case l.Amount == nil || q.Min == nil || l.Amount.Cmp(q.Min) < 0:
		return bad("amount %s under the quote's min %s", l.Amount, q.Min)
	case q.Max == nil || l.Amount.Cmp(q.Max) > 0:
		return bad("amount %s over the quote's max %s", l.Amount, q.Max)
	case l.Hashlock == [32]byte{}:
		return bad("empty hashlock")
	}
	return nil
}

// CounterTerms is what a client checks a counter-lock against.
type CounterTerms struct {
	Escrow    common.Address // JobEscrow on Tensora's chain
	Client    common.Address // the client's own address: the beneficiary
	ToraToken common.Address
	MinAmount *big.Int // the TORA the quote promised for the payment
	Hashlock  [32]byte
	PayExpiry time.Time
	PayGap    time.Duration // the payment network's Gap
	// ClaimMargin is the least time the counter-lock must still have when
	// the client claims it.
	ClaimMargin time.Duration
}

// CheckCounterLock is the client's check of a counter-lock before it
// reveals the secret by claiming it. The error wraps ErrBadCounterLock and
// names what is wrong.
func CheckCounterLock(now time.Time, l Lock, t CounterTerms) error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrBadCounterLock}, a...)...)
	}
	latest := t.PayExpiry.Add(-t.PayGap)
	switch {
	case l.State != LockLocked:
		return bad("counter-lock is %s, not locked", l.State)
	case l.Hashlock != t.Hashlock:
		return bad("counter-lock hashlock %x is not ours %x", l.Hashlock[:4], t.Hashlock[:4])
	case l.Receiver != t.Escrow:
		return bad("counter-lock receiver %s is not JobEscrow %s", l.Receiver, t.Escrow)
	case l.Beneficiary != t.Client:
		return bad("counter-lock beneficiary %s is not us %s", l.Beneficiary, t.Client)
	case l.Token != t.ToraToken:
		return bad("counter-lock token %s is not TORA %s", l.Token, t.ToraToken)
	case l.Amount == nil || t.MinAmount == nil || l.Amount.Cmp(t.MinAmount) < 0:
		return bad("counter-lock amount %s under the %s expected", l.Amount, t.MinAmount)
	case l.Expiry.After(latest):
		return bad("counter-lock expires %s, after the payment lock's expiry minus the %s gap (%s)",
			hhmmss(l.Expiry), t.PayGap, hhmmss(latest))
	case l.Expiry.Sub(now) < t.ClaimMargin:
		return bad("counter-lock expires %s, %s away, under the %s claim margin",
			hhmmss(l.Expiry), l.Expiry.Sub(now).Round(time.Second), t.ClaimMargin)
	}
	return nil
}

// latest is the latest of the times given: a coordinator's now is the
// later of its own clock and the chains' latest block times, since the
// contracts judge expiries by block time, which may run ahead (a
// conservative now claims no later and refunds no earlier than the chain
// allows: an early refund is refused in simulation and retried).
func latest(t time.Time, others ...time.Time) time.Time {
	for _, o := range others {
		if o.After(t) {
			t = o
		}
	}
	return t
}
