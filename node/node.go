package node

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"

	"github.com/tensora/tensora/chain/names"
	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

// Node is one Tensora peer: a core that every peer runs (identity,
// signing, gossip, the job book, reputation, the stake view) and one part
// per role, each with its own fields and files: the client posts jobs
// (client.go), the miner bids and runs them (miner.go), the validator
// re-executes a sample (validator.go) and the usage service exchanges
// usage reports (usage.go). Every part is built; Start starts those of
// the node's roles, in order, and unwinds them if a later one fails.
type Node struct {
	*core
	client    *client
	miner     *miner
	validator *validator
	usage     *usagePart
	swaps     *swapsPart
	parts     []part // started, in start order
}

// part is a role's lifecycle: start launches its goroutines (on the
// core's WaitGroup, ended by the core's context); stop releases what
// start took that the core's Close does not.
type part interface {
	start(ctx context.Context) error
	stop()
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
	c := &core{
		cfg:       cfg,
		opts:      o,
		key:       key,
		addr:      crypto.PubkeyToAddress(key.PublicKey),
		adverts:   make(map[common.Address]*advertEntry),
		hashes:    make(map[string]proof.Hash),
		loadStats: hw.NewSampler(hw.SamplerOptions{Logger: cfg.Logger}),
		ctx:       ctx,
		cancel:    cancel,
	}
	c.book = jobbook.New(c.addr, cfg.MinStake)
	c.book.SetDomain(cfg.P2P.Domain)
	c.book.SetFollowsResults(cfg.has(RoleClient) || cfg.has(RoleValidator))
	c.chainRd = newChainGuard(ctx, &c.wg, cfg.Settlement, cfg.Now)
	if s := cfg.Settlement; s != nil && s.Contracts.Names != (common.Address{}) {
		c.names = names.NewCache(names.New(s.Client, s.Contracts), cfg.Logger)
	}
	c.newACL()
	n := &Node{core: c, client: newClient(c), miner: newMiner(c), validator: newValidator(c), swaps: newSwaps(c)}
	n.usage = newUsage(c, n.miner)
	c.modelFetched = n.miner.noteModel
	if cfg.has(RoleValidator) {
		c.jobFacts = n.validator.jobFacts
	}
	if err := n.build(); err != nil {
		_ = n.Close()
		return nil, err
	}
	return n, nil
}

// namesInterval is how often the node's names cache reads new events and
// the names it was asked for.
const namesInterval = 2 * time.Second

func (n *Node) build() error {
	var err error
	var opts []store.Option
	if n.cfg.DataDir == "" {
		opts = append(opts, store.InMemory())
	}
	if n.db, err = store.Open(n.cfg.DataDir, opts...); err != nil {
		return fmt.Errorf("node: open store: %w", err)
	}
	if n.rep, err = store.NewReputation(n.db, store.ReputationParams{}, store.WithReputationLogger(n.cfg.Logger)); err != nil {
		return fmt.Errorf("node: reputation ledger: %w", err)
	}
	if n.has(RoleMiner) {
		if err := n.miner.build(); err != nil {
			return err
		}
	}
	pk, err := p2pcrypto.UnmarshalSecp256k1PrivateKey(crypto.FromECDSA(n.key))
	if err != nil {
		return fmt.Errorf("node: libp2p key: %w", err)
	}
	pc := n.cfg.P2P
	pc.Check = n.checkGossip // the job book's checks, the usage reports' replay check and the swap quotes'
	pc.AppScore = n.appScore
	if n.host, err = p2p.New(pk, pc); err != nil {
		return err
	}
	n.log = n.cfg.Logger.With("node", n.addr.Hex()[:10])
	if n.metrics, err = newNodeMetrics(n, n.cfg.Registry); err != nil {
		return err
	}
	cc := n.cfg.Content
	cc.Access = n.mayRead  // a job's input and output are the job's (access.go)
	cc.Deny = n.mayNotRead // and a subnet's ACL vetoes every DAG sharing a block (acl.go)
	if n.content, err = content.New(n.ctx, n.host, store.NewBlockstore(n.db), n.db.Prefixed(store.PrefixPins), cc); err != nil {
		return fmt.Errorf("node: content: %w", err)
	}
	if cu, ok := n.cfg.Engine.(engine.ContentUser); ok {
		cu.UseContent(n.content) // the container engine reads pulled images from it
	}
	n.usage.build()
	n.client.build()
	n.validator.build()
	return nil
}

// Start connects to the network, subscribes to the topics of the node's
// roles and subnets, and starts the parts of its roles in order: the
// miner (its queue, workers and first advert), the validator, the usage
// service and the client. If any step fails, Start closes the node, so
// whatever it had started is stopped, and returns the error.
func (n *Node) Start(ctx context.Context) (err error) {
	n.mu.Lock()
	if n.started {
		n.mu.Unlock()
		return errors.New("node: already started")
	}
	n.started = true
	n.startedAt = n.cfg.Now()
	n.mu.Unlock()
	defer func() {
		if err != nil {
			_ = n.Close()
		}
	}()

	if n.has(RoleMiner) || n.has(RoleValidator) {
		// Before any job: the served model's hash comes from its file,
		// read once as a stream (F8), never per job.
		if err := n.hashServedModels(); err != nil {
			return err
		}
	}
	n.startACL(ctx) // before any message is validated or content served
	n.startModelGate(ctx)
	n.host.LibP2P().Network().Notify(peerNotifee{n})
	if len(n.cfg.P2P.Bootstrap) > 0 {
		if err := n.host.Bootstrap(ctx); err != nil {
			return fmt.Errorf("node: %w", err)
		}
	}
	topics := []string{types.AdvertsTopic, types.MetricsTopic, types.SwapsTopic}
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
	// Subscribed now, so nothing is missed; handled once the parts run,
	// so no handler meets a part half started (a miner without its queue).
	for _, t := range topics {
		sub, err := n.host.Subscribe(t)
		if err != nil {
			return fmt.Errorf("node: %w", err)
		}
		n.subs = append(n.subs, sub)
	}
	parts := []struct {
		on bool
		p  part
	}{
		{n.has(RoleMiner), n.miner},
		{n.has(RoleValidator), n.validator},
		{true, n.usage},
		{n.has(RoleClient), n.client},
		{true, n.swaps},
	}
	for _, p := range parts {
		if !p.on {
			continue
		}
		n.parts = append(n.parts, p.p)
		if err := p.p.start(ctx); err != nil {
			return err
		}
	}
	for _, sub := range n.subs {
		n.wg.Add(1)
		go n.consume(sub)
	}
	n.wg.Add(1)
	go n.gcLoop()
	if n.names != nil {
		n.wg.Add(1)
		go func() {
			defer n.wg.Done()
			n.names.Run(n.ctx, namesInterval)
		}()
	}
	n.log.Info("node started", "peer", n.host.ID(), "roles", n.cfg.Roles, "subnets", n.cfg.Subnets, "addrs", n.host.AddrInfo().Addrs)
	return nil
}

// Close stops the node: it cancels the node's context, takes it offline,
// waits for every goroutine of the core and the parts, stops the parts in
// reverse order and closes the stores. It is idempotent.
func (n *Node) Close() error {
	n.closeOnce.Do(func() {
		n.cancel()
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
		for i := len(n.parts) - 1; i >= 0; i-- {
			n.parts[i].stop()
		}
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
		// The samplers were built with the node, started or not.
		if n.usage.svc != nil {
			n.usage.svc.Close()
		}
		for _, l := range []*hw.Sampler{n.miner.load, n.loadStats} {
			_ = l.Close()
		}
		n.closeErr = errors.Join(errs...)
		n.metrics.close()
		n.closeEvents()
	})
	return n.closeErr
}

// Queue is a miner's durable job queue (nil for other roles and before
// Start).
func (n *Node) Queue() *queue.Queue { return n.miner.queue }

// Hardware is what the miner detected at start (zero for non-miners).
func (n *Node) Hardware() hw.Hardware { return n.miner.hw }

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
		if n.has(RoleMiner) {
			n.miner.onJob(in, m)
		}
		n.replayEarly([32]byte(m.GetJobId())) // what overtook the order (early.go)
	case *types.Bid:
		// The job book recorded it when gossip validated it.
	case *types.Assignment:
		if o := m.GetOrder(); o != nil && n.has(RoleMiner) {
			// The order it carries, as if it came on its topic first (a
			// miner bids at most once on a job: the order's own copy,
			// arriving later, changes nothing).
			n.miner.onJob(&p2p.Incoming{Topic: types.SubnetTopic(o.GetSubnet(), types.TopicJobs), Kind: types.TopicJobs,
				Msg: o, From: in.From, Author: in.Author}, o)
		}
		// Every peer recomputes the assignment from the bids it saw; the
		// assigned miner answers it.
		if common.Address(in.Author) != n.addr {
			n.observeAssignment([32]byte(m.GetJobId()), m)
		}
		// A direct assignment (it cites standing offers) is answered on
		// its client's stream (direct.go); its gossip copy is for
		// observers, and tells the miner it names to decline the round
		// publicly if the stream never comes (watchDirect).
		if n.has(RoleMiner) && common.BytesToAddress(m.GetMiner()) == n.addr {
			if len(m.GetOffers()) == 0 {
				n.miner.onAssigned(m)
			} else {
				n.miner.watchDirect(m)
			}
		}
		n.replayEarly([32]byte(m.GetJobId())) // acks and results that overtook the round
	case *types.Ack:
		n.onAck(m)
		n.client.onAck(m)
	case *types.Result:
		n.client.onResult(in, m)
		if n.has(RoleValidator) {
			n.validator.onResultValidate(in, m)
		}
	case *types.Verdict:
		n.onVerdict(in, m)
	case *types.Dispute:
		if n.has(RoleValidator) {
			n.validator.onClientDispute(m)
		}
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
				if err := n.validator.pruneValidations(n.ctx, n.cfg.Now().Add(-31*24*time.Hour)); err != nil && n.ctx.Err() == nil {
					n.log.Warn("validation records prune", "err", err)
				}
			}
			if n.miner.queue != nil {
				// Answered jobs are kept a day for `miner` tooling, then dropped.
				if _, err := n.miner.queue.Prune(n.ctx, n.cfg.Now().Add(-24*time.Hour)); err != nil && n.ctx.Err() == nil {
					n.log.Warn("job queue prune", "err", err)
				}
			}
		}
	}
}
