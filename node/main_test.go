package node

import (
	"testing"

	"go.uber.org/goleak"
)

// Every node the tests start is closed, and closing it ends every
// goroutine it started (libp2p's and badger's included). The one
// exception is go-flow-metrics' sweeper: a process-wide goroutine that
// libp2p's bandwidth counters start once and never stop, by design (and
// the embedded chain's, below).
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m,
		goleak.IgnoreTopFunction("github.com/libp2p/go-flow-metrics.(*sweeper).runActive"),
		goleak.IgnoreTopFunction("github.com/libp2p/go-flow-metrics.(*sweeper).run"),
		// go-ethereum's process-wide metrics and cache workers, and
		// goleveldb's pool drain after Close (the embedded chain of
		// swaps_test.go).
		goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/metrics.(*meterArbiter).tick"),
		goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/core.(*txSenderCacher).cache"),
		goleak.IgnoreTopFunction("github.com/syndtr/goleveldb/leveldb.(*DB).mpoolDrain"),
	)
}
