package auth

import (
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Header names.
const (
	HeaderTime      = "X-Tensora-Time"
	HeaderSignature = "X-Tensora-Signature"
	// HeaderBody is the keccak256 of the body, 0x-hex: the signature covers
	// it, so the server checks the signature before it reads a byte of the
	// body, and then that the body hashes to it.
	HeaderBody = "X-Tensora-Body"
)

// Errors a Verifier returns; all mean 401 to an HTTP caller.
var (
	ErrMissing   = errors.New("request is not signed: send X-Tensora-Time, X-Tensora-Body and X-Tensora-Signature (see docs/api.md)")
	ErrMalformed = errors.New("malformed signature headers")
	ErrExpired   = errors.New("signature expired or from the future")
	ErrBadSig    = errors.New("bad signature")
	ErrForbidden = errors.New("signer not allowed")
	ErrReplayed  = errors.New("signature already used")
	// ErrBodyMismatch: the body is not the one whose hash was signed.
	ErrBodyMismatch = errors.New("body does not match the signed X-Tensora-Body")
)

// Message is the text signed for a request to node: uri is the path and
// raw query (http.Request.URL.RequestURI).
func Message(node common.Address, method, uri string, ms int64, body []byte) []byte {
	return messageOf(node, method, uri, ms, crypto.Keccak256Hash(body))
}

func messageOf(node common.Address, method, uri string, ms int64, bodyHash common.Hash) []byte {
	return fmt.Appendf(nil, "Tensora API request\nnode: %s\nmethod: %s\nuri: %s\ntime: %d\nbody: %s",
		node.Hex(), strings.ToUpper(method), uri, ms, hexutilEncode(bodyHash[:]))
}

func hexutilEncode(b []byte) string { return "0x" + hex.EncodeToString(b) }

// Sign sets the signature headers on r for body, for the node at address
// node, signed now by key.
func Sign(r *http.Request, body []byte, node common.Address, key *ecdsa.PrivateKey, now time.Time) error {
	ms := now.UnixMilli()
	sig, err := crypto.Sign(accounts.TextHash(Message(node, r.Method, r.URL.RequestURI(), ms, body)), key)
	if err != nil {
		return fmt.Errorf("sign request: %w", err)
	}
	r.Header.Set(HeaderTime, strconv.FormatInt(ms, 10))
	r.Header.Set(HeaderBody, crypto.Keccak256Hash(body).Hex())
	r.Header.Set(HeaderSignature, hex.EncodeToString(sig))
	return nil
}

// Verifier checks signed requests. The zero value is not usable; use New.
type Verifier struct {
	node    common.Address
	allowed map[common.Address]bool
	skew    time.Duration
	start   time.Time

	mu   sync.Mutex
	seen map[[32]byte]time.Time // signed message hash → expiry

	revoked revocations // sessions ended by logout (session.go)
}

// New returns a Verifier for the node at address node, accepting signers
// in allowed, with times at most skew (default one minute) from the
// server's clock and not before start (so a restart does not forget what
// was already used).
func New(node common.Address, skew time.Duration, start time.Time, allowed ...common.Address) *Verifier {
	if skew <= 0 {
		skew = time.Minute
	}
	v := &Verifier{node: node, allowed: make(map[common.Address]bool), skew: skew, start: start.Truncate(time.Millisecond), seen: make(map[[32]byte]time.Time)}
	for _, a := range allowed {
		v.allowed[a] = true
	}
	return v
}

// Check reads and checks the headers before the body is read: present,
// well formed, and within the time window. It returns the signing time
// and signature for Verify.
func (v *Verifier) Check(r *http.Request, now time.Time) (int64, []byte, error) {
	ts, sh := r.Header.Get(HeaderTime), r.Header.Get(HeaderSignature)
	if ts == "" && sh == "" {
		return 0, nil, ErrMissing
	}
	ms, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return 0, nil, fmt.Errorf("%w: %s %q is not unix milliseconds", ErrMalformed, HeaderTime, ts)
	}
	sig, err := hex.DecodeString(strings.TrimPrefix(sh, "0x"))
	if err != nil || len(sig) != crypto.SignatureLength {
		return 0, nil, fmt.Errorf("%w: %s must be %d bytes of hex", ErrMalformed, HeaderSignature, crypto.SignatureLength)
	}
	at := time.UnixMilli(ms)
	if d := now.Sub(at); d > v.skew || d < -v.skew {
		return 0, nil, fmt.Errorf("%w: signed at %s, server time %s (allowed skew %s)", ErrExpired,
			at.UTC().Format(time.RFC3339), now.UTC().Format(time.RFC3339), v.skew)
	}
	if at.Before(v.start) {
		return 0, nil, fmt.Errorf("%w: signed at %s, before the node started (%s): sign again", ErrExpired,
			at.UTC().Format(time.RFC3339Nano), v.start.UTC().Format(time.RFC3339Nano))
	}
	if sig[64] >= 27 {
		sig[64] -= 27 // wallets' v of 27/28
	}
	return ms, sig, nil
}

// VerifyHeaders checks a request's signature from its headers alone,
// before its body is read: fresh, over the declared body hash, by an
// allowed signer, not a replay. It returns the signer and the body hash
// the body must have (BodyMatches).
func (v *Verifier) VerifyHeaders(r *http.Request, now time.Time) (common.Address, common.Hash, error) {
	ms, sig, err := v.Check(r, now)
	if err != nil {
		return common.Address{}, common.Hash{}, err
	}
	bh := r.Header.Get(HeaderBody)
	if bh == "" {
		return common.Address{}, common.Hash{}, ErrMissing
	}
	raw, err := hex.DecodeString(strings.TrimPrefix(bh, "0x"))
	if err != nil || len(raw) != common.HashLength {
		return common.Address{}, common.Hash{}, fmt.Errorf("%w: %s must be 32 bytes of hex (keccak256 of the body)", ErrMalformed, HeaderBody)
	}
	bodyHash := common.BytesToHash(raw)
	signer, err := v.recoverSigner(r, ms, sig, bodyHash, now)
	return signer, bodyHash, err
}

// BodyMatches reports an error unless body hashes to the signed hash.
func BodyMatches(body []byte, signed common.Hash) error {
	if crypto.Keccak256Hash(body) != signed {
		return ErrBodyMismatch
	}
	return nil
}

// Verify returns the signer of a request whose body is body, at time now.
func (v *Verifier) Verify(r *http.Request, body []byte, now time.Time) (common.Address, error) {
	signer, bodyHash, err := v.VerifyHeaders(r, now)
	if err != nil {
		return signer, err
	}
	return signer, BodyMatches(body, bodyHash)
}

// recoverSigner checks the signature over the request's message and the
// signer, and records the message as used.
func (v *Verifier) recoverSigner(r *http.Request, ms int64, sig []byte, bodyHash common.Hash, now time.Time) (common.Address, error) {
	if !crypto.ValidateSignatureValues(sig[64], new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64]), true) {
		return common.Address{}, fmt.Errorf("%w: not a canonical (low-s) signature", ErrBadSig)
	}
	msg := messageOf(v.node, r.Method, r.URL.RequestURI(), ms, bodyHash)
	digest := accounts.TextHash(msg)
	pub, err := crypto.SigToPub(digest, sig)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %v", ErrBadSig, err)
	}
	signer := crypto.PubkeyToAddress(*pub)
	if !v.allowed[signer] {
		// A tampered body, URI or node recovers some other key, so this
		// is also what a forged request sees.
		return signer, fmt.Errorf("%w: %s (sign with the node's wallet or add it to api_allow)", ErrForbidden, signer.Hex())
	}
	key := [32]byte(digest)
	v.mu.Lock()
	defer v.mu.Unlock()
	for k, exp := range v.seen {
		if now.After(exp) {
			delete(v.seen, k)
		}
	}
	if _, dup := v.seen[key]; dup {
		return signer, ErrReplayed
	}
	v.seen[key] = time.UnixMilli(ms).Add(v.skew)
	return signer, nil
}
