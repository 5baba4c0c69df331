package soak

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"text/tabwriter"
	"time"

	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/testnet"
	"github.com/tensora/tensora/types/tora"
)

// Config is a bounded soak run: an in-process testnet with real
// inference and settlement on the embedded chain, a job posted every
// Interval for Duration, the process's memory, goroutines and the
// network's queue depths sampled every SampleEvery.
type Config struct {
	Duration    time.Duration // default 10m
	Interval    time.Duration // between posts (default 100ms)
	SampleEvery time.Duration // default 5s
	Miners      int           // default 20
	// MaxInFlight bounds jobs posted and not yet done (default 200): a
	// network that falls behind shows as in-flight growth, not as an
	// unbounded pile of goroutines.
	MaxInFlight int
	// NoChain skips settlement (matching and inference only).
	NoChain bool
	// JobDeadline is each job's deadline (default 2m; the node's default
	// is 10m). Peers keep a job's state until its deadline plus a minute
	// (or 3 minutes after its result, for peers that follow results), so
	// memory levels only after that: it must fit in the warm-up third.
	JobDeadline time.Duration
	Logger      *slog.Logger
	// Progress, when set, receives each sample as it is taken.
	Progress func(Sample)
}

// Sample is one measurement.
type Sample struct {
	At         time.Duration `json:"at_ns"`
	HeapLive   uint64        `json:"heap_live_bytes"` // after a GC
	Sys        uint64        `json:"sys_bytes"`
	RSS        uint64        `json:"rss_bytes"`
	Goroutines int           `json:"goroutines"`
	Posted     int64         `json:"posted"`
	Verified   int64         `json:"verified"`
	Failed     int64         `json:"failed"`
	InFlight   int64         `json:"in_flight"`
	MinerQueue int           `json:"miner_queue"`      // jobs waiting in miners' queues
	Unbatched  int           `json:"settle_unbatched"` // settlement entries not yet in a batch
}

// Report is the samples and the verdict.
type Report struct {
	Config  Config   `json:"-"`
	Samples []Sample `json:"samples"`
	// Means over the middle and last thirds of the samples.
	MidHeap, LastHeap             float64
	MidGoroutines, LastGoroutines float64
	MidQueue, LastQueue           float64
	MemFlat, GoroutinesFlat       bool
	QueueFlat                     bool
	// Errors counts failed jobs by error (first 80 characters).
	Errors map[string]int `json:"errors,omitempty"`
}

// OK: no memory, goroutine or queue growth, jobs verified, and at most 1%
// of them failed (a machine too small for the rate shows as failures:
// no bid within the bid window).
func (r *Report) OK() bool {
	last := Sample{}
	if len(r.Samples) > 0 {
		last = r.Samples[len(r.Samples)-1]
	}
	return r.MemFlat && r.GoroutinesFlat && r.QueueFlat && last.Verified > 0 && last.Failed*100 <= last.Posted
}

// Run runs the soak and returns its samples and verdict. It returns an
// error when the configuration cannot show a plateau (see JobDeadline),
// the testnet cannot start, or ctx ends early.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Duration == 0 {
		cfg.Duration = 10 * time.Minute
	}
	if cfg.Interval == 0 {
		cfg.Interval = 100 * time.Millisecond
	}
	if cfg.SampleEvery == 0 {
		cfg.SampleEvery = 5 * time.Second
	}
	if cfg.Miners == 0 {
		cfg.Miners = 20
	}
	if cfg.MaxInFlight == 0 {
		cfg.MaxInFlight = 200
	}
	if cfg.JobDeadline == 0 {
		cfg.JobDeadline = 2 * time.Minute
	}
	if cfg.JobDeadline < 10*time.Second {
		return nil, fmt.Errorf("soak: job deadline %s: want at least 10s (a job needs its bid window, a fetch and a run)", cfg.JobDeadline)
	}
	if hold := cfg.JobDeadline + time.Minute; 3*hold > cfg.Duration {
		return nil, fmt.Errorf("soak: peers keep a job up to %s (its deadline plus a minute), so memory levels only after that: run at least %s (3×) or give jobs a shorter deadline", hold, 3*hold)
	}
	jobs := int64(cfg.Duration/cfg.Interval) + 1
	net, err := testnet.Start(ctx, testnet.Config{Miners: cfg.Miners, Logger: cfg.Logger, Chain: !cfg.NoChain,
		ClientEscrowTORA: max(1000, jobs*10)})
	if err != nil {
		return nil, err
	}
	defer net.Close()
	// A fixed set of inputs, cycled: the soak measures the nodes, not a
	// content store filling with fresh inputs.
	mc, err := net.AddModel(ctx)
	if err != nil {
		return nil, err
	}
	var inputs []string
	for i := 0; i < 16; i++ {
		c, _, err := net.AddInput(ctx, i)
		if err != nil {
			return nil, err
		}
		inputs = append(inputs, c)
	}
	rep := &Report{Config: cfg, Errors: map[string]int{}}
	var errMu sync.Mutex
	var posted, verified, failed, inflight atomic.Int64
	start := time.Now()
	runCtx, cancel := context.WithTimeout(ctx, cfg.Duration)
	defer cancel()
	var wg sync.WaitGroup
	sem := make(chan struct{}, cfg.MaxInFlight)
	sample := func() {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		s := Sample{At: time.Since(start), HeapLive: ms.HeapAlloc, Sys: ms.Sys, RSS: selfRSS(), Goroutines: runtime.NumGoroutine(),
			Posted: posted.Load(), Verified: verified.Load(), Failed: failed.Load(), InFlight: inflight.Load()}
		for _, m := range net.Miners {
			if q := m.Queue(); q != nil {
				s.MinerQueue += q.Depth()
			}
			if st := m.Settlement(); st != nil {
				if n, err := st.Pending(ctx); err == nil {
					s.Unbatched += n
				}
			}
		}
		rep.Samples = append(rep.Samples, s)
		if cfg.Progress != nil {
			cfg.Progress(s)
		}
	}
	sampler := time.NewTicker(cfg.SampleEvery)
	defer sampler.Stop()
	poster := time.NewTicker(cfg.Interval)
	defer poster.Stop()
	sample()
	i := 0
loop:
	for {
		select {
		case <-runCtx.Done():
			break loop
		case <-sampler.C:
			sample()
		case <-poster.C:
			select {
			case sem <- struct{}{}:
			default:
				continue // MaxInFlight reached: skip this tick (in-flight shows it)
			}
			tpl := testnet.DefaultJobs[i%len(testnet.DefaultJobs)]
			req := node.JobRequest{Subnet: 1, Engine: tpl.Engine, Spec: tpl.Spec, MaxFee: tora.Whole(tpl.MaxFeeTORA),
				ModelCID: mc, InputCID: inputs[i%len(inputs)], Deadline: time.Now().Add(cfg.JobDeadline)}
			i++
			posted.Add(1)
			inflight.Add(1)
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer func() { <-sem; inflight.Add(-1) }()
				jctx, jcancel := context.WithTimeout(ctx, 2*time.Minute)
				defer jcancel()
				out, err := net.Client.Post(jctx, req)
				if err == nil && out != nil && out.Verified {
					verified.Add(1)
					return
				}
				failed.Add(1)
				msg := "not verified"
				if err != nil {
					msg = err.Error()
				}
				msg = jobIDRe.ReplaceAllString(msg, "job …")
				if len(msg) > 80 {
					msg = msg[:80]
				}
				errMu.Lock()
				rep.Errors[msg]++
				errMu.Unlock()
			}()
		}
	}
	wg.Wait()
	sample()
	if err := ctx.Err(); err != nil {
		return rep, err
	}
	rep.judge()
	return rep, nil
}

// judge compares the last third of the samples with the middle third
// (the first third is warm-up: caches, connections, the first batches).
func (r *Report) judge() {
	n := len(r.Samples)
	if n < 3 {
		return
	}
	mid, last := r.Samples[n/3:2*n/3], r.Samples[2*n/3:]
	mean := func(ss []Sample, f func(Sample) float64) float64 {
		t := 0.0
		for _, s := range ss {
			t += f(s)
		}
		return t / float64(max(1, len(ss)))
	}
	heap := func(s Sample) float64 { return float64(s.HeapLive) }
	gor := func(s Sample) float64 { return float64(s.Goroutines) }
	queue := func(s Sample) float64 { return float64(s.MinerQueue + s.Unbatched + int(s.InFlight)) }
	r.MidHeap, r.LastHeap = mean(mid, heap), mean(last, heap)
	r.MidGoroutines, r.LastGoroutines = mean(mid, gor), mean(last, gor)
	r.MidQueue, r.LastQueue = mean(mid, queue), mean(last, queue)
	// Tolerances: 10% (plus 8 MiB) of live heap, 10% (plus 20) goroutines,
	// 25% (plus 10) queued work.
	r.MemFlat = r.LastHeap <= r.MidHeap*1.10+8<<20
	r.GoroutinesFlat = r.LastGoroutines <= r.MidGoroutines*1.10+20
	r.QueueFlat = r.LastQueue <= r.MidQueue*1.25+10
}

var jobIDRe = regexp.MustCompile(`job [0-9a-f]{6,}`)

// selfRSS is this process's resident set from /proc (0 elsewhere).
func selfRSS() uint64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			fs := strings.Fields(v)
			if len(fs) > 0 {
				n, _ := strconv.ParseUint(fs[0], 10, 64)
				return n << 10
			}
		}
	}
	return 0
}

func mib(b float64) string { return strconv.FormatFloat(b/(1<<20), 'f', 1, 64) }

// WriteTable prints the samples and the verdict.
func (r *Report) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "T\tHEAP MiB\tRSS MiB\tGOROUTINES\tPOSTED\tVERIFIED\tFAILED\tIN FLIGHT\tMINER QUEUE\tUNBATCHED\t")
	for _, s := range r.Samples {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t\n", s.At.Round(time.Second), mib(float64(s.HeapLive)), mib(float64(s.RSS)),
			s.Goroutines, s.Posted, s.Verified, s.Failed, s.InFlight, s.MinerQueue, s.Unbatched)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	verdict := func(ok bool) string {
		if ok {
			return "flat"
		}
		return "GROWING"
	}
	fmt.Fprintf(w, "\nmiddle third → last third (means):\n")
	fmt.Fprintf(w, "  live heap   %s → %s MiB: %s (tolerance 10%% + 8 MiB)\n", mib(r.MidHeap), mib(r.LastHeap), verdict(r.MemFlat))
	fmt.Fprintf(w, "  goroutines  %.0f → %.0f: %s (tolerance 10%% + 20)\n", r.MidGoroutines, r.LastGoroutines, verdict(r.GoroutinesFlat))
	fmt.Fprintf(w, "  queued work %.1f → %.1f: %s (in flight + miner queues + unbatched; tolerance 25%% + 10)\n", r.MidQueue, r.LastQueue, verdict(r.QueueFlat))
	for msg, n := range r.Errors {
		fmt.Fprintf(w, "  failed %d×: %s\n", n, msg)
	}
	if r.OK() {
		fmt.Fprintln(w, "verdict: PASS")
	} else {
		fmt.Fprintln(w, "verdict: FAIL")
	}
	return nil
}
