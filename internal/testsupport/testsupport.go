package testsupport

// What the tests of several packages share: the process-wide goroutines
// goleak must ignore, and the tensora binary the multi-process tests run,
// built once per test binary.

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"go.uber.org/goleak"
)

// LeakOptions ignore the process-wide workers of our dependencies, which
// outlive every test by design.
var LeakOptions = []goleak.Option{
	// libp2p's dependencies.
	goleak.IgnoreAnyFunction("github.com/ipfs/go-log/v2/writer.(*MirrorWriter).logRoutine"),
	goleak.IgnoreTopFunction("github.com/libp2p/go-libp2p/p2p/transport/quicreuse.(*reuse).gc"),
	goleak.IgnoreTopFunction("go.opencensus.io/stats/view.(*worker).start"),
	goleak.IgnoreAnyFunction("github.com/libp2p/go-flow-metrics.(*sweeper).run"),
	goleak.IgnoreAnyFunction("github.com/jbenet/goprocess/periodic.callOnTicker.func1"),
	goleak.IgnoreAnyFunction("github.com/dgraph-io/ristretto/v2.(*defaultPolicy[...]).processItems"),
	goleak.IgnoreAnyFunction("github.com/dgraph-io/ristretto/v2.(*Cache[...]).processItems"),
	// go-ethereum's (the embedded chain).
	goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/metrics.(*meterArbiter).tick"),
	goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/core.(*txSenderCacher).cache"),
	goleak.IgnoreTopFunction("github.com/syndtr/goleveldb/leveldb.(*DB).mpoolDrain"),
}

// Main runs a package's tests, removes the tensora binary they built, and
// fails a successful run that leaked goroutines. A TestMain calls it:
//
//	func TestMain(m *testing.M) { os.Exit(testsupport.Main(m)) }
func Main(m *testing.M) int {
	code := m.Run()
	tensora.remove()
	if code == 0 {
		if err := goleak.Find(LeakOptions...); err != nil {
			fmt.Fprintf(os.Stderr, "goleak: errors on successful test run: %v\n", err)
			code = 1
		}
	}
	return code
}

// binary is a program built once for a test run.
type binary struct {
	once      sync.Once
	dir, path string
	err       error
}

// tensora is the binary the process tests share: go build takes longer
// than most of them.
var tensora binary

// Tensora returns the tensora binary, building it on first use
// (TENSORA_TEST_BIN names a prebuilt one instead); Main removes it.
func Tensora(t testing.TB) string {
	t.Helper()
	if b := os.Getenv("TENSORA_TEST_BIN"); b != "" {
		return b
	}
	tensora.once.Do(func() {
		if tensora.dir, tensora.err = os.MkdirTemp("", "tensora-testbin-"); tensora.err != nil {
			return
		}
		tensora.path = filepath.Join(tensora.dir, "tensora")
		out, err := exec.Command("go", "build", "-o", tensora.path, "github.com/tensora/tensora/cmd/tensora").CombinedOutput()
		if err != nil {
			tensora.err = fmt.Errorf("go build: %w\n%s", err, out)
		}
	})
	if tensora.err != nil {
		t.Fatal(tensora.err)
	}
	return tensora.path
}

func (b *binary) remove() {
	if b.dir != "" {
		_ = os.RemoveAll(b.dir)
	}
}
