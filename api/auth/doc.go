// Package auth signs and checks local API requests with a wallet key.
//
// A mutating request carries three headers: X-Tensora-Time (unix
// milliseconds), X-Tensora-Body (keccak256 of the body) and
// X-Tensora-Signature (65-byte secp256k1 signature, hex), over the EIP-191
// personal message
//
//	Tensora API request
//	node: 0x<the address of the node the request is for>
//	method: POST
//	uri: /api/v1/content?name=model.onnx
//	time: 1764700000000
//	body: 0x<keccak256 of the body>
//
// so a wallet that signs personal messages (the CLI, the SDK, MetaMask)
// can authenticate. The message holds the body's hash, so a server checks
// the signature (VerifyHeaders) before it reads the body, and then that the
// body hashes to the signed value (BodyMatches). The server recovers the signer and requires it to be
// the node's address or an allowed one. Naming the node keeps a request
// for one node from being replayed on another; signing the whole URI
// (path and query) keeps the query from being changed. Times outside the
// skew window, or before the server started, are refused, as is a second
// use of a signed message (kept for the window, keyed by the message, so a
// malleated copy of the signature is the same replay; high-s signatures
// are refused outright).
package auth
