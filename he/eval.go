package he

// Evaluation of a Model on a CKKS ciphertext.
//
// Layout. W = m.Width(), a power of two. Input j of a batch takes the
// block of 2W slots starting at 2W·j and holds its vector, zero-padded to
// W, twice: [x, x]. A ciphertext holds B = Slots/(2W) blocks
// (Model.MaxBatch). Rotations act on all slots at once; because every
// plaintext the evaluator uses repeats with period 2W, a rotation by
// k < 2W acts on each block as the same cyclic rotation.
//
// Dense layer (M padded to W×W). The diagonal method: with the input
// written twice, y_i = Σ_{k<W} d_k[i]·v[i+k] where d_k[i] = M[i][(i+k) mod W]
// for i < W, and d_k is zero on the second half of each block, so the
// output is [y, 0] and the mask costs no level. Baby-step/giant-step with
// n1·n2 = W (n1 = 2^⌈w/2⌉):
//
//   - v is first scaled up by 2^c (an integer product, no level; see
//     scaleUpBits), so that the key-switching noise of its rotations is
//     small next to its scale;
//   - baby steps rot(v, t), t < n1: each one power-of-two rotation of an
//     earlier one (popcount(t) key switchings deep), hoisted per source;
//   - giant steps: Horner in rot(·, n1) over the inner sums
//     Σ_t d'_{j·n1+t} ⊙ rot(v, t), whose diagonals d' are pre-rotated by
//     -j·n1; a run of structurally zero inner sums (a narrow layer) costs
//     one power-of-two decomposition of the rotation it owes, not one
//     rotation each;
//   - when a later dense layer needs the vector twice, acc + rot(acc, -W)
//     writes [y, y], before the rescale (where the noise is small);
//   - one rescale, then the bias (on both halves when replicated).
//
// That is about n1 + n2 rotations, W plaintext products (all-zero
// diagonals but the first skipped) and one level. The diagonals are
// encoded at scale q_l·Δ/(s·2^c) (q_l the modulus the rescale drops, s
// the input's scale), so the layer's output is at scale Δ whatever came
// before. With encrypted weights (encmodel.go) the diagonals and bias are
// ciphertexts the client made at exactly these levels and scales; the
// products are then ciphertext × ciphertext, relinearized once per inner
// sum; still one level per layer.
//
// Square: a product, relinearization and rescale (one level). Poly:
// lattigo's polynomial evaluator in the monomial basis, to scale Δ
// (bits.Len(degree) levels, checked by the tests). Activations act on all
// slots, so they keep the [y, y] layout.
//
// Keys. Every rotation used is by +2^i ≤ n1 or by -W, all in the
// model-independent set of rotationSteps.
//
// Levels. A fresh input is at level Depth (not the top level: the client
// knows the model, and a ciphertext with fewer moduli is smaller and its
// key switchings cheaper) and scale Δ; each layer consumes
// Layer.Levels(); the output is at level 0.
// Evaluation is deterministic: the same ciphertext gives the same bytes
// in a build that does not fuse multiply-adds (TestGoldenEvaluation pins
// them for amd64): the diagonals are encoded with lattigo's float64 FFT,
// which a fused build, Go's default on arm64, rounds differently;
// NewEvaluator refuses to run in one (CheckBuild). The he-ckks env hash
// also commits to GOARCH.

import (
	"context"
	"fmt"
	"math/bits"
	"sync"

	"github.com/tuneinsight/lattigo/v6/circuits/ckks/polynomial"
	"github.com/tuneinsight/lattigo/v6/core/rlwe"
	"github.com/tuneinsight/lattigo/v6/schemes/ckks"
	"github.com/tuneinsight/lattigo/v6/utils/bignum"
)

// Evaluator evaluates one model under one client's evaluation keys. It
// is safe for concurrent use: each Evaluate takes its own lattigo
// evaluator from a pool.
type Evaluator struct {
	params   string
	cp       ckks.Parameters
	layers   []op
	inLevel  int
	outLevel int
	pool     sync.Pool // of *worker
	base     *ckks.Evaluator
	bytes    int // its encoded diagonals' (a plaintext model's)
}

// MemoryBytes is about what the evaluator holds beyond its keys: a
// plaintext model's encoded diagonals (at most MaxEvaluatorBytes), or an
// encrypted model's ciphertexts, which it keeps reachable.
func (e *Evaluator) MemoryBytes() int64 { return int64(e.bytes) }

// op is one layer, ready to run.
type op interface {
	apply(ctx context.Context, w *worker, ct *rlwe.Ciphertext) (*rlwe.Ciphertext, error)
}

// worker is what one evaluation mutates.
type worker struct {
	ev   *ckks.Evaluator
	poly *polynomial.Evaluator
}

// NewEvaluator prepares m for evaluation under k: it encodes the dense
// layers' diagonals and biases once. m and k must name the same
// parameter set (ErrBadKeys).
func NewEvaluator(m *Model, k *EvalKeys) (*Evaluator, error) {
	if err := m.Check(); err != nil {
		return nil, err
	}
	// The diagonals are encoded in float64: only a build that encodes them
	// as the reference does gives its validators' bytes.
	if err := CheckBuild(); err != nil {
		return nil, err
	}
	e, steps, err := newEvaluator(m.Params, m.Layers, k, false)
	if err != nil {
		return nil, err
	}
	w := m.Width()
	n := plaintextBytes(e.cp, m, steps)
	if n > MaxEvaluatorBytes {
		return nil, fmt.Errorf("%w: its diagonals would take %d bytes encoded, more than %d", ErrBadModel, n, MaxEvaluatorBytes)
	}
	e.bytes = n
	enc := ckks.NewEncoder(e.cp)
	for i, l := range m.Layers {
		st := steps[i]
		switch l.Kind {
		case KindDense:
			d, err := newDense(enc, e.cp, l, w, st)
			if err != nil {
				return nil, fmt.Errorf("layer %d: %w", i, err)
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

// MaxEvaluatorBytes bounds the memory an Evaluator's encoded diagonals
// take: a dense layer of width W holds up to W plaintexts at its level
// (a 2048-wide layer at ckks-n13's top level takes 512 MiB, a 1024-wide
// one at ckks-n14's 1.1 GiB: refused; at level 1 it would take 256 MiB).
const MaxEvaluatorBytes = 1 << 30

// plaintextBytes is what NewEvaluator would allocate for m's diagonals,
// counted before encoding any.
func plaintextBytes(cp ckks.Parameters, m *Model, steps []step) int {
	w := m.Width()
	n1, n2 := babyGiant(w)
	block := make([]float64, 2*w)
	total := 0
	for i, l := range m.Layers {
		if l.Kind != KindDense {
			continue
		}
		for j := range n2 {
			for t := range n1 {
				if diagonal(l, w, n1, j, t, block) || j+t == 0 {
					total += (steps[i].level + 1) * cp.N() * 8
				}
			}
		}
	}
	return total
}

// newEvaluator is the part of an Evaluator that does not depend on how
// the dense layers are given: parameters, pool, levels, and the plan.
func newEvaluator(params string, layers []Layer, k *EvalKeys, encrypted bool) (*Evaluator, []step, error) {
	if k.params != params {
		return nil, nil, fmt.Errorf("%w: keys for %s, the model is for %s", ErrBadKeys, k.params, params)
	}
	ps, err := Lookup(params)
	if err != nil {
		return nil, nil, err
	}
	cp := k.cp
	steps, outLevel := plan(ps, cp, layers, encrypted)
	e := &Evaluator{params: params, cp: cp, inLevel: inputLevel(layers), outLevel: outLevel}
	e.base = ckks.NewEvaluator(cp, k.set)
	e.pool.New = func() any {
		ev := e.base.ShallowCopy()
		return &worker{ev: ev, poly: polynomial.NewEvaluator(cp, ev)}
	}
	return e, steps, nil
}

// step is where a layer runs: its input's level and scale, and for a
// dense layer the scale of its diagonals and whether it replicates.
type step struct {
	level     int
	scale     rlwe.Scale // the input's
	up        rlwe.Scale // dense: 2^scaleUpBits
	diagScale rlwe.Scale // dense: q_l·Δ/(s·2^up), so the rescale gives Δ
	replicate bool       // dense: a later dense layer reads the output
}

// inputLevel is the level a fresh input is encrypted at: the levels the
// layers consume, so that the output is at level 0.
func inputLevel(layers []Layer) int {
	d := 0
	for _, l := range layers {
		d += l.Levels()
	}
	return d
}

// plan follows a fresh ciphertext (level Depth, scale Δ) through layers. The
// client (encrypting a model's weights) and the miner plan alike, so the
// diagonals a client encrypts are at the level and scale the miner needs.
func plan(ps ParamSet, cp ckks.Parameters, layers []Layer, encrypted bool) ([]step, int) {
	steps := make([]step, len(layers))
	level, scale := inputLevel(layers), cp.DefaultScale()
	up := rlwe.NewScale(float64(uint64(1) << scaleUpBits(ps, encrypted)))
	for i, l := range layers {
		st := step{level: level, scale: scale}
		switch l.Kind {
		case KindDense:
			for _, later := range layers[i+1:] {
				st.replicate = st.replicate || later.Kind == KindDense
			}
			st.up = up
			st.diagScale = rlwe.NewScale(cp.Q()[level]).Mul(cp.DefaultScale()).Div(scale).Div(up)
			scale = cp.DefaultScale()
		case KindSquare:
			scale = scale.Mul(scale).Div(rlwe.NewScale(cp.Q()[level]))
		case KindPoly:
			scale = cp.DefaultScale()
		}
		steps[i] = st
		level -= l.Levels()
	}
	return steps, level
}

// scaleUpBits is how far a dense layer scales its input up (a product by
// an integer, no level) before rotating it. A key switching adds noise of
// about 2^(log q0 - log P + LogN + 1) in the slots (q0 the largest digit
// of the decomposition, 55 bits over a 41-bit P at ckks-n13: 2^28, that is
// 2^-12 of a value at scale 2^40). Scaled up by 2^c the rotations' noise
// shrinks by 2^c, while the diagonals, encoded 2^c lower, round with
// noise of about 2^(LogN/2 - 40 + c); c balances the two: 11 bits at
// ckks-n13 (measured error 1.8e-4 at c = 0, 5e-8 at 11, 5e-7 at 8 or 14),
// 6 at ckks-n14.
//
// With encrypted weights the diagonals carry encryption noise, about 2^6
// above rounding, so c is 3 bits lower (measured at ckks-n13, net64: error
// 2.9e-6 at c = 11, 1.3e-6 at 9, 4.5e-7 at 8, 1.4e-6 at 7).
func scaleUpBits(p ParamSet, encrypted bool) int {
	ks := max(p.LogQ[0]-sum(p.LogP), 0) + p.LogN + 1
	c := (ks - p.LogN/2 + 1) / 2
	if encrypted {
		c -= 3
	}
	return max(c, 0)
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// dense is a dense layer's diagonals and bias, plaintexts or (with
// encrypted weights) ciphertexts.
type dense struct {
	w, n1, n2 int
	diags     [][]rlwe.Operand // [giant j][baby t], nil where all zero
	bias      rlwe.Operand     // nil: no bias
	replicate bool
	encrypted bool       // products are ciphertext × ciphertext: relinearize
	up        rlwe.Scale // 2^scaleUpBits
	maxRot    int        // the largest positive rotation with a key
}

// rotatePow2 rotates ct in place by r > 0 with keys for +2^i ≤ maxRot:
// r/maxRot rotations by maxRot, then one per bit of the rest.
func rotatePow2(ev *ckks.Evaluator, ct *rlwe.Ciphertext, r, maxRot int) error {
	for ; r >= maxRot; r -= maxRot {
		if err := ev.Rotate(ct, maxRot, ct); err != nil {
			return err
		}
	}
	for b := 1; r > 0; b <<= 1 {
		if r&b != 0 {
			if err := ev.Rotate(ct, b, ct); err != nil {
				return err
			}
			r &^= b
		}
	}
	return nil
}

// babyGiant splits a width into baby steps n1 = 2^⌈w/2⌉ and giant steps.
func babyGiant(w int) (n1, n2 int) {
	n1 = 1 << ((bits.Len(uint(w-1)) + 1) / 2)
	return n1, w / n1
}

// diagonal writes block (2w values) with diagonal k = j·n1+t of l's
// padded weights, d_k[i] = M[i][(i+k) mod w] on the first half, pre-rotated
// by -j·n1 for the giant step, and says whether any value is nonzero.
func diagonal(l Layer, w, n1, j, t int, block []float64) bool {
	clear(block)
	k := j*n1 + t
	nonzero := false
	for i := range l.Out {
		col := (i + k) % w
		if col >= l.In {
			continue
		}
		v := l.Weights[i*l.In+col]
		block[(i+j*n1)%(2*w)] = v
		nonzero = nonzero || v != 0
	}
	return nonzero
}

// structural says whether diagonal k of an out×in matrix padded to w can
// be nonzero at all: which diagonals an encrypted model carries depends on
// its shape alone, never on its values.
func structural(in, out, w, k int) bool {
	for i := range out {
		if (i+k)%w < in {
			return true
		}
	}
	return false
}

// biasBlock writes block with the bias on the first half, and on the
// second too when the layer replicates.
func biasBlock(bias []float64, w int, replicate bool, block []float64) {
	clear(block)
	copy(block, bias)
	if replicate {
		copy(block[w:], bias)
	}
}

// tile repeats a block over every slot.
func tile(block, vals []float64) {
	for b := 0; b < len(vals); b += len(block) {
		copy(vals[b:], block)
	}
}

// encodeAt encodes a block tiled over the slots at level and scale.
func encodeAt(enc *ckks.Encoder, cp ckks.Parameters, block []float64, level int, scale rlwe.Scale) (*rlwe.Plaintext, error) {
	vals := make([]float64, cp.MaxSlots())
	tile(block, vals)
	pt := ckks.NewPlaintext(cp, level)
	pt.Scale = scale
	if err := enc.Encode(vals, pt); err != nil {
		return nil, err
	}
	return pt, nil
}

// newDense encodes l's diagonals where st says the layer runs.
func newDense(enc *ckks.Encoder, cp ckks.Parameters, l Layer, w int, st step) (*dense, error) {
	n1, n2 := babyGiant(w)
	d := &dense{w: w, n1: n1, n2: n2, replicate: st.replicate, up: st.up, maxRot: maxPositiveRotation(cp)}
	block := make([]float64, 2*w)
	d.diags = make([][]rlwe.Operand, n2)
	for j := range n2 {
		d.diags[j] = make([]rlwe.Operand, n1)
		for t := range n1 {
			// Diagonal 0 is kept even when zero, so that a layer always
			// has a product.
			if !diagonal(l, w, n1, j, t, block) && j+t != 0 {
				continue
			}
			pt, err := encodeAt(enc, cp, block, st.level, st.diagScale)
			if err != nil {
				return nil, fmt.Errorf("encode diagonal %d: %w", j*n1+t, err)
			}
			d.diags[j][t] = pt
		}
	}
	if l.Bias != nil {
		biasBlock(l.Bias, w, st.replicate, block)
		pt, err := encodeAt(enc, cp, block, st.level-1, cp.DefaultScale())
		if err != nil {
			return nil, fmt.Errorf("encode bias: %w", err)
		}
		d.bias = pt
	}
	return d, nil
}

func (d *dense) apply(ctx context.Context, wk *worker, ct *rlwe.Ciphertext) (*rlwe.Ciphertext, error) {
	ev := wk.ev
	// Baby steps: rot(v, t) for t < n1, each one rotation by a power of
	// two from an earlier one, rot(v, t) = rot(rot(v, s), h) with h the top
	// bit of t and s = t-h, so that rot(v, t) carries popcount(t) key
	// switchings' noise rather than t. The rotations from one source s are
	// hoisted (one decomposition of rot(v, s) for all of them).
	baby := make([]*rlwe.Ciphertext, d.n1)
	up, err := ev.ScaleUpNew(ct, d.up)
	if err != nil {
		return nil, fmt.Errorf("scale up: %w", err)
	}
	baby[0] = up
	for s := 0; s < d.n1; s++ {
		var rots []int
		for h := 1 << bits.Len(uint(s)); s+h < d.n1; h <<= 1 {
			rots = append(rots, h)
		}
		switch len(rots) {
		case 0:
		case 1:
			if baby[s+rots[0]], err = ev.RotateNew(baby[s], rots[0]); err != nil {
				return nil, fmt.Errorf("baby step %d: %w", s+rots[0], err)
			}
		default:
			rs, err := ev.RotateHoistedNew(baby[s], rots)
			if err != nil {
				return nil, fmt.Errorf("baby steps from %d: %w", s, err)
			}
			for h, r := range rs {
				baby[s+h] = r
			}
		}
	}
	var acc *rlwe.Ciphertext
	pending := 0 // giant-step rotation owed to acc
	for j := d.n2 - 1; j >= 0; j-- {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		var inner *rlwe.Ciphertext
		for t, diag := range d.diags[j] {
			if diag == nil {
				continue
			}
			var err error
			if inner == nil {
				inner, err = ev.MulNew(baby[t], diag)
			} else {
				err = ev.MulThenAdd(baby[t], diag, inner)
			}
			if err != nil {
				return nil, fmt.Errorf("diagonal %d: %w", j*d.n1+t, err)
			}
		}
		if inner != nil && d.encrypted {
			if err := ev.Relinearize(inner, inner); err != nil {
				return nil, fmt.Errorf("relinearize: %w", err)
			}
		}
		switch {
		case acc == nil:
			acc = inner
		case inner == nil:
			// Horner's rotation by n1 waits for the next nonzero inner
			// sum: runs of structurally zero giant steps (a narrow
			// layer's) then cost popcount rotations, not one each.
			pending += d.n1
		default:
			if err := rotatePow2(ev, acc, pending+d.n1, d.maxRot); err != nil {
				return nil, fmt.Errorf("giant step %d: %w", j, err)
			}
			pending = 0
			if err := ev.Add(acc, inner, acc); err != nil {
				return nil, err
			}
		}
	}
	// Replicate before the rescale, where the rotation's noise is small
	// next to the scale.
	if d.replicate {
		r, err := ev.RotateNew(acc, -d.w)
		if err != nil {
			return nil, fmt.Errorf("replicate: %w", err)
		}
		if err := ev.Add(acc, r, acc); err != nil {
			return nil, err
		}
	}
	if err := ev.Rescale(acc, acc); err != nil {
		return nil, fmt.Errorf("rescale: %w", err)
	}
	if d.bias != nil {
		if err := ev.Add(acc, d.bias, acc); err != nil {
			return nil, fmt.Errorf("bias: %w", err)
		}
	}
	return acc, nil
}

// square is x ↦ x².
type square struct{}

func (square) apply(_ context.Context, wk *worker, ct *rlwe.Ciphertext) (*rlwe.Ciphertext, error) {
	out, err := wk.ev.MulRelinNew(ct, ct)
	if err != nil {
		return nil, fmt.Errorf("square: %w", err)
	}
	if err := wk.ev.Rescale(out, out); err != nil {
		return nil, fmt.Errorf("square: rescale: %w", err)
	}
	return out, nil
}

// poly is an elementwise polynomial.
type poly struct {
	p     polynomial.Polynomial
	scale rlwe.Scale
}

func newPoly(cp ckks.Parameters, l Layer) poly {
	return poly{p: polynomial.NewPolynomial(bignum.NewPolynomial(bignum.Monomial, l.Coeffs, nil)), scale: cp.DefaultScale()}
}

func (p poly) apply(_ context.Context, wk *worker, ct *rlwe.Ciphertext) (*rlwe.Ciphertext, error) {
	out, err := wk.poly.Evaluate(ct, p.p, p.scale)
	if err != nil {
		return nil, fmt.Errorf("poly: %w", err)
	}
	return out, nil
}

// Evaluate runs the model on an encrypted batch and returns the encrypted
// outputs. ct must be a fresh ciphertext of the model's parameter set (at
// level Depth, default scale); anything else is refused with ErrBadCiphertext
// before lattigo reads it. The same ct always gives the same bytes.
//
// The checks in parseCiphertext are the guard; a recover also turns a
// panic inside lattigo into ErrBadCiphertext rather than a crashed miner.
func (e *Evaluator) Evaluate(ctx context.Context, ct []byte) (out []byte, err error) {
	c, err := parseCiphertext(e.params, ct)
	if err != nil {
		return nil, err
	}
	if c.Level() != e.inLevel {
		return nil, fmt.Errorf("%w: level %d, a fresh ciphertext is at %d", ErrBadCiphertext, c.Level(), e.inLevel)
	}
	if c.Scale.Cmp(e.cp.DefaultScale()) != 0 {
		return nil, fmt.Errorf("%w: scale 2^%.2f, want 2^%d", ErrBadCiphertext, c.Scale.Log2(), e.cp.LogDefaultScale())
	}
	wk := e.pool.Get().(*worker)
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("%w: evaluation failed: %v", ErrBadCiphertext, r)
			return // the worker may be in any state; drop it
		}
		e.pool.Put(wk)
	}()
	for i, l := range e.layers {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if c, err = l.apply(ctx, wk, c); err != nil {
			return nil, fmt.Errorf("layer %d: %w", i, err)
		}
	}
	if c.Level() != e.outLevel {
		return nil, fmt.Errorf("output at level %d, expected %d", c.Level(), e.outLevel)
	}
	return marshalCiphertext(e.params, e.cp, c, nil)
}
