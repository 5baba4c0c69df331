package he

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"sync"
	"testing"
)

// testKeys are generated once per parameter set and shared by every test
// (ckks-n14 keygen takes seconds).
var testKeys sync.Map // params → *keyPair

type keyPair struct {
	once sync.Once
	sk   *SecretKey
	ek   *EvalKeys
	err  error
}

func keysFor(t testing.TB, params string) (*SecretKey, *EvalKeys) {
	t.Helper()
	v, _ := testKeys.LoadOrStore(params, &keyPair{})
	kp := v.(*keyPair)
	kp.once.Do(func() { kp.sk, kp.ek, kp.err = KeyGen(params) })
	if kp.err != nil {
		t.Fatal(kp.err)
	}
	return kp.sk, kp.ek
}

// randomDense is an out×in layer with weights of order 1/sqrt(in), so that
// outputs stay of order 1 for inputs of order 1.
func randomDense(rng *rand.Rand, in, out int) Layer {
	l := Layer{Kind: KindDense, In: in, Out: out, Weights: make([]float64, in*out), Bias: make([]float64, out)}
	s := 1 / math.Sqrt(float64(in))
	for i := range l.Weights {
		l.Weights[i] = (2*rng.Float64() - 1) * s
	}
	for i := range l.Bias {
		l.Bias[i] = 2*rng.Float64() - 1
	}
	return l
}

func randomInputs(rng *rand.Rand, n, dim int) [][]float64 {
	xs := make([][]float64, n)
	for i := range xs {
		xs[i] = make([]float64, dim)
		for j := range xs[i] {
			xs[i][j] = 2*rng.Float64() - 1
		}
	}
	return xs
}

// net64 is the reference network: 64 → 16 → square → 4.
func net64(params string, seed uint64) *Model {
	rng := rand.New(rand.NewPCG(seed, 1))
	return &Model{Format: ModelFormat, Params: params, Input: 64, Layers: []Layer{
		randomDense(rng, 64, 16),
		{Kind: KindSquare},
		randomDense(rng, 16, 4),
	}}
}

// maxErr is the largest absolute difference between the decrypted outputs
// and the plaintext reference.
func maxErr(t *testing.T, m *Model, xs, ys [][]float64) float64 {
	t.Helper()
	worst := 0.0
	for i, x := range xs {
		want, err := m.Plain(x)
		if err != nil {
			t.Fatal(err)
		}
		if len(ys[i]) != len(want) {
			t.Fatalf("output %d has %d values, want %d", i, len(ys[i]), len(want))
		}
		for j := range want {
			worst = max(worst, math.Abs(ys[i][j]-want[j]))
		}
	}
	return worst
}

// tolerance is the agreement Evaluate must keep with Plain at values of
// order 1 (measured: about 1e-4 at ckks-n13 for net64; see doc.go).
const tolerance = 1e-3

func evalRoundTrip(t *testing.T, m *Model, xs [][]float64) (ys [][]float64, out []byte) {
	t.Helper()
	sk, ek := keysFor(t, m.Params)
	e, err := NewEvaluator(m, ek)
	if err != nil {
		t.Fatal(err)
	}
	ct, err := Encrypt(sk, m, xs)
	if err != nil {
		t.Fatal(err)
	}
	out, err = e.Evaluate(context.Background(), ct)
	if err != nil {
		t.Fatal(err)
	}
	ys, err = Decrypt(sk, m, out, len(xs))
	if err != nil {
		t.Fatal(err)
	}
	return ys, out
}

func TestEvaluateAgreesWithPlain(t *testing.T) {
	m := net64("ckks-n13", 1)
	xs := randomInputs(rand.New(rand.NewPCG(2, 2)), 1, m.Input)
	ys, _ := evalRoundTrip(t, m, xs)
	e := maxErr(t, m, xs, ys)
	t.Logf("64→16→square→4 at ckks-n13: max abs error %.2e", e)
	if e > tolerance {
		t.Fatalf("max abs error %.2e, tolerance %.0e", e, tolerance)
	}
}

func TestEvaluateDeterministic(t *testing.T) {
	m := net64("ckks-n13", 3)
	sk, ek := keysFor(t, m.Params)
	e, err := NewEvaluator(m, ek)
	if err != nil {
		t.Fatal(err)
	}
	ct, err := Encrypt(sk, m, randomInputs(rand.New(rand.NewPCG(4, 4)), 1, m.Input))
	if err != nil {
		t.Fatal(err)
	}
	a, err := e.Evaluate(context.Background(), ct)
	if err != nil {
		t.Fatal(err)
	}
	b, err := e.Evaluate(context.Background(), ct)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("two evaluations of the same ciphertext differ")
	}
}
