package hw

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// cpuModelKeys are the /proc/cpuinfo keys naming the processor, best first:
// x86 "model name", Raspberry Pi "Model", MIPS "cpu model", POWER "cpu",
// older ARM "Hardware" (the SoC).
var cpuModelKeys = []string{"model name", "Model", "cpu model", "cpu", "Hardware"}

// parseCPUModel returns the processor model from /proc/cpuinfo text.
func parseCPUModel(r io.Reader) (string, error) {
	found := make([]string, len(cpuModelKeys))
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		key, val, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		if val == "" {
			continue
		}
		if i := slices.Index(cpuModelKeys, key); i >= 0 && found[i] == "" {
			if i == 0 {
				return val, nil
			}
			found[i] = val
		}
	}
	if err := sc.Err(); err != nil {
		return "", err
	}
	for _, v := range found {
		if v != "" {
			return v, nil
		}
	}
	return "", errors.New("no model name in cpuinfo")
}

// memInfo is the part of /proc/meminfo we use, in bytes.
type memInfo struct {
	Total     uint64
	Available uint64 // MemAvailable, or MemFree+Buffers+Cached on old kernels
}

// parseMemInfo reads /proc/meminfo text ("MemTotal:  16384 kB").
func parseMemInfo(r io.Reader) (memInfo, error) {
	vals := map[string]uint64{}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		key, rest, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		fields := strings.Fields(rest)
		if len(fields) == 0 {
			continue
		}
		n, err := strconv.ParseUint(fields[0], 10, 64)
		if err != nil {
			return memInfo{}, fmt.Errorf("meminfo %s: %w", key, err)
		}
		if len(fields) > 1 {
			switch strings.ToLower(fields[1]) {
			case "kb":
				n <<= 10
			default:
				return memInfo{}, fmt.Errorf("meminfo %s: unknown unit %q", key, fields[1])
			}
		}
		vals[strings.TrimSpace(key)] = n
	}
	if err := sc.Err(); err != nil {
		return memInfo{}, err
	}
	total, ok := vals["MemTotal"]
	if !ok || total == 0 {
		return memInfo{}, errors.New("no MemTotal in meminfo")
	}
	m := memInfo{Total: total}
	if avail, ok := vals["MemAvailable"]; ok {
		m.Available = avail
	} else {
		m.Available = vals["MemFree"] + vals["Buffers"] + vals["Cached"]
	}
	m.Available = min(m.Available, m.Total)
	return m, nil
}

// cpuTimes is the aggregate "cpu" line of /proc/stat, in clock ticks.
type cpuTimes struct {
	Idle, Total uint64
}

// parseProcStat reads the aggregate cpu line of /proc/stat. Idle counts idle
// and iowait; guest time is already inside user and nice, so it is not added.
func parseProcStat(r io.Reader) (cpuTimes, error) {
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || fields[0] != "cpu" {
			continue
		}
		if len(fields) < 5 {
			return cpuTimes{}, fmt.Errorf("short cpu line: %q", sc.Text())
		}
		var t cpuTimes
		// user nice system idle iowait irq softirq steal guest guest_nice
		for i, f := range fields[1:min(len(fields), 9)] {
			n, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				return cpuTimes{}, fmt.Errorf("cpu field %d: %w", i+1, err)
			}
			t.Total += n
			if i == 3 || i == 4 {
				t.Idle += n
			}
		}
		return t, nil
	}
	if err := sc.Err(); err != nil {
		return cpuTimes{}, err
	}
	return cpuTimes{}, errors.New("no cpu line in /proc/stat")
}

// busyPercent is the share of non-idle ticks between two samples.
func busyPercent(prev, cur cpuTimes) (float64, bool) {
	if cur.Total <= prev.Total || cur.Idle < prev.Idle {
		return 0, false
	}
	dt := float64(cur.Total - prev.Total)
	di := float64(cur.Idle - prev.Idle)
	return clampPercent(100 * (dt - di) / dt), true
}

// parseLoadAvg returns the 1-minute load average from /proc/loadavg text.
func parseLoadAvg(r io.Reader) (float64, error) {
	b, err := io.ReadAll(io.LimitReader(r, 1<<10))
	if err != nil {
		return 0, err
	}
	fields := strings.Fields(string(b))
	if len(fields) == 0 {
		return 0, errors.New("empty loadavg")
	}
	return strconv.ParseFloat(fields[0], 64)
}

func clampPercent(p float64) float64 { return min(100, max(0, p)) }

// parseNetDev sums bytes received and sent over every interface listed in
// /proc/net/dev text. Two header lines, then one line per interface:
//
//	eth0: 995680311   36366 0 0 0 0 0 0   1968274   21565 0 0 0 0 0 0
//
// Receive bytes is the first field after the colon, transmit bytes the
// ninth. A large counter can run into the colon ("eth0:995680311"), so the
// name is cut at the colon rather than split on spaces.
func parseNetDev(r io.Reader) (rx, tx uint64, err error) {
	sc := bufio.NewScanner(r)
	ifaces := 0
	for sc.Scan() {
		name, rest, ok := strings.Cut(sc.Text(), ":")
		if !ok || strings.Contains(name, "|") {
			continue // header lines
		}
		name = strings.TrimSpace(name)
		fields := strings.Fields(rest)
		if len(fields) < 9 {
			return 0, 0, fmt.Errorf("net/dev %s: %d fields, want 16", name, len(fields))
		}
		in, err := strconv.ParseUint(fields[0], 10, 64)
		if err != nil {
			return 0, 0, fmt.Errorf("net/dev %s receive bytes: %w", name, err)
		}
		out, err := strconv.ParseUint(fields[8], 10, 64)
		if err != nil {
			return 0, 0, fmt.Errorf("net/dev %s transmit bytes: %w", name, err)
		}
		rx += in
		tx += out
		ifaces++
	}
	if err := sc.Err(); err != nil {
		return 0, 0, err
	}
	if ifaces == 0 {
		return 0, 0, errors.New("no interfaces in /proc/net/dev")
	}
	return rx, tx, nil
}
