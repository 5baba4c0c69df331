package engine

import (
	"bytes"
	"errors"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/tensora/tensora/tensor"
)

// sileroInputs is silero VAD v5's declaration as ONNX Runtime reports it.
var sileroInputs = []TensorSpec{
	{Name: "input", DType: tensor.F32, Shape: []int64{-1, -1}},
	{Name: "state", DType: tensor.F32, Shape: []int64{2, -1, 128}},
	{Name: "sr", DType: tensor.I64, Shape: []int64{}},
}

func zeros(name string, d tensor.DType, shape ...int64) tensor.Tensor {
	n := int64(1)
	for _, s := range shape {
		n *= s
	}
	return tensor.Tensor{Name: name, DType: d, Shape: shape, Data: make([]byte, n*int64(d.Size()))}
}

func TestCheckInputs(t *testing.T) {
	spec := []TensorSpec{
		{Name: "x", DType: tensor.F32, Shape: []int64{1, 512}},
		{Name: "sr", DType: tensor.I64, Shape: []int64{}},
		{Name: "d", DType: tensor.F32, Shape: []int64{-1, 3}},
	}
	good := []tensor.Tensor{zeros("x", tensor.F32, 1, 512), zeros("sr", tensor.I64), zeros("d", tensor.F32, 7, 3)}
	cases := []struct {
		name string
		ts   []tensor.Tensor
		want string // "" = accepted
	}{
		// Everything declared, dynamic dimension free.
		{"ok", good, ""},
		// Order of the input does not matter.
		{"ok reordered", []tensor.Tensor{good[2], good[0], good[1]}, ""},
		// A static dimension differs.
		{"wrong dim", []tensor.Tensor{zeros("x", tensor.F32, 1, 256), good[1], good[2]},
			`input "x": expected float32[1,512], got float32[1,256]`},
		// Same shape, other dtype.
		{"wrong dtype", []tensor.Tensor{zeros("x", tensor.F64, 1, 512), good[1], good[2]},
			`input "x": expected float32[1,512], got float64[1,512]`},
		// A scalar given as [1].
		{"wrong rank", []tensor.Tensor{good[0], zeros("sr", tensor.I64, 1), good[2]},
			`input "sr": expected int64[], got int64[1]`},
		// Static dimension after a dynamic one.
		{"dynamic then static", []tensor.Tensor{good[0], good[1], zeros("d", tensor.F32, 7, 4)},
			`input "d": expected float32[?,3], got float32[7,4]`},
		{"missing", []tensor.Tensor{good[0], good[2]}, `input "sr": missing, expected int64[]`},
		{"unknown", append([]tensor.Tensor{zeros("extra", tensor.U8, 2)}, good...),
			`input "extra": not an input of the model (got uint8[2])`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := CheckInputs(spec, c.ts)
			if c.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			var ie *InputError
			if !errors.As(err, &ie) || !errors.Is(err, ErrBadInput) {
				t.Fatalf("got %v, want an *InputError wrapping ErrBadInput", err)
			}
			if err.Error() != c.want {
				t.Fatalf("got  %q\nwant %q", err, c.want)
			}
		})
	}
}

func TestModelSource(t *testing.T) {
	p := filepath.Join(t.TempDir(), "m.onnx")
	if err := os.WriteFile(p, []byte("model"), 0o600); err != nil {
		t.Fatal(err)
	}
	if b, err := ModelFile(p).Load(); err != nil || string(b) != "model" {
		t.Fatalf("ModelFile: %q, %v", b, err)
	}
	if b, err := ModelBytes([]byte("m")).Load(); err != nil || string(b) != "m" {
		t.Fatalf("ModelBytes: %q, %v", b, err)
	}
	calls := 0
	open := func() ([]byte, error) { calls++; return []byte("lazy"), nil }
	src := ModelReader(open)
	if calls != 0 {
		t.Fatal("ModelReader read the model before Load")
	}
	if b, err := src.Load(); err != nil || string(b) != "lazy" || calls != 1 {
		t.Fatalf("ModelReader: %q, %v after %d reads", b, err, calls)
	}
	for _, bad := range []ModelSource{{}, {Path: p, Bytes: []byte("x")}, {Bytes: []byte("x"), Open: open}, {Path: p, Open: open}, ModelFile(p + ".missing")} {
		if _, err := bad.Load(); err == nil {
			t.Errorf("Load(%+v) succeeded", bad)
		}
	}
}

func TestGenerateSilero(t *testing.T) {
	ts, err := GenerateInputs(sileroInputs, GenerateOptions{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := CheckInputs(sileroInputs, ts); err != nil {
		t.Fatal(err)
	}
	in, _ := tensor.Find(ts, "input")
	if tensor.ShapeString(in.Shape) != "[1,512]" {
		t.Fatalf("input shape %v, want [1,512]", in.Shape)
	}
	audio, _ := in.Float32s()
	var nonzero int
	for _, v := range audio {
		if v < -1 || v >= 1 {
			t.Fatalf("sample %v outside [-1,1)", v)
		}
		if v != 0 {
			nonzero++
		}
	}
	if nonzero < 400 {
		t.Fatalf("only %d of 512 samples are non-zero", nonzero)
	}
	st, _ := tensor.Find(ts, "state")
	if tensor.ShapeString(st.Shape) != "[2,1,128]" || !bytes.Equal(st.Data, make([]byte, 2*128*4)) {
		t.Fatalf("state %s is not zeros [2,1,128]", st)
	}
	sr, _ := tensor.Find(ts, "sr")
	if v, err := sr.Int64s(); err != nil || len(v) != 1 || v[0] != 16000 {
		t.Fatalf("sr = %v, %v", v, err)
	}
}

func TestGenerateDeterministic(t *testing.T) {
	enc := func(seed uint64) []byte {
		ts, err := GenerateInputs(sileroInputs, GenerateOptions{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		b, err := tensor.Encode(ts)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	if !bytes.Equal(enc(7), enc(7)) {
		t.Fatal("same seed, different bytes")
	}
	if bytes.Equal(enc(7), enc(8)) {
		t.Fatal("different seeds, same bytes")
	}
}

func TestGenerateShapesAndTypes(t *testing.T) {
	spec := []TensorSpec{
		{Name: "x", DType: tensor.F32, Shape: []int64{-1, 3, -1, -1}},
		{Name: "ids", DType: tensor.I64, Shape: []int64{-1, -1}},
		{Name: "attention_mask", DType: tensor.I64, Shape: []int64{-1, -1}},
		{Name: "h", DType: tensor.F16, Shape: []int64{4}},
		{Name: "flag", DType: tensor.BOOL, Shape: []int64{8}},
	}
	ts, err := GenerateInputs(spec, GenerateOptions{Seed: 3, Shapes: map[string][]int64{"ids": {2, 5}}})
	if err != nil {
		t.Fatal(err)
	}
	x, _ := tensor.Find(ts, "x")
	if tensor.ShapeString(x.Shape) != "[1,3,64,64]" {
		t.Fatalf("image shape %v", x.Shape)
	}
	px, _ := x.Float32s()
	for _, v := range px {
		if v < 0 || v >= 1 {
			t.Fatalf("pixel %v outside [0,1)", v)
		}
	}
	ids, _ := tensor.Find(ts, "ids")
	iv, _ := ids.Int64s()
	if len(iv) != 10 {
		t.Fatalf("ids has %d values, want the 2×5 asked for", len(iv))
	}
	for _, v := range iv {
		if v < 0 || v >= 16 {
			t.Fatalf("id %d outside [0,16)", v)
		}
	}
	mask, _ := tensor.Find(ts, "attention_mask")
	if mv, _ := mask.Int64s(); len(mv) != 1 || mv[0] != 1 {
		t.Fatalf("mask = %v, want [1]", mv)
	}
	h, _ := tensor.Find(ts, "h")
	for i := 0; i < len(h.Data); i += 2 {
		bits := uint16(h.Data[i]) | uint16(h.Data[i+1])<<8
		if f := halfToFloat(bits); f < -1 || f >= 1 || math.IsNaN(f) {
			t.Fatalf("float16 element %#04x = %v outside [-1,1)", bits, f)
		}
	}
	if _, err := GenerateInputs(spec, GenerateOptions{Shapes: map[string][]int64{"x": {1, 4, 8, 8}}}); err == nil {
		t.Fatal("a shape that contradicts the declaration was accepted")
	}
}

func TestFloat16(t *testing.T) {
	for _, c := range []struct {
		f    float32
		want uint16
	}{{0, 0}, {1, 0x3c00}, {-1, 0xbc00}, {0.5, 0x3800}, {-0.0009765625, 0x9400}, {1 - 1.0/1024, 0x3bfe}} {
		if got := float16(c.f); got != c.want {
			t.Errorf("float16(%v) = %#04x, want %#04x", c.f, got, c.want)
		}
	}
}

func halfToFloat(h uint16) float64 {
	exp := int(h>>10) & 0x1f
	frac := float64(h & 0x3ff)
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	switch exp {
	case 0:
		return sign * frac / 1024 * math.Pow(2, -14)
	case 31:
		return math.NaN()
	}
	return sign * (1 + frac/1024) * math.Pow(2, float64(exp-15))
}
