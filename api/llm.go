package api

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/tensora/tensora/api/gateway"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

// What a gateway request that names no price pays: the node's wallet
// offers defaultPricePer1k TORA per 1,000 tokens (prompt and completion)
// and caps the job at defaultMaxFee TORA; a request sets its own in its
// "tensora" object (docs/api.md).
var (
	defaultPricePer1k = tora.Whole(1) // 1 TORA per 1,000 tokens
	defaultMaxFee     = tora.Whole(5)
)

// NodeLLM is what the OpenAI-compatible gateway (/v1) runs its jobs with
// on a node: the node's LLM client (node.Chat), with the node's errors
// mapped onto the gateway's so that clients get OpenAI's statuses, and
// the models that live adverts of LLM miners serve.
func NodeLLM(n *node.Node) gateway.Backend {
	if n == nil {
		return nil
	}
	return nodeLLM{n}
}

type nodeLLM struct{ n *node.Node }

func (b nodeLLM) Chat(ctx context.Context, r gateway.Request, onChunk func(string) error) (*gateway.Result, error) {
	msgs := make([]llmjob.Message, len(r.Messages))
	for i, m := range r.Messages {
		msgs[i] = llmjob.Message{Role: m.Role, Content: m.Content}
	}
	price, maxFee, subnet := r.PricePer1k, r.MaxFee, r.Subnet
	if price == nil {
		price = defaultPricePer1k
	}
	if maxFee == nil {
		maxFee = defaultMaxFee
	}
	if subnet == 0 {
		subnet = 1
	}
	if !b.served(r.Model) {
		return nil, fmt.Errorf("%w: %s", gateway.ErrUnknownModel, r.Model)
	}
	res, err := b.n.Chat(ctx, node.ChatJob{Subnet: subnet, ModelCID: r.Model, Messages: msgs, Prompt: r.Prompt,
		MaxTokens: r.MaxTokens, Stop: r.Stop, PricePer1K: price, MaxFee: maxFee}, onChunk)
	switch {
	case errors.Is(err, llmjob.ErrBadRequest):
		return nil, fmt.Errorf("%w: %w", gateway.ErrBadRequest, err)
	case errors.Is(err, node.ErrInsufficientEscrow):
		return nil, fmt.Errorf("%w: %w", gateway.ErrInsufficientFunds, err)
	case errors.Is(err, node.ErrNoBids):
		return nil, fmt.Errorf("%w: %w", gateway.ErrNoMiner, err)
	case err != nil:
		return nil, err
	}
	o := res.Output
	return &gateway.Result{Text: o.Text, FinishReason: o.FinishReason, PromptTokens: o.PromptTokens,
		CompletionTokens: o.CompletionTokens, JobID: hex.EncodeToString(res.JobID[:]), Miner: res.Miner, Fee: res.Fee}, nil
}

// served reports whether a live advert serves the model.
func (b nodeLLM) served(cid string) bool {
	for _, m := range b.n.LLMModels() {
		if m.CID == cid {
			return true
		}
	}
	return false
}

func (b nodeLLM) Models(context.Context) ([]gateway.Model, error) {
	ms := b.n.LLMModels()
	out := make([]gateway.Model, 0, len(ms))
	for _, m := range ms {
		// Miners advertise a price per job, not per 1,000 tokens: the
		// gateway shows no per-token price.
		out = append(out, gateway.Model{ID: m.CID, Miners: m.Miners})
	}
	return out, nil
}
