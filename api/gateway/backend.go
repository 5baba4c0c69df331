package gateway

import (
	"context"
	"errors"
	"math/big"
	"time"
)

// Backend is what the gateway needs of the node: run an LLM job through
// the network, and list the LLM models miners advertise. The node's LLM
// client implements it; tests use a fake.
type Backend interface {
	// Chat posts req as a job, paid by the node's wallet, and waits for
	// its result. With onChunk non-nil the miner's tokens are streamed:
	// onChunk gets each piece of text in order, from one goroutine, never
	// after Chat returned; its error (the HTTP client went away) aborts
	// the wait. ctx ends the wait too (client gone, gateway timeout).
	// Errors that wrap ErrUnknownModel, ErrBadRequest, ErrInsufficientFunds
	// or ErrNoMiner get their own HTTP status; others are a 502.
	Chat(ctx context.Context, req Request, onChunk func(text string) error) (*Result, error)
	// Models lists the LLM models the network advertises now.
	Models(ctx context.Context) ([]Model, error)
}

// Message is one chat message. Roles are "system", "user" and
// "assistant" (the gateway maps OpenAI's "developer" to "system").
type Message struct {
	Role    string
	Content string
}

// Request is one LLM job: a chat (Messages) or a completion (Prompt),
// never both.
type Request struct {
	// Model is the model as the client named it: a model CID, as
	// GET /v1/models lists them.
	Model    string
	Messages []Message
	Prompt   string
	// MaxTokens bounds the completion (always set: the fee is per token).
	MaxTokens int
	Stop      []string
	// PricePer1k is the price offered per 1,000 tokens (prompt and
	// completion), in wei of TORA; nil: the node's configured default.
	PricePer1k *big.Int
	// MaxFee caps the job's fee, in wei of TORA; nil: the node's default.
	MaxFee *big.Int
	// Subnet to post on; 0: the node's default.
	Subnet uint64
}

// Result is a finished job.
type Result struct {
	Text string
	// FinishReason is "stop" or "length"; empty: the gateway infers it
	// from the token counts.
	FinishReason     string
	PromptTokens     int
	CompletionTokens int
	// JobID is the job's id (hex), Miner the address that ran it, Fee what
	// it cost in wei of TORA (nil: not known yet); the gateway reports
	// them beside OpenAI's fields.
	JobID string
	Miner string
	Fee   *big.Int
}

// Model is an LLM model that miners advertise.
type Model struct {
	// ID is what clients pass as "model": the model's CID.
	ID string
	// Miners is how many miners advertise it now.
	Miners int
	// MinPricePer1k is the lowest advertised price per 1,000 tokens, in
	// wei of TORA (nil: unknown).
	MinPricePer1k *big.Int
	// Created is when the network first saw it (zero: unknown).
	Created time.Time
}

// Errors a Backend wraps so that the gateway answers with the right
// status and OpenAI error type.
var (
	// ErrUnknownModel: no miner advertises the model (404 model_not_found).
	ErrUnknownModel = errors.New("model not advertised by any miner")
	// ErrBadRequest: the job itself is refused, e.g. a prompt too long
	// for the model (400).
	ErrBadRequest = errors.New("bad request")
	// ErrInsufficientFunds: the node's escrow cannot pay the job's max
	// fee (402 insufficient_quota).
	ErrInsufficientFunds = errors.New("insufficient escrow")
	// ErrNoMiner: miners advertise the model but none took the job (503).
	ErrNoMiner = errors.New("no miner took the job")
)
