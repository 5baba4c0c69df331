package onnx

import (
	"time"

	"golang.org/x/sys/unix"
)

// usageNow returns CPU time so far (the calling thread's if threadOnly, else
// the process's) and the process's peak RSS in bytes. On Linux ru_maxrss
// is the process's high-water mark for RUSAGE_THREAD too, so one call
// gives both.
func usageNow(threadOnly bool) (cpu time.Duration, peakRSS int64) {
	who := unix.RUSAGE_SELF
	if threadOnly {
		who = unix.RUSAGE_THREAD
	}
	var ru unix.Rusage
	if unix.Getrusage(who, &ru) != nil {
		return 0, 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), ru.Maxrss * 1024 // KiB
}
