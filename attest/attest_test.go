package attest

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"testing"
)

func h(s string) [32]byte { return sha256.Sum256([]byte(s)) }

// Pinned values (recomputed independently with Python's hashlib when
// written): a change to the nonce or evidence encoding changes what
// miners and validators compute, so it must show up here.
const (
	goldenNonce  = "81060b6825206ba5270565919d06f95864c35705e7b3bc6ba4faa22db66d40b8"
	goldenDigest = "e54a24c862d7ba0772456b568be4046b3421618e89759646a26e00aa351aef8d"
)

func goldenEvidence() *Evidence {
	return &Evidence{Kind: "fake", Nonce: Nonce(h("job"), h("model"), h("input")),
		Report: []byte("report"), Certs: [][]byte{[]byte("leaf"), []byte("root")}}
}

func TestNonce(t *testing.T) {
	job, model, input := h("job"), h("model"), h("input")
	base := Nonce(job, model, input)
	if got := hex.EncodeToString(base[:]); got != goldenNonce {
		t.Fatalf("nonce %s, want %s", got, goldenNonce)
	}
	// Domain separation: not the bare hash of the concatenation.
	var cat []byte
	cat = append(append(append(cat, job[:]...), model[:]...), input[:]...)
	if base == sha256.Sum256(cat) {
		t.Fatal("nonce is not domain-separated")
	}
	seen := map[[32]byte]string{base: "base"}
	for _, tc := range []struct {
		name              string
		job, model, input [32]byte
	}{
		// Another job with the same model and input (a replay across jobs).
		{"other job", h("job2"), model, input},
		// Same job, another input (evidence reused for a swapped input).
		{"other input", job, model, h("input2")},
		// Same job, another model.
		{"other model", job, h("model2"), input},
		// Model and input hashes swapped: positions matter.
		{"swapped", job, input, model},
	} {
		n := Nonce(tc.job, tc.model, tc.input)
		if prev, ok := seen[n]; ok {
			t.Fatalf("%s: nonce collides with %s", tc.name, prev)
		}
		seen[n] = tc.name
	}
}

func TestEvidenceRoundTrip(t *testing.T) {
	ev := goldenEvidence()
	d := ev.Digest()
	if got := hex.EncodeToString(d[:]); got != goldenDigest {
		t.Fatalf("digest %s, want %s", got, goldenDigest)
	}
	back, err := Unmarshal(ev.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	if back.Kind != ev.Kind || back.Nonce != ev.Nonce || !bytes.Equal(back.Report, ev.Report) ||
		len(back.Certs) != 2 || !bytes.Equal(back.Certs[0], ev.Certs[0]) || !bytes.Equal(back.Certs[1], ev.Certs[1]) {
		t.Fatalf("round trip: %+v, want %+v", back, ev)
	}
	if back.Digest() != d {
		t.Fatal("digest changed in a round trip")
	}
	// No certificates is allowed and round-trips too.
	ev.Certs = nil
	if back, err := Unmarshal(ev.Marshal()); err != nil || len(back.Certs) != 0 {
		t.Fatalf("no certs: %+v, %v", back, err)
	}
}

// Every field, and every boundary between fields, is in the digest.
func TestDigestSeparatesFields(t *testing.T) {
	base := goldenEvidence()
	seen := map[[32]byte]string{base.Digest(): "base", {}: "zero"}
	for _, tc := range []struct {
		name   string
		mutate func(e *Evidence)
	}{
		// The kind names the verifier.
		{"kind", func(e *Evidence) { e.Kind = "nvidia-cc" }},
		// One bit of the nonce.
		{"nonce", func(e *Evidence) { e.Nonce[31] ^= 1 }},
		// One bit of the report.
		{"report", func(e *Evidence) { e.Report[0] ^= 1 }},
		// A byte moved from the report into the first certificate.
		{"report/cert boundary", func(e *Evidence) { e.Report, e.Certs[0] = []byte("repor"), []byte("tleaf") }},
		// A byte moved between certificates.
		{"cert/cert boundary", func(e *Evidence) { e.Certs = [][]byte{[]byte("lea"), []byte("froot")} }},
		// The chain truncated.
		{"cert dropped", func(e *Evidence) { e.Certs = e.Certs[:1] }},
		// The chain reordered.
		{"certs swapped", func(e *Evidence) { e.Certs[0], e.Certs[1] = e.Certs[1], e.Certs[0] }},
	} {
		e := goldenEvidence()
		tc.mutate(e)
		d := e.Digest()
		if prev, ok := seen[d]; ok {
			t.Fatalf("%s: digest collides with %s", tc.name, prev)
		}
		seen[d] = tc.name
	}
}

func TestUnmarshalRejects(t *testing.T) {
	good := goldenEvidence().Marshal()
	big := goldenEvidence()
	big.Report = make([]byte, MaxReportLen+1)
	many := goldenEvidence()
	many.Certs = make([][]byte, MaxCerts+1)
	for i := range many.Certs {
		many.Certs[i] = []byte{1}
	}
	empty := goldenEvidence()
	empty.Report = nil
	badKind := goldenEvidence()
	badKind.Kind = "Fake!"
	// An overlong varint for the kind's length (0x84 0x00 is 4 in two bytes).
	overlong := append([]byte{1, 0x84, 0x00}, good[2:]...)
	for _, tc := range []struct {
		name string
		b    []byte
	}{
		// Nothing at all.
		{"empty", nil},
		// A version this build does not know.
		{"version", append([]byte{2}, good[1:]...)},
		// Cut inside the last certificate.
		{"truncated", good[:len(good)-1]},
		// A byte after the last certificate.
		{"trailing", append(bytes.Clone(good), 0)},
		// The same value in a non-canonical varint.
		{"overlong varint", overlong},
		// A report past MaxReportLen.
		{"report too big", big.Marshal()},
		// More than MaxCerts certificates.
		{"too many certs", many.Marshal()},
		// A report of zero bytes.
		{"empty report", empty.Marshal()},
		// A kind outside [a-z0-9-].
		{"bad kind", badKind.Marshal()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if ev, err := Unmarshal(tc.b); !errors.Is(err, ErrBadEvidence) {
				t.Fatalf("Unmarshal = %+v, %v; want ErrBadEvidence", ev, err)
			}
		})
	}
}

func TestNewVerifiers(t *testing.T) {
	_, fv := NewFake([]byte("a"))
	_, fv2 := NewFake([]byte("b"))
	if _, err := NewVerifiers(fv, fv2); err == nil {
		t.Fatal("two verifiers for one kind accepted")
	}
	if _, err := NewVerifiers(fv, nil); err == nil {
		t.Fatal("nil verifier accepted")
	}
	if _, err := NewVerifiers(badKindVerifier{}); err == nil {
		t.Fatal("verifier with an invalid kind accepted")
	}
	vs, err := NewVerifiers(NVIDIAVerifier{}, fv)
	if err != nil {
		t.Fatal(err)
	}
	if got := vs.Kinds(); len(got) != 2 || got[0] != KindFake || got[1] != KindNVIDIACC {
		t.Fatalf("kinds %v", got)
	}
}

type badKindVerifier struct{}

func (badKindVerifier) Kind() string { return "Bad Kind" }
func (badKindVerifier) Verify(context.Context, *Evidence, [32]byte) error {
	return nil
}

// An empty registry accepts nothing, whatever the evidence.
func TestEmptyRegistryRejects(t *testing.T) {
	vs, err := NewVerifiers()
	if err != nil {
		t.Fatal(err)
	}
	fa, _ := NewFake(nil)
	n := h("n")
	ev, err := fa.Attest(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	if err := vs.Verify(context.Background(), ev, n); !errors.Is(err, ErrUnknownKind) {
		t.Fatalf("Verify = %v, want ErrUnknownKind", err)
	}
}
