//go:build linux

package chaos

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// testBin is the tensora binary R1p runs its processes from: built once
// per test run, removed by TestMain.
var testBin struct {
	once      sync.Once
	dir, path string
	err       error
}

// chaosBinary returns the tensora binary, building it on first use
// (TENSORA_TEST_BIN names a prebuilt one instead).
func chaosBinary(t *testing.T) string {
	t.Helper()
	if b := os.Getenv("TENSORA_TEST_BIN"); b != "" {
		return b
	}
	testBin.once.Do(func() {
		if testBin.dir, testBin.err = os.MkdirTemp("", "tensora-testbin-"); testBin.err != nil {
			return
		}
		testBin.path = filepath.Join(testBin.dir, "tensora")
		out, err := exec.Command("go", "build", "-o", testBin.path, "github.com/tensora/tensora/cmd/tensora").CombinedOutput()
		if err != nil {
			testBin.err = fmt.Errorf("go build: %w\n%s", err, out)
		}
	})
	if testBin.err != nil {
		t.Fatal(testBin.err)
	}
	return testBin.path
}

// removeTestBinary deletes the shared binary (TestMain, after the tests).
func removeTestBinary() {
	if testBin.dir != "" {
		_ = os.RemoveAll(testBin.dir)
	}
}
