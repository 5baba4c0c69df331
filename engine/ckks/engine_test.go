package ckks

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/ipfs/go-cid"
	"github.com/multiformats/go-multihash"
	"go.uber.org/goleak"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/he"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// memBlobs is a content store in memory: raw CIDs of whole files.
type memBlobs struct {
	mu    sync.Mutex
	files map[string][]byte
	opens int
}

func (b *memBlobs) Add(_ context.Context, r io.Reader, _ string, _ func(int64)) (cid.Cid, int64, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return cid.Undef, 0, err
	}
	h, err := multihash.Sum(data, multihash.SHA2_256, -1)
	if err != nil {
		return cid.Undef, 0, err
	}
	c := cid.NewCidV1(cid.Raw, h)
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.files == nil {
		b.files = map[string][]byte{}
	}
	b.files[c.String()] = data
	return c, int64(len(data)), nil
}

var errNotLocal = errors.New("not local")

func (b *memBlobs) Open(_ context.Context, c cid.Cid) (io.ReadSeekCloser, int64, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	data, ok := b.files[c.String()]
	if !ok {
		return nil, 0, fmt.Errorf("open %s: %w", c, errNotLocal)
	}
	b.opens++
	return nopCloser{bytes.NewReader(data)}, int64(len(data)), nil
}

type nopCloser struct{ *bytes.Reader }

func (nopCloser) Close() error { return nil }

// fixture is what every test shares: keys are generated once per test
// binary (a second or so, and tens of MiB, at ckks-n13).
type fixture struct {
	sk       *he.SecretKey
	model    *he.Model
	modelB   []byte
	modelCID string
	blobs    *memBlobs
	keysCID  string
}

var (
	fixOnce sync.Once
	fix     fixture
	fixErr  error
)

func tinyModel() *he.Model {
	return &he.Model{Format: he.ModelFormat, Params: "ckks-n13", Input: 3, Layers: []he.Layer{
		{Kind: he.KindDense, In: 3, Out: 2, Weights: []float64{0.5, -0.25, 0.75, -0.5, 0.25, 0.125}, Bias: []float64{0.5, -0.25}},
		{Kind: he.KindSquare},
		{Kind: he.KindDense, In: 2, Out: 2, Weights: []float64{1, 0.5, -0.5, 1}, Bias: []float64{0.1, 0}},
	}}
}

func getFixture(t *testing.T) fixture {
	t.Helper()
	fixOnce.Do(func() {
		f := fixture{model: tinyModel(), blobs: &memBlobs{}}
		var keys *he.EvalKeys
		if f.sk, keys, fixErr = he.KeyGen("ckks-n13"); fixErr != nil {
			return
		}
		var kb []byte
		if kb, fixErr = keys.MarshalBinary(); fixErr != nil {
			return
		}
		c, _, err := f.blobs.Add(context.Background(), bytes.NewReader(kb), "keys", nil)
		if fixErr = err; err != nil {
			return
		}
		f.keysCID = c.String()
		if f.modelB, fixErr = f.model.Encode(); fixErr != nil {
			return
		}
		sum := sha256.Sum256(f.modelB)
		f.modelCID = fmt.Sprintf("bafymodel%x", sum[:8])
		fix = f
	})
	if fixErr != nil {
		t.Fatal(fixErr)
	}
	return fix
}

var inputs = [][]float64{{0.5, -1, 0.25}, {1, 0.75, -0.5}}

// request encrypts inputs into an encoded request under the fixture's
// keys.
func (f fixture) request(t *testing.T, xs [][]float64) []byte {
	t.Helper()
	ct, err := he.Encrypt(f.sk, f.model, xs)
	if err != nil {
		t.Fatal(err)
	}
	b, err := ckksjob.Request{Params: f.model.Params, KeysCID: f.keysCID, Batch: len(xs), Ciphertext: ct}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func newEngine(t *testing.T, bs engine.Blobs) *Engine {
	t.Helper()
	e, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	e.UseContent(bs)
	t.Cleanup(func() { _ = e.Close() })
	return e
}

// A run decrypts to the plaintext reference, within CKKS's precision,
// and the same request gives byte-identical output: on the same engine
// (cached evaluator) and on a fresh one (a validator's).
func TestRunAgreesWithPlain(t *testing.T) {
	f := getFixture(t)
	e := newEngine(t, f.blobs)
	in := f.request(t, inputs)
	ctx := context.Background()
	req := engine.Request{ModelCID: f.modelCID, Model: engine.ModelBytes(f.modelB), Input: in}
	res, err := e.Run(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	got, err := he.Decrypt(f.sk, f.model, res.Output, len(inputs))
	if err != nil {
		t.Fatal(err)
	}
	for j, x := range inputs {
		want, err := f.model.Plain(x)
		if err != nil {
			t.Fatal(err)
		}
		if len(got[j]) != len(want) {
			t.Fatalf("input %d: %d outputs, want %d", j, len(got[j]), len(want))
		}
		for i := range want {
			if d := math.Abs(got[j][i] - want[i]); d > 1e-3 {
				t.Errorf("input %d output %d: %v, plain %v (off by %.1e)", j, i, got[j][i], want[i], d)
			}
		}
	}
	if u := res.Usage; u.BytesIn != int64(len(in)) || u.BytesOut != int64(len(res.Output)) || u.Wall <= 0 {
		t.Errorf("usage %+v: bytes in %d, out %d", u, len(in), len(res.Output))
	}
	if bytes.Contains(res.Output, in[len(in)-64:]) {
		t.Error("the output holds the input ciphertext's bytes")
	}

	again, err := e.Run(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again.Output, res.Output) {
		t.Fatal("the same request gave other bytes on the same engine")
	}
	fresh := newEngine(t, f.blobs)
	other, err := fresh.Run(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(other.Output, res.Output) {
		t.Fatal("the same request gave other bytes on a fresh engine")
	}
	if fresh.EnvHash() != e.EnvHash() {
		t.Fatal("two engines in one binary have different env hashes")
	}
}

// A model whose weights the client encrypted runs the same way: its
// output decrypts to the plaintext reference, byte-identical run to run;
// the engine holds only its shape in clear.
func TestRunEncryptedModel(t *testing.T) {
	f := getFixture(t)
	enc, err := he.EncryptModel(f.sk, f.model)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(enc, []byte(`"weights"`)) {
		t.Fatal("the encrypted model holds its weights in clear")
	}
	e := newEngine(t, f.blobs)
	req := engine.Request{ModelCID: "bafyencrypted", Model: engine.ModelBytes(enc), Input: f.request(t, inputs)}
	res, err := e.Run(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	got, err := he.Decrypt(f.sk, f.model, res.Output, len(inputs))
	if err != nil {
		t.Fatal(err)
	}
	for j, x := range inputs {
		want, _ := f.model.Plain(x)
		for i := range want {
			if d := math.Abs(got[j][i] - want[i]); d > 1e-3 {
				t.Errorf("input %d output %d: %v, plain %v", j, i, got[j][i], want[i])
			}
		}
	}
	again, err := newEngine(t, f.blobs).Run(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again.Output, res.Output) {
		t.Fatal("the same request on an encrypted model gave other bytes")
	}
	// The batch bound comes from the shape.
	parsed, _ := ckksjob.ParseRequest(req.Input)
	parsed.Batch = f.model.MaxBatch() + 1
	over, err := parsed.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Run(context.Background(), engine.Request{ModelCID: "bafyencrypted", Model: engine.ModelBytes(enc), Input: over}); !errors.Is(err, engine.ErrBadInput) {
		t.Fatalf("a batch over the encrypted model's: %v", err)
	}
	// A truncated encrypted model is a bad model.
	if _, err := newEngine(t, f.blobs).Run(context.Background(), engine.Request{ModelCID: "bafycut", Model: engine.ModelBytes(enc[:len(enc)-1]), Input: req.Input}); !errors.Is(err, engine.ErrBadModel) || !errors.Is(err, he.ErrBadModel) {
		t.Fatalf("a truncated encrypted model: %v", err)
	}
}

// Each refusal is the client's fault, of the right class, with a reason
// that names what is wrong.
func TestRunRefuses(t *testing.T) {
	f := getFixture(t)
	good := f.request(t, inputs[:1])
	parsed, err := ckksjob.ParseRequest(good)
	if err != nil {
		t.Fatal(err)
	}
	reencode := func(mut func(r *ckksjob.Request)) []byte {
		r := parsed
		r.Ciphertext = bytes.Clone(parsed.Ciphertext)
		mut(&r)
		b, err := r.Encode()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	deep := tinyModel()
	deep.Layers = append(deep.Layers, he.Layer{Kind: he.KindSquare}) // a fourth level; ckks-n13 has 3
	deepB, err := encodeUnchecked(deep)
	if err != nil {
		t.Fatal(err)
	}
	unknownKeys := "bafkreicrube5xwh3jycjcgn2smvdjxjqhnm5tcfwf4guahdjxseyip4rz4" // no content this store holds
	for _, tc := range []struct {
		name   string
		model  []byte
		input  []byte
		target error  // errors.Is must hold
		also   error  // and this too, when set
		reason string // in the message
	}{
		// The request names ckks-n14; the model is under ckks-n13.
		{"params mismatch", f.modelB, reencode(func(r *ckksjob.Request) { r.Params = "ckks-n14" }), engine.ErrBadInput, nil, "under ckks-n14"},
		// Keys nobody fetched into this store.
		{"unknown keys", f.modelB, reencode(func(r *ckksjob.Request) { r.KeysCID = unknownKeys }), ErrNoKeys, errNotLocal, unknownKeys},
		// A ciphertext of the right length with garbage in it, and one
		// that is not a ciphertext at all.
		{"garbage ciphertext", f.modelB, reencode(func(r *ckksjob.Request) {
			for i := range r.Ciphertext {
				r.Ciphertext[i] = 0xff
			}
		}), engine.ErrBadInput, he.ErrBadCiphertext, ""},
		{"short ciphertext", f.modelB, reencode(func(r *ckksjob.Request) { r.Ciphertext = []byte("not a ciphertext") }), engine.ErrBadInput, he.ErrBadCiphertext, ""},
		// More inputs than the model packs in one ciphertext.
		{"batch over the model's", f.modelB, reencode(func(r *ckksjob.Request) { r.Batch = f.model.MaxBatch() + 1 }), engine.ErrBadInput, nil, "at most"},
		// Not a request.
		{"not a request", f.modelB, []byte(`{"format":"tensora-he-request/1"}`), engine.ErrBadInput, ckksjob.ErrBadRequest, ""},
		// A model too deep for its parameter set: he's reason.
		{"too deep", deepB, good, engine.ErrBadModel, he.ErrTooDeep, "depth 4"},
		// Another engine's model.
		{"onnx model", []byte("\x08\x07onnx bytes"), good, engine.ErrBadModel, nil, ""},
		{"other format", []byte(`{"format":"tensora-he-model/9"}`), good, engine.ErrBadModel, nil, "tensora-he-model/9"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEngine(t, f.blobs)
			_, err := e.Run(context.Background(), engine.Request{ModelCID: "bafy" + tc.name, Model: engine.ModelBytes(tc.model), Input: tc.input})
			if !errors.Is(err, tc.target) || (tc.also != nil && !errors.Is(err, tc.also)) {
				t.Fatalf("Run = %v, want %v and %v", err, tc.target, tc.also)
			}
			if !bytes.Contains([]byte(err.Error()), []byte(tc.reason)) {
				t.Fatalf("Run = %v, want a reason naming %q", err, tc.reason)
			}
		})
	}
	// An output over the request's limit.
	e := newEngine(t, f.blobs)
	_, err = e.Run(context.Background(), engine.Request{ModelCID: f.modelCID, Model: engine.ModelBytes(f.modelB), Input: good, MaxOutputBytes: 10})
	if !errors.Is(err, engine.ErrOutputTooLarge) {
		t.Fatalf("a 10-byte limit: %v", err)
	}
	// A closed engine runs nothing.
	_ = e.Close()
	if _, err := e.Run(context.Background(), engine.Request{ModelCID: f.modelCID, Model: engine.ModelBytes(f.modelB), Input: good}); !errors.Is(err, engine.ErrClosed) {
		t.Fatalf("closed: %v", err)
	}
}

// encodeUnchecked encodes a model Encode would refuse.
func encodeUnchecked(m *he.Model) ([]byte, error) {
	ok := *m
	ok.Layers = m.Layers[:len(m.Layers)-1]
	b, err := ok.Encode()
	if err != nil {
		return nil, err
	}
	// Append the last layer to the JSON by hand.
	last := []byte(`,{"kind":"square"}]`)
	i := bytes.LastIndex(b, []byte("]"))
	return append(append(b[:i:i], last...), b[i+1:]...), nil
}

// Needs lists the request's keys; CheckRequest refuses before the ack
// what Run would refuse from the request alone, and the parameter set
// against a model it holds.
func TestNeedsAndCheckRequest(t *testing.T) {
	f := getFixture(t)
	e := newEngine(t, f.blobs)
	good := f.request(t, inputs[:1])
	got, err := e.Needs(f.modelCID, good)
	if err != nil || !slices.Equal(got, []string{f.keysCID}) {
		t.Fatalf("Needs = %v, %v; want the keys %s", got, err, f.keysCID)
	}
	if _, err := e.Needs(f.modelCID, []byte("junk")); !errors.Is(err, engine.ErrBadInput) {
		t.Fatalf("Needs of junk: %v", err)
	}
	parsed, _ := ckksjob.ParseRequest(good)
	with := func(mut func(r *ckksjob.Request)) []byte {
		r := parsed
		mut(&r)
		b, err := r.Encode()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	n14 := with(func(r *ckksjob.Request) { r.Params = "ckks-n14" })
	for _, tc := range []struct {
		name  string
		input []byte
		ok    bool
	}{
		// A well-formed request for a model not held yet passes.
		{"good", good, true},
		// Another known parameter set: only the model can tell.
		{"n14, model unknown", n14, true},
		// A parameter set no network accepts.
		{"unknown params", with(func(r *ckksjob.Request) { r.Params = "ckks-custom" }), false},
		// Not a request, or a keys CID that is no CID.
		{"junk", []byte("junk"), false},
		{"malformed keys", bytes.Replace(good, []byte(f.keysCID), []byte(f.keysCID[:len(f.keysCID)-1]+"!"), 1), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := e.CheckRequest(f.modelCID, tc.input)
			if tc.ok != (err == nil) || (err != nil && !errors.Is(err, engine.ErrBadInput)) {
				t.Fatalf("CheckRequest = %v, want ok %v", err, tc.ok)
			}
		})
	}
	// Once the model is held, its parameter set is checked too.
	if _, err := e.Run(context.Background(), engine.Request{ModelCID: f.modelCID, Model: engine.ModelBytes(f.modelB), Input: good}); err != nil {
		t.Fatal(err)
	}
	if err := e.CheckRequest(f.modelCID, n14); !errors.Is(err, engine.ErrBadInput) {
		t.Fatalf("n14 request for a held n13 model: %v", err)
	}
}

// Keys are read from the store once while cached, whichever models they
// serve; keys dropped from the cache take their evaluators with them.
func TestKeysReadOnce(t *testing.T) {
	f := getFixture(t)
	bs := &memBlobs{files: map[string][]byte{}}
	f.blobs.mu.Lock()
	for k, v := range f.blobs.files {
		bs.files[k] = v
	}
	f.blobs.mu.Unlock()
	e, err := New(Config{Keys: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	e.UseContent(bs)
	in := f.request(t, inputs[:1])
	other := tinyModel()
	other.Layers[2].Bias = []float64{0.2, 0.3}
	otherB, err := other.Encode()
	if err != nil {
		t.Fatal(err)
	}
	run := func(modelCID string, model []byte) {
		t.Helper()
		if _, err := e.Run(context.Background(), engine.Request{ModelCID: modelCID, Model: engine.ModelBytes(model), Input: in}); err != nil {
			t.Fatal(err)
		}
	}
	for range 2 {
		run(f.modelCID, f.modelB)
		run("bafyother", otherB) // the same keys, another model
	}
	if bs.opens != 1 {
		t.Fatalf("keys opened %d times for four runs, want 1", bs.opens)
	}
	if len(e.evals.entries) != 2 {
		t.Fatalf("%d evaluators held, want one per model", len(e.evals.entries))
	}
	// Other keys push these out of the one-entry cache, and their
	// evaluators go with them.
	e.mu.Lock()
	dropped := e.keys.put("bafyotherkeys", nil)
	for _, gone := range dropped {
		e.evals.drop(func(id string) bool { return strings.HasSuffix(id, "\x00"+gone) })
	}
	n := len(e.evals.entries)
	e.mu.Unlock()
	if len(dropped) != 1 || dropped[0] != f.keysCID || n != 0 {
		t.Fatalf("dropped %v, %d evaluators left", dropped, n)
	}
	run(f.modelCID, f.modelB)
	if bs.opens != 2 {
		t.Fatalf("keys opened %d times, want them read again once dropped", bs.opens)
	}
}

// The env hash commits to the engine, lattigo's version and every
// parameter set's definition, not only its name; its value for this
// release is pinned, since a change is a change of consensus.
func TestEnvHash(t *testing.T) {
	e, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	env := e.Env()
	if env.Engine != "he-ckks" || env.Runtime != "lattigo" || env.RuntimeVersion != RuntimeVersion || !env.Deterministic || e.Name() != ckksjob.Engine ||
		env.HardwareClass != "cpu-"+runtime.GOARCH {
		t.Fatalf("env %+v", env)
	}
	base := envHash(env, he.ParamSets)
	if base != e.EnvHash() {
		t.Fatalf("envHash = %x; the engine's %x", base, e.EnvHash())
	}
	// Pinned: lattigo v6.1.1, adapter 1, ckks-n13 and ckks-n14 as
	// package he defines them, by architecture (the hash commits to it).
	pinned := map[string]string{
		"amd64": "ae0f772dceee1a99ad1395f101b132b88bd6f43f3af4a96535bd21e10525e0e7",
	}
	if golden, ok := pinned[runtime.GOARCH]; !ok {
		t.Logf("no env hash pinned for %s: %x", runtime.GOARCH, base)
	} else if got := hex.EncodeToString(base[:]); got != golden {
		t.Errorf("env hash %s, pinned %s: a changed parameter set, lattigo or adapter version changes every proof's env hash", got, golden)
	}
	for _, tc := range []struct {
		name string
		mut  func(env *engine.Env, ps []he.ParamSet) []he.ParamSet
	}{
		// Another lattigo.
		{"runtime version", func(env *engine.Env, ps []he.ParamSet) []he.ParamSet { env.RuntimeVersion = "v6.2.0"; return ps }},
		// Another adapter.
		{"engine version", func(env *engine.Env, ps []he.ParamSet) []he.ParamSet { env.EngineVersion = "2"; return ps }},
		// Another architecture: the FFT encoding may round otherwise.
		{"architecture", func(env *engine.Env, ps []he.ParamSet) []he.ParamSet {
			env.HardwareClass = map[bool]string{true: "cpu-arm64", false: "cpu-amd64"}[env.HardwareClass == "cpu-amd64"]
			return ps
		}},
		// A parameter set redefined under its old name.
		{"a modulus", func(_ *engine.Env, ps []he.ParamSet) []he.ParamSet { ps[0].LogQ[3] = 41; return ps }},
		{"a key-switching modulus", func(_ *engine.Env, ps []he.ParamSet) []he.ParamSet { ps[1].LogP[0] = 55; return ps }},
		{"the scale", func(_ *engine.Env, ps []he.ParamSet) []he.ParamSet { ps[1].LogDefaultScale = 41; return ps }},
		{"a name", func(_ *engine.Env, ps []he.ParamSet) []he.ParamSet { ps[0].Name = "ckks-n13b"; return ps }},
		// A set added, or one dropped.
		{"a set added", func(_ *engine.Env, ps []he.ParamSet) []he.ParamSet { return append(ps, ps[0]) }},
		{"a set dropped", func(_ *engine.Env, ps []he.ParamSet) []he.ParamSet { return ps[:1] }},
		// A modulus moved from Q to P.
		{"moduli moved", func(_ *engine.Env, ps []he.ParamSet) []he.ParamSet {
			ps[0].LogP = append(ps[0].LogP, ps[0].LogQ[len(ps[0].LogQ)-1])
			ps[0].LogQ = ps[0].LogQ[:len(ps[0].LogQ)-1]
			return ps
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps := make([]he.ParamSet, len(he.ParamSets))
			for i, p := range he.ParamSets {
				p.LogQ, p.LogP = slices.Clone(p.LogQ), slices.Clone(p.LogP)
				ps[i] = p
			}
			env := e.Env()
			ps = tc.mut(&env, ps)
			if envHash(env, ps) == base {
				t.Fatal("the env hash did not change")
			}
		})
	}
}

// The env hash is what go-ethereum's generic EIP-712 encoder (the one
// wallets use) gives for HEEnv.
func TestEnvHashIsEIP712(t *testing.T) {
	e, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	env := e.Env()
	ints := func(vs []int) []interface{} {
		out := make([]interface{}, len(vs))
		for i, v := range vs {
			out[i] = strconv.Itoa(v)
		}
		return out
	}
	var sets []interface{}
	for _, p := range he.ParamSets {
		sets = append(sets, map[string]interface{}{
			"name": p.Name, "logN": strconv.Itoa(p.LogN), "logQ": ints(p.LogQ), "logP": ints(p.LogP),
			"logDefaultScale": strconv.Itoa(p.LogDefaultScale), "securityBits": strconv.Itoa(p.SecurityBits),
		})
	}
	td := apitypes.TypedData{Domain: apitypes.TypedDataDomain{Name: "tensora"}, Types: apitypes.Types{
		"EIP712Domain": {{Name: "name", Type: "string"}},
		"HEEnv": {{Name: "engine", Type: "string"}, {Name: "engineVersion", Type: "string"}, {Name: "runtime", Type: "string"},
			{Name: "runtimeVersion", Type: "string"}, {Name: "deterministic", Type: "bool"}, {Name: "hardwareClass", Type: "string"},
			{Name: "paramSets", Type: "ParamSet[]"}},
		"ParamSet": {{Name: "name", Type: "string"}, {Name: "logN", Type: "uint64"}, {Name: "logQ", Type: "uint64[]"}, {Name: "logP", Type: "uint64[]"},
			{Name: "logDefaultScale", Type: "uint64"}, {Name: "securityBits", Type: "uint64"}},
	}}
	if got := string(td.EncodeType("HEEnv")); got != HEEnvType {
		t.Fatalf("type %s, geth encodes %s", HEEnvType, got)
	}
	want, err := td.HashStruct("HEEnv", apitypes.TypedDataMessage{
		"engine": env.Engine, "engineVersion": env.EngineVersion, "runtime": env.Runtime, "runtimeVersion": env.RuntimeVersion,
		"deterministic": env.Deterministic, "hardwareClass": env.HardwareClass, "paramSets": sets,
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := e.EnvHash(); !bytes.Equal(got[:], want) {
		t.Fatalf("env hash %x, geth says %x", got, want)
	}
}

// The cache keeps the most recently used entries.
func TestLRU(t *testing.T) {
	c := lru[int]{max: 2}
	c.put("a", 1)
	c.put("b", 2)
	if _, ok := c.get("a"); !ok { // a is now the most recent
		t.Fatal("a missing")
	}
	if dropped := c.put("c", 3); !slices.Equal(dropped, []string{"b"}) {
		t.Fatalf("put c dropped %v, want b", dropped)
	}
	if _, ok := c.get("b"); ok {
		t.Fatal("b kept past the bound")
	}
	for _, k := range []string{"a", "c"} {
		if _, ok := c.get(k); !ok {
			t.Fatalf("%s dropped", k)
		}
	}
	if dropped := c.put("c", 4); len(dropped) != 0 { // replaces, does not grow
		t.Fatalf("replacing c dropped %v", dropped)
	}
	if v, _ := c.get("c"); v != 4 || len(c.entries) != 2 {
		t.Fatalf("c = %d, %d entries", v, len(c.entries))
	}
	c.drop(func(k string) bool { return k == "a" })
	if _, ok := c.get("a"); ok || len(c.entries) != 1 {
		t.Fatalf("a not dropped: %d entries", len(c.entries))
	}
}
