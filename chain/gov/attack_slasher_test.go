package gov_test

import (
	"context"
	"crypto/ecdsa"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/gov"
)

func hasRole(t *testing.T, ctx context.Context, e *env, role [32]byte, who common.Address) bool {
	t.Helper()
	s := bindings.NewStaking()
	out, err := chain.Call(ctx, e.ch.Client(), e.ch.Addrs.Staking, s.PackHasRole(role, who))
	if err != nil {
		t.Fatal(err)
	}
	ok, err := s.UnpackHasRole(out)
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

// A vote that passes (a captured governance, or the stake of operators
// voting their delegators' TORA) grants an account Staking's SLASHER_ROLE
// to take every vault's TORA outside the challenge process. Governance
// held Staking's DEFAULT_ADMIN_ROLE, so it could; it now holds only
// PARAMS_ROLE (unbonding period, minimum stakes) and the grant fails. The
// proposal reads as the grantRole it is.
func TestAttackGovernanceGrantsItselfASlasher(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	eve := key(t, "eve")
	e := start(t, map[*ecdsa.PrivateKey]int64{eve: 1_000_000})
	if _, err := e.g.Delegate(ctx, eve, addrOf(eve)); err != nil {
		t.Fatal(err)
	}
	e.wait(t, 2*time.Second)
	slasher := crypto.Keccak256Hash([]byte("SLASHER_ROLE"))
	params := crypto.Keccak256Hash([]byte("PARAMS_ROLE"))
	tl := e.ch.Addrs.Timelock
	if hasRole(t, ctx, e, [32]byte{}, tl) || !hasRole(t, ctx, e, params, tl) {
		t.Fatal("the timelock should hold Staking's PARAMS_ROLE and not its admin role")
	}
	// Governance still sets what it governs in Staking (Build simulates as the timelock).
	if _, err := e.g.Build(ctx, []gov.Spec{{Param: "unbonding-period", Value: "6d"}, {Param: "min-validator-self-stake", Value: "10"}}); err != nil {
		t.Fatalf("governed Staking parameters: %v", err)
	}
	d := gov.Draft{Targets: []common.Address{e.ch.Addrs.Staking}, Calldatas: [][]byte{bindings.NewStaking().PackGrantRole(slasher, addrOf(eve))}}
	id := e.passRaw(t, ctx, eve, d, "housekeeping")
	p, err := e.g.Proposal(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Changes) != 1 || !strings.Contains(p.Changes[0].String(), "Staking.grantRole(role=SLASHER_ROLE") || !strings.Contains(p.Changes[0].String(), "NOT a governed parameter setter") {
		t.Fatalf("the proposal reads %q", p.Changes)
	}
	if _, err := e.g.Execute(ctx, eve, id); err == nil {
		t.Fatal("governance granted SLASHER_ROLE")
	}
	if hasRole(t, ctx, e, slasher, addrOf(eve)) {
		t.Fatal("eve is a slasher")
	}
}
