// Command post-job posts one inference job through the Tensora node running
// on a data directory and writes the verified output: the Go SDK in a few
// lines.
//
//	tensora node start --role client --bootstrap /ip4/…/p2p/…   # in one terminal
//	go run ./examples/post-job -model model.onnx -input in.safetensors -o out.safetensors
//
// The wallet passphrase comes from $TENSORA_PASSWORD.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"

	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/sdk"
)

func main() {
	datadir := flag.String("datadir", sdk.DefaultDataDir(), "data directory of the running node")
	model := flag.String("model", "", "ONNX model file")
	input := flag.String("input", "", "input tensors (safetensors)")
	spec := flag.String("spec", "1cpu", "hardware constraints")
	fee := flag.String("fee", "5", "maximum fee in TORA")
	out := flag.String("o", "out.safetensors", "where to write the verified output")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, *datadir, *model, *input, *spec, *fee, *out); err != nil {
		fmt.Fprintln(os.Stderr, "post-job:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, datadir, modelFile, inputFile, spec, fee, out string) error {
	if modelFile == "" || inputFile == "" {
		return fmt.Errorf("-model and -input are required")
	}
	model, err := os.ReadFile(modelFile)
	if err != nil {
		return err
	}
	input, err := os.ReadFile(inputFile)
	if err != nil {
		return err
	}
	// The node accepts jobs signed by its own wallet (or one in api_allow).
	ks, err := identity.OpenStore(datadir)
	if err != nil {
		return err
	}
	key, err := ks.Default(os.Getenv("TENSORA_PASSWORD"))
	if err != nil {
		return err
	}
	c, err := sdk.Dial(ctx, datadir, key.ECDSA())
	if err != nil {
		return err
	}
	res, err := c.Run(ctx, sdk.Task{
		Model: model, Input: input, Spec: spec, MaxFee: fee, Engine: "onnx",
		Progress: func(s sdk.Step) { fmt.Printf("%-9s %s\n", s.State, s.Detail) },
	})
	if err != nil {
		return err
	}
	fmt.Printf("job %s verified on %s: %d output bytes\n", res.Job.ID, res.Job.Winner, len(res.Output))
	return os.WriteFile(out, res.Output, 0o644)
}
