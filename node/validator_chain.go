package node

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	gethtypes "github.com/ethereum/go-ethereum/core/types"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/gov"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/node/usage"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/verify"
)

// Challenge statuses of the Challenges contract.
const (
	challengeOpen     = 1
	challengeUpheld   = 2
	challengeRejected = 3
)

// valChain is a validator's view of settlement: the batches miners commit
// and the challenges validators open.
type valChain struct {
	escrow     *bindings.JobEscrow
	challenges *bindings.Challenges
	rewards    *bindings.ValidatorRewards
	tora       *bindings.TORA
	registry   *bindings.SubnetRegistry
	next       uint64 // first block not yet scanned
	// leaves of settled jobs this validator has a record of, by job id
	leaves map[[32]byte]leafRef
	// settled leaves of jobs this validator knows, waiting for the result
	// it saw of the job or for the re-execution that decides them
	pending map[[32]byte]*pendingLeaf
	// settled batches whose usage this validator has yet to anchor
	usage []pendingUsage
	// when declareVerifier checks the declarations next, and the last
	// refusal it logged
	nextDeclare time.Time
	declareErr  string
	// whether declarations of engines and models no longer served were revoked
	revokedStale bool
	// subnets whose parameters change (by governance or their owner) at
	// the given chain time: their sample rate is read again then
	reloadAt map[uint64]uint64
}

type leafRef struct {
	batch *big.Int
	miner common.Address // the batch's submitter: the miner a challenge slashes
	leaf  chain.SettledLeaf
	proof [][32]byte
}

// pendingLeaf is a settled leaf not yet matched with a validation record.
type pendingLeaf struct {
	ref    leafRef
	since  time.Time // when this validator read the leaf
	warned bool
}

// maxPendingLeaves bounds the settled leaves waiting to be matched.
const maxPendingLeaves = 4096

// startValChain reads the subnets' sample rates, lets the Challenges
// contract take challenge bonds, and starts the watcher.
func (val *validator) startValChain(ctx context.Context) error {
	s := val.cfg.Settlement
	if s.Contracts.Challenges == (common.Address{}) {
		return errors.New("the chain configuration names no Challenges contract")
	}
	vc := &valChain{
		escrow: bindings.NewJobEscrow(), challenges: bindings.NewChallenges(), rewards: bindings.NewValidatorRewards(),
		tora: bindings.NewTORA(), registry: bindings.NewSubnetRegistry(), leaves: map[[32]byte]leafRef{},
		pending: map[[32]byte]*pendingLeaf{}, reloadAt: map[uint64]uint64{},
	}
	for _, sub := range val.cfg.Subnets {
		if err := val.loadSampleRate(ctx, vc, sub); err != nil {
			return err
		}
	}
	max := new(big.Int).Lsh(big.NewInt(1), 255)
	if _, err := chain.Transact(ctx, s.Client, val.key, s.Contracts.Token, vc.tora.PackApprove(s.Contracts.Challenges, max)); err != nil {
		return fmt.Errorf("approve challenge bonds: %w", err)
	}
	val.wg.Add(1)
	go val.valChainLoop(vc)
	if s.Contracts.Governor != (common.Address{}) {
		// Carry passed proposals to effect: queue them, then execute them
		// once the timelock's delay has passed.
		k := &gov.Keeper{Gov: gov.New(s.Client, s.Contracts), Key: val.key, Log: val.log}
		val.wg.Add(1)
		go func() {
			defer val.wg.Done()
			k.Run(val.ctx, keeperInterval)
		}()
	}
	return nil
}

// keeperInterval is how often a validator's governance keeper looks for
// proposals to queue or execute.
const keeperInterval = 2 * time.Second

// loadSampleRate reads a subnet's sample rate in force from the registry.
func (val *validator) loadSampleRate(ctx context.Context, vc *valChain, sub uint64) error {
	s := val.cfg.Settlement
	out, err := chain.Call(ctx, s.Client, s.Contracts.Registry, vc.registry.PackParams(sub))
	if err != nil {
		return fmt.Errorf("subnet %d parameters: %w", sub, err)
	}
	p, err := vc.registry.UnpackParams(out)
	if err != nil {
		return fmt.Errorf("subnet %d parameters: %w", sub, err)
	}
	rate := fmt.Sprintf("%.2f%%", float64(p.SampleRateBps)/100)
	if old, ok := val.subnetRates.Swap(sub, p.SampleRateBps); !ok {
		val.log.Info("validating", "subnet", sub, "sample_rate", rate)
	} else if old.(uint16) != p.SampleRateBps {
		val.log.Info("sample rate changed on chain", "subnet", sub, "from", fmt.Sprintf("%.2f%%", float64(old.(uint16))/100), "to", rate)
	}
	return nil
}

// scanParams notes the parameter changes of followed subnets scheduled
// since the last scan (ParamsScheduled: at once for a governed subnet,
// later for an owner's change) and reads the sample rate of each subnet
// whose change is now in force.
func (val *validator) scanParams(ctx context.Context, vc *valChain, head, now uint64) error {
	s := val.cfg.Settlement
	it, err := bind.FilterEvents(vc.registry.Instance(s.Client, s.Contracts.Registry), &bind.FilterOpts{Context: ctx, Start: vc.next, End: &head},
		vc.registry.UnpackParamsScheduledEvent)
	if err != nil {
		return fmt.Errorf("parameter changes: %w", err)
	}
	defer it.Close()
	// A change this scan finds replaced may have come into force before
	// its replacement was scheduled (a scan spanning more than the
	// registry's delay: a node catching up): read the rate in force now
	// too, not only at the replacement's effectiveAt.
	due := map[uint64]bool{}
	for it.Next() {
		if ev := it.Value(); slices.Contains(val.cfg.Subnets, ev.Id) {
			if prev, ok := vc.reloadAt[ev.Id]; ok && prev <= now {
				due[ev.Id] = true
			}
			vc.reloadAt[ev.Id] = ev.EffectiveAt
		}
	}
	if err := it.Error(); err != nil {
		return err
	}
	for sub := range due {
		if err := val.loadSampleRate(ctx, vc, sub); err != nil {
			return err
		}
	}
	for sub, at := range vc.reloadAt {
		if at > now {
			continue
		}
		if err := val.loadSampleRate(ctx, vc, sub); err != nil {
			return err
		}
		delete(vc.reloadAt, sub)
	}
	return nil
}

func (val *validator) valChainLoop(vc *valChain) {
	defer val.wg.Done()
	t := time.NewTicker(500 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-val.ctx.Done():
			return
		case <-t.C:
		case <-val.valPoke:
		}
		if err := val.valChainStep(vc); err != nil && val.ctx.Err() == nil {
			val.log.Debug("validator chain step", "err", err)
		}
	}
}

// valChainStep scans new batches and challenges, then acts on every
// record that has something to do on chain.
func (val *validator) valChainStep(vc *valChain) error {
	ctx, cancel := context.WithTimeout(val.ctx, 30*time.Second)
	defer cancel()
	s := val.cfg.Settlement
	head, err := s.Client.BlockNumber(ctx)
	if err != nil {
		return err
	}
	val.declareVerifier(ctx, vc)
	hdr, err := s.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	now := hdr.Time
	if vc.next <= head {
		if err := val.scanParams(ctx, vc, head, now); err != nil {
			return err
		}
		if err := val.scanBatches(ctx, vc, head); err != nil {
			return err
		}
		if err := val.scanChallenges(ctx, vc, head); err != nil {
			return err
		}
		vc.next = head + 1
	}
	val.matchLeaves(ctx, vc)
	var active [][32]byte
	val.valActive.Range(func(k, _ any) bool { active = append(active, k.([32]byte)); return true })
	work := map[string][]leafRef{} // batch id → agreeing leaves to record
	for _, id := range active {
		rec, err := val.valRecord(ctx, id)
		if err != nil || rec.Terminal() {
			val.valActive.Delete(id)
			delete(vc.leaves, id)
			continue
		}
		ref, settled := vc.leaves[id]
		switch {
		case rec.State == ValDisagree && rec.ChallengeID == 0 && settled:
			val.openChallenge(ctx, vc, rec, ref)
		case rec.State == ValAgree && settled && rec.ChallengeID == 0:
			work[ref.batch.String()] = append(work[ref.batch.String()], ref)
		case rec.State == ValChallenged || ((rec.State == ValAgree || rec.State == ValDisagree) && rec.ChallengeID != 0):
			val.followChallenge(ctx, vc, rec, now)
		}
	}
	for _, refs := range work {
		val.recordWork(ctx, vc, refs)
	}
	val.anchorPendingUsage(ctx, vc)
	return nil
}

// scanBatches reads the leaves of every batch of a followed subnet
// committed since the last scan (BatchSubmitted events; the leaves from
// the transaction's input or call trace, checked against the event's
// root) and keeps those of jobs this validator knows for matchLeaves.
func (val *validator) scanBatches(ctx context.Context, vc *valChain, head uint64) error {
	s := val.cfg.Settlement
	it, err := bind.FilterEvents(vc.escrow.Instance(s.Client, s.Contracts.Escrow), &bind.FilterOpts{Context: ctx, Start: vc.next, End: &head},
		vc.escrow.UnpackBatchSubmittedEvent)
	if err != nil {
		return fmt.Errorf("batches: %w", err)
	}
	defer it.Close()
	for it.Next() {
		ev := it.Value()
		if !slices.Contains(val.cfg.Subnets, ev.Subnet) {
			continue // it holds no results of other subnets
		}
		leaves, hashes, source, err := val.batchLeaves(ctx, ev)
		if errors.Is(err, chain.ErrNoBatchLeaves) {
			val.metrics.valBatch(leavesUnread)
			val.log.Warn("leaves of a settled batch could not be read: not checked", "batch", ev.BatchId, "tx", ev.Raw.TxHash,
				"miner", ev.Miner.Hex(), "leaves", ev.LeafCount, "err", err)
			continue
		}
		if err != nil {
			return err // the step is retried from the same block
		}
		// A failed step rescans the same blocks: queue each batch once.
		if slices.ContainsFunc(vc.usage, func(p pendingUsage) bool { return p.batch.Cmp(ev.BatchId) == 0 }) {
			continue
		}
		val.metrics.valBatch(source)
		vc.usage = append(vc.usage, pendingUsage{batch: ev.BatchId, leaves: leaves})
		for i, l := range leaves {
			if _, ok := vc.pending[l.JobID]; ok || len(vc.pending) >= maxPendingLeaves || !val.knowsJob(ctx, l.JobID) {
				continue
			}
			vc.pending[l.JobID] = &pendingLeaf{ref: leafRef{batch: ev.BatchId, miner: ev.Miner, leaf: l, proof: chain.MerkleProof(hashes, i)}, since: val.cfg.Now()}
		}
	}
	return it.Error()
}

// knowsJob is whether this validator has a record of the job's result or
// saw its order.
func (val *validator) knowsJob(ctx context.Context, id [32]byte) bool {
	if _, err := val.valRecord(ctx, id); err == nil {
		return true
	}
	val.mu.Lock()
	defer val.mu.Unlock()
	return val.book.Get(id) != nil
}

// matchLeaves matches each pending settled leaf with this validator's
// record of its job. A leaf that settles the result the validator saw
// joins the records followed on chain; one that settles another result
// is checked against the validator's own re-execution (settledDiffers).
// A leaf whose job never gets a record, or stays undecided, is given up
// after leafAge (leafQueuedAge while its re-execution is queued). The
// waits are wall-clock time: chain steps also run on every finished
// re-execution, which anyone can make frequent.
func (val *validator) matchLeaves(ctx context.Context, vc *valChain) {
	now := val.cfg.Now()
	for id, p := range vc.pending {
		age := now.Sub(p.since)
		h := hex.EncodeToString(p.ref.leaf.ResultHash[:])
		rec, err := val.valRecord(ctx, id)
		done := false
		switch {
		case err != nil:
			// The result has not arrived (the leaf may be settled before
			// it is published), or never will: after a while the leaf's
			// own result is the one to check.
			// A disputed job's leaf is not kept waiting: its client
			// says the result is not the one it verified.
			wait := age >= leafResultWait || val.disputedFor(id, p.ref.miner)
			if wait && val.followSettledLeaf(ctx, p) {
				continue // matched at the next step
			}
		case rec.ResultHash == h || rec.SettledHash == h:
			if why, wait := val.leafOvercharges(rec, p, age); wait {
				break // decided once this validator's re-execution is
			} else if why != "" {
				done = val.disagreeWithLeaf(ctx, vc, rec, p, rec.ReexecHash, why)
				break
			}
			vc.leaves[id] = p.ref
			if rec.BatchID == 0 {
				_, _ = val.updateValRecord(ctx, id, func(r *ValidationRecord) error {
					r.BatchID = p.ref.batch.Uint64()
					return nil
				})
			}
			if !rec.Terminal() {
				val.valActive.Store(id, struct{}{})
			}
			done = true
		default:
			done = val.settledDiffers(ctx, vc, rec, p)
		}
		limit := leafAge
		if err == nil && rec.State == ValQueued {
			limit = leafQueuedAge
		}
		if !done && age >= limit {
			val.log.Warn("settled leaf not checked: no decided result of its job", "job", short(id), "batch", p.ref.batch,
				"result_hash", h, "have_record", err == nil, "state", rec.State)
			done = true
		}
		if done {
			delete(vc.pending, id)
		}
	}
}

// settledDiffers handles a leaf that settles another result than the one
// this validator saw published: direct evidence of a bad settlement, so
// the result is re-executed whatever the sampling decided, and once it
// is, a leaf whose hash differs from the validator's own re-execution
// gets a "disagree" verdict on that leaf's result and the record follows
// the leaf from then on (a challenge opens, or the verdict joins one
// already open). It reports whether the leaf is decided.
func (val *validator) settledDiffers(ctx context.Context, vc *valChain, rec ValidationRecord, p *pendingLeaf) bool {
	l := p.ref.leaf
	h := hex.EncodeToString(l.ResultHash[:])
	log := val.log.With("job", short(l.JobID), "batch", p.ref.batch, "settled", h[:8], "published", rec.ResultHash[:min(8, len(rec.ResultHash))])
	if !p.warned {
		p.warned = true
		log.Warn("settled result differs from the published one: checking it against re-execution")
	}
	switch rec.State {
	case ValSkipped:
		val.escalate(l.JobID)
		return false
	case ValQueued:
		return false
	case ValFailed, ValUpheld, ValRejected:
		log.Warn("settled result differs from the published one, and this validator cannot decide it", "state", rec.State, "reason", rec.Reason)
		return true
	}
	if rec.ReexecHash == "" {
		return false
	}
	if rec.ReexecHash == h {
		log.Info("settled result matches this validator's re-execution")
		return true
	}
	reason := fmt.Sprintf("settled result %s differs from re-execution %s (published %s)", h[:8], rec.ReexecHash[:8], rec.ResultHash[:min(8, len(rec.ResultHash))])
	return val.disagreeWithLeaf(ctx, vc, rec, p, rec.ReexecHash, reason)
}

// disagreeWithLeaf signs a disagreeing verdict on a settled leaf's result
// (this validator's re-execution hashing to reexec), for reason, and makes
// the record follow the leaf: its challenge opens at the next chain step.
// It reports whether the leaf is decided.
func (val *validator) disagreeWithLeaf(ctx context.Context, vc *valChain, rec ValidationRecord, p *pendingLeaf, reexec, reason string) bool {
	l := p.ref.leaf
	h := hex.EncodeToString(l.ResultHash[:])
	log := val.log.With("job", short(l.JobID), "batch", p.ref.batch, "settled", h[:8])
	rh, err := hex.DecodeString(reexec)
	if err != nil || len(rh) != 32 {
		return true
	}
	sp, _, err := verify.Sample(val.cfg.P2P.Domain, val.key, l.JobID, l.ResultHash, val.sampleRate(rec.Subnet))
	if err != nil {
		log.Error("sample proof", "err", err)
		return false
	}
	// A leaf whose result this validator reproduced is against it only
	// for its fee: the verdict agrees and caps the fee. A "disagree" on a
	// right result would count against any later leaf settling the same
	// result at an honest fee (a job reopened by the upheld challenge):
	// the verdict binds the job, miner and result, not the fee, and is
	// public in the challenge's calldata.
	v := &types.Verdict{
		JobId: l.JobID[:], Subnet: rec.Subnet, Miner: p.ref.miner.Bytes(), ResultHash: l.ResultHash[:],
		Agree: bytes.Equal(rh, l.ResultHash[:]), ReexecHash: rh, SampleProof: sp, CreatedMs: val.cfg.Now().UnixMilli(),
	}
	if o, a, err := decodeOrderAssign(rec); err == nil {
		v.FeeCap = feeCap(o, a, rec.Charge)
	}
	if err := val.sign(v); err != nil {
		log.Error("sign verdict", "err", err)
		return false
	}
	vb, err := types.Encode(v)
	if err != nil {
		log.Error("encode verdict", "err", err)
		return false
	}
	_, err = val.updateValRecord(ctx, l.JobID, func(r *ValidationRecord) error {
		// The record follows the settled leaf now: its verdict is on the
		// leaf's result, and gossiped disputes of the published one no
		// longer apply.
		r.SettledHash, r.Verdict, r.Disputes = h, vb, nil
		r.State, r.Reason, r.BatchID = ValDisagree, reason, p.ref.batch.Uint64()
		return nil
	})
	if err != nil {
		log.Error("validation record", "err", err)
		return false
	}
	vc.leaves[l.JobID] = p.ref
	val.valActive.Store(l.JobID, struct{}{})
	val.metrics.valVerdict(false)
	log.Warn("settled leaf disagreed with", "reason", reason)
	return true
}

// leafOvercharges checks a settled leaf of an LLM job whose result this
// validator holds against the per-token charge of its own re-execution:
// the leaf may claim at most that charge (within the signed price), so a
// miner that settles more than its tokens cost, however honest its
// output, is disagreed with and its leaf challenged. wait asks to decide
// later: the re-execution is queued, or, for a result this validator did
// not sample, its client may yet dispute the leaf (its audit flags a fee
// above the charge it verified), which escalates it.
func (val *validator) leafOvercharges(rec ValidationRecord, p *pendingLeaf, age time.Duration) (why string, wait bool) {
	l := p.ref.leaf
	// A leaf read from the escrow's events carries no engine or price:
	// they are the record's, whose result this leaf settles.
	o, a, err := decodeOrderAssign(rec)
	if err != nil || o.GetEngine() != llmjob.Engine {
		return "", false
	}
	if rec.Charge == "" {
		switch {
		case rec.State == ValQueued:
			return "", true
		case rec.State == ValSkipped && val.disputedFor(l.JobID, p.ref.miner):
			val.escalateAs(l.JobID, false) // the client's dispute
			return "", true
		case rec.State == ValSkipped && age < leafResultWait:
			return "", true
		}
		return "", false
	}
	if rec.State != ValAgree {
		return "", false // a wrong result is challenged as such
	}
	if limit := llmjob.Settled(rec.Charge, types.AmountOf(a.GetPrice())); l.Fee.Cmp(limit) > 0 {
		return fmt.Sprintf("settled fee %s wei above the per-token charge %s wei of the regenerated output", l.Fee, limit), false
	}
	return "", false
}

// scanChallenges notes challenges opened against results this validator
// saw: it re-executes them if it has not (escalation) so that its verdict
// counts.
func (val *validator) scanChallenges(ctx context.Context, vc *valChain, head uint64) error {
	s := val.cfg.Settlement
	it, err := bind.FilterEvents(vc.challenges.Instance(s.Client, s.Contracts.Challenges), &bind.FilterOpts{Context: ctx, Start: vc.next, End: &head},
		vc.challenges.UnpackChallengeOpenedEvent)
	if err != nil {
		return fmt.Errorf("challenges: %w", err)
	}
	defer it.Close()
	for it.Next() {
		ev := it.Value()
		rec, err := val.updateValRecord(ctx, ev.JobId, func(r *ValidationRecord) error {
			r.ChallengeID = ev.Id.Uint64()
			if r.State == ValWorked {
				r.State = ValAgree // our agreeing verdict goes to the challenge too
			}
			if ev.Challenger != val.addr {
				r.ChainNote = fmt.Sprintf("challenge %s opened by %s", ev.Id, ev.Challenger.Hex())
			}
			return nil
		})
		if err != nil {
			continue
		}
		if !rec.Terminal() {
			val.valActive.Store(ev.JobId, struct{}{})
		}
		val.escalate(ev.JobId)
	}
	return it.Error()
}

// verdictSigs is this validator's own verdict, as a challenge takes it.
func verdictSigs(rec ValidationRecord) []bindings.ChallengesVerdictSig {
	own, _ := challengeVerdicts(rec, nil, nil)
	return own
}

// judges says whether a may judge job o on chain: an active validator
// declared (Challenges.declare) for o's engine or its model now. Verdicts
// of others make a challenge's open revert, so they are left out.
func (val *validator) judges(ctx context.Context, vc *valChain, o *types.JobOrder) func(common.Address) bool {
	s := val.cfg.Settlement
	engine := chain.JobEngine(o.GetEngine())
	keys := [2]common.Hash{chain.VerifierKey(engine, ""), chain.VerifierKey(engine, o.GetModelCid())}
	head, err := s.Client.BlockNumber(ctx)
	return func(a common.Address) bool {
		if !val.activeValidator(a) {
			return false
		}
		if err != nil {
			return true // openWithFallback covers a refusal
		}
		for _, k := range keys {
			out, cerr := chain.Call(ctx, s.Client, s.Contracts.Challenges, vc.challenges.PackDeclaredAt(k, a, new(big.Int).SetUint64(head)))
			if ok, uerr := vc.challenges.UnpackDeclaredAt(out); cerr == nil && uerr == nil && ok {
				return true
			}
		}
		return false
	}
}

// declareVerifier declares on chain (Challenges.declare) what this
// validator re-executes: every model of its engine, or, for an engine
// that serves its own models (LLM), each served model. Only validators
// so declared judge a job's challenges, and their stake is the quorum's
// denominator. Checked every declareEvery: a validator that left
// the active set may have been pruned and must declare again.
func (val *validator) declareVerifier(ctx context.Context, vc *valChain) {
	now := val.cfg.Now()
	if now.Before(vc.nextDeclare) {
		return
	}
	vc.nextDeclare = now.Add(declareEvery)
	e := val.cfg.Engine
	if e == nil {
		return
	}
	models := []string{""}
	if ms, ok := e.(engine.ModelServer); ok {
		models = ms.ServedModels()
	}
	s := val.cfg.Settlement
	if !vc.revokedStale {
		vc.revokedStale = val.revokeStale(ctx, vc, e.Name(), models)
	}
	for _, m := range models {
		key := chain.VerifierKey(e.Name(), m)
		head, err := s.Client.BlockNumber(ctx)
		if err != nil {
			return
		}
		out, err := chain.Call(ctx, s.Client, s.Contracts.Challenges, vc.challenges.PackDeclaredAt(key, val.addr, new(big.Int).SetUint64(head)))
		if ok, uerr := vc.challenges.UnpackDeclaredAt(out); err != nil || uerr != nil || ok {
			continue
		}
		if _, err := chain.Transact(ctx, s.Client, val.key, s.Contracts.Challenges, vc.challenges.PackDeclare(e.Name(), m)); err != nil {
			vc.nextDeclare = now.Add(declareRetry)
			log := val.log.Debug
			if why := err.Error(); why != vc.declareErr {
				vc.declareErr, log = why, val.log.Warn // once per reason, not every retry
			}
			log("not declared as a verifier on chain: this validator's verdicts do not count on challenges yet",
				"engine", e.Name(), "model", m, "err", err)
			continue
		}
		vc.declareErr = ""
		val.log.Info("declared as a verifier on chain", "engine", e.Name(), "model", m)
	}
}

// revokeStale withdraws this validator's declarations (from its
// VerifierDeclared events) of engines and models it no longer serves, say
// after a restart with another model: a declared validator that never
// votes makes its jobs' challenges harder to uphold. It reports whether
// the declarations were read and every stale one revoked.
func (val *validator) revokeStale(ctx context.Context, vc *valChain, name string, models []string) bool {
	s := val.cfg.Settlement
	it, err := bind.FilterEvents(vc.challenges.Instance(s.Client, s.Contracts.Challenges), &bind.FilterOpts{Context: ctx},
		vc.challenges.UnpackVerifierDeclaredEvent, nil, []any{val.addr})
	if err != nil {
		return false
	}
	type pair struct{ engine, model string }
	held := map[pair]bool{}
	for it.Next() {
		ev := it.Value()
		held[pair{ev.Engine, ev.ModelCid}] = ev.Declared
	}
	if it.Close() != nil || it.Error() != nil {
		return false
	}
	ok := true
	for p, on := range held {
		if !on || (p.engine == name && slices.Contains(models, p.model)) {
			continue
		}
		if _, err := chain.Transact(ctx, s.Client, val.key, s.Contracts.Challenges, vc.challenges.PackRevoke(p.engine, p.model)); err != nil {
			val.log.Warn("stale verifier declaration not revoked", "engine", p.engine, "model", p.model, "err", err)
			ok = false
			continue
		}
		val.log.Info("revoked a verifier declaration this validator no longer serves", "engine", p.engine, "model", p.model)
	}
	return ok
}

// declareEvery is how often declareVerifier checks the declarations;
// declareRetry, after a refusal (the validator may not be registered or
// seated in the active set yet).
const (
	declareEvery = time.Minute
	declareRetry = 10 * time.Second
)

// openChallenge opens a challenge against a settled leaf this validator
// found wrong, with its verdict and the other disagreeing ones it holds
// from active validators; if the chain still refuses one of their
// signers, with its own verdict alone.
func (val *validator) openChallenge(ctx context.Context, vc *valChain, rec ValidationRecord, ref leafRef) {
	s := val.cfg.Settlement
	o, _, err := decodeOrderAssign(rec)
	if err != nil {
		val.log.Error("challenge not opened: stored order", "job", short(ref.leaf.JobID), "err", err)
		return
	}
	own, others := challengeVerdicts(rec, ref.leaf.Fee, val.judges(ctx, vc, o))
	r, retried, err := openWithFallback(ctx, own, others, func(ctx context.Context, sigs []bindings.ChallengesVerdictSig) (*gethtypes.Receipt, error) {
		return chain.Transact(ctx, s.Client, val.key, s.Contracts.Challenges, vc.challenges.PackOpen(ref.batch, ref.leaf.Challenge(), chain.OrderOf(o), ref.proof, sigs))
	})
	if retried {
		val.log.Warn("challenge refused a gossiped verdict's signer: opened with this validator's verdict only",
			"job", short(ref.leaf.JobID), "batch", ref.batch, "others", len(others), "err", err)
	}
	if err != nil {
		// Another validator may have opened it first (its transaction
		// mined before ours): our verdict joins theirs.
		out, cerr := chain.Call(ctx, s.Client, s.Contracts.Challenges, vc.challenges.PackChallengeOf(ref.leaf.Hash()))
		if id, uerr := vc.challenges.UnpackChallengeOf(out); cerr == nil && uerr == nil && id.Sign() > 0 {
			_, _ = val.updateValRecord(ctx, ref.leaf.JobID, func(r *ValidationRecord) error {
				r.ChallengeID = id.Uint64() // followChallenge adds our verdict
				return nil
			})
			return
		}
		val.log.Warn("challenge not opened", "job", short(ref.leaf.JobID), "batch", ref.batch, "err", err)
		if name := chain.RevertName(err); name == "ChallengeWindowClosed" || name == "LeafAlreadyVoided" {
			_, _ = val.updateValRecord(ctx, ref.leaf.JobID, func(r *ValidationRecord) error {
				r.State, r.ChainNote = ValFailed, "challenge refused: "+name
				return nil
			})
		}
		return
	}
	var cid uint64
	for _, l := range r.Logs {
		if ev, err := vc.challenges.UnpackChallengeOpenedEvent(l); err == nil {
			cid = ev.Id.Uint64()
		}
	}
	_, _ = val.updateValRecord(ctx, ref.leaf.JobID, func(rr *ValidationRecord) error {
		rr.ChallengeID, rr.State = cid, ValChallenged
		rr.ChainNote = fmt.Sprintf("challenge %d opened against batch %s (gas %d)", cid, ref.batch, r.GasUsed)
		return nil
	})
	val.metrics.valChallenge("opened")
	val.log.Warn("challenge opened", "job", short(ref.leaf.JobID), "batch", ref.batch, "challenge", cid, "miner", rec.Miner)
}

// followChallenge adds this validator's verdict to an open challenge,
// resolves it once its vote period is over, and records the outcome.
func (val *validator) followChallenge(ctx context.Context, vc *valChain, rec ValidationRecord, now uint64) {
	s := val.cfg.Settlement
	id := new(big.Int).SetUint64(rec.ChallengeID)
	out, err := chain.Call(ctx, s.Client, s.Contracts.Challenges, vc.challenges.PackChallenge(id))
	if err != nil {
		return
	}
	c, err := vc.challenges.UnpackChallenge(out)
	if err != nil {
		return
	}
	jobID := [32]byte(common.FromHex(rec.JobID))
	switch c.Status {
	case challengeUpheld, challengeRejected:
		state, kind := ValRejected, store.ChallengeRejected
		if c.Status == challengeUpheld {
			state, kind = ValUpheld, store.Challenged
		}
		_, _ = val.updateValRecord(ctx, jobID, func(r *ValidationRecord) error {
			r.State, r.ChainNote = state, fmt.Sprintf("challenge %d %s", rec.ChallengeID, state)
			return nil
		})
		if rec.State != state {
			val.metrics.valChallenge(state)
		}
		val.recordRep(c.Miner, kind)
		return
	case challengeOpen:
	default:
		return
	}
	if len(rec.Verdict) > 0 && now < c.Deadline {
		voted, err := chain.Call(ctx, s.Client, s.Contracts.Challenges, vc.challenges.PackHasVoted(id, val.addr))
		v, uerr := vc.challenges.UnpackHasVoted(voted)
		if err != nil || uerr != nil {
			return
		}
		if !v {
			if _, err := chain.Transact(ctx, s.Client, val.key, s.Contracts.Challenges, vc.challenges.PackAddVerdicts(id, verdictSigs(rec))); err != nil {
				val.log.Warn("verdict not added to the challenge", "challenge", id, "err", err)
				return
			}
			val.log.Info("verdict added to challenge", "challenge", id, "agree", rec.State == ValAgree)
		}
		if rec.State != ValChallenged {
			_, _ = val.updateValRecord(ctx, jobID, func(r *ValidationRecord) error {
				r.State = ValChallenged // our verdict is counted; the outcome is pending
				return nil
			})
		}
		return
	}
	if now >= c.Deadline {
		if _, err := chain.Transact(ctx, s.Client, val.key, s.Contracts.Challenges, vc.challenges.PackResolve(id)); err != nil && chain.RevertName(err) != "NotOpen" {
			val.log.Debug("challenge not resolved", "challenge", id, "err", err)
		}
	}
}

// recordWork records agreeing verifications of one batch for rewards.
func (val *validator) recordWork(ctx context.Context, vc *valChain, refs []leafRef) {
	s := val.cfg.Settlement
	leaves := make([]bindings.JobEscrowLeaf, len(refs))
	proofs := make([][][32]byte, len(refs))
	for i, r := range refs {
		leaves[i], proofs[i] = r.leaf.Challenge(), r.proof
	}
	batch := refs[0].batch
	_, err := chain.Transact(ctx, s.Client, val.key, s.Contracts.Rewards, vc.rewards.PackRecordWork(batch, leaves, proofs))
	note := fmt.Sprintf("work recorded in batch %s", batch)
	if err != nil {
		name := chain.RevertName(err)
		if name != "WorkAlreadyRecorded" && name != "BatchAlreadyFinalized" {
			val.log.Warn("work not recorded", "batch", batch, "err", err)
			return
		}
		note = fmt.Sprintf("work not recorded in batch %s: %s", batch, name)
	}
	for _, ref := range refs {
		_, _ = val.updateValRecord(ctx, ref.leaf.JobID, func(r *ValidationRecord) error {
			if r.State != ValAgree || r.ChallengeID != 0 {
				return errNoChange // a challenge opened meanwhile: followChallenge owns it
			}
			r.State, r.ChainNote = ValWorked, note
			return nil
		})
	}
}

// maxUsageTries is how many validator chain steps (500 ms apart) wait
// for the results of a settled batch before its usage is given up.
const maxUsageTries = 240

// pendingUsage is a settled batch whose usage this validator has not
// anchored yet.
type pendingUsage struct {
	batch  *big.Int
	leaves []chain.SettledLeaf
	tries  int
}

// anchorPendingUsage tries to anchor the usage of every batch waiting for
// it; a batch stays pending while a result is missing, for a bounded
// number of steps.
func (val *validator) anchorPendingUsage(ctx context.Context, vc *valChain) {
	keep := vc.usage[:0]
	for _, p := range vc.usage {
		done, missing := val.anchorUsage(ctx, vc, p)
		if done {
			continue
		}
		p.tries++
		if p.tries >= maxUsageTries {
			val.log.Warn("usage of batch not anchored: results missing", "batch", p.batch, "missing", missing, "leaves", len(p.leaves))
			continue
		}
		keep = append(keep, p)
	}
	vc.usage = keep
}

// anchorUsage anchors one batch's usage. It reports done when the batch
// needs nothing more (anchored now or before, or this key may not
// anchor), and how many leaves lack a result.
func (val *validator) anchorUsage(ctx context.Context, vc *valChain, p pendingUsage) (done bool, missing int) {
	s := val.cfg.Settlement
	if out, err := chain.Call(ctx, s.Client, s.Contracts.Rewards, vc.rewards.PackUsageRoot(p.batch, val.addr)); err == nil {
		if root, err := vc.rewards.UnpackUsageRoot(out); err == nil && root != ([32]byte{}) {
			return true, 0 // anchored before a restart
		}
	}
	results := make(map[[32]byte]*types.Result, len(p.leaves))
	for _, l := range p.leaves {
		rec, err := val.valRecord(ctx, l.JobID)
		if err != nil || rec.ResultHash != hex.EncodeToString(l.ResultHash[:]) {
			missing++
			continue
		}
		if _, m, err := types.Decode(rec.Result); err == nil {
			if r, ok := m.(*types.Result); ok {
				results[l.JobID] = r
				continue
			}
		}
		missing++
	}
	if missing > 0 {
		return false, missing
	}
	agg, err := usage.AggregateBatch(p.leaves, results)
	if err != nil {
		return false, len(p.leaves)
	}
	r, err := chain.Transact(ctx, s.Client, val.key, s.Contracts.Rewards, vc.rewards.PackAnchorUsage(p.batch, agg.Root, agg.Totals()))
	if err != nil {
		switch name := chain.RevertName(err); name {
		case "UsageAlreadyAnchored":
			return true, 0
		case "NotValidator", "UsageJobCount", "UnknownBatch":
			val.log.Warn("usage not anchored", "batch", p.batch, "reason", name)
			return true, 0
		}
		val.log.Debug("usage anchor", "batch", p.batch, "err", err)
		return false, 0
	}
	val.log.Info("usage anchored", "batch", p.batch, "jobs", agg.Jobs, "wall_us", agg.WallUs, "cpu_us", agg.CPUUs,
		"root", hex.EncodeToString(agg.Root[:8]), "gas", r.GasUsed)
	return true, 0
}
