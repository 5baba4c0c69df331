// Package attest is Tensora's extension point for trusted execution
// environments (TEEs): evidence, bound to one job and input by a nonce,
// that the hardware answering is a genuine confidential-computing GPU or
// CPU enclave (issue "Encrypted inference", M24, item 8; design in
// docs/tee.md).
//
// An Attester produces Evidence for a nonce; a Verifier checks evidence
// of its kind; Verifiers is the registry a validator consults, keyed by
// Evidence.Kind. Evidence of a kind nobody registered is ErrUnknownKind,
// never a silent accept. Kinds here:
//
//   - "fake" (FakeAttester, FakeVerifier): an ed25519 signature over the
//     nonce, for tests.
//   - "nvidia-cc" (NVIDIA): a GPU's attestation report and certificate
//     chains from NVML, where the GPU runs in confidential-computing mode;
//     ErrUnavailable elsewhere (no driver, no cgo, CC off). Its verifier,
//     NVIDIAVerifier, returns ErrUnverifiable: checking the report needs
//     NVIDIA's root certificate, its reference integrity manifests (RIM)
//     and revocation service, which this package does not implement.
//
// # How a miner and a validator use it
//
// node wires this in when configured (node.Config.Attester on a miner,
// node.Config.Verifiers on a validator; node/attest.go). The flow:
//
//	// miner, after the run, with the hashes it puts in the claim:
//	nonce := attest.Nonce(job.ID, modelHash, inputHash)
//	ev, err := attester.Attest(ctx, nonce) // ErrUnavailable: run unattested
//	env := proofEnv(engine.Env())
//	env.Attestation = ev.Digest()           // or proof.AttestedEnvHash(llmEnvHash, ev.Digest())
//	claim.EnvHash = env.Hash()              // signed in the proof of compute as today
//	// ship ev.Marshal() and the base env hash as Result.attestation
//
//	// validator, given the Result and the evidence bytes:
//	ev, err := attest.Unmarshal(b)
//	nonce := attest.Nonce(claim.JobID, claim.ModelHash, claim.InputHash) // from the claim, never from ev
//	err = verifiers.Verify(ctx, ev, nonce)
//	// then check the claim's env hash commits to ev: it must equal
//	// proof.AttestedEnvHash(the Result's base env hash, ev.Digest()).
//
// Because the digest is inside the env hash and the env hash is inside
// the signed claim, evidence cannot be swapped after signing, and because
// the nonce is derived from the job id and the model and input hashes,
// evidence from another run cannot be reused. An attested claim's env
// hash differs from every unattested one, so a validator comparing env
// hashes to decide on exact comparison (node's sameEnv) compares its own
// environment with the base env hash the evidence was bound to.
//
// Attestation speaks to where code ran, not what it computed: results
// are still checked by re-execution. A GPU report alone does not even
// show the run used that GPU; that takes a measured CPU enclave running
// the miner. See docs/tee.md for what it would and would not prove.
package attest
