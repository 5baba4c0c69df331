package ckks

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/he"
)

// A client posts jobs on several models, each one plaintext 256×256
// layer whose evaluator holds 32 MiB of encoded diagonals (at the 1 GiB
// an evaluator may hold, and with encrypted models of up to 1 GiB parsed,
// the counts alone, four evaluators and four models, let a client's
// models pin 8 GiB of a miner's and a validator's memory). The caches
// must stay within MaxCacheBytes whatever the count, and a model too
// large to hold still runs.
func TestAttackHECacheBytesBounded(t *testing.T) {
	f := getFixture(t)
	const limit = 48 << 20
	e, err := New(Config{MaxCacheBytes: limit})
	if err != nil {
		t.Fatal(err)
	}
	e.UseContent(f.blobs)
	t.Cleanup(func() { _ = e.Close() })
	for i := range 4 {
		m := &he.Model{Format: he.ModelFormat, Params: "ckks-n13", Input: 256, Layers: []he.Layer{{Kind: he.KindDense, In: 256, Out: 256, Weights: make([]float64, 256*256), Bias: make([]float64, 256)}}}
		for j := range m.Layers[0].Weights {
			m.Layers[0].Weights[j] = float64((j*7+i)%13-6) / 64
		}
		mb, err := m.Encode()
		if err != nil {
			t.Fatal(err)
		}
		ct, err := he.Encrypt(f.sk, m, [][]float64{make([]float64, 256)})
		if err != nil {
			t.Fatal(err)
		}
		in, err := ckksjob.Request{Params: m.Params, KeysCID: f.keysCID, Batch: 1, Ciphertext: ct}.Encode()
		if err != nil {
			t.Fatal(err)
		}
		req := engine.Request{ModelCID: fmt.Sprintf("bafywide%d", i), Model: engine.ModelBytes(mb), Input: in}
		res, err := e.Run(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Output) == 0 || bytes.Equal(res.Output, ct) {
			t.Fatal("no evaluation")
		}
		e.mu.Lock()
		evals, models := e.evals.bytes(), e.models.bytes()
		e.mu.Unlock()
		t.Logf("after model %d: evaluators hold %d MiB, models %d MiB", i, evals>>20, models>>20)
		if evals > limit || models > limit {
			t.Fatalf("after %d models the caches hold %d and %d bytes, more than the %d allowed", i+1, evals, models, limit)
		}
	}
	// One model larger than the budget alone runs, and is not held.
	small, err := New(Config{MaxCacheBytes: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	small.UseContent(f.blobs)
	t.Cleanup(func() { _ = small.Close() })
	if _, err := small.Run(context.Background(), engine.Request{ModelCID: f.modelCID, Model: engine.ModelBytes(f.modelB), Input: f.request(t, inputs)}); err != nil {
		t.Fatal(err)
	}
}

// A client's job with a ciphertext no model could take (here: random
// bytes, and one at the wrong level) made the engine read and parse the
// client's keys (up to 470 MiB expanded at ckks-n14) and build the
// evaluator (up to 1 GiB of diagonals, seconds of encoding) before
// Evaluate refused the ciphertext; the job then fails as the client's
// bad input, so it costs the client nothing. The ciphertext is checked
// against the model first: no keys are read, no evaluator is built.
func TestAttackHEBadCiphertextRefusedFirst(t *testing.T) {
	f := getFixture(t)
	bs := &memBlobs{files: map[string][]byte{}}
	f.blobs.mu.Lock()
	for k, v := range f.blobs.files {
		bs.files[k] = v
	}
	f.blobs.mu.Unlock()
	e := newEngine(t, bs)
	good, err := he.Encrypt(f.sk, f.model, inputs[:1])
	if err != nil {
		t.Fatal(err)
	}
	shallow := &he.Model{Format: he.ModelFormat, Params: "ckks-n13", Input: 3, Layers: []he.Layer{{Kind: he.KindSquare}}}
	wrongLevel, err := he.Encrypt(f.sk, shallow, inputs[:1])
	if err != nil {
		t.Fatal(err)
	}
	for name, ct := range map[string][]byte{
		"random bytes":    bytes.Repeat([]byte{0x5a}, len(good)),
		"the wrong level": wrongLevel,
	} {
		in, err := ckksjob.Request{Params: f.model.Params, KeysCID: f.keysCID, Batch: 1, Ciphertext: ct}.Encode()
		if err != nil {
			t.Fatal(err)
		}
		_, err = e.Run(context.Background(), engine.Request{ModelCID: f.modelCID, Model: engine.ModelBytes(f.modelB), Input: in})
		if !errors.Is(err, engine.ErrBadInput) {
			t.Fatalf("%s: %v, want the client's bad input", name, err)
		}
	}
	if bs.opens != 0 || len(e.evals.entries) != 0 {
		t.Fatalf("for ciphertexts the model cannot take, the keys were opened %d times and %d evaluators built", bs.opens, len(e.evals.entries))
	}
}
