package he

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
)

// BenchmarkThroughput evaluates net64 at ckks-n13 on one input per
// ciphertext and on MaxBatch: the cost of a ciphertext is the same, so
// inputs/s grows with the batch.
func BenchmarkThroughput(b *testing.B) {
	m := net64("ckks-n13", 1)
	sk, ek := keysFor(b, m.Params)
	e, err := NewEvaluator(m, ek)
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{1, m.MaxBatch()} {
		b.Run(fmt.Sprintf("batch=%d", n), func(b *testing.B) {
			ct, err := Encrypt(sk, m, randomInputs(rand.New(rand.NewPCG(1, 1)), n, m.Input))
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := e.Evaluate(context.Background(), ct); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "inputs/s")
		})
	}
}

// benchParams are the parameter sets the benchmarks run at.
var benchParams = []string{"ckks-n13", "ckks-n14"}

func BenchmarkKeyGen(b *testing.B) {
	for _, params := range benchParams {
		b.Run(params, func(b *testing.B) {
			for b.Loop() {
				if _, _, err := KeyGen(params); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkEncrypt(b *testing.B) {
	for _, params := range benchParams {
		b.Run(params, func(b *testing.B) {
			m := net64(params, 1)
			sk, _ := keysFor(b, params)
			xs := randomInputs(rand.New(rand.NewPCG(1, 1)), 1, m.Input)
			for b.Loop() {
				if _, err := Encrypt(sk, m, xs); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkDecrypt(b *testing.B) {
	for _, params := range benchParams {
		b.Run(params, func(b *testing.B) {
			m := net64(params, 1)
			sk, ek := keysFor(b, params)
			e, err := NewEvaluator(m, ek)
			if err != nil {
				b.Fatal(err)
			}
			ct, err := Encrypt(sk, m, randomInputs(rand.New(rand.NewPCG(1, 1)), 1, m.Input))
			if err != nil {
				b.Fatal(err)
			}
			out, err := e.Evaluate(context.Background(), ct)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := Decrypt(sk, m, out, 1); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkEvaluate runs net64 (64 → 16 → square → 4) on one input:
// Model.Plain, Evaluate with plaintext weights, and Evaluate with
// encrypted weights, in the same run.
func BenchmarkEvaluate(b *testing.B) {
	b.Run("plain", func(b *testing.B) {
		m := net64("ckks-n13", 1)
		x := randomInputs(rand.New(rand.NewPCG(1, 1)), 1, m.Input)[0]
		for b.Loop() {
			if _, err := m.Plain(x); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, params := range benchParams {
		m := net64(params, 1)
		b.Run("weights=plain/"+params, func(b *testing.B) {
			sk, ek := keysFor(b, params)
			e, err := NewEvaluator(m, ek)
			if err != nil {
				b.Fatal(err)
			}
			benchEvaluate(b, e, sk, m)
		})
		b.Run("weights=encrypted/"+params, func(b *testing.B) {
			sk, ek := keysFor(b, params)
			blob, err := EncryptModel(sk, m)
			if err != nil {
				b.Fatal(err)
			}
			em, err := ParseEncryptedModel(blob)
			if err != nil {
				b.Fatal(err)
			}
			e, err := NewEncryptedEvaluator(em, ek)
			if err != nil {
				b.Fatal(err)
			}
			benchEvaluate(b, e, sk, m)
		})
	}
}

func benchEvaluate(b *testing.B, e *Evaluator, sk *SecretKey, m *Model) {
	ct, err := Encrypt(sk, m, randomInputs(rand.New(rand.NewPCG(1, 1)), 1, m.Input))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := e.Evaluate(context.Background(), ct); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEncryptModel is the client's cost of encrypting net64's weights.
func BenchmarkEncryptModel(b *testing.B) {
	for _, params := range benchParams {
		b.Run(params, func(b *testing.B) {
			m := net64(params, 1)
			sk, _ := keysFor(b, params)
			for b.Loop() {
				if _, err := EncryptModel(sk, m); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
