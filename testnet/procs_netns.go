//go:build linux

package testnet

import (
	"context"
	"fmt"
	"time"
)

// netnsEnv is the namespaces, bridge and links of a testnet whose peers
// each run in their own network namespace.
type netnsEnv struct {
	names  []string // namespace of peer i
	ips    []string // peer i's address
	hostIP string   // the bridge's address in the root namespace
}

func setupNetNS(ctx context.Context, dir string, peers int, latency time.Duration, loss float64) (*netnsEnv, error) {
	return nil, fmt.Errorf("%w: not implemented yet", ErrNoNetNS)
}

func (e *netnsEnv) close() error { return nil }
