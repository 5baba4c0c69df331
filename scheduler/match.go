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
	ids := make([][32]byte, len(bids))
	for i := range bids {
		ids[i] = bids[i].ID
	}
	slices.SortFunc(ids, func(a, b [32]byte) int { return cmpID(&a, &b) })
	ids = slices.Compact(ids)
	h := sha256.New()
	h.Write(jobID[:])
	for i := range ids {
		h.Write(ids[i][:])
	}
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

type drawn struct {
	key    float64
	weight float64
	bid    int32
}

// Match ranks the bids for job. It is a pure function of its arguments:
// the order of bids does not matter, and every peer with the same inputs
// gets the same Outcome. stake and rep may be nil (all stakes 0, all
// reputations 1). See the package doc for the filters, weight and draw.
func Match(job Job, bids []Bid, adverts map[common.Address]Advert, stake StakeView, rep ReputationView, p Params) Outcome {
	out := Outcome{Seed: Seed(job.ID, bids)}
	if len(bids) == 0 {
		return out
	}
	n := newNeeds(job)
	cfg := p.resolve()

	// One bid per miner. reps[slot[m]] is miner m's best bid so far.
	slot := make(map[common.Address]int32, len(bids))
	reps := make([]int32, 0, len(bids))
	for i := range bids {
		b := &bids[i]
		if b.JobID != job.ID {
			continue
		}
		s, ok := slot[b.Miner]
		if !ok {
			slot[b.Miner] = int32(len(reps))
			reps = append(reps, int32(i))
		} else if better(b, &bids[reps[s]]) {
			reps[s] = int32(i)
		}
	}
	// Exclusions that name the final best bid are written only now, so they
	// do not depend on the order bids arrived in.
	for i := range bids {
		b := &bids[i]
		if b.JobID != job.ID {
			out.Excluded = append(out.Excluded, Exclusion{b.Miner, b.ID, []Reason{{ReasonWrongJob, "bid is for job " + shortHex(b.JobID[:]) + ", not " + n.jobID, ""}}})
			continue
		}
		best := &bids[reps[slot[b.Miner]]]
		if best.ID == b.ID {
			continue // the best bid itself, or the same signed bid seen twice
		}
		out.Excluded = append(out.Excluded, Exclusion{b.Miner, b.ID, []Reason{{ReasonDuplicateBid, "miner has a better bid " + shortHex(best.ID[:]), ""}}})
	}

	maxFee := 0.0
	if job.MaxFee != nil && job.MaxFee.Sign() > 0 {
		maxFee = bigToFloat(job.MaxFee)
	}
	zero := new(big.Int)
	var scratch []Reason
	ranked := make([]drawn, 0, len(reps))
	for _, bi := range reps {
		b := &bids[bi]
		rs := n.price(b.Price, scratch[:0])
		ad, haveAd := adverts[b.Miner]
		if haveAd {
			rs = n.hardware(&ad, rs)
		} else {
			rs = append(rs, Reason{ReasonNoAdvert, "no advert known for this miner", ""})
		}
		st := zero
		if stake != nil {
			if s := stake.Stake(b.Miner); s != nil && s.Sign() > 0 {
				st = s
			}
		}
		if st.Cmp(cfg.minStake) < 0 {
			rs = append(rs, Reason{ReasonStake, "has " + st.String() + " wei staked, job needs " + cfg.minStake.String() + " wei", "min stake"})
		}
		if len(rs) > 0 {
			out.Excluded = append(out.Excluded, Exclusion{b.Miner, b.ID, slices.Clone(rs)})
			scratch = rs
			continue
		}

		sf := min(max(bigToFloat(st)/cfg.unit, StakeFactorFloor), cfg.stakeCap)
		r := 1.0
		if rep != nil {
			r = rep.Reputation(b.Miner)
		}
		if !(r >= cfg.repFloor) { // also catches NaN
			r = cfg.repFloor
		}
		r = min(r, 1)
		pf := 1.0
		if maxFee > 0 {
			pf = 1 + (maxFee-bigToFloat(b.Price))/maxFee
		}
		cb := 1.0
		if job.ModelCID != "" && slices.Contains(ad.CachedModels, job.ModelCID) {
			cb = cfg.cacheBonus
		}
		w := float64(float64(float64(sf*r)*pf) * cb)
		ranked = append(ranked, drawn{key: esKey(unitDraw(&out.Seed, b.Miner), w), weight: w, bid: bi})
	}

	slices.SortFunc(ranked, func(a, b drawn) int {
		if a.key != b.key {
			if a.key > b.key {
				return -1
			}
			return 1
		}
		return bytes.Compare(bids[a.bid].Miner[:], bids[b.bid].Miner[:])
	})
	out.Ranked = make([]Candidate, len(ranked))
	for i, d := range ranked {
		b := &bids[d.bid]
		out.Ranked[i] = Candidate{Miner: b.Miner, BidID: b.ID, Price: b.Price, Weight: d.weight}
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
