package auth

import (
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// API tokens: the bearer credential of the OpenAI-compatible gateway
// (/v1/...), where clients cannot sign each request. A token is a
// Sign-In-with-Ethereum style (EIP-4361) message, signed once as a
// personal message by the node's wallet or an allowed one, and carried
// whole with its signature:
//
//	tensora1.<base64url of the message>.<base64url of the 65-byte signature>
//
// The message (TokenStatement, the URI the gateway answers at, the node it
// is for, the times it is good between) is what a wallet shows when it
// signs, and what the server checks, after checking that it is in exactly
// the canonical form Token.Message writes (so nothing unsigned or
// ambiguous rides along).

// TokenPrefix starts every API token; it versions the format.
const TokenPrefix = "tensora1."

// TokenStatement is the statement line of every token's message.
const TokenStatement = "Tensora API token: the holder may use this node's OpenAI-compatible gateway; the node's wallet pays for the jobs."

// MaxTokenTTL is the longest a token may be good for: tokens cannot be
// revoked one by one (only by changing the node's wallet or allow list),
// so they are short-lived.
const MaxTokenTTL = 30 * 24 * time.Hour

// maxTokenLen bounds a token before any decoding (a real one is ~700 bytes).
const maxTokenLen = 4096

// kind is what tells an API token from a session (session.go): each has
// its own prefix and statement, so one is never taken for the other.
type kind struct {
	prefix, statement string
	what, a, hint     string // "API token", "an API token", "`tensora api token`"
	maxTTL            time.Duration
}

var tokenKind = kind{prefix: TokenPrefix, statement: TokenStatement, what: "API token", a: "an API token", hint: "`tensora api token`", maxTTL: MaxTokenTTL}

func (k kind) other() kind {
	if k.prefix == TokenPrefix {
		return sessionKind
	}
	return tokenKind
}

// MintedNonce starts the nonce of every token a node mints for its own
// gateway (POST /api/v1/token); the hex nonces NewToken draws never do.
// It tells the tokens a node minted, which its gateway takes only while
// the process that minted them runs, from those its wallet signed
// (`tensora api token`).
const MintedNonce = "minted"

const (
	siweSuffix     = " wants you to sign in with your Ethereum account:"
	nodeResource   = "tensora:node:"
	tokenTimeFmt   = time.RFC3339 // UTC, whole seconds: "2026-12-04T19:30:00Z"
	minNonceLength = 8
)

// More errors, for tokens; the Verifier's errors above apply too: a token
// can be ErrMalformed, ErrExpired, ErrBadSig or ErrForbidden.
var (
	// ErrNoToken: no Authorization: Bearer header.
	ErrNoToken = errors.New("no API token: send Authorization: Bearer <token> (`tensora api token` prints one)")
	// ErrAudience: the token or session is good, but for another node,
	// URI or chain.
	ErrAudience = errors.New("credential is for another node")
	// ErrWrongKind: a session where an API token is wanted, or the reverse.
	ErrWrongKind = errors.New("wrong kind of credential")
)

// Token is what an API token says.
type Token struct {
	// Domain is the host[:port] of URI (SIWE's domain line).
	Domain string
	// Signer is the account that signs (SIWE's address line); the server
	// requires the signature to recover to it.
	Signer common.Address
	// Node is the node whose gateway the token opens (a resource line).
	Node common.Address
	// URI is the gateway's base URL, e.g. http://127.0.0.1:5190/v1.
	URI string
	// ChainID is the chain the node settles on (0: none, or unknown when
	// the token was made).
	ChainID   uint64
	Nonce     string
	IssuedAt  time.Time
	Expires   time.Time
	NotBefore time.Time // zero: none (good from IssuedAt)
}

// NewToken fills a token for signer to use node's gateway at uri from now
// for ttl, with a random nonce.
func NewToken(signer, node common.Address, uri string, chainID uint64, now time.Time, ttl time.Duration) (Token, error) {
	if ttl <= 0 || ttl > MaxTokenTTL {
		return Token{}, fmt.Errorf("token lifetime %s: want more than 0 and at most %s", ttl, MaxTokenTTL)
	}
	domain, err := tokenDomain(uri)
	if err != nil {
		return Token{}, err
	}
	var nonce [8]byte
	if _, err := rand.Read(nonce[:]); err != nil {
		return Token{}, fmt.Errorf("token nonce: %w", err)
	}
	now = now.UTC().Truncate(time.Second)
	return Token{Domain: domain, Signer: signer, Node: node, URI: strings.TrimSuffix(uri, "/"), ChainID: chainID,
		Nonce: hex.EncodeToString(nonce[:]), IssuedAt: now, Expires: now.Add(ttl)}, nil
}

// tokenDomain is the host[:port] of a gateway or API URI, which must be
// an absolute http(s) URL without user info, query or fragment.
func tokenDomain(uri string) (string, error) {
	u, err := url.Parse(uri)
	if err != nil {
		return "", fmt.Errorf("URI %q: %w", uri, err)
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" ||
		strings.ContainsAny(uri, " \n\r\t") {
		return "", fmt.Errorf("URI %q: want an http(s) URL like http://127.0.0.1:5190/v1", uri)
	}
	return u.Host, nil
}

// Message is the text signed: EIP-4361's layout.
func (t Token) Message() string { return t.message(tokenKind) }

func (t Token) message(k kind) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s%s\n%s\n\n%s\n\n", t.Domain, siweSuffix, t.Signer.Hex(), k.statement)
	fmt.Fprintf(&b, "URI: %s\nVersion: 1\nChain ID: %d\nNonce: %s\nIssued At: %s\nExpiration Time: %s\n",
		t.URI, t.ChainID, t.Nonce, t.IssuedAt.UTC().Format(tokenTimeFmt), t.Expires.UTC().Format(tokenTimeFmt))
	if !t.NotBefore.IsZero() {
		fmt.Fprintf(&b, "Not Before: %s\n", t.NotBefore.UTC().Format(tokenTimeFmt))
	}
	fmt.Fprintf(&b, "Resources:\n- %s%s", nodeResource, t.Node.Hex())
	return b.String()
}

// SignToken signs t's message with key (which should be t.Signer's) and
// returns the token.
func SignToken(t Token, key *ecdsa.PrivateKey) (string, error) { return sign(t, key, tokenKind) }

func sign(t Token, key *ecdsa.PrivateKey, k kind) (string, error) {
	msg := t.message(k)
	sig, err := crypto.Sign(accounts.TextHash([]byte(msg)), key)
	if err != nil {
		return "", fmt.Errorf("sign %s: %w", k.what, err)
	}
	return encode(k, msg, sig), nil
}

// EncodeToken writes a token from a message and its personal-message
// signature: how a wallet that signed the message elsewhere (MetaMask's
// personal_sign) makes its token.
func EncodeToken(msg string, sig []byte) string { return encode(tokenKind, msg, sig) }

func encode(k kind, msg string, sig []byte) string {
	enc := base64.RawURLEncoding
	return k.prefix + enc.EncodeToString([]byte(msg)) + "." + enc.EncodeToString(sig)
}

// ParseToken decodes a token and its message, which must be in the
// canonical form. It checks nothing else: see Verifier.VerifyToken.
func ParseToken(s string) (Token, []byte, error) { return parse(s, tokenKind) }

func parse(s string, k kind) (Token, []byte, error) {
	if len(s) > maxTokenLen {
		return Token{}, nil, fmt.Errorf("%w: %s over %d bytes", ErrMalformed, k.what, maxTokenLen)
	}
	rest, ok := strings.CutPrefix(s, k.prefix)
	if !ok {
		if o := k.other(); strings.HasPrefix(s, o.prefix) {
			// Each is refused where the other is expected: a session
			// does not open the gateway, nor a gateway token the API.
			return Token{}, nil, fmt.Errorf("%w: this is %s (%s), not %s: %s makes one", ErrWrongKind, o.a, o.hint, k.a, k.hint)
		}
		return Token{}, nil, fmt.Errorf("%w: %s starts with %q (%s makes one)", ErrMalformed, k.a, k.prefix, k.hint)
	}
	m64, s64, ok := strings.Cut(rest, ".")
	if !ok {
		return Token{}, nil, fmt.Errorf("%w: %s has no signature part", ErrMalformed, k.what)
	}
	enc := base64.RawURLEncoding
	msg, err := enc.DecodeString(m64)
	if err != nil {
		return Token{}, nil, fmt.Errorf("%w: %s message: %v", ErrMalformed, k.what, err)
	}
	sig, err := enc.DecodeString(s64)
	if err != nil || len(sig) != crypto.SignatureLength {
		return Token{}, nil, fmt.Errorf("%w: %s signature must be %d bytes of base64url", ErrMalformed, k.what, crypto.SignatureLength)
	}
	t, err := parseMessageOf(string(msg), k)
	if err != nil {
		return Token{}, nil, fmt.Errorf("%w: %s message: %v", ErrMalformed, k.what, err)
	}
	return t, sig, nil
}

// parseMessage reads a token message and requires it to be exactly what
// Message writes for what it read.
func parseMessage(msg string) (Token, error) { return parseMessageOf(msg, tokenKind) }

func parseMessageOf(msg string, k kind) (Token, error) {
	lines := strings.Split(msg, "\n")
	if len(lines) < 13 {
		return Token{}, errors.New("too few lines for a sign-in message")
	}
	var t Token
	domain, ok := strings.CutSuffix(lines[0], siweSuffix)
	if !ok || domain == "" {
		return Token{}, fmt.Errorf("first line must be %q", "<domain>"+siweSuffix)
	}
	t.Domain = domain
	if !common.IsHexAddress(lines[1]) {
		return Token{}, fmt.Errorf("second line %q is not an address", lines[1])
	}
	t.Signer = common.HexToAddress(lines[1])
	if lines[3] != k.statement {
		return Token{}, fmt.Errorf("statement %q is not a Tensora %s's", lines[3], k.what)
	}
	fields := map[string]string{}
	i := 5
	for ; i < len(lines) && lines[i] != "Resources:"; i++ {
		k, v, ok := strings.Cut(lines[i], ": ")
		if !ok {
			return Token{}, fmt.Errorf("line %d %q is not `Field: value`", i+1, lines[i])
		}
		if _, dup := fields[k]; dup {
			return Token{}, fmt.Errorf("field %q twice", k)
		}
		fields[k] = v
	}
	if i != len(lines)-2 {
		return Token{}, errors.New("want one resource line, the node's, at the end")
	}
	node, ok := strings.CutPrefix(lines[i+1], "- "+nodeResource)
	if !ok || !common.IsHexAddress(node) {
		return Token{}, fmt.Errorf("resource %q: want - %s0x<address>", lines[i+1], nodeResource)
	}
	t.Node = common.HexToAddress(node)
	t.URI = fields["URI"]
	d, err := tokenDomain(t.URI)
	if err != nil {
		return Token{}, err
	}
	if d != t.Domain {
		return Token{}, fmt.Errorf("domain %q is not the URI's host %q", t.Domain, d)
	}
	if fields["Version"] != "1" {
		return Token{}, fmt.Errorf("version %q: want 1", fields["Version"])
	}
	if t.ChainID, err = strconv.ParseUint(fields["Chain ID"], 10, 64); err != nil {
		return Token{}, fmt.Errorf("chain ID %q: %v", fields["Chain ID"], err)
	}
	t.Nonce = fields["Nonce"]
	if len(t.Nonce) < minNonceLength || strings.IndexFunc(t.Nonce, func(r rune) bool {
		return (r < '0' || r > '9') && (r < 'a' || r > 'z') && (r < 'A' || r > 'Z')
	}) >= 0 {
		return Token{}, fmt.Errorf("nonce %q: want at least %d letters and digits", t.Nonce, minNonceLength)
	}
	for _, f := range []struct {
		name     string
		to       *time.Time
		optional bool
	}{{"Issued At", &t.IssuedAt, false}, {"Expiration Time", &t.Expires, false}, {"Not Before", &t.NotBefore, true}} {
		v, ok := fields[f.name]
		if !ok && f.optional {
			continue
		}
		if *f.to, err = time.Parse(tokenTimeFmt, v); err != nil {
			return Token{}, fmt.Errorf("%s %q: want a UTC time like 2026-12-04T19:30:00Z", f.name, v)
		}
	}
	// Every field read, and nothing else: the canonical text again.
	if t.message(k) != msg {
		return Token{}, errors.New("not in canonical form (field order, spacing, checksummed addresses, UTC times, no other fields)")
	}
	return t, nil
}

// Audience is what a server accepts tokens for, besides its own node.
type Audience struct {
	// URIs are the gateway base URLs this server answers at (a token's URI
	// must be one of them, trailing slash aside).
	URIs []string
	// ChainID is the node's chain; 0 (a node that settles on no chain)
	// accepts any. A node on a chain accepts only tokens naming it: a
	// token naming no chain (0) would otherwise open every node with the
	// same wallet and gateway URL, on any chain.
	ChainID uint64
}

// BearerToken returns the token of an Authorization: Bearer header.
func BearerToken(r *http.Request) (string, error) {
	h := r.Header.Get("Authorization")
	if h == "" {
		return "", ErrNoToken
	}
	scheme, tok, ok := strings.Cut(h, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(tok) == "" {
		return "", fmt.Errorf("%w: Authorization must be `Bearer <token>`", ErrMalformed)
	}
	return strings.TrimSpace(tok), nil
}

// VerifyToken checks an API token at time now: well formed, within its
// times (IssuedAt no further ahead than the skew, NotBefore reached,
// Expires not), no longer-lived than MaxTokenTTL, for this node, one of
// aud's URIs and its chain, signed by the signer it names, which must be
// the node's address or an allowed one. Unlike a signed request a token is
// used many times until it expires: that is what a bearer token is for.
func (v *Verifier) VerifyToken(s string, now time.Time, aud Audience) (Token, error) {
	return v.verify(s, now, aud, tokenKind)
}

func (v *Verifier) verify(s string, now time.Time, aud Audience, k kind) (Token, error) {
	t, sig, err := parse(s, k)
	if err != nil {
		return Token{}, err
	}
	switch {
	case t.IssuedAt.After(now.Add(v.skew)):
		return t, fmt.Errorf("%w: %s issued at %s, in the future (server time %s)", ErrExpired, k.what, t.IssuedAt.Format(tokenTimeFmt), now.UTC().Format(tokenTimeFmt))
	case !now.Before(t.Expires):
		return t, fmt.Errorf("%w: %s expired at %s: make a new one with %s", ErrExpired, k.what, t.Expires.Format(tokenTimeFmt), k.hint)
	case !t.NotBefore.IsZero() && now.Add(v.skew).Before(t.NotBefore):
		return t, fmt.Errorf("%w: %s not valid before %s", ErrExpired, k.what, t.NotBefore.Format(tokenTimeFmt))
	case !t.Expires.After(t.IssuedAt) || t.Expires.Sub(t.IssuedAt) > k.maxTTL:
		return t, fmt.Errorf("%w: %s good for %s: at most %s", ErrMalformed, k.what, t.Expires.Sub(t.IssuedAt), k.maxTTL)
	case t.Node != v.node:
		return t, fmt.Errorf("%w: %s names node %s, this is %s", ErrAudience, k.what, t.Node.Hex(), v.node.Hex())
	case aud.ChainID != 0 && t.ChainID == 0:
		return t, fmt.Errorf("%w: %s names no chain, this node settles on %d: make one with %s while the node runs", ErrAudience, k.what, aud.ChainID, k.hint)
	case aud.ChainID != 0 && t.ChainID != aud.ChainID:
		return t, fmt.Errorf("%w: %s names chain %d, this node settles on %d", ErrAudience, k.what, t.ChainID, aud.ChainID)
	}
	if !uriIn(t.URI, aud.URIs) {
		return t, fmt.Errorf("%w: %s is for %s, this node answers at %s", ErrAudience, k.what, t.URI, strings.Join(aud.URIs, " or "))
	}
	if sig[64] >= 27 {
		sig[64] -= 27 // wallets' v of 27/28
	}
	if !crypto.ValidateSignatureValues(sig[64], new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64]), true) {
		return t, fmt.Errorf("%w: not a canonical (low-s) signature", ErrBadSig)
	}
	pub, err := crypto.SigToPub(accounts.TextHash([]byte(t.message(k))), sig)
	if err != nil {
		return t, fmt.Errorf("%w: %v", ErrBadSig, err)
	}
	if signer := crypto.PubkeyToAddress(*pub); signer != t.Signer {
		// A message changed after signing recovers some other key.
		return t, fmt.Errorf("%w: %s signed by %s, not by the %s it names", ErrBadSig, k.what, signer.Hex(), t.Signer.Hex())
	}
	if !v.allowed[t.Signer] {
		return t, fmt.Errorf("%w: %s (sign with the node's wallet or add it to api_allow)", ErrForbidden, t.Signer.Hex())
	}
	return t, nil
}

func uriIn(uri string, uris []string) bool {
	uri = strings.TrimSuffix(uri, "/")
	for _, u := range uris {
		if strings.TrimSuffix(u, "/") == uri {
			return true
		}
	}
	return false
}
