package oci

import (
	"syscall"

	specs "github.com/opencontainers/runtime-spec/specs-go"
)

// deniedSyscalls fail with EPERM in every run. The list follows what
// Docker's default profile keeps from a container without CAP_SYS_ADMIN
// and friends: mounting, namespaces, kernel modules and kexec, BPF and
// perf, keyrings, tracing other processes, the clock, swap, NUMA policy
// and obsolete calls. Most already fail without capabilities; the filter
// also shuts the ones an unprivileged process may call (unshare of a user
// namespace, bpf, perf_event_open, userfaultfd, keyctl, ptrace of a
// sibling) and is a second wall if a capability leaks. Names a kernel or
// architecture lacks (_sysctl, uselib on arm64) are skipped by runc.
var deniedSyscalls = []string{
	"acct", "add_key", "adjtimex", "bpf", "clock_adjtime", "clock_settime",
	"delete_module", "finit_module", "init_module", "iopl", "ioperm",
	"kcmp", "kexec_file_load", "kexec_load", "keyctl", "lookup_dcookie",
	"mbind", "mount", "move_pages", "name_to_handle_at", "nfsservctl",
	"open_by_handle_at", "perf_event_open", "pivot_root", "process_vm_readv",
	"process_vm_writev", "ptrace", "quotactl", "reboot", "request_key",
	"set_mempolicy", "setns", "settimeofday", "swapoff", "swapon", "syslog",
	"sysfs", "umount2", "unshare", "uselib", "userfaultfd", "ustat",
	"vhangup", "_sysctl",
	// io_uring: a large kernel attack surface (many LPEs) that Docker's
	// default profile also denies since moby 25; no job needs it.
	"io_uring_setup", "io_uring_enter", "io_uring_register",
	// The new mount API, same reason as mount.
	"fsconfig", "fsmount", "fsopen", "fspick", "move_mount", "open_tree",
	"mount_setattr",
}

// namespaceFlags are the clone flags that make new namespaces: clone with
// any of them fails, as unshare does.
var namespaceFlags = []uint64{
	syscall.CLONE_NEWNS, syscall.CLONE_NEWUTS, syscall.CLONE_NEWIPC,
	syscall.CLONE_NEWUSER, syscall.CLONE_NEWPID, syscall.CLONE_NEWNET,
	0x02000000, // CLONE_NEWCGROUP
}

// Seccomp is the filter every run gets: allow by default, deny the calls
// above with EPERM, refuse clone with a namespace flag, and make clone3
// (whose flags sit in memory a filter cannot read) fail with ENOSYS so C
// libraries fall back to clone. personality is left alone: the values
// that matter to the host need capabilities anyway.
func Seccomp() *specs.LinuxSeccomp {
	eperm, enosys := uint(syscall.EPERM), uint(syscall.ENOSYS)
	s := &specs.LinuxSeccomp{
		DefaultAction: specs.ActAllow,
		Architectures: []specs.Arch{specs.ArchX86_64, specs.ArchX86, specs.ArchX32, specs.ArchAARCH64, specs.ArchARM},
		Syscalls: []specs.LinuxSyscall{
			{Names: append([]string{}, deniedSyscalls...), Action: specs.ActErrno, ErrnoRet: &eperm},
			{Names: []string{"clone3"}, Action: specs.ActErrno, ErrnoRet: &enosys},
		},
	}
	for _, f := range namespaceFlags {
		// Argument 0 is clone's flags on x86 and arm (not on s390x).
		s.Syscalls = append(s.Syscalls, specs.LinuxSyscall{
			Names: []string{"clone"}, Action: specs.ActErrno, ErrnoRet: &eperm,
			Args: []specs.LinuxSeccompArg{{Index: 0, Value: f, ValueTwo: f, Op: specs.OpMaskedEqual}},
		})
	}
	return s
}
