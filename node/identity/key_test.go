package identity

import (
	"crypto/ecdsa"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	libp2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
)

// A well-known vector (web3.js account docs): this scalar owns this address.
const (
	vectorKey  = "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"
	vectorAddr = "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23"
)

func TestKeyFromHex(t *testing.T) {
	t.Parallel()
	want := common.HexToAddress(vectorAddr)
	tests := []struct {
		name    string
		in      string
		wantErr bool
	}{
		{"bare", vectorKey, false},
		{"0x prefix", "0x" + vectorKey, false},
		{"0X prefix", "0X" + vectorKey, false},
		{"upper case digits", strings.ToUpper(vectorKey), false},
		{"pasted with newline", "  0x" + vectorKey + "\n", false},
		{"too short", vectorKey[:62], true},
		{"too long", vectorKey + "00", true},
		{"not hex", "zz" + vectorKey[2:], true},
		{"empty", "", true},
		{"only prefix", "0x", true},
		{"zero scalar", strings.Repeat("0", 64), true},
		// The group order n itself is not a valid scalar.
		{"curve order", "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			k, err := KeyFromHex(tt.in)
			if tt.wantErr {
				if !errors.Is(err, ErrInvalidKey) {
					t.Fatalf("err = %v, want ErrInvalidKey", err)
				}
				// The error must not echo the secret back, not even part of it.
				if s := strings.TrimSpace(tt.in); len(s) >= 8 && strings.Contains(err.Error(), s[2:10]) {
					t.Fatalf("error %q echoes the key", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if k.Address() != want {
				t.Fatalf("address = %s, want %s", k.Address(), want)
			}
		})
	}
}

func TestKeyViewsAgree(t *testing.T) {
	t.Parallel()
	k, err := GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	if got := crypto.PubkeyToAddress(k.ECDSA().PublicKey); got != k.Address() {
		t.Fatalf("Address %s != PubkeyToAddress %s", k.Address(), got)
	}
	id, err := peer.IDFromPrivateKey(k.LibP2P())
	if err != nil {
		t.Fatal(err)
	}
	if id != k.PeerID() {
		t.Fatalf("PeerID %s != ID of LibP2P key %s", k.PeerID(), id)
	}
	// Same scalar in both libraries.
	raw, err := k.LibP2P().Raw()
	if err != nil {
		t.Fatal(err)
	}
	if string(raw) != string(crypto.FromECDSA(k.ECDSA())) {
		t.Fatal("libp2p and ecdsa scalars differ")
	}
	// A libp2p signature verifies against the key extracted from the peer ID.
	msg := []byte("tensora")
	sig, err := k.LibP2P().Sign(msg)
	if err != nil {
		t.Fatal(err)
	}
	pub, err := k.PeerID().ExtractPublicKey()
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := pub.Verify(msg, sig); err != nil || !ok {
		t.Fatalf("verify = %v, %v", ok, err)
	}
}

func TestKeyDoesNotPrintSecret(t *testing.T) {
	t.Parallel()
	k, err := KeyFromHex(vectorKey)
	if err != nil {
		t.Fatal(err)
	}
	for _, verb := range []string{"%v", "%+v", "%#v", "%s"} {
		for _, v := range []any{k, *k} {
			out := fmt.Sprintf(verb, v)
			if strings.Contains(strings.ToLower(out), vectorKey[:16]) {
				t.Fatalf("%s of %T prints the key: %s", verb, v, out)
			}
		}
	}
	if s := k.String(); !strings.Contains(s, vectorAddr) {
		t.Fatalf("String() = %q, want the address", s)
	}
}

// key → peer ID → public key → address, and back from an Ethereum signature.
func TestPeerIDAddressRoundTrip(t *testing.T) {
	t.Parallel()
	for i := range 8 {
		k, err := GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		pub, err := PublicKeyFromPeerID(k.PeerID())
		if err != nil {
			t.Fatalf("key %d: %v", i, err)
		}
		if got, want := crypto.PubkeyToAddress(*pub), crypto.PubkeyToAddress(k.ECDSA().PublicKey); got != want {
			t.Fatalf("key %d: address via peer ID %s, want %s", i, got, want)
		}
		addr, err := AddressFromPeerID(k.PeerID())
		if err != nil || addr != k.Address() {
			t.Fatalf("key %d: AddressFromPeerID = %s, %v; want %s", i, addr, err, k.Address())
		}

		// What a contract or a remote peer sees: a signature by an address.
		hash := crypto.Keccak256([]byte(fmt.Sprintf("job %d", i)))
		sig, err := crypto.Sign(hash, k.ECDSA())
		if err != nil {
			t.Fatal(err)
		}
		recovered, err := crypto.SigToPub(hash, sig)
		if err != nil {
			t.Fatal(err)
		}
		if crypto.PubkeyToAddress(*recovered) != k.Address() {
			t.Fatal("signature recovers another address")
		}
		id, err := PeerIDFromPublicKey(recovered)
		if err != nil {
			t.Fatalf("key %d: %v", i, err)
		}
		if id != k.PeerID() {
			t.Fatalf("key %d: peer ID from signer %s, want %s", i, id, k.PeerID())
		}
	}
}

func TestPeerIDVector(t *testing.T) {
	t.Parallel()
	k, err := KeyFromHex(vectorKey)
	if err != nil {
		t.Fatal(err)
	}
	id, err := peer.Decode(k.PeerID().String())
	if err != nil {
		t.Fatal(err)
	}
	addr, err := AddressFromPeerID(id)
	if err != nil {
		t.Fatal(err)
	}
	if addr != common.HexToAddress(vectorAddr) {
		t.Fatalf("address = %s, want %s", addr, vectorAddr)
	}
	// secp256k1 peer IDs are identity multihashes, base58 "16Uiu2…".
	if s := id.String(); !strings.HasPrefix(s, "16Uiu2") {
		t.Fatalf("peer ID %s is not an inlined secp256k1 ID", s)
	}
}

func TestPublicKeyFromPeerIDRefuses(t *testing.T) {
	t.Parallel()
	_, edPub, err := libp2pcrypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	edID, err := peer.IDFromPublicKey(edPub)
	if err != nil {
		t.Fatal(err)
	}
	_, rsaPub, err := libp2pcrypto.GenerateRSAKeyPair(2048, rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	rsaID, err := peer.IDFromPublicKey(rsaPub)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		id      peer.ID
		wantNot bool   // ErrNotSecp256k1 rather than a decoding error
		mention string // must appear in the message
	}{
		{"ed25519 inlines a key of the wrong type", edID, true, "Ed25519"},
		{"rsa is hashed, nothing to extract", rsaID, true, "no inlined public key"},
		{"empty", "", false, "extract public key"},
		{"garbage", peer.ID("not a multihash"), false, "extract public key"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := PublicKeyFromPeerID(tt.id)
			if err == nil {
				t.Fatal("accepted")
			}
			if errors.Is(err, ErrNotSecp256k1) != tt.wantNot {
				t.Fatalf("errors.Is(%v, ErrNotSecp256k1) = %v", err, !tt.wantNot)
			}
			if !strings.Contains(err.Error(), tt.mention) {
				t.Fatalf("error %q does not mention %q", err, tt.mention)
			}
			if _, err := AddressFromPeerID(tt.id); err == nil {
				t.Fatal("AddressFromPeerID accepted")
			}
		})
	}
}

func TestPeerIDFromPublicKeyRefuses(t *testing.T) {
	t.Parallel()
	k, err := GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	// Same X, same parity of Y: a compressed encoding would not notice.
	offCurve := k.ECDSA().PublicKey
	offCurve.Y = new(big.Int).Add(offCurve.Y, big.NewInt(2))
	tooBig := k.ECDSA().PublicKey
	tooBig.X = new(big.Int).Lsh(big.NewInt(1), 256)
	tests := []struct {
		name string
		pub  *ecdsa.PublicKey
	}{
		{"nil", nil},
		{"no point", &ecdsa.PublicKey{Curve: crypto.S256()}},
		{"point off the curve", &offCurve},
		{"coordinate over 256 bits", &tooBig},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := PeerIDFromPublicKey(tt.pub); !errors.Is(err, ErrNotSecp256k1) {
				t.Fatalf("err = %v, want ErrNotSecp256k1", err)
			}
		})
	}
}
