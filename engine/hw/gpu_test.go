package hw

import (
	"context"
	"os"
	"strings"
	"testing"
)

func expectGPU() bool { return os.Getenv("TENSORA_EXPECT_GPU") == "1" }

// TestDetectNVML runs only where TENSORA_EXPECT_GPU=1 (a host with an NVIDIA
// driver) and checks every NVML-derived field is filled.
func TestDetectNVML(t *testing.T) {
	if !expectGPU() {
		t.Skip("set TENSORA_EXPECT_GPU=1 on a GPU host")
	}
	h, err := Detect(context.Background(), DetectOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(h.GPUs) == 0 {
		t.Fatal("no GPUs")
	}
	for _, g := range h.GPUs {
		t.Logf("gpu %+v", g)
		if g.Declared || g.Vendor != VendorNVIDIA || g.Name == "" || !strings.HasPrefix(g.UUID, "GPU-") ||
			g.Driver == "" || g.VRAMBytes == 0 || g.CCMajor == 0 {
			t.Errorf("incomplete %+v", g)
		}
	}
	// Detect twice: Init/Shutdown pairs must not leave NVML unusable.
	if h2, err := Detect(context.Background(), DetectOptions{}); err != nil || len(h2.GPUs) != len(h.GPUs) {
		t.Fatalf("second Detect: %d GPUs, %v", len(h2.GPUs), err)
	}
}
