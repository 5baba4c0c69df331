// Package heonnx converts ONNX graphs into HE models (he.Model,
// "tensora-he-model/1"), so a network trained anywhere that exports ONNX
// can be served under encryption:
//
//	m, err := heonnx.Convert(onnxBytes, "ckks-n13")
//	// m.Check() has passed; m.Plain(x) is the reference result
//
// Convert takes one float32 input of shape [N], [1,N] or [batch,N] with a
// symbolic batch, and a chain of Gemm (transA=0, either transB, alpha,
// beta, a bias broadcast over the batch), MatMul followed by an Add of a
// constant, and Mul(x,x) or Pow(x,2) as the square activation. Weights
// come from initializers (or Constant nodes), float32 or float64, in
// raw_data or the typed fields. Anything else is refused with an error
// naming the node (ErrUnsupported) or the malformed part (ErrMalformed);
// hostile bytes give an error, never a panic.
//
// testdata/mnist14.onnx is a real model trained by our own code
// (196 → dense 32 → square → dense 10 on 14×14 MNIST, 96.74% on the test
// set), rewritten byte for byte by
//
//	go run ./he/heonnx/train -out he/heonnx/testdata
package heonnx
