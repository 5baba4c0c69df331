package node

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/tensor"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/verify"
)

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
	SeenMs     int64  `json:"seen_ms"`
	VerdictMs  int64  `json:"verdict_ms,omitempty"`
	// MinerExecUs and ReexecUs compare the miner's and the validator's CPU.
	MinerExecUs int64 `json:"miner_exec_us,omitempty"`
	ReexecUs    int64 `json:"reexec_us,omitempty"`
	// On chain.
	BatchID     uint64 `json:"batch_id,omitempty"`
	ChallengeID uint64 `json:"challenge_id,omitempty"`
	ChainNote   string `json:"chain_note,omitempty"`

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
}

// maxValQueue bounds the results waiting for re-execution.
const maxValQueue = 256

// onResultValidate runs on every result a validator receives: it decides
// (from its own key) whether to re-execute and queues it if so.
func (n *Node) onResultValidate(_ *p2p.Incoming, r *types.Result) {
	if r.GetError() != "" || len(r.GetResultHash()) != 32 {
		return // failures carry nothing to re-execute
	}
	id := [32]byte(r.GetJobId())
	n.mu.Lock()
	var order *types.JobOrder
	var a *types.Assignment
	if j := n.book.Get(id); j != nil {
		order, a = j.Order(), j.Assignment(r.GetRound())
	}
	n.mu.Unlock()
	if order == nil || a == nil {
		n.log.Debug("result for a job or round this validator did not see", "job", short(id))
		return
	}
	rate := n.sampleRate(order.GetSubnet())
	sp, sampled, err := verify.Sample(n.cfg.P2P.Domain, n.key, id, [32]byte(r.GetResultHash()), rate)
	if err != nil {
		n.log.Error("sampling", "job", short(id), "err", err)
		return
	}
	ob, _ := types.Encode(order)
	ab, _ := types.Encode(a)
	rb, _ := types.Encode(r)
	rec := ValidationRecord{
		JobID: hex.EncodeToString(id[:]), Subnet: order.GetSubnet(),
		Miner: common.BytesToAddress(r.GetMiner()).Hex(), Client: common.BytesToAddress(order.GetClient()).Hex(),
		ResultHash: hex.EncodeToString(r.GetResultHash()), Sampled: sampled, State: ValSkipped,
		SeenMs: n.cfg.Now().UnixMilli(), MinerExecUs: r.GetUsage().GetWallUs(), SampleProof: sp,
		Order: ob, Assign: ab, Result: rb,
	}
	if sampled {
		rec.State = ValQueued
	}
	n.valMu.Lock()
	old, err := n.valRecord(n.ctx, id)
	seen := err == nil && old.ResultHash == rec.ResultHash // a re-signed copy after the miner restarted
	if !seen {
		err = WriteValidation(n.ctx, n.validations, rec)
	}
	n.valMu.Unlock()
	if seen {
		return
	}
	if err != nil {
		n.log.Warn("validation record", "job", short(id), "err", err)
		return
	}
	n.samples.Add(1)
	n.metrics.valResult(sampled)
	if sampled {
		n.sampledCount.Add(1)
		n.enqueueValidation(valTask{id: id})
	}
}

// escalate re-executes a result this validator did not sample, because
// another validator disagreed with it or a challenge opened against it.
func (n *Node) escalate(id [32]byte) {
	queued := false
	_, err := n.updateValRecord(n.ctx, id, func(r *ValidationRecord) error {
		if r.State != ValSkipped {
			return errNoChange // already re-executed (or queued)
		}
		r.State, r.Escalated, queued = ValQueued, true, true
		return nil
	})
	if err == nil && queued {
		n.enqueueValidation(valTask{id: id, forced: true})
	}
}

func (n *Node) enqueueValidation(t valTask) {
	select {
	case n.valQ <- t:
	default:
		n.log.Warn("validation queue full; result left queued until restart", "job", short(t.id))
	}
}

// validateLoop re-executes queued results one at a time.
func (n *Node) validateLoop() {
	defer n.wg.Done()
	for {
		select {
		case <-n.ctx.Done():
			return
		case t := <-n.valQ:
			n.revalidate(t)
		}
	}
}

// revalidate fetches the job's model, input and the miner's output,
// re-executes, compares and publishes a signed verdict.
func (n *Node) revalidate(t valTask) {
	ctx, cancel := context.WithTimeout(n.ctx, 5*time.Minute)
	defer cancel()
	rec, err := n.valRecord(ctx, t.id)
	if err != nil || rec.State != ValQueued {
		return
	}
	log := n.log.With("job", short(t.id), "miner", rec.Miner)
	fail := func(why string, err error) {
		if n.ctx.Err() != nil {
			return // stays queued; re-run at the next start
		}
		log.Warn("re-execution failed", "why", why, "err", err)
		n.metrics.valReexecuted(err)
		_, _ = n.updateValRecord(n.ctx, t.id, func(r *ValidationRecord) error {
			r.State, r.Reason = ValFailed, fmt.Sprintf("%s: %v", why, err)
			return nil
		})
	}
	o, a, r, err := decodeValInputs(rec)
	if err != nil {
		fail("stored messages", err)
		return
	}
	miner := common.BytesToAddress(r.GetMiner())
	claim, err := proof.ClaimOf(r)
	if err == nil {
		err = proof.Verify(n.cfg.P2P.Domain, claim, r.GetPocSignature(), miner)
	}
	if err != nil {
		// The client rejects such a result itself; nothing to settle.
		fail("proof of compute", err)
		return
	}
	claimed, err := n.minerOutput(ctx, r)
	if err != nil {
		fail("fetch the miner's output", err)
		return
	}
	model, input, err := n.fetchJob(ctx, o, a)
	if err != nil {
		fail("fetch model and input", err)
		return
	}
	runStart := time.Now()
	res, err := n.cfg.Engine.Run(ctx, engine.Request{ModelCID: o.GetModelCid(), Model: engine.ModelBytes(model), Input: input, MaxOutputBytes: n.cfg.MaxOutputBytes})
	n.metrics.engineRun(n.cfg.Engine.Name(), "validator", time.Since(runStart), err)
	if err != nil {
		fail("re-execute", err)
		return
	}
	sameEnv := bytes.Equal(r.GetEnvHash(), func() []byte { h := proofEnv(n.cfg.Engine.Env()).Hash(); return h[:] }())
	out := verify.Compare(claimed, res.Output, sameEnv)
	rh := proof.ResultHash(res.Output)
	sp := rec.SampleProof
	if len(sp) == 0 { // a record from before proofs were kept
		if sp, _, err = verify.Sample(n.cfg.P2P.Domain, n.key, t.id, claim.ResultHash, n.sampleRate(o.GetSubnet())); err != nil {
			fail("sample proof", err)
			return
		}
	}
	v := &types.Verdict{
		JobId: t.id[:], Subnet: o.GetSubnet(), Miner: miner.Bytes(), ResultHash: claim.ResultHash[:],
		Agree: out.Agree, ReexecHash: rh[:], SampleProof: sp, CreatedMs: n.cfg.Now().UnixMilli(),
	}
	if err := n.sign(v); err != nil {
		fail("sign verdict", err)
		return
	}
	vb, err := types.Encode(v)
	if err != nil {
		fail("encode verdict", err)
		return
	}
	_, err = n.updateValRecord(n.ctx, t.id, func(r *ValidationRecord) error {
		r.Verdict, r.ReexecHash, r.VerdictMs, r.ReexecUs = vb, hex.EncodeToString(rh[:]), v.GetCreatedMs(), res.Usage.Wall.Microseconds()
		r.State, r.Reason = ValAgree, ""
		if !out.Agree {
			r.State, r.Reason = ValDisagree, out.Reason
		}
		return nil
	})
	if err != nil {
		log.Error("validation record", "err", err)
		return
	}
	n.valActive.Store(t.id, struct{}{})
	n.metrics.valReexecuted(nil)
	n.metrics.valVerdict(out.Agree)
	n.verdictStake(miner, v, n.addr)
	if err := n.host.PublishRaw(n.ctx, verdictTopic(o.GetSubnet()), vb); err != nil && n.ctx.Err() == nil {
		log.Warn("verdict not published", "err", err)
	}
	if out.Agree {
		log.Info("result verified by re-execution", "exact", out.Exact)
	} else {
		log.Warn("result does NOT match re-execution", "reason", out.Reason)
	}
	n.pokeValChain()
}

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

// minerOutput is the miner's output: inline, or fetched by CID (from the
// miner or, through the DHT, anyone holding it), checked against the
// result hash and canonical form.
func (n *Node) minerOutput(ctx context.Context, r *types.Result) ([]byte, error) {
	out := r.GetOutput()
	if len(out) == 0 {
		oc, err := cid.Decode(r.GetOutputCid())
		if err != nil {
			return nil, fmt.Errorf("output cid: %w", err)
		}
		limit := n.cfg.MaxOutputBytes
		if d := int64(r.GetOutputBytes()); d > 0 && d < limit {
			limit = d
		}
		var provs []peer.AddrInfo
		if id, err := n.peerOf(common.BytesToAddress(r.GetMiner())); err == nil {
			provs = append(provs, peer.AddrInfo{ID: id, Addrs: n.host.LibP2P().Peerstore().Addrs(id)})
		}
		if out, err = n.content.FetchBytes(ctx, oc, provs, limit); err != nil {
			return nil, err
		}
	}
	if proof.ResultHash(out) != [32]byte(r.GetResultHash()) {
		return nil, errors.New("the output does not hash to the result hash")
	}
	if _, err := tensor.Canonical(out); err != nil {
		return nil, fmt.Errorf("output is not safetensors: %w", err)
	}
	return out, nil
}

// peerOf finds the connected peer whose address is a.
func (n *Node) peerOf(a common.Address) (peer.ID, error) {
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
	if !n.has(RoleValidator) || v.GetAgree() {
		return
	}
	id := [32]byte(v.GetJobId())
	vb, err := types.Encode(v)
	if err != nil {
		return
	}
	_, err = n.updateValRecord(n.ctx, id, func(r *ValidationRecord) error {
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
		n.escalate(id)
	}
}

// verdictStake records a verdict in the reputation ledger, weighted by the
// validator's stake relative to the minimum (capped at 4).
func (n *Node) verdictStake(miner common.Address, v *types.Verdict, validator common.Address) {
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

// checkVerdict is the verdicts topic's validation: the validator must be
// staked and its sampling proof genuine.
func (n *Node) checkVerdict(v *types.Verdict, author common.Address) (ok bool, reject bool, reason string) {
	if st := n.cfg.Stake.Stake(author); st == nil || st.Cmp(n.cfg.MinStake) < 0 || st.Sign() == 0 {
		return false, false, jobbook.ReasonUnstaked
	}
	if _, err := verify.CheckSample(n.cfg.P2P.Domain, author, [32]byte(v.GetJobId()), [32]byte(v.GetResultHash()), v.GetSampleProof(), 0); err != nil {
		return false, true, reasonBadSampleProof
	}
	return true, false, ""
}

// sampleRate is the share of results this validator re-executes in a subnet.
func (n *Node) sampleRate(subnet uint64) uint16 {
	if r, ok := n.subnetRates.Load(subnet); ok {
		return r.(uint16)
	}
	return n.cfg.SampleRateBps
}

// errNoChange makes updateValRecord leave the record as it is.
var errNoChange = errors.New("no change")

// updateValRecord reads job id's record, lets fn change it and writes it
// back, all under valMu: the re-execution worker, the gossip handlers and
// the chain watcher each change their own fields of the same records, and
// a read-modify-write of one must not undo another's. fn returning
// errNoChange skips the write; other errors are returned.
func (n *Node) updateValRecord(ctx context.Context, id [32]byte, fn func(*ValidationRecord) error) (ValidationRecord, error) {
	n.valMu.Lock()
	defer n.valMu.Unlock()
	rec, err := n.valRecord(ctx, id)
	if err != nil {
		return rec, err
	}
	if err := fn(&rec); err != nil {
		if errors.Is(err, errNoChange) {
			return rec, nil
		}
		return rec, err
	}
	return rec, WriteValidation(ctx, n.validations, rec)
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

func (n *Node) valRecord(ctx context.Context, id [32]byte) (ValidationRecord, error) {
	var rec ValidationRecord
	b, err := n.validations.Get(ctx, id[:])
	if err != nil {
		return rec, err
	}
	return rec, json.Unmarshal(b, &rec)
}

// pruneValidations drops final records of results seen before cutoff.
func (n *Node) pruneValidations(ctx context.Context, cutoff time.Time) error {
	recs, err := n.Validations(ctx)
	if err != nil {
		return err
	}
	n.valMu.Lock()
	defer n.valMu.Unlock()
	for _, r := range recs {
		id, err := hex.DecodeString(r.JobID)
		if err != nil || !r.Terminal() || r.SeenMs >= cutoff.UnixMilli() {
			continue
		}
		if err := n.validations.Delete(ctx, id); err != nil {
			return err
		}
	}
	return nil
}

// Validation is this validator's record of one job's result.
func (n *Node) Validation(ctx context.Context, id [32]byte) (ValidationRecord, error) {
	return n.valRecord(ctx, id)
}

// Validations lists this validator's records.
func (n *Node) Validations(ctx context.Context) ([]ValidationRecord, error) {
	return ReadValidations(ctx, n.validations)
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
	return n.samples.Load(), n.sampledCount.Load()
}

// startValidator resumes the results left queued by the last run and
// starts the re-execution worker and, with a chain, the chain watcher.
func (n *Node) startValidator(ctx context.Context) error {
	if n.cfg.Engine == nil {
		return errors.New("a validator needs an execution engine to re-execute results")
	}
	recs, err := n.Validations(ctx)
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
			n.enqueueValidation(valTask{id: [32]byte(id)})
		case !r.Terminal():
			n.valActive.Store([32]byte(id), struct{}{})
		}
	}
	n.wg.Add(1)
	go n.validateLoop()
	if n.cfg.Settlement != nil {
		if err := n.startValChain(ctx); err != nil {
			return err
		}
	}
	return nil
}

// pokeValChain wakes the chain watcher (a new verdict may be challengeable).
func (n *Node) pokeValChain() {
	select {
	case n.valPoke <- struct{}{}:
	default:
	}
}
