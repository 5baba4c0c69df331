package node

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/ckks"
	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/he"
	"github.com/tensora/tensora/types/tora"
)

// echoHE is a lazy miner: it returns the client's own input ciphertext
// as the output, without evaluating anything.
type echoHE struct{ *ckks.Engine }

func (e echoHE) Run(_ context.Context, req engine.Request) (*engine.Result, error) {
	r, err := ckksjob.ParseRequest(req.Input)
	if err != nil {
		return nil, err
	}
	return &engine.Result{Output: bytes.Clone(r.Ciphertext)}, nil
}

// A miner that echoes the input ciphertext did no work; the client used
// to verify only the output's hash and proof, accept it, and (unless a
// validator sampled the job) pay for it, and he.Decrypt then returned the
// client's own inputs as the model's outputs. The client must refuse an
// output that cannot be an evaluation's: not a full ciphertext at level
// 0 of the request's parameter set.
func TestAttackHEClientRefusesEchoedInput(t *testing.T) {
	f := heSetup(t)
	hn := startHENet(t, func(e *ckks.Engine) engine.Engine { return echoHE{e} }, nil)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	add := func(b []byte, name string) string {
		t.Helper()
		c, _, err := hn.client.Content().Add(ctx, bytes.NewReader(b), name, nil)
		if err != nil {
			t.Fatal(err)
		}
		return c.String()
	}
	ct, err := he.Encrypt(f.sk, f.model, heInputs[:1])
	if err != nil {
		t.Fatal(err)
	}
	req, err := ckksjob.Request{Params: f.model.Params, KeysCID: add(f.keys, "he keys"), Batch: 1, Ciphertext: ct}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	out, err := hn.client.Post(ctx, JobRequest{Subnet: 1, Engine: ckksjob.Engine, Spec: "1cpu", MaxFee: tora.Whole(5),
		ModelCID: add(f.enc, "he model"), InputCID: add(req, "he request")})
	if err == nil && out.Verified {
		t.Fatalf("the client verified and accepted its own input ciphertext echoed back as the output (%d bytes)", len(out.Output))
	}
	t.Logf("refused: %v", err)
}
