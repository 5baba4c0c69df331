package hw

import (
	"errors"
	"fmt"
)

// errNVMLUnavailable marks the normal no-NVIDIA case: no libnvidia-ml, no
// driver, or a build without cgo. Detect logs it at Debug.
var errNVMLUnavailable = errors.New("nvml unavailable")

// recoverInto turns a panic in the NVML binding's Go code into an error.
// It cannot catch a crash inside C, which is why nothing past nvml.Init is
// called unless Init succeeded.
func recoverInto(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("nvml panicked: %v", r)
	}
}

// nvmlReading is what one device's NVML queries returned for a load sample,
// with an ok flag per query; kept free of binding types so the conversion
// to GPULoad is testable on machines without NVML.
type nvmlReading struct {
	Index             int
	Name              string
	Util              uint32 // percent
	UtilOK            bool
	MemUsed, MemTotal uint64 // bytes
	MemOK             bool
	TempC             uint32
	TempOK            bool
}

// gpuLoad converts a reading, marking what NVML could not say as −1 (util,
// temperature) or 0 (VRAM), and clamping utilisation to 0–100 (NVML has
// been seen to report >100 transiently on some drivers).
func (r nvmlReading) gpuLoad() GPULoad {
	g := GPULoad{Index: r.Index, Name: r.Name, UtilPercent: -1, TempC: -1}
	if r.UtilOK {
		g.UtilPercent = clampPercent(float64(r.Util))
	}
	if r.MemOK {
		g.VRAMTotalBytes = r.MemTotal
		g.VRAMUsedBytes = min(r.MemUsed, r.MemTotal)
	}
	if r.TempOK {
		g.TempC = float64(r.TempC)
	}
	return g
}
