package jobbook

import "github.com/ethereum/go-ethereum/common"

// End is how one round of a posted job ended, as its client saw it.
type End int

// Round endings.
const (
	// Declined: the miner said at once that it is at capacity. It costs
	// one round trip and is free, up to twice MaxRounds declines, so a
	// job walks down the ranking past miners that are full, but bids
	// that are always declined cannot walk a job through the whole
	// market.
	Declined End = iota
	// Unanswered: no ack within the ack timeout.
	Unanswered
	// Failed: the miner acked and then failed the job, or its result did
	// not verify; another miner may succeed.
	Failed
	// BadInput: the miner says the client's own input or model is at
	// fault. That costs a lying miner nothing, so one more miner is asked
	// before the client believes it; if that one succeeds, the first is
	// blamed.
	BadInput
	// Expired: no result before the job's deadline; nobody else can run
	// it in time.
	Expired
	// Succeeded: a verified result.
	Succeeded
)

// Rounds is the client's retry policy for one job: it walks down the
// ranked miners, one round each, until a round succeeds or the job runs
// out of rounds. Up to maxRounds assignments may fail (no ack, a failed
// result); declines are free within their limit.
type Rounds struct {
	maxRounds, ranked, tries int
	round, used, declines    int
	blamed                   common.Address
}

// NewRounds starts the policy for a job with ranked eligible miners.
func NewRounds(maxRounds, ranked int) *Rounds {
	return &Rounds{maxRounds: maxRounds, ranked: ranked, tries: min(maxRounds, ranked)}
}

// Next is the round to assign next (the index of its miner in the
// ranking), and false when the job has run out of rounds.
func (s *Rounds) Next() (int, bool) {
	return s.round, s.round < s.ranked && s.used < s.tries
}

// Rounds is how many rounds were assigned so far.
func (s *Rounds) Rounds() int { return s.round }

// End records how the current round, whose miner is miner, ended. goOn
// says whether the client assigns another round (if Next has one). On
// success, blame is a miner that earlier called the input bad although
// this round succeeded: it earns a Failure.
func (s *Rounds) End(miner common.Address, e End) (goOn bool, blame common.Address) {
	last := s.round
	s.round++
	if e == Declined {
		if s.declines++; s.declines > 2*s.maxRounds {
			s.used++
		}
		return true, common.Address{}
	}
	s.used++
	switch e {
	case Succeeded:
		return false, s.blamed
	case Expired:
		return false, common.Address{}
	case BadInput:
		if s.blamed != (common.Address{}) || s.used >= s.tries || last+1 >= s.ranked {
			return false, common.Address{}
		}
		s.blamed = miner
	}
	return true, common.Address{}
}
