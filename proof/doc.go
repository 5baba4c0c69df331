// Package proof defines Tensora's proof of compute (PoC, feature M8): what a
// miner signs about a run, how the hashes it signs are computed, and how
// anyone (a client, a validator, a contract via ecrecover) checks it.
//
// A PoC is an EIP-712 signature over
//
//	ProofOfCompute(bytes32 jobId,bytes32 modelHash,bytes32 inputHash,
//	               bytes32 resultHash,bytes32 envHash,uint64 startedAt,uint64 finishedAt)
//
// in the network's domain (types.Domain). The hashes are keccak256: the
// model and input hashes are over the exact bytes fetched by CID, the
// result hash over the canonical safetensors encoding of the output (see
// docs/proof.md and package tensor), and the env hash is hashStruct of
// Env, which commits to everything that determines the result's bytes.
// A run attested by a TEE (package attest) commits to its evidence too:
// the env hash becomes hashStruct(AttestedEnv(bytes32 env,bytes32
// attestation)) over the plain env hash and the evidence digest; with no
// evidence it is the plain env hash, unchanged.
//
// The package is pure: no I/O, no clocks, no global state. Golden vectors
// in testdata/ pin every hash and the signature for a fixed key.
package proof
