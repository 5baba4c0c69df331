package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/names"
	"github.com/tensora/tensora/node/identity"
)

func (g *globals) keystore() (*identity.Store, error) {
	var opts []identity.Option
	if g.lightScrypt {
		opts = append(opts, identity.WithLightScrypt())
	}
	return identity.OpenStore(g.datadir, opts...)
}

// passphrase reads the wallet's passphrase; one read (without confirm)
// serves the rest of the command, which may unlock the wallet and the HE
// secret key sealed with the same passphrase.
func (g *globals) passphrase(confirm bool) (string, error) {
	if !confirm && g.passRead {
		return g.pass, nil
	}
	p, err := identity.PassphraseSource{File: g.passwordFile, Prompt: true, Confirm: confirm, In: os.Stdin, Out: os.Stderr}.Get()
	if err == nil && !confirm {
		g.pass, g.passRead = p, true
	}
	return p, err
}

// unlock opens the node's wallet: the only account, or --account.
func (g *globals) unlock(account string) (*identity.Key, error) {
	var opts []identity.Option
	if account != "" {
		opts = append(opts, identity.WithAccount(account))
	}
	ks, err := identity.OpenStore(g.datadir, opts...)
	if err != nil {
		return nil, err
	}
	if len(ks.List()) == 0 {
		return nil, fmt.Errorf("no wallet in %s: run `tensora wallet new` first", ks.Dir())
	}
	pass, err := g.passphrase(false)
	if err != nil {
		return nil, err
	}
	return ks.Default(pass)
}

type walletInfo struct {
	Address string `json:"address"`
	PeerID  string `json:"peer_id"`
}

func newWalletCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "wallet",
		Short: "Manage the key that is both your Ethereum address and your peer ID",
	}
	var account string
	show := func(cmd *cobra.Command, k *identity.Key, verb string) error {
		info := walletInfo{Address: k.Address().Hex(), PeerID: k.PeerID().String()}
		if g.jsonOut {
			return printJSON(cmd.OutOrStdout(), info)
		}
		fmt.Fprintf(cmd.OutOrStdout(), "%saddress %s\npeer id %s\n", verb, info.Address, info.PeerID)
		return nil
	}
	newCmd := &cobra.Command{
		Use:   "new",
		Short: "Create a new key in the encrypted keystore",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ks, err := g.keystore()
			if err != nil {
				return err
			}
			pass, err := g.passphrase(true)
			if err != nil {
				return err
			}
			addr, err := ks.New(pass)
			if err != nil {
				return err
			}
			k, err := ks.Unlock(addr, pass)
			if err != nil {
				return err
			}
			return show(cmd, k, "created in "+ks.Dir()+"\n")
		},
	}
	importCmd := &cobra.Command{
		Use:   "import <hex key | keystore file>",
		Short: "Import a raw hex private key or a go-ethereum keystore file",
		Long: `Import a key. The argument is a file holding a go-ethereum keystore JSON
(its passphrase is read from TENSORA_OLD_PASSWORD or a prompt), a file holding
a hex private key, or "-" to read a hex key from standard input. A hex key on
the command line is accepted but lands in your shell history.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ks, err := g.keystore()
			if err != nil {
				return err
			}
			src := args[0]
			var raw []byte
			switch {
			case src == "-":
				raw, err = readAllLimited(os.Stdin)
			case fileExists(src):
				raw, err = os.ReadFile(src)
			default:
				raw = []byte(src)
			}
			if err != nil {
				return fmt.Errorf("read %s: %w", src, err)
			}
			text := strings.TrimSpace(string(raw))
			var addr interface{ Hex() string }
			if strings.HasPrefix(text, "{") {
				old, err := identity.PassphraseSource{Env: "TENSORA_OLD_PASSWORD", Prompt: true, In: os.Stdin, Out: os.Stderr}.Get()
				if err != nil {
					return fmt.Errorf("keystore passphrase: %w", err)
				}
				pass, err := g.passphrase(true)
				if err != nil {
					return err
				}
				a, err := ks.ImportKeystoreJSON([]byte(text), old, pass)
				if err != nil {
					return err
				}
				addr = a
			} else {
				pass, err := g.passphrase(true)
				if err != nil {
					return err
				}
				a, err := ks.ImportHex(text, pass)
				if err != nil {
					return err
				}
				addr = a
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]string{"address": addr.Hex()})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "imported %s\n", addr.Hex())
			if all := ks.List(); len(all) > 1 {
				// From now on every command that signs asks which account.
				fmt.Fprintf(cmd.OutOrStdout(), "this datadir now holds %d accounts: commands that sign need --account ADDR (or import each key into its own --datadir)\n", len(all))
			}
			return nil
		},
	}
	var did bool
	didChain := &chainFlags{}
	addressCmd := &cobra.Command{
		Use:   "address",
		Short: "Print the wallet's address and peer ID (unlocks the key); --did its did:pkh",
		Long: `Print the wallet's address and peer ID. With --did, print its decentralized
identifier instead, did:pkh:eip155:<chain id>:<address>, made locally (no
contract): the chain id is the configured network's (or the chain file's),
1337 for the dev chain when none is set. tensora names did prints its
document.`,
		Example: `  tensora wallet address
  tensora wallet address --did`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			k, err := g.unlock(account)
			if err != nil {
				return err
			}
			if !did {
				return show(cmd, k, "")
			}
			f, err := didChain.resolve(cmd.Context(), g, false)
			if err != nil {
				return err
			}
			chainID := uint64(backend.DevChainID)
			if f != nil {
				chainID = f.ChainID
			}
			id := names.DIDPKH(chainID, k.Address())
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]string{"address": k.Address().Hex(), "did": id})
			}
			fmt.Fprintln(cmd.OutOrStdout(), id)
			return nil
		},
	}
	addressCmd.Flags().StringVar(&account, "account", "", "address of the account when the keystore holds several")
	addressCmd.Flags().BoolVar(&did, "did", false, "print the wallet's did:pkh instead")
	didChain.register(addressCmd)
	listCmd := &cobra.Command{
		Use:   "list",
		Short: "List the accounts in the keystore",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ks, err := g.keystore()
			if err != nil {
				return err
			}
			var out []string
			for _, a := range ks.List() {
				out = append(out, a.Hex())
			}
			if g.jsonOut {
				if out == nil {
					out = []string{}
				}
				return printJSON(cmd.OutOrStdout(), out)
			}
			if len(out) == 0 {
				fmt.Fprintf(cmd.OutOrStdout(), "no accounts in %s (create one with `tensora wallet new`)\n", ks.Dir())
			}
			for _, a := range out {
				fmt.Fprintln(cmd.OutOrStdout(), a)
			}
			return nil
		},
	}
	cmd.AddCommand(newCmd, importCmd, addressCmd, listCmd)
	return cmd
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

func readAllLimited(f *os.File) ([]byte, error) {
	buf := make([]byte, 64<<10)
	n, err := f.Read(buf)
	if err != nil && n == 0 {
		return nil, err
	}
	return buf[:n], nil
}
