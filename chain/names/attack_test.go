package names_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/names"
)

// Adversarial tests: each plays an attacker against ToraNames or its client.

// fixedSecret makes the client's next commitment secret known (an attacker
// who watches the mempool learns the commitment hash from the commit and
// the secret from the reveal).
func fixedSecret(t *testing.T, b byte) [32]byte {
	var s [32]byte
	for i := range s {
		s[i] = b
	}
	t.Cleanup(names.SetRandRead(func(p []byte) (int, error) { return copy(p, s[:]), nil }))
	return s
}

func commitmentOf(t *testing.T, label string, owner common.Address, d time.Duration, secret [32]byte) common.Hash {
	return crypto.Keccak256Hash(mustPack(t, label, owner, d, secret))
}

func (e *env) call(ctx context.Context, t *testing.T, data []byte) []byte {
	t.Helper()
	out, err := chain.Call(ctx, e.ch.Client(), e.ch.Addrs.Names, data)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// A front-runner copies the victim's commit transaction (same hash) so that
// the victim's own commit lands second and reverts CommitmentPending. The
// commitment is on chain all the same: the client must not give up.
func TestAttackCommitFrontRun(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	alice, mallory := key(t, "alice"), key(t, "mallory")
	e := start(t, alice, mallory)
	secret := fixedSecret(t, 0x42)
	c := commitmentOf(t, "alice", addrOf(alice), names.Year, secret)
	if err := e.transact(ctx, mallory, e.tn.PackCommit(c)); err != nil {
		t.Fatal(err)
	}
	// The raw retry by the victim reverts.
	if err := e.transact(ctx, alice, e.tn.PackCommit(c)); revertName(err) != "CommitmentPending" {
		t.Fatalf("a pending commitment was committed again: %v", err)
	}
	// Mallory cannot refresh it either (that would keep it too new forever).
	if err := e.transact(ctx, mallory, e.tn.PackCommit(c)); revertName(err) != "CommitmentPending" {
		t.Fatalf("a pending commitment was refreshed: %v", err)
	}
	reg, err := e.c.Register(ctx, alice, "alice.tora", names.Year, e.wait, nil)
	if err != nil {
		t.Fatalf("a copied commit transaction stopped the registration: %v", err)
	}
	if a, err := e.c.Resolve(ctx, "alice.tora"); err != nil || a != addrOf(alice) || reg.Owner != addrOf(alice) {
		t.Fatalf("alice.tora = %s, %v", a.Hex(), err)
	}
}

// A front-runner who sees the reveal sends it first with the shortest
// duration: the name is the victim's, but for 28 days instead of the year
// asked for, and the victim's client reports a failed registration.
func TestAttackRevealFrontRunShortensDuration(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	alice, mallory := key(t, "alice"), key(t, "mallory")
	e := start(t, alice, mallory)
	secret := fixedSecret(t, 0x43)
	p, err := e.c.Commit(ctx, alice, "alice.tora", names.Year)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.ch.AdjustTime(names.MinCommitmentAge + 2*time.Second); err != nil {
		t.Fatal(err)
	}
	// Mallory copies the reveal (label, owner, secret) with 28 days.
	front := e.transact(ctx, mallory, e.tn.PackRegister("alice", addrOf(alice), secret, uint64(names.MinDuration/time.Second)))
	_, err = e.c.Reveal(ctx, alice, p)
	info, _ := e.c.Lookup(ctx, "alice.tora")
	now, _ := e.c.Now(ctx)
	if front == nil && info != nil && info.Expiry.Sub(now) < names.Year/2 {
		t.Fatalf("a front-runner shortened alice's registration to %s (her reveal: %v); bind the duration into the commitment", info.Expiry.Sub(now).Round(time.Hour), err)
	}
	if revertName(front) != "NoCommitment" {
		t.Fatalf("the copied reveal with another duration: %v", front)
	}
	if err != nil {
		t.Fatalf("reveal: %v", err)
	}
	if d := info.Expiry.Sub(now); d < names.Year-time.Hour {
		t.Fatalf("registered for %s", d)
	}
}

// Go's ValidLabel and the contract's valid agree on the edges.
func TestAttackLabelRulesAgree(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	e := start(t)
	labels := []string{
		"abc", "ab", "a", "", strings.Repeat("z", 63), strings.Repeat("z", 64), strings.Repeat("9", 3),
		"a\x00c", "abc\x00", "\x00ab", "ab\xff", "\xff\xfe\xfd", "aé", "abé", "ａbc", "xn--abc", "ab--c", "a--bc", "abc--",
		"-abc", "abc-", "a-b", "---", "ab-c", "0x" + strings.Repeat("a", 40), "ABC", "a.b", "a b", "a_b", "a+b",
		"a\u200bbc", "abc\n", "ab/", "ab:", "ab`", "ab{", "ab@", "ab[",
	}
	for _, l := range labels {
		got, err := e.tn.UnpackValid(e.call(ctx, t, e.tn.PackValid(l)))
		if err != nil {
			t.Fatal(err)
		}
		if goOK := names.ValidLabel(l) == nil; goOK != got {
			t.Errorf("label %q: Go says %v, contract says %v", l, goOK, got)
		}
	}
}

// ParseName on odd spellings: none may read as a different name.
func TestAttackParseName(t *testing.T) {
	for _, s := range []string{"alice.tora.tora", ".tora", "alice.tora.", "alice..tora", ".alice.tora", "alice.tora ", " alice.tora", "alice.eth.tora", "alice\x00.tora"} {
		if l, err := names.ParseName(s); err == nil {
			t.Errorf("ParseName(%q) = %q", s, l)
		}
	}
	// IsName takes any case of the suffix: ParseName must then say why an
	// upper-case name is refused, not call it a subname.
	for _, s := range []string{"ALICE.TORA", "Alice.tora", "alice.TORA"} {
		if !names.IsName(s) {
			t.Errorf("IsName(%q) false", s)
		}
		_, err := names.ParseName(s)
		if !errors.Is(err, names.ErrInvalidName) || strings.Contains(err.Error(), "subname") {
			t.Errorf("ParseName(%q): %v", s, err)
		}
	}
}

// A label that reads as an address: whoever registers "0x<victim>" can
// point its reverse record at it and show up as the victim's address in
// any table that prints names.
func TestAttackHexLookingLabel(t *testing.T) {
	victim := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	l := strings.ToLower(victim.Hex())
	if err := names.ValidLabel(l); err == nil {
		t.Fatalf("%s.tora is a valid name: an attacker's reverse record would read as the victim's address", l)
	}
	if err := names.ValidLabel("0xabc"); err == nil {
		t.Fatal("a label starting with 0x is valid")
	}
}

// Reverse records: an attacker cannot make a victim's address show its
// name, nor keep a name as its own reverse record after it changes hands.
func TestAttackReverseSpoof(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	alice, mallory := key(t, "alice"), key(t, "mallory")
	e := start(t, alice, mallory)
	for _, r := range []struct {
		k    *ecdsa.PrivateKey
		name string
	}{{alice, "alice.tora"}, {mallory, "evil.tora"}} {
		if _, err := e.c.Register(ctx, r.k, r.name, names.Year, e.wait, nil); err != nil {
			t.Fatal(err)
		}
	}
	// Mallory points evil.tora at alice: alice's reverse record is hers.
	if _, err := e.c.SetAddr(ctx, mallory, "evil.tora", addrOf(alice)); err != nil {
		t.Fatal(err)
	}
	if n, _ := e.c.NameOf(ctx, addrOf(alice)); n != "alice.tora" {
		t.Fatalf("alice reads as %q", n)
	}
	if n, _ := e.c.NameOf(ctx, addrOf(mallory)); n != "" {
		t.Fatalf("mallory still reads as %q after pointing evil.tora away", n)
	}
	// Mallory cannot set a reverse record to alice's name or to her own
	// name that resolves to alice.
	for _, n := range []string{"alice.tora", "evil.tora"} {
		if _, err := e.c.SetReverse(ctx, mallory, n); revertName(err) != "NotYourAddress" {
			t.Fatalf("mallory's reverse record set to %s: %v", n, err)
		}
	}
	// A name that never existed.
	if err := e.transact(ctx, mallory, e.tn.PackSetReverse(names.Node("ghost"))); revertName(err) != "NotYourAddress" {
		t.Fatalf("reverse record to an unregistered name: %v", err)
	}
	// Alice transfers alice.tora to mallory: alice still reads as
	// alice.tora (the address record is hers) until mallory repoints it.
	if _, err := e.c.Transfer(ctx, alice, "alice.tora", addrOf(mallory)); err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.SetAddr(ctx, mallory, "alice.tora", addrOf(mallory)); err != nil {
		t.Fatal(err)
	}
	if n, _ := e.c.NameOf(ctx, addrOf(alice)); n != "" {
		t.Fatalf("alice still reads as %q", n)
	}
	// Mallory points it back at alice: alice's cleared reverse record
	// does not come back.
	if _, err := e.c.SetAddr(ctx, mallory, "alice.tora", addrOf(alice)); err != nil {
		t.Fatal(err)
	}
	if n, _ := e.c.NameOf(ctx, addrOf(alice)); n != "" {
		t.Fatalf("alice's reverse record came back: %q", n)
	}
}

// Stale reverse records across expiry and re-registration by another.
func TestAttackStaleReverseAfterReregistration(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	alice, mallory := key(t, "alice"), key(t, "mallory")
	e := start(t, alice, mallory)
	if _, err := e.c.Register(ctx, alice, "alice.tora", names.MinDuration, e.wait, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.SetText(ctx, alice, "alice.tora", "url", "https://alice.example"); err != nil {
		t.Fatal(err)
	}
	if err := e.ch.AdjustTime(names.MinDuration + names.GracePeriod + time.Minute); err != nil {
		t.Fatal(err)
	}
	// Mallory registers it with alice as registrant (anyone may commit for
	// anyone): alice's old reverse record must not spring back.
	if _, err := e.c.Register(ctx, mallory, "alice.tora", names.Year, e.wait, nil); err != nil {
		t.Fatal(err)
	}
	if n, _ := e.c.NameOf(ctx, addrOf(alice)); n != "" {
		t.Fatalf("alice reads as %q after mallory took her name", n)
	}
	if n, _ := e.c.NameOf(ctx, addrOf(mallory)); n != "alice.tora" {
		t.Fatalf("mallory reads as %q", n)
	}
	if v, _ := e.c.Text(ctx, "alice.tora", "url"); v != "" {
		t.Fatalf("alice's text record survived: %q", v)
	}
	// Mallory repoints it at alice: alice's old reverse record (cleared on
	// re-registration) stays cleared.
	if _, err := e.c.SetAddr(ctx, mallory, "alice.tora", addrOf(alice)); err != nil {
		t.Fatal(err)
	}
	if n, _ := e.c.NameOf(ctx, addrOf(alice)); n != "" {
		t.Fatalf("alice reads as %q: a stale reverse record came back", n)
	}
}

// Renewal bounds: overflow, past MAX_DURATION, after the grace period,
// by a non-owner, of a name never registered.
func TestAttackRenewArithmetic(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	alice, mallory := key(t, "alice"), key(t, "mallory")
	e := start(t, alice, mallory)
	if _, err := e.c.Register(ctx, alice, "alice.tora", names.Year, e.wait, nil); err != nil {
		t.Fatal(err)
	}
	n := names.Node("alice")
	for _, d := range []uint64{math.MaxUint64, math.MaxUint64 - uint64(names.Year/time.Second), 1 << 63, uint64(names.MaxDuration / time.Second), 0, uint64(names.MinDuration/time.Second) - 1} {
		if err := e.transact(ctx, alice, e.tn.PackRenew(n, d)); revertName(err) != "BadDuration" {
			t.Errorf("renew by %d: %v", d, err)
		}
	}
	if err := e.transact(ctx, mallory, e.tn.PackRenew(n, uint64(names.Year/time.Second))); revertName(err) != "NotOwner" {
		t.Errorf("mallory renewed alice's name: %v", err)
	}
	if err := e.transact(ctx, mallory, e.tn.PackRenew(names.Node("ghost"), uint64(names.Year/time.Second))); revertName(err) != "NotOwner" {
		t.Errorf("renewed a name never registered: %v", err)
	}
	// Register with durations at and past the bounds.
	var secret [32]byte
	secret[0] = 9
	for _, d := range []uint64{math.MaxUint64, uint64(names.MaxDuration/time.Second) + 1} {
		if err := e.transact(ctx, mallory, e.tn.PackCommit(commitmentOf(t, "maxi", addrOf(mallory), names.MaxDuration, secret))); err != nil && revertName(err) != "CommitmentPending" {
			t.Fatal(err)
		}
		if err := e.ch.AdjustTime(names.MinCommitmentAge + time.Second); err != nil {
			t.Fatal(err)
		}
		if err := e.transact(ctx, mallory, e.tn.PackRegister("maxi", addrOf(mallory), secret, d)); revertName(err) != "BadDuration" {
			t.Errorf("register for %d: %v", d, err)
		}
	}
	if err := e.transact(ctx, mallory, e.tn.PackRegister("maxi", addrOf(mallory), secret, uint64(names.MaxDuration/time.Second))); err != nil {
		t.Fatalf("register for MAX_DURATION: %v", err)
	}
	// Renewing a max-length name by even the minimum overshoots now + MAX.
	if err := e.transact(ctx, mallory, e.tn.PackRenew(names.Node("maxi"), uint64(names.MinDuration/time.Second))); revertName(err) != "BadDuration" {
		t.Errorf("renewed past now + MAX_DURATION: %v", err)
	}
	// The grace period: renewable by the owner until it ends, counted from now.
	if err := e.ch.AdjustTime(names.Year + names.GracePeriod - time.Hour); err != nil {
		t.Fatal(err)
	}
	if _, err := e.c.Renew(ctx, alice, "alice.tora", names.MinDuration); err != nil {
		t.Fatalf("renew within the grace period: %v", err)
	}
	if a, err := e.c.Resolve(ctx, "alice.tora"); err != nil || a != addrOf(alice) {
		t.Fatalf("after renewal in grace: %s %v", a.Hex(), err)
	}
}
