package heonnx

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/tensora/tensora/he"
)

// ErrUnsupported is wrapped when the graph is valid ONNX that HE models
// cannot express: an operator, attribute, type or shape outside the
// supported set.
var ErrUnsupported = errors.New("not supported")

// ErrMalformed is wrapped when the bytes are not a readable ONNX model or
// the graph contradicts itself.
var ErrMalformed = errors.New("malformed ONNX")

// supported is the end of every refusal of an operator.
const supported = "HE models take Gemm, MatMul+Add, Mul(x,x), Pow(x,2)"

// flow is a value on the data path: the input after layers, dim wide.
// Every flow descends from the one graph input, so a model is the layers
// of the output's flow.
type flow struct {
	layers []he.Layer
	dim    int
}

// then is f followed by l, sharing nothing with f (another node may read f).
func (f *flow) then(l he.Layer, dim int) (*flow, error) {
	if len(f.layers) == he.MaxLayers {
		return nil, fmt.Errorf("%w: more than %d layers", ErrUnsupported, he.MaxLayers)
	}
	return &flow{layers: append(slices.Clone(f.layers), l), dim: dim}, nil
}

// maxWeights bounds the weights a conversion builds, all layers and
// branches together: a model within he.MaxModelBytes has fewer, and a
// hostile graph reusing one big initializer in many nodes cannot make
// Convert allocate more.
const maxWeights = 1 << 23

type converter struct {
	g      *graph
	flows  map[string]*flow
	consts map[string]tproto
	floats map[string][]float64 // decoded constants, by name
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
	c := &converter{g: g, flows: map[string]*flow{}, consts: g.inits, floats: map[string][]float64{},
		width: p.Slots() / 2, budget: maxWeights}

	// Older exporters list initializers among the inputs too.
	var inputs []value
	for _, v := range g.inputs {
		if _, ok := g.inits[v.name]; !ok {
			inputs = append(inputs, v)
		}
	}
	if len(inputs) != 1 || len(g.outputs) != 1 {
		return nil, fmt.Errorf("heonnx: %w: %d inputs and %d outputs, HE models take one of each", ErrUnsupported, len(inputs), len(g.outputs))
	}
	in, outv := inputs[0], g.outputs[0]
	n, err := inputDim(in, c.width)
	if err != nil {
		return nil, fmt.Errorf("heonnx: input %q: %w", in.name, err)
	}
	c.flows[in.name] = &flow{dim: n}

	for i, nd := range g.nodes {
		if err := c.node(nd); err != nil {
			who := "#" + strconv.Itoa(i)
			if nd.name != "" {
				who = strconv.Quote(nd.name)
			}
			return nil, fmt.Errorf("heonnx: node %s (%s): %w", who, nd.op, err)
		}
	}

	out, ok := c.flows[outv.name]
	switch {
	case !ok:
		return nil, fmt.Errorf("heonnx: %w: output %q does not come from the input", ErrUnsupported, outv.name)
	case len(out.layers) == 0:
		return nil, fmt.Errorf("heonnx: %w: output %q is the input itself, no layer", ErrUnsupported, outv.name)
	}
	if err := checkOutput(outv, out.dim); err != nil {
		return nil, fmt.Errorf("heonnx: output %q: %w", outv.name, err)
	}
	m := &he.Model{Format: he.ModelFormat, Params: params, Input: n, Layers: out.layers}
	if err := m.Check(); err != nil {
		return nil, fmt.Errorf("heonnx: %w", err)
	}
	return m, nil
}

// inputDim is the vector length of a float32 input of shape [N], [1,N] or
// [batch,N].
func inputDim(v value, width int) (int, error) {
	if !v.tensor || v.elem != typeFloat {
		return 0, fmt.Errorf("%w: not a float32 tensor (element type %d)", ErrUnsupported, v.elem)
	}
	switch {
	case !v.hasRank:
		return 0, fmt.Errorf("%w: no declared shape", ErrUnsupported)
	case len(v.shape) == 2 && v.shape[0] > 1:
		return 0, fmt.Errorf("%w: a fixed batch of %d, HE models take one vector", ErrUnsupported, v.shape[0])
	case len(v.shape) != 1 && len(v.shape) != 2:
		return 0, fmt.Errorf("%w: shape of rank %d, want [N], [1,N] or [batch,N]", ErrUnsupported, len(v.shape))
	}
	n := v.shape[len(v.shape)-1]
	if n < 1 {
		return 0, fmt.Errorf("%w: the vector length is not fixed", ErrUnsupported)
	}
	if n > int64(width) {
		return 0, fmt.Errorf("%w: %d values, the parameter set holds vectors of up to %d", ErrUnsupported, n, width)
	}
	return int(n), nil
}

// checkOutput checks the declared output against what the layers give.
func checkOutput(v value, dim int) error {
	if !v.tensor || v.elem != typeFloat {
		return fmt.Errorf("%w: not a float32 tensor (element type %d)", ErrUnsupported, v.elem)
	}
	if v.hasRank && len(v.shape) > 0 {
		if d := v.shape[len(v.shape)-1]; d >= 0 && d != int64(dim) {
			return fmt.Errorf("%w: declared %d wide, the layers give %d", ErrMalformed, d, dim)
		}
	}
	return nil
}

func (c *converter) node(n node) error {
	if n.domain != "" && n.domain != "ai.onnx" {
		return fmt.Errorf("%w: domain %q: %s", ErrUnsupported, n.domain, supported)
	}
	if len(n.outputs) != 1 || n.outputs[0] == "" {
		return fmt.Errorf("%w: %d outputs", ErrUnsupported, len(n.outputs))
	}
	out := n.outputs[0]
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
	switch n.op {
	case "Constant":
		return c.constant(n)
	case "Gemm":
		f, err = c.gemm(n)
	case "MatMul":
		f, err = c.matmul(n)
	case "Add":
		f, err = c.add(n)
	case "Mul":
		f, err = c.mul(n)
	case "Pow":
		f, err = c.pow(n)
	default:
		return fmt.Errorf("%w: %s", ErrUnsupported, supported)
	}
	if err != nil {
		return err
	}
	c.flows[out] = f
	return nil
}

// attrs reads the node's attributes; each must be one of want, an INT
// (want true) or a FLOAT (want false).
func attrs(n node, want map[string]bool) (ints map[string]int64, floats map[string]float64, err error) {
	ints, floats = map[string]int64{}, map[string]float64{}
	for _, a := range n.attrs {
		isInt, ok := want[a.name]
		switch {
		case !ok:
			return nil, nil, fmt.Errorf("%w: attribute %q", ErrUnsupported, a.name)
		case isInt && a.hasI && (a.typ == 0 || a.typ == 2) && !a.hasAny:
			ints[a.name] = a.i
		case !isInt && a.hasF && (a.typ == 0 || a.typ == 1) && !a.hasAny:
			floats[a.name] = float64(a.f)
		default:
			return nil, nil, fmt.Errorf("%w: attribute %q of type %d", ErrMalformed, a.name, a.typ)
		}
	}
	return ints, floats, nil
}

// operands sorts a node's inputs into the data path and constants.
func (c *converter) operands(n node, min, max int) (flows []*flow, consts []*tproto, err error) {
	if len(n.inputs) < min || len(n.inputs) > max {
		return nil, nil, fmt.Errorf("%w: %d inputs, want %d to %d", ErrMalformed, len(n.inputs), min, max)
	}
	flows, consts = make([]*flow, len(n.inputs)), make([]*tproto, len(n.inputs))
	for i, name := range n.inputs {
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

func (c *converter) constant(n node) error {
	if len(n.attrs) != 1 || n.attrs[0].name != "value" || n.attrs[0].t == nil {
		return fmt.Errorf("%w: a Constant without a tensor \"value\"", ErrUnsupported)
	}
	t, err := readTensor(n.attrs[0].t)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrMalformed, err)
	}
	t.name = n.outputs[0]
	c.consts[t.name] = t
	return nil
}

// decode is the values of a float constant, decoded once per name.
func (c *converter) decode(t *tproto) ([]float64, error) {
	if v, ok := c.floats[t.name]; ok {
		return v, nil
	}
	v, err := t.values(false)
	if err != nil {
		return nil, err
	}
	c.floats[t.name] = v
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
func (c *converter) matrix(t *tproto) (vals []float64, k, n int, err error) {
	if t == nil {
		return nil, 0, 0, fmt.Errorf("%w: the weights must be a constant", ErrUnsupported)
	}
	if len(t.dims) != 2 {
		return nil, 0, 0, fmt.Errorf("%w: weights %q of rank %d, want 2", ErrUnsupported, t.name, len(t.dims))
	}
	vals, err = c.decode(t)
	if err != nil {
		return nil, 0, 0, fmt.Errorf("%w: weights %q: %w", ErrMalformed, t.name, err)
	}
	return vals, int(t.dims[0]), int(t.dims[1]), nil
}

// bias is a constant broadcast to n values: a scalar, or n values in a
// shape whose every other dimension is 1.
func (c *converter) bias(t *tproto, n int) ([]float64, error) {
	vals, err := c.decode(t)
	if err != nil {
		return nil, fmt.Errorf("%w: bias %q: %w", ErrMalformed, t.name, err)
	}
	if len(vals) == 1 {
		b := make([]float64, n)
		for i := range b {
			b[i] = vals[0]
		}
		return b, nil
	}
	if len(t.dims) == 0 || t.dims[len(t.dims)-1] != int64(n) || len(vals) != n {
		return nil, fmt.Errorf("%w: bias %q of shape %v does not broadcast to %d values", ErrUnsupported, t.name, t.dims, n)
	}
	return slices.Clone(vals), nil // the caller scales or adds to it
}

// gemm is Y = alpha·A·B' + beta·C with A the data path.
func (c *converter) gemm(n node) (*flow, error) {
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
	if in != a.dim {
		return nil, fmt.Errorf("%w: shapes do not chain: A has %d columns, B takes %d", ErrUnsupported, a.dim, in)
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
	if len(n.inputs) == 3 && n.inputs[2] != "" {
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
	return a.then(l, out)
}

// matmul is A·B with A the data path and B constant K×N.
func (c *converter) matmul(n node) (*flow, error) {
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
	if in != a.dim {
		return nil, fmt.Errorf("%w: shapes do not chain: A has %d columns, B has %d rows", ErrUnsupported, a.dim, in)
	}
	l, err := c.dense(in, out, func(o, i int) float64 { return b[i*out+o] })
	if err != nil {
		return nil, err
	}
	return a.then(l, out)
}

// add folds a constant into the bias of the dense layer just before it.
func (c *converter) add(n node) (*flow, error) {
	if _, _, err := attrs(n, nil); err != nil {
		return nil, err
	}
	flows, consts, err := c.operands(n, 2, 2)
	if err != nil {
		return nil, err
	}
	f, k := flows[0], consts[1]
	if f == nil {
		f, k = flows[1], consts[0]
	}
	if f == nil || k == nil {
		return nil, fmt.Errorf("%w: Add must be the data path plus a constant", ErrUnsupported)
	}
	if len(f.layers) == 0 || f.layers[len(f.layers)-1].Kind != he.KindDense {
		return nil, fmt.Errorf("%w: Add of a constant must follow Gemm or MatMul", ErrUnsupported)
	}
	bs, err := c.bias(k, f.dim)
	if err != nil {
		return nil, err
	}
	g := &flow{layers: slices.Clone(f.layers), dim: f.dim}
	last := &g.layers[len(g.layers)-1]
	if last.Bias != nil {
		for i := range bs {
			bs[i] += last.Bias[i]
		}
	}
	last.Bias = bs
	return g, nil
}

var square = he.Layer{Kind: he.KindSquare}

// mul is x·x on the data path.
func (c *converter) mul(n node) (*flow, error) {
	if _, _, err := attrs(n, nil); err != nil {
		return nil, err
	}
	flows, _, err := c.operands(n, 2, 2)
	if err != nil {
		return nil, err
	}
	if flows[0] == nil || n.inputs[0] != n.inputs[1] {
		return nil, fmt.Errorf("%w: Mul must square one value, Mul(x,x): %s", ErrUnsupported, supported)
	}
	return flows[0].then(square, flows[0].dim)
}

// pow is x^2 on the data path.
func (c *converter) pow(n node) (*flow, error) {
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
	e, err := consts[1].values(true)
	if err != nil {
		return nil, fmt.Errorf("%w: exponent %q: %w", ErrMalformed, consts[1].name, err)
	}
	if len(e) != 1 || e[0] != 2 {
		return nil, fmt.Errorf("%w: Pow with exponent %v, only 2", ErrUnsupported, e)
	}
	return flows[0].then(square, flows[0].dim)
}
