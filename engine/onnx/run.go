package onnx

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"runtime"
	"strings"
	"sync"
	"time"
	"unsafe"

	ort "github.com/yalue/onnxruntime_go"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/tensor"
)

// Run executes one inference. The input must hold exactly the model's
// inputs (checked against the declaration before ORT sees them); the output
// is canonical safetensors with one tensor per model output.
//
// Errors: a request that does not fit the model's declaration is an
// *engine.InputError; one that ORT rejects while running (other than for
// lack of memory) wraps engine.ErrBadInput too.
//
// Cancellation: a ctx that ends while the run waits for its model or a
// worker returns at once; one that ends during the ORT run sets the run's
// terminate flag, which ORT checks between graph nodes, so Run returns
// ctx's error as soon as the current node finishes.
//
// Usage covers the inference proper (tensor conversion, the ORT run and
// output encoding), not waiting for a worker or loading the model. CPU is
// the calling OS thread's CPU time (getrusage RUSAGE_THREAD, the goroutine
// locked to its thread) when IntraOpThreads and InterOpThreads are both 1,
// where ORT runs every kernel on that thread, so it is exact; with more
// threads it is the whole process's CPU time over the run (RUSAGE_SELF),
// which also counts whatever else the process did meanwhile. PeakRSSDelta
// is how far the process's peak RSS (ru_maxrss) rose during the run: 0 when
// the run stayed below an earlier peak.
func (e *Engine) Run(ctx context.Context, req engine.Request) (*engine.Result, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := e.begin(); err != nil {
		return nil, err
	}
	defer e.wg.Done()
	ts, err := tensor.Parse(req.Input)
	if err != nil {
		return nil, fmt.Errorf("input: %w: %w", engine.ErrBadInput, err)
	}
	m, err := e.acquire(ctx, req.ModelCID, req.Model)
	if err != nil {
		return nil, err
	}
	defer e.release(m)
	if err := engine.CheckInputs(m.info.Inputs, ts); err != nil {
		return nil, err
	}
	select {
	case e.sem <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-e.sem }()

	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	threadOnly := e.cfg.IntraOpThreads == 1 && e.cfg.InterOpThreads == 1
	start := time.Now()
	cpu0, rss0 := usageNow(threadOnly)

	out, err := e.run(ctx, m, ts, req.MaxOutputBytes)
	if err != nil {
		return nil, err
	}
	if req.MaxOutputBytes > 0 && int64(len(out)) > req.MaxOutputBytes {
		return nil, fmt.Errorf("model %s: %w: %d bytes, limit %d", m.cid, engine.ErrOutputTooLarge, len(out), req.MaxOutputBytes)
	}

	cpu1, rss1 := usageNow(threadOnly)
	return &engine.Result{Output: out, Usage: engine.Usage{
		Wall:         time.Since(start),
		CPU:          cpu1 - cpu0,
		PeakRSSDelta: max(0, rss1-rss0),
		BytesIn:      int64(len(req.Input)),
		BytesOut:     int64(len(out)),
	}}, nil
}

func (e *Engine) run(ctx context.Context, m *model, ts []tensor.Tensor, maxOut int64) ([]byte, error) {
	if maxOut > 0 {
		// Outputs of static shape have a known size: refuse them before a
		// buffer is allocated or the model runs (load bounded each by the
		// engine's limit; the request may allow less).
		var declared int64
		for _, s := range m.info.Outputs {
			if n, ok := declaredBytes(s.DType, s.Shape); ok && static(s.Shape) {
				declared += n
			}
		}
		if declared > maxOut {
			return nil, fmt.Errorf("model %s: %w: its outputs are declared %d bytes, the request allows %d (%w)", m.cid, engine.ErrModelTooLarge, declared, maxOut, engine.ErrOutputTooLarge)
		}
	}
	inputs := make([]ort.Value, len(m.info.Inputs))
	outputs := make([]ort.Value, len(m.info.Outputs))
	defer destroyAll(inputs)
	defer destroyAll(outputs)
	aligned := alignData(ts)
	for i, s := range m.info.Inputs {
		t, _ := tensor.Find(aligned, s.Name) // CheckInputs guarantees it is there
		v, err := newValue(t, m.inTypes[i])
		if err != nil {
			return nil, fmt.Errorf("input %q: %w", s.Name, err)
		}
		inputs[i] = v
	}
	for i, s := range m.info.Outputs {
		if s.Shape != nil && len(s.Shape) == 0 {
			// onnxruntime_go cannot wrap a scalar output it allocates itself.
			v, err := newValue(tensor.Tensor{Name: s.Name, DType: s.DType, Data: make([]byte, s.DType.Size())}, 0)
			if err != nil {
				return nil, fmt.Errorf("output %q: %w", s.Name, err)
			}
			outputs[i] = v
		} else if !m.outStatic[i] || natural(typeOf(s.DType)) {
			continue // ORT allocates it
		} else {
			n, _ := tensor.Tensor{Shape: s.Shape}.Elements()
			v, err := ort.NewCustomDataTensor(ort.Shape(s.Shape), make([]byte, n*int64(s.DType.Size())), typeOf(s.DType))
			if err != nil {
				return nil, fmt.Errorf("output %q: %w", s.Name, err)
			}
			outputs[i] = v
		}
	}

	if err := runWithContext(ctx, m.sess, inputs, outputs); err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("run model %s: %w", m.cid, ctx.Err())
		}
		return nil, fmt.Errorf("run model %s: %w", m.cid, classifyRunError(err))
	}
	runtime.KeepAlive(aligned) // ORT read the input bytes in place

	outTs := make([]tensor.Tensor, len(outputs))
	var size int64
	for i, v := range outputs {
		data, err := valueBytes(v)
		if err != nil {
			return nil, fmt.Errorf("output %q: %w", m.info.Outputs[i].Name, err)
		}
		d := dtypeOf(ort.TensorElementDataType(v.DataType()))
		shape := []int64(v.GetShape())
		if shape == nil {
			shape = []int64{}
		}
		outTs[i] = tensor.Tensor{Name: m.info.Outputs[i].Name, DType: d, Shape: shape, Data: data}
		size += int64(len(data))
	}
	if maxOut > 0 && size > maxOut { // before encoding a possibly huge output
		return nil, fmt.Errorf("model %s: %w: %d bytes of tensor data, limit %d", m.cid, engine.ErrOutputTooLarge, size, maxOut)
	}
	out, err := tensor.Encode(outTs)
	if err != nil {
		return nil, fmt.Errorf("encode outputs of %s: %w", m.cid, err)
	}
	return out, nil
}

// classifyRunError: inputs that passed CheckInputs can still break a
// kernel (an audio chunk too short to pad, mismatched dynamic dimensions);
// ORT fails such runs the same way on every machine, so they are the
// input's fault, except for running out of memory, which is the miner's.
func classifyRunError(err error) error {
	msg := err.Error()
	for _, s := range []string{"allocate", "bad_alloc", "out of memory", "Out of memory"} {
		if strings.Contains(msg, s) {
			return err
		}
	}
	return fmt.Errorf("%w: the model rejected it: %w", engine.ErrBadInput, err)
}

// runWithContext runs the session, setting ORT's terminate flag if ctx ends
// first. A context that can never end costs nothing extra.
func runWithContext(ctx context.Context, s *ort.DynamicAdvancedSession, inputs, outputs []ort.Value) error {
	if ctx.Done() == nil {
		return s.Run(inputs, outputs)
	}
	ro, err := ort.NewRunOptions()
	if err != nil {
		return fmt.Errorf("run options: %w", err)
	}
	var (
		mu   sync.Mutex
		done bool
	)
	stop := context.AfterFunc(ctx, func() {
		mu.Lock()
		defer mu.Unlock()
		if !done {
			_ = ro.Terminate()
		}
	})
	err = s.RunWithOptions(inputs, outputs, ro)
	stop()
	mu.Lock()
	done = true // a late AfterFunc must not touch ro after Destroy
	mu.Unlock()
	_ = ro.Destroy()
	return err
}

// alignment is what ORT's CPU kernels want of a buffer; an input file's
// tensors sit at arbitrary offsets, and unaligned inputs measurably slow a
// small model's run down, more than copying them costs.
const alignment = 64

// alignData returns ts with every tensor's data on a 64-byte boundary,
// copying (into one allocation) those that are not.
func alignData(ts []tensor.Tensor) []tensor.Tensor {
	need := 0
	for _, t := range ts {
		if len(t.Data) > 0 && uintptr(unsafe.Pointer(unsafe.SliceData(t.Data)))%alignment != 0 {
			need += (len(t.Data) + alignment - 1) &^ (alignment - 1)
		}
	}
	if need == 0 {
		return ts
	}
	buf := make([]byte, need+alignment)
	off := (alignment - int(uintptr(unsafe.Pointer(unsafe.SliceData(buf)))%alignment)) % alignment
	out := make([]tensor.Tensor, len(ts))
	for i, t := range ts {
		out[i] = t
		if len(t.Data) > 0 && uintptr(unsafe.Pointer(unsafe.SliceData(t.Data)))%alignment != 0 {
			out[i].Data = buf[off : off+len(t.Data) : off+len(t.Data)]
			copy(out[i].Data, t.Data)
			off += (len(t.Data) + alignment - 1) &^ (alignment - 1)
		}
	}
	return out
}

func destroyAll(vs []ort.Value) {
	for _, v := range vs {
		if v != nil {
			_ = v.Destroy()
		}
	}
}

func typeOf(d tensor.DType) ort.TensorElementDataType {
	switch d {
	case tensor.F32:
		return ort.TensorElementDataTypeFloat
	case tensor.F64:
		return ort.TensorElementDataTypeDouble
	case tensor.F16:
		return ort.TensorElementDataTypeFloat16
	case tensor.BF16:
		return ort.TensorElementDataTypeBFloat16
	case tensor.I8:
		return ort.TensorElementDataTypeInt8
	case tensor.U8:
		return ort.TensorElementDataTypeUint8
	case tensor.I16:
		return ort.TensorElementDataTypeInt16
	case tensor.U16:
		return ort.TensorElementDataTypeUint16
	case tensor.I32:
		return ort.TensorElementDataTypeInt32
	case tensor.U32:
		return ort.TensorElementDataTypeUint32
	case tensor.I64:
		return ort.TensorElementDataTypeInt64
	case tensor.U64:
		return ort.TensorElementDataTypeUint64
	case tensor.BOOL:
		return ort.TensorElementDataTypeBool
	case tensor.F8E4M3:
		return ort.TensorElementDataTypeFloat8E4M3FN
	case tensor.F8E5M2:
		return ort.TensorElementDataTypeFloat8E5M2
	}
	return ort.TensorElementDataTypeUndefined
}

// newValue wraps t's bytes (without copying, for tensors) as an ORT value.
// typ is t's ORT element type (unused for scalars).
func newValue(t tensor.Tensor, typ ort.TensorElementDataType) (ort.Value, error) {
	if len(t.Shape) > 0 {
		if len(t.Data) == 0 {
			return nil, fmt.Errorf("zero-size tensor %s: %w", t, engine.ErrUnsupported)
		}
		return ort.NewCustomDataTensor(ort.Shape(t.Shape), t.Data, typ)
	}
	le := binary.LittleEndian
	b := t.Data
	switch t.DType {
	case tensor.F32:
		return ort.NewScalar(math.Float32frombits(le.Uint32(b)))
	case tensor.F64:
		return ort.NewScalar(math.Float64frombits(le.Uint64(b)))
	case tensor.I8:
		return ort.NewScalar(int8(b[0]))
	case tensor.U8:
		return ort.NewScalar(b[0])
	case tensor.I16:
		return ort.NewScalar(int16(le.Uint16(b)))
	case tensor.U16:
		return ort.NewScalar(le.Uint16(b))
	case tensor.I32:
		return ort.NewScalar(int32(le.Uint32(b)))
	case tensor.U32:
		return ort.NewScalar(le.Uint32(b))
	case tensor.I64:
		return ort.NewScalar(int64(le.Uint64(b)))
	case tensor.U64:
		return ort.NewScalar(le.Uint64(b))
	case tensor.BOOL:
		return ort.NewScalar(b[0] != 0)
	}
	return nil, fmt.Errorf("scalar %s: %w", t, engine.ErrUnsupported)
}

// valueBytes returns an output's elements as little-endian bytes. Tensors'
// Go-side buffers are returned in place (the host is little-endian, checked
// in New); they stay valid after the value is destroyed.
func valueBytes(v ort.Value) ([]byte, error) {
	switch t := v.(type) {
	case *ort.CustomDataTensor:
		return t.GetData(), nil
	case *ort.Tensor[float32]:
		return sliceBytes(t.GetData()), nil
	case *ort.Tensor[float64]:
		return sliceBytes(t.GetData()), nil
	case *ort.Tensor[int8]:
		return sliceBytes(t.GetData()), nil
	case *ort.Tensor[uint8]:
		return t.GetData(), nil
	case *ort.Tensor[int16]:
		return sliceBytes(t.GetData()), nil
	case *ort.Tensor[uint16]:
		return sliceBytes(t.GetData()), nil
	case *ort.Tensor[int32]:
		return sliceBytes(t.GetData()), nil
	case *ort.Tensor[uint32]:
		return sliceBytes(t.GetData()), nil
	case *ort.Tensor[int64]:
		return sliceBytes(t.GetData()), nil
	case *ort.Tensor[uint64]:
		return sliceBytes(t.GetData()), nil
	case *ort.Tensor[bool]:
		return sliceBytes(t.GetData()), nil
	case *ort.Scalar[float32]:
		return binary.LittleEndian.AppendUint32(nil, math.Float32bits(t.GetData())), nil
	case *ort.Scalar[float64]:
		return binary.LittleEndian.AppendUint64(nil, math.Float64bits(t.GetData())), nil
	case *ort.Scalar[int8]:
		return []byte{byte(t.GetData())}, nil
	case *ort.Scalar[uint8]:
		return []byte{t.GetData()}, nil
	case *ort.Scalar[int16]:
		return binary.LittleEndian.AppendUint16(nil, uint16(t.GetData())), nil
	case *ort.Scalar[uint16]:
		return binary.LittleEndian.AppendUint16(nil, t.GetData()), nil
	case *ort.Scalar[int32]:
		return binary.LittleEndian.AppendUint32(nil, uint32(t.GetData())), nil
	case *ort.Scalar[uint32]:
		return binary.LittleEndian.AppendUint32(nil, t.GetData()), nil
	case *ort.Scalar[int64]:
		return binary.LittleEndian.AppendUint64(nil, uint64(t.GetData())), nil
	case *ort.Scalar[uint64]:
		return binary.LittleEndian.AppendUint64(nil, t.GetData()), nil
	case *ort.Scalar[bool]:
		if t.GetData() {
			return []byte{1}, nil
		}
		return []byte{0}, nil
	}
	return nil, fmt.Errorf("output of kind %T: %w", v, engine.ErrUnsupported)
}

func sliceBytes[T any](s []T) []byte {
	if len(s) == 0 {
		return []byte{}
	}
	var z T
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), len(s)*int(unsafe.Sizeof(z)))
}
