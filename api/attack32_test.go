package api_test

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

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

func bearer(tok string) http.Header {
	return http.Header{"Authorization": {"Bearer " + tok}}
}

func withHeader(h http.Header, k, v string) http.Header {
	h.Set(k, v)
	return h
}
