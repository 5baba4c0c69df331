package staking_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain/staking"
)

// TestRefusalInTORA: a refusal a person reads says amounts in TORA, not wei.
func TestRefusalInTORA(t *testing.T) {
	acct := common.HexToAddress("0x2c7536E3605D9C16a7a3D7b1898e529396a65c23")
	cases := []struct {
		r    *staking.Refusal
		want string
	}{
		// Short of the role's minimum.
		{&staking.Refusal{Reason: staking.ErrBelowMinimum, Role: staking.Miner, Have: tora(50), Need: tora(100)},
			"a miner needs a self-stake of at least 100 TORA, not 50"},
		// A wallet without the amount.
		{&staking.Refusal{Reason: staking.ErrInsufficientFunds, Account: acct, Have: new(big.Int).Div(tora(1), big.NewInt(2)), Need: tora(2)},
			"wallet " + acct.Hex() + " holds 0.5 TORA, needs 2 TORA"},
	}
	for _, c := range cases {
		if got := c.r.Error(); got != c.want {
			t.Errorf("Error() = %q, want %q", got, c.want)
		}
	}
}
