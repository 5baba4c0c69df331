package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/node/identity"
)

// A fresh machine: no datadir. Doctor says the keystore is missing and how
// to make one, exits 1, and creates nothing. Ports are configured as 0 so
// the run does not depend on what else listens on this machine.
func TestDoctorFreshDatadir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "fresh")
	t.Setenv("TENSORA_LISTEN", "/ip4/127.0.0.1/tcp/0")
	t.Setenv("TENSORA_API", "127.0.0.1:0")
	out, _, err := runFull(t, dir, "doctor", "--json")
	if code, _ := exitCode(err, false); code != exitFailure {
		t.Fatalf("doctor on a fresh datadir: %v (exit %d), want exit %d", err, code, exitFailure)
	}
	var rep struct {
		OK     bool          `json:"ok"`
		Checks []checkResult `json:"checks"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("doctor --json: %v in %q", err, out)
	}
	byName := map[string]checkResult{}
	for _, c := range rep.Checks {
		byName[c.Name] = c
	}
	if rep.OK {
		t.Error("report says ok")
	}
	if k := byName["keystore"]; k.Status != statusFail || !strings.Contains(k.Fix, "tensora wallet new") {
		t.Errorf("keystore check %+v: want FAIL with `tensora wallet new`", k)
	}
	if d := byName["datadir"]; d.Status != statusWarn || !strings.Contains(d.Detail, "does not exist") {
		t.Errorf("datadir check %+v: want a warning that it does not exist", d)
	}
	for _, name := range []string{"config", "disk", "onnxruntime", "gpu (nvml)", "p2p ports", "api port", "chain", "models"} {
		if _, ok := byName[name]; !ok {
			t.Errorf("no %s check in %q", name, out)
		}
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("doctor created %s (%v)", dir, err)
	}
}

// stagedEnv is a healthy machine; tests break one part each.
func stagedEnv(t *testing.T) doctorEnv {
	dir := t.TempDir()
	ks, err := identity.OpenStore(dir, identity.WithLightScrypt())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ks.New("pw"); err != nil {
		t.Fatal(err)
	}
	return doctorEnv{
		datadir: dir,
		config: func() (fileConfig, error) {
			return fileConfig{API: "127.0.0.1:0", Listen: []string{"/ip4/127.0.0.1/tcp/0"}}, nil
		},
		chain:     func() (*ChainFile, error) { return nil, nil },
		dialChain: func(context.Context, string, uint64) error { return nil },
		onnx:      func() (string, string, error) { return "/lib/libonnxruntime.so.1", "onnxruntime 1.30.0", nil },
		hardware: func(context.Context, string) (hw.Hardware, error) {
			return hw.Hardware{DiskFreeBytes: 100 << 30, GPUs: []hw.GPU{{Name: "NVIDIA H200", VRAMBytes: 141 << 30, Driver: "570.1"}}}, nil
		},
		bind:         bindAndRelease,
		runningNode:  func(string) (int, bool) { return 0, false },
		exampleModel: func() (string, error) { return "", errors.New("absent") },
	}
}

func checksOf(t *testing.T, env doctorEnv) (map[string]checkResult, error) {
	t.Helper()
	var buf bytes.Buffer
	err := runDoctor(context.Background(), &buf, env, false)
	out := map[string]checkResult{}
	for _, c := range env.run(context.Background()) {
		out[c.Name] = c
	}
	if !strings.Contains(buf.String(), "tensora doctor") {
		t.Errorf("text report: %q", buf.String())
	}
	return out, err
}

func TestDoctorChecks(t *testing.T) {
	// A port held by something else, for the port rows.
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	busyAddr := busy.Addr().String()
	_, busyPort, _ := net.SplitHostPort(busyAddr)

	cases := []struct {
		name   string
		stage  func(e *doctorEnv)
		check  string
		status string
		want   string // in Detail or Fix
	}{
		// The healthy machine passes.
		{"healthy", func(*doctorEnv) {}, "gpu (nvml)", statusOK, "NVIDIA H200"},
		{"healthy keystore", func(*doctorEnv) {}, "keystore", statusOK, "1 account"},
		// No ONNX Runtime: FAIL, with the setup command.
		{"no onnxruntime", func(e *doctorEnv) {
			e.onnx = func() (string, string, error) { return "", "", errors.New("not found") }
		}, "onnxruntime", statusFail, "make setup"},
		// No NVML is a warning: CPU miners are fine.
		{"no gpu", func(e *doctorEnv) {
			e.hardware = func(context.Context, string) (hw.Hardware, error) { return hw.Hardware{DiskFreeBytes: 100 << 30}, nil }
		}, "gpu (nvml)", statusWarn, "CPU"},
		// Almost no disk.
		{"disk full", func(e *doctorEnv) {
			e.hardware = func(context.Context, string) (hw.Hardware, error) { return hw.Hardware{DiskFreeBytes: 100 << 20}, nil }
		}, "disk", statusFail, "free space"},
		// The API port taken by another program.
		{"api port busy", func(e *doctorEnv) {
			e.config = func() (fileConfig, error) { return fileConfig{API: busyAddr}, nil }
		}, "api port", statusFail, "another program"},
		// The same port held by this datadir's running node is fine.
		{"api port held by our node", func(e *doctorEnv) {
			e.config = func() (fileConfig, error) { return fileConfig{API: busyAddr}, nil }
			e.runningNode = func(string) (int, bool) { return 4242, true }
		}, "api port", statusOK, "pid 4242"},
		// A busy p2p port.
		{"p2p port busy", func(e *doctorEnv) {
			e.config = func() (fileConfig, error) {
				return fileConfig{API: "127.0.0.1:0", Listen: []string{"/ip4/127.0.0.1/tcp/" + busyPort}}, nil
			}
		}, "p2p ports", statusFail, "listen in config.toml"},
		// No chain configured: skipped, with how to get one.
		{"no chain", func(*doctorEnv) {}, "chain", statusSkip, "tensora chain dev"},
		// A configured chain that does not answer.
		{"chain down", func(e *doctorEnv) {
			e.chain = func() (*ChainFile, error) {
				return &ChainFile{Network: "dev", RPC: "http://127.0.0.1:1", ChainID: 1337}, nil
			}
			e.dialChain = func(context.Context, string, uint64) error { return errors.New("connection refused") }
		}, "chain", statusFail, "tensora chain dev"},
		// A chain answering with another id.
		{"wrong chain", func(e *doctorEnv) {
			e.chain = func() (*ChainFile, error) { return &ChainFile{Network: "mine", RPC: "http://x", ChainID: 7}, nil }
			e.dialChain = func(context.Context, string, uint64) error { return backend.ErrWrongChain }
		}, "chain", statusFail, "chain 7"},
		// A broken config is reported, and the chain check skipped.
		{"broken config", func(e *doctorEnv) {
			e.config = func() (fileConfig, error) { return fileConfig{}, errors.New(`config.toml:3:1: unknown key "x"`) }
		}, "config", statusFail, `unknown key "x"`},
		// A deprecated config.json warns with the migration command.
		{"legacy config", func(e *doctorEnv) {
			e.config = func() (fileConfig, error) {
				return fileConfig{API: "127.0.0.1:0", Path: "/x/config.json", Legacy: true}, nil
			}
		}, "config", statusWarn, "tensora config migrate"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env := stagedEnv(t)
			c.stage(&env)
			got, err := checksOf(t, env)
			r := got[c.check]
			if r.Status != c.status || !strings.Contains(r.Detail+" "+r.Fix, c.want) {
				t.Fatalf("%s: %+v, want %s mentioning %q", c.check, r, c.status, c.want)
			}
			anyFail := false
			for _, r := range got {
				anyFail = anyFail || r.Status == statusFail
			}
			if code, _ := exitCode(err, false); (code != exitOK) != anyFail {
				t.Fatalf("exit %d with FAIL=%v", code, anyFail)
			}
		})
	}
}

func TestMultiaddrSocket(t *testing.T) {
	cases := []struct{ in, network, addr string }{
		{"/ip4/0.0.0.0/tcp/4001", "tcp", "0.0.0.0:4001"},
		{"/ip4/0.0.0.0/udp/4001/quic-v1", "udp", "0.0.0.0:4001"},
		{"/ip6/::/tcp/4001", "tcp", "[::]:4001"},
	}
	for _, c := range cases {
		n, a, err := multiaddrSocket(c.in)
		if err != nil || n != c.network || a != c.addr {
			t.Errorf("%s: %s %s %v", c.in, n, a, err)
		}
	}
	if _, _, err := multiaddrSocket("/dns4/example/tcp/1"); err == nil {
		t.Error("a DNS listen address was accepted")
	}
}
