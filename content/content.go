package content

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	badger "github.com/dgraph-io/badger/v4"
	"github.com/ipfs/boxo/bitswap"
	"github.com/ipfs/boxo/blockservice"
	"github.com/ipfs/boxo/blockstore"
	chunker "github.com/ipfs/boxo/chunker"
	"github.com/ipfs/boxo/ipld/merkledag"
	"github.com/ipfs/boxo/ipld/unixfs/importer/balanced"
	"github.com/ipfs/boxo/ipld/unixfs/importer/helpers"
	uio "github.com/ipfs/boxo/ipld/unixfs/io"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/routing"
	"github.com/multiformats/go-multihash"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/store"
)

// PinPrefix is the DB prefix the pin list bucket should use
// (db.Prefixed(PinPrefix)).
const PinPrefix = "pin/"

// ChunkSize is the size of a file's leaf blocks.
const ChunkSize = 256 << 10

// ProtocolPrefix goes before bitswap's protocol ids for the exchange among
// Tensora peers (/tensora/ipfs/bitswap/1.2.0), as it does before the DHT's.
// A Store serves and fetches on the standard ids (/ipfs/bitswap/1.2.0) as
// well, for stock IPFS nodes; two Tensora peers keep to the prefixed ones.
const ProtocolPrefix = "/tensora"

// InlineBlockSize is the largest block a peer sends in answer to a
// want-have.
const InlineBlockSize = 64 << 10

// Sentinel errors callers branch on.
var (
	// ErrNotFound: no peer delivered the content in time (see NotFoundError).
	ErrNotFound = errors.New("content: not found")
	// ErrTooLarge: the content is larger than the caller's limit.
	ErrTooLarge = errors.New("content: too large")
	// ErrNotLocal: Open or a local read needs blocks this node lacks.
	ErrNotLocal = errors.New("content: not all blocks are local")
	// ErrClosed: the Store is closed.
	ErrClosed = errors.New("content: closed")
)

// NotFoundError is returned by Fetch when no block arrived for the fetch
// window: the root (Total < 0) or, for a stalled fetch, the next block.
// errors.Is(err, ErrNotFound) holds, and it unwraps to the error that ended
// the wait (one wrapping context.DeadlineExceeded).
type NotFoundError struct {
	Cid     cid.Cid
	Named   int           // providers the caller named
	Reached int           // of those, how many we were connected to
	Within  time.Duration // how long no block came
	Got     int64         // bytes written before giving up
	Total   int64         // declared size, -1 if the root never arrived
	Err     error
}

func (e *NotFoundError) Error() string {
	if e.Total < 0 {
		return fmt.Sprintf("fetch %s: not found on %d named peers (%d reachable) or via the DHT within %s",
			e.Cid, e.Named, e.Reached, e.Within)
	}
	return fmt.Sprintf("fetch %s: stalled at %d of %d bytes: no block from %d named peers (%d reachable) or via the DHT within %s",
		e.Cid, e.Got, e.Total, e.Named, e.Reached, e.Within)
}

// Is makes errors.Is(err, ErrNotFound) true.
func (e *NotFoundError) Is(target error) bool { return target == ErrNotFound }

func (e *NotFoundError) Unwrap() error { return e.Err }

// Config configures a Store. Zero fields take the value in Defaults.
type Config struct {
	// ReprovideInterval is how often every pinned root is announced again.
	// Negative disables reproviding (Add and Fetch still announce once).
	ReprovideInterval time.Duration
	// ProvideTimeout bounds one announcement, including waiting for the DHT
	// to have peers.
	ProvideTimeout time.Duration
	// FetchTimeout ends a Fetch when no block has arrived for this long (a
	// stall timeout: a large model may take longer as a whole).
	FetchTimeout time.Duration
	// RootTimeout ends a Fetch whose root block has not arrived in this
	// long: content no named provider and no DHT record has is reported
	// not found at once rather than after a whole FetchTimeout (a miner
	// that waited that long held its worker and let its client time out).
	RootTimeout time.Duration
	// ProviderSearchDelay is how long bitswap asks only the connected peers
	// (the named providers among them) before looking the content up on the
	// DHT.
	ProviderSearchDelay time.Duration
	// AnnounceQueue bounds announcements waiting to be sent; past it they
	// are dropped (the reprovide loop catches up).
	AnnounceQueue int
	// Access decides whether peer p may have a block of a job's content
	// (see Restrict): the node admits the job's client and miner and staked
	// validators. nil refuses every other peer such blocks; blocks tied to
	// no job go to everyone either way.
	Access func(p peer.ID, g Grant) bool
	// Deny, when set, vetoes peer p for a block of job content whatever
	// Access admits, given every grant restricting the block: a block
	// shared by two jobs' DAGs (a job naming another's content as a child)
	// must not go out under the looser job's readers when the other job's
	// subnet refuses p (node: the SubnetACL's RETRIEVE or COMPUTE).
	Deny func(p peer.ID, gs []Grant) bool

	Logger   *slog.Logger
	Registry prometheus.Registerer // nil: no metrics
}

// Defaults are the values zero Config fields take.
var Defaults = Config{
	ReprovideInterval:   12 * time.Hour,
	ProvideTimeout:      time.Minute,
	FetchTimeout:        2 * time.Minute,
	RootTimeout:         30 * time.Second,
	ProviderSearchDelay: time.Second,
	AnnounceQueue:       256,
}

func (c *Config) applyDefaults() {
	if c.ReprovideInterval == 0 {
		c.ReprovideInterval = Defaults.ReprovideInterval
	}
	if c.ProvideTimeout == 0 {
		c.ProvideTimeout = Defaults.ProvideTimeout
	}
	if c.FetchTimeout == 0 {
		c.FetchTimeout = Defaults.FetchTimeout
	}
	if c.RootTimeout == 0 {
		c.RootTimeout = Defaults.RootTimeout
	}
	if c.ProviderSearchDelay == 0 {
		c.ProviderSearchDelay = Defaults.ProviderSearchDelay
	}
	if c.AnnounceQueue == 0 {
		c.AnnounceQueue = Defaults.AnnounceQueue
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
}

func (c *Config) validate() error {
	if c.ProvideTimeout < 0 || c.FetchTimeout < 0 || c.RootTimeout < 0 || c.ProviderSearchDelay < 0 {
		return errors.New("content: negative timeout")
	}
	if c.AnnounceQueue < 0 {
		return fmt.Errorf("content: negative announce queue %d", c.AnnounceQueue)
	}
	return nil
}

// Pin is one entry of the pin list: a root this node added or fully fetched.
type Pin struct {
	Cid    cid.Cid
	Name   string
	Size   int64
	Time   time.Time
	Source string // "add" or "fetch"
}

type pinRecord struct {
	Name   string `json:"name,omitempty"`
	Size   int64  `json:"size"`
	TimeMs int64  `json:"time_ms"`
	Source string `json:"source"`
}

// contentRouter is what the Store needs of the DHT.
type contentRouter interface {
	routing.ContentRouting
	routable() bool
}

type dhtRouter struct{ h *p2p.Host }

func (d dhtRouter) Provide(ctx context.Context, c cid.Cid, announce bool) error {
	return d.h.DHT().Provide(ctx, c, announce)
}

func (d dhtRouter) FindProvidersAsync(ctx context.Context, c cid.Cid, n int) <-chan peer.AddrInfo {
	return d.h.DHT().FindProvidersAsync(ctx, c, n)
}

func (d dhtRouter) routable() bool { return d.h.DHT().RoutingTable().Size() > 0 }

// Store is a node's content: its blockstore, a bitswap client and server over
// the node's host, and the pin list. It is safe for concurrent use.
type Store struct {
	cfg     Config
	log     *slog.Logger
	host    host.Host
	bs      blockstore.Blockstore
	pins    *store.Bucket
	router  contentRouter
	net     *swapNet
	swap    *bitswap.Bitswap
	online  ipld.DAGService // fetches missing blocks through bitswap
	offline ipld.DAGService // local blocks only
	metrics *metrics

	announceq chan cid.Cid
	fetchSeq  atomic.Uint64

	gateMu sync.RWMutex
	gate   gate // job content and who may have it (access.go)

	// DAG streams being served (stream.go).
	srvMu     sync.Mutex
	srvClosed bool
	srvWG     sync.WaitGroup

	ctx       context.Context
	cancel    context.CancelFunc
	wg        sync.WaitGroup
	closeOnce sync.Once
}

// New builds a Store on h's host and DHT, keeping blocks in bs and the pin
// list in pins (use db.Prefixed(PinPrefix)), and starts its announce and
// reprovide loops. It lives until Close, not until ctx ends; ctx carries only
// values (a logger scope, say) to bitswap.
func New(ctx context.Context, h *p2p.Host, bs blockstore.Blockstore, pins *store.Bucket, cfg Config) (*Store, error) {
	cfg.applyDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	if h == nil || bs == nil || pins == nil {
		return nil, errors.New("content: nil host, blockstore or pin bucket")
	}
	if h.DHT() == nil {
		return nil, errors.New("content: host has no DHT")
	}
	s := &Store{
		cfg:       cfg,
		log:       cfg.Logger.With("component", "content", "peer", shortID(h.ID())),
		host:      h.LibP2P(),
		bs:        bs,
		pins:      pins,
		router:    dhtRouter{h},
		announceq: make(chan cid.Cid, cfg.AnnounceQueue),
	}
	var err error
	if s.metrics, err = newMetrics(cfg.Registry); err != nil {
		return nil, err
	}
	s.ctx, s.cancel = context.WithCancel(context.WithoutCancel(ctx))
	s.offline = merkledag.NewDAGService(blockservice.New(bs, nil))
	if err := s.loadGrants(s.ctx); err != nil {
		s.cancel()
		s.metrics.unregister()
		return nil, err
	}

	// Tensora's bitswap ids and the standard ones, feeding one bitswap; the
	// network also reports the connections made before it started
	// (swapnet.go).
	s.net = newSwapNet(s.host, ProtocolPrefix)
	s.swap = bitswap.New(s.ctx, s.net, s.router, bs,
		bitswap.ProviderSearchDelay(cfg.ProviderSearchDelay),
		// Blocks are 256 KiB: let a peer have a few in flight, not one.
		bitswap.MaxOutstandingBytesPerPeer(8<<20),
		bitswap.SetSendDontHaves(true),
		// Tensora peers all answer DONT_HAVE (above), as stock boxo and
		// Kubo do by default, so bitswap need not guess one from silence; its guess fires after 2× the loopback
		// latency (50 ms at least), long before a peer sending a batch of
		// 256 KiB blocks reaches the last, and stalls the session.
		bitswap.SetSimulateDontHavesOnTimeout(false),
		// Answer a want-have for a block up to 64 KiB with the block: a
		// small job input (one raw block) then arrives in one round trip,
		// not two, and the client's 20 ms per-peer send interval is not
		// paid in between (P2). Larger blocks keep the have/block dance, so
		// a broadcast want does not make every holder send 256 KiB.
		bitswap.WithWantHaveReplaceSize(InlineBlockSize),
		// A job's input and output go only to the peers the job names
		// (access.go); a refused want is answered DONT_HAVE.
		bitswap.WithPeerBlockRequestFilter(s.allowBlock),
	)
	s.online = merkledag.NewDAGService(blockservice.New(bs, s.swap))
	if err := s.metrics.registerSwap(s.swap); err != nil {
		s.cancel()
		_ = s.closeSwap()
		return nil, err
	}

	// The DAG stream, for fetches from a known provider (stream.go).
	s.host.SetStreamHandler(StreamProtocol, s.serveStream)

	s.wg.Add(2)
	go s.announceLoop()
	go s.reprovideLoop()
	return s, nil
}

// Close stops the loops, aborts fetches in flight, stops bitswap and removes
// its protocol handlers from the host. The host, DHT and blockstore are the
// caller's and stay open. It is safe to call more than once.
func (s *Store) Close() error {
	var err error
	s.closeOnce.Do(func() {
		s.closeStreams()
		s.cancel()
		s.waitStreams()
		s.wg.Wait()
		err = s.closeSwap()
		s.metrics.unregister()
	})
	return err
}

func (s *Store) closeSwap() error {
	err := s.swap.Close()
	// bitswap's network does not remove its stream handlers on Stop; a host
	// that outlives the Store must not route streams into a closed bitswap.
	for _, p := range s.net.protocols() {
		s.host.RemoveStreamHandler(p)
	}
	if err != nil {
		return fmt.Errorf("content: close bitswap: %w", err)
	}
	return nil
}

func (s *Store) alive() error {
	if s.ctx.Err() != nil {
		return ErrClosed
	}
	return nil
}

// Add imports r as a UnixFS file (CIDv1, raw leaves, 256 KiB chunks, balanced
// layout), pins the root under name and announces it in the background.
// progress, if not nil, is called with the bytes read so far.
func (s *Store) Add(ctx context.Context, r io.Reader, name string, progress func(done int64)) (cid.Cid, int64, error) {
	if err := s.alive(); err != nil {
		return cid.Undef, 0, err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(s.ctx, cancel)
	defer stop()

	cr := &countingReader{ctx: ctx, r: r, fn: progress}
	dag := ipld.NewBufferedDAG(ctx, s.online)
	root, err := layout(dag, cr)
	if err == nil {
		err = dag.Commit()
	}
	if err != nil {
		switch {
		case s.ctx.Err() != nil:
			err = ErrClosed
		case cr.err != nil:
			err = cr.err // the reader's error says more than the importer's
		}
		return cid.Undef, cr.n, fmt.Errorf("add %q: %w", name, err)
	}
	c := root.Cid()
	if s.covered(c) {
		s.cover(ctx, c) // job content restricted before it was added
	}
	if err := s.pin(ctx, c, name, cr.n, "add"); err != nil {
		return c, cr.n, fmt.Errorf("add %q: %w", name, err)
	}
	s.metrics.added(cr.n)
	s.announce(c)
	s.log.Debug("added", "cid", c, "name", name, "size", cr.n)
	return c, cr.n, nil
}

// layout imports r as a UnixFS file into dag: CIDv1, raw leaves, 256 KiB
// chunks, balanced layout. Add and CIDOf share it, so a CID computed
// offline is the one the store gives the same bytes.
func layout(dag ipld.DAGService, r io.Reader) (ipld.Node, error) {
	params := helpers.DagBuilderParams{
		Dagserv:    dag,
		RawLeaves:  true,
		Maxlinks:   helpers.DefaultLinksPerBlock,
		CidBuilder: cid.V1Builder{Codec: cid.DagProtobuf, MhType: multihash.SHA2_256},
	}
	db, err := params.New(chunker.NewSizeSplitter(r, ChunkSize))
	if err != nil {
		return nil, err
	}
	return balanced.Layout(db)
}

// CIDOf is the CID Add gives r's bytes, computed without a store (each
// block is hashed and dropped, so a large model costs no memory): a miner
// names the model file it serves by it before its node is up.
func CIDOf(r io.Reader) (cid.Cid, error) {
	root, err := layout(discardDAG{}, r)
	if err != nil {
		return cid.Undef, fmt.Errorf("content: cid: %w", err)
	}
	return root.Cid(), nil
}

// Fetch writes the file c to w, fetching the blocks this node lacks: first
// from the named providers, then from whoever the DHT knows (see the package
// doc). It returns the file's size. progress, if not nil, is called with the
// bytes written so far and the file's size. A fully fetched root is pinned
// and announced. When no block arrives for Config.FetchTimeout (or before
// ctx's deadline) the error is a *NotFoundError.
func (s *Store) Fetch(ctx context.Context, c cid.Cid, providers []peer.AddrInfo, w io.Writer, progress func(done, total int64)) (int64, error) {
	return s.fetch(ctx, c, providers, w, progress, -1)
}

// FetchWithin is Fetch refusing (ErrTooLarge) content larger than limit
// bytes, as FetchBytes does, without holding it in memory: for files
// fetched to be read later from the store (a container image's layers).
func (s *Store) FetchWithin(ctx context.Context, c cid.Cid, providers []peer.AddrInfo, limit int64) (int64, error) {
	if limit < 0 {
		return 0, fmt.Errorf("fetch %s: negative size limit %d", c, limit)
	}
	return s.fetch(ctx, c, providers, io.Discard, nil, limit)
}

// FetchBytes fetches c into memory, refusing (ErrTooLarge) content larger
// than limit bytes: before any leaf is fetched when the root declares a larger
// size, and as soon as more than limit bytes arrive otherwise.
func (s *Store) FetchBytes(ctx context.Context, c cid.Cid, providers []peer.AddrInfo, limit int64) ([]byte, error) {
	if limit < 0 {
		return nil, fmt.Errorf("fetch %s: negative size limit %d", c, limit)
	}
	var buf sliceWriter
	if _, err := s.fetch(ctx, c, providers, &buf, func(_, total int64) {
		if buf.b == nil && total <= limit {
			buf.b = make([]byte, 0, total)
		}
	}, limit); err != nil {
		return nil, err
	}
	if buf.b == nil {
		buf.b = []byte{}
	}
	return buf.b, nil
}

func (s *Store) fetch(ctx context.Context, c cid.Cid, providers []peer.AddrInfo, w io.Writer, progress func(done, total int64), limit int64) (int64, error) {
	if err := s.alive(); err != nil {
		return 0, err
	}
	if !c.Defined() {
		return 0, errors.New("fetch: undefined CID")
	}
	var fetchedOK, fetchedLocal bool
	defer func(start time.Time) { s.metrics.fetchDone(fetchedLocal, fetchedOK, time.Since(start)) }(time.Now())
	window := s.cfg.FetchTimeout
	if dl, ok := ctx.Deadline(); ok && time.Until(dl) < window {
		window = time.Until(dl).Round(time.Millisecond)
	}
	fctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	stop := context.AfterFunc(s.ctx, func() { cancel(ErrClosed) })
	defer stop()
	// FetchTimeout is a stall timeout: a model that takes ten minutes to
	// arrive is fine as long as blocks keep coming.
	stall := newWatchdog(s.cfg.FetchTimeout, func() { cancel(errStalled) })
	defer stall.stop()

	if err := s.materializeEmpty(fctx, c); err != nil {
		return 0, fmt.Errorf("fetch %s: %w", c, err)
	}
	local, err := s.Has(fctx, c)
	if err != nil {
		return 0, fmt.Errorf("fetch %s: %w", c, err)
	}
	fetchedLocal = local
	dag := ipld.NodeGetter(s.offline)
	reached := 0
	if !local {
		tag := fmt.Sprintf("content-fetch-%d", s.fetchSeq.Add(1))
		reached = s.connect(fctx, providers, tag)
		defer s.unprotect(providers, tag)
		dag = merkledag.NewSession(fctx, s.online)
		if s.covered(c) {
			// Job content: each block's children are restricted before
			// they are fetched (access.go).
			dag = coveringGetter{NodeGetter: dag, s: s, root: c}
		}
	}
	notFound := func(err error, got, total int64) error {
		switch {
		case s.ctx.Err() != nil:
			return fmt.Errorf("fetch %s: %w", c, ErrClosed)
		case errors.Is(ctx.Err(), context.Canceled):
			return fmt.Errorf("fetch %s: %w", c, ctx.Err())
		case fctx.Err() != nil:
			return &NotFoundError{Cid: c, Named: len(providers), Reached: reached, Within: window, Got: got, Total: total, Err: context.Cause(fctx)}
		}
		return fmt.Errorf("fetch %s: %w", c, err)
	}

	if !local {
		// Any block that arrives shows the fetch is moving, also one the
		// reader cannot write yet (it writes the file in order).
		dag = touchingGetter{NodeGetter: dag, touch: stall.touch}
	}
	// The root gets RootTimeout, not the stall window: a CID that nobody
	// serves is not found in seconds, not minutes.
	rootWindow := min(window, s.cfg.RootTimeout)
	rctx, rcancel := context.WithTimeoutCause(fctx, rootWindow, errNoRoot)
	root, err := dag.Get(rctx, c)
	rcancel()
	if err != nil {
		if ctx.Err() == nil && s.ctx.Err() == nil && errors.Is(context.Cause(rctx), errNoRoot) {
			return 0, &NotFoundError{Cid: c, Named: len(providers), Reached: reached, Within: rootWindow, Total: -1, Err: errNoRoot}
		}
		return 0, notFound(err, 0, -1)
	}
	stall.touch()
	dr, err := uio.NewDagReader(fctx, root, dag)
	if err != nil {
		return 0, fmt.Errorf("fetch %s: %w", c, err)
	}
	defer dr.Close()
	total := int64(dr.Size())
	if limit >= 0 && total > limit {
		return 0, fmt.Errorf("fetch %s: %w: %d bytes, the limit is %d", c, ErrTooLarge, total, limit)
	}
	if progress != nil {
		progress(0, total)
	}
	// The reader asks bitswap for the blocks just ahead of it (ten at a
	// time) and nothing else. A prefetcher that asked the same session for
	// whole levels of the DAG besides made fetches stall: 9 of 18 fetches
	// of 256 MiB into an on-disk store waited 45 s or more with wants
	// outstanding and none in the provider's ledger, until bitswap
	// rebroadcast its wantlist; without it 0 of 18 did, at about the same
	// speed. A prefetcher on a session of its own stalled too (1 of 6, for
	// 2 min 15 s). See docs/benchmarks.md, P5.
	pw := &progressWriter{w: w, total: total, limit: limit, fn: progress, touch: stall.touch}
	n, err := dr.WriteTo(pw)
	if err != nil {
		if errors.Is(err, ErrTooLarge) {
			return n, fmt.Errorf("fetch %s: %w: more than the limit of %d bytes", c, err, limit)
		}
		if pw.werr != nil {
			return n, fmt.Errorf("fetch %s: write: %w", c, err)
		}
		return n, notFound(err, n, total)
	}
	if n != total {
		return n, fmt.Errorf("fetch %s: got %d bytes, the root declares %d", c, n, total)
	}
	s.metrics.fetched(n)
	fetchedOK = true
	if !local {
		if err := s.pin(ctx, c, "", n, "fetch"); err != nil {
			return n, fmt.Errorf("fetch %s: %w", c, err)
		}
		s.announce(c)
		s.log.Debug("fetched", "cid", c, "size", n, "named", len(providers), "reached", reached)
	}
	return n, nil
}

// touchingGetter calls touch for every node it gets (a fetch's stall
// watchdog), in whatever order they arrive.
type touchingGetter struct {
	ipld.NodeGetter
	touch func()
}

func (g touchingGetter) Get(ctx context.Context, c cid.Cid) (ipld.Node, error) {
	nd, err := g.NodeGetter.Get(ctx, c)
	if err == nil {
		g.touch()
	}
	return nd, err
}

func (g touchingGetter) GetMany(ctx context.Context, cs []cid.Cid) <-chan *ipld.NodeOption {
	in := g.NodeGetter.GetMany(ctx, cs)
	out := make(chan *ipld.NodeOption, len(cs))
	go func() {
		defer close(out)
		for opt := range in {
			if opt.Err == nil {
				g.touch()
			}
			out <- opt
		}
	}()
	return out
}

// errNoRoot ends a fetch whose root did not arrive within Config.RootTimeout.
var errNoRoot = fmt.Errorf("content: no provider sent the root in time: %w", context.DeadlineExceeded)

// errStalled ends a fetch that got no block for Config.FetchTimeout.
var errStalled = fmt.Errorf("content: no block arrived in time: %w", context.DeadlineExceeded)

// watchdog calls fire once, d after the last touch.
type watchdog struct {
	mu sync.Mutex
	d  time.Duration
	t  *time.Timer
}

func newWatchdog(d time.Duration, fire func()) *watchdog {
	return &watchdog{d: d, t: time.AfterFunc(d, fire)}
}

func (w *watchdog) touch() {
	w.mu.Lock()
	// Reset after the timer fired would fire again; Stop tells us.
	if w.t.Stop() {
		w.t.Reset(w.d)
	}
	w.mu.Unlock()
}

func (w *watchdog) stop() {
	w.mu.Lock()
	w.t.Stop()
	w.mu.Unlock()
}

// materializeEmpty stores the empty block if c is one (the root of an empty
// file with raw leaves). Bitswap cannot move a block of zero bytes (its server
// takes size 0 for "absent"), but nobody needs to send it: its CID says all.
func (s *Store) materializeEmpty(ctx context.Context, c cid.Cid) error {
	if c.Prefix().Codec != cid.Raw {
		return nil
	}
	sum, err := c.Prefix().Sum(nil)
	if err != nil || !sum.Equals(c) {
		return nil
	}
	b, err := blocks.NewBlockWithCid([]byte{}, c)
	if err != nil {
		return err
	}
	return s.bs.Put(ctx, b)
}

// connect dials the named providers in parallel and protects the connections
// from the connection manager for the fetch. It returns how many are
// connected.
func (s *Store) connect(ctx context.Context, providers []peer.AddrInfo, tag string) int {
	var (
		wg      sync.WaitGroup
		reached atomic.Int64
	)
	for _, ai := range providers {
		if ai.ID == s.host.ID() || ai.ID == "" {
			continue
		}
		s.host.ConnManager().Protect(ai.ID, tag)
		if s.host.Network().Connectedness(ai.ID) == network.Connected {
			reached.Add(1)
			continue
		}
		wg.Add(1)
		go func(ai peer.AddrInfo) {
			defer wg.Done()
			// One unreachable provider must not eat the fetch's whole
			// window before the DHT gets a chance.
			cctx, cancel := context.WithTimeout(ctx, 15*time.Second)
			defer cancel()
			if err := s.host.Connect(cctx, ai); err != nil {
				s.log.Debug("provider unreachable", "provider", shortID(ai.ID), "err", err)
				return
			}
			reached.Add(1)
		}(ai)
	}
	wg.Wait()
	return int(reached.Load())
}

func (s *Store) unprotect(providers []peer.AddrInfo, tag string) {
	for _, ai := range providers {
		if ai.ID != "" {
			s.host.ConnManager().Unprotect(ai.ID, tag)
		}
	}
}

// Has reports whether every block of c's DAG is local. It reads the inner
// nodes and checks the leaves' presence, without the network.
func (s *Store) Has(ctx context.Context, c cid.Cid) (bool, error) {
	if err := s.alive(); err != nil {
		return false, err
	}
	stack := []cid.Cid{c}
	for len(stack) > 0 {
		if err := ctx.Err(); err != nil {
			return false, err
		}
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if k.Prefix().Codec == cid.Raw {
			ok, err := s.bs.Has(ctx, k)
			if err != nil || !ok {
				return false, err
			}
			continue
		}
		nd, err := s.offline.Get(ctx, k)
		if ipld.IsNotFound(err) {
			return false, nil
		}
		if err != nil {
			return false, fmt.Errorf("has %s: %w", c, err)
		}
		for _, l := range nd.Links() {
			stack = append(stack, l.Cid)
		}
	}
	return true, nil
}

// Open returns a reader of the file c from local blocks only, and its size.
// ctx bounds the reader's life. It fails with ErrNotLocal unless every block
// is local (see Fetch).
func (s *Store) Open(ctx context.Context, c cid.Cid) (io.ReadSeekCloser, int64, error) {
	ok, err := s.Has(ctx, c)
	if err != nil {
		return nil, 0, fmt.Errorf("open %s: %w", c, err)
	}
	if !ok {
		return nil, 0, fmt.Errorf("open %s: %w", c, ErrNotLocal)
	}
	root, err := s.offline.Get(ctx, c)
	if err != nil {
		return nil, 0, fmt.Errorf("open %s: %w", c, err)
	}
	dr, err := uio.NewDagReader(ctx, root, s.offline)
	if err != nil {
		return nil, 0, fmt.Errorf("open %s: %w", c, err)
	}
	return dr, int64(dr.Size()), nil
}

// List returns the pin list in key order.
func (s *Store) List(ctx context.Context) ([]Pin, error) {
	var out []Pin
	err := s.pins.ForEach(ctx, func(k, v []byte) error {
		if isGrantKey(k) {
			return nil // an access rule (access.go), not a pin
		}
		c, err := cid.Cast(k)
		if err != nil {
			s.log.Warn("pin list: bad key", "key", fmt.Sprintf("%x", k), "err", err)
			return nil
		}
		var rec pinRecord
		if err := json.Unmarshal(v, &rec); err != nil {
			s.log.Warn("pin list: bad record", "cid", c, "err", err)
			return nil
		}
		out = append(out, Pin{Cid: c, Name: rec.Name, Size: rec.Size, Time: time.UnixMilli(rec.TimeMs), Source: rec.Source})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("content: list pins: %w", err)
	}
	return out, nil
}

// pin records c. An Add replaces the entry; a fetch only creates one, so it
// never overwrites the name an Add gave.
func (s *Store) pin(ctx context.Context, c cid.Cid, name string, size int64, source string) error {
	val, err := json.Marshal(pinRecord{Name: name, Size: size, TimeMs: time.Now().UnixMilli(), Source: source})
	if err != nil {
		return err
	}
	for range 3 {
		err = s.pins.Update(ctx, func(tx *store.Txn) error {
			if source != "add" {
				if _, err := tx.Get(c.Bytes()); err == nil {
					return nil
				} else if !errors.Is(err, store.ErrNotFound) {
					return err
				}
			}
			return tx.Set(c.Bytes(), val)
		})
		if !errors.Is(err, badger.ErrConflict) {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("pin %s: %w", c, err)
	}
	return nil
}

// announce queues c for the DHT without blocking.
func (s *Store) announce(c cid.Cid) {
	select {
	case s.announceq <- c:
	default:
		s.log.Debug("announce queue full; the reprovide loop will catch up", "cid", c)
	}
}

func (s *Store) announceLoop() {
	defer s.wg.Done()
	for {
		select {
		case <-s.ctx.Done():
			return
		case c := <-s.announceq:
			s.provide(c)
		}
	}
}

func (s *Store) reprovideLoop() {
	defer s.wg.Done()
	if s.cfg.ReprovideInterval < 0 {
		return
	}
	// At start, wait (as long as it takes) for the DHT to have peers, so a
	// restarted node's roots are announced once it is connected.
	if !s.waitRoutable(s.ctx) {
		return
	}
	t := time.NewTicker(s.cfg.ReprovideInterval)
	defer t.Stop()
	for {
		pins, err := s.List(s.ctx)
		if err != nil && s.ctx.Err() == nil {
			s.log.Warn("reprovide: listing pins failed", "err", err)
		}
		for _, p := range pins {
			if s.ctx.Err() != nil {
				return
			}
			s.provide(p.Cid)
		}
		if len(pins) > 0 {
			s.log.Debug("reprovided", "roots", len(pins))
		}
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
		}
	}
}

// waitRoutable waits until the DHT's routing table has a peer.
func (s *Store) waitRoutable(ctx context.Context) bool {
	if s.router.routable() {
		return true
	}
	t := time.NewTicker(250 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return false
		case <-t.C:
			if s.router.routable() {
				return true
			}
		}
	}
}

func (s *Store) provide(c cid.Cid) {
	ctx, cancel := context.WithTimeout(s.ctx, s.cfg.ProvideTimeout)
	defer cancel()
	var err error
	if !s.waitRoutable(ctx) {
		err = fmt.Errorf("no DHT peers: %w", ctx.Err())
	} else {
		err = s.router.Provide(ctx, c, true)
	}
	if err != nil {
		if s.ctx.Err() == nil {
			s.metrics.provided(false)
			s.log.Debug("announce failed", "cid", c, "err", err)
		}
		return
	}
	s.metrics.provided(true)
	s.log.Debug("announced", "cid", c)
}

// countingReader counts bytes, reports progress and stops on ctx.
type countingReader struct {
	ctx context.Context
	r   io.Reader
	n   int64
	fn  func(int64)
	err error
}

func (c *countingReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		c.err = err
		return 0, err
	}
	n, err := c.r.Read(p)
	c.n += int64(n)
	if n > 0 && c.fn != nil {
		c.fn(c.n)
	}
	if err != nil && !errors.Is(err, io.EOF) {
		c.err = err
	}
	return n, err
}

// progressWriter counts bytes, reports progress and enforces a limit.
type progressWriter struct {
	w     io.Writer
	n     int64
	total int64
	limit int64 // -1: none
	fn    func(done, total int64)
	touch func()
	werr  error
}

func (p *progressWriter) Write(b []byte) (int, error) {
	if p.limit >= 0 && p.n+int64(len(b)) > p.limit {
		return 0, ErrTooLarge
	}
	n, err := p.w.Write(b)
	p.n += int64(n)
	if err != nil {
		p.werr = err
		return n, err
	}
	if p.touch != nil {
		p.touch()
	}
	if p.fn != nil {
		p.fn(p.n, p.total)
	}
	return n, nil
}

type sliceWriter struct{ b []byte }

func (w *sliceWriter) Write(p []byte) (int, error) {
	w.b = append(w.b, p...)
	return len(p), nil
}

func shortID(id peer.ID) string {
	s := id.String()
	if len(s) > 8 {
		return s[len(s)-8:]
	}
	return s
}

// discardDAG is a DAG service that keeps nothing: the importer only adds.
type discardDAG struct{}

func (discardDAG) Get(_ context.Context, c cid.Cid) (ipld.Node, error) {
	return nil, ipld.ErrNotFound{Cid: c}
}

func (discardDAG) GetMany(context.Context, []cid.Cid) <-chan *ipld.NodeOption {
	ch := make(chan *ipld.NodeOption)
	close(ch)
	return ch
}

func (discardDAG) Add(context.Context, ipld.Node) error        { return nil }
func (discardDAG) AddMany(context.Context, []ipld.Node) error  { return nil }
func (discardDAG) Remove(context.Context, cid.Cid) error       { return nil }
func (discardDAG) RemoveMany(context.Context, []cid.Cid) error { return nil }
