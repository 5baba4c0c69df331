package gateway_test

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/tensora/tensora/api/gateway"
)

// instantBackend answers at once: what the gateway adds is all there is.
type instantBackend struct{}

func (instantBackend) Chat(_ context.Context, _ gateway.Request, onChunk func(string) error) (*gateway.Result, error) {
	if onChunk != nil {
		if err := onChunk("token"); err != nil {
			return nil, err
		}
	}
	return &gateway.Result{Text: "token", PromptTokens: 1, CompletionTokens: 1}, nil
}

func (instantBackend) Models(context.Context) ([]gateway.Model, error) { return nil, nil }

// BenchmarkFirstToken measures what the gateway adds to a streamed chat's
// time to first token (P10's gateway share): request parsing, the job
// handed to the backend, the role and first content chunks written and
// flushed, over loopback HTTP with keep-alive.
func BenchmarkFirstToken(b *testing.B) {
	ctx := context.Background()
	base := startGateway(b, instantBackend{}, nil)
	body := `{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":true,"max_tokens":8}`
	b.ReportAllocs()
	for b.Loop() {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/v1/chat/completions", strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+goodToken)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		br := bufio.NewReader(resp.Body)
		for {
			line, err := br.ReadString('\n')
			if err != nil {
				b.Fatalf("no token in the stream: %v", err)
			}
			if strings.Contains(line, `"content":"token"`) {
				break
			}
		}
		_, _ = io.Copy(io.Discard, br)
		resp.Body.Close()
	}
}
