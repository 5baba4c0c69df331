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
