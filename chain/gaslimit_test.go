package chain_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/params"

	"github.com/tensora/tensora/chain"
)

func TestGasLimit(t *testing.T) {
	for _, c := range []struct {
		est, want uint64
	}{
		{126_000, 489_000},                                       // a delegation: half again plus two new slots' room
		{2_000_000, 3_300_000},                                   // a registration
		{11_000_000, params.MaxTxGas},                            // capped at EIP-7825's limit
		{params.MaxTxGas, params.MaxTxGas},                       // the estimate itself at the cap
		{params.MaxTxGas + 1, (params.MaxTxGas+1)*3/2 + 300_000}, // over the cap: refused by the node either way
	} {
		if got := chain.GasLimit(c.est); got != c.want {
			t.Errorf("GasLimit(%d) = %d, want %d", c.est, got, c.want)
		}
	}
}
