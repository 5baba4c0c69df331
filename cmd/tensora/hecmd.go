package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/he"
	"github.com/tensora/tensora/he/heonnx"
)

const defaultHEParams = "ckks-n13"

func newHECmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "he",
		Short: "Encrypted inference: keys, HE models, encrypting inputs and decrypting outputs",
		Long: `Encrypted inference (CKKS homomorphic encryption): a miner evaluates an HE
model on the client's ciphertext and returns a ciphertext; it never sees the
input or the output. The client holds a secret key per parameter set
(ckks-n13: depth 3, ckks-n14: depth 8), sealed in <datadir>/he with the
wallet's passphrase, and publishes evaluation keys (tens of MiB) that miners
fetch once by CID.

  tensora he keygen                         once per client and parameter set
  tensora he convert model.onnx             an ONNX MLP → an HE model
  tensora subnet jobs post --encrypt --model model.he.json --input x.json --fee 1`,
	}
	cmd.AddCommand(newHEKeygenCmd(g), newHEConvertCmd(g), newHEInspectCmd(g), newHEEncryptCmd(g), newHEDecryptCmd(g))
	return cmd
}

func newHEKeygenCmd(g *globals) *cobra.Command {
	var (
		params string
		force  bool
	)
	c := &cobra.Command{
		Use:   "keygen",
		Short: "Generate this client's CKKS keys for a parameter set",
		Long: `Generate a CKKS secret key and its evaluation keys (relinearisation and
rotations) for a parameter set. The secret key is sealed with the wallet's
passphrase (scrypt and AES, as the wallet's keystore) in
<datadir>/he/<params>.json and never leaves this machine; the evaluation
keys go to <datadir>/he/<params>.evk and this datadir's content store, and
their CID is printed and remembered: jobs name it and miners fetch the keys
from this client once. An existing key is kept unless --force (ciphertexts
made under it decrypt only with it).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if _, err := he.Lookup(params); err != nil {
				return usageError{fmt.Errorf("--params: %w", err)}
			}
			if _, err := os.Stat(heKeyPath(g.heDir(), params)); err == nil && !force {
				return fmt.Errorf("%s already holds a %s key: ciphertexts made under it decrypt only with it; pass --force to replace it", heKeyPath(g.heDir(), params), params)
			}
			// The key is sealed with the wallet's passphrase: unlocking
			// the wallet proves it is that one.
			if _, err := g.unlock(""); err != nil {
				return err
			}
			pass, err := g.passphrase(false)
			if err != nil {
				return err
			}
			status := cmd.ErrOrStderr()
			fmt.Fprintf(status, "generating %s keys (secret key, relinearisation and rotation keys)...\n", params)
			start := time.Now()
			k, err := g.heKeyGen(params, pass, force)
			if err != nil {
				return err
			}
			fmt.Fprintf(status, "generated in %s; adding the evaluation keys (%s) to the content store...\n", time.Since(start).Round(time.Millisecond), humanSize(k.file.KeysBytes))
			stored := g.heStoreKeys(cmd, k)
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"params": params, "secret_key": k.Path(), "keys_file": k.EvalPath(),
					"keys_cid": k.file.KeysCID, "keys_bytes": k.file.KeysBytes, "stored": stored})
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "secret key %s (sealed with the wallet's passphrase; it never leaves this machine)\n", k.Path())
			fmt.Fprintf(w, "evaluation keys ipfs://%s (%s, %s)\n", k.file.KeysCID, humanSize(k.file.KeysBytes), k.EvalPath())
			return nil
		},
	}
	c.Flags().StringVar(&params, "params", defaultHEParams, "parameter set: ckks-n13 (depth 3) or ckks-n14 (depth 8, encrypted weights of deeper models)")
	c.Flags().BoolVar(&force, "force", false, "replace an existing key for the parameter set")
	_ = c.RegisterFlagCompletionFunc("params", fixedCompletion(heParamNames()...))
	return c
}

func heParamNames() []string {
	var names []string
	for _, p := range he.ParamSets {
		names = append(names, p.Name)
	}
	return names
}

// heStoreKeys adds the evaluation keys to this datadir's content store,
// where a job's miner fetches them; when a node holds the store it says
// so (jobs posted from this datadir add them then).
func (g *globals) heStoreKeys(cmd *cobra.Command, k *heKeys) bool {
	n, err := g.localNode(cmd, &nodeFlags{}, false)
	if err != nil {
		fmt.Fprintf(cmd.ErrOrStderr(), "evaluation keys not added to the content store now (%v); subnet jobs post --encrypt adds them (or tensora models add %s)\n", err, k.EvalPath())
		return false
	}
	defer n.Close()
	f, err := os.Open(k.EvalPath())
	if err != nil {
		fmt.Fprintf(cmd.ErrOrStderr(), "evaluation keys not added to the content store: %v\n", err)
		return false
	}
	defer f.Close()
	if _, _, err := n.Content().Add(cmd.Context(), f, "he evaluation keys "+k.file.Params, nil); err != nil {
		fmt.Fprintf(cmd.ErrOrStderr(), "evaluation keys not added to the content store: %v\n", err)
		return false
	}
	return true
}

func newHEConvertCmd(g *globals) *cobra.Command {
	var (
		params, out string
		labels      []string
	)
	c := &cobra.Command{
		Use:   "convert <model.onnx>",
		Short: "Convert an ONNX MLP (dense layers, polynomial activations) into an HE model",
		Long: `Convert an ONNX graph into an HE model (tensora-he-model/1) for a parameter
set: Gemm/MatMul with constant weights and their biases become dense layers,
x², Pow and polynomials in scalars become activations. A node HE cannot
evaluate (Relu, Softmax, a convolution...) is refused with its name, and a
network deeper than the parameter set's levels is refused too (try
--params ckks-n14). Writes -o (default: the file's name with .he.json).`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := he.Lookup(params); err != nil {
				return usageError{fmt.Errorf("--params: %w", err)}
			}
			b, err := os.ReadFile(args[0])
			if err != nil {
				return err
			}
			m, err := heonnx.Convert(b, params)
			if err != nil {
				msg := strings.TrimPrefix(err.Error(), "heonnx: ")
				if errors.Is(err, he.ErrTooDeep) && params != "ckks-n14" {
					msg += " (try --params ckks-n14)"
				}
				return fmt.Errorf("%s: %s", args[0], msg)
			}
			if len(labels) > 0 {
				m.Labels = labels
			}
			enc, err := m.Encode()
			if err != nil {
				return err
			}
			if out == "" {
				out = strings.TrimSuffix(args[0], filepath.Ext(args[0])) + ".he.json"
			}
			if err := os.WriteFile(out, enc, 0o644); err != nil {
				return err
			}
			c, err := content.CIDOf(bytes.NewReader(enc))
			if err != nil {
				return err
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"file": out, "cid": c.String(), "bytes": len(enc), "summary": heonnx.Describe(m)})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote %s (%s, ipfs://%s)\n  %s\n", out, humanSize(int64(len(enc))), c, heonnx.Describe(m))
			return nil
		},
	}
	c.Flags().StringVar(&params, "params", defaultHEParams, "parameter set: ckks-n13 (depth 3) or ckks-n14 (depth 8)")
	c.Flags().StringVarP(&out, "output", "o", "", "file to write (default: <model>.he.json)")
	c.Flags().StringSliceVar(&labels, "labels", nil, "names of the outputs, comma-separated (a classifier's classes)")
	_ = c.RegisterFlagCompletionFunc("params", fixedCompletion(heParamNames()...))
	return c
}

// heModelInfo is what `he inspect` shows: what a miner learns of a model.
type heModelInfo struct {
	File      string   `json:"file"`
	CID       string   `json:"cid"`
	Bytes     int      `json:"bytes"`
	Encrypted bool     `json:"encrypted_weights"`
	Summary   string   `json:"summary"`
	Params    string   `json:"params"`
	Input     int      `json:"input"`
	Output    int      `json:"output"`
	Width     int      `json:"width"`
	Depth     int      `json:"depth"`
	Levels    int      `json:"levels"`
	MaxBatch  int      `json:"max_batch"`
	Security  int      `json:"security_bits"`
	KeysBytes int      `json:"eval_keys_bytes"`
	Labels    []string `json:"labels,omitempty"`
}

func newHEInspectCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "inspect <model.he.json | encrypted model>",
		Short: "Show an HE model's shape, depth against its levels, and batch size: what a miner learns",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			b, err := os.ReadFile(args[0])
			if err != nil {
				return err
			}
			info := heModelInfo{File: args[0], Bytes: len(b)}
			var m *he.Model
			if em, eerr := he.ParseEncryptedModel(b); eerr == nil {
				s := em.Shape()
				m = &he.Model{Format: he.ModelFormat, Params: s.Params, Input: s.Input}
				for _, l := range s.Layers {
					m.Layers = append(m.Layers, he.Layer{Kind: l.Kind, In: l.In, Out: l.Out, Coeffs: l.Coeffs})
				}
				info.Encrypted = true
			} else if m, err = he.ParseModel(b); err != nil {
				return fmt.Errorf("%s: %w", args[0], err)
			}
			p, err := he.Lookup(m.Params)
			if err != nil {
				return err
			}
			c, err := content.CIDOf(bytes.NewReader(b))
			if err != nil {
				return err
			}
			info.CID, info.Summary, info.Params = c.String(), heonnx.Describe(m), m.Params
			info.Input, info.Output, info.Width = m.Input, m.Output(), m.Width()
			info.Depth, info.Levels, info.MaxBatch, info.Security = m.Depth(), p.MaxLevel(), m.MaxBatch(), p.SecurityBits
			info.KeysBytes, _ = he.EvalKeysSize(m.Params)
			info.Labels = m.Labels
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), info)
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "%s: %s, ipfs://%s\n", info.File, humanSize(int64(info.Bytes)), info.CID)
			fmt.Fprintf(w, "  %s\n", info.Summary)
			fmt.Fprintf(w, "  input %d values, output %d", info.Input, info.Output)
			if len(info.Labels) > 0 {
				fmt.Fprintf(w, " (labels %s)", strings.Join(info.Labels, ", "))
			}
			fmt.Fprintf(w, ", vectors padded to %d\n", info.Width)
			fmt.Fprintf(w, "  depth %d of the %d levels of %s (N = 2^%d, %d-bit security)\n", info.Depth, info.Levels, info.Params, p.LogN, info.Security)
			fmt.Fprintf(w, "  up to %d inputs per ciphertext; evaluation keys %s\n", info.MaxBatch, humanSize(int64(info.KeysBytes)))
			if info.Encrypted {
				fmt.Fprintln(w, "  a miner learns: this shape; the weights, biases and labels are encrypted under the client's key")
			} else {
				fmt.Fprintln(w, "  a miner learns: this shape and the weights (jobs post --encrypt-model hides them); never the inputs or outputs")
			}
			return nil
		},
	}
}

func newHEEncryptCmd(g *globals) *cobra.Command {
	var model, input, out string
	c := &cobra.Command{
		Use:   "encrypt",
		Short: "Encrypt inputs under this client's key into an he-ckks job request",
		Long: `Encrypt an input (a JSON array of numbers, or an array of arrays for a batch
of up to the model's MaxBatch) under this client's secret key for the
model's parameter set, and write the he-ckks job request: the parameter
set, the evaluation keys' CID and the ciphertext. Post it with
tensora subnet jobs post --engine he-ckks --model <model> --input <request>
(or let subnet jobs post --encrypt do all of it), and read the output with
tensora he decrypt.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			m, _, err := g.heModelArg(cmd, model, nil)
			if err != nil {
				return err
			}
			xs, err := readHEInputs(input, cmd.InOrStdin())
			if err != nil {
				return usageError{err}
			}
			k, err := g.loadHEKeys(m.Params)
			if err != nil {
				return err
			}
			sk, err := g.heSecretKey(k)
			if err != nil {
				return err
			}
			req, err := heRequest(sk, k, m, xs)
			if err != nil {
				return err
			}
			if err := os.WriteFile(out, req, 0o644); err != nil {
				return err
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), map[string]any{"file": out, "bytes": len(req), "batch": len(xs), "params": m.Params, "keys_cid": k.file.KeysCID})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote %s (%s): %d input(s) encrypted under %s, keys ipfs://%s\n", out, humanSize(int64(len(req))), len(xs), m.Params, k.file.KeysCID)
			return nil
		},
	}
	c.Flags().StringVar(&model, "model", "", "the HE model: a file, or a CID in this datadir's store")
	c.Flags().StringVar(&input, "input", "", `the input: a JSON file ("-": standard input)`)
	c.Flags().StringVarP(&out, "output", "o", "he-request.bin", "file to write the job request to")
	_ = c.MarkFlagRequired("model")
	_ = c.MarkFlagRequired("input")
	return c
}

func newHEDecryptCmd(g *globals) *cobra.Command {
	var (
		model string
		batch int
	)
	c := &cobra.Command{
		Use:   "decrypt <output>",
		Short: "Decrypt an he-ckks job's output and print it (and the winning label)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			m, _, err := g.heModelArg(cmd, model, nil)
			if err != nil {
				return err
			}
			ct, err := os.ReadFile(args[0])
			if err != nil {
				return err
			}
			k, err := g.loadHEKeys(m.Params)
			if err != nil {
				return err
			}
			sk, err := g.heSecretKey(k)
			if err != nil {
				return err
			}
			ys, err := he.Decrypt(sk, m, ct, batch)
			if err != nil {
				return err
			}
			return printDecrypted(cmd.OutOrStdout(), g.jsonOut, m, ys, nil)
		},
	}
	c.Flags().StringVar(&model, "model", "", "the HE model: a file, or a CID in this datadir's store")
	c.Flags().IntVar(&batch, "batch", 1, "inputs the request packed")
	_ = c.MarkFlagRequired("model")
	return c
}

// heModelArg reads an HE model: a file, or a CID this datadir's store
// holds (download, when set, fetches it instead: from a running node). It
// returns the model and its bytes.
func (g *globals) heModelArg(cmd *cobra.Command, v string, download func(context.Context, string) ([]byte, error)) (*he.Model, []byte, error) {
	var b []byte
	if fileExists(v) {
		var err error
		if b, err = os.ReadFile(v); err != nil {
			return nil, nil, err
		}
	} else if c, cerr := parseCID(v); cerr == nil && download != nil {
		ctx, cancel := context.WithTimeout(cmd.Context(), time.Minute)
		defer cancel()
		var err error
		if b, err = download(ctx, c.String()); err != nil {
			return nil, nil, fmt.Errorf("--model %s: %w", v, err)
		}
	} else if cerr == nil {
		n, err := g.localNode(cmd, &nodeFlags{}, false)
		if err != nil {
			return nil, nil, err
		}
		defer n.Close()
		ctx, cancel := context.WithTimeout(cmd.Context(), 10*time.Second)
		defer cancel()
		if b, err = n.Content().FetchBytes(ctx, c, nil, he.MaxModelBytes); err != nil {
			return nil, nil, fmt.Errorf("--model %s: not in this datadir's store (%v): pass the model's file", v, err)
		}
	} else {
		return nil, nil, usageError{fmt.Errorf("--model %q: neither a file nor a CID", v)}
	}
	m, err := he.ParseModel(b)
	if err != nil {
		return nil, nil, fmt.Errorf("--model %s: %w", v, err)
	}
	return m, b, nil
}

// readHEInputs reads a JSON array of numbers (one input) or an array of
// arrays (a batch) from a file, or from in for "-".
func readHEInputs(path string, in io.Reader) ([][]float64, error) {
	var (
		b   []byte
		err error
	)
	if path == "-" {
		b, err = io.ReadAll(io.LimitReader(in, 64<<20))
	} else {
		b, err = os.ReadFile(path)
	}
	if err != nil {
		return nil, fmt.Errorf("--input: %w", err)
	}
	var one []float64
	if err := json.Unmarshal(b, &one); err == nil {
		if len(one) == 0 {
			return nil, fmt.Errorf("--input %s: an empty array", path)
		}
		return [][]float64{one}, nil
	}
	var batch [][]float64
	if err := json.Unmarshal(b, &batch); err != nil || len(batch) == 0 {
		return nil, fmt.Errorf("--input %s: want a JSON array of numbers, or a non-empty array of such arrays for a batch", path)
	}
	return batch, nil
}

// heRequest encrypts xs under sk and encodes the job request naming k's
// evaluation keys.
func heRequest(sk *he.SecretKey, k *heKeys, m *he.Model, xs [][]float64) ([]byte, error) {
	if n := m.MaxBatch(); len(xs) > n {
		return nil, fmt.Errorf("--input: a batch of %d inputs, the model takes at most %d per ciphertext", len(xs), n)
	}
	ct, err := he.Encrypt(sk, m, xs)
	if err != nil {
		return nil, err
	}
	return ckksjob.Request{Params: m.Params, KeysCID: k.file.KeysCID, Batch: len(xs), Ciphertext: ct}.Encode()
}

// argmax is the index of the largest value.
func argmax(v []float64) int {
	best := 0
	for i, x := range v {
		if x > v[best] {
			best = i
		}
	}
	return best
}

// heLabel names output i: its label, or its index.
func heLabel(m *he.Model, i int) string {
	if i < len(m.Labels) {
		return m.Labels[i]
	}
	return strconv.Itoa(i)
}

// printDecrypted prints decrypted outputs: a JSON array per input and
// the winning label, or with asJSON one object (extra's keys merged in).
func printDecrypted(w io.Writer, asJSON bool, m *he.Model, ys [][]float64, extra map[string]any) error {
	labels := make([]string, len(ys))
	for j, y := range ys {
		labels[j] = heLabel(m, argmax(y))
	}
	if asJSON {
		v := map[string]any{"outputs": ys, "labels": labels}
		for k, x := range extra {
			v[k] = x
		}
		return printJSON(w, v)
	}
	for j, y := range ys {
		b, err := json.Marshal(y)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%s\n  label %s\n", b, labels[j])
	}
	return nil
}
