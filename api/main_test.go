package api_test

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package's tests if any goroutine outlives them: the
// server, its monitor and event streams must stop on Close, and the
// in-process testnet behind them with it.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m,
		// libp2p's bandwidth meters share one process-wide sweeper that
		// never stops (go-flow-metrics); testnet's TestMain ignores it too.
		// Its top is run while idle and runActive while meters tick.
		goleak.IgnoreTopFunction("github.com/libp2p/go-flow-metrics.(*sweeper).run"),
		goleak.IgnoreTopFunction("github.com/libp2p/go-flow-metrics.(*sweeper).runActive"),
	)
}
