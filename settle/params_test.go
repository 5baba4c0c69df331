package settle_test

import (
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/tensora/tensora/settle"
)

// params is a subnet's parameters as the registry's defaults have them.
func params() settle.SubnetParams {
	return settle.SubnetParams{
		MinFee: big.NewInt(0), ChallengeWindow: time.Hour, MinerShareBps: 8000, MinMinerStake: big.NewInt(100),
		SlashAmount: big.NewInt(100), ChallengeBond: big.NewInt(1), QuorumBps: 6667,
	}
}

func TestHarsher(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*settle.SubnetParams)
		want   []string // words of each phrase Harsher returns, in order
	}{
		// the same terms: nothing.
		{"unchanged", func(*settle.SubnetParams) {}, nil},
		// a larger slash, said in TORA (100 and 1000 wei here).
		{"slash up", func(p *settle.SubnetParams) { p.SlashAmount = big.NewInt(1000) }, []string{"slash 0.0000000000000001 → 0.000000000000001 TORA"}},
		// a larger minimum stake: the miner's bond.
		{"bond up", func(p *settle.SubnetParams) { p.MinMinerStake = big.NewInt(101) }, []string{"minimum miner stake"}},
		// a cheaper challenge.
		{"challenge bond down", func(p *settle.SubnetParams) { p.ChallengeBond = big.NewInt(0) }, []string{"challenge bond"}},
		// a lower quorum upholds a challenge more easily.
		{"quorum down", func(p *settle.SubnetParams) { p.QuorumBps = 5001 }, []string{"quorum"}},
		// less of each fee.
		{"share down", func(p *settle.SubnetParams) { p.MinerShareBps = 7000 }, []string{"miner share"}},
		// leaves below the new minimum stop being payable.
		{"min fee up", func(p *settle.SubnetParams) { p.MinFee = big.NewInt(5) }, []string{"minimum fee"}},
		// money held and stake exposed longer.
		{"window longer", func(p *settle.SubnetParams) { p.ChallengeWindow = 2 * time.Hour }, []string{"challenge window 1h0m0s → 2h0m0s"}},
		// milder terms are not reported.
		{"milder", func(p *settle.SubnetParams) {
			p.SlashAmount, p.MinMinerStake, p.ChallengeBond = big.NewInt(1), big.NewInt(1), big.NewInt(10)
			p.QuorumBps, p.MinerShareBps, p.ChallengeWindow = 9000, 9000, time.Minute
		}, nil},
		// several at once, each named.
		{"several", func(p *settle.SubnetParams) { p.SlashAmount, p.QuorumBps = big.NewInt(101), 6000 }, []string{"slash", "quorum"}},
	} {
		next := params()
		tc.change(&next)
		got := settle.Harsher(params(), next)
		if len(got) != len(tc.want) {
			t.Errorf("%s: Harsher = %q, want %q", tc.name, got, tc.want)
			continue
		}
		for i := range got {
			if !strings.Contains(got[i], tc.want[i]) {
				t.Errorf("%s: Harsher = %q, want %q", tc.name, got, tc.want)
			}
		}
	}
}

// TestParamChangeWarned: before a batch is first sent the queue reads the
// subnet's scheduled parameter change, once per batch whatever the
// retries, and logs a WARN naming a harsher change that takes effect
// before the batch's challenge window ends; settlement goes on either way.
func TestParamChangeWarned(t *testing.T) {
	db := openDB(t)
	ctx := t.Context()
	harsh := params()
	harsh.SlashAmount = big.NewInt(1000)
	mild := params()
	mild.SlashAmount = big.NewInt(1)
	for i, tc := range []struct {
		name    string
		change  *settle.ParamChange // relative EffectiveAt: after t0
		readErr bool                // the read fails
		outage  bool                // the first submission fails (the batch is sent twice)
		warn    bool
	}{
		// nothing scheduled: no warning.
		{name: "none"},
		// a larger slash inside the window (1h): warned, and still settled.
		{name: "harsher inside the window", change: &settle.ParamChange{Current: params(), Next: harsh, EffectiveAt: t0.Add(30 * time.Minute)}, warn: true},
		// read once even when the batch is sent twice.
		{name: "harsher, batch resent", change: &settle.ParamChange{Current: params(), Next: harsh, EffectiveAt: t0.Add(30 * time.Minute)}, outage: true, warn: true},
		// in force only after the window ends: no warning.
		{name: "harsher after the window", change: &settle.ParamChange{Current: params(), Next: harsh, EffectiveAt: t0.Add(2 * time.Hour)}},
		// milder terms: no warning.
		{name: "milder inside the window", change: &settle.ParamChange{Current: params(), Next: mild, EffectiveAt: t0.Add(time.Minute)}},
		// the read fails: no warning, settlement not blocked.
		{name: "read fails", readErr: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fc := newFakeChain(t0)
			fc.pending = tc.change
			if tc.readErr {
				fc.failNext("PendingParams", errOutage)
			}
			if tc.outage {
				fc.failNext("Submit", errOutage)
			}
			logs := &logBuffer{}
			q := settle.New(db.Prefixed(fmt.Sprintf("params%d/", i)), fc, settle.Config{Now: fc.clock, Logger: slog.New(slog.NewTextHandler(logs, nil))})
			if err := q.Add(ctx, subnet, entry(1)); err != nil {
				t.Fatal(err)
			}
			_, err := q.Step(ctx, true)
			if tc.outage {
				if err == nil {
					t.Fatal("the scripted outage did not fail the first step")
				}
				if _, err := q.Step(ctx, true); err != nil {
					t.Fatal(err)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			bs, err := q.Batches(ctx)
			if err != nil || summary(bs) != "confirmed[1]" {
				t.Fatalf("batches %q (%v), want confirmed[1]: the check must not block settlement", summary(bs), err)
			}
			fc.mu.Lock()
			reads := fc.paramReads
			fc.mu.Unlock()
			if reads != 1 {
				t.Errorf("%d reads of the pending parameters for one batch, want 1", reads)
			}
			l := logs.String()
			warned := strings.Contains(l, "level=WARN") && strings.Contains(l, "parameters change")
			if warned != tc.warn {
				t.Errorf("warned=%v, want %v; log:\n%s", warned, tc.warn, l)
			}
			if tc.warn && !strings.Contains(l, "slash 0.0000000000000001 → 0.000000000000001 TORA") {
				t.Errorf("the warning does not name the change:\n%s", l)
			}
		})
	}
}
