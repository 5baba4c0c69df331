// Package he is homomorphic inference under CKKS (M24): a client encrypts
// its input under its own key, a miner evaluates a small network on the
// ciphertext with the client's evaluation keys, and only the client can
// decrypt the result. The miner sees the model's shape, never the input or
// the output.
//
// This file set holds what every peer reads the same way: the named
// parameter sets (never free-form), the HE model format
// ("tensora-he-model/1": dense layers, biases, square and polynomial
// activations) with its bounds and its depth check against a parameter
// set, and the plaintext reference evaluation that encrypted results are
// tested against.
package he
