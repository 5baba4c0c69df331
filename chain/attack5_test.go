package chain_test

import (
	"fmt"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/tensora/tensora/chain/bindings"
	"math/big"
	"testing"
	"time"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/types"
)

// engineBatch submits a batch of one 1-TORA leaf by miner 0 whose order
// (client 1's) names engine and model as given.
func (h *challengeH) engineBatch(engine, model string) (*big.Int, *chain.Batch) {
	h.tb.Helper()
	client := h.clients[1]
	h.fund(client, tora(2))
	settleBy := h.now().Add(settleWindow)
	o := h.order(client, h.subnet, tora(2))
	o.Engine, o.ModelCid = engine, model
	if err := types.Sign(h.d, o, client.key); err != nil {
		h.tb.Fatal(err)
	}
	l := chain.Leaf{Order: o, Fee: tora(1), ResultHash: resultHash(5000 + int(o.GetNonce())),
		Assignment: h.assign(client, o, h.miners[0].addr, tora(1), settleBy)}
	b := h.newBatch([]chain.Leaf{l})
	id, _, err := h.submit(h.miners[0], h.subnet, b.Packed)
	if err != nil {
		h.tb.Fatal(err)
	}
	return id, b
}

// attack5: the verifier key hashes the order's engine byte for byte, but
// miners (scheduler.Eligible, containsFold) and validators (canReexecute,
// strings.EqualFold) match engines case-insensitively, and take "" for
// ONNX. A client colluding with one small validator orders engine "ONNX":
// the honest ONNX miner runs it, every honest validator is declared for
// "onnx" only, and the colluder, the only one declared for "ONNX", is the
// whole quorum: its lone "disagree" voids the honest leaf (the client's
// fee comes back), slashes the miner and pays the colluder the bounty.
// The contract now judges an order's engine lower-cased ("" as "onnx").
func TestAttack5EngineSpellingPicksTheJudges(t *testing.T) {
	h := newChallengeHarness(t)
	v0, v2 := h.vals[0], h.vals[2]
	// v2 (50 of 300) is the colluder: it declares the odd spelling.
	h.must(v2, h.chlC, h.chl.PackRevoke("onnx", ""))
	_, err := h.send(v2, h.chlC, h.chl.PackDeclare("ONNX", ""))
	if err == nil {
		id, b := h.engineBatch("ONNX", "bafkreimodelcidforthetestsuitexxxxxxxxxxxxxxxxxxxxxxxxxxx")
		err = h.openOn(v2, id, b, 0, h.capVerdict(v2, b, 0, false, nil))
		if err == nil {
			if c := h.challenge(1); c.Status == statusUpheld {
				t.Fatalf("an honest leaf of engine \"ONNX\" voided by the colluder alone (denominator %s of 300 TORA declared for onnx)", c.TotalStake)
			}
		}
	} else {
		wantRevert(t, err, "NonCanonicalEngine")
	}
	// The honest validators judge it whatever the spelling.
	h.must(v2, h.chlC, h.chl.PackDeclare("onnx", ""))
	for n, engine := range []string{"ONNX", "Onnx", ""} {
		id, b := h.engineBatch(engine, "bafkreimodelcidforthetestsuitexxxxxxxxxxxxxxxxxxxxxxxxxxx")
		if err := h.openOn(v0, id, b, 0, h.capVerdict(v0, b, 0, false, nil)); err != nil {
			t.Fatalf("engine %q: honest validators cannot challenge: %v", engine, err)
		}
		c := h.challenge(uint64(h.challengeCount()))
		cmp(t, "denominator of engine "+engine, c.TotalStake, tora(300))
		_ = n
	}
}

// The Go JobEngine (node judges) spells engines as the contract does.
func TestJobEngineMatchesContract(t *testing.T) {
	h := newChallengeHarness(t)
	for _, e := range []string{"", "onnx", "ONNX", "Llm", "v-LLM_2.x", "\u212a"} {
		got := call(h.harness, h.chlC, h.chl.PackJobEngine(e), h.chl.UnpackJobEngine)
		if want := chain.JobEngine(e); got != want {
			t.Fatalf("jobEngine(%q): contract %q, Go %q", e, got, want)
		}
	}
}

func (h *challengeH) challengeCount() uint64 {
	return call(h.harness, h.chlC, h.chl.PackChallengeCount(), h.chl.UnpackChallengeCount).Uint64()
}

// attack5: anyone could prune a validator in the block it declared in
// (prune looked only at the block before, when it was not yet declared),
// so an attacker that follows every declare with a prune in the same block
// kept honest validators from ever judging. A validator declared and
// staked now cannot be pruned.
func TestAttack5PruneInTheDeclaringBlock(t *testing.T) {
	h := newChallengeHarness(t)
	v1 := h.vals[1]
	h.must(v1, h.chlC, h.chl.PackRevoke("onnx", ""))
	key := chain.VerifierKey("onnx", "")
	// Same block: v1 declares again, the outsider prunes it.
	send := func(a actor, data []byte) *ethtypes.Transaction {
		o := h.opts(a)
		o.GasLimit = 1_000_000
		tx, err := bind.Transact(h.chlC, o, data)
		if err != nil {
			t.Fatal(err)
		}
		return tx
	}
	send(v1, h.chl.PackDeclare("onnx", ""))
	pr := send(h.other, h.chl.PackPrune(key, v1.addr, "onnx", ""))
	h.sim.Commit()
	r, err := h.receipt(pr.Hash())
	if err != nil {
		t.Fatal(err)
	}
	h.sim.Commit()
	if r.Status == ethtypes.ReceiptStatusSuccessful {
		n, _ := h.c.BlockNumber(h.ctx)
		if !call(h.harness, h.chlC, h.chl.PackDeclaredAt(key, v1.addr, new(big.Int).SetUint64(n)), h.chl.UnpackDeclaredAt) {
			t.Fatal("a declaration pruned in its own block: the validator never judges")
		}
	}
}

// attack5: MAX_VERIFIERS_PER_KEY griefing. Staking seats at most
// MAX_VALIDATORS (64) validators but registers any number; every
// registered one could declare, so an attacker registering 125 validators
// at the minimum self-stake filled "onnx"'s list of 128, and a new honest
// validator was refused (TooManyVerifiers). Pruning the unseated ones did
// not help: they declared again at once. Only a validator with counted
// stake now (seated) may declare, so at most 64 listed entries are live.
func TestAttack5FillTheVerifierList(t *testing.T) {
	h := newChallengeHarness(t)
	key := chain.VerifierKey("onnx", "")
	full := false
	var sybils []actor
	for i := 0; len(call(h.harness, h.chlC, h.chl.PackVerifiers(key), h.chl.UnpackVerifiers)) < 128 && i < 130; i++ {
		s := newActor(fmt.Sprintf("sybil%d", i))
		h.fundEth(s)
		h.must(h.admin, h.toraC, h.tora.PackMint(s.addr, tora(1)))
		h.must(s, h.toraC, h.tora.PackApprove(h.addrs.Staking, tora(1)))
		h.must(s, h.stkC, h.stk.PackRegister(roleValidator, tora(1)))
		if _, err := h.send(s, h.chlC, h.chl.PackDeclare("onnx", "")); err != nil {
			wantRevert(t, err, "NotAValidator") // unseated: refused
			break
		}
		sybils = append(sybils, s)
		full = len(sybils)+3 >= 128
	}
	if !full {
		return
	}
	honest := newActor("late honest validator")
	h.fundEth(honest)
	h.stakeAsNoDeclare(honest, tora(500)) // outbids a sybil for a seat
	if _, err := h.send(honest, h.chlC, h.chl.PackDeclare("onnx", "")); err != nil {
		t.Fatalf("a seated honest validator cannot declare once sybils fill the list: %v", err)
	}
}

func (h *challengeH) stakeAsNoDeclare(a actor, amount *big.Int) {
	h.tb.Helper()
	h.must(h.admin, h.toraC, h.tora.PackMint(a.addr, amount))
	h.must(a, h.toraC, h.tora.PackApprove(h.addrs.Staking, amount))
	h.must(a, h.stkC, h.stk.PackRegister(roleValidator, amount))
}

// fundEth sends a 1 ETH for gas from the admin.
func (h *harness) fundEth(a actor) {
	h.tb.Helper()
	nonce, err := h.c.PendingNonceAt(h.ctx, h.admin.addr)
	if err != nil {
		h.tb.Fatal(err)
	}
	tip, err := h.c.SuggestGasTipCap(h.ctx)
	if err != nil {
		h.tb.Fatal(err)
	}
	tx, err := ethtypes.SignNewTx(h.admin.key, ethtypes.LatestSignerForChainID(big.NewInt(chainID)), &ethtypes.DynamicFeeTx{
		ChainID: big.NewInt(chainID), Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Mul(big.NewInt(100), big.NewInt(1e9)),
		Gas: 21000, To: &a.addr, Value: big.NewInt(1e18),
	})
	if err != nil {
		h.tb.Fatal(err)
	}
	if err := h.c.SendTransaction(h.ctx, tx); err != nil {
		h.tb.Fatal(err)
	}
	h.sim.Commit()
}

// attack5, OPEN (not fixed): declaring costs nothing and a declared
// validator that never votes still counts in the denominator. A miner's
// accomplice with a seated validator declares a whole engine ("llm", any
// model) it cannot re-execute; the one honest validator serving the model
// (150) disagrees with the cheating leaf but holds only 150 of 250 of the
// declared stake, under the two-thirds quorum, so the challenge is
// rejected at the deadline and the honest challenger's bond goes to the
// cheating miner. Under the global quorum the accomplice needed a third
// of all validator stake; now a third of the few validators of one model.
func TestAttack5SilentDeclarationBlocksChallenges(t *testing.T) {
	h := newChallengeHarness(t)
	v0, v1, v2 := h.vals[0], h.vals[1], h.vals[2]
	for _, v := range h.vals {
		h.must(v, h.chlC, h.chl.PackRevoke("onnx", ""))
	}
	h.must(v0, h.chlC, h.chl.PackDeclare("llm", llmModel)) // honest: serves the model
	h.must(v1, h.chlC, h.chl.PackDeclare("llm", ""))       // accomplice: declares it all, never votes
	_ = v2
	id, b := h.llmBatch(1, tora(1))
	if err := h.openOn(v0, id, b, 0, h.capVerdict(v0, b, 0, false, nil)); err != nil {
		t.Fatal(err)
	}
	c := h.challenge(1)
	if c.Status != statusUpheld {
		t.Fatalf("every validator able to judge the model disagrees, yet the challenge is not upheld: %s of %s declared stake (the accomplice's silent declaration)",
			c.DisagreeStake, c.TotalStake)
	}
}

// attack5, OPEN (not fixed): the other side of per-job judges. An
// attacker with one minimum-stake validator declares a model no honest
// validator serves, then, as a client, orders that model from an honest
// miner serving it. Its lone "disagree" is the whole quorum: the honest
// leaf is voided (the attacker's fee comes back), the miner slashed and the
// slash paid to the attacker. A miner cannot see, before bidding, that a
// job's only judge is its client's accomplice.
func TestAttack5SoleJudgeOfANicheModel(t *testing.T) {
	h := newChallengeHarness(t)
	v2 := h.vals[2] // the attacker's validator (50)
	h.must(v2, h.chlC, h.chl.PackRevoke("onnx", ""))
	h.must(v2, h.chlC, h.chl.PackDeclare("llm", llmModel))
	id, b := h.llmBatch(1, tora(1)) // an honest leaf
	if err := h.openOn(v2, id, b, 0, h.capVerdict(v2, b, 0, false, nil)); err != nil {
		t.Fatal(err)
	}
	if c := h.challenge(1); c.Status == statusUpheld {
		t.Fatalf("an honest leaf voided and its miner slashed by the only validator declared for its model (%s of %s)", c.DisagreeStake, c.TotalStake)
	}
}

// attack5: a verdict binds the job, miner and result, not the fee, and
// is public in the calldata of the challenge it counted on. Validators
// used to answer an overcharged LLM leaf (right output, fee above its
// tokens) with "disagree" (node disagreeWithLeaf): once that challenge
// was upheld and the job reopened, the client assigned it again to the
// same miner, which settled the same output at its honest charge, and
// any declared validator replayed the old "disagree" verdicts against
// that honest leaf: upheld again, the miner slashed twice and the client
// refunded twice. A reproduced result is now answered "agree" with the
// fee cap, which counts against the overcharged leaf and not the honest.
func TestAttack5OverchargeVerdictReplayedOnReopenedJob(t *testing.T) {
	h := newChallengeHarness(t)
	v0, v1, v2 := h.vals[0], h.vals[1], h.vals[2]
	for _, v := range h.vals {
		h.must(v, h.chlC, h.chl.PackRevoke("onnx", ""))
		h.must(v, h.chlC, h.chl.PackDeclare("llm", llmModel))
	}
	charge := new(big.Int).Div(tora(3), big.NewInt(10))
	for _, replay := range []bool{false, true} {
		id, b := h.llmBatch(1, tora(5)) // overcharged: the whole max fee
		// What the validators sign on the overcharged leaf (the node's
		// verdict: "agree" capped at the charge; the old one: "disagree").
		sign := func(v actor) bindings.ChallengesVerdictSig { return h.capVerdict(v, b, 0, true, charge) }
		if replay {
			sign = func(v actor) bindings.ChallengesVerdictSig { return h.capVerdict(v, b, 0, false, charge) }
		}
		old := []bindings.ChallengesVerdictSig{sign(v0), sign(v1)}
		if err := h.openOn(v0, id, b, 0, old...); err != nil {
			t.Fatal(err)
		}
		n := h.challengeCount()
		if c := h.challenge(n); c.Status != statusUpheld {
			t.Fatalf("overcharged leaf: status %d", c.Status)
		}
		// The job reopens; the same miner settles the same output at its charge.
		l := b.Leaves[0]
		h.fund(h.clients[1], tora(1))
		again := h.assign(h.clients[1], l.Order, h.miners[0].addr, tora(5), time.UnixMilli(int64(l.SettleByMs())+1))
		hb := h.newBatch([]chain.Leaf{{Order: l.Order, Fee: charge, ResultHash: l.ResultHash, Assignment: again}})
		hid, _, err := h.submit(h.miners[0], h.subnet, hb.Packed)
		if err != nil {
			t.Fatal(err)
		}
		_, err = h.send(v2, h.chlC, h.chl.PackOpen(hid, hb.Leaves[0].Challenge(), chain.OrderOf(l.Order), hb.Proof(0), old))
		if !replay {
			wantRevert(t, err, "NoDisagreement")
			continue
		}
		if err != nil {
			t.Fatalf("replay refused: %v", err)
		}
		if c := h.challenge(h.challengeCount()); c.Status != statusUpheld {
			t.Fatalf("replayed disagree verdicts: status %d", c.Status)
		}
		t.Log("the old \"disagree\" verdicts voided the honest leaf too: why validators must not sign them on a reproduced result (node disagreeWithLeaf)")
	}
}
