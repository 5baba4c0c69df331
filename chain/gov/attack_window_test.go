package gov_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/gov"
)

// ACCEPTED (documented risk, low): one proposal may lower the longest
// challenge window and then the timelock's delay to match
// ([setMaxChallengeWindow(60s), updateDelay(60s)]: each step passes its
// own check), while a subnet created earlier keeps its longer window, so
// from then on that subnet's window exceeds the delay. The registry cannot
// lower a subnet's window for it, and a batch records its window, split,
// quorum, slash and bond when it is submitted, so no governed change
// reaches those terms; what a later proposal can still change under an
// open batch is read when a challenge opens (the vote period, the minimum
// validator stakes), and such a proposal is public from its creation:
// votingDelay + votingPeriod + delay before it runs. A network that
// lowers the delay should keep votingDelay + votingPeriod + delay above
// the longest window its subnets still use.
func TestAttackSubnetWindowOutlivesALoweredDelay(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	eve := key(t, "eve")
	e := start(t, map[*ecdsa.PrivateKey]int64{eve: 1_000_000})
	if _, err := e.g.Delegate(ctx, eve, addrOf(eve)); err != nil {
		t.Fatal(err)
	}
	r := bindings.NewSubnetRegistry()
	long := chain.DefaultParams()
	long.ChallengeWindow = uint64(testGovernance.MaxChallengeWindow / time.Second)
	if err := e.direct(ctx, eve, e.ch.Addrs.Registry, r.PackCreateSubnet(long)); err != nil {
		t.Fatal(err)
	}
	e.wait(t, 2*time.Second)
	// Build simulates each call on today's state, so it refuses the pair
	// (the delay is checked against today's window); sent raw, it passes.
	if _, err := e.g.Build(ctx, []gov.Spec{{Param: "max-challenge-window", Value: "60s"}, {Param: "timelock-delay", Value: "60s"}}); !errors.Is(err, gov.ErrRefused) {
		t.Fatalf("Build of the pair: %v", err)
	}
	d := gov.Draft{Targets: []common.Address{e.ch.Addrs.Registry, e.ch.Addrs.Timelock},
		Calldatas: [][]byte{r.PackSetMaxChallengeWindow(60), bindings.NewToraTimelock().PackUpdateDelay(big.NewInt(60))}}
	id := e.passRaw(t, ctx, eve, d, "shorter everything")
	if _, err := e.g.Execute(ctx, eve, id); err != nil {
		t.Fatal(err)
	}
	delay, err := e.g.Value(ctx, "timelock-delay", 0)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := chain.Call(ctx, e.ch.Client(), e.ch.Addrs.Registry, r.PackParams(2))
	p, _ := r.UnpackParams(out)
	if delay.Uint64() != 60 || p.ChallengeWindow != 3600 {
		t.Fatalf("delay %s, subnet 2's window %d", delay, p.ChallengeWindow)
	}
	t.Logf("ACCEPTED: subnet 2 keeps a %ds window under a %ss timelock delay", p.ChallengeWindow, delay)
}
