package scheduler

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types/tora"
)

func TestLnUnitMatchesMathLog(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	check := func(u float64) {
		got, want := lnUnit(u), math.Log(u)
		if math.Abs(got-want) > 2*math.Abs(want)*0x1p-52 {
			t.Fatalf("lnUnit(%v) = %v, math.Log = %v", u, got, want)
		}
	}
	for _, u := range []float64{0x1p-53, 0.5, 1 - 0x1p-53, math.Sqrt2 / 2, 0.1, 0.999} {
		check(u)
	}
	for range 100000 {
		check(float64(2*(r.Uint64()>>12)+1) * 0x1p-53)
	}
	// Outside (0,1) it stays total.
	for _, u := range []float64{0, 1, -1, math.NaN()} {
		if !math.IsInf(lnUnit(u), -1) {
			t.Errorf("lnUnit(%v) = %v", u, lnUnit(u))
		}
	}
}

func TestUnitDrawInOpenInterval(t *testing.T) {
	var seed [32]byte
	for i := range 10000 {
		seed[0], seed[1] = byte(i), byte(i>>8)
		u := unitDraw(&seed, common.Address{byte(i)})
		if !(u > 0 && u < 1) {
			t.Fatalf("u = %v", u)
		}
	}
}

func TestBigToFloat(t *testing.T) {
	tests := []struct {
		x    *big.Int
		want float64
	}{
		{nil, 0},                   // nil is zero
		{big.NewInt(-5), 0},        // negatives are zero
		{big.NewInt(0), 0},         // zero
		{big.NewInt(12345), 12345}, // small values are exact
		{new(big.Int).Lsh(big.NewInt(1), 200), 0x1p200}, // powers of two are exact
		{tora.Whole(1), 1e18},                           // 1 TORA
		{tora.Whole(123456789), 1.23456789e26},          // large stakes
	}
	for _, tt := range tests {
		if got := bigToFloat(tt.x); got != tt.want {
			t.Errorf("bigToFloat(%v) = %v, want %v", tt.x, got, tt.want)
		}
	}
	// Within 2^-52 relative of big.Float's correctly rounded value.
	r := rand.New(rand.NewPCG(9, 10))
	for range 10000 {
		x := new(big.Int).SetUint64(r.Uint64())
		x.Lsh(x, uint(r.IntN(200)))
		x.Add(x, new(big.Int).SetUint64(r.Uint64()))
		want, _ := new(big.Float).SetInt(x).Float64()
		if got := bigToFloat(x); math.Abs(got-want) > want*0x1p-52 {
			t.Fatalf("bigToFloat(%v) = %v, want %v", x, got, want)
		}
	}
}
