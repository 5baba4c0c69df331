package attest

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Errors callers branch on.
var (
	// ErrUnknownKind: no verifier is registered for the evidence's kind.
	// Evidence nobody can check is rejected, never accepted.
	ErrUnknownKind = errors.New("attest: no verifier for this kind of evidence")
	// ErrUnavailable: this machine cannot produce evidence of the kind
	// (no driver, no device, confidential computing off). The normal case
	// on ordinary hardware; a miner runs unattested.
	ErrUnavailable = errors.New("attest: attestation unavailable on this machine")
	// ErrUnverifiable: the kind is known but this build cannot check its
	// evidence (the NVIDIA verifier needs NVIDIA's root certificate and
	// reference values, which Tensora does not carry yet). Not an accept.
	ErrUnverifiable = errors.New("attest: evidence cannot be verified by this build")
	// ErrNonceMismatch: the evidence is for another job or input.
	ErrNonceMismatch = errors.New("attest: evidence is bound to another nonce")
	// ErrBadEvidence: malformed evidence, or a report whose check failed.
	ErrBadEvidence = errors.New("attest: bad evidence")
)

// Limits on evidence read from the network. NVML's attestation report is
// at most 8 KiB and its certificate chains 4 and 5 KiB; these leave room
// for other kinds without letting a peer make a validator hash megabytes.
const (
	MaxKindLen   = 64
	MaxReportLen = 64 << 10
	MaxCerts     = 8
	MaxCertLen   = 16 << 10
)

const (
	nonceDomain    = "tensora/attest/1/nonce"
	evidenceDomain = "tensora/attest/1/evidence"
	encodingV1     = 1
)

// Nonce is the challenge evidence for one run answers: a domain-separated
// sha256 of the job id and the keccak hashes of the model and input the
// proof of compute commits to. Evidence for another job, model or input
// carries another nonce, so it cannot be replayed onto this run.
func Nonce(jobID, modelHash, inputHash [32]byte) [32]byte {
	h := sha256.New()
	h.Write([]byte(nonceDomain))
	h.Write([]byte{0})
	h.Write(jobID[:])
	h.Write(modelHash[:])
	h.Write(inputHash[:])
	var n [32]byte
	h.Sum(n[:0])
	return n
}

// Evidence is what an Attester returns for a nonce: opaque to everything
// but the Verifier of its Kind.
type Evidence struct {
	Kind   string   // "fake", "nvidia-cc"
	Nonce  [32]byte // the nonce the report answers
	Report []byte   // the kind's signed report
	Certs  [][]byte // the chain that signed it, as the kind ships it; may be empty
}

// Marshal is the canonical encoding of e: a version byte, then the kind,
// the nonce, the report and each certificate, every variable-length part
// prefixed by its uvarint length. It is injective, so Digest commits to
// every field and to where each ends.
func (e *Evidence) Marshal() []byte {
	n := 1 + binary.MaxVarintLen64*(3+len(e.Certs)) + len(e.Kind) + 32 + len(e.Report)
	for _, c := range e.Certs {
		n += len(c)
	}
	b := make([]byte, 0, n)
	b = append(b, encodingV1)
	b = appendBytes(b, []byte(e.Kind))
	b = append(b, e.Nonce[:]...)
	b = appendBytes(b, e.Report)
	b = binary.AppendUvarint(b, uint64(len(e.Certs)))
	for _, c := range e.Certs {
		b = appendBytes(b, c)
	}
	return b
}

// Unmarshal decodes the canonical encoding, enforcing the limits above.
// An encoding that is not the one Marshal writes (trailing bytes,
// overlong varints) is rejected, so one Evidence has one encoding.
func Unmarshal(b []byte) (*Evidence, error) {
	bad := func(format string, a ...any) (*Evidence, error) {
		return nil, fmt.Errorf("%w: %s", ErrBadEvidence, fmt.Sprintf(format, a...))
	}
	if len(b) == 0 || b[0] != encodingV1 {
		return bad("unknown encoding version")
	}
	r := reader{b: b[1:]}
	kind, ok := r.bytes(MaxKindLen)
	if !ok {
		return bad("kind")
	}
	e := &Evidence{Kind: string(kind)}
	nonce, ok := r.fixed(32)
	if !ok {
		return bad("nonce")
	}
	copy(e.Nonce[:], nonce)
	if e.Report, ok = r.bytes(MaxReportLen); !ok {
		return bad("report")
	}
	nc, ok := r.uvarint()
	if !ok || nc > MaxCerts {
		return bad("certificate count")
	}
	for i := range nc {
		c, ok := r.bytes(MaxCertLen)
		if !ok {
			return bad("certificate %d", i)
		}
		e.Certs = append(e.Certs, c)
	}
	if len(r.b) != 0 {
		return bad("%d trailing bytes", len(r.b))
	}
	if err := e.Validate(); err != nil {
		return nil, err
	}
	if string(e.Marshal()) != string(b) {
		return bad("not the canonical encoding")
	}
	return e, nil
}

// Validate checks the shape of e, not its report: a kind in [a-z0-9-]
// within MaxKindLen, a non-empty report, and the size limits. Verifiers
// run it first.
func (e *Evidence) Validate() error {
	switch {
	case e == nil:
		return fmt.Errorf("%w: no evidence", ErrBadEvidence)
	case e.Kind == "" || len(e.Kind) > MaxKindLen || strings.Trim(e.Kind, "abcdefghijklmnopqrstuvwxyz0123456789-") != "":
		return fmt.Errorf("%w: kind %q", ErrBadEvidence, e.Kind)
	case len(e.Report) == 0 || len(e.Report) > MaxReportLen:
		return fmt.Errorf("%w: report of %d bytes", ErrBadEvidence, len(e.Report))
	case len(e.Certs) > MaxCerts:
		return fmt.Errorf("%w: %d certificates", ErrBadEvidence, len(e.Certs))
	}
	for i, c := range e.Certs {
		if len(c) == 0 || len(c) > MaxCertLen {
			return fmt.Errorf("%w: certificate %d of %d bytes", ErrBadEvidence, i, len(c))
		}
	}
	return nil
}

// Digest is the domain-separated sha256 of the canonical encoding: what a
// proof of compute's environment commits to (proof.Env.Attestation,
// proof.AttestedEnvHash). It is never zero, the value that means "no
// attestation" there.
func (e *Evidence) Digest() [32]byte {
	h := sha256.New()
	h.Write([]byte(evidenceDomain))
	h.Write([]byte{0})
	h.Write(e.Marshal())
	var d [32]byte
	h.Sum(d[:0])
	return d
}

// Attester produces evidence, for a nonce, that this machine is a genuine
// trusted execution environment of its kind.
type Attester interface {
	Kind() string
	Attest(ctx context.Context, nonce [32]byte) (*Evidence, error)
}

// Verifier checks evidence of its kind against the nonce the verifier
// computed itself (from the job, never from the evidence). nil means the
// report is genuine and answers that nonce.
type Verifier interface {
	Kind() string
	Verify(ctx context.Context, ev *Evidence, nonce [32]byte) error
}

// Verifiers is the plug-in point: a verifier per kind, fixed at
// construction and safe for concurrent use.
type Verifiers struct {
	byKind map[string]Verifier
}

// NewVerifiers registers vs by kind; two for one kind is an error.
func NewVerifiers(vs ...Verifier) (*Verifiers, error) {
	s := &Verifiers{byKind: make(map[string]Verifier, len(vs))}
	for _, v := range vs {
		if v == nil {
			return nil, errors.New("attest: nil verifier")
		}
		k := v.Kind()
		if err := (&Evidence{Kind: k, Report: []byte{0}}).Validate(); err != nil {
			return nil, fmt.Errorf("attest: verifier kind %q: %w", k, err)
		}
		if _, dup := s.byKind[k]; dup {
			return nil, fmt.Errorf("attest: two verifiers for kind %q", k)
		}
		s.byKind[k] = v
	}
	return s, nil
}

// Kinds lists the registered kinds, sorted.
func (s *Verifiers) Kinds() []string {
	ks := make([]string, 0, len(s.byKind))
	for k := range s.byKind {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// Verify checks ev's shape and nonce, then hands it to the verifier of its
// kind. A kind with no verifier is ErrUnknownKind.
func (s *Verifiers) Verify(ctx context.Context, ev *Evidence, nonce [32]byte) error {
	if err := ev.Validate(); err != nil {
		return err
	}
	if ev.Nonce != nonce {
		return ErrNonceMismatch
	}
	v, ok := s.byKind[ev.Kind]
	if !ok {
		return fmt.Errorf("%w: %q", ErrUnknownKind, ev.Kind)
	}
	if err := v.Verify(ctx, ev, nonce); err != nil {
		return fmt.Errorf("verify %s evidence: %w", ev.Kind, err)
	}
	return nil
}

func appendBytes(b, p []byte) []byte {
	b = binary.AppendUvarint(b, uint64(len(p)))
	return append(b, p...)
}

// reader consumes the canonical encoding; every method reports false on
// truncation or an over-limit length.
type reader struct{ b []byte }

func (r *reader) uvarint() (uint64, bool) {
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		return 0, false
	}
	r.b = r.b[n:]
	return v, true
}

func (r *reader) fixed(n int) ([]byte, bool) {
	if len(r.b) < n {
		return nil, false
	}
	p := r.b[:n:n]
	r.b = r.b[n:]
	return p, true
}

func (r *reader) bytes(limit int) ([]byte, bool) {
	n, ok := r.uvarint()
	if !ok || n > uint64(limit) {
		return nil, false
	}
	p, ok := r.fixed(int(n))
	if !ok {
		return nil, false
	}
	return append([]byte(nil), p...), true
}
