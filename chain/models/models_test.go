package models_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/models"
	"github.com/tensora/tensora/chain/names"
)

func key(t *testing.T, name string) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("tensora models test " + name)))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func addrOf(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

func TestValidNameVersionTag(t *testing.T) {
	for _, tc := range []struct {
		what string
		s    string
		ok   bool
		fn   func(string) error
	}{
		{"plain name", "resnet", true, models.ValidName},
		{"name with dots, dashes, underscores", "llama-3.1_8b.q4", true, models.ValidName},
		{"one character", "r", true, models.ValidName},
		{"64 characters", strings.Repeat("a", 64), true, models.ValidName},
		{"65 characters", strings.Repeat("a", 65), false, models.ValidName},
		{"upper case", "ResNet", false, models.ValidName},
		{"leading dash", "-resnet", false, models.ValidName},
		{"leading dot", ".resnet", false, models.ValidName},
		{"slash would split a reference", "a/b", false, models.ValidName},
		{"at would split a reference", "a@b", false, models.ValidName},
		{"Cyrillic look-alike", "resnеt", false, models.ValidName},
		{"empty", "", false, models.ValidName},
		{"semver", "1.2.0", true, models.ValidVersion},
		{"zeros", "0.0.0", true, models.ValidVersion},
		{"nine digits", "123456789.0.1", true, models.ValidVersion},
		{"ten digits", "1234567890.0.1", false, models.ValidVersion},
		{"leading zero", "1.02.0", false, models.ValidVersion},
		{"two parts", "1.2", false, models.ValidVersion},
		{"four parts", "1.2.3.4", false, models.ValidVersion},
		{"v prefix", "v1.2.0", false, models.ValidVersion},
		{"pre-release", "1.2.0-rc1", false, models.ValidVersion},
		{"empty part", "1..0", false, models.ValidVersion},
		{"tag", "stable", true, models.ValidTag},
		{"tag that is a version", "1.2.0", false, models.ValidTag},
		{"tag with upper case", "Stable", false, models.ValidTag},
		{"33-character tag", strings.Repeat("t", 33), false, models.ValidTag},
	} {
		err := tc.fn(tc.s)
		if tc.ok && err != nil {
			t.Errorf("%s (%q) refused: %v", tc.what, tc.s, err)
		}
		if !tc.ok && !errors.Is(err, models.ErrInvalid) {
			t.Errorf("%s (%q) accepted: %v", tc.what, tc.s, err)
		}
	}
}

func TestParseRef(t *testing.T) {
	for _, tc := range []struct {
		in, def string
		want    models.Ref
		ok      bool
	}{
		{"alice.tora/resnet@1.2.0", "", models.Ref{Owner: "alice.tora", Name: "resnet", At: "1.2.0"}, true},
		{"alice.tora/resnet@stable", "", models.Ref{Owner: "alice.tora", Name: "resnet", At: "stable"}, true},
		{"alice.tora/resnet", "", models.Ref{Owner: "alice.tora", Name: "resnet"}, true},
		{"0x2c7536E3605D9C16a7a3D7b1898e529396a65c23/resnet", "", models.Ref{Owner: "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23", Name: "resnet"}, true},
		{"resnet@1.0.0", "0xme", models.Ref{Owner: "0xme", Name: "resnet", At: "1.0.0"}, true}, // a bare name is the default owner's
		{"resnet", "", models.Ref{}, false},                    // no owner and no default
		{"alice.tora/resnet@", "", models.Ref{}, false},        // nothing after @
		{"alice.tora/ResNet", "", models.Ref{}, false},         // upper case
		{"alice.tora/resnet@V1", "", models.Ref{}, false},      // neither a version nor a tag
		{"alice.tora/a/resnet", "", models.Ref{}, false},       // nested path
		{"/resnet", "", models.Ref{}, false},                   // empty owner
		{"alice.tora/resnet@1.2.0@x", "", models.Ref{}, false}, // two @
	} {
		got, err := models.ParseRef(tc.in, tc.def)
		if tc.ok && (err != nil || got != tc.want) {
			t.Errorf("ParseRef(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
		if !tc.ok && err == nil {
			t.Errorf("ParseRef(%q) accepted: %+v", tc.in, got)
		}
	}
}

type env struct {
	ch *devchain.Chain
	c  *models.Client
	mr *bindings.ModelRegistry
}

func start(t *testing.T, keys ...*ecdsa.PrivateKey) *env {
	t.Helper()
	admin := key(t, "admin")
	gas := new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18))
	ch, err := devchain.Start(context.Background(),
		backend.EmbeddedConfig{Alloc: devchain.Alloc(gas, append(keys, admin)...), BlockInterval: 20 * time.Millisecond},
		devchain.Config{Admin: admin})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ch.Close() })
	if ch.Addrs.Models == (common.Address{}) {
		t.Fatal("the deployment has no ModelRegistry")
	}
	return &env{ch: ch, c: models.New(ch.Client(), ch.Addrs), mr: bindings.NewModelRegistry()}
}

// transactTo sends raw calldata to a contract.
func (e *env) transactTo(ctx context.Context, k *ecdsa.PrivateKey, to common.Address, data []byte) error {
	_, err := chain.Transact(ctx, e.ch.Client(), k, to, data)
	return chain.Decode(err)
}

// transact sends raw calldata to the registry (the refusals below go around
// the client's own checks, as an attacker would).
func (e *env) transact(ctx context.Context, k *ecdsa.PrivateKey, data []byte) error {
	_, err := chain.Transact(ctx, e.ch.Client(), k, e.ch.Addrs.Models, data)
	return chain.Decode(err)
}

func release(v string) models.Release {
	w := []byte("weights of " + v)
	return models.Release{Version: v, CID: "bafkreih" + strings.Repeat("a", 52), SHA256: sha256.Sum256(w), Format: models.ONNX, Size: uint64(len(w)), Card: "bafkreicard"}
}

func rawRelease(v string) bindings.ModelRegistryRelease {
	r := release(v)
	return bindings.ModelRegistryRelease{Version: r.Version, Cid: r.CID, Sha256: r.SHA256, Format: uint8(r.Format), Size: r.Size, Card: r.Card}
}

// Publish, list, resolve by version, tag and latest, move tags,
// deprecate; every write by someone else is refused.
func TestPublishResolveTagDeprecate(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	alice, bob := key(t, "alice"), key(t, "bob")
	e := start(t, alice, bob)
	nc := names.New(e.ch.Client(), e.ch.Addrs)
	if _, err := nc.Register(ctx, alice, "alice.tora", names.Year, func(ctx context.Context, d time.Duration) error { return e.ch.AdjustTime(d) }, nil); err != nil {
		t.Fatal(err)
	}
	p, err := e.c.Publish(ctx, alice, "resnet", release("1.0.0"), models.PublishOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Created || p.ID != models.ID(addrOf(alice), "resnet") {
		t.Fatalf("first publish: %+v", p)
	}
	p2, err := e.c.Publish(ctx, alice, "resnet", release("1.1.0"), models.PublishOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if p2.Created {
		t.Fatal("the second version created the model again")
	}
	t.Logf("gas: publish of a new model %d, of another version %d", p.Gas, p2.Gas)
	// The id is the contract's.
	if id, err := e.c.Model(ctx, p.ID); err != nil || id.Name != "resnet" || id.Owner != addrOf(alice) || id.Versions != 2 {
		t.Fatalf("model: %+v, %v", id, err)
	}
	for ref, want := range map[string]string{
		"alice.tora/resnet@1.0.0":             "1.0.0",
		"alice.tora/resnet":                   "1.1.0", // latest moved with the publish
		"alice.tora/resnet@latest":            "1.1.0",
		addrOf(alice).Hex() + "/resnet@1.0.0": "1.0.0",
	} {
		r, err := e.c.Resolve(ctx, addrOf(bob), ref)
		if err != nil || r.Version.Version != want {
			t.Fatalf("resolve %s: %+v, %v; want %s", ref, r, err, want)
		}
		if r.Version.SHA256 != release(want).SHA256 || r.Version.Format != models.ONNX || r.Version.PublishedAt.IsZero() {
			t.Fatalf("resolve %s: %+v", ref, r.Version)
		}
	}
	// --no-latest leaves latest alone.
	if _, err := e.c.Publish(ctx, alice, "resnet", release("2.0.0-0"[:5]), models.PublishOptions{NoLatest: true}); err != nil {
		t.Fatal(err)
	}
	if r, err := e.c.Resolve(ctx, addrOf(bob), "alice.tora/resnet"); err != nil || r.Version.Version != "1.1.0" {
		t.Fatalf("latest after a --no-latest publish: %+v, %v", r, err)
	}
	vs, err := e.c.Versions(ctx, addrOf(bob), p.ID)
	if err != nil || len(vs) != 3 || vs[0].Version != "1.0.0" || vs[2].Version != "2.0.0" {
		t.Fatalf("versions: %v, %v", vs, err)
	}
	// Refusals, each through a raw transaction that skips the client's checks.
	for _, tc := range []struct {
		what string
		from *ecdsa.PrivateKey
		data []byte
		want string
	}{
		{"publishing a version twice", alice, e.mr.PackPublish(addrOf(alice), "resnet", rawRelease("1.0.0"), true), "VersionExists"},
		{"a version that is not semver", alice, e.mr.PackPublish(addrOf(alice), "resnet", rawRelease("1.0"), true), "InvalidVersion"},
		{"a version with a leading zero", alice, e.mr.PackPublish(addrOf(alice), "resnet", rawRelease("1.01.0"), true), "InvalidVersion"},
		{"an upper-case name", alice, e.mr.PackPublish(addrOf(alice), "ResNet", rawRelease("1.0.0"), true), "InvalidName"},
		{"a release without a CID", alice, e.mr.PackPublish(addrOf(alice), "resnet", bindings.ModelRegistryRelease{Version: "3.0.0", Sha256: [32]byte{1}}, true), "InvalidRelease"},
		{"bob publishing into alice's model", bob, e.mr.PackPublish(addrOf(alice), "resnet", rawRelease("9.0.0"), true), "NotOwner"},
		{"bob creating a model in alice's namespace", bob, e.mr.PackPublish(addrOf(alice), "other", rawRelease("1.0.0"), true), "UnknownModel"},
		{"bob tagging alice's model", bob, e.mr.PackSetTag(p.ID, "stable", "1.0.0"), "NotOwner"},
		{"bob removing alice's tag", bob, e.mr.PackRemoveTag(p.ID, "latest"), "NotOwner"},
		{"bob deprecating alice's version", bob, e.mr.PackDeprecateVersion(p.ID, "1.0.0", "mine now"), "NotOwner"},
		{"bob deprecating alice's model", bob, e.mr.PackDeprecateModel(p.ID, "mine now"), "NotOwner"},
		{"bob restricting alice's model", bob, e.mr.PackSetVisibility(p.ID, uint8(models.Restricted), 1), "NotOwner"},
		{"bob offering alice's model to himself", bob, e.mr.PackTransferOwnership(p.ID, addrOf(bob)), "NotOwner"},
		{"a tag that reads as a version", alice, e.mr.PackSetTag(p.ID, "1.0.0", "1.1.0"), "InvalidTag"},
		{"a tag to an unpublished version", alice, e.mr.PackSetTag(p.ID, "stable", "7.0.0"), "UnknownVersion"},
		{"restricted without a subnet", alice, e.mr.PackSetVisibility(p.ID, uint8(models.Restricted), 0), "BadVisibility"},
		{"creating a model twice", alice, e.mr.PackCreateModel("resnet", 0, 0), "ModelExists"},
	} {
		if err := e.transact(ctx, tc.from, tc.data); chain.RevertName(err) != tc.want {
			t.Errorf("%s: %v, want %s", tc.what, err, tc.want)
		}
	}
	// The client refuses the same before any transaction.
	if _, err := e.c.Publish(ctx, alice, "resnet", release("1.0"), models.PublishOptions{}); !errors.Is(err, models.ErrInvalid) {
		t.Fatalf("client publish of a bad version: %v", err)
	}
	if _, err := e.c.Publish(ctx, alice, "resnet", release("1.0.0"), models.PublishOptions{}); chain.RevertName(err) != "VersionExists" {
		t.Fatalf("client publish twice: %v", err)
	}
	// Tags move; deprecation is recorded with its reason.
	gas := map[string]uint64{}
	rc, err := e.c.SetTag(ctx, alice, p.ID, "stable", "1.0.0")
	if err != nil {
		t.Fatal(err)
	}
	gas["setTag"] = rc.Gas
	if r, err := e.c.Resolve(ctx, addrOf(bob), "alice.tora/resnet@stable"); err != nil || r.Version.Version != "1.0.0" {
		t.Fatalf("@stable: %+v, %v", r, err)
	}
	if rc, err = e.c.RemoveTag(ctx, alice, p.ID, "stable"); err != nil {
		t.Fatal(err)
	}
	gas["removeTag"] = rc.Gas
	if _, err := e.c.Resolve(ctx, addrOf(bob), "alice.tora/resnet@stable"); !errors.Is(err, models.ErrNotFound) {
		t.Fatalf("a removed tag resolved: %v", err)
	}
	if rc, err = e.c.Deprecate(ctx, alice, p.ID, "1.0.0", "wrong normalisation"); err != nil {
		t.Fatal(err)
	}
	gas["deprecateVersion"] = rc.Gas
	if v, err := e.c.Version(ctx, addrOf(bob), p.ID, "1.0.0"); err != nil || !v.Deprecated || v.Reason != "wrong normalisation" {
		t.Fatalf("deprecated version: %+v, %v", v, err)
	}
	if _, err := e.c.Deprecate(ctx, alice, p.ID, "1.0.0", "again"); chain.RevertName(err) != "AlreadyDeprecated" {
		t.Fatalf("deprecating twice: %v", err)
	}
	if rc, err = e.c.Deprecate(ctx, alice, p.ID, "", "superseded by resnet2"); err != nil {
		t.Fatal(err)
	}
	gas["deprecateModel"] = rc.Gas
	t.Logf("gas: %v", gas)
	if _, err := e.c.Publish(ctx, alice, "resnet", release("3.0.0"), models.PublishOptions{}); chain.RevertName(err) != "ModelIsDeprecated" {
		t.Fatalf("publishing into a deprecated model: %v", err)
	}

	// The index, fed by the events, agrees with the contract.
	ix := models.NewIndex(e.c, nil)
	if err := ix.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	m, v, ok := ix.Lookup(addrOf(alice), "resnet", "")
	if !ok || v.Version != "1.1.0" || !m.Deprecated || m.Reason != "superseded by resnet2" || len(m.Versions) != 3 || !m.Versions[0].Deprecated {
		t.Fatalf("index: %+v %+v %v", m, v, ok)
	}
	if _, ok := m.Tags["stable"]; ok {
		t.Fatal("the index kept a removed tag")
	}
	if refs := ix.ByCID(release("1.0.0").CID); len(refs) != 3 || refs[0].Model != p.ID {
		t.Fatalf("by CID: %+v", refs)
	}
}

// Ownership moves in two steps: a stranger cannot accept, the old owner
// loses the model's writes, the new one publishes into it.
func TestTwoStepTransfer(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	alice, bob, carol := key(t, "alice"), key(t, "bob"), key(t, "carol")
	e := start(t, alice, bob, carol)
	p, err := e.c.Publish(ctx, alice, "resnet", release("1.0.0"), models.PublishOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.Accept(ctx, bob, p.ID); chain.RevertName(err) != "NotPendingOwner" {
		t.Fatalf("bob accepted a model never offered: %v", err)
	}
	rt, err := e.c.Transfer(ctx, alice, p.ID, addrOf(bob))
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := e.c.Model(ctx, p.ID); m.Owner != addrOf(alice) || m.PendingOwner != addrOf(bob) {
		t.Fatalf("after the offer: %+v", m)
	}
	if _, err := e.c.Accept(ctx, carol, p.ID); chain.RevertName(err) != "NotPendingOwner" {
		t.Fatalf("carol accepted bob's offer: %v", err)
	}
	ra, err := e.c.Accept(ctx, bob, p.ID)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("gas: transferOwnership %d, acceptOwnership %d", rt.Gas, ra.Gas)
	if m, _ := e.c.Model(ctx, p.ID); m.Owner != addrOf(bob) || m.PendingOwner != (common.Address{}) || m.Creator != addrOf(alice) {
		t.Fatalf("after the accept: %+v", m)
	}
	if _, err := e.c.SetTag(ctx, alice, p.ID, "stable", "1.0.0"); chain.RevertName(err) != "NotOwner" {
		t.Fatalf("the old owner tagged: %v", err)
	}
	if _, err := e.c.Accept(ctx, bob, p.ID); chain.RevertName(err) != "NotPendingOwner" {
		t.Fatalf("an offer accepted twice: %v", err)
	}
	// The model keeps its path in alice's namespace; bob publishes into it.
	if _, err := e.c.Publish(ctx, bob, "resnet", release("1.1.0"), models.PublishOptions{Creator: addrOf(alice)}); err != nil {
		t.Fatal(err)
	}
	if r, err := e.c.Resolve(ctx, addrOf(carol), addrOf(alice).Hex()+"/resnet"); err != nil || r.Version.Version != "1.1.0" {
		t.Fatalf("resolve after the transfer: %+v, %v", r, err)
	}
	// A polling index (Start) catches up with the transfer and the new
	// version without being asked; Close stops it (goleak checks).
	ix := models.NewIndex(e.c, nil)
	if err := ix.Start(ctx, 20*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	for {
		if m, ok := ix.Model(p.ID); ok && m.Owner == addrOf(bob) && len(m.Versions) == 2 && m.Versions[1].Publisher == addrOf(bob) {
			break
		}
		if ctx.Err() != nil {
			m, _ := ix.Model(p.ID)
			t.Fatalf("index after the transfer: %+v", m)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if _, err := e.c.Publish(ctx, bob, "resnet", release("1.2.0"), models.PublishOptions{Creator: addrOf(alice)}); err != nil {
		t.Fatal(err)
	}
	for {
		if _, v, ok := ix.Lookup(addrOf(alice), "resnet", ""); ok && v.Version == "1.2.0" {
			break
		}
		if ctx.Err() != nil {
			t.Fatal("the polling index did not see 1.2.0")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
}

// mockACL is the runtime of a contract that answers hasRights(subnet,
// account, bits) with subnet == 3 && account == grantee && bits == 2, for
// any selector: a stand-in for SubnetACL, deployed by this test only.
func mockACL(grantee common.Address) []byte {
	runtime := []byte{0x60, 0x24, 0x35, 0x73} // PUSH1 36 CALLDATALOAD PUSH20 grantee
	runtime = append(runtime, grantee.Bytes()...)
	runtime = append(runtime,
		0x14,                                     // EQ
		0x60, 0x44, 0x35, 0x60, 0x02, 0x14, 0x16, // bits == 2, AND
		0x60, 0x04, 0x35, 0x60, 0x03, 0x14, 0x16, // subnet == 3, AND
		0x60, 0x00, 0x52, 0x60, 0x20, 0x60, 0x00, 0xf3) // MSTORE, RETURN 32 bytes
	initCode := []byte{0x60, byte(len(runtime)), 0x60, 0x0c, 0x60, 0x00, 0x39, 0x60, byte(len(runtime)), 0x60, 0x00, 0xf3}
	return append(initCode, runtime...)
}

func deploy(ctx context.Context, t *testing.T, e *env, k *ecdsa.PrivateKey, code, ctor []byte) common.Address {
	t.Helper()
	opts := bind.NewKeyedTransactor(k, big.NewInt(backend.DevChainID))
	opts.Context = ctx
	_, tx, err := bind.DeployContract(opts, code, e.ch.Client(), ctor)
	if err != nil {
		t.Fatal(err)
	}
	a, err := bind.WaitDeployed(ctx, e.ch.Client(), tx.Hash())
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// A restricted model: its owner reads it, an account without RETRIEVE on
// its subnet is refused (by the client, naming the account and the
// right, and by the contract's views), and with an ACL that grants the
// right the grantee reads it.
func TestRestrictedVisibility(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	alice, bob, carol := key(t, "alice"), key(t, "bob"), key(t, "carol")
	e := start(t, alice, bob, carol)
	// The deployment's SubnetACL: alice's own subnet 2, allowlisted, where
	// nobody else holds RETRIEVE.
	if err := e.transactTo(ctx, alice, e.ch.Addrs.Registry, bindings.NewSubnetRegistry().PackCreateSubnet(chain.DefaultParams())); err != nil {
		t.Fatal(err)
	}
	if _, err := acl.New(e.ch.Client(), e.ch.Addrs).SetMode(ctx, alice, 2, acl.Allowlist); err != nil {
		t.Fatal(err)
	}
	p, err := e.c.Publish(ctx, alice, "secret", release("1.0.0"), models.PublishOptions{RestrictedSubnet: 2})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("gas: create restricted %d, then publish %d", p.CreateGas, p.Gas)
	if _, err := e.c.Resolve(ctx, addrOf(alice), addrOf(alice).Hex()+"/secret@1.0.0"); err != nil {
		t.Fatalf("the owner could not read: %v", err)
	}
	_, err = e.c.Resolve(ctx, addrOf(bob), addrOf(alice).Hex()+"/secret@1.0.0")
	if !errors.Is(err, models.ErrNotReadable) || !strings.Contains(err.Error(), addrOf(bob).Hex()+" lacks RETRIEVE on subnet 2") {
		t.Fatalf("bob read a restricted model: %v", err)
	}
	if _, err := e.c.Versions(ctx, addrOf(bob), p.ID); !errors.Is(err, models.ErrNotReadable) || chain.RevertName(errors.Unwrap(err)) == "" && !strings.Contains(err.Error(), "NotReadable") {
		t.Fatalf("bob listed a restricted model's versions: %v", err)
	}
	if _, err := e.c.Version(ctx, addrOf(bob), p.ID, "1.0.0"); !errors.Is(err, models.ErrNotReadable) {
		t.Fatalf("bob read a restricted version: %v", err)
	}
	// Made public, anyone reads it; restricted again, not.
	rv, err := e.c.SetVisibility(ctx, alice, p.ID, models.Public, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("gas: setVisibility %d", rv.Gas)
	if ok, err := e.c.CanRead(ctx, p.ID, addrOf(bob)); err != nil || !ok {
		t.Fatalf("public model: can read %v, %v", ok, err)
	}

	// A registry wired to an ACL that grants bob RETRIEVE on subnet 3.
	acl := deploy(ctx, t, e, alice, mockACL(addrOf(bob)), nil)
	reg := deploy(ctx, t, e, alice, common.FromHex(bindings.ModelRegistryMetaData.Bin), e.mr.PackConstructor(acl))
	addrs := e.ch.Addrs
	addrs.Models = reg
	c := models.New(e.ch.Client(), addrs)
	p, err = c.Publish(ctx, alice, "secret", release("1.0.0"), models.PublishOptions{RestrictedSubnet: 3})
	if err != nil {
		t.Fatal(err)
	}
	if r, err := c.Resolve(ctx, addrOf(bob), addrOf(alice).Hex()+"/secret"); err != nil || r.Version.Version != "1.0.0" {
		t.Fatalf("bob, granted RETRIEVE, could not read: %v", err)
	}
	if _, err := c.Resolve(ctx, addrOf(carol), addrOf(alice).Hex()+"/secret"); !errors.Is(err, models.ErrNotReadable) {
		t.Fatalf("carol, without RETRIEVE, read: %v", err)
	}
	// Another subnet: bob's grant on 3 does not carry over.
	if _, err := c.SetVisibility(ctx, alice, p.ID, models.Restricted, 4); err != nil {
		t.Fatal(err)
	}
	if ok, err := c.CanRead(ctx, p.ID, addrOf(bob)); err != nil || ok {
		t.Fatalf("bob reads on subnet 4 with a grant on 3: %v, %v", ok, err)
	}
	ix := models.NewIndex(c, nil)
	if err := ix.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if subnets, owners := ix.Restricted(release("1.0.0").CID); len(subnets) != 1 || subnets[0] != 4 || owners[0] != addrOf(alice) {
		t.Fatalf("index restricted: %v %v", subnets, owners)
	}
}
