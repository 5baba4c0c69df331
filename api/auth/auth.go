package auth

import (
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
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
)

// Errors a Verifier returns; all mean 401 to an HTTP caller.
var (
	ErrMissing   = errors.New("request is not signed: send X-Tensora-Time and X-Tensora-Signature (see docs/api.md)")
	ErrMalformed = errors.New("malformed signature headers")
	ErrExpired   = errors.New("signature expired or from the future")
	ErrBadSig    = errors.New("bad signature")
	ErrForbidden = errors.New("signer not allowed")
	ErrReplayed  = errors.New("signature already used")
)

// Message is the text signed for a request.
func Message(method, path string, ms int64, body []byte) []byte {
	return fmt.Appendf(nil, "Tensora API request\nmethod: %s\npath: %s\ntime: %d\nbody: %s",
		strings.ToUpper(method), path, ms, hexutilEncode(crypto.Keccak256(body)))
}

func hexutilEncode(b []byte) string { return "0x" + hex.EncodeToString(b) }

// Sign sets the signature headers on r for body, signed now by key.
func Sign(r *http.Request, body []byte, key *ecdsa.PrivateKey, now time.Time) error {
	ms := now.UnixMilli()
	sig, err := crypto.Sign(accounts.TextHash(Message(r.Method, r.URL.Path, ms, body)), key)
	if err != nil {
		return fmt.Errorf("sign request: %w", err)
	}
	r.Header.Set(HeaderTime, strconv.FormatInt(ms, 10))
	r.Header.Set(HeaderSignature, hex.EncodeToString(sig))
	return nil
}

// Verifier checks signed requests. The zero value is not usable; use New.
type Verifier struct {
	allowed map[common.Address]bool
	skew    time.Duration

	mu   sync.Mutex
	seen map[string]time.Time // signature → expiry
}

// New returns a Verifier accepting signers in allowed, with times at most
// skew (default one minute) from the server's clock.
func New(skew time.Duration, allowed ...common.Address) *Verifier {
	if skew <= 0 {
		skew = time.Minute
	}
	v := &Verifier{allowed: make(map[common.Address]bool), skew: skew, seen: make(map[string]time.Time)}
	for _, a := range allowed {
		v.allowed[a] = true
	}
	return v
}

// Verify returns the signer of a request whose body is body, at time now.
func (v *Verifier) Verify(r *http.Request, body []byte, now time.Time) (common.Address, error) {
	ts, sh := r.Header.Get(HeaderTime), r.Header.Get(HeaderSignature)
	if ts == "" && sh == "" {
		return common.Address{}, ErrMissing
	}
	ms, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %s %q is not unix milliseconds", ErrMalformed, HeaderTime, ts)
	}
	sig, err := hex.DecodeString(strings.TrimPrefix(sh, "0x"))
	if err != nil || len(sig) != crypto.SignatureLength {
		return common.Address{}, fmt.Errorf("%w: %s must be %d bytes of hex", ErrMalformed, HeaderSignature, crypto.SignatureLength)
	}
	at := time.UnixMilli(ms)
	if d := now.Sub(at); d > v.skew || d < -v.skew {
		return common.Address{}, fmt.Errorf("%w: signed at %s, server time %s (allowed skew %s)", ErrExpired,
			at.UTC().Format(time.RFC3339), now.UTC().Format(time.RFC3339), v.skew)
	}
	if sig[64] >= 27 {
		sig[64] -= 27 // wallets' v of 27/28
	}
	pub, err := crypto.SigToPub(accounts.TextHash(Message(r.Method, r.URL.Path, ms, body)), sig)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %v", ErrBadSig, err)
	}
	signer := crypto.PubkeyToAddress(*pub)
	if !v.allowed[signer] {
		// A tampered body or path recovers some other key, so this is
		// also what a forged request sees.
		return signer, fmt.Errorf("%w: %s (sign with the node's wallet or add it to api_allow)", ErrForbidden, signer.Hex())
	}
	key := hex.EncodeToString(sig[:64])
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
	v.seen[key] = at.Add(v.skew)
	return signer, nil
}
