package identity

import (
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	libp2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
)

// ErrInvalidKey is returned for private key material that cannot be used.
// Its messages never contain the key itself.
var ErrInvalidKey = errors.New("invalid private key")

// Key is a node's secp256k1 private key seen as both its Ethereum account and
// its libp2p identity. The derived views are computed once, so the accessors
// cannot fail. The zero Key is not usable; build one with GenerateKey,
// KeyFromHex or Store.Unlock.
type Key struct {
	priv    *ecdsa.PrivateKey
	p2pPriv libp2pcrypto.PrivKey
	addr    common.Address
	id      peer.ID
}

// GenerateKey returns a fresh random key.
func GenerateKey() (*Key, error) {
	priv, err := crypto.GenerateKey()
	if err != nil {
		return nil, fmt.Errorf("generate key: %w", err)
	}
	return newKey(priv)
}

// KeyFromHex parses a 32-byte private key written as 64 hex characters, with
// or without a 0x prefix; surrounding white space is ignored. Errors describe
// what is wrong with the input without repeating any of it.
func KeyFromHex(s string) (*Key, error) {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		s = s[2:]
	}
	if len(s) != 64 {
		return nil, fmt.Errorf("%w: want 64 hex characters, got %d", ErrInvalidKey, len(s))
	}
	b, err := hex.DecodeString(s)
	if err != nil {
		// hex's own error quotes the offending character, which is part of
		// the secret.
		return nil, fmt.Errorf("%w: not a hex string", ErrInvalidKey)
	}
	defer clear(b)
	priv, err := crypto.ToECDSA(b)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidKey, err)
	}
	return newKey(priv)
}

// newKey derives the libp2p key, peer ID and address from priv.
func newKey(priv *ecdsa.PrivateKey) (*Key, error) {
	if priv == nil || priv.D == nil {
		return nil, fmt.Errorf("%w: missing scalar", ErrInvalidKey)
	}
	raw := crypto.FromECDSA(priv)
	defer clear(raw)
	p2pPriv, err := libp2pcrypto.UnmarshalSecp256k1PrivateKey(raw)
	if err != nil {
		return nil, fmt.Errorf("%w: libp2p key: %w", ErrInvalidKey, err)
	}
	id, err := peer.IDFromPrivateKey(p2pPriv)
	if err != nil {
		return nil, fmt.Errorf("%w: peer id: %w", ErrInvalidKey, err)
	}
	return &Key{
		priv:    priv,
		p2pPriv: p2pPriv,
		addr:    crypto.PubkeyToAddress(priv.PublicKey),
		id:      id,
	}, nil
}

// Address is the Ethereum address of the key.
func (k *Key) Address() common.Address { return k.addr }

// PeerID is the libp2p peer ID of the key; its public key is inlined.
func (k *Key) PeerID() peer.ID { return k.id }

// LibP2P returns the same scalar as a libp2p secp256k1 private key, ready for
// libp2p.Identity.
func (k *Key) LibP2P() libp2pcrypto.PrivKey { return k.p2pPriv }

// ECDSA returns the go-ethereum private key for signing transactions and
// messages. Callers must not modify it.
func (k *Key) ECDSA() *ecdsa.PrivateKey { return k.priv }

// String shows only the address, so a Key printed by mistake leaks nothing.
func (k *Key) String() string {
	if k == nil {
		return "identity.Key(nil)"
	}
	return "identity.Key(" + k.addr.Hex() + ")"
}

// GoString keeps %#v from dumping the private scalar.
func (k *Key) GoString() string { return k.String() }

// LogValue makes slog record the address and peer ID, never the key.
func (k *Key) LogValue() slog.Value {
	if k == nil {
		return slog.StringValue("<nil>")
	}
	return slog.GroupValue(
		slog.String("address", k.addr.Hex()),
		slog.String("peer", k.id.String()),
	)
}
