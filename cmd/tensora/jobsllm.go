package main

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sync/atomic"

	"github.com/spf13/cobra"

	"github.com/tensora/tensora/api/gateway"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/sdk"
	"github.com/tensora/tensora/types/tora"
)

// llmRequestDefaults are what an LLM request file may leave out.
const (
	llmDefaultMaxTokens  = 128
	llmDefaultPricePer1k = "0.1" // TORA per 1,000 tokens: a miner's default least price (price_per_1k_tora)
)

// llmRequestHelp documents the request file in `jobs post --help`.
const llmRequestHelp = `With --engine llm the job is an LLM chat: --model is the model's CID (the
miners serving it warm take the job) and --input a JSON request file:

  {"messages": [{"role": "system", "content": "Answer briefly"},
                {"role": "user", "content": "What is a GPU?"}],
   "max_tokens": 64, "stop": ["\n\n"], "price_per_1k_tokens": "0.5"}

"prompt": "..." may stand for one user message. max_tokens defaults to ` + "128" + `,
price_per_1k_tokens (TORA per 1,000 prompt and completion tokens, as a
string) to ` + llmDefaultPricePer1k + `; --fee caps the whole job. The text streams to stdout as the
miner produces it, the usage and the fee follow on stderr (--json: one
object). With a node running on --datadir the job goes through its
OpenAI-compatible gateway, paid by its wallet. ` + gibberishNote

// llmRequestFile is the JSON of an LLM request file: llmjob.Request's
// fields, with the price in TORA rather than wei.
type llmRequestFile struct {
	Messages   []llmjob.Message `json:"messages"`
	Prompt     string           `json:"prompt"`
	MaxTokens  int              `json:"max_tokens"`
	Stop       []string         `json:"stop"`
	PricePer1k string           `json:"price_per_1k_tokens"`
}

// llmRequest is a parsed request file: the job's request (price in wei)
// and the price as the file gave it (TORA), for the gateway.
type llmRequest struct {
	req       llmjob.Request
	priceTORA string
}

// readLLMRequest reads and checks an LLM request file. Its errors are one
// line naming the file.
func readLLMRequest(path string) (llmRequest, error) {
	if path == "" {
		return llmRequest{}, errors.New("--input: with --engine llm, a JSON request file (messages or prompt, max_tokens, stop, price_per_1k_tokens)")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return llmRequest{}, fmt.Errorf("--input: %w", err)
	}
	var f llmRequestFile
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return llmRequest{}, fmt.Errorf("--input %s: not an LLM request (JSON with messages or prompt, max_tokens, stop, price_per_1k_tokens): %w", path, err)
	}
	if dec.More() {
		return llmRequest{}, fmt.Errorf("--input %s: more than one JSON value", path)
	}
	if f.MaxTokens == 0 {
		f.MaxTokens = llmDefaultMaxTokens
	}
	if f.PricePer1k == "" {
		f.PricePer1k = llmDefaultPricePer1k
	}
	price, err := tora.Parse(f.PricePer1k)
	if err != nil {
		return llmRequest{}, fmt.Errorf("--input %s: price_per_1k_tokens %q: want an amount of TORA such as \"0.5\": %w", path, f.PricePer1k, err)
	}
	r := llmjob.Request{Messages: f.Messages, Prompt: f.Prompt, MaxTokens: f.MaxTokens, Stop: f.Stop, PricePer1K: price.String()}
	if err := r.Validate(); err != nil {
		return llmRequest{}, fmt.Errorf("--input %s: %w", path, err)
	}
	return llmRequest{req: r, priceTORA: f.PricePer1k}, nil
}

// llmPostOut is `jobs post --engine llm --json`.
type llmPostOut struct {
	JobID        string        `json:"job_id"`
	Model        string        `json:"model"`
	Miner        string        `json:"miner"`
	Text         string        `json:"text"`
	FinishReason string        `json:"finish_reason"`
	Usage        gateway.Usage `json:"usage"`
	Fee          string        `json:"fee"` // TORA
}

// textSink streams text to stdout unless --json, and says whether it
// wrote anything (to end the line). written is read by progress
// callbacks on other goroutines.
type textSink struct {
	w       io.Writer
	off     bool
	written atomic.Bool
}

func (s *textSink) write(text string) error {
	if s.off {
		return nil
	}
	s.written.Store(true)
	_, err := io.WriteString(s.w, text)
	return err
}

func (s *textSink) end() {
	if s.written.Load() {
		fmt.Fprintln(s.w)
	}
}

// finishLLMPost prints the outcome of an LLM job.
func finishLLMPost(cmd *cobra.Command, g *globals, out llmPostOut) error {
	if g.jsonOut {
		return printJSON(cmd.OutOrStdout(), out)
	}
	fmt.Fprintln(cmd.ErrOrStderr(), usageLine(&sdk.ChatResult{FinishReason: out.FinishReason, Usage: out.Usage, JobID: out.JobID, Miner: out.Miner, Fee: out.Fee}))
	return nil
}

// postLLMViaGateway runs an LLM job through the running node's gateway.
func postLLMViaGateway(cmd *cobra.Command, g *globals, account string, r llmRequest, model, fee string) error {
	ctx := cmd.Context()
	if _, err := parseCID(model); err != nil {
		c, err := g.runningNode(ctx, account, true)
		if err != nil {
			return err
		}
		if model, err = uploadArg(ctx, c, cmd.ErrOrStderr(), "--model", model); err != nil {
			return err
		}
	} else {
		c, _ := parseCID(model)
		model = c.String()
	}
	gw, err := (&llmFlags{account: account}).gateway(ctx, g)
	if err != nil {
		return err
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "using the gateway of the node running on %s (%s)\n", g.datadir, gw.BaseURL)
	var msgs []sdk.ChatMessage
	for _, m := range r.req.Chat() {
		msgs = append(msgs, sdk.ChatMessage{Role: m.Role, Content: m.Content})
	}
	sink := &textSink{w: cmd.OutOrStdout(), off: g.jsonOut}
	res, err := gw.ChatStream(ctx, sdk.ChatRequest{Model: model, Messages: msgs, MaxTokens: r.req.MaxTokens, Stop: r.req.Stop,
		PricePer1k: r.priceTORA, MaxFee: fee}, sink.write)
	sink.end()
	if errors.Is(err, sdk.ErrModelNotFound) {
		return modelNotFound(ctx, gw, model)
	}
	if err != nil {
		return gatewayErr(gw, err)
	}
	return finishLLMPost(cmd, g, llmPostOut{JobID: res.JobID, Model: model, Miner: res.Miner, Text: res.Text, FinishReason: res.FinishReason,
		Usage: res.Usage, Fee: res.Fee})
}

// postLLMEmbedded runs an LLM job from the embedded light peer n. Its
// progress goes to stderr until the text starts (it would break the
// text's line).
func postLLMEmbedded(cmd *cobra.Command, g *globals, n *node.Node, job node.ChatJob) error {
	sink := &textSink{w: cmd.OutOrStdout(), off: g.jsonOut}
	job.Progress = func(stage, detail string) {
		if !sink.written.Load() {
			fmt.Fprintf(cmd.ErrOrStderr(), "  %-9s %s\n", stage, detail)
		}
	}
	res, err := n.Chat(cmd.Context(), job, sink.write)
	sink.end()
	if err != nil {
		return err
	}
	o := res.Output
	return finishLLMPost(cmd, g, llmPostOut{JobID: hex.EncodeToString(res.JobID[:]), Model: job.ModelCID, Miner: res.Miner, Text: o.Text,
		FinishReason: o.FinishReason, Fee: tora.Format(res.Fee),
		Usage: gateway.Usage{PromptTokens: o.PromptTokens, CompletionTokens: o.CompletionTokens, TotalTokens: o.PromptTokens + o.CompletionTokens}})
}
