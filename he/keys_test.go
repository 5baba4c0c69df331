package he

import (
	"bytes"
	"context"
	"math/rand/v2"
	"testing"
)

func TestKeysRoundTrip(t *testing.T) {
	m := net64("ckks-n13", 5)
	sk, ek := keysFor(t, m.Params)
	ekb, err := ek.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	again, err := ek.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(ekb, again) {
		t.Fatal("two encodings of the same keys differ")
	}
	if want, _ := EvalKeysSize(m.Params); len(ekb) != want {
		t.Fatalf("eval keys are %d bytes, EvalKeysSize says %d", len(ekb), want)
	}
	ek2, err := ParseEvalKeys(ekb)
	if err != nil {
		t.Fatal(err)
	}
	if ek2.Params() != "ckks-n13" {
		t.Fatalf("parsed keys for %s", ek2.Params())
	}
	if b, _ := ek2.MarshalBinary(); !bytes.Equal(b, ekb) {
		t.Fatal("parsed keys encode differently")
	}
	skb, err := sk.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	sk2, err := ParseSecretKey(skb)
	if err != nil {
		t.Fatal(err)
	}
	if sk2.Params() != "ckks-n13" {
		t.Fatalf("parsed secret key for %s", sk2.Params())
	}

	// The parsed (expanded from seeds) keys evaluate exactly as the
	// originals, and the parsed secret key decrypts.
	ct, err := Encrypt(sk2, m, randomInputs(rand.New(rand.NewPCG(6, 6)), 1, m.Input))
	if err != nil {
		t.Fatal(err)
	}
	var outs [][]byte
	for _, k := range []*EvalKeys{ek, ek2} {
		e, err := NewEvaluator(m, k)
		if err != nil {
			t.Fatal(err)
		}
		out, err := e.Evaluate(context.Background(), ct)
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, out)
	}
	if !bytes.Equal(outs[0], outs[1]) {
		t.Fatal("parsed keys evaluate differently")
	}
	if _, err := Decrypt(sk2, m, outs[0], 1); err != nil {
		t.Fatal(err)
	}
}

func TestRotationSteps(t *testing.T) {
	for _, tc := range []struct {
		params string
		want   int
	}{
		// +1..+64 and -1..-2048
		{"ckks-n13", 19},
		// +1..+64 and -1..-4096
		{"ckks-n14", 20},
	} {
		cp, err := ckksParams(tc.params)
		if err != nil {
			t.Fatal(err)
		}
		steps := rotationSteps(cp)
		if len(steps) != tc.want {
			t.Errorf("%s: %d rotation keys %v, want %d", tc.params, len(steps), steps, tc.want)
		}
		// no two steps are the same rotation
		seen := map[uint64]int{}
		for _, k := range steps {
			g := cp.GaloisElement(k)
			if prev, ok := seen[g]; ok {
				t.Errorf("%s: steps %d and %d are the same rotation", tc.params, prev, k)
			}
			seen[g] = k
		}
		// every rotation a model of the widest width uses is there
		w := cp.MaxSlots() / 2
		n1, _ := babyGiant(w)
		for _, k := range []int{1, n1 / 2, n1, -w, -1} {
			if _, ok := seen[cp.GaloisElement(k)]; !ok {
				t.Errorf("%s: no key for rotation %d", tc.params, k)
			}
		}
	}
}
