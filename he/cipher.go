package he

import (
	"errors"
	"fmt"
	"math"

	"github.com/tuneinsight/lattigo/v6/core/rlwe"
	"github.com/tuneinsight/lattigo/v6/schemes/ckks"
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

// ciphertextSize is the encoded size of a ciphertext at level.
func ciphertextSize(params string, cp ckks.Parameters, level int) int {
	return len(magicCiphertext) + 1 + len(params) + 1 + 8 + 2*(level+1)*cp.N()*8
}

// marshalCiphertext encodes a degree-1 ciphertext: level, scale (as a
// float64) and coefficients.
func marshalCiphertext(params string, cp ckks.Parameters, ct *rlwe.Ciphertext) ([]byte, error) {
	if ct.Degree() != 1 {
		return nil, fmt.Errorf("ciphertext of degree %d", ct.Degree())
	}
	w := writer{b: make([]byte, 0, ciphertextSize(params, cp, ct.Level()))}
	header(&w, magicCiphertext, params)
	w.u8(uint8(ct.Level()))
	w.f64(ct.Scale.Float64())
	for _, p := range ct.Value {
		w.poly(p)
	}
	return w.b, nil
}

// parseCiphertext decodes a ciphertext of the params set, checking its
// length against its level before reading a coefficient. It wraps
// ErrBadCiphertext.
func parseCiphertext(params string, b []byte) (*rlwe.Ciphertext, error) {
	if len(b) > MaxCiphertextBytes {
		return nil, fmt.Errorf("%w: %d bytes, more than %d", ErrBadCiphertext, len(b), MaxCiphertextBytes)
	}
	r := reader{b: b}
	cp, name, err := readHeader(&r, magicCiphertext)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadCiphertext, err)
	}
	if name != params {
		return nil, fmt.Errorf("%w: under %s, want %s", ErrBadCiphertext, name, params)
	}
	level := int(r.u8())
	scale := r.f64()
	if r.err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadCiphertext, r.err)
	}
	if level > cp.MaxLevel() {
		return nil, fmt.Errorf("%w: level %d, %s has %d", ErrBadCiphertext, level, name, cp.MaxLevel())
	}
	if want := ciphertextSize(name, cp, level); len(b) != want {
		return nil, fmt.Errorf("%w: %d bytes, a level-%d ciphertext has %d", ErrBadCiphertext, len(b), level, want)
	}
	// A scale far from the default is no ciphertext this package made.
	if lg := math.Log2(scale); math.IsNaN(lg) || math.Abs(lg-float64(cp.LogDefaultScale())) > 20 {
		return nil, fmt.Errorf("%w: scale %g", ErrBadCiphertext, scale)
	}
	ct := ckks.NewCiphertext(cp, 1, level)
	ct.Scale = rlwe.NewScale(scale)
	for _, p := range ct.Value {
		r.rows(p.Coeffs, cp.Q())
	}
	if r.err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadCiphertext, r.err)
	}
	return ct, nil
}

// Encrypt encrypts 1 to m.MaxBatch() inputs of m.Input values each into
// one ciphertext under sk, at the top level and default scale: input j
// takes block j, its vector padded to m.Width() and written twice.
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
	pt := ckks.NewPlaintext(sk.cp, sk.cp.MaxLevel())
	if err := ckks.NewEncoder(sk.cp).Encode(slots, pt); err != nil {
		return nil, fmt.Errorf("encrypt: encode: %w", err)
	}
	ct, err := ckks.NewEncryptor(sk.cp, sk.sk).EncryptNew(pt)
	if err != nil {
		return nil, fmt.Errorf("encrypt: %w", err)
	}
	return marshalCiphertext(sk.params, sk.cp, ct)
}

// Decrypt decrypts an evaluated ciphertext and returns its first n
// outputs, each m.Output() values.
func Decrypt(sk *SecretKey, m *Model, ct []byte, n int) ([][]float64, error) {
	if sk.params != m.Params {
		return nil, fmt.Errorf("decrypt: the key is for %s, the model for %s", sk.params, m.Params)
	}
	if n < 1 || n > m.MaxBatch() {
		return nil, fmt.Errorf("decrypt: %d outputs, want 1 to %d", n, m.MaxBatch())
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
