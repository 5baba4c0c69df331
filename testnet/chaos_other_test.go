//go:build !linux

package testnet

import "testing"

func chaosBinary(*testing.T) string { return "" }

func removeTestBinary() {}
