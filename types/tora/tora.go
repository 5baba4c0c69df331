package tora

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
)

// Decimals is TORA's number of decimal places (the ERC-20 decimals()).
const Decimals = 18

// one is 10^18 wei; unexported so no caller can change it.
var one = new(big.Int).Exp(big.NewInt(10), big.NewInt(Decimals), nil)

// maxWei is the largest amount a uint256 holds.
var maxWei = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// Errors Parse wraps, for callers that branch on why an amount was refused.
var (
	ErrEmpty     = errors.New("empty amount")
	ErrSyntax    = errors.New("not a decimal number of TORA")
	ErrNegative  = errors.New("negative amount")
	ErrPrecision = errors.New("more than 18 decimals")
	ErrRange     = errors.New("more than a uint256 holds")
)

// One returns 1 TORA in wei, a fresh value the caller may modify.
func One() *big.Int { return new(big.Int).Set(one) }

// Whole returns n TORA in wei.
func Whole(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), one) }

// Parse reads a decimal amount of TORA (see the package doc for the rules)
// and returns it in wei.
func Parse(s string) (*big.Int, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return nil, fmt.Errorf("amount %q: %w", s, ErrEmpty)
	}
	if t[0] == '-' && len(t) > 1 && isDecimal(t[1:]) {
		return nil, fmt.Errorf("amount %q: %w", s, ErrNegative)
	}
	if !isDecimal(t) {
		return nil, fmt.Errorf("amount %q: %w", s, ErrSyntax)
	}
	whole, frac, _ := strings.Cut(t, ".")
	if len(frac) > Decimals {
		return nil, fmt.Errorf("amount %q: %w", s, ErrPrecision)
	}
	// Digits only, so SetString cannot fail; the fraction is padded to 18
	// places and the two halves read as one integer of wei.
	wei, _ := new(big.Int).SetString(whole+frac+strings.Repeat("0", Decimals-len(frac)), 10)
	if wei.Cmp(maxWei) > 0 {
		return nil, fmt.Errorf("amount %q: %w", s, ErrRange)
	}
	return wei, nil
}

// isDecimal reports whether s is digits with at most one '.' and at least
// one digit.
func isDecimal(s string) bool {
	digits, points := 0, 0
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == '.':
			points++
		default:
			return false
		}
	}
	return digits > 0 && points <= 1
}

// Format writes wei as TORA, exactly, without trailing zeros ("2.5", "0",
// "-0.6"). A nil amount reads as zero, as an unset balance does.
func Format(wei *big.Int) string {
	if wei == nil {
		return "0"
	}
	if wei.Sign() < 0 {
		return "-" + Format(new(big.Int).Neg(wei))
	}
	q, r := new(big.Int).QuoRem(wei, one, new(big.Int))
	if r.Sign() == 0 {
		return q.String()
	}
	frac := strings.TrimRight(fmt.Sprintf("%018s", r.String()), "0")
	return q.String() + "." + frac
}
