package main

import (
	"errors"
	"fmt"
	"io"
	"math/big"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/testnet"
	"github.com/tensora/tensora/types/tora"
)

func newTestnetProcsCmd(g *globals) *cobra.Command {
	var (
		miners, validators, jobs int
		interval, window         time.Duration
		dir                      string
		keep, netns              bool
		latency                  time.Duration
		loss                     float64
	)
	cmd := &cobra.Command{
		Use:   "procs",
		Short: "Start the dev chain and every miner, validator and client as its own process, post jobs, settle, report",
		Long: `A testnet of separate OS processes, each the tensora binary: the dev chain
(` + "`tensora chain dev`" + `), then --miners miners, --validators validators and
one client, each with its own data dir under the run dir (--dir, default a
temporary one), its own keystore (a dev account imported with ` + "`wallet import`" + `),
its own p2p and API port on 127.0.0.1, bootstrapped to the first miner.
Miners and validators register their stake and the client deposits escrow
with the CLI; miners declare different GPUs and prices. Jobs (silero VAD on
ONNX Runtime) are posted through the client's local API; the report shows
each job, settlement (the miners batch on their own, the challenge window
passes, the miners claim with ` + "`miner earnings --claim`" + `), balances before and
after, and each process's CPU and memory. Logs: <run dir>/<name>.log.
Ctrl-C stops every process (each runs in its own process group).

--netns puts each peer in its own network namespace on a bridge (the chain
stays in this one, on the bridge's address), with --latency and --loss (a
percentage) added by tc netem on each peer's link, so a packet between two
peers is delayed twice. Each peer's API still listens on its own loopback;
this process forwards 127.0.0.1:<port> into the namespace, so the SDK and
the CLI reach it as usual. Needs root, ip(8), and tc(8) with the kernel's
sch_netem for latency or loss; without them it says so and exits 1.

Exits 1 unless every job was verified and settled and the escrow adds up.`,
		Example: `  tensora testnet procs
  tensora testnet procs --miners 4 --validators 1 --jobs 10 --dir /tmp/tn --keep
  sudo tensora testnet procs --netns --latency 20ms --loss 1`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			log, err := g.logger(cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if !cmd.Flags().Changed("log-level") {
				log, _ = (&globals{logLevel: "info"}).logger(cmd.ErrOrStderr())
			}
			if (latency != 0 || loss != 0) && !netns {
				return usageError{errors.New("--latency and --loss shape the namespaces' links: add --netns")}
			}
			if miners < 1 || validators < 0 || jobs < 0 {
				return usageError{errors.New("--miners must be at least 1, --validators and --jobs not negative")}
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "starting the chain, %d miners, %d validators and a client as separate processes...\n", miners, validators)
			p, err := testnet.StartProcs(ctx, testnet.ProcsConfig{Dir: dir, Keep: keep || dir != "", Miners: miners, Validators: validators,
				ChallengeWindow: window, NetNS: netns, Latency: latency, Loss: loss, Logger: log})
			if errors.Is(err, testnet.ErrNoNetem) {
				return exitError{code: 1, msg: fmt.Sprintf("%v: run without --latency and --loss (the namespaces work), or on a kernel with sch_netem", err)}
			}
			if errors.Is(err, testnet.ErrNoNetNS) {
				return exitError{code: 1, msg: fmt.Sprintf("%v: run without --netns, or as root on a host that allows `ip netns add`", err)}
			}
			if err != nil {
				return err
			}
			defer p.Close()
			w := cmd.OutOrStdout()
			writeProcs(w, p)
			before, err := p.Balances(ctx)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "posting %d jobs through the client's API (%s)\n", jobs, p.Client.API)
			t0 := time.Now()
			res, err := p.Run(ctx, jobs, interval)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "jobs done in %s; waiting for settlement (batches, challenge window, claims)...\n", time.Since(t0).Round(time.Millisecond))
			st, err := p.Settle(ctx, res, before, 3*time.Minute)
			if err != nil {
				return err
			}
			usage := p.Usage()
			if g.jsonOut {
				if err := printJSON(w, map[string]any{"dir": p.Dir, "jobs": res, "settlement": st, "usage": usage}); err != nil {
					return err
				}
			} else if err := writeProcsReport(w, p, res, st, usage); err != nil {
				return err
			}
			if keep {
				fmt.Fprintf(cmd.ErrOrStderr(), "the network stays up (--keep), run dir %s; Ctrl-C to stop\n", p.Dir)
				<-ctx.Done()
			}
			verified := 0
			for _, j := range res {
				if j.State == "verified" || j.State == "settled" {
					verified++
				}
			}
			switch {
			case verified != jobs:
				return exitError{code: 1, msg: fmt.Sprintf("%d of %d jobs verified", verified, jobs)}
			case st.Settled != verified || st.Jobs != verified:
				return exitError{code: 1, msg: fmt.Sprintf("%d jobs verified, %d settled, %d in finalized batches", verified, st.Settled, st.Jobs)}
			case !st.Exact:
				return exitError{code: 1, msg: fmt.Sprintf("the client spent %s TORA, miners and the validators' contract got %s", tora.Format(st.ClientSpent), tora.Format(st.Paid))}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.IntVar(&miners, "miners", 3, "miner processes")
	f.IntVar(&validators, "validators", 1, "validator processes")
	f.IntVar(&jobs, "jobs", 5, "jobs to post")
	f.DurationVar(&interval, "interval", 0, "time between posts (0: back to back; every job is awaited concurrently)")
	f.DurationVar(&window, "challenge-window", 2*time.Second, "the dev chain's challenge window (whole seconds)")
	f.StringVar(&dir, "dir", "", "run directory: data dirs, logs, chain file (kept; default a temporary one, removed)")
	f.BoolVar(&keep, "keep", false, "keep the network up after the report until Ctrl-C")
	f.BoolVar(&netns, "netns", false, "each peer in its own network namespace (root, ip, tc)")
	f.DurationVar(&latency, "latency", 0, "with --netns: added one-way delay per peer link (tc netem)")
	f.Float64Var(&loss, "loss", 0, "with --netns: packet loss percent per peer link (tc netem)")
	return cmd
}

func writeProcs(w io.Writer, p *testnet.Procs) {
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "run dir %s\n\n", p.Dir)
	fmt.Fprintln(tw, "PROCESS\tPID\tADDRESS\tPRICE\tGPU (declared)\tP2P\tAPI")
	fmt.Fprintf(tw, "chain\t%d\t\t\t\t\t\n", p.Chain.Pid())
	for _, n := range p.Nodes {
		gpu := n.GPU
		if n.Role == "miner" && gpu == "" {
			gpu = "none (CPU)"
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%s\n", n.Name, n.Pid(), n.Address.Hex()[:10], n.Price, gpu, n.P2P, n.API)
	}
	_ = tw.Flush()
	fmt.Fprintln(w)
}

func writeProcsReport(w io.Writer, p *testnet.Procs, jobs []testnet.ProcJob, st *testnet.ProcsSettlement, usage []testnet.ProcUsage) error {
	names := map[string]string{}
	for _, n := range p.Nodes {
		names[n.Address.Hex()] = n.Name
	}
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "JOB\tSTATE\tPATH\tBIDS\tWINNER\tPOST→VERIFIED\tSETTLED\tERROR")
	for _, j := range jobs {
		id := j.ID
		if len(id) > 12 {
			id = id[:12]
		}
		winner := names[j.Winner]
		if winner == "" {
			winner = j.Winner
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\n", id, j.State, j.Path, j.Bids, winner, j.Took.Round(time.Millisecond), yesNo(j.Settled), j.Error)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nsettlement: %d jobs settled, %d jobs in %d finalized batches, %d gas\n", st.Settled, st.Jobs, st.Batches, st.Gas)
	tw = tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ACCOUNT\tBEFORE (TORA)\tAFTER (TORA)\tCHANGE")
	row := func(name, a, b, d string) {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", name, a, b, d)
	}
	b, a := st.Before, st.After
	if b != nil && a != nil {
		row("client escrow (free)", tora.Format(b.ClientFree), tora.Format(a.ClientFree), "-"+tora.Format(st.ClientSpent))
		for _, m := range p.Miners {
			row(m.Name+" wallet", tora.Format(b.MinerTORA[m.Address]), tora.Format(a.MinerTORA[m.Address]), "+"+st.Claimed[m.Name])
		}
		row("validator pool", tora.Format(b.ValidatorPool), tora.Format(a.ValidatorPool), "")
		row("validator rewards (pool, work pots, claimable)", tora.Format(b.RewardsHeld), tora.Format(a.RewardsHeld), "+"+tora.Format(new(big.Int).Sub(a.RewardsHeld, b.RewardsHeld)))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	exact := "exact"
	if !st.Exact {
		exact = "MISMATCH"
	}
	if st.ClientSpent != nil {
		fmt.Fprintf(w, "escrow: client spent %s TORA, miners and the validators' contract received %s: %s\n\n", tora.Format(st.ClientSpent), tora.Format(st.Paid), exact)
	}
	tw = tabwriter.NewWriter(w, 2, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "PROCESS\tPID\tCPU\tRSS MiB\tPEAK RSS MiB\tTHREADS\t")
	for _, u := range usage {
		fmt.Fprintf(tw, "%s\t%d\t%s\t%.1f\t%.1f\t%d\t\n", u.Name, u.Pid, u.CPU.Round(10*time.Millisecond), float64(u.RSS)/(1<<20), float64(u.PeakRSS)/(1<<20), u.Threads)
	}
	return tw.Flush()
}
