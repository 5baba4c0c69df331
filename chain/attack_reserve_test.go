package chain_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
)

// Attacks on supersede, the job reserve and its credit, found by the
// second red-team review of issue 14 (each failed before its fix).

// TestAttackSybilSupersedeGainsClientNothing: a client gets an honest
// result, lets its miner settle (fee 4 TORA), then signs "newer terms" for
// the same job to a staked sybil miner of its own at a price of 1 wei and
// supersedes the honest leaf. The sybil settles the reopened job for 1 wei
// (even with the honest result hash). _scanRun credits the WHOLE reserve
// (4 TORA) to the client's run, so the client's free balance gets 4 TORA -
// 1 wei back and the honest miner is paid nothing. docs/settlement.md
// ("Trust assumptions and limits") says the voided fee "either pays the
// sybil's leaf ... or is forfeited to the validators; the client never gets
// it back directly": the code gives it back directly. With minFee 0 (the
// default) the theft costs the client gas only; the sybil's stake is bonded,
// never spent.
//
// Fixed: a reopened job's next leaf is credited at most its own fee from
// the reserve; the rest goes to the validators. The client pays the whole
// superseded fee either way. The honest miner still loses it: the trust
// docs/settlement.md states (a spiteful client can burn its own fee to
// stiff its miner; it cannot profit).
func TestAttackSybilSupersedeGainsClientNothing(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, honest, sybil := h.clients[0], h.miners[0], h.miners[1]
	h.fund(c, tora(10))
	o := h.order(c, h.subnet, tora(4))
	t0 := h.now().Add(time.Hour)
	verified := resultHash(7)
	b := h.newBatch([]chain.Leaf{{Order: o, Fee: tora(4), ResultHash: verified, Assignment: h.assign(c, o, honest.addr, tora(4), t0)}})
	id, _, err := h.submit(honest, h.subnet, b.Packed)
	if err != nil {
		t.Fatal(err)
	}
	// The client makes up newer terms for its sybil at 1 wei and supersedes.
	oneWei := big.NewInt(1)
	madeUp := h.assign(c, o, sybil.addr, oneWei, t0.Add(time.Millisecond))
	if err := h.supersede(c, id, b, 0, madeUp); err != nil {
		t.Fatalf("supersede refused: %v", err)
	}
	sb := h.newBatch([]chain.Leaf{{Order: o, Fee: oneWei, ResultHash: verified, Assignment: madeUp}})
	sid, _, err := h.submit(sybil, h.subnet, sb.Packed)
	if err != nil {
		t.Fatalf("sybil could not settle the reopened job: %v", err)
	}
	h.wait(601 * time.Second)
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(id))
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(sid))

	free, _ := h.escrowBalances(c.addr)
	spent := new(big.Int).Sub(tora(10), free)
	t.Logf("client spent %s wei for a 4 TORA job; honest miner owed %s; sybil owed %s", spent, h.owed(honest.addr), h.owed(sybil.addr))
	if spent.Cmp(tora(4)) < 0 {
		t.Errorf("client got its fee back through the reserve: spent %s wei for a job whose honest leaf charged 4 TORA", spent)
	}
	// Of the reserve, the sybil's leaf was credited 1 wei; the rest went to the validators.
	if pool := h.pool(h.subnet); pool.Cmp(new(big.Int).Sub(tora(4), oneWei)) < 0 {
		t.Errorf("validators' pool %s wei: the reserve beyond the new leaf's fee was not forfeited", pool)
	}
}

// TestAttackChallengeVoidReopensForNewerRound: the client assigned a job to
// miner 0 (round 0), which failed, then to miner 1 (round 1), which did the
// work. Miner 0 still holds payable round-0 terms and settles first with a
// made-up result. Validators re-execute, disagree, and their challenge
// voids miner 0's leaf at once (open with a quorum resolves it in the same
// transaction). That void refunds the client but does NOT reopen the job:
// the nonce stays spent, _reopened is empty, so miner 1's round-1 leaf
// reverts JobAlreadySettled forever, and supersede of the challenged leaf
// reverts LeafAlreadyVoided. The miner queue's reclaim then drops the job
// ("its leaf was not found to supersede": FindSpendingLeaf skips voided
// leaves). The honest round-1 miner is never paid and the client got its
// verified result for free. A client colluding with the round-0 sybil
// (who eats one slash) or simply a failed round-0 miner racing the newer
// one make every reassigned job unsettleable whenever the validators act
// before the newer miner's supersede.
//
// Fixed: a leaf voided by an upheld challenge reopens its job for newer
// terms (reserve 0: the client was refunded), so the round-1 miner settles.
func TestAttackChallengeVoidReopensForNewerRound(t *testing.T) {
	h := newChallengeHarness(t)
	c, m1 := h.clients[0], h.miners[1]
	h.fund(c, tora(10))
	bad := h.batch.Leaves[0] // round 0, settled by miner 0 with a result nobody verified
	round1 := h.assign(c, bad.Order, m1.addr, tora(1), time.UnixMilli(int64(bad.SettleByMs())+1))
	good := h.newBatch([]chain.Leaf{{Order: bad.Order, Fee: tora(1), ResultHash: resultHash(999), Assignment: round1}})

	// Validators void miner 0's leaf: 250 of 300 disagree.
	if _, err := h.open(h.vals[0], 0, h.verdict(h.vals[0], 0, false), h.verdict(h.vals[1], 0, false)); err != nil {
		t.Fatal(err)
	}
	if got := h.challenge(1); got.Status != statusUpheld {
		t.Fatalf("challenge status %d", got.Status)
	}
	// The round-1 miner who did the work cannot settle, nor supersede.
	_, _, err := h.submit(m1, h.subnet, good.Packed)
	if err != nil {
		t.Errorf("honest round-1 miner cannot settle after the round-0 leaf was voided by a challenge: %v", err)
		if serr := h.supersede(m1, h.id, h.batch, 0, round1); serr != nil {
			t.Errorf("and cannot supersede the voided leaf either: %v", serr)
		}
	}
}

// TestAttackUpheldChallengeOfSupersededLeafRefunds: miner 0 settles
// a made-up result under round-0 terms; the job then failed in round 1 too
// (miner 1 never delivers). The client's node supersedes miner 0's leaf
// with round 1's terms, exactly as node/settled.go's supersedeTerms does
// for "a failed job: the newest terms void an older round's leaf". The
// validators re-execute and their challenge is upheld: the leaf's miner
// is slashed, but release() skips the refund because the leaf is already
// voided ("not refunded twice"). The client was in fact refunded zero
// times: the fee sits in the job's reserve and, with no round-1 leaf,
// forfeitReserve hands it to the validators. Had the client NOT
// superseded, the upheld challenge would have refunded it. So the client's
// own audit turns a provably wrong result into a lost fee, and the
// validators, who receive forfeits, gain from challenging only after a
// supersede (they choose when to open).
//
// Fixed: an upheld challenge of a superseded leaf refunds the client from
// the job's reserve (as far as it still holds the fee); the node also
// disputes, not supersedes, a job that never verified.
func TestAttackUpheldChallengeOfSupersededLeafRefunds(t *testing.T) {
	h := newChallengeHarness(t)
	c, m1 := h.clients[0], h.miners[1]
	leaf := h.batch.Leaves[0]
	freeBefore, _ := h.escrowBalances(c.addr) // the leaf's 1 TORA already charged
	round1 := h.assign(c, leaf.Order, m1.addr, tora(1), time.UnixMilli(int64(leaf.SettleByMs())+1))
	if err := h.supersede(c, h.id, h.batch, 0, round1); err != nil {
		t.Fatal(err)
	}
	if _, err := h.open(h.vals[0], 0, h.verdict(h.vals[0], 0, false), h.verdict(h.vals[1], 0, false)); err != nil {
		t.Fatal(err)
	}
	if got := h.challenge(1); got.Status != statusUpheld {
		t.Fatalf("challenge status %d", got.Status)
	}
	// Round 1 never settles; once its settle-by passes the reserve is forfeited.
	h.wait(time.UnixMilli(int64(leaf.SettleByMs())+1).Sub(h.now()) + time.Second)
	poolBefore := h.pool(h.subnet)
	if _, err := h.send(h.other, h.escC, h.esc.PackForfeitReserve(leaf.JobID())); err != nil {
		t.Logf("forfeitReserve: %v", err)
	}
	free, _ := h.escrowBalances(c.addr)
	t.Logf("validators' pool +%s wei from the forfeited reserve", new(big.Int).Sub(h.pool(h.subnet), poolBefore))
	if want := new(big.Int).Add(freeBefore, tora(1)); free.Cmp(want) != 0 {
		t.Errorf("client free %s after an upheld challenge of its superseded leaf, want %s (refunded once): the fee went to the validators", free, want)
	}
}

// TestAttackIntermediateRoundCannotTakeReopening: the client assigned a job
// in three rounds (miners 0, 1, 2; settle-by +0, +1, +2 ms, as
// node/client.go's grantTerms signs them); round 2's result verified.
// Round 0's miner settled first; the client supersedes that leaf with
// round 2's terms. LeafSuperseded documents that "the job may settle once
// more under terms at least that new" (newerSettleByMs), but _reserve sets
// minSettleBy = the superseded leaf's settle-by + 1, so round 1's miner
// (which failed and holds older terms than the ones shown) settles into the
// reopening first, takes the slot, and the reserve is credited as if the
// job were done. The verified round-2 miner gets JobAlreadySettled and
// must supersede again (another transaction, another race); a round-1
// miner that lands its leaf in the last block before the round-2 settle-by
// (1 ms later) leaves the verified miner no time at all.
//
// Fixed: a supersede reopens the job only for terms at least as new as the
// superseding ones (minSettleBy = their settle-by).
func TestAttackIntermediateRoundCannotTakeReopening(t *testing.T) {
	h := newHarness(t, opts3Miners())
	c, m0, m1, m2 := h.clients[0], h.miners[0], h.miners[1], h.miners[2]
	h.fund(c, tora(10))
	o := h.order(c, h.subnet, tora(4))
	t0 := h.now().Add(time.Hour)
	r0 := h.assign(c, o, m0.addr, tora(1), t0)
	r1 := h.assign(c, o, m1.addr, tora(1), t0.Add(time.Millisecond))
	r2 := h.assign(c, o, m2.addr, tora(1), t0.Add(2*time.Millisecond))
	b0 := h.newBatch([]chain.Leaf{{Order: o, Fee: tora(1), ResultHash: resultHash(1), Assignment: r0}})
	id0, _, err := h.submit(m0, h.subnet, b0.Packed)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.supersede(c, id0, b0, 0, r2); err != nil {
		t.Fatal(err)
	}
	b1 := h.newBatch([]chain.Leaf{{Order: o, Fee: tora(1), ResultHash: resultHash(2), Assignment: r1}})
	if _, _, err := h.submit(m1, h.subnet, b1.Packed); err == nil {
		t.Errorf("the round-1 miner settled into a reopening made with round 2's terms")
	}
	b2 := h.newBatch([]chain.Leaf{{Order: o, Fee: tora(1), ResultHash: resultHash(3), Assignment: r2}})
	if _, _, err := h.submit(m2, h.subnet, b2.Packed); err != nil {
		t.Errorf("the verified round-2 miner, whose terms reopened the job, cannot settle: %v", err)
	}
}

func opts3Miners() hopts {
	o := defaultOpts()
	o.miners = 3
	return o
}

// TestRecordWorkPerLeafAfterSupersede: ValidatorRewards.recordWork
// now checks voided by the leaf hash but still dedupes work by
// keccak(jobId, validator). A job can now settle twice (superseded leaf,
// then the newer round's leaf), so a validator that verified and recorded
// the first leaf (before it was superseded) can never record its
// verification of the leaf that is actually paid: WorkAlreadyRecorded.
// Meanwhile its unit on the voided leaf still counts in the first batch's
// pot, diluting the validators who verified that batch's paid leaves.
//
// Fixed: recordWork counts each settled leaf (hashLeaf) once per validator.
func TestRecordWorkPerLeafAfterSupersede(t *testing.T) {
	h := newChallengeHarness(t)
	c, m1, v0 := h.clients[0], h.miners[1], h.vals[0]
	h.fund(c, tora(5))
	leaf := h.batch.Leaves[0]
	h.must(v0, h.rewC, h.rew.PackRecordWork(h.id, []bindings.JobEscrowLeaf{leaf.Challenge()}, [][][32]byte{h.batch.Proof(0)}))
	round1 := h.assign(c, leaf.Order, m1.addr, tora(1), time.UnixMilli(int64(leaf.SettleByMs())+1))
	if err := h.supersede(c, h.id, h.batch, 0, round1); err != nil {
		t.Fatal(err)
	}
	b2 := h.newBatch([]chain.Leaf{{Order: leaf.Order, Fee: tora(1), ResultHash: leaf.ResultHash, Assignment: round1}})
	id2, _, err := h.submit(m1, h.subnet, b2.Packed)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.send(v0, h.rewC, h.rew.PackRecordWork(id2, []bindings.JobEscrowLeaf{b2.Leaves[0].Challenge()}, [][][32]byte{b2.Proof(0)})); err != nil {
		t.Errorf("validator cannot record its work on the paid leaf of a re-settled job: %v", err)
	}
}
