package onnx

import (
	"os"
	"path/filepath"
	"testing"

	"go.uber.org/goleak"
)

// ONNX Runtime's own worker threads are C threads, invisible to goleak;
// every goroutine the engine starts is waited for by Close.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// findModel returns the path of a model fetched by scripts/setup-native.sh.
// Without it the test is skipped, except in CI (CI=true), where `make test`
// runs the setup first and a missing model is a failure.
func findModel(t testing.TB, name string) string {
	t.Helper()
	var dirs []string
	if c := os.Getenv("TENSORA_CACHE"); c != "" {
		dirs = append(dirs, filepath.Join(c, "models"))
	}
	if wd, err := os.Getwd(); err == nil {
		for d := wd; ; d = filepath.Dir(d) {
			dirs = append(dirs, filepath.Join(d, ".cache", "models"))
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	for _, d := range dirs {
		p := filepath.Join(d, name)
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	missing(t, "model "+name+" not found in .cache/models")
	return ""
}

func missing(t testing.TB, what string) {
	t.Helper()
	msg := what + ": run `make setup` (scripts/setup-native.sh) to fetch it"
	if os.Getenv("CI") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
}
