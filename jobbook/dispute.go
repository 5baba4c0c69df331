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

// A peer accepts at most MaxDisputesPerMiner disputes of one miner's
// results for one job (a client has at most two to dispute: the claim it
// rejected and a leaf settled with another hash), and MaxDisputesPerJob
// of one job in all: the result hash is the client's word, so without
// these bounds one job could carry any number of relayed disputes.
const (
	MaxDisputesPerMiner = 2
	MaxDisputesPerJob   = 8
)

// ReasonDisputeBound: the job (or this miner's results for it) has had
// as many disputes as a peer accepts.
const ReasonDisputeBound = "dispute-bound"

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
// no longer be disputed, at most MaxDisputes of them, with how many each
// job and each (job, miner) has.
type disputeSet struct {
	until    map[disputeKey]int64 // key → Unix ms after which its job is stale
	perJob   map[[32]byte]int
	perMiner map[jobMiner]int
}

type jobMiner struct {
	job   [32]byte
	miner common.Address
}

// full reports whether another dispute of (job, miner) would pass a bound.
func (s *disputeSet) full(job [32]byte, miner common.Address) bool {
	return s.perJob[job] >= MaxDisputesPerJob || s.perMiner[jobMiner{job, miner}] >= MaxDisputesPerMiner
}

func (s *disputeSet) forget(k disputeKey) {
	delete(s.until, k)
	if s.perJob[k.job]--; s.perJob[k.job] <= 0 {
		delete(s.perJob, k.job)
	}
	jm := jobMiner{k.job, k.miner}
	if s.perMiner[jm]--; s.perMiner[jm] <= 0 {
		delete(s.perMiner, jm)
	}
}

func (s *disputeSet) has(k disputeKey) bool {
	_, ok := s.until[k]
	return ok
}

func (s *disputeSet) add(k disputeKey, until int64) {
	if s.until == nil {
		s.until = make(map[disputeKey]int64)
		s.perJob = make(map[[32]byte]int)
		s.perMiner = make(map[jobMiner]int)
	}
	if len(s.until) >= MaxDisputes {
		var first disputeKey
		firstAt := int64(-1)
		for k, t := range s.until {
			if firstAt < 0 || t < firstAt {
				first, firstAt = k, t
			}
		}
		s.forget(first)
	}
	s.until[k] = until
	s.perJob[k.job]++
	s.perMiner[jobMiner{k.job, k.miner}]++
}

func (s *disputeSet) expire(nowMs int64) {
	for k, t := range s.until {
		if nowMs > t {
			s.forget(k)
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
// it), only about a miner this peer saw assigned the job (judged from a
// record, which keeps one round: any miner), before the job can no
// longer be disputed, once per (job, miner, result), and at most
// MaxDisputesPerMiner / MaxDisputesPerJob times. A job not
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
	fromRecord := false
	if j, ok := b.jobs[id]; ok {
		facts.Order = j.order
		for _, a := range j.assign {
			facts.Assigns = append(facts.Assigns, a)
		}
	} else if alt != nil && alt.Order != nil {
		facts, fromRecord = *alt, true
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
		if !fromRecord {
			return ignore(ReasonDisputeMiner)
		}
		// A record keeps only the round its validator followed: an
		// earlier round's miner (a late leaf of its) is judged by the
		// job's known terms, bounded per job like any dispute.
		mine = facts.Assigns
	}
	horizon := DisputeHorizonMs(facts.Order, mine)
	if d.GetCreatedMs() > horizon {
		return ignore(ReasonDisputeStale)
	}
	k := disputeKey{job: id, miner: common.BytesToAddress(d.GetMiner()), result: [32]byte(d.GetResultHash())}
	if b.disputes.has(k) {
		return ignore(ReasonDuplicateDispute)
	}
	if b.disputes.full(k.job, k.miner) {
		return ignore(ReasonDisputeBound)
	}
	b.disputes.add(k, horizon)
	return accepted
}
