package staking

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/tensora/tensora/types/tora"
)

// ShareDecimals is the decimals of an operator vault's shares (stTORA):
// TORA's 18 plus the vault's decimals offset of 6, so one TORA delegated at
// par mints 10^6 share units and a donation to the vault cannot round a
// delegation down to nothing.
const ShareDecimals = tora.Decimals + 6

// shareScale is 10^(ShareDecimals - tora.Decimals): share units per wei at par.
var shareScale = new(big.Int).Exp(big.NewInt(10), big.NewInt(ShareDecimals-tora.Decimals), nil)

// FormatShares writes share units as whole stTORA, exactly, without
// trailing zeros ("12.5"). A nil amount reads as zero.
func FormatShares(units *big.Int) string {
	if units == nil {
		return "0"
	}
	if units.Sign() < 0 {
		return "-" + FormatShares(new(big.Int).Neg(units))
	}
	q, r := new(big.Int).QuoRem(units, oneShare, new(big.Int))
	if r.Sign() == 0 {
		return q.String()
	}
	frac := strings.TrimRight(fmt.Sprintf("%0*s", ShareDecimals, r.String()), "0")
	return q.String() + "." + frac
}

// ParseShares reads a decimal number of whole stTORA (at most 18
// decimals, as tora.Parse reads TORA) and returns it in share units.
func ParseShares(s string) (*big.Int, error) {
	v, err := tora.Parse(s)
	if err != nil {
		return nil, fmt.Errorf("shares: %w", err)
	}
	return v.Mul(v, shareScale), nil
}
