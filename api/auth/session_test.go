package auth

import (
	"encoding/base64"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// A session's message is the token's layout with its own statement.
func TestSessionMessageGolden(t *testing.T) {
	s := Token{Domain: "127.0.0.1:5190", Signer: common.HexToAddress("0x2c7536E3605D9C16a7a3D7b1898e529396a65c23"),
		Node: common.HexToAddress("0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4"), URI: "http://127.0.0.1:5190", ChainID: 1337,
		Nonce: "0123456789abcdef", IssuedAt: time.Date(2026, 12, 4, 19, 30, 0, 0, time.UTC), Expires: time.Date(2026, 12, 5, 7, 30, 0, 0, time.UTC)}
	want := `127.0.0.1:5190 wants you to sign in with your Ethereum account:
0x2c7536E3605D9C16a7a3D7b1898e529396a65c23

Tensora session: the holder may make this node's signed API calls (upload, post, cancel, claim) as this account until it expires.

URI: http://127.0.0.1:5190
Version: 1
Chain ID: 1337
Nonce: 0123456789abcdef
Issued At: 2026-12-04T19:30:00Z
Expiration Time: 2026-12-05T07:30:00Z
Resources:
- tensora:node:0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4`
	if got := s.SessionMessage(); got != want {
		t.Fatalf("message:\n%s\nwant:\n%s", got, want)
	}
	back, err := parseMessageOf(want, sessionKind)
	if err != nil || back != s {
		t.Fatalf("parsed %+v, %v; want %+v", back, err, s)
	}
	if _, err := parseMessage(want); err == nil {
		t.Fatal("a session's message parsed as an API token's")
	}
}

// The attacks on a session: each refused, with the reason it names.
func TestVerifySession(t *testing.T) {
	owner, _ := crypto.GenerateKey()
	stranger, _ := crypto.GenerateKey()
	ownerAddr := crypto.PubkeyToAddress(owner.PublicKey)
	strangerAddr := crypto.PubkeyToAddress(stranger.PublicKey)
	other := common.HexToAddress("0x316Da4fc9003Fb17eB92E183366372bC91eeF033")
	now := time.Unix(1_764_700_000, 0)
	const api, gw = "http://127.0.0.1:5190", "http://127.0.0.1:5190/v1"
	aud := Audience{URIs: []string{api, "http://localhost:5190"}, ChainID: 1337}
	v := New(ownerAddr, time.Minute, now.Add(-time.Hour), ownerAddr)

	mint := func(signer common.Address, edit func(*Token)) string {
		t.Helper()
		s, err := NewSession(signer, ownerAddr, api, 1337, now, 12*time.Hour)
		if err != nil {
			t.Fatal(err)
		}
		if edit != nil {
			edit(&s)
		}
		key := owner
		if signer == strangerAddr {
			key = stranger
		}
		out, err := SignSession(s, key)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	good := mint(ownerAddr, nil)
	base, _, err := ParseSession(good)
	if err != nil {
		t.Fatal(err)
	}
	_, sig64, _ := strings.Cut(strings.TrimPrefix(good, SessionPrefix), ".")
	longer := base
	longer.Expires = longer.Expires.Add(24 * time.Hour)
	gwToken, err := NewToken(ownerAddr, ownerAddr, gw, 1337, now, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	token, err := SignToken(gwToken, owner)
	if err != nil {
		t.Fatal(err)
	}
	// The gateway token's message re-wrapped with the session prefix: its
	// statement still says API token.
	rewrapped := SessionPrefix + strings.TrimPrefix(token, TokenPrefix)

	cases := []struct {
		name    string
		session string
		at      time.Time
		want    error
		reason  string
	}{
		// The node's wallet, now: accepted.
		{"ok", good, now, nil, ""},
		// Used again later within its lifetime: a bearer is reusable.
		{"reuse-later", good, now.Add(11 * time.Hour), nil, ""},
		// At its expiry.
		{"expired", good, now.Add(12 * time.Hour), ErrExpired, "session expired at"},
		// Issued an hour ahead of the server's clock.
		{"from-future", good, now.Add(-time.Hour), ErrExpired, "in the future"},
		// Not Before not reached yet.
		{"not-before", mint(ownerAddr, func(t *Token) { t.NotBefore = now.Add(time.Hour) }), now, ErrExpired, "not valid before"},
		// Good for 30 days: over MaxSessionTTL, although a token may be.
		{"too-long", mint(ownerAddr, func(t *Token) { t.Expires = now.Add(30 * 24 * time.Hour) }), now, ErrMalformed, "at most 168h"},
		// Made for another node with the same wallet.
		{"other-node", mint(ownerAddr, func(t *Token) { t.Node = other }), now, ErrAudience, "names node " + other.Hex()},
		// Made for another API on this machine.
		{"other-uri", mint(ownerAddr, func(t *Token) { t.URI, t.Domain = "http://127.0.0.1:5191", "127.0.0.1:5191" }), now, ErrAudience, "is for http://127.0.0.1:5191"},
		// Naming the node's gateway rather than its API.
		{"gateway-uri", mint(ownerAddr, func(t *Token) { t.URI = gw }), now, ErrAudience, "is for " + gw},
		// Made for another chain.
		{"other-chain", mint(ownerAddr, func(t *Token) { t.ChainID = 1 }), now, ErrAudience, "names chain 1"},
		// Naming no chain, on a node that settles on one.
		{"no-chain", mint(ownerAddr, func(t *Token) { t.ChainID = 0 }), now, ErrAudience, "names no chain"},
		// A good signature by a key the node does not allow.
		{"stranger", mint(strangerAddr, nil), now, ErrForbidden, strangerAddr.Hex()},
		// The expiry pushed out after signing.
		{"tampered", EncodeSession(longer.SessionMessage(), mustB64(t, sig64)), now, ErrBadSig, "not by the"},
		// A gateway token offered as a session.
		{"gateway-token", token, now, ErrWrongKind, "this is an API token"},
		// A gateway token's message under the session prefix: its statement says token.
		{"rewrapped-token", rewrapped, now, ErrMalformed, "is not a Tensora session's"},
		// The prefix and garbage.
		{"garbage", SessionPrefix + "!!.??", now, ErrMalformed, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := v.VerifySession(c.session, c.at, aud)
			if c.want == nil {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.reason) {
				t.Fatalf("got %v, want %v saying %q", err, c.want, c.reason)
			}
		})
	}

	// A session is no gateway token.
	if _, err := v.VerifyToken(good, now, Audience{URIs: []string{gw}, ChainID: 1337}); !errors.Is(err, ErrWrongKind) || !strings.Contains(err.Error(), "this is a session") {
		t.Fatalf("session as a gateway token: %v", err)
	}

	// Logout: the same session is refused from then on, others are not.
	v.RevokeSession(base)
	if _, err := v.VerifySession(good, now.Add(time.Minute), aud); !errors.Is(err, ErrRevoked) {
		t.Fatalf("replay after logout: %v", err)
	}
	if _, err := v.VerifySession(mint(ownerAddr, nil), now, aud); err != nil {
		t.Fatalf("a new session after logout: %v", err)
	}
	// The revocation outlives a restart through Revoked/RestoreRevoked,
	// and is dropped once the session would have expired anyway.
	kept := v.Revoked(now)
	if len(kept) != 1 {
		t.Fatalf("revoked %v", kept)
	}
	v2 := New(ownerAddr, time.Minute, now, ownerAddr)
	v2.RestoreRevoked(kept)
	if _, err := v2.VerifySession(good, now.Add(time.Minute), aud); !errors.Is(err, ErrRevoked) {
		t.Fatalf("replay after logout and restart: %v", err)
	}
	if got := v2.Revoked(now.Add(13 * time.Hour)); len(got) != 0 {
		t.Fatalf("expired revocations kept: %v", got)
	}
}

func TestNewSessionRefuses(t *testing.T) {
	a := common.HexToAddress("0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4")
	for _, ttl := range []time.Duration{0, -time.Hour, MaxSessionTTL + time.Second} {
		if _, err := NewSession(a, a, "http://127.0.0.1:5190", 0, time.Now(), ttl); err == nil {
			t.Errorf("ttl %s accepted", ttl)
		}
	}
	if _, err := NewSession(a, a, "127.0.0.1:5190", 0, time.Now(), time.Hour); err == nil {
		t.Error("a URI without a scheme accepted")
	}
}

func mustB64(t *testing.T, s string) []byte {
	t.Helper()
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
