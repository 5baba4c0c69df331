package node

import (
	"context"
	"log/slog"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/staking"
	"github.com/tensora/tensora/types/tora"
)

// Every peer's gossip check of a quote, against Tensora's chain: a desk
// registered with Staking is heard; a key with no stake is rejected (it
// could offer rates it never honours, at no cost), as is a quote for
// another Tensora chain (ignored) and an older quote of a desk (ignored).
func TestQuoteCheckOnChain(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	admin, _ := crypto.GenerateKey()
	desk, _ := crypto.GenerateKey()
	gas := tora.Whole(100)
	ch, err := devchain.Start(ctx, backend.EmbeddedConfig{Alloc: devchain.Alloc(gas, admin, desk), BlockInterval: 100 * time.Millisecond},
		devchain.Config{Admin: admin, Operators: []devchain.Operator{{Key: desk, Role: staking.Validator, Stake: tora.Whole(200)}}})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	var wg sync.WaitGroup
	gctx, stop := context.WithCancel(ctx)
	defer func() { stop(); wg.Wait() }()
	settlement := &Settlement{Client: ch.Client(), Contracts: ch.Addrs, ChainID: backend.DevChainID}
	now := time.Now()
	clock := func() time.Time { return now }
	s := newSwaps(&core{cfg: Config{Now: clock, Settlement: settlement}, log: slog.Default(), chainRd: newChainGuard(gctx, &wg, settlement, clock)})

	staked := crypto.PubkeyToAddress(desk.PublicKey)
	unstaked := common.HexToAddress("0xbad1")
	cases := []struct {
		name  string
		quote func() any
		desk  common.Address
		chain uint64
		at    time.Time
		want  pubsub.ValidationResult
		why   string
	}{
		{name: "staked desk", desk: staked, chain: backend.DevChainID, at: now, want: pubsub.ValidationAccept},
		{name: "the same desk's older quote", desk: staked, chain: backend.DevChainID, at: now.Add(-time.Second), want: pubsub.ValidationIgnore, why: "old-quote"},
		{name: "no stake", desk: unstaked, chain: backend.DevChainID, at: now, want: pubsub.ValidationReject, why: reasonNoStake},
		{name: "another Tensora chain", desk: staked, chain: 9, at: now.Add(time.Second), want: pubsub.ValidationIgnore, why: reasonQuoteChain},
	}
	for _, c := range cases {
		q := attackQuote(c.desk, c.at, 2*time.Minute, 2*time.Hour)
		q.ToraChainId = c.chain
		got, why := s.checkQuote(ctx, nil, q)
		if got != c.want || why != c.why {
			t.Errorf("%s: %v %q, want %v %q", c.name, got, why, c.want, c.why)
		}
	}
	live := s.book.Live(now, 10, common.Address{})
	if len(live) != 1 || live[0].Desk != staked {
		t.Fatalf("book holds %v, want the staked desk's quote only", live)
	}
	if live[0].RateNum.Cmp(big.NewInt(2_000_000_000_000)) != 0 {
		t.Fatalf("rate %s", live[0].RateNum)
	}
}
