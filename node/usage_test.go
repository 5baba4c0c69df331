package node

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"google.golang.org/protobuf/encoding/protowire"

	"github.com/tensora/tensora/node/usage"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
)

// usageNode starts a real client node on 127.0.0.1 with a short usage
// interval.
func usageNode(t *testing.T, interval time.Duration, boot ...peer.AddrInfo) *Node {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return startNode(t, Config{
		Roles:         []Role{RoleClient},
		UsageInterval: interval,
		P2P:           p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, Bootstrap: boot, AllowLoopbackColocation: true},
	}, key)
}

func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
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

// Two real nodes publish reports on the metrics topic and each keeps the
// other's; either can also pull the other's latest report directly and
// check who signed it.
func TestUsageGossipAndPull(t *testing.T) {
	a := usageNode(t, 100*time.Millisecond)
	b := usageNode(t, 100*time.Millisecond, a.Host().AddrInfo())

	waitUntil(t, "each node to hold the other's report", func() bool {
		return a.UsageReports()[b.Address()] != nil && b.UsageReports()[a.Address()] != nil
	})
	got := a.UsageReports()[b.Address()]
	if common.BytesToAddress(got.GetNode()) != b.Address() || got.GetSeq() == 0 || got.GetCreatedMs() <= 0 {
		t.Fatalf("b's report at a: %v", got)
	}
	if len(got.GetRoles()) != 1 || got.GetRoles()[0] != "client" {
		t.Errorf("roles %v, want [client]", got.GetRoles())
	}
	if got.GetMemTotalBytes() == 0 || got.GetMemUsedBytes() == 0 {
		t.Errorf("no memory figures in %v", got)
	}
	if own := a.UsageReports()[a.Address()]; own == nil {
		t.Errorf("a does not list its own report")
	}
	// Seq keeps rising.
	first := got.GetSeq()
	waitUntil(t, "a newer report", func() bool { return a.UsageReports()[b.Address()].GetSeq() > first })

	// Pull: a asks b directly.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	r, err := a.RequestUsage(ctx, b.Host().ID())
	if err != nil {
		t.Fatal(err)
	}
	if common.BytesToAddress(r.GetNode()) != b.Address() || r.GetSeq() < first {
		t.Fatalf("pulled report %v (seq %d, first gossiped %d)", r, r.GetSeq(), first)
	}
	if _, err := types.Verify(types.DevDomain, r); err != nil {
		t.Fatalf("pulled report does not verify: %v", err)
	}
	// The copy is a copy.
	m := a.UsageReports()
	m[b.Address()].Seq = 0
	if a.UsageReports()[b.Address()].GetSeq() == 0 {
		t.Fatal("UsageReports returned the node's own map entries")
	}
}

// A peer that serves someone else's signed report on /tensora/usage/1 is
// caught: the requester checks the signer against the peer it asked. The
// rogue is a bare libp2p host answering the protocol with a report signed
// by another node; when it has nothing to give it resets the stream, and
// the requester says so at once rather than hanging.
func TestRequestUsageRefusesAnotherSigner(t *testing.T) {
	a := usageNode(t, time.Hour)
	c := usageNode(t, time.Hour)
	waitUntil(t, "c's first report", func() bool { return c.OwnUsage() != nil })
	rogue, _ := bareHost(t)
	var serve atomic.Pointer[[]byte] // c's report, or nil: reset
	stolen, err := types.Encode(c.OwnUsage())
	if err != nil {
		t.Fatal(err)
	}
	serve.Store(&stolen)
	rogue.SetStreamHandler(protocol.ID(types.UsageProtocol), func(s network.Stream) {
		b := serve.Load()
		if b == nil {
			_ = s.Reset()
			return
		}
		_, _ = s.Write(*b)
		_ = s.Close()
	})
	a.Host().LibP2P().Peerstore().AddAddrs(rogue.ID(), rogue.Addrs(), time.Minute)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := a.RequestUsage(ctx, rogue.ID()); !errors.Is(err, usage.ErrNotFromPeer) {
		t.Fatalf("got %v, want ErrNotFromPeer", err)
	}
	serve.Store(nil)
	if _, err := a.RequestUsage(ctx, rogue.ID()); err == nil {
		t.Fatal("a report from a peer that has none")
	}
}

// bareHost is a libp2p host on 127.0.0.1 with a fresh secp256k1 identity
// and none of Tensora's protocols or validators: a peer that can send
// anything. It is closed when the test ends.
func bareHost(t *testing.T) (host.Host, *ecdsa.PrivateKey) {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	pk, err := p2pcrypto.UnmarshalSecp256k1PrivateKey(crypto.FromECDSA(key))
	if err != nil {
		t.Fatal(err)
	}
	h, err := libp2p.New(libp2p.Identity(pk), libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	return h, key
}

// usageSender is a bare libp2p + GossipSub peer without Tensora's
// validators, so it can put anything on the metrics topic.
type usageSender struct {
	key   *ecdsa.PrivateKey
	addr  common.Address
	topic *pubsub.Topic
}

// newUsageSender connects a fresh sender to victim and waits until a
// report of its own (seq 1) gets through: GossipSub drops what a peer
// publishes before the two have exchanged subscriptions.
func newUsageSender(t *testing.T, victim *Node) *usageSender {
	t.Helper()
	h, key := bareHost(t)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	ps, err := pubsub.NewGossipSub(ctx, h, p2p.WireOptions()...)
	if err != nil {
		t.Fatal(err)
	}
	topic, err := ps.Join(types.MetricsTopic)
	if err != nil {
		t.Fatal(err)
	}
	sub, err := topic.Subscribe() // subscribed, so the victim grafts us
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(sub.Cancel)
	if err := h.Connect(ctx, victim.Host().AddrInfo()); err != nil {
		t.Fatal(err)
	}
	s := &usageSender{key: key, addr: crypto.PubkeyToAddress(key.PublicKey), topic: topic}
	probe := s.encode(t, s.report(t, key, 1, time.Now(), nil))
	n := 0
	waitUntil(t, "a first report to get through", func() bool {
		if victim.UsageReports()[s.addr] != nil {
			return true
		}
		// The same report in a new envelope: a repeat that arrives is a
		// replay, never a second accept.
		n++
		_ = topic.Publish(ctx, reencode(probe, n))
		return false
	})
	return s
}

// reencode returns data with an unknown Envelope field of n bytes
// appended: the same signed message in other bytes. GossipSub's message id
// is a hash of the bytes, so the same bytes published again are one
// message and go nowhere; a re-encoding travels and reaches the validator,
// whose replay cache keys on the signed content.
func reencode(data []byte, n int) []byte {
	return protowire.AppendBytes(protowire.AppendTag(slices.Clone(data), 99, protowire.BytesType), make([]byte, n))
}

func (s *usageSender) report(t *testing.T, key *ecdsa.PrivateKey, seq uint64, created time.Time, mutate func(*types.UsageReport)) *types.UsageReport {
	t.Helper()
	r := &types.UsageReport{Seq: seq, CreatedMs: created.UnixMilli(), WindowMs: 1000, CpuPercent: 12.5,
		MemUsedBytes: 1 << 30, MemTotalBytes: 8 << 30, JobsDone: 1, JobIds: [][]byte{make([]byte, 32)},
		Usage: &types.Usage{WallUs: 1000, CpuUs: 900}}
	if mutate != nil {
		mutate(r)
	}
	if err := types.Sign(types.DevDomain, r, key); err != nil {
		t.Fatal(err)
	}
	return r
}

func (s *usageSender) encode(t *testing.T, r *types.UsageReport) []byte {
	t.Helper()
	b, err := types.Encode(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The metrics topic's validator, through real gossip from bare libp2p
// peers that can put anything on the wire: a good report is kept; forged,
// badly signed, oversized, stale, future and replayed ones are refused with
// the right verdict (Reject penalises the sender, Ignore does not). Each
// rejected message comes from a fresh sender: a few rejects graylist a
// peer, after which GossipSub drops what it sends before validation.
func TestUsageTopicValidator(t *testing.T) {
	victim := usageNode(t, time.Hour)
	honest := newUsageSender(t, victim)
	other, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	pad := func(r *types.UsageReport, n int) {
		// Unknown field 99 survives decoding and counts in the size.
		r.ProtoReflect().SetUnknown(protowire.AppendBytes(protowire.AppendTag(nil, 99, protowire.BytesType), make([]byte, n)))
	}
	good := honest.encode(t, honest.report(t, honest.key, 10, now, nil))
	type build func(s *usageSender) []byte
	signed := func(seq uint64, created time.Time, mutate func(*types.UsageReport)) build {
		return func(s *usageSender) []byte { return s.encode(t, s.report(t, s.key, seq, created, mutate)) }
	}
	for _, tc := range []struct {
		name    string
		data    build
		reject  string // reject reason expected (from a fresh sender), or
		ignore  string // ignore reason expected, or neither: accepted
		wantSeq uint64 // the victim's latest seq from the sender afterwards
	}{
		// Well formed, signed by the sender: kept.
		{"good", func(*usageSender) []byte { return good }, "", "", 10},
		// The same report again, re-encoded (the same bytes would be the
		// same GossipSub message, dropped before any validator): the
		// replay cache drops it.
		{"replay", func(*usageSender) []byte { return reencode(good, 1000) }, "", p2p.ReasonReplay, 10},
		// Same seq, new content: the seq check drops it.
		{"same seq", signed(10, now.Add(time.Millisecond), nil), "", usage.ReasonOld, 10},
		// A lower seq (an old report re-sent): dropped.
		{"older seq", signed(9, now.Add(2*time.Millisecond), nil), "", usage.ReasonOld, 10},
		// Created ten minutes ago: stale, dropped without penalty.
		{"stale", signed(17, now.Add(-10*time.Minute), nil), "", p2p.ReasonStale, 10},
		// Created five minutes ahead: dropped without penalty.
		{"future", signed(18, now.Add(5*time.Minute), nil), "", p2p.ReasonFuture, 10},
		// A later good report is kept.
		{"next good", signed(19, now.Add(time.Second), nil), "", "", 19},
		// Names another key as its author, signed by us: nobody reports
		// for someone else.
		{"forged author", func(s *usageSender) []byte {
			r := s.report(t, other, 11, now, nil)
			d, err := types.Digest(types.DevDomain, r)
			if err != nil {
				t.Fatal(err)
			}
			if r.Signature, err = crypto.Sign(d[:], s.key); err != nil {
				t.Fatal(err)
			}
			return s.encode(t, r)
		}, p2p.ReasonWrongAuthor, "", 1},
		// Content changed after signing: the signature recovers another key.
		{"tampered content", func(s *usageSender) []byte {
			r := s.report(t, s.key, 12, now, nil)
			r.CpuPercent = 99
			return s.encode(t, r)
		}, p2p.ReasonWrongAuthor, "", 1},
		// A signature that is no signature (recovery id 5).
		{"bad signature", func(s *usageSender) []byte {
			r := s.report(t, s.key, 12, now, nil)
			r.Signature[64] = 5
			return s.encode(t, r)
		}, p2p.ReasonBadSignature, "", 1},
		// Padded past MaxUsageReportBytes (still under the 64 KiB message cap).
		{"oversized report", signed(13, now, func(r *types.UsageReport) { pad(r, types.MaxUsageReportBytes) }), p2p.ReasonMalformed, "", 1},
		// Past the topic's 64 KiB message cap.
		{"oversized message", signed(14, now, func(r *types.UsageReport) { pad(r, types.MaxMessageSize) }), p2p.ReasonOversized, "", 1},
		// More job ids than the bound.
		{"too many job ids", signed(15, now, func(r *types.UsageReport) {
			r.JobsDone = types.MaxUsageJobs + 1
			r.JobIds = make([][]byte, types.MaxUsageJobs+1)
			for i := range r.JobIds {
				r.JobIds[i] = make([]byte, 32)
			}
		}), p2p.ReasonMalformed, "", 1},
		// CPU above 100%.
		{"impossible figure", signed(16, now, func(r *types.UsageReport) { r.CpuPercent = 250 }), p2p.ReasonMalformed, "", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := honest
			if tc.reject != "" {
				s = newUsageSender(t, victim)
			}
			rejected, ignored := victim.Host().Rejected(tc.reject), victim.Host().Ignored(tc.ignore)
			data := tc.data(s)
			if err := s.topic.Publish(context.Background(), data); err != nil {
				t.Fatal(err)
			}
			// On a loaded machine a single publish can be lost on the way
			// (as the probe can; CI lost a good report once): the same
			// message again, re-encoded, until the verdict shows. A repeat
			// that arrives after the first is a replay.
			n := 0
			again := func() { n++; _ = s.topic.Publish(context.Background(), reencode(data, n)) }
			switch {
			case tc.reject != "":
				waitUntil(t, "a reject for "+tc.reject, func() bool {
					if victim.Host().Rejected(tc.reject) > rejected {
						return true
					}
					again()
					return false
				})
			case tc.ignore != "":
				waitUntil(t, "an ignore for "+tc.ignore, func() bool {
					if victim.Host().Ignored(tc.ignore) > ignored {
						return true
					}
					again()
					return false
				})
			default:
				waitUntil(t, "the report kept", func() bool {
					if victim.UsageReports()[s.addr].GetSeq() == tc.wantSeq {
						return true
					}
					again()
					return false
				})
			}
			if got := victim.UsageReports()[s.addr].GetSeq(); got != tc.wantSeq {
				t.Fatalf("victim's latest seq from the sender = %d, want %d", got, tc.wantSeq)
			}
		})
	}
	if victim.UsageReports()[crypto.PubkeyToAddress(other.PublicKey)] != nil {
		t.Fatal("the victim kept a forged report")
	}
}
