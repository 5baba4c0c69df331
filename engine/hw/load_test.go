package hw

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestParseNetDevTestdata(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "net_dev"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rx, tx, err := parseNetDev(f)
	if err != nil {
		t.Fatal(err)
	}
	// lo + ifb0 + eth0 (counter touching the colon) + wlp2s0.
	wantRx := uint64(1896048456 + 995680311 + 1000)
	wantTx := uint64(1896048456 + 1968274 + 2000)
	if rx != wantRx || tx != wantTx {
		t.Errorf("rx, tx = %d, %d; want %d, %d", rx, tx, wantRx, wantTx)
	}
}

func TestParseNetDev(t *testing.T) {
	const hdr = "Inter-|   Receive |  Transmit\n face |bytes packets|bytes packets\n"
	for _, tc := range []struct {
		name   string
		in     string
		rx, tx uint64
		err    string
	}{
		// loopback only: a testnet machine with no other interface
		{name: "loopback only", in: hdr + "    lo: 100 1 0 0 0 0 0 0 200 2 0 0 0 0 0 0\n", rx: 100, tx: 200},
		// two interfaces are summed
		{name: "sum", in: hdr + "lo: 1 0 0 0 0 0 0 0 2 0 0 0 0 0 0 0\neth0: 10 0 0 0 0 0 0 0 20 0 0 0 0 0 0 0\n", rx: 11, tx: 22},
		// headers alone mean no interfaces: an error, not zeros
		{name: "no interfaces", in: hdr, err: "no interfaces"},
		// a truncated line is reported with the interface's name
		{name: "short line", in: hdr + "eth0: 1 2 3\n", err: "eth0"},
		// a non-numeric counter is reported, naming the field
		{name: "bad number", in: hdr + "eth0: x 0 0 0 0 0 0 0 20 0 0 0 0 0 0 0\n", err: "receive bytes"},
		{name: "bad tx number", in: hdr + "eth0: 1 0 0 0 0 0 0 0 -2 0 0 0 0 0 0 0\n", err: "transmit bytes"},
	} {
		rx, tx, err := parseNetDev(strings.NewReader(tc.in))
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: err = %v, want one containing %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil || rx != tc.rx || tx != tc.tx {
			t.Errorf("%s: %d, %d, %v; want %d, %d", tc.name, rx, tx, err, tc.rx, tc.tx)
		}
	}
}

func TestNVMLReadingToGPULoad(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   nvmlReading
		want GPULoad
	}{
		// every query answered
		{name: "all ok", in: nvmlReading{Index: 1, Name: "H200", Util: 87, UtilOK: true, MemUsed: 10 << 30, MemTotal: 141 << 30, MemOK: true, TempC: 54, TempOK: true},
			want: GPULoad{Index: 1, Name: "H200", UtilPercent: 87, VRAMUsedBytes: 10 << 30, VRAMTotalBytes: 141 << 30, TempC: 54}},
		// nothing answered: unknowns are -1, VRAM zero
		{name: "none ok", in: nvmlReading{Index: 0, Name: "T4", Util: 50, MemUsed: 1, MemTotal: 2, TempC: 40},
			want: GPULoad{Index: 0, Name: "T4", UtilPercent: -1, TempC: -1}},
		// util over 100 clamped, used over total clamped
		{name: "clamped", in: nvmlReading{Util: 104, UtilOK: true, MemUsed: 5, MemTotal: 4, MemOK: true, TempOK: true},
			want: GPULoad{UtilPercent: 100, VRAMUsedBytes: 4, VRAMTotalBytes: 4, TempC: 0}},
	} {
		if got := tc.in.gpuLoad(); got != tc.want {
			t.Errorf("%s: got %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// The live sample on this machine carries memory total and network counters
// that only grow.
func TestSampleLoadMemNet(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	s := NewSampler(SamplerOptions{Logger: quiet(), DisableNVML: !expectGPU()})
	defer s.Close()
	a, err := s.Sample()
	if err != nil {
		t.Fatal(err)
	}
	if a.MemTotalBytes == 0 || a.MemUsedBytes > a.MemTotalBytes {
		t.Errorf("memory used %d of total %d", a.MemUsedBytes, a.MemTotalBytes)
	}
	if a.NetRxBytes == 0 && a.NetTxBytes == 0 {
		t.Error("no network bytes at all, not even loopback")
	}
	b, err := s.Sample()
	if err != nil {
		t.Fatal(err)
	}
	if b.NetRxBytes < a.NetRxBytes || b.NetTxBytes < a.NetTxBytes {
		t.Errorf("network counters went back: %d,%d then %d,%d", a.NetRxBytes, a.NetTxBytes, b.NetRxBytes, b.NetTxBytes)
	}
	if expectGPU() {
		if len(b.GPUs) == 0 {
			t.Fatal("no GPU load on a GPU host")
		}
		for _, g := range b.GPUs {
			if g.VRAMTotalBytes == 0 || g.TempC <= 0 || g.UtilPercent < 0 || g.Name == "" {
				t.Errorf("incomplete GPU load %+v", g)
			}
		}
	} else if len(b.GPUs) != 0 || len(b.GPUUtil) != 0 {
		t.Errorf("GPU load %+v without NVML", b.GPUs)
	}
}
