package firstjob

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

type doctorReport struct {
	Checks []struct {
		Name, Status, Detail string
	}
}

// doctor runs the binary's doctor --json in dir with a user's environment.
func doctor(t *testing.T, exe, dir, home string) map[string]string {
	t.Helper()
	cmd := exec.Command(exe, "doctor", "--json")
	cmd.Dir, cmd.Env = dir, userEnv(home)
	out, err := cmd.Output()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatal(err)
	}
	var rep doctorReport
	if err := json.Unmarshal(out, &rep); err != nil {
		t.Fatalf("doctor --json: %v\n%s", err, out)
	}
	checks := map[string]string{}
	for _, c := range rep.Checks {
		checks[c.Name] = c.Status + " " + c.Detail
	}
	return checks
}

// A binary copied out of the checkout, run from elsewhere with nothing set,
// names every place it looked for ONNX Runtime; a library placed next to it
// is then found, and the models in the installed cache beside it.
func TestCopiedBinaryFindsItsLibrary(t *testing.T) {
	native, models := realCache(t)
	built := tensoraBinary(t)
	root := t.TempDir()
	bin, wd, home := filepath.Join(root, "opt", "bin"), filepath.Join(root, "work"), filepath.Join(root, "home")
	for _, d := range []string{bin, wd, home} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	exe := filepath.Join(bin, "tensora")
	placeBinary(t, built, exe)

	got := doctor(t, exe, wd, home)["onnxruntime"]
	for _, want := range []string{
		"FAIL ",
		"make setup", "TENSORA_CACHE", "ONNXRUNTIME_LIB",
		filepath.Join(bin, "libonnxruntime.so.1"),
		filepath.Join(root, "opt", "lib", "tensora", "libonnxruntime.so.1"),
		filepath.Join(wd, ".cache", "native", "onnxruntime", "libonnxruntime.so.1"),
		filepath.Join(bin, ".cache", "native", "onnxruntime", "libonnxruntime.so.1"),
	} {
		if !strings.Contains(got, want) {
			t.Errorf("doctor's onnxruntime line does not say %q:\n%s", want, got)
		}
	}
	// A miner fails the same way, in one line, exiting 1.
	miner := exec.Command(exe, "miner", "start", "--listen", "/ip4/127.0.0.1/tcp/0", "--api", "off")
	miner.Dir, miner.Env = wd, userEnv(home)
	out, err := miner.CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 || !strings.Contains(string(out), filepath.Join(bin, "libonnxruntime.so.1")) {
		t.Errorf("miner start without ONNX Runtime: %v\n%s", err, out)
	}

	lib := filepath.Join(bin, "libonnxruntime.so.1")
	if err := os.Symlink(filepath.Join(native, "onnxruntime", "libonnxruntime.so.1"), lib); err != nil {
		t.Fatal(err)
	}
	installed := filepath.Join(root, "opt", "lib", "tensora", "models")
	if err := os.MkdirAll(filepath.Dir(installed), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(models, installed); err != nil {
		t.Fatal(err)
	}
	checks := doctor(t, exe, wd, home)
	if got := checks["onnxruntime"]; !strings.HasPrefix(got, "ok ") || !strings.Contains(got, lib) {
		t.Errorf("a library next to the binary: %s", got)
	}
	if got := checks["models"]; !strings.Contains(got, filepath.Join(installed, "silero_vad_v5.onnx")) {
		t.Errorf("a model in the installed cache: %s", got)
	}
}

// placeBinary puts the built binary at path (a hard link where it can: the
// binary is large), so that the process's executable is path.
func placeBinary(t *testing.T, built, path string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if os.Link(built, path) == nil {
		return
	}
	b, err := os.ReadFile(built)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o755); err != nil {
		t.Fatal(err)
	}
}

// bin/tensora of a checkout, run from anywhere, finds the checkout's cache
// by walking up from its own directory.
func TestCheckoutBinaryFromElsewhere(t *testing.T) {
	native, models := realCache(t)
	built := tensoraBinary(t)
	root := t.TempDir()
	checkout, wd, home := filepath.Join(root, "checkout"), filepath.Join(root, "elsewhere"), filepath.Join(root, "home")
	for _, d := range []string{filepath.Join(checkout, ".cache"), wd, home} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for name, target := range map[string]string{"native": native, "models": models} {
		if err := os.Symlink(target, filepath.Join(checkout, ".cache", name)); err != nil {
			t.Fatal(err)
		}
	}
	exe := filepath.Join(checkout, "bin", "tensora")
	placeBinary(t, built, exe)
	checks := doctor(t, exe, wd, home)
	lib := filepath.Join(checkout, ".cache", "native", "onnxruntime", "libonnxruntime.so.1")
	if got := checks["onnxruntime"]; !strings.HasPrefix(got, "ok ") || !strings.Contains(got, lib) {
		t.Errorf("onnxruntime: %s, want ok from %s", got, lib)
	}
	if got := checks["models"]; !strings.Contains(got, filepath.Join(checkout, ".cache", "models", "silero_vad_v5.onnx")) {
		t.Errorf("models: %s", got)
	}
}
