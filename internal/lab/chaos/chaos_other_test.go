//go:build !linux

package chaos

import "testing"

func chaosBinary(*testing.T) string { return "" }

func removeTestBinary() {}
