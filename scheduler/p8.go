package scheduler

import (
	"context"
	"math/big"
	"math/rand/v2"
	"runtime"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types/tora"
)

// Market is a synthetic bid set for measuring Match (P8): n distinct
// miners, one bid each, most of them eligible, with wei-sized stakes and
// prices. BenchmarkMatch and MeasureMatch use the same one.
type Market struct {
	Job     Job
	Bids    []Bid
	Adverts map[common.Address]Advert
	Stakes  MapStakes
	Reps    MapReputation
}

// MapStakes is a StakeView over a map.
type MapStakes map[common.Address]*big.Int

// Stake implements StakeView.
func (s MapStakes) Stake(m common.Address) *big.Int { return s[m] }

// MapReputation is a ReputationView over a map.
type MapReputation map[common.Address]float64

// Reputation implements ReputationView.
func (r MapReputation) Reputation(m common.Address) float64 { return r[m] }

// BenchMarket builds the n-bid market (deterministic in n).
func BenchMarket(n int) Market {
	r := rand.New(rand.NewPCG(11, 12))
	rid := func() [32]byte {
		var b [32]byte
		for i := 0; i < 32; i += 8 {
			v := r.Uint64()
			for j := range 8 {
				b[i+j] = byte(v >> (8 * j))
			}
		}
		return b
	}
	one := tora.One()
	spec, err := ParseSpec("4cpu,8ram,8vram,gpu,engine=onnx")
	if err != nil { // a constant that parses
		spec = Spec{}
	}
	gpu := GPU{Name: "NVIDIA H100 80GB HBM3", Vendor: "NVIDIA", VRAMBytes: 80 << 30, CCMajor: 9, CCMinor: 0}
	mk := Market{
		Job:     Job{ID: rid(), Spec: spec, MaxFee: one, ModelCID: "bafymodel"},
		Bids:    make([]Bid, n),
		Adverts: make(map[common.Address]Advert, n),
		Stakes:  make(MapStakes, n),
		Reps:    make(MapReputation, n),
	}
	for i := range n {
		var m common.Address
		id := rid()
		copy(m[:], id[:20])
		ad := Advert{
			Miner: m, CPUs: 64, RAMBytes: 512 << 30, DiskBytes: 2000 << 30,
			GPUs:    []GPU{gpu, gpu, gpu, gpu},
			Engines: []string{"onnx", "vllm"}, Price: big.NewInt(10),
		}
		if i%3 == 0 {
			ad.CachedModels = []string{"other", "bafymodel"}
		}
		if i%20 == 0 {
			ad.GPUs = ad.GPUs[:0:0] // some exclusions
		}
		mk.Adverts[m] = ad
		mk.Stakes[m] = new(big.Int).Mul(one, big.NewInt(1+r.Int64N(100)))
		mk.Reps[m] = r.Float64()
		price := new(big.Int).Mul(big.NewInt(r.Int64N(1_100_000)), big.NewInt(1e12)) // up to 1.1 TORA; ~9% too dear
		mk.Bids[i] = Bid{ID: rid(), JobID: mk.Job.ID, Miner: m, Price: price}
	}
	return mk
}

// P8Row is Match timed on an n-bid market.
type P8Row struct {
	Bids     int
	Runs     int
	PerMatch time.Duration // mean wall time of one Match
	Floor    time.Duration // mean time to only read what Match must read
	BytesOp  uint64        // allocated per Match
}

// MeasureMatch times Match on BenchMarket(n) for at least minTime (and
// at least three runs), and the read-only floor (see BenchmarkMatchFloor)
// as long again.
func MeasureMatch(ctx context.Context, n int, minTime time.Duration) (P8Row, error) {
	mk := BenchMarket(n)
	p := Params{MinStake: tora.One()}
	row := P8Row{Bids: n}
	Match(mk.Job, mk.Bids, mk.Adverts, mk.Stakes, mk.Reps, p) // warm
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	for row.Runs < 3 || time.Since(start) < minTime {
		if err := ctx.Err(); err != nil {
			return row, err
		}
		Match(mk.Job, mk.Bids, mk.Adverts, mk.Stakes, mk.Reps, p)
		row.Runs++
	}
	row.PerMatch = time.Since(start) / time.Duration(row.Runs)
	runtime.ReadMemStats(&after)
	row.BytesOp = (after.TotalAlloc - before.TotalAlloc) / uint64(row.Runs)
	var sink float64
	runs := 0
	start = time.Now()
	for runs < 3 || time.Since(start) < minTime {
		sink += readFloor(mk)
		runs++
	}
	row.Floor = time.Since(start) / time.Duration(runs)
	floorSink = sink
	return row, nil
}

var floorSink float64

// readFloor reads each bid, its price, the miner's stake, advert, GPUs,
// engines, cached models and reputation, and does nothing with them.
func readFloor(mk Market) float64 {
	var s float64
	for i := range mk.Bids {
		bd := &mk.Bids[i]
		s += float64(bd.ID[0]) + bigToFloat(bd.Price)
		s += bigToFloat(mk.Stakes[bd.Miner])
		ad := mk.Adverts[bd.Miner]
		for _, g := range ad.GPUs {
			s += float64(g.VRAMBytes)
		}
		for _, e := range ad.Engines {
			s += float64(len(e))
		}
		s += float64(len(ad.CachedModels)) + mk.Reps[bd.Miner]
	}
	return s
}
