package oci

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/image"
)

// mountPoints are the directories the spec mounts over. They are made in
// the cached root filesystem before it is published, so the runtime never
// writes into a root that runs share.
var mountPoints = []string{"proc", "dev", "sys", "tmp", "in", "out"}

// rootfs returns the image's unpacked root filesystem, unpacking it the
// first time: into a staging directory, which is renamed to
// rootfs/<manifest digest hex> when complete, so the cache holds whole
// roots only. Runs of the same image wait for one unpack.
func (e *Engine) rootfs(ctx context.Context, img *image.Image) (string, error) {
	hex := img.Ref.Digest.Hex
	if !isDigestHex(hex) {
		return "", fmt.Errorf("manifest digest %q: %w", img.Ref.Digest, engine.ErrBadModel)
	}
	dir := filepath.Join(e.rootfsDir(), hex)
	mu := e.unpackLock(hex)
	mu.Lock()
	defer mu.Unlock()
	if st, err := os.Stat(dir); err == nil && st.IsDir() {
		return dir, nil
	}
	staging, err := os.MkdirTemp(e.rootfsDir(), "."+hex+".staging-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(staging) // gone after the rename; cleans up a failure
	root := filepath.Join(staging, "root")
	if err := img.ExtractWithin(ctx, root, image.ExtractLimits{MaxBytes: e.cfg.MaxUnpackedBytes}); err != nil {
		if errors.Is(err, image.ErrTooLarge) || errors.Is(err, image.ErrUnsafeEntry) || errors.Is(err, image.ErrDigestMismatch) {
			// The image's own layers are hostile or broken (or do not
			// match their digests): the client's fault, not this
			// miner's, which a plain error would say. Nothing runs.
			return "", fmt.Errorf("unpack: %w: %w", engine.ErrBadModel, err)
		}
		return "", fmt.Errorf("unpack: %w", err)
	}
	for _, m := range mountPoints {
		if err := ensureDir(root, m); err != nil {
			return "", err
		}
	}
	if err := os.Rename(root, dir); err != nil {
		return "", fmt.Errorf("unpack: %w", err)
	}
	return dir, nil
}

func (e *Engine) unpackLock(hex string) *sync.Mutex {
	e.unpackMu.Lock()
	defer e.unpackMu.Unlock()
	mu, ok := e.unpacks[hex]
	if !ok {
		mu = &sync.Mutex{}
		e.unpacks[hex] = mu
	}
	return mu
}

// ensureDir makes root/name a directory if it is absent. An image whose
// mount point is a file or symlink is refused rather than mounted through.
func ensureDir(root, name string) error {
	p := filepath.Join(root, name)
	st, err := os.Lstat(p)
	switch {
	case os.IsNotExist(err):
		return os.Mkdir(p, 0o755)
	case err != nil:
		return err
	case !st.IsDir():
		return fmt.Errorf("the image's /%s is a %s; it must be a directory or absent: %w", name, typeName(st.Mode()), engine.ErrBadModel)
	}
	return nil
}
