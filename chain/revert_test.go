package chain_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
)

// reverter is init code for a contract whose every call reverts with the
// 4 bytes sel as its revert data.
func reverter(sel [4]byte) []byte {
	runtime := append([]byte{0x63}, sel[:]...) // PUSH4 sel
	runtime = append(runtime,
		0x60, 0xe0, 0x1b, // PUSH1 224 SHL: sel in the word's top bytes
		0x60, 0x00, 0x52, // PUSH1 0 MSTORE
		0x60, 0x04, 0x60, 0x00, 0xfd, // PUSH1 4 PUSH1 0 REVERT
	)
	// CODECOPY the runtime (after these 12 bytes) to memory and RETURN it.
	init := []byte{0x60, byte(len(runtime)), 0x60, 12, 0x60, 0x00, 0x39, 0x60, byte(len(runtime)), 0x60, 0x00, 0xf3}
	return append(init, runtime...)
}

// TestUndecodedRevert: a revert whose data names none of the contracts'
// errors, at a call, at a transaction's gas estimate and in a mined
// transaction that failed, is reported with its data; a revert the
// contracts name, and an unreachable chain, are not.
func TestUndecodedRevert(t *testing.T) {
	key, _ := crypto.GenerateKey()
	from := crypto.PubkeyToAddress(key.PublicKey)
	emb, err := backend.NewEmbedded(backend.EmbeddedConfig{
		Alloc:         map[common.Address]*big.Int{from: new(big.Int).Mul(big.NewInt(1e18), big.NewInt(10))},
		BlockInterval: 20 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	defer emb.Close()
	c := emb.Client()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	deploy := func(code []byte) common.Address {
		t.Helper()
		opts := bind.NewKeyedTransactor(key, big.NewInt(backend.DevChainID))
		opts.Context = ctx
		addr, tx, err := bind.DeployContract(opts, code, c, nil)
		if err != nil {
			t.Fatalf("deploy: %v", err)
		}
		if _, err := backend.WaitMined(ctx, c, tx); err != nil {
			t.Fatalf("deploy: %v", err)
		}
		return addr
	}
	unknown := deploy(reverter([4]byte{0xde, 0xad, 0xbe, 0xef}))
	escrowABI, err := bindings.JobEscrowMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	id := escrowABI.Errors["EmptyBatch"].ID
	named := deploy(reverter([4]byte(id[:4])))

	// A call and a transaction's estimate: the data comes back.
	_, callErr := chain.Call(ctx, c, unknown, []byte{1})
	_, txErr := chain.Transact(ctx, c, key, unknown, []byte{1})
	// A transaction sent past the estimate with its gas limit fixed is
	// mined and fails: the receipt has no data.
	opts := bind.NewKeyedTransactor(key, big.NewInt(backend.DevChainID))
	opts.Context, opts.GasLimit = ctx, 100_000
	failed, err := bind.NewBoundContract(unknown, abi.ABI{}, c, c, c).RawTransact(opts, []byte{1})
	if err != nil {
		t.Fatal(err)
	}
	_, minedErr := chain.WaitOrReplace(ctx, c, key, failed, chain.TxPolicy{Poll: 20 * time.Millisecond})
	_, namedErr := chain.Call(ctx, c, named, []byte{1})
	for _, tc := range []struct {
		name string
		err  error
		ok   bool
		data []byte
	}{
		// eth_call's revert carries the unknown selector.
		{"call", callErr, true, []byte{0xde, 0xad, 0xbe, 0xef}},
		// so does eth_estimateGas's, which Transact sees first.
		{"estimate", txErr, true, []byte{0xde, 0xad, 0xbe, 0xef}},
		// a failed receipt: ErrTxFailed, no data.
		{"mined and failed", minedErr, true, nil},
		// a revert naming JobEscrow's error is decoded, not "undecoded".
		{"named", namedErr, false, nil},
		// an unreachable chain is no revert at all.
		{"outage", errors.New("dial tcp 127.0.0.1:8545: connection refused"), false, nil},
	} {
		data, ok := chain.UndecodedRevert(tc.err)
		if ok != tc.ok || !bytes.Equal(data, tc.data) {
			t.Errorf("%s: UndecodedRevert(%v) = %x, %v; want %x, %v", tc.name, tc.err, data, ok, tc.data, tc.ok)
		}
	}
	if !errors.Is(minedErr, chain.ErrTxFailed) {
		t.Errorf("a failed receipt: %v, want ErrTxFailed", minedErr)
	}
	if chain.RevertName(namedErr) != "EmptyBatch" {
		t.Errorf("named revert: %v", namedErr)
	}
}
