package node

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

// jobFailure is an error with the class reported to the client.
type jobFailure struct {
	kind types.Failure
	err  error
}

func (f *jobFailure) Error() string { return f.err.Error() }
func (f *jobFailure) Unwrap() error { return f.err }

func fail(kind types.Failure, format string, args ...any) error {
	return &jobFailure{kind: kind, err: fmt.Errorf(format, args...)}
}

// failureOf classifies an error from fetching or running a job.
func failureOf(err error) types.Failure {
	var f *jobFailure
	switch {
	case errors.As(err, &f):
		return f.kind
	case errors.Is(err, engine.ErrBadInput):
		return types.Failure_FAILURE_BAD_INPUT
	case errors.Is(err, engine.ErrBadModel):
		return types.Failure_FAILURE_BAD_MODEL
	case errors.Is(err, context.DeadlineExceeded):
		return types.Failure_FAILURE_DEADLINE
	case errors.Is(err, content.ErrNotFound):
		return types.Failure_FAILURE_FETCH
	}
	return types.Failure_FAILURE_ENGINE
}

// accept puts an assignment to this miner in the durable queue. It is
// written before the ack goes out, so an acknowledged job survives a crash.
func (n *Node) accept(ctx context.Context, o *types.JobOrder, a *types.Assignment) error {
	ob, err := types.Encode(o)
	if err != nil {
		return err
	}
	ab, err := types.Encode(a)
	if err != nil {
		return err
	}
	j := queue.Job{
		ID: [32]byte(o.GetJobId()), Subnet: o.GetSubnet(), Round: a.GetRound(),
		Order: ob, Assign: ab, Deadline: time.UnixMilli(o.GetDeadlineMs()),
	}
	if err := n.queue.Enqueue(ctx, j); err != nil {
		return err
	}
	n.mu.Lock()
	n.running++
	n.mu.Unlock()
	n.metrics.minerAccept()
	return nil
}

// workLoop runs queued jobs one at a time; MaxConcurrency loops run.
func (n *Node) workLoop() {
	defer n.wg.Done()
	for {
		j, err := n.queue.Claim(n.ctx)
		switch {
		case n.ctx.Err() != nil || errors.Is(err, queue.ErrClosed):
			return
		case err != nil:
			// A store error or an unreadable record: log it and go on;
			// the record stays for the next start to recover or skip.
			n.log.Error("job queue", "err", err)
			if sleepCtx(n.ctx, time.Second) != nil {
				return
			}
			continue
		}
		n.execute(j)
	}
}

// execute fetches, runs and answers one claimed job. Every path ends with
// the job done or failed in the queue and a Result on the wire.
func (n *Node) execute(j queue.Job) {
	defer n.metrics.working()()
	defer func() {
		n.mu.Lock()
		n.running = max(0, n.running-1)
		n.mu.Unlock()
	}()
	_, om, err := types.Decode(j.Order)
	o, ok := om.(*types.JobOrder)
	if err != nil || !ok {
		n.finishFailed(j, queue.Fetching, fail(types.Failure_FAILURE_ENGINE, "stored job order unreadable: %v", err))
		return
	}
	_, am, err := types.Decode(j.Assign)
	a, ok := am.(*types.Assignment)
	if err != nil || !ok {
		n.finishFailed(j, queue.Fetching, fail(types.Failure_FAILURE_ENGINE, "stored assignment unreadable: %v", err))
		return
	}
	ctx, cancel := context.WithDeadline(n.ctx, time.UnixMilli(o.GetDeadlineMs()))
	defer cancel()
	log := n.log.With("job", short(j.ID), "attempt", j.Attempts)

	fetchStart := n.cfg.Now()
	model, input, err := n.fetchJob(ctx, o, a)
	if err != nil {
		if n.ctx.Err() != nil {
			return // shutting down: the job stays in fetching and is resumed at restart
		}
		n.finishFailed(j, queue.Fetching, err)
		return
	}
	fetchDur := n.cfg.Now().Sub(fetchStart)
	n.metrics.minerFetched(fetchDur)
	if _, err := n.queue.Move(n.ctx, j.ID, queue.Fetching, queue.Running, "", nil); err != nil {
		log.Error("job state", "err", err)
		return
	}
	log.Debug("job fetched", "model_bytes", len(model), "input_bytes", len(input), "took", fetchDur)

	started := n.cfg.Now()
	res, err := n.cfg.Engine.Run(ctx, engine.Request{
		ModelCID: o.GetModelCid(), Model: engine.ModelBytes(model), Input: input, MaxOutputBytes: n.cfg.MaxOutputBytes,
	})
	finished := n.cfg.Now()
	n.metrics.engineRun(n.cfg.Engine.Name(), "miner", finished.Sub(started), err)
	if err != nil {
		if n.ctx.Err() != nil {
			return // resumed at restart
		}
		n.finishFailed(j, queue.Running, err)
		return
	}
	outCID, _, err := n.content.Add(ctx, bytes.NewReader(res.Output), "output "+short(j.ID), nil)
	if err != nil {
		if n.ctx.Err() != nil {
			return
		}
		n.finishFailed(j, queue.Running, fail(types.Failure_FAILURE_ENGINE, "store output: %w", err))
		return
	}
	claim := proof.Claim{
		JobID:      j.ID,
		ModelHash:  n.modelHash(o.GetModelCid(), model),
		InputHash:  proof.InputHash(input),
		ResultHash: proof.ResultHash(res.Output),
		EnvHash:    proofEnv(n.cfg.Engine.Env()).Hash(),
		StartedMs:  started.UnixMilli(),
		FinishedMs: finished.UnixMilli(),
	}
	if h := n.opts.hooks.Claim; h != nil {
		h(&claim) // a seam for the lab and tests (Hooks)
	}
	poc, err := proof.Sign(n.cfg.P2P.Domain, claim, n.key)
	if err != nil {
		n.finishFailed(j, queue.Running, fail(types.Failure_FAILURE_ENGINE, "sign proof: %w", err))
		return
	}
	r := &types.Result{
		JobId: j.ID[:], Subnet: o.GetSubnet(), Round: a.GetRound(), OutputCid: outCID.String(),
		ResultHash: claim.ResultHash[:], InputHash: claim.InputHash[:], ModelHash: claim.ModelHash[:], EnvHash: claim.EnvHash[:],
		StartedMs: claim.StartedMs, FinishedMs: claim.FinishedMs, PocSignature: poc,
		OutputBytes: uint64(len(res.Output)),
		Output:      inline(res.Output),
		Usage: &types.Usage{
			WallUs: res.Usage.Wall.Microseconds(), CpuUs: res.Usage.CPU.Microseconds(), PeakRssDeltaBytes: res.Usage.PeakRSSDelta,
			BytesIn: uint64(res.Usage.BytesIn), BytesOut: uint64(res.Usage.BytesOut), FetchUs: fetchDur.Microseconds(),
		},
		CreatedMs: n.cfg.Now().UnixMilli(),
	}
	if err := n.sign(r); err != nil {
		n.finishFailed(j, queue.Running, fail(types.Failure_FAILURE_ENGINE, "sign result: %w", err))
		return
	}
	rb, err := types.Encode(r)
	if err != nil {
		n.finishFailed(j, queue.Running, fail(types.Failure_FAILURE_ENGINE, "encode result: %w", err))
		return
	}
	done, err := n.queue.Move(n.ctx, j.ID, queue.Running, queue.Done, "", func(q *queue.Job) {
		q.Result, q.OutputCID = rb, outCID.String()
	})
	if err != nil {
		log.Error("job state", "err", err)
		return
	}
	log.Info("job done", "output", outCID, "exec", res.Usage.Wall, "fetch", fetchDur)
	n.metrics.minerDone()
	n.claimFee(done)
	n.deliver(done)
}

// fetchJob gets the model and input, trying the assignment's providers
// (usually the client) before the DHT, and enforces the size limits.
func (n *Node) fetchJob(ctx context.Context, o *types.JobOrder, a *types.Assignment) (model, input []byte, err error) {
	if n.cfg.Engine == nil {
		return nil, nil, fail(types.Failure_FAILURE_ENGINE, "this miner has no execution engine")
	}
	providers := providerInfos(a.GetProviders())
	mc, err := cid.Decode(o.GetModelCid())
	if err != nil {
		return nil, nil, fail(types.Failure_FAILURE_BAD_MODEL, "model cid %q: %v", o.GetModelCid(), err)
	}
	model, err = n.content.FetchBytes(ctx, mc, providers, n.cfg.MaxModelBytes)
	if err != nil {
		return nil, nil, fail(failureOf(err), "fetch model: %w", err)
	}
	n.noteModel(o.GetModelCid())
	if o.GetInputCid() == "" {
		return model, nil, nil
	}
	ic, err := cid.Decode(o.GetInputCid())
	if err != nil {
		return nil, nil, fail(types.Failure_FAILURE_BAD_INPUT, "input cid %q: %v", o.GetInputCid(), err)
	}
	limit := n.cfg.MaxInputBytes
	if d := int64(o.GetInputBytes()); d > 0 && d < limit {
		limit = d
	}
	input, err = n.content.FetchBytes(ctx, ic, providers, limit)
	if errors.Is(err, content.ErrTooLarge) {
		return nil, nil, fail(types.Failure_FAILURE_BAD_INPUT, "input is larger than the %d bytes the job declared (or this miner's limit): %w", limit, err)
	}
	if err != nil {
		return nil, nil, fail(failureOf(err), "fetch input: %w", err)
	}
	return model, input, nil
}

// finishFailed moves a job to failed and tells the client.
func (n *Node) finishFailed(j queue.Job, from queue.State, cause error) {
	kind := failureOf(cause)
	msg := cause.Error()
	if len(msg) > types.MaxErrorLen {
		msg = msg[:types.MaxErrorLen]
	}
	r := &types.Result{JobId: j.ID[:], Subnet: j.Subnet, Round: j.Round, Error: msg, Failure: kind, CreatedMs: n.cfg.Now().UnixMilli()}
	var rb []byte
	if err := n.sign(r); err == nil {
		rb, _ = types.Encode(r)
	}
	failed, err := n.queue.Move(n.ctx, j.ID, from, queue.Failed, kind.String(), func(q *queue.Job) {
		q.Error, q.Result = msg, rb
	})
	if err != nil {
		n.log.Error("job state", "job", short(j.ID), "err", err)
		return
	}
	n.log.Warn("job failed", "job", short(j.ID), "failure", kind, "err", msg)
	n.metrics.minerFail(kind)
	n.deliver(failed)
}

// deliver publishes a terminal job's Result and marks it published. It
// tries once at once; with nobody on the results topic yet (just after a
// restart) it keeps trying in the background until the job's deadline, so
// the worker goes on to the next job. A result still unsent then stays
// unpublished in the queue and is tried again at the next start.
func (n *Node) deliver(j queue.Job) {
	if len(j.Result) == 0 {
		return
	}
	if n.publishResult(j) {
		return
	}
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		for wait := 50 * time.Millisecond; ; wait = min(2*wait, 2*time.Second) {
			if n.ctx.Err() != nil || n.cfg.Now().After(j.Deadline) {
				n.log.Warn("result not delivered before the deadline; kept for the next start", "job", short(j.ID))
				return
			}
			if sleepCtx(n.ctx, wait) != nil || n.publishResult(j) {
				return
			}
		}
	}()
}

// publishResult sends a stored Result once the job's client is connected
// and on the results topic (dialling it if need be), and records that it
// went out. A Result older than a minute (a restart, a long retry) is
// re-signed with a fresh timestamp, since peers drop stale messages; the
// proof of compute inside is unchanged.
func (n *Node) publishResult(j queue.Job) bool {
	topic := types.SubnetTopic(j.Subnet, types.TopicResults)
	if _, err := n.host.Join(topic); err != nil {
		return false
	}
	if client := n.clientOf(j); client != nil && !n.host.TopicHasPeer(topic, client.ID) {
		ctx, cancel := context.WithTimeout(n.ctx, 5*time.Second)
		err := n.host.Connect(ctx, *client)
		cancel()
		if err != nil || !n.host.TopicHasPeer(topic, client.ID) {
			return false // not yet: the caller retries
		}
	} else if client == nil && n.host.TopicPeers(topic) == 0 {
		return false
	}
	data := j.Result
	_, m, err := types.Decode(data)
	r, ok := m.(*types.Result)
	if err == nil && ok && n.cfg.Now().UnixMilli()-r.GetCreatedMs() > time.Minute.Milliseconds() {
		r.CreatedMs = n.cfg.Now().UnixMilli()
		if err := n.sign(r); err == nil {
			if b, err := types.Encode(r); err == nil {
				data = b
			}
		}
	}
	if err := n.host.PublishRaw(n.ctx, topic, data); err != nil {
		if n.ctx.Err() == nil {
			n.log.Debug("result not published", "job", short(j.ID), "err", err)
		}
		return false
	}
	if err := n.queue.MarkPublished(n.ctx, j.ID); err != nil && n.ctx.Err() == nil {
		n.log.Warn("job state", "job", short(j.ID), "err", err)
	}
	return true
}

// clientOf is the job's client as a peer: the first provider its
// assignment named (the client names itself), or nil.
func (n *Node) clientOf(j queue.Job) *peer.AddrInfo {
	_, m, err := types.Decode(j.Assign)
	a, ok := m.(*types.Assignment)
	if err != nil || !ok {
		return nil
	}
	ps := providerInfos(a.GetProviders())
	if len(ps) == 0 {
		return nil
	}
	return &ps[0]
}

// resumeQueue tells clients about jobs a restart failed and republishes
// results that never went out.
func (n *Node) resumeQueue(recovered []queue.Recovered) {
	for _, r := range recovered {
		n.log.Info("job recovered after restart", "job", short(r.Job.ID), "was", r.From, "now", r.Job.State)
	}
	jobs, err := n.queue.List(n.ctx, queue.Done, queue.Failed)
	if err != nil {
		n.log.Error("job queue", "err", err)
		return
	}
	for _, j := range jobs {
		if j.State == queue.Done {
			// A crash between done and queueing the fee must not lose it;
			// the settlement queue refuses a job it already has.
			n.claimFee(j)
		}
		if j.Published {
			continue
		}
		if j.State == queue.Failed && len(j.Result) == 0 {
			r := &types.Result{JobId: j.ID[:], Subnet: j.Subnet, Round: j.Round, Error: j.Error,
				Failure: types.Failure_FAILURE_RESTART, CreatedMs: n.cfg.Now().UnixMilli()}
			if err := n.sign(r); err == nil {
				j.Result, _ = types.Encode(r)
			}
		}
		n.deliver(j)
	}
}

// metaModelKey prefixes the meta/ keys that list models this miner holds.
const metaModelKey = "model/"

// noteModel records a model this miner now holds, for its adverts.
func (n *Node) noteModel(c string) {
	n.mu.Lock()
	_, known := n.models[c]
	full := len(n.models) >= types.MaxCachedCIDs
	if !known && !full {
		n.models[c] = struct{}{}
	}
	n.mu.Unlock()
	if known || full || !n.has(RoleMiner) {
		return // validators fetch models too, but advertise nothing
	}
	if err := n.db.Prefixed(store.PrefixMeta).Set(n.ctx, []byte(metaModelKey+c), nil); err != nil && n.ctx.Err() == nil {
		n.log.Warn("cached model not recorded", "cid", c, "err", err)
	}
	// Tell matchers now: the next job on this model should prefer us.
	if err := n.publishAdvert(n.ctx); err != nil && n.ctx.Err() == nil {
		n.log.Debug("advert not published", "err", err)
	}
}

// CachedModels lists the model CIDs this miner holds.
func (n *Node) CachedModels() []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	out := make([]string, 0, len(n.models))
	for c := range n.models {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

func providerInfos(ps []*types.Provider) []peer.AddrInfo {
	var out []peer.AddrInfo
	for _, p := range ps {
		id, err := peer.Decode(p.GetPeerId())
		if err != nil {
			continue
		}
		ai := peer.AddrInfo{ID: id}
		for _, s := range p.GetAddrs() {
			if a, err := ma.NewMultiaddr(s); err == nil {
				ai.Addrs = append(ai.Addrs, a)
			}
		}
		out = append(out, ai)
	}
	return out
}

// preconnect dials a peer in the background (bounded by 5 s) unless
// already connected.
func (n *Node) preconnect(id peer.ID, addrs []string) {
	h := n.host.LibP2P()
	if id == "" || id == h.ID() || len(h.Network().ConnsToPeer(id)) > 0 {
		return
	}
	ai := providerInfos([]*types.Provider{{PeerId: id.String(), Addrs: addrs}})
	if len(ai) == 0 {
		return
	}
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		ctx, cancel := context.WithTimeout(n.ctx, 5*time.Second)
		defer cancel()
		if err := n.host.Connect(ctx, ai[0]); err != nil && n.ctx.Err() == nil {
			n.log.Debug("pre-connect to client failed", "peer", id, "err", err)
		}
	}()
}

// providerOf describes this node as a content provider for assignments.
func (n *Node) providerOf() *types.Provider {
	ai := n.host.AddrInfo()
	p := &types.Provider{PeerId: ai.ID.String()}
	for _, a := range ai.Addrs {
		if len(p.Addrs) == types.MaxProviderAddrs {
			break
		}
		p.Addrs = append(p.Addrs, a.String())
	}
	return p
}

// modelHash is keccak256 of a model's bytes, remembered by CID: a CID
// fixes the bytes, and hashing a large model on every job would cost more
// than the run.
func (n *Node) modelHash(c string, model []byte) proof.Hash {
	n.mu.Lock()
	h, ok := n.hashes[c]
	n.mu.Unlock()
	if ok {
		return h
	}
	h = proof.ModelHash(model)
	n.mu.Lock()
	if len(n.hashes) < 1024 {
		n.hashes[c] = h
	}
	n.mu.Unlock()
	return h
}

// inline returns the output when it is small enough to ride in the Result.
func inline(out []byte) []byte {
	if len(out) > types.MaxInlineOutput {
		return nil
	}
	return out
}

func proofEnv(e engine.Env) proof.Env {
	return proof.Env{
		Engine: e.Engine, EngineVersion: e.EngineVersion, Runtime: e.Runtime, RuntimeVersion: e.RuntimeVersion,
		ExecutionProvider: e.ExecutionProvider, IntraOpThreads: uint32(e.IntraOpThreads), InterOpThreads: uint32(e.InterOpThreads),
		Deterministic: e.Deterministic, HardwareClass: e.HardwareClass,
	}
}
