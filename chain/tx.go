package chain

import (
	"context"
	"crypto/ecdsa"
	"fmt"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"

	"github.com/tensora/tensora/chain/backend"
)

// Transact sends calldata (from a binding's Pack method) to a contract
// from key, waits (at most backend.MinedTimeout) for it to be mined, and
// returns the receipt. A revert, at gas estimation or on chain, comes back
// decoded into the contract's error (see Decode).
func Transact(ctx context.Context, c backend.Client, key *ecdsa.PrivateKey, to common.Address, data []byte) (*ethtypes.Receipt, error) {
	ctx, cancel := context.WithTimeout(ctx, backend.MinedTimeout)
	defer cancel()
	tx, err := Send(ctx, c, key, to, data)
	if err != nil {
		return nil, err
	}
	return backend.WaitMined(ctx, c, tx)
}

// Send is Transact without the wait: it signs and sends the transaction
// and returns it. Callers on a chain that seals blocks only when told (a
// simulated backend in tests) seal a block and then look for the receipt.
func Send(ctx context.Context, c backend.Client, key *ecdsa.PrivateKey, to common.Address, data []byte) (*ethtypes.Transaction, error) {
	id, err := c.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain: chain id: %w", err)
	}
	opts := bind.NewKeyedTransactor(key, id)
	opts.Context = ctx
	// The estimate is taken against one block's state, the transaction
	// runs in a later one, and what it costs there can differ: on the
	// embedded chain with one-second blocks (tensora chain dev) the
	// estimate of a first TORA mint (new balance, supply and vote
	// checkpoint slots) came out 20% short and the mint ran out of gas.
	// Half again as headroom; only the gas used is paid.
	est, err := c.EstimateGas(ctx, ethereum.CallMsg{From: opts.From, To: &to, Data: data})
	if err != nil {
		return nil, Decode(err)
	}
	opts.GasLimit = est + est/2
	tx, err := bind.NewBoundContract(to, abi.ABI{}, c, c, c).RawTransact(opts, data)
	if err != nil {
		return nil, Decode(err)
	}
	return tx, nil
}

// Call runs a read-only call (calldata from a binding's Pack method) and
// returns the raw result for the binding's Unpack method.
func Call(ctx context.Context, c backend.Client, to common.Address, data []byte) ([]byte, error) {
	out, err := bind.NewBoundContract(to, abi.ABI{}, c, c, c).CallRaw(&bind.CallOpts{Context: ctx}, data)
	if err != nil {
		return nil, Decode(err)
	}
	return out, nil
}
