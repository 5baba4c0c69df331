// Package ckks is the miner's engine for encrypted inference (M24): jobs
// of engine "he-ckks" whose model is an HE model file (package he:
// "tensora-he-model/1", plaintext weights, or "tensora-he-encmodel/1",
// weights the client encrypted under its own key, of which the miner
// sees only the shape) and whose input is a ckksjob.Request holding the
// client's input ciphertext. A run evaluates the model on the ciphertext with the
// client's evaluation keys and returns the output ciphertext, which only
// the client can decrypt: the miner never holds a key that opens the
// input or the output.
//
//	e, err := ckks.New(ckks.Config{Logger: log})
//	e.UseContent(store)                     // the node does this
//	cids, err := e.Needs(modelCID, input)   // the keys: fetched into the store before the run
//	res, err := e.Run(ctx, engine.Request{ModelCID: modelCID, Model: engine.ModelBytes(m), Input: input})
//
// The evaluation keys (tens of MiB) are content the client provides, named
// by CID in the request: the engine reads them from the node's content
// store (engine.ContentUser), never from the network, after the node has
// fetched what Needs lists (engine.Needer). Parsed keys and evaluators are
// cached by CID, a few at a time, so a client's stream of jobs parses its
// keys once; parsed models and evaluators are bounded by their memory too
// (Config.MaxCacheBytes), not only by their count.
//
// Evaluation is deterministic (exact integer arithmetic in lattigo, no
// randomness after encryption, and New refuses a build whose float64
// encoding of plaintext weights fuses multiply-adds: he.CheckBuild), so
// validators compare outputs by hash;
// the proof's env hash (EnvHash) commits to lattigo's version and to
// every parameter set's moduli, and the request's parameter set is in
// the input hash. The HE library itself is used only through package he.
package ckks
