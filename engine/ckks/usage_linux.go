package ckks

import (
	"time"

	"golang.org/x/sys/unix"
)

// cpuNow is the process's CPU time so far: a run's CPU is exact when it
// runs alone, and counts whatever runs beside it otherwise.
func cpuNow() time.Duration {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_PROCESS_CPUTIME_ID, &ts) != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}
