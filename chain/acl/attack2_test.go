package acl_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/ethereum/go-ethereum"
	ethtypes "github.com/ethereum/go-ethereum/core/types"

	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/chain/backend"
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
