package swap

import (
	"context"
	"crypto/sha256"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
)

// LockState is where an HTLC lock stands on its chain.
type LockState uint8

// Lock states.
const (
	LockNone     LockState = iota // no such lock (or reorged out)
	LockLocked                    // funds held, claimable before expiry
	LockClaimed                   // paid out with the secret
	LockRefunded                  // returned to the sender after expiry
)

func (s LockState) String() string {
	switch s {
	case LockNone:
		return "none"
	case LockLocked:
		return "locked"
	case LockClaimed:
		return "claimed"
	case LockRefunded:
		return "refunded"
	}
	return "unknown"
}

// Lock is an HTLC lock as read from its chain.
type Lock struct {
	ID          [32]byte
	Sender      common.Address
	Receiver    common.Address
	Beneficiary common.Address // non-zero: claim deposits into Receiver (JobEscrow) for it
	Token       common.Address
	Amount      *big.Int
	Hashlock    [32]byte
	Expiry      time.Time
	Ref         [32]byte
	State       LockState
	Block       uint64 // block of the Locked event
	// At is that block's time: when the lock was made, as its chain
	// judges time (zero when not known). A desk serves a lock only if it
	// was made while the quote its ref names stood.
	At     time.Time
	TxHash common.Hash
}

// LockParams are the arguments of a lock call.
type LockParams struct {
	Receiver    common.Address
	Beneficiary common.Address
	Token       common.Address
	Amount      *big.Int
	Hashlock    [32]byte
	Expiry      time.Time
	Ref         [32]byte
}

// Ledger is one chain's HTLC contract, as seen and used by one signer.
type Ledger interface {
	ChainID() uint64
	// Self is the address this side signs with on that chain.
	Self() common.Address
	// LockID is the id of a lock Self would make with p.
	LockID(p LockParams) [32]byte
	Head(ctx context.Context) (block uint64, at time.Time, err error)
	// Get returns the lock, State LockNone when absent.
	Get(ctx context.Context, id [32]byte) (Lock, error)
	Lock(ctx context.Context, p LockParams) (tx common.Hash, err error)
	Claim(ctx context.Context, id [32]byte, secret []byte) (tx common.Hash, err error)
	Refund(ctx context.Context, id [32]byte) (tx common.Hash, err error)
	// Secret returns the secret revealed by the lock's claim, if claimed.
	Secret(ctx context.Context, id [32]byte) (secret []byte, tx common.Hash, ok bool, err error)
	// LocksTo lists the locks naming receiver, from a block on.
	LocksTo(ctx context.Context, receiver common.Address, fromBlock uint64) ([]Lock, error)
}

// LockID is the contract's lock id: keccak256(abi.encode(sender, receiver,
// beneficiary, token, amount, hashlock, expiry, ref)), expiry in unix
// seconds. Ledger implementations may use it.
func LockID(sender common.Address, p LockParams) [32]byte {
	amount := new(big.Int)
	if p.Amount != nil {
		amount.Set(p.Amount)
	}
	var exp [32]byte
	big.NewInt(p.Expiry.Unix()).FillBytes(exp[8:])
	return crypto.Keccak256Hash(
		common.LeftPadBytes(sender.Bytes(), 32),
		common.LeftPadBytes(p.Receiver.Bytes(), 32),
		common.LeftPadBytes(p.Beneficiary.Bytes(), 32),
		common.LeftPadBytes(p.Token.Bytes(), 32),
		math.U256Bytes(amount),
		p.Hashlock[:],
		exp[:],
		p.Ref[:],
	)
}

// Hashlock is sha256(secret).
func Hashlock(secret []byte) [32]byte { return sha256.Sum256(secret) }

// Confirmations is how many blocks confirm a lock at head: head -
// lock.Block + 1, 0 for an absent lock or one ahead of head.
func Confirmations(head uint64, l Lock) uint64 {
	if l.State == LockNone || l.Block == 0 || head < l.Block {
		return 0
	}
	return head - l.Block + 1
}
