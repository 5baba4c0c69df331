package sdk_test

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"flag"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"

	"github.com/tensora/tensora/api"
	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/sdk"
	"github.com/tensora/tensora/testnet"
)

// The TypeScript SDK (js/sdk, @tensora/sdk) is tested against this side:
// TestTypeScriptVectors pins what api/auth signs in a file the TS unit
// tests read, and TestTypeScriptSDK runs the TS tests against a real
// testnet behind a real API.

var update = flag.Bool("update", false, "rewrite js/sdk/test/testdata/vectors.json")

const (
	tsDir     = "../js/sdk"
	tsVectors = "../js/sdk/test/testdata/vectors.json"
	// vectorKey is the private key every vector is signed with.
	vectorKey        = "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"
	vectorNode       = "0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4"
	vectorMs         = int64(1_764_700_000_000)
	vectorPassphrase = "correct horse battery staple"
)

type signVector struct {
	Comment string            `json:"comment"`
	Method  string            `json:"method"`
	URI     string            `json:"uri"`
	Name    string            `json:"name,omitempty"` // the upload name the URI's query escapes
	BodyHex string            `json:"body_hex"`
	Message string            `json:"message"`
	Headers map[string]string `json:"headers"`
}

type tokenVector struct {
	URI      string `json:"uri"`
	ChainID  uint64 `json:"chain_id"`
	Nonce    string `json:"nonce"`
	IssuedMs int64  `json:"issued_ms"`
	TTLMs    int64  `json:"ttl_ms"`
	Message  string `json:"message"`
	Token    string `json:"token"`
}

type vectors struct {
	Note       string          `json:"note"`
	Key        string          `json:"key"`
	Address    string          `json:"address"`
	Node       string          `json:"node"`
	TimeMs     int64           `json:"time_ms"`
	Requests   []signVector    `json:"requests"`
	Token      tokenVector     `json:"token"`
	Passphrase string          `json:"keystore_passphrase"`
	Keystore   json.RawMessage `json:"keystore"`
}

// makeVectors signs each request as the Go SDK does (auth.Sign on an
// http.Request) and a gateway token as auth.SignToken does. Signing is
// deterministic (RFC 6979), so the headers are fixed bytes.
func makeVectors(t *testing.T) vectors {
	t.Helper()
	key, err := crypto.HexToECDSA(vectorKey)
	if err != nil {
		t.Fatal(err)
	}
	node := common.HexToAddress(vectorNode)
	bin := make([]byte, 256)
	for i := range bin {
		bin[i] = byte(i)
	}
	rows := []struct {
		comment, method, uri, name string
		body                       []byte
	}{
		// A job: the JSON body the SDKs post.
		{"post a job", "POST", "/api/v1/jobs", "", []byte(`{"subnet":1,"model":"bafkreia","input":"bafkreib","spec":"1cpu","max_fee":"5"}`)},
		// An upload whose name needs escaping: the query is signed as sent.
		{"upload, escaped name", "POST", "/api/v1/content?name=" + url.QueryEscape("model v2 (final)!.onnx"), "model v2 (final)!.onnx", bin},
		// Cancel: the SDKs send {}.
		{"cancel", "POST", "/api/v1/jobs/0a1b2c3d/cancel", "", []byte("{}")},
		// No body at all: the hash of nothing; a lower-case method is signed upper-case.
		{"empty body", "post", "/api/v1/claim", "", nil},
	}
	v := vectors{
		Note:    "written by `go test ./sdk -run TestTypeScriptVectors -update` (sdk/typescript_test.go); read by test/sign.test.js and test/account.test.js",
		Key:     vectorKey,
		Address: crypto.PubkeyToAddress(key.PublicKey).Hex(),
		Node:    node.Hex(),
		TimeMs:  vectorMs,
	}
	for _, r := range rows {
		req, err := http.NewRequest(r.method, "http://127.0.0.1:5190"+r.uri, bytes.NewReader(r.body))
		if err != nil {
			t.Fatal(err)
		}
		if err := auth.Sign(req, r.body, node, key, time.UnixMilli(vectorMs)); err != nil {
			t.Fatal(err)
		}
		v.Requests = append(v.Requests, signVector{
			Comment: r.comment, Method: r.method, URI: r.uri, Name: r.name, BodyHex: hex.EncodeToString(r.body),
			Message: string(auth.Message(node, r.method, req.URL.RequestURI(), vectorMs, r.body)),
			Headers: map[string]string{
				auth.HeaderTime:      req.Header.Get(auth.HeaderTime),
				auth.HeaderBody:      req.Header.Get(auth.HeaderBody),
				auth.HeaderSignature: req.Header.Get(auth.HeaderSignature),
			},
		})
	}
	issued := time.UnixMilli(vectorMs).UTC().Truncate(time.Second)
	tok := auth.Token{Domain: "127.0.0.1:5190", Signer: crypto.PubkeyToAddress(key.PublicKey), Node: node,
		URI: "http://127.0.0.1:5190/v1", ChainID: 31337, Nonce: "0123456789abcdef", IssuedAt: issued, Expires: issued.Add(24 * time.Hour)}
	s, err := auth.SignToken(tok, key)
	if err != nil {
		t.Fatal(err)
	}
	v.Token = tokenVector{URI: tok.URI, ChainID: tok.ChainID, Nonce: tok.Nonce, IssuedMs: issued.UnixMilli(),
		TTLMs: (24 * time.Hour).Milliseconds(), Message: tok.Message(), Token: s}
	v.Passphrase = vectorPassphrase
	return v
}

// TestTypeScriptVectors checks that the vectors the TypeScript SDK is
// tested against are what api/auth signs now, and that the keystore among
// them is one go-ethereum decrypts to the vector key. With -update it
// writes them (the keystore anew, at light scrypt).
func TestTypeScriptVectors(t *testing.T) {
	want := makeVectors(t)
	if *update {
		key, _ := crypto.HexToECDSA(vectorKey)
		ks, err := keystore.EncryptKey(&keystore.Key{Id: uuid.New(), Address: crypto.PubkeyToAddress(key.PublicKey), PrivateKey: key},
			vectorPassphrase, keystore.LightScryptN, keystore.LightScryptP)
		if err != nil {
			t.Fatal(err)
		}
		want.Keystore = ks
		b, err := json.MarshalIndent(want, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(tsVectors, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(tsVectors)
	if err != nil {
		t.Fatalf("%v (write it with -update)", err)
	}
	var got vectors
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	ks := got.Keystore
	got.Keystore, want.Keystore = nil, nil
	gb, _ := json.Marshal(got)
	wb, _ := json.Marshal(want)
	if !bytes.Equal(gb, wb) {
		t.Fatalf("%s is stale: api/auth signs differently now; rerun with -update and check the TS side still passes\nfile: %s\nnow:  %s", tsVectors, gb, wb)
	}
	k, err := keystore.DecryptKey(ks, vectorPassphrase)
	if err != nil {
		t.Fatalf("the vectors' keystore: %v", err)
	}
	if hex.EncodeToString(crypto.FromECDSA(k.PrivateKey)) != vectorKey {
		t.Fatal("the vectors' keystore holds another key")
	}
}

func needTSTools(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("the TypeScript SDK's tests need %s (Node.js 20 or later): %v", tool, err)
		}
	}
	if _, err := engine.FindModel(engine.SileroVAD); err != nil {
		t.Skipf("%v", err)
	}
	if _, err := onnx.FindLibrary(""); err != nil {
		t.Skipf("%v", err)
	}
}

// TestTypeScriptSDK runs the TypeScript SDK's tests (npm ci, tsc, node
// --test) with a real two-miner testnet behind the client's API: its
// integration test uploads, posts a signed job, waits for the verified
// result, and meets the node's refusals and the gateway; then the example
// (js/sdk/examples/post-job.mjs) posts a job as a user would run it.
func TestTypeScriptSDK(t *testing.T) {
	needTSTools(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	net, err := testnet.Start(ctx, testnet.Config{Miners: 2, BidWindow: 150 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer net.Close()
	user, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	srv := api.New(net.Client, api.Config{Listen: "127.0.0.1:0", Allow: []common.Address{crypto.PubkeyToAddress(user.PublicKey)},
		LLM: api.NodeLLM(net.Client)})
	if err := srv.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer srv.Close()

	dir := t.TempDir()
	model, _ := net.Model()
	_, input, err := net.AddInput(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	modelFile, inputFile := filepath.Join(dir, "model.onnx"), filepath.Join(dir, "input.safetensors")
	if err := os.WriteFile(modelFile, model, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(inputFile, input, 0o644); err != nil {
		t.Fatal(err)
	}
	// A data directory as a running node leaves it, for dial.
	if err := os.WriteFile(filepath.Join(dir, sdk.APIFile), []byte(srv.URL()+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(),
		"TENSORA_TEST_DATADIR="+dir,
		"TENSORA_TEST_API="+strings.TrimSuffix(srv.URL(), "/"),
		"TENSORA_TEST_NODE="+net.Client.Address().Hex(),
		"TENSORA_TEST_KEY="+hex.EncodeToString(crypto.FromECDSA(user)),
		"TENSORA_TEST_MODEL="+modelFile,
		"TENSORA_TEST_INPUT="+inputFile,
		// For the example, as its comment says to run it.
		"TENSORA_API="+strings.TrimSuffix(srv.URL(), "/"),
		"TENSORA_KEY="+hex.EncodeToString(crypto.FromECDSA(user)),
	)
	for _, step := range [][]string{
		{"npm", "ci", "--prefer-offline", "--no-audit", "--no-fund"},
		{"npm", "run", "build"},
		{"node", "--test", "--test-reporter=spec", "test/"},
		{"node", "examples/post-job.mjs", modelFile, inputFile},
	} {
		cmd := exec.CommandContext(ctx, step[0], step[1:]...)
		cmd.Dir, cmd.Env = tsDir, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s in js/sdk: %v\n%s", strings.Join(step, " "), err, out)
		}
		if step[0] == "node" {
			t.Logf("%s", out)
		}
		if step[1] == "examples/post-job.mjs" && !strings.Contains(string(out), "verified on") {
			t.Fatalf("the example printed no verified result:\n%s", out)
		}
	}
}
