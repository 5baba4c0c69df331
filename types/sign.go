package types

import (
	"bytes"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"google.golang.org/protobuf/proto"
)

// Errors returned by Verify; callers branch on them to decide between a
// Reject and an Ignore.
var (
	ErrBadSignature = errors.New("bad signature")
	ErrWrongAuthor  = errors.New("signer is not the declared author")
	ErrBadJobID     = errors.New("job id does not match its content")
)

// Domain separates signatures of different networks, like EIP-712's domain:
// a message signed for one chain id or contract is invalid on another.
type Domain struct {
	Name              string
	Version           string
	ChainID           uint64
	VerifyingContract common.Address
}

// DevDomain is the domain of the embedded development chain.
var DevDomain = Domain{Name: "Tensora", Version: "1", ChainID: 1337}

// Signed is implemented by every signed wire message.
type Signed interface {
	proto.Message
	GetSignature() []byte
	// Kind names the message type in digests and logs ("bid", "job", ...).
	Kind() string
	// Author is the declared 20-byte author address.
	Author() []byte
	setSignature([]byte)
	setAuthor(common.Address)
}

func (m *HardwareAdvert) Kind() string { return "advert" }
func (m *JobOrder) Kind() string       { return "job" }
func (m *Bid) Kind() string            { return "bid" }
func (m *Assignment) Kind() string     { return "assignment" }
func (m *Ack) Kind() string            { return "ack" }
func (m *Result) Kind() string         { return "result" }
func (m *Verdict) Kind() string        { return "verdict" }

func (m *HardwareAdvert) Author() []byte { return m.GetMiner() }
func (m *JobOrder) Author() []byte       { return m.GetClient() }
func (m *Bid) Author() []byte            { return m.GetMiner() }
func (m *Assignment) Author() []byte     { return m.GetClient() }
func (m *Ack) Author() []byte            { return m.GetMiner() }
func (m *Result) Author() []byte         { return m.GetMiner() }
func (m *Verdict) Author() []byte        { return m.GetValidator() }

func (m *HardwareAdvert) setSignature(s []byte) { m.Signature = s }
func (m *JobOrder) setSignature(s []byte)       { m.Signature = s }
func (m *Bid) setSignature(s []byte)            { m.Signature = s }
func (m *Assignment) setSignature(s []byte)     { m.Signature = s }
func (m *Ack) setSignature(s []byte)            { m.Signature = s }
func (m *Result) setSignature(s []byte)         { m.Signature = s }
func (m *Verdict) setSignature(s []byte)        { m.Signature = s }

func (m *HardwareAdvert) setAuthor(a common.Address) { m.Miner = a.Bytes() }
func (m *JobOrder) setAuthor(a common.Address)       { m.Client = a.Bytes() }
func (m *Bid) setAuthor(a common.Address)            { m.Miner = a.Bytes() }
func (m *Assignment) setAuthor(a common.Address)     { m.Client = a.Bytes() }
func (m *Ack) setAuthor(a common.Address)            { m.Miner = a.Bytes() }
func (m *Result) setAuthor(a common.Address)         { m.Miner = a.Bytes() }
func (m *Verdict) setAuthor(a common.Address)        { m.Validator = a.Bytes() }

// Digest is the 32-byte hash a message's signature covers. For a JobOrder
// and a Verdict it is the EIP-712 digest (contracts recover both); for the others it is
// keccak256("\x19tensora-msg" || domainSeparator || kind || 0x00 || body),
// where body is the deterministic protobuf encoding without the signature.
// Proto3 with no maps encodes fields in field-number order, so the encoding
// is canonical for a given message.
func Digest(d Domain, m Signed) ([32]byte, error) {
	if j, ok := m.(*JobOrder); ok {
		return j.SignedHash(d), nil
	}
	if v, ok := m.(*Verdict); ok {
		return v.TypedDataHash(d), nil
	}
	c := proto.Clone(m).(Signed)
	c.setSignature(nil)
	body, err := proto.MarshalOptions{Deterministic: true}.Marshal(c)
	if err != nil {
		return [32]byte{}, fmt.Errorf("encode %s: %w", m.Kind(), err)
	}
	sep := d.Separator()
	var out [32]byte
	copy(out[:], crypto.Keccak256([]byte("\x19tensora-msg"), sep[:], []byte(m.Kind()), []byte{0}, body))
	return out, nil
}

// ID is the content id of a message: its digest. It excludes the signature,
// so a re-signed (malleated) copy has the same id and is caught as a replay.
func ID(d Domain, m Signed) ([32]byte, error) { return Digest(d, m) }

// Sign sets the author to the key's address (and, for a JobOrder, the
// derived job id) and signs the digest.
func Sign(d Domain, m Signed, key *ecdsa.PrivateKey) error {
	m.setAuthor(crypto.PubkeyToAddress(key.PublicKey))
	if j, ok := m.(*JobOrder); ok {
		id := j.StructHash()
		j.JobId = id[:]
	}
	h, err := Digest(d, m)
	if err != nil {
		return err
	}
	sig, err := crypto.Sign(h[:], key)
	if err != nil {
		return fmt.Errorf("sign %s: %w", m.Kind(), err)
	}
	m.setSignature(sig)
	return nil
}

// Verify checks the signature (low-s, 65 bytes), that it recovers to the
// declared author, and for a JobOrder that the id is derived from its
// content. It returns the author's public key.
func Verify(d Domain, m Signed) (*ecdsa.PublicKey, error) {
	return verify(d, m, nil)
}

// VerifyDigest is Verify for a caller that already holds the message's
// Digest (the gossip validator computes it once as the message's ID and
// uses it for both the replay check and the signature).
func VerifyDigest(d Domain, m Signed, digest [32]byte) (*ecdsa.PublicKey, error) {
	return verify(d, m, &digest)
}

func verify(d Domain, m Signed, digest *[32]byte) (*ecdsa.PublicKey, error) {
	if j, ok := m.(*JobOrder); ok {
		id := j.StructHash()
		if string(j.GetJobId()) != string(id[:]) {
			return nil, ErrBadJobID
		}
	}
	sig := m.GetSignature()
	if len(sig) != crypto.SignatureLength {
		return nil, fmt.Errorf("%w: length %d", ErrBadSignature, len(sig))
	}
	r, s := new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64])
	if !crypto.ValidateSignatureValues(sig[64], r, s, true) {
		return nil, fmt.Errorf("%w: values out of range", ErrBadSignature)
	}
	var h [32]byte
	if digest != nil {
		h = *digest
	} else {
		var err error
		if h, err = Digest(d, m); err != nil {
			return nil, err
		}
	}
	pub, err := crypto.SigToPub(h[:], sig)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadSignature, err)
	}
	if crypto.PubkeyToAddress(*pub) != common.BytesToAddress(m.Author()) || len(m.Author()) != common.AddressLength {
		return nil, ErrWrongAuthor
	}
	if a, ok := m.(*Assignment); ok && a.GetOrder() != nil {
		// The order an assignment carries is checked as if it came on
		// its own topic: its job id derived from it, its client's
		// signature; and its client is the assignment's author.
		if _, err := verify(d, a.GetOrder(), nil); err != nil {
			return nil, fmt.Errorf("%w: assignment's order: %v", ErrBadSignature, err)
		}
		if !bytes.Equal(a.GetOrder().GetClient(), a.GetClient()) || !bytes.Equal(a.GetOrder().GetJobId(), a.GetJobId()) {
			return nil, fmt.Errorf("%w: the assignment's order is another client's or job's", ErrBadSignature)
		}
	}
	return pub, nil
}
