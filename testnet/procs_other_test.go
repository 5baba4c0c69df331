//go:build !linux

package testnet

// removeTestBinary: no process tests, so no binary, off Linux.
func removeTestBinary() {}
