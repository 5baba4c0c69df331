package gethdev

import (
	"os/exec"
	"syscall"
)

// dieWithParent has the kernel kill geth when the test process dies, so
// a crashed test leaves no node behind.
func dieWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
