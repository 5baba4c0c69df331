package testnet

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

// panicEngine panics in Run, as ONNX Runtime's Go binding did on a 94-byte
// model declaring a huge float16 output (makeslice: len out of range).
type panicEngine struct{ *onnx.Engine }

func (panicEngine) Run(context.Context, engine.Request) (*engine.Result, error) {
	panic("runtime error: makeslice: len out of range")
}

// A model that makes the engine panic fails the job with a reason; it does
// not kill the miner (issue 14, attack 8: nothing recovered, the process
// died and its queue replayed the job at restart). The miners stay up and
// still answer.
func TestEnginePanicFailsTheJob(t *testing.T) {
	needModel(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	net, err := Start(ctx, Config{Miners: 2, BidWindow: 200 * time.Millisecond, Jobs: cpuJobs,
		NewEngine: func() (engine.Engine, error) {
			e, err := onnx.New(onnx.Config{})
			return panicEngine{e}, err
		}})
	if err != nil {
		t.Fatal(err)
	}
	defer net.Close()
	mc, err := net.AddModel(ctx)
	if err != nil {
		t.Fatal(err)
	}
	in, _, err := net.AddInput(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: mc, InputCID: in, Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5)})
	if !errors.Is(err, node.ErrJobFailed) || !strings.Contains(err.Error(), "engine panicked") {
		t.Fatalf("job on a panicking engine: %v, want a failed job that says the engine panicked", err)
	}
	for _, m := range net.Miners {
		if q := m.Queue(); q == nil {
			t.Fatalf("miner %s lost its queue", m.Address().Hex())
		}
		if _, err := m.MinerJobs(ctx); err != nil {
			t.Fatalf("miner %s after the panic: %v", m.Address().Hex(), err)
		}
	}
}
