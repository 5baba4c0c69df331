package scheduler

import (
	"runtime"
	"strconv"
	"testing"
)

// BenchmarkMatchFloor only reads the inputs Match must read for n bids (each
// bid, its price, the miner's stake, advert, GPUs, engines, cached models and
// reputation) and does nothing with them: the floor the memory system sets
// for BenchmarkMatch at the same n. Where these reads miss the cache and the
// TLB, much of Match's time is here; Match minus floor is its own work.
func BenchmarkMatchFloor(b *testing.B) {
	for _, n := range []int{1_000, 10_000, 100_000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			_, bids, ads, st, rp := benchMarket(n)
			runtime.GC()
			var s float64
			for b.Loop() {
				for i := range bids {
					bd := &bids[i]
					s += float64(bd.ID[0]) + bigToFloat(bd.Price)
					s += bigToFloat(st[bd.Miner])
					ad := ads[bd.Miner]
					for _, g := range ad.GPUs {
						s += float64(g.VRAMBytes)
					}
					for _, e := range ad.Engines {
						s += float64(len(e))
					}
					s += float64(len(ad.CachedModels)) + rp[bd.Miner]
				}
			}
			_ = s
		})
	}
}
