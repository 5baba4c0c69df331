package chaos

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/testnet"
	"github.com/tensora/tensora/types/tora"
)

// The fault suite (R1–R9 of PRODUCT.md, R10–R14 of issue 14): each scenario starts its own
// network, injects one fault, and checks what must hold. The same functions
// back `tensora-lab chaos` and the package's Go tests.

// Check is one thing a scenario asserts.
type Check struct {
	What   string `json:"what"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail,omitempty"`
	// Timing marks a check of measured latency (a ratio against a clean
	// run in the same scenario): the chaos command enforces it, the Go
	// tests report it but do not fail on it, since tests assert no
	// wall-clock times.
	Timing bool `json:"timing,omitempty"`
}

// Result is what one scenario did and what held.
type Result struct {
	ID      string        `json:"id"`
	Title   string        `json:"title"`
	Did     []string      `json:"did"`
	Checks  []Check       `json:"checks"`
	Skipped string        `json:"skipped,omitempty"`
	Error   string        `json:"error,omitempty"`
	Elapsed time.Duration `json:"elapsed_ns"`
}

// Passed reports whether the scenario ran and every check held.
func (r *Result) Passed() bool { return r.passed(true) }

// PassedApartFromTiming is Passed with failed Timing checks let through:
// what the Go tests require.
func (r *Result) PassedApartFromTiming() bool { return r.passed(false) }

func (r *Result) passed(timing bool) bool {
	if r.Error != "" || r.Skipped != "" || len(r.Checks) == 0 {
		return false
	}
	for _, c := range r.Checks {
		if !c.OK && (timing || !c.Timing) {
			return false
		}
	}
	return true
}

// Status is PASS, FAIL or SKIP.
func (r *Result) Status() string {
	switch {
	case r.Skipped != "":
		return "SKIP"
	case r.Passed():
		return "PASS"
	}
	return "FAIL"
}

func (r *Result) did(format string, a ...any) { r.Did = append(r.Did, fmt.Sprintf(format, a...)) }

func (r *Result) check(ok bool, what, format string, a ...any) bool {
	r.Checks = append(r.Checks, Check{What: what, OK: ok, Detail: fmt.Sprintf(format, a...)})
	return ok
}

// timing is check for a measured latency goal (Check.Timing).
func (r *Result) timing(ok bool, what, format string, a ...any) bool {
	r.Checks = append(r.Checks, Check{What: what, OK: ok, Detail: fmt.Sprintf(format, a...), Timing: true})
	return ok
}

// Options size the scenarios.
type Options struct {
	// Quick runs smaller sizes (the Go tests, `make test`).
	Quick bool
	// FuzzTime bounds R9's fuzzing (default 30s; Quick runs the seeds).
	FuzzTime time.Duration
	// ModuleDir is the source tree R9 fuzzes in (default: found from the
	// working directory upwards).
	ModuleDir string
	Logger    *slog.Logger
	// Binary is the tensora executable R1p starts its processes from
	// (default: the tensora beside this executable, as bin/tensora is
	// beside bin/tensora-lab, else tensora on PATH).
	Binary string
	// Progress, if set, receives a line per step while a scenario runs.
	Progress io.Writer
}

func (o *Options) applyDefaults() {
	if o.FuzzTime == 0 {
		o.FuzzTime = 30 * time.Second
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
}

func (o *Options) progress(format string, a ...any) {
	if o.Progress != nil {
		fmt.Fprintf(o.Progress, "  .. "+format+"\n", a...)
	}
}

// size picks the quick or the full figure.
func (o *Options) size(quick, full int) int {
	if o.Quick {
		return quick
	}
	return full
}

// Scenario is one fault and what must hold after it.
type Scenario struct {
	ID    string
	Title string
	// Model: the scenario runs real inference (needs ONNX Runtime and
	// the model from make setup).
	Model bool
	run   func(ctx context.Context, o Options, r *Result) error
}

// Scenarios are the fault suite, in PRODUCT.md's order.
var Scenarios = []Scenario{
	{ID: "R1", Title: "a miner crashes mid-job: the job completes elsewhere, escrow exact", Model: true, run: chaosR1},
	{ID: "R1p", Title: "kill -9 of a miner process mid-job (multi-process testnet): the job completes elsewhere, escrow exact", Model: true, run: chaosR1Procs},
	{ID: "R2", Title: "a byzantine miner is caught, challenged, slashed; the client is refunded", Model: true, run: chaosR2},
	{ID: "R3", Title: "a peer floods malformed, oversized and forged gossip: rejected, graylisted, honest traffic unaffected", run: chaosR3},
	{ID: "R4", Title: "replayed jobs, bids, assignments, results, proofs and settlement leaves are rejected", Model: true, run: chaosR4},
	{ID: "R5", Title: "a client without SUBMIT on an allowlisted subnet is refused, naming the right; granted, its jobs go only to miners with COMPUTE", run: chaosR5},
	{ID: "R6", Title: "every node restarts, one at a time, during a run: no job lost, none settled twice", Model: true, run: chaosR6},
	{ID: "R7", Title: "the chain is unreachable for a while: jobs continue, settlement catches up, balances exact", Model: true, run: chaosR7},
	{ID: "R8", Title: "1,000 Sybil bids from unstaked keys: ignored, matching time unchanged", run: chaosR8},
	{ID: "R9", Title: "contract invariants hold under fuzzed operation sequences", run: chaosR9},
	{ID: "R10", Title: "a stranger, an unassigned miner and the client settle a job to themselves: reverted; the assigned miner paid its signed price once", Model: true, run: chaosR10},
	{ID: "R11", Title: "a 41% validator challenges a correct leaf, votes, unbonds, resolves; the subnet owner changes terms after the batch: nobody slashed", run: chaosR11},
	{ID: "R12", Title: "dust validator registrations refused, a real validator still joins a full set, challenge gas flat in the set's size", run: chaosR12},
	{ID: "R13", Title: "forged verdicts from unstaked and non-validator keys are refused: reputation unchanged, nothing re-executed", Model: true, run: chaosR13},
	{ID: "R14", Title: "a 92-byte model declaring a 4 EiB output fails its job with a reason; the miner keeps serving", Model: true, run: chaosR14},
}

// ScenarioIDs lists the scenario ids.
func ScenarioIDs() []string {
	var ids []string
	for _, s := range Scenarios {
		ids = append(ids, s.ID)
	}
	return ids
}

// RunScenario runs one scenario by id.
func RunScenario(ctx context.Context, id string, o Options) *Result {
	o.applyDefaults()
	i := slices.IndexFunc(Scenarios, func(s Scenario) bool { return strings.EqualFold(s.ID, id) })
	if i < 0 {
		return &Result{ID: id, Error: fmt.Sprintf("unknown scenario %q (have %s)", id, strings.Join(ScenarioIDs(), ", "))}
	}
	s := Scenarios[i]
	r := &Result{ID: s.ID, Title: s.Title}
	start := time.Now()
	defer func() { r.Elapsed = time.Since(start) }()
	if s.Model {
		if _, err := engine.FindModel(engine.SileroVAD); err != nil {
			r.Skipped = fmt.Sprintf("needs the model (make setup): %v", err)
			return r
		}
		if _, err := onnx.FindLibrary(""); err != nil {
			r.Skipped = fmt.Sprintf("needs ONNX Runtime (make setup): %v", err)
			return r
		}
	}
	if err := s.run(ctx, o, r); err != nil {
		r.Error = err.Error()
	}
	return r
}

// Run runs the scenarios named in ids (all when empty) one after
// another, calling each (if not nil) as each finishes.
func Run(ctx context.Context, ids []string, o Options, each func(*Result)) []*Result {
	if len(ids) == 0 {
		ids = ScenarioIDs()
	}
	var out []*Result
	for _, id := range ids {
		if ctx.Err() != nil {
			break
		}
		r := RunScenario(ctx, id, o)
		out = append(out, r)
		if each != nil {
			each(r)
		}
	}
	return out
}

// Write prints one scenario: what it did and what held.
func Write(w io.Writer, r *Result) {
	fmt.Fprintf(w, "\n%s  %s  (%s, %.1fs)\n", r.ID, r.Title, r.Status(), r.Elapsed.Seconds())
	for _, d := range r.Did {
		fmt.Fprintf(w, "   did:  %s\n", d)
	}
	for _, c := range r.Checks {
		mark := "ok  "
		if !c.OK {
			mark = "FAIL"
		}
		fmt.Fprintf(w, "   %s  %s", mark, c.What)
		if c.Detail != "" {
			fmt.Fprintf(w, ": %s", c.Detail)
		}
		fmt.Fprintln(w)
	}
	if r.Skipped != "" {
		fmt.Fprintf(w, "   skipped: %s\n", r.Skipped)
	}
	if r.Error != "" {
		fmt.Fprintf(w, "   error: %s\n", r.Error)
	}
}

// WriteSummary prints the one-line-per-scenario summary.
func WriteSummary(w io.Writer, rs []*Result) {
	fmt.Fprintln(w, "\n| scenario | outcome | checks held | time |")
	fmt.Fprintln(w, "|---|---|---|---|")
	for _, r := range rs {
		held := 0
		for _, c := range r.Checks {
			if c.OK {
				held++
			}
		}
		fmt.Fprintf(w, "| %s | %s | %d/%d | %.1fs |\n", r.ID, r.Status(), held, len(r.Checks), r.Elapsed.Seconds())
	}
}

// chaosNet starts a network for a scenario, in a temporary data directory
// when the scenario restarts peers.
func chaosNet(ctx context.Context, o Options, cfg testnet.Config, durable bool) (*testnet.Net, func(), error) {
	cfg.Logger = o.Logger
	var dir string
	if durable {
		d, err := os.MkdirTemp("", "tensora-chaos-")
		if err != nil {
			return nil, nil, err
		}
		dir, cfg.DataDir = d, d
	}
	sctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	n, err := testnet.Start(sctx, cfg)
	if err != nil {
		if dir != "" {
			_ = os.RemoveAll(dir)
		}
		return nil, nil, err
	}
	return n, func() {
		n.Close()
		if dir != "" {
			_ = os.RemoveAll(dir)
		}
	}, nil
}

// cpuFleet is the fleet most scenarios use: CPU miners that all charge 2
// TORA, so every settled job moves exactly 2 TORA.
var (
	cpuFleet = []testnet.Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}}
	cpuJobs  = []testnet.JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}
	chaosFee = tora.Whole(2)
)

// ms formats a duration in milliseconds ("-" for none).
func ms(d time.Duration) string {
	if d == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1fms", float64(d)/float64(time.Millisecond))
}

// sleepCtx waits d or until ctx ends.
func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// --- money ----------------------------------------------------------------

// moneyChecks asserts that settlement moved exactly jobs × fee out of the
// client's escrow, 80% of it to miners and 20% to the validator pool, and
// that the escrow contract holds exactly what its books owe the client.
func moneyChecks(r *Result, sr *testnet.SettlementReport, jobs int) {
	want := new(big.Int).Mul(chaosFee, big.NewInt(int64(jobs)))
	paid := new(big.Int).Sub(sr.Before.ClientFree, sr.After.ClientFree)
	r.check(paid.Cmp(want) == 0, "client paid each job once", "%s TORA for %d jobs (want %s)", tora.Format(paid), jobs, tora.Format(want))
	miners := new(big.Int)
	for _, m := range sr.Miners {
		miners.Add(miners, new(big.Int).Sub(sr.After.MinerTORA[m], sr.Before.MinerTORA[m]))
	}
	// What validators claimed for their work left the pool again.
	pool := new(big.Int).Sub(sr.After.ValidatorPool, sr.Before.ValidatorPool)
	if sr.Validation != nil {
		for _, v := range sr.Validation.Validators {
			pool.Add(pool, v.Claimed)
		}
	}
	m80 := new(big.Int).Quo(new(big.Int).Mul(paid, big.NewInt(8)), big.NewInt(10))
	r.check(miners.Cmp(m80) == 0 && new(big.Int).Add(miners, pool).Cmp(paid) == 0, "80/20 split exact",
		"miners +%s, validator pool (and validators' claims) +%s TORA", tora.Format(miners), tora.Format(pool))
	held := new(big.Int).Add(sr.After.ClientFree, sr.After.ClientCommitted)
	r.check(sr.After.EscrowHeld.Cmp(held) == 0, "escrow contract holds exactly the client's balance",
		"holds %s, books say %s TORA", tora.Format(sr.After.EscrowHeld), tora.Format(held))
}

// settledOnce checks that every miner's batches finalized, each sent once.
func settledOnce(ctx context.Context, r *Result, n *testnet.Net) {
	bad := []string{}
	for _, m := range n.Miners {
		bs, err := m.Settlement().Batches(ctx)
		if err != nil {
			bad = append(bad, err.Error())
			continue
		}
		for _, b := range bs {
			if b.Attempts > 1 {
				bad = append(bad, fmt.Sprintf("%s batch %d sent %d times", m.Address().Hex()[:10], b.Seq, b.Attempts))
			}
		}
	}
	r.check(len(bad) == 0, "no batch sent twice", "%s", strings.Join(bad, "; "))
}

// runJobs posts k jobs and returns the report, folding its outcome into r.
func runJobs(ctx context.Context, r *Result, n *testnet.Net, k int, what string) (*testnet.Report, error) {
	return runJobsOn(ctx, r, n, k, what, n.Run)
}

// runAuctionJobs is runJobs with every job auctioned (a scenario that
// needs bids on the wire).
func runAuctionJobs(ctx context.Context, r *Result, n *testnet.Net, k int, what string) (*testnet.Report, error) {
	return runJobsOn(ctx, r, n, k, what, n.RunAuction)
}

func runJobsOn(ctx context.Context, r *Result, n *testnet.Net, k int, what string, run func(context.Context, int) (*testnet.Report, error)) (*testnet.Report, error) {
	rep, err := run(ctx, k)
	if err != nil {
		return rep, fmt.Errorf("%s: %w", what, err)
	}
	errs := []string{}
	for _, j := range rep.Jobs {
		if j.Error != "" {
			errs = append(errs, j.JobID+": "+j.Error)
		}
	}
	r.check(rep.OK(), what+": every job verified", "%d/%d verified %s", rep.Verified, len(rep.Jobs), strings.Join(errs, "; "))
	return rep, nil
}

// hostsOf returns the libp2p addresses of the given peers.
func hostsOf(ps []*node.Node) []peer.AddrInfo {
	var out []peer.AddrInfo
	for _, p := range ps {
		out = append(out, p.Host().AddrInfo())
	}
	return out
}
