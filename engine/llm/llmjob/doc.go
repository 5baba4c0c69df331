// Package llmjob is the wire form of an LLM job: the canonical request a
// client stores as the job's input content, the canonical output a miner
// returns as the job's output content, the per-token fee, and the pure
// checks every role applies to them. It imports nothing of Tensora's, so
// the client, the miner's engine adapter, the validator and the verify
// package share one definition.
//
// A job with engine "llm" carries, as its input CID, the bytes of
// Request.Encode: the messages (or a prompt), max tokens, stop strings and
// the client's price per 1,000 tokens. The input CID is part of the
// client's EIP-712 JobOrder, so the price is signed with the order, and
// the order's max_fee caps what the job can cost. The miner's output is
// Output.Encode: the model CID, the text, the token ids where the server
// reports them (ollama does not: the list is then empty), the finish
// reason, the usage and the charge (Fee of the usage at the request's
// price). The result hash and the proof of compute commit to all of it.
//
//	in, err := llmjob.Request{Messages: msgs, MaxTokens: 64, PricePer1K: "1000"}.Encode()
//	out, err := llmjob.ParseOutput(b)
//	err = llmjob.CheckOutput(req, modelCID, out) // what a client checks before it pays
package llmjob
