package chain_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/types"
)

// Attacks found by the third red-team review of issue 14, on the second
// review's fixes (reserve credit cap, void reopening, _refundReserve):
// each failed before its fix.

// verdictOn is validator v's signed verdict on leaf l of miner's batch.
func (h *challengeH) verdictOn(v actor, l chain.Leaf, miner actor, agree bool) bindings.ChallengesVerdictSig {
	h.tb.Helper()
	id := l.JobID()
	wire := &types.Verdict{
		JobId:       id[:],
		Subnet:      h.subnet,
		Miner:       miner.addr.Bytes(),
		ResultHash:  l.ResultHash[:],
		Agree:       agree,
		ReexecHash:  crypto.Keccak256([]byte("re-executed red team 3")),
		SampleProof: []byte("sample proof"),
		CreatedMs:   1_767_225_700_000,
	}
	if err := types.Sign(h.d, wire, v.key); err != nil {
		h.tb.Fatal(err)
	}
	return chain.VerdictSigOf(wire)
}

// TestAttackSybilWrongResultCannotRefundHonestFee: the sybil-supersede that
// red team 2 closed (TestAttackSybilSupersedeGainsClientNothing) reopens
// through an upheld challenge. The client lets its honest miner settle
// (80 TORA), supersedes that leaf with made-up terms for a staked sybil
// miner of its own at the same price, and the sybil settles the reopened
// job with a WRONG (made-up) result at 80 TORA. _scanRun credits the
// reserve (the honest miner's 80 TORA) toward the sybil's leaf, so the
// client's run is charged nothing new. The validators re-execute, disagree
// and uphold a challenge against the sybil's leaf: _voidLeaf refunds the
// sybil leaf's WHOLE fee (80 TORA) to the client, including the 80 TORA
// that came from the reserve, i.e. the honest miner's fee. The client has
// the honest result and has paid 0; the honest miner is paid 0; the
// validators get no forfeit. The sybil is slashed the batch's slashAmount
// (50 TORA here, and whatever the subnet sets, possibly 0 or below any
// fee), so the client+sybil profit is fee - slashAmount per job: the
// documented guarantee "the client pays the whole fee either way" does
// not hold. The job is even reopened again (reserve 0).
//
// Fixed: what a reopened job's reserve paid of a leaf's fee is recorded
// (_credited) and never refunded: a void of that leaf sends it to the
// validators.
func TestAttackSybilWrongResultCannotRefundHonestFee(t *testing.T) {
	h := newChallengeHarness(t)
	c, honest, sybil := h.clients[1], h.miners[0], h.miners[1]
	fee := tora(80)
	h.fund(c, fee)
	o := h.order(c, h.subnet, fee)
	t0 := h.now().Add(time.Hour)
	verified := resultHash(4242)
	hb := h.newBatch([]chain.Leaf{{Order: o, Fee: fee, ResultHash: verified, Assignment: h.assign(c, o, honest.addr, fee, t0)}})
	hid, _, err := h.submit(honest, h.subnet, hb.Packed)
	if err != nil {
		t.Fatal(err)
	}
	// Newer terms for the client's own sybil, at the same price.
	madeUp := h.assign(c, o, sybil.addr, fee, t0.Add(time.Millisecond))
	if err := h.supersede(c, hid, hb, 0, madeUp); err != nil {
		t.Fatalf("supersede refused: %v", err)
	}
	// The sybil settles a made-up result; the reserve pays its fee.
	sb := h.newBatch([]chain.Leaf{{Order: o, Fee: fee, ResultHash: resultHash(666), Assignment: madeUp}})
	sid, _, err := h.submit(sybil, h.subnet, sb.Packed)
	if err != nil {
		t.Fatalf("sybil could not settle the reopened job: %v", err)
	}
	// Validators re-execute and uphold a challenge of the sybil's leaf (250 of 300).
	v0, v1 := h.vals[0], h.vals[1]
	l := sb.Leaves[0]
	r, err := h.send(v0, h.chlC, h.chl.PackOpen(sid, l.Challenge(), chain.OrderOf(l.Order), sb.Proof(0),
		[]bindings.ChallengesVerdictSig{h.verdictOn(v0, l, sybil, false), h.verdictOn(v1, l, sybil, false)}))
	if err != nil {
		t.Fatal(err)
	}
	res := findLog(t, r, h.chl.UnpackChallengeResolvedEvent)
	if !res.Upheld {
		t.Fatalf("challenge of the sybil's wrong result not upheld: %+v", res)
	}
	h.wait(601 * time.Second)
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(hid))
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(sid))

	free, _ := h.escrowBalances(c.addr)
	spent := new(big.Int).Sub(fee, free)
	t.Logf("client spent %s wei for an 80 TORA job it got the verified result of; honest miner owed %s; sybil slashed %s",
		spent, h.owed(honest.addr), res.Slashed)
	if spent.Cmp(fee) < 0 {
		t.Errorf("client recovered the honest miner's fee through the reserve credit + an upheld challenge of its sybil: spent %s wei of %s (sybil slashed %s)",
			spent, fee, res.Slashed)
	}
}

// TestAttackHeldSybilLeafSupersededCannotRefundHonestFee: the same theft as
// TestAttackSybilWrongResultCannotRefundHonestFee through the other void
// path, _refundReserve. The client supersedes its honest miner's 80-TORA
// leaf with made-up terms for its sybil; the sybil settles a made-up
// result (credited the honest fee from the reserve). The validators open a
// challenge of the sybil's leaf, which holds it while they vote. Meanwhile
// the client supersedes the sybil's leaf too (newer made-up terms): the
// sybil's 80 TORA, which was the honest miner's, becomes the job's reserve
// again. The challenge is upheld; release() finds the leaf voided and
// _refundReserve pays the client the whole reserve. The client paid 0 for
// the honest result; the honest miner 0; the sybil is slashed. A fix that
// only makes _voidLeaf refund fee - credited misses this path: the reserve
// created by superseding a credited leaf must keep the credited part out
// of the client's reach too.
//
// Fixed: a supersede moves into the job's reserve only the part of the fee
// the client paid itself; the credited part goes to the validators, so
// _refundReserve cannot return it.
func TestAttackHeldSybilLeafSupersededCannotRefundHonestFee(t *testing.T) {
	h := newChallengeHarness(t)
	c, honest, sybil := h.clients[1], h.miners[0], h.miners[1]
	fee := tora(80)
	h.fund(c, fee)
	o := h.order(c, h.subnet, fee)
	t0 := h.now().Add(time.Hour)
	hb := h.newBatch([]chain.Leaf{{Order: o, Fee: fee, ResultHash: resultHash(4242), Assignment: h.assign(c, o, honest.addr, fee, t0)}})
	hid, _, err := h.submit(honest, h.subnet, hb.Packed)
	if err != nil {
		t.Fatal(err)
	}
	madeUp := h.assign(c, o, sybil.addr, fee, t0.Add(time.Millisecond))
	if err := h.supersede(c, hid, hb, 0, madeUp); err != nil {
		t.Fatalf("supersede refused: %v", err)
	}
	sb := h.newBatch([]chain.Leaf{{Order: o, Fee: fee, ResultHash: resultHash(666), Assignment: madeUp}})
	sid, _, err := h.submit(sybil, h.subnet, sb.Packed)
	if err != nil {
		t.Fatalf("sybil could not settle the reopened job: %v", err)
	}
	// Validator 2 (50 of 300) opens a challenge of the sybil's made-up result: it holds the leaf.
	v0, v1, v2 := h.vals[0], h.vals[1], h.vals[2]
	l := sb.Leaves[0]
	if _, err := h.send(v2, h.chlC, h.chl.PackOpen(sid, l.Challenge(), chain.OrderOf(l.Order), sb.Proof(0),
		[]bindings.ChallengesVerdictSig{h.verdictOn(v2, l, sybil, false)})); err != nil {
		t.Fatal(err)
	}
	// The client supersedes its sybil's leaf with newer made-up terms: the
	// sybil's fee (credited from the honest miner's) is the reserve again.
	again := h.assign(c, o, sybil.addr, fee, t0.Add(2*time.Millisecond))
	if err := h.supersede(c, sid, sb, 0, again); err != nil {
		t.Fatalf("supersede of the sybil's leaf refused: %v", err)
	}
	r := h.must(h.other, h.chlC, h.chl.PackAddVerdicts(big.NewInt(1), []bindings.ChallengesVerdictSig{
		h.verdictOn(v0, l, sybil, false), h.verdictOn(v1, l, sybil, false)}))
	res := findLog(t, r, h.chl.UnpackChallengeResolvedEvent)
	if !res.Upheld {
		t.Fatalf("challenge not upheld: %+v", res)
	}
	h.wait(601 * time.Second)
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(hid))
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(sid))
	free, _ := h.escrowBalances(c.addr)
	spent := new(big.Int).Sub(fee, free)
	t.Logf("client spent %s wei for an 80 TORA job; honest miner owed %s; sybil slashed %s", spent, h.owed(honest.addr), res.Slashed)
	if spent.Cmp(fee) < 0 {
		t.Errorf("client recovered the honest miner's fee via supersede of its held sybil leaf + _refundReserve: spent %s wei of %s", spent, fee)
	}
}

// TestAttackSybilSlashCappedByStakeGainsNothing: the cost side of the two thefts
// above. Staking.slash takes at most what the sybil's vault holds, so the
// sybil's stake (the subnet minimum suffices to submit) is all it can
// lose, however many leaves its one batch settles. The client supersedes
// 8 honest 50-TORA leaves (400 TORA) with made-up terms for its sybil
// (200 TORA staked); the sybil settles all 8 with made-up results in one
// batch, every one credited from the reserves; the validators uphold 8
// challenges, each refunding the client 50 TORA. The client recovers
// 400 TORA, the sybil loses 200: the pair profits 200 TORA, and the profit
// grows linearly with the jobs stolen while the cost is capped.
//
// Fixed by the same rule: the client is refunded none of the honest fees its
// sybil's leaves took from the reserves, whatever the sybil's stake.
func TestAttackSybilSlashCappedByStakeGainsNothing(t *testing.T) {
	h := newChallengeHarness(t)
	c, honest, sybil := h.clients[1], h.miners[0], h.miners[1]
	const n = 8
	fee := tora(50)
	total := new(big.Int).Mul(fee, big.NewInt(n))
	h.fund(c, total)
	t0 := h.now().Add(time.Hour)
	var hl, sl []chain.Leaf
	for i := range n {
		o := h.order(c, h.subnet, fee)
		hl = append(hl, chain.Leaf{Order: o, Fee: fee, ResultHash: resultHash(5000 + i), Assignment: h.assign(c, o, honest.addr, fee, t0)})
		sl = append(sl, chain.Leaf{Order: o, Fee: fee, ResultHash: resultHash(6000 + i), Assignment: h.assign(c, o, sybil.addr, fee, t0.Add(time.Millisecond))})
	}
	hb := h.newBatch(hl)
	hid, _, err := h.submit(honest, h.subnet, hb.Packed)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if err := h.supersede(c, hid, hb, i, sl[i].Assignment); err != nil {
			t.Fatalf("supersede %d: %v", i, err)
		}
	}
	sb := h.newBatch(sl)
	sid, _, err := h.submit(sybil, h.subnet, sb.Packed)
	if err != nil {
		t.Fatalf("sybil batch: %v", err)
	}
	v0, v1 := h.vals[0], h.vals[1]
	slashed := new(big.Int)
	for i, l := range sb.Leaves {
		r, err := h.send(v0, h.chlC, h.chl.PackOpen(sid, l.Challenge(), chain.OrderOf(l.Order), sb.Proof(i),
			[]bindings.ChallengesVerdictSig{h.verdictOn(v0, l, sybil, false), h.verdictOn(v1, l, sybil, false)}))
		if err != nil {
			t.Fatalf("challenge %d: %v", i, err)
		}
		res := findLog(t, r, h.chl.UnpackChallengeResolvedEvent)
		if !res.Upheld {
			t.Fatalf("challenge %d not upheld", i)
		}
		slashed.Add(slashed, res.Slashed)
	}
	h.wait(601 * time.Second)
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(hid))
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(sid))
	free, _ := h.escrowBalances(c.addr)
	spent := new(big.Int).Sub(total, free)
	t.Logf("client spent %s wei for %d honest results worth %s; sybil slashed %s in all; honest miner owed %s",
		spent, n, total, slashed, h.owed(honest.addr))
	if gain := new(big.Int).Sub(new(big.Int).Sub(total, spent), slashed); gain.Sign() > 0 {
		t.Errorf("client + sybil profit %s wei from stealing %d honest results (slash capped at the sybil's stake)", gain, n)
	}
}
