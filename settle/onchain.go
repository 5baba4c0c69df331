package settle

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethcrypto "github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// OnChain settles through the JobEscrow contract.
type OnChain struct {
	client backend.Client
	escrow *bindings.JobEscrow
	bound  *bind.BoundContract
	addr   common.Address
	domain types.Domain
	key    *ecdsa.PrivateKey
	from   common.Address
	mu     sync.Mutex // one transaction at a time: nonces

	regMu sync.Mutex
	reg   common.Address // the escrow's SubnetRegistry, read once
	acl   common.Address // the escrow's SubnetACL, read once
}

// NewOnChain settles as the holder of key through the escrow at addr.
// domain must be the escrow's (chain.EscrowDomain): it is the one clients
// signed their orders and assignments in. key must be the miner the
// assignments name, registered with Staking as a miner meeting the
// subnet's minimum stake.
func NewOnChain(client backend.Client, addr common.Address, domain types.Domain, key *ecdsa.PrivateKey) *OnChain {
	e := bindings.NewJobEscrow()
	return &OnChain{
		client: client, escrow: e, bound: e.Instance(client, addr), addr: addr, domain: domain, key: key,
		from: ethcrypto.PubkeyToAddress(key.PublicKey),
	}
}

// Leaves decodes the queue's entries into contract leaves (order, result
// hash and the client's assignment with its settlement terms).
func Leaves(entries []Entry) ([]chain.Leaf, uint64, error) {
	var out []chain.Leaf
	var subnet uint64
	for _, e := range entries {
		_, om, err := types.Decode(e.Order)
		if err != nil {
			return nil, 0, fmt.Errorf("entry %x: order: %w", e.JobID[:4], err)
		}
		o, ok := om.(*types.JobOrder)
		if !ok {
			return nil, 0, fmt.Errorf("entry %x: order: a %s, not a job order", e.JobID[:4], om.Kind())
		}
		_, rm, err := types.Decode(e.Result)
		if err != nil {
			return nil, 0, fmt.Errorf("entry %x: result: %w", e.JobID[:4], err)
		}
		r, ok := rm.(*types.Result)
		if !ok || len(r.GetResultHash()) != 32 {
			return nil, 0, fmt.Errorf("entry %x: result: a %s without a 32-byte result hash", e.JobID[:4], rm.Kind())
		}
		a, err := assignmentOf(e)
		if err != nil {
			return nil, 0, fmt.Errorf("entry %x: assignment: %w", e.JobID[:4], err)
		}
		subnet = o.GetSubnet()
		out = append(out, chain.Leaf{Order: o, Fee: e.Fee, ResultHash: [32]byte(r.GetResultHash()), Assignment: a})
	}
	return out, subnet, nil
}

func (c *OnChain) batch(entries []Entry) (*chain.Batch, error) {
	leaves, subnet, err := Leaves(entries)
	if err != nil {
		return nil, err
	}
	b, err := chain.NewBatch(c.domain, subnet, leaves)
	if err != nil {
		return nil, err
	}
	if b.Miner != c.from {
		return nil, fmt.Errorf("%w: jobs assigned to %s, this miner is %s", chain.ErrBadLeaf, b.Miner, c.from)
	}
	return b, nil
}

// Root implements Chain.
func (c *OnChain) Root(entries []Entry) ([32]byte, error) {
	b, err := c.batch(entries)
	if err != nil {
		return [32]byte{}, err
	}
	return b.Root, nil
}

// Lookup implements Chain: it scans this miner's BatchSubmitted events.
func (c *OnChain) Lookup(ctx context.Context, subnet uint64, root [32]byte, from uint64) (bool, *big.Int, time.Time, error) {
	it, err := bind.FilterEvents(c.bound, &bind.FilterOpts{Context: ctx, Start: from}, c.escrow.UnpackBatchSubmittedEvent,
		nil, []any{subnet}, []any{c.from})
	if err != nil {
		return false, nil, time.Time{}, fmt.Errorf("filter batches: %w", err)
	}
	defer it.Close()
	for it.Next() {
		ev := it.Value()
		if ev.Root == root {
			return true, ev.BatchId, time.Unix(int64(ev.ChallengeEnd), 0), nil
		}
	}
	return false, nil, time.Time{}, it.Error()
}

// supersedeLookback is how many blocks back reclaim looks for the leaf
// that settled a job first (among the batches that charged the job's
// client): more than any challenge window (at most 3 days) at one block
// a second.
const supersedeLookback = 300_000

// reclaim handles a leaf whose job another leaf settled first, and says
// why it cannot settle ("" when it can). When the client reassigned the
// job, the miner of an earlier round (one that declined, never answered
// or failed) still holds payable terms and may settle first; this
// miner's terms are newer, so it supersedes that leaf (JobEscrow.supersede,
// inside the leaf's challenge window) and the job reopens for it. A job
// already reopened for terms this old is kept as is.
func (c *OnChain) reclaim(ctx context.Context, l chain.Leaf) (string, error) {
	id, ours := l.JobID(), l.SettleByMs()
	out, err := chain.Call(ctx, c.client, c.addr, c.escrow.PackReopened(id))
	if err != nil {
		return "", err
	}
	ro, err := c.escrow.UnpackReopened(out)
	if err != nil {
		return "", err
	}
	if ro.MinSettleBy != 0 {
		if ours >= ro.MinSettleBy {
			return "", nil
		}
		return "already settled under newer terms than this miner's", nil
	}
	head, err := c.client.BlockNumber(ctx)
	if err != nil {
		return "", err
	}
	from := uint64(0)
	if head > supersedeLookback {
		from = head - supersedeLookback
	}
	sp, found, err := chain.FindSpendingLeaf(ctx, c.client, c.addr, l.Client(), id, from)
	if err != nil {
		return "", err
	}
	switch {
	case !found:
		return "already settled (its leaf was not found to supersede)", nil
	case sp.Miner == c.from:
		return "already settled by this miner", nil
	case sp.Leaf.SettleByMs >= ours:
		return fmt.Sprintf("already settled by %s under terms no older than this miner's", sp.Miner.Hex()), nil
	}
	in, err := chain.PackSupersede(sp.Batch, sp.Leaf.Challenge(), sp.Proof, l.Assignment)
	if err != nil {
		return err.Error(), nil
	}
	c.mu.Lock()
	_, err = chain.Transact(ctx, c.client, c.key, c.addr, in)
	c.mu.Unlock()
	if errors.Is(err, chain.ErrReverted) {
		return fmt.Sprintf("already settled by %s under older terms, and could not be superseded: %s", sp.Miner.Hex(), chain.RevertName(err)), nil
	}
	if err != nil {
		return "", fmt.Errorf("supersede job %x settled by %s: %w", id[:4], sp.Miner.Hex(), err)
	}
	return "", nil
}

// Submit implements Chain.
func (c *OnChain) Submit(ctx context.Context, subnet uint64, entries []Entry) (*big.Int, time.Time, string, uint64, error) {
	b, err := c.batch(entries)
	if err != nil {
		return nil, time.Time{}, "", 0, &permanent{err}
	}
	c.mu.Lock()
	r, err := chain.Transact(ctx, c.client, c.key, c.addr, c.escrow.PackSubmitBatch(subnet, b.Packed))
	c.mu.Unlock()
	if err != nil {
		return nil, time.Time{}, "", 0, err
	}
	for _, l := range r.Logs {
		if ev, err := c.escrow.UnpackBatchSubmittedEvent(l); err == nil && ev.Root == b.Root {
			return ev.BatchId, time.Unix(int64(ev.ChallengeEnd), 0), r.TxHash.Hex(), r.GasUsed, nil
		}
	}
	return nil, time.Time{}, r.TxHash.Hex(), r.GasUsed, errors.New("submitBatch receipt has no BatchSubmitted event")
}

// Finalize implements Chain.
func (c *OnChain) Finalize(ctx context.Context, id *big.Int) error {
	bt, err := c.batchState(ctx, id)
	if err == nil && bt.Finalized {
		return nil
	}
	c.mu.Lock()
	_, err = chain.Transact(ctx, c.client, c.key, c.addr, c.escrow.PackFinalizeBatch(id))
	c.mu.Unlock()
	if err != nil {
		// Someone else (another process of ours before a crash) may have
		// finalized it between the check and the transaction.
		if bt, berr := c.batchState(ctx, id); berr == nil && bt.Finalized {
			return nil
		}
		return err
	}
	return nil
}

func (c *OnChain) batchState(ctx context.Context, id *big.Int) (bindings.JobEscrowBatch, error) {
	out, err := chain.Call(ctx, c.client, c.addr, c.escrow.PackBatch(id))
	if err != nil {
		return bindings.JobEscrowBatch{}, err
	}
	return c.escrow.UnpackBatch(out)
}

// Permanent implements Chain: reverts and malformed batches never heal.
func (c *OnChain) Permanent(err error) bool {
	var re *chain.RevertError
	var p *permanent
	return errors.As(err, &re) || errors.As(err, &p)
}

// registry is the escrow's SubnetRegistry, read from the escrow once.
func (c *OnChain) registry(ctx context.Context) (common.Address, error) {
	c.regMu.Lock()
	defer c.regMu.Unlock()
	if c.reg != (common.Address{}) {
		return c.reg, nil
	}
	out, err := chain.Call(ctx, c.client, c.addr, c.escrow.PackRegistry())
	if err != nil {
		return common.Address{}, fmt.Errorf("read the escrow's registry: %w", err)
	}
	reg, err := c.escrow.UnpackRegistry(out)
	if err != nil {
		return common.Address{}, fmt.Errorf("read the escrow's registry: %w", err)
	}
	c.reg = reg
	return reg, nil
}

// aclAddr is the escrow's SubnetACL, read from the escrow once.
func (c *OnChain) aclAddr(ctx context.Context) (common.Address, error) {
	c.regMu.Lock()
	defer c.regMu.Unlock()
	if c.acl != (common.Address{}) {
		return c.acl, nil
	}
	out, err := chain.Call(ctx, c.client, c.addr, c.escrow.PackAcl())
	if err != nil {
		return common.Address{}, fmt.Errorf("read the escrow's access control list: %w", err)
	}
	a, err := c.escrow.UnpackAcl(out)
	if err != nil {
		return common.Address{}, fmt.Errorf("read the escrow's access control list: %w", err)
	}
	c.acl = a
	return a, nil
}

// lackSubmit reports, for a refused batch of subnet, the clients whose
// jobs the escrow refuses now (SubnetACL.mayBeSettled: always true on an
// open subnet; a SUBMIT lost less than SETTLE_GRACE ago still counts), with the reason: the escrow refuses their leaves
// (SubmitNotAllowed) until the right comes back.
func (c *OnChain) lackSubmit(ctx context.Context, subnet uint64, clients map[common.Address]*big.Int) (map[common.Address]string, error) {
	at, err := c.aclAddr(ctx)
	if err != nil {
		return nil, err
	}
	out := map[common.Address]string{}
	b := bindings.NewSubnetACL()
	for client := range clients {
		res, err := chain.Call(ctx, c.client, at, b.PackMayBeSettled(subnet, client, 1))
		if err != nil {
			return nil, err
		}
		ok, err := b.UnpackMayBeSettled(res)
		if err != nil {
			return nil, err
		}
		if !ok {
			out[client] = fmt.Sprintf("refused: %s lacks SUBMIT on subnet %d (SubnetACL): its jobs wait for the right to come back", client.Hex(), subnet)
		}
	}
	return out, nil
}

// PendingParams implements Chain: SubnetRegistry.pendingParams, and
// params only when a change is scheduled.
func (c *OnChain) PendingParams(ctx context.Context, subnet uint64) (*ParamChange, error) {
	reg, err := c.registry(ctx)
	if err != nil {
		return nil, err
	}
	r := bindings.NewSubnetRegistry()
	out, err := chain.Call(ctx, c.client, reg, r.PackPendingParams(subnet))
	if err != nil {
		return nil, fmt.Errorf("read subnet %d's pending parameters: %w", subnet, err)
	}
	pend, err := r.UnpackPendingParams(out)
	if err != nil {
		return nil, fmt.Errorf("read subnet %d's pending parameters: %w", subnet, err)
	}
	if pend.EffectiveAt == 0 {
		return nil, nil
	}
	out, err = chain.Call(ctx, c.client, reg, r.PackParams(subnet))
	if err != nil {
		return nil, fmt.Errorf("read subnet %d's parameters: %w", subnet, err)
	}
	cur, err := r.UnpackParams(out)
	if err != nil {
		return nil, fmt.Errorf("read subnet %d's parameters: %w", subnet, err)
	}
	return &ParamChange{Current: subnetParams(cur), Next: subnetParams(pend.P), EffectiveAt: time.Unix(int64(pend.EffectiveAt), 0)}, nil
}

func subnetParams(p bindings.SubnetRegistryParams) SubnetParams {
	return SubnetParams{
		MinFee: p.MinFee, ChallengeWindow: time.Duration(p.ChallengeWindow) * time.Second, MinerShareBps: p.MinerShareBps,
		MinMinerStake: p.MinMinerStake, SlashAmount: p.SlashAmount, ChallengeBond: p.ChallengeBond, QuorumBps: p.QuorumBps,
	}
}

// Undecoded implements Chain (chain.UndecodedRevert).
func (c *OnChain) Undecoded(err error) ([]byte, bool) { return chain.UndecodedRevert(err) }

type permanent struct{ err error }

func (p *permanent) Error() string { return p.err.Error() }
func (p *permanent) Unwrap() error { return p.err }

// Head implements Chain.
func (c *OnChain) Head(ctx context.Context) (uint64, error) { return c.client.BlockNumber(ctx) }

// Now implements Chain: the latest block's time.
func (c *OnChain) Now(ctx context.Context) (time.Time, error) {
	h, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, err
	}
	return time.Unix(int64(h.Time), 0), nil
}

// Triage implements Chain: a leaf whose (client, nonce) is already settled
// never will be again (unless its terms are newer than the leaf that
// settled it: see reclaim), nor one whose settle-by has passed (chain
// time); a client whose free escrow does not cover its leaves has all of
// them deferred (the contract charges per client; the client may top up).
func (c *OnChain) Triage(ctx context.Context, entries []Entry) (Verdict, error) {
	leaves, subnet, err := Leaves(entries)
	if err != nil {
		return Verdict{}, err
	}
	now, err := c.Now(ctx)
	if err != nil {
		return Verdict{}, err
	}
	v := Verdict{Later: map[[32]byte]string{}, Dropped: map[[32]byte]string{}}
	need := map[common.Address]*big.Int{}
	for i, l := range leaves {
		if sb := l.Assignment.GetSettleByMs(); now.UnixMilli() > sb {
			v.Dropped[entries[i].JobID] = fmt.Sprintf("settle-by %s passed (chain time %s): the chain no longer pays it",
				time.UnixMilli(sb).UTC().Format(time.RFC3339), now.UTC().Format(time.RFC3339))
			continue
		}
		out, err := chain.Call(ctx, c.client, c.addr, c.escrow.PackIsSettled(l.Client(), l.Order.GetNonce()))
		if err != nil {
			return Verdict{}, err
		}
		settled, err := c.escrow.UnpackIsSettled(out)
		if err != nil {
			return Verdict{}, err
		}
		if settled {
			// A failed chain read here defers only this job: one spent
			// job must not hold up the triage of the whole batch.
			if why, err := c.reclaim(ctx, l); err != nil {
				v.Later[entries[i].JobID] = fmt.Sprintf("already settled by another leaf, which could not be checked: %v", err)
				continue
			} else if why != "" {
				v.Dropped[entries[i].JobID] = why
				continue
			}
		}
		if need[l.Client()] == nil {
			need[l.Client()] = new(big.Int)
		}
		need[l.Client()].Add(need[l.Client()], l.Fee)
	}
	short, err := c.lackSubmit(ctx, subnet, need)
	if err != nil {
		return Verdict{}, err
	}
	for client, n := range need {
		if _, ok := short[client]; ok {
			continue
		}
		out, err := chain.Call(ctx, c.client, c.addr, c.escrow.PackBalances(client))
		if err != nil {
			return Verdict{}, err
		}
		b, err := c.escrow.UnpackBalances(out)
		if err != nil {
			return Verdict{}, err
		}
		if b.Free.Cmp(n) < 0 {
			short[client] = fmt.Sprintf("client %s has %s TORA free in escrow for %s TORA of fees", client.Hex(), tora.Format(b.Free), tora.Format(n))
		}
	}
	for i, l := range leaves {
		id := entries[i].JobID
		if _, ok := v.Dropped[id]; ok {
			continue
		}
		if _, ok := v.Later[id]; ok {
			continue
		}
		if why, ok := short[l.Client()]; ok {
			v.Later[id] = why
			continue
		}
		v.Keep = append(v.Keep, entries[i])
	}
	return v, nil
}
