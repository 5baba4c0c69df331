package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/he"
	"github.com/tensora/tensora/node"
)

const heRequestHelp = `--encrypt (engine he-ckks) posts an encrypted inference job: --model is an
HE model (a file, or a CID in this datadir's store; tensora he convert makes
one from ONNX), --input a JSON array of numbers, or an array of arrays for a
batch. The input is encrypted here under this client's key (tensora he
keygen), the evaluation keys are served to the miner from this peer, and the
output is decrypted here and printed with its label: neither leaves the
client in plaintext. --encrypt-model also encrypts the model's weights under
the client's key, so the miner learns only its shape.`

// hePost is an encrypted job being prepared: the plaintext stays here,
// the request (and with --encrypt-model the encrypted model) wait in
// temporary files for the embedded peer to add.
type hePost struct {
	m     *he.Model
	sk    *he.SecretKey
	keys  *heKeys
	xs    [][]float64
	dir   string
	model string // the file to post as the model
	input string // the request's file
}

// prepareHEPost checks and encrypts everything before a peer starts:
// the model, the input, this client's key (a missing key or a wrong
// passphrase fails here), the request and, with encModel, the weights.
// download, when set, fetches a model given by CID (from a running
// node's API).
func (g *globals) prepareHEPost(cmd *cobra.Command, model, input string, encModel bool, download func(context.Context, string) ([]byte, error)) (*hePost, error) {
	if model == "" {
		return nil, usageError{errors.New("--encrypt needs --model: an HE model file (tensora he convert) or its CID")}
	}
	if input == "" {
		return nil, usageError{errors.New("--encrypt needs --input: a JSON array of numbers (or an array of arrays)")}
	}
	m, _, err := g.heModelArg(cmd, model, download)
	if err != nil {
		return nil, err
	}
	xs, err := readHEInputs(input, cmd.InOrStdin())
	if err != nil {
		return nil, usageError{err}
	}
	k, err := g.loadHEKeys(m.Params)
	if err != nil {
		return nil, err
	}
	sk, err := g.heSecretKey(k)
	if err != nil {
		return nil, err
	}
	status := cmd.ErrOrStderr()
	fmt.Fprintf(status, "encrypting %d input(s) under this client's %s key\n", len(xs), m.Params)
	req, err := heRequest(sk, k, m, xs)
	if err != nil {
		return nil, err
	}
	p := &hePost{m: m, sk: sk, keys: k, xs: xs}
	if p.dir, err = os.MkdirTemp("", "tensora-he-post-"); err != nil {
		return nil, err
	}
	p.input = filepath.Join(p.dir, "he-request.bin")
	if err := os.WriteFile(p.input, req, 0o600); err != nil {
		p.close()
		return nil, err
	}
	p.model = model
	if encModel {
		fmt.Fprintf(status, "encrypting the model's weights under this client's key (%s)...\n", m.Params)
		start := time.Now()
		blob, err := he.EncryptModel(sk, m)
		if err != nil {
			p.close()
			if errors.Is(err, he.ErrTooDeep) {
				return nil, fmt.Errorf("--encrypt-model: %w: convert the model with --params ckks-n14 (depth 8)", err)
			}
			return nil, fmt.Errorf("--encrypt-model: %w", err)
		}
		p.model = filepath.Join(p.dir, "model.he.enc")
		if err := os.WriteFile(p.model, blob, 0o600); err != nil {
			p.close()
			return nil, err
		}
		fmt.Fprintf(status, "encrypted the weights in %s: %s to post as the model\n", time.Since(start).Round(time.Millisecond), humanSize(int64(len(blob))))
	}
	return p, nil
}

func (p *hePost) close() {
	if p != nil && p.dir != "" {
		_ = os.RemoveAll(p.dir)
	}
}

// serveKeys makes sure the peer's store holds the evaluation keys the
// request names, so the miner fetches them from this client.
func (p *hePost) serveKeys(cmd *cobra.Command, n *node.Node) error {
	c, err := cid.Decode(p.keys.file.KeysCID)
	if err != nil {
		return err
	}
	if ok, err := n.Content().Has(cmd.Context(), c); err == nil && ok {
		return nil
	}
	f, err := os.Open(p.keys.EvalPath())
	if err != nil {
		return fmt.Errorf("evaluation keys: %w (run `tensora he keygen --params %s --force` to make new ones)", err, p.keys.file.Params)
	}
	defer f.Close()
	status := cmd.ErrOrStderr()
	fmt.Fprintf(status, "adding the evaluation keys (%s) to this peer's store, for the miner to fetch\n", humanSize(p.keys.file.KeysBytes))
	bar := newProgress(status, "adding keys")
	got, _, err := n.Content().Add(cmd.Context(), f, "he evaluation keys "+p.keys.file.Params, func(done int64) { bar.update(done, p.keys.file.KeysBytes) })
	bar.finish()
	if err != nil {
		return fmt.Errorf("evaluation keys: %w", err)
	}
	if got != c {
		return fmt.Errorf("evaluation keys %s hash to %s, not the %s their key file names: run `tensora he keygen --params %s --force`", p.keys.EvalPath(), got, c, p.keys.file.Params)
	}
	return nil
}

// finish decrypts a verified output and prints it with the label, and
// how far it is from the plaintext model run here.
func (p *hePost) finish(cmd *cobra.Command, g *globals, out *node.JobOutcome, outFile string) error {
	ys, diff, err := p.decrypt(out.Output)
	if err != nil {
		return err
	}
	if g.jsonOut {
		printOutcome(cmd, g, out, outFile, nil, map[string]any{"outputs": ys, "labels": labelsOf(p.m, ys), "plain_max_abs_diff": diff})
		return nil
	}
	printOutcome(cmd, g, out, outFile, nil, nil)
	return p.print(cmd.OutOrStdout(), ys, diff)
}

// decrypt decrypts an output and measures its largest difference from
// the plaintext model run here.
func (p *hePost) decrypt(output []byte) (ys [][]float64, diff float64, err error) {
	if ys, err = he.Decrypt(p.sk, p.m, output, len(p.xs)); err != nil {
		return nil, 0, fmt.Errorf("decrypt the output: %w", err)
	}
	for j, x := range p.xs {
		want, err := p.m.Plain(x)
		if err != nil {
			return nil, 0, err
		}
		for i := range want {
			diff = math.Max(diff, math.Abs(ys[j][i]-want[i]))
		}
	}
	return ys, diff, nil
}

func (p *hePost) print(w io.Writer, ys [][]float64, diff float64) error {
	fmt.Fprintf(w, "decrypted output (%s; the plaintext model here differs by at most %.1e):\n", p.m.Params, diff)
	return printDecrypted(w, false, p.m, ys, nil)
}

func labelsOf(m *he.Model, ys [][]float64) []string {
	out := make([]string, len(ys))
	for j, y := range ys {
		out[j] = heLabel(m, argmax(y))
	}
	return out
}
