// Package swap converts a stablecoin on another chain into TORA that lands
// in the client's JobEscrow balance, with hash time-locked contracts (HTLC)
// on both chains and no trusted party.
//
// A desk (a staked node) serves quotes: a payment network and token, a rate
// in TORA wei per token base unit, a premium, min/max amounts, and two
// windows. A client picks one, makes a fresh 32-byte secret s and
// hashlock h = sha256(s), then:
//
//  1. the client locks the payment on the payment chain: receiver = desk,
//     expiry Tpay = now + PayWindow, ref = the quote's id;
//  2. the desk, after the payment chain's confirmations, checks the lock
//     (CheckPaymentLock) and locks TORA on Tensora's chain: receiver =
//     JobEscrow, beneficiary = the client, the same hashlock, expiry Ttora;
//  3. the client, after Tensora's confirmations, checks the counter-lock
//     (CheckCounterLock) and only then claims it, revealing s;
//  4. the desk reads s from the Claimed event and claims the payment
//     before Tpay.
//
// Whoever's lock is not claimed refunds it after its expiry. A client that
// sees no acceptable counter-lock never reveals s and refunds after Tpay.
// A client never reuses a secret. A desk serves every acceptable payment
// lock, whatever its hashlock: two locks that share one are two fair
// trades once the secret is out, so a copy of a client's hashlock buys its
// copier TORA at the quote with its own tokens and cannot hold up the
// client's swap.
//
// # The timing rule
//
// The desk must be able to claim the payment after the client reveals s as
// late as it can, at Ttora. So
//
//	Ttora = min(now + ToraWindow, Tpay - gap)
//	gap   = payment confirmations × block time + reorg margin + reveal margin
//
// (Network.Gap of the payment network), and a desk refuses a payment lock
// that leaves the counter-lock less than Tensora's own gap: time for the
// client to see it confirmed and claim it. A client refuses a counter-lock
// that expires after Tpay - gap or within its claim margin. PlanWindows
// applies the rule before the client locks anything.
//
// # Layout
//
// The decisions are pure: NextClient and NextDesk take a persisted record
// (ClientSwap, DeskSwap), what was just read from the two chains
// (ClientObs, DeskObs) and the time, and return the next record and the one
// action to take. Client and Desk are the thin coordinators around them:
// every tick they read both Ledgers, persist the next record durably in a
// Store (badger) before sending the transaction it leads to, then send it.
// Lock ids are deterministic (LockID), so a coordinator killed between
// writing and sending finds out from the chain whether its lock exists and
// never locks twice. A chain that is down is retried every tick; refunds
// are automatic after expiry.
//
// Ledger is the per-chain view of the HTLC contract; package swaptest has
// an in-memory implementation for tests.
package swap
