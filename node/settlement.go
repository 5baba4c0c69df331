package node

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

// ErrInsufficientEscrow: the client's free escrow does not cover a job.
var ErrInsufficientEscrow = errors.New("insufficient escrow")

// startSettlement opens the miner's settlement queue and runs it.
func (m *miner) startSettlement() {
	s := m.cfg.Settlement
	m.settler = settle.NewOnChain(s.Client, s.Contracts.Escrow, m.cfg.P2P.Domain, m.key)
	m.settle = settle.New(m.db.Durable(store.PrefixLedger), m.settler, settle.Config{
		MaxBatch: s.MaxBatch, MaxAge: s.MaxAge, Logger: m.log, Now: m.cfg.Now, Metrics: settleMetrics{m.metrics},
	})
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		m.settle.Run(m.ctx)
	}()
}

// Settlement is the miner's settlement queue (nil without Config.Settlement
// or for other roles).
func (n *Node) Settlement() *settle.Queue { return n.miner.settle }

// claimFee queues a done job's fee for settlement: the price its client
// signed into the assignment (settlementLeaf). A job without valid signed
// terms is never queued: JobEscrow would not pay it, and trying would
// only burn gas.
func (m *miner) claimFee(j queue.Job) {
	if m.settle == nil {
		return
	}
	e := settle.Entry{JobID: j.ID, Order: j.Order, Result: j.Result, Assignment: j.Assign}
	leaf, err := m.settlementLeaf(j)
	switch {
	case errors.Is(err, errNotThisSetup):
		// Good terms, perhaps, under another chain or wallet: this run's
		// configuration may be the wrong one, so the claim is not dropped
		// for good (a restart with the right one queues it).
		if m.ctx.Err() == nil {
			m.log.Warn("fee not queued for settlement: not under this node's chain and wallet", "job", short(j.ID), "err", err)
		}
		return
	case err != nil:
		// Never settleable: recorded once, so a restart that claims every
		// done job again neither retries nor logs it.
		m.refuseFee(e, err)
		return
	}
	if h := m.opts.hooks.Fee; h != nil {
		leaf.Fee = new(big.Int).Set(leaf.Fee)
		h(j.ID, leaf.Fee) // a seam for the lab and tests (Hooks)
	}
	if leaf.Fee.Sign() == 0 {
		return
	}
	// The leaf's assignment (j.Assign, stored with the job) is what
	// JobEscrow checks.
	e.Fee = leaf.Fee
	err = m.settle.Add(m.ctx, leaf.Order.GetSubnet(), e)
	m.metrics.settleClaim(err)
	switch {
	case err == nil, errors.Is(err, settle.ErrDuplicate), errors.Is(err, settle.ErrDropped), m.ctx.Err() != nil:
	case errors.Is(err, settle.ErrNothingToSettle):
		m.refuseFee(e, err)
	default:
		m.log.Error("fee not queued for settlement", "job", short(j.ID), "err", err)
	}
}

// refuseFee records a done job that can never be settled with the
// settlement queue (settle.Queue.Refuse logs it, once).
func (m *miner) refuseFee(e settle.Entry, why error) {
	if err := m.settle.Refuse(m.ctx, e, why.Error()); err != nil && !errors.Is(err, settle.ErrDropped) &&
		!errors.Is(err, settle.ErrDuplicate) && m.ctx.Err() == nil {
		m.log.Error("fee not queued for settlement", "job", short(e.JobID), "why", why, "err", err)
	}
}

// errNotThisSetup marks terms that fail only under this run's settings:
// the stored assignment names another miner (this run's wallet is not the
// one that accepted it) or its settlement signature does not recover to
// the client under this run's domain (another chain id or escrow
// contract). The same bytes may settle under the setup that accepted
// them, so such a claim is never recorded as dropped (claimFee).
var errNotThisSetup = errors.New("not under this node's chain and wallet")

// settlementLeaf is a done job as JobEscrow settles it: the client's
// order, the result's hash, and the assignment stored with the job, whose
// terms must be the client's signature naming this miner and whose price
// is the fee. Without such terms the job cannot be settled.
func (m *miner) settlementLeaf(j queue.Job) (chain.Leaf, error) {
	_, om, err := types.Decode(j.Order)
	o, ok := om.(*types.JobOrder)
	if err != nil || !ok {
		return chain.Leaf{}, fmt.Errorf("stored order unreadable: %v", err)
	}
	_, rm, err := types.Decode(j.Result)
	r, ok := rm.(*types.Result)
	if err != nil || !ok || len(r.GetResultHash()) != 32 {
		return chain.Leaf{}, fmt.Errorf("stored result unreadable: %v", err)
	}
	_, am, err := types.Decode(j.Assign)
	a, ok := am.(*types.Assignment)
	if err != nil || !ok {
		return chain.Leaf{}, fmt.Errorf("stored assignment unreadable: %v", err)
	}
	if common.BytesToAddress(a.GetMiner()) != m.addr {
		return chain.Leaf{}, fmt.Errorf("%w: the stored assignment names %s (%w)", ErrBadTerms, common.BytesToAddress(a.GetMiner()).Hex(), errNotThisSetup)
	}
	if v := jobbook.CheckTerms(m.cfg.P2P.Domain, o, a); v.Action != jobbook.Accept {
		if v.Reason == jobbook.ReasonBadTerms {
			return chain.Leaf{}, fmt.Errorf("%w: the stored assignment's terms: %s (%w)", ErrBadTerms, v.Reason, errNotThisSetup)
		}
		return chain.Leaf{}, fmt.Errorf("%w: the stored assignment's terms: %s", ErrBadTerms, v.Reason)
	}
	fee := types.AmountOf(a.GetPrice())
	if llmjob.IsLLM(o) {
		// Per token: the charge of the output this miner committed to,
		// never above the price its client signed (JobEscrow refuses
		// more anyway). A job done before the charge was kept settles
		// nothing rather than the whole cap.
		fee = llmjob.Settled(j.Fee, fee)
	}
	return chain.Leaf{Order: o, Fee: fee, ResultHash: [32]byte(r.GetResultHash()), Assignment: a}, nil
}

// perTokenFee is the charge of an LLM job's output (decimal wei), kept
// with the done job for settlement; "" for other jobs, which settle at
// their assigned price.
func perTokenFee(o *types.JobOrder, output []byte) string {
	if !llmjob.IsLLM(o) {
		return ""
	}
	out, err := llmjob.ParseOutput(output)
	if err != nil {
		return "0"
	}
	return out.Charge
}

// Escrow reads a client's escrow: free and committed TORA (wei).
func (n *core) Escrow(ctx context.Context, client common.Address) (free, committed *big.Int, err error) {
	s := n.cfg.Settlement
	if s == nil {
		return nil, nil, errors.New("no chain configured")
	}
	e := bindings.NewJobEscrow()
	out, err := chain.Call(ctx, s.Client, s.Contracts.Escrow, e.PackBalances(client))
	if err != nil {
		return nil, nil, fmt.Errorf("read escrow: %w", err)
	}
	b, err := e.UnpackBalances(out)
	if err != nil {
		return nil, nil, fmt.Errorf("read escrow: %w", err)
	}
	return b.Free, b.Committed, nil
}

// escrowTTL is how long a miner trusts a client's escrow balance it read
// before bidding: short, so a withdrawal shows soon; long enough that a
// client posting a burst of jobs costs one chain read per miner.
const escrowTTL = 5 * time.Second

// maxEscrowEntries bounds the clients whose balance a miner remembers.
const maxEscrowEntries = 4096

// clientEscrow is what a miner reads of a client's escrow before bidding.
type clientEscrow interface {
	// Spendable is the client's escrow that settlement can still draw
	// on: its free balance, less what it asked to withdraw wherever the
	// escrow contract exposes pending withdrawals (that amount leaves
	// after JobEscrow's withdrawal delay, whatever is unsettled).
	Spendable(ctx context.Context, client common.Address) (*big.Int, error)
}

// chainEscrow reads spendable escrow from JobEscrow.balances.
type chainEscrow struct{ n *core }

func (c chainEscrow) Spendable(ctx context.Context, client common.Address) (*big.Int, error) {
	free, _, err := c.n.Escrow(ctx, client)
	if err != nil {
		return nil, err
	}
	// A withdrawal the client has asked for may leave before this miner
	// settles: it does not count as spendable.
	s, e := c.n.cfg.Settlement, bindings.NewJobEscrow()
	out, err := chain.Call(ctx, s.Client, s.Contracts.Escrow, e.PackPendingWithdrawal(client))
	if err != nil {
		return nil, fmt.Errorf("read pending withdrawal: %w", err)
	}
	p, err := e.UnpackPendingWithdrawal(out)
	if err != nil {
		return nil, fmt.Errorf("read pending withdrawal: %w", err)
	}
	return new(big.Int).Sub(free, p.Amount), nil
}

// escrowCache is a miner's short-lived memory of clients' spendable
// escrow, so bidding does not wait on the chain for every job.
type escrowCache struct {
	view clientEscrow
	now  func() time.Time
	mu   sync.Mutex
	seen map[common.Address]escrowSeen
}

type escrowSeen struct {
	amount *big.Int
	at     time.Time
}

func newEscrowCache(view clientEscrow, now func() time.Time) *escrowCache {
	return &escrowCache{view: view, now: now, seen: make(map[common.Address]escrowSeen)}
}

// fresh returns a balance read less than escrowTTL ago.
func (c *escrowCache) fresh(client common.Address) (*big.Int, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.seen[client]
	if !ok || c.now().Sub(e.at) >= escrowTTL {
		return nil, false
	}
	return e.amount, true
}

// read asks the chain and remembers the answer. When the chain cannot be
// read it returns the last balance seen, however old (R7: jobs keep
// flowing through a chain outage), and ok=false with none.
func (c *escrowCache) read(ctx context.Context, client common.Address) (amount *big.Int, ok bool, err error) {
	v, err := c.view.Spendable(ctx, client)
	c.mu.Lock()
	defer c.mu.Unlock()
	if err != nil {
		if e, seen := c.seen[client]; seen {
			return e.amount, true, err
		}
		return nil, false, err
	}
	if len(c.seen) >= maxEscrowEntries {
		now := c.now()
		for a, e := range c.seen {
			if now.Sub(e.at) >= escrowTTL {
				delete(c.seen, a)
			}
		}
		if len(c.seen) >= maxEscrowEntries {
			clear(c.seen)
		}
	}
	c.seen[client] = escrowSeen{amount: v, at: c.now()}
	return v, true, nil
}

// spend lowers a remembered balance by a price this miner bid, so that
// within one TTL a client's escrow is not counted for more jobs than it
// covers.
func (c *escrowCache) spend(client common.Address, price *big.Int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.seen[client]; ok {
		c.seen[client] = escrowSeen{amount: new(big.Int).Sub(e.amount, price), at: e.at}
	}
}

// covers reports whether client's spendable escrow covers price, reading
// the chain when the remembered balance is stale. With no balance to go
// on (the chain unreachable and the client never seen) it says yes: the
// miner risks one job rather than stop bidding in an outage.
func (c *escrowCache) covers(ctx context.Context, client common.Address, price *big.Int) (bool, *big.Int, error) {
	v, ok := c.fresh(client)
	var err error
	if !ok {
		v, ok, err = c.read(ctx, client)
		if !ok {
			return true, nil, err
		}
	}
	return v.Cmp(price) >= 0, v, err
}
