package image

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/empty"
	"github.com/google/go-containerregistry/pkg/v1/mutate"
	"github.com/google/go-containerregistry/pkg/v1/tarball"
	"github.com/google/go-containerregistry/pkg/v1/types"
)

// Epoch is the time written in every built image: creation time, history
// and each file's mtime. A fixed value keeps builds byte-identical.
var Epoch = time.Unix(0, 0).UTC()

// ErrUnsupportedEntry is returned for tar or directory entries an image
// may not carry (device nodes, FIFOs, sockets).
var ErrUnsupportedEntry = errors.New("unsupported entry")

// BuildOptions is the runtime configuration written into a built image.
type BuildOptions struct {
	Entrypoint []string // required: what the container runs
	Cmd        []string // default arguments after Entrypoint
	Env        []string // K=V
	WorkDir    string   // absolute; "" means /
	Arch       string   // default runtime.GOARCH
}

func (o *BuildOptions) validate() error {
	if len(o.Entrypoint) == 0 || o.Entrypoint[0] == "" {
		return errors.New("an entrypoint is required")
	}
	for _, e := range o.Env {
		if k, _, ok := strings.Cut(e, "="); !ok || k == "" {
			return fmt.Errorf("env %q: want K=V", e)
		}
	}
	if o.WorkDir != "" && !path.IsAbs(o.WorkDir) {
		return fmt.Errorf("workdir %q: want an absolute path", o.WorkDir)
	}
	if o.Arch == "" {
		o.Arch = runtime.GOARCH
	}
	return nil
}

// Build makes a one-layer OCI image from src, a directory or a tar archive
// (optionally gzipped). The layer is built in memory: Build is meant for the
// small images jobs carry; import large ones from an OCI layout.
func Build(ctx context.Context, src string, opts BuildOptions) (v1.Image, error) {
	if err := opts.validate(); err != nil {
		return nil, fmt.Errorf("build: %w", err)
	}
	st, err := os.Stat(src)
	if err != nil {
		return nil, fmt.Errorf("build: %w", err)
	}
	var layerTar bytes.Buffer
	if st.IsDir() {
		err = tarDir(ctx, src, &layerTar)
	} else {
		err = retar(ctx, src, &layerTar)
	}
	if err != nil {
		return nil, fmt.Errorf("build from %s: %w", src, err)
	}
	raw := layerTar.Bytes()
	layer, err := tarball.LayerFromOpener(func() (io.ReadCloser, error) {
		return io.NopCloser(bytes.NewReader(raw)), nil
	}, tarball.WithMediaType(types.OCILayer), tarball.WithCompressionLevel(gzip.DefaultCompression), tarball.WithCompressedCaching)
	if err != nil {
		return nil, fmt.Errorf("build: layer: %w", err)
	}
	img := mutate.MediaType(empty.Image, types.OCIManifestSchema1)
	img = mutate.ConfigMediaType(img, types.OCIConfigJSON)
	img, err = mutate.Append(img, mutate.Addendum{
		Layer:     layer,
		MediaType: types.OCILayer,
		History:   v1.History{Created: v1.Time{Time: Epoch}, CreatedBy: "tensora image build"},
	})
	if err != nil {
		return nil, fmt.Errorf("build: %w", err)
	}
	cfg, err := img.ConfigFile()
	if err != nil {
		return nil, fmt.Errorf("build: %w", err)
	}
	cfg = cfg.DeepCopy()
	cfg.Created = v1.Time{Time: Epoch}
	cfg.OS = "linux"
	cfg.Architecture = opts.Arch
	cfg.Config.Entrypoint = opts.Entrypoint
	cfg.Config.Cmd = opts.Cmd
	cfg.Config.Env = opts.Env
	cfg.Config.WorkingDir = opts.WorkDir
	img, err = mutate.ConfigFile(img, cfg)
	if err != nil {
		return nil, fmt.Errorf("build: %w", err)
	}
	return img, nil
}

// normalise sets the fields that vary between machines and runs to fixed
// values. Modes keep only the owner's execute bit as information.
func normalise(h *tar.Header) {
	h.ModTime, h.AccessTime, h.ChangeTime = Epoch, time.Time{}, time.Time{}
	h.Uid, h.Gid, h.Uname, h.Gname = 0, 0, "", ""
	h.PAXRecords, h.Xattrs = nil, nil //nolint:staticcheck // Xattrs cleared for determinism
	h.Devmajor, h.Devminor = 0, 0
	h.Format = tar.FormatPAX
	switch h.Typeflag {
	case tar.TypeDir:
		h.Mode = 0o755
	case tar.TypeSymlink:
		h.Mode = 0o777
	default:
		if h.Mode&0o100 != 0 {
			h.Mode = 0o755
		} else {
			h.Mode = 0o644
		}
	}
}

// tarDir writes dir as a tar stream, entries in lexical order, names
// relative to dir. Hard links become copies; other special files are refused.
func tarDir(ctx context.Context, dir string, w io.Writer) error {
	tw := tar.NewWriter(w)
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		if rel == "." {
			return nil
		}
		name := filepath.ToSlash(rel)
		info, err := d.Info()
		if err != nil {
			return err
		}
		h := &tar.Header{Name: name, Mode: int64(info.Mode().Perm())}
		switch {
		case info.Mode().IsRegular():
			h.Typeflag, h.Size = tar.TypeReg, info.Size()
		case info.IsDir():
			h.Typeflag, h.Name = tar.TypeDir, name+"/"
		case info.Mode()&fs.ModeSymlink != 0:
			target, err := os.Readlink(p)
			if err != nil {
				return err
			}
			h.Typeflag, h.Linkname = tar.TypeSymlink, target
			// Refuse now what every miner's unpack would refuse.
			if err := checkSymlink(name, target); err != nil {
				return err
			}
		default:
			return fmt.Errorf("%s: %w (%s)", name, ErrUnsupportedEntry, info.Mode().Type())
		}
		normalise(h)
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if h.Typeflag != tar.TypeReg {
			return nil
		}
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		defer f.Close()
		if n, err := io.Copy(tw, f); err != nil {
			return err
		} else if n != h.Size {
			return fmt.Errorf("%s changed while building (%d bytes, was %d)", name, n, h.Size)
		}
		return nil
	})
	if err != nil {
		return err
	}
	return tw.Close()
}

// retar copies the tar archive at src (plain or gzipped) entry by entry,
// normalising each header.
func retar(ctx context.Context, src string, w io.Writer) error {
	f, err := os.Open(src)
	if err != nil {
		return err
	}
	defer f.Close()
	br := bufio.NewReader(f)
	var r io.Reader = br
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return err
		}
		defer zr.Close()
		r = zr
	}
	tr := tar.NewReader(r)
	tw := tar.NewWriter(w)
	n := 0
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fmt.Errorf("not a tar archive: %w", err)
		}
		n++
		switch h.Typeflag {
		case tar.TypeReg, tar.TypeDir, tar.TypeSymlink, tar.TypeLink:
		case tar.TypeXGlobalHeader:
			continue
		default:
			return fmt.Errorf("%s: %w (tar type %q)", h.Name, ErrUnsupportedEntry, h.Typeflag)
		}
		name, err := cleanName(h.Name)
		if err != nil {
			return err
		}
		switch h.Typeflag {
		case tar.TypeSymlink:
			err = checkSymlink(name, h.Linkname)
		case tar.TypeLink:
			_, err = cleanName(h.Linkname)
		}
		if err != nil {
			return err
		}
		normalise(h)
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if _, err := io.Copy(tw, tr); err != nil {
			return err
		}
	}
	if n == 0 {
		return errors.New("empty tar archive")
	}
	return tw.Close()
}
