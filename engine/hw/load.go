package hw

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"runtime"
	"sync"
)

// Load is a cheap snapshot of how busy the machine is, for live adverts.
type Load struct {
	// CPUPercent is busy time across all CPUs, 0–100: from /proc/stat since
	// the previous sample, or the 1-minute load average per CPU on the
	// first sample.
	CPUPercent float64
	// MemUsedBytes is MemTotal − MemAvailable.
	MemUsedBytes uint64
	// MemTotalBytes is MemTotal from /proc/meminfo.
	MemTotalBytes uint64
	// GPUUtil is each NVIDIA GPU's utilisation, 0–100 (−1 where NVML could
	// not say), in NVML index order; empty without NVML. The same figures
	// are in GPUs[i].UtilPercent.
	GPUUtil []float64
	// GPUs is each NVIDIA GPU's live state, in NVML index order; empty
	// without NVML.
	GPUs []GPULoad
	// NetRxBytes and NetTxBytes are bytes received and sent since boot,
	// summed over every interface in /proc/net/dev, loopback included
	// (local testnets talk over loopback). Cumulative: take differences
	// between samples for a rate. Zero when /proc/net/dev is unreadable.
	NetRxBytes, NetTxBytes uint64
}

// GPULoad is one GPU's live state. Fields NVML could not read are −1
// (UtilPercent, TempC) or 0 (VRAM).
type GPULoad struct {
	Index          int
	Name           string
	UtilPercent    float64 // 0–100
	VRAMUsedBytes  uint64
	VRAMTotalBytes uint64
	TempC          float64 // GPU die temperature, degrees Celsius
}

// SamplerOptions configures NewSampler.
type SamplerOptions struct {
	DisableNVML bool
	Logger      *slog.Logger // nil means slog.Default()
}

// Sampler takes Load samples. It remembers the previous /proc/stat reading
// and keeps NVML initialised between samples; Close releases NVML. Safe for
// concurrent use.
type Sampler struct {
	log         *slog.Logger
	disableNVML bool

	mu        sync.Mutex
	prev      cpuTimes
	havePrev  bool
	nvmlTried bool
	nv        *nvmlSession
	closed    bool
}

// NewSampler returns a Sampler; NVML is opened on the first Sample.
func NewSampler(opts SamplerOptions) *Sampler {
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	return &Sampler{log: log.With("component", "hw"), disableNVML: opts.DisableNVML}
}

var defaultSampler = NewSampler(SamplerOptions{})

// SampleLoad samples with a process-wide Sampler that is never closed (its
// NVML handle lives as long as the process).
func SampleLoad() (Load, error) { return defaultSampler.Sample() }

// Sample reads the current load. The fields it could read are filled even
// when it returns an error; GPU problems are logged, never returned.
func (s *Sampler) Sample() (Load, error) {
	s.mu.Lock()
	defer s.mu.Unlock()

	var l Load
	var errs []error
	if cpu, err := s.cpuPercent(); err != nil {
		errs = append(errs, fmt.Errorf("cpu: %w", err))
	} else {
		l.CPUPercent = cpu
	}
	if mi, err := readMemInfo(); err != nil {
		errs = append(errs, fmt.Errorf("memory: %w", err))
	} else {
		l.MemUsedBytes = mi.Total - mi.Available
		l.MemTotalBytes = mi.Total
	}
	if rx, tx, err := readNetDev(); err != nil {
		errs = append(errs, fmt.Errorf("network: %w", err))
	} else {
		l.NetRxBytes, l.NetTxBytes = rx, tx
	}

	if !s.disableNVML && !s.closed && !s.nvmlTried {
		s.nvmlTried = true // Init is slow; a machine without NVML won't grow one
		nv, err := openNVML()
		switch {
		case errors.Is(err, errNVMLUnavailable):
			s.log.Debug("no NVML; load has no GPU utilisation", "err", err)
		case err != nil:
			s.log.Warn("NVML unavailable for load sampling", "err", err)
		default:
			s.nv = nv
		}
	}
	if s.nv != nil {
		if gl, err := s.nv.loads(); err != nil {
			s.log.Warn("gpu load", "err", err)
		} else {
			l.GPUs = gl
			l.GPUUtil = make([]float64, len(gl))
			for i, g := range gl {
				l.GPUUtil[i] = g.UtilPercent
			}
		}
	}
	if len(errs) > 0 {
		return l, fmt.Errorf("hw: sample load: %w", errors.Join(errs...))
	}
	return l, nil
}

func (s *Sampler) cpuPercent() (float64, error) {
	cur, statErr := readProcStat()
	if statErr == nil {
		prev, had := s.prev, s.havePrev
		s.prev, s.havePrev = cur, true
		if had {
			if p, ok := busyPercent(prev, cur); ok {
				return p, nil
			}
		}
	}
	// First sample, no ticks elapsed, or no /proc/stat: fall back to loadavg.
	f, err := os.Open(procLoadAvg)
	if err != nil {
		return 0, errors.Join(statErr, err)
	}
	defer f.Close()
	avg, err := parseLoadAvg(f)
	if err != nil {
		return 0, errors.Join(statErr, err)
	}
	return clampPercent(100 * avg / float64(runtime.NumCPU())), nil
}

// Close releases NVML. Sample still works afterwards, without GPU figures.
func (s *Sampler) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	if s.nv != nil {
		s.nv.close()
		s.nv = nil
	}
	return nil
}

func readNetDev() (rx, tx uint64, err error) {
	f, err := os.Open(procNetDev)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	return parseNetDev(f)
}

func readProcStat() (cpuTimes, error) {
	f, err := os.Open(procStat)
	if err != nil {
		return cpuTimes{}, err
	}
	defer f.Close()
	return parseProcStat(f)
}
