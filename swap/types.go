package swap

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Sentinel errors callers branch on.
var (
	// ErrBadQuote is returned for a quote that fails Quote.Check.
	ErrBadQuote = errors.New("swap: bad quote")
	// ErrWindows is returned when a quote's windows leave too little time
	// for one side under the timing rule.
	ErrWindows = errors.New("swap: windows too short")
	// ErrBadPaymentLock is returned by CheckPaymentLock.
	ErrBadPaymentLock = errors.New("swap: payment lock refused")
	// ErrBadCounterLock is returned by CheckCounterLock.
	ErrBadCounterLock = errors.New("swap: counter-lock refused")
	// ErrNotFound is returned for an unknown swap id.
	ErrNotFound = errors.New("swap: not found")
	// ErrSecretReused is returned when a secret was used by an earlier swap.
	ErrSecretReused = errors.New("swap: secret already used")
	// ErrNotExpired is returned by a refund asked for before the lock's
	// expiry.
	ErrNotExpired = errors.New("swap: lock not expired")
	// ErrFinished is returned by a refund asked for on a finished swap.
	ErrFinished = errors.New("swap: swap finished")
)

// MaxPremiumBps is the largest premium a quote may take: 10%.
const MaxPremiumBps = 1000

// MaxPayWindow bounds a quote's pay window: a desk that never
// counter-locks holds a client's payment this long at most.
const MaxPayWindow = 24 * time.Hour

// MaxQuoteTTL bounds how far past now a quote may stand (ValidUntil): a
// quote admitted to a QuoteBook leaves it within this time.
const MaxQuoteTTL = time.Hour

const bps = 10_000

// Network is one chain's timing, as configured on each side.
type Network struct {
	Name          string
	ChainID       uint64
	Confirmations uint64        // blocks a lock must have before it is acted on
	BlockTime     time.Duration // average block interval
	ReorgMargin   time.Duration // extra time against slow or reorged blocks
	RevealMargin  time.Duration // time for a claim carrying the secret to land
}

// ConfirmWait is how long a lock on this chain takes to reach its
// confirmations.
func (n Network) ConfirmWait() time.Duration {
	return time.Duration(n.Confirmations) * n.BlockTime
}

// Gap is the time this chain needs between a secret being revealed on the
// other chain at the latest and this chain's lock expiring: confirmations ×
// block time + reorg margin + reveal margin.
func (n Network) Gap() time.Duration {
	return n.ConfirmWait() + n.ReorgMargin + n.RevealMargin
}

// resendAfter is how long a sent transaction may stay unseen before it is
// sent again (idempotent: lock ids are deterministic, claims and refunds of
// a settled lock revert).
func (n Network) resendAfter() time.Duration {
	d := time.Duration(n.Confirmations+3) * n.BlockTime
	if d < 30*time.Second {
		d = 30 * time.Second
	}
	return d
}

// Token is an ERC-20 token on a payment network.
type Token struct {
	Symbol   string
	Address  common.Address
	Decimals uint8
}

// Quote is a desk's offer: TORA for a payment token on a payment chain.
// ID is Digest() of the other fields (set it with Seal).
type Quote struct {
	ID          [32]byte
	Desk        common.Address
	PayChainID  uint64
	PayToken    common.Address
	PaySymbol   string
	PayDecimals uint8
	// RateNum/RateDen is TORA wei per token base unit, before premium.
	RateNum, RateDen *big.Int
	PremiumBps       uint32
	// Min and Max bound the payment, in token base units.
	Min, Max   *big.Int
	PayWindow  time.Duration // the payment lock's lifetime
	ToraWindow time.Duration // the counter-lock's lifetime at most
	ValidUntil time.Time
	Seq        uint64
}

// Digest is keccak256 over the quote's canonical fields (everything but
// ID), under a domain tag.
func (q Quote) Digest() [32]byte {
	var b []byte
	b = append(b, "tensora/swap/quote/1"...)
	b = append(b, q.Desk.Bytes()...)
	b = binary.BigEndian.AppendUint64(b, q.PayChainID)
	b = append(b, q.PayToken.Bytes()...)
	b = binary.BigEndian.AppendUint32(b, uint32(len(q.PaySymbol)))
	b = append(b, q.PaySymbol...)
	b = append(b, q.PayDecimals)
	for _, x := range []*big.Int{q.RateNum, q.RateDen, q.Min, q.Max} {
		b = appendBig(b, x)
	}
	b = binary.BigEndian.AppendUint32(b, q.PremiumBps)
	b = binary.BigEndian.AppendUint64(b, uint64(q.PayWindow))
	b = binary.BigEndian.AppendUint64(b, uint64(q.ToraWindow))
	b = binary.BigEndian.AppendUint64(b, uint64(q.ValidUntil.Unix()))
	b = binary.BigEndian.AppendUint64(b, q.Seq)
	return crypto.Keccak256Hash(b)
}

// appendBig encodes x unambiguously: a sign byte (2 for nil), a length, the
// magnitude.
func appendBig(b []byte, x *big.Int) []byte {
	if x == nil {
		return append(b, 2)
	}
	sign := byte(0)
	if x.Sign() < 0 {
		sign = 1
	}
	m := x.Bytes()
	b = append(b, sign)
	b = binary.BigEndian.AppendUint32(b, uint32(len(m)))
	return append(b, m...)
}

// Seal returns q with ID set to its Digest.
func (q Quote) Seal() Quote {
	q.ID = q.Digest()
	return q
}

// Check reports whether the quote is well formed and still valid at now.
func (q Quote) Check(now time.Time) error {
	switch {
	case q.ID != q.Digest():
		return fmt.Errorf("%w: id %x does not match its fields", ErrBadQuote, q.ID[:4])
	case q.Desk == (common.Address{}):
		return fmt.Errorf("%w: no desk", ErrBadQuote)
	case q.RateNum == nil || q.RateDen == nil || q.RateNum.Sign() <= 0 || q.RateDen.Sign() <= 0:
		return fmt.Errorf("%w: rate must be positive", ErrBadQuote)
	case q.PremiumBps > MaxPremiumBps:
		return fmt.Errorf("%w: premium %d bps over the %d bps cap", ErrBadQuote, q.PremiumBps, MaxPremiumBps)
	case q.Min == nil || q.Max == nil || q.Min.Sign() <= 0:
		return fmt.Errorf("%w: min must be positive", ErrBadQuote)
	case q.Min.Cmp(q.Max) > 0:
		return fmt.Errorf("%w: min %s above max %s", ErrBadQuote, q.Min, q.Max)
	case q.ToraWindow <= 0 || q.PayWindow <= 0:
		return fmt.Errorf("%w: windows must be positive", ErrBadQuote)
	case q.PayWindow > MaxPayWindow:
		return fmt.Errorf("%w: pay window %s over the %s cap", ErrBadQuote, q.PayWindow, MaxPayWindow)
	case q.ToraWindow >= q.PayWindow:
		return fmt.Errorf("%w: tora window %s not shorter than pay window %s", ErrBadQuote, q.ToraWindow, q.PayWindow)
	case q.ToraFor(q.Min).Sign() <= 0:
		return fmt.Errorf("%w: min %s buys no TORA", ErrBadQuote, q.Min)
	case now.After(q.ValidUntil):
		return fmt.Errorf("%w: expired at %s", ErrBadQuote, hhmmss(q.ValidUntil))
	case q.ValidUntil.After(now.Add(MaxQuoteTTL)):
		return fmt.Errorf("%w: valid until %s, over %s from now", ErrBadQuote, q.ValidUntil.UTC().Format(time.RFC3339), MaxQuoteTTL)
	}
	return nil
}

// scale returns A and B such that ToraFor(x) = floor(x·A/B): the rate with
// the premium taken. ok is false for a quote whose rate or premium is
// unusable.
func (q Quote) scale() (a, b *big.Int, ok bool) {
	if q.RateNum == nil || q.RateDen == nil || q.RateNum.Sign() <= 0 || q.RateDen.Sign() <= 0 || q.PremiumBps >= bps {
		return nil, nil, false
	}
	a = new(big.Int).Mul(q.RateNum, big.NewInt(int64(bps-q.PremiumBps)))
	b = new(big.Int).Mul(q.RateDen, big.NewInt(bps))
	return a, b, true
}

// ToraFor is the TORA wei a payment of pay token base units buys, premium
// taken, rounded down (in the desk's favour, so the client never expects
// more than the desk computes). An unusable quote or a negative pay gives 0.
func (q Quote) ToraFor(pay *big.Int) *big.Int {
	a, b, ok := q.scale()
	if !ok || pay == nil || pay.Sign() <= 0 {
		return new(big.Int)
	}
	x := new(big.Int).Mul(pay, a)
	return x.Quo(x, b)
}

// PayFor is the smallest payment, in token base units, that buys at least
// tora TORA wei: rounded up, so ToraFor(PayFor(x)) >= x. An unusable quote
// or a negative amount gives 0.
func (q Quote) PayFor(tora *big.Int) *big.Int {
	a, b, ok := q.scale()
	if !ok || tora == nil || tora.Sign() <= 0 {
		return new(big.Int)
	}
	x := new(big.Int).Mul(tora, b)
	x.Add(x, a)
	x.Sub(x, big.NewInt(1))
	return x.Quo(x, a)
}

// hhmmss formats a deadline for error messages.
func hhmmss(t time.Time) string { return t.UTC().Format("15:04:05") }

// unixSec drops sub-second precision: contracts keep expiries in seconds.
func unixSec(t time.Time) time.Time { return time.Unix(t.Unix(), 0).UTC() }
