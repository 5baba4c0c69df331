package node

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
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

// Reasons the node's own checks refuse a message (metric labels); the
// job book names the rest (jobbook.Reason*).
const (
	reasonOldAdvert = "old-advert"
	// reasonBadSampleProof: a verdict whose sampling proof is not its
	// validator's signature over the result.
	reasonBadSampleProof = "bad-sample-proof"
)

// Recomputation is what a peer concluded when it recomputed an assignment.
type Recomputation = jobbook.Recomputation

// Recomputation outcomes.
const (
	NotRecomputed = jobbook.NotRecomputed // no assignment seen yet
	Agreed        = jobbook.Agreed        // same bid set, same winner
	Disagreed     = jobbook.Disagreed     // same bid set, different winner: warned
	OtherBids     = jobbook.OtherBids     // this peer saw a different bid set
)

// declineGrace is how long an observer waits, on seeing round r+1 of a
// job, for round r's decline before it counts round r as missed.
const declineGrace = 250 * time.Millisecond

// check is the node's semantic topic validation (p2p.Config.Check): the
// job book decides on job messages and records what it accepts, so a bid
// that follows its job on another topic finds the job already known.
func (n *Node) check(_ context.Context, in *p2p.Incoming) (pubsub.ValidationResult, string) {
	now := n.cfg.Now()
	author := common.Address(in.Author)
	var v jobbook.Verdict
	switch m := in.Msg.(type) {
	case *types.HardwareAdvert:
		n.mu.Lock()
		defer n.mu.Unlock()
		if old, ok := n.adverts[author]; ok && old.ad.GetSeq() >= m.GetSeq() {
			return pubsub.ValidationIgnore, reasonOldAdvert
		}
		return pubsub.ValidationAccept, ""
	case *types.JobOrder:
		n.mu.Lock()
		v = n.book.OnOrder(m, now)
		n.mu.Unlock()
	case *types.Bid:
		// The stake view is read outside the lock every validator takes.
		bid := jobbook.Bid{Miner: author, ID: in.ID, Msg: m, Stake: n.cfg.Stake.Stake(author)}
		n.mu.Lock()
		v = n.book.OnBid(bid, now)
		n.mu.Unlock()
	case *types.Assignment:
		n.mu.Lock()
		v = n.book.OnAssignment(m)
		n.mu.Unlock()
	case *types.Ack:
		n.mu.Lock()
		v = n.book.OnAck(author, m)
		n.mu.Unlock()
	case *types.Result:
		n.mu.Lock()
		v = n.book.OnResult(author, m, now)
		n.mu.Unlock()
	case *types.Verdict:
		if ok, reject, why := n.checkVerdict(m, author); !ok {
			if reject {
				return pubsub.ValidationReject, why
			}
			return pubsub.ValidationIgnore, why
		}
	}
	return gossipAction(v.Action), v.Reason
}

func gossipAction(a jobbook.Action) pubsub.ValidationResult {
	switch a {
	case jobbook.Reject:
		return pubsub.ValidationReject
	case jobbook.Ignore:
		return pubsub.ValidationIgnore
	}
	return pubsub.ValidationAccept
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
}

// repView is the reputation the matcher sees: the local ledger rounded to
// 1/100, so peers whose ledgers differ only by decay timing (they observed
// the same events a few milliseconds apart) still compute the same winner.
func (n *Node) repView() scheduler.ReputationView { return roundedRep{n.rep} }

type roundedRep struct{ r *store.Reputation }

func (r roundedRep) Reputation(a common.Address) float64 {
	return math.Round(r.r.Reputation(a)*100) / 100
}

func (n *Node) matchParams() scheduler.Params {
	return scheduler.Params{MinStake: n.cfg.MinStake}
}

// onJob: a miner bids when its own advert satisfies the job.
func (n *Node) onJob(in *p2p.Incoming, o *types.JobOrder) {
	if !n.has(RoleMiner) || common.Address(in.Author) == n.addr {
		return
	}
	job, err := jobbook.SchedJob(o)
	if err != nil {
		return // the validator already refused such jobs
	}
	reasons := scheduler.Eligible(job, n.own)
	id := job.ID
	n.mu.Lock()
	// Open bids do not count against the room: what a miner wins beyond it
	// in one bid window it declines (onAssignment), which costs the client
	// one round trip. Holding room for open bids instead left jobs with no
	// bid at all under load (P3 at six jobs per miner in flight).
	busy := n.running >= n.cfg.MaxConcurrency+n.cfg.MaxQueued
	already := !n.book.ClaimBid(id, len(reasons) == 0 && !busy)
	n.mu.Unlock()
	switch {
	case already:
		return
	case len(reasons) > 0:
		n.log.Debug("not bidding: not eligible", "job", short(id), "reasons", reasonsString(reasons))
		return
	case busy:
		n.log.Debug("not bidding: at capacity", "job", short(id), "capacity", n.cfg.MaxConcurrency+n.cfg.MaxQueued)
		return
	}
	if st := n.cfg.Stake.Stake(n.addr); st == nil || st.Cmp(n.cfg.MinStake) < 0 {
		if n.unstakedWarned.CompareAndSwap(false, true) {
			n.log.Warn("not bidding: stake below the subnet minimum", "stake", st, "min", n.cfg.MinStake)
		}
		return
	}
	bid := &types.Bid{
		JobId:     o.GetJobId(),
		Subnet:    o.GetSubnet(),
		Price:     types.Amount(n.cfg.Price),
		AdvertSeq: n.currentSeq(),
		CreatedMs: n.cfg.Now().UnixMilli(),
	}
	if err := n.publish(n.ctx, types.SubnetTopic(o.GetSubnet(), types.TopicBids), bid); err != nil && n.ctx.Err() == nil {
		n.log.Warn("bid not published", "job", short(id), "err", err)
		return
	}
	// Connect to the client while the bid window runs: if we win, the
	// model and input fetch starts on a live connection.
	n.preconnect(in.From, o.GetClientAddrs())
}

func (n *Node) currentSeq() uint64 {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.advertSeq
}

func (n *Node) onBid(*p2p.Incoming, *types.Bid) {} // recorded by check

// onAssignment: every peer recomputes the assignment from the bids it saw;
// the assigned miner acknowledges.
func (n *Node) onAssignment(in *p2p.Incoming, a *types.Assignment) {
	id := [32]byte(a.GetJobId())
	if common.Address(in.Author) != n.addr {
		n.observeAssignment(id, a)
	}
	if !n.has(RoleMiner) || common.BytesToAddress(a.GetMiner()) != n.addr {
		return
	}
	if n.cfg.NoAck {
		n.log.Info("assignment ignored (fault injection: no-ack)", "job", short(id), "round", a.GetRound())
		return
	}
	n.mu.Lock()
	full := n.running >= n.cfg.MaxConcurrency+n.cfg.MaxQueued
	order, ok := n.book.ClaimAck(id, !full)
	if !ok {
		n.mu.Unlock()
		return
	}
	if full {
		running := n.running
		n.mu.Unlock()
		n.metrics.minerDeclined()
		n.log.Info("assignment declined: at capacity", "job", short(id), "round", a.GetRound(), "acknowledged", running)
		decline := &types.Ack{JobId: a.GetJobId(), Subnet: a.GetSubnet(), Round: a.GetRound(), CreatedMs: n.cfg.Now().UnixMilli(), Declined: true}
		if err := n.publish(n.ctx, types.SubnetTopic(a.GetSubnet(), types.TopicAssign), decline); err != nil && n.ctx.Err() == nil {
			n.log.Warn("decline not published", "job", short(id), "err", err)
		}
		return
	}
	n.mu.Unlock()
	if err := n.accept(n.ctx, order, a); err != nil {
		if n.ctx.Err() == nil {
			n.log.Warn("assignment not queued, not acknowledging", "job", short(id), "err", err)
		}
		return
	}
	ack := &types.Ack{JobId: a.GetJobId(), Subnet: a.GetSubnet(), Round: a.GetRound(), CreatedMs: n.cfg.Now().UnixMilli()}
	if err := n.publish(n.ctx, types.SubnetTopic(a.GetSubnet(), types.TopicAssign), ack); err != nil && n.ctx.Err() == nil {
		n.log.Warn("ack not published", "job", short(id), "err", err)
		return
	}
	n.log.Info("assignment acknowledged", "job", short(id), "round", a.GetRound())
}

// observeAssignment records a missed round against the previous miner and
// recomputes the assignment in the background. Bids and assignments travel
// on different topics, so an assignment can overtake a bid: a peer that
// sees another bid set retries a few times before concluding so.
func (n *Node) observeAssignment(id [32]byte, a *types.Assignment) {
	n.mu.Lock()
	credit := n.book.TakeEarlyAcks(id, a.GetRound())
	n.mu.Unlock()
	for _, m := range credit {
		n.recordRep(m, store.Success)
	}
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		res := NotRecomputed
		for try := 0; try < 10; try++ {
			if res = n.recompute(id, a); res != OtherBids {
				break
			}
			if sleepCtx(n.ctx, 50*time.Millisecond) != nil {
				return
			}
		}
		if res == OtherBids {
			n.log.Debug("assignment made from a different bid set", "job", short(id), "client_bids", a.GetBidCount())
		}
		// The missed round counts against its miner only now: the ranking
		// of this job was fixed before anyone timed out.
		if a.GetRound() > 0 {
			// The client moves on the moment a decline reaches it, so the
			// decline can reach this peer after the next round's
			// assignment: give it a moment before judging the round.
			if sleepCtx(n.ctx, declineGrace) != nil {
				return
			}
			n.mu.Lock()
			missed, ok := n.book.MissedRound(id, a.GetRound())
			n.mu.Unlock()
			if ok {
				n.recordRep(missed, store.Timeout)
			}
		}
		n.mu.Lock()
		n.book.SetRecomputation(id, res)
		n.mu.Unlock()
	}()
}

// recompute matches the job over the bids this peer saw and judges the
// assignment against it.
func (n *Node) recompute(id [32]byte, a *types.Assignment) Recomputation {
	seed := [32]byte(a.GetSeed())
	n.mu.Lock()
	j := n.book.Get(id)
	if j == nil {
		n.mu.Unlock()
		return NotRecomputed
	}
	bids := j.SchedBids()
	order := j.Order()
	cached := n.book.Ranking(id, seed)
	n.mu.Unlock()
	job, err := jobbook.SchedJob(order)
	if err != nil {
		return NotRecomputed
	}
	var out scheduler.Outcome
	if cached != nil {
		out = *cached
	} else {
		out = scheduler.Match(job, bids, n.subnetAdverts(order.GetSubnet()), n.cfg.Stake, n.repView(), n.matchParams())
		if out.Seed == seed {
			n.mu.Lock()
			n.book.SetRanking(id, &out)
			n.mu.Unlock()
		}
	}
	res, want := jobbook.Judge(out, a)
	if res == Disagreed {
		wants := "none"
		if want != (common.Address{}) {
			wants = want.Hex()
		}
		n.log.Warn("assignment differs from local recomputation", "job", short(id), "round", a.GetRound(),
			"assigned", common.BytesToAddress(a.GetMiner()).Hex(), "recomputed", wants)
	}
	return res
}

// Recomputed reports this peer's recomputation of a job's latest
// assignment.
func (n *Node) Recomputed(id [32]byte) Recomputation {
	n.mu.Lock()
	defer n.mu.Unlock()
	if j := n.book.Get(id); j != nil {
		return j.Recomputation()
	}
	return NotRecomputed
}

func (n *Node) onAck(_ *p2p.Incoming, a *types.Ack) {
	id := [32]byte(a.GetJobId())
	n.mu.Lock()
	ch := n.waiters[id].ackCh
	credit := n.book.CreditAck(a)
	n.mu.Unlock()
	if credit {
		// Observers learn from public events too, so their reputation views
		// (and recomputed assignments) track the client's.
		n.recordRep(common.BytesToAddress(a.GetMiner()), store.Success)
	}
	if ch != nil {
		select {
		case ch <- ackMsg{round: a.GetRound(), declined: a.GetDeclined()}:
		default:
		}
	}
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
	// Announced, if set, is called with the job's id once it is published
	// (the local API answers a post with it while the job goes on).
	Announced func(id [32]byte)
	// Progress, if set, is called as the job moves: "announced", "bids",
	// "assigned", "running", "verified", "retry" (Stage names it; Detail
	// says more, e.g. "3 bids" or the miner's address).
	Progress func(stage, detail string)
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
	Round        int // the round whose miner acknowledged
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
	out, err := n.post(ctx, req)
	if out != nil {
		n.mu.Lock()
		delete(n.waiters, out.JobID)
		if !req.NoResult {
			n.book.Finish(out.JobID, n.cfg.Now())
		}
		n.mu.Unlock()
	}
	n.metrics.clientJobDone(out, err)
	if err != nil && out != nil && out.JobID != [32]byte{} {
		// Every way out of a job leaves its record terminal.
		state := "failed"
		if ctx.Err() != nil {
			state = "cancelled"
		}
		n.record(out.JobID, func(rec *JobRecord) {
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

func (n *Node) post(ctx context.Context, req JobRequest) (*JobOutcome, error) {
	if !slices.Contains(n.cfg.Subnets, req.Subnet) {
		return nil, fmt.Errorf("%w %d: this node serves subnets %v", ErrUnknownSubnet, req.Subnet, n.cfg.Subnets)
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
	if err := n.checkEscrow(ctx, req.MaxFee); err != nil {
		return nil, err
	}
	window := req.BidWindow
	if window == 0 {
		window = n.cfg.BidWindow
	}
	now := n.cfg.Now()
	deadline := req.Deadline
	if deadline.IsZero() {
		deadline = now.Add(n.cfg.JobTTL)
	}
	nonce, err := n.nextNonce(ctx)
	if err != nil {
		return nil, err
	}
	o := &types.JobOrder{
		Subnet: req.Subnet, ModelCid: req.ModelCID, InputCid: req.InputCID, Engine: req.Engine, Spec: req.Spec,
		MaxFee: types.Amount(req.MaxFee), DeadlineMs: deadline.UnixMilli(), Nonce: nonce,
		CreatedMs: now.UnixMilli(), BidWindowMs: uint32(window / time.Millisecond),
		InputBytes:  req.InputBytes,
		ClientAddrs: n.providerOf().GetAddrs(),
	}
	if o.InputBytes == 0 && o.InputCid != "" {
		o.InputBytes = n.localSize(ctx, o.InputCid)
	}
	if err := n.sign(o); err != nil {
		return nil, err
	}
	id := [32]byte(o.GetJobId())
	w := waiter{ackCh: make(chan ackMsg, 8), resultCh: make(chan resultMsg, 8)}
	n.mu.Lock()
	st := n.book.Post(o, now)
	n.waiters[id] = w
	n.mu.Unlock()
	out := &JobOutcome{JobID: id, Order: o, PostedAt: now}
	if err := n.newRecord(ctx, o, now); err != nil {
		return out, err
	}
	if err := n.host.Publish(ctx, types.SubnetTopic(req.Subnet, types.TopicJobs), o); err != nil {
		return out, fmt.Errorf("post job: %w", err)
	}
	n.log.Info("job posted", "job", short(id), "subnet", req.Subnet, "spec", req.Spec, "window", window)
	req.progress("announced", "job 0x%x on subnet %d", id, req.Subnet)
	if req.Announced != nil {
		req.Announced(id)
	}

	// Wait for the window, plus a grace for bids created just before its end
	// to arrive.
	if err := sleepCtx(ctx, time.Until(now.Add(window+n.cfg.BidGrace))); err != nil {
		return out, err
	}
	job, _ := jobbook.SchedJob(o)
	n.mu.Lock()
	bids := st.SchedBids()
	out.FirstBidAt = st.FirstBid()
	n.mu.Unlock()
	out.Bids = len(bids)
	adverts := n.subnetAdverts(req.Subnet)
	out.Excluded = scheduler.Explain(job, advertList(adverts))
	if len(bids) == 0 {
		return out, fmt.Errorf("%w for job %s within %s: %s", ErrNoBids, short(id), window, out.Excluded)
	}
	m := scheduler.Match(job, bids, adverts, n.cfg.Stake, n.repView(), n.matchParams())
	out.BidsExcluded = m.Summary()
	for _, c := range m.Ranked {
		out.Ranked = append(out.Ranked, c.Miner)
	}
	if len(m.Ranked) == 0 {
		return out, fmt.Errorf("%w for job %s: %s", ErrNoEligible, short(id), out.BidsExcluded)
	}
	rounds := jobbook.NewRounds(n.cfg.MaxRounds, len(m.Ranked))
	n.recordStep(id, func(r *JobRecord) {
		r.Bids, r.Miners, r.Eligible = len(bids), out.Excluded.Miners, out.Excluded.Eligible
	}, Step{State: "bids", Detail: fmt.Sprintf("%d bids, %d eligible", len(bids), len(m.Ranked))})
	req.progress("bids", "%d bids, %d eligible", len(bids), len(m.Ranked))
	var failures []string
	for {
		r, ok := rounds.Next()
		if !ok {
			break
		}
		c := m.Ranked[r]
		a := &types.Assignment{
			JobId: o.GetJobId(), Subnet: req.Subnet, Round: uint32(r), Miner: c.Miner.Bytes(), BidId: c.BidID[:],
			BidCount: uint32(len(bids)), Seed: m.Seed[:], CreatedMs: n.cfg.Now().UnixMilli(),
			Providers: []*types.Provider{n.providerOf()},
		}
		if err := n.publish(ctx, types.SubnetTopic(req.Subnet, types.TopicAssign), a); err != nil {
			return out, fmt.Errorf("assign job %s: %w", short(id), err)
		}
		if r == 0 {
			out.AssignedAt = n.cfg.Now()
		}
		acked, declined := n.waitAck(ctx, w, uint32(r))
		if declined {
			n.log.Info("assigned miner declined (at capacity), trying the next", "job", short(id), "miner", c.Miner.Hex(), "round", r)
			failures = append(failures, fmt.Sprintf("round %d: %s declined (at capacity)", r, c.Miner.Hex()))
			req.progress("retry", "%s declined (at capacity)", c.Miner.Hex())
			rounds.End(c.Miner, jobbook.Declined)
			continue
		}
		if !acked {
			if ctx.Err() != nil {
				return out, ctx.Err()
			}
			n.recordRep(c.Miner, store.Timeout)
			n.log.Warn("assigned miner did not acknowledge", "job", short(id), "miner", c.Miner.Hex(), "round", r, "timeout", n.cfg.AckTimeout)
			failures = append(failures, fmt.Sprintf("round %d: %s did not acknowledge within %s", r, c.Miner.Hex(), n.cfg.AckTimeout))
			rounds.End(c.Miner, jobbook.Unanswered)
			continue
		}
		out.AckedAt = n.cfg.Now()
		out.Winner = c.Miner
		out.Round = r
		n.recordRep(c.Miner, store.Success)
		n.log.Info("job assigned", "job", short(id), "miner", c.Miner.Hex(), "round", r, "bids", len(bids))
		n.recordStep(id, func(rec *JobRecord) { rec.Winner, rec.Round = c.Miner.Hex(), r },
			Step{State: "assigned", Detail: fmt.Sprintf("%s, round %d", c.Miner.Hex(), r)})
		req.progress("assigned", "%s (round %d)", c.Miner.Hex(), r)
		if req.NoResult {
			return out, nil
		}
		req.progress("running", "on %s", c.Miner.Hex())
		err := n.awaitResult(ctx, st, w, out, uint32(r), deadline)
		if err == nil {
			req.progress("verified", "output %s, %d bytes", out.Result.GetOutputCid(), len(out.Output))
			if _, blamed := rounds.End(c.Miner, jobbook.Succeeded); blamed != (common.Address{}) {
				n.recordRep(blamed, store.Failure)
			}
			return out, nil
		}
		if ctx.Err() != nil {
			return out, ctx.Err()
		}
		failures = append(failures, fmt.Sprintf("round %d: %v", r, err))
		end := jobbook.Failed
		var rf *ResultError
		switch {
		case errors.As(err, &rf) && !rf.Retryable():
			end = jobbook.BadInput
		case errors.Is(err, ErrNoResult):
			end = jobbook.Expired
		}
		if goOn, _ := rounds.End(c.Miner, end); !goOn {
			return out, err
		}
		n.log.Warn("job round failed, trying the next miner", "job", short(id), "round", r, "err", err)
		req.progress("retry", "%v", err)
	}
	out.Winner = common.Address{}
	if out.AckedAt.IsZero() {
		err = fmt.Errorf("%w: job %s, %d rounds: %s", ErrNoAck, short(id), rounds.Rounds(), strings.Join(failures, "; "))
	} else {
		err = fmt.Errorf("%w: job %s after %d rounds: %s", ErrJobFailed, short(id), rounds.Rounds(), strings.Join(failures, "; "))
	}
	return out, err
}

// waitAck waits up to AckTimeout for the assigned miner's answer to
// round: acked, declined, or neither (timed out or cancelled).
func (n *Node) waitAck(ctx context.Context, w waiter, round uint32) (acked, declined bool) {
	t := time.NewTimer(n.cfg.AckTimeout)
	defer t.Stop()
	for {
		select {
		case a := <-w.ackCh:
			if a.round == round {
				return !a.declined, a.declined
			}
		case <-t.C:
			return false, false
		case <-ctx.Done():
			return false, false
		case <-n.ctx.Done():
			return false, false
		}
	}
}

func (n *Node) recordRep(a common.Address, kind store.EventKind) {
	if err := n.rep.Record(n.ctx, a, store.Event{Kind: kind, At: n.cfg.Now()}); err != nil && n.ctx.Err() == nil {
		n.log.Warn("reputation not recorded", "miner", a.Hex(), "err", err)
	}
}

func advertList(m map[common.Address]scheduler.Advert) []scheduler.Advert {
	out := make([]scheduler.Advert, 0, len(m))
	for _, a := range m {
		out = append(out, a)
	}
	slices.SortFunc(out, func(x, y scheduler.Advert) int { return x.Miner.Cmp(y.Miner) })
	return out
}

func reasonsString(rs []scheduler.Reason) string {
	s := ""
	for i, r := range rs {
		if i > 0 {
			s += "; "
		}
		s += r.Detail
	}
	return s
}

func short(id [32]byte) string { return fmt.Sprintf("%x", id[:4]) }

func sleepCtx(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
