package identity

import (
	"crypto/ecdsa"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	libp2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
)

// ErrNotSecp256k1 is returned when a peer ID does not carry an inlined
// secp256k1 public key (an ed25519 or RSA identity, say), so it has no
// Ethereum address.
var ErrNotSecp256k1 = errors.New("not a secp256k1 identity")

// PeerIDFromPublicKey returns the peer ID of a secp256k1 public key, for
// instance one recovered with crypto.SigToPub from a signature by an address.
func PeerIDFromPublicKey(pub *ecdsa.PublicKey) (peer.ID, error) {
	if pub == nil || pub.X == nil || pub.Y == nil {
		return "", fmt.Errorf("peer id from public key: %w: missing point", ErrNotSecp256k1)
	}
	// Hand libp2p the uncompressed point so that its parser checks both
	// coordinates: the compressed form keeps only Y's parity and would
	// silently map an off-curve point to a valid one.
	if pub.X.Sign() < 0 || pub.Y.Sign() < 0 || pub.X.BitLen() > 256 || pub.Y.BitLen() > 256 {
		return "", fmt.Errorf("peer id from public key: %w: coordinate out of range", ErrNotSecp256k1)
	}
	uncompressed := make([]byte, 65)
	uncompressed[0] = 4
	pub.X.FillBytes(uncompressed[1:33])
	pub.Y.FillBytes(uncompressed[33:])
	p2pPub, err := libp2pcrypto.UnmarshalSecp256k1PublicKey(uncompressed)
	if err != nil {
		return "", fmt.Errorf("peer id from public key: %w: %w", ErrNotSecp256k1, err)
	}
	id, err := peer.IDFromPublicKey(p2pPub)
	if err != nil {
		return "", fmt.Errorf("peer id from public key: %w", err)
	}
	return id, nil
}

// PublicKeyFromPeerID extracts the secp256k1 public key inlined in id. It
// fails with ErrNotSecp256k1 for any other kind of identity.
func PublicKeyFromPeerID(id peer.ID) (*ecdsa.PublicKey, error) {
	p2pPub, err := id.ExtractPublicKey()
	if errors.Is(err, peer.ErrNoPublicKey) {
		return nil, fmt.Errorf("peer %s: %w: no inlined public key", id, ErrNotSecp256k1)
	}
	if err != nil {
		return nil, fmt.Errorf("peer %q: extract public key: %w", id.String(), err)
	}
	if _, ok := p2pPub.(*libp2pcrypto.Secp256k1PublicKey); !ok {
		return nil, fmt.Errorf("peer %s: %w: key type is %s", id, ErrNotSecp256k1, p2pPub.Type())
	}
	raw, err := p2pPub.Raw()
	if err != nil {
		return nil, fmt.Errorf("peer %s: public key bytes: %w", id, err)
	}
	pub, err := crypto.DecompressPubkey(raw)
	if err != nil {
		return nil, fmt.Errorf("peer %s: decode public key: %w", id, err)
	}
	return pub, nil
}

// AddressFromPeerID returns the Ethereum address of a secp256k1 peer.
func AddressFromPeerID(id peer.ID) (common.Address, error) {
	pub, err := PublicKeyFromPeerID(id)
	if err != nil {
		return common.Address{}, err
	}
	return crypto.PubkeyToAddress(*pub), nil
}
