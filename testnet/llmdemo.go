package testnet

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/api"
	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine/llm"
	"github.com/tensora/tensora/engine/llm/gguf"
	"github.com/tensora/tensora/sdk"
)

// TinyLLMSeed seeds the demo's tiny model: the same seed writes the same
// bytes, so the model's CID is the same on every machine.
const TinyLLMSeed = 1

// TinyLLMSampling pins every sampler setting of the demo's server (the
// LLM tests pin the same), so that validators could regenerate.
var TinyLLMSampling = llm.Sampling{Temperature: 0, TopK: 1, TopP: 1, RepeatPenalty: 1, Seed: 42, Context: 256}

// StartTinyLLM writes the seeded tiny GGUF (engine/llm/gguf Tiny: random
// weights, so its output is gibberish by construction) into dir and
// starts an ollama server (bin) for it, warm. Miners that share it wrap
// it in llm.NewJobEngine; the caller closes it. Its model CID is
// e.Env().ModelCID; path is the model's file, which a miner fetches by
// CID before its first job (Net.ServeModel puts it on the client).
func StartTinyLLM(ctx context.Context, bin, dir string, log *slog.Logger) (e *llm.Engine, path string, err error) {
	b, err := gguf.Tiny(gguf.TinyConfig{Seed: TinyLLMSeed})
	if err != nil {
		return nil, "", fmt.Errorf("testnet: tiny model: %w", err)
	}
	path = filepath.Join(dir, "tiny.gguf")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		return nil, "", fmt.Errorf("testnet: tiny model: %w", err)
	}
	c, err := content.CIDOf(bytes.NewReader(b))
	if err != nil {
		return nil, "", fmt.Errorf("testnet: tiny model cid: %w", err)
	}
	e, err = llm.New(llm.Config{
		Server: llm.Ollama, Binary: bin, ModelCID: c.String(), ModelPath: path, Dir: filepath.Join(dir, "ollama"),
		Sampling: TinyLLMSampling, Parallel: 2, Threads: 1, HardwareClass: llm.CPUClass(), Logger: log,
	})
	if err != nil {
		return nil, "", fmt.Errorf("testnet: tiny model server: %w", err)
	}
	if err := e.Start(ctx); err != nil {
		_ = e.Close()
		return nil, "", fmt.Errorf("testnet: start the tiny model's server: %w", err)
	}
	return e, path, nil
}

// ServeModel adds the model file at path to the client's store, so that
// miners serving it (an LLM miner holds its model warm but fetches the
// job's model by CID before its first job) find it, and returns its CID.
func (n *Net) ServeModel(ctx context.Context, path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("testnet: model: %w", err)
	}
	defer f.Close()
	c, _, err := n.Client.Content().Add(ctx, f, filepath.Base(path), nil)
	if err != nil {
		return "", fmt.Errorf("testnet: add model %s: %w", path, err)
	}
	return c.String(), nil
}

// ChatLine is one chat completion the demo sent through the gateway.
type ChatLine struct {
	Prompt  string          `json:"prompt"`
	Result  *sdk.ChatResult `json:"result"`
	Elapsed time.Duration   `json:"elapsed_ns"`
}

// ChatThroughGateway serves the client's local API with its
// OpenAI-compatible gateway on a free loopback port and sends each prompt
// to model as a stock OpenAI chat request (POST /v1/chat/completions,
// stream: true), its API key a token signed by a key the API allows. The
// streamed text goes to w as it arrives, a line per prompt; each job is
// paid per token by the client's escrow, as every gateway job is.
func (n *Net) ChatThroughGateway(ctx context.Context, model string, prompts []string, maxTokens int, w io.Writer) ([]ChatLine, error) {
	key, err := crypto.GenerateKey()
	if err != nil {
		return nil, fmt.Errorf("testnet: gateway key: %w", err)
	}
	signer := crypto.PubkeyToAddress(key.PublicKey)
	srv := api.New(n.Client, api.Config{Listen: "127.0.0.1:0", Logger: n.cfg.Logger, LLM: api.NodeLLM(n.Client), Allow: []common.Address{signer}})
	if err := srv.Start(ctx); err != nil {
		return nil, fmt.Errorf("testnet: client API: %w", err)
	}
	defer srv.Close()
	tok, err := auth.NewToken(signer, n.Client.Address(), srv.GatewayURL(), n.Client.Info().ChainID, time.Now(), 10*time.Minute)
	if err != nil {
		return nil, fmt.Errorf("testnet: gateway token: %w", err)
	}
	gw := &sdk.Gateway{BaseURL: srv.GatewayURL()}
	if gw.Token, err = auth.SignToken(tok, key); err != nil {
		return nil, fmt.Errorf("testnet: gateway token: %w", err)
	}
	var out []ChatLine
	for _, p := range prompts {
		fmt.Fprintf(w, "  > %s\n  < ", p)
		start := time.Now()
		res, err := gw.ChatStream(ctx, sdk.ChatRequest{Model: model, MaxTokens: maxTokens, Messages: []sdk.ChatMessage{{Role: "user", Content: p}}},
			func(s string) error {
				_, err := io.WriteString(w, strings.ReplaceAll(s, "\n", " "))
				return err
			})
		fmt.Fprintln(w)
		if err != nil {
			return out, fmt.Errorf("testnet: chat %q: %w", p, err)
		}
		out = append(out, ChatLine{Prompt: p, Result: res, Elapsed: time.Since(start)})
	}
	return out, nil
}

// WriteChatTable prints the chats' usage and the per-token fee each job
// settled for.
func WriteChatTable(w io.Writer, lines []ChatLine) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "CHAT\tMINER\tPROMPT TOK\tCOMPLETION TOK\tFEE (TORA)\tTIME")
	for i, l := range lines {
		r := l.Result
		fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%s\t%s\n", i+1, shortAddr(r.Miner), r.Usage.PromptTokens, r.Usage.CompletionTokens, r.Fee,
			l.Elapsed.Round(time.Millisecond))
	}
	return tw.Flush()
}

func shortAddr(a string) string {
	if len(a) > 10 {
		return a[:10]
	}
	return a
}
