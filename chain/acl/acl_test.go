package acl_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
)

func key(t *testing.T, name string) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("tensora acl test " + name)))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func addrOf(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// env is a dev chain whose subnet 1 is owned by owner, with an ACL client
// and a cache, and the actors whose rights agree() compares.
type env struct {
	ch     *devchain.Chain
	c      *acl.Client
	cache  *acl.Cache
	owner  *ecdsa.PrivateKey
	subnet uint64
	actors []common.Address
	raw    *bindings.SubnetACL
}

func start(t *testing.T, keys ...*ecdsa.PrivateKey) *env {
	t.Helper()
	ctx := context.Background()
	owner := key(t, "owner")
	gas := new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18))
	ch, err := devchain.Start(ctx,
		backend.EmbeddedConfig{Alloc: devchain.Alloc(gas, append(keys, owner)...), BlockInterval: 20 * time.Millisecond},
		devchain.Config{Admin: owner})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ch.Close() })
	cache, err := acl.NewCache(ctx, ch.Client(), ch.Addrs, nil)
	if err != nil {
		t.Fatal(err)
	}
	e := &env{ch: ch, c: acl.New(ch.Client(), ch.Addrs), cache: cache, owner: owner, subnet: ch.Subnet, raw: bindings.NewSubnetACL()}
	cache.Now = func() time.Time { return e.chainTime(t) }
	e.actors = append(e.actors, addrOf(owner))
	for _, k := range keys {
		e.actors = append(e.actors, addrOf(k))
	}
	return e
}

func (e *env) chainTime(t *testing.T) time.Time {
	h, err := e.ch.Client().HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return time.Unix(int64(h.Time), 0)
}

// transact sends raw calldata to the ACL (the refusals go around the
// client's own checks, as an attacker would).
func (e *env) transact(k *ecdsa.PrivateKey, data []byte) error {
	_, err := chain.Transact(context.Background(), e.ch.Client(), k, e.ch.Addrs.ACL, data)
	return chain.Decode(err)
}

func wantRevert(t *testing.T, err error, name string) {
	t.Helper()
	if got := chain.RevertName(err); got != name {
		t.Fatalf("want revert %s, got %v", name, err)
	}
}

func (e *env) has(t *testing.T, a common.Address, bits acl.Rights) bool {
	t.Helper()
	ok, err := e.c.HasRights(context.Background(), e.subnet, a, bits)
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

// agree checks that the cache, caught up, answers as the contract does
// for every actor and every right.
func (e *env) agree(t *testing.T) {
	t.Helper()
	if err := e.cache.Refresh(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, a := range e.actors {
		for _, r := range []acl.Rights{acl.Submit, acl.Retrieve, acl.Compute, acl.Admin, acl.Submit | acl.Retrieve} {
			want := e.has(t, a, r)
			got, reason := e.cache.Allowed(e.subnet, a, r)
			if got != want {
				t.Fatalf("cache says %v for %s %s, contract %v (%v)", got, a.Hex(), r, want, reason)
			}
			if !got && !errors.Is(reason, acl.ErrRefused) {
				t.Fatalf("refusal without a reason: %v", reason)
			}
		}
	}
}

// The success paths, with their gas: set the mode, grant, delegate, a
// delegator's revocation taking its delegatees along, an off-chain grant
// and its revocation by nonce; the cache agrees with the contract at each
// step.
func TestLifecycle(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	alice, bob, carol, dave := key(t, "alice"), key(t, "bob"), key(t, "carol"), key(t, "dave")
	e := start(t, alice, bob, carol, dave)
	s := e.subnet
	if m, err := e.c.Mode(ctx, s); err != nil || m != acl.Open {
		t.Fatalf("a new subnet's mode = %v, %v; want open", m, err)
	}
	if !e.has(t, addrOf(dave), acl.All) {
		t.Fatal("an open subnet refused someone")
	}
	e.agree(t)
	r, err := e.c.SetMode(ctx, e.owner, s, acl.Allowlist)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("gas: setMode %d", r.GasUsed)
	if e.has(t, addrOf(dave), acl.Submit) || !e.has(t, addrOf(e.owner), acl.All) {
		t.Fatal("allowlist: an outsider has rights or the owner lacks them")
	}
	e.agree(t)
	// alice administers; she grants carol SUBMIT and delegates RETRIEVE to bob.
	r, err = e.c.Grant(ctx, e.owner, s, addrOf(alice), acl.Admin|acl.Submit|acl.Retrieve, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("gas: grant (new entry) %d", r.GasUsed)
	r, err = e.c.Grant(ctx, alice, s, addrOf(carol), acl.Submit, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("gas: grant by an admin %d", r.GasUsed)
	r, err = e.c.Delegate(ctx, alice, s, addrOf(bob), acl.Retrieve, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("gas: delegate %d", r.GasUsed)
	if !e.has(t, addrOf(bob), acl.Retrieve) || e.has(t, addrOf(bob), acl.Submit) || !e.has(t, addrOf(carol), acl.Submit) {
		t.Fatal("grants and delegation not in force")
	}
	g, err := e.c.GrantOf(ctx, s, addrOf(bob))
	if err != nil || g.Delegator != addrOf(alice) || !g.Live || g.Bits != acl.Retrieve {
		t.Fatalf("bob's grant = %+v, %v", g, err)
	}
	e.agree(t)
	// Off chain: carol grants dave SUBMIT without a transaction.
	dom, err := e.c.Domain(ctx)
	if err != nil {
		t.Fatal(err)
	}
	sg := &acl.Grant{Subnet: s, Bits: acl.Submit, Audience: addrOf(dave), Expiry: uint64(e.chainTime(t).Add(time.Hour).Unix()), Nonce: 7}
	if err := acl.SignGrant(dom, sg, carol); err != nil {
		t.Fatal(err)
	}
	if signer, err := e.c.CheckSignedGrant(ctx, sg); err != nil || signer != addrOf(carol) {
		t.Fatalf("contract: signed grant by %s, %v", signer.Hex(), err)
	}
	if err := e.cache.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	if ok, reason := e.cache.Allowed(s, addrOf(dave), acl.Submit, sg); !ok {
		t.Fatalf("cache refused dave's signed grant: %v", reason)
	}
	if ok, _ := e.cache.Allowed(s, addrOf(dave), acl.Retrieve, sg); ok {
		t.Fatal("a signed SUBMIT grant gave RETRIEVE")
	}
	r, err = e.c.RevokeNonce(ctx, carol, 7)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("gas: revokeNonce %d", r.GasUsed)
	_, err = e.c.CheckSignedGrant(ctx, sg)
	wantRevert(t, err, "GrantNonceRevoked")
	if err := e.cache.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	ok, reason := e.cache.Allowed(s, addrOf(dave), acl.Submit, sg)
	if ok || !errors.Is(reason, acl.ErrRefused) {
		t.Fatalf("cache accepted a grant whose nonce was revoked: %v", reason)
	}
	t.Logf("refusal reads: %v", reason)
	// The owner revokes alice: bob's delegation goes with her at once;
	// carol's grant, made by alice as an admin, stays (it is the subnet's).
	r, err = e.c.Revoke(ctx, e.owner, s, addrOf(alice))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("gas: revoke %d", r.GasUsed)
	if e.has(t, addrOf(alice), acl.Submit) || e.has(t, addrOf(bob), acl.Retrieve) || !e.has(t, addrOf(carol), acl.Submit) {
		t.Fatal("revoking alice: her rights or bob's delegated ones survived, or carol's direct grant did not")
	}
	e.agree(t)
	// Back to open: everyone again.
	if _, err := e.c.SetMode(ctx, e.owner, s, acl.Open); err != nil {
		t.Fatal(err)
	}
	if !e.has(t, addrOf(dave), acl.All) {
		t.Fatal("open again, still refused")
	}
	e.agree(t)
}

// The refusal names the account, the right and the subnet.
func TestRefusalReads(t *testing.T) {
	a := common.HexToAddress("0xabc0000000000000000000000000000000000001")
	err := error(&acl.RefusedError{Subnet: 3, Account: a, Missing: acl.Retrieve})
	if got, want := err.Error(), "refused: "+a.Hex()+" lacks RETRIEVE on subnet 3"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	if !errors.Is(err, acl.ErrRefused) {
		t.Fatal("not ErrRefused")
	}
}

func TestParseRights(t *testing.T) {
	for in, want := range map[string]acl.Rights{
		"submit":           acl.Submit,
		"SUBMIT,retrieve":  acl.Submit | acl.Retrieve,
		"compute|admin":    acl.Compute | acl.Admin,
		"all":              acl.All,
		"retrieve+compute": acl.Retrieve | acl.Compute,
	} {
		if got, err := acl.ParseRights(in); err != nil || got != want {
			t.Errorf("ParseRights(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "read", "submit,write"} {
		if _, err := acl.ParseRights(bad); err == nil {
			t.Errorf("ParseRights(%q) accepted", bad)
		}
	}
	if got := (acl.Submit | acl.Compute).String(); got != "SUBMIT|COMPUTE" {
		t.Errorf("String = %q", got)
	}
}
