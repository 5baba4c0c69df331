package p2p

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p"
	dht "github.com/libp2p/go-libp2p-kad-dht"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/metrics"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/routing"
	"github.com/libp2p/go-libp2p/p2p/discovery/mdns"
	rcmgr "github.com/libp2p/go-libp2p/p2p/host/resource-manager"
	lpyamux "github.com/libp2p/go-libp2p/p2p/muxer/yamux"
	"github.com/libp2p/go-libp2p/p2p/net/connmgr"
	"github.com/libp2p/go-yamux/v5"

	"github.com/tensora/tensora/types"
)

// DHTPrefix is the private DHT protocol prefix: Tensora peers never join the
// public IPFS DHT by accident.
const DHTPrefix = "/tensora"

// MDNSService is the mDNS service name for LAN discovery.
const MDNSService = "tensora-1"

// Host is a running libp2p peer with Tensora's pubsub and DHT.
type Host struct {
	cfg     Config
	log     *slog.Logger
	host    host.Host
	dht     *dht.IpfsDHT
	ps      *pubsub.PubSub
	bw      *metrics.BandwidthCounter
	mdns    mdns.Service
	seen    *seenCache
	metrics *gossipMetrics
	foreign foreignChains

	ctx    context.Context
	cancel context.CancelFunc

	mu     sync.Mutex
	topics map[string]*pubsub.Topic

	fwdMu      sync.Mutex
	forwarding map[[32]byte]bool // ids Forward is publishing now

	scoreMu sync.Mutex
	scores  map[peer.ID]float64
	snaps   map[peer.ID]*pubsub.PeerScoreSnapshot

	closeOnce sync.Once
	closeErr  error
}

// New builds and starts a host from key and cfg. The host lives until Close;
// it does not inherit a caller's context.
func New(key crypto.PrivKey, cfg Config) (*Host, error) {
	cfg.applyDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	h := &Host{
		cfg:    cfg,
		seen:   newSeenCache(cfg.MaxAge+cfg.MaxSkew, cfg.SeenLimit),
		bw:     metrics.NewBandwidthCounter(),
		ctx:    ctx,
		cancel: cancel,
		topics: make(map[string]*pubsub.Topic),
	}
	var err error
	if h.metrics, err = newGossipMetrics(cfg.Registry); err != nil {
		cancel()
		return nil, err
	}
	if err := h.build(key); err != nil {
		_ = h.Close()
		return nil, err
	}
	return h, nil
}

func (h *Host) build(key crypto.PrivKey) error {
	cfg := h.cfg
	cm, err := connmgr.NewConnManager(cfg.ConnLow, cfg.ConnHigh, connmgr.WithGracePeriod(cfg.ConnGrace))
	if err != nil {
		return fmt.Errorf("p2p: connection manager: %w", err)
	}
	limits := rcmgr.DefaultLimits
	libp2p.SetDefaultServiceLimits(&limits)
	rm, err := rcmgr.NewResourceManager(rcmgr.NewFixedLimiter(limits.AutoScale()))
	if err != nil {
		return fmt.Errorf("p2p: resource manager: %w", err)
	}
	mode := dht.ModeServer
	if cfg.DHTMode == DHTClient {
		mode = dht.ModeClient
	}
	lh, err := libp2p.New(
		libp2p.Identity(key),
		libp2p.ListenAddrStrings(cfg.ListenAddrs...),
		libp2p.ConnectionManager(cm),
		libp2p.ResourceManager(rm),
		libp2p.BandwidthReporter(h.bw),
		libp2p.UserAgent(userAgent(cfg.Domain)), // names our chain (chains.go)
		// TLS 1.3 first, then noise: libp2p's default order, kept (on
		// amd64 both run at about the same speed: AES-GCM with AES-NI,
		// ChaCha20-Poly1305 with AVX2). yamux with larger frames, below.
		libp2p.Muxer(lpyamux.ID, yamuxTransport()),
		libp2p.Routing(func(hh host.Host) (routing.PeerRouting, error) {
			d, err := dht.New(hh,
				dht.ProtocolPrefix(DHTPrefix),
				dht.Mode(mode),
				dht.BootstrapPeers(cfg.Bootstrap...),
			)
			h.dht = d
			return d, err
		}),
	)
	if err != nil {
		return fmt.Errorf("p2p: libp2p host: %w", err)
	}
	h.host = lh
	h.log = cfg.Logger.With("peer", shortID(lh.ID()))

	score, thresholds := scoreParams(cfg)
	const validateQueue = 1024
	opts := append(WireOptions(),
		pubsub.WithPeerScore(score, thresholds),
		pubsub.WithMaxMessageSize(4*types.MaxMessageSize), // we Reject above 64 KiB; this only bounds the RPC
		pubsub.WithSeenMessagesTTL(cfg.MaxAge+cfg.MaxSkew),
		pubsub.WithPeerScoreInspect(pubsub.ExtendedPeerScoreInspectFn(h.inspectScores), time.Second),
		// The default queue (32) in front of the validators overflows under a
		// bid flood and then drops messages unvalidated, honest ones included;
		// our validators are cheap (a signature and a map lookup), so queue more.
		pubsub.WithValidateQueueSize(validateQueue),
	)
	h.ps, err = pubsub.NewGossipSub(h.ctx, lh, opts...)
	if err != nil {
		return fmt.Errorf("p2p: gossipsub: %w", err)
	}
	if cfg.MDNS {
		h.mdns = mdns.NewMdnsService(lh, MDNSService, mdnsNotifee{h})
		if err := h.mdns.Start(); err != nil {
			return fmt.Errorf("p2p: mdns: %w", err)
		}
	}
	return nil
}

// yamuxMaxFrame is the largest yamux data frame this host sends: yamux's
// initial stream window (256 KiB), the most any peer accepts in one frame
// before it has grown the window. libp2p's default (yamux's, 64 KiB) cuts a
// 256 KiB block into four frames, each one more header, window update and
// write through the security layer; a plain libp2p stream moving 256 MiB
// took 15-20% less CPU with 256 KiB frames (docs/benchmarks.md, P5).
const yamuxMaxFrame = 256 << 10

// yamuxTransport is libp2p's yamux with frames up to yamuxMaxFrame. The
// frame size is the sender's choice: stock peers (Kubo, other libp2p
// implementations) read frames up to the window they granted.
func yamuxTransport() *lpyamux.Transport {
	c := yamux.Config(*lpyamux.DefaultTransport)
	c.MaxMessageSize = yamuxMaxFrame
	return (*lpyamux.Transport)(&c)
}

type mdnsNotifee struct{ h *Host }

func (n mdnsNotifee) HandlePeerFound(ai peer.AddrInfo) {
	if ai.ID == n.h.host.ID() {
		return
	}
	ctx, cancel := context.WithTimeout(n.h.ctx, 10*time.Second)
	defer cancel()
	if err := n.h.host.Connect(ctx, ai); err != nil {
		n.h.log.Debug("mdns connect failed", "to", shortID(ai.ID), "err", err)
	}
}

// Bootstrap connects to the configured bootstrap peers and starts the DHT's
// routing table refresh. It returns an error only if every peer failed.
func (h *Host) Bootstrap(ctx context.Context) error {
	var errs []error
	ok := 0
	for _, ai := range h.cfg.Bootstrap {
		if ai.ID == h.host.ID() {
			continue
		}
		if err := h.host.Connect(ctx, ai); err != nil {
			errs = append(errs, fmt.Errorf("bootstrap %s: %w", shortID(ai.ID), err))
			continue
		}
		ok++
	}
	if err := h.dht.Bootstrap(h.ctx); err != nil {
		return fmt.Errorf("p2p: dht bootstrap: %w", err)
	}
	if ok == 0 && len(errs) > 0 {
		return errors.Join(errs...)
	}
	return nil
}

// Connect dials a peer.
func (h *Host) Connect(ctx context.Context, ai peer.AddrInfo) error {
	if err := h.host.Connect(ctx, ai); err != nil {
		return fmt.Errorf("p2p: connect %s: %w", shortID(ai.ID), err)
	}
	return nil
}

// ID is the host's peer id.
func (h *Host) ID() peer.ID { return h.host.ID() }

// AddrInfo is how other peers reach this one.
func (h *Host) AddrInfo() peer.AddrInfo {
	return peer.AddrInfo{ID: h.host.ID(), Addrs: h.host.Addrs()}
}

// LibP2P exposes the underlying host for protocols layered on it (bitswap).
func (h *Host) LibP2P() host.Host { return h.host }

// DHT exposes the routing table for content routing.
func (h *Host) DHT() *dht.IpfsDHT { return h.dht }

// PubSub exposes the router (tests and benchmarks use it for raw baselines).
func (h *Host) PubSub() *pubsub.PubSub { return h.ps }

// Bandwidth returns the host's bandwidth counters.
func (h *Host) Bandwidth() metrics.Stats { return h.bw.GetBandwidthTotals() }

// Peers lists connected peers.
func (h *Host) Peers() []peer.ID { return h.host.Network().Peers() }

// Join joins a Tensora topic and registers its validator. Joining twice
// returns the same topic.
func (h *Host) Join(topic string) (*pubsub.Topic, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if t, ok := h.topics[topic]; ok {
		return t, nil
	}
	subnet, kind, err := types.ParseTopic(topic)
	if err != nil {
		return nil, fmt.Errorf("p2p: %w", err)
	}
	if err := h.ps.RegisterTopicValidator(topic, h.validator(topic, subnet, kind)); err != nil {
		return nil, fmt.Errorf("p2p: validator for %s: %w", topic, err)
	}
	t, err := h.ps.Join(topic)
	if err != nil {
		_ = h.ps.UnregisterTopicValidator(topic)
		return nil, fmt.Errorf("p2p: join %s: %w", topic, err)
	}
	if err := t.SetScoreParams(topicScoreParams()); err != nil {
		return nil, fmt.Errorf("p2p: score params for %s: %w", topic, err)
	}
	h.topics[topic] = t
	return t, nil
}

// TopicPeers is the number of peers known to subscribe to topic (0 when
// this host has not joined it).
func (h *Host) TopicPeers(topic string) int {
	h.mu.Lock()
	t := h.topics[topic]
	h.mu.Unlock()
	if t == nil {
		return 0
	}
	return len(t.ListPeers())
}

// TopicHasPeer reports whether peer p is known to subscribe to topic.
func (h *Host) TopicHasPeer(topic string, p peer.ID) bool {
	h.mu.Lock()
	t := h.topics[topic]
	h.mu.Unlock()
	if t == nil {
		return false
	}
	for _, q := range t.ListPeers() {
		if q == p {
			return true
		}
	}
	return false
}

// Publish signs nothing: m must already be signed by this host's key. It is
// encoded in an Envelope and published on topic.
func (h *Host) Publish(ctx context.Context, topic string, m types.Signed) error {
	data, err := types.Encode(m)
	if err != nil {
		return err
	}
	return h.PublishRaw(ctx, topic, data)
}

// PublishRaw publishes pre-encoded bytes. Tests use it to send malformed
// messages through the real validator path.
func (h *Host) PublishRaw(ctx context.Context, topic string, data []byte) error {
	t, err := h.Join(topic)
	if err != nil {
		return err
	}
	if err := t.Publish(ctx, data); err != nil {
		return fmt.Errorf("p2p: publish on %s: %w", topic, err)
	}
	h.metrics.published.WithLabelValues(kindOf(topic)).Inc()
	return nil
}

// Forward puts a message this host received and ignored back on the
// wire, once the node has judged it again and accepted it: a job message
// that overtook its job's order or round (node's early hold). GossipSub
// relays only what its validator accepted, so a peer whose every path to
// the author runs through hosts that saw the message early would never
// get it; Forward is the relay those hosts owed. The bytes are the ones
// received, so the GossipSub message id is the same and peers that have
// the message drop the copy as a duplicate. Only a message whose bytes
// hash to in.ID is forwarded (the validator recomputes the id), and this
// host's own subscriptions do not get it again: the node handled it when
// it accepted it.
func (h *Host) Forward(ctx context.Context, in *Incoming) error {
	if in == nil || len(in.Data) == 0 {
		return errors.New("p2p: forward: no message bytes")
	}
	h.fwdMu.Lock()
	if h.forwarding == nil {
		h.forwarding = make(map[[32]byte]bool)
	}
	h.forwarding[in.ID] = true
	h.fwdMu.Unlock()
	defer func() {
		h.fwdMu.Lock()
		delete(h.forwarding, in.ID)
		h.fwdMu.Unlock()
	}()
	return h.PublishRaw(ctx, in.Topic, in.Data)
}

// isForward reports whether this host is forwarding message id now
// (Forward).
func (h *Host) isForward(id [32]byte) bool {
	h.fwdMu.Lock()
	defer h.fwdMu.Unlock()
	return h.forwarding[id]
}

// Subscription delivers validated messages of one topic.
type Subscription struct {
	C      <-chan *Incoming
	sub    *pubsub.Subscription
	cancel context.CancelFunc
	done   chan struct{}
}

// Cancel stops the subscription and waits for its goroutine.
func (s *Subscription) Cancel() {
	s.cancel()
	s.sub.Cancel()
	<-s.done
}

// Subscribe subscribes to a topic; messages published by this host itself
// are delivered too (the node filters them where it needs to).
func (h *Host) Subscribe(topic string) (*Subscription, error) {
	t, err := h.Join(topic)
	if err != nil {
		return nil, err
	}
	ps, err := t.Subscribe(pubsub.WithBufferSize(1024))
	if err != nil {
		return nil, fmt.Errorf("p2p: subscribe %s: %w", topic, err)
	}
	ctx, cancel := context.WithCancel(h.ctx)
	out := make(chan *Incoming, 256)
	s := &Subscription{C: out, sub: ps, cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(s.done)
		defer close(out)
		for {
			msg, err := ps.Next(ctx)
			if err != nil {
				return
			}
			in, ok := msg.ValidatorData.(*Incoming)
			if !ok {
				continue
			}
			select {
			case out <- in:
			case <-ctx.Done():
				return
			}
		}
	}()
	return s, nil
}

// Close stops discovery, pubsub, the DHT and the host, in reverse order of
// construction. It is safe to call more than once.
func (h *Host) Close() error {
	h.closeOnce.Do(func() {
		var errs []error
		if h.mdns != nil {
			errs = append(errs, h.mdns.Close())
		}
		h.cancel()
		if h.dht != nil {
			errs = append(errs, h.dht.Close())
		}
		if h.host != nil {
			errs = append(errs, h.host.Close())
		}
		h.closeErr = errors.Join(errs...)
	})
	return h.closeErr
}

func scoreParams(cfg Config) (*pubsub.PeerScoreParams, *pubsub.PeerScoreThresholds) {
	app := cfg.AppScore
	if app == nil {
		app = func(peer.ID) float64 { return 0 }
	}
	p := &pubsub.PeerScoreParams{
		Topics:                      map[string]*pubsub.TopicScoreParams{},
		TopicScoreCap:               100,
		AppSpecificScore:            app,
		AppSpecificWeight:           10,
		IPColocationFactorWeight:    -10,
		IPColocationFactorThreshold: 8,
		BehaviourPenaltyWeight:      -10,
		BehaviourPenaltyThreshold:   6,
		BehaviourPenaltyDecay:       pubsub.ScoreParameterDecay(10 * time.Minute),
		DecayInterval:               time.Second,
		DecayToZero:                 0.01,
		RetainScore:                 10 * time.Minute,
	}
	if cfg.AllowLoopbackColocation {
		_, lo, _ := net.ParseCIDR("127.0.0.0/8")
		p.IPColocationFactorWhitelist = []*net.IPNet{lo}
	}
	t := &pubsub.PeerScoreThresholds{
		GossipThreshold:             -100,
		PublishThreshold:            -500,
		GraylistThreshold:           -1000,
		AcceptPXThreshold:           10,
		OpportunisticGraftThreshold: 5,
	}
	return p, t
}

// topicScoreParams penalises invalid deliveries hard (a Reject costs
// -100 × count², so a handful of forged messages graylists a peer) and
// rewards first deliveries a little. Mesh delivery deficits are not scored:
// job traffic is bursty and a quiet topic must not look like misbehaviour.
func topicScoreParams() *pubsub.TopicScoreParams {
	return &pubsub.TopicScoreParams{
		TopicWeight:                    1,
		TimeInMeshWeight:               0.01,
		TimeInMeshQuantum:              time.Second,
		TimeInMeshCap:                  3600,
		FirstMessageDeliveriesWeight:   1,
		FirstMessageDeliveriesDecay:    pubsub.ScoreParameterDecay(10 * time.Minute),
		FirstMessageDeliveriesCap:      50,
		InvalidMessageDeliveriesWeight: -100,
		InvalidMessageDeliveriesDecay:  pubsub.ScoreParameterDecay(time.Hour),
	}
}

func (h *Host) inspectScores(m map[peer.ID]*pubsub.PeerScoreSnapshot) {
	s := make(map[peer.ID]float64, len(m))
	for p, snap := range m {
		s[p] = snap.Score
	}
	h.scoreMu.Lock()
	h.scores = s
	h.snaps = m
	h.scoreMu.Unlock()
}

// ScoreSnapshot returns GossipSub's breakdown of peer p's score (behaviour
// penalty, per-topic counters) as of the last inspection, or nil.
func (h *Host) ScoreSnapshot(p peer.ID) *pubsub.PeerScoreSnapshot {
	h.scoreMu.Lock()
	defer h.scoreMu.Unlock()
	return h.snaps[p]
}

// Scores returns GossipSub's score of each known peer, as of the last
// inspection (refreshed every second).
func (h *Host) Scores() map[peer.ID]float64 {
	h.scoreMu.Lock()
	defer h.scoreMu.Unlock()
	out := make(map[peer.ID]float64, len(h.scores))
	for p, v := range h.scores {
		out[p] = v
	}
	return out
}

func shortID(id peer.ID) string {
	s := id.String()
	if len(s) > 8 {
		return s[len(s)-8:]
	}
	return s
}
