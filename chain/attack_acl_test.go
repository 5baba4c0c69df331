package chain_test

import (
	"testing"
	"time"

	"github.com/tensora/tensora/chain"
	aclpkg "github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/chain/bindings"
)

// Attacks on miners' fees through the SubnetACL (R5): a client that got
// its jobs run takes SUBMIT away before the miner's batch lands, so the
// escrow would refuse the batch (SubmitNotAllowed) and the client keep its
// fees. Each way of losing the right — revoking itself, a colluding
// delegator revoking it or its own grant, an ADMIN client revoking itself,
// the owner revoking it, the grant expiring — still settles within
// SubnetACL.SETTLE_GRACE (longer than any job's settle-by), and no longer.
func TestAttackACLRevokeToDodgeFees(t *testing.T) {
	o := defaultOpts()
	o.clients, o.miners = 5, 1
	h := newHarness(t, o)
	self, delegated, admin, owned, expiring := h.clients[0], h.clients[1], h.clients[2], h.clients[3], h.clients[4]
	for _, c := range h.clients {
		h.fund(c, tora(100))
	}
	acl, aclC := h.allowlist(self, owned)
	h.wait(aclGrace) // past the grace of the switch from OPEN
	// A colluding delegator holds SUBMIT and delegates it to the client.
	delegator := h.other
	h.must(h.admin, aclC, acl.PackGrant(h.subnet, delegator.addr, aclSubmit, 0))
	h.must(delegator, aclC, acl.PackDelegate(h.subnet, delegated.addr, aclSubmit, 0))
	h.must(h.admin, aclC, acl.PackGrant(h.subnet, admin.addr, 15, 0))
	exp := uint64(h.now().Add(time.Hour).Unix())
	h.must(h.admin, aclC, acl.PackGrant(h.subnet, expiring.addr, aclSubmit, exp))

	// The miner runs a job of each (the leaves are signed now), then the
	// rights go.
	leaves := map[string][]any{}
	for name, c := range map[string]actor{"self": self, "delegated": delegated, "admin": admin, "owned": owned, "expiring": expiring} {
		leaves[name] = []any{c, h.leaves(c, 1, tora(1))}
	}
	h.must(self, aclC, acl.PackRevoke(h.subnet, self.addr))
	h.must(delegator, aclC, acl.PackRevoke(h.subnet, delegator.addr)) // kills the delegation
	h.must(admin, aclC, acl.PackRevoke(h.subnet, admin.addr))
	h.must(h.admin, aclC, acl.PackRevoke(h.subnet, owned.addr))
	h.wait(2 * time.Hour) // past the expiry
	for name, l := range leaves {
		c := l[0].(actor)
		if call(h, aclC, acl.PackHasRights(h.subnet, c.addr, aclSubmit), acl.UnpackHasRights) {
			t.Fatalf("%s: hasRights after losing SUBMIT: nodes would still take its orders", name)
		}
	}
	for name, l := range leaves {
		if _, _, err := h.submit(h.miners[0], h.subnet, h.newBatch(l[1].([]chain.Leaf)).Packed); err != nil {
			t.Fatalf("%s: the miner's batch was refused after the client lost SUBMIT: %v", name, err)
		}
	}
	// Past the grace, new jobs of theirs are refused.
	h.wait(aclGrace)
	for name, l := range leaves {
		_, _, err := h.submit(h.miners[0], h.subnet, h.newBatch(h.leaves(l[0].(actor), 1, tora(1))).Packed)
		if re := wantRevert(t, err, "SubmitNotAllowed"); re.Args["client"] != l[0].(actor).addr {
			t.Fatalf("%s: refusal names %v", name, re.Args["client"])
		}
	}
}

// A delegation that died long ago is not revived by its delegator's later
// changes: the grace covers only the generations live within it.
func TestAttackACLGraceNoRevival(t *testing.T) {
	o := defaultOpts()
	o.clients, o.miners = 1, 1
	h := newHarness(t, o)
	c := h.clients[0]
	h.fund(c, tora(100))
	acl, aclC := h.allowlist()
	d := h.other
	h.must(h.admin, aclC, acl.PackGrant(h.subnet, d.addr, aclSubmit, 0))
	h.must(d, aclC, acl.PackDelegate(h.subnet, c.addr, aclSubmit, 0))
	h.must(h.admin, aclC, acl.PackRevoke(h.subnet, d.addr)) // the delegation dies
	h.wait(aclGrace)
	h.must(h.admin, aclC, acl.PackGrant(h.subnet, d.addr, aclSubmit, 0)) // d again, not the delegation
	h.must(h.admin, aclC, acl.PackRevoke(h.subnet, d.addr))              // and gone: a grace for d's new generation only
	_, _, err := h.submit(h.miners[0], h.subnet, h.newBatch(h.leaves(c, 1, tora(1))).Packed)
	wantRevert(t, err, "SubmitNotAllowed")
	if call(h, aclC, acl.PackMayBeSettled(h.subnet, c.addr, aclSubmit), acl.UnpackMayBeSettled) {
		t.Fatalf("mayBeSettled for a delegation dead for longer than the grace")
	}
}

// chain/acl.SettleGrace is the contract's SETTLE_GRACE.
func TestACLSettleGraceConstant(t *testing.T) {
	h := newHarness(t, defaultOpts())
	b := bindings.NewSubnetACL()
	g := call(h, b.Instance(h.c, h.addrs.ACL), b.PackSETTLEGRACE(), b.UnpackSETTLEGRACE)
	if time.Duration(g)*time.Second != aclpkg.SettleGrace {
		t.Fatalf("SETTLE_GRACE %ds, acl.SettleGrace %s", g, aclpkg.SettleGrace)
	}
}
