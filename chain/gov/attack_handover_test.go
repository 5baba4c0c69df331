package gov_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
)

// A subnet owner schedules a change (a zero slash, a one-second window),
// then hands the subnet to governance: the change would take effect on a
// governance-owned subnet a week later without any vote. Refused while the
// change is pending; allowed once it is in force (then it was the owner's,
// in full view, before the hand-over).
func TestAttackPendingChangeSmuggledIntoAGovernedSubnet(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	eve := key(t, "eve")
	e := start(t, map[*ecdsa.PrivateKey]int64{eve: 10})
	r := bindings.NewSubnetRegistry()
	if err := e.direct(ctx, eve, e.ch.Addrs.Registry, r.PackCreateSubnet(chain.DefaultParams())); err != nil {
		t.Fatal(err)
	}
	const sub = 2
	bad := chain.DefaultParams()
	bad.SlashAmount = new(big.Int)
	bad.ChallengeWindow = 1
	if err := e.direct(ctx, eve, e.ch.Addrs.Registry, r.PackUpdateParams(sub, bad)); err != nil {
		t.Fatal(err)
	}
	if err := e.direct(ctx, eve, e.ch.Addrs.Registry, r.PackTransferSubnetOwnership(sub, e.ch.Addrs.Timelock)); chain.RevertName(err) != "ChangePending" {
		t.Fatalf("handed to governance with a change pending: %v", err)
	}
	e.wait(t, 7*24*time.Hour+time.Second)
	if err := e.direct(ctx, eve, e.ch.Addrs.Registry, r.PackTransferSubnetOwnership(sub, e.ch.Addrs.Timelock)); err != nil {
		t.Fatalf("hand-over once the change is in force: %v", err)
	}
}
