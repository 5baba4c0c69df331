package types

import (
	"crypto/ecdsa"
	"encoding/binary"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// EIP-712 type strings. A contract verifying a JobOrder uses the same
// strings; changing them is a protocol version change.
const (
	domainType   = "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"
	jobOrderType = "JobOrder(uint64 subnet,address client,string modelCid,string inputCid,string engine,string spec,uint256 maxFee,uint64 deadlineMs,uint64 nonce,uint64 createdMs,uint32 bidWindowMs,uint64 inputBytes)"
	// VerdictType is the EIP-712 type of a validator's verdict. The
	// validator is the signer (recovered, not a field); sampleHash is
	// keccak256 of the sampling proof. The Challenges contract checks
	// verdicts of this type in the escrow's domain.
	// feeCap is the verdict's fee_cap as a uint256, the largest one when
	// the verdict has none.
	VerdictType = "Verdict(bytes32 jobId,uint64 subnet,address miner,bytes32 resultHash,bool agree,bytes32 reexecHash,bytes32 sampleHash,uint64 createdMs,uint256 feeCap)"
	// AssignmentType is the EIP-712 type of the settlement terms a client
	// grants the miner it assigns (the Assignment message's price,
	// settle_by_ms and settlement_signature). jobId is the JobOrder's
	// hashStruct; JobEscrow.submitBatch pays a leaf only to msg.sender ==
	// miner, only up to price, only before settleByMs.
	AssignmentType = "Assignment(bytes32 jobId,address miner,uint256 price,uint64 settleByMs)"
)

var (
	domainTypeHash   = crypto.Keccak256Hash([]byte(domainType))
	jobOrderTypeHash = crypto.Keccak256Hash([]byte(jobOrderType))
	verdictTypeHash  = crypto.Keccak256Hash([]byte(VerdictType))
	assignTypeHash   = crypto.Keccak256Hash([]byte(AssignmentType))
)

// Separator is the EIP-712 domain separator.
func (d Domain) Separator() [32]byte {
	var chain [32]byte
	binary.BigEndian.PutUint64(chain[24:], d.ChainID)
	var out [32]byte
	copy(out[:], crypto.Keccak256(
		domainTypeHash[:],
		crypto.Keccak256([]byte(d.Name)),
		crypto.Keccak256([]byte(d.Version)),
		chain[:],
		word(d.VerifyingContract.Bytes()),
	))
	return out
}

// StructHash is EIP-712 hashStruct(JobOrder). It is also the job id: the id
// is derived from the job's content (client, nonce and time included), so
// two different jobs cannot share an id and a replayed job is recognised.
func (j *JobOrder) StructHash() [32]byte {
	var out [32]byte
	copy(out[:], crypto.Keccak256(
		jobOrderTypeHash[:],
		u64(j.GetSubnet()),
		word(j.GetClient()),
		crypto.Keccak256([]byte(j.GetModelCid())),
		crypto.Keccak256([]byte(j.GetInputCid())),
		crypto.Keccak256([]byte(j.GetEngine())),
		crypto.Keccak256([]byte(j.GetSpec())),
		word(j.GetMaxFee()),
		u64(uint64(j.GetDeadlineMs())),
		u64(j.GetNonce()),
		u64(uint64(j.GetCreatedMs())),
		u64(uint64(j.GetBidWindowMs())),
		u64(j.GetInputBytes()),
	))
	return out
}

// TypedDataHash is the EIP-712 digest keccak256(0x1901 || domain || struct)
// of the order's terms (its struct hash is the job id contracts compute).
func (j *JobOrder) TypedDataHash(d Domain) [32]byte {
	sep := d.Separator()
	sh := j.StructHash()
	var out [32]byte
	copy(out[:], crypto.Keccak256([]byte{0x19, 0x01}, sep[:], sh[:]))
	return out
}

// SignedHash is what the client signs: the EIP-712 digest of the terms
// bound to the two fields outside the struct (client_addrs and
// direct_until_ms), which change what peers do with the order, so nobody
// can relay a copy with other values under the client's signature.
// Contracts never recover an order's signature (they compute the job id
// and recover the Assignment's settlement signature).
func (j *JobOrder) SignedHash(d Domain) [32]byte {
	td := j.TypedDataHash(d)
	parts := [][]byte{[]byte("\x19tensora-order"), td[:], u64(uint64(j.GetDirectUntilMs())), u64(uint64(len(j.GetClientAddrs())))}
	for _, a := range j.GetClientAddrs() {
		parts = append(parts, u64(uint64(len(a))), []byte(a))
	}
	var out [32]byte
	copy(out[:], crypto.Keccak256(parts...))
	return out
}

// StructHash is EIP-712 hashStruct(Verdict).
func (v *Verdict) StructHash() [32]byte {
	agree := u64(0)
	if v.GetAgree() {
		agree = u64(1)
	}
	var out [32]byte
	copy(out[:], crypto.Keccak256(
		verdictTypeHash[:],
		word(v.GetJobId()),
		u64(v.GetSubnet()),
		word(v.GetMiner()),
		word(v.GetResultHash()),
		agree,
		word(v.GetReexecHash()),
		crypto.Keccak256(v.GetSampleProof()),
		u64(uint64(v.GetCreatedMs())),
		v.FeeCapWord(),
	))
	return out
}

// NoFeeCap is the fee cap of a verdict that bounds no fee of its own: the
// largest uint256.
var NoFeeCap = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// FeeCapAmount is the most the verdict says the job may cost: its fee_cap, or
// NoFeeCap when it has none.
func (v *Verdict) FeeCapAmount() *big.Int {
	if len(v.GetFeeCap()) == 0 {
		return new(big.Int).Set(NoFeeCap)
	}
	return new(big.Int).SetBytes(v.GetFeeCap())
}

// FeeCapWord is the verdict's fee cap as the 32-byte word EIP-712 and the
// Challenges contract encode.
func (v *Verdict) FeeCapWord() []byte {
	if len(v.GetFeeCap()) == 0 {
		w := make([]byte, 32)
		for i := range w {
			w[i] = 0xff
		}
		return w
	}
	return word(v.GetFeeCap())
}

// Against says whether the verdict counts against a settled leaf charging
// fee: it disagrees with the result, or caps the job's fee below fee
// (as the Challenges contract counts it).
func (v *Verdict) Against(fee *big.Int) bool {
	return !v.GetAgree() || (fee != nil && fee.Cmp(v.FeeCapAmount()) > 0)
}

// TypedDataHash is the EIP-712 digest of a verdict: what a validator signs
// and what the Challenges contract recovers as evidence.
func (v *Verdict) TypedDataHash(d Domain) [32]byte {
	sep := d.Separator()
	sh := v.StructHash()
	var out [32]byte
	copy(out[:], crypto.Keccak256([]byte{0x19, 0x01}, sep[:], sh[:]))
	return out
}

// SettlementStructHash is EIP-712 hashStruct(Assignment): the settlement
// terms (job id, miner, price, settle-by) of an assignment.
func (a *Assignment) SettlementStructHash() [32]byte {
	var out [32]byte
	copy(out[:], crypto.Keccak256(
		assignTypeHash[:],
		word(a.GetJobId()),
		word(a.GetMiner()),
		word(a.GetPrice()),
		u64(uint64(a.GetSettleByMs())),
	))
	return out
}

// SettlementDigest is the EIP-712 digest of an assignment's settlement
// terms: what the client signs into settlement_signature and what
// JobEscrow recovers for each batch leaf.
func (a *Assignment) SettlementDigest(d Domain) [32]byte {
	sep := d.Separator()
	sh := a.SettlementStructHash()
	var out [32]byte
	copy(out[:], crypto.Keccak256([]byte{0x19, 0x01}, sep[:], sh[:]))
	return out
}

// SignSettlement signs the assignment's settlement terms (job id, miner,
// price, settle_by_ms, already set) with the client's key. Sign the
// message itself (Sign) afterwards: its signature covers this one.
func (a *Assignment) SignSettlement(d Domain, key *ecdsa.PrivateKey) error {
	h := a.SettlementDigest(d)
	sig, err := crypto.Sign(h[:], key)
	if err != nil {
		return fmt.Errorf("sign settlement terms: %w", err)
	}
	a.SettlementSignature = sig
	return nil
}

// SettlementSigner recovers who signed the assignment's settlement terms
// (low-s, 65-byte signatures only, as the contract requires).
func (a *Assignment) SettlementSigner(d Domain) (common.Address, error) {
	sig := a.GetSettlementSignature()
	if len(sig) != crypto.SignatureLength {
		return common.Address{}, fmt.Errorf("%w: settlement signature length %d", ErrBadSignature, len(sig))
	}
	r, s := new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64])
	if !crypto.ValidateSignatureValues(sig[64], r, s, true) {
		return common.Address{}, fmt.Errorf("%w: settlement signature values out of range", ErrBadSignature)
	}
	h := a.SettlementDigest(d)
	pub, err := crypto.SigToPub(h[:], sig)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %w", ErrBadSignature, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// word left-pads b to 32 bytes (b longer than 32 is truncated on the left;
// CheckFields rejects such messages before they are hashed).
func word(b []byte) []byte {
	var w [32]byte
	if len(b) > 32 {
		b = b[len(b)-32:]
	}
	copy(w[32-len(b):], b)
	return w[:]
}

func u64(v uint64) []byte {
	var w [32]byte
	binary.BigEndian.PutUint64(w[24:], v)
	return w[:]
}

// Amount encodes a non-negative amount in wei as a uint256 byte string.
func Amount(v *big.Int) []byte {
	if v == nil || v.Sign() <= 0 {
		return nil
	}
	return v.Bytes()
}

// AmountOf decodes a uint256 byte string; nil and empty are zero.
func AmountOf(b []byte) *big.Int { return new(big.Int).SetBytes(b) }
