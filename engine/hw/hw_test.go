package hw

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"runtime"
	"testing"
)

func quiet() *slog.Logger { return slog.New(slog.DiscardHandler) }

// This machine has no NVIDIA driver: Detect must still succeed, CPU-only.
// On a GPU host set TENSORA_EXPECT_GPU=1 and run TestDetectNVML instead.
func TestDetectThisMachine(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	h, err := Detect(context.Background(), DetectOptions{DataDir: t.TempDir(), Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	if h.CPU.Cores < 1 || h.CPU.Cores != runtime.NumCPU() {
		t.Errorf("cores = %d, NumCPU = %d", h.CPU.Cores, runtime.NumCPU())
	}
	if h.RAMBytes == 0 {
		t.Error("RAM = 0")
	}
	if h.DiskFreeBytes == 0 {
		t.Error("disk free = 0 on the test's temp dir")
	}
	if expectGPU() {
		if len(h.GPUs) == 0 {
			t.Error("TENSORA_EXPECT_GPU set but no GPUs detected")
		}
	} else if len(h.GPUs) != 0 {
		t.Errorf("GPUs on a machine without NVML: %+v", h.GPUs)
	}
	t.Logf("detected %+v", h)
}

func TestDetectDeclared(t *testing.T) {
	declared := []GPU{
		{Index: 0, Name: "Instinct MI300X", Vendor: " AMD ", VRAMBytes: 192 << 30},
		{Index: 0, Name: "v5e", Vendor: VendorTPU},
	}
	h, err := Detect(context.Background(), DetectOptions{Declared: declared, DisableNVML: true, Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	if len(h.GPUs) != 2 {
		t.Fatalf("GPUs = %+v, want the 2 declared", h.GPUs)
	}
	if g := h.GPUs[0]; !g.Declared || g.Vendor != VendorAMD || g.Name != "Instinct MI300X" || g.VRAMBytes != 192<<30 {
		t.Errorf("first = %+v", g)
	}
	if g := h.GPUs[1]; !g.Declared || g.Vendor != VendorTPU {
		t.Errorf("second = %+v", g)
	}
	if declared[0].Declared || declared[0].Vendor != " AMD " {
		t.Error("Detect modified the caller's slice")
	}
	if h.DiskFreeBytes != 0 {
		t.Errorf("disk free %d without DataDir", h.DiskFreeBytes)
	}
}

func TestDetectErrors(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name string
		ctx  context.Context
		opts DetectOptions
		is   error
	}{
		{"cancelled", ctx, DetectOptions{DisableNVML: true}, context.Canceled},
		{"declared with no name or vendor", context.Background(), DetectOptions{Declared: []GPU{{VRAMBytes: 1}}}, ErrBadDeclared},
		{"missing data dir", context.Background(), DetectOptions{DataDir: filepath.Join(t.TempDir(), "nope"), DisableNVML: true}, nil},
	} {
		tc.opts.Logger = quiet()
		_, err := Detect(tc.ctx, tc.opts)
		if err == nil || (tc.is != nil && !errors.Is(err, tc.is)) {
			t.Errorf("%s: err = %v, want %v", tc.name, err, tc.is)
		}
	}
}

// Without libnvidia-ml the binding must report the library missing rather
// than crash, and our wrapper must classify that as "unavailable".
func TestNVMLAbsent(t *testing.T) {
	if expectGPU() {
		t.Skip("GPU host")
	}
	gpus, warnings, err := nvmlDetect()
	if !errors.Is(err, errNVMLUnavailable) || gpus != nil || warnings != nil {
		t.Fatalf("nvmlDetect = %v, %v, %v; want errNVMLUnavailable", gpus, warnings, err)
	}
	t.Logf("nvmlDetect: %v", err)
	if _, err := openNVML(); !errors.Is(err, errNVMLUnavailable) {
		t.Fatalf("openNVML = %v", err)
	}
}

func TestSampleLoad(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	s := NewSampler(SamplerOptions{Logger: quiet()})
	defer s.Close()
	for i := range 3 { // first from loadavg, later from /proc/stat deltas
		l, err := s.Sample()
		if err != nil {
			t.Fatal(err)
		}
		if l.CPUPercent < 0 || l.CPUPercent > 100 {
			t.Errorf("sample %d: cpu %v%%", i, l.CPUPercent)
		}
		if l.MemUsedBytes == 0 {
			t.Errorf("sample %d: no memory used", i)
		}
		if !expectGPU() && len(l.GPUUtil) != 0 {
			t.Errorf("sample %d: GPU util %v without NVML", i, l.GPUUtil)
		}
		if expectGPU() && len(l.GPUUtil) == 0 {
			t.Errorf("sample %d: no GPU util on a GPU host", i)
		}
	}
	if _, err := SampleLoad(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Sample(); err != nil { // still works, without GPUs
		t.Fatal(err)
	}
}
