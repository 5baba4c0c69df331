package node

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
)

// The attack on the early hold: who may write a job's messages is known
// only once its order arrives, so an attacker that sees an order first (a
// relay, or the miner that wants to escape validation) floods a peer
// with messages for that job, signed by throwaway keys, before the order
// gets there. When the hold was first-come per job, the client's real
// assignment, overtaking its order too, then found no room and was lost
// for good (gossip marks an id seen before validation): a validator
// missed the round. Now the fast path's assignment carries its order and
// is judged at once, junk signed by keys without stake is not held at
// all, one staked key holds at most earlyMaxPerAuthor messages of a job,
// and the real miner's result that overtook the assignment is still
// there to replay.
func TestEarlyHoldKeepsAssignmentUnderFlood(t *testing.T) {
	min := new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
	clientKey, minerKey, stakedAttacker := newKey(t), newKey(t), newKey(t)
	miner, staked := crypto.PubkeyToAddress(minerKey.PublicKey), crypto.PubkeyToAddress(stakedAttacker.PublicKey)
	n := stakeNode(t, min, StaticStake{miner: min, staked: min})
	ctx, now := context.Background(), time.Now()

	order := &types.JobOrder{Subnet: 1, ModelCid: "bafkreimodel", InputCid: "bafkreiinput", Engine: "onnx", Spec: "1cpu",
		MaxFee: types.Amount(big.NewInt(1e18)), DeadlineMs: now.Add(time.Hour).UnixMilli(), Nonce: 7,
		CreatedMs: now.UnixMilli(), DirectUntilMs: now.Add(time.Second).UnixMilli()}
	if err := types.Sign(n.cfg.P2P.Domain, order, clientKey); err != nil {
		t.Fatal(err)
	}
	id := [32]byte(order.GetJobId())
	signed := func(key *ecdsa.PrivateKey, m types.Signed) *p2p.Incoming {
		t.Helper()
		if err := types.Sign(n.cfg.P2P.Domain, m, key); err != nil {
			t.Fatal(err)
		}
		in := &p2p.Incoming{Msg: m, Kind: m.Kind()}
		copy(in.Author[:], m.Author())
		return in
	}
	assignment := func(withOrder bool) *types.Assignment {
		a := &types.Assignment{JobId: id[:], Subnet: 1, Miner: miner.Bytes(), BidId: make([]byte, 32), BidCount: 1,
			Seed: make([]byte, 32), CreatedMs: now.UnixMilli(), Offers: [][]byte{make([]byte, 32)},
			Price: types.Amount(big.NewInt(1)), SettleByMs: now.Add(time.Hour).UnixMilli()}
		if withOrder {
			a.Order = order
		}
		if err := a.SignSettlement(n.cfg.P2P.Domain, clientKey); err != nil {
			t.Fatal(err)
		}
		return a
	}

	// The flood, before the order: junk acks, results and order-less
	// assignments from 40 throwaway keys, and acks of every round from
	// one staked key.
	for i := 0; i < 40; i++ {
		k := newKey(t)
		addr := crypto.PubkeyToAddress(k.PublicKey)
		for _, m := range []types.Signed{
			&types.Ack{JobId: id[:], Round: 0, Miner: addr.Bytes(), CreatedMs: now.UnixMilli()},
			&types.Result{JobId: id[:], Round: 0, Miner: addr.Bytes(), OutputCid: "bafkreijunk", CreatedMs: now.UnixMilli()},
			assignment(false),
		} {
			if v, why := n.check(ctx, signed(k, m)); v != pubsub.ValidationIgnore || why != jobbook.ReasonUnknownJob {
				t.Fatalf("junk %s before the order: %v %q", m.Kind(), v, why)
			}
		}
	}
	for r := uint32(0); r < 10; r++ {
		n.check(ctx, signed(stakedAttacker, &types.Ack{JobId: id[:], Round: r, Miner: staked.Bytes(), CreatedMs: now.UnixMilli()}))
	}
	// The real miner's result overtook everything.
	result := signed(minerKey, &types.Result{JobId: id[:], Round: 0, Miner: miner.Bytes(), OutputCid: "bafkreioutput",
		ResultHash: make([]byte, 32), CreatedMs: now.UnixMilli()})
	if v, _ := n.check(ctx, result); v != pubsub.ValidationIgnore {
		t.Fatalf("the miner's early result: %v, want held", v)
	}

	n.mu.Lock()
	assignShare, answers := len(n.early.assignments.jobs[id]), n.early.answers.jobs[id]
	n.mu.Unlock()
	if assignShare != earlyMaxPerJob {
		t.Fatalf("%d junk assignments held, want the share full (%d): the flood must be able to fill it for this test to mean anything", assignShare, earlyMaxPerJob)
	}
	byAuthor := map[[20]byte]int{}
	for _, m := range answers {
		byAuthor[m.in.Author]++
	}
	if len(answers) != earlyMaxPerAuthor+1 || byAuthor[staked] != earlyMaxPerAuthor || byAuthor[miner] != 1 {
		t.Fatalf("acks and results held: %d (%v); want %d from the staked attacker and the miner's result, none from keys without stake",
			len(answers), byAuthor, earlyMaxPerAuthor)
	}

	// The client's real assignment, carrying its order, still overtaking
	// the order: judged at once.
	real := signed(clientKey, assignment(true))
	if v, why := n.check(ctx, real); v != pubsub.ValidationAccept {
		t.Fatalf("the real assignment carrying its order, after the flood: %v %q", v, why)
	}
	n.handle(real) // replays what waited for the round: the miner's result
	n.mu.Lock()
	j := n.book.Get(id)
	n.mu.Unlock()
	if j == nil || j.Assignment(0) == nil {
		t.Fatal("the book has no round 0 after the real assignment")
	}
	waitUntil(t, "the miner's held result replayed", func() bool {
		n.mu.Lock()
		defer n.mu.Unlock()
		return !j.FinishedAt().IsZero()
	})
	// The order's own copy, arriving last, is the same job: accepted
	// (relayed on its topic), nothing changes.
	if v, why := n.check(ctx, &p2p.Incoming{Msg: order, Author: [20]byte(order.GetClient()), Kind: "job"}); v != pubsub.ValidationAccept {
		t.Fatalf("the order after its assignment: %v %q", v, why)
	}
}

// An assignment whose carried order this peer refuses (a job past its
// deadline, a spec no peer accepts) is refused with it, under the order's
// reason.
func TestCarriedOrderJudgedAsOnItsTopic(t *testing.T) {
	n := stakeNode(t, big.NewInt(1), nil)
	clientKey := newKey(t)
	now := time.Now()
	for _, c := range []struct {
		name   string
		order  func(o *types.JobOrder)
		want   pubsub.ValidationResult
		reason string
	}{
		{"expired", func(o *types.JobOrder) { o.DeadlineMs = now.Add(-time.Minute).UnixMilli() }, pubsub.ValidationIgnore, "order-" + jobbook.ReasonExpired},
		{"bad spec", func(o *types.JobOrder) { o.Spec = "12 parsecs" }, pubsub.ValidationReject, "order-" + jobbook.ReasonBadSpec},
	} {
		t.Run(c.name, func(t *testing.T) {
			o := &types.JobOrder{Subnet: 1, ModelCid: "bafkreimodel", Engine: "onnx", Spec: "1cpu", MaxFee: types.Amount(big.NewInt(1)),
				DeadlineMs: now.Add(time.Hour).UnixMilli(), CreatedMs: now.UnixMilli()}
			c.order(o)
			if err := types.Sign(n.cfg.P2P.Domain, o, clientKey); err != nil {
				t.Fatal(err)
			}
			a := &types.Assignment{JobId: o.JobId, Subnet: 1, Miner: make([]byte, 20), BidId: make([]byte, 32), BidCount: 1,
				Seed: make([]byte, 32), CreatedMs: now.UnixMilli(), Order: o}
			if err := types.Sign(n.cfg.P2P.Domain, a, clientKey); err != nil {
				t.Fatal(err)
			}
			in := &p2p.Incoming{Msg: a, Author: [20]byte(a.GetClient()), Kind: "assignment"}
			if v, why := n.check(context.Background(), in); v != c.want || why != c.reason {
				t.Fatalf("got %v %q, want %v %q", v, why, c.want, c.reason)
			}
			n.mu.Lock()
			defer n.mu.Unlock()
			if n.book.Get([32]byte(o.JobId)) != nil {
				t.Fatal("the refused order is in the book")
			}
		})
	}
}

// The hold's bounds: per job and author, per job, messages in all; an
// author past its share across jobs drops its own oldest message; what a
// replay or expiry takes out no longer counts.
func TestEarlyHoldBounds(t *testing.T) {
	var e earlyHold
	now := time.Unix(1_800_000_000, 0)
	msg := func(author byte) *p2p.Incoming { return &p2p.Incoming{Author: [20]byte{author}, Msg: &types.Ack{}} }
	msg2 := func(author int) *p2p.Incoming {
		return &p2p.Incoming{Author: [20]byte{byte(author), byte(author >> 8), 2}, Msg: &types.Ack{}}
	}
	job := func(i int) [32]byte { return [32]byte{byte(i), byte(i >> 8), 1} }
	for i := range earlyMaxPerAuthor {
		if !e.hold(job(0), msg(1), now) {
			t.Fatalf("message %d of an author refused", i)
		}
	}
	if e.hold(job(0), msg(1), now) {
		t.Fatal("an author held more than earlyMaxPerAuthor messages of one job")
	}
	for a := 2; a < 2+earlyMaxPerJob-earlyMaxPerAuthor; a++ {
		if !e.hold(job(0), msg(byte(a)), now) {
			t.Fatalf("author %d refused below the job's share", a)
		}
	}
	if e.hold(job(0), msg(99), now) {
		t.Fatal("a job held more than earlyMaxPerJob messages")
	}
	// Author 1 across jobs: past its share, its oldest goes (job 0's).
	held := earlyMaxPerAuthor
	for j := 1; held < earlyMaxOfAuthor; j++ {
		if !e.hold(job(j), msg(1), now) {
			t.Fatalf("author 1's message %d refused below its share", held)
		}
		held++
	}
	if !e.hold(job(1000), msg(1), now) {
		t.Fatal("an author past its share was refused instead of dropping its oldest message")
	}
	if e.byAuthor[[20]byte{1}] != earlyMaxOfAuthor || len(e.jobs[job(0)]) != earlyMaxPerJob-1 || len(e.jobs[job(1000)]) != 1 {
		t.Fatalf("author 1 holds %d (want %d), job 0 %d messages (want its oldest of author 1 dropped)",
			e.byAuthor[[20]byte{1}], earlyMaxOfAuthor, len(e.jobs[job(0)]))
	}
	e.take(job(0))
	e.expire(now.Add(earlyTTL + time.Second))
	if len(e.jobs) != 0 || len(e.byAuthor) != 0 || e.held != 0 {
		t.Fatalf("after expiry: %d jobs, %d authors counted, %d held", len(e.jobs), len(e.byAuthor), e.held)
	}
	// Messages in all: one per job and author, as many authors as it takes.
	for i := 0; i < earlyMaxHeld; i++ {
		if !e.hold(job(i), msg2(i), now) {
			t.Fatalf("message %d refused below the hold's bound", i)
		}
	}
	if e.hold(job(earlyMaxHeld), msg2(earlyMaxHeld), now) {
		t.Fatal("more than earlyMaxHeld messages held")
	}
	if !e.hold(job(earlyMaxHeld), msg2(earlyMaxHeld), now.Add(earlyTTL+time.Second)) || e.held != 1 {
		t.Fatal("a full hold did not make room by expiring old messages")
	}
}

// stakeNode is a started client node with a fixed stake table and
// minimum (nil table: everyone at the minimum).
func stakeNode(t *testing.T, min *big.Int, stake StaticStake) *Node {
	t.Helper()
	cfg := Config{
		Roles:    []Role{RoleClient},
		MinStake: min,
		P2P:      p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, AllowLoopbackColocation: true},
	}
	if stake != nil {
		cfg.Stake = stake
	}
	return startNode(t, cfg, newKey(t))
}
