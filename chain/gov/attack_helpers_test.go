package gov_test

// Attacks on governance by someone who read the code (attack_*_test.go).
// Each test performs the attack and shows that it is refused, or, where
// marked ACCEPTED, why the behaviour stands.

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/tensora/tensora/chain/gov"
)

// passRaw proposes raw calls (as an attacker going around Build would),
// votes For with voter, queues them and waits out the timelock's delay.
func (e *env) passRaw(t *testing.T, ctx context.Context, voter *ecdsa.PrivateKey, d gov.Draft, desc string) *big.Int {
	t.Helper()
	id, _, err := e.g.Propose(ctx, voter, d, desc)
	if err != nil {
		t.Fatal(err)
	}
	e.wait(t, 2*time.Second)
	if _, err := e.g.Vote(ctx, voter, id, gov.For, ""); err != nil {
		t.Fatal(err)
	}
	e.wait(t, testGovernance.VotingPeriod+time.Second)
	if _, err := e.g.Queue(ctx, voter, id); err != nil {
		t.Fatal(err)
	}
	e.wait(t, testGovernance.Delay+time.Second)
	return id
}
