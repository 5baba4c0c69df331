package main

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/names"
	"github.com/tensora/tensora/chain/staking"
	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/types/tora"
)

// stakeEnv is one stake command's view of the chain: the staking client
// and, for commands that send, the unlocked wallet key.
type stakeEnv struct {
	c     *staking.Client
	names *names.Client
	key   *identity.Key // nil for read-only commands given an address
}

// resolve reads an address argument: a 0x address, or a .tora name
// resolved on this chain.
func (e *stakeEnv) resolve(cmd *cobra.Command, what, s string) (common.Address, error) {
	return resolveAddressArg(cmd, e.names, what, s)
}

// explainStake turns what the staking client refused, or a Staking (or
// TORA) revert, into one sentence; nothingTo completes "… is not a
// registered operator: " for the action at hand. Other errors come back
// wrapped with op.
func explainStake(op string, err error, nothingTo string) error {
	var se *staking.Error
	if errors.As(err, &se) {
		err = se.Err // op says the same, in the command's words
	}
	var rf *staking.Refusal
	if errors.As(err, &rf) {
		return fmt.Errorf("%s: %s", op, refusalSentence(op, rf, nothingTo))
	}
	re, ok := chain.AsRevert(err)
	if !ok {
		var ae *staking.ApproveError
		if errors.As(err, &ae) {
			return fmt.Errorf("%s: approve %s TORA to Staking: %w", op, tora.Format(ae.Amount), ae.Err)
		}
		return fmt.Errorf("%s: %w", op, err)
	}
	addr := func(n string) string {
		if a, ok := re.Args[n].(common.Address); ok {
			return a.Hex()
		}
		return fmt.Sprint(re.Args[n])
	}
	amt := func(n string) string {
		if v, ok := re.Args[n].(*big.Int); ok {
			return tora.Format(v)
		}
		return fmt.Sprint(re.Args[n])
	}
	shr := func(n string) string {
		if v, ok := re.Args[n].(*big.Int); ok {
			return staking.FormatShares(v)
		}
		return fmt.Sprint(re.Args[n])
	}
	var msg string
	switch re.Name {
	case "NotOperator":
		msg = addr("account") + " is not a registered operator"
		if nothingTo != "" {
			msg += ": " + nothingTo
		}
	case "AlreadyRegistered":
		msg = addr("operator") + " is already registered as an operator (see `tensora stake status`)"
	case "SelfStakeTooLow":
		r, _ := re.Args["role"].(uint8)
		msg = fmt.Sprintf("a %s needs a self-stake of at least %s TORA, not %s", staking.Role(r), amt("minimum"), amt("amount"))
	case "ZeroAmount":
		msg = "the amount is zero: want a positive amount"
	case "InvalidRole":
		msg = "invalid role: want miner or validator"
	case "ValidatorSetFull":
		msg = fmt.Sprintf("the active validator set is full and %s's %s TORA does not exceed its smallest stake (%s TORA, %s)", addr("validator"), amt("stake"), amt("smallest"), addr("holder"))
	case "InsufficientShares":
		msg = fmt.Sprintf("%s holds %s shares of that vault, fewer than the %s requested", addr("account"), shr("balance"), shr("requested"))
	case "SharesBelowMinimum":
		msg = fmt.Sprintf("the delegation would mint %s stTORA, fewer than the %s accepted (the share price moved): check `tensora stake status` and retry", shr("shares"), shr("minShares"))
	case "ZeroShares":
		msg = fmt.Sprintf("%s TORA would mint no shares at the vault's price: delegate more", amt("assets"))
	case "UnknownRequest":
		msg = fmt.Sprintf("no pending unbonding request %v (withdrawn already, or never made)", re.Args["requestId"])
	case "NotRequestOwner":
		msg = fmt.Sprintf("unbonding request %v is not %s's: only its owner may withdraw it", re.Args["requestId"], addr("caller"))
	case "NotMatured":
		at, _ := re.Args["maturesAt"].(uint64)
		now, _ := re.Args["now_"].(*big.Int)
		var n time.Time
		if now != nil {
			n = time.Unix(now.Int64(), 0)
		}
		msg = fmt.Sprintf("unbonding request %v %s", re.Args["requestId"], maturesPhrase(time.Unix(int64(at), 0), n))
	case "ERC20InsufficientBalance":
		msg = fmt.Sprintf("wallet %s holds %s TORA, needs %s TORA", addr("sender"), amt("balance"), amt("needed"))
	case "ERC20InsufficientAllowance":
		msg = fmt.Sprintf("Staking may spend only %s TORA of the wallet, needs %s TORA (approve more)", amt("allowance"), amt("needed"))
	case "UnknownSubnet":
		msg = fmt.Sprintf("unknown subnet (%s): pick one with --subnet", re.Error())
	default:
		return fmt.Errorf("%s: %w", op, err)
	}
	return fmt.Errorf("%s: %s", op, msg)
}

// refusalSentence says why the staking client refused op, as the
// command's user reads it.
func refusalSentence(op string, rf *staking.Refusal, nothingTo string) string {
	t := tora.Format
	switch rf.Reason {
	case staking.ErrAlreadyRegistered:
		return fmt.Sprintf("%s is already registered as a %s (see `tensora stake status`)", rf.Account.Hex(), rf.Role)
	case staking.ErrBelowMinimum:
		return fmt.Sprintf("a %s needs a self-stake of at least %s TORA, not %s", rf.Role, t(rf.Need), t(rf.Have))
	case staking.ErrInsufficientFunds:
		what := map[string]string{"register": "registering", "delegate": "delegating"}[op]
		return fmt.Sprintf("%s needs %s TORA but wallet %s holds %s TORA", what, t(rf.Need), rf.Account.Hex(), t(rf.Have))
	case staking.ErrNotOperator:
		msg := rf.Operator.Hex() + " is not a registered operator"
		if nothingTo != "" {
			msg += ": " + nothingTo
		}
		return msg
	case staking.ErrNoShares:
		return fmt.Sprintf("%s holds no shares of %s's vault: nothing to undelegate", rf.Account.Hex(), rf.Operator.Hex())
	case staking.ErrInsufficientShares:
		return fmt.Sprintf("%s holds %s shares of %s's vault, fewer than the %s requested", rf.Account.Hex(), staking.FormatShares(rf.Have), rf.Operator.Hex(), staking.FormatShares(rf.Need))
	case staking.ErrZeroShares:
		return fmt.Sprintf("%s TORA would mint no shares of %s's vault at its price: delegate more", t(rf.Have), rf.Operator.Hex())
	case staking.ErrUnknownRequest:
		return fmt.Sprintf("no pending unbonding request %s (withdrawn already, or never made; see `tensora stake status`)", rf.Request)
	case staking.ErrNotOwner:
		return fmt.Sprintf("unbonding request %s belongs to %s, not to this wallet (%s)", rf.Request, rf.Owner.Hex(), rf.Account.Hex())
	case staking.ErrNotMatured:
		return fmt.Sprintf("unbonding request %s %s", rf.Request, maturesPhrase(rf.MaturesAt, rf.Now))
	}
	return rf.Error()
}

// maturesPhrase is "matures at 2026-12-09 17:00 UTC (in 6d23h)" relative
// to now (chain time).
func maturesPhrase(at, now time.Time) string {
	s := "matures at " + at.UTC().Format("2006-01-02 15:04 MST")
	if d := at.Sub(now); d > 0 {
		s += " (in " + shortDuration(d) + ")"
	} else {
		s += " (matured)"
	}
	return s
}

// shortDuration: 6d23h, 5h12m, 3m20s, 42s.
func shortDuration(d time.Duration) string {
	d = d.Round(time.Second)
	switch {
	case d >= 24*time.Hour:
		return fmt.Sprintf("%dd%dh", d/(24*time.Hour), (d%(24*time.Hour))/time.Hour)
	case d >= time.Hour:
		return fmt.Sprintf("%dh%dm", d/time.Hour, (d%time.Hour)/time.Minute)
	case d >= time.Minute:
		return fmt.Sprintf("%dm%ds", d/time.Minute, (d%time.Minute)/time.Second)
	}
	return fmt.Sprintf("%ds", d/time.Second)
}

func parseAddressArg(what, s string) (common.Address, error) {
	if !common.IsHexAddress(s) {
		return common.Address{}, fmt.Errorf("%s %q: want a 0x-prefixed 20-byte address", what, s)
	}
	return common.HexToAddress(s), nil
}

// checkAddressOrName checks an argument that takes an address or a .tora
// name, before anything dials the chain.
func checkAddressOrName(what, s string) error {
	if names.IsName(s) {
		if _, err := names.ParseName(s); err != nil {
			return fmt.Errorf("%s %q: %w", what, s, err)
		}
		return nil
	}
	if !common.IsHexAddress(s) {
		return fmt.Errorf("%s %q: want a 0x-prefixed 20-byte address or a name such as alice.tora", what, s)
	}
	return nil
}

// resolveAddressArg reads an address argument: a 0x address, or a .tora
// name resolved through nc (and said so on stderr).
func resolveAddressArg(cmd *cobra.Command, nc *names.Client, what, s string) (common.Address, error) {
	if !names.IsName(s) {
		return parseAddressArg(what, s)
	}
	a, err := nc.Resolve(cmd.Context(), s)
	if err != nil {
		return common.Address{}, fmt.Errorf("%s %s: %w", what, s, err)
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "%s %s is %s\n", what, s, a.Hex())
	return a, nil
}

func parsePositiveTORA(what, s string) (*big.Int, error) {
	v, err := tora.Parse(s)
	if err != nil || v.Sign() <= 0 {
		return nil, usageError{fmt.Errorf("%s %q: want a positive number of TORA", what, s)}
	}
	return v, nil
}

func newStakeCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "stake",
		Short: "Register as an operator, delegate, unbond and withdraw staked TORA",
		Long: `Stake TORA with the Staking contract. Miners and validators register as
operators with a self-stake; anyone may delegate TORA to an operator and
receives shares (stTORA) of that operator's vault, whose price rewards
raise and slashes lower. Leaving takes an unbonding period: undelegate
starts it, withdraw pays out once it has matured.

Amounts are in TORA ("200", "0.5"); shares are in stTORA, 24 decimals (one TORA buys 10^6 share units at par).`,
		Example: `  tensora stake operator-register --role validator --amount 200
  tensora stake delegate 0xOPERATOR 50
  tensora stake undelegate 0xOPERATOR all
  tensora stake withdraw 3
  tensora stake status`,
	}
	s := &stakeCLI{g: g, cf: &chainFlags{}}
	for _, c := range []*cobra.Command{s.registerCmd(), s.delegateCmd(), s.undelegateCmd(), s.withdrawCmd(), s.statusCmd()} {
		s.cf.register(c)
		c.Flags().StringVar(&s.account, "account", "", "wallet account when the keystore holds several")
		cmd.AddCommand(c)
	}
	return cmd
}

// stakeCLI is what the stake subcommands share: the chain flags and the
// wallet account.
type stakeCLI struct {
	g       *globals
	cf      *chainFlags
	account string
}

// env dials the chain and, when needKey, unlocks the wallet.
func (s *stakeCLI) env(cmd *cobra.Command, needKey bool) (*stakeEnv, func(), error) {
	st, closeFn, err := s.cf.settlement(cmd.Context(), s.g, true)
	if err != nil {
		return nil, nil, err
	}
	if st.Contracts.Staking == (common.Address{}) {
		closeFn()
		return nil, nil, errors.New("this chain has no Staking contract address (a chain file from before staking? restart `tensora chain dev`, or set networks.<name>.contracts.staking in config.toml)")
	}
	e := &stakeEnv{c: staking.New(st.Client, st.Contracts), names: names.New(st.Client, st.Contracts)}
	if needKey {
		k, err := s.g.unlock(s.account)
		if err != nil {
			closeFn()
			return nil, nil, err
		}
		e.key = k
	}
	return e, closeFn, nil
}

// registerCmd is `stake operator-register`.
func (s *stakeCLI) registerCmd() *cobra.Command {
	var (
		roleFlag   string
		amountFlag string
		role       staking.Role
		amount     *big.Int
	)
	register := &cobra.Command{
		Use:   "operator-register --role miner|validator --amount TORA",
		Short: "Register this wallet as a miner or validator operator with a self-stake",
		Long: `Register the wallet as an operator: Staking creates the operator's vault and
stakes --amount TORA from the wallet into it (approving Staking to spend the
TORA first if the allowance is short). Prints the vault and the shares.`,
		Example: `  tensora stake operator-register --role validator --amount 200`,
		Args:    cobra.NoArgs,
		PreRunE: func(_ *cobra.Command, _ []string) (err error) {
			var ok bool
			if role, ok = staking.ParseRole(roleFlag); !ok {
				return usageError{fmt.Errorf("--role %q: want miner or validator", roleFlag)}
			}
			if amountFlag == "" {
				return usageError{errors.New("--amount: required: the self-stake in TORA, e.g. --amount 200")}
			}
			amount, err = parsePositiveTORA("--amount", amountFlag)
			return err
		},
		RunE: func(cmd *cobra.Command, _ []string) error {
			e, closeFn, err := s.env(cmd, true)
			if err != nil {
				return err
			}
			defer closeFn()
			reg, err := e.c.Register(cmd.Context(), e.key.ECDSA(), role, amount)
			if err != nil {
				return explainStake("register", err, "")
			}
			if s.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{
					"operator": reg.Operator.Hex(), "role": reg.Role.String(), "vault": reg.Vault.Hex(),
					"self_stake_wei": reg.SelfStake.String(), "shares": reg.Shares.String(), "tx": reg.Tx.Hex(),
					"active_validator": reg.Active,
				})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "registered %s as a %s: self-stake %s TORA for %s stTORA shares\n  vault %s\n",
				reg.Operator.Hex(), reg.Role, tora.Format(reg.SelfStake), staking.FormatShares(reg.Shares), reg.Vault.Hex())
			if reg.Role == staking.Validator && !reg.Active {
				fmt.Fprintf(cmd.OutOrStdout(), "  outside the active validator set (full, and every seat holds at least as much stake)\n")
			}
			return nil
		},
	}
	register.Flags().StringVar(&roleFlag, "role", "", "operator role: miner or validator")
	register.Flags().StringVar(&amountFlag, "amount", "", "self-stake in TORA")
	return register
}

// delegateCmd is `stake delegate`.
func (s *stakeCLI) delegateCmd() *cobra.Command {
	var (
		operator     common.Address
		amount       *big.Int
		minSharesArg string
	)
	delegate := &cobra.Command{
		Use:   "delegate OPERATOR AMOUNT",
		Short: "Delegate TORA to an operator for shares of its vault",
		Long: `Delegate AMOUNT TORA from the wallet to OPERATOR (approving Staking to spend
it first if the allowance is short). You receive shares (stTORA) of the
operator's vault at the current share price. The chain refuses the
delegation if it would mint fewer shares than --min-shares (default: what
the vault promises when the command starts), so a donation or a slash that
lands first cannot cheapen your shares.`,
		Example: `  tensora stake delegate 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23 50`,
		Args:    cobra.ExactArgs(2),
		PreRunE: func(_ *cobra.Command, args []string) (err error) {
			if err = checkAddressOrName("operator", args[0]); err != nil {
				return err
			}
			amount, err = parsePositiveTORA("amount", args[1])
			return err
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			e, closeFn, err := s.env(cmd, true)
			if err != nil {
				return err
			}
			defer closeFn()
			if operator, err = e.resolve(cmd, "operator", args[0]); err != nil {
				return err
			}
			var minShares *big.Int // nil: the vault's preview now
			if minSharesArg != "" {
				if minShares, err = staking.ParseShares(minSharesArg); err != nil {
					return usageError{fmt.Errorf("--min-shares %q: %w", minSharesArg, err)}
				}
			}
			d, err := e.c.Delegate(cmd.Context(), e.key.ECDSA(), operator, amount, minShares)
			if err != nil {
				return explainStake("delegate", err, "nothing to delegate to")
			}
			if s.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{
					"delegator": d.Delegator.Hex(), "operator": d.Operator.Hex(), "vault": d.Vault.Hex(),
					"assets_wei": d.Assets.String(), "shares": d.Shares.String(), "total_shares": d.TotalShares.String(), "tx": d.Tx.Hex(),
				})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "delegated %s TORA to %s: received %s stTORA shares (you now hold %s)\n  vault %s\n",
				tora.Format(d.Assets), d.Operator.Hex(), staking.FormatShares(d.Shares), staking.FormatShares(d.TotalShares), d.Vault.Hex())
			return nil
		},
	}
	delegate.Flags().StringVar(&minSharesArg, "min-shares", "", "fewest stTORA shares to accept (default: the vault's current preview)")
	return delegate
}

// undelegateCmd is `stake undelegate`.
func (s *stakeCLI) undelegateCmd() *cobra.Command {
	var (
		operator  common.Address
		sharesArg string
		amount    *big.Int // nil: every share
	)
	undelegate := &cobra.Command{
		Use:   "undelegate OPERATOR SHARES|all",
		Short: "Start unbonding your shares of an operator's vault",
		Long: `Start unbonding SHARES (stTORA, or "all" for every share you hold) of
OPERATOR's vault. The shares stop counting as bonded stake but stay
slashable until the request matures; then ` + "`tensora stake withdraw ID`" + ` pays
out their value at that time. Prints the request id, the shares' current
value and when the request matures.`,
		Example: `  tensora stake undelegate 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23 all
  tensora stake undelegate 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23 12.5`,
		Args: cobra.ExactArgs(2),
		PreRunE: func(_ *cobra.Command, args []string) (err error) {
			if err = checkAddressOrName("operator", args[0]); err != nil {
				return err
			}
			sharesArg = args[1]
			if strings.EqualFold(sharesArg, "all") {
				amount = nil
				return nil
			}
			v, err := staking.ParseShares(sharesArg)
			if err != nil || v.Sign() <= 0 {
				return fmt.Errorf("shares %q: want a positive number of shares or \"all\"", sharesArg)
			}
			amount = v
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			e, closeFn, err := s.env(cmd, true)
			if err != nil {
				return err
			}
			defer closeFn()
			if operator, err = e.resolve(cmd, "operator", args[0]); err != nil {
				return err
			}
			u, err := e.c.Undelegate(cmd.Context(), e.key.ECDSA(), operator, amount)
			if err != nil {
				return explainStake("undelegate", err, "nothing to undelegate from")
			}
			if s.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{
					"request_id": u.RequestID.String(), "owner": u.Owner.Hex(), "operator": u.Operator.Hex(),
					"shares": u.Shares.String(), "value_wei": u.Assets.String(),
					"matures_at": u.MaturesAt.Format(time.RFC3339), "matures_at_unix": uint64(u.MaturesAt.Unix()), "tx": u.Tx.Hex(),
				})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "unbonding request %s: %s stTORA of %s, worth %s TORA now\n  %s; then run `tensora stake withdraw %s`\n",
				u.RequestID, staking.FormatShares(u.Shares), u.Operator.Hex(), tora.Format(u.Assets), maturesPhrase(u.MaturesAt, u.ChainTime), u.RequestID)
			return nil
		},
	}
	return undelegate
}

// withdrawCmd is `stake withdraw`.
func (s *stakeCLI) withdrawCmd() *cobra.Command {
	var reqID *big.Int
	withdraw := &cobra.Command{
		Use:   "withdraw REQUEST-ID",
		Short: "Pay out a matured unbonding request to your wallet",
		Long: `Withdraw unbonding request REQUEST-ID (from ` + "`tensora stake undelegate`" + `):
its shares are redeemed at the current share price and the TORA goes to
the wallet. Refused before the request matures, and for requests that are
not the wallet's.`,
		Example: `  tensora stake withdraw 3`,
		Args:    cobra.ExactArgs(1),
		PreRunE: func(_ *cobra.Command, args []string) error {
			v, ok := new(big.Int).SetString(args[0], 10)
			if !ok || v.Sign() <= 0 {
				return fmt.Errorf("request id %q: want a positive integer (from `tensora stake undelegate` or `tensora stake status`)", args[0])
			}
			reqID = v
			return nil
		},
		RunE: func(cmd *cobra.Command, _ []string) error {
			e, closeFn, err := s.env(cmd, true)
			if err != nil {
				return err
			}
			defer closeFn()
			w, err := e.c.Withdraw(cmd.Context(), e.key.ECDSA(), reqID)
			if err != nil {
				return explainStake("withdraw", err, "")
			}
			if s.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{
					"request_id": w.RequestID.String(), "owner": w.Owner.Hex(), "operator": w.Operator.Hex(),
					"shares": w.Shares.String(), "assets_wei": w.Assets.String(), "tx": w.Tx.Hex(),
				})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "withdrew unbonding request %s: %s stTORA of %s paid %s TORA to %s\n",
				w.RequestID, staking.FormatShares(w.Shares), w.Operator.Hex(), tora.Format(w.Assets), w.Owner.Hex())
			return nil
		},
	}
	return withdraw
}

// statusCmd is `stake status`.
func (s *stakeCLI) statusCmd() *cobra.Command {
	var (
		operator common.Address
		subnet   uint64
	)
	status := &cobra.Command{
		Use:   "status [ADDRESS]",
		Short: "Show an address's role, stake, vault, shares and pending unbonding requests",
		Long: `Show ADDRESS's staking (default: the wallet's address): its operator role,
bonded and unbonding stake, vault and share price, the shares it holds in its
own vault and in the vaults it delegated to, whether it meets the minimum
stake of --subnet, and its pending unbonding requests.`,
		Example: `  tensora stake status
  tensora stake status 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23 --subnet 1 --json`,
		Args: cobra.MaximumNArgs(1),
		PreRunE: func(_ *cobra.Command, args []string) (err error) {
			operator = common.Address{}
			if len(args) == 1 {
				err = checkAddressOrName("address", args[0])
			}
			return err
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			// Reading needs this wallet's address, not its key.
			e, closeFn, err := s.env(cmd, false)
			if err != nil {
				return err
			}
			defer closeFn()
			a := operator
			if len(args) == 0 {
				if a, err = callerAddress(s.g, s.account); err != nil {
					return err
				}
			} else if a, err = e.resolve(cmd, "address", args[0]); err != nil {
				return err
			}
			got, err := e.c.Status(cmd.Context(), a, subnet)
			if err != nil {
				return explainStake("status", err, "")
			}
			st := stakeStatusOf(got)
			st.Name, _ = e.names.NameOf(cmd.Context(), a) // a name is a nicety: none on a chain without the contract
			if s.g.jsonOut {
				return printJSON(cmd.OutOrStdout(), st)
			}
			printStakeStatus(cmd, st)
			return nil
		},
	}
	status.Flags().Uint64Var(&subnet, "subnet", 1, "subnet whose minimum stake to check")
	return status
}

// stakeStatusJSON is `stake status --json`. Amounts are wei (TORA) or
// share units (stTORA, 18 decimals), as decimal strings.
type stakeStatusJSON struct {
	Address      string           `json:"address"`
	Name         string           `json:"name,omitempty"` // its .tora name, when its reverse record holds`
	Role         string           `json:"role"`
	BondedWei    string           `json:"bonded_wei"`
	UnbondingWei string           `json:"unbonding_wei"`
	Vault        string           `json:"vault,omitempty"`
	SharePrice   string           `json:"share_price,omitempty"` // TORA per stTORA, decimal
	OwnShares    string           `json:"own_shares"`
	OwnSharesWei string           `json:"own_shares_value_wei"`
	Subnet       uint64           `json:"subnet"`
	MeetsMinimum bool             `json:"meets_minimum"`
	Active       bool             `json:"active_validator"`
	Delegations  []delegationJSON `json:"delegations"`
	Unbonding    []unbondingJSON  `json:"unbonding_requests"`
	WalletWei    string           `json:"wallet_wei"`
	ChainTime    string           `json:"chain_time"`
	chainTime    time.Time        // for the text output
}

type delegationJSON struct {
	Operator string `json:"operator"`
	Vault    string `json:"vault"`
	Shares   string `json:"shares"`
	ValueWei string `json:"value_wei"`
}

type unbondingJSON struct {
	ID         string `json:"request_id"`
	Operator   string `json:"operator"`
	Shares     string `json:"shares"`
	ValueWei   string `json:"value_wei"`
	MaturesAt  string `json:"matures_at"`
	MaturesSec uint64 `json:"matures_at_unix"`
	Matured    bool   `json:"matured"`
}

// stakeStatusOf is the client's status in `stake status --json`'s shape.
func stakeStatusOf(s *staking.Status) *stakeStatusJSON {
	out := &stakeStatusJSON{
		Address: s.Address.Hex(), Role: s.Role.String(), BondedWei: s.Bonded.String(), UnbondingWei: s.Unbonding.String(),
		OwnShares: s.OwnShares.String(), OwnSharesWei: s.OwnValue.String(), Subnet: s.Subnet, MeetsMinimum: s.MeetsMinimum, Active: s.Active,
		WalletWei: s.Wallet.String(), Delegations: []delegationJSON{}, Unbonding: []unbondingJSON{},
		ChainTime: s.ChainTime.Format(time.RFC3339), chainTime: s.ChainTime,
	}
	if s.Role != staking.None {
		out.Vault, out.SharePrice = s.Vault.Hex(), tora.Format(s.SharePrice)
	}
	for _, d := range s.Delegations {
		out.Delegations = append(out.Delegations, delegationJSON{Operator: d.Operator.Hex(), Vault: d.Vault.Hex(), Shares: d.Shares.String(), ValueWei: d.Value.String()})
	}
	for _, u := range s.Pending {
		out.Unbonding = append(out.Unbonding, unbondingJSON{
			ID: u.ID.String(), Operator: u.Operator.Hex(), Shares: u.Shares.String(), ValueWei: u.Value.String(),
			MaturesAt: u.MaturesAt.Format(time.RFC3339), MaturesSec: uint64(u.MaturesAt.Unix()), Matured: u.Matured,
		})
	}
	return out
}

func printStakeStatus(cmd *cobra.Command, st *stakeStatusJSON) {
	w := cmd.OutOrStdout()
	wei := func(s string) string {
		v, _ := new(big.Int).SetString(s, 10)
		if v == nil {
			return s
		}
		return tora.Format(v)
	}
	shares := func(s string) string {
		v, _ := new(big.Int).SetString(s, 10)
		if v == nil {
			return s
		}
		return staking.FormatShares(v)
	}
	head := st.Address
	if st.Name != "" {
		head += " (" + st.Name + ")"
	}
	fmt.Fprintf(w, "%s\n  wallet        %s TORA\n", head, wei(st.WalletWei))
	if st.Role == staking.None.String() {
		fmt.Fprintf(w, "  role          none (not a registered operator)\n")
	} else {
		fmt.Fprintf(w, "  role          %s\n  bonded stake  %s TORA\n  unbonding     %s TORA\n  vault         %s (share price %s TORA)\n  own shares    %s stTORA, worth %s TORA\n",
			st.Role, wei(st.BondedWei), wei(st.UnbondingWei), st.Vault, st.SharePrice, shares(st.OwnShares), wei(st.OwnSharesWei))
	}
	meets := "no"
	switch {
	case st.MeetsMinimum:
		meets = "yes"
	case st.Role == staking.None.String():
		meets = "no (not an operator)"
	}
	fmt.Fprintf(w, "  subnet %d minimum met: %s\n", st.Subnet, meets)
	if st.Role == staking.Validator.String() {
		fmt.Fprintf(w, "  in the active validator set: %s\n", yesNo(st.Active))
	}
	if len(st.Delegations) > 0 {
		fmt.Fprintf(w, "  delegations:\n")
		for _, d := range st.Delegations {
			fmt.Fprintf(w, "    %s: %s stTORA, worth %s TORA\n", d.Operator, shares(d.Shares), wei(d.ValueWei))
		}
	}
	if len(st.Unbonding) == 0 {
		fmt.Fprintf(w, "  no pending unbonding requests\n")
		return
	}
	fmt.Fprintf(w, "  pending unbonding requests:\n")
	for _, u := range st.Unbonding {
		at, _ := time.Parse(time.RFC3339, u.MaturesAt)
		fmt.Fprintf(w, "    #%s: %s stTORA of %s, worth %s TORA; %s\n", u.ID, shares(u.Shares), u.Operator, wei(u.ValueWei), maturesPhrase(at, st.chainTime))
	}
}
