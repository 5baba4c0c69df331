package content

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/boxo/blockstore"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multihash"
)

// readers maps the test's peers to made-up operator addresses, and admits a
// peer for a grant that names its address.
type readers struct {
	mu   sync.Mutex
	addr map[peer.ID]common.Address
}

func (r *readers) set(p peer.ID, a common.Address) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.addr[p] = a
}

func (r *readers) access(p peer.ID, g Grant) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	a, ok := r.addr[p]
	return ok && slices.Contains(g.Readers, a)
}

// A job's content goes only to the readers its grant names: an outsider is
// refused the root, a leaf, and the root asked for under another codec
// (the blockstore keys by multihash), from the owner and from a reader
// that restricted it before fetching (whose wantlist showed the leaves'
// CIDs to its peers); public content still goes to everyone; and the rule
// survives a restart. Issue 14, attack 12: the bitswap server served any
// block to any peer.
func TestAttack12JobContentRefusedToOutsiders(t *testing.T) {
	rd := &readers{addr: map[peer.ID]common.Address{}}
	gated := Config{Access: rd.access}
	owner := newNode(t, nodeOpt{cfg: gated})
	reader := newNode(t, nodeOpt{cfg: gated})
	outsider := newNode(t, nodeOpt{cfg: Config{FetchTimeout: time.Second, ProviderSearchDelay: 100 * time.Millisecond}})
	ownerAddr, readerAddr := common.Address{1}, common.Address{2}
	rd.set(owner.host.ID(), ownerAddr)
	rd.set(reader.host.ID(), readerAddr)
	rd.set(outsider.host.ID(), common.Address{3}) // a real operator, named by no job
	ctx := context.Background()

	data := randBytes(t, 3*ChunkSize+77) // a root and four leaves
	root := addBytes(t, owner, data, "input")
	if err := owner.store.Restrict(ctx, root, ownerAddr, readerAddr); err != nil {
		t.Fatal(err)
	}
	model := addBytes(t, owner, randBytes(t, 1000), "model.onnx")
	nd, err := owner.store.offline.Get(ctx, root)
	if err != nil {
		t.Fatal(err)
	}
	leaf := nd.Links()[0].Cid
	asRaw := cid.NewCidV1(cid.Raw, root.Hash()) // the root's block under another codec

	refused := func(from *node, what string, c cid.Cid) {
		t.Helper()
		_, err := outsider.store.FetchBytes(ctx, c, []peer.AddrInfo{from.host.AddrInfo()}, 1<<30)
		if !errors.Is(err, ErrNotFound) {
			t.Fatalf("outsider fetching %s: err %v, want ErrNotFound (refused)", what, err)
		}
	}
	refused(owner, "the root", root)
	refused(owner, "a leaf", leaf)
	refused(owner, "the root as a raw block", asRaw)
	if got, err := outsider.store.FetchBytes(ctx, model, []peer.AddrInfo{owner.host.AddrInfo()}, 1<<20); err != nil || len(got) != 1000 {
		t.Fatalf("public content refused to the outsider: %v", err)
	}

	// The reader restricts the root before fetching, as a miner does.
	if err := reader.store.Restrict(ctx, root, ownerAddr, readerAddr); err != nil {
		t.Fatal(err)
	}
	got, err := reader.store.FetchBytes(ctx, root, []peer.AddrInfo{owner.host.AddrInfo()}, 1<<30)
	if err != nil || string(got) != string(data) {
		t.Fatalf("the job's reader could not fetch its content: %v", err)
	}
	for _, c := range append([]cid.Cid{root}, cidsOf(nd.Links())...) {
		if len(reader.store.Grants(c)) == 0 {
			t.Fatalf("block %s of the fetched DAG is not restricted on the reader", c)
		}
	}
	refused(reader, "a leaf from the reader", nd.Links()[2].Cid)
	if counter(t, owner.reg, "tensora_content_blocks_refused_total") == 0 {
		t.Fatal("the owner counted no refusal")
	}

	// After a restart the owner still refuses.
	if err := owner.store.Close(); err != nil {
		t.Fatal(err)
	}
	s2, err := New(ctx, owner.host, owner.bs, owner.db.Prefixed(PinPrefix), Config{Access: rd.access, Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s2.Close() })
	owner.store = s2
	if len(s2.Grants(leaf)) != 1 {
		t.Fatalf("after a restart the leaf has grants %v, want the root's", s2.Grants(leaf))
	}
	if pins, err := s2.List(ctx); err != nil || len(pins) != 2 {
		t.Fatalf("pins after a restart = %v, %v: want the two roots, no grant records", pins, err)
	}
	refused(owner, "a leaf after the owner restarted", nd.Links()[1].Cid)
}

func cidsOf(ls []*ipld.Link) []cid.Cid {
	var out []cid.Cid
	for _, l := range ls {
		out = append(out, l.Cid)
	}
	return out
}

// hasWatch signals once the blockstore is asked whether it holds key (by
// the request filter, or by bitswap's server sizing a want).
type hasWatch struct {
	blockstore.Blockstore
	key  cid.Cid
	once sync.Once
	seen chan struct{}
}

func (h *hasWatch) asked(c cid.Cid) {
	if c.Equals(h.key) {
		h.once.Do(func() { close(h.seen) })
	}
}

func (h *hasWatch) Has(ctx context.Context, c cid.Cid) (bool, error) {
	h.asked(c)
	return h.Blockstore.Has(ctx, c)
}

func (h *hasWatch) GetSize(ctx context.Context, c cid.Cid) (int, error) {
	h.asked(c)
	return h.Blockstore.GetSize(ctx, c)
}

// A peer that leaves a want for a job's input (its CID is public) on a
// validator before the validator has it or knows the job must not receive
// the block when the validator fetches it: bitswap sends a block to every
// peer whose want it accepted as soon as the block arrives, without asking
// the filter again. Issue 14, attack 12.
func TestAttack12WantLeftBeforeRestrictNotServed(t *testing.T) {
	rd := &readers{addr: map[peer.ID]common.Address{}}
	ctx := context.Background()
	owner := newNode(t, nodeOpt{cfg: Config{Access: rd.access}})
	data := randBytes(t, 5000)
	root, err := cid.V1Builder{Codec: cid.Raw, MhType: multihash.SHA2_256}.Sum(data)
	if err != nil {
		t.Fatal(err)
	}
	watch := &hasWatch{key: root, seen: make(chan struct{})}
	validator := newNode(t, nodeOpt{cfg: Config{Access: rd.access}, wrap: func(bs blockstore.Blockstore) blockstore.Blockstore {
		watch.Blockstore = bs
		return watch
	}})
	lurker := newNode(t, nodeOpt{cfg: Config{FetchTimeout: 3 * time.Second}})
	ownerAddr, validatorAddr := common.Address{1}, common.Address{2}
	rd.set(owner.host.ID(), ownerAddr)
	rd.set(validator.host.ID(), validatorAddr)
	if got := addBytes(t, owner, data, "input"); !got.Equals(root) {
		t.Fatalf("one-block file %s, want the raw block %s", got, root)
	}
	if err := owner.store.Restrict(ctx, root, ownerAddr, validatorAddr); err != nil {
		t.Fatal(err)
	}

	lurked := make(chan error, 1)
	go func() {
		_, err := lurker.store.FetchBytes(ctx, root, []peer.AddrInfo{validator.host.AddrInfo()}, 1<<20)
		lurked <- err
	}()
	select {
	case <-watch.seen: // the validator's server has the lurker's want
	case <-time.After(20 * time.Second):
		t.Fatal("the lurker's want never reached the validator")
	}
	if err := validator.store.Restrict(ctx, root, ownerAddr, validatorAddr); err != nil {
		t.Fatal(err)
	}
	if _, err := validator.store.FetchBytes(ctx, root, []peer.AddrInfo{owner.host.AddrInfo()}, 1<<20); err != nil {
		t.Fatalf("the validator could not fetch the input: %v", err)
	}
	if err := <-lurked; !errors.Is(err, ErrNotFound) {
		t.Fatalf("the lurker's early want: err %v, want ErrNotFound (never served)", err)
	}
}

// Deny vetoes a block shared by two restricted DAGs: an attacker, reader
// of its own job's DAG that shares leaves with a private job's DAG (the
// same chunks, or a link to the private root), is refused the shared
// leaves when Deny says the private grant refuses it (node: a SubnetACL),
// though Access admits it through its own grant; its own leaves still go.
func TestDenyVetoesSharedBlocks(t *testing.T) {
	rd := &readers{addr: map[peer.ID]common.Address{}}
	ownerAddr, attackerAddr := common.Address{1}, common.Address{9}
	var privateRoot cid.Cid
	deny := func(p peer.ID, gs []Grant) bool {
		rd.mu.Lock()
		a := rd.addr[p]
		rd.mu.Unlock()
		for _, g := range gs {
			if g.Root.Equals(privateRoot) && a != ownerAddr {
				return true
			}
		}
		return false
	}
	owner := newNode(t, nodeOpt{cfg: Config{Access: rd.access, Deny: deny}})
	attacker := newNode(t, nodeOpt{cfg: Config{FetchTimeout: time.Second, ProviderSearchDelay: 100 * time.Millisecond}})
	rd.set(owner.host.ID(), ownerAddr)
	rd.set(attacker.host.ID(), attackerAddr)
	ctx := context.Background()
	shared := randBytes(t, 3*ChunkSize)
	privateRoot = addBytes(t, owner, append(slices.Clone(shared), randBytes(t, 100)...), "private")
	openRoot := addBytes(t, owner, append(slices.Clone(shared), randBytes(t, 100)...), "open")
	if err := owner.store.Restrict(ctx, privateRoot, ownerAddr); err != nil {
		t.Fatal(err)
	}
	if err := owner.store.Restrict(ctx, openRoot, ownerAddr, attackerAddr); err != nil {
		t.Fatal(err)
	}
	pn, err := owner.store.offline.Get(ctx, privateRoot)
	if err != nil {
		t.Fatal(err)
	}
	on, err := owner.store.offline.Get(ctx, openRoot)
	if err != nil {
		t.Fatal(err)
	}
	sharedLeaf, ownLeaf := pn.Links()[0].Cid, on.Links()[3].Cid
	if !sharedLeaf.Equals(on.Links()[0].Cid) {
		t.Fatal("the DAGs share no leaf")
	}
	if _, err := attacker.store.FetchBytes(ctx, sharedLeaf, []peer.AddrInfo{owner.host.AddrInfo()}, 1<<30); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the attacker fetched a leaf of the private DAG through its own grant: %v", err)
	}
	if _, err := attacker.store.FetchBytes(ctx, ownLeaf, []peer.AddrInfo{owner.host.AddrInfo()}, 1<<30); err != nil {
		t.Fatalf("the attacker's own leaf refused: %v", err)
	}
}
