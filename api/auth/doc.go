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
//
// The OpenAI-compatible gateway (/v1/...) cannot have its clients sign
// each request, so it takes a bearer token instead (token.go): a
// Sign-In-with-Ethereum style (EIP-4361) message naming the gateway's URI,
// the node, the chain, a nonce and the times it is good between, signed
// once as a personal message by the node's wallet or an allowed one, and
// carried as
//
//	Authorization: Bearer tensora1.<base64url message>.<base64url signature>
//
// VerifyToken checks it with the same allow list, node and signature
// rules as a signed request; a token is good until it expires (at most
// MaxTokenTTL after it was issued), as a bearer token is.
//
// A session (session.go) is the same kind of message with its own prefix
// (tensora-session1.) and statement, naming the node's local API
// (http://127.0.0.1:5190) instead of its gateway: `tensora login` signs one
// once, and the node then takes it as the bearer for the calls a signed
// request makes. VerifySession checks it as VerifyToken checks a token,
// at most MaxSessionTTL long, and that it was not revoked (RevokeSession:
// `tensora logout`). Each parser refuses the other kind (ErrWrongKind),
// and the statements differ, so a session never opens the gateway nor a
// gateway token the API.
//
//	tok, err := auth.NewToken(signer, node, "http://127.0.0.1:5190/v1", chainID, time.Now(), 24*time.Hour)
//	s, err := auth.SignToken(tok, key)
//	t, err := verifier.VerifyToken(s, time.Now(), auth.Audience{URIs: []string{"http://127.0.0.1:5190/v1"}})
package auth
