package jobbook

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/types"
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

func (r Recomputation) String() string {
	return [...]string{"not-recomputed", "agreed", "disagreed", "other-bids"}[r]
}

// Judge compares the client's assignment with this peer's own match of
// the job (over the bids, or over the standing offers the assignment
// cites). The match's seed commits to the bid or offer set, so a
// different seed means the peer ranked another set (OtherBids); with the
// same seed the round's miner must be the (round - first_round)-th
// ranked one. want is the miner this peer would have assigned (zero when
// its ranking is shorter).
func Judge(out scheduler.Outcome, a *types.Assignment) (r Recomputation, want common.Address) {
	round := int(a.GetRound()) - int(a.GetFirstRound())
	if round < len(out.Ranked) {
		want = out.Ranked[round].Miner
	}
	switch {
	case out.Seed != [32]byte(a.GetSeed()):
		return OtherBids, want
	case round < len(out.Ranked) && want == common.BytesToAddress(a.GetMiner()):
		return Agreed, want
	default:
		return Disagreed, want
	}
}

// SchedJob is the job as the matcher reads it.
func SchedJob(o *types.JobOrder) (scheduler.Job, error) {
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
