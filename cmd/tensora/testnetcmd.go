package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/api"
	"github.com/tensora/tensora/testnet"
)

func newTestnetCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{Use: "testnet", Short: "Run a whole network on this machine"}
	var (
		miners, jobs, degree, validators int
		sampleRate                       float64
		bidWindow, ackTimeout            time.Duration
		noChain, keep                    bool
		apiListen                        string
	)
	up := &cobra.Command{
		Use:   "up",
		Short: "Start miners and a light client in this process, post jobs, print what happened",
		Long: `Start N miners and one light client as real libp2p peers on 127.0.0.1,
sparsely connected, and post K real inference jobs: silero VAD v5 on ONNX
Runtime, each with a freshly generated input. The client serves the model and
inputs over bitswap; the winning miner fetches them, runs the model, signs a
proof of compute and publishes its result; the client checks the proof and the
output's hash. Printed per job: bids, time to first bid and to
acknowledgement, fetch, exec and return times, the winner, whether the result
verified, how many peers recomputed the same winner, and why the other miners
were excluded. Exits 0 only if every job's result verified.

Then settlement: the contracts (TORA, SubnetRegistry, JobEscrow,
ValidatorRewards) run on an embedded chain in the same process; the client
deposits TORA in escrow before the jobs, every miner batches its finished
jobs on chain, the challenge window passes (the embedded chain's clock is
moved), the batches are finalized and the miners claim: the table shows
each miner's 80%, the validator pool's 20%, the client's spend and the gas
per settled job. --no-chain skips it.

Validation (--validators, default 2): validators re-execute the share of
results their own keys sample (--sample-rate, the subnet's parameter, 10% by
default), publish signed verdicts and, on chain, record their agreeing work
and challenge wrong results. The validation table shows what each
validator sampled, re-executed and challenged, its CPU against the miners',
and each miner's stake before and after; the evidence table lists every
challenge with its verdicts, outcome, slash and refund. Miners that ignore
assignments or return wrong outputs are the lab's: tensora-lab up
--no-ack N --byzantine B.

Needs the ONNX Runtime library and the model: run make setup first (make demo
does).

Miners take turns through hardware profiles (CPU-only, RTX 4090, A100,
an expensive miner and one below the minimum stake). Their GPUs are declared
accelerators, since every peer runs on this one machine.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			log, err := g.logger(cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if !cmd.Flags().Changed("log-level") {
				log, _ = (&globals{logLevel: "warn"}).logger(cmd.ErrOrStderr())
			}
			ctx := cmd.Context()
			if sampleRate <= 0 || sampleRate > 1 {
				return fmt.Errorf("--sample-rate must be in (0, 1]")
			}
			if validators < 0 {
				return fmt.Errorf("--validators %d: must not be negative", validators)
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "starting %d miners (0 byzantine), %d validators and a light client on 127.0.0.1...\n", miners, validators)
			net, err := testnet.Start(ctx, testnet.Config{
				Miners: miners, Degree: degree, BidWindow: bidWindow, AckTimeout: ackTimeout, Logger: log,
				Chain: !noChain, Validators: validators, SampleRateBps: uint16(sampleRate*10000 + 0.5),
			})
			if err != nil {
				return err
			}
			defer net.Close()
			if apiListen != "" {
				api.Version = version
				srv := api.New(net.Client, api.Config{Listen: apiListen, Logger: log, LLM: api.NodeLLM(net.Client)})
				if err := srv.Start(ctx); err != nil {
					return err
				}
				defer srv.Close()
				fmt.Fprintf(cmd.ErrOrStderr(), "dashboard of the testnet's client: %s\n", srv.URL())
			}
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
			if keep {
				fmt.Fprintln(cmd.ErrOrStderr(), "the network stays up (--keep); Ctrl-C to stop")
				<-ctx.Done()
			}
			if settled != nil && settled.Jobs != rep.Verified {
				return exitError{code: 1, msg: fmt.Sprintf("%d verified jobs but %d settled on chain", rep.Verified, settled.Jobs)}
			}
			if !rep.OK() {
				dis := 0
				for _, j := range rep.Jobs {
					dis += j.Disagreed
				}
				return exitError{code: 1, msg: fmt.Sprintf("%d of %d jobs not run and verified; %d peer recomputations disagreed", len(rep.Jobs)-rep.Verified, len(rep.Jobs), dis)}
			}
			return nil
		},
	}
	f := up.Flags()
	f.IntVar(&miners, "miners", 10, "number of miners")
	f.IntVar(&jobs, "jobs", 10, "number of jobs to post")
	f.IntVar(&degree, "degree", 3, "peers each node dials at start")
	f.DurationVar(&bidWindow, "bid-window", 300*time.Millisecond, "bid window")
	f.DurationVar(&ackTimeout, "ack-timeout", time.Second, "time an assigned miner has to acknowledge")
	f.BoolVar(&noChain, "no-chain", false, "skip on-chain settlement")
	f.IntVar(&validators, "validators", 2, "validators re-executing a sample of results")
	f.Float64Var(&sampleRate, "sample-rate", 0.1, "fraction of results validators re-execute (the subnet's sample rate)")
	f.StringVar(&apiListen, "api", "", "serve the client's local API and dashboard on this address, e.g. 127.0.0.1:5190")
	f.BoolVar(&keep, "keep", false, "keep the network up after the report until Ctrl-C (to look at the dashboard)")

	cmd.AddCommand(up, newTestnetProcsCmd(g))
	return cmd
}
