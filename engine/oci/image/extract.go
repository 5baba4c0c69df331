package image

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/google/go-containerregistry/pkg/v1/types"
)

// ErrUnsafeEntry is returned for a layer entry that would write outside the
// root filesystem or create something a rootfs may not hold.
var ErrUnsafeEntry = errors.New("unsafe layer entry")

const (
	whiteoutPrefix = ".wh."
	whiteoutOpaque = ".wh..wh..opq"
)

// cleanName turns a tar entry name into a clean relative slash path,
// refusing absolute names and any ".." component.
func cleanName(name string) (string, error) {
	if strings.HasPrefix(name, "/") {
		return "", fmt.Errorf("%q: absolute path: %w", name, ErrUnsafeEntry)
	}
	for _, part := range strings.Split(name, "/") {
		if part == ".." {
			return "", fmt.Errorf("%q: \"..\" in path: %w", name, ErrUnsafeEntry)
		}
	}
	return path.Clean(name), nil
}

// Bounds on what unpacking an image may write: a layer is compressed,
// and a few megabytes of gzip can expand to terabytes of zeros or
// millions of empty files (a decompression bomb), whatever the blob's
// size. ErrTooLarge is refused as the image's fault.
const (
	DefaultMaxUnpacked = 8 << 30 // bytes of file content, all layers together
	DefaultMaxEntries  = 1 << 20 // tar entries, all layers together
)

// ErrTooLarge: unpacking the image would write more than its bounds.
var ErrTooLarge = errors.New("image unpacks to more than allowed")

// ExtractLimits bound an unpack; zero fields take the defaults.
type ExtractLimits struct {
	MaxBytes   int64 // file content written, all layers together
	MaxEntries int64 // tar entries read, all layers together
}

// budget counts what an unpack has written against its limits.
type budget struct {
	lim            ExtractLimits
	bytes, entries int64
}

func newBudget(lim ExtractLimits) *budget {
	if lim.MaxBytes <= 0 {
		lim.MaxBytes = DefaultMaxUnpacked
	}
	if lim.MaxEntries <= 0 {
		lim.MaxEntries = DefaultMaxEntries
	}
	return &budget{lim: lim}
}

// take accounts for one entry of size bytes before it is written.
func (b *budget) take(size int64) error {
	b.entries++
	if b.entries > b.lim.MaxEntries {
		return fmt.Errorf("%w: more than %d entries", ErrTooLarge, b.lim.MaxEntries)
	}
	if size < 0 || size > b.lim.MaxBytes-b.bytes {
		return fmt.Errorf("%w: more than %d bytes of files", ErrTooLarge, b.lim.MaxBytes)
	}
	b.bytes += size
	return nil
}

// Extract is ExtractWithin with the default limits.
func (img *Image) Extract(ctx context.Context, dir string) error {
	return img.ExtractWithin(ctx, dir, ExtractLimits{})
}

// ExtractWithin verifies and unpacks the image's layers, bottom first,
// into dir, which must not exist, writing no more than lim allows. It
// unpacks into a sibling temporary directory and renames it to dir only
// when every layer was applied and matched its digest, so dir is either
// the whole root filesystem or absent.
func (img *Image) ExtractWithin(ctx context.Context, dir string, lim ExtractLimits) error {
	b := newBudget(lim)
	dir = filepath.Clean(dir)
	if _, err := os.Lstat(dir); err == nil {
		return fmt.Errorf("extract image %s: %s already exists", img.Ref.CID, dir)
	}
	tmp, err := os.MkdirTemp(filepath.Dir(dir), "."+filepath.Base(dir)+".partial-")
	if err != nil {
		return fmt.Errorf("extract image %s: %w", img.Ref.CID, err)
	}
	ok := false
	defer func() {
		if !ok {
			os.RemoveAll(tmp)
		}
	}()
	if err := os.Chmod(tmp, 0o755); err != nil {
		return fmt.Errorf("extract image %s: %w", img.Ref.CID, err)
	}
	for i, l := range img.Layers {
		err := l.read(ctx, img.bs, func(r io.Reader) error {
			return applyLayer(ctx, tmp, r, l.MediaType, b)
		})
		if err != nil {
			return fmt.Errorf("extract image %s: layer %d %s: %w", img.Ref.CID, i, l.Digest, err)
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		return fmt.Errorf("extract image %s: %w", img.Ref.CID, err)
	}
	ok = true
	return nil
}

// ExtractLayer applies one layer tar stream (gzipped when mt says so, or
// when it starts with the gzip magic and mt is empty) onto root. It is
// Extract's step, exported for tests and tools that hold a layer file.
func ExtractLayer(ctx context.Context, root string, r io.Reader, mt types.MediaType) error {
	return applyLayer(ctx, root, r, mt, newBudget(ExtractLimits{}))
}

func applyLayer(ctx context.Context, root string, r io.Reader, mt types.MediaType, b *budget) error {
	switch mt {
	case types.OCIUncompressedLayer, types.DockerUncompressedLayer:
	case types.OCILayer, types.DockerLayer, "":
		zr, err := gzip.NewReader(r)
		if err != nil {
			return fmt.Errorf("gunzip: %w", err)
		}
		defer zr.Close()
		r = zr
	default:
		return fmt.Errorf("layer media type %q not supported (want tar or tar+gzip)", mt)
	}
	tr := tar.NewReader(r)
	// Entries this layer created: an opaque whiteout hides only what lower
	// layers put in its directory.
	created := map[string]bool{}
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			// Drain the gzip trailer so the caller's digest covers every byte.
			_, err = io.Copy(io.Discard, r)
			return err
		}
		if err != nil {
			return fmt.Errorf("read layer: %w", err)
		}
		size := int64(0)
		if h.Typeflag == tar.TypeReg || h.Typeflag == tar.TypeRegA { //nolint:staticcheck // as applyEntry
			size = h.Size
		}
		if err := b.take(size); err != nil {
			return err
		}
		if err := applyEntry(root, h, tr, created); err != nil {
			return err
		}
	}
}

func applyEntry(root string, h *tar.Header, body io.Reader, created map[string]bool) error {
	name, err := cleanName(h.Name)
	if err != nil {
		return err
	}
	if name == "." {
		return nil // the root itself
	}
	dirName, base := path.Split(name)
	dirName = path.Clean(dirName)
	if err := checkParents(root, dirName); err != nil {
		return fmt.Errorf("%q: %w", h.Name, err)
	}
	target := filepath.Join(root, filepath.FromSlash(name))

	// Whiteouts.
	if base == whiteoutOpaque {
		parent := filepath.Join(root, filepath.FromSlash(dirName))
		entries, err := os.ReadDir(parent)
		if err != nil && !os.IsNotExist(err) {
			return err
		}
		for _, e := range entries {
			if !created[path.Join(dirName, e.Name())] {
				if err := os.RemoveAll(filepath.Join(parent, e.Name())); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if strings.HasPrefix(base, whiteoutPrefix) {
		what := strings.TrimPrefix(base, whiteoutPrefix)
		if what == "" || what == "." || what == ".." {
			return fmt.Errorf("%q: whiteout of %q: %w", h.Name, what, ErrUnsafeEntry)
		}
		hidden := filepath.Join(root, filepath.FromSlash(dirName), what)
		if err := os.RemoveAll(hidden); err != nil {
			return err
		}
		return nil
	}

	// Replace what a lower layer left at this path, except a directory
	// that stays a directory (its contents merge).
	if fi, err := os.Lstat(target); err == nil {
		if !(fi.IsDir() && h.Typeflag == tar.TypeDir) {
			if err := os.RemoveAll(target); err != nil {
				return err
			}
		}
	}
	mode := os.FileMode(h.Mode & 0o1777) // no setuid/setgid
	switch h.Typeflag {
	case tar.TypeDir:
		if err := os.Mkdir(target, 0o755); err != nil && !os.IsExist(err) {
			return err
		}
		if err := os.Chmod(target, mode|0o700); err != nil {
			return err
		}
	case tar.TypeReg, tar.TypeRegA: //nolint:staticcheck // TypeRegA still occurs in old archives
		f, err := os.OpenFile(target, os.O_CREATE|os.O_EXCL|os.O_WRONLY|noFollow, mode&0o777)
		if err != nil {
			return err
		}
		_, err = io.Copy(f, body)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	case tar.TypeSymlink:
		if err := checkSymlink(name, h.Linkname); err != nil {
			return err
		}
		if err := os.Symlink(h.Linkname, target); err != nil {
			return err
		}
	case tar.TypeLink:
		lname, err := cleanName(h.Linkname)
		if err != nil {
			return fmt.Errorf("hard link %q: %w", h.Name, err)
		}
		ldir, _ := path.Split(lname)
		if err := checkParents(root, path.Clean(ldir)); err != nil {
			return fmt.Errorf("hard link %q: %w", h.Name, err)
		}
		src := filepath.Join(root, filepath.FromSlash(lname))
		fi, err := os.Lstat(src)
		if err != nil {
			return fmt.Errorf("hard link %q to %q: %w", h.Name, h.Linkname, err)
		}
		if !fi.Mode().IsRegular() {
			return fmt.Errorf("hard link %q to %q, not a regular file: %w", h.Name, h.Linkname, ErrUnsafeEntry)
		}
		if err := os.Link(src, target); err != nil {
			return err
		}
	case tar.TypeChar, tar.TypeBlock, tar.TypeFifo:
		return fmt.Errorf("%q: device node or FIFO: %w", h.Name, ErrUnsafeEntry)
	case tar.TypeXGlobalHeader:
		return nil
	default:
		return fmt.Errorf("%q: tar type %q: %w", h.Name, h.Typeflag, ErrUnsafeEntry)
	}
	if os.Geteuid() == 0 {
		// The container's users own their files; only root can arrange it.
		if err := os.Lchown(target, h.Uid, h.Gid); err != nil {
			return err
		}
	}
	created[name] = true
	return nil
}

// checkParents refuses a path whose directories (relative to root) include
// a symlink or a non-directory: nothing is ever written through a link.
// Missing directories are created.
func checkParents(root, dir string) error {
	if dir == "." || dir == "" {
		return nil
	}
	p := root
	for _, part := range strings.Split(dir, "/") {
		p = filepath.Join(p, part)
		fi, err := os.Lstat(p)
		switch {
		case os.IsNotExist(err):
			if err := os.Mkdir(p, 0o755); err != nil {
				return err
			}
		case err != nil:
			return err
		case fi.Mode()&os.ModeSymlink != 0:
			return fmt.Errorf("goes through symlink %s: %w", strings.TrimPrefix(p, root+string(filepath.Separator)), ErrUnsafeEntry)
		case !fi.IsDir():
			return fmt.Errorf("parent %s is not a directory: %w", strings.TrimPrefix(p, root+string(filepath.Separator)), ErrUnsafeEntry)
		}
	}
	return nil
}

// checkSymlink refuses a relative target that climbs above the root from
// the link's directory. Absolute targets are the container's paths.
func checkSymlink(name, target string) error {
	if target == "" {
		return fmt.Errorf("symlink %q: empty target: %w", name, ErrUnsafeEntry)
	}
	if path.IsAbs(target) {
		return nil
	}
	depth := strings.Count(path.Dir(name), "/")
	if path.Dir(name) != "." {
		depth++
	}
	for _, part := range strings.Split(target, "/") {
		switch part {
		case "..":
			depth--
			if depth < 0 {
				return fmt.Errorf("symlink %q -> %q leaves the root: %w", name, target, ErrUnsafeEntry)
			}
		case ".", "":
		default:
			depth++
		}
	}
	return nil
}
