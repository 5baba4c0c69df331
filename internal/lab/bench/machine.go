package bench

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"
)

// Machine is what a benchmark report ran on.
type Machine struct {
	CPU      string  `json:"cpu"`
	Cores    int     `json:"cores"`
	RAMBytes uint64  `json:"ram_bytes"`
	Go       string  `json:"go"`
	OS       string  `json:"os"`
	Commit   string  `json:"commit"`
	Load     float64 `json:"load_avg_1m"` // at the start: other work on the machine
	GPU      string  `json:"gpu"`
}

// DescribeMachine reads the CPU model, memory and load from /proc (Linux;
// left empty elsewhere), the Go version, and the commit from the binary's
// build info or, failing that, git in the working directory.
func DescribeMachine(ctx context.Context) Machine {
	m := Machine{Cores: runtime.NumCPU(), Go: runtime.Version(), OS: runtime.GOOS + "/" + runtime.GOARCH, GPU: "none"}
	if f, err := os.Open("/proc/cpuinfo"); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
				m.CPU = strings.Join(strings.Fields(v), " ")
				break
			}
		}
		_ = f.Close()
	}
	if b, err := os.ReadFile("/proc/meminfo"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Fields(line); len(f) >= 2 && f[0] == "MemTotal:" {
				kb, _ := strconv.ParseUint(f[1], 10, 64)
				m.RAMBytes = kb << 10
			}
		}
	}
	m.Load = LoadAverage()
	if bi, ok := debug.ReadBuildInfo(); ok {
		var rev, dirty string
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				if s.Value == "true" {
					dirty = " (modified)"
				}
			}
		}
		if rev != "" {
			m.Commit = shortRev(rev) + dirty
		}
	}
	if m.Commit == "" {
		ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		if out, err := exec.CommandContext(ctx, "git", "rev-parse", "HEAD").Output(); err == nil {
			m.Commit = shortRev(strings.TrimSpace(string(out)))
			if st, err := exec.CommandContext(ctx, "git", "status", "--porcelain", "--untracked-files=no").Output(); err == nil && len(st) > 0 {
				m.Commit += " (modified)"
			}
		} else {
			m.Commit = "unknown"
		}
	}
	if out, err := exec.CommandContext(ctx, "nvidia-smi", "--query-gpu=name", "--format=csv,noheader").Output(); err == nil {
		if s := strings.TrimSpace(string(out)); s != "" {
			m.GPU = strings.ReplaceAll(s, "\n", ", ")
		}
	}
	return m
}

func shortRev(r string) string { return r[:min(len(r), 12)] }

// LoadAverage is the one-minute load average (0 where unknown).
func LoadAverage() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(f[0], 64)
	return v
}

// String is the machine in one line.
func (m Machine) String() string {
	return fmt.Sprintf("%s, %d cores, %.1f GiB RAM, GPU: %s, %s %s, commit %s", m.CPU, m.Cores, float64(m.RAMBytes)/(1<<30), m.GPU, m.Go, m.OS, m.Commit)
}
