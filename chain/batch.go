package chain

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/types"
)

// Leaf flag bits of the packed format (JobEscrow.submitBatch): the field
// follows; otherwise the previous leaf's value is reused.
const (
	flagClient = 1 << iota
	flagModel
	flagEngine
	flagSpec
	flagsAll = flagClient | flagModel | flagEngine | flagSpec
)

// MinLeafBytes is the size of a packed leaf that repeats the previous
// leaf's client, model, engine and spec; a leaf that sets all of them is
// MinLeafBytes+116 bytes.
const MinLeafBytes = 221

// MaxBatchBytes is the largest packed batch NewBatch builds: go-ethereum's
// transaction pool refuses transactions over 128 KiB, and the call needs
// some room around the leaves. At 221 bytes a leaf that is about 550
// leaves; split larger batches.
const MaxBatchBytes = 120 << 10

// Errors of batch building and decoding.
var (
	ErrEmptyBatch    = errors.New("chain: empty batch")
	ErrBatchTooLarge = errors.New("chain: batch too large for one transaction")
	ErrBadLeaf       = errors.New("chain: bad leaf")
	ErrMalformed     = errors.New("chain: malformed packed batch")
)

// Leaf is one finished job as a miner settles it: the client's signed
// JobOrder, the client's signed assignment of the job to this miner, the
// fee charged (at most the assignment's price) and the result's hash.
type Leaf struct {
	// Order is the JobOrder exactly as its client signed it (types.Sign
	// with the escrow's domain, see EscrowDomain): every field of the
	// EIP-712 struct, the job id and the 65-byte signature.
	Order *types.JobOrder
	// Fee is what the client pays, at most the order's max fee (the
	// winning bid's price).
	Fee *big.Int
	// ResultHash is the result the miner settles (proof.ResultHash).
	ResultHash [32]byte
	// Assignment is the client's signed assignment of the job to this miner: its price, settle-by time and settlement signature go into the leaf.
	Assignment *types.Assignment
}

// JobID is the leaf's job id: the JobOrder's EIP-712 hashStruct.
func (l Leaf) JobID() [32]byte { return l.Order.StructHash() }

// Client is the leaf's client.
func (l Leaf) Client() common.Address { return common.BytesToAddress(l.Order.GetClient()) }

// SettleByMs is the settle-by of the leaf's assignment (unix ms).
func (l Leaf) SettleByMs() uint64 { return uint64(l.Assignment.GetSettleByMs()) }

// Hash is the leaf's Merkle leaf: keccak256(abi.encode(jobId, client, fee,
// resultHash, settleByMs)), as JobEscrow.hashLeaf computes it.
func (l Leaf) Hash() [32]byte {
	return LeafHash(l.JobID(), l.Client(), l.Fee, l.ResultHash, l.SettleByMs())
}

// Challenge is the leaf as JobEscrow.challenge takes it.
func (l Leaf) Challenge() bindings.JobEscrowLeaf {
	return bindings.JobEscrowLeaf{JobId: l.JobID(), Client: l.Client(), Fee: new(big.Int).Set(l.Fee), ResultHash: l.ResultHash, SettleByMs: l.SettleByMs()}
}

// Assign is the settlement terms the holder of key (the order's client)
// grants miner for order o: an Assignment with the job id, miner, price
// and settle-by (unix ms), signed with SignSettlement in domain d (the
// escrow's). A node's assignment also carries the gossip fields and its
// own signature; tools and tests that settle without gossip need only this.
func Assign(d types.Domain, o *types.JobOrder, miner common.Address, price *big.Int, settleByMs int64, key *ecdsa.PrivateKey) (*types.Assignment, error) {
	id := o.StructHash()
	a := &types.Assignment{
		JobId: id[:], Subnet: o.GetSubnet(), Client: o.GetClient(), Miner: miner.Bytes(),
		Price: types.Amount(price), SettleByMs: settleByMs,
	}
	if err := a.SignSettlement(d, key); err != nil {
		return nil, fmt.Errorf("chain: assign job %x: %w", id[:4], err)
	}
	return a, nil
}

// Batch is a set of leaves of one subnet, ordered and encoded for
// JobEscrow.submitBatch.
type Batch struct {
	Subnet uint64
	// Leaves in on-chain order: sorted by client, then nonce, which makes
	// the contract charge each client once and touch each bitmap word once.
	Leaves []Leaf
	// Packed is submitBatch's `leaves` argument.
	Packed []byte
	// Hashes are the Merkle leaves, in Leaves order.
	Hashes [][32]byte
	// Root is the Merkle root the contract will compute and store.
	Root [32]byte
	// Miner is the miner every leaf's assignment names: only it can
	// submit the batch (the contract rebuilds each assignment with
	// miner = msg.sender).
	Miner common.Address
	// SettleBy is the earliest settle-by of the leaves (unix ms): the
	// batch must be mined by then.
	SettleBy int64
}

// NewBatch checks, orders and encodes leaves for submitBatch. It verifies
// each order's signature in domain d (the escrow's), its subnet, each
// assignment's settlement terms (signed by the order's client, for this
// job, fee ≤ price ≤ max fee), that every assignment names the same miner
// and that no (client, nonce) repeats, so a batch it returns reverts on
// chain only for reasons that depend on chain state or the sender: the
// client's free balance, a job settled before, the subnet's minimum fee,
// a settle-by passed, the sender not being Batch.Miner or not staked. The
// input slice is not modified.
func NewBatch(d types.Domain, subnet uint64, leaves []Leaf) (*Batch, error) {
	if len(leaves) == 0 {
		return nil, ErrEmptyBatch
	}
	sorted := slices.Clone(leaves)
	miner := common.BytesToAddress(sorted[0].Assignment.GetMiner())
	settleBy := int64(-1)
	for i, l := range sorted {
		if err := checkLeaf(d, subnet, miner, l); err != nil {
			return nil, fmt.Errorf("leaf %d: %w", i, err)
		}
		if sb := l.Assignment.GetSettleByMs(); settleBy < 0 || sb < settleBy {
			settleBy = sb
		}
	}
	slices.SortStableFunc(sorted, func(a, b Leaf) int {
		if c := bytes.Compare(a.Order.GetClient(), b.Order.GetClient()); c != 0 {
			return c
		}
		switch an, bn := a.Order.GetNonce(), b.Order.GetNonce(); {
		case an < bn:
			return -1
		case an > bn:
			return 1
		}
		return 0
	})
	b := &Batch{Subnet: subnet, Leaves: sorted, Hashes: make([][32]byte, len(sorted)), Miner: miner, SettleBy: settleBy}
	var prev *types.JobOrder
	for i, l := range sorted {
		o := l.Order
		if prev != nil && bytes.Equal(prev.GetClient(), o.GetClient()) && prev.GetNonce() == o.GetNonce() {
			return nil, fmt.Errorf("%w: client %s nonce %d appears twice", ErrBadLeaf, l.Client(), o.GetNonce())
		}
		b.Packed = appendLeaf(b.Packed, prev, l)
		b.Hashes[i] = l.Hash()
		prev = o
	}
	if len(b.Packed) > MaxBatchBytes {
		return nil, fmt.Errorf("%w: %d leaves pack to %d bytes, limit %d", ErrBatchTooLarge, len(sorted), len(b.Packed), MaxBatchBytes)
	}
	b.Root = MerkleRoot(b.Hashes)
	return b, nil
}

// Index is the position of the job in the batch, or -1.
func (b *Batch) Index(jobID [32]byte) int {
	for i, l := range b.Leaves {
		if l.JobID() == jobID {
			return i
		}
	}
	return -1
}

// Proof is the Merkle proof of leaf i for JobEscrow.challenge.
func (b *Batch) Proof(i int) [][32]byte { return MerkleProof(b.Hashes, i) }

// checkLeaf checks what the contract will check of a leaf that does not
// depend on chain state, with miner the batch's submitter.
func checkLeaf(d types.Domain, subnet uint64, miner common.Address, l Leaf) error {
	o := l.Order
	if o == nil {
		return fmt.Errorf("%w: no order", ErrBadLeaf)
	}
	id := o.StructHash()
	if o.GetSubnet() != subnet {
		return fmt.Errorf("%w: job %x is in subnet %d, batch is for subnet %d", ErrBadLeaf, id[:4], o.GetSubnet(), subnet)
	}
	if _, err := types.Verify(d, o); err != nil {
		return fmt.Errorf("%w: job %x: client signature: %w", ErrBadLeaf, id[:4], err)
	}
	maxFee := types.AmountOf(o.GetMaxFee())
	if maxFee.BitLen() > 128 {
		return fmt.Errorf("%w: job %x: max fee %s does not fit 128 bits", ErrBadLeaf, id[:4], maxFee)
	}
	a := l.Assignment
	if a == nil {
		return fmt.Errorf("%w: job %x: no assignment (the client's signed settlement terms)", ErrBadLeaf, id[:4])
	}
	if !bytes.Equal(a.GetJobId(), id[:]) {
		return fmt.Errorf("%w: job %x: assignment is for job %x", ErrBadLeaf, id[:4], a.GetJobId())
	}
	if len(a.GetMiner()) != common.AddressLength || common.BytesToAddress(a.GetMiner()) != miner {
		return fmt.Errorf("%w: job %x: assigned to %x, batch is for miner %s", ErrBadLeaf, id[:4], a.GetMiner(), miner)
	}
	if miner == l.Client() {
		return fmt.Errorf("%w: job %x: client %s cannot settle its own job", ErrBadLeaf, id[:4], miner)
	}
	signer, err := a.SettlementSigner(d)
	if err != nil {
		return fmt.Errorf("%w: job %x: settlement signature: %w", ErrBadLeaf, id[:4], err)
	}
	if signer != l.Client() {
		return fmt.Errorf("%w: job %x: settlement terms signed by %s, not the client %s", ErrBadLeaf, id[:4], signer, l.Client())
	}
	price := types.AmountOf(a.GetPrice())
	if price.Cmp(maxFee) > 0 {
		return fmt.Errorf("%w: job %x: assigned price %s above max fee %s", ErrBadLeaf, id[:4], price, maxFee)
	}
	if a.GetSettleByMs() < 0 {
		return fmt.Errorf("%w: job %x: negative settle-by %d", ErrBadLeaf, id[:4], a.GetSettleByMs())
	}
	if l.Fee == nil || l.Fee.Sign() < 0 || l.Fee.Cmp(price) > 0 {
		return fmt.Errorf("%w: job %x: fee %v outside [0, assigned price %s]", ErrBadLeaf, id[:4], l.Fee, price)
	}
	return nil
}

// appendLeaf encodes l after prev (nil for the first leaf).
func appendLeaf(dst []byte, prev *types.JobOrder, l Leaf) []byte {
	o := l.Order
	flags := byte(flagsAll)
	if prev != nil {
		flags = 0
		if !bytes.Equal(prev.GetClient(), o.GetClient()) {
			flags |= flagClient
		}
		if prev.GetModelCid() != o.GetModelCid() {
			flags |= flagModel
		}
		if prev.GetEngine() != o.GetEngine() {
			flags |= flagEngine
		}
		if prev.GetSpec() != o.GetSpec() {
			flags |= flagSpec
		}
	}
	dst = append(dst, flags)
	if flags&flagClient != 0 {
		dst = append(dst, common.BytesToAddress(o.GetClient()).Bytes()...)
	}
	if flags&flagModel != 0 {
		dst = append(dst, crypto.Keccak256([]byte(o.GetModelCid()))...)
	}
	if flags&flagEngine != 0 {
		dst = append(dst, crypto.Keccak256([]byte(o.GetEngine()))...)
	}
	if flags&flagSpec != 0 {
		dst = append(dst, crypto.Keccak256([]byte(o.GetSpec()))...)
	}
	dst = append(dst, crypto.Keccak256([]byte(o.GetInputCid()))...)
	dst = appendUint128(dst, types.AmountOf(o.GetMaxFee()))
	dst = binary.BigEndian.AppendUint64(dst, uint64(o.GetDeadlineMs()))
	dst = binary.BigEndian.AppendUint64(dst, o.GetNonce())
	dst = binary.BigEndian.AppendUint64(dst, uint64(o.GetCreatedMs()))
	dst = binary.BigEndian.AppendUint32(dst, o.GetBidWindowMs())
	dst = binary.BigEndian.AppendUint64(dst, o.GetInputBytes())
	dst = appendUint128(dst, l.Fee)
	dst = appendUint128(dst, types.AmountOf(l.Assignment.GetPrice()))
	dst = binary.BigEndian.AppendUint64(dst, uint64(l.Assignment.GetSettleByMs()))
	dst = append(dst, l.ResultHash[:]...)
	r, vs := compactSig(l.Assignment.GetSettlementSignature())
	dst = append(dst, r[:]...)
	return append(dst, vs[:]...)
}

// compactSig is a 65-byte r‖s‖v signature as EIP-2098 compact: r, then s
// with v-27 in the top bit. sig must be 65 bytes.
func compactSig(sig []byte) (r, vs [32]byte) {
	r, vs = [32]byte(sig[:32]), [32]byte(sig[32:64])
	if v := sig[64]; v == 1 || v == 28 {
		vs[0] |= 0x80
	}
	return r, vs
}

// PackSupersede is the input of a JobEscrow.supersede call that voids
// settled leaf (proven by proof in batch batchID) with newer terms: a,
// an assignment of the same job its client signed (SignSettlement) with a
// later settle-by than the leaf's. The contract checks all of it; this
// only refuses an assignment without a well-formed settlement signature.
func PackSupersede(batchID *big.Int, leaf bindings.JobEscrowLeaf, proof [][32]byte, a *types.Assignment) ([]byte, error) {
	sig := a.GetSettlementSignature()
	if len(sig) != 65 {
		return nil, fmt.Errorf("%w: settlement signature of %d bytes", ErrBadLeaf, len(sig))
	}
	r, vs := compactSig(sig)
	return bindings.NewJobEscrow().PackSupersede(batchID, leaf, proof, common.BytesToAddress(a.GetMiner()),
		types.AmountOf(a.GetPrice()), uint64(a.GetSettleByMs()), r, vs), nil
}

func appendUint128(dst []byte, v *big.Int) []byte {
	var w [16]byte
	v.FillBytes(w[:])
	return append(dst, w[:]...)
}

// SettledLeaf is a leaf read back from a submitBatch call's calldata: what a
// client or an indexer learns of a batch without the miner's help. The
// JobOrder's strings are only there as hashes.
type SettledLeaf struct {
	JobID      [32]byte
	Client     common.Address
	ModelHash  [32]byte // keccak256(modelCid)
	InputHash  [32]byte // keccak256(inputCid)
	EngineHash [32]byte // keccak256(engine)
	SpecHash   [32]byte // keccak256(spec)
	MaxFee     *big.Int
	DeadlineMs uint64
	Nonce      uint64
	CreatedMs  uint64
	BidWindow  uint32
	InputBytes uint64
	Fee        *big.Int
	Price      *big.Int // the assigned price
	SettleByMs uint64   // the assignment's settle-by (unix ms)
	ResultHash [32]byte
	// Signature is the client's settlement signature over
	// Assignment(jobId, miner, price, settleByMs), the miner being the
	// transaction's sender: 65 bytes r‖s‖v, v ∈ {0, 1}.
	Signature []byte
}

// Hash is the leaf's Merkle leaf.
func (l SettledLeaf) Hash() [32]byte {
	return LeafHash(l.JobID, l.Client, l.Fee, l.ResultHash, l.SettleByMs)
}

// Challenge is the leaf as JobEscrow.challenge takes it.
func (l SettledLeaf) Challenge() bindings.JobEscrowLeaf {
	return bindings.JobEscrowLeaf{JobId: l.JobID, Client: l.Client, Fee: new(big.Int).Set(l.Fee), ResultHash: l.ResultHash, SettleByMs: l.SettleByMs}
}

var jobOrderTypeHash = crypto.Keccak256Hash([]byte("JobOrder(uint64 subnet,address client,string modelCid,string inputCid,string engine,string spec,uint256 maxFee,uint64 deadlineMs,uint64 nonce,uint64 createdMs,uint32 bidWindowMs,uint64 inputBytes)"))

// DecodeBatch reads packed leaves (submitBatch's `leaves` argument, see
// UnpackSubmitBatch) and recomputes each job id. It does not check
// signatures: the contract did when it accepted the batch.
func DecodeBatch(subnet uint64, packed []byte) ([]SettledLeaf, error) {
	if len(packed) == 0 {
		return nil, ErrEmptyBatch
	}
	var (
		out                       []SettledLeaf
		client                    common.Address
		model, engine, spec       [32]byte
		p                         = packed
		off                       int
		take                      = func(n int) []byte { b := p[:n]; p = p[n:]; off += n; return b }
		word                      = func(b []byte) []byte { return common.LeftPadBytes(b, 32) }
		u64w                      = func(v uint64) []byte { return word(binary.BigEndian.AppendUint64(nil, v)) }
		subnetWord, typeHashBytes = u64w(subnet), jobOrderTypeHash.Bytes()
	)
	for len(p) > 0 {
		start := off
		flags := p[0]
		need := MinLeafBytes
		for _, f := range []struct {
			bit  byte
			size int
		}{{flagClient, 20}, {flagModel, 32}, {flagEngine, 32}, {flagSpec, 32}} {
			if flags&f.bit != 0 {
				need += f.size
			}
		}
		if flags > flagsAll || len(p) < need || (len(out) == 0 && flags != flagsAll) {
			return nil, fmt.Errorf("%w at byte %d", ErrMalformed, start)
		}
		take(1)
		if flags&flagClient != 0 {
			client = common.BytesToAddress(take(20))
		}
		if flags&flagModel != 0 {
			model = [32]byte(take(32))
		}
		if flags&flagEngine != 0 {
			engine = [32]byte(take(32))
		}
		if flags&flagSpec != 0 {
			spec = [32]byte(take(32))
		}
		l := SettledLeaf{Client: client, ModelHash: model, EngineHash: engine, SpecHash: spec}
		l.InputHash = [32]byte(take(32))
		l.MaxFee = new(big.Int).SetBytes(take(16))
		l.DeadlineMs = binary.BigEndian.Uint64(take(8))
		l.Nonce = binary.BigEndian.Uint64(take(8))
		l.CreatedMs = binary.BigEndian.Uint64(take(8))
		l.BidWindow = binary.BigEndian.Uint32(take(4))
		l.InputBytes = binary.BigEndian.Uint64(take(8))
		l.Fee = new(big.Int).SetBytes(take(16))
		l.Price = new(big.Int).SetBytes(take(16))
		l.SettleByMs = binary.BigEndian.Uint64(take(8))
		l.ResultHash = [32]byte(take(32))
		r, vs := take(32), [32]byte(take(32))
		v := vs[0] >> 7
		vs[0] &= 0x7f
		l.Signature = append(append(append([]byte{}, r...), vs[:]...), v)
		l.JobID = crypto.Keccak256Hash(
			typeHashBytes, subnetWord, word(client.Bytes()), model[:], l.InputHash[:], engine[:], spec[:],
			word(l.MaxFee.Bytes()), u64w(l.DeadlineMs), u64w(l.Nonce), u64w(l.CreatedMs), u64w(uint64(l.BidWindow)), u64w(l.InputBytes),
		)
		out = append(out, l)
	}
	return out, nil
}

// UnpackSubmitBatch reads the arguments of a submitBatch transaction's
// input data.
func UnpackSubmitBatch(input []byte) (subnet uint64, packed []byte, err error) {
	m, err := escrowABI().MethodById(input)
	if err != nil || m.RawName != "submitBatch" {
		return 0, nil, fmt.Errorf("%w: not a submitBatch call", ErrMalformed)
	}
	args, err := m.Inputs.Unpack(input[4:])
	if err != nil {
		return 0, nil, fmt.Errorf("%w: %w", ErrMalformed, err)
	}
	return args[0].(uint64), args[1].([]byte), nil
}

// LeafHash is JobEscrow.hashLeaf: keccak256(abi.encode(jobId, client, fee,
// resultHash, settleByMs)).
func LeafHash(jobID [32]byte, client common.Address, fee *big.Int, resultHash [32]byte, settleByMs uint64) [32]byte {
	var f, sb [32]byte
	fee.FillBytes(f[:])
	binary.BigEndian.PutUint64(sb[24:], settleByMs)
	return crypto.Keccak256Hash(jobID[:], common.LeftPadBytes(client.Bytes(), 32), f[:], resultHash[:], sb[:])
}

// LeafRecordBytes is the size of one leaf in a BatchLeaves event.
const LeafRecordBytes = 108

// DecodeBatchLeaves reads the leaves of a JobEscrow BatchLeaves event:
// jobId:32 client:20 fee:uint128 resultHash:32 settleByMs:uint64 each, in
// the batch's tree order. Only those fields are set (the event carries no
// JobOrder or signature). The caller checks them against the batch's
// root (MerkleRoot of their hashes) before trusting them.
func DecodeBatchLeaves(records []byte) ([]SettledLeaf, error) {
	if len(records) == 0 || len(records)%LeafRecordBytes != 0 {
		return nil, fmt.Errorf("%w: %d bytes of leaf records", ErrMalformed, len(records))
	}
	out := make([]SettledLeaf, 0, len(records)/LeafRecordBytes)
	for p := records; len(p) > 0; p = p[LeafRecordBytes:] {
		out = append(out, SettledLeaf{
			JobID:      [32]byte(p[:32]),
			Client:     common.BytesToAddress(p[32:52]),
			Fee:        new(big.Int).SetBytes(p[52:68]),
			ResultHash: [32]byte(p[68:100]),
			SettleByMs: binary.BigEndian.Uint64(p[100:108]),
		})
	}
	return out, nil
}

// MerkleRoot is the root JobEscrow computes over leaf hashes: pairs hashed
// in sorted order (OpenZeppelin's commutative keccak256), an odd last node
// promoted unchanged to the next level.
func MerkleRoot(hashes [][32]byte) [32]byte {
	if len(hashes) == 0 {
		return [32]byte{}
	}
	level := slices.Clone(hashes)
	for len(level) > 1 {
		next := level[:0:0]
		for i := 0; i < len(level); i += 2 {
			if i+1 == len(level) {
				next = append(next, level[i])
				continue
			}
			next = append(next, hashPair(level[i], level[i+1]))
		}
		level = next
	}
	return level[0]
}

// MerkleProof is the proof of hashes[i] under MerkleRoot(hashes), in the
// form OpenZeppelin's MerkleProof.verify takes (siblings from the leaf up).
func MerkleProof(hashes [][32]byte, i int) [][32]byte {
	if i < 0 || i >= len(hashes) {
		return nil
	}
	var proof [][32]byte
	level := slices.Clone(hashes)
	for len(level) > 1 {
		if sib := i ^ 1; sib < len(level) {
			proof = append(proof, level[sib])
		}
		next := level[:0:0]
		for j := 0; j < len(level); j += 2 {
			if j+1 == len(level) {
				next = append(next, level[j])
				continue
			}
			next = append(next, hashPair(level[j], level[j+1]))
		}
		level, i = next, i/2
	}
	return proof
}

// VerifyMerkleProof checks a proof as the contract does.
func VerifyMerkleProof(root, leaf [32]byte, proof [][32]byte) bool {
	h := leaf
	for _, p := range proof {
		h = hashPair(h, p)
	}
	return h == root
}

func hashPair(a, b [32]byte) [32]byte {
	if bytes.Compare(a[:], b[:]) > 0 {
		a, b = b, a
	}
	return crypto.Keccak256Hash(a[:], b[:])
}
