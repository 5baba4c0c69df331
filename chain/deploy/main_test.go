package deploy_test

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
	)
}
