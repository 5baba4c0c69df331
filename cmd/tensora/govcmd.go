package main

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/gov"
	"github.com/tensora/tensora/chain/names"
	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/types/tora"
)

// govCLI is what the gov subcommands share: the chain flags and the
// wallet account.
type govCLI struct {
	g       *globals
	cf      *chainFlags
	account string
}

// env dials the chain and, when needKey, unlocks the wallet.
func (v *govCLI) env(cmd *cobra.Command, needKey bool) (*gov.Gov, *names.Client, *identity.Key, func(), error) {
	st, closeFn, err := v.cf.settlement(cmd.Context(), v.g, true)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	if st.Contracts.Governor == (common.Address{}) {
		closeFn()
		return nil, nil, nil, nil, fmt.Errorf("%w: restart `tensora chain dev` for a chain with it, or set networks.<name>.contracts.governor and .timelock in config.toml", gov.ErrNoContract)
	}
	g, nc := gov.New(st.Client, st.Contracts), names.New(st.Client, st.Contracts)
	if !needKey {
		return g, nc, nil, closeFn, nil
	}
	k, err := v.g.unlock(v.account)
	if err != nil {
		closeFn()
		return nil, nil, nil, nil, err
	}
	return g, nc, k, closeFn, nil
}

// explainGov turns a governance revert into one sentence.
func explainGov(op string, err error) error {
	re, ok := chain.AsRevert(err)
	if !ok {
		return fmt.Errorf("%s: %w", op, err)
	}
	switch re.Name {
	case "GovernorInsufficientProposerVotes":
		return fmt.Errorf("%s: this wallet's votes are below the proposal threshold (delegate TORA to it first: tensora gov delegate self)", op)
	case "NoVotingPower":
		return fmt.Errorf("%s: this wallet had no votes at the proposal's snapshot (votes count once delegated, before the proposal)", op)
	case "GovernorAlreadyCastVote":
		return fmt.Errorf("%s: this wallet has voted on the proposal already", op)
	case "GovernorUnexpectedProposalState":
		return fmt.Errorf("%s: the proposal is not in a state that allows this (see tensora gov show)", op)
	case "TimelockUnexpectedOperationState":
		return fmt.Errorf("%s: the timelock's delay has not passed yet (see tensora gov show)", op)
	}
	return fmt.Errorf("%s: %w", op, err)
}

func newGovCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "gov",
		Short: "Propose, vote on and carry out changes of the network's parameters",
		Long: `On-chain governance (ToraGovernor and ToraTimelock). TORA holders vote with
the TORA delegated to them (delegate to yourself once: tensora gov delegate
self; staked TORA votes through its operator). A proposal changes governed
parameters (tensora gov params lists them, with their bounds): the
parameters of subnets governance owns, and network-wide limits.

A proposal opens for votes after the voting delay, runs for the voting
period, and passes with more For than Against and a quorum of the supply;
it is then queued in the timelock and executed once the timelock's delay
has passed. Validator nodes run a keeper that queues and executes passed
proposals by themselves; queue and execute are here for anyone else.

Values are refused before any vote when the contracts would refuse them.`,
	}
	v := &govCLI{g: g, cf: &chainFlags{}}
	for _, c := range []*cobra.Command{v.paramsCmd(), v.proposeCmd(), v.voteCmd(), v.queueCmd(), v.executeCmd(), v.listCmd(), v.showCmd(), v.delegateCmd(), v.votesCmd()} {
		v.cf.register(c)
		c.Flags().StringVar(&v.account, "account", "", "wallet account when the keystore holds several")
		cmd.AddCommand(c)
	}
	return cmd
}

func (v *govCLI) paramsCmd() *cobra.Command {
	var subnet uint64
	c := &cobra.Command{
		Use:   "params",
		Short: "List the governed parameters with their values now and their bounds",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			g, _, _, closeFn, err := v.env(cmd, false)
			if err != nil {
				return err
			}
			defer closeFn()
			type row struct {
				Name   string `json:"name"`
				Subnet uint64 `json:"subnet,omitempty"`
				Value  string `json:"value"`
				Bounds string `json:"bounds"`
				Doc    string `json:"doc"`
			}
			var rows []row
			for _, name := range gov.ParamNames() {
				p := gov.Params[name]
				s := uint64(0)
				if p.Subnet {
					s = subnet
				}
				val, err := g.Value(cmd.Context(), name, s)
				text := gov.FormatValue(p.Unit, val)
				if err != nil {
					text = "? (" + err.Error() + ")"
				}
				rows = append(rows, row{name, s, text, p.Bounds, p.Doc})
			}
			if v.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), rows)
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "PARAMETER\tVALUE\tBOUNDS\tWHAT")
			for _, r := range rows {
				name := r.Name
				if r.Subnet != 0 {
					name = fmt.Sprintf("%s (subnet %d)", r.Name, r.Subnet)
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", name, r.Value, r.Bounds, r.Doc)
			}
			return tw.Flush()
		},
	}
	c.Flags().Uint64Var(&subnet, "subnet", 1, "the subnet whose parameters to show")
	return c
}

func (v *govCLI) proposeCmd() *cobra.Command {
	var (
		subnet uint64
		sets   []string
		desc   string
		dry    bool
	)
	c := &cobra.Command{
		Use:   "propose --set PARAM=VALUE... --description TEXT",
		Short: "Propose a change of governed parameters (checked against the contracts' bounds first)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(sets) == 0 {
				return usageError{errors.New("--set PARAM=VALUE: name at least one change (tensora gov params lists them)")}
			}
			var specs []gov.Spec
			for _, s := range sets {
				sp, err := gov.ParseSpec(s, subnet)
				if err != nil {
					return usageError{err}
				}
				if _, err := gov.ParseValue(gov.Params[sp.Param].Unit, sp.Value); err != nil {
					return usageError{fmt.Errorf("%s: %w", sp.Param, err)}
				}
				specs = append(specs, sp)
			}
			if strings.TrimSpace(desc) == "" && !dry {
				return usageError{errors.New("--description: say what the proposal does and why")}
			}
			g, _, k, closeFn, err := v.env(cmd, !dry)
			if err != nil {
				return err
			}
			defer closeFn()
			d, err := g.Build(cmd.Context(), specs)
			if err != nil {
				return err
			}
			if dry {
				return v.printChanges(cmd.OutOrStdout(), d.Changes)
			}
			id, r, err := g.Propose(cmd.Context(), k.ECDSA(), d, desc)
			if err != nil {
				return explainGov("propose", err)
			}
			p, err := g.Proposal(cmd.Context(), id)
			if err != nil {
				return err
			}
			if v.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"proposal": p, "tx": r.TxHash.Hex(), "gas": r.GasUsed})
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "proposal %s\n", p.ID)
			for _, c := range p.Changes {
				fmt.Fprintf(out, "  %s\n", c)
			}
			fmt.Fprintf(out, "voting opens %s and closes %s (tx %s)\n", p.VoteStart.UTC().Format(time.RFC3339), p.VoteEnd.UTC().Format(time.RFC3339), r.TxHash.Hex())
			return nil
		},
	}
	c.Flags().StringArrayVar(&sets, "set", nil, "a change, PARAM=VALUE (repeatable): sample-rate=25%, challenge-window=2h, max-slash=500")
	c.Flags().Uint64Var(&subnet, "subnet", 1, "the subnet whose parameters --set changes (it must be owned by governance)")
	c.Flags().StringVar(&desc, "description", "", "what the proposal does and why (shown to voters)")
	c.Flags().BoolVar(&dry, "dry-run", false, "check the changes against the contracts and print them; propose nothing")
	return c
}

func (v *govCLI) printChanges(w io.Writer, cs []gov.Change) error {
	if v.g.jsonOut {
		return printJSON(w, cs)
	}
	for _, c := range cs {
		fmt.Fprintln(w, c)
	}
	return nil
}

// proposalArg finds a proposal by id or a unique prefix of it.
func (v *govCLI) proposalArg(cmd *cobra.Command, g *gov.Gov, s string) (*gov.Proposal, error) {
	for _, c := range s {
		if c < '0' || c > '9' {
			return nil, usageError{fmt.Errorf("proposal %q: want its id (digits; a unique prefix will do)", s)}
		}
	}
	return g.FindProposal(cmd.Context(), s)
}

func (v *govCLI) voteCmd() *cobra.Command {
	var reason string
	c := &cobra.Command{
		Use:   "vote PROPOSAL for|against|abstain",
		Short: "Vote on a proposal with this wallet's votes at its snapshot",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := gov.ParseSupport(args[1])
			if err != nil {
				return usageError{err}
			}
			g, _, k, closeFn, err := v.env(cmd, true)
			if err != nil {
				return err
			}
			defer closeFn()
			p, err := v.proposalArg(cmd, g, args[0])
			if err != nil {
				return err
			}
			r, err := g.Vote(cmd.Context(), k.ECDSA(), p.ID, s, reason)
			if err != nil {
				return explainGov("vote", err)
			}
			p, _ = g.Proposal(cmd.Context(), p.ID)
			if v.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"proposal": p, "vote": s.String(), "tx": r.TxHash.Hex(), "gas": r.GasUsed})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "voted %s on %s; now for %s, against %s, abstain %s (quorum %s)\n", s, p.Short(),
				tora.Format(p.For), tora.Format(p.Against), tora.Format(p.Abstain), tora.Format(p.Quorum))
			return nil
		},
	}
	c.Flags().StringVar(&reason, "reason", "", "a reason, recorded with the vote on chain")
	return c
}

func (v *govCLI) queueCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "queue PROPOSAL",
		Short: "Queue a passed proposal in the timelock (validators' keepers do this by themselves)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return v.step(cmd, args[0], "queue")
		},
	}
}

func (v *govCLI) executeCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "execute PROPOSAL",
		Short: "Execute a queued proposal once the timelock's delay has passed (keepers do this too)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return v.step(cmd, args[0], "execute")
		},
	}
}

func (v *govCLI) step(cmd *cobra.Command, arg, op string) error {
	g, _, k, closeFn, err := v.env(cmd, true)
	if err != nil {
		return err
	}
	defer closeFn()
	p, err := v.proposalArg(cmd, g, arg)
	if err != nil {
		return err
	}
	do := g.Queue
	if op == "execute" {
		do = g.Execute
	}
	r, err := do(cmd.Context(), k.ECDSA(), p.ID)
	if err != nil {
		return explainGov(op, err)
	}
	p, _ = g.Proposal(cmd.Context(), p.ID)
	if v.g.jsonOut {
		return printJSON(cmd.OutOrStdout(), map[string]any{"proposal": p, "tx": r.TxHash.Hex(), "gas": r.GasUsed})
	}
	out := cmd.OutOrStdout()
	switch op {
	case "queue":
		fmt.Fprintf(out, "queued %s; it may execute from %s\n", p.Short(), p.ETA.UTC().Format(time.RFC3339))
	default:
		fmt.Fprintf(out, "executed %s:\n", p.Short())
		for _, c := range p.Changes {
			fmt.Fprintf(out, "  %s\n", c)
		}
	}
	return nil
}

func (v *govCLI) listCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "List proposals, newest first, with their state and changes",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			g, nc, _, closeFn, err := v.env(cmd, false)
			if err != nil {
				return err
			}
			defer closeFn()
			ps, err := g.List(cmd.Context())
			if err != nil {
				return err
			}
			if v.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), ps)
			}
			if len(ps) == 0 {
				fmt.Fprintln(cmd.OutOrStdout(), "no proposals yet (tensora gov propose)")
				return nil
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "PROPOSAL\tSTATE\tFOR\tAGAINST\tPROPOSER\tCHANGES")
			for _, p := range ps {
				var cs []string
				for _, c := range p.Changes {
					cs = append(cs, c.String())
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", p.Short(), p.State, tora.Format(p.For), tora.Format(p.Against),
					addrWithName(cmd, nc, p.Proposer), strings.Join(cs, "; "))
			}
			return tw.Flush()
		},
	}
}

// addrWithName is an address with its .tora name, when it has one.
func addrWithName(cmd *cobra.Command, nc *names.Client, a common.Address) string {
	if nc != nil {
		if n, err := nc.NameOf(cmd.Context(), a); err == nil && n != "" {
			return n + " (" + a.Hex()[:10] + "…)"
		}
	}
	return a.Hex()
}

func (v *govCLI) showCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "show PROPOSAL",
		Short: "Show a proposal: its changes with old and new values, votes, state and times",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, nc, _, closeFn, err := v.env(cmd, false)
			if err != nil {
				return err
			}
			defer closeFn()
			p, err := v.proposalArg(cmd, g, args[0])
			if err != nil {
				return err
			}
			if v.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), p)
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "proposal     %s\n", p.ID)
			fmt.Fprintf(out, "state        %s\n", p.State)
			fmt.Fprintf(out, "proposer     %s\n", addrWithName(cmd, nc, p.Proposer))
			fmt.Fprintf(out, "description  %s\n", p.Description)
			fmt.Fprintln(out, "changes")
			for _, c := range p.Changes {
				fmt.Fprintf(out, "  %s\n", c)
			}
			fmt.Fprintf(out, "votes        for %s, against %s, abstain %s TORA (quorum %s)\n", tora.Format(p.For), tora.Format(p.Against), tora.Format(p.Abstain), tora.Format(p.Quorum))
			fmt.Fprintf(out, "voting       %s to %s\n", p.VoteStart.UTC().Format(time.RFC3339), p.VoteEnd.UTC().Format(time.RFC3339))
			if !p.ETA.IsZero() {
				fmt.Fprintf(out, "executable   from %s\n", p.ETA.UTC().Format(time.RFC3339))
			}
			return nil
		},
	}
}

func (v *govCLI) delegateCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "delegate self|ADDRESS|NAME.tora",
		Short: "Give this wallet's TORA votes to itself (to vote) or to someone else",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if args[0] != "self" {
				if err := checkAddressOrName("delegate", args[0]); err != nil {
					return usageError{err}
				}
			}
			g, nc, k, closeFn, err := v.env(cmd, true)
			if err != nil {
				return err
			}
			defer closeFn()
			to := k.Address()
			if args[0] != "self" {
				if to, err = resolveAddressArg(cmd, nc, "delegate", args[0]); err != nil {
					return err
				}
			}
			r, err := g.Delegate(cmd.Context(), k.ECDSA(), to)
			if err != nil {
				return err
			}
			votes, _ := g.Votes(cmd.Context(), to)
			if v.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"delegate": to.Hex(), "votes": votes, "tx": r.TxHash.Hex()})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "votes delegated to %s, which now has %s votes (they count for proposals made from the next block on)\n", addrWithName(cmd, nc, to), tora.Format(votes))
			return nil
		},
	}
}

func (v *govCLI) votesCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "votes [ADDRESS|NAME.tora]",
		Short: "Show an account's voting power (this wallet's by default)",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				if err := checkAddressOrName("account", args[0]); err != nil {
					return usageError{err}
				}
			}
			// Reading needs this wallet's address, not its key.
			g, nc, _, closeFn, err := v.env(cmd, false)
			if err != nil {
				return err
			}
			defer closeFn()
			var a common.Address
			if len(args) == 0 {
				if a, err = callerAddress(v.g, v.account); err != nil {
					return err
				}
			} else if a, err = resolveAddressArg(cmd, nc, "account", args[0]); err != nil {
				return err
			}
			votes, err := g.Votes(cmd.Context(), a)
			if err != nil {
				return err
			}
			if v.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"account": a.Hex(), "votes": votes})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s has %s votes\n", addrWithName(cmd, nc, a), tora.Format(votes))
			return nil
		},
	}
}
