// Command probe tries syscalls a container job should not have and
// prints one "name=errno" line per call (0 = allowed). Built static for
// the attack17 tests.
package main

import (
	"fmt"
	"os"
	"syscall"
	"unsafe"
)

func main() {
	w, err := os.Create("/out/probe.txt")
	if err != nil {
		panic(err)
	}
	defer w.Close()
	var params [120]byte
	r, _, e := syscall.Syscall(425, 8, uintptr(unsafe.Pointer(&params[0])), 0) // io_uring_setup
	if e == 0 {
		syscall.Close(int(r))
	}
	fmt.Fprintf(w, "io_uring_setup=%d\n", int(e))
	_, _, e = syscall.Syscall(250, 0, 0, 0) // keyctl(KEYCTL_GET_KEYRING_ID)
	fmt.Fprintf(w, "keyctl=%d\n", int(e))
	_, _, e = syscall.Syscall(323, 0, 0, 0) // userfaultfd
	fmt.Fprintf(w, "userfaultfd=%d\n", int(e))
	_, _, e = syscall.Syscall(272, syscall.CLONE_NEWUSER, 0, 0) // unshare
	fmt.Fprintf(w, "unshare_user=%d\n", int(e))
}
