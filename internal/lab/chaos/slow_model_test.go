package chaos

import (
	"fmt"
	"testing"

	"github.com/tensora/tensora/internal/onnxpb"
)

// TestSlowModelDeclarations: the slow model declares one float32
// 1024×1024 input and the last product as its output.
func TestSlowModelDeclarations(t *testing.T) {
	ins, outs, _, err := onnxpb.ReadIO(slowModel(3))
	if err != nil {
		t.Fatal(err)
	}
	want := "[{x  1 [1024 1024]}] [{y3  1 [1024 1024]}]"
	if got := fmt.Sprint(ins, outs); got != want {
		t.Fatalf("declarations %s, want %s", got, want)
	}
	g, err := onnxpb.ReadGraph(slowModel(3), onnxpb.Limits{Nodes: 3, Inits: 1, Strings: 2, Rank: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Nodes) != 3 {
		t.Fatalf("%d nodes, want 3", len(g.Nodes))
	}
	for i, n := range g.Nodes {
		if prev := fmt.Sprintf("y%d", i); n.Op != "MatMul" || (i > 0 && n.Inputs[0] != prev) || n.Inputs[1] != "x" {
			t.Fatalf("node %d: %+v", i, n)
		}
	}
}
