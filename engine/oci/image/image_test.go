package image

import (
	"archive/tar"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/empty"
	"github.com/google/go-containerregistry/pkg/v1/layout"
	"github.com/google/go-containerregistry/pkg/v1/mutate"
	"github.com/google/go-containerregistry/pkg/v1/random"
	"github.com/google/go-containerregistry/pkg/v1/tarball"
	"github.com/ipfs/go-cid"

	"github.com/tensora/tensora/content"
)

// memBlobs is a content store in memory: files keyed by their UnixFS CID
// (content.CIDOf, the CID content.Store.Add gives), so identical blobs are
// stored once as they are in the real store.
type memBlobs struct {
	mu    sync.Mutex
	files map[cid.Cid][]byte
	adds  int
}

func newMem() *memBlobs { return &memBlobs{files: map[cid.Cid][]byte{}} }

func (m *memBlobs) Add(ctx context.Context, r io.Reader, name string, _ func(int64)) (cid.Cid, int64, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return cid.Undef, 0, err
	}
	c, err := content.CIDOf(bytes.NewReader(b))
	if err != nil {
		return cid.Undef, 0, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.files[c] = b
	m.adds++
	return c, int64(len(b)), nil
}

func (m *memBlobs) Open(ctx context.Context, c cid.Cid) (io.ReadSeekCloser, int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.files[c]
	if !ok {
		return nil, 0, fmt.Errorf("open %s: %w", c, content.ErrNotLocal)
	}
	return struct {
		io.ReadSeeker
		io.Closer
	}{bytes.NewReader(b), io.NopCloser(nil)}, int64(len(b)), nil
}

// bytes is the total size of distinct stored files.
func (m *memBlobs) bytes() (n int64) {
	for _, b := range m.files {
		n += int64(len(b))
	}
	return n
}

func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		mode := os.FileMode(0o644)
		if strings.HasPrefix(name, "bin/") {
			mode = 0o755
		}
		if err := os.WriteFile(p, []byte(body), mode); err != nil {
			t.Fatal(err)
		}
	}
}

var opts = BuildOptions{Entrypoint: []string{"/bin/app", "--flag"}, Env: []string{"A=1"}, WorkDir: "/work", Arch: "amd64"}

// Building the same tree twice, in different directories with different
// mtimes, gives the same manifest digest and CID; changing one byte or the
// entrypoint changes both.
func TestBuildDeterministic(t *testing.T) {
	ctx := context.Background()
	tree := map[string]string{"bin/app": "#!/bin/sh\necho hi\n", "etc/conf": "x=1\n", "data/z": "zz", "data/a": "aa"}
	build := func(tree map[string]string, o BuildOptions) Ref {
		dir := t.TempDir()
		writeTree(t, dir, tree)
		img, err := Build(ctx, dir, o)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := Put(ctx, newMem(), img, "t")
		if err != nil {
			t.Fatal(err)
		}
		return ref
	}
	a := build(tree, opts)
	b := build(tree, opts)
	if a != b {
		t.Fatalf("two builds differ: %s vs %s", a, b)
	}
	changed := map[string]string{}
	for k, v := range tree {
		changed[k] = v
	}
	changed["etc/conf"] = "x=2\n"
	if c := build(changed, opts); c.CID == a.CID || c.Digest == a.Digest {
		t.Fatalf("a changed file kept the name %s", c)
	}
	o2 := opts
	o2.Entrypoint = []string{"/bin/other"}
	if c := build(tree, o2); c.CID == a.CID || c.Digest == a.Digest {
		t.Fatalf("a changed entrypoint kept the name %s", c)
	}
}

// A tarball input is normalised too: the same entries with other mtimes
// and owners give the same image.
func TestBuildFromTarNormalised(t *testing.T) {
	ctx := context.Background()
	mk := func(uid int, mtime int64) string {
		var buf bytes.Buffer
		tw := tar.NewWriter(&buf)
		for _, e := range []struct{ name, body string }{{"bin/app", "run"}, {"etc/x", "x"}} {
			h := &tar.Header{Name: e.name, Mode: 0o755, Size: int64(len(e.body)), Uid: uid, Uname: "u", ModTime: timeAt(mtime), Typeflag: tar.TypeReg}
			if err := tw.WriteHeader(h); err != nil {
				t.Fatal(err)
			}
			tw.Write([]byte(e.body))
		}
		tw.Close()
		p := filepath.Join(t.TempDir(), "in.tar")
		if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	var refs []Ref
	for _, p := range []string{mk(1000, 1e9), mk(0, 2e9)} {
		img, err := Build(ctx, p, opts)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := Put(ctx, newMem(), img, "t")
		if err != nil {
			t.Fatal(err)
		}
		refs = append(refs, ref)
	}
	if refs[0] != refs[1] {
		t.Fatalf("normalised tars differ: %s vs %s", refs[0], refs[1])
	}
}

func TestBuildBadInput(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{"a": "a"})
	escDir := t.TempDir()
	os.Symlink("../../etc/passwd", filepath.Join(escDir, "link"))
	notTar := filepath.Join(t.TempDir(), "x.tar")
	os.WriteFile(notTar, []byte("hello, not a tar archive at all, not even close to 512 bytes"), 0o644)
	cases := []struct {
		name string
		src  string
		o    BuildOptions
		want string
	}{
		{"no entrypoint", dir, BuildOptions{}, "entrypoint is required"},
		{"env without =", dir, BuildOptions{Entrypoint: []string{"/a"}, Env: []string{"A"}}, "want K=V"},
		{"relative workdir", dir, BuildOptions{Entrypoint: []string{"/a"}, WorkDir: "w"}, "absolute"},
		{"missing source", "/nonexistent/dir", opts, "no such file"},
		{"not a tar", notTar, opts, "not a tar archive"},
		{"escaping symlink", escDir, opts, "leaves the root"},
	}
	for _, c := range cases {
		if _, err := Build(ctx, c.src, c.o); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want %q", c.name, err, c.want)
		}
	}
}

// Two images on the same base layer store the base once: the second adds
// only its own layer, config, manifest and index.
func TestLayerDedup(t *testing.T) {
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
		ls, err := own.Layers()
		if err != nil {
			t.Fatal(err)
		}
		img, err := mutate.AppendLayers(empty.Image, base, ls[0])
		if err != nil {
			t.Fatal(err)
		}
		return img
	}
	bs := newMem()
	r1, err := Put(ctx, bs, mk("one"), "one")
	if err != nil {
		t.Fatal(err)
	}
	files1, bytes1 := len(bs.files), bs.bytes()
	r2, err := Put(ctx, bs, mk("two"), "two")
	if err != nil {
		t.Fatal(err)
	}
	files2, bytes2 := len(bs.files), bs.bytes()
	i1, err := Open(ctx, bs, r1.CID, r1.Digest)
	if err != nil {
		t.Fatal(err)
	}
	i2, err := Open(ctx, bs, r2.CID, r2.Digest)
	if err != nil {
		t.Fatal(err)
	}
	if i1.Layers[0].CID != i2.Layers[0].CID {
		t.Fatalf("the shared base has two CIDs: %s, %s", i1.Layers[0].CID, i2.Layers[0].CID)
	}
	// One image: index, manifest, config, base, top = 5 files.
	if files1 != 5 || files2-files1 != 4 {
		t.Fatalf("files stored: %d then %d, want 5 then 9 (base once)", files1, files2)
	}
	added := bytes2 - bytes1
	if baseSize, _ := base.Size(); added >= baseSize {
		t.Fatalf("second image added %d bytes, not less than the %d-byte base", added, baseSize)
	}
	t.Logf("first image %d bytes in %d files; second image sharing the base added %d bytes in %d files", bytes1, files1, added, files2-files1)
}

// Open and Extract refuse an image whose stored bytes do not match its
// digests: a changed layer, a changed manifest, an index naming another
// manifest, a digest the caller did not ask for.
func TestTamperingRefused(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{"bin/app": "app", "etc/x": "x"})
	img, err := Build(ctx, dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	fresh := func() (*memBlobs, Ref, *Image) {
		bs := newMem()
		ref, err := Put(ctx, bs, img, "t")
		if err != nil {
			t.Fatal(err)
		}
		v, err := Open(ctx, bs, ref.CID, ref.Digest)
		if err != nil {
			t.Fatalf("untampered image refused: %v", err)
		}
		return bs, ref, v
	}
	flip := func(bs *memBlobs, c string) {
		k, _ := cid.Decode(c)
		b := bytes.Clone(bs.files[k])
		b[len(b)/2] ^= 0xff
		bs.files[k] = b // the CID no longer matches: a corrupt or lying store
	}
	t.Run("layer", func(t *testing.T) {
		bs, ref, v := fresh()
		flip(bs, v.Layers[0].CID)
		if _, err := Open(ctx, bs, ref.CID, ref.Digest); !errors.Is(err, ErrDigestMismatch) {
			t.Fatalf("Open with a changed layer: %v", err)
		}
		// Changed after Open: Extract checks again.
		out := filepath.Join(t.TempDir(), "root")
		if err := v.Extract(ctx, out); !errors.Is(err, ErrDigestMismatch) {
			t.Fatalf("Extract of a changed layer: %v", err)
		}
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Fatalf("a refused extraction left %s", out)
		}
	})
	t.Run("layer longer than declared", func(t *testing.T) {
		bs, ref, v := fresh()
		k, _ := cid.Decode(v.Layers[0].CID)
		bs.files[k] = append(bytes.Clone(bs.files[k]), 0)
		if _, err := Open(ctx, bs, ref.CID, ref.Digest); !errors.Is(err, ErrDigestMismatch) {
			t.Fatalf("Open with a longer layer: %v", err)
		}
	})
	t.Run("manifest", func(t *testing.T) {
		bs, ref, v := fresh()
		flip(bs, v.Index.Manifest.CID)
		if _, err := Open(ctx, bs, ref.CID, ref.Digest); !errors.Is(err, ErrDigestMismatch) {
			t.Fatalf("Open with a changed manifest: %v", err)
		}
	})
	t.Run("config", func(t *testing.T) {
		bs, ref, v := fresh()
		flip(bs, v.Summary().Config.CID)
		if _, err := Open(ctx, bs, ref.CID, ref.Digest); !errors.Is(err, ErrDigestMismatch) {
			t.Fatalf("Open with a changed config: %v", err)
		}
	})
	t.Run("index names a manifest of other bytes", func(t *testing.T) {
		// A consistent-looking index whose manifest CID holds other bytes.
		bs, ref, v := fresh()
		other, _, _ := bs.Add(ctx, strings.NewReader(`{"schemaVersion":2}`), "x", nil)
		idx := v.Index
		idx.Manifest.CID = other.String()
		c := putJSON(t, bs, idx)
		if _, err := Open(ctx, bs, c, ref.Digest); !errors.Is(err, ErrDigestMismatch) {
			t.Fatalf("Open with a swapped manifest: %v", err)
		}
	})
	t.Run("wrong digest asked", func(t *testing.T) {
		bs, ref, _ := fresh()
		want := ref.Digest
		want.Hex = strings.Repeat("0", 64)
		if _, err := Open(ctx, bs, ref.CID, want); !errors.Is(err, ErrDigestMismatch) {
			t.Fatalf("Open naming another digest: %v", err)
		}
	})
	t.Run("not an image", func(t *testing.T) {
		bs, _, _ := fresh()
		c, _, _ := bs.Add(ctx, strings.NewReader("just a file"), "x", nil)
		if _, err := Open(ctx, bs, c, v1.Hash{}); !errors.Is(err, ErrNotImage) {
			t.Fatalf("Open of a plain file: %v", err)
		}
	})
}

// An image written by go-containerregistry's layout package imports with
// its manifest digest unchanged and round-trips through the store.
func TestImportLayout(t *testing.T) {
	ctx := context.Background()
	src, err := random.Image(4096, 2)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := src.Digest()
	dir := t.TempDir()
	p, err := layout.Write(dir, empty.Index)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.AppendImage(src); err != nil {
		t.Fatal(err)
	}
	img, cleanup, err := Import(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer cleanup()
	bs := newMem()
	ref, err := Put(ctx, bs, img, "random")
	if err != nil {
		t.Fatal(err)
	}
	if ref.Digest != want {
		t.Fatalf("imported digest %s, want %s", ref.Digest, want)
	}
	v, err := Open(ctx, bs, ref.CID, want)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Layers) != 2 {
		t.Fatalf("%d layers, want 2", len(v.Layers))
	}

	// Two images in one layout: refused with a clear reason.
	if err := p.AppendImage(mustRandom(t)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Import(ctx, dir); err == nil || !strings.Contains(err.Error(), "exactly one image") {
		t.Fatalf("two-image layout: %v", err)
	}
}

// A docker save archive (as tarball.Write makes one) imports.
func TestImportDockerArchive(t *testing.T) {
	ctx := context.Background()
	src := mustRandom(t)
	p := filepath.Join(t.TempDir(), "saved.tar")
	if err := tarball.WriteToFile(p, nil, src); err != nil {
		t.Fatal(err)
	}
	img, cleanup, err := Import(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	defer cleanup()
	bs := newMem()
	ref, err := Put(ctx, bs, img, "saved")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open(ctx, bs, ref.CID, ref.Digest); err != nil {
		t.Fatal(err)
	}
	junk := filepath.Join(t.TempDir(), "junk")
	os.WriteFile(junk, bytes.Repeat([]byte{1}, 2048), 0o644)
	if _, _, err := Import(ctx, junk); err == nil {
		t.Fatal("junk imported")
	}
}

func mustRandom(t *testing.T) v1.Image {
	t.Helper()
	img, err := random.Image(1024, 1)
	if err != nil {
		t.Fatal(err)
	}
	return img
}
