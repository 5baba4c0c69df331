package htlc_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/htlc"
	"github.com/tensora/tensora/chain/paychain"
)

// side is one chain of a test: its client, its HTLC and how to mine.
type side struct {
	t   *testing.T
	ctx context.Context
	emb *backend.Embedded
	c   backend.Client
	id  *big.Int
	h   *htlc.Client
}

func newSide(t *testing.T, ctx context.Context, emb *backend.Embedded, at common.Address) *side {
	t.Helper()
	s := &side{t: t, ctx: ctx, emb: emb, c: emb.Client()}
	id, err := s.c.ChainID(ctx)
	if err != nil {
		t.Fatal(err)
	}
	s.id = id
	s.h = htlc.New(s.c, at, htlc.WithMined(s.mined))
	return s
}

// mined seals a block and returns tx's receipt (an error on a revert).
func (s *side) mined(ctx context.Context, tx *ethtypes.Transaction) (*ethtypes.Receipt, error) {
	s.emb.Commit()
	return paychain.Receipt(ctx, s.c, tx)
}

// must mines tx, failing the test on an error (err is the sending's).
func (s *side) must(tx *ethtypes.Transaction, err error) *ethtypes.Receipt {
	s.t.Helper()
	if err != nil {
		s.t.Fatal(err)
	}
	r, err := s.mined(s.ctx, tx)
	if err != nil {
		s.t.Fatal(err)
	}
	return r
}

func (s *side) opts(k *ecdsa.PrivateKey) *bind.TransactOpts {
	o := bind.NewKeyedTransactor(k, s.id)
	o.Context = s.ctx
	return o
}

// now is the chain's clock: its head's timestamp.
func (s *side) now() time.Time {
	s.t.Helper()
	h, err := s.c.HeaderByNumber(s.ctx, nil)
	if err != nil {
		s.t.Fatal(err)
	}
	return time.Unix(int64(h.Time), 0)
}

// advance moves the chain's clock forward by d.
func (s *side) advance(d time.Duration) {
	s.t.Helper()
	if err := s.emb.AdjustTime(d); err != nil {
		s.t.Fatal(err)
	}
}

// balanceOf is who's balance of an ERC-20 (zero token: native).
func (s *side) balanceOf(token, who common.Address) *big.Int {
	s.t.Helper()
	if token == (common.Address{}) {
		b, err := s.c.BalanceAt(s.ctx, who, nil)
		if err != nil {
			s.t.Fatal(err)
		}
		return b
	}
	erc20 := bindings.NewStableToken()
	out, err := chain.Call(s.ctx, s.c, token, erc20.PackBalanceOf(who))
	if err != nil {
		s.t.Fatal(err)
	}
	b, err := erc20.UnpackBalanceOf(out)
	if err != nil {
		s.t.Fatal(err)
	}
	return b
}

// raw sends data to the contract at to from k with value, bypassing the
// htlc client's checks, and returns the (decoded) error of the gas
// estimate or of the mined transaction.
func (s *side) raw(k *ecdsa.PrivateKey, to common.Address, value *big.Int, data []byte) error {
	s.t.Helper()
	o := s.opts(k)
	o.Value = value
	tx, err := bind.NewBoundContract(to, abi.ABI{}, s.c, s.c, s.c).RawTransact(o, data)
	if err != nil {
		return chain.Decode(err)
	}
	_, err = s.mined(s.ctx, tx)
	return err
}

// wantRevert fails unless err is a revert named name.
func wantRevert(t *testing.T, what string, err error, name string) {
	t.Helper()
	if got := chain.RevertName(err); got != name {
		t.Fatalf("%s: %v (revert %q), want %s", what, err, got, name)
	}
}

func newKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func addr(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

func ref(s string) (r [32]byte) {
	copy(r[:], s)
	return r
}

var gas = new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18))

// startTensora starts Tensora's dev chain (id 1337, every contract, HTLC
// in slot 11) with keys funded and TORA minted.
func startTensora(t *testing.T, ctx context.Context, admin *ecdsa.PrivateKey, mint []devchain.Grant, keys ...*ecdsa.PrivateKey) (*side, chain.Addresses) {
	t.Helper()
	tc, err := devchain.Start(ctx, backend.EmbeddedConfig{Alloc: devchain.Alloc(gas, append(keys, admin)...), BlockInterval: -1}, devchain.Config{Admin: admin, Mint: mint})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tc.Close() })
	return newSide(t, ctx, tc.Embedded, tc.Addrs.HTLC), tc.Addrs
}

// startPay starts a payment chain (id 31337) with keys funded and USDC minted.
func startPay(t *testing.T, ctx context.Context, admin *ecdsa.PrivateKey, mint []paychain.Grant, keys ...*ecdsa.PrivateKey) (*side, paychain.Addresses) {
	t.Helper()
	pc, err := paychain.Start(ctx, paychain.Config{Admin: admin, Keys: keys, Gas: gas, Mint: mint, BlockInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = pc.Close() })
	return newSide(t, ctx, pc.Embedded, pc.Addrs.HTLC), pc.Addrs
}

// escrowFree is client's free balance in JobEscrow.
func escrowFree(s *side, escrow, client common.Address) *big.Int {
	s.t.Helper()
	je := bindings.NewJobEscrow()
	out, err := chain.Call(s.ctx, s.c, escrow, je.PackBalances(client))
	if err != nil {
		s.t.Fatal(err)
	}
	b, err := je.UnpackBalances(out)
	if err != nil {
		s.t.Fatal(err)
	}
	return b.Free
}
