package swap

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/types"
)

func quoteWith(f func(*Quote)) Quote {
	q := testQuote()
	f(&q)
	return q.Seal()
}

func TestQuoteBook(t *testing.T) {
	b := NewQuoteBook()
	q := testQuote()
	if ok, _, err := b.Add(q, t0); !ok || err != nil {
		t.Fatalf("first quote: %v %v", ok, err)
	}
	cases := []struct {
		name string
		q    Quote
		want string
	}{
		{"same seq again", q, "old-quote"},
		{"older seq", quoteWith(func(q *Quote) { q.Seq = 0; q.RateNum = big.NewInt(9) }), "old-quote"},
		{"expired", quoteWith(func(q *Quote) { q.Seq = 5; q.ValidUntil = t0.Add(-time.Second) }), "bad-quote"},
		{"forged id", func() Quote { q := testQuote(); q.Seq = 6; return q }(), "bad-quote"}, // fields changed after sealing
		{"premium over the cap", quoteWith(func(q *Quote) { q.Seq = 7; q.PremiumBps = MaxPremiumBps + 1 }), "bad-quote"},
		{"tora window not shorter", quoteWith(func(q *Quote) { q.Seq = 8; q.ToraWindow = q.PayWindow }), "bad-quote"},
	}
	for _, c := range cases {
		ok, why, _ := b.Add(c.q, t0)
		if ok || why != c.want {
			t.Errorf("%s: ok=%v why=%q, want %q", c.name, ok, why, c.want)
		}
	}
	newer := quoteWith(func(q *Quote) { q.Seq = 9; q.RateNum = big10("3000000000000") })
	if ok, _, _ := b.Add(newer, t0); !ok {
		t.Fatal("a newer quote of the desk was refused")
	}
	if live := b.Live(t0, payNet.ChainID, usdc); len(live) != 1 || live[0].ID != newer.ID {
		t.Fatalf("live = %v, want the newer quote only", live)
	}
	if live := b.Live(t0.Add(11*time.Minute), payNet.ChainID, usdc); len(live) != 0 {
		t.Fatalf("expired quotes listed: %v", live)
	}
	if live := b.Live(t0, payNet.ChainID+1, usdc); len(live) != 0 {
		t.Fatalf("another chain's quotes listed: %v", live)
	}
}

func TestQuoteBookBest(t *testing.T) {
	b := NewQuoteBook()
	cheap := quoteWith(func(q *Quote) { q.Desk = common.HexToAddress("0xd002"); q.RateNum = big10("2100000000000") })
	small := quoteWith(func(q *Quote) {
		q.Desk = common.HexToAddress("0xd003")
		q.RateNum = big10("2500000000000")
		q.Max = big10("5000000") // 5 USDC at most
	})
	short := quoteWith(func(q *Quote) {
		q.Desk = common.HexToAddress("0xd004")
		q.RateNum = big10("9000000000000")
		q.ValidUntil = t0.Add(5 * time.Second) // expires before the lock could be made
	})
	for _, q := range []Quote{testQuote(), cheap, small, short} {
		if ok, why, err := b.Add(q, t0); !ok {
			t.Fatalf("add %s: %s %v", q.Desk, why, err)
		}
	}
	margin := 30 * time.Second
	cases := []struct {
		name string
		pay  *big.Int
		want common.Address
		err  bool
	}{
		{"small payment: the best rate whose bounds admit it", big10("2000000"), small.Desk, false},
		{"large payment: the small desk's max excludes it", big10("100000000"), cheap.Desk, false},
		{"under every min", big.NewInt(10), common.Address{}, true},
		{"over every max", big10("9000000000"), common.Address{}, true},
	}
	for _, c := range cases {
		q, err := b.Best(t0, payNet.ChainID, usdc, c.pay, margin)
		if c.err {
			if !errors.Is(err, ErrNoQuote) {
				t.Errorf("%s: got %v, %v; want ErrNoQuote", c.name, q.Desk, err)
			}
			continue
		}
		if err != nil || q.Desk != c.want {
			t.Errorf("%s: got %s, %v; want %s", c.name, q.Desk, err, c.want)
		}
	}
	if _, err := b.Best(t0, payNet.ChainID, common.HexToAddress("0x1234"), big10("2000000"), margin); !errors.Is(err, ErrNoQuote) {
		t.Errorf("a token no desk quotes: %v", err)
	}
}

// A quote survives the wire: signed, encoded, decoded and converted back,
// it has the same id, and a tampered copy fails the signature.
func TestQuoteWire(t *testing.T) {
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	q := quoteWith(func(q *Quote) { q.Desk = crypto.PubkeyToAddress(key.PublicKey) })
	m := q.Wire(1337, t0)
	if err := types.Sign(types.DevDomain, m, key); err != nil {
		t.Fatal(err)
	}
	data, err := types.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	_, body, err := types.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := types.Verify(types.DevDomain, body); err != nil {
		t.Fatal(err)
	}
	back, err := FromWire(body.(*types.SwapQuote))
	if err != nil {
		t.Fatal(err)
	}
	if back.ID != q.ID || back.Check(t0) != nil || back.ToraFor(big10("1000000")).Cmp(q.ToraFor(big10("1000000"))) != 0 {
		t.Fatalf("quote changed on the wire: %+v vs %+v", back, q)
	}
	body.(*types.SwapQuote).RateNum = big10("9000000000000").Bytes()
	if _, err := types.Verify(types.DevDomain, body); err == nil {
		t.Fatal("a quote with a changed rate still verifies")
	}
}
