package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/node"
)

func newModelsCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "models",
		Short: "Add, fetch and list models (content-addressed, served over bitswap); publish and deploy them through the on-chain registry",
		Long: `Models and inputs are UnixFS files (CIDv1, raw leaves, 256 KiB chunks) in
this node's blockstore under <datadir>/node. Added files are served to
miners over bitswap while a node or a job post runs from this datadir.`,
	}
	f := &nodeFlags{roles: []string{"client"}}

	add := &cobra.Command{
		Use:   "add FILE",
		Short: "Import a file and print its CID",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			a, err := addModelFile(cmd, g, f, args[0], false)
			if err != nil {
				return err
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"cid": a.cid, "uri": "ipfs://" + a.cid, "size": a.size, "name": filepath.Base(args[0])})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s\nipfs://%s\n", a.cid, a.cid)
			return nil
		},
	}

	var outFile, from string
	var timeout time.Duration
	get := &cobra.Command{
		Use:   "get CID -o FILE",
		Short: "Fetch a file by CID (locally, from --bootstrap peers or via the DHT, or streamed --from a peer that holds it) and write it",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := parseCID(args[0])
			if err != nil {
				return err
			}
			if outFile == "" {
				return errors.New("-o FILE is required")
			}
			var src peer.AddrInfo
			if from != "" {
				ai, err := peer.AddrInfoFromString(from)
				if err != nil {
					return usageError{fmt.Errorf("--from %q: want /ip4/…/tcp/…/p2p/<peer id>: %w", from, err)}
				}
				src = *ai
			}
			// A node running on this datadir holds the store: read (or
			// fetch) through it.
			if api := g.readNode(cmd.Context(), nil); api != nil {
				if from != "" {
					return fmt.Errorf("--from streams through a peer of this command's own, and the node running on %s holds the store: omit --from (the node fetches from its peers) or stop the node", g.datadir)
				}
				got, err := getViaNode(cmd, g, api, c, outFile, timeout)
				if err != nil {
					return err
				}
				return printGot(cmd, g, c.String(), outFile, got)
			}
			n, err := g.localNode(cmd, f, true)
			if err != nil {
				return err
			}
			defer n.Close()
			ctx, cancel := context.WithTimeout(cmd.Context(), timeout)
			defer cancel()
			tmp, err := os.CreateTemp(filepath.Dir(outFile), "."+filepath.Base(outFile)+".part-*")
			if err != nil {
				return err
			}
			defer os.Remove(tmp.Name()) // no-op after the rename
			bar := newProgress(cmd.ErrOrStderr(), "fetching "+short(c.String()))
			var got int64
			if from != "" {
				got, err = streamTo(ctx, n, src, c, tmp, bar)
			} else {
				got, err = n.Content().Fetch(ctx, c, nil, tmp, bar.update)
			}
			bar.finish()
			if cerr := tmp.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				return err
			}
			if err := os.Rename(tmp.Name(), outFile); err != nil {
				return err
			}
			return printGot(cmd, g, c.String(), outFile, got)
		},
	}
	get.Flags().StringVarP(&outFile, "output", "o", "", "file to write")
	get.Flags().DurationVar(&timeout, "timeout", 2*time.Minute, "give up after this long")
	get.Flags().StringVar(&from, "from", "", "stream the whole file from this peer, /ip4/…/tcp/…/p2p/<peer id> (resumable: run again after an interruption)")

	ls := &cobra.Command{
		Use:   "ls",
		Short: "List files this node added or fetched",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			pins, err := g.listPins(cmd, f)
			if err != nil {
				return err
			}
			if g.jsonOut {
				out := make([]map[string]any, 0, len(pins))
				for _, p := range pins {
					out = append(out, map[string]any{"cid": p.Cid.String(), "name": p.Name, "size": p.Size, "source": p.Source, "time": p.Time})
				}
				return printJSON(cmd.OutOrStdout(), out)
			}
			if len(pins) == 0 {
				fmt.Fprintln(cmd.OutOrStdout(), "no files yet: tensora models add FILE")
				return nil
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 2, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "CID\tSIZE\tSOURCE\tNAME\tADDED")
			for _, p := range pins {
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", p.Cid, humanSize(p.Size), p.Source, p.Name, p.Time.Format(time.DateTime))
			}
			return tw.Flush()
		},
	}
	for _, c := range []*cobra.Command{add, get, ls} {
		f.registerNet(c)
		cmd.AddCommand(c)
	}
	cmd.AddCommand(newExampleInputCmd(g))
	addRegistryCmds(g, cmd)
	return cmd
}

// printGot says what `models get` wrote.
func printGot(cmd *cobra.Command, g *globals, id, outFile string, size int64) error {
	if g.jsonOut {
		return printJSON(cmd.OutOrStdout(), map[string]any{"cid": id, "file": outFile, "size": size, "verified": true})
	}
	fmt.Fprintf(cmd.OutOrStdout(), "wrote %s (%s); every block was checked against its hash\n", outFile, humanSize(size))
	return nil
}

// listPins lists the files of this datadir's store: through the running
// node's API when one holds it, else from the store itself.
func (g *globals) listPins(cmd *cobra.Command, f *nodeFlags) ([]content.Pin, error) {
	if api := g.readNode(cmd.Context(), nil); api != nil {
		return pinsViaNode(cmd.Context(), api)
	}
	n, err := g.localNode(cmd, f, false)
	if err != nil {
		return nil, err
	}
	defer n.Close()
	return n.Content().List(cmd.Context())
}

func newExampleInputCmd(g *globals) *cobra.Command {
	var outFile string
	var seed uint64
	c := &cobra.Command{
		Use:   "example-input MODEL.onnx -o FILE",
		Short: "Write a valid input (safetensors) for a model from its declared inputs",
		Long: `Read the model's declared inputs and write a safetensors file that fits
them, filled with deterministic pseudo-random data (--seed). Useful to try a
model on the network before wiring real data.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if outFile == "" {
				return errors.New("-o FILE is required")
			}
			model, err := os.ReadFile(args[0])
			if err != nil {
				return err
			}
			log, err := g.quietLogger(cmd)
			if err != nil {
				return err
			}
			e, err := onnx.New(onnx.Config{Logger: log})
			if err != nil {
				return err
			}
			defer e.Close()
			in, err := e.GenerateInputs(cmd.Context(), "example:"+args[0], engine.ModelBytes(model), engine.GenerateOptions{Seed: seed})
			if err != nil {
				return err
			}
			if err := os.WriteFile(outFile, in, 0o644); err != nil {
				return err
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"file": outFile, "size": len(in)})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote %s (%s)\n", outFile, humanSize(int64(len(in))))
			return nil
		},
	}
	c.Flags().StringVarP(&outFile, "output", "o", "", "file to write")
	c.Flags().Uint64Var(&seed, "seed", 1, "seed of the pseudo-random data")
	return c
}

// streamTo fetches c from src over the DAG stream into the blockstore, then
// writes the file to w from local blocks.
func streamTo(ctx context.Context, n *node.Node, src peer.AddrInfo, c cid.Cid, w io.Writer, bar *progress) (int64, error) {
	if _, err := n.Content().FetchFrom(ctx, src, c, func(st content.StreamStats) { bar.update(st.DataBytes, -1) }); err != nil {
		return 0, err
	}
	r, size, err := n.Content().Open(ctx, c)
	if err != nil {
		return 0, err
	}
	defer r.Close()
	got, err := io.Copy(w, r)
	if err == nil && got != size {
		err = fmt.Errorf("wrote %d bytes of %d", got, size)
	}
	return got, err
}

// registerNet adds the network flags a short-lived local peer takes.
func (f *nodeFlags) registerNet(cmd *cobra.Command) {
	cmd.Flags().StringSliceVar(&f.bootstrap, "bootstrap", nil, "peers to fetch from, /ip4/…/tcp/…/p2p/<peer id>")
	cmd.Flags().StringSliceVar(&f.listen, "listen", nil, "listen multiaddrs (default an ephemeral TCP port)")
}

// localNode builds (online: also starts) a client peer on this datadir's
// store, for commands that read or write local content.
func (g *globals) localNode(cmd *cobra.Command, f *nodeFlags, online bool) (*node.Node, error) {
	cfg, err := g.nodeConfig(cmd, f)
	if err != nil {
		return nil, err
	}
	log, err := g.quietLogger(cmd)
	if err != nil {
		return nil, err
	}
	cfg.Logger = log
	cfg.Roles = []node.Role{node.RoleClient}
	cfg.Light = true
	if !cmd.Flags().Changed("listen") {
		cfg.P2P.ListenAddrs = []string{"/ip4/0.0.0.0/tcp/0"}
	}
	if !online {
		cfg.P2P.Bootstrap = nil
		cfg.P2P.ListenAddrs = []string{"/ip4/127.0.0.1/tcp/0"}
	}
	// Content commands need no identity: a throwaway key keeps them free
	// of passphrase prompts.
	key, err := crypto.GenerateKey()
	if err != nil {
		return nil, err
	}
	n, err := node.New(cfg, key)
	if err != nil {
		return nil, storeErr(err, cfg.DataDir)
	}
	if online {
		if err := n.Start(cmd.Context()); err != nil {
			_ = n.Close()
			return nil, err
		}
	}
	return n, nil
}

// quietLogger is the logger of short commands: warnings only, unless
// --log-level was given.
func (g *globals) quietLogger(cmd *cobra.Command) (*slog.Logger, error) {
	if cmd.Root().PersistentFlags().Changed("log-level") {
		return g.logger(cmd.ErrOrStderr())
	}
	// A level from TENSORA_LOG_LEVEL or the config file is asked for too.
	if fc, err := g.fileConfig(); err == nil && fc.Sources["log_level"] != "" && fc.Sources["log_level"] != srcDefault {
		return g.logger(cmd.ErrOrStderr())
	}
	return g.loggerAt(cmd.ErrOrStderr(), "warn")
}

// storeErr explains the common failure of a second process on a datadir.
func storeErr(err error, dir string) error {
	if err != nil && strings.Contains(err.Error(), "directory lock") {
		return fmt.Errorf("%s is in use by another tensora process (a running node?): stop it or pass --datadir", dir)
	}
	return err
}

func parseCID(s string) (cid.Cid, error) {
	c, err := cid.Decode(strings.TrimPrefix(s, "ipfs://"))
	if err != nil {
		return cid.Undef, fmt.Errorf("%q is not a CID (want ipfs://<cid> or <cid>): %w", s, err)
	}
	return c, nil
}

func short(s string) string {
	if len(s) > 16 {
		return s[:8] + "…" + s[len(s)-6:]
	}
	return s
}
