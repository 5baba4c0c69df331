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
