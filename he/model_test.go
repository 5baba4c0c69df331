package he

import (
	"errors"
	"math"
	"testing"
)

func tinyModel() *Model {
	return &Model{Format: ModelFormat, Params: "ckks-n13", Input: 3, Layers: []Layer{
		{Kind: KindDense, In: 3, Out: 2, Weights: []float64{1, 2, 3, -1, 0, 1}, Bias: []float64{0.5, -0.5}},
		{Kind: KindSquare},
		{Kind: KindDense, In: 2, Out: 1, Weights: []float64{1, 1}},
	}}
}

func TestModelRoundTripAndPlain(t *testing.T) {
	m := tinyModel()
	b, err := m.Encode()
	if err != nil {
		t.Fatal(err)
	}
	got, err := ParseModel(b)
	if err != nil {
		t.Fatal(err)
	}
	y, err := got.Plain([]float64{1, 1, 1})
	if err != nil {
		t.Fatal(err)
	}
	// (6.5)^2 + (-0.5)^2
	if want := 6.5*6.5 + 0.25; len(y) != 1 || math.Abs(y[0]-want) > 1e-12 {
		t.Fatalf("Plain = %v, want [%v]", y, want)
	}
	if m.Depth() != 3 || m.Width() != 4 || m.Output() != 1 {
		t.Fatalf("depth %d width %d output %d", m.Depth(), m.Width(), m.Output())
	}
}

func TestModelCheckRefuses(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mutate func(m *Model)
		deep   bool
	}{
		// a format tag from elsewhere
		{"format", func(m *Model) { m.Format = "onnx" }, false},
		// moduli are never free-form
		{"unknown params", func(m *Model) { m.Params = "ckks-custom" }, false},
		// the second layer must take the first's outputs
		{"shapes do not chain", func(m *Model) { m.Layers[2].In = 3; m.Layers[2].Weights = []float64{1, 1, 1} }, false},
		{"weight count", func(m *Model) { m.Layers[0].Weights = m.Layers[0].Weights[:5] }, false},
		{"NaN weight", func(m *Model) { m.Layers[0].Weights[1] = math.NaN() }, false},
		{"huge bias", func(m *Model) { m.Layers[0].Bias[0] = 1e9 }, false},
		{"unknown kind", func(m *Model) { m.Layers[1].Kind = "relu" }, false},
		{"params on square", func(m *Model) { m.Layers[1].Coeffs = []float64{1} }, false},
		{"poly zero leading", func(m *Model) { m.Layers[1] = Layer{Kind: KindPoly, Coeffs: []float64{1, 0}} }, false},
		// ckks-n13 has 3 levels; a fourth is refused with ErrTooDeep
		{"too deep", func(m *Model) { m.Layers = append(m.Layers, Layer{Kind: KindSquare}) }, true},
		// a width-8192 vector needs 16384 slots
		{"too wide", func(m *Model) {
			m.Input = 5000
			m.Layers[0].In = 5000
			m.Layers[0].Weights = make([]float64, 2*5000)
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := tinyModel()
			tc.mutate(m)
			err := m.Check()
			if !errors.Is(err, ErrBadModel) {
				t.Fatalf("Check = %v, want ErrBadModel", err)
			}
			if errors.Is(err, ErrTooDeep) != tc.deep {
				t.Fatalf("Check = %v, ErrTooDeep %v", err, tc.deep)
			}
		})
	}
	if _, err := ParseModel([]byte(`{"format":"tensora-he-model/1","extra":1}`)); !errors.Is(err, ErrBadModel) {
		t.Fatalf("unknown field: %v", err)
	}
}
