package onnx

import (
	"container/list"
	"context"
	"errors"
	"fmt"
	"math"
	"strings"

	ort "github.com/yalue/onnxruntime_go"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/internal/onnxpb"
	"github.com/tensora/tensora/tensor"
)

// model is a loaded model: one DynamicAdvancedSession, which ORT allows
// several goroutines to Run at once.
type model struct {
	cid   string
	ready chan struct{} // closed when the load finished; err or sess is set
	err   error

	sess    *ort.DynamicAdvancedSession
	info    engine.ModelInfo
	inTypes []ort.TensorElementDataType // per input, model order
	// outStatic[i] is true when output i has a fully static shape, so its
	// buffer can be allocated before the run.
	outStatic []bool

	refs    int  // Engine.mu: runs and inspections holding it (the loader counts as one)
	evicted bool // Engine.mu: dropped from the cache; destroy when refs reaches 0
	elem    *list.Element
}

func (m *model) destroy() error {
	if m.sess == nil {
		return nil
	}
	err := m.sess.Destroy()
	m.sess = nil
	if err != nil {
		return fmt.Errorf("destroy session for %s: %w", m.cid, err)
	}
	return nil
}

// lru is the session cache; Engine.mu guards it.
type lru struct {
	order *list.List // front = most recently used; values are *model
	byCID map[string]*model
}

func newLRU() lru { return lru{order: list.New(), byCID: map[string]*model{}} }

func (c *lru) len() int { return c.order.Len() }

func (c *lru) remove(m *model) {
	if m.elem != nil {
		c.order.Remove(m.elem)
		m.elem = nil
		delete(c.byCID, m.cid)
	}
}

// drain empties the cache and returns what it held.
func (c *lru) drain() []*model {
	var out []*model
	for el := c.order.Front(); el != nil; el = el.Next() {
		out = append(out, el.Value.(*model))
	}
	c.order.Init()
	c.byCID = map[string]*model{}
	for _, m := range out {
		m.elem = nil
	}
	return out
}

// acquire returns the model for cid, loading it on a miss. Concurrent
// misses for one CID share a single load. The load runs in its own
// goroutine, so a caller whose ctx ends gets ctx.Err() at once while the
// load completes and is cached for the next request. The caller must
// release the model.
func (e *Engine) acquire(ctx context.Context, cid string, src engine.ModelSource) (*model, error) {
	if cid == "" {
		return nil, errors.New("onnx: request has no model CID")
	}
	e.mu.Lock()
	m, ok := e.cache.byCID[cid]
	if ok {
		e.cache.order.MoveToFront(m.elem)
		m.refs++
		e.stats.Hits++
		e.mu.Unlock()
	} else {
		m = &model{cid: cid, ready: make(chan struct{}), refs: 2} // the caller and the loader
		m.elem = e.cache.order.PushFront(m)
		e.cache.byCID[cid] = m
		e.stats.Loads++
		var dropped []*model
		for e.cache.len() > e.cfg.CacheSize {
			old := e.cache.order.Back().Value.(*model)
			e.cache.remove(old)
			old.evicted = true
			e.stats.Evictions++
			if old.refs == 0 {
				dropped = append(dropped, old)
			}
		}
		e.wg.Add(1) // the loader; Close waits for it
		e.mu.Unlock()
		for _, old := range dropped {
			if err := old.destroy(); err != nil {
				e.log.Warn("evict session", "cid", old.cid, "err", err)
			}
		}
		e.log.Debug("loading model", "cid", cid)
		go func() {
			defer e.wg.Done()
			err := e.load(m, src)
			e.mu.Lock()
			m.err = err
			if err != nil {
				// Do not cache failures: a read error may be transient, and a
				// corrupt model costs little to reject again.
				e.cache.remove(m)
			}
			e.mu.Unlock()
			close(m.ready)
			e.release(m)
		}()
	}
	select {
	case <-m.ready:
	case <-ctx.Done():
		e.release(m)
		return nil, fmt.Errorf("load model %s: %w", cid, ctx.Err())
	}
	if m.err != nil {
		e.release(m)
		return nil, m.err
	}
	return m, nil
}

func (e *Engine) release(m *model) {
	e.mu.Lock()
	m.refs--
	destroy := m.refs == 0 && (m.evicted || m.err != nil)
	e.mu.Unlock()
	if destroy {
		if err := m.destroy(); err != nil {
			e.log.Warn("destroy session", "cid", m.cid, "err", err)
		}
	}
}

// load reads the model, inspects its inputs and outputs and creates the
// session. Errors that mean the model itself is unusable wrap
// engine.ErrBadModel (or ErrUnsupported for valid models this engine cannot
// serve).
func (e *Engine) load(m *model, src engine.ModelSource) error {
	b, err := src.Load()
	if err != nil {
		return fmt.Errorf("load model %s: %w", m.cid, err)
	}
	if len(b) == 0 {
		return fmt.Errorf("load model %s: %w: empty file", m.cid, engine.ErrBadModel)
	}
	// Read the declarations from the file rather than with
	// ort.GetInputOutputInfo, which builds a whole extra session (weights,
	// optimisation, a thread pool) to answer the same question.
	ins, outs, values, err := onnxpb.ReadIO(b)
	if err != nil {
		return fmt.Errorf("load model %s: %w: not an ONNX model: %w", m.cid, engine.ErrBadModel, err)
	}
	if err := checkDeclaredSizes(e.cfg.MaxTensorBytes, outs, values); err != nil {
		return fmt.Errorf("load model %s: %w", m.cid, err)
	}
	if m.info.Inputs, m.inTypes, err = specs(ins, "input"); err != nil {
		return fmt.Errorf("load model %s: %w", m.cid, err)
	}
	var outTypes []ort.TensorElementDataType
	if m.info.Outputs, outTypes, err = specs(outs, "output"); err != nil {
		return fmt.Errorf("load model %s: %w", m.cid, err)
	}
	m.outStatic = make([]bool, len(outs))
	for i, s := range m.info.Outputs {
		m.outStatic[i] = static(s.Shape)
		// onnxruntime_go copies an output it allocated itself with one byte
		// per element for these types, which ORT then rejects; with a static
		// shape the engine allocates the buffer and avoids that path.
		// Scalars (no Go type for float16 and friends) and empty tensors
		// of these types cannot be allocated here either.
		if natural(outTypes[i]) {
			continue
		}
		n, _ := tensor.Tensor{Shape: s.Shape}.Elements()
		switch {
		case !m.outStatic[i]:
			return fmt.Errorf("load model %s: output %q is %s with a dynamic shape: %w", m.cid, s.Name, s, engine.ErrUnsupported)
		case len(s.Shape) == 0 || n == 0:
			return fmt.Errorf("load model %s: output %q is %s: %w", m.cid, s.Name, s, engine.ErrUnsupported)
		}
	}
	opts, err := e.sessionOptions(e.cuda)
	if err != nil {
		return fmt.Errorf("load model %s: %w", m.cid, err)
	}
	defer opts.Destroy()
	sess, err := ort.NewDynamicAdvancedSessionWithONNXData(b, names(ins), names(outs), opts)
	if err != nil {
		return fmt.Errorf("load model %s: %w", m.cid, classifyLoadError(err))
	}
	m.sess = sess
	e.log.Debug("model loaded", "cid", m.cid, "inputs", len(ins), "outputs", len(outs))
	return nil
}

// classifyLoadError tells a model ORT cannot parse or validate (the
// client's fault) from one that uses something this runtime lacks.
func classifyLoadError(err error) error {
	msg := err.Error()
	for _, s := range []string{"NOT_IMPLEMENTED", "Could not find an implementation", "is not a registered function/op", "Unsupported model IR version"} {
		if strings.Contains(msg, s) {
			return fmt.Errorf("%w: %w", engine.ErrUnsupported, err)
		}
	}
	return fmt.Errorf("%w: %w", engine.ErrBadModel, err)
}

func names(decls []onnxpb.ValueInfo) []string {
	out := make([]string, len(decls))
	for i, d := range decls {
		out[i] = d.Name
	}
	return out
}

func specs(decls []onnxpb.ValueInfo, kind string) ([]engine.TensorSpec, []ort.TensorElementDataType, error) {
	out := make([]engine.TensorSpec, len(decls))
	types := make([]ort.TensorElementDataType, len(decls))
	for i, d := range decls {
		if d.Kind != "" {
			return nil, nil, fmt.Errorf("%s %q is a %s, not a tensor: %w", kind, d.Name, d.Kind, engine.ErrUnsupported)
		}
		dt := onnxpb.DType(d.Elem)
		if dt == "" {
			return nil, nil, fmt.Errorf("%s %q has ONNX element type %d: %w", kind, d.Name, d.Elem, engine.ErrUnsupported)
		}
		out[i] = engine.TensorSpec{Name: d.Name, DType: dt, Shape: d.Shape}
		types[i] = typeOf(dt)
	}
	return out, types, nil
}

// checkDeclaredSizes refuses a model that declares an output or an
// intermediate value (value_info) of more than limit bytes, or of a shape
// whose size overflows: such a declaration alone made the engine allocate
// an impossible buffer (issue 14, attack 8). Symbolic dimensions make a
// size unknown, not huge: those tensors are bounded at run time by the
// request's output limit. Declarations of types this engine cannot read
// are left to the checks that need them.
func checkDeclaredSizes(limit int64, decls ...[]onnxpb.ValueInfo) error {
	for _, ds := range decls {
		for _, d := range ds {
			dt := onnxpb.DType(d.Elem)
			if d.Kind != "" || dt == "" || !static(d.Shape) {
				continue
			}
			if n, ok := declaredBytes(dt, d.Shape); !ok || n > limit {
				return fmt.Errorf("%w: %q is declared %s%s, over the engine's %d-byte limit", engine.ErrModelTooLarge, d.Name, dt, tensor.ShapeString(d.Shape), limit)
			}
		}
	}
	return nil
}

// declaredBytes is the byte size of a static shape of dt; ok is false when
// it does not fit an int64.
func declaredBytes(dt tensor.DType, shape []int64) (int64, bool) {
	n, err := tensor.Tensor{Shape: shape}.Elements()
	if err != nil || n > math.MaxInt64/int64(dt.Size()) {
		return 0, false
	}
	return n * int64(dt.Size()), true
}

// static reports whether a declared shape is fully known (nil: no shape).
func static(shape []int64) bool {
	if shape == nil {
		return false
	}
	for _, d := range shape {
		if d < 0 {
			return false
		}
	}
	return true
}

// natural reports whether onnxruntime_go maps the type to a Go type of the
// same size (and so copies auto-allocated outputs of it correctly).
func natural(t ort.TensorElementDataType) bool {
	switch t {
	case ort.TensorElementDataTypeFloat, ort.TensorElementDataTypeDouble,
		ort.TensorElementDataTypeInt8, ort.TensorElementDataTypeUint8,
		ort.TensorElementDataTypeInt16, ort.TensorElementDataTypeUint16,
		ort.TensorElementDataTypeInt32, ort.TensorElementDataTypeUint32,
		ort.TensorElementDataTypeInt64, ort.TensorElementDataTypeUint64,
		ort.TensorElementDataTypeBool:
		return true
	}
	return false
}

func dtypeOf(t ort.TensorElementDataType) tensor.DType {
	switch t {
	case ort.TensorElementDataTypeFloat:
		return tensor.F32
	case ort.TensorElementDataTypeDouble:
		return tensor.F64
	case ort.TensorElementDataTypeFloat16:
		return tensor.F16
	case ort.TensorElementDataTypeBFloat16:
		return tensor.BF16
	case ort.TensorElementDataTypeInt8:
		return tensor.I8
	case ort.TensorElementDataTypeUint8:
		return tensor.U8
	case ort.TensorElementDataTypeInt16:
		return tensor.I16
	case ort.TensorElementDataTypeUint16:
		return tensor.U16
	case ort.TensorElementDataTypeInt32:
		return tensor.I32
	case ort.TensorElementDataTypeUint32:
		return tensor.U32
	case ort.TensorElementDataTypeInt64:
		return tensor.I64
	case ort.TensorElementDataTypeUint64:
		return tensor.U64
	case ort.TensorElementDataTypeBool:
		return tensor.BOOL
	case ort.TensorElementDataTypeFloat8E4M3FN:
		return tensor.F8E4M3
	case ort.TensorElementDataTypeFloat8E5M2:
		return tensor.F8E5M2
	}
	return ""
}
