package main

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
)

// globals are the flags every command shares.
type globals struct {
	datadir      string
	passwordFile string
	jsonOut      bool
	logLevel     string
	lightScrypt  bool
}

func newRoot() *cobra.Command {
	g := &globals{}
	root := &cobra.Command{
		Use:   "tensora",
		Short: "Tensora: a peer-to-peer AI inference network",
		Long: `Tensora runs AI inference on a peer-to-peer network. Miners advertise their
hardware and bid for jobs; clients publish signed jobs from a light peer and
every peer computes the same winner; an Ethereum-compatible chain settles.

Start with:
  tensora wallet new                  create your identity (address = peer ID)
  tensora miner start                 run a miner
  tensora testnet up --miners 10      a whole network on this machine`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	pf := root.PersistentFlags()
	pf.StringVar(&g.datadir, "datadir", defaultDatadir(), "data directory (env TENSORA_DATADIR)")
	pf.StringVar(&g.passwordFile, "password-file", "", "file holding the wallet passphrase (else TENSORA_PASSWORD, else a prompt)")
	pf.BoolVar(&g.jsonOut, "json", false, "print machine-readable JSON")
	pf.StringVar(&g.logLevel, "log-level", "info", "log level: debug, info, warn, error")
	pf.BoolVar(&g.lightScrypt, "light-kdf", false, "use light scrypt parameters for new keys (tests and testnets only)")
	_ = pf.MarkHidden("light-kdf")
	root.AddCommand(newWalletCmd(g), newNodeCmd(g), newMinerCmd(g), newSubnetCmd(g), newModelsCmd(g), newEscrowCmd(g), newStakeCmd(g), newValidatorCmd(g), newChainCmd(g), newTestnetCmd(g), newVersionCmd(g))
	return root
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

func (g *globals) logger(w io.Writer) (*slog.Logger, error) {
	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(strings.ToUpper(g.logLevel))); err != nil {
		return nil, fmt.Errorf("--log-level %q: want debug, info, warn or error", g.logLevel)
	}
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: lvl})), nil
}

func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

var version = "0.1.0-dev"

func newVersionCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version and protocol",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]string{"version": version, "protocol": "/tensora/1"})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "tensora %s (protocol /tensora/1)\n", version)
			return nil
		},
	}
}
