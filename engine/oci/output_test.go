package oci

import (
	"archive/tar"
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/ocijob"
)

// writeFiles makes files under dir in the given order, with the given
// mode and mtime: what must not change the tar.
func writeFiles(t *testing.T, dir string, names []string, mode os.FileMode, mtime time.Time) {
	t.Helper()
	for _, n := range names {
		p := filepath.Join(dir, n)
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("content of "+n), mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
}

// The same tree gives the same bytes whatever the order files were made
// in, their modes and times; entries come in tar-name order with
// normalised headers, and ocijob.ReadOutput reads it back.
func TestCollectOutputCanonical(t *testing.T) {
	names := []string{"b.txt", "a/z.txt", "a.txt", "a/b/c.txt", "a-b"}
	one, two := t.TempDir(), t.TempDir()
	writeFiles(t, one, names, 0o600, time.Unix(1e9, 0))
	rev := slices.Clone(names)
	slices.Reverse(rev)
	writeFiles(t, two, rev, 0o755, time.Now())
	os.Mkdir(filepath.Join(one, "empty"), 0o700)
	os.Mkdir(filepath.Join(two, "empty"), 0o777)
	a, err := CollectOutput(one, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	b, err := CollectOutput(two, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("equal trees gave different tars")
	}
	var order []string
	tr := tar.NewReader(bytes.NewReader(a))
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		order = append(order, h.Name)
		wantMode := int64(0o644)
		if h.Typeflag == tar.TypeDir {
			wantMode = 0o755
		}
		if h.Mode != wantMode || h.Uid != 0 || h.Gid != 0 || h.Uname != "" || h.Gname != "" || h.ModTime.Unix() != 0 {
			t.Fatalf("header %+v not normalised", h)
		}
	}
	want := []string{"a-b", "a.txt", "a/", "a/b/", "a/b/c.txt", "a/z.txt", "b.txt", "empty/"}
	if !slices.Equal(order, want) {
		t.Fatalf("order %q, want %q", order, want)
	}
	files, err := ocijob.ReadOutput(a, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		if string(files[n]) != "content of "+n {
			t.Fatalf("%s read back as %q", n, files[n])
		}
	}
	if len(files) != len(names) {
		t.Fatalf("%d files read back, want %d", len(files), len(names))
	}
}

// What CollectOutput refuses.
func TestCollectOutputRefuses(t *testing.T) {
	for _, tc := range []struct {
		name  string
		make  func(dir string) error
		limit int64
		want  error
	}{
		// A link would be read on the host.
		{"symlink", func(d string) error { return os.Symlink("/etc/passwd", filepath.Join(d, "l")) }, 1 << 20, engine.ErrBadInput},
		{"fifo", func(d string) error { return mkfifo(filepath.Join(d, "f")) }, 1 << 20, engine.ErrBadInput},
		// One file over the limit, refused before it is read.
		{"big file", func(d string) error { return os.WriteFile(filepath.Join(d, "big"), make([]byte, 4096), 0o644) }, 1024, engine.ErrOutputTooLarge},
		// Files each under the limit, the tar over it.
		{"many files", func(d string) error {
			for _, n := range []string{"1", "2", "3", "4"} {
				if err := os.WriteFile(filepath.Join(d, n), make([]byte, 600), 0o644); err != nil {
					return err
				}
			}
			return nil
		}, 3000, engine.ErrOutputTooLarge},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := tc.make(dir); err != nil {
				t.Fatal(err)
			}
			if _, err := CollectOutput(dir, tc.limit); !errors.Is(err, tc.want) {
				t.Fatalf("err %v, want %v", err, tc.want)
			}
		})
	}
}

// An empty /out is an empty tar (just the end blocks), not an error.
func TestCollectOutputEmpty(t *testing.T) {
	b, err := CollectOutput(t.TempDir(), 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	files, err := ocijob.ReadOutput(b, 1<<20)
	if err != nil || len(files) != 0 {
		t.Fatalf("files %v err %v", files, err)
	}
}
