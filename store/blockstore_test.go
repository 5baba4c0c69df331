package store

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	boxobs "github.com/ipfs/boxo/blockstore"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
	"github.com/multiformats/go-multihash"
)

func rawBlock(t *testing.T, data string) blocks.Block {
	t.Helper()
	c, err := cid.V1Builder{Codec: cid.Raw, MhType: multihash.SHA2_256}.Sum([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	b, err := blocks.NewBlockWithCid([]byte(data), c)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func newBS(t *testing.T) (*Blockstore, *DB) {
	t.Helper()
	db := openT(t, "")
	return NewBlockstore(db), db
}

func TestBlockstorePutGetHas(t *testing.T) {
	ctx := context.Background()
	bs, _ := newBS(t)
	b := rawBlock(t, "hello blocks")

	if ok, err := bs.Has(ctx, b.Cid()); err != nil || ok {
		t.Fatalf("Has before Put = %v, %v; want false, nil", ok, err)
	}
	if err := bs.Put(ctx, b); err != nil {
		t.Fatal(err)
	}
	if err := bs.Put(ctx, b); err != nil { // idempotent
		t.Fatalf("second Put: %v", err)
	}
	if ok, err := bs.Has(ctx, b.Cid()); err != nil || !ok {
		t.Fatalf("Has after Put = %v, %v; want true, nil", ok, err)
	}
	got, err := bs.Get(ctx, b.Cid())
	if err != nil {
		t.Fatal(err)
	}
	if !got.Cid().Equals(b.Cid()) || !bytes.Equal(got.RawData(), b.RawData()) {
		t.Fatalf("Get = %s %q, want %s %q", got.Cid(), got.RawData(), b.Cid(), b.RawData())
	}
	if n, err := bs.GetSize(ctx, b.Cid()); err != nil || n != len(b.RawData()) {
		t.Fatalf("GetSize = %d, %v; want %d", n, err, len(b.RawData()))
	}
	// The empty block is a real block (sha256 of nothing), not "missing".
	empty := rawBlock(t, "")
	if err := bs.Put(ctx, empty); err != nil {
		t.Fatal(err)
	}
	if n, err := bs.GetSize(ctx, empty.Cid()); err != nil || n != 0 {
		t.Fatalf("GetSize(empty) = %d, %v; want 0, nil", n, err)
	}
	if got, err := bs.Get(ctx, empty.Cid()); err != nil || len(got.RawData()) != 0 {
		t.Fatalf("Get(empty) = %v, %v", got, err)
	}
}

func TestBlockstoreNotFound(t *testing.T) {
	ctx := context.Background()
	bs, _ := newBS(t)
	missing := rawBlock(t, "never stored").Cid()

	_, err := bs.Get(ctx, missing)
	if !ipld.IsNotFound(err) {
		t.Fatalf("Get(missing) err = %v; want ipld not-found", err)
	}
	var nf ipld.ErrNotFound
	if !errors.As(err, &nf) || !nf.Cid.Equals(missing) {
		t.Fatalf("not-found error names %v, want %s", nf.Cid, missing)
	}
	if _, err := bs.GetSize(ctx, missing); !ipld.IsNotFound(err) {
		t.Fatalf("GetSize(missing) err = %v; want ipld not-found", err)
	}
	if err := bs.View(ctx, missing, func([]byte) error { return nil }); !ipld.IsNotFound(err) {
		t.Fatalf("View(missing) err = %v; want ipld not-found", err)
	}
	if _, err := bs.Get(ctx, cid.Undef); !ipld.IsNotFound(err) {
		t.Fatalf("Get(Undef) err = %v; want ipld not-found", err)
	}
	if err := bs.DeleteBlock(ctx, missing); err != nil {
		t.Fatalf("DeleteBlock(missing) = %v; want nil", err)
	}
}

func TestBlockstoreKeysByMultihash(t *testing.T) {
	ctx := context.Background()
	bs, _ := newBS(t)
	data := []byte("shared bytes")
	mh, err := multihash.Sum(data, multihash.SHA2_256, -1)
	if err != nil {
		t.Fatal(err)
	}
	v0 := cid.NewCidV0(mh)
	v1 := cid.NewCidV1(cid.DagProtobuf, mh)
	rawV1 := cid.NewCidV1(cid.Raw, mh)
	b0, _ := blocks.NewBlockWithCid(data, v0)
	if err := bs.Put(ctx, b0); err != nil {
		t.Fatal(err)
	}
	for _, c := range []cid.Cid{v0, v1, rawV1} {
		got, err := bs.Get(ctx, c)
		if err != nil {
			t.Fatalf("Get(%s): %v", c, err)
		}
		if !got.Cid().Equals(c) {
			t.Fatalf("Get(%s) returned a block carrying %s", c, got.Cid())
		}
	}
	keys := allKeys(t, ctx, bs)
	if len(keys) != 1 || !keys[0].Equals(rawV1) {
		t.Fatalf("AllKeysChan = %v, want [%s] (one raw CIDv1 per multihash)", keys, rawV1)
	}
	if err := bs.DeleteBlock(ctx, v1); err != nil {
		t.Fatal(err)
	}
	if ok, _ := bs.Has(ctx, v0); ok {
		t.Fatal("deleting the CIDv1 left the CIDv0 readable; keys are not shared")
	}
}

func TestBlockstoreIdentity(t *testing.T) {
	ctx := context.Background()
	bs, _ := newBS(t)
	c, err := cid.V1Builder{Codec: cid.Raw, MhType: multihash.IDENTITY}.Sum([]byte("inline"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := bs.Get(ctx, c)
	if err != nil || string(got.RawData()) != "inline" {
		t.Fatalf("Get(identity) = %v, %v; want inline data", got, err)
	}
	if ok, err := bs.Has(ctx, c); err != nil || !ok {
		t.Fatalf("Has(identity) = %v, %v", ok, err)
	}
	b, _ := blocks.NewBlockWithCid([]byte("inline"), c)
	if err := bs.Put(ctx, b); err != nil {
		t.Fatal(err)
	}
	if keys := allKeys(t, ctx, bs); len(keys) != 0 {
		t.Fatalf("identity block was stored: %v", keys)
	}
}

func TestBlockstorePutMany(t *testing.T) {
	ctx := context.Background()
	bs, _ := newBS(t)
	// 40 blocks of 256 KiB: 10 MiB, well over one badger transaction, so the
	// write batch must split it.
	var blks []blocks.Block
	want := map[string]bool{}
	for i := range 40 {
		data := bytes.Repeat([]byte{byte(i)}, 256<<10)
		b := rawBlock(t, string(data))
		blks = append(blks, b)
		want[string(b.Cid().Hash())] = true
	}
	if err := bs.Put(ctx, blks[0]); err != nil { // one already present
		t.Fatal(err)
	}
	if err := bs.PutMany(ctx, blks); err != nil {
		t.Fatal(err)
	}
	for _, b := range blks {
		got, err := bs.Get(ctx, b.Cid())
		if err != nil {
			t.Fatalf("Get(%s) after PutMany: %v", b.Cid(), err)
		}
		if !bytes.Equal(got.RawData(), b.RawData()) {
			t.Fatalf("block %s corrupted", b.Cid())
		}
	}
	keys := allKeys(t, ctx, bs)
	if len(keys) != len(blks) {
		t.Fatalf("AllKeysChan gave %d keys, want %d", len(keys), len(blks))
	}
	for _, k := range keys {
		if k.Prefix().Codec != cid.Raw || k.Version() != 1 {
			t.Fatalf("key %s is not a raw CIDv1", k)
		}
		if !want[string(k.Hash())] {
			t.Fatalf("unexpected key %s", k)
		}
	}
}

func TestBlockstoreInMemoryBlockLimit(t *testing.T) {
	ctx := context.Background()
	bs, _ := newBS(t)
	big := rawBlock(t, string(make([]byte, 1<<20)))
	err := bs.Put(ctx, big)
	if !errors.Is(err, ErrBlockTooLarge) {
		t.Fatalf("Put(1 MiB) in memory = %v; want ErrBlockTooLarge", err)
	}
	if len(err.Error()) > 200 {
		t.Fatalf("error message is %d bytes long; badger's dump of the value leaked into it", len(err.Error()))
	}
	if err := bs.PutMany(ctx, []blocks.Block{rawBlock(t, "small"), big}); !errors.Is(err, ErrBlockTooLarge) {
		t.Fatalf("PutMany with a 1 MiB block = %v; want ErrBlockTooLarge", err)
	}
}

func TestBlockstoreOnDiskTakesLargeBlocks(t *testing.T) {
	ctx := context.Background()
	db := openT(t, t.TempDir())
	bs := NewBlockstore(db)
	big := rawBlock(t, string(bytes.Repeat([]byte("x"), 2<<20))) // the bitswap maximum
	if err := bs.Put(ctx, big); err != nil {
		t.Fatal(err)
	}
	if n, err := bs.GetSize(ctx, big.Cid()); err != nil || n != 2<<20 {
		t.Fatalf("GetSize = %d, %v; want %d (exact, not badger's estimate)", n, err, 2<<20)
	}
	got, err := bs.Get(ctx, big.Cid())
	if err != nil || !bytes.Equal(got.RawData(), big.RawData()) {
		t.Fatalf("Get(2 MiB) = %v", err)
	}
}

func TestBlockstoreHashOnRead(t *testing.T) {
	ctx := context.Background()
	bs, db := newBS(t)
	b := rawBlock(t, "genuine")
	if err := bs.Put(ctx, b); err != nil {
		t.Fatal(err)
	}
	// Corrupt the stored bytes behind the blockstore's back.
	if err := db.Prefixed(PrefixBlocks).Set(ctx, b.Cid().Hash(), []byte("tampered")); err != nil {
		t.Fatal(err)
	}
	if got, err := bs.Get(ctx, b.Cid()); err != nil || string(got.RawData()) != "tampered" {
		t.Fatalf("without HashOnRead Get = %v, %v; want the stored bytes", got, err)
	}
	bs.HashOnRead(true)
	if _, err := bs.Get(ctx, b.Cid()); !errors.Is(err, boxobs.ErrHashMismatch) {
		t.Fatalf("with HashOnRead Get = %v; want ErrHashMismatch", err)
	}
	good := rawBlock(t, "untouched")
	if err := bs.Put(ctx, good); err != nil {
		t.Fatal(err)
	}
	if _, err := bs.Get(ctx, good.Cid()); err != nil {
		t.Fatalf("with HashOnRead an intact block fails: %v", err)
	}
}

func TestBlockstoreAllKeysPaging(t *testing.T) {
	ctx := context.Background()
	bs, db := newBS(t)
	// More keys than one scan reads, plus keys of another store that must
	// not show up.
	n := keysPerScan*2 + 7
	var blks []blocks.Block
	for i := range n {
		blks = append(blks, rawBlock(t, fmt.Sprintf("block %d", i)))
	}
	if err := bs.PutMany(ctx, blks); err != nil {
		t.Fatal(err)
	}
	if err := db.Prefixed(PrefixMeta).Set(ctx, []byte("x"), []byte("y")); err != nil {
		t.Fatal(err)
	}
	keys := allKeys(t, ctx, bs)
	if len(keys) != n {
		t.Fatalf("AllKeysChan gave %d keys, want %d", len(keys), n)
	}
	seen := map[cid.Cid]bool{}
	for _, k := range keys {
		if seen[k] {
			t.Fatalf("key %s listed twice", k)
		}
		seen[k] = true
	}
}

func TestBlockstoreAllKeysCancel(t *testing.T) {
	bs, _ := newBS(t)
	var blks []blocks.Block
	for i := range 300 {
		blks = append(blks, rawBlock(t, fmt.Sprintf("b%d", i)))
	}
	if err := bs.PutMany(context.Background(), blks); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ch, err := bs.AllKeysChan(ctx)
	if err != nil {
		t.Fatal(err)
	}
	<-ch
	cancel()
	// The channel must close without being drained to the end: the buffer
	// holds fewer keys than were stored.
	deadline := time.After(5 * time.Second)
	got := 1
	for {
		select {
		case _, ok := <-ch:
			if !ok {
				if got >= len(blks) {
					t.Fatalf("read all %d keys; cancel did not stop the listing", got)
				}
				return
			}
			got++
		case <-deadline:
			t.Fatal("channel not closed after cancel")
		}
	}
}

func TestBlockstoreContextCancelled(t *testing.T) {
	bs, _ := newBS(t)
	b := rawBlock(t, "x")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for name, call := range map[string]func() error{
		"Has":         func() error { _, err := bs.Has(ctx, b.Cid()); return err },
		"Get":         func() error { _, err := bs.Get(ctx, b.Cid()); return err },
		"GetSize":     func() error { _, err := bs.GetSize(ctx, b.Cid()); return err },
		"Put":         func() error { return bs.Put(ctx, b) },
		"PutMany":     func() error { return bs.PutMany(ctx, []blocks.Block{b}) },
		"DeleteBlock": func() error { return bs.DeleteBlock(ctx, b.Cid()) },
		"AllKeysChan": func() error { _, err := bs.AllKeysChan(ctx); return err },
	} {
		if err := call(); !errors.Is(err, context.Canceled) {
			t.Errorf("%s with a cancelled ctx = %v; want context.Canceled", name, err)
		}
	}
	if ok, _ := bs.Has(context.Background(), b.Cid()); ok {
		t.Fatal("Put with a cancelled ctx stored the block")
	}
}

func TestBlockstoreClosedDB(t *testing.T) {
	ctx := context.Background()
	bs, db := newBS(t)
	b := rawBlock(t, "x")
	if err := bs.Put(ctx, b); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	for name, call := range map[string]func() error{
		"Has":         func() error { _, err := bs.Has(ctx, b.Cid()); return err },
		"Get":         func() error { _, err := bs.Get(ctx, b.Cid()); return err },
		"GetSize":     func() error { _, err := bs.GetSize(ctx, b.Cid()); return err },
		"Put":         func() error { return bs.Put(ctx, b) },
		"PutMany":     func() error { return bs.PutMany(ctx, []blocks.Block{b}) },
		"DeleteBlock": func() error { return bs.DeleteBlock(ctx, b.Cid()) },
		"AllKeysChan": func() error { _, err := bs.AllKeysChan(ctx); return err },
	} {
		if err := call(); !errors.Is(err, ErrClosed) {
			t.Errorf("%s on a closed DB = %v; want ErrClosed", name, err)
		}
	}
}

func allKeys(t *testing.T, ctx context.Context, bs *Blockstore) []cid.Cid {
	t.Helper()
	ch, err := bs.AllKeysChan(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var out []cid.Cid
	for c := range ch {
		out = append(out, c)
	}
	return out
}

// Racing Puts of one block (two sessions fetching the same leaf) must both
// succeed; a read-write transaction that read the key would get
// badger.ErrConflict.
func TestBlockstoreConcurrentPutSameBlock(t *testing.T) {
	ctx := context.Background()
	bs, _ := newBS(t)
	blks := []blocks.Block{rawBlock(t, "a"), rawBlock(t, "b"), rawBlock(t, "c")}
	errc := make(chan error, 8)
	for g := range 8 {
		go func() {
			var err error
			for i := range 200 {
				b := blks[(g+i)%len(blks)]
				if i%2 == 0 {
					err = bs.Put(ctx, b)
				} else {
					err = bs.PutMany(ctx, []blocks.Block{b})
				}
				if err == nil && i%50 == 0 {
					err = bs.DeleteBlock(ctx, b.Cid())
				}
				if err != nil {
					break
				}
			}
			errc <- err
		}()
	}
	for range 8 {
		if err := <-errc; err != nil {
			t.Fatalf("concurrent Put: %v", err)
		}
	}
}
