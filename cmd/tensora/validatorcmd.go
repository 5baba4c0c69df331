package main

import (
	"context"
	"fmt"
	"math/big"
	"sort"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types/tora"
)

func newValidatorCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "validator",
		Short: "Re-execute a sample of results, challenge wrong ones, claim rewards",
		Long: `A validator follows the results of its subnets, re-executes the share of
them its own key selects (the subnet's sample rate, 10% by default: the
decision is the validator's deterministic signature over the job id and
result hash, so no miner can predict it), publishes a signed verdict, and,
with a chain, challenges a wrong settled result and records its agreeing
work for rewards. See docs/verification.md.`,
	}
	f := &nodeFlags{roles: []string{"validator"}}
	start := &cobra.Command{
		Use:   "start",
		Short: "Run a validator (alias of `node start --role validator`)",
		Example: `  tensora stake operator-register --role validator --amount 200 --chain-file ~/.tensora/chain-dev.json
  tensora validator start --bootstrap /ip4/127.0.0.1/tcp/4001/p2p/<peer id> --chain-file ~/.tensora/chain-dev.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := f.eng.check(g.datadir); err != nil {
				return err
			}
			return g.runNode(cmd, f)
		},
	}
	f.register(start, peerWorker)
	f.registerAPI(start)
	f.eng.register(start.Flags()) // a validator of LLM jobs regenerates on its own server
	f.chain.register(start)
	cmd.AddCommand(start, newValidatorPendingCmd(g), newValidatorClaimCmd(g))
	return cmd
}

// readValidations lists the validator's records of this datadir.
func (g *globals) readValidations(ctx context.Context) (recs []node.ValidationRecord, err error) {
	err = g.readStore(store.PrefixValidation, func(b *store.Bucket) error {
		recs, err = node.ReadValidations(ctx, b)
		return err
	})
	return recs, err
}

// validations are the validator's records: from the validator running
// on the data dir, through its API (all: final ones too), else read from
// the data dir.
func (g *globals) validations(ctx context.Context, all bool) ([]node.ValidationRecord, error) {
	if api := g.readNode(ctx, nil); api != nil {
		return validationsViaNode(ctx, api, all)
	}
	return g.readValidations(ctx)
}

func newValidatorPendingCmd(g *globals) *cobra.Command {
	var all bool
	cmd := &cobra.Command{
		Use:   "pending",
		Short: "List results awaiting re-execution or still in their challenge window",
		Long: `List this validator's results that are not final: queued for
re-execution, re-executed but not yet settled on chain, or under an open
challenge. --all lists every result it saw, with the decision taken.
Asks the validator running on the data dir through its API, or reads the
data dir when none runs.`,
		Example: "  tensora validator pending\n  tensora validator pending --all --json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			recs, err := g.validations(cmd.Context(), all)
			if err != nil {
				return err
			}
			var out []node.ValidationRecord
			for _, r := range recs {
				if all || !r.Terminal() {
					r.Order, r.Assign, r.Result, r.Verdict, r.Disputes = nil, nil, nil, nil, nil
					out = append(out, r)
				}
			}
			sort.Slice(out, func(i, j int) bool { return out[i].SeenMs > out[j].SeenMs })
			if g.jsonOut {
				if out == nil {
					out = []node.ValidationRecord{}
				}
				return printJSON(cmd.OutOrStdout(), out)
			}
			w := cmd.OutOrStdout()
			if len(out) == 0 {
				fmt.Fprintf(w, "nothing pending (%d results seen)\n", len(recs))
				return nil
			}
			tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "JOB\tMINER\tSTATE\tSAMPLED\tBATCH\tCHALLENGE\tSEEN\tNOTE")
			for _, r := range out {
				note := r.ChainNote
				if note == "" {
					note = r.Reason
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%d\t%s\t%s\n", r.JobID[:12], r.Miner[:10], r.State, yesNo(r.Sampled), r.BatchID, r.ChallengeID,
					time.UnixMilli(r.SeenMs).Format(time.DateTime), note)
			}
			return tw.Flush()
		},
	}
	cmd.Flags().BoolVar(&all, "all", false, "list every result seen, final ones too")
	return cmd
}

func newValidatorClaimCmd(g *globals) *cobra.Command {
	cf := &chainFlags{}
	var account string
	cmd := &cobra.Command{
		Use:   "claim",
		Short: "Claim rewards for verification work in finalized batches and challenge bounties",
		Long: `Move this validator's share of every finalized batch it recorded work in
to its claimable balance (ValidatorRewards.claimWork), then pay out
everything claimable (work shares and challenge bounties). Batches not
finalized yet are left for a later claim. Reads the batches from the
validator running on the data dir, through its API, or from the data dir
when none runs.`,
		Example: "  tensora validator claim --chain-file ~/.tensora/chain-dev.json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			recs, err := g.validations(ctx, true)
			if err != nil {
				return err
			}
			s, closeFn, err := cf.settlement(ctx, g, true)
			if err != nil {
				return err
			}
			defer closeFn()
			k, err := g.unlock(account)
			if err != nil {
				return err
			}
			a := k.Address()
			r := bindings.NewValidatorRewards()
			seen := map[uint64]bool{}
			var ready, waiting []*big.Int
			for _, rec := range recs {
				if rec.State != node.ValWorked || rec.BatchID == 0 || seen[rec.BatchID] {
					continue
				}
				seen[rec.BatchID] = true
				id := new(big.Int).SetUint64(rec.BatchID)
				out, err := chain.Call(ctx, s.Client, s.Contracts.Rewards, r.PackBatchWork(id))
				if err != nil {
					return err
				}
				bw, err := r.UnpackBatchWork(out)
				if err != nil {
					return err
				}
				if bw.Paid {
					out, err = chain.Call(ctx, s.Client, s.Contracts.Rewards, r.PackWork(id, a))
					if err != nil {
						return err
					}
					if units, _ := r.UnpackWork(out); units != nil && units.Sign() > 0 {
						ready = append(ready, id)
					}
				} else {
					waiting = append(waiting, id)
				}
			}
			if len(ready) > 0 {
				if err := sendTx(ctx, s.Client, k.ECDSA(), s.Contracts.Rewards, r.PackClaimWork(ready)); err != nil && chain.RevertName(err) != "WorkAlreadyClaimed" {
					return fmt.Errorf("claim work: %w", err)
				}
			}
			out, err := chain.Call(ctx, s.Client, s.Contracts.Rewards, r.PackClaimable(a))
			if err != nil {
				return err
			}
			claimable, err := r.UnpackClaimable(out)
			if err != nil {
				return err
			}
			paid := new(big.Int)
			if claimable.Sign() > 0 {
				if err := sendTx(ctx, s.Client, k.ECDSA(), s.Contracts.Rewards, r.PackClaim()); err != nil {
					return fmt.Errorf("claim: %w", err)
				}
				paid = claimable
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{
					"address": a.Hex(), "paid_wei": paid.String(), "batches_claimed": len(ready), "batches_not_final": len(waiting),
				})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s: paid %s TORA (work in %d finalized batches, bounties); %d batches not finalized yet\n",
				a.Hex(), tora.Format(paid), len(ready), len(waiting))
			return nil
		},
	}
	cf.register(cmd)
	cmd.Flags().StringVar(&account, "account", "", "wallet account when the keystore holds several")
	return cmd
}
