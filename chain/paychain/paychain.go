package paychain

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
)

// DevChainID is the local payment chain's id (Tensora's dev chain is
// backend.DevChainID, 1337).
const DevChainID = 31337

// The dev stablecoin's name, symbol and decimals.
const (
	USDCName     = "USD Coin (dev)"
	USDCSymbol   = "USDC"
	USDCDecimals = 6
)

// USDC is whole dollars in the token's smallest unit (6 decimals).
func USDC(dollars int64) *big.Int {
	return new(big.Int).Mul(big.NewInt(dollars), big.NewInt(1_000_000))
}

// Addresses are the payment chain's contracts.
type Addresses struct {
	HTLC common.Address `json:"htlc"`
	USDC common.Address `json:"usdc"`
}

// Grant is USDC (smallest unit) minted to an address.
type Grant struct {
	To     common.Address
	Amount *big.Int
}

// mintGas is each mint's fixed gas limit: a mint sent before the token's
// deployment is mined cannot be estimated (a first mint uses about 70k).
const mintGas = 150_000

// Deploy sends, from admin and with consecutive nonces, the deployments of
// HTLC and of a StableToken "USD Coin (dev)" (USDC, 6 decimals) owned by
// admin, then admin's mints of it, in order. Nothing waits between
// transactions: the caller waits for the returned ones to be mined.
func Deploy(ctx context.Context, c backend.Client, admin *ecdsa.PrivateKey, mint []Grant) (Addresses, []*ethtypes.Transaction, error) {
	id, err := c.ChainID(ctx)
	if err != nil {
		return Addresses{}, nil, fmt.Errorf("paychain: chain id: %w", err)
	}
	from := crypto.PubkeyToAddress(admin.PublicKey)
	nonce, err := c.PendingNonceAt(ctx, from)
	if err != nil {
		return Addresses{}, nil, fmt.Errorf("paychain: nonce of %s: %w", from, err)
	}
	a := Addresses{HTLC: crypto.CreateAddress(from, nonce), USDC: crypto.CreateAddress(from, nonce+1)}
	opts := bind.NewKeyedTransactor(admin, id)
	opts.Context = ctx
	var txs []*ethtypes.Transaction
	next := func() *bind.TransactOpts {
		o := *opts
		o.Nonce = new(big.Int).SetUint64(nonce + uint64(len(txs)))
		return &o
	}
	for _, d := range []struct {
		name string
		bin  string
		ctor []byte
		want common.Address
	}{
		{"HTLC", bindings.HTLCMetaData.Bin, nil, a.HTLC},
		{"StableToken", bindings.StableTokenMetaData.Bin, bindings.NewStableToken().PackConstructor(USDCName, USDCSymbol, from), a.USDC},
	} {
		addr, tx, err := bind.DeployContract(next(), common.FromHex(d.bin), c, d.ctor)
		if err != nil {
			return a, txs, fmt.Errorf("paychain: deploy %s: %w", d.name, chain.Decode(err))
		}
		txs = append(txs, tx)
		if addr != d.want {
			return a, txs, fmt.Errorf("paychain: deploy %s: at %s, predicted %s (was the nonce used concurrently?)", d.name, addr, d.want)
		}
	}
	token := bind.NewBoundContract(a.USDC, abi.ABI{}, c, c, c)
	st := bindings.NewStableToken()
	for _, g := range mint {
		o := next()
		o.GasLimit = mintGas
		tx, err := token.RawTransact(o, st.PackMint(g.To, g.Amount))
		if err != nil {
			return a, txs, fmt.Errorf("paychain: mint %s USDC units to %s: %w", g.Amount, g.To, chain.Decode(err))
		}
		txs = append(txs, tx)
	}
	return a, txs, nil
}

// Config is what Start runs.
type Config struct {
	// Admin deploys the contracts and owns (mints) the USDC. Required.
	Admin *ecdsa.PrivateKey
	// Keys are funded with Gas of native coin at genesis, as is Admin.
	Keys []*ecdsa.PrivateKey
	// Gas is each funded key's native coin (default 100 ETH).
	Gas *big.Int
	// Mint is USDC minted at start.
	Mint []Grant
	// BlockInterval seals a block this often; negative (tests) seals only
	// on Commit, which Mined does. 0 takes backend's default.
	BlockInterval time.Duration
	// HTTPAddr, if set, serves JSON-RPC for other processes.
	HTTPAddr string
}

// Chain is a running payment chain with its contracts.
type Chain struct {
	*backend.Embedded
	Addrs  Addresses
	commit bool // seal on Mined
}

// Start starts an embedded chain with chain id DevChainID, funds the keys,
// deploys HTLC and USDC and mints. The caller closes the chain.
func Start(ctx context.Context, cfg Config) (*Chain, error) {
	if cfg.Admin == nil {
		return nil, errors.New("paychain: no admin key")
	}
	gas := cfg.Gas
	if gas == nil {
		gas = new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
	}
	alloc := map[common.Address]*big.Int{crypto.PubkeyToAddress(cfg.Admin.PublicKey): gas}
	for _, k := range cfg.Keys {
		alloc[crypto.PubkeyToAddress(k.PublicKey)] = gas
	}
	emb, err := backend.NewEmbedded(backend.EmbeddedConfig{Alloc: alloc, BlockInterval: cfg.BlockInterval, HTTPAddr: cfg.HTTPAddr, ChainID: DevChainID})
	if err != nil {
		return nil, fmt.Errorf("paychain: %w", err)
	}
	pc := &Chain{Embedded: emb, commit: cfg.BlockInterval < 0}
	addrs, txs, err := Deploy(ctx, emb.Client(), cfg.Admin, cfg.Mint)
	if err == nil {
		for _, tx := range txs {
			if _, err = pc.Mined(ctx, tx); err != nil {
				break
			}
		}
	}
	if err != nil {
		_ = emb.Close()
		return nil, err
	}
	pc.Addrs = addrs
	return pc, nil
}

// Mined waits for tx's receipt (sealing a block first on a chain that
// seals only on Commit) and fails on a revert.
func (pc *Chain) Mined(ctx context.Context, tx *ethtypes.Transaction) (*ethtypes.Receipt, error) {
	if !pc.commit {
		return backend.WaitMined(ctx, pc.Client(), tx)
	}
	pc.Commit()
	return Receipt(ctx, pc.Client(), tx)
}

// Receipt waits briefly for the receipt of tx, which a sealed block holds
// (go-ethereum indexes transactions in the background, so right after a
// Commit the lookup may still miss), and fails on a revert.
func Receipt(ctx context.Context, c backend.Client, tx *ethtypes.Transaction) (*ethtypes.Receipt, error) {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	for {
		r, err := c.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			if r.Status != ethtypes.ReceiptStatusSuccessful {
				return r, fmt.Errorf("%w: %s (gas used %d)", backend.ErrTxFailed, tx.Hash().Hex()[:10], r.GasUsed)
			}
			return r, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("paychain: receipt of %s: %w", tx.Hash().Hex()[:10], err)
		case <-time.After(2 * time.Millisecond):
		}
	}
}
