package onnxpb

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"google.golang.org/protobuf/encoding/protowire"
)

// Limits bound what ReadGraph accepts. A zero field allows nothing of
// that kind, so a caller that forgets one fails closed.
type Limits struct {
	Nodes    int // nodes in the graph
	Inits    int // initializers; the graph's inputs and outputs together are fewer than Inits+Strings
	Strings  int // inputs, outputs or attributes of one node
	Rank     int // dimensions of one tensor or value
	Elements int // values in one tensor's float_data, double_data or int64_data
}

// GraphProto is the part of a model's graph that ReadGraph reads.
type GraphProto struct {
	Nodes   []NodeProto
	Inits   map[string]TensorProto // by name
	Inputs  []ValueInfo            // initializers included, as some exporters list them
	Outputs []ValueInfo
}

// NodeProto is one operator as read.
type NodeProto struct {
	Name, Op, Domain string
	Inputs, Outputs  []string
	Attrs            []AttrProto
}

// AttrProto is one node attribute as read: the int, float or tensor it
// holds, and whether it holds anything else.
type AttrProto struct {
	Name     string
	Type     uint64 // AttributeType; 0 when not set
	F        float32
	I        int64
	T        []byte // a TensorProto (ReadTensor reads it)
	HasF     bool
	HasI     bool
	HasOther bool // some other payload (floats, ints, strings, graphs, ...)
}

// TensorProto is a tensor as read; the data is left as it was on the
// wire, raw or typed.
type TensorProto struct {
	Name     string
	Dims     []int64
	DataType uint64
	Raw      []byte
	HasRaw   bool
	Floats   []float32 // float_data
	Doubles  []float64 // double_data
	Int64s   []int64   // int64_data
	External bool      // external_data or data_location EXTERNAL
	Segment  bool
}

// ValueInfo is a declared graph input, output or intermediate value. Kind
// is "" for a tensor, else what it is ("sequence", "map", "sparse tensor",
// "optional", "untyped value"); a dimension is -1 when it is symbolic or
// unknown, and Shape is nil when the rank is unknown.
type ValueInfo struct {
	Name  string
	Kind  string
	Elem  uint64 // data type of a tensor
	Shape []int64
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

// stringField is the last value of the string field of message b.
func stringField(b []byte, field protowire.Number) (string, error) {
	var s string
	err := fields(b, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
		if num == field && typ == protowire.BytesType {
			s = string(p)
		}
		return nil
	})
	return s, err
}

// graphOf is the GraphProto of a ModelProto.
func graphOf(model []byte) ([]byte, error) {
	var g []byte
	found := false
	err := fields(model, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
		if num == 7 && typ == protowire.BytesType { // graph
			g, found = p, true
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if !found {
		return nil, errors.New("no graph in the model")
	}
	return g, nil
}

// ReadIO reads a ModelProto's graph inputs (without the ones that are
// initializers, as ONNX Runtime reports them), outputs and declared
// intermediate values (value_info). It reads only the declarations, a
// scan of the file; what it keeps is bounded by the file's size.
func ReadIO(model []byte) (inputs, outputs, values []ValueInfo, err error) {
	graph, err := graphOf(model)
	if err != nil {
		return nil, nil, nil, err
	}
	initializers := map[string]bool{}
	err = fields(graph, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
		if typ != protowire.BytesType {
			return nil
		}
		switch num {
		case 5: // initializer: TensorProto, name = 8
			name, err := stringField(p, 8)
			initializers[name] = true
			return err
		case 15: // sparse_initializer: SparseTensorProto, values = 1 (TensorProto)
			var values []byte
			if err := fields(p, func(n protowire.Number, t protowire.Type, q []byte, _ uint64) error {
				if n == 1 && t == protowire.BytesType {
					values = q
				}
				return nil
			}); err != nil {
				return err
			}
			name, err := stringField(values, 8)
			initializers[name] = true
			return err
		case 11, 12, 13:
			d, err := readValueInfo(p, -1)
			if err != nil {
				return err
			}
			switch num {
			case 11:
				inputs = append(inputs, d)
			case 12:
				outputs = append(outputs, d)
			default:
				values = append(values, d)
			}
		}
		return nil
	})
	if err != nil {
		return nil, nil, nil, err
	}
	kept := inputs[:0]
	for _, in := range inputs {
		if !initializers[in.Name] {
			kept = append(kept, in)
		}
	}
	return kept, outputs, values, nil
}

// ReadGraph reads the graph of a ModelProto within lim: its nodes,
// initializers, inputs and outputs. It refuses sparse initializers, which
// GraphProto has no form for, and two initializers of one name.
func ReadGraph(model []byte, lim Limits) (*GraphProto, error) {
	b, err := graphOf(model)
	if err != nil {
		return nil, err
	}
	g := &GraphProto{Inits: map[string]TensorProto{}}
	err = fields(b, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
		if typ != protowire.BytesType {
			return nil
		}
		switch num {
		case 1: // node
			if len(g.Nodes) >= lim.Nodes {
				return fmt.Errorf("more than %d nodes", lim.Nodes)
			}
			n, err := readNode(p, lim)
			if err != nil {
				return fmt.Errorf("node %d: %w", len(g.Nodes), err)
			}
			g.Nodes = append(g.Nodes, n)
		case 5: // initializer
			if len(g.Inits) >= lim.Inits {
				return fmt.Errorf("more than %d initializers", lim.Inits)
			}
			t, err := ReadTensor(p, lim)
			if err != nil {
				return fmt.Errorf("initializer %d: %w", len(g.Inits), err)
			}
			if _, dup := g.Inits[t.Name]; dup {
				return fmt.Errorf("two initializers named %q", t.Name)
			}
			g.Inits[t.Name] = t
		case 11, 12: // input, output
			v, err := readValueInfo(p, lim.Rank)
			if err != nil {
				return err
			}
			if len(g.Inputs)+len(g.Outputs) >= lim.Inits+lim.Strings {
				return errors.New("too many graph inputs and outputs")
			}
			if num == 11 {
				g.Inputs = append(g.Inputs, v)
			} else {
				g.Outputs = append(g.Outputs, v)
			}
		case 15: // sparse_initializer
			return errors.New("sparse initializers are not supported")
		}
		return nil
	})
	return g, err
}

func readNode(b []byte, lim Limits) (NodeProto, error) {
	var n NodeProto
	err := fields(b, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
		if typ != protowire.BytesType {
			return nil
		}
		switch num {
		case 1:
			n.Inputs = append(n.Inputs, string(p))
		case 2:
			n.Outputs = append(n.Outputs, string(p))
		case 3:
			n.Name = string(p)
		case 4:
			n.Op = string(p)
		case 5:
			a, err := readAttr(p)
			if err != nil {
				return err
			}
			n.Attrs = append(n.Attrs, a)
		case 7:
			n.Domain = string(p)
		}
		if len(n.Inputs) > lim.Strings || len(n.Outputs) > lim.Strings || len(n.Attrs) > lim.Strings {
			return fmt.Errorf("more than %d inputs, outputs or attributes", lim.Strings)
		}
		return nil
	})
	return n, err
}

func readAttr(b []byte) (AttrProto, error) {
	var a AttrProto
	err := fields(b, func(num protowire.Number, typ protowire.Type, p []byte, v uint64) error {
		switch {
		case num == 1 && typ == protowire.BytesType:
			a.Name = string(p)
		case num == 2 && typ == protowire.Fixed32Type:
			a.F, a.HasF = math.Float32frombits(uint32(v)), true
		case num == 3 && typ == protowire.VarintType:
			a.I, a.HasI = int64(v), true
		case num == 5 && typ == protowire.BytesType:
			a.T = p
		case num == 20 && typ == protowire.VarintType:
			a.Type = v
		case num == 4 || (num >= 6 && num <= 11) || num == 14 || num == 15 || num == 21 || num == 22 || num == 23:
			a.HasOther = true // strings, graphs, lists, type protos, sparse tensors, references (13 is doc_string)
		}
		return nil
	})
	return a, err
}

// ReadTensor reads a TensorProto within lim's Rank and Elements.
func ReadTensor(b []byte, lim Limits) (TensorProto, error) {
	var t TensorProto
	err := fields(b, func(num protowire.Number, typ protowire.Type, p []byte, v uint64) error {
		switch num {
		case 1: // dims
			return appendInts(&t.Dims, typ, p, v, lim.Rank)
		case 2:
			if typ == protowire.VarintType {
				t.DataType = v
			}
		case 3:
			t.Segment = true
		case 4: // float_data
			switch typ {
			case protowire.BytesType:
				if len(p)%4 != 0 {
					return errors.New("float_data is not a whole number of floats")
				}
				if len(t.Floats)+len(p)/4 > lim.Elements {
					return fmt.Errorf("more than %d elements", lim.Elements)
				}
				for i := 0; i < len(p); i += 4 {
					t.Floats = append(t.Floats, math.Float32frombits(binary.LittleEndian.Uint32(p[i:])))
				}
			case protowire.Fixed32Type:
				t.Floats = append(t.Floats, math.Float32frombits(uint32(v)))
			}
		case 7: // int64_data
			return appendInts(&t.Int64s, typ, p, v, lim.Elements)
		case 8:
			if typ == protowire.BytesType {
				t.Name = string(p)
			}
		case 9:
			if typ == protowire.BytesType {
				t.Raw, t.HasRaw = p, true
			}
		case 10: // double_data
			switch typ {
			case protowire.BytesType:
				if len(p)%8 != 0 {
					return errors.New("double_data is not a whole number of doubles")
				}
				if len(t.Doubles)+len(p)/8 > lim.Elements {
					return fmt.Errorf("more than %d elements", lim.Elements)
				}
				for i := 0; i < len(p); i += 8 {
					t.Doubles = append(t.Doubles, math.Float64frombits(binary.LittleEndian.Uint64(p[i:])))
				}
			case protowire.Fixed64Type:
				t.Doubles = append(t.Doubles, math.Float64frombits(v))
			}
		case 13:
			t.External = true
		case 14:
			if typ == protowire.VarintType && v != 0 {
				t.External = true
			}
		}
		if len(t.Floats) > lim.Elements || len(t.Doubles) > lim.Elements {
			return fmt.Errorf("more than %d elements", lim.Elements)
		}
		return nil
	})
	return t, err
}

// appendInts appends a repeated int64 field, packed or not, refusing more
// than limit values in all.
func appendInts(dst *[]int64, typ protowire.Type, p []byte, v uint64, limit int) error {
	switch typ {
	case protowire.VarintType:
		*dst = append(*dst, int64(v))
	case protowire.BytesType:
		for len(p) > 0 && len(*dst) <= limit {
			x, n := protowire.ConsumeVarint(p)
			if n < 0 {
				return protowire.ParseError(n)
			}
			*dst, p = append(*dst, int64(x)), p[n:]
		}
	}
	if len(*dst) > limit {
		return fmt.Errorf("more than %d values in a repeated field", limit)
	}
	return nil
}

// readValueInfo reads a ValueInfoProto of at most maxRank dimensions
// (negative: any rank). Of the TypeProto's kinds, the last one set wins,
// as protobuf decodes a oneof.
func readValueInfo(b []byte, maxRank int) (ValueInfo, error) {
	var (
		d   ValueInfo
		typ []byte
	)
	err := fields(b, func(num protowire.Number, t protowire.Type, p []byte, _ uint64) error {
		switch {
		case num == 1 && t == protowire.BytesType:
			d.Name = string(p)
		case num == 2 && t == protowire.BytesType:
			typ = p
		}
		return nil
	})
	if err != nil {
		return d, err
	}
	var tt []byte
	d.Kind = "untyped value"
	err = fields(typ, func(num protowire.Number, t protowire.Type, p []byte, _ uint64) error {
		if t != protowire.BytesType {
			return nil
		}
		switch num {
		case 1:
			tt, d.Kind = p, ""
		case 4:
			d.Kind = "sequence"
		case 5:
			d.Kind = "map"
		case 8:
			d.Kind = "sparse tensor"
		case 9:
			d.Kind = "optional"
		}
		return nil
	})
	if err != nil || d.Kind != "" {
		return d, err
	}
	err = fields(tt, func(num protowire.Number, t protowire.Type, p []byte, v uint64) error {
		switch {
		case num == 1 && t == protowire.VarintType:
			d.Elem = v
		case num == 2 && t == protowire.BytesType: // TensorShapeProto
			d.Shape = []int64{}
			return fields(p, func(num protowire.Number, t protowire.Type, p []byte, _ uint64) error {
				if num != 1 || t != protowire.BytesType {
					return nil
				}
				if maxRank >= 0 && len(d.Shape) >= maxRank {
					return fmt.Errorf("more than %d dimensions", maxRank)
				}
				dim := int64(-1)
				err := fields(p, func(n protowire.Number, t protowire.Type, _ []byte, v uint64) error {
					if n == 1 && t == protowire.VarintType && int64(v) >= 0 {
						dim = int64(v)
					}
					return nil
				})
				d.Shape = append(d.Shape, dim)
				return err
			})
		}
		return nil
	})
	return d, err
}
