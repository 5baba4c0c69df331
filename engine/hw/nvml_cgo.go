//go:build linux && cgo

package hw

import (
	"fmt"
	"sync"

	"github.com/NVIDIA/go-nvml/pkg/nvml"
)

// nvmlMu serialises our NVML calls. go-nvml reference-counts Init/Shutdown,
// but dlclose-ing the library under a concurrent call would crash in C.
var nvmlMu sync.Mutex

// nvmlInit loads libnvidia-ml.so.1 and initialises NVML. go-nvml dlopens the
// library lazily and links with unresolved symbols, so when the library is
// absent Init returns ERROR_LIBRARY_NOT_FOUND, and any other call makes the
// dynamic linker kill the process: call nothing else unless this succeeds.
func nvmlInit() error {
	switch ret := nvml.Init(); ret {
	case nvml.SUCCESS:
		return nil
	case nvml.ERROR_LIBRARY_NOT_FOUND, nvml.ERROR_DRIVER_NOT_LOADED:
		return fmt.Errorf("%w: init: %v", errNVMLUnavailable, ret)
	default:
		return fmt.Errorf("nvml init: %v", ret)
	}
}

func nvmlDetect() (gpus []GPU, warnings []error, err error) {
	nvmlMu.Lock()
	defer nvmlMu.Unlock()
	defer recoverInto(&err)
	if err := nvmlInit(); err != nil {
		return nil, nil, err
	}
	defer nvml.Shutdown()

	driver, ret := nvml.SystemGetDriverVersion()
	if ret != nvml.SUCCESS {
		warnings = append(warnings, fmt.Errorf("driver version: %v", ret))
	}
	n, ret := nvml.DeviceGetCount()
	if ret != nvml.SUCCESS {
		return nil, warnings, fmt.Errorf("nvml device count: %v", ret)
	}
	for i := range n {
		dev, ret := nvml.DeviceGetHandleByIndex(i)
		if ret != nvml.SUCCESS {
			warnings = append(warnings, fmt.Errorf("device %d: handle: %v", i, ret))
			continue
		}
		g := GPU{Index: i, Vendor: VendorNVIDIA, Driver: driver}
		if g.Name, ret = dev.GetName(); ret != nvml.SUCCESS {
			warnings = append(warnings, fmt.Errorf("device %d: name: %v", i, ret))
		}
		if g.UUID, ret = dev.GetUUID(); ret != nvml.SUCCESS {
			warnings = append(warnings, fmt.Errorf("device %d: uuid: %v", i, ret))
		}
		if mem, ret := dev.GetMemoryInfo(); ret == nvml.SUCCESS {
			g.VRAMBytes = mem.Total
		} else {
			warnings = append(warnings, fmt.Errorf("device %d: memory: %v", i, ret))
		}
		if g.CCMajor, g.CCMinor, ret = dev.GetCudaComputeCapability(); ret != nvml.SUCCESS {
			warnings = append(warnings, fmt.Errorf("device %d: compute capability: %v", i, ret))
		}
		gpus = append(gpus, g)
	}
	return gpus, warnings, nil
}

// nvmlSession keeps NVML initialised between load samples, because Init is
// far too slow to pay on every sample.
type nvmlSession struct {
	devs []nvml.Device
}

func openNVML() (s *nvmlSession, err error) {
	nvmlMu.Lock()
	defer nvmlMu.Unlock()
	defer recoverInto(&err)
	if err := nvmlInit(); err != nil {
		return nil, err
	}
	n, ret := nvml.DeviceGetCount()
	if ret != nvml.SUCCESS {
		nvml.Shutdown()
		return nil, fmt.Errorf("nvml device count: %v", ret)
	}
	s = &nvmlSession{}
	for i := range n {
		if dev, ret := nvml.DeviceGetHandleByIndex(i); ret == nvml.SUCCESS {
			s.devs = append(s.devs, dev)
		}
	}
	return s, nil
}

// util returns each device's GPU utilisation in percent; -1 where NVML
// could not say.
func (s *nvmlSession) util() (out []float64, err error) {
	nvmlMu.Lock()
	defer nvmlMu.Unlock()
	defer recoverInto(&err)
	out = make([]float64, len(s.devs))
	for i, d := range s.devs {
		u, ret := d.GetUtilizationRates()
		if ret != nvml.SUCCESS {
			out[i] = -1
			continue
		}
		out[i] = float64(u.Gpu)
	}
	return out, nil
}

func (s *nvmlSession) close() {
	nvmlMu.Lock()
	defer nvmlMu.Unlock()
	nvml.Shutdown()
}
