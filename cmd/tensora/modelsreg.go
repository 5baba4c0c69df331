package main

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain/models"
	"github.com/tensora/tensora/node/identity"
)

// added is a file added to the node's content store.
type added struct {
	cid    string
	size   int64
	sha256 [32]byte
}

// addModelFile adds a file to this datadir's content store, as `models add`
// does: through the running node's API when one holds the store, else
// through a short-lived local peer. With hash it also takes the bytes'
// sha256 on the way (a registry publish records it).
func addModelFile(cmd *cobra.Command, g *globals, f *nodeFlags, path string, hash bool) (*added, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	st, err := file.Stat()
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return nil, fmt.Errorf("%s is a directory: add one file at a time", path)
	}
	// A running node holds the store: add through its API.
	if api, err := g.runningNode(cmd.Context(), f.account, true); err != nil {
		return nil, err
	} else if api != nil {
		if st.Size() > maxAPIUpload {
			return nil, fmt.Errorf("%s is %s: the running node's API takes at most %s per upload; stop the node and run %s again", path, humanSize(st.Size()), humanSize(maxAPIUpload), cmd.CommandPath())
		}
		b, err := io.ReadAll(file)
		if err != nil {
			return nil, err
		}
		id, err := uploadViaAPI(cmd, g, api, path, b)
		if err != nil {
			return nil, err
		}
		a := &added{cid: id, size: int64(len(b))}
		if hash {
			a.sha256 = sha256.Sum256(b)
		}
		return a, nil
	}
	n, err := g.localNode(cmd, f, false)
	if err != nil {
		return nil, err
	}
	defer n.Close()
	var r io.Reader = file
	h := sha256.New()
	if hash {
		r = io.TeeReader(file, h)
	}
	bar := newProgress(cmd.ErrOrStderr(), "adding "+filepath.Base(path))
	c, size, err := n.Content().Add(cmd.Context(), r, filepath.Base(path), func(done int64) { bar.update(done, st.Size()) })
	bar.finish()
	if err != nil {
		return nil, err
	}
	a := &added{cid: c.String(), size: size}
	if hash {
		a.sha256 = [32]byte(h.Sum(nil))
	}
	return a, nil
}

// modelsCLI is what the registry subcommands of `models` share: the
// chain flags and the wallet account.
type modelsCLI struct {
	g       *globals
	cf      *chainFlags
	account string
}

// env dials the chain; needKey unlocks the wallet too.
func (m *modelsCLI) env(cmd *cobra.Command, needKey bool) (*models.Client, *identity.Key, func(), error) {
	st, closeFn, err := m.cf.settlement(cmd.Context(), m.g, true)
	if err != nil {
		return nil, nil, nil, err
	}
	if st.Contracts.Models == (common.Address{}) {
		closeFn()
		return nil, nil, nil, fmt.Errorf("%w: restart `tensora chain dev` for a chain with it, or set networks.<name>.contracts.models in config.toml", models.ErrNoContract)
	}
	c := models.New(st.Client, st.Contracts)
	if !needKey {
		return c, nil, closeFn, nil
	}
	k, err := m.g.unlock(m.account)
	if err != nil {
		closeFn()
		return nil, nil, nil, err
	}
	return c, k, closeFn, nil
}

// caller is the wallet's address without unlocking it: --account, or the
// keystore's only account.
func callerAddress(g *globals, account string) (common.Address, error) {
	if account != "" {
		if !common.IsHexAddress(account) {
			return common.Address{}, usageError{fmt.Errorf("--account %q: want a 0x address", account)}
		}
		return common.HexToAddress(account), nil
	}
	ks, err := identity.OpenStore(g.datadir)
	if err != nil {
		return common.Address{}, err
	}
	switch l := ks.List(); len(l) {
	case 0:
		return common.Address{}, fmt.Errorf("no wallet in %s: run `tensora wallet new` first", ks.Dir())
	case 1:
		return l[0], nil
	default:
		return common.Address{}, fmt.Errorf("the keystore holds %d accounts: pass --account", len(l))
	}
}

// ref reads a model reference; a bare NAME is the wallet's own model.
func (m *modelsCLI) ref(s string) (models.Ref, error) {
	def := ""
	if !strings.Contains(strings.SplitN(s, "@", 2)[0], "/") {
		a, err := callerAddress(m.g, m.account)
		if err != nil {
			return models.Ref{}, err
		}
		def = a.Hex()
	}
	r, err := models.ParseRef(s, def)
	if err != nil {
		return r, usageError{err}
	}
	return r, nil
}

// explainModels turns a registry revert into one sentence.
func explainModels(op string, err error) error {
	if s, ok := models.DescribeRevert(err); ok {
		return fmt.Errorf("%s: %s", op, s)
	}
	return fmt.Errorf("%s: %w", op, err)
}

// addRegistryCmds adds the ModelRegistry subcommands to `tensora models`.
func addRegistryCmds(g *globals, parent *cobra.Command) {
	m := &modelsCLI{g: g, cf: &chainFlags{}}
	for _, c := range []*cobra.Command{m.publishCmd(), m.versionsCmd(), m.tagCmd(), m.deprecateCmd(),
		m.transferCmd(), m.acceptCmd(), m.visibilityCmd()} {
		m.cf.register(c)
		if c.Flags().Lookup("account") == nil {
			c.Flags().StringVar(&m.account, "account", "", "wallet account when the keystore holds several")
		}
		parent.AddCommand(c)
	}
	parent.AddCommand(newModelsDeployCmd(g))
}

func (m *modelsCLI) publishCmd() *cobra.Command {
	var name, version, format, card string
	var restricted uint64
	var noLatest bool
	f := &nodeFlags{roles: []string{"client"}}
	c := &cobra.Command{
		Use:   "publish FILE --name NAME --version MAJOR.MINOR.PATCH",
		Short: "Add a model file to the content store and publish it as a version in the on-chain model registry",
		Long: `Add FILE to this node's content store (as tensora models add does), hash
it (sha256) and publish it in the ModelRegistry as NAME@VERSION of this
wallet: its CID, hash, format, size and card CID. The first version
creates the model (public, or restricted to a subnet's RETRIEVE holders
with --restricted-subnet). Versions are append-only: publishing one twice
is refused. The latest tag moves to each new version unless --no-latest.

Restricted models gate the registry's metadata and what nodes serve, not
the bytes: blocks on a public network can be read by anyone who has the
CID, so encrypt restricted weights before publishing them.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := models.ValidName(name); err != nil {
				return usageError{fmt.Errorf("--name: %w", err)}
			}
			if err := models.ValidVersion(version); err != nil {
				return usageError{fmt.Errorf("--version: %w", err)}
			}
			if format == "" {
				switch strings.ToLower(filepath.Ext(args[0])) {
				case ".onnx":
					format = "onnx"
				case ".gguf":
					format = "gguf"
				default:
					return usageError{fmt.Errorf("--format: cannot tell the format of %s from its name: pass --format onnx, gguf, oci or he", args[0])}
				}
			}
			fm, err := models.ParseFormat(format)
			if err != nil {
				return usageError{fmt.Errorf("--format: %w", err)}
			}
			f.account = m.account
			a, err := addModelFile(cmd, m.g, f, args[0], true)
			if err != nil {
				return err
			}
			status := cmd.ErrOrStderr()
			fmt.Fprintf(status, "added %s as ipfs://%s (%s, sha256 %x)\n", args[0], a.cid, humanSize(a.size), a.sha256)
			rel := models.Release{Version: version, CID: a.cid, SHA256: a.sha256, Format: fm, Size: uint64(a.size)}
			if card != "" {
				ca, err := addModelFile(cmd, m.g, f, card, false)
				if err != nil {
					return fmt.Errorf("--card: %w", err)
				}
				rel.Card = ca.cid
			}
			c, k, closeFn, err := m.env(cmd, true)
			if err != nil {
				return err
			}
			defer closeFn()
			p, err := c.Publish(cmd.Context(), k.ECDSA(), name, rel, models.PublishOptions{NoLatest: noLatest, RestrictedSubnet: restricted})
			if err != nil {
				return explainModels(fmt.Sprintf("publish %s@%s", name, version), err)
			}
			path := k.Address().Hex() + "/" + name
			if m.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"model": path, "id": common.Hash(p.ID).Hex(), "version": version, "cid": a.cid,
					"sha256": hex.EncodeToString(a.sha256[:]), "format": fm.String(), "size": a.size, "card": rel.Card, "created": p.Created,
					"latest": !noLatest, "tx": p.Tx.Hex(), "gas": p.Gas + p.CreateGas})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "published %s@%s: ipfs://%s (%s, %s)\n", path, version, a.cid, fm, humanSize(a.size))
			if restricted != 0 && p.Created {
				fmt.Fprintf(cmd.OutOrStdout(), "restricted to RETRIEVE holders of subnet %d (encrypt its weights: blocks are readable by CID)\n", restricted)
			}
			return nil
		},
	}
	fl := c.Flags()
	fl.StringVar(&name, "name", "", "model name: 1 to 64 characters of a-z, 0-9, '.', '_', '-' (lower case only)")
	fl.StringVar(&version, "version", "", "version, MAJOR.MINOR.PATCH (1.2.0)")
	fl.StringVar(&format, "format", "", "weights format: onnx, gguf, oci or he (default from the file name)")
	fl.StringVar(&card, "card", "", "model card file (README, license, intended use) to add and record")
	fl.Uint64Var(&restricted, "restricted-subnet", 0, "create the model restricted to the holders of RETRIEVE on this subnet")
	fl.BoolVar(&noLatest, "no-latest", false, "leave the latest tag where it is")
	fl.StringVar(&m.account, "account", "", "wallet account when the keystore holds several")
	_ = c.MarkFlagRequired("name")
	_ = c.MarkFlagRequired("version")
	return c
}

func (m *modelsCLI) versionsCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "versions NAME|OWNER/NAME",
		Short: "List a registered model's versions, tags and deprecations (OWNER an address or a .tora name)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, err := m.ref(args[0])
			if err != nil {
				return err
			}
			me, _ := callerAddress(m.g, m.account) // reading public models needs no wallet
			c, _, closeFn, err := m.env(cmd, false)
			if err != nil {
				return err
			}
			defer closeFn()
			ctx := cmd.Context()
			mod, err := c.ModelByName(ctx, r.Owner, r.Name)
			if err != nil {
				return err
			}
			vs, err := c.Versions(ctx, me, mod.ID)
			if errors.Is(err, models.ErrNotReadable) {
				return fmt.Errorf("refused: %s lacks RETRIEVE on subnet %d (%s is restricted)", me.Hex(), mod.Subnet, r.Owner+"/"+r.Name)
			}
			if err != nil {
				return err
			}
			// Tags come from the registry's events (the contract keeps no list of them).
			ix := models.NewIndex(c, nil)
			if err := ix.Sync(ctx); err != nil {
				return err
			}
			tags := map[string][]string{}
			if im, ok := ix.Model(mod.ID); ok {
				for t, v := range im.Tags {
					tags[v] = append(tags[v], t)
				}
			}
			if m.g.jsonOut {
				out := make([]map[string]any, 0, len(vs))
				for _, v := range vs {
					out = append(out, map[string]any{"version": v.Version, "cid": v.CID, "sha256": hex.EncodeToString(v.SHA256[:]), "format": v.Format.String(),
						"size": v.Size, "card": v.Card, "published": v.PublishedAt.UTC(), "tags": tags[v.Version], "deprecated": v.Deprecated, "reason": v.Reason})
				}
				return printJSON(cmd.OutOrStdout(), map[string]any{"model": mod.Path(), "id": common.Hash(mod.ID).Hex(), "owner": mod.Owner.Hex(),
					"visibility": mod.Visibility.String(), "subnet": mod.Subnet, "deprecated": mod.Deprecated, "reason": mod.Reason, "versions": out})
			}
			w := cmd.OutOrStdout()
			vis := mod.Visibility.String()
			if mod.Visibility == models.Restricted {
				vis += " to subnet " + strconv.FormatUint(mod.Subnet, 10)
			}
			fmt.Fprintf(w, "%s (owner %s, %s)\n", r.Owner+"/"+r.Name, mod.Owner.Hex(), vis)
			if mod.Deprecated {
				fmt.Fprintf(w, "DEPRECATED: %s\n", mod.Reason)
			}
			tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "VERSION\tCID\tFORMAT\tSIZE\tPUBLISHED\tTAGS\tNOTE")
			for _, v := range vs {
				note := ""
				if v.Deprecated {
					note = "deprecated: " + v.Reason
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", v.Version, v.CID, v.Format, humanSize(int64(v.Size)), v.PublishedAt.UTC().Format(time.DateTime),
					strings.Join(tags[v.Version], ","), note)
			}
			return tw.Flush()
		},
	}
}

func (m *modelsCLI) tagCmd() *cobra.Command {
	var remove bool
	c := &cobra.Command{
		Use:   "tag NAME@VERSION TAG | tag NAME TAG --remove",
		Short: "Point a tag of a model this wallet owns at a version, or remove it",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, err := m.ref(args[0])
			if err != nil {
				return err
			}
			tag := args[1]
			if err := models.ValidTag(tag); err != nil {
				return usageError{err}
			}
			if !remove && !r.IsVersion() {
				return usageError{fmt.Errorf("%s: name the version to tag, NAME@MAJOR.MINOR.PATCH", args[0])}
			}
			return m.send(cmd, r, func(c *models.Client, k *identity.Key, id [32]byte) (string, error) {
				if remove {
					_, err := c.RemoveTag(cmd.Context(), k.ECDSA(), id, tag)
					return "removed tag " + tag, err
				}
				_, err := c.SetTag(cmd.Context(), k.ECDSA(), id, tag, r.At)
				return fmt.Sprintf("%s now points at %s", tag, r.At), err
			})
		},
	}
	c.Flags().BoolVar(&remove, "remove", false, "remove the tag")
	return c
}

func (m *modelsCLI) deprecateCmd() *cobra.Command {
	var reason string
	c := &cobra.Command{
		Use:   "deprecate NAME@VERSION | deprecate NAME --model",
		Short: "Deprecate a version (or with --model the whole model) of a model this wallet owns, with a reason",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, err := m.ref(args[0])
			if err != nil {
				return err
			}
			whole, _ := cmd.Flags().GetBool("model")
			switch {
			case whole && r.At != "":
				return usageError{fmt.Errorf("--model deprecates the whole model: leave @%s out", r.At)}
			case !whole && !r.IsVersion():
				return usageError{fmt.Errorf("%s: name a version, NAME@MAJOR.MINOR.PATCH (or pass --model for the whole model)", args[0])}
			case len(reason) > models.MaxReasonLen:
				return usageError{fmt.Errorf("--reason: at most %d bytes", models.MaxReasonLen)}
			}
			return m.send(cmd, r, func(c *models.Client, k *identity.Key, id [32]byte) (string, error) {
				_, err := c.Deprecate(cmd.Context(), k.ECDSA(), id, r.At, reason)
				if r.At == "" {
					return "deprecated the model: it takes no new versions", err
				}
				return "deprecated " + r.At, err
			})
		},
	}
	c.Flags().StringVar(&reason, "reason", "", "why (shown to whoever resolves it)")
	c.Flags().Bool("model", false, "deprecate the whole model: it takes no new versions")
	return c
}

func (m *modelsCLI) transferCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "transfer NAME|OWNER/NAME NEW-OWNER",
		Short: "Offer a model this wallet owns to a new owner (an address or a .tora name), who must accept it",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, err := m.ref(args[0])
			if err != nil {
				return err
			}
			if err := checkAddressOrName("new owner", args[1]); err != nil {
				return usageError{err}
			}
			return m.send(cmd, r, func(c *models.Client, k *identity.Key, id [32]byte) (string, error) {
				to, err := c.Owner(cmd.Context(), args[1])
				if err != nil {
					return "", err
				}
				_, err = c.Transfer(cmd.Context(), k.ECDSA(), id, to)
				return "offered to " + to.Hex() + " (it takes effect when they run tensora models accept " + r.Owner + "/" + r.Name + ")", err
			})
		},
	}
}

func (m *modelsCLI) acceptCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "accept OWNER/NAME",
		Short: "Take a model offered to this wallet (the second step of a transfer)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, err := m.ref(args[0])
			if err != nil {
				return err
			}
			return m.send(cmd, r, func(c *models.Client, k *identity.Key, id [32]byte) (string, error) {
				_, err := c.Accept(cmd.Context(), k.ECDSA(), id)
				return "now owned by " + k.Address().Hex(), err
			})
		},
	}
}

func (m *modelsCLI) visibilityCmd() *cobra.Command {
	var subnet uint64
	c := &cobra.Command{
		Use:   "visibility NAME|OWNER/NAME public|restricted [--subnet N]",
		Short: "Make a model this wallet owns public, or restricted to the holders of RETRIEVE on a subnet",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, err := m.ref(args[0])
			if err != nil {
				return err
			}
			var v models.Visibility
			switch args[1] {
			case "public":
				if subnet != 0 {
					return usageError{errors.New("--subnet is for restricted models")}
				}
			case "restricted":
				if subnet == 0 {
					return usageError{errors.New("restricted needs --subnet N: the subnet whose RETRIEVE holders may read the model")}
				}
				v = models.Restricted
			default:
				return usageError{fmt.Errorf("%q: want public or restricted", args[1])}
			}
			return m.send(cmd, r, func(c *models.Client, k *identity.Key, id [32]byte) (string, error) {
				_, err := c.SetVisibility(cmd.Context(), k.ECDSA(), id, v, subnet)
				if v == models.Restricted {
					return fmt.Sprintf("restricted to RETRIEVE holders of subnet %d (versions already published stay readable by whoever saw them; encrypt new weights)", subnet), err
				}
				return "public", err
			})
		},
	}
	c.Flags().Uint64Var(&subnet, "subnet", 0, "the subnet of a restricted model")
	return c
}

// send resolves the model's id, then runs one transaction from the wallet.
func (m *modelsCLI) send(cmd *cobra.Command, r models.Ref, tx func(*models.Client, *identity.Key, [32]byte) (string, error)) error {
	c, k, closeFn, err := m.env(cmd, true)
	if err != nil {
		return err
	}
	defer closeFn()
	mod, err := c.ModelByName(cmd.Context(), r.Owner, r.Name)
	if err != nil {
		return err
	}
	done, err := tx(c, k, mod.ID)
	if err != nil {
		return explainModels(r.String(), err)
	}
	if m.g.jsonOut {
		return printJSON(cmd.OutOrStdout(), map[string]any{"model": mod.Path(), "done": done})
	}
	fmt.Fprintf(cmd.OutOrStdout(), "%s: %s\n", r.Owner+"/"+r.Name, done)
	return nil
}

// newModelsDeployCmd is `subnet jobs post` with the model named by a
// registry reference: it resolves the reference, checks that the wallet
// may read the model, and posts the job along the same path.
func newModelsDeployCmd(g *globals) *cobra.Command {
	sub := newSubnetCmd(g)
	post, _, err := sub.Find([]string{"jobs", "post"})
	if err != nil || post == sub || post.RunE == nil {
		// The command tree is static: this only breaks if `subnet jobs post` moves.
		return &cobra.Command{Use: "deploy", Short: "Post a job on a registered model (unavailable)", RunE: func(*cobra.Command, []string) error {
			return errors.New("models deploy: this build has no `subnet jobs post` to reuse")
		}}
	}
	post.Parent().RemoveCommand(post)
	postRun := post.RunE
	post.Use = "deploy OWNER/NAME[@VERSION|@TAG] --input FILE --fee TORA"
	post.Short = "Resolve a registered model, check this wallet may read it, and post a job on it (as subnet jobs post)"
	post.Long = `Resolve OWNER/NAME@VERSION (or @TAG, or no @ for latest; OWNER an address
or a .tora name; a bare NAME is this wallet's) in the on-chain model
registry, check that this wallet may read it (a restricted model needs
RETRIEVE on its subnet in the subnet's ACL), then post the job exactly as
tensora subnet jobs post does, with the version's CID as the model: ONNX
models run on the onnx engine, GGUF on llm. A restricted model's job goes
to its subnet unless --subnet says otherwise.`
	post.Example = ""
	post.Args = cobra.ExactArgs(1)
	_ = post.Flags().MarkHidden("model")
	post.RunE = func(cmd *cobra.Command, args []string) error {
		account, _ := cmd.Flags().GetString("account")
		me, err := callerAddress(g, account)
		if err != nil {
			return err
		}
		cf := &chainFlags{}
		cf.file, _ = cmd.Flags().GetString("chain-file")
		cf.rpc, _ = cmd.Flags().GetString("chain-rpc")
		cf.network, _ = cmd.Flags().GetString("network")
		mc := &modelsCLI{g: g, cf: cf, account: account}
		r, err := mc.ref(args[0])
		if err != nil {
			return err
		}
		c, _, closeFn, err := mc.env(cmd, false)
		if err != nil {
			return err
		}
		res, err := c.Resolve(cmd.Context(), me, r.String())
		closeFn()
		var nr *models.NotReadableError
		if errors.As(err, &nr) {
			return fmt.Errorf("refused: %s lacks RETRIEVE on subnet %d: %s is restricted (ask its owner or the subnet's admin for the right)", nr.Account.Hex(), nr.Subnet, r)
		}
		if err != nil {
			return fmt.Errorf("deploy %s: %w", r, err)
		}
		v := res.Version
		var engine string
		switch v.Format {
		case models.ONNX:
			engine = "onnx"
		case models.GGUF:
			engine = "llm"
		case models.OCI:
			return fmt.Errorf("deploy %s: an OCI image: post it with tensora subnet jobs post --engine oci --image ipfs://%s@sha256:<digest>", r, v.CID)
		default:
			return fmt.Errorf("deploy %s: no engine runs %s models yet", r, v.Format)
		}
		if cmd.Flags().Changed("engine") {
			if e, _ := cmd.Flags().GetString("engine"); e != engine {
				return usageError{fmt.Errorf("--engine %s: %s is a %s model, run by the %s engine", e, r, v.Format, engine)}
			}
		}
		_ = cmd.Flags().Set("engine", engine)
		_ = cmd.Flags().Set("model", v.CID)
		if res.Model.Visibility == models.Restricted && !cmd.Flags().Changed("subnet") {
			_ = cmd.Flags().Set("subnet", strconv.FormatUint(res.Model.Subnet, 10))
		}
		w := cmd.OutOrStdout()
		if g.jsonOut {
			w = cmd.ErrOrStderr()
		}
		fmt.Fprintf(w, "deploying %s: version %s, ipfs://%s (%s, %s, sha256 %x)\n", r, v.Version, v.CID, v.Format, humanSize(int64(v.Size)), v.SHA256)
		if v.Deprecated {
			fmt.Fprintf(cmd.ErrOrStderr(), "warning: %s@%s is deprecated: %s\n", r.Owner+"/"+r.Name, v.Version, v.Reason)
		}
		if res.Model.Deprecated {
			fmt.Fprintf(cmd.ErrOrStderr(), "warning: %s is deprecated: %s\n", r.Owner+"/"+r.Name, res.Model.Reason)
		}
		return postRun(cmd, nil)
	}
	return post
}
