package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/chain/paychain"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

// ChainFile is what `tensora chain dev` writes and other processes read to
// find the chain and its contracts.
type ChainFile struct {
	Network string `json:"network"`
	ChainID uint64 `json:"chain_id"`
	RPC     string `json:"rpc"`
	// WS is the chain's WebSocket JSON-RPC URL, where eth_subscribe
	// streams heads and logs ("" when it serves none).
	WS        string          `json:"ws,omitempty"`
	Contracts chain.Addresses `json:"contracts"`
	Subnet    uint64          `json:"subnet"`
	Accounts  []DevAccount    `json:"accounts,omitempty"`
	// Payment is the local payment chain of `chain dev --payment-chain`.
	Payment *paymentFile `json:"payment,omitempty"`
	source  string       // where it was read from, for messages
}

// DevAccount is a funded account of the dev chain. Its key is public: dev
// chains only.
type DevAccount struct {
	Address string `json:"address"`
	Key     string `json:"private_key"`
}

// devKey is dev account i's key: keccak256("tensora dev account <i>").
func devKey(i int) *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("tensora dev account " + strconv.Itoa(i))))
	if err != nil {
		panic(err) // a keccak output is a valid key with overwhelming probability; fixed inputs
	}
	return k
}

func (g *globals) chainFile() string { return filepath.Join(g.datadir, "chain-dev.json") }

func newChainCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{Use: "chain", Short: "Run or inspect the settlement chain"}
	var (
		addr     string
		wsAddr   string
		accounts int
		window   time.Duration
		interval time.Duration
		out      string
		voting   time.Duration
		delay    time.Duration
		payChain bool
		payAddr  string
	)
	dev := &cobra.Command{
		Use:   "dev",
		Short: "Run the embedded chain as a JSON-RPC server with funded accounts and deployed contracts",
		Long: `Start go-ethereum's simulated chain (chain id 1337) in this process, serve
JSON-RPC on 127.0.0.1 over HTTP and WebSocket (one port, --http; the ws://
URL, where eth_subscribe streams new heads and logs, is in the chain file), deploy TORA, SubnetRegistry, ValidatorRewards,
JobEscrow, Staking (7-day unbonding), Challenges, ToraNames, SubnetACL,
ModelRegistry, governance (ToraTimelock and ToraGovernor) and HTLC (cross-chain swaps), create subnet 1 owned by governance, and
fund --accounts dev accounts with gas and 10,000 TORA each, their votes
delegated to themselves. Proposals open for votes a second after they are
made, run --voting-period and wait --timelock-delay (at least the challenge
window). The dev account keys are derived from a public seed (dev chains only). The chain's URL,
contract addresses and accounts are written to --out (default
<datadir>/chain-dev.json), which other nodes read with --chain-file. Runs
until Ctrl-C; state is in memory.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			if out == "" {
				out = g.chainFile()
			}
			eth := new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(params.Ether))
			alloc := map[common.Address]*big.Int{}
			var keys []*ecdsa.PrivateKey
			for i := 0; i < accounts; i++ {
				k := devKey(i)
				keys = append(keys, k)
				alloc[crypto.PubkeyToAddress(k.PublicKey)] = eth
			}
			if interval <= 0 {
				return usageError{fmt.Errorf("--block-time %s: want a positive interval (the dev chain seals blocks on it)", interval)}
			}
			switch wsAddr {
			case "":
				wsAddr = addr // one port for HTTP and WebSocket
			case "none":
				wsAddr = ""
			}
			emb, err := backend.NewEmbedded(backend.EmbeddedConfig{Alloc: alloc, BlockInterval: interval, HTTPAddr: addr, WSAddr: wsAddr})
			if err != nil {
				return err
			}
			defer emb.Close()
			if delay == 0 {
				delay = window
			}
			if delay < window {
				return usageError{fmt.Errorf("--timelock-delay %s: want at least the challenge window (%s), so rules cannot change under a pending challenge", delay, window)}
			}
			f, err := deployDev(ctx, emb.Client(), keys, window, devGovernance(window, delay, voting))
			if err != nil {
				return err
			}
			f.RPC, f.WS = emb.URL(), emb.WSURL()
			if payChain {
				pc, err := startDevPaymentChain(ctx, keys, interval, payAddr)
				if err != nil {
					return err
				}
				defer pc.Close()
				f.Payment = devPaymentFile(pc, interval)
			}
			if err := os.MkdirAll(filepath.Dir(out), 0o700); err != nil {
				return err
			}
			b, _ := json.MarshalIndent(f, "", "  ")
			if err := os.WriteFile(out, append(b, '\n'), 0o600); err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if g.jsonOut {
				_ = printJSON(w, f)
			} else {
				serving := f.RPC
				if f.WS != "" {
					serving += " and " + f.WS
				}
				fmt.Fprintf(w, "dev chain %d serving %s\n  TORA %s\n  SubnetRegistry %s\n  ValidatorRewards %s\n  JobEscrow %s\n  Staking %s\n  Challenges %s\n  ToraNames %s\n  SubnetACL %s\n  ModelRegistry %s\n  ToraTimelock %s\n  ToraGovernor %s\n  HTLC %s\n  subnet %d (challenge window %s; governed: tensora gov propose)\n  %d funded accounts; addresses and keys in %s\n  nodes join this chain only when told: start every miner, validator and client with --chain-file %s\n  press Ctrl-C to stop\n",
					f.ChainID, serving, f.Contracts.Token.Hex(), f.Contracts.Registry.Hex(), f.Contracts.Rewards.Hex(), f.Contracts.Escrow.Hex(),
					f.Contracts.Staking.Hex(), f.Contracts.Challenges.Hex(), f.Contracts.Names.Hex(), f.Contracts.ACL.Hex(), f.Contracts.Models.Hex(), f.Contracts.Timelock.Hex(), f.Contracts.Governor.Hex(), f.Contracts.HTLC.Hex(),
					f.Subnet, window, len(f.Accounts), out, out)
				if p := f.Payment; p != nil {
					fmt.Fprintf(w, "payment chain %q (chain id %d) serving %s\n  HTLC %s\n  USDC %s (6 decimals; 10,000 USDC to each dev account)\n  timing: %d confirmation, %s blocks, %s reorg margin, %s reveal margin\n",
						p.Network, p.ChainID, p.RPC, p.HTLC.Hex(), p.Tokens[paychain.USDCSymbol].Address.Hex(), p.Confirmations, p.BlockTime, p.ReorgMargin, p.RevealMargin)
				}
			}
			<-ctx.Done()
			fmt.Fprintln(cmd.ErrOrStderr(), "shutting down")
			return nil
		},
	}
	dev.Flags().StringVar(&addr, "http", "127.0.0.1:8545", "JSON-RPC listen address")
	dev.Flags().StringVar(&wsAddr, "ws", "", "WebSocket JSON-RPC listen address, for eth_subscribe (default: the --http address, one port for both; none: no WebSocket)")
	dev.Flags().IntVar(&accounts, "accounts", 10, "funded dev accounts")
	dev.Flags().DurationVar(&window, "challenge-window", time.Minute, "challenge window of subnet 1")
	dev.Flags().DurationVar(&interval, "block-time", time.Second, "seal a block this often")
	dev.Flags().StringVar(&out, "out", "", "where to write the chain file (default <datadir>/chain-dev.json)")
	dev.Flags().DurationVar(&voting, "voting-period", 2*time.Minute, "how long a governance vote runs")
	dev.Flags().DurationVar(&delay, "timelock-delay", 0, "wait between a passed proposal and its effect (default: the challenge window)")
	dev.Flags().BoolVar(&payChain, "payment-chain", false, "also run a local payment chain (HTLC and USDC) for swaps, written into the chain file as \"payment\"")
	dev.Flags().StringVar(&payAddr, "payment-http", "127.0.0.1:8546", "the payment chain's JSON-RPC listen address (with --payment-chain)")
	cmd.AddCommand(dev, newChainDeployCmd(g))
	return cmd
}

// startDevPaymentChain runs the dev payment chain: HTLC and USDC deployed
// by a fixed admin key, the dev accounts funded with gas and 10,000 USDC.
func startDevPaymentChain(ctx context.Context, keys []*ecdsa.PrivateKey, interval time.Duration, addr string) (*paychain.Chain, error) {
	admin, err := crypto.ToECDSA(crypto.Keccak256([]byte("tensora dev payment admin")))
	if err != nil {
		return nil, fmt.Errorf("payment chain admin key: %w", err)
	}
	var mint []paychain.Grant
	for _, k := range keys {
		mint = append(mint, paychain.Grant{To: crypto.PubkeyToAddress(k.PublicKey), Amount: paychain.USDC(10_000)})
	}
	pc, err := paychain.Start(ctx, paychain.Config{Admin: admin, Keys: keys, Mint: mint, BlockInterval: interval, HTTPAddr: addr})
	if err != nil {
		return nil, fmt.Errorf("payment chain: %w", err)
	}
	return pc, nil
}

// devPaymentFile describes the dev payment chain for the chain file: one
// confirmation of interval blocks, margins as the testnet's.
func devPaymentFile(pc *paychain.Chain, interval time.Duration) *paymentFile {
	return &paymentFile{Network: "payment", paymentNetworkConfig: paymentNetworkConfig{
		RPC: pc.URL(), ChainID: paychain.DevChainID, HTLC: pc.Addrs.HTLC,
		Tokens:        map[string]tokenConfig{paychain.USDCSymbol: {Address: pc.Addrs.USDC, Decimals: paychain.USDCDecimals}},
		Confirmations: 1, BlockTime: interval.String(), ReorgMargin: "2s", RevealMargin: "3s",
	}}
}

// devGovernance is a dev chain's governance: the subnet's window is the
// longest, proposals open a second after they are made, need 100 TORA of
// votes to make and a 4% quorum to pass.
func devGovernance(window, delay, voting time.Duration) chain.Governance {
	return chain.Governance{MaxChallengeWindow: window, Delay: delay, VotingDelay: time.Second, VotingPeriod: voting,
		ProposalThreshold: tora.Whole(100), QuorumPercent: 4}
}

// deployDev deploys the contracts from account 0 with governance gv,
// creates subnet 1 with the challenge window and hands it to governance,
// and funds every account with 10,000 TORA, delegating its votes to itself.
func deployDev(ctx context.Context, c backend.Client, keys []*ecdsa.PrivateKey, window time.Duration, gv chain.Governance) (*ChainFile, error) {
	if len(keys) == 0 {
		return nil, errors.New("chain dev: need at least one account")
	}
	p := chain.DefaultParams()
	p.ChallengeWindow = uint64(window / time.Second)
	cfg := devchain.Config{Admin: keys[0], Params: &p, Governed: true, Deploy: chain.DeployOptions{Governance: gv}}
	grant := tora.Whole(10_000)
	for _, k := range keys {
		cfg.Mint = append(cfg.Mint, devchain.Grant{To: crypto.PubkeyToAddress(k.PublicKey), Amount: grant})
	}
	d, err := devchain.Setup(ctx, c, cfg)
	if err != nil {
		return nil, err
	}
	tk := bindings.NewTORA()
	for _, k := range keys {
		if err := sendTx(ctx, c, k, d.Addrs.Token, tk.PackDelegate(crypto.PubkeyToAddress(k.PublicKey))); err != nil {
			return nil, fmt.Errorf("delegate votes: %w", err)
		}
	}
	f := &ChainFile{Network: "dev", ChainID: backend.DevChainID, Contracts: d.Addrs, Subnet: d.Subnet}
	for _, k := range keys {
		f.Accounts = append(f.Accounts, DevAccount{Address: crypto.PubkeyToAddress(k.PublicKey).Hex(), Key: hex.EncodeToString(crypto.FromECDSA(k))})
	}
	return f, nil
}

// sendTx sends calldata to a contract from key and waits for success,
// decoding a revert into the contract's error name.
func sendTx(ctx context.Context, c backend.Client, key *ecdsa.PrivateKey, to common.Address, data []byte) error {
	_, err := chain.Transact(ctx, c, key, to, data)
	return err
}

// chainFlags select the chain a command settles on.
type chainFlags struct {
	file    string
	rpc     string
	network string

	// The running node's answer (ofRunningNode), asked once: a command
	// that resolves the chain several times (a swap: its settlement,
	// payment network and timing) follows one answer, not a node that
	// restarted in between or an impostor that answers each ask anew.
	asked   bool
	running *chainFlags
	askErr  error
}

func (cf *chainFlags) register(cmd *cobra.Command) {
	cmd.Flags().StringVar(&cf.network, "network", "", "settlement network: dev, local, tensora-l2, one named in config.toml [networks], or none (default: the config's network)")
	cmd.Flags().StringVar(&cf.file, "chain-file", "", "chain file written by 'tensora chain dev' (chain commands default to <datadir>/chain-dev.json when present; nodes use a chain only when told)")
	cmd.Flags().StringVar(&cf.rpc, "chain-rpc", "", "JSON-RPC URL of the chain (overrides the chain file's; its chain id is checked)")
}

// load resolves the chain: --chain-file, else --network (or the config's
// network) with its preset and config settings, else the default
// chain file when present. required=false returns nil when there is none.
func (cf *chainFlags) load(g *globals, required bool) (*ChainFile, error) {
	if cf.file == "" {
		fc, err := g.fileConfig()
		if err != nil {
			return nil, err
		}
		name := cf.network
		if name == "" {
			name = fc.Network
		}
		if name == NetworkNone {
			if required {
				return nil, fmt.Errorf("this command settles on a chain and the network is %q: pass --chain-file or --network dev|local|tensora-l2", NetworkNone)
			}
			return nil, nil
		}
		if name != "" {
			return cf.fromNetwork(g, name, fc)
		}
	}
	return cf.fromFile(g, required)
}

// source is where a node's chain was named, for its API to tell the CLI:
// the chain file's absolute path, or the network (flag, else config).
// Both empty: no chain, or only the datadir's chain-dev.json, which chain
// commands find by themselves.
func (cf chainFlags) source(fc fileConfig) (file, network string) {
	if cf.file != "" {
		abs, err := filepath.Abs(cf.file)
		if err != nil {
			abs = cf.file
		}
		return abs, ""
	}
	network = cf.network
	if network == "" {
		network = fc.Network
	}
	if network == NetworkNone {
		network = ""
	}
	return "", network
}

// ofRunningNode names the chain of the node running on the datadir, for a
// chain command given no chain (no flag, no config network, no
// <datadir>/chain-dev.json): nil when it is given one or no node runs on
// a chain.
func (cf *chainFlags) ofRunningNode(ctx context.Context, g *globals) (*chainFlags, error) {
	if !cf.asked {
		cf.running, cf.askErr = cf.askRunningNode(ctx, g)
		cf.asked = true
	}
	return cf.running, cf.askErr
}

func (cf *chainFlags) askRunningNode(ctx context.Context, g *globals) (*chainFlags, error) {
	if cf.file != "" || cf.rpc != "" || cf.network != "" {
		return nil, nil
	}
	fc, err := g.fileConfig()
	if err != nil || fc.Network != "" {
		return nil, err
	}
	if _, err := os.Stat(g.chainFile()); err == nil {
		return nil, nil
	}
	c, _ := g.runningNode(ctx, "", false)
	if c == nil {
		return nil, nil
	}
	info, err := c.Info(ctx)
	if err != nil {
		return nil, fmt.Errorf("ask the node running on %s for its chain: %w", g.datadir, err)
	}
	switch {
	case info.ChainFile != "":
		// What answers at <datadir>/api is not proven to be this
		// datadir's node (a stale file after a crash, its port taken by
		// another user's process): a chain file it names is used only if
		// no one else could have written it, or a planted one would have
		// escrow deposit approve TORA to a contract of the planter's.
		if err := ownChainFile(info.ChainFile); err != nil {
			return nil, fmt.Errorf("the node running on %s (%s) names chain file %s, not used: %w; name the chain with --chain-file or --network", g.datadir, c.Base(), info.ChainFile, err)
		}
		return &chainFlags{file: info.ChainFile}, nil
	case info.Network != "":
		return &chainFlags{network: info.Network}, nil
	}
	return nil, nil
}

// ownChainFile checks a chain file named by another process: an
// absolute path to a regular file of this user's that others cannot
// write, in a directory others cannot swap it in (theirs to write only
// with the sticky bit, as /tmp).
func ownChainFile(path string) error {
	if !filepath.IsAbs(path) {
		return fmt.Errorf("%q is not an absolute path", path)
	}
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return errors.New("not a regular file")
	}
	if uid, ok := fileOwner(fi); ok && uid != os.Getuid() {
		return fmt.Errorf("it belongs to user %d, not to you", uid)
	}
	if fi.Mode().Perm()&0o022 != 0 {
		return fmt.Errorf("its mode %04o lets others write it", fi.Mode().Perm())
	}
	di, err := os.Stat(filepath.Dir(path))
	if err != nil {
		return err
	}
	if uid, ok := fileOwner(di); ok && uid != os.Getuid() && uid != 0 {
		return fmt.Errorf("its directory belongs to user %d", uid)
	}
	if di.Mode().Perm()&0o022 != 0 && di.Mode()&os.ModeSticky == 0 {
		return fmt.Errorf("its directory's mode %04o lets others replace it", di.Mode().Perm())
	}
	return nil
}

// NetworkNone (--network none, or network = "none" in config.toml) runs a
// node without a chain even when a chain file sits in the datadir.
const NetworkNone = "none"

// nodeChain resolves the chain a long-running node (miner, validator,
// client peer) settles on. Unlike one-shot chain commands it never picks up
// <datadir>/chain-dev.json by itself: a node joins a chain only when told
// (--chain-file, --network or config.toml's network), since peers on another
// chain reject its messages. The returned line states the choice for the
// start log; when a chain file sits unused in the datadir it says how to use it.
func (cf *chainFlags) nodeChain(g *globals) (*ChainFile, string, error) {
	fc, err := g.fileConfig()
	if err != nil {
		return nil, "", err
	}
	name := cf.network
	if name == "" {
		name = fc.Network
	}
	if cf.file == "" && (name == "" || name == NetworkNone) {
		line := "running without a chain"
		if name == NetworkNone {
			line += " (--network none)"
		}
		if _, err := os.Stat(g.chainFile()); err == nil && name == "" {
			line += fmt.Sprintf(": %s (from `tensora chain dev`) is not used; pass --chain-file %s to settle on it, or --network none to silence this", g.chainFile(), g.chainFile())
		}
		return nil, line, nil
	}
	f, err := cf.load(g, true)
	if err != nil {
		return nil, "", err
	}
	return f, chainLine(f), nil
}

// chainLine names a resolved chain for people: network, chain id, source.
func chainLine(f *ChainFile) string {
	where := f.source
	if where == "" {
		where = "config"
	}
	return fmt.Sprintf("chain %s (chain id %d, from %s)", f.Network, f.ChainID, where)
}

// nodeSettlement dials the chain nodeChain resolves, if any, and logs the
// start line that states it.
func (cf *chainFlags) nodeSettlement(ctx context.Context, g *globals, log *slog.Logger) (*node.Settlement, func(), error) {
	f, line, err := cf.nodeChain(g)
	if err != nil {
		return nil, func() {}, err
	}
	switch {
	case f == nil && strings.Contains(line, "chain-file"):
		log.Warn(line) // a chain file sits unused: likely not what was meant
		return nil, func() {}, nil
	case f == nil:
		log.Info(line)
		return nil, func() {}, nil
	}
	log.Info("running on " + line)
	return cf.dial(ctx, f)
}

// fromNetwork builds the chain from a named network: the preset's chain id
// and RPC, overridden by the config's networks entry and --chain-rpc; the
// dev network falls back to the chain file `tensora chain dev` wrote.
func (cf *chainFlags) fromNetwork(g *globals, name string, fc fileConfig) (*ChainFile, error) {
	preset, known := backend.Networks[name]
	nc, configured := fc.Networks[name]
	if !known && !configured {
		return nil, fmt.Errorf("network %q: not a preset (dev, local, tensora-l2) and not in config.toml networks", name)
	}
	f := &ChainFile{Network: name, ChainID: preset.ChainID, RPC: preset.RPC, Contracts: nc.Contracts, Subnet: nc.Subnet}
	if nc.ChainID != 0 {
		f.ChainID = nc.ChainID
	}
	if nc.RPC != "" {
		f.RPC = nc.RPC
	}
	if cf.rpc != "" {
		f.RPC = cf.rpc
	}
	if f.Contracts.Escrow == (common.Address{}) && name == "dev" {
		df, err := cf.fromFile(g, true)
		if err != nil {
			return nil, err
		}
		f.Contracts, f.Subnet = df.Contracts, df.Subnet
		if f.RPC == "" {
			f.RPC = df.RPC
		}
	}
	switch {
	case f.RPC == "":
		return nil, fmt.Errorf("network %s: no RPC URL: set networks.%s.rpc in config.toml or pass --chain-rpc", name, name)
	case f.Contracts.Escrow == (common.Address{}) || f.Contracts.Token == (common.Address{}):
		return nil, fmt.Errorf("network %s: no contract addresses: set networks.%s.contracts in config.toml", name, name)
	case f.ChainID == 0:
		return nil, fmt.Errorf("network %s: no chain id: set networks.%s.chain_id in config.toml", name, name)
	}
	return f, nil
}

func (cf *chainFlags) fromFile(g *globals, required bool) (*ChainFile, error) {
	path := cf.file
	if path == "" {
		path = g.chainFile()
		if _, err := os.Stat(path); err != nil && !required {
			return nil, nil
		}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("chain file: %w (start one with `tensora chain dev`, or pass --chain-file)", err)
	}
	var f ChainFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("chain file %s: %w", path, err)
	}
	f.source = path
	if cf.rpc != "" {
		f.RPC = cf.rpc
	}
	if f.RPC == "" || f.Contracts.Escrow == (common.Address{}) {
		return nil, fmt.Errorf("chain file %s has no RPC URL or escrow address", path)
	}
	return &f, nil
}

// settlement dials the chain of the chain file, if any: the one named
// (flags, config, <datadir>/chain-dev.json), else the running node's.
func (cf *chainFlags) settlement(ctx context.Context, g *globals, required bool) (*node.Settlement, func(), error) {
	f, err := cf.resolve(ctx, g, required)
	if err != nil || f == nil {
		return nil, func() {}, err
	}
	return cf.dial(ctx, f)
}

// resolve is load, falling back to the chain of the node running on the
// datadir when none is named (ofRunningNode).
func (cf *chainFlags) resolve(ctx context.Context, g *globals, required bool) (*ChainFile, error) {
	if nf, err := cf.ofRunningNode(ctx, g); err != nil {
		return nil, err
	} else if nf != nil {
		return nf.load(g, required)
	}
	return cf.load(g, required)
}

func (cf *chainFlags) dial(ctx context.Context, f *ChainFile) (*node.Settlement, func(), error) {
	dctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	c, err := backend.Dial(dctx, f.RPC, f.ChainID)
	if err != nil {
		if f.source != "" {
			return nil, func() {}, fmt.Errorf("network %s (from %s): %w", f.Network, f.source, err)
		}
		return nil, func() {}, fmt.Errorf("network %s: %w", f.Network, err)
	}
	where := f.source
	if where == "" {
		where = "config"
	}
	slog.Info("settling on chain", "network", f.Network, "chain_id", f.ChainID, "rpc", f.RPC, "escrow", f.Contracts.Escrow.Hex(), "from", where)
	return &node.Settlement{Client: c, Contracts: f.Contracts, ChainID: f.ChainID}, c.Close, nil
}

func newEscrowCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{Use: "escrow", Short: "Deposit, withdraw and check the TORA that pays for your jobs"}
	cf := &chainFlags{}
	var account string
	run := func(fn func(ctx context.Context, s *node.Settlement, key *ecdsa.PrivateKey, w *cobra.Command) error) func(*cobra.Command, []string) error {
		return func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			s, closeFn, err := cf.settlement(ctx, g, true)
			if err != nil {
				return err
			}
			defer closeFn()
			k, err := g.unlock(account)
			if err != nil {
				return err
			}
			return fn(ctx, s, k.ECDSA(), cmd)
		}
	}
	amountArg := func(args []string) (*big.Int, error) {
		v, err := tora.Parse(args[0])
		if err != nil || v.Sign() <= 0 {
			return nil, fmt.Errorf("amount %q: want a positive number of TORA", args[0])
		}
		return v, nil
	}
	var amount *big.Int
	var (
		payWith string
		wait    time.Duration
	)
	peer := &nodeFlags{roles: []string{"client"}}
	depositTORA := run(func(ctx context.Context, s *node.Settlement, key *ecdsa.PrivateKey, cmd *cobra.Command) error {
		if err := sendTx(ctx, s.Client, key, s.Contracts.Token, bindings.NewTORA().PackApprove(s.Contracts.Escrow, amount)); err != nil {
			return fmt.Errorf("approve: %w", err)
		}
		if err := sendTx(ctx, s.Client, key, s.Contracts.Escrow, bindings.NewJobEscrow().PackDeposit(amount)); err != nil {
			return fmt.Errorf("deposit: %w", err)
		}
		return printEscrow(ctx, g, cmd, s, crypto.PubkeyToAddress(key.PublicKey))
	})
	deposit := &cobra.Command{
		Use: "deposit AMOUNT", Short: "Deposit TORA into the job escrow, from your wallet or bought with a token of another chain (--pay-with)",
		Long: `Approve and deposit AMOUNT TORA from your wallet into the job escrow.

With --pay-with TOKEN@NETWORK (e.g. USDC@payment) the TORA is bought
instead, with a token of another chain, through a swap desk's quote: a light
peer (it needs --bootstrap or the config's bootstrap) listens for quotes
until one serves AMOUNT or --wait passes, picks the one needing the fewest
tokens, locks them on the payment chain and claims the desk's TORA straight
into your escrow, printing a line per step and at the end every transaction
on both chains. It exits 0 once the TORA is in escrow, 1 if the swap ends
refunded or failed. The swap is saved in the datadir: after Ctrl-C,
` + "`tensora swap resume`" + ` carries it on (or refunds it after expiry). See
` + "`tensora swap --help`" + `.`,
		Args: cobra.ExactArgs(1),
		PreRunE: func(_ *cobra.Command, args []string) (err error) {
			if amount, err = amountArg(args); err != nil {
				return err
			}
			if payWith != "" {
				if _, _, err := parsePayWith(payWith); err != nil {
					return usageError{fmt.Errorf("--pay-with %w", err)}
				}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if payWith == "" {
				return depositTORA(cmd, args)
			}
			peer.chain, peer.account = *cf, account
			return g.depositWithSwap(cmd, peer, amount, payWith, wait)
		},
	}
	deposit.Flags().StringVar(&payWith, "pay-with", "", "buy the TORA with TOKEN@NETWORK through a swap desk, e.g. USDC@payment")
	deposit.Flags().DurationVar(&wait, "wait", 10*time.Second, "with --pay-with: how long to listen for a quote")
	peerFlags(deposit, peer)
	withdraw := &cobra.Command{
		Use:   "withdraw [AMOUNT]",
		Short: "Request a withdrawal of free TORA from the escrow; run again once it is ready to complete it",
		Long: `Withdrawing escrow takes two steps, so that a client cannot pull its escrow
out from under a job a miner is running: ` + "`withdraw AMOUNT`" + ` requests the
withdrawal and says when it can complete (JobEscrow.WITHDRAWAL_DELAY later;
until then the TORA stays free and settlement may still spend it). Running
` + "`withdraw`" + ` (or the same ` + "`withdraw AMOUNT`" + `) once it is ready pays out the
amount requested, or what is still free if settlement spent some. A request
for another amount replaces the pending one and restarts the delay.`,
		Args: cobra.MaximumNArgs(1),
		PreRunE: func(_ *cobra.Command, args []string) (err error) {
			amount = nil
			if len(args) == 1 {
				amount, err = amountArg(args)
			}
			return err
		},
		RunE: run(func(ctx context.Context, s *node.Settlement, key *ecdsa.PrivateKey, cmd *cobra.Command) error {
			if err := withdrawEscrow(ctx, s, key, amount, cmd.OutOrStdout()); err != nil {
				return err
			}
			return printEscrow(ctx, g, cmd, s, crypto.PubkeyToAddress(key.PublicKey))
		}),
	}
	// Reading needs the account's address, not its key.
	balanceOnChain := func(cmd *cobra.Command, _ []string) error {
		ctx := cmd.Context()
		s, closeFn, err := cf.settlement(ctx, g, true)
		if err != nil {
			return err
		}
		defer closeFn()
		a, err := callerAddress(g, account)
		if err != nil {
			return err
		}
		return printEscrow(ctx, g, cmd, s, a)
	}
	balance := &cobra.Command{
		Use: "balance", Short: "Show your escrow (free and committed) and wallet TORA", Args: cobra.NoArgs,
		Long: `Show the escrow (free, committed to jobs, a pending withdrawal) and the wallet
TORA of your account. With a node running on the data dir, and no chain named
(--chain-file, --chain-rpc, --network), the node's API answers for the node's
account: no passphrase, no chain file. Otherwise it reads the chain.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if api := g.readNode(cmd.Context(), cf); api != nil {
				if ok, err := escrowViaNode(cmd, g, api, account); ok || err != nil {
					return err
				}
			}
			return balanceOnChain(cmd, args)
		},
	}
	for _, c := range []*cobra.Command{deposit, withdraw, balance} {
		cf.register(c)
		c.Flags().StringVar(&account, "account", "", "wallet account when the keystore holds several")
		cmd.AddCommand(c)
	}
	return cmd
}

// withdrawEscrow requests a withdrawal of amount, or completes the
// pending one when amount is nil or equals it and it is ready; it says
// what it did and, for a request, when it can complete.
func withdrawEscrow(ctx context.Context, s *node.Settlement, key *ecdsa.PrivateKey, amount *big.Int, w io.Writer) error {
	e := bindings.NewJobEscrow()
	a := crypto.PubkeyToAddress(key.PublicKey)
	out, err := chain.Call(ctx, s.Client, s.Contracts.Escrow, e.PackPendingWithdrawal(a))
	if err != nil {
		return fmt.Errorf("withdraw: read pending withdrawal: %w", err)
	}
	p, err := e.UnpackPendingWithdrawal(out)
	if err != nil {
		return fmt.Errorf("withdraw: read pending withdrawal: %w", err)
	}
	h, err := s.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("withdraw: chain time: %w", err)
	}
	now, readyAt := time.Unix(int64(h.Time), 0), time.Unix(int64(p.ReadyAt), 0)
	pending := p.Amount.Sign() > 0
	switch {
	case amount == nil && !pending:
		return errors.New("withdraw: no withdrawal requested: run `tensora escrow withdraw AMOUNT` first")
	case (amount == nil || amount.Cmp(p.Amount) == 0) && pending && now.Before(readyAt):
		fmt.Fprintf(w, "withdrawal of %s TORA requested; it can complete at %s (in %s, chain time): run `tensora escrow withdraw` then\n",
			tora.Format(p.Amount), readyAt.UTC().Format(time.RFC3339), readyAt.Sub(now).Round(time.Minute))
		return nil
	case amount == nil || amount.Cmp(p.Amount) == 0:
		r, err := chain.Transact(ctx, s.Client, key, s.Contracts.Escrow, e.PackWithdraw())
		if err != nil {
			return fmt.Errorf("withdraw: %w", err)
		}
		paid := new(big.Int)
		for _, l := range r.Logs {
			if ev, err := e.UnpackWithdrawnEvent(l); err == nil {
				paid = ev.Amount
			}
		}
		fmt.Fprintf(w, "withdrew %s TORA of the %s requested\n", tora.Format(paid), tora.Format(p.Amount))
		return nil
	}
	r, err := chain.Transact(ctx, s.Client, key, s.Contracts.Escrow, e.PackRequestWithdrawal(amount))
	if err != nil {
		return fmt.Errorf("withdraw: request: %w", err)
	}
	for _, l := range r.Logs {
		if ev, err := e.UnpackWithdrawalRequestedEvent(l); err == nil {
			readyAt = time.Unix(int64(ev.ReadyAt), 0)
		}
	}
	if pending {
		fmt.Fprintf(w, "replaced the pending withdrawal of %s TORA\n", tora.Format(p.Amount))
	}
	fmt.Fprintf(w, "withdrawal of %s TORA requested; it can complete at %s (in %s, chain time): run `tensora escrow withdraw` then\n",
		tora.Format(amount), readyAt.UTC().Format(time.RFC3339), readyAt.Sub(now).Round(time.Minute))
	return nil
}

func printEscrow(ctx context.Context, g *globals, cmd *cobra.Command, s *node.Settlement, a common.Address) error {
	e := bindings.NewJobEscrow()
	out, err := chain.Call(ctx, s.Client, s.Contracts.Escrow, e.PackBalances(a))
	if err != nil {
		return err
	}
	b, err := e.UnpackBalances(out)
	if err != nil {
		return err
	}
	t := bindings.NewTORA()
	out, err = chain.Call(ctx, s.Client, s.Contracts.Token, t.PackBalanceOf(a))
	if err != nil {
		return err
	}
	wallet, err := t.UnpackBalanceOf(out)
	if err != nil {
		return err
	}
	out, err = chain.Call(ctx, s.Client, s.Contracts.Escrow, e.PackPendingWithdrawal(a))
	if err != nil {
		return err
	}
	p, err := e.UnpackPendingWithdrawal(out)
	if err != nil {
		return err
	}
	if g.jsonOut {
		return printJSON(cmd.OutOrStdout(), map[string]any{"address": a.Hex(), "free_wei": b.Free.String(), "committed_wei": b.Committed.String(), "wallet_wei": wallet.String(),
			"withdrawal_pending_wei": p.Amount.String(), "withdrawal_ready_at": p.ReadyAt})
	}
	fmt.Fprintf(cmd.OutOrStdout(), "%s: escrow %s TORA free, %s TORA committed; wallet %s TORA\n", a.Hex(), tora.Format(b.Free), tora.Format(b.Committed), tora.Format(wallet))
	if p.Amount.Sign() > 0 {
		fmt.Fprintf(cmd.OutOrStdout(), "  withdrawal of %s TORA pending, ready at %s\n", tora.Format(p.Amount), time.Unix(int64(p.ReadyAt), 0).UTC().Format(time.RFC3339))
	}
	return nil
}

func newEarningsCmd(g *globals) *cobra.Command {
	cf := &chainFlags{}
	var account string
	var claim bool
	cmd := &cobra.Command{
		Use:   "earnings",
		Short: "Show what this miner can claim from finalized batches; --claim pays it out",
		Long: `Show what this miner's account can claim from finalized batches, and its
wallet TORA. With a node running on the data dir, and no chain named
(--chain-file, --chain-rpc, --network), the node's API answers for the node's
account; otherwise it reads the chain. Neither needs the passphrase: only
--claim, which sends the claim, unlocks the wallet.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			if api := g.readNode(ctx, cf); api != nil && !claim {
				if ok, err := earningsViaNode(cmd, g, api, account); ok || err != nil {
					return err
				}
			}
			s, closeFn, err := cf.settlement(ctx, g, true)
			if err != nil {
				return err
			}
			defer closeFn()
			// Reading needs the account's address; claiming, its key.
			a, err := callerAddress(g, account)
			if err != nil {
				return err
			}
			e := bindings.NewJobEscrow()
			if claim {
				k, err := g.unlock(account)
				if err != nil {
					return err
				}
				a = k.Address()
				if err := sendTx(ctx, s.Client, k.ECDSA(), s.Contracts.Escrow, e.PackClaim()); err != nil {
					return fmt.Errorf("claim: %w", err)
				}
			}
			out, err := chain.Call(ctx, s.Client, s.Contracts.Escrow, e.PackOwed(a))
			if err != nil {
				return err
			}
			owed, err := e.UnpackOwed(out)
			if err != nil {
				return err
			}
			t := bindings.NewTORA()
			out, err = chain.Call(ctx, s.Client, s.Contracts.Token, t.PackBalanceOf(a))
			if err != nil {
				return err
			}
			wallet, err := t.UnpackBalanceOf(out)
			if err != nil {
				return err
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"address": a.Hex(), "claimable_wei": owed.String(), "wallet_wei": wallet.String()})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s: %s TORA claimable from finalized batches; wallet %s TORA\n", a.Hex(), tora.Format(owed), tora.Format(wallet))
			return nil
		},
	}
	cf.register(cmd)
	cmd.Flags().StringVar(&account, "account", "", "wallet account when the keystore holds several")
	cmd.Flags().BoolVar(&claim, "claim", false, "claim what is owed first")
	return cmd
}
