package main

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// globals are the flags every command shares, and what the running command
// loaded once: its flag set and the config.
type globals struct {
	datadir      string
	passwordFile string
	jsonOut      bool
	logLevel     string
	logFormat    string
	lightScrypt  bool

	flags     *pflag.FlagSet // the running command's, set before it runs
	stderr    io.Writer
	cfg       fileConfig
	cfgErr    error
	cfgLoaded bool
	pass      string // the passphrase, once read (passphrase)
	passRead  bool
	// loginHinted: the command said that `tensora login` saves its
	// passphrase prompt (hintLogin).
	loginHinted bool
}

// noConfig annotates commands that run with a broken or missing config
// (they report on it, or do not need it).
const noConfig = "tensora/no-config"

func newRoot() *cobra.Command {
	g := &globals{}
	root := &cobra.Command{
		Use:   "tensora",
		Short: "Tensora: a peer-to-peer AI inference network",
		Long: `Tensora runs AI inference on a peer-to-peer network. Miners advertise their
hardware and bid for jobs; clients publish signed jobs from a light peer and
every peer computes the same winner; an Ethereum-compatible chain settles.

Start with:
  tensora doctor                      check this machine and say what is missing
  tensora wallet new                  create your identity (address = peer ID)
  tensora miner start                 run a miner
  tensora testnet up --miners 10      a whole network on this machine

Settings come from flags, then TENSORA_<KEY> environment variables, then
<datadir>/config.toml, then defaults: ` + "`tensora config show`" + ` prints them and
where each came from. Every command takes --json for machine-readable output.

` + exitHelp,
		// --version prints what `tensora version` prints: the npm shim
		// (npm/cli) and installers check the binary with it.
		Version:       version,
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error {
			return g.prepare(cmd)
		},
	}
	pf := root.PersistentFlags()
	pf.StringVar(&g.datadir, "datadir", defaultDatadir(), "data directory (env TENSORA_DATADIR)")
	pf.StringVar(&g.passwordFile, "password-file", "", "file holding the wallet passphrase (else TENSORA_PASSWORD, else a prompt)")
	pf.BoolVar(&g.jsonOut, "json", false, "print machine-readable JSON")
	pf.StringVar(&g.logLevel, "log-level", "info", "log level: debug, info, warn, error (env TENSORA_LOG_LEVEL, config log_level)")
	pf.StringVar(&g.logFormat, "log-format", "text", "log format: text (for people) or json (env TENSORA_LOG_FORMAT, config log_format)")
	pf.BoolVar(&g.lightScrypt, "light-kdf", false, "use light scrypt parameters for new keys (tests and testnets only)")
	_ = pf.MarkHidden("light-kdf")
	_ = root.RegisterFlagCompletionFunc("log-level", fixedCompletion("debug", "info", "warn", "error"))
	_ = root.RegisterFlagCompletionFunc("log-format", fixedCompletion("text", "json"))
	_ = root.MarkPersistentFlagDirname("datadir")
	root.SetVersionTemplate(versionLine("{{.Version}}"))
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.AddCommand(newWalletCmd(g), newNodeCmd(g), newMinerCmd(g), newSubnetCmd(g), newModelsCmd(g), newImageCmd(g), newEscrowCmd(g), newSwapCmd(g), newStakeCmd(g), newValidatorCmd(g), newUsageCmd(g), newChainCmd(g), newTestnetCmd(g), newVersionCmd(g), newStatusCmd(g), newNamesCmd(g), newGovCmd(g), newACLCmd(g),
		newConfigCmd(g), newDoctorCmd(g), newAPICmd(g), newLLMCmd(g), newHECmd(g), newCompletionCmd(),
		newLoginCmd(g), newLogoutCmd(g))
	finishTree(root)
	return root
}

// finishTree gives every command of the tree what the CLI promises of all:
// an Example, argument errors that exit 2, and groups (commands that only
// hold subcommands) that reject an unknown subcommand instead of printing
// help and exiting 0.
func finishTree(c *cobra.Command) {
	if c.Example == "" {
		c.Example = examples[c.CommandPath()]
	}
	if args := c.Args; args != nil {
		c.Args = func(cmd *cobra.Command, a []string) error {
			if err := args(cmd, a); err != nil {
				return usageError{err}
			}
			return nil
		}
	}
	if c.HasParent() && c.HasSubCommands() && !c.Runnable() {
		c.RunE = runGroup
	}
	for _, sub := range c.Commands() {
		finishTree(sub)
	}
}

// runGroup is the RunE of a command that only holds subcommands.
func runGroup(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return cmd.Help()
	}
	msg := fmt.Sprintf("unknown command %q for %q", args[0], cmd.CommandPath())
	if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
		msg += "; did you mean " + strings.Join(s, " or ") + "?"
	}
	return usageError{fmt.Errorf("%s", msg)}
}

func fixedCompletion(values ...string) func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return values, cobra.ShellCompDirectiveNoFileComp
	}
}

// prepare runs before every command: it checks the global flags, loads the
// config (unless the command is marked noConfig) and, in the real process,
// makes the configured logger slog's default.
func (g *globals) prepare(cmd *cobra.Command) error {
	g.flags, g.stderr = cmd.Flags(), cmd.ErrOrStderr()
	if g.changed("log-level") {
		if _, err := parseLevel(g.logLevel); err != nil {
			return usageError{fmt.Errorf("--log-level: %w", err)}
		}
	}
	if g.changed("log-format") && g.logFormat != "text" && g.logFormat != "json" {
		return usageError{fmt.Errorf("--log-format %q: want text or json", g.logFormat)}
	}
	if skipsConfig(cmd) {
		return nil
	}
	if _, err := g.fileConfig(); err != nil {
		return err
	}
	// Only the real process: tests run many roots in one process and must
	// not point the shared default logger at one test's buffer.
	if cmd.ErrOrStderr() == os.Stderr {
		if log, err := g.logger(os.Stderr); err == nil {
			slog.SetDefault(log)
		}
	}
	return nil
}

func skipsConfig(cmd *cobra.Command) bool {
	for c := cmd; c != nil; c = c.Parent() {
		if c.Annotations[noConfig] != "" {
			return true
		}
		switch c.Name() {
		case "help", cobra.ShellCompRequestCmd, cobra.ShellCompNoDescRequestCmd:
			return true
		}
	}
	return false
}

func (g *globals) changed(flag string) bool { return g.flags != nil && g.flags.Changed(flag) }

// fileConfig loads the config once per command: config.toml (or the
// deprecated config.json, with a notice) under the TENSORA_* variables.
func (g *globals) fileConfig() (fileConfig, error) {
	if !g.cfgLoaded {
		g.cfgLoaded = true
		g.cfg, g.cfgErr = loadFileConfig(g.datadir)
		if g.cfgErr == nil && g.cfg.Legacy {
			w := g.stderr
			if w == nil {
				w = os.Stderr
			}
			fmt.Fprintf(w, "tensora: reading %s, which is deprecated: run `tensora config migrate` to write config.toml\n", g.cfg.Path)
		}
	}
	return g.cfg, g.cfgErr
}

func defaultDatadir() string {
	if d := os.Getenv("TENSORA_DATADIR"); d != "" {
		return d
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return ".tensora"
	}
	return filepath.Join(home, ".tensora")
}

// logSettings resolves the log level and format: flag, else the config
// (env, file, default).
func (g *globals) logSettings() (level, format string) {
	level, format = g.logLevel, g.logFormat
	if g.flags == nil {
		return orDefault(level, "info"), orDefault(format, "text")
	}
	fc, err := g.fileConfig()
	if err == nil {
		if !g.changed("log-level") {
			level = fc.LogLevel
		}
		if !g.changed("log-format") {
			format = fc.LogFormat
		}
	}
	return orDefault(level, "info"), orDefault(format, "text")
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// logger is the command's logger: --log-level and --log-format, else the
// config's log_level and log_format.
func (g *globals) logger(w io.Writer) (*slog.Logger, error) { return g.loggerAt(w, "") }

// loggerAt is logger with the level forced to level unless it is "".
func (g *globals) loggerAt(w io.Writer, level string) (*slog.Logger, error) {
	lv, format := g.logSettings()
	if level != "" {
		lv = level
	}
	l, err := parseLevel(lv)
	if err != nil {
		return nil, fmt.Errorf("--log-level: %w", err)
	}
	opts := &slog.HandlerOptions{Level: l}
	switch format {
	case "text":
		return slog.New(slog.NewTextHandler(w, opts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	}
	return nil, fmt.Errorf("--log-format %q: want text or json", format)
}

func parseLevel(s string) (slog.Level, error) {
	var lvl slog.Level
	switch strings.ToLower(s) {
	case "debug", "info", "warn", "error":
	default:
		return lvl, fmt.Errorf("%q: want debug, info, warn or error", s)
	}
	err := lvl.UnmarshalText([]byte(strings.ToUpper(s)))
	return lvl, err
}

func isHexAddress(s string) bool { return common.IsHexAddress(s) }

func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// version is the release, "0.1.0-dev" in a plain build; a release build
// stamps it with -ldflags "-X main.version=1.2.3" (scripts/npm-pack.sh does,
// and writes the same string into the npm packages).
var version = "0.1.0-dev"

// versionLine is what `tensora version` and `tensora --version` print.
func versionLine(v string) string { return "tensora " + v + " (protocol /tensora/1)\n" }

func newVersionCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:         "version",
		Short:       "Print the version and protocol",
		Args:        cobra.NoArgs,
		Annotations: map[string]string{noConfig: "1"},
		RunE: func(cmd *cobra.Command, _ []string) error {
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]string{"version": version, "protocol": "/tensora/1"})
			}
			fmt.Fprint(cmd.OutOrStdout(), versionLine(version))
			return nil
		},
	}
}
