package node

import (
	"bufio"
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/engine/oci/ocijob"
	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

// miner is the miner role: it bids on the jobs its hardware serves
// (onJob), acknowledges or declines what it wins (onAssigned), queues it
// durably, fetches, runs and answers it (execute), advertises its
// hardware (advert.go) and settles its fees (settlement.go).
type miner struct {
	*core
	queue   *queue.Queue        // acknowledged jobs (nil until started)
	models  map[string]struct{} // model CIDs this miner holds (advertised)
	settle  *settle.Queue       // with Config.Settlement
	settler *settle.OnChain
	escrow  *escrowCache // clients' escrow as last read (with Config.Settlement)
	hw      hw.Hardware
	own     scheduler.Advert // this miner's advert as the matcher reads it (hardware and price are fixed at start)
	load    *hw.Sampler      // the adverts' load figures

	advertSeq  uint64    // guarded by mu
	running    int       // jobs acknowledged and not finished; guarded by mu
	ownOffers  offerBook // this miner's recent adverts: its standing offers; guarded by mu
	lastAdvert time.Time // guarded by mu
	// advertRunning is the running count the last published advert
	// gave; guarded by mu. A capacity refresh is sent only when having
	// room changes (advertLoop).
	advertRunning int
	advertKick    chan struct{} // capacity changed: advertise soon (advertLoop)
	// direct holds the streams waiting for a job's result (direct.go),
	// by job and round; guarded by mu.
	direct map[directKey]*directSink
	// directSeen holds the direct rounds naming this miner that reached
	// it on a stream (decline nil) or that it declined publicly because
	// only their gossip copy came (direct.go declineUnseen); guarded by
	// mu.
	directSeen       map[directKey]seenRound
	gossiped         map[directKey]time.Time // direct rounds naming this miner seen assigned on gossip (publishPending)
	directSeenPruned time.Time               // when directSeen was last pruned; guarded by mu
	startedMs        int64                   // when this run started (declineUnseen)

	unstakedWarned atomic.Bool

	// stops cancels a claimed job's context, by job; cancelled holds the
	// jobs their clients cancelled (cancel.go); both guarded by mu.
	stops     map[[32]byte]context.CancelCauseFunc
	cancelled map[[32]byte]bool
}

func newMiner(c *core) *miner {
	return &miner{core: c, models: make(map[string]struct{}), load: hw.NewSampler(hw.SamplerOptions{Logger: c.cfg.Logger}),
		advertKick: make(chan struct{}, 1), direct: make(map[directKey]*directSink), directSeen: make(map[directKey]seenRound),
		gossiped: make(map[directKey]time.Time),
		stops:    make(map[[32]byte]context.CancelCauseFunc), cancelled: make(map[[32]byte]bool)}
}

// build detects the hardware and reads the models held from an earlier
// run.
func (m *miner) build() error {
	var err error
	m.hw, err = hw.Detect(m.ctx, hw.DetectOptions{DataDir: m.cfg.DataDir, Declared: m.cfg.Declared, Logger: m.cfg.Logger})
	if err != nil {
		return fmt.Errorf("node: detect hardware: %w", err)
	}
	if ms, ok := m.cfg.Engine.(engine.ModelServer); ok {
		// An engine that serves fixed models (LLM) holds them warm: they
		// are advertised from the start, and are all it takes jobs for.
		for _, c := range ms.ServedModels() {
			m.models[c] = struct{}{}
		}
	}
	m.own = schedAdvert(m.addr, m.buildAdvert())
	// That advert was never published. Seqs start from the clock, as
	// usage reports' do: peers ignore an advert whose seq is not above
	// the last they hold, so a restarted miner counting from 1 again
	// would go unheard until its old advert expired.
	m.advertSeq = uint64(m.cfg.Now().UnixMilli())
	err = m.db.Prefixed(store.PrefixMeta).ForEach(m.ctx, func(k, _ []byte) error {
		if c, ok := strings.CutPrefix(string(k), metaModelKey); ok {
			m.models[c] = struct{}{}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("node: cached models: %w", err)
	}
	return nil
}

// start opens the job queue (resuming what a crash interrupted), starts
// settlement and the workers, and publishes the first advert.
func (m *miner) start(ctx context.Context) error {
	m.startedMs = m.cfg.Now().UnixMilli()
	q, recovered, err := queue.Open(ctx, m.db.Prefixed(store.PrefixQueue), queue.Options{Now: m.cfg.Now, OnMove: m.onQueueMove})
	if err != nil {
		return fmt.Errorf("node: %w", err)
	}
	m.queue = q
	m.metrics.queue.Store(q)
	for _, bad := range q.Skipped() {
		m.log.Error("unreadable job record left in the queue", "record", bad)
	}
	m.mu.Lock()
	m.running = q.Depth()
	m.mu.Unlock()
	if m.cfg.Settlement != nil {
		// Before any worker can finish a job and queue its fee.
		m.startSettlement()
		m.escrow = newEscrowCache(chainEscrow{m.core}, m.cfg.Now)
	}
	for w := 0; w < m.cfg.MaxConcurrency; w++ {
		m.wg.Add(1)
		go m.workLoop()
	}
	m.resumeQueue(recovered)
	if err := m.publishAdvert(ctx); err != nil {
		return fmt.Errorf("node: first advert: %w", err)
	}
	m.wg.Add(1)
	go m.advertLoop()
	m.host.LibP2P().SetStreamHandler(protocol.ID(types.DirectProtocol), m.serveDirect)
	m.host.LibP2P().SetStreamHandler(protocol.ID(types.CancelProtocol), m.serveCancel)
	t, err := m.host.Join(types.AdvertsTopic)
	if err != nil {
		return fmt.Errorf("node: %w", err)
	}
	if err := m.advertOnJoin(t); err != nil {
		return fmt.Errorf("node: %w", err)
	}
	return nil
}

func (m *miner) stop() {
	m.host.LibP2P().RemoveStreamHandler(protocol.ID(types.DirectProtocol))
	m.host.LibP2P().RemoveStreamHandler(protocol.ID(types.CancelProtocol))
	if m.queue != nil {
		m.queue.Close()
	}
}

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
	case errors.Is(err, content.ErrNotFound):
		// Before the deadline: a NotFoundError wraps the timeout that
		// ended its wait, and the client must hear "not found".
		return types.Failure_FAILURE_FETCH
	case errors.Is(err, context.DeadlineExceeded):
		return types.Failure_FAILURE_DEADLINE
	}
	return types.Failure_FAILURE_ENGINE
}

// accept puts an assignment to this miner in the durable queue. It is
// written before the ack goes out, so an acknowledged job survives a crash.
func (m *miner) accept(ctx context.Context, o *types.JobOrder, a *types.Assignment) error {
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
	if m.queue == nil {
		return errors.New("the job queue is not open yet")
	}
	if err := m.queue.Enqueue(ctx, j); err != nil {
		return err
	}
	m.metrics.minerAccept()
	return nil
}

// workLoop runs queued jobs one at a time; MaxConcurrency loops run.
func (m *miner) workLoop() {
	defer m.wg.Done()
	for {
		j, err := m.queue.Claim(m.ctx)
		switch {
		case m.ctx.Err() != nil || errors.Is(err, queue.ErrClosed):
			return
		case err != nil:
			// A store error or an unreadable record: log it and go on;
			// the record stays for the next start to recover or skip.
			m.log.Error("job queue", "err", err)
			if sleepCtx(m.ctx, time.Second) != nil {
				return
			}
			continue
		}
		m.execute(j)
	}
}

// execute fetches, runs and answers one claimed job. Every path ends with
// the job done or failed in the queue and a Result on the wire.
func (m *miner) execute(j queue.Job) {
	defer m.metrics.working()()
	defer func() {
		m.mu.Lock()
		m.running = max(0, m.running-1)
		m.mu.Unlock()
		m.kickAdvert() // room freed: the standing offer says so
	}()
	_, om, err := types.Decode(j.Order)
	o, ok := om.(*types.JobOrder)
	if err != nil || !ok {
		m.finishFailed(j, queue.Fetching, fail(types.Failure_FAILURE_ENGINE, "stored job order unreadable: %v", err))
		return
	}
	_, am, err := types.Decode(j.Assign)
	a, ok := am.(*types.Assignment)
	if err != nil || !ok {
		m.finishFailed(j, queue.Fetching, fail(types.Failure_FAILURE_ENGINE, "stored assignment unreadable: %v", err))
		return
	}
	ctx, cancel := context.WithDeadline(m.ctx, time.UnixMilli(o.GetDeadlineMs()))
	defer cancel()
	// The job's client may cancel it (cancel.go): its fetch or run ends
	// and the worker goes on to the next job.
	ctx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	m.track(j.ID, stop)
	defer m.untrack(j.ID)
	log := m.log.With("job", short(j.ID), "attempt", j.Attempts)

	fetchStart := m.cfg.Now()
	model, input, err := m.fetchJob(ctx, o, a)
	if err != nil {
		if m.ctx.Err() != nil {
			return // shutting down: the job stays in fetching and is resumed at restart
		}
		m.finishFailed(j, queue.Fetching, err)
		return
	}
	if readsRequest(o) {
		// Judged before the ack already; checked again on the bytes that
		// run, for a job resumed after a restart (and a price changed
		// since) and one acknowledged without its request in hand. A
		// container request over this miner's limits is the miner's
		// refusal, not the client's bad input: another miner may run it.
		// A container whose full timeout no longer fits before the
		// deadline (it waited in the queue) runs anyway: most finish well
		// inside their timeout, and the deadline stops one that does not.
		err := m.checkRequest(o, a, input)
		if ocijob.IsOCI(o) && errors.Is(err, context.DeadlineExceeded) {
			err = nil
		}
		if err != nil {
			kind := types.Failure_FAILURE_BAD_INPUT
			if errors.Is(err, engine.ErrUnsupported) {
				kind = types.Failure_FAILURE_ENGINE
			}
			m.finishFailed(j, queue.Fetching, fail(kind, "%w", err))
			return
		}
	}
	if err := m.fetchNeeds(ctx, o, a, input, log.Info); err != nil {
		if m.ctx.Err() != nil {
			return // resumed at restart
		}
		m.finishFailed(j, queue.Fetching, err)
		return
	}
	fetchDur := m.cfg.Now().Sub(fetchStart)
	m.metrics.minerFetched(fetchDur)
	from := queue.Fetching
	var pullDur time.Duration
	if ocijob.IsOCI(o) {
		// A container job's image is pulled in a phase of its own, with
		// its own timeout, before the run's timeout starts.
		_, ref, err := containerRequest(o, input)
		if err == nil {
			if _, err = m.queue.Move(m.ctx, j.ID, queue.Fetching, queue.Pulling, "", nil); err != nil {
				log.Error("job state", "err", err)
				return
			}
			from = queue.Pulling
			pullStart := m.cfg.Now()
			_, err = m.pullImage(ctx, o, a, ref, log.Info)
			pullDur = m.cfg.Now().Sub(pullStart)
		}
		if err != nil {
			if m.ctx.Err() != nil {
				return // resumed at restart
			}
			m.finishFailed(j, from, err)
			return
		}
	}
	if _, err := m.queue.Move(m.ctx, j.ID, from, queue.Running, "", nil); err != nil {
		log.Error("job state", "err", err)
		return
	}
	log.Debug("job fetched", "input_bytes", len(input), "took", fetchDur)

	st := &jobState{s: queue.Running}
	started := m.cfg.Now()
	res, err := m.runEngine(ctx, engine.Request{
		ModelCID: o.GetModelCid(), Model: model, Input: input, MaxOutputBytes: m.cfg.MaxOutputBytes,
		Partial: m.partialFor(j.ID, a.GetRound()), // nil unless the client streams the output (directstream.go)
		Phase:   m.runPhase(j.ID, st),
	})
	finished := m.cfg.Now()
	m.metrics.engineRun(m.cfg.Engine.Name(), "miner", finished.Sub(started), err)
	if err != nil {
		if m.ctx.Err() != nil {
			return // resumed at restart
		}
		m.finishFailed(j, st.get(), err)
		return
	}
	outCID, _, err := m.content.Add(ctx, bytes.NewReader(res.Output), "output "+short(j.ID), nil)
	if err == nil {
		err = m.guard(ctx, o, outCID.String(), m.addr) // before the Result makes the CID public
	}
	if err != nil {
		if m.ctx.Err() != nil {
			return
		}
		m.finishFailed(j, st.get(), fail(types.Failure_FAILURE_ENGINE, "store output: %w", err))
		return
	}
	modelHash, err := m.modelHash(o.GetModelCid(), model)
	if err != nil {
		if m.ctx.Err() != nil {
			return
		}
		m.finishFailed(j, st.get(), fail(failureOf(err), "read model: %w", err))
		return
	}
	inputHash := proof.InputHash(input)
	// With an attester, the env hash commits to the run's evidence.
	env, att := m.attestRun(ctx, log, j.ID, modelHash, inputHash, envHash(m.cfg.Engine))
	claim := proof.Claim{
		JobID:      j.ID,
		ModelHash:  modelHash,
		InputHash:  inputHash,
		ResultHash: proof.ResultHash(res.Output),
		EnvHash:    env,
		StartedMs:  started.UnixMilli(),
		FinishedMs: finished.UnixMilli(),
	}
	if h := m.opts.hooks.Claim; h != nil {
		h(&claim) // a seam for the lab and tests (Hooks)
	}
	poc, err := proof.Sign(m.cfg.P2P.Domain, claim, m.key)
	if err != nil {
		m.finishFailed(j, st.get(), fail(types.Failure_FAILURE_ENGINE, "sign proof: %w", err))
		return
	}
	r := &types.Result{
		JobId: j.ID[:], Subnet: o.GetSubnet(), Round: a.GetRound(), OutputCid: outCID.String(),
		ResultHash: claim.ResultHash[:], InputHash: claim.InputHash[:], ModelHash: claim.ModelHash[:], EnvHash: claim.EnvHash[:],
		StartedMs: claim.StartedMs, FinishedMs: claim.FinishedMs, PocSignature: poc,
		OutputBytes: uint64(len(res.Output)),
		Output:      m.inline(o, res.Output),
		Usage: &types.Usage{
			WallUs: res.Usage.Wall.Microseconds(), CpuUs: res.Usage.CPU.Microseconds(), PeakRssDeltaBytes: res.Usage.PeakRSSDelta,
			BytesIn: uint64(res.Usage.BytesIn), BytesOut: uint64(res.Usage.BytesOut), FetchUs: fetchDur.Microseconds(),
			PullUs: pullDur.Microseconds(),
		},
		CreatedMs:   m.cfg.Now().UnixMilli(),
		Attestation: att,
	}
	if h := m.opts.hooks.Result; h != nil {
		h(r) // a seam for the lab and tests (Hooks)
	}
	if err := m.sign(r); err != nil {
		m.finishFailed(j, st.get(), fail(types.Failure_FAILURE_ENGINE, "sign result: %w", err))
		return
	}
	rb, err := types.Encode(r)
	if err != nil {
		m.finishFailed(j, st.get(), fail(types.Failure_FAILURE_ENGINE, "encode result: %w", err))
		return
	}
	fee := perTokenFee(o, res.Output)
	done, err := m.queue.Move(m.ctx, j.ID, st.get(), queue.Done, "", func(q *queue.Job) {
		q.Result, q.OutputCID, q.Fee = rb, outCID.String(), fee
	})
	if err != nil {
		log.Error("job state", "err", err)
		return
	}
	log.Info("job done", "output", outCID, "exec", res.Usage.Wall, "fetch", fetchDur)
	m.metrics.minerDone()
	m.claimFee(done)
	m.deliver(done)
}

// fetchJob gets the model and input: over the DAG stream from the job's
// client when the assignment names it (streamFrom), then whatever is still
// missing over bitswap from the assignment's providers before the DHT; it
// enforces the size limits. A model this peer has run before is not read
// here: the engine reads it only if it does not hold it already
// (engine.ModelReader), so a cached model costs a job no walk of its
// blocks and no copy out of the store.
func (n *core) fetchJob(ctx context.Context, o *types.JobOrder, a *types.Assignment) (model engine.ModelSource, input []byte, err error) {
	if n.cfg.Engine == nil {
		return model, nil, fail(types.Failure_FAILURE_ENGINE, "this miner has no execution engine")
	}
	providers := n.jobProviders(o, a)
	mc, err := cid.Decode(o.GetModelCid())
	if err != nil {
		return model, nil, fail(types.Failure_FAILURE_BAD_MODEL, "model cid %q: %v", o.GetModelCid(), err)
	}
	read := func() ([]byte, error) {
		if len(providers) > 0 {
			n.streamFrom(ctx, providers[0], mc, n.cfg.MaxModelBytes, "model")
		}
		return n.content.FetchBytes(ctx, mc, providers, n.cfg.MaxModelBytes)
	}
	n.mu.Lock()
	_, seen := n.hashes[o.GetModelCid()]
	n.mu.Unlock()
	if _, served := servedFile(n.cfg.Engine, o.GetModelCid()); served {
		// An engine that serves the model from its own file (LLM) does
		// not read it per job: it is never fetched, whatever its size,
		// and its hash comes from that file (modelHash).
		model = engine.ModelReader(read)
	} else if seen {
		// Read whole and hashed before (modelHash): the engine most
		// likely holds it, and if not, the reader fetches it as below.
		model = engine.ModelReader(read)
	} else {
		b, err := read()
		if err != nil {
			return model, nil, fail(failureOf(err), "fetch model: %w", err)
		}
		model = engine.ModelBytes(b)
	}
	if n.modelFetched != nil {
		n.modelFetched(o.GetModelCid())
	}
	input, err = n.fetchInput(ctx, o, a, providers)
	return model, input, err
}

// fetchInput gets the job's input (nil for a job without one) over the
// DAG stream from the first provider, then bitswap and the DHT, within
// the size the job declared.
func (n *core) fetchInput(ctx context.Context, o *types.JobOrder, a *types.Assignment, providers []peer.AddrInfo) ([]byte, error) {
	if o.GetInputCid() == "" {
		return nil, nil
	}
	ic, err := cid.Decode(o.GetInputCid())
	if err != nil {
		return nil, fail(types.Failure_FAILURE_BAD_INPUT, "input cid %q: %v", o.GetInputCid(), err)
	}
	limit := n.cfg.MaxInputBytes
	if d := int64(o.GetInputBytes()); d > 0 && d < limit {
		limit = d
	}
	// The input is the job's: restricted before it arrives (access.go).
	if err := n.guard(ctx, o, o.GetInputCid(), common.BytesToAddress(a.GetMiner())); err != nil {
		return nil, fail(types.Failure_FAILURE_ENGINE, "%w", err)
	}
	if len(providers) > 0 {
		n.streamFrom(ctx, providers[0], ic, limit, "input")
	}
	input, err := n.content.FetchBytes(ctx, ic, providers, limit)
	if errors.Is(err, content.ErrTooLarge) {
		return nil, fail(types.Failure_FAILURE_BAD_INPUT, "input is larger than the %d bytes the job declared (or this miner's limit): %w", limit, err)
	}
	if err != nil {
		return nil, fail(failureOf(err), "fetch input: %w", err)
	}
	return input, nil
}

// isLLMEngine reports whether e runs LLM jobs (settled per token).
func isLLMEngine(e engine.Engine) bool {
	return e != nil && e.Name() == llmjob.Engine
}

// requestTimeout bounds the fetch of an LLM or container job's
// request before the ack: well inside the client's AckTimeout (2 s by
// default).
const requestTimeout = time.Second

// readsRequest reports whether a miner reads job o's request before it
// acknowledges: LLM jobs (what they pay), container and encrypted
// inference jobs (whether this miner would run them).
func readsRequest(o *types.JobOrder) bool { return llmjob.IsLLM(o) || checksRequest(o) }

// checksRequest reports whether job o's request is judged by the
// engine (engine.RequestChecker) before the ack: container jobs and
// encrypted inference jobs. Their requests carry files or a ciphertext
// and may take longer to arrive than the ack allows: one not read in
// time is acknowledged and checked once fetched (execute).
func checksRequest(o *types.JobOrder) bool { return ocijob.IsOCI(o) || ckksjob.IsHE(o) }

// checkRequest judges an LLM job's request by what it pays before this
// miner acknowledges it (llmjob.CheckTerms): a price per 1,000 tokens of
// at least this miner's, and a max fee that pays for max_tokens at it;
// and a container or encrypted inference job's by whether this miner's
// engine would run it (engine.RequestChecker: the job's image, within
// this miner's limits; a well-formed HE request for the model's
// parameter set).
// A request not in hand (no input) is fetched first. Other jobs pass.
func (m *miner) checkRequest(o *types.JobOrder, a *types.Assignment, input []byte) error {
	if !readsRequest(o) {
		return nil
	}
	if len(input) == 0 {
		ctx, cancel := context.WithTimeout(m.ctx, requestTimeout)
		defer cancel()
		var err error
		if input, err = m.fetchInput(ctx, o, a, m.jobProviders(o, a)); err != nil {
			if checksRequest(o) && m.ctx.Err() == nil {
				// A container request carries its /in files (an HE
				// request its ciphertext) and may take longer than the
				// ack allows to arrive: it is acked and checked once
				// fetched (execute), where a bad one fails as the
				// client's.
				m.log.Debug("request not read before the ack: checked when fetched", "job", short([32]byte(o.GetJobId())), "err", err)
				return nil
			}
			return fmt.Errorf("%w: the job's request was not read: %w", ErrRequestRefused, err)
		}
	}
	if checksRequest(o) {
		rc, ok := m.cfg.Engine.(engine.RequestChecker)
		if !ok {
			return nil
		}
		if err := rc.CheckRequest(o.GetModelCid(), input); err != nil {
			return fmt.Errorf("%w: %w", ErrRequestRefused, err)
		}
		if !ocijob.IsOCI(o) {
			return nil
		}
		// The run must fit before the deadline once started: a job
		// acknowledged without room would only time out here.
		if req, _, err := containerRequest(o, input); err == nil {
			if left := time.UnixMilli(o.GetDeadlineMs()).Sub(m.cfg.Now()); left < req.Limits.Timeout() {
				return fmt.Errorf("%w: the job's deadline is %s away, its container may run %s: %w", ErrRequestRefused, left.Round(time.Second), req.Limits.Timeout(), context.DeadlineExceeded)
			}
		}
		return nil
	}
	req, err := llmjob.ParseRequest(input)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadTerms, err)
	}
	if err := llmjob.CheckTerms(req, types.AmountOf(o.GetMaxFee()), m.cfg.PricePer1K); err != nil {
		return fmt.Errorf("%w: %w", ErrBadTerms, err)
	}
	return nil
}

// finishFailed moves a job to failed and tells the client.
// It reports whether the job moved.
func (m *miner) finishFailed(j queue.Job, from queue.State, cause error) bool {
	cause = m.cancelledCause(j.ID, cause)
	kind := failureOf(cause)
	msg := cause.Error()
	if len(msg) > types.MaxErrorLen {
		msg = msg[:types.MaxErrorLen]
	}
	r := &types.Result{JobId: j.ID[:], Subnet: j.Subnet, Round: j.Round, Error: msg, Failure: kind, CreatedMs: m.cfg.Now().UnixMilli()}
	var rb []byte
	if err := m.sign(r); err == nil {
		rb, _ = types.Encode(r)
	}
	failed, err := m.queue.Move(m.ctx, j.ID, from, queue.Failed, kind.String(), func(q *queue.Job) {
		q.Error, q.Result = msg, rb
	})
	if err != nil {
		m.log.Error("job state", "job", short(j.ID), "err", err)
		return false
	}
	m.log.Warn("job failed", "job", short(j.ID), "failure", kind, "err", msg)
	m.metrics.minerFail(kind)
	m.deliver(failed)
	return true
}

// deliver publishes a terminal job's Result and marks it published. It
// tries once at once; with nobody on the results topic yet (just after a
// restart) it keeps trying in the background until the job's deadline, so
// the worker goes on to the next job. A result still unsent then stays
// unpublished in the queue and is tried again at the next start.
func (m *miner) deliver(j queue.Job) {
	if len(j.Result) == 0 {
		return
	}
	m.toDirect(j.ID, j.Round, j.Result) // the client placed it directly: the result goes back on its stream too
	if m.publishResult(j) {
		return
	}
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		for wait := 50 * time.Millisecond; ; wait = min(2*wait, 2*time.Second) {
			if m.ctx.Err() != nil || m.cfg.Now().After(j.Deadline) {
				m.log.Warn("result not delivered before the deadline; kept for the next start", "job", short(j.ID))
				return
			}
			if sleepCtx(m.ctx, wait) != nil || m.publishResult(j) {
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
func (m *miner) publishResult(j queue.Job) bool {
	topic := types.SubnetTopic(j.Subnet, types.TopicResults)
	if _, err := m.host.Join(topic); err != nil {
		return false
	}
	if client := m.clientOf(j); client != nil && !m.host.TopicHasPeer(topic, client.ID) {
		ctx, cancel := context.WithTimeout(m.ctx, 5*time.Second)
		err := m.host.Connect(ctx, *client)
		cancel()
		if err != nil || !m.host.TopicHasPeer(topic, client.ID) {
			return false // not yet: the caller retries
		}
	} else if client == nil && m.host.TopicPeers(topic) == 0 {
		return false
	}
	data := j.Result
	_, msg, err := types.Decode(data)
	r, ok := msg.(*types.Result)
	if err == nil && ok && m.cfg.Now().UnixMilli()-r.GetCreatedMs() > time.Minute.Milliseconds() {
		r.CreatedMs = m.cfg.Now().UnixMilli()
		if err := m.sign(r); err == nil {
			if b, err := types.Encode(r); err == nil {
				data = b
			}
		}
	}
	if err := m.host.PublishRaw(m.ctx, topic, data); err != nil {
		if m.ctx.Err() == nil {
			m.log.Debug("result not published", "job", short(j.ID), "err", err)
		}
		return false
	}
	if err := m.queue.MarkPublished(m.ctx, j.ID); err != nil && m.ctx.Err() == nil {
		m.log.Warn("job state", "job", short(j.ID), "err", err)
	}
	return true
}

// clientOf is the job's client as a peer: the first provider its
// assignment named that is the job's client (the client names itself),
// at the addresses the dial policy allows, or nil.
func (m *miner) clientOf(j queue.Job) *peer.AddrInfo {
	_, msg, err := types.Decode(j.Assign)
	a, ok := msg.(*types.Assignment)
	if err != nil || !ok {
		return nil
	}
	_, msg, err = types.Decode(j.Order)
	o, ok := msg.(*types.JobOrder)
	if err != nil || !ok {
		return nil
	}
	ps := m.jobProviders(o, a)
	if len(ps) == 0 {
		return nil
	}
	return &ps[0]
}

// resumeQueue tells clients about jobs a restart failed and republishes
// results that never went out.
func (m *miner) resumeQueue(recovered []queue.Recovered) {
	for _, r := range recovered {
		m.log.Info("job recovered after restart", "job", short(r.Job.ID), "was", r.From, "now", r.Job.State)
	}
	jobs, err := m.queue.List(m.ctx, queue.Done, queue.Failed)
	if err != nil {
		m.log.Error("job queue", "err", err)
		return
	}
	for _, j := range jobs {
		if j.State == queue.Done {
			// A crash between done and queueing the fee must not lose it;
			// the settlement queue refuses a job it already has.
			m.claimFee(j)
		}
		if j.Published {
			continue
		}
		if j.State == queue.Failed && len(j.Result) == 0 {
			r := &types.Result{JobId: j.ID[:], Subnet: j.Subnet, Round: j.Round, Error: j.Error,
				Failure: types.Failure_FAILURE_RESTART, CreatedMs: m.cfg.Now().UnixMilli()}
			if err := m.sign(r); err == nil {
				j.Result, _ = types.Encode(r)
			}
		}
		m.deliver(j)
	}
}

// metaModelKey prefixes the meta/ keys that list models this miner holds.
const metaModelKey = "model/"

// noteModel records a model this miner now holds, for its adverts.
func (m *miner) noteModel(c string) {
	m.mu.Lock()
	_, known := m.models[c]
	full := len(m.models) >= types.MaxCachedCIDs
	if !known && !full {
		m.models[c] = struct{}{}
	}
	m.mu.Unlock()
	if known || full || !m.has(RoleMiner) {
		return // validators fetch models too, but advertise nothing
	}
	if err := m.db.Prefixed(store.PrefixMeta).Set(m.ctx, []byte(metaModelKey+c), nil); err != nil && m.ctx.Err() == nil {
		m.log.Warn("cached model not recorded", "cid", c, "err", err)
	}
	// Tell matchers now: the next job on this model should prefer us.
	if err := m.publishAdvert(m.ctx); err != nil && m.ctx.Err() == nil {
		m.log.Debug("advert not published", "err", err)
	}
}

// CachedModels lists the model CIDs this miner holds.
func (n *Node) CachedModels() []string { return n.miner.cachedModels() }

func (m *miner) cachedModels() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]string, 0, len(m.models))
	for c := range m.models {
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
// already connected. The caller passes the order's author as id: the
// addresses an order names are dialled with its client's peer id only,
// and only those the dial policy allows (dial.go).
func (m *miner) preconnect(id peer.ID, addrs []string) {
	h := m.host.LibP2P()
	if id == "" || id == h.ID() || len(h.Network().ConnsToPeer(id)) > 0 {
		return
	}
	ai := providerInfos([]*types.Provider{{PeerId: id.String(), Addrs: addrs}})
	if len(ai) == 0 {
		return
	}
	if ai[0] = m.dialAddrs(ai[0], "client address"); len(ai[0].Addrs) == 0 && len(addrs) > 0 {
		return // none allowed; with none named, the DHT finds the client
	}
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		ctx, cancel := context.WithTimeout(m.ctx, 5*time.Second)
		defer cancel()
		if err := m.host.Connect(ctx, ai[0]); err != nil && m.ctx.Err() == nil {
			m.log.Debug("pre-connect to client failed", "peer", id, "err", err)
		}
	}()
}

// providerOf describes this node as a content provider for assignments.
func (n *core) providerOf() *types.Provider {
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

// servedFile is the file e serves model c from, if e is a model server
// with one (engine.ModelFiler).
func servedFile(e engine.Engine, c string) (string, bool) {
	mf, ok := e.(engine.ModelFiler)
	if !ok {
		return "", false
	}
	return mf.ServedModelFile(c)
}

// hashServedModels hashes the files the engine serves its models from,
// once, at start (a stream: any size), so that no job reads them.
func (n *core) hashServedModels() error {
	ms, ok := n.cfg.Engine.(engine.ModelServer)
	if !ok {
		return nil
	}
	for _, c := range ms.ServedModels() {
		if _, ok := servedFile(n.cfg.Engine, c); !ok {
			continue
		}
		start := time.Now()
		if _, err := n.modelHash(c, engine.ModelSource{}); err != nil {
			return fmt.Errorf("node: hash served model %s: %w", c, err)
		}
		n.log.Debug("served model hashed", "model", c, "took", time.Since(start))
	}
	return nil
}

// modelHash is keccak256 of a model's bytes, remembered by CID: a CID
// fixes the bytes, and hashing a large model on every job would cost more
// than the run. A model the engine serves from a file is hashed from that
// file as a stream, never loaded.
func (n *core) modelHash(c string, model engine.ModelSource) (proof.Hash, error) {
	n.mu.Lock()
	h, ok := n.hashes[c]
	n.mu.Unlock()
	if ok {
		return h, nil
	}
	if path, served := servedFile(n.cfg.Engine, c); served {
		f, err := os.Open(path)
		if err != nil {
			return proof.Hash{}, err
		}
		h, err = proof.ModelHashReader(bufio.NewReaderSize(f, 1<<20))
		f.Close()
		if err != nil {
			return proof.Hash{}, fmt.Errorf("read %s: %w", path, err)
		}
	} else {
		b, err := model.Load()
		if err != nil {
			return proof.Hash{}, err
		}
		h = proof.ModelHash(b)
	}
	n.mu.Lock()
	if len(n.hashes) < 1024 {
		n.hashes[c] = h
	}
	n.mu.Unlock()
	return h, nil
}

// inline returns the output sealed to the job's client when it is small
// enough to ride in the Result; nil (the client fetches it by CID) when it
// is not, or cannot be sealed.
func (m *miner) inline(o *types.JobOrder, out []byte) []byte {
	if len(out) > types.MaxInlinePlain {
		return nil
	}
	client, err := types.Verify(m.cfg.P2P.Domain, o)
	if err == nil {
		// On an allowlisted subnet a client without RETRIEVE does not
		// read the output, inline or by CID (mayRetrieve).
		if m.allowed(o.GetSubnet(), crypto.PubkeyToAddress(*client), acl.Retrieve) != nil {
			return nil
		}
		var sealed []byte
		if sealed, err = types.SealOutput(client, o.GetJobId(), out); err == nil {
			return sealed
		}
	}
	m.log.Warn("output not inlined: it cannot be sealed to the client", "job", short([32]byte(o.GetJobId())), "err", err)
	return nil
}

// envHash is what a proof of compute commits to as the engine's
// environment: the engine's own hash where it has one (engine.EnvHasher:
// the LLM engine's commits to llm.Env), else the hash of its Env.
func envHash(e engine.Engine) proof.Hash {
	if h, ok := e.(engine.EnvHasher); ok {
		return h.EnvHash()
	}
	return proofEnv(e.Env()).Hash()
}

func proofEnv(e engine.Env) proof.Env {
	return proof.Env{
		Engine: e.Engine, EngineVersion: e.EngineVersion, Runtime: e.Runtime, RuntimeVersion: e.RuntimeVersion,
		ExecutionProvider: e.ExecutionProvider, IntraOpThreads: uint32(e.IntraOpThreads), InterOpThreads: uint32(e.InterOpThreads),
		Deterministic: e.Deterministic, HardwareClass: e.HardwareClass,
	}
}

// onJob: a miner bids when its own advert satisfies the job. A job its
// client is placing directly from standing offers gets no bid before the
// order's direct_until_ms, and none after it if a miner acknowledged it
// by then: the auction is the direct attempts' fallback.
func (m *miner) onJob(in *p2p.Incoming, o *types.JobOrder) {
	if !m.has(RoleMiner) || common.Address(in.Author) == m.addr {
		return
	}
	if until := time.UnixMilli(jobbook.AuctionStartMs(o)); o.GetDirectUntilMs() > 0 && m.cfg.Now().Before(until) {
		id := [32]byte(o.GetJobId())
		m.wg.Add(1)
		go func() {
			defer m.wg.Done()
			if sleepCtx(m.ctx, until.Sub(m.cfg.Now())) != nil {
				return
			}
			m.mu.Lock()
			j := m.book.Get(id)
			placed := j == nil || j.Placed()
			m.mu.Unlock()
			if !placed {
				m.bidOn(in, o)
			}
		}()
		return
	}
	m.bidOn(in, o)
}

// bidOn bids on the job if this miner can serve it and has room.
func (m *miner) bidOn(in *p2p.Incoming, o *types.JobOrder) {
	job, err := jobbook.SchedJob(o)
	if err != nil {
		return // the validator already refused such jobs
	}
	reasons := scheduler.Eligible(job, m.own)
	id := job.ID
	m.mu.Lock()
	// Open bids do not count against the room: what a miner wins beyond it
	// in one bid window it declines (onAssignment), which costs the client
	// one round trip. Holding room for open bids instead left jobs with no
	// bid at all under load (P3 at six jobs per miner in flight).
	busy := m.running >= m.cfg.MaxConcurrency+m.cfg.MaxQueued
	already := !m.book.ClaimBid(id, len(reasons) == 0 && !busy)
	m.mu.Unlock()
	switch {
	case already:
		return
	case len(reasons) > 0:
		m.log.Debug("not bidding: not eligible", "job", short(id), "reasons", reasonsString(reasons))
		return
	case busy:
		m.log.Debug("not bidding: at capacity", "job", short(id), "capacity", m.cfg.MaxConcurrency+m.cfg.MaxQueued)
		return
	}
	if err := m.allowed(o.GetSubnet(), m.addr, acl.Compute); err != nil {
		m.log.Debug("not bidding", "job", short(id), "why", err)
		return
	}
	if st := m.cfg.Stake.Stake(m.addr); st == nil || st.Cmp(m.cfg.MinStake) < 0 {
		if m.unstakedWarned.CompareAndSwap(false, true) {
			m.log.Warn("not bidding: stake below the subnet minimum", "stake", st, "min", m.cfg.MinStake)
		}
		return
	}
	if m.escrow == nil {
		m.bid(in, o) // no chain view: nothing to check the client's escrow against
		return
	}
	client := common.BytesToAddress(o.GetClient())
	if _, fresh := m.escrow.fresh(client); fresh {
		m.bidIfCovered(in, o)
		return
	}
	// A chain read: off the topic's delivery goroutine.
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		m.bidIfCovered(in, o)
	}()
}

// bidIfCovered bids on the job if its client's spendable escrow covers
// this miner's price (issue 14, attack 3: a client with nothing left in
// escrow cannot pay the miner that runs its job).
func (m *miner) bidIfCovered(in *p2p.Incoming, o *types.JobOrder) {
	client := common.BytesToAddress(o.GetClient())
	ctx, cancel := context.WithTimeout(m.ctx, 2*time.Second)
	exposure := m.cfg.Price
	if llmjob.IsLLM(o) {
		exposure = types.AmountOf(o.GetMaxFee()) // the terms of a per-token job are its cap
	}
	ok, have, err := m.escrow.covers(ctx, client, exposure)
	cancel()
	if err != nil && m.ctx.Err() == nil {
		m.log.Debug("client escrow not read: going on the last balance seen", "client", client.Hex(), "err", err)
	}
	if !ok {
		m.log.Info("not bidding: the client's escrow does not cover this miner's price", "job", short([32]byte(o.GetJobId())),
			"client", client.Hex(), "escrow", have, "price", exposure)
		return
	}
	if m.bid(in, o) {
		m.escrow.spend(client, exposure)
	}
}

// bid publishes this miner's bid on the job and reports whether it went
// out.
func (m *miner) bid(in *p2p.Incoming, o *types.JobOrder) bool {
	bid := &types.Bid{
		JobId:     o.GetJobId(),
		Subnet:    o.GetSubnet(),
		Price:     types.Amount(m.cfg.Price),
		AdvertSeq: m.currentSeq(),
		CreatedMs: m.cfg.Now().UnixMilli(),
	}
	if err := m.publish(m.ctx, types.SubnetTopic(o.GetSubnet(), types.TopicBids), bid); err != nil {
		if m.ctx.Err() == nil {
			m.log.Warn("bid not published", "job", short([32]byte(o.GetJobId())), "err", err)
		}
		return false
	}
	// Connect to the client while the bid window runs: if we win, the
	// model and input fetch starts on a live connection.
	m.preconnect(in.From, o.GetClientAddrs())
	return true
}

func (m *miner) currentSeq() uint64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.advertSeq
}

// onAssigned is what a miner does with an assignment to itself: it
// declines at once when it is full (the client moves to the next-ranked
// bid without waiting), otherwise it queues the job durably and then
// acknowledges it. It answers each job once.
func (m *miner) onAssigned(a *types.Assignment) {
	id := [32]byte(a.GetJobId())
	if !m.opts.hooks.admits(a) {
		m.log.Info("assignment dropped by the Assignment hook", "job", short(id), "round", a.GetRound())
		return
	}
	m.mu.Lock()
	var order *types.JobOrder
	if j := m.book.Get(id); j != nil {
		order = j.Order()
	}
	m.mu.Unlock()
	if order == nil {
		return
	}
	if readsRequest(order) {
		// Its request is read before the ack (checkRequest): off the
		// topic's delivery goroutine.
		m.wg.Add(1)
		go func() {
			defer m.wg.Done()
			m.answerAssigned(order, a)
		}()
		return
	}
	m.answerAssigned(order, a)
}

// answerAssigned acknowledges or declines an assignment to this miner
// (onAssigned).
func (m *miner) answerAssigned(order *types.JobOrder, a *types.Assignment) {
	id := [32]byte(a.GetJobId())
	// The terms are judged outside the lock every gossip validator takes
	// (a signature recovery).
	badTerms := m.checkTerms(order, a)
	if badTerms == nil {
		badTerms = m.checkRequest(order, a, nil)
	}
	m.mu.Lock()
	full := m.running >= m.cfg.MaxConcurrency+m.cfg.MaxQueued || m.opts.hooks.declines(a)
	order, ok := m.book.ClaimAck(id, !full && badTerms == nil)
	if !ok {
		m.mu.Unlock()
		return
	}
	if full || badTerms != nil {
		running := m.running
		m.mu.Unlock()
		if badTerms != nil {
			// Declined, not left unanswered: the client goes on to the next
			// miner at once, and no peer counts a missed round against an
			// honest miner for refusing terms that would not pay it.
			m.log.Warn("assignment declined: its terms would not pay this miner, or its request is not one this miner runs", "job", short(id), "round", a.GetRound(), "reason", badTerms)
		} else {
			m.metrics.minerDeclined()
			m.log.Info("assignment declined: at capacity", "job", short(id), "round", a.GetRound(), "acknowledged", running)
		}
		reason := "at capacity"
		if badTerms != nil {
			reason = badTerms.Error()
		}
		decline := &types.Ack{JobId: a.GetJobId(), Subnet: a.GetSubnet(), Round: a.GetRound(), CreatedMs: m.cfg.Now().UnixMilli(), Declined: true,
			Reason: declineReason(reason)}
		if err := m.publish(m.ctx, types.SubnetTopic(a.GetSubnet(), types.TopicAssign), decline); err != nil && m.ctx.Err() == nil {
			m.log.Warn("decline not published", "job", short(id), "err", err)
		}
		return
	}
	// The slot is taken under the lock that judged the room, so two
	// assignments handled at once cannot both take the last one.
	m.running++
	m.mu.Unlock()
	if err := m.accept(m.ctx, order, a); err != nil {
		m.mu.Lock()
		m.running = max(0, m.running-1)
		m.mu.Unlock()
		if m.ctx.Err() == nil {
			m.log.Warn("assignment not queued, not acknowledging", "job", short(id), "err", err)
		}
		return
	}
	m.kickAdvert()
	ack := &types.Ack{JobId: a.GetJobId(), Subnet: a.GetSubnet(), Round: a.GetRound(), CreatedMs: m.cfg.Now().UnixMilli()}
	if err := m.publish(m.ctx, types.SubnetTopic(a.GetSubnet(), types.TopicAssign), ack); err != nil && m.ctx.Err() == nil {
		m.log.Warn("ack not published", "job", short(id), "err", err)
		return
	}
	m.log.Info("assignment acknowledged", "job", short(id), "round", a.GetRound())
}

// declineReason is a decline's reason as an Ack carries it (bounded).
func declineReason(s string) string {
	if len(s) > types.MaxErrorLen {
		s = s[:types.MaxErrorLen]
	}
	return strings.ToValidUTF8(s, "?")
}

// ErrBadTerms marks an assignment whose settlement terms would not pay
// this miner what it bid, in time.
var ErrBadTerms = errors.New("unacceptable settlement terms")

// ErrRequestRefused marks a job whose request this miner would not run:
// one it could not read before the ack, or a container request naming
// another image or asking for more than this miner allows.
var ErrRequestRefused = errors.New("request refused")

// termsSkew is the clock difference between client and miner that a
// settle-by at the edge of the horizon is allowed.
const termsSkew = time.Minute

// checkTerms judges an assignment to this miner by what JobEscrow would
// pay for it: terms the job's client signed, naming this miner and the
// job, at exactly this miner's bid price (and within the order's max
// fee), with a settle-by that leaves SettleMargin after the job's
// deadline to settle and reaches no further than SettleHorizon past it.
func (m *miner) checkTerms(o *types.JobOrder, a *types.Assignment) error {
	return m.checkTermsOf(o, a, true)
}

// checkTermsOf is checkTerms; with recoverSigner false it skips the
// recovery of the settlement signature's signer, for a caller whose job
// book already recovered it to the order's client over this very
// assignment (jobbook.CheckTerms, in the same domain).
func (m *miner) checkTermsOf(o *types.JobOrder, a *types.Assignment, recoverSigner bool) error {
	if len(a.GetSettlementSignature()) == 0 {
		return fmt.Errorf("%w: the assignment carries no signed settlement terms", ErrBadTerms)
	}
	if !bytes.Equal(a.GetJobId(), o.GetJobId()) || common.BytesToAddress(a.GetMiner()) != m.addr {
		return fmt.Errorf("%w: the terms name another job or miner", ErrBadTerms)
	}
	price := types.AmountOf(a.GetPrice())
	if llmjob.IsLLM(o) {
		// Per token: the terms are the client's cap, its max fee; the
		// miner settles its output's charge under it.
		if mf := types.AmountOf(o.GetMaxFee()); price.Cmp(mf) != 0 {
			return fmt.Errorf("%w: price %s wei, an LLM job's terms are its max fee %s", ErrBadTerms, price, mf)
		}
	} else if price.Cmp(m.cfg.Price) != 0 {
		return fmt.Errorf("%w: price %s wei, this miner bid %s", ErrBadTerms, price, m.cfg.Price)
	}
	if mf := types.AmountOf(o.GetMaxFee()); price.Cmp(mf) > 0 {
		return fmt.Errorf("%w: price %s wei above the job's max fee %s", ErrBadTerms, price, mf)
	}
	if recoverSigner {
		signer, err := a.SettlementSigner(m.cfg.P2P.Domain)
		if err != nil {
			return fmt.Errorf("%w: %w", ErrBadTerms, err)
		}
		if client := common.BytesToAddress(o.GetClient()); signer != client {
			return fmt.Errorf("%w: terms signed by %s, not the job's client %s", ErrBadTerms, signer.Hex(), client.Hex())
		}
	}
	settleBy := time.UnixMilli(a.GetSettleByMs())
	deadline := time.UnixMilli(o.GetDeadlineMs())
	from := deadline
	if now := m.cfg.Now(); now.After(from) {
		from = now
	}
	if settleBy.Before(from.Add(m.cfg.SettleMargin)) {
		return fmt.Errorf("%w: settle-by %s leaves less than %s after the job's deadline %s to settle", ErrBadTerms,
			settleBy.UTC().Format(time.RFC3339), m.cfg.SettleMargin, deadline.UTC().Format(time.RFC3339))
	}
	if settleBy.After(from.Add(m.cfg.SettleHorizon + termsSkew)) {
		return fmt.Errorf("%w: settle-by %s is more than %s after the job's deadline (escrow may be withdrawn before)", ErrBadTerms,
			settleBy.UTC().Format(time.RFC3339), m.cfg.SettleHorizon)
	}
	return nil
}

// onQueueMove reports the miner's own job states.
func (m *miner) onQueueMove(id [32]byte, to queue.State, note string) {
	m.emit(Event{Kind: EventJob, Job: hex.EncodeToString(id[:]), State: string(to), Role: "miner", Peer: m.addr.Hex(), Detail: note})
}
