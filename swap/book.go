package swap

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// MaxDesks bounds the desks a QuoteBook keeps a quote of.
const MaxDesks = 1024

// ErrNoQuote is returned by Best when no live quote fits.
var ErrNoQuote = errors.New("swap: no quote fits")

// QuoteBook keeps the latest quote of each desk, as heard on gossip. It
// is pure (no I/O, no clock of its own) and not safe for concurrent use.
type QuoteBook struct {
	quotes map[common.Address]Quote
}

// NewQuoteBook is an empty book.
func NewQuoteBook() *QuoteBook { return &QuoteBook{quotes: map[common.Address]Quote{}} }

// Add records q as its desk's latest quote. It refuses a quote that fails
// Check at now, and ignores one no newer (by Seq) than the desk's last;
// ok reports whether the book took it, why says why not.
func (b *QuoteBook) Add(q Quote, now time.Time) (ok bool, why string, err error) {
	if err := q.Check(now); err != nil {
		return false, "bad-quote", err
	}
	if last, ok := b.quotes[q.Desk]; ok && last.Seq >= q.Seq {
		return false, "old-quote", nil
	}
	if _, ok := b.quotes[q.Desk]; !ok && len(b.quotes) >= MaxDesks {
		b.prune(now)
		if len(b.quotes) >= MaxDesks {
			return false, "book-full", nil
		}
	}
	b.quotes[q.Desk] = q
	return true, "", nil
}

// prune drops expired quotes.
func (b *QuoteBook) prune(now time.Time) {
	for d, q := range b.quotes {
		if now.After(q.ValidUntil) {
			delete(b.quotes, d)
		}
	}
}

// Live lists the quotes still valid at now for payChainID's token (zero
// token: every token), the best rate first.
func (b *QuoteBook) Live(now time.Time, payChainID uint64, token common.Address) []Quote {
	var out []Quote
	for _, q := range b.quotes {
		if now.After(q.ValidUntil) || (payChainID != 0 && q.PayChainID != payChainID) || (token != (common.Address{}) && q.PayToken != token) {
			continue
		}
		out = append(out, q)
	}
	sort.Slice(out, func(i, j int) bool {
		// Compare the rates after premium: a/b against c/d as a·d vs c·b.
		ai, bi, _ := out[i].scale()
		aj, bj, _ := out[j].scale()
		c := new(big.Int).Mul(ai, bj).Cmp(new(big.Int).Mul(aj, bi))
		if c != 0 {
			return c > 0
		}
		return out[i].Desk.Cmp(out[j].Desk) < 0
	})
	return out
}

// Best is the live quote that buys the most TORA for pay token base units
// of token on payChainID, among those whose bounds admit pay and that
// stay valid for at least margin (the time to make the payment lock).
func (b *QuoteBook) Best(now time.Time, payChainID uint64, token common.Address, pay *big.Int, margin time.Duration) (Quote, error) {
	live := b.Live(now.Add(margin), payChainID, token)
	if len(live) == 0 {
		return Quote{}, fmt.Errorf("%w: no desk quotes this token on chain %d", ErrNoQuote, payChainID)
	}
	for _, q := range live {
		if pay.Cmp(q.Min) >= 0 && pay.Cmp(q.Max) <= 0 {
			return q, nil
		}
	}
	lo, hi := live[0].Min, live[0].Max
	for _, q := range live[1:] {
		if q.Min.Cmp(lo) < 0 {
			lo = q.Min
		}
		if q.Max.Cmp(hi) > 0 {
			hi = q.Max
		}
	}
	return Quote{}, fmt.Errorf("%w: %s is outside every desk's bounds (%s..%s)", ErrNoQuote, pay, lo, hi)
}
