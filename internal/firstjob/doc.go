// Package firstjob holds the test that follows README.md's "Your first job,
// in two terminals" exactly as written: it reads the section's commands,
// types them into two bash shells on pseudo-terminals with a fresh HOME and
// no TENSORA_* or ONNXRUNTIME_LIB in the environment, answers the
// passphrase prompts as a user would, and checks that the job verifies.
// It also checks that a copied binary names every place it looked for ONNX
// Runtime and finds a library placed next to it.
//
// The package has no code of its own; its tests run in `make test`.
package firstjob
