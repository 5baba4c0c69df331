package engine

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/tensora/tensora/tensor"
)

// GenerateOptions tunes GenerateInputs.
type GenerateOptions struct {
	// Seed selects the pseudo-random data; the same seed and specs always
	// give the same bytes.
	Seed uint64
	// Shapes fixes the shape of the named inputs. Each must fit the
	// declaration (same rank, equal static dimensions).
	Shapes map[string][]int64
}

// GenerateInputs builds a valid input for a model from its declared inputs,
// with deterministic pseudo-random data, so the testnet can make jobs for
// any model. Each tensor's data depends only on the seed and its name.
//
// Dynamic dimensions get sizes that suit the common model shapes: 1 by
// default (so a batch dimension shared between inputs agrees), 64×64 for
// the spatial dimensions of an image ([N,C,H,W] with C = 1 or 3), and 512
// samples for the audio chunk of a silero-style VAD (inputs "input" and an
// integer "sr"). Values are uniform in [-1,1) for floats ([0,1) for images),
// in [0,16) for integers (small enough to be valid token or class ids) and
// random for bools, except where a generic value would be nonsense: an
// integer named "sr", "sample_rate" or "sampling_rate" is 16000, a float
// named like a recurrent state ("state*", "h0", "c0") is zeros, and an
// input named like "*mask*" is all ones.
func GenerateInputs(inputs []TensorSpec, opts GenerateOptions) ([]tensor.Tensor, error) {
	vad := isVAD(inputs)
	out := make([]tensor.Tensor, 0, len(inputs))
	for _, s := range inputs {
		shape, err := generateShape(s, opts.Shapes[s.Name], vad)
		if err != nil {
			return nil, err
		}
		t, err := generateTensor(s, shape, opts.Seed)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

func isVAD(inputs []TensorSpec) bool {
	var audio, sr bool
	for _, s := range inputs {
		switch {
		case s.Name == "input" && s.DType == tensor.F32 && len(s.Shape) == 2:
			audio = true
		case isSampleRate(s):
			sr = true
		}
	}
	return audio && sr
}

func isSampleRate(s TensorSpec) bool {
	switch s.Name {
	case "sr", "sample_rate", "sampling_rate":
		return (s.DType == tensor.I64 || s.DType == tensor.I32) && elementsOf(s.Shape) <= 1
	}
	return false
}

func elementsOf(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return -1
		}
		n *= d
	}
	return n
}

func isImage(s TensorSpec) bool {
	return len(s.Shape) == 4 && (s.Shape[1] == 1 || s.Shape[1] == 3) && isFloat(s.DType)
}

func isFloat(d tensor.DType) bool {
	switch d {
	case tensor.F16, tensor.BF16, tensor.F32, tensor.F64:
		return true
	}
	return false
}

func generateShape(s TensorSpec, fixed []int64, vad bool) ([]int64, error) {
	if fixed != nil {
		if !shapeMatches(s.Shape, fixed) {
			return nil, fmt.Errorf("generate input %q: shape %s does not fit %s", s.Name, tensor.ShapeString(fixed), s)
		}
		for _, d := range fixed {
			if d < 0 {
				return nil, fmt.Errorf("generate input %q: shape %s has a negative dimension", s.Name, tensor.ShapeString(fixed))
			}
		}
		return slices.Clone(fixed), nil
	}
	if s.Shape == nil { // no declared shape: any will do
		return []int64{1}, nil
	}
	shape := make([]int64, len(s.Shape))
	for i, d := range s.Shape {
		switch {
		case d >= 0:
			shape[i] = d
		case isImage(s) && i >= 2:
			shape[i] = 64
		case vad && s.Name == "input" && i == 1:
			shape[i] = 512
		default:
			shape[i] = 1
		}
	}
	return shape, nil
}

func generateTensor(s TensorSpec, shape []int64, seed uint64) (tensor.Tensor, error) {
	n := elementsOf(shape)
	const limit = 1 << 28 // bytes; a generated job input has no business being larger
	if size := s.DType.Size(); size == 0 || n > limit/int64(size) {
		return tensor.Tensor{}, fmt.Errorf("generate input %q: cannot make %s (%w)", s.Name, TypeString(s.DType, shape), ErrUnsupported)
	}
	h := fnv.New64a()
	h.Write([]byte(s.Name))
	rng := rand.NewPCG(seed, h.Sum64())
	lower := strings.ToLower(s.Name)

	// fill gives element i as a float in [0,1) ("unit") or a small int.
	var value func() (unit float64, small uint64)
	switch {
	case isSampleRate(s):
		value = func() (float64, uint64) { return 0, 16000 }
	case strings.Contains(lower, "mask"):
		value = func() (float64, uint64) { return 1, 1 }
	case isFloat(s.DType) && (strings.HasPrefix(lower, "state") || lower == "h0" || lower == "c0"):
		value = func() (float64, uint64) { return 0.5, 0 } // 0.5 maps to 0.0 below
	default:
		value = func() (float64, uint64) {
			u := rng.Uint64()
			// 10 random bits give values every float type holds exactly
			// (k/1024), so float16 and float32 tensors carry the same numbers.
			return float64(u>>54) / 1024, u >> 60
		}
	}
	image := isImage(s)
	data := make([]byte, 0, n*int64(s.DType.Size()))
	for range n {
		unit, small := value()
		f := 2*unit - 1
		if image {
			f = unit
		}
		switch s.DType {
		case tensor.F32:
			data = binary.LittleEndian.AppendUint32(data, math.Float32bits(float32(f)))
		case tensor.F64:
			data = binary.LittleEndian.AppendUint64(data, math.Float64bits(f))
		case tensor.F16:
			data = binary.LittleEndian.AppendUint16(data, float16(float32(f)))
		case tensor.BF16:
			data = binary.LittleEndian.AppendUint16(data, uint16(math.Float32bits(float32(f))>>16))
		case tensor.BOOL:
			data = append(data, byte(small&1))
		case tensor.U8, tensor.I8:
			data = append(data, byte(small))
		case tensor.I16, tensor.U16:
			data = binary.LittleEndian.AppendUint16(data, uint16(small))
		case tensor.I32, tensor.U32:
			data = binary.LittleEndian.AppendUint32(data, uint32(small))
		case tensor.I64, tensor.U64:
			data = binary.LittleEndian.AppendUint64(data, small)
		default: // float8: zeros
			data = append(data, 0)
		}
	}
	t := tensor.Tensor{Name: s.Name, DType: s.DType, Shape: shape, Data: data}
	return t, t.Validate()
}

// float16 converts f to IEEE half precision, truncating. Exact for the
// values GenerateInputs makes (multiples of 1/1024 in [-1,1]).
func float16(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int(b>>23&0xff) - 127 + 15
	switch {
	case b&0x7fffffff == 0 || exp <= 0:
		return sign // zero (and the subnormals, which never occur here)
	case exp >= 31:
		return sign | 0x7c00
	}
	return sign | uint16(exp)<<10 | uint16(b&0x7fffff>>13)
}
