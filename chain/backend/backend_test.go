package backend

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
)

// The embedded chain serves JSON-RPC; Dial checks the chain id; a
// transfer sent over HTTP is sealed by the interval loop.
func TestEmbeddedOverHTTP(t *testing.T) {
	key, _ := crypto.GenerateKey()
	from := crypto.PubkeyToAddress(key.PublicKey)
	eth := new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)
	e, err := NewEmbedded(EmbeddedConfig{Alloc: map[common.Address]*big.Int{from: eth}, BlockInterval: 50 * time.Millisecond, HTTPAddr: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := Dial(ctx, e.URL(), 44444444); !errors.Is(err, ErrWrongChain) {
		t.Fatalf("wrong chain id: %v", err)
	}
	c, err := Dial(ctx, e.URL(), DevChainID)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	to := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	nonce, err := c.PendingNonceAt(ctx, from)
	if err != nil {
		t.Fatal(err)
	}
	tip, _ := c.SuggestGasTipCap(ctx)
	head, _ := c.HeaderByNumber(ctx, nil)
	fee := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(DevChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(DevChainID), Nonce: nonce, GasTipCap: tip, GasFeeCap: fee, Gas: 21000, To: &to, Value: big.NewInt(12345),
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	if _, err := WaitMined(ctx, c, tx); err != nil {
		t.Fatal(err)
	}
	bal, err := e.Client().BalanceAt(ctx, to, nil)
	if err != nil || bal.Int64() != 12345 {
		t.Fatalf("balance %v, %v", bal, err)
	}
}

func TestDialRefusesDeadEndpoint(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := Dial(ctx, "http://127.0.0.1:1", DevChainID); err == nil {
		t.Fatal("dialled a closed port")
	}
}

// Two embedded chains, one with another chain id, run side by side: each
// reports its own id, a transaction signed for one is refused by the
// other (replay protection), and the shared go-ethereum params keep 1337.
func TestEmbeddedChainID(t *testing.T) {
	key, _ := crypto.GenerateKey()
	from := crypto.PubkeyToAddress(key.PublicKey)
	eth := new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)
	alloc := map[common.Address]*big.Int{from: eth}
	dev, err := NewEmbedded(EmbeddedConfig{Alloc: alloc, BlockInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer dev.Close()
	other, err := NewEmbedded(EmbeddedConfig{Alloc: alloc, BlockInterval: -1, ChainID: 31337})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	ctx := context.Background()
	for _, c := range []struct {
		e    *Embedded
		want uint64
	}{{dev, DevChainID}, {other, 31337}} {
		id, err := c.e.Client().ChainID(ctx)
		if err != nil || id.Uint64() != c.want {
			t.Fatalf("chain id %v, %v; want %d", id, err, c.want)
		}
	}
	// A transfer signed for chain 31337 is mined there and refused on 1337.
	to := common.HexToAddress("0x00000000000000000000000000000000000000cc")
	tip, _ := other.Client().SuggestGasTipCap(ctx)
	head, _ := other.Client().HeaderByNumber(ctx, nil)
	fee := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(31337)), &types.DynamicFeeTx{
		ChainID: big.NewInt(31337), GasTipCap: tip, GasFeeCap: fee, Gas: 21000, To: &to, Value: big.NewInt(7),
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := dev.Client().SendTransaction(ctx, tx); err == nil {
		t.Fatal("chain 1337 accepted a transaction signed for 31337")
	}
	if err := other.Client().SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	other.Commit()
	if bal, err := other.Client().BalanceAt(ctx, to, nil); err != nil || bal.Int64() != 7 {
		t.Fatalf("balance on 31337: %v, %v", bal, err)
	}
	if id := params.AllDevChainProtocolChanges.ChainID.Uint64(); id != DevChainID {
		t.Fatalf("shared params changed: chain id %d", id)
	}
}
