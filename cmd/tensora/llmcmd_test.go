package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/api/gateway"
	"github.com/tensora/tensora/sdk"
)

// fakeChat is a gateway backend (a fake, named as such): it serves one
// model and answers with the prompt's words reversed, in pieces.
type fakeChat struct{ model string }

func (f fakeChat) Chat(_ context.Context, r gateway.Request, onChunk func(string) error) (*gateway.Result, error) {
	if r.Model != f.model {
		return nil, fmt.Errorf("%w: %s", gateway.ErrUnknownModel, r.Model)
	}
	var roles []string
	for _, m := range r.Messages {
		roles = append(roles, m.Role)
	}
	pieces := []string{"roles=" + strings.Join(roles, ","), " max=" + fmt.Sprint(r.MaxTokens), " said:" + r.Messages[len(r.Messages)-1].Content}
	for _, p := range pieces {
		if err := onChunk(p); err != nil {
			return nil, err
		}
	}
	return &gateway.Result{Text: strings.Join(pieces, ""), PromptTokens: 7, CompletionTokens: 3, JobID: "c0ffee", Miner: "0x316Da4fc9003Fb17eB92E183366372bC91eeF033",
		Fee: big.NewInt(1e16)}, nil
}

func (f fakeChat) Models(context.Context) ([]gateway.Model, error) {
	return []gateway.Model{{ID: f.model, Miners: 3}}, nil
}

// stubNode serves a node's info, its proof (GET /api/v1/proof, signed
// with the node's key) and a real gateway over fakeChat that accepts the
// tokens of signer for the node on chain 1337. An impostor stub names
// node but signs its proofs with a key of its own.
func stubNode(t *testing.T, signer common.Address, model string, impostor bool) (*httptest.Server, common.Address) {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	node := crypto.PubkeyToAddress(key.PublicKey)
	if impostor {
		if key, err = crypto.GenerateKey(); err != nil {
			t.Fatal(err)
		}
	}
	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	mux.HandleFunc("/api/v1/info", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"address":%q,"chain_id":1337}`, node.Hex())
	})
	mux.HandleFunc("/api/v1/proof", func(w http.ResponseWriter, r *http.Request) {
		ch, err := hex.DecodeString(r.URL.Query().Get("challenge"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		sig, err := auth.SignProof(key, srv.URL, ch)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"node":%q,"uri":%q,"signature":"0x%x"}`, node.Hex(), srv.URL, sig)
	})
	v := auth.New(node, time.Minute, time.Now().Add(-time.Minute), signer)
	mux.Handle("/v1/", gateway.New(gateway.Config{Backend: fakeChat{model: model}, Logger: slog.New(slog.DiscardHandler),
		Authorize: func(r *http.Request) error {
			tok, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
			if impostor {
				t.Errorf("the impostor on the node's port got a token: %.40s…", tok)
			}
			_, err := v.VerifyToken(tok, time.Now(), auth.Audience{URIs: []string{srv.URL + "/v1"}, ChainID: 1337})
			return err
		}}))
	return srv, node
}

// `llm chat` finds the running node, mints a token the node accepts,
// streams the answer to stdout and prints the usage on stderr; `llm
// models` lists what the gateway offers; an unknown model names the ones
// on offer; no node, a refused token and bad flags are one-line errors.
func TestLLMChat(t *testing.T) {
	t.Setenv("TENSORA_PASSWORD", "pw")
	t.Setenv(llmTokenEnv, "")
	dir := t.TempDir()
	out, err := run(t, dir, "wallet", "new", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var w walletInfo
	if err := json.Unmarshal([]byte(out), &w); err != nil {
		t.Fatal(err)
	}
	const model = "bafkreimodel"

	// No node yet.
	_, _, err = runFull(t, dir, "llm", "chat", "--model", model, "hi")
	if err == nil || !strings.Contains(err.Error(), "no node running") {
		t.Fatalf("no node: %v", err)
	}

	// A process on the node's port that cannot sign as the node it names
	// gets no token: the wallet signs none for it.
	impostor, _ := stubNode(t, common.HexToAddress(w.Address), model, true)
	writeFile(t, filepath.Join(dir, sdk.APIFile), impostor.URL)
	if _, err := run(t, dir, "llm", "chat", "--model", model, "hi"); err == nil || !errors.Is(err, auth.ErrNotTheNode) {
		t.Fatalf("llm chat at an impostor: %v", err)
	}

	srv, _ := stubNode(t, common.HexToAddress(w.Address), model, false)
	writeFile(t, filepath.Join(dir, sdk.APIFile), srv.URL)

	stdout, stderr, err := runFull(t, dir, "llm", "chat", "--model", model, "--system", "be brief", "--max-tokens", "9", "hello", "there")
	if err != nil {
		t.Fatal(err)
	}
	if stdout != "roles=system,user max=9 said:hello there\n" {
		t.Fatalf("stdout %q", stdout)
	}
	for _, want := range []string{"10 tokens (7 prompt, 3 completion)", "fee 0.01 TORA", "job c0ffee"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr %q lacks %q", stderr, want)
		}
	}

	out, err = run(t, dir, "llm", "chat", "--model", model, "--json", "hi")
	if err != nil {
		t.Fatal(err)
	}
	var res llmChatOut
	if err := json.Unmarshal([]byte(out), &res); err != nil || res.ChatResult == nil || res.Text != "roles=user max=128 said:hi" ||
		res.Usage.TotalTokens != 10 || res.Model != model || res.Fee != "0.01" {
		t.Fatalf("--json %q: %+v %v", out, res, err)
	}

	out, err = run(t, dir, "llm", "models")
	if err != nil || !strings.Contains(out, model) || !strings.Contains(out, "3") {
		t.Fatalf("models %q %v", out, err)
	}

	_, err = run(t, dir, "llm", "chat", "--model", "bafkreiother", "hi")
	if err == nil || !strings.Contains(err.Error(), "on offer: "+model) {
		t.Fatalf("unknown model: %v", err)
	}

	_, err = run(t, dir, "llm", "chat", "--model", model, "--token", "tensora-bogus", "hi")
	if err == nil || !strings.Contains(err.Error(), "refused the token") {
		t.Fatalf("bad token: %v", err)
	}

	for _, bad := range [][]string{
		{"hi"}, // no --model
		{"--model", model, "--max-tokens", "0", "hi"}, // no tokens
		{"--model", model},                            // no prompt
	} {
		_, err := run(t, dir, append([]string{"llm", "chat"}, bad...)...)
		if code, _ := exitCode(err, false); code != exitUsage {
			t.Errorf("llm chat %v: exit %d, want %d (%v)", bad, code, exitUsage, err)
		}
	}
	var ue usageError
	if errors.As(err, &ue) && strings.Contains(err.Error(), "\n") {
		t.Errorf("a multi-line error: %q", err)
	}

	help, _, err := runFull(t, dir, "llm", "chat", "--help")
	if err != nil || !strings.Contains(help, "gibberish by construction") {
		t.Fatalf("help does not warn of the tiny model's gibberish: %v", err)
	}
}

// `subnet jobs post --engine llm` reads a request file and, with a node
// running, runs it through the node's gateway: the text on stdout, the
// usage on stderr. A bad file is one line and exit 2, before anything
// is posted.
func TestJobsPostLLMRequestFile(t *testing.T) {
	t.Setenv("TENSORA_PASSWORD", "pw")
	t.Setenv(llmTokenEnv, "")
	dir := t.TempDir()
	out, err := run(t, dir, "wallet", "new", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var w walletInfo
	if err := json.Unmarshal([]byte(out), &w); err != nil {
		t.Fatal(err)
	}
	const model = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku"
	srv, _ := stubNode(t, common.HexToAddress(w.Address), model, false)
	writeFile(t, filepath.Join(dir, sdk.APIFile), srv.URL)

	req := filepath.Join(dir, "chat.json")
	writeFile(t, req, `{"messages":[{"role":"system","content":"brief"},{"role":"user","content":"What is a GPU?"}],"max_tokens":12,"price_per_1k_tokens":"0.5"}`)
	stdout, stderr, err := runFull(t, dir, "subnet", "jobs", "post", "--engine", "llm", "--model", model, "--input", req, "--fee", "1")
	if err != nil {
		t.Fatal(err)
	}
	if stdout != "roles=system,user max=12 said:What is a GPU?\n" || !strings.Contains(stderr, "10 tokens (7 prompt, 3 completion)") || !strings.Contains(stderr, "fee 0.01 TORA") {
		t.Fatalf("stdout %q stderr %q", stdout, stderr)
	}
	prompt := filepath.Join(dir, "prompt.json")
	writeFile(t, prompt, `{"prompt":"hi"}`)
	out, err = run(t, dir, "subnet", "jobs", "post", "--engine", "llm", "--model", model, "--input", prompt, "--fee", "1", "--json")
	var res llmPostOut
	if err != nil || json.Unmarshal([]byte(out), &res) != nil || res.Text != "roles=user max=128 said:hi" || res.Usage.TotalTokens != 10 || res.JobID != "c0ffee" {
		t.Fatalf("--json: %q %v", out, err)
	}

	for _, c := range []struct {
		name, body, want string
	}{
		{"not JSON", `messages: hi`, "not an LLM request"},
		{"unknown field", `{"prompt":"hi","temperature":0.7}`, "unknown field"},
		{"nothing to say", `{"max_tokens":5}`, "no messages and no prompt"},
		{"both", `{"prompt":"hi","messages":[{"role":"user","content":"hi"}]}`, "both messages and a prompt"},
		{"bad role", `{"messages":[{"role":"robot","content":"hi"}]}`, "role"},
		{"bad price", `{"prompt":"hi","price_per_1k_tokens":"cheap"}`, "price_per_1k_tokens"},
	} {
		bad := filepath.Join(dir, "bad.json")
		writeFile(t, bad, c.body)
		_, err := run(t, dir, "subnet", "jobs", "post", "--engine", "llm", "--model", model, "--input", bad, "--fee", "1")
		code, msg := exitCode(err, false)
		if code != exitUsage || !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
			t.Errorf("%s: exit %d %q, want exit %d, one line with %q", c.name, code, msg, exitUsage, c.want)
		}
	}
	_, err = run(t, dir, "subnet", "jobs", "post", "--engine", "llm", "--model", model, "--fee", "1")
	if code, msg := exitCode(err, false); code != exitUsage || !strings.Contains(msg, "request file") {
		t.Errorf("no request file: exit %d %q", code, msg)
	}
}
