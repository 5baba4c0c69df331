package onnx

import (
	"time"

	"golang.org/x/sys/unix"
)

// usageNow returns CPU time so far (the calling thread's if threadOnly, else
// the process's) and the process's peak RSS in bytes.
func usageNow(threadOnly bool) (cpu time.Duration, peakRSS int64) {
	var self unix.Rusage
	if unix.Getrusage(unix.RUSAGE_SELF, &self) != nil {
		return 0, 0
	}
	peakRSS = self.Maxrss * 1024 // KiB on Linux
	ru := self
	if threadOnly {
		if unix.Getrusage(unix.RUSAGE_THREAD, &ru) != nil {
			return 0, peakRSS
		}
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), peakRSS
}
