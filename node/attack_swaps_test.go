package node

import (
	"context"
	"log/slog"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/swap"
	"github.com/tensora/tensora/types"
)

// attackQuote is a signed-form quote of desk's standing validFor from now.
func attackQuote(desk common.Address, now time.Time, validFor, payWindow time.Duration) *types.SwapQuote {
	q := swap.Quote{
		Desk: desk, PayChainID: 10, PayToken: common.HexToAddress("0x05dc"), PaySymbol: "USDC", PayDecimals: 6,
		RateNum: big.NewInt(2_000_000_000_000), RateDen: big.NewInt(1), PremiumBps: 50,
		Min: big.NewInt(1_000_000), Max: big.NewInt(1_000_000_000),
		PayWindow: payWindow, ToraWindow: time.Hour, ValidUntil: now.Add(validFor), Seq: uint64(now.UnixMilli()),
	}.Seal()
	return q.Wire(77, now)
}

// TestAttackQuoteBookSquatting: while the stake of a quote's desk cannot be
// read (a relay without a settlement chain, or an RPC outage), an attacker
// with MaxDesks keys gossips one quote each, standing for ten years. Before
// quotes had a bounded lifetime they filled every such peer's book for
// good, and an honest desk's quote was refused as "book-full" a month
// later. Now such quotes are rejected, and those within MaxQuoteTTL leave
// the book when they expire.
func TestAttackQuoteBookSquatting(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 12, 5, 12, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	var wg sync.WaitGroup
	s := newSwaps(&core{cfg: Config{Now: clock}, log: slog.Default(), chainRd: newChainGuard(ctx, &wg, nil, clock)})
	squatted := 0
	for i := range swap.MaxDesks {
		desk := common.BigToAddress(big.NewInt(int64(0xbad000 + i)))
		if r, _ := s.checkQuote(ctx, nil, attackQuote(desk, now, 10*365*24*time.Hour, 2*time.Hour)); r == pubsub.ValidationAccept {
			squatted++
		}
	}
	if squatted != 0 {
		t.Errorf("%d ten-year quotes admitted", squatted)
	}
	// The most an attacker can do: quotes standing MaxQuoteTTL.
	for i := range swap.MaxDesks {
		desk := common.BigToAddress(big.NewInt(int64(0xbad000 + i)))
		if r, why := s.checkQuote(ctx, nil, attackQuote(desk, now, swap.MaxQuoteTTL, 2*time.Hour)); r != pubsub.ValidationAccept {
			t.Fatalf("quote within the ttl refused: %s", why)
		}
	}
	now = now.Add(swap.MaxQuoteTTL + time.Second)
	honest := common.HexToAddress("0xd001")
	if r, why := s.checkQuote(ctx, nil, attackQuote(honest, now, 2*time.Minute, 2*time.Hour)); r != pubsub.ValidationAccept {
		t.Fatalf("honest desk's quote refused after the spam expired: %s", why)
	}
	// A quote that would hold a client's payment for 29 days.
	if r, _ := s.checkQuote(ctx, nil, attackQuote(honest, now.Add(time.Second), 2*time.Minute, 29*24*time.Hour)); r != pubsub.ValidationReject {
		t.Errorf("29-day pay window: %v, want reject", r)
	}
}
