package image

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/ipfs/go-cid"
)

// Fetcher makes the file c local (from peers, when it is not held
// already), refusing more than limit bytes. It returns how many bytes it
// had to fetch: 0 for a file already held.
type Fetcher func(ctx context.Context, c cid.Cid, limit int64) (fetched int64, err error)

// PullProgress is where a pull stands.
type PullProgress struct {
	Blobs, BlobsDone int   // the image's blobs (manifest, config, layers) and those in hand
	Bytes, BytesDone int64 // their sizes as the manifest declares them
	Fetched          int64 // bytes fetched from peers so far (held blobs cost none)
}

// Pull makes the image ref names local through fetch, then opens it
// (Open: every blob checked against its digest). The index and manifest
// come first; each other blob is fetched within the size the manifest,
// checked against ref's digest, declares for it, and the image's total
// within maxBytes. A blob already held (a base layer another image
// shares) costs no fetch. progress, if set, is called after each blob.
func Pull(ctx context.Context, bs Blobs, fetch Fetcher, ref Ref, maxBytes int64, progress func(PullProgress)) (*Image, PullProgress, error) {
	var p PullProgress
	if ref.Digest == (v1.Hash{}) {
		return nil, p, fmt.Errorf("pull %s: the reference names no manifest digest", ref.CID)
	}
	n, err := fetch(ctx, ref.CID, maxMeta)
	if err != nil {
		return nil, p, fmt.Errorf("pull %s: index: %w", ref.CID, err)
	}
	p.Fetched += n
	rawIndex, err := readAll(ctx, bs, ref.CID, maxMeta)
	if err != nil {
		return nil, p, fmt.Errorf("pull %s: index: %w", ref.CID, err)
	}
	var idx Index
	if err := json.Unmarshal(rawIndex, &idx); err != nil || idx.MediaType != MediaTypeIndex {
		return nil, p, fmt.Errorf("pull %s: %w (want a %s object)", ref.CID, ErrNotImage, MediaTypeIndex)
	}
	if idx.Manifest.Digest != ref.Digest {
		return nil, p, fmt.Errorf("pull %s: index names manifest %s, want %s: %w", ref.CID, idx.Manifest.Digest, ref.Digest, ErrDigestMismatch)
	}
	get := func(b Blob, limit int64) error {
		c, err := cid.Decode(b.CID)
		if err != nil {
			return fmt.Errorf("blob %s: cid %q: %w", b.Digest, b.CID, err)
		}
		n, err := fetch(ctx, c, limit)
		p.Fetched += n
		if err != nil {
			return fmt.Errorf("blob %s: %w", b.Digest, err)
		}
		return nil
	}
	if idx.Manifest.Size > maxMeta {
		return nil, p, fmt.Errorf("pull %s: manifest of %d bytes, more than %d", ref.CID, idx.Manifest.Size, maxMeta)
	}
	if err := get(idx.Manifest, maxMeta); err != nil {
		return nil, p, fmt.Errorf("pull %s: manifest: %w", ref.CID, err)
	}
	raw, err := readBlob(ctx, bs, idx.Manifest, maxMeta)
	if err != nil {
		return nil, p, fmt.Errorf("pull %s: manifest: %w", ref.CID, err)
	}
	m, err := v1.ParseManifest(bytes.NewReader(raw))
	if err != nil {
		return nil, p, fmt.Errorf("pull %s: manifest: %w", ref.CID, err)
	}
	if err := checkManifest(m); err != nil {
		return nil, p, fmt.Errorf("pull %s: %w", ref.CID, err)
	}
	byDigest := make(map[v1.Hash]Blob, len(idx.Blobs))
	for _, b := range idx.Blobs {
		byDigest[b.Digest] = b
	}
	want := append([]v1.Descriptor{m.Config}, m.Layers...)
	p.Blobs, p.BlobsDone, p.Bytes, p.BytesDone = len(want)+1, 1, int64(len(raw)), int64(len(raw))
	for _, d := range want {
		if d.Size < 0 || d.Size > maxBytes-p.Bytes {
			return nil, p, fmt.Errorf("pull %s: the image is larger than the %d bytes allowed", ref.CID, maxBytes)
		}
		p.Bytes += d.Size
	}
	if progress != nil {
		progress(p)
	}
	for i, d := range want {
		b, ok := byDigest[d.Digest]
		if !ok {
			return nil, p, fmt.Errorf("pull %s: blob %s: not in the image index", ref.CID, d.Digest)
		}
		limit := d.Size
		if i == 0 {
			limit = min(d.Size, maxMeta)
		}
		if err := get(b, limit); err != nil {
			return nil, p, fmt.Errorf("pull %s: %w", ref.CID, err)
		}
		p.BlobsDone++
		p.BytesDone += d.Size
		if progress != nil {
			progress(p)
		}
	}
	img, err := Open(ctx, bs, ref.CID, ref.Digest)
	if err != nil {
		return nil, p, err
	}
	return img, p, nil
}
