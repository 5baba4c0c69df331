package node

import (
	"testing"

	"go.uber.org/goleak"
)

// Every node the tests start is closed, and closing it ends every
// goroutine it started (libp2p's and badger's included). The one
// exception is go-flow-metrics' sweeper: a process-wide goroutine that
// libp2p's bandwidth counters start once and never stop, by design.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m,
		goleak.IgnoreTopFunction("github.com/libp2p/go-flow-metrics.(*sweeper).runActive"),
		goleak.IgnoreTopFunction("github.com/libp2p/go-flow-metrics.(*sweeper).run"),
	)
}
