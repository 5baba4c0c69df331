package swap

import (
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

func TestPlanWindows(t *testing.T) {
	tests := []struct {
		name      string
		pay, tora time.Duration // quote windows
		wantPay   string
		wantTora  string
		wantErr   string
	}{
		{name: "tora window binds: desk locks after 36s of confirmations, for 1h",
			pay: 2 * time.Hour, tora: time.Hour, wantPay: "14:00:00", wantTora: "13:00:36"},
		{name: "the gap binds: Tpay 14:00 minus the 3m36s gap",
			pay: 2 * time.Hour, tora: 119 * time.Minute, wantPay: "14:00:00", wantTora: "13:56:24"},
		{name: "pay window too short: 48s left on Tensora, under its 1m14s gap",
			pay: 5 * time.Minute, tora: 4 * time.Minute, wantErr: "48s left once made, under Tensora's 1m14s gap"},
		{name: "zero windows", pay: 0, tora: 0, wantErr: "windows must be positive"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := testQuote()
			q.PayWindow, q.ToraWindow = tt.pay, tt.tora
			p, to, err := PlanWindows(t0, q, payNet, toraNet)
			if tt.wantErr != "" {
				if !errors.Is(err, ErrWindows) || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want ErrWindows with %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if hhmmss(p) != tt.wantPay || hhmmss(to) != tt.wantTora {
				t.Fatalf("got pay %s tora %s, want %s %s", hhmmss(p), hhmmss(to), tt.wantPay, tt.wantTora)
			}
		})
	}
}

var hash1 = [32]byte{0x11, 0x11, 0x11, 0x11}

func payLock() Lock {
	q := testQuote()
	return Lock{
		ID: [32]byte{0xaa}, Sender: clientAdr, Receiver: deskAddr, Token: usdc,
		Amount: big10("10000000"), Hashlock: hash1, Expiry: t0.Add(2 * time.Hour), Ref: q.ID,
		State: LockLocked, Block: 100, At: t0,
	}
}

func TestCheckPaymentLock(t *testing.T) {
	now := t0.Add(time.Minute)
	q := testQuote()
	terms := func() PaymentTerms {
		qq := q
		return PaymentTerms{Desk: deskAddr, Quote: &qq, Pay: payNet, Tora: toraNet}
	}
	tora, exp, err := CheckPaymentLock(now, payLock(), terms())
	if err != nil {
		t.Fatal(err)
	}
	if tora.String() != "19900000000000000000" || hhmmss(exp) != "13:01:00" {
		t.Fatalf("got %s TORA wei until %s", tora, hhmmss(exp))
	}
	tests := []struct {
		name string
		edit func(*Lock, *PaymentTerms, *time.Time)
		want string
	}{
		{"refunded already", func(l *Lock, _ *PaymentTerms, _ *time.Time) { l.State = LockRefunded }, "lock is refunded"},
		{"pays someone else", func(l *Lock, _ *PaymentTerms, _ *time.Time) { l.Receiver = otherAddr }, "is not this desk"},
		{"sets a beneficiary", func(l *Lock, _ *PaymentTerms, _ *time.Time) { l.Beneficiary = otherAddr }, "beneficiary"},
		{"ref names no live quote", func(_ *Lock, p *PaymentTerms, _ *time.Time) { p.Quote = nil }, "names no live quote"},
		{"the quote is another desk's", func(_ *Lock, p *PaymentTerms, _ *time.Time) { p.Quote.Desk = otherAddr }, "not ours"},
		{"the quote is for another chain", func(_ *Lock, p *PaymentTerms, _ *time.Time) { p.Quote.PayChainID = 99 }, "for chain 99"},
		{"wrong token", func(l *Lock, _ *PaymentTerms, _ *time.Time) { l.Token = otherAddr }, "is not the quote's USDC"},
		{"under min", func(l *Lock, _ *PaymentTerms, _ *time.Time) { l.Amount = big.NewInt(999999) }, "under the quote's min 1000000"},
		{"over max", func(l *Lock, _ *PaymentTerms, _ *time.Time) { l.Amount = big10("1000000001") }, "over the quote's max"},
		{"empty hashlock", func(l *Lock, _ *PaymentTerms, _ *time.Time) { l.Hashlock = [32]byte{} }, "empty hashlock"},
		{"made after the quote expired", func(l *Lock, _ *PaymentTerms, _ *time.Time) {
			l.Expiry = q.ValidUntil.Add(q.PayWindow + time.Second)
		}, "after the quote expired at 12:10:00"},
		{"too little time left: 24s to the latest counter-lock expiry", func(_ *Lock, _ *PaymentTerms, n *time.Time) {
			*n = t0.Add(2*time.Hour - 4*time.Minute)
		}, "too little time left: a counter-lock now would expire at 13:56:24, 24s away, under Tensora's 1m14s gap"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, p, n := payLock(), terms(), now
			tt.edit(&l, &p, &n)
			_, _, err := CheckPaymentLock(n, l, p)
			if !errors.Is(err, ErrBadPaymentLock) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want ErrBadPaymentLock with %q", err, tt.want)
			}
		})
	}
}

func counterLock() Lock {
	return Lock{
		ID: [32]byte{0xbb}, Sender: deskAddr, Receiver: escrow, Beneficiary: clientAdr, Token: toraTok,
		Amount: big10("19900000000000000000"), Hashlock: hash1, Expiry: t0.Add(time.Hour), Ref: [32]byte{0xaa},
		State: LockLocked, Block: 500,
	}
}

func counterTerms() CounterTerms {
	return CounterTerms{
		Escrow: escrow, Client: clientAdr, ToraToken: toraTok, MinAmount: big10("19900000000000000000"),
		Hashlock: hash1, PayExpiry: t0.Add(2 * time.Hour), PayGap: payNet.Gap(), ClaimMargin: time.Minute,
	}
}

func TestCheckCounterLock(t *testing.T) {
	now := t0.Add(2 * time.Minute)
	if err := CheckCounterLock(now, counterLock(), counterTerms()); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		edit func(*Lock, *time.Time)
		want string
	}{
		{"not locked any more", func(l *Lock, _ *time.Time) { l.State = LockClaimed }, "counter-lock is claimed"},
		{"another hashlock", func(l *Lock, _ *time.Time) { l.Hashlock = [32]byte{2} }, "hashlock 02000000 is not ours"},
		{"pays someone else, not JobEscrow", func(l *Lock, _ *time.Time) { l.Receiver = otherAddr }, "is not JobEscrow"},
		{"credits someone else", func(l *Lock, _ *time.Time) { l.Beneficiary = otherAddr }, "beneficiary"},
		{"another token", func(l *Lock, _ *time.Time) { l.Token = otherAddr }, "is not TORA"},
		{"one wei short", func(l *Lock, _ *time.Time) { l.Amount = big10("19899999999999999999") }, "under the 19900000000000000000 expected"},
		{"expires after Tpay minus the gap", func(l *Lock, _ *time.Time) { l.Expiry = t0.Add(118 * time.Minute) },
			"counter-lock expires 13:58:00, after the payment lock's expiry minus the 3m36s gap (13:56:24)"},
		{"inside the claim margin", func(_ *Lock, n *time.Time) { *n = t0.Add(time.Hour - 30*time.Second) },
			"counter-lock expires 13:00:00, 30s away, under the 1m0s claim margin"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, n := counterLock(), now
			tt.edit(&l, &n)
			err := CheckCounterLock(n, l, counterTerms())
			if !errors.Is(err, ErrBadCounterLock) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want ErrBadCounterLock with %q", err, tt.want)
			}
		})
	}
}

func TestLockIDAndConfirmations(t *testing.T) {
	p := LockParams{Receiver: deskAddr, Token: usdc, Amount: big.NewInt(5), Hashlock: hash1, Expiry: t0, Ref: [32]byte{1}}
	id := LockID(clientAdr, p)
	if LockID(clientAdr, p) != id {
		t.Fatal("not deterministic")
	}
	q := p
	q.Expiry = t0.Add(time.Second)
	if LockID(clientAdr, q) == id || LockID(common.HexToAddress("0x1"), p) == id {
		t.Fatal("id ignores a field")
	}
	l := Lock{State: LockLocked, Block: 10}
	for _, c := range []struct{ head, want uint64 }{{9, 0}, {10, 1}, {12, 3}} {
		if got := Confirmations(c.head, l); got != c.want {
			t.Errorf("head %d: %d confirmations, want %d", c.head, got, c.want)
		}
	}
	if Confirmations(50, Lock{}) != 0 {
		t.Error("absent lock confirmed")
	}
}
