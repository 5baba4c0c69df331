package api_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	goopenai "github.com/sashabaranov/go-openai"

	"github.com/tensora/tensora/api"
	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/api/gateway"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/p2p"
)

// fakeLLM stands in for the node's LLM client (which posts jobs to the
// network): it answers every chat with the same tokens and counts calls.
type fakeLLM struct {
	mu    sync.Mutex
	calls int
}

func (f *fakeLLM) Chat(_ context.Context, req gateway.Request, onChunk func(string) error) (*gateway.Result, error) {
	f.mu.Lock()
	f.calls++
	f.mu.Unlock()
	chunks := []string{"gibberish ", "from ", "a fake"}
	for _, c := range chunks {
		if onChunk != nil {
			if err := onChunk(c); err != nil {
				return nil, err
			}
		}
	}
	return &gateway.Result{Text: strings.Join(chunks, ""), PromptTokens: len(req.Messages), CompletionTokens: 3, JobID: "0abc", FinishReason: "stop"}, nil
}

func (f *fakeLLM) Models(context.Context) ([]gateway.Model, error) {
	return []gateway.Model{{ID: "bafkreifakellm", Miners: 2}}, nil
}

func (f *fakeLLM) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls
}

// gatewayNode starts a lone client node and its API with llm behind the
// gateway (nil: none) and allow as further signers; it returns the node's
// key and the server.
func gatewayNode(ctx context.Context, t *testing.T, llm gateway.Backend, allow ...common.Address) (*node.Node, *ecdsa.PrivateKey, *api.Server) {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	n, err := node.New(node.Config{P2P: p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}}, Logger: slog.New(slog.DiscardHandler)}, key)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = n.Close() })
	if err := n.Start(ctx); err != nil {
		t.Fatal(err)
	}
	cfg := api.Config{Listen: "127.0.0.1:0", Logger: slog.New(slog.DiscardHandler), Allow: allow}
	if llm != nil {
		cfg.LLM = llm
	}
	srv := api.New(n, cfg)
	if err := srv.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	return n, key, srv
}

func mintToken(t *testing.T, key *ecdsa.PrivateKey, signer, nodeAddr common.Address, uri string, edit func(*auth.Token)) string {
	t.Helper()
	tok, err := auth.NewToken(signer, nodeAddr, uri, 0, time.Now(), time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(&tok)
	}
	s, err := auth.SignToken(tok, key)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func openaiClient(base, token string) *goopenai.Client {
	cfg := goopenai.DefaultConfig(token)
	cfg.BaseURL = base
	return goopenai.NewClientWithConfig(cfg)
}

// A stock OpenAI client with a wallet-signed token as its API key chats,
// streams and lists models through the node's API; every forged, stale or
// misdirected token is a 401 in OpenAI's error shape, and nothing reaches
// the LLM client.
func TestGatewayTokens(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	friend, _ := crypto.GenerateKey()
	stranger, _ := crypto.GenerateKey()
	friendAddr, strangerAddr := crypto.PubkeyToAddress(friend.PublicKey), crypto.PubkeyToAddress(stranger.PublicKey)
	llm := &fakeLLM{}
	n, owner, srv := gatewayNode(ctx, t, llm, friendAddr)
	base := srv.GatewayURL()
	me := n.Address()
	good := mintToken(t, owner, me, me, base, nil)

	// The node's own token, and an allowed wallet's, work with a stock client.
	for _, tok := range []string{good, mintToken(t, friend, friendAddr, me, base, nil),
		// The same gateway named as localhost.
		mintToken(t, owner, me, me, strings.Replace(base, "127.0.0.1", "localhost", 1), nil)} {
		resp, err := openaiClient(base, tok).CreateChatCompletion(ctx, goopenai.ChatCompletionRequest{Model: "bafkreifakellm",
			Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "hi"}}})
		if err != nil {
			t.Fatal(err)
		}
		if resp.Choices[0].Message.Content != "gibberish from a fake" {
			t.Fatalf("answer %+v", resp)
		}
	}
	c := openaiClient(base, good)
	stream, err := c.CreateChatCompletionStream(ctx, goopenai.ChatCompletionRequest{Model: "bafkreifakellm",
		Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "hi"}}})
	if err != nil {
		t.Fatal(err)
	}
	var text string
	for {
		ch, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range ch.Choices {
			text += c.Delta.Content
		}
	}
	stream.Close()
	if text != "gibberish from a fake" {
		t.Fatalf("streamed %q", text)
	}
	models, err := c.ListModels(ctx)
	if err != nil || len(models.Models) != 1 || models.Models[0].ID != "bafkreifakellm" {
		t.Fatalf("models %+v %v", models, err)
	}
	calls := llm.count()

	// The attacks.
	m64, s64, _ := strings.Cut(strings.TrimPrefix(good, auth.TokenPrefix), ".")
	msg, _ := base64.RawURLEncoding.DecodeString(m64)
	sig, _ := base64.RawURLEncoding.DecodeString(s64)
	tampered := auth.EncodeToken(strings.Replace(string(msg), "Nonce: ", "Nonce: 0", 1), sig)
	for _, a := range []struct {
		name   string
		header string // the whole Authorization header; "" for none
	}{
		{"no token", ""},
		{"an OpenAI key", "Bearer sk-proj-0123456789"},
		{"not bearer", "Basic " + good},
		{"malformed", "Bearer " + auth.TokenPrefix + "bm9wZQ.bm9wZQ"},
		{"expired", "Bearer " + mintToken(t, owner, me, me, base, func(tk *auth.Token) {
			tk.IssuedAt, tk.Expires = tk.IssuedAt.Add(-2*time.Hour), tk.IssuedAt.Add(-time.Hour)
		})},
		{"not yet valid", "Bearer " + mintToken(t, owner, me, me, base, func(tk *auth.Token) { tk.NotBefore = tk.IssuedAt.Add(30 * time.Minute) })},
		{"issued in the future", "Bearer " + mintToken(t, owner, me, me, base, func(tk *auth.Token) {
			tk.IssuedAt, tk.Expires = tk.IssuedAt.Add(time.Hour), tk.Expires.Add(time.Hour)
		})},
		{"another node", "Bearer " + mintToken(t, owner, me, common.HexToAddress("0x316Da4fc9003Fb17eB92E183366372bC91eeF033"), base, nil)},
		{"another gateway", "Bearer " + mintToken(t, owner, me, me, "http://127.0.0.1:1/v1", nil)},
		{"a stranger's wallet", "Bearer " + mintToken(t, stranger, strangerAddr, me, base, nil)},
		{"a stranger signing as the node", "Bearer " + mintToken(t, stranger, me, me, base, nil)},
		{"tampered after signing", "Bearer " + tampered},
	} {
		for _, path := range []string{"/chat/completions", "/models"} {
			method, body := http.MethodPost, `{"model":"bafkreifakellm","messages":[{"role":"user","content":"hi"}]}`
			if path == "/models" {
				method, body = http.MethodGet, ""
			}
			req, _ := http.NewRequestWithContext(ctx, method, base+path, strings.NewReader(body))
			if a.header != "" {
				req.Header.Set("Authorization", a.header)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			var e gateway.ErrorBody
			err = json.NewDecoder(resp.Body).Decode(&e)
			resp.Body.Close()
			if resp.StatusCode != http.StatusUnauthorized || err != nil || e.Error.Type != "invalid_request_error" || e.Error.Code == nil || *e.Error.Code != "invalid_api_key" || e.Error.Message == "" {
				t.Errorf("%s on %s: HTTP %d %+v (%v), want 401 invalid_api_key", a.name, path, resp.StatusCode, e.Error, err)
			}
		}
	}
	// The stock client sees the refusal as an API error.
	_, err = openaiClient(base, "sk-proj-0123456789").ListModels(ctx)
	var apiErr *goopenai.APIError
	if !errors.As(err, &apiErr) || apiErr.HTTPStatusCode != 401 {
		t.Fatalf("stock client with a bad key: %v", err)
	}
	if llm.count() != calls {
		t.Fatalf("refused requests reached the LLM client: %d calls, had %d", llm.count(), calls)
	}

	// A token is not a signature: the signed calls still want theirs.
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimSuffix(srv.URL(), "/")+"/api/v1/claim", strings.NewReader("{}"))
	req.Header.Set("Authorization", "Bearer "+good)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("claim with a bearer token: HTTP %d, want 401", resp.StatusCode)
	}
	// DNS rebinding on the gateway: refused in OpenAI's shape.
	req, _ = http.NewRequestWithContext(ctx, http.MethodGet, base+"/models", nil)
	req.Host = "evil.example:5190"
	req.Header.Set("Authorization", "Bearer "+good)
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var e gateway.ErrorBody
	_ = json.NewDecoder(resp.Body).Decode(&e)
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden || e.Error.Code == nil || *e.Error.Code != "host_not_allowed" {
		t.Fatalf("foreign Host on the gateway: HTTP %d %+v", resp.StatusCode, e.Error)
	}
}

// A node without an LLM client: the token is checked as always, then a
// clean 503 says why.
func TestGatewayWithoutLLM(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	n, owner, srv := gatewayNode(ctx, t, nil)
	base := srv.GatewayURL()
	good := mintToken(t, owner, n.Address(), n.Address(), base, nil)
	_, err := openaiClient(base, good).CreateChatCompletion(ctx, goopenai.ChatCompletionRequest{Model: "m",
		Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "hi"}}})
	var apiErr *goopenai.APIError
	if !errors.As(err, &apiErr) || apiErr.HTTPStatusCode != http.StatusServiceUnavailable || !strings.Contains(apiErr.Message, "no LLM client in this build") {
		t.Fatalf("chat without an LLM client: %v", err)
	}
	_, err = openaiClient(base, "nope").ListModels(ctx)
	if !errors.As(err, &apiErr) || apiErr.HTTPStatusCode != http.StatusUnauthorized {
		t.Fatalf("bad token without an LLM client: %v", err)
	}
}

// blockingLLM holds every chat until release is closed.
type blockingLLM struct {
	fakeLLM
	started chan struct{}
	release chan struct{}
}

func (b *blockingLLM) Chat(ctx context.Context, req gateway.Request, onChunk func(string) error) (*gateway.Result, error) {
	b.started <- struct{}{}
	select {
	case <-b.release:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return b.fakeLLM.Chat(ctx, req, onChunk)
}

// F6: one API token has at most PerToken (4) requests in flight, each
// reserving up to its max fee of the node's escrow; the next is a 429 in
// OpenAI's shape, and another token is not held up by it.
func TestGatewayPerTokenLimit(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	llm := &blockingLLM{started: make(chan struct{}, 8), release: make(chan struct{})}
	n, owner, srv := gatewayNode(ctx, t, llm)
	base := srv.GatewayURL()
	me := n.Address()
	tok := mintToken(t, owner, me, me, base, nil)
	chat := func(tok string) error {
		_, err := openaiClient(base, tok).CreateChatCompletion(ctx, goopenai.ChatCompletionRequest{Model: "bafkreifakellm",
			Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "hi"}}})
		return err
	}
	errs := make(chan error, 4)
	for range 4 {
		go func() { errs <- chat(tok) }()
	}
	for range 4 {
		select {
		case <-llm.started:
		case <-ctx.Done():
			t.Fatal("four requests did not all start")
		}
	}
	var apiErr *goopenai.APIError
	if err := chat(tok); !errors.As(err, &apiErr) || apiErr.HTTPStatusCode != http.StatusTooManyRequests {
		t.Fatalf("a fifth request in flight on the same token: %v, want a 429", err)
	}
	other := mintToken(t, owner, me, me, base, nil) // another nonce
	go func() { errs <- chat(other) }()
	select {
	case <-llm.started:
	case <-ctx.Done():
		t.Fatal("another token's request was held up")
	}
	close(llm.release)
	for range 5 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	if err := chat(tok); err != nil {
		t.Fatalf("after the four finished: %v", err)
	}
}

// F6: a token holder cannot make the node's wallet offer more than the
// operator's limits: a price per 1k tokens or a max fee above them is a
// 400 naming the limit, before any job is posted.
func TestGatewaySpendLimits(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	n, err := node.New(node.Config{P2P: p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}}, Logger: slog.New(slog.DiscardHandler)}, key)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = n.Close() })
	if err := n.Start(ctx); err != nil {
		t.Fatal(err)
	}
	srv := api.New(n, api.Config{Listen: "127.0.0.1:0", Logger: slog.New(slog.DiscardHandler), LLM: api.NodeLLM(n)})
	if err := srv.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	base := srv.GatewayURL()
	tok := mintToken(t, key, n.Address(), n.Address(), base, nil)
	for _, tc := range []struct {
		name, tensora, limit string
	}{
		// Attack: drain the escrow to a colluding miner in one request.
		{"price far above the limit", `{"max_fee":"10","price_per_1k_tokens":"100000"}`, "max_price_per_1k"},
		{"max fee far above the limit", `{"max_fee":"100000","price_per_1k_tokens":"1"}`, "max_fee"},
		// A cap that cannot pay for the completion asked for.
		{"max fee below max_tokens at the price", `{"max_fee":"0.1","price_per_1k_tokens":"1"}`, "does not pay"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := `{"model":"bafkreifakellm","messages":[{"role":"user","content":"hi"}],"max_tokens":2000,"tensora":` + tc.tensora + `}`
			req, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/chat/completions", strings.NewReader(body))
			req.Header.Set("Authorization", "Bearer "+tok)
			req.Header.Set("Content-Type", "application/json")
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			var e struct {
				Error struct{ Message, Type, Code string } `json:"error"`
			}
			if err := json.NewDecoder(resp.Body).Decode(&e); err != nil {
				t.Fatal(err)
			}
			if resp.StatusCode != http.StatusBadRequest || e.Error.Type != "invalid_request_error" || !strings.Contains(e.Error.Message, tc.limit) {
				t.Fatalf("status %d, error %+v: want a 400 naming %q", resp.StatusCode, e.Error, tc.limit)
			}
		})
	}
}
