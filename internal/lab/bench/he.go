package bench

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/multiformats/go-multihash"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/ckks"
	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/he"
	"github.com/tensora/tensora/he/heonnx"
	"github.com/tensora/tensora/tensor"
)

// HEConfig sizes the encrypted-inference scenario (M24).
type HEConfig struct {
	Runs      int // timed runs of each inference path, interleaved (default 30)
	KeyGens   int // timed key generations (default 3)
	Transfers int // transfers of the keys and of the input, each (default 5)
	// Dir holds mnist14.onnx and mnist14-samples.json (default: the
	// module's he/heonnx/testdata, found from the working directory up).
	Dir    string
	Logger func(format string, args ...any)
}

// HEParams is the parameter set the scenario runs at: the MNIST model's
// depth 3 fits ckks-n13, the smaller set.
const HEParams = "ckks-n13"

// HEReport is M24 measured on the MNIST 14×14 MLP (he/heonnx/testdata):
// plaintext inference with ONNX Runtime (engine/onnx on the ONNX file,
// the baseline) against encrypted inference (engine/ckks, the miner's
// engine, on the converted model with the client's keys) per input, in
// one run with the paths interleaved; slot batching; encrypted weights;
// the client's costs; sizes; and the transfer of the evaluation keys and
// of the input between two peers against loopback TCP.
type HEReport struct {
	Params   string `json:"params"`
	Model    string `json:"model"` // heonnx.Describe
	InputDim int    `json:"input_dim"`
	MaxBatch int    `json:"max_batch"`
	Runs     int    `json:"runs"`

	// Per run, p50 over Runs, engine.Run on a warm engine.
	ORT       Percentiles `json:"ort"`        // one image, engine/onnx, 1 thread
	Encrypted Percentiles `json:"encrypted"`  // one input per ciphertext
	Batched   Percentiles `json:"batched"`    // MaxBatch inputs in one ciphertext
	EncWeight Percentiles `json:"enc_weight"` // one input, weights encrypted by the client
	// The client's side.
	KeyGen       Percentiles   `json:"keygen"`
	Encrypt      time.Duration `json:"encrypt"` // one input
	Decrypt      time.Duration `json:"decrypt"` // MaxBatch outputs
	EncryptModel time.Duration `json:"encrypt_model"`
	// Sizes in bytes.
	EvalKeysBytes int `json:"eval_keys_bytes"`
	InputBytes    int `json:"input_bytes"`  // the request (ckksjob): ciphertext and header
	OutputBytes   int `json:"output_bytes"` // the output ciphertext
	ModelBytes    int `json:"model_bytes"`  // the HE model, plaintext weights
	EncModelBytes int `json:"enc_model_bytes"`
	ONNXBytes     int `json:"onnx_bytes"`
	// Correctness of what was timed: the batched output decrypted against
	// ONNX Runtime on the same images.
	Agree   int     `json:"agree"` // argmax equal, of MaxBatch
	MaxDiff float64 `json:"max_diff"`
	Samples int     `json:"samples"`
	Keys    XferRow `json:"keys_transfer"`
	Input   XferRow `json:"input_transfer"`
}

// XferRow is the median of Transfers measurements of one payload.
type XferRow struct {
	Bytes  int           `json:"bytes"`
	N      int           `json:"n"`
	TCP    time.Duration `json:"tcp"`    // raw loopback TCP copy (baseline)
	Libp2p time.Duration `json:"libp2p"` // one plain libp2p stream
	Stream time.Duration `json:"stream"` // DAG stream from the known provider (the node's path)
	Fetch  time.Duration `json:"bitswap"`
}

// Ratio is the DAG stream's time over TCP's (≥ 1: the overhead factor).
func (x XferRow) Ratio() float64 { return ratio(x.Stream, x.TCP) }

// PerInput is the batched run's time per input.
func (r *HEReport) PerInput() time.Duration { return r.Batched.P50 / time.Duration(max(1, r.MaxBatch)) }

// Slowdown is encrypted inference per input (one per ciphertext) over
// ONNX Runtime's.
func (r *HEReport) Slowdown() float64 { return ratio(r.Encrypted.P50, r.ORT.P50) }

// BatchGain is inputs/s at MaxBatch over inputs/s at one per ciphertext.
func (r *HEReport) BatchGain() float64 { return ratio(r.Encrypted.P50, r.PerInput()) }

// heModelDir finds he/heonnx/testdata from the working directory up.
func heModelDir() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		p := filepath.Join(dir, "he", "heonnx", "testdata")
		if _, err := os.Stat(filepath.Join(p, "mnist14.onnx")); err == nil {
			return p, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("he/heonnx/testdata/mnist14.onnx not found from the working directory up: run from the repository")
		}
		dir = parent
	}
}

// EncryptedInference runs the M24 scenario.
func EncryptedInference(ctx context.Context, cfg HEConfig) (*HEReport, error) {
	if cfg.Runs <= 0 {
		cfg.Runs = 30
	}
	if cfg.KeyGens <= 0 {
		cfg.KeyGens = 3
	}
	if cfg.Transfers <= 0 {
		cfg.Transfers = 5
	}
	logf := cfg.Logger
	if logf == nil {
		logf = func(string, ...any) {}
	}
	if cfg.Dir == "" {
		d, err := heModelDir()
		if err != nil {
			return nil, err
		}
		cfg.Dir = d
	}
	onnxModel, err := os.ReadFile(filepath.Join(cfg.Dir, "mnist14.onnx"))
	if err != nil {
		return nil, err
	}
	images, err := readSamples(filepath.Join(cfg.Dir, "mnist14-samples.json"))
	if err != nil {
		return nil, err
	}
	m, err := heonnx.Convert(onnxModel, HEParams)
	if err != nil {
		return nil, err
	}
	mb, err := m.Encode()
	if err != nil {
		return nil, err
	}
	r := &HEReport{Params: HEParams, Model: heonnx.Describe(m), InputDim: m.Input, MaxBatch: m.MaxBatch(), Runs: cfg.Runs,
		ModelBytes: len(mb), ONNXBytes: len(onnxModel), Samples: len(images)}
	batch := make([][]float64, r.MaxBatch)
	for i := range batch {
		batch[i] = images[i%len(images)]
	}

	// The client: keys, inputs, encrypted weights.
	logf("bench: M24 %d key generations at %s", cfg.KeyGens, HEParams)
	var (
		sk    *he.SecretKey
		ek    *he.EvalKeys
		times []time.Duration
	)
	for range cfg.KeyGens {
		start := time.Now()
		if sk, ek, err = he.KeyGen(HEParams); err != nil {
			return nil, err
		}
		times = append(times, time.Since(start))
	}
	r.KeyGen = percentiles(times)
	ekb, err := ek.MarshalBinary()
	if err != nil {
		return nil, err
	}
	r.EvalKeysBytes = len(ekb)
	start := time.Now()
	ct1, err := he.Encrypt(sk, m, batch[:1])
	r.Encrypt = time.Since(start)
	if err != nil {
		return nil, err
	}
	ctN, err := he.Encrypt(sk, m, batch)
	if err != nil {
		return nil, err
	}
	start = time.Now()
	encModel, err := he.EncryptModel(sk, m)
	r.EncryptModel = time.Since(start)
	if err != nil {
		return nil, err
	}
	r.EncModelBytes = len(encModel)

	// The miner: the he-ckks engine with the keys in its content store,
	// as a node hands it after fetching them.
	blobs := &memBlobs{}
	keysCID, _, err := blobs.Add(ctx, bytes.NewReader(ekb), "keys", nil)
	if err != nil {
		return nil, err
	}
	request := func(n int, ct []byte) ([]byte, error) {
		return ckksjob.Request{Params: HEParams, KeysCID: keysCID.String(), Batch: n, Ciphertext: ct}.Encode()
	}
	req1, err := request(1, ct1)
	if err != nil {
		return nil, err
	}
	reqN, err := request(r.MaxBatch, ctN)
	if err != nil {
		return nil, err
	}
	r.InputBytes = len(req1)
	hee, err := ckks.New(ckks.Config{Blobs: blobs})
	if err != nil {
		return nil, err
	}
	defer hee.Close()
	ort, err := onnx.New(onnx.Config{})
	if err != nil {
		return nil, fmt.Errorf("onnx runtime (make setup): %w", err)
	}
	defer ort.Close()
	ortIn, err := tensor.Encode([]tensor.Tensor{{Name: "x", DType: tensor.F32, Shape: []int64{1, int64(m.Input)}, Data: f32(batch[0])}})
	if err != nil {
		return nil, err
	}
	paths := []struct {
		name  string
		eng   engine.Engine
		req   engine.Request
		into  *Percentiles
		times []time.Duration
		out   []byte
	}{
		{name: "onnx", eng: ort, req: engine.Request{ModelCID: "m24-mnist14-onnx", Model: engine.ModelBytes(onnxModel), Input: ortIn}, into: &r.ORT},
		{name: "he", eng: hee, req: engine.Request{ModelCID: "m24-mnist14-he", Model: engine.ModelBytes(mb), Input: req1}, into: &r.Encrypted},
		{name: "he batched", eng: hee, req: engine.Request{ModelCID: "m24-mnist14-he", Model: engine.ModelBytes(mb), Input: reqN}, into: &r.Batched},
		{name: "he encrypted weights", eng: hee, req: engine.Request{ModelCID: "m24-mnist14-he-enc", Model: engine.ModelBytes(encModel), Input: req1}, into: &r.EncWeight},
	}
	logf("bench: M24 %d runs of each path (ONNX Runtime, encrypted, batched ×%d, encrypted weights), interleaved", cfg.Runs, r.MaxBatch)
	for i := -1; i < cfg.Runs; i++ { // run -1 warms sessions and evaluators
		for j := range paths {
			p := &paths[j]
			start := time.Now()
			res, err := p.eng.Run(ctx, p.req)
			took := time.Since(start)
			if err != nil {
				return nil, fmt.Errorf("m24 %s: %w", p.name, err)
			}
			if i >= 0 {
				p.times = append(p.times, took)
			}
			p.out = res.Output
		}
	}
	for _, p := range paths {
		*p.into = percentiles(p.times)
	}
	r.OutputBytes = len(paths[2].out)

	// What was timed computes the model: the batched output, decrypted,
	// against ONNX Runtime on the same images.
	start = time.Now()
	ys, err := he.Decrypt(sk, m, paths[2].out, r.MaxBatch)
	r.Decrypt = time.Since(start)
	if err != nil {
		return nil, err
	}
	for i, x := range batch {
		in, err := tensor.Encode([]tensor.Tensor{{Name: "x", DType: tensor.F32, Shape: []int64{1, int64(m.Input)}, Data: f32(x)}})
		if err != nil {
			return nil, err
		}
		res, err := ort.Run(ctx, engine.Request{ModelCID: "m24-mnist14-onnx", Model: engine.ModelBytes(onnxModel), Input: in})
		if err != nil {
			return nil, err
		}
		want, err := f32Output(res.Output)
		if err != nil {
			return nil, err
		}
		if len(want) != len(ys[i]) {
			return nil, fmt.Errorf("m24: ONNX Runtime gives %d outputs, the HE model %d", len(want), len(ys[i]))
		}
		if argmax(want) == argmax(ys[i]) {
			r.Agree++
		}
		for o := range want {
			r.MaxDiff = math.Max(r.MaxDiff, math.Abs(want[o]-ys[i][o]))
		}
	}

	logf("bench: M24 transfers of the keys (%d MiB) and of the input (%d KiB), %d each", len(ekb)>>20, len(req1)>>10, cfg.Transfers)
	if r.Keys, err = transfer(ctx, ekb, "keys", cfg.Transfers); err != nil {
		return nil, err
	}
	if r.Input, err = transfer(ctx, req1, "input", cfg.Transfers); err != nil {
		return nil, err
	}
	return r, nil
}

// transfer is the median of n content.MeasureBytes of data.
func transfer(ctx context.Context, data []byte, name string, n int) (XferRow, error) {
	var tcp, lp, st, bs []time.Duration
	for range n {
		row, err := content.MeasureBytes(ctx, data, name)
		if err != nil {
			return XferRow{}, fmt.Errorf("m24 %s transfer: %w", name, err)
		}
		tcp, lp, st, bs = append(tcp, row.TCP), append(lp, row.Libp2p), append(st, row.Stream), append(bs, row.Fetch)
	}
	return XferRow{Bytes: len(data), N: n, TCP: percentiles(tcp).P50, Libp2p: percentiles(lp).P50,
		Stream: percentiles(st).P50, Fetch: percentiles(bs).P50}, nil
}

func readSamples(path string) ([][]float64, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var s struct {
		Images [][]float32 `json:"images"`
	}
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(s.Images) == 0 {
		return nil, fmt.Errorf("%s: no images", path)
	}
	out := make([][]float64, len(s.Images))
	for i, img := range s.Images {
		out[i] = make([]float64, len(img))
		for j, v := range img {
			out[i][j] = float64(v)
		}
	}
	return out, nil
}

func f32(x []float64) []byte {
	b := make([]byte, 0, 4*len(x))
	for _, v := range x {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(float32(v)))
	}
	return b
}

// f32Output is the single F32 output tensor of a one-image run.
func f32Output(b []byte) ([]float64, error) {
	ts, err := tensor.Parse(b)
	if err != nil {
		return nil, err
	}
	if len(ts) != 1 || ts[0].DType != tensor.F32 {
		return nil, fmt.Errorf("m24: ONNX Runtime output %v", ts)
	}
	out := make([]float64, len(ts[0].Data)/4)
	for i := range out {
		out[i] = float64(math.Float32frombits(binary.LittleEndian.Uint32(ts[0].Data[4*i:])))
	}
	return out, nil
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

// memBlobs is the miner's content store, in memory: the keys the node
// would have fetched (engine.Blobs).
type memBlobs struct {
	mu    sync.Mutex
	files map[string][]byte
}

func (b *memBlobs) Add(_ context.Context, r io.Reader, _ string, _ func(int64)) (cid.Cid, int64, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return cid.Undef, 0, err
	}
	h, err := multihash.Sum(data, multihash.SHA2_256, -1)
	if err != nil {
		return cid.Undef, 0, err
	}
	c := cid.NewCidV1(cid.Raw, h)
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.files == nil {
		b.files = map[string][]byte{}
	}
	b.files[c.String()] = data
	return c, int64(len(data)), nil
}

func (b *memBlobs) Open(_ context.Context, c cid.Cid) (io.ReadSeekCloser, int64, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	data, ok := b.files[c.String()]
	if !ok {
		return nil, 0, fmt.Errorf("m24: %s not in the store", c)
	}
	return readSeekNopCloser{bytes.NewReader(data)}, int64(len(data)), nil
}

type readSeekNopCloser struct{ *bytes.Reader }

func (readSeekNopCloser) Close() error { return nil }

// WriteTable prints the M24 section as markdown.
func (r *HEReport) WriteTable(w io.Writer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "\n### M24 encrypted inference\n\nThe MNIST 14×14 MLP (he/heonnx/testdata/mnist14.onnx: %s), %d runs of each path interleaved on warm engines, one thread each, p50 (p99). Baseline: ONNX Runtime (engine/onnx) on the ONNX file, one image. Encrypted: the miner's he-ckks engine (engine/ckks: request parsed, evaluator cached, he.Evaluator) on the converted model with the client's keys; up to %d inputs share a ciphertext's slots at no extra cost. The batched output decrypts to ONNX Runtime's classes for %d of %d images (largest difference %.2g).\n\n",
		r.Model, r.Runs, r.MaxBatch, r.Agree, r.MaxBatch, r.MaxDiff)
	b.WriteString("| path | per run | per input | inputs/s | vs ONNX Runtime per input |\n|---|---|---|---|---|\n")
	row := func(name string, p Percentiles, n int) {
		per := p.P50 / time.Duration(max(1, n))
		fmt.Fprintf(&b, "| %s | %s (%s) | %s | %.1f | %.0f× |\n", name, msf(p.P50), msf(p.P99), msf(per),
			float64(n)/math.Max(p.P50.Seconds(), 1e-9), ratio(per, r.ORT.P50))
	}
	fmt.Fprintf(&b, "| ONNX Runtime, plaintext (baseline) | %s (%s) | %s | %.0f | 1× |\n", usf(r.ORT.P50), usf(r.ORT.P99), usf(r.ORT.P50), 1/math.Max(r.ORT.P50.Seconds(), 1e-9))
	row("encrypted, 1 input per ciphertext", r.Encrypted, 1)
	row(fmt.Sprintf("encrypted, %d inputs per ciphertext", r.MaxBatch), r.Batched, r.MaxBatch)
	row("encrypted input and weights (client-encrypted model), 1 input", r.EncWeight, 1)
	fmt.Fprintf(&b, "\nSlot batching: %.1f× the inputs/s of one input per ciphertext. Encrypted weights: %.2f× the time of plaintext weights.\n",
		r.BatchGain(), ratio(r.EncWeight.P50, r.Encrypted.P50))
	fmt.Fprintf(&b, "\nThe client's costs: key generation %s p50 over %d (once per parameter set), encrypt one input %s, decrypt %d outputs %s, encrypt the model's weights %s (once per model).\n",
		msf(r.KeyGen.P50), r.KeyGen.N, msf(r.Encrypt), r.MaxBatch, msf(r.Decrypt), msf(r.EncryptModel))
	b.WriteString("\n| size | bytes | vs plaintext |\n|---|---|---|\n")
	fmt.Fprintf(&b, "| evaluation keys (uploaded once) | %s | — |\n", mib(r.EvalKeysBytes))
	fmt.Fprintf(&b, "| input: request with one ciphertext (1 to %d inputs) | %s | %.0f× the %d-byte float32 image |\n", r.MaxBatch, kib(r.InputBytes), float64(r.InputBytes)/float64(4*r.InputDim), 4*r.InputDim)
	fmt.Fprintf(&b, "| output ciphertext | %s | — |\n", kib(r.OutputBytes))
	fmt.Fprintf(&b, "| model, plaintext weights (he format) | %s | ONNX file %s |\n", kib(r.ModelBytes), kib(r.ONNXBytes))
	fmt.Fprintf(&b, "| model, client-encrypted weights | %s | %.0f× |\n", mib(r.EncModelBytes), float64(r.EncModelBytes)/math.Max(float64(r.ModelBytes), 1))
	b.WriteString("\nNetwork overhead of an HE job: the miner fetches the client's evaluation keys (first job only; a node keeps them) and each job's input. Two in-process peers as a node runs them (host, on-disk DB, content store) on loopback TCP, each transfer into a fresh receiver, median of the runs; the node's path is the DAG stream from the known provider (the client); raw loopback TCP copy of the same bytes is the baseline, as in P5.\n\n")
	b.WriteString("| payload | bytes | runs | raw TCP | plain libp2p stream | DAG stream (node's path) | stream ÷ TCP time | bitswap |\n|---|---|---|---|---|---|---|---|\n")
	for _, x := range []struct {
		name string
		x    XferRow
	}{{"evaluation keys", r.Keys}, {"input (one ciphertext)", r.Input}} {
		fmt.Fprintf(&b, "| %s | %s | %d | %s | %s | %s | %.2f× | %s |\n", x.name, byteSize(x.x.Bytes), x.x.N, msf(x.x.TCP), msf(x.x.Libp2p), msf(x.x.Stream), x.x.Ratio(), msf(x.x.Fetch))
	}
	fmt.Fprintf(&b, "\nAgainst the evaluation it feeds: the input's DAG stream is %.1f%% of one encrypted run (1 input per ciphertext); the keys' (a client's first job on a miner) %.2f× one.\n",
		100*ratio(r.Input.Stream, r.Encrypted.P50), ratio(r.Keys.Stream, r.Encrypted.P50))
	_, err := w.Write(b.Bytes())
	return err
}

func byteSize(n int) string {
	if n >= 1<<20 {
		return mib(n)
	}
	return kib(n)
}

func kib(n int) string { return fmt.Sprintf("%.1f KiB", float64(n)/1024) }
func mib(n int) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }
