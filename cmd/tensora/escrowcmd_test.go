package main

import (
	"strings"
	"testing"
	"time"
)

// `escrow withdraw AMOUNT` only requests a withdrawal and says when it can
// complete; running `escrow withdraw` before then says so again and moves
// nothing; once JobEscrow's delay has passed it pays out.
func TestEscrowWithdrawTwoSteps(t *testing.T) {
	emb, chainFile, dirs, _ := stakeChain(t, 1)
	escrow := func(args ...string) string {
		t.Helper()
		out, err := run(t, dirs[0], append(append([]string{"escrow"}, args...), "--chain-file", chainFile)...)
		if err != nil {
			t.Fatalf("escrow %v: %v", args, err)
		}
		return out
	}
	escrow("deposit", "50")
	if out := escrow("withdraw", "20"); !strings.Contains(out, "withdrawal of 20 TORA requested") || !strings.Contains(out, "in 48h0m0s") ||
		!strings.Contains(out, "50 TORA free") || !strings.Contains(out, "withdrawal of 20 TORA pending") {
		t.Fatalf("request: %q", out)
	}
	if out := escrow("withdraw"); !strings.Contains(out, "it can complete at") || !strings.Contains(out, "50 TORA free") {
		t.Fatalf("early completion: %q", out)
	}
	if _, err := run(t, dirs[0], "escrow", "withdraw", "--chain-file", "/nonexistent"); err == nil {
		t.Fatal("withdraw with a missing chain file succeeded")
	}
	if err := emb.AdjustTime(48*time.Hour + time.Second); err != nil {
		t.Fatal(err)
	}
	out := escrow("withdraw")
	if !strings.Contains(out, "withdrew 20 TORA of the 20 requested") || !strings.Contains(out, "30 TORA free") || strings.Contains(out, "pending") {
		t.Fatalf("completion: %q", out)
	}
	if _, err := run(t, dirs[0], "escrow", "withdraw", "--chain-file", chainFile); err == nil || !strings.Contains(err.Error(), "no withdrawal requested") {
		t.Fatalf("withdraw with nothing requested: %v", err)
	}
}
