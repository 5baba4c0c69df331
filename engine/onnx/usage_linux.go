package onnx

import (
	"time"

	"golang.org/x/sys/unix"
)

// usageNow returns CPU time so far (the calling thread's if threadOnly, else
// the process's) and the process's peak RSS in bytes.
//
// CPU time comes from clock_gettime's CPU-time clocks, which bring the
// running thread's scheduler accounting up to date before they answer, so
// they count to the nanosecond. getrusage would not do: for the calling
// thread it reports runtime as of the last scheduler tick (4 ms at 250 Hz),
// so a sub-millisecond run often measured zero. Peak RSS still comes from
// getrusage (ru_maxrss, the process's high-water mark).
func usageNow(threadOnly bool) (cpu time.Duration, peakRSS int64) {
	clock := int32(unix.CLOCK_PROCESS_CPUTIME_ID)
	if threadOnly {
		clock = unix.CLOCK_THREAD_CPUTIME_ID
	}
	var ts unix.Timespec
	if unix.ClockGettime(clock, &ts) == nil {
		cpu = time.Duration(ts.Nano())
	}
	var ru unix.Rusage
	if unix.Getrusage(unix.RUSAGE_SELF, &ru) == nil {
		peakRSS = ru.Maxrss * 1024 // KiB
	}
	return cpu, peakRSS
}
