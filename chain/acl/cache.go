package acl

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
)

// ErrRefused matches every *RefusedError with errors.Is.
var ErrRefused = errors.New("acl: refused")

// RefusedError is why an account may not do something on a subnet.
type RefusedError struct {
	Subnet  uint64
	Account common.Address
	Missing Rights // the bits asked for and not held
	Why     string // optional detail ("its grant expired", "a signed grant: ...")
}

func (e *RefusedError) Error() string {
	s := fmt.Sprintf("refused: %s lacks %s on subnet %d", e.Account.Hex(), e.Missing, e.Subnet)
	if e.Why != "" {
		s += " (" + e.Why + ")"
	}
	return s
}

// Is makes errors.Is(err, ErrRefused) true.
func (e *RefusedError) Is(target error) bool { return target == ErrRefused }

type entryKey struct {
	subnet  uint64
	account common.Address
}

// entry mirrors SubnetACL's Entry: gen counts its changes; a delegated
// entry is live while its delegator's gen is still delegatorGen.
type entry struct {
	bits         Rights
	expiry       uint64
	gen          uint32
	delegatorGen uint32
	delegator    common.Address
}

type nonceKey struct {
	signer common.Address
	nonce  uint64
}

// Cache is a deployment's access control lists, kept in memory from
// SubnetACL's events (and subnet owners from SubnetRegistry's), so that a
// node's validators and servers, which run for every message and request,
// ask without waiting on the chain. It follows the contract's rules
// exactly (expiry, one-level delegation dying with its delegator, the
// owner holding every right); Refresh catches up with the chain.
type Cache struct {
	client backend.Client
	acl    common.Address
	reg    common.Address
	dom    Domain
	log    *slog.Logger
	aclB   *bindings.SubnetACL
	regB   *bindings.SubnetRegistry
	// Now is the clock expiries are judged by (default time.Now).
	Now func() time.Time

	mu      sync.RWMutex
	modes   map[uint64]Mode
	owners  map[uint64]common.Address
	entries map[entryKey]entry
	revoked map[nonceKey]bool
	next    uint64 // first block not yet scanned
}

// NewCache loads the ACL of addrs as of the chain's head. A deployment
// without a SubnetACL gives a cache that allows everything (every subnet
// Open).
func NewCache(ctx context.Context, client backend.Client, addrs chain.Addresses, log *slog.Logger) (*Cache, error) {
	if addrs.ACL == (common.Address{}) {
		return NewCacheAt(client, addrs, 0, log), nil
	}
	id, err := client.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("acl cache: chain id: %w", err)
	}
	c := NewCacheAt(client, addrs, id.Uint64(), log)
	if err := c.Refresh(ctx); err != nil {
		return nil, err
	}
	return c, nil
}

// NewCacheAt is an empty cache of the ACL of addrs on chain chainID, for
// a caller that refreshes it later (a node builds it before it starts);
// until the first Refresh every subnet reads as Open.
func NewCacheAt(client backend.Client, addrs chain.Addresses, chainID uint64, log *slog.Logger) *Cache {
	if log == nil {
		log = slog.Default()
	}
	return &Cache{client: client, acl: addrs.ACL, reg: addrs.Registry, log: log, Now: time.Now,
		dom:  NewDomain(chainID, addrs.ACL),
		aclB: bindings.NewSubnetACL(), regB: bindings.NewSubnetRegistry(),
		modes: map[uint64]Mode{}, owners: map[uint64]common.Address{}, entries: map[entryKey]entry{}, revoked: map[nonceKey]bool{}}
}

// Refresh applies the events since the last scan.
func (c *Cache) Refresh(ctx context.Context) error {
	if c.acl == (common.Address{}) {
		return nil
	}
	head, err := c.client.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("acl cache: head: %w", err)
	}
	addrs := []common.Address{c.acl}
	if c.reg != (common.Address{}) {
		addrs = append(addrs, c.reg)
	}
	c.mu.RLock()
	from := c.next
	c.mu.RUnlock()
	// In steps (chain.ScanLogs), keeping what each step read.
	err = chain.ScanLogs(ctx, c.client, ethereum.FilterQuery{Addresses: addrs}, from, head, func(logs []ethtypes.Log, last uint64) error {
		c.mu.Lock()
		defer c.mu.Unlock()
		if c.next != from { // applied meanwhile by a concurrent Refresh
			return errConcurrentRefresh
		}
		for i := range logs {
			c.apply(&logs[i])
		}
		c.next, from = last+1, last+1
		return nil
	})
	if errors.Is(err, errConcurrentRefresh) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("acl cache: %w", err)
	}
	return nil
}

// errConcurrentRefresh stops a Refresh that another one overtook.
var errConcurrentRefresh = errors.New("acl cache: overtaken by a concurrent refresh")

// apply folds one event in, as the contract changed its state; c.mu held.
func (c *Cache) apply(l *ethtypes.Log) {
	if l.Removed {
		return
	}
	write := func(subnet uint64, a common.Address, bits Rights, expiry uint64, delegator common.Address) {
		k := entryKey{subnet, a}
		e := c.entries[k]
		e.gen++
		e.bits, e.expiry, e.delegator, e.delegatorGen = bits, expiry, delegator, 0
		if delegator != (common.Address{}) {
			e.delegatorGen = c.entries[entryKey{subnet, delegator}].gen
		}
		c.entries[k] = e
	}
	switch l.Address {
	case c.acl:
		if ev, err := c.aclB.UnpackModeSetEvent(l); err == nil {
			c.modes[ev.Subnet] = Mode(ev.Mode)
		} else if ev, err := c.aclB.UnpackGrantedEvent(l); err == nil {
			write(ev.Subnet, ev.Account, Rights(ev.Bits), ev.Expiry, common.Address{})
		} else if ev, err := c.aclB.UnpackDelegatedEvent(l); err == nil {
			write(ev.Subnet, ev.Account, Rights(ev.Bits), ev.Expiry, ev.Delegator)
		} else if ev, err := c.aclB.UnpackRevokedEvent(l); err == nil {
			write(ev.Subnet, ev.Account, 0, 0, common.Address{})
		} else if ev, err := c.aclB.UnpackNonceRevokedEvent(l); err == nil {
			if ev.Nonce.IsUint64() {
				c.revoked[nonceKey{ev.Signer, ev.Nonce.Uint64()}] = true
			}
		}
	case c.reg:
		if ev, err := c.regB.UnpackSubnetCreatedEvent(l); err == nil {
			c.owners[ev.Id] = ev.Owner
		} else if ev, err := c.regB.UnpackSubnetOwnershipTransferredEvent(l); err == nil {
			c.owners[ev.Id] = ev.NewOwner
		}
	}
}

// Run refreshes the cache every interval until ctx ends; a failed refresh
// (the chain unreachable) keeps what is known and is retried.
func (c *Cache) Run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := c.Refresh(ctx); err != nil && ctx.Err() == nil {
				c.log.Warn("acl cache refresh failed", "err", err)
			}
		}
	}
}

// Mode is a subnet's mode as last seen.
func (c *Cache) Mode(subnet uint64) Mode {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.modes[subnet]
}

// Rights are the bits account holds on subnet now, whatever the mode.
func (c *Cache) Rights(subnet uint64, account common.Address) Rights {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.rights(subnet, account, uint64(c.Now().Unix()))
}

// rights is SubnetACL._rights; c.mu held.
func (c *Cache) rights(subnet uint64, account common.Address, now uint64) Rights {
	if o, ok := c.owners[subnet]; ok && o == account && account != (common.Address{}) {
		return All
	}
	e := c.entries[entryKey{subnet, account}]
	if !c.live(subnet, e, now) {
		return 0
	}
	return e.bits
}

func (c *Cache) live(subnet uint64, e entry, now uint64) bool {
	if e.bits == 0 || (e.expiry != 0 && e.expiry <= now) {
		return false
	}
	if e.delegator == (common.Address{}) {
		return true
	}
	d := c.entries[entryKey{subnet, e.delegator}]
	return d.gen == e.delegatorGen && d.delegator == (common.Address{}) && d.bits != 0 && (d.expiry == 0 || d.expiry > now)
}

// Allowed reports whether account may use bits on subnet now: always on
// an Open subnet; on an Allowlist one when it is the owner, holds a live
// grant with those bits, or presents an off-chain grant (grants, each for
// account and of this subnet) whose signer holds them. When not, reason is
// a *RefusedError: "refused: 0xabc… lacks RETRIEVE on subnet 3".
func (c *Cache) Allowed(subnet uint64, account common.Address, bits Rights, grants ...*Grant) (bool, error) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if c.modes[subnet] == Open {
		return true, nil
	}
	now := c.Now()
	held := c.rights(subnet, account, uint64(now.Unix()))
	if held&bits == bits {
		return true, nil
	}
	var why string
	for _, g := range grants {
		if g == nil {
			continue
		}
		by, err := c.checkGrant(subnet, account, g, now)
		if err != nil {
			why = err.Error()
			continue
		}
		held |= g.Bits & c.rights(subnet, by, uint64(now.Unix()))
		if held&bits == bits {
			return true, nil
		}
	}
	if why == "" {
		e := c.entries[entryKey{subnet, account}]
		switch {
		case e.bits&bits != 0 && e.expiry != 0 && e.expiry <= uint64(now.Unix()):
			why = "its grant expired"
		case e.bits&bits != 0 && e.delegator != (common.Address{}):
			why = "its delegator's grant changed, was revoked or expired"
		}
	}
	return false, &RefusedError{Subnet: subnet, Account: account, Missing: bits &^ held, Why: why}
}

// checkGrant is SubnetACL.checkSignedGrant against the cache; c.mu held.
func (c *Cache) checkGrant(subnet uint64, account common.Address, g *Grant, now time.Time) (common.Address, error) {
	if g.Subnet != subnet {
		return common.Address{}, fmt.Errorf("%w: a grant for subnet %d", ErrBadGrant, g.Subnet)
	}
	signer, err := VerifyGrant(c.dom, g, account, now)
	if err != nil {
		return signer, err
	}
	if c.revoked[nonceKey{signer, g.Nonce}] {
		return signer, fmt.Errorf("%w: its signer %s revoked nonce %d", ErrBadGrant, signer.Hex(), g.Nonce)
	}
	if d := c.entries[entryKey{subnet, signer}].delegator; d != (common.Address{}) {
		return signer, fmt.Errorf("%w: its signer %s holds a delegated grant and cannot grant further", ErrBadGrant, signer.Hex())
	}
	if held := c.rights(subnet, signer, uint64(now.Unix())); held&g.Bits != g.Bits {
		return signer, fmt.Errorf("%w: its signer %s lacks %s", ErrBadGrant, signer.Hex(), g.Bits&^held)
	}
	return signer, nil
}

// CheckGrant checks an off-chain grant presented by account against the
// cache, as the contract's checkSignedGrant does, and returns its signer.
func (c *Cache) CheckGrant(account common.Address, g *Grant) (common.Address, error) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.checkGrant(g.Subnet, account, g, c.Now())
}
