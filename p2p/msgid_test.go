package p2p

import (
	"context"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"

	"github.com/tensora/tensora/types"
)

// The message id is content-addressed and bound to the topic: the same
// bytes are one message whoever forwards them, and a copy sent on another
// topic (where it is rejected) is another message.
func TestMessageID(t *testing.T) {
	topic, other := "/tensora/1/s1/jobs", "/tensora/1/s1/bids"
	data := []byte("a signed envelope")
	id := MessageID(&pb.Message{Topic: &topic, Data: data})
	if len(id) != MessageIDLen {
		t.Fatalf("id length %d, want %d", len(id), MessageIDLen)
	}
	if again := MessageID(&pb.Message{Topic: &topic, Data: append([]byte(nil), data...)}); again != id {
		t.Fatal("same topic and bytes, different ids")
	}
	if MessageID(&pb.Message{Topic: &other, Data: data}) == id {
		t.Fatal("the id does not depend on the topic")
	}
	if MessageID(&pb.Message{Topic: &topic, Data: append(data, 0)}) == id {
		t.Fatal("the id does not depend on the bytes")
	}
}

// A peer that signs its GossipSub envelopes (the old wire format, or a
// peer that sets a sender to claim an origin) is not heard: StrictNoSign
// drops an envelope that carries a signature, sender or sequence number
// before any validator runs.
func TestSignedEnvelopeDropped(t *testing.T) {
	topic := types.SubnetTopic(1, types.TopicJobs)
	k := newKey(t)
	recv := newHost(t, newKey(t))
	sub, err := recv.Subscribe(topic)
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Cancel()
	h, err := libp2p.New(libp2p.Identity(k.p2p), libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(func() { cancel(); _ = h.Close() })
	ps, err := pubsub.NewGossipSub(ctx, h, pubsub.WithMessageSignaturePolicy(pubsub.StrictSign))
	if err != nil {
		t.Fatal(err)
	}
	tp, err := ps.Join(topic)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Connect(ctx, recv.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the signer sees the subscriber", func() bool { return len(ps.ListPeers(topic)) == 1 })
	data, err := types.Encode(signedJob(t, k.eth, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := tp.Publish(ctx, data); err != nil {
		t.Fatal(err)
	}
	select {
	case in := <-sub.C:
		t.Fatalf("a signed envelope was delivered: %v", in.Msg)
	case <-time.After(time.Second):
	}
	// The same message in an unsigned envelope is delivered: the drop was
	// the envelope's, not the message's.
	_, tp2 := attacker(t, newKey(t), topic, recv.AddrInfo())
	if err := tp2.Publish(ctx, data); err != nil {
		t.Fatal(err)
	}
	select {
	case <-sub.C:
	case <-time.After(10 * time.Second):
		t.Fatal("the message in an unsigned envelope was not delivered")
	}
}
