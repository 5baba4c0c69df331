package main

import (
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/internal/lab/soak"
)

// newSoakCmd is `tensora-lab soak`: a bounded load on an in-process
// testnet, judged for growth.
func newSoakCmd(g *globals) *cobra.Command {
	var (
		duration, interval, every time.Duration
		miners                    int
		noChain                   bool
		jobDeadline               time.Duration
	)
	cmd := &cobra.Command{
		Use:   "soak",
		Short: "Post a job every --interval for --duration on an in-process testnet; sample memory, goroutines, queues; judge growth",
		Long: `A bounded soak: an in-process testnet (--miners miners, a client, the
embedded chain with settlement), a real inference job posted every
--interval for --duration, and every --sample the process's live heap
(after a GC), RSS, goroutine count, jobs in flight, the miners' queue
depth and their unbatched settlement entries. The verdict compares the
last third of the samples with the middle third (the first third is
warm-up): live heap within 10% + 8 MiB, goroutines within 10% + 20,
queued work within 25% + 10, at most 1% of jobs failed. Exits 1 otherwise.
Jobs carry a --job-deadline of 2m: peers keep a job's state until its
deadline plus a minute (3 minutes after its result for peers that follow
results), so memory levels only once that has passed; the warm-up third
must be longer (with the node's default 10m deadline, run 33m or more).
Not part of make test: make soak runs the 10-minute version.`,
		Example: `  tensora-lab soak --duration 10m --miners 20 --interval 100ms
  tensora-lab soak --duration 5m --miners 5 --job-deadline 30s --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			log, err := g.logger(cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if !cmd.Flags().Changed("log-level") {
				log = slog.New(slog.NewTextHandler(io.Discard, nil))
			}
			errw := cmd.ErrOrStderr()
			fmt.Fprintf(errw, "soak: %d miners, a job every %s for %s, sampling every %s\n", miners, interval, duration, every)
			rep, err := soak.Run(cmd.Context(), soak.Config{Duration: duration, Interval: interval, SampleEvery: every,
				Miners: miners, NoChain: noChain, JobDeadline: jobDeadline, Logger: log,
				Progress: func(s soak.Sample) {
					fmt.Fprintf(errw, "  %6s heap %6.1f MiB  rss %6.1f MiB  goroutines %5d  posted %5d verified %5d failed %d  in flight %d\n",
						s.At.Round(time.Second), float64(s.HeapLive)/(1<<20), float64(s.RSS)/(1<<20), s.Goroutines, s.Posted, s.Verified, s.Failed, s.InFlight)
				}})
			if err != nil {
				return err
			}
			if g.jsonOut {
				err = printJSON(cmd.OutOrStdout(), rep)
			} else {
				err = rep.WriteTable(cmd.OutOrStdout())
			}
			if err != nil {
				return err
			}
			if !rep.OK() {
				return exitError{code: 1, msg: "soak: growth or failed jobs (see the verdict)"}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.DurationVar(&duration, "duration", 10*time.Minute, "how long to post jobs")
	f.DurationVar(&interval, "interval", 100*time.Millisecond, "time between jobs")
	f.DurationVar(&every, "sample", 5*time.Second, "sampling period")
	f.IntVar(&miners, "miners", 20, "miners")
	f.BoolVar(&noChain, "no-chain", false, "skip settlement on the embedded chain")
	f.DurationVar(&jobDeadline, "job-deadline", 2*time.Minute, "each job's deadline (peers keep a job until its deadline plus a minute)")
	return cmd
}
