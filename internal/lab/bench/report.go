package bench

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/scheduler"
)

// Config sizes the whole benchmark report (P1–P8). Zero fields take
// the full sizes, or the smoke sizes with Smoke.
type Config struct {
	Smoke        bool    // small sizes, for a test (about a minute on 2 loaded cores)
	Peers        []int   // P1/P7 network sizes (full: 10, 20, 50)
	Jobs         int     // P1 announces per size (full: 50)
	P2Jobs       int     // P2 timed jobs (full: 100)
	P2Miners     int     // P2 fleet (full: 10)
	P3Miners     []int   // P3 fleet sizes (full: 1, 2, 4, 8)
	P3Jobs       int     // P3 jobs per size (full: 50 per miner, at least 200)
	P3PerMiner   int     // P3 jobs in flight per miner (default 2)
	P4Iterations int     // P4 runs of each path (full: 2000)
	P5Sizes      []int64 // P5 file sizes (full: 256 MiB)
	P6PerJob     int     // P6 jobs on the per-job path (full: 10)
	P6Batches    []int   // P6 batch sizes (full: 10, 100, 1000)
	P8Bids       []int   // P8 market sizes (full: 1k, 10k, 100k)
	P8Time       time.Duration
	HERuns       int // M24 timed runs of each inference path (full: 30)
	HEKeyGens    int // M24 timed key generations (full: 3)
	HETransfers  int // M24 transfers of the keys and of the input (full: 5)
	// Only runs these goals ("P1", "P5", ...); the rest are listed as
	// not run. Empty: all.
	Only   []string
	Logger func(format string, args ...any)
}

func (c *Config) applyDefaults() {
	full := !c.Smoke
	pick := func(fullV, smokeV int) int {
		if full {
			return fullV
		}
		return smokeV
	}
	if len(c.Peers) == 0 {
		c.Peers = []int{10, 20, 50}
		if !full {
			c.Peers = []int{6}
		}
	}
	if c.Jobs == 0 {
		c.Jobs = pick(50, 6)
	}
	if c.P2Jobs == 0 {
		c.P2Jobs = pick(100, 5)
	}
	if c.P2Miners == 0 {
		c.P2Miners = pick(10, 3)
	}
	if len(c.P3Miners) == 0 {
		c.P3Miners = []int{1, 2, 4, 8}
		if !full {
			c.P3Miners = []int{1, 2}
		}
	}
	if c.P3Jobs == 0 && !full {
		c.P3Jobs = 12
	}
	if c.P4Iterations == 0 {
		c.P4Iterations = pick(2000, 200)
	}
	if len(c.P5Sizes) == 0 {
		c.P5Sizes = []int64{256 << 20}
		if !full {
			c.P5Sizes = []int64{4 << 20}
		}
	}
	if c.P6PerJob == 0 {
		c.P6PerJob = pick(10, 2)
	}
	if len(c.P6Batches) == 0 {
		c.P6Batches = []int{10, 100, 1000}
		if !full {
			c.P6Batches = []int{10, 100} // gas is deterministic: smoke measures the goal
		}
	}
	if len(c.P8Bids) == 0 {
		c.P8Bids = []int{1_000, 10_000, 100_000}
		if !full {
			c.P8Bids = []int{1_000, 10_000}
		}
	}
	if c.P8Time == 0 {
		c.P8Time = time.Duration(pick(int(2*time.Second), int(50*time.Millisecond)))
	}
	if c.HERuns == 0 {
		c.HERuns = pick(30, 2)
	}
	if c.HEKeyGens == 0 {
		c.HEKeyGens = pick(3, 1)
	}
	if c.HETransfers == 0 {
		c.HETransfers = pick(5, 1)
	}
	if c.Logger == nil {
		c.Logger = func(string, ...any) {}
	}
}

func (c *Config) runs(id string) bool {
	return len(c.Only) == 0 || slices.ContainsFunc(c.Only, func(s string) bool { return strings.EqualFold(s, id) })
}

// GoalRow is one line of the report's summary: a P goal, its baseline
// measured in the same run, our figure, their ratio and the verdict.
type GoalRow struct {
	ID       string  `json:"id"`
	Metric   string  `json:"metric"`
	Baseline string  `json:"baseline"`
	Ours     string  `json:"ours"`
	Ratio    string  `json:"ratio"`
	Goal     string  `json:"goal"`
	Verdict  string  `json:"verdict"` // "pass", "falls short", "not run: …", "error: …"
	Value    float64 `json:"value"`   // the figure the verdict judges (ratio or time), for tests
}

// Goal verdicts.
const (
	Pass       = "pass"
	FallsShort = "falls short"
	Measured   = "measured" // a row without a goal (M24)
)

// Report is the outcome of Run.
type Report struct {
	Machine Machine       `json:"machine"`
	Smoke   bool          `json:"smoke"`
	Started time.Time     `json:"started"`
	Took    time.Duration `json:"took_ns"`
	LoadEnd float64       `json:"load_avg_1m_end"`
	Rows    []GoalRow     `json:"goals"`

	P1 []AnnounceRow        `json:"p1_p7,omitempty"`
	P2 *JobOverheadReport   `json:"p2,omitempty"`
	P3 []ThroughputRow      `json:"p3,omitempty"`
	P4 *onnx.P4Result       `json:"p4,omitempty"`
	P5 *content.P5Report    `json:"p5,omitempty"`
	P6 *SettlementGasReport `json:"p6,omitempty"`
	P8 []scheduler.P8Row    `json:"p8,omitempty"`
	// M24 is encrypted inference: no P goal, measured beside them.
	M24 *HEReport `json:"m24,omitempty"`
	// Errors are scenarios that could not run, by goal id.
	Errors map[string]string `json:"errors,omitempty"`
}

// Failed reports whether any scenario ended in an error (a goal falling
// short is not a failure of the run).
func (r *Report) Failed() bool { return len(r.Errors) > 0 }

// Row returns the summary row of goal id.
func (r *Report) Row(id string) (GoalRow, bool) {
	for _, g := range r.Rows {
		if g.ID == id {
			return g, true
		}
	}
	return GoalRow{}, false
}

// Run runs every P scenario in one go, each on its own fresh
// network or chain, and judges each goal against its baseline from the
// same run. A scenario that fails is recorded in Errors and its row says
// so; the others still run. Only a cancelled ctx stops the run early.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	cfg.applyDefaults()
	logf := cfg.Logger
	rep := &Report{Machine: DescribeMachine(ctx), Smoke: cfg.Smoke, Started: time.Now(), Errors: map[string]string{}}
	fail := func(id string, err error) {
		logf("bench: %s: %v", id, err)
		rep.Errors[id] = err.Error()
	}
	type step struct {
		ids []string
		run func() error
	}
	steps := []step{
		{[]string{"P8"}, func() error {
			for _, n := range cfg.P8Bids {
				logf("bench: P8 matching %d bids", n)
				row, err := scheduler.MeasureMatch(ctx, n, cfg.P8Time)
				if err != nil {
					return err
				}
				rep.P8 = append(rep.P8, row)
			}
			return nil
		}},
		{[]string{"P6"}, func() error {
			logf("bench: P6 settlement gas (%d per-job, batches %v)", cfg.P6PerJob, cfg.P6Batches)
			var err error
			rep.P6, err = SettlementGas(ctx, cfg.P6PerJob, cfg.P6Batches)
			return err
		}},
		{[]string{"P4"}, func() error {
			logf("bench: P4 engine vs direct onnxruntime_go, %d runs each", cfg.P4Iterations)
			r, err := onnx.MeasureP4(ctx, onnx.P4Config{Iterations: cfg.P4Iterations})
			if err != nil {
				return err
			}
			rep.P4 = &r
			return nil
		}},
		{[]string{"P5"}, func() error {
			logf("bench: P5 DAG stream and bitswap vs loopback TCP, sizes %v", cfg.P5Sizes)
			r, err := content.MeasureP5(ctx, cfg.P5Sizes)
			if err != nil {
				return err
			}
			rep.P5 = &r
			return nil
		}},
		{[]string{"M24"}, func() error {
			var err error
			rep.M24, err = EncryptedInference(ctx, HEConfig{Runs: cfg.HERuns, KeyGens: cfg.HEKeyGens, Transfers: cfg.HETransfers, Logger: logf})
			return err
		}},
		{[]string{"P1", "P7"}, func() error {
			var err error
			rep.P1, err = Announce(ctx, AnnounceConfig{Peers: cfg.Peers, Jobs: cfg.Jobs, RawPings: max(cfg.Jobs, 10), Logger: logf})
			return err
		}},
		{[]string{"P2"}, func() error {
			var err error
			rep.P2, err = JobOverhead(ctx, JobOverheadConfig{Miners: cfg.P2Miners, Jobs: cfg.P2Jobs, Logger: logf})
			return err
		}},
		{[]string{"P3"}, func() error {
			var err error
			rep.P3, err = Throughput(ctx, ThroughputConfig{Miners: cfg.P3Miners, Jobs: cfg.P3Jobs, PerMiner: cfg.P3PerMiner, Logger: logf})
			return err
		}},
	}
	for _, st := range steps {
		if !slices.ContainsFunc(st.ids, cfg.runs) {
			continue
		}
		if err := st.run(); err != nil {
			if ctx.Err() != nil {
				return rep, ctx.Err()
			}
			for _, id := range st.ids {
				fail(id, err)
			}
		}
	}
	rep.Took = time.Since(rep.Started)
	rep.LoadEnd = LoadAverage()
	rep.Rows = rep.judge(&cfg)
	return rep, nil
}

func verdict(ok bool) string {
	if ok {
		return Pass
	}
	return FallsShort
}

// judge makes the summary rows, one per goal P1–P9.
func (r *Report) judge(cfg *Config) []GoalRow {
	rows := make([]GoalRow, 0, 9)
	add := func(g GoalRow, ran bool) {
		if err, ok := r.Errors[g.ID]; ok {
			g.Verdict = "error: " + err
		} else if !ran {
			g.Verdict = "not run"
			if !cfg.runs(g.ID) {
				g.Verdict = "not run (--only)"
			}
		}
		rows = append(rows, g)
	}

	// P1 and P7 are judged at the largest network measured.
	p1 := GoalRow{ID: "P1", Metric: "announce → first bid p99", Goal: "p99 < 100 ms and ≤ 1.5× raw GossipSub p99"}
	p7 := GoalRow{ID: "P7", Metric: "bytes received per miner per announce", Goal: "≤ 7× the message size"}
	if n := len(r.P1); n > 0 {
		b := r.P1[n-1]
		ratio1 := ratio(b.FirstBid.P99, b.RawOneWay.P99)
		p1.Metric = fmt.Sprintf("announce → first bid p99, %d miners + client", b.Miners)
		p1.Baseline = "raw publish→deliver p99 " + msf(b.RawOneWay.P99)
		p1.Ours = msf(b.FirstBid.P99)
		if b.NoBid > 0 {
			p1.Ours += fmt.Sprintf("; %d of %d jobs got no bid in the window", b.NoBid, b.NoBid+b.FirstBid.N)
		}
		p1.Ratio = fmt.Sprintf("%.2f×", ratio1)
		p1.Value = ratio1
		p1.Verdict = verdict(b.NoBid == 0 && b.FirstBid.N > 0 && b.FirstBid.P99 < 100*time.Millisecond && ratio1 <= 1.5)
		amp := b.BytesPerAnnounce / float64(max(1, b.AnnounceBytes))
		p7.Metric = fmt.Sprintf("bytes in per miner per announce, %d miners", b.Miners)
		p7.Baseline = fmt.Sprintf("message %d B", b.AnnounceBytes)
		p7.Ours = fmt.Sprintf("%.0f B", b.BytesPerAnnounce)
		p7.Ratio = fmt.Sprintf("%.2f×", amp)
		p7.Value = amp
		p7.Verdict = verdict(amp <= 7)
	}
	add(p1, len(r.P1) > 0)

	p2 := GoalRow{ID: "P2", Metric: "job overhead (announce → verified − exec), model cached: fast path vs auction",
		Goal: "fast path p50 ≤ 15 ms, p99 ≤ 50 ms; auction ≤ bid window + 50 ms"}
	if r.P2 != nil && r.P2.EndToEnd.N > 0 && r.P2.AuctionEndToEnd.N > 0 {
		budget := r.P2.BidWindow + 50*time.Millisecond
		p2.Baseline = fmt.Sprintf("auction p50 %s, p99 %s (bid window %s)", msf(r.P2.AuctionOverhead.P50), msf(r.P2.AuctionOverhead.P99), r.P2.BidWindow)
		p2.Ours = fmt.Sprintf("fast path p50 %s, p99 %s", msf(r.P2.Overhead.P50), msf(r.P2.Overhead.P99))
		ratio := float64(r.P2.Overhead.P99) / float64(max(1, r.P2.AuctionOverhead.P99))
		p2.Ratio = fmt.Sprintf("%.3f× the auction's p99", ratio)
		p2.Value = float64(r.P2.Overhead.P99) / float64(50*time.Millisecond)
		p2.Verdict = verdict(r.P2.Overhead.P50 <= 15*time.Millisecond && r.P2.Overhead.P99 <= 50*time.Millisecond &&
			r.P2.AuctionOverhead.P99 <= budget && r.P2.Failed == 0 && r.P2.AuctionFailed == 0)
	}
	add(p2, r.P2 != nil)

	p3 := GoalRow{ID: "P3", Metric: "throughput, tiny model (silero VAD)", Goal: "near-linear in miners until the cores are busy"}
	if len(r.P3) > 0 {
		base := r.P3[0]
		last := r.P3[len(r.P3)-1]
		p3.Metric = fmt.Sprintf("verified jobs/s, %d → %d miners", base.Miners, last.Miners)
		p3.Baseline = fmt.Sprintf("%.1f/s (%d miner)", base.PerSecond(), base.Miners)
		p3.Ours = fmt.Sprintf("%.1f/s (%d miners)", last.PerSecond(), last.Miners)
		sp := last.PerSecond() / math.Max(base.PerSecond(), 1e-9)
		p3.Ratio = fmt.Sprintf("%.2f× for %d× miners", sp, last.Miners/max(1, base.Miners))
		if busy := base.CoresBusy(); busy >= 0.75*float64(r.Machine.Cores) {
			// Past this point every added in-process miner adds work
			// (its gossip checks), not cores.
			p3.Ratio += fmt.Sprintf("; cores busy at %d miner (%.1f of %d)", base.Miners, busy, r.Machine.Cores)
		}
		p3.Value = sp
		p3.Verdict = verdict(p3Linear(r.P3, r.Machine.Cores))
	}
	add(p3, len(r.P3) > 0)

	p4 := GoalRow{ID: "P4", Metric: "per inference, silero VAD v5, 1 thread", Goal: "≤ 1.05×"}
	if r.P4 != nil {
		p4.Baseline = "direct onnxruntime_go Run " + usf(r.P4.Direct)
		p4.Ours = "Engine.Run " + usf(r.P4.Engine)
		p4.Ratio = fmt.Sprintf("%.2f×", r.P4.Ratio())
		p4.Value = r.P4.Ratio()
		p4.Verdict = verdict(r.P4.Ratio() <= 1.05)
	}
	add(p4, r.P4 != nil)

	p5 := GoalRow{ID: "P5", Metric: "model fetch from a known provider (DAG stream), 2 peers", Goal: "≥ 0.5× TCP; first block ≤ 20 ms"}
	if r.P5 != nil && len(r.P5.Rows) > 0 {
		row := r.P5.Rows[len(r.P5.Rows)-1]
		p5.Metric = fmt.Sprintf("model fetch from a known provider, %d MiB", row.Size>>20)
		p5.Baseline = fmt.Sprintf("loopback TCP %.0f MB/s", row.TCPMBps())
		p5.Ours = fmt.Sprintf("DAG stream %.0f MB/s, first block %s (bitswap %.0f MB/s, %.3f×; plain libp2p stream %.3f×)",
			row.StreamMBps(), msf(row.StreamFirst), row.FetchMBps(), row.Ratio(), row.Libp2pRatio())
		p5.Ratio = fmt.Sprintf("%.3f×", row.StreamRatio())
		p5.Value = row.StreamRatio()
		p5.Verdict = verdict(row.StreamRatio() >= 0.5 && row.StreamFirst <= 20*time.Millisecond)
	}
	add(p5, r.P5 != nil)

	p6 := GoalRow{ID: "P6", Metric: "settlement gas per job, batch of 100", Goal: "≤ 1/20 of per-job (stretch 1/50)"}
	if r.P6 != nil && len(r.P6.Batches) > 0 {
		b := r.P6.Batches[len(r.P6.Batches)-1]
		for _, x := range r.P6.Batches {
			if x.Size == 100 {
				b = x
			}
		}
		p6.Metric = fmt.Sprintf("settlement gas per job, batch of %d", b.Size)
		p6.Baseline = fmt.Sprintf("per-job path %d gas", r.P6.PerJob)
		p6.Ours = fmt.Sprintf("%d gas", b.Total)
		rt := b.Ratio(r.P6.PerJob)
		p6.Ratio = fmt.Sprintf("1/%.1f", rt)
		p6.Value = rt
		p6.Verdict = verdict(rt >= 20)
		if rt >= 50 {
			p6.Verdict = Pass + " (stretch met)"
		}
	}
	add(p6, r.P6 != nil)

	add(p7, len(r.P1) > 0)

	p8 := GoalRow{ID: "P8", Metric: "Match, 10,000 bids", Goal: "< 10 ms, O(n log n)"}
	if len(r.P8) > 0 {
		at := r.P8[len(r.P8)-1]
		for _, x := range r.P8 {
			if x.Bids == 10_000 {
				at = x
			}
		}
		p8.Metric = fmt.Sprintf("Match, %d bids", at.Bids)
		p8.Baseline = "read-only floor " + msf(at.Floor)
		p8.Ours = msf(at.PerMatch)
		p8.Ratio = fmt.Sprintf("%.2f× floor", ratio(at.PerMatch, at.Floor))
		p8.Value = float64(at.PerMatch) / float64(time.Millisecond)
		ok := at.PerMatch < 10*time.Millisecond
		if g, has := p8Growth(r.P8); has {
			p8.Ratio += fmt.Sprintf("; ×%.1f time per ×10 bids", g)
			ok = ok && g <= 10*math.Log(1e5)/math.Log(1e4)*1.25 // n log n with 25% slack
		}
		p8.Verdict = verdict(ok)
	}
	add(p8, len(r.P8) > 0)

	rows = append(rows, GoalRow{ID: "P9", Metric: "vLLM path vs direct API call", Goal: "≤ 1.1×", Verdict: "not run: needs a GPU and vLLM"})

	m24 := GoalRow{ID: "M24", Metric: "encrypted inference per input, MNIST 14×14 MLP, " + HEParams, Goal: "none in PRODUCT.md (measured)"}
	if h := r.M24; h != nil {
		m24.Baseline = "ONNX Runtime Engine.Run " + usf(h.ORT.P50)
		m24.Ours = fmt.Sprintf("he-ckks Engine.Run %s (1 input per ciphertext); %s per input at %d per ciphertext", msf(h.Encrypted.P50), msf(h.PerInput()), h.MaxBatch)
		m24.Ratio = fmt.Sprintf("%.0f× (%.0f× batched)", h.Slowdown(), ratio(h.PerInput(), h.ORT.P50))
		m24.Value = h.Slowdown()
		m24.Verdict = Measured
	}
	add(m24, r.M24 != nil)
	return rows
}

// p3Linear: throughput at k miners is at least 75% of k× one miner's for
// every k up to the core count, and it does not fall by more than 20%
// from its best as miners are added beyond.
func p3Linear(rows []ThroughputRow, cores int) bool {
	if len(rows) == 0 || rows[0].PerSecond() <= 0 {
		return false
	}
	one := rows[0].PerSecond() / float64(rows[0].Miners)
	best := 0.0
	for _, r := range rows {
		if r.Failed > 0 {
			return false
		}
		if r.Miners <= cores && r.PerSecond() < 0.75*one*float64(r.Miners) {
			return false
		}
		best = math.Max(best, r.PerSecond())
	}
	return rows[len(rows)-1].PerSecond() >= 0.8*best
}

// p8Growth is the time factor from 10k to 100k bids, if both ran.
func p8Growth(rows []scheduler.P8Row) (float64, bool) {
	var a, b time.Duration
	for _, r := range rows {
		switch r.Bids {
		case 10_000:
			a = r.PerMatch
		case 100_000:
			b = r.PerMatch
		}
	}
	if a <= 0 || b <= 0 {
		return 0, false
	}
	return float64(b) / float64(a), true
}

func usf(d time.Duration) string { return fmt.Sprintf("%.1fµs", float64(d)/float64(time.Microsecond)) }

// WriteMarkdown prints the report: machine, the goal table, then how cost
// grows and each scenario's detail.
func (r *Report) WriteMarkdown(w io.Writer) error {
	var b bytes.Buffer
	kind := "full"
	if r.Smoke {
		kind = "smoke (small sizes; not a measurement of the goals)"
	}
	fmt.Fprintf(&b, "Run %s, %s, took %s. Machine: %s. Load average (1 min) %.2f at the start, %.2f at the end",
		r.Started.UTC().Format("2006-01-02 15:04 MST"), kind, r.Took.Round(time.Second), r.Machine, r.Machine.Load, r.LoadEnd)
	if r.Machine.Load >= 1.5 || r.LoadEnd >= 1.5 {
		b.WriteString(": the machine was not quiet, other work shared its cores")
	}
	b.WriteString(".\n\n")
	b.WriteString("| goal | metric | baseline (same run) | ours | ratio | goal | verdict |\n|---|---|---|---|---|---|---|\n")
	for _, g := range r.Rows {
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s |\n", g.ID, g.Metric, dash(g.Baseline), dash(g.Ours), dash(g.Ratio), g.Goal, g.Verdict)
	}
	if len(r.P1) > 0 {
		b.WriteString("\n### P1, P7 by network size\n\nOne miner in five is eligible (a GPU job on a mixed fleet); raw baselines on the same hosts: GossipSub publish → deliver on a topic with no validator (one-way), and publish → first reply from one miner in five (round trip, the shape of a bid).\n\n")
		if err := WriteAnnounceTable(&b, r.P1); err != nil {
			return err
		}
	}
	if len(r.P3) > 0 {
		fmt.Fprintf(&b, "\n### P3 throughput by fleet size\n\nReal jobs (silero VAD v5, generated inputs, model cached on every miner), %d jobs per miner in flight from one client, bid window 300 ms; every peer shares this machine's cores. Path: verified jobs placed directly from a standing offer / by the auction (every direct attempt declined or went unanswered). CPU per job: the whole process (every peer) over the timed jobs, which does not depend on how busy the machine is; cores busy: that CPU over the wall time. Stages (p50 / p99): announce → acked at the client, announce → the miner started the job (after its queue and input; miner's clock, same machine), miner finished → verified at the client.\n\n| miners | jobs | in flight | verified | failed | direct / auction | jobs/s | per miner | CPU per job | cores busy | announce → verified p50 / p99 | → acked | → started | → verified |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n", r.P3[0].InFlight/max(1, r.P3[0].Miners))
		for _, p := range r.P3 {
			fmt.Fprintf(&b, "| %d | %d | %d | %d | %d | %d / %d | %.1f | %.1f | %s | %.2f | %s / %s | %s / %s | %s / %s | %s / %s |\n", p.Miners, p.Jobs, p.InFlight, p.Verified, p.Failed,
				p.Direct, p.Auction, p.PerSecond(), p.PerSecond()/float64(p.Miners), msf(p.CPUPerJob()), p.CoresBusy(), msf(p.Latency.P50), msf(p.Latency.P99),
				msf(p.Ack.P50), msf(p.Ack.P99), msf(p.Wait.P50), msf(p.Wait.P99), msf(p.Return.P50), msf(p.Return.P99))
		}
		for _, p := range r.P3 {
			if p.FirstError != "" {
				fmt.Fprintf(&b, "\nFirst failure at %d miners: %s\n", p.Miners, p.FirstError)
				break
			}
		}
	}
	if len(r.P8) > 0 {
		b.WriteString("\n### P8 matching by market size\n\n| bids | runs | per Match | per bid | read-only floor | allocated per Match |\n|---|---|---|---|---|---|\n")
		for _, p := range r.P8 {
			fmt.Fprintf(&b, "| %d | %d | %s | %.0f ns | %s | %d KiB |\n", p.Bids, p.Runs, msf(p.PerMatch),
				float64(p.PerMatch.Nanoseconds())/float64(p.Bids), msf(p.Floor), p.BytesOp>>10)
		}
	}
	if r.P2 != nil {
		b.WriteString("\n### P2 job overhead\n\n")
		if err := r.P2.WriteTable(&b); err != nil {
			return err
		}
	}
	if r.P4 != nil {
		fmt.Fprintf(&b, "\n### P4 engine overhead\n\n%d runs of each path, interleaved, one intra-op thread, the engine's own cached session for both.\n\n| path | per run |\n|---|---|\n| direct onnxruntime_go Run, fresh input tensors | %s |\n| direct, input tensors reused (floor) | %s |\n| Engine.Run, cancellable context (a job with a deadline) | %s (%.2f×) |\n| Engine.Run, background context | %s (%.2f×) |\n",
			r.P4.Iterations, usf(r.P4.Direct), usf(r.P4.DirectReused), usf(r.P4.Engine), r.P4.Ratio(),
			usf(r.P4.EngineBg), float64(r.P4.EngineBg)/math.Max(1, float64(r.P4.Direct)))
	}
	if r.P5 != nil {
		b.WriteString("\n### P5 model fetch vs loopback TCP\n\nTwo in-process peers on loopback TCP (libp2p's TLS 1.3 and yamux), the receiver fresh for each fetch with an empty on-disk badger DB in a fresh temporary directory, as a node keeps its blocks (blocks over 64 KiB go to badger's value log); both peers share this machine's cores, which bound every path but the TCP copy. DAG stream: `FetchFrom` from the known provider (/tensora/dag/1.0.0), every block hashed and stored, first block = first leaf verified. Bitswap: `Fetch` naming the provider, first block = first file byte written. Plain libp2p stream: the same bytes on one stream between the two hosts, nothing hashed or stored, the ceiling of any transfer over libp2p here.\n\n| size | raw TCP | plain libp2p stream | DAG stream | ratio | first block | bitswap | ratio | first block |\n|---|---|---|---|---|---|---|---|---|\n")
		for _, p := range r.P5.Rows {
			fmt.Fprintf(&b, "| %d MiB | %.0f MB/s | %.0f MB/s (%.3f×) | %.0f MB/s | %.3f× | %s | %.0f MB/s | %.3f× | %s |\n", p.Size>>20, p.TCPMBps(),
				float64(p.Size)/1e6/math.Max(p.Libp2p.Seconds(), 1e-9), p.Libp2pRatio(),
				p.StreamMBps(), p.StreamRatio(), msf(p.StreamFirst), p.FetchMBps(), p.Ratio(), msf(p.FirstBlock))
		}
	}
	if r.M24 != nil {
		if err := r.M24.WriteTable(&b); err != nil {
			return err
		}
	}
	if r.P6 != nil {
		fmt.Fprintf(&b, "\n### P6 settlement gas\n\nFrom receipts on the embedded chain (mainnet's Osaka rules). Per-job path over %d jobs: postJob %d + submitResult %d + finalize %d = %d gas/job. Batched = submitBatch + finalizeBatch + one claim, per job.\n\n| batch size | txs | submit | finalize | claim | total | per-job ÷ batched |\n|---|---|---|---|---|---|---|\n",
			r.P6.PerJobJobs, r.P6.Post, r.P6.Submit, r.P6.Fin, r.P6.PerJob)
		for _, g := range r.P6.Batches {
			fmt.Fprintf(&b, "| %d | %d | %d | %d | %d | %d | %.1f× |\n", g.Size, g.Txs, g.Submit, g.Finalize, g.Claim, g.Total, g.Ratio(r.P6.PerJob))
		}
	}
	if len(r.Errors) > 0 {
		b.WriteString("\n### Scenarios that failed\n\n")
		for _, id := range slices.Sorted(mapKeys(r.Errors)) {
			fmt.Fprintf(&b, "- %s: %s\n", id, r.Errors[id])
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

func mapKeys(m map[string]string) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

func dash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

// Markers delimit the generated part of docs/benchmarks.md; WriteReportFile
// keeps what is outside them (the hand-written notes on what limits each
// goal). They keep the name the command had when they were first written,
// so existing copies of the file still match.
const (
	ReportBegin = "<!-- tensora testnet bench: generated from here -->"
	ReportEnd   = "<!-- tensora testnet bench: generated up to here -->"
)

// WriteReportFile writes the report into path between ReportBegin and
// ReportEnd, keeping the rest of an existing file; a new file (or one
// without the markers) gets a heading, the report and an empty notes
// section.
func (r *Report) WriteReportFile(path string) error {
	var gen bytes.Buffer
	gen.WriteString(ReportBegin + "\n\n")
	if err := r.WriteMarkdown(&gen); err != nil {
		return err
	}
	gen.WriteString("\n" + ReportEnd)
	old, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("bench: %w", err)
	}
	var out string
	i, j := bytes.Index(old, []byte(ReportBegin)), bytes.Index(old, []byte(ReportEnd))
	if i >= 0 && j > i {
		out = string(old[:i]) + gen.String() + string(old[j+len(ReportEnd):])
	} else {
		out = "# Benchmarks\n\nProduced by `tensora-lab bench --write " + path + "` (`make bench`).\n\n" + gen.String() + "\n\n## What limits each goal\n\n(notes)\n"
	}
	return os.WriteFile(path, []byte(out), 0o644)
}
