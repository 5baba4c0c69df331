package node

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	gethtypes "github.com/ethereum/go-ethereum/core/types"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/ocijob"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/verify"
)

// Where a validator read a settled batch's leaves (the source label of
// tensora_validator_batches_read_total).
const (
	leavesEvent  = "event"  // the escrow's BatchLeaves event in the batch's receipt
	leavesUnread = "unread" // nowhere: the batch's leaves go unchecked
)

// batchLeaves reads a settled batch's leaves from the escrow's
// BatchLeaves event in its transaction's receipt, checked against the
// root its BatchSubmitted event committed: whatever wallet or contract
// sent the call, the escrow itself emitted them. It returns an error
// wrapping chain.ErrNoBatchLeaves when the receipt holds none that match.
func (val *validator) batchLeaves(ctx context.Context, ev *bindings.JobEscrowBatchSubmitted) ([]chain.SettledLeaf, [][32]byte, string, error) {
	s := val.cfg.Settlement
	leaves, hashes, err := chain.ReadBatchLeaves(ctx, s.Client, s.Contracts.Escrow, ev.BatchId, ev.Root, ev.Raw.TxHash)
	if err != nil {
		return nil, nil, "", err
	}
	return leaves, hashes, leavesEvent, nil
}

// challengeVerdicts are the verdicts a challenge opens with: this
// validator's own first, then the verdicts of others it collected from
// gossip that are on the same result, count against a leaf charging fee
// (nil: disagreeing ones only) and whose signer judge says may judge the
// job (an active validator declared for it: a verdict by anyone else
// makes the whole open revert).
func challengeVerdicts(rec ValidationRecord, fee *big.Int, judge func(common.Address) bool) (own, others []bindings.ChallengesVerdictSig) {
	ov := decodeVerdict(rec.Verdict)
	if ov == nil {
		return nil, nil
	}
	own = []bindings.ChallengesVerdictSig{chain.VerdictSigOf(ov)}
	for _, d := range rec.Disputes {
		v := decodeVerdict(d)
		switch {
		case v == nil, !v.Against(fee), !bytes.Equal(v.GetResultHash(), ov.GetResultHash()):
			continue // not against the leaf this validator's verdict is on
		case bytes.Equal(v.GetValidator(), ov.GetValidator()):
			continue // ours, again
		case judge != nil && !judge(common.BytesToAddress(v.GetValidator())):
			continue
		}
		others = append(others, chain.VerdictSigOf(v))
	}
	return own, others
}

func decodeVerdict(b []byte) *types.Verdict {
	if len(b) == 0 {
		return nil
	}
	_, m, err := types.Decode(b)
	if err != nil {
		return nil
	}
	v, _ := m.(*types.Verdict)
	return v
}

// openFunc sends Challenges.open with the given verdicts.
type openFunc func(ctx context.Context, sigs []bindings.ChallengesVerdictSig) (*gethtypes.Receipt, error)

// openWithFallback opens a challenge with this validator's verdict and
// the others'; if the chain refuses one of the others' signers
// (UnstakedVerifier: not an active validator at the snapshot, or below
// the minimum), it tries once more with its own verdict only, which the
// others can add later with addVerdicts. retried says whether it did.
func openWithFallback(ctx context.Context, own, others []bindings.ChallengesVerdictSig, open openFunc) (r *gethtypes.Receipt, retried bool, err error) {
	r, err = open(ctx, append(append([]bindings.ChallengesVerdictSig(nil), own...), others...))
	if name := chain.RevertName(err); err == nil || len(others) == 0 || (name != "UnstakedVerifier" && name != "UndeclaredVerifier") {
		return r, false, err
	}
	r, err = open(ctx, own)
	return r, true, err
}

// activeValidator says whether the chain's view counts a as an active
// validator (counted stake above zero). Without a view that knows
// validator seats, everyone passes, and openWithFallback covers a
// refusal.
func (val *validator) activeValidator(a common.Address) bool {
	vs, ok := val.cfg.Stake.(interface{ ValidatorStake(common.Address) *big.Int })
	if !ok {
		return true
	}
	st := vs.ValidatorStake(a)
	return st != nil && st.Sign() > 0
}

// leafAge bounds how long a settled leaf waits for the result this
// validator saw of its job, or for the re-execution that decides it;
// leafQueuedAge, while that re-execution is queued behind others (an LLM
// regeneration can take minutes).
const (
	leafAge       = 2 * time.Minute
	leafQueuedAge = 10 * time.Minute
)

// leafResultWait is how long a settled leaf of a job this validator saw
// assigned waits for the job's result on gossip before the validator
// takes the leaf's own result as the one to check (a leaf may be mined
// before its result is published).
const leafResultWait = 10 * time.Second

// followSettledLeaf starts a record for a settled leaf of a job whose
// order and assignment (to the batch's miner) this validator saw but
// whose result it never did: the result to check is the leaf's, and it
// is re-executed if the validator's sampling picks it. It reports whether
// the leaf now has a record (false: the job is not known well enough).
func (val *validator) followSettledLeaf(ctx context.Context, p *pendingLeaf) bool {
	l := p.ref.leaf
	var o *types.JobOrder
	var a *types.Assignment
	val.mu.Lock()
	if j := val.book.Get(l.JobID); j != nil {
		o = j.Order()
		latest, _, _ := j.Latest()
		for r := 0; r <= latest; r++ {
			if x := j.Assignment(uint32(r)); x != nil && common.BytesToAddress(x.GetMiner()) == p.ref.miner {
				a = x
			}
		}
	}
	val.mu.Unlock()
	if o == nil || a == nil {
		return false
	}
	if why := reexecuteRefusal(val.cfg.Engine, o); why != "" {
		return val.skipSettledLeaf(ctx, p, o, a, why)
	}
	sp, sampled, err := verify.Sample(val.cfg.P2P.Domain, val.key, l.JobID, l.ResultHash, val.sampleRate(o.GetSubnet()))
	if err != nil {
		val.log.Error("sampling", "job", short(l.JobID), "err", err)
		return false
	}
	ob, err := types.Encode(o)
	if err != nil {
		return false
	}
	ab, err := types.Encode(a)
	if err != nil {
		return false
	}
	h := hex.EncodeToString(l.ResultHash[:])
	rec := ValidationRecord{
		JobID: hex.EncodeToString(l.JobID[:]), Subnet: o.GetSubnet(), Miner: p.ref.miner.Hex(), Client: l.Client.Hex(),
		ResultHash: h, SettledHash: h, Sampled: sampled, State: ValSkipped, SeenMs: val.cfg.Now().UnixMilli(), SampleProof: sp,
		Reason: "settled without a result this validator saw", BatchID: p.ref.batch.Uint64(), Order: ob, Assign: ab,
	}
	if sampled {
		rec.State = ValQueued
	}
	forced := false
	val.valMu.Lock()
	_, err = val.valRecord(ctx, l.JobID)
	if err != nil { // the result did not arrive meanwhile
		if !sampled && val.isDisputed(l.JobID, p.ref.miner) {
			// Its client disputed it: checked whatever the sampling says.
			rec.State, rec.Escalated, rec.Reason, forced = ValQueued, true, reasonDisputed, true
		}
		err = WriteValidation(ctx, val.validations, rec)
	} else {
		sampled = false
	}
	val.valMu.Unlock()
	if err != nil {
		val.log.Warn("validation record", "job", short(l.JobID), "err", err)
		return false
	}
	val.log.Warn("settled leaf of a job whose result this validator never saw: checking the settled result", "job", short(l.JobID),
		"batch", p.ref.batch, "miner", p.ref.miner.Hex(), "sampled", sampled, "disputed", forced)
	val.samples.Add(1)
	val.metrics.valResult(sampled)
	if sampled {
		val.sampledCount.Add(1)
		val.enqueueValidation(valTask{id: l.JobID})
	}
	if forced {
		val.noteDisputed()
		val.enqueueValidation(valTask{id: l.JobID, forced: true})
	}
	return true
}

// skipSettledLeaf records a settled leaf of a job this validator cannot
// re-execute (another engine or model) as skipped, with the reason: it is
// neither sampled nor fetched, takes no queue slot, and is not retried.
func (val *validator) skipSettledLeaf(ctx context.Context, p *pendingLeaf, o *types.JobOrder, a *types.Assignment, why string) bool {
	l := p.ref.leaf
	ob, err := types.Encode(o)
	if err != nil {
		return false
	}
	ab, err := types.Encode(a)
	if err != nil {
		return false
	}
	h := hex.EncodeToString(l.ResultHash[:])
	rec := ValidationRecord{
		JobID: hex.EncodeToString(l.JobID[:]), Subnet: o.GetSubnet(), Miner: p.ref.miner.Hex(), Client: l.Client.Hex(),
		ResultHash: h, SettledHash: h, State: ValSkipped, SeenMs: val.cfg.Now().UnixMilli(),
		Reason: reasonCannotReexecute + why, BatchID: p.ref.batch.Uint64(), Order: ob, Assign: ab,
	}
	val.valMu.Lock()
	if _, err = val.valRecord(ctx, l.JobID); err != nil { // the result did not arrive meanwhile
		err = WriteValidation(ctx, val.validations, rec)
	}
	val.valMu.Unlock()
	if err != nil {
		val.log.Warn("validation record", "job", short(l.JobID), "err", err)
		return false
	}
	val.log.Debug("settled leaf of a job this validator cannot re-execute", "job", short(l.JobID), "why", why)
	return true
}

// revalidateSettled re-executes a job known only from its order,
// assignment and settled leaf (followSettledLeaf): there is no published
// output to compare within tolerances, so the verdict agrees only when
// the re-execution hashes to the settled result. The verdict is kept for
// the chain (challenge or recorded work), not gossiped: peers check a
// verdict against a result they saw.
func (val *validator) revalidateSettled(ctx context.Context, id [32]byte, rec ValidationRecord, fail func(string, error)) {
	o, a, err := decodeOrderAssign(rec)
	if err != nil {
		fail("stored messages", err)
		return
	}
	settled, err := hex.DecodeString(rec.ResultHash)
	if err != nil || len(settled) != 32 {
		fail("stored result hash", fmt.Errorf("%q is not 32 hex bytes", rec.ResultHash))
		return
	}
	model, input, err := val.fetchAndPull(ctx, o, a)
	if err != nil {
		fail("fetch model and input", err)
		return
	}
	runStart := time.Now()
	res, err := val.runEngine(ctx, engine.Request{ModelCID: o.GetModelCid(), Model: model, Input: input, MaxOutputBytes: val.cfg.MaxOutputBytes})
	val.metrics.engineRun(val.cfg.Engine.Name(), "validator", time.Since(runStart), err)
	if err != nil {
		fail("re-execute", err)
		return
	}
	rh := proof.ResultHash(res.Output)
	agree := rh == [32]byte(settled)
	if !agree && ocijob.IsOCI(o) {
		// As revalidate: a container job that does not reproduce here,
		// or whose request accepts outputs within a tolerance (only the
		// settled hash is known here, not the output), judges no miner.
		if req, _, err := containerRequest(o, input); err != nil || req.Output.Compare == ocijob.CompareTolerance {
			fail("re-execute", errors.New("the settled container result differs and its request names a tolerance: only the output could be compared, and a settled leaf has none; no verdict"))
			return
		}
		again, err := val.runEngine(ctx, engine.Request{ModelCID: o.GetModelCid(), Model: model, Input: input, MaxOutputBytes: val.cfg.MaxOutputBytes})
		if err != nil {
			fail("re-execute (second run)", err)
			return
		}
		if proof.ResultHash(again.Output) != rh {
			fail("re-execute", errNondeterministic)
			return
		}
	}
	miner := common.HexToAddress(rec.Miner)
	v := &types.Verdict{
		JobId: id[:], Subnet: o.GetSubnet(), Miner: miner.Bytes(), ResultHash: settled,
		Agree: agree, ReexecHash: rh[:], SampleProof: rec.SampleProof, CreatedMs: val.cfg.Now().UnixMilli(),
		FeeCap: feeCap(o, a, llmCharge(res.Output)),
	}
	if err := val.sign(v); err != nil {
		fail("sign verdict", err)
		return
	}
	vb, err := types.Encode(v)
	if err != nil {
		fail("encode verdict", err)
		return
	}
	_, err = val.updateValRecord(val.ctx, id, func(r *ValidationRecord) error {
		r.Verdict, r.ReexecHash, r.VerdictMs, r.ReexecUs = vb, hex.EncodeToString(rh[:]), v.GetCreatedMs(), res.Usage.Wall.Microseconds()
		r.Charge = llmCharge(res.Output)
		r.State, r.Reason = ValAgree, ""
		if !agree {
			r.State, r.Reason = ValDisagree, fmt.Sprintf("settled result %x differs from re-execution %x", settled[:4], rh[:4])
		}
		return nil
	})
	if err != nil {
		val.log.Error("validation record", "job", short(id), "err", err)
		return
	}
	val.valActive.Store(id, struct{}{})
	val.metrics.valReexecuted(nil)
	val.metrics.valVerdict(agree)
	val.verdictStake(miner, v, val.addr)
	if agree {
		val.log.Info("settled result verified by re-execution", "job", short(id), "miner", rec.Miner)
	} else {
		val.log.Warn("settled result does NOT match re-execution", "job", short(id), "miner", rec.Miner)
	}
	val.pokeValChain()
}

func decodeOrderAssign(rec ValidationRecord) (*types.JobOrder, *types.Assignment, error) {
	_, om, err := types.Decode(rec.Order)
	if err != nil {
		return nil, nil, err
	}
	_, am, err := types.Decode(rec.Assign)
	if err != nil {
		return nil, nil, err
	}
	o, ok1 := om.(*types.JobOrder)
	a, ok2 := am.(*types.Assignment)
	if !ok1 || !ok2 {
		return nil, nil, errors.New("stored messages of the wrong kind")
	}
	return o, a, nil
}

// attachSettledResult keeps the published result rb (hash resultHash)
// with a record started from its job's settled leaf alone
// (followSettledLeaf), when it is the settled result: a re-execution that
// found another hash is then decided again as any published result is,
// within tolerances against the miner's output, unless its challenge is
// already open. It reports whether the record was queued for that.
// The caller holds valMu.
func (val *validator) attachSettledResult(old ValidationRecord, resultHash string, rb []byte) bool {
	if len(old.Result) != 0 || old.SettledHash == "" || old.SettledHash != old.ResultHash || resultHash != old.ResultHash {
		return false
	}
	old.Result = rb
	requeue := old.State == ValDisagree && old.ChallengeID == 0
	if requeue {
		old.State, old.Escalated, old.Verdict, old.Reason = ValQueued, true, nil, "published after it was settled: decided again"
	}
	if err := WriteValidation(val.ctx, val.validations, old); err != nil {
		val.log.Warn("validation record", "job", old.JobID, "err", err)
		return false
	}
	return requeue
}
