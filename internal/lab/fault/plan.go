package fault

import (
	"cmp"
	"slices"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/node"
)

// Plan says how many of a testnet's miners misbehave and how: the first
// NoAck miners ignore their assignments, the next Tamper ones misstate
// their results' hashes, and Byzantine of the rest fake outputs for
// FakeRate of their jobs (default 1: every one). It is the
// testnet.Config.Faults the lab and the tests pass.
type Plan struct {
	NoAck, Tamper, Byzantine int
	FakeRate                 float64
}

// Miner alters miner i of a fleet whose stakes (in TORA) are given: it
// wraps e (nil for a miner without an engine) and adds node options, and
// says whether the miner is byzantine.
func (p Plan) Miner(i int, stakes []int64, e engine.Engine) (engine.Engine, []node.Option, bool) {
	switch {
	case i < p.NoAck:
		return e, []node.Option{NoAck()}, false
	case i < p.NoAck+p.Tamper:
		return e, []node.Option{Tamper()}, false
	case !slices.Contains(p.byzantine(stakes), i):
		return e, nil, false
	}
	rate := p.FakeRate
	if rate == 0 {
		rate = 1
	}
	if e != nil {
		e = Lie(e, rate)
	}
	return e, nil, true
}

// byzantine picks the miners that fake results: among those that neither
// skip acks nor tamper, the ones with the most stake first (they win the
// most jobs, so a run shows what validation does to a big cheater).
func (p Plan) byzantine(stakes []int64) []int {
	var cand []int
	for i := p.NoAck + p.Tamper; i < len(stakes); i++ {
		cand = append(cand, i)
	}
	slices.SortStableFunc(cand, func(a, b int) int { return cmp.Compare(stakes[b], stakes[a]) })
	return cand[:min(p.Byzantine, len(cand))]
}
