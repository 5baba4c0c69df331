package jobbook

import (
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types"
)

// Reasons a verdict is not counted (metric labels). The caller refuses
// verdicts from unstaked authors itself (ReasonUnstaked): the book judges
// what a verdict says against what this peer saw.
const (
	// ReasonVerdictMiner: the verdict names a miner this peer never saw
	// assigned the job.
	ReasonVerdictMiner = "verdict-not-assigned"
	// ReasonVerdictResult: the verdict is about a result hash the miner
	// did not publish (as far as this peer saw).
	ReasonVerdictResult = "verdict-other-result"
	// ReasonVerdictRate: the validator sent more verdicts than
	// MaxVerdictsPerWindow in the current window.
	ReasonVerdictRate = "verdict-rate"
)

// Verdict rate limit: a validator's verdicts beyond MaxVerdictsPerWindow
// in one VerdictWindow are ignored. A validator publishes one verdict per
// result it re-executes, which takes at least one model run, so an honest
// one stays far below; a forger is bounded whatever it signs.
const (
	MaxVerdictsPerWindow = 600
	VerdictWindow        = time.Minute
)

// rateWindow counts one author's verdicts in its current window.
type rateWindow struct {
	start time.Time
	n     int
}

// OnVerdict decides whether a verdict counts: only for a job this peer
// knows, assigned (in some round) to the miner it names, about the result
// hash that miner published, and within its validator's rate. Anything
// else is ignored, not rejected: this peer may just have missed the
// gossip that would make it count. Where this peer follows results
// (SetFollowsResults) and saw none from that miner, the verdict is
// ignored too; a peer that does not follow results (a miner) judges the
// assignment only. This peer's own verdicts always count.
//
// The caller has checked the author is a staked validator (the book has
// no stake view of validators); counted verdicts are the only ones that
// may move reputation or make a validator re-execute.
func (b *Book) OnVerdict(author common.Address, v *types.Verdict, now time.Time) Verdict {
	if author == b.self {
		return accepted
	}
	j, ok := b.jobs[[32]byte(v.GetJobId())]
	if !ok {
		return ignore(ReasonUnknownJob)
	}
	if !j.assignedTo(v.GetMiner()) {
		return ignore(ReasonVerdictMiner)
	}
	seen, match := j.resultOf(v.GetMiner(), v.GetResultHash())
	if !match && (seen || b.followsResults) {
		return ignore(ReasonVerdictResult)
	}
	if !b.allowVerdict(author, now) {
		return ignore(ReasonVerdictRate)
	}
	return accepted
}

// SetFollowsResults tells the book whether this peer receives the
// results topic (clients and validators do, miners do not): a peer that
// does judges verdicts by the result hash too.
func (b *Book) SetFollowsResults(on bool) { b.followsResults = on }

// allowVerdict counts a verdict of author's against its window.
func (b *Book) allowVerdict(author common.Address, now time.Time) bool {
	w := b.verdictRate[author]
	if w == nil || now.Sub(w.start) >= VerdictWindow || now.Before(w.start) {
		w = &rateWindow{start: now}
		b.verdictRate[author] = w
	}
	if w.n >= MaxVerdictsPerWindow {
		return false
	}
	w.n++
	return true
}

// assignedTo reports whether the job was assigned to miner in any round.
func (j *Job) assignedTo(miner []byte) bool {
	for _, a := range j.assign {
		if slices.Equal(a.GetMiner(), miner) {
			return true
		}
	}
	return false
}

// resultOf reports whether this peer saw a successful result of miner's
// for the job, and whether one of them has the result hash given.
func (j *Job) resultOf(miner, hash []byte) (seen, match bool) {
	for r, h := range j.results {
		if a := j.assign[r]; a == nil || !slices.Equal(a.GetMiner(), miner) {
			continue
		}
		seen = true
		if slices.Equal(h[:], hash) {
			return true, true
		}
	}
	return seen, false
}
