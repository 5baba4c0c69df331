package he

import (
	"context"
	"math/rand/v2"
	"testing"
)

// TestSizes logs what travels, for net64 at each parameter set, and checks
// each size against its layout: seeded input at level Depth, full output
// at level 0, eval keys as EvalKeysSize says.
func TestSizes(t *testing.T) {
	for _, params := range []string{"ckks-n13", "ckks-n14"} {
		t.Run(params, func(t *testing.T) {
			m := net64(params, 1)
			sk, ek := keysFor(t, params)
			cp, err := ckksParams(params)
			if err != nil {
				t.Fatal(err)
			}
			ekb, err := ek.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			ct, err := Encrypt(sk, m, randomInputs(rand.New(rand.NewPCG(1, 1)), 1, m.Input))
			if err != nil {
				t.Fatal(err)
			}
			e, err := NewEvaluator(m, ek)
			if err != nil {
				t.Fatal(err)
			}
			out, err := e.Evaluate(context.Background(), ct)
			if err != nil {
				t.Fatal(err)
			}
			blob, err := EncryptModel(sk, m)
			if err != nil {
				t.Fatal(err)
			}
			skb, err := sk.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: eval keys %.1f MiB (%d rotation keys + relinearization), secret key %d KiB, input %d KiB, output %d KiB, net64 encrypted %.1f MiB",
				params, float64(len(ekb))/(1<<20), len(rotationSteps(cp)), len(skb)>>10, len(ct)>>10, len(out)>>10, float64(len(blob))/(1<<20))
			for _, c := range []struct {
				what      string
				got, want int
			}{
				{"eval keys", len(ekb), evalKeysSize(params, cp)},
				{"input", len(ct), ciphertextSize(params, cp, m.Depth(), formSeeded)},
				{"output", len(out), ciphertextSize(params, cp, 0, formFull)},
			} {
				if c.got != c.want {
					t.Errorf("%s: %d bytes, want %d", c.what, c.got, c.want)
				}
			}
		})
	}
}
