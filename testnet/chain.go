package testnet

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"io"
	"math/big"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/staking"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/types/tora"
)

// chainEnv is the embedded chain of a testnet with Tensora's contracts.
type chainEnv struct {
	emb    *backend.Embedded
	proxy  *proxy
	rpc    *ethclient.Client
	addrs  chain.Addresses
	owner  *ecdsa.PrivateKey // deployed the contracts; owns the subnet (its ACL's tests set it)
	window time.Duration
	vote   time.Duration
}

// operator is a key the testnet registers on Staking.
type operator struct {
	key   *ecdsa.PrivateKey
	role  uint8 // 1 miner, 2 validator
	stake *big.Int
}

var (
	toraABI    = bindings.NewTORA()
	escrowABI  = bindings.NewJobEscrow()
	rewardsABI = bindings.NewValidatorRewards()
	stakingABI = bindings.NewStaking()
)

// startChain starts the embedded chain with the contracts (devchain),
// creates the testnet's subnet with a short challenge window, gives every
// peer gas, the client TORA in escrow, and registers every operator with
// its stake (and, for validators, spare TORA for challenge bonds), all
// operators at once.
func startChain(ctx context.Context, cfg Config, keys []*ecdsa.PrivateKey, client *ecdsa.PrivateKey, ops []operator) (*chainEnv, error) {
	deployer, err := crypto.GenerateKey()
	if err != nil {
		return nil, err
	}
	eth := tora.Whole(1000) // 1000 ETH of gas money each
	ec := backend.EmbeddedConfig{Alloc: devchain.Alloc(eth, append([]*ecdsa.PrivateKey{deployer}, keys...)...), BlockInterval: 100 * time.Millisecond}
	if cfg.Payments {
		// Block times a second apart: the chain's clock keeps time with
		// the swap coordinators' (Config.Payments).
		ec.BlockInterval = time.Second
	}
	if cfg.ChainOutages {
		ec.HTTPAddr = "127.0.0.1:0"
	}
	p := chain.DefaultParams()
	p.ChallengeWindow = uint64(cfg.ChallengeWindow / time.Second)
	p.SampleRateBps = cfg.SampleRateBps
	if cfg.NoSampling {
		p.SampleRateBps = 0
	}
	p.MinMinerStake = tora.Whole(cfg.MinStakeTORA)
	p.MinValidatorStake = tora.Whole(cfg.MinStakeTORA)
	dc := devchain.Config{
		Admin:    deployer,
		Deploy:   chain.DeployOptions{VotePeriod: cfg.VotePeriod, Governance: governance(cfg.ChallengeWindow)},
		Params:   &p,
		Governed: cfg.Governed,
	}
	if cfg.ClientEscrowTORA > 0 {
		dc.Deposits = []devchain.Deposit{{Key: client, Amount: tora.Whole(cfg.ClientEscrowTORA)}}
	}
	for i, o := range ops {
		spare := tora.Whole(10)
		if cfg.Payments && i == deskIndex(cfg) {
			spare = tora.Whole(deskTORA) // the TORA it sells
		}
		dc.Operators = append(dc.Operators, devchain.Operator{Key: o.key, Role: staking.Role(o.role), Stake: o.stake, Spare: spare})
	}
	ch, err := devchain.Start(ctx, ec, dc)
	if err != nil {
		return nil, fmt.Errorf("testnet: chain: %w", err)
	}
	return &chainEnv{emb: ch.Embedded, addrs: ch.Addrs, owner: deployer, window: cfg.ChallengeWindow, vote: cfg.VotePeriod}, nil
}

// viaProxy dials the chain's JSON-RPC through a relay that ChainDown cuts.
func (e *chainEnv) viaProxy(ctx context.Context) (*ethclient.Client, error) {
	p, err := newProxy(strings.TrimPrefix(e.emb.URL(), "http://"))
	if err != nil {
		return nil, err
	}
	e.proxy = p
	c, err := backend.Dial(ctx, "http://"+p.addr, backend.DevChainID)
	if err != nil {
		return nil, err
	}
	e.rpc = c
	return c, nil
}

func (e *chainEnv) close() {
	if e.rpc != nil {
		e.rpc.Close()
	}
	if e.proxy != nil {
		e.proxy.close()
	}
	_ = e.emb.Close()
}

// ChainDown cuts the peers off the chain (Config.ChainOutages).
func (n *Net) ChainDown() { n.chain.proxy.cut() }

// ChainUp reconnects them.
func (n *Net) ChainUp() error { return n.chain.proxy.restore() }

// send transacts and waits for success.
func (e *chainEnv) send(ctx context.Context, key *ecdsa.PrivateKey, to common.Address, data []byte) error {
	_, err := chain.Transact(ctx, e.emb.Client(), key, to, data)
	return err
}

func (e *chainEnv) call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	return chain.Call(ctx, e.emb.Client(), to, data)
}

// Balances is the money side of a run, in wei.
type Balances struct {
	ClientFree, ClientCommitted *big.Int
	MinerOwed                   map[common.Address]*big.Int // earned, unclaimed
	MinerTORA                   map[common.Address]*big.Int // token balance (claimed)
	ValidatorPool               *big.Int
	// RewardsHeld is the TORA ValidatorRewards holds: the subnets' pools,
	// the batches' pots of recorded work and what validators may claim.
	// The validators' share of a fee lands there, in the pool or a pot.
	RewardsHeld *big.Int
	EscrowHeld  *big.Int // TORA held by JobEscrow
}

func (e *chainEnv) balances(ctx context.Context, client common.Address, miners []common.Address, subnet uint64) (*Balances, error) {
	b := &Balances{MinerOwed: map[common.Address]*big.Int{}, MinerTORA: map[common.Address]*big.Int{}}
	out, err := e.call(ctx, e.addrs.Escrow, escrowABI.PackBalances(client))
	if err != nil {
		return nil, err
	}
	cb, err := escrowABI.UnpackBalances(out)
	if err != nil {
		return nil, err
	}
	b.ClientFree, b.ClientCommitted = cb.Free, cb.Committed
	for _, m := range miners {
		if out, err = e.call(ctx, e.addrs.Escrow, escrowABI.PackOwed(m)); err != nil {
			return nil, err
		}
		if b.MinerOwed[m], err = escrowABI.UnpackOwed(out); err != nil {
			return nil, err
		}
		if out, err = e.call(ctx, e.addrs.Token, toraABI.PackBalanceOf(m)); err != nil {
			return nil, err
		}
		if b.MinerTORA[m], err = toraABI.UnpackBalanceOf(out); err != nil {
			return nil, err
		}
	}
	if out, err = e.call(ctx, e.addrs.Rewards, rewardsABI.PackPool(subnet)); err != nil {
		return nil, err
	}
	pool, err := rewardsABI.UnpackPool(out)
	if err != nil {
		return nil, err
	}
	b.ValidatorPool = pool.Balance
	if out, err = e.call(ctx, e.addrs.Token, toraABI.PackBalanceOf(e.addrs.Rewards)); err != nil {
		return nil, err
	}
	if b.RewardsHeld, err = toraABI.UnpackBalanceOf(out); err != nil {
		return nil, err
	}
	if out, err = e.call(ctx, e.addrs.Token, toraABI.PackBalanceOf(e.addrs.Escrow)); err != nil {
		return nil, err
	}
	b.EscrowHeld, err = toraABI.UnpackBalanceOf(out)
	return b, err
}

// SettlementReport is what settling a run did on chain.
type SettlementReport struct {
	Before, After *Balances
	Batches       int
	Jobs          int
	Gas           uint64
	Miners        []common.Address
	Profiles      map[common.Address]string
	Names         map[common.Address]string // the miners' .tora names (Config.Names)
	// Validation is what validators did (nil without validators).
	Validation *ValidationReport
}

// RunAndSettle posts jobs (Run) and, on a network with a chain, settles
// them (Settle) against the balances read before; settled is nil without
// a chain. It says what it is doing on progress.
func (n *Net) RunAndSettle(ctx context.Context, jobs int, progress io.Writer) (rep *Report, settled *SettlementReport, err error) {
	var before *Balances
	if n.cfg.Chain {
		if before, err = n.ChainBalances(ctx); err != nil {
			return nil, nil, err
		}
	}
	fmt.Fprintf(progress, "network up; posting %d jobs\n", jobs)
	if rep, err = n.Run(ctx, jobs); err != nil {
		return nil, nil, err
	}
	if n.cfg.Chain {
		fmt.Fprintln(progress, "settling on the embedded chain...")
		if settled, err = n.Settle(ctx, before); err != nil {
			return nil, nil, err
		}
	}
	return rep, settled, nil
}

// Settle flushes every miner's settlement queue, waits out the challenge
// window (moving the embedded chain's clock), finalizes, has every miner
// claim, and reports balances before and after.
func (n *Net) Settle(ctx context.Context, before *Balances) (*SettlementReport, error) {
	if n.chain == nil {
		return nil, fmt.Errorf("testnet: started without a chain")
	}
	rep := &SettlementReport{Before: before, Profiles: map[common.Address]string{}, Names: map[common.Address]string{}}
	for _, m := range n.Miners {
		rep.Miners = append(rep.Miners, m.Address())
		rep.Profiles[m.Address()] = n.profile[m.Address()].Name
		rep.Names[m.Address()] = n.names[m.Address()]
	}
	stBefore, prBefore := n.stakeStart, n.priceStart
	valBefore := map[common.Address]*big.Int{}
	for _, v := range n.Validators {
		out, err := n.chain.call(ctx, n.chain.addrs.Token, toraABI.PackBalanceOf(v.Address()))
		if err != nil {
			return rep, err
		}
		if valBefore[v.Address()], err = toraABI.UnpackBalanceOf(out); err != nil {
			return rep, err
		}
	}
	// Seal and submit everything now.
	for _, m := range n.Miners {
		if _, err := m.Settlement().Step(ctx, true); err != nil {
			return rep, fmt.Errorf("testnet: settle miner %s: %w", m.Address().Hex(), err)
		}
	}
	// Validators record their work and challenge wrong results inside the
	// window; challenges resolve before it closes.
	if err := n.settleValidators(ctx); err != nil {
		return rep, err
	}
	if err := n.chain.emb.AdjustTime(n.chain.window + time.Second); err != nil {
		return rep, err
	}
	for _, m := range n.Miners {
		if _, err := m.Settlement().Step(ctx, false); err != nil {
			return rep, fmt.Errorf("testnet: finalize miner %s: %w", m.Address().Hex(), err)
		}
		batches, err := m.Settlement().Batches(ctx)
		if err != nil {
			return rep, err
		}
		for _, b := range batches {
			if b.State != settle.Finalized {
				continue // only what was paid counts
			}
			rep.Batches++
			rep.Jobs += len(b.Jobs)
			rep.Gas += b.Gas
		}
	}
	for i, m := range n.Miners {
		out, err := n.chain.call(ctx, n.chain.addrs.Escrow, escrowABI.PackOwed(m.Address()))
		if err != nil {
			return rep, err
		}
		if owed, _ := escrowABI.UnpackOwed(out); owed == nil || owed.Sign() == 0 {
			continue
		}
		if err := n.chain.send(ctx, n.keys[i], n.chain.addrs.Escrow, escrowABI.PackClaim()); err != nil {
			return rep, fmt.Errorf("testnet: claim for miner %d: %w", i, err)
		}
	}
	after, err := n.chain.balances(ctx, n.Client.Address(), rep.Miners, n.cfg.Subnet)
	rep.After = after
	if err != nil || len(n.Validators) == 0 {
		return rep, err
	}
	if err := n.claimValidators(ctx); err != nil {
		return rep, err
	}
	rep.Validation, err = n.validationReport(ctx, stBefore, prBefore, valBefore)
	return rep, err
}

// ChainBalances reads the balances now (before a run, say).
func (n *Net) ChainBalances(ctx context.Context) (*Balances, error) {
	if n.chain == nil {
		return nil, fmt.Errorf("testnet: started without a chain")
	}
	var miners []common.Address
	for _, m := range n.Miners {
		miners = append(miners, m.Address())
	}
	return n.chain.balances(ctx, n.Client.Address(), miners, n.cfg.Subnet)
}

// WriteTable prints the settlement: each miner's earnings, the validator
// pool, the client's spend and gas per settled job.
func (r *SettlementReport) WriteTable(w io.Writer) error { return r.writeTable(w, false) }

// WriteWideTable is WriteTable with the validation tables' every column.
func (r *SettlementReport) WriteWideTable(w io.Writer) error { return r.writeTable(w, true) }

func (r *SettlementReport) writeTable(w io.Writer, wide bool) error {
	fmt.Fprintf(w, "\nsettlement on the embedded chain: %d jobs in %d batches, %d gas (%d per job)\n\n", r.Jobs, r.Batches, r.Gas, r.Gas/uint64(max(1, r.Jobs)))
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ACCOUNT\tBEFORE (TORA)\tAFTER (TORA)\tCHANGE")
	row := func(name string, a, b *big.Int) {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", name, tora.Format(a), tora.Format(b), tora.Format(new(big.Int).Sub(b, a)))
	}
	row("client escrow (free)", r.Before.ClientFree, r.After.ClientFree)
	for _, m := range r.Miners {
		if r.After.MinerTORA[m].Cmp(r.Before.MinerTORA[m]) == 0 {
			continue
		}
		row(addrLabel(m.Hex(), r.Names[m])+" ("+r.Profiles[m]+")", r.Before.MinerTORA[m], r.After.MinerTORA[m])
	}
	row("validator pool (subnet)", r.Before.ValidatorPool, r.After.ValidatorPool)
	if err := tw.Flush(); err != nil {
		return err
	}
	if r.Validation != nil {
		return r.Validation.writeTable(w, wide)
	}
	return nil
}
