package oci

import (
	"archive/tar"
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"syscall"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/image"
	"github.com/tensora/tensora/engine/oci/ocijob"
)

// DefaultMaxOutput bounds a run's output tar when the request sets no
// bound of its own.
const DefaultMaxOutput = 64 << 20

// CollectOutput packs the tree under dir into the canonical output tar:
// entries in lexical order of their slash paths, names relative to dir
// ("a/", "a/b.txt"), and every header normalised (mtime epoch 0, uid and
// gid 0, no user or group names, mode 0644 for files and 0755 for
// directories, PAX format), so identical trees give identical bytes
// whoever ran them. Only regular files and directories are allowed: a
// symlink, device, FIFO or socket is refused as engine.ErrBadInput (a
// job's output is its files, and a link would be read on the host). A
// tar longer than limit bytes is engine.ErrOutputTooLarge.
func CollectOutput(dir string, limit int64) ([]byte, error) {
	var buf bytes.Buffer
	tw := tar.NewWriter(&limitWriter{w: &buf, left: limit})
	if err := collectDir(tw, dir, "", limit); err != nil {
		return nil, fmt.Errorf("collect output: %w", err)
	}
	if err := tw.Close(); err != nil {
		return nil, fmt.Errorf("collect output: %w", err)
	}
	return buf.Bytes(), nil
}

// collectDir writes the entries of dir (rel is its name in the tar, ""
// for the root) in sorted order, recursing into directories as it meets
// them, so the order is that of the full names.
func collectDir(tw *tar.Writer, dir, rel string, limit int64) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	// ReadDir sorts by name; sort again by name+"/" for directories so
	// "a/" and "a.txt" come in the order of their tar names.
	key := func(e fs.DirEntry) string {
		if e.IsDir() {
			return e.Name() + "/"
		}
		return e.Name()
	}
	slices.SortFunc(entries, func(a, b fs.DirEntry) int {
		ka, kb := key(a), key(b)
		switch {
		case ka < kb:
			return -1
		case ka > kb:
			return 1
		}
		return 0
	})
	for _, e := range entries {
		name := rel + e.Name()
		// Only names the client's ocijob.ReadOutput accepts: an output
		// the client would refuse is the job's fault, not a result this
		// miner signs and is blamed for.
		if err := ocijob.CheckName(name); err != nil {
			return fmt.Errorf("output name %q: %v: %w", name, err, engine.ErrBadInput)
		}
		p := filepath.Join(dir, e.Name())
		info, err := os.Lstat(p)
		if err != nil {
			return err
		}
		h := &tar.Header{Name: name, ModTime: image.Epoch, Format: tar.FormatPAX}
		switch {
		case info.Mode().IsRegular():
			h.Typeflag, h.Mode, h.Size = tar.TypeReg, 0o644, info.Size()
			if h.Size > limit {
				return fmt.Errorf("%s is %d bytes, over the %d allowed: %w", name, h.Size, limit, engine.ErrOutputTooLarge)
			}
		case info.IsDir():
			h.Typeflag, h.Mode, h.Name = tar.TypeDir, 0o755, name+"/"
		default:
			return fmt.Errorf("%s is a %s, not a regular file or directory: %w", name, typeName(info.Mode()), engine.ErrBadInput)
		}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if h.Typeflag == tar.TypeDir {
			if err := collectDir(tw, p, h.Name, limit); err != nil {
				return err
			}
			continue
		}
		if err := copyFile(tw, p, h.Size); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	return nil
}

// copyFile copies exactly size bytes of the file at p, never following a
// symlink put in its place after the walk looked at it.
func copyFile(w io.Writer, p string, size int64) error {
	f, err := openNoFollow(p)
	if err != nil {
		return err
	}
	defer f.Close()
	n, err := io.Copy(w, io.LimitReader(f, size))
	if err != nil {
		return err
	}
	if n != size {
		return fmt.Errorf("changed while collecting (%d bytes, was %d)", n, size)
	}
	return nil
}

func openNoFollow(p string) (*os.File, error) {
	return os.OpenFile(p, os.O_RDONLY|syscall.O_NOFOLLOW, 0)
}

func typeName(m fs.FileMode) string {
	switch {
	case m&fs.ModeSymlink != 0:
		return "symlink"
	case m&fs.ModeNamedPipe != 0:
		return "fifo"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeDevice != 0:
		return "device"
	}
	return m.Type().String()
}

// limitWriter fails once more than left bytes were written through it.
type limitWriter struct {
	w    io.Writer
	left int64
}

func (l *limitWriter) Write(p []byte) (int, error) {
	if int64(len(p)) > l.left {
		return 0, fmt.Errorf("the output tar is larger than allowed: %w", engine.ErrOutputTooLarge)
	}
	l.left -= int64(len(p))
	return l.w.Write(p)
}
