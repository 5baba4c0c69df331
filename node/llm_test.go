package node

import (
	"math/big"
	"testing"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/llm"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/types"
)

// onnxLike is an engine named "onnx" that serves any model.
type onnxLike struct{ engine.Engine }

func (onnxLike) Name() string { return "onnx" }

// TestCanReexecute: a validator samples the jobs its engine can run: the
// job's engine, and for an LLM engine the model it serves.
func TestCanReexecute(t *testing.T) {
	le, err := llm.New(llm.Config{Server: llm.Ollama, Binary: "ollama", ModelCID: "bafyserved", ModelPath: "m.gguf", Dir: t.TempDir(), HardwareClass: "cpu"})
	if err != nil {
		t.Fatal(err)
	}
	defer le.Close()
	j := llm.NewJobEngine(le) // never started: only its name and model are read
	for _, tc := range []struct {
		name   string
		e      engine.Engine
		engine string
		model  string
		want   bool
	}{
		{"onnx job, onnx engine", onnxLike{}, "onnx", "bafyx", true},
		{"job without an engine is onnx", onnxLike{}, "", "bafyx", true},
		{"llm job, onnx engine", onnxLike{}, "llm", "bafyserved", false},
		{"llm job, served model", j, "llm", "bafyserved", true},
		{"llm job, another model", j, "llm", "bafyother", false},
		{"onnx job, llm engine", j, "onnx", "bafyserved", false},
		{"no engine", nil, "onnx", "bafyx", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := &types.JobOrder{Engine: tc.engine, ModelCid: tc.model}
			if got := canReexecute(tc.e, o); got != tc.want {
				t.Errorf("canReexecute = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestPerTokenFee: an LLM job settles at its output's charge, capped by
// the signed price; other jobs at the price.
func TestPerTokenFee(t *testing.T) {
	out, err := llmjob.Output{Model: "m", Text: "x", FinishReason: "length", PromptTokens: 3, CompletionTokens: 1, Charge: "42"}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	llmOrder := &types.JobOrder{Engine: llmjob.Engine}
	for _, tc := range []struct {
		name   string
		o      *types.JobOrder
		output []byte
		want   string
	}{
		{"llm", llmOrder, out, "42"},                              // the charge
		{"llm, unreadable output", llmOrder, []byte("junk"), "0"}, // nothing rather than the cap
		{"onnx", &types.JobOrder{Engine: "onnx"}, out, ""},        // the assigned price
	} {
		if got := perTokenFee(tc.o, tc.output); got != tc.want {
			t.Errorf("%s: perTokenFee = %q, want %q", tc.name, got, tc.want)
		}
	}
	if got := llmjob.Settled("42", big.NewInt(40)); got.Int64() != 40 {
		t.Errorf("a charge above the signed price settles %s, want the price", got)
	}
}
