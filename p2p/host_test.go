package p2p

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"go.uber.org/goleak"
	"google.golang.org/protobuf/encoding/protowire"

	"github.com/tensora/tensora/types"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m,
		// libp2p and its dependencies keep a few process-wide workers.
		goleak.IgnoreAnyFunction("github.com/ipfs/go-log/v2/writer.(*MirrorWriter).logRoutine"),
		goleak.IgnoreTopFunction("github.com/libp2p/go-libp2p/p2p/transport/quicreuse.(*reuse).gc"),
		goleak.IgnoreTopFunction("go.opencensus.io/stats/view.(*worker).start"),
		goleak.IgnoreAnyFunction("github.com/libp2p/go-flow-metrics.(*sweeper).run"),
		goleak.IgnoreAnyFunction("github.com/jbenet/goprocess/periodic.callOnTicker.func1"),
	)
}

type keyPair struct {
	eth *ecdsa.PrivateKey
	p2p p2pcrypto.PrivKey
}

func newKey(t *testing.T) keyPair {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	pk, err := p2pcrypto.UnmarshalSecp256k1PrivateKey(crypto.FromECDSA(k))
	if err != nil {
		t.Fatal(err)
	}
	kp := keyPair{k, pk}
	id, _ := peer.IDFromPrivateKey(pk)
	testKeys[id] = k
	return kp
}

func newHost(t *testing.T, k keyPair, boot ...peer.AddrInfo) *Host {
	t.Helper()
	h, err := New(k.p2p, Config{
		ListenAddrs:             []string{"/ip4/127.0.0.1/tcp/0", "/ip4/127.0.0.1/udp/0/quic-v1"},
		Bootstrap:               boot,
		AllowLoopbackColocation: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	if len(boot) > 0 {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := h.Bootstrap(ctx); err != nil {
			t.Fatal(err)
		}
	}
	return h
}

func signedJob(t *testing.T, k *ecdsa.PrivateKey, subnet uint64, nonce uint64) *types.JobOrder {
	t.Helper()
	now := time.Now().UnixMilli()
	j := &types.JobOrder{
		Subnet: subnet, ModelCid: "bafkreimodel", Engine: "onnx", Spec: "1cpu",
		MaxFee: types.Amount(big.NewInt(1e18)), CreatedMs: now, DeadlineMs: now + 60_000,
		Nonce: nonce, BidWindowMs: 200,
	}
	if err := types.Sign(types.DevDomain, j, k); err != nil {
		t.Fatal(err)
	}
	return j
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		select {
		case <-ctx.Done():
			t.Fatalf("timed out waiting for %s", what)
		case <-tick.C:
		}
	}
}

// attacker is a bare libp2p + GossipSub peer without Tensora's validators,
// so it can put anything on the wire.
func attacker(t *testing.T, k keyPair, topic string, to peer.AddrInfo) (host.Host, *pubsub.Topic) {
	t.Helper()
	h, err := libp2p.New(libp2p.Identity(k.p2p), libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(func() { cancel(); _ = h.Close() })
	ps, err := pubsub.NewGossipSub(ctx, h, WireOptions()...)
	if err != nil {
		t.Fatal(err)
	}
	tp, err := ps.Join(topic)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Connect(ctx, to); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "attacker sees the subscriber", func() bool { return len(ps.ListPeers(topic)) == 1 })
	return h, tp
}

// forge signs m's digest with key while m names another author: what an
// attacker can do without the author's key.
func forge(t *testing.T, m types.Signed, author, key *ecdsa.PrivateKey) types.Signed {
	t.Helper()
	if err := types.Sign(types.DevDomain, m, author); err != nil {
		t.Fatal(err)
	}
	d, err := types.Digest(types.DevDomain, m)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := crypto.Sign(d[:], key)
	if err != nil {
		t.Fatal(err)
	}
	switch b := m.(type) {
	case *types.JobOrder:
		b.Signature = sig
	case *types.HardwareAdvert:
		b.Signature = sig
	default:
		t.Fatalf("forge: %T", m)
	}
	return m
}

func TestGossipAcceptsValidAndRejectsBad(t *testing.T) {
	topic := types.SubnetTopic(1, types.TopicJobs)
	recvKey, evilKey, victimKey := newKey(t), newKey(t), newKey(t)
	recv := newHost(t, recvKey)
	sub, err := recv.Subscribe(topic)
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Cancel()

	ctx := context.Background()
	enc := func(m types.Signed) []byte {
		b, err := types.Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}

	cases := []struct {
		name   string
		data   []byte
		reason string
		reject bool
	}{
		// A job that names the victim as its client, signed by the
		// attacker: the signature recovers another key.
		{"forged author", enc(forge(t, signedJob(t, victimKey.eth, 1, 1), victimKey.eth, evilKey.eth)), ReasonWrongAuthor, true},
		// 65 KiB of padding in the spec pushes the envelope over 64 KiB.
		{"oversized", make([]byte, types.MaxMessageSize+100), ReasonOversized, true},
		// Not protobuf at all.
		{"garbage", []byte("\xff\xff\xffhello"), ReasonMalformed, true},
		// A well-signed job for subnet 2 on subnet 1's topic.
		{"wrong subnet", enc(signedJob(t, evilKey.eth, 2, 2)), ReasonWrongSubnet, true},
		// Fee changed after signing: id no longer matches content.
		{"tampered", func() []byte {
			j := signedJob(t, evilKey.eth, 1, 3)
			j.MaxFee = types.Amount(big.NewInt(5e18))
			return enc(j)
		}(), ReasonBadJobID, true},
		// Old job: stale, ignored without penalty.
		{"stale", func() []byte {
			j := &types.JobOrder{Subnet: 1, ModelCid: "m", MaxFee: []byte{1}, CreatedMs: time.Now().Add(-time.Hour).UnixMilli(),
				DeadlineMs: time.Now().Add(time.Hour).UnixMilli(), BidWindowMs: 100}
			_ = types.Sign(types.DevDomain, j, evilKey.eth)
			return enc(j)
		}(), ReasonStale, false},
	}
	// Each case comes from its own attacker: a peer's rejects add up and
	// would graylist it before the table ends (that is tested below).
	for _, c := range cases {
		_, tp := attacker(t, newKey(t), topic, recv.AddrInfo())
		if err := tp.Publish(ctx, c.data); err != nil {
			t.Fatal(err)
		}
		waitFor(t, c.name+" counted", func() bool {
			if c.reject {
				return recv.Rejected(c.reason) >= 1
			}
			return recv.Ignored(c.reason) >= 1
		})
	}

	// An advert that claims another miner's key (names the victim, signed
	// by the attacker) is rejected on the adverts topic too.
	advSub, err := recv.Subscribe(types.AdvertsTopic)
	if err != nil {
		t.Fatal(err)
	}
	defer advSub.Cancel()
	lying := &types.HardwareAdvert{Seq: 1, TimestampMs: time.Now().UnixMilli(), CpuCores: 64, RamBytes: 1 << 40, TtlMs: 60_000}
	forge(t, lying, victimKey.eth, evilKey.eth)
	before := recv.Rejected(ReasonWrongAuthor)
	_, atp := attacker(t, newKey(t), types.AdvertsTopic, recv.AddrInfo())
	if err := atp.Publish(ctx, enc(lying)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "lying advert rejected", func() bool { return recv.Rejected(ReasonWrongAuthor) > before })
	select {
	case in := <-advSub.C:
		t.Fatalf("forged advert delivered: %v", in.Msg)
	case <-time.After(100 * time.Millisecond):
	}

	// A valid job from a (new) peer gets through, once, attributed to its
	// author.
	evilKey = newKey(t)
	evil, tp := attacker(t, evilKey, topic, recv.AddrInfo())
	send := func(b []byte) {
		if err := tp.Publish(ctx, b); err != nil {
			t.Fatal(err)
		}
	}
	good := enc(signedJob(t, evilKey.eth, 1, 99))
	send(good)
	select {
	case in := <-sub.C:
		j, ok := in.Msg.(*types.JobOrder)
		if !ok || j.Nonce != 99 {
			t.Fatalf("received %v, want the nonce-99 job (a bad message got through?)", in.Msg)
		}
		if in.From != evil.ID() {
			t.Fatalf("from %s, want %s", in.From, evil.ID())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("valid job not delivered")
	}
	// Replays. The same bytes from another peer are the same GossipSub
	// message (content-addressed id) and never reach the validator again;
	// the same content in a re-encoded envelope (an unknown field added:
	// other bytes, another GossipSub id) reaches it and is refused by the
	// replay cache, which keys on the signed content.
	_, tp2 := attacker(t, newKey(t), topic, recv.AddrInfo())
	if err := tp2.Publish(ctx, good); err != nil {
		t.Fatal(err)
	}
	reencoded := protowire.AppendBytes(protowire.AppendTag(append([]byte(nil), good...), 99, protowire.BytesType), []byte("x"))
	send(reencoded)
	waitFor(t, "re-encoded replay ignored", func() bool { return recv.Ignored(ReasonReplay) >= 1 })
	select {
	case in := <-sub.C:
		t.Fatalf("replayed message delivered: %v", in.Msg)
	case <-time.After(200 * time.Millisecond):
	}

	// A stream of forged messages drives the sender below the graylist
	// threshold, after which the receiver stops processing its messages.
	for i := range 10 {
		send(enc(forge(t, signedJob(t, victimKey.eth, 1, uint64(100+i)), victimKey.eth, evilKey.eth)))
	}
	waitFor(t, "attacker graylisted", func() bool { return recv.Scores()[evil.ID()] < -1000 })
}

func TestGossipBetweenTensoraHostsAndDHT(t *testing.T) {
	a := newHost(t, newKey(t))
	b := newHost(t, newKey(t), a.AddrInfo())
	c := newHost(t, newKey(t), a.AddrInfo())
	topic := types.SubnetTopic(3, types.TopicJobs)
	subC, err := c.Subscribe(topic)
	if err != nil {
		t.Fatal(err)
	}
	defer subC.Cancel()
	subA, err := a.Subscribe(topic)
	if err != nil {
		t.Fatal(err)
	}
	defer subA.Cancel()
	if _, err := b.Join(topic); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "mesh", func() bool { return len(b.PubSub().ListPeers(topic)) >= 1 })
	bk := newKeyFrom(t, b)
	// a grafts c into its mesh on a heartbeat; until then a may not forward.
	// Publish fresh jobs until one arrives.
	deadline := time.After(10 * time.Second)
	tick := time.NewTicker(300 * time.Millisecond)
	defer tick.Stop()
	for nonce, done := uint64(1), false; !done; nonce++ {
		if err := b.Publish(context.Background(), topic, signedJob(t, bk, 3, nonce)); err != nil {
			t.Fatal(err)
		}
		select {
		case in := <-subC.C:
			if in.From != b.ID() {
				t.Fatalf("from %s", in.From)
			}
			done = true
		case <-tick.C:
		case <-deadline:
			t.Fatal("not delivered across two hops")
		}
	}
	// b and c never dialled each other; the DHT finds c's addresses for b.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ai, err := b.DHT().FindPeer(ctx, c.ID())
	if err != nil {
		t.Fatalf("dht find peer: %v", err)
	}
	if len(ai.Addrs) == 0 {
		t.Fatal("no addresses found")
	}
}

// Publishing our own malformed message fails locally: the validator runs on
// local publishes too, so a buggy node cannot spam the network.
func TestLocalPublishValidated(t *testing.T) {
	k := newKey(t)
	h := newHost(t, k)
	other := newKey(t)
	topic := types.SubnetTopic(1, types.TopicJobs)
	if err := h.Publish(context.Background(), topic, signedJob(t, other.eth, 1, 1)); err == nil {
		t.Fatal("published a job signed by another key")
	}
	if h.Rejected(ReasonNotOrigin) != 1 {
		t.Fatalf("reject not counted")
	}
}

var testKeys = map[peer.ID]*ecdsa.PrivateKey{}

func newKeyFrom(t *testing.T, h *Host) *ecdsa.PrivateKey {
	t.Helper()
	k, ok := testKeys[h.ID()]
	if !ok {
		t.Fatal("unknown host key")
	}
	return k
}

// The shortcut peer id must equal go-libp2p's own derivation.
func TestPeerIDOfMatchesLibp2p(t *testing.T) {
	for range 20 {
		k := newKey(t)
		want, err := peer.IDFromPrivateKey(k.p2p)
		if err != nil {
			t.Fatal(err)
		}
		got, err := peerIDOf(&k.eth.PublicKey)
		if err != nil || got != want {
			t.Fatalf("peerIDOf = %s, libp2p = %s (%v)", got, want, err)
		}
	}
}

// A genuine message relayed by a peer that did not write it is gossip, not
// forgery: it is delivered once, attributed to its author (the key that
// signed it), whoever forwarded it.
func TestRelayedMessageAttributedToAuthor(t *testing.T) {
	topic := types.SubnetTopic(1, types.TopicJobs)
	recv := newHost(t, newKey(t))
	sub, err := recv.Subscribe(topic)
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Cancel()
	author := newKey(t)
	authorID, err := peer.IDFromPrivateKey(author.p2p)
	if err != nil {
		t.Fatal(err)
	}
	data, err := types.Encode(signedJob(t, author.eth, 1, 7))
	if err != nil {
		t.Fatal(err)
	}
	_, tp := attacker(t, newKey(t), topic, recv.AddrInfo())
	if err := tp.Publish(context.Background(), data); err != nil {
		t.Fatal(err)
	}
	select {
	case in := <-sub.C:
		if in.From != authorID || common.Address(in.Author) != crypto.PubkeyToAddress(author.eth.PublicKey) {
			t.Fatalf("attributed to %s / %x, want the author %s", in.From, in.Author, authorID)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("relayed job not delivered")
	}
}

// After a restart a node's neighbours may gossip its previous run's
// messages back to it. Such an echo is ignored (not news) without
// penalising the neighbour that forwarded it, so a restarted node does not
// graylist honest peers (chaos R6).
func TestOwnMessageEchoIgnoredWithoutPenalty(t *testing.T) {
	topic := types.SubnetTopic(1, types.TopicJobs)
	k := newKey(t)
	recv := newHost(t, k)
	sub, err := recv.Subscribe(topic)
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Cancel()
	nb, tp := attacker(t, newKey(t), topic, recv.AddrInfo())
	for i := range 5 {
		data, err := types.Encode(signedJob(t, k.eth, 1, uint64(i+1)))
		if err != nil {
			t.Fatal(err)
		}
		if err := tp.Publish(context.Background(), data); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, "echoes ignored", func() bool { return recv.Ignored(ReasonEcho) == 5 })
	select {
	case in := <-sub.C:
		t.Fatalf("echo delivered: %v", in.Msg)
	case <-time.After(100 * time.Millisecond):
	}
	// Scores are inspected every second: wait for one taken after the
	// echoes were handled.
	time.Sleep(1100 * time.Millisecond)
	waitFor(t, "a score snapshot", func() bool { return recv.ScoreSnapshot(nb.ID()) != nil })
	for _, ts := range recv.ScoreSnapshot(nb.ID()).Topics {
		if ts.InvalidMessageDeliveries != 0 {
			t.Fatalf("neighbour penalised for an echo: %+v", ts)
		}
	}
	if sc := recv.Scores()[nb.ID()]; sc < 0 {
		t.Fatalf("neighbour score %v after echoes", sc)
	}
}
