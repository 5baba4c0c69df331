//go:build !linux

package onnx

import "time"

// usageNow is not implemented off Linux: runs report zero CPU and memory.
func usageNow(bool) (time.Duration, int64) { return 0, 0 }
