package node

import (
	"math/big"
	"testing"
)

func TestFormatTORA(t *testing.T) {
	milli := new(big.Int).Div(OneTORA, big.NewInt(1000))
	for _, c := range []struct {
		wei  *big.Int
		want string
	}{
		{new(big.Int), "0"}, // zero
		{new(big.Int).Mul(big.NewInt(25), OneTORA), "25"},    // whole
		{new(big.Int).Mul(big.NewInt(600), milli), "0.6"},    // fraction, trailing zeros cut
		{new(big.Int).Mul(big.NewInt(-600), milli), "-0.6"},  // a loss below one TORA keeps its sign
		{new(big.Int).Mul(big.NewInt(-1500), milli), "-1.5"}, // a loss above one TORA
		{big.NewInt(1), "0.000000000000000001"},              // one wei, exact
	} {
		if got := FormatTORA(c.wei); got != c.want {
			t.Errorf("FormatTORA(%s) = %q, want %q", c.wei, got, c.want)
		}
	}
}
