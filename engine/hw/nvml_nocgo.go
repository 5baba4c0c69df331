//go:build !linux || !cgo

package hw

import "fmt"

// Without cgo (or off Linux) the NVML binding cannot be built; such a miner
// advertises CPU only plus whatever it declares.

func nvmlDetect() ([]GPU, []error, error) {
	return nil, nil, fmt.Errorf("%w: built without cgo or not on linux", errNVMLUnavailable)
}

type nvmlSession struct{}

func openNVML() (*nvmlSession, error) {
	return nil, fmt.Errorf("%w: built without cgo or not on linux", errNVMLUnavailable)
}

func (*nvmlSession) loads() ([]GPULoad, error) { return nil, nil }
func (*nvmlSession) close()                    {}
