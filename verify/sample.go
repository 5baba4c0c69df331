package verify

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/types"
)

// BPS is one whole in basis points.
const BPS = 10_000

// DefaultRateBps is the sample rate a subnet gets unless it sets one (10%).
const DefaultRateBps = 1000

// ErrBadSampleProof is returned for a sampling proof that is not the
// claimed validator's signature over the result.
var ErrBadSampleProof = errors.New("sampling proof is not the validator's signature over this result")

// SampleDigest is what a validator signs to decide whether to re-execute a
// result: keccak256("\x19tensora-sample" || domainSeparator || jobID ||
// resultHash). The domain keeps a network's decisions apart from another's.
func SampleDigest(d types.Domain, jobID, resultHash [32]byte) [32]byte {
	sep := d.Separator()
	var out [32]byte
	copy(out[:], crypto.Keccak256([]byte("\x19tensora-sample"), sep[:], jobID[:], resultHash[:]))
	return out
}

// Sample signs the result's sample digest with the validator's key and
// decides: sampled with probability rateBps/10000 over results, fixed for
// a given key and result. The proof (the 65-byte signature) travels in the
// validator's Verdict.
func Sample(d types.Domain, key *ecdsa.PrivateKey, jobID, resultHash [32]byte, rateBps uint16) (proof []byte, sampled bool, err error) {
	h := SampleDigest(d, jobID, resultHash)
	proof, err = crypto.Sign(h[:], key)
	if err != nil {
		return nil, false, fmt.Errorf("verify: sign sample digest: %w", err)
	}
	return proof, Decide(proof, rateBps), nil
}

// CheckSample verifies that proof is validator's signature over the
// result's sample digest and returns the decision it implies.
func CheckSample(d types.Domain, validator common.Address, jobID, resultHash [32]byte, proof []byte, rateBps uint16) (bool, error) {
	if len(proof) != crypto.SignatureLength {
		return false, fmt.Errorf("%w: %d bytes", ErrBadSampleProof, len(proof))
	}
	r, s := new(big.Int).SetBytes(proof[:32]), new(big.Int).SetBytes(proof[32:64])
	if !crypto.ValidateSignatureValues(proof[64], r, s, true) {
		return false, fmt.Errorf("%w: values out of range", ErrBadSampleProof)
	}
	h := SampleDigest(d, jobID, resultHash)
	pub, err := crypto.SigToPub(h[:], proof)
	if err != nil {
		return false, fmt.Errorf("%w: %w", ErrBadSampleProof, err)
	}
	if crypto.PubkeyToAddress(*pub) != validator {
		return false, ErrBadSampleProof
	}
	return Decide(proof, rateBps), nil
}

// two256 is 2^256.
var two256 = new(big.Int).Lsh(big.NewInt(1), 256)

// Decide maps a sampling proof to the decision: keccak256(proof) read as a
// 256-bit number is below rateBps/10000 of 2^256. A rate of 10000 or more
// samples everything, 0 nothing.
func Decide(proof []byte, rateBps uint16) bool {
	if rateBps >= BPS {
		return true
	}
	if rateBps == 0 {
		return false
	}
	u := new(big.Int).SetBytes(crypto.Keccak256(proof))
	limit := new(big.Int).Mul(two256, big.NewInt(int64(rateBps)))
	limit.Quo(limit, big.NewInt(BPS))
	return u.Cmp(limit) < 0
}
