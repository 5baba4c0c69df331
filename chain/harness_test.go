package chain_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/params"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/types"
)

const chainID = 1337

// tora is n whole TORA in wei.
func tora(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }

type actor struct {
	name string
	key  *ecdsa.PrivateKey
	addr common.Address
}

func newActor(name string) actor {
	// Deterministic keys keep failures reproducible and fuzz runs comparable.
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("tensora chain test " + name)))
	if err != nil {
		panic(err)
	}
	return actor{name: name, key: k, addr: crypto.PubkeyToAddress(k.PublicKey)}
}

type hopts struct {
	clients, miners int
	validators      int // funded actors h.vals (not registered)
	params          bindings.SubnetRegistryParams
	// minerStake is each miner's self-stake, registered as a Staking
	// miner when the harness starts (submitBatch pays only staked
	// miners); zero takes 100 TORA, negative registers none.
	minerStake int64
	// osaka runs the chain under mainnet's current rules (Osaka) instead of
	// the simulated backend's default, which also enables go-ethereum's
	// in-development "Bogota" fork (EIP-8037 state gas).
	osaka bool
}

// harness is a simulated chain with the contracts deployed, one subnet
// (id 1, owned by admin) and funded actors.
type harness struct {
	tb      testing.TB
	ctx     context.Context
	sim     *simulated.Backend
	c       simulated.Client
	admin   actor
	clients []actor
	miners  []actor
	vals    []actor // validator operators, for the challenge tests
	valid   actor   // a validator
	other   actor   // no role at all
	addrs   chain.Addresses
	d       types.Domain
	subnet  uint64
	nonces  map[common.Address]uint64 // next JobOrder nonce per client

	tora  *bindings.TORA
	reg   *bindings.SubnetRegistry
	rew   *bindings.ValidatorRewards
	esc   *bindings.JobEscrow
	toraC *bind.BoundContract
	regC  *bind.BoundContract
	rewC  *bind.BoundContract
	escC  *bind.BoundContract
	stk   *bindings.Staking // the deployment's Staking (SLASHER_ROLE: Challenges)
	chl   *bindings.Challenges
	stkC  *bind.BoundContract
	chlC  *bind.BoundContract
}

// votePeriod is the harness deployment's challenge vote period, seconds.
const votePeriod = 300

func defaultOpts() hopts {
	p := chain.DefaultParams()
	p.ChallengeWindow = 600
	return hopts{clients: 3, miners: 2, params: p}
}

func newHarness(tb testing.TB, o hopts) *harness {
	tb.Helper()
	h := &harness{tb: tb, ctx: context.Background(), admin: newActor("admin"), valid: newActor("validator"), other: newActor("outsider"), subnet: 1, nonces: map[common.Address]uint64{}}
	for i := 0; i < o.clients; i++ {
		h.clients = append(h.clients, newActor(fmt.Sprintf("client%d", i)))
	}
	for i := 0; i < o.miners; i++ {
		h.miners = append(h.miners, newActor(fmt.Sprintf("miner%d", i)))
	}
	for i := 0; i < o.validators; i++ {
		h.vals = append(h.vals, newActor(fmt.Sprintf("validator%d", i)))
	}
	alloc := ethtypes.GenesisAlloc{}
	eth := new(big.Int).Mul(big.NewInt(1e6), big.NewInt(1e18))
	for _, a := range h.actors() {
		alloc[a.addr] = ethtypes.Account{Balance: eth}
	}
	var opts []func(*node.Config, *ethconfig.Config)
	if o.osaka {
		opts = append(opts, func(_ *node.Config, ec *ethconfig.Config) {
			cfg := *params.AllDevChainProtocolChanges
			cfg.BogotaTime = nil
			ec.Genesis.Config = &cfg
		})
	}
	h.sim = simulated.NewBackend(alloc, opts...)
	tb.Cleanup(func() { h.sim.Close() })
	h.c = h.sim.Client()

	h.tora, h.reg, h.rew, h.esc = bindings.NewTORA(), bindings.NewSubnetRegistry(), bindings.NewValidatorRewards(), bindings.NewJobEscrow()
	// The contracts and subnet 1 (owned by admin) as every dev chain has
	// them; the simulated chain seals a block only when told.
	d, err := devchain.Setup(h.ctx, h.c, devchain.Config{
		Admin:  h.admin.key,
		Deploy: chain.DeployOptions{UnbondingPeriod: chain.MinUnbondingPeriod, VotePeriod: votePeriod * time.Second},
		Params: &o.params,
		Seal:   func() { h.sim.Commit() },
	})
	if err != nil {
		tb.Fatal(err)
	}
	addrs := d.Addrs
	h.addrs = addrs
	h.d = chain.EscrowDomain(chainID, addrs.Escrow)
	h.toraC = h.tora.Instance(h.c, addrs.Token)
	h.regC = h.reg.Instance(h.c, addrs.Registry)
	h.rewC = h.rew.Instance(h.c, addrs.Rewards)
	h.escC = h.esc.Instance(h.c, addrs.Escrow)
	h.stk, h.chl = bindings.NewStaking(), bindings.NewChallenges()
	h.stkC = h.stk.Instance(h.c, addrs.Staking)
	h.chlC = h.chl.Instance(h.c, addrs.Challenges)
	if o.minerStake == 0 {
		o.minerStake = 100
	}
	if o.minerStake > 0 {
		for _, m := range h.miners {
			h.register(m, roleMiner, tora(o.minerStake))
		}
	}
	return h
}

// register mints amount to a and registers it with Staking as an operator
// with role and that self-stake.
func (h *harness) register(a actor, role uint8, amount *big.Int) {
	h.tb.Helper()
	h.must(h.admin, h.toraC, h.tora.PackMint(a.addr, amount))
	h.must(a, h.toraC, h.tora.PackApprove(h.addrs.Staking, amount))
	h.must(a, h.stkC, h.stk.PackRegister(role, amount))
}

// now is the latest block's time.
func (h *harness) now() time.Time {
	h.tb.Helper()
	hd, err := h.c.HeaderByNumber(h.ctx, nil)
	if err != nil {
		h.tb.Fatal(err)
	}
	return time.Unix(int64(hd.Time), 0)
}

// settleWindow is the settle-by the harness grants by default: long
// enough for every test's clock moves.
const settleWindow = 30 * 24 * time.Hour

// assign is client's assignment of order o to miner at price, to be
// settled by settleBy.
func (h *harness) assign(client actor, o *types.JobOrder, miner common.Address, price *big.Int, settleBy time.Time) *types.Assignment {
	h.tb.Helper()
	a, err := chain.Assign(h.d, o, miner, price, settleBy.UnixMilli(), client.key)
	if err != nil {
		h.tb.Fatal(err)
	}
	return a
}

func (h *harness) actors() []actor {
	all := append([]actor{h.admin, h.valid, h.other}, h.clients...)
	all = append(all, h.vals...)
	return append(all, h.miners...)
}

func (h *harness) opts(a actor) *bind.TransactOpts {
	o := bind.NewKeyedTransactor(a.key, big.NewInt(chainID))
	o.Context = h.ctx
	return o
}

// send submits a transaction and seals a block. A transaction that would
// revert is refused at gas estimation; its error is decoded by name. The
// gas limit is chain.Send's (see chain.GasLimit: a stake checkpoint
// overwritten in the estimate's block is a new slot in the next).
func (h *harness) send(a actor, c *bind.BoundContract, data []byte) (*ethtypes.Receipt, error) {
	to := c.Address()
	est, err := h.c.EstimateGas(h.ctx, ethereum.CallMsg{From: a.addr, To: &to, Data: data})
	if err != nil {
		return nil, chain.Decode(err)
	}
	o := h.opts(a)
	o.GasLimit = chain.GasLimit(est)
	tx, err := bind.Transact(c, o, data)
	if err != nil {
		return nil, chain.Decode(err)
	}
	h.sim.Commit()
	r, err := h.receipt(tx.Hash())
	if err != nil {
		return nil, err
	}
	if r.Status != ethtypes.ReceiptStatusSuccessful {
		return r, fmt.Errorf("transaction %s failed after estimation", tx.Hash())
	}
	return r, nil
}

func (h *harness) must(a actor, c *bind.BoundContract, data []byte) *ethtypes.Receipt {
	h.tb.Helper()
	r, err := h.send(a, c, data)
	if err != nil {
		h.tb.Fatalf("%s: %v", a.name, err)
	}
	return r
}

// wantRevert fails unless err is a revert with the named custom error.
func wantRevert(tb testing.TB, err error, name string) *chain.RevertError {
	tb.Helper()
	if err == nil {
		tb.Fatalf("want revert %s, got success", name)
	}
	re, ok := chain.AsRevert(err)
	if !ok {
		tb.Fatalf("want revert %s, got %v", name, err)
	}
	if re.Name != name {
		tb.Fatalf("want revert %s, got %v", name, re)
	}
	if !errors.Is(err, chain.ErrReverted) {
		tb.Fatalf("errors.Is(%v, ErrReverted) is false", err)
	}
	return re
}

func call[T any](h *harness, c *bind.BoundContract, data []byte, unpack func([]byte) (T, error)) T {
	h.tb.Helper()
	v, err := bind.Call(c, &bind.CallOpts{Context: h.ctx}, data, unpack)
	if err != nil {
		h.tb.Fatalf("call: %v", chain.Decode(err))
	}
	return v
}

func (h *harness) tokenBalance(a common.Address) *big.Int {
	return call(h, h.toraC, h.tora.PackBalanceOf(a), h.tora.UnpackBalanceOf)
}

func (h *harness) escrowBalances(a common.Address) (free, committed *big.Int) {
	b := call(h, h.escC, h.esc.PackBalances(a), h.esc.UnpackBalances)
	return b.Free, b.Committed
}

func (h *harness) owed(a common.Address) *big.Int {
	return call(h, h.escC, h.esc.PackOwed(a), h.esc.UnpackOwed)
}

func (h *harness) pool(subnet uint64) *big.Int {
	return call(h, h.rewC, h.rew.PackPool(subnet), h.rew.UnpackPool).Balance
}

func (h *harness) batch(id *big.Int) bindings.JobEscrowBatch {
	return call(h, h.escC, h.esc.PackBatch(id), h.esc.UnpackBatch)
}

// fund mints amount to a and deposits it into escrow.
func (h *harness) fund(a actor, amount *big.Int) {
	h.tb.Helper()
	h.must(h.admin, h.toraC, h.tora.PackMint(a.addr, amount))
	h.must(a, h.toraC, h.tora.PackApprove(h.addrs.Escrow, amount))
	h.must(a, h.escC, h.esc.PackDeposit(amount))
}

// order is the client's next JobOrder (dense nonces from 1), signed with
// the escrow's domain.
func (h *harness) order(client actor, subnet uint64, maxFee *big.Int) *types.JobOrder {
	h.tb.Helper()
	h.nonces[client.addr]++
	n := h.nonces[client.addr]
	o := &types.JobOrder{
		Subnet:      subnet,
		ModelCid:    "bafkreimodelcidforthetestsuitexxxxxxxxxxxxxxxxxxxxxxxxxxx",
		InputCid:    fmt.Sprintf("bafkreiinput%s%06d", client.name, n),
		Engine:      "onnx",
		Spec:        "4cpu,8ram",
		MaxFee:      types.Amount(maxFee),
		DeadlineMs:  1_767_225_600_000 + int64(n)*1000,
		Nonce:       n,
		CreatedMs:   1_767_225_500_000 + int64(n)*1000,
		BidWindowMs: 250,
		InputBytes:  4096 + n,
	}
	if err := types.Sign(h.d, o, client.key); err != nil {
		h.tb.Fatal(err)
	}
	return o
}

func resultHash(i int) [32]byte { return crypto.Keccak256Hash([]byte(fmt.Sprintf("result %d", i))) }

// leaves makes n signed leaves of client assigned to miner 0, paying fee
// each (price fee, cap 2×fee, settle-by settleWindow from now).
func (h *harness) leaves(client actor, n int, fee *big.Int) []chain.Leaf {
	return h.leavesFor(h.miners[0], client, n, fee)
}

// leavesFor is leaves assigned to miner m.
func (h *harness) leavesFor(m actor, client actor, n int, fee *big.Int) []chain.Leaf {
	out := make([]chain.Leaf, n)
	settleBy := h.now().Add(settleWindow)
	for i := range out {
		o := h.order(client, h.subnet, new(big.Int).Mul(fee, big.NewInt(2)))
		out[i] = chain.Leaf{Order: o, Fee: new(big.Int).Set(fee), ResultHash: resultHash(int(o.GetNonce())),
			Assignment: h.assign(client, o, m.addr, fee, settleBy)}
	}
	return out
}

func (h *harness) newBatch(leaves []chain.Leaf) *chain.Batch {
	h.tb.Helper()
	b, err := chain.NewBatch(h.d, h.subnet, leaves)
	if err != nil {
		h.tb.Fatal(err)
	}
	return b
}

// submit sends packed leaves as miner m; it returns the batch id.
func (h *harness) submit(m actor, subnet uint64, packed []byte) (*big.Int, *ethtypes.Receipt, error) {
	r, err := h.send(m, h.escC, h.esc.PackSubmitBatch(subnet, packed))
	if err != nil {
		return nil, r, err
	}
	for _, l := range r.Logs {
		if ev, err := h.esc.UnpackBatchSubmittedEvent(l); err == nil {
			return ev.BatchId, r, nil
		}
	}
	return nil, r, errors.New("no BatchSubmitted event")
}

// receipt is the receipt of a mined transaction. go-ethereum indexes
// transactions in the background, so right after Commit the lookup may
// still say "indexing in progress": ask again until a deadline.
func (h *harness) receipt(tx common.Hash) (*ethtypes.Receipt, error) {
	ctx, cancel := context.WithTimeout(h.ctx, 20*time.Second)
	defer cancel()
	for {
		r, err := h.c.TransactionReceipt(ctx, tx)
		if err == nil {
			return r, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("receipt of %s: %w", tx, err)
		case <-time.After(2 * time.Millisecond):
		}
	}
}

// wait moves the chain clock forward by d. The transaction pool drops
// mined transactions in the background, and AdjustTime refuses while it
// still lists one: ask again until a deadline.
func (h *harness) wait(d time.Duration) {
	h.tb.Helper()
	ctx, cancel := context.WithTimeout(h.ctx, 20*time.Second)
	defer cancel()
	for {
		err := h.sim.AdjustTime(d)
		if err == nil {
			return
		}
		select {
		case <-ctx.Done():
			h.tb.Fatal(err)
		case <-time.After(2 * time.Millisecond):
		}
	}
}

// bindCall makes a raw call; a revert comes back decoded.
func bindCall(h *harness, c *bind.BoundContract, data []byte) ([]byte, error) {
	out, err := c.CallRaw(&bind.CallOpts{Context: h.ctx}, data)
	return out, chain.Decode(err)
}

// findLog is the first log of the receipt that unpack accepts.
func findLog[T any](tb testing.TB, r *ethtypes.Receipt, unpack func(*ethtypes.Log) (*T, error)) *T {
	tb.Helper()
	for _, l := range r.Logs {
		if ev, err := unpack(l); err == nil {
			return ev
		}
	}
	tb.Fatalf("no such event in %d logs", len(r.Logs))
	return nil
}
