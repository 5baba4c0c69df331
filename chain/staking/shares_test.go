package staking_test

import (
	"math/big"
	"testing"

	"github.com/tensora/tensora/chain/staking"
)

func TestSharesFormatParse(t *testing.T) {
	for _, tc := range []struct {
		in    string
		units string // share units, decimal
		out   string // FormatShares of the units
	}{
		// One whole share is 10^24 units: what one TORA buys at par.
		{"1", "1000000000000000000000000", "1"},
		// Fractions down to 18 decimals, as TORA amounts are written.
		{"12.5", "12500000000000000000000000", "12.5"},
		{"0.000000000000000001", "1000000", "0.000000000000000001"},
		{"0", "0", "0"},
	} {
		got, err := staking.ParseShares(tc.in)
		if err != nil || got.String() != tc.units {
			t.Errorf("ParseShares(%q) = %v, %v; want %s", tc.in, got, err, tc.units)
			continue
		}
		if f := staking.FormatShares(got); f != tc.out {
			t.Errorf("FormatShares(%s) = %q, want %q", got, f, tc.out)
		}
	}
	// A single share unit (below what ParseShares reads) still formats exactly.
	if f := staking.FormatShares(big.NewInt(1)); f != "0.000000000000000000000001" {
		t.Errorf("FormatShares(1) = %q", f)
	}
	if _, err := staking.ParseShares("-1"); err == nil {
		t.Error("ParseShares(-1) accepted")
	}
}
