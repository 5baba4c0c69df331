package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/spf13/cobra"

	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/sdk"
)

// llmTokenEnv holds a gateway token for `tensora llm` (else one is minted
// with the node's wallet).
const llmTokenEnv = "TENSORA_API_TOKEN"

// llmTokenTTL is how long a token `tensora llm` mints for itself lives:
// one command's worth.
const llmTokenTTL = 10 * time.Minute

// gibberishNote is said wherever the tiny test model's output may show.
const gibberishNote = `The tiny test model (engine/llm/gguf Tiny, served by ` + "`make demo`" + ` and the
tests) has random weights: its output is gibberish by construction. Any real
GGUF a miner serves answers as that model does.`

// llmFlags are what both llm commands need to reach the gateway.
type llmFlags struct {
	url     string
	token   string
	account string
}

func (f *llmFlags) register(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringVar(&f.url, "url", "", "the gateway's base URL (default: the node running on --datadir, its API plus /v1)")
	fl.StringVar(&f.token, "token", "", "API token for the gateway (default: $"+llmTokenEnv+", else one the running node mints for your login session, else one signed with this wallet, for "+llmTokenTTL.String()+")")
	fl.StringVar(&f.account, "account", "", "wallet account that signs the minted token (default: the only one)")
}

func newLLMCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "llm",
		Short: "Chat with the network's LLMs through the node's OpenAI-compatible gateway",
		Long: `Talk to the LLM models that miners serve, through the OpenAI-compatible
gateway of the node running on --datadir (its API under /v1). The node's
wallet pays each job per token; tokens stream to the terminal as the miner
produces them.

` + gibberishNote,
	}
	cmd.AddCommand(newLLMChatCmd(g), newLLMModelsCmd(g))
	return cmd
}

// gateway resolves the gateway to talk to and its token: --url, else the
// running node's API; --token, else $TENSORA_API_TOKEN, else one the
// running node mints for the session `tensora login` saved, else a token
// minted with the wallet for the node's address and chain.
func (f *llmFlags) gateway(ctx context.Context, g *globals) (*sdk.Gateway, error) {
	gw := &sdk.Gateway{BaseURL: strings.TrimRight(f.url, "/"), Token: f.token}
	if gw.Token == "" {
		gw.Token = os.Getenv(llmTokenEnv)
	}
	var node common.Address
	var chainID uint64
	var c *sdk.Client
	if gw.BaseURL == "" {
		var err error
		if c, err = g.runningNode(ctx, "", false); err != nil {
			return nil, err
		}
		if c == nil {
			return nil, fmt.Errorf("no node running on %s: start one with `tensora node start` (or give --url and --token)", g.datadir)
		}
		gw.BaseURL = c.Base() + "/v1"
	}
	if gw.Token != "" {
		return gw, nil
	}
	if c != nil {
		// Logged in: the node mints a token for its own gateway on the
		// session's strength, so no passphrase is asked.
		sc, err := g.sessionClient(ctx, c, f.account)
		if err != nil {
			return nil, err
		}
		if sc != nil {
			m, err := sc.MintToken(ctx, llmTokenTTL)
			if err == nil {
				gw.Token = m.Token
				return gw, nil
			}
			if g.stderr != nil {
				fmt.Fprintf(g.stderr, "the node minted no token for the session: %v\n", err)
			}
		} else {
			g.hintLogin()
		}
		info, err := c.Info(ctx)
		if err != nil {
			return nil, fmt.Errorf("the node at %s: %w", c.Base(), err)
		}
		node, chainID = common.HexToAddress(info.Address), info.ChainID
		// The token is sent to this server: the wallet signs one only for
		// a server that proves it is the node it names, not for a process
		// that took a crashed node's port (it would keep the token for the
		// node's gateway at this address).
		if err := c.ProveNode(ctx, node); err != nil {
			return nil, fmt.Errorf("no gateway token signed for %s: %w", c.Base(), err)
		}
	}
	key, err := g.unlock(f.account)
	if err != nil {
		return nil, err
	}
	if node == (common.Address{}) {
		node = key.Address() // --url without a token: a gateway of this wallet's node
	}
	tok, err := auth.NewToken(key.Address(), node, gw.BaseURL, chainID, time.Now(), llmTokenTTL)
	if err != nil {
		return nil, usageError{err}
	}
	if gw.Token, err = auth.SignToken(tok, key.ECDSA()); err != nil {
		return nil, fmt.Errorf("sign gateway token: %w", err)
	}
	return gw, nil
}

// gatewayErr says in one line why the gateway did not answer: not
// reachable, the token refused, or its own error message.
func gatewayErr(gw *sdk.Gateway, err error) error {
	var ge *sdk.GatewayError
	var ne net.Error
	var oe *net.OpError
	switch {
	case errors.As(err, &ge) && ge.Status == 401:
		return fmt.Errorf("the gateway at %s refused the token: %s (mint one with `tensora api token`, or leave --token unset)", gw.BaseURL, ge.Message)
	case errors.As(err, &ge) && ge.Status == 0:
		return fmt.Errorf("the job failed mid-stream: %s", ge.Message)
	case errors.As(err, &ge):
		return fmt.Errorf("the gateway refused the request: %s (HTTP %d)", ge.Message, ge.Status)
	case errors.As(err, &oe), errors.As(err, &ne):
		return fmt.Errorf("no gateway answers at %s: is the node running? (%w)", gw.BaseURL, err)
	}
	return err
}

// llmChatOut is `llm chat --json`.
type llmChatOut struct {
	Model string `json:"model"`
	*sdk.ChatResult
}

func newLLMChatCmd(g *globals) *cobra.Command {
	var (
		f             llmFlags
		model, system string
		maxTokens     int
		stops         []string
		price, maxFee string
		timeout       time.Duration
	)
	cmd := &cobra.Command{
		Use:   "chat --model <cid> <prompt>",
		Short: "Send one chat prompt to a model the network serves; the answer streams to the terminal",
		Long: `Posts the prompt as an LLM job through the OpenAI-compatible gateway of the
node running on --datadir (POST /v1/chat/completions with stream: true) and
prints the answer's tokens as they arrive, then one line on stderr with the
usage (prompt and completion tokens), the fee settled, the job and the miner.
With --json nothing streams: the text and usage come as one JSON object.

The model is a model CID, as ` + "`tensora llm models`" + ` lists them. The node's wallet
pays per token: --price-per-1k offers a price per 1,000 tokens and --max-fee
caps the job (amounts of TORA; default: the node's). The gateway's token is
minted with this wallet for a few minutes, unless --token or $` + llmTokenEnv + `
gives one. A prompt of "-" is read from stdin.

` + gibberishNote,
		Example: `  tensora llm models
  tensora llm chat --model bafkrei... "Tell me about the network"
  tensora llm chat --model bafkrei... --system "Answer briefly" --max-tokens 64 "Why is the sky blue?"
  echo "Hello" | tensora llm chat --model bafkrei... --json -`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if model == "" {
				return usageError{errors.New("--model is required: a model CID (`tensora llm models` lists them)")}
			}
			if maxTokens < 1 {
				return usageError{fmt.Errorf("--max-tokens %d: want at least 1", maxTokens)}
			}
			prompt := strings.Join(args, " ")
			if prompt == "-" {
				b, err := io.ReadAll(io.LimitReader(cmd.InOrStdin(), 1<<20))
				if err != nil {
					return fmt.Errorf("read the prompt from stdin: %w", err)
				}
				prompt = strings.TrimSpace(string(b))
			}
			if prompt == "" {
				return usageError{errors.New("the prompt is empty")}
			}
			ctx, cancel := context.WithTimeout(cmd.Context(), timeout)
			defer cancel()
			gw, err := f.gateway(ctx, g)
			if err != nil {
				return err
			}
			req := sdk.ChatRequest{Model: model, MaxTokens: maxTokens, Stop: stops, PricePer1k: price, MaxFee: maxFee}
			if system != "" {
				req.Messages = append(req.Messages, sdk.ChatMessage{Role: "system", Content: system})
			}
			req.Messages = append(req.Messages, sdk.ChatMessage{Role: "user", Content: prompt})
			out := cmd.OutOrStdout()
			var onText func(string) error
			streamed := false
			if !g.jsonOut {
				onText = func(s string) error {
					streamed = true
					_, err := io.WriteString(out, s)
					return err
				}
			}
			res, err := gw.ChatStream(ctx, req, onText)
			if streamed {
				fmt.Fprintln(out)
			}
			if errors.Is(err, sdk.ErrModelNotFound) {
				return modelNotFound(ctx, gw, model)
			}
			if err != nil {
				return gatewayErr(gw, err)
			}
			if g.jsonOut {
				return printJSON(out, llmChatOut{Model: model, ChatResult: res})
			}
			fmt.Fprintln(cmd.ErrOrStderr(), usageLine(res))
			return nil
		},
	}
	f.register(cmd)
	fl := cmd.Flags()
	fl.StringVar(&model, "model", "", "the model's CID ('tensora llm models' lists them)")
	fl.StringVar(&system, "system", "", "a system message before the prompt")
	fl.IntVar(&maxTokens, "max-tokens", 128, "most completion tokens to generate (the fee is per token)")
	fl.StringSliceVar(&stops, "stop", nil, "stop sequence (repeatable, at most 4)")
	fl.StringVar(&price, "price-per-1k", "", "TORA offered per 1,000 tokens (default: the node's)")
	fl.StringVar(&maxFee, "max-fee", "", "most TORA the job may cost (default: the node's)")
	fl.DurationVar(&timeout, "timeout", 5*time.Minute, "give up after this long")
	return cmd
}

// usageLine is the summary after a streamed answer.
func usageLine(r *sdk.ChatResult) string {
	s := fmt.Sprintf("%d tokens (%d prompt, %d completion), finish %s", r.Usage.TotalTokens, r.Usage.PromptTokens, r.Usage.CompletionTokens, orDash(r.FinishReason))
	if r.Fee != "" {
		s += ", fee " + r.Fee + " TORA"
	}
	if r.JobID != "" {
		s += ", job " + r.JobID
	}
	if r.Miner != "" {
		s += ", miner " + r.Miner
	}
	return s
}

// modelNotFound is the error for a model no miner serves, naming those
// that are on offer.
func modelNotFound(ctx context.Context, gw *sdk.Gateway, model string) error {
	ms, err := gw.Models(ctx)
	if err != nil {
		return fmt.Errorf("model %s: no miner serves it (and listing the models failed: %w)", model, gatewayErr(gw, err))
	}
	if len(ms) == 0 {
		return fmt.Errorf("model %s: no miner serves it, and none serves any LLM now (a miner starts with `tensora miner start --engine ollama --model <file|cid>`)", model)
	}
	ids := make([]string, len(ms))
	for i, m := range ms {
		ids[i] = m.ID
	}
	return fmt.Errorf("model %s: no miner serves it; on offer: %s", model, strings.Join(ids, ", "))
}

func newLLMModelsCmd(g *globals) *cobra.Command {
	var f llmFlags
	cmd := &cobra.Command{
		Use:   "models",
		Short: "List the LLM models miners serve now (GET /v1/models on the node's gateway)",
		Long: `Lists the LLM models that live miner adverts serve, as the node's
OpenAI-compatible gateway sees them: each model's CID (what ` + "`tensora llm chat\n--model`" + ` and OpenAI clients pass as "model") and how many miners serve it.

` + gibberishNote,
		Example: `  tensora llm models
  tensora llm models --json | jq -r '.[].id'`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			gw, err := f.gateway(ctx, g)
			if err != nil {
				return err
			}
			ms, err := gw.Models(ctx)
			if err != nil {
				return gatewayErr(gw, err)
			}
			if g.jsonOut {
				return printJSON(cmd.OutOrStdout(), ms)
			}
			if len(ms) == 0 {
				fmt.Fprintln(cmd.ErrOrStderr(), "no miner serves an LLM model now")
				return nil
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "MODEL\tMINERS\tMIN PRICE/1K TOKENS")
			for _, m := range ms {
				fmt.Fprintf(tw, "%s\t%d\t%s\n", m.ID, m.Tensora.Miners, orDash(m.Tensora.MinPricePer1k))
			}
			return tw.Flush()
		},
	}
	f.register(cmd)
	return cmd
}
