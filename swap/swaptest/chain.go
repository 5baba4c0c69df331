package swaptest

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/swap"
)

// Errors the fake contract reverts with.
var (
	ErrDown        = errors.New("swaptest: chain down")
	ErrExists      = errors.New("swaptest: lock exists")
	ErrNoLock      = errors.New("swaptest: no such lock")
	ErrNotLocked   = errors.New("swaptest: lock not locked")
	ErrExpired     = errors.New("swaptest: lock expired")
	ErrNotExpired  = errors.New("swaptest: lock not expired")
	ErrBadSecret   = errors.New("swaptest: secret does not match hashlock")
	ErrFunds       = errors.New("swaptest: insufficient balance")
	ErrBadLockArgs = errors.New("swaptest: bad lock arguments")
	ErrInjected    = errors.New("swaptest: injected failure")
)

// Clock is a settable clock shared by chains and coordinators.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock starts a clock at t.
func NewClock(t time.Time) *Clock { return &Clock{now: t} }

// Now is the current time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// Op names a ledger call for failure injection.
type Op string

// Ledger calls.
const (
	OpHead    Op = "head"
	OpGet     Op = "get"
	OpLock    Op = "lock"
	OpClaim   Op = "claim"
	OpRefund  Op = "refund"
	OpSecret  Op = "secret"
	OpLocksTo Op = "locksTo"
)

// Mode is how an injected failure behaves.
type Mode uint8

// Failure modes.
const (
	// FailBefore fails the call without effect (the tx was never sent).
	FailBefore Mode = iota
	// FailAfter applies the call, then returns an error (the process died
	// after sending, before recording the hash).
	FailAfter
	// Drop returns a tx hash but applies nothing (the tx was lost).
	Drop
)

// Call is one state-changing call the chain received, successful or not.
type Call struct {
	Op     Op
	By     common.Address
	ID     [32]byte
	Secret []byte
	Err    error
}

type entry struct {
	lock     swap.Lock
	secret   []byte
	secretTx common.Hash
}

type injection struct {
	mode  Mode
	times int
}

// Chain is an in-memory chain with one HTLC contract and token balances.
type Chain struct {
	id        uint64
	clock     *Clock
	genesis   time.Time
	blockTime time.Duration
	escrow    common.Address

	mu       sync.Mutex
	down     bool
	locks    map[[32]byte]*entry
	order    [][32]byte
	balances map[common.Address]map[common.Address]*big.Int // owner → token → amount
	escrowed map[common.Address]map[common.Address]*big.Int // beneficiary → token → amount
	inject   map[Op]*injection
	calls    []Call
	nonce    uint64
}

// NewChain makes a chain with id whose block n has time genesis + n·blockTime
// on clock; escrow is the receiver contract that claims with a beneficiary
// deposit into.
func NewChain(id uint64, clock *Clock, blockTime time.Duration, escrow common.Address) *Chain {
	return &Chain{
		id: id, clock: clock, genesis: clock.Now().Add(-100 * blockTime), blockTime: blockTime, escrow: escrow,
		locks:    make(map[[32]byte]*entry),
		balances: make(map[common.Address]map[common.Address]*big.Int),
		escrowed: make(map[common.Address]map[common.Address]*big.Int),
		inject:   make(map[Op]*injection),
	}
}

// SetDown makes every call fail (true) or work again (false).
func (c *Chain) SetDown(down bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.down = down
}

// Inject makes the next times calls of op fail in mode.
func (c *Chain) Inject(op Op, mode Mode, times int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.inject[op] = &injection{mode: mode, times: times}
}

// Mint credits amount of token to owner.
func (c *Chain) Mint(owner, token common.Address, amount *big.Int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	add(c.balances, owner, token, amount)
}

// Balance is owner's balance of token.
func (c *Chain) Balance(owner, token common.Address) *big.Int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return get(c.balances, owner, token)
}

// Escrowed is what claims deposited into the escrow for beneficiary.
func (c *Chain) Escrowed(beneficiary, token common.Address) *big.Int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return get(c.escrowed, beneficiary, token)
}

// Calls returns every state-changing call received so far.
func (c *Chain) Calls() []Call {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]Call(nil), c.calls...)
}

// Locks returns every lock, in creation order.
func (c *Chain) Locks() []swap.Lock {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]swap.Lock, 0, len(c.order))
	for _, id := range c.order {
		out = append(out, copyLock(c.locks[id].lock))
	}
	return out
}

// Ledger is the chain seen and used by signer self.
func (c *Chain) Ledger(self common.Address) *Ledger { return &Ledger{c: c, self: self} }

func (c *Chain) head() (uint64, time.Time) {
	n := uint64(c.clock.Now().Sub(c.genesis) / c.blockTime)
	return n, c.genesis.Add(time.Duration(n) * c.blockTime)
}

// begin applies down and injections for op; apply reports whether the
// call should take effect, fail whether it should return ErrInjected.
func (c *Chain) begin(op Op) (apply, failAfter bool, err error) {
	if c.down {
		return false, false, fmt.Errorf("%s: %w", op, ErrDown)
	}
	in := c.inject[op]
	if in == nil || in.times <= 0 {
		return true, false, nil
	}
	in.times--
	switch in.mode {
	case FailBefore:
		return false, false, fmt.Errorf("%s: %w", op, ErrInjected)
	case FailAfter:
		return true, true, nil
	}
	return false, false, nil // Drop
}

func (c *Chain) txHash() common.Hash {
	c.nonce++
	return crypto.Keccak256Hash(new(big.Int).SetUint64(c.id).Bytes(), new(big.Int).SetUint64(c.nonce).Bytes())
}

func add(m map[common.Address]map[common.Address]*big.Int, owner, token common.Address, amount *big.Int) {
	if m[owner] == nil {
		m[owner] = make(map[common.Address]*big.Int)
	}
	if m[owner][token] == nil {
		m[owner][token] = new(big.Int)
	}
	m[owner][token].Add(m[owner][token], amount)
}

func get(m map[common.Address]map[common.Address]*big.Int, owner, token common.Address) *big.Int {
	if v := m[owner][token]; v != nil {
		return new(big.Int).Set(v)
	}
	return new(big.Int)
}

func copyLock(l swap.Lock) swap.Lock {
	if l.Amount != nil {
		l.Amount = new(big.Int).Set(l.Amount)
	}
	return l
}

// Ledger is a Chain as one signer uses it; it implements swap.Ledger.
type Ledger struct {
	c    *Chain
	self common.Address
}

var _ swap.Ledger = (*Ledger)(nil)

// ChainID implements swap.Ledger.
func (l *Ledger) ChainID() uint64 { return l.c.id }

// Self implements swap.Ledger.
func (l *Ledger) Self() common.Address { return l.self }

// LockID implements swap.Ledger.
func (l *Ledger) LockID(p swap.LockParams) [32]byte { return swap.LockID(l.self, p) }

// Head implements swap.Ledger.
func (l *Ledger) Head(ctx context.Context) (uint64, time.Time, error) {
	c := l.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, _, err := c.begin(OpHead); err != nil {
		return 0, time.Time{}, err
	}
	n, at := c.head()
	return n, at, nil
}

// Get implements swap.Ledger.
func (l *Ledger) Get(ctx context.Context, id [32]byte) (swap.Lock, error) {
	c := l.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, _, err := c.begin(OpGet); err != nil {
		return swap.Lock{}, err
	}
	e := c.locks[id]
	if e == nil {
		return swap.Lock{ID: id}, nil
	}
	return copyLock(e.lock), nil
}

// Lock implements swap.Ledger: it moves the amount from Self into the
// contract, mined in the next block.
func (l *Ledger) Lock(ctx context.Context, p swap.LockParams) (common.Hash, error) {
	c := l.c
	c.mu.Lock()
	defer c.mu.Unlock()
	id := swap.LockID(l.self, p)
	apply, failAfter, err := c.begin(OpLock)
	call := Call{Op: OpLock, By: l.self, ID: id}
	defer func() { c.calls = append(c.calls, call) }()
	if err != nil {
		call.Err = err
		return common.Hash{}, err
	}
	tx := c.txHash()
	if !apply {
		return tx, nil
	}
	now := c.clock.Now()
	switch {
	case c.locks[id] != nil:
		call.Err = ErrExists
	case p.Amount == nil || p.Amount.Sign() <= 0 || p.Receiver == (common.Address{}) || !p.Expiry.After(now):
		call.Err = ErrBadLockArgs
	case get(c.balances, l.self, p.Token).Cmp(p.Amount) < 0:
		call.Err = ErrFunds
	}
	if call.Err != nil {
		return common.Hash{}, fmt.Errorf("lock %x: %w", id[:4], call.Err)
	}
	add(c.balances, l.self, p.Token, new(big.Int).Neg(p.Amount))
	n, _ := c.head()
	c.locks[id] = &entry{lock: swap.Lock{
		ID: id, Sender: l.self, Receiver: p.Receiver, Beneficiary: p.Beneficiary, Token: p.Token,
		Amount: new(big.Int).Set(p.Amount), Hashlock: p.Hashlock, Expiry: time.Unix(p.Expiry.Unix(), 0).UTC(),
		Ref: p.Ref, State: swap.LockLocked, Block: n + 1, At: c.genesis.Add(time.Duration(n+1) * c.blockTime), TxHash: tx,
	}}
	c.order = append(c.order, id)
	if failAfter {
		return common.Hash{}, fmt.Errorf("lock: %w", ErrInjected)
	}
	return tx, nil
}

// Claim implements swap.Ledger: before expiry, with the secret, it pays
// the receiver, or deposits into the escrow for the beneficiary.
func (l *Ledger) Claim(ctx context.Context, id [32]byte, secret []byte) (common.Hash, error) {
	c := l.c
	c.mu.Lock()
	defer c.mu.Unlock()
	apply, failAfter, err := c.begin(OpClaim)
	call := Call{Op: OpClaim, By: l.self, ID: id, Secret: append([]byte(nil), secret...)}
	defer func() { c.calls = append(c.calls, call) }()
	if err != nil {
		call.Err = err
		return common.Hash{}, err
	}
	tx := c.txHash()
	if !apply {
		return tx, nil
	}
	e := c.locks[id]
	switch {
	case e == nil:
		call.Err = ErrNoLock
	case e.lock.State != swap.LockLocked:
		call.Err = ErrNotLocked
	case !c.clock.Now().Before(e.lock.Expiry):
		call.Err = ErrExpired
	case swap.Hashlock(secret) != e.lock.Hashlock:
		call.Err = ErrBadSecret
	}
	if call.Err != nil {
		return common.Hash{}, fmt.Errorf("claim %x: %w", id[:4], call.Err)
	}
	e.lock.State = swap.LockClaimed
	e.secret, e.secretTx = append([]byte(nil), secret...), tx
	if e.lock.Beneficiary != (common.Address{}) && e.lock.Receiver == c.escrow {
		add(c.escrowed, e.lock.Beneficiary, e.lock.Token, e.lock.Amount)
	} else {
		add(c.balances, e.lock.Receiver, e.lock.Token, e.lock.Amount)
	}
	if failAfter {
		return common.Hash{}, fmt.Errorf("claim: %w", ErrInjected)
	}
	return tx, nil
}

// Refund implements swap.Ledger: at or after expiry it returns the amount
// to the sender. Anyone may call it.
func (l *Ledger) Refund(ctx context.Context, id [32]byte) (common.Hash, error) {
	c := l.c
	c.mu.Lock()
	defer c.mu.Unlock()
	apply, failAfter, err := c.begin(OpRefund)
	call := Call{Op: OpRefund, By: l.self, ID: id}
	defer func() { c.calls = append(c.calls, call) }()
	if err != nil {
		call.Err = err
		return common.Hash{}, err
	}
	tx := c.txHash()
	if !apply {
		return tx, nil
	}
	e := c.locks[id]
	switch {
	case e == nil:
		call.Err = ErrNoLock
	case e.lock.State != swap.LockLocked:
		call.Err = ErrNotLocked
	case c.clock.Now().Before(e.lock.Expiry):
		call.Err = ErrNotExpired
	}
	if call.Err != nil {
		return common.Hash{}, fmt.Errorf("refund %x: %w", id[:4], call.Err)
	}
	e.lock.State = swap.LockRefunded
	add(c.balances, e.lock.Sender, e.lock.Token, e.lock.Amount)
	if failAfter {
		return common.Hash{}, fmt.Errorf("refund: %w", ErrInjected)
	}
	return tx, nil
}

// Secret implements swap.Ledger.
func (l *Ledger) Secret(ctx context.Context, id [32]byte) ([]byte, common.Hash, bool, error) {
	c := l.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, _, err := c.begin(OpSecret); err != nil {
		return nil, common.Hash{}, false, err
	}
	e := c.locks[id]
	if e == nil || e.secret == nil {
		return nil, common.Hash{}, false, nil
	}
	return append([]byte(nil), e.secret...), e.secretTx, true, nil
}

// LocksTo implements swap.Ledger: locks naming receiver mined at or after
// fromBlock, in block order.
func (l *Ledger) LocksTo(ctx context.Context, receiver common.Address, fromBlock uint64) ([]swap.Lock, error) {
	c := l.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, _, err := c.begin(OpLocksTo); err != nil {
		return nil, err
	}
	var out []swap.Lock
	for _, id := range c.order {
		lk := c.locks[id].lock
		if lk.Receiver == receiver && lk.Block >= fromBlock {
			out = append(out, copyLock(lk))
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Block < out[j].Block })
	return out, nil
}
