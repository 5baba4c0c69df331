package acl

import (
	"crypto/ecdsa"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/types"
)

// GrantType is the EIP-712 type of an off-chain grant (SubnetACL.GRANT_TYPEHASH).
const GrantType = "Grant(uint64 subnet,uint8 bits,address audience,uint64 expiry,uint256 nonce)"

var grantTypeHash = crypto.Keccak256Hash([]byte(GrantType))

// Domain is the EIP-712 domain of off-chain grants: SubnetACL's ("SubnetACL", "1").
type Domain = types.Domain

// NewDomain is the domain of grants checked by the SubnetACL at acl on chain chainID.
func NewDomain(chainID uint64, acl common.Address) Domain {
	return Domain{Name: "SubnetACL", Version: "1", ChainID: chainID, VerifyingContract: acl}
}

// ErrBadGrant: an off-chain grant that does not hold (bad signature, wrong
// audience, expired, bits it cannot grant). Errors wrapping it say which.
var ErrBadGrant = errors.New("acl: bad grant")

// Grant is an off-chain grant: its signer grants Audience Bits on Subnet
// until Expiry (unix seconds; 0: while the signer holds them), revocable
// on chain by the signer's Nonce.
type Grant struct {
	Subnet    uint64         `json:"subnet"`
	Bits      Rights         `json:"bits"`
	Audience  common.Address `json:"audience"`
	Expiry    uint64         `json:"expiry"`
	Nonce     uint64         `json:"nonce"`
	Signature hexutil.Bytes  `json:"signature"`
}

func (g *Grant) binding() bindings.SubnetACLSignedGrant {
	return bindings.SubnetACLSignedGrant{Subnet: g.Subnet, Bits: uint8(g.Bits), Audience: g.Audience, Expiry: g.Expiry, Nonce: new(big.Int).SetUint64(g.Nonce)}
}

// Digest is the EIP-712 digest the signer signs (SubnetACL.grantDigest).
func (g *Grant) Digest(d Domain) [32]byte {
	word := func(v uint64) []byte {
		var w [32]byte
		binary.BigEndian.PutUint64(w[24:], v)
		return w[:]
	}
	sh := crypto.Keccak256(grantTypeHash[:], word(g.Subnet), word(uint64(g.Bits)), common.LeftPadBytes(g.Audience.Bytes(), 32), word(g.Expiry), word(g.Nonce))
	sep := d.Separator()
	return [32]byte(crypto.Keccak256([]byte{0x19, 0x01}, sep[:], sh))
}

// SignGrant signs g with key (v as 27/28, as ecrecover and the contract want).
func SignGrant(d Domain, g *Grant, key *ecdsa.PrivateKey) error {
	if err := validBits(g.Bits); err != nil {
		return err
	}
	if g.Bits&Admin != 0 {
		return fmt.Errorf("%w: ADMIN cannot be granted off chain", ErrBadGrant)
	}
	h := g.Digest(d)
	sig, err := crypto.Sign(h[:], key)
	if err != nil {
		return fmt.Errorf("acl: sign grant: %w", err)
	}
	sig[64] += 27
	g.Signature = sig
	return nil
}

// Signer recovers g's signer (65-byte, low-s signatures, v 27/28 or 0/1).
func (g *Grant) Signer(d Domain) (common.Address, error) {
	sig := g.Signature
	if len(sig) != crypto.SignatureLength {
		return common.Address{}, fmt.Errorf("%w: signature length %d", ErrBadGrant, len(sig))
	}
	sig = append([]byte(nil), sig...)
	if sig[64] >= 27 {
		sig[64] -= 27
	}
	r, s := new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64])
	if !crypto.ValidateSignatureValues(sig[64], r, s, true) {
		return common.Address{}, fmt.Errorf("%w: signature values out of range", ErrBadGrant)
	}
	h := g.Digest(d)
	pub, err := crypto.SigToPub(h[:], sig)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %w", ErrBadGrant, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// VerifyGrant checks what a grant says by itself: its signature, that it
// is for audience, grants valid bits without ADMIN, and has not expired
// at now. It returns the signer, whose rights the caller then checks
// (Cache.Allowed does both).
func VerifyGrant(d Domain, g *Grant, audience common.Address, now time.Time) (common.Address, error) {
	signer, err := g.Signer(d)
	if err != nil {
		return common.Address{}, err
	}
	switch {
	case g.Audience != audience:
		return signer, fmt.Errorf("%w: it is for %s, not %s", ErrBadGrant, g.Audience.Hex(), audience.Hex())
	case g.Bits == 0 || g.Bits&^All != 0 || g.Bits&Admin != 0:
		return signer, fmt.Errorf("%w: rights %s", ErrBadGrant, g.Bits)
	case g.Expiry != 0 && uint64(now.Unix()) >= g.Expiry:
		return signer, fmt.Errorf("%w: expired at %s", ErrBadGrant, time.Unix(int64(g.Expiry), 0).UTC().Format(time.RFC3339))
	}
	return signer, nil
}
