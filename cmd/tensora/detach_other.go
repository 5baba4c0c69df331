//go:build !unix

package main

import (
	"errors"
	"os"
	"syscall"
)

const detachSupported = false

func newSessionAttr() *syscall.SysProcAttr { return nil }

func closeOnExec(int) {}

// storeHeld cannot probe the store's lock here.
func storeHeld(string) bool { return false }

func terminate(int) error { return errors.New("not supported on this system") }

// fileOwner is not known here.
func fileOwner(os.FileInfo) (int, bool) { return 0, false }
