// Package heonnx converts ONNX graphs into HE models (he.Model,
// "tensora-he-model/1"), so a network trained anywhere that exports ONNX
// can be served under encryption:
//
//	m, err := heonnx.Convert(onnxBytes, "ckks-n13")
//	// m has passed Check; m.Plain(x) is the reference result
//	fmt.Println(heonnx.Describe(m)) // 196 → dense 32 → square → dense 10 (ckks-n13, depth 3 of 3)
//
// Convert takes one float32 input of shape [N], [1,N] or [batch,N] with a
// symbolic batch (or a float64 graph throughout), and a chain of:
//
//   - Gemm (transA=0, either transB, alpha, beta, a bias C broadcast over
//     the batch) and MatMul by constant weights: a dense layer;
//   - Add or Sub of a vector constant right after one: its bias;
//   - Mul(x,x) and Pow(x,2): a square layer;
//   - Add, Sub and Mul with scalar constants, sums and products of values
//     of the same layer, and Pow with a whole exponent: an elementwise
//     polynomial. An affine one folds into the dense layer before or
//     after it, (h-1)² stays one square, a·x²+c before a dense layer
//     becomes a square with a and c folded into that layer, and anything
//     else is one poly layer (degree at most he.MaxPolyDegree).
//
// Weights come from initializers or Constant nodes, in raw_data or the
// typed fields. Anything else is refused with an error naming the node
// and wrapping ErrUnsupported, or ErrMalformed for bytes that are not a
// consistent ONNX model; hostile bytes give an error, never a panic, and
// a bounded amount of work.
//
// testdata/mnist14.onnx is a real model trained by our own code
// (196 → dense 32 → square → dense 10 on 14×14 MNIST, 96.74% on the
// 10000 test images), rewritten byte for byte by
//
//	go run ./he/heonnx/train -out he/heonnx/testdata
package heonnx
