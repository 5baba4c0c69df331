package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/types/tora"
)

// Staking roles, as Staking.Role numbers them.
const (
	roleNone      uint8 = 0
	roleMiner     uint8 = 1
	roleValidator uint8 = 2
)

func roleName(r uint8) string {
	switch r {
	case roleNone:
		return "none"
	case roleMiner:
		return "miner"
	case roleValidator:
		return "validator"
	}
	return "role " + strconv.Itoa(int(r))
}

// stakeEnv is one stake command's view of the chain: the settlement, the
// bindings and, for commands that send, the unlocked wallet key.
type stakeEnv struct {
	ctx   context.Context
	s     *node.Settlement
	key   *identity.Key // nil for read-only commands given an address
	st    *bindings.Staking
	vault *bindings.OperatorVault
	tora  *bindings.TORA
}

func (e *stakeEnv) me() common.Address { return e.key.Address() }

// callAs runs a view call and unpacks its result.
func callAs[T any](e *stakeEnv, to common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	var zero T
	out, err := chain.Call(e.ctx, e.s.Client, to, data)
	if err != nil {
		return zero, err
	}
	return unpack(out)
}

func (e *stakeEnv) vaultOf(op common.Address) (common.Address, error) {
	return callAs(e, e.s.Contracts.Staking, e.st.PackVaultOf(op), e.st.UnpackVaultOf)
}

func (e *stakeEnv) shares(vault, holder common.Address) (*big.Int, error) {
	return callAs(e, vault, e.vault.PackBalanceOf(holder), e.vault.UnpackBalanceOf)
}

func (e *stakeEnv) toAssets(vault common.Address, shares *big.Int) (*big.Int, error) {
	return callAs(e, vault, e.vault.PackConvertToAssets(shares), e.vault.UnpackConvertToAssets)
}

// chainNow is the time of the latest block: maturity is judged by the
// chain's clock, not this machine's.
func (e *stakeEnv) chainNow() (time.Time, error) {
	h, err := e.s.Client.HeaderByNumber(e.ctx, nil)
	if err != nil {
		return time.Time{}, fmt.Errorf("latest block: %w", err)
	}
	return time.Unix(int64(h.Time), 0).UTC(), nil
}

// fund checks that the wallet holds amount TORA and lets Staking pull it,
// approving only when the allowance is short.
func (e *stakeEnv) fund(amount *big.Int, what string) error {
	me := e.me()
	bal, err := callAs(e, e.s.Contracts.Token, e.tora.PackBalanceOf(me), e.tora.UnpackBalanceOf)
	if err != nil {
		return err
	}
	if bal.Cmp(amount) < 0 {
		return fmt.Errorf("%s needs %s TORA but wallet %s holds %s TORA", what, tora.Format(amount), me.Hex(), tora.Format(bal))
	}
	allow, err := callAs(e, e.s.Contracts.Token, e.tora.PackAllowance(me, e.s.Contracts.Staking), e.tora.UnpackAllowance)
	if err != nil {
		return err
	}
	if allow.Cmp(amount) >= 0 {
		return nil
	}
	if _, err := chain.Transact(e.ctx, e.s.Client, e.key.ECDSA(), e.s.Contracts.Token, e.tora.PackApprove(e.s.Contracts.Staking, amount)); err != nil {
		return fmt.Errorf("approve %s TORA to Staking: %w", tora.Format(amount), err)
	}
	return nil
}

// stakingLogs are receipt's logs emitted by Staking.
func (e *stakeEnv) stakingLogs(r *ethtypes.Receipt) []*ethtypes.Log {
	var out []*ethtypes.Log
	for _, l := range r.Logs {
		if l.Address == e.s.Contracts.Staking {
			out = append(out, l)
		}
	}
	return out
}

// explainStake turns a Staking (or TORA) revert into one sentence;
// nothingTo completes "… is not a registered operator: " for the action
// at hand. Other errors come back wrapped with op.
func explainStake(op string, err error, nothingTo string) error {
	re, ok := chain.AsRevert(err)
	if !ok {
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
		msg = fmt.Sprintf("a %s needs a self-stake of at least %s TORA, not %s", roleName(r), amt("minimum"), amt("amount"))
	case "ZeroAmount":
		msg = "the amount is zero: want a positive amount"
	case "InvalidRole":
		msg = "invalid role: want miner or validator"
	case "TooManyValidators":
		msg = fmt.Sprintf("the validator set is full (%v validators)", re.Args["max"])
	case "InsufficientShares":
		msg = fmt.Sprintf("%s holds %s shares of that vault, fewer than the %s requested", addr("account"), amt("balance"), amt("requested"))
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

func parsePositiveTORA(what, s string) (*big.Int, error) {
	v, err := tora.Parse(s)
	if err != nil || v.Sign() <= 0 {
		return nil, fmt.Errorf("%s %q: want a positive number of TORA", what, s)
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

Amounts are in TORA ("200", "0.5"); shares are in stTORA, 18 decimals.`,
		Example: `  tensora stake operator-register --role validator --amount 200
  tensora stake delegate 0xOPERATOR 50
  tensora stake undelegate 0xOPERATOR all
  tensora stake withdraw 3
  tensora stake status`,
	}
	cf := &chainFlags{}
	var (
		account string
		subnet  uint64
	)
	// env dials the chain and, when needKey, unlocks the wallet.
	env := func(cmd *cobra.Command, needKey bool) (*stakeEnv, func(), error) {
		ctx := cmd.Context()
		s, closeFn, err := cf.settlement(ctx, g, true)
		if err != nil {
			return nil, nil, err
		}
		if s.Contracts.Staking == (common.Address{}) {
			closeFn()
			return nil, nil, errors.New("this chain has no Staking contract address (a chain file from before staking? restart `tensora chain dev`, or set networks.<name>.contracts.staking in config.toml)")
		}
		e := &stakeEnv{ctx: ctx, s: s, st: bindings.NewStaking(), vault: bindings.NewOperatorVault(), tora: bindings.NewTORA()}
		if needKey {
			k, err := g.unlock(account)
			if err != nil {
				closeFn()
				return nil, nil, err
			}
			e.key = k
		}
		return e, closeFn, nil
	}

	var (
		roleFlag   string
		amountFlag string
		role       uint8
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
			switch strings.ToLower(roleFlag) {
			case "miner":
				role = roleMiner
			case "validator":
				role = roleValidator
			default:
				return fmt.Errorf("--role %q: want miner or validator", roleFlag)
			}
			if amountFlag == "" {
				return errors.New("--amount: required: the self-stake in TORA, e.g. --amount 200")
			}
			amount, err = parsePositiveTORA("--amount", amountFlag)
			return err
		},
		RunE: func(cmd *cobra.Command, _ []string) error {
			e, closeFn, err := env(cmd, true)
			if err != nil {
				return err
			}
			defer closeFn()
			me := e.me()
			cur, err := callAs(e, e.s.Contracts.Staking, e.st.PackRoleOf(me), e.st.UnpackRoleOf)
			if err != nil {
				return err
			}
			if cur != roleNone {
				return fmt.Errorf("register: %s is already registered as a %s (see `tensora stake status`)", me.Hex(), roleName(cur))
			}
			min, err := callAs(e, e.s.Contracts.Staking, e.st.PackMinSelfStake(role), e.st.UnpackMinSelfStake)
			if err != nil {
				return err
			}
			if amount.Cmp(min) < 0 {
				return fmt.Errorf("register: a %s needs a self-stake of at least %s TORA, not %s", roleName(role), tora.Format(min), tora.Format(amount))
			}
			if err := e.fund(amount, "registering"); err != nil {
				return explainStake("register", err, "")
			}
			r, err := chain.Transact(e.ctx, e.s.Client, e.key.ECDSA(), e.s.Contracts.Staking, e.st.PackRegister(role, amount))
			if err != nil {
				return explainStake("register", err, "")
			}
			var ev *bindings.StakingOperatorRegistered
			for _, l := range e.stakingLogs(r) {
				if x, err := e.st.UnpackOperatorRegisteredEvent(l); err == nil {
					ev = x
				}
			}
			if ev == nil {
				return fmt.Errorf("register: transaction %s has no OperatorRegistered event", r.TxHash.Hex())
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{
					"operator": me.Hex(), "role": roleName(role), "vault": ev.Vault.Hex(),
					"self_stake_wei": ev.SelfStake.String(), "shares": ev.Shares.String(), "tx": r.TxHash.Hex(),
				})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "registered %s as a %s: self-stake %s TORA for %s stTORA shares\n  vault %s\n",
				me.Hex(), roleName(role), tora.Format(ev.SelfStake), tora.Format(ev.Shares), ev.Vault.Hex())
			return nil
		},
	}
	register.Flags().StringVar(&roleFlag, "role", "", "operator role: miner or validator")
	register.Flags().StringVar(&amountFlag, "amount", "", "self-stake in TORA")

	var operator common.Address
	delegate := &cobra.Command{
		Use:   "delegate OPERATOR AMOUNT",
		Short: "Delegate TORA to an operator for shares of its vault",
		Long: `Delegate AMOUNT TORA from the wallet to OPERATOR (approving Staking to spend
it first if the allowance is short). You receive shares (stTORA) of the
operator's vault at the current share price.`,
		Example: `  tensora stake delegate 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23 50`,
		Args:    cobra.ExactArgs(2),
		PreRunE: func(_ *cobra.Command, args []string) (err error) {
			if operator, err = parseAddressArg("operator", args[0]); err != nil {
				return err
			}
			amount, err = parsePositiveTORA("amount", args[1])
			return err
		},
		RunE: func(cmd *cobra.Command, _ []string) error {
			e, closeFn, err := env(cmd, true)
			if err != nil {
				return err
			}
			defer closeFn()
			vault, err := e.vaultOf(operator)
			if err != nil {
				return err
			}
			if vault == (common.Address{}) {
				return fmt.Errorf("delegate: %s is not a registered operator: nothing to delegate to", operator.Hex())
			}
			if err := e.fund(amount, "delegating"); err != nil {
				return explainStake("delegate", err, "nothing to delegate to")
			}
			r, err := chain.Transact(e.ctx, e.s.Client, e.key.ECDSA(), e.s.Contracts.Staking, e.st.PackDelegate(operator, amount))
			if err != nil {
				return explainStake("delegate", err, "nothing to delegate to")
			}
			var ev *bindings.StakingDelegated
			for _, l := range e.stakingLogs(r) {
				if x, err := e.st.UnpackDelegatedEvent(l); err == nil {
					ev = x
				}
			}
			if ev == nil {
				return fmt.Errorf("delegate: transaction %s has no Delegated event", r.TxHash.Hex())
			}
			held, err := e.shares(vault, e.me())
			if err != nil {
				return err
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{
					"delegator": e.me().Hex(), "operator": operator.Hex(), "vault": vault.Hex(),
					"assets_wei": ev.Assets.String(), "shares": ev.Shares.String(), "total_shares": held.String(), "tx": r.TxHash.Hex(),
				})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "delegated %s TORA to %s: received %s stTORA shares (you now hold %s)\n  vault %s\n",
				tora.Format(ev.Assets), operator.Hex(), tora.Format(ev.Shares), tora.Format(held), vault.Hex())
			return nil
		},
	}

	var sharesArg string
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
			if operator, err = parseAddressArg("operator", args[0]); err != nil {
				return err
			}
			sharesArg = args[1]
			if strings.EqualFold(sharesArg, "all") {
				amount = nil
				return nil
			}
			v, err := tora.Parse(sharesArg)
			if err != nil || v.Sign() <= 0 {
				return fmt.Errorf("shares %q: want a positive number of shares or \"all\"", sharesArg)
			}
			amount = v
			return nil
		},
		RunE: func(cmd *cobra.Command, _ []string) error {
			e, closeFn, err := env(cmd, true)
			if err != nil {
				return err
			}
			defer closeFn()
			me := e.me()
			vault, err := e.vaultOf(operator)
			if err != nil {
				return err
			}
			if vault == (common.Address{}) {
				return fmt.Errorf("undelegate: %s is not a registered operator: nothing to undelegate from", operator.Hex())
			}
			held, err := e.shares(vault, me)
			if err != nil {
				return err
			}
			shares := amount
			switch {
			case held.Sign() == 0:
				return fmt.Errorf("undelegate: %s holds no shares of %s's vault: nothing to undelegate", me.Hex(), operator.Hex())
			case shares == nil:
				shares = held
			case shares.Cmp(held) > 0:
				return fmt.Errorf("undelegate: %s holds %s shares of %s's vault, fewer than the %s requested", me.Hex(), tora.Format(held), operator.Hex(), tora.Format(shares))
			}
			r, err := chain.Transact(e.ctx, e.s.Client, e.key.ECDSA(), e.s.Contracts.Staking, e.st.PackRequestUnbond(operator, shares))
			if err != nil {
				return explainStake("undelegate", err, "nothing to undelegate from")
			}
			var ev *bindings.StakingUnbondRequested
			for _, l := range e.stakingLogs(r) {
				if x, err := e.st.UnpackUnbondRequestedEvent(l); err == nil {
					ev = x
				}
			}
			if ev == nil {
				return fmt.Errorf("undelegate: transaction %s has no UnbondRequested event", r.TxHash.Hex())
			}
			now, err := e.chainNow()
			if err != nil {
				return err
			}
			at := time.Unix(int64(ev.MaturesAt), 0).UTC()
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{
					"request_id": ev.RequestId.String(), "owner": me.Hex(), "operator": operator.Hex(),
					"shares": ev.Shares.String(), "value_wei": ev.Assets.String(),
					"matures_at": at.Format(time.RFC3339), "matures_at_unix": ev.MaturesAt, "tx": r.TxHash.Hex(),
				})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "unbonding request %s: %s stTORA of %s, worth %s TORA now\n  %s; then run `tensora stake withdraw %s`\n",
				ev.RequestId, tora.Format(ev.Shares), operator.Hex(), tora.Format(ev.Assets), maturesPhrase(at, now), ev.RequestId)
			return nil
		},
	}

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
			e, closeFn, err := env(cmd, true)
			if err != nil {
				return err
			}
			defer closeFn()
			me := e.me()
			u, err := callAs(e, e.s.Contracts.Staking, e.st.PackUnbonding(reqID), e.st.UnpackUnbonding)
			if err != nil {
				return err
			}
			if u.Owner == (common.Address{}) {
				return fmt.Errorf("withdraw: no pending unbonding request %s (withdrawn already, or never made; see `tensora stake status`)", reqID)
			}
			if u.Owner != me {
				return fmt.Errorf("withdraw: unbonding request %s belongs to %s, not to this wallet (%s)", reqID, u.Owner.Hex(), me.Hex())
			}
			now, err := e.chainNow()
			if err != nil {
				return err
			}
			at := time.Unix(int64(u.MaturesAt), 0).UTC()
			if now.Before(at) {
				return fmt.Errorf("withdraw: unbonding request %s %s", reqID, maturesPhrase(at, now))
			}
			r, err := chain.Transact(e.ctx, e.s.Client, e.key.ECDSA(), e.s.Contracts.Staking, e.st.PackWithdraw(reqID))
			if err != nil {
				return explainStake("withdraw", err, "")
			}
			var ev *bindings.StakingWithdrawn
			for _, l := range e.stakingLogs(r) {
				if x, err := e.st.UnpackWithdrawnEvent(l); err == nil {
					ev = x
				}
			}
			if ev == nil {
				return fmt.Errorf("withdraw: transaction %s has no Withdrawn event", r.TxHash.Hex())
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{
					"request_id": reqID.String(), "owner": me.Hex(), "operator": ev.Operator.Hex(),
					"shares": ev.Shares.String(), "assets_wei": ev.Assets.String(), "tx": r.TxHash.Hex(),
				})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "withdrew unbonding request %s: %s stTORA of %s paid %s TORA to %s\n",
				reqID, tora.Format(ev.Shares), ev.Operator.Hex(), tora.Format(ev.Assets), me.Hex())
			return nil
		},
	}

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
				operator, err = parseAddressArg("address", args[0])
			}
			return err
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			e, closeFn, err := env(cmd, len(args) == 0)
			if err != nil {
				return err
			}
			defer closeFn()
			a := operator
			if len(args) == 0 {
				a = e.me()
			}
			st, err := stakeStatus(e, a, subnet)
			if err != nil {
				return err
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), st)
			}
			printStakeStatus(cmd, st)
			return nil
		},
	}
	status.Flags().Uint64Var(&subnet, "subnet", 1, "subnet whose minimum stake to check")

	for _, c := range []*cobra.Command{register, delegate, undelegate, withdraw, status} {
		cf.register(c)
		c.Flags().StringVar(&account, "account", "", "wallet account when the keystore holds several")
		cmd.AddCommand(c)
	}
	return cmd
}

// stakeStatusJSON is `stake status --json`. Amounts are wei (TORA) or
// share units (stTORA, 18 decimals), as decimal strings.
type stakeStatusJSON struct {
	Address      string           `json:"address"`
	Role         string           `json:"role"`
	BondedWei    string           `json:"bonded_wei"`
	UnbondingWei string           `json:"unbonding_wei"`
	Vault        string           `json:"vault,omitempty"`
	SharePrice   string           `json:"share_price,omitempty"` // TORA per stTORA, decimal
	OwnShares    string           `json:"own_shares"`
	OwnSharesWei string           `json:"own_shares_value_wei"`
	Subnet       uint64           `json:"subnet"`
	MeetsMinimum bool             `json:"meets_minimum"`
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

func stakeStatus(e *stakeEnv, a common.Address, subnet uint64) (*stakeStatusJSON, error) {
	staking := e.s.Contracts.Staking
	role, err := callAs(e, staking, e.st.PackRoleOf(a), e.st.UnpackRoleOf)
	if err != nil {
		return nil, err
	}
	bonded, err := callAs(e, staking, e.st.PackStakeOf(a), e.st.UnpackStakeOf)
	if err != nil {
		return nil, err
	}
	unbonding, err := callAs(e, staking, e.st.PackUnbondingOf(a), e.st.UnpackUnbondingOf)
	if err != nil {
		return nil, err
	}
	meets, err := callAs(e, staking, e.st.PackMeetsMinimum(a, subnet), e.st.UnpackMeetsMinimum)
	if err != nil {
		return nil, explainStake("status", err, "")
	}
	wallet, err := callAs(e, e.s.Contracts.Token, e.tora.PackBalanceOf(a), e.tora.UnpackBalanceOf)
	if err != nil {
		return nil, err
	}
	now, err := e.chainNow()
	if err != nil {
		return nil, err
	}
	out := &stakeStatusJSON{
		Address: a.Hex(), Role: roleName(role), BondedWei: bonded.String(), UnbondingWei: unbonding.String(),
		OwnShares: "0", OwnSharesWei: "0", Subnet: subnet, MeetsMinimum: meets, WalletWei: wallet.String(),
		Delegations: []delegationJSON{}, Unbonding: []unbondingJSON{},
		ChainTime: now.Format(time.RFC3339), chainTime: now,
	}
	vaults := map[common.Address]common.Address{} // operator -> vault
	vaultFor := func(op common.Address) (common.Address, error) {
		if v, ok := vaults[op]; ok {
			return v, nil
		}
		v, err := e.vaultOf(op)
		if err == nil {
			vaults[op] = v
		}
		return v, err
	}
	if role != roleNone {
		vault, err := vaultFor(a)
		if err != nil {
			return nil, err
		}
		out.Vault = vault.Hex()
		price, err := e.toAssets(vault, tora.One())
		if err != nil {
			return nil, err
		}
		out.SharePrice = tora.Format(price)
		own, err := e.shares(vault, a)
		if err != nil {
			return nil, err
		}
		val, err := e.toAssets(vault, own)
		if err != nil {
			return nil, err
		}
		out.OwnShares, out.OwnSharesWei = own.String(), val.String()
	}

	// Delegations: the operators a has delegated to (Delegated events),
	// with the shares a still holds in their vaults.
	abi := e.st.GetABI()
	logs, err := e.s.Client.FilterLogs(e.ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int),
		Addresses: []common.Address{staking},
		Topics:    [][]common.Hash{{abi.Events["Delegated"].ID}, {common.BytesToHash(a.Bytes())}},
	})
	if err != nil {
		return nil, fmt.Errorf("status: read Delegated events: %w", err)
	}
	seen := map[common.Address]bool{a: true} // a's own vault is shown above
	for _, l := range logs {
		ev, err := e.st.UnpackDelegatedEvent(&l)
		if err != nil || seen[ev.Operator] {
			continue
		}
		seen[ev.Operator] = true
		vault, err := vaultFor(ev.Operator)
		if err != nil {
			return nil, err
		}
		sh, err := e.shares(vault, a)
		if err != nil {
			return nil, err
		}
		if sh.Sign() == 0 {
			continue
		}
		val, err := e.toAssets(vault, sh)
		if err != nil {
			return nil, err
		}
		out.Delegations = append(out.Delegations, delegationJSON{Operator: ev.Operator.Hex(), Vault: vault.Hex(), Shares: sh.String(), ValueWei: val.String()})
	}

	// Pending unbonding requests owned by a: UnbondRequested events whose
	// request has not been withdrawn yet.
	logs, err = e.s.Client.FilterLogs(e.ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int),
		Addresses: []common.Address{staking},
		Topics:    [][]common.Hash{{abi.Events["UnbondRequested"].ID}, nil, {common.BytesToHash(a.Bytes())}},
	})
	if err != nil {
		return nil, fmt.Errorf("status: read UnbondRequested events: %w", err)
	}
	for _, l := range logs {
		ev, err := e.st.UnpackUnbondRequestedEvent(&l)
		if err != nil {
			continue
		}
		u, err := callAs(e, staking, e.st.PackUnbonding(ev.RequestId), e.st.UnpackUnbonding)
		if err != nil {
			return nil, err
		}
		if u.Owner == (common.Address{}) {
			continue // withdrawn
		}
		vault, err := vaultFor(u.Operator)
		if err != nil {
			return nil, err
		}
		val, err := e.toAssets(vault, u.Shares)
		if err != nil {
			return nil, err
		}
		at := time.Unix(int64(u.MaturesAt), 0).UTC()
		out.Unbonding = append(out.Unbonding, unbondingJSON{
			ID: ev.RequestId.String(), Operator: u.Operator.Hex(), Shares: u.Shares.String(), ValueWei: val.String(),
			MaturesAt: at.Format(time.RFC3339), MaturesSec: u.MaturesAt, Matured: !now.Before(at),
		})
	}
	return out, nil
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
	fmt.Fprintf(w, "%s\n  wallet        %s TORA\n", st.Address, wei(st.WalletWei))
	if st.Role == roleName(roleNone) {
		fmt.Fprintf(w, "  role          none (not a registered operator)\n")
	} else {
		fmt.Fprintf(w, "  role          %s\n  bonded stake  %s TORA\n  unbonding     %s TORA\n  vault         %s (share price %s TORA)\n  own shares    %s stTORA, worth %s TORA\n",
			st.Role, wei(st.BondedWei), wei(st.UnbondingWei), st.Vault, st.SharePrice, wei(st.OwnShares), wei(st.OwnSharesWei))
	}
	meets := "no"
	switch {
	case st.MeetsMinimum:
		meets = "yes"
	case st.Role == roleName(roleNone):
		meets = "no (not an operator)"
	}
	fmt.Fprintf(w, "  subnet %d minimum met: %s\n", st.Subnet, meets)
	if len(st.Delegations) > 0 {
		fmt.Fprintf(w, "  delegations:\n")
		for _, d := range st.Delegations {
			fmt.Fprintf(w, "    %s: %s stTORA, worth %s TORA\n", d.Operator, wei(d.Shares), wei(d.ValueWei))
		}
	}
	if len(st.Unbonding) == 0 {
		fmt.Fprintf(w, "  no pending unbonding requests\n")
		return
	}
	fmt.Fprintf(w, "  pending unbonding requests:\n")
	for _, u := range st.Unbonding {
		at, _ := time.Parse(time.RFC3339, u.MaturesAt)
		fmt.Fprintf(w, "    #%s: %s stTORA of %s, worth %s TORA; %s\n", u.ID, wei(u.Shares), u.Operator, wei(u.ValueWei), maturesPhrase(at, st.chainTime))
	}
}
