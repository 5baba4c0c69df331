package node

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/attest"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/engine/oci/ocijob"
	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/tensor"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/verify"
)

// validator is the validator role: it re-executes the share of results
// its key samples, publishes verdicts, and follows them on chain
// (validator_chain.go): challenges, their resolution, recorded work.
type validator struct {
	*core
	validations *store.Bucket // records of the results seen
	// urgentQ holds re-executions staked evidence asks for (a challenge
	// opened on chain, another validator's disagreement: escalate);
	// sampledQ results this validator's own sampling picked; forcedQ the
	// ones a client's dispute asks for. They are served in that order,
	// so neither free disputes nor a flood of cheap jobs to sample can
	// delay a challenge's verdicts past its vote period.
	urgentQ, sampledQ, forcedQ chan valTask
	// overflowed is set when a queue was full: the records stay
	// ValQueued in the store and are read back once there is room.
	overflowed   atomic.Bool
	valPoke      chan struct{}
	samples      atomic.Int64
	sampledCount atomic.Int64
	// disputedCount: results queued only because their client disputed them
	disputedCount atomic.Int64
	subnetRates   sync.Map // subnet → uint16 sample rate from the chain
	// valActive holds the job ids whose records still have something to
	// do on chain (re-executed, not yet worked or resolved), so the chain
	// watcher reads those records, not every result ever seen.
	valActive sync.Map   // [32]byte → struct{}
	valMu     sync.Mutex // serialises read-modify-writes of validation records
	// disputed holds the jobs whose client disputed a result, by job id:
	// their result or leaf is re-executed whatever the sampling decides
	// (validator_dispute.go). Guarded by valMu.
	disputed map[[32]byte]disputeMark
}

func newValidator(c *core) *validator {
	return &validator{core: c, urgentQ: make(chan valTask, maxValQueue), sampledQ: make(chan valTask, maxValQueue), forcedQ: make(chan valTask, maxValQueue), valPoke: make(chan struct{}, 1)}
}

func (val *validator) build() { val.validations = val.db.Prefixed(store.PrefixValidation) }

func (val *validator) start(ctx context.Context) error {
	if err := val.startValidator(ctx); err != nil {
		return fmt.Errorf("node: validator: %w", err)
	}
	return nil
}

func (val *validator) stop() {}

// Validation states of a result a validator saw.
const (
	ValSkipped    = "skipped"       // not sampled
	ValQueued     = "queued"        // sampled (or escalated), waiting for re-execution
	ValAgree      = "agree"         // re-executed, matches: verdict published
	ValDisagree   = "disagree"      // re-executed, does not match: verdict published
	ValFailed     = "failed"        // could not re-execute (fetch or engine error)
	ValChallenged = "challenged"    // a challenge is open on chain
	ValUpheld     = "upheld"        // the challenge was upheld: the miner was slashed
	ValRejected   = "rejected"      // the challenge was rejected
	ValWorked     = "work-recorded" // agreeing work recorded on chain for rewards
)

// ValidationRecord is a validator's durable record of one result: what it
// decided, what it found, and what happened on chain.
type ValidationRecord struct {
	JobID      string `json:"job_id"`
	Subnet     uint64 `json:"subnet"`
	Miner      string `json:"miner"`
	Client     string `json:"client"`
	ResultHash string `json:"result_hash"`
	State      string `json:"state"`
	Sampled    bool   `json:"sampled"`
	// Escalated: re-executed although not sampled, because another
	// validator disagreed or a challenge opened.
	Escalated bool   `json:"escalated,omitempty"`
	Reason    string `json:"reason,omitempty"`
	// SampleProof is the validator's signature that decided the sampling.
	SampleProof []byte `json:"sample_proof,omitempty"`
	// ReexecHash is the hash of the validator's own output.
	ReexecHash string `json:"reexec_hash,omitempty"`
	// Charge is, for an LLM job, the per-token charge of the validator's
	// own output (decimal wei): what the job's settled leaf may claim at
	// most (leafOvercharges).
	Charge    string `json:"charge,omitempty"`
	SeenMs    int64  `json:"seen_ms"`
	VerdictMs int64  `json:"verdict_ms,omitempty"`
	// MinerExecUs and ReexecUs compare the miner's and the validator's CPU.
	MinerExecUs int64 `json:"miner_exec_us,omitempty"`
	ReexecUs    int64 `json:"reexec_us,omitempty"`
	// Attestation is this validator's verdict on the TEE evidence the
	// result carried (AttestVerified, AttestUnverified, AttestRejected;
	// empty without evidence), of kind AttestationKind, and why when not
	// verified. A verdict on where the run happened, not on the result.
	Attestation     string `json:"attestation,omitempty"`
	AttestationKind string `json:"attestation_kind,omitempty"`
	AttestationNote string `json:"attestation_note,omitempty"`
	// On chain.
	BatchID     uint64 `json:"batch_id,omitempty"`
	ChallengeID uint64 `json:"challenge_id,omitempty"`
	ChainNote   string `json:"chain_note,omitempty"`

	// SettledHash is the result hash the job's settled leaf carries when
	// it differs from ResultHash (the one published): the record then
	// follows that leaf, and Verdict is on it.
	SettledHash string `json:"settled_hash,omitempty"`

	// What re-execution and challenges need, kept so that both survive a
	// restart: the signed job order, assignment and result, the
	// validator's own signed verdict and the disagreeing verdicts of
	// others.
	Order    []byte   `json:"order,omitempty"`
	Assign   []byte   `json:"assign,omitempty"`
	Result   []byte   `json:"result,omitempty"`
	Verdict  []byte   `json:"verdict,omitempty"`
	Disputes [][]byte `json:"disputes,omitempty"`
}

// Terminal reports whether nothing more will happen to the record.
func (r ValidationRecord) Terminal() bool {
	switch r.State {
	case ValSkipped, ValFailed, ValUpheld, ValRejected, ValWorked:
		return true
	}
	return false
}

// valTask is one result to re-execute.
type valTask struct {
	id     [32]byte
	forced bool
	urgent bool // escalated by staked evidence (forced too)
}

// maxValQueue bounds the results waiting for re-execution.
const maxValQueue = 256

// canReexecute reports whether e can re-execute job o: it is the job's
// engine ("" is ONNX, the engine of jobs that name none) and, for an
// engine serving fixed models (LLM), it serves the job's model. Other
// validators check the rest; this one neither samples them nor records
// a failure for them.
func canReexecute(e engine.Engine, o *types.JobOrder) bool {
	return reexecuteRefusal(e, o) == ""
}

// reexecuteRefusal is why e cannot judge job o by re-executing it, ""
// when it can: another engine, or a model its server does not serve.
func reexecuteRefusal(e engine.Engine, o *types.JobOrder) string {
	if e == nil {
		return "this validator has no engine"
	}
	want := o.GetEngine()
	if want == "" {
		want = engine.FormatONNX
	}
	if !strings.EqualFold(e.Name(), want) {
		return fmt.Sprintf("engine %q, this validator runs %q", want, e.Name())
	}
	if ms, ok := e.(engine.ModelServer); ok && !slices.Contains(ms.ServedModels(), o.GetModelCid()) {
		return fmt.Sprintf("model %s, this validator serves %s", o.GetModelCid(), strings.Join(ms.ServedModels(), ", "))
	}
	// The miner's env hash is not a reason to abstain: it is whatever the
	// miner writes, and a validator that skipped LLM results from other
	// environments let a miner naming a made-up one escape every check
	// (attack6, TestAttack6ForgedEnvHashEscapesValidation). An LLM miner
	// is judged by regeneration in the validators' environment: running
	// the pinned one (the ollama version setup builds, on the CPU, one
	// request at a time) is the miner's side of that rule.
	return ""
}

// recordRefusal is reexecuteRefusal for a stored record's order.
func (val *validator) recordRefusal(r *ValidationRecord) string {
	_, om, err := types.Decode(r.Order)
	o, ok := om.(*types.JobOrder)
	if err != nil || !ok {
		return "" // revalidate reports an unreadable record
	}
	return reexecuteRefusal(val.cfg.Engine, o)
}

// reasonCannotReexecute prefixes the reason of a record left skipped
// because this validator cannot re-execute its job.
const reasonCannotReexecute = "not re-executed: "

// onResultValidate runs on every result a validator receives: it decides
// (from its own key) whether to re-execute and queues it if so.
func (val *validator) onResultValidate(_ *p2p.Incoming, r *types.Result) {
	if r.GetError() != "" || len(r.GetResultHash()) != 32 {
		return // failures carry nothing to re-execute
	}
	id := [32]byte(r.GetJobId())
	val.mu.Lock()
	var order *types.JobOrder
	var a *types.Assignment
	if j := val.book.Get(id); j != nil {
		order, a = j.Order(), j.Assignment(r.GetRound())
	}
	val.mu.Unlock()
	if order == nil || a == nil {
		val.log.Debug("result for a job or round this validator did not see", "job", short(id))
		return
	}
	if why := reexecuteRefusal(val.cfg.Engine, order); why != "" {
		val.log.Debug("result of a job this validator cannot re-execute", "job", short(id), "why", why)
		return
	}
	rate := val.sampleRate(order.GetSubnet())
	sp, sampled, err := verify.Sample(val.cfg.P2P.Domain, val.key, id, [32]byte(r.GetResultHash()), rate)
	if err != nil {
		val.log.Error("sampling", "job", short(id), "err", err)
		return
	}
	ob, _ := types.Encode(order)
	ab, _ := types.Encode(a)
	rb, _ := types.Encode(r)
	rec := ValidationRecord{
		JobID: hex.EncodeToString(id[:]), Subnet: order.GetSubnet(),
		Miner: common.BytesToAddress(r.GetMiner()).Hex(), Client: common.BytesToAddress(order.GetClient()).Hex(),
		ResultHash: hex.EncodeToString(r.GetResultHash()), Sampled: sampled, State: ValSkipped,
		SeenMs: val.cfg.Now().UnixMilli(), MinerExecUs: r.GetUsage().GetWallUs(), SampleProof: sp,
		Order: ob, Assign: ab, Result: rb,
	}
	if sampled {
		rec.State = ValQueued
	}
	val.valMu.Lock()
	old, err := val.valRecord(val.ctx, id)
	// A re-signed copy after the miner restarted, or a result published
	// after its job's settled leaf was taken as the result to check.
	seen := err == nil && (old.ResultHash == rec.ResultHash || old.SettledHash != "")
	requeue, forced := false, false
	if !seen && !sampled && val.isDisputed(id, common.BytesToAddress(r.GetMiner())) {
		// Its client disputed it before it reached this validator.
		rec.State, rec.Escalated, rec.Reason, forced = ValQueued, true, reasonDisputed, true
	}
	if !seen {
		err = WriteValidation(val.ctx, val.validations, rec)
	} else {
		requeue = val.attachSettledResult(old, rec.ResultHash, rb)
	}
	val.valMu.Unlock()
	if requeue {
		val.enqueueValidation(valTask{id: id, forced: true})
	}
	if seen {
		return
	}
	if err != nil {
		val.log.Warn("validation record", "job", short(id), "err", err)
		return
	}
	val.samples.Add(1)
	val.metrics.valResult(sampled)
	if sampled {
		val.sampledCount.Add(1)
		val.enqueueValidation(valTask{id: id})
	}
	if forced {
		val.noteDisputed()
		val.enqueueValidation(valTask{id: id, forced: true})
	}
}

// escalate re-executes a result this validator did not sample, because
// another validator disagreed with it or a challenge opened against it.
func (val *validator) escalate(id [32]byte) { val.escalateAs(id, true) }

// escalateAs is escalate; urgent is whether staked evidence asks for it
// (a challenge, a validator's verdict, the miner's own settlement) rather
// than a client's free dispute, which waits behind sampled work.
func (val *validator) escalateAs(id [32]byte, urgent bool) {
	queued := false
	_, err := val.updateValRecord(val.ctx, id, func(r *ValidationRecord) error {
		if r.State != ValSkipped {
			return errNoChange // already re-executed (or queued)
		}
		if why := val.recordRefusal(r); why != "" {
			// Abstains: a verdict from a validator that cannot run the
			// job would be a wrong one.
			r.Reason = reasonCannotReexecute + why
			return nil
		}
		r.State, r.Escalated, queued = ValQueued, true, true
		return nil
	})
	if err == nil && queued {
		val.enqueueValidation(valTask{id: id, forced: true, urgent: urgent})
	}
}

// enqueueValidation queues a re-execution whose record is ValQueued in
// the store. When its queue is full the record stays queued and is read
// back from the store once both queues have drained (requeueStored).
func (val *validator) enqueueValidation(t valTask) {
	q := val.sampledQ
	switch {
	case t.urgent:
		q = val.urgentQ
	case t.forced:
		q = val.forcedQ
	}
	select {
	case q <- t:
	default:
		if !val.overflowed.Swap(true) {
			val.log.Warn("validation queue full: results wait in the store until the queue drains", "job", short(t.id), "forced", t.forced)
		}
	}
}

// validateLoop re-executes queued results one at a time: escalated
// ones first, then sampled ones, then those clients disputed.
func (val *validator) validateLoop() {
	defer val.wg.Done()
	for {
		select {
		case <-val.ctx.Done():
			return
		case t := <-val.urgentQ:
			val.revalidate(t)
			continue
		default:
		}
		select {
		case t := <-val.sampledQ:
			val.revalidate(t)
			continue
		default:
		}
		if len(val.forcedQ) == 0 && val.overflowed.Swap(false) {
			val.requeueStored()
		}
		select {
		case <-val.ctx.Done():
			return
		case t := <-val.urgentQ:
			val.revalidate(t)
		case t := <-val.sampledQ:
			val.revalidate(t)
		case t := <-val.forcedQ:
			val.revalidate(t)
		}
	}
}

// requeueStored queues again the records left ValQueued when a queue was
// full: sampled ones (not escalated) into the sampled queue.
func (val *validator) requeueStored() {
	recs, err := ReadValidations(val.ctx, val.validations)
	if err != nil {
		val.overflowed.Store(true) // try again after the next task
		return
	}
	for _, r := range recs {
		id, err := hex.DecodeString(r.JobID)
		if err != nil || len(id) != 32 || r.State != ValQueued {
			continue
		}
		val.enqueueValidation(valTask{id: [32]byte(id), forced: r.Escalated})
	}
}

// revalidate fetches the job's model, input and the miner's output,
// re-executes, compares and publishes a signed verdict.
func (val *validator) revalidate(t valTask) {
	limit := 5 * time.Minute
	if val.cfg.Engine != nil && val.cfg.Engine.Name() == ocijob.Engine {
		// A container job may pull for PullTimeout and run for up to
		// its request's timeout, which the engine enforces.
		limit = val.cfg.PullTimeout + ocijob.MaxTimeout + time.Minute
	}
	ctx, cancel := context.WithTimeout(val.ctx, limit)
	defer cancel()
	rec, err := val.valRecord(ctx, t.id)
	if err != nil || rec.State != ValQueued {
		return
	}
	log := val.log.With("job", short(t.id), "miner", rec.Miner)
	var att attestRecord // the result's evidence checked, kept whatever re-execution gives
	fail := func(why string, err error) {
		if val.ctx.Err() != nil {
			return // stays queued; re-run at the next start
		}
		log.Warn("re-execution failed", "why", why, "err", err)
		val.metrics.valReexecuted(err)
		_, _ = val.updateValRecord(val.ctx, t.id, func(r *ValidationRecord) error {
			r.State, r.Reason = ValFailed, fmt.Sprintf("%s: %v", why, err)
			att.set(r)
			return nil
		})
	}
	if len(rec.Result) == 0 { // known from its settled leaf only
		val.revalidateSettled(ctx, t.id, rec, fail)
		return
	}
	o, a, r, err := decodeValInputs(rec)
	if err != nil {
		fail("stored messages", err)
		return
	}
	miner := common.BytesToAddress(r.GetMiner())
	claim, err := proof.ClaimOf(r)
	if err == nil {
		err = proof.Verify(val.cfg.P2P.Domain, claim, r.GetPocSignature(), miner)
	}
	var ev *attest.Evidence
	baseEnv := claim.EnvHash
	if err == nil {
		// Evidence that does not bind to the proof is the miner's doing:
		// rejected, and the result judged as unattested on the env hash it
		// signed. Failing the re-execution instead gave no verdict at all,
		// so a cheat attaching unbound evidence escaped every validator,
		// its client's dispute included (TestAttackHEUnboundAttestationEscapes).
		var berr error
		if ev, baseEnv, berr = resultEvidence(r, claim); berr != nil {
			ev, baseEnv = nil, claim.EnvHash
			att.verdict, att.note = AttestRejected, berr.Error()
			log.Info("attested result", "attestation", att.verdict, "note", att.note)
		}
	}
	if err != nil {
		// The client rejects such a result itself; nothing to settle.
		fail("proof of compute", err)
		return
	}
	if ev != nil {
		att.verdict, att.note = val.attestVerdict(ctx, ev, claim)
		att.kind = ev.Kind
		log.Info("attested result", "kind", ev.Kind, "attestation", att.verdict, "note", att.note)
	}
	model, input, err := val.fetchAndPull(ctx, o, a)
	if err != nil {
		fail("fetch model and input", err)
		return
	}
	ereq := engine.Request{ModelCID: o.GetModelCid(), Model: model, Input: input, MaxOutputBytes: val.cfg.MaxOutputBytes}
	runStart := time.Now()
	res, confirmed := val.confirmClaim(ctx, ereq, o, r)
	if res == nil {
		res, err = val.runEngine(ctx, ereq)
		val.metrics.engineRun(val.cfg.Engine.Name(), "validator", time.Since(runStart), err)
		if err != nil {
			fail("re-execute", err)
			return
		}
	}
	// An attested run's env hash is never an unattested one: compared on
	// the environment the evidence was bound to.
	sameEnv := baseEnv == envHash(val.cfg.Engine)
	rh := proof.ResultHash(res.Output)
	out := verify.Outcome{Agree: true, Exact: true}
	if confirmed {
		log.Info("result confirmed by a prefill check instead of regeneration", "check", res.Usage.Wall)
	}
	if rh != claim.ResultHash {
		// Only a differing result needs the miner's output, to compare
		// within tolerances across hardware. It is fetched by CID: the
		// Result's inline output is sealed to the client.
		claimed, err := val.minerOutput(ctx, o, r)
		switch {
		case errors.Is(err, errOutputNotClaimed):
			// The output the miner serves is not the result it signed:
			// nothing supports the claimed hash within tolerances, so,
			// as for a settled leaf with no output, only an exact match
			// would agree (and the re-execution differs).
			out = verify.Outcome{Reason: err.Error()}
		case err != nil:
			fail("fetch the miner's output", err)
			return
		case ocijob.IsOCI(o):
			out = compareContainer(o, input, claimed, res.Output)
		case ckksjob.IsHE(o):
			// Homomorphic evaluation is exact integer arithmetic: an
			// honest miner's ciphertext is this one, byte for byte, on
			// any hardware, and no tolerance applies to ciphertexts.
			out = verify.Outcome{Reason: "the output ciphertext differs from the re-execution's (encrypted inference is compared exactly)"}
		default:
			out = verify.Compare(claimed, res.Output, sameEnv)
		}
	}
	if ocijob.IsOCI(o) && !out.Agree {
		// A container brings its own code: one that reads the clock or
		// /dev/urandom differs from every run, the miner's included. Before
		// blaming the miner, run it again: a job that does not reproduce on
		// this validator's own host is the client's (it asked for a
		// nondeterministic job), and no verdict is given on it.
		again, err := val.runEngine(ctx, ereq)
		if err != nil {
			fail("re-execute (second run)", err)
			return
		}
		if proof.ResultHash(again.Output) != rh && !compareContainer(o, input, res.Output, again.Output).Agree {
			fail("re-execute", errNondeterministic)
			return
		}
	}
	sp := rec.SampleProof
	if len(sp) == 0 { // a record from before proofs were kept
		if sp, _, err = verify.Sample(val.cfg.P2P.Domain, val.key, t.id, claim.ResultHash, val.sampleRate(o.GetSubnet())); err != nil {
			fail("sample proof", err)
			return
		}
	}
	v := &types.Verdict{
		JobId: t.id[:], Subnet: o.GetSubnet(), Miner: miner.Bytes(), ResultHash: claim.ResultHash[:],
		Agree: out.Agree, ReexecHash: rh[:], SampleProof: sp, CreatedMs: val.cfg.Now().UnixMilli(),
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
	_, err = val.updateValRecord(val.ctx, t.id, func(r *ValidationRecord) error {
		r.Verdict, r.ReexecHash, r.VerdictMs, r.ReexecUs = vb, hex.EncodeToString(rh[:]), v.GetCreatedMs(), res.Usage.Wall.Microseconds()
		r.Charge = llmCharge(res.Output)
		r.State, r.Reason = ValAgree, ""
		if !out.Agree {
			r.State, r.Reason = ValDisagree, out.Reason
		}
		att.set(r)
		return nil
	})
	if err != nil {
		log.Error("validation record", "err", err)
		return
	}
	val.valActive.Store(t.id, struct{}{})
	val.metrics.valReexecuted(nil)
	val.metrics.valVerdict(out.Agree)
	val.verdictStake(miner, v, val.addr)
	if err := val.host.PublishRaw(val.ctx, verdictTopic(o.GetSubnet()), vb); err != nil && val.ctx.Err() == nil {
		log.Warn("verdict not published", "err", err)
	}
	if out.Agree {
		log.Info("result verified by re-execution", "exact", out.Exact)
	} else {
		log.Warn("result does NOT match re-execution", "reason", out.Reason)
	}
	val.pokeValChain()
}

// confirmClaim asks an engine that can confirm a claimed output more
// cheaply than by running the job (engine.ClaimChecker: an LLM server
// with prefill checks) to confirm the miner's: fetched by CID, it must
// hash to the result hash the miner signed. A confirmed claim stands for
// the validator's own result (its hash is the claim's, its charge the
// claim's verified usage); anything else, including a check that fails,
// returns nil and the job is re-executed, which decides.
func (val *validator) confirmClaim(ctx context.Context, req engine.Request, o *types.JobOrder, r *types.Result) (*engine.Result, bool) {
	cc, ok := val.cfg.Engine.(engine.ClaimChecker)
	if !ok || !cc.CanCheckClaims() {
		return nil, false
	}
	claimed, err := val.minerOutput(ctx, o, r)
	if err != nil {
		return nil, false
	}
	ok, wall, err := cc.CheckClaim(ctx, req, claimed)
	if wall > 0 || err != nil {
		val.metrics.engineRun(val.cfg.Engine.Name(), "validator-prefill", wall, err)
	}
	if err != nil || !ok {
		if err != nil {
			val.log.Debug("prefill check failed: regenerating", "job", short([32]byte(r.GetJobId())), "err", err)
		}
		return nil, false
	}
	return &engine.Result{Output: claimed, Usage: engine.Usage{Wall: wall, BytesIn: int64(len(req.Input)), BytesOut: int64(len(claimed))}}, true
}

// errNondeterministic: a container job whose re-executions on one
// validator differ from each other; no verdict judges its miner by it.
var errNondeterministic = errors.New("the container job does not reproduce on this validator (two runs differ): nondeterministic by its own code; no verdict")

// errOutputNotClaimed: the output a result's CID names does not hash to
// the result hash its miner signed.
var errOutputNotClaimed = errors.New("the miner's output does not hash to the result hash it claimed")

func verdictTopic(subnet uint64) string { return types.SubnetTopic(subnet, types.TopicVerdict) }

func decodeValInputs(rec ValidationRecord) (*types.JobOrder, *types.Assignment, *types.Result, error) {
	_, om, err := types.Decode(rec.Order)
	if err != nil {
		return nil, nil, nil, err
	}
	_, am, err := types.Decode(rec.Assign)
	if err != nil {
		return nil, nil, nil, err
	}
	_, rm, err := types.Decode(rec.Result)
	if err != nil {
		return nil, nil, nil, err
	}
	o, ok1 := om.(*types.JobOrder)
	a, ok2 := am.(*types.Assignment)
	r, ok3 := rm.(*types.Result)
	if !ok1 || !ok2 || !ok3 {
		return nil, nil, nil, errors.New("stored messages of the wrong kind")
	}
	return o, a, r, nil
}

// minerOutput is the miner's output, fetched by CID (from the miner or,
// through the DHT, anyone holding it; restricted to the job's readers
// before it arrives), checked against the result hash and canonical form.
func (val *validator) minerOutput(ctx context.Context, o *types.JobOrder, r *types.Result) ([]byte, error) {
	oc, err := cid.Decode(r.GetOutputCid())
	if err != nil {
		return nil, fmt.Errorf("output cid: %w", err)
	}
	limit := val.cfg.MaxOutputBytes
	if d := int64(r.GetOutputBytes()); d > 0 && d < limit {
		limit = d
	}
	var provs []peer.AddrInfo
	if id, err := val.peerOf(common.BytesToAddress(r.GetMiner())); err == nil {
		provs = append(provs, peer.AddrInfo{ID: id, Addrs: val.host.LibP2P().Peerstore().Addrs(id)})
	}
	if err := val.guard(ctx, o, r.GetOutputCid(), common.BytesToAddress(r.GetMiner())); err != nil {
		return nil, err
	}
	if len(provs) > 0 {
		val.streamFrom(ctx, provs[0], oc, limit, "output")
	}
	out, err := val.content.FetchBytes(ctx, oc, provs, limit)
	if err != nil {
		return nil, err
	}
	if proof.ResultHash(out) != [32]byte(r.GetResultHash()) {
		return nil, errOutputNotClaimed
	}
	if llmjob.IsOutput(out) || ocijob.IsOCI(o) || ckksjob.IsHE(o) {
		return out, nil // an LLM output, a container's tar or a ciphertext: compared as such
	}
	if _, err := tensor.Canonical(out); err != nil {
		return nil, fmt.Errorf("output is not safetensors: %w", err)
	}
	return out, nil
}

// peerOf finds the connected peer whose address is a.
func (n *core) peerOf(a common.Address) (peer.ID, error) {
	var found peer.ID
	n.peerAddrs.Range(func(k, v any) bool {
		if v.(common.Address) == a {
			found = k.(peer.ID)
			return false
		}
		return true
	})
	if found == "" {
		return "", fmt.Errorf("no known peer for %s", a.Hex())
	}
	return found, nil
}

// onVerdict updates reputation from a verdict (weighted by the validator's
// stake), and on a validator collects disagreeing verdicts as challenge
// evidence and re-executes results another validator disputes.
func (n *Node) onVerdict(_ *p2p.Incoming, v *types.Verdict) {
	validator := common.BytesToAddress(v.GetValidator())
	if validator == n.addr {
		return
	}
	n.verdictStake(common.BytesToAddress(v.GetMiner()), v, validator)
	if n.has(RoleValidator) && !v.GetAgree() {
		n.validator.onDispute(v)
	}
}

// onDispute keeps another validator's disagreeing verdict with the
// record of the result it disputes, and re-executes that result.
func (val *validator) onDispute(v *types.Verdict) {
	id := [32]byte(v.GetJobId())
	vb, err := types.Encode(v)
	if err != nil {
		return
	}
	_, err = val.updateValRecord(val.ctx, id, func(r *ValidationRecord) error {
		if r.ResultHash != hex.EncodeToString(v.GetResultHash()) {
			return errNoChange // a verdict on another result than the one we saw
		}
		for _, d := range r.Disputes {
			if bytes.Equal(d, vb) {
				return errNoChange
			}
		}
		if len(r.Disputes) >= 16 {
			return errNoChange
		}
		r.Disputes = append(r.Disputes, vb)
		return nil
	})
	if err == nil {
		val.escalate(id)
	}
}

// verdictStake records a verdict in the reputation ledger, weighted by the
// validator's stake relative to the minimum (capped at 4).
func (n *core) verdictStake(miner common.Address, v *types.Verdict, validator common.Address) {
	w := 1.0
	if st := n.cfg.Stake.Stake(validator); st != nil && n.cfg.MinStake != nil && n.cfg.MinStake.Sign() > 0 {
		f, _ := new(big.Rat).SetFrac(st, n.cfg.MinStake).Float64()
		w = min(max(f, 0.1), 4)
	}
	kind := store.VerdictAgree
	if !v.GetAgree() {
		kind = store.VerdictDisagree
	}
	if err := n.rep.Record(n.ctx, miner, store.Event{Kind: kind, Weight: w, At: n.cfg.Now()}); err != nil && n.ctx.Err() == nil {
		n.log.Warn("reputation not recorded", "miner", miner.Hex(), "err", err)
	}
}

// checkVerdict is the part of the verdicts topic's validation that needs
// no job: the author must be staked at the minimum (the node's and, with
// a chain, a registered validator meeting the subnet's minimum validator
// stake) and its sampling proof genuine. It returns the reason to reject
// the verdict, "" if it passes: such verdicts cost their author nothing
// to make, so whoever relays one is penalised. The job book then decides
// whether a verdict that passes counts (jobbook.Book.OnVerdict).
func (n *core) checkVerdict(ctx context.Context, v *types.Verdict, author common.Address) string {
	if st := n.cfg.Stake.Stake(author); st == nil || st.Cmp(n.cfg.MinStake) < 0 || st.Sign() == 0 {
		return jobbook.ReasonUnstaked
	}
	if _, err := verify.CheckSample(n.cfg.P2P.Domain, author, [32]byte(v.GetJobId()), [32]byte(v.GetResultHash()), v.GetSampleProof(), 0); err != nil {
		return reasonBadSampleProof
	}
	// Last: it may read the chain (only operators in the stake view get
	// this far, so fresh keys cannot make a peer read it for each).
	if meets, known := n.chainRd.meetsValidatorMinimum(ctx, author, v.GetSubnet()); known && !meets {
		return reasonNotValidator
	}
	return ""
}

// checkEscrow is the orders topic's escrow check on peers with a chain:
// an order whose client's free escrow is below its max fee could never
// be paid, so it is ignored ("" lets it through). Orders cost nothing to
// sign; escrow bounds how many a client can keep in every peer's book.
// Without a chain, or when the chain cannot be read, it passes.
func (n *core) checkEscrow(ctx context.Context, o *types.JobOrder, author common.Address) string {
	if author == n.addr {
		return "" // the client checked its escrow before it signed
	}
	free, known := n.chainRd.freeEscrow(ctx, author)
	if known && free.Cmp(types.AmountOf(o.GetMaxFee())) < 0 {
		return reasonNoEscrow
	}
	return ""
}

// sampleRate is the share of results this validator re-executes in a subnet.
func (val *validator) sampleRate(subnet uint64) uint16 {
	if r, ok := val.subnetRates.Load(subnet); ok {
		return r.(uint16)
	}
	return val.cfg.SampleRateBps
}

// errNoChange makes updateValRecord leave the record as it is.
var errNoChange = errors.New("no change")

// updateValRecord reads job id's record, lets fn change it and writes it
// back, all under valMu: the re-execution worker, the gossip handlers and
// the chain watcher each change their own fields of the same records, and
// a read-modify-write of one must not undo another's. fn returning
// errNoChange skips the write; other errors are returned.
func (val *validator) updateValRecord(ctx context.Context, id [32]byte, fn func(*ValidationRecord) error) (ValidationRecord, error) {
	val.valMu.Lock()
	defer val.valMu.Unlock()
	rec, err := val.valRecord(ctx, id)
	if err != nil {
		return rec, err
	}
	if err := fn(&rec); err != nil {
		if errors.Is(err, errNoChange) {
			return rec, nil
		}
		return rec, err
	}
	return rec, WriteValidation(ctx, val.validations, rec)
}

// WriteValidation stores a validation record in b (store.PrefixValidation
// of a node's DB), keyed by its job id.
func WriteValidation(ctx context.Context, b *store.Bucket, rec ValidationRecord) error {
	data, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	id, err := hex.DecodeString(rec.JobID)
	if err != nil || len(id) != 32 {
		return fmt.Errorf("validation record: job id %q is not 32 hex bytes", rec.JobID)
	}
	return b.Set(ctx, id, data)
}

func (val *validator) valRecord(ctx context.Context, id [32]byte) (ValidationRecord, error) {
	var rec ValidationRecord
	b, err := val.validations.Get(ctx, id[:])
	if err != nil {
		return rec, err
	}
	return rec, json.Unmarshal(b, &rec)
}

// pruneValidations drops final records of results seen before cutoff.
func (val *validator) pruneValidations(ctx context.Context, cutoff time.Time) error {
	recs, err := ReadValidations(ctx, val.validations)
	if err != nil {
		return err
	}
	val.valMu.Lock()
	defer val.valMu.Unlock()
	for _, r := range recs {
		id, err := hex.DecodeString(r.JobID)
		if err != nil || !r.Terminal() || r.SeenMs >= cutoff.UnixMilli() {
			continue
		}
		if err := val.validations.Delete(ctx, id); err != nil {
			return err
		}
	}
	return nil
}

// Validation is this validator's record of one job's result.
func (n *Node) Validation(ctx context.Context, id [32]byte) (ValidationRecord, error) {
	return n.validator.valRecord(ctx, id)
}

// Validations lists this validator's records.
func (n *Node) Validations(ctx context.Context) ([]ValidationRecord, error) {
	return ReadValidations(ctx, n.validator.validations)
}

// ReadValidations lists the validation records in b (the CLI reads a data
// dir no node holds).
func ReadValidations(ctx context.Context, b *store.Bucket) ([]ValidationRecord, error) {
	var out []ValidationRecord
	err := b.ForEach(ctx, func(_, v []byte) error {
		var r ValidationRecord
		if err := json.Unmarshal(v, &r); err != nil {
			return nil // an unreadable record is skipped, not fatal
		}
		out = append(out, r)
		return nil
	})
	return out, err
}

// ValidationStats counts what a validator saw and sampled.
func (n *Node) ValidationStats() (seen, sampled int64) {
	return n.validator.samples.Load(), n.validator.sampledCount.Load()
}

// SampleRate is the share of a subnet's results this validator
// re-executes now, in basis points (the subnet's rate on chain, read again
// whenever it changes).
func (n *Node) SampleRate(subnet uint64) uint16 { return n.validator.sampleRate(subnet) }

// startValidator resumes the results left queued by the last run and
// starts the re-execution worker and, with a chain, the chain watcher.
func (val *validator) startValidator(ctx context.Context) error {
	if val.cfg.Engine == nil {
		return errors.New("a validator needs an execution engine to re-execute results")
	}
	recs, err := ReadValidations(ctx, val.validations)
	if err != nil {
		return err
	}
	for _, r := range recs {
		id, err := hex.DecodeString(r.JobID)
		if err != nil || len(id) != 32 {
			continue
		}
		switch {
		case r.State == ValQueued:
			val.enqueueValidation(valTask{id: [32]byte(id), forced: r.Escalated})
		case !r.Terminal():
			val.valActive.Store([32]byte(id), struct{}{})
		}
	}
	val.wg.Add(1)
	go val.validateLoop()
	if val.cfg.Settlement != nil {
		if err := val.startValChain(ctx); err != nil {
			return err
		}
	}
	return nil
}

// pokeValChain wakes the chain watcher (a new verdict may be challengeable).
func (val *validator) pokeValChain() {
	select {
	case val.valPoke <- struct{}{}:
	default:
	}
}

// llmCharge is the per-token charge of an LLM output, "" for any other.
// feeCap is the fee cap a verdict on job o (assigned with a) carries:
// for a per-token LLM job, the charge of the validator's own re-execution
// (within the signed price; an unparseable charge caps at 0, so any fee
// is against it), so the verdict counts against a leaf that settles more
// (types.Verdict.Against, as Challenges counts it). Other jobs: nil, no
// cap of its own (the signed price bounds their fee on chain).
func feeCap(o *types.JobOrder, a *types.Assignment, charge string) []byte {
	if !llmjob.IsLLM(o) {
		return nil
	}
	c := llmjob.Settled(charge, types.AmountOf(a.GetPrice()))
	if c.Sign() == 0 {
		return []byte{0} // a cap of zero, not "no cap"
	}
	return c.Bytes()
}

func llmCharge(output []byte) string {
	if !llmjob.IsOutput(output) {
		return ""
	}
	o, err := llmjob.ParseOutput(output)
	if err != nil {
		return ""
	}
	return o.Charge
}
