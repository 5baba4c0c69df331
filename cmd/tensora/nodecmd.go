package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain/staking"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

func parseBootstrap(addrs []string) ([]peer.AddrInfo, error) {
	var out []peer.AddrInfo
	for _, a := range addrs {
		for _, s := range strings.Split(a, ",") {
			s = strings.TrimSpace(s)
			if s == "" {
				continue
			}
			ai, err := peer.AddrInfoFromString(s)
			if err != nil {
				return nil, fmt.Errorf("bootstrap address %q: %w (want /ip4/…/tcp/…/p2p/<peer id>)", s, err)
			}
			out = append(out, *ai)
		}
	}
	return out, nil
}

// nodeFlags are the flags of commands that run a peer.
type nodeFlags struct {
	roles      []string
	listen     []string
	bootstrap  []string
	subnets    []uint
	mdns       bool
	price      string
	price1k    string
	minStake   string
	bidWindow  time.Duration
	resultWait time.Duration
	account    string
	threads    int
	workers    int
	chain      chainFlags
	api        string // the local API's listen address (node-running commands)
	eng        engineFlags
	swaps      swapFlags // node start's --desk and --pay-network
	det        detachFlags
}

// registerAPI adds --api and --detach to a command that runs a long-lived
// node.
func (f *nodeFlags) registerAPI(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.api, "api", "127.0.0.1:5190", `local HTTP API and dashboard listen address ("off" to disable; config key api)`)
	f.det.register(cmd)
}

// peerKind says which peer a command runs, so that it gets only the flags
// that peer reads.
type peerKind int

const (
	peerAnyRole peerKind = iota // node start: --role picks
	peerWorker                  // miner start, validator start: runs jobs
	peerClient                  // subnet jobs post: a light client posting one job
)

func (f *nodeFlags) register(cmd *cobra.Command, kind peerKind) {
	fl := cmd.Flags()
	if kind == peerAnyRole {
		fl.StringSliceVar(&f.roles, "role", []string{"miner"}, "roles: miner, client, validator (comma-separated)")
	}
	fl.StringSliceVar(&f.listen, "listen", nil, "listen multiaddrs (default TCP and QUIC on port 4001)")
	fl.StringSliceVar(&f.bootstrap, "bootstrap", nil, "bootstrap peers, /ip4/…/tcp/…/p2p/<peer id>")
	if kind == peerClient {
		fl.UintSliceVar(&f.subnets, "subnet", nil, "the subnet to post the job to (default 1)")
	} else {
		fl.UintSliceVar(&f.subnets, "subnet", nil, "subnets to serve (default 1)")
	}
	// The default is the config's, else 1, as the usage says: pflag would
	// print "(default [])" after it.
	fl.Lookup("subnet").DefValue = ""
	fl.BoolVar(&f.mdns, "mdns", false, "discover peers on the LAN with mDNS")
	if kind != peerClient {
		fl.StringVar(&f.price, "price", "", "price per job in TORA (miners; default 1)")
		fl.StringVar(&f.price1k, "price-per-1k", "", "least price per 1,000 tokens in TORA an LLM request must offer (LLM miners; default 0.1)")
	}
	fl.StringVar(&f.minStake, "min-stake", "", "minimum stake in TORA for bids to count")
	fl.DurationVar(&f.bidWindow, "bid-window", 0, "how long a client collects bids (default 300ms)")
	fl.DurationVar(&f.resultWait, "result-wait", 0, "how long a client waits for the assigned miner's result before reassigning the job (default 2m)")
	fl.StringVar(&f.account, "account", "", "wallet account when the keystore holds several")
	if kind != peerClient {
		fl.IntVar(&f.threads, "threads", 1, "ONNX Runtime intra-op threads per run (miners; fixed so results repeat bit for bit)")
		fl.IntVar(&f.workers, "workers", 1, "jobs a miner runs at once")
	}
}

// flagValueError is a bad amount from a flag (a usage error, exit 2) or
// from the config or the environment (exit 1: the command line was right).
func flagValueError(fromFlag bool, flag string, err error) error {
	if fromFlag {
		return usageError{fmt.Errorf("%s: %w", flag, err)}
	}
	return fmt.Errorf("%s (from the config): %w", flag, err)
}

// nodeConfig merges the config (config.toml and TENSORA_* variables) and
// flags into a node.Config.
func (g *globals) nodeConfig(cmd *cobra.Command, f *nodeFlags) (node.Config, error) {
	fc, err := g.fileConfig()
	if err != nil {
		return node.Config{}, err
	}
	var c node.Config
	c.DataDir = filepath.Join(g.datadir, "node")
	for _, r := range f.roles {
		role := node.Role(strings.TrimSpace(r))
		if role != node.RoleMiner && role != node.RoleClient && role != node.RoleValidator {
			return c, usageError{fmt.Errorf("--role %q: want miner, client or validator", r)}
		}
		c.Roles = append(c.Roles, role)
	}
	c.P2P.ListenAddrs = fc.Listen
	if cmd.Flags().Changed("listen") {
		c.P2P.ListenAddrs = f.listen
	}
	boot := fc.Bootstrap
	if cmd.Flags().Changed("bootstrap") {
		boot = f.bootstrap
	}
	if c.P2P.Bootstrap, err = parseBootstrap(boot); err != nil {
		return c, err
	}
	c.Subnets = fc.Subnets
	if cmd.Flags().Changed("subnet") {
		c.Subnets = nil
		for _, s := range f.subnets {
			c.Subnets = append(c.Subnets, uint64(s))
		}
	}
	c.P2P.MDNS = fc.MDNS
	if cmd.Flags().Changed("mdns") {
		c.P2P.MDNS = f.mdns // --mdns=false overrides the config
	}
	price := fc.PriceTORA
	if f.price != "" {
		price = f.price
	}
	if price != "" {
		if c.Price, err = tora.Parse(price); err != nil {
			return c, flagValueError(f.price != "", "--price", err)
		}
	}
	price1k := fc.Price1kTORA
	if f.price1k != "" {
		price1k = f.price1k
	}
	if price1k != "" {
		if c.PricePer1K, err = tora.Parse(price1k); err != nil {
			return c, flagValueError(f.price1k != "", "--price-per-1k", err)
		}
	}
	ms := fc.MinStakeTORA
	if f.minStake != "" {
		ms = f.minStake
	}
	if ms != "" {
		if c.MinStake, err = tora.Parse(ms); err != nil {
			return c, flagValueError(f.minStake != "", "--min-stake", err)
		}
	}
	if len(fc.Stake) > 0 {
		st := node.StaticStake{}
		for a, v := range fc.Stake {
			if !common.IsHexAddress(a) {
				return c, fmt.Errorf("config stake_tora: %q is not an address", a)
			}
			amt, err := tora.Parse(v)
			if err != nil {
				return c, fmt.Errorf("config stake_tora[%s]: %w", a, err)
			}
			st[common.HexToAddress(a)] = amt
		}
		c.Stake = st
		c.StakeNote = "static stake table from the config's stake_tora"
	}
	c.Declared = fc.Declared
	for i := range c.Declared {
		c.Declared[i].Declared = true
	}
	if fc.BidWindow != "" {
		if c.BidWindow, err = time.ParseDuration(fc.BidWindow); err != nil {
			return c, fmt.Errorf("config bid_window: %w", err)
		}
	}
	if f.bidWindow != 0 {
		c.BidWindow = f.bidWindow
	}
	if f.resultWait < 0 {
		return c, usageError{fmt.Errorf("--result-wait %s: want a positive duration", f.resultWait)}
	}
	c.ResultWait = f.resultWait
	return c, nil
}

func newNodeCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{Use: "node", Short: "Run a Tensora peer"}
	f := &nodeFlags{}
	start := &cobra.Command{
		Use:   "start",
		Short: "Run a long-lived peer until SIGINT or SIGTERM",
		Long: `Run a peer with the given roles until Ctrl-C. Settings come from flags,
then TENSORA_<KEY> variables, then <datadir>/config.toml (listen, bootstrap,
subnets, mdns, price_tora, min_stake_tora, bid_window, network, api,
stake_tora, declared_accelerators), then defaults; ` + "`tensora config show`" + `
prints the result and where each value came from.

--desk TOKEN@NETWORK makes the node a swap desk: it gossips quotes selling
TORA for that token of a payment network (--desk-rate TORA per token, less
--desk-premium percent, for --desk-min to --desk-max tokens) and carries
out the swaps clients start (` + "`tensora swap --help`" + `). A desk needs a chain
and stake. --pay-network NETWORK runs only the client's side, so swaps this
datadir started resume with the node.

--detach (-d) asks the passphrase here, then runs the node in the background
(in a session of its own; the passphrase goes over a pipe), waits until its
API answers, prints its pid and log file (<datadir>/node.log) and exits;
` + "`tensora node stop`" + ` stops it. If the node fails to start, the log's last
lines are printed and the exit status is 1.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return g.runNode(cmd, f) },
	}
	f.register(start, peerAnyRole)
	f.registerAPI(start)
	f.chain.register(start)
	f.swaps.register(start)
	cmd.AddCommand(start, newNodeStopCmd(g))
	return cmd
}

func newMinerCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{Use: "miner", Short: "Run a miner (alias of `node start --role miner`)"}
	f := &nodeFlags{roles: []string{"miner"}}
	start := &cobra.Command{
		Use:   "start",
		Short: "Detect hardware, advertise it, bid for jobs",
		Long: `Detect hardware, advertise it, bid for jobs.

--engine onnx (the default) runs ONNX models, whichever a job names.
--engine ollama or vllm serves one LLM, --model (a GGUF file for ollama, or
a model CID fetched under <datadir>/llm/models/<cid>): the server starts and
the model is warm before the miner advertises it; it takes LLM jobs (engine
"llm") for that model only.
--engine oci runs container jobs (engine "oci"): it pulls each job's image by
CID (a phase of its own, before the run's timeout starts), unpacks it once
under <datadir>/oci, and runs it with runc (as root: read-only root, no
network, no capabilities, a seccomp filter, the job's memory/CPU/pids limits);
images it holds are advertised so matchers prefer it for them.
--engine he-ckks runs encrypted inference jobs (engine "he-ckks"): the job's
model is an HE model, its input the client's ciphertext; the miner fetches
the client's evaluation keys once into its store, evaluates with lattigo, and
returns a ciphertext only the client can decrypt: it never sees the input or
the output.`,
		Example: `  tensora miner start
  tensora miner start --engine ollama --model tiny.gguf
  tensora miner start --engine vllm --model <cid>   # on a GPU host with vLLM installed
  sudo tensora miner start --engine oci             # containers, with runc installed
  tensora miner start --engine he-ckks              # encrypted inference`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := f.eng.check(g.datadir); err != nil {
				return err // before anything starts
			}
			return g.runNode(cmd, f)
		},
	}
	f.register(start, peerWorker)
	f.registerAPI(start)
	f.eng.register(start.Flags())
	f.chain.register(start)
	cmd.AddCommand(start, newEarningsCmd(g))
	return cmd
}

func (g *globals) runNode(cmd *cobra.Command, f *nodeFlags) error {
	if f.det.detach && !f.det.child {
		return g.detachNode(cmd, f.account)
	}
	var ready *os.File // the detaching parent waits on it
	if f.det.child {
		r, err := g.takeHandedPassphrase()
		if err != nil {
			return err
		}
		ready = r
		defer ready.Close()
	}
	log, err := g.logger(cmd.ErrOrStderr())
	if err != nil {
		return err
	}
	cfg, err := g.nodeConfig(cmd, f)
	if err != nil {
		return err
	}
	cfg.Logger = log
	ctx := cmd.Context()
	settlement, closeChain, err := f.chain.nodeSettlement(ctx, g, log)
	if err != nil {
		return err
	}
	defer closeChain()
	cfg.Settlement = settlement
	if err := useChainStake(ctx, &cfg); err != nil {
		return err
	}
	closeSwaps, err := g.nodeSwaps(ctx, cmd, f, &cfg)
	if err != nil {
		return err
	}
	defer closeSwaps()
	if err := f.eng.checkWorkers(slices.Contains(cfg.Roles, node.RoleValidator), f.workers); err != nil {
		return usageError{err}
	}
	var llmModel string
	if slices.Contains(cfg.Roles, node.RoleMiner) || slices.Contains(cfg.Roles, node.RoleValidator) {
		e, model, err := f.eng.build(ctx, g.datadir, f.threads, f.workers, log)
		if err != nil {
			return err
		}
		defer e.Close()
		cfg.Engine = e
		cfg.MaxConcurrency = f.workers
		llmModel = model
	}
	if slices.Contains(cfg.Roles, node.RoleClient) {
		if _, ok := cfg.Engine.(engine.Inspector); !ok {
			// Jobs posted through this node's API are checked against
			// their models' declared inputs when ONNX Runtime is here.
			if e, err := onnx.New(onnx.Config{Logger: log, CUDA: onnx.CUDAOff, Workers: 1}); err == nil {
				cfg.Inspector = e
				defer e.Close()
			}
		}
	}
	n, err := g.startNode(ctx, cfg, f.account)
	if err != nil {
		return err
	}
	defer n.Close()
	removePID, err := writePIDFile(g.datadir)
	if err != nil {
		return err
	}
	defer removePID()
	if llmModel != "" {
		// The served model is content like any other: peers (validators)
		// fetch it by CID from this miner.
		if err := addFile(ctx, n, llmModel, "llm model"); err != nil {
			return err
		}
	}
	fc, err := g.fileConfig()
	if err != nil {
		return err
	}
	srv, stopAPI, err := g.serveAPI(ctx, n, apiAddr(cmd, f.api, fc), fc, f.chain, log)
	if err != nil {
		return err
	}
	defer stopAPI()
	out := cmd.OutOrStdout()
	h := n.Hardware()
	if g.jsonOut {
		var addrs []string
		for _, a := range n.Host().AddrInfo().Addrs {
			addrs = append(addrs, a.String()+"/p2p/"+n.Host().ID().String())
		}
		v := map[string]any{"address": n.Address().Hex(), "peer_id": n.Host().ID().String(), "addrs": addrs, "hardware": h}
		if srv != nil {
			v["api"] = srv.URL()
		}
		_ = printJSON(out, v)
	} else {
		fmt.Fprintf(out, "tensora node %s (peer %s)\n", n.Address().Hex(), n.Host().ID())
		for _, a := range n.Host().AddrInfo().Addrs {
			fmt.Fprintf(out, "  listening %s/p2p/%s\n", a, n.Host().ID())
		}
		if len(h.GPUs) == 0 && h.CPU.Cores > 0 {
			fmt.Fprintf(out, "  hardware: %d cores (%s), %s RAM, no GPU detected\n", h.CPU.Cores, h.CPU.Model, gib(h.RAMBytes))
		} else if h.CPU.Cores > 0 {
			fmt.Fprintf(out, "  hardware: %d cores, %s RAM, %d GPU(s)\n", h.CPU.Cores, gib(h.RAMBytes), len(h.GPUs))
		}
		if srv != nil {
			fmt.Fprintf(out, "  dashboard and API %s (metrics at %smetrics)\n", srv.URL(), srv.URL())
		}
		describeSwaps(out, n, cfg)
		if ready == nil {
			fmt.Fprintln(out, "  press Ctrl-C to stop")
		}
	}
	if ready != nil {
		url := ""
		if srv != nil {
			url = srv.URL()
		}
		reportReady(ready, url)
	}
	<-ctx.Done()
	fmt.Fprintln(cmd.ErrOrStderr(), "shutting down")
	return n.Close()
}

// useChainStake makes a node with a chain (and no stake table from
// the config) read operator stake from the Staking contract, refreshed
// until ctx ends, so its matching and topic checks agree with every other
// peer on the chain.
func useChainStake(ctx context.Context, cfg *node.Config) error {
	s := cfg.Settlement
	if s == nil || s.Contracts.Staking == (common.Address{}) || cfg.Stake != nil {
		return nil
	}
	cs, err := staking.NewView(ctx, s.Client, s.Contracts.Staking, cfg.Logger)
	if err != nil {
		return fmt.Errorf("stake view: %w", err)
	}
	go cs.Run(ctx, 2*time.Second)
	cfg.Stake, cfg.StakeNote = cs, "operator stake from the Staking contract"
	return nil
}

// startNode unlocks the wallet, builds and starts a node; the caller closes it.
func (g *globals) startNode(ctx context.Context, cfg node.Config, account string) (*node.Node, error) {
	key, err := g.unlock(account)
	if err != nil {
		return nil, err
	}
	n, err := node.New(cfg, key.ECDSA())
	if err != nil {
		return nil, err
	}
	if err := n.Start(ctx); err != nil {
		return nil, err // Start closed the node
	}
	return n, nil
}

func gib(b uint64) string { return strconv.FormatFloat(float64(b)/(1<<30), 'f', 1, 64) + " GiB" }
