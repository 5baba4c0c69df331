package jobbook

import (
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"google.golang.org/protobuf/proto"

	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/types"
)

// Action is what gossip does with a message.
type Action int

// Actions, as GossipSub's validators know them.
const (
	Accept Action = iota // relay it
	Reject               // drop it and penalise the peer that forwarded it
	Ignore               // drop it, no penalty (stale, duplicate, unknown)
)

func (a Action) String() string {
	return [...]string{"accept", "reject", "ignore"}[a]
}

// Verdict is the decision on one message: an Action and, unless it is
// accepted, a short reason (a metric label).
type Verdict struct {
	Action Action
	Reason string
}

var accepted = Verdict{Action: Accept}

func reject(why string) Verdict { return Verdict{Action: Reject, Reason: why} }
func ignore(why string) Verdict { return Verdict{Action: Ignore, Reason: why} }

// Reasons a message about a job is refused (metric labels).
const (
	ReasonBadSpec      = "bad-spec"
	ReasonExpired      = "expired"
	ReasonUnknownJob   = "unknown-job"
	ReasonAboveMaxFee  = "bid-above-max-fee"
	ReasonLateBid      = "late-bid"
	ReasonUnstaked     = "unstaked"
	ReasonDuplicateBid = "duplicate-bid"
	ReasonNotClient    = "not-job-client"
	ReasonNotAssigned  = "ack-not-assigned"
	ReasonAckConflict  = "ack-and-decline"
	ReasonDuplicateAck = "duplicate-ack"
	// ReasonClientOpenLimit: the client already has MaxOpenPerClient
	// unfinished jobs in this peer's book.
	ReasonClientOpenLimit = "client-open-orders"
	// ReasonNoTerms: an assignment without the client's signed settlement
	// terms. Ignored, not rejected: JobEscrow cannot pay such a job, so it
	// is worthless rather than hostile (a peer of an older version sends
	// it), and it is simply not relayed.
	ReasonNoTerms = "assignment-without-terms"
	// ReasonTermsAboveMaxFee: an assignment's price is above the order's
	// max fee.
	ReasonTermsAboveMaxFee = "terms-above-max-fee"
	// ReasonBadTerms: an assignment's settlement signature does not
	// recover to the job's client over the message's own job, miner,
	// price and settle-by (forged, or signed for another miner).
	ReasonBadTerms = "bad-settlement-signature"
	// ReasonRoundReassigned: a second, different assignment of a round
	// already assigned. A round is assigned once: its miner's answer (or
	// silence) is judged against the assignment this peer saw first.
	// Ignored, not rejected, as ReasonAckConflict is: the two copies can
	// reach different peers first, and each peer would then penalise its
	// honest neighbours for relaying the other one, which only the author
	// signed wrongly.
	ReasonRoundReassigned = "round-reassigned"
)

// MaxOpenPerClient bounds the unfinished jobs a peer keeps for one
// client: orders cost nothing to sign, and each one is held until its
// deadline (up to a day) unless a result finishes it first. Orders beyond
// it are ignored until some finish or expire.
const MaxOpenPerClient = 64

// maxEarlyAcks bounds the acks a job holds for assignments not yet seen.
const maxEarlyAcks = 16

// Book is the set of jobs a peer knows. It is not safe for concurrent
// use: the caller holds its own lock around every call.
type Book struct {
	self     common.Address // this peer: its own results are always relayed
	minStake *big.Int
	domain   types.Domain // the EIP-712 domain settlement terms are signed in
	jobs     map[[32]byte]*Job
	early    *earlyBids

	open           map[common.Address]int // unfinished jobs per client
	verdictRate    map[common.Address]*rateWindow
	followsResults bool
	disputes       disputeSet // accepted disputes, until their job is stale
}

// New returns an empty book for the peer self, which ignores bids from
// miners staked below minStake (nil: no minimum).
func New(self common.Address, minStake *big.Int) *Book {
	if minStake == nil {
		minStake = new(big.Int)
	}
	return &Book{self: self, minStake: minStake, domain: types.DevDomain, jobs: make(map[[32]byte]*Job), early: newEarlyBids(),
		open: make(map[common.Address]int), verdictRate: make(map[common.Address]*rateWindow)}
}

// SetDomain sets the EIP-712 domain in which assignments' settlement
// terms must be signed: the escrow's (chain.EscrowDomain) on a network
// with a chain. A new book checks them in types.DevDomain.
func (b *Book) SetDomain(d types.Domain) { b.domain = d }

// Bid is a bid as gossip delivered it.
type Bid struct {
	Miner common.Address // the bid's verified author
	ID    [32]byte       // the message's content id
	Msg   *types.Bid
	Stake *big.Int // the miner's stake as the caller's stake view reads it (nil: none)
}

type bidEntry struct {
	bid *types.Bid
	id  [32]byte
	at  time.Time
}

// Job is what a peer knows of one job. Its fields change only through
// the Book; callers read them through its methods.
type Job struct {
	order  *types.JobOrder
	id     [32]byte
	seenAt time.Time
	posted bool // this peer posted the job: it answers acks and results itself

	bids      map[common.Address]*bidEntry
	firstBid  time.Time
	assign    map[uint32]*types.Assignment
	lastRound uint32 // the highest round assigned
	acks      map[uint32]common.Address
	declined  map[uint32]bool // rounds the assigned miner declined
	credited  map[uint32]bool // rounds whose ack was credited to the miner
	// missed holds the miners already counted as having missed a round
	// of this job (MissedRound): once per job each.
	missed    map[common.Address]bool
	earlyAcks []*types.Ack // acks that arrived before their assignment
	// results holds the result hash of each round's successful result
	// from its assigned miner, as this peer saw it (verdicts name one).
	results map[uint32][32]byte

	// finishedAt is when this peer saw a successful result of the job's
	// latest round (or, for a job it posted, when posting ended); the
	// book forgets the job a while after, rather than at its deadline. A
	// later round clears it.
	finishedAt time.Time

	ranking *scheduler.Outcome // the observer's match over the client's bid set
	recomp  Recomputation

	// Miner side: this peer bid on the job, acknowledged its assignment.
	bid, acked bool
}

func newJob(o *types.JobOrder, now time.Time) *Job {
	return &Job{
		order:    o,
		id:       [32]byte(o.GetJobId()),
		seenAt:   now,
		bids:     make(map[common.Address]*bidEntry),
		assign:   make(map[uint32]*types.Assignment),
		acks:     make(map[uint32]common.Address),
		credited: make(map[uint32]bool),
		declined: make(map[uint32]bool),
		missed:   make(map[common.Address]bool),
		results:  make(map[uint32][32]byte),
	}
}

// client is the job's client.
func (j *Job) client() common.Address { return common.BytesToAddress(j.order.GetClient()) }

// Order is the signed job order.
func (j *Job) Order() *types.JobOrder { return j.order }

// SeenAt is when this peer first saw the job.
func (j *Job) SeenAt() time.Time { return j.seenAt }

// Bids is how many bids this peer holds for the job.
func (j *Job) Bids() int { return len(j.bids) }

// FirstBid is when the first bid arrived (zero if none).
func (j *Job) FirstBid() time.Time { return j.firstBid }

// FinishedAt is when the job's latest round ended with a successful
// result (zero while it runs).
func (j *Job) FinishedAt() time.Time { return j.finishedAt }

// Latest is the job's highest assigned round, its miner and whether that
// miner acknowledged; round is -1 before any assignment.
func (j *Job) Latest() (round int, miner common.Address, acked bool) {
	round = -1
	for r, a := range j.assign {
		if int(r) > round {
			round, miner = int(r), common.BytesToAddress(a.GetMiner())
		}
	}
	_, acked = j.acks[uint32(max(round, 0))]
	return round, miner, acked
}

// Assignment is the job's assignment for round (nil if not seen).
func (j *Job) Assignment(round uint32) *types.Assignment { return j.assign[round] }

// Recomputation is what this peer concluded of the latest assignment.
func (j *Job) Recomputation() Recomputation { return j.recomp }

// BidCutoffMs is the last bid creation time that counts: the end of the
// job's bid window, which for a job placed directly from standing offers
// opens only when its direct attempts end (direct_until_ms). Client and
// observers apply the same rule to the bids' signed timestamps, so they
// match over the same set even when a bid's delivery straddles the
// window's end.
func (j *Job) BidCutoffMs() int64 {
	return AuctionStartMs(j.order) + int64(j.order.GetBidWindowMs())
}

// AuctionStartMs is when the job's bid window opens: at its creation, or
// for a direct order when its direct attempts end.
func AuctionStartMs(o *types.JobOrder) int64 {
	return max(o.GetCreatedMs(), o.GetDirectUntilMs())
}

// Placed reports whether the job's latest assigned round was
// acknowledged: a miner holding off its bid on a direct order does not
// bid on one that was placed.
func (j *Job) Placed() bool {
	round, _, acked := j.Latest()
	return round >= 0 && acked
}

// SchedBids is the bid set the matcher ranks: the bids created within
// the window.
func (j *Job) SchedBids() []scheduler.Bid {
	out := make([]scheduler.Bid, 0, len(j.bids))
	cutoff := j.BidCutoffMs()
	for a, b := range j.bids {
		if b.bid.GetCreatedMs() > cutoff {
			continue
		}
		out = append(out, scheduler.Bid{ID: b.id, JobID: j.id, Miner: a, Price: new(big.Int).SetBytes(b.bid.GetPrice())})
	}
	slices.SortFunc(out, func(x, y scheduler.Bid) int { return x.Miner.Cmp(y.Miner) })
	return out
}

// Get returns the job with id, or nil.
func (b *Book) Get(id [32]byte) *Job { return b.jobs[id] }

// Len is the number of jobs in the book.
func (b *Book) Len() int { return len(b.jobs) }

// Each calls f for every job, in no particular order.
func (b *Book) Each(f func(id [32]byte, j *Job)) {
	for id, j := range b.jobs {
		f(id, j)
	}
}

// Post records a job this peer publishes: it answers the job's acks and
// results itself, so the observer's bookkeeping of them is skipped.
func (b *Book) Post(o *types.JobOrder, now time.Time) *Job {
	j := newJob(o, now)
	j.posted = true
	if old := b.jobs[j.id]; old == nil || !old.finishedAt.IsZero() {
		b.open[j.client()]++
	}
	b.jobs[j.id] = j
	return j
}

// OnOrder decides on a job order from gossip. A new, well-formed,
// unexpired order is recorded, with the bids that overtook it.
func (b *Book) OnOrder(o *types.JobOrder, now time.Time) Verdict {
	if _, err := scheduler.ParseSpec(o.GetSpec()); err != nil {
		return reject(ReasonBadSpec)
	}
	if now.UnixMilli() > o.GetDeadlineMs() {
		return ignore(ReasonExpired)
	}
	id := [32]byte(o.GetJobId())
	if _, ok := b.jobs[id]; ok {
		return accepted
	}
	client := common.BytesToAddress(o.GetClient())
	if b.open[client] >= MaxOpenPerClient && client != b.self {
		return ignore(ReasonClientOpenLimit)
	}
	if len(o.ProtoReflect().GetUnknown()) > 0 {
		// Fields this version does not know mean nothing to the order (its
		// id and signature cover the known ones) but cost memory for as
		// long as the job is kept: keep a copy without them.
		o = proto.Clone(o).(*types.JobOrder)
		o.ProtoReflect().SetUnknown(nil) // a JobOrder has no nested messages
	}
	j := newJob(o, now)
	b.jobs[id] = j
	b.open[client]++
	for _, e := range b.early.take(id) {
		// The bid passed its own checks on arrival; the job's are applied
		// now, and one that fails them is dropped quietly (it was relayed).
		if j.checkBid(e.bid).Action == Accept {
			j.addBid(e.bid, e.at)
		}
	}
	return accepted
}

// OnBid decides on a bid. A bid for a job not seen yet is held (bounded)
// and relayed: bids and jobs travel on different topics, so a bid can
// overtake its job, and the job's arrival applies the remaining checks.
func (b *Book) OnBid(bid Bid, now time.Time) Verdict {
	if bid.Stake == nil || bid.Stake.Cmp(b.minStake) < 0 {
		return ignore(ReasonUnstaked)
	}
	j, ok := b.jobs[[32]byte(bid.Msg.GetJobId())]
	if !ok {
		if !b.early.add(bid, now) {
			return ignore(ReasonUnknownJob)
		}
		return accepted
	}
	if v := j.checkBid(bid); v.Action != Accept {
		return v
	}
	j.addBid(bid, now)
	return accepted
}

// checkBid applies the checks that need the job.
func (j *Job) checkBid(bid Bid) Verdict {
	if new(big.Int).SetBytes(bid.Msg.GetPrice()).Cmp(new(big.Int).SetBytes(j.order.GetMaxFee())) > 0 {
		return reject(ReasonAboveMaxFee)
	}
	if bid.Msg.GetCreatedMs() > j.order.GetDeadlineMs() {
		return ignore(ReasonLateBid)
	}
	if _, dup := j.bids[bid.Miner]; dup {
		return ignore(ReasonDuplicateBid)
	}
	return accepted
}

func (j *Job) addBid(bid Bid, at time.Time) {
	j.bids[bid.Miner] = &bidEntry{bid: bid.Msg, id: bid.ID, at: at}
	if j.firstBid.IsZero() {
		j.firstBid = at
	}
}

// OnAssignment decides on an assignment: only the job's client may
// assign it, and it must carry settlement terms the client signed for
// the miner it names at a price within the order's max fee (CheckTerms).
// A later round reopens a finished job: whatever result ended an earlier
// round did not finish it.
func (b *Book) OnAssignment(a *types.Assignment) Verdict {
	j, ok := b.jobs[[32]byte(a.GetJobId())]
	if !ok {
		return ignore(ReasonUnknownJob)
	}
	if !slices.Equal(a.GetClient(), j.order.GetClient()) {
		return reject(ReasonNotClient)
	}
	if prev := j.assign[a.GetRound()]; prev != nil {
		if proto.Equal(prev, a) {
			return accepted
		}
		return ignore(ReasonRoundReassigned)
	}
	if v := CheckTerms(b.domain, j.order, a); v.Action != Accept {
		return v
	}
	j.assign[a.GetRound()] = a
	if a.GetRound() > j.lastRound {
		j.lastRound = a.GetRound()
		b.setFinished(j, time.Time{})
	}
	return accepted
}

// CheckTerms judges an assignment's settlement terms against its order,
// as every peer does: missing terms are ignored (ReasonNoTerms), a price
// above the order's max fee or a settlement signature that does not
// recover to the order's client over the message's own job, miner, price
// and settle-by is rejected. The cheap check runs before the signature
// recovery.
func CheckTerms(d types.Domain, o *types.JobOrder, a *types.Assignment) Verdict {
	if len(a.GetSettlementSignature()) == 0 {
		return ignore(ReasonNoTerms)
	}
	if types.AmountOf(a.GetPrice()).Cmp(types.AmountOf(o.GetMaxFee())) > 0 {
		return reject(ReasonTermsAboveMaxFee)
	}
	signer, err := a.SettlementSigner(d)
	if err != nil || signer != common.BytesToAddress(o.GetClient()) {
		return reject(ReasonBadTerms)
	}
	return accepted
}

// OnAck decides on an ack or a decline. Only the round's assigned miner
// answers, once: a miner that acked and declined the same round (to dodge
// a missed round, say) is refused. An ack that overtook its assignment
// (they come from different peers) is held, relayed, and judged when the
// assignment arrives (TakeEarlyAcks).
func (b *Book) OnAck(author common.Address, m *types.Ack) Verdict {
	j, ok := b.jobs[[32]byte(m.GetJobId())]
	if !ok {
		return ignore(ReasonUnknownJob)
	}
	a, ok := j.assign[m.GetRound()]
	if !ok {
		return j.holdAck(author, m)
	}
	if !slices.Equal(a.GetMiner(), m.GetMiner()) {
		return reject(ReasonNotAssigned)
	}
	if _, acked := j.acks[m.GetRound()]; (m.GetDeclined() && acked) || (!m.GetDeclined() && j.declined[m.GetRound()]) {
		return ignore(ReasonAckConflict)
	}
	if m.GetDeclined() {
		j.declined[m.GetRound()] = true
	} else {
		j.acks[m.GetRound()] = author
		b.placed(j, m)
	}
	return accepted
}

// placed marks a job whose latest round was acknowledged as finished on
// a peer that does not follow results (a miner): it will never see the
// result that would, so without this every job it only watched would
// count against its client's MaxOpenPerClient until its deadline, and
// after 64 such jobs in ten minutes the peer would ignore the client's
// orders (on the fast path, refuse its direct orders). A later round
// reopens the job (OnAssignment).
func (b *Book) placed(j *Job, ack *types.Ack) {
	if b.followsResults || j.posted || ack.GetRound() != j.lastRound || !j.finishedAt.IsZero() {
		return
	}
	b.setFinished(j, time.UnixMilli(ack.GetCreatedMs()))
}

// holdAck decides on an ack that arrived before its assignment. Only a
// miner that bid on the job can be assigned it, and only the next round
// can be assigned before this peer sees it, so anything else is ignored:
// held acks are a bounded buffer that nobody else may fill. The client
// of a job records each assignment before publishing it, so an early ack
// of its own job answers nothing it assigned. The one-answer rule holds
// for held answers too: an ack and a decline of one round, both ahead of
// the assignment, would be credited as an ack and spare the miner a
// missed round.
func (j *Job) holdAck(author common.Address, m *types.Ack) Verdict {
	if j.posted {
		return ignore(ReasonNotAssigned)
	}
	// A job placed directly from standing offers has no bids: the answer
	// is held for whoever the next round names (the one-answer rule and
	// the bound below still hold).
	if _, bid := j.bids[author]; (!bid && j.order.GetDirectUntilMs() == 0) || m.GetRound() > j.lastRound+1 {
		return ignore(ReasonNotAssigned)
	}
	for _, h := range j.earlyAcks {
		if h.GetRound() != m.GetRound() || !slices.Equal(h.GetMiner(), m.GetMiner()) {
			continue
		}
		if h.GetDeclined() != m.GetDeclined() {
			return ignore(ReasonAckConflict)
		}
		return ignore(ReasonDuplicateAck)
	}
	if len(j.earlyAcks) >= maxEarlyAcks {
		return ignore(ReasonUnknownJob)
	}
	j.earlyAcks = append(j.earlyAcks, m)
	return accepted
}

// OnResult decides on a result. Only the miner assigned in that round may
// answer; results for jobs or rounds this peer has not seen are not
// relayed (everyone on the results topic also follows the subnet's
// assignments), so nobody can flood the topic with results for made-up
// jobs. This peer's own results are always relayed (maybe from before a
// restart).
func (b *Book) OnResult(author common.Address, r *types.Result, now time.Time) Verdict {
	j, ok := b.jobs[[32]byte(r.GetJobId())]
	if author == b.self {
		if ok {
			b.noteResult(j, r, now)
		}
		return accepted
	}
	if !ok {
		return ignore(ReasonUnknownJob)
	}
	a, ok := j.assign[r.GetRound()]
	if !ok {
		return ignore(ReasonUnknownJob)
	}
	if !slices.Equal(a.GetMiner(), r.GetMiner()) {
		return reject(ReasonNotAssigned)
	}
	if j.posted {
		// The client decides itself when its job is done (Finish).
		j.noteHash(r)
	} else {
		b.noteResult(j, r, now)
	}
	return accepted
}

// noteResult records a result's hash and marks the job finished when r is
// a successful result of its latest round (a failure or a late answer to
// an earlier round is not).
func (b *Book) noteResult(j *Job, r *types.Result, now time.Time) {
	j.noteHash(r)
	if j.finishedAt.IsZero() && r.GetRound() == j.lastRound && r.GetError() == "" {
		b.setFinished(j, now)
	}
}

// noteHash records the result hash of a successful result of an assigned
// round (the one a verdict about it must name).
func (j *Job) noteHash(r *types.Result) {
	if r.GetError() == "" && len(r.GetResultHash()) == 32 && j.assign[r.GetRound()] != nil {
		j.results[r.GetRound()] = [32]byte(r.GetResultHash())
	}
}

// setFinished sets or (with the zero time) clears the job's finishing
// time, keeping its client's count of unfinished jobs.
func (b *Book) setFinished(j *Job, at time.Time) {
	switch c := j.client(); {
	case j.finishedAt.IsZero() && !at.IsZero():
		if b.open[c]--; b.open[c] <= 0 {
			delete(b.open, c)
		}
	case !j.finishedAt.IsZero() && at.IsZero():
		b.open[c]++
	}
	j.finishedAt = at
}

// Finish marks a job this peer posted as done with at now.
func (b *Book) Finish(id [32]byte, now time.Time) {
	j := b.jobs[id]
	switch {
	case j == nil:
	case j.finishedAt.IsZero():
		b.setFinished(j, now)
	default:
		j.finishedAt = now
	}
}

// OpenJobs is how many unfinished jobs of client's the book holds.
func (b *Book) OpenJobs(client common.Address) int { return b.open[client] }

// CreditAck reports, once per round, whether an observer credits an ack
// to the assigned miner's reputation (a decline is recorded, not
// credited). The client of the job credits its miners itself: never here.
func (b *Book) CreditAck(a *types.Ack) bool {
	j := b.jobs[[32]byte(a.GetJobId())]
	if j == nil || j.posted {
		return false
	}
	return j.creditAck(a)
}

func (j *Job) creditAck(a *types.Ack) bool {
	as, ok := j.assign[a.GetRound()]
	if !ok || !slices.Equal(as.GetMiner(), a.GetMiner()) || j.credited[a.GetRound()] {
		return false
	}
	if !a.GetDeclined() && j.declined[a.GetRound()] {
		return false // one answer per round: a round declined is never credited
	}
	if a.GetDeclined() {
		j.declined[a.GetRound()] = true
		return false
	}
	j.credited[a.GetRound()] = true
	return true
}

// TakeEarlyAcks judges the held acks of round now that its assignment
// arrived, and returns the miners to credit; declines are recorded.
func (b *Book) TakeEarlyAcks(id [32]byte, round uint32) []common.Address {
	j := b.jobs[id]
	if j == nil {
		return nil
	}
	var credit []common.Address
	rest := j.earlyAcks[:0]
	for _, ack := range j.earlyAcks {
		switch {
		case ack.GetRound() != round:
			rest = append(rest, ack)
		case j.creditAck(ack):
			j.acks[ack.GetRound()] = common.BytesToAddress(ack.GetMiner())
			credit = append(credit, common.BytesToAddress(ack.GetMiner()))
			b.placed(j, ack)
		}
	}
	j.earlyAcks = rest
	return credit
}

// MissedRound returns the miner of the round before round, to be counted
// as having missed it (assigned, never answered), unless that miner
// declined (a miner that declines says so at once: not a missed round) or
// acknowledged. ok is false for round 0 or an
// unknown job or round. A miner is counted at most once per job: its
// client could otherwise assign it round after round, never placing the
// job with it, and charge it a missed round at every peer for each.
func (b *Book) MissedRound(id [32]byte, round uint32) (miner common.Address, ok bool) {
	j := b.jobs[id]
	if j == nil || round == 0 || j.declined[round-1] {
		return common.Address{}, false
	}
	if _, acked := j.acks[round-1]; acked {
		// It answered: whatever ended its round (a failed or refused
		// result), the client judges that, not every observer; otherwise
		// any client could charge any miner a missed round by assigning
		// the next one.
		return common.Address{}, false
	}
	prev := j.assign[round-1]
	if prev == nil {
		return common.Address{}, false
	}
	m := common.BytesToAddress(prev.GetMiner())
	if j.missed[m] {
		return common.Address{}, false
	}
	j.missed[m] = true
	return m, true
}

// SetRecomputation records this peer's conclusion about the latest
// assignment.
func (b *Book) SetRecomputation(id [32]byte, r Recomputation) {
	if j := b.jobs[id]; j != nil {
		j.recomp = r
	}
}

// Ranking is the job's cached match for the client's seed, if any. A
// job's ranking is fixed once: later rounds walk down the same list, as
// the client does, whatever reputation events happened since.
func (b *Book) Ranking(id [32]byte, seed [32]byte) *scheduler.Outcome {
	if j := b.jobs[id]; j != nil && j.ranking != nil && j.ranking.Seed == seed {
		return j.ranking
	}
	return nil
}

// SetRanking caches a match of the job.
func (b *Book) SetRanking(id [32]byte, out *scheduler.Outcome) {
	if j := b.jobs[id]; j != nil {
		j.ranking = out
	}
}

// ClaimBid reports whether this miner may still bid on the job (it is
// known and not bid on yet); with take, the bid is counted as made.
func (b *Book) ClaimBid(id [32]byte, take bool) bool {
	j := b.jobs[id]
	if j == nil || j.bid {
		return false
	}
	j.bid = j.bid || take
	return true
}

// Declined reports whether this peer saw the miner of the job's round
// decline it.
func (b *Book) Declined(id [32]byte, round uint32) bool {
	j := b.jobs[id]
	return j != nil && j.declined[round]
}

// Answered reports whether this peer saw the miner of the job's round
// acknowledge or decline it.
func (b *Book) Answered(id [32]byte, round uint32) bool {
	j := b.jobs[id]
	if j == nil {
		return false
	}
	_, acked := j.acks[round]
	return acked || j.declined[round]
}

// ClaimAck reports whether this miner may still acknowledge the job (it
// is known and not acknowledged yet) and returns its order; with take,
// the acknowledgement is counted as made.
func (b *Book) ClaimAck(id [32]byte, take bool) (*types.JobOrder, bool) {
	j := b.jobs[id]
	if j == nil || j.acked {
		return nil, false
	}
	j.acked = j.acked || take
	return j.order, true
}

// GC forgets jobs that finished more than keepFinished ago, and jobs a
// minute past their deadline, and bids held for jobs that never came.
func (b *Book) GC(now time.Time, keepFinished time.Duration) {
	b.early.expire(now)
	for id, j := range b.jobs {
		done := !j.finishedAt.IsZero() && now.Sub(j.finishedAt) > keepFinished
		if done || now.UnixMilli() > j.order.GetDeadlineMs()+int64(time.Minute/time.Millisecond) {
			b.setFinished(j, now) // no longer open
			delete(b.jobs, id)
		}
	}
	b.disputes.expire(now.UnixMilli())
	for a, w := range b.verdictRate {
		if now.Sub(w.start) >= VerdictWindow {
			delete(b.verdictRate, a)
		}
	}
}
