package node

import (
	"context"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/staking"
)

// chainGuard is what the gossip validators read from the chain to keep
// free messages from costing peers memory or reputation: whether a
// verdict's author is a validator meeting its subnet's minimum stake
// (Staking.meetsMinimum) and a client's free escrow. Validators run for
// every message, so each answer is cached for a while and read outside
// the node's lock, as the stake view is for bids. Only a first sighting
// waits for the chain; an expired answer is served while it is read
// again in the background. A failed read is cached briefly as unknown,
// and unknown lets the message through (a chain outage must not stop the
// network). Without a chain it knows nothing and every check passes.
type chainGuard struct {
	s   *Settlement
	now func() time.Time
	ctx context.Context // the node's: background reads end with it
	wg  *sync.WaitGroup // the node's: Close waits for background reads

	mu         sync.Mutex
	minimum    map[minKey]cached         // meetsMinimum(author, subnet)
	operator   map[common.Address]cached // roleOf(author) != None
	escrow     map[common.Address]cached
	refreshing map[any]bool
}

type minKey struct {
	a      common.Address
	subnet uint64
}

// cached is one chain answer: ok is false when the read failed.
type cached struct {
	at     time.Time
	ok     bool
	meets  bool
	amount *big.Int
}

// Cache lifetimes and bounds of the chain guard.
const (
	guardTTL     = 30 * time.Second // a stake or escrow change shows within it
	guardFailTTL = 5 * time.Second  // a failed read is retried after it
	guardMax     = 4096             // entries per map; expired ones go first
	guardTimeout = 2 * time.Second  // one read
)

func newChainGuard(ctx context.Context, wg *sync.WaitGroup, s *Settlement, now func() time.Time) *chainGuard {
	return &chainGuard{s: s, now: now, ctx: ctx, wg: wg, minimum: map[minKey]cached{}, operator: map[common.Address]cached{}, escrow: map[common.Address]cached{}, refreshing: map[any]bool{}}
}

// meetsValidatorMinimum reports whether a is a registered validator whose
// bonded stake meets subnet's minimum on chain; known is false without a
// chain or when the chain could not be read.
func (g *chainGuard) meetsValidatorMinimum(ctx context.Context, a common.Address, subnet uint64) (meets, known bool) {
	if g.s == nil {
		return false, false
	}
	st := bindings.NewStaking()
	c := lookup(ctx, g, g.minimum, minKey{a, subnet}, func(ctx context.Context) cached {
		// meetsMinimum compares a miner with the miners' minimum: the
		// role is read first.
		c := g.read(ctx, g.s.Contracts.Staking, st.PackRoleOf(a), func(out []byte, c *cached) error {
			role, err := st.UnpackRoleOf(out)
			c.meets = staking.Role(role) == staking.Validator
			return err
		})
		if !c.ok || !c.meets {
			return c
		}
		return g.read(ctx, g.s.Contracts.Staking, st.PackMeetsMinimum(a, subnet), func(out []byte, c *cached) error {
			var err error
			c.meets, err = st.UnpackMeetsMinimum(out)
			return err
		})
	})
	return c.meets, c.ok
}

// isOperator reports whether a is registered with Staking (a miner or a
// validator, which registering bonds a minimum self-stake for); known is
// false without a chain or when the chain could not be read.
func (g *chainGuard) isOperator(ctx context.Context, a common.Address) (is, known bool) {
	if g.s == nil {
		return false, false
	}
	st := bindings.NewStaking()
	c := lookup(ctx, g, g.operator, a, func(ctx context.Context) cached {
		return g.read(ctx, g.s.Contracts.Staking, st.PackRoleOf(a), func(out []byte, c *cached) error {
			role, err := st.UnpackRoleOf(out)
			c.meets = staking.Role(role) != staking.None
			return err
		})
	})
	return c.meets, c.ok
}

// freeEscrow is client's free escrow; known is false without a chain or
// when the chain could not be read.
func (g *chainGuard) freeEscrow(ctx context.Context, client common.Address) (free *big.Int, known bool) {
	if g.s == nil {
		return nil, false
	}
	e := bindings.NewJobEscrow()
	c := lookup(ctx, g, g.escrow, client, func(ctx context.Context) cached {
		return g.read(ctx, g.s.Contracts.Escrow, e.PackBalances(client), func(out []byte, c *cached) error {
			b, err := e.UnpackBalances(out)
			if err == nil {
				c.amount = b.Free
			}
			return err
		})
	})
	return c.amount, c.ok
}

// read makes one bounded contract call and decodes it into a fresh entry.
func (g *chainGuard) read(ctx context.Context, to common.Address, data []byte, decode func([]byte, *cached) error) cached {
	c := cached{at: g.now()}
	ctx, cancel := context.WithTimeout(ctx, guardTimeout)
	defer cancel()
	out, err := chain.Call(ctx, g.s.Client, to, data)
	if err == nil {
		err = decode(out, &c)
	}
	c.ok = err == nil
	return c
}

// lookup answers k from m: a fresh entry as it is; an expired one as it
// is while one background read replaces it; none by reading now.
func lookup[K comparable](ctx context.Context, g *chainGuard, m map[K]cached, k K, read func(context.Context) cached) cached {
	g.mu.Lock()
	c, ok := m[k]
	ttl := guardTTL
	if !c.ok {
		ttl = guardFailTTL
	}
	age := g.now().Sub(c.at)
	stale := ok && (age < 0 || age >= ttl)
	start := stale && !g.refreshing[k] && g.ctx.Err() == nil
	if start {
		g.refreshing[k] = true
		g.wg.Add(1)
	}
	g.mu.Unlock()
	switch {
	case start:
		go func() {
			defer g.wg.Done()
			fresh := read(g.ctx)
			put(g, m, k, fresh)
			g.mu.Lock()
			delete(g.refreshing, k)
			g.mu.Unlock()
		}()
		return c
	case ok:
		return c
	}
	c = read(ctx)
	put(g, m, k, c)
	return c
}

func put[K comparable](g *chainGuard, m map[K]cached, k K, c cached) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(m) >= guardMax {
		now := g.now()
		for key, e := range m {
			if now.Sub(e.at) >= guardTTL {
				delete(m, key)
			}
		}
		if len(m) >= guardMax {
			clear(m) // a flood of fresh keys: start over rather than grow
		}
	}
	m[k] = c
}
