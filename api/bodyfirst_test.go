package api_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/hex"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/api"
	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/p2p"
)

// The attack: a request with a fresh time header and a junk signature
// whose body trickles in for ever. The node read such a body (up to 256
// MiB) before it checked the signature, so two of them held both upload
// slots and locked the owner out of uploads. Now the signature covers the
// body's hash and is checked from the headers: the node answers at once,
// without reading the body, and the owner's upload goes through.
func TestUnsignedBodyIsNeverRead(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	n, key, base := lonePeerAPI(ctx, t)
	url := base + "/api/v1/content?name=x"

	for i := range 3 {
		junk := make([]byte, 65)
		_, _ = rand.Read(junk)
		junk[64] = 0
		pr, pw := io.Pipe()
		defer pw.Close()
		go func() { _, _ = pw.Write([]byte("a trickle that never ends")) }()
		req, err := http.NewRequestWithContext(ctx, "POST", url, pr)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set(auth.HeaderTime, strconv.FormatInt(time.Now().UnixMilli(), 10))
		req.Header.Set(auth.HeaderBody, crypto.Keccak256Hash([]byte("anything")).Hex())
		req.Header.Set(auth.HeaderSignature, hex.EncodeToString(junk))
		// Answered within the test's deadline, while the body is still
		// open: the old code waited for the body.
		rctx, rcancel := context.WithTimeout(ctx, 10*time.Second)
		resp, err := http.DefaultClient.Do(req.WithContext(rctx))
		rcancel()
		if err != nil {
			t.Fatalf("forged upload %d: no answer while its body trickles: %v", i, err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnauthorized && resp.StatusCode != http.StatusForbidden {
			t.Fatalf("forged upload %d: HTTP %d, want 401 or 403", i, resp.StatusCode)
		}
	}

	// The owner still uploads (no slot is held by the forgeries).
	body := []byte("the owner's model")
	req, err := http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if err := auth.Sign(req, body, n.Address(), key, time.Now()); err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusCreated {
		t.Fatalf("the owner's upload: HTTP %d", resp.StatusCode)
	}

	// A signed request whose body is not the one signed is refused.
	req, _ = http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader([]byte("another model")))
	_ = auth.Sign(req, body, n.Address(), key, time.Now())
	req.Body = io.NopCloser(bytes.NewReader([]byte("another model")))
	req.ContentLength = int64(len("another model"))
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("a body other than the signed one: HTTP %d, want 401", resp.StatusCode)
	}
}

// lonePeerAPI starts a client node alone and its API; it returns the node,
// its key (the API's allowed signer) and the API's base URL.
func lonePeerAPI(ctx context.Context, t *testing.T) (*node.Node, *ecdsa.PrivateKey, string) {
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
	srv := api.New(n, api.Config{Listen: "127.0.0.1:0", Logger: slog.New(slog.DiscardHandler)})
	if err := srv.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	return n, key, strings.TrimSuffix(srv.URL(), "/")
}

// A job asked to run for more than a day is refused with a clear 400
// before anything is posted: every peer would refuse its order.
func TestPostRefusesDeadlineOverADay(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	n, key, base := lonePeerAPI(ctx, t)
	body := []byte(`{"subnet":1,"model":"bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku","max_fee":"1","spec":"1cpu","deadline_s":90000}`)
	req, err := http.NewRequestWithContext(ctx, "POST", base+"/api/v1/jobs", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if err := auth.Sign(req, body, n.Address(), key, time.Now()); err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	msg, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(msg), "more than a day") {
		t.Fatalf("a 25-hour job: HTTP %d %s", resp.StatusCode, msg)
	}
}
