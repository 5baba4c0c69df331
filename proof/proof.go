package proof

import (
	"crypto/ecdsa"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/types"
)

// EIP-712 type strings; a contract verifying a PoC uses the same ones.
const (
	ClaimType = "ProofOfCompute(bytes32 jobId,bytes32 modelHash,bytes32 inputHash,bytes32 resultHash,bytes32 envHash,uint64 startedAt,uint64 finishedAt)"
	EnvType   = "Env(string engine,string engineVersion,string runtime,string runtimeVersion,string executionProvider,uint32 intraOpThreads,uint32 interOpThreads,bool deterministic,string hardwareClass)"
	// AttestedEnvType wraps an environment hash (of Env, or an engine's
	// own such as the LLM engine's) with the digest of TEE evidence.
	AttestedEnvType = "AttestedEnv(bytes32 env,bytes32 attestation)"
)

var (
	claimTypeHash       = crypto.Keccak256Hash([]byte(ClaimType))
	envTypeHash         = crypto.Keccak256Hash([]byte(EnvType))
	attestedEnvTypeHash = crypto.Keccak256Hash([]byte(AttestedEnvType))
)

// Errors returned by Verify.
var (
	ErrBadSignature = errors.New("proof of compute: bad signature")
	ErrWrongSigner  = errors.New("proof of compute: signed by someone other than the assigned miner")
	ErrBadTimes     = errors.New("proof of compute: finished before started")
)

// Hash is a 32-byte keccak256 digest.
type Hash = [32]byte

// Claim is what a miner asserts about one run. Times are Unix milliseconds
// from the miner's clock.
type Claim struct {
	JobID      Hash
	ModelHash  Hash
	InputHash  Hash
	ResultHash Hash
	EnvHash    Hash
	StartedMs  int64
	FinishedMs int64
}

// Env is everything that determines the bytes of a result. Two runs with
// equal Env hashes are expected to produce byte-identical outputs; runs
// with different Envs are compared with a tolerance instead.
type Env struct {
	Engine            string // "onnx"
	EngineVersion     string // Tensora's engine adapter version
	Runtime           string // "onnxruntime"
	RuntimeVersion    string // "1.30.0"
	ExecutionProvider string // "cpu", "cuda"
	IntraOpThreads    uint32
	InterOpThreads    uint32
	Deterministic     bool
	HardwareClass     string // "cpu-x86_64-avx2", "gpu-nvidia-h100", ...
	// Attestation is the digest of the run's TEE evidence (package
	// attest: Evidence.Digest), zero for an unattested run. Unlike the
	// fields above it is per run, not per engine.
	Attestation Hash
}

// Keccak is keccak256 of b.
func Keccak(b []byte) Hash { return crypto.Keccak256Hash(b) }

// ModelHash is the hash of a model file's bytes.
func ModelHash(model []byte) Hash { return Keccak(model) }

// ModelHashReader is ModelHash of the bytes r yields, read as a stream:
// a model of any size is hashed in constant memory.
func ModelHashReader(r io.Reader) (Hash, error) {
	k := crypto.NewKeccakState()
	if _, err := io.Copy(k, r); err != nil {
		return Hash{}, err
	}
	var h Hash
	_, _ = k.Read(h[:])
	return h, nil
}

// InputHash is the hash of an input file's bytes, exactly as fetched.
func InputHash(input []byte) Hash { return Keccak(input) }

// ResultHash is the hash of a result. canonical must be the canonical
// safetensors encoding (tensor.Canonical); the engine writes outputs in
// that form, so this is the hash of the output file as served.
func ResultHash(canonical []byte) Hash { return Keccak(canonical) }

// Hash is the env hash a claim commits to: EIP-712 hashStruct(Env) for an
// unattested run, exactly as before attestation existed, and
// AttestedEnvHash of it and the attestation digest otherwise.
func (e Env) Hash() Hash { return AttestedEnvHash(e.structHash(), e.Attestation) }

// AttestedEnvHash binds TEE evidence to an environment hash: env itself
// when attestation is zero (no evidence), else EIP-712
// hashStruct(AttestedEnv{env, attestation}). Engines with their own
// environment hash (engine.EnvHasher) attest through it directly.
func AttestedEnvHash(env, attestation Hash) Hash {
	if attestation == (Hash{}) {
		return env
	}
	return crypto.Keccak256Hash(attestedEnvTypeHash[:], env[:], attestation[:])
}

// structHash is EIP-712 hashStruct(Env) over the fields EnvType names.
func (e Env) structHash() Hash {
	det := uint64(0)
	if e.Deterministic {
		det = 1
	}
	return crypto.Keccak256Hash(
		envTypeHash[:],
		crypto.Keccak256([]byte(e.Engine)),
		crypto.Keccak256([]byte(e.EngineVersion)),
		crypto.Keccak256([]byte(e.Runtime)),
		crypto.Keccak256([]byte(e.RuntimeVersion)),
		crypto.Keccak256([]byte(e.ExecutionProvider)),
		u64(uint64(e.IntraOpThreads)),
		u64(uint64(e.InterOpThreads)),
		u64(det),
		crypto.Keccak256([]byte(e.HardwareClass)),
	)
}

// StructHash is EIP-712 hashStruct(ProofOfCompute).
func (c Claim) StructHash() Hash {
	return crypto.Keccak256Hash(
		claimTypeHash[:],
		c.JobID[:], c.ModelHash[:], c.InputHash[:], c.ResultHash[:], c.EnvHash[:],
		u64(uint64(c.StartedMs)), u64(uint64(c.FinishedMs)),
	)
}

// Digest is keccak256(0x1901 || domainSeparator || hashStruct(claim)), the
// hash the miner signs and a contract passes to ecrecover.
func (c Claim) Digest(d types.Domain) Hash {
	sep := d.Separator()
	sh := c.StructHash()
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep[:], sh[:])
}

// Sign returns the miner's 65-byte signature r‖s‖v with v ∈ {27, 28}, the
// form Solidity's ecrecover and OpenZeppelin's ECDSA.recover take.
func Sign(d types.Domain, c Claim, key *ecdsa.PrivateKey) ([]byte, error) {
	if c.FinishedMs < c.StartedMs {
		return nil, ErrBadTimes
	}
	h := c.Digest(d)
	sig, err := crypto.Sign(h[:], key)
	if err != nil {
		return nil, fmt.Errorf("sign proof of compute: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// Recover returns the address that signed the claim. It accepts v as 0/1
// or 27/28 and rejects high-s signatures, as OpenZeppelin's ECDSA does.
func Recover(d types.Domain, c Claim, sig []byte) (common.Address, error) {
	if len(sig) != crypto.SignatureLength {
		return common.Address{}, fmt.Errorf("%w: length %d", ErrBadSignature, len(sig))
	}
	s := make([]byte, len(sig))
	copy(s, sig)
	if s[64] >= 27 {
		s[64] -= 27
	}
	r, sv := new(big.Int).SetBytes(s[:32]), new(big.Int).SetBytes(s[32:64])
	if !crypto.ValidateSignatureValues(s[64], r, sv, true) {
		return common.Address{}, fmt.Errorf("%w: values out of range", ErrBadSignature)
	}
	h := c.Digest(d)
	pub, err := crypto.SigToPub(h[:], s)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %w", ErrBadSignature, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// Verify checks that sig is miner's proof for the claim.
func Verify(d types.Domain, c Claim, sig []byte, miner common.Address) error {
	if c.FinishedMs < c.StartedMs {
		return ErrBadTimes
	}
	got, err := Recover(d, c, sig)
	if err != nil {
		return err
	}
	if got != miner {
		return fmt.Errorf("%w: recovered %s, want %s", ErrWrongSigner, got, miner)
	}
	return nil
}

// ClaimOf reads the claim a Result message carries.
func ClaimOf(r *types.Result) (Claim, error) {
	c := Claim{StartedMs: r.GetStartedMs(), FinishedMs: r.GetFinishedMs()}
	for _, f := range []struct {
		dst  *Hash
		src  []byte
		name string
	}{
		{&c.JobID, r.GetJobId(), "job id"},
		{&c.ModelHash, r.GetModelHash(), "model hash"},
		{&c.InputHash, r.GetInputHash(), "input hash"},
		{&c.ResultHash, r.GetResultHash(), "result hash"},
		{&c.EnvHash, r.GetEnvHash(), "env hash"},
	} {
		if len(f.src) != 32 {
			return Claim{}, fmt.Errorf("result %s must be 32 bytes, got %d", f.name, len(f.src))
		}
		copy(f.dst[:], f.src)
	}
	return c, nil
}

func u64(v uint64) []byte {
	var w [32]byte
	binary.BigEndian.PutUint64(w[24:], v)
	return w[:]
}
