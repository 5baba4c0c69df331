package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/api"
	"github.com/tensora/tensora/chain/paychain"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/llm"
	"github.com/tensora/tensora/testnet"
)

// demoPrompts are the chats `testnet up` sends through the gateway.
var demoPrompts = []string{"Hello! Who are you?", "What is a peer-to-peer network?", "Write a haiku about GPUs."}

// demoLLM is the LLM part of `testnet up`: miners serving the tiny test
// model on one shared ollama server.
type demoLLM struct {
	engine *llm.Engine
	path   string
	dir    string
}

// startDemoLLM starts the tiny model's server, or says in one line why
// the LLM part is skipped (no ollama built, or it did not start) and
// returns nil: the ONNX part runs either way.
func startDemoLLM(ctx context.Context, status io.Writer, log *slog.Logger) *demoLLM {
	bin, err := llm.FindOllama()
	if err != nil {
		fmt.Fprintf(status, "LLM jobs skipped: %v\n", err)
		return nil
	}
	dir, err := os.MkdirTemp("", "tensora-demo-llm-")
	if err != nil {
		fmt.Fprintf(status, "LLM jobs skipped: %v\n", err)
		return nil
	}
	fmt.Fprintln(status, "starting ollama with the tiny test model (random weights: its output is gibberish by construction)...")
	e, path, err := testnet.StartTinyLLM(ctx, bin, dir, log)
	if err != nil {
		_ = os.RemoveAll(dir)
		fmt.Fprintf(status, "LLM jobs skipped: %v\n", err)
		return nil
	}
	return &demoLLM{engine: e, path: path, dir: dir}
}

func (d *demoLLM) close() {
	if d != nil {
		_ = d.engine.Close()
		_ = os.RemoveAll(d.dir)
	}
}

// demoContainers is the container part of `testnet up`: the work dirs of
// its container engines.
type demoContainers struct {
	dir string
}

// startDemoContainers says in one line why container jobs are skipped (no
// runc, not root, no busybox), or returns their part of the demo.
func startDemoContainers(status io.Writer, jobs, miners int) *demoContainers {
	if jobs == 0 || miners == 0 {
		return nil
	}
	if err := testnet.ContainersAvailable(); err != nil {
		fmt.Fprintf(status, "container jobs skipped: %v\n", err)
		return nil
	}
	dir, err := os.MkdirTemp("", "tensora-demo-oci-")
	if err != nil {
		fmt.Fprintf(status, "container jobs skipped: %v\n", err)
		return nil
	}
	return &demoContainers{dir: dir}
}

// engine starts a container engine working under the demo's dir.
func (d *demoContainers) engine(ctx context.Context, name string, log *slog.Logger) (engine.Engine, error) {
	return testnet.NewContainerEngine(ctx, filepath.Join(d.dir, name), log)
}

func (d *demoContainers) close() {
	if d != nil {
		_ = os.RemoveAll(d.dir)
	}
}

// wideTable is a report that prints narrow (to fit 120 columns) or wide.
type wideTable interface {
	WriteTable(io.Writer) error
	WriteWideTable(io.Writer) error
}

func newTestnetCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{Use: "testnet", Short: "Run a whole network on this machine"}
	var (
		miners, jobs, degree, validators int
		llmMiners, llmChats              int
		containers, containerMiners      int
		heMiners, heJobs                 int
		sampleRate                       float64
		bidWindow, ackTimeout            time.Duration
		noChain, keep, wide              bool
		payUSDC                          int64
		apiListen                        string
	)
	table := func(r wideTable) func(io.Writer) error {
		if wide {
			return r.WriteWideTable
		}
		return r.WriteTable
	}
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
ValidatorRewards, Staking, Challenges, ToraNames) run on an embedded chain
in the same process; every peer registers a .tora name (miner-<i>,
validator-<i>, client), which the tables print next to its address; the client
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

LLM jobs: where the ollama that make setup-llm builds is found (in the cache,
or $TENSORA_OLLAMA), --llm-miners more miners serve the tiny test model on one
ollama server (engine/llm/gguf Tiny: random weights, so its text is gibberish
by construction), and after the ONNX jobs the client sends --llm-chats chat
requests through its OpenAI-compatible gateway as any OpenAI client would
(POST /v1/chat/completions, stream: true), printing the text as it streams
and each job's tokens and per-token fee; they settle with the other jobs.
Without ollama the demo says so in one line and runs the ONNX part.

Container jobs: as root with runc and busybox-static installed (Debian:
apt-get install runc busybox-static), --container-miners more miners run
containers (--engine oci) and one more validator re-executes them; the client
builds a small image (busybox and a word-count script), stores it by CID and
posts --containers jobs, each with its own files under /in. Each job's line
shows its phases on the miner (fetching, pulling the image from the client,
running under runc, collecting /out) and the words counted. Without runc or
root the demo says so in one line and skips them.

Encrypted jobs: --he-miners more miners run encrypted inference (--engine
he-ckks); the client converts a small MNIST network (he/heonnx's, 196 →
dense 32 → square → dense 10) into an HE model, generates its CKKS keys
(ckks-n13, about half a second; its evaluation keys, 25 MiB, are fetched by
the HE miners from the client once) and posts --encrypted-jobs sample digits,
each encrypted under its key. Each job's line shows the label the client
decrypted beside the plaintext model's and the true digit, and the largest
difference from the plaintext model's values; they settle with the others.

Needs the ONNX Runtime library and the model: run make setup first (make demo
does, and make setup-llm for the LLM part).

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
				return usageError{fmt.Errorf("--sample-rate %g: want a fraction in (0, 1]", sampleRate)}
			}
			if validators < 0 {
				return usageError{fmt.Errorf("--validators %d: must not be negative", validators)}
			}
			if llmMiners < 0 || llmChats < 0 {
				return usageError{fmt.Errorf("--llm-miners and --llm-chats must not be negative")}
			}
			if containers < 0 || containerMiners < 0 {
				return usageError{fmt.Errorf("--containers and --container-miners must not be negative")}
			}
			if heMiners < 0 || heJobs < 0 {
				return usageError{fmt.Errorf("--he-miners and --encrypted-jobs must not be negative")}
			}
			status := cmd.ErrOrStderr()
			cfg := testnet.Config{
				Miners: miners, Degree: degree, BidWindow: bidWindow, AckTimeout: ackTimeout, Logger: log,
				Chain: !noChain, Names: !noChain, Validators: validators, SampleRateBps: uint16(sampleRate*10000 + 0.5),
				Payments: !noChain && payUSDC > 0,
			}
			if payUSDC < 0 {
				return usageError{fmt.Errorf("--pay-usdc %d: must not be negative", payUSDC)}
			}
			var lm *demoLLM
			if llmMiners > 0 && llmChats > 0 {
				lm = startDemoLLM(ctx, status, log)
			}
			defer lm.close()
			nLLM := 0
			if lm != nil {
				nLLM = llmMiners
			}
			dc := startDemoContainers(status, containers, containerMiners)
			defer dc.close()
			nOCI := 0
			if dc != nil {
				nOCI = containerMiners
			}
			extra := ""
			if nLLM+nOCI > 0 {
				// The ONNX fleet as without the others, then the LLM
				// miners on one shared server, then the container miners
				// (and one validator for their jobs).
				cfg.Miners += nLLM + nOCI
				for i := range miners {
					cfg.Profiles = append(cfg.Profiles, testnet.DefaultProfiles[i%len(testnet.DefaultProfiles)])
				}
				for range nLLM {
					cfg.Profiles = append(cfg.Profiles, testnet.Profile{Name: "llm-cpu", PriceTORA: 1, StakeTORA: 200})
				}
				for range nOCI {
					cfg.Profiles = append(cfg.Profiles, testnet.Profile{Name: "oci-cpu", PriceTORA: 1, StakeTORA: 200})
				}
				cfg.MinerEngine = func(i int) (engine.Engine, error) {
					switch {
					case i >= miners+nLLM:
						return dc.engine(ctx, fmt.Sprintf("miner-%d", i), log)
					case i >= miners:
						return llm.NewJobEngine(lm.engine), nil
					}
					return nil, nil
				}
				if nOCI > 0 && validators > 0 {
					cfg.Validators++
					cfg.ValidatorEngine = func(i int) (engine.Engine, error) {
						if i == cfg.Validators-1 {
							return dc.engine(ctx, fmt.Sprintf("validator-%d", i), log)
						}
						return nil, nil
					}
				}
				if nLLM > 0 {
					extra += fmt.Sprintf(", %d serving the tiny LLM", nLLM)
				}
				if nOCI > 0 {
					extra += fmt.Sprintf(", %d running containers", nOCI)
				}
			}
			if heMiners > 0 && heJobs > 0 {
				// After every other miner (testnet.Config.HEMiners).
				cfg.HEMiners = heMiners
				extra += fmt.Sprintf(", %d running encrypted inference (he-ckks)", heMiners)
			}
			fmt.Fprintf(status, "starting %d miners (0 byzantine)%s, %d validators and a light client on 127.0.0.1...\n", miners, extra, cfg.Validators)
			net, err := testnet.Start(ctx, cfg)
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
			var audit *testnet.SwapAudit
			if cfg.Payments {
				fmt.Fprintf(status, "paying from another chain: the client swaps %d USDC on the payment chain (id %d) for TORA in its escrow, through the desk's quote\n", payUSDC, paychain.DevChainID)
				if audit, err = net.PayWithStablecoin(ctx, payUSDC, status); err != nil {
					return err
				}
			}
			var before *testnet.Balances
			if !noChain {
				if before, err = net.ChainBalances(ctx); err != nil {
					return err
				}
			}
			fmt.Fprintf(status, "network up; posting %d jobs\n", jobs)
			rep, err := net.Run(ctx, jobs)
			if err != nil {
				return err
			}
			var chats []testnet.ChatLine
			if lm != nil {
				model, err := net.ServeModel(ctx, lm.path)
				if err != nil {
					return err
				}
				fmt.Fprintf(status, "LLM chats through the client's OpenAI-compatible gateway (POST /v1/chat/completions, stream: true), model %s;\n"+
					"the tiny test model has random weights: its text is gibberish by construction\n", model)
				prompts := demoPrompts
				for len(prompts) < llmChats {
					prompts = append(prompts, demoPrompts...)
				}
				if chats, err = net.ChatThroughGateway(ctx, model, prompts[:llmChats], 32, status); err != nil {
					return err
				}
			}
			var crep *testnet.Report
			if dc != nil {
				fmt.Fprintf(status, "container jobs: the client builds a busybox image, stores it by CID and posts %d jobs (runc on the miners)\n", containers)
				if crep, err = net.RunContainers(ctx, containers, status); err != nil {
					return err
				}
			}
			var erep *testnet.EncryptedReport
			if cfg.HEMiners > 0 {
				fmt.Fprintf(status, "encrypted jobs: the client posts %d MNIST digits encrypted under its own CKKS key (%s); the HE miners compute on ciphertexts, only the client decrypts\n", heJobs, testnet.HEParams)
				if erep, err = net.RunEncrypted(ctx, heJobs, status); err != nil {
					return err
				}
			}
			var settled *testnet.SettlementReport
			if !noChain {
				fmt.Fprintln(status, "settling on the embedded chain...")
				if settled, err = net.Settle(ctx, before); err != nil {
					return err
				}
			}
			if g.jsonOut {
				err = printJSON(cmd.OutOrStdout(), map[string]any{"jobs": rep, "settlement": settled, "llm_chats": chats, "container_jobs": crep, "encrypted_jobs": erep, "swap": audit})
			} else {
				err = table(rep)(cmd.OutOrStdout())
				if err == nil && len(chats) > 0 {
					fmt.Fprintln(cmd.OutOrStdout(), "\nLLM chats (per-token fees, tiny random-weight test model)")
					err = testnet.WriteChatTable(cmd.OutOrStdout(), chats)
				}
				if err == nil && crep != nil {
					fmt.Fprintln(cmd.OutOrStdout(), "\nContainer jobs (runc; image by CID)")
					err = table(crep)(cmd.OutOrStdout())
				}
				if err == nil && erep != nil {
					fmt.Fprintf(cmd.OutOrStdout(), "\nEncrypted jobs (he-ckks: %s; inputs and outputs encrypted under the client's key)\n", erep.Summary)
					err = erep.WriteTable(cmd.OutOrStdout())
				}
				if err == nil && audit != nil {
					fmt.Fprintln(cmd.OutOrStdout(), "\nPaid from another chain (hash time-locked swap; the audit trail on both chains)")
					audit.PrintAudit(cmd.OutOrStdout())
				}
				if err == nil && settled != nil {
					err = table(settled)(cmd.OutOrStdout())
				}
			}
			if err != nil {
				return err
			}
			if keep {
				fmt.Fprintln(cmd.ErrOrStderr(), "the network stays up (--keep); Ctrl-C to stop")
				<-ctx.Done()
			}
			containerJobs := 0
			if crep != nil {
				containerJobs = crep.Verified
				if !crep.OK() {
					return exitError{code: 1, msg: fmt.Sprintf("%d of %d container jobs not run and verified", len(crep.Jobs)-crep.Verified, len(crep.Jobs))}
				}
			}
			encJobs := 0
			if erep != nil {
				encJobs = erep.Verified
				if !erep.OK() {
					return exitError{code: 1, msg: fmt.Sprintf("%d of %d encrypted jobs not verified and decrypted to the plaintext model's result", len(erep.Jobs)-erep.Decrypted, len(erep.Jobs))}
				}
			}
			if settled != nil && settled.Jobs != rep.Verified+len(chats)+containerJobs+encJobs {
				return exitError{code: 1, msg: fmt.Sprintf("%d verified jobs, %d chats, %d container jobs and %d encrypted jobs but %d settled on chain", rep.Verified, len(chats), containerJobs, encJobs, settled.Jobs)}
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
	f.BoolVar(&wide, "wide", false, "print every column of the tables (per-phase timings, excluded miners, validators' CPU); without it they fit 120 columns")
	f.IntVar(&llmMiners, "llm-miners", 2, "extra miners serving the tiny test LLM on ollama, when 'make setup-llm' built it (0: none)")
	f.IntVar(&llmChats, "llm-chats", 3, "chat requests sent through the client's OpenAI-compatible gateway to the LLM miners")
	f.IntVar(&containers, "containers", 2, "container jobs to post (a busybox word count under runc), when runc, root and busybox-static are here (0: none)")
	f.IntVar(&containerMiners, "container-miners", 2, "extra miners running containers (--engine oci) for --containers")
	f.IntVar(&heMiners, "he-miners", 1, "extra miners running encrypted inference (--engine he-ckks) for --encrypted-jobs")
	f.IntVar(&heJobs, "encrypted-jobs", 2, "encrypted jobs to post: MNIST digits encrypted under the client's CKKS key, decrypted on the client (0: none)")
	f.Int64Var(&payUSDC, "pay-usdc", 100, "USDC the client swaps into TORA on a second, payment chain first (0: none; needs the chain)")
	f.BoolVar(&keep, "keep", false, "keep the network up after the report until Ctrl-C (to look at the dashboard)")

	cmd.AddCommand(up, newTestnetProcsCmd(g))
	return cmd
}
