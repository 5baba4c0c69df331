package testnet

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/ckks"
	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/he"
	"github.com/tensora/tensora/he/heonnx"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

// HEProfile is the profile of Config.HEMiners' miners.
var HEProfile = Profile{Name: "he-cpu", PriceTORA: 1, StakeTORA: 200}

// HEParams is the parameter set of the encrypted jobs: depth 3 is the
// MNIST model's, and its keys take about half a second to make.
const HEParams = "ckks-n13"

// addHEMiners appends Config.HEMiners miners running the he-ckks engine
// after the others (profile HEProfile), once: every profile is then
// listed, and MinerEngine asks for the HE engine first for them.
func (c *Config) addHEMiners() {
	if c.HEMiners <= 0 || c.NoEngine {
		return
	}
	base := c.Miners
	profiles := make([]Profile, 0, base+c.HEMiners)
	for i := range base {
		profiles = append(profiles, c.Profiles[i%len(c.Profiles)])
	}
	for range c.HEMiners {
		profiles = append(profiles, HEProfile)
	}
	c.Profiles, c.Miners, c.HEMiners = profiles, base+c.HEMiners, 0
	inner, log := c.MinerEngine, c.Logger
	c.MinerEngine = func(i int) (engine.Engine, error) {
		if i >= base {
			e, err := ckks.New(ckks.Config{Logger: log})
			if err != nil {
				return nil, err
			}
			return e, nil
		}
		if inner != nil {
			return inner(i)
		}
		return nil, nil
	}
}

// EncryptedJob is one encrypted job of RunEncrypted: what the client
// decrypted, against the plaintext model run on the client.
type EncryptedJob struct {
	JobReport
	Digit      int     `json:"digit"`       // the image's true digit
	Label      string  `json:"label"`       // the decrypted output's argmax
	PlainLabel string  `json:"plain_label"` // the plaintext model's
	MaxDiff    float64 `json:"max_abs_diff"`
}

// EncryptedReport is the outcome of RunEncrypted.
type EncryptedReport struct {
	Model     string         `json:"model"` // its CID
	Summary   string         `json:"summary"`
	Params    string         `json:"params"`
	KeysCID   string         `json:"keys_cid"`
	KeysBytes int            `json:"keys_bytes"`
	KeyGen    time.Duration  `json:"keygen_ns"`
	Jobs      []EncryptedJob `json:"jobs"`
	Verified  int            `json:"verified"`
	// Decrypted counts the verified jobs whose decrypted label is the
	// plaintext model's and whose values are within HETolerance of it.
	Decrypted int           `json:"decrypted"`
	Elapsed   time.Duration `json:"elapsed_ns"`
}

// HETolerance is how far a decrypted output may be from the plaintext
// model's (measured: a few 1e-6 at ckks-n13).
const HETolerance = 1e-3

// OK reports whether every job verified and decrypted to the plaintext
// model's result.
func (r *EncryptedReport) OK() bool {
	return r.Verified == len(r.Jobs) && r.Decrypted == len(r.Jobs)
}

// RunEncrypted posts k encrypted inference jobs, the client's side of
// M24 end to end: it converts the MNIST model (heonnx), generates its
// CKKS keys, serves the evaluation keys and the model from its store,
// and for each of k sample images encrypts the image, posts an he-ckks
// job, decrypts the verified output and compares it with the plaintext
// model; progress, if set, gets a line per step and per job. Nothing in
// plaintext but the model leaves the client. The net needs HE miners
// (Config.HEMiners).
func (n *Net) RunEncrypted(ctx context.Context, k int, progress io.Writer) (*EncryptedReport, error) {
	if progress == nil {
		progress = io.Discard
	}
	start := time.Now()
	rep := &EncryptedReport{Params: HEParams}
	onnx, samples, err := heonnx.MNIST14()
	if err != nil {
		return rep, err
	}
	m, err := heonnx.Convert(onnx, HEParams)
	if err != nil {
		return rep, fmt.Errorf("testnet: convert the MNIST model: %w", err)
	}
	for d := range m.Output() {
		m.Labels = append(m.Labels, strconv.Itoa(d))
	}
	rep.Summary = heonnx.Describe(m)
	t0 := time.Now()
	sk, ek, err := he.KeyGen(HEParams)
	if err != nil {
		return rep, fmt.Errorf("testnet: he keygen: %w", err)
	}
	keys, err := ek.MarshalBinary()
	if err != nil {
		return rep, fmt.Errorf("testnet: he keys: %w", err)
	}
	rep.KeyGen, rep.KeysBytes = time.Since(t0), len(keys)
	if rep.KeysCID, err = n.addContent(ctx, keys, "he evaluation keys"); err != nil {
		return rep, err
	}
	enc, err := m.Encode()
	if err != nil {
		return rep, err
	}
	if rep.Model, err = n.addContent(ctx, enc, "mnist14 he model"); err != nil {
		return rep, err
	}
	fmt.Fprintf(progress, "  model %s, ipfs://%s\n  client keys generated in %s; evaluation keys %.1f MiB at ipfs://%s, fetched by each HE miner from the client once\n",
		rep.Summary, rep.Model, rep.KeyGen.Round(time.Millisecond), float64(len(keys))/(1<<20), rep.KeysCID)
	for i := range k {
		j := i % len(samples.Images)
		x := samples.Images[j]
		ej := EncryptedJob{Digit: samples.Labels[j]}
		out, err := n.postEncrypted(ctx, sk, m, rep, x)
		if out == nil {
			return rep, err
		}
		ej.JobReport = n.jobReport(out, "engine="+ckksjob.Engine)
		if err != nil {
			if ctx.Err() != nil {
				return rep, ctx.Err()
			}
			ej.Error = err.Error()
			fmt.Fprintf(progress, "  encrypted job %s failed: %s\n", ej.JobID, ej.Error)
			rep.Jobs = append(rep.Jobs, ej)
			continue
		}
		if ej.Verified {
			rep.Verified++
			ej.Label, ej.PlainLabel, ej.MaxDiff, err = compareDecrypted(sk, m, out.Output, x)
			if err != nil {
				ej.Error = err.Error()
			} else if ej.Label == ej.PlainLabel && ej.MaxDiff <= HETolerance {
				rep.Decrypted++
			}
		}
		on := ej.Profile
		if ej.Name != "" {
			on = ej.Name + " (" + ej.Profile + ")"
		}
		if ej.Error != "" {
			fmt.Fprintf(progress, "  encrypted job %s on %s: %s\n", ej.JobID, on, ej.Error)
		} else {
			fmt.Fprintf(progress, "  encrypted job %s on %s: label %s (plaintext model says %s, true digit %d), max |Δ| %.1e; fetch %s, exec %s\n",
				ej.JobID, on, ej.Label, ej.PlainLabel, ej.Digit, ej.MaxDiff, ej.Fetch.Round(time.Millisecond), ej.Exec.Round(time.Millisecond))
		}
		rep.Jobs = append(rep.Jobs, ej)
	}
	rep.Elapsed = time.Since(start)
	if rep.Verified == 0 && k > 0 {
		return rep, errors.New("testnet: no encrypted job verified")
	}
	return rep, nil
}

// postEncrypted encrypts x, adds the request and posts the job.
func (n *Net) postEncrypted(ctx context.Context, sk *he.SecretKey, m *he.Model, rep *EncryptedReport, x []float64) (*node.JobOutcome, error) {
	ct, err := he.Encrypt(sk, m, [][]float64{x})
	if err != nil {
		return nil, fmt.Errorf("testnet: encrypt: %w", err)
	}
	req, err := ckksjob.Request{Params: m.Params, KeysCID: rep.KeysCID, Batch: 1, Ciphertext: ct}.Encode()
	if err != nil {
		return nil, fmt.Errorf("testnet: he request: %w", err)
	}
	in, err := n.addContent(ctx, req, "he request")
	if err != nil {
		return nil, err
	}
	return n.Client.Post(ctx, node.JobRequest{Subnet: n.cfg.Subnet, Engine: ckksjob.Engine, ModelCID: rep.Model, InputCID: in, MaxFee: tora.Whole(5)})
}

// compareDecrypted decrypts an output and compares it with the plaintext
// model on x: both argmax labels and the largest difference.
func compareDecrypted(sk *he.SecretKey, m *he.Model, out []byte, x []float64) (label, plain string, diff float64, err error) {
	ys, err := he.Decrypt(sk, m, out, 1)
	if err != nil {
		return "", "", 0, fmt.Errorf("decrypt: %w", err)
	}
	want, err := m.Plain(x)
	if err != nil {
		return "", "", 0, err
	}
	for i := range want {
		diff = math.Max(diff, math.Abs(ys[0][i]-want[i]))
	}
	return m.Labels[argmax(ys[0])], m.Labels[argmax(want)], diff, nil
}

func argmax(v []float64) int {
	best := 0
	for i, x := range v {
		if x > v[best] {
			best = i
		}
	}
	return best
}

// addContent adds b to the client's store under name and returns its CID.
func (n *Net) addContent(ctx context.Context, b []byte, name string) (string, error) {
	c, _, err := n.Client.Content().Add(ctx, bytes.NewReader(b), name, nil)
	if err != nil {
		return "", fmt.Errorf("testnet: add %s: %w", name, err)
	}
	return c.String(), nil
}

// WriteTable prints a line per encrypted job: where it ran, the decrypted
// label against the plaintext model's and the true digit, and the times.
func (r *EncryptedReport) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "JOB\tMINER\tDIGIT\tDECRYPTED\tPLAINTEXT\tMAX |Δ|\tFETCH\tEXEC\tTOTAL")
	for _, j := range r.Jobs {
		on := shortAddr(j.Winner)
		if j.Name != "" {
			on = j.Name
		}
		if j.Error != "" {
			fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t\t\t\t\t\n", j.JobID, on, j.Digit, j.Error)
			continue
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%.1e\t%s\t%s\t%s\n", j.JobID, on, j.Digit, j.Label, j.PlainLabel, j.MaxDiff,
			j.Fetch.Round(time.Millisecond), j.Exec.Round(time.Millisecond), j.Total.Round(time.Millisecond))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "%d of %d verified and decrypted to the plaintext model's label in %s; client keygen %s, evaluation keys %.1f MiB\n",
		r.Decrypted, len(r.Jobs), r.Elapsed.Round(time.Millisecond), r.KeyGen.Round(time.Millisecond), float64(r.KeysBytes)/(1<<20))
	return err
}
