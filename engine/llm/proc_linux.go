package llm

import (
	"os/exec"
	"syscall"
)

// setProcAttrs puts the server in its own process group, so that stopping
// it also stops the workers it spawns (ollama's runners), and kills it if
// this process dies.
func setProcAttrs(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// signalGroup sends sig to the server's process group.
func signalGroup(cmd *exec.Cmd, sig syscall.Signal) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, sig)
	}
}
