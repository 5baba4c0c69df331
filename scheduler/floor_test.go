package scheduler
import "testing"
func BenchmarkFloor(b *testing.B) {
	_, bids, ads, st, rp := benchMarket(10000)
	b.Run("adverts", func(b *testing.B) { var s int; for b.Loop() { for i := range bids { s += ads[bids[i].Miner].CPUs } }; _ = s })
	b.Run("stakes", func(b *testing.B) { var s int; for b.Loop() { for i := range bids { s += st[bids[i].Miner].Sign() } }; _ = s })
	b.Run("reps", func(b *testing.B) { var s float64; for b.Loop() { for i := range bids { s += rp[bids[i].Miner] } }; _ = s })
	b.Run("price", func(b *testing.B) { var s int; for b.Loop() { for i := range bids { s += bids[i].Price.Sign() } }; _ = s })
}
