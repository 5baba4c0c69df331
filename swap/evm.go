package swap

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/chain/htlc"
)

// EVMConfig is one HTLC contract on one EVM chain, and the key that signs
// there.
type EVMConfig struct {
	Client  backend.Client
	ChainID uint64
	HTLC    common.Address
	Key     *ecdsa.PrivateKey
	// ScanFrom is the first block searched for a lock's events when the
	// ledger has not seen the lock itself (the HTLC's deployment block;
	// 0 searches from genesis).
	ScanFrom uint64
}

// EVMLedger is the Ledger of an HTLC contract on an EVM chain (package
// chain/htlc). Its transactions go through chain.Send, which serialises
// every send of the key in this process (a desk's node sends settlement
// transactions from the same key), and are simulated first, so a lock or
// claim that would revert comes back as the contract's error without a
// transaction, and a claim's secret never goes on chain in a reverting
// one.
type EVMLedger struct {
	cfg  EVMConfig
	h    *htlc.Client
	abi  *bindings.HTLC
	self common.Address

	mu     sync.Mutex
	blocks map[[32]byte]uint64  // the block of each lock's Locked event, once found
	times  map[uint64]time.Time // block times read
}

// NewEVMLedger checks that the chain answers with the configured id and
// that the HTLC has code.
func NewEVMLedger(ctx context.Context, cfg EVMConfig) (*EVMLedger, error) {
	if cfg.Client == nil || cfg.Key == nil {
		return nil, errors.New("swap: an EVM ledger needs a chain client and a key")
	}
	if cfg.HTLC == (common.Address{}) {
		return nil, fmt.Errorf("swap: chain %d: no HTLC address configured", cfg.ChainID)
	}
	id, err := cfg.Client.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("swap: chain %d: %w", cfg.ChainID, err)
	}
	if id.Uint64() != cfg.ChainID {
		return nil, fmt.Errorf("swap: the RPC endpoint serves chain %d, configured as %d", id, cfg.ChainID)
	}
	code, err := cfg.Client.CodeAt(ctx, cfg.HTLC, nil)
	if err != nil {
		return nil, fmt.Errorf("swap: chain %d: code of HTLC %s: %w", cfg.ChainID, cfg.HTLC, err)
	}
	if len(code) == 0 {
		return nil, fmt.Errorf("swap: chain %d: no contract at HTLC address %s", cfg.ChainID, cfg.HTLC)
	}
	return &EVMLedger{cfg: cfg, h: htlc.New(cfg.Client, cfg.HTLC), abi: bindings.NewHTLC(),
		self: crypto.PubkeyToAddress(cfg.Key.PublicKey), blocks: map[[32]byte]uint64{}, times: map[uint64]time.Time{}}, nil
}

// ChainID implements Ledger.
func (l *EVMLedger) ChainID() uint64 { return l.cfg.ChainID }

// Self implements Ledger.
func (l *EVMLedger) Self() common.Address { return l.self }

// LockID implements Ledger.
func (l *EVMLedger) LockID(p LockParams) [32]byte { return htlc.LockID(l.self, l.params(p)) }

func (l *EVMLedger) params(p LockParams) htlc.LockParams {
	return htlc.LockParams{Receiver: p.Receiver, Beneficiary: p.Beneficiary, Token: p.Token, Amount: p.Amount,
		Hashlock: p.Hashlock, Expiry: p.Expiry, Ref: p.Ref}
}

// Head implements Ledger: the latest block and its time.
func (l *EVMLedger) Head(ctx context.Context) (uint64, time.Time, error) {
	h, err := l.cfg.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("head: %w", err)
	}
	return h.Number.Uint64(), time.Unix(int64(h.Time), 0), nil
}

// Get implements Ledger: the lock as stored, with the block of its Locked
// event (found once, then remembered).
func (l *EVMLedger) Get(ctx context.Context, id [32]byte) (Lock, error) {
	hl, err := l.h.Get(ctx, id)
	if err != nil {
		return Lock{}, err
	}
	out := Lock{ID: id, Sender: hl.Sender, Receiver: hl.Receiver, Beneficiary: hl.Beneficiary, Token: hl.Token,
		Amount: hl.Amount, Hashlock: hl.Hashlock, Expiry: hl.Expiry, State: lockState(hl.State)}
	if out.State == LockNone {
		return out, nil
	}
	ev, ok, err := l.lockEvent(ctx, id)
	if err != nil {
		return Lock{}, err
	}
	if ok {
		out.Block, out.TxHash, out.Ref = ev.Block, ev.TxHash, ev.Ref
		if out.At, err = l.blockTime(ctx, ev.Block); err != nil {
			return Lock{}, err
		}
	} else {
		// Stored but its event not found yet (a lagging log index): as
		// fresh as can be, so nothing acts on it early.
		head, _, err := l.Head(ctx)
		if err != nil {
			return Lock{}, err
		}
		out.Block = head
	}
	return out, nil
}

// blockTime is the time of block n (remembered: a block's time does not
// change unless it is reorged out, and a reorg moves the lock's event).
func (l *EVMLedger) blockTime(ctx context.Context, n uint64) (time.Time, error) {
	l.mu.Lock()
	at, ok := l.times[n]
	l.mu.Unlock()
	if ok {
		return at, nil
	}
	h, err := l.cfg.Client.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
	if err != nil {
		return time.Time{}, fmt.Errorf("block %d: %w", n, err)
	}
	at = time.Unix(int64(h.Time), 0)
	l.mu.Lock()
	if len(l.times) >= maxRememberedLocks {
		clear(l.times)
	}
	l.times[n] = at
	l.mu.Unlock()
	return at, nil
}

// lockEvent finds lock id's Locked event from the remembered block (or
// ScanFrom).
func (l *EVMLedger) lockEvent(ctx context.Context, id [32]byte) (htlc.LockEvent, bool, error) {
	l.mu.Lock()
	from, known := l.blocks[id]
	l.mu.Unlock()
	if !known {
		from = l.cfg.ScanFrom
	}
	head, err := l.cfg.Client.BlockNumber(ctx)
	if err != nil {
		return htlc.LockEvent{}, false, fmt.Errorf("head: %w", err)
	}
	if from > head {
		from = head
	}
	q := ethereum.FilterQuery{Addresses: []common.Address{l.cfg.HTLC},
		Topics: [][]common.Hash{{l.abi.GetABI().Events[bindings.HTLCLockedEventName].ID}, {id}}}
	var ev htlc.LockEvent
	found := false
	err = chain.ScanLogs(ctx, l.cfg.Client, q, from, head, func(logs []ethtypes.Log, _ uint64) error {
		for i := range logs {
			if found || logs[i].Removed {
				continue
			}
			e, err := l.abi.UnpackLockedEvent(&logs[i])
			if err != nil {
				return fmt.Errorf("locked event: %w", err)
			}
			ev = htlc.LockEvent{Ref: e.Ref, TxHash: logs[i].TxHash, Block: logs[i].BlockNumber}
			found = true
		}
		return nil
	})
	if err != nil {
		return htlc.LockEvent{}, false, fmt.Errorf("lock %x: %w", id[:4], err)
	}
	if found {
		l.remember(id, ev.Block)
	}
	return ev, found, nil
}

func (l *EVMLedger) remember(id [32]byte, block uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.blocks) >= maxRememberedLocks {
		clear(l.blocks) // a bound, not a cache policy: a miss only rescans
	}
	l.blocks[id] = block
}

// maxRememberedLocks bounds the ledger's lock-block memory.
const maxRememberedLocks = 4096

// Lock implements Ledger: it approves the HTLC for the amount if the
// allowance is short (waiting for the approval to be mined), then sends
// the lock. Only ERC-20 locks: swaps never lock a native coin.
func (l *EVMLedger) Lock(ctx context.Context, p LockParams) (common.Hash, error) {
	if p.Token == (common.Address{}) {
		return common.Hash{}, errors.New("swap: native-coin locks are not supported; lock an ERC-20 token")
	}
	if p.Amount == nil || p.Amount.Sign() <= 0 {
		return common.Hash{}, fmt.Errorf("swap: lock amount %v: want > 0", p.Amount)
	}
	erc := bindings.NewStableToken()
	out, err := chain.Call(ctx, l.cfg.Client, p.Token, erc.PackAllowance(l.self, l.cfg.HTLC))
	if err != nil {
		return common.Hash{}, fmt.Errorf("allowance: %w", err)
	}
	allowance, err := erc.UnpackAllowance(out)
	if err != nil {
		return common.Hash{}, fmt.Errorf("allowance: %w", err)
	}
	if allowance.Cmp(p.Amount) < 0 {
		if _, err := chain.Transact(ctx, l.cfg.Client, l.cfg.Key, p.Token, erc.PackApprove(l.cfg.HTLC, new(big.Int).Set(p.Amount))); err != nil {
			return common.Hash{}, fmt.Errorf("approve the HTLC: %w", err)
		}
	}
	data := l.abi.PackLock(p.Receiver, p.Beneficiary, p.Token, p.Amount, p.Hashlock, uint64(p.Expiry.Unix()), p.Ref)
	tx, err := chain.Send(ctx, l.cfg.Client, l.cfg.Key, l.cfg.HTLC, data)
	if err != nil {
		return common.Hash{}, fmt.Errorf("lock: %w", err)
	}
	return tx.Hash(), nil
}

// Claim implements Ledger. The secret is checked against the stored
// hashlock first, and the claim simulated (chain.Send estimates it), so a
// claim that would fail never puts the secret on chain.
func (l *EVMLedger) Claim(ctx context.Context, id [32]byte, secret []byte) (common.Hash, error) {
	h, err := htlc.Hashlock(secret)
	if err != nil {
		return common.Hash{}, err
	}
	stored, err := l.h.Get(ctx, id)
	if err != nil {
		return common.Hash{}, err
	}
	if stored.State != htlc.StateLocked {
		return common.Hash{}, fmt.Errorf("claim %x: the lock is %s", id[:4], stored.State)
	}
	if stored.Hashlock != h {
		return common.Hash{}, fmt.Errorf("claim %x: %w", id[:4], htlc.ErrWrongSecret)
	}
	tx, err := chain.Send(ctx, l.cfg.Client, l.cfg.Key, l.cfg.HTLC, l.abi.PackClaim(id, secret))
	if err != nil {
		return common.Hash{}, fmt.Errorf("claim %x: %w", id[:4], err)
	}
	return tx.Hash(), nil
}

// Refund implements Ledger.
func (l *EVMLedger) Refund(ctx context.Context, id [32]byte) (common.Hash, error) {
	tx, err := chain.Send(ctx, l.cfg.Client, l.cfg.Key, l.cfg.HTLC, l.abi.PackRefund(id))
	if err != nil {
		return common.Hash{}, fmt.Errorf("refund %x: %w", id[:4], err)
	}
	return tx.Hash(), nil
}

// Secret implements Ledger: the secret a claim of id revealed.
func (l *EVMLedger) Secret(ctx context.Context, id [32]byte) ([]byte, common.Hash, bool, error) {
	from := l.cfg.ScanFrom
	l.mu.Lock()
	if b, ok := l.blocks[id]; ok {
		from = b
	}
	l.mu.Unlock()
	return l.h.Secret(ctx, id, from)
}

// LocksTo implements Ledger.
func (l *EVMLedger) LocksTo(ctx context.Context, receiver common.Address, fromBlock uint64) ([]Lock, error) {
	if fromBlock < l.cfg.ScanFrom {
		fromBlock = l.cfg.ScanFrom
	}
	evs, err := l.h.Locks(ctx, receiver, fromBlock, 0)
	if err != nil {
		return nil, err
	}
	out := make([]Lock, 0, len(evs))
	for _, e := range evs {
		l.remember(e.ID, e.Block)
		out = append(out, Lock{ID: e.ID, Sender: e.Sender, Receiver: e.Receiver, Beneficiary: e.Beneficiary, Token: e.Token,
			Amount: e.Amount, Hashlock: e.Hashlock, Expiry: e.Expiry, Ref: e.Ref, State: LockLocked, Block: e.Block, TxHash: e.TxHash})
	}
	return out, nil
}

func lockState(s htlc.State) LockState {
	switch s {
	case htlc.StateLocked:
		return LockLocked
	case htlc.StateClaimed:
		return LockClaimed
	case htlc.StateRefunded:
		return LockRefunded
	}
	return LockNone
}
