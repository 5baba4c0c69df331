package node

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/ipfs/go-cid"
	"google.golang.org/protobuf/encoding/protowire"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/ckks/ckksjob"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/engine/oci/ocijob"
	"github.com/tensora/tensora/tensor"
)

// ErrPrecheck is wrapped by a job refused before it was announced: its
// model or input is unreachable, or not what an ONNX job needs.
var ErrPrecheck = errors.New("job refused before posting")

// precheckLookup bounds the search for a provider of content the client
// does not hold: a post must not wait on a slow DHT.
const precheckLookup = 3 * time.Second

// precheckMaxBytes is the largest model or input read into memory to be
// judged; a larger one is only checked for reachability.
const precheckMaxBytes = 256 << 20

// precheck runs the checks JobRequest.Check asks for. Engines that read
// their own requests (LLM, container, HE) are left to the miner's
// checks: their "model" and "input" are not an ONNX graph and tensors.
func (cl *client) precheck(ctx context.Context, req JobRequest) error {
	if req.Engine == llmjob.Engine || req.Engine == ocijob.Engine || req.Engine == ckksjob.Engine {
		return nil
	}
	model, err := cl.reachable(ctx, "model", req.ModelCID)
	if err != nil {
		return err
	}
	var input []byte
	if req.InputCID != "" {
		if input, err = cl.reachable(ctx, "input", req.InputCID); err != nil {
			return err
		}
	}
	if model == nil {
		return nil // held elsewhere: the miner judges it
	}
	var info *engine.ModelInfo
	in := cl.cfg.Inspector
	if in == nil {
		in, _ = cl.cfg.Engine.(engine.Inspector)
	}
	if in != nil {
		if info, err = in.Inspect(ctx, req.ModelCID, engine.ModelBytes(model)); err != nil {
			return fmt.Errorf("%w: model %s is not a model ONNX Runtime loads: %w", ErrPrecheck, req.ModelCID, err)
		}
	} else if err := sniffONNX(model); err != nil {
		return fmt.Errorf("%w: model %s is not an ONNX model: %w", ErrPrecheck, req.ModelCID, err)
	}
	if input == nil {
		return nil
	}
	ts, err := tensor.Parse(input)
	if err != nil {
		return fmt.Errorf("%w: input %s is not safetensors: %w", ErrPrecheck, req.InputCID, err)
	}
	if info != nil {
		if err := engine.CheckInputs(info.Inputs, ts); err != nil {
			return fmt.Errorf("%w: input %s does not match model %s: %w", ErrPrecheck, req.InputCID, req.ModelCID, err)
		}
	}
	return nil
}

// reachable returns content c's bytes when this node holds it, nil when
// it does not but a provider was found within precheckLookup, and an
// error naming what when neither.
func (cl *client) reachable(ctx context.Context, what, s string) ([]byte, error) {
	c, err := cid.Decode(s)
	if err != nil {
		return nil, fmt.Errorf("%w: %s cid %q: %w", ErrPrecheck, what, s, err)
	}
	if held, err := cl.content.Has(ctx, c); err == nil && held {
		r, size, err := cl.content.Open(ctx, c)
		if err != nil {
			return nil, fmt.Errorf("%w: read %s %s: %w", ErrPrecheck, what, s, err)
		}
		defer r.Close()
		if size > precheckMaxBytes {
			return nil, nil // not read whole to judge it: the miner does
		}
		b, err := io.ReadAll(r)
		if err != nil {
			return nil, fmt.Errorf("%w: read %s %s: %w", ErrPrecheck, what, s, err)
		}
		return b, nil
	}
	if d := cl.host.DHT(); d != nil {
		lctx, cancel := context.WithTimeout(ctx, precheckLookup)
		defer cancel()
		for range d.FindProvidersAsync(lctx, c, 1) {
			return nil, nil
		}
	}
	return nil, fmt.Errorf("%w: %s %s: not held here and no provider found within %s (--no-check posts anyway)", ErrPrecheck, what, s, precheckLookup)
}

// sniffONNX is the check of a client without ONNX Runtime: the bytes
// must be a protobuf message whose top level parses and holds a graph
// (ModelProto field 7), which a file of another format is not.
func sniffONNX(b []byte) error {
	graph := false
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return errors.New("not a protobuf message")
		}
		m := protowire.ConsumeFieldValue(num, typ, b[n:])
		if m < 0 {
			return errors.New("not a protobuf message")
		}
		if num == 7 && typ == protowire.BytesType {
			graph = true
		}
		b = b[n+m:]
	}
	if !graph {
		return errors.New("no graph")
	}
	return nil
}
