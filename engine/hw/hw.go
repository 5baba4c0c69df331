package hw

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"runtime"
	"strings"
)

// Vendor names used in GPU.Vendor.
const (
	VendorNVIDIA = "nvidia"
	VendorAMD    = "amd"
	VendorTPU    = "tpu"
)

// ErrBadDeclared is returned by Detect for a declared accelerator with
// neither a name nor a vendor.
var ErrBadDeclared = errors.New("hw: declared accelerator needs a name or vendor")

// Hardware is what a miner advertises about its machine (M2).
type Hardware struct {
	CPU           CPU
	RAMBytes      uint64
	DiskFreeBytes uint64 // free to unprivileged users on DataDir's filesystem; 0 if not measured
	GPUs          []GPU
}

// CPU describes the host processor.
type CPU struct {
	Cores int    // logical CPUs usable by this process
	Model string // "model name" from /proc/cpuinfo; "" if unknown
}

// GPU is one accelerator, detected through NVML or declared in config.
type GPU struct {
	Index     int
	Name      string
	UUID      string
	Driver    string
	Vendor    string // VendorNVIDIA, VendorAMD, VendorTPU, ...
	VRAMBytes uint64
	CCMajor   int // CUDA compute capability; 0 when not applicable
	CCMinor   int
	Declared  bool // from config, not detected
}

// DetectOptions configures Detect.
type DetectOptions struct {
	// DataDir is where disk free space is measured; empty skips it.
	DataDir string
	// Declared accelerators, e.g. AMD or TPU, that NVML cannot see; appended
	// after the detected ones with Declared set.
	Declared []GPU
	// Logger for probe failures; nil means slog.Default().
	Logger *slog.Logger
	// DisableNVML skips NVML entirely (CPU-only adverts, tests).
	DisableNVML bool
}

// Procfs locations; variables so tests can point them elsewhere.
var (
	procCPUInfo = "/proc/cpuinfo"
	procMemInfo = "/proc/meminfo"
	procStat    = "/proc/stat"
	procLoadAvg = "/proc/loadavg"
	procNetDev  = "/proc/net/dev"
)

// Detect reports the machine's hardware. It is best effort: a probe that
// fails (no NVML, no /proc) is logged and leaves its fields zero, and is not
// an error. Errors are reserved for what the caller asked for and can fix: a
// cancelled ctx, a DataDir that cannot be measured, a malformed declared
// accelerator.
func Detect(ctx context.Context, opts DetectOptions) (Hardware, error) {
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	log = log.With("component", "hw")
	declared, err := normalizeDeclared(opts.Declared)
	if err != nil {
		return Hardware{}, err
	}
	if err := ctx.Err(); err != nil {
		return Hardware{}, err
	}

	h := Hardware{CPU: CPU{Cores: runtime.NumCPU()}}
	if model, err := readCPUModel(); err != nil {
		log.Debug("cpu model unknown", "err", err)
	} else {
		h.CPU.Model = model
	}
	if mi, err := readMemInfo(); err != nil {
		log.Warn("ram unknown", "err", err)
	} else {
		h.RAMBytes = mi.Total
	}
	if opts.DataDir != "" {
		free, err := diskFree(opts.DataDir)
		if err != nil {
			return Hardware{}, fmt.Errorf("hw: disk free at %s: %w", opts.DataDir, err)
		}
		h.DiskFreeBytes = free
	}
	if err := ctx.Err(); err != nil {
		return Hardware{}, err
	}

	if !opts.DisableNVML {
		gpus, warnings, err := nvmlDetect()
		for _, w := range warnings {
			log.Warn("nvml probe incomplete", "err", w)
		}
		switch {
		case errors.Is(err, errNVMLUnavailable):
			log.Debug("no NVML; reporting no NVIDIA GPUs", "err", err)
		case err != nil:
			log.Warn("NVML detection failed; reporting no NVIDIA GPUs", "err", err)
		default:
			h.GPUs = gpus
		}
	}
	h.GPUs = append(h.GPUs, declared...)
	return h, nil
}

func normalizeDeclared(in []GPU) ([]GPU, error) {
	out := make([]GPU, 0, len(in))
	for i, g := range in {
		g.Vendor = strings.ToLower(strings.TrimSpace(g.Vendor))
		g.Name = strings.TrimSpace(g.Name)
		if g.Name == "" && g.Vendor == "" {
			return nil, fmt.Errorf("%w (entry %d)", ErrBadDeclared, i)
		}
		g.Declared = true
		out = append(out, g)
	}
	return out, nil
}

func readCPUModel() (string, error) {
	f, err := os.Open(procCPUInfo)
	if err != nil {
		return "", err
	}
	defer f.Close()
	return parseCPUModel(f)
}

func readMemInfo() (memInfo, error) {
	f, err := os.Open(procMemInfo)
	if err != nil {
		return memInfo{}, err
	}
	defer f.Close()
	return parseMemInfo(f)
}
