package heonnx

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/tensora/tensora/he"
	"github.com/tensora/tensora/internal/onnxpb"
)

// ErrUnsupported is wrapped when the graph is valid ONNX that HE models
// cannot express: an operator, attribute, type or shape outside the
// supported set.
var ErrUnsupported = errors.New("not supported")

// ErrMalformed is wrapped when the bytes are not a readable ONNX model or
// the graph contradicts itself.
var ErrMalformed = errors.New("malformed ONNX")

// supported is the end of every refusal of an operator.
const supported = "HE models take Gemm, MatMul+Add, Mul(x,x), Pow(x,2), and Add, Sub, Mul, Pow with scalars making a polynomial of one value"

// trunk is the input after layers, dim wide. A trunk is never changed
// once built: nodes that read the same value share it.
type trunk struct {
	layers []he.Layer
	dim    int
}

// flow is a value on the data path: the elementwise polynomial poly
// (constant first; nil for the identity) of a trunk's output. Every flow
// descends from the one graph input, so the model is the output flow's
// trunk with its polynomial as a last layer. Polynomials are kept apart
// from the trunk so that a run of Mul and Add nodes (x*x + 0.5*x) makes
// one layer, and an affine one folds into the dense layer beside it.
type flow struct {
	base *trunk
	poly []float64
}

// maxWeights bounds the weights a conversion builds, all layers and
// branches together: a model within he.MaxModelBytes has fewer, and a
// hostile graph reusing one big initializer in many nodes cannot make
// Convert allocate more.
const maxWeights = 1 << 23

type converter struct {
	g      *onnxpb.GraphProto
	flows  map[string]*flow
	consts map[string]onnxpb.TensorProto
	floats map[string][]float64 // decoded constants, by name
	elem   uint64               // the graph's element type: the input's
	width  int                  // the widest vector the parameter set holds
	budget int                  // weights left to build (maxWeights)
}

// Convert turns a supported ONNX graph into a model under the parameter
// set params and checks it (shapes, bounds, depth against the set).
func Convert(onnxBytes []byte, params string) (*he.Model, error) {
	p, err := he.Lookup(params)
	if err != nil {
		return nil, fmt.Errorf("heonnx: %w", err)
	}
	if len(onnxBytes) > he.MaxModelBytes {
		return nil, fmt.Errorf("heonnx: %w: %d bytes, more than %d", ErrMalformed, len(onnxBytes), he.MaxModelBytes)
	}
	g, err := readModel(onnxBytes)
	if err != nil {
		return nil, fmt.Errorf("heonnx: %w: %w", ErrMalformed, err)
	}
	c := &converter{g: g, flows: map[string]*flow{}, consts: g.Inits, floats: map[string][]float64{},
		width: p.Slots() / 2, budget: maxWeights}

	// Older exporters list initializers among the inputs too.
	var inputs []onnxpb.ValueInfo
	for _, v := range g.Inputs {
		if _, ok := g.Inits[v.Name]; !ok {
			inputs = append(inputs, v)
		}
	}
	if len(inputs) != 1 || len(g.Outputs) != 1 {
		return nil, fmt.Errorf("heonnx: %w: %d inputs and %d outputs, HE models take one of each", ErrUnsupported, len(inputs), len(g.Outputs))
	}
	in, outv := inputs[0], g.Outputs[0]
	n, err := inputDim(in, c.width)
	if err != nil {
		return nil, fmt.Errorf("heonnx: input %q: %w", in.Name, err)
	}
	c.elem = in.Elem
	c.flows[in.Name] = &flow{base: &trunk{dim: n}}

	for i, nd := range g.Nodes {
		if err := c.node(nd); err != nil {
			who := "#" + strconv.Itoa(i)
			if nd.Name != "" {
				who = strconv.Quote(nd.Name)
			}
			return nil, fmt.Errorf("heonnx: node %s (%s): %w", who, nd.Op, err)
		}
	}

	out, ok := c.flows[outv.Name]
	if !ok {
		return nil, fmt.Errorf("heonnx: %w: output %q does not come from the input", ErrUnsupported, outv.Name)
	}
	final, err := c.final(out)
	if err != nil {
		return nil, fmt.Errorf("heonnx: output %q: %w", outv.Name, err)
	}
	if err := checkOutput(outv, final.dim, c.elem); err != nil {
		return nil, fmt.Errorf("heonnx: output %q: %w", outv.Name, err)
	}
	m := &he.Model{Format: he.ModelFormat, Params: params, Input: n, Layers: final.layers}
	if err := m.Check(); err != nil {
		return nil, fmt.Errorf("heonnx: %w", err)
	}
	return m, nil
}

// inputDim is the vector length of a float32 (or float64) input of shape
// [N], [1,N] or [batch,N].
func inputDim(v onnxpb.ValueInfo, width int) (int, error) {
	if v.Kind != "" || (v.Elem != onnxpb.Float && v.Elem != onnxpb.Double) {
		return 0, fmt.Errorf("%w: not a float32 or float64 tensor (%s)", ErrUnsupported, typeName(v.Elem))
	}
	switch {
	case v.Shape == nil:
		return 0, fmt.Errorf("%w: no declared shape", ErrUnsupported)
	case len(v.Shape) == 2 && v.Shape[0] > 1:
		return 0, fmt.Errorf("%w: a fixed batch of %d, HE models take one vector", ErrUnsupported, v.Shape[0])
	case len(v.Shape) != 1 && len(v.Shape) != 2:
		return 0, fmt.Errorf("%w: shape of rank %d, want [N], [1,N] or [batch,N]", ErrUnsupported, len(v.Shape))
	}
	n := v.Shape[len(v.Shape)-1]
	if n < 1 {
		return 0, fmt.Errorf("%w: the vector length is not fixed", ErrUnsupported)
	}
	if n > int64(width) {
		return 0, fmt.Errorf("%w: %d values, the parameter set holds vectors of up to %d", ErrUnsupported, n, width)
	}
	return int(n), nil
}

// checkOutput checks the declared output against what the layers give.
func checkOutput(v onnxpb.ValueInfo, dim int, elem uint64) error {
	if v.Kind != "" || v.Elem != elem {
		return fmt.Errorf("%w: not a %s tensor as the input is (%s)", ErrUnsupported, typeName(elem), typeName(v.Elem))
	}
	if len(v.Shape) > 0 {
		if d := v.Shape[len(v.Shape)-1]; d >= 0 && d != int64(dim) {
			return fmt.Errorf("%w: declared %d wide, the layers give %d", ErrMalformed, d, dim)
		}
	}
	return nil
}

// ops are the operators Convert reads.
var ops = map[string]bool{"Constant": true, "Gemm": true, "MatMul": true, "Add": true, "Sub": true, "Mul": true, "Pow": true}

func (c *converter) node(n onnxpb.NodeProto) error {
	if n.Domain != "" && n.Domain != "ai.onnx" {
		return fmt.Errorf("%w: domain %q: %s", ErrUnsupported, n.Domain, supported)
	}
	if !ops[n.Op] {
		return fmt.Errorf("%w: %s", ErrUnsupported, supported)
	}
	if len(n.Outputs) != 1 || n.Outputs[0] == "" {
		return fmt.Errorf("%w: %d outputs", ErrUnsupported, len(n.Outputs))
	}
	out := n.Outputs[0]
	if _, ok := c.flows[out]; ok {
		return fmt.Errorf("%w: value %q is defined twice", ErrMalformed, out)
	}
	if _, ok := c.consts[out]; ok {
		return fmt.Errorf("%w: value %q is defined twice", ErrMalformed, out)
	}
	var (
		f   *flow
		err error
	)
	switch n.Op {
	case "Constant":
		return c.constant(n)
	case "Gemm":
		f, err = c.gemm(n)
	case "MatMul":
		f, err = c.matmul(n)
	case "Add":
		f, err = c.add(n, 1)
	case "Sub":
		f, err = c.add(n, -1)
	case "Mul":
		f, err = c.mul(n)
	default:
		f, err = c.pow(n)
	}
	if err != nil {
		return err
	}
	c.flows[out] = f
	return nil
}

// attrs reads the node's attributes; each must be one of want, an INT
// (want true) or a FLOAT (want false).
func attrs(n onnxpb.NodeProto, want map[string]bool) (ints map[string]int64, floats map[string]float64, err error) {
	ints, floats = map[string]int64{}, map[string]float64{}
	for _, a := range n.Attrs {
		isInt, ok := want[a.Name]
		switch {
		case !ok:
			return nil, nil, fmt.Errorf("%w: attribute %q", ErrUnsupported, a.Name)
		// A typed attribute without its value is a zero a proto3 writer
		// left out.
		case isInt && !a.HasF && !a.HasOther && (a.Type == 2 || (a.Type == 0 && a.HasI)):
			ints[a.Name] = a.I
		case !isInt && !a.HasI && !a.HasOther && (a.Type == 1 || (a.Type == 0 && a.HasF)):
			floats[a.Name] = float64(a.F)
		default:
			return nil, nil, fmt.Errorf("%w: attribute %q of type %d", ErrMalformed, a.Name, a.Type)
		}
	}
	return ints, floats, nil
}

// operands sorts a node's inputs into the data path and constants.
func (c *converter) operands(n onnxpb.NodeProto, min, max int) (flows []*flow, consts []*onnxpb.TensorProto, err error) {
	if len(n.Inputs) < min || len(n.Inputs) > max {
		return nil, nil, fmt.Errorf("%w: %d inputs, want %d to %d", ErrMalformed, len(n.Inputs), min, max)
	}
	flows, consts = make([]*flow, len(n.Inputs)), make([]*onnxpb.TensorProto, len(n.Inputs))
	for i, name := range n.Inputs {
		if name == "" && i >= min { // an omitted optional input
			continue
		}
		if f, ok := c.flows[name]; ok {
			flows[i] = f
			continue
		}
		if t, ok := c.consts[name]; ok {
			consts[i] = &t
			continue
		}
		return nil, nil, fmt.Errorf("%w: input %q is not produced before this node", ErrMalformed, name)
	}
	return flows, consts, nil
}

func (c *converter) constant(n onnxpb.NodeProto) error {
	if len(n.Attrs) != 1 || n.Attrs[0].Name != "value" || n.Attrs[0].T == nil {
		return fmt.Errorf("%w: a Constant without a tensor \"value\"", ErrUnsupported)
	}
	t, err := onnxpb.ReadTensor(n.Attrs[0].T, limits)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrMalformed, err)
	}
	t.Name = n.Outputs[0]
	c.consts[t.Name] = t
	return nil
}

// decode is the values of a float constant, decoded once per name.
func (c *converter) decode(t *onnxpb.TensorProto) ([]float64, error) {
	if v, ok := c.floats[t.Name]; ok {
		return v, nil
	}
	if t.DataType != c.elem { // ONNX Runtime refuses it too
		return nil, fmt.Errorf("%s in a %s graph", typeName(t.DataType), typeName(c.elem))
	}
	v, err := values(t, false)
	if err != nil {
		return nil, err
	}
	c.floats[t.Name] = v
	return v, nil
}

// dense builds a layer's in×out weights, within the budget and the
// parameter set's width.
func (c *converter) dense(in, out int, w func(o, i int) float64) (he.Layer, error) {
	if out > c.width {
		return he.Layer{}, fmt.Errorf("%w: %d outputs, the parameter set holds vectors of up to %d", ErrUnsupported, out, c.width)
	}
	if in*out > c.budget {
		return he.Layer{}, fmt.Errorf("%w: more than %d weights in all", ErrUnsupported, maxWeights)
	}
	c.budget -= in * out
	ws := make([]float64, in*out)
	for o := range out {
		for i := range in {
			ws[o*in+i] = w(o, i)
		}
	}
	return he.Layer{Kind: he.KindDense, In: in, Out: out, Weights: ws}, nil
}

// matrix is a constant 2-D weight tensor, K×N.
func (c *converter) matrix(t *onnxpb.TensorProto) (vals []float64, k, n int, err error) {
	if t == nil {
		return nil, 0, 0, fmt.Errorf("%w: the weights must be a constant", ErrUnsupported)
	}
	if len(t.Dims) != 2 {
		return nil, 0, 0, fmt.Errorf("%w: weights %q of rank %d, want 2", ErrUnsupported, t.Name, len(t.Dims))
	}
	vals, err = c.decode(t)
	if err != nil {
		return nil, 0, 0, fmt.Errorf("%w: weights %q: %w", ErrMalformed, t.Name, err)
	}
	return vals, int(t.Dims[0]), int(t.Dims[1]), nil
}

// bias is a constant broadcast to n values: a scalar, or n values in a
// shape whose every other dimension is 1.
func (c *converter) bias(t *onnxpb.TensorProto, n int) ([]float64, error) {
	vals, err := c.decode(t)
	if err != nil {
		return nil, fmt.Errorf("%w: bias %q: %w", ErrMalformed, t.Name, err)
	}
	if len(vals) == 1 {
		b := make([]float64, n)
		for i := range b {
			b[i] = vals[0]
		}
		return b, nil
	}
	if len(t.Dims) == 0 || t.Dims[len(t.Dims)-1] != int64(n) || len(vals) != n {
		return nil, fmt.Errorf("%w: bias %q of shape %v does not broadcast to %d values", ErrUnsupported, t.Name, t.Dims, n)
	}
	return slices.Clone(vals), nil // the caller scales or adds to it
}

// gemm is Y = alpha·A·B' + beta·C with A the data path.
func (c *converter) gemm(n onnxpb.NodeProto) (*flow, error) {
	ints, floats, err := attrs(n, map[string]bool{"alpha": false, "beta": false, "transA": true, "transB": true})
	if err != nil {
		return nil, err
	}
	alpha, beta := 1.0, 1.0
	if v, ok := floats["alpha"]; ok {
		alpha = v
	}
	if v, ok := floats["beta"]; ok {
		beta = v
	}
	if ints["transA"] != 0 {
		return nil, fmt.Errorf("%w: transA=%d, the input must be a row", ErrUnsupported, ints["transA"])
	}
	transB := ints["transB"]
	if transB != 0 && transB != 1 {
		return nil, fmt.Errorf("%w: transB=%d", ErrMalformed, transB)
	}
	flows, consts, err := c.operands(n, 2, 3)
	if err != nil {
		return nil, err
	}
	a := flows[0]
	if a == nil {
		return nil, fmt.Errorf("%w: A must come from the input, not a constant", ErrUnsupported)
	}
	if flows[1] != nil {
		return nil, fmt.Errorf("%w: B must be constant weights", ErrUnsupported)
	}
	b, k, m, err := c.matrix(consts[1])
	if err != nil {
		return nil, err
	}
	in, out := k, m
	if transB == 1 {
		in, out = m, k
	}
	if in != a.base.dim {
		return nil, fmt.Errorf("%w: shapes do not chain: A has %d columns, B takes %d", ErrUnsupported, a.base.dim, in)
	}
	l, err := c.dense(in, out, func(o, i int) float64 {
		if transB == 1 {
			return alpha * b[o*in+i]
		}
		return alpha * b[i*out+o]
	})
	if err != nil {
		return nil, err
	}
	if len(n.Inputs) == 3 && n.Inputs[2] != "" {
		if flows[2] != nil {
			return nil, fmt.Errorf("%w: C must be a constant bias", ErrUnsupported)
		}
		bs, err := c.bias(consts[2], out)
		if err != nil {
			return nil, err
		}
		for i := range bs {
			bs[i] *= beta
		}
		l.Bias = bs
	}
	return c.feed(a, l)
}

// matmul is A·B with A the data path and B constant K×N.
func (c *converter) matmul(n onnxpb.NodeProto) (*flow, error) {
	if _, _, err := attrs(n, nil); err != nil {
		return nil, err
	}
	flows, consts, err := c.operands(n, 2, 2)
	if err != nil {
		return nil, err
	}
	a := flows[0]
	if a == nil || flows[1] != nil {
		return nil, fmt.Errorf("%w: MatMul must be input × constant weights", ErrUnsupported)
	}
	b, in, out, err := c.matrix(consts[1])
	if err != nil {
		return nil, err
	}
	if in != a.base.dim {
		return nil, fmt.Errorf("%w: shapes do not chain: A has %d columns, B has %d rows", ErrUnsupported, a.base.dim, in)
	}
	l, err := c.dense(in, out, func(o, i int) float64 { return b[i*out+o] })
	if err != nil {
		return nil, err
	}
	return c.feed(a, l)
}

// add is f + sign·g for a flow f and a flow or constant g (Add: sign 1,
// Sub: -1). A vector constant is a bias: it folds into the dense layer
// just before; a scalar or another polynomial of the same trunk adds to
// the polynomial.
func (c *converter) add(n onnxpb.NodeProto, sign float64) (*flow, error) {
	if _, _, err := attrs(n, nil); err != nil {
		return nil, err
	}
	flows, consts, err := c.operands(n, 2, 2)
	if err != nil {
		return nil, err
	}
	f, g := flows[0], flows[1]
	switch {
	case f != nil && g != nil:
		if f.base != g.base {
			return nil, fmt.Errorf("%w: %s of two values from different layers", ErrUnsupported, n.Op)
		}
		return c.normalize(f.base, polyAdd(poly(f), polyScale(poly(g), sign)))
	case f == nil && g == nil:
		return nil, fmt.Errorf("%w: %s of two constants", ErrUnsupported, n.Op)
	}
	k := consts[1]
	if f == nil { // k + sign·g is (sign·g) + k
		k = consts[0]
		if f, err = c.normalize(g.base, polyScale(poly(g), sign)); err != nil {
			return nil, err
		}
		sign = 1
	}
	vals, err := c.decode(k)
	if err != nil {
		return nil, fmt.Errorf("%w: constant %q: %w", ErrMalformed, k.Name, err)
	}
	if len(vals) == 1 {
		return c.normalize(f.base, polyAdd(poly(f), []float64{sign * vals[0]}))
	}
	if f, err = c.fold(f); err != nil {
		return nil, err
	}
	last := len(f.base.layers) - 1
	if f.poly != nil || last < 0 || f.base.layers[last].Kind != he.KindDense {
		return nil, fmt.Errorf("%w: %s of a vector constant must follow Gemm or MatMul", ErrUnsupported, n.Op)
	}
	bs, err := c.bias(k, f.base.dim)
	if err != nil {
		return nil, err
	}
	l := f.base.layers[last]
	for i := range bs {
		bs[i] *= sign
		if l.Bias != nil {
			bs[i] += l.Bias[i]
		}
	}
	l.Bias = bs
	return &flow{base: &trunk{layers: append(slices.Clone(f.base.layers[:last]), l), dim: f.base.dim}}, nil
}

// mul is the product of two polynomials of one trunk (Mul(x,x) is the
// square), or a polynomial times a scalar.
func (c *converter) mul(n onnxpb.NodeProto) (*flow, error) {
	if _, _, err := attrs(n, nil); err != nil {
		return nil, err
	}
	flows, consts, err := c.operands(n, 2, 2)
	if err != nil {
		return nil, err
	}
	f, g := flows[0], flows[1]
	switch {
	case f != nil && f == g: // a square
		if f, err = c.fold(f); err != nil {
			return nil, err
		}
		return c.normalize(f.base, polyMul(poly(f), poly(f)))
	case f != nil && g != nil:
		if f.base != g.base {
			return nil, fmt.Errorf("%w: Mul of two values from different layers: %s", ErrUnsupported, supported)
		}
		return c.normalize(f.base, polyMul(poly(f), poly(g)))
	case f == nil && g == nil:
		return nil, fmt.Errorf("%w: Mul of two constants", ErrUnsupported)
	}
	k := consts[1]
	if f == nil {
		f, k = g, consts[0]
	}
	vals, err := c.decode(k)
	if err != nil {
		return nil, fmt.Errorf("%w: constant %q: %w", ErrMalformed, k.Name, err)
	}
	if len(vals) != 1 {
		return nil, fmt.Errorf("%w: Mul by a constant of %d values, only by a scalar", ErrUnsupported, len(vals))
	}
	return c.normalize(f.base, polyScale(poly(f), vals[0]))
}

// pow is a polynomial to a constant whole power.
func (c *converter) pow(n onnxpb.NodeProto) (*flow, error) {
	if _, _, err := attrs(n, nil); err != nil {
		return nil, err
	}
	flows, consts, err := c.operands(n, 2, 2)
	if err != nil {
		return nil, err
	}
	if flows[0] == nil || consts[1] == nil {
		return nil, fmt.Errorf("%w: Pow must raise the data path to a constant", ErrUnsupported)
	}
	e, err := values(consts[1], true)
	if err != nil {
		return nil, fmt.Errorf("%w: exponent %q: %w", ErrMalformed, consts[1].Name, err)
	}
	if len(e) != 1 || e[0] != math.Trunc(e[0]) || e[0] < 1 || e[0] > he.MaxPolyDegree {
		return nil, fmt.Errorf("%w: Pow with exponent %v, only whole powers 1 to %d", ErrUnsupported, e, he.MaxPolyDegree)
	}
	f, err := c.fold(flows[0])
	if err != nil {
		return nil, err
	}
	p := poly(f)
	r := p
	for range int(e[0]) - 1 {
		if r = polyMul(r, p); len(r) > 2*(he.MaxPolyDegree+1) {
			break // normalize refuses it
		}
	}
	return c.normalize(f.base, r)
}

// extend is base followed by l, dim wide.
func extend(base *trunk, l he.Layer, dim int) (*trunk, error) {
	if len(base.layers) == he.MaxLayers {
		return nil, fmt.Errorf("%w: more than %d layers", ErrUnsupported, he.MaxLayers)
	}
	return &trunk{layers: append(slices.Clone(base.layers), l), dim: dim}, nil
}

// normalize makes the flow p(base), refusing a polynomial that is a
// constant or of too high a degree.
func (c *converter) normalize(base *trunk, p []float64) (*flow, error) {
	p = polyTrim(p)
	switch {
	case len(p) <= 1:
		return nil, fmt.Errorf("%w: the value no longer depends on the input", ErrUnsupported)
	case len(p) > he.MaxPolyDegree+1:
		return nil, fmt.Errorf("%w: a polynomial of degree %d, more than %d", ErrUnsupported, len(p)-1, he.MaxPolyDegree)
	case len(p) == 2 && p[0] == 0 && p[1] == 1:
		return &flow{base: base}, nil
	}
	return &flow{base: base, poly: p}, nil
}

// fold moves an affine polynomial into the dense layer that ends f's
// trunk: a·(Wx+b)+c is (aW)x + (ab+c). A flow it cannot fold is returned
// as it is. Folding before squaring keeps (h-1)² one square layer.
func (c *converter) fold(f *flow) (*flow, error) {
	last := len(f.base.layers) - 1
	if len(f.poly) != 2 || last < 0 || f.base.layers[last].Kind != he.KindDense {
		return f, nil
	}
	p, l := f.poly, f.base.layers[last]
	if len(l.Weights) > c.budget {
		return nil, fmt.Errorf("%w: more than %d weights in all", ErrUnsupported, maxWeights)
	}
	c.budget -= len(l.Weights)
	w := make([]float64, len(l.Weights))
	for i, v := range l.Weights {
		w[i] = p[1] * v
	}
	var b []float64 // nil while it would be zero
	if l.Bias != nil || p[0] != 0 {
		b = make([]float64, l.Out)
		for o := range b {
			b[o] = p[0]
			if l.Bias != nil {
				b[o] += p[1] * l.Bias[o]
			}
		}
	}
	l.Weights, l.Bias = w, b
	return &flow{base: &trunk{layers: append(slices.Clone(f.base.layers[:last]), l), dim: f.base.dim}}, nil
}

// split writes p as a + b·q(x) with q the cheapest layer: none for an
// affine p, a square for a + b·x², else p itself as a poly layer. A dense
// layer reading p(x) absorbs a and b.
func split(p []float64) (a, b float64, q *he.Layer) {
	switch {
	case p == nil:
		return 0, 1, nil
	case len(p) == 2:
		return p[0], p[1], nil
	case len(p) == 3 && p[1] == 0:
		return p[0], p[2], &he.Layer{Kind: he.KindSquare}
	}
	return 0, 1, &he.Layer{Kind: he.KindPoly, Coeffs: p}
}

// feed is the dense layer l reading f: f's polynomial becomes a layer
// (or none) and its offset and scale fold into l, as l(a + b·q) is
// (b·W)q + (bias + a·W·1).
func (c *converter) feed(f *flow, l he.Layer) (*flow, error) {
	a, b, q := split(f.poly)
	base := f.base
	if q != nil {
		var err error
		if base, err = extend(base, *q, base.dim); err != nil {
			return nil, err
		}
	}
	if a != 0 && l.Bias == nil {
		l.Bias = make([]float64, l.Out)
	}
	for o := range l.Out {
		row := l.Weights[o*l.In : (o+1)*l.In] // fresh from dense: ours to change
		sum := 0.0
		for i := range row {
			sum += row[i]
			row[i] *= b
		}
		if a != 0 {
			l.Bias[o] += a * sum
		}
	}
	base, err := extend(base, l, l.Out)
	if err != nil {
		return nil, err
	}
	return &flow{base: base}, nil
}

// final is the output's trunk: f's polynomial as a last layer.
func (c *converter) final(f *flow) (*trunk, error) {
	f, err := c.fold(f)
	if err != nil {
		return nil, err
	}
	switch {
	case f.poly == nil && len(f.base.layers) == 0:
		return nil, fmt.Errorf("%w: the input itself, no layer", ErrUnsupported)
	case f.poly == nil:
		return f.base, nil
	case len(f.poly) == 3 && f.poly[0] == 0 && f.poly[1] == 0 && f.poly[2] == 1:
		return extend(f.base, he.Layer{Kind: he.KindSquare}, f.base.dim)
	}
	return extend(f.base, he.Layer{Kind: he.KindPoly, Coeffs: f.poly}, f.base.dim)
}

// typeName names a TensorProto data type.
func typeName(t uint64) string {
	switch t {
	case onnxpb.Float:
		return "float32"
	case onnxpb.Double:
		return "float64"
	case onnxpb.Int64:
		return "int64"
	}
	return "data type " + strconv.FormatUint(t, 10)
}
