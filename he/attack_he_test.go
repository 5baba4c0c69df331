package he

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fmaWeights are the weights of a 2×2 dense layer a malicious client
// found (bisecting one weight until diagonal 0's encoding sits on a
// rounding boundary): lattigo's float64 encoder, compiled with fused
// multiply-adds (Go on arm64, by default), encodes them to other
// integers than the same code compiled without (amd64). Both were found
// in a couple of hundred tries.
var fmaWeights = [][]float64{
	{math.Float64frombits(13823050426493660524), math.Float64frombits(4605907388257298700), math.Float64frombits(4603262122238088172), math.Float64frombits(4597759215759695072)},
	{math.Float64frombits(4604546878279935747), math.Float64frombits(13826302268124379822), math.Float64frombits(13830008362681501214), math.Float64frombits(4604531001812992810)},
}

func fmaModel(w []float64) *Model {
	return &Model{Format: ModelFormat, Params: "ckks-n13", Input: 2, Layers: []Layer{{Kind: KindDense, In: 2, Out: 2, Weights: w}}}
}

// TestAttackHEFMAEvalFromDir is the arm64 half of
// TestAttackHEArm64MinerAgrees: it evaluates the model, keys and
// ciphertext in $HE_ATTACK_DIR and writes the output there ("refused"
// when this build refuses to evaluate).
func TestAttackHEFMAEvalFromDir(t *testing.T) {
	dir := os.Getenv("HE_ATTACK_DIR")
	if dir == "" {
		t.Skip("HE_ATTACK_DIR not set: run by TestAttackHEArm64MinerAgrees")
	}
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	m, err := ParseModel(read("model.json"))
	if err != nil {
		t.Fatal(err)
	}
	ek, err := ParseEvalKeys(read("keys"))
	if err != nil {
		t.Fatal(err)
	}
	out := []byte("refused")
	if e, err := NewEvaluator(m, ek); err == nil {
		if out, err = e.Evaluate(context.Background(), read("ct")); err != nil {
			t.Fatal(err)
		}
	} else {
		t.Logf("refused: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "out"), out, 0o644); err != nil {
		t.Fatal(err)
	}
}

// A malicious client posts a model whose plaintext weights sit on a
// rounding boundary of lattigo's float64 encoder. An honest miner on
// arm64 (where Go fuses multiply-adds) encodes the diagonals to other
// integers than a validator on amd64, returns another ciphertext, and
// the validator, comparing ciphertexts exactly, disagrees: the honest
// miner is challenged and slashed. The test evaluates the same model,
// keys and ciphertext here and in an arm64 build of this package under
// qemu: the outputs must be equal, or the arm64 build must refuse to
// evaluate.
func TestAttackHEArm64MinerAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and emulates an arm64 test binary")
	}
	qemu, err := exec.LookPath("qemu-aarch64-static")
	if err != nil {
		if qemu, err = exec.LookPath("qemu-aarch64"); err != nil {
			t.Skip("no qemu-aarch64 to run an arm64 build")
		}
	}
	for _, b := range []struct {
		flags     []string
		mayRefuse bool
	}{
		{nil, true}, // Go's default on arm64: fused; must refuse or agree
		{[]string{"-gcflags=all=-d=fmahash=n"}, false}, // fusion off (make build): must agree
	} {
		dir := t.TempDir()
		bin := filepath.Join(dir, "he.arm64.test")
		build := exec.Command("go", append(append([]string{"test", "-c", "-o", bin}, b.flags...), ".")...)
		build.Env = append(os.Environ(), "GOARCH=arm64", "CGO_ENABLED=0")
		if out, err := build.CombinedOutput(); err != nil {
			t.Fatalf("build for arm64: %v\n%s", err, out)
		}
		for i, w := range fmaWeights {
			m := fmaModel(w)
			sk, ek := keysFor(t, m.Params)
			mb, err := m.Encode()
			if err != nil {
				t.Fatal(err)
			}
			kb, err := ek.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			ct, err := Encrypt(sk, m, [][]float64{{0.25, -0.5}})
			if err != nil {
				t.Fatal(err)
			}
			e, err := NewEvaluator(m, ek)
			if err != nil {
				t.Fatal(err)
			}
			want, err := e.Evaluate(context.Background(), ct)
			if err != nil {
				t.Fatal(err)
			}
			for name, b := range map[string][]byte{"model.json": mb, "keys": kb, "ct": ct} {
				if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			run := exec.Command(qemu, bin, "-test.run", "^TestAttackHEFMAEvalFromDir$", "-test.count=1")
			run.Env = append(os.Environ(), "HE_ATTACK_DIR="+dir)
			if out, err := run.CombinedOutput(); err != nil {
				t.Fatalf("arm64 run: %v\n%s", err, out)
			}
			got, err := os.ReadFile(filepath.Join(dir, "out"))
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case bytes.Equal(got, []byte("refused")) && b.mayRefuse:
				t.Logf("model %d, build flags %q: the arm64 build refuses to evaluate", i, b.flags)
			case bytes.Equal(got, []byte("refused")):
				t.Errorf("model %d, build flags %q: the arm64 build refuses to evaluate", i, b.flags)
			case !bytes.Equal(got, want):
				t.Errorf("model %d, build flags %q: the arm64 build's output ciphertext differs from amd64's: an honest arm64 miner disagrees with an amd64 validator", i, b.flags)
			}
		}
	}
}

// A lazy miner echoes the client's input ciphertext as its output (or
// returns the right size of random bytes): it costs nothing, and the
// client, which checks only the hash and proof, used to accept it and
// decrypt its own inputs as the model's outputs. Decrypt and CheckOutput
// must refuse anything but a full ciphertext at level 0.
func TestAttackHEEchoedInputRefused(t *testing.T) {
	m := net64("ckks-n13", 21)
	sk, ek := keysFor(t, m.Params)
	xs := [][]float64{make([]float64, m.Input)}
	for i := range xs[0] {
		xs[0][i] = float64(i) / 64
	}
	ct, err := Encrypt(sk, m, xs)
	if err != nil {
		t.Fatal(err)
	}
	if ys, err := Decrypt(sk, m, ct, 1); err == nil {
		t.Errorf("Decrypt took the echoed input as an output (first values %v)", ys[0])
	}
	if err := CheckOutput(m.Params, ct); err == nil {
		t.Error("CheckOutput took the echoed input")
	}
	e, err := NewEvaluator(m, ek)
	if err != nil {
		t.Fatal(err)
	}
	out, err := e.Evaluate(context.Background(), ct)
	if err != nil {
		t.Fatal(err)
	}
	if err := CheckOutput(m.Params, out); err != nil {
		t.Errorf("CheckOutput refused a real output: %v", err)
	}
	if err := CheckOutput("ckks-n14", out); err == nil {
		t.Error("CheckOutput took an output of another parameter set")
	}
	if _, err := Decrypt(sk, m, out, 1); err != nil {
		t.Errorf("Decrypt refused a real output: %v", err)
	}
}

// An encrypted model is seeded ciphertexts, each expanded from its seed
// to twice its size when parsed. A shape whose encoding fits under
// MaxEncryptedModelBytes (1 GiB) used to parse into about 2 GiB, and the
// he-ckks engine holds four parsed models: a client posting four such
// models (random coefficients, no encryption needed, jobs that then fail
// as its bad input) held 8 GiB of a miner's and a validator's memory.
// Here, a 3500×1 layer at ckks-n14 (width 4096) whose encoding is under the cap:
// ParseEncryptedModel must refuse it from its shape, before reading (or
// requiring) its gigabyte of ciphertexts.
func TestAttackHEEncryptedModelExpansion(t *testing.T) {
	s := Shape{Format: EncModelFormat, Params: "ckks-n14", Input: 3500, Layers: []LayerShape{{Kind: KindDense, In: 3500, Out: 1}}}
	cp, err := ckksParams(s.Params)
	if err != nil {
		t.Fatal(err)
	}
	ps, _ := Lookup(s.Params)
	steps, _ := plan(ps, cp, s.model().Layers, true)
	sj, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	size := encModelSize(s, cp, steps, len(sj))
	mem := 2 * (steps[0].level) * cp.N() * 8 // the bias, at level-1
	for k := range 4096 {
		if structural(3500, 1, 4096, k) || k == 0 {
			mem += 2 * (steps[0].level + 1) * cp.N() * 8
		}
	}
	t.Logf("encoded %d MiB, parsed %d MiB", size>>20, mem>>20)
	if size > MaxEncryptedModelBytes {
		t.Fatalf("the shape's encoding (%d bytes) is over the cap already: pick a smaller one", size)
	}
	// The header and shape alone: a refusal from the shape comes first;
	// otherwise the parser would only complain of the length here, and
	// read the whole gigabyte had the client sent it.
	b := append([]byte(magicEncModel), binary.LittleEndian.AppendUint32(nil, uint32(len(sj)))...)
	b = append(b, sj...)
	_, err = ParseEncryptedModel(b)
	if err == nil || !strings.Contains(err.Error(), "memory") {
		t.Fatalf("ParseEncryptedModel of a shape that expands to %d MiB: %v, want a refusal for its memory", mem>>20, err)
	}
}

// An encrypted model's evaluator holds the model's ciphertexts: counted
// as nothing, the engine's evaluator cache (bounded by bytes) kept up to
// four models of up to 1 GiB reachable after its model cache had dropped
// them.
func TestAttackHEEncryptedEvaluatorCountsModel(t *testing.T) {
	m := net64("ckks-n13", 31)
	sk, ek := keysFor(t, m.Params)
	b, err := EncryptModel(sk, m)
	if err != nil {
		t.Fatal(err)
	}
	em, err := ParseEncryptedModel(b)
	if err != nil {
		t.Fatal(err)
	}
	e, err := NewEncryptedEvaluator(em, ek)
	if err != nil {
		t.Fatal(err)
	}
	if e.MemoryBytes() < em.MemoryBytes() || em.MemoryBytes() < int64(len(b)) {
		t.Fatalf("evaluator counts %d bytes, its model %d (encoded %d)", e.MemoryBytes(), em.MemoryBytes(), len(b))
	}
}
