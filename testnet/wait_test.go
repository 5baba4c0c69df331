package testnet

import (
	"context"
	"time"
)

// eventually polls cond until it holds or within runs out (a context
// deadline, not a count of sleeps) and reports whether it held.
func eventually(within time.Duration, cond func() bool) bool {
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		select {
		case <-ctx.Done():
			return cond()
		case <-tick.C:
		}
	}
	return true
}
