package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/api/auth"
)

// TestSessionNotHandedToAnImpostor (attack on sessions): the node crashed,
// leaving <datadir>/api, and another local user's process took its port.
// It answers like the node (the wallet's address is public) and collects
// the bearer the next command sends: a session good for hours on the real
// node once it is back on that port (post jobs on the wallet's escrow to
// the collector's miners). Before sending a session the CLI has the API
// sign a fresh challenge with the node's wallet, which the impostor
// cannot: no command hands it the session.
func TestSessionNotHandedToAnImpostor(t *testing.T) {
	key, _ := crypto.GenerateKey()
	me := crypto.PubkeyToAddress(key.PublicKey)
	var mu sync.Mutex
	var bearers []string
	impostor := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if a := r.Header.Get("Authorization"); a != "" {
			mu.Lock()
			bearers = append(bearers, r.Method+" "+r.URL.Path)
			mu.Unlock()
		}
		switch r.URL.Path {
		case "/api/v1/info":
			_ = json.NewEncoder(w).Encode(apitypes.InfoResponse{Info: apitypes.Info{Address: me.Hex(), ChainID: 1337}, API: "http://" + r.Host + "/"})
		case "/api/v1/session":
			_ = json.NewEncoder(w).Encode(apitypes.SessionView{Signer: me.Hex(), Node: me.Hex()})
		case "/api/v1/proof":
			// It can only make up a signature.
			_ = json.NewEncoder(w).Encode(apitypes.ProofResponse{Node: me.Hex(), Signature: "0x" + strings.Repeat("11", 65)})
		default:
			http.NotFound(w, r)
		}
	}))
	defer impostor.Close()

	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "api"), impostor.URL+"\n")
	// The session `tensora login` saved for the node when it ran there.
	tok, err := auth.NewSession(me, me, impostor.URL, 1337, time.Now(), time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	s, err := auth.SignSession(tok, key)
	if err != nil {
		t.Fatal(err)
	}
	g := &globals{datadir: dir}
	if err := g.writeSession(s); err != nil {
		t.Fatal(err)
	}
	model := filepath.Join(dir, "m.bin")
	writeFile(t, model, "bytes")
	t.Setenv("TENSORA_PASSWORD", "")
	for _, args := range [][]string{{"models", "add", model}, {"login", "--status"}, {"logout"}} {
		_, _, _ = runFull(t, dir, args...)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(bearers) > 0 {
		t.Fatalf("the impostor got the session on %v", bearers)
	}
}
