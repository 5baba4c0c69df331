package heonnx

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"math"
	"os"
	"testing"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/he"
	"github.com/tensora/tensora/tensor"
)

// mnistTolerance bounds |Plain − ONNX Runtime| per output, relative to the
// largest output of the image: ONNX Runtime computes in float32 (about
// 6e-8 relative per rounding, over sums of 196 and 32 terms), Plain in
// float64 from the same float32 weights.
const mnistTolerance = 1e-4

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

type mnistSamples struct {
	TestAccuracy float64     `json:"test_accuracy"`
	Labels       []int       `json:"labels"`
	Images       [][]float32 `json:"images"`
}

func argmax(v []float64) int {
	best := 0
	for i := range v {
		if v[i] > v[best] {
			best = i
		}
	}
	return best
}

// TestConvertMNIST converts the model our trainer wrote and checks it
// against ONNX Runtime running the same file on the sample images.
func TestConvertMNIST(t *testing.T) {
	model := readFile(t, "testdata/mnist14.onnx")
	m, err := Convert(model, "ckks-n13")
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Check(); err != nil {
		t.Fatal(err)
	}
	p, _ := he.Lookup("ckks-n13")
	if m.Input != 196 || m.Output() != 10 || m.Depth() != 3 || m.Depth() > p.MaxLevel() {
		t.Fatalf("model %d → %d, depth %d; want 196 → 10, depth 3 within %d", m.Input, m.Output(), m.Depth(), p.MaxLevel())
	}
	if got := Describe(m); got != "196 → dense 32 → square → dense 10 (ckks-n13, depth 3 of 3)" {
		t.Errorf("Describe = %q", got)
	}

	var s mnistSamples
	if err := json.Unmarshal(readFile(t, "testdata/mnist14-samples.json"), &s); err != nil {
		t.Fatal(err)
	}
	if len(s.Images) < 8 || len(s.Images) != len(s.Labels) {
		t.Fatalf("%d images, %d labels", len(s.Images), len(s.Labels))
	}
	plain := make([][]float64, len(s.Images))
	right := 0
	for i, img := range s.Images {
		x := make([]float64, len(img))
		for j, v := range img {
			x[j] = float64(v)
		}
		if plain[i], err = m.Plain(x); err != nil {
			t.Fatal(err)
		}
		if argmax(plain[i]) == s.Labels[i] {
			right++
		}
	}
	// The model scores 96.7% on the whole test set; 16 images allow one
	// or two misses, not more.
	if right < len(s.Images)-2 {
		t.Errorf("Plain classifies %d of %d samples right", right, len(s.Images))
	}
	t.Logf("Plain: %d of %d samples right (test-set accuracy at training: %.4f)", right, len(s.Images), s.TestAccuracy)

	ort := runORT(t, model, s.Images)
	worst := 0.0
	for i := range plain {
		scale := 0.0
		for _, v := range plain[i] {
			scale = max(scale, math.Abs(v))
		}
		for o, v := range plain[i] {
			d := math.Abs(v-ort[i][o]) / max(scale, 1)
			worst = max(worst, d)
			if d > mnistTolerance {
				t.Errorf("image %d output %d: Plain %g, ONNX Runtime %g (relative %g)", i, o, v, ort[i][o], d)
			}
		}
		if argmax(plain[i]) != argmax(ort[i]) {
			t.Errorf("image %d: Plain says %d, ONNX Runtime %d", i, argmax(plain[i]), argmax(ort[i]))
		}
	}
	t.Logf("largest difference from ONNX Runtime: %.3g of the largest output (tolerance %g)", worst, mnistTolerance)
}

// runORT runs the model on a batch of images and returns its outputs.
func runORT(t *testing.T, model []byte, images [][]float32) [][]float64 {
	t.Helper()
	if _, err := onnx.FindLibrary(""); err != nil {
		msg := "ONNX Runtime library not found: run `make setup` (scripts/setup-native.sh)"
		if os.Getenv("CI") != "" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	e, err := onnx.New(onnx.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := e.Close(); err != nil {
			t.Error(err)
		}
	}()
	width := len(images[0])
	data := make([]byte, 0, 4*width*len(images))
	for _, img := range images {
		for _, v := range img {
			data = binary.LittleEndian.AppendUint32(data, math.Float32bits(v))
		}
	}
	in, err := tensor.Encode([]tensor.Tensor{{Name: "x", DType: tensor.F32, Shape: []int64{int64(len(images)), int64(width)}, Data: data}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.Run(context.Background(), engine.Request{ModelCID: "heonnx-mnist14", Model: engine.ModelBytes(model), Input: in})
	if err != nil {
		t.Fatal(err)
	}
	ts, err := tensor.Parse(res.Output)
	if err != nil {
		t.Fatal(err)
	}
	if len(ts) != 1 || ts[0].DType != tensor.F32 || len(ts[0].Shape) != 2 || ts[0].Shape[0] != int64(len(images)) {
		t.Fatalf("ONNX Runtime output %v", ts)
	}
	n := int(ts[0].Shape[1])
	out := make([][]float64, len(images))
	for i := range out {
		out[i] = make([]float64, n)
		for o := range n {
			out[i][o] = float64(math.Float32frombits(binary.LittleEndian.Uint32(ts[0].Data[4*(i*n+o):])))
		}
	}
	return out
}
