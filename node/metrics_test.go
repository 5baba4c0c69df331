package node

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tensora/tensora/types"
)

func TestJobFailKind(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{fmt.Errorf("%w for job x: 3 miners excluded", ErrNoBids), failNoBids},                                                           // nobody bid
		{fmt.Errorf("%w for job x", ErrNoEligible), failNoEligible},                                                                      // bids, none eligible
		{fmt.Errorf("%w: job x, 3 rounds", ErrNoAck), failNoAck},                                                                         // assigned, never acked
		{fmt.Errorf("%w: miner y", ErrNoResult), failNoResult},                                                                           // acked, no result by the deadline
		{fmt.Errorf("round 0: %w", &ResultError{Miner: common.Address{1}, Failure: types.Failure_FAILURE_BAD_INPUT}), "miner-bad-input"}, // the miner's reported failure
		{fmt.Errorf("%w: output does not hash", ErrBadResult), failBadResult},                                                            // a result that did not verify
		{context.Canceled, failCancelled},                                                                                                // the caller gave up
		{errors.New("store output: disk full"), failOther},                                                                               // anything else
	} {
		if got := jobFailKind(c.err); got != c.want {
			t.Errorf("jobFailKind(%v) = %q, want %q", c.err, got, c.want)
		}
	}
}

// Two nodes on one registry share the counters (their values add up) and
// take turns with the node-bound gauges: the second node's are skipped while
// the first's are registered, and a node created after the first closed
// registers its own.
func TestMetricsSharedRegistry(t *testing.T) {
	reg := prometheus.NewRegistry()
	a, err := newNodeMetrics(&Node{}, reg)
	if err != nil {
		t.Fatal(err)
	}
	b, err := newNodeMetrics(&Node{}, reg)
	if err != nil {
		t.Fatalf("second node on the same registry: %v", err)
	}
	if a.clientPosted != b.clientPosted || a.minerFailed != b.minerFailed || a.engineSeconds != b.engineSeconds {
		t.Error("the second node did not reuse the registered counters")
	}
	if len(a.owned) == 0 || len(b.owned) != 0 {
		t.Fatalf("node-bound collectors: first %d, second %d; want some, none", len(a.owned), len(b.owned))
	}
	a.close()
	a.close() // idempotent
	c, err := newNodeMetrics(&Node{}, reg)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.owned) == 0 {
		t.Error("a node created after the first closed registered no gauges")
	}
	// A registry holding another collector under one of our names with a
	// different shape is an error, not a silent loss of metrics.
	clash := prometheus.NewRegistry()
	clash.MustRegister(prometheus.NewGauge(prometheus.GaugeOpts{Name: "tensora_client_jobs_posted_total", Help: "not ours"}))
	if _, err := newNodeMetrics(&Node{}, clash); err == nil {
		t.Error("no error for a clashing metric")
	}
}
