package oci

import (
	"slices"
	"strings"
	"syscall"
	"testing"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	specs "github.com/opencontainers/runtime-spec/specs-go"

	"github.com/tensora/tensora/engine/oci/ocijob"
)

func mkfifo(p string) error { return syscall.Mkfifo(p, 0o644) }

// Every run's spec carries the seccomp filter, its own cgroup and no
// terminal, on top of Spec's confinement.
func TestRunSpecSeccomp(t *testing.T) {
	e := &Engine{cfg: Config{WorkDir: "/var/lib/tensora/oci"}}
	r := &run{id: "tensora-0123", dir: "/var/lib/tensora/oci/runs/tensora-0123", lim: ocijob.Limits{}.Effective()}
	s, err := e.runSpec(v1.Config{Entrypoint: []string{"/bin/app"}}, "/var/lib/tensora/oci/rootfs/x", r, ocijob.Request{})
	if err != nil {
		t.Fatal(err)
	}
	sc := s.Linux.Seccomp
	if sc == nil || sc.DefaultAction != specs.ActAllow || !slices.Contains(sc.Architectures, specs.ArchX86_64) || !slices.Contains(sc.Architectures, specs.ArchAARCH64) {
		t.Fatalf("seccomp %+v", sc)
	}
	denied := map[string]bool{}
	for _, rule := range sc.Syscalls {
		if rule.Action == specs.ActErrno && len(rule.Args) == 0 {
			for _, n := range rule.Names {
				denied[n] = true
			}
		}
	}
	for _, n := range []string{"mount", "umount2", "pivot_root", "unshare", "setns", "ptrace", "bpf", "perf_event_open", "kexec_load", "init_module", "keyctl", "userfaultfd", "clone3"} {
		if !denied[n] {
			t.Errorf("%s is not denied", n)
		}
	}
	if s.Process.Terminal || s.Linux.CgroupsPath != "/tensora/tensora-0123" || s.Hooks != nil {
		t.Fatalf("terminal %v cgroup %q hooks %v", s.Process.Terminal, s.Linux.CgroupsPath, s.Hooks)
	}
	if s.Linux.Resources.Memory == nil || *s.Linux.Resources.Memory.Limit != ocijob.DefaultMemory || s.Linux.Resources.Pids.Limit != ocijob.DefaultPids {
		t.Fatalf("resources %+v", s.Linux.Resources)
	}
}

func TestParseVersion(t *testing.T) {
	for _, tc := range []struct{ out, name, version string }{
		{"runc version 1.1.5+ds1\ncommit: 1.1.5+ds1-1+deb12u1\nspec: 1.0.2-dev\n", "runc", "1.1.5"}, // Debian 12
		{"runc version 1.2.4\ncommit: v1.2.4-0-g6c52b3f\n", "runc", "1.2.4"},
		{"crun version 1.8.1\ncommit: f8a096be060b22ccd3d5f3ebe44108517fbf6c30\n", "crun", "1.8.1"},
		{"youki version 0.3.3\n", "youki", "0.3.3"},
		{"something else", "", ""}, // refused
	} {
		name, version, err := parseVersion([]byte(tc.out))
		if name != tc.name || version != tc.version || (err != nil) != (tc.name == "") {
			t.Errorf("%q: %q %q %v", tc.out, name, version, err)
		}
	}
}

// tail keeps the last bytes and logs whole lines, cut when too long.
func TestTail(t *testing.T) {
	var lines []string
	tl := newTail(8, func(l string) { lines = append(lines, l) })
	tl.Write([]byte("one\ntw"))
	tl.Write([]byte("o\n" + strings.Repeat("x", 2*maxLogLine) + "\nend"))
	if got := string(tl.Bytes()); got != "xxxx\nend" {
		t.Fatalf("kept %q", got)
	}
	if len(lines) != 3 || lines[0] != "one" || lines[1] != "two" || len(lines[2]) != maxLogLine {
		t.Fatalf("lines %q", lines)
	}
}
