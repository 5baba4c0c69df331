package devchain_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/staking"
)

func tora(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }

func key(t *testing.T, name string) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("tensora devchain test " + name)))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func read[T any](t *testing.T, ctx context.Context, c backend.Client, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	out, err := chain.Call(ctx, c, to, data)
	if err != nil {
		t.Fatal(err)
	}
	v, err := unpack(out)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestStart sets up what the testnet asks for (a client's escrow, a miner
// and a validator with spare TORA) and reads it back from the contracts.
func TestStart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	admin, client, miner, val, other := key(t, "admin"), key(t, "client"), key(t, "miner"), key(t, "validator"), key(t, "other")
	addr := func(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }
	p := chain.DefaultParams()
	p.ChallengeWindow = 30
	ch, err := devchain.Start(ctx,
		backend.EmbeddedConfig{Alloc: devchain.Alloc(tora(1000), admin, client, miner, val), BlockInterval: 20 * time.Millisecond},
		devchain.Config{
			Admin: admin, Params: &p, Deploy: chain.DeployOptions{UnbondingPeriod: chain.MinUnbondingPeriod},
			Mint:     []devchain.Grant{{To: addr(other), Amount: tora(7)}},
			Deposits: []devchain.Deposit{{Key: client, Amount: tora(300)}},
			Operators: []devchain.Operator{
				{Key: miner, Role: staking.Miner, Stake: tora(100)},
				{Key: val, Role: staking.Validator, Stake: tora(200), Spare: tora(10)},
			},
		})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	c := ch.Client()
	tk, esc, reg := bindings.NewTORA(), bindings.NewJobEscrow(), bindings.NewSubnetRegistry()
	if got := read(t, ctx, c, ch.Addrs.Token, tk.PackBalanceOf(addr(other)), tk.UnpackBalanceOf); got.Cmp(tora(7)) != 0 {
		t.Errorf("minted %s, want 7 TORA", got)
	}
	if b := read(t, ctx, c, ch.Addrs.Escrow, esc.PackBalances(addr(client)), esc.UnpackBalances); b.Free.Cmp(tora(300)) != 0 {
		t.Errorf("client escrow %s, want 300 TORA free", b.Free)
	}
	if got := read(t, ctx, c, ch.Addrs.Registry, reg.PackParams(ch.Subnet), reg.UnpackParams); got.ChallengeWindow != 30 {
		t.Errorf("subnet %d challenge window %d, want 30", ch.Subnet, got.ChallengeWindow)
	}
	cases := []struct {
		key   *ecdsa.PrivateKey
		role  staking.Role
		stake *big.Int
		left  *big.Int // TORA left in the wallet
	}{
		{miner, staking.Miner, tora(100), tora(0)},    // no spare
		{val, staking.Validator, tora(200), tora(10)}, // the spare stays for challenge bonds
	}
	for _, w := range cases {
		st, err := ch.Staking.Status(ctx, addr(w.key), ch.Subnet)
		if err != nil {
			t.Fatal(err)
		}
		if st.Role != w.role || st.Bonded.Cmp(w.stake) != 0 || st.Wallet.Cmp(w.left) != 0 {
			t.Errorf("%s: role %s, bonded %s, wallet %s; want %s, %s, %s", addr(w.key).Hex()[:10], st.Role, st.Bonded, st.Wallet, w.role, w.stake, w.left)
		}
	}
}

// TestSetupSealed: on a chain that seals only when told (chain's tests'
// simulated backend), Setup seals its own blocks.
func TestSetupSealed(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	admin, other := key(t, "admin"), key(t, "other")
	ch, err := devchain.Start(ctx, backend.EmbeddedConfig{Alloc: devchain.Alloc(tora(1000), admin), BlockInterval: -1},
		devchain.Config{Admin: admin, Mint: []devchain.Grant{{To: crypto.PubkeyToAddress(other.PublicKey), Amount: tora(3)}}})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	tk := bindings.NewTORA()
	if got := read(t, ctx, ch.Client(), ch.Addrs.Token, tk.PackBalanceOf(crypto.PubkeyToAddress(other.PublicKey)), tk.UnpackBalanceOf); got.Cmp(tora(3)) != 0 {
		t.Errorf("minted %s, want 3 TORA", got)
	}
}

// TestSetupRefuses: configurations Setup cannot carry out are refused
// before anything is sent (no client is needed to see it).
func TestSetupRefuses(t *testing.T) {
	k := key(t, "admin")
	cases := []struct {
		name string
		cfg  devchain.Config
		want string
	}{
		// Nobody to deploy from.
		{"no admin", devchain.Config{}, "no admin key"},
		// The staking client waits for blocks a sealed-on-demand chain never makes.
		{"operators on a sealed chain", devchain.Config{Admin: k, Seal: func() {}, Operators: []devchain.Operator{{Key: k, Role: staking.Miner, Stake: tora(1)}}}, "seals blocks on its own"},
	}
	for _, c := range cases {
		_, err := devchain.Setup(context.Background(), nil, c.cfg)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error mentioning %q", c.name, err, c.want)
		}
	}
}

// The embedded chain serves JSON-RPC over WebSocket too (WSAddr):
// eth_subscribe streams new heads and a contract's logs (a TORA mint's
// Transfer) to go-ethereum's ethclient dialled on the ws URL.
func TestEmbeddedWebSocketSubscriptions(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	admin, other := key(t, "admin"), key(t, "other")
	ch, err := devchain.Start(ctx,
		backend.EmbeddedConfig{Alloc: devchain.Alloc(tora(1000), admin), BlockInterval: 50 * time.Millisecond, HTTPAddr: "127.0.0.1:0", WSAddr: "127.0.0.1:0"},
		devchain.Config{Admin: admin})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	if !strings.HasPrefix(ch.WSURL(), "ws://127.0.0.1:") {
		t.Fatalf("ws URL %q", ch.WSURL())
	}
	rc, err := rpc.DialContext(ctx, ch.WSURL())
	if err != nil {
		t.Fatal(err)
	}
	c := ethclient.NewClient(rc)
	defer c.Close()
	heads := make(chan *ethtypes.Header, 16)
	hs, err := c.SubscribeNewHead(ctx, heads)
	if err != nil {
		t.Fatal(err)
	}
	defer hs.Unsubscribe()
	var last uint64
	for i := 0; i < 3; i++ {
		select {
		case h := <-heads:
			if h.Number.Uint64() <= last {
				t.Fatalf("head %d after %d", h.Number, last)
			}
			last = h.Number.Uint64()
		case err := <-hs.Err():
			t.Fatal(err)
		case <-ctx.Done():
			t.Fatal("no new heads over ws")
		}
	}
	logs := make(chan ethtypes.Log, 16)
	ls, err := c.SubscribeFilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{ch.Addrs.Token}}, logs)
	if err != nil {
		t.Fatal(err)
	}
	defer ls.Unsubscribe()
	to := crypto.PubkeyToAddress(other.PublicKey)
	if _, err := chain.Transact(ctx, ch.Client(), admin, ch.Addrs.Token, bindings.NewTORA().PackMint(to, tora(5))); err != nil {
		t.Fatal(err)
	}
	tk := bindings.NewTORA()
	for {
		select {
		case l := <-logs:
			ev, err := tk.UnpackTransferEvent(&l)
			if err != nil {
				continue // another of TORA's events (vote checkpoints)
			}
			if ev.To != to || ev.Value.Cmp(tora(5)) != 0 || ev.From != (common.Address{}) {
				t.Fatalf("transfer %+v, want a mint of 5 TORA to %s", ev, to.Hex())
			}
			return
		case err := <-ls.Err():
			t.Fatal(err)
		case <-ctx.Done():
			t.Fatal("the mint's Transfer log did not arrive over ws")
		}
	}
}
