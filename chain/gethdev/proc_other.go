//go:build !linux

package gethdev

import "os/exec"

// dieWithParent does nothing where the kernel cannot tie a child's life to
// its parent's: Close stops geth.
func dieWithParent(*exec.Cmd) {}
