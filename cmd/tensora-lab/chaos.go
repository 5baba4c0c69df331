package main

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/internal/lab/chaos"
)

func newChaosCmd(g *globals) *cobra.Command {
	var (
		only     []string
		quick    bool
		fuzzTime time.Duration
	)
	cmd := &cobra.Command{
		Use:   "chaos",
		Short: "Run the fault suite (R1–R9): inject each fault into a fresh testnet and check what must hold",
		Long: `Run the reliability scenarios of PRODUCT.md, each on its own in-process
testnet (real libp2p peers on 127.0.0.1, real contracts on the embedded chain),
and print for each what it did and which checks held:

  R1  a miner crashes mid-job: the job completes on another miner; the crashed
      miner comes back, finishes it from its durable queue, and its claim is
      refused on chain; escrow exact
  R2  a byzantine miner (valid proofs over wrong outputs): caught by validators
      sampling 100%, challenge upheld, stake slashed, client refunded
  R3  a peer floods malformed, oversized, forged and wrong-subnet gossip:
      rejected by topic validators, its GossipSub score below the graylist
      threshold on every peer, announce→first bid within 1.5× of a clean run
  R4  replayed job, bid, assignment and result, a stolen proof of compute, and
      a settled leaf sent again: all rejected, no money moved
  R6  every peer restarts, one at a time, while jobs run: no job lost, none
      settled twice, balances exact
  R7  the chain is unreachable during a run: jobs continue, settlement catches
      up when it returns, balances exact
  R8  50 Sybil peers with unstaked keys send 1,000 bids per job: ignored,
      matching time unchanged
  R9  the contracts' invariant fuzz target (go test -fuzz) for --fuzztime;
      needs the Go toolchain and the source tree, skipped otherwise

Exits 1 if any scenario did not hold (a skipped one does not fail the run).
Needs ONNX Runtime and the model for R1, R2, R4, R6 and R7 (make setup).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ids := []string{}
			for _, s := range only {
				for _, id := range strings.Split(s, ",") {
					if id = strings.ToUpper(strings.TrimSpace(id)); id != "" {
						ids = append(ids, id)
					}
				}
			}
			for _, id := range ids {
				if !slices.Contains(chaos.ScenarioIDs(), id) {
					return usageError{fmt.Errorf("--only %s: no such scenario (have %s)", id, strings.Join(chaos.ScenarioIDs(), ", "))}
				}
			}
			log, err := g.logger(cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if !cmd.Flags().Changed("log-level") {
				log, _ = (&globals{logLevel: "error", logFormat: g.logFormat}).logger(cmd.ErrOrStderr())
			}
			o := chaos.Options{Quick: quick, FuzzTime: fuzzTime, Logger: log}
			out := cmd.OutOrStdout()
			if !g.jsonOut {
				o.Progress = cmd.ErrOrStderr()
			}
			rs := chaos.Run(cmd.Context(), ids, o, func(r *chaos.Result) {
				if !g.jsonOut {
					chaos.Write(out, r)
				}
			})
			if cmd.Context().Err() != nil {
				return cmd.Context().Err()
			}
			var failed []string
			for _, r := range rs {
				if r.Status() == "FAIL" {
					failed = append(failed, r.ID)
				}
			}
			if g.jsonOut {
				if err := printJSON(out, map[string]any{"scenarios": rs, "failed": failed}); err != nil {
					return err
				}
			} else {
				chaos.WriteSummary(out, rs)
			}
			if len(failed) > 0 {
				return exitError{code: exitFailure, msg: fmt.Sprintf("%s did not hold", strings.Join(failed, ", "))}
			}
			return nil
		},
	}
	cmd.Flags().StringSliceVar(&only, "only", nil, "scenarios to run, e.g. R1,R3 (default all)")
	cmd.Flags().BoolVar(&quick, "quick", false, "smaller networks and fewer jobs (the sizes make test uses); R9 runs only its seed corpus")
	cmd.Flags().DurationVar(&fuzzTime, "fuzztime", 30*time.Second, "how long R9 fuzzes the contracts")
	cmd.Example = `  tensora-lab chaos
  tensora-lab chaos --only R1,R3
  tensora-lab chaos --only R9 --fuzztime 2m --json`
	return cmd
}
