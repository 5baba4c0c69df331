package content

import (
	"bytes"
	"context"
	"errors"
	"io"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/boxo/bitswap"
	"github.com/ipfs/boxo/bitswap/network/bsnet"
	"github.com/ipfs/boxo/blockservice"
	"github.com/ipfs/boxo/blockstore"
	chunker "github.com/ipfs/boxo/chunker"
	"github.com/ipfs/boxo/ipld/merkledag"
	"github.com/ipfs/boxo/ipld/unixfs/importer/balanced"
	"github.com/ipfs/boxo/ipld/unixfs/importer/helpers"
	uio "github.com/ipfs/boxo/ipld/unixfs/io"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multihash"

	"github.com/tensora/tensora/store"
)

// stock is an IPFS node as Kubo builds one, minus what the tests do not
// touch: a libp2p host with the default options and boxo bitswap on the
// standard protocol ids (/ipfs/bitswap/*), no prefix, no routing. Its
// blocks sit in an in-memory badger (where Kubo uses flatfs), which the
// wire never sees.
type stock struct {
	host host.Host
	bs   blockstore.Blockstore
	swap *bitswap.Bitswap
	dag  ipld.DAGService
}

func newStock(t testing.TB) *stock {
	t.Helper()
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	db, err := store.Open("", store.WithLogger(quiet()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	var bs blockstore.Blockstore = store.NewBlockstore(db)
	// Wants are sent again every 2 s (Kubo: every minute, with routing to
	// find providers besides): a want lost in a connection's first moment
	// otherwise waits out the test's deadline (seen once in CI under load:
	// TestStockNodeSwapsModels' 30 s went by with the model unfetched).
	swap := bitswap.New(context.Background(), bsnet.NewFromIpfsHost(h), nil, bs, bitswap.RebroadcastDelay(2*time.Second))
	t.Cleanup(func() { _ = swap.Close() })
	return &stock{host: h, bs: bs, swap: swap, dag: merkledag.NewDAGService(blockservice.New(bs, swap))}
}

func (s *stock) addrInfo() peer.AddrInfo {
	return peer.AddrInfo{ID: s.host.ID(), Addrs: s.host.Addrs()}
}

// add imports data as `ipfs add --cid-version=1 --raw-leaves
// --chunker=size-262144` does.
func (s *stock) add(t testing.TB, data []byte) cid.Cid {
	t.Helper()
	params := helpers.DagBuilderParams{
		Dagserv:    s.dag,
		RawLeaves:  true,
		Maxlinks:   helpers.DefaultLinksPerBlock,
		CidBuilder: cid.V1Builder{Codec: cid.DagProtobuf, MhType: multihash.SHA2_256},
	}
	db, err := params.New(chunker.NewSizeSplitter(bytes.NewReader(data), ChunkSize))
	if err != nil {
		t.Fatal(err)
	}
	nd, err := balanced.Layout(db)
	if err != nil {
		t.Fatal(err)
	}
	return nd.Cid()
}

// cat reads the file c through bitswap, as `ipfs cat` does.
func (s *stock) cat(ctx context.Context, c cid.Cid) ([]byte, error) {
	sess := merkledag.NewSession(ctx, s.dag)
	root, err := sess.Get(ctx, c)
	if err != nil {
		return nil, err
	}
	dr, err := uio.NewDagReader(ctx, root, sess)
	if err != nil {
		return nil, err
	}
	defer dr.Close()
	return io.ReadAll(dr)
}

// A stock IPFS node and a Tensora peer swap public content on the standard
// bitswap ids, both ways, by CID alone (M5; issue 15: Tensora spoke bitswap
// only under /tensora, so Kubo could fetch nothing from it and it nothing
// from Kubo). The same file gives the same CID on both sides.
func TestStockNodeSwapsModels(t *testing.T) {
	tn := newNode(t, nodeOpt{cfg: Config{FetchTimeout: 10 * time.Second}})
	st := newStock(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	// The stock node connects to the Tensora peer, given only its address.
	model := randBytes(t, 5*ChunkSize+321) // a dag-pb root over six leaves
	c := addBytes(t, tn, model, "model.onnx")
	if err := st.host.Connect(ctx, tn.host.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	got, err := st.cat(ctx, c)
	if err != nil {
		t.Fatalf("stock node fetching a model from a Tensora peer: %v", err)
	}
	if !bytes.Equal(got, model) {
		t.Fatal("the stock node read a different model")
	}
	if same := st.add(t, model); !same.Equals(c) {
		t.Fatalf("the stock importer gives %s for the file Tensora added as %s", same, c)
	}

	// The Tensora peer fetches from the stock node, named as provider.
	other := randBytes(t, 3*ChunkSize+5)
	oc := st.add(t, other)
	var buf bytes.Buffer
	if _, err := tn.store.Fetch(ctx, oc, []peer.AddrInfo{st.addrInfo()}, &buf, nil); err != nil {
		t.Fatalf("Tensora peer fetching from a stock node: %v", err)
	}
	if !bytes.Equal(buf.Bytes(), other) {
		t.Fatal("the Tensora peer read a different file")
	}
	if tn.store.net.std.Stats().MessagesSent == 0 || tn.store.net.std.Stats().MessagesRecvd == 0 {
		t.Fatalf("the Tensora peer's standard-id bitswap saw no traffic: %+v", tn.store.net.std.Stats())
	}
}

// Two Tensora peers keep to their own ids: the standard ones are for
// everyone else.
func TestTensoraPeersKeepPrivateIDs(t *testing.T) {
	a := newNode(t, nodeOpt{})
	b := newNode(t, nodeOpt{})
	data := randBytes(t, 2*ChunkSize+1)
	c := addBytes(t, a, data, "m")
	got, err := b.store.FetchBytes(context.Background(), c, []peer.AddrInfo{a.host.AddrInfo()}, 1<<20)
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("fetch between Tensora peers: %v", err)
	}
	for _, n := range []*node{a, b} {
		if own := n.store.net.own.Stats(); own.MessagesSent == 0 {
			t.Fatalf("%s sent nothing on Tensora's ids: %+v", shortID(n.host.ID()), own)
		}
		if std := n.store.net.std.Stats(); std.MessagesSent != 0 || std.MessagesRecvd != 0 {
			t.Fatalf("%s used the standard ids with a Tensora peer: %+v", shortID(n.host.ID()), std)
		}
	}
}

// A job's content stays the job's on the standard ids too: the stock node,
// named by no job, is refused the input's root and a leaf, while the model
// beside it is served.
func TestStockNodeRefusedJobContent(t *testing.T) {
	rd := &readers{addr: map[peer.ID]common.Address{}}
	owner := newNode(t, nodeOpt{cfg: Config{Access: rd.access}})
	rd.set(owner.host.ID(), common.Address{1})
	st := newStock(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	input := addBytes(t, owner, randBytes(t, 2*ChunkSize+9), "input")
	if err := owner.store.Restrict(ctx, input, common.Address{1}, common.Address{2}); err != nil {
		t.Fatal(err)
	}
	nd, err := owner.store.offline.Get(ctx, input)
	if err != nil {
		t.Fatal(err)
	}
	leaf := nd.Links()[0].Cid
	model := addBytes(t, owner, randBytes(t, 1000), "model.onnx")
	if err := st.host.Connect(ctx, owner.host.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	if _, err := st.cat(ctx, model); err != nil {
		t.Fatalf("stock node fetching the public model: %v", err)
	}
	for _, tc := range []struct {
		what string
		c    cid.Cid
	}{
		{"the input's root", input}, // its CID is public (in the order)
		{"a leaf of the input", leaf},
	} {
		before := counter(t, owner.reg, "tensora_content_blocks_refused_total")
		wctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		_, err := st.swap.GetBlock(wctx, tc.c)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("stock node asking for %s: err %v, want no block", tc.what, err)
		}
		// The want reached the owner and the filter answered it: the
		// block did not fail to arrive for want of a conversation.
		if after := counter(t, owner.reg, "tensora_content_blocks_refused_total"); after <= before {
			t.Fatalf("%s: the owner refused nothing (%v before, %v after)", tc.what, before, after)
		}
		if ok, _ := st.bs.Has(ctx, tc.c); ok {
			t.Fatalf("the stock node holds %s", tc.what)
		}
	}
}
