// Package gguf writes and reads GGUF files, the single-file model format of
// llama.cpp and ollama (version 3 of the format: a header, typed key-value
// metadata, tensor descriptors, then aligned tensor data).
//
// Tiny generates a small llama-architecture model with seeded random
// weights, for tests and benchmarks on machines where no package ships LLM
// weights. The same seed gives byte-identical files, so a tiny model has a
// stable CID. Its outputs are gibberish by construction: the weights are
// random, nothing was trained. Users add real GGUF files instead.
//
//	b, err := gguf.Tiny(gguf.TinyConfig{Seed: 1}) // about 0.5 MB
//	f, err := gguf.Parse(b)                        // header, metadata, tensors
package gguf
