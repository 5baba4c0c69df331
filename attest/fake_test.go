package attest

import (
	"bytes"
	"context"
	"errors"
	"testing"
)

// The fake behaves like a real TEE kind under attack: the registry with
// the fake and NVIDIA verifiers rejects every tampered or misdirected
// evidence, each for its own reason.
func TestFakeAttacks(t *testing.T) {
	ctx := context.Background()
	fa, fv := NewFake([]byte("genuine"))
	evil, _ := NewFake([]byte("attacker"))
	vs, err := NewVerifiers(fv, NVIDIAVerifier{})
	if err != nil {
		t.Fatal(err)
	}
	jobA := Nonce(h("job A"), h("model"), h("input"))
	jobB := Nonce(h("job B"), h("model"), h("input"))
	otherInput := Nonce(h("job A"), h("model"), h("other input"))
	ev, err := fa.Attest(ctx, jobA)
	if err != nil {
		t.Fatal(err)
	}
	if err := vs.Verify(ctx, ev, jobA); err != nil {
		t.Fatalf("genuine evidence rejected: %v", err)
	}
	evilEv, err := evil.Attest(ctx, jobA)
	if err != nil {
		t.Fatal(err)
	}
	clone := func() *Evidence {
		e, err := Unmarshal(ev.Marshal())
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	for _, tc := range []struct {
		name   string
		ev     func() *Evidence
		nonce  [32]byte // what the validator computes from the claim
		direct error    // FakeVerifier.Verify alone
		via    error    // through the registry
	}{
		// Evidence for job A replayed on job B.
		{"replayed on another job", clone, jobB, ErrNonceMismatch, ErrNonceMismatch},
		// Evidence for job A's input presented for a swapped input.
		{"replayed on another input", clone, otherInput, ErrNonceMismatch, ErrNonceMismatch},
		// The nonce field rewritten to job B, report left as signed for A.
		{"nonce field rewritten", func() *Evidence { e := clone(); e.Nonce = jobB; return e }, jobB, ErrBadEvidence, ErrBadEvidence},
		// One bit of the signed report flipped.
		{"report altered", func() *Evidence { e := clone(); e.Report[5] ^= 1; return e }, jobA, ErrBadEvidence, ErrBadEvidence},
		// The attacker signs with its own key and ships its own "root".
		{"attacker's own key", func() *Evidence { return evilEv }, jobA, ErrBadEvidence, ErrBadEvidence},
		// The genuine certificate with the attacker's signature.
		{"attacker's report, genuine cert", func() *Evidence { e := clone(); e.Report = bytes.Clone(evilEv.Report); return e }, jobA, ErrBadEvidence, ErrBadEvidence},
		// The certificate dropped.
		{"no cert", func() *Evidence { e := clone(); e.Certs = nil; return e }, jobA, ErrBadEvidence, ErrBadEvidence},
		// Relabelled as a kind nobody registered: never a silent accept.
		{"unknown kind", func() *Evidence { e := clone(); e.Kind = "sgx"; return e }, jobA, ErrBadEvidence, ErrUnknownKind},
		// Relabelled as NVIDIA: known, but unverifiable in this build.
		{"relabelled nvidia-cc", func() *Evidence { e := clone(); e.Kind = KindNVIDIACC; return e }, jobA, ErrBadEvidence, ErrUnverifiable},
		// No evidence at all.
		{"nil", func() *Evidence { return nil }, jobA, ErrBadEvidence, ErrBadEvidence},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := fv.Verify(ctx, tc.ev(), tc.nonce); !errors.Is(err, tc.direct) {
				t.Errorf("FakeVerifier.Verify = %v, want %v", err, tc.direct)
			}
			if err := vs.Verify(ctx, tc.ev(), tc.nonce); !errors.Is(err, tc.via) {
				t.Errorf("Verifiers.Verify = %v, want %v", err, tc.via)
			}
		})
	}
}

// Equal seeds give the same key, so a verifier built apart from the
// attester (another process) trusts it; another seed does not.
func TestFakeSeeds(t *testing.T) {
	ctx := context.Background()
	fa, _ := NewFake([]byte("s"))
	_, same := NewFake([]byte("s"))
	_, other := NewFake([]byte("t"))
	n := h("n")
	ev, err := fa.Attest(ctx, n)
	if err != nil {
		t.Fatal(err)
	}
	if err := same.Verify(ctx, ev, n); err != nil {
		t.Fatalf("same seed: %v", err)
	}
	if err := other.Verify(ctx, ev, n); !errors.Is(err, ErrBadEvidence) {
		t.Fatalf("other seed: %v, want ErrBadEvidence", err)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := fa.Attest(cctx, n); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled Attest: %v", err)
	}
}
