package engine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	"github.com/ipfs/go-cid"

	"github.com/tensora/tensora/tensor"
)

// Model formats an engine may support.
const (
	FormatONNX = "onnx"
)

// Engine executes inference jobs. Implementations are safe for concurrent
// use; Close waits for runs in flight and is idempotent.
type Engine interface {
	// Name is the engine's name as jobs and adverts spell it ("onnx").
	Name() string
	// Version is the runtime's name and version, e.g. "onnxruntime 1.30.0".
	Version() string
	// Env is everything that determines the bytes of a result; it feeds
	// the env hash of a proof of compute.
	Env() Env
	// Supports reports whether the engine can run models in format.
	Supports(format string) bool
	// Run executes one inference.
	Run(ctx context.Context, req Request) (*Result, error)
	Close() error
}

// EnvHasher is implemented by engines whose environment is not described
// by Env's ONNX-shaped fields (the LLM engine: server, model, sampler
// settings): its EnvHash is what a proof of compute commits to instead
// of the hash of Env.
type EnvHasher interface {
	EnvHash() [32]byte
}

// ModelServer is implemented by engines that serve a fixed set of models,
// warm (the LLM engine serves the one its server was started with): a
// miner advertises them and takes jobs for no other.
type ModelServer interface {
	ServedModels() []string
}

// ClaimChecker is implemented by engines that can confirm a claimed
// output more cheaply than by running the job again (the LLM engine on a
// server with prefill checks). CheckClaim reports true only when claimed
// is confirmed as the output of req; false means undecided and the caller
// re-executes: a failed check is never evidence against a result by
// itself. Wall is the time the check took.
type ClaimChecker interface {
	// CanCheckClaims reports whether CheckClaim can confirm anything (the
	// server supports the check), before the caller fetches a claim.
	CanCheckClaims() bool
	CheckClaim(ctx context.Context, req Request, claimed []byte) (ok bool, wall time.Duration, err error)
}

// ModelFiler is implemented by model servers that serve a model from a
// file on this host (the LLM engine's GGUF): a node takes the model's
// hash from that file, read as a stream once, and never fetches or loads
// the model per job. ok is false for a CID the engine does not serve.
type ModelFiler interface {
	ServedModelFile(cid string) (path string, ok bool)
}

// Blobs is the node's content store as an engine reads it
// (content.Store satisfies it).
type Blobs interface {
	Add(ctx context.Context, r io.Reader, name string, progress func(done int64)) (cid.Cid, int64, error)
	Open(ctx context.Context, c cid.Cid) (io.ReadSeekCloser, int64, error)
}

// ContentUser is implemented by engines that read what a job needs from
// the node's content store (the container engine reads pulled images):
// a node hands its store over when it is built, before any run.
type ContentUser interface {
	UseContent(bs Blobs)
}

// Needer is implemented by content users whose runs read content beyond
// the job's model and input from the node's content store (the HE
// engine reads the client's evaluation keys). Needs lists the CIDs a run
// of input would read; the node fetches each from the job's providers
// into its store before the run (a miner and a validator alike), so the
// engine only ever reads local content. An error means the input is
// malformed and wraps ErrBadInput: the client's fault.
type Needer interface {
	Needs(modelCID string, input []byte) ([]string, error)
}

// NeedsBounder is implemented by a Needer that knows, from the input
// alone, how large each piece of content it needs may be (he-ckks: the
// exact size of the request's parameter set's evaluation keys), so that
// the node fetches no more than that instead of its model limit.
type NeedsBounder interface {
	NeedsBound(modelCID string, input []byte) (int64, error)
}

// RequestChecker is implemented by engines that can tell from a job's
// input alone whether they would run it (the container engine: a valid
// request for the job's image within this miner's limits), so a miner
// declines what it cannot run instead of acknowledging it and failing.
type RequestChecker interface {
	CheckRequest(modelCID string, input []byte) error
}

// Inspector is implemented by engines that can describe a model's inputs
// and outputs without running it (the ONNX engine does).
type Inspector interface {
	Inspect(ctx context.Context, modelCID string, model ModelSource) (*ModelInfo, error)
}

// Env describes the execution environment of an engine. Two runs with
// equal Envs are expected to give byte-identical outputs for the same model
// and input. It mirrors proof.Env field for field.
type Env struct {
	Engine            string // "onnx"
	EngineVersion     string // version of Tensora's adapter, bumped when it changes result bytes
	Runtime           string // "onnxruntime"
	RuntimeVersion    string // "1.30.0"
	ExecutionProvider string // "cpu", "cuda"
	IntraOpThreads    int
	InterOpThreads    int
	Deterministic     bool   // fixed threading and sequential execution: repeatable bytes
	HardwareClass     string // "cpu-x86_64-avx2", "gpu-nvidia-h100", ...
}

// ModelSource gives an engine a model's bytes: Path names a file on local
// disk, Bytes holds them in memory, or Open reads them on demand (an
// engine that holds the model by its CID never calls it, so a miner's
// cached model is not read from its store for every job). Exactly one
// must be set.
type ModelSource struct {
	Path  string
	Bytes []byte
	Open  func() ([]byte, error)
}

// ModelFile is a ModelSource for a file on disk.
func ModelFile(path string) ModelSource { return ModelSource{Path: path} }

// ModelBytes is a ModelSource for a model held in memory.
func ModelBytes(b []byte) ModelSource { return ModelSource{Bytes: b} }

// ModelReader is a ModelSource read by open when an engine needs the bytes.
func ModelReader(open func() ([]byte, error)) ModelSource { return ModelSource{Open: open} }

// Load returns the model's bytes.
func (m ModelSource) Load() ([]byte, error) {
	set := 0
	for _, ok := range []bool{m.Path != "", m.Bytes != nil, m.Open != nil} {
		if ok {
			set++
		}
	}
	switch {
	case set > 1:
		return nil, errors.New("model source has more than one of a path, bytes and a reader")
	case m.Bytes != nil:
		return m.Bytes, nil
	case m.Open != nil:
		return m.Open()
	case m.Path != "":
		b, err := os.ReadFile(m.Path)
		if err != nil {
			return nil, fmt.Errorf("read model: %w", err)
		}
		return b, nil
	}
	return nil, errors.New("model source is empty")
}

// Request is one inference. Input is a safetensors file holding exactly the
// model's inputs by name. Engines cache loaded models by ModelCID and trust
// it: a request whose CID is cached runs the cached model whatever Model
// says, so callers must derive the CID from the model's bytes.
type Request struct {
	ModelCID string
	Model    ModelSource
	Input    []byte
	// MaxOutputBytes bounds the encoded output; 0 means no bound.
	MaxOutputBytes int64
	// Partial, if set, receives pieces of the output as the engine
	// produces them, in order, before Run returns (the LLM engine: the
	// completion's text as its server streams it). They are a preview,
	// not the output: Result.Output is. Engines that do not stream never
	// call it. It must not block; it is called from one goroutine.
	Partial func(piece []byte)
	// Phase, if set, is told when a run enters a phase after its start
	// that a watcher should see ("collecting": the container engine
	// gathering /out). Engines with one phase never call it. It must not
	// block.
	Phase func(name string)
}

// Result is the outcome of a run. Output is canonical safetensors
// (tensor.Encode), ready to hash and store.
type Result struct {
	Output []byte
	Usage  Usage
}

// Usage is what a run consumed, for billing and the usage oracle (M22).
// Implementations document how they measure CPU and memory.
type Usage struct {
	Wall         time.Duration
	CPU          time.Duration
	PeakRSSDelta int64 // bytes the process's peak resident set grew by during the run
	BytesIn      int64 // size of the request's input
	BytesOut     int64 // size of the result's output
}

// Errors callers branch on.
var (
	// ErrBadInput: the request's input does not fit the model (malformed
	// safetensors, missing, unknown or mistyped tensors). The client's
	// fault, not the miner's. *InputError wraps it.
	ErrBadInput = errors.New("bad input")
	// ErrBadModel: the model cannot be loaded (corrupt or not this
	// engine's format). The client's fault too.
	ErrBadModel = errors.New("bad model")
	// ErrUnsupported: a valid model or input this engine cannot handle
	// (an operator, tensor type or feature it lacks).
	ErrUnsupported = errors.New("unsupported")
	// ErrOutputTooLarge: the output exceeds Request.MaxOutputBytes.
	ErrOutputTooLarge = errors.New("output too large")
	// ErrModelTooLarge: the model declares an output or intermediate
	// tensor larger than the engine's limit or the request's output limit
	// (a crafted model can declare exabytes in a hundred bytes). It is
	// checked when the model loads and before any buffer is allocated; a
	// bad model, so errors.Is(err, ErrBadModel) holds too.
	ErrModelTooLarge = fmt.Errorf("%w: declares tensors larger than the limit", ErrBadModel)
	// ErrClosed: the engine has been closed.
	ErrClosed = errors.New("engine closed")
)

// InputError reports an input tensor that does not match the model's
// declaration. Expected or Actual is empty for a missing or unknown tensor.
type InputError struct {
	Tensor   string
	Expected string // e.g. "float32[1,512]"
	Actual   string
}

func (e *InputError) Error() string {
	switch {
	case e.Actual == "":
		return fmt.Sprintf("input %q: missing, expected %s", e.Tensor, e.Expected)
	case e.Expected == "":
		return fmt.Sprintf("input %q: not an input of the model (got %s)", e.Tensor, e.Actual)
	}
	return fmt.Sprintf("input %q: expected %s, got %s", e.Tensor, e.Expected, e.Actual)
}

// Is makes errors.Is(err, ErrBadInput) true for an *InputError.
func (e *InputError) Is(target error) bool { return target == ErrBadInput }

// TensorSpec is a model's declaration of one input or output. A negative
// dimension is dynamic: any size matches it. A nil Shape means the model
// declares no shape at all (any rank matches); a scalar's is empty, not nil.
type TensorSpec struct {
	Name  string
	DType tensor.DType
	Shape []int64
}

// String is e.g. "float32[?,512]", or "float32[*]" without a shape.
func (s TensorSpec) String() string {
	if s.Shape == nil {
		return typeName(s.DType) + "[*]"
	}
	return TypeString(s.DType, s.Shape)
}

// ModelInfo is a model's declared inputs and outputs, in model order.
type ModelInfo struct {
	Inputs  []TensorSpec
	Outputs []TensorSpec
}

// TypeString formats a dtype and shape the way errors show them:
// "float32[1,512]", "int64[]" for a scalar, "?" for a dynamic dimension.
func TypeString(d tensor.DType, shape []int64) string {
	return typeName(d) + tensor.ShapeString(shape)
}

func typeName(d tensor.DType) string {
	switch d {
	case tensor.BOOL:
		return "bool"
	case tensor.U8:
		return "uint8"
	case tensor.I8:
		return "int8"
	case tensor.I16:
		return "int16"
	case tensor.U16:
		return "uint16"
	case tensor.F16:
		return "float16"
	case tensor.BF16:
		return "bfloat16"
	case tensor.I32:
		return "int32"
	case tensor.U32:
		return "uint32"
	case tensor.F32:
		return "float32"
	case tensor.F64:
		return "float64"
	case tensor.I64:
		return "int64"
	case tensor.U64:
		return "uint64"
	case tensor.F8E4M3:
		return "float8e4m3"
	case tensor.F8E5M2:
		return "float8e5m2"
	}
	return string(d)
}

// CheckInputs checks that ts are exactly the inputs spec declares: every
// name present once, no extra names, dtypes equal, shapes of the same rank
// and equal in every static dimension. The first mismatch, in declaration
// order, is returned as an *InputError.
func CheckInputs(spec []TensorSpec, ts []tensor.Tensor) error {
	// Models have a handful of inputs: linear scans beat building maps.
	used := 0
	for _, s := range spec {
		i := slices.IndexFunc(ts, func(t tensor.Tensor) bool { return t.Name == s.Name })
		if i < 0 {
			return &InputError{Tensor: s.Name, Expected: s.String()}
		}
		t := ts[i]
		if t.DType != s.DType || !shapeMatches(s.Shape, t.Shape) {
			return &InputError{Tensor: s.Name, Expected: s.String(), Actual: TypeString(t.DType, t.Shape)}
		}
		used++
	}
	if used == len(ts) {
		return nil
	}
	for _, t := range ts { // in the input's (name) order, so the error is stable
		if !slices.ContainsFunc(spec, func(s TensorSpec) bool { return s.Name == t.Name }) {
			return &InputError{Tensor: t.Name, Actual: TypeString(t.DType, t.Shape)}
		}
	}
	// Only duplicate names remain, which tensor.Parse never produces.
	return &InputError{Tensor: ts[0].Name, Actual: "duplicate tensors"}
}

func shapeMatches(decl, got []int64) bool {
	if decl == nil {
		return true
	}
	if len(decl) != len(got) {
		return false
	}
	for i, d := range decl {
		if d >= 0 && d != got[i] {
			return false
		}
	}
	return true
}
