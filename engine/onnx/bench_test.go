package onnx

// P4: the engine's overhead per inference against direct onnxruntime_go
// DynamicAdvancedSession runs of the same model with the same session
// (the engine's own cached one, so thread settings and kernels are
// identical), measured in one process:
//
//	go test -run '^$' -bench . -benchtime 2000x ./engine/onnx/
//
// BenchmarkDirect is what a program using onnxruntime_go directly does per
// inference: wrap the new input in tensors, Run, read the outputs, free
// everything. BenchmarkDirectReused is the floor: input tensors made once
// and reused, only Run and reading the outputs. BenchmarkEngine is a full
// Engine.Run from safetensors bytes to canonical safetensors bytes (parse,
// check, wrap, run, encode, usage accounting). BenchmarkOverhead rotates
// the three in one loop, so drift in the machine's speed hits all alike,
// and reports engine/direct (the P4 figure, goal ≤ 1.05) and
// engine/direct-reused. The cache benchmarks compare a run whose session
// is cached with one that loads the model first (BenchmarkEngineCacheMiss
// takes about 70 ms an iteration: minutes at 2000x).

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
	e            *Engine
	req          engine.Request
	sess         *ort.DynamicAdvancedSession
	audio, state []float32
	audioShape   ort.Shape
	stateShape   ort.Shape
	reused       []ort.Value
}

func newBench(b *testing.B) *benchSetup {
	b.Helper()
	e := newEngine(b, Config{Workers: 1})
	req := engine.Request{ModelCID: sileroCID, Model: silero(b), Input: sileroInput(b, 1)}
	if _, err := e.Run(context.Background(), req); err != nil { // load and warm
		b.Fatal(err)
	}
	m, err := e.acquire(context.Background(), req.ModelCID, req.Model)
	if err != nil {
		b.Fatal(err)
	}
	ts, err := tensor.Parse(req.Input)
	if err != nil {
		b.Fatal(err)
	}
	audio, _ := tensor.Find(ts, "input")
	state, _ := tensor.Find(ts, "state")
	bs := &benchSetup{e: e, req: req, sess: m.sess, audioShape: ort.Shape(audio.Shape), stateShape: ort.Shape(state.Shape)}
	if bs.audio, err = audio.Float32s(); err != nil {
		b.Fatal(err)
	}
	if bs.state, err = state.Float32s(); err != nil {
		b.Fatal(err)
	}
	bs.reused = bs.inputs(b)
	b.Cleanup(func() { // runs before the engine's Close, registered earlier
		destroyAll(bs.reused)
		e.release(m)
	})
	bs.direct(b, false) // warm
	return bs
}

func (bs *benchSetup) inputs(b *testing.B) []ort.Value {
	in, err := ort.NewTensor(bs.audioShape, bs.audio)
	if err != nil {
		b.Fatal(err)
	}
	st, err := ort.NewTensor(bs.stateShape, bs.state)
	if err != nil {
		b.Fatal(err)
	}
	sr, err := ort.NewScalar(int64(16000))
	if err != nil {
		b.Fatal(err)
	}
	return []ort.Value{in, st, sr}
}

// direct is one plain onnxruntime_go inference, with fresh input tensors
// or the reused ones; the outputs are read and freed.
func (bs *benchSetup) direct(b *testing.B, fresh bool) {
	ins := bs.reused
	if fresh {
		ins = bs.inputs(b)
		defer destroyAll(ins)
	}
	outs := make([]ort.Value, 2)
	if err := bs.sess.Run(ins, outs); err != nil {
		b.Fatal(err)
	}
	if p := outs[0].(*ort.Tensor[float32]).GetData(); len(p) != 1 {
		b.Fatalf("output has %d values", len(p))
	}
	_ = outs[1].(*ort.Tensor[float32]).GetData()
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
		bs.direct(b, true)
	}
}

func BenchmarkDirectReused(b *testing.B) {
	bs := newBench(b)
	for b.Loop() {
		bs.direct(b, false)
	}
}

func BenchmarkEngine(b *testing.B) {
	bs := newBench(b)
	for b.Loop() {
		bs.engine(b, context.Background())
	}
}

// With a context that can be cancelled, as a job with a deadline has: each
// run also creates ORT run options and registers a cancel hook.
func BenchmarkEngineCancellable(b *testing.B) {
	bs := newBench(b)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for b.Loop() {
		bs.engine(b, ctx)
	}
}

func BenchmarkOverhead(b *testing.B) {
	bs := newBench(b)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	paths := []func(){
		func() { bs.direct(b, true) },
		func() { bs.direct(b, false) },
		func() { bs.engine(b, ctx) },
		func() { bs.engine(b, context.Background()) },
	}
	var total [4]time.Duration
	for i := 0; b.Loop(); i++ {
		for k := range paths {
			j := (i + k) % len(paths) // each path goes first in turn
			start := time.Now()
			paths[j]()
			total[j] += time.Since(start)
		}
	}
	per := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / float64(b.N) }
	b.ReportMetric(per(total[0]), "direct-ns/run")
	b.ReportMetric(per(total[1]), "direct-reused-ns/run")
	b.ReportMetric(per(total[2]), "engine-ns/run")
	b.ReportMetric(per(total[3]), "engine-bg-ns/run")
	b.ReportMetric(float64(total[2])/float64(total[0]), "engine/direct")
	b.ReportMetric(float64(total[2])/float64(total[1]), "engine/direct-reused")
	b.ReportMetric(float64(total[3])/float64(total[0]), "engine-bg/direct")
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
