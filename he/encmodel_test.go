package he

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
)

// encRoundTrip encrypts m's weights and xs, evaluates with encrypted
// weights and decrypts.
func encRoundTrip(t *testing.T, m *Model, xs [][]float64) (ys [][]float64, blob, out []byte) {
	t.Helper()
	sk, ek := keysFor(t, m.Params)
	blob, err := EncryptModel(sk, m)
	if err != nil {
		t.Fatal(err)
	}
	em, err := ParseEncryptedModel(blob)
	if err != nil {
		t.Fatal(err)
	}
	e, err := NewEncryptedEvaluator(em, ek)
	if err != nil {
		t.Fatal(err)
	}
	ct, err := Encrypt(sk, m, xs)
	if err != nil {
		t.Fatal(err)
	}
	if out, err = e.Evaluate(context.Background(), ct); err != nil {
		t.Fatal(err)
	}
	again, err := e.Evaluate(context.Background(), ct)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, again) {
		t.Fatal("two evaluations with encrypted weights differ")
	}
	if ys, err = Decrypt(sk, m, out, len(xs)); err != nil {
		t.Fatal(err)
	}
	return ys, blob, out
}

func TestEncryptedWeights(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 20))
	for _, tc := range []struct {
		name string
		m    *Model
	}{
		// depth 3 at ckks-n13's 3 levels: encrypted weights need no level
		// more than plaintext ones
		{"net64 n13", net64("ckks-n13", 21)},
		// a poly activation at ckks-n14, dense layers without bias
		{"poly n14", &Model{Format: ModelFormat, Params: "ckks-n14", Input: 20, Layers: []Layer{
			{Kind: KindDense, In: 20, Out: 10, Weights: randomDense(rng, 20, 10).Weights},
			{Kind: KindPoly, Coeffs: []float64{0.5, 0.25, 0, -0.02}},
			randomDense(rng, 10, 3),
			{Kind: KindSquare},
		}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			xs := randomInputs(rand.New(rand.NewPCG(22, 22)), 3, tc.m.Input)
			ys, blob, _ := encRoundTrip(t, tc.m, xs)
			e := maxErr(t, tc.m, xs, ys)
			t.Logf("depth %d, encrypted model %d bytes: max abs error %.2e", tc.m.Depth(), len(blob), e)
			if e > tolerance {
				t.Fatalf("max abs error %.2e, tolerance %.0e", e, tolerance)
			}
		})
	}
}

func TestEncryptedModelShape(t *testing.T) {
	m := tinyModel()
	sk, _ := keysFor(t, m.Params)
	blob, err := EncryptModel(sk, m)
	if err != nil {
		t.Fatal(err)
	}
	em, err := ParseEncryptedModel(blob)
	if err != nil {
		t.Fatal(err)
	}
	want := Shape{Format: EncModelFormat, Params: "ckks-n13", Input: 3, Layers: []LayerShape{
		{Kind: KindDense, In: 3, Out: 2}, {Kind: KindSquare}, {Kind: KindDense, In: 2, Out: 1},
	}}
	if got := em.Shape(); !reflect.DeepEqual(got, want) {
		t.Fatalf("Shape = %+v, want %+v", got, want)
	}
	// The clear part of the blob is the shape and nothing else: no
	// weight's or bias's text appears in it.
	n := binary.LittleEndian.Uint32(blob[len(magicEncModel):])
	clearPart := blob[len(magicEncModel)+4 : len(magicEncModel)+4+int(n)]
	var back map[string]any
	if err := json.Unmarshal(clearPart, &back); err != nil {
		t.Fatal(err)
	}
	for _, leak := range []string{"weights", "bias", "labels"} {
		if bytes.Contains(clearPart, []byte(leak)) {
			t.Fatalf("the clear shape holds %q: %s", leak, clearPart)
		}
	}
}

func TestEncryptedModelRefused(t *testing.T) {
	m := tinyModel()
	sk, _ := keysFor(t, m.Params)
	_, ek14 := keysFor(t, "ckks-n14")
	blob, err := EncryptModel(sk, m)
	if err != nil {
		t.Fatal(err)
	}
	em, err := ParseEncryptedModel(blob)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewEncryptedEvaluator(em, ek14); !errors.Is(err, ErrBadKeys) {
		t.Fatalf("keys of the other parameter set: %v, want ErrBadKeys", err)
	}
	// reshape rewrites the clear shape and keeps the ciphertexts.
	reshape := func(f func(s *Shape)) []byte {
		n := binary.LittleEndian.Uint32(blob[len(magicEncModel):])
		var s Shape
		if err := json.Unmarshal(blob[len(magicEncModel)+4:len(magicEncModel)+4+int(n)], &s); err != nil {
			t.Fatal(err)
		}
		f(&s)
		sj, _ := json.Marshal(s)
		out := append([]byte(magicEncModel), binary.LittleEndian.AppendUint32(nil, uint32(len(sj)))...)
		out = append(out, sj...)
		return append(out, blob[len(magicEncModel)+4+int(n):]...)
	}
	// a valid model's first ciphertext moved one level down: its level
	// byte says so and its length disagrees
	firstCt := len(magicEncModel) + 4 + int(binary.LittleEndian.Uint32(blob[len(magicEncModel):])) + 4
	lowered := append([]byte(nil), blob...)
	lowered[firstCt+len(magicCiphertext)+1+len(m.Params)]--
	for _, tc := range []struct {
		name string
		b    []byte
		deep bool
	}{
		// nothing
		{"empty", nil, false},
		// a valid blob cut short
		{"truncated", blob[:len(blob)-1], false},
		// a plaintext model's bytes
		{"plaintext model", func() []byte { b, _ := m.Encode(); return b }(), false},
		// a shape one square deeper than ckks-n13 allows
		{"too deep", reshape(func(s *Shape) { s.Layers = append(s.Layers, LayerShape{Kind: KindSquare}) }), true},
		// a shape whose dense layer claims more outputs than its ciphertexts
		{"shape and ciphertexts disagree", reshape(func(s *Shape) { s.Layers[0].Out = 3; s.Layers[2].In = 3 }), false},
		// a shape of another format
		{"format", reshape(func(s *Shape) { s.Format = ModelFormat }), false},
		// a ciphertext at the wrong level
		{"wrong level", lowered, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseEncryptedModel(tc.b)
			if !errors.Is(err, ErrBadModel) {
				t.Fatalf("ParseEncryptedModel = %v, want ErrBadModel", err)
			}
			if errors.Is(err, ErrTooDeep) != tc.deep {
				t.Fatalf("ParseEncryptedModel = %v, ErrTooDeep %v", err, tc.deep)
			}
		})
	}
}
