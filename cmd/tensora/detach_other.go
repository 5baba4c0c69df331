//go:build !unix

package main

import (
	"errors"
	"syscall"
)

const detachSupported = false

func newSessionAttr() *syscall.SysProcAttr { return nil }

func closeOnExec(int) {}

// storeHeld cannot probe the store's lock here.
func storeHeld(string) bool { return false }

func terminate(int) error { return errors.New("not supported on this system") }
