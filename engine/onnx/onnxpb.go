package onnx

import (
	"errors"
	"strconv"

	"google.golang.org/protobuf/encoding/protowire"

	"github.com/tensora/tensora/tensor"
)

// A minimal writer for the ONNX protobuf format (onnx.proto3), enough to
// build small graphs: the CUDA probe's identity model and the models the
// tests generate. Field numbers are ONNX's.

// onnxElemType is TensorProto.DataType for a dtype (0 if ONNX has none).
func onnxElemType(d tensor.DType) int32 {
	switch d {
	case tensor.F32:
		return 1
	case tensor.U8:
		return 2
	case tensor.I8:
		return 3
	case tensor.U16:
		return 4
	case tensor.I16:
		return 5
	case tensor.I32:
		return 6
	case tensor.I64:
		return 7
	case tensor.BOOL:
		return 9
	case tensor.F16:
		return 10
	case tensor.F64:
		return 11
	case tensor.U32:
		return 12
	case tensor.U64:
		return 13
	case tensor.BF16:
		return 16
	case tensor.F8E4M3:
		return 17
	case tensor.F8E5M2:
		return 19
	}
	return 0
}

// pbValue is a graph input or output: a name, a dtype and a shape where a
// negative dimension is symbolic (dim_param "d<i>").
type pbValue struct {
	name  string
	dtype tensor.DType
	shape []int64
	// dimNames, if set, names the symbolic dimensions (so inputs can share one).
	dimNames []string
}

type pbAttr struct {
	name string
	i    *int64
}

type pbNode struct {
	op      string
	inputs  []string
	outputs []string
	attrs   []pbAttr
}

type pbModel struct {
	opset        int64
	nodes        []pbNode
	inputs       []pbValue
	outputs      []pbValue
	valueInfo    []pbValue // declared intermediate values
	initializers []tensor.Tensor
}

func appendString(b []byte, field protowire.Number, s string) []byte {
	b = protowire.AppendTag(b, field, protowire.BytesType)
	return protowire.AppendString(b, s)
}

func appendMessage(b []byte, field protowire.Number, msg []byte) []byte {
	b = protowire.AppendTag(b, field, protowire.BytesType)
	return protowire.AppendBytes(b, msg)
}

func appendVarint(b []byte, field protowire.Number, v uint64) []byte {
	b = protowire.AppendTag(b, field, protowire.VarintType)
	return protowire.AppendVarint(b, v)
}

func (v pbValue) marshal() []byte {
	var shape []byte
	for i, d := range v.shape {
		var dim []byte
		if d >= 0 {
			dim = appendVarint(dim, 1, uint64(d)) // dim_value
		} else {
			name := "d" + strconv.Itoa(i)
			if i < len(v.dimNames) && v.dimNames[i] != "" {
				name = v.dimNames[i]
			}
			dim = appendString(dim, 2, name) // dim_param
		}
		shape = appendMessage(shape, 1, dim)
	}
	var tt []byte
	tt = appendVarint(tt, 1, uint64(onnxElemType(v.dtype))) // elem_type
	if v.shape != nil {                                     // present even when empty (a scalar); absent = no shape
		tt = appendMessage(tt, 2, shape)
	}
	typ := appendMessage(nil, 1, tt) // TypeProto.tensor_type
	var b []byte
	b = appendString(b, 1, v.name)
	return appendMessage(b, 2, typ)
}

func (n pbNode) marshal() []byte {
	var b []byte
	for _, in := range n.inputs {
		b = appendString(b, 1, in)
	}
	for _, out := range n.outputs {
		b = appendString(b, 2, out)
	}
	b = appendString(b, 4, n.op)
	for _, a := range n.attrs {
		var ab []byte
		ab = appendString(ab, 1, a.name)
		if a.i != nil {
			ab = appendVarint(ab, 3, uint64(*a.i)) // i
			ab = appendVarint(ab, 20, 2)           // type INT
		}
		b = appendMessage(b, 5, ab)
	}
	return b
}

func (m pbModel) marshal() []byte {
	var g []byte
	for _, n := range m.nodes {
		g = appendMessage(g, 1, n.marshal())
	}
	g = appendString(g, 2, "tensora")
	for _, t := range m.initializers {
		var tp []byte
		for _, d := range t.Shape {
			tp = appendVarint(tp, 1, uint64(d)) // dims
		}
		tp = appendVarint(tp, 2, uint64(onnxElemType(t.DType))) // data_type
		tp = appendString(tp, 8, t.Name)
		tp = appendMessage(tp, 9, t.Data) // raw_data
		g = appendMessage(g, 5, tp)
	}
	for _, v := range m.inputs {
		g = appendMessage(g, 11, v.marshal())
	}
	for _, v := range m.outputs {
		g = appendMessage(g, 12, v.marshal())
	}
	for _, v := range m.valueInfo {
		g = appendMessage(g, 13, v.marshal())
	}
	opset := m.opset
	if opset == 0 {
		opset = 13
	}
	var b []byte
	b = appendVarint(b, 1, 8) // ir_version 8
	b = appendString(b, 2, "tensora")
	b = appendMessage(b, 7, g)
	op := appendString(nil, 1, "")
	op = appendVarint(op, 2, uint64(opset))
	return appendMessage(b, 8, op)
}

// identityModel is y = Identity(x) for x of dtype d and shape.
func identityModel(d tensor.DType, shape []int64) []byte {
	return pbModel{
		nodes:   []pbNode{{op: "Identity", inputs: []string{"x"}, outputs: []string{"y"}}},
		inputs:  []pbValue{{name: "x", dtype: d, shape: shape}},
		outputs: []pbValue{{name: "y", dtype: d, shape: shape}},
	}.marshal()
}

// dtypeFromONNX is the inverse of onnxElemType ("" for types without a
// safetensors dtype: strings, complex, 4-bit and the FNUZ float8 types).
func dtypeFromONNX(t uint64) tensor.DType {
	for _, d := range []tensor.DType{tensor.F32, tensor.U8, tensor.I8, tensor.U16, tensor.I16, tensor.I32, tensor.I64,
		tensor.BOOL, tensor.F16, tensor.F64, tensor.U32, tensor.U64, tensor.BF16, tensor.F8E4M3, tensor.F8E5M2} {
		if uint64(onnxElemType(d)) == t {
			return d
		}
	}
	return ""
}

// pbField calls fn for each field of the protobuf message b; fn gets the
// field number, wire type, and the payload (bytes for length-delimited
// fields, varint value otherwise).
func pbField(b []byte, fn func(num protowire.Number, typ protowire.Type, payload []byte, v uint64) error) error {
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return protowire.ParseError(n)
		}
		b = b[n:]
		var (
			payload []byte
			v       uint64
		)
		switch typ {
		case protowire.BytesType:
			payload, n = protowire.ConsumeBytes(b)
		case protowire.VarintType:
			v, n = protowire.ConsumeVarint(b)
		default:
			n = protowire.ConsumeFieldValue(num, typ, b)
		}
		if n < 0 {
			return protowire.ParseError(n)
		}
		b = b[n:]
		if err := fn(num, typ, payload, v); err != nil {
			return err
		}
	}
	return nil
}

// pbDecl is one graph input or output as declared in the model: dtype ""
// with kind set when it is not a tensor, shape nil when the rank is unknown.
type pbDecl struct {
	name  string
	kind  string // "" for a tensor, else "sequence", "map", ...
	elem  uint64
	shape []int64
}

// parseModelIO reads a ModelProto's graph inputs (without the ones that are
// initializers, as ONNX Runtime reports them), outputs and declared
// intermediate values (value_info). It reads only the declarations, so it
// costs a scan of the file instead of the session ORT would build to
// answer the same question.
func parseModelIO(model []byte) (inputs, outputs, values []pbDecl, err error) {
	var graph []byte
	err = pbField(model, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
		if num == 7 && typ == protowire.BytesType {
			graph = p
		}
		return nil
	})
	if err != nil {
		return nil, nil, nil, err
	}
	if graph == nil {
		return nil, nil, nil, errors.New("no graph in the model")
	}
	initializers := map[string]bool{}
	err = pbField(graph, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
		if typ != protowire.BytesType {
			return nil
		}
		switch num {
		case 5: // initializer: TensorProto, name = 8
			name, err := pbString(p, 8)
			initializers[name] = true
			return err
		case 15: // sparse_initializer: SparseTensorProto, values = 1 (TensorProto)
			var values []byte
			if err := pbField(p, func(n protowire.Number, t protowire.Type, q []byte, _ uint64) error {
				if n == 1 && t == protowire.BytesType {
					values = q
				}
				return nil
			}); err != nil {
				return err
			}
			name, err := pbString(values, 8)
			initializers[name] = true
			return err
		case 11, 12, 13:
			d, err := parseValueInfo(p)
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
		if !initializers[in.name] {
			kept = append(kept, in)
		}
	}
	return kept, outputs, values, nil
}

func pbString(b []byte, field protowire.Number) (string, error) {
	var s string
	err := pbField(b, func(num protowire.Number, typ protowire.Type, p []byte, _ uint64) error {
		if num == field && typ == protowire.BytesType {
			s = string(p)
		}
		return nil
	})
	return s, err
}

func parseValueInfo(b []byte) (pbDecl, error) {
	var (
		d   pbDecl
		typ []byte
	)
	err := pbField(b, func(num protowire.Number, t protowire.Type, p []byte, _ uint64) error {
		switch {
		case num == 1 && t == protowire.BytesType:
			d.name = string(p)
		case num == 2 && t == protowire.BytesType:
			typ = p
		}
		return nil
	})
	if err != nil {
		return d, err
	}
	var tt []byte
	d.kind = "untyped value"
	err = pbField(typ, func(num protowire.Number, t protowire.Type, p []byte, _ uint64) error {
		if t != protowire.BytesType {
			return nil
		}
		switch num {
		case 1:
			tt, d.kind = p, ""
		case 4:
			d.kind = "sequence"
		case 5:
			d.kind = "map"
		case 8:
			d.kind = "sparse tensor"
		case 9:
			d.kind = "optional"
		}
		return nil
	})
	if err != nil || d.kind != "" {
		return d, err
	}
	var shape []byte
	hasShape := false
	err = pbField(tt, func(num protowire.Number, t protowire.Type, p []byte, v uint64) error {
		switch {
		case num == 1 && t == protowire.VarintType:
			d.elem = v
		case num == 2 && t == protowire.BytesType:
			shape, hasShape = p, true
		}
		return nil
	})
	if err != nil || !hasShape {
		return d, err
	}
	d.shape = []int64{}
	err = pbField(shape, func(num protowire.Number, t protowire.Type, p []byte, _ uint64) error {
		if num != 1 || t != protowire.BytesType {
			return nil
		}
		dim := int64(-1)
		err := pbField(p, func(n protowire.Number, t protowire.Type, _ []byte, v uint64) error {
			if n == 1 && t == protowire.VarintType && int64(v) >= 0 {
				dim = int64(v)
			}
			return nil
		})
		d.shape = append(d.shape, dim)
		return err
	})
	return d, err
}
