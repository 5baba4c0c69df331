package chain

import (
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
		Signature:  sig,
	}
}
