// Package onnxpb is a minimal writer and a bounded reader of the ONNX
// protobuf format (onnx.proto3 field numbers), enough for Tensora's own
// needs and not a general ONNX library.
//
// The writer (Graph.Marshal) builds small models: the CUDA probe's
// identity model, the graphs the MNIST trainer exports and the ones tests
// generate, including shapes the readers must refuse. It writes what it is
// given and checks nothing; ONNX Runtime and heonnx.Convert are the
// checkers.
//
// The reader works at the wire level on bytes that may be hostile: every
// length comes from protowire's checked consumers, so bad bytes give an
// error, never a panic. ReadIO reads only a model's declared inputs,
// outputs and intermediate values (engine/onnx inspects a model with it
// instead of building a session); ReadGraph reads the whole graph within
// Limits (he/heonnx converts it).
//
//	b := onnxpb.Graph{
//		Nodes:   []onnxpb.Node{{Op: "Identity", Inputs: []string{"x"}, Outputs: []string{"y"}}},
//		Inputs:  []onnxpb.Value{{Name: "x", Shape: []int64{-1, 4}}},
//		Outputs: []onnxpb.Value{{Name: "y", Shape: []int64{-1, 4}}},
//	}.Marshal()
//	ins, outs, _, err := onnxpb.ReadIO(b)
//
// It converts floats only bit for bit (math.Float32bits and friends), with
// no arithmetic, so it is outside the he/... packages' FMA build flag
// without changing what HE encodes.
package onnxpb
