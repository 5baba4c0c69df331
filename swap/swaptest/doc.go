// Package swaptest is an in-memory HTLC chain for testing package swap: a
// Chain holds locks and token balances with the contract's exact rules,
// and hands out a swap.Ledger per signer. Time comes from a shared Clock
// the test moves; blocks follow the clock. Down makes every call fail, and
// Inject fails or drops chosen calls.
package swaptest
