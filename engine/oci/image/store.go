package image

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"strings"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/types"
	"github.com/ipfs/go-cid"
)

// MediaTypeIndex is the media type of the index object an image's CID names.
const MediaTypeIndex = "application/vnd.tensora.image.index.v1+json"

// Pin names: the content store's pin list tells images from their blobs by
// these prefixes (see List).
const (
	PinPrefixImage = "oci-image:"
	PinPrefixBlob  = "oci-blob:"
)

// maxMeta bounds what is read into memory of an index, manifest or config.
const maxMeta = 4 << 20

var (
	// ErrDigestMismatch: a blob's bytes do not match the digest or size
	// that names them. The image must not be run.
	ErrDigestMismatch = errors.New("digest mismatch")
	// ErrNotImage: the CID does not name a Tensora image index.
	ErrNotImage = errors.New("not a tensora image")
)

// Blobs is the content store as this package uses it (content.Store
// satisfies it): Add stores a file and returns its CID, Open reads one.
type Blobs interface {
	Add(ctx context.Context, r io.Reader, name string, progress func(done int64)) (cid.Cid, int64, error)
	Open(ctx context.Context, c cid.Cid) (io.ReadSeekCloser, int64, error)
}

// Ref names a stored image: the CID of its index and its manifest digest.
type Ref struct {
	CID    cid.Cid
	Digest v1.Hash
}

// String is the form jobs and the CLI use: ipfs://<cid>@sha256:<hex>.
func (r Ref) String() string { return "ipfs://" + r.CID.String() + "@" + r.Digest.String() }

// ParseRef reads ipfs://<cid>[@sha256:<hex>] (or the bare CID); the digest
// is zero when absent.
func ParseRef(s string) (Ref, error) {
	cs, ds, hasDigest := strings.Cut(strings.TrimPrefix(s, "ipfs://"), "@")
	c, err := cid.Decode(cs)
	if err != nil {
		return Ref{}, fmt.Errorf("image %q: want ipfs://<cid>[@sha256:<hex>]: %w", s, err)
	}
	r := Ref{CID: c}
	if hasDigest {
		if r.Digest, err = v1.NewHash(ds); err != nil {
			return Ref{}, fmt.Errorf("image %q: digest: %w", s, err)
		}
	}
	return r, nil
}

// Blob is one blob of an image as the index lists it.
type Blob struct {
	MediaType types.MediaType `json:"mediaType,omitempty"`
	Digest    v1.Hash         `json:"digest"`
	Size      int64           `json:"size"`
	CID       string          `json:"cid"`
}

// Index is the object an image's CID names: the manifest, then the config
// and the layers in manifest order, each with the CID holding its bytes.
type Index struct {
	MediaType string `json:"mediaType"`
	Manifest  Blob   `json:"manifest"`
	Blobs     []Blob `json:"blobs"`
}

// Put stores img's blobs, then its index, and returns its Ref. Each blob's
// digest and size are checked as it is stored, so a corrupt source archive
// is refused here. name is recorded in the pin list (see List).
func Put(ctx context.Context, bs Blobs, img v1.Image, name string) (Ref, error) {
	rawManifest, err := img.RawManifest()
	if err != nil {
		return Ref{}, fmt.Errorf("put image: manifest: %w", err)
	}
	m, err := v1.ParseManifest(bytes.NewReader(rawManifest))
	if err != nil {
		return Ref{}, fmt.Errorf("put image: manifest: %w", err)
	}
	if err := checkManifest(m); err != nil {
		return Ref{}, fmt.Errorf("put image: %w", err)
	}
	rawConfig, err := img.RawConfigFile()
	if err != nil {
		return Ref{}, fmt.Errorf("put image: config: %w", err)
	}
	idx := Index{MediaType: MediaTypeIndex}
	if idx.Manifest, err = putBlob(ctx, bs, manifestDesc(m, rawManifest), bytes.NewReader(rawManifest)); err != nil {
		return Ref{}, fmt.Errorf("put image: manifest: %w", err)
	}
	b, err := putBlob(ctx, bs, m.Config, bytes.NewReader(rawConfig))
	if err != nil {
		return Ref{}, fmt.Errorf("put image: config: %w", err)
	}
	idx.Blobs = append(idx.Blobs, b)
	for i, d := range m.Layers {
		l, err := img.LayerByDigest(d.Digest)
		if err != nil {
			return Ref{}, fmt.Errorf("put image: layer %d %s: %w", i, d.Digest, err)
		}
		rc, err := l.Compressed()
		if err != nil {
			return Ref{}, fmt.Errorf("put image: layer %d %s: %w", i, d.Digest, err)
		}
		b, err := putBlob(ctx, bs, d, rc)
		rc.Close()
		if err != nil {
			return Ref{}, fmt.Errorf("put image: layer %d: %w", i, err)
		}
		idx.Blobs = append(idx.Blobs, b)
	}
	rawIndex, err := json.Marshal(idx)
	if err != nil {
		return Ref{}, fmt.Errorf("put image: %w", err)
	}
	c, _, err := bs.Add(ctx, bytes.NewReader(rawIndex), PinPrefixImage+name, nil)
	if err != nil {
		return Ref{}, fmt.Errorf("put image: index: %w", err)
	}
	return Ref{CID: c, Digest: idx.Manifest.Digest}, nil
}

func manifestDesc(m *v1.Manifest, raw []byte) v1.Descriptor {
	sum := sha256.Sum256(raw)
	return v1.Descriptor{MediaType: m.MediaType, Size: int64(len(raw)), Digest: v1.Hash{Algorithm: "sha256", Hex: hex.EncodeToString(sum[:])}}
}

// checkManifest accepts single-platform OCI and Docker v2 manifests with
// sha256 digests only.
func checkManifest(m *v1.Manifest) error {
	switch m.MediaType {
	case types.OCIManifestSchema1, types.DockerManifestSchema2, "":
	default:
		return fmt.Errorf("manifest media type %q: want an OCI or Docker v2 image manifest", m.MediaType)
	}
	if m.SchemaVersion != 2 {
		return fmt.Errorf("manifest schema version %d: want 2", m.SchemaVersion)
	}
	for _, d := range append([]v1.Descriptor{m.Config}, m.Layers...) {
		if d.Digest.Algorithm != "sha256" || len(d.Digest.Hex) != 64 {
			return fmt.Errorf("descriptor digest %q: want sha256", d.Digest)
		}
		if d.Size < 0 {
			return fmt.Errorf("descriptor %s: negative size", d.Digest)
		}
	}
	return nil
}

// putBlob stores r, checking it against d.
func putBlob(ctx context.Context, bs Blobs, d v1.Descriptor, r io.Reader) (Blob, error) {
	v := newVerifier(r, d.Digest, d.Size)
	c, _, err := bs.Add(ctx, v, PinPrefixBlob+d.Digest.String(), nil)
	if err != nil {
		return Blob{}, fmt.Errorf("store %s: %w", d.Digest, err)
	}
	if err := v.check(); err != nil {
		return Blob{}, err
	}
	return Blob{MediaType: d.MediaType, Digest: d.Digest, Size: d.Size, CID: c.String()}, nil
}

// verifier hashes and counts what is read through it and refuses to read
// past the expected size.
type verifier struct {
	r    io.Reader
	h    hash.Hash
	n    int64
	want v1.Hash
	size int64
}

func newVerifier(r io.Reader, want v1.Hash, size int64) *verifier {
	return &verifier{r: io.LimitReader(r, size+1), h: sha256.New(), want: want, size: size}
}

func (v *verifier) Read(p []byte) (int, error) {
	n, err := v.r.Read(p)
	v.h.Write(p[:n])
	v.n += int64(n)
	if v.n > v.size {
		return n, fmt.Errorf("blob %s: more than its %d bytes: %w", v.want, v.size, ErrDigestMismatch)
	}
	return n, err
}

// check reports whether everything read matched; call it after EOF.
func (v *verifier) check() error {
	if v.n != v.size {
		return fmt.Errorf("blob %s: %d bytes, want %d: %w", v.want, v.n, v.size, ErrDigestMismatch)
	}
	if got := hex.EncodeToString(v.h.Sum(nil)); got != v.want.Hex {
		return fmt.Errorf("blob %s: content hashes to sha256:%s: %w", v.want, got, ErrDigestMismatch)
	}
	return nil
}

// Image is a stored image whose manifest and config have been read and
// whose every blob has been checked (Open).
type Image struct {
	Ref         Ref
	Index       Index
	RawManifest []byte
	Manifest    *v1.Manifest
	RawConfig   []byte
	Config      *v1.ConfigFile
	// Layers are the layer blobs in manifest order (bottom first).
	Layers []Blob
	bs     Blobs
}

// Open reads the image root names and verifies it: the index, the manifest
// (against want when want is not zero), the config and every layer, each
// against its digest and size. Any mismatch is an ErrDigestMismatch.
// Open reads local blocks only: fetch the image's CIDs first.
func Open(ctx context.Context, bs Blobs, root cid.Cid, want v1.Hash) (*Image, error) {
	return open(ctx, bs, root, want, true)
}

// OpenConfig is Open without reading the layers: the index, the manifest
// and the config are checked, the layers only listed. Extract checks each
// layer as it unpacks it, so a caller that unpacks the image, or holds it
// unpacked already, need not hash every layer first (a warm container run
// would read the whole image for nothing).
func OpenConfig(ctx context.Context, bs Blobs, root cid.Cid, want v1.Hash) (*Image, error) {
	return open(ctx, bs, root, want, false)
}

func open(ctx context.Context, bs Blobs, root cid.Cid, want v1.Hash, layers bool) (*Image, error) {
	rawIndex, err := readAll(ctx, bs, root, maxMeta)
	if err != nil {
		return nil, fmt.Errorf("open image %s: index: %w", root, err)
	}
	var idx Index
	if err := json.Unmarshal(rawIndex, &idx); err != nil || idx.MediaType != MediaTypeIndex {
		return nil, fmt.Errorf("open image %s: %w (want a %s object)", root, ErrNotImage, MediaTypeIndex)
	}
	img := &Image{Ref: Ref{CID: root, Digest: idx.Manifest.Digest}, Index: idx, bs: bs}
	if want != (v1.Hash{}) && want != idx.Manifest.Digest {
		return nil, fmt.Errorf("open image %s: index names manifest %s, want %s: %w", root, idx.Manifest.Digest, want, ErrDigestMismatch)
	}
	if img.RawManifest, err = readBlob(ctx, bs, idx.Manifest, maxMeta); err != nil {
		return nil, fmt.Errorf("open image %s: manifest: %w", root, err)
	}
	if img.Manifest, err = v1.ParseManifest(bytes.NewReader(img.RawManifest)); err != nil {
		return nil, fmt.Errorf("open image %s: manifest: %w", root, err)
	}
	if err := checkManifest(img.Manifest); err != nil {
		return nil, fmt.Errorf("open image %s: %w", root, err)
	}
	byDigest := make(map[v1.Hash]Blob, len(idx.Blobs))
	for _, b := range idx.Blobs {
		byDigest[b.Digest] = b
	}
	find := func(d v1.Descriptor) (Blob, error) {
		b, ok := byDigest[d.Digest]
		if !ok {
			return Blob{}, fmt.Errorf("blob %s: not in the image index", d.Digest)
		}
		// The manifest, verified above, is the authority on sizes.
		b.Size, b.MediaType = d.Size, d.MediaType
		return b, nil
	}
	cb, err := find(img.Manifest.Config)
	if err != nil {
		return nil, fmt.Errorf("open image %s: config: %w", root, err)
	}
	if img.RawConfig, err = readBlob(ctx, bs, cb, maxMeta); err != nil {
		return nil, fmt.Errorf("open image %s: config: %w", root, err)
	}
	if img.Config, err = v1.ParseConfigFile(bytes.NewReader(img.RawConfig)); err != nil {
		return nil, fmt.Errorf("open image %s: config: %w", root, err)
	}
	if n, m := len(img.Config.RootFS.DiffIDs), len(img.Manifest.Layers); n != m {
		return nil, fmt.Errorf("open image %s: config lists %d layers, manifest %d", root, n, m)
	}
	for i, d := range img.Manifest.Layers {
		b, err := find(d)
		if err != nil {
			return nil, fmt.Errorf("open image %s: layer %d: %w", root, i, err)
		}
		if layers {
			if err := b.verify(ctx, bs); err != nil {
				return nil, fmt.Errorf("open image %s: layer %d: %w", root, i, err)
			}
		}
		img.Layers = append(img.Layers, b)
	}
	return img, nil
}

// verify streams the blob through its digest.
func (b Blob) verify(ctx context.Context, bs Blobs) error {
	return b.read(ctx, bs, func(r io.Reader) error {
		_, err := io.Copy(io.Discard, r)
		return err
	})
}

// read opens the blob and hands fn a reader that fails on a digest or size
// mismatch; fn must read to EOF.
func (b Blob) read(ctx context.Context, bs Blobs, fn func(io.Reader) error) error {
	c, err := cid.Decode(b.CID)
	if err != nil {
		return fmt.Errorf("blob %s: cid %q: %w", b.Digest, b.CID, err)
	}
	rc, _, err := bs.Open(ctx, c)
	if err != nil {
		return fmt.Errorf("blob %s: %w", b.Digest, err)
	}
	defer rc.Close()
	v := newVerifier(rc, b.Digest, b.Size)
	ferr := fn(v)
	// Read to the end either way: when fn failed on changed bytes, the
	// digest mismatch is the reason to report.
	if _, err := io.Copy(io.Discard, v); err != nil {
		return err
	}
	if err := v.check(); err != nil {
		return err
	}
	return ferr
}

func readBlob(ctx context.Context, bs Blobs, b Blob, limit int64) ([]byte, error) {
	if b.Size > limit {
		return nil, fmt.Errorf("blob %s: %d bytes, more than the %d allowed", b.Digest, b.Size, limit)
	}
	var buf bytes.Buffer
	err := b.read(ctx, bs, func(r io.Reader) error {
		_, err := io.Copy(&buf, r)
		return err
	})
	return buf.Bytes(), err
}

func readAll(ctx context.Context, bs Blobs, c cid.Cid, limit int64) ([]byte, error) {
	rc, size, err := bs.Open(ctx, c)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	if size > limit {
		return nil, fmt.Errorf("%d bytes: %w", size, ErrNotImage)
	}
	return io.ReadAll(io.LimitReader(rc, limit))
}

// Size is the sum of the image's blob sizes (manifest, config, layers).
func (img *Image) Size() int64 {
	n := int64(len(img.RawManifest)) + int64(len(img.RawConfig))
	for _, l := range img.Layers {
		n += l.Size
	}
	return n
}
