package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/scheduler"
)

func newSubnetCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{Use: "subnet", Short: "Work with a subnet's jobs"}
	jobs := &cobra.Command{Use: "jobs", Short: "Post and follow jobs"}
	f := &nodeFlags{roles: []string{"client"}}
	var (
		subnet   uint64 = 1
		fee      string
		model    string
		input    string
		spec     string
		engine   string
		discover time.Duration
	)
	post := &cobra.Command{
		Use:   "post",
		Short: "Publish a signed job from an embedded light peer and wait for its assignment",
		Example: `  tensora subnet jobs post --subnet 1 --fee 25 --model ipfs://<cid> \
      --input ipfs://<cid> --spec "4cpu,8ram,8vram,gpu" --bootstrap /ip4/…/p2p/…`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if _, err := scheduler.ParseSpec(spec); err != nil {
				return err
			}
			maxFee, err := parseTORA(fee)
			if err != nil || maxFee.Sign() == 0 {
				return fmt.Errorf("--fee %q: want a positive number of TORA", fee)
			}
			if model == "" {
				return errors.New("--model is required (ipfs://<cid> or a CID)")
			}
			log, err := g.logger(cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			cfg, err := g.nodeConfig(cmd, f)
			if err != nil {
				return err
			}
			if len(cfg.P2P.Bootstrap) == 0 && !cfg.P2P.MDNS {
				return errors.New("no peers to reach: pass --bootstrap <multiaddr> (or set bootstrap in config.json, or --mdns)")
			}
			cfg.Roles = []node.Role{node.RoleClient}
			cfg.Light = true
			cfg.DataDir = "" // a light peer keeps nothing
			cfg.Logger = log
			if !cmd.Flags().Changed("listen") {
				cfg.P2P.ListenAddrs = []string{"/ip4/0.0.0.0/tcp/0", "/ip4/0.0.0.0/udp/0/quic-v1"}
			}
			switch {
			case len(f.subnets) > 1:
				return errors.New("--subnet: a job belongs to exactly one subnet")
			case len(f.subnets) == 1:
				subnet = uint64(f.subnets[0])
			}
			cfg.Subnets = []uint64{subnet}
			ctx := cmd.Context()
			n, err := g.startNode(ctx, cfg, f.account)
			if err != nil {
				return err
			}
			defer n.Close()
			seen := waitForAdverts(ctx, n, discover)
			fmt.Fprintf(cmd.ErrOrStderr(), "connected to %d peers, %d miner adverts seen\n", len(n.Host().Peers()), seen)
			out, err := n.Post(ctx, node.JobRequest{
				Subnet: subnet, ModelCID: strings.TrimPrefix(model, "ipfs://"), InputCID: strings.TrimPrefix(input, "ipfs://"),
				Engine: engine, Spec: spec, MaxFee: maxFee,
			})
			if out != nil {
				printOutcome(cmd, g, out, err)
			}
			return err
		},
	}
	f.register(post, true)
	pf := post.Flags()
	pf.StringVar(&fee, "fee", "", "maximum fee in TORA")
	pf.StringVar(&model, "model", "", "model CID (ipfs://<cid>)")
	pf.StringVar(&input, "input", "", "input CID (ipfs://<cid>)")
	pf.StringVar(&spec, "spec", "", `hardware constraints, e.g. "4cpu,8ram,8vram,gpu,cc>=8.0,engine=onnx"`)
	pf.StringVar(&engine, "engine", "onnx", "execution engine")
	pf.DurationVar(&discover, "discover", 3*time.Second, "how long to listen for miner adverts before posting")
	_ = post.MarkFlagRequired("fee")
	jobs.AddCommand(post)
	cmd.AddCommand(jobs)
	return cmd
}

// waitForAdverts listens until the set of adverts stops growing for a
// second, or max passes. Adverts are periodic, so a fresh light peer hears
// the fleet only after a while.
func waitForAdverts(ctx context.Context, n *node.Node, max time.Duration) int {
	deadline := time.Now().Add(max)
	last, stable := -1, time.Now()
	for time.Now().Before(deadline) && ctx.Err() == nil {
		c := len(n.Adverts())
		if c != last {
			last, stable = c, time.Now()
		} else if c > 0 && time.Since(stable) > time.Second {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	return len(n.Adverts())
}

func printOutcome(cmd *cobra.Command, g *globals, out *node.JobOutcome, err error) {
	w := cmd.OutOrStdout()
	if g.jsonOut {
		v := map[string]any{
			"job_id": fmt.Sprintf("0x%x", out.JobID), "bids": out.Bids, "excluded": out.Excluded.String(),
		}
		if err == nil {
			v["winner"] = out.Winner.Hex()
			v["round"] = out.Round
			v["time_to_first_bid_ms"] = out.FirstBidAt.Sub(out.PostedAt).Milliseconds()
			v["time_to_ack_ms"] = out.AckedAt.Sub(out.PostedAt).Milliseconds()
		} else {
			v["error"] = err.Error()
		}
		_ = printJSON(w, v)
		return
	}
	fmt.Fprintf(w, "job 0x%x\n", out.JobID)
	fmt.Fprintf(w, "  bids: %d\n", out.Bids)
	if err == nil {
		fmt.Fprintf(w, "  assigned to %s (round %d), acknowledged after %s\n", out.Winner.Hex(), out.Round, out.AckedAt.Sub(out.PostedAt).Round(time.Millisecond))
	}
	if s := out.Excluded.String(); s != "" {
		fmt.Fprintf(w, "  excluded: %s\n", s)
	}
}
