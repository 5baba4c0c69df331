package api_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	goopenai "github.com/sashabaranov/go-openai"

	"github.com/tensora/tensora/api"
	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/sdk"
)

func mintSession(t *testing.T, key *ecdsa.PrivateKey, nodeAddr common.Address, uri string, edit func(*auth.Token)) string {
	t.Helper()
	s, err := auth.NewSession(crypto.PubkeyToAddress(key.PublicKey), nodeAddr, uri, 0, time.Now(), time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(&s)
	}
	out, err := auth.SignSession(s, key)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// A session (`tensora login`) authorizes what a signed request does;
// every expired, misdirected, forged, cross-used or revoked one is refused
// with its reason, and the revocation outlives a restart of the API.
func TestAPISessions(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	friend, _ := crypto.GenerateKey()
	stranger, _ := crypto.GenerateKey()
	n, owner, srv := gatewayNode(ctx, t, nil, crypto.PubkeyToAddress(friend.PublicKey))
	base := strings.TrimSuffix(srv.URL(), "/")
	me := n.Address()
	plain := sdk.New(base, nil)
	good := mintSession(t, owner, me, base, nil)

	// The node's own session, an allowed wallet's, and the same API named
	// as localhost: an upload goes through without a signature.
	for i, s := range []string{good, mintSession(t, friend, me, base, nil), mintSession(t, owner, me, strings.Replace(base, "127.0.0.1", "localhost", 1), nil)} {
		c := plain.WithSession(s)
		if _, err := c.Upload(ctx, []byte("session upload "+string(rune('a'+i))), "x.bin"); err != nil {
			t.Fatalf("upload with session %d: %v", i, err)
		}
		v, err := c.Session(ctx)
		if err != nil || v.Node != me.Hex() || v.URI == "" || v.Expires.IsZero() {
			t.Fatalf("GET /session: %+v, %v", v, err)
		}
	}
	// A per-request signature still works beside sessions.
	signedCID, err := sdk.New(base, owner).Upload(ctx, []byte("signed"), "s.bin")
	if err != nil {
		t.Fatal(err)
	}
	// The reads `models ls` and `validator pending` use need nothing.
	pins, err := plain.Content(ctx)
	if err != nil || len(pins) != 4 {
		t.Fatalf("GET /content: %+v, %v", pins, err)
	}
	var vals []map[string]any
	if err := plain.Get(ctx, "/api/v1/validations?all=true", &vals); err != nil || vals == nil || len(vals) != 0 {
		t.Fatalf("GET /validations: %v, %v", vals, err)
	}
	// Fetching into the store is a signed call: a session does, no
	// credential does not.
	if size, err := plain.WithSession(good).Fetch(ctx, signedCID, time.Second); err != nil || size != int64(len("signed")) {
		t.Fatalf("fetch a held file: %d, %v", size, err)
	}
	if _, err := plain.Fetch(ctx, signedCID, 0); err == nil {
		t.Fatal("unsigned fetch accepted")
	}

	token := mintToken(t, owner, me, me, srv.GatewayURL(), nil)
	cases := []struct {
		name    string
		session string
		status  int
		reason  string
	}{
		// Expired an hour ago.
		{"expired", mintSession(t, owner, me, base, func(s *auth.Token) {
			s.IssuedAt, s.Expires = s.IssuedAt.Add(-2*time.Hour), s.IssuedAt.Add(-time.Hour)
		}), http.StatusUnauthorized, "session expired at"},
		// For another node with the same wallet.
		{"other-node", mintSession(t, owner, common.HexToAddress("0x316Da4fc9003Fb17eB92E183366372bC91eeF033"), base, nil), http.StatusUnauthorized, "names node 0x316D"},
		// For another API on this machine.
		{"other-uri", mintSession(t, owner, me, "http://127.0.0.1:1", nil), http.StatusUnauthorized, "is for http://127.0.0.1:1"},
		// Naming this node's gateway rather than its API.
		{"gateway-uri", mintSession(t, owner, me, srv.GatewayURL(), nil), http.StatusUnauthorized, "is for " + srv.GatewayURL()},
		// A gateway token offered as a session.
		{"gateway-token", token, http.StatusUnauthorized, "this is an API token"},
		// The expiry pushed out after signing.
		{"tampered", tamper(t, good), http.StatusUnauthorized, "bad signature"},
		// Signed by a key the node does not allow.
		{"stranger", mintSession(t, stranger, me, base, nil), http.StatusForbidden, "signer not allowed"},
		// Not a session at all.
		{"garbage", "hello", http.StatusBadRequest, "a session starts with"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := plain.WithSession(c.session).Upload(ctx, []byte("refused"), "r.bin")
			var ae *sdk.APIError
			if !errors.As(err, &ae) || ae.Status != c.status || !strings.Contains(ae.Msg, c.reason) {
				t.Fatalf("got %v, want HTTP %d saying %q", err, c.status, c.reason)
			}
		})
	}

	// A session is not a gateway token: the gateway refuses it before
	// anything else (this node has no LLM client, which it would say next).
	_, err = openaiClient(srv.GatewayURL(), good).ListModels(ctx)
	var oe *goopenai.APIError
	if !errors.As(err, &oe) || oe.HTTPStatusCode != http.StatusUnauthorized || !strings.Contains(oe.Message, "this is a session") {
		t.Fatalf("session as a gateway token: %v", err)
	}

	// Logout: the session is refused from then on.
	if v, err := plain.WithSession(good).EndSession(ctx); err != nil || !v.Revoked {
		t.Fatalf("end session: %+v, %v", v, err)
	}
	_, err = plain.WithSession(good).Upload(ctx, []byte("after logout"), "l.bin")
	var ae *sdk.APIError
	if !errors.As(err, &ae) || ae.Status != http.StatusUnauthorized || !strings.Contains(ae.Msg, "session revoked") {
		t.Fatalf("replay after logout: %v", err)
	}
}

// The sessions `tensora logout` ended stay ended when the node's API
// restarts with the same RevokedFile.
func TestAPISessionRevocationKept(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	n, owner, first := gatewayNode(ctx, t, nil)
	_ = first.Close() // its port is free again; this test runs its own
	file := filepath.Join(t.TempDir(), "sessions-revoked.json")
	start := func() (*api.Server, string) {
		srv := api.New(n, api.Config{Listen: "127.0.0.1:0", Logger: slog.New(slog.DiscardHandler), RevokedFile: file})
		if err := srv.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = srv.Close() })
		return srv, strings.TrimSuffix(srv.URL(), "/")
	}
	srv, base := start()
	s := mintSession(t, owner, n.Address(), base, nil)
	c := sdk.New(base, nil).WithSession(s)
	if _, err := c.EndSession(ctx); err != nil {
		t.Fatal(err)
	}
	_ = srv.Close()
	// The session named the first server's port; the second listens on
	// another, so mint the same nonce for it: what matters is the nonce.
	tok, _, err := auth.ParseSession(s)
	if err != nil {
		t.Fatal(err)
	}
	_, base2 := start()
	tok.URI = base2
	tok.Domain = strings.TrimPrefix(base2, "http://")
	again, err := auth.SignSession(tok, owner)
	if err != nil {
		t.Fatal(err)
	}
	_, err = sdk.New(base2, nil).WithSession(again).Session(ctx)
	var ae *sdk.APIError
	if !errors.As(err, &ae) || ae.Status != http.StatusUnauthorized || !strings.Contains(ae.Msg, "session revoked") {
		t.Fatalf("revoked session after a restart: %v", err)
	}
}

// tamper pushes a session's expiry out without signing it again.
func tamper(t *testing.T, s string) string {
	t.Helper()
	tok, sig, err := auth.ParseSession(s)
	if err != nil {
		t.Fatal(err)
	}
	tok.Expires = tok.Expires.Add(24 * time.Hour)
	return auth.EncodeSession(tok.SessionMessage(), sig)
}
