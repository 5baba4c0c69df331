package devchain

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/staking"
)

// Subnet is the id of the subnet Setup creates (the registry's first).
const Subnet = 1

// Config is what Setup deploys, mints and registers.
type Config struct {
	// Admin deploys the contracts, owns TORA (mints) and creates the
	// subnet. Required; it needs gas.
	Admin *ecdsa.PrivateKey
	// Deploy holds Staking's unbonding and the challenges' vote periods
	// (zero: chain's defaults).
	Deploy chain.DeployOptions
	// Params are the subnet's; nil takes chain.DefaultParams().
	Params *bindings.SubnetRegistryParams
	// Governed hands the subnet to governance (the timelock) once it is
	// created: its parameters then change only by proposal.
	Governed bool
	// Mint is TORA the admin mints to addresses, in order.
	Mint []Grant
	// Deposits are clients' escrows: TORA minted to the wallet, approved
	// and deposited into JobEscrow.
	Deposits []Deposit
	// Operators are minted Stake plus Spare TORA and registered with
	// Staking through the staking client, all at once. They need a chain
	// that seals blocks on its own (Seal nil).
	Operators []Operator
	// Seal seals a block, for a chain that seals only when told (a
	// simulated backend's Commit); nil for one that seals on its own.
	Seal func()
	// Existing, when set, is a deployment already on the chain (`tensora
	// chain deploy`): Setup deploys nothing and creates no subnet (its
	// subnet is Subnet), and only mints, funds escrows and registers
	// operators. Admin must own its TORA.
	Existing *chain.Addresses
	// Progress, when set, is told of each deployment and setup
	// transaction once it is mined.
	Progress func(Step)
}

// Step is a mined transaction of Setup's deployment, for Config.Progress.
type Step struct {
	// What it was: a contract's name (chain.ContractNames) for its
	// deployment, else "create subnet 1" or "hand subnet 1 to governance".
	What    string
	Address common.Address // the contract deployed (zero for a call)
	Tx      common.Hash
	Gas     uint64 // gas used
}

// Grant is TORA (wei) for an address.
type Grant struct {
	To     common.Address
	Amount *big.Int
}

// Deposit is TORA (wei) a wallet deposits into the job escrow.
type Deposit struct {
	Key    *ecdsa.PrivateKey
	Amount *big.Int
}

// Operator is a wallet registered with Staking.
type Operator struct {
	Key   *ecdsa.PrivateKey
	Role  staking.Role
	Stake *big.Int // self-stake, wei
	Spare *big.Int // minted beyond the stake (a validator's challenge bonds); nil for none
}

// Deployment is what Setup made.
type Deployment struct {
	Addrs   chain.Addresses
	Subnet  uint64
	Staking *staking.Client
}

// Alloc is a genesis allocation giving each key gas wei of native coin,
// for backend.EmbeddedConfig.Alloc.
func Alloc(gas *big.Int, keys ...*ecdsa.PrivateKey) map[common.Address]*big.Int {
	out := make(map[common.Address]*big.Int, len(keys))
	for _, k := range keys {
		out[crypto.PubkeyToAddress(k.PublicKey)] = new(big.Int).Set(gas)
	}
	return out
}

// Chain is an embedded chain with a deployment on it.
type Chain struct {
	*backend.Embedded
	*Deployment
}

// Start starts an embedded chain (ec; ec.Alloc must fund the admin and
// every wallet that sends) and runs Setup on it. A negative
// ec.BlockInterval (blocks sealed only on Commit) makes Setup seal its own
// blocks. The caller closes the chain.
func Start(ctx context.Context, ec backend.EmbeddedConfig, cfg Config) (*Chain, error) {
	emb, err := backend.NewEmbedded(ec)
	if err != nil {
		return nil, fmt.Errorf("devchain: %w", err)
	}
	if ec.BlockInterval < 0 && cfg.Seal == nil {
		cfg.Seal = func() { emb.Commit() }
	}
	d, err := Setup(ctx, emb.Client(), cfg)
	if err != nil {
		_ = emb.Close()
		return nil, err
	}
	return &Chain{Embedded: emb, Deployment: d}, nil
}

// Setup deploys the contracts from cfg.Admin, creates the subnet, mints,
// funds the escrows and registers the operators.
func Setup(ctx context.Context, c backend.Client, cfg Config) (*Deployment, error) {
	s := &setup{c: c, cfg: cfg}
	d, err := s.run(ctx)
	if err != nil {
		return nil, fmt.Errorf("devchain: %w", err)
	}
	return d, nil
}

type setup struct {
	c   backend.Client
	cfg Config
}

func (s *setup) run(ctx context.Context) (*Deployment, error) {
	cfg := s.cfg
	if cfg.Admin == nil {
		return nil, errors.New("no admin key")
	}
	if cfg.Seal != nil && len(cfg.Operators) > 0 {
		return nil, errors.New("operators are registered through the staking client, which needs a chain that seals blocks on its own")
	}
	if cfg.Existing != nil {
		d := &Deployment{Addrs: *cfg.Existing, Subnet: Subnet, Staking: staking.New(s.c, *cfg.Existing)}
		return d, s.fund(ctx, d)
	}
	addrs, err := s.deploy(ctx)
	if err != nil {
		return nil, err
	}
	d := &Deployment{Addrs: addrs, Subnet: Subnet, Staking: staking.New(s.c, addrs)}
	p := chain.DefaultParams()
	if cfg.Params != nil {
		p = *cfg.Params
	}
	create := fmt.Sprintf("create subnet %d", Subnet)
	if err := s.step(ctx, create, cfg.Admin, addrs.Registry, bindings.NewSubnetRegistry().PackCreateSubnet(p)); err != nil {
		return nil, fmt.Errorf("%s: %w", create, err)
	}
	if cfg.Governed {
		hand := fmt.Sprintf("hand subnet %d to governance", Subnet)
		if err := s.step(ctx, hand, cfg.Admin, addrs.Registry, bindings.NewSubnetRegistry().PackTransferSubnetOwnership(Subnet, addrs.Timelock)); err != nil {
			return nil, fmt.Errorf("%s: %w", hand, err)
		}
	}
	return d, s.fund(ctx, d)
}

// fund mints the grants, funds the escrows and registers the operators.
func (s *setup) fund(ctx context.Context, d *Deployment) error {
	cfg, addrs := s.cfg, d.Addrs
	tora, escrow := bindings.NewTORA(), bindings.NewJobEscrow()
	for _, g := range cfg.Mint {
		if err := s.send(ctx, cfg.Admin, addrs.Token, tora.PackMint(g.To, g.Amount)); err != nil {
			return fmt.Errorf("fund %s: %w", g.To.Hex(), err)
		}
	}
	for _, dp := range cfg.Deposits {
		for _, step := range []struct {
			what string
			key  *ecdsa.PrivateKey
			to   common.Address
			data []byte
		}{
			{"mint", cfg.Admin, addrs.Token, tora.PackMint(crypto.PubkeyToAddress(dp.Key.PublicKey), dp.Amount)},
			{"approve", dp.Key, addrs.Token, tora.PackApprove(addrs.Escrow, dp.Amount)},
			{"deposit", dp.Key, addrs.Escrow, escrow.PackDeposit(dp.Amount)},
		} {
			if err := s.send(ctx, step.key, step.to, step.data); err != nil {
				return fmt.Errorf("%s: %w", step.what, err)
			}
		}
	}
	return s.register(ctx, d)
}

// deploy sends the deployments and waits for all of them.
func (s *setup) deploy(ctx context.Context) (chain.Addresses, error) {
	id, err := s.c.ChainID(ctx)
	if err != nil {
		return chain.Addresses{}, fmt.Errorf("chain id: %w", err)
	}
	admin := crypto.PubkeyToAddress(s.cfg.Admin.PublicKey)
	addrs, txs, err := chain.DeployWith(ctx, s.c, bind.NewKeyedTransactor(s.cfg.Admin, id), admin, s.cfg.Deploy)
	if err != nil {
		return addrs, err
	}
	if s.cfg.Seal != nil {
		// The contracts' creation gas exceeds one block: seal a block per
		// transaction (the later ones may be empty).
		for range txs {
			s.cfg.Seal()
		}
	}
	for i, tx := range txs {
		r, err := s.wait(ctx, tx)
		if err != nil {
			return addrs, fmt.Errorf("deploy %s: %w", chain.ContractNames[i], err)
		}
		if s.cfg.Progress != nil {
			s.cfg.Progress(Step{What: chain.ContractNames[i], Address: r.ContractAddress, Tx: tx.Hash(), Gas: r.GasUsed})
		}
	}
	return addrs, nil
}

// step sends a setup transaction and reports it to Config.Progress.
func (s *setup) step(ctx context.Context, what string, key *ecdsa.PrivateKey, to common.Address, data []byte) error {
	if s.cfg.Seal != nil || s.cfg.Progress == nil {
		return s.send(ctx, key, to, data)
	}
	r, err := chain.Transact(ctx, s.c, key, to, data)
	if err != nil {
		return err
	}
	s.cfg.Progress(Step{What: what, Tx: r.TxHash, Gas: r.GasUsed})
	return nil
}

// register mints every operator its stake (and spare), then registers
// them all at once, each from its own wallet.
func (s *setup) register(ctx context.Context, d *Deployment) error {
	tora := bindings.NewTORA()
	for _, o := range s.cfg.Operators {
		amount := new(big.Int).Set(o.Stake)
		if o.Spare != nil {
			amount.Add(amount, o.Spare)
		}
		if err := s.send(ctx, s.cfg.Admin, d.Addrs.Token, tora.PackMint(crypto.PubkeyToAddress(o.Key.PublicKey), amount)); err != nil {
			return fmt.Errorf("mint stake: %w", err)
		}
	}
	errs := make(chan error, len(s.cfg.Operators))
	for _, o := range s.cfg.Operators {
		go func() {
			if _, err := d.Staking.Register(ctx, o.Key, o.Role, o.Stake); err != nil {
				errs <- fmt.Errorf("register operator %s: %w", crypto.PubkeyToAddress(o.Key.PublicKey).Hex(), err)
				return
			}
			errs <- nil
		}()
	}
	var first error
	for range s.cfg.Operators {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	return first
}

// send transacts and waits for success.
func (s *setup) send(ctx context.Context, key *ecdsa.PrivateKey, to common.Address, data []byte) error {
	if s.cfg.Seal == nil {
		_, err := chain.Transact(ctx, s.c, key, to, data)
		return err
	}
	tx, err := chain.Send(ctx, s.c, key, to, data)
	if err != nil {
		return err
	}
	s.cfg.Seal()
	_, err = s.wait(ctx, tx)
	return err
}

// wait is the receipt of tx, which must have succeeded.
func (s *setup) wait(ctx context.Context, tx *ethtypes.Transaction) (*ethtypes.Receipt, error) {
	if s.cfg.Seal == nil {
		return backend.WaitMined(ctx, s.c, tx)
	}
	// Sealed already: go-ethereum indexes transactions in the background,
	// so right after a Commit the lookup may still say "indexing in
	// progress". Ask again briefly (backend.WaitMined asks once a second).
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	for {
		r, err := s.c.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			if r.Status != ethtypes.ReceiptStatusSuccessful {
				return r, fmt.Errorf("transaction %s reverted (gas used %d)", tx.Hash().Hex()[:10], r.GasUsed)
			}
			return r, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("receipt of %s: %w", tx.Hash().Hex()[:10], err)
		case <-time.After(2 * time.Millisecond):
		}
	}
}
