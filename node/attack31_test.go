package node

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
)

// Review 31: the order an assignment carries was judged again on every
// round, even for a job the peer already knew, and so as of the round's
// arrival: a round assigned near the deadline (gossip takes a moment) was
// ignored as "order-expired", which the same round without its order
// never was; the validator then missed the round and could not check its
// result. A known job's carried order changes nothing.
func TestCarriedOrderOfKnownJobNotJudgedAgain(t *testing.T) {
	n := stakeNode(t, big.NewInt(1), nil)
	clientKey := newKey(t)
	posted := time.Now().Add(-2 * time.Hour)
	o := &types.JobOrder{Subnet: 1, ModelCid: "bafkreimodel", Engine: "onnx", Spec: "1cpu", MaxFee: types.Amount(big.NewInt(10)),
		DeadlineMs: posted.Add(time.Hour).UnixMilli(), CreatedMs: posted.UnixMilli(), BidWindowMs: 300}
	if err := types.Sign(n.cfg.P2P.Domain, o, clientKey); err != nil {
		t.Fatal(err)
	}
	n.mu.Lock()
	v := n.book.OnOrder(o, posted)
	n.mu.Unlock()
	if v.Action != jobbook.Accept {
		t.Fatalf("order recorded when posted: %+v", v)
	}
	a := &types.Assignment{JobId: o.JobId, Subnet: 1, Miner: crypto.PubkeyToAddress(newKey(t).PublicKey).Bytes(),
		BidId: make([]byte, 32), BidCount: 1, Seed: make([]byte, 32), CreatedMs: o.DeadlineMs - 1, Round: 1,
		Offers: [][]byte{make([]byte, 32)}, Price: types.Amount(big.NewInt(1)), SettleByMs: o.DeadlineMs + 3600_000, Order: o}
	if err := a.SignSettlement(n.cfg.P2P.Domain, clientKey); err != nil {
		t.Fatal(err)
	}
	if err := types.Sign(n.cfg.P2P.Domain, a, clientKey); err != nil {
		t.Fatal(err)
	}
	in := &p2p.Incoming{Msg: a, Author: [20]byte(a.GetClient()), Kind: "assignment"}
	if res, why := n.check(context.Background(), in); res != pubsub.ValidationAccept {
		t.Fatalf("a known job's round carrying its order, after the deadline: %v %q", res, why)
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.book.Get([32]byte(o.JobId)).Assignment(1) == nil {
		t.Fatal("the round was not recorded")
	}
}

// earlyAnswer is a staked miner's signed ack (decline) of round 0 of job
// id, as gossip hands it to core.check.
func earlyAnswer(t *testing.T, n *Node, key *ecdsa.PrivateKey, id [32]byte, declined bool) *p2p.Incoming {
	t.Helper()
	m := &types.Ack{JobId: id[:], Subnet: 1, Miner: crypto.PubkeyToAddress(key.PublicKey).Bytes(),
		CreatedMs: time.Now().UnixMilli(), Declined: declined}
	if err := types.Sign(n.cfg.P2P.Domain, m, key); err != nil {
		t.Fatal(err)
	}
	in := &p2p.Incoming{Msg: m, Kind: m.Kind()}
	copy(in.Author[:], m.Author())
	return in
}

func heldOf(n *Node, id [32]byte, author common.Address) int {
	n.mu.Lock()
	defer n.mu.Unlock()
	c := 0
	for _, m := range n.early.answers.jobs[id] {
		if m.in.Author == author {
			c++
		}
	}
	return c
}

// Review 31: an attacker makes an honest miner's own messages fill its
// share of every peer's hold. It places direct orders with the miner over
// /tensora/direct/1 and publishes neither order nor assignment: the miner
// declines them (terms below its offer; free for the attacker) and
// publishes each signed decline on gossip, for a job no other peer will
// ever know, so every peer holds it. After earlyMaxOfAuthor of them in a
// TTL, the miner's real ack that overtook its assignment was refused and
// lost for good: observers counted a missed round (its reputation), a
// validator missed its answer. A full author now makes room by dropping
// its own oldest held message, so only an author can crowd out itself,
// and only with messages newer than the real one.
func TestEarlyHoldMinersForcedDeclinesCannotCrowdOutItsAck(t *testing.T) {
	min := big.NewInt(100)
	minerKey := newKey(t)
	miner := crypto.PubkeyToAddress(minerKey.PublicKey)
	n := stakeNode(t, min, StaticStake{miner: min})
	ctx := context.Background()
	for i := 0; i < earlyMaxOfAuthor; i++ {
		n.check(ctx, earlyAnswer(t, n, minerKey, [32]byte{0xdd, byte(i), byte(i >> 8)}, true))
	}
	real := [32]byte{0xaa}
	n.check(ctx, earlyAnswer(t, n, minerKey, real, false))
	if heldOf(n, real, miner) != 1 {
		t.Fatal("the miner's real early ack was refused: its own forced declines for jobs nobody knows filled its share")
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if got := n.early.answers.byAuthor[miner]; got != earlyMaxOfAuthor {
		t.Fatalf("the miner holds %d messages, want its share %d", got, earlyMaxOfAuthor)
	}
}

// Review 31: the hold took at most earlyMaxJobs (256) jobs, and each
// staked key earlyMaxOfAuthor (32) messages, so eight staked keys, one
// message per made-up job, kept every peer's hold full for good (junk is
// refreshed before it expires): an honest miner's ack that overtook its
// assignment was then refused and lost. The bound is now on messages
// held (the same memory), so it takes earlyMaxHeld/earlyMaxOfAuthor
// staked keys.
func TestEarlyHoldEightStakedKeysCannotFillIt(t *testing.T) {
	min := big.NewInt(100)
	stake := StaticStake{}
	keys := make([]*ecdsa.PrivateKey, 9)
	for i := range keys {
		keys[i] = newKey(t)
		stake[crypto.PubkeyToAddress(keys[i].PublicKey)] = min
	}
	n := stakeNode(t, min, stake)
	ctx := context.Background()
	job := 0
	for _, k := range keys[:8] {
		for i := 0; i < earlyMaxOfAuthor; i++ {
			n.check(ctx, earlyAnswer(t, n, k, [32]byte{0xee, byte(job), byte(job >> 8)}, false))
			job++
		}
	}
	real := [32]byte{0xaa}
	n.check(ctx, earlyAnswer(t, n, keys[8], real, false))
	if heldOf(n, real, crypto.PubkeyToAddress(keys[8].PublicKey)) != 1 {
		t.Fatalf("an honest miner's early ack refused after %d junk messages from 8 staked keys", job)
	}
}

// Review 31's finding, fixed: a direct order nobody else sees, with
// terms below the miner's offer, makes the miner sign a decline for free;
// published at once, every peer held it as an early answer of a job it
// did not know, and 128 miners' worth filled every peer's hold
// (node/early.go), after which any other miner's early ack or result was
// refused. A decline now waits for its round's assignment on gossip:
// observers judge only rounds they saw assigned. Here the decline of a
// round never published stays with the miner, and one whose assignment
// then comes on gossip is published.
func TestForcedDeclineWaitsForItsRound(t *testing.T) {
	m := directMiner(t)
	clientKey := newKey(t)
	clientHost := rawHost(t, clientKey)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := clientHost.Connect(ctx, m.Host().AddrInfo()); err != nil {
		t.Fatal(err)
	}
	topic := types.SubnetTopic(1, types.TopicAssign)
	d, offer := m.cfg.P2P.Domain, latestOffer(m)
	forced := func(nonce uint64) (*types.JobOrder, *types.Assignment) {
		now := time.Now()
		o := &types.JobOrder{Subnet: 1, ModelCid: "bafkreidirectmodel", Engine: "onnx", Spec: "1cpu", MaxFee: types.Amount(big.NewInt(5e18)),
			DeadlineMs: now.Add(time.Minute).UnixMilli(), Nonce: nonce, CreatedMs: now.UnixMilli(), BidWindowMs: 100,
			DirectUntilMs: now.Add(250 * time.Millisecond).UnixMilli()}
		if err := types.Sign(d, o, clientKey); err != nil {
			t.Fatal(err)
		}
		// Terms of 1 wei, below the offer: declined, at no cost.
		a := &types.Assignment{JobId: o.GetJobId(), Subnet: 1, Miner: m.addr.Bytes(), BidId: offer[:], BidCount: 1,
			Seed: make([]byte, 32), CreatedMs: now.UnixMilli(), Offers: [][]byte{offer[:]}, Order: o,
			Price: big.NewInt(1).Bytes(), SettleByMs: now.Add(7 * time.Hour).UnixMilli()}
		if err := a.SignSettlement(d, clientKey); err != nil {
			t.Fatal(err)
		}
		if err := types.Sign(d, a, clientKey); err != nil {
			t.Fatal(err)
		}
		return o, a
	}
	// What the miner put on the assign topic: its own messages pass its
	// validator on the way out.
	published := func() float64 {
		mfs, err := m.Gatherer().Gather()
		if err != nil {
			t.Fatal(err)
		}
		for _, mf := range mfs {
			if mf.GetName() != "tensora_gossip_messages_out_total" {
				continue
			}
			for _, mm := range mf.GetMetric() {
				for _, l := range mm.GetLabel() {
					if l.GetName() == "topic" && l.GetValue() == types.TopicAssign {
						return mm.GetCounter().GetValue()
					}
				}
			}
		}
		return 0
	}
	pending := func(a *types.Assignment) bool {
		m.mu.Lock()
		defer m.mu.Unlock()
		e := m.miner.directSeen[directKey{[32]byte(a.GetJobId()), a.GetRound()}]
		return e.pending && e.decline.GetDeclined()
	}
	unseen, unseenA := forced(1)
	if got, _ := sendDirect(ctx, t, clientHost, m, unseen, unseenA, nil); got != 1 {
		t.Fatalf("the forced order: answer %d, want a decline", got)
	}
	waitUntil(t, "the forced decline kept back", func() bool { return pending(unseenA) })
	seen, seenA := forced(2)
	if got, _ := sendDirect(ctx, t, clientHost, m, seen, seenA, nil); got != 1 {
		t.Fatalf("the second order: answer %d, want a decline", got)
	}
	waitUntil(t, "the second decline kept back", func() bool { return pending(seenA) })
	if n := published(); n != 0 {
		t.Fatalf("%v messages published on the assign topic for rounds nobody saw assigned", n)
	}
	// The second round's assignment reaches the miner on gossip, as an
	// honest client publishes it: its decline goes out then.
	in := &p2p.Incoming{Topic: topic, Kind: "assignment", Msg: seenA, From: clientHost.ID()}
	copy(in.Author[:], seenA.GetClient())
	if v, why := m.check(ctx, in); v != pubsub.ValidationAccept {
		t.Fatalf("the round's assignment at the miner: %v %q", v, why)
	}
	m.handle(in)
	if n := published(); n != 1 || pending(seenA) || !pending(unseenA) {
		t.Fatalf("after the round's assignment: %v published, seen round pending %v, unseen round pending %v; want 1, false, true",
			n, pending(seenA), pending(unseenA))
	}
	// A second stream for the unseen round gets the same decline, still
	// kept back.
	if got, ack := sendDirect(ctx, t, clientHost, m, unseen, unseenA, nil); got != 1 || !pending(unseenA) {
		t.Fatalf("the forced order again: answer %d (%v), kept back %v", got, ack, pending(unseenA))
	}
	if n := published(); n != 1 {
		t.Fatalf("%v published after the forced order came again, want 1", n)
	}
}
