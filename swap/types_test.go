package swap

import (
	"errors"
	"math/big"
	"math/rand"
	"strings"
	"testing"
	"time"
)

func TestNetworkGap(t *testing.T) {
	if g := payNet.Gap(); g != 3*time.Minute+36*time.Second {
		t.Fatalf("pay gap %s", g)
	}
	if g := toraNet.Gap(); g != time.Minute+14*time.Second {
		t.Fatalf("tora gap %s", g)
	}
}

func TestQuoteCheck(t *testing.T) {
	tests := []struct {
		name string
		edit func(*Quote)
		want string // substring of the error; "" for none
	}{
		{"a sane quote passes", func(*Quote) {}, ""},
		{"an edited field no longer matches the id", func(q *Quote) { q.PremiumBps = 60; q.ID[0] ^= 1 }, "does not match"},
		{"no desk", func(q *Quote) { q.Desk = [20]byte{} }, "no desk"},
		{"zero rate", func(q *Quote) { q.RateNum = big.NewInt(0) }, "rate must be positive"},
		{"negative rate denominator", func(q *Quote) { q.RateDen = big.NewInt(-1) }, "rate must be positive"},
		{"premium over 10%", func(q *Quote) { q.PremiumBps = 1001 }, "premium 1001 bps"},
		{"premium exactly 10% is allowed", func(q *Quote) { q.PremiumBps = 1000 }, ""},
		{"zero min", func(q *Quote) { q.Min = big.NewInt(0) }, "min must be positive"},
		{"min above max", func(q *Quote) { q.Min = big.NewInt(5); q.Max = big.NewInt(4) }, "above max"},
		{"tora window not shorter than pay window", func(q *Quote) { q.ToraWindow = q.PayWindow }, "not shorter"},
		{"zero windows", func(q *Quote) { q.PayWindow = 0 }, "windows must be positive"},
		{"min buys nothing", func(q *Quote) { q.RateNum = big.NewInt(1); q.RateDen = big10("100000000000") }, "buys no TORA"},
		{"expired", func(q *Quote) { q.ValidUntil = t0.Add(-time.Second) }, "expired at 11:59:59"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := testQuote()
			tt.edit(&q)
			if !strings.Contains(tt.name, "edited") {
				q = q.Seal()
			}
			err := q.Check(t0)
			if tt.want == "" {
				if err != nil {
					t.Fatalf("Check: %v", err)
				}
				return
			}
			if !errors.Is(err, ErrBadQuote) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Check = %v, want ErrBadQuote containing %q", err, tt.want)
			}
		})
	}
}

func TestQuoteDigest(t *testing.T) {
	q := testQuote()
	if q.Digest() != testQuote().Digest() {
		t.Fatal("digest not deterministic")
	}
	edits := []func(*Quote){
		func(q *Quote) { q.Seq++ },
		func(q *Quote) { q.PaySymbol = "USDT" },
		func(q *Quote) { q.RateNum = big10("2000000000001") },
		func(q *Quote) { q.Min, q.Max = q.Max, q.Min },
		func(q *Quote) { q.ValidUntil = q.ValidUntil.Add(time.Second) },
		func(q *Quote) { q.PayWindow++ },
		func(q *Quote) { q.RateDen = nil },
	}
	for i, e := range edits {
		c := q
		e(&c)
		if c.Digest() == q.Digest() {
			t.Errorf("edit %d left the digest unchanged", i)
		}
	}
	c := q
	c.ID = [32]byte{1}
	if c.Digest() != q.Digest() {
		t.Error("the id is part of its own digest")
	}
}

func TestToraForPayFor(t *testing.T) {
	q := testQuote() // 2e12 TORA wei per base unit, 0.5% premium
	tests := []struct {
		name      string
		pay, tora string // ToraFor(pay) = tora
	}{
		{"1 USDC buys 1.99 TORA", "1000000", "1990000000000000000"},
		{"one base unit, premium taken", "1", "1990000000000"},
		{"zero", "0", "0"},
		{"1000 USDC", "1000000000", "1990000000000000000000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := q.ToraFor(big10(tt.pay)); got.String() != tt.tora {
				t.Fatalf("ToraFor(%s) = %s, want %s", tt.pay, got, tt.tora)
			}
		})
	}
	// A rate that does not divide: 1 TORA wei per 3 base units, 1% premium.
	odd := Quote{RateNum: big.NewInt(1), RateDen: big.NewInt(3), PremiumBps: 100}
	rounding := []struct {
		name      string
		pay, tora int64
	}{
		{"3 units buy 0.99 wei: rounds down to 0", 3, 0},
		{"304 units buy 100.32 wei: 100", 304, 100},
		{"303 units buy 99.99 wei: 99 (down, for the client)", 303, 99},
	}
	for _, tt := range rounding {
		if got := odd.ToraFor(big.NewInt(tt.pay)); got.Int64() != tt.tora {
			t.Errorf("%s: got %s", tt.name, got)
		}
	}
	payFor := []struct {
		name      string
		tora, pay int64
	}{
		{"100 wei needs 304 units (303.03 rounded up)", 100, 304},
		{"99 wei needs exactly 300 units", 99, 300},
		{"1 wei needs 4 units (3.03 rounded up)", 1, 4},
	}
	for _, tt := range payFor {
		if got := odd.PayFor(big.NewInt(tt.tora)); got.Int64() != tt.pay {
			t.Errorf("%s: got %s", tt.name, got)
		}
	}
}

// TestPayForProperty: PayFor is the least payment that buys x:
// ToraFor(PayFor(x)) >= x and ToraFor(PayFor(x)-1) < x, for random rates.
func TestPayForProperty(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 5000; i++ {
		q := Quote{
			RateNum:    new(big.Int).Rand(r, big10("1000000000000000")),
			RateDen:    new(big.Int).Rand(r, big10("1000000000")),
			PremiumBps: uint32(r.Intn(MaxPremiumBps + 1)),
		}
		q.RateNum.Add(q.RateNum, big.NewInt(1))
		q.RateDen.Add(q.RateDen, big.NewInt(1))
		x := new(big.Int).Rand(r, big10("1000000000000000000000000"))
		x.Add(x, big.NewInt(1))
		p := q.PayFor(x)
		if got := q.ToraFor(p); got.Cmp(x) < 0 {
			t.Fatalf("quote %s/%s %dbps: ToraFor(PayFor(%s)) = %s < x", q.RateNum, q.RateDen, q.PremiumBps, x, got)
		}
		if p.Sign() > 0 {
			less := new(big.Int).Sub(p, big.NewInt(1))
			if got := q.ToraFor(less); got.Cmp(x) >= 0 {
				t.Fatalf("PayFor(%s) = %s is not the least: %s buys %s", x, p, less, got)
			}
		}
	}
}
