package heonnx

import (
	_ "embed"
	"encoding/json"
	"fmt"
)

// The trained model of testdata and its sample images, for demos (the
// testnet's encrypted jobs) that run it outside this repository's tree.
var (
	//go:embed testdata/mnist14.onnx
	mnist14 []byte
	//go:embed testdata/mnist14-samples.json
	mnist14Samples []byte
)

// MNISTSamples are test images, 14×14 values in [0,1] row by row, and
// their true digits.
type MNISTSamples struct {
	Labels []int       `json:"labels"`
	Images [][]float64 `json:"images"`
}

// MNIST14 returns testdata/mnist14.onnx (196 → dense 32 → square →
// dense 10) and the first MNIST test images with their labels.
func MNIST14() (onnx []byte, samples MNISTSamples, err error) {
	if err := json.Unmarshal(mnist14Samples, &samples); err != nil {
		return nil, samples, fmt.Errorf("heonnx: mnist14 samples: %w", err)
	}
	if len(samples.Images) != len(samples.Labels) {
		return nil, samples, fmt.Errorf("heonnx: mnist14 samples: %d images, %d labels", len(samples.Images), len(samples.Labels))
	}
	return append([]byte(nil), mnist14...), samples, nil
}
