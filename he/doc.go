// Package he is homomorphic inference under CKKS (M24): a client encrypts
// its input under its own key, a miner evaluates a small network on the
// ciphertext with the client's evaluation keys, and only the client can
// decrypt the result. The miner sees the model's shape, never the input or
// the output. The scheme is lattigo v6's CKKS (RNS, ternary secret) at one
// of the named parameter sets.
//
// What every peer reads the same way: the named parameter sets (never
// free-form), the HE model format ("tensora-he-model/1": dense layers,
// biases, square and polynomial activations) with its bounds and its
// depth check against a parameter set, and the plaintext reference
// evaluation (Model.Plain) that encrypted results are tested against.
//
// Usage, client then miner:
//
//	sk, ek, _ := he.KeyGen("ckks-n13")      // once per parameter set
//	ekb, _ := ek.MarshalBinary()            // uploaded once, named by CID
//	ct, _ := he.Encrypt(sk, m, inputs)      // up to m.MaxBatch() inputs
//	// miner:
//	ek, _ := he.ParseEvalKeys(ekb)
//	e, _ := he.NewEvaluator(m, ek)          // per (model, keys); reusable
//	out, _ := e.Evaluate(ctx, ct)           // deterministic bytes
//	// client:
//	ys, _ := he.Decrypt(sk, m, out, len(inputs))
//
// Keys. The evaluation keys are model-independent: a relinearization key
// and rotation keys for +2^i up to the widest baby step and -2^i up to
// Slots/2, compressed (a 32-byte seed stands for each key's uniform half).
// ckks-n13: 19 rotation keys, 25 MiB; ckks-n14: 20, 236 MiB.
//
// Layout and levels (eval.go has the detail). An input of width W (the
// model's widest vector, a power of two) takes 2W slots holding it twice;
// a ciphertext holds Slots/(2W) inputs. A dense layer is a baby-step/
// giant-step diagonal product with one rescale (one level); a square one
// level; a polynomial of degree d bits.Len(d) levels in the monomial
// basis. Inputs are encrypted at level Depth and the output is at level
// 0, so a shallow model costs less than its parameter set's top level.
// Measured agreement with Model.Plain at values of order 1: about 1e-7
// with plaintext weights, 1e-6 with encrypted ones; tests hold 1e-5. The
// error is absolute (it scales with the weights' and values' sizes), and
// outputs must stay below 2^(log q0 - 41) in magnitude, 2^14 at ckks-n13
// and 2^19 at ckks-n14 (a bound on the plaintext polynomial's
// coefficients, which a full batch of equal outputs reaches), or they
// may wrap around q0.
//
// Encrypted weights. A client that owns its model encrypts the dense
// layers' diagonals and biases (EncryptModel, "tensora-he-encmodel/1");
// the miner evaluates ciphertext × ciphertext (NewEncryptedEvaluator). No
// extra level is needed: the client encrypts each diagonal at the level
// and scale its layer runs at, the mask merged in. The miner learns the
// Shape: parameter set, input dimension, each layer's kind and
// dimensions, and polynomial coefficients; which diagonals are sent
// follows from the dimensions alone.
//
// Refusals. Keys, ciphertexts and encrypted models use this package's
// own encodings; a reader checks the exact length against the header
// (parameter set, level, form) before reading a coefficient and checks
// each coefficient against its modulus, so hostile bytes never reach
// lattigo's decoders: ErrBadKeys, ErrBadCiphertext, ErrBadModel. Evaluate
// also turns a panic inside lattigo into ErrBadCiphertext, as a second
// guard only.
//
// The package is pure: no network, no files.
package he
