package oci

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	specs "github.com/opencontainers/runtime-spec/specs-go"
)

func baseInput() SpecInput {
	return SpecInput{
		Image:  v1.Config{Entrypoint: []string{"/bin/app"}, Cmd: []string{"--default"}, Env: []string{"A=1", "B=2"}, WorkingDir: "/work"},
		RootFS: "/var/lib/tensora/rootfs/x",
		In:     "/var/lib/tensora/jobs/j/in",
		Out:    "/var/lib/tensora/jobs/j/out",
		Limits: Limits{MemoryBytes: 512 << 20, CPUs: 1.5, Pids: 128},
	}
}

func mount(s *specs.Spec, dst string) *specs.Mount {
	for i := range s.Mounts {
		if s.Mounts[i].Destination == dst {
			return &s.Mounts[i]
		}
	}
	return nil
}

func has(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// The confinement every run gets, whatever the image says.
func TestSpecConfines(t *testing.T) {
	s, err := Spec(baseInput())
	if err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		what string
		ok   bool
	}{
		{"read-only root", s.Root.Readonly && s.Root.Path == "/var/lib/tensora/rootfs/x"},
		{"no new privileges", s.Process.NoNewPrivileges},
		{"no capabilities", len(s.Process.Capabilities.Bounding)+len(s.Process.Capabilities.Effective)+len(s.Process.Capabilities.Permitted) == 0},
		{"a new network namespace (loopback only)", func() bool {
			for _, n := range s.Linux.Namespaces {
				if n.Type == specs.NetworkNamespace {
					return n.Path == "" // a path would join an existing one
				}
			}
			return false
		}()},
		{"/in read-only", mount(s, "/in") != nil && has(mount(s, "/in").Options, "ro") && mount(s, "/in").Source == "/var/lib/tensora/jobs/j/in"},
		{"/out writable", mount(s, "/out") != nil && has(mount(s, "/out").Options, "rw")},
		{"/sys read-only", has(mount(s, "/sys").Options, "ro")},
		{"memory limit, no swap beyond it", *s.Linux.Resources.Memory.Limit == 512<<20 && *s.Linux.Resources.Memory.Swap == 512<<20},
		{"cpu 1.5 = 150ms per 100ms", *s.Linux.Resources.CPU.Quota == 150_000 && *s.Linux.Resources.CPU.Period == 100_000},
		{"pids limit", s.Linux.Resources.Pids.Limit == 128},
		{"devices denied", len(s.Linux.Resources.Devices) == 1 && !s.Linux.Resources.Devices[0].Allow},
		{"entrypoint + cmd", reflect.DeepEqual(s.Process.Args, []string{"/bin/app", "--default"})},
		{"workdir", s.Process.Cwd == "/work"},
		{"root user by default", s.Process.User.UID == 0 && s.Process.User.GID == 0},
	}
	for _, c := range checks {
		if !c.ok {
			t.Errorf("spec lacks: %s", c.what)
		}
	}
	// Pure: the same input gives the same bytes.
	a, _ := json.Marshal(s)
	s2, _ := Spec(baseInput())
	b, _ := json.Marshal(s2)
	if string(a) != string(b) {
		t.Fatal("two specs of one input differ")
	}
}

func TestSpecArgsEnvUser(t *testing.T) {
	in := baseInput()
	in.Args = []string{"--job", "x"}
	in.Env = []string{"B=3", "C=4"}
	in.Image.User = "1000:100"
	s, err := Spec(in)
	if err != nil {
		t.Fatal(err)
	}
	// Args replace the image's Cmd, not its Entrypoint.
	if want := []string{"/bin/app", "--job", "x"}; !reflect.DeepEqual(s.Process.Args, want) {
		t.Errorf("args %q, want %q", s.Process.Args, want)
	}
	// PATH defaulted first; B overridden in place; C appended.
	if want := []string{DefaultPath, "A=1", "B=3", "C=4"}; !reflect.DeepEqual(s.Process.Env, want) {
		t.Errorf("env %q, want %q", s.Process.Env, want)
	}
	if s.Process.User.UID != 1000 || s.Process.User.GID != 100 {
		t.Errorf("user %+v, want 1000:100", s.Process.User)
	}
	// No limits given: none written (the engine decides what to require).
	in = baseInput()
	in.Limits = Limits{}
	s, _ = Spec(in)
	if s.Linux.Resources.Memory != nil || s.Linux.Resources.CPU != nil || s.Linux.Resources.Pids != nil {
		t.Errorf("zero limits wrote %+v", s.Linux.Resources)
	}
}

func TestSpecBadInput(t *testing.T) {
	cases := []struct {
		name string
		edit func(*SpecInput)
		want string
	}{
		{"relative rootfs", func(i *SpecInput) { i.RootFS = "rootfs" }, "absolute"},
		{"no rootfs", func(i *SpecInput) { i.RootFS = "" }, "rootfs is required"},
		{"relative out", func(i *SpecInput) { i.Out = "out" }, "absolute"},
		{"nothing to run", func(i *SpecInput) { i.Image.Entrypoint, i.Image.Cmd = nil, nil }, "nothing to run"},
		{"user by name", func(i *SpecInput) { i.Image.User = "nobody" }, "numeric"},
		{"negative memory", func(i *SpecInput) { i.Limits.MemoryBytes = -1 }, "negative"},
		{"env without =", func(i *SpecInput) { i.Env = []string{"X"} }, "K=V"},
	}
	for _, c := range cases {
		in := baseInput()
		c.edit(&in)
		if _, err := Spec(in); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want %q", c.name, err, c.want)
		}
	}
}
