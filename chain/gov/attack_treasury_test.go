package gov_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/gov"
	"github.com/tensora/tensora/types/tora"
)

// Proposals that pay out the treasury read as what they do: a TORA
// transfer names its receiver and amount, ether sent with a call says so,
// and neither passes for a parameter change (before, both read as "call
// 0x… on 0x…: not a governed parameter setter", and the ether not at all).
func TestAttackTreasuryPayoutReadsAsSuch(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	eve := key(t, "eve")
	e := start(t, map[*ecdsa.PrivateKey]int64{eve: 1_000_000})
	if _, err := e.g.Delegate(ctx, eve, addrOf(eve)); err != nil {
		t.Fatal(err)
	}
	e.wait(t, 2*time.Second)
	sample, err := e.g.Build(ctx, []gov.Spec{{Param: "sample-rate", Subnet: 1, Value: "20%"}})
	if err != nil {
		t.Fatal(err)
	}
	// The harmless-looking change first, the payout after, with trailing
	// bytes on the transfer (the EVM ignores them).
	d := gov.Draft{
		Targets:   []common.Address{sample.Targets[0], e.ch.Addrs.Token},
		Calldatas: [][]byte{sample.Calldatas[0], append(bindings.NewTORA().PackTransfer(addrOf(eve), tora.Whole(12345)), 0xde, 0xad)},
	}
	id, _, err := e.g.Propose(ctx, eve, d, "Raise subnet 1's sample rate to 20%")
	if err != nil {
		t.Fatal(err)
	}
	p, err := e.g.Proposal(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	// A long prefix of its id finds it (an exact-id lookup alone missed it).
	if q, err := e.g.FindProposal(ctx, id.String()[:30]); err != nil || q.ID.Cmp(id) != 0 {
		t.Fatalf("a 30-digit prefix: %v", err)
	}
	if len(p.Changes) != 2 || p.Changes[0].String() != "subnet 1 sample-rate: 10% → 20%" {
		t.Fatalf("changes %q", p.Changes)
	}
	got := p.Changes[1].String()
	if !strings.Contains(got, "TORA.transfer(to="+addrOf(eve).Hex()+", value=12345000000000000000000)") || !strings.Contains(got, "NOT a governed") {
		t.Fatalf("the payout reads %q", got)
	}
	// Ether from the treasury: the governor takes values; the change says so.
	values := []*big.Int{big.NewInt(7)}
	gv := bindings.NewToraGovernor()
	if err := e.direct(ctx, eve, e.ch.Addrs.Governor, gv.PackPropose([]common.Address{addrOf(eve)}, values, [][]byte{nil}, "tip")); err != nil {
		t.Fatal(err)
	}
	ps, err := e.g.List(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got := ps[0].Changes[0].String(); !strings.Contains(got, "sending 7 wei of ETH from the treasury") {
		t.Fatalf("an ether payout reads %q", got)
	}
}
