//go:build !linux || !cgo

package attest

import (
	"context"
	"fmt"
)

// Without cgo (or off Linux) the NVML binding is compiled out, as in
// engine/hw: such a build cannot attest a GPU.
func nvidiaReport(context.Context, int, [32]byte) ([]byte, [][]byte, error) {
	return nil, nil, fmt.Errorf("%w: built without cgo or not on linux", ErrUnavailable)
}
