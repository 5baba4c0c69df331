package api

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"

	"github.com/tensora/tensora/api/gateway"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

// What a gateway request that names no price pays: the node's wallet
// offers the lowest price per 1,000 tokens (prompt and completion) that
// the model's miners advertise, which the miner advertising it takes, or
// defaultPricePer1k TORA when none advertises one (adverts are any peer's
// to send: the highest let one inflated advert set every such request's
// price, attack6); and it caps the job at
// defaultMaxFee TORA, or more when max_tokens at that price costs more.
// Both stay within the operator's LLMLimits. A request sets its own in its
// "tensora" object (docs/api.md).
var (
	defaultPricePer1k = tora.Whole(1) // 1 TORA per 1,000 tokens
	defaultMaxFee     = tora.Whole(5)
)

// LLMLimits are the node operator's ceilings on what one gateway request
// may make the node's wallet pay: every API token holder spends the
// node's escrow, so none may name an unbounded price or max fee. A
// request above either is refused (400) with the limit named.
type LLMLimits struct {
	// MaxPricePer1K bounds a request's price per 1,000 tokens (wei;
	// default 2 TORA).
	MaxPricePer1K *big.Int
	// MaxFee bounds a request's max fee (wei; default 10 TORA).
	MaxFee *big.Int
}

// DefaultLLMLimits are the limits a zero LLMLimits field takes.
var DefaultLLMLimits = LLMLimits{MaxPricePer1K: tora.Whole(2), MaxFee: tora.Whole(10)}

func (l LLMLimits) withDefaults() LLMLimits {
	if l.MaxPricePer1K == nil {
		l.MaxPricePer1K = DefaultLLMLimits.MaxPricePer1K
	}
	if l.MaxFee == nil {
		l.MaxFee = DefaultLLMLimits.MaxFee
	}
	return l
}

// NodeLLM is what the OpenAI-compatible gateway (/v1) runs its jobs with
// on a node: the node's LLM client (node.Chat), with the node's errors
// mapped onto the gateway's so that clients get OpenAI's statuses, and
// the models that live adverts of LLM miners serve. Requests are held to
// DefaultLLMLimits.
func NodeLLM(n *node.Node) gateway.Backend {
	return NodeLLMWith(n, LLMLimits{})
}

// NodeLLMWith is NodeLLM with the operator's limits (zero fields take
// DefaultLLMLimits').
func NodeLLMWith(n *node.Node, lim LLMLimits) gateway.Backend {
	if n == nil {
		return nil
	}
	return nodeLLM{n: n, lim: lim.withDefaults()}
}

type nodeLLM struct {
	n   *node.Node
	lim LLMLimits
}

// terms picks a request's price per 1k tokens and max fee (the caller's,
// else defaults from the model's adverts), and refuses any above the
// operator's limits or a max fee that cannot pay for max_tokens.
func (b nodeLLM) terms(r gateway.Request, m node.LLMModel) (price, maxFee *big.Int, err error) {
	price, maxFee = r.PricePer1k, r.MaxFee
	if price == nil {
		price = defaultPricePer1k
		if m.MinPricePer1K != nil {
			price = m.MinPricePer1K
		}
		if price.Cmp(b.lim.MaxPricePer1K) > 0 {
			price = b.lim.MaxPricePer1K // miners asking more decline it
		}
	}
	if price.Cmp(b.lim.MaxPricePer1K) > 0 {
		return nil, nil, fmt.Errorf("%w: tensora.price_per_1k_tokens %s TORA is above this node's limit of %s TORA per 1,000 tokens (max_price_per_1k)",
			gateway.ErrBadRequest, tora.Format(price), tora.Format(b.lim.MaxPricePer1K))
	}
	need := llmjob.Fee(price, r.MaxTokens)
	if maxFee == nil {
		maxFee = defaultMaxFee
		if need.Cmp(maxFee) > 0 {
			maxFee = need
		}
		if maxFee.Cmp(b.lim.MaxFee) > 0 {
			maxFee = b.lim.MaxFee
		}
	}
	if maxFee.Cmp(b.lim.MaxFee) > 0 {
		return nil, nil, fmt.Errorf("%w: tensora.max_fee %s TORA is above this node's limit of %s TORA per request (max_fee)",
			gateway.ErrBadRequest, tora.Format(maxFee), tora.Format(b.lim.MaxFee))
	}
	if maxFee.Cmp(need) < 0 {
		return nil, nil, fmt.Errorf("%w: max fee %s TORA does not pay for max_tokens %d at %s TORA per 1,000 tokens (%s TORA): lower max_tokens or the price",
			gateway.ErrBadRequest, tora.Format(maxFee), r.MaxTokens, tora.Format(price), tora.Format(need))
	}
	return price, maxFee, nil
}

func (b nodeLLM) Chat(ctx context.Context, r gateway.Request, onChunk func(string) error) (*gateway.Result, error) {
	msgs := make([]llmjob.Message, len(r.Messages))
	for i, m := range r.Messages {
		msgs[i] = llmjob.Message{Role: m.Role, Content: m.Content}
	}
	subnet := r.Subnet
	if subnet == 0 {
		subnet = 1
	}
	m, served := b.model(r.Model)
	price, maxFee, err := b.terms(r, m)
	if err != nil {
		return nil, err
	}
	if !served {
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

// model is the model as live adverts serve it, if any does.
func (b nodeLLM) model(cid string) (node.LLMModel, bool) {
	for _, m := range b.n.LLMModels() {
		if m.CID == cid {
			return m, true
		}
	}
	return node.LLMModel{}, false
}

func (b nodeLLM) Models(context.Context) ([]gateway.Model, error) {
	ms := b.n.LLMModels()
	out := make([]gateway.Model, 0, len(ms))
	for _, m := range ms {
		out = append(out, gateway.Model{ID: m.CID, Miners: m.Miners, MinPricePer1k: m.MinPricePer1K})
	}
	return out, nil
}
