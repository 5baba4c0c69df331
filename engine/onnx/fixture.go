package onnx

import (
	"github.com/tensora/tensora/internal/onnxpb"
	"github.com/tensora/tensora/tensor"
)

// HugeOutputModel returns the crafted model of issue 14's attack 8, for
// the tests and the chaos lab that show it refused: about a hundred bytes
// whose one output is declared float16 of 2^61 elements (4 EiB), y =
// Identity(x) for a one-element float16 x. An engine that trusted the
// declaration allocated that buffer and died of "makeslice: len out of
// range"; this one refuses the model when it loads
// (engine.ErrModelTooLarge).
func HugeOutputModel() []byte {
	return onnxpb.Graph{
		Nodes:   []onnxpb.Node{{Op: "Identity", Inputs: []string{"x"}, Outputs: []string{"y"}}},
		Inputs:  []onnxpb.Value{{Name: "x", ElemType: onnxpb.Float16, Shape: []int64{1}}},
		Outputs: []onnxpb.Value{{Name: "y", ElemType: onnxpb.Float16, Shape: []int64{1 << 31, 1 << 30}}},
	}.Marshal()
}

// identityModel is y = Identity(x) for x of dtype d and shape: the CUDA
// probe's model and the tests'.
func identityModel(d tensor.DType, shape []int64) []byte {
	v := func(name string) onnxpb.Value {
		return onnxpb.Value{Name: name, ElemType: onnxpb.ElemType(d), Shape: shape}
	}
	return onnxpb.Graph{
		Nodes:   []onnxpb.Node{{Op: "Identity", Inputs: []string{"x"}, Outputs: []string{"y"}}},
		Inputs:  []onnxpb.Value{v("x")},
		Outputs: []onnxpb.Value{v("y")},
	}.Marshal()
}
