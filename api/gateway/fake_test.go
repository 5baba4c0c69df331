package gateway_test

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/tensora/tensora/api/gateway"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// fakeBackend stands in for the node's LLM client: it answers every job
// with its chunks and result, or its error, and records what it was asked.
type fakeBackend struct {
	models []gateway.Model
	chunks []string
	result gateway.Result // Text is the chunks joined
	// err fails the job after failAfter chunks have been streamed.
	err       error
	failAfter int
	// hold makes the job wait for its context after the chunks; ended
	// gets the context's error then.
	hold    bool
	started chan struct{}
	ended   chan error

	mu  sync.Mutex
	got []gateway.Request
}

func newFake(chunks ...string) *fakeBackend {
	return &fakeBackend{chunks: chunks, started: make(chan struct{}, 16), ended: make(chan error, 16),
		result: gateway.Result{PromptTokens: 7, CompletionTokens: len(chunks), JobID: "ab12cd", Miner: "0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4", Fee: big.NewInt(25e15)}}
}

func (f *fakeBackend) Chat(ctx context.Context, req gateway.Request, onChunk func(string) error) (*gateway.Result, error) {
	f.mu.Lock()
	f.got = append(f.got, req)
	f.mu.Unlock()
	f.started <- struct{}{}
	if f.err != nil && f.failAfter == 0 {
		return nil, f.err
	}
	for i, c := range f.chunks {
		if f.err != nil && i == f.failAfter {
			return nil, f.err
		}
		if onChunk != nil {
			if err := onChunk(c); err != nil {
				return nil, err
			}
		}
	}
	if f.hold {
		<-ctx.Done()
		f.ended <- ctx.Err()
		return nil, ctx.Err()
	}
	res := f.result
	res.Text = strings.Join(f.chunks, "")
	return &res, nil
}

func (f *fakeBackend) Models(context.Context) ([]gateway.Model, error) { return f.models, nil }

func (f *fakeBackend) requests() []gateway.Request {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]gateway.Request(nil), f.got...)
}

// goodToken is the one credential the test gateway accepts; the real
// token check is api/auth's, tested there and through the api server.
const goodToken = "tensora1.test-token"

func startGateway(t testing.TB, b gateway.Backend, edit func(*gateway.Config)) string {
	t.Helper()
	cfg := gateway.Config{
		Backend: b,
		Authorize: func(r *http.Request) error {
			if r.Header.Get("Authorization") != "Bearer "+goodToken {
				return errors.New("bad API token")
			}
			return nil
		},
		Now: func() time.Time { return time.Unix(1_764_700_000, 0) },
	}
	if edit != nil {
		edit(&cfg)
	}
	srv := httptest.NewServer(gateway.New(cfg))
	t.Cleanup(srv.Close)
	return srv.URL
}
