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
	"github.com/tensora/tensora/internal/onnxpb"
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

	images := make([][]float64, len(s.Images))
	for i, img := range s.Images {
		images[i] = make([]float64, len(img))
		for j, v := range img {
			images[i][j] = float64(v)
		}
	}
	ort := runORT(t, newORT(t), "heonnx-mnist14", model, images, []int64{int64(len(images)), int64(len(images[0]))}, tensor.F32)
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

// newORT is an ONNX Runtime engine, or a skip where the library is
// missing (a failure in CI).
func newORT(t *testing.T) *onnx.Engine {
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
	t.Cleanup(func() {
		if err := e.Close(); err != nil {
			t.Error(err)
		}
	})
	return e
}

// runORT runs the model on rows stacked into an input x of shape and
// dtype (F32 or F64), and returns its single output split back into rows.
func runORT(t *testing.T, e *onnx.Engine, cid string, model []byte, rows [][]float64, shape []int64, dtype tensor.DType) [][]float64 {
	t.Helper()
	var data []byte
	for _, r := range rows {
		for _, v := range r {
			if dtype == tensor.F64 {
				data = binary.LittleEndian.AppendUint64(data, math.Float64bits(v))
			} else {
				data = binary.LittleEndian.AppendUint32(data, math.Float32bits(float32(v)))
			}
		}
	}
	in, err := tensor.Encode([]tensor.Tensor{{Name: "x", DType: dtype, Shape: shape, Data: data}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.Run(context.Background(), engine.Request{ModelCID: cid, Model: engine.ModelBytes(model), Input: in})
	if err != nil {
		t.Fatal(err)
	}
	ts, err := tensor.Parse(res.Output)
	if err != nil {
		t.Fatal(err)
	}
	size := dtype.Size()
	if len(ts) != 1 || ts[0].DType != dtype || len(ts[0].Data)%(size*len(rows)) != 0 {
		t.Fatalf("ONNX Runtime output %v", ts)
	}
	n := len(ts[0].Data) / size / len(rows)
	out := make([][]float64, len(rows))
	for i := range out {
		out[i] = make([]float64, n)
		for o := range n {
			p := ts[0].Data[size*(i*n+o):]
			if dtype == tensor.F64 {
				out[i][o] = math.Float64frombits(binary.LittleEndian.Uint64(p))
			} else {
				out[i][o] = float64(math.Float32frombits(binary.LittleEndian.Uint32(p)))
			}
		}
	}
	return out
}

// TestConvertAgreesWithORT runs every supported graph of TestConvert
// through ONNX Runtime: the converted model's Plain must compute what the
// graph computes, whatever the layers look like.
func TestConvertAgreesWithORT(t *testing.T) {
	e := newORT(t)
	x := []float64{0.3, -1.2, 0.7}
	for i := range x {
		x[i] = float64(float32(x[i])) // the same input at either precision
	}
	for _, tt := range convertRows() {
		t.Run(tt.name, func(t *testing.T) {
			b := tt.g.Marshal()
			m, err := Convert(b, "ckks-n13")
			if err != nil {
				t.Fatal(err)
			}
			want, err := m.Plain(x)
			if err != nil {
				t.Fatal(err)
			}
			shape := []int64{1, 3}
			if len(tt.g.Inputs[0].Shape) == 1 {
				shape = []int64{3}
			}
			dtype := tensor.F32
			if tt.g.Inputs[0].ElemType == onnxpb.Double {
				dtype = tensor.F64
			}
			got := runORT(t, e, "heonnx-"+tt.name, b, [][]float64{x}, shape, dtype)[0]
			if len(got) != len(want) {
				t.Fatalf("ONNX Runtime gives %d values, Plain %d", len(got), len(want))
			}
			for o := range want {
				if d := math.Abs(got[o] - want[o]); d > 1e-5*max(1, math.Abs(want[o])) {
					t.Errorf("output %d: ONNX Runtime %g, Plain %g", o, got[o], want[o])
				}
			}
		})
	}
}
