package testnet

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	goopenai "github.com/sashabaranov/go-openai"

	"github.com/tensora/tensora/api"
	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/engine/llm"
)

// A stock OpenAI client (go-openai), its API key a token signed by the
// client node's wallet, streams a chat completion through the client's
// gateway, the network and a miner's ollama server, and gets what the
// server gives for the same request (gibberish: the tiny model's weights
// are random). It lists the model the miner serves, and a model nobody
// serves is a 404 in OpenAI's shape.
func TestOpenAIClientStreamsThroughTestnet(t *testing.T) {
	bin := needOllama(t)
	path, modelCID := tinyModel(t, 1)
	fleet := &llmFleet{t: t, bin: bin, path: path, cid: modelCID, miners: 1}
	net := startNet(t, Config{Miners: 1, Profiles: []Profile{llmProfile("gateway")}, ModelPath: path, NewEngine: fleet.newEngine,
		BidWindow: 200 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if _, err := net.AddModel(ctx); err != nil {
		t.Fatal(err)
	}
	if err := net.WaitAdverts(ctx); err != nil {
		t.Fatal(err)
	}
	c := openAIClient(ctx, t, net)

	models, err := c.ListModels(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(models.Models) != 1 || models.Models[0].ID != modelCID {
		t.Fatalf("models %+v, want the one the miner serves (%s)", models.Models, modelCID)
	}

	const prompt = "Tell me about the network"
	want, err := fleet.shared.Run(ctx, llm.ChatRequest{Messages: []llm.Message{{Role: "user", Content: prompt}}, MaxTokens: 24})
	if err != nil || want.Text == "" {
		t.Fatalf("the server's own answer: %q, %v", want.Text, err)
	}
	stream, err := c.CreateChatCompletionStream(ctx, goopenai.ChatCompletionRequest{
		Model: modelCID, MaxTokens: 24, Stream: true,
		Messages: []goopenai.ChatCompletionMessage{{Role: goopenai.ChatMessageRoleUser, Content: prompt}},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Close()
	var got strings.Builder
	finish := goopenai.FinishReason("")
	contentChunks := 0 // chunks with text before the one with the finish reason
	for {
		r, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("stream: %v", err)
		}
		for _, ch := range r.Choices {
			got.WriteString(ch.Delta.Content)
			if ch.Delta.Content != "" && finish == "" {
				contentChunks++
			}
			if ch.FinishReason != "" {
				finish = ch.FinishReason
			}
		}
	}
	// The concatenation is the verified result: the node checks the
	// streamed text against it and ends the stream with an error event
	// otherwise.
	if got.String() != want.Text {
		t.Errorf("streamed %q, the server gives %q for the same request", got.String(), want.Text)
	}
	if finish == "" {
		t.Error("no finish reason in the stream")
	}
	// Token by token as the miner's server produced them, not the whole
	// text once verified: the fast path streams the completion.
	if contentChunks < 2 {
		t.Errorf("%d content chunks before the last, want the completion streamed in several", contentChunks)
	}
	t.Logf("%d content chunks, then finish reason %q", contentChunks, finish)

	_, err = c.CreateChatCompletion(ctx, goopenai.ChatCompletionRequest{Model: "bafkreinobodyservesthismodel", MaxTokens: 8,
		Messages: []goopenai.ChatCompletionMessage{{Role: goopenai.ChatMessageRoleUser, Content: "hi"}}})
	var apiErr *goopenai.APIError
	if !errors.As(err, &apiErr) || apiErr.HTTPStatusCode != 404 {
		t.Fatalf("a model nobody serves: %v, want a 404 in OpenAI's shape", err)
	}
}

// gatewayOn starts the API of net's client node with its OpenAI gateway
// and returns its base URL and an API key for it: a token signed by the
// client's wallet.
func gatewayOn(ctx context.Context, t testing.TB, net *Net) (baseURL, token string) {
	t.Helper()
	srv := api.New(net.Client, api.Config{Listen: "127.0.0.1:0", Logger: slog.New(slog.DiscardHandler), LLM: api.NodeLLM(net.Client)})
	if err := srv.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Close() })
	key := net.keys[net.clientIdx()]
	addr := crypto.PubkeyToAddress(key.PublicKey)
	tok, err := auth.NewToken(addr, addr, srv.GatewayURL(), 0, time.Now(), time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	token, err = auth.SignToken(tok, key)
	if err != nil {
		t.Fatal(err)
	}
	return srv.GatewayURL(), token
}

// openAIClient is a stock go-openai client of net's client node's gateway.
func openAIClient(ctx context.Context, t testing.TB, net *Net) *goopenai.Client {
	t.Helper()
	url, token := gatewayOn(ctx, t, net)
	cfg := goopenai.DefaultConfig(token)
	cfg.BaseURL = url
	return goopenai.NewClientWithConfig(cfg)
}
