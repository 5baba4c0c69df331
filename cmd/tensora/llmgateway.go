package main

import (
	"github.com/tensora/tensora/api/gateway"
	"github.com/tensora/tensora/node"
)

// llmBackend is what the API's OpenAI-compatible gateway (/v1) runs its
// jobs with: the node's LLM client. This build has none, so it is nil and
// the gateway answers 503 "no LLM client in this build" (after checking
// the caller's token as always).
//
// Once the node can post LLM jobs (its Chat function), this returns an
// adapter from gateway.Backend's two methods to the node's:
//
//	Chat(ctx, gateway.Request, onChunk func(text string) error) (*gateway.Result, error)
//	Models(ctx) ([]gateway.Model, error)
//
// mapping the node's errors onto gateway.ErrUnknownModel,
// ErrInsufficientFunds (node.ErrInsufficientEscrow), ErrNoMiner and
// ErrBadRequest so that clients get OpenAI's statuses.
func llmBackend(_ *node.Node) gateway.Backend {
	return nil
}
