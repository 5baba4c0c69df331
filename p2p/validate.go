package p2p

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/tensora/tensora/types"
)

// Reasons a message is refused; they label the rejects metric.
const (
	ReasonOversized    = "oversized"
	ReasonMalformed    = "malformed"
	ReasonWrongTopic   = "wrong-topic"
	ReasonWrongSubnet  = "wrong-subnet"
	ReasonStale        = "stale"
	ReasonFuture       = "future"
	ReasonReplay       = "replay"
	ReasonBadSignature = "bad-signature"
	ReasonBadJobID     = "bad-job-id"
	ReasonWrongAuthor  = "wrong-author"
	ReasonNotOrigin    = "author-not-origin" // a local publish of a message another key signed
	ReasonEcho         = "echo"              // this node's own message, received from a peer
)

type gossipMetrics struct {
	in        *prometheus.CounterVec
	rejected  *prometheus.CounterVec
	ignored   *prometheus.CounterVec
	published *prometheus.CounterVec
}

func newGossipMetrics(reg prometheus.Registerer) (*gossipMetrics, error) {
	m := &gossipMetrics{
		in: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "tensora", Subsystem: "gossip", Name: "messages_in_total",
			Help: "Messages accepted by topic validators, by topic kind.",
		}, []string{"topic"}),
		rejected: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "tensora", Subsystem: "gossip", Name: "rejected_total",
			Help: "Messages rejected (sender penalised), by topic kind and reason.",
		}, []string{"topic", "reason"}),
		ignored: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "tensora", Subsystem: "gossip", Name: "ignored_total",
			Help: "Messages ignored (dropped without penalty), by topic kind and reason.",
		}, []string{"topic", "reason"}),
		published: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "tensora", Subsystem: "gossip", Name: "messages_out_total",
			Help: "Messages published by this node, by topic kind.",
		}, []string{"topic"}),
	}
	for _, c := range []prometheus.Collector{m.in, m.rejected, m.ignored, m.published} {
		if err := reg.Register(c); err != nil {
			return nil, fmt.Errorf("p2p: register metrics: %w", err)
		}
	}
	return m, nil
}

// Rejected returns how many messages this host rejected for reason on any
// topic (tests and the testnet report read it).
func (h *Host) Rejected(reason string) float64 { return sumVec(h.metrics.rejected, reason) }

// Ignored returns how many messages this host ignored for reason.
func (h *Host) Ignored(reason string) float64 { return sumVec(h.metrics.ignored, reason) }

func sumVec(v *prometheus.CounterVec, reason string) float64 {
	ch := make(chan prometheus.Metric, 64)
	go func() { v.Collect(ch); close(ch) }()
	total := 0.0
	for m := range ch {
		var pb dto.Metric
		if err := m.Write(&pb); err != nil {
			continue
		}
		for _, l := range pb.GetLabel() {
			if l.GetName() == "reason" && l.GetValue() == reason {
				total += pb.GetCounter().GetValue()
			}
		}
	}
	return total
}

func kindOf(topic string) string {
	if _, k, err := types.ParseTopic(topic); err == nil {
		return k
	}
	return "unknown"
}

// validator returns the topic validator. Order matters for cost: size,
// decode, topic and subnet, freshness and replay are cheap and run before the
// signature recovery; the node's semantic check runs last.
func (h *Host) validator(topic string, subnet uint64, kind string) pubsub.ValidatorEx {
	reject := func(reason string) pubsub.ValidationResult {
		h.metrics.rejected.WithLabelValues(kind, reason).Inc()
		return pubsub.ValidationReject
	}
	ignore := func(reason string) pubsub.ValidationResult {
		h.metrics.ignored.WithLabelValues(kind, reason).Inc()
		return pubsub.ValidationIgnore
	}
	return func(ctx context.Context, from peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
		if len(msg.GetData()) > types.MaxMessageSize {
			return reject(ReasonOversized)
		}
		_, body, err := types.Decode(msg.GetData())
		if err != nil {
			return reject(ReasonMalformed)
		}
		if !types.Allowed(kind, body.Kind()) {
			return reject(ReasonWrongTopic)
		}
		if subnet != 0 && types.Subnet(body) != subnet {
			return reject(ReasonWrongSubnet)
		}
		now := h.cfg.Now().UnixMilli()
		ts := types.Timestamp(body)
		if ts < now-h.cfg.MaxAge.Milliseconds() {
			return ignore(ReasonStale)
		}
		if ts > now+h.cfg.MaxSkew.Milliseconds() {
			return ignore(ReasonFuture)
		}
		id, err := types.ID(h.cfg.Domain, body)
		if err != nil {
			return reject(ReasonMalformed)
		}
		if from == h.host.ID() && h.isForward(id) {
			// A message received, ignored, and since accepted by the node
			// (Forward): it passed every check below when it arrived, and
			// the node has handled it, so no subscription gets it again
			// (ValidatorData is not an *Incoming).
			msg.ValidatorData = forwarded{}
			return pubsub.ValidationAccept
		}
		t := h.cfg.Now()
		if h.seen.has(id, t) {
			return ignore(ReasonReplay)
		}
		// The author's signature over the content (and, for an order, the
		// job id derived from it) is the one check of who wrote a message:
		// GossipSub envelopes are unsigned (WireOptions), so a forged author
		// or a tampered payload is refused here. The digest is the id
		// computed above, not computed again.
		pub, err := types.VerifyDigest(h.cfg.Domain, body, id)
		switch {
		case errors.Is(err, types.ErrBadJobID):
			return reject(ReasonBadJobID)
		case errors.Is(err, types.ErrWrongAuthor):
			h.noteWrongAuthor(from)
			return reject(ReasonWrongAuthor)
		case err != nil:
			return reject(ReasonBadSignature)
		}
		origin, err := peerIDOf(pub)
		if err != nil {
			return reject(ReasonBadSignature)
		}
		self := h.host.ID()
		switch {
		case from == self && origin != self:
			// This node publishes only what it wrote itself: a buggy
			// caller cannot put another peer's message on the wire as
			// its own publication.
			return reject(ReasonNotOrigin)
		case from != self && origin == self:
			// Our own message offered back to us: only after a restart
			// (the seen caches are fresh), by a neighbour that gossips
			// the previous run's messages. Not news, and not the
			// neighbour's fault.
			return ignore(ReasonEcho)
		}
		if !h.seen.add(id, t) {
			return ignore(ReasonReplay)
		}
		in := &Incoming{Topic: topic, Kind: kind, Msg: body, ID: id, From: origin, Data: msg.GetData()}
		copy(in.Author[:], body.Author()) // VerifyDigest checked it is pub's address
		if h.cfg.Check != nil {
			res, reason := h.cfg.Check(ctx, in)
			switch res {
			case pubsub.ValidationReject:
				return reject(reason)
			case pubsub.ValidationIgnore:
				return ignore(reason)
			}
		}
		msg.ValidatorData = in
		h.metrics.in.WithLabelValues(kind).Inc()
		return pubsub.ValidationAccept
	}
}

// forwarded marks a message Host.Forward publishes: subscriptions skip it.
type forwarded struct{}

// secp256k1IDPrefix starts every peer id of a secp256k1 key: identity
// multihash (0x00, length 37) of the protobuf PublicKey{Type: Secp256k1,
// Data: <33-byte compressed key>}. Building the id from it avoids parsing
// (and so decompressing) the key on every message.
const secp256k1IDPrefix = "\x00\x25\x08\x02\x12\x21"

// peerIDOf is the libp2p peer id of a secp256k1 key.
func peerIDOf(pub *ecdsa.PublicKey) (peer.ID, error) {
	if pub == nil || pub.X == nil {
		return "", errors.New("no public key")
	}
	return peer.ID(secp256k1IDPrefix + string(crypto.CompressPubkey(pub))), nil
}
