package swap

import (
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// ActionKind is what a coordinator does after persisting the next record.
type ActionKind uint8

// Actions. Which chain and lock each acts on depends on the side; see
// ClientAction and DeskAction.
const (
	ActWait   ActionKind = iota // nothing to send now; Reason says what is awaited
	ActLock                     // send a lock
	ActClaim                    // send a claim with the secret
	ActRefund                   // send a refund
	ActDone                     // finished; nothing more to do
	ActFailed                   // finished without the swap; Reason says why
)

func (k ActionKind) String() string {
	switch k {
	case ActWait:
		return "wait"
	case ActLock:
		return "lock"
	case ActClaim:
		return "claim"
	case ActRefund:
		return "refund"
	case ActDone:
		return "done"
	case ActFailed:
		return "failed"
	}
	return "unknown"
}

// resendDue reports whether a transaction should be (re)sent: never sent,
// or sent long enough ago without its effect showing.
func resendDue(tx common.Hash, sentAt, now time.Time, n Network) bool {
	return tx == (common.Hash{}) || now.Sub(sentAt) >= n.resendAfter()
}

// reached reports whether a chain whose head is at has passed deadline:
// contracts compare block time with expiry.
func reached(at, deadline time.Time) bool { return !at.Before(deadline) }
