package heonnx

import (
	"testing"

	"github.com/tensora/tensora/he"
)

func TestDescribe(t *testing.T) {
	d := func(in, out int) he.Layer {
		return he.Layer{Kind: he.KindDense, In: in, Out: out, Weights: make([]float64, in*out)}
	}
	tests := []struct {
		name string
		m    he.Model
		want string
	}{
		// The MNIST shape: every level of ckks-n13 used.
		{"mnist", he.Model{Params: "ckks-n13", Input: 196, Layers: []he.Layer{d(196, 32), {Kind: he.KindSquare}, d(32, 10)}},
			"196 → dense 32 → square → dense 10 (ckks-n13, depth 3 of 3)"},
		// A degree-3 polynomial takes two levels and is shown by degree.
		{"poly", he.Model{Params: "ckks-n14", Input: 8, Layers: []he.Layer{d(8, 4), {Kind: he.KindPoly, Coeffs: []float64{0, 1, 0, 0.5}}}},
			"8 → dense 4 → poly 3 (ckks-n14, depth 3 of 8)"},
		// A model too deep for its set still describes, showing why.
		{"too deep", he.Model{Params: "ckks-n13", Input: 2, Layers: []he.Layer{d(2, 2), d(2, 2), d(2, 2), d(2, 2)}},
			"2 → dense 2 → dense 2 → dense 2 → dense 2 (ckks-n13, depth 4 of 3)"},
		// An unknown parameter set has no level count.
		{"unknown params", he.Model{Params: "ckks-n99", Input: 2, Layers: []he.Layer{{Kind: he.KindSquare}}},
			"2 → square (ckks-n99, depth 1 of ?)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Describe(&tt.m); got != tt.want {
				t.Fatalf("Describe = %q, want %q", got, tt.want)
			}
		})
	}
}
