package acl_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
)

// limitedLogs is an RPC provider that caps eth_getLogs as public ones do:
// a query spanning more than maxRange blocks or returning more than
// maxLogs events fails.
type limitedLogs struct {
	backend.Client
	maxRange, maxLogs uint64
}

func (l limitedLogs) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]ethtypes.Log, error) {
	if q.FromBlock != nil && q.ToBlock != nil && q.ToBlock.Uint64()-q.FromBlock.Uint64()+1 > l.maxRange {
		return nil, fmt.Errorf("query exceeds max block range %d", l.maxRange)
	}
	logs, err := l.Client.FilterLogs(ctx, q)
	if err == nil && uint64(len(logs)) > l.maxLogs {
		return nil, errors.New("query returned more than the max results")
	}
	return logs, err
}

// Attack on the caches (d): a node's cache that cannot read the ACL's
// events reads every subnet as Open (a chain outage must not stop the
// network). One query from block 0 to the head fails for good on a
// provider capping eth_getLogs once the chain is long, or once someone
// spams grants on a subnet of its own within a few blocks, so a node that
// (re)starts would never load and would take anyone's orders and serve
// anyone content on an allowlisted subnet. Refresh scans in capped steps
// and halves a refused one: the cache loads and refuses the stranger.
//
// Accepted: while the chain cannot be read at all since a node started,
// its cache still reads every subnet as Open (node.startACL: a chain
// outage must not stop the network); the escrow still refuses to settle
// such jobs (SubmitNotAllowed), so a miner that ran one is unpaid, and
// content goes only to the readers a job named.
func TestAttackCacheLogLimits(t *testing.T) {
	ctx := context.Background()
	stranger, spammer := key(t, "stranger"), key(t, "spammer")
	e := start(t, stranger, spammer)
	if _, err := e.c.SetMode(ctx, e.owner, e.subnet, acl.Allowlist); err != nil {
		t.Fatal(err)
	}
	// Spam: many grants (here by the owner; anyone can on a subnet it owns).
	for i := range 12 {
		if err := e.transact(e.owner, e.raw.PackGrant(e.subnet, addrOf(key(t, fmt.Sprint("spam", i))), uint8(acl.Submit), 0)); err != nil {
			t.Fatal(err)
		}
	}
	head, err := e.ch.Client().BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if head < 20 {
		t.Fatalf("head %d: want a chain longer than the provider's range", head)
	}
	lim := limitedLogs{Client: e.ch.Client(), maxRange: 8, maxLogs: 4}
	c, err := acl.NewCache(ctx, lim, e.ch.Addrs, nil)
	if err != nil {
		t.Fatalf("the cache did not load through a capped provider: %v", err)
	}
	if c.Mode(e.subnet) != acl.Allowlist {
		t.Fatalf("mode %s, want allowlist", c.Mode(e.subnet))
	}
	if ok, _ := c.Allowed(e.subnet, addrOf(stranger), acl.Submit); ok {
		t.Fatal("a stranger allowed on an allowlisted subnet")
	}
	if ok, err := c.Allowed(e.subnet, addrOf(key(t, "spam11")), acl.Submit); !ok {
		t.Fatalf("the last spammed grantee refused: %v", err)
	}
}

// Attack (c): replaying an off-chain grant elsewhere. alice holds SUBMIT
// on two allowlisted subnets and signs a grant for dave on the first: it
// does not let dave in on the second (the subnet is signed, and the
// cache asks that it be the one checked), and a grant alice signed under
// another chain's or another deployment's domain does not recover to
// alice here (contract and cache alike).
func TestAttackSignedGrantReplay(t *testing.T) {
	ctx := context.Background()
	alice, other := key(t, "alice"), key(t, "other owner")
	e := start(t, alice, other)
	// other creates subnet 2 (createSubnet is open to anyone).
	if err := transactTo(e, other, e.ch.Addrs.Registry, bindings.NewSubnetRegistry().PackCreateSubnet(chain.DefaultParams())); err != nil {
		t.Fatal(err)
	}
	s1, s2 := e.subnet, e.subnet+1
	for _, c := range []struct {
		k *ecdsa.PrivateKey
		s uint64
	}{{e.owner, s1}, {other, s2}} {
		if _, err := e.c.SetMode(ctx, c.k, c.s, acl.Allowlist); err != nil {
			t.Fatal(err)
		}
		if _, err := e.c.Grant(ctx, c.k, c.s, addrOf(alice), acl.Submit, time.Time{}); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.cache.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	dom, err := e.c.Domain(ctx)
	if err != nil {
		t.Fatal(err)
	}
	dave := common.HexToAddress("0x00000000000000000000000000000000000da7e0")
	g := &acl.Grant{Subnet: s1, Bits: acl.Submit, Audience: dave, Nonce: 1}
	if err := acl.SignGrant(dom, g, alice); err != nil {
		t.Fatal(err)
	}
	if ok, why := e.cache.Allowed(s1, dave, acl.Submit, g); !ok {
		t.Fatalf("the grant on its own subnet: %v", why)
	}
	if ok, _ := e.cache.Allowed(s2, dave, acl.Submit, g); ok {
		t.Fatal("a grant for subnet 1 let dave in on subnet 2")
	}
	moved := *g
	moved.Subnet = s2 // re-addressed: the signature no longer recovers to alice
	if _, err := e.c.CheckSignedGrant(ctx, &moved); chain.RevertName(err) != "BitsNotHeld" {
		t.Fatalf("contract on a grant moved to subnet 2: %v", err)
	}
	if ok, _ := e.cache.Allowed(s2, dave, acl.Submit, &moved); ok {
		t.Fatal("cache: a grant moved to subnet 2 let dave in")
	}
	for name, d := range map[string]acl.Domain{
		"another chain":      acl.NewDomain(dom.ChainID+1, dom.VerifyingContract),
		"another deployment": acl.NewDomain(dom.ChainID, common.HexToAddress("0x00000000000000000000000000000000000000ac")),
	} {
		x := &acl.Grant{Subnet: s1, Bits: acl.Submit, Audience: dave, Nonce: 2}
		if err := acl.SignGrant(d, x, alice); err != nil {
			t.Fatal(err)
		}
		if _, err := e.c.CheckSignedGrant(ctx, x); chain.RevertName(err) != "BitsNotHeld" {
			t.Errorf("%s: contract said %v", name, err)
		}
		if ok, _ := e.cache.Allowed(s1, dave, acl.Submit, x); ok {
			t.Errorf("%s: cache let dave in", name)
		}
	}
}

func transactTo(e *env, k *ecdsa.PrivateKey, to common.Address, data []byte) error {
	_, err := chain.Transact(context.Background(), e.ch.Client(), k, to, data)
	return err
}
