package node

import (
	"testing"

	"github.com/tensora/tensora/types"
)

// Which failures another miner may get past: not the client's own bad
// model or input, and not its own cancel (which must neither retry the
// job elsewhere nor count against the miner that obeyed it).
func TestResultErrorRetryable(t *testing.T) {
	for _, tc := range []struct {
		f    types.Failure
		want bool
	}{
		{types.Failure_FAILURE_FETCH, true},      // another miner may reach the content
		{types.Failure_FAILURE_ENGINE, true},     // the miner's engine failed
		{types.Failure_FAILURE_DEADLINE, true},   // the miner was too slow
		{types.Failure_FAILURE_BAD_INPUT, false}, // the client's input
		{types.Failure_FAILURE_BAD_MODEL, false}, // the client's model
		{types.Failure_FAILURE_CANCELLED, false}, // the client cancelled it
	} {
		if got := (&ResultError{Failure: tc.f}).Retryable(); got != tc.want {
			t.Errorf("%s: Retryable = %v, want %v", tc.f, got, tc.want)
		}
	}
}
