package chain_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/types"
)

// Attacks on reassignment rounds and on the client's power to void, found
// by the red-team review of issue 14's fixes: the terms of an earlier round
// stayed payable after the client reassigned the job, and the client could
// void any leaf on its own word.

// supersede sends JobEscrow.supersede as from, voiding leaf i of batch b
// (id) with newer terms a.
func (h *harness) supersede(from actor, id *big.Int, b *chain.Batch, i int, a *types.Assignment) error {
	h.tb.Helper()
	in, err := chain.PackSupersede(id, b.Leaves[i].Challenge(), b.Proof(i), a)
	if err != nil {
		h.tb.Fatal(err)
	}
	_, err = h.send(from, h.escC, in)
	return err
}

// TestAttackDeclinedRoundMinerSuperseded: the client signs round 0's terms
// for a miner that declines (or never answers, or acks and fails), then
// round 1's for another miner, who does the work. The round-0 miner
// settles first with its terms, even with the honest miner's result hash.
// Before, the nonce was spent and the honest miner could never be paid.
// Now the newer terms supersede the earlier leaf: it is voided (its fee
// refunded), the job reopens for terms at least that new, the honest
// miner settles and is paid, and the client pays once.
func TestAttackDeclinedRoundMinerSuperseded(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, decliner, honest := h.clients[0], h.miners[0], h.miners[1]
	h.fund(c, tora(10))
	o := h.order(c, h.subnet, tora(4))
	round0 := h.assign(c, o, decliner.addr, tora(1), h.now().Add(6*time.Hour))
	round1 := h.assign(c, o, honest.addr, tora(3), h.now().Add(6*time.Hour+time.Second))
	verified := resultHash(42)

	steal := h.newBatch([]chain.Leaf{{Order: o, Fee: tora(1), ResultHash: verified, Assignment: round0}})
	sid, _, err := h.submit(decliner, h.subnet, steal.Packed)
	if err != nil {
		t.Fatal(err) // the round-0 terms are genuine: the contract cannot tell yet
	}
	good := h.newBatch([]chain.Leaf{{Order: o, Fee: tora(3), ResultHash: verified, Assignment: round1}})
	_, _, err = h.submit(honest, h.subnet, good.Packed)
	wantRevert(t, err, "JobAlreadySettled")

	// The honest miner (or the client) shows the newer terms.
	if err := h.supersede(honest, sid, steal, 0, round1); err != nil {
		t.Fatal(err)
	}
	if !call(h, h.escC, h.esc.PackIsReopened(o.StructHash()), h.esc.UnpackIsReopened) {
		t.Fatal("job not reopened")
	}
	gid, _, err := h.submit(honest, h.subnet, good.Packed)
	if err != nil {
		t.Fatalf("the round-1 miner cannot settle after the supersede: %v", err)
	}
	// The superseded terms cannot come back, and the reopening is used up.
	_, _, err = h.submit(decliner, h.subnet, steal.Packed)
	wantRevert(t, err, "JobAlreadySettled")

	h.wait(601 * time.Second)
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(sid))
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(gid))
	cmp(t, "round-0 miner owed", h.owed(decliner.addr), new(big.Int))
	cmp(t, "round-1 miner owed", h.owed(honest.addr), new(big.Int).Div(tora(24), big.NewInt(10)))
	free, _ := h.escrowBalances(c.addr)
	cmp(t, "client free", free, tora(7))
}

// TestAttackClientCannotVoidHonestLeaf: a client received an honest
// result, let its miner settle, then called JobEscrow.challenge on the
// leaf: before, the fee came back and the nonce stayed spent, so the miner
// was paid nothing, with no evidence and no bond. Now only the Challenges
// contract voids; the miner is paid. And a client that makes up newer
// terms to supersede the honest leaf gets nothing back: the fee is held
// for the job and, with no newer leaf settling, goes to the validators.
func TestAttackClientCannotVoidHonestLeaf(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, m := h.clients[0], h.miners[0]
	h.fund(c, tora(10))
	b := h.newBatch(h.leaves(c, 1, tora(4)))
	id, _, err := h.submit(m, h.subnet, b.Packed)
	if err != nil {
		t.Fatal(err)
	}
	_, err = h.send(c, h.escC, h.esc.PackChallenge(id, b.Leaves[0].Challenge(), b.Proof(0)))
	wantRevert(t, err, "NotChallenger")
	// Nor with terms no newer than the leaf's own.
	same := h.assign(c, b.Leaves[0].Order, h.miners[1].addr, tora(4), time.UnixMilli(int64(b.Leaves[0].SettleByMs())))
	wantRevert(t, h.supersede(c, id, b, 0, same), "NotNewerTerms")
	h.wait(601 * time.Second)
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(id))
	if h.owed(m.addr).Sign() == 0 {
		t.Fatal("the client stiffed its miner: owed 0")
	}

	// The spiteful supersede: terms made up for a miner that never settles.
	b2 := h.newBatch(h.leaves(c, 1, tora(4)))
	id2, _, err := h.submit(m, h.subnet, b2.Packed)
	if err != nil {
		t.Fatal(err)
	}
	freeBefore, _ := h.escrowBalances(c.addr)
	poolBefore := h.pool(h.subnet)
	madeUp := h.assign(c, b2.Leaves[0].Order, h.miners[1].addr, tora(4), time.UnixMilli(int64(b2.Leaves[0].SettleByMs())+1))
	if err := h.supersede(c, id2, b2, 0, madeUp); err != nil {
		t.Fatal(err)
	}
	_, err = h.send(h.other, h.escC, h.esc.PackForfeitReserve(b2.Leaves[0].JobID()))
	wantRevert(t, err, "ReserveNotForfeitable") // the newer terms may still settle
	h.wait(time.UnixMilli(int64(b2.Leaves[0].SettleByMs())+1).Sub(h.now()) + time.Second)
	h.must(h.other, h.escC, h.esc.PackForfeitReserve(b2.Leaves[0].JobID()))
	free, _ := h.escrowBalances(c.addr)
	cmp(t, "client free after its supersede", free, freeBefore)
	cmp(t, "validators' pool", new(big.Int).Sub(h.pool(h.subnet), poolBefore), tora(4))
	_, err = h.send(h.other, h.escC, h.esc.PackForfeitReserve(b2.Leaves[0].JobID()))
	wantRevert(t, err, "ReserveNotForfeitable") // once
}

// TestSupersedeRefusals: supersede needs the leaf in the batch, terms
// signed by the leaf's client for the same job with a later settle-by,
// an open window; a leaf is superseded once and the job reopens for one
// leaf only.
func TestSupersedeRefusals(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, m0, m1 := h.clients[0], h.miners[0], h.miners[1]
	h.fund(c, tora(20))
	o := h.order(c, h.subnet, tora(4))
	t0 := h.now().Add(time.Hour)
	first := h.newBatch([]chain.Leaf{{Order: o, Fee: tora(2), ResultHash: resultHash(1), Assignment: h.assign(c, o, m0.addr, tora(2), t0)}})
	id, _, err := h.submit(m0, h.subnet, first.Packed)
	if err != nil {
		t.Fatal(err)
	}
	newer := h.assign(c, o, m1.addr, tora(3), t0.Add(time.Second))
	other := h.order(c, h.subnet, tora(4)) // another job of the same client
	for _, tc := range []struct {
		name string
		a    *types.Assignment
		want string
	}{
		{"signed by someone else", h.assign(h.clients[1], o, m1.addr, tora(3), t0.Add(time.Second)), "InvalidAssignmentSignature"},
		{"terms of another job", h.assign(c, other, m1.addr, tora(3), t0.Add(time.Second)), "InvalidAssignmentSignature"},
		{"older terms", h.assign(c, o, m1.addr, tora(3), t0.Add(-time.Second)), "NotNewerTerms"},
	} {
		if err := h.supersede(h.other, id, first, 0, tc.a); chain.RevertName(err) != tc.want {
			t.Errorf("%s: got %v, want %s", tc.name, err, tc.want)
		}
	}
	bad := first.Leaves[0].Challenge()
	bad.SettleByMs-- // a made-up older settle-by is not the leaf
	in, err := chain.PackSupersede(id, bad, first.Proof(0), newer)
	if err != nil {
		t.Fatal(err)
	}
	_, err = h.send(h.other, h.escC, in)
	wantRevert(t, err, "LeafNotInBatch")

	if err := h.supersede(h.other, id, first, 0, newer); err != nil {
		t.Fatal(err)
	}
	wantRevert(t, h.supersede(h.other, id, first, 0, newer), "LeafAlreadyVoided")

	// The job reopens for one leaf: the newer terms settle, a third leaf
	// with newer terms still is refused (supersede the second first).
	second := h.newBatch([]chain.Leaf{{Order: o, Fee: tora(3), ResultHash: resultHash(1), Assignment: newer}})
	id2, _, err := h.submit(m1, h.subnet, second.Packed)
	if err != nil {
		t.Fatal(err)
	}
	if call(h, h.escC, h.esc.PackIsReopened(o.StructHash()), h.esc.UnpackIsReopened) {
		t.Fatal("still reopened after the newer leaf settled")
	}
	_, err = h.send(h.other, h.escC, h.esc.PackForfeitReserve(o.StructHash()))
	wantRevert(t, err, "ReserveNotForfeitable") // the reserve paid toward the newer leaf
	third := h.assign(c, o, m0.addr, tora(1), t0.Add(2*time.Second))
	_, _, err = h.submit(m0, h.subnet, h.newBatch([]chain.Leaf{{Order: o, Fee: tora(1), ResultHash: resultHash(1), Assignment: third}}).Packed)
	wantRevert(t, err, "JobAlreadySettled")
	// The client paid once (the refund of the first leaf went back to free).
	free, _ := h.escrowBalances(c.addr)
	cmp(t, "client free", free, tora(17))

	h.wait(601 * time.Second)
	wantRevert(t, h.supersede(h.other, id2, second, 0, third), "ChallengeWindowClosed")
}

// TestAttackSupersededLeafStillSlashed: a leaf voided by supersede (or by
// its client, before) could no longer be challenged, so a miner settling a
// made-up result risked nothing once its leaf was voided. Now validators
// still open a challenge on the voided leaf and slash the miner; the
// client is refunded once, from the job's reserve.
func TestAttackSupersededLeafStillSlashed(t *testing.T) {
	h := newChallengeHarness(t)
	m, c := h.miners[0], h.clients[0]
	vault := h.vault.Instance(h.c, call(h.harness, h.stkC, h.stk.PackVaultOf(m.addr), h.stk.UnpackVaultOf))
	assets := func() *big.Int { return call(h.harness, vault, h.vault.PackTotalAssets(), h.vault.UnpackTotalAssets) }
	before := assets()
	leaf := h.batch.Leaves[0]
	newer := h.assign(c, leaf.Order, h.miners[1].addr, tora(1), time.UnixMilli(int64(leaf.SettleByMs())+1))
	if err := h.supersede(c, h.id, h.batch, 0, newer); err != nil {
		t.Fatal(err)
	}
	freeBefore, _ := h.escrowBalances(c.addr)
	// Validators holding 250 of 300 disagree with the made-up result.
	if _, err := h.open(h.vals[0], 0, h.verdict(h.vals[0], 0, false), h.verdict(h.vals[1], 0, false)); err != nil {
		t.Fatalf("challenge of the superseded leaf refused: %v", err)
	}
	if got := h.challenge(1); got.Status != statusUpheld {
		t.Fatalf("challenge status %d", got.Status)
	}
	if after := assets(); after.Cmp(before) >= 0 {
		t.Fatalf("the miner was not slashed: vault %s → %s", before, after)
	}
	// The client is refunded once, from the job's reserve: the superseded
	// fee is no longer held for the job.
	freeAfter, _ := h.escrowBalances(c.addr)
	cmp(t, "refund from the reserve", new(big.Int).Sub(freeAfter, freeBefore), leaf.Fee)
	ro := call(h.harness, h.escC, h.esc.PackReopened(leaf.JobID()), h.esc.UnpackReopened)
	cmp(t, "reserve left", ro.Reserve, new(big.Int))
}

// TestBatchLeavesEvent: submitBatch emits every leaf in tree order; the
// records decode to the leaves and hash to the batch's root, so a batch is
// read from its receipt whatever contract or wallet sent the call.
func TestBatchLeavesEvent(t *testing.T) {
	h := newHarness(t, defaultOpts())
	h.fund(h.clients[0], tora(10))
	h.fund(h.clients[1], tora(10))
	b := h.newBatch(append(h.leaves(h.clients[0], 3, tora(1)), h.leaves(h.clients[1], 2, tora(2))...))
	id, r, err := h.submit(h.miners[0], h.subnet, b.Packed)
	if err != nil {
		t.Fatal(err)
	}
	ev := findLog(t, r, h.esc.UnpackBatchLeavesEvent)
	if ev.BatchId.Cmp(id) != 0 || len(ev.Leaves) != chain.LeafRecordBytes*len(b.Leaves) {
		t.Fatalf("BatchLeaves batch %v, %d bytes", ev.BatchId, len(ev.Leaves))
	}
	got, err := chain.DecodeBatchLeaves(ev.Leaves)
	if err != nil {
		t.Fatal(err)
	}
	var hashes [][32]byte
	for i, l := range got {
		want := b.Leaves[i]
		if l.JobID != want.JobID() || l.Client != want.Client() || l.Fee.Cmp(want.Fee) != 0 || l.ResultHash != want.ResultHash || l.SettleByMs != want.SettleByMs() {
			t.Fatalf("leaf %d: %+v, want %+v", i, l, want.Challenge())
		}
		hashes = append(hashes, l.Hash())
	}
	if chain.MerkleRoot(hashes) != h.batch(id).Root {
		t.Fatal("the event's leaves do not hash to the batch's root")
	}
	if _, err := chain.DecodeBatchLeaves(ev.Leaves[1:]); err == nil {
		t.Fatal("a truncated record decoded")
	}
}
