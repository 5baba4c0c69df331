package node

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/tensor"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

type resultMsg struct {
	r    *types.Result
	from peer.ID
	at   time.Time
}

// ResultError is a failure the miner reported in its Result.
type ResultError struct {
	Miner   common.Address
	Failure types.Failure
	Msg     string
}

func (e *ResultError) Error() string {
	return fmt.Sprintf("miner %s failed the job (%s): %s", e.Miner.Hex(), failureName(e.Failure), e.Msg)
}

// Retryable reports whether another miner may succeed: not when the
// client's own model or input is at fault.
func (e *ResultError) Retryable() bool {
	return e.Failure != types.Failure_FAILURE_BAD_INPUT && e.Failure != types.Failure_FAILURE_BAD_MODEL
}

func failureName(f types.Failure) string {
	switch f {
	case types.Failure_FAILURE_FETCH:
		return "fetch"
	case types.Failure_FAILURE_BAD_INPUT:
		return "bad input"
	case types.Failure_FAILURE_BAD_MODEL:
		return "bad model"
	case types.Failure_FAILURE_ENGINE:
		return "engine"
	case types.Failure_FAILURE_RESTART:
		return "restart"
	case types.Failure_FAILURE_DEADLINE:
		return "deadline"
	}
	return "unspecified"
}

// ErrBadResult marks a result whose proof, hash or output did not verify.
var ErrBadResult = errors.New("result did not verify")

func (n *Node) onResult(in *p2p.Incoming, r *types.Result) {
	n.mu.Lock()
	j := n.jobs[[32]byte(r.GetJobId())]
	var ch chan resultMsg
	if j != nil {
		ch = j.resultCh
	}
	n.mu.Unlock()
	if ch == nil {
		return
	}
	select {
	case ch <- resultMsg{r: r, from: in.From, at: n.cfg.Now()}:
	default:
	}
}

// awaitResult waits for the round's miner's Result and verifies it: the
// proof of compute must recover to the miner, its hashes must match the
// model and input the client holds, and the output fetched by CID must
// hash to the result hash and be canonical safetensors.
func (n *Node) awaitResult(ctx context.Context, st *jobState, out *JobOutcome, round uint32, deadline time.Time) error {
	id := st.id
	miner := out.Winner
	wait := time.Until(deadline)
	if n.cfg.ResultWait > 0 && n.cfg.ResultWait < wait {
		wait = n.cfg.ResultWait
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	for {
		var msg resultMsg
		select {
		case msg = <-st.resultCh:
		case <-t.C:
			if time.Now().Before(deadline) {
				n.recordRep(miner, store.Timeout)
				return fmt.Errorf("miner %s sent no result within %s", miner.Hex(), wait)
			}
			n.recordRep(miner, store.Timeout)
			return fmt.Errorf("%w: miner %s, job %s", ErrNoResult, miner.Hex(), short(id))
		case <-ctx.Done():
			return ctx.Err()
		case <-n.ctx.Done():
			return n.ctx.Err()
		}
		r := msg.r
		if r.GetRound() != round || common.BytesToAddress(r.GetMiner()) != miner {
			continue // a slow answer from an earlier round's miner
		}
		out.ResultAt = msg.at
		if r.GetError() != "" {
			re := &ResultError{Miner: miner, Failure: r.GetFailure(), Msg: r.GetError()}
			if re.Retryable() && r.GetFailure() != types.Failure_FAILURE_FETCH {
				n.recordRep(miner, store.Failure)
			}
			n.record(id, func(rec *JobRecord) { rec.Error = re.Error() }, "miner-failed")
			return re
		}
		output, err := n.verifyResult(ctx, st.order, r, msg.from, miner)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			// Only a result that provably does not verify is the miner's
			// fault; an output fetch that timed out might be ours.
			if errors.Is(err, ErrBadResult) {
				n.recordRep(miner, store.Failure)
			}
			n.log.Warn("result rejected", "job", short(id), "miner", miner.Hex(), "err", err)
			n.record(id, func(rec *JobRecord) { rec.Error = err.Error() }, "rejected")
			return err
		}
		out.Result, out.Output, out.Verified = r, output, true
		out.VerifiedAt = n.cfg.Now()
		// No reputation event here: observers cannot see results, and a
		// private event would make the client's matching drift from the
		// ranking every other peer recomputes (the ack was credited).
		// The miner's own clock says when its fetch and execution ended;
		// the client logs them as it learns them, before its verification.
		if s := r.GetStartedMs(); s > 0 {
			n.recordStep(id, nil, Step{State: "fetched", At: time.UnixMilli(s), Detail: fmt.Sprintf("model and input in %s", time.Duration(r.GetUsage().GetFetchUs())*time.Microsecond)})
		}
		if f := r.GetFinishedMs(); f > 0 {
			n.recordStep(id, nil, Step{State: "executed", At: time.UnixMilli(f), Detail: fmt.Sprintf("%s on %s", time.Duration(r.GetUsage().GetWallUs())*time.Microsecond, miner.Hex())})
		}
		n.recordStep(id, func(rec *JobRecord) {
			rec.OutputCID, rec.ResultHash, rec.OutputBytes = r.GetOutputCid(), hex.EncodeToString(r.GetResultHash()), len(output)
			rec.FetchUs, rec.ExecUs = r.GetUsage().GetFetchUs(), r.GetUsage().GetWallUs()
			rec.Error = ""
		}, Step{State: "verified", Detail: fmt.Sprintf("output %s, %d bytes", r.GetOutputCid(), len(output))})
		if n.cfg.Settlement != nil {
			n.unsettled.add(id, st.order.GetNonce(), out.VerifiedAt)
		}
		n.log.Info("result verified", "job", short(id), "miner", miner.Hex(), "output", r.GetOutputCid(),
			"exec", out.ExecTime(), "return", out.ReturnTime())
		return nil
	}
}

func (n *Node) verifyResult(ctx context.Context, o *types.JobOrder, r *types.Result, from peer.ID, miner common.Address) ([]byte, error) {
	claim, err := proof.ClaimOf(r)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadResult, err)
	}
	if claim.JobID != [32]byte(o.GetJobId()) {
		return nil, fmt.Errorf("%w: proof is for another job", ErrBadResult)
	}
	if err := proof.Verify(n.cfg.P2P.Domain, claim, r.GetPocSignature(), miner); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadResult, err)
	}
	for _, c := range []struct {
		name, cid string
		claimed   proof.Hash
	}{{"model", o.GetModelCid(), claim.ModelHash}, {"input", o.GetInputCid(), claim.InputHash}} {
		if h, ok := n.localHash(ctx, c.cid); ok && h != c.claimed {
			return nil, fmt.Errorf("%w: the proof's %s hash is not the hash of %s", ErrBadResult, c.name, c.cid)
		}
	}
	oc, err := cid.Decode(r.GetOutputCid())
	if err != nil {
		return nil, fmt.Errorf("%w: output cid: %w", ErrBadResult, err)
	}
	limit := n.cfg.MaxOutputBytes
	if d := int64(r.GetOutputBytes()); d > 0 && d < limit {
		limit = d
	}
	output := r.GetOutput()
	if len(output) > 0 {
		// Inline: check the hash first (cheap), then import it, which
		// both keeps it for `jobs result` and proves it is output_cid.
		if proof.ResultHash(output) != claim.ResultHash {
			return nil, fmt.Errorf("%w: inline output does not hash to the proven result hash", ErrBadResult)
		}
		got, _, err := n.content.Add(ctx, bytes.NewReader(output), "output "+short([32]byte(o.GetJobId())), nil)
		if err != nil {
			return nil, fmt.Errorf("store output: %w", err)
		}
		if !got.Equals(oc) {
			return nil, fmt.Errorf("%w: inline output imports to %s, not the claimed %s", ErrBadResult, got, oc)
		}
	} else {
		ai := peer.AddrInfo{ID: from, Addrs: n.host.LibP2P().Peerstore().Addrs(from)}
		if output, err = n.content.FetchBytes(ctx, oc, []peer.AddrInfo{ai}, limit); err != nil {
			return nil, fmt.Errorf("fetch output: %w", err)
		}
		if proof.ResultHash(output) != claim.ResultHash {
			return nil, fmt.Errorf("%w: output %s does not hash to the proven result hash", ErrBadResult, oc)
		}
	}
	canon, err := tensor.Canonical(output)
	if err != nil {
		return nil, fmt.Errorf("%w: output is not safetensors: %w", ErrBadResult, err)
	}
	if !bytes.Equal(canon, output) {
		return nil, fmt.Errorf("%w: output is not in canonical safetensors form", ErrBadResult)
	}
	return output, nil
}

// metaNonceKey holds the last job nonce this client used.
const metaNonceKey = "client-nonce"

// nextNonce returns the client's next job nonce: dense, starting at 1, and
// durable before the job is signed, so no two jobs of this key share a
// nonce across restarts (settlement keeps a per-client bitmap over them).
func (n *Node) nextNonce(ctx context.Context) (uint64, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	meta := n.db.Prefixed(store.PrefixMeta)
	var next uint64
	err := meta.Update(ctx, func(tx *store.Txn) error {
		b, err := tx.Get([]byte(metaNonceKey))
		switch {
		case errors.Is(err, store.ErrNotFound):
		case err != nil:
			return err
		case len(b) != 8:
			return fmt.Errorf("stored nonce has %d bytes", len(b))
		default:
			next = binary.BigEndian.Uint64(b)
		}
		next++
		return tx.Set([]byte(metaNonceKey), binary.BigEndian.AppendUint64(nil, next))
	})
	if err != nil {
		return 0, fmt.Errorf("job nonce: %w", err)
	}
	return next, nil
}

// localHash hashes content this node holds (a client's own model and
// input); ok is false when it is not local.
func (n *Node) localHash(ctx context.Context, s string) (proof.Hash, bool) {
	c, err := cid.Decode(s)
	if err != nil {
		return proof.Hash{}, false
	}
	n.mu.Lock()
	h, ok := n.hashes[c.String()]
	n.mu.Unlock()
	if ok {
		return h, true
	}
	if has, err := n.content.Has(ctx, c); err != nil || !has {
		return proof.Hash{}, false
	}
	b, err := n.content.FetchBytes(ctx, c, nil, n.cfg.MaxModelBytes)
	if err != nil {
		return proof.Hash{}, false
	}
	h = proof.Keccak(b)
	n.mu.Lock()
	if len(n.hashes) < 1024 {
		n.hashes[c.String()] = h
	}
	n.mu.Unlock()
	return h, true
}

// localSize is the size of content held locally, 0 when unknown.
func (n *Node) localSize(ctx context.Context, s string) uint64 {
	c, err := cid.Decode(s)
	if err != nil {
		return 0
	}
	rc, size, err := n.content.Open(ctx, c)
	if err != nil {
		return 0
	}
	_ = rc.Close()
	return uint64(size)
}

func exclusions(s scheduler.Summary) []Exclusion {
	out := make([]Exclusion, 0, len(s.Reasons))
	for _, r := range s.Reasons {
		out = append(out, Exclusion{Reason: string(r.Code), Want: r.Want, Miners: r.Miners})
	}
	return out
}

func (n *Node) newRecord(ctx context.Context, o *types.JobOrder, now time.Time) error {
	rec := JobRecord{
		ID: hex.EncodeToString(o.GetJobId()), Subnet: o.GetSubnet(), Nonce: o.GetNonce(), Model: o.GetModelCid(), Input: o.GetInputCid(),
		Spec: o.GetSpec(), MaxFee: types.AmountOf(o.GetMaxFee()).String(), State: "announced", Posted: now,
		Timeline: []Step{{State: "announced", At: now, Detail: fmt.Sprintf("subnet %d, spec %q, max fee %s TORA", o.GetSubnet(), o.GetSpec(), tora.Format(types.AmountOf(o.GetMaxFee())))}},
	}
	b, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	if err := n.records.Set(ctx, o.GetJobId(), b); err != nil {
		return fmt.Errorf("record job: %w", err)
	}
	n.emit(Event{Kind: EventJob, At: now, Job: rec.ID, State: "announced", Role: "client", Detail: rec.Timeline[0].Detail})
	return nil
}

// record updates a job's record and appends state to its timeline.
func (n *Node) record(id [32]byte, mutate func(*JobRecord), state string) {
	n.recordStep(id, mutate, Step{State: state})
}

// recordStep updates a job's record and appends step (stamped now unless
// it says when) to its timeline, then tells event subscribers.
func (n *Node) recordStep(id [32]byte, mutate func(*JobRecord), step Step) {
	state := step.State
	if step.At.IsZero() {
		step.At = n.cfg.Now()
	}
	changed := false
	err := n.records.Update(n.ctx, func(tx *store.Txn) error {
		b, err := tx.Get(id[:])
		if err != nil {
			return err
		}
		var rec JobRecord
		if err := json.Unmarshal(b, &rec); err != nil {
			return err
		}
		if mutate != nil {
			mutate(&rec)
		}
		changed = false
		if state != "" && rec.State != state {
			rec.State = state
			rec.Timeline = append(rec.Timeline, step)
			changed = true
		}
		b, err = json.Marshal(rec)
		if err != nil {
			return err
		}
		return tx.Set(id[:], b)
	})
	if err != nil && n.ctx.Err() == nil && !errors.Is(err, store.ErrNotFound) {
		n.log.Warn("job record not updated", "job", short(id), "err", err)
	}
	if err == nil && changed {
		n.emit(Event{Kind: EventJob, At: step.At, Job: hex.EncodeToString(id[:]), State: state, Role: "client", Detail: step.Detail})
	}
}

// Jobs lists the client's job records, newest first.
func (n *Node) Jobs(ctx context.Context) ([]JobRecord, error) { return ReadJobs(ctx, n.records) }

// ReadJobs lists job records in a client-jobs bucket, newest first. The
// CLI reads a stopped node's records with it.
func ReadJobs(ctx context.Context, b *store.Bucket) ([]JobRecord, error) {
	var out []JobRecord
	err := b.ForEach(ctx, func(_, v []byte) error {
		var rec JobRecord
		if err := json.Unmarshal(v, &rec); err != nil {
			return fmt.Errorf("job record: %w", err)
		}
		out = append(out, rec)
		return nil
	})
	slices.SortFunc(out, func(a, b JobRecord) int { return b.Posted.Compare(a.Posted) })
	return out, err
}
