package onnx

import "github.com/tensora/tensora/tensor"

// HugeOutputModel returns the crafted model of issue 14's attack 8, for
// the tests and the chaos lab that show it refused: about a hundred bytes
// whose one output is declared float16 of 2^61 elements (4 EiB), y =
// Identity(x) for a one-element float16 x. An engine that trusted the
// declaration allocated that buffer and died of "makeslice: len out of
// range"; this one refuses the model when it loads
// (engine.ErrModelTooLarge).
func HugeOutputModel() []byte {
	return pbModel{
		nodes:   []pbNode{{op: "Identity", inputs: []string{"x"}, outputs: []string{"y"}}},
		inputs:  []pbValue{{name: "x", dtype: tensor.F16, shape: []int64{1}}},
		outputs: []pbValue{{name: "y", dtype: tensor.F16, shape: []int64{1 << 31, 1 << 30}}},
	}.marshal()
}
