package node

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

// Node is one Tensora peer.
type Node struct {
	cfg  Config
	opts options // from New's Options (options.go)
	key  *ecdsa.PrivateKey
	addr common.Address
	log  *slog.Logger

	db         *store.DB
	rep        *store.Reputation
	host       *p2p.Host
	content    *content.Store
	queue      *queue.Queue          // miners: acknowledged jobs
	records    *store.Bucket         // clients: posted jobs
	models     map[string]struct{}   // model CIDs this miner holds (advertised)
	hashes     map[string]proof.Hash // keccak of local content by CID (client checks)
	settle     *settle.Queue         // miners with Config.Settlement
	settler    *settle.OnChain
	lastEscrow *big.Int // the client's free escrow when last read
	hw         hw.Hardware
	own        scheduler.Advert // this miner's advert as the matcher reads it (hardware and price are fixed at start)

	mu        sync.Mutex
	adverts   map[common.Address]*advertEntry
	jobs      map[[32]byte]*jobState
	early     *earlyBids
	advertSeq uint64
	running   int // jobs this miner has acknowledged and not finished

	// Validators.
	validations  *store.Bucket // records of the results seen
	valQ         chan valTask
	valPoke      chan struct{}
	samples      atomic.Int64
	sampledCount atomic.Int64
	subnetRates  sync.Map // subnet → uint16 sample rate from the chain
	// valActive holds the job ids whose records still have something to
	// do on chain (re-executed, not yet worked or resolved), so the chain
	// watcher reads those records, not every result ever seen.
	valActive sync.Map   // [32]byte → struct{}
	valMu     sync.Mutex // serialises read-modify-writes of validation records
	usage     usageState // usage reports (usage.go)

	events    events    // the local API's live event stream
	startedAt time.Time // when Start ran
	unsettled unsettled // the client's verified jobs not yet seen settled
	// One load sampler per reader: a sampler's CPU figure is the busy
	// share since its previous sample, so readers sharing one would see
	// each other's intervals (or none). Metrics scrapes have their own.
	loadAdvert, loadUsage, loadStats *hw.Sampler

	metrics *nodeMetrics // Prometheus collectors and the totals Stats reads

	unstakedWarned atomic.Bool
	peerAddrs      sync.Map // peer.ID → common.Address
	peerAddrCount  atomic.Int64

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
	from    peer.ID
	expires time.Time
}

// New builds a node; nothing runs until Start.
func New(cfg Config, key *ecdsa.PrivateKey, opts ...Option) (*Node, error) {
	cfg.applyDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	o, err := applyOptions(opts)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	n := &Node{
		cfg:        cfg,
		opts:       o,
		key:        key,
		addr:       crypto.PubkeyToAddress(key.PublicKey),
		adverts:    make(map[common.Address]*advertEntry),
		jobs:       make(map[[32]byte]*jobState),
		early:      newEarlyBids(),
		models:     make(map[string]struct{}),
		hashes:     make(map[string]proof.Hash),
		valQ:       make(chan valTask, maxValQueue),
		valPoke:    make(chan struct{}, 1),
		loadAdvert: hw.NewSampler(hw.SamplerOptions{Logger: cfg.Logger}),
		loadUsage:  hw.NewSampler(hw.SamplerOptions{Logger: cfg.Logger}),
		loadStats:  hw.NewSampler(hw.SamplerOptions{Logger: cfg.Logger}),
		ctx:        ctx,
		cancel:     cancel,
	}
	if err := n.build(); err != nil {
		_ = n.Close()
		return nil, err
	}
	return n, nil
}

func (n *Node) build() error {
	var err error
	var opts []store.Option
	if n.cfg.DataDir == "" {
		opts = append(opts, store.InMemory())
	}
	if n.db, err = store.Open(n.cfg.DataDir, opts...); err != nil {
		return fmt.Errorf("node: open store: %w", err)
	}
	if n.rep, err = store.NewReputation(n.db, store.ReputationParams{}); err != nil {
		return fmt.Errorf("node: reputation ledger: %w", err)
	}
	if n.has(RoleMiner) {
		n.hw, err = hw.Detect(n.ctx, hw.DetectOptions{DataDir: n.cfg.DataDir, Declared: n.cfg.Declared, Logger: n.cfg.Logger})
		if err != nil {
			return fmt.Errorf("node: detect hardware: %w", err)
		}
		n.own = schedAdvert(n.addr, n.buildAdvert())
		// That advert was never published. Seqs start from the clock, as
		// usage reports' do: peers ignore an advert whose seq is not above
		// the last they hold, so a restarted miner counting from 1 again
		// would go unheard until its old advert expired.
		n.advertSeq = uint64(n.cfg.Now().UnixMilli())
	}
	pk, err := p2pcrypto.UnmarshalSecp256k1PrivateKey(crypto.FromECDSA(n.key))
	if err != nil {
		return fmt.Errorf("node: libp2p key: %w", err)
	}
	pc := n.cfg.P2P
	pc.Check = n.checkUsage // n.check, plus the usage reports' replay check
	pc.AppScore = n.appScore
	if n.host, err = p2p.New(pk, pc); err != nil {
		return err
	}
	n.log = n.cfg.Logger.With("node", n.addr.Hex()[:10])
	if n.metrics, err = newNodeMetrics(n, n.cfg.Registry); err != nil {
		return err
	}
	if n.content, err = content.New(n.ctx, n.host, store.NewBlockstore(n.db), n.db.Prefixed(store.PrefixPins), n.cfg.Content); err != nil {
		return fmt.Errorf("node: content: %w", err)
	}
	n.records = n.db.Prefixed(store.PrefixClientJobs)
	n.validations = n.db.Prefixed(store.PrefixValidation)
	if n.has(RoleMiner) {
		err := n.db.Prefixed(store.PrefixMeta).ForEach(n.ctx, func(k, _ []byte) error {
			if c, ok := strings.CutPrefix(string(k), metaModelKey); ok {
				n.models[c] = struct{}{}
			}
			return nil
		})
		if err != nil {
			return fmt.Errorf("node: cached models: %w", err)
		}
	}
	return nil
}

// Start connects to the network, subscribes to the topics of the node's
// roles and subnets, and (for miners) publishes the first advert.
func (n *Node) Start(ctx context.Context) error {
	n.mu.Lock()
	if n.started {
		n.mu.Unlock()
		return errors.New("node: already started")
	}
	n.started = true
	n.startedAt = n.cfg.Now()
	n.mu.Unlock()

	n.host.LibP2P().Network().Notify(peerNotifee{n})
	if len(n.cfg.P2P.Bootstrap) > 0 {
		if err := n.host.Bootstrap(ctx); err != nil {
			return fmt.Errorf("node: %w", err)
		}
	}
	topics := []string{types.AdvertsTopic, types.MetricsTopic}
	for _, s := range n.cfg.Subnets {
		topics = append(topics,
			types.SubnetTopic(s, types.TopicJobs),
			types.SubnetTopic(s, types.TopicBids),
			types.SubnetTopic(s, types.TopicAssign),
			// Everyone follows verdicts: they move reputation, which every
			// peer's matching reads.
			types.SubnetTopic(s, types.TopicVerdict))
		if n.has(RoleClient) || n.has(RoleValidator) {
			topics = append(topics, types.SubnetTopic(s, types.TopicResults))
		}
	}
	for _, t := range topics {
		sub, err := n.host.Subscribe(t)
		if err != nil {
			return fmt.Errorf("node: %w", err)
		}
		n.subs = append(n.subs, sub)
		n.wg.Add(1)
		go n.consume(sub)
	}
	if n.has(RoleMiner) {
		q, recovered, err := queue.Open(ctx, n.db.Prefixed(store.PrefixQueue), queue.Options{Now: n.cfg.Now, OnMove: n.onQueueMove})
		if err != nil {
			return fmt.Errorf("node: %w", err)
		}
		n.queue = q
		n.metrics.queue.Store(q)
		for _, bad := range q.Skipped() {
			n.log.Error("unreadable job record left in the queue", "record", bad)
		}
		n.mu.Lock()
		n.running = q.Depth()
		n.mu.Unlock()
		if n.cfg.Settlement != nil {
			// Before any worker can finish a job and queue its fee.
			n.startSettlement()
		}
		for w := 0; w < n.cfg.MaxConcurrency; w++ {
			n.wg.Add(1)
			go n.workLoop()
		}
		n.resumeQueue(recovered)
		if err := n.publishAdvert(ctx); err != nil {
			return fmt.Errorf("node: first advert: %w", err)
		}
		n.wg.Add(1)
		go n.advertLoop()
		t, err := n.host.Join(types.AdvertsTopic)
		if err != nil {
			return fmt.Errorf("node: %w", err)
		}
		if err := n.advertOnJoin(t); err != nil {
			return fmt.Errorf("node: %w", err)
		}
	}
	if n.has(RoleValidator) {
		if err := n.startValidator(ctx); err != nil {
			return fmt.Errorf("node: validator: %w", err)
		}
	}
	n.startUsage()
	n.wg.Add(1)
	go n.gcLoop()
	if n.has(RoleClient) && n.cfg.Settlement != nil {
		n.wg.Add(1)
		go n.settledLoop()
	}
	n.log.Info("node started", "peer", n.host.ID(), "roles", n.cfg.Roles, "subnets", n.cfg.Subnets, "addrs", n.host.AddrInfo().Addrs)
	return nil
}

// Close stops the node. It is idempotent.
func (n *Node) Close() error {
	n.closeOnce.Do(func() {
		n.cancel()
		if n.queue != nil {
			n.queue.Close()
		}
		// Go offline before dropping the subscriptions: leaving each topic
		// while connected would PRUNE every mesh peer with a 10 s backoff,
		// and a restart within it re-grafts into that backoff, a GossipSub
		// misbehaviour that scored the restarted peer out of every mesh
		// (chaos R6). Peers drop a closed connection from their meshes
		// anyway. Host.Close is idempotent; its error is kept below.
		if n.host != nil {
			_ = n.host.Close()
		}
		for _, s := range n.subs {
			s.Cancel()
		}
		n.wg.Wait()
		var errs []error
		if n.content != nil {
			errs = append(errs, n.content.Close())
		}
		if n.host != nil {
			errs = append(errs, n.host.Close())
		}
		if n.db != nil {
			errs = append(errs, n.db.Close())
		}
		for _, l := range []*hw.Sampler{n.loadAdvert, n.loadUsage, n.loadStats} {
			_ = l.Close()
		}
		n.closeErr = errors.Join(errs...)
		n.metrics.close()
		n.closeEvents()
	})
	return n.closeErr
}

// Address is the node's Ethereum address (= its identity).
func (n *Node) Address() common.Address { return n.addr }

// Content is the node's content store (blockstore, bitswap, pins).
func (n *Node) Content() *content.Store { return n.content }

// Queue is a miner's durable job queue (nil for other roles and before
// Start).
func (n *Node) Queue() *queue.Queue { return n.queue }

// Host is the node's p2p host.
func (n *Node) Host() *p2p.Host { return n.host }

// Hardware is what the miner detected at start (zero for non-miners).
func (n *Node) Hardware() hw.Hardware { return n.hw }

// Reputation is the node's local reputation ledger.
func (n *Node) Reputation() *store.Reputation { return n.rep }

func (n *Node) has(r Role) bool { return n.cfg.has(r) }

func (n *Node) consume(sub *p2p.Subscription) {
	defer n.wg.Done()
	for in := range sub.C {
		n.handle(in)
	}
}

func (n *Node) handle(in *p2p.Incoming) {
	n.observe(in)
	switch m := in.Msg.(type) {
	case *types.HardwareAdvert:
		n.onAdvert(in, m)
	case *types.JobOrder:
		n.onJob(in, m)
	case *types.Bid:
		n.onBid(in, m)
	case *types.Assignment:
		n.onAssignment(in, m)
	case *types.Ack:
		n.onAck(in, m)
	case *types.Result:
		n.onResult(in, m)
		if n.has(RoleValidator) {
			n.onResultValidate(in, m)
		}
	case *types.Verdict:
		n.onVerdict(in, m)
	}
}

func (n *Node) gcLoop() {
	defer n.wg.Done()
	t := time.NewTicker(10 * time.Second)
	defer t.Stop()
	var valPruned time.Time
	for {
		select {
		case <-n.ctx.Done():
			return
		case <-t.C:
			n.gc(n.cfg.Now())
			if n.has(RoleValidator) && n.cfg.Now().Sub(valPruned) > time.Hour {
				valPruned = n.cfg.Now()
				// A result can be challenged for at most 30 days (the
				// registry's cap); final records are kept a day longer.
				if err := n.pruneValidations(n.ctx, n.cfg.Now().Add(-31*24*time.Hour)); err != nil && n.ctx.Err() == nil {
					n.log.Warn("validation records prune", "err", err)
				}
			}
			if n.queue != nil {
				// Answered jobs are kept a day for `miner` tooling, then dropped.
				if _, err := n.queue.Prune(n.ctx, n.cfg.Now().Add(-24*time.Hour)); err != nil && n.ctx.Err() == nil {
					n.log.Warn("job queue prune", "err", err)
				}
			}
		}
	}
}

// gc drops expired adverts and jobs well past their deadline.
func (n *Node) gc(now time.Time) {
	n.mu.Lock()
	defer n.mu.Unlock()
	for a, e := range n.adverts {
		if now.After(e.expires) {
			delete(n.adverts, a)
		}
	}
	n.early.expire(now)
	keep := n.finishedJobTTL()
	for id, j := range n.jobs {
		done := !j.finishedAt.IsZero() && now.Sub(j.finishedAt) > keep
		if done || now.UnixMilli() > j.order.GetDeadlineMs()+int64(time.Minute/time.Millisecond) {
			delete(n.jobs, id)
		}
	}
}

// finishedJobTTL is how long a peer remembers a job after its result: long
// enough for validators' verdicts and a client's next round after a result
// it refused, and longer than gossip accepts a message (max age plus skew),
// so a replayed order is refused as stale once the job is forgotten, never
// taken for a new job. Until their deadline (10 minutes by default) every
// peer kept every job, which is most of a busy node's memory (the soak).
func (n *Node) finishedJobTTL() time.Duration {
	maxAge, skew := n.cfg.P2P.MaxAge, n.cfg.P2P.MaxSkew
	if maxAge == 0 {
		maxAge = 2 * time.Minute
	}
	if skew == 0 {
		skew = 30 * time.Second
	}
	return max(3*time.Minute, maxAge+skew+30*time.Second)
}

// appScore maps local reputation onto GossipSub's application score:
// neutral reputation (0.5) scores 0, a proven cheat up to -5 (× weight 10).
// GossipSub asks for every peer's score on every message it forwards, so
// the peer id → address conversion (a key decompression) is cached.
func (n *Node) appScore(p peer.ID) float64 {
	var a common.Address
	if v, ok := n.peerAddrs.Load(p); ok {
		a = v.(common.Address)
	} else {
		var err error
		if a, err = addressOf(p); err != nil {
			return 0
		}
		if n.peerAddrCount.Add(1) < 1<<16 { // bounded: never grows past 65k peers
			n.peerAddrs.Store(p, a)
		}
	}
	return (n.rep.Reputation(a) - 0.5) * 10
}

func addressOf(p peer.ID) (common.Address, error) {
	pub, err := p.ExtractPublicKey()
	if err != nil {
		return common.Address{}, err
	}
	raw, err := pub.Raw()
	if err != nil {
		return common.Address{}, err
	}
	ep, err := crypto.DecompressPubkey(raw)
	if err != nil {
		return common.Address{}, err
	}
	return crypto.PubkeyToAddress(*ep), nil
}

func (n *Node) sign(m types.Signed) error {
	return types.Sign(n.cfg.P2P.Domain, m, n.key)
}

func (n *Node) publish(ctx context.Context, topic string, m types.Signed) error {
	if err := n.sign(m); err != nil {
		return err
	}
	return n.host.Publish(ctx, topic, m)
}

// SignAndPublish signs m with the node's key and publishes it on topic.
// Benchmarks and tools use it to put hand-built messages on the wire.
func (n *Node) SignAndPublish(ctx context.Context, topic string, m types.Signed) error {
	return n.publish(ctx, topic, m)
}
