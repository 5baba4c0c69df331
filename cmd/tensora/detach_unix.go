//go:build unix

package main

import (
	"errors"
	"os"
	"syscall"
)

const detachSupported = true

// newSessionAttr puts the detached node in a session of its own: no
// controlling terminal, so the terminal's Ctrl-C, hangup and job control
// do not reach it.
func newSessionAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setsid: true} }

func closeOnExec(fd int) { syscall.CloseOnExec(fd) }

// storeHeld says whether a process holds the badger store in dir: badger
// keeps an exclusive flock on the directory while it is open.
func storeHeld(dir string) bool {
	f, err := os.Open(dir)
	if err != nil {
		return false
	}
	defer f.Close()
	err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if err == nil {
		_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		return false
	}
	return errors.Is(err, syscall.EWOULDBLOCK)
}

func terminate(pid int) error { return syscall.Kill(pid, syscall.SIGTERM) }

// fileOwner is the user id owning fi.
func fileOwner(fi os.FileInfo) (int, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, false
	}
	return int(st.Uid), true
}
