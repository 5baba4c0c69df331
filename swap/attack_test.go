package swap_test

import (
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/swap"
)

// TestAttackStaleQuoteShortExpiry: a client takes a quote half an hour
// after it expired (the desk keeps its quotes for a pay window after
// expiry, for locks made just in time) and hides the late lock by choosing
// a shorter expiry, so that expiry - PayWindow still falls before
// ValidUntil. It would get a free option on the stale rate; the desk
// judges the lock by its block's time and refuses it.
func TestAttackStaleQuoteShortExpiry(t *testing.T) {
	h := newHarness(t, false, 0)
	h.clock.Advance(40 * time.Minute) // the quote expired at t0+10m
	p := swap.LockParams{
		Receiver: deskAddr, Token: usdc, Amount: new(big.Int).Set(tenUSDC),
		Hashlock: swap.Hashlock(make([]byte, 32)),
		Expiry:   h.quote.ValidUntil.Add(h.quote.PayWindow), // 1h30m from now, not 2h
		Ref:      h.quote.ID,
	}
	payL := h.pay.Ledger(clientAddr)
	if _, err := payL.Lock(h.ctx, p); err != nil {
		t.Fatal(err)
	}
	id := common.Hash(payL.LockID(p))
	h.until("desk decided", 5*time.Second, 60, true, false, func() bool {
		s, ok := h.deskSwap(id)
		return ok && s.Step != swap.DeskSeen && s.Step != swap.DeskConfirmed
	})
	s, _ := h.deskSwap(id)
	if s.Step != swap.DeskRejected || !strings.Contains(s.Reason, "after the quote expired") {
		t.Fatalf("desk at %s (%s), want rejected: made after the quote expired", s.Step, s.Reason)
	}
	h.checkLocks(1, 0)
}

// TestAttackStaleQuoteGrace: a lock sent just before the quote expired and
// mined within QuoteGrace is still served.
func TestAttackStaleQuoteGrace(t *testing.T) {
	h := newHarness(t, false, 0)
	h.clock.Advance(10*time.Minute - time.Second)
	id := h.start(tenUSDC)
	h.until("claimed", 5*time.Second, 200, true, true, func() bool {
		return h.clientAt(id, swap.ClientClaimed)() && h.deskAt(id, swap.DeskDone)()
	})
	h.checkSettled(tenUSDC)
}

// TestAttackQuoteBounds: a quote that would squat a QuoteBook slot for
// years, or hold a client's payment for weeks if its desk never
// counter-locks, fails Check (and so every peer's gossip check).
func TestAttackQuoteBounds(t *testing.T) {
	b := swap.NewQuoteBook()
	for name, edit := range map[string]func(*swap.Quote){
		"valid for ten years": func(q *swap.Quote) { q.ValidUntil = t0.Add(10 * 365 * 24 * time.Hour) },
		"29-day pay window":   func(q *swap.Quote) { q.PayWindow, q.ToraWindow = 29*24*time.Hour, time.Hour },
		"just over the cap":   func(q *swap.Quote) { q.PayWindow = swap.MaxPayWindow + time.Second },
		"just over the ttl":   func(q *swap.Quote) { q.ValidUntil = t0.Add(swap.MaxQuoteTTL + time.Second) },
	} {
		q := swap.Quote{
			Desk: deskAddr, PayChainID: payNet.ChainID, PayToken: usdc, PaySymbol: "USDC", PayDecimals: 6,
			RateNum: big.NewInt(2_000_000_000_000), RateDen: big.NewInt(1), PremiumBps: 50,
			Min: big.NewInt(1_000_000), Max: big.NewInt(1_000_000_000),
			PayWindow: 2 * time.Hour, ToraWindow: time.Hour, ValidUntil: t0.Add(10 * time.Minute), Seq: 1,
		}
		edit(&q)
		q = q.Seal()
		if err := q.Check(t0); !errors.Is(err, swap.ErrBadQuote) {
			t.Errorf("%s: Check = %v, want ErrBadQuote", name, err)
		}
		if ok, why, _ := b.Add(q, t0); ok || why != "bad-quote" {
			t.Errorf("%s: book took it (%v, %q)", name, ok, why)
		}
	}
}

// TestAttackSpamLocksRefusedAtScan: an attacker floods the desk with
// payment locks of 10 base units (under the quote's 1 USDC min) or naming
// no quote, each cheap to make and to refund. The desk refuses them when it
// first sees them, so none waits for confirmations, reading both chains
// every tick (reads that would crowd out the honest swaps' claims).
func TestAttackSpamLocksRefusedAtScan(t *testing.T) {
	h := newHarness(t, false, 0)
	payL := h.pay.Ledger(clientAddr)
	var spam []common.Hash
	for i := range 40 {
		p := swap.LockParams{Receiver: deskAddr, Token: usdc, Amount: big.NewInt(10), Hashlock: [32]byte{byte(i), 1},
			Expiry: t0.Add(2 * time.Hour), Ref: h.quote.ID}
		if i%2 == 1 {
			p.Amount, p.Ref = new(big.Int).Set(tenUSDC), [32]byte{byte(i)}
		}
		if _, err := payL.Lock(h.ctx, p); err != nil {
			t.Fatal(err)
		}
		spam = append(spam, payL.LockID(p))
	}
	h.clock.Advance(payNet.BlockTime)
	h.tickDesk()
	for _, id := range spam {
		s, ok := h.deskSwap(id)
		if !ok || s.Step != swap.DeskRejected {
			t.Fatalf("spam lock %x at %s after the first scan, want rejected", id[:4], s.Step)
		}
	}
	// An honest swap still goes through.
	id := h.start(tenUSDC)
	h.until("claimed", 5*time.Second, 200, true, true, func() bool {
		return h.clientAt(id, swap.ClientClaimed)() && h.deskAt(id, swap.DeskDone)()
	})
	h.checkLocks(41, 1)
}
