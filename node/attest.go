package node

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/tensora/tensora/attest"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/types"
)

// TEE attestation of runs (package attest, docs/tee.md). A miner with an
// Attester asks it for evidence bound to each run it signs and commits to
// the evidence's digest in the proof of compute's env hash; the Result
// carries the evidence and the env hash it was bound to. A client and a
// validator refuse a Result whose evidence does not bind to its proof (a
// bad proof); a validator then checks the evidence with its Verifiers and
// records the verdict beside its re-execution, which still decides.

// attestTimeout bounds one Attest or Verify call: a TEE that hangs delays
// its job's Result by at most this, and the run then goes out unattested.
const attestTimeout = 10 * time.Second

// Attestation verdicts a validator records (ValidationRecord.Attestation).
// None of them is a verdict on the result, which re-execution gives.
const (
	// AttestVerified: the verifier of the evidence's kind accepted it for
	// this run's nonce.
	AttestVerified = "verified"
	// AttestUnverified: nobody here can check it (no Verifiers, a kind
	// nobody registered, a kind this build cannot verify, a verifier
	// that did not answer). Not evidence against the miner.
	AttestUnverified = "unverified"
	// AttestRejected: the verifier of its kind refused it (a forged or
	// altered report) although it binds to the proof.
	AttestRejected = "rejected"
)

// ErrBadAttestation: a Result's evidence does not bind to its proof of
// compute (malformed, for another job, model or input, or not the
// evidence the signed env hash commits to). The proof is then invalid.
var ErrBadAttestation = errors.New("attestation evidence does not bind to the proof of compute")

// attestRun asks the miner's attester for evidence of the run whose
// claim has these hashes, base being its unattested env hash. It returns
// the env hash the claim commits to and the Result's attestation: base
// and nil without an attester, and when the attester fails or answers
// something that could not be shipped. A client asked for nothing, so a
// failing attester leaves the run unattested rather than failing the job.
func (m *miner) attestRun(ctx context.Context, log *slog.Logger, jobID, modelHash, inputHash, base proof.Hash) (proof.Hash, *types.Attestation) {
	a := m.cfg.Attester
	if a == nil {
		return base, nil
	}
	ctx, cancel := context.WithTimeout(ctx, attestTimeout)
	defer cancel()
	nonce := attest.Nonce(jobID, modelHash, inputHash)
	ev, err := a.Attest(ctx, nonce)
	var b []byte
	switch {
	case err != nil:
	case ev == nil:
		err = errors.New("the attester returned no evidence")
	case ev.Nonce != nonce:
		err = fmt.Errorf("%w: the attester answered another nonce", attest.ErrNonceMismatch)
	default:
		if err = ev.Validate(); err == nil {
			if b = ev.Marshal(); len(b) > types.MaxAttestationBytes {
				err = fmt.Errorf("evidence of %d bytes exceeds the %d a Result carries", len(b), types.MaxAttestationBytes)
			}
		}
	}
	if err != nil {
		log.Warn("run not attested: the attester failed; the result goes out unattested", "kind", a.Kind(), "err", err)
		return base, nil
	}
	return proof.AttestedEnvHash(base, ev.Digest()), &types.Attestation{Evidence: b, BaseEnvHash: base[:]}
}

// resultEvidence checks that a Result's evidence binds to its proof of
// compute c (whose signature the caller has checked): it decodes, it
// answers attest.Nonce of c's job, model and input, and c's env hash is
// AttestedEnvHash of the Result's base env hash and the evidence's
// digest. It returns the evidence (nil for a Result without) and the env
// hash of the run before attestation, what a validator compares with its
// own. It does not check the evidence's report: that is the Verifiers'.
func resultEvidence(r *types.Result, c proof.Claim) (*attest.Evidence, proof.Hash, error) {
	at := r.GetAttestation()
	if at == nil {
		return nil, c.EnvHash, nil
	}
	if len(at.GetBaseEnvHash()) != 32 {
		return nil, proof.Hash{}, fmt.Errorf("%w: base env hash of %d bytes", ErrBadAttestation, len(at.GetBaseEnvHash()))
	}
	ev, err := attest.Unmarshal(at.GetEvidence())
	if err != nil {
		return nil, proof.Hash{}, fmt.Errorf("%w: %w", ErrBadAttestation, err)
	}
	if ev.Nonce != attest.Nonce(c.JobID, c.ModelHash, c.InputHash) {
		return nil, proof.Hash{}, fmt.Errorf("%w: %w (another job, model or input)", ErrBadAttestation, attest.ErrNonceMismatch)
	}
	base := proof.Hash(at.GetBaseEnvHash())
	if proof.AttestedEnvHash(base, ev.Digest()) != c.EnvHash {
		return nil, proof.Hash{}, fmt.Errorf("%w: the signed env hash does not commit to this evidence", ErrBadAttestation)
	}
	return ev, base, nil
}

// attestVerdict checks bound evidence with the validator's Verifiers:
// the verdict (Attest*) and, unless verified, why.
func (val *validator) attestVerdict(ctx context.Context, ev *attest.Evidence, c proof.Claim) (verdict, note string) {
	if val.cfg.Verifiers == nil {
		return AttestUnverified, "this validator has no attestation verifiers"
	}
	ctx, cancel := context.WithTimeout(ctx, attestTimeout)
	defer cancel()
	err := val.cfg.Verifiers.Verify(ctx, ev, attest.Nonce(c.JobID, c.ModelHash, c.InputHash))
	switch {
	case err == nil:
		return AttestVerified, ""
	case errors.Is(err, attest.ErrBadEvidence) || errors.Is(err, attest.ErrNonceMismatch):
		return AttestRejected, err.Error()
	default: // ErrUnknownKind, ErrUnverifiable, a verifier that did not answer
		return AttestUnverified, err.Error()
	}
}

// attestRecord is a validator's check of one result's evidence, as the
// validation record keeps it.
type attestRecord struct{ verdict, kind, note string }

func (a attestRecord) set(r *ValidationRecord) {
	r.Attestation, r.AttestationKind, r.AttestationNote = a.verdict, a.kind, a.note
}
