package auth

import (
	"crypto/ecdsa"
	"encoding/base64"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// The token's message is EIP-4361's layout, byte for byte: a wallet shows
// it as a sign-in request, and a change in it invalidates every token.
func TestTokenMessageGolden(t *testing.T) {
	tok := Token{Domain: "127.0.0.1:5190", Signer: common.HexToAddress("0x2c7536E3605D9C16a7a3D7b1898e529396a65c23"),
		Node: common.HexToAddress("0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4"), URI: "http://127.0.0.1:5190/v1", ChainID: 1337,
		Nonce: "0123456789abcdef", IssuedAt: time.Date(2026, 12, 4, 19, 30, 0, 0, time.UTC), Expires: time.Date(2026, 12, 5, 19, 30, 0, 0, time.UTC)}
	want := `127.0.0.1:5190 wants you to sign in with your Ethereum account:
0x2c7536E3605D9C16a7a3D7b1898e529396a65c23

Tensora API token: the holder may use this node's OpenAI-compatible gateway; the node's wallet pays for the jobs.

URI: http://127.0.0.1:5190/v1
Version: 1
Chain ID: 1337
Nonce: 0123456789abcdef
Issued At: 2026-12-04T19:30:00Z
Expiration Time: 2026-12-05T19:30:00Z
Resources:
- tensora:node:0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4`
	if got := tok.Message(); got != want {
		t.Fatalf("message:\n%s\nwant:\n%s", got, want)
	}
	back, err := parseMessage(want)
	if err != nil {
		t.Fatal(err)
	}
	if back != tok {
		t.Fatalf("parsed %+v, want %+v", back, tok)
	}
}

func TestVerifyToken(t *testing.T) {
	owner, _ := crypto.GenerateKey()
	allowed, _ := crypto.GenerateKey()
	stranger, _ := crypto.GenerateKey()
	ownerAddr := crypto.PubkeyToAddress(owner.PublicKey)
	allowedAddr := crypto.PubkeyToAddress(allowed.PublicKey)
	strangerAddr := crypto.PubkeyToAddress(stranger.PublicKey)
	node := ownerAddr
	other := common.HexToAddress("0x316Da4fc9003Fb17eB92E183366372bC91eeF033")
	now := time.Unix(1_764_700_000, 0)
	const uri = "http://127.0.0.1:5190/v1"
	aud := Audience{URIs: []string{uri, "http://localhost:5190/v1"}, ChainID: 1337}
	v := New(node, time.Minute, now.Add(-time.Hour), ownerAddr, allowedAddr)

	mint := func(signer common.Address, key any, edit func(*Token)) string {
		t.Helper()
		tok, err := NewToken(signer, node, uri, 1337, now, 24*time.Hour)
		if err != nil {
			t.Fatal(err)
		}
		if edit != nil {
			edit(&tok)
		}
		k := owner
		switch key {
		case "allowed":
			k = allowed
		case "stranger":
			k = stranger
		}
		s, err := SignToken(tok, k)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	base, err := NewToken(ownerAddr, node, uri, 1337, now, 24*time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	good, err := SignToken(base, owner)
	if err != nil {
		t.Fatal(err)
	}
	msg := base.Message()
	msg64, sig64, _ := strings.Cut(strings.TrimPrefix(good, TokenPrefix), ".")
	sig, _ := base64.RawURLEncoding.DecodeString(sig64)
	later := base
	later.Expires = later.Expires.Add(24 * time.Hour)

	cases := []struct {
		name  string
		token string
		at    time.Time
		want  error
	}{
		// The node's wallet, now: accepted.
		{"ok", good, now, nil},
		// An allowed wallet's token: accepted, as its signed requests are.
		{"allowed-signer", mint(allowedAddr, "allowed", nil), now, nil},
		// Used again an hour later: a bearer token is reusable until it expires.
		{"reuse", good, now.Add(time.Hour), nil},
		// localhost is the same gateway.
		{"localhost", mint(ownerAddr, "owner", func(t *Token) { t.URI, t.Domain = "http://localhost:5190/v1", "localhost:5190" }), now, nil},
		// A wallet writes v as 27/28.
		{"wallet-v", tokenWithSig(msg, append(append([]byte{}, sig[:64]...), sig[64]+27)), now, nil},
		// Attack (F6): a token minted without a chain, replayed on a node
		// that settles on one, is refused.
		{"no-chain", mint(ownerAddr, "owner", func(t *Token) { t.ChainID = 0 }), now, ErrAudience},
		// Past its expiration time.
		{"expired", good, now.Add(24 * time.Hour), ErrExpired},
		// Issued an hour ahead of the server's clock.
		{"from-future", good, now.Add(-time.Hour), ErrExpired},
		// Not Before not reached yet.
		{"not-before", mint(ownerAddr, "owner", func(t *Token) { t.NotBefore = now.Add(time.Hour) }), now, ErrExpired},
		// Good for a year: longer than MaxTokenTTL.
		{"too-long", mint(ownerAddr, "owner", func(t *Token) { t.Expires = now.Add(365 * 24 * time.Hour) }), now, ErrMalformed},
		// Expires before it was issued.
		{"inverted", mint(ownerAddr, "owner", func(t *Token) { t.Expires = now.Add(-time.Second) }), now.Add(-2 * time.Second), ErrMalformed},
		// Made for another node (the same wallet runs two).
		{"other-node", mint(ownerAddr, "owner", func(t *Token) { t.Node = other }), now, ErrAudience},
		// Made for another gateway (another port on this machine).
		{"other-uri", mint(ownerAddr, "owner", func(t *Token) { t.URI, t.Domain = "http://127.0.0.1:5191/v1", "127.0.0.1:5191" }), now, ErrAudience},
		// Made for another chain.
		{"other-chain", mint(ownerAddr, "owner", func(t *Token) { t.ChainID = 1 }), now, ErrAudience},
		// A stranger signs a token naming itself: a good signature, a key the node does not allow.
		{"stranger", mint(strangerAddr, "stranger", nil), now, ErrForbidden},
		// A stranger signs a token naming the owner as signer: the signature recovers the stranger.
		{"impersonation", mint(ownerAddr, "stranger", nil), now, ErrBadSig},
		// The expiry pushed out after signing.
		{"tampered", tokenWithSig(later.Message(), sig), now, ErrBadSig},
		// The signature's s flipped to n-s: the same signer, refused (high s).
		{"malleated", tokenWithSig(msg, malleate(sig)), now, ErrBadSig},
		// Not a token at all: an OpenAI key.
		{"openai-key", "sk-proj-abcdef", now, ErrMalformed},
		// Our prefix, garbage after it.
		{"garbage", TokenPrefix + "!!!.???", now, ErrMalformed},
		{"no-signature", TokenPrefix + msg64, now, ErrMalformed},
		{"short-signature", TokenPrefix + msg64 + "." + base64.RawURLEncoding.EncodeToString(sig[:64]), now, ErrMalformed},
		// An extra field smuggled into the message (signed, but not canonical).
		{"extra-field", tokenSignedBy(t, owner, strings.Replace(msg, "Version: 1\n", "Version: 1\nRequest ID: 7\n", 1)), now, ErrMalformed},
		// Lower-case addresses: not the canonical text.
		{"lowercase", tokenSignedBy(t, owner, strings.Replace(msg, ownerAddr.Hex(), strings.ToLower(ownerAddr.Hex()), 1)), now, ErrMalformed},
		// The domain line disagrees with the URI.
		{"domain-mismatch", tokenSignedBy(t, owner, strings.Replace(msg, "127.0.0.1:5190 wants", "evil.example wants", 1)), now, ErrMalformed},
		// Another statement: some other sign-in message the wallet signed.
		{"other-statement", tokenSignedBy(t, owner, strings.Replace(msg, TokenStatement, "Sign in to example.com", 1)), now, ErrMalformed},
		// Oversized.
		{"huge", TokenPrefix + strings.Repeat("A", 5000), now, ErrMalformed},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := v.VerifyToken(c.token, c.at, aud)
			if c.want == nil && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if c.want != nil && !errors.Is(err, c.want) {
				t.Fatalf("got %v, want %v", err, c.want)
			}
		})
	}
}

// NewToken refuses what VerifyToken would, so the CLI says so at once.
func TestNewTokenRefuses(t *testing.T) {
	a := common.HexToAddress("0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4")
	now := time.Now()
	for _, c := range []struct {
		uri string
		ttl time.Duration
	}{
		{"http://127.0.0.1:5190/v1", 0},                   // no lifetime
		{"http://127.0.0.1:5190/v1", 31 * 24 * time.Hour}, // over MaxTokenTTL
		{"127.0.0.1:5190", time.Hour},                     // no scheme
		{"ftp://127.0.0.1:5190/v1", time.Hour},            // not http
		{"http://user:pw@127.0.0.1:5190/v1", time.Hour},   // user info
		{"http://127.0.0.1:5190/v1?x=1", time.Hour},       // query
		{"http://127.0.0.1:5190/v1\nNonce: x", time.Hour}, // a line break to forge fields
	} {
		if _, err := NewToken(a, a, c.uri, 0, now, c.ttl); err == nil {
			t.Errorf("NewToken(%q, %s) accepted", c.uri, c.ttl)
		}
	}
	tok, err := NewToken(a, a, "http://127.0.0.1:5190/v1/", 0, now, time.Hour)
	if err != nil || tok.URI != "http://127.0.0.1:5190/v1" || tok.Domain != "127.0.0.1:5190" || len(tok.Nonce) != 16 {
		t.Fatalf("token %+v, %v", tok, err)
	}
}

func tokenWithSig(msg string, sig []byte) string { return EncodeToken(msg, sig) }

// tokenSignedBy signs any message as a token: what a wallet tricked into
// signing an odd message would hand over.
func tokenSignedBy(t *testing.T, key *ecdsa.PrivateKey, msg string) string {
	t.Helper()
	sig, err := crypto.Sign(accounts.TextHash([]byte(msg)), key)
	if err != nil {
		t.Fatal(err)
	}
	return EncodeToken(msg, sig)
}

func malleate(sig []byte) []byte {
	s := new(big.Int).SetBytes(sig[32:64])
	s.Sub(crypto.S256().Params().N, s)
	return append(append(append([]byte{}, sig[:32]...), common.LeftPadBytes(s.Bytes(), 32)...), sig[64]^1)
}
