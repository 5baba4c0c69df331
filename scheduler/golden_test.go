package scheduler

import (
	"encoding/hex"
	"math"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types/tora"
)

// Golden vectors: every peer, on every architecture, must compute these
// exact bits. A change here is a protocol change.

func TestLnUnitGolden(t *testing.T) {
	tests := []struct {
		u    float64
		bits uint64
	}{
		{0x1p-53, 0xc0425e4f7b2737fa},     // smallest draw
		{0.1, 0xc0026bb1bbb55515},         // arbitrary
		{0.5, 0xbfe62e42fefa39ef},         // -ln 2
		{0.7071, 0xbfd62e6b3842a25e},      // just below the sqrt(2)/2 split
		{0.9, 0xbfbaf8e8210a415c},         // near 1
		{1 - 0x1p-53, 0xbca0000000000000}, // largest draw
	}
	for _, tt := range tests {
		if got := math.Float64bits(lnUnit(tt.u)); got != tt.bits {
			t.Errorf("lnUnit(%v) bits %#x, want %#x", tt.u, got, tt.bits)
		}
	}
}

func TestMatchGolden(t *testing.T) {
	jobID := id(42)
	var bids []Bid
	ads := map[common.Address]Advert{}
	st := stakes{}
	for i := range 6 {
		m := addr(i)
		ads[m] = bigBox(m)
		st[m] = tora.Whole(int64(i + 1))
		bids = append(bids, Bid{ID: id(i), JobID: jobID, Miner: m, Price: wei(int64(10 * i))})
	}
	out := Match(Job{ID: jobID, MaxFee: wei(100)}, bids, ads, st, nil, Params{MinStake: tora.Whole(1)})
	if got := hex.EncodeToString(out.Seed[:]); got != "84abd6df38c644d3b7bf705c43ade0d246f162a15633887efc463f280483d8ae" {
		t.Errorf("seed %s", got)
	}
	var order []int
	var weights []float64
	for _, c := range out.Ranked {
		order = append(order, idIndex(c.BidID))
		weights = append(weights, c.Weight)
	}
	// Weight of bid i: stake (i+1) × price factor (2 - i/10).
	if want := []int{5, 3, 4, 1, 2, 0}; !slices.Equal(order, want) {
		t.Errorf("ranked %v, want %v", order, want)
	}
	if want := []float64{9, 6.8, 8, 3.8, 5.4, 2}; !slices.Equal(weights, want) {
		t.Errorf("weights %v, want %v", weights, want)
	}
}
