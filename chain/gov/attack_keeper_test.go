package gov_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"

	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/gov"
)

// countingClient counts read-only calls.
type countingClient struct {
	backend.Client
	calls atomic.Int64
}

func (c *countingClient) CallContract(ctx context.Context, m ethereum.CallMsg, b *big.Int) ([]byte, error) {
	c.calls.Add(1)
	return c.Client.CallContract(ctx, m, b)
}

// Anyone at the threshold may make any number of proposals (votes are not
// locked by proposing). A keeper (every validator runs one, every two
// seconds) called the governor for each of them on every step for as long
// as they were voted on; now it spends nothing on them then, one call each
// once the vote has ended, then nothing.
func TestAttackProposalSpamCostsKeepersNothing(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	eve, keeperKey := key(t, "eve"), key(t, "keeper")
	e := start(t, map[*ecdsa.PrivateKey]int64{eve: 100, keeperKey: 1})
	if _, err := e.g.Delegate(ctx, eve, addrOf(eve)); err != nil {
		t.Fatal(err)
	}
	e.wait(t, 2*time.Second)
	d, err := e.g.Build(ctx, []gov.Spec{{Param: "sample-rate", Subnet: 1, Value: "20%"}})
	if err != nil {
		t.Fatal(err)
	}
	const n = 12
	for i := 0; i < n; i++ {
		if _, _, err := e.g.Propose(ctx, eve, d, "spam "+string(rune('a'+i))); err != nil {
			t.Fatal(err)
		}
	}
	cc := &countingClient{Client: e.ch.Client()}
	k := &gov.Keeper{Gov: gov.New(cc, e.ch.Addrs), Key: keeperKey, Log: discard()}
	for i := 0; i < 3; i++ {
		if _, err := k.Step(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if c := cc.calls.Load(); c != 0 {
		t.Fatalf("%d calls for proposals still being voted on", c)
	}
	e.wait(t, testGovernance.VotingPeriod+2*time.Second)
	if _, err := k.Step(ctx); err != nil {
		t.Fatal(err)
	}
	if c := cc.calls.Load(); c != n {
		t.Fatalf("%d calls after the vote, want one per proposal (%d)", c, n)
	}
	if _, err := k.Step(ctx); err != nil {
		t.Fatal(err)
	}
	if c := cc.calls.Load(); c != n {
		t.Fatalf("defeated proposals still cost calls: %d", c)
	}
}
