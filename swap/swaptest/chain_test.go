package swaptest

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/swap"
)

func TestChainHTLCRules(t *testing.T) {
	ctx := context.Background()
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	clock := NewClock(t0)
	escrow := common.HexToAddress("0xe5")
	alice, bob, tok := common.HexToAddress("0xa1"), common.HexToAddress("0xb0"), common.HexToAddress("0x70")
	c := NewChain(1, clock, 2*time.Second, escrow)
	c.Mint(alice, tok, big.NewInt(100))
	a := c.Ledger(alice)
	secret := bytes.Repeat([]byte{7}, 32)
	p := swap.LockParams{Receiver: bob, Token: tok, Amount: big.NewInt(40), Hashlock: swap.Hashlock(secret), Expiry: t0.Add(time.Minute)}

	if _, err := a.Lock(ctx, p); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Lock(ctx, p); !errors.Is(err, ErrExists) {
		t.Fatalf("same lock twice: %v", err)
	}
	tooMuch := p
	tooMuch.Amount, tooMuch.Ref = big.NewInt(1000), [32]byte{1}
	if _, err := a.Lock(ctx, tooMuch); !errors.Is(err, ErrFunds) {
		t.Fatalf("overdraw: %v", err)
	}
	id := a.LockID(p)
	l, err := a.Get(ctx, id)
	if err != nil || l.State != swap.LockLocked || c.Balance(alice, tok).Int64() != 60 {
		t.Fatalf("lock %+v %v, balance %s", l, err, c.Balance(alice, tok))
	}
	head, _, _ := a.Head(ctx)
	if swap.Confirmations(head, l) != 0 {
		t.Fatal("confirmed before its block")
	}
	clock.Advance(4 * time.Second)
	head, _, _ = a.Head(ctx)
	if swap.Confirmations(head, l) != 2 {
		t.Fatalf("%d confirmations after two blocks", swap.Confirmations(head, l))
	}
	if _, err := a.Refund(ctx, id); !errors.Is(err, ErrNotExpired) {
		t.Fatalf("early refund: %v", err)
	}
	if _, err := a.Claim(ctx, id, []byte("wrong")); !errors.Is(err, ErrBadSecret) {
		t.Fatalf("wrong secret: %v", err)
	}
	b := c.Ledger(bob)
	if _, err := b.Claim(ctx, id, secret); err != nil {
		t.Fatal(err)
	}
	if c.Balance(bob, tok).Int64() != 40 {
		t.Fatal("receiver not paid")
	}
	if s, _, ok, _ := b.Secret(ctx, id); !ok || !bytes.Equal(s, secret) {
		t.Fatal("secret not revealed")
	}
	if _, err := b.Claim(ctx, id, secret); !errors.Is(err, ErrNotLocked) {
		t.Fatalf("second claim: %v", err)
	}

	// A lock to the escrow with a beneficiary deposits for it; an expired
	// one cannot be claimed, only refunded.
	p2 := swap.LockParams{Receiver: escrow, Beneficiary: bob, Token: tok, Amount: big.NewInt(10), Hashlock: swap.Hashlock(secret), Expiry: clock.Now().Add(time.Minute)}
	id2 := a.LockID(p2)
	if _, err := a.Lock(ctx, p2); err != nil {
		t.Fatal(err)
	}
	p3 := p2
	p3.Ref = [32]byte{3}
	id3 := a.LockID(p3)
	if _, err := a.Lock(ctx, p3); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Claim(ctx, id2, secret); err != nil {
		t.Fatal(err)
	}
	if c.Escrowed(bob, tok).Int64() != 10 || c.Balance(escrow, tok).Sign() != 0 {
		t.Fatal("claim did not deposit into the escrow for the beneficiary")
	}
	clock.Advance(time.Minute)
	if _, err := b.Claim(ctx, id3, secret); !errors.Is(err, ErrExpired) {
		t.Fatalf("claim after expiry: %v", err)
	}
	if _, err := b.Refund(ctx, id3); err != nil {
		t.Fatal(err)
	}
	if c.Balance(alice, tok).Int64() != 60-10 {
		t.Fatalf("alice has %s after the refund", c.Balance(alice, tok))
	}
	ls, err := a.LocksTo(ctx, escrow, 0)
	if err != nil || len(ls) != 2 {
		t.Fatalf("LocksTo: %d %v", len(ls), err)
	}

	c.SetDown(true)
	if _, _, err := a.Head(ctx); !errors.Is(err, ErrDown) {
		t.Fatalf("down: %v", err)
	}
	c.SetDown(false)
	c.Inject(OpHead, FailBefore, 1)
	if _, _, err := a.Head(ctx); !errors.Is(err, ErrInjected) {
		t.Fatalf("injected: %v", err)
	}
	if _, _, err := a.Head(ctx); err != nil {
		t.Fatalf("injection outlived its count: %v", err)
	}
	var claims int
	for _, call := range c.Calls() {
		if call.Op == OpClaim {
			claims++
		}
	}
	if claims != 5 {
		t.Fatalf("%d claim calls recorded, want 5 (failed ones too)", claims)
	}
}
