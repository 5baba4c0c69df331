// Package ocijob is the shape of a container job: the request a client
// posts as the job's input (which image, what to run, the files under
// /in, the limits, how validators compare the output) and the output a
// miner returns (a canonical tar of /out). Every peer reads a job with
// these functions, so clients, miners and validators agree on what a
// request means and when two outputs agree.
//
//	req := ocijob.Request{Image: "ipfs://bafy…@sha256:…", Args: []string{"/bin/app"},
//		Files: map[string][]byte{"x.txt": data}, Limits: ocijob.Limits{MemoryBytes: 256 << 20}}
//	b, err := req.Encode() // the job's input
//
// A container job's order names engine "oci" and, as its model, the CID
// of the image (its index object, engine/oci/image); the request repeats
// the CID with the manifest digest, and a miner refuses a request whose
// image is not the order's.
package ocijob
