package p2p

import (
	"strings"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
	"github.com/libp2p/go-libp2p/core/peer"
)

// dropEchoes is GossipSub's RPC inspector: it strips from every incoming
// RPC the messages this host authored and the gossip (IHAVE) announcing
// them, before GossipSub handles it.
//
// Only a restarted peer (same key, so same peer id, and a fresh seen-cache)
// is ever offered its own messages: its neighbours gossip the recent
// messages of its previous run to it, it asks for them since they are new
// to it, and GossipSub then rejects each one as "self originated" and counts
// it as an invalid delivery by the honest neighbour that answered (−100 ×
// n² per topic, decaying over an hour). After one restart a miner scored
// every neighbour below the publish threshold and stopped sending them its
// adverts and bids (chaos R6). A message of ours is never news to us, so
// dropping it, and never asking for it, loses nothing.
func dropEchoes(self peer.ID) func(peer.ID, *pubsub.RPC) error {
	// GossipSub's default message id is the author's peer id followed by
	// the sequence number, so an announced id tells its author.
	prefix := string(self)
	return func(_ peer.ID, rpc *pubsub.RPC) error {
		if len(rpc.Publish) > 0 {
			rpc.Publish = dropOwn(rpc.Publish, self)
		}
		if ctl := rpc.GetControl(); ctl != nil {
			for _, ih := range ctl.GetIhave() {
				ih.MessageIDs = dropOwnIDs(ih.MessageIDs, prefix)
			}
		}
		return nil
	}
}

func dropOwn(msgs []*pb.Message, self peer.ID) []*pb.Message {
	out := msgs[:0]
	for _, m := range msgs {
		if peer.ID(m.GetFrom()) != self {
			out = append(out, m)
		}
	}
	clear(msgs[len(out):])
	return out
}

func dropOwnIDs(ids []string, prefix string) []string {
	out := ids[:0]
	for _, id := range ids {
		if !strings.HasPrefix(id, prefix) {
			out = append(out, id)
		}
	}
	return out
}
