// Package verify holds the pure parts of validation (M9): the sampling
// decision a validator makes for each result, and the comparison of a
// re-executed output with the miner's.
//
// Sampling uses randomness the miner cannot know when it executes: the
// validator signs (job id, result hash) with its own key (secp256k1 ECDSA
// with RFC 6979 nonces, so the signature is deterministic) and samples the
// result when keccak256(signature), read as a number, falls below the rate.
// Only the validator can compute it; anyone can check it afterwards with
// the validator's address. A miner that fakes a result therefore cannot
// learn which of its results are safe to fake, and a validator cannot pick
// and choose after the fact (the decision is fixed by its key).
//
//	proof, sampled, err := verify.Sample(domain, key, jobID, resultHash, 1000) // 10%
//	...
//	sampled, err = verify.CheckSample(domain, validator, jobID, resultHash, proof, 1000)
//
// Comparison is exact (same result hash) when the miner and the validator
// ran in the same environment (same env hash); across hardware classes it
// allows the per-dtype tolerance documented in docs/verification.md.
package verify
