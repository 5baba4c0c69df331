package node

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/image"
	"github.com/tensora/tensora/engine/oci/ocijob"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/verify"
)

// A container job (engine "oci") names its image as its model: the CID
// of the image's index object, which fetchJob fetches like a model (a few
// hundred bytes; the proof of compute's model hash is its hash). Its
// input is an ocijob.Request. Before the run, the miner (and a validator
// re-executing it) pulls the image's blobs: a phase of its own
// (queue.Pulling) bounded by Config.PullTimeout, which the run's timeout
// does not include.

// containerRequest reads a container job's request (ocijob.ParseFor: it
// must name the order's image); a bad one is the client's bad input.
func containerRequest(o *types.JobOrder, input []byte) (ocijob.Request, image.Ref, error) {
	req, ref, err := ocijob.ParseFor(o.GetModelCid(), input)
	if err != nil {
		return req, ref, fail(types.Failure_FAILURE_BAD_INPUT, "%w", err)
	}
	return req, ref, nil
}

// pullImage makes a container job's image local: every blob fetched
// (from the job's providers first: the client, usually) and checked
// against its digest. It has its own timeout, Config.PullTimeout, within
// the job's deadline (ctx). Blobs this node holds already (a base layer
// of another image) are not fetched again.
func (n *core) pullImage(ctx context.Context, o *types.JobOrder, a *types.Assignment, ref image.Ref, log func(msg string, args ...any)) (image.PullProgress, error) {
	parent := ctx
	ctx, cancel := context.WithTimeout(ctx, n.cfg.PullTimeout)
	defer cancel()
	providers := n.jobProviders(o, a)
	start := n.cfg.Now()
	lastLog := start
	_, p, err := image.Pull(ctx, n.content, n.imageFetcher(providers), ref, n.cfg.MaxModelBytes, func(p image.PullProgress) {
		if n.cfg.Now().Sub(lastLog) >= 2*time.Second {
			lastLog = n.cfg.Now()
			log("pulling image", "blobs", fmt.Sprintf("%d/%d", p.BlobsDone, p.Blobs), "bytes", fmt.Sprintf("%d/%d", p.BytesDone, p.Bytes), "fetched", p.Fetched)
		}
	})
	switch {
	case err == nil:
		log("image pulled", "image", ref.CID, "bytes", p.Bytes, "fetched", p.Fetched, "took", n.cfg.Now().Sub(start).Round(time.Millisecond))
		return p, nil
	case errors.Is(err, image.ErrDigestMismatch) || errors.Is(err, image.ErrNotImage):
		return p, fail(types.Failure_FAILURE_BAD_MODEL, "image %s: %w", ref.CID, err)
	case parent.Err() != nil:
		return p, fail(types.Failure_FAILURE_DEADLINE, "image %s: the job's deadline passed while pulling (%d of %d blobs): %w", ref.CID, p.BlobsDone, p.Blobs, parent.Err())
	case errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil:
		return p, fail(types.Failure_FAILURE_FETCH, "image %s: the pull did not finish within %s (%d of %d blobs): %w", ref.CID, n.cfg.PullTimeout, p.BlobsDone, p.Blobs, err)
	case errors.Is(err, content.ErrTooLarge):
		return p, fail(types.Failure_FAILURE_BAD_MODEL, "image %s: %w", ref.CID, err)
	}
	return p, fail(types.Failure_FAILURE_FETCH, "pull image %s: %w", ref.CID, err)
}

// fetchAndPull is fetchJob, then the content the engine's run needs
// besides (fetchNeeds: an HE job's evaluation keys) and a container
// job's image pull: what a validator needs to re-execute a job.
func (n *core) fetchAndPull(ctx context.Context, o *types.JobOrder, a *types.Assignment) (engine.ModelSource, []byte, error) {
	model, input, err := n.fetchJob(ctx, o, a)
	if err == nil {
		err = n.fetchNeeds(ctx, o, a, input, n.log.Debug)
	}
	if err != nil || !ocijob.IsOCI(o) {
		return model, input, err
	}
	_, ref, err := containerRequest(o, input)
	if err == nil {
		_, err = n.pullImage(ctx, o, a, ref, n.log.Debug)
	}
	return model, input, err
}

// compareContainer compares a container job's outputs as its request
// asks (exact unless it names a tolerance).
func compareContainer(o *types.JobOrder, input, claimed, reexec []byte) verify.Outcome {
	req, _, err := containerRequest(o, input)
	if err != nil {
		return verify.Outcome{Reason: err.Error()}
	}
	return verify.CompareContainer(claimed, reexec, req.Output)
}

// ContainerPullAllowance is what a container job's client allows for the
// image pull when it sizes the job's result wait and deadline (miners
// bound the pull by their own Config.PullTimeout).
const ContainerPullAllowance = 5 * time.Minute

// containerTimes sizes a container job's result wait and deadline, where
// its poster left them zero, for the run's timeout the request names
// (read from the client's own store): the pull allowance, the timeout and
// a margin for collecting and returning /out; the deadline keeps two
// minutes more for placing it and a retry. A request the client cannot
// read is left to the defaults (miners refuse it anyway).
func (cl *client) containerTimes(ctx context.Context, p *posting) {
	if p.req.InputCID == "" || (p.req.ResultWait > 0 && !p.req.Deadline.IsZero()) {
		return
	}
	c, err := cid.Decode(p.req.InputCID)
	if err != nil {
		return
	}
	if ok, err := cl.content.Has(ctx, c); err != nil || !ok {
		return // not this client's own request: nothing to read it from
	}
	b, err := cl.content.FetchBytes(ctx, c, nil, ocijob.MaxRequestBytes)
	if err != nil {
		return
	}
	req, err := ocijob.ParseRequest(b)
	if err != nil {
		return
	}
	wait := ContainerPullAllowance + req.Limits.Timeout() + time.Minute
	if p.req.ResultWait == 0 {
		p.req.ResultWait = max(wait, cl.cfg.ResultWait)
	}
	if p.req.Deadline.IsZero() {
		p.deadline = p.posted.Add(max(cl.cfg.JobTTL, p.req.ResultWait+2*time.Minute))
	}
}

// imageFetcher fetches an image's blobs within their declared sizes: a
// blob held already costs nothing; otherwise the DAG stream from the
// first provider, then bitswap and the DHT.
func (n *core) imageFetcher(providers []peer.AddrInfo) image.Fetcher {
	return func(ctx context.Context, c cid.Cid, limit int64) (int64, error) {
		if ok, err := n.content.Has(ctx, c); err == nil && ok {
			return 0, nil
		}
		if len(providers) > 0 {
			n.streamFrom(ctx, providers[0], c, limit, "image blob")
		}
		return n.content.FetchWithin(ctx, c, providers, limit)
	}
}

// jobState is a queued job's state as its worker moves it, shared with
// the engine's Phase callback.
type jobState struct {
	mu sync.Mutex
	s  queue.State
}

func (j *jobState) get() queue.State {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.s
}

// runPhase is a run's Phase callback for a job in the miner's queue: it
// records "collecting" (the container engine gathering /out) as the
// job's state, which st follows for the moves after the run.
func (m *miner) runPhase(id [32]byte, st *jobState) func(string) {
	return func(name string) {
		if name != string(queue.Collecting) {
			return
		}
		st.mu.Lock()
		defer st.mu.Unlock()
		if _, err := m.queue.Move(m.ctx, id, st.s, queue.Collecting, "", nil); err != nil {
			m.log.Warn("job state", "job", short(id), "err", err)
			return
		}
		st.s = queue.Collecting
	}
}
