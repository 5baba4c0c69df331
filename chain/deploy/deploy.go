package deploy

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/types/tora"
)

// Gas bounds what a deployment uses: the twelve contracts, creating the
// subnet and handing it to governance (32.1M measured on the embedded
// chain and on geth v1.17.10; JobEscrow, the largest, 5.3M), with the
// headroom of the transactions' gas limits over what they use. Mints add
// about 0.1M each.
const Gas = 40_000_000

// mintGas is what one TORA grant may use.
const mintGas = 150_000

// ErrNoGas is returned when the deploying account cannot pay for the
// deployment.
var ErrNoGas = errors.New("not enough gas money")

// Config is what Run deploys.
type Config struct {
	// Admin sends every transaction, owns TORA (mints) and holds the
	// contracts' admin roles. Required; it needs Cost's gas money.
	Admin *ecdsa.PrivateKey
	// Params are subnet 1's (nil: chain.DefaultParams()).
	Params *bindings.SubnetRegistryParams
	// Options are Staking's unbonding, the challenges' vote period and
	// governance (zero fields: the chain package's defaults).
	Options chain.DeployOptions
	// Mint is TORA the admin mints once deployed.
	Mint []devchain.Grant
	// HandOver gives every power the admin holds to governance (the
	// timelock) once the contracts are set up and Mint is minted: TORA's
	// ownership (minting) and the admin roles of JobEscrow, Staking and
	// ValidatorRewards (who may grant the challenger and slasher roles,
	// set staking parameters, allocate the validator pool), then renounces
	// them, so no single key can mint, slash or move the pool. Off, the
	// admin keeps them (a test network whose admin funds peers later).
	HandOver bool
	// Progress, when set, gets a line per mined transaction.
	Progress io.Writer
}

// Result is what Run deployed.
type Result struct {
	ChainID uint64
	Addrs   chain.Addresses
	Subnet  uint64
	// Steps are the mined transactions: the contracts in
	// chain.ContractNames' order, then the subnet's creation and handover.
	Steps []devchain.Step
	// Gas is what all of them used.
	Gas uint64
}

// Cost is the most the deployment (and mints grants) may cost at the
// chain's current fees: Gas at twice the latest base fee plus the
// suggested tip, as transactions are priced. gasPrice is that per-gas fee.
func Cost(ctx context.Context, c backend.Client, mints int) (cost, gasPrice *big.Int, err error) {
	h, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("deploy: latest block: %w", err)
	}
	tip, err := c.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("deploy: gas tip: %w", err)
	}
	gasPrice = new(big.Int).Set(tip)
	if h.BaseFee != nil {
		gasPrice.Add(gasPrice, new(big.Int).Mul(h.BaseFee, big.NewInt(2)))
	}
	gas := uint64(Gas) + uint64(mints)*mintGas
	return new(big.Int).Mul(gasPrice, new(big.Int).SetUint64(gas)), gasPrice, nil
}

// Run deploys the contracts from cfg.Admin and sets up subnet 1, after
// checking the admin's balance covers Cost (ErrNoGas otherwise, saying how
// much is needed).
func Run(ctx context.Context, c backend.Client, cfg Config) (*Result, error) {
	if cfg.Admin == nil {
		return nil, errors.New("deploy: no account")
	}
	id, err := c.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("deploy: chain id: %w", err)
	}
	admin := crypto.PubkeyToAddress(cfg.Admin.PublicKey)
	cost, price, err := Cost(ctx, c, len(cfg.Mint))
	if err != nil {
		return nil, err
	}
	have, err := c.BalanceAt(ctx, admin, nil)
	if err != nil {
		return nil, fmt.Errorf("deploy: balance of %s: %w", admin.Hex(), err)
	}
	if have.Cmp(cost) < 0 {
		return nil, fmt.Errorf("deploy: %w: %s has %s ETH; deploying needs up to %s ETH (%d gas at %s gwei): send it at least %s ETH more",
			ErrNoGas, admin.Hex(), tora.Format(have), tora.Format(cost), Gas+len(cfg.Mint)*mintGas, gwei(price), tora.Format(new(big.Int).Sub(cost, have)))
	}
	res := &Result{ChainID: id.Uint64()}
	d, err := devchain.Setup(ctx, c, devchain.Config{Admin: cfg.Admin, Params: cfg.Params, Governed: true, Deploy: cfg.Options, Mint: cfg.Mint,
		Progress: func(s devchain.Step) {
			res.Steps = append(res.Steps, s)
			res.Gas += s.Gas
			if cfg.Progress == nil {
				return
			}
			at := ""
			if s.Address != (common.Address{}) {
				at = s.Address.Hex()
			}
			fmt.Fprintf(cfg.Progress, "%-30s %-42s tx %s  gas %d\n", s.What, at, s.Tx.Hex(), s.Gas)
		}})
	if err != nil {
		return nil, fmt.Errorf("deploy: %w", err)
	}
	res.Addrs, res.Subnet = d.Addrs, d.Subnet
	if cfg.HandOver {
		if err := handOver(ctx, c, cfg, res); err != nil {
			return nil, fmt.Errorf("deploy: hand the admin's powers to governance: %w", err)
		}
	}
	return res, nil
}

// Roles of the admin that HandOver moves, by their Solidity names.
var (
	roleDefaultAdmin = [32]byte{}
	roleParams       = crypto.Keccak256Hash([]byte("PARAMS_ROLE"))
	roleAllocator    = crypto.Keccak256Hash([]byte("ALLOCATOR_ROLE"))
)

// power is one role of the admin's on one contract.
type power struct {
	contract string
	at       func(chain.Addresses) common.Address
	role     [32]byte
	name     string
}

// adminPowers are the roles deploying leaves with the admin; each
// contract's DEFAULT_ADMIN_ROLE comes last, since it administers the
// others.
var adminPowers = []power{
	{"Staking", func(a chain.Addresses) common.Address { return a.Staking }, roleParams, "PARAMS_ROLE"},
	{"Staking", func(a chain.Addresses) common.Address { return a.Staking }, roleDefaultAdmin, "DEFAULT_ADMIN_ROLE"},
	{"ValidatorRewards", func(a chain.Addresses) common.Address { return a.Rewards }, roleAllocator, "ALLOCATOR_ROLE"},
	{"ValidatorRewards", func(a chain.Addresses) common.Address { return a.Rewards }, roleDefaultAdmin, "DEFAULT_ADMIN_ROLE"},
	{"JobEscrow", func(a chain.Addresses) common.Address { return a.Escrow }, roleDefaultAdmin, "DEFAULT_ADMIN_ROLE"},
}

// handOver grants the timelock every admin power and TORA's ownership,
// then renounces the admin's, a step per transaction (recorded in res).
func handOver(ctx context.Context, c backend.Client, cfg Config, res *Result) error {
	admin := crypto.PubkeyToAddress(cfg.Admin.PublicKey)
	timelock := res.Addrs.Timelock
	if timelock == (common.Address{}) {
		return errors.New("no timelock deployed")
	}
	// Every AccessControl contract shares these selectors.
	ac := bindings.NewStaking()
	step := func(what string, to common.Address, data []byte) error {
		r, err := chain.Transact(ctx, c, cfg.Admin, to, data)
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		s := devchain.Step{What: what, Tx: r.TxHash, Gas: r.GasUsed}
		res.Steps = append(res.Steps, s)
		res.Gas += s.Gas
		if cfg.Progress != nil {
			fmt.Fprintf(cfg.Progress, "%-73s tx %s  gas %d\n", what, s.Tx.Hex(), s.Gas) // the tx column of the contracts' lines
		}
		return nil
	}
	for _, p := range adminPowers {
		if err := step("grant "+p.contract+" "+p.name, p.at(res.Addrs), ac.PackGrantRole(p.role, timelock)); err != nil {
			return err
		}
	}
	if err := step("hand TORA to governance", res.Addrs.Token, bindings.NewTORA().PackTransferOwnership(timelock)); err != nil {
		return err
	}
	for _, p := range adminPowers {
		if err := step("renounce "+p.contract+" "+p.name, p.at(res.Addrs), ac.PackRenounceRole(p.role, admin)); err != nil {
			return err
		}
	}
	return nil
}

// AdminPowers lists the powers addr holds over the deployment at a: the
// roles HandOver moves ("Staking PARAMS_ROLE", …) and "TORA owner".
// After a handover it is empty for the deploying account.
func AdminPowers(ctx context.Context, c backend.Client, a chain.Addresses, addr common.Address) ([]string, error) {
	ac := bindings.NewStaking()
	var out []string
	for _, p := range adminPowers {
		b, err := chain.Call(ctx, c, p.at(a), ac.PackHasRole(p.role, addr))
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", p.contract, p.name, err)
		}
		has, err := ac.UnpackHasRole(b)
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", p.contract, p.name, err)
		}
		if has {
			out = append(out, p.contract+" "+p.name)
		}
	}
	tora := bindings.NewTORA()
	b, err := chain.Call(ctx, c, a.Token, tora.PackOwner())
	if err != nil {
		return nil, fmt.Errorf("TORA owner: %w", err)
	}
	owner, err := tora.UnpackOwner(b)
	if err != nil {
		return nil, fmt.Errorf("TORA owner: %w", err)
	}
	if owner == addr {
		out = append(out, "TORA owner")
	}
	return out, nil
}

// gwei formats a per-gas fee in gwei with up to three decimals.
func gwei(wei *big.Int) string {
	milli := new(big.Int).Div(wei, big.NewInt(1_000_000))
	return fmt.Sprintf("%d.%03d", new(big.Int).Div(milli, big.NewInt(1000)), new(big.Int).Mod(milli, big.NewInt(1000)))
}
