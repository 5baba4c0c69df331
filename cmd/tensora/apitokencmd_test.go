package main

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/sdk"
)

// The printed token is one the node accepts: signed by the wallet, naming
// the node and gateway it was made for; and it is refused elsewhere.
func TestAPIToken(t *testing.T) {
	t.Setenv("TENSORA_PASSWORD", "pw")
	dir := t.TempDir()
	out, err := run(t, dir, "wallet", "new", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var w walletInfo
	if err := json.Unmarshal([]byte(out), &w); err != nil {
		t.Fatal(err)
	}
	me := common.HexToAddress(w.Address)

	// No node running and no --chain-id: refused (F6: a chain-0 token
	// would open the same wallet's node on every chain).
	if _, err := run(t, dir, "api", "token", "--ttl", "1h"); err == nil {
		t.Fatal("minted a token naming no chain without --chain-id 0")
	} else if code, _ := exitCode(err, false); code != exitUsage {
		t.Fatalf("exit %d, want %d (%v)", code, exitUsage, err)
	}
	// No node running: the config's API address and this wallet as the node.
	out, err = run(t, dir, "api", "token", "--ttl", "1h", "--chain-id", "0", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var tok apiTokenOut
	if err := json.Unmarshal([]byte(out), &tok); err != nil {
		t.Fatalf("%v in %q", err, out)
	}
	if tok.Node != me.Hex() || tok.Signer != me.Hex() || tok.BaseURL != "http://127.0.0.1:5190/v1" || tok.ChainID != 0 ||
		time.Until(tok.Expires) > time.Hour || time.Until(tok.Expires) < 58*time.Minute {
		t.Fatalf("token %+v", tok)
	}
	now := time.Now()
	aud := auth.Audience{URIs: []string{tok.BaseURL}}
	if _, err := auth.New(me, time.Minute, now, me).VerifyToken(tok.Token, now, aud); err != nil {
		t.Fatalf("the node refuses its wallet's token: %v", err)
	}
	other := common.HexToAddress("0x316Da4fc9003Fb17eB92E183366372bC91eeF033")
	if _, err := auth.New(other, time.Minute, now, me).VerifyToken(tok.Token, now, aud); !errors.Is(err, auth.ErrAudience) {
		t.Fatalf("another node took the token: %v", err)
	}

	// A node that settles on a chain refuses the chain-0 token.
	if _, err := auth.New(me, time.Minute, now, me).VerifyToken(tok.Token, now, auth.Audience{URIs: aud.URIs, ChainID: 1337}); !errors.Is(err, auth.ErrAudience) {
		t.Fatalf("a node on chain 1337 took a token naming no chain: %v", err)
	}

	// Plain output: the token alone on stdout (for $(...)), the how-to on stderr.
	stdout, stderr, err := runFull(t, dir, "api", "token", "--chain-id", "0")
	if err != nil {
		t.Fatal(err)
	}
	if lines := strings.Split(strings.TrimSpace(stdout), "\n"); len(lines) != 1 || !strings.HasPrefix(lines[0], auth.TokenPrefix) {
		t.Fatalf("stdout %q: want the token alone", stdout)
	}
	if !strings.Contains(stderr, "API key") || !strings.Contains(stderr, "http://127.0.0.1:5190/v1") {
		t.Fatalf("stderr %q", stderr)
	}

	// A node runs on the datadir: its address, chain and URL.
	node := "0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4"
	stub := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"address":"` + node + `","chain_id":1337}`))
	}))
	defer stub.Close()
	writeFile(t, filepath.Join(dir, sdk.APIFile), stub.URL)
	out, err = run(t, dir, "api", "token", "--json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(out), &tok); err != nil {
		t.Fatal(err)
	}
	if tok.Node != node || tok.ChainID != 1337 || tok.BaseURL != stub.URL+"/v1" || tok.Signer != me.Hex() {
		t.Fatalf("token from the running node %+v", tok)
	}
	// Accepted by that node when this wallet is in its api_allow.
	if _, err := auth.New(common.HexToAddress(node), time.Minute, now, me).VerifyToken(tok.Token, time.Now(), auth.Audience{URIs: []string{tok.BaseURL}, ChainID: 1337}); err != nil {
		t.Fatalf("the running node refuses the token: %v", err)
	}

	for _, bad := range [][]string{
		{"--ttl", "0s"},         // no lifetime
		{"--ttl", "1000h"},      // over 720h
		{"--node", "nobody"},    // not an address
		{"--url", "ftp://x/v1"}, // not the gateway's kind of URL
	} {
		if _, err := run(t, dir, append([]string{"api", "token"}, bad...)...); err == nil {
			t.Errorf("api token %v: accepted", bad)
		} else if code, _ := exitCode(err, false); code != exitUsage {
			t.Errorf("api token %v: exit %d, want %d (%v)", bad, code, exitUsage, err)
		}
	}
	help, _, err := runFull(t, dir, "api", "token", "--help")
	if err != nil || !strings.Contains(help, "OPENAI_BASE_URL=http://127.0.0.1:5190/v1") || !strings.Contains(help, "API key") {
		t.Fatalf("help does not say how to use the token with an OpenAI client: %v\n%s", err, help)
	}
}
