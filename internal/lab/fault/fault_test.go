package fault

import (
	"bytes"
	"context"
	"testing"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/tensor"
)

// Which miner gets which fault: no-ack first, then tamper, then the
// byzantine ones by stake (highest first, ties in index order).
func TestPlanPicksMiners(t *testing.T) {
	stakes := []int64{200, 400, 800, 200, 50}
	cases := []struct {
		plan    Plan
		opts    []int // miners given node options
		byzants []int // miners labelled byzantine
	}{
		{Plan{}, nil, nil},                                          // honest fleet
		{Plan{NoAck: 2}, []int{0, 1}, nil},                          // the first two ignore assignments
		{Plan{Byzantine: 1}, nil, []int{2}},                         // the most staked cheats
		{Plan{Byzantine: 2}, nil, []int{2, 1}},                      // then the next most staked
		{Plan{NoAck: 1, Tamper: 1}, []int{0, 1}, nil},               // tamper follows no-ack
		{Plan{NoAck: 3, Byzantine: 2}, []int{0, 1, 2}, []int{3, 4}}, // cheaters come from the rest only
		{Plan{Byzantine: 9}, nil, []int{0, 1, 2, 3, 4}},             // more asked than miners: all of them
	}
	for i, c := range cases {
		var opts, byz []int
		for m := range stakes {
			_, o, b := c.plan.Miner(m, stakes, nil)
			if len(o) > 0 {
				opts = append(opts, m)
			}
			if b {
				byz = append(byz, m)
			}
		}
		if !sameSet(opts, c.opts) || !sameSet(byz, c.byzants) {
			t.Errorf("case %d %+v: options on %v, byzantine %v; want %v, %v", i, c.plan, opts, byz, c.opts, c.byzants)
		}
	}
}

func sameSet(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	in := map[int]bool{}
	for _, x := range a {
		in[x] = true
	}
	for _, x := range b {
		if !in[x] {
			return false
		}
	}
	return true
}

// echo returns its input as its output.
type echo struct{ engine.Engine }

func (echo) Run(_ context.Context, req engine.Request) (*engine.Result, error) {
	return &engine.Result{Output: req.Input}, nil
}

// A lying engine's output is wrong yet still canonical safetensors of the
// same names and shapes; at rate 0 it tells the truth.
func TestLieKeepsTheForm(t *testing.T) {
	x, err := tensor.FromFloat32("y", []int64{2}, []float32{1, 2})
	if err != nil {
		t.Fatal(err)
	}
	in, err := tensor.Encode([]tensor.Tensor{x})
	if err != nil {
		t.Fatal(err)
	}
	got, err := Lie(echo{}, 1).Run(context.Background(), engine.Request{Input: in})
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got.Output, in) {
		t.Fatal("rate 1: the output was not changed")
	}
	ts, err := tensor.Parse(got.Output)
	if err != nil || len(ts) != 1 || ts[0].Name != "y" || len(ts[0].Data) != len(x.Data) {
		t.Fatalf("the wrong output lost its form: %v %+v", err, ts)
	}
	honest, err := Lie(echo{}, 0).Run(context.Background(), engine.Request{Input: in})
	if err != nil || !bytes.Equal(honest.Output, in) {
		t.Fatalf("rate 0 changed the output (%v)", err)
	}
}
