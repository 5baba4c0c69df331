package api_test

import (
	"bytes"
	"context"
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

// attack32: POST /api/v1/token mints a gateway token, signed by the node,
// for a caller holding a session or signing with an allowed wallet. Every
// other credential is refused, and what is minted is never a session.
func TestAttack32MintRefused(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	stranger, _ := crypto.GenerateKey()
	n, owner, srv := gatewayNode(ctx, t, &fakeLLM{})
	base := strings.TrimSuffix(srv.URL(), "/")
	me := n.Address()
	plain := sdk.New(base, nil)
	good := mintSession(t, owner, me, base, nil)
	minted, err := plain.WithSession(good).MintToken(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	revoked := mintSession(t, owner, me, base, nil)
	if _, err := plain.WithSession(revoked).EndSession(ctx); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	for _, c := range []struct {
		name   string
		header http.Header
		status int
	}{
		// No credential at all.
		{"none", http.Header{}, http.StatusUnauthorized},
		// The owner's own gateway token offered as a session.
		{"gateway token", bearer(mintToken(t, owner, me, me, srv.GatewayURL(), nil)), http.StatusUnauthorized},
		// A token the node minted offered as a session, to mint more.
		{"minted token", bearer(minted.Token), http.StatusUnauthorized},
		// A session whose expiry was pushed out after signing.
		{"tampered session", bearer(tamper(t, good)), http.StatusUnauthorized},
		// A session that expired.
		{"expired session", bearer(mintSession(t, owner, me, base, func(s *auth.Token) {
			s.IssuedAt, s.Expires = now.Add(-2*time.Hour).UTC().Truncate(time.Second), now.Add(-time.Hour).UTC().Truncate(time.Second)
		})), http.StatusUnauthorized},
		// A session ended by logout.
		{"revoked session", bearer(revoked), http.StatusUnauthorized},
		// A session for another node.
		{"other node", bearer(mintSession(t, owner, common.HexToAddress("0x316Da4fc9003Fb17eB92E183366372bC91eeF033"), base, nil)), http.StatusUnauthorized},
		// A session naming another API on this machine, and this node's gateway.
		{"other uri", bearer(mintSession(t, owner, me, "http://127.0.0.1:1", nil)), http.StatusUnauthorized},
		{"gateway uri", bearer(mintSession(t, owner, me, srv.GatewayURL(), nil)), http.StatusUnauthorized},
		// A stranger's session.
		{"stranger session", bearer(mintSession(t, stranger, me, base, nil)), http.StatusForbidden},
		// A good session beside a bogus signature header: taken as signed.
		{"session and bogus time", withHeader(bearer(good), auth.HeaderTime, "1"), http.StatusBadRequest},
	} {
		t.Run(c.name, func(t *testing.T) {
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/v1/token", nil)
			if err != nil {
				t.Fatal(err)
			}
			req.Header = c.header
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode/100 != 4 {
				t.Fatalf("HTTP %d: a token was minted", resp.StatusCode)
			}
		})
	}
	// A stranger's signed request.
	var ae *sdk.APIError
	if _, err := sdk.New(base, stranger).MintToken(ctx, 0); !errors.As(err, &ae) || ae.Status != http.StatusForbidden {
		t.Errorf("a stranger's signed request: %v", err)
	}
	// The minted token is no session anywhere one is taken.
	if _, err := plain.WithSession(minted.Token).Session(ctx); !errors.As(err, &ae) || ae.Status != http.StatusUnauthorized {
		t.Errorf("GET /session with the minted token: %v", err)
	}
	if _, err := plain.WithSession(minted.Token).EndSession(ctx); !errors.As(err, &ae) || ae.Status != http.StatusUnauthorized {
		t.Errorf("DELETE /session with the minted token: %v", err)
	}
	if _, err := plain.WithSession(minted.Token).Post(ctx, sdk.JobRequest{}); !errors.As(err, &ae) || ae.Status != http.StatusUnauthorized {
		t.Errorf("POST /jobs with the minted token: %v", err)
	}
}

// attack32: the Host header picks the minted token's URI only among the
// gateway's own; another name is refused (DNS rebinding) or ignored.
func TestAttack32MintHost(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	n, owner, srv := gatewayNode(ctx, t, &fakeLLM{})
	base := strings.TrimSuffix(srv.URL(), "/")
	good := mintSession(t, owner, n.Address(), base, nil)
	_, port, _ := strings.Cut(srv.Addr(), ":")
	for _, c := range []struct {
		host, uri string
		status    int
	}{
		{"localhost:" + port, "http://localhost:" + port + "/v1", http.StatusOK},           // the other loopback name: listed
		{"127.0.0.2:" + port, srv.GatewayURL(), http.StatusOK},                             // a loopback IP not listed: the default
		{"127.0.0.1:1", srv.GatewayURL(), http.StatusOK},                                   // another port: the default
		{"evil.example:" + port, "", http.StatusForbidden},                                 // DNS rebinding
		{"evil.example/v1?x=" + port, "", http.StatusBadRequest},                           // not a host at all
		{"127.0.0.1:" + port + "/v1\nURI: http://evil.example", "", http.StatusBadRequest}, // injected lines
	} {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/v1/token", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header = bearer(good)
		req.Host = c.host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			if c.status != http.StatusOK {
				continue // the client refused to send it
			}
			t.Fatal(err)
		}
		var b bytes.Buffer
		_, _ = b.ReadFrom(resp.Body)
		resp.Body.Close()
		if resp.StatusCode/100 != c.status/100 {
			t.Errorf("Host %q: HTTP %d, want %d: %s", c.host, resp.StatusCode, c.status, b.String())
			continue
		}
		if c.uri != "" && !strings.Contains(b.String(), `"uri": "`+c.uri+`"`) {
			t.Errorf("Host %q: minted %s, want a token for %s", c.host, b.String(), c.uri)
		}
	}
}

// attack32: ttl_seconds so large that it overflows a time.Duration is
// refused as too long, not taken as some other lifetime.
func TestAttack32MintTTLOverflow(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	_, owner, srv := gatewayNode(ctx, t, &fakeLLM{})
	base := strings.TrimSuffix(srv.URL(), "/")
	for _, ttl := range []string{"9223372037", "18446744074", "9223372036854775807"} {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/v1/token", strings.NewReader(`{"ttl_seconds":`+ttl+`}`))
		if err != nil {
			t.Fatal(err)
		}
		body := []byte(`{"ttl_seconds":` + ttl + `}`)
		if err := auth.Sign(req, body, crypto.PubkeyToAddress(owner.PublicKey), owner, time.Now()); err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		_, _ = b.ReadFrom(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(b.String(), "ttl_seconds") {
			t.Errorf("ttl_seconds %s: HTTP %d %s, want 400 naming ttl_seconds", ttl, resp.StatusCode, b.String())
		}
	}
}

// attack32: a token minted for a session ends with it at logout. Before
// the fix it came back to life when the node restarted (the logout is in
// the revoked-sessions file, but which tokens the session minted was
// only in memory), and a logout while the node was stopped never ended
// it: up to 15 minutes more of jobs the node's wallet pays, for whoever
// took the session, after its owner logged out.
func TestAttack32MintedTokenAfterRestart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	llm := &fakeLLM{}
	n, owner, first := gatewayNode(ctx, t, llm)
	addr := first.Addr()
	_ = first.Close() // this test runs its own, on the same port
	file := filepath.Join(t.TempDir(), "sessions-revoked.json")
	start := func() *api.Server {
		t.Helper()
		srv := api.New(n, api.Config{Listen: addr, Logger: slog.New(slog.DiscardHandler), RevokedFile: file, LLM: llm})
		if err := srv.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = srv.Close() })
		return srv
	}
	chat := func(srv *api.Server, tok string) error {
		cfg := goopenai.DefaultConfig(tok)
		cfg.BaseURL = srv.GatewayURL()
		// No connection kept to a server this test closes.
		cfg.HTTPClient = &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
		_, err := goopenai.NewClientWithConfig(cfg).CreateChatCompletion(ctx, goopenai.ChatCompletionRequest{Model: "bafkreifakellm",
			Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "hi"}}})
		return err
	}
	refused := func(srv *api.Server, tok, when string) {
		t.Helper()
		var oe *goopenai.APIError
		if err := chat(srv, tok); !errors.As(err, &oe) || oe.HTTPStatusCode != http.StatusUnauthorized {
			t.Errorf("%s: the token minted for the ended session still chats: %v", when, err)
		}
	}

	srv := start()
	base := strings.TrimSuffix(srv.URL(), "/")
	plain := sdk.New(base, nil)

	// Logout, then a restart.
	session := mintSession(t, owner, n.Address(), base, nil)
	m, err := plain.WithSession(session).MintToken(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := plain.WithSession(session).EndSession(ctx); err != nil {
		t.Fatal(err)
	}
	refused(srv, m.Token, "after logout")
	_ = srv.Close()
	srv = start()
	refused(srv, m.Token, "after logout and a restart")

	// Logout while the node is stopped (`tensora logout` writes the file).
	session = mintSession(t, owner, n.Address(), base, nil)
	m, err = plain.WithSession(session).MintToken(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := chat(srv, m.Token); err != nil {
		t.Fatal(err)
	}
	_ = srv.Close()
	st, _, err := auth.ParseSession(session)
	if err != nil {
		t.Fatal(err)
	}
	if err := api.RevokeInFile(file, st, time.Now()); err != nil {
		t.Fatal(err)
	}
	srv = start()
	refused(srv, m.Token, "after a logout while stopped")

	// A token minted by a signed request (the wallet's holder) is not a
	// session's, and owes nothing to one until the next restart.
	sm, err := sdk.New(base, owner).MintToken(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := chat(srv, sm.Token); err != nil {
		t.Errorf("the signed request's token: %v", err)
	}
}

// attack32: one allowed wallet minting as fast as it can does not lock
// the others (the node's own owner included) out of POST /token for the
// tokens' lifetime: each signer has its share of the minted tokens the
// node remembers.
func TestAttack32OneSignerFillsMinted(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	friend, _ := crypto.GenerateKey()
	n, owner, srv := gatewayNode(ctx, t, &fakeLLM{}, crypto.PubkeyToAddress(friend.PublicKey))
	base := strings.TrimSuffix(srv.URL(), "/")
	spam := sdk.New(base, nil).WithSession(mintSession(t, friend, n.Address(), base, nil))
	var ae *sdk.APIError
	for i := 0; ; i++ {
		_, err := spam.MintToken(ctx, 0)
		if err == nil {
			if i > 4096 {
				t.Fatal("no bound on the tokens minted")
			}
			continue
		}
		if !errors.As(err, &ae) || ae.Status != http.StatusTooManyRequests {
			t.Fatalf("mint %d: %v", i, err)
		}
		break
	}
	if _, err := sdk.New(base, nil).WithSession(mintSession(t, owner, n.Address(), base, nil)).MintToken(ctx, 0); err != nil {
		t.Fatalf("the owner is locked out by the friend's tokens: %v", err)
	}
}

func bearer(tok string) http.Header {
	return http.Header{"Authorization": {"Bearer " + tok}}
}

func withHeader(h http.Header, k, v string) http.Header {
	h.Set(k, v)
	return h
}
