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
// never will be again, nor one whose settle-by has passed (chain time); a
// client whose free escrow does not cover its leaves has all of them
// deferred (the contract charges per client; the client may top up).
func (c *OnChain) Triage(ctx context.Context, entries []Entry) (Verdict, error) {
	leaves, _, err := Leaves(entries)
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
			v.Dropped[entries[i].JobID] = "already settled (another batch or miner)"
			continue
		}
		if need[l.Client()] == nil {
			need[l.Client()] = new(big.Int)
		}
		need[l.Client()].Add(need[l.Client()], l.Fee)
	}
	short := map[common.Address]string{}
	for client, n := range need {
		out, err := chain.Call(ctx, c.client, c.addr, c.escrow.PackBalances(client))
		if err != nil {
			return Verdict{}, err
		}
		b, err := c.escrow.UnpackBalances(out)
		if err != nil {
			return Verdict{}, err
		}
		if b.Free.Cmp(n) < 0 {
			short[client] = fmt.Sprintf("client %s has %s wei free escrow for %s wei of fees", client.Hex(), b.Free, n)
		}
	}
	for i, l := range leaves {
		id := entries[i].JobID
		if _, ok := v.Dropped[id]; ok {
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
