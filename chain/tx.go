package chain

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"reflect"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/params"

	"github.com/tensora/tensora/chain/backend"
)

// TxPolicy says how long a sent transaction may sit unmined before it is
// replaced, and how often.
type TxPolicy struct {
	// StuckAfter is how long a transaction may go unmined before it is
	// replaced at the same nonce with higher fees (default 45 s).
	StuckAfter time.Duration
	// MaxReplacements bounds the replacements (default 4); after the last
	// the wait goes on until backend.MinedTimeout.
	MaxReplacements int
	// BumpPercent raises the tip and the fee cap of each replacement
	// (default 25; go-ethereum's pool refuses a replacement under 10).
	BumpPercent int64
	// Poll is how often receipts are looked for (default 1 s).
	Poll time.Duration
}

// DefaultTxPolicy is what Transact uses.
var DefaultTxPolicy = TxPolicy{StuckAfter: 45 * time.Second, MaxReplacements: 4, BumpPercent: 25, Poll: time.Second}

func (p TxPolicy) withDefaults() TxPolicy {
	d := DefaultTxPolicy
	if p.StuckAfter <= 0 {
		p.StuckAfter = d.StuckAfter
	}
	if p.MaxReplacements < 0 {
		p.MaxReplacements = 0
	} else if p.MaxReplacements == 0 {
		p.MaxReplacements = d.MaxReplacements
	}
	if p.BumpPercent < 10 {
		p.BumpPercent = d.BumpPercent
	}
	if p.Poll <= 0 {
		p.Poll = d.Poll
	}
	return p
}

// Transact sends calldata (from a binding's Pack method) to a contract
// from key, waits (at most backend.MinedTimeout) for it to be mined, and
// returns the receipt. A transaction stuck in the pool is replaced at the
// same nonce with higher fees (DefaultTxPolicy, see WaitOrReplace). A
// revert, at gas estimation or on chain, comes back decoded into the
// contract's error (see Decode).
func Transact(ctx context.Context, c backend.Client, key *ecdsa.PrivateKey, to common.Address, data []byte) (*ethtypes.Receipt, error) {
	ctx, cancel := context.WithTimeout(ctx, backend.MinedTimeout)
	defer cancel()
	tx, err := Send(ctx, c, key, to, data)
	if err != nil {
		return nil, err
	}
	return WaitOrReplace(ctx, c, key, tx, DefaultTxPolicy)
}

// Send is Transact without the wait: it signs and sends the transaction
// and returns it. Callers on a chain that seals blocks only when told (a
// simulated backend in tests) seal a block and then look for the receipt.
func Send(ctx context.Context, c backend.Client, key *ecdsa.PrivateKey, to common.Address, data []byte) (*ethtypes.Transaction, error) {
	opts, err := transactor(ctx, c, key)
	if err != nil {
		return nil, err
	}
	// The estimate is taken against one block's state, the transaction
	// runs in a later one, and what it costs there can differ: on the
	// embedded chain with one-second blocks (tensora chain dev) the
	// estimate of a first TORA mint (new balance, supply and vote
	// checkpoint slots) came out 20% short and the mint ran out of gas.
	// GasLimit adds the headroom; only the gas used is paid.
	est, err := c.EstimateGas(ctx, ethereum.CallMsg{From: opts.From, To: &to, Data: data})
	if err != nil {
		return nil, Decode(err)
	}
	opts.GasLimit = GasLimit(est)
	n := nonceFor(c, opts.From)
	n.mu.Lock()
	defer n.mu.Unlock()
	for try := 0; ; try++ {
		pending, err := c.PendingNonceAt(ctx, opts.From)
		if err != nil {
			return nil, fmt.Errorf("chain: nonce of %s: %w", opts.From.Hex(), err)
		}
		opts.Nonce = new(big.Int).SetUint64(n.choose(pending, time.Now()))
		tx, err := bind.NewBoundContract(to, abi.ABI{}, c, c, c).RawTransact(opts, data)
		if err == nil {
			n.sent(tx.Nonce(), time.Now())
			return tx, nil
		}
		if try < 3 && nonceClash(err) {
			n.forget()
			if sleepCtx(ctx, 50*time.Millisecond) != nil {
				return nil, ctx.Err()
			}
			continue
		}
		return nil, Decode(err)
	}
}

// A pool answers the pending nonce from what it has admitted, which can
// lag a send by a moment; two sends from one key in quick succession then
// got the same nonce and the second was refused as an underpriced
// replacement. Send therefore serialises sends per address and remembers
// the nonce after its last one for a short while.
type nonceState struct {
	mu   sync.Mutex
	next uint64
	at   time.Time
}

// nonceMemory is how long a remembered nonce outranks the pool's answer;
// after it the pool's pending nonce is trusted again (a dropped
// transaction then leaves no gap behind).
const nonceMemory = 10 * time.Second

// nonces holds a nonceState per client connection and address: the same
// key on another chain (each test's simulated chain, a second network)
// has nonces of its own.
var nonces sync.Map // nonceKey -> *nonceState

type nonceKey struct {
	client any // the client value itself, when it is comparable
	addr   common.Address
}

func nonceFor(c backend.Client, a common.Address) (st *nonceState) {
	st = &nonceState{} // unshared: the pool's answer alone
	if c == nil || !reflect.TypeOf(c).Comparable() {
		return st
	}
	// A comparable type can still hold an unhashable value (an interface
	// field): such a client keeps the unshared state.
	defer func() { _ = recover() }()
	v, _ := nonces.LoadOrStore(nonceKey{client: c, addr: a}, st)
	return v.(*nonceState)
}

func (n *nonceState) choose(pending uint64, now time.Time) uint64 {
	if now.Sub(n.at) < nonceMemory && n.next > pending {
		return n.next
	}
	return pending
}

func (n *nonceState) sent(nonce uint64, now time.Time) { n.next, n.at = nonce+1, now }

func (n *nonceState) forget() { n.at = time.Time{} }

// nonceClash reports a send refused because another transaction took its
// nonce meanwhile. ("already known" is not one: it means this very
// transaction is in the pool, and sending it again at a new nonce would do
// its work twice.)
func nonceClash(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "nonce too low") || strings.Contains(msg, "replacement transaction underpriced")
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// GasLimit is the gas limit Send gives a transaction estimated at est:
// half again, plus room for two storage slots created where the estimate
// overwrote them. The estimate runs in the head block and the transaction
// in a later one, so a checkpoint keyed by block number (Staking's stake
// checkpoints: one per validator, one for the total) that the estimate
// found already written this block is a new slot when the transaction
// runs; under the dev chain's state-gas rules that cost a delegation
// about 220,000 gas more than its estimate of 126,000. The limit never
// exceeds EIP-7825's cap on a transaction's gas unless the estimate does.
func GasLimit(est uint64) uint64 {
	l := est + est/2 + 300_000
	if l > params.MaxTxGas && est <= params.MaxTxGas {
		l = params.MaxTxGas
	}
	return l
}

func transactor(ctx context.Context, c backend.Client, key *ecdsa.PrivateKey) (*bind.TransactOpts, error) {
	id, err := c.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain: chain id: %w", err)
	}
	opts := bind.NewKeyedTransactor(key, id)
	opts.Context = ctx
	return opts, nil
}

// WaitOrReplace waits for tx (sent from key) to be mined, at most
// backend.MinedTimeout, and returns its receipt, failing on a revert. A
// transaction still unmined after p.StuckAfter (fees below what the chain
// now asks, a pool that dropped it) is sent again at the same nonce with
// the same calldata, value, gas limit and recipient, its tip and fee cap raised
// by p.BumpPercent, at most p.MaxReplacements times. Whichever of the
// versions is mined is the one reported; the others can no longer be.
func WaitOrReplace(ctx context.Context, c backend.Client, key *ecdsa.PrivateKey, tx *ethtypes.Transaction, p TxPolicy) (*ethtypes.Receipt, error) {
	p = p.withDefaults()
	ctx, cancel := context.WithTimeout(ctx, backend.MinedTimeout)
	defer cancel()
	sent := []*ethtypes.Transaction{tx}
	last, tries := time.Now(), 0
	var replaceErr error
	tick := time.NewTicker(p.Poll)
	defer tick.Stop()
	for {
		for _, s := range sent {
			r, err := c.TransactionReceipt(ctx, s.Hash())
			if err == nil && r != nil {
				if r.Status != ethtypes.ReceiptStatusSuccessful {
					return r, fmt.Errorf("%w: %s reverted (gas used %d)", backend.ErrTxFailed, s.Hash().Hex()[:10], r.GasUsed)
				}
				return r, nil
			}
		}
		if time.Since(last) >= p.StuckAfter && len(sent) <= p.MaxReplacements {
			tries++
			next, err := replace(ctx, c, key, sent[len(sent)-1], p.BumpPercent*int64(tries))
			switch {
			case err == nil:
				sent, tries = append(sent, next), 0
			case strings.Contains(err.Error(), "nonce too low"):
				// An earlier version was mined meanwhile: its receipt
				// shows up on the next poll.
			case strings.Contains(err.Error(), "underpriced") && tries <= p.MaxReplacements:
				// The pool wants a bigger raise: the next try bumps more.
			default:
				// The chain is unreachable or refused it: the versions
				// already sent may still be mined, so keep waiting.
				replaceErr = err
			}
			last = time.Now()
		}
		select {
		case <-ctx.Done():
			if replaceErr != nil {
				return nil, fmt.Errorf("chain: wait for %s (%d sent at nonce %d, last replacement refused: %w): %w", tx.Hash().Hex()[:10], len(sent), tx.Nonce(), replaceErr, ctx.Err())
			}
			return nil, fmt.Errorf("chain: wait for %s (%d sent at nonce %d): %w", tx.Hash().Hex()[:10], len(sent), tx.Nonce(), ctx.Err())
		case <-tick.C:
		}
	}
}

// replace re-sends prev at its nonce with its tip and fee cap raised by
// bump percent (at least one wei each), the tip at least what the chain
// now suggests and the fee cap at least twice the current base fee plus
// the tip (go-ethereum's own rule for a fresh transaction).
func replace(ctx context.Context, c backend.Client, key *ecdsa.PrivateKey, prev *ethtypes.Transaction, bump int64) (*ethtypes.Transaction, error) {
	opts, err := transactor(ctx, c, key)
	if err != nil {
		return nil, err
	}
	raise := func(v *big.Int) *big.Int {
		out := new(big.Int).Mul(v, big.NewInt(100+bump))
		out.Div(out, big.NewInt(100))
		if out.Cmp(v) <= 0 {
			out.Add(v, big.NewInt(1))
		}
		return out
	}
	tip, feeCap := raise(prev.GasTipCap()), raise(prev.GasFeeCap())
	if sug, err := c.SuggestGasTipCap(ctx); err == nil && tip.Cmp(sug) < 0 {
		tip = sug
	}
	if h, err := c.HeaderByNumber(ctx, nil); err == nil && h.BaseFee != nil {
		if floor := new(big.Int).Add(new(big.Int).Mul(h.BaseFee, big.NewInt(2)), tip); feeCap.Cmp(floor) < 0 {
			feeCap = floor
		}
	}
	opts.Nonce = new(big.Int).SetUint64(prev.Nonce())
	opts.GasLimit, opts.Value = prev.Gas(), prev.Value()
	opts.GasTipCap, opts.GasFeeCap = tip, feeCap
	next, err := bind.NewBoundContract(*prev.To(), abi.ABI{}, c, c, c).RawTransact(opts, prev.Data())
	if err != nil {
		return nil, err
	}
	return next, nil
}

// Call runs a read-only call (calldata from a binding's Pack method) and
// returns the raw result for the binding's Unpack method.
func Call(ctx context.Context, c backend.Client, to common.Address, data []byte) ([]byte, error) {
	out, err := bind.NewBoundContract(to, abi.ABI{}, c, c, c).CallRaw(&bind.CallOpts{Context: ctx}, data)
	if err != nil {
		return nil, Decode(err)
	}
	return out, nil
}
