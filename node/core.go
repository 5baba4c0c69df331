package node

import (
	"context"
	"crypto/ecdsa"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/chain/names"
	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

// core is what every peer runs whatever its roles.
type core struct {
	cfg  Config
	opts options // from New's Options (options.go)
	key  *ecdsa.PrivateKey
	addr common.Address
	log  *slog.Logger

	db      *store.DB
	rep     *store.Reputation
	host    *p2p.Host
	content *content.Store

	mu      sync.Mutex
	adverts map[common.Address]*advertEntry
	offers  offerBook             // recent adverts by id: the standing offers a direct assignment cites (offers.go)
	early   earlyMsgs             // job messages that overtook their order or assignment (early.go)
	book    *jobbook.Book         // the jobs this peer sees on gossip
	chainRd *chainGuard           // chain reads of the gossip validators (guard.go)
	names   *names.Cache          // .tora names of addresses, for the API's views (nil without a names contract)
	hashes  map[string]proof.Hash // keccak of local content by CID (models, a client's inputs)
	// modelFetched is told of each model fetchJob fetched (the miner
	// notes it, and advertises it when it is a miner).
	modelFetched func(cid string)
	// jobFacts, on a validator, reads what its durable records say of a
	// job the book may have forgotten (a dispute can come long after its
	// result); nil on other peers.
	jobFacts func(ctx context.Context, id [32]byte) *jobbook.JobFacts

	events    events    // the local API's live event stream
	startedAt time.Time // when Start ran
	// One load sampler per reader: a sampler's CPU figure is the busy
	// share since its previous sample, so readers sharing one would see
	// each other's intervals (or none). Metrics scrapes have their own;
	// the miner's adverts and the usage reports each have theirs.
	loadStats *hw.Sampler

	metrics *nodeMetrics // Prometheus collectors and the totals Stats reads

	peerAddrs     sync.Map // peer.ID → common.Address
	peerAddrCount atomic.Int64

	// acl is the subnets' access control (acl.go); nil: everything open.
	acl          AccessView
	aclCache     *acl.Cache // the node's own cache of the SubnetACL, when it built one
	jobSubnetsMu sync.Mutex // serialises noteJobContent's read-modify-write
	jobSubnets   sync.Map   // guarded content root's multihash (string) → []uint64, the subnets of the jobs that named it
	models       ModelGate  // the registry's restricted weights (nil without one)
	gatedModels  sync.Map   // weights (CID string) this node has restricted

	ctx       context.Context
	cancel    context.CancelFunc
	wg        sync.WaitGroup
	subs      []*p2p.Subscription
	started   bool
	closeOnce sync.Once
	closeErr  error
}

type advertEntry struct {
	ad      *types.HardwareAdvert
	id      [32]byte // the advert's digest: its id as a standing offer
	from    peer.ID
	expires time.Time
}

// Address is the node's Ethereum address (= its identity).
func (n *core) Address() common.Address { return n.addr }

// ProveAPI signs auth.ProofMessage for the API at uri and challenge with
// the node's key: with MintAPIToken's tokens for its own gateway, the only
// text the API has the key sign for anyone.
func (n *core) ProveAPI(uri string, challenge []byte) ([]byte, error) {
	return auth.SignProof(n.key, uri, challenge)
}

// MintAPIToken signs, with the node's key, an API token (auth.NewToken)
// whose signer and node are this node and whose nonce starts with
// auth.MintedNonce, for its gateway at uri on chainID:
// what the API hands a caller that already holds a session or signs with
// an allowed wallet (POST /api/v1/token). It is the only token the node
// signs, and only its own gateway takes it.
func (n *core) MintAPIToken(uri string, chainID uint64, now time.Time, ttl time.Duration) (string, auth.Token, error) {
	t, err := auth.NewToken(n.addr, n.addr, uri, chainID, now, ttl)
	if err != nil {
		return "", auth.Token{}, err
	}
	t.Nonce = auth.MintedNonce + t.Nonce
	s, err := auth.SignToken(t, n.key)
	return s, t, err
}

// Content is the node's content store (blockstore, bitswap, pins).
func (n *core) Content() *content.Store { return n.content }

// Host is the node's p2p host.
func (n *core) Host() *p2p.Host { return n.host }

// Reputation is the node's local reputation ledger.
func (n *core) Reputation() *store.Reputation { return n.rep }

func (n *core) has(r Role) bool { return n.cfg.has(r) }

// gc drops expired adverts and jobs well past their deadline.
func (n *core) gc(now time.Time) {
	n.mu.Lock()
	defer n.mu.Unlock()
	for a, e := range n.adverts {
		if now.After(e.expires) {
			delete(n.adverts, a)
		}
	}
	n.offers.gc(now)
	n.early.expire(now)
	n.book.GC(now, n.finishedJobTTL())
}

// finishedJobTTL is how long a peer remembers a job after its result: long
// enough for validators' verdicts and a client's next round after a result
// it refused, and longer than gossip accepts a message (max age plus skew),
// so a replayed order is refused as stale once the job is forgotten, never
// taken for a new job. Until their deadline (10 minutes by default) every
// peer kept every job, which is most of a busy node's memory (the soak).
func (n *core) finishedJobTTL() time.Duration {
	maxAge, skew := n.cfg.P2P.MaxAge, n.cfg.P2P.MaxSkew
	if maxAge == 0 {
		maxAge = p2p.DefaultMaxAge
	}
	if skew == 0 {
		skew = p2p.DefaultMaxSkew
	}
	return max(3*time.Minute, maxAge+skew+30*time.Second)
}

// appScore maps local reputation onto GossipSub's application score:
// neutral reputation (0.5) scores 0, a proven cheat up to -5 (× weight 10).
// GossipSub asks for every peer's score on every message it forwards, so
// the peer id → address conversion (a key decompression) is cached.
func (n *core) appScore(p peer.ID) float64 {
	a, err := n.peerAddress(p)
	if err != nil {
		return 0
	}
	return (n.rep.Reputation(a) - 0.5) * 10
}

func (n *core) sign(m types.Signed) error {
	return types.Sign(n.cfg.P2P.Domain, m, n.key)
}

func (n *core) publish(ctx context.Context, topic string, m types.Signed) error {
	if err := n.sign(m); err != nil {
		return err
	}
	return n.host.Publish(ctx, topic, m)
}

// SignAndPublish signs m with the node's key and publishes it on topic.
// Benchmarks and tools use it to put hand-built messages on the wire.
func (n *core) SignAndPublish(ctx context.Context, topic string, m types.Signed) error {
	return n.publish(ctx, topic, m)
}

// runEngine runs one inference. A panic in the engine (a hostile model
// can cause one, e.g. an output shape too large to allocate) fails this
// run with an engine failure and a reason, instead of taking down the
// process and every job in it (and being replayed from the queue at
// restart).
func (n *core) runEngine(ctx context.Context, req engine.Request) (res *engine.Result, err error) {
	defer func() {
		if p := recover(); p != nil {
			n.log.Error("engine panicked: job failed", "model", req.ModelCID, "panic", p)
			res, err = nil, fail(types.Failure_FAILURE_ENGINE, "the engine panicked running this model: %v", p)
		}
	}()
	return n.cfg.Engine.Run(ctx, req)
}
