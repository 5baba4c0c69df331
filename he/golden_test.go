package he

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"testing/cryptotest"
)

var update = flag.Bool("update", false, "rewrite testdata/golden.json")

// goldenSeed drives every random draw of TestGoldenEvaluation.
const goldenSeed = 20261205

// golden is testdata/golden.json: what a fixed seed, model and input
// give, by sha256 of each encoding.
type golden struct {
	Comment    string `json:"comment"`
	GOARCH     string `json:"goarch"` // where it was written
	Params     string `json:"params"`
	Seed       uint64 `json:"seed"`
	Model      string `json:"model"`       // sha256 of Model.Encode
	SecretKey  string `json:"secret_key"`  // sha256 of SecretKey.MarshalBinary
	EvalKeys   string `json:"eval_keys"`   // sha256 of EvalKeys.MarshalBinary
	Input      string `json:"input"`       // sha256 of the input ciphertext
	Output     string `json:"output"`      // sha256 of the output ciphertext
	OutputSize int    `json:"output_size"` // its length in bytes
}

func sha(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// TestGoldenEvaluation pins the bytes a validator on another machine
// relies on: from a fixed seed, the keys, the input ciphertext and the
// output ciphertext of net64 at ckks-n13 hash to testdata/golden.json.
// A validator re-executes a sampled job and compares the output
// ciphertext exactly, so any amd64 machine, any CPU model, must produce
// these bytes. Regenerate with `go test ./he/ -run TestGoldenEvaluation
// -update` (a change is a change of consensus: the env hash's version
// must move with it).
//
// Determinism comes from the test, not from the product: lattigo's key
// generator and encryptor draw the secret, the errors and the keys'
// seeds from PRNGs they key from crypto/rand themselves (WithPRNG reaches
// only the uniform half of a ciphertext), so the test replaces crypto/rand
// for its duration (testing/cryptotest.SetGlobalRandom, a ChaCha8 stream
// from the seed). KeyGen and Encrypt are the product's own, unchanged,
// and no switch outside a test binary can make them deterministic
// (SetGlobalRandom panics outside one). It is process-wide, so this test
// must not run in parallel with others.
//
// The caveat: the evaluator encodes the dense layers' diagonals with
// lattigo's float64 FFT (schemes/ckks/ckks_vector_ops.go), and Encrypt
// encodes the input the same way. Go fuses x*y+z into one multiply-add,
// rounded once instead of twice, on arm64 (164 fused instructions in that
// file's build), and on amd64 only from GOAMD64=v3 (92 in lattigo, none
// at the default v1). Another architecture may then encode a diagonal
// or an input one ulp apart and give a different, equally correct,
// ciphertext, and a validator there would reject an honest result. So
// the he-ckks env hash commits to GOARCH (engine/ckks: hardware class
// "cpu-"+GOARCH) and validators compare only within one architecture.
// A GOAMD64=v3 build of this test reproduces the vector below on the
// machine it was written on (checked when it was written), but nothing
// guarantees that in general (the Makefile builds at Go's default, v1). This
// vector is pinned for amd64; elsewhere the test only checks that two
// evaluations agree and decrypt right. (The keys may differ there too:
// lattigo's Gaussian sampler is float64 and fused on arm64. That is
// harmless, a client makes its keys once; the input and output
// ciphertexts are what a job's hashes name.)
func TestGoldenEvaluation(t *testing.T) {
	const params = "ckks-n13"
	m := net64(params, 1)
	xs := randomInputs(rand.New(rand.NewPCG(goldenSeed, 2)), 2, m.Input)

	cryptotest.SetGlobalRandom(t, goldenSeed)
	sk, ek, err := KeyGen(params)
	if err != nil {
		t.Fatal(err)
	}
	in, err := Encrypt(sk, m, xs)
	if err != nil {
		t.Fatal(err)
	}
	mb, err := m.Encode()
	if err != nil {
		t.Fatal(err)
	}
	skb, err := sk.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	ekb, err := ek.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}

	// The miner's side from the bytes it receives, twice, each with a
	// fresh evaluator: a validator re-executes from scratch.
	var out []byte
	for i := range 2 {
		ek2, err := ParseEvalKeys(ekb)
		if err != nil {
			t.Fatal(err)
		}
		e, err := NewEvaluator(m, ek2)
		if err != nil {
			t.Fatal(err)
		}
		o, err := e.Evaluate(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		if i == 1 && string(o) != string(out) {
			t.Fatalf("two evaluations of the same ciphertext differ (%s, %s)", sha(out), sha(o))
		}
		out = o
	}
	// The hashes pin right bytes, not only stable ones.
	ys, err := Decrypt(sk, m, out, len(xs))
	if err != nil {
		t.Fatal(err)
	}
	if e := maxErr(t, m, xs, ys); e > 1e-5 {
		t.Fatalf("decrypted output off by %g", e)
	}

	got := golden{
		Comment: "TestGoldenEvaluation: net64 (seed 1) at ckks-n13, 2 inputs, crypto/rand replaced by cryptotest.SetGlobalRandom(seed); regenerate with go test ./he/ -run TestGoldenEvaluation -update",
		GOARCH:  runtime.GOARCH, Params: params, Seed: goldenSeed,
		Model: sha(mb), SecretKey: sha(skb), EvalKeys: sha(ekb), Input: sha(in), Output: sha(out), OutputSize: len(out),
	}
	path := filepath.Join("testdata", "golden.json")
	if *update {
		b, err := json.MarshalIndent(got, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", path)
		return
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var want golden
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	if want.Params != params || want.Seed != goldenSeed {
		t.Fatalf("%s is for %s seed %d; the test runs %s seed %d", path, want.Params, want.Seed, params, goldenSeed)
	}
	if runtime.GOARCH != want.GOARCH {
		t.Skipf("golden vector written on %s, this is %s: the FFT encoding (and lattigo's float64 Gaussian sampler) may round differently (see the comment)", want.GOARCH, runtime.GOARCH)
	}
	for _, c := range []struct{ name, got, want string }{
		// net64's weights: math/rand/v2's PCG, exact scaling.
		{"model", got.Model, want.Model},
		// The ternary secret from the seeded stream.
		{"secret key", got.SecretKey, want.SecretKey},
		// Relinearization and rotation keys, compressed (their seeds
		// and Gaussian errors from the seeded stream).
		{"eval keys", got.EvalKeys, want.EvalKeys},
	} {
		if c.got != c.want {
			t.Errorf("%s sha256 %s, golden %s", c.name, c.got, c.want)
		}
	}
	if got.Input != want.Input {
		t.Errorf("input ciphertext sha256 %s, golden %s", got.Input, want.Input)
	}
	if got.Output != want.Output || got.OutputSize != want.OutputSize {
		t.Errorf("output ciphertext sha256 %s (%d bytes), golden %s (%d bytes): a validator on this machine would reject every honest miner's result", got.Output, got.OutputSize, want.Output, want.OutputSize)
	}
}
