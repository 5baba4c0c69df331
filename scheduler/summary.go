package scheduler

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// Summary counts why miners were excluded, for "why did nothing match".
type Summary struct {
	Miners   int           // miners considered
	Eligible int           // of those, how many could serve the job
	Reasons  []ReasonCount // most common first, ties by code, then want
}

// ReasonCount is how many miners share one reason. A miner with several
// reasons counts once under each, so counts may add up to more than the
// number of excluded miners.
type ReasonCount struct {
	Code   ReasonCode
	Want   string
	Miners int
}

// Explain checks every advert against job (as Eligible does, with the
// advertised price) and counts the reasons.
func Explain(job Job, adverts []Advert) Summary {
	n := newNeeds(job)
	c := newCounter()
	var rs []Reason
	for i := range adverts {
		ad := &adverts[i]
		rs = rs[:0]
		if ad.Price != nil {
			rs = n.price(ad.Price, rs)
		}
		rs = n.hardware(ad, rs)
		c.add(rs)
	}
	return c.summary(len(adverts))
}

// Summary counts the reasons in o's exclusions, once per miner per reason.
// Miners counts every distinct miner that bid, ranked or excluded.
func (o Outcome) Summary() Summary {
	byMiner := make(map[common.Address][]Reason)
	for _, ex := range o.Excluded {
		byMiner[ex.Miner] = append(byMiner[ex.Miner], ex.Reasons...)
	}
	miners := len(byMiner)
	for _, c := range o.Ranked {
		if _, ok := byMiner[c.Miner]; !ok {
			miners++
		}
	}
	c := newCounter()
	for _, rs := range byMiner {
		c.add(rs)
	}
	s := c.summary(miners)
	s.Eligible = len(o.Ranked)
	return s
}

type reasonKey struct {
	code ReasonCode
	want string
}

type counter struct {
	counts   map[reasonKey]int
	seen     map[reasonKey]bool
	eligible int
}

func newCounter() *counter {
	return &counter{counts: map[reasonKey]int{}, seen: map[reasonKey]bool{}}
}

// add counts one miner's reasons, each distinct reason once.
func (c *counter) add(rs []Reason) {
	if len(rs) == 0 {
		c.eligible++
		return
	}
	clear(c.seen)
	for _, r := range rs {
		k := reasonKey{r.Code, r.Want}
		if !c.seen[k] {
			c.seen[k] = true
			c.counts[k]++
		}
	}
}

func (c *counter) summary(miners int) Summary {
	s := Summary{Miners: miners, Eligible: c.eligible}
	for k, n := range c.counts {
		s.Reasons = append(s.Reasons, ReasonCount{Code: k.code, Want: k.want, Miners: n})
	}
	slices.SortFunc(s.Reasons, func(a, b ReasonCount) int {
		return cmp.Or(-cmp.Compare(a.Miners, b.Miners), cmp.Compare(a.Code, b.Code), cmp.Compare(a.Want, b.Want))
	})
	return s
}

// String reads like "12 miners: 9 lack 8 GB VRAM, 3 above max fee".
func (s Summary) String() string {
	var b strings.Builder
	b.WriteString(plural(s.Miners, "miner"))
	var parts []string
	if s.Eligible > 0 {
		parts = append(parts, strconv.Itoa(s.Eligible)+" eligible")
	}
	for _, r := range s.Reasons {
		parts = append(parts, strconv.Itoa(r.Miners)+" "+r.Phrase())
	}
	if len(parts) > 0 {
		b.WriteString(": ")
		b.WriteString(strings.Join(parts, ", "))
	}
	return b.String()
}

// Phrase is the reason as a predicate of r.Miners miners: "lack 8 GB VRAM".
func (r ReasonCount) Phrase() string {
	one := r.Miners == 1
	pick := func(singular, pluralForm string) string {
		if one {
			return singular
		}
		return pluralForm
	}
	switch r.Code {
	case ReasonCPU, ReasonRAM, ReasonVRAM, ReasonGPU, ReasonGPUs, ReasonGPUModel, ReasonCC, ReasonEngine, ReasonDisk:
		return pick("lacks ", "lack ") + r.Want
	case ReasonPrice:
		return "above max fee"
	case ReasonStake:
		return "below min stake"
	case ReasonInvalidBid:
		return pick("sent an invalid bid", "sent invalid bids")
	case ReasonNoAdvert:
		return pick("has no advert", "have no advert")
	case ReasonDuplicateBid:
		return "sent duplicate bids"
	case ReasonWrongJob:
		return "bid on another job"
	}
	if r.Want != "" {
		return string(r.Code) + " (" + r.Want + ")"
	}
	return string(r.Code)
}
