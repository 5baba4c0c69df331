package he

import (
	"context"
	"encoding/binary"
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

func TestEvaluateRefuses(t *testing.T) {
	m := net64("ckks-n13", 11)
	sk, ek := keysFor(t, m.Params)
	e, err := NewEvaluator(m, ek)
	if err != nil {
		t.Fatal(err)
	}
	xs := randomInputs(rand.New(rand.NewPCG(12, 12)), 1, m.Input)
	ct, err := Encrypt(sk, m, xs)
	if err != nil {
		t.Fatal(err)
	}
	out, err := e.Evaluate(context.Background(), ct)
	if err != nil {
		t.Fatal(err)
	}
	m14 := net64("ckks-n14", 11)
	sk14, _ := keysFor(t, m14.Params)
	ct14, err := Encrypt(sk14, m14, xs)
	if err != nil {
		t.Fatal(err)
	}
	hdr := len(magicCiphertext) + 1 + len(m.Params) // the level byte's offset
	edit := func(f func(b []byte) []byte) []byte { return f(append([]byte(nil), ct...)) }
	garbage := make([]byte, 4096)
	for i := range garbage {
		garbage[i] = byte(i * 7)
	}
	for _, tc := range []struct {
		name string
		ct   []byte
	}{
		// nothing at all
		{"empty", nil},
		// a valid ciphertext cut short
		{"truncated", ct[:len(ct)-1]},
		// a valid ciphertext with a byte more
		{"trailing byte", append(append([]byte(nil), ct...), 0)},
		// bytes that are no ciphertext
		{"garbage", garbage},
		// the magic tag right, the parameter set unknown
		{"unknown params", edit(func(b []byte) []byte { b[len(magicCiphertext)+1] = 'x'; return b })},
		// a fresh ciphertext of the other parameter set
		{"other params", ct14},
		// an evaluated output fed back: level 0, not the top level
		{"already evaluated", out},
		// a level above the parameter set's top
		{"level too high", edit(func(b []byte) []byte { b[hdr] = 9; return b })},
		// a level that does not match the length
		{"level and length disagree", edit(func(b []byte) []byte { b[hdr] = 2; return b })},
		// the default scale doubled
		{"wrong scale", edit(func(b []byte) []byte {
			binary.LittleEndian.PutUint64(b[hdr+1:], math.Float64bits(math.Ldexp(1, 41)))
			return b
		})},
		// a scale that is no number
		{"NaN scale", edit(func(b []byte) []byte {
			binary.LittleEndian.PutUint64(b[hdr+1:], math.Float64bits(math.NaN()))
			return b
		})},
		// a coefficient at or above its modulus
		{"coefficient out of range", edit(func(b []byte) []byte {
			binary.LittleEndian.PutUint64(b[hdr+10:], math.MaxUint64)
			return b
		})},
		// a form this package does not know
		{"unknown form", edit(func(b []byte) []byte { b[hdr+9] = 7; return b })},
		// a full ciphertext's form on a seeded one's bytes
		{"form and length disagree", edit(func(b []byte) []byte { b[hdr+9] = formFull; return b })},
		// more bytes than any ciphertext has, refused before parsing
		{"oversized", make([]byte, MaxCiphertextBytes+1)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := e.Evaluate(context.Background(), tc.ct)
			if !errors.Is(err, ErrBadCiphertext) {
				t.Fatalf("Evaluate = %v, want ErrBadCiphertext", err)
			}
		})
	}
	// The untouched ciphertext still evaluates (the table's edits were on
	// copies).
	if _, err := e.Evaluate(context.Background(), ct); err != nil {
		t.Fatal(err)
	}
	// A cancelled context stops an evaluation.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := e.Evaluate(ctx, ct); !errors.Is(err, context.Canceled) {
		t.Fatalf("Evaluate with a cancelled context = %v", err)
	}
}

func TestKeysRefused(t *testing.T) {
	m := net64("ckks-n13", 13)
	_, ek := keysFor(t, m.Params)
	_, ek14 := keysFor(t, "ckks-n14")
	// Keys of the other parameter set.
	if _, err := NewEvaluator(m, ek14); !errors.Is(err, ErrBadKeys) {
		t.Fatalf("NewEvaluator with ckks-n14 keys for a ckks-n13 model = %v, want ErrBadKeys", err)
	}
	good, err := ek.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	galOff := len(magicEvalKeys) + 1 + len(m.Params) + gadgetSizeOf(t, m.Params) // first rotation key's Galois element
	edit := func(f func(b []byte) []byte) []byte { return f(append([]byte(nil), good...)) }
	for _, tc := range []struct {
		name string
		b    []byte
	}{
		// nothing at all
		{"empty", nil},
		// valid keys cut short
		{"truncated", good[:len(good)-8]},
		// valid keys with a byte more
		{"trailing byte", append(append([]byte(nil), good...), 0)},
		// a secret key where the eval keys should be
		{"wrong magic", edit(func(b []byte) []byte { copy(b, magicSecretKey); return b })},
		// an unknown parameter set
		{"unknown params", edit(func(b []byte) []byte { b[len(magicEvalKeys)+1] = 'x'; return b })},
		// a rotation key for another rotation
		{"wrong Galois element", edit(func(b []byte) []byte { binary.LittleEndian.PutUint64(b[galOff:], 3); return b })},
		// a coefficient at or above its modulus
		{"coefficient out of range", edit(func(b []byte) []byte {
			binary.LittleEndian.PutUint64(b[len(b)-8:], math.MaxUint64)
			return b
		})},
		// huge: refused by its length before a coefficient is read
		{"oversized", make([]byte, len(good)+1<<20)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := ParseEvalKeys(tc.b); !errors.Is(err, ErrBadKeys) {
				t.Fatalf("ParseEvalKeys = %v, want ErrBadKeys", err)
			}
		})
	}
}

func gadgetSizeOf(t *testing.T, params string) int {
	t.Helper()
	cp, err := ckksParams(params)
	if err != nil {
		t.Fatal(err)
	}
	return gadgetSize(cp)
}

func TestClientRefuses(t *testing.T) {
	m := net64("ckks-n13", 14)
	sk, _ := keysFor(t, m.Params)
	sk14, _ := keysFor(t, "ckks-n14")
	xs := randomInputs(rand.New(rand.NewPCG(15, 15)), 1, m.Input)
	ct, err := Encrypt(sk, m, xs)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		err  error
	}{
		// a key of another parameter set than the model's
		{"encrypt other key", func() error { _, err := Encrypt(sk14, m, xs); return err }()},
		// no input
		{"encrypt none", func() error { _, err := Encrypt(sk, m, nil); return err }()},
		// an input of the wrong dimension
		{"encrypt short input", func() error { _, err := Encrypt(sk, m, [][]float64{xs[0][:3]}); return err }()},
		// a value that is no number
		{"encrypt NaN", func() error {
			x := append([]float64(nil), xs[0]...)
			x[0] = math.NaN()
			_, err := Encrypt(sk, m, [][]float64{x})
			return err
		}()},
		// decrypting with another parameter set's key
		{"decrypt other key", func() error { _, err := Decrypt(sk14, m, ct, 1); return err }()},
		// more outputs than a ciphertext holds
		{"decrypt too many", func() error { _, err := Decrypt(sk, m, ct, m.MaxBatch()+1); return err }()},
		// garbage
		{"decrypt garbage", func() error { _, err := Decrypt(sk, m, []byte("THCT1"), 1); return err }()},
		// a secret key cut short
		{"secret key truncated", func() error {
			b, _ := sk.MarshalBinary()
			_, err := ParseSecretKey(b[:len(b)-1])
			return err
		}()},
	} {
		if tc.err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
}

func TestEvaluatorTooLarge(t *testing.T) {
	// 1024 nonzero diagonals at ckks-n14's top level (seven squares
	// follow): 1.1 GiB of plaintexts, refused before one is encoded
	m := &Model{Format: ModelFormat, Params: "ckks-n14", Input: 1024, Layers: []Layer{
		{Kind: KindDense, In: 1024, Out: 2, Weights: make([]float64, 2*1024)},
	}}
	for range 7 {
		m.Layers = append(m.Layers, Layer{Kind: KindSquare})
	}
	for i := range m.Layers[0].Weights {
		m.Layers[0].Weights[i] = 1
	}
	_, ek := keysFor(t, m.Params)
	if _, err := NewEvaluator(m, ek); !errors.Is(err, ErrBadModel) {
		t.Fatalf("NewEvaluator = %v, want ErrBadModel", err)
	}
}
