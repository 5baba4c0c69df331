package image

import (
	"context"
	"errors"
	"fmt"
	"testing"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/empty"
	"github.com/google/go-containerregistry/pkg/v1/mutate"
	"github.com/google/go-containerregistry/pkg/v1/random"
	"github.com/ipfs/go-cid"
)

// copier is a Fetcher from one memory store (a peer) into another: it
// fetches only what the destination lacks and refuses more than limit.
func copier(from, to *memBlobs) Fetcher {
	return func(ctx context.Context, c cid.Cid, limit int64) (int64, error) {
		to.mu.Lock()
		_, held := to.files[c]
		to.mu.Unlock()
		if held {
			return 0, nil
		}
		from.mu.Lock()
		b, ok := from.files[c]
		from.mu.Unlock()
		if !ok {
			return 0, fmt.Errorf("%s: not found", c)
		}
		if int64(len(b)) > limit {
			return 0, fmt.Errorf("%s: %d bytes, over the %d allowed", c, len(b), limit)
		}
		to.mu.Lock()
		to.files[c] = b
		to.mu.Unlock()
		return int64(len(b)), nil
	}
}

// A pull fetches every blob, checks them, reports progress, and fetches a
// base layer it already holds for another image not at all.
func TestPullFetchesOnlyWhatIsMissing(t *testing.T) {
	ctx := context.Background()
	base, err := random.Layer(1<<20, "application/vnd.oci.image.layer.v1.tar+gzip")
	if err != nil {
		t.Fatal(err)
	}
	mk := func(top string) v1.Image {
		dir := t.TempDir()
		writeTree(t, dir, map[string]string{"bin/app": top})
		own, err := Build(ctx, dir, opts)
		if err != nil {
			t.Fatal(err)
		}
		ls, _ := own.Layers()
		img, err := mutate.AppendLayers(empty.Image, base, ls[0])
		if err != nil {
			t.Fatal(err)
		}
		return img
	}
	peer := newMem()
	r1, err := Put(ctx, peer, mk("one"), "one")
	if err != nil {
		t.Fatal(err)
	}
	r2, err := Put(ctx, peer, mk("two"), "two")
	if err != nil {
		t.Fatal(err)
	}
	local := newMem()
	var calls []PullProgress
	img, p1, err := Pull(ctx, local, copier(peer, local), r1, 64<<20, func(p PullProgress) { calls = append(calls, p) })
	if err != nil {
		t.Fatal(err)
	}
	if img.Ref != r1 || len(img.Layers) != 2 {
		t.Fatalf("pulled %v with %d layers", img.Ref, len(img.Layers))
	}
	last := calls[len(calls)-1]
	if last.BlobsDone != last.Blobs || last.Blobs != 4 || last.BytesDone != last.Bytes || len(calls) != 4 {
		t.Fatalf("progress %+v after %d calls, want 4 of 4 blobs in 4 calls", last, len(calls))
	}
	baseSize, _ := base.Size()
	if p1.Fetched < baseSize {
		t.Fatalf("first pull fetched %d bytes, less than the %d-byte base", p1.Fetched, baseSize)
	}
	_, p2, err := Pull(ctx, local, copier(peer, local), r2, 64<<20, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p2.Fetched >= baseSize {
		t.Fatalf("second pull fetched %d bytes: the %d-byte base again", p2.Fetched, baseSize)
	}
	t.Logf("first pull fetched %d bytes, the second (same base) %d", p1.Fetched, p2.Fetched)
}

// A pull refuses an image larger than its bound before fetching the
// layers, a reference naming another manifest, and a tampered layer.
func TestPullRefusals(t *testing.T) {
	ctx := context.Background()
	peer := newMem()
	ref, err := Put(ctx, peer, mustRandom(t), "r")
	if err != nil {
		t.Fatal(err)
	}
	local := newMem()
	if _, _, err := Pull(ctx, local, copier(peer, local), ref, 200, nil); err == nil {
		t.Fatal("an image over the size bound was pulled")
	}
	other := ref
	other.Digest.Hex = fmt.Sprintf("%064x", 1)
	local = newMem()
	if _, _, err := Pull(ctx, local, copier(peer, local), other, 64<<20, nil); !errors.Is(err, ErrDigestMismatch) {
		t.Fatalf("another manifest digest: err %v, want ErrDigestMismatch", err)
	}
	noDigest := Ref{CID: ref.CID}
	local = newMem()
	if _, _, err := Pull(ctx, local, copier(peer, local), noDigest, 64<<20, nil); err == nil {
		t.Fatal("a reference without a digest was pulled")
	}
	// Tamper with the biggest blob (a layer) on the peer.
	img, err := Open(ctx, peer, ref.CID, ref.Digest)
	if err != nil {
		t.Fatal(err)
	}
	lc, _ := cid.Decode(img.Layers[0].CID)
	b := peer.files[lc]
	bad := append([]byte{}, b...)
	bad[len(bad)/2] ^= 0xff
	peer.files[lc] = bad
	local = newMem()
	if _, _, err := Pull(ctx, local, copier(peer, local), ref, 64<<20, nil); !errors.Is(err, ErrDigestMismatch) {
		t.Fatalf("tampered layer: err %v, want ErrDigestMismatch", err)
	}
}
