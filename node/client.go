package node

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/engine/oci/ocijob"
	"github.com/tensora/tensora/he"
	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/tensor"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// Errors a client branches on. Each is wrapped with a human explanation.
var (
	ErrUnknownSubnet = errors.New("unknown subnet")
	ErrNoBids        = errors.New("no miner bid")
	ErrNoEligible    = errors.New("no eligible bid")
	ErrNoAck         = errors.New("no assigned miner acknowledged")
	ErrNoResult      = errors.New("no result before the deadline")
	ErrJobFailed     = errors.New("job failed")
)

// client is the client role: it posts jobs, walks them down the ranked
// bids (Post), verifies their results, keeps a durable record of each,
// and watches its verified jobs get settled (settled.go).
type client struct {
	*core
	records    *store.Bucket       // posted jobs
	waiters    map[[32]byte]waiter // where Post receives its jobs' acks and results; guarded by mu
	lastEscrow *big.Int            // the free escrow when last read; guarded by mu
	unsettled  unsettled           // jobs with signed terms not yet seen settled (settled.go)
	nonceMu    sync.Mutex          // serialises the durable job nonce's read-modify-write
}

func newClient(c *core) *client {
	return &client{core: c, waiters: make(map[[32]byte]waiter)}
}

func (cl *client) build() { cl.records = cl.db.Prefixed(store.PrefixClientJobs) }

// start watches the chain for the settlement of verified jobs.
func (cl *client) start(context.Context) error {
	if cl.cfg.Settlement != nil {
		cl.wg.Add(1)
		go cl.settledLoop()
	}
	return nil
}

func (cl *client) stop() {}

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
	if e.Failure == types.Failure_FAILURE_FETCH {
		return fmt.Sprintf("miner %s could not fetch the job's content: %s", e.Miner.Hex(), e.Msg)
	}
	return fmt.Sprintf("miner %s failed the job (%s): %s", e.Miner.Hex(), failureName(e.Failure), e.Msg)
}

// Retryable reports whether another miner may succeed: not when the
// client's own model or input is at fault, nor when the client
// cancelled the job itself.
func (e *ResultError) Retryable() bool {
	switch e.Failure {
	case types.Failure_FAILURE_BAD_INPUT, types.Failure_FAILURE_BAD_MODEL, types.Failure_FAILURE_CANCELLED:
		return false
	}
	return true
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
	case types.Failure_FAILURE_CANCELLED:
		return "cancelled"
	}
	return "unspecified"
}

// ErrBadResult marks a result whose proof, hash or output did not verify.
var ErrBadResult = errors.New("result did not verify")

// onAck hands an ack of a job this client posted to its Post, if it
// comes from the miner the client assigned that round: anyone else's
// answer (a decline forged to skip an honest miner, say) is not the
// round's.
func (cl *client) onAck(a *types.Ack) {
	id := [32]byte(a.GetJobId())
	cl.mu.Lock()
	ch := cl.waiters[id].ackCh
	if j := cl.book.Get(id); j == nil || j.Assignment(a.GetRound()) == nil || !bytes.Equal(j.Assignment(a.GetRound()).GetMiner(), a.GetMiner()) {
		ch = nil
	}
	cl.mu.Unlock()
	if ch != nil {
		select {
		case ch <- ackMsg{round: a.GetRound(), declined: a.GetDeclined(), reason: a.GetReason()}:
		default:
		}
	}
}

func (cl *client) onResult(in *p2p.Incoming, r *types.Result) {
	cl.mu.Lock()
	ch := cl.waiters[[32]byte(r.GetJobId())].resultCh
	cl.mu.Unlock()
	if ch == nil {
		return
	}
	select {
	case ch <- resultMsg{r: r, from: in.From, at: cl.cfg.Now()}:
	default:
	}
}

// awaitResult waits for the round's miner's Result and verifies it: the
// proof of compute must recover to the miner, its hashes must match the
// model and input the client holds, and the output fetched by CID must
// hash to the result hash and be canonical safetensors.
func (cl *client) awaitResult(ctx context.Context, st *jobbook.Job, w waiter, out *JobOutcome, round uint32, deadline time.Time, resultWait time.Duration) error {
	id := out.JobID
	miner := out.Winner
	wait := time.Until(deadline)
	if resultWait <= 0 {
		resultWait = cl.cfg.ResultWait
	}
	if resultWait > 0 && resultWait < wait {
		wait = resultWait
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	for {
		var msg resultMsg
		select {
		case msg = <-w.resultCh:
		case <-t.C:
			if time.Now().Before(deadline) {
				cl.recordRep(miner, store.Timeout)
				return fmt.Errorf("miner %s sent no result within %s", miner.Hex(), wait)
			}
			cl.recordRep(miner, store.Timeout)
			return fmt.Errorf("%w: miner %s, job %s", ErrNoResult, miner.Hex(), short(id))
		case <-ctx.Done():
			return ctx.Err()
		case <-cl.ctx.Done():
			return cl.ctx.Err()
		}
		r := msg.r
		if r.GetRound() != round || common.BytesToAddress(r.GetMiner()) != miner {
			continue // a slow answer from an earlier round's miner
		}
		out.ResultAt = msg.at
		if r.GetError() != "" {
			re := &ResultError{Miner: miner, Failure: r.GetFailure(), Msg: r.GetError()}
			if re.Retryable() && r.GetFailure() != types.Failure_FAILURE_FETCH {
				cl.recordRep(miner, store.Failure)
			}
			cl.record(id, func(rec *JobRecord) { rec.Error = re.Error() }, "miner-failed")
			return re
		}
		output, err := cl.verifyResult(ctx, st.Order(), r, msg.from, miner)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			// Only a result that provably does not verify is the miner's
			// fault; an output fetch that timed out might be ours.
			if errors.Is(err, ErrBadResult) {
				cl.recordRep(miner, store.Failure)
			}
			cl.log.Warn("result rejected", "job", short(id), "miner", miner.Hex(), "err", err)
			cl.record(id, func(rec *JobRecord) { rec.Error = err.Error() }, "rejected")
			// The miner may settle the result it signed anyway: the
			// validators decide whether its leaf stands (a dispute makes
			// them re-execute it whatever their sampling says).
			if errors.Is(err, ErrBadResult) && len(r.GetResultHash()) == 32 {
				if derr := cl.dispute(ctx, id, miner, [32]byte(r.GetResultHash()), err.Error()); derr != nil && ctx.Err() == nil {
					cl.log.Warn("dispute not published", "job", short(id), "err", derr)
				}
			}
			return err
		}
		out.Result, out.Output, out.Verified = r, output, true
		out.VerifiedAt = cl.cfg.Now()
		// No reputation event here: observers cannot see results, and a
		// private event would make the client's matching drift from the
		// ranking every other peer recomputes (the ack was credited).
		// The miner's own clock says when its fetch and execution ended;
		// the timeline places them before the client's verification. One
		// write for the three steps: this is the job's return path.
		var steps []Step
		if s := r.GetStartedMs(); s > 0 {
			pull := time.Duration(r.GetUsage().GetPullUs()) * time.Microsecond
			steps = append(steps, Step{State: "fetched", At: time.UnixMilli(s).Add(-pull), Detail: fmt.Sprintf("model and input in %s", time.Duration(r.GetUsage().GetFetchUs())*time.Microsecond)})
			if pull > 0 {
				steps = append(steps, Step{State: "pulled", At: time.UnixMilli(s), Detail: fmt.Sprintf("image in %s, before the run's timeout started", pull)})
			}
		}
		if f := r.GetFinishedMs(); f > 0 {
			steps = append(steps, Step{State: "executed", At: time.UnixMilli(f), Detail: fmt.Sprintf("%s on %s", time.Duration(r.GetUsage().GetWallUs())*time.Microsecond, miner.Hex())})
		}
		steps = append(steps, Step{State: "verified", Detail: fmt.Sprintf("output %s, %d bytes", r.GetOutputCid(), len(output))})
		cl.mu.Lock()
		price, charge := owedFor(st.Order(), output, types.AmountOf(st.Assignment(round).GetPrice()))
		cl.mu.Unlock()
		var usage *llmjob.Output // an LLM job's tokens, for its record
		if charge != "" {
			if lo, err := llmjob.ParseOutput(output); err == nil {
				usage = &lo
			}
		}
		cl.recordSteps(id, func(rec *JobRecord) {
			rec.Charge = charge
			rec.OutputCID, rec.ResultHash, rec.OutputBytes = r.GetOutputCid(), hex.EncodeToString(r.GetResultHash()), len(output)
			rec.FetchUs, rec.ExecUs, rec.PullUs = r.GetUsage().GetFetchUs(), r.GetUsage().GetWallUs(), r.GetUsage().GetPullUs()
			rec.Error = ""
			if usage != nil {
				rec.PromptTokens, rec.CompletionTokens = usage.PromptTokens, usage.CompletionTokens
			}
		}, steps...)
		if cl.cfg.Settlement != nil {
			cl.unsettled.verify(id, miner, price, [32]byte(r.GetResultHash()))
		}
		cl.log.Info("result verified", "job", short(id), "miner", miner.Hex(), "output", r.GetOutputCid(),
			"exec", out.ExecTime(), "return", out.ReturnTime())
		return nil
	}
}

// owedFor is what a verified job owes its miner under the price its
// terms signed: the price, or for a per-token job its output's charge
// under it, which charge also returns for the job's record. A leaf above
// it is audited as one the client did not agree to (settled.go), after a
// restart too: the record keeps the charge (restoredWatch).
func owedFor(o *types.JobOrder, output []byte, price *big.Int) (owed *big.Int, charge string) {
	if !llmjob.IsLLM(o) {
		return price, ""
	}
	lo, err := llmjob.ParseOutput(output)
	if err != nil {
		return price, ""
	}
	owed = llmjob.Settled(lo.Charge, price)
	return owed, owed.String()
}

func (cl *client) verifyResult(ctx context.Context, o *types.JobOrder, r *types.Result, from peer.ID, miner common.Address) ([]byte, error) {
	claim, err := proof.ClaimOf(r)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadResult, err)
	}
	if claim.JobID != [32]byte(o.GetJobId()) {
		return nil, fmt.Errorf("%w: proof is for another job", ErrBadResult)
	}
	if err := proof.Verify(cl.cfg.P2P.Domain, claim, r.GetPocSignature(), miner); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadResult, err)
	}
	if _, _, err := resultEvidence(r, claim); err != nil {
		// Evidence the signed env hash does not commit to, or for
		// another run: the proof does not stand.
		return nil, fmt.Errorf("%w: %w", ErrBadResult, err)
	}
	for _, c := range []struct {
		name, cid string
		claimed   proof.Hash
	}{{"model", o.GetModelCid(), claim.ModelHash}, {"input", o.GetInputCid(), claim.InputHash}} {
		if h, ok := cl.localHash(ctx, c.cid); ok && h != c.claimed {
			return nil, fmt.Errorf("%w: the proof's %s hash is not the hash of %s", ErrBadResult, c.name, c.cid)
		}
	}
	oc, err := cid.Decode(r.GetOutputCid())
	if err != nil {
		return nil, fmt.Errorf("%w: output cid: %w", ErrBadResult, err)
	}
	limit := cl.cfg.MaxOutputBytes
	if d := int64(r.GetOutputBytes()); d > 0 && d < limit {
		limit = d
	}
	if err := cl.guard(ctx, o, r.GetOutputCid(), miner); err != nil { // the output is the job's, as it arrives
		return nil, err
	}
	output := r.GetOutput()
	if len(output) > 0 {
		// Inline: sealed to this client. Open it, check the hash
		// (cheap), then import it, which both keeps it for `jobs result`
		// and proves it is output_cid.
		if output, err = types.OpenOutput(cl.key, o.GetJobId(), output); err != nil {
			return nil, fmt.Errorf("%w: inline output: %w", ErrBadResult, err)
		}
		if proof.ResultHash(output) != claim.ResultHash {
			return nil, fmt.Errorf("%w: inline output does not hash to the proven result hash", ErrBadResult)
		}
		got, _, err := cl.content.Add(ctx, bytes.NewReader(output), "output "+short([32]byte(o.GetJobId())), nil)
		if err != nil {
			return nil, fmt.Errorf("store output: %w", err)
		}
		if !got.Equals(oc) {
			return nil, fmt.Errorf("%w: inline output imports to %s, not the claimed %s", ErrBadResult, got, oc)
		}
	} else {
		ai := peer.AddrInfo{ID: from, Addrs: cl.host.LibP2P().Peerstore().Addrs(from)}
		cl.streamFrom(ctx, ai, oc, limit, "output")
		if output, err = cl.content.FetchBytes(ctx, oc, []peer.AddrInfo{ai}, limit); err != nil {
			return nil, fmt.Errorf("fetch output: %w", err)
		}
		if proof.ResultHash(output) != claim.ResultHash {
			return nil, fmt.Errorf("%w: output %s does not hash to the proven result hash", ErrBadResult, oc)
		}
	}
	if llmjob.IsLLM(o) {
		if err := cl.checkLLMOutput(ctx, o, output); err != nil {
			return nil, err
		}
		return output, nil
	}
	if ckksjob.IsHE(o) {
		// A ciphertext only this client's secret key opens: its hash
		// and proof are what can be checked here; decrypting it is the
		// caller's (package he).
		if len(output) == 0 {
			return nil, fmt.Errorf("%w: an encrypted inference job's output is empty", ErrBadResult)
		}
		// What can be checked without the key: an evaluation's output is
		// a full ciphertext at level 0 of the request's parameter set, so
		// an echoed input, random bytes or another set's ciphertext is no
		// work done.
		if err := cl.checkHEOutput(ctx, o, output); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadResult, err)
		}
		return output, nil
	}
	if ocijob.IsOCI(o) {
		// A container's /out as a tar: files and directories with clean
		// relative names only, so that unpacking it is safe.
		if _, err := ocijob.ReadOutput(output, limit); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadResult, err)
		}
		return output, nil
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
func (cl *client) nextNonce(ctx context.Context) (uint64, error) {
	// Its own lock: the store write must not hold mu, which every gossip
	// validator takes.
	cl.nonceMu.Lock()
	defer cl.nonceMu.Unlock()
	meta := cl.db.Prefixed(store.PrefixMeta)
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

// checkHEOutput checks an he-ckks output against the request the client
// posted (he.CheckOutput). A request not in the local store (posted from
// elsewhere) leaves the parameter set open: the output must then be an
// evaluated ciphertext of one of them.
func (cl *client) checkHEOutput(ctx context.Context, o *types.JobOrder, output []byte) error {
	var sets []string
	if c, err := cid.Decode(o.GetInputCid()); err == nil {
		if has, err := cl.content.Has(ctx, c); err == nil && has {
			if b, err := cl.content.FetchBytes(ctx, c, nil, ckksjob.MaxRequestBytes); err == nil {
				if r, err := ckksjob.ParseRequest(b); err == nil {
					sets = []string{r.Params}
				}
			}
		}
	}
	if sets == nil {
		for _, p := range he.ParamSets {
			sets = append(sets, p.Name)
		}
	}
	var err error
	for _, p := range sets {
		if err = he.CheckOutput(p, output); err == nil {
			return nil
		}
	}
	return err
}

// localHash hashes content this node holds (a client's own model and
// input); ok is false when it is not local.
func (cl *client) localHash(ctx context.Context, s string) (proof.Hash, bool) {
	c, err := cid.Decode(s)
	if err != nil {
		return proof.Hash{}, false
	}
	cl.mu.Lock()
	h, ok := cl.hashes[c.String()]
	cl.mu.Unlock()
	if ok {
		return h, true
	}
	if has, err := cl.content.Has(ctx, c); err != nil || !has {
		return proof.Hash{}, false
	}
	b, err := cl.content.FetchBytes(ctx, c, nil, cl.cfg.MaxModelBytes)
	if err != nil {
		return proof.Hash{}, false
	}
	h = proof.Keccak(b)
	cl.mu.Lock()
	if len(cl.hashes) < 1024 {
		cl.hashes[c.String()] = h
	}
	cl.mu.Unlock()
	return h, true
}

// localSize is the size of content held locally, 0 when unknown.
func (cl *client) localSize(ctx context.Context, s string) uint64 {
	c, err := cid.Decode(s)
	if err != nil {
		return 0
	}
	rc, size, err := cl.content.Open(ctx, c)
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

func (cl *client) newRecord(ctx context.Context, o *types.JobOrder, now time.Time) error {
	rec := JobRecord{
		ID: hex.EncodeToString(o.GetJobId()), Subnet: o.GetSubnet(), Nonce: o.GetNonce(), Model: o.GetModelCid(), Input: o.GetInputCid(),
		Spec: o.GetSpec(), MaxFee: types.AmountOf(o.GetMaxFee()).String(), State: "announced", Posted: now, Engine: o.GetEngine(),
		Timeline: []Step{{State: "announced", At: now, Detail: fmt.Sprintf("subnet %d, spec %q, max fee %s TORA", o.GetSubnet(), o.GetSpec(), tora.Format(types.AmountOf(o.GetMaxFee())))}},
	}
	b, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	if err := cl.records.Set(ctx, o.GetJobId(), b); err != nil {
		return fmt.Errorf("record job: %w", err)
	}
	cl.emit(Event{Kind: EventJob, At: now, Job: rec.ID, State: "announced", Role: "client", Detail: rec.Timeline[0].Detail})
	return nil
}

// record updates a job's record and appends state to its timeline.
func (cl *client) record(id [32]byte, mutate func(*JobRecord), state string) {
	cl.recordStep(id, mutate, Step{State: state})
}

// recordStep updates a job's record and appends step (stamped now unless
// it says when) to its timeline, then tells event subscribers.
func (cl *client) recordStep(id [32]byte, mutate func(*JobRecord), step Step) {
	cl.recordSteps(id, mutate, step)
}

// recordSteps updates a job's record and appends steps, in order, to its
// timeline in one write (a step whose state the record is already in is
// skipped), then tells event subscribers of each step appended.
func (cl *client) recordSteps(id [32]byte, mutate func(*JobRecord), steps ...Step) {
	now := cl.cfg.Now()
	for i := range steps {
		if steps[i].At.IsZero() {
			steps[i].At = now
		}
	}
	var appended []Step
	err := cl.records.Update(cl.ctx, func(tx *store.Txn) error {
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
		appended = appended[:0]
		for _, step := range steps {
			if step.State != "" && rec.State != step.State {
				rec.State = step.State
				rec.Timeline = append(rec.Timeline, step)
				appended = append(appended, step)
			}
		}
		b, err = json.Marshal(rec)
		if err != nil {
			return err
		}
		return tx.Set(id[:], b)
	})
	if err != nil && cl.ctx.Err() == nil && !errors.Is(err, store.ErrNotFound) {
		cl.log.Warn("job record not updated", "job", short(id), "err", err)
	}
	if err == nil {
		for _, step := range appended {
			cl.emit(Event{Kind: EventJob, At: step.At, Job: hex.EncodeToString(id[:]), State: step.State, Role: "client", Detail: step.Detail})
		}
	}
}

// Jobs lists the client's job records, newest first.
func (n *Node) Jobs(ctx context.Context) ([]JobRecord, error) { return ReadJobs(ctx, n.client.records) }

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

// waiter is where a posting client receives its job's acks and results.
type waiter struct {
	ackCh    chan ackMsg
	resultCh chan resultMsg
}

// ackMsg is an assigned miner's answer as the posting client receives it.
type ackMsg struct {
	round    uint32
	declined bool
	reason   string // a decline's, as the miner gave it
}

// JobRequest is what a client asks for.
type JobRequest struct {
	Subnet    uint64
	ModelCID  string
	InputCID  string
	Engine    string
	Spec      string
	MaxFee    *big.Int
	BidWindow time.Duration // default Config.BidWindow
	Deadline  time.Time     // default now + Config.JobTTL
	// InputBytes is the input's size, declared in the job so a miner
	// refuses a larger one (0: taken from the local copy of the input).
	InputBytes uint64
	// NoResult returns once a miner acknowledged, without waiting for the
	// result (benchmarks of the matching path).
	NoResult bool
	// Check refuses an ONNX job before it is announced when its model or
	// input is neither held here nor provided by a peer found in a few
	// seconds, when the model is not ONNX, or when the input does not
	// match the model's declared inputs (precheck.go). The CLI sets it
	// unless --no-check.
	Check bool
	// Auction skips the fast path: the job is placed by auction even when
	// fresh standing offers could serve it (to discover prices, say).
	Auction bool
	// ResultWait bounds the wait for the result after a miner's ack
	// before the next miner gets the job (default Config.ResultWait; a
	// container job's default covers its image pull and its timeout).
	ResultWait time.Duration
	// Announced, if set, is called with the job's id once it is published
	// (the local API answers a post with it while the job goes on).
	Announced func(id [32]byte)
	// Progress, if set, is called as the job moves: "announced", "bids",
	// "assigned", "running", "verified", "retry" (Stage names it; Detail
	// says more, e.g. "3 bids" or the miner's address).
	Progress func(stage, detail string)
	// Partial, if set, asks the miner of a round placed over a direct
	// stream to stream the output as its engine produces it (an LLM's
	// text): each piece, in order, with the round it belongs to, as it
	// arrives. The pieces are unverified, and a later round's replace an
	// earlier one's; the verified output is the outcome's. On the auction
	// path nothing is streamed. It must not block, and must be safe for
	// concurrent use: the readers of two rounds' streams can overlap.
	Partial func(round uint32, piece []byte)
}

func (r *JobRequest) progress(stage, format string, args ...any) {
	if r.Progress != nil {
		r.Progress(stage, fmt.Sprintf(format, args...))
	}
}

// JobOutcome is what happened to a posted job.
type JobOutcome struct {
	JobID        [32]byte
	Order        *types.JobOrder
	PostedAt     time.Time
	FirstBidAt   time.Time // zero if no bid
	AssignedAt   time.Time // first assignment
	AckedAt      time.Time
	Bids         int
	Winner       common.Address
	Round        int    // the round whose miner acknowledged
	Path         string // how that round was placed: "direct" (a standing offer) or "auction"
	Ranked       []common.Address
	Excluded     scheduler.Summary // why known miners cannot serve the job (from their adverts)
	BidsExcluded scheduler.Summary // why bids were left out of the match

	// Result, when the job ran: the verified Result message, the output
	// bytes (canonical safetensors) and when each step ended.
	Result     *types.Result
	Output     []byte
	ResultAt   time.Time // the Result message arrived
	VerifiedAt time.Time // output fetched, hash and proof checked
	Verified   bool
}

// FetchTime is the miner's reported model+input fetch time.
func (o *JobOutcome) FetchTime() time.Duration {
	return time.Duration(o.Result.GetUsage().GetFetchUs()) * time.Microsecond
}

// ExecTime is the miner's reported execution wall time.
func (o *JobOutcome) ExecTime() time.Duration {
	return time.Duration(o.Result.GetUsage().GetWallUs()) * time.Microsecond
}

// ReturnTime is from the miner finishing to the client holding the
// verified output (publish, output fetch, checks).
func (o *JobOutcome) ReturnTime() time.Duration {
	if o.Result == nil || o.VerifiedAt.IsZero() {
		return 0
	}
	return o.VerifiedAt.Sub(time.UnixMilli(o.Result.GetFinishedMs()))
}

// Post publishes a job, collects bids for the bid window, matches, assigns
// and waits for the winner's acknowledgement, falling back to the next
// ranked bid on timeout. The outcome is returned with an error wrapping
// ErrNoBids, ErrNoEligible or ErrNoAck when the job could not be placed.
func (n *Node) Post(ctx context.Context, req JobRequest) (*JobOutcome, error) {
	return n.client.post(ctx, req)
}

func (cl *client) post(ctx context.Context, req JobRequest) (*JobOutcome, error) {
	out, err := cl.place(ctx, req)
	if out != nil {
		cl.mu.Lock()
		delete(cl.waiters, out.JobID)
		if !req.NoResult {
			cl.book.Finish(out.JobID, cl.cfg.Now())
		}
		cl.mu.Unlock()
	}
	cl.metrics.clientJobDone(out, err)
	if err != nil && out != nil && out.JobID != [32]byte{} {
		// Every way out of a job leaves its record terminal.
		state := "failed"
		if ctx.Err() != nil {
			state = "cancelled"
			// The assigned miner hears it, stops the job and frees its
			// worker (cancel.go), rather than fetching or running on
			// until the deadline for nobody.
			if _, miner, _ := cl.latest(out.JobID); miner != (common.Address{}) {
				cctx, cancel := context.WithTimeout(cl.ctx, 5*time.Second)
				if cerr := cl.cancelJob(cctx, out.JobID); cerr != nil {
					cl.log.Warn("cancel not delivered", "job", short(out.JobID), "miner", miner.Hex(), "err", cerr)
				}
				cancel()
			}
		}
		cl.record(out.JobID, func(rec *JobRecord) {
			rec.Error = err.Error()
			switch {
			case errors.Is(err, ErrNoBids):
				rec.Miners, rec.Eligible, rec.Excluded = out.Excluded.Miners, out.Excluded.Eligible, exclusions(out.Excluded)
			case errors.Is(err, ErrNoEligible):
				rec.Miners, rec.Eligible, rec.Excluded = out.BidsExcluded.Miners, out.BidsExcluded.Eligible, exclusions(out.BidsExcluded)
			}
		}, state)
	}
	return out, err
}

// posting is a job its client is placing.
type posting struct {
	req      JobRequest
	order    *types.JobOrder
	id       [32]byte
	job      *jobbook.Job
	w        waiter
	out      *JobOutcome
	posted   time.Time
	window   time.Duration
	deadline time.Time
	direct   *directPlan // the fast-path match, nil when the job goes to auction
	base     int         // rounds assigned before the current ranking (the direct attempts)

	inputRead bool   // input was looked up
	inline    []byte // the input, when small and local: it travels on the direct stream
}

// input is the job's input to send inline on a direct stream (read once).
func (p *posting) input(ctx context.Context, cl *client) []byte {
	if !p.inputRead {
		p.inputRead, p.inline = true, cl.inlineInput(ctx, p.order)
	}
	return p.inline
}

// place announces the job and walks a ranking round by round
// (jobbook.Rounds decides when to stop) until a miner's result verifies:
// first, on the fast path, the ranking of the fresh standing offers,
// each placed over a direct stream; then, when there was none or every
// direct attempt declined or went unanswered, the ranking of the bids
// of the auction's window.
func (cl *client) place(ctx context.Context, req JobRequest) (*JobOutcome, error) {
	p, err := cl.announce(ctx, req)
	if p == nil {
		return nil, err
	}
	if err != nil {
		return p.out, err
	}
	if p.direct != nil {
		done, err := cl.walkDirect(ctx, p)
		if done || err != nil {
			return p.out, err
		}
		cl.recordStep(p.id, nil, Step{State: "auction", Detail: fmt.Sprintf("no direct attempt placed the job in %d rounds: falling back to the auction", p.base)})
		req.progress("auction", "no standing offer took the job: auction")
	}
	m, bids, err := cl.matchBids(ctx, p)
	if err != nil {
		return p.out, err
	}
	return p.out, cl.walk(ctx, p, m, bids)
}

// walkDirect walks the fast-path ranking: each round is placed with its
// miner over a direct stream. Attempts begin only before the order's
// direct_until_ms, when miners start bidding (unless a round was
// acknowledged: miners then do not bid), and each one's answer counts for
// the ack timeout; a round whose miner acknowledged is followed to its
// end whenever that is.
// done is true when a round succeeded; false (with a nil error) sends
// the job to the auction, its rounds numbered on from p.base.
func (cl *client) walkDirect(ctx context.Context, p *posting) (done bool, err error) {
	m := p.direct.match
	for _, c := range m.Ranked {
		p.out.Ranked = append(p.out.Ranked, c.Miner)
	}
	if job, err := jobbook.SchedJob(p.order); err == nil {
		p.out.Excluded = scheduler.Explain(job, advertList(cl.subnetAdverts(p.req.Subnet)))
	}
	rounds := jobbook.NewRounds(cl.cfg.MaxRounds, len(m.Ranked))
	cl.recordStep(p.id, func(r *JobRecord) {
		r.Miners, r.Eligible = len(p.direct.offers), len(m.Ranked)
	}, Step{State: "offers", Detail: fmt.Sprintf("%d fresh standing offers, %d eligible: direct", len(p.direct.offers), len(m.Ranked))})
	p.req.progress("offers", "%d fresh offers, %d eligible", len(p.direct.offers), len(m.Ranked))
	var failures []string
	for {
		r, ok := rounds.Next()
		if !p.out.AckedAt.IsZero() && !ok {
			// A miner took the job and its round failed: miners saw it
			// placed and did not bid, so there is no auction to fall to.
			p.out.Winner = common.Address{}
			return false, fmt.Errorf("%w: job %s after %d direct rounds: %s", ErrJobFailed, short(p.id), rounds.Rounds(), strings.Join(failures, "; "))
		}
		if !ok || (!cl.cfg.Now().Before(p.direct.until) && p.out.AckedAt.IsZero()) {
			return false, nil
		}
		end, why, err := cl.round(ctx, p, m, r, len(p.direct.offers))
		p.base = r + 1
		if err != nil {
			return false, err
		}
		goOn, blamed := rounds.End(m.Ranked[r].Miner, end)
		if end == jobbook.Succeeded {
			if blamed != (common.Address{}) {
				cl.recordRep(blamed, store.Failure)
			}
			return true, nil
		}
		if !goOn {
			return false, why
		}
		failures = append(failures, fmt.Sprintf("round %d: %v", r, why))
		cl.log.Info("direct round did not place the job, trying the next offer", "job", short(p.id), "round", r, "why", why)
	}
}

// announce checks the request, signs the order with the next nonce,
// records it and publishes it. It returns a nil posting when nothing was
// recorded.
func (cl *client) announce(ctx context.Context, req JobRequest) (*posting, error) {
	if !slices.Contains(cl.cfg.Subnets, req.Subnet) {
		return nil, fmt.Errorf("%w %d: this node serves subnets %v", ErrUnknownSubnet, req.Subnet, cl.cfg.Subnets)
	}
	if _, err := scheduler.ParseSpec(req.Spec); err != nil {
		return nil, err
	}
	if req.MaxFee == nil || req.MaxFee.Sign() <= 0 {
		return nil, errors.New("job needs a positive max fee")
	}
	if req.ModelCID == "" {
		return nil, errors.New("job needs a model")
	}
	// One spelling per engine (peers refuse others: the chain keys a
	// job's judges by it).
	req.Engine = strings.ToLower(req.Engine)
	if !types.CanonicalEngine(req.Engine) {
		return nil, fmt.Errorf("engine %q: want a-z, 0-9, '.', '_' or '-'", req.Engine)
	}
	// On an allowlisted subnet: refused here, in so many words, rather
	// than ignored by every peer.
	need := acl.Submit
	if !req.NoResult {
		need |= acl.Retrieve
	}
	if err := cl.allowed(req.Subnet, cl.addr, need); err != nil {
		return nil, err
	}
	if err := cl.checkEscrow(ctx, req.MaxFee); err != nil {
		return nil, err
	}
	if req.Check {
		if err := cl.precheck(ctx, req); err != nil {
			return nil, err
		}
	}
	p := &posting{req: req, window: req.BidWindow, posted: cl.cfg.Now(), deadline: req.Deadline}
	if p.window == 0 {
		p.window = cl.cfg.BidWindow
	}
	if req.Engine == ocijob.Engine {
		cl.containerTimes(ctx, p)
	}
	if p.deadline.IsZero() {
		p.deadline = p.posted.Add(cl.cfg.JobTTL)
	}
	if life := p.deadline.Sub(p.posted); life > types.MaxJobLifetimeMs*time.Millisecond {
		return nil, fmt.Errorf("job deadline %s away: a job may run at most %s (peers refuse longer ones)",
			life.Round(time.Second), types.MaxJobLifetimeMs*time.Millisecond)
	}
	nonce, err := cl.nextNonce(ctx)
	if err != nil {
		return nil, err
	}
	o := &types.JobOrder{
		Subnet: req.Subnet, ModelCid: req.ModelCID, InputCid: req.InputCID, Engine: req.Engine, Spec: req.Spec,
		MaxFee: types.Amount(req.MaxFee), DeadlineMs: p.deadline.UnixMilli(), Nonce: nonce,
		CreatedMs: p.posted.UnixMilli(), BidWindowMs: uint32(p.window / time.Millisecond),
		InputBytes:  req.InputBytes,
		ClientAddrs: cl.providerOf().GetAddrs(),
	}
	if o.InputBytes == 0 && o.InputCid != "" {
		o.InputBytes = cl.localSize(ctx, o.InputCid)
	}
	// The job id (the struct hash, author included), which the direct
	// plan's draw is seeded from: signing sets the same.
	o.Client = cl.addr.Bytes()
	id := o.StructHash()
	o.JobId = id[:]
	if !req.Auction {
		// The fast path, when fresh standing offers can serve the job:
		// direct_until_ms is outside the EIP-712 struct (like
		// client_addrs, so it does not change the id) and signed with it.
		if p.direct = cl.planDirect(o); p.direct != nil {
			p.direct.until = p.posted.Add(cl.cfg.DirectWindow)
			o.DirectUntilMs = p.direct.until.UnixMilli()
		}
	}
	if err := cl.sign(o); err != nil {
		return nil, err
	}
	if err := cl.guard(ctx, o, o.GetInputCid()); err != nil { // before the order makes the input CID public
		return nil, err
	}
	p.order, p.id = o, [32]byte(o.GetJobId())
	p.w = waiter{ackCh: make(chan ackMsg, 8), resultCh: make(chan resultMsg, 8)}
	cl.mu.Lock()
	p.job = cl.book.Post(o, p.posted)
	cl.waiters[p.id] = p.w
	cl.mu.Unlock()
	p.out = &JobOutcome{JobID: p.id, Order: o, PostedAt: p.posted}
	if err := cl.newRecord(ctx, o, p.posted); err != nil {
		return p, err
	}
	if err := cl.host.Publish(ctx, types.SubnetTopic(req.Subnet, types.TopicJobs), o); err != nil {
		return p, fmt.Errorf("post job: %w", err)
	}
	cl.log.Info("job posted", "job", short(p.id), "subnet", req.Subnet, "spec", req.Spec, "window", p.window)
	req.progress("announced", "job 0x%x on subnet %d", p.id, req.Subnet)
	if req.Announced != nil {
		req.Announced(p.id)
	}
	return p, nil
}

// matchBids waits out the bid window (plus a grace for bids created just
// before its end to arrive) and ranks the bids, as every observer will.
func (cl *client) matchBids(ctx context.Context, p *posting) (scheduler.Outcome, []scheduler.Bid, error) {
	out := p.out
	start := time.UnixMilli(jobbook.AuctionStartMs(p.order))
	if start.Before(p.posted) {
		start = p.posted
	}
	if err := sleepCtx(ctx, time.Until(start.Add(p.window+cl.cfg.BidGrace))); err != nil {
		return scheduler.Outcome{}, nil, err
	}
	job, _ := jobbook.SchedJob(p.order)
	cl.mu.Lock()
	bids := p.job.SchedBids()
	out.FirstBidAt = p.job.FirstBid()
	cl.mu.Unlock()
	out.Bids = len(bids)
	adverts := cl.subnetAdverts(p.req.Subnet)
	out.Excluded = scheduler.Explain(job, advertList(adverts))
	if len(bids) == 0 {
		if other := cl.host.ForeignChainsSummary(); other != "" {
			// The likeliest cause: the miners sign for another chain.
			return scheduler.Outcome{}, nil, fmt.Errorf("%w for job %s within %s: %s; peers on another chain: %s", ErrNoBids, short(p.id), p.window, out.Excluded, other)
		}
		return scheduler.Outcome{}, nil, fmt.Errorf("%w for job %s within %s: %s", ErrNoBids, short(p.id), p.window, out.Excluded)
	}
	m := scheduler.Match(job, bids, adverts, cl.cfg.Stake, cl.repView(), cl.matchParams())
	out.BidsExcluded = m.Summary()
	out.Ranked = out.Ranked[:0]
	for _, c := range m.Ranked {
		out.Ranked = append(out.Ranked, c.Miner)
	}
	if len(m.Ranked) == 0 {
		return scheduler.Outcome{}, nil, fmt.Errorf("%w for job %s: %s", ErrNoEligible, short(p.id), out.BidsExcluded)
	}
	return m, bids, nil
}

// walk assigns the job round by round down the ranking until a round
// succeeds or jobbook.Rounds says the job has run out of rounds.
func (cl *client) walk(ctx context.Context, p *posting, m scheduler.Outcome, bids []scheduler.Bid) error {
	rounds := jobbook.NewRounds(cl.cfg.MaxRounds, len(m.Ranked))
	cl.recordStep(p.id, func(r *JobRecord) {
		r.Bids, r.Miners, r.Eligible = len(bids), p.out.Excluded.Miners, p.out.Excluded.Eligible
	}, Step{State: "bids", Detail: fmt.Sprintf("%d bids, %d eligible: auction", len(bids), len(m.Ranked))})
	p.req.progress("bids", "%d bids, %d eligible", len(bids), len(m.Ranked))
	var failures []string
	for {
		r, ok := rounds.Next()
		if !ok {
			break
		}
		end, why, err := cl.round(ctx, p, m, r, len(bids))
		if err != nil {
			return err
		}
		goOn, blamed := rounds.End(m.Ranked[r].Miner, end)
		if end == jobbook.Succeeded {
			if blamed != (common.Address{}) {
				cl.recordRep(blamed, store.Failure)
			}
			return nil
		}
		failures = append(failures, fmt.Sprintf("round %d: %v", r, why))
		if !goOn {
			return why
		}
		if end != jobbook.Declined && end != jobbook.Unanswered {
			cl.log.Warn("job round failed, trying the next miner", "job", short(p.id), "round", r, "err", why)
			p.req.progress("retry", "%v", why)
		}
	}
	p.out.Winner = common.Address{}
	if p.out.AckedAt.IsZero() {
		return fmt.Errorf("%w: job %s, %d rounds: %s", ErrNoAck, short(p.id), rounds.Rounds(), strings.Join(failures, "; "))
	}
	return fmt.Errorf("%w: job %s after %d rounds: %s", ErrJobFailed, short(p.id), rounds.Rounds(), strings.Join(failures, "; "))
}

// round assigns the job to the r-th ranked miner of m (round p.base+r
// of the job) and waits for its answer and, once acknowledged, its
// verified result. On the fast path (m is p.direct's match) the answer
// and the result come on a direct stream; on the auction, on gossip. It
// says how the round ended and why it did not succeed; err is set when
// the whole job must stop (the assignment could not be published, or
// ctx ended).
func (cl *client) round(ctx context.Context, p *posting, m scheduler.Outcome, r, bids int) (end jobbook.End, why, err error) {
	c, out, req := m.Ranked[r], p.out, p.req
	direct := p.direct != nil && m.Seed == p.direct.match.Seed
	rn := p.base + r // the job's round number
	if direct {
		rn = r
	}
	a := &types.Assignment{
		JobId: p.order.GetJobId(), Subnet: req.Subnet, Round: uint32(rn), Miner: c.Miner.Bytes(), BidId: c.BidID[:],
		BidCount: uint32(bids), Seed: m.Seed[:], CreatedMs: cl.cfg.Now().UnixMilli(),
		Providers: []*types.Provider{cl.providerOf()}, FirstRound: uint32(rn - r),
	}
	if direct {
		// Published right after the order, the assignment can overtake
		// it: carrying the order, it is judged at once (node/early.go).
		a.Offers, a.Order = p.direct.offers, p.order
	}
	if err := cl.guard(ctx, p.order, p.order.GetInputCid(), c.Miner); err != nil { // the miner may fetch the input
		return 0, nil, err
	}
	price := c.Price
	if llmjob.IsLLM(p.order) {
		// Per token: the miner charges its output's tokens at the
		// request's price; the terms cap that charge at the job's max
		// fee, the most this client agreed to.
		price = types.AmountOf(p.order.GetMaxFee())
	}
	if err := cl.grantTerms(a, price, p.deadline); err != nil {
		return 0, nil, fmt.Errorf("assign job %s: %w", short(p.id), err)
	}
	if cl.cfg.Settlement != nil {
		// From here the miner holds payable terms, whatever the round's
		// outcome: audit whatever spends the nonce (settled.go).
		cl.unsettled.watch(p.id, p.order.GetNonce(), a)
		defer cl.unsettled.roundOver(p.id)
	}
	if h := cl.opts.hooks.Terms; h != nil {
		h(a) // a seam for the lab and tests (Hooks)
	}
	// Published first on the direct path too: observers and validators
	// learn of the round before the miner's answer and result.
	if err := cl.publish(ctx, types.SubnetTopic(req.Subnet, types.TopicAssign), a); err != nil {
		return 0, nil, fmt.Errorf("assign job %s: %w", short(p.id), err)
	}
	if out.AssignedAt.IsZero() {
		out.AssignedAt = cl.cfg.Now()
	}
	var acked, declined bool
	var reason string // a decline's, as the miner gave it
	var ds *directStream
	timeout := cl.cfg.AckTimeout
	if direct {
		// An attempt's answer counts for the ack timeout, even past the
		// direct window (attempts begin only inside it, walkDirect): a
		// busy miner that took the job acks late, and miners that saw its
		// ack by the window's end do not bid, so giving up on it at the
		// window's end left the job to an auction without bids (and the
		// miner running a job its client had abandoned). A silent miner
		// costs the ack timeout before the auction.
		until := cl.cfg.Now().Add(cl.cfg.AckTimeout)
		timeout = time.Until(until)
		actx, cancel := context.WithDeadline(ctx, until)
		var err error
		ds, acked, err = cl.ask(actx, p.direct.peers[c.Miner], p.order, a, p.input(ctx, cl), req.Partial != nil)
		cancel()
		var de *declineError
		if errors.As(err, &de) {
			reason, err = de.reason, nil
		}
		declined = !acked && err == nil
		if err != nil && ctx.Err() == nil {
			cl.log.Warn("direct attempt unanswered", "job", short(p.id), "miner", c.Miner.Hex(), "round", rn, "err", err)
		}
		if ds != nil {
			defer ds.s.Close()
		}
	} else {
		acked, declined, reason = cl.waitAck(ctx, p.w, uint32(rn))
	}
	if declined {
		why := "at capacity, or refusing the terms"
		if reason != "" {
			why = strings.ToValidUTF8(reason, "?") // the miner's word, not checked
		}
		cl.log.Info("assigned miner declined, trying the next", "job", short(p.id), "miner", c.Miner.Hex(), "round", rn, "reason", why)
		req.progress("retry", "%s declined (%s)", c.Miner.Hex(), why)
		return jobbook.Declined, fmt.Errorf("%s declined (%s)", c.Miner.Hex(), why), nil
	}
	if !acked {
		if ctx.Err() != nil {
			return 0, nil, ctx.Err()
		}
		cl.recordRep(c.Miner, store.Timeout)
		cl.log.Warn("assigned miner did not acknowledge", "job", short(p.id), "miner", c.Miner.Hex(), "round", rn, "timeout", timeout)
		return jobbook.Unanswered, fmt.Errorf("%s did not acknowledge within %s", c.Miner.Hex(), timeout.Round(time.Millisecond)), nil
	}
	out.AckedAt = cl.cfg.Now()
	out.Winner = c.Miner
	out.Round = rn
	cl.recordRep(c.Miner, store.Success)
	path := "auction"
	if direct {
		path = "direct"
	}
	out.Path = path
	cl.log.Info("job assigned", "job", short(p.id), "miner", c.Miner.Hex(), "round", rn, "path", path, "offers_or_bids", bids)
	cl.recordStep(p.id, func(rec *JobRecord) {
		rec.Winner, rec.Round, rec.Price, rec.Path = c.Miner.Hex(), rn, types.AmountOf(a.GetPrice()).String(), path
	},
		Step{State: "assigned", Detail: fmt.Sprintf("%s, round %d, %s", c.Miner.Hex(), rn, path)})
	req.progress("assigned", "%s (round %d, %s)", c.Miner.Hex(), rn, path)
	if req.NoResult {
		cl.unsettled.accept(p.id, c.Miner)
		return jobbook.Succeeded, nil, nil
	}
	if ds != nil {
		cl.wg.Add(1)
		go cl.readResult(ds, a, p.w, p.deadline, req.Partial)
	}
	req.progress("running", "on %s", c.Miner.Hex())
	res := cl.awaitResult(ctx, p.job, p.w, out, uint32(rn), p.deadline, p.req.ResultWait)
	if res == nil {
		req.progress("verified", "output %s, %d bytes", out.Result.GetOutputCid(), len(out.Output))
		return jobbook.Succeeded, nil, nil
	}
	if ctx.Err() != nil {
		return 0, nil, ctx.Err()
	}
	var rf *ResultError
	switch {
	case errors.As(res, &rf) && !rf.Retryable():
		return jobbook.BadInput, res, nil
	case errors.Is(res, ErrNoResult):
		return jobbook.Expired, res, nil
	}
	return jobbook.Failed, res, nil
}

// grantTerms writes the settlement terms of an assignment: the round's
// winning bid's price, a settle-by of the job's deadline plus
// SettleHorizon (plus the round in milliseconds, so each round's terms
// are newer than the last: JobEscrow.supersede voids a leaf settled
// under older terms), and the client's EIP-712 signature over (job id,
// miner, price, settle-by) in the escrow's domain, which is what
// JobEscrow pays the named miner on. Each round's miner gets terms of its own.
func (cl *client) grantTerms(a *types.Assignment, price *big.Int, deadline time.Time) error {
	a.Price = types.Amount(price)
	a.SettleByMs = deadline.Add(cl.cfg.SettleHorizon).UnixMilli() + int64(a.GetRound())
	return a.SignSettlement(cl.cfg.P2P.Domain, cl.key)
}

// waitAck waits up to AckTimeout for the assigned miner's answer to
// round: acked, declined, or neither (timed out or cancelled).
func (cl *client) waitAck(ctx context.Context, w waiter, round uint32) (acked, declined bool, reason string) {
	t := time.NewTimer(cl.cfg.AckTimeout)
	defer t.Stop()
	for {
		select {
		case a := <-w.ackCh:
			if a.round == round {
				return !a.declined, a.declined, a.reason
			}
		case <-t.C:
			return false, false, ""
		case <-ctx.Done():
			return false, false, ""
		case <-cl.ctx.Done():
			return false, false, ""
		}
	}
}

// checkEscrow refuses a job whose max fee the client's free escrow does
// not cover, saying how much to deposit.
func (cl *client) checkEscrow(ctx context.Context, maxFee *big.Int) error {
	if cl.cfg.Settlement == nil {
		return nil
	}
	rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	free, _, err := cl.Escrow(rctx, cl.addr)
	cancel()
	if err != nil {
		// The chain is unreachable (R7): jobs keep flowing on the last
		// balance seen; settlement catches up when the chain is back.
		cl.mu.Lock()
		last := cl.lastEscrow
		cl.mu.Unlock()
		if last == nil {
			return fmt.Errorf("check escrow: %w (and no earlier balance to go on)", err)
		}
		cl.log.Warn("chain unreachable: checking the job against the last escrow balance seen", "free", tora.Format(last), "err", err)
		if last.Cmp(maxFee) >= 0 {
			// Spend the cached balance down, so an outage cannot be used to
			// post more than the escrow holds.
			cl.mu.Lock()
			cl.lastEscrow = new(big.Int).Sub(last, maxFee)
			cl.mu.Unlock()
		}
		free = last
	} else {
		cl.mu.Lock()
		cl.lastEscrow = free
		cl.mu.Unlock()
	}
	if free.Cmp(maxFee) < 0 {
		short := new(big.Int).Sub(maxFee, free)
		return fmt.Errorf("%w: escrow %s TORA, job max fee %s TORA: run `tensora escrow deposit %s`",
			ErrInsufficientEscrow, tora.Format(free), tora.Format(maxFee), tora.Format(short))
	}
	return nil
}
