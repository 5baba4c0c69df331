package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types/tora"
)

// readStore opens this datadir's store long enough for read to list
// records under prefix; a datadir without a store reads as empty.
func (g *globals) readStore(prefix string, read func(*store.Bucket) error) error {
	dir := filepath.Join(g.datadir, "node")
	if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
		return nil
	}
	db, err := store.Open(dir)
	if err != nil {
		return storeErr(err, dir)
	}
	defer db.Close()
	return read(db.Prefixed(prefix))
}

// readJobs lists the client's job records of this datadir: through the
// API of the node running on it, else from its store.
func (g *globals) readJobs(ctx context.Context) (recs []apitypes.JobRecord, err error) {
	if c, _ := g.runningNode(ctx, "", false); c != nil {
		var v apitypes.JobsResponse
		if err := c.Get(ctx, "/api/v1/jobs?limit=100000", &v); err != nil {
			return nil, err
		}
		return v.Client, nil
	}
	err = g.readStore(store.PrefixClientJobs, func(b *store.Bucket) error {
		recs, err = node.ReadJobs(ctx, b)
		return err
	})
	return recs, err
}

// toraOfWei reads an amount the store keeps in wei (a job record's fees)
// as TORA for people; a value that is not a number is shown as it is.
func toraOfWei(s string) string {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return s
	}
	return tora.Format(v)
}

// findJob matches a job id or a unique prefix of it (0x optional).
func findJob(recs []apitypes.JobRecord, id string) (apitypes.JobRecord, error) {
	id = strings.ToLower(strings.TrimPrefix(id, "0x"))
	if len(id) < 4 {
		return apitypes.JobRecord{}, fmt.Errorf("job id %q: give at least 4 hex digits", id)
	}
	var found []apitypes.JobRecord
	for _, r := range recs {
		if strings.HasPrefix(r.ID, id) {
			found = append(found, r)
		}
	}
	switch len(found) {
	case 0:
		return apitypes.JobRecord{}, fmt.Errorf("no job 0x%s in this datadir (tensora subnet jobs list shows them)", id)
	case 1:
		return found[0], nil
	}
	return apitypes.JobRecord{}, fmt.Errorf("job id 0x%s is ambiguous: %d jobs match", id, len(found))
}

func newJobsListCmd(g *globals) *cobra.Command {
	var wide bool
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the jobs this datadir's client posted, newest first",
		Long: `List the jobs this datadir's client posted, newest first. The table fits
120 columns: output CIDs are shortened (tensora subnet jobs status JOB
prints one whole); --wide adds the placement path, the max fee and the
price in TORA, and prints every CID and winner in full.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			recs, err := g.readJobs(cmd.Context())
			if err != nil {
				return err
			}
			if g.jsonOut {
				if recs == nil {
					recs = []apitypes.JobRecord{}
				}
				return printJSON(cmd.OutOrStdout(), recs)
			}
			if len(recs) == 0 {
				fmt.Fprintln(cmd.OutOrStdout(), "no jobs yet: tensora subnet jobs post --help")
				return nil
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 2, 4, 2, ' ', 0)
			if wide {
				fmt.Fprintln(tw, "JOB\tPOSTED\tSTATE\tPATH\tBIDS\tMAX FEE (TORA)\tPRICE (TORA)\tWINNER\tOUTPUT")
			} else {
				fmt.Fprintln(tw, "JOB\tPOSTED\tSTATE\tBIDS\tWINNER\tOUTPUT")
			}
			for _, r := range recs {
				winner, out := orDash(r.Winner), orDash(r.OutputCID)
				if wide {
					price := "-"
					if r.Price != "" {
						price = toraOfWei(r.Price)
					}
					fmt.Fprintf(tw, "0x%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\n", r.ID[:12], r.Posted.Format(time.DateTime), r.State, orDash(r.Path), r.Bids,
						toraOfWei(r.MaxFee), price, winner, out)
					continue
				}
				fmt.Fprintf(tw, "0x%s\t%s\t%s\t%d\t%s\t%s\n", r.ID[:12], r.Posted.Format(time.DateTime), r.State, r.Bids, shorten(winner, 10, 0), shorten(out, 12, 6))
			}
			return tw.Flush()
		},
	}
	cmd.Flags().BoolVar(&wide, "wide", false, "every column, and CIDs and winners in full (wider than 120 columns)")
	return cmd
}

// shorten keeps a long id's first head and last tail characters around an
// ellipsis (tail 0: only the head), for a table that must fit a terminal.
func shorten(s string, head, tail int) string {
	if len(s) <= head+tail+1 {
		return s
	}
	if tail == 0 {
		return s[:head]
	}
	return s[:head] + "…" + s[len(s)-tail:]
}

func newJobsStatusCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "status JOB",
		Short: "Show a job's state and timeline",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			recs, err := g.readJobs(cmd.Context())
			if err != nil {
				return err
			}
			r, err := findJob(recs, args[0])
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if g.jsonOut {
				return printJSON(w, r)
			}
			fmt.Fprintf(w, "job 0x%s: %s\n", r.ID, r.State)
			fmt.Fprintf(w, "  subnet %d, model %s, input %s, spec %q, max fee %s TORA", r.Subnet, r.Model, r.Input, r.Spec, toraOfWei(r.MaxFee))
			if r.Price != "" {
				fmt.Fprintf(w, ", price %s TORA", toraOfWei(r.Price))
			}
			if r.Charge != "" {
				fmt.Fprintf(w, ", charged %s TORA", toraOfWei(r.Charge))
			}
			fmt.Fprintln(w)
			if r.Winner != "" {
				switch r.Path {
				case "direct":
					fmt.Fprintf(w, "  miner %s (round %d, direct from its standing offer)\n", r.Winner, r.Round)
				default:
					fmt.Fprintf(w, "  miner %s (round %d of %d bids, auction)\n", r.Winner, r.Round, r.Bids)
				}
			}
			if r.OutputCID != "" {
				pull := ""
				if r.PullUs > 0 {
					pull = fmt.Sprintf(", image pull %s", time.Duration(r.PullUs)*time.Microsecond)
				}
				fmt.Fprintf(w, "  output ipfs://%s (%d bytes, result hash 0x%s), fetch %s%s, exec %s\n", r.OutputCID, r.OutputBytes, r.ResultHash,
					time.Duration(r.FetchUs)*time.Microsecond, pull, time.Duration(r.ExecUs)*time.Microsecond)
			}
			if r.Error != "" {
				fmt.Fprintf(w, "  error: %s\n", r.Error)
			}
			for _, s := range r.Timeline {
				fmt.Fprintf(w, "  %s  %-12s %s\n", s.At.Format("15:04:05.000"), s.State, s.Detail)
			}
			for _, e := range r.Excluded {
				fmt.Fprintf(w, "  excluded: %d miners on %s %s\n", e.Miners, e.Reason, e.Want)
			}
			return nil
		},
	}
}

func newJobsResultCmd(g *globals) *cobra.Command {
	var outFile string
	f := &nodeFlags{roles: []string{"client"}}
	cmd := &cobra.Command{
		Use:   "result JOB -o FILE",
		Short: "Write a verified job's output from the local store",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if outFile == "" {
				return errors.New("-o FILE is required")
			}
			recs, err := g.readJobs(cmd.Context())
			if err != nil {
				return err
			}
			r, err := findJob(recs, args[0])
			if err != nil {
				return err
			}
			if (r.State != "verified" && r.State != "settled") || r.OutputCID == "" {
				return fmt.Errorf("job 0x%s has no verified result (state %s)", r.ID[:12], r.State)
			}
			c, err := cid.Decode(r.OutputCID)
			if err != nil {
				return err
			}
			if api, _ := g.runningNode(cmd.Context(), "", false); api != nil {
				b, err := api.Download(cmd.Context(), c.String())
				if err != nil {
					return fmt.Errorf("output of job 0x%s: %w", r.ID[:12], err)
				}
				if err := os.WriteFile(outFile, b, 0o644); err != nil {
					return err
				}
				if g.jsonOut {
					return printJSON(cmd.OutOrStdout(), map[string]any{"job_id": "0x" + r.ID, "output_cid": r.OutputCID, "file": outFile, "size": len(b)})
				}
				fmt.Fprintf(cmd.OutOrStdout(), "wrote %s (%s)\n", outFile, humanSize(int64(len(b))))
				return nil
			}
			n, err := g.localNode(cmd, f, false)
			if err != nil {
				return err
			}
			defer n.Close()
			rc, size, err := n.Content().Open(cmd.Context(), c)
			if err != nil {
				return fmt.Errorf("output of job 0x%s: %w", r.ID[:12], err)
			}
			defer rc.Close()
			file, err := os.Create(outFile)
			if err != nil {
				return err
			}
			if _, err := file.ReadFrom(rc); err != nil {
				file.Close()
				return err
			}
			if err := file.Close(); err != nil {
				return err
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"job_id": "0x" + r.ID, "output_cid": r.OutputCID, "file": outFile, "size": size})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote %s (%s)\n", outFile, humanSize(size))
			return nil
		},
	}
	cmd.Flags().StringVarP(&outFile, "output", "o", "", "file to write")
	return cmd
}

// newJobsCancelCmd cancels a job that a node running on this datadir is
// placing: the node stops waiting for it and tells its assigned miner,
// which stops the job and frees its worker.
func newJobsCancelCmd(g *globals) *cobra.Command {
	var account string
	cmd := &cobra.Command{
		Use:   "cancel JOB",
		Short: "Cancel a job a running node is placing; its miner stops it and frees its worker",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := g.runningNode(cmd.Context(), account, true)
			if err != nil {
				return err
			}
			if c == nil {
				return errors.New("no node is running on this datadir: a job posted by `tensora subnet jobs post` without one is cancelled with Ctrl-C")
			}
			id := strings.TrimPrefix(strings.ToLower(args[0]), "0x")
			if err := c.Cancel(cmd.Context(), id); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "cancelled job 0x%s\n", id)
			return nil
		},
	}
	cmd.Flags().StringVar(&account, "account", "", "wallet account when the keystore holds several")
	return cmd
}
