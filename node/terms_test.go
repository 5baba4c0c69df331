package node

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
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/types"
)

// TestMinerRefusesBadTerms: a miner acknowledges only an assignment whose
// settlement terms JobEscrow would pay it on (issue 14, attacks 1 and 3:
// a client that assigns the work to one miner and signs the payment to
// another, below the bid, or too late to settle, stiffs its miner). Each
// row changes one thing about honest terms.
func TestMinerRefusesBadTerms(t *testing.T) {
	now := time.UnixMilli(1_800_000_000_000)
	clientKey, _ := crypto.GenerateKey()
	otherKey, _ := crypto.GenerateKey()
	minerAddr := common.Address{0x11}
	cfg := Config{Price: big.NewInt(90), SettleHorizon: 6 * time.Hour, SettleMargin: 30 * time.Minute, Now: func() time.Time { return now }}
	cfg.P2P.Domain = types.DevDomain
	m := &miner{core: &core{cfg: cfg, addr: minerAddr}}
	deadline := now.Add(10 * time.Minute)
	order := &types.JobOrder{Client: crypto.PubkeyToAddress(clientKey.PublicKey).Bytes(), MaxFee: big.NewInt(100).Bytes(),
		DeadlineMs: deadline.UnixMilli(), CreatedMs: now.UnixMilli(), Nonce: 1, Spec: "1cpu"}
	order.JobId = func() []byte { h := order.StructHash(); return h[:] }()
	terms := func(mod func(a *types.Assignment) *ecdsaKey) *types.Assignment {
		a := &types.Assignment{JobId: order.GetJobId(), Client: order.GetClient(), Miner: minerAddr.Bytes(),
			Price: big.NewInt(90).Bytes(), SettleByMs: deadline.Add(6 * time.Hour).UnixMilli()}
		key := &ecdsaKey{clientKey}
		if mod != nil {
			if k := mod(a); k != nil {
				key = k
			}
		}
		if key.k != nil {
			if err := a.SignSettlement(types.DevDomain, key.k); err != nil {
				t.Fatal(err)
			}
		}
		return a
	}
	tests := []struct {
		name string
		mod  func(a *types.Assignment) *ecdsaKey // changes the terms before they are signed; a key to sign with instead
		ok   bool
	}{
		{"honest terms: the bid's price, settle-by at the horizon", nil, true},
		{"settle-by just past the margin", func(a *types.Assignment) *ecdsaKey {
			a.SettleByMs = deadline.Add(31 * time.Minute).UnixMilli()
			return nil
		}, true},
		{"no terms at all", func(*types.Assignment) *ecdsaKey { return &ecdsaKey{} }, false},
		{"signed by someone other than the job's client", func(*types.Assignment) *ecdsaKey { return &ecdsaKey{otherKey} }, false},
		{"a price below the bid (the client underpays)", func(a *types.Assignment) *ecdsaKey { a.Price = big.NewInt(1).Bytes(); return nil }, false},
		{"a price of zero (the client burns the job for nothing)", func(a *types.Assignment) *ecdsaKey { a.Price = nil; return nil }, false},
		{"a price above the bid", func(a *types.Assignment) *ecdsaKey { a.Price = big.NewInt(95).Bytes(); return nil }, false},
		{"terms naming another miner", func(a *types.Assignment) *ecdsaKey { a.Miner = common.Address{0x22}.Bytes(); return nil }, false},
		{"terms naming another job", func(a *types.Assignment) *ecdsaKey { a.JobId = make([]byte, 32); return nil }, false},
		{"settle-by before the job's deadline", func(a *types.Assignment) *ecdsaKey { a.SettleByMs = deadline.UnixMilli() - 1; return nil }, false},
		{"settle-by inside the margin after the deadline", func(a *types.Assignment) *ecdsaKey {
			a.SettleByMs = deadline.Add(29 * time.Minute).UnixMilli()
			return nil
		}, false},
		{"settle-by beyond the horizon (escrow may be withdrawn first)", func(a *types.Assignment) *ecdsaKey {
			a.SettleByMs = deadline.Add(6*time.Hour + 2*time.Minute).UnixMilli()
			return nil
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := m.checkTerms(order, terms(tt.mod))
			if tt.ok && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if !tt.ok && !errors.Is(err, ErrBadTerms) {
				t.Fatalf("got %v, want ErrBadTerms", err)
			}
		})
	}
	// A price above the order's max fee is refused even when the miner bid
	// it (the bid would not have been accepted either).
	m.cfg.Price = big.NewInt(150)
	if err := m.checkTerms(order, terms(func(a *types.Assignment) *ecdsaKey { a.Price = big.NewInt(150).Bytes(); return nil })); !errors.Is(err, ErrBadTerms) {
		t.Fatalf("price above max fee: %v", err)
	}
}

// ecdsaKey wraps an optional signing key for the table (nil: unsigned).
type ecdsaKey struct{ k *ecdsa.PrivateKey }

// TestSettlementLeafNeedsTerms: a done job is settled only from the
// terms stored with it; a job without them is never queued for
// settlement (its leaf would not be paid).
func TestSettlementLeafNeedsTerms(t *testing.T) {
	key, _ := crypto.GenerateKey()
	minerKey, _ := crypto.GenerateKey()
	minerAddr := crypto.PubkeyToAddress(minerKey.PublicKey)
	cfg := Config{Price: big.NewInt(90)}
	cfg.P2P.Domain = types.DevDomain
	m := &miner{core: &core{cfg: cfg, addr: minerAddr}}
	o := &types.JobOrder{Subnet: 1, MaxFee: big.NewInt(100).Bytes(), Nonce: 7, Spec: "1cpu", ModelCid: "bafkreimodel", DeadlineMs: 2, CreatedMs: 1, BidWindowMs: 1}
	r := &types.Result{Subnet: 1, ResultHash: make([]byte, 32), InputHash: make([]byte, 32), ModelHash: make([]byte, 32), EnvHash: make([]byte, 32), PocSignature: make([]byte, 65), OutputCid: "bafkreioutput", CreatedMs: 1}
	sign := func(msg types.Signed, k *ecdsa.PrivateKey) []byte {
		t.Helper()
		if err := types.Sign(types.DevDomain, msg, k); err != nil {
			t.Fatal(err)
		}
		b, err := types.Encode(msg)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	ob := sign(o, key)
	r.JobId = o.GetJobId()
	rb := sign(r, minerKey)
	job := func(a *types.Assignment) queue.Job {
		return queue.Job{ID: [32]byte(o.GetJobId()), Order: ob, Result: rb, Assign: sign(a, key)}
	}
	a := &types.Assignment{JobId: o.GetJobId(), Subnet: 1, Miner: minerAddr.Bytes(), Price: big.NewInt(80).Bytes(), SettleByMs: 1,
		BidId: make([]byte, 32), Seed: make([]byte, 32), BidCount: 1, CreatedMs: 1}
	if _, err := m.settlementLeaf(job(a)); !errors.Is(err, ErrBadTerms) {
		t.Fatalf("a job without signed terms: %v", err)
	}
	if err := a.SignSettlement(types.DevDomain, key); err != nil {
		t.Fatal(err)
	}
	l, err := m.settlementLeaf(job(a))
	if err != nil {
		t.Fatal(err)
	}
	if l.Fee.Cmp(big.NewInt(80)) != 0 || l.Assignment == nil || l.Assignment.GetSettleByMs() != 1 {
		t.Fatalf("leaf fee %s, assignment %v: want the signed price and terms", l.Fee, l.Assignment)
	}
	other := &miner{core: &core{cfg: cfg, addr: common.Address{0x22}}}
	if _, err := other.settlementLeaf(job(a)); !errors.Is(err, ErrBadTerms) {
		t.Fatalf("another miner settling the job: %v", err)
	}
}

// fakeEscrow is a client escrow table that counts its reads.
type fakeEscrow struct {
	free  map[common.Address]*big.Int
	err   error
	reads int
}

func (f *fakeEscrow) Spendable(_ context.Context, c common.Address) (*big.Int, error) {
	f.reads++
	if f.err != nil {
		return nil, f.err
	}
	return f.free[c], nil
}

// TestEscrowCacheBeforeBidding: a miner bids only while the client's
// spendable escrow covers its price (issue 14, attack 3), reading the
// chain at most once per client per TTL, counting its own bids against
// the balance, and going on the last balance seen when the chain is
// unreachable.
func TestEscrowCacheBeforeBidding(t *testing.T) {
	now := time.UnixMilli(1_800_000_000_000)
	rich, broke, unknown := common.Address{1}, common.Address{2}, common.Address{3}
	f := &fakeEscrow{free: map[common.Address]*big.Int{rich: big.NewInt(25), broke: big.NewInt(5)}}
	c := newEscrowCache(f, func() time.Time { return now })
	ctx := context.Background()
	price := big.NewInt(10)
	covers := func(a common.Address) bool {
		ok, _, _ := c.covers(ctx, a, price)
		if ok {
			c.spend(a, price)
		}
		return ok
	}
	if !covers(rich) || !covers(rich) {
		t.Fatal("25 covers two bids of 10")
	}
	if covers(rich) {
		t.Fatal("a third bid of 10 on 25 within the TTL")
	}
	if f.reads != 1 {
		t.Fatalf("%d chain reads for one client within the TTL, want 1", f.reads)
	}
	if covers(broke) {
		t.Fatal("bid for a client with 5 in escrow")
	}
	now = now.Add(escrowTTL)
	if !covers(rich) {
		t.Fatal("the balance read again after the TTL covers a bid")
	}
	f.err = errors.New("chain down")
	now = now.Add(escrowTTL)
	if !covers(rich) || covers(broke) {
		t.Fatal("with the chain down the last balances seen decide")
	}
	if !covers(unknown) {
		t.Fatal("with the chain down and no balance seen the miner bids")
	}
}

// TestLeafMismatch: the client's audit of a settled leaf (issue 14,
// attack 1: a job marked settled from the nonce alone) finds every way
// the leaf can differ from the assignment it signed and the result it
// verified. Each row is one leaf.
func TestLeafMismatch(t *testing.T) {
	miner, other := common.Address{0x11}, common.Address{0x22}
	verified := [32]byte{0xaa}
	job := unsettledJob{nonce: 3, miner: miner, price: big.NewInt(90), resultHash: verified}
	leaf := func(payee common.Address, fee int64, result [32]byte) settledRef {
		return settledRef{batch: big.NewInt(1), miner: payee, leaf: chain.SettledLeaf{Fee: big.NewInt(fee), ResultHash: result}}
	}
	tests := []struct {
		name  string
		ref   settledRef
		wrong int // how many differences the audit names
	}{
		{"as agreed", leaf(miner, 90, verified), 0},
		{"a fee below the price is the miner's loss, not the client's", leaf(miner, 10, verified), 0},
		{"paid to a miner the client did not assign", leaf(other, 90, verified), 1},
		{"a fee above the signed price", leaf(miner, 91, verified), 1},
		{"another result than the one verified", leaf(miner, 90, [32]byte{0xbd}), 1},
		{"a stranger at the full cap with a made-up result", leaf(other, 100, [32]byte{0xbd}), 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := leafMismatch(job, tt.ref); len(got) != tt.wrong {
				t.Fatalf("audit found %q, want %d differences", got, tt.wrong)
			}
		})
	}
	// A job restored from a record written before prices were kept is
	// audited on payee and result only.
	job.price = nil
	if got := leafMismatch(job, leaf(miner, 100, verified)); len(got) != 0 {
		t.Fatalf("no known price: %q", got)
	}
}
