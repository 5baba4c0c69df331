package heonnx

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/tensora/tensora/internal/onnxpb"
)

// maxElements bounds the elements of one tensor.
const maxElements = 1 << 23

// limits bound what Convert reads (onnxpb.ReadGraph) before it looks at
// the graph.
var limits = onnxpb.Limits{
	Nodes:    1024,
	Inits:    1024,
	Strings:  64, // inputs, outputs or attributes of one node
	Rank:     8,  // dimensions of one tensor or value
	Elements: maxElements,
}

// readModel reads the graph of a ModelProto within limits.
func readModel(b []byte) (*onnxpb.GraphProto, error) {
	return onnxpb.ReadGraph(b, limits)
}

// elements is the number of elements of dims, or an error for a negative
// dimension or more than maxElements.
func elements(dims []int64) (int, error) {
	n := int64(1)
	for _, d := range dims {
		if d < 0 {
			return 0, fmt.Errorf("negative dimension %d", d)
		}
		if d > maxElements || n*d > maxElements {
			return 0, fmt.Errorf("more than %d elements", maxElements)
		}
		n *= d
	}
	return int(n), nil
}

// values decodes t's data to float64: float32 and float64 tensors, and
// int64 ones if ints is set. The element count must match the dims.
func values(t *onnxpb.TensorProto, ints bool) ([]float64, error) {
	if t.External || t.Segment {
		return nil, errors.New("external or segmented data is not supported")
	}
	n, err := elements(t.Dims)
	if err != nil {
		return nil, err
	}
	var out []float64
	switch {
	case t.DataType == onnxpb.Float && t.HasRaw:
		if len(t.Raw) != 4*n {
			return nil, fmt.Errorf("%d raw bytes for %d floats", len(t.Raw), n)
		}
		out = make([]float64, n)
		for i := range out {
			out[i] = float64(math.Float32frombits(binary.LittleEndian.Uint32(t.Raw[4*i:])))
		}
	case t.DataType == onnxpb.Float:
		if len(t.Floats) != n {
			return nil, fmt.Errorf("%d float_data values for %d elements", len(t.Floats), n)
		}
		out = make([]float64, n)
		for i, f := range t.Floats {
			out[i] = float64(f)
		}
	case t.DataType == onnxpb.Double && t.HasRaw:
		if len(t.Raw) != 8*n {
			return nil, fmt.Errorf("%d raw bytes for %d doubles", len(t.Raw), n)
		}
		out = make([]float64, n)
		for i := range out {
			out[i] = math.Float64frombits(binary.LittleEndian.Uint64(t.Raw[8*i:]))
		}
	case t.DataType == onnxpb.Double:
		if len(t.Doubles) != n {
			return nil, fmt.Errorf("%d double_data values for %d elements", len(t.Doubles), n)
		}
		out = append([]float64(nil), t.Doubles...)
	case t.DataType == onnxpb.Int64 && ints && t.HasRaw:
		if len(t.Raw) != 8*n {
			return nil, fmt.Errorf("%d raw bytes for %d int64s", len(t.Raw), n)
		}
		out = make([]float64, n)
		for i := range out {
			out[i] = float64(int64(binary.LittleEndian.Uint64(t.Raw[8*i:])))
		}
	case t.DataType == onnxpb.Int64 && ints:
		if len(t.Int64s) != n {
			return nil, fmt.Errorf("%d int64_data values for %d elements", len(t.Int64s), n)
		}
		out = make([]float64, n)
		for i, v := range t.Int64s {
			out[i] = float64(v)
		}
	default:
		return nil, fmt.Errorf("data type %d is not float32 or float64", t.DataType)
	}
	return out, nil
}
