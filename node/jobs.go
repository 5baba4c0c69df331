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

// Reasons the node's semantic check refuses a message (metric labels).
const (
	reasonBadSpec      = "bad-spec"
	reasonExpired      = "expired"
	reasonUnknownJob   = "unknown-job"
	reasonAboveMaxFee  = "bid-above-max-fee"
	reasonLateBid      = "late-bid"
	reasonUnstaked     = "unstaked"
	reasonDuplicateBid = "duplicate-bid"
	reasonNotClient    = "not-job-client"
	reasonNotAssigned  = "ack-not-assigned"
	reasonAckConflict  = "ack-and-decline"
	reasonOldAdvert    = "old-advert"
	// reasonBadSampleProof: a verdict whose sampling proof is not its
	// validator's signature over the result.
	reasonBadSampleProof = "bad-sample-proof"
)

// Recomputation is what a peer concluded when it recomputed an assignment.
type Recomputation int

// Recomputation outcomes.
const (
	NotRecomputed Recomputation = iota // no assignment seen yet
	Agreed                             // same bid set, same winner
	Disagreed                          // same bid set, different winner: warned
	OtherBids                          // this peer saw a different bid set
)

// declineGrace is how long an observer waits, on seeing round r+1 of a
// job, for round r's decline before it counts round r as missed.
const declineGrace = 250 * time.Millisecond

func (r Recomputation) String() string {
	return [...]string{"not-recomputed", "agreed", "disagreed", "other-bids"}[r]
}

type bidEntry struct {
	bid *types.Bid
	id  [32]byte
	at  time.Time
}

type jobState struct {
	order  *types.JobOrder
	id     [32]byte
	seenAt time.Time
	bids   map[common.Address]*bidEntry
	assign map[uint32]*types.Assignment
	acks   map[uint32]common.Address
	recomp Recomputation

	ranking   *scheduler.Outcome // observer's match over the client's bid set
	earlyAcks []*types.Ack       // acks that arrived before their assignment
	credited  map[uint32]bool    // rounds whose ack was credited to the miner
	declined  map[uint32]bool    // rounds the assigned miner declined
	// finishedAt is when this peer saw a successful result of the job's
	// latest round (or, for a job it posted, when Post returned); gc
	// forgets the job a while after, rather than at its deadline. A later
	// round clears it.
	finishedAt time.Time
	lastRound  uint32 // the highest round assigned

	// Client side: set for jobs this node posted.
	firstBid time.Time
	ackCh    chan ackMsg
	resultCh chan resultMsg

	// Miner side.
	bid   bool
	acked bool
}

// check is the node's semantic topic validation (p2p.Config.Check). It
// also records accepted jobs and bids, so a bid that follows its job on
// another topic finds the job already known.
func (n *Node) check(_ context.Context, in *p2p.Incoming) (pubsub.ValidationResult, string) {
	now := n.cfg.Now()
	switch m := in.Msg.(type) {
	case *types.HardwareAdvert:
		n.mu.Lock()
		defer n.mu.Unlock()
		if old, ok := n.adverts[common.Address(in.Author)]; ok && old.ad.GetSeq() >= m.GetSeq() {
			return pubsub.ValidationIgnore, reasonOldAdvert
		}
	case *types.JobOrder:
		if _, err := scheduler.ParseSpec(m.GetSpec()); err != nil {
			return pubsub.ValidationReject, reasonBadSpec
		}
		if now.UnixMilli() > m.GetDeadlineMs() {
			return pubsub.ValidationIgnore, reasonExpired
		}
		n.mu.Lock()
		defer n.mu.Unlock()
		id := [32]byte(m.GetJobId())
		if _, ok := n.jobs[id]; !ok {
			j := newJobState(m, now)
			n.jobs[id] = j
			for _, e := range n.early.take(id) {
				j.addEarly(e)
			}
		}
	case *types.Bid:
		miner := common.Address(in.Author)
		if st := n.cfg.Stake.Stake(miner); st == nil || st.Cmp(n.cfg.MinStake) < 0 {
			return pubsub.ValidationIgnore, reasonUnstaked
		}
		n.mu.Lock()
		defer n.mu.Unlock()
		j, ok := n.jobs[[32]byte(m.GetJobId())]
		if !ok {
			// Bids and jobs travel on different topics, so a bid can overtake
			// its job. Hold it (bounded) and relay it; the job's arrival
			// applies the remaining checks.
			if !n.early.add(in, now) {
				return pubsub.ValidationIgnore, reasonUnknownJob
			}
			return pubsub.ValidationAccept, ""
		}
		if new(big.Int).SetBytes(m.GetPrice()).Cmp(new(big.Int).SetBytes(j.order.GetMaxFee())) > 0 {
			return pubsub.ValidationReject, reasonAboveMaxFee
		}
		if m.GetCreatedMs() > j.order.GetDeadlineMs() {
			return pubsub.ValidationIgnore, reasonLateBid
		}
		if _, dup := j.bids[miner]; dup {
			return pubsub.ValidationIgnore, reasonDuplicateBid
		}
		j.addBid(miner, m, in.ID, now)
	case *types.Assignment:
		n.mu.Lock()
		defer n.mu.Unlock()
		j, ok := n.jobs[[32]byte(m.GetJobId())]
		if !ok {
			return pubsub.ValidationIgnore, reasonUnknownJob
		}
		if !slices.Equal(m.GetClient(), j.order.GetClient()) {
			return pubsub.ValidationReject, reasonNotClient
		}
		j.assign[m.GetRound()] = m
		if m.GetRound() > j.lastRound {
			// The job goes on: whatever result ended an earlier round
			// did not finish it.
			j.lastRound, j.finishedAt = m.GetRound(), time.Time{}
		}
	case *types.Ack:
		n.mu.Lock()
		defer n.mu.Unlock()
		j, ok := n.jobs[[32]byte(m.GetJobId())]
		if !ok {
			return pubsub.ValidationIgnore, reasonUnknownJob
		}
		a, ok := j.assign[m.GetRound()]
		if !ok {
			// The ack overtook its assignment (they come from different
			// peers). Relay it and judge it when the assignment arrives.
			if len(j.earlyAcks) >= 16 {
				return pubsub.ValidationIgnore, reasonUnknownJob
			}
			j.earlyAcks = append(j.earlyAcks, m)
			return pubsub.ValidationAccept, ""
		}
		if !slices.Equal(a.GetMiner(), m.GetMiner()) {
			return pubsub.ValidationReject, reasonNotAssigned
		}
		// One answer per round: a miner that acked and declined the same
		// round (to dodge a missed round, say) is refused.
		if _, acked := j.acks[m.GetRound()]; (m.GetDeclined() && acked) || (!m.GetDeclined() && j.declined[m.GetRound()]) {
			return pubsub.ValidationReject, reasonAckConflict
		}
		if m.GetDeclined() {
			j.declined[m.GetRound()] = true
		} else {
			j.acks[m.GetRound()] = common.Address(in.Author)
		}
	case *types.Result:
		// Only the miner assigned in that round may answer; results for
		// jobs or rounds this peer has not seen are not relayed (everyone
		// on the results topic also follows the subnet's assignments), so
		// nobody can flood the topic with results for made-up jobs.
		n.mu.Lock()
		defer n.mu.Unlock()
		j, ok := n.jobs[[32]byte(m.GetJobId())]
		if common.Address(in.Author) == n.addr {
			if ok {
				j.noteResult(m, now)
			}
			return pubsub.ValidationAccept, "" // our own, maybe from before a restart
		}
		if !ok {
			return pubsub.ValidationIgnore, reasonUnknownJob
		}
		a, ok := j.assign[m.GetRound()]
		if !ok {
			return pubsub.ValidationIgnore, reasonUnknownJob
		}
		if !slices.Equal(a.GetMiner(), m.GetMiner()) {
			return pubsub.ValidationReject, reasonNotAssigned
		}
		if j.ackCh == nil {
			j.noteResult(m, now)
		}
	case *types.Verdict:
		if ok, reject, why := n.checkVerdict(m, common.Address(in.Author)); !ok {
			if reject {
				return pubsub.ValidationReject, why
			}
			return pubsub.ValidationIgnore, why
		}
	}
	return pubsub.ValidationAccept, ""
}

// creditAck reports, once per round, whether an ack from the assigned
// miner should be credited in the reputation ledger. Caller holds n.mu.
func (j *jobState) creditAck(a *types.Ack) bool {
	as, ok := j.assign[a.GetRound()]
	if !ok || !slices.Equal(as.GetMiner(), a.GetMiner()) || j.credited[a.GetRound()] {
		return false
	}
	if a.GetDeclined() {
		j.declined[a.GetRound()] = true
		return false
	}
	j.credited[a.GetRound()] = true
	return true
}

func (j *jobState) addBid(miner common.Address, b *types.Bid, id [32]byte, at time.Time) {
	j.bids[miner] = &bidEntry{bid: b, id: id, at: at}
	if j.firstBid.IsZero() {
		j.firstBid = at
	}
}

// addEarly applies the job-dependent bid checks to a bid that arrived
// before its job.
func (j *jobState) addEarly(e earlyBid) {
	b := e.in.Msg.(*types.Bid)
	miner := common.Address(e.in.Author)
	switch {
	case new(big.Int).SetBytes(b.GetPrice()).Cmp(new(big.Int).SetBytes(j.order.GetMaxFee())) > 0,
		b.GetCreatedMs() > j.order.GetDeadlineMs():
		return
	}
	if _, dup := j.bids[miner]; !dup {
		j.addBid(miner, b, e.in.ID, e.at)
	}
}

func newJobState(o *types.JobOrder, now time.Time) *jobState {
	return &jobState{
		order:    o,
		id:       [32]byte(o.GetJobId()),
		seenAt:   now,
		bids:     make(map[common.Address]*bidEntry),
		assign:   make(map[uint32]*types.Assignment),
		acks:     make(map[uint32]common.Address),
		credited: make(map[uint32]bool),
		declined: make(map[uint32]bool),
	}
}

// noteResult marks the job finished when r is a successful result of its
// latest round (a failure or a late answer to an earlier round is not).
func (j *jobState) noteResult(r *types.Result, now time.Time) {
	if j.finishedAt.IsZero() && r.GetRound() == j.lastRound && r.GetError() == "" {
		j.finishedAt = now
	}
}

// ackMsg is an assigned miner's answer as the posting client receives it.
type ackMsg struct {
	round    uint32
	declined bool
}

func schedJob(o *types.JobOrder) (scheduler.Job, error) {
	spec, err := scheduler.ParseSpec(o.GetSpec())
	if err != nil {
		return scheduler.Job{}, err
	}
	return scheduler.Job{
		ID:       [32]byte(o.GetJobId()),
		Spec:     spec,
		Engine:   o.GetEngine(),
		ModelCID: o.GetModelCid(),
		MaxFee:   new(big.Int).SetBytes(o.GetMaxFee()),
	}, nil
}

// bidCutoffMs is the last bid creation time that counts: the end of the
// job's bid window. Client and observers apply the same rule to the bids'
// signed timestamps, so they match over the same set even when a bid's
// delivery straddles the window's end.
func (j *jobState) bidCutoffMs() int64 {
	return j.order.GetCreatedMs() + int64(j.order.GetBidWindowMs())
}

func (j *jobState) schedBids() []scheduler.Bid {
	out := make([]scheduler.Bid, 0, len(j.bids))
	cutoff := j.bidCutoffMs()
	for a, b := range j.bids {
		if b.bid.GetCreatedMs() > cutoff {
			continue
		}
		out = append(out, scheduler.Bid{ID: b.id, JobID: j.id, Miner: a, Price: new(big.Int).SetBytes(b.bid.GetPrice())})
	}
	return out
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
	job, err := schedJob(o)
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
	j := n.jobs[id]
	already := j == nil || j.bid
	if !already && len(reasons) == 0 && !busy {
		j.bid = true
	}
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
	if !n.opts.hooks.admits(a) {
		n.log.Info("assignment dropped by the Assignment hook", "job", short(id), "round", a.GetRound())
		return
	}
	n.mu.Lock()
	j := n.jobs[id]
	if j == nil || j.acked {
		n.mu.Unlock()
		return
	}
	if n.running >= n.cfg.MaxConcurrency+n.cfg.MaxQueued {
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
	j.acked = true
	order := j.order
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
	var credit []common.Address
	if j := n.jobs[id]; j != nil {
		rest := j.earlyAcks[:0]
		for _, ack := range j.earlyAcks {
			switch {
			case ack.GetRound() != a.GetRound():
				rest = append(rest, ack)
			case j.creditAck(ack):
				j.acks[ack.GetRound()] = common.BytesToAddress(ack.GetMiner())
				credit = append(credit, common.BytesToAddress(ack.GetMiner()))
			}
			// (creditAck recorded a decline in j.declined.)
		}
		j.earlyAcks = rest
	}
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
			var prev *types.Assignment
			if j := n.jobs[id]; j != nil && !j.declined[a.GetRound()-1] {
				prev = j.assign[a.GetRound()-1]
			}
			n.mu.Unlock()
			// A miner that declined said so at once: not a missed round.
			if prev != nil {
				n.recordRep(common.BytesToAddress(prev.GetMiner()), store.Timeout)
			}
		}

		n.mu.Lock()
		if j := n.jobs[id]; j != nil {
			j.recomp = res
		}
		n.mu.Unlock()
	}()
}

func (n *Node) recompute(id [32]byte, a *types.Assignment) Recomputation {
	n.mu.Lock()
	j := n.jobs[id]
	if j == nil {
		n.mu.Unlock()
		return NotRecomputed
	}
	bids := j.schedBids()
	order := j.order
	n.mu.Unlock()
	job, err := schedJob(order)
	if err != nil {
		return NotRecomputed
	}
	// A job's ranking is fixed once: later rounds walk down the same list,
	// as the client does, whatever reputation events happened since.
	n.mu.Lock()
	cached := j.ranking
	n.mu.Unlock()
	var out scheduler.Outcome
	if cached != nil && cached.Seed == [32]byte(a.GetSeed()) {
		out = *cached
	} else {
		out = scheduler.Match(job, bids, n.subnetAdverts(order.GetSubnet()), n.cfg.Stake, n.repView(), n.matchParams())
		if out.Seed == [32]byte(a.GetSeed()) {
			n.mu.Lock()
			j.ranking = &out
			n.mu.Unlock()
		}
	}
	res := OtherBids
	switch {
	case out.Seed != [32]byte(a.GetSeed()):
	case int(a.GetRound()) < len(out.Ranked) && out.Ranked[a.GetRound()].Miner == common.BytesToAddress(a.GetMiner()):
		res = Agreed
	default:
		res = Disagreed
		want := "none"
		if int(a.GetRound()) < len(out.Ranked) {
			want = out.Ranked[a.GetRound()].Miner.Hex()
		}
		n.log.Warn("assignment differs from local recomputation", "job", short(id), "round", a.GetRound(),
			"assigned", common.BytesToAddress(a.GetMiner()).Hex(), "recomputed", want)
	}
	return res
}

// Recomputed reports this peer's recomputation of a job's latest
// assignment.
func (n *Node) Recomputed(id [32]byte) Recomputation {
	n.mu.Lock()
	defer n.mu.Unlock()
	if j, ok := n.jobs[id]; ok {
		return j.recomp
	}
	return NotRecomputed
}

func (n *Node) onAck(_ *p2p.Incoming, a *types.Ack) {
	n.mu.Lock()
	j := n.jobs[[32]byte(a.GetJobId())]
	var ch chan ackMsg
	if j != nil {
		ch = j.ackCh
	}
	credit := j != nil && ch == nil && j.creditAck(a)
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
	if out != nil && !req.NoResult {
		n.mu.Lock()
		if j := n.jobs[out.JobID]; j != nil {
			j.finishedAt = n.cfg.Now()
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
	st := newJobState(o, now)
	st.ackCh = make(chan ackMsg, 8)
	st.resultCh = make(chan resultMsg, 8)
	n.mu.Lock()
	n.jobs[id] = st
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
	job, _ := schedJob(o)
	n.mu.Lock()
	bids := st.schedBids()
	out.FirstBidAt = st.firstBid
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
	// Up to MaxRounds assignments may fail (no ack, a failed result); a
	// decline costs one round trip and does not count, so a job walks
	// down the ranking past miners that are full (up to 2×MaxRounds of
	// them; declines beyond that count, so bids that are always declined
	// cannot walk a job through the whole market).
	tries, used, declines := min(n.cfg.MaxRounds, len(m.Ranked)), 0, 0
	n.recordStep(id, func(r *JobRecord) {
		r.Bids, r.Miners, r.Eligible = len(bids), out.Excluded.Miners, out.Excluded.Eligible
	}, Step{State: "bids", Detail: fmt.Sprintf("%d bids, %d eligible", len(bids), len(m.Ranked))})
	req.progress("bids", "%d bids, %d eligible", len(bids), len(m.Ranked))
	var failures []string
	var blamed common.Address // a miner that called the input or model bad
	r := 0
	for ; r < len(m.Ranked) && used < tries; r++ {
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
		acked, declined := n.waitAck(ctx, st, uint32(r))
		if declined {
			n.log.Info("assigned miner declined (at capacity), trying the next", "job", short(id), "miner", c.Miner.Hex(), "round", r)
			failures = append(failures, fmt.Sprintf("round %d: %s declined (at capacity)", r, c.Miner.Hex()))
			req.progress("retry", "%s declined (at capacity)", c.Miner.Hex())
			if declines++; declines > 2*n.cfg.MaxRounds {
				used++
			}
			continue
		}
		used++
		if !acked {
			if ctx.Err() != nil {
				return out, ctx.Err()
			}
			n.recordRep(c.Miner, store.Timeout)
			n.log.Warn("assigned miner did not acknowledge", "job", short(id), "miner", c.Miner.Hex(), "round", r, "timeout", n.cfg.AckTimeout)
			failures = append(failures, fmt.Sprintf("round %d: %s did not acknowledge within %s", r, c.Miner.Hex(), n.cfg.AckTimeout))
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
		err := n.awaitResult(ctx, st, out, uint32(r), deadline)
		if err == nil {
			req.progress("verified", "output %s, %d bytes", out.Result.GetOutputCid(), len(out.Output))
			if blamed != (common.Address{}) {
				n.recordRep(blamed, store.Failure)
			}
			return out, nil
		}
		if ctx.Err() != nil {
			return out, ctx.Err()
		}
		failures = append(failures, fmt.Sprintf("round %d: %v", r, err))
		var rf *ResultError
		if errors.As(err, &rf) && !rf.Retryable() {
			// "Your input is bad" costs a lying miner nothing, so one
			// more miner is asked before the client believes it; if that
			// one succeeds, the first takes a Failure.
			if blamed != (common.Address{}) || used >= tries || r+1 >= len(m.Ranked) {
				return out, err
			}
			blamed = c.Miner
		}
		if errors.Is(err, ErrNoResult) {
			return out, err
		}
		n.log.Warn("job round failed, trying the next miner", "job", short(id), "round", r, "err", err)
		req.progress("retry", "%v", err)
	}
	out.Winner = common.Address{}
	if out.AckedAt.IsZero() {
		err = fmt.Errorf("%w: job %s, %d rounds: %s", ErrNoAck, short(id), r, strings.Join(failures, "; "))
	} else {
		err = fmt.Errorf("%w: job %s after %d rounds: %s", ErrJobFailed, short(id), r, strings.Join(failures, "; "))
	}
	return out, err
}

// waitAck waits up to AckTimeout for the assigned miner's answer to
// round: acked, declined, or neither (timed out or cancelled).
func (n *Node) waitAck(ctx context.Context, st *jobState, round uint32) (acked, declined bool) {
	t := time.NewTimer(n.cfg.AckTimeout)
	defer t.Stop()
	for {
		select {
		case a := <-st.ackCh:
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
