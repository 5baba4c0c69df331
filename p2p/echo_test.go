package p2p

import (
	"crypto/rand"
	"slices"
	"testing"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
)

// A restarted peer (same id, fresh seen-cache) is offered its previous
// run's messages by gossip; the inspector drops them and their IHAVE ids
// before GossipSub handles the RPC (which would ask for them and then
// count each as an invalid delivery by the honest neighbour), and leaves
// everyone else's untouched.
func TestDropEchoes(t *testing.T) {
	self, other := newPeerID(t), newPeerID(t)
	seq := func(b byte) []byte { return []byte{0, 0, 0, 0, 0, 0, 0, b} }
	topic := "/tensora/1/adverts"
	mine := &pb.Message{From: []byte(self), Seqno: seq(1), Topic: &topic}
	theirs := &pb.Message{From: []byte(other), Seqno: seq(1), Topic: &topic}
	mineID, theirsID := pubsub.DefaultMsgIdFn(mine), pubsub.DefaultMsgIdFn(theirs)
	rpc := &pubsub.RPC{RPC: pb.RPC{
		Publish: []*pb.Message{mine, theirs, mine},
		Control: &pb.ControlMessage{Ihave: []*pb.ControlIHave{{TopicID: &topic, MessageIDs: []string{mineID, theirsID}}}},
	}}
	if err := dropEchoes(self)(other, rpc); err != nil {
		t.Fatal(err)
	}
	if len(rpc.Publish) != 1 || rpc.Publish[0] != theirs {
		t.Fatalf("publish after the inspector: %v, want only the other peer's message", rpc.Publish)
	}
	if ids := rpc.Control.Ihave[0].MessageIDs; !slices.Equal(ids, []string{theirsID}) {
		t.Fatalf("IHAVE ids after the inspector: %q, want only %q", ids, theirsID)
	}

	// An RPC without our messages passes as it came.
	rpc = &pubsub.RPC{RPC: pb.RPC{Publish: []*pb.Message{theirs}}}
	if err := dropEchoes(self)(other, rpc); err != nil || len(rpc.Publish) != 1 {
		t.Fatalf("foreign message dropped: %v, %d left", err, len(rpc.Publish))
	}
}

func newPeerID(t *testing.T) peer.ID {
	t.Helper()
	_, pub, err := crypto.GenerateSecp256k1Key(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	id, err := peer.IDFromPublicKey(pub)
	if err != nil {
		t.Fatal(err)
	}
	return id
}
