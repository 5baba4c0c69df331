package onnx

import (
	"context"
	"errors"
	"fmt"
	"time"

	ort "github.com/yalue/onnxruntime_go"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/tensor"
)

// P4Config sizes MeasureP4.
type P4Config struct {
	// ModelPath is silero VAD v5 (the only model whose direct path is
	// written out here); default: the native cache's copy.
	ModelPath string
	// LibraryPath is the ONNX Runtime library (default: FindLibrary).
	LibraryPath string
	// Iterations of each path (default 2000).
	Iterations int
}

// P4Result is PRODUCT.md's P4: the engine's cost per inference against a
// direct onnxruntime_go Run of the same model in the same session.
type P4Result struct {
	Iterations   int
	Direct       time.Duration // per run: fresh input tensors, Run, read and free outputs
	DirectReused time.Duration // per run: input tensors made once (the floor)
	Engine       time.Duration // per run: Engine.Run, safetensors in and out, cancellable context
	EngineBg     time.Duration // per run: Engine.Run with a background context
}

// Ratio is engine over direct (P4's goal: ≤ 1.05).
func (r P4Result) Ratio() float64 {
	if r.Direct <= 0 {
		return 0
	}
	return float64(r.Engine) / float64(r.Direct)
}

// MeasureP4 runs silero VAD v5 through the engine and directly through
// onnxruntime_go, interleaved in one loop (each path first in turn, so a
// drift in the machine's speed hits all alike), one intra-op thread, the
// engine's own cached session for both. BenchmarkOverhead is the same
// measurement under go test.
func MeasureP4(ctx context.Context, cfg P4Config) (res P4Result, err error) {
	if cfg.Iterations <= 0 {
		cfg.Iterations = 2000
	}
	if cfg.ModelPath == "" {
		if cfg.ModelPath, err = engine.FindModel("silero_vad_v5.onnx"); err != nil {
			return res, fmt.Errorf("p4: %w", err)
		}
	}
	e, err := New(Config{LibraryPath: cfg.LibraryPath, Workers: 1})
	if err != nil {
		return res, fmt.Errorf("p4: %w", err)
	}
	defer func() {
		if cerr := e.Close(); cerr != nil && err == nil {
			err = cerr
		}
	}()
	const cid = "bafkreip4silerovadv5"
	src := engine.ModelFile(cfg.ModelPath)
	input, err := e.GenerateInputs(ctx, cid, src, engine.GenerateOptions{Seed: 1})
	if err != nil {
		return res, fmt.Errorf("p4: generate input: %w", err)
	}
	req := engine.Request{ModelCID: cid, Model: src, Input: input}
	if _, err := e.Run(ctx, req); err != nil { // load and warm
		return res, fmt.Errorf("p4: warm: %w", err)
	}
	m, err := e.acquire(ctx, cid, src)
	if err != nil {
		return res, fmt.Errorf("p4: %w", err)
	}
	defer e.release(m)
	d, err := newP4Direct(m.sess, input)
	if err != nil {
		return res, err
	}
	defer destroyAll(d.reused)
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	paths := []func() error{
		func() error { return d.run(true) },
		func() error { return d.run(false) },
		func() error { _, err := e.Run(runCtx, req); return err },
		func() error { _, err := e.Run(context.Background(), req); return err },
	}
	for _, p := range paths { // warm every path
		if err := p(); err != nil {
			return res, fmt.Errorf("p4: %w", err)
		}
	}
	var total [4]time.Duration
	for i := 0; i < cfg.Iterations; i++ {
		if i%64 == 0 && ctx.Err() != nil {
			return res, ctx.Err()
		}
		for k := range paths {
			j := (i + k) % len(paths)
			start := time.Now()
			if err := paths[j](); err != nil {
				return res, fmt.Errorf("p4: %w", err)
			}
			total[j] += time.Since(start)
		}
	}
	n := time.Duration(cfg.Iterations)
	return P4Result{Iterations: cfg.Iterations, Direct: total[0] / n, DirectReused: total[1] / n, Engine: total[2] / n, EngineBg: total[3] / n}, nil
}

// p4Direct is what a program using onnxruntime_go directly does for
// silero: its three inputs as ort tensors, Run, read the outputs, free.
type p4Direct struct {
	sess         *ort.DynamicAdvancedSession
	audio, state []float32
	audioShape   ort.Shape
	stateShape   ort.Shape
	reused       []ort.Value
}

func newP4Direct(sess *ort.DynamicAdvancedSession, input []byte) (*p4Direct, error) {
	ts, err := tensor.Parse(input)
	if err != nil {
		return nil, fmt.Errorf("p4: %w", err)
	}
	audio, ok1 := tensor.Find(ts, "input")
	state, ok2 := tensor.Find(ts, "state")
	if !ok1 || !ok2 {
		return nil, errors.New("p4: the model is not silero VAD v5 (inputs input, state, sr)")
	}
	d := &p4Direct{sess: sess, audioShape: ort.Shape(audio.Shape), stateShape: ort.Shape(state.Shape)}
	if d.audio, err = audio.Float32s(); err != nil {
		return nil, fmt.Errorf("p4: %w", err)
	}
	if d.state, err = state.Float32s(); err != nil {
		return nil, fmt.Errorf("p4: %w", err)
	}
	if d.reused, err = d.inputs(); err != nil {
		return nil, err
	}
	return d, nil
}

func (d *p4Direct) inputs() ([]ort.Value, error) {
	in, err := ort.NewTensor(d.audioShape, d.audio)
	if err != nil {
		return nil, fmt.Errorf("p4: %w", err)
	}
	st, err := ort.NewTensor(d.stateShape, d.state)
	if err != nil {
		destroyAll([]ort.Value{in})
		return nil, fmt.Errorf("p4: %w", err)
	}
	sr, err := ort.NewScalar(int64(16000))
	if err != nil {
		destroyAll([]ort.Value{in, st})
		return nil, fmt.Errorf("p4: %w", err)
	}
	return []ort.Value{in, st, sr}, nil
}

func (d *p4Direct) run(fresh bool) error {
	ins := d.reused
	if fresh {
		var err error
		if ins, err = d.inputs(); err != nil {
			return err
		}
		defer destroyAll(ins)
	}
	outs := make([]ort.Value, 2)
	if err := d.sess.Run(ins, outs); err != nil {
		return fmt.Errorf("direct run: %w", err)
	}
	defer destroyAll(outs)
	o0, ok0 := outs[0].(*ort.Tensor[float32])
	o1, ok1 := outs[1].(*ort.Tensor[float32])
	if !ok0 || !ok1 {
		return errors.New("direct run: outputs are not float32 tensors")
	}
	if p := o0.GetData(); len(p) != 1 {
		return fmt.Errorf("direct run: output has %d values", len(p))
	}
	_ = o1.GetData()
	return nil
}
