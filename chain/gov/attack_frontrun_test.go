package gov_test

import (
	"context"
	"crypto/ecdsa"
	"strings"
	"testing"
	"time"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/gov"
)

// Front-running a proposal: eve copies alice's propose transaction from
// the mempool and sends it first, to become the proposer of alice's
// proposal (same id) and cancel it while it is pending. Gov.Propose ends
// every description with "#proposer=<alice>", so the governor refuses
// the copy from anyone but alice.
func TestAttackFrontRunProposalToCancelIt(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	alice, eve := key(t, "alice"), key(t, "eve")
	e := start(t, map[*ecdsa.PrivateKey]int64{alice: 1_000_000, eve: 1_000})
	for _, k := range []*ecdsa.PrivateKey{alice, eve} {
		if _, err := e.g.Delegate(ctx, k, addrOf(k)); err != nil {
			t.Fatal(err)
		}
	}
	e.wait(t, 2*time.Second)
	d, err := e.g.Build(ctx, []gov.Spec{{Param: "sample-rate", Subnet: 1, Value: "20%"}})
	if err != nil {
		t.Fatal(err)
	}
	id, _, err := e.g.Propose(ctx, alice, d, "twenty percent")
	if err != nil {
		t.Fatal(err)
	}
	p, err := e.g.Proposal(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(p.Description, "#proposer="+addrOf(alice).Hex()) {
		t.Fatalf("description %q", p.Description)
	}
	gv := bindings.NewToraGovernor()
	copyTx := gv.PackPropose(p.Targets, p.Values, p.Calldatas, p.Description)
	if err := e.direct(ctx, eve, e.ch.Addrs.Governor, copyTx); chain.RevertName(err) != "GovernorRestrictedProposer" {
		t.Fatalf("eve sent alice's proposal: %v", err)
	}
}
