package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/deploy"
	"github.com/tensora/tensora/chain/devchain"
	"github.com/tensora/tensora/types/tora"
)

// deployFlags are `chain deploy`'s settings.
type deployFlags struct {
	rpc, ws, account, name, out string
	chainID                     uint64
	force, keepAdmin            bool
	window, votePeriod          time.Duration
	unbonding, delay            time.Duration
	votingDelay, votingPeriod   time.Duration
	mint                        []string
}

// networkName is what a deployment may be called in config.toml.
var networkName = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,39}$`)

func newChainDeployCmd(g *globals) *cobra.Command {
	f := &deployFlags{}
	cmd := &cobra.Command{
		Use:   "deploy",
		Short: "Deploy Tensora's contracts to an EVM chain over JSON-RPC and write its network entry",
		Long: `Deploy the contract set ` + "`tensora chain dev`" + ` deploys (TORA, SubnetRegistry,
ValidatorRewards, JobEscrow, Staking, Challenges, ToraNames, SubnetACL,
ModelRegistry, ToraTimelock, ToraGovernor, HTLC), create subnet 1 with a
--challenge-window and hand it to governance, on the chain at --rpc, sending
every transaction from the wallet's --account (unlocked once). Nothing is
minted unless --mint asks. Once set up (and --mint minted), the account hands
TORA's ownership and every admin role (Staking's parameters and slasher
grants, the escrow's challenger grants, the validator pool's allocation) to
governance, the timelock the proposals of staked TORA holders run through,
and renounces them: no single key can mint, slash or move the pool.
--keep-admin keeps them with the account, for a test network whose admin
mints later.

It checks the endpoint answers (and serves --chain-id, when given) and that
the account can pay for the deployment (it says how much it needs
otherwise), then prints a line per contract as it is mined, with its
address, transaction hash and gas. It writes the chain file --out (default
<datadir>/chain-NAME.json) and a [networks.NAME] entry in config.toml, so
` + "`--network NAME`" + ` or ` + "`--chain-file FILE`" + ` then settles miners, validators, clients,
stake and escrow on it. It refuses when the chain file's contracts are
already on that chain or config.toml already has the network, unless --force.`,
		Args: cobra.NoArgs,
		PreRunE: func(*cobra.Command, []string) error {
			return f.check()
		},
		RunE: func(cmd *cobra.Command, _ []string) error {
			return g.chainDeploy(cmd.Context(), f, cmd.OutOrStdout())
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.rpc, "rpc", "", "the chain's JSON-RPC URL (required)")
	fl.StringVar(&f.ws, "ws", "", "the chain's WebSocket JSON-RPC URL, recorded in the chain file (optional)")
	fl.StringVar(&f.account, "account", "", "wallet account that deploys and administers the contracts (when the keystore holds several)")
	fl.Uint64Var(&f.chainID, "chain-id", 0, "refuse unless the endpoint serves this chain id")
	fl.StringVar(&f.name, "name", "deployed", "network name for config.toml [networks.NAME] and --network")
	fl.StringVar(&f.out, "out", "", "chain file to write (default <datadir>/chain-NAME.json)")
	fl.BoolVar(&f.force, "force", false, "deploy even when the chain file's contracts exist on the chain or config.toml has the network (both are replaced)")
	fl.DurationVar(&f.window, "challenge-window", time.Hour, "subnet 1's challenge window")
	fl.DurationVar(&f.votePeriod, "vote-period", chain.DefaultVotePeriod, "how long a challenge collects validators' verdicts")
	fl.DurationVar(&f.unbonding, "unbonding-period", chain.DefaultUnbondingPeriod, "Staking's unbonding period")
	fl.DurationVar(&f.delay, "timelock-delay", 0, "wait between a passed proposal and its effect (default: governance's, 5 days)")
	fl.DurationVar(&f.votingDelay, "voting-delay", 0, "how long after a proposal voting opens (default: governance's, 1 day)")
	fl.DurationVar(&f.votingPeriod, "voting-period", 0, "how long a governance vote runs (default: governance's, 7 days)")
	fl.StringArrayVar(&f.mint, "mint", nil, "mint ADDRESS=TORA once deployed (repeatable)")
	fl.BoolVar(&f.keepAdmin, "keep-admin", false, "keep TORA's ownership and the contracts' admin roles with --account (a test network whose admin mints later) instead of handing them to governance")
	return cmd
}

// check validates the flags that need no chain.
func (f *deployFlags) check() error {
	switch {
	case f.rpc == "":
		return usageError{errors.New("--rpc: want the chain's JSON-RPC URL (http://, https://, ws:// or wss://)")}
	case !networkName.MatchString(f.name) || f.name == "dev" || f.name == NetworkNone:
		return usageError{fmt.Errorf("--name %q: want lowercase letters, digits, - and _ (not dev or none)", f.name)}
	case f.window < chain.MinChallengeWindow || f.window%time.Second != 0:
		return usageError{fmt.Errorf("--challenge-window %s: want whole seconds, at least %s", f.window, chain.MinChallengeWindow)}
	}
	if _, err := f.grants(); err != nil {
		return usageError{err}
	}
	return nil
}

// grants parses --mint.
func (f *deployFlags) grants() ([]devchain.Grant, error) {
	var out []devchain.Grant
	for _, m := range f.mint {
		addr, amount, ok := strings.Cut(m, "=")
		if !ok || !common.IsHexAddress(addr) {
			return nil, fmt.Errorf("--mint %q: want ADDRESS=TORA", m)
		}
		v, err := tora.Parse(amount)
		if err != nil || v.Sign() <= 0 {
			return nil, fmt.Errorf("--mint %q: want a positive number of TORA", m)
		}
		out = append(out, devchain.Grant{To: common.HexToAddress(addr), Amount: v})
	}
	return out, nil
}

// governance is the deployment's governance: the defaults, with a
// shorter timelock delay also shortening the longest challenge window.
func (f *deployFlags) governance() (chain.Governance, error) {
	gv := chain.DefaultGovernance()
	if f.delay > 0 {
		gv.Delay = f.delay
		gv.MaxChallengeWindow = min(gv.MaxChallengeWindow, f.delay)
	}
	if f.votingDelay > 0 {
		gv.VotingDelay = f.votingDelay
	}
	if f.votingPeriod > 0 {
		gv.VotingPeriod = f.votingPeriod
	}
	if f.window > gv.MaxChallengeWindow {
		return gv, usageError{fmt.Errorf("--challenge-window %s: longer than governance allows (%s, at most --timelock-delay)", f.window, gv.MaxChallengeWindow)}
	}
	return gv, nil
}

// deployReport is `chain deploy --json`'s output.
type deployReport struct {
	*ChainFile
	ChainFilePath string           `json:"chain_file"`
	ConfigPath    string           `json:"config"`
	Steps         []deployStepJSON `json:"steps"`
	Gas           uint64           `json:"gas"`
	SpentWei      string           `json:"spent_wei"`
	// HandedOver: governance holds TORA's ownership and the admin roles
	// (not --keep-admin).
	HandedOver bool `json:"handed_over"`
}

type deployStepJSON struct {
	What    string `json:"what"`
	Address string `json:"address,omitempty"`
	Tx      string `json:"tx"`
	Gas     uint64 `json:"gas"`
}

func (g *globals) chainDeploy(ctx context.Context, f *deployFlags, w io.Writer) error {
	gv, err := f.governance()
	if err != nil {
		return err
	}
	grants, _ := f.grants()
	fc, err := g.fileConfig()
	if err != nil {
		return err
	}
	if fc.Legacy {
		return fmt.Errorf("chain deploy writes config.toml, and this datadir uses the deprecated %s: run `tensora config migrate` first", fc.Path)
	}
	if _, ok := fc.Networks[f.name]; ok && !f.force {
		return fmt.Errorf("config.toml already has [networks.%s]: pass --force to replace it, or --name for another network", f.name)
	}
	out := f.out
	if out == "" {
		out = filepath.Join(g.datadir, "chain-"+f.name+".json")
	}
	dctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	c, err := backend.Dial(dctx, f.rpc, f.chainID)
	cancel()
	if err != nil {
		if errors.Is(err, backend.ErrWrongChain) {
			return fmt.Errorf("chain deploy: %w", err)
		}
		return fmt.Errorf("chain deploy: %w (is the node running with JSON-RPC enabled at that URL?)", err)
	}
	defer c.Close()
	if f.ws != "" {
		// The recorded WebSocket URL must serve the same chain.
		id, err := c.ChainID(ctx)
		if err != nil {
			return fmt.Errorf("chain deploy: chain id: %w", err)
		}
		dctx, cancel := context.WithTimeout(ctx, 15*time.Second)
		wc, err := backend.Dial(dctx, f.ws, id.Uint64())
		cancel()
		if err != nil {
			return fmt.Errorf("chain deploy: --ws: %w", err)
		}
		wc.Close()
	}
	if err := refuseDeployed(ctx, c, out, f.force); err != nil {
		return err
	}
	key, err := g.unlock(f.account)
	if err != nil {
		return err
	}
	before, err := c.BalanceAt(ctx, key.Address(), nil)
	if err != nil {
		return fmt.Errorf("chain deploy: balance of %s: %w", key.Address().Hex(), err)
	}
	p := chain.DefaultParams()
	p.ChallengeWindow = uint64(f.window / time.Second)
	progress := w
	if g.jsonOut {
		progress = nil
	} else {
		fmt.Fprintf(w, "deploying Tensora's contracts to %s from %s; a line as each is mined:\n", f.rpc, key.Address().Hex())
	}
	res, err := deploy.Run(ctx, c, deploy.Config{Admin: key.ECDSA(), Params: &p, Mint: grants, Progress: progress, HandOver: !f.keepAdmin,
		Options: chain.DeployOptions{UnbondingPeriod: f.unbonding, VotePeriod: f.votePeriod, Governance: gv}})
	if err != nil {
		return fmt.Errorf("chain deploy: %w", err)
	}
	file := &ChainFile{Network: f.name, ChainID: res.ChainID, RPC: f.rpc, WS: f.ws, Contracts: res.Addrs, Subnet: res.Subnet}
	if err := writeChainFile(out, file); err != nil {
		return err
	}
	cfgPath, err := writeNetworkEntry(g.datadir, fc.Path, f.name, networkConfig{RPC: f.rpc, ChainID: res.ChainID, Contracts: res.Addrs, Subnet: res.Subnet})
	if err != nil {
		return err
	}
	after, err := c.BalanceAt(ctx, key.Address(), nil)
	if err != nil {
		return fmt.Errorf("chain deploy: balance of %s: %w", key.Address().Hex(), err)
	}
	spent := new(big.Int).Sub(before, after)
	if g.jsonOut {
		rep := deployReport{ChainFile: file, ChainFilePath: out, ConfigPath: cfgPath, Gas: res.Gas, SpentWei: spent.String(), HandedOver: !f.keepAdmin}
		for _, s := range res.Steps {
			st := deployStepJSON{What: s.What, Tx: s.Tx.Hex(), Gas: s.Gas}
			if s.Address != (common.Address{}) {
				st.Address = s.Address.Hex()
			}
			rep.Steps = append(rep.Steps, st)
		}
		return printJSON(w, rep)
	}
	fmt.Fprintf(w, "deployed on chain %d: %d gas in all, %s ETH spent\nwrote %s and [networks.%s] in %s\nsettle on it with --network %s (or --chain-file %s)\n",
		res.ChainID, res.Gas, tora.Format(spent), out, f.name, cfgPath, f.name, out)
	if f.keepAdmin {
		fmt.Fprintf(w, "warning: %s still owns TORA (it can mint) and holds the contracts' admin roles (it can make any address a slasher): --keep-admin is for test networks\n", key.Address().Hex())
	} else {
		fmt.Fprintf(w, "governance (the timelock %s) owns TORA and holds every admin role; %s holds none\n", res.Addrs.Timelock.Hex(), key.Address().Hex())
	}
	return nil
}

// refuseDeployed refuses to replace a chain file whose TORA contract is
// on the chain unless force.
func refuseDeployed(ctx context.Context, c backend.Client, path string, force bool) error {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) || force {
		return nil
	}
	if err != nil {
		return fmt.Errorf("chain deploy: %w", err)
	}
	var old ChainFile
	if err := json.Unmarshal(b, &old); err != nil || old.Contracts.Token == (common.Address{}) {
		return fmt.Errorf("chain deploy: %s exists and is not a chain file: pass --force to replace it, or --out", path)
	}
	code, err := c.CodeAt(ctx, old.Contracts.Token, nil)
	if err != nil {
		return fmt.Errorf("chain deploy: read %s's TORA at %s: %w", path, old.Contracts.Token.Hex(), err)
	}
	if len(code) > 0 {
		return fmt.Errorf("chain deploy: %s's contracts are already deployed on this chain (TORA at %s): pass --force to deploy a new set and replace the file", path, old.Contracts.Token.Hex())
	}
	return nil
}

func writeChainFile(path string, f *ChainFile) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("chain file: %w", err)
	}
	b, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return fmt.Errorf("chain file: %w", err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o600); err != nil {
		return fmt.Errorf("chain file: %w", err)
	}
	return nil
}

// writeNetworkEntry puts [networks.NAME] (and its contracts table) in
// config.toml at path (<datadir>/config.toml when there is none yet),
// replacing the tables of that name and keeping the rest of the file, its
// comments included, as it was. The result must parse; it returns the path.
func writeNetworkEntry(datadir, path, name string, nc networkConfig) (string, error) {
	if path == "" {
		path = filepath.Join(datadir, configFileName)
	}
	old, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return "", fmt.Errorf("read %s: %w", path, err)
	}
	entry, err := marshalTOMLConfig(fileConfig{Networks: map[string]networkConfig{name: nc}})
	if err != nil {
		return "", err
	}
	// go-toml opens with an empty [networks]; the file may have one.
	entry = regexp.MustCompile(`(?m)^\[networks\]\n+`).ReplaceAll(entry, nil)
	kept := bytes.TrimRight(dropNetworkTables(old, name), "\n")
	if len(kept) > 0 {
		kept = append(kept, "\n\n"...)
	}
	b := append(kept, entry...)
	fc, err := parseTOMLConfig(path, b)
	if err != nil {
		return "", fmt.Errorf("adding [networks.%s] to %s would leave it unreadable (%w): add the entry by hand:\n%s", name, path, err, entry)
	}
	if got := fc.Networks[name]; got.Contracts != nc.Contracts || got.ChainID != nc.ChainID {
		return "", fmt.Errorf("adding [networks.%s] to %s: it does not read back (is the network also set another way in the file?): add the entry by hand:\n%s", name, path, entry)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return "", fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.WriteFile(path, b, 0o600); err != nil {
		return "", fmt.Errorf("write %s: %w", path, err)
	}
	return path, nil
}

// dropNetworkTables removes the tables [networks.NAME] and
// [networks.NAME.*] from a TOML document, line by line.
func dropNetworkTables(doc []byte, name string) []byte {
	header := regexp.MustCompile(`^\s*\[`)
	mine := regexp.MustCompile(`^\s*\[\s*networks\s*\.\s*("` + regexp.QuoteMeta(name) + `"|` + regexp.QuoteMeta(name) + `)\s*[.\]]`)
	var out []string
	skipping := false
	for _, line := range strings.SplitAfter(string(doc), "\n") {
		if header.MatchString(line) {
			skipping = mine.MatchString(line)
		}
		if !skipping {
			out = append(out, line)
		}
	}
	return []byte(strings.Join(out, ""))
}
