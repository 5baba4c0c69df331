package jobbook

import (
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types"
)

// Reasons a dispute is refused (metric labels). A dispute by anyone but
// the job's client is rejected (ReasonNotClient); the others are ignored.
const (
	// ReasonDisputeMiner: the dispute names a miner this peer never saw
	// assigned the job.
	ReasonDisputeMiner = "dispute-not-assigned"
	// ReasonDisputeStale: the dispute was made after the job's last
	// leaf could still be challenged (its settle-by plus the longest
	// challenge window).
	ReasonDisputeStale = "dispute-stale"
	// ReasonDuplicateDispute: the client already disputed this result of
	// this miner's for this job.
	ReasonDuplicateDispute = "duplicate-dispute"
	// ReasonDisputeSubnet: the client signed a dispute naming another
	// subnet than its job's (rejected).
	ReasonDisputeSubnet = "dispute-other-subnet"
)

// MaxDisputes bounds the (job, miner, result) keys a peer remembers to
// refuse duplicate disputes; past it the key whose job can no longer be
// disputed soonest is forgotten (a forgotten key's duplicate finds a
// validator that already re-executed, so it costs no work).
const MaxDisputes = 4096

// JobFacts is what a peer knows of a job from elsewhere than its book (a
// validator's durable record outlives the book's entry): the order and
// the assignments it saw.
type JobFacts struct {
	Order   *types.JobOrder
	Assigns []*types.Assignment
}

// disputeKey identifies what one dispute asks to check.
type disputeKey struct {
	job    [32]byte
	miner  common.Address
	result [32]byte
}

// disputeSet remembers the disputes a peer accepted until their job can
// no longer be disputed, at most MaxDisputes of them.
type disputeSet struct {
	until map[disputeKey]int64 // key → Unix ms after which its job is stale
}

func (s *disputeSet) has(k disputeKey) bool {
	_, ok := s.until[k]
	return ok
}

func (s *disputeSet) add(k disputeKey, until int64) {
	if s.until == nil {
		s.until = make(map[disputeKey]int64)
	}
	if len(s.until) >= MaxDisputes {
		var first disputeKey
		firstAt := int64(-1)
		for k, t := range s.until {
			if firstAt < 0 || t < firstAt {
				first, firstAt = k, t
			}
		}
		delete(s.until, first)
	}
	s.until[k] = until
}

func (s *disputeSet) expire(nowMs int64) {
	for k, t := range s.until {
		if nowMs > t {
			delete(s.until, k)
		}
	}
}

// DisputeHorizonMs is the last time (Unix ms) at which a job whose
// assignments to one miner are given can be disputed: the latest
// settle-by among them (a miner cannot settle the job later) plus the
// longest challenge window a subnet may set. An assignment without terms
// counts from the order's deadline.
func DisputeHorizonMs(o *types.JobOrder, assigns []*types.Assignment) int64 {
	last := o.GetDeadlineMs()
	for _, a := range assigns {
		last = max(last, a.GetSettleByMs())
	}
	return last + types.MaxChallengeWindowMs
}

// OnDispute decides whether a dispute stands: only the job's client may
// dispute it (anyone else is rejected: the signature proves who made
// it), only about a miner this peer saw assigned the job, before the job
// can no longer be disputed, and once per (job, miner, result). A job not
// in the book is judged from alt when the caller has facts of it (a
// validator's record), else ignored. An accepted dispute is remembered so
// that its duplicates are ignored. This peer's own disputes always pass
// (its client may dispute a job its book has forgotten; the peers that
// relay it judge it).
//
// It bounds what a dispute costs validators: each one makes them
// re-execute a job at most once, and only a job's own client, who paid
// for it, can ask.
func (b *Book) OnDispute(author common.Address, d *types.Dispute, now time.Time, alt *JobFacts) Verdict {
	if author == b.self {
		return accepted
	}
	id := [32]byte(d.GetJobId())
	var facts JobFacts
	if j, ok := b.jobs[id]; ok {
		facts.Order = j.order
		for _, a := range j.assign {
			facts.Assigns = append(facts.Assigns, a)
		}
	} else if alt != nil && alt.Order != nil {
		facts = *alt
	} else {
		return ignore(ReasonUnknownJob)
	}
	if author != common.BytesToAddress(facts.Order.GetClient()) {
		return reject(ReasonNotClient)
	}
	if d.GetSubnet() != facts.Order.GetSubnet() {
		return reject(ReasonDisputeSubnet)
	}
	mine := slices.DeleteFunc(slices.Clone(facts.Assigns), func(a *types.Assignment) bool {
		return !slices.Equal(a.GetMiner(), d.GetMiner())
	})
	if len(mine) == 0 {
		return ignore(ReasonDisputeMiner)
	}
	horizon := DisputeHorizonMs(facts.Order, mine)
	if d.GetCreatedMs() > horizon {
		return ignore(ReasonDisputeStale)
	}
	k := disputeKey{job: id, miner: common.BytesToAddress(d.GetMiner()), result: [32]byte(d.GetResultHash())}
	if b.disputes.has(k) {
		return ignore(ReasonDuplicateDispute)
	}
	b.disputes.add(k, horizon)
	return accepted
}
