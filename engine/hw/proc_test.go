package hw

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseCPUModel(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
		wantErr        bool
	}{
		{name: "x86 first model name wins", in: "processor\t: 0\nmodel\t\t: 1\nmodel name\t: AMD EPYC\n\nprocessor\t: 1\nmodel name\t: Other\n", want: "AMD EPYC"},
		{name: "x86 model number alone is not a name", in: "processor\t: 0\nmodel\t\t: 1\n", wantErr: true},
		{name: "raspberry pi prefers Model over Hardware", in: "Hardware\t: BCM2835\nModel\t\t: Raspberry Pi 4\n", want: "Raspberry Pi 4"},
		{name: "older arm has only Hardware", in: "Processor\t: ARMv7\nHardware\t: Qualcomm MSM8974\n", want: "Qualcomm MSM8974"},
		{name: "mips cpu model", in: "system type\t: MT7621\ncpu model\t: MIPS 1004Kc V2.15\n", want: "MIPS 1004Kc V2.15"},
		{name: "power cpu", in: "processor\t: 0\ncpu\t\t: POWER9 (raw), altivec supported\n", want: "POWER9 (raw), altivec supported"},
		{name: "empty value skipped", in: "model name\t:\nmodel name\t: Real\n", want: "Real"},
		{name: "empty input", in: "", wantErr: true},
	} {
		got, err := parseCPUModel(strings.NewReader(tc.in))
		if (err != nil) != tc.wantErr || got != tc.want {
			t.Errorf("%s: got %q, %v; want %q, err=%v", tc.name, got, err, tc.want, tc.wantErr)
		}
	}
}

func TestParseCPUModelTestdata(t *testing.T) {
	for file, want := range map[string]string{
		"cpuinfo_x86":   "AMD EPYC 7B13 64-Core Processor",
		"cpuinfo_arm64": "Raspberry Pi 4 Model B Rev 1.1",
	} {
		f, err := os.Open(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		got, err := parseCPUModel(f)
		f.Close()
		if err != nil || got != want {
			t.Errorf("%s: got %q, %v; want %q", file, got, err, want)
		}
	}
}

func TestParseMemInfo(t *testing.T) {
	const kib = 1 << 10
	for _, tc := range []struct {
		name    string
		in      string
		want    memInfo
		wantErr bool
	}{
		{name: "modern kernel", in: "MemTotal:       16384 kB\nMemFree:         1024 kB\nMemAvailable:    8192 kB\n", want: memInfo{16384 * kib, 8192 * kib}},
		{name: "no MemAvailable: free+buffers+cached", in: "MemTotal: 1000 kB\nMemFree: 100 kB\nBuffers: 20 kB\nCached: 30 kB\n", want: memInfo{1000 * kib, 150 * kib}},
		{name: "unitless counters", in: "MemTotal: 10 kB\nMemAvailable: 5 kB\nHugePages_Total:       0\n", want: memInfo{10 * kib, 5 * kib}},
		{name: "available clamped to total", in: "MemTotal: 10 kB\nMemAvailable: 50 kB\n", want: memInfo{10 * kib, 10 * kib}},
		{name: "no MemTotal", in: "MemFree: 100 kB\n", wantErr: true},
		{name: "zero MemTotal", in: "MemTotal: 0 kB\n", wantErr: true},
		{name: "garbage number", in: "MemTotal: lots kB\n", wantErr: true},
		{name: "unknown unit", in: "MemTotal: 10 MB\n", wantErr: true},
	} {
		got, err := parseMemInfo(strings.NewReader(tc.in))
		if (err != nil) != tc.wantErr || got != tc.want {
			t.Errorf("%s: got %+v, %v; want %+v, err=%v", tc.name, got, err, tc.want, tc.wantErr)
		}
	}
}

func TestParseMemInfoTestdata(t *testing.T) {
	f, err := os.Open("testdata/meminfo")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := parseMemInfo(f)
	if err != nil {
		t.Fatal(err)
	}
	if m.Total != 24683584<<10 || m.Available == 0 || m.Available > m.Total {
		t.Fatalf("got %+v", m)
	}
}

func TestParseProcStat(t *testing.T) {
	for _, tc := range []struct {
		name    string
		in      string
		want    cpuTimes
		wantErr bool
	}{
		// user nice system idle iowait irq softirq steal guest guest_nice
		{name: "full line; guest not double counted", in: "cpu  100 0 50 800 50 0 0 0 40 0\ncpu0 1 2 3 4 5\n", want: cpuTimes{Idle: 850, Total: 1000}},
		{name: "old kernel, four fields", in: "cpu 10 0 10 80\n", want: cpuTimes{Idle: 80, Total: 100}},
		{name: "aggregate line found after others", in: "intr 5\ncpu 1 1 1 1\n", want: cpuTimes{Idle: 1, Total: 4}},
		{name: "per-cpu only", in: "cpu0 1 2 3 4\n", wantErr: true},
		{name: "short", in: "cpu 1 2\n", wantErr: true},
		{name: "garbage", in: "cpu a b c d\n", wantErr: true},
	} {
		got, err := parseProcStat(strings.NewReader(tc.in))
		if (err != nil) != tc.wantErr || got != tc.want {
			t.Errorf("%s: got %+v, %v; want %+v, err=%v", tc.name, got, err, tc.want, tc.wantErr)
		}
	}
}

func TestBusyPercent(t *testing.T) {
	for _, tc := range []struct {
		name      string
		prev, cur cpuTimes
		want      float64
		ok        bool
	}{
		{"quarter busy", cpuTimes{Idle: 0, Total: 0}, cpuTimes{Idle: 75, Total: 100}, 25, true},
		{"all idle", cpuTimes{Idle: 10, Total: 10}, cpuTimes{Idle: 110, Total: 110}, 0, true},
		{"no ticks elapsed", cpuTimes{Idle: 10, Total: 10}, cpuTimes{Idle: 10, Total: 10}, 0, false},
		{"counter went backwards", cpuTimes{Idle: 10, Total: 100}, cpuTimes{Idle: 5, Total: 200}, 0, false},
	} {
		got, ok := busyPercent(tc.prev, tc.cur)
		if ok != tc.ok || got != tc.want {
			t.Errorf("%s: got %v, %v; want %v, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}

func TestParseLoadAvg(t *testing.T) {
	if got, err := parseLoadAvg(strings.NewReader("1.50 1.46 0.85 1/80 22148\n")); err != nil || got != 1.5 {
		t.Fatalf("got %v, %v", got, err)
	}
	if _, err := parseLoadAvg(strings.NewReader("")); err == nil {
		t.Fatal("empty loadavg parsed")
	}
}
