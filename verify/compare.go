package verify

import (
	"bytes"
	"fmt"
	"math"

	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/tensor"
)

// Tolerance is how far a re-executed float output may be from the miner's
// when the two ran in different environments (hardware classes): each
// element must satisfy |a-b| <= Abs + Rel*|b|. Integer, boolean and
// unknown dtypes are always compared exactly.
type Tolerance struct {
	Abs, Rel float64
}

// Tolerances by output dtype, for cross-environment comparison. Within one
// environment (same env hash) the comparison is exact by hash.
var Tolerances = map[tensor.DType]Tolerance{
	tensor.F64:  {Abs: 1e-9, Rel: 1e-7},
	tensor.F32:  {Abs: 1e-5, Rel: 1e-4},
	tensor.F16:  {Abs: 1e-3, Rel: 1e-2},
	tensor.BF16: {Abs: 1e-2, Rel: 2e-2},
}

// Outcome is the result of comparing a re-execution with a claimed result.
type Outcome struct {
	Agree bool
	// Exact is true when the outputs are byte-identical.
	Exact bool
	// Reason says why they disagree ("" when they agree).
	Reason string
}

// Compare decides whether reexec, the validator's canonical output,
// confirms claimed, the miner's canonical output. With sameEnv (equal env
// hashes) only an identical hash agrees; otherwise tensors must match in
// names, dtypes and shapes, and values within Tolerances.
func Compare(claimed, reexec []byte, sameEnv bool) Outcome {
	if proof.ResultHash(claimed) == proof.ResultHash(reexec) {
		return Outcome{Agree: true, Exact: true}
	}
	if llmjob.IsOutput(claimed) || llmjob.IsOutput(reexec) {
		// LLM outputs have no tolerance: with every sampler setting
		// pinned, regeneration gives the same tokens or the result is
		// wrong (docs/verification.md).
		_, why := llmjob.Compare(claimed, reexec)
		return Outcome{Reason: why}
	}
	if sameEnv {
		return Outcome{Reason: "output hash differs from the re-execution in the same environment"}
	}
	if why := tensorsWithin(claimed, reexec, func(d tensor.DType) (Tolerance, bool) {
		tol, ok := Tolerances[d]
		return tol, ok
	}); why != "" {
		return Outcome{Reason: why}
	}
	return Outcome{Agree: true}
}

// tensorsWithin compares two safetensors outputs: the same tensor names,
// dtypes and shapes, and values within tolFor(dtype) where it gives a
// tolerance (exactly otherwise). It says why they differ, "" when they
// agree.
func tensorsWithin(claimed, reexec []byte, tolFor func(tensor.DType) (Tolerance, bool)) string {
	a, err := tensor.Parse(claimed)
	if err != nil {
		return fmt.Sprintf("claimed output is not safetensors: %v", err)
	}
	b, err := tensor.Parse(reexec)
	if err != nil {
		return fmt.Sprintf("re-executed output is not safetensors: %v", err)
	}
	if len(a) != len(b) {
		return fmt.Sprintf("%d output tensors, re-execution has %d", len(a), len(b))
	}
	for _, tb := range b {
		ta, ok := tensor.Find(a, tb.Name)
		if !ok {
			return fmt.Sprintf("output tensor %q missing", tb.Name)
		}
		if ta.DType != tb.DType || tensor.ShapeString(ta.Shape) != tensor.ShapeString(tb.Shape) {
			return fmt.Sprintf("tensor %q is %s, re-execution gives %s", tb.Name, ta, tb)
		}
		tol, float := tolFor(ta.DType)
		if why := within(ta, tb, tol, float); why != "" {
			return why
		}
	}
	return ""
}

// within compares two tensors of the same dtype and shape, within tol
// when float is set (a float dtype), exactly otherwise.
func within(a, b tensor.Tensor, tol Tolerance, float bool) string {
	if !float {
		if !bytes.Equal(a.Data, b.Data) {
			return fmt.Sprintf("tensor %q (%s) differs and its dtype is compared exactly", a.Name, a.DType)
		}
		return ""
	}
	av, err1 := floats(a)
	bv, err2 := floats(b)
	if err1 != nil || err2 != nil || len(av) != len(bv) {
		return fmt.Sprintf("tensor %q: values unreadable", a.Name)
	}
	for i := range av {
		x, y := av[i], bv[i]
		if math.IsNaN(x) || math.IsNaN(y) {
			if math.IsNaN(x) != math.IsNaN(y) {
				return fmt.Sprintf("tensor %q element %d: %v vs %v", a.Name, i, x, y)
			}
			continue
		}
		if math.Abs(x-y) > tol.Abs+tol.Rel*math.Abs(y) {
			return fmt.Sprintf("tensor %q element %d: %v vs %v, beyond the tolerance (abs %g, rel %g)", a.Name, i, x, y, tol.Abs, tol.Rel)
		}
	}
	return ""
}

func floats(t tensor.Tensor) ([]float64, error) {
	switch t.DType {
	case tensor.F32:
		v, err := tensor.Values[float32](t)
		return widen(v), err
	case tensor.F64:
		return tensor.Values[float64](t)
	}
	return halfs(t)
}

// halfs decodes F16 and BF16 elements (little-endian).
func halfs(t tensor.Tensor) ([]float64, error) {
	if len(t.Data)%2 != 0 {
		return nil, fmt.Errorf("tensor %q: odd data length", t.Name)
	}
	out := make([]float64, len(t.Data)/2)
	for i := range out {
		h := uint16(t.Data[2*i]) | uint16(t.Data[2*i+1])<<8
		if t.DType == tensor.BF16 {
			out[i] = float64(math.Float32frombits(uint32(h) << 16))
			continue
		}
		out[i] = halfToFloat(h)
	}
	return out, nil
}

// halfToFloat decodes an IEEE 754 binary16 value.
func halfToFloat(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	frac := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * math.Ldexp(frac, -24)
	case 0x1f:
		if frac == 0 {
			return math.Inf(int(sign))
		}
		return math.NaN()
	}
	return sign * math.Ldexp(1+frac/1024, exp-15)
}

func widen(v []float32) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = float64(x)
	}
	return out
}
