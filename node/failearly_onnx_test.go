package node

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/tensor"
	"github.com/tensora/tensora/types/tora"
)

// With ONNX Runtime as its Inspector, the client checks an input against
// the real model's declared inputs (silero VAD) before posting.
func TestFailEarlyPrecheckONNX(t *testing.T) {
	path, err := engine.FindModel(engine.SileroVAD)
	if err != nil {
		t.Skipf("%v", err)
	}
	if _, err := onnx.FindLibrary(""); err != nil {
		t.Skipf("%v", err)
	}
	model, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	e, err := onnx.New(onnx.Config{CUDA: onnx.CUDAOff, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	n, err := New(Config{Roles: []Role{RoleClient}, Inspector: e, Logger: slog.New(slog.DiscardHandler),
		P2P: p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}}}, key)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = n.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := n.Start(ctx); err != nil {
		t.Fatal(err)
	}
	add := func(b []byte) string {
		t.Helper()
		c, _, err := n.Content().Add(ctx, bytes.NewReader(b), "", nil)
		if err != nil {
			t.Fatal(err)
		}
		return c.String()
	}
	mc := add(model)
	good, err := e.GenerateInputs(ctx, mc, engine.ModelBytes(model), engine.GenerateOptions{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	wt, err := tensor.FromFloat32("input", []int64{1, 3}, []float32{1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	wrong, err := tensor.Encode([]tensor.Tensor{wt})
	if err != nil {
		t.Fatal(err)
	}
	post := func(input string) error {
		_, err := n.Post(ctx, JobRequest{Subnet: 1, Spec: "1cpu", MaxFee: tora.Whole(1), ModelCID: mc, InputCID: input,
			Check: true, BidWindow: 50 * time.Millisecond, Auction: true})
		return err
	}
	if err := post(add(wrong)); !errors.Is(err, ErrPrecheck) || !strings.Contains(err.Error(), "does not match model") {
		t.Fatalf("post with a [1,3] input = %v, want refused before posting", err)
	} else {
		t.Log(err)
	}
	// Inputs generated from the model's own declaration pass the check
	// (and then find no miner here).
	if err := post(add(good)); errors.Is(err, ErrPrecheck) || !errors.Is(err, ErrNoBids) {
		t.Fatalf("post with matching inputs = %v, want it announced", err)
	}
}
