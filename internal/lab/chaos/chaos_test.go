package chaos

import (
	"context"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/tensora/tensora/internal/testsupport"
)

// chaosInCI are the scenarios `make test` runs at quick sizes. The others
// run under `make chaos` (TENSORA_CHAOS=1): R2 and R7 repeat what
// TestByzantineMinerChallengedAndSlashed and TestChainOutage already check
// in CI, R6 restarts every peer (slow on two cores), and R9's seed corpus
// runs in chain's own tests.
var chaosInCI = map[string]bool{"R1": true, "R3": true, "R4": true, "R5": true, "R8": true, "R10": true, "R11": true}

// Each fault scenario, through the same function the chaos command runs:
// every check it reports must hold.
func TestChaos(t *testing.T) {
	full := os.Getenv("TENSORA_CHAOS") != ""
	for _, s := range Scenarios {
		t.Run(s.ID, func(t *testing.T) {
			if !full && (!chaosInCI[s.ID] || testing.Short()) {
				t.Skipf("%s runs under make chaos (TENSORA_CHAOS=1)", s.ID)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
			defer cancel()
			o := Options{Quick: !full}
			if s.ID == "R1p" && runtime.GOOS == "linux" { // elsewhere R1p skips itself
				o.Binary = testsupport.Tensora(t)
			}
			r := RunScenario(ctx, s.ID, o)
			var b strings.Builder
			Write(&b, r)
			t.Log(b.String())
			if r.Skipped != "" {
				t.Skip(r.Skipped)
			}
			if !r.PassedApartFromTiming() {
				t.Fatalf("%s did not hold", s.ID)
			}
			if !r.Passed() {
				// Latency ratios are measured, not asserted, in tests:
				// a loaded machine skews them (make chaos enforces them).
				t.Logf("%s: a timing goal was missed on this machine (reported above, not a test failure)", s.ID)
			}
		})
	}
}

// A scenario with a failed check, an error or no checks does not pass;
// an unknown id is an error.
func TestChaosResultVerdict(t *testing.T) {
	cases := []struct {
		r          Result
		pass       bool
		apartTimed bool // PassedApartFromTiming
	}{
		{Result{Checks: []Check{{OK: true}, {OK: true}}}, true, true},    // all held
		{Result{Checks: []Check{{OK: true}, {OK: false}}}, false, false}, // one failed
		{Result{}, false, false}, // checked nothing
		{Result{Checks: []Check{{OK: true}}, Error: "boom"}, false, false},       // ran into an error
		{Result{Checks: []Check{{OK: true}}, Skipped: "no model"}, false, false}, // skipped is not a pass
		// A missed latency goal fails the scenario, not the Go test.
		{Result{Checks: []Check{{OK: true}, {OK: false, Timing: true}}}, false, true},
		// A held latency goal does not excuse a failed check.
		{Result{Checks: []Check{{OK: false}, {OK: true, Timing: true}}}, false, false},
	}
	for i, c := range cases {
		if got := c.r.Passed(); got != c.pass {
			t.Errorf("case %d: Passed() = %v, want %v", i, got, c.pass)
		}
		if got := c.r.PassedApartFromTiming(); got != c.apartTimed {
			t.Errorf("case %d: PassedApartFromTiming() = %v, want %v", i, got, c.apartTimed)
		}
	}
	if r := RunScenario(context.Background(), "R5x", Options{}); r.Error == "" || r.Passed() {
		t.Fatalf("unknown scenario: %+v", r)
	}
}
