package main

import (
	"fmt"
	"os"
	"runtime/pprof"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/internal/lab/bench"
)

// newBenchCmd is `tensora-lab bench`: every performance goal
// (P1–P8) measured in one run against its baseline, and encrypted
// inference (M24) beside them, as a markdown table.
func newBenchCmd(g *globals) *cobra.Command {
	var (
		cfg               bench.Config
		write, cpuprofile string
		p8Time            time.Duration
		p5MiB             []int
	)
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Measure every performance goal (P1–P8) against its baseline in one run and print a markdown report",
		Long: `Run the scenarios for PRODUCT.md's performance goals, each on a fresh
in-process network or chain, and print a table: metric, the baseline
measured in the same run, our figure, their ratio, the goal, and whether it
is met. Then how cost grows: P1/P7 at 10, 20 and 50 miners, P3 throughput at
1, 2, 4 and 8 miners, P8 matching at 1k, 10k and 100k bids, and each
scenario's detail.

  P1  announce → first bid p99 vs raw GossipSub publish → deliver
  P2  job overhead (announce → verified result, minus execution), model cached
  P3  throughput of real tiny-model jobs by fleet size
  P4  Engine.Run vs a direct onnxruntime_go Run of the same session
  P5  bitswap fetch between two peers vs a raw loopback TCP copy
  P6  settlement gas per job, batch of 100, vs the per-job path (receipts)
  P7  bytes received per miner per announce vs the message size
  P8  Match over 10,000 bids vs reading its inputs
  P9  (vLLM) is listed as not run: it needs a GPU
  M24 encrypted inference (no goal): the MNIST 14×14 MLP under CKKS vs
      ONNX Runtime in plaintext, slot batching, encrypted weights, key
      generation, sizes, and the keys' and input's transfer vs TCP

--smoke runs small sizes (about half a minute; what make test runs).
--write FILE puts the report in FILE between its generated-part markers,
keeping the hand-written notes around them (docs/benchmarks.md).
Every peer shares this machine's cores: run the full report on a quiet
machine; the report prints the load average at its start and end.
Exits 1 if a scenario could not run (a goal that falls short is reported,
not an error). Needs ONNX Runtime and the models (make setup) for P2–P4
and M24, and M24 runs from the repository (it reads he/heonnx/testdata).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			logf := func(format string, args ...any) { fmt.Fprintf(cmd.ErrOrStderr(), format+"\n", args...) }
			cfg.Logger = logf
			cfg.P8Time = p8Time
			for _, m := range p5MiB {
				if m <= 0 {
					return usageError{fmt.Errorf("--p5-mib %d: must be positive", m)}
				}
				cfg.P5Sizes = append(cfg.P5Sizes, int64(m)<<20)
			}
			if cpuprofile != "" {
				f, err := os.Create(cpuprofile)
				if err != nil {
					return err
				}
				defer f.Close()
				if err := pprof.StartCPUProfile(f); err != nil {
					return err
				}
				defer pprof.StopCPUProfile()
			}
			if l := bench.LoadAverage(); l >= 1.5 && !cfg.Smoke {
				logf("bench: load average %.2f: other work shares the cores; the figures will be noisy", l)
			}
			rep, err := bench.Run(cmd.Context(), cfg)
			if err != nil {
				return err
			}
			if g.jsonOut {
				err = printJSON(cmd.OutOrStdout(), rep)
			} else {
				err = rep.WriteMarkdown(cmd.OutOrStdout())
			}
			if err != nil {
				return err
			}
			if write != "" {
				if err := rep.WriteReportFile(write); err != nil {
					return err
				}
				logf("bench: wrote %s", write)
			}
			if rep.Failed() {
				return exitError{code: 1, msg: fmt.Sprintf("scenarios failed: %v", rep.Errors)}
			}
			return nil
		},
	}
	cmd.Example = "  tensora-lab bench --smoke\n  tensora-lab bench --write docs/benchmarks.md\n  tensora-lab bench --only P1,P7 --miners 20,50 --cpuprofile cpu.out"
	f := cmd.Flags()
	f.BoolVar(&cfg.Smoke, "smoke", false, "small sizes, fast (a check that every scenario runs, not a measurement)")
	f.StringVar(&write, "write", "", "also write the report into this markdown file (between its generated-part markers)")
	f.StringVar(&cpuprofile, "cpuprofile", "", "write a CPU profile of the whole run (every in-process peer) to this file")
	f.StringSliceVar(&cfg.Only, "only", nil, "run only these goals, e.g. P1,P7 (the others are listed as not run)")
	f.IntSliceVar(&cfg.Peers, "miners", nil, "P1/P7 network sizes (default 10,20,50; smoke 6)")
	f.IntVar(&cfg.Jobs, "jobs", 0, "P1 announces per network size (default 50)")
	f.IntVar(&cfg.P2Jobs, "p2-jobs", 0, "P2 timed jobs on a 10-miner testnet (default 100)")
	f.IntSliceVar(&cfg.P3Miners, "p3-miners", nil, "P3 fleet sizes (default 1,2,4,8)")
	f.IntVar(&cfg.P3PerMiner, "p3-per-miner", 0, "P3 jobs kept in flight per miner (default 2)")
	f.IntVar(&cfg.P4Iterations, "p4-runs", 0, "P4 runs of each path (default 2000)")
	f.IntSliceVar(&p5MiB, "p5-mib", nil, "P5 file sizes in MiB (default 256)")
	f.IntSliceVar(&cfg.P6Batches, "p6-batches", nil, "P6 batch sizes (default 10,100,1000)")
	f.IntSliceVar(&cfg.P8Bids, "p8-bids", nil, "P8 market sizes (default 1000,10000,100000)")
	f.DurationVar(&p8Time, "p8-time", 0, "P8 minimum time per market size (default 2s)")
	f.IntVar(&cfg.HERuns, "he-runs", 0, "M24 timed runs of each inference path (default 30)")
	f.IntVar(&cfg.HEKeyGens, "he-keygens", 0, "M24 timed key generations (default 3)")
	f.IntVar(&cfg.HETransfers, "he-transfers", 0, "M24 transfers of the keys and of the input, each (default 5)")
	return cmd
}
