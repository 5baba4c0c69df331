package tora

import (
	"errors"
	"math/big"
	"strings"
	"testing"
)

// wei reads a decimal integer of wei, for expectations written in full.
func wei(t *testing.T, s string) *big.Int {
	t.Helper()
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		t.Fatalf("bad test value %q", s)
	}
	return v
}

func TestParse(t *testing.T) {
	maxAmount := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	maxText := Format(maxAmount)
	tests := []struct {
		in   string
		want string // wei; "" when err is set
		err  error
	}{
		{"25", "25000000000000000000", nil},           // whole TORA
		{"0.5", "500000000000000000", nil},            // a fraction
		{"2.50", "2500000000000000000", nil},          // trailing zeros change nothing
		{".5", "500000000000000000", nil},             // a leading point, as specs accept
		{"5.", "5000000000000000000", nil},            // a trailing point is a whole number
		{"007", "7000000000000000000", nil},           // leading zeros are digits
		{"0.000000000000000001", "1", nil},            // one wei: 18 places exactly
		{"0", "0", nil},                               // zero is an amount; positive-only callers refuse it
		{"0.0", "0", nil},                             // zero written with a point
		{" 1.5\t\n", "1500000000000000000", nil},      // surrounding whitespace, as flags and files carry
		{maxText, maxAmount.String(), nil},            // the largest uint256 round-trips
		{"", "", ErrEmpty},                            // nothing typed: "required", not "malformed"
		{"  \t", "", ErrEmpty},                        // only whitespace is empty too
		{"-1", "", ErrNegative},                       // nothing on chain is negative
		{"-0.5", "", ErrNegative},                     // a negative fraction
		{"+1", "", ErrSyntax},                         // no signs at all
		{"0.0000000000000000001", "", ErrPrecision},   // 19 places: below one wei
		{"1.0000000000000000000", "", ErrPrecision},   // 19 places even if zero: the rule counts places
		{"1e18", "", ErrSyntax},                       // no exponents
		{"1/2", "", ErrSyntax},                        // no fractions (big.Rat would take this)
		{"0x10", "", ErrSyntax},                       // no hex (big.Rat would take this)
		{"1_000", "", ErrSyntax},                      // no digit separators
		{"1 000", "", ErrSyntax},                      // no inner whitespace
		{"1.2.3", "", ErrSyntax},                      // one point at most
		{".", "", ErrSyntax},                          // a point alone has no digit
		{"-", "", ErrSyntax},                          // a sign alone is malformed, not negative
		{"lots", "", ErrSyntax},                       // words
		{"NaN", "", ErrSyntax},                        // nor float specials
		{"1" + strings.Repeat("0", 60), "", ErrRange}, // more wei than a uint256 holds
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if tt.err != nil {
			if !errors.Is(err, tt.err) {
				t.Errorf("Parse(%q) = %v, %v; want error %v", tt.in, got, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got.Cmp(wei(t, tt.want)) != 0 {
			t.Errorf("Parse(%q) = %s wei, want %s", tt.in, got, tt.want)
		}
	}
}

func TestFormat(t *testing.T) {
	milli := new(big.Int).Div(One(), big.NewInt(1000))
	tests := []struct {
		wei  *big.Int
		want string
	}{
		{new(big.Int), "0"}, // zero
		{nil, "0"},          // an unset amount reads as zero
		{Whole(25), "25"},   // whole
		{new(big.Int).Mul(big.NewInt(600), milli), "0.6"},                            // fraction, trailing zeros cut
		{new(big.Int).Mul(big.NewInt(-600), milli), "-0.6"},                          // a loss below one TORA keeps its sign
		{new(big.Int).Mul(big.NewInt(-1500), milli), "-1.5"},                         // a loss above one TORA
		{big.NewInt(1), "0.000000000000000001"},                                      // one wei, exact
		{wei(t, "123456789012345678901234567890"), "123456789012.34567890123456789"}, // beyond int64, exact
	}
	for _, tt := range tests {
		if got := Format(tt.wei); got != tt.want {
			t.Errorf("Format(%v) = %q, want %q", tt.wei, got, tt.want)
		}
	}
}

// TestRoundTrip: what Format writes, Parse reads back to the same wei, so
// reports can be pasted into flags.
func TestRoundTrip(t *testing.T) {
	for _, s := range []string{"0", "1", "0.000000000000000001", "2.5", "1234567.890123456789012345"[:20]} {
		v, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		back, err := Parse(Format(v))
		if err != nil || back.Cmp(v) != 0 {
			t.Errorf("Parse(Format(%s)) = %v, %v", v, back, err)
		}
	}
}

func TestOneIsACopy(t *testing.T) {
	One().SetInt64(7) // a caller scribbling on its copy
	if Format(Whole(1)) != "1" || One().Cmp(big.NewInt(1e18)) != 0 {
		t.Fatal("One's value changed through a returned copy")
	}
}
