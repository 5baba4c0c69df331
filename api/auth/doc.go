// Package auth signs and checks local API requests with a wallet key.
//
// A mutating request carries two headers: X-Tensora-Time (unix
// milliseconds) and X-Tensora-Signature (65-byte secp256k1 signature, hex),
// over the EIP-191 personal message
//
//	Tensora API request
//	method: POST
//	path: /api/v1/jobs
//	time: 1764700000000
//	body: 0x<keccak256 of the body>
//
// so a wallet that signs personal messages (the CLI, the SDK, MetaMask)
// can authenticate. The server recovers the signer, requires it to be the
// node's address or an allowed one, refuses times outside its skew window
// and refuses a signature it has already accepted (replay).
package auth
