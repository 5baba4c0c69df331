package htlc_test

import (
	"context"
	"crypto/sha256"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/htlc"
	"github.com/tensora/tensora/chain/paychain"
	"github.com/tensora/tensora/types/tora"
)

// Secrets are 32 random bytes; the hashlock is their sha256; Hashlock
// refuses other lengths.
func TestSecrets(t *testing.T) {
	s1, h1, err := htlc.NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	s2, _, err := htlc.NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	if s1 == s2 {
		t.Fatal("two secrets alike")
	}
	if h1 != sha256.Sum256(s1[:]) {
		t.Fatal("hashlock is not sha256(secret)")
	}
	if h, err := htlc.Hashlock(s1[:]); err != nil || h != h1 {
		t.Fatalf("Hashlock: %x, %v", h, err)
	}
	for _, n := range []int{0, 31, 33, 64} {
		if _, err := htlc.Hashlock(make([]byte, n)); !errors.Is(err, htlc.ErrSecretLength) {
			t.Fatalf("%d-byte secret: %v", n, err)
		}
	}
	for s, want := range map[htlc.State]string{htlc.StateNone: "none", htlc.StateLocked: "locked", htlc.StateClaimed: "claimed", htlc.StateRefunded: "refunded", 9: "State(9)"} {
		if s.String() != want {
			t.Fatalf("%d: %q", uint8(s), s)
		}
	}
}

// Every way a claim or a refund can be refused, on chain and (for the
// secret) before anything is sent; a relayed claim pays the receiver,
// a relayed refund the sender.
func TestClaimAndRefund(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	admin, sender, receiver, relayer := newKey(t), newKey(t), newKey(t), newKey(t)
	pay, pa := startPay(t, ctx, admin, []paychain.Grant{{To: addr(sender), Amount: paychain.USDC(1000)}}, sender, receiver, relayer)
	h := bindings.NewHTLC()

	secret, hashlock, err := htlc.NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	p := htlc.LockParams{Receiver: addr(receiver), Token: pa.USDC, Amount: paychain.USDC(40), Hashlock: hashlock, Expiry: pay.now().Add(time.Hour), Ref: ref("a")}
	tx, id, err := pay.h.Lock(ctx, pay.opts(sender), p)
	pay.must(tx, err)

	// A refund before the expiry: refused, by the simulation and on chain.
	if _, err := pay.h.Refund(ctx, pay.opts(relayer), id); chain.RevertName(err) != "NotExpired" {
		t.Fatalf("early refund: %v", err)
	}
	wantRevert(t, "early refund (raw)", pay.raw(relayer, pa.HTLC, nil, h.PackRefund(id)), "NotExpired")

	// A wrong secret: refused locally and on chain.
	wrong, _, _ := htlc.NewSecret()
	if _, err := pay.h.Claim(ctx, pay.opts(relayer), id, wrong[:]); !errors.Is(err, htlc.ErrWrongSecret) {
		t.Fatalf("wrong secret: %v", err)
	}
	wantRevert(t, "wrong secret (raw)", pay.raw(relayer, pa.HTLC, nil, h.PackClaim(id, wrong[:])), "WrongSecret")

	// A secret of the wrong length: refused locally and on chain.
	if _, err := pay.h.Claim(ctx, pay.opts(relayer), id, secret[:31]); !errors.Is(err, htlc.ErrSecretLength) {
		t.Fatalf("31-byte secret: %v", err)
	}
	wantRevert(t, "33-byte secret (raw)", pay.raw(relayer, pa.HTLC, nil, h.PackClaim(id, append(secret[:], 0))), "BadSecretLength")

	// An unknown lock.
	if _, err := pay.h.Claim(ctx, pay.opts(relayer), ref("nope"), secret[:]); !errors.Is(err, htlc.ErrNotFound) {
		t.Fatalf("unknown lock: %v", err)
	}
	wantRevert(t, "unknown lock (raw)", pay.raw(relayer, pa.HTLC, nil, h.PackClaim(ref("nope"), secret[:])), "NotLocked")

	// The relayer claims with the right secret: the receiver is paid, the
	// relayer nothing, and the event names the relayer.
	recvBefore := pay.balanceOf(pa.USDC, addr(receiver))
	tx, err = pay.h.Claim(ctx, pay.opts(relayer), id, secret[:])
	r := pay.must(tx, err)
	if d := new(big.Int).Sub(pay.balanceOf(pa.USDC, addr(receiver)), recvBefore); d.Cmp(p.Amount) != 0 {
		t.Fatalf("receiver got %s, want %s", d, p.Amount)
	}
	if b := pay.balanceOf(pa.USDC, addr(relayer)); b.Sign() != 0 {
		t.Fatalf("relayer got %s", b)
	}
	if len(r.Logs) == 0 {
		t.Fatal("no logs")
	}
	var by common.Address
	for _, lg := range r.Logs {
		if ev, err := h.UnpackClaimedEvent(lg); err == nil {
			by = ev.By
		}
	}
	if by != addr(relayer) {
		t.Fatalf("Claimed by %s, want the relayer", by)
	}
	if l, err := pay.h.Get(ctx, id); err != nil || l.State != htlc.StateClaimed {
		t.Fatalf("after claim: %+v, %v", l, err)
	}

	// A second claim: refused locally and on chain; no refund either.
	if _, err := pay.h.Claim(ctx, pay.opts(receiver), id, secret[:]); !errors.Is(err, htlc.ErrNotLocked) {
		t.Fatalf("double claim: %v", err)
	}
	wantRevert(t, "double claim (raw)", pay.raw(receiver, pa.HTLC, nil, h.PackClaim(id, secret[:])), "NotLocked")

	// The revealed hashlock cannot be locked under again, by anyone.
	p2 := p
	p2.Ref = ref("b")
	if _, _, err := pay.h.Lock(ctx, pay.opts(sender), p2); chain.RevertName(err) != "SecretAlreadyRevealed" {
		t.Fatalf("reused hashlock: %v", err)
	}

	// A lock left to expire: a claim at or after the expiry is refused
	// (the simulation stops the secret from going on chain), a relayed
	// refund pays the sender, and a second refund is refused.
	secret3, hashlock3, _ := htlc.NewSecret()
	p3 := htlc.LockParams{Receiver: addr(receiver), Token: pa.USDC, Amount: paychain.USDC(7), Hashlock: hashlock3, Expiry: pay.now().Add(time.Hour), Ref: ref("c")}
	tx, id3, err := pay.h.Lock(ctx, pay.opts(sender), p3)
	pay.must(tx, err)
	pay.advance(time.Hour)
	senderBefore := pay.balanceOf(pa.USDC, addr(sender))
	if _, err := pay.h.Claim(ctx, pay.opts(receiver), id3, secret3[:]); chain.RevertName(err) != "Expired" {
		t.Fatalf("claim after expiry: %v", err)
	}
	wantRevert(t, "claim after expiry (raw)", pay.raw(receiver, pa.HTLC, nil, h.PackClaim(id3, secret3[:])), "Expired")
	tx, err = pay.h.Refund(ctx, pay.opts(relayer), id3)
	pay.must(tx, err)
	if d := new(big.Int).Sub(pay.balanceOf(pa.USDC, addr(sender)), senderBefore); d.Cmp(p3.Amount) != 0 {
		t.Fatalf("refund paid the sender %s, want %s", d, p3.Amount)
	}
	if l, err := pay.h.Get(ctx, id3); err != nil || l.State != htlc.StateRefunded {
		t.Fatalf("after refund: %+v, %v", l, err)
	}
	if _, err := pay.h.Refund(ctx, pay.opts(sender), id3); chain.RevertName(err) != "NotLocked" {
		t.Fatalf("double refund: %v", err)
	}
	if ok, err := pay.h.Revealed(ctx, hashlock3); err != nil || ok {
		t.Fatalf("a refunded lock's hashlock is revealed: %v", err)
	}
	if b := pay.balanceOf(pa.USDC, pa.HTLC); b.Sign() != 0 {
		t.Fatalf("HTLC holds %s after every lock was settled", b)
	}
	if _, _, ok, err := pay.h.Secret(ctx, id3, 0); err != nil || ok {
		t.Fatalf("secret of a refunded lock: ok %v, %v", ok, err)
	}
}

// Every way a lock is refused; a native lock claimed by a relayer pays
// the receiver in native coin.
func TestLockRefusals(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	admin, sender, receiver, relayer := newKey(t), newKey(t), newKey(t), newKey(t)
	pay, pa := startPay(t, ctx, admin, []paychain.Grant{{To: addr(sender), Amount: paychain.USDC(1000)}}, sender, receiver, relayer)
	h := bindings.NewHTLC()

	// A fee-on-transfer token (test only: burns 1% of each transfer).
	fot := bindings.NewFeeOnTransferToken()
	fotAddr, tx, err := bind.DeployContract(pay.opts(admin), common.FromHex(bindings.FeeOnTransferTokenMetaData.Bin), pay.c, nil)
	pay.must(tx, err)
	if err := pay.raw(admin, fotAddr, nil, fot.PackMint(addr(sender), big.NewInt(1e18))); err != nil {
		t.Fatal(err)
	}

	_, hashlock, _ := htlc.NewSecret()
	now := pay.now()
	usdc := htlc.LockParams{Receiver: addr(receiver), Token: pa.USDC, Amount: paychain.USDC(5), Hashlock: hashlock, Expiry: now.Add(time.Hour)}
	with := func(f func(p *htlc.LockParams)) htlc.LockParams {
		p := usdc
		f(&p)
		return p
	}
	for _, c := range []struct {
		name string
		p    htlc.LockParams
		want string
	}{
		// Fewer tokens arrive than the amount: refused, so every lock is backed in full.
		{"fee on transfer", with(func(p *htlc.LockParams) { p.Token, p.Amount = fotAddr, big.NewInt(1e6) }), "FeeOnTransfer"},
		// depositFor moves tokens, not native coin.
		{"native with beneficiary", with(func(p *htlc.LockParams) {
			p.Token, p.Beneficiary, p.Amount = common.Address{}, addr(relayer), big.NewInt(1000)
		}), "NativeBeneficiary"},
		{"zero receiver", with(func(p *htlc.LockParams) { p.Receiver = common.Address{} }), "ZeroReceiver"},
		{"expiry now", with(func(p *htlc.LockParams) { p.Expiry = now }), "BadExpiry"},
		{"expiry past", with(func(p *htlc.LockParams) { p.Expiry = now.Add(-time.Hour) }), "BadExpiry"},
		// At most 30 days (a little slack for the next block's clock).
		{"expiry too far", with(func(p *htlc.LockParams) { p.Expiry = now.Add(htlc.MaxDuration + time.Hour) }), "BadExpiry"},
	} {
		if _, _, err := pay.h.Lock(ctx, pay.opts(sender), c.p); chain.RevertName(err) != c.want {
			t.Fatalf("%s: %v, want %s", c.name, err, c.want)
		}
	}

	// The raw calls the Go client never makes.
	for _, c := range []struct {
		name  string
		value *big.Int
		data  []byte
		want  string
	}{
		{"zero amount", nil, h.PackLock(addr(receiver), common.Address{}, pa.USDC, new(big.Int), hashlock, uint64(now.Add(time.Hour).Unix()), [32]byte{}), "ZeroAmount"},
		{"native value short", big.NewInt(999), h.PackLock(addr(receiver), common.Address{}, common.Address{}, big.NewInt(1000), hashlock, uint64(now.Add(time.Hour).Unix()), [32]byte{}), "WrongValue"},
		{"token with value", big.NewInt(1), h.PackLock(addr(receiver), common.Address{}, pa.USDC, big.NewInt(1000), hashlock, uint64(now.Add(time.Hour).Unix()), [32]byte{}), "WrongValue"},
	} {
		wantRevert(t, c.name, pay.raw(sender, pa.HTLC, c.value, c.data), c.want)
	}
	if _, _, err := pay.h.Lock(ctx, pay.opts(sender), with(func(p *htlc.LockParams) { p.Amount = new(big.Int) })); err == nil {
		t.Fatal("the client sent a zero lock")
	}

	// The same lock twice: the second collides (LockExists); another ref
	// makes it a new lock.
	tx, id, err := pay.h.Lock(ctx, pay.opts(sender), usdc)
	pay.must(tx, err)
	if _, _, err := pay.h.Lock(ctx, pay.opts(sender), usdc); chain.RevertName(err) != "LockExists" {
		t.Fatalf("same lock twice: %v", err)
	}
	other := with(func(p *htlc.LockParams) { p.Ref = ref("2") })
	tx, id2, err := pay.h.Lock(ctx, pay.opts(sender), other)
	pay.must(tx, err)
	if id2 == id {
		t.Fatal("another ref, same id")
	}

	// A native lock, claimed by a relayer: the receiver gets the coin.
	secretN, hashN, _ := htlc.NewSecret()
	native := htlc.LockParams{Receiver: addr(receiver), Amount: big.NewInt(1e15), Hashlock: hashN, Expiry: pay.now().Add(time.Hour)}
	tx, idN, err := pay.h.Lock(ctx, pay.opts(sender), native)
	pay.must(tx, err)
	if b := pay.balanceOf(common.Address{}, pa.HTLC); b.Cmp(native.Amount) != 0 {
		t.Fatalf("HTLC holds %s wei, want %s", b, native.Amount)
	}
	recv := pay.balanceOf(common.Address{}, addr(receiver))
	tx, err = pay.h.Claim(ctx, pay.opts(relayer), idN, secretN[:])
	pay.must(tx, err)
	if d := new(big.Int).Sub(pay.balanceOf(common.Address{}, addr(receiver)), recv); d.Cmp(native.Amount) != 0 {
		t.Fatalf("receiver got %s wei, want %s", d, native.Amount)
	}
}

// On Tensora's chain: a claim into JobEscrow sent by a relayer credits
// the beneficiary's escrow, not the relayer's; depositFor refuses the zero
// beneficiary; the Locks view filters by receiver.
func TestClaimIntoEscrowRelayed(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	admin, desk, client, relayer := newKey(t), newKey(t), newKey(t), newKey(t)
	tn, ta := startTensora(t, ctx, admin, []devchain.Grant{{To: addr(desk), Amount: tora.Whole(100)}}, desk, client, relayer)
	secret, hashlock, _ := htlc.NewSecret()
	p := htlc.LockParams{Receiver: ta.Escrow, Beneficiary: addr(client), Token: ta.Token, Amount: tora.Whole(3), Hashlock: hashlock, Expiry: tn.now().Add(10 * time.Minute)}
	tx, id, err := tn.h.Lock(ctx, tn.opts(desk), p)
	tn.must(tx, err)
	if evs, err := tn.h.Locks(ctx, ta.Escrow, 0, 0); err != nil || len(evs) != 1 || evs[0].ID != id || evs[0].Beneficiary != addr(client) {
		t.Fatalf("locks to the escrow: %+v, %v", evs, err)
	}
	if evs, err := tn.h.Locks(ctx, addr(client), 0, 0); err != nil || len(evs) != 0 {
		t.Fatalf("locks to the client: %+v, %v", evs, err)
	}
	tx, err = tn.h.Claim(ctx, tn.opts(relayer), id, secret[:])
	tn.must(tx, err)
	if got := escrowFree(tn, ta.Escrow, addr(client)); got.Cmp(tora.Whole(3)) != 0 {
		t.Fatalf("client's escrow %s, want 3 TORA", got)
	}
	if got := escrowFree(tn, ta.Escrow, addr(relayer)); got.Sign() != 0 {
		t.Fatalf("relayer's escrow %s", got)
	}
	je := bindings.NewJobEscrow()
	wantRevert(t, "depositFor(0)", tn.raw(desk, ta.Escrow, nil, je.PackDepositFor(common.Address{}, tora.Whole(1))), "ZeroBeneficiary")
	wantRevert(t, "depositFor(client, 0)", tn.raw(desk, ta.Escrow, nil, je.PackDepositFor(addr(client), new(big.Int))), "ZeroAmount")
}
