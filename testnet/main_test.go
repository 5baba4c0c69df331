package testnet

import (
	"fmt"
	"os"
	"testing"

	"go.uber.org/goleak"
)

func TestMain(m *testing.M) {
	code := m.Run()
	removeTestBinary()
	if code == 0 {
		if err := goleak.Find(leakOptions...); err != nil {
			fmt.Fprintf(os.Stderr, "goleak: errors on successful test run: %v\n", err)
			code = 1
		}
	}
	os.Exit(code)
}

// leakOptions ignore process-wide workers that outlive every test.
var leakOptions = []goleak.Option{
	// Process-wide workers of libp2p's dependencies.
	goleak.IgnoreAnyFunction("github.com/ipfs/go-log/v2/writer.(*MirrorWriter).logRoutine"),
	goleak.IgnoreTopFunction("github.com/libp2p/go-libp2p/p2p/transport/quicreuse.(*reuse).gc"),
	goleak.IgnoreTopFunction("go.opencensus.io/stats/view.(*worker).start"),
	goleak.IgnoreAnyFunction("github.com/libp2p/go-flow-metrics.(*sweeper).run"),
	goleak.IgnoreAnyFunction("github.com/jbenet/goprocess/periodic.callOnTicker.func1"),
	goleak.IgnoreAnyFunction("github.com/dgraph-io/ristretto/v2.(*defaultPolicy[...]).processItems"),
	goleak.IgnoreAnyFunction("github.com/dgraph-io/ristretto/v2.(*Cache[...]).processItems"),
	// go-ethereum's process-wide workers (the embedded chain).
	goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/metrics.(*meterArbiter).tick"),
	goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/core.(*txSenderCacher).cache"),
	goleak.IgnoreTopFunction("github.com/syndtr/goleveldb/leveldb.(*DB).mpoolDrain"),
}

// cpuFleet is a fleet of CPU miners that all charge 2 TORA, and cpuJobs
// jobs any of them can run (the chaos suite's fleet, internal/lab/chaos).
var (
	cpuFleet = []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}}
	cpuJobs  = []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}
)
