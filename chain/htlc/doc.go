// Package htlc is a client of one HTLC contract (chain/contracts/HTLC.sol)
// on one chain: hash time-locked transfers, the building block of a
// cross-chain swap into Tensora's escrow.
//
// A swap of a payment token (USDC on a payment chain) for TORA escrow on
// Tensora's chain runs:
//
//  1. The client makes a secret (NewSecret) and locks the payment on the
//     payment chain to the desk under its hashlock, with a long expiry.
//  2. The desk sees the lock (Locks), checks it, and locks TORA on
//     Tensora's chain under the same hashlock with a shorter expiry,
//     receiver JobEscrow and beneficiary the client.
//  3. The client claims the TORA lock with the secret: the TORA lands as
//     the client's free escrow balance (JobEscrow.depositFor). The claim
//     publishes the secret in the Claimed event.
//  4. The desk reads the secret (Secret) and claims the payment before its
//     expiry.
//
// If the client never claims, the desk refunds its TORA at the shorter
// expiry and the client its payment at the longer one: neither side can
// end up with both. The gap between the expiries is the desk's time to
// claim after the secret is out; it must cover the payment chain's
// confirmation time with room to spare.
//
//	c := htlc.New(backend, addrs.HTLC)
//	secret, hashlock, err := htlc.NewSecret()
//	tx, id, err := c.Lock(ctx, opts, htlc.LockParams{Receiver: desk, Token: usdc, Amount: amount, Hashlock: hashlock, Expiry: time.Now().Add(24 * time.Hour)})
//	tx, err = c.Claim(ctx, opts, id, secret[:])
//	secret, txHash, ok, err := c.Secret(ctx, id, fromBlock)
//
// Claim refuses a wrong secret locally and simulates the call before it
// sends anything, so a claim that would revert never puts the secret on
// chain in a failed transaction. Reverts come back decoded (chain.Decode):
// errors.Is(err, chain.ErrReverted) and chain.RevertName(err) name the
// contract's error.
package htlc
