package chain_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
)

// A transaction sent with a fee cap the chain no longer accepts sits in
// the pool unmined; WaitOrReplace sends it again at the same nonce with
// higher fees, and the replacement is what gets mined: the money the
// transaction moves arrives once, at that nonce.
func TestStuckTransactionReplaced(t *testing.T) {
	key, _ := crypto.GenerateKey()
	from := crypto.PubkeyToAddress(key.PublicKey)
	to := common.HexToAddress("0x00000000000000000000000000000000000000cc")
	emb, err := backend.NewEmbedded(backend.EmbeddedConfig{
		Alloc:         map[common.Address]*big.Int{from: new(big.Int).Mul(big.NewInt(1e18), big.NewInt(10))},
		BlockInterval: 50 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	defer emb.Close()
	c := emb.Client()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()

	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	// A fee cap of a thousandth of the base fee: valid, accepted by the
	// pool, never includable while the base fee stays where it is.
	opts := bind.NewKeyedTransactor(key, big.NewInt(backend.DevChainID))
	opts.Context = ctx
	opts.GasLimit = 21_000
	opts.GasTipCap = big.NewInt(1)
	opts.GasFeeCap = new(big.Int).Div(head.BaseFee, big.NewInt(1000))
	opts.Value = big.NewInt(12345)
	stuck, err := bind.NewBoundContract(to, abi.ABI{}, c, c, c).RawTransact(opts, nil)
	if err != nil {
		t.Fatalf("send the underpriced transaction: %v", err)
	}
	time.Sleep(300 * time.Millisecond) // several blocks
	if _, err := c.TransactionReceipt(ctx, stuck.Hash()); err == nil {
		t.Fatal("the underpriced transaction was mined; the test proves nothing")
	}

	r, err := chain.WaitOrReplace(ctx, c, key, stuck, chain.TxPolicy{StuckAfter: 200 * time.Millisecond, Poll: 50 * time.Millisecond})
	if err != nil {
		t.Fatalf("wait or replace: %v", err)
	}
	if r.TxHash == stuck.Hash() {
		t.Fatal("the stuck version was mined; nothing was replaced")
	}
	mined, _, err := c.TransactionByHash(ctx, r.TxHash)
	if err != nil {
		t.Fatal(err)
	}
	if mined.Nonce() != stuck.Nonce() || mined.Value().Cmp(stuck.Value()) != 0 || *mined.To() != to || mined.GasFeeCap().Cmp(stuck.GasFeeCap()) <= 0 {
		t.Fatalf("replacement nonce %d value %s fee cap %s; want nonce %d value %s and a higher fee cap than %s",
			mined.Nonce(), mined.Value(), mined.GasFeeCap(), stuck.Nonce(), stuck.Value(), stuck.GasFeeCap())
	}
	if bal, err := c.BalanceAt(ctx, to, nil); err != nil || bal.Cmp(stuck.Value()) != 0 {
		t.Fatalf("recipient holds %v (%v), want %s exactly once", bal, err, stuck.Value())
	}
}
