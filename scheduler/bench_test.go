package scheduler

import (
	"math/big"
	"math/rand/v2"
	"runtime"
	"strconv"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// benchMarket is n distinct miners, each with one bid, most of them eligible,
// with realistic wei-sized stakes and prices.
func benchMarket(n int) (Job, []Bid, map[common.Address]Advert, stakes, reps) {
	r := rand.New(rand.NewPCG(11, 12))
	jobID := randID(r)
	job := Job{ID: jobID, Spec: mustSpec("4cpu,8ram,8vram,gpu,engine=onnx"), MaxFee: tora(1), ModelCID: "bafymodel"}
	bids := make([]Bid, n)
	ads := make(map[common.Address]Advert, n)
	st := make(stakes, n)
	rp := make(reps, n)
	for i := range n {
		var m common.Address
		copy(m[:], func() []byte { b := randID(r); return b[:20] }())
		ad := bigBox(m)
		if i%3 == 0 {
			ad.CachedModels = []string{"other", "bafymodel"}
		}
		if i%20 == 0 {
			ad.GPUs = ad.GPUs[:0:0] // some exclusions
		}
		ads[m] = ad
		st[m] = new(big.Int).Mul(tora(1), big.NewInt(1+r.Int64N(100)))
		rp[m] = r.Float64()
		price := new(big.Int).Mul(big.NewInt(r.Int64N(1_100_000)), big.NewInt(1e12)) // up to 1.1 TORA; ~9% too dear
		bids[i] = Bid{ID: randID(r), JobID: jobID, Miner: m, Price: price}
	}
	return job, bids, ads, st, rp
}

func BenchmarkMatch(b *testing.B) {
	for _, n := range []int{1_000, 10_000, 100_000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			// Built here so that only one market is live at a time.
			job, bids, ads, st, rp := benchMarket(n)
			p := Params{MinStake: tora(1)}
			runtime.GC()
			b.ReportAllocs()
			for b.Loop() {
				Match(job, bids, ads, st, rp, p)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/bid")
		})
	}
}

func BenchmarkSeed(b *testing.B) {
	_, bids, _, _, _ := benchMarket(10_000)
	for b.Loop() {
		Seed(bids[0].JobID, bids)
	}
}

func BenchmarkParseSpec(b *testing.B) {
	for b.Loop() {
		if _, err := ParseSpec("16cpu,64ram,80vram,100disk,gpus=2,gpu=h100,cc>=8.0,engine=vllm"); err != nil {
			b.Fatal(err)
		}
	}
}
