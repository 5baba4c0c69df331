package chaos

import (
	"fmt"

	"google.golang.org/protobuf/encoding/protowire"
)

// slowModel is an ONNX model that takes seconds to run on any CPU: y =
// x·x·…·x, products of 1024×1024 float32 matrices (about 2 GFLOP each,
// 35–50 ms on one core). R1p runs it so that a job is reliably mid-run
// when its miner is killed: a genuinely slow job, where the product's
// miner once took a fault-injection delay from its environment.
func slowModel(products int) []byte {
	const n = 1024
	var g []byte
	prev := "x"
	for i := 1; i <= products; i++ {
		out := fmt.Sprintf("y%d", i)
		var node []byte
		node = appendString(node, 1, prev) // input
		node = appendString(node, 1, "x")  // input
		node = appendString(node, 2, out)  // output
		node = appendString(node, 4, "MatMul")
		g = appendMessage(g, 1, node) // GraphProto.node
		prev = out
	}
	g = appendString(g, 2, "tensora-lab-slow")      // name
	g = appendMessage(g, 11, valueInfo("x", n, n))  // input
	g = appendMessage(g, 12, valueInfo(prev, n, n)) // output
	var m []byte
	m = protowire.AppendTag(m, 1, protowire.VarintType) // ir_version
	m = protowire.AppendVarint(m, 8)
	m = appendString(m, 2, "tensora-lab") // producer_name
	m = appendMessage(m, 7, g)            // graph
	var opset []byte
	opset = appendString(opset, 1, "") // the default domain
	opset = protowire.AppendTag(opset, 2, protowire.VarintType)
	opset = protowire.AppendVarint(opset, 13)
	return appendMessage(m, 8, opset) // opset_import
}

// valueInfo is a float32 tensor's ValueInfoProto of the given shape.
func valueInfo(name string, dims ...int64) []byte {
	var shape []byte
	for _, d := range dims {
		var dim []byte
		dim = protowire.AppendTag(dim, 1, protowire.VarintType) // dim_value
		dim = protowire.AppendVarint(dim, uint64(d))
		shape = appendMessage(shape, 1, dim)
	}
	var tt []byte
	tt = protowire.AppendTag(tt, 1, protowire.VarintType) // elem_type FLOAT
	tt = protowire.AppendVarint(tt, 1)
	tt = appendMessage(tt, 2, shape)
	var v []byte
	v = appendString(v, 1, name)
	return appendMessage(v, 2, appendMessage(nil, 1, tt)) // type.tensor_type
}

func appendString(b []byte, field protowire.Number, s string) []byte {
	b = protowire.AppendTag(b, field, protowire.BytesType)
	return protowire.AppendString(b, s)
}

func appendMessage(b []byte, field protowire.Number, msg []byte) []byte {
	b = protowire.AppendTag(b, field, protowire.BytesType)
	return protowire.AppendBytes(b, msg)
}
