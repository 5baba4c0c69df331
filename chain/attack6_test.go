package chain_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/tensora/tensora/chain/bindings"
)

// attack6: the deadline rule upheld a challenge when the stake against
// was quorumBps of the stake that voted and more than half the declared
// stake voted. An honest "agree" therefore counted toward the turnout and
// could turn a rejection into an uphold. The attacker's validator (150
// of 300 declared) opens a challenge against an honest leaf with its own
// "disagree": alone it is exactly half, not over the turnout, so it
// would be rejected. An honest validator (50) that re-executed the job
// adds its "agree": 200 of 300 voted, 150 of them against (75% ≥ 66.67%),
// and the honest leaf was voided, its miner slashed and the slash paid to
// the attacker, while the third validator (100) was silent (its queue
// busy, or abstaining). Before the turnout rule the attacker needed two
// thirds of the declared stake. Now the stake against must itself be
// more than MIN_TURNOUT_BPS of the declared stake at the deadline, so an
// agreeing verdict never helps uphold.
func TestAttack6AgreeVerdictCompletesTheTurnout(t *testing.T) {
	h := newChallengeHarness(t)
	attacker, honestSilent, honest := h.vals[0], h.vals[1], h.vals[2]
	_ = honestSilent
	if _, err := h.open(attacker, 0, h.verdict(attacker, 0, false)); err != nil {
		t.Fatal(err)
	}
	h.must(h.other, h.chlC, h.chl.PackAddVerdicts(big.NewInt(1), []bindings.ChallengesVerdictSig{h.verdict(honest, 0, true)}))
	if c := h.challenge(1); c.Status != statusOpen {
		t.Fatalf("status %d, want open until the deadline", c.Status)
	}
	h.wait(votePeriod * time.Second)
	h.must(h.other, h.chlC, h.chl.PackResolve(big.NewInt(1)))
	if c := h.challenge(1); c.Status != statusRejected {
		t.Fatalf("an honest validator's agreeing verdict upheld the challenge of an honest leaf: %s against, %s agree, of %s declared (status %d)",
			c.DisagreeStake, c.AgreeStake, c.TotalStake, c.Status)
	}
}
