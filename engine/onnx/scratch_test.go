package onnx

import (
	"context"
	"testing"

	ort "github.com/yalue/onnxruntime_go"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/tensor"
)

func BenchmarkScratchParse(b *testing.B) {
	in := sileroInput(b, 1)
	for b.Loop() {
		tensor.Parse(in)
	}
}

func BenchmarkScratchEncode(b *testing.B) {
	in := sileroInput(b, 1)
	ts, _ := tensor.Parse(in)
	for b.Loop() {
		tensor.Encode(ts)
	}
}

func BenchmarkScratchUsage(b *testing.B) {
	for b.Loop() {
		usageNow(true)
	}
}

func BenchmarkScratchValues(b *testing.B) {
	e := newEngine(b, Config{})
	in := sileroInput(b, 1)
	ts, _ := tensor.Parse(in)
	m, _ := e.acquire(context.Background(), sileroCID, silero(b))
	defer e.release(m)
	for b.Loop() {
		engine.CheckInputs(m.info.Inputs, ts)
		vs := make([]ort.Value, 3)
		for i, s := range m.info.Inputs {
			t, _ := tensor.Find(ts, s.Name)
			vs[i], _ = newValue(t, m.inTypes[i])
		}
		destroyAll(vs)
	}
}
