package p2p

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/tensora/tensora/types"
)

// Incoming is a message that passed its topic validator.
type Incoming struct {
	Topic  string
	Kind   string // topic kind: "adverts", "jobs", "bids", ...
	Msg    types.Signed
	ID     [32]byte // content id (types.ID)
	From   peer.ID  // the author's peer id (bound to Msg's author)
	Author [20]byte
	// Data is the message as it came off the wire: Host.Forward puts
	// these exact bytes back on it (the same GossipSub message id).
	Data []byte
}

// CheckFunc is the node's semantic check, run by the topic validator after
// decoding, authentication and replay checks. It returns Accept, Reject or
// Ignore and a short reason used in metrics and logs.
type CheckFunc func(ctx context.Context, in *Incoming) (pubsub.ValidationResult, string)

// DHTMode selects how the peer takes part in the DHT.
type DHTMode int

// DHT modes.
const (
	DHTServer DHTMode = iota // full nodes answer queries
	DHTClient                // light peers only ask (M28)
)

// Config configures a Host. Zero values take the defaults below.
type Config struct {
	ListenAddrs []string        // multiaddrs; default TCP and QUIC on all interfaces, port 4001
	Bootstrap   []peer.AddrInfo // peers to connect to at start
	MDNS        bool            // LAN discovery
	DHTMode     DHTMode

	ConnLow, ConnHigh int           // connection manager watermarks (default 64 / 192)
	ConnGrace         time.Duration // default 30s

	Domain    types.Domain  // signature domain (network / chain id)
	MaxAge    time.Duration // messages older than this are stale (default 2m)
	MaxSkew   time.Duration // messages from further in the future are refused (default 30s)
	SeenLimit int           // replay cache entries (default 1<<20)

	// AppScore feeds GossipSub's AppSpecificScore from local reputation.
	AppScore func(peer.ID) float64
	// AllowLoopbackColocation whitelists 127.0.0.0/8 from the IP colocation
	// penalty, so a one-machine testnet is not scored as a Sybil cluster.
	AllowLoopbackColocation bool

	Check    CheckFunc
	Logger   *slog.Logger
	Registry prometheus.Registerer
	Now      func() time.Time
}

// DefaultListenAddrs are used when Config.ListenAddrs is empty.
var DefaultListenAddrs = []string{
	"/ip4/0.0.0.0/tcp/4001",
	"/ip4/0.0.0.0/udp/4001/quic-v1",
}

// Message freshness: gossip refuses a message older than DefaultMaxAge or
// more than DefaultMaxSkew in the future, unless Config says otherwise.
// The node keeps a finished job longer than both, so a replayed order is
// refused as stale rather than taken for a new job.
const (
	DefaultMaxAge  = 2 * time.Minute
	DefaultMaxSkew = 30 * time.Second
)

func (c *Config) applyDefaults() {
	if len(c.ListenAddrs) == 0 {
		c.ListenAddrs = DefaultListenAddrs
	}
	if c.ConnLow == 0 {
		c.ConnLow = 64
	}
	if c.ConnHigh == 0 {
		c.ConnHigh = 192
	}
	if c.ConnGrace == 0 {
		c.ConnGrace = 30 * time.Second
	}
	if c.Domain == (types.Domain{}) {
		c.Domain = types.DevDomain
	}
	if c.MaxAge == 0 {
		c.MaxAge = DefaultMaxAge
	}
	if c.MaxSkew == 0 {
		c.MaxSkew = DefaultMaxSkew
	}
	if c.SeenLimit == 0 {
		c.SeenLimit = 1 << 20
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	if c.Registry == nil {
		c.Registry = prometheus.NewRegistry()
	}
	if c.Now == nil {
		c.Now = time.Now
	}
}

func (c *Config) validate() error {
	if c.ConnLow > c.ConnHigh {
		return fmt.Errorf("p2p: connection low watermark %d above high %d", c.ConnLow, c.ConnHigh)
	}
	if c.MaxAge < 0 || c.MaxSkew < 0 {
		return errors.New("p2p: negative freshness window")
	}
	return nil
}
