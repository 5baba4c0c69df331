package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/ethereum/go-ethereum/common"
	"github.com/pelletier/go-toml/v2"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/p2p"
)

func newConfigCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "config",
		Short: "Show, locate and create the config file",
		Long: `Tensora reads <datadir>/config.toml (datadir defaults to ~/.tensora). Each
setting is taken from, highest first: a command's flag, the environment
variable TENSORA_<KEY> (e.g. TENSORA_LISTEN, comma-separated for lists), the
file, the default. An unknown key or a value of the wrong type is an error
naming the key and its line.`,
	}
	show := &cobra.Command{
		Use:   "show",
		Short: "Print the effective config and where each value came from (flag, env, file, default)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			fc, err := g.fileConfig()
			if err != nil {
				return err
			}
			if err := fc.applyFlags(cmd.Flags()); err != nil {
				return err
			}
			return showConfig(cmd.OutOrStdout(), g.datadir, fc, g.jsonOut)
		},
	}
	path := &cobra.Command{
		Use:         "path",
		Short:       "Print the config file's path",
		Args:        cobra.NoArgs,
		Annotations: map[string]string{noConfig: "1"},
		RunE: func(cmd *cobra.Command, _ []string) error {
			p := filepath.Join(g.datadir, configFileName)
			_, err := os.Stat(p)
			exists := err == nil
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"path": p, "exists": exists})
			}
			fmt.Fprintln(cmd.OutOrStdout(), p)
			return nil
		},
	}
	initCmd := &cobra.Command{
		Use:         "init",
		Short:       "Write a commented config.toml with every key at its default (never overwrites)",
		Args:        cobra.NoArgs,
		Annotations: map[string]string{noConfig: "1"},
		RunE: func(cmd *cobra.Command, _ []string) error {
			p := filepath.Join(g.datadir, configFileName)
			if err := writeNewFile(p, []byte(defaultConfigTOML())); err != nil {
				return err
			}
			return reportWritten(cmd, g, p, "wrote %s: every key is commented out at its default; uncomment to change\n")
		},
	}
	migrate := &cobra.Command{
		Use:         "migrate",
		Short:       "Write config.toml from the deprecated config.json (never overwrites)",
		Args:        cobra.NoArgs,
		Annotations: map[string]string{noConfig: "1"},
		RunE: func(cmd *cobra.Command, _ []string) error {
			fc, err := readLegacyConfig(g.datadir)
			if err != nil {
				return err
			}
			if !fc.Legacy {
				return fmt.Errorf("no %s in %s: nothing to migrate", legacyConfigFileName, g.datadir)
			}
			b, err := marshalTOMLConfig(fc)
			if err != nil {
				return err
			}
			p := filepath.Join(g.datadir, configFileName)
			head := fmt.Sprintf("# Tensora node config, migrated from %s. Keys: `tensora config init` or docs/cli.md.\n\n", legacyConfigFileName)
			if err := writeNewFile(p, append([]byte(head), b...)); err != nil {
				return err
			}
			if _, err := parseTOMLConfig(p, b); err != nil {
				return fmt.Errorf("migrated config does not read back (please report): %w", err)
			}
			return reportWritten(cmd, g, p, "wrote %s; "+legacyConfigFileName+" is no longer read and can be deleted\n")
		},
	}
	cmd.AddCommand(show, path, initCmd, migrate)
	return cmd
}

func reportWritten(cmd *cobra.Command, g *globals, p, format string) error {
	if g.jsonOut {
		return printJSON(cmd.OutOrStdout(), map[string]string{"path": p})
	}
	fmt.Fprintf(cmd.OutOrStdout(), format, p)
	return nil
}

// writeNewFile creates p (and its directory) and fails if it exists.
func writeNewFile(p string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return fmt.Errorf("create %s: %w", filepath.Dir(p), err)
	}
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) {
		return fmt.Errorf("%s already exists: not overwriting it (edit it, or move it away first)", p)
	}
	if err != nil {
		return fmt.Errorf("create %s: %w", p, err)
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return fmt.Errorf("write %s: %w", p, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("write %s: %w", p, err)
	}
	return nil
}

// tomlOut is config.toml as `config migrate` writes it: contract
// addresses in lowercase keys, unset ones left out.
type tomlOut struct {
	tomlConfig
	Networks map[string]tomlNetworkOut `toml:"networks,omitempty"`
}

type tomlNetworkOut struct {
	RPC       string            `toml:"rpc,omitempty"`
	ChainID   uint64            `toml:"chain_id,omitempty"`
	Subnet    uint64            `toml:"subnet,omitempty"`
	Contracts map[string]string `toml:"contracts,omitempty"`
}

// marshalTOMLConfig writes fc as config.toml.
func marshalTOMLConfig(fc fileConfig) ([]byte, error) {
	out := tomlOut{tomlConfig: tomlConfig{fileConfig: fc}}
	for _, d := range fc.Declared {
		out.Declared = append(out.Declared, declaredGPU{Name: d.Name, Vendor: d.Vendor, VRAMGiB: float64(d.VRAMBytes) / (1 << 30), UUID: d.UUID, Driver: d.Driver})
	}
	for name, n := range fc.Networks {
		if out.Networks == nil {
			out.Networks = map[string]tomlNetworkOut{}
		}
		o := tomlNetworkOut{RPC: n.RPC, ChainID: n.ChainID, Subnet: n.Subnet, Contracts: map[string]string{}}
		c := n.Contracts
		for k, a := range map[string]common.Address{"token": c.Token, "registry": c.Registry, "rewards": c.Rewards, "escrow": c.Escrow, "staking": c.Staking, "challenges": c.Challenges,
			"names": c.Names, "acl": c.ACL, "models": c.Models, "timelock": c.Timelock, "governor": c.Governor, "htlc": c.HTLC} {
			if a != (common.Address{}) {
				o.Contracts[k] = a.Hex()
			}
		}
		out.Networks[name] = o
	}
	b, err := toml.Marshal(out)
	if err != nil {
		return nil, fmt.Errorf("encode config.toml: %w", err)
	}
	return b, nil
}

// defaultValue is what key is when nothing sets it: the node's defaults
// for the keys the node fills in itself.
func defaultValue(key string) any {
	switch key {
	case "listen":
		return p2p.DefaultListenAddrs
	case "bootstrap", "api_allow":
		return []string{}
	case "subnets":
		return node.Defaults.Subnets
	case "mdns":
		return false
	case "bid_window":
		return node.Defaults.BidWindow.String()
	case "stake_tora":
		return map[string]string{}
	case "declared_accelerators":
		return []any{}
	case "networks":
		return map[string]networkConfig{}
	case "payment_networks":
		return map[string]paymentNetworkConfig{}
	case "desk":
		return map[string]string{}
	}
	s, _ := settingFor(key)
	return s.Default
}

// shownSetting is one row of `config show`.
type shownSetting struct {
	Key    string `json:"key"`
	Value  any    `json:"value"`
	Source string `json:"source"` // flag, env, file or default
	Env    string `json:"env,omitempty"`
	Flag   string `json:"flag,omitempty"`
}

func effectiveSettings(fc fileConfig) []shownSetting {
	var out []shownSetting
	for _, s := range settings {
		row := shownSetting{Key: s.Key, Value: fc.get(s.Key), Source: fc.Sources[s.Key], Flag: s.Flag}
		if s.Env {
			row.Env = envName(s.Key)
		}
		if row.Source == srcDefault {
			row.Value = defaultValue(s.Key)
		}
		out = append(out, row)
	}
	return out
}

func showConfig(w io.Writer, datadir string, fc fileConfig, jsonOut bool) error {
	rows := effectiveSettings(fc)
	if jsonOut {
		return printJSON(w, map[string]any{"datadir": datadir, "file": fc.Path, "legacy": fc.Legacy, "settings": rows})
	}
	switch {
	case fc.Path == "":
		fmt.Fprintf(w, "config file: none (%s; `tensora config init` writes one)\n", filepath.Join(datadir, configFileName))
	case fc.Legacy:
		fmt.Fprintf(w, "config file: %s (deprecated; `tensora config migrate` writes config.toml)\n", fc.Path)
	default:
		fmt.Fprintf(w, "config file: %s\n", fc.Path)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "KEY\tVALUE\tSOURCE")
	for _, r := range rows {
		src := r.Source
		switch src {
		case srcEnv:
			src += " " + r.Env
		case srcFlag:
			src += " --" + r.Flag
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\n", r.Key, displayValue(r.Value), src)
	}
	return tw.Flush()
}

// displayValue renders a setting for the table: lists comma-separated,
// tables summarised.
func displayValue(v any) string {
	var s string
	switch v := v.(type) {
	case []string:
		s = strings.Join(v, ", ")
	case []uint64:
		parts := make([]string, len(v))
		for i, n := range v {
			parts[i] = fmt.Sprint(n)
		}
		s = strings.Join(parts, ", ")
	case map[string]string:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for i, k := range keys {
			keys[i] = k + "=" + v[k]
		}
		s = strings.Join(keys, ", ")
	case map[string]networkConfig:
		var names []string
		for k, n := range v {
			names = append(names, fmt.Sprintf("%s (chain %d, %s)", k, n.ChainID, orDefault(n.RPC, "no rpc")))
		}
		slices.Sort(names)
		s = strings.Join(names, ", ")
	case map[string]paymentNetworkConfig:
		var names []string
		for k, n := range v {
			var toks []string
			for sym := range n.Tokens {
				toks = append(toks, sym)
			}
			slices.Sort(toks)
			names = append(names, fmt.Sprintf("%s (chain %d, %s, %s)", k, n.ChainID, orDefault(n.RPC, "no rpc"), strings.Join(toks, "/")))
		}
		slices.Sort(names)
		s = strings.Join(names, ", ")
	case *deskConfig:
		if v != nil {
			s = fmt.Sprintf("%s at %s TORA per token, %s%% premium", v.PayWith, orDefault(v.Rate, "1"), orDefault(v.PremiumPercent, "0.5"))
		}
	case []hw.GPU:
		names := make([]string, len(v))
		for i, g := range v {
			names[i] = fmt.Sprintf("%s (%s, %s)", g.Name, g.Vendor, gib(g.VRAMBytes))
		}
		s = strings.Join(names, ", ")
	case []any:
		s = ""
	default:
		s = fmt.Sprint(v)
	}
	if s == "" {
		return "-"
	}
	return s
}

// defaultConfigTOML is the file `config init` writes: every key, commented
// out at its default, with what it does.
func defaultConfigTOML() string {
	var b strings.Builder
	b.WriteString(`# Tensora node config (` + "`tensora config init`" + `).
# Precedence: flags > TENSORA_<KEY> environment variables > this file > defaults.
# Every key below is at its default; uncomment a line to change it.
# ` + "`tensora config show`" + ` prints the effective values and where they came from.

`)
	for _, s := range settings {
		switch s.Key {
		case "stake_tora", "declared_accelerators", "networks", "payment_networks", "desk":
			continue // tables come last, as TOML requires
		}
		fmt.Fprintf(&b, "# %s", s.Help)
		if s.Flag != "" {
			fmt.Fprintf(&b, " (flag --%s", s.Flag)
			if s.Env {
				fmt.Fprintf(&b, ", env %s", envName(s.Key))
			}
			b.WriteString(")")
		} else if s.Env {
			fmt.Fprintf(&b, " (env %s)", envName(s.Key))
		}
		fmt.Fprintf(&b, "\n# %s = %s\n\n", s.Key, tomlLiteral(defaultValue(s.Key)))
	}
	b.WriteString(`# Static stake table (address = TORA) for networks without a chain.
# [stake_tora]
# "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23" = "100"

# Accelerators NVML cannot see (AMD, TPU, ...), one table each.
# [[declared_accelerators]]
# name = "AMD Instinct MI300X"
# vendor = "amd"
# vram_gib = 192

# Settlement chains by name; select one with network = "NAME" or --network.
# The presets dev, local and tensora-l2 need only what they lack.
# [networks.mychain]
# rpc = "http://127.0.0.1:8545"
# chain_id = 1337
# subnet = 1
# [networks.mychain.contracts]
# token = "0x..."
# registry = "0x..."
# rewards = "0x..."
# escrow = "0x..."
# staking = "0x..."
# challenges = "0x..."

# Chains clients pay on (swaps: tensora escrow deposit --pay-with USDC@NAME).
# ` + "`tensora chain dev --payment-chain`" + ` writes a local one, "payment", into the chain file.
# [payment_networks.polygon]
# rpc = "http://127.0.0.1:8546"
# chain_id = 137
# htlc = "0x..."
# confirmations = 64
# block_time = "2s"
# reorg_margin = "1m"
# reveal_margin = "2m"
# scan_from = 0
# [payment_networks.polygon.tokens.USDC]
# address = "0x..."
# decimals = 6

# A swap desk's offer (flags --desk, --desk-rate, ... of node start override it).
# [desk]
# pay_with = "USDC@polygon"
# rate = "1"             # TORA per whole token, before the premium
# premium_percent = "0.5"
# min = "1"              # whole tokens
# max = "10000"
# pay_window = "20m"
# tora_window = "10m"
`)
	return b.String()
}

// tomlLiteral renders a default as a TOML value.
func tomlLiteral(v any) string {
	switch v := v.(type) {
	case string:
		return fmt.Sprintf("%q", v)
	case []string:
		q := make([]string, len(v))
		for i, s := range v {
			q[i] = fmt.Sprintf("%q", s)
		}
		return "[" + strings.Join(q, ", ") + "]"
	case []uint64:
		q := make([]string, len(v))
		for i, n := range v {
			q[i] = fmt.Sprint(n)
		}
		return "[" + strings.Join(q, ", ") + "]"
	}
	return fmt.Sprint(v)
}
