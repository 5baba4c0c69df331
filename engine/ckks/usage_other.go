//go:build !linux

package ckks

import "time"

// cpuNow is not implemented off Linux: runs report zero CPU.
func cpuNow() time.Duration { return 0 }
