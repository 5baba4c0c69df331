package acl_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/acl"
)

// Adversarial tests: each plays an attacker against SubnetACL or its cache
// and expects a named refusal; the cache must agree with the contract.

// Someone who is neither the owner nor an ADMIN sets the mode, grants or
// revokes.
func TestAttackNotAdmin(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	mallory, alice := key(t, "mallory"), key(t, "alice")
	e := start(t, mallory, alice)
	s := e.subnet
	wantRevert(t, e.transact(mallory, e.raw.PackSetMode(s, uint8(acl.Allowlist))), "NotSubnetAdmin")
	wantRevert(t, e.transact(mallory, e.raw.PackGrant(s, addrOf(mallory), uint8(acl.All), 0)), "NotSubnetAdmin")
	if _, err := e.c.Grant(ctx, e.owner, s, addrOf(alice), acl.Submit, time.Time{}); err != nil {
		t.Fatal(err)
	}
	wantRevert(t, e.transact(mallory, e.raw.PackRevoke(s, addrOf(alice))), "NotSubnetAdmin")
	// A holder without ADMIN is no admin either.
	wantRevert(t, e.transact(alice, e.raw.PackSetMode(s, uint8(acl.Allowlist))), "NotSubnetAdmin")
	if m, _ := e.c.Mode(ctx, s); m != acl.Open {
		t.Fatalf("mode changed to %v", m)
	}
	e.agree(t)
}

// An ADMIN grants bits it does not hold, or for longer than its own
// grant; a holder delegates bits it does not hold, or ADMIN.
func TestAttackBitsNotHeld(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	alice, bob := key(t, "alice"), key(t, "bob")
	e := start(t, alice, bob)
	s := e.subnet
	if _, err := e.c.SetMode(ctx, e.owner, s, acl.Allowlist); err != nil {
		t.Fatal(err)
	}
	until := e.chainTime(t).Add(time.Hour)
	if _, err := e.c.Grant(ctx, e.owner, s, addrOf(alice), acl.Admin|acl.Submit, until); err != nil {
		t.Fatal(err)
	}
	wantRevert(t, e.transact(alice, e.raw.PackGrant(s, addrOf(bob), uint8(acl.Compute), 0)), "BitsNotHeld")
	wantRevert(t, e.transact(alice, e.raw.PackDelegate(s, addrOf(bob), uint8(acl.Retrieve), 0)), "BitsNotHeld")
	wantRevert(t, e.transact(alice, e.raw.PackDelegate(s, addrOf(bob), uint8(acl.Admin), 0)), "AdminNotDelegable")
	wantRevert(t, e.transact(alice, e.raw.PackGrant(s, addrOf(bob), 16, 0)), "InvalidBits")
	wantRevert(t, e.transact(alice, e.raw.PackGrant(s, addrOf(bob), 0, 0)), "InvalidBits")
	// A grant "forever" by a one-hour admin ends with the admin's.
	if _, err := e.c.Grant(ctx, alice, s, addrOf(bob), acl.Submit, time.Time{}); err != nil {
		t.Fatal(err)
	}
	g, err := e.c.GrantOf(ctx, s, addrOf(bob))
	if err != nil || !g.Expiry.Equal(until.Truncate(time.Second)) {
		t.Fatalf("bob's grant by a one-hour admin: %+v, %v; want expiry %s", g, err, until)
	}
	e.agree(t)
	if err := e.ch.AdjustTime(2 * time.Hour); err != nil {
		t.Fatal(err)
	}
	if e.has(t, addrOf(bob), acl.Submit) || e.has(t, addrOf(alice), acl.Submit) {
		t.Fatal("rights outlived their expiry")
	}
	// An expired admin administers nothing.
	wantRevert(t, e.transact(alice, e.raw.PackGrant(s, addrOf(bob), uint8(acl.Submit), 0)), "NotSubnetAdmin")
	e.agree(t)
	ok, reason := e.cache.Allowed(s, addrOf(bob), acl.Submit)
	if ok || !errors.Is(reason, acl.ErrRefused) {
		t.Fatalf("cache allowed an expired grant: %v", reason)
	}
	t.Logf("expired: %v", reason)
}

// A delegatee delegates further; a delegator's delegatee outlives its
// revocation, its replacement or its expiry; a delegator overwrites a
// grant it did not make.
func TestAttackDelegation(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	alice, bob, carol := key(t, "alice"), key(t, "bob"), key(t, "carol")
	e := start(t, alice, bob, carol)
	s := e.subnet
	if _, err := e.c.SetMode(ctx, e.owner, s, acl.Allowlist); err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.Grant(ctx, e.owner, s, addrOf(alice), acl.Submit|acl.Retrieve, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.Delegate(ctx, alice, s, addrOf(bob), acl.Retrieve, time.Time{}); err != nil {
		t.Fatal(err)
	}
	// One level only.
	wantRevert(t, e.transact(bob, e.raw.PackDelegate(s, addrOf(carol), uint8(acl.Retrieve), 0)), "DelegationTooDeep")
	// bob cannot overwrite carol's direct grant with a weaker delegation
	// (nor can alice).
	if _, err := e.c.Grant(ctx, e.owner, s, addrOf(carol), acl.Retrieve|acl.Compute, time.Time{}); err != nil {
		t.Fatal(err)
	}
	wantRevert(t, e.transact(alice, e.raw.PackDelegate(s, addrOf(carol), uint8(acl.Retrieve), 0)), "GrantExists")
	e.agree(t)
	// Replacing alice's grant (even with more bits) ends bob's delegation.
	if _, err := e.c.Grant(ctx, e.owner, s, addrOf(alice), acl.All&^acl.Admin, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if e.has(t, addrOf(bob), acl.Retrieve) {
		t.Fatal("a delegation survived its delegator's new grant")
	}
	e.agree(t)
	// Delegated again, then alice renounces: bob loses it at once.
	if _, err := e.c.Delegate(ctx, alice, s, addrOf(bob), acl.Retrieve, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if !e.has(t, addrOf(bob), acl.Retrieve) {
		t.Fatal("re-delegation not in force")
	}
	if _, err := e.c.Revoke(ctx, alice, s, addrOf(alice)); err != nil {
		t.Fatal(err)
	}
	if e.has(t, addrOf(bob), acl.Retrieve) {
		t.Fatal("a delegation survived its delegator's revocation")
	}
	e.agree(t)
	ok, reason := e.cache.Allowed(s, addrOf(bob), acl.Retrieve)
	if ok {
		t.Fatal("cache kept a dead delegation")
	}
	t.Logf("dead delegation: %v", reason)
	// The delegator's expiry caps and ends the delegation.
	until := e.chainTime(t).Add(time.Hour)
	if _, err := e.c.Grant(ctx, e.owner, s, addrOf(alice), acl.Retrieve, until); err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.Delegate(ctx, alice, s, addrOf(bob), acl.Retrieve, until.Add(24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if g, err := e.c.GrantOf(ctx, s, addrOf(bob)); err != nil || g.Expiry.After(until) {
		t.Fatalf("delegation expiry %v not capped at the delegator's %v (%v)", g.Expiry, until, err)
	}
	if err := e.ch.AdjustTime(2 * time.Hour); err != nil {
		t.Fatal(err)
	}
	if e.has(t, addrOf(bob), acl.Retrieve) {
		t.Fatal("a delegation outlived its delegator's grant")
	}
	e.agree(t)
	// The delegator may revoke its own delegatee; not someone else's grant.
	if _, err := e.c.Grant(ctx, e.owner, s, addrOf(alice), acl.Retrieve, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.Delegate(ctx, alice, s, addrOf(bob), acl.Retrieve, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.Revoke(ctx, alice, s, addrOf(bob)); err != nil {
		t.Fatal(err)
	}
	wantRevert(t, e.transact(alice, e.raw.PackRevoke(s, addrOf(carol))), "NotSubnetAdmin")
	e.agree(t)
}

// Off-chain grants: replayed after the nonce is revoked, expired, signed
// by a delegatee or by someone without the bits, tampered with, or
// presented by someone other than their audience.
func TestAttackSignedGrants(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	alice, bob, mallory := key(t, "alice"), key(t, "bob"), key(t, "mallory")
	e := start(t, alice, bob, mallory)
	s := e.subnet
	if _, err := e.c.SetMode(ctx, e.owner, s, acl.Allowlist); err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.Grant(ctx, e.owner, s, addrOf(alice), acl.Submit|acl.Retrieve, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.Delegate(ctx, alice, s, addrOf(bob), acl.Retrieve, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if err := e.cache.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	dom, err := e.c.Domain(ctx)
	if err != nil {
		t.Fatal(err)
	}
	now := e.chainTime(t)
	sign := func(g acl.Grant, k *ecdsa.PrivateKey) *acl.Grant {
		t.Helper()
		if err := acl.SignGrant(dom, &g, k); err != nil {
			t.Fatal(err)
		}
		return &g
	}
	hour := uint64(now.Add(time.Hour).Unix())
	dave := common.HexToAddress("0x00000000000000000000000000000000000da7e0")
	cases := []struct {
		name   string
		g      *acl.Grant
		revert string // the contract's refusal
	}{
		// bob's RETRIEVE is delegated: he cannot grant further.
		{"signed by a delegatee", sign(acl.Grant{Subnet: s, Bits: acl.Retrieve, Audience: dave, Expiry: hour, Nonce: 1}, bob), "DelegationTooDeep"},
		// alice holds SUBMIT|RETRIEVE, not COMPUTE.
		{"bits the signer lacks", sign(acl.Grant{Subnet: s, Bits: acl.Compute, Audience: dave, Expiry: hour, Nonce: 2}, alice), "BitsNotHeld"},
		// mallory holds nothing.
		{"signed by an outsider", sign(acl.Grant{Subnet: s, Bits: acl.Submit, Audience: dave, Expiry: hour, Nonce: 3}, mallory), "BitsNotHeld"},
		// Already expired.
		{"expired", sign(acl.Grant{Subnet: s, Bits: acl.Submit, Audience: dave, Expiry: uint64(now.Add(-time.Minute).Unix()), Nonce: 4}, alice), "GrantExpired"},
	}
	// A grant alice signed for dave, re-addressed to mallory: the
	// signature no longer recovers to alice.
	tampered := sign(acl.Grant{Subnet: s, Bits: acl.Submit, Audience: dave, Expiry: hour, Nonce: 5}, alice)
	tampered.Audience = addrOf(mallory)
	cases = append(cases, struct {
		name   string
		g      *acl.Grant
		revert string
	}{"tampered audience", tampered, "BitsNotHeld"})
	for _, c := range cases {
		_, err := e.c.CheckSignedGrant(ctx, c.g)
		if chain.RevertName(err) != c.revert {
			t.Errorf("%s: contract said %v, want %s", c.name, err, c.revert)
		}
		if ok, reason := e.cache.Allowed(s, c.g.Audience, c.g.Bits, c.g); ok {
			t.Errorf("%s: cache accepted it", c.name)
		} else {
			t.Logf("%s: %v", c.name, reason)
		}
	}
	// A good grant, presented by someone else than its audience.
	good := sign(acl.Grant{Subnet: s, Bits: acl.Submit, Audience: dave, Expiry: hour, Nonce: 6}, alice)
	if _, err := e.c.CheckSignedGrant(ctx, good); err != nil {
		t.Fatal(err)
	}
	if ok, reason := e.cache.Allowed(s, dave, acl.Submit, good); !ok {
		t.Fatalf("good grant refused: %v", reason)
	}
	if ok, _ := e.cache.Allowed(s, addrOf(mallory), acl.Submit, good); ok {
		t.Fatal("a grant for dave let mallory in")
	}
	if _, err := acl.VerifyGrant(dom, good, addrOf(mallory), now); !errors.Is(err, acl.ErrBadGrant) {
		t.Fatalf("VerifyGrant for the wrong audience: %v", err)
	}
	// Replayed after its signer revoked the nonce.
	if _, err := e.c.RevokeNonce(ctx, alice, 6); err != nil {
		t.Fatal(err)
	}
	_, err = e.c.CheckSignedGrant(ctx, good)
	wantRevert(t, err, "GrantNonceRevoked")
	if err := e.cache.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	if ok, _ := e.cache.Allowed(s, dave, acl.Submit, good); ok {
		t.Fatal("cache accepted a replayed grant with a revoked nonce")
	}
	// Alice's own rights gone, her grants die with them.
	good2 := sign(acl.Grant{Subnet: s, Bits: acl.Submit, Audience: dave, Expiry: 0, Nonce: 8}, alice)
	if _, err := e.c.Revoke(ctx, e.owner, s, addrOf(alice)); err != nil {
		t.Fatal(err)
	}
	_, err = e.c.CheckSignedGrant(ctx, good2)
	wantRevert(t, err, "BitsNotHeld")
	if err := e.cache.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	if ok, _ := e.cache.Allowed(s, dave, acl.Submit, good2); ok {
		t.Fatal("cache accepted a grant whose signer lost the bits")
	}
	// ADMIN cannot be granted off chain.
	if err := acl.SignGrant(dom, &acl.Grant{Subnet: s, Bits: acl.Admin, Audience: dave}, alice); !errors.Is(err, acl.ErrBadGrant) {
		t.Fatalf("signing an ADMIN grant: %v", err)
	}
}
