package onnx

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	ort "github.com/yalue/onnxruntime_go"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/tensor"
)

const sileroCID = "bafkreisilerovadv5"

func newEngine(t testing.TB, cfg Config) *Engine {
	t.Helper()
	if _, err := FindLibrary(cfg.LibraryPath); err != nil {
		missing(t, "ONNX Runtime library")
	}
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := e.Close(); err != nil {
			t.Error(err)
		}
	})
	return e
}

func silero(t testing.TB) engine.ModelSource {
	return engine.ModelFile(findModel(t, "silero_vad_v5.onnx"))
}

// sileroInput is a valid silero input with pseudo-random audio.
func sileroInput(t testing.TB, seed uint64) []byte {
	t.Helper()
	spec := []engine.TensorSpec{
		{Name: "input", DType: tensor.F32, Shape: []int64{-1, -1}},
		{Name: "state", DType: tensor.F32, Shape: []int64{2, -1, 128}},
		{Name: "sr", DType: tensor.I64, Shape: []int64{}},
	}
	ts, err := engine.GenerateInputs(spec, engine.GenerateOptions{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return encode(t, ts...)
}

func encode(t testing.TB, ts ...tensor.Tensor) []byte {
	t.Helper()
	b, err := tensor.Encode(ts)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func run(t testing.TB, e *Engine, cid string, m engine.ModelSource, input []byte) []tensor.Tensor {
	t.Helper()
	res, err := e.Run(context.Background(), engine.Request{ModelCID: cid, Model: m, Input: input})
	if err != nil {
		t.Fatal(err)
	}
	ts, err := tensor.Parse(res.Output)
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

func TestEngineIdentity(t *testing.T) {
	e := newEngine(t, Config{})
	if e.Name() != "onnx" || !e.Supports("onnx") || !e.Supports("ONNX") || e.Supports("gguf") {
		t.Fatalf("Name/Supports wrong: %q", e.Name())
	}
	if e.Version() != "onnxruntime 1.30.0" {
		t.Fatalf("Version() = %q, want the pinned onnxruntime 1.30.0", e.Version())
	}
	env := e.Env()
	want := engine.Env{Engine: "onnx", EngineVersion: AdapterVersion, Runtime: "onnxruntime", RuntimeVersion: "1.30.0",
		ExecutionProvider: "cpu", IntraOpThreads: 1, InterOpThreads: 1, Deterministic: true, HardwareClass: env.HardwareClass}
	if env != want || !strings.HasPrefix(env.HardwareClass, "cpu-") {
		t.Fatalf("Env() = %+v, want %+v with a cpu- class", env, want)
	}
}

func TestSileroRun(t *testing.T) {
	e := newEngine(t, Config{})
	info, err := e.Inspect(context.Background(), sileroCID, silero(t))
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(info.Inputs); got != "[float32[?,?] float32[2,?,128] int64[]]" {
		t.Fatalf("silero inputs %s", got)
	}
	input, err := e.GenerateInputs(context.Background(), sileroCID, silero(t), engine.GenerateOptions{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.Run(context.Background(), engine.Request{ModelCID: sileroCID, Model: silero(t), Input: input})
	if err != nil {
		t.Fatal(err)
	}
	canon, err := tensor.Canonical(res.Output)
	if err != nil || !bytes.Equal(canon, res.Output) {
		t.Fatalf("output is not canonical safetensors (%v)", err)
	}
	ts, _ := tensor.Parse(res.Output)
	if len(ts) != 2 {
		t.Fatalf("got %d outputs, want output and stateN", len(ts))
	}
	out, _ := tensor.Find(ts, "output")
	state, _ := tensor.Find(ts, "stateN")
	if out.String() != `"output" F32[1,1]` || state.String() != `"stateN" F32[2,1,128]` {
		t.Fatalf("outputs %s, %s", out, state)
	}
	p, _ := out.Float32s()
	if p[0] < 0 || p[0] > 1 || math.IsNaN(float64(p[0])) {
		t.Fatalf("speech probability %v outside [0,1]", p[0])
	}
	u := res.Usage
	// CPU counts to the nanosecond, so even this sub-millisecond run
	// measures some (getrusage's tick-granular thread time read zero).
	if u.BytesIn != int64(len(input)) || u.BytesOut != int64(len(res.Output)) || u.Wall <= 0 || u.CPU <= 0 || u.CPU > 2*u.Wall || u.PeakRSSDelta < 0 {
		t.Fatalf("usage %+v", u)
	}
}

func TestSileroDeterministic(t *testing.T) {
	e := newEngine(t, Config{})
	in := sileroInput(t, 42)
	first := run(t, e, sileroCID, silero(t), in)
	a := encode(t, first...)
	b := encode(t, run(t, e, sileroCID, silero(t), in)...)
	if !bytes.Equal(a, b) {
		t.Fatal("two runs of the same input differ")
	}
	// A fresh engine (new session) gives the same bytes too.
	e2 := newEngine(t, Config{})
	if c := encode(t, run(t, e2, sileroCID, silero(t), in)...); !bytes.Equal(a, c) {
		t.Fatal("a second engine's run differs")
	}
	// And the output depends on the input.
	if d := encode(t, run(t, e, sileroCID, silero(t), sileroInput(t, 43))...); bytes.Equal(a, d) {
		t.Fatal("different audio, identical output")
	}
}

func TestInputErrors(t *testing.T) {
	e := newEngine(t, Config{})
	good, _ := tensor.Parse(sileroInput(t, 1))
	with := func(name string, replace *tensor.Tensor) []byte {
		var ts []tensor.Tensor
		for _, x := range good {
			if x.Name != name {
				ts = append(ts, x)
			} else if replace != nil {
				ts = append(ts, *replace)
			}
		}
		return encode(t, ts...)
	}
	sr32, _ := tensor.From("sr", nil, []int32{16000})
	state64, _ := tensor.FromFloat32("state", []int64{2, 1, 64}, make([]float32, 128))
	extra, _ := tensor.FromFloat32("h", []int64{1}, []float32{0})
	cases := []struct {
		name  string
		input []byte
		want  engine.InputError
	}{
		{"missing", with("sr", nil), engine.InputError{Tensor: "sr", Expected: "int64[]"}},
		{"wrong shape", with("state", &state64), engine.InputError{Tensor: "state", Expected: "float32[2,?,128]", Actual: "float32[2,1,64]"}},
		{"wrong dtype", with("sr", &sr32), engine.InputError{Tensor: "sr", Expected: "int64[]", Actual: "int32[]"}},
		{"unknown", encode(t, append(good, extra)...), engine.InputError{Tensor: "h", Actual: "float32[1]"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := e.Run(context.Background(), engine.Request{ModelCID: sileroCID, Model: silero(t), Input: c.input})
			var ie *engine.InputError
			if !errors.As(err, &ie) || !errors.Is(err, engine.ErrBadInput) {
				t.Fatalf("got %v, want an *engine.InputError", err)
			}
			if *ie != c.want {
				t.Fatalf("got %+v, want %+v", *ie, c.want)
			}
		})
	}
	_, err := e.Run(context.Background(), engine.Request{ModelCID: sileroCID, Model: silero(t), Input: []byte("not safetensors")})
	if !errors.Is(err, engine.ErrBadInput) || !errors.Is(err, tensor.ErrMalformed) {
		t.Fatalf("malformed input: %v", err)
	}
	// Three samples fit the declared [?,?] but are too short for the
	// model's padding: ORT fails the run, and that is the input's fault.
	short, _ := tensor.FromFloat32("input", []int64{1, 3}, make([]float32, 3))
	sr, _ := tensor.Find(good, "sr")
	state, _ := tensor.Find(good, "state")
	_, err = e.Run(context.Background(), engine.Request{ModelCID: sileroCID, Model: silero(t), Input: encode(t, short, sr, state)})
	var ie *engine.InputError
	if !errors.Is(err, engine.ErrBadInput) || errors.As(err, &ie) || !strings.Contains(err.Error(), "Pad") {
		t.Fatalf("too-short audio: %v", err)
	}
}

func TestBadModel(t *testing.T) {
	e := newEngine(t, Config{})
	real, err := os.ReadFile(findModel(t, "silero_vad_v5.onnx"))
	if err != nil {
		t.Fatal(err)
	}
	in := sileroInput(t, 1)
	cases := []struct {
		name  string
		model engine.ModelSource
	}{
		{"garbage", engine.ModelBytes([]byte("this is not an ONNX model"))},
		{"truncated", engine.ModelBytes(real[:len(real)/2])},
		{"empty", engine.ModelBytes([]byte{})},
		{"safetensors", engine.ModelBytes(in)},
		// A valid protobuf that is not a usable ModelProto (no graph).
		{"no graph", engine.ModelBytes([]byte{0x08, 0x08})},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := e.Run(context.Background(), engine.Request{ModelCID: "bad-" + c.name, Model: c.model, Input: in})
			if !errors.Is(err, engine.ErrBadModel) {
				t.Fatalf("got %v, want ErrBadModel", err)
			}
		})
	}
	_, err = e.Run(context.Background(), engine.Request{ModelCID: "missing", Model: engine.ModelFile("/nonexistent/m.onnx"), Input: in})
	if err == nil || errors.Is(err, engine.ErrBadModel) || !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("missing file: %v (not the client's fault)", err)
	}
	if n := e.Stats().Cached; n != 0 {
		t.Fatalf("%d failed loads stayed cached", n)
	}
	// The engine still works.
	run(t, e, sileroCID, silero(t), in)
}

func TestCache(t *testing.T) {
	e := newEngine(t, Config{CacheSize: 2})
	ctx := context.Background()
	models := map[string][]byte{}
	for i, cid := range []string{"a", "b", "c"} {
		models[cid] = identityModel(tensor.F32, []int64{int64(i + 1)})
	}
	step := func(cid string, want Stats) {
		t.Helper()
		x, _ := tensor.FromFloat32("x", []int64{int64(cid[0] - 'a' + 1)}, make([]float32, cid[0]-'a'+1))
		if _, err := e.Run(ctx, engine.Request{ModelCID: cid, Model: engine.ModelBytes(models[cid]), Input: encode(t, x)}); err != nil {
			t.Fatal(err)
		}
		if got := e.Stats(); got != want {
			t.Fatalf("after %s: %+v, want %+v", cid, got, want)
		}
	}
	step("a", Stats{Loads: 1, Cached: 1})                        // miss
	step("a", Stats{Loads: 1, Hits: 1, Cached: 1})               // hit
	step("b", Stats{Loads: 2, Hits: 1, Cached: 2})               // miss
	step("a", Stats{Loads: 2, Hits: 2, Cached: 2})               // hit; b is now least recent
	step("c", Stats{Loads: 3, Hits: 2, Evictions: 1, Cached: 2}) // evicts b
	step("a", Stats{Loads: 3, Hits: 3, Evictions: 1, Cached: 2}) // a survived
	step("b", Stats{Loads: 4, Hits: 3, Evictions: 2, Cached: 2}) // b reloads, evicts c
	step("c", Stats{Loads: 5, Hits: 3, Evictions: 3, Cached: 2}) // c reloads, evicts a
	step("b", Stats{Loads: 5, Hits: 4, Evictions: 3, Cached: 2}) // hit
}

func TestConcurrentRuns(t *testing.T) {
	e := newEngine(t, Config{Workers: 4})
	const seeds = 6
	want := make([][]byte, seeds)
	inputs := make([][]byte, seeds)
	for s := range seeds {
		inputs[s] = sileroInput(t, uint64(s))
		want[s] = encode(t, run(t, e, sileroCID, silero(t), inputs[s])...)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8*seeds*3)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range seeds * 3 {
				s := (g + i) % seeds
				res, err := e.Run(context.Background(), engine.Request{ModelCID: sileroCID, Model: silero(t), Input: inputs[s]})
				if err != nil {
					errs <- err
					return
				}
				if !bytes.Equal(res.Output, want[s]) {
					errs <- fmt.Errorf("goroutine %d, seed %d: output differs from the sequential run", g, s)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if st := e.Stats(); st.Loads != 1 {
		t.Fatalf("%d loads of one model", st.Loads)
	}
}

// Concurrent first requests for one model share one load.
func TestConcurrentMiss(t *testing.T) {
	e := newEngine(t, Config{})
	in := sileroInput(t, 3)
	var wg sync.WaitGroup
	for range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := e.Run(context.Background(), engine.Request{ModelCID: sileroCID, Model: silero(t), Input: in}); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if st := e.Stats(); st.Loads != 1 || st.Hits != 5 {
		t.Fatalf("stats %+v, want 1 load and 5 hits", st)
	}
}

// slowModel chains n 1024×1024 matrix products (about 2 GFLOP each): far
// longer to run than any test waits, so only cancellation ends it in time.
func slowModel(n int) []byte {
	m := pbModel{
		inputs:  []pbValue{{name: "x", dtype: tensor.F32, shape: []int64{1024, 1024}}},
		outputs: []pbValue{{name: fmt.Sprintf("y%d", n), dtype: tensor.F32, shape: []int64{1024, 1024}}},
	}
	prev := "x"
	for i := 1; i <= n; i++ {
		out := fmt.Sprintf("y%d", i)
		m.nodes = append(m.nodes, pbNode{op: "MatMul", inputs: []string{prev, "x"}, outputs: []string{out}})
		prev = out
	}
	return m.marshal()
}

func TestCancel(t *testing.T) {
	e := newEngine(t, Config{})
	model := engine.ModelBytes(slowModel(2000))
	if _, err := e.Inspect(context.Background(), "slow", model); err != nil { // load outside the timed part
		t.Fatal(err)
	}
	x, _ := tensor.FromFloat32("x", []int64{1024, 1024}, make([]float32, 1024*1024))
	in := encode(t, x)

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := e.Run(ctx, engine.Request{ModelCID: "slow", Model: model, Input: in}); !errors.Is(err, context.Canceled) {
		t.Fatalf("already cancelled: %v", err)
	}

	// 2000 products of 1024×1024 matrices take over a minute on one
	// thread (about 35 ms each); cancelled 50 ms in, the run must stop
	// within a few nodes.
	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := e.Run(ctx, engine.Request{ModelCID: "slow", Model: model, Input: in})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v, want context.DeadlineExceeded", err)
	}
	if d := time.Since(start); d > 15*time.Second {
		t.Fatalf("Run returned %v after the deadline: the terminate flag did not stop it", d)
	}
	// The engine is still usable.
	run(t, e, sileroCID, silero(t), sileroInput(t, 1))
}

func TestTensorKinds(t *testing.T) {
	e := newEngine(t, Config{})
	ctx := context.Background()
	one := int64(0)
	// ReduceSum over everything, keepdims=0: a scalar output.
	sum := pbModel{
		nodes:   []pbNode{{op: "ReduceSum", inputs: []string{"x"}, outputs: []string{"s"}, attrs: []pbAttr{{name: "keepdims", i: &one}}}},
		inputs:  []pbValue{{name: "x", dtype: tensor.F32, shape: []int64{3}}},
		outputs: []pbValue{{name: "s", dtype: tensor.F32, shape: []int64{}}},
	}.marshal()
	x, _ := tensor.FromFloat32("x", []int64{3}, []float32{1, 2, 4.5})
	ts := run(t, e, "sum", engine.ModelBytes(sum), encode(t, x))
	if v, err := ts[0].Float32s(); err != nil || len(ts[0].Shape) != 0 || v[0] != 7.5 {
		t.Fatalf("sum = %s %v, %v", ts[0], v, err)
	}

	must := func(x tensor.Tensor, err error) tensor.Tensor {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	f16 := tensor.Tensor{Name: "x", DType: tensor.F16, Shape: []int64{4}, Data: []byte{0, 0x3c, 0, 0xbc, 0, 0x38, 0, 0}}
	cases := []struct {
		name  string
		model []byte
		in    tensor.Tensor
	}{
		{"int64 scalar", identityModel(tensor.I64, []int64{}), must(tensor.FromInt64("x", nil, []int64{-16000}))},
		{"bool", identityModel(tensor.BOOL, []int64{3}), must(tensor.From("x", []int64{3}, []bool{true, false, true}))},
		{"uint8 dynamic", identityModel(tensor.U8, []int64{-1, 2}), must(tensor.From("x", []int64{3, 2}, []uint8{1, 2, 3, 4, 5, 6}))},
		{"float16 static", identityModel(tensor.F16, []int64{4}), f16},
		{"float64", identityModel(tensor.F64, []int64{2}), must(tensor.From("x", []int64{2}, []float64{math.Pi, -0}))},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := run(t, e, c.name, engine.ModelBytes(c.model), encode(t, c.in))
			want := c.in
			want.Name = "y"
			if len(out) != 1 || out[0].String() != want.String() || !bytes.Equal(out[0].Data, want.Data) {
				t.Fatalf("identity of %s gave %v", c.in, out)
			}
		})
	}

	// onnxruntime_go cannot return a dynamically shaped float16 output.
	_, err := e.Inspect(ctx, "f16dyn", engine.ModelBytes(identityModel(tensor.F16, []int64{-1})))
	if !errors.Is(err, engine.ErrUnsupported) {
		t.Fatalf("dynamic float16 output: %v, want ErrUnsupported", err)
	}
	// Nor take a zero-size input.
	empty := tensor.Tensor{Name: "x", DType: tensor.U8, Shape: []int64{0, 2}, Data: []byte{}}
	_, err = e.Run(ctx, engine.Request{ModelCID: "uint8 dynamic", Model: engine.ModelBytes(identityModel(tensor.U8, []int64{-1, 2})), Input: encode(t, empty)})
	if !errors.Is(err, engine.ErrUnsupported) {
		t.Fatalf("zero-size input: %v, want ErrUnsupported", err)
	}
}

func TestMaxOutputBytes(t *testing.T) {
	e := newEngine(t, Config{})
	in := sileroInput(t, 1)
	res, err := e.Run(context.Background(), engine.Request{ModelCID: sileroCID, Model: silero(t), Input: in})
	if err != nil {
		t.Fatal(err)
	}
	n := int64(len(res.Output))
	if _, err := e.Run(context.Background(), engine.Request{ModelCID: sileroCID, Model: silero(t), Input: in, MaxOutputBytes: n}); err != nil {
		t.Fatalf("limit = size: %v", err)
	}
	_, err = e.Run(context.Background(), engine.Request{ModelCID: sileroCID, Model: silero(t), Input: in, MaxOutputBytes: n - 1})
	if !errors.Is(err, engine.ErrOutputTooLarge) {
		t.Fatalf("limit below size: %v", err)
	}
}

func TestPaddleOCRDetection(t *testing.T) {
	e := newEngine(t, Config{})
	m := engine.ModelFile(findModel(t, "ch_PP-OCRv4_det_infer.onnx"))
	in, err := e.GenerateInputs(context.Background(), "ppocr-det", m, engine.GenerateOptions{Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	ts := run(t, e, "ppocr-det", m, in)
	if len(ts) != 1 || ts[0].String() != `"sigmoid_0.tmp_0" F32[1,1,64,64]` {
		t.Fatalf("detection map %v", ts)
	}
}

func TestLifecycle(t *testing.T) {
	a := newEngine(t, Config{})
	b, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	in := sileroInput(t, 1)
	run(t, b, sileroCID, silero(t), in)
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if err := b.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if _, err := b.Run(context.Background(), engine.Request{ModelCID: sileroCID, Model: silero(t), Input: in}); !errors.Is(err, engine.ErrClosed) {
		t.Fatalf("Run after Close: %v", err)
	}
	// Closing b left the shared runtime to a.
	run(t, a, sileroCID, silero(t), in)
}

func TestConfigErrors(t *testing.T) {
	if _, err := New(Config{LibraryPath: "/nonexistent/libonnxruntime.so.1"}); !errors.Is(err, ErrLibraryNotFound) {
		t.Fatalf("bad LibraryPath: %v", err)
	}
	t.Setenv("ONNXRUNTIME_LIB", "/nonexistent/lib.so")
	if _, err := FindLibrary(""); !errors.Is(err, ErrLibraryNotFound) || !strings.Contains(err.Error(), "ONNXRUNTIME_LIB") {
		t.Fatalf("bad ONNXRUNTIME_LIB: %v", err)
	}
	for _, cfg := range []Config{{IntraOpThreads: -1}, {Workers: -1}, {CacheSize: -2}, {CUDA: 7}} {
		if _, err := New(cfg); err == nil {
			t.Errorf("New(%+v) accepted", cfg)
		}
	}
}

func TestCUDA(t *testing.T) {
	lib, err := FindLibrary("")
	if err != nil {
		missing(t, "ONNX Runtime library")
	}
	// The pinned onnxruntime-node build has no CUDA provider: auto falls back.
	e := newEngine(t, Config{CUDA: CUDAAuto})
	if _, statErr := os.Stat(filepath.Join(filepath.Dir(lib), "libonnxruntime_providers_cuda.so")); statErr != nil && e.Env().ExecutionProvider != "cpu" {
		t.Fatalf("provider %q without a CUDA provider library", e.Env().ExecutionProvider)
	}
	if e.Env().ExecutionProvider == "cpu" {
		if _, err := New(Config{CUDA: CUDARequired}); err == nil {
			t.Fatal("CUDARequired succeeded on a CPU-only runtime")
		}
	}
}

// The engine reads declarations from the model file itself; they must be
// what ONNX Runtime reports, on the real models and on generated ones.
func TestDeclarationsMatchORT(t *testing.T) {
	newEngine(t, Config{}) // holds the runtime
	w, _ := tensor.FromFloat32("w", []int64{2}, []float32{1, 2})
	models := map[string][]byte{
		"identity dynamic": identityModel(tensor.F32, []int64{-1, 4}),
		"scalar int64":     identityModel(tensor.I64, []int64{}),
		"float16":          identityModel(tensor.F16, []int64{2, 3}),
		"matmul chain":     slowModel(2),
		// w is an initializer and also a graph input (overridable): not a
		// required input.
		"initializer input": pbModel{
			nodes:        []pbNode{{op: "Add", inputs: []string{"x", "w"}, outputs: []string{"y"}}},
			inputs:       []pbValue{{name: "x", dtype: tensor.F32, shape: []int64{2}}, {name: "w", dtype: tensor.F32, shape: []int64{2}}},
			outputs:      []pbValue{{name: "y", dtype: tensor.F32, shape: []int64{2}}},
			initializers: []tensor.Tensor{w},
		}.marshal(),
	}
	for _, name := range []string{"silero_vad_v5.onnx", "ch_PP-OCRv4_det_infer.onnx"} {
		b, err := os.ReadFile(findModel(t, name))
		if err != nil {
			t.Fatal(err)
		}
		models[name] = b
	}
	for name, b := range models {
		t.Run(name, func(t *testing.T) {
			ins, outs, _, err := parseModelIO(b)
			if err != nil {
				t.Fatal(err)
			}
			oIns, oOuts, err := ort.GetInputOutputInfoWithONNXData(b)
			if err != nil {
				t.Fatal(err)
			}
			for _, pair := range []struct {
				ours []pbDecl
				ort  []ort.InputOutputInfo
			}{{ins, oIns}, {outs, oOuts}} {
				if len(pair.ours) != len(pair.ort) {
					t.Fatalf("%d declarations, ORT reports %d", len(pair.ours), len(pair.ort))
				}
				for i, o := range pair.ort {
					d := pair.ours[i]
					shape := make([]int64, len(o.Dimensions))
					for j, v := range o.Dimensions {
						shape[j] = max(v, -1)
					}
					if d.name != o.Name || d.kind != "" || typeOf(dtypeFromONNX(d.elem)) != o.DataType || fmt.Sprint(d.shape) != fmt.Sprint(shape) {
						t.Fatalf("declaration %d: ours %+v, ORT %s", i, d, o.String())
					}
				}
			}
		})
	}
	if _, _, _, err := parseModelIO([]byte("not a protobuf \xff\xff")); err == nil {
		t.Fatal("parsed garbage")
	}
}

// A model that declares no shape for its input accepts any shape.
func TestShapelessInput(t *testing.T) {
	e := newEngine(t, Config{})
	m := pbModel{
		nodes:   []pbNode{{op: "Identity", inputs: []string{"x"}, outputs: []string{"y"}}},
		inputs:  []pbValue{{name: "x", dtype: tensor.F32}},
		outputs: []pbValue{{name: "y", dtype: tensor.F32}},
	}.marshal()
	info, err := e.Inspect(context.Background(), "shapeless", engine.ModelBytes(m))
	if err != nil {
		t.Fatal(err)
	}
	if got := info.Inputs[0].String(); got != "float32[*]" {
		t.Fatalf("declared %s", got)
	}
	x, _ := tensor.FromFloat32("x", []int64{2, 3}, []float32{1, 2, 3, 4, 5, 6})
	out := run(t, e, "shapeless", engine.ModelBytes(m), encode(t, x))
	if out[0].String() != `"y" F32[2,3]` || !bytes.Equal(out[0].Data, x.Data) {
		t.Fatalf("got %v", out)
	}
}

// A binary with no cache around it finds a library placed next to it, and
// until then names every place it looked.
func TestFindLibraryBesideBinary(t *testing.T) {
	root := t.TempDir()
	bin, wd := filepath.Join(root, "bin"), filepath.Join(root, "wd")
	for _, d := range []string{bin, wd} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("ONNXRUNTIME_LIB", "")
	t.Setenv("TENSORA_CACHE", "")
	t.Chdir(wd)
	old := executable
	executable = func() (string, error) { return filepath.Join(bin, "tensora"), nil }
	t.Cleanup(func() { executable = old })

	beside := filepath.Join(bin, "libonnxruntime.so.1")
	_, err := FindLibrary("")
	if !errors.Is(err, ErrLibraryNotFound) {
		t.Fatalf("err = %v, want ErrLibraryNotFound", err)
	}
	for _, want := range []string{"make setup", "TENSORA_CACHE", "$ONNXRUNTIME_LIB (unset)", beside,
		filepath.Join(root, "lib", "tensora", "libonnxruntime.so.1"), filepath.Join(wd, ".cache", libRel)} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error does not name %q:\n%v", want, err)
		}
	}
	if err := os.WriteFile(beside, []byte("not loaded here"), 0o644); err != nil {
		t.Fatal(err)
	}
	if p, err := FindLibrary(""); err != nil || p != beside {
		t.Fatalf("FindLibrary = %q, %v; want %s", p, err, beside)
	}
}
