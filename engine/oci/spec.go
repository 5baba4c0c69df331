package oci

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	specs "github.com/opencontainers/runtime-spec/specs-go"
)

// DefaultPath is the PATH of a container whose image sets none.
const DefaultPath = "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

// cpuPeriod is the CFS period CPU quotas are expressed in (100 ms).
const cpuPeriod = 100_000

// Limits are the resources a container may use. Zero means no limit, which
// the engine will not allow for jobs; Spec itself only maps what is given.
type Limits struct {
	MemoryBytes int64   // memory and swap together: no swap beyond it
	CPUs        float64 // CPU time as a number of CPUs (1.5 = 150 ms per 100 ms)
	Pids        int64   // processes and threads
}

// SpecInput is what a container run is made of.
type SpecInput struct {
	Image    v1.Config // the image config's runtime part
	RootFS   string    // absolute path of the unpacked root filesystem
	In       string    // host directory mounted read-only at /in ("" = none)
	Out      string    // host directory mounted read-write at /out ("" = none)
	Args     []string  // replaces the image's Cmd when not empty
	Env      []string  // K=V added after the image's (later wins)
	Hostname string    // default "tensora"
	Limits   Limits
}

func (in *SpecInput) validate() error {
	for name, p := range map[string]string{"rootfs": in.RootFS, "in": in.In, "out": in.Out} {
		if p != "" && !filepath.IsAbs(p) {
			return fmt.Errorf("%s %q: want an absolute path", name, p)
		}
	}
	if in.RootFS == "" {
		return errors.New("rootfs is required")
	}
	if len(in.Image.Entrypoint) == 0 && len(in.Image.Cmd) == 0 && len(in.Args) == 0 {
		return errors.New("nothing to run: the image has no entrypoint or cmd and no args were given")
	}
	if in.Limits.MemoryBytes < 0 || in.Limits.CPUs < 0 || in.Limits.Pids < 0 {
		return errors.New("negative limit")
	}
	for _, e := range in.Env {
		if k, _, ok := strings.Cut(e, "="); !ok || k == "" {
			return fmt.Errorf("env %q: want K=V", e)
		}
	}
	return nil
}

// Spec builds the runtime spec of one run. It is a pure function of its
// input: the same input gives the same spec.
func Spec(in SpecInput) (*specs.Spec, error) {
	if err := in.validate(); err != nil {
		return nil, fmt.Errorf("oci spec: %w", err)
	}
	uid, gid, err := parseUser(in.Image.User)
	if err != nil {
		return nil, fmt.Errorf("oci spec: %w", err)
	}
	args := append([]string{}, in.Image.Entrypoint...)
	if len(in.Args) > 0 {
		args = append(args, in.Args...)
	} else {
		args = append(args, in.Image.Cmd...)
	}
	cwd := in.Image.WorkingDir
	if cwd == "" {
		cwd = "/"
	}
	host := in.Hostname
	if host == "" {
		host = "tensora"
	}
	s := &specs.Spec{
		Version:  specs.Version,
		Hostname: host,
		Root:     &specs.Root{Path: in.RootFS, Readonly: true},
		Process: &specs.Process{
			User:            specs.User{UID: uid, GID: gid},
			Args:            args,
			Env:             mergeEnv(in.Image.Env, in.Env),
			Cwd:             cwd,
			NoNewPrivileges: true,
			// No capabilities at all: a job computes, it administers nothing.
			Capabilities: &specs.LinuxCapabilities{Bounding: []string{}, Effective: []string{}, Permitted: []string{}, Inheritable: []string{}, Ambient: []string{}},
			Rlimits:      []specs.POSIXRlimit{{Type: "RLIMIT_NOFILE", Hard: 1024, Soft: 1024}},
		},
		Mounts: baseMounts(),
		Linux: &specs.Linux{
			// A new network namespace holds only loopback: no network.
			Namespaces: []specs.LinuxNamespace{{Type: specs.PIDNamespace}, {Type: specs.NetworkNamespace}, {Type: specs.IPCNamespace}, {Type: specs.UTSNamespace}, {Type: specs.MountNamespace}, {Type: specs.CgroupNamespace}},
			Resources:  resources(in.Limits),
			MaskedPaths: []string{"/proc/acpi", "/proc/asound", "/proc/kcore", "/proc/keys", "/proc/latency_stats", "/proc/timer_list",
				"/proc/timer_stats", "/proc/sched_debug", "/sys/firmware", "/proc/scsi"},
			ReadonlyPaths: []string{"/proc/bus", "/proc/fs", "/proc/irq", "/proc/sys", "/proc/sysrq-trigger"},
		},
	}
	if in.In != "" {
		s.Mounts = append(s.Mounts, specs.Mount{Destination: "/in", Type: "bind", Source: in.In, Options: []string{"rbind", "ro", "nosuid", "nodev", "noexec"}})
	}
	if in.Out != "" {
		s.Mounts = append(s.Mounts, specs.Mount{Destination: "/out", Type: "bind", Source: in.Out, Options: []string{"rbind", "rw", "nosuid", "nodev", "noexec"}})
	}
	return s, nil
}

func baseMounts() []specs.Mount {
	return []specs.Mount{
		{Destination: "/proc", Type: "proc", Source: "proc", Options: []string{"nosuid", "noexec", "nodev"}},
		{Destination: "/dev", Type: "tmpfs", Source: "tmpfs", Options: []string{"nosuid", "strictatime", "mode=755", "size=65536k"}},
		{Destination: "/dev/pts", Type: "devpts", Source: "devpts", Options: []string{"nosuid", "noexec", "newinstance", "ptmxmode=0666", "mode=0620"}},
		{Destination: "/dev/shm", Type: "tmpfs", Source: "shm", Options: []string{"nosuid", "noexec", "nodev", "mode=1777", "size=65536k"}},
		{Destination: "/dev/mqueue", Type: "mqueue", Source: "mqueue", Options: []string{"nosuid", "noexec", "nodev"}},
		{Destination: "/sys", Type: "sysfs", Source: "sysfs", Options: []string{"nosuid", "noexec", "nodev", "ro"}},
		// The root is read-only; programs that need scratch space get /tmp.
		{Destination: "/tmp", Type: "tmpfs", Source: "tmpfs", Options: []string{"nosuid", "nodev", "mode=1777", "size=268435456"}},
	}
}

func resources(l Limits) *specs.LinuxResources {
	r := &specs.LinuxResources{
		// Deny every device; runc still creates the standard /dev nodes
		// (null, zero, full, random, urandom, tty) and allows them.
		Devices: []specs.LinuxDeviceCgroup{{Allow: false, Access: "rwm"}},
	}
	if l.MemoryBytes > 0 {
		m := l.MemoryBytes
		r.Memory = &specs.LinuxMemory{Limit: &m, Swap: &m}
	}
	if l.CPUs > 0 {
		q, p := int64(l.CPUs*cpuPeriod), uint64(cpuPeriod)
		r.CPU = &specs.LinuxCPU{Quota: &q, Period: &p}
	}
	if l.Pids > 0 {
		r.Pids = &specs.LinuxPids{Limit: l.Pids}
	}
	return r
}

// parseUser accepts "", "uid" or "uid:gid", numeric only: a name would
// need the image's /etc/passwd, which the engine does not read yet.
func parseUser(u string) (uint32, uint32, error) {
	if u == "" {
		return 0, 0, nil
	}
	us, gs, hasGID := strings.Cut(u, ":")
	uid, err := strconv.ParseUint(us, 10, 32)
	if err != nil {
		return 0, 0, fmt.Errorf("image user %q: only numeric uid[:gid] is supported", u)
	}
	gid := uid
	if hasGID {
		if gid, err = strconv.ParseUint(gs, 10, 32); err != nil {
			return 0, 0, fmt.Errorf("image user %q: only numeric uid[:gid] is supported", u)
		}
	}
	return uint32(uid), uint32(gid), nil
}

// mergeEnv is the image's env with extra applied on top (a later K wins,
// keeping the first position), and PATH defaulted.
func mergeEnv(image, extra []string) []string {
	var out []string
	pos := map[string]int{}
	for _, e := range append(append([]string{}, image...), extra...) {
		k, _, _ := strings.Cut(e, "=")
		if i, ok := pos[k]; ok {
			out[i] = e
			continue
		}
		pos[k] = len(out)
		out = append(out, e)
	}
	if _, ok := pos["PATH"]; !ok {
		out = append([]string{DefaultPath}, out...)
	}
	return out
}
