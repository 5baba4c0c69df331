package scheduler

import (
	"context"
	"testing"

	"github.com/tensora/tensora/types/tora"
)

// TestMeasureMatch: the measured market matches (a winner, most bids
// eligible) and the figures are positive; no timing is asserted.
func TestMeasureMatch(t *testing.T) {
	mk := BenchMarket(500)
	out := Match(mk.Job, mk.Bids, mk.Adverts, mk.Stakes, mk.Reps, Params{MinStake: tora.Whole(1)})
	if len(out.Ranked) == 0 {
		t.Fatalf("no eligible bid in the bench market: %+v", out)
	}
	row, err := MeasureMatch(context.Background(), 500, 0)
	if err != nil {
		t.Fatal(err)
	}
	if row.Bids != 500 || row.Runs < 3 || row.PerMatch <= 0 || row.Floor <= 0 || row.BytesOp == 0 {
		t.Fatalf("implausible row %+v", row)
	}
}
