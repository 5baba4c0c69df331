// Package engine is the interface between a miner and the runtimes that
// execute jobs (M6, M7): an Engine takes a model and a safetensors input
// and returns a canonical safetensors output, the usage it cost, and the
// Env that, with the model and input hashes, determines the output's bytes
// (the env hash of a proof of compute, M8).
//
//	e, err := onnx.New(onnx.Config{})          // package engine/onnx
//	res, err := e.Run(ctx, engine.Request{
//		ModelCID: cid, Model: engine.ModelFile(path), Input: input,
//	})
//	var ie *engine.InputError
//	switch {
//	case errors.As(err, &ie):                  // ie.Tensor, ie.Expected, ie.Actual
//	case errors.Is(err, engine.ErrBadModel):   // the client's model is broken
//	}
//
// Errors that are the client's fault wrap ErrBadInput or ErrBadModel, so a
// miner can refuse such a job without its reputation suffering; other
// errors are the miner's. The package also checks inputs against a model's
// declaration (CheckInputs) and generates valid pseudo-random inputs for
// any model (GenerateInputs), which the testnet uses to make jobs.
//
// The package holds only types and pure functions; runtimes live in
// subpackages and hardware detection in engine/hw.
package engine
