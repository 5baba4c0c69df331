package paychain

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
)

func key(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// Start runs a chain with id 31337 holding HTLC and a 6-decimal USDC with
// the grants minted; only the admin may mint more; Addresses survive JSON.
func TestStart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	admin, user := key(t), key(t)
	to := crypto.PubkeyToAddress(user.PublicKey)
	pc, err := Start(ctx, Config{Admin: admin, Keys: []*ecdsa.PrivateKey{user}, Mint: []Grant{{To: to, Amount: USDC(250)}}, BlockInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer pc.Close()
	c := pc.Client()
	if id, err := c.ChainID(ctx); err != nil || id.Uint64() != DevChainID {
		t.Fatalf("chain id %v, %v", id, err)
	}
	if code, err := c.CodeAt(ctx, pc.Addrs.HTLC, nil); err != nil || len(code) == 0 {
		t.Fatalf("no HTLC code at %s: %v", pc.Addrs.HTLC, err)
	}
	st := bindings.NewStableToken()
	call := func(data []byte) []byte {
		t.Helper()
		out, err := chain.Call(ctx, c, pc.Addrs.USDC, data)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	if d, _ := st.UnpackDecimals(call(st.PackDecimals())); d != USDCDecimals {
		t.Fatalf("decimals %d", d)
	}
	if s, _ := st.UnpackSymbol(call(st.PackSymbol())); s != USDCSymbol {
		t.Fatalf("symbol %q", s)
	}
	if n, _ := st.UnpackName(call(st.PackName())); n != USDCName {
		t.Fatalf("name %q", n)
	}
	if b, _ := st.UnpackBalanceOf(call(st.PackBalanceOf(to))); b.Cmp(USDC(250)) != 0 {
		t.Fatalf("balance %s, want 250 USDC", b)
	}
	// Minting is the admin's alone.
	opts := bind.NewKeyedTransactor(user, big.NewInt(DevChainID))
	opts.Context = ctx
	_, err = bind.NewBoundContract(pc.Addrs.USDC, st.GetABI(), c, c, c).RawTransact(opts, st.PackMint(to, USDC(1)))
	if name := chain.RevertName(err); name != "OwnableUnauthorizedAccount" {
		t.Fatalf("mint by a non-owner: %v (%q)", err, name)
	}
	b, err := json.Marshal(pc.Addrs)
	if err != nil {
		t.Fatal(err)
	}
	var back Addresses
	if err := json.Unmarshal(b, &back); err != nil || back != pc.Addrs || back.USDC == (common.Address{}) {
		t.Fatalf("json %s → %+v, %v", b, back, err)
	}
}
