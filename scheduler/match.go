package scheduler

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/binary"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
)

// Candidate is an eligible miner in ranked order. Price aliases the bid's.
type Candidate struct {
	Miner  common.Address
	BidID  [32]byte
	Price  *big.Int
	Weight float64
}

// Exclusion is a bid that cannot win, with every reason.
type Exclusion struct {
	Miner   common.Address
	BidID   [32]byte
	Reasons []Reason
}

// Outcome is the result of Match. Ranked holds the eligible miners, winner
// first and then the fallback order; Excluded is sorted by miner, then bid ID.
type Outcome struct {
	Seed     [32]byte
	Ranked   []Candidate
	Excluded []Exclusion
}

// Winner returns the first ranked candidate, if any.
func (o Outcome) Winner() (Candidate, bool) {
	if len(o.Ranked) == 0 {
		return Candidate{}, false
	}
	return o.Ranked[0], true
}

// Seed is sha256(jobID || the sorted, de-duplicated IDs of bids), so every
// peer holding the same bid set, in any order, draws with the same seed.
func Seed(jobID [32]byte, bids []Bid) [32]byte {
	// Sort small keys (the first 8 bytes of each ID) rather than the IDs
	// themselves; full IDs are compared only when those bytes tie.
	keys := make([]prefixKey, len(bids))
	for i := range bids {
		keys[i] = prefixKey{binary.BigEndian.Uint64(bids[i].ID[:8]), int32(i)}
	}
	slices.SortFunc(keys, func(a, b prefixKey) int {
		if a.hi != b.hi {
			return cmp.Compare(a.hi, b.hi)
		}
		return cmpID(&bids[a.i].ID, &bids[b.i].ID)
	})
	h := sha256.New()
	buf := make([]byte, 0, 4096)
	buf = append(buf, jobID[:]...)
	var prev *[32]byte
	for _, k := range keys {
		id := &bids[k.i].ID
		if prev != nil && *prev == *id {
			continue
		}
		prev = id
		if len(buf)+len(id) > cap(buf) {
			h.Write(buf)
			buf = buf[:0]
		}
		buf = append(buf, id[:]...)
	}
	h.Write(buf)
	var s [32]byte
	h.Sum(s[:0])
	return s
}

// prefixKey sorts bids by the first 8 bytes of an ID or address; i is the
// bid's index, for comparing the rest on a tie.
type prefixKey struct {
	hi uint64
	i  int32
}

// cmpID orders IDs as big-endian byte strings, a word at a time.
func cmpID(a, b *[32]byte) int {
	for i := 0; i < 32; i += 8 {
		x, y := binary.BigEndian.Uint64(a[i:]), binary.BigEndian.Uint64(b[i:])
		if x != y {
			return cmp.Compare(x, y)
		}
	}
	return 0
}

// better reports whether bid a beats bid b of the same miner: a valid price
// first, then the lower price, then the smaller ID.
func better(a, b *Bid) bool {
	av, bv := a.Price != nil && a.Price.Sign() >= 0, b.Price != nil && b.Price.Sign() >= 0
	if av != bv {
		return av
	}
	if av {
		if c := a.Price.Cmp(b.Price); c != 0 {
			return c < 0
		}
	}
	return cmpID(&a.ID, &b.ID) < 0
}

// cand is a miner's best bid on its way through Match.
type cand struct {
	miner  common.Address
	bid    int32
	cached bool
	stake  *big.Int // nil = 0
	stakeF float64  // stake, as a float
	priceF float64
	weight float64
	key    float64
}

// Match ranks the bids for job. It is a pure function of its arguments:
// the order of bids does not matter, and every peer with the same inputs
// gets the same Outcome. stake and rep may be nil (all stakes 0, all
// reputations 1). See the package doc for the filters, weight and draw.
//
// The work is split into passes that each do one kind of lookup over all
// miners: with thousands of bids the adverts, stakes and prices are cache
// misses, and a short loop lets the CPU overlap them.
func Match(job Job, bids []Bid, adverts map[common.Address]Advert, stake StakeView, rep ReputationView, p Params) Outcome {
	out := Outcome{Seed: Seed(job.ID, bids)}
	if len(bids) == 0 {
		return out
	}
	n := newNeeds(job)
	cfg := p.resolve()

	// One bid per miner: sort by miner, keep each run's best bid.
	keys := make([]prefixKey, 0, len(bids))
	for i := range bids {
		b := &bids[i]
		if b.JobID != job.ID {
			out.Excluded = append(out.Excluded, Exclusion{b.Miner, b.ID, []Reason{{ReasonWrongJob, "bid is for job " + shortHex(b.JobID[:]) + ", not " + n.jobID, ""}}})
			continue
		}
		keys = append(keys, prefixKey{binary.BigEndian.Uint64(b.Miner[:8]), int32(i)})
	}
	slices.SortFunc(keys, func(a, b prefixKey) int {
		if a.hi != b.hi {
			return cmp.Compare(a.hi, b.hi)
		}
		return bytes.Compare(bids[a.i].Miner[:], bids[b.i].Miner[:])
	})
	// isBest marks each miner's best bid; walking bids in their own order
	// afterwards keeps the later passes' memory access sequential.
	isBest := make([]bool, len(bids))
	nBest := 0
	for g := 0; g < len(keys); {
		miner := &bids[keys[g].i].Miner
		best := keys[g].i
		e := g + 1
		for ; e < len(keys) && keys[e].hi == keys[g].hi && bids[keys[e].i].Miner == *miner; e++ {
			if better(&bids[keys[e].i], &bids[best]) {
				best = keys[e].i
			}
		}
		for _, k := range keys[g:e] {
			// Skip the best bid itself and copies of it (the same signed bid
			// gossiped twice).
			if b := &bids[k.i]; k.i != best && b.ID != bids[best].ID {
				out.Excluded = append(out.Excluded, Exclusion{b.Miner, b.ID, []Reason{{ReasonDuplicateBid, "miner has a better bid " + shortHex(bids[best].ID[:]), ""}}})
			}
		}
		isBest[best] = true
		nBest++
		g = e
	}
	cands := make([]cand, 0, nBest)
	for i := range bids {
		if isBest[i] {
			cands = append(cands, cand{miner: bids[i].Miner, bid: int32(i)})
		}
	}

	// Stakes.
	if stake != nil {
		for i := range cands {
			c := &cands[i]
			if s := stake.Stake(c.miner); s != nil && s.Sign() > 0 {
				c.stake = s
				c.stakeF = bigToFloat(s)
			}
		}
	}

	// Price, advert, spec and stake checks; survivors stay in cands.
	var scratch []Reason
	kept := cands[:0]
	for _, c := range cands {
		b := &bids[c.bid]
		rs := n.price(b.Price, scratch[:0])
		ad, haveAd := adverts[b.Miner]
		if haveAd {
			rs = n.hardware(&ad, rs)
			c.cached = job.ModelCID != "" && slices.Contains(ad.CachedModels, job.ModelCID)
			c.priceF = bigToFloat(b.Price)
		} else {
			rs = append(rs, Reason{ReasonNoAdvert, "no advert known for this miner", ""})
		}
		if cfg.minStake.Sign() > 0 && (c.stake == nil || c.stake.Cmp(cfg.minStake) < 0) {
			have := "0"
			if c.stake != nil {
				have = c.stake.String()
			}
			rs = append(rs, Reason{ReasonStake, "has " + have + " wei staked, job needs " + cfg.minStake.String() + " wei", "min stake"})
		}
		if len(rs) > 0 {
			out.Excluded = append(out.Excluded, Exclusion{b.Miner, b.ID, slices.Clone(rs)})
			scratch = rs
			continue
		}
		kept = append(kept, c)
	}
	cands = kept

	// Weights.
	maxFee := 0.0
	if job.MaxFee != nil && job.MaxFee.Sign() > 0 {
		maxFee = bigToFloat(job.MaxFee)
	}
	for i := range cands {
		c := &cands[i]
		sf := min(max(c.stakeF/cfg.unit, StakeFactorFloor), cfg.stakeCap)
		r := 1.0
		if rep != nil {
			r = rep.Reputation(c.miner)
		}
		if !(r >= cfg.repFloor) { // also catches NaN
			r = cfg.repFloor
		}
		r = min(r, 1)
		pf := 1.0
		if maxFee > 0 {
			pf = 1 + (maxFee-c.priceF)/maxFee
		}
		cb := 1.0
		if c.cached {
			cb = cfg.cacheBonus
		}
		c.weight = float64(float64(float64(sf*r)*pf) * cb)
	}

	// Draw.
	for i := range cands {
		c := &cands[i]
		c.key = esKey(unitDraw(&out.Seed, c.miner), c.weight)
	}
	slices.SortFunc(cands, func(a, b cand) int {
		if a.key != b.key {
			if a.key > b.key {
				return -1
			}
			return 1
		}
		return bytes.Compare(a.miner[:], b.miner[:])
	})
	out.Ranked = make([]Candidate, len(cands))
	for i := range cands {
		b := &bids[cands[i].bid]
		out.Ranked[i] = Candidate{Miner: b.Miner, BidID: b.ID, Price: b.Price, Weight: cands[i].weight}
	}
	slices.SortFunc(out.Excluded, cmpExclusion)
	return out
}

func cmpExclusion(a, b Exclusion) int {
	if c := bytes.Compare(a.Miner[:], b.Miner[:]); c != 0 {
		return c
	}
	if c := cmpID(&a.BidID, &b.BidID); c != 0 {
		return c
	}
	// Same miner and bid ID: only when a signed bid was seen twice with
	// inconsistent fields; order by reasons so the output is still unique.
	return slices.CompareFunc(a.Reasons, b.Reasons, func(x, y Reason) int {
		return cmp.Or(cmp.Compare(x.Code, y.Code), cmp.Compare(x.Detail, y.Detail), cmp.Compare(x.Want, y.Want))
	})
}
