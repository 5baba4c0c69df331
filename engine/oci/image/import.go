package image

import (
	"archive/tar"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/layout"
	"github.com/google/go-containerregistry/pkg/v1/tarball"
)

// Import opens an existing image for Put: an OCI image layout directory,
// an OCI layout in a tar archive (skopeo copy … oci-archive:), or a
// `docker save` / skopeo docker-archive tarball. The source must hold
// exactly one image. The returned cleanup removes any temporary copy and
// must be called after Put.
func Import(ctx context.Context, src string) (v1.Image, func(), error) {
	noop := func() {}
	st, err := os.Stat(src)
	if err != nil {
		return nil, noop, fmt.Errorf("import: %w", err)
	}
	if st.IsDir() {
		img, err := fromLayout(src)
		if err != nil {
			return nil, noop, fmt.Errorf("import %s: %w", src, err)
		}
		return img, noop, nil
	}
	kind, err := archiveKind(src)
	if err != nil {
		return nil, noop, fmt.Errorf("import %s: %w", src, err)
	}
	switch kind {
	case "docker":
		img, err := fromDockerArchive(src)
		if err != nil {
			return nil, noop, fmt.Errorf("import %s: %w", src, err)
		}
		return img, noop, nil
	default: // "oci"
		tmp, err := os.MkdirTemp("", "tensora-oci-archive-")
		if err != nil {
			return nil, noop, fmt.Errorf("import %s: %w", src, err)
		}
		cleanup := func() { os.RemoveAll(tmp) }
		if err := untarPlain(ctx, src, tmp); err != nil {
			cleanup()
			return nil, noop, fmt.Errorf("import %s: %w", src, err)
		}
		img, err := fromLayout(tmp)
		if err != nil {
			cleanup()
			return nil, noop, fmt.Errorf("import %s: %w", src, err)
		}
		return img, cleanup, nil
	}
}

func fromLayout(dir string) (v1.Image, error) {
	if _, err := os.Stat(filepath.Join(dir, "oci-layout")); err != nil {
		return nil, errors.New("not an OCI image layout (no oci-layout file)")
	}
	idx, err := layout.ImageIndexFromPath(dir)
	if err != nil {
		return nil, err
	}
	im, err := idx.IndexManifest()
	if err != nil {
		return nil, err
	}
	if n := len(im.Manifests); n != 1 {
		return nil, fmt.Errorf("the layout holds %d manifests: import takes exactly one image", n)
	}
	d := im.Manifests[0]
	if !d.MediaType.IsImage() {
		return nil, fmt.Errorf("the layout's entry is a %s (a multi-platform index?): import takes a single-platform image", d.MediaType)
	}
	return idx.Image(d.Digest)
}

// archiveKind tells a docker-archive (manifest.json) from an OCI layout
// archive (oci-layout) by their top-level files.
func archiveKind(src string) (string, error) {
	f, err := os.Open(src)
	if err != nil {
		return "", err
	}
	defer f.Close()
	tr := tar.NewReader(f)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return "", errors.New("neither a docker save archive (manifest.json) nor an OCI layout archive (oci-layout)")
		}
		if err != nil {
			return "", fmt.Errorf("not a tar archive: %w", err)
		}
		switch filepath.Clean(h.Name) {
		case "manifest.json":
			return "docker", nil
		case "oci-layout":
			return "oci", nil
		}
	}
}

func fromDockerArchive(src string) (v1.Image, error) {
	m, err := tarball.LoadManifest(func() (io.ReadCloser, error) { return os.Open(src) })
	if err != nil {
		return nil, err
	}
	if len(m) != 1 {
		return nil, fmt.Errorf("the archive holds %d images: import takes exactly one (docker save one image)", len(m))
	}
	return tarball.ImageFromPath(src, nil)
}

// untarPlain unpacks an OCI layout archive: directories and regular files
// only, names checked as for layers.
func untarPlain(ctx context.Context, src, dir string) error {
	f, err := os.Open(src)
	if err != nil {
		return err
	}
	defer f.Close()
	tr := tar.NewReader(f)
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		name, err := cleanName(h.Name)
		if err != nil {
			return err
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		switch h.Typeflag {
		case tar.TypeDir:
			if err := os.MkdirAll(p, 0o755); err != nil {
				return err
			}
		case tar.TypeReg:
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				return err
			}
			out, err := os.OpenFile(p, os.O_CREATE|os.O_EXCL|os.O_WRONLY|noFollow, 0o644)
			if err != nil {
				return err
			}
			_, err = io.Copy(out, tr)
			if cerr := out.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				return err
			}
		default:
			return fmt.Errorf("%q: an OCI layout archive holds only files and directories: %w", h.Name, ErrUnsafeEntry)
		}
	}
}

// Summary is what inspect shows of an image.
type Summary struct {
	CID        string   `json:"cid"`
	URI        string   `json:"uri"`
	Digest     string   `json:"digest"`
	MediaType  string   `json:"mediaType"`
	OS         string   `json:"os"`
	Arch       string   `json:"architecture"`
	Entrypoint []string `json:"entrypoint"`
	Cmd        []string `json:"cmd,omitempty"`
	Env        []string `json:"env,omitempty"`
	WorkDir    string   `json:"workdir,omitempty"`
	Size       int64    `json:"size"`
	Layers     []Blob   `json:"layers"`
	Config     Blob     `json:"config"`
	Manifest   Blob     `json:"manifest"`
}

// Summary describes a verified image.
func (img *Image) Summary() Summary {
	s := Summary{
		CID: img.Ref.CID.String(), URI: img.Ref.String(), Digest: img.Ref.Digest.String(),
		MediaType: string(img.Manifest.MediaType), OS: img.Config.OS, Arch: img.Config.Architecture,
		Entrypoint: img.Config.Config.Entrypoint, Cmd: img.Config.Config.Cmd, Env: img.Config.Config.Env,
		WorkDir: img.Config.Config.WorkingDir, Size: img.Size(), Layers: img.Layers, Manifest: img.Index.Manifest,
	}
	for _, b := range img.Index.Blobs {
		if b.Digest == img.Manifest.Config.Digest {
			s.Config = b
		}
	}
	return s
}
