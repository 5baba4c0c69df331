// Package tensor reads and writes safetensors, the format of every job
// input and output in Tensora (M6), and defines its canonical form.
//
// A safetensors file is an 8-byte little-endian header length N, N bytes of
// JSON describing each tensor (dtype, shape, byte range), then the tensor
// bytes. Parse is strict: it rejects anything the format does not allow
// (a header over MaxHeaderSize, unknown or duplicate keys, offsets outside
// the data or not exactly tiling it, sizes that do not match dtype×shape),
// so a malformed input is caught before it reaches an engine.
//
// # Canonical form
//
// Result hashes (proof.ResultHash) are computed over the canonical encoding,
// which Encode always produces and Canonical(b) = Encode(Parse(b)) restores:
//
//   - tensors sorted by name (byte order of the UTF-8 names);
//   - the header is a JSON object with no whitespace and no __metadata__,
//     its keys in sorted order at every level ("data_offsets", "dtype",
//     "shape"); numbers are plain decimal integers; in names only '"' and
//     '\' and the control bytes below 0x20 are escaped: \n, \r and \t as
//     such, the others as \u00xx (lower-case hex), everything else verbatim
//     (names must be valid UTF-8);
//   - the header is padded with spaces (0x20) to a multiple of 8 bytes;
//   - the data section holds the tensors in name order, back to back, with
//     no gaps, and nothing follows it.
//
// So two results are equal exactly when their canonical bytes are, whatever
// order or metadata the producer used.
//
//	ts, err := tensor.Parse(b)              // ts[i].Data aliases b
//	x, err := tensor.FromFloat32("x", []int64{1, 4}, []float32{1, 2, 3, 4})
//	out, err := tensor.Encode([]tensor.Tensor{x})
package tensor
