package jobbook

import (
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// TestRounds plays the client's retry policy: the ranked miners answer
// round after round with the given endings (until the policy stops or
// the endings run out), and the test checks which rounds were assigned,
// whether the job succeeded, and who was blamed.
func TestRounds(t *testing.T) {
	const D, U, F, B, X, S = Declined, Unanswered, Failed, BadInput, Expired, Succeeded
	tests := []struct {
		name      string
		maxRounds int
		ranked    int
		ends      []End
		rounds    int  // rounds assigned
		success   bool // the last round assigned succeeded
		blamed    int  // index of the blamed miner, -1 for none
	}{
		{"the first miner succeeds", 3, 5, []End{S}, 1, true, -1},
		{"an unanswered round moves to the next miner", 3, 5, []End{U, S}, 2, true, -1},
		{"a failed round moves to the next miner", 3, 5, []End{F, S}, 2, true, -1},
		{"three failed rounds end the job", 3, 5, []End{U, F, U, S}, 3, false, -1},
		{"fewer ranked miners than MaxRounds: each gets one round", 3, 2, []End{U, U, S}, 2, false, -1},
		{"declines are free: the job walks past full miners", 3, 10, []End{D, D, D, U, S}, 5, true, -1},
		{"declines up to 2×MaxRounds are free, beyond they count",
			// 6 free declines, then each decline uses a round: D7, D8, D9
			// use the three rounds and the job ends.
			3, 20, []End{D, D, D, D, D, D, D, D, D, S}, 9, false, -1},
		{"with MaxRounds 1, two declines are free and the third ends the job", 1, 20, []End{D, D, D}, 3, false, -1},
		{"declines never walk past the end of the ranking", 3, 2, []End{D, D, S}, 2, false, -1},
		{"a miner calling the input bad is checked by one more miner, blamed when it succeeds",
			3, 5, []End{B, S}, 2, true, 0},
		{"two miners calling the input bad are believed", 3, 5, []End{B, B, S}, 2, false, -1},
		{"a bad-input call on the last ranked miner is believed", 3, 1, []End{B, S}, 1, false, -1},
		{"a bad-input call in the last round is believed", 2, 5, []End{U, B, S}, 2, false, -1},
		{"the blame survives a failed round between", 3, 5, []End{B, F, S}, 3, true, 0},
		{"an expired job is not retried", 3, 5, []End{X, S}, 1, false, -1},
		{"a miner that succeeded after an unanswered round blames nobody", 3, 5, []End{U, S}, 2, true, -1},
		{"no ranked miners: no round", 3, 0, []End{S}, 0, false, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			miners := make([]common.Address, tt.ranked)
			for i := range miners {
				miners[i] = common.Address{byte(i + 1)}
			}
			p := NewRounds(tt.maxRounds, tt.ranked)
			var assigned []int
			success, blamed := false, common.Address{}
			for _, e := range tt.ends {
				r, ok := p.Next()
				if !ok {
					break
				}
				assigned = append(assigned, r)
				goOn, b := p.End(miners[r], e)
				if e == Succeeded {
					success, blamed = true, b
				}
				if !goOn {
					break
				}
			}
			want := make([]int, tt.rounds)
			for i := range want {
				want[i] = i
			}
			if !slices.Equal(assigned, want) {
				t.Fatalf("rounds %v, want %v", assigned, want)
			}
			if p.Rounds() != tt.rounds {
				t.Fatalf("Rounds() = %d, want %d", p.Rounds(), tt.rounds)
			}
			if success != tt.success {
				t.Fatalf("success %v, want %v", success, tt.success)
			}
			wantBlamed := common.Address{}
			if tt.blamed >= 0 {
				wantBlamed = miners[tt.blamed]
			}
			if blamed != wantBlamed {
				t.Fatalf("blamed %v, want %v", blamed, wantBlamed)
			}
		})
	}
}
