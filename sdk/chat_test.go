package sdk_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/tensora/tensora/api/gateway"
	"github.com/tensora/tensora/sdk"
)

// fakeLLM is a gateway backend (a fake, named as such) that streams a
// fixed answer in pieces and serves one model.
type fakeLLM struct {
	model  string
	pieces []string
	failAt int // after this many pieces the job fails (0: never)
}

func (f fakeLLM) Chat(_ context.Context, r gateway.Request, onChunk func(string) error) (*gateway.Result, error) {
	if r.Model != f.model {
		return nil, fmt.Errorf("%w: %s", gateway.ErrUnknownModel, r.Model)
	}
	for i, p := range f.pieces {
		if f.failAt > 0 && i == f.failAt {
			return nil, errors.New("the miner went away")
		}
		if err := onChunk(p); err != nil {
			return nil, err
		}
	}
	return &gateway.Result{Text: strings.Join(f.pieces, ""), FinishReason: "length", PromptTokens: 5, CompletionTokens: len(f.pieces),
		JobID: "ab12", Miner: "0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4", Fee: big.NewInt(8e15)}, nil
}

func (f fakeLLM) Models(context.Context) ([]gateway.Model, error) {
	return []gateway.Model{{ID: f.model, Miners: 2}}, nil
}

func gatewayServer(t *testing.T, b gateway.Backend) string {
	t.Helper()
	gw := gateway.New(gateway.Config{Backend: b, Logger: slog.New(slog.DiscardHandler), Authorize: func(r *http.Request) error {
		if r.Header.Get("Authorization") != "Bearer good" {
			return errors.New("bad token")
		}
		return nil
	}})
	srv := httptest.NewServer(gw)
	t.Cleanup(srv.Close)
	return srv.URL + "/v1"
}

// The pieces arrive in order as events, add up to the text, and the
// usage, job, miner and fee of the last events are read.
func TestGatewayChatStream(t *testing.T) {
	ctx := context.Background()
	url := gatewayServer(t, fakeLLM{model: "bafkmodel", pieces: []string{"He", "llo", " wor", "ld"}})
	g := &sdk.Gateway{BaseURL: url, Token: "good"}
	var got []string
	res, err := g.ChatStream(ctx, sdk.ChatRequest{Model: "bafkmodel", MaxTokens: 4, Messages: []sdk.ChatMessage{{Role: "user", Content: "hi"}}},
		func(s string) error { got = append(got, s); return nil })
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(got, "|") != "He|llo| wor|ld" || res.Text != "Hello world" {
		t.Fatalf("pieces %q, text %q", got, res.Text)
	}
	if res.Usage != (gateway.Usage{PromptTokens: 5, CompletionTokens: 4, TotalTokens: 9}) || res.FinishReason != "length" ||
		res.JobID != "ab12" || res.Fee != "0.008" || res.Miner == "" {
		t.Fatalf("result %+v", res)
	}

	ms, err := g.Models(ctx)
	if err != nil || len(ms) != 1 || ms[0].ID != "bafkmodel" || ms[0].Tensora.Miners != 2 {
		t.Fatalf("models %+v %v", ms, err)
	}
}

// Refusals come back as GatewayErrors with OpenAI's status and code; a
// failure after the first token is the stream's error event.
func TestGatewayChatErrors(t *testing.T) {
	ctx := context.Background()
	url := gatewayServer(t, fakeLLM{model: "bafkmodel", pieces: []string{"a", "b", "c"}, failAt: 2})
	msgs := []sdk.ChatMessage{{Role: "user", Content: "hi"}}

	_, err := (&sdk.Gateway{BaseURL: url, Token: "bad"}).ChatStream(ctx, sdk.ChatRequest{Model: "bafkmodel", Messages: msgs}, nil)
	var ge *sdk.GatewayError
	if !errors.As(err, &ge) || ge.Status != http.StatusUnauthorized || ge.Code != "invalid_api_key" {
		t.Fatalf("bad token: %v", err)
	}

	g := &sdk.Gateway{BaseURL: url, Token: "good"}
	_, err = g.ChatStream(ctx, sdk.ChatRequest{Model: "bafkother", Messages: msgs}, nil)
	if !errors.Is(err, sdk.ErrModelNotFound) || !errors.As(err, &ge) || ge.Status != http.StatusNotFound {
		t.Fatalf("unknown model: %v", err)
	}

	var got string
	_, err = g.ChatStream(ctx, sdk.ChatRequest{Model: "bafkmodel", Messages: msgs}, func(s string) error { got += s; return nil })
	if !errors.As(err, &ge) || ge.Status != 0 || got != "ab" {
		t.Fatalf("failure mid-stream: %v after %q", err, got)
	}
}
