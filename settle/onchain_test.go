package settle_test

import (
	"errors"
	"math/big"
	"testing"

	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/types"
)

// TestLeavesMalformed: an entry whose envelopes do not decode is refused
// with the decoder's error wrapped, so callers can tell a malformed job.
func TestLeavesMalformed(t *testing.T) {
	for _, tc := range []struct {
		name  string
		order []byte
	}{
		// Bytes that are not a protobuf envelope.
		{name: "garbage order", order: []byte{0xff, 0xff, 0xff}},
		// An envelope with no body.
		{name: "empty order", order: nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := settle.Leaves([]settle.Entry{{JobID: jobID(1), Order: tc.order, Fee: big.NewInt(1)}})
			if !errors.Is(err, types.ErrMalformed) {
				t.Errorf("Leaves: %v, want it to wrap %v", err, types.ErrMalformed)
			}
		})
	}
}
