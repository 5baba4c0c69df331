package main

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/names"
	"github.com/tensora/tensora/node/identity"
)

// aclCLI is what the acl subcommands share: the chain flags and the
// wallet account.
type aclCLI struct {
	g       *globals
	cf      *chainFlags
	account string
}

// aclEnv is a dialled chain with the ACL and names clients.
type aclEnv struct {
	c      *acl.Client
	names  *names.Client
	client backend.Client
	key    *identity.Key
	close  func()
}

// env dials the chain and, when needKey, unlocks the wallet.
func (a *aclCLI) env(cmd *cobra.Command, needKey bool) (*aclEnv, error) {
	st, closeFn, err := a.cf.settlement(cmd.Context(), a.g, true)
	if err != nil {
		return nil, err
	}
	if st.Contracts.ACL == (common.Address{}) {
		closeFn()
		return nil, fmt.Errorf("%w: restart `tensora chain dev` for a chain with it, or set networks.<name>.contracts.acl in config.toml", acl.ErrNoContract)
	}
	e := &aclEnv{c: acl.New(st.Client, st.Contracts), names: names.New(st.Client, st.Contracts), client: st.Client, close: closeFn}
	if !needKey {
		return e, nil
	}
	if e.key, err = a.g.unlock(a.account); err != nil {
		closeFn()
		return nil, err
	}
	return e, nil
}

// chainNow is the chain's clock (the latest block's time), which expiries
// are judged by.
func (e *aclEnv) chainNow(cmd *cobra.Command) (time.Time, error) {
	h, err := e.client.HeaderByNumber(cmd.Context(), nil)
	if err != nil {
		return time.Time{}, fmt.Errorf("chain time: %w", err)
	}
	return time.Unix(int64(h.Time), 0), nil
}

// expiry is --expires from the chain's clock (zero: never).
func (e *aclEnv) expiry(cmd *cobra.Command, d time.Duration) (time.Time, error) {
	if d == 0 {
		return time.Time{}, nil
	}
	now, err := e.chainNow(cmd)
	if err != nil {
		return time.Time{}, err
	}
	return now.Add(d), nil
}

// explainACL turns a SubnetACL revert into one sentence.
func explainACL(op string, subnet uint64, err error) error {
	re, ok := chain.AsRevert(err)
	if !ok {
		return fmt.Errorf("%s: %w", op, err)
	}
	switch re.Name {
	case "NotSubnetAdmin":
		return fmt.Errorf("%s: this wallet is neither subnet %d's owner nor an ADMIN of it (or its ADMIN grant expired)", op, subnet)
	case "BitsNotHeld":
		held, _ := re.Args["held"].(uint8)
		return fmt.Errorf("%s: this wallet holds only %s on subnet %d and can pass on only those", op, acl.Rights(held), subnet)
	case "DelegationTooDeep":
		return fmt.Errorf("%s: this wallet's rights on subnet %d are delegated: a delegatee cannot delegate further", op, subnet)
	case "AdminNotDelegable":
		return fmt.Errorf("%s: ADMIN cannot be delegated (the owner or an ADMIN grants it)", op)
	case "GrantExists":
		return fmt.Errorf("%s: the account holds a grant this wallet did not delegate: the owner or an ADMIN may replace it", op)
	case "BadExpiry":
		return fmt.Errorf("%s: the expiry is in the past", op)
	case "InvalidBits":
		return fmt.Errorf("%s: rights are a non-empty set of submit, retrieve, compute, admin", op)
	}
	return fmt.Errorf("%s: %w", op, err)
}

func parseSubnet(s string) (uint64, error) {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || n == 0 {
		return 0, fmt.Errorf("subnet %q: want a subnet id (1, 2, ...)", s)
	}
	return n, nil
}

func newACLCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "acl",
		Short: "Who may submit jobs to, retrieve results from and compute on a subnet",
		Long: `A subnet's access control list (the SubnetACL contract). A subnet is open
(everyone may submit jobs, retrieve results and compute) until its owner or
an ADMIN sets it to allowlist; then only the owner and the accounts granted
the rights may: SUBMIT (post jobs; settlement refuses others), RETRIEVE
(read a job's data and results), COMPUTE (bid and run jobs) and ADMIN (set
the mode, grant and revoke). Grants may expire.

A holder of a direct grant may delegate some of its rights (not ADMIN) one
level down; revoking it, replacing it or its expiry ends its delegations at
once. It may also sign an off-chain grant (sign-grant) that nodes accept
without a transaction, until it expires, the signer loses the rights or
revokes its nonce (revoke-nonce).

Accounts may be given as addresses or names (alice.tora).`,
	}
	a := &aclCLI{g: g, cf: &chainFlags{}}
	for _, c := range []*cobra.Command{a.modeCmd(), a.grantCmd(), a.revokeCmd(), a.delegateCmd(), a.showCmd(), a.signGrantCmd(), a.revokeNonceCmd()} {
		a.cf.register(c)
		c.Flags().StringVar(&a.account, "account", "", "wallet account when the keystore holds several")
		cmd.AddCommand(c)
	}
	return cmd
}

func (a *aclCLI) modeCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "mode SUBNET [open|allowlist]",
		Short: "Print a subnet's mode, or set it (its owner or an ADMIN)",
		Args:  cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			subnet, err := parseSubnet(args[0])
			if err != nil {
				return usageError{err}
			}
			var m acl.Mode
			if len(args) == 2 {
				if m, err = acl.ParseMode(args[1]); err != nil {
					return usageError{err}
				}
			}
			e, err := a.env(cmd, len(args) == 2)
			if err != nil {
				return err
			}
			defer e.close()
			if len(args) == 2 {
				if _, err := e.c.SetMode(cmd.Context(), e.key.ECDSA(), subnet, m); err != nil {
					return explainACL(fmt.Sprintf("set subnet %d %s", subnet, m), subnet, err)
				}
				fmt.Fprintf(cmd.ErrOrStderr(), "done: subnet %d is %s\n", subnet, m)
			}
			if m, err = e.c.Mode(cmd.Context(), subnet); err != nil {
				return err
			}
			if a.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"subnet": subnet, "mode": m.String()})
			}
			fmt.Fprintln(cmd.OutOrStdout(), m)
			return nil
		},
	}
}

// grantLike is grant and delegate: SUBNET ACCOUNT RIGHTS [--expires].
func (a *aclCLI) grantLike(use, short, verb string, send func(e *aclEnv, cmd *cobra.Command, subnet uint64, to common.Address, r acl.Rights, until time.Time) error) *cobra.Command {
	var expires time.Duration
	c := &cobra.Command{
		Use:   use,
		Short: short,
		Args:  cobra.ExactArgs(3),
		RunE: func(cmd *cobra.Command, args []string) error {
			subnet, err := parseSubnet(args[0])
			if err != nil {
				return usageError{err}
			}
			if err := checkAddressOrName("account", args[1]); err != nil {
				return usageError{err}
			}
			r, err := acl.ParseRights(args[2])
			if err != nil {
				return usageError{err}
			}
			if expires < 0 {
				return usageError{fmt.Errorf("--expires %s: want a positive duration, or 0 for never", expires)}
			}
			e, err := a.env(cmd, true)
			if err != nil {
				return err
			}
			defer e.close()
			to, err := resolveAddressArg(cmd, e.names, "account", args[1])
			if err != nil {
				return err
			}
			until, err := e.expiry(cmd, expires)
			if err != nil {
				return err
			}
			op := fmt.Sprintf("%s %s %s on subnet %d", verb, to.Hex(), r, subnet)
			if err := send(e, cmd, subnet, to, r, until); err != nil {
				return explainACL(op, subnet, err)
			}
			return a.printEntry(cmd, e, subnet, to)
		},
	}
	c.Flags().DurationVar(&expires, "expires", 0, "how long the rights last, from the chain's clock (0: never; capped at the granter's own)")
	return c
}

func (a *aclCLI) grantCmd() *cobra.Command {
	return a.grantLike("grant SUBNET ACCOUNT RIGHTS", "Grant an account rights on a subnet (its owner or an ADMIN)", "grant",
		func(e *aclEnv, cmd *cobra.Command, subnet uint64, to common.Address, r acl.Rights, until time.Time) error {
			_, err := e.c.Grant(cmd.Context(), e.key.ECDSA(), subnet, to, r, until)
			return err
		})
}

func (a *aclCLI) delegateCmd() *cobra.Command {
	return a.grantLike("delegate SUBNET ACCOUNT RIGHTS", "Delegate some of this wallet's rights (not ADMIN) one level down", "delegate to",
		func(e *aclEnv, cmd *cobra.Command, subnet uint64, to common.Address, r acl.Rights, until time.Time) error {
			_, err := e.c.Delegate(cmd.Context(), e.key.ECDSA(), subnet, to, r, until)
			return err
		})
}

func (a *aclCLI) revokeCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "revoke SUBNET ACCOUNT",
		Short: "Revoke an account's rights on a subnet, and the delegations it made",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			subnet, err := parseSubnet(args[0])
			if err != nil {
				return usageError{err}
			}
			if err := checkAddressOrName("account", args[1]); err != nil {
				return usageError{err}
			}
			e, err := a.env(cmd, true)
			if err != nil {
				return err
			}
			defer e.close()
			to, err := resolveAddressArg(cmd, e.names, "account", args[1])
			if err != nil {
				return err
			}
			if _, err := e.c.Revoke(cmd.Context(), e.key.ECDSA(), subnet, to); err != nil {
				return explainACL(fmt.Sprintf("revoke %s on subnet %d", to.Hex(), subnet), subnet, err)
			}
			return a.printEntry(cmd, e, subnet, to)
		},
	}
}

func (a *aclCLI) showCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "show SUBNET [ACCOUNT]",
		Short: "Show a subnet's mode and an account's rights (default: this wallet's)",
		Args:  cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			subnet, err := parseSubnet(args[0])
			if err != nil {
				return usageError{err}
			}
			if len(args) == 2 {
				if err := checkAddressOrName("account", args[1]); err != nil {
					return usageError{err}
				}
			}
			e, err := a.env(cmd, false)
			if err != nil {
				return err
			}
			defer e.close()
			var who common.Address
			if len(args) == 2 {
				if who, err = resolveAddressArg(cmd, e.names, "account", args[1]); err != nil {
					return err
				}
			} else {
				k, err := a.g.unlock(a.account)
				if err != nil {
					return err
				}
				who = k.Address()
			}
			return a.printEntry(cmd, e, subnet, who)
		},
	}
}

// printEntry prints the subnet's mode and the account's rights.
func (a *aclCLI) printEntry(cmd *cobra.Command, e *aclEnv, subnet uint64, who common.Address) error {
	ctx := cmd.Context()
	m, err := e.c.Mode(ctx, subnet)
	if err != nil {
		return err
	}
	held, err := e.c.Rights(ctx, subnet, who)
	if err != nil {
		return err
	}
	g, err := e.c.GrantOf(ctx, subnet, who)
	if err != nil {
		return err
	}
	name, _ := e.names.NameOf(ctx, who) // a name is a nicety
	effective := held
	if m == acl.Open {
		effective = acl.All
	}
	if a.g.jsonOut {
		out := map[string]any{"subnet": subnet, "mode": m.String(), "account": who.Hex(), "name": name,
			"rights": effective.String(), "granted": g.Bits.String(), "live": g.Live}
		if !g.Expiry.IsZero() {
			out["expiry"] = g.Expiry.UTC()
		}
		if g.Delegator != (common.Address{}) {
			out["delegator"] = g.Delegator.Hex()
		}
		return printJSON(cmd.OutOrStdout(), out)
	}
	w := cmd.OutOrStdout()
	label := who.Hex()
	if name != "" {
		label += " (" + name + ")"
	}
	fmt.Fprintf(w, "subnet %d: %s\n%s\n  rights   %s", subnet, m, label, effective)
	if m == acl.Open {
		fmt.Fprint(w, " (the subnet is open)")
	}
	fmt.Fprintln(w)
	if g.Bits != 0 {
		state := "live"
		if !g.Live {
			state = "NOT live (expired, or its delegator's grant changed)"
		}
		fmt.Fprintf(w, "  granted  %s, %s", g.Bits, state)
		if !g.Expiry.IsZero() {
			fmt.Fprintf(w, ", until %s", g.Expiry.UTC().Format("2006-01-02 15:04 MST"))
		}
		if g.Delegator != (common.Address{}) {
			fmt.Fprintf(w, ", delegated by %s", g.Delegator.Hex())
		}
		fmt.Fprintln(w)
	}
	return nil
}

func (a *aclCLI) signGrantCmd() *cobra.Command {
	var (
		expires time.Duration
		nonce   uint64
	)
	c := &cobra.Command{
		Use:   "sign-grant SUBNET AUDIENCE RIGHTS",
		Short: "Sign an off-chain grant of this wallet's rights (prints it as JSON; no transaction)",
		Args:  cobra.ExactArgs(3),
		RunE: func(cmd *cobra.Command, args []string) error {
			subnet, err := parseSubnet(args[0])
			if err != nil {
				return usageError{err}
			}
			if err := checkAddressOrName("audience", args[1]); err != nil {
				return usageError{err}
			}
			r, err := acl.ParseRights(args[2])
			if err != nil {
				return usageError{err}
			}
			if expires <= 0 {
				return usageError{fmt.Errorf("--expires %s: an off-chain grant needs a positive lifetime", expires)}
			}
			e, err := a.env(cmd, true)
			if err != nil {
				return err
			}
			defer e.close()
			to, err := resolveAddressArg(cmd, e.names, "audience", args[1])
			if err != nil {
				return err
			}
			until, err := e.expiry(cmd, expires)
			if err != nil {
				return err
			}
			if nonce == 0 {
				var b [8]byte
				if _, err := rand.Read(b[:]); err != nil {
					return err
				}
				nonce = binary.BigEndian.Uint64(b[:]) >> 1
			}
			dom, err := e.c.Domain(cmd.Context())
			if err != nil {
				return err
			}
			g := &acl.Grant{Subnet: subnet, Bits: r, Audience: to, Expiry: uint64(until.Unix()), Nonce: nonce}
			if err := acl.SignGrant(dom, g, e.key.ECDSA()); err != nil {
				return usageError{err}
			}
			// Check it as nodes will, so a grant of rights this wallet
			// lacks is refused here rather than by every node.
			if _, err := e.c.CheckSignedGrant(cmd.Context(), g); err != nil {
				return explainACL("sign-grant", subnet, err)
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "signed: %s for %s on subnet %d until %s; revoke with `tensora acl revoke-nonce %d`\n",
				r, to.Hex(), subnet, until.UTC().Format("2006-01-02 15:04 MST"), nonce)
			return printJSON(cmd.OutOrStdout(), g)
		},
	}
	c.Flags().DurationVar(&expires, "expires", 24*time.Hour, "how long the grant lasts, from the chain's clock")
	c.Flags().Uint64Var(&nonce, "nonce", 0, "the grant's nonce, to revoke it by (default: random)")
	return c
}

func (a *aclCLI) revokeNonceCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "revoke-nonce NONCE",
		Short: "Revoke the off-chain grants this wallet signed with a nonce",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			n, err := strconv.ParseUint(args[0], 10, 64)
			if err != nil {
				return usageError{fmt.Errorf("nonce %q: want a number", args[0])}
			}
			e, err := a.env(cmd, true)
			if err != nil {
				return err
			}
			defer e.close()
			if _, err := e.c.RevokeNonce(cmd.Context(), e.key.ECDSA(), n); err != nil {
				return fmt.Errorf("revoke nonce %d: %w", n, err)
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "done: grants signed with nonce %d are void\n", n)
			return nil
		},
	}
}
