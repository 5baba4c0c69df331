package heonnx

import (
	"context"
	"encoding/json"
	"math"
	"testing"

	"github.com/tensora/tensora/he"
	"github.com/tensora/tensora/tensor"
)

// TestEncryptedMNISTAgreesWithORT is the whole path a client takes: the
// ONNX file converted, the sample images encrypted in one ciphertext
// (slot batching), evaluated homomorphically, decrypted, and compared
// with ONNX Runtime running the ONNX file itself in plaintext. The
// tolerance is the conversion's (float32 ONNX Runtime against float64)
// plus CKKS's error (about 1e-7 at these values), relative to the
// largest output.
func TestEncryptedMNISTAgreesWithORT(t *testing.T) {
	model := readFile(t, "testdata/mnist14.onnx")
	m, err := Convert(model, "ckks-n13")
	if err != nil {
		t.Fatal(err)
	}
	var s mnistSamples
	if err := json.Unmarshal(readFile(t, "testdata/mnist14-samples.json"), &s); err != nil {
		t.Fatal(err)
	}
	images := make([][]float64, len(s.Images))
	for i, img := range s.Images {
		images[i] = make([]float64, len(img))
		for j, v := range img {
			images[i][j] = float64(v)
		}
	}
	if len(images) > m.MaxBatch() {
		images = images[:m.MaxBatch()]
	}
	ort := runORT(t, newORT(t), "heonnx-mnist14-enc", model, images, []int64{int64(len(images)), int64(len(images[0]))}, tensor.F32)

	sk, ek, err := he.KeyGen(m.Params)
	if err != nil {
		t.Fatal(err)
	}
	ct, err := he.Encrypt(sk, m, images)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := he.NewEvaluator(m, ek)
	if err != nil {
		t.Fatal(err)
	}
	out, err := ev.Evaluate(context.Background(), ct)
	if err != nil {
		t.Fatal(err)
	}
	got, err := he.Decrypt(sk, m, out, len(images))
	if err != nil {
		t.Fatal(err)
	}
	worst, right := 0.0, 0
	for i := range images {
		scale := 0.0
		for _, v := range ort[i] {
			scale = max(scale, math.Abs(v))
		}
		for o, v := range got[i] {
			d := math.Abs(v-ort[i][o]) / max(scale, 1)
			worst = max(worst, d)
			if d > mnistTolerance {
				t.Errorf("image %d output %d: encrypted %g, ONNX Runtime %g (relative %g)", i, o, v, ort[i][o], d)
			}
		}
		if argmax(got[i]) != argmax(ort[i]) {
			t.Errorf("image %d: encrypted result says %d, ONNX Runtime %d", i, argmax(got[i]), argmax(ort[i]))
		}
		if argmax(got[i]) == s.Labels[i] {
			right++
		}
	}
	t.Logf("%d images in one ciphertext: %d labelled right; largest difference from ONNX Runtime %.3g of the largest output (tolerance %g)", len(images), right, worst, mnistTolerance)
}
