package ckks

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/he"
)

// Name is the engine's name, as jobs and adverts spell it.
const Name = ckksjob.Engine

// FormatHE is the model format this engine runs (the model registry's
// "he").
const FormatHE = "he"

// Runtime names the HE library; RuntimeVersion is its version when the
// binary's build information does not say (it is read from there).
const (
	Runtime        = "lattigo"
	RuntimeVersion = "v6.1.1"
	lattigoModule  = "github.com/tuneinsight/lattigo/v6"
)

// EngineVersion is this adapter's version, bumped whenever a change would
// give other output bytes for the same model and request.
const EngineVersion = "1"

// Defaults of Config.
const (
	DefaultKeys         = 2
	DefaultEvaluators   = 4
	DefaultMaxKeysBytes = 512 << 20
	// DefaultMaxCacheBytes bounds the memory the parsed models held take,
	// and again the evaluators': one of the largest of each (an encrypted
	// model's ciphertexts, a plaintext model's encoded diagonals, each up
	// to 1 GiB).
	DefaultMaxCacheBytes = 1 << 30
	// maxModels bounds the parsed models held: an encrypted one holds a
	// ciphertext per diagonal, up to he.MaxEncryptedModelBytes.
	maxModels = 4
)

// ErrNoKeys is wrapped when a request's evaluation keys are not in the
// content store (the node fetches them first: engine.Needer). The
// store's own error is wrapped too.
var ErrNoKeys = errors.New("evaluation keys not in the content store")

// Config configures the engine. Zero values take the defaults.
type Config struct {
	// Keys bounds the parsed evaluation key sets held, tens of MiB each
	// (default 2): a client's keys serve all its models.
	Keys int
	// Evaluators bounds the evaluators held, one per model and keys
	// (default 4). One is dropped with its keys.
	Evaluators int
	// MaxKeysBytes bounds the evaluation keys a run reads (default 512 MiB).
	MaxKeysBytes int64
	// MaxCacheBytes bounds the memory of the parsed models held, and
	// that of the evaluators held (default 1 GiB each); one larger is
	// used for its run and not kept. Counts alone (four models, four
	// evaluators of up to 1 GiB, and encrypted models of up to 1 GiB
	// each) let a client's models hold 8 GiB.
	MaxCacheBytes int64
	// Blobs is the content store keys are read from; a node hands its
	// own over (UseContent), so it may be nil until then.
	Blobs  engine.Blobs
	Logger *slog.Logger
}

// Engine runs he-ckks jobs. It is safe for concurrent use.
type Engine struct {
	cfg     Config
	version string
	env     engine.Env
	envHash [32]byte

	mu     sync.Mutex
	blobs  engine.Blobs
	models lru[*model]
	keys   lru[*he.EvalKeys]
	evals  lru[*he.Evaluator] // by model and keys CID (evalID); safe for concurrent use
	closed bool
	runs   sync.WaitGroup
}

var (
	_ engine.Engine         = (*Engine)(nil)
	_ engine.EnvHasher      = (*Engine)(nil)
	_ engine.ContentUser    = (*Engine)(nil)
	_ engine.Needer         = (*Engine)(nil)
	_ engine.NeedsBounder   = (*Engine)(nil)
	_ engine.RequestChecker = (*Engine)(nil)
)

// New builds the engine.
func New(cfg Config) (*Engine, error) {
	if cfg.Keys < 0 || cfg.Evaluators < 0 || cfg.MaxKeysBytes < 0 || cfg.MaxCacheBytes < 0 {
		return nil, errors.New("ckks: negative limit")
	}
	if cfg.Keys == 0 {
		cfg.Keys = DefaultKeys
	}
	if cfg.Evaluators == 0 {
		cfg.Evaluators = DefaultEvaluators
	}
	if cfg.MaxKeysBytes == 0 {
		cfg.MaxKeysBytes = DefaultMaxKeysBytes
	}
	if cfg.MaxCacheBytes == 0 {
		cfg.MaxCacheBytes = DefaultMaxCacheBytes
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	// A build that fuses multiply-adds encodes plaintext models to other
	// bytes than its validators: it would be slashed although honest.
	if err := he.CheckBuild(); err != nil {
		return nil, fmt.Errorf("ckks: %w", err)
	}
	e := &Engine{cfg: cfg, blobs: cfg.Blobs, version: lattigoVersion()}
	e.resetCaches()
	e.env = engine.Env{
		Engine: Name, EngineVersion: EngineVersion, Runtime: Runtime, RuntimeVersion: e.version,
		ExecutionProvider: "cpu", IntraOpThreads: 1, InterOpThreads: 1, Deterministic: true,
		// Exact integer arithmetic, but the diagonals and inputs are
		// encoded with lattigo's float64 FFT, which Go compiles with fused
		// multiply-adds on arm64 (not on amd64 at the default GOAMD64=v1):
		// the same job may give other bytes on another architecture, so
		// validators compare only within one (the env hash commits to it).
		HardwareClass: "cpu-" + runtime.GOARCH,
	}
	e.envHash = envHash(e.env, he.ParamSets)
	return e, nil
}

// lattigoVersion is lattigo's version as built into this binary, or
// RuntimeVersion where the build information does not say (tests built
// without module information).
func lattigoVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return RuntimeVersion
	}
	for _, d := range bi.Deps {
		if d.Path == lattigoModule {
			if d.Replace != nil && d.Replace.Version != "" {
				return d.Replace.Version
			}
			if d.Version != "" && d.Version != "(devel)" {
				return d.Version
			}
		}
	}
	return RuntimeVersion
}

// The env hash is EIP-712 style, like the proof's Env and the LLM
// engine's: a typed struct hashed field by field, so that it does not
// depend on how Go encodes anything and anyone can recompute it
// (docs/proof.md). It commits to the engine, lattigo's version and every
// parameter set a job may name, moduli and scale included: a set's name
// alone could be redefined. It also commits to the hardware class,
// "cpu-" and GOARCH: results are reproducible byte for byte on one
// architecture (he.TestGoldenEvaluation pins them for amd64), not across
// architectures (see New).
const (
	HEEnvType    = "HEEnv(string engine,string engineVersion,string runtime,string runtimeVersion,bool deterministic,string hardwareClass,ParamSet[] paramSets)" + ParamSetType
	ParamSetType = "ParamSet(string name,uint64 logN,uint64[] logQ,uint64[] logP,uint64 logDefaultScale,uint64 securityBits)"
)

var (
	heEnvTypeHash    = crypto.Keccak256([]byte(HEEnvType))
	paramSetTypeHash = crypto.Keccak256([]byte(ParamSetType))
)

// envHash is hashStruct(HEEnv) of env and ps.
func envHash(env engine.Env, ps []he.ParamSet) [32]byte {
	str := func(v string) []byte { return crypto.Keccak256([]byte(v)) }
	u := func(v uint64) []byte {
		b := make([]byte, 32)
		binary.BigEndian.PutUint64(b[24:], v)
		return b
	}
	ints := func(vs []int) []byte {
		var b []byte
		for _, v := range vs {
			b = append(b, u(uint64(v))...)
		}
		return crypto.Keccak256(b)
	}
	var sets []byte
	for _, p := range ps {
		sets = append(sets, crypto.Keccak256(paramSetTypeHash, str(p.Name), u(uint64(p.LogN)), ints(p.LogQ), ints(p.LogP),
			u(uint64(p.LogDefaultScale)), u(uint64(p.SecurityBits)))...)
	}
	det := uint64(0)
	if env.Deterministic {
		det = 1
	}
	return crypto.Keccak256Hash(heEnvTypeHash, str(env.Engine), str(env.EngineVersion), str(env.Runtime), str(env.RuntimeVersion),
		u(det), str(env.HardwareClass), crypto.Keccak256(sets))
}

// Name is "he-ckks".
func (e *Engine) Name() string { return Name }

// Version is the HE library and its version, e.g. "lattigo v6.1.1".
func (e *Engine) Version() string { return Runtime + " " + e.version }

// Env describes the engine for adverts and views; the proof commits to
// EnvHash, which adds the parameter sets.
func (e *Engine) Env() engine.Env { return e.env }

// EnvHash is hashStruct(HEEnv): the engine, its adapter and lattigo
// versions, the architecture, and every parameter set (engine.EnvHasher).
func (e *Engine) EnvHash() [32]byte { return e.envHash }

// Supports reports whether format is "he".
func (e *Engine) Supports(format string) bool { return format == FormatHE }

// UseContent sets the content store evaluation keys are read from.
func (e *Engine) UseContent(bs engine.Blobs) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.blobs = bs
}

// Needs is the evaluation keys' CID the request names (engine.Needer).
func (e *Engine) Needs(_ string, input []byte) ([]string, error) {
	r, err := ckksjob.ParseRequest(input)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	}
	return []string{r.KeysCID}, nil
}

// NeedsBound is the exact size of the evaluation keys of the request's
// parameter set (engine.NeedsBounder): the keys CID may name anything,
// and nothing larger can be keys.
func (e *Engine) NeedsBound(_ string, input []byte) (int64, error) {
	r, err := ckksjob.ParseRequest(input)
	if err != nil {
		return 0, fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	}
	n, err := he.EvalKeysSize(r.Params)
	if err != nil {
		return 0, fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	}
	return int64(n), nil
}

// CheckRequest refuses, before the ack, a request that does not parse,
// names an unknown parameter set or malformed keys CID, or (for a model
// this engine holds already) another parameter set than the model's or
// more inputs than it packs. The rest is checked when the job runs.
func (e *Engine) CheckRequest(modelCID string, input []byte) error {
	r, err := ckksjob.ParseRequest(input)
	if err != nil {
		return fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	}
	if _, err := he.Lookup(r.Params); err != nil {
		return fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	}
	e.mu.Lock()
	m, ok := e.models.get(modelCID)
	e.mu.Unlock()
	if ok {
		return checkAgainst(r, m)
	}
	return nil
}

// checkAgainst checks a request against the model it is for.
func checkAgainst(r ckksjob.Request, m *model) error {
	if r.Params != m.params {
		return fmt.Errorf("%w: the request is under %s, the model under %s", engine.ErrBadInput, r.Params, m.params)
	}
	if r.Batch > m.maxBatch {
		return fmt.Errorf("%w: %d inputs packed, the model takes at most %d in one ciphertext", engine.ErrBadInput, r.Batch, m.maxBatch)
	}
	// Before keys are read or an evaluator built for it: a ciphertext the
	// model cannot take would cost those for nothing.
	if err := he.CheckInput(m.params, m.depth, r.Ciphertext); err != nil {
		return fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	}
	return nil
}

// Run evaluates the model on the request's ciphertext. A request or keys
// the model cannot take are the client's bad input, a model that does not
// parse or is too deep for its parameter set its bad model.
func (e *Engine) Run(ctx context.Context, req engine.Request) (*engine.Result, error) {
	e.mu.Lock()
	if e.closed {
		e.mu.Unlock()
		return nil, engine.ErrClosed
	}
	e.runs.Add(1)
	e.mu.Unlock()
	defer e.runs.Done()

	start, cpu0 := time.Now(), cpuNow()
	r, err := ckksjob.ParseRequest(req.Input)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	}
	m, err := e.model(req.ModelCID, req.Model)
	if err != nil {
		return nil, err
	}
	if err := checkAgainst(r, m); err != nil {
		return nil, err
	}
	ev, err := e.evaluator(ctx, req.ModelCID, m, r.KeysCID)
	if err != nil {
		return nil, err
	}
	out, err := ev.Evaluate(ctx, r.Ciphertext)
	switch {
	case err == nil:
	case errors.Is(err, he.ErrBadCiphertext):
		return nil, fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	case ctx.Err() != nil:
		return nil, fmt.Errorf("ckks: evaluate: %w", errors.Join(ctx.Err(), err))
	default:
		return nil, fmt.Errorf("ckks: evaluate: %w", err)
	}
	if req.MaxOutputBytes > 0 && int64(len(out)) > req.MaxOutputBytes {
		return nil, fmt.Errorf("%w: %d bytes, the limit is %d", engine.ErrOutputTooLarge, len(out), req.MaxOutputBytes)
	}
	return &engine.Result{Output: out, Usage: engine.Usage{
		Wall: time.Since(start), CPU: cpuNow() - cpu0,
		BytesIn: int64(len(req.Input)), BytesOut: int64(len(out)),
	}}, nil
}

// model is a parsed model of either kind: plaintext weights
// ("tensora-he-model/1") or weights the client encrypted under its own
// key ("tensora-he-encmodel/1", evaluated ciphertext by ciphertext).
type model struct {
	params   string
	maxBatch int
	depth    int // the level a fresh input is at
	plain    *he.Model
	enc      *he.EncryptedModel
}

// memoryBytes is about what the parsed model holds.
func (m *model) memoryBytes() int64 {
	if m.enc != nil {
		return m.enc.MemoryBytes()
	}
	return m.plain.MemoryBytes()
}

// newEvaluator prepares the model for evaluation under keys.
func (m *model) newEvaluator(keys *he.EvalKeys) (*he.Evaluator, error) {
	if m.enc != nil {
		return he.NewEncryptedEvaluator(m.enc, keys)
	}
	return he.NewEvaluator(m.plain, keys)
}

// model returns the parsed model of modelCID, loading it from src once.
func (e *Engine) model(modelCID string, src engine.ModelSource) (*model, error) {
	e.mu.Lock()
	m, ok := e.models.get(modelCID)
	e.mu.Unlock()
	if ok {
		return m, nil
	}
	b, err := src.Load()
	if err != nil {
		return nil, fmt.Errorf("ckks: load model %s: %w", modelCID, err)
	}
	if m, err = parseModel(b); err != nil {
		return nil, err
	}
	e.mu.Lock()
	e.models.put(modelCID, m)
	e.mu.Unlock()
	return m, nil
}

// parseModel reads a model of either kind: a plaintext model is JSON
// with its format tag, an encrypted one a binary encoding (its shape,
// with the tag, in clear). Errors wrap engine.ErrBadModel, and he's
// reason (he.ErrTooDeep among them) stays in the chain.
func parseModel(b []byte) (*model, error) {
	if t := bytes.TrimLeft(b, " \t\r\n"); len(t) > 0 && t[0] == '{' {
		var tag struct {
			Format string `json:"format"`
		}
		_ = json.Unmarshal(b, &tag) // JSON that does not parse: ParseModel says why
		if tag.Format != he.ModelFormat {
			return nil, fmt.Errorf("%w: format %q is not one this engine runs (want %q or %q)", engine.ErrBadModel, tag.Format, he.ModelFormat, he.EncModelFormat)
		}
		m, err := he.ParseModel(b)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", engine.ErrBadModel, err)
		}
		return &model{params: m.Params, maxBatch: m.MaxBatch(), depth: m.Depth(), plain: m}, nil
	}
	em, err := he.ParseEncryptedModel(b)
	if err != nil {
		return nil, fmt.Errorf("%w: neither an HE model (%s) nor an encrypted one: %w", engine.ErrBadModel, he.ModelFormat, err)
	}
	sm := shapeModel(em.Shape())
	return &model{params: em.Shape().Params, maxBatch: sm.MaxBatch(), depth: sm.Depth(), enc: em}, nil
}

// shapeModel is a model of shape s without its weights: what its batch
// bound needs.
func shapeModel(s he.Shape) *he.Model {
	m := &he.Model{Format: he.ModelFormat, Params: s.Params, Input: s.Input, Layers: make([]he.Layer, len(s.Layers))}
	for i, l := range s.Layers {
		m.Layers[i] = he.Layer{Kind: l.Kind, In: l.In, Out: l.Out, Coeffs: l.Coeffs}
	}
	return m
}

// evalID keys the evaluators cache.
func evalID(modelCID, keysCID string) string { return modelCID + "\x00" + keysCID }

// evaluator returns the evaluator of model m with the keys keysCID,
// built on a miss from the cached keys, or from keys read and parsed
// from the content store.
func (e *Engine) evaluator(ctx context.Context, modelCID string, m *model, keysCID string) (*he.Evaluator, error) {
	e.mu.Lock()
	ev, ok := e.evals.get(evalID(modelCID, keysCID))
	keys, haveKeys := e.keys.get(keysCID)
	bs := e.blobs
	e.mu.Unlock()
	if ok {
		return ev, nil
	}
	if !haveKeys {
		var err error
		if keys, err = e.readKeys(ctx, bs, keysCID); err != nil {
			return nil, err
		}
		e.mu.Lock()
		for _, gone := range e.keys.put(keysCID, keys) {
			// An evaluator holds its keys: it goes with them, so
			// at most Config.Keys key sets stay in memory.
			e.evals.drop(func(id string) bool { return strings.HasSuffix(id, "\x00"+gone) })
		}
		e.mu.Unlock()
	}
	if keys.Params() != m.params {
		return nil, fmt.Errorf("%w: the keys %s are for %s, the model is under %s", engine.ErrBadInput, keysCID, keys.Params(), m.params)
	}
	ev, err := m.newEvaluator(keys)
	switch {
	case errors.Is(err, he.ErrBadKeys):
		return nil, fmt.Errorf("%w: keys %s: %w", engine.ErrBadInput, keysCID, err)
	case errors.Is(err, he.ErrBadModel):
		return nil, fmt.Errorf("%w: %w", engine.ErrBadModel, err)
	case err != nil:
		return nil, fmt.Errorf("ckks: evaluator: %w", err)
	}
	e.mu.Lock()
	if _, held := e.keys.get(keysCID); held {
		e.evals.put(evalID(modelCID, keysCID), ev)
	}
	e.mu.Unlock()
	return ev, nil
}

// readKeys reads and parses evaluation keys from the content store.
func (e *Engine) readKeys(ctx context.Context, bs engine.Blobs, keysCID string) (*he.EvalKeys, error) {
	c, err := ckksjob.ParseKeysCID(keysCID)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", engine.ErrBadInput, err)
	}
	if bs == nil {
		return nil, fmt.Errorf("ckks: no content store to read keys from (UseContent): %w", ErrNoKeys)
	}
	rc, size, err := bs.Open(ctx, c)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrNoKeys, keysCID, err)
	}
	defer rc.Close()
	if size > e.cfg.MaxKeysBytes {
		return nil, fmt.Errorf("%w: keys %s: %d bytes, this miner reads at most %d", engine.ErrBadInput, keysCID, size, e.cfg.MaxKeysBytes)
	}
	start := time.Now()
	b, err := io.ReadAll(io.LimitReader(rc, e.cfg.MaxKeysBytes+1))
	if err != nil {
		return nil, fmt.Errorf("ckks: read keys %s: %w", keysCID, err)
	}
	if int64(len(b)) > e.cfg.MaxKeysBytes {
		return nil, fmt.Errorf("%w: keys %s: more than %d bytes", engine.ErrBadInput, keysCID, e.cfg.MaxKeysBytes)
	}
	keys, err := he.ParseEvalKeys(b)
	if err != nil {
		return nil, fmt.Errorf("%w: keys %s: %w", engine.ErrBadInput, keysCID, err)
	}
	e.cfg.Logger.Debug("evaluation keys parsed", "keys", keysCID, "params", keys.Params(), "bytes", len(b), "took", time.Since(start).Round(time.Millisecond))
	return keys, nil
}

// Close waits for runs in flight and drops the caches; it is idempotent.
func (e *Engine) Close() error {
	e.mu.Lock()
	e.closed = true
	e.mu.Unlock()
	e.runs.Wait()
	e.mu.Lock()
	e.resetCaches()
	e.mu.Unlock()
	return nil
}

// resetCaches empties the caches; mu is held, or e is not shared yet.
func (e *Engine) resetCaches() {
	e.models = lru[*model]{max: maxModels, maxBytes: e.cfg.MaxCacheBytes, size: (*model).memoryBytes}
	e.keys = lru[*he.EvalKeys]{max: e.cfg.Keys}
	e.evals = lru[*he.Evaluator]{max: e.cfg.Evaluators, maxBytes: e.cfg.MaxCacheBytes, size: (*he.Evaluator).MemoryBytes}
}

// lru holds up to max values by key, and with size set values of at
// most maxBytes in all, the least recently used dropped first; a value
// larger than maxBytes alone is not held. The engine's caches hold a
// handful: a slice is enough.
type lru[V any] struct {
	max      int
	maxBytes int64
	size     func(V) int64 // nil: only max bounds it
	entries  []lruEntry[V] // most recently used last
}

func (c *lru[V]) bytes() int64 {
	var n int64
	for _, en := range c.entries {
		n += c.size(en.v)
	}
	return n
}

type lruEntry[V any] struct {
	key string
	v   V
}

func (c *lru[V]) get(key string) (V, bool) {
	for i, en := range c.entries {
		if en.key == key {
			c.entries = append(append(c.entries[:i:i], c.entries[i+1:]...), en)
			return en.v, true
		}
	}
	var zero V
	return zero, false
}

// put holds v under key and returns the keys it dropped to stay within
// max.
func (c *lru[V]) put(key string, v V) (dropped []string) {
	c.drop(func(k string) bool { return k == key })
	if c.size != nil {
		sz := c.size(v)
		if sz > c.maxBytes {
			return nil // used for its run, not held
		}
		n := 0
		for held := c.bytes(); n < len(c.entries) && held+sz > c.maxBytes; n++ {
			held -= c.size(c.entries[n].v)
		}
		n = max(n, len(c.entries)-c.max+1)
		for _, en := range c.entries[:n] {
			dropped = append(dropped, en.key)
		}
		c.entries = append([]lruEntry[V](nil), c.entries[n:]...)
		c.entries = append(c.entries, lruEntry[V]{key, v})
		return dropped
	}
	if n := len(c.entries) - c.max + 1; n > 0 {
		for _, en := range c.entries[:n] {
			dropped = append(dropped, en.key)
		}
		// A new array: the old one would keep the dropped values (keys
		// of tens of MiB) reachable.
		c.entries = append([]lruEntry[V](nil), c.entries[n:]...)
	}
	c.entries = append(c.entries, lruEntry[V]{key, v})
	return dropped
}

// drop removes the entries whose key matches.
func (c *lru[V]) drop(match func(key string) bool) {
	kept := c.entries[:0]
	for _, en := range c.entries {
		if !match(en.key) {
			kept = append(kept, en)
		}
	}
	clear(c.entries[len(kept):]) // no reference to a dropped value stays behind
	c.entries = kept
}
