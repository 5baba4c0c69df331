package auth

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Sessions: what `tensora login` mints so that later commands need no
// passphrase. A session is a token in the same Sign-In-with-Ethereum
// layout, with its own prefix and statement, naming the node's local API
// (http://127.0.0.1:5190) rather than its gateway: it authorizes the calls
// a signed request does (upload, post, cancel, claim), carried as
//
//	Authorization: Bearer tensora-session1.<base64url message>.<base64url signature>
//
// A session is not an API token nor the reverse: the prefixes and the
// signed statements differ, and each parser refuses the other's.

// SessionPrefix starts every session; it versions the format.
const SessionPrefix = "tensora-session1."

// SessionStatement is the statement line of every session's message.
const SessionStatement = "Tensora session: the holder may make this node's signed API calls (upload, post, cancel, claim) as this account until it expires."

// MaxSessionTTL is the longest a session may be good for.
const MaxSessionTTL = 7 * 24 * time.Hour

var sessionKind = kind{prefix: SessionPrefix, statement: SessionStatement, what: "session", a: "a session", hint: "`tensora login`", maxTTL: MaxSessionTTL}

// ErrRevoked: the session was ended by `tensora logout` (RevokeSession).
var ErrRevoked = errors.New("session revoked: run `tensora login` again")

// NewSession fills a session for signer on node's API at uri (its base,
// e.g. http://127.0.0.1:5190) from now for ttl, with a random nonce.
func NewSession(signer, node common.Address, uri string, chainID uint64, now time.Time, ttl time.Duration) (Token, error) {
	if ttl <= 0 || ttl > MaxSessionTTL {
		return Token{}, fmt.Errorf("session lifetime %s: want more than 0 and at most %s", ttl, MaxSessionTTL)
	}
	// The same fields as a token (MaxSessionTTL is below MaxTokenTTL).
	return NewToken(signer, node, strings.TrimSuffix(uri, "/"), chainID, now, ttl)
}

// SessionMessage is the text a session signs: EIP-4361's layout with
// SessionStatement.
func (t Token) SessionMessage() string { return t.message(sessionKind) }

// SignSession signs t as a session with key (t.Signer's).
func SignSession(t Token, key *ecdsa.PrivateKey) (string, error) { return sign(t, key, sessionKind) }

// EncodeSession writes a session from a message and its personal-message
// signature (a wallet that signed SessionMessage elsewhere).
func EncodeSession(msg string, sig []byte) string { return encode(sessionKind, msg, sig) }

// ParseSession decodes a session and its message, which must be in the
// canonical form. It checks nothing else: see Verifier.VerifySession.
func ParseSession(s string) (Token, []byte, error) { return parse(s, sessionKind) }

// VerifySession checks a session at time now as VerifyToken checks a
// token (times, node, aud's URIs and chain, signature, allowed signer,
// lifetime at most MaxSessionTTL), and that it was not revoked.
func (v *Verifier) VerifySession(s string, now time.Time, aud Audience) (Token, error) {
	t, err := v.verify(s, now, aud, sessionKind)
	if err != nil {
		return t, err
	}
	if v.revoked.has(t, now) {
		return t, fmt.Errorf("%w: %s's session %s was ended by logout", ErrRevoked, t.Signer.Hex(), t.Nonce)
	}
	return t, nil
}

// RevokeSession refuses t from now on, until it would have expired.
func (v *Verifier) RevokeSession(t Token) { v.revoked.add(t) }

// SessionRevoked says whether session t was revoked (RevokeSession) and
// would not have expired yet at now: what a server checks before it
// honours something it handed out on t's strength.
func (v *Verifier) SessionRevoked(t Token, now time.Time) bool { return v.revoked.has(t, now) }

// Revoked lists the revoked sessions that have not expired, keyed by
// signer and nonce, for a server to keep across restarts
// (RestoreRevoked).
func (v *Verifier) Revoked(now time.Time) map[string]time.Time { return v.revoked.list(now) }

// RestoreRevoked adds revocations Revoked listed.
func (v *Verifier) RestoreRevoked(m map[string]time.Time) { v.revoked.restore(m) }

// revocations are sessions ended early, by signer and nonce, until their
// expiry.
type revocations struct {
	mu sync.Mutex
	m  map[string]time.Time
}

func revocationKey(t Token) string { return t.Signer.Hex() + "/" + t.Nonce }

func (r *revocations) add(t Token) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.m == nil {
		r.m = make(map[string]time.Time)
	}
	r.m[revocationKey(t)] = t.Expires
}

func (r *revocations) has(t Token, now time.Time) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	exp, ok := r.m[revocationKey(t)]
	return ok && now.Before(exp)
}

func (r *revocations) list(now time.Time) map[string]time.Time {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make(map[string]time.Time, len(r.m))
	for k, exp := range r.m {
		if now.Before(exp) {
			out[k] = exp
		} else {
			delete(r.m, k)
		}
	}
	return out
}

func (r *revocations) restore(m map[string]time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.m == nil {
		r.m = make(map[string]time.Time, len(m))
	}
	for k, exp := range m {
		r.m[k] = exp
	}
}
