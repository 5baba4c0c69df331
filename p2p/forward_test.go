package p2p

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/types"
)

// holdingHost is a host whose node ignores every message until told
// otherwise, keeping what it ignored: a peer that saw job messages before
// their job (node's early hold).
type holdingHost struct {
	*Host
	mu      sync.Mutex
	accept  bool
	ignored []*Incoming
}

func newHoldingHost(t *testing.T) *holdingHost {
	t.Helper()
	hh := &holdingHost{}
	h, err := New(newKey(t).p2p, Config{
		ListenAddrs:             []string{"/ip4/127.0.0.1/tcp/0"},
		AllowLoopbackColocation: true,
		Check: func(_ context.Context, in *Incoming) (pubsub.ValidationResult, string) {
			hh.mu.Lock()
			defer hh.mu.Unlock()
			if hh.accept {
				return pubsub.ValidationAccept, ""
			}
			hh.ignored = append(hh.ignored, in)
			return pubsub.ValidationIgnore, "unknown-job"
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	hh.Host = h
	return hh
}

// A peer that reaches a message's author only through a host that
// ignored it (it overtook its job) never gets it by GossipSub alone; once
// that host accepts it, Forward delivers it, attributed to its author,
// and the forwarding host's own subscription does not get it twice.
func TestForwardReachesPeersBehind(t *testing.T) {
	topic := types.SubnetTopic(1, types.TopicJobs)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	author := newKey(t)
	mid := newHoldingHost(t)
	behind := newHost(t, newKey(t))
	// A line: author — mid — behind. The author is a bare GossipSub peer
	// (no DHT), so nothing introduces it to behind.
	if err := behind.Connect(ctx, mid.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	midSub, err := mid.Subscribe(topic)
	if err != nil {
		t.Fatal(err)
	}
	defer midSub.Cancel()
	sub, err := behind.Subscribe(topic)
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Cancel()
	a, tp := attacker(t, author, topic, mid.AddrInfo())
	waitFor(t, "mid sees behind on the topic", func() bool { return mid.TopicHasPeer(topic, behind.ID()) })
	data, err := types.Encode(signedJob(t, author.eth, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := tp.Publish(ctx, data); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "mid ignores the job", func() bool { mid.mu.Lock(); defer mid.mu.Unlock(); return len(mid.ignored) == 1 })
	select {
	case in := <-sub.C:
		t.Fatalf("behind got a message mid ignored: %v", in.Msg)
	case <-time.After(500 * time.Millisecond):
	}

	mid.mu.Lock()
	held := mid.ignored[0]
	mid.mu.Unlock()
	if err := mid.Forward(ctx, held); err != nil {
		t.Fatal(err)
	}
	select {
	case in := <-sub.C:
		if in.ID != held.ID || common.Address(in.Author) != crypto.PubkeyToAddress(author.eth.PublicKey) || in.From != a.ID() {
			t.Fatalf("forwarded message arrived as %x from %s, want %x from the author %s", in.ID, in.From, held.ID, a.ID())
		}
	case <-ctx.Done():
		t.Fatal("the forwarded message never reached the peer behind")
	}
	select {
	case in := <-midSub.C:
		t.Fatalf("the forwarding host's own subscription got the message: %v", in.Msg)
	case <-time.After(300 * time.Millisecond):
	}
	// Forward publishes only what hashes to the id it was told: bytes of
	// another message under a held id are refused (not this host's own
	// message).
	other, err := types.Encode(signedJob(t, author.eth, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	forged := *held
	forged.Data = other
	if err := mid.Forward(ctx, &forged); err == nil {
		t.Fatal("forwarded another author's message under a held id")
	}
	if err := mid.Forward(ctx, &Incoming{Topic: topic, ID: held.ID}); err == nil {
		t.Fatal("forwarded a message without its bytes")
	}
}
