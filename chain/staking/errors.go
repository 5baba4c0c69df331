package staking

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types/tora"
)

// Sentinels of the refusals, for errors.Is.
var (
	// ErrAlreadyRegistered: the account is already an operator.
	ErrAlreadyRegistered = errors.New("already registered as an operator")
	// ErrBelowMinimum: the self-stake is below the role's minimum.
	ErrBelowMinimum = errors.New("self-stake below the minimum")
	// ErrInsufficientFunds: the wallet holds less TORA than the step needs.
	ErrInsufficientFunds = errors.New("wallet holds too little TORA")
	// ErrNotOperator: the address is not a registered operator.
	ErrNotOperator = errors.New("not a registered operator")
	// ErrNoShares: the account holds no shares of the operator's vault.
	ErrNoShares = errors.New("no shares of the vault")
	// ErrZeroShares: the delegation is too small to mint a single share
	// at the vault's current price.
	ErrZeroShares = errors.New("delegation would mint no shares")
	// ErrInsufficientShares: the account holds fewer shares than asked for.
	ErrInsufficientShares = errors.New("fewer shares than requested")
	// ErrUnknownRequest: no pending unbonding request has that id.
	ErrUnknownRequest = errors.New("no pending unbonding request")
	// ErrNotOwner: the unbonding request belongs to another account.
	ErrNotOwner = errors.New("unbonding request of another account")
	// ErrNotMatured: the unbonding request has not matured yet.
	ErrNotMatured = errors.New("unbonding request not matured")
	// ErrNotValidator: the address is not a registered validator.
	ErrNotValidator = errors.New("not a registered validator")
	// ErrAlreadyActive: the validator is in the active set already.
	ErrAlreadyActive = errors.New("already in the active validator set")
)

// Error is what every Client method returns on failure: the workflow
// ("register", "delegate", "undelegate", "withdraw", "status") and the
// cause, which is a *Refusal, an *ApproveError, a contract revert
// (chain.AsRevert finds it) or the chain client's error.
type Error struct {
	Op  string
	Err error
}

func (e *Error) Error() string { return "staking: " + e.Op + ": " + e.Err.Error() }

// Unwrap is the cause.
func (e *Error) Unwrap() error { return e.Err }

// Refusal is a workflow the Client did not send because the chain's state
// says it would fail. Reason is one of the sentinels; the other fields are
// the facts that apply to it (amounts in wei for TORA, share units for
// shares).
type Refusal struct {
	Reason    error
	Account   common.Address // the wallet, or the holder of the shares
	Operator  common.Address // the operator concerned
	Role      Role           // ErrAlreadyRegistered: the current role; ErrBelowMinimum: the role asked for
	Have      *big.Int       // what the account holds or offers
	Need      *big.Int       // what the step needs (the minimum, the amount, the shares requested)
	Request   *big.Int       // the unbonding request's id
	Owner     common.Address // ErrNotOwner: the request's owner
	MaturesAt time.Time      // ErrNotMatured: when it matures
	Now       time.Time      // ErrNotMatured: the chain's time
}

func (r *Refusal) Error() string {
	switch r.Reason {
	case ErrAlreadyRegistered:
		return fmt.Sprintf("%s is already registered as a %s", r.Account.Hex(), r.Role)
	case ErrBelowMinimum:
		if r.Operator != (common.Address{}) {
			return fmt.Sprintf("%s has %s TORA bonded, below the %s minimum of %s TORA", r.Operator.Hex(), tora.Format(r.Have), r.Role, tora.Format(r.Need))
		}
		return fmt.Sprintf("a %s needs a self-stake of at least %s TORA, not %s", r.Role, tora.Format(r.Need), tora.Format(r.Have))
	case ErrInsufficientFunds:
		return fmt.Sprintf("wallet %s holds %s TORA, needs %s TORA", r.Account.Hex(), tora.Format(r.Have), tora.Format(r.Need))
	case ErrNotOperator:
		return fmt.Sprintf("%s is not a registered operator", r.Operator.Hex())
	case ErrNoShares:
		return fmt.Sprintf("%s holds no shares of %s's vault", r.Account.Hex(), r.Operator.Hex())
	case ErrZeroShares:
		return fmt.Sprintf("%s TORA delegated to %s would mint no shares at the vault's price", tora.Format(r.Have), r.Operator.Hex())
	case ErrInsufficientShares:
		return fmt.Sprintf("%s holds %s shares of %s's vault, fewer than the %s requested", r.Account.Hex(), r.Have, r.Operator.Hex(), r.Need)
	case ErrUnknownRequest:
		return fmt.Sprintf("no pending unbonding request %s", r.Request)
	case ErrNotOwner:
		return fmt.Sprintf("unbonding request %s belongs to %s, not to %s", r.Request, r.Owner.Hex(), r.Account.Hex())
	case ErrNotValidator:
		return fmt.Sprintf("%s is not a registered validator (role %s)", r.Operator.Hex(), r.Role)
	case ErrAlreadyActive:
		return fmt.Sprintf("%s is in the active validator set already", r.Operator.Hex())
	case ErrNotMatured:
		return fmt.Sprintf("unbonding request %s matures at %s, chain time %s", r.Request, r.MaturesAt.Format(time.RFC3339), r.Now.Format(time.RFC3339))
	}
	return fmt.Sprint(r.Reason)
}

// Unwrap is the sentinel.
func (r *Refusal) Unwrap() error { return r.Reason }

// ApproveError is a failed approval of Staking to spend the wallet's TORA,
// the step before a registration or delegation.
type ApproveError struct {
	Amount *big.Int // wei
	Err    error
}

func (e *ApproveError) Error() string {
	return fmt.Sprintf("approve %s TORA to Staking: %v", tora.Format(e.Amount), e.Err)
}

// Unwrap is the cause.
func (e *ApproveError) Unwrap() error { return e.Err }
