package heonnx

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"go.uber.org/goleak"

	"github.com/tensora/tensora/he"
	"github.com/tensora/tensora/internal/onnxpb"
)

// ONNX Runtime's worker threads are C threads, invisible to goleak; the
// engine's own goroutines are waited for by its Close.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// Small graphs: x is [batch,3]; w32 is 3×2 (In×Out, for transB=0 and
// MatMul), w23 its transpose (Out×In, for transB=1).
var (
	w32  = onnxpb.Tensor{Name: "w", Dims: []int64{3, 2}, Floats: []float32{1, 2, 3, 4, 5, 6}}
	w23  = onnxpb.Tensor{Name: "w", Dims: []int64{2, 3}, Floats: []float32{1, 3, 5, 2, 4, 6}}
	b2   = onnxpb.Tensor{Name: "b", Dims: []int64{2}, Floats: []float32{0.5, -1}}
	two  = onnxpb.Tensor{Name: "two", Dims: []int64{}, Floats: []float32{2}}
	xIn  = onnxpb.Value{Name: "x", Shape: []int64{-1, 3}}
	yOut = onnxpb.Value{Name: "y", Shape: []int64{-1, 2}}
	// dense is x·w32 + b as an he layer: Out×In row-major.
	denseW = []float64{1, 3, 5, 2, 4, 6}
)

func dense(w, b []float64) he.Layer {
	return he.Layer{Kind: he.KindDense, In: 3, Out: 2, Weights: w, Bias: b}
}

func op(name, kind string, in []string, out string, attrs ...onnxpb.Attr) onnxpb.Node {
	return onnxpb.Node{Name: name, Op: kind, Inputs: in, Outputs: []string{out}, Attrs: attrs}
}

func intAttr(name string, v int64) onnxpb.Attr { return onnxpb.Attr{Name: name, Int: onnxpb.Int(v)} }
func floatAttr(name string, v float32) onnxpb.Attr {
	return onnxpb.Attr{Name: name, Float: onnxpb.Float32(v)}
}

// chain is x → nodes → y with the initializers.
func chain(inits []onnxpb.Tensor, nodes ...onnxpb.Node) onnxpb.Graph {
	return onnxpb.Graph{Nodes: nodes, Inits: inits, Inputs: []onnxpb.Value{xIn}, Outputs: []onnxpb.Value{yOut}}
}

// convertRow is a supported graph and the layers it converts to.
type convertRow struct {
	name string
	g    onnxpb.Graph
	want []he.Layer
}

// convertRows are the supported graphs, shared by TestConvert (the
// layers) and TestConvertAgreesWithORT (the values).
func convertRows() []convertRow {
	gemmB := op("fc", "Gemm", []string{"x", "w", "b"}, "y", intAttr("transB", 1))
	gemmH := op("fc", "Gemm", []string{"x", "w", "b"}, "h", intAttr("transB", 1)) // gemmB into h
	typed := func(t onnxpb.Tensor) onnxpb.Tensor { t.Typed = true; return t }
	doubles := func(t onnxpb.Tensor) onnxpb.Tensor {
		t.Doubles = make([]float64, len(t.Floats))
		for i, f := range t.Floats {
			t.Doubles[i] = float64(f)
		}
		t.Floats = nil
		return t
	}
	withInput := func(g onnxpb.Graph, v onnxpb.Value) onnxpb.Graph { g.Inputs = []onnxpb.Value{v}; return g }
	return []convertRow{
		// Gemm with B stored Out×In (transB=1) and a bias of [N].
		{"gemm transB=1", chain([]onnxpb.Tensor{w23, b2}, gemmB), []he.Layer{dense(denseW, []float64{0.5, -1})}},
		// Gemm with B stored In×Out (transB=0, the default), alpha and
		// beta scaling the weights and a bias of shape [1,N].
		{"gemm transB=0 alpha beta", chain([]onnxpb.Tensor{w32, {Name: "b", Dims: []int64{1, 2}, Floats: []float32{0.5, -1}}},
			op("fc", "Gemm", []string{"x", "w", "b"}, "y", floatAttr("alpha", 2), floatAttr("beta", 0.5), intAttr("transA", 0))),
			[]he.Layer{dense([]float64{2, 6, 10, 4, 8, 12}, []float64{0.25, -0.5})}},
		// Gemm without C: no bias.
		{"gemm no bias", chain([]onnxpb.Tensor{w32}, op("fc", "Gemm", []string{"x", "w"}, "y")), []he.Layer{dense(denseW, nil)}},
		// transB typed INT without a value, as proto3 writes a zero.
		{"gemm bare transB", chain([]onnxpb.Tensor{w32}, op("fc", "Gemm", []string{"x", "w"}, "y", onnxpb.Attr{Name: "transB", Type: 2})),
			[]he.Layer{dense(denseW, nil)}},
		// Gemm with C given as "" (omitted optional input): no bias.
		{"gemm empty C", chain([]onnxpb.Tensor{w32}, op("fc", "Gemm", []string{"x", "w", ""}, "y")), []he.Layer{dense(denseW, nil)}},
		// A scalar C broadcasts to every output.
		{"gemm scalar bias", chain([]onnxpb.Tensor{w32, {Name: "b", Dims: []int64{}, Floats: []float32{3}}},
			op("fc", "Gemm", []string{"x", "w", "b"}, "y")), []he.Layer{dense(denseW, []float64{3, 3})}},
		// MatMul then Add of a constant: one dense layer with a bias.
		{"matmul add", chain([]onnxpb.Tensor{w32, b2}, op("mm", "MatMul", []string{"x", "w"}, "h"), op("add", "Add", []string{"h", "b"}, "y")),
			[]he.Layer{dense(denseW, []float64{0.5, -1})}},
		// Add with the constant first, after a Gemm that has a bias: the
		// biases add up.
		{"add constant first", chain([]onnxpb.Tensor{w23, b2}, gemmH, op("add", "Add", []string{"b", "h"}, "y")),
			[]he.Layer{dense(denseW, []float64{1, -2})}},
		// MatMul alone: a dense layer without bias.
		{"matmul", chain([]onnxpb.Tensor{w32}, op("mm", "MatMul", []string{"x", "w"}, "y")), []he.Layer{dense(denseW, nil)}},
		// Mul(h,h) after a dense layer is a square layer.
		{"mul square", chain([]onnxpb.Tensor{w23, b2}, gemmH, op("sq", "Mul", []string{"h", "h"}, "y")),
			[]he.Layer{dense(denseW, []float64{0.5, -1}), {Kind: he.KindSquare}}},
		// Pow(h, 2.0) with a float exponent is a square layer.
		{"pow float", chain([]onnxpb.Tensor{w23, b2, two}, gemmH, op("p", "Pow", []string{"h", "two"}, "y")),
			[]he.Layer{dense(denseW, []float64{0.5, -1}), {Kind: he.KindSquare}}},
		// Pow with an int64 exponent from a Constant node, as PyTorch
		// exports x**2.
		{"pow constant node", chain([]onnxpb.Tensor{w23, b2}, gemmH,
			onnxpb.Node{Op: "Constant", Outputs: []string{"e"}, Attrs: []onnxpb.Attr{{Name: "value", Tensor: &onnxpb.Tensor{Dims: []int64{}, Ints: []int64{2}}}}},
			op("p", "Pow", []string{"h", "e"}, "y")),
			[]he.Layer{dense(denseW, []float64{0.5, -1}), {Kind: he.KindSquare}}},
		// The input squared before any dense layer.
		{"square first", onnxpb.Graph{Nodes: []onnxpb.Node{op("sq", "Mul", []string{"x", "x"}, "s"), op("fc", "MatMul", []string{"s", "w"}, "y")},
			Inits: []onnxpb.Tensor{w32}, Inputs: []onnxpb.Value{xIn}, Outputs: []onnxpb.Value{yOut}},
			[]he.Layer{{Kind: he.KindSquare}, dense(denseW, nil)}},
		// Mul by a scalar after a dense layer folds into its weights.
		{"mul scalar", chain([]onnxpb.Tensor{w32, two}, op("mm", "MatMul", []string{"x", "w"}, "h"), op("scale", "Mul", []string{"two", "h"}, "y")),
			[]he.Layer{dense([]float64{2, 6, 10, 4, 8, 12}, nil)}},
		// h + h is 2h, folded the same way.
		{"add to itself", chain([]onnxpb.Tensor{w32}, op("mm", "MatMul", []string{"x", "w"}, "h"), op("add", "Add", []string{"h", "h"}, "y")),
			[]he.Layer{dense([]float64{2, 6, 10, 4, 8, 12}, nil)}},
		// b - h: the weights negate, then the bias adds.
		{"sub from constant", chain([]onnxpb.Tensor{w32, b2}, op("mm", "MatMul", []string{"x", "w"}, "h"), op("sub", "Sub", []string{"b", "h"}, "y")),
			[]he.Layer{dense([]float64{-1, -3, -5, -2, -4, -6}, []float64{0.5, -1})}},
		// (h - 1)²: the shift folds into the bias, the square stays one level.
		{"shifted square", chain([]onnxpb.Tensor{w23, b2, {Name: "one", Dims: []int64{1}, Floats: []float32{1}}}, gemmH,
			op("sub", "Sub", []string{"h", "one"}, "u"), op("sq", "Mul", []string{"u", "u"}, "y")),
			[]he.Layer{dense(denseW, []float64{-0.5, -2}), {Kind: he.KindSquare}}},
		// h² + 0.5h from Mul and Add nodes: one poly layer.
		{"polynomial", chain([]onnxpb.Tensor{w23, b2, {Name: "half", Dims: []int64{}, Floats: []float32{0.5}}}, gemmH,
			op("sq", "Mul", []string{"h", "h"}, "s"), op("lin", "Mul", []string{"h", "half"}, "t"), op("sum", "Add", []string{"s", "t"}, "y")),
			[]he.Layer{dense(denseW, []float64{0.5, -1}), {Kind: he.KindPoly, Coeffs: []float64{0, 0.5, 1}}}},
		// Pow(h, 3): a cube, as a poly layer.
		{"pow 3", chain([]onnxpb.Tensor{w23, b2, {Name: "three", Dims: []int64{}, Doubles: []float64{3}}}, gemmH, op("p", "Pow", []string{"h", "three"}, "y")),
			[]he.Layer{dense(denseW, []float64{0.5, -1}), {Kind: he.KindPoly, Coeffs: []float64{0, 0, 0, 1}}}},
		// 2x² + 1 before a dense layer: a square, and the 2 and the 1
		// fold into the dense layer after it (weights doubled, bias the
		// row sums).
		{"scaled square folds forward", onnxpb.Graph{
			Nodes: []onnxpb.Node{op("sq", "Mul", []string{"x", "x"}, "s"), op("dbl", "Mul", []string{"s", "two"}, "d"),
				op("inc", "Add", []string{"d", "one"}, "e"), op("fc", "MatMul", []string{"e", "w"}, "y")},
			Inits:  []onnxpb.Tensor{w32, two, {Name: "one", Dims: []int64{}, Floats: []float32{1}}},
			Inputs: []onnxpb.Value{xIn}, Outputs: []onnxpb.Value{yOut}},
			[]he.Layer{{Kind: he.KindSquare}, dense([]float64{2, 6, 10, 4, 8, 12}, []float64{9, 12})}},
		// Initializers in float_data instead of raw_data.
		{"float_data", chain([]onnxpb.Tensor{typed(w23), typed(b2)}, gemmB), []he.Layer{dense(denseW, []float64{0.5, -1})}},
		// A float64 graph: input, output and initializers, raw and typed.
		{"float64", onnxpb.Graph{Nodes: []onnxpb.Node{gemmB}, Inits: []onnxpb.Tensor{doubles(w23), typed(doubles(b2))},
			Inputs: []onnxpb.Value{{Name: "x", ElemType: onnxpb.Double, Shape: []int64{-1, 3}}}, Outputs: []onnxpb.Value{{Name: "y", ElemType: onnxpb.Double, Shape: []int64{-1, 2}}}},
			[]he.Layer{dense(denseW, []float64{0.5, -1})}},
		// An input of shape [N].
		{"input [N]", withInput(chain([]onnxpb.Tensor{w32}, op("mm", "MatMul", []string{"x", "w"}, "y")), onnxpb.Value{Name: "x", Shape: []int64{3}}),
			[]he.Layer{dense(denseW, nil)}},
		// An input of shape [1,N].
		{"input [1,N]", withInput(chain([]onnxpb.Tensor{w32}, op("mm", "MatMul", []string{"x", "w"}, "y")), onnxpb.Value{Name: "x", Shape: []int64{1, 3}}),
			[]he.Layer{dense(denseW, nil)}},
		// Older exporters list the initializers among the inputs.
		{"initializers as inputs", func() onnxpb.Graph {
			g := chain([]onnxpb.Tensor{w23, b2}, gemmB)
			g.Inputs = append(g.Inputs, onnxpb.Value{Name: "w", Shape: []int64{2, 3}}, onnxpb.Value{Name: "b", Shape: []int64{2}})
			return g
		}(), []he.Layer{dense(denseW, []float64{0.5, -1})}},
	}
}

func TestConvert(t *testing.T) {
	for _, tt := range convertRows() {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Convert(tt.g.Marshal(), "ckks-n13")
			if err != nil {
				t.Fatal(err)
			}
			if m.Format != he.ModelFormat || m.Params != "ckks-n13" || m.Input != 3 {
				t.Fatalf("model header %q %q input %d", m.Format, m.Params, m.Input)
			}
			if !reflect.DeepEqual(m.Layers, tt.want) {
				t.Fatalf("layers\n got %+v\nwant %+v", m.Layers, tt.want)
			}
		})
	}
}

func TestConvertRefuses(t *testing.T) {
	mm := op("mm", "MatMul", []string{"x", "w"}, "y")
	graph := func(inputs, outputs []onnxpb.Value, inits []onnxpb.Tensor, nodes ...onnxpb.Node) onnxpb.Graph {
		return onnxpb.Graph{Nodes: nodes, Inits: inits, Inputs: inputs, Outputs: outputs}
	}
	in := func(shape ...int64) []onnxpb.Value { return []onnxpb.Value{{Name: "x", Shape: shape}} }
	out := []onnxpb.Value{yOut}
	w33 := onnxpb.Tensor{Name: "w", Dims: []int64{3, 3}, Floats: make([]float32, 9)}
	tests := []struct {
		name   string
		g      onnxpb.Graph
		params string
		is     error  // the sentinel the error wraps
		msg    string // a part of the message
	}{
		// A Relu, with the full message a user reads.
		{"relu", chain([]onnxpb.Tensor{w32}, op("mm", "MatMul", []string{"x", "w"}, "h"), op("relu_1", "Relu", []string{"h"}, "y")), "ckks-n13",
			ErrUnsupported, `heonnx: node "relu_1" (Relu): not supported: HE models take Gemm, MatMul+Add, Mul(x,x), Pow(x,2), and Add, Sub, Mul, Pow with scalars making a polynomial of one value`},
		// A Dropout with its mask output: refused for its operator first.
		{"dropout", chain([]onnxpb.Tensor{w32}, op("mm", "MatMul", []string{"x", "w"}, "h"),
			onnxpb.Node{Name: "drop", Op: "Dropout", Inputs: []string{"h"}, Outputs: []string{"y", "mask"}}), "ckks-n13",
			ErrUnsupported, `node "drop" (Dropout): not supported: HE models take`},
		// A Conv; an unnamed node is named by its index.
		{"conv", chain([]onnxpb.Tensor{w32}, onnxpb.Node{Op: "Conv", Inputs: []string{"x", "w"}, Outputs: []string{"y"}}), "ckks-n13",
			ErrUnsupported, `node #0 (Conv): not supported`},
		// Two inputs.
		{"two inputs", graph(append(in(-1, 3), onnxpb.Value{Name: "x2", Shape: []int64{-1, 3}}), out, []onnxpb.Tensor{w32}, mm), "ckks-n13",
			ErrUnsupported, "2 inputs and 1 outputs"},
		// Two outputs.
		{"two outputs", graph(in(-1, 3), append(out, onnxpb.Value{Name: "x", Shape: []int64{-1, 3}}), []onnxpb.Tensor{w32}, mm), "ckks-n13",
			ErrUnsupported, "1 inputs and 2 outputs"},
		// An int64 input.
		{"int input", graph([]onnxpb.Value{{Name: "x", ElemType: onnxpb.Int64, Shape: []int64{-1, 3}}}, out, []onnxpb.Tensor{w32}, mm), "ckks-n13",
			ErrUnsupported, `input "x": not supported: not a float32 or float64 tensor (int64)`},
		// A float64 output of a float32 input.
		{"double output", graph(in(-1, 3), []onnxpb.Value{{Name: "y", ElemType: onnxpb.Double, Shape: []int64{-1, 2}}}, []onnxpb.Tensor{w32}, mm), "ckks-n13",
			ErrUnsupported, `output "y": not supported: not a float32 tensor as the input is (float64)`},
		// Float64 weights in a float32 graph (ONNX Runtime refuses it too).
		{"mixed types", chain([]onnxpb.Tensor{{Name: "w", Dims: []int64{3, 2}, Doubles: make([]float64, 6)}}, mm), "ckks-n13",
			ErrMalformed, `weights "w": float64 in a float32 graph`},
		// An input without a shape.
		{"no input shape", graph([]onnxpb.Value{{Name: "x"}}, out, []onnxpb.Tensor{w32}, mm), "ckks-n13", ErrUnsupported, "no declared shape"},
		// A fixed batch of 4 vectors.
		{"fixed batch", graph(in(4, 3), out, []onnxpb.Tensor{w32}, mm), "ckks-n13", ErrUnsupported, "fixed batch of 4"},
		// An image-shaped input.
		{"rank 4 input", graph(in(1, 1, 1, 3), out, []onnxpb.Tensor{w32}, mm), "ckks-n13", ErrUnsupported, "rank 4"},
		// A symbolic vector length.
		{"symbolic width", graph(in(1, -1), out, []onnxpb.Tensor{w32}, mm), "ckks-n13", ErrUnsupported, "not fixed"},
		// Gemm with the input transposed.
		{"transA", chain([]onnxpb.Tensor{w32}, op("fc", "Gemm", []string{"x", "w"}, "y", intAttr("transA", 1))), "ckks-n13", ErrUnsupported, "transA=1"},
		// Gemm with an attribute it does not know.
		{"gemm attribute", chain([]onnxpb.Tensor{w32}, op("fc", "Gemm", []string{"x", "w"}, "y", intAttr("broadcast", 1))), "ckks-n13",
			ErrUnsupported, `attribute "broadcast"`},
		// Gemm's alpha given as an int.
		{"alpha as int", chain([]onnxpb.Tensor{w32}, op("fc", "Gemm", []string{"x", "w"}, "y", intAttr("alpha", 1))), "ckks-n13",
			ErrMalformed, `attribute "alpha"`},
		// Gemm whose weights are the data path.
		{"gemm data weights", chain([]onnxpb.Tensor{w33}, op("sq", "Gemm", []string{"w", "x"}, "y")), "ckks-n13", ErrUnsupported, "A must come from the input"},
		// Weights 2×2 after a 3-wide input.
		{"shapes do not chain", chain([]onnxpb.Tensor{{Name: "w", Dims: []int64{2, 2}, Floats: make([]float32, 4)}}, mm), "ckks-n13",
			ErrUnsupported, "A has 3 columns, B has 2 rows"},
		// A bias of 3 values for 2 outputs.
		{"bias size", chain([]onnxpb.Tensor{w32, {Name: "b", Dims: []int64{3}, Floats: make([]float32, 3)}}, op("fc", "Gemm", []string{"x", "w", "b"}, "y")), "ckks-n13",
			ErrUnsupported, "does not broadcast to 2 values"},
		// Raw data shorter than the dims say.
		{"short weights", chain([]onnxpb.Tensor{{Name: "w", Dims: []int64{3, 2}, Floats: make([]float32, 5)}}, mm), "ckks-n13",
			ErrMalformed, "20 raw bytes for 6 floats"},
		// Int64 weights.
		{"int weights", chain([]onnxpb.Tensor{{Name: "w", Dims: []int64{3, 2}, Ints: make([]int64, 6)}}, mm), "ckks-n13",
			ErrMalformed, "int64 in a float32 graph"},
		// An Add on the input itself, before any dense layer.
		{"add first", chain([]onnxpb.Tensor{w32, {Name: "c", Dims: []int64{3}, Floats: make([]float32, 3)}},
			op("add", "Add", []string{"x", "c"}, "h"), op("mm", "MatMul", []string{"h", "w"}, "y")), "ckks-n13",
			ErrUnsupported, "Add of a vector constant must follow Gemm or MatMul"},
		// A bias after a square: no dense layer to hold it.
		{"bias after square", chain([]onnxpb.Tensor{w32, b2}, op("mm", "MatMul", []string{"x", "w"}, "h"), op("sq", "Mul", []string{"h", "h"}, "s"),
			op("add", "Add", []string{"s", "b"}, "y")), "ckks-n13", ErrUnsupported, `node "add" (Add): not supported: Add of a vector constant must follow`},
		// Adding two values from different layers (a residual).
		{"residual", chain([]onnxpb.Tensor{w33}, op("mm", "MatMul", []string{"x", "w"}, "h"), op("res", "Add", []string{"h", "x"}, "y")), "ckks-n13",
			ErrUnsupported, `node "res" (Add): not supported: Add of two values from different layers`},
		// Multiplying two values from different layers.
		{"mul across layers", chain([]onnxpb.Tensor{w33}, op("mm", "MatMul", []string{"x", "w"}, "h"), op("gate", "Mul", []string{"h", "x"}, "y")), "ckks-n13",
			ErrUnsupported, `node "gate" (Mul): not supported: Mul of two values from different layers`},
		// Mul by a vector: a per-element scale.
		{"mul vector", chain([]onnxpb.Tensor{w32, b2}, op("mm", "MatMul", []string{"x", "w"}, "h"), op("scale", "Mul", []string{"h", "b"}, "y")), "ckks-n13",
			ErrUnsupported, "only by a scalar"},
		// A square root.
		{"pow 0.5", chain([]onnxpb.Tensor{w32, {Name: "half", Dims: []int64{}, Floats: []float32{0.5}}},
			op("mm", "MatMul", []string{"x", "w"}, "h"), op("sqrt", "Pow", []string{"h", "half"}, "y")), "ckks-n13",
			ErrUnsupported, "exponent [0.5], only whole powers 1 to 15"},
		// Degree 16: (x^4)^4.
		{"degree 16", chain([]onnxpb.Tensor{w32, {Name: "four", Dims: []int64{}, Ints: []int64{4}}},
			op("mm", "MatMul", []string{"x", "w"}, "h"), op("p4", "Pow", []string{"h", "four"}, "h4"), op("p16", "Pow", []string{"h4", "four"}, "y")), "ckks-n14",
			ErrUnsupported, `node "p16" (Pow): not supported: a polynomial of degree 16, more than 15`},
		// h - h: a constant, whatever the input.
		{"constant polynomial", chain([]onnxpb.Tensor{w32}, op("mm", "MatMul", []string{"x", "w"}, "h"), op("zero", "Sub", []string{"h", "h"}, "y")), "ckks-n13",
			ErrUnsupported, "no longer depends on the input"},
		// An operator from another domain.
		{"custom domain", chain([]onnxpb.Tensor{w32}, onnxpb.Node{Name: "mm", Op: "MatMul", Domain: "com.microsoft", Inputs: []string{"x", "w"}, Outputs: []string{"y"}}), "ckks-n13",
			ErrUnsupported, `domain "com.microsoft"`},
		// No layer at all: the output is the input.
		{"identity graph", graph(in(-1, 3), []onnxpb.Value{{Name: "x", Shape: []int64{-1, 3}}}, nil), "ckks-n13", ErrUnsupported, `output "x": not supported: the input itself, no layer`},
		// An output that does not depend on the input.
		{"constant output", graph(in(-1, 3), []onnxpb.Value{{Name: "w", Shape: []int64{3, 2}}}, []onnxpb.Tensor{w32}), "ckks-n13",
			ErrUnsupported, "does not come from the input"},
		// A node reading a value nothing produced.
		{"dangling input", chain([]onnxpb.Tensor{w32}, op("mm", "MatMul", []string{"z", "w"}, "y")), "ckks-n13", ErrMalformed, `input "z" is not produced`},
		// A value produced twice.
		{"defined twice", chain([]onnxpb.Tensor{w32}, op("mm", "MatMul", []string{"x", "w"}, "y"), op("mm2", "MatMul", []string{"x", "w"}, "y")), "ckks-n13",
			ErrMalformed, `"y" is defined twice`},
		// The declared output width differs from the layers'.
		{"output width", graph(in(-1, 3), []onnxpb.Value{{Name: "y", Shape: []int64{-1, 5}}}, []onnxpb.Tensor{w32}, mm), "ckks-n13",
			ErrMalformed, "declared 5 wide, the layers give 2"},
		// Four levels do not fit ckks-n13's three (TestConvertDeepFitsN14:
		// they fit ckks-n14).
		{"too deep", deep(), "ckks-n13", he.ErrTooDeep, "depth 4"},
		// An input wider than ckks-n13's vectors (4096 slots, two copies).
		{"wide input", graph(in(-1, 3000), out, []onnxpb.Tensor{w32}, mm), "ckks-n13", ErrUnsupported, "3000 values, the parameter set holds vectors of up to 2048"},
		// A layer wider than ckks-n13's vectors.
		{"wide layer", chain([]onnxpb.Tensor{{Name: "w", Dims: []int64{3, 3000}, Floats: make([]float32, 9000)}}, mm), "ckks-n13",
			ErrUnsupported, "3000 outputs"},
		// More layers than a model may have: 33 dense ones.
		{"too many layers", func() onnxpb.Graph {
			var nodes []onnxpb.Node
			prev := "x"
			for i := range 33 {
				next := fmt.Sprintf("h%d", i)
				if i == 32 {
					next = "y"
				}
				nodes = append(nodes, op(next, "MatMul", []string{prev, "w"}, next))
				prev = next
			}
			return graph(in(-1, 3), []onnxpb.Value{{Name: "y", Shape: []int64{-1, 3}}}, []onnxpb.Tensor{w33}, nodes...)
		}(), "ckks-n14", ErrUnsupported, `node "y" (MatMul): not supported: more than 32 layers`},
		// A parameter set that does not exist.
		{"unknown params", chain([]onnxpb.Tensor{w32}, mm), "ckks-n99", nil, `unknown parameter set "ckks-n99"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Convert(tt.g.Marshal(), tt.params)
			if err == nil {
				t.Fatalf("converted to %+v, want an error", m)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("error %q does not wrap %q", err, tt.is)
			}
			if !strings.Contains(err.Error(), tt.msg) || !strings.HasPrefix(err.Error(), "heonnx: ") {
				t.Errorf("error %q, want one starting heonnx: and containing %q", err, tt.msg)
			}
		})
	}
}

// deep is four dense layers: depth 4.
func deep() onnxpb.Graph {
	w33 := onnxpb.Tensor{Name: "w", Dims: []int64{3, 3}, Floats: make([]float32, 9)}
	g := chain([]onnxpb.Tensor{w33},
		op("a", "MatMul", []string{"x", "w"}, "h1"), op("b", "MatMul", []string{"h1", "w"}, "h2"),
		op("c", "MatMul", []string{"h2", "w"}, "h3"), op("d", "MatMul", []string{"h3", "w"}, "y"))
	g.Outputs = []onnxpb.Value{{Name: "y", Shape: []int64{-1, 3}}}
	return g
}

// TestConvertDeepFitsN14 is the "too deep" row's graph under the deeper
// parameter set: the same bytes convert.
func TestConvertDeepFitsN14(t *testing.T) {
	m, err := Convert(deep().Marshal(), "ckks-n14")
	if err != nil {
		t.Fatal(err)
	}
	if m.Depth() != 4 || len(m.Layers) != 4 {
		t.Fatalf("depth %d in %d layers, want 4 in 4", m.Depth(), len(m.Layers))
	}
}

// TestConvertHostile feeds garbage, every truncation and random byte
// flips of the MNIST model: Convert must return, never panic, and a
// truncation that still converts (one cut after the whole graph, losing
// only the opset) must give the same model.
func TestConvertHostile(t *testing.T) {
	good := readFile(t, "testdata/mnist14.onnx")
	for _, b := range [][]byte{nil, {}, {0xff}, {0x3a, 0xff, 0xff, 0xff, 0xff, 0x0f}, []byte("not an onnx model")} {
		if _, err := Convert(b, "ckks-n13"); !errors.Is(err, ErrMalformed) && !errors.Is(err, ErrUnsupported) {
			t.Errorf("Convert(%q) = %v, want a refusal", b, err)
		}
	}
	want, err := Convert(good, "ckks-n13")
	if err != nil {
		t.Fatal(err)
	}
	converted := 0
	for n := range len(good) {
		if m, err := Convert(good[:n], "ckks-n13"); err == nil {
			converted++
			if !reflect.DeepEqual(m, want) {
				t.Fatalf("the first %d of %d bytes converted to another model", n, len(good))
			}
		}
	}
	// The writer puts the opset last: only the cut just before it leaves
	// a whole graph.
	if converted != 1 {
		t.Fatalf("%d truncations converted, want the one cut after the graph", converted)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		b := append([]byte(nil), good...)
		for range 1 + r.IntN(4) {
			b[r.IntN(len(b))] = byte(r.Uint32())
		}
		_, _ = Convert(b, "ckks-n13") // must not panic
	}
}

// FuzzConvert: no input makes Convert panic or return a model that fails
// Check. The seeds are the small supported graphs (TestConvertHostile
// covers the MNIST file; as a seed its size slows the fuzzer's
// minimisation to a crawl).
func FuzzConvert(f *testing.F) {
	for _, r := range convertRows() {
		f.Add(r.g.Marshal())
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := Convert(b, "ckks-n13")
		if err == nil {
			if err := m.Check(); err != nil {
				t.Fatalf("Convert returned a model that fails Check: %v", err)
			}
		}
	})
}
