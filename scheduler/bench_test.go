package scheduler

import (
	"runtime"
	"strconv"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types/tora"
)

// benchMarket is BenchMarket(n) (the market tensora testnet bench also
// measures) unpacked.
func benchMarket(n int) (Job, []Bid, map[common.Address]Advert, stakes, reps) {
	mk := BenchMarket(n)
	return mk.Job, mk.Bids, mk.Adverts, stakes(mk.Stakes), reps(mk.Reps)
}

func BenchmarkMatch(b *testing.B) {
	for _, n := range []int{1_000, 10_000, 100_000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			// Built here so that only one market is live at a time.
			job, bids, ads, st, rp := benchMarket(n)
			p := Params{MinStake: tora.Whole(1)}
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
