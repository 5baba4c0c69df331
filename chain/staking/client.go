package staking

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
)

// Role is an operator's role, as Staking.Role numbers it.
type Role uint8

// The roles.
const (
	None      Role = 0 // not an operator
	Miner     Role = 1
	Validator Role = 2
)

func (r Role) String() string {
	switch r {
	case None:
		return "none"
	case Miner:
		return "miner"
	case Validator:
		return "validator"
	}
	return "role " + strconv.Itoa(int(r))
}

// ParseRole reads "miner" or "validator" (any case); ok is false for
// anything else.
func ParseRole(s string) (r Role, ok bool) {
	switch strings.ToLower(s) {
	case "miner":
		return Miner, true
	case "validator":
		return Validator, true
	}
	return None, false
}

// oneShare is one whole share (stTORA has ShareDecimals decimals): the
// share price is what it converts to.
var oneShare = new(big.Int).Exp(big.NewInt(10), big.NewInt(ShareDecimals), nil)

// Client runs the staking workflows against one deployment. It holds no
// key: each sending method takes the wallet's. Safe for concurrent use by
// different wallets (each transaction takes its nonce from the chain).
type Client struct {
	c     backend.Client
	addrs chain.Addresses
	st    *bindings.Staking
	vault *bindings.OperatorVault
	tora  *bindings.TORA
}

// New is a Client of the deployment at addrs (Token and Staking are used).
func New(c backend.Client, addrs chain.Addresses) *Client {
	return &Client{c: c, addrs: addrs, st: bindings.NewStaking(), vault: bindings.NewOperatorVault(), tora: bindings.NewTORA()}
}

// Registration is a registered operator.
type Registration struct {
	Operator  common.Address
	Role      Role
	Vault     common.Address
	SelfStake *big.Int // wei
	Shares    *big.Int // of the vault, for the self-stake
	// Active: a validator that entered the active set (a free seat, or the
	// seat of a smaller validator of a full set); false for a validator
	// registered outside it (see JoinValidatorSet) and for a miner.
	Active bool
	// Replaced is the validator whose seat it took, if any.
	Replaced common.Address
	Tx       common.Hash
}

// Register makes key's wallet an operator of role with a self-stake of
// amount wei, approving Staking to spend it first when the allowance is
// short. Refused (before sending) when the wallet is an operator already,
// amount is below the role's minimum, or the wallet holds too little.
func (c *Client) Register(ctx context.Context, key *ecdsa.PrivateKey, role Role, amount *big.Int) (*Registration, error) {
	const op = "register"
	me := crypto.PubkeyToAddress(key.PublicKey)
	cur, err := c.RoleOf(ctx, me)
	if err != nil {
		return nil, &Error{op, err}
	}
	if cur != None {
		return nil, &Error{op, &Refusal{Reason: ErrAlreadyRegistered, Account: me, Role: cur}}
	}
	min, err := call(ctx, c, c.addrs.Staking, c.st.PackMinSelfStake(uint8(role)), c.st.UnpackMinSelfStake)
	if err != nil {
		return nil, &Error{op, err}
	}
	if amount.Cmp(min) < 0 {
		return nil, &Error{op, &Refusal{Reason: ErrBelowMinimum, Account: me, Role: role, Need: min, Have: amount}}
	}
	if err := c.fund(ctx, key, amount); err != nil {
		return nil, &Error{op, err}
	}
	r, err := chain.Transact(ctx, c.c, key, c.addrs.Staking, c.st.PackRegister(uint8(role), amount))
	if err != nil {
		return nil, &Error{op, err}
	}
	ev, err := event(c, r, "OperatorRegistered", c.st.UnpackOperatorRegisteredEvent)
	if err != nil {
		return nil, &Error{op, err}
	}
	reg := &Registration{Operator: me, Role: role, Vault: ev.Vault, SelfStake: ev.SelfStake, Shares: ev.Shares, Tx: r.TxHash}
	reg.Active, reg.Replaced = c.seated(r, me)
	return reg, nil
}

// Seat is a validator's entry into the active validator set.
type Seat struct {
	Validator common.Address
	Replaced  common.Address // the validator whose seat it took; zero for a free seat
	Tx        common.Hash
}

// JoinValidatorSet puts validator, a registered validator outside the
// active set, into it: a free seat, or the seat of the active validator
// with the least counted stake if validator's bonded stake is strictly
// more (the contract refuses with ValidatorSetFull otherwise). Any wallet
// may send it. Refused before sending when validator is not a registered
// validator (ErrNotValidator), is active already (ErrAlreadyActive) or is
// below the validator minimum (ErrBelowMinimum).
func (c *Client) JoinValidatorSet(ctx context.Context, key *ecdsa.PrivateKey, validator common.Address) (*Seat, error) {
	const op = "join validator set"
	me := crypto.PubkeyToAddress(key.PublicKey)
	role, err := c.RoleOf(ctx, validator)
	if err != nil {
		return nil, &Error{op, err}
	}
	if role != Validator {
		return nil, &Error{op, &Refusal{Reason: ErrNotValidator, Account: me, Operator: validator, Role: role}}
	}
	active, err := c.IsActiveValidator(ctx, validator)
	if err != nil {
		return nil, &Error{op, err}
	}
	if active {
		return nil, &Error{op, &Refusal{Reason: ErrAlreadyActive, Account: me, Operator: validator}}
	}
	min, err := call(ctx, c, c.addrs.Staking, c.st.PackMinSelfStake(uint8(Validator)), c.st.UnpackMinSelfStake)
	if err != nil {
		return nil, &Error{op, err}
	}
	bonded, err := c.StakeOf(ctx, validator)
	if err != nil {
		return nil, &Error{op, err}
	}
	if bonded.Cmp(min) < 0 {
		return nil, &Error{op, &Refusal{Reason: ErrBelowMinimum, Account: me, Operator: validator, Role: Validator, Need: min, Have: bonded}}
	}
	r, err := chain.Transact(ctx, c.c, key, c.addrs.Staking, c.st.PackJoinValidatorSet(validator))
	if err != nil {
		return nil, &Error{op, err}
	}
	_, replaced := c.seated(r, validator)
	return &Seat{Validator: validator, Replaced: replaced, Tx: r.TxHash}, nil
}

// seated reads r's validator-set events: whether v entered the active set
// and whose seat it took.
func (c *Client) seated(r *ethtypes.Receipt, v common.Address) (active bool, replaced common.Address) {
	for _, l := range r.Logs {
		if l.Address != c.addrs.Staking {
			continue
		}
		if ev, err := c.st.UnpackValidatorActivatedEvent(l); err == nil && ev.Validator == v {
			active = true
		}
		if ev, err := c.st.UnpackValidatorDeactivatedEvent(l); err == nil && ev.ReplacedBy == v {
			replaced = ev.Validator
		}
	}
	return active, replaced
}

// Delegation is TORA delegated to an operator.
type Delegation struct {
	Delegator, Operator, Vault common.Address
	Assets                     *big.Int // wei delegated
	Shares                     *big.Int // shares received
	TotalShares                *big.Int // shares of the vault the delegator holds now
	Tx                         common.Hash
}

// Delegate delegates amount wei from key's wallet to operator for shares
// of its vault, approving Staking first when the allowance is short. The
// chain refuses the delegation if it would mint fewer than minShares
// shares (a donation or a slash moved the price before it was mined); nil
// minShares means what the vault's previewDeposit promises now. Refused
// when operator is not an operator, the wallet holds too little, or the
// amount would mint no shares at all.
func (c *Client) Delegate(ctx context.Context, key *ecdsa.PrivateKey, operator common.Address, amount, minShares *big.Int) (*Delegation, error) {
	const op = "delegate"
	me := crypto.PubkeyToAddress(key.PublicKey)
	vault, err := c.VaultOf(ctx, operator)
	if err != nil {
		return nil, &Error{op, err}
	}
	if vault == (common.Address{}) {
		return nil, &Error{op, &Refusal{Reason: ErrNotOperator, Account: me, Operator: operator}}
	}
	preview, err := call(ctx, c, vault, c.vault.PackPreviewDeposit(amount), c.vault.UnpackPreviewDeposit)
	if err != nil {
		return nil, &Error{op, err}
	}
	if preview.Sign() == 0 {
		return nil, &Error{op, &Refusal{Reason: ErrZeroShares, Account: me, Operator: operator, Have: amount}}
	}
	if minShares == nil {
		minShares = preview
	}
	if err := c.fund(ctx, key, amount); err != nil {
		return nil, &Error{op, err}
	}
	r, err := chain.Transact(ctx, c.c, key, c.addrs.Staking, c.st.PackDelegate(operator, amount, minShares))
	if err != nil {
		return nil, &Error{op, err}
	}
	ev, err := event(c, r, "Delegated", c.st.UnpackDelegatedEvent)
	if err != nil {
		return nil, &Error{op, err}
	}
	held, err := c.Shares(ctx, vault, me)
	if err != nil {
		return nil, &Error{op, err}
	}
	return &Delegation{Delegator: me, Operator: operator, Vault: vault, Assets: ev.Assets, Shares: ev.Shares, TotalShares: held, Tx: r.TxHash}, nil
}

// Unbond is a started unbonding request.
type Unbond struct {
	RequestID       *big.Int
	Owner, Operator common.Address
	Shares          *big.Int
	Assets          *big.Int // the shares' value in wei when requested
	MaturesAt       time.Time
	ChainTime       time.Time // the latest block's time after the request
	Tx              common.Hash
}

// Undelegate starts unbonding shares of operator's vault held by key's
// wallet; nil shares means every share it holds. Refused when operator is
// not an operator or the wallet holds no (or too few) shares.
func (c *Client) Undelegate(ctx context.Context, key *ecdsa.PrivateKey, operator common.Address, shares *big.Int) (*Unbond, error) {
	const op = "undelegate"
	me := crypto.PubkeyToAddress(key.PublicKey)
	vault, err := c.VaultOf(ctx, operator)
	if err != nil {
		return nil, &Error{op, err}
	}
	if vault == (common.Address{}) {
		return nil, &Error{op, &Refusal{Reason: ErrNotOperator, Account: me, Operator: operator}}
	}
	held, err := c.Shares(ctx, vault, me)
	if err != nil {
		return nil, &Error{op, err}
	}
	switch {
	case held.Sign() == 0:
		return nil, &Error{op, &Refusal{Reason: ErrNoShares, Account: me, Operator: operator, Have: held, Need: shares}}
	case shares == nil:
		shares = held
	case shares.Cmp(held) > 0:
		return nil, &Error{op, &Refusal{Reason: ErrInsufficientShares, Account: me, Operator: operator, Have: held, Need: shares}}
	}
	r, err := chain.Transact(ctx, c.c, key, c.addrs.Staking, c.st.PackRequestUnbond(operator, shares))
	if err != nil {
		return nil, &Error{op, err}
	}
	ev, err := event(c, r, "UnbondRequested", c.st.UnpackUnbondRequestedEvent)
	if err != nil {
		return nil, &Error{op, err}
	}
	now, err := c.ChainTime(ctx)
	if err != nil {
		return nil, &Error{op, err}
	}
	return &Unbond{RequestID: ev.RequestId, Owner: me, Operator: operator, Shares: ev.Shares, Assets: ev.Assets,
		MaturesAt: unix(ev.MaturesAt), ChainTime: now, Tx: r.TxHash}, nil
}

// Withdrawal is a paid-out unbonding request.
type Withdrawal struct {
	RequestID       *big.Int
	Owner, Operator common.Address
	Shares          *big.Int
	Assets          *big.Int // wei paid to the owner
	Tx              common.Hash
}

// Withdraw pays out unbonding request id to key's wallet. Refused when no
// such request is pending, it is another account's, or it has not matured
// by the chain's clock.
func (c *Client) Withdraw(ctx context.Context, key *ecdsa.PrivateKey, id *big.Int) (*Withdrawal, error) {
	const op = "withdraw"
	me := crypto.PubkeyToAddress(key.PublicKey)
	u, err := call(ctx, c, c.addrs.Staking, c.st.PackUnbonding(id), c.st.UnpackUnbonding)
	if err != nil {
		return nil, &Error{op, err}
	}
	if u.Owner == (common.Address{}) {
		return nil, &Error{op, &Refusal{Reason: ErrUnknownRequest, Account: me, Request: id}}
	}
	if u.Owner != me {
		return nil, &Error{op, &Refusal{Reason: ErrNotOwner, Account: me, Operator: u.Operator, Request: id, Owner: u.Owner}}
	}
	now, err := c.ChainTime(ctx)
	if err != nil {
		return nil, &Error{op, err}
	}
	// Maturity is judged by the chain's clock, which the contract reads,
	// not this machine's.
	if at := unix(u.MaturesAt); now.Before(at) {
		return nil, &Error{op, &Refusal{Reason: ErrNotMatured, Account: me, Operator: u.Operator, Request: id, Owner: u.Owner, MaturesAt: at, Now: now}}
	}
	r, err := chain.Transact(ctx, c.c, key, c.addrs.Staking, c.st.PackWithdraw(id))
	if err != nil {
		return nil, &Error{op, err}
	}
	ev, err := event(c, r, "Withdrawn", c.st.UnpackWithdrawnEvent)
	if err != nil {
		return nil, &Error{op, err}
	}
	return &Withdrawal{RequestID: id, Owner: me, Operator: ev.Operator, Shares: ev.Shares, Assets: ev.Assets, Tx: r.TxHash}, nil
}

// RoleOf is a's operator role (None for a non-operator).
func (c *Client) RoleOf(ctx context.Context, a common.Address) (Role, error) {
	r, err := call(ctx, c, c.addrs.Staking, c.st.PackRoleOf(a), c.st.UnpackRoleOf)
	return Role(r), err
}

// IsActiveValidator is whether v is in the active validator set.
func (c *Client) IsActiveValidator(ctx context.Context, v common.Address) (bool, error) {
	return call(ctx, c, c.addrs.Staking, c.st.PackIsActiveValidator(v), c.st.UnpackIsActiveValidator)
}

// VaultOf is operator's vault (the zero address for a non-operator).
func (c *Client) VaultOf(ctx context.Context, operator common.Address) (common.Address, error) {
	return call(ctx, c, c.addrs.Staking, c.st.PackVaultOf(operator), c.st.UnpackVaultOf)
}

// Shares is how many shares of vault holder holds.
func (c *Client) Shares(ctx context.Context, vault, holder common.Address) (*big.Int, error) {
	return call(ctx, c, vault, c.vault.PackBalanceOf(holder), c.vault.UnpackBalanceOf)
}

// ToAssets is what shares of vault are worth now, in wei.
func (c *Client) ToAssets(ctx context.Context, vault common.Address, shares *big.Int) (*big.Int, error) {
	return call(ctx, c, vault, c.vault.PackConvertToAssets(shares), c.vault.UnpackConvertToAssets)
}

// StakeOf is operator's bonded stake in wei.
func (c *Client) StakeOf(ctx context.Context, operator common.Address) (*big.Int, error) {
	return call(ctx, c, c.addrs.Staking, c.st.PackStakeOf(operator), c.st.UnpackStakeOf)
}

// ChainTime is the latest block's time: maturity is judged by the
// chain's clock, not this machine's.
func (c *Client) ChainTime(ctx context.Context) (time.Time, error) {
	h, err := c.c.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, fmt.Errorf("latest block: %w", err)
	}
	return unix(h.Time), nil
}

// fund checks that key's wallet holds amount wei of TORA and lets Staking
// pull it, approving only when the allowance is short.
func (c *Client) fund(ctx context.Context, key *ecdsa.PrivateKey, amount *big.Int) error {
	me := crypto.PubkeyToAddress(key.PublicKey)
	bal, err := call(ctx, c, c.addrs.Token, c.tora.PackBalanceOf(me), c.tora.UnpackBalanceOf)
	if err != nil {
		return err
	}
	if bal.Cmp(amount) < 0 {
		return &Refusal{Reason: ErrInsufficientFunds, Account: me, Have: bal, Need: amount}
	}
	allow, err := call(ctx, c, c.addrs.Token, c.tora.PackAllowance(me, c.addrs.Staking), c.tora.UnpackAllowance)
	if err != nil {
		return err
	}
	if allow.Cmp(amount) >= 0 {
		return nil
	}
	if _, err := chain.Transact(ctx, c.c, key, c.addrs.Token, c.tora.PackApprove(c.addrs.Staking, amount)); err != nil {
		return &ApproveError{Amount: amount, Err: err}
	}
	return nil
}

// call runs a view call and unpacks its result.
func call[T any](ctx context.Context, c *Client, to common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	var zero T
	out, err := chain.Call(ctx, c.c, to, data)
	if err != nil {
		return zero, err
	}
	return unpack(out)
}

// event is the last log of Staking in r that unpack accepts; a successful
// transaction without it means the deployment is not the Staking we know.
func event[T any](c *Client, r *ethtypes.Receipt, name string, unpack func(*ethtypes.Log) (*T, error)) (*T, error) {
	var ev *T
	for _, l := range r.Logs {
		if l.Address != c.addrs.Staking {
			continue
		}
		if x, err := unpack(l); err == nil {
			ev = x
		}
	}
	if ev == nil {
		return nil, fmt.Errorf("transaction %s has no %s event", r.TxHash.Hex(), name)
	}
	return ev, nil
}

func unix(s uint64) time.Time { return time.Unix(int64(s), 0).UTC() }

// filter reads Staking's logs of one event from the first block.
func (c *Client) filter(ctx context.Context, topics [][]common.Hash) ([]ethtypes.Log, error) {
	return c.c.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int), Addresses: []common.Address{c.addrs.Staking}, Topics: topics})
}
