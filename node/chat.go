package node

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ipfs/go-cid"

	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/types"
)

// ChatJob is an LLM chat request a client posts as a job (engine "llm"):
// the conversation, the completion's bounds and the client's prices.
type ChatJob struct {
	Subnet uint64
	// ModelCID is the model (a GGUF file, or a model directory for vLLM)
	// by CID; only miners that serve it warm are matched.
	ModelCID string
	// Messages or Prompt (one user message): exactly one is set.
	Messages []llmjob.Message
	Prompt   string
	// MaxTokens bounds the completion (required).
	MaxTokens int
	Stop      []string
	// PricePer1K is what the client pays per 1,000 tokens, prompt and
	// completion (wei); MaxFee caps the job's whole fee (wei) and is what
	// the client's escrow must cover.
	PricePer1K *big.Int
	MaxFee     *big.Int
	// Spec adds constraints ("gpu,16vram"); Deadline defaults to
	// Config.JobTTL from now.
	Spec     string
	Deadline time.Time
	// Auction skips the fast path (JobRequest.Auction).
	Auction bool
	// Progress, if set, is called as the job moves (JobRequest.Progress).
	Progress func(stage, detail string)
}

// ChatJobResult is a completed chat job.
type ChatJobResult struct {
	JobID  [32]byte
	Miner  string // the miner's address
	Output llmjob.Output
	// Fee is what the job settles for: the output's charge capped by the
	// job's max fee.
	Fee     *big.Int
	Outcome *JobOutcome
}

// Chat posts an LLM chat job and returns its verified completion. The
// request becomes the job's input content (llmjob.Request, canonical
// bytes, so its CID and with it the price are covered by the client's
// signed order); the miner's output (llmjob.Output) is checked against it
// before it is returned. onChunk, if set, receives the completion's text:
// once, the whole text, after the result verified (the result travels as
// one message; tokens are not streamed over the direct stream yet).
func (n *Node) Chat(ctx context.Context, req ChatJob, onChunk func(text string) error) (*ChatJobResult, error) {
	if req.PricePer1K == nil || req.MaxFee == nil || req.MaxFee.Sign() <= 0 {
		return nil, fmt.Errorf("%w: a chat job needs a price per 1k tokens and a max fee above zero", llmjob.ErrBadRequest)
	}
	if _, err := cid.Decode(req.ModelCID); err != nil {
		return nil, fmt.Errorf("%w: model cid %q: %w", llmjob.ErrBadRequest, req.ModelCID, err)
	}
	in, err := llmjob.Request{Messages: req.Messages, Prompt: req.Prompt, MaxTokens: req.MaxTokens, Stop: req.Stop,
		PricePer1K: req.PricePer1K.String()}.Encode()
	if err != nil {
		return nil, err
	}
	ic, _, err := n.content.Add(ctx, bytes.NewReader(in), "llm request", nil)
	if err != nil {
		return nil, fmt.Errorf("store chat request: %w", err)
	}
	out, err := n.Post(ctx, JobRequest{
		Subnet: req.Subnet, ModelCID: req.ModelCID, InputCID: ic.String(), InputBytes: uint64(len(in)),
		Engine: llmjob.Engine, Spec: req.Spec, MaxFee: req.MaxFee, Deadline: req.Deadline, Progress: req.Progress,
		Auction: req.Auction,
	})
	if err != nil {
		return nil, err
	}
	if out == nil || !out.Verified {
		return nil, fmt.Errorf("%w: chat job ended without a verified result", ErrBadResult)
	}
	o, err := llmjob.ParseOutput(out.Output)
	if err != nil { // verifyResult checked it; a second look costs nothing
		return nil, fmt.Errorf("%w: %w", ErrBadResult, err)
	}
	res := &ChatJobResult{JobID: out.JobID, Miner: out.Winner.Hex(), Output: o, Fee: llmjob.Settled(o.Charge, req.MaxFee), Outcome: out}
	if onChunk != nil {
		if err := onChunk(o.Text); err != nil {
			return res, fmt.Errorf("chat chunk: %w", err)
		}
	}
	return res, nil
}

// checkLLMOutput checks an LLM job's output against its request (which
// this client stored when it posted the job): canonical, from the job's
// model, within the request's token bound, charged exactly per token.
// It is what a client can check without running the model; whether the
// tokens are the model's is the validators' regeneration.
func (cl *client) checkLLMOutput(ctx context.Context, o *types.JobOrder, output []byte) error {
	out, err := llmjob.ParseOutput(output)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadResult, err)
	}
	ic, err := cid.Decode(o.GetInputCid())
	if err != nil {
		return fmt.Errorf("%w: input cid: %w", ErrBadResult, err)
	}
	in, err := cl.content.FetchBytes(ctx, ic, nil, llmjob.MaxRequestBytes)
	if err != nil {
		return fmt.Errorf("read the job's llm request: %w", err)
	}
	req, err := llmjob.ParseRequest(in)
	if err != nil {
		return fmt.Errorf("the job's own llm request: %w", err)
	}
	if err := llmjob.CheckOutput(req, o.GetModelCid(), out); err != nil {
		return fmt.Errorf("%w: %w", ErrBadResult, err)
	}
	return nil
}
