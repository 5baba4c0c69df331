package gov_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/staking"
	"github.com/tensora/tensora/types/tora"
)

// Double counting of staked TORA: a delegator's TORA votes once, for the
// delegator while it holds it, for the vault's operator once it is staked
// (the vault holds it and delegates to the operator; vault shares carry no
// votes). The total of the two accounts' votes does not change when TORA
// is staked or unbonded.
//
// ACCEPTED (design, as on Cosmos-SDK chains): staked TORA, delegators'
// included, votes as its operator decides, and keeps doing so while it
// unbonds (it is still in the vault and still slashable); a delegator who
// wants its own vote unbonds and withdraws. Governance cannot reach
// delegators' stake beyond the governed parameters (it holds no role that
// slashes: TestAttackGovernanceGrantsItselfASlasher).
func TestAttackStakedVotesCountOnce(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	op, dan := key(t, "operator"), key(t, "dan")
	e := start(t, map[*ecdsa.PrivateKey]int64{dan: 1000}, devchain.Operator{Key: op, Role: staking.Validator, Stake: tora.Whole(5000)})
	if _, err := e.g.Delegate(ctx, dan, addrOf(dan)); err != nil {
		t.Fatal(err)
	}
	votes := func() (d, o *big.Int) {
		t.Helper()
		d, err := e.g.Votes(ctx, addrOf(dan))
		if err != nil {
			t.Fatal(err)
		}
		o, err = e.g.Votes(ctx, addrOf(op))
		if err != nil {
			t.Fatal(err)
		}
		return d, o
	}
	check := func(when string, wantDan, wantOp int64) {
		t.Helper()
		d, o := votes()
		if d.Cmp(tora.Whole(wantDan)) != 0 || o.Cmp(tora.Whole(wantOp)) != 0 {
			t.Fatalf("%s: dan %s, operator %s votes; want %d and %d", when, tora.Format(d), tora.Format(o), wantDan, wantOp)
		}
	}
	check("before staking", 1000, 5000)
	sc := staking.New(e.ch.Client(), e.ch.Addrs)
	del, err := sc.Delegate(ctx, dan, addrOf(op), tora.Whole(400), new(big.Int))
	if err != nil {
		t.Fatal(err)
	}
	check("staked", 600, 5400)
	if _, err := sc.Undelegate(ctx, dan, addrOf(op), del.Shares); err != nil {
		t.Fatal(err)
	}
	check("unbonding (ACCEPTED: still the operator's)", 600, 5400)
}
