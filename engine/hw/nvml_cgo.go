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
	devs  []nvml.Device
	index []int    // NVML index of devs[i]
	names []string // product name of devs[i], read once
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
			name, _ := dev.GetName() // "" when NVML cannot say
			s.devs = append(s.devs, dev)
			s.index = append(s.index, i)
			s.names = append(s.names, name)
		}
	}
	return s, nil
}

// loads returns each device's utilisation, VRAM and temperature.
func (s *nvmlSession) loads() (out []GPULoad, err error) {
	nvmlMu.Lock()
	defer nvmlMu.Unlock()
	defer recoverInto(&err)
	out = make([]GPULoad, len(s.devs))
	for i, d := range s.devs {
		r := nvmlReading{Index: s.index[i], Name: s.names[i]}
		if u, ret := d.GetUtilizationRates(); ret == nvml.SUCCESS {
			r.Util, r.UtilOK = u.Gpu, true
		}
		if m, ret := d.GetMemoryInfo(); ret == nvml.SUCCESS {
			r.MemUsed, r.MemTotal, r.MemOK = m.Used, m.Total, true
		}
		if t, ret := d.GetTemperature(nvml.TEMPERATURE_GPU); ret == nvml.SUCCESS {
			r.TempC, r.TempOK = t, true
		}
		out[i] = r.gpuLoad()
	}
	return out, nil
}

func (s *nvmlSession) close() {
	nvmlMu.Lock()
	defer nvmlMu.Unlock()
	nvml.Shutdown()
}
