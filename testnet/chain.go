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
	ethtypes "github.com/ethereum/go-ethereum/core/types"
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

// chainEnv is the testnet's chain with Tensora's contracts: the embedded
// one, or an external node over JSON-RPC (Config.External).
type chainEnv struct {
	emb     *backend.Embedded // nil on an external chain
	client  backend.Client
	url     string // JSON-RPC URL ("" for an embedded chain without HTTP)
	chainID uint64
	ext     *ethclient.Client // an external chain's client, closed with the env
	proxy   *proxy
	rpc     *ethclient.Client
	addrs   chain.Addresses
	owner   *ecdsa.PrivateKey // deployed the contracts; owns the subnet (its ACL's tests set it)
	window  time.Duration
	vote    time.Duration
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
	return &chainEnv{emb: ch.Embedded, client: ch.Client(), url: ch.URL(), chainID: backend.DevChainID, addrs: ch.Addrs, owner: deployer,
		window: cfg.ChallengeWindow, vote: cfg.VotePeriod}, nil
}

// ExternalChain is a chain the testnet settles on instead of starting the
// embedded one (Config.External): a node over JSON-RPC with Tensora's
// contracts deployed (`tensora chain deploy`, package chain/deploy) and
// subnet Config.Subnet created with the testnet's challenge window, vote
// period, sample rate and minimum stakes. Its clock cannot be moved: the
// testnet waits out windows in real time, so deploy with short ones.
type ExternalChain struct {
	RPC       string
	ChainID   uint64
	Contracts chain.Addresses
	// Admin owns TORA (mints the stakes and the client's escrow) and pays
	// every peer's gas money.
	Admin *ecdsa.PrivateKey
	// Gas is the native coin (wei) each peer gets (default 10 ETH).
	Gas *big.Int
}

// startExternalChain funds the peers' gas from the admin, then mints,
// deposits and registers as startChain does, on the external chain.
func startExternalChain(ctx context.Context, cfg Config, keys []*ecdsa.PrivateKey, client *ecdsa.PrivateKey, ops []operator) (*chainEnv, error) {
	x := cfg.External
	c, err := backend.Dial(ctx, x.RPC, x.ChainID)
	if err != nil {
		return nil, fmt.Errorf("testnet: external chain: %w", err)
	}
	env := &chainEnv{client: c, ext: c, url: x.RPC, chainID: x.ChainID, addrs: x.Contracts, owner: x.Admin, window: cfg.ChallengeWindow, vote: cfg.VotePeriod}
	gas := x.Gas
	if gas == nil {
		gas = tora.Whole(10)
	}
	if err := transferAll(ctx, c, x.ChainID, x.Admin, gas, keys); err != nil {
		c.Close()
		return nil, fmt.Errorf("testnet: external chain: gas money: %w", err)
	}
	dc := devchain.Config{Admin: x.Admin, Existing: &x.Contracts}
	if cfg.ClientEscrowTORA > 0 {
		dc.Deposits = []devchain.Deposit{{Key: client, Amount: tora.Whole(cfg.ClientEscrowTORA)}}
	}
	for _, o := range ops {
		dc.Operators = append(dc.Operators, devchain.Operator{Key: o.key, Role: staking.Role(o.role), Stake: o.stake, Spare: tora.Whole(10)})
	}
	if _, err := devchain.Setup(ctx, c, dc); err != nil {
		c.Close()
		return nil, fmt.Errorf("testnet: external chain: %w", err)
	}
	return env, nil
}

// transferAll sends amount wei from key to every key's address, all at
// once, and waits for them.
func transferAll(ctx context.Context, c backend.Client, chainID uint64, from *ecdsa.PrivateKey, amount *big.Int, to []*ecdsa.PrivateKey) error {
	nonce, err := c.PendingNonceAt(ctx, crypto.PubkeyToAddress(from.PublicKey))
	if err != nil {
		return err
	}
	tip, err := c.SuggestGasTipCap(ctx)
	if err != nil {
		return err
	}
	h, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(h.BaseFee, big.NewInt(2)))
	signer := ethtypes.LatestSignerForChainID(new(big.Int).SetUint64(chainID))
	var txs []*ethtypes.Transaction
	for i, k := range to {
		a := crypto.PubkeyToAddress(k.PublicKey)
		tx, err := ethtypes.SignNewTx(from, signer, &ethtypes.DynamicFeeTx{Nonce: nonce + uint64(i), GasTipCap: tip, GasFeeCap: feeCap, Gas: 21000, To: &a, Value: amount})
		if err != nil {
			return err
		}
		if err := c.SendTransaction(ctx, tx); err != nil {
			return fmt.Errorf("to %s: %w", a.Hex(), err)
		}
		txs = append(txs, tx)
	}
	for _, tx := range txs {
		if _, err := backend.WaitMined(ctx, c, tx); err != nil {
			return err
		}
	}
	return nil
}

// name says which chain this is, for reports.
func (e *chainEnv) name() string {
	if e.emb != nil {
		return "the embedded chain"
	}
	return fmt.Sprintf("chain %d at %s", e.chainID, e.url)
}

// advance lets d of chain time pass: the embedded chain's clock moves at
// once; on an external chain it waits until a block d after the latest.
func (e *chainEnv) advance(ctx context.Context, d time.Duration) error {
	if e.emb != nil {
		return e.emb.AdjustTime(d)
	}
	h, err := e.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("testnet: chain time: %w", err)
	}
	target := h.Time + uint64((d+time.Second-1)/time.Second)
	for h.Time < target {
		select {
		case <-ctx.Done():
			return fmt.Errorf("testnet: waiting %s of chain time: %w", d, ctx.Err())
		case <-time.After(250 * time.Millisecond):
		}
		if h, err = e.client.HeaderByNumber(ctx, nil); err != nil {
			return fmt.Errorf("testnet: chain time: %w", err)
		}
	}
	return nil
}

// viaProxy dials the chain's JSON-RPC through a relay that ChainDown cuts.
func (e *chainEnv) viaProxy(ctx context.Context) (*ethclient.Client, error) {
	p, err := newProxy(strings.TrimPrefix(e.url, "http://"))
	if err != nil {
		return nil, err
	}
	e.proxy = p
	c, err := backend.Dial(ctx, "http://"+p.addr, e.chainID)
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
	if e.ext != nil {
		e.ext.Close()
	}
	if e.emb != nil {
		_ = e.emb.Close()
	}
}

// ChainDown cuts the peers off the chain (Config.ChainOutages).
func (n *Net) ChainDown() { n.chain.proxy.cut() }

// ChainUp reconnects them.
func (n *Net) ChainUp() error { return n.chain.proxy.restore() }

// send transacts and waits for success.
func (e *chainEnv) send(ctx context.Context, key *ecdsa.PrivateKey, to common.Address, data []byte) error {
	_, err := chain.Transact(ctx, e.client, key, to, data)
	return err
}

func (e *chainEnv) call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	return chain.Call(ctx, e.client, to, data)
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
	// Chain names the chain it settled on: "the embedded chain", or an
	// external one's id and URL (Config.External).
	Chain string
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
	rep := &SettlementReport{Before: before, Profiles: map[common.Address]string{}, Names: map[common.Address]string{}, Chain: n.chain.name()}
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
	if err := n.chain.advance(ctx, n.chain.window+time.Second); err != nil {
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
	where := r.Chain
	if where == "" {
		where = "the embedded chain"
	}
	fmt.Fprintf(w, "\nsettlement on %s: %d jobs in %d batches, %d gas (%d per job)\n\n", where, r.Jobs, r.Batches, r.Gas, r.Gas/uint64(max(1, r.Jobs)))
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
