package gov_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
)

// No account other than the governor may put anything in the treasury's
// timelock, and no account administers it: the deployer (admin) can
// neither schedule a call nor grant itself a role, and the governor's
// relay (arbitrary calls as the governor) is the governor's own.
//
// ACCEPTED (documented in docs/contracts.md, "admin is trusted"): until a
// network hands over, the deployer keeps its own roles outside governance
// (TORA's mint, Staking's and JobEscrow's admin roles), so it can still
// change Staking's parameters without a vote; a production deployment
// renounces them after the initial distribution.
func TestAttackTimelockHasNoBackdoor(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e := start(t, nil)
	a := e.ch.Addrs
	tl, gv := bindings.NewToraTimelock(), bindings.NewToraGovernor()
	role := func(name string) [32]byte {
		if name == "" {
			return [32]byte{}
		}
		return crypto.Keccak256Hash([]byte(name))
	}
	has := func(r [32]byte, who common.Address) bool {
		t.Helper()
		out, err := chain.Call(ctx, e.ch.Client(), a.Timelock, tl.PackHasRole(r, who))
		if err != nil {
			t.Fatal(err)
		}
		ok, _ := tl.UnpackHasRole(out)
		return ok
	}
	admin := addrOf(e.admin)
	for _, r := range []string{"", "PROPOSER_ROLE", "CANCELLER_ROLE"} {
		if has(role(r), admin) {
			t.Errorf("the deployer holds the timelock's %q", r)
		}
	}
	if !has(role(""), a.Timelock) || !has(role("PROPOSER_ROLE"), a.Governor) || !has(role("EXECUTOR_ROLE"), common.Address{}) {
		t.Error("the timelock should administer itself, the governor propose, anyone execute")
	}
	payout := bindings.NewTORA().PackTransfer(admin, big.NewInt(1))
	for _, x := range []struct {
		what string
		to   common.Address
		data []byte
		want string
	}{
		{"schedule a payout", a.Timelock, tl.PackSchedule(a.Token, new(big.Int), payout, [32]byte{}, [32]byte{}, big.NewInt(3600)), "AccessControlUnauthorizedAccount"},
		{"grant itself the proposer role", a.Timelock, tl.PackGrantRole(role("PROPOSER_ROLE"), admin), "AccessControlUnauthorizedAccount"},
		{"relay through the governor", a.Governor, gv.PackRelay(a.Token, new(big.Int), payout), "GovernorOnlyExecutor"},
	} {
		if err := e.direct(ctx, e.admin, x.to, x.data); chain.RevertName(err) != x.want {
			t.Errorf("the deployer tried to %s: %v, want %s", x.what, err, x.want)
		}
	}
	// ACCEPTED: the deployer's own Staking role still sets its parameters.
	if err := e.direct(ctx, e.admin, a.Staking, bindings.NewStaking().PackSetUnbondingPeriod(uint64(6*24*time.Hour/time.Second))); err != nil {
		t.Fatalf("the deployer's PARAMS_ROLE: %v", err)
	}
}
