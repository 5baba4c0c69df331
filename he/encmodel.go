package he

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"

	"github.com/tuneinsight/lattigo/v6/core/rlwe"
	"github.com/tuneinsight/lattigo/v6/schemes/ckks"
)

// EncModelFormat tags an encrypted model: a model whose owner (the
// client) encrypted its dense layers' weights and biases under its own
// key, so that a miner evaluates it without learning them.
const EncModelFormat = "tensora-he-encmodel/1"

// MaxEncryptedModelBytes bounds an encrypted model's encoding and the
// memory it takes parsed (its ciphertexts expanded from their seeds,
// about twice the encoding).
const MaxEncryptedModelBytes = 1 << 30

const magicEncModel = "THEM1"

// Shape is what a miner learns of an encrypted model: the parameter set,
// the input dimension, each layer's kind, a dense layer's dimensions and a
// polynomial's coefficients. Weights, biases and labels stay with the
// client. Which diagonals the encoding carries follows from the
// dimensions alone (structural), so it tells nothing about the values.
type Shape struct {
	Format string       `json:"format"`
	Params string       `json:"params"`
	Input  int          `json:"input"`
	Layers []LayerShape `json:"layers"`
}

// LayerShape is a layer without its weights and biases.
type LayerShape struct {
	Kind   string    `json:"kind"`
	In     int       `json:"in,omitempty"`
	Out    int       `json:"out,omitempty"`
	Coeffs []float64 `json:"coeffs,omitempty"`
}

// Shape is what an encrypted m would show a miner.
func (m *Model) Shape() Shape {
	s := Shape{Format: EncModelFormat, Params: m.Params, Input: m.Input, Layers: make([]LayerShape, len(m.Layers))}
	for i, l := range m.Layers {
		s.Layers[i] = LayerShape{Kind: l.Kind, In: l.In, Out: l.Out, Coeffs: append([]float64(nil), l.Coeffs...)}
	}
	return s
}

// model is the shape as a Model without weights, for its checks and its
// plan.
func (s Shape) model() *Model {
	m := &Model{Format: ModelFormat, Params: s.Params, Input: s.Input, Layers: make([]Layer, len(s.Layers))}
	for i, l := range s.Layers {
		m.Layers[i] = Layer{Kind: l.Kind, In: l.In, Out: l.Out, Coeffs: l.Coeffs}
	}
	return m
}

// check checks a shape as Model.Check checks a model, less the weights.
func (s Shape) check() error {
	if s.Format != EncModelFormat {
		return fmt.Errorf("%w: format %q, want %q", ErrBadModel, s.Format, EncModelFormat)
	}
	return s.model().check(false)
}

// EncryptedModel is a parsed encrypted model: its shape in clear and its
// dense layers' diagonals and biases as ciphertexts.
type EncryptedModel struct {
	shape  Shape
	layers []encDense // per layer; empty for activations
	mem    int        // bytes its ciphertexts hold
}

// MemoryBytes is about what the parsed model holds in memory: its
// ciphertexts, at most MaxEncryptedModelBytes.
func (em *EncryptedModel) MemoryBytes() int64 { return int64(em.mem) }

type encDense struct {
	diags [][]*rlwe.Ciphertext // [giant j][baby t], nil where structurally zero
	bias  *rlwe.Ciphertext
}

// Shape is what the miner learns of the model.
func (em *EncryptedModel) Shape() Shape { return em.shape }

// encModelSize is the exact length of the encoding of a model of shape s,
// whose shape JSON takes shapeLen bytes; computed before any ciphertext
// is read.
func encModelSize(s Shape, cp ckks.Parameters, steps []step, shapeLen int) int {
	m := s.model()
	w := m.Width()
	n1, n2 := babyGiant(w)
	size := len(magicEncModel) + 4 + shapeLen
	for i, l := range m.Layers {
		if l.Kind != KindDense {
			continue
		}
		for j := range n2 {
			for t := range n1 {
				if structural(l.In, l.Out, w, j*n1+t) || j+t == 0 {
					size += 4 + ciphertextSize(s.Params, cp, steps[i].level, formSeeded)
				}
			}
		}
		size += 4 + ciphertextSize(s.Params, cp, steps[i].level-1, formSeeded)
	}
	return size
}

// encModelMemory is what a parsed model of shape s holds: each seeded
// ciphertext expands to both its polynomials, about twice its encoding.
func encModelMemory(s Shape, cp ckks.Parameters, steps []step) int {
	m := s.model()
	w := m.Width()
	n1, n2 := babyGiant(w)
	full := func(level int) int { return 2 * (level + 1) * cp.N() * 8 }
	total := 0
	for i, l := range m.Layers {
		if l.Kind != KindDense {
			continue
		}
		for j := range n2 {
			for t := range n1 {
				if structural(l.In, l.Out, w, j*n1+t) || j+t == 0 {
					total += full(steps[i].level)
				}
			}
		}
		total += full(steps[i].level - 1)
	}
	return total
}

// EncryptModel encrypts m's dense layers under sk: each structurally
// nonzero diagonal and each bias (zero when m has none) becomes a seeded
// ciphertext at the level and scale its layer runs at. The shape stays in
// clear. The encoding holds a ciphertext per diagonal: about W of them
// per dense layer, each up to an input ciphertext's size.
func EncryptModel(sk *SecretKey, m *Model) ([]byte, error) {
	if err := m.Check(); err != nil {
		return nil, err
	}
	if sk.params != m.Params {
		return nil, fmt.Errorf("encrypt model: the key is for %s, the model for %s", sk.params, m.Params)
	}
	ps, err := Lookup(m.Params)
	if err != nil {
		return nil, err
	}
	shape := m.Shape()
	sj, err := json.Marshal(shape)
	if err != nil {
		return nil, fmt.Errorf("encrypt model: %w", err)
	}
	cp := sk.cp
	steps, _ := plan(ps, cp, m.Layers, true)
	size := encModelSize(shape, cp, steps, len(sj))
	if size > MaxEncryptedModelBytes {
		return nil, fmt.Errorf("%w: encrypted, it would take %d bytes, more than %d", ErrBadModel, size, MaxEncryptedModelBytes)
	}
	if mem := encModelMemory(shape, cp, steps); mem > MaxEncryptedModelBytes {
		return nil, fmt.Errorf("%w: encrypted, it would take %d bytes of a miner's memory, more than %d", ErrBadModel, mem, MaxEncryptedModelBytes)
	}
	w := writer{b: make([]byte, 0, size)}
	w.raw([]byte(magicEncModel))
	w.u32(uint32(len(sj)))
	w.raw(sj)
	enc := ckks.NewEncoder(cp)
	encryptor := rlwe.NewEncryptor(cp, sk.sk)
	put := func(block []float64, level int, scale rlwe.Scale) error {
		pt, err := encodeAt(enc, cp, block, level, scale)
		if err != nil {
			return err
		}
		b, err := encryptSeeded(m.Params, cp, encryptor, pt)
		if err != nil {
			return err
		}
		w.u32(uint32(len(b)))
		w.raw(b)
		return nil
	}
	width := m.Width()
	n1, n2 := babyGiant(width)
	block := make([]float64, 2*width)
	for i, l := range m.Layers {
		if l.Kind != KindDense {
			continue
		}
		st := steps[i]
		for j := range n2 {
			for t := range n1 {
				if !structural(l.In, l.Out, width, j*n1+t) && j+t != 0 {
					continue
				}
				diagonal(l, width, n1, j, t, block)
				if err := put(block, st.level, st.diagScale); err != nil {
					return nil, fmt.Errorf("encrypt model: layer %d diagonal %d: %w", i, j*n1+t, err)
				}
			}
		}
		biasBlock(l.Bias, width, st.replicate, block)
		if err := put(block, st.level-1, cp.DefaultScale()); err != nil {
			return nil, fmt.Errorf("encrypt model: layer %d bias: %w", i, err)
		}
	}
	if len(w.b) != size {
		return nil, fmt.Errorf("encrypt model: wrote %d bytes, planned %d", len(w.b), size)
	}
	return w.b, nil
}

// ParseEncryptedModel decodes and checks an encrypted model: its shape as
// Model.Check would, then its exact length, then each ciphertext's level
// and scale against the plan. Errors wrap ErrBadModel.
func ParseEncryptedModel(b []byte) (*EncryptedModel, error) {
	if len(b) > MaxEncryptedModelBytes {
		return nil, fmt.Errorf("%w: %d bytes, more than %d", ErrBadModel, len(b), MaxEncryptedModelBytes)
	}
	r := reader{b: b}
	if string(r.take(len(magicEncModel))) != magicEncModel || r.err != nil {
		return nil, fmt.Errorf("%w: not an encrypted model", ErrBadModel)
	}
	n := int(r.u32())
	if r.err != nil || n > MaxModelBytes {
		return nil, fmt.Errorf("%w: shape of %d bytes", ErrBadModel, n)
	}
	sj := r.take(n)
	if r.err != nil {
		return nil, fmt.Errorf("%w: shape: %w", ErrBadModel, r.err)
	}
	dec := json.NewDecoder(bytes.NewReader(sj))
	dec.DisallowUnknownFields()
	var s Shape
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("%w: shape: %w", ErrBadModel, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: data after the shape", ErrBadModel)
	}
	if err := s.check(); err != nil {
		return nil, err
	}
	ps, err := Lookup(s.Params)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadModel, err)
	}
	cp, err := ckksParams(s.Params)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadModel, err)
	}
	m := s.model()
	steps, _ := plan(ps, cp, m.Layers, true)
	// Checked before the length: seeded ciphertexts expand to twice
	// their encoding, so the encoding's bound alone let a 1 GiB file
	// hold 2 GiB of a miner's memory.
	mem := encModelMemory(s, cp, steps)
	if mem > MaxEncryptedModelBytes {
		return nil, fmt.Errorf("%w: parsed, it would take %d bytes of memory, more than %d", ErrBadModel, mem, MaxEncryptedModelBytes)
	}
	if want := encModelSize(s, cp, steps, n); len(b) != want {
		return nil, fmt.Errorf("%w: %d bytes, the shape says %d", ErrBadModel, len(b), want)
	}
	next := func(level int, scale rlwe.Scale) (*rlwe.Ciphertext, error) {
		cb := r.take(int(r.u32()))
		if r.err != nil {
			return nil, r.err
		}
		if len(cb) != ciphertextSize(s.Params, cp, level, formSeeded) {
			return nil, fmt.Errorf("a ciphertext of %d bytes, want a seeded one at level %d", len(cb), level)
		}
		ct, err := readCiphertext(s.Params, cb)
		if err != nil {
			return nil, err
		}
		if ct.Level() != level {
			return nil, fmt.Errorf("level %d, want %d", ct.Level(), level)
		}
		if d := math.Abs(ct.Scale.Log2() - scale.Log2()); d > 1e-9 {
			return nil, fmt.Errorf("scale 2^%.4f, want 2^%.4f", ct.Scale.Log2(), scale.Log2())
		}
		return ct, nil
	}
	em := &EncryptedModel{shape: s, layers: make([]encDense, len(m.Layers)), mem: mem}
	width := m.Width()
	n1, n2 := babyGiant(width)
	for i, l := range m.Layers {
		if l.Kind != KindDense {
			continue
		}
		st := steps[i]
		ed := encDense{diags: make([][]*rlwe.Ciphertext, n2)}
		for j := range n2 {
			ed.diags[j] = make([]*rlwe.Ciphertext, n1)
			for t := range n1 {
				if !structural(l.In, l.Out, width, j*n1+t) && j+t != 0 {
					continue
				}
				ct, err := next(st.level, st.diagScale)
				if err != nil {
					return nil, fmt.Errorf("%w: layer %d diagonal %d: %w", ErrBadModel, i, j*n1+t, err)
				}
				ed.diags[j][t] = ct
			}
		}
		ct, err := next(st.level-1, cp.DefaultScale())
		if err != nil {
			return nil, fmt.Errorf("%w: layer %d bias: %w", ErrBadModel, i, err)
		}
		ed.bias = ct
		em.layers[i] = ed
	}
	return em, nil
}

// NewEncryptedEvaluator prepares an encrypted model for evaluation under
// k, the keys of the client that encrypted it. The products are
// ciphertext × ciphertext, relinearized once per giant step; a dense
// layer still takes one level (the diagonals come at its level and
// scale), so an encrypted model has the depth of its plaintext one.
func NewEncryptedEvaluator(em *EncryptedModel, k *EvalKeys) (*Evaluator, error) {
	m := em.shape.model()
	e, steps, err := newEvaluator(m.Params, m.Layers, k, true)
	if err != nil {
		return nil, err
	}
	// It holds the model's ciphertexts: a cache of evaluators counts them,
	// or evaluators would keep models a model cache dropped.
	e.bytes = em.mem
	w := m.Width()
	n1, n2 := babyGiant(w)
	for i, l := range m.Layers {
		switch l.Kind {
		case KindDense:
			ed := em.layers[i]
			d := &dense{w: w, n1: n1, n2: n2, replicate: steps[i].replicate, up: steps[i].up, encrypted: true, bias: ed.bias, maxRot: maxPositiveRotation(e.cp)}
			d.diags = make([][]rlwe.Operand, n2)
			for j := range n2 {
				d.diags[j] = make([]rlwe.Operand, n1)
				for t, ct := range ed.diags[j] {
					if ct != nil {
						d.diags[j][t] = ct
					}
				}
			}
			e.layers = append(e.layers, d)
		case KindSquare:
			e.layers = append(e.layers, square{})
		case KindPoly:
			e.layers = append(e.layers, newPoly(e.cp, l))
		}
	}
	return e, nil
}
