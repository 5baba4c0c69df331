package image

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/empty"
	"github.com/google/go-containerregistry/pkg/v1/mutate"
	"github.com/google/go-containerregistry/pkg/v1/static"
	"github.com/google/go-containerregistry/pkg/v1/types"
)

type entry struct {
	name, body, link string
	typ              byte
}

func layerTar(t *testing.T, es ...entry) []byte {
	t.Helper()
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, e := range es {
		h := &tar.Header{Name: e.name, Typeflag: e.typ, Mode: 0o644, Linkname: e.link, Size: int64(len(e.body))}
		if e.typ == tar.TypeDir {
			h.Mode = 0o755
		}
		if e.typ != tar.TypeReg {
			h.Size = 0
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if e.typ == tar.TypeReg {
			tw.Write([]byte(e.body))
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func file(name, body string) entry { return entry{name: name, body: body, typ: tar.TypeReg} }

// Each row is a layer that must be refused with ErrUnsafeEntry, and must
// not have written outside the root.
func TestExtractRefusesUnsafe(t *testing.T) {
	cases := []struct {
		name string
		es   []entry
	}{
		// Climbs out of the root by name.
		{"dotdot", []entry{file("../escape", "x")}},
		// Climbs out by a name that only cleans to inside after going up.
		{"dotdot inside", []entry{file("a/../../escape", "x")}},
		// An absolute name.
		{"absolute", []entry{file("/etc/escape", "x")}},
		// A relative symlink whose target leaves the root.
		{"symlink escapes", []entry{{name: "link", link: "../../outside", typ: tar.TypeSymlink}}},
		// An absolute symlink is the container's path, but writing through it is refused.
		{"write through symlink", []entry{{name: "etc", link: "/tmp", typ: tar.TypeSymlink}, file("etc/passwd", "x")}},
		// A relative symlink inside the root, then a write through it.
		{"write through inner symlink", []entry{{name: "d", typ: tar.TypeDir}, {name: "l", link: "d", typ: tar.TypeSymlink}, file("l/f", "x")}},
		// A hard link to a path above the root.
		{"hardlink escapes", []entry{{name: "h", link: "../outside", typ: tar.TypeLink}}},
		// A hard link to a symlink (which could point anywhere on the host).
		{"hardlink to symlink", []entry{{name: "s", link: "/etc/shadow", typ: tar.TypeSymlink}, {name: "h", link: "s", typ: tar.TypeLink}}},
		// Device nodes and FIFOs.
		{"char device", []entry{{name: "dev/mem", typ: tar.TypeChar}}},
		{"block device", []entry{{name: "dev/sda", typ: tar.TypeBlock}}},
		{"fifo", []entry{{name: "p", typ: tar.TypeFifo}}},
		// A whiteout naming the parent directory.
		{"whiteout of ..", []entry{{name: "d", typ: tar.TypeDir}, file("d/.wh..", "")}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			parent := t.TempDir()
			root := filepath.Join(parent, "root")
			os.Mkdir(root, 0o755)
			err := ExtractLayer(context.Background(), root, bytes.NewReader(layerTar(t, c.es...)), types.OCIUncompressedLayer)
			if !errors.Is(err, ErrUnsafeEntry) {
				t.Fatalf("err = %v, want ErrUnsafeEntry", err)
			}
			ents, _ := os.ReadDir(parent)
			if len(ents) != 1 {
				t.Fatalf("wrote outside the root: %v", ents)
			}
		})
	}
}

// Safe layers apply with overlay semantics: later layers replace files,
// .wh.NAME removes a lower file, an opaque whiteout empties a lower
// directory but keeps what its own layer adds; in-root symlinks and
// absolute symlinks are kept as links.
func TestExtractLayersAndWhiteouts(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	apply := func(es ...entry) {
		t.Helper()
		if err := ExtractLayer(ctx, root, bytes.NewReader(layerTar(t, es...)), types.OCIUncompressedLayer); err != nil {
			t.Fatal(err)
		}
	}
	apply(
		entry{name: "etc/", typ: tar.TypeDir},
		file("etc/a", "a1"),
		file("etc/gone", "g"),
		file("opq/old", "o"),
		entry{name: "bin/sh", link: "/bin/busybox", typ: tar.TypeSymlink},
		entry{name: "usr/lib/x", link: "../../etc/a", typ: tar.TypeSymlink},
		entry{name: "etc/hard", link: "etc/a", typ: tar.TypeLink},
	)
	apply(
		file("etc/a", "a2"),
		file("etc/.wh.gone", ""),
		file("opq/new", "n"),
		file("opq/.wh..wh..opq", ""),
	)
	read := func(p string) string {
		b, err := os.ReadFile(filepath.Join(root, p))
		if err != nil {
			return "<" + err.Error() + ">"
		}
		return string(b)
	}
	if got := read("etc/a"); got != "a2" {
		t.Errorf("etc/a = %q, want the upper layer's a2", got)
	}
	if _, err := os.Lstat(filepath.Join(root, "etc/gone")); !os.IsNotExist(err) {
		t.Errorf("whited-out etc/gone still there (%v)", err)
	}
	if _, err := os.Lstat(filepath.Join(root, "opq/old")); !os.IsNotExist(err) {
		t.Errorf("opaque dir kept the lower opq/old (%v)", err)
	}
	if got := read("opq/new"); got != "n" {
		t.Errorf("opq/new = %q: the opaque whiteout removed its own layer's file", got)
	}
	if l, err := os.Readlink(filepath.Join(root, "bin/sh")); err != nil || l != "/bin/busybox" {
		t.Errorf("bin/sh -> %q (%v)", l, err)
	}
	if got := read("etc/hard"); got != "a1" {
		t.Errorf("hard link etc/hard = %q, want the lower a1 (replacing etc/a breaks the link)", got)
	}
}

// If Debian's busybox-static is installed, build an image of it, store it,
// verify it and unpack a root filesystem whose /bin/sh is busybox.
func TestBusyboxImage(t *testing.T) {
	bb, err := os.ReadFile("/bin/busybox")
	if err != nil {
		t.Skip("no /bin/busybox (Debian's busybox-static is not installed): skipping the busybox image")
	}
	ctx := context.Background()
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "bin"), 0o755)
	if err := os.WriteFile(filepath.Join(dir, "bin/busybox"), bb, 0o755); err != nil {
		t.Fatal(err)
	}
	os.Symlink("busybox", filepath.Join(dir, "bin/sh"))
	start := time.Now()
	img, err := Build(ctx, dir, BuildOptions{Entrypoint: []string{"/bin/sh", "-c"}, Cmd: []string{"echo hello"}})
	if err != nil {
		t.Fatal(err)
	}
	bs := newMem()
	ref, err := Put(ctx, bs, img, "busybox")
	if err != nil {
		t.Fatal(err)
	}
	built := time.Since(start)
	v, err := Open(ctx, bs, ref.CID, ref.Digest)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "rootfs")
	if err := v.Extract(ctx, out); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(out, "bin/sh"))
	if err != nil || !bytes.Equal(got, bb) {
		t.Fatalf("rootfs bin/sh is not busybox (%v)", err)
	}
	t.Logf("busybox image %s: %d bytes (busybox %d), built and stored in %v", ref, v.Size(), len(bb), built)
}

// A layer of a few hundred kilobytes that expands to 64 MiB of zeros (a
// decompression bomb, whatever its compressed size) is refused at the
// unpack's limit, and so is one of too many entries; nothing is left.
func TestExtractRefusesBombs(t *testing.T) {
	ctx := context.Background()
	layer := func(entries int, size int64) v1.Layer {
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		tw := tar.NewWriter(zw)
		zeros := make([]byte, 1<<20)
		for i := range entries {
			if err := tw.WriteHeader(&tar.Header{Name: fmt.Sprintf("f%d", i), Mode: 0o644, Size: size, Typeflag: tar.TypeReg}); err != nil {
				t.Fatal(err)
			}
			for left := size; left > 0; left -= int64(len(zeros)) {
				if _, err := tw.Write(zeros[:min(left, int64(len(zeros)))]); err != nil {
					t.Fatal(err)
				}
			}
		}
		if err := tw.Close(); err != nil {
			t.Fatal(err)
		}
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		return static.NewLayer(buf.Bytes(), types.OCILayer)
	}
	for _, c := range []struct {
		name  string
		layer v1.Layer
		lim   ExtractLimits
	}{
		{"64 MiB of zeros", layer(1, 64<<20), ExtractLimits{MaxBytes: 8 << 20}},
		{"many files", layer(2000, 0), ExtractLimits{MaxEntries: 1000}},
	} {
		img, err := mutate.AppendLayers(empty.Image, c.layer)
		if err != nil {
			t.Fatal(err)
		}
		bs := newMem()
		ref, err := Put(ctx, bs, img, "bomb")
		if err != nil {
			t.Fatal(err)
		}
		opened, err := Open(ctx, bs, ref.CID, ref.Digest)
		if err != nil {
			t.Fatal(err)
		}
		parent := t.TempDir()
		err = opened.ExtractWithin(ctx, filepath.Join(parent, "root"), c.lim)
		if !errors.Is(err, ErrTooLarge) {
			t.Fatalf("%s: err %v, want ErrTooLarge", c.name, err)
		}
		if left, _ := os.ReadDir(parent); len(left) != 0 {
			t.Fatalf("%s: the refused unpack left %v", c.name, left)
		}
		compressed, _ := c.layer.Size()
		t.Logf("%s: a %d-byte layer refused: %v", c.name, compressed, err)
	}
}
