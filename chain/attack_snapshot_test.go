package chain_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
)

// TestAttack5bParamChangeDoesNotReachEarlierBatch reproduces attack 5 of
// issue 14 (retroactive slashing by a subnet owner) in the form the
// red-team review found still open after PARAM_CHANGE_DELAY: the owner
// schedules harsher terms (quorum 50.01%, slash 1000 TORA), the miner
// settles a batch five minutes before they take effect, and six minutes
// later, inside the batch's window, validators holding 200 of 300 stake
// (66.66%: short of the 66.67% quorum the miner settled under) challenge a
// correct leaf. The batch recorded the terms in force at its submission,
// so the challenge opens under quorum 6667 and slash 50 TORA, is not
// upheld, and the miner's vault keeps its 300 TORA.
func TestAttack5bParamChangeDoesNotReachEarlierBatch(t *testing.T) {
	h := newChallengeHarness(t)
	m := h.miners[0]
	vault := h.vault.Instance(h.c, call(h.harness, h.stkC, h.stk.PackVaultOf(m.addr), h.stk.UnpackVaultOf))
	assets := func() *big.Int { return call(h.harness, vault, h.vault.PackTotalAssets(), h.vault.UnpackTotalAssets) }
	p := chain.DefaultParams()
	p.ChallengeWindow = 600
	harsh := p
	harsh.QuorumBps, harsh.SlashAmount = 5001, tora(1000)
	h.must(h.admin, h.regC, h.reg.PackUpdateParams(h.subnet, harsh))

	// Five minutes before the change takes effect the miner settles under
	// the terms in force (quorum 66.67%, slash 50 TORA).
	h.wait(chain.ParamChangeDelay - 5*time.Minute)
	if got := call(h.harness, h.regC, h.reg.PackParams(h.subnet), h.reg.UnpackParams); got.QuorumBps != 6667 {
		t.Fatalf("params in force %+v", got)
	}
	h.newChallengeBatch(1)
	b := call(h.harness, h.escC, h.esc.PackBatch(h.id), h.esc.UnpackBatch)
	if b.QuorumBps != 6667 || b.SlashAmount.Cmp(tora(50)) != 0 || b.ChallengeBond.Cmp(tora(1)) != 0 {
		t.Fatalf("batch recorded terms quorum %d / slash %s / bond %s, want 6667 / 50 TORA / 1 TORA", b.QuorumBps, b.SlashAmount, b.ChallengeBond)
	}
	// Six minutes later, inside the batch's window, two validators holding
	// 200 of 300 open a challenge against the correct leaf; the harsh terms
	// are in force for the subnet by now.
	h.wait(6 * time.Minute)
	if got := call(h.harness, h.regC, h.reg.PackParams(h.subnet), h.reg.UnpackParams); got.QuorumBps != 5001 {
		t.Fatalf("the scheduled change is not in force at opening: %+v", got)
	}
	if _, err := h.open(h.vals[0], 0, h.verdict(h.vals[0], 0, false), h.verdict(h.vals[2], 0, false)); err != nil {
		t.Fatal(err)
	}
	cid := call(h.harness, h.chlC, h.chl.PackChallengeCount(), h.chl.UnpackChallengeCount)
	c := h.challenge(cid.Uint64())
	if c.QuorumBps != 6667 || c.SlashAmount.Cmp(tora(50)) != 0 || c.Bond.Cmp(tora(1)) != 0 || c.Status == statusUpheld {
		t.Fatalf("ATTACK SUCCEEDS: a batch submitted under quorum 6667 / slash 50 TORA was challenged under quorum %d / slash %s wei / bond %s wei (status %d); the miner's vault holds %s wei of 300 TORA",
			c.QuorumBps, c.SlashAmount, c.Bond, c.Status, assets())
	}
	// The third validator (100) re-executes and agrees: the vote period
	// ends without quorum (200 of 300 against, 66.66%), rejected, nothing
	// slashed.
	h.must(h.other, h.chlC, h.chl.PackAddVerdicts(cid, []bindings.ChallengesVerdictSig{h.verdict(h.vals[1], 0, true)}))
	h.wait(votePeriod * time.Second)
	h.must(h.other, h.chlC, h.chl.PackResolve(cid))
	if c := h.challenge(cid.Uint64()); c.Status != statusRejected {
		t.Fatalf("challenge status %d, want rejected", c.Status)
	}
	cmp(t, "miner's vault after the challenge", assets(), tora(300))
}

// TestBatchRecordsChallengeTermsInForce: each batch records the terms in
// force when it was submitted, not those of the subnet's creation: a batch
// submitted before a scheduled change keeps the old quorum, slash and bond,
// one submitted after it takes effect gets the new ones, and a challenge of
// the later batch opens (and is upheld) under them.
func TestBatchRecordsChallengeTermsInForce(t *testing.T) {
	h := newChallengeHarness(t)
	terms := func() (uint16, *big.Int, *big.Int) {
		got := call(h.harness, h.regC, h.reg.PackChallengeTerms(h.subnet), h.reg.UnpackChallengeTerms)
		return got.QuorumBps, got.SlashAmount, got.ChallengeBond
	}
	if q, s, b := terms(); q != 6667 || s.Cmp(tora(50)) != 0 || b.Cmp(tora(1)) != 0 {
		t.Fatalf("challengeTerms %d / %s / %s, want the defaults 6667 / 50 TORA / 1 TORA", q, s, b)
	}
	next := chain.DefaultParams()
	next.QuorumBps, next.SlashAmount, next.ChallengeBond = 5001, tora(70), tora(5)
	h.must(h.admin, h.regC, h.reg.PackUpdateParams(h.subnet, next))
	if q, _, _ := terms(); q != 6667 {
		t.Fatalf("challengeTerms quorum %d while the change is pending, want 6667", q)
	}
	before := h.id // the harness's batch, submitted before the change was scheduled
	h.wait(chain.ParamChangeDelay)
	if q, s, b := terms(); q != 5001 || s.Cmp(tora(70)) != 0 || b.Cmp(tora(5)) != 0 {
		t.Fatalf("challengeTerms %d / %s / %s once in force, want 5001 / 70 TORA / 5 TORA", q, s, b)
	}
	h.newChallengeBatch(1)
	for _, tc := range []struct {
		name        string
		id          *big.Int
		quorum      uint16
		slash, bond *big.Int
	}{
		{"batch submitted before the change", before, 6667, tora(50), tora(1)},
		{"batch submitted after it took effect", h.id, 5001, tora(70), tora(5)},
	} {
		b := call(h.harness, h.escC, h.esc.PackBatch(tc.id), h.esc.UnpackBatch)
		if b.QuorumBps != tc.quorum || b.SlashAmount.Cmp(tc.slash) != 0 || b.ChallengeBond.Cmp(tc.bond) != 0 {
			t.Errorf("%s: recorded %d / %s / %s, want %d / %s / %s", tc.name, b.QuorumBps, b.SlashAmount, b.ChallengeBond, tc.quorum, tc.slash, tc.bond)
		}
	}
	// 150 + 50 of 300 disagree: 66.67%, above the new batch's 50.01%.
	if _, err := h.open(h.vals[0], 0, h.verdict(h.vals[0], 0, false), h.verdict(h.vals[2], 0, false)); err != nil {
		t.Fatal(err)
	}
	c := h.challenge(1)
	if c.Status != statusUpheld || c.QuorumBps != 5001 || c.SlashAmount.Cmp(tora(70)) != 0 || c.Bond.Cmp(tora(5)) != 0 {
		t.Fatalf("challenge of the later batch: status %d, quorum %d, slash %s, bond %s; want upheld under 5001 / 70 TORA / 5 TORA",
			c.Status, c.QuorumBps, c.SlashAmount, c.Bond)
	}
}
