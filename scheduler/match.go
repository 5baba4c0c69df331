package scheduler

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/binary"
	"math"
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
	return seed(jobID, bids, make([]prefixKey, len(bids)), nil)
}

// seed is Seed with the sort buffers supplied by the caller.
func seed(jobID [32]byte, bids []Bid, keys, tmp []prefixKey) [32]byte {
	// Sort small keys (the first 8 bytes of each ID) rather than the IDs
	// themselves; full IDs are compared only when those bytes tie.
	keys = keys[:len(bids)]
	for i := range bids {
		keys[i] = prefixKey{binary.BigEndian.Uint64(bids[i].ID[:8]), int32(i)}
	}
	sortKeys(keys, tmp, func(a, b int32) int { return cmpID(&bids[a].ID, &bids[b].ID) })
	h := sha256.New()
	var buf [4096]byte
	w := copy(buf[:], jobID[:])
	var prev *[32]byte
	for _, k := range keys {
		id := &bids[k.i].ID
		if prev != nil && *prev == *id {
			continue
		}
		prev = id
		if w+len(id) > len(buf) {
			h.Write(buf[:w])
			w = 0
		}
		w += copy(buf[w:], id[:])
	}
	h.Write(buf[:w])
	var s [32]byte
	h.Sum(s[:0])
	return s
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
	bad    uint8    // bad* flags: why the bid is excluded
	cached bool     // the advert lists job.ModelCID
	stake  *big.Int // nil = 0
	sf     float64  // stake factor
	pf     float64  // price factor
	weight float64
}

const (
	badPrice = 1 << iota
	badStake
	badNoAdvert
	badSpec
)

// Match ranks the bids for job. It is a pure function of its arguments:
// the order of bids does not matter, and every peer with the same inputs
// gets the same Outcome. stake and rep may be nil (all stakes 0, all
// reputations 1). See the package doc for the filters, weight and draw.
//
// Match is O(n log n) in the number of bids (the sorts are radix sorts, so
// in practice O(n)). With thousands of bids the adverts, stakes and prices
// it reads are cache misses, so the work is split into short passes that
// each do one kind of lookup over all miners: the CPU then overlaps the
// misses of consecutive miners instead of waiting for each in turn.
func Match(job Job, bids []Bid, adverts map[common.Address]Advert, stake StakeView, rep ReputationView, p Params) Outcome {
	keys := make([]prefixKey, len(bids))
	tmp := make([]prefixKey, len(bids))
	out := Outcome{Seed: seed(job.ID, bids, keys, tmp)}
	if len(bids) == 0 {
		return out
	}
	n := newNeeds(job)
	cfg := p.resolve()
	n.minStake = weiText(cfg.minStake)

	// One bid per miner: sort by miner, keep each run's best bid, and mark
	// it; walking bids in their own order afterwards keeps the later passes'
	// reads of bids sequential.
	keys = keys[:0]
	for i := range bids {
		b := &bids[i]
		if b.JobID != job.ID {
			out.Excluded = append(out.Excluded, Exclusion{b.Miner, b.ID, []Reason{{ReasonWrongJob, "bid is for job " + shortHex(b.JobID[:]) + ", not " + n.jobID, ""}}})
			continue
		}
		keys = append(keys, prefixKey{binary.BigEndian.Uint64(b.Miner[:8]), int32(i)})
	}
	sortKeys(keys, tmp, func(a, b int32) int { return bytes.Compare(bids[a].Miner[:], bids[b].Miner[:]) })
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

	// Stakes: look up, then read.
	if stake != nil {
		for i := range cands {
			cands[i].stake = stake.Stake(cands[i].miner)
		}
	}
	needStake := cfg.minStake.Sign() > 0
	for i := range cands {
		c := &cands[i]
		if c.stake != nil && c.stake.Sign() <= 0 {
			c.stake = nil
		}
		if needStake && (c.stake == nil || c.stake.Cmp(cfg.minStake) < 0) {
			c.bad |= badStake
		}
		c.sf = min(max(bigToFloat(c.stake)/cfg.unit, StakeFactorFloor), cfg.stakeCap)
	}

	// Prices.
	maxFee := 0.0
	if job.MaxFee != nil && job.MaxFee.Sign() > 0 {
		maxFee = bigToFloat(job.MaxFee)
	}
	for i := range cands {
		c := &cands[i]
		p := bids[c.bid].Price
		switch {
		case p == nil || p.Sign() < 0 || n.maxFee != nil && p.Cmp(n.maxFee) > 0:
			c.bad |= badPrice
		case maxFee > 0:
			c.pf = 1 + (maxFee-bigToFloat(p))/maxFee
		default:
			c.pf = 1
		}
	}

	// Adverts and the spec.
	for i := range cands {
		c := &cands[i]
		ad, ok := adverts[c.miner]
		switch {
		case !ok:
			c.bad |= badNoAdvert
		case !n.fits(&ad):
			c.bad |= badSpec
		case job.ModelCID != "":
			c.cached = slices.Contains(ad.CachedModels, job.ModelCID)
		}
	}

	// Exclusions, with every reason in a fixed order; survivors stay.
	var scratch []Reason
	kept := cands[:0]
	for _, c := range cands {
		if c.bad == 0 {
			kept = append(kept, c)
			continue
		}
		b := &bids[c.bid]
		rs := scratch[:0]
		if c.bad&badPrice != 0 {
			rs = n.price(b.Price, rs)
		}
		if c.bad&badNoAdvert != 0 {
			rs = append(rs, Reason{ReasonNoAdvert, "no advert known for this miner", ""})
		} else if c.bad&badSpec != 0 {
			ad := adverts[c.miner]
			rs = n.hardware(&ad, rs)
		}
		if c.bad&badStake != 0 {
			rs = append(rs, Reason{ReasonStake, "has " + weiText(c.stake) + " wei staked, job needs " + n.minStake + " wei", "min stake"})
		}
		out.Excluded = append(out.Excluded, Exclusion{b.Miner, b.ID, slices.Clone(rs)})
		scratch = rs
	}
	cands = kept

	// Weights and draw keys.
	order := keys[:len(cands)]
	for i := range cands {
		c := &cands[i]
		r := 1.0
		if rep != nil {
			r = rep.Reputation(c.miner)
		}
		if !(r >= cfg.repFloor) { // also catches NaN
			r = cfg.repFloor
		}
		r = min(r, 1)
		cb := 1.0
		if c.cached {
			cb = cfg.cacheBonus
		}
		c.weight = float64(float64(float64(c.sf*r)*c.pf) * cb)
		order[i] = prefixKey{descending(esKey(unitDraw(&out.Seed, c.miner), c.weight)), int32(i)}
	}
	sortKeys(order, tmp, func(a, b int32) int { return bytes.Compare(cands[a].miner[:], cands[b].miner[:]) })
	out.Ranked = make([]Candidate, len(cands))
	for i, k := range order {
		c := &cands[k.i]
		b := &bids[c.bid]
		out.Ranked[i] = Candidate{Miner: b.Miner, BidID: b.ID, Price: b.Price, Weight: c.weight}
	}
	// Sort, and list a bid gossiped more than once (same miner, ID and
	// reasons) once.
	slices.SortFunc(out.Excluded, cmpExclusion)
	out.Excluded = slices.CompactFunc(out.Excluded, func(a, b Exclusion) bool { return cmpExclusion(a, b) == 0 })
	return out
}

// descending maps a float64 (not NaN) to a uint64 whose ascending order is
// the float's descending order.
func descending(f float64) uint64 {
	b := math.Float64bits(f)
	if b>>63 == 1 {
		return b // negative: a larger magnitude is a smaller float
	}
	return ^(b | 1<<63)
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
