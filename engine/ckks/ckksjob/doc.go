// Package ckksjob is the wire form of an encrypted (homomorphic, CKKS)
// inference job (M24): the request a client stores as the job's input
// and reads the same way on every peer. A job with engine "he-ckks"
// names, as its model, the CID of an HE model file (package he); its
// input is an encoded Request: the parameter set, the CID of the client's
// evaluation keys (public keys, fetched by the miner from the job's
// providers like the model), the number of inputs packed and the input
// ciphertext. Its output is the raw output ciphertext, which only the
// client can decrypt.
//
//	b, err := ckksjob.Request{Params: "ckks-n13", KeysCID: keys, Batch: 2, Ciphertext: ct}.Encode()
//	req, err := ckksjob.ParseRequest(b) // a miner, a validator
//
// The encoding is binary, not JSON: a ciphertext is half a megabyte at
// ckks-n13 and base64 would add a third. It is the format tag and a NUL,
// then length-prefixed fields, then the ciphertext, with nothing after
// it; a request has exactly one encoding, so one CID.
//
// The package imports nothing of Tensora's, so the node reads requests
// without linking the HE library; the engine (engine/ckks) checks the
// parameter set and the ciphertext against the model.
package ckksjob
