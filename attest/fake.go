package attest

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/sha256"
	"fmt"
)

// KindFake is the kind of the test attester's evidence.
const KindFake = "fake"

const fakeDomain = "tensora/attest/1/fake"

// FakeAttester stands in for a TEE in tests: its report is an ed25519
// signature over the nonce by a key derived from a seed, so a verifier
// holding the matching public key catches a wrong nonce or an altered
// report exactly as a real verifier would. It proves nothing about
// hardware; never register FakeVerifier outside tests.
type FakeAttester struct {
	key ed25519.PrivateKey
}

// FakeVerifier checks FakeAttester evidence against a pinned public key,
// the fake's stand-in for a vendor root certificate.
type FakeVerifier struct {
	pub ed25519.PublicKey
}

// NewFake returns an attester and the verifier that trusts it, both from
// seed (any bytes; equal seeds give equal keys).
func NewFake(seed []byte) (*FakeAttester, *FakeVerifier) {
	s := sha256.Sum256(append([]byte(fakeDomain+"/seed\x00"), seed...))
	key := ed25519.NewKeyFromSeed(s[:])
	return &FakeAttester{key: key}, &FakeVerifier{pub: key.Public().(ed25519.PublicKey)}
}

func fakeMessage(nonce [32]byte) []byte {
	return append([]byte(fakeDomain+"\x00"), nonce[:]...)
}

// Kind is KindFake.
func (*FakeAttester) Kind() string { return KindFake }

// Attest signs the nonce. The public key travels as the only certificate,
// as a real chain would; the verifier does not trust it for that.
func (f *FakeAttester) Attest(ctx context.Context, nonce [32]byte) (*Evidence, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return &Evidence{
		Kind:   KindFake,
		Nonce:  nonce,
		Report: ed25519.Sign(f.key, fakeMessage(nonce)),
		Certs:  [][]byte{bytes.Clone(f.key.Public().(ed25519.PublicKey))},
	}, nil
}

// Kind is KindFake.
func (*FakeVerifier) Kind() string { return KindFake }

// Verify checks that the evidence answers nonce, that its certificate is
// the pinned key, and that the report is that key's signature over nonce.
func (v *FakeVerifier) Verify(ctx context.Context, ev *Evidence, nonce [32]byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := ev.Validate(); err != nil {
		return err
	}
	if ev.Kind != KindFake {
		return fmt.Errorf("%w: kind %q, want %q", ErrBadEvidence, ev.Kind, KindFake)
	}
	if ev.Nonce != nonce {
		return ErrNonceMismatch
	}
	if len(ev.Certs) != 1 || !bytes.Equal(ev.Certs[0], v.pub) {
		return fmt.Errorf("%w: not signed under the trusted key", ErrBadEvidence)
	}
	if !ed25519.Verify(v.pub, fakeMessage(nonce), ev.Report) {
		return fmt.Errorf("%w: signature does not verify", ErrBadEvidence)
	}
	return nil
}
