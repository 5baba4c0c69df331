package htlc

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
)

// SecretSize is the length of a secret in bytes: the contract accepts no other.
const SecretSize = 32

// MaxDuration is the longest a lock may run (HTLC.MAX_DURATION).
const MaxDuration = 30 * 24 * time.Hour

var (
	// ErrSecretLength: a secret is not SecretSize bytes.
	ErrSecretLength = errors.New("htlc: secret must be 32 bytes")
	// ErrWrongSecret: sha256 of the secret is not the lock's hashlock.
	ErrWrongSecret = errors.New("htlc: secret does not match the hashlock")
	// ErrNotFound: there is no lock with this id.
	ErrNotFound = errors.New("htlc: no such lock")
	// ErrNotLocked: the lock was claimed or refunded already.
	ErrNotLocked = errors.New("htlc: lock is not open")
	// ErrNoContract: the client has no HTLC address.
	ErrNoContract = errors.New("htlc: no HTLC contract in this deployment")
)

// NewSecret makes a random secret and its hashlock (sha256 of the secret).
func NewSecret() (secret, hashlock [32]byte, err error) {
	if _, err := rand.Read(secret[:]); err != nil {
		return secret, hashlock, fmt.Errorf("htlc: new secret: %w", err)
	}
	return secret, sha256.Sum256(secret[:]), nil
}

// Hashlock is sha256(secret), refusing a secret that is not 32 bytes.
func Hashlock(secret []byte) ([32]byte, error) {
	if len(secret) != SecretSize {
		return [32]byte{}, fmt.Errorf("%w (got %d)", ErrSecretLength, len(secret))
	}
	return sha256.Sum256(secret), nil
}

// State is where a lock stands.
type State uint8

// The states, as HTLC.State numbers them.
const (
	StateNone     State = iota // no such lock
	StateLocked                // open: claimable before the expiry, refundable from it
	StateClaimed               // paid to the receiver (or the beneficiary's deposit)
	StateRefunded              // paid back to the sender
)

// String is the state's name: none, locked, claimed or refunded.
func (s State) String() string {
	switch s {
	case StateNone:
		return "none"
	case StateLocked:
		return "locked"
	case StateClaimed:
		return "claimed"
	case StateRefunded:
		return "refunded"
	}
	return fmt.Sprintf("State(%d)", uint8(s))
}

// LockParams are what a lock is made of; with the sender they make its id.
type LockParams struct {
	// Receiver is paid by a claim; with a Beneficiary it is the
	// IDepositFor target (JobEscrow) instead.
	Receiver common.Address
	// Beneficiary, if not zero, is credited by Receiver.depositFor
	// (tokens only; a native lock cannot have one).
	Beneficiary common.Address
	// Token is the ERC-20 locked; zero locks the native coin.
	Token common.Address
	// Amount is in the token's smallest unit.
	Amount *big.Int
	// Hashlock is sha256 of the secret.
	Hashlock [32]byte
	// Expiry is when the lock stops being claimable and becomes
	// refundable (whole seconds; at most MaxDuration from the chain's now).
	Expiry time.Time
	// Ref is the sender's reference (an order id); it is part of the id,
	// so the same lock can be made twice with two refs.
	Ref [32]byte
}

// Lock is a lock as the contract stores it.
type Lock struct {
	ID          [32]byte
	Sender      common.Address
	Receiver    common.Address
	Beneficiary common.Address
	Token       common.Address
	Amount      *big.Int
	Hashlock    [32]byte
	Expiry      time.Time
	State       State
}

// LockEvent is a Locked event: the lock as made (State is StateLocked,
// whatever became of it since), its reference, and where it was made.
type LockEvent struct {
	Lock
	Ref    [32]byte
	TxHash common.Hash
	Block  uint64
}

// unix is t in whole seconds; a time before 1970 is 0 (which the contract refuses).
func unix(t time.Time) uint64 {
	if s := t.Unix(); s > 0 {
		return uint64(s)
	}
	return 0
}

// LockID is the id the contract gives the lock sender makes with p:
// keccak256(abi.encode(sender, receiver, beneficiary, token, amount,
// hashlock, expiry, ref)).
func LockID(sender common.Address, p LockParams) [32]byte {
	amount := p.Amount
	if amount == nil {
		amount = new(big.Int)
	}
	var buf [8 * 32]byte
	word := func(i int) []byte { return buf[i*32 : (i+1)*32] }
	copy(word(0)[12:], sender[:])
	copy(word(1)[12:], p.Receiver[:])
	copy(word(2)[12:], p.Beneficiary[:])
	copy(word(3)[12:], p.Token[:])
	amount.FillBytes(word(4))
	copy(word(5), p.Hashlock[:])
	new(big.Int).SetUint64(unix(p.Expiry)).FillBytes(word(6))
	copy(word(7), p.Ref[:])
	return crypto.Keccak256Hash(buf[:])
}

// Option configures a Client.
type Option func(*Client)

// WithMined replaces how the client waits for a transaction it must see
// mined before the next (Lock's ERC-20 approval): backend.WaitMined by
// default. Tests on a chain that seals only on Commit pass one that
// commits first.
func WithMined(f func(ctx context.Context, tx *ethtypes.Transaction) (*ethtypes.Receipt, error)) Option {
	return func(c *Client) { c.mined = f }
}

// Client is one HTLC contract on one chain.
type Client struct {
	c     backend.Client
	at    common.Address
	h     *bindings.HTLC
	erc20 *bindings.StableToken // any ERC-20's allowance and approve
	mined func(ctx context.Context, tx *ethtypes.Transaction) (*ethtypes.Receipt, error)
}

// New is a client of the HTLC at at on c.
func New(c backend.Client, at common.Address, opts ...Option) *Client {
	cl := &Client{c: c, at: at, h: bindings.NewHTLC(), erc20: bindings.NewStableToken()}
	cl.mined = func(ctx context.Context, tx *ethtypes.Transaction) (*ethtypes.Receipt, error) {
		return backend.WaitMined(ctx, c, tx)
	}
	for _, o := range opts {
		o(cl)
	}
	return cl
}

// Address is the contract's address.
func (c *Client) Address() common.Address { return c.at }

func (c *Client) bound() *bind.BoundContract {
	return bind.NewBoundContract(c.at, abi.ABI{}, c.c, c.c, c.c)
}

// call runs a view of the contract.
func (c *Client) call(ctx context.Context, data []byte) ([]byte, error) {
	if c.at == (common.Address{}) {
		return nil, ErrNoContract
	}
	out, err := c.bound().CallRaw(&bind.CallOpts{Context: ctx}, data)
	if err != nil {
		return nil, chain.Decode(err)
	}
	return out, nil
}

// send simulates data from opts.From (with opts.Value) and, if it would
// not revert, sends it.
func (c *Client) send(ctx context.Context, opts *bind.TransactOpts, to common.Address, data []byte) (*ethtypes.Transaction, error) {
	if c.at == (common.Address{}) {
		return nil, ErrNoContract
	}
	msg := ethereum.CallMsg{From: opts.From, To: &to, Value: opts.Value, Data: data}
	if _, err := c.c.CallContract(ctx, msg, nil); err != nil {
		return nil, chain.Decode(err)
	}
	o := *opts
	o.Context = ctx
	tx, err := bind.NewBoundContract(to, abi.ABI{}, c.c, c.c, c.c).RawTransact(&o, data)
	if err != nil {
		return nil, chain.Decode(err)
	}
	return tx, nil
}

// Lock locks p.Amount of p.Token (the native coin when zero) from
// opts.From and returns the lock transaction and the lock's id. For a
// token whose allowance to the contract is short it first approves
// p.Amount and waits for the approval to be mined (with opts.Nonce set,
// the lock takes the nonce after the approval's). opts.Value is ignored:
// a native lock sends p.Amount.
func (c *Client) Lock(ctx context.Context, opts *bind.TransactOpts, p LockParams) (*ethtypes.Transaction, [32]byte, error) {
	if p.Amount == nil || p.Amount.Sign() <= 0 {
		return nil, [32]byte{}, fmt.Errorf("htlc: lock: amount %v: want > 0", p.Amount)
	}
	if c.at == (common.Address{}) {
		return nil, [32]byte{}, ErrNoContract
	}
	id := LockID(opts.From, p)
	o := *opts
	o.Value = nil
	if p.Token == (common.Address{}) {
		o.Value = new(big.Int).Set(p.Amount)
	} else if err := c.approve(ctx, &o, p.Token, p.Amount); err != nil {
		return nil, id, err
	}
	data := c.h.PackLock(p.Receiver, p.Beneficiary, p.Token, p.Amount, p.Hashlock, unix(p.Expiry), p.Ref)
	tx, err := c.send(ctx, &o, c.at, data)
	if err != nil {
		return nil, id, fmt.Errorf("htlc: lock %x: %w", id[:4], err)
	}
	return tx, id, nil
}

// approve makes sure o.From allows the contract amount of token, approving
// exactly amount when it does not and waiting for that to be mined; o's
// nonce, if set, moves past the approval.
func (c *Client) approve(ctx context.Context, o *bind.TransactOpts, token common.Address, amount *big.Int) error {
	out, err := chain.Call(ctx, c.c, token, c.erc20.PackAllowance(o.From, c.at))
	if err != nil {
		return fmt.Errorf("htlc: allowance of %s: %w", token, err)
	}
	have, err := c.erc20.UnpackAllowance(out)
	if err != nil {
		return fmt.Errorf("htlc: allowance of %s: %w", token, err)
	}
	if have.Cmp(amount) >= 0 {
		return nil
	}
	tx, err := c.send(ctx, o, token, c.erc20.PackApprove(c.at, amount))
	if err != nil {
		return fmt.Errorf("htlc: approve %s: %w", token, err)
	}
	if _, err := c.mined(ctx, tx); err != nil {
		return fmt.Errorf("htlc: approve %s: %w", token, err)
	}
	if o.Nonce != nil {
		o.Nonce = new(big.Int).Add(o.Nonce, big.NewInt(1))
	}
	return nil
}

// Claim claims lock id with secret, paying the lock's receiver (or its
// beneficiary's deposit) whoever sends it. It refuses a secret of the
// wrong length or one that does not match the stored hashlock, and a lock
// that is not open, before sending anything, then simulates the claim so
// that one that would revert (the lock expired, say) comes back as the
// contract's error without the secret going on chain.
func (c *Client) Claim(ctx context.Context, opts *bind.TransactOpts, id [32]byte, secret []byte) (*ethtypes.Transaction, error) {
	hash, err := Hashlock(secret)
	if err != nil {
		return nil, fmt.Errorf("htlc: claim %x: %w", id[:4], err)
	}
	l, err := c.Get(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("htlc: claim: %w", err)
	}
	if err := l.open(); err != nil {
		return nil, fmt.Errorf("htlc: claim: %w", err)
	}
	if hash != l.Hashlock {
		return nil, fmt.Errorf("htlc: claim %x: %w", id[:4], ErrWrongSecret)
	}
	o := *opts
	o.Value = nil
	tx, err := c.send(ctx, &o, c.at, c.h.PackClaim(id, secret))
	if err != nil {
		return nil, fmt.Errorf("htlc: claim %x: %w", id[:4], err)
	}
	return tx, nil
}

// Refund refunds lock id to its sender (anyone may send it), once its
// expiry has come; simulated first, so an early refund comes back as
// NotExpired without a transaction.
func (c *Client) Refund(ctx context.Context, opts *bind.TransactOpts, id [32]byte) (*ethtypes.Transaction, error) {
	o := *opts
	o.Value = nil
	tx, err := c.send(ctx, &o, c.at, c.h.PackRefund(id))
	if err != nil {
		return nil, fmt.Errorf("htlc: refund %x: %w", id[:4], err)
	}
	return tx, nil
}

// open is nil for a lock in StateLocked.
func (l Lock) open() error {
	switch l.State {
	case StateLocked:
		return nil
	case StateNone:
		return fmt.Errorf("%w: %x", ErrNotFound, l.ID[:4])
	}
	return fmt.Errorf("%w: %x is %s", ErrNotLocked, l.ID[:4], l.State)
}

// Get reads lock id (State StateNone, and zero fields, when there is none).
func (c *Client) Get(ctx context.Context, id [32]byte) (Lock, error) {
	out, err := c.call(ctx, c.h.PackLocks(id))
	if err != nil {
		return Lock{}, fmt.Errorf("htlc: lock %x: %w", id[:4], err)
	}
	l, err := c.h.UnpackLocks(out)
	if err != nil {
		return Lock{}, fmt.Errorf("htlc: lock %x: %w", id[:4], err)
	}
	return Lock{
		ID: id, Sender: l.Sender, Receiver: l.Receiver, Beneficiary: l.Beneficiary, Token: l.Token,
		Amount: l.Amount, Hashlock: l.Hashlock, Expiry: time.Unix(int64(l.Expiry), 0), State: State(l.State),
	}, nil
}

// Revealed reports whether the secret of hashlock was revealed by a claim
// on this contract (a lock under it is then refused).
func (c *Client) Revealed(ctx context.Context, hashlock [32]byte) (bool, error) {
	out, err := c.call(ctx, c.h.PackRevealed(hashlock))
	if err != nil {
		return false, fmt.Errorf("htlc: revealed: %w", err)
	}
	return c.h.UnpackRevealed(out)
}

// head is the chain's latest block number.
func (c *Client) head(ctx context.Context) (uint64, error) {
	n, err := c.c.BlockNumber(ctx)
	if err != nil {
		return 0, fmt.Errorf("htlc: head: %w", err)
	}
	return n, nil
}

// Secret finds the claim of lock id at or after block fromBlock (the lock's
// block, say) and returns the secret it revealed and the claiming
// transaction; ok is false while the lock is unclaimed. The secret is
// checked against the event's hashlock.
func (c *Client) Secret(ctx context.Context, id [32]byte, fromBlock uint64) (secret []byte, tx common.Hash, ok bool, err error) {
	if c.at == (common.Address{}) {
		return nil, common.Hash{}, false, ErrNoContract
	}
	to, err := c.head(ctx)
	if err != nil {
		return nil, common.Hash{}, false, err
	}
	q := ethereum.FilterQuery{Addresses: []common.Address{c.at}, Topics: [][]common.Hash{{c.h.GetABI().Events[bindings.HTLCClaimedEventName].ID}, {id}}}
	err = chain.ScanLogs(ctx, c.c, q, fromBlock, to, func(logs []ethtypes.Log, _ uint64) error {
		for i := range logs {
			if ok || logs[i].Removed {
				continue
			}
			ev, err := c.h.UnpackClaimedEvent(&logs[i])
			if err != nil {
				return fmt.Errorf("claimed event: %w", err)
			}
			if h, err := Hashlock(ev.Secret); err != nil || h != ev.Hashlock {
				continue // the contract never emits this: an RPC answering wrongly
			}
			secret, tx, ok = ev.Secret, logs[i].TxHash, true
		}
		return nil
	})
	if err != nil {
		return nil, common.Hash{}, false, fmt.Errorf("htlc: secret of %x: %w", id[:4], err)
	}
	return secret, tx, ok, nil
}

// Locks are the locks made to receiver in blocks fromBlock..toBlock (0:
// the head), in chain order: what a desk watches for, or a client looks
// for its counterparty's lock in.
func (c *Client) Locks(ctx context.Context, receiver common.Address, fromBlock, toBlock uint64) ([]LockEvent, error) {
	if c.at == (common.Address{}) {
		return nil, ErrNoContract
	}
	if toBlock == 0 {
		var err error
		if toBlock, err = c.head(ctx); err != nil {
			return nil, err
		}
	}
	q := ethereum.FilterQuery{Addresses: []common.Address{c.at}, Topics: [][]common.Hash{{c.h.GetABI().Events[bindings.HTLCLockedEventName].ID}, nil, nil, {common.BytesToHash(receiver[:])}}}
	var out []LockEvent
	err := chain.ScanLogs(ctx, c.c, q, fromBlock, toBlock, func(logs []ethtypes.Log, _ uint64) error {
		for i := range logs {
			if logs[i].Removed {
				continue
			}
			ev, err := c.h.UnpackLockedEvent(&logs[i])
			if err != nil {
				return fmt.Errorf("locked event: %w", err)
			}
			out = append(out, LockEvent{
				Lock: Lock{ID: ev.Id, Sender: ev.Sender, Receiver: ev.Receiver, Beneficiary: ev.Beneficiary, Token: ev.Token,
					Amount: ev.Amount, Hashlock: ev.Hashlock, Expiry: time.Unix(int64(ev.Expiry), 0), State: StateLocked},
				Ref: ev.Ref, TxHash: logs[i].TxHash, Block: logs[i].BlockNumber,
			})
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("htlc: locks to %s: %w", receiver, err)
	}
	return out, nil
}
