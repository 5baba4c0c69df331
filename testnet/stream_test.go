package testnet

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	goopenai "github.com/sashabaranov/go-openai"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

// streamLiar is an LLM miner that streams a text other than the one its
// Result claims: every piece it streams is upper-cased, while its output
// is the honest completion (which verifies).
type streamLiar struct{ engine.Engine }

func (s streamLiar) EnvHash() [32]byte { return s.Engine.(engine.EnvHasher).EnvHash() }
func (s streamLiar) ServedModels() []string {
	return s.Engine.(engine.ModelServer).ServedModels()
}

func (s streamLiar) Run(ctx context.Context, req engine.Request) (*engine.Result, error) {
	if p := req.Partial; p != nil {
		req.Partial = func(piece []byte) { p([]byte(strings.ToUpper(string(piece)) + "!")) }
	}
	return s.Engine.Run(ctx, req)
}

// streamLiars makes every miner a streamLiar.
type streamLiars struct{}

func (streamLiars) Miner(_ int, _ []int64, e engine.Engine) (engine.Engine, []node.Option, bool) {
	return streamLiar{e}, nil, true
}

// A miner that streams one text on the fast path and claims another in
// its (valid) Result: the client gets the streamed pieces at once, then
// Chat fails with ErrStreamMismatch when the Result verifies. On the
// auction path nothing is streamed and the same miner's honest result is
// returned.
func TestLLMStreamDiffersFromResult(t *testing.T) {
	bin := needOllama(t)
	path, modelCID := tinyModel(t, 1)
	fleet := &llmFleet{t: t, bin: bin, path: path, cid: modelCID, miners: 1}
	net := startNet(t, Config{Miners: 1, Profiles: []Profile{llmProfile("liar")}, ModelPath: path, NewEngine: fleet.newEngine,
		Faults: streamLiars{}, BidWindow: 200 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if _, err := net.AddModel(ctx); err != nil {
		t.Fatal(err)
	}
	if err := net.WaitAdverts(ctx); err != nil {
		t.Fatal(err)
	}
	job := node.ChatJob{Subnet: 1, ModelCID: modelCID, Messages: []llmjob.Message{{Role: "user", Content: "Tell me a lie"}},
		MaxTokens: 24, PricePer1K: tora.Whole(1), MaxFee: tora.Whole(5)}
	var chunks []string
	res, err := net.Client.Chat(ctx, job, func(s string) error { chunks = append(chunks, s); return nil })
	if !errors.Is(err, node.ErrStreamMismatch) || !errors.Is(err, node.ErrBadResult) {
		t.Fatalf("Chat: %v, want ErrStreamMismatch", err)
	}
	if len(chunks) == 0 || res == nil || res.Outcome.Path != "direct" {
		t.Fatalf("%d chunks streamed before the error, result %+v: want the fast path's pieces", len(chunks), res)
	}
	if streamed := strings.Join(chunks, ""); strings.HasPrefix(res.Output.Text, streamed) {
		t.Errorf("streamed %q is the beginning of the verified %q: no lie", streamed, res.Output.Text)
	}
	t.Logf("%s: %d pieces streamed, then %v", res.Outcome.Path, len(chunks), err)

	// Through the gateway, a stock OpenAI client gets the pieces, then an
	// error instead of the finish chunk.
	c := openAIClient(ctx, t, net)
	stream, err := c.CreateChatCompletionStream(ctx, goopenai.ChatCompletionRequest{Model: modelCID, MaxTokens: 24, Stream: true,
		Messages: []goopenai.ChatCompletionMessage{{Role: goopenai.ChatMessageRoleUser, Content: "Tell me another lie"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Close()
	var got strings.Builder
	for {
		r, err := stream.Recv()
		if err != nil {
			if errors.Is(err, io.EOF) || got.Len() == 0 {
				t.Fatalf("stream ended with %v after %q: want the pieces, then an error", err, got.String())
			}
			t.Logf("the OpenAI client got %q, then %v", got.String(), err)
			break
		}
		for _, ch := range r.Choices {
			got.WriteString(ch.Delta.Content)
			if ch.FinishReason != "" {
				t.Fatalf("finish reason %q after %q: the lie was not caught", ch.FinishReason, got.String())
			}
		}
	}

	job.Auction = true
	chunks = nil
	res, err = net.Client.Chat(ctx, job, func(s string) error { chunks = append(chunks, s); return nil })
	if err != nil {
		t.Fatalf("auction: %v", err)
	}
	if len(chunks) != 1 || chunks[0] != res.Output.Text || res.Outcome.Path != "auction" {
		t.Errorf("auction (%s path): chunks %q, want the verified text %q once", res.Outcome.Path, chunks, res.Output.Text)
	}
}
