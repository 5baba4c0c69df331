package onnxpb

import (
	"encoding/binary"
	"math"
	"strconv"

	"google.golang.org/protobuf/encoding/protowire"
)

// Value is a graph input, output or declared intermediate value: a
// tensor. A negative dimension is symbolic: dim_param DimParams[i] if set,
// else "d<i>" (so values share a symbolic dimension by position unless
// named otherwise). A nil Shape declares no shape at all; an empty one is
// a scalar.
type Value struct {
	Name      string
	ElemType  int32 // a data type (Float, Int64, ...); 0: Float
	Shape     []int64
	DimParams []string
}

// Attr is a node attribute holding an int, a float or a tensor, or with
// only Type set, a type without a value (a zero a proto3 writer left out).
type Attr struct {
	Name   string
	Int    *int64
	Float  *float32
	Tensor *Tensor
	Type   int64
}

// Node is one operator.
type Node struct {
	Name    string
	Op      string
	Domain  string
	Inputs  []string
	Outputs []string
	Attrs   []Attr
}

// Tensor is an initializer or a tensor attribute. If DataType is set, Raw
// is written as raw_data as it is. Otherwise the data type follows from
// which of Floats, Doubles or Ints is set (Float if none); they go in
// raw_data unless Typed, which puts them in float_data, double_data or
// int64_data (packed).
type Tensor struct {
	Name     string
	Dims     []int64
	DataType int32
	Raw      []byte
	Floats   []float32
	Doubles  []float64
	Ints     []int64
	Typed    bool
}

// Graph is a whole model: one graph and its opset.
type Graph struct {
	Opset     int64 // 0: 13
	Nodes     []Node
	Inits     []Tensor
	Inputs    []Value
	Outputs   []Value
	ValueInfo []Value // declared intermediate values
}

// Int and Float32 make attribute values.
func Int(v int64) *int64         { return &v }
func Float32(v float32) *float32 { return &v }

func appendBytes(b []byte, field protowire.Number, p []byte) []byte {
	b = protowire.AppendTag(b, field, protowire.BytesType)
	return protowire.AppendBytes(b, p)
}

func appendString(b []byte, field protowire.Number, s string) []byte {
	b = protowire.AppendTag(b, field, protowire.BytesType)
	return protowire.AppendString(b, s)
}

func appendVarint(b []byte, field protowire.Number, v uint64) []byte {
	b = protowire.AppendTag(b, field, protowire.VarintType)
	return protowire.AppendVarint(b, v)
}

func (v Value) marshal() []byte {
	var shape []byte
	for i, d := range v.Shape {
		var dim []byte
		if d >= 0 {
			dim = appendVarint(dim, 1, uint64(d)) // dim_value
		} else {
			name := "d" + strconv.Itoa(i)
			if i < len(v.DimParams) && v.DimParams[i] != "" {
				name = v.DimParams[i]
			}
			dim = appendString(dim, 2, name) // dim_param
		}
		shape = appendBytes(shape, 1, dim)
	}
	elem := v.ElemType
	if elem == 0 {
		elem = Float
	}
	tt := appendVarint(nil, 1, uint64(elem)) // elem_type
	if v.Shape != nil {                      // present even when empty (a scalar); absent = no shape
		tt = appendBytes(tt, 2, shape)
	}
	b := appendString(nil, 1, v.Name)
	return appendBytes(b, 2, appendBytes(nil, 1, tt)) // type.tensor_type
}

func (n Node) marshal() []byte {
	var b []byte
	for _, in := range n.Inputs {
		b = appendString(b, 1, in)
	}
	for _, out := range n.Outputs {
		b = appendString(b, 2, out)
	}
	if n.Name != "" {
		b = appendString(b, 3, n.Name)
	}
	b = appendString(b, 4, n.Op)
	for _, a := range n.Attrs {
		ab := appendString(nil, 1, a.Name)
		switch {
		case a.Int != nil:
			ab = appendVarint(ab, 3, uint64(*a.Int))
			ab = appendVarint(ab, 20, 2) // type INT
		case a.Float != nil:
			ab = protowire.AppendTag(ab, 2, protowire.Fixed32Type)
			ab = protowire.AppendFixed32(ab, math.Float32bits(*a.Float))
			ab = appendVarint(ab, 20, 1) // type FLOAT
		case a.Tensor != nil:
			ab = appendBytes(ab, 5, a.Tensor.marshal())
			ab = appendVarint(ab, 20, 4) // type TENSOR
		case a.Type != 0:
			ab = appendVarint(ab, 20, uint64(a.Type))
		}
		b = appendBytes(b, 5, ab)
	}
	if n.Domain != "" {
		b = appendString(b, 7, n.Domain)
	}
	return b
}

func (t Tensor) marshal() []byte {
	var b []byte
	for _, d := range t.Dims {
		b = appendVarint(b, 1, uint64(d))
	}
	if t.DataType != 0 {
		b = appendVarint(b, 2, uint64(t.DataType))
		b = appendString(b, 8, t.Name)
		return appendBytes(b, 9, t.Raw)
	}
	var raw, typed []byte
	var typ int32
	var field protowire.Number
	switch {
	case t.Doubles != nil:
		typ, field = Double, 10
		for _, v := range t.Doubles {
			raw = binary.LittleEndian.AppendUint64(raw, math.Float64bits(v))
		}
		typed = raw
	case t.Ints != nil:
		typ, field = Int64, 7
		for _, v := range t.Ints {
			raw = binary.LittleEndian.AppendUint64(raw, uint64(v))
			typed = protowire.AppendVarint(typed, uint64(v))
		}
	default:
		typ, field = Float, 4
		for _, v := range t.Floats {
			raw = binary.LittleEndian.AppendUint32(raw, math.Float32bits(v))
		}
		typed = raw
	}
	b = appendVarint(b, 2, uint64(typ))
	b = appendString(b, 8, t.Name)
	if t.Typed {
		return appendBytes(b, field, typed) // packed
	}
	return appendBytes(b, 9, raw)
}

// Marshal encodes the model (ir_version 8, producer and graph name
// "tensora", the default domain at Opset).
func (g Graph) Marshal() []byte {
	var gb []byte
	for _, n := range g.Nodes {
		gb = appendBytes(gb, 1, n.marshal())
	}
	gb = appendString(gb, 2, "tensora")
	for _, t := range g.Inits {
		gb = appendBytes(gb, 5, t.marshal())
	}
	for _, v := range g.Inputs {
		gb = appendBytes(gb, 11, v.marshal())
	}
	for _, v := range g.Outputs {
		gb = appendBytes(gb, 12, v.marshal())
	}
	for _, v := range g.ValueInfo {
		gb = appendBytes(gb, 13, v.marshal())
	}
	opset := g.Opset
	if opset == 0 {
		opset = 13
	}
	b := appendVarint(nil, 1, 8) // ir_version
	b = appendString(b, 2, "tensora")
	b = appendBytes(b, 7, gb)
	op := appendString(nil, 1, "")
	op = appendVarint(op, 2, uint64(opset))
	return appendBytes(b, 8, op)
}
