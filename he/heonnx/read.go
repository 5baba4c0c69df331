package heonnx

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"google.golang.org/protobuf/encoding/protowire"
)

// A minimal, bounded reader of the ONNX protobuf (onnx.proto3 field
// numbers): ModelProto → GraphProto → NodeProto, AttributeProto,
// TensorProto and ValueInfoProto, only the fields Convert reads. Every
// length comes from protowire's checked consumers, so hostile bytes give
// an error.

// Bounds on what the reader accepts before Convert looks at it.
const (
	maxNodes    = 1024
	maxInits    = 1024
	maxStrings  = 64      // inputs, outputs or attributes of one node
	maxRank     = 8       // dimensions of one tensor or value
	maxElements = 1 << 23 // elements of one tensor
)

// TensorProto data types Convert reads.
const (
	typeFloat  = 1
	typeInt64  = 7
	typeDouble = 11
)

type graph struct {
	nodes   []node
	inits   map[string]tproto
	inputs  []value
	outputs []value
}

type node struct {
	name, op, domain string
	inputs, outputs  []string
	attrs            []attr
}

type attr struct {
	name   string
	typ    uint64 // AttributeType; 0 when not set
	f      float32
	i      int64
	t      []byte // a TensorProto
	hasF   bool
	hasI   bool
	hasAny bool // some other payload (floats, ints, strings, graphs)
}

type tproto struct {
	name     string
	dims     []int64
	dtype    uint64
	raw      []byte
	hasRaw   bool
	floats   []float32
	doubles  []float64
	int64s   []int64
	external bool // external_data or data_location EXTERNAL
	segment  bool
}

// value is a declared graph input or output; a dimension is -1 when it is
// symbolic or unknown, and shape is nil when the rank is unknown.
type value struct {
	name    string
	elem    uint64
	tensor  bool
	shape   []int64
	hasRank bool
}

// fields calls fn for each field of the message b with its number, wire
// type, and payload: bytes for length-delimited fields, the value for
// varint and fixed fields.
func fields(b []byte, fn func(num protowire.Number, typ protowire.Type, p []byte, v uint64) error) error {
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return protowire.ParseError(n)
		}
		b = b[n:]
		var (
			p []byte
			v uint64
		)
		switch typ {
		case protowire.BytesType:
			p, n = protowire.ConsumeBytes(b)
		case protowire.VarintType:
			v, n = protowire.ConsumeVarint(b)
		case protowire.Fixed32Type:
			var v32 uint32
			v32, n = protowire.ConsumeFixed32(b)
			v = uint64(v32)
		case protowire.Fixed64Type:
			v, n = protowire.ConsumeFixed64(b)
		default:
			n = protowire.ConsumeFieldValue(num, typ, b)
		}
		if n < 0 {
			return protowire.ParseError(n)
		}
		b = b[n:]
		if err := fn(num, typ, p, v); err != nil {
			return err
		}
	}
	return nil
}

// readModel reads the graph of a ModelProto.
func readModel(b []byte) (*graph, error) {
	var gb []byte
	found := false
	err := fields(b, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
		if num == 7 && typ == protowire.BytesType { // graph
			gb, found = p, true
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if !found {
		return nil, errors.New("no graph in the model")
	}
	return readGraph(gb)
}

func readGraph(b []byte) (*graph, error) {
	g := &graph{inits: map[string]tproto{}}
	err := fields(b, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
		if typ != protowire.BytesType {
			return nil
		}
		switch num {
		case 1: // node
			if len(g.nodes) == maxNodes {
				return fmt.Errorf("more than %d nodes", maxNodes)
			}
			n, err := readNode(p)
			if err != nil {
				return fmt.Errorf("node %d: %w", len(g.nodes), err)
			}
			g.nodes = append(g.nodes, n)
		case 5: // initializer
			if len(g.inits) == maxInits {
				return fmt.Errorf("more than %d initializers", maxInits)
			}
			t, err := readTensor(p)
			if err != nil {
				return fmt.Errorf("initializer %d: %w", len(g.inits), err)
			}
			if _, dup := g.inits[t.name]; dup {
				return fmt.Errorf("two initializers named %q", t.name)
			}
			g.inits[t.name] = t
		case 11, 12: // input, output
			v, err := readValue(p)
			if err != nil {
				return err
			}
			if len(g.inputs)+len(g.outputs) >= maxInits+maxStrings {
				return errors.New("too many graph inputs and outputs")
			}
			if num == 11 {
				g.inputs = append(g.inputs, v)
			} else {
				g.outputs = append(g.outputs, v)
			}
		case 15: // sparse_initializer
			return errors.New("sparse initializers are not supported")
		}
		return nil
	})
	return g, err
}

func readNode(b []byte) (node, error) {
	var n node
	err := fields(b, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
		if typ != protowire.BytesType {
			return nil
		}
		switch num {
		case 1:
			n.inputs = append(n.inputs, string(p))
		case 2:
			n.outputs = append(n.outputs, string(p))
		case 3:
			n.name = string(p)
		case 4:
			n.op = string(p)
		case 5:
			a, err := readAttr(p)
			if err != nil {
				return err
			}
			n.attrs = append(n.attrs, a)
		case 7:
			n.domain = string(p)
		}
		if len(n.inputs) > maxStrings || len(n.outputs) > maxStrings || len(n.attrs) > maxStrings {
			return fmt.Errorf("more than %d inputs, outputs or attributes", maxStrings)
		}
		return nil
	})
	return n, err
}

func readAttr(b []byte) (attr, error) {
	var a attr
	err := fields(b, func(num protowire.Number, typ protowire.Type, p []byte, v uint64) error {
		switch {
		case num == 1 && typ == protowire.BytesType:
			a.name = string(p)
		case num == 2 && typ == protowire.Fixed32Type:
			a.f, a.hasF = math.Float32frombits(uint32(v)), true
		case num == 3 && typ == protowire.VarintType:
			a.i, a.hasI = int64(v), true
		case num == 5 && typ == protowire.BytesType:
			a.t = p
		case num == 20 && typ == protowire.VarintType:
			a.typ = v
		case num == 4 || (num >= 6 && num <= 11) || num == 14 || num == 15 || num == 21 || num == 22 || num == 23:
			a.hasAny = true // strings, graphs, lists, type protos, sparse tensors, references (13 is doc_string)
		}
		return nil
	})
	return a, err
}

func readTensor(b []byte) (tproto, error) {
	var t tproto
	err := fields(b, func(num protowire.Number, typ protowire.Type, p []byte, v uint64) error {
		switch num {
		case 1: // dims
			return appendInts(&t.dims, typ, p, v, maxRank)
		case 2:
			if typ == protowire.VarintType {
				t.dtype = v
			}
		case 3:
			t.segment = true
		case 4: // float_data
			switch typ {
			case protowire.BytesType:
				if len(p)%4 != 0 {
					return errors.New("float_data is not a whole number of floats")
				}
				for i := 0; i < len(p); i += 4 {
					t.floats = append(t.floats, math.Float32frombits(binary.LittleEndian.Uint32(p[i:])))
				}
			case protowire.Fixed32Type:
				t.floats = append(t.floats, math.Float32frombits(uint32(v)))
			}
		case 7: // int64_data
			return appendInts(&t.int64s, typ, p, v, maxElements)
		case 8:
			if typ == protowire.BytesType {
				t.name = string(p)
			}
		case 9:
			if typ == protowire.BytesType {
				t.raw, t.hasRaw = p, true
			}
		case 10: // double_data
			switch typ {
			case protowire.BytesType:
				if len(p)%8 != 0 {
					return errors.New("double_data is not a whole number of doubles")
				}
				for i := 0; i < len(p); i += 8 {
					t.doubles = append(t.doubles, math.Float64frombits(binary.LittleEndian.Uint64(p[i:])))
				}
			case protowire.Fixed64Type:
				t.doubles = append(t.doubles, math.Float64frombits(v))
			}
		case 13:
			t.external = true
		case 14:
			if typ == protowire.VarintType && v != 0 {
				t.external = true
			}
		}
		if len(t.floats) > maxElements || len(t.doubles) > maxElements {
			return fmt.Errorf("more than %d elements", maxElements)
		}
		return nil
	})
	return t, err
}

// appendInts appends a repeated int64 field, packed or not.
func appendInts(dst *[]int64, typ protowire.Type, p []byte, v uint64, limit int) error {
	switch typ {
	case protowire.VarintType:
		*dst = append(*dst, int64(v))
	case protowire.BytesType:
		for len(p) > 0 {
			x, n := protowire.ConsumeVarint(p)
			if n < 0 {
				return protowire.ParseError(n)
			}
			*dst, p = append(*dst, int64(x)), p[n:]
			if len(*dst) > limit {
				break
			}
		}
	}
	if len(*dst) > limit {
		return fmt.Errorf("more than %d values in a repeated field", limit)
	}
	return nil
}

func readValue(b []byte) (value, error) {
	var (
		v  value
		tb []byte
	)
	err := fields(b, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
		if typ != protowire.BytesType {
			return nil
		}
		switch num {
		case 1:
			v.name = string(p)
		case 2: // TypeProto
			return fields(p, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
				if num == 1 && typ == protowire.BytesType { // tensor_type
					tb, v.tensor = p, true
				}
				return nil
			})
		}
		return nil
	})
	if err != nil || !v.tensor {
		return v, err
	}
	err = fields(tb, func(num protowire.Number, typ protowire.Type, p []byte, x uint64) error {
		switch {
		case num == 1 && typ == protowire.VarintType:
			v.elem = x
		case num == 2 && typ == protowire.BytesType: // TensorShapeProto
			v.hasRank, v.shape = true, []int64{}
			return fields(p, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
				if num != 1 || typ != protowire.BytesType {
					return nil
				}
				if len(v.shape) == maxRank {
					return fmt.Errorf("more than %d dimensions", maxRank)
				}
				d := int64(-1)
				err := fields(p, func(num protowire.Number, typ protowire.Type, _ []byte, x uint64) error {
					if num == 1 && typ == protowire.VarintType && int64(x) >= 0 {
						d = int64(x)
					}
					return nil
				})
				v.shape = append(v.shape, d)
				return err
			})
		}
		return nil
	})
	return v, err
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
func (t tproto) values(ints bool) ([]float64, error) {
	if t.external || t.segment {
		return nil, errors.New("external or segmented data is not supported")
	}
	n, err := elements(t.dims)
	if err != nil {
		return nil, err
	}
	var out []float64
	switch {
	case t.dtype == typeFloat && t.hasRaw:
		if len(t.raw) != 4*n {
			return nil, fmt.Errorf("%d raw bytes for %d floats", len(t.raw), n)
		}
		out = make([]float64, n)
		for i := range out {
			out[i] = float64(math.Float32frombits(binary.LittleEndian.Uint32(t.raw[4*i:])))
		}
	case t.dtype == typeFloat:
		if len(t.floats) != n {
			return nil, fmt.Errorf("%d float_data values for %d elements", len(t.floats), n)
		}
		out = make([]float64, n)
		for i, f := range t.floats {
			out[i] = float64(f)
		}
	case t.dtype == typeDouble && t.hasRaw:
		if len(t.raw) != 8*n {
			return nil, fmt.Errorf("%d raw bytes for %d doubles", len(t.raw), n)
		}
		out = make([]float64, n)
		for i := range out {
			out[i] = math.Float64frombits(binary.LittleEndian.Uint64(t.raw[8*i:]))
		}
	case t.dtype == typeDouble:
		if len(t.doubles) != n {
			return nil, fmt.Errorf("%d double_data values for %d elements", len(t.doubles), n)
		}
		out = append([]float64(nil), t.doubles...)
	case t.dtype == typeInt64 && ints && t.hasRaw:
		if len(t.raw) != 8*n {
			return nil, fmt.Errorf("%d raw bytes for %d int64s", len(t.raw), n)
		}
		out = make([]float64, n)
		for i := range out {
			out[i] = float64(int64(binary.LittleEndian.Uint64(t.raw[8*i:])))
		}
	case t.dtype == typeInt64 && ints:
		if len(t.int64s) != n {
			return nil, fmt.Errorf("%d int64_data values for %d elements", len(t.int64s), n)
		}
		out = make([]float64, n)
		for i, v := range t.int64s {
			out[i] = float64(v)
		}
	default:
		return nil, fmt.Errorf("data type %d is not float32 or float64", t.dtype)
	}
	return out, nil
}
