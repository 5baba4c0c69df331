package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/internal/lab/fault"
	"github.com/tensora/tensora/testnet"
)

// newUpCmd is `tensora-lab up`: tensora testnet up with misbehaving
// miners, which the product binary cannot build.
func newUpCmd(g *globals) *cobra.Command {
	var (
		miners, jobs, noAck, degree, validators, byzantine int
		fakeRate, sampleRate                               float64
		bidWindow, ackTimeout                              time.Duration
		noChain                                            bool
	)
	cmd := &cobra.Command{
		Use:   "up",
		Short: "tensora testnet up with faulty miners: some ignore assignments, some return wrong outputs",
		Long: `The in-process testnet of tensora testnet up (miners, validators, a light
client and the embedded chain, real inference, settlement), with miners
that misbehave: --no-ack N miners ignore their assignments (the client
falls back to the next-ranked bid), --byzantine B miners (the most staked
first) return wrong outputs with valid hashes and proofs on --fake-rate of
their jobs: the client cannot tell, validators can. The tables are
testnet up's; with byzantine miners the run is judged by validation (every
challenge upheld, no honest miner slashed), not by every job running.`,
		Example: `  tensora-lab up --miners 5 --validators 2 --byzantine 1 --jobs 30
  tensora-lab up --no-ack 2 --no-chain`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			log, err := g.logger(cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if !cmd.Flags().Changed("log-level") {
				log, _ = (&globals{logLevel: "warn", logFormat: g.logFormat}).logger(cmd.ErrOrStderr())
			}
			if sampleRate <= 0 || sampleRate > 1 || fakeRate <= 0 || fakeRate > 1 {
				return usageError{fmt.Errorf("--sample-rate and --fake-rate must be in (0, 1]")}
			}
			if byzantine < 0 || noAck < 0 || noAck+byzantine > miners {
				return usageError{fmt.Errorf("--no-ack %d, --byzantine %d: want at most --miners (%d) together", noAck, byzantine, miners)}
			}
			if validators < 0 {
				return usageError{fmt.Errorf("--validators %d: must not be negative", validators)}
			}
			ctx := cmd.Context()
			fmt.Fprintf(cmd.ErrOrStderr(), "starting %d miners (%d byzantine, %d ignoring assignments), %d validators and a light client on 127.0.0.1...\n", miners, byzantine, noAck, validators)
			net, err := testnet.Start(ctx, testnet.Config{
				Miners: miners, Degree: degree, BidWindow: bidWindow, AckTimeout: ackTimeout, Logger: log,
				Chain: !noChain, Validators: validators, SampleRateBps: uint16(sampleRate*10000 + 0.5),
				Faults: fault.Plan{NoAck: noAck, Byzantine: byzantine, FakeRate: fakeRate},
			})
			if err != nil {
				return err
			}
			defer net.Close()
			rep, settled, err := net.RunAndSettle(ctx, jobs, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if g.jsonOut {
				err = printJSON(cmd.OutOrStdout(), map[string]any{"jobs": rep, "settlement": settled})
			} else {
				err = rep.WriteTable(cmd.OutOrStdout())
				if err == nil && settled != nil {
					err = settled.WriteTable(cmd.OutOrStdout())
				}
			}
			if err != nil {
				return err
			}
			if settled != nil && settled.Jobs != rep.Verified {
				return exitError{code: exitFailure, msg: fmt.Sprintf("%d verified jobs but %d settled on chain", rep.Verified, settled.Jobs)}
			}
			if byzantine > 0 && settled != nil && settled.Validation != nil {
				// With cheaters the run is judged by validation: wrong
				// results caught are upheld, and nobody honest is slashed.
				// (Jobs only a caught cheater could run may find no bidder:
				// its reputation, hence its gossip score, collapses.)
				if msg := validationFailure(settled.Validation); msg != "" {
					return exitError{code: exitFailure, msg: msg}
				}
				return nil
			}
			if !rep.OK() {
				dis := 0
				for _, j := range rep.Jobs {
					dis += j.Disagreed
				}
				return exitError{code: exitFailure, msg: fmt.Sprintf("%d of %d jobs not run and verified; %d peer recomputations disagreed", len(rep.Jobs)-rep.Verified, len(rep.Jobs), dis)}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.IntVar(&miners, "miners", 10, "number of miners")
	f.IntVar(&jobs, "jobs", 10, "number of jobs to post")
	f.IntVar(&noAck, "no-ack", 0, "miners that ignore assignments (shows the fallback to the next-ranked bid)")
	f.IntVar(&degree, "degree", 3, "peers each node dials at start")
	f.DurationVar(&bidWindow, "bid-window", 300*time.Millisecond, "bid window")
	f.DurationVar(&ackTimeout, "ack-timeout", time.Second, "time an assigned miner has to acknowledge")
	f.BoolVar(&noChain, "no-chain", false, "skip on-chain settlement")
	f.IntVar(&validators, "validators", 2, "validators re-executing a sample of results")
	f.IntVar(&byzantine, "byzantine", 0, "miners that return wrong (but well-formed, hashed and signed) outputs")
	f.Float64Var(&fakeRate, "fake-rate", 1, "fraction of its jobs a byzantine miner fakes")
	f.Float64Var(&sampleRate, "sample-rate", 0.1, "fraction of results validators re-execute (the subnet's sample rate)")
	return cmd
}

// validationFailure says what went wrong in a run with byzantine miners:
// a rejected or undecided challenge, or an honest miner slashed.
func validationFailure(v *testnet.ValidationReport) string {
	if v.Resolved["rejected"] > 0 || v.Resolved["open"] > 0 {
		return fmt.Sprintf("challenges %v: every challenge against a faked result should be upheld", v.Resolved)
	}
	for _, m := range v.Miners {
		if !m.Byzantine && m.StakeAfter.Cmp(m.StakeBefore) < 0 {
			return fmt.Sprintf("honest miner %s was slashed", m.Address.Hex())
		}
	}
	return ""
}
