// Package gateway is the OpenAI-compatible face of a node's API (M30):
// POST /v1/chat/completions (whole, or streamed as server-sent events in
// OpenAI's chunk format), POST /v1/completions and GET /v1/models, with
// errors in OpenAI's shape ({"error": {"message", "type", "param",
// "code"}}). A stock OpenAI client pointed at http://127.0.0.1:5190/v1
// works unchanged; its API key is a wallet-signed token (package
// api/auth), and the node's wallet pays for the jobs.
//
// The gateway turns a request into a Request for its Backend (the node's
// LLM client: post a job to the network, stream the miner's tokens back,
// list the models miners advertise) and the Backend's answers into
// OpenAI's objects. It declares the Backend it consumes; package api wires
// the node's in, and a node without one answers 503.
//
// What differs from OpenAI, on purpose: the network pins every sampler
// setting so validators can re-run a result, so temperature, top_p, seed,
// the penalties and logit_bias are accepted and ignored (the answer's
// X-Tensora-Ignored header names them); n > 1, tools and function calls,
// log probabilities, non-text content and structured output are refused
// with a 400 naming the parameter; max_tokens defaults to 256 for a chat
// (OpenAI's default is the whole context; a job's fee is per token) and
// 16 for a completion (as OpenAI). Answers carry the job under "tensora":
// {"job_id", "miner", "fee"}; requests may set "tensora": {"max_fee",
// "price_per_1k_tokens", "subnet"}. docs/api.md has the details.
//
//	gw := gateway.New(gateway.Config{Backend: llm, Authorize: checkToken})
//	mux.Handle("/v1/", gw)
package gateway
