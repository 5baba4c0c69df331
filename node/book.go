package node

import (
	"context"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

// Reasons the node's own checks refuse a message (metric labels); the
// job book names the rest (jobbook.Reason*).
const (
	reasonOldAdvert = "old-advert"
	// reasonBadSampleProof: a verdict whose sampling proof is not its
	// validator's signature over the result.
	reasonBadSampleProof = "bad-sample-proof"
	// reasonNotValidator: a verdict whose author is not a validator
	// meeting its subnet's minimum stake on chain.
	reasonNotValidator = "not-validator"
	// reasonNoEscrow: an order whose client's free escrow is below its
	// max fee.
	reasonNoEscrow = "no-escrow"
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
// job, for round r's decline before it counts round r as missed: longer
// than a miner waits for a direct round's stream before it declines the
// round publicly (directUnseenGrace), plus a gossip hop.
const declineGrace = directUnseenGrace + 500*time.Millisecond

// check is the node's semantic topic validation (p2p.Config.Check): the
// job book decides on job messages and records what it accepts, so a bid
// that follows its job on another topic finds the job already known.
func (n *core) check(ctx context.Context, in *p2p.Incoming) (pubsub.ValidationResult, string) {
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
		return n.checkOrder(ctx, m, now)
	case *types.Bid:
		if why := n.checkACL(types.Subnet(m), author, acl.Compute, reasonNoComputeRight); why != "" {
			return pubsub.ValidationIgnore, why
		}
		// The stake view is read outside the lock every validator takes.
		bid := jobbook.Bid{Miner: author, ID: in.ID, Msg: m, Stake: n.cfg.Stake.Stake(author)}
		n.mu.Lock()
		v = n.book.OnBid(bid, now)
		n.mu.Unlock()
	case *types.Assignment:
		if o := m.GetOrder(); o != nil && !n.inBook([32]byte(m.GetJobId())) {
			// The fast path's assignment carries its order (types
			// checked it is the client's own, for this job): judged as
			// on its own topic, it tells a peer the order overtook. A
			// job already known was judged when it came: judged again,
			// a round assigned close to the deadline would be refused
			// as expired, which an order-less round never is.
			if res, why := n.checkOrder(ctx, o, now); res != pubsub.ValidationAccept {
				return res, "order-" + why
			}
		}
		n.mu.Lock()
		v = n.book.OnAssignment(m)
		n.mu.Unlock()
		n.holdEarly(in, v)
	case *types.Ack:
		n.mu.Lock()
		v = n.book.OnAck(author, m)
		n.mu.Unlock()
		n.holdEarly(in, v)
	case *types.Result:
		n.mu.Lock()
		v = n.book.OnResult(author, m, now)
		n.mu.Unlock()
		n.holdEarly(in, v)
	case *types.Verdict:
		if why := n.checkVerdict(ctx, m, author); why != "" {
			return pubsub.ValidationReject, why
		}
		n.mu.Lock()
		v = n.book.OnVerdict(author, m, now)
		n.mu.Unlock()
	case *types.Dispute:
		n.mu.Lock()
		v = n.book.OnDispute(author, m, now, nil)
		n.mu.Unlock()
		// A validator's durable record of the job outlives the book's
		// entry (a dispute may come long after the result); it is read
		// only for a job the book lacks, outside the lock, as the stake
		// view is.
		if v.Reason == jobbook.ReasonUnknownJob && n.jobFacts != nil {
			if alt := n.jobFacts(ctx, [32]byte(m.GetJobId())); alt != nil {
				n.mu.Lock()
				v = n.book.OnDispute(author, m, now, alt)
				n.mu.Unlock()
			}
		}
	}
	return gossipAction(v.Action), v.Reason
}

// inBook reports whether the book holds job id.
func (n *core) inBook(id [32]byte) bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.book.Get(id) != nil
}

// checkOrder judges a job order (on its topic, or carried by its
// assignment) and records it in the book.
func (n *core) checkOrder(ctx context.Context, m *types.JobOrder, now time.Time) (pubsub.ValidationResult, string) {
	if !n.inBook([32]byte(m.GetJobId())) {
		client := common.BytesToAddress(m.GetClient()) // its signer (types.Verify)
		if why := n.checkACL(m.GetSubnet(), client, acl.Submit, reasonNoSubmitRight); why != "" {
			return pubsub.ValidationIgnore, why
		}
		// The escrow view is read outside the lock, as the stake view is.
		if why := n.checkEscrow(ctx, m, client); why != "" {
			return pubsub.ValidationIgnore, why
		}
	}
	n.mu.Lock()
	v := n.book.OnOrder(m, now)
	n.mu.Unlock()
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

// repView is the reputation the matcher sees: the local ledger rounded to
// 1/100, so peers whose ledgers differ only by decay timing (they observed
// the same events a few milliseconds apart) still compute the same winner.
func (n *core) repView() scheduler.ReputationView { return roundedRep{r: n.rep} }

// roundedRep is the ledger rounded to 1/100, as of asOf (the zero time:
// now).
type roundedRep struct {
	r    *store.Reputation
	asOf time.Time
}

func (r roundedRep) Reputation(a common.Address) float64 {
	v := 0.0
	if r.asOf.IsZero() {
		v = r.r.Reputation(a)
	} else {
		v = r.r.ReputationAsOf(a, r.asOf)
	}
	return math.Round(v*100) / 100
}

// maxPastViews bounds how many earlier reputation views a disagreeing
// recomputation tries (agreeWithPast).
const maxPastViews = 16

// agreeWithPast is the answer to an observer that is ahead of the
// client. Peers learn of reputation events at different moments: a
// validator records its own verdict the moment it decides, the client a
// gossip hop later, and a direct assignment can be drawn in between. A
// retry cannot help a peer that already holds an event the client had
// not seen, so when the current view disagrees, the match is run again
// over this peer's views of the last store.RecentWindow, as it held them
// just before each reputation event it recorded, latest first; the first
// that agrees is returned. A client may thereby have drawn from a view up
// to that window old; what it could gain (choosing among the views of
// the last two seconds) is small, and a recomputation only ever warns.
func (n *core) agreeWithPast(a *types.Assignment, match func(scheduler.ReputationView) scheduler.Outcome) (scheduler.Outcome, bool) {
	times := n.rep.RecentChanges(time.Time{})
	for i, tried := len(times)-1, 0; i >= 0 && tried < maxPastViews; i, tried = i-1, tried+1 {
		out := match(roundedRep{r: n.rep, asOf: times[i].Add(-time.Nanosecond)})
		if res, _ := jobbook.Judge(out, a); res == Agreed {
			return out, true
		}
	}
	return scheduler.Outcome{}, false
}

func (n *core) matchParams() scheduler.Params {
	return scheduler.Params{MinStake: n.cfg.MinStake}
}

// observeAssignment records a missed round against the previous miner and
// recomputes the assignment in the background. Bids and assignments travel
// on different topics, so an assignment can overtake a bid: a peer that
// sees another bid set retries a few times before concluding so.
func (n *core) observeAssignment(id [32]byte, a *types.Assignment) {
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
			// A direct assignment follows the previous job's ack by
			// milliseconds, not a bid window: the reputation event that
			// ack carries may still be on its way here, so a different
			// winner is retried too before it is concluded.
			if res = n.recompute(id, a, try == 9, try == 0 || try == 9); res != OtherBids && (res != Disagreed || len(a.GetOffers()) == 0) {
				break
			}
			if sleepCtx(n.ctx, 50*time.Millisecond) != nil {
				return
			}
		}
		if res == OtherBids {
			n.log.Debug("assignment made from a different bid set", "job", short(id), "client_bids", a.GetBidCount())
		}
		n.mu.Lock()
		n.book.SetRecomputation(id, res)
		n.mu.Unlock()
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
	}()
}

// recompute matches the job over the bids this peer saw (or, for a
// direct assignment, over the standing offers it cites) and judges the
// assignment against it.
//
// A direct assignment's ranking is cached only when it agrees (a peer
// still missing a reputation event retries with it); final says the
// caller will not retry, so a disagreement is logged. past says to try
// this peer's earlier reputation views on a disagreement
// (agreeWithPast): up to maxPastViews matches, so the caller asks for it
// on its first and last try only, and a client that assigns against the
// draw on purpose costs each peer a bounded number of matches.
func (n *core) recompute(id [32]byte, a *types.Assignment, final, past bool) Recomputation {
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
	switch {
	case cached != nil:
		out = *cached
	case len(a.GetOffers()) > 0:
		// Drawn from standing offers: recomputed over the very adverts
		// the assignment cites.
		offers, ok := n.citedOffers(a)
		if !ok {
			return OtherBids
		}
		match := func(rep scheduler.ReputationView) scheduler.Outcome {
			return scheduler.MatchOffers(job, offers, n.cfg.Stake, rep, n.matchParams())
		}
		out = match(n.repView())
		res, _ := jobbook.Judge(out, a)
		if res == Disagreed && past {
			if earlier, ok := n.agreeWithPast(a, match); ok {
				out, res = earlier, Agreed
			}
		}
		if res == Agreed {
			n.mu.Lock()
			n.book.SetRanking(id, &out)
			n.mu.Unlock()
		}
	default:
		adverts := n.subnetAdverts(order.GetSubnet())
		match := func(rep scheduler.ReputationView) scheduler.Outcome {
			return scheduler.Match(job, bids, adverts, n.cfg.Stake, rep, n.matchParams())
		}
		out = match(n.repView())
		if res, _ := jobbook.Judge(out, a); res == Disagreed && past {
			if earlier, ok := n.agreeWithPast(a, match); ok {
				out = earlier
			}
		}
		if out.Seed == seed {
			n.mu.Lock()
			n.book.SetRanking(id, &out)
			n.mu.Unlock()
		}
	}
	res, want := jobbook.Judge(out, a)
	if res == Disagreed && (final || len(a.GetOffers()) == 0) {
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
func (n *core) Recomputed(id [32]byte) Recomputation {
	n.mu.Lock()
	defer n.mu.Unlock()
	if j := n.book.Get(id); j != nil {
		return j.Recomputation()
	}
	return NotRecomputed
}

// onAck credits an observed ack to its miner's reputation, once.
func (n *core) onAck(a *types.Ack) {
	n.mu.Lock()
	credit := n.book.CreditAck(a)
	n.mu.Unlock()
	if credit {
		// Observers learn from public events too, so their reputation views
		// (and recomputed assignments) track the client's.
		n.recordRep(common.BytesToAddress(a.GetMiner()), store.Success)
	}
}

func (n *core) recordRep(a common.Address, kind store.EventKind) {
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
