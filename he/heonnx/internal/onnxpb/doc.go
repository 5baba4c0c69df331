// Package onnxpb writes small ONNX models (onnx.proto3 field numbers):
// the graphs the MNIST trainer exports and the ones heonnx's tests build,
// including the shapes heonnx must refuse. It writes what it is given and
// checks nothing; ONNX Runtime and heonnx.Convert are the checkers.
package onnxpb
