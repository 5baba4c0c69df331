package content

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ipfs/boxo/blockstore"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multihash"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/store"
)

func quiet() *slog.Logger { return slog.New(slog.DiscardHandler) }

type node struct {
	host  *p2p.Host
	db    *store.DB
	bs    *store.Blockstore
	store *Store
	reg   *prometheus.Registry
}

type nodeOpt struct {
	cfg    Config
	boot   []peer.AddrInfo
	client bool // a light peer: client-mode DHT
	// wrap replaces the blockstore the Store sees (to corrupt blocks).
	wrap func(blockstore.Blockstore) blockstore.Blockstore
}

func newNode(t testing.TB, o nodeOpt) *node {
	t.Helper()
	key, _, err := p2pcrypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	mode := p2p.DHTServer
	if o.client {
		mode = p2p.DHTClient
	}
	h, err := p2p.New(key, p2p.Config{
		ListenAddrs:             []string{"/ip4/127.0.0.1/tcp/0"},
		Bootstrap:               o.boot,
		AllowLoopbackColocation: true,
		Logger:                  quiet(),
		DHTMode:                 mode,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	if len(o.boot) > 0 {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := h.Bootstrap(ctx); err != nil {
			t.Fatal(err)
		}
	}
	db, err := store.Open("", store.WithLogger(quiet()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	bs := store.NewBlockstore(db)
	var sbs blockstore.Blockstore = bs
	if o.wrap != nil {
		sbs = o.wrap(bs)
	}
	cfg := o.cfg
	cfg.Logger = quiet()
	reg := prometheus.NewRegistry()
	cfg.Registry = reg
	s, err := New(context.Background(), h, sbs, db.Prefixed(PinPrefix), cfg)
	if err != nil {
		t.Fatal(err)
	}
	// Cleanups run last-in first-out: the Store closes before the DB and host.
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return &node{host: h, db: db, bs: bs, store: s, reg: reg}
}

func randBytes(t testing.TB, n int) []byte {
	t.Helper()
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return b
}

func addBytes(t testing.TB, n *node, data []byte, name string) cid.Cid {
	t.Helper()
	c, size, err := n.store.Add(context.Background(), bytes.NewReader(data), name, nil)
	if err != nil {
		t.Fatalf("Add(%d bytes): %v", len(data), err)
	}
	if size != int64(len(data)) {
		t.Fatalf("Add size = %d, want %d", size, len(data))
	}
	return c
}

func waitFor(t testing.TB, what string, cond func() bool) {
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

func counter(t testing.TB, reg *prometheus.Registry, name string, labels ...string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
	metric:
		for _, m := range mf.GetMetric() {
			for i := 0; i+1 < len(labels); i += 2 {
				found := false
				for _, lp := range m.GetLabel() {
					if lp.GetName() == labels[i] && lp.GetValue() == labels[i+1] {
						found = true
					}
				}
				if !found {
					continue metric
				}
			}
			return m.GetCounter().GetValue()
		}
	}
	return 0
}

// TestAddLayout checks the import format on files around the chunk size:
// CIDv1 everywhere, raw leaves of at most 256 KiB, a raw root for a file of
// one chunk and a dag-pb root above several, and a byte-identical read back.
func TestAddLayout(t *testing.T) {
	a := newNode(t, nodeOpt{})
	ctx := context.Background()
	for _, tc := range []struct {
		name   string
		size   int
		leaves int // raw leaves under the root; 0: the root is the leaf
	}{
		{"empty", 0, 0},                            // one empty raw block
		{"one byte", 1, 0},                         // a single raw leaf
		{"exactly one chunk", ChunkSize, 0},        // still a single leaf
		{"one chunk and a byte", ChunkSize + 1, 2}, // first dag-pb root
		{"several chunks", 5*ChunkSize + 17, 6},    // short last leaf
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := randBytes(t, tc.size)
			c := addBytes(t, a, data, tc.name)
			if c.Version() != 1 {
				t.Fatalf("root %s is CIDv%d, want v1", c, c.Version())
			}
			if c.Prefix().MhType != multihash.SHA2_256 {
				t.Fatalf("root hash is %x, want sha2-256", c.Prefix().MhType)
			}
			if tc.leaves == 0 {
				if c.Prefix().Codec != cid.Raw {
					t.Fatalf("single-chunk root %s has codec %x, want raw", c, c.Prefix().Codec)
				}
			} else {
				if c.Prefix().Codec != cid.DagProtobuf {
					t.Fatalf("root %s has codec %x, want dag-pb", c, c.Prefix().Codec)
				}
				nd, err := a.store.offline.Get(ctx, c)
				if err != nil {
					t.Fatal(err)
				}
				links := nd.Links()
				if len(links) != tc.leaves {
					t.Fatalf("root has %d links, want %d", len(links), tc.leaves)
				}
				for _, l := range links {
					if l.Cid.Prefix().Codec != cid.Raw || l.Cid.Version() != 1 {
						t.Fatalf("leaf %s is not a raw CIDv1", l.Cid)
					}
					sz, err := a.bs.GetSize(ctx, l.Cid)
					if err != nil || sz > ChunkSize || sz == 0 {
						t.Fatalf("leaf %s size %d (%v), want 1..%d", l.Cid, sz, err, ChunkSize)
					}
				}
			}
			r, size, err := a.store.Open(ctx, c)
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			if size != int64(tc.size) {
				t.Fatalf("Open size = %d, want %d", size, tc.size)
			}
			got, err := io.ReadAll(r)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, data) {
				t.Fatalf("read back %d bytes that differ from the %d added", len(got), len(data))
			}
		})
	}
}

// The empty file with raw leaves and CIDv1 is the sha2-256 of nothing, the
// same CID any UnixFS importer with these settings gives.
func TestAddEmptyGoldenCID(t *testing.T) {
	a := newNode(t, nodeOpt{})
	const want = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku"
	if c := addBytes(t, a, nil, "empty"); c.String() != want {
		t.Fatalf("empty file = %s, want %s", c, want)
	}
}

func TestAddDeterministicAndProgress(t *testing.T) {
	a := newNode(t, nodeOpt{})
	data := randBytes(t, 3*ChunkSize+5)
	var last int64
	calls := 0
	c1, _, err := a.store.Add(context.Background(), bytes.NewReader(data), "x", func(done int64) {
		if done < last {
			t.Errorf("progress went back from %d to %d", last, done)
		}
		last = done
		calls++
	})
	if err != nil {
		t.Fatal(err)
	}
	if last != int64(len(data)) || calls < 4 {
		t.Fatalf("progress ended at %d after %d calls, want %d after at least 4", last, calls, len(data))
	}
	if c2 := addBytes(t, a, data, "again"); !c1.Equals(c2) {
		t.Fatalf("same bytes gave two roots: %s and %s", c1, c2)
	}
}

func TestAddReaderErrorAndCancel(t *testing.T) {
	a := newNode(t, nodeOpt{})
	boom := errors.New("disk on fire")
	r := io.MultiReader(bytes.NewReader(randBytes(t, ChunkSize+3)), &failReader{boom})
	if _, _, err := a.store.Add(context.Background(), r, "bad", nil); !errors.Is(err, boom) {
		t.Fatalf("Add with a failing reader = %v, want %v", err, boom)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := a.store.Add(ctx, bytes.NewReader([]byte("x")), "cancelled", nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("Add with a cancelled ctx = %v, want context.Canceled", err)
	}
	pins, err := a.store.List(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(pins) != 0 {
		t.Fatalf("failed Adds left pins: %+v", pins)
	}
}

type failReader struct{ err error }

func (f *failReader) Read([]byte) (int, error) { return 0, f.err }

func TestFetchFromNamedProvider(t *testing.T) {
	a := newNode(t, nodeOpt{})
	b := newNode(t, nodeOpt{})
	data := randBytes(t, 6*ChunkSize+1234)
	c := addBytes(t, a, data, "model.onnx")

	if b.host.LibP2P().Network().Connectedness(a.host.ID()) == network.Connected {
		t.Fatal("b already connected to a; the test would not show that Fetch dials")
	}
	var buf bytes.Buffer
	var lastDone, lastTotal int64
	n, err := b.store.Fetch(context.Background(), c, []peer.AddrInfo{a.host.AddrInfo()}, &buf, func(done, total int64) {
		lastDone, lastTotal = done, total
	})
	if err != nil {
		t.Fatal(err)
	}
	if n != int64(len(data)) || !bytes.Equal(buf.Bytes(), data) {
		t.Fatalf("fetched %d bytes, differing from the %d added", n, len(data))
	}
	if lastDone != n || lastTotal != n {
		t.Fatalf("last progress = %d/%d, want %d/%d", lastDone, lastTotal, n, n)
	}
	if ok, err := b.store.Has(context.Background(), c); err != nil || !ok {
		t.Fatalf("after Fetch Has = %v, %v; want every block local", ok, err)
	}
	pins, err := b.store.List(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(pins) != 1 || !pins[0].Cid.Equals(c) || pins[0].Source != "fetch" || pins[0].Size != n {
		t.Fatalf("b's pins = %+v, want one fetch pin of %s", pins, c)
	}
	if got := counter(t, b.reg, "tensora_content_bitswap_bytes_received_total"); got < float64(len(data)) {
		t.Fatalf("b's bitswap received %v bytes, want at least %d", got, len(data))
	}
	if got := counter(t, a.reg, "tensora_content_bitswap_blocks_sent_total"); got < 7 {
		t.Fatalf("a's bitswap sent %v blocks, want at least 7", got)
	}

	// A second fetch is served locally, even with no provider at all.
	a.store.Close()
	buf.Reset()
	if _, err := b.store.Fetch(context.Background(), c, nil, &buf, nil); err != nil || !bytes.Equal(buf.Bytes(), data) {
		t.Fatalf("local re-fetch: %v", err)
	}
}

func TestFetchViaDHT(t *testing.T) {
	// a and b only know d, a DHT server. a is a light peer (client-mode
	// DHT), as a client posting a job is, so it is in nobody's routing table:
	// b can find a through d's provider records and nothing else.
	d := newNode(t, nodeOpt{})
	cfg := Config{ProviderSearchDelay: 100 * time.Millisecond}
	a := newNode(t, nodeOpt{cfg: cfg, boot: []peer.AddrInfo{d.host.AddrInfo()}, client: true})
	b := newNode(t, nodeOpt{cfg: cfg, boot: []peer.AddrInfo{d.host.AddrInfo()}})
	waitFor(t, "routing tables", func() bool {
		return a.host.DHT().RoutingTable().Size() > 0 && b.host.DHT().RoutingTable().Size() > 0
	})
	if b.host.LibP2P().Network().Connectedness(a.host.ID()) == network.Connected {
		t.Fatal("b already connected to a")
	}
	data := randBytes(t, 2*ChunkSize+99)
	c := addBytes(t, a, data, "shared")
	waitFor(t, "d to hold a's provider record", func() bool {
		provs, err := d.host.DHT().ProviderStore().GetProviders(context.Background(), c.Hash())
		if err != nil {
			return false
		}
		for _, p := range provs {
			if p.ID == a.host.ID() {
				return true
			}
		}
		return false
	})
	if got := counter(t, a.reg, "tensora_content_provides_total", "result", "ok"); got < 1 {
		t.Fatalf("a counted %v successful provides", got)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	got, err := b.store.FetchBytes(ctx, c, nil, 1<<30)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, data) {
		t.Fatal("content fetched via the DHT differs")
	}
	if b.host.LibP2P().Network().Connectedness(a.host.ID()) != network.Connected {
		t.Fatal("b got the content without connecting to a, the only provider")
	}
	// b now provides it too.
	waitFor(t, "d to hold b's provider record", func() bool {
		provs, _ := d.host.DHT().ProviderStore().GetProviders(context.Background(), c.Hash())
		for _, p := range provs {
			if p.ID == b.host.ID() {
				return true
			}
		}
		return false
	})
}

func TestFetchUnknownTimesOut(t *testing.T) {
	a := newNode(t, nodeOpt{})
	b := newNode(t, nodeOpt{cfg: Config{FetchTimeout: 1500 * time.Millisecond, ProviderSearchDelay: 100 * time.Millisecond}})
	unknown, err := cid.V1Builder{Codec: cid.Raw, MhType: multihash.SHA2_256}.Sum(randBytes(t, 32))
	if err != nil {
		t.Fatal(err)
	}
	// A provider that is not there: a fresh id at a closed port.
	key, _, _ := p2pcrypto.GenerateEd25519Key(rand.Reader)
	ghostID, _ := peer.IDFromPrivateKey(key)
	ghost := a.host.AddrInfo()
	ghost.ID = ghostID

	for _, tc := range []struct {
		name      string
		providers []peer.AddrInfo
		reached   int
	}{
		{"named provider lacks it", []peer.AddrInfo{a.host.AddrInfo()}, 1},
		{"named provider unreachable", []peer.AddrInfo{ghost}, 0},
		{"no provider named", nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			_, err := b.store.Fetch(context.Background(), unknown, tc.providers, io.Discard, nil)
			took := time.Since(start)
			if !errors.Is(err, ErrNotFound) {
				t.Fatalf("Fetch(unknown) = %v, want ErrNotFound", err)
			}
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("error %v does not unwrap to the deadline", err)
			}
			var nf *NotFoundError
			if !errors.As(err, &nf) || nf.Named != len(tc.providers) || nf.Reached != tc.reached {
				t.Fatalf("NotFoundError = %+v, want %d named, %d reached", nf, len(tc.providers), tc.reached)
			}
			for _, want := range []string{unknown.String(), "within 1.5s", fmt.Sprintf("%d named peers", len(tc.providers))} {
				if !strings.Contains(err.Error(), want) {
					t.Fatalf("error %q does not say %q", err, want)
				}
			}
			if took > 10*time.Second {
				t.Fatalf("gave up after %s with a 1.5s FetchTimeout", took)
			}
		})
	}

	// The caller's earlier deadline is the window the message names.
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	_, err = b.store.Fetch(ctx, unknown, nil, io.Discard, nil)
	var nf *NotFoundError
	if !errors.As(err, &nf) || nf.Within > 300*time.Millisecond {
		t.Fatalf("Fetch under a 300ms ctx = %v", err)
	}
	// A cancelled caller is not "not found".
	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	if _, err := b.store.Fetch(ctx, unknown, nil, io.Discard, nil); errors.Is(err, ErrNotFound) || !errors.Is(err, context.Canceled) {
		t.Fatalf("Fetch with a cancelled ctx = %v, want context.Canceled", err)
	}
}

func TestFetchBytesLimit(t *testing.T) {
	a := newNode(t, nodeOpt{})
	b := newNode(t, nodeOpt{})
	data := randBytes(t, 4*ChunkSize)
	c := addBytes(t, a, data, "input")
	prov := []peer.AddrInfo{a.host.AddrInfo()}
	ctx := context.Background()

	_, err := b.store.FetchBytes(ctx, c, prov, int64(len(data))-1)
	if !errors.Is(err, ErrTooLarge) {
		t.Fatalf("FetchBytes over the limit = %v, want ErrTooLarge", err)
	}
	if !strings.Contains(err.Error(), c.String()) {
		t.Fatalf("error %q does not name the CID", err)
	}
	// Refused on the root's declared size: no leaf was fetched.
	nd, err := a.store.offline.Get(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range nd.Links() {
		if ok, _ := b.bs.Has(ctx, l.Cid); ok {
			t.Fatalf("leaf %s was fetched although the root declared too large a size", l.Cid)
		}
	}
	if pins, _ := b.store.List(ctx); len(pins) != 0 {
		t.Fatalf("refused fetch was pinned: %+v", pins)
	}

	got, err := b.store.FetchBytes(ctx, c, prov, int64(len(data)))
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("FetchBytes at the limit: %v", err)
	}
	// An empty file is not nil bytes.
	e := addBytes(t, a, nil, "empty")
	if got, err := b.store.FetchBytes(ctx, e, prov, 0); err != nil || got == nil || len(got) != 0 {
		t.Fatalf("FetchBytes(empty) = %v, %v", got, err)
	}
}

// corrupting serves raw leaves with one byte flipped.
type corrupting struct{ blockstore.Blockstore }

func (c corrupting) Get(ctx context.Context, k cid.Cid) (blocks.Block, error) {
	b, err := c.Blockstore.Get(ctx, k)
	if err != nil || k.Prefix().Codec != cid.Raw || len(b.RawData()) == 0 {
		return b, err
	}
	data := bytes.Clone(b.RawData())
	data[len(data)/2] ^= 0xff
	return blocks.NewBlockWithCid(data, k)
}

func TestFetchRejectsCorruptBlocks(t *testing.T) {
	a := newNode(t, nodeOpt{wrap: func(bs blockstore.Blockstore) blockstore.Blockstore { return corrupting{bs} }})
	b := newNode(t, nodeOpt{cfg: Config{FetchTimeout: 2 * time.Second}})
	data := randBytes(t, 2*ChunkSize+1)
	c := addBytes(t, a, data, "tampered")
	var buf bytes.Buffer
	_, err := b.store.Fetch(context.Background(), c, []peer.AddrInfo{a.host.AddrInfo()}, &buf, nil)
	if !errors.Is(err, ErrNotFound) {
		t.Fatalf("Fetch from a corrupting peer = %v, want ErrNotFound", err)
	}
	if !strings.Contains(err.Error(), "stalled at 0 of") {
		t.Fatalf("error %q should say the root came but the leaves did not", err)
	}
	if buf.Len() != 0 {
		t.Fatalf("%d corrupt bytes reached the writer", buf.Len())
	}
	ch, err := b.bs.AllKeysChan(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for k := range ch {
		blk, err := b.bs.Get(context.Background(), k)
		if err != nil {
			t.Fatal(err)
		}
		if sum, _ := k.Prefix().Sum(blk.RawData()); !sum.Equals(k) {
			t.Fatalf("b stored block %s whose bytes do not hash to it", k)
		}
		if blk.Cid().Prefix().Codec == cid.Raw && len(blk.RawData()) > 1000 {
			t.Fatalf("b stored a leaf (%s) from the corrupting peer", k)
		}
	}
}

// slow serves one block at a time, each after a delay.
type slow struct {
	blockstore.Blockstore
	mu    *sync.Mutex
	delay time.Duration
}

func (s slow) Get(ctx context.Context, k cid.Cid) (blocks.Block, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	time.Sleep(s.delay)
	return s.Blockstore.Get(ctx, k)
}

// A root nobody serves is not found after RootTimeout, however long the
// stall window: a miner asked for an unknown CID says so in seconds.
func TestFetchUnknownRootTimeout(t *testing.T) {
	a := newNode(t, nodeOpt{})
	b := newNode(t, nodeOpt{cfg: Config{FetchTimeout: time.Hour, RootTimeout: 300 * time.Millisecond, ProviderSearchDelay: 100 * time.Millisecond}})
	unknown, err := cid.V1Builder{Codec: cid.Raw, MhType: multihash.SHA2_256}.Sum(randBytes(t, 32))
	if err != nil {
		t.Fatal(err)
	}
	// The outer deadline only keeps a regression from hanging the run; the
	// window the error names tells which timeout ended the fetch.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	_, err = b.store.Fetch(ctx, unknown, []peer.AddrInfo{a.host.AddrInfo()}, io.Discard, nil)
	var nf *NotFoundError
	if !errors.As(err, &nf) || nf.Within != 300*time.Millisecond || nf.Total != -1 || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Fetch(unknown) = %v (%+v), want not found within the 300ms root timeout", err, nf)
	}
	if !strings.Contains(err.Error(), unknown.String()) {
		t.Fatalf("error %q does not name the CID", err)
	}
	// Content that exists is still fetched under the short root timeout.
	data := randBytes(t, 3*ChunkSize)
	c := addBytes(t, a, data, "present")
	got, err := b.store.FetchBytes(ctx, c, []peer.AddrInfo{a.host.AddrInfo()}, 1<<30)
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("fetch of present content: %v", err)
	}
}

// FetchTimeout is a stall timeout: a fetch slower in total than the timeout
// succeeds while blocks keep coming.
func TestFetchSlowButSteady(t *testing.T) {
	const delay = 100 * time.Millisecond
	a := newNode(t, nodeOpt{wrap: func(bs blockstore.Blockstore) blockstore.Blockstore {
		return slow{Blockstore: bs, mu: &sync.Mutex{}, delay: delay}
	}})
	timeout := 600 * time.Millisecond
	b := newNode(t, nodeOpt{cfg: Config{FetchTimeout: timeout}})
	data := randBytes(t, 8*ChunkSize)
	c := addBytes(t, a, data, "slow")
	start := time.Now()
	got, err := b.store.FetchBytes(context.Background(), c, []peer.AddrInfo{a.host.AddrInfo()}, 1<<30)
	if err != nil {
		t.Fatalf("steady fetch failed: %v", err)
	}
	if !bytes.Equal(got, data) {
		t.Fatal("slow fetch returned different bytes")
	}
	// Nine blocks served one at a time take 900 ms at least; were the fetch
	// faster than the timeout, this test would show nothing.
	if took := time.Since(start); took <= timeout {
		t.Fatalf("fetch took %s, not more than the %s timeout", took, timeout)
	}
}

func TestHasAndOpenLocalOnly(t *testing.T) {
	a := newNode(t, nodeOpt{})
	b := newNode(t, nodeOpt{})
	ctx := context.Background()
	data := randBytes(t, 3*ChunkSize)
	c := addBytes(t, a, data, "local")

	if ok, err := b.store.Has(ctx, c); err != nil || ok {
		t.Fatalf("b.Has before fetch = %v, %v", ok, err)
	}
	// Open never goes to the network, even with a provider connected.
	if err := b.host.Connect(ctx, a.host.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	if _, _, err := b.store.Open(ctx, c); !errors.Is(err, ErrNotLocal) {
		t.Fatalf("b.Open before fetch = %v, want ErrNotLocal", err)
	}
	// With a leaf deleted, the DAG is no longer complete.
	nd, err := a.store.offline.Get(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	r, size, err := a.store.Open(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	if size != int64(len(data)) {
		t.Fatalf("Open size = %d", size)
	}
	if _, err := r.Seek(int64(ChunkSize+10), io.SeekStart); err != nil {
		t.Fatal(err)
	}
	tail, err := io.ReadAll(r)
	if err != nil || !bytes.Equal(tail, data[ChunkSize+10:]) {
		t.Fatalf("read after Seek: %v", err)
	}
	r.Close()
	if err := a.bs.DeleteBlock(ctx, nd.Links()[1].Cid); err != nil {
		t.Fatal(err)
	}
	if ok, err := a.store.Has(ctx, c); err != nil || ok {
		t.Fatalf("Has with a leaf missing = %v, %v; want false", ok, err)
	}
}

func TestListPins(t *testing.T) {
	a := newNode(t, nodeOpt{})
	ctx := context.Background()
	before := time.Now().Add(-time.Second)
	c1 := addBytes(t, a, []byte("first"), "one.bin")
	c2 := addBytes(t, a, randBytes(t, ChunkSize*2), "two.bin")
	c1again := addBytes(t, a, []byte("first"), "renamed.bin")
	if !c1.Equals(c1again) {
		t.Fatal("same bytes, different root")
	}
	pins, err := a.store.List(ctx)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]Pin{}
	for _, p := range pins {
		got[p.Cid.String()] = p
	}
	if len(got) != 2 {
		t.Fatalf("pins = %+v, want 2", pins)
	}
	for _, want := range []Pin{
		{Cid: c1, Name: "renamed.bin", Size: 5, Source: "add"}, // re-adding renames
		{Cid: c2, Name: "two.bin", Size: ChunkSize * 2, Source: "add"},
	} {
		p := got[want.Cid.String()]
		if p.Name != want.Name || p.Size != want.Size || p.Source != want.Source {
			t.Fatalf("pin %s = %+v, want %+v", want.Cid, p, want)
		}
		if p.Time.Before(before) || p.Time.After(time.Now()) {
			t.Fatalf("pin time %s out of range", p.Time)
		}
	}
}

func TestReprovideLoop(t *testing.T) {
	d := newNode(t, nodeOpt{})
	a := newNode(t, nodeOpt{cfg: Config{ReprovideInterval: 150 * time.Millisecond}, boot: []peer.AddrInfo{d.host.AddrInfo()}})
	addBytes(t, a, []byte("kept alive"), "k")
	// One announcement comes from Add; more can only come from the loop.
	waitFor(t, "three successful announcements", func() bool {
		return counter(t, a.reg, "tensora_content_provides_total", "result", "ok") >= 3
	})
}

func TestCloseStopsEverything(t *testing.T) {
	a := newNode(t, nodeOpt{})
	c := addBytes(t, a, []byte("x"), "x")
	if err := a.store.Close(); err != nil {
		t.Fatal(err)
	}
	if err := a.store.Close(); err != nil {
		t.Fatalf("second Close = %v", err)
	}
	if _, _, err := a.store.Add(context.Background(), strings.NewReader("y"), "y", nil); !errors.Is(err, ErrClosed) {
		t.Fatalf("Add after Close = %v, want ErrClosed", err)
	}
	if _, err := a.store.Fetch(context.Background(), c, nil, io.Discard, nil); !errors.Is(err, ErrClosed) {
		t.Fatalf("Fetch after Close = %v, want ErrClosed", err)
	}
	for _, p := range a.host.LibP2P().Mux().Protocols() {
		if strings.Contains(string(p), "bitswap") {
			t.Fatalf("protocol %s still handled after Close", p)
		}
	}
	// The registry is free for a new Store on the same host.
	s2, err := New(context.Background(), a.host, a.bs, a.db.Prefixed(PinPrefix), Config{Logger: quiet(), Registry: a.reg})
	if err != nil {
		t.Fatalf("New after Close on the same host and registry: %v", err)
	}
	if err := s2.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestCloseAbortsFetch(t *testing.T) {
	b := newNode(t, nodeOpt{})
	unknown, _ := cid.V1Builder{Codec: cid.Raw, MhType: multihash.SHA2_256}.Sum([]byte("nobody has this"))
	errc := make(chan error, 1)
	go func() {
		_, err := b.store.Fetch(context.Background(), unknown, nil, io.Discard, nil)
		errc <- err
	}()
	time.Sleep(50 * time.Millisecond) // let the fetch start; correctness does not depend on it
	if err := b.store.Close(); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-errc:
		if !errors.Is(err, ErrClosed) {
			t.Fatalf("fetch aborted by Close = %v, want ErrClosed", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Close did not abort the fetch")
	}
}

func TestConfigValidate(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		ok   bool
	}{
		{"zero takes defaults", Config{}, true},
		{"negative fetch timeout", Config{FetchTimeout: -1}, false},
		{"negative root timeout", Config{RootTimeout: -1}, false},
		{"negative provide timeout", Config{ProvideTimeout: -1}, false},
		{"negative queue", Config{AnnounceQueue: -1}, false},
		{"reprovide disabled", Config{ReprovideInterval: -1}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			cfg.applyDefaults()
			if err := cfg.validate(); (err == nil) != tc.ok {
				t.Fatalf("validate = %v, want ok=%v", err, tc.ok)
			}
		})
	}
	cfg := Config{}
	cfg.applyDefaults()
	if cfg.FetchTimeout != 2*time.Minute || cfg.ReprovideInterval != 12*time.Hour {
		t.Fatalf("defaults = %+v", cfg)
	}
}

// CIDOf computes, without a store, the CID Add gives the same bytes: one
// leaf, several, and the empty file.
func TestCIDOfMatchesAdd(t *testing.T) {
	a := newNode(t, nodeOpt{})
	for _, size := range []int{0, 1, ChunkSize, 3*ChunkSize + 5} {
		data := randBytes(t, size)
		want := addBytes(t, a, data, "x")
		got, err := CIDOf(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if !got.Equals(want) {
			t.Errorf("%d bytes: CIDOf %s, Add %s", size, got, want)
		}
	}
}
