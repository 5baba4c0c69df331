package onnx

import (
	"context"
	"errors"
	"testing"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/internal/onnxpb"
	"github.com/tensora/tensora/tensor"
)

// TestAttack8HugeDeclaredOutputRefused reproduces issue 14, attack 8: a
// 92-byte model (HugeOutputModel) whose one output is declared float16 of
// 2^61 elements. The engine allocated that buffer before running the model
// and the process died of "makeslice: len out of range"; now the model is
// refused when it loads, with or without a request limit.
func TestAttack8HugeDeclaredOutputRefused(t *testing.T) {
	model := HugeOutputModel()
	if len(model) > 128 {
		t.Fatalf("fixture is %d bytes; the attack's model is about 94", len(model))
	}
	e := newEngine(t, Config{})
	ctx := context.Background()
	x := tensor.Tensor{Name: "x", DType: tensor.F16, Shape: []int64{1}, Data: []byte{0, 0x3c}}
	for _, maxOut := range []int64{0, 64 << 20} { // no request limit, and the node's default
		_, err := e.Run(ctx, engine.Request{ModelCID: "huge", Model: engine.ModelBytes(model), Input: encode(t, x), MaxOutputBytes: maxOut})
		if !errors.Is(err, engine.ErrModelTooLarge) || !errors.Is(err, engine.ErrBadModel) {
			t.Fatalf("max output %d: Run = %v, want ErrModelTooLarge (a bad model)", maxOut, err)
		}
		t.Logf("refused: %v", err)
	}
	if _, err := e.Inspect(ctx, "huge", engine.ModelBytes(model)); !errors.Is(err, engine.ErrModelTooLarge) {
		t.Fatalf("Inspect = %v, want ErrModelTooLarge", err)
	}
	// The engine still serves.
	out := run(t, e, "ok", engine.ModelBytes(identityModel(tensor.F16, []int64{1})), encode(t, x))
	if len(out) != 1 || len(out[0].Data) != 2 {
		t.Fatalf("identity after the refusal: %v", out)
	}
}

// TestDeclaredSizeLimits: what a model declares is checked when it loads,
// outputs and intermediate values alike; symbolic dimensions are unknown,
// not huge.
func TestDeclaredSizeLimits(t *testing.T) {
	e := newEngine(t, Config{MaxTensorBytes: 1 << 20})
	ctx := context.Background()
	big := []int64{1024, 1024} // 4 MiB of float32: over the 1 MiB limit
	cases := []struct {
		name  string
		model []byte
		ok    bool
	}{
		// An output within the limit loads.
		{"small output", identityModel(tensor.F32, []int64{256, 256}), true},
		// Symbolic dimensions say nothing of the size: the model loads and
		// the run's output is checked against the request's limit.
		{"symbolic output", identityModel(tensor.F32, []int64{-1, 1024}), true},
		// A declared output over the limit is refused.
		{"large output", identityModel(tensor.F32, big), false},
		// So is an intermediate value the model declares (value_info).
		{"large intermediate", onnxpb.Graph{
			Nodes: []onnxpb.Node{
				{Op: "Identity", Inputs: []string{"x"}, Outputs: []string{"h"}},
				{Op: "Identity", Inputs: []string{"h"}, Outputs: []string{"y"}},
			},
			Inputs:    []onnxpb.Value{{Name: "x", ElemType: onnxpb.Float, Shape: []int64{-1}}},
			Outputs:   []onnxpb.Value{{Name: "y", ElemType: onnxpb.Float, Shape: []int64{-1}}},
			ValueInfo: []onnxpb.Value{{Name: "h", ElemType: onnxpb.Float, Shape: big}},
		}.Marshal(), false},
		// A shape whose element count overflows is refused, not wrapped.
		{"overflowing output", identityModel(tensor.F16, []int64{1 << 40, 1 << 40}), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := e.Inspect(ctx, c.name, engine.ModelBytes(c.model))
			if c.ok && err != nil {
				t.Fatalf("Inspect = %v, want it to load", err)
			}
			if !c.ok && !errors.Is(err, engine.ErrModelTooLarge) {
				t.Fatalf("Inspect = %v, want ErrModelTooLarge", err)
			}
		})
	}
	// A static output within the engine's limit but over the request's is
	// refused before its buffer is allocated.
	x, _ := tensor.FromFloat32("x", []int64{256, 256}, make([]float32, 256*256))
	_, err := e.Run(ctx, engine.Request{ModelCID: "small output", Model: engine.ModelBytes(identityModel(tensor.F32, []int64{256, 256})), Input: encode(t, x), MaxOutputBytes: 1024})
	if !errors.Is(err, engine.ErrModelTooLarge) {
		t.Fatalf("Run over the request's limit = %v, want ErrModelTooLarge", err)
	}
}
