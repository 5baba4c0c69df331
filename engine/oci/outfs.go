package oci

import (
	"errors"
	"fmt"
	"log/slog"
	"syscall"
)

// outSlack is what /out's tmpfs holds beyond the output limit: room for
// the tar's headers, so an output just under the limit still fits, and
// one over it is refused by CollectOutput with ErrOutputTooLarge rather
// than cut short by ENOSPC.
const outSlack = 1 << 20

// mountOut mounts a tmpfs of limit+outSlack bytes on dir: a run's /out.
func mountOut(dir string, limit int64) error {
	opts := fmt.Sprintf("size=%d,mode=0755", limit+outSlack)
	if err := syscall.Mount("tensora-out", dir, "tmpfs", syscall.MS_NOSUID|syscall.MS_NODEV|syscall.MS_NOEXEC, opts); err != nil {
		return fmt.Errorf("mount /out: %w", err)
	}
	return nil
}

// unmountOut unmounts a run's /out tmpfs (lazily: nothing should hold it
// once the container is gone); a dir that is not a mount point is left.
func unmountOut(dir string, log *slog.Logger) {
	err := syscall.Unmount(dir, syscall.MNT_DETACH)
	if err != nil && !errors.Is(err, syscall.EINVAL) && !errors.Is(err, syscall.ENOENT) {
		log.Warn("unmount /out", "dir", dir, "err", err)
	}
}
