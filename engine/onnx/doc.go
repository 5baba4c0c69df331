// Package onnx is the ONNX Runtime engine (M6): it runs ONNX models on
// github.com/yalue/onnxruntime_go, with safetensors in and canonical
// safetensors out, and implements engine.Engine and engine.Inspector.
//
//	e, err := onnx.New(onnx.Config{})  // finds .cache/native/onnxruntime/libonnxruntime.so.1
//	defer e.Close()
//	res, err := e.Run(ctx, engine.Request{ModelCID: cid, Model: engine.ModelFile(p), Input: in})
//
// The shared library comes from `make setup` (scripts/setup-native.sh:
// onnxruntime-node 1.30.0's CPU build) or $ONNXRUNTIME_LIB. onnxruntime_go
// v1.27.0 is built against the ORT C API version 24 and asks the library for
// that version, which ORT 1.30.0 still serves.
//
// ONNX Runtime's environment is process-global in onnxruntime_go, so all
// engines in a process share it, reference-counted: the first New loads the
// library and the last Close unloads it.
//
// Sessions are cached per model CID (LRU, Config.CacheSize); concurrent
// first requests share one load, and a session evicted while runs use it is
// destroyed when the last one finishes. Each session is one
// DynamicAdvancedSession, which ORT lets several goroutines Run at once;
// Config.Workers bounds how many do.
//
// Reproducibility: every session has fixed intra- and inter-op thread
// counts (1 each by default), sequential execution and full graph
// optimisation, so the same model and input give byte-identical output run
// to run on one hardware class (Env.HardwareClass names the CPU's kernel
// tier, since ORT picks kernels by instruction set). The CUDA provider is
// used when the library ships it (CUDAAuto) and is then reported in Env,
// with Deterministic false.
//
// Before ORT sees an input, every tensor is checked against the model's
// declared names, dtypes and shapes (engine.CheckInputs), so a mismatch
// comes back as an *engine.InputError naming the tensor. A model ORT cannot
// parse is engine.ErrBadModel, never a crash.
//
// Limits of onnxruntime_go v1.27.0 that this package works around or
// reports as engine.ErrUnsupported: scalar outputs are allocated by the
// engine (the binding cannot wrap them); float16, bfloat16 and float8
// outputs need a static shape (the binding mis-sizes ones it allocates);
// zero-size input tensors and sequence or map values are not supported.
package onnx
