package api_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	goopenai "github.com/sashabaranov/go-openai"

	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/sdk"
)

// POST /api/v1/token: a session's holder (or an allowed wallet signing
// the request) gets a short API token the node signs for its own gateway;
// the token lives at most 15 minutes and never past the session, is not
// a session itself, and dies with the session at logout. Nobody else gets
// one.
func TestAPIMintedToken(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	friend, _ := crypto.GenerateKey()
	stranger, _ := crypto.GenerateKey()
	llm := &fakeLLM{}
	n, owner, srv := gatewayNode(ctx, t, llm, crypto.PubkeyToAddress(friend.PublicKey))
	base := strings.TrimSuffix(srv.URL(), "/")
	me := n.Address()
	plain := sdk.New(base, nil)
	chat := func(tok string) error {
		_, err := openaiClient(srv.GatewayURL(), tok).CreateChatCompletion(ctx, goopenai.ChatCompletionRequest{Model: "bafkreifakellm",
			Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "hi"}}})
		return err
	}
	refusedAtGateway := func(tok, reason string) {
		t.Helper()
		var oe *goopenai.APIError
		if err := chat(tok); !errors.As(err, &oe) || oe.HTTPStatusCode != http.StatusUnauthorized || !strings.Contains(oe.Message, reason) {
			t.Fatalf("the gateway took a token it should refuse (%q): %v", reason, err)
		}
	}

	session := mintSession(t, owner, me, base, nil)
	before := time.Now().Truncate(time.Second)
	m, err := plain.WithSession(session).MintToken(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	if m.Signer != me.Hex() || m.URI != srv.GatewayURL() || m.Expires.Before(before.Add(10*time.Minute)) || m.Expires.After(time.Now().Add(10*time.Minute)) {
		t.Fatalf("minted %+v: want the node's token for %s, 10 minutes", m, srv.GatewayURL())
	}
	if err := chat(m.Token); err != nil {
		t.Fatalf("chat with the minted token: %v", err)
	}
	// An allowed wallet's session, and a request the owner signs, mint too.
	friendSession := mintSession(t, friend, me, base, nil)
	fm, err := plain.WithSession(friendSession).MintToken(ctx, 5*time.Minute)
	if err != nil || fm.Expires.After(time.Now().Add(5*time.Minute)) {
		t.Fatalf("the allowed wallet's session: %+v, %v", fm, err)
	}
	sm, err := sdk.New(base, owner).MintToken(ctx, time.Minute)
	if err != nil {
		t.Fatalf("a signed request: %v", err)
	}

	// A session that ends in 2 minutes gets a token that ends with it.
	short := mintSession(t, owner, me, base, func(s *auth.Token) { s.Expires = s.IssuedAt.Add(2 * time.Minute) })
	if m, err := plain.WithSession(short).MintToken(ctx, 15*time.Minute); err != nil || m.Expires.After(time.Now().Add(2*time.Minute)) {
		t.Fatalf("a token outlives its session: %+v, %v", m, err)
	}

	var ae *sdk.APIError
	for _, c := range []struct {
		name   string
		c      *sdk.Client
		ttl    time.Duration
		status int
		reason string
	}{
		{"too long", plain.WithSession(session), 16 * time.Minute, http.StatusBadRequest, "ttl_seconds 960"},
		{"a stranger's signature", sdk.New(base, stranger), 0, http.StatusForbidden, "api_allow"},
		{"a stranger's session", plain.WithSession(mintSession(t, stranger, me, base, nil)), 0, http.StatusForbidden, "api_allow"},
		{"a gateway token as the session", plain.WithSession(m.Token), 0, http.StatusUnauthorized, "wrong kind"},
	} {
		if _, err := c.c.MintToken(ctx, c.ttl); !errors.As(err, &ae) || ae.Status != c.status || !strings.Contains(ae.Msg, c.reason) {
			t.Errorf("%s: %v, want HTTP %d saying %q", c.name, err, c.status, c.reason)
		}
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/v1/token", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("no credential: HTTP %d, want 401", resp.StatusCode)
	}
	// The minted token is not a session.
	if _, err := plain.WithSession(m.Token).Upload(ctx, []byte("x"), "x.bin"); !errors.As(err, &ae) || ae.Status != http.StatusUnauthorized {
		t.Errorf("the minted token taken as a session: %v", err)
	}

	// Logout ends the session's tokens; the others live on.
	if _, err := plain.WithSession(session).EndSession(ctx); err != nil {
		t.Fatal(err)
	}
	refusedAtGateway(m.Token, "was ended")
	if _, err := plain.WithSession(session).MintToken(ctx, 0); !errors.As(err, &ae) || ae.Status != http.StatusUnauthorized {
		t.Errorf("an ended session still mints: %v", err)
	}
	for name, tok := range map[string]string{"the friend's session's": fm.Token, "the signed request's": sm.Token} {
		if err := chat(tok); err != nil {
			t.Errorf("%s token refused after another session's logout: %v", name, err)
		}
	}
	if llm.count() != 3 {
		t.Errorf("the LLM client saw %d chats, want 3", llm.count())
	}
}
