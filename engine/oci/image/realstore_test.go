package image

import (
	"context"
	"crypto/rand"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-containerregistry/pkg/v1/empty"
	"github.com/google/go-containerregistry/pkg/v1/mutate"
	"github.com/google/go-containerregistry/pkg/v1/random"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/store"
)

// realStore is a content.Store on an in-memory badger and a loopback host,
// with the blockstore it writes to.
func realStore(t *testing.T) (*content.Store, *store.Blockstore) {
	t.Helper()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	key, _, err := p2pcrypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	h, err := p2p.New(key, p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	db, err := store.Open("", store.WithLogger(quiet))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	bs := store.NewBlockstore(db)
	cs, err := content.New(context.Background(), h, bs, db.Prefixed(content.PinPrefix), content.Config{Logger: quiet, Registry: prometheus.NewRegistry()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cs.Close() })
	return cs, bs
}

func blockBytes(t *testing.T, bs *store.Blockstore) (blocks int, n int64) {
	t.Helper()
	ctx := context.Background()
	keys, err := bs.AllKeysChan(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for k := range keys {
		sz, err := bs.GetSize(ctx, k)
		if err != nil {
			t.Fatal(err)
		}
		blocks++
		n += int64(sz)
	}
	return blocks, n
}

// In Tensora's real content store a second image on the same 4 MiB base
// adds only its own blocks, and the stored image reads back verified.
func TestRealStoreDedup(t *testing.T) {
	ctx := context.Background()
	cs, bs := realStore(t)
	base, err := random.Layer(4<<20, "application/vnd.oci.image.layer.v1.tar+gzip")
	if err != nil {
		t.Fatal(err)
	}
	put := func(top string) Ref {
		dir := t.TempDir()
		os.MkdirAll(filepath.Join(dir, "bin"), 0o755)
		os.WriteFile(filepath.Join(dir, "bin/app"), []byte(top), 0o755)
		own, err := Build(ctx, dir, opts)
		if err != nil {
			t.Fatal(err)
		}
		ls, _ := own.Layers()
		img, err := mutate.AppendLayers(empty.Image, base, ls[0])
		if err != nil {
			t.Fatal(err)
		}
		ref, err := Put(ctx, cs, img, top)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Open(ctx, cs, ref.CID, ref.Digest); err != nil {
			t.Fatal(err)
		}
		return ref
	}
	put("one")
	b1, n1 := blockBytes(t, bs)
	put("two")
	b2, n2 := blockBytes(t, bs)
	baseSize, _ := base.Size()
	if n2-n1 >= baseSize/100 {
		t.Fatalf("second image added %d bytes (%d blocks) to the store; the shared %d-byte base was stored again", n2-n1, b2-b1, baseSize)
	}
	t.Logf("first image: %d blocks, %d bytes; second image sharing the %d-byte base added %d blocks, %d bytes", b1, n1, baseSize, b2-b1, n2-n1)
}

// BenchmarkBuildPut builds and stores an image of an 8 MiB tree.
func BenchmarkBuildPut(b *testing.B) {
	ctx := context.Background()
	dir := b.TempDir()
	buf := make([]byte, 1<<20)
	for i := range 8 {
		rand.Read(buf)
		os.WriteFile(filepath.Join(dir, "f"+string(rune('a'+i))), buf, 0o644)
	}
	for b.Loop() {
		img, err := Build(ctx, dir, opts)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Put(ctx, newMem(), img, "bench"); err != nil {
			b.Fatal(err)
		}
	}
}
