package chain

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/types"
)

// VerdictSigOf converts a signed wire verdict into the calldata
// Challenges.open and Challenges.addVerdicts take. The contract takes the
// job id, subnet, miner and result hash from the challenged leaf and batch,
// so a verdict whose fields differ from those recovers to another address
// and is refused (UnstakedVerifier). The sample hash is keccak256 of the
// sampling proof, as in types.Verdict.StructHash. The signature's v is
// normalised to 27/28 (go-ethereum's crypto.Sign, used by types.Sign, gives
// 0/1; the contract accepts both). The signature is copied. Field
// encodings match types.Verdict.StructHash exactly (reexec hash
// left-padded, created ms as uint64).
func VerdictSigOf(v *types.Verdict) bindings.ChallengesVerdictSig {
	sig := append([]byte(nil), v.GetSignature()...)
	if len(sig) == crypto.SignatureLength && sig[64] < 27 {
		sig[64] += 27
	}
	return bindings.ChallengesVerdictSig{
		Agree:      v.GetAgree(),
		ReexecHash: common.BytesToHash(v.GetReexecHash()),
		SampleHash: crypto.Keccak256Hash(v.GetSampleProof()),
		CreatedMs:  uint64(v.GetCreatedMs()), // as StructHash encodes it
		FeeCap:     new(big.Int).SetBytes(v.FeeCapWord()),
		Signature:  sig,
	}
}

// OrderOf is a job order's terms as Challenges.open takes them: the
// contract hashes them (types.JobOrder.StructHash) to check they are the
// leaf's job and reads the job's engine and model from them.
func OrderOf(o *types.JobOrder) bindings.ChallengesOrder {
	return bindings.ChallengesOrder{
		Subnet:      o.GetSubnet(),
		Client:      common.BytesToAddress(o.GetClient()),
		ModelCid:    o.GetModelCid(),
		InputCid:    o.GetInputCid(),
		Engine:      o.GetEngine(),
		Spec:        o.GetSpec(),
		MaxFee:      types.AmountOf(o.GetMaxFee()),
		DeadlineMs:  uint64(o.GetDeadlineMs()),
		Nonce:       o.GetNonce(),
		CreatedMs:   uint64(o.GetCreatedMs()),
		BidWindowMs: uint32(o.GetBidWindowMs()),
		InputBytes:  o.GetInputBytes(),
	}
}

// JobEngine is Challenges.jobEngine: the engine an order's verifier keys
// are taken under, its engine with ASCII letters lower-cased and "onnx"
// for none (nodes match engines case-insensitively and run an order
// without one on ONNX).
func JobEngine(engine string) string {
	if engine == "" {
		return "onnx"
	}
	b := []byte(engine)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}

// VerifierKey is Challenges.verifierKey: the key under which a validator
// declares it re-executes jobs of engine and model (every model of the
// engine when model is empty), keccak256(abi.encode(engine, model)).
func VerifierKey(engine, model string) common.Hash {
	enc := func(s string) []byte {
		n := (len(s) + 31) / 32 * 32
		out := make([]byte, 32+n)
		new(big.Int).SetInt64(int64(len(s))).FillBytes(out[:32])
		copy(out[32:], s)
		return out
	}
	e, m := enc(engine), enc(model)
	head := make([]byte, 64)
	new(big.Int).SetInt64(64).FillBytes(head[:32])
	new(big.Int).SetInt64(int64(64 + len(e))).FillBytes(head[32:])
	return crypto.Keccak256Hash(head, e, m)
}
