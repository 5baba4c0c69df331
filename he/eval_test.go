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
// order 1; measured about 1e-7 (see TestEvaluateAgreesWithPlain's log).
const tolerance = 1e-5

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
	rng := rand.New(rand.NewPCG(7, 7))
	for _, tc := range []struct {
		name string
		m    *Model
	}{
		// the reference network, depth 3 of ckks-n13's 3
		{"net64 n13", net64("ckks-n13", 1)},
		// the same at ckks-n14
		{"net64 n14", net64("ckks-n14", 1)},
		// a cubic activation (2 levels) between two dense layers: depth 4
		{"poly3 n14", &Model{Format: ModelFormat, Params: "ckks-n14", Input: 20, Layers: []Layer{
			randomDense(rng, 20, 10),
			{Kind: KindPoly, Coeffs: []float64{0.5, 0.25, 0, -0.02}},
			randomDense(rng, 10, 3),
		}}},
		// a degree-7 activation (3 levels) after an activation-first layer
		{"poly7 n14", &Model{Format: ModelFormat, Params: "ckks-n14", Input: 8, Layers: []Layer{
			{Kind: KindSquare},
			randomDense(rng, 8, 8),
			{Kind: KindPoly, Coeffs: []float64{0.1, 0.5, 0, -0.1, 0, 0.01, 0, -0.001}},
			randomDense(rng, 8, 2),
		}}},
		// the smallest width: one value
		{"width 1", &Model{Format: ModelFormat, Params: "ckks-n13", Input: 1, Layers: []Layer{
			{Kind: KindDense, In: 1, Out: 1, Weights: []float64{-0.75}, Bias: []float64{0.5}},
			{Kind: KindSquare},
			{Kind: KindDense, In: 1, Out: 1, Weights: []float64{2}},
		}}},
		// model.go's tiny model, width 4
		{"tiny", tinyModel()},
		// a narrow layer after a wide one: giant steps skipped in runs
		{"wide then narrow", &Model{Format: ModelFormat, Params: "ckks-n13", Input: 256, Layers: []Layer{
			randomDense(rng, 256, 3),
			{Kind: KindSquare},
			randomDense(rng, 3, 2),
		}}},
		// a single dense layer, no bias, non-power-of-two sizes
		{"dense only", &Model{Format: ModelFormat, Params: "ckks-n13", Input: 33, Layers: []Layer{
			{Kind: KindDense, In: 33, Out: 5, Weights: randomDense(rng, 33, 5).Weights},
		}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.m.Check(); err != nil {
				t.Fatal(err)
			}
			xs := randomInputs(rand.New(rand.NewPCG(2, 2)), 1, tc.m.Input)
			ys, out := evalRoundTrip(t, tc.m, xs)
			e := maxErr(t, tc.m, xs, ys)
			t.Logf("depth %d, output %d bytes: max abs error %.2e", tc.m.Depth(), len(out), e)
			if e > tolerance {
				t.Fatalf("max abs error %.2e, tolerance %.0e", e, tolerance)
			}
		})
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

func TestScaleUpBits(t *testing.T) {
	for _, tc := range []struct {
		params string
		enc    bool
		want   int
	}{
		{"ckks-n13", false, 11}, // measured best (error 5e-8; 5e-7 at 8 or 14)
		{"ckks-n14", false, 6},  // a 60-bit q0 over a 56-bit P: little noise to beat
		{"ckks-n13", true, 8},   // encrypted diagonals: measured best
		{"ckks-n14", true, 3},   // encrypted diagonals
	} {
		p, err := Lookup(tc.params)
		if err != nil {
			t.Fatal(err)
		}
		if got := scaleUpBits(p, tc.enc); got != tc.want {
			t.Errorf("scaleUpBits(%s, %v) = %d, want %d", tc.params, tc.enc, got, tc.want)
		}
	}
}

// TestPolyLevels checks Layer.Levels against what lattigo's polynomial
// evaluator consumes: Evaluate fails when the output is not at
// MaxLevel - Depth.
func TestPolyLevels(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for _, deg := range []int{1, 2, 4, 5, 8, 15} {
		coeffs := make([]float64, deg+1)
		for i := range coeffs {
			coeffs[i] = (2*rng.Float64() - 1) / float64(i+1)
		}
		m := &Model{Format: ModelFormat, Params: "ckks-n14", Input: 4, Layers: []Layer{
			{Kind: KindPoly, Coeffs: coeffs},
		}}
		xs := randomInputs(rng, 1, 4)
		ys, _ := evalRoundTrip(t, m, xs)
		if e := maxErr(t, m, xs, ys); e > tolerance {
			t.Errorf("degree %d: max abs error %.2e", deg, e)
		}
	}
}

func TestBatch(t *testing.T) {
	m := net64("ckks-n13", 9)
	if got := m.MaxBatch(); got != 32 { // 4096 slots / (2·64)
		t.Fatalf("MaxBatch = %d, want 32", got)
	}
	for _, n := range []int{
		2,  // a partial batch: the blocks after it hold zeros
		32, // a full one
	} {
		xs := randomInputs(rand.New(rand.NewPCG(uint64(n), 10)), n, m.Input)
		ys, _ := evalRoundTrip(t, m, xs)
		// each output is its own input's: maxErr compares ys[i] with Plain(xs[i])
		if e := maxErr(t, m, xs, ys); e > tolerance {
			t.Fatalf("batch of %d: max abs error %.2e", n, e)
		}
	}
	sk, _ := keysFor(t, m.Params)
	if _, err := Encrypt(sk, m, randomInputs(rand.New(rand.NewPCG(1, 1)), 33, m.Input)); err == nil {
		t.Fatal("Encrypt took 33 inputs, MaxBatch is 32")
	}
}

// TestEvaluateConcurrent runs one Evaluator from several goroutines: each
// result is the bytes a lone evaluation gives.
func TestEvaluateConcurrent(t *testing.T) {
	m := net64("ckks-n13", 16)
	sk, ek := keysFor(t, m.Params)
	e, err := NewEvaluator(m, ek)
	if err != nil {
		t.Fatal(err)
	}
	const n = 4
	cts := make([][]byte, n)
	want := make([][]byte, n)
	for i := range cts {
		if cts[i], err = Encrypt(sk, m, randomInputs(rand.New(rand.NewPCG(uint64(i), 17)), 1, m.Input)); err != nil {
			t.Fatal(err)
		}
		if want[i], err = e.Evaluate(context.Background(), cts[i]); err != nil {
			t.Fatal(err)
		}
	}
	got := make([][]byte, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range cts {
		wg.Go(func() { got[i], errs[i] = e.Evaluate(context.Background(), cts[i]) })
	}
	wg.Wait()
	for i := range got {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if !bytes.Equal(got[i], want[i]) {
			t.Fatalf("concurrent evaluation %d differs from a lone one", i)
		}
	}
}
