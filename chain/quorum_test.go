package chain_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/types"
)

// llmModel is the model CID of the LLM leaves below.
const llmModel = "bafkreillmmodelforthequorumtestsxxxxxxxxxxxxxxxxxxxxxxxxxx"

// llmBatch submits a batch of n leaves of per-token LLM jobs (engine
// "llm", model llmModel) by miner 0, each paying fee under a 5-TORA max
// fee, and returns its id and batch.
func (h *challengeH) llmBatch(n int, fee *big.Int) (*big.Int, *chain.Batch) {
	h.tb.Helper()
	client := h.clients[1]
	h.fund(client, new(big.Int).Mul(tora(5), big.NewInt(int64(n))))
	settleBy := h.now().Add(settleWindow)
	leaves := make([]chain.Leaf, n)
	for i := range leaves {
		o := h.order(client, h.subnet, tora(5))
		o.Engine, o.ModelCid = "llm", llmModel
		if err := types.Sign(h.d, o, client.key); err != nil {
			h.tb.Fatal(err)
		}
		leaves[i] = chain.Leaf{Order: o, Fee: new(big.Int).Set(fee), ResultHash: resultHash(1000 + int(o.GetNonce())),
			Assignment: h.assign(client, o, h.miners[0].addr, tora(5), settleBy)}
	}
	b := h.newBatch(leaves)
	id, _, err := h.submit(h.miners[0], h.subnet, b.Packed)
	if err != nil {
		h.tb.Fatal(err)
	}
	return id, b
}

// capVerdict is validator v's signed verdict on leaf i of batch b, capping
// the fee at feeCap (nil: no cap of its own).
func (h *challengeH) capVerdict(v actor, b *chain.Batch, i int, agree bool, feeCap *big.Int) bindings.ChallengesVerdictSig {
	h.tb.Helper()
	l := b.Leaves[i]
	id := l.JobID()
	wire := &types.Verdict{
		JobId: id[:], Subnet: h.subnet, Miner: h.miners[0].addr.Bytes(), ResultHash: l.ResultHash[:],
		Agree: agree, ReexecHash: crypto.Keccak256([]byte("regenerated"), []byte{byte(i)}),
		SampleProof: []byte("sample proof"), CreatedMs: 1_767_225_700_000,
	}
	if feeCap != nil {
		wire.FeeCap = types.Amount(feeCap)
	}
	if err := types.Sign(h.d, wire, v.key); err != nil {
		h.tb.Fatal(err)
	}
	return chain.VerdictSigOf(wire)
}

func (h *challengeH) openOn(v actor, id *big.Int, b *chain.Batch, i int, verdicts ...bindings.ChallengesVerdictSig) error {
	l := b.Leaves[i]
	_, err := h.send(v, h.chlC, h.chl.PackOpen(id, l.Challenge(), chain.OrderOf(l.Order), b.Proof(i), verdicts))
	return err
}

// The attack of finding F12 (LLM review): the quorum was two thirds of
// every validator's stake, but a validator re-executes only its own
// engine and model, so once validators of other engines held more than a
// third of the stake no challenge could be upheld, and the challenger's
// bond went to the cheating miner. Now each validator declares what it
// re-executes and a challenge's quorum is over the validators declared
// for its job: here v0 (150) and v2 (50) judge ONNX jobs, v1 (100) an LLM
// model. v0's verdict alone upholds an ONNX challenge (150 of 200, where
// it was 150 of 300 before); v1's verdict counts on the LLM job only.
func TestAttackChallengeQuorumOverDeclaredVerifiers(t *testing.T) {
	h := newChallengeHarness(t)
	v0, v1 := h.vals[0], h.vals[1]
	h.must(v1, h.chlC, h.chl.PackRevoke("onnx", ""))
	h.must(v1, h.chlC, h.chl.PackDeclare("llm", llmModel))

	// v1 cannot re-execute an ONNX job: its verdict does not count there.
	err := h.openOn(v0, h.id, h.batch, 0, h.verdict(v0, 0, false), h.verdict(v1, 0, true))
	wantRevert(t, err, "UndeclaredVerifier")
	// A challenger cannot name another job's order to pick its judges.
	l0 := h.batch.Leaves[0]
	_, err = h.send(v0, h.chlC, h.chl.PackOpen(h.id, l0.Challenge(), chain.OrderOf(h.batch.Leaves[1].Order), h.batch.Proof(0),
		[]bindings.ChallengesVerdictSig{h.verdict(v0, 0, false)}))
	wantRevert(t, err, "OrderMismatch")

	if err := h.openOn(v0, h.id, h.batch, 0, h.verdict(v0, 0, false)); err != nil {
		t.Fatal(err)
	}
	c := h.challenge(1)
	cmp(t, "ONNX denominator (v0 + v2)", c.TotalStake, tora(200))
	if c.Status != statusUpheld {
		t.Fatalf("ONNX challenge with 150 of 200 declared stake: status %d, want upheld", c.Status)
	}

	// The LLM job is judged by v1 alone: the ONNX validators' verdicts
	// are refused, v1's upholds it.
	lid, lb := h.llmBatch(1, tora(1))
	err = h.openOn(v0, lid, lb, 0, h.capVerdict(v0, lb, 0, false, nil))
	wantRevert(t, err, "UndeclaredVerifier")
	if err := h.openOn(v1, lid, lb, 0, h.capVerdict(v1, lb, 0, false, nil)); err != nil {
		t.Fatal(err)
	}
	c = h.challenge(2)
	cmp(t, "LLM denominator (v1)", c.TotalStake, tora(100))
	if c.Status != statusUpheld {
		t.Fatalf("LLM challenge: status %d, want upheld", c.Status)
	}
}

// The attack of finding F1 (LLM review): a miner returns an honest output
// and settles the leaf at the whole max fee. An "overcharge" challenge
// was a disagree verdict on a result every other validator reproduced, so
// their agree verdicts outvoted it and the challenger's bond went to the
// miner. Now a verdict carries the fee cap of the validator's own
// re-execution (the per-token charge) and counts against any leaf whose
// fee is above it, even an "agree" verdict signed before the leaf
// existed: the overcharged leaf is voided. A leaf at or below the cap
// keeps agree verdicts on its side.
func TestAttackOverchargeOutvotedByAgreeVerdicts(t *testing.T) {
	h := newChallengeHarness(t)
	v0, v1, v2 := h.vals[0], h.vals[1], h.vals[2]
	for _, v := range h.vals {
		h.must(v, h.chlC, h.chl.PackRevoke("onnx", ""))
		h.must(v, h.chlC, h.chl.PackDeclare("llm", llmModel))
	}
	charge := new(big.Int).Div(tora(3), big.NewInt(10)) // 0.3 TORA of tokens
	id, b := h.llmBatch(2, tora(5))                     // settled at the 5-TORA max fee

	// Agree verdicts with a cap at or above the fee are not a challenge.
	err := h.openOn(v2, id, b, 0, h.capVerdict(v2, b, 0, true, tora(5)))
	wantRevert(t, err, "NoDisagreement")

	if err := h.openOn(v2, id, b, 0, h.capVerdict(v2, b, 0, true, charge)); err != nil {
		t.Fatal(err)
	}
	// The other validators reproduce the output: they agree with the
	// result, with the same cap, and that counts against the fee.
	h.must(h.other, h.chlC, h.chl.PackAddVerdicts(big.NewInt(1), []bindings.ChallengesVerdictSig{
		h.capVerdict(v0, b, 0, true, charge), h.capVerdict(v1, b, 0, true, charge),
	}))
	c := h.challenge(1)
	cmp(t, "against the fee", c.DisagreeStake, tora(300))
	if c.Status != statusUpheld {
		t.Fatalf("overcharged leaf: status %d, want upheld", c.Status)
	}

	// The honest leaf (settled at its charge) stands: the same verdicts agree.
	hid, hb := h.llmBatch(1, charge)
	err = h.openOn(v0, hid, hb, 0, h.capVerdict(v0, hb, 0, true, charge), h.capVerdict(v1, hb, 0, true, charge))
	wantRevert(t, err, "NoDisagreement")
}

// Declarations: only validators declare; a validator is never counted
// twice (an engine and one of its models at once); a revocation after a
// challenge's snapshot does not shrink its denominator; an active,
// declared validator cannot be pruned, one that left can.
func TestVerifierDeclarations(t *testing.T) {
	h := newChallengeHarness(t)
	v0, v1 := h.vals[0], h.vals[1]
	_, err := h.send(h.other, h.chlC, h.chl.PackDeclare("onnx", ""))
	wantRevert(t, err, "NotAValidator")
	_, err = h.send(v0, h.chlC, h.chl.PackDeclare("onnx", "bafkreisomemodel"))
	wantRevert(t, err, "OverlappingDeclaration")
	_, err = h.send(v0, h.chlC, h.chl.PackDeclare("", ""))
	wantRevert(t, err, "EmptyEngine")

	key := call(h.harness, h.chlC, h.chl.PackVerifierKey("onnx", ""), h.chl.UnpackVerifierKey)
	if want := chain.VerifierKey("onnx", ""); key != want {
		t.Fatalf("contract key %x, Go %x", key, want)
	}
	if got, want := call(h.harness, h.chlC, h.chl.PackVerifierKey("llm", llmModel), h.chl.UnpackVerifierKey), chain.VerifierKey("llm", llmModel); got != want {
		t.Fatalf("contract model key %x, Go %x", got, want)
	}

	if err := h.openOn(v0, h.id, h.batch, 0, h.verdict(v0, 0, false)); err != nil {
		t.Fatal(err)
	}
	if c := h.challenge(1); c.Status != statusOpen {
		t.Fatalf("150 of 300: status %d, want open", c.Status)
	}
	// v1 revokes after the snapshot: its 100 stays in the denominator,
	// and its verdict still counts.
	h.must(v1, h.chlC, h.chl.PackRevoke("onnx", ""))
	cmp(t, "denominator after a revocation", h.challenge(1).TotalStake, tora(300))
	h.must(h.other, h.chlC, h.chl.PackAddVerdicts(big.NewInt(1), []bindings.ChallengesVerdictSig{h.verdict(v1, 0, false)}))
	if c := h.challenge(1); c.Status != statusUpheld {
		t.Fatalf("250 of 300: status %d", c.Status)
	}
	// A later challenge no longer counts v1.
	if err := h.openOn(v0, h.id, h.batch, 1, h.verdict(v0, 1, false)); err != nil {
		t.Fatal(err)
	}
	cmp(t, "denominator after the revocation", h.challenge(2).TotalStake, tora(200))

	// v0 is active and declared: it cannot be pruned; v1 revoked: it can.
	_, err = h.send(h.other, h.chlC, h.chl.PackPrune(key, v0.addr, "onnx", ""))
	wantRevert(t, err, "StillVerifier")
	h.must(h.other, h.chlC, h.chl.PackPrune(key, v1.addr, "onnx", ""))
	list := call(h.harness, h.chlC, h.chl.PackVerifiers(key), h.chl.UnpackVerifiers)
	if len(list) != 2 {
		t.Fatalf("verifiers after pruning v1: %v", list)
	}
}
