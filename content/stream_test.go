package content

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/boxo/blockstore"
	chunker "github.com/ipfs/boxo/chunker"
	"github.com/ipfs/boxo/ipld/unixfs/importer/balanced"
	"github.com/ipfs/boxo/ipld/unixfs/importer/helpers"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multihash"
)

// dagOrder lists root's DAG as the stream sends it (depth first, each block
// once), from n's local blocks.
func dagOrder(t testing.TB, n *node, root cid.Cid) []cid.Cid {
	t.Helper()
	var out []cid.Cid
	w := newDagWalk(root)
	for {
		c, ok := w.next()
		if !ok {
			return out
		}
		links, err := n.store.localLinks(context.Background(), c)
		if err != nil {
			t.Fatalf("walk %s: %v", c, err)
		}
		out = append(out, c)
		w.push(links)
	}
}

// readAll reads root from n's local blocks only.
func readAll(t testing.TB, n *node, root cid.Cid) []byte {
	t.Helper()
	r, _, err := n.store.Open(context.Background(), root)
	if err != nil {
		t.Fatalf("Open %s: %v", root, err)
	}
	defer r.Close()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// addSmallChunks imports data on n with small chunks and few links per
// node, so a few MiB make a DAG several levels deep.
func addSmallChunks(t testing.TB, n *node, data []byte, chunk int64, links int) cid.Cid {
	t.Helper()
	params := helpers.DagBuilderParams{
		Dagserv:    n.store.offline,
		RawLeaves:  true,
		Maxlinks:   links,
		CidBuilder: cid.V1Builder{Codec: cid.DagProtobuf, MhType: multihash.SHA2_256},
	}
	db, err := params.New(chunker.NewSizeSplitter(bytes.NewReader(data), chunk))
	if err != nil {
		t.Fatal(err)
	}
	nd, err := balanced.Layout(db)
	if err != nil {
		t.Fatal(err)
	}
	return nd.Cid()
}

// A file of several MiB in 16 KiB chunks, 8 links per node (four levels of
// inner nodes, and repeated leaves from a run of zeros), arrives complete
// and byte-identical in one stream, every block once; a second FetchFrom
// moves nothing.
func TestStreamMultiLevelDAG(t *testing.T) {
	a := newNode(t, nodeOpt{})
	b := newNode(t, nodeOpt{})
	data := randBytes(t, 5<<20+123)
	clear(data[1<<20 : 2<<20]) // 64 identical zero leaves: sent once
	root := addSmallChunks(t, a, data, 16<<10, 8)
	order := dagOrder(t, a, root)
	depth := 0
	for c := root; c.Prefix().Codec != cid.Raw; depth++ {
		links, err := a.store.localLinks(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		c = links[0]
	}
	if depth < 3 {
		t.Fatalf("test DAG is %d levels deep, want ≥ 3", depth)
	}

	ctx := context.Background()
	st, err := b.store.FetchFrom(ctx, a.host.AddrInfo(), root, nil)
	if err != nil {
		t.Fatalf("FetchFrom: %v", err)
	}
	if st.Blocks != len(order) || st.Held != 0 || st.DataBytes != int64(len(data))-(1<<20)+16<<10 {
		t.Errorf("stats %+v, want %d blocks, %d leaf bytes (one zero leaf)", st, len(order), int64(len(data))-(1<<20)+16<<10)
	}
	if got := readAll(t, b, root); !bytes.Equal(got, data) {
		t.Fatalf("fetched file differs (%d bytes, want %d)", len(got), len(data))
	}
	if sent := counter(t, a.reg, "tensora_content_stream_blocks_sent_total"); sent != float64(len(order)) {
		t.Errorf("provider sent %v blocks, the DAG has %d distinct", sent, len(order))
	}
	pins, err := b.store.List(ctx)
	if err != nil || len(pins) != 1 || pins[0].Cid != root || pins[0].Size != int64(len(data)) {
		t.Errorf("pins %+v, %v: want the root with the file's size", pins, err)
	}

	again, err := b.store.FetchFrom(ctx, a.host.AddrInfo(), root, nil)
	if err != nil || again.Blocks != 0 || again.Held != len(order) {
		t.Errorf("second FetchFrom = %+v, %v: want nothing moved", again, err)
	}
}

// A transfer cancelled mid-stream keeps the blocks it verified; the next
// FetchFrom names them and receives exactly the rest, and the file is whole.
func TestStreamInterruptedResumes(t *testing.T) {
	a := newNode(t, nodeOpt{})
	b := newNode(t, nodeOpt{})
	data := randBytes(t, 40*ChunkSize+5) // a root and 41 leaves
	root := addBytes(t, a, data, "model")
	total := len(dagOrder(t, a, root))
	ctx := context.Background()

	cctx, cancel := context.WithCancel(ctx)
	defer cancel()
	const cutAt = 12
	first, err := b.store.FetchFrom(cctx, a.host.AddrInfo(), root, func(st StreamStats) {
		if st.Blocks == cutAt {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("interrupted FetchFrom = %v, want context.Canceled", err)
	}
	if first.Blocks < cutAt || first.Blocks >= total {
		t.Fatalf("interrupted transfer verified %d of %d blocks", first.Blocks, total)
	}
	held, complete, err := b.store.heldBlocks(ctx, root)
	if err != nil || complete {
		t.Fatalf("after the cut: complete=%v, %v", complete, err)
	}
	if len(held) != first.Blocks {
		t.Fatalf("after the cut %d blocks are held, %d were verified", len(held), first.Blocks)
	}
	if pins, _ := b.store.List(ctx); len(pins) != 0 {
		t.Errorf("a partial transfer was pinned: %+v", pins)
	}

	// The provider may still be writing into the cut stream until it
	// sees the reset: count from when it has stopped.
	a.store.waitStreams()
	sentBefore := counter(t, a.reg, "tensora_content_stream_blocks_sent_total")
	rest, err := b.store.FetchFrom(ctx, a.host.AddrInfo(), root, nil)
	if err != nil {
		t.Fatalf("resumed FetchFrom: %v", err)
	}
	if rest.Held != len(held) || rest.Blocks != total-len(held) {
		t.Errorf("resume = %+v: want %d held and the %d missing blocks moved", rest, len(held), total-len(held))
	}
	if sent := counter(t, a.reg, "tensora_content_stream_blocks_sent_total") - sentBefore; sent != float64(total-len(held)) {
		t.Errorf("provider sent %v blocks on resume, want %d", sent, total-len(held))
	}
	if got := readAll(t, b, root); !bytes.Equal(got, data) {
		t.Fatal("resumed file differs")
	}
}

// corruptOne flips a byte of one block as the provider reads it.
type corruptOne struct {
	blockstore.Blockstore
	bad cid.Cid
}

func (c corruptOne) Get(ctx context.Context, k cid.Cid) (blocks.Block, error) {
	b, err := c.Blockstore.Get(ctx, k)
	if err != nil || !k.Equals(c.bad) {
		return b, err
	}
	data := bytes.Clone(b.RawData())
	data[len(data)/2] ^= 0xff
	return blocks.NewBlockWithCid(data, k)
}

// A provider that sends a corrupted leaf: the requester refuses it and the
// rest of the stream, the error names the block, and only the blocks
// verified before it are stored (each one whole).
func TestStreamCorruptBlockRefused(t *testing.T) {
	bad := &corruptOne{}
	a := newNode(t, nodeOpt{wrap: func(bs blockstore.Blockstore) blockstore.Blockstore {
		bad.Blockstore = bs
		return bad
	}})
	b := newNode(t, nodeOpt{})
	data := randBytes(t, 9*ChunkSize)
	root := addBytes(t, a, data, "tampered")
	order := dagOrder(t, a, root) // root, then 9 leaves
	const badAt = 4
	bad.bad = order[badAt]

	_, err := b.store.FetchFrom(context.Background(), a.host.AddrInfo(), root, nil)
	if !errors.Is(err, ErrCorruptBlock) {
		t.Fatalf("FetchFrom from a corrupting provider = %v, want ErrCorruptBlock", err)
	}
	if !strings.Contains(err.Error(), order[badAt].String()) || !strings.Contains(err.Error(), "hashes to") {
		t.Errorf("error %q should name the block and say its data does not match", err)
	}
	b.bs.HashOnRead(true)
	for i, c := range order {
		has, err := b.bs.Has(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		if has != (i < badAt) {
			t.Errorf("block %d held = %v; want only the %d blocks before the bad one", i, has, badAt)
		}
		if has {
			if _, err := b.bs.Get(context.Background(), c); err != nil {
				t.Errorf("stored block %d does not verify: %v", i, err)
			}
		}
	}
	if pins, _ := b.store.List(context.Background()); len(pins) != 0 {
		t.Errorf("a refused transfer was pinned: %+v", pins)
	}
}

// Job content goes on the stream only to the peers Config.Access admits,
// as on bitswap: an outsider gets ErrRefused and no block; a reader gets the
// file, and its own copy is restricted block by block as it arrives.
func TestStreamJobContentRefusedToOutsider(t *testing.T) {
	rd := &readers{addr: map[peer.ID]common.Address{}}
	gated := Config{Access: rd.access}
	owner := newNode(t, nodeOpt{cfg: gated})
	reader := newNode(t, nodeOpt{cfg: gated})
	outsider := newNode(t, nodeOpt{cfg: gated})
	ownerAddr, readerAddr := common.Address{1}, common.Address{2}
	rd.set(owner.host.ID(), ownerAddr)
	rd.set(reader.host.ID(), readerAddr)
	rd.set(outsider.host.ID(), common.Address{3})
	ctx := context.Background()

	data := randBytes(t, 3*ChunkSize+77)
	root := addBytes(t, owner, data, "input")
	if err := owner.store.Restrict(ctx, root, ownerAddr, readerAddr); err != nil {
		t.Fatal(err)
	}

	st, err := outsider.store.FetchFrom(ctx, owner.host.AddrInfo(), root, nil)
	if !errors.Is(err, ErrRefused) {
		t.Fatalf("outsider FetchFrom = %+v, %v; want ErrRefused", st, err)
	}
	if !strings.Contains(err.Error(), "job content") {
		t.Errorf("error %q should say why", err)
	}
	for _, c := range dagOrder(t, owner, root) {
		if has, _ := outsider.bs.Has(ctx, c); has {
			t.Errorf("outsider holds %s", c)
		}
	}

	if err := reader.store.Restrict(ctx, root, ownerAddr, readerAddr); err != nil {
		t.Fatal(err)
	}
	if _, err := reader.store.FetchFrom(ctx, owner.host.AddrInfo(), root, nil); err != nil {
		t.Fatalf("reader FetchFrom: %v", err)
	}
	if got := readAll(t, reader, root); !bytes.Equal(got, data) {
		t.Fatal("reader's file differs")
	}
	for _, c := range dagOrder(t, reader, root) {
		if len(reader.store.Grants(c)) == 0 {
			t.Errorf("reader's copy of %s is not restricted", c)
		}
	}
	// And the reader, now a holder, refuses the outsider too.
	if _, err := outsider.store.FetchFrom(ctx, reader.host.AddrInfo(), root, nil); !errors.Is(err, ErrRefused) {
		t.Errorf("outsider FetchFrom the reader = %v, want ErrRefused", err)
	}
}

// A provider without the content says so: ErrProviderLacks, not a timeout.
func TestStreamProviderLacksContent(t *testing.T) {
	a := newNode(t, nodeOpt{})
	b := newNode(t, nodeOpt{cfg: Config{FetchTimeout: 5 * time.Second}})
	other := newNode(t, nodeOpt{})
	root := addBytes(t, other, randBytes(t, ChunkSize+1), "elsewhere")
	if _, err := b.store.FetchFrom(context.Background(), a.host.AddrInfo(), root, nil); !errors.Is(err, ErrProviderLacks) {
		t.Fatalf("FetchFrom a peer without the file = %v, want ErrProviderLacks", err)
	}
}

// A file of one block and an empty file (a root with no links) stream too.
func TestStreamSingleBlockAndEmpty(t *testing.T) {
	a := newNode(t, nodeOpt{})
	b := newNode(t, nodeOpt{})
	for _, data := range [][]byte{randBytes(t, 1000), {}} {
		root := addBytes(t, a, data, "small")
		st, err := b.store.FetchFrom(context.Background(), a.host.AddrInfo(), root, nil)
		if err != nil {
			t.Fatalf("FetchFrom %d bytes: %v", len(data), err)
		}
		if st.Blocks != 1 || st.DataBytes != int64(len(data)) {
			t.Errorf("%d bytes: stats %+v", len(data), st)
		}
		if got := readAll(t, b, root); !bytes.Equal(got, data) {
			t.Errorf("%d bytes: fetched %d", len(data), len(got))
		}
	}
}

// A request names at most maxHeldNamed blocks, leaves dropped first.
func TestTrimHeld(t *testing.T) {
	held := map[string]cid.Cid{}
	inner := cid.NewCidV1(cid.DagProtobuf, mustSum(t, []byte("inner")))
	held[string(inner.Hash())] = inner
	for i := range 10 {
		c := cid.NewCidV1(cid.Raw, mustSum(t, []byte{byte(i)}))
		held[string(c.Hash())] = c
	}
	trimHeld(held, 4)
	if _, ok := held[string(inner.Hash())]; len(held) != 4 || !ok {
		t.Fatalf("trimmed to %d blocks, inner node kept %v", len(held), ok)
	}
}

// The request codec round-trips and refuses garbage.
func TestStreamRequestCodec(t *testing.T) {
	root := cid.NewCidV1(cid.Raw, mustSum(t, []byte("root")))
	leaf := cid.NewCidV1(cid.Raw, mustSum(t, []byte("leaf")))
	got, held, err := decodeRequest(encodeRequest(root, map[string]cid.Cid{string(leaf.Hash()): leaf}))
	if err != nil || !got.Equals(root) || len(held) != 1 {
		t.Fatalf("round trip = %s, %v, %v", got, held, err)
	}
	if _, ok := held[string(leaf.Hash())]; !ok {
		t.Fatal("held block lost")
	}
	for name, b := range map[string][]byte{
		"empty":             nil,                                       // no root
		"truncated entry":   append(root.Bytes(), 40, 1, 2),            // claims 40 bytes, has 2
		"not a multihash":   append(root.Bytes(), 3, 0xff, 0xff, 0xff), // unknown code, bad length
		"garbage root only": {0xff, 0xff},                              // not a CID
	} {
		if _, _, err := decodeRequest(b); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
}

func mustSum(t testing.TB, b []byte) multihash.Multihash {
	t.Helper()
	h, err := multihash.Sum(b, multihash.SHA2_256, -1)
	if err != nil {
		t.Fatal(err)
	}
	return h
}
