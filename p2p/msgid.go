package p2p

import (
	"crypto/sha256"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
)

// MessageIDLen is the length of a GossipSub message id in bytes.
const MessageIDLen = 20

// MessageID is GossipSub's message id on Tensora topics: the first 20
// bytes of SHA-256 over the topic, a zero byte and the message data.
//
// Messages carry no libp2p envelope signature, sender or sequence number
// (StrictNoSign): every Tensora message is already signed by its author at
// the application layer, and the topic validator checks that signature, so
// the envelope's was a second check of the same author. The id is
// therefore derived from content: the same bytes forwarded by any number of
// peers are one message, which is what GossipSub's deduplication, IHAVE,
// IWANT and IDONTWANT need. The topic is hashed in so that a copy of a
// valid message published on a topic where it is invalid (and rejected)
// does not mark the valid copy as seen. 160 bits is the length Ethereum's
// consensus layer uses for the same purpose; a shorter id makes every IHAVE
// and IDONTWANT smaller.
func MessageID(m *pb.Message) string {
	h := sha256.New()
	h.Write([]byte(m.GetTopic()))
	h.Write([]byte{0})
	h.Write(m.GetData())
	var sum [sha256.Size]byte
	return string(h.Sum(sum[:0])[:MessageIDLen])
}

// WireOptions are the GossipSub options that define Tensora's wire format:
// envelopes without signature, sender or sequence number, and
// content-addressed message ids. A peer built with other options cannot
// exchange messages with Tensora peers (StrictNoSign rejects an envelope
// that carries a signature, sender or sequence number). Test and lab peers that speak
// GossipSub directly, without a Host, use them.
func WireOptions() []pubsub.Option {
	return []pubsub.Option{
		pubsub.WithNoAuthor(), // no sender or sequence number on the wire
		pubsub.WithMessageSignaturePolicy(pubsub.StrictNoSign),
		pubsub.WithMessageIdFn(MessageID),
	}
}
