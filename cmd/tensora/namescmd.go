package main

import (
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/names"
	"github.com/tensora/tensora/node/identity"
)

// namesCLI is what the names subcommands share: the chain flags and the
// wallet account.
type namesCLI struct {
	g       *globals
	cf      *chainFlags
	account string
}

// env dials the chain and, when needKey, unlocks the wallet.
func (n *namesCLI) env(cmd *cobra.Command, needKey bool) (*names.Client, *identity.Key, func(), error) {
	st, closeFn, err := n.cf.settlement(cmd.Context(), n.g, true)
	if err != nil {
		return nil, nil, nil, err
	}
	if st.Contracts.Names == (common.Address{}) {
		closeFn()
		return nil, nil, nil, fmt.Errorf("%w: restart `tensora chain dev` for a chain with it, or set networks.<name>.contracts.names in config.toml", names.ErrNoContract)
	}
	c := names.New(st.Client, st.Contracts)
	if !needKey {
		return c, nil, closeFn, nil
	}
	k, err := n.g.unlock(n.account)
	if err != nil {
		closeFn()
		return nil, nil, nil, err
	}
	return c, k, closeFn, nil
}

// explainNames turns a ToraNames revert into one sentence.
func explainNames(op string, err error) error {
	re, ok := chain.AsRevert(err)
	if !ok {
		return fmt.Errorf("%s: %w", op, err)
	}
	switch re.Name {
	case "NotOwner":
		return fmt.Errorf("%s: this wallet does not own the name, or it has expired (see `tensora names show`)", op)
	case "NotYourAddress":
		return fmt.Errorf("%s: the name does not resolve to this wallet's address: set its address first (`tensora names set-addr`)", op)
	case "NameTaken":
		return fmt.Errorf("%s: the name is registered, or in its owner's grace period", op)
	case "Expired":
		return fmt.Errorf("%s: the name's grace period has passed: register it again", op)
	case "BadDuration":
		return fmt.Errorf("%s: a registration lasts 28 days to 10 years from now", op)
	case "TextTooLong":
		return fmt.Errorf("%s: a text key is 1 to 64 bytes and a value at most 1024", op)
	}
	return fmt.Errorf("%s: %w", op, err)
}

func newNamesCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "names",
		Short: "Register and resolve .tora names; did:pkh identifiers",
		Long: `Names under .tora (the ToraNames contract): a name has an owner, an
address it resolves to, text records and an expiry (then a 90-day grace
period in which only its owner may renew it). Labels are 3 to 63 characters
of a-z, 0-9 and '-' (lower case only: no look-alike spellings).

Registration is commit–reveal, so nobody watching the mempool can take the
name first: register commits, waits a minute (the embedded dev chain's
clock is not waited for: it moves with blocks), reveals, and points the
wallet's reverse record at the name, so output elsewhere shows it next to
the address.

Anywhere tensora takes an address it takes a name too (stake delegate
alice.tora 50).`,
		Example: `  tensora names register alice
  tensora names resolve alice.tora
  tensora names reverse 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23
  tensora names set-text alice.tora url https://alice.example
  tensora names show alice.tora --json
  tensora names did alice.tora`,
	}
	n := &namesCLI{g: g, cf: &chainFlags{}}
	for _, c := range []*cobra.Command{n.registerCmd(), n.resolveCmd(), n.reverseCmd(), n.showCmd(), n.setAddrCmd(), n.setTextCmd(),
		n.transferCmd(), n.renewCmd(), n.didCmd()} {
		n.cf.register(c)
		c.Flags().StringVar(&n.account, "account", "", "wallet account when the keystore holds several")
		cmd.AddCommand(c)
	}
	return cmd
}

func (n *namesCLI) registerCmd() *cobra.Command {
	var years int
	c := &cobra.Command{
		Use:   "register LABEL|NAME.tora",
		Short: "Register a name to this wallet (commit, wait a minute, reveal) and set the reverse record",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := names.ParseName(args[0]); err != nil {
				return usageError{err}
			}
			if years < 1 || years > 10 {
				return usageError{fmt.Errorf("--years %d: want 1 to 10", years)}
			}
			c, k, closeFn, err := n.env(cmd, true)
			if err != nil {
				return err
			}
			defer closeFn()
			status := cmd.ErrOrStderr()
			reg, err := c.Register(cmd.Context(), k.ECDSA(), args[0], time.Duration(years)*names.Year, nil,
				func(s string) { fmt.Fprintln(status, s) })
			if err != nil {
				return explainNames("register "+args[0], err)
			}
			if n.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"name": reg.Name, "owner": reg.Owner.Hex(), "expiry": reg.Expiry.UTC(),
					"commit_tx": reg.CommitTx.Hex(), "tx": reg.Tx.Hex(), "gas": map[string]uint64{"commit": reg.CommitGas, "register": reg.RegisterGas, "reverse": reg.ReverseGasSet}})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "registered %s to %s until %s (reverse record set)\n", reg.Name, reg.Owner.Hex(), reg.Expiry.UTC().Format("2006-01-02"))
			return nil
		},
	}
	c.Flags().IntVar(&years, "years", 1, "how long to register the name for (1 to 10)")
	return c
}

func (n *namesCLI) resolveCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "resolve NAME.tora",
		Short: "Print the address a name resolves to",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := names.ParseName(args[0]); err != nil {
				return usageError{err}
			}
			c, _, closeFn, err := n.env(cmd, false)
			if err != nil {
				return err
			}
			defer closeFn()
			a, err := c.Resolve(cmd.Context(), args[0])
			if err != nil {
				return err
			}
			if n.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]string{"name": args[0], "address": a.Hex()})
			}
			fmt.Fprintln(cmd.OutOrStdout(), a.Hex())
			return nil
		},
	}
}

func (n *namesCLI) reverseCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "reverse ADDRESS",
		Short: "Print the name an address's reverse record points at (checked forward)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			a, err := parseAddressArg("address", args[0])
			if err != nil {
				return usageError{err}
			}
			c, _, closeFn, err := n.env(cmd, false)
			if err != nil {
				return err
			}
			defer closeFn()
			name, err := c.NameOf(cmd.Context(), a)
			if err != nil {
				return err
			}
			if n.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]string{"address": a.Hex(), "name": name})
			}
			if name == "" {
				return fmt.Errorf("%s has no name (no reverse record, or its name no longer resolves to it)", a.Hex())
			}
			fmt.Fprintln(cmd.OutOrStdout(), name)
			return nil
		},
	}
}

func (n *namesCLI) showCmd() *cobra.Command {
	var keys []string
	c := &cobra.Command{
		Use:   "show NAME.tora",
		Short: "Show a name's owner, address, expiry and text records",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := names.ParseName(args[0]); err != nil {
				return usageError{err}
			}
			c, _, closeFn, err := n.env(cmd, false)
			if err != nil {
				return err
			}
			defer closeFn()
			info, err := c.Lookup(cmd.Context(), args[0])
			if err != nil {
				return err
			}
			texts := map[string]string{}
			for _, k := range keys {
				if v, err := c.Text(cmd.Context(), args[0], k); err == nil && v != "" {
					texts[k] = v
				}
			}
			if n.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"name": info.Name, "node": common.Hash(info.Node).Hex(), "owner": info.Owner.Hex(),
					"address": info.Addr.Hex(), "expiry": info.Expiry.UTC(), "expired": info.Expired, "text": texts})
			}
			w := cmd.OutOrStdout()
			state := "until " + info.Expiry.UTC().Format("2006-01-02 15:04 MST")
			if info.Expired {
				state = "EXPIRED at " + info.Expiry.UTC().Format("2006-01-02 15:04 MST") + " (does not resolve; its owner may renew within 90 days)"
			}
			fmt.Fprintf(w, "%s\n  owner    %s\n  address  %s\n  %s\n", info.Name, info.Owner.Hex(), info.Addr.Hex(), state)
			for _, k := range keys {
				if v, ok := texts[k]; ok {
					fmt.Fprintf(w, "  %-8s %s\n", k, v)
				}
			}
			return nil
		},
	}
	c.Flags().StringSliceVar(&keys, "text", []string{"url", "avatar", "description"}, "text record keys to show")
	return c
}

func (n *namesCLI) setAddrCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "set-addr NAME.tora ADDRESS",
		Short: "Point a name this wallet owns at an address",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			a, err := parseAddressArg("address", args[1])
			if err != nil {
				return usageError{err}
			}
			return n.send(cmd, args[0], "set the address of "+args[0], func(c *names.Client, k *identity.Key) error {
				_, err := c.SetAddr(cmd.Context(), k.ECDSA(), args[0], a)
				return err
			})
		},
	}
}

func (n *namesCLI) setTextCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "set-text NAME.tora KEY VALUE",
		Short: "Set a text record of a name this wallet owns (url, avatar, description, com.github…)",
		Args:  cobra.ExactArgs(3),
		RunE: func(cmd *cobra.Command, args []string) error {
			return n.send(cmd, args[0], "set a text record of "+args[0], func(c *names.Client, k *identity.Key) error {
				_, err := c.SetText(cmd.Context(), k.ECDSA(), args[0], args[1], args[2])
				return err
			})
		},
	}
}

func (n *namesCLI) transferCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "transfer NAME.tora ADDRESS",
		Short: "Hand a name this wallet owns to another owner",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			a, err := parseAddressArg("new owner", args[1])
			if err != nil {
				return usageError{err}
			}
			return n.send(cmd, args[0], "transfer "+args[0], func(c *names.Client, k *identity.Key) error {
				_, err := c.Transfer(cmd.Context(), k.ECDSA(), args[0], a)
				return err
			})
		},
	}
}

func (n *namesCLI) renewCmd() *cobra.Command {
	var years int
	c := &cobra.Command{
		Use:   "renew NAME.tora",
		Short: "Extend a name this wallet owns",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if years < 1 || years > 10 {
				return usageError{fmt.Errorf("--years %d: want 1 to 10", years)}
			}
			return n.send(cmd, args[0], "renew "+args[0], func(c *names.Client, k *identity.Key) error {
				_, err := c.Renew(cmd.Context(), k.ECDSA(), args[0], time.Duration(years)*names.Year)
				return err
			})
		},
	}
	c.Flags().IntVar(&years, "years", 1, "how long to extend the name by (1 to 10)")
	return c
}

// send checks the name, then runs one transaction from the wallet.
func (n *namesCLI) send(cmd *cobra.Command, name, what string, tx func(*names.Client, *identity.Key) error) error {
	if _, err := names.ParseName(name); err != nil {
		return usageError{err}
	}
	c, k, closeFn, err := n.env(cmd, true)
	if err != nil {
		return err
	}
	defer closeFn()
	if err := tx(c, k); err != nil {
		return explainNames(what, err)
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "done: %s\n", what)
	return nil
}

func (n *namesCLI) didCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "did ADDRESS|NAME.tora|DID",
		Short: "Print the did:pkh document of an account (made locally; a name is resolved first)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			did := args[0]
			if names.IsName(did) || common.IsHexAddress(did) {
				f, err := n.cf.resolve(cmd.Context(), n.g, false)
				if err != nil {
					return err
				}
				chainID := uint64(backend.DevChainID)
				if f != nil {
					chainID = f.ChainID
				}
				a := common.HexToAddress(did)
				if names.IsName(did) {
					c, _, closeFn, err := n.env(cmd, false)
					if err != nil {
						return err
					}
					defer closeFn()
					if a, err = c.Resolve(cmd.Context(), did); err != nil {
						return err
					}
				}
				did = names.DIDPKH(chainID, a)
			}
			doc, err := names.DIDDocument(did)
			if err != nil {
				return usageError{err}
			}
			fmt.Fprintln(cmd.OutOrStdout(), string(doc))
			return nil
		},
	}
}
