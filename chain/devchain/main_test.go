package devchain_test

import (
	"testing"

	"go.uber.org/goleak"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m,
		// go-ethereum's process-wide metrics and cache workers.
		goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/metrics.(*meterArbiter).tick"),
		goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/core.(*txSenderCacher).cache"),
		// goleveldb drains its memory pool for a moment after Close.
		goleak.IgnoreTopFunction("github.com/syndtr/goleveldb/leveldb.(*DB).mpoolDrain"),
		// A WebSocket subscription that go-ethereum's RPC server ends while
		// the node shuts down unsubscribes from the filter system in a
		// goroutine of its own; when the filter system's loop has stopped
		// first, that goroutine waits forever (go-ethereum's, not ours:
		// node.Close gives it no way to finish). Seen in CI after
		// TestEmbeddedWebSocketSubscriptions.
		goleak.IgnoreTopFunction("github.com/ethereum/go-ethereum/eth/filters.(*Subscription).Unsubscribe.func1"),
	)
}
