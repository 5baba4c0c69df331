package onnx

import (
	"context"
	"testing"
)

// TestMeasureP4 runs the P4 measurement a few times: every path runs and
// the figures are positive (no timing is asserted).
func TestMeasureP4(t *testing.T) {
	if _, err := FindLibrary(""); err != nil {
		missing(t, "ONNX Runtime library")
	}
	res, err := MeasureP4(context.Background(), P4Config{ModelPath: findModel(t, "silero_vad_v5.onnx"), Iterations: 20})
	if err != nil {
		t.Fatal(err)
	}
	if res.Iterations != 20 || res.Direct <= 0 || res.DirectReused <= 0 || res.Engine <= 0 || res.EngineBg <= 0 || res.Ratio() <= 0 {
		t.Fatalf("implausible P4 result %+v", res)
	}
}
