package onnxpb

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"math"
	"os"
	"reflect"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protowire"

	"github.com/tensora/tensora/tensor"
)

// roomy is wide enough for every graph these tests write.
var roomy = Limits{Nodes: 16, Inits: 16, Strings: 8, Rank: 4, Elements: 64}

// fullGraph uses every field kind the writer has: node names, domains,
// int, float, tensor and type-only attributes, raw and typed float,
// double and int64 tensors, a raw tensor of a given type, symbolic,
// fixed, scalar and absent shapes, and declared intermediate values.
func fullGraph() Graph {
	return Graph{
		Opset: 17,
		Nodes: []Node{
			{Name: "fc", Op: "Gemm", Inputs: []string{"x", "w", "b"}, Outputs: []string{"h"},
				Attrs: []Attr{{Name: "transB", Int: Int(1)}, {Name: "alpha", Float: Float32(0.5)}, {Name: "beta", Type: 1}}},
			{Op: "Constant", Domain: "ai.onnx", Outputs: []string{"e"}, Attrs: []Attr{{Name: "value", Tensor: &Tensor{Dims: []int64{}, Ints: []int64{2}}}}},
			{Name: "p", Op: "Pow", Inputs: []string{"h", "e"}, Outputs: []string{"y"}},
		},
		Inits: []Tensor{
			{Name: "w", Dims: []int64{2, 3}, Floats: []float32{1, 2, 3, 4, 5, -6}},
			{Name: "b", Dims: []int64{2}, Floats: []float32{0.5, -1}, Typed: true},
			{Name: "d", Dims: []int64{1}, Doubles: []float64{3.25}},
			{Name: "dt", Dims: []int64{2}, Doubles: []float64{1, -2}, Typed: true},
			{Name: "i", Dims: []int64{2}, Ints: []int64{7, -1}},
			{Name: "it", Dims: []int64{2}, Ints: []int64{300, -1}, Typed: true},
			{Name: "u", Dims: []int64{3}, DataType: Uint8, Raw: []byte{1, 2, 3}},
		},
		Inputs: []Value{
			{Name: "x", Shape: []int64{-1, 3, -1}, DimParams: []string{"", "", "seq"}},
			{Name: "shapeless", ElemType: Double},
			{Name: "w", Shape: []int64{2, 3}}, // an initializer listed as an input
		},
		Outputs:   []Value{{Name: "y", ElemType: Int64, Shape: []int64{-1, 2}}},
		ValueInfo: []Value{{Name: "h", ElemType: Bool, Shape: []int64{}}},
	}
}

func le32(fs ...float32) []byte {
	var b []byte
	for _, f := range fs {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(f))
	}
	return b
}

func le64(vs ...uint64) []byte {
	var b []byte
	for _, v := range vs {
		b = binary.LittleEndian.AppendUint64(b, v)
	}
	return b
}

// TestRoundTrip writes fullGraph and reads it back with both readers.
func TestRoundTrip(t *testing.T) {
	b := fullGraph().Marshal()
	g, err := ReadGraph(b, roomy)
	if err != nil {
		t.Fatal(err)
	}
	constant := g.Nodes[1].Attrs[0].T
	g.Nodes[1].Attrs[0].T = nil // compared below, once read
	want := &GraphProto{
		Nodes: []NodeProto{
			{Name: "fc", Op: "Gemm", Inputs: []string{"x", "w", "b"}, Outputs: []string{"h"}, Attrs: []AttrProto{
				{Name: "transB", Type: 2, I: 1, HasI: true},
				{Name: "alpha", Type: 1, F: 0.5, HasF: true},
				{Name: "beta", Type: 1},
			}},
			{Op: "Constant", Domain: "ai.onnx", Outputs: []string{"e"}, Attrs: []AttrProto{{Name: "value", Type: 4}}},
			{Name: "p", Op: "Pow", Inputs: []string{"h", "e"}, Outputs: []string{"y"}},
		},
		Inits: map[string]TensorProto{
			"w":  {Name: "w", Dims: []int64{2, 3}, DataType: Float, Raw: le32(1, 2, 3, 4, 5, -6), HasRaw: true},
			"b":  {Name: "b", Dims: []int64{2}, DataType: Float, Floats: []float32{0.5, -1}},
			"d":  {Name: "d", Dims: []int64{1}, DataType: Double, Raw: le64(math.Float64bits(3.25)), HasRaw: true},
			"dt": {Name: "dt", Dims: []int64{2}, DataType: Double, Doubles: []float64{1, -2}},
			"i":  {Name: "i", Dims: []int64{2}, DataType: Int64, Raw: le64(7, math.MaxUint64), HasRaw: true},
			"it": {Name: "it", Dims: []int64{2}, DataType: Int64, Int64s: []int64{300, -1}},
			"u":  {Name: "u", Dims: []int64{3}, DataType: Uint8, Raw: []byte{1, 2, 3}, HasRaw: true},
		},
		Inputs: []ValueInfo{
			{Name: "x", Elem: Float, Shape: []int64{-1, 3, -1}},
			{Name: "shapeless", Elem: Double},
			{Name: "w", Elem: Float, Shape: []int64{2, 3}},
		},
		Outputs: []ValueInfo{{Name: "y", Elem: Int64, Shape: []int64{-1, 2}}},
	}
	if !reflect.DeepEqual(g, want) {
		t.Fatalf("ReadGraph:\n got %+v\nwant %+v", g, want)
	}
	c, err := ReadTensor(constant, roomy)
	if err != nil {
		t.Fatal(err)
	}
	if wantC := (TensorProto{Dims: nil, DataType: Int64, Raw: le64(2), HasRaw: true}); !reflect.DeepEqual(c, wantC) {
		t.Fatalf("the Constant's tensor: got %+v, want %+v", c, wantC)
	}

	ins, outs, values, err := ReadIO(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(ins, want.Inputs[:2]) { // w is an initializer: not an input to feed
		t.Errorf("ReadIO inputs %+v, want %+v", ins, want.Inputs[:2])
	}
	if !reflect.DeepEqual(outs, want.Outputs) {
		t.Errorf("ReadIO outputs %+v, want %+v", outs, want.Outputs)
	}
	if wantV := []ValueInfo{{Name: "h", Elem: Bool, Shape: []int64{}}}; !reflect.DeepEqual(values, wantV) {
		t.Errorf("ReadIO values %+v, want %+v", values, wantV)
	}
}

// TestMarshalGolden pins the bytes the writer gives: the testdata files
// are what the two writers this package replaced (engine/onnx's and
// he/heonnx's) wrote for the same graphs, so models built by either,
// the committed MNIST model among them, keep their bytes and their CIDs.
func TestMarshalGolden(t *testing.T) {
	w, err := tensor.FromFloat32("w", []int64{2}, []float32{1, 2})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		file string
		g    Graph
	}{
		// engine/onnx's kind: dtypes from safetensors, default symbolic
		// names d<i>, declared values, a raw initializer.
		{"testdata/io-model.hex", Graph{
			Opset:     17,
			Nodes:     []Node{{Op: "ReduceSum", Inputs: []string{"x", "w"}, Outputs: []string{"s"}, Attrs: []Attr{{Name: "keepdims", Int: Int(0)}}}},
			Inputs:    []Value{{Name: "x", ElemType: ElemType(tensor.F16), Shape: []int64{-1, 2, -1}}, {Name: "w", ElemType: ElemType(tensor.F32), Shape: []int64{2}}},
			Outputs:   []Value{{Name: "s", ElemType: ElemType(tensor.I64), Shape: []int64{}}},
			ValueInfo: []Value{{Name: "h", ElemType: ElemType(tensor.BOOL)}},
			Inits:     []Tensor{{Name: w.Name, Dims: w.Shape, DataType: ElemType(w.DType), Raw: w.Data}},
		}},
		// he/heonnx's kind: typed and raw data, every attribute kind, the
		// batch dimension named N.
		{"testdata/graph-model.hex", func() Graph {
			g := fullGraph()
			g.Opset = 0
			g.Inits = g.Inits[:len(g.Inits)-1]
			g.Inputs = []Value{{Name: "x", Shape: []int64{-1, 3}, DimParams: []string{"N"}}, {Name: "shapeless", ElemType: Double}}
			g.Outputs[0].DimParams = []string{"N"}
			g.ValueInfo = nil
			return g
		}()},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			h, err := os.ReadFile(c.file)
			if err != nil {
				t.Fatal(err)
			}
			want, err := hex.DecodeString(strings.TrimSpace(string(h)))
			if err != nil {
				t.Fatal(err)
			}
			if got := c.g.Marshal(); !bytes.Equal(got, want) {
				t.Fatalf("Marshal:\n got %x\nwant %x", got, want)
			}
		})
	}
}

// TestDTypes: every safetensors dtype with an ONNX type maps there and back.
func TestDTypes(t *testing.T) {
	for _, d := range []tensor.DType{tensor.F32, tensor.U8, tensor.I8, tensor.U16, tensor.I16, tensor.I32, tensor.I64,
		tensor.BOOL, tensor.F16, tensor.F64, tensor.U32, tensor.U64, tensor.BF16, tensor.F8E4M3, tensor.F8E5M2} {
		e := ElemType(d)
		if e == 0 || DType(uint64(e)) != d {
			t.Errorf("%s → %d → %q", d, e, DType(uint64(e)))
		}
	}
	for _, e := range []uint64{0, String, 14, 15, 18, 20, 1 << 40} { // complex, FNUZ float8, ...
		if d := DType(e); d != "" {
			t.Errorf("ONNX type %d maps to %s, want none", e, d)
		}
	}
}

// field appends one length-delimited field; varint one varint field.
func field(b []byte, num protowire.Number, p []byte) []byte {
	return protowire.AppendBytes(protowire.AppendTag(b, num, protowire.BytesType), p)
}

func varint(b []byte, num protowire.Number, v uint64) []byte {
	return protowire.AppendVarint(protowire.AppendTag(b, num, protowire.VarintType), v)
}

// model wraps graph fields in a ModelProto.
func model(graph ...[]byte) []byte {
	return field(nil, 7, bytes.Join(graph, nil))
}

// TestReadGraphRefuses: each bound and each malformed shape is an error,
// never a panic or a huge allocation.
func TestReadGraphRefuses(t *testing.T) {
	node := Node{Op: "Relu", Inputs: []string{"x"}, Outputs: []string{"y"}}
	nodeBytes := field(nil, 1, node.marshal())
	tens := func(t Tensor) []byte { return field(nil, 5, t.marshal()) }
	rep := func(b []byte, n int) []byte { return bytes.Repeat(b, n) }
	packed := func(num protowire.Number, n int) []byte { // a TensorProto with n packed values in field num
		return field(nil, 5, field(varint(nil, 2, Float), num, make([]byte, 4*n)))
	}
	cases := []struct {
		name string
		b    []byte
		lim  Limits
		msg  string
	}{
		// Not a model.
		{"empty", nil, roomy, "no graph in the model"},
		{"garbage", []byte("not an onnx model"), roomy, ""},
		{"truncated length", []byte{0x3a, 0xff, 0xff, 0xff, 0xff, 0x0f}, roomy, ""},
		// Counts over the limits.
		{"nodes", model(rep(nodeBytes, 17)), roomy, "more than 16 nodes"},
		{"zero limits fail closed", model(nodeBytes), Limits{}, "more than 0 nodes"},
		{"initializers", model(tens(Tensor{Name: "a"}), tens(Tensor{Name: "b"})), Limits{Inits: 1, Rank: 4, Elements: 4}, "more than 1 initializers"},
		{"node inputs", model(field(nil, 1, Node{Op: "Sum", Inputs: make([]string, 9)}.marshal())), roomy, "more than 8 inputs, outputs or attributes"},
		{"node attributes", model(field(nil, 1, Node{Op: "X", Attrs: make([]Attr, 9)}.marshal())), roomy, "more than 8 inputs, outputs or attributes"},
		{"graph inputs", model(rep(field(nil, 11, Value{Name: "x"}.marshal()), 3)), Limits{Inits: 1, Strings: 1}, "too many graph inputs and outputs"},
		{"value rank", model(field(nil, 11, Value{Name: "x", Shape: make([]int64, 5)}.marshal())), roomy, "more than 4 dimensions"},
		{"tensor rank", model(tens(Tensor{Name: "a", Dims: make([]int64, 5)})), roomy, "more than 4 values in a repeated field"},
		{"float_data packed", model(packed(4, 65)), roomy, "more than 64 elements"},
		{"float_data unpacked", model(field(nil, 5, rep(protowire.AppendFixed32(protowire.AppendTag(nil, 4, protowire.Fixed32Type), 0), 65))), roomy, "more than 64 elements"},
		{"double_data", model(field(nil, 5, field(nil, 10, make([]byte, 8*65)))), roomy, "more than 64 elements"},
		{"int64_data", model(tens(Tensor{Name: "a", Ints: make([]int64, 65), Typed: true})), roomy, "more than 64 values in a repeated field"},
		// Malformed content.
		{"float_data ragged", model(field(nil, 5, field(nil, 4, make([]byte, 6)))), roomy, "float_data is not a whole number of floats"},
		{"double_data ragged", model(field(nil, 5, field(nil, 10, make([]byte, 12)))), roomy, "double_data is not a whole number of doubles"},
		{"packed varint cut", model(field(nil, 5, field(nil, 7, []byte{0x80}))), roomy, ""},
		{"duplicate initializer", model(tens(Tensor{Name: "a"}), tens(Tensor{Name: "a"})), roomy, `two initializers named "a"`},
		{"sparse initializer", model(field(nil, 15, nil)), roomy, "sparse initializers are not supported"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := ReadGraph(c.b, c.lim)
			if err == nil {
				t.Fatalf("read %+v, want an error", g)
			}
			if !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("error %q, want one containing %q", err, c.msg)
			}
		})
	}
}

// TestReadIOKinds: ReadIO names what a declaration is when it is not a
// tensor (the last of TypeProto's oneof wins, as protobuf decodes it), and
// has none of ReadGraph's bounds: a big model's declarations are read
// whole.
func TestReadIOKinds(t *testing.T) {
	decl := func(name string, typ []byte) []byte {
		return field(field(nil, 1, []byte(name)), 2, typ)
	}
	tensorType := field(nil, 1, varint(nil, 1, Float))
	big := Value{Name: "big", Shape: make([]int64, 20)} // rank 20: over any Limits these tests use
	graph := [][]byte{
		field(nil, 11, decl("seq", field(nil, 4, nil))),
		field(nil, 11, decl("map", field(nil, 5, nil))),
		field(nil, 11, decl("sparse", field(nil, 8, nil))),
		field(nil, 11, decl("opt", field(nil, 9, nil))),
		field(nil, 11, decl("none", nil)),
		field(nil, 11, decl("tensor then map", append(append([]byte(nil), tensorType...), field(nil, 5, nil)...))),
		field(nil, 11, decl("map then tensor", append(field(nil, 5, nil), tensorType...))),
		field(nil, 12, big.marshal()),
	}
	for range 2000 {
		graph = append(graph, field(nil, 13, Value{Name: "v", Shape: []int64{1}}.marshal()))
	}
	ins, outs, values, err := ReadIO(model(graph...))
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]string{}
	for _, in := range ins {
		kinds[in.Name] = in.Kind
	}
	want := map[string]string{"seq": "sequence", "map": "map", "sparse": "sparse tensor", "opt": "optional",
		"none": "untyped value", "tensor then map": "map", "map then tensor": ""}
	if !reflect.DeepEqual(kinds, want) {
		t.Errorf("kinds %v, want %v", kinds, want)
	}
	if len(outs) != 1 || len(outs[0].Shape) != 20 || outs[0].Shape[0] != 0 {
		t.Errorf("outputs %+v, want one of rank 20", outs)
	}
	if len(values) != 2000 {
		t.Errorf("%d values, want 2000", len(values))
	}
	if _, err := ReadGraph(model(field(nil, 12, big.marshal())), roomy); err == nil {
		t.Error("ReadGraph read a rank-20 output within rank 4")
	}
}

// TestTruncated reads every prefix of a model: each one cut inside the
// graph is an error for both readers, and none panics.
func TestTruncated(t *testing.T) {
	b := fullGraph().Marshal()
	g := mustGraph(t, b)
	graphEnd := bytes.Index(b, g) + len(g) // the writer puts the opset after the graph
	for n := range len(b) + 1 {
		_, errG := ReadGraph(b[:n], roomy)
		_, _, _, errIO := ReadIO(b[:n])
		if n < graphEnd && (errG == nil || errIO == nil) {
			t.Fatalf("the first %d of %d bytes: ReadGraph %v, ReadIO %v; want errors", n, len(b), errG, errIO)
		}
		if n == graphEnd || n == len(b) {
			if errG != nil || errIO != nil {
				t.Fatalf("the first %d of %d bytes, the whole graph: ReadGraph %v, ReadIO %v", n, len(b), errG, errIO)
			}
		}
	}
}

// mustGraph is the graph field's payload of a model Marshal wrote.
func mustGraph(t *testing.T, model []byte) []byte {
	t.Helper()
	g, err := graphOf(model)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// FuzzRead: no input makes either reader panic, and what ReadGraph
// returns is within its limits.
func FuzzRead(f *testing.F) {
	f.Add(fullGraph().Marshal())
	f.Add(Graph{Nodes: []Node{{Op: "Identity", Inputs: []string{"x"}, Outputs: []string{"y"}}},
		Inputs: []Value{{Name: "x", Shape: []int64{-1}}}, Outputs: []Value{{Name: "y", Shape: []int64{-1}}}}.Marshal())
	f.Add([]byte{0x3a, 0x02, 0x0a, 0x00})
	f.Fuzz(func(t *testing.T, b []byte) {
		_, _, _, _ = ReadIO(b)
		g, err := ReadGraph(b, roomy)
		if err != nil {
			return
		}
		if len(g.Nodes) > roomy.Nodes || len(g.Inits) > roomy.Inits || len(g.Inputs)+len(g.Outputs) > roomy.Inits+roomy.Strings {
			t.Fatalf("%d nodes, %d initializers, %d inputs and %d outputs: over %+v", len(g.Nodes), len(g.Inits), len(g.Inputs), len(g.Outputs), roomy)
		}
		for _, v := range append(g.Inputs, g.Outputs...) {
			if len(v.Shape) > roomy.Rank {
				t.Fatalf("value %q of rank %d", v.Name, len(v.Shape))
			}
		}
		for _, tp := range g.Inits {
			if len(tp.Dims) > roomy.Rank || len(tp.Floats) > roomy.Elements || len(tp.Doubles) > roomy.Elements || len(tp.Int64s) > roomy.Elements {
				t.Fatalf("initializer %q over the limits", tp.Name)
			}
		}
	})
}
