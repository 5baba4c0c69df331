package testnet

import (
	"bytes"
	"math/big"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
)

func TestChallengeCounts(t *testing.T) {
	cases := []struct {
		in   map[string]int
		want string
	}{
		// No challenge: a word, not Go's "map[]".
		{nil, "none"},
		{map[string]int{}, "none"},
		// Fixed order whatever the map's, zero counts left out.
		{map[string]int{"open": 1, "upheld": 2, "rejected": 0}, "2 upheld, 1 open"},
		{map[string]int{"rejected": 3, "open": 1, "upheld": 1}, "1 upheld, 3 rejected, 1 open"},
	}
	for _, c := range cases {
		if got := challengeCounts(c.in); got != c.want {
			t.Errorf("challengeCounts(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestReportTablesFit checks the demo's tables against a terminal's 120
// columns with long but real values, and that --wide keeps every column.
func TestReportTablesFit(t *testing.T) {
	const miner = "0x2E7fc439aB0c2a3C1E5dE6b4C6A5F1d2e3F4a5B6"
	job := func(id, spec, excluded, errText string) JobReport {
		return JobReport{JobID: id, Spec: spec, Winner: miner, Profile: "a100", Name: "miner-12.tora", Path: "auction", Bids: 12,
			FirstBid: 12 * time.Millisecond, Acked: 13 * time.Millisecond, Fetch: 93 * time.Millisecond, Exec: 1234 * time.Millisecond,
			Return: 9 * time.Millisecond, Total: 12345 * time.Millisecond, Round: 3, Verified: errText == "", Agreed: 19, OtherBids: 1,
			Excluded: excluded, Error: errText}
	}
	rep := &Report{Peers: 23, Miners: 20, StakeNote: "operator stake from the Staking contract on the embedded chain", Inference: true,
		Model: "bafybeibzbstzxzojlaz64hr3jj23qseq3bxbpuwlplgvgd5cmnkngyn3vu", Elapsed: time.Second, Jobs: []JobReport{
			job("83daaa3df38e", "gpu=A100,cc>=8.0", `20 miners: 1 eligible, 2 lack a GPU, 1 lacks a GPU matching "a100", 1 above max fee`, ""),
			job("d64797ccde25", "gpu,16vram", "", "no result before the deadline (the miner acknowledged and went quiet)"),
		}}
	val := &ValidationReport{SampleRateBps: 1000, Resolved: map[string]int{"upheld": 1},
		Names: map[common.Address]string{common.HexToAddress(miner): "validator-12.tora"},
		Validators: []ValidatorLine{{Address: common.HexToAddress(miner), Seen: 1234, Sampled: 123, Escalated: 12, Agree: 120,
			Disagree: 3, Challenges: 3, Worked: 123, ReexecCPU: time.Second, MinerCPU: 10 * time.Second, VerdictLag: 79 * time.Millisecond,
			Claimed: big.NewInt(1_600_000_000_000_000_000)}},
		Miners: []MinerLine{{Address: common.HexToAddress(miner), Byzantine: true, Jobs: 1234, Caught: 12, Upheld: 12,
			StakeBefore: big.NewInt(0).Mul(big.NewInt(800), big.NewInt(1e18)), StakeAfter: big.NewInt(123_456_789_000_000_000), PriceBefore: 1, PriceAfter: 0.154}},
		Evidence: []ChallengeTrail{{ID: 12, Job: "83daaa3df38e", Batch: 3, Miner: common.HexToAddress(miner), Challenger: common.HexToAddress(miner),
			Verdicts: 2, Upheld: true, Slashed: big.NewInt(1e18), Refund: big.NewInt(1e17)}}}
	var narrow, wide bytes.Buffer
	if err := rep.WriteTable(&narrow); err != nil {
		t.Fatal(err)
	}
	if err := val.WriteTable(&narrow); err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(narrow.String(), "\n") {
		if n := utf8.RuneCountInString(line); n > TableWidth {
			t.Errorf("line %d is %d columns, more than %d:\n%s", i+1, n, TableWidth, line)
		}
	}
	// The narrow table still says which job failed, and why.
	if !strings.Contains(narrow.String(), "job d64797ccde25: ERROR: no result before the deadline") {
		t.Errorf("the narrow table does not print the job's error:\n%s", narrow.String())
	}
	if err := rep.WriteWideTable(&wide); err != nil {
		t.Fatal(err)
	}
	if err := val.WriteWideTable(&wide); err != nil {
		t.Fatal(err)
	}
	for _, col := range []string{"FIRST BID", "EXCLUDED", "lacks a GPU matching", "(a100)", "ESCALATED", "CPU vs MINERS", "0.100"} {
		if !strings.Contains(wide.String(), col) {
			t.Errorf("the wide tables lack %q:\n%s", col, wide.String())
		}
	}
	t.Log("\n" + narrow.String())
}
