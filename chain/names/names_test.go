package names_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"log/slog"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/names"
)

func key(t *testing.T, name string) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("tensora names test " + name)))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func addrOf(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// The contract's namehash is ENS's.
func TestNamehash(t *testing.T) {
	// ENS's published vectors.
	for name, want := range map[string]string{
		"":        "0x0000000000000000000000000000000000000000000000000000000000000000",
		"eth":     "0x93cdeb708b7545dc668eb9280176169d1c33cfd8ed6f04690a0bcc88a93fc4ae",
		"foo.eth": "0xde9b09fd7c5f901e23a3f19fecc54828e9c848539801e86591bd9801b019f84f",
	} {
		if got := common.Hash(names.Namehash(name)).Hex(); got != want {
			t.Errorf("namehash(%q) = %s, want %s", name, got, want)
		}
	}
}

func TestValidLabel(t *testing.T) {
	for _, ok := range []string{"alice", "a1b", "my-node", strings.Repeat("a", 63)} {
		if err := names.ValidLabel(ok); err != nil {
			t.Errorf("%q refused: %v", ok, err)
		}
	}
	for _, bad := range []string{"ab", strings.Repeat("a", 64), "Alice", "-ab", "ab-", "xn--abc", "al.ce", "alіce" /* Cyrillic і */, "al ce", "al_ce", ""} {
		if err := names.ValidLabel(bad); !errors.Is(err, names.ErrInvalidName) {
			t.Errorf("%q accepted (%v)", bad, err)
		}
	}
}

type env struct {
	ch    *devchain.Chain
	c     *names.Client
	admin *ecdsa.PrivateKey
	tn    *bindings.ToraNames
	// wait moves the embedded chain's clock instead of sleeping.
	wait func(context.Context, time.Duration) error
}

func start(t *testing.T, keys ...*ecdsa.PrivateKey) *env {
	t.Helper()
	ctx := context.Background()
	admin := key(t, "admin")
	gas := new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18))
	ch, err := devchain.Start(ctx,
		backend.EmbeddedConfig{Alloc: devchain.Alloc(gas, append(keys, admin)...), BlockInterval: 20 * time.Millisecond},
		devchain.Config{Admin: admin})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ch.Close() })
	e := &env{ch: ch, c: names.New(ch.Client(), ch.Addrs), admin: admin, tn: bindings.NewToraNames()}
	e.wait = func(ctx context.Context, d time.Duration) error { return ch.AdjustTime(d) }
	return e
}

// transact sends raw calldata to the names contract (the refusals below go
// around the client's own checks, as an attacker would).
func (e *env) transact(ctx context.Context, k *ecdsa.PrivateKey, data []byte) error {
	_, err := chain.Transact(ctx, e.ch.Client(), k, e.ch.Addrs.Names, data)
	return chain.Decode(err)
}

func revertName(err error) string { return chain.RevertName(err) }

// Register, resolve both ways, text records, transfer, expiry and grace.
func TestRegisterResolveExpire(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	alice, bob := key(t, "alice"), key(t, "bob")
	e := start(t, alice, bob)
	reg, err := e.c.Register(ctx, alice, "alice.tora", names.Year, e.wait, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("gas: commit %d, register %d, reverse %d", reg.CommitGas, reg.RegisterGas, reg.ReverseGasSet)
	if a, err := e.c.Resolve(ctx, "alice.tora"); err != nil || a != addrOf(alice) {
		t.Fatalf("resolve alice.tora = %s, %v", a.Hex(), err)
	}
	if n, err := e.c.NameOf(ctx, addrOf(alice)); err != nil || n != "alice.tora" {
		t.Fatalf("reverse of alice = %q, %v", n, err)
	}
	if _, err := e.c.Resolve(ctx, "nobody.tora"); !errors.Is(err, names.ErrNotFound) {
		t.Fatalf("an unregistered name resolved: %v", err)
	}
	if _, err := e.c.SetText(ctx, alice, "alice.tora", "url", "https://alice.example"); err != nil {
		t.Fatal(err)
	}
	if v, err := e.c.Text(ctx, "alice.tora", "url"); err != nil || v != "https://alice.example" {
		t.Fatalf("text = %q, %v", v, err)
	}
	// Bob may not touch alice's name.
	if _, err := e.c.SetAddr(ctx, bob, "alice.tora", addrOf(bob)); revertName(err) != "NotOwner" {
		t.Fatalf("bob set alice's address: %v", err)
	}
	// A reverse record must be confirmed forward.
	if _, err := e.c.SetReverse(ctx, bob, "alice.tora"); revertName(err) != "NotYourAddress" {
		t.Fatalf("bob claimed alice.tora as his reverse record: %v", err)
	}
	// Pointing the name elsewhere drops alice's reverse record.
	if _, err := e.c.SetAddr(ctx, alice, "alice.tora", addrOf(bob)); err != nil {
		t.Fatal(err)
	}
	if n, _ := e.c.NameOf(ctx, addrOf(alice)); n != "" {
		t.Fatalf("alice's reverse record still says %q", n)
	}
	if _, err := e.c.Transfer(ctx, alice, "alice.tora", addrOf(bob)); err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.SetText(ctx, alice, "alice.tora", "url", "x"); revertName(err) != "NotOwner" {
		t.Fatalf("the old owner still writes records: %v", err)
	}
	// Expiry: the name stops resolving; only its owner may renew in the
	// grace period; afterwards anyone may register it, records cleared.
	if err := e.ch.AdjustTime(names.Year + time.Hour); err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.Resolve(ctx, "alice.tora"); !errors.Is(err, names.ErrNotFound) {
		t.Fatalf("an expired name resolved: %v", err)
	}
	if ok, _ := e.c.Available(ctx, "alice.tora"); ok {
		t.Fatal("a name in its grace period is available")
	}
	if err := e.ch.AdjustTime(names.GracePeriod); err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.Renew(ctx, bob, "alice.tora", names.Year); revertName(err) != "Expired" {
		t.Fatalf("renewed after the grace period: %v", err)
	}
	if _, err := e.c.Register(ctx, alice, "alice.tora", names.Year, e.wait, nil); err != nil {
		t.Fatalf("re-register after the grace period: %v", err)
	}
	if v, _ := e.c.Text(ctx, "alice.tora", "url"); v != "" {
		t.Fatalf("the previous registration's text record survived: %q", v)
	}
}

// The refusals, each through raw transactions: a bad label, no
// commitment, a commitment too new or too old, a duplicate name, a
// front-runner's reveal with another's commitment, a bad duration.
func TestRegisterRefusals(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	alice, mallory := key(t, "alice"), key(t, "mallory")
	e := start(t, alice, mallory)
	var secret [32]byte
	secret[0] = 7
	commit := func(k *ecdsa.PrivateKey, label string, owner common.Address) {
		t.Helper()
		c := crypto.Keccak256Hash(mustPack(t, label, owner, names.Year, secret))
		if err := e.transact(ctx, k, e.tn.PackCommit(c)); err != nil {
			t.Fatal(err)
		}
	}
	register := func(k *ecdsa.PrivateKey, label string, owner common.Address, d time.Duration) error {
		return e.transact(ctx, k, e.tn.PackRegister(label, owner, secret, uint64(d/time.Second)))
	}
	if err := register(alice, "alice", addrOf(alice), names.Year); revertName(err) != "NoCommitment" {
		t.Fatalf("registered without a commitment: %v", err)
	}
	commit(alice, "alice", addrOf(alice))
	if err := register(alice, "alice", addrOf(alice), names.Year); revertName(err) != "CommitmentTooNew" {
		t.Fatalf("registered with a fresh commitment: %v", err)
	}
	// Mallory sees alice's reveal in the mempool and sends her own with
	// herself as owner: no commitment of hers matches it.
	if err := e.ch.AdjustTime(names.MinCommitmentAge + time.Second); err != nil {
		t.Fatal(err)
	}
	if err := register(mallory, "alice", addrOf(mallory), names.Year); revertName(err) != "NoCommitment" {
		t.Fatalf("a front-runner took the name: %v", err)
	}
	// Revealing alice's own commitment with alice as owner registers it to
	// alice, whoever sends it.
	if err := register(alice, "alice", addrOf(alice), time.Hour); revertName(err) != "BadDuration" {
		t.Fatalf("an hour-long registration: %v", err)
	}
	if err := register(mallory, "alice", addrOf(alice), names.Year); err != nil {
		t.Fatal(err)
	}
	if a, _ := e.c.Resolve(ctx, "alice.tora"); a != addrOf(alice) {
		t.Fatalf("alice.tora resolves to %s", a.Hex())
	}
	commit(mallory, "alice", addrOf(mallory))
	if err := e.ch.AdjustTime(names.MinCommitmentAge + time.Second); err != nil {
		t.Fatal(err)
	}
	if err := register(mallory, "alice", addrOf(mallory), names.Year); revertName(err) != "NameTaken" {
		t.Fatalf("registered a taken name: %v", err)
	}
	commit(alice, "Alice", addrOf(alice))
	if err := e.ch.AdjustTime(names.MinCommitmentAge + time.Second); err != nil {
		t.Fatal(err)
	}
	if err := register(alice, "Alice", addrOf(alice), names.Year); revertName(err) != "InvalidLabel" {
		t.Fatalf("an upper-case label: %v", err)
	}
	commit(alice, "bobby", addrOf(alice))
	if err := e.ch.AdjustTime(names.MaxCommitmentAge + time.Minute); err != nil {
		t.Fatal(err)
	}
	if err := register(alice, "bobby", addrOf(alice), names.Year); revertName(err) != "CommitmentTooOld" {
		t.Fatalf("registered with a stale commitment: %v", err)
	}
	// The client refuses bad names before any transaction.
	if _, err := e.c.Register(ctx, alice, "Bob.tora", names.Year, e.wait, nil); !errors.Is(err, names.ErrInvalidName) {
		t.Fatalf("client registered an upper-case name: %v", err)
	}
	if _, err := e.c.Register(ctx, mallory, "alice.tora", names.Year, e.wait, nil); !errors.Is(err, names.ErrTaken) {
		t.Fatalf("client tried a taken name: %v", err)
	}
}

// mustPack is the contract's makeCommitment: keccak256(abi.encode(label,
// owner, duration, secret)) hashed by the caller.
func mustPack(t *testing.T, label string, owner common.Address, d time.Duration, secret [32]byte) []byte {
	t.Helper()
	tn := bindings.NewToraNames()
	data := tn.PackMakeCommitment(label, owner, uint64(d/time.Second), secret)
	// The call data is the selector and then the abi-encoded arguments:
	// what abi.encode gives.
	return data[4:]
}

func TestDIDPKH(t *testing.T) {
	a := common.HexToAddress("0xb9c5714089478a327f09197987f16f9e5d936e8a")
	did := names.DIDPKH(1337, a)
	if did != "did:pkh:eip155:1337:0xb9c5714089478a327f09197987f16f9e5d936e8a" {
		t.Fatalf("did %s", did)
	}
	id, got, err := names.ParseDIDPKH("did:pkh:eip155:1337:" + a.Hex())
	if err != nil || id != 1337 || got != a {
		t.Fatalf("parse: %d %s %v", id, got.Hex(), err)
	}
	for _, bad := range []string{"did:pkh:eip155:0:" + a.Hex(), "did:pkh:eip155:1:0x12", "did:ethr:" + a.Hex(), "did:pkh:eip155:01:" + a.Hex(),
		"did:pkh:eip155:1:0xB9c5714089478a327f09197987f16f9e5d936e8a" /* bad checksum */} {
		if _, _, err := names.ParseDIDPKH(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	doc, err := names.DIDDocument(did)
	if err != nil {
		t.Fatal(err)
	}
	var d struct {
		ID                 string `json:"id"`
		VerificationMethod []struct {
			ID, Type, Controller, BlockchainAccountID string
		} `json:"verificationMethod"`
		Authentication []string `json:"authentication"`
	}
	if err := json.Unmarshal(doc, &d); err != nil {
		t.Fatal(err)
	}
	vm := d.VerificationMethod[0]
	if d.ID != did || vm.ID != did+"#blockchainAccountId" || vm.Type != "EcdsaSecp256k1RecoveryMethod2020" ||
		vm.BlockchainAccountID != "eip155:1337:0xb9c5714089478a327f09197987f16f9e5d936e8a" || d.Authentication[0] != vm.ID {
		t.Fatalf("document %s", doc)
	}
}

// The cache answers names synchronously, learns an address's name on the
// next step after it is asked, and forgets it on the events that change it.
func TestCacheFollowsEvents(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	alice, bob := key(t, "alice"), key(t, "bob")
	e := start(t, alice, bob)
	if _, err := e.c.Register(ctx, alice, "alice.tora", names.Year, e.wait, nil); err != nil {
		t.Fatal(err)
	}
	k := names.NewCache(e.c, slog.New(slog.DiscardHandler))
	if n := k.Name(addrOf(alice)); n != "" {
		t.Fatalf("an unread address has name %q", n)
	}
	if err := k.Step(ctx); err != nil {
		t.Fatal(err)
	}
	if n := k.Name(addrOf(alice)); n != "alice.tora" {
		t.Fatalf("after a step: %q", n)
	}
	if n := k.Name(addrOf(bob)); n != "" {
		t.Fatalf("bob: %q", n)
	}
	// Pointing the name at bob clears alice's reverse record: the event
	// makes the cache ask again.
	if _, err := e.c.SetAddr(ctx, alice, "alice.tora", addrOf(bob)); err != nil {
		t.Fatal(err)
	}
	if err := k.Step(ctx); err != nil {
		t.Fatal(err)
	}
	if n := k.Name(addrOf(alice)); n != "" {
		t.Fatalf("alice keeps %q after her name moved", n)
	}
	if _, err := e.c.SetReverse(ctx, bob, "alice.tora"); err != nil {
		t.Fatal(err)
	}
	if err := k.Step(ctx); err != nil {
		t.Fatal(err)
	}
	if n := k.Name(addrOf(bob)); n != "alice.tora" {
		t.Fatalf("bob after his reverse record: %q", n)
	}
}
