package he

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/bits"
)

// ModelFormat tags the HE model encoding; a change gets a new tag.
const ModelFormat = "tensora-he-model/1"

// Layer kinds.
const (
	KindDense  = "dense"  // y = W x + b; one level
	KindSquare = "square" // y = x*x elementwise; one level
	KindPoly   = "poly"   // y = c0 + c1 x + ... + cd x^d elementwise; bits.Len(d) levels
)

// Bounds a model must keep; anything beyond them is a bad model.
const (
	MaxModelBytes = 64 << 20
	MaxLayers     = 32
	MaxPolyDegree = 15
	MaxAbsValue   = 1e6 // weights, biases and coefficients
)

// maxDim bounds every dimension before anything is computed from it (a
// shape carries no weights to bound it); the width check then asks for
// far less.
const maxDim = 1 << 20

// ErrBadModel is wrapped by every error about a model's content.
var ErrBadModel = errors.New("bad he model")

// ErrTooDeep is wrapped (with ErrBadModel) when a model needs more levels
// than its parameter set has.
var ErrTooDeep = fmt.Errorf("%w: needs more levels than its parameter set has", ErrBadModel)

// Model is a network homomorphic inference can evaluate: dense layers and
// polynomial activations on a vector of Input values, under the named
// parameter set.
type Model struct {
	Format string  `json:"format"`
	Params string  `json:"params"` // a ParamSets name
	Input  int     `json:"input"`  // input dimension
	Layers []Layer `json:"layers"`
	// Labels optionally names the outputs (a classifier's classes).
	Labels []string `json:"labels,omitempty"`
}

// Layer is one step of a Model.
type Layer struct {
	Kind string `json:"kind"`
	// Dense: Out×In weights, row-major, and Out biases (nil: zero).
	In      int       `json:"in,omitempty"`
	Out     int       `json:"out,omitempty"`
	Weights []float64 `json:"weights,omitempty"`
	Bias    []float64 `json:"bias,omitempty"`
	// Poly: coefficients, constant first.
	Coeffs []float64 `json:"coeffs,omitempty"`
}

// Levels is the number of levels the layer consumes.
func (l Layer) Levels() int {
	switch l.Kind {
	case KindDense, KindSquare:
		return 1
	case KindPoly:
		return bits.Len(uint(len(l.Coeffs) - 1))
	}
	return 0
}

// Depth is the number of levels the model consumes.
func (m *Model) Depth() int {
	d := 0
	for _, l := range m.Layers {
		d += l.Levels()
	}
	return d
}

// Output is the model's output dimension.
func (m *Model) Output() int {
	n := m.Input
	for _, l := range m.Layers {
		if l.Kind == KindDense {
			n = l.Out
		}
	}
	return n
}

// Width is the power of two every vector of the model is padded to: the
// next power of two of its widest input or output.
func (m *Model) Width() int {
	w := m.Input
	for _, l := range m.Layers {
		w = max(w, l.In, l.Out)
	}
	if w <= 1 {
		return 1
	}
	return 1 << bits.Len(uint(w-1))
}

// ParseModel reads and checks an encoded model: format, bounds, shapes
// that chain, finite values, and a depth within its parameter set's.
func ParseModel(b []byte) (*Model, error) {
	if len(b) > MaxModelBytes {
		return nil, fmt.Errorf("%w: %d bytes, more than %d", ErrBadModel, len(b), MaxModelBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var m Model
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadModel, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: data after the model", ErrBadModel)
	}
	if err := m.Check(); err != nil {
		return nil, err
	}
	return &m, nil
}

// Encode returns the model's canonical encoding (the bytes its CID names).
func (m *Model) Encode() ([]byte, error) {
	if err := m.Check(); err != nil {
		return nil, err
	}
	return json.Marshal(m)
}

// Check reports the first thing wrong with the model, wrapping
// ErrBadModel (ErrTooDeep when only its depth is).
func (m *Model) Check() error {
	if m.Format != ModelFormat {
		return fmt.Errorf("%w: format %q, want %q", ErrBadModel, m.Format, ModelFormat)
	}
	return m.check(true)
}

// check is Check without the format tag; weights false checks the shape
// alone (an encrypted model's, whose weights and biases are absent).
func (m *Model) check(weights bool) error {
	p, err := Lookup(m.Params)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadModel, err)
	}
	if len(m.Layers) == 0 || len(m.Layers) > MaxLayers {
		return fmt.Errorf("%w: %d layers, want 1 to %d", ErrBadModel, len(m.Layers), MaxLayers)
	}
	if m.Input < 1 || m.Input > maxDim {
		return fmt.Errorf("%w: input dimension %d", ErrBadModel, m.Input)
	}
	n := m.Input
	for i, l := range m.Layers {
		if err := l.check(n, weights); err != nil {
			return fmt.Errorf("%w: layer %d (%s): %w", ErrBadModel, i, l.Kind, err)
		}
		if l.Kind == KindDense {
			n = l.Out
		}
	}
	// One input takes two copies of the widest vector (see the layout in
	// eval.go); the widest must fit.
	if w := m.Width(); 2*w > p.Slots() {
		return fmt.Errorf("%w: vectors of width %d need %d slots, %s has %d", ErrBadModel, w, 2*w, p.Name, p.Slots())
	}
	if m.Labels != nil && len(m.Labels) != n {
		return fmt.Errorf("%w: %d labels for %d outputs", ErrBadModel, len(m.Labels), n)
	}
	if d := m.Depth(); d > p.MaxLevel() {
		return fmt.Errorf("%w: depth %d, %s has %d levels", ErrTooDeep, d, p.Name, p.MaxLevel())
	}
	return nil
}

func (l Layer) check(in int, weights bool) error {
	switch l.Kind {
	case KindDense:
		if l.In != in {
			return fmt.Errorf("takes %d inputs, the previous layer gives %d", l.In, in)
		}
		if l.Out < 1 || l.Out > maxDim {
			return fmt.Errorf("%d outputs", l.Out)
		}
		if !weights {
			if l.Weights != nil || l.Bias != nil || l.Coeffs != nil {
				return errors.New("values in a shape")
			}
			return nil
		}
		if len(l.Weights) != l.In*l.Out {
			return fmt.Errorf("%d weights for %d×%d", len(l.Weights), l.Out, l.In)
		}
		if l.Bias != nil && len(l.Bias) != l.Out {
			return fmt.Errorf("%d biases for %d outputs", len(l.Bias), l.Out)
		}
		if l.Coeffs != nil {
			return errors.New("coefficients on a dense layer")
		}
		if err := finite(l.Weights); err != nil {
			return fmt.Errorf("weights: %w", err)
		}
		return finite(l.Bias)
	case KindSquare:
		if l.In != 0 || l.Out != 0 || l.Weights != nil || l.Bias != nil || l.Coeffs != nil {
			return errors.New("a square layer has no parameters")
		}
		return nil
	case KindPoly:
		if l.In != 0 || l.Out != 0 || l.Weights != nil || l.Bias != nil {
			return errors.New("a poly layer has only coefficients")
		}
		if len(l.Coeffs) < 2 || len(l.Coeffs) > MaxPolyDegree+1 {
			return fmt.Errorf("%d coefficients, want degree 1 to %d", len(l.Coeffs), MaxPolyDegree)
		}
		if l.Coeffs[len(l.Coeffs)-1] == 0 {
			return errors.New("the leading coefficient is zero")
		}
		return finite(l.Coeffs)
	}
	return fmt.Errorf("unknown layer kind %q", l.Kind)
}

func finite(vs []float64) error {
	for i, v := range vs {
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > MaxAbsValue {
			return fmt.Errorf("value %d is %v (not finite or beyond %g)", i, v, float64(MaxAbsValue))
		}
	}
	return nil
}

// MemoryBytes is about what the parsed model holds: its weights, biases
// and coefficients.
func (m *Model) MemoryBytes() int64 {
	n := 0
	for _, l := range m.Layers {
		n += len(l.Weights) + len(l.Bias) + len(l.Coeffs)
	}
	return 8 * int64(n)
}

// Plain evaluates the model on x in float64: the reference an encrypted
// result is compared with.
func (m *Model) Plain(x []float64) ([]float64, error) {
	if len(x) != m.Input {
		return nil, fmt.Errorf("input of %d values, the model takes %d", len(x), m.Input)
	}
	v := append([]float64(nil), x...)
	for _, l := range m.Layers {
		switch l.Kind {
		case KindDense:
			y := make([]float64, l.Out)
			for o := range y {
				s := 0.0
				if l.Bias != nil {
					s = l.Bias[o]
				}
				for i, xi := range v {
					s += l.Weights[o*l.In+i] * xi
				}
				y[o] = s
			}
			v = y
		case KindSquare:
			for i, xi := range v {
				v[i] = xi * xi
			}
		case KindPoly:
			for i, xi := range v {
				s := 0.0
				for j := len(l.Coeffs) - 1; j >= 0; j-- { // Horner
					s = s*xi + l.Coeffs[j]
				}
				v[i] = s
			}
		}
	}
	return v, nil
}
