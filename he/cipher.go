package he

import (
	"crypto/rand"
	"errors"
	"fmt"
	"math"

	"github.com/tuneinsight/lattigo/v6/core/rlwe"
	"github.com/tuneinsight/lattigo/v6/ring/ringqp"
	"github.com/tuneinsight/lattigo/v6/schemes/ckks"
	"github.com/tuneinsight/lattigo/v6/utils/sampling"
)

// ErrBadCiphertext is wrapped by every error about a ciphertext a client
// sent: malformed, truncated, of another parameter set, at the wrong
// level or scale, or too large.
var ErrBadCiphertext = errors.New("bad he ciphertext")

const magicCiphertext = "THCT1"

// MaxCiphertextBytes bounds any encoded ciphertext: a fresh ciphertext of
// the largest parameter set (ckks-n14: 2 × 9 moduli × 2^14 coefficients).
const MaxCiphertextBytes = 64 + 2*9*(1<<14)*8

// MaxBatch is the number of inputs one ciphertext holds: each takes a
// block of 2·Width slots (see the layout in eval.go).
func (m *Model) MaxBatch() int {
	p, err := Lookup(m.Params)
	if err != nil {
		return 0
	}
	return max(p.Slots()/(2*m.Width()), 0)
}

// Ciphertext forms: a full ciphertext holds both its polynomials; a
// seeded one (a fresh encryption under the secret key, whose second
// polynomial is uniform) holds a 32-byte seed in place of the second,
// which the reader regenerates, so it is half the size.
const (
	formFull   = 0
	formSeeded = 1
)

// ciphertextSize is the encoded size of a ciphertext at level.
func ciphertextSize(params string, cp ckks.Parameters, level int, form byte) int {
	n := len(magicCiphertext) + 1 + len(params) + 1 + 8 + 1
	if form == formSeeded {
		return n + seedLen + (level+1)*cp.N()*8
	}
	return n + 2*(level+1)*cp.N()*8
}

// marshalCiphertext encodes a degree-1 ciphertext: level, scale (as a
// float64), form and coefficients. A seed makes it seeded: ct's second
// polynomial must be the one seedSampler(seed) draws.
func marshalCiphertext(params string, cp ckks.Parameters, ct *rlwe.Ciphertext, seed []byte) ([]byte, error) {
	if ct.Degree() != 1 {
		return nil, fmt.Errorf("ciphertext of degree %d", ct.Degree())
	}
	form := byte(formFull)
	if seed != nil {
		form = formSeeded
	}
	w := writer{b: make([]byte, 0, ciphertextSize(params, cp, ct.Level(), form))}
	header(&w, magicCiphertext, params)
	w.u8(uint8(ct.Level()))
	w.f64(ct.Scale.Float64())
	w.u8(form)
	w.poly(ct.Value[0])
	if form == formSeeded {
		w.raw(seed)
	} else {
		w.poly(ct.Value[1])
	}
	return w.b, nil
}

// encryptSeeded encrypts pt with enc (a secret-key encryptor) but the
// uniform polynomial drawn from a fresh random seed (the error term still
// comes from enc's own PRNG), and returns the seeded encoding.
func encryptSeeded(params string, cp ckks.Parameters, enc *rlwe.Encryptor, pt *rlwe.Plaintext) ([]byte, error) {
	seed := make([]byte, seedLen)
	if _, err := rand.Read(seed); err != nil {
		return nil, err
	}
	prng, err := sampling.NewKeyedPRNG(seed)
	if err != nil {
		return nil, err
	}
	ct, err := enc.WithPRNG(prng).EncryptNew(pt)
	if err != nil {
		return nil, err
	}
	return marshalCiphertext(params, cp, ct, seed)
}

// ctHeader is what a ciphertext's header says.
type ctHeader struct {
	cp    ckks.Parameters
	level int
	scale float64
	form  byte
}

// readCtHeader reads and checks a ciphertext's header against the params
// set and the blob's length.
func readCtHeader(params string, r *reader, total int) (ctHeader, error) {
	cp, name, err := readHeader(r, magicCiphertext)
	if err != nil {
		return ctHeader{}, err
	}
	if name != params {
		return ctHeader{}, fmt.Errorf("under %s, want %s", name, params)
	}
	h := ctHeader{cp: cp, level: int(r.u8()), scale: r.f64(), form: r.u8()}
	if r.err != nil {
		return ctHeader{}, r.err
	}
	if h.level > cp.MaxLevel() {
		return ctHeader{}, fmt.Errorf("level %d, %s has %d", h.level, name, cp.MaxLevel())
	}
	if h.form != formFull && h.form != formSeeded {
		return ctHeader{}, fmt.Errorf("unknown form %d", h.form)
	}
	if want := ciphertextSize(name, cp, h.level, h.form); total != want {
		return ctHeader{}, fmt.Errorf("%d bytes, a level-%d ciphertext of form %d has %d", total, h.level, h.form, want)
	}
	// A scale far from the default is no ciphertext this package made.
	if lg := math.Log2(h.scale); math.IsNaN(lg) || math.Abs(lg-float64(cp.LogDefaultScale())) > 30 {
		return ctHeader{}, fmt.Errorf("scale %g", h.scale)
	}
	return h, nil
}

// parseCiphertext decodes a ciphertext of the params set, checking its
// length against its level before reading a coefficient. It wraps
// ErrBadCiphertext.
func parseCiphertext(params string, b []byte) (*rlwe.Ciphertext, error) {
	if len(b) > MaxCiphertextBytes {
		return nil, fmt.Errorf("%w: %d bytes, more than %d", ErrBadCiphertext, len(b), MaxCiphertextBytes)
	}
	ct, err := readCiphertext(params, b)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadCiphertext, err)
	}
	return ct, nil
}

// readCiphertext decodes the ciphertext b is, all of it.
func readCiphertext(params string, b []byte) (*rlwe.Ciphertext, error) {
	r := reader{b: b}
	h, err := readCtHeader(params, &r, len(b))
	if err != nil {
		return nil, err
	}
	ct := ckks.NewCiphertext(h.cp, 1, h.level)
	ct.Scale = rlwe.NewScale(h.scale)
	r.rows(ct.Value[0].Coeffs, h.cp.Q())
	if h.form == formSeeded {
		seed := r.take(seedLen)
		if r.err != nil {
			return nil, r.err
		}
		prng, err := sampling.NewKeyedPRNG(seed)
		if err != nil {
			return nil, err
		}
		ringqp.NewUniformSampler(prng, *h.cp.RingQP()).AtLevel(h.level, -1).Read(ringqp.Poly{Q: ct.Value[1]})
	} else {
		r.rows(ct.Value[1].Coeffs, h.cp.Q())
	}
	if r.err != nil {
		return nil, r.err
	}
	return ct, nil
}

// Encrypt encrypts 1 to m.MaxBatch() inputs of m.Input values each into
// one seeded ciphertext under sk, at level m.Depth() (the levels the model
// consumes, no more: a smaller ciphertext, cheaper rotations) and the
// default scale: input j takes block j, its vector padded to m.Width()
// and written twice.
func Encrypt(sk *SecretKey, m *Model, inputs [][]float64) ([]byte, error) {
	if sk.params != m.Params {
		return nil, fmt.Errorf("encrypt: the key is for %s, the model for %s", sk.params, m.Params)
	}
	if len(inputs) < 1 || len(inputs) > m.MaxBatch() {
		return nil, fmt.Errorf("encrypt: %d inputs, want 1 to %d", len(inputs), m.MaxBatch())
	}
	w := m.Width()
	slots := make([]float64, sk.cp.MaxSlots())
	for j, x := range inputs {
		if len(x) != m.Input {
			return nil, fmt.Errorf("encrypt: input %d has %d values, the model takes %d", j, len(x), m.Input)
		}
		if err := finite(x); err != nil {
			return nil, fmt.Errorf("encrypt: input %d: %w", j, err)
		}
		copy(slots[2*w*j:], x)
		copy(slots[2*w*j+w:], x)
	}
	pt := ckks.NewPlaintext(sk.cp, m.Depth())
	if err := ckks.NewEncoder(sk.cp).Encode(slots, pt); err != nil {
		return nil, fmt.Errorf("encrypt: encode: %w", err)
	}
	b, err := encryptSeeded(sk.params, sk.cp, rlwe.NewEncryptor(sk.cp, sk.sk), pt)
	if err != nil {
		return nil, fmt.Errorf("encrypt: %w", err)
	}
	return b, nil
}

// CheckInput reports whether ct is a fresh input Evaluate would take for
// a model of the params set and depth: well formed, at level depth and
// the default scale (ErrBadCiphertext otherwise). A miner checks it
// before reading keys or building an evaluator for a request.
func CheckInput(params string, depth int, ct []byte) error {
	c, err := parseCiphertext(params, ct)
	if err != nil {
		return err
	}
	cp := mustParams(params)
	if c.Level() != depth {
		return fmt.Errorf("%w: level %d, a fresh ciphertext is at %d", ErrBadCiphertext, c.Level(), depth)
	}
	if c.Scale.Cmp(cp.DefaultScale()) != 0 {
		return fmt.Errorf("%w: scale 2^%.2f, want 2^%d", ErrBadCiphertext, c.Scale.Log2(), cp.LogDefaultScale())
	}
	return nil
}

// CheckOutput reports whether b can be what Evaluate returns for a
// request under params: a full (never seeded) ciphertext at level 0, the
// level every model's output ends at. An echoed input (seeded, at the
// model's depth), a truncated or padded blob, or one of another parameter
// set is refused with ErrBadCiphertext. It cannot tell a stale output of
// the same parameter set from a fresh one: only decryption, or a
// validator's re-execution, can.
func CheckOutput(params string, b []byte) error {
	c, err := parseCiphertext(params, b)
	if err != nil {
		return err
	}
	if c.Level() != 0 || len(b) != ciphertextSize(params, mustParams(params), 0, formFull) {
		return fmt.Errorf("%w: level %d, %d bytes: not an evaluated output (a full ciphertext at level 0)", ErrBadCiphertext, c.Level(), len(b))
	}
	return nil
}

// mustParams is ckksParams for a name parseCiphertext accepted already.
func mustParams(name string) ckks.Parameters {
	cp, _ := ckksParams(name)
	return cp
}

// Decrypt decrypts an evaluated ciphertext and returns its first n
// outputs, each m.Output() values. Outputs beyond ±2^14 (ckks-n13) or
// ±2^19 (ckks-n14) may have wrapped around the last modulus (see the
// package doc).
func Decrypt(sk *SecretKey, m *Model, ct []byte, n int) ([][]float64, error) {
	if sk.params != m.Params {
		return nil, fmt.Errorf("decrypt: the key is for %s, the model for %s", sk.params, m.Params)
	}
	if n < 1 || n > m.MaxBatch() {
		return nil, fmt.Errorf("decrypt: %d outputs, want 1 to %d", n, m.MaxBatch())
	}
	if err := CheckOutput(sk.params, ct); err != nil {
		return nil, fmt.Errorf("decrypt: %w", err)
	}
	c, err := parseCiphertext(sk.params, ct)
	if err != nil {
		return nil, fmt.Errorf("decrypt: %w", err)
	}
	pt := ckks.NewDecryptor(sk.cp, sk.sk).DecryptNew(c)
	slots := make([]float64, sk.cp.MaxSlots())
	if err := ckks.NewEncoder(sk.cp).Decode(pt, slots); err != nil {
		return nil, fmt.Errorf("decrypt: decode: %w", err)
	}
	w, out := m.Width(), m.Output()
	ys := make([][]float64, n)
	for j := range ys {
		ys[j] = append([]float64(nil), slots[2*w*j:2*w*j+out]...)
	}
	return ys, nil
}
