package api

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/api/gateway"
	"github.com/tensora/tensora/node"
)

// DefaultListen is where the API listens unless told otherwise: loopback
// only, the API is for the operator of this machine.
const DefaultListen = "127.0.0.1:5190"

// Config configures a Server. Zero values take defaults.
type Config struct {
	Listen string // default DefaultListen; "127.0.0.1:0" picks a free port
	// Allow lists signers, besides the node's own address, whose signed
	// requests may change things (post, cancel, claim, upload).
	Allow []common.Address
	// Gatherer backs GET /metrics (nil: the route answers 404 saying so).
	Gatherer prometheus.Gatherer
	MaxSkew  time.Duration // signed requests' clock window (default 1m)
	// MaxUpload bounds an uploaded model or input (default 256 MiB).
	MaxUpload int64
	// Tick is how often live metrics are sampled and streamed (default 1s).
	Tick time.Duration
	// History is how many metric samples GET /api/v1/metrics returns for
	// charts to start from (default 300).
	History int
	Logger  *slog.Logger
	Now     func() time.Time
	// AllowRemote lets the server listen on a non-loopback address. Off,
	// Start refuses one: the API's reads are unauthenticated, so it is for
	// this machine (put an authenticating TLS proxy in front otherwise).
	AllowRemote bool
	// LLM runs the OpenAI-compatible gateway's jobs (/v1/...): the node's
	// LLM client. nil: the gateway answers 503 (no LLM client in this
	// build), after checking the caller's token as always.
	LLM gateway.Backend
	// GatewayURIs are further base URLs whose API tokens the gateway
	// accepts, e.g. an authenticating TLS proxy's https://node.example/v1;
	// it always accepts its own (http://127.0.0.1:<port>/v1, and
	// localhost's).
	GatewayURIs []string
	// PerToken bounds the gateway requests one API token (its signer and
	// nonce) has in flight; more are answered 429 (default 4). Each
	// reserves up to its max fee of the node's escrow.
	PerToken int
	// ChainFile and Network say where the node's chain was configured,
	// for GET /api/v1/info (InfoResponse).
	ChainFile, Network string
	// RevokedFile keeps the sessions ended by DELETE /api/v1/session
	// (`tensora logout`) across restarts ("": in memory only).
	RevokedFile string
}

func (c *Config) applyDefaults() {
	if c.Listen == "" {
		c.Listen = DefaultListen
	}
	if c.MaxSkew <= 0 {
		c.MaxSkew = time.Minute
	}
	if c.MaxUpload <= 0 {
		c.MaxUpload = 256 << 20
	}
	if c.Tick <= 0 {
		c.Tick = time.Second
	}
	if c.History <= 0 {
		c.History = 300
	}
	if c.PerToken <= 0 {
		c.PerToken = 4
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	if c.Now == nil {
		c.Now = time.Now
	}
}

// Server is a node's local HTTP API and dashboard.
type Server struct {
	n    *node.Node
	cfg  Config
	log  *slog.Logger
	auth *auth.Verifier
	mon  *monitor
	gw   *gateway.Gateway
	srv  *http.Server
	ln   net.Listener

	// chainID is the chain the node settles on (0: none), which API
	// tokens may name; read from the node at the first token check.
	chainOnce sync.Once
	chainID   uint64

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	upload chan struct{} // bounds uploads buffered at once

	mu       sync.Mutex
	posts    map[string]context.CancelFunc // jobs posted through the API, still running
	inFlight map[string]int                // gateway requests in flight by token (signer and nonce)
	minted   map[string]minted             // tokens POST /token minted, by nonce, until they expire

	closeOnce sync.Once
	closeErr  error
}

// New builds a server for n; nothing listens until Start.
func New(n *node.Node, cfg Config) *Server {
	cfg.applyDefaults()
	if cfg.Gatherer == nil {
		cfg.Gatherer = n.Gatherer()
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Server{
		n: n, cfg: cfg, log: cfg.Logger.With("component", "api"),
		auth:   auth.New(n.Address(), cfg.MaxSkew, cfg.Now(), append([]common.Address{n.Address()}, cfg.Allow...)...),
		upload: make(chan struct{}, 2),
		ctx:    ctx,
		cancel: cancel,
		posts:  make(map[string]context.CancelFunc),

		inFlight: make(map[string]int),
		minted:   make(map[string]minted),
	}
	s.mon = newMonitor(n, cfg.Tick, cfg.History)
	s.gw = gateway.New(gateway.Config{Backend: cfg.LLM, Authorize: s.bearer, Logger: s.log, Now: cfg.Now})
	s.srv = &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second, BaseContext: func(net.Listener) context.Context { return ctx }}
	return s
}

// Start listens and serves until Close.
func (s *Server) Start(ctx context.Context) error {
	if !s.cfg.AllowRemote {
		host, _, err := net.SplitHostPort(s.cfg.Listen)
		if err != nil {
			return fmt.Errorf("api: listen address %q: %w", s.cfg.Listen, err)
		}
		if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
			return fmt.Errorf("api: refusing to listen on %s: the local API is for this machine, use 127.0.0.1 (its reads are not authenticated)", s.cfg.Listen)
		}
	}
	if err := s.loadRevoked(); err != nil {
		return err
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", s.cfg.Listen)
	if err != nil {
		return fmt.Errorf("api: listen on %s: %w (is another node running? set api in config.toml or --api)", s.cfg.Listen, err)
	}
	s.ln = ln
	s.wg.Add(2)
	go func() {
		defer s.wg.Done()
		s.mon.run(s.ctx)
	}()
	go func() {
		defer s.wg.Done()
		if err := s.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.log.Error("api server stopped", "err", err)
		}
	}()
	s.log.Info("local API and dashboard", "url", s.URL())
	return nil
}

// Addr is the address the server listens on (after Start).
func (s *Server) Addr() string {
	if s.ln == nil {
		return s.cfg.Listen
	}
	return s.ln.Addr().String()
}

// URL is the dashboard's address.
func (s *Server) URL() string { return "http://" + s.Addr() + "/" }

// GatewayURL is the OpenAI-compatible gateway's base URL, what an OpenAI
// client takes as its base URL and an API token names.
func (s *Server) GatewayURL() string { return "http://" + s.Addr() + "/v1" }

// gatewayURIs are the base URLs API tokens may name: the gateway's own,
// the same port under the other loopback name, and the configured ones.
func (s *Server) gatewayURIs() []string {
	uris := []string{s.GatewayURL()}
	if host, port, err := net.SplitHostPort(s.Addr()); err == nil {
		switch ip := net.ParseIP(host); {
		case host == "localhost":
			uris = append(uris, "http://"+net.JoinHostPort("127.0.0.1", port)+"/v1")
		case ip != nil && ip.IsLoopback():
			uris = append(uris, "http://"+net.JoinHostPort("localhost", port)+"/v1")
		}
	}
	return append(uris, s.cfg.GatewayURIs...)
}

// apiURIs are the base URLs sessions may name: the gateway's, without
// its /v1.
func (s *Server) apiURIs() []string {
	var uris []string
	for _, u := range s.gatewayURIs() {
		uris = append(uris, strings.TrimSuffix(strings.TrimSuffix(u, "/"), "/v1"))
	}
	return uris
}

// session checks the session an Authorization: Bearer header carries.
func (s *Server) session(r *http.Request) (auth.Token, error) {
	tok, err := auth.BearerToken(r)
	if err != nil {
		return auth.Token{}, err
	}
	s.chainOnce.Do(func() { s.chainID = s.n.Info().ChainID })
	return s.auth.VerifySession(tok, s.cfg.Now(), auth.Audience{URIs: s.apiURIs(), ChainID: s.chainID})
}

// authorize checks a mutating request's credential from its headers,
// before its body is read: a per-request signature, or else a session
// (`tensora login`) as the bearer. It returns the signer and, for a
// signature, the hash the body must have; a session does not cover the
// body (nil).
func (s *Server) authorize(r *http.Request) (common.Address, *common.Hash, error) {
	if carriesSession(r) {
		t, err := s.session(r)
		return t.Signer, nil, err
	}
	signer, bodyHash, err := s.auth.VerifyHeaders(r, s.cfg.Now())
	if errors.Is(err, auth.ErrMissing) {
		err = fmt.Errorf("%w; or send a session (`tensora login`) as Authorization: Bearer", err)
	}
	return signer, &bodyHash, err
}

// carriesSession says whether a mutating request is authorized by a
// session (a bearer and no per-request signature) rather than signed.
func carriesSession(r *http.Request) bool {
	return r.Header.Get(auth.HeaderSignature) == "" && r.Header.Get(auth.HeaderTime) == "" && r.Header.Get("Authorization") != ""
}

// bearer checks an OpenAI-style request's API token: the gateway's
// Authorize. Tokens are checked by the same Verifier, allow list and node
// address as signed requests.
func (s *Server) bearer(r *http.Request) error {
	tok, err := auth.BearerToken(r)
	if err != nil {
		return err
	}
	s.chainOnce.Do(func() { s.chainID = s.n.Info().ChainID })
	t, err := s.auth.VerifyToken(tok, s.cfg.Now(), auth.Audience{URIs: s.gatewayURIs(), ChainID: s.chainID})
	if err != nil {
		return err
	}
	return s.mintedStillGood(t)
}

// perToken admits at most PerToken requests per API token at once into
// the gateway; the rest get OpenAI's 429. The token is only parsed here
// (the gateway verifies it next): one with a forged signature is refused
// at once and holds its slot for no longer than that.
func (s *Server) perToken(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tok, err := auth.BearerToken(r)
		if err != nil || r.Method != http.MethodPost {
			next.ServeHTTP(w, r)
			return
		}
		t, _, err := auth.ParseToken(tok)
		if err != nil {
			next.ServeHTTP(w, r)
			return
		}
		key := t.Signer.Hex() + "/" + t.Nonce
		s.mu.Lock()
		busy := s.inFlight[key] >= s.cfg.PerToken
		if !busy {
			s.inFlight[key]++
		}
		s.mu.Unlock()
		if busy {
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Retry-After", "1")
			w.WriteHeader(http.StatusTooManyRequests)
			_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{
				"message": fmt.Sprintf("this API token already has %d requests in flight, this node's limit (per_token): retry when one finishes", s.cfg.PerToken),
				"type":    "requests", "param": nil, "code": "rate_limit_exceeded",
			}})
			return
		}
		defer func() {
			s.mu.Lock()
			if s.inFlight[key]--; s.inFlight[key] <= 0 {
				delete(s.inFlight, key)
			}
			s.mu.Unlock()
		}()
		next.ServeHTTP(w, r)
	})
}

// Close stops the server: live event streams end, posted jobs are
// cancelled, and it waits for its goroutines.
func (s *Server) Close() error {
	s.closeOnce.Do(func() {
		s.cancel()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if s.ln != nil {
			s.closeErr = s.srv.Shutdown(ctx)
		}
		s.wg.Wait()
	})
	return s.closeErr
}

// Handler is the API's routes, for tests and embedding.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/v1/info", s.getInfo)
	mux.HandleFunc("GET /api/v1/peers", s.getPeers)
	mux.HandleFunc("GET /api/v1/adverts", s.getAdverts)
	mux.HandleFunc("GET /api/v1/jobs", s.getJobs)
	mux.HandleFunc("GET /api/v1/jobs/{id}", s.getJob)
	mux.HandleFunc("GET /api/v1/batches", s.getBatches)
	mux.HandleFunc("GET /api/v1/balances", s.getBalances)
	mux.HandleFunc("GET /api/v1/metrics", s.getMetrics)
	mux.HandleFunc("GET /api/v1/usage", s.getUsage)
	mux.HandleFunc("GET /api/v1/swaps", s.getSwaps)
	mux.HandleFunc("GET /api/v1/events", s.events)
	mux.HandleFunc("GET /api/v1/validations", s.getValidations)
	mux.HandleFunc("GET /api/v1/content", s.listContent)
	mux.HandleFunc("GET /api/v1/content/{cid}", s.getContent)
	mux.HandleFunc("POST /api/v1/content", s.signed(s.cfg.MaxUpload, s.postContent))
	mux.HandleFunc("POST /api/v1/content/{cid}/fetch", s.signed(maxJSON, s.fetchContent))
	mux.HandleFunc("GET /api/v1/session", s.getSession)
	mux.HandleFunc("GET /api/v1/proof", s.getProof)
	mux.HandleFunc("DELETE /api/v1/session", s.deleteSession)
	mux.HandleFunc("POST /api/v1/token", s.signed(maxJSON, s.postToken))
	mux.HandleFunc("POST /api/v1/jobs", s.signed(maxJSON, s.postJob))
	mux.HandleFunc("POST /api/v1/jobs/{id}/cancel", s.signed(maxJSON, s.cancelJob))
	mux.HandleFunc("POST /api/v1/claim", s.signed(maxJSON, s.claim))
	// The OpenAI-compatible gateway: bearer tokens, OpenAI's shapes.
	mux.Handle("/v1/", s.perToken(s.gw))
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/v1/claim" || strings.HasSuffix(r.URL.Path, "/cancel") {
			w.Header().Set("Allow", "POST")
			writeError(w, http.StatusMethodNotAllowed, fmt.Errorf("%s takes POST, signed (see docs/api.md)", r.URL.Path))
			return
		}
		writeError(w, http.StatusNotFound, fmt.Errorf("no such API call: %s %s (see docs/api.md)", r.Method, r.URL.Path))
	})
	if s.cfg.Gatherer != nil {
		mux.Handle("GET /metrics", promhttp.HandlerFor(s.cfg.Gatherer, promhttp.HandlerOpts{ErrorLog: slogPrinter{s.log}}))
	} else {
		mux.HandleFunc("GET /metrics", func(w http.ResponseWriter, _ *http.Request) {
			writeError(w, http.StatusNotFound, errors.New("this node runs without a metrics registry"))
		})
	}
	mux.Handle("/", dashboard())
	return s.checkHost(mux)
}

// checkHost refuses requests whose Host is not this machine's loopback
// name: a web page cannot then reach the API through DNS rebinding (its
// own name resolving to 127.0.0.1) and read the node's jobs or balances.
func (s *Server) checkHost(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		if hh, _, err := net.SplitHostPort(host); err == nil {
			host = hh
		}
		host = strings.Trim(host, "[]")
		ip := net.ParseIP(host)
		if !s.cfg.AllowRemote && host != "localhost" && (ip == nil || !ip.IsLoopback()) {
			msg := fmt.Sprintf("host %q not allowed: use http://127.0.0.1:<port>/", r.Host)
			if strings.HasPrefix(r.URL.Path, "/v1/") {
				gateway.WriteError(w, http.StatusForbidden, "invalid_request_error", "host_not_allowed", msg)
				return
			}
			writeError(w, http.StatusForbidden, errors.New(msg))
			return
		}
		h.ServeHTTP(w, r)
	})
}

type slogPrinter struct{ log *slog.Logger }

func (p slogPrinter) Println(v ...any) { p.log.Warn(fmt.Sprint(v...)) }

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
}

func writeError(w http.ResponseWriter, status int, err error) {
	writeJSON(w, status, apitypes.Error{Error: err.Error()})
}

// maxJSON bounds the body of the JSON calls (post, cancel, claim).
const maxJSON = 1 << 20

// signed wraps a mutating handler. The signature, which covers the
// body's hash (auth.HeaderBody), is verified from the headers before a
// byte of the body is read, so only an allowed signer can make the node
// read a body (an unsigned, forged or stale request costs nothing and
// cannot hold an upload slot); the body is then read up to limit within a
// deadline, and must hash to what was signed.
func (s *Server) signed(limit int64, h func(http.ResponseWriter, *http.Request, []byte)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		signer, bodyHash, err := s.authorize(r)
		if err != nil {
			s.refuse(w, r, signer, err)
			return
		}
		if limit > maxJSON {
			select {
			case s.upload <- struct{}{}:
				defer func() { <-s.upload }()
			default:
				writeError(w, http.StatusTooManyRequests, errors.New("two uploads are already running: retry when one ends"))
				return
			}
		}
		// A body that trickles in cannot hold the handler (or an upload
		// slot) for ever.
		_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(bodyTimeout(limit)))
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
		if err != nil {
			var mb *http.MaxBytesError
			if errors.As(err, &mb) {
				writeError(w, http.StatusRequestEntityTooLarge, fmt.Errorf("request body over %d bytes", mb.Limit))
				return
			}
			writeError(w, http.StatusBadRequest, fmt.Errorf("read body: %w", err))
			return
		}
		if bodyHash != nil {
			if err := auth.BodyMatches(body, *bodyHash); err != nil {
				s.refuse(w, r, signer, err)
				return
			}
		}
		h(w, r.WithContext(context.WithValue(r.Context(), signerKey{}, signer)), body)
	}
}

// signerKey is the context key under which signed hands its handler the
// request's signer (a common.Address).
type signerKey struct{}

// bodyTimeout is how long a signed request's body may take to arrive:
// 30 s for a JSON call, and for an upload as long as 256 MiB takes at
// 1 MiB/s on top.
func bodyTimeout(limit int64) time.Duration {
	if limit <= maxJSON {
		return 30 * time.Second
	}
	return 30*time.Second + time.Duration(limit>>20)*time.Second
}

// refuse answers an authentication failure: 400 for malformed headers,
// 403 for a signer the node does not allow, 401 otherwise.
func (s *Server) refuse(w http.ResponseWriter, r *http.Request, signer common.Address, err error) {
	s.log.Warn("API request refused", "method", r.Method, "path", r.URL.Path, "signer", signer, "err", err)
	// The body of a refused request is never read: the connection closes
	// after the answer, and no read waits on it (net/http would otherwise
	// drain up to 256 KiB of it first, from a sender that may trickle).
	w.Header().Set("Connection", "close")
	_ = http.NewResponseController(w).SetReadDeadline(time.Now())
	status := http.StatusUnauthorized
	switch {
	case errors.Is(err, auth.ErrMalformed):
		status = http.StatusBadRequest
	case errors.Is(err, auth.ErrForbidden):
		status = http.StatusForbidden
	}
	writeError(w, status, err)
}

// decodeBody decodes strict JSON, naming what is wrong and where.
func decodeBody(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			return fmt.Errorf("malformed JSON at byte %d: %v", se.Offset, err)
		case errors.As(err, &te):
			return fmt.Errorf("field %q: want %s, got JSON %s", te.Field, te.Type, te.Value)
		case errors.Is(err, io.EOF):
			return errors.New("empty body: want a JSON object")
		}
		return fmt.Errorf("malformed JSON: %w", err)
	}
	if dec.More() {
		return errors.New("malformed JSON: trailing data after the object")
	}
	return nil
}

func parseJobID(s string) ([32]byte, error) {
	b, err := hex.DecodeString(strings.TrimPrefix(s, "0x"))
	if err != nil || len(b) != 32 {
		return [32]byte{}, fmt.Errorf("job id %q: want 32 bytes of hex", s)
	}
	return [32]byte(b), nil
}

func parseCID(s string) (cid.Cid, error) {
	c, err := cid.Decode(strings.TrimPrefix(s, "ipfs://"))
	if err != nil {
		return cid.Undef, fmt.Errorf("CID %q: %w", s, err)
	}
	return c, nil
}
