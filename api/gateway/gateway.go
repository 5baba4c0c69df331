package gateway

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/tensora/tensora/types/tora"
)

// Config configures a Gateway. Zero values take defaults.
type Config struct {
	// Backend runs the jobs; nil: every call answers 503 saying this
	// build has no LLM client.
	Backend Backend
	// Authorize checks a request's credentials before anything else is
	// read; its error is the 401's message. nil refuses every request.
	Authorize func(r *http.Request) error
	// MaxBody bounds a request body (default 4 MiB).
	MaxBody int64
	// DefaultMaxTokens is a chat's max_tokens when the request has none
	// (default 256): OpenAI's default is the model's whole context, and a
	// job's fee is per token, so the gateway bounds it.
	DefaultMaxTokens int
	// MaxTokens is the most a request may ask for (default 8192).
	MaxTokens int
	// Timeout bounds a whole call, from request to last token (default 5m).
	Timeout time.Duration
	// BodyTimeout bounds how long a request body may take to arrive
	// (default 30s).
	BodyTimeout time.Duration
	Logger      *slog.Logger
	Now         func() time.Time
}

func (c *Config) applyDefaults() {
	if c.MaxBody <= 0 {
		c.MaxBody = 4 << 20
	}
	if c.DefaultMaxTokens <= 0 {
		c.DefaultMaxTokens = 256
	}
	if c.MaxTokens <= 0 {
		c.MaxTokens = 8192
	}
	if c.DefaultMaxTokens > c.MaxTokens {
		c.DefaultMaxTokens = c.MaxTokens
	}
	if c.Timeout <= 0 {
		c.Timeout = 5 * time.Minute
	}
	if c.BodyTimeout <= 0 {
		c.BodyTimeout = 30 * time.Second
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	if c.Now == nil {
		c.Now = time.Now
	}
}

// Gateway serves OpenAI's API under /v1/: an http.Handler.
type Gateway struct {
	cfg Config
	log *slog.Logger
	mux *http.ServeMux
}

// New builds a gateway.
func New(cfg Config) *Gateway {
	cfg.applyDefaults()
	g := &Gateway{cfg: cfg, log: cfg.Logger.With("component", "gateway"), mux: http.NewServeMux()}
	g.mux.HandleFunc("POST /v1/chat/completions", g.chat)
	g.mux.HandleFunc("POST /v1/completions", g.completion)
	g.mux.HandleFunc("GET /v1/models", g.models)
	g.mux.HandleFunc("GET /v1/models/{id...}", g.model)
	g.mux.HandleFunc("/v1/", g.unknown)
	return g
}

// ServeHTTP authorizes the request, then routes it.
func (g *Gateway) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if err := g.authorize(r); err != nil {
		g.log.Warn("gateway request refused", "method", r.Method, "path", r.URL.Path, "err", err)
		// The body of a refused request is not read: the connection
		// closes after the answer, and no read waits on the body.
		w.Header().Set("Connection", "close")
		_ = http.NewResponseController(w).SetReadDeadline(time.Now())
		writeError(w, &apiError{status: http.StatusUnauthorized, message: err.Error(), typ: typeInvalid, code: "invalid_api_key"})
		return
	}
	g.mux.ServeHTTP(w, r)
}

func (g *Gateway) authorize(r *http.Request) error {
	if g.cfg.Authorize == nil {
		return errors.New("this gateway has no way to check API tokens: every request is refused")
	}
	return g.cfg.Authorize(r)
}

// unknown answers paths and methods the gateway does not serve.
func (g *Gateway) unknown(w http.ResponseWriter, r *http.Request) {
	allow := ""
	switch r.URL.Path {
	case "/v1/chat/completions", "/v1/completions":
		allow = http.MethodPost
	case "/v1/models":
		allow = http.MethodGet
	}
	if allow != "" {
		w.Header().Set("Allow", allow)
		writeError(w, &apiError{status: http.StatusMethodNotAllowed, typ: typeInvalid, code: "method_not_allowed",
			message: fmt.Sprintf("%s takes %s, not %s", r.URL.Path, allow, r.Method)})
		return
	}
	writeError(w, &apiError{status: http.StatusNotFound, typ: typeInvalid, code: "unknown_url",
		message: fmt.Sprintf("Unknown request URL: %s %s. This gateway serves POST /v1/chat/completions, POST /v1/completions and GET /v1/models (see docs/api.md).", r.Method, r.URL.Path)})
}

// noBackend is the answer of a node built without an LLM client.
var noBackend = &apiError{status: http.StatusServiceUnavailable, typ: typeServer, code: "no_llm_client",
	message: "no LLM client in this build: this node cannot post LLM jobs to the network"}

func (g *Gateway) models(w http.ResponseWriter, r *http.Request) {
	ms, e := g.listModels(r.Context())
	if e != nil {
		writeError(w, e)
		return
	}
	out := ModelList{Object: "list", Data: make([]ModelObject, 0, len(ms))}
	for _, m := range ms {
		out.Data = append(out.Data, modelObject(m))
	}
	writeJSON(w, http.StatusOK, out)
}

func (g *Gateway) model(w http.ResponseWriter, r *http.Request) {
	ms, e := g.listModels(r.Context())
	if e != nil {
		writeError(w, e)
		return
	}
	id := r.PathValue("id")
	for _, m := range ms {
		if m.ID == id {
			writeJSON(w, http.StatusOK, modelObject(m))
			return
		}
	}
	writeError(w, modelNotFound(id))
}

func (g *Gateway) listModels(ctx context.Context) ([]Model, *apiError) {
	if g.cfg.Backend == nil {
		return nil, noBackend
	}
	ms, err := g.cfg.Backend.Models(ctx)
	if err != nil {
		return nil, &apiError{status: http.StatusInternalServerError, typ: typeServer, message: fmt.Sprintf("list models: %v", err)}
	}
	ms = slices.Clone(ms)
	slices.SortFunc(ms, func(a, b Model) int { return strings.Compare(a.ID, b.ID) })
	return ms, nil
}

func modelObject(m Model) ModelObject {
	o := ModelObject{ID: m.ID, Object: "model", OwnedBy: "tensora", Tensora: ModelExtension{Miners: m.Miners}}
	if !m.Created.IsZero() {
		o.Created = m.Created.Unix()
	}
	if m.MinPricePer1k != nil {
		o.Tensora.MinPricePer1k = tora.Format(m.MinPricePer1k)
	}
	return o
}

func modelNotFound(id string) *apiError {
	return &apiError{status: http.StatusNotFound, typ: typeInvalid, param: "model", code: "model_not_found",
		message: fmt.Sprintf("The model `%s` does not exist or no miner advertises it now (GET /v1/models lists the models on offer).", id)}
}

func (g *Gateway) chat(w http.ResponseWriter, r *http.Request) { g.complete(w, r, chatCall) }
func (g *Gateway) completion(w http.ResponseWriter, r *http.Request) {
	g.complete(w, r, completionCall)
}

// complete serves both completion calls: read and check the request, run
// the job, answer whole or streamed.
func (g *Gateway) complete(w http.ResponseWriter, r *http.Request, k kind) {
	if g.cfg.Backend == nil {
		writeError(w, noBackend)
		return
	}
	body, e := g.readBody(w, r)
	if e != nil {
		writeError(w, e)
		return
	}
	p, e := parseRequest(body, k, g.cfg.DefaultMaxTokens, g.cfg.MaxTokens)
	if e != nil {
		writeError(w, e)
		return
	}
	if len(p.ignored) > 0 {
		// The network pins sampling so that validators can re-run a
		// result; say what had no effect rather than pretend.
		w.Header().Set("X-Tensora-Ignored", strings.Join(p.ignored, ","))
	}
	ctx, cancel := context.WithTimeout(r.Context(), g.cfg.Timeout)
	defer cancel()
	c := call{g: g, w: w, kind: k, p: p, id: newID(k), created: g.cfg.Now().Unix()}
	w.Header().Set("X-Request-Id", c.id)
	if p.stream {
		c.stream(ctx, r)
		return
	}
	res, err := g.cfg.Backend.Chat(ctx, p.req, nil)
	if err == nil && res == nil {
		err = errors.New("the LLM client returned no result")
	}
	if err != nil {
		writeError(w, g.jobError(ctx, r, p.req, err))
		return
	}
	c.whole(res)
}

// readBody reads the body up to MaxBody within BodyTimeout.
func (g *Gateway) readBody(w http.ResponseWriter, r *http.Request) ([]byte, *apiError) {
	_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(g.cfg.BodyTimeout))
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, g.cfg.MaxBody))
	_ = http.NewResponseController(w).SetReadDeadline(time.Time{})
	if err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			return nil, &apiError{status: http.StatusRequestEntityTooLarge, typ: typeInvalid, code: "request_too_large",
				message: fmt.Sprintf("request body over %d bytes", mb.Limit)}
		}
		return nil, invalid("", "invalid_body", fmt.Sprintf("read the request body: %v", err))
	}
	return body, nil
}

// jobError maps a failed job to its answer.
func (g *Gateway) jobError(ctx context.Context, r *http.Request, req Request, err error) *apiError {
	switch {
	case errors.Is(err, ErrUnknownModel):
		return modelNotFound(req.Model)
	case errors.Is(err, ErrBadRequest):
		return invalid("", "invalid_request", err.Error())
	case errors.Is(err, ErrInsufficientFunds):
		return &apiError{status: http.StatusPaymentRequired, typ: typeQuota, code: "insufficient_escrow",
			message: fmt.Sprintf("the node's escrow cannot pay for this job: %v (deposit with `tensora escrow deposit`)", err)}
	case errors.Is(err, ErrNoMiner):
		return &apiError{status: http.StatusServiceUnavailable, typ: typeServer, code: "no_miner", message: err.Error()}
	case r.Context().Err() != nil:
		// The client went away; nobody reads this.
		return &apiError{status: 499, typ: typeServer, code: "client_closed", message: "client closed the request"}
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return &apiError{status: http.StatusGatewayTimeout, typ: typeServer, code: "timeout",
			message: fmt.Sprintf("the job did not finish within the gateway's %s: %v", g.cfg.Timeout, err)}
	}
	g.log.Warn("LLM job failed", "model", req.Model, "err", err)
	return &apiError{status: http.StatusBadGateway, typ: typeServer, code: "job_failed", message: fmt.Sprintf("the job failed: %v", err)}
}

// newID is a completion id in OpenAI's style: a prefix and random hex.
func newID(k kind) string {
	var b [12]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read does not fail (Go 1.24+)
	if k == chatCall {
		return "chatcmpl-" + hex.EncodeToString(b[:])
	}
	return "cmpl-" + hex.EncodeToString(b[:])
}
