package onnx

// P4: the engine's overhead per inference against a direct onnxruntime_go
// DynamicAdvancedSession Run of the same model with the same session
// settings, measured in one process:
//
//	go test -run '^$' -bench . -benchtime 2000x ./engine/onnx/
//
// BenchmarkDirect is the floor: the engine's own cached session run
// directly, input tensors made once and reused, only Run and reading the
// outputs timed. BenchmarkEngine is a full Engine.Run
// from safetensors bytes to canonical safetensors bytes (parse, check,
// wrap, run, encode, usage accounting). BenchmarkOverhead interleaves the
// two and reports their ratio (goal ≤ 1.05). The cache benchmarks compare a
// run whose session is cached with one that loads the model first.

import (
	"context"
	"fmt"
	"testing"
	"time"

	ort "github.com/yalue/onnxruntime_go"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/tensor"
)

type benchSetup struct {
	e     *Engine
	req   engine.Request
	sess  *ort.DynamicAdvancedSession
	ins   []ort.Value
	nouts int
}

func newBench(b *testing.B) *benchSetup {
	b.Helper()
	e := newEngine(b, Config{Workers: 1})
	req := engine.Request{ModelCID: sileroCID, Model: silero(b), Input: sileroInput(b, 1)}
	if _, err := e.Run(context.Background(), req); err != nil { // load and warm
		b.Fatal(err)
	}
	// Direct runs use the engine's own cached session, so the two paths
	// run the same ORT session and differ only by what the engine adds.
	m, err := e.acquire(context.Background(), req.ModelCID, req.Model)
	if err != nil {
		b.Fatal(err)
	}
	sess := m.sess
	ts, err := tensor.Parse(req.Input)
	if err != nil {
		b.Fatal(err)
	}
	audio, _ := tensor.Find(ts, "input")
	state, _ := tensor.Find(ts, "state")
	a, _ := audio.Float32s()
	s, _ := state.Float32s()
	in, err := ort.NewTensor(ort.Shape(audio.Shape), a)
	if err != nil {
		b.Fatal(err)
	}
	st, err := ort.NewTensor(ort.Shape(state.Shape), s)
	if err != nil {
		b.Fatal(err)
	}
	sr, err := ort.NewScalar(int64(16000))
	if err != nil {
		b.Fatal(err)
	}
	bs := &benchSetup{e: e, req: req, sess: sess, ins: []ort.Value{in, st, sr}, nouts: 2}
	b.Cleanup(func() { // before the engine's Close, registered earlier
		destroyAll(bs.ins)
		e.release(m)
	})
	bs.direct(b) // warm this session too
	return bs
}

// direct is one plain onnxruntime_go inference, outputs read and freed.
func (bs *benchSetup) direct(b *testing.B) {
	outs := make([]ort.Value, bs.nouts)
	if err := bs.sess.Run(bs.ins, outs); err != nil {
		b.Fatal(err)
	}
	if p := outs[0].(*ort.Tensor[float32]).GetData(); len(p) != 1 {
		b.Fatalf("output has %d values", len(p))
	}
	destroyAll(outs)
}

func (bs *benchSetup) engine(b *testing.B, ctx context.Context) {
	if _, err := bs.e.Run(ctx, bs.req); err != nil {
		b.Fatal(err)
	}
}

func BenchmarkDirect(b *testing.B) {
	bs := newBench(b)
	for b.Loop() {
		bs.direct(b)
	}
}

func BenchmarkEngine(b *testing.B) {
	bs := newBench(b)
	for b.Loop() {
		bs.engine(b, context.Background())
	}
}

// With a context that can be cancelled, as jobs with deadlines have: each
// run also creates ORT run options and registers a cancel hook.
func BenchmarkEngineCancellable(b *testing.B) {
	bs := newBench(b)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for b.Loop() {
		bs.engine(b, ctx)
	}
}

// BenchmarkOverhead alternates direct and engine runs, one of each per
// iteration, so drift in the machine's speed hits both alike, and reports
// engine/direct.
func BenchmarkOverhead(b *testing.B) {
	bs := newBench(b)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var direct, eng time.Duration
	for b.Loop() {
		start := time.Now()
		bs.direct(b)
		mid := time.Now()
		bs.engine(b, ctx)
		eng += time.Since(mid)
		direct += mid.Sub(start)
	}
	b.ReportMetric(float64(direct.Nanoseconds())/float64(b.N), "direct-ns/run")
	b.ReportMetric(float64(eng.Nanoseconds())/float64(b.N), "engine-ns/run")
	b.ReportMetric(float64(eng)/float64(direct), "engine/direct")
}

// A run whose session is cached (same CID every time).
func BenchmarkEngineCacheHit(b *testing.B) {
	bs := newBench(b)
	for b.Loop() {
		bs.engine(b, context.Background())
	}
}

// A run that loads the model first: a new CID each time, with a cache of
// one session so misses do not pile up sessions.
func BenchmarkEngineCacheMiss(b *testing.B) {
	e := newEngine(b, Config{Workers: 1, CacheSize: 1})
	model, err := silero(b).Load()
	if err != nil {
		b.Fatal(err)
	}
	req := engine.Request{Model: engine.ModelBytes(model), Input: sileroInput(b, 1)}
	i := 0
	for b.Loop() {
		req.ModelCID = fmt.Sprintf("miss-%d", i)
		i++
		if _, err := e.Run(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
	if st := e.Stats(); st.Loads != i {
		b.Fatalf("%d loads for %d runs", st.Loads, i)
	}
}
