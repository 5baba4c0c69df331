package chaos

import (
	"fmt"

	"github.com/tensora/tensora/internal/onnxpb"
)

// slowModel is an ONNX model that takes seconds to run on any CPU: y =
// x·x·…·x, products of 1024×1024 float32 matrices (about 2 GFLOP each,
// 35–50 ms on one core). R1p runs it so that a job is reliably mid-run
// when its miner is killed: a genuinely slow job, where the product's
// miner once took a fault-injection delay from its environment.
func slowModel(products int) []byte {
	const n = 1024
	g := onnxpb.Graph{Inputs: []onnxpb.Value{{Name: "x", Shape: []int64{n, n}}}}
	prev := "x"
	for i := 1; i <= products; i++ {
		out := fmt.Sprintf("y%d", i)
		g.Nodes = append(g.Nodes, onnxpb.Node{Op: "MatMul", Inputs: []string{prev, "x"}, Outputs: []string{out}})
		prev = out
	}
	g.Outputs = []onnxpb.Value{{Name: prev, Shape: []int64{n, n}}}
	return g.Marshal()
}
