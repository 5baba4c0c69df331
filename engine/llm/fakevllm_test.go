package llm

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// fakevllm is a FAKE OpenAI-compatible server standing in for `vllm
// serve`, which cannot run on machines without a GPU and vLLM. It accepts
// exactly the command line the vllm profile builds (an unknown flag exits
// 2), reports what it was started with on /fake/info, answers /health only
// after a short "loading" delay, and generates deterministic fake tokens
// (ids derived from the prompt) with vLLM's token id fields, streamed as
// server-sent events; /tokenize, /detokenize and /v1/completions with
// prompt_logprobs answer as vLLM's do for a prefill check, consistently
// with the fake's own generation (prompt bytes are ids 2000+, completion
// tokens ids below 1000, printed "t<id> "). POST /fake/sick makes its health fail from then on
// while it keeps running (a hung server). It checks that every sampler setting was sent. It
// says nothing about vLLM's own behaviour: it only exercises the engine's
// process management and protocol handling.
const (
	fakeVLLMEnv = "TENSORA_FAKE_VLLM"
	// fakeExitEnv makes the fake exit at once (a server that cannot start).
	fakeExitEnv = "TENSORA_FAKE_VLLM_EXIT"
	// fakeDelayEnv is the fake's time per token in milliseconds.
	fakeDelayEnv = "TENSORA_FAKE_VLLM_TOKEN_MS"
	// fakeCrashPrompt in a message makes the fake exit mid-request.
	fakeCrashPrompt = "FAKE-CRASH"
	// fakeVersion is what the fake's /version answers.
	fakeVersion = "fake-vllm-0.0"
)

type fakeInfo struct {
	Args           []string `json:"args"`
	BatchInvariant string   `json:"batch_invariant"`
	PID            int      `json:"pid"`
	Requests       int      `json:"requests"`
}

func runFakeVLLM(args []string) int {
	if os.Getenv(fakeExitEnv) != "" {
		fmt.Fprintln(os.Stderr, "fakevllm: told to fail")
		return 3
	}
	if len(args) < 2 || args[0] != "serve" {
		fmt.Fprintln(os.Stderr, "fakevllm: usage: serve <model> [flags]")
		return 2
	}
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	host := fs.String("host", "", "")
	port := fs.Int("port", 0, "")
	name := fs.String("served-model-name", "", "")
	fs.Int64("seed", -1, "")
	maxLen := fs.Int("max-model-len", 0, "")
	fs.Int("max-num-seqs", 0, "")
	fs.Int("tensor-parallel-size", 0, "")
	fs.String("generation-config", "", "")
	if err := fs.Parse(args[2:]); err != nil {
		return 2
	}
	if _, err := os.Stat(args[1]); err != nil || *name == "" || *port == 0 || *host != "127.0.0.1" {
		fmt.Fprintln(os.Stderr, "fakevllm: bad model dir, name, host or port")
		return 2
	}
	delay := time.Duration(0)
	if ms, err := strconv.Atoi(os.Getenv(fakeDelayEnv)); err == nil {
		delay = time.Duration(ms) * time.Millisecond
	}
	info := fakeInfo{Args: args, BatchInvariant: os.Getenv("VLLM_BATCH_INVARIANT"), PID: os.Getpid()}
	loaded := time.Now().Add(200 * time.Millisecond)
	reqs := make(chan struct{}, 1<<16)
	mux := http.NewServeMux()
	var sick atomic.Bool
	mux.HandleFunc("POST /fake/sick", func(w http.ResponseWriter, r *http.Request) { sick.Store(true) })
	mux.HandleFunc("GET /health", func(w http.ResponseWriter, r *http.Request) {
		if time.Now().Before(loaded) || sick.Load() {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
	})
	mux.HandleFunc("GET /version", func(w http.ResponseWriter, r *http.Request) {
		_ = json.NewEncoder(w).Encode(map[string]string{"version": fakeVersion})
	})
	mux.HandleFunc("GET /fake/info", func(w http.ResponseWriter, r *http.Request) {
		i := info
		i.Requests = len(reqs)
		_ = json.NewEncoder(w).Encode(i)
	})
	mux.HandleFunc("POST /v1/chat/completions", func(w http.ResponseWriter, r *http.Request) {
		reqs <- struct{}{}
		fakeChat(w, r, *name, *maxLen, delay)
	})
	mux.HandleFunc("POST /tokenize", func(w http.ResponseWriter, r *http.Request) { fakeTokenize(w, r, *name) })
	mux.HandleFunc("POST /detokenize", func(w http.ResponseWriter, r *http.Request) { fakeDetokenize(w, r, *name) })
	mux.HandleFunc("POST /v1/completions", func(w http.ResponseWriter, r *http.Request) {
		reqs <- struct{}{}
		fakePrefill(w, r, *name)
	})
	l, err := net.Listen("tcp", fmt.Sprintf("%s:%d", *host, *port))
	if err != nil {
		fmt.Fprintln(os.Stderr, "fakevllm:", err)
		return 1
	}
	srv := &http.Server{Handler: mux}
	go func() {
		sig := make(chan os.Signal, 1)
		signal.Notify(sig, syscall.SIGTERM, syscall.SIGINT)
		<-sig
		_ = srv.Shutdown(context.Background())
	}()
	if err := srv.Serve(l); err != http.ErrServerClosed {
		return 1
	}
	return 0
}

func fakeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": msg, "type": "BadRequestError", "code": status}})
}

func fakeChat(w http.ResponseWriter, r *http.Request, name string, maxLen int, delay time.Duration) {
	var req struct {
		Model       string    `json:"model"`
		Messages    []Message `json:"messages"`
		MaxTokens   int       `json:"max_tokens"`
		Temperature *float64  `json:"temperature"`
		TopP        *float64  `json:"top_p"`
		TopK        *int      `json:"top_k"`
		RepPenalty  *float64  `json:"repetition_penalty"`
		Seed        *int64    `json:"seed"`
		Stream      bool      `json:"stream"`
		TokenIDs    bool      `json:"return_token_ids"`
		Options     *struct {
			IncludeUsage bool `json:"include_usage"`
		} `json:"stream_options"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		fakeError(w, http.StatusBadRequest, err.Error())
		return
	}
	switch {
	case req.Model != name:
		fakeError(w, http.StatusNotFound, fmt.Sprintf("The model `%s` does not exist.", req.Model))
		return
	case req.Temperature == nil || req.TopP == nil || req.TopK == nil || req.RepPenalty == nil || req.Seed == nil:
		fakeError(w, http.StatusBadRequest, "fakevllm: a sampler setting was not sent")
		return
	case req.MaxTokens > maxLen:
		fakeError(w, http.StatusBadRequest, fmt.Sprintf("max_tokens %d exceeds the context %d", req.MaxTokens, maxLen))
		return
	}
	prompt := fakeRender(req.Messages)
	if strings.Contains(prompt, fakeCrashPrompt) {
		os.Exit(4) // a prompt that crashes the server, every time
	}
	promptIDs := fakeBytes(prompt)
	ids := make([]int, req.MaxTokens)
	for i := range ids {
		ids[i] = fakeNext(prompt, i)
	}
	piece := fakePiece
	usage := map[string]int{"prompt_tokens": len(promptIDs), "completion_tokens": len(ids)}
	if !req.Stream {
		var text strings.Builder
		for _, id := range ids {
			text.WriteString(piece(id))
		}
		time.Sleep(delay * time.Duration(len(ids)))
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"object":           "chat.completion",
			"prompt_token_ids": promptIDs,
			"choices": []any{map[string]any{"index": 0, "finish_reason": "length", "token_ids": ids,
				"message": map[string]any{"role": "assistant", "content": text.String()}}},
			"usage": usage,
		})
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	fl, _ := w.(http.Flusher)
	send := func(v any) {
		b, _ := json.Marshal(v)
		fmt.Fprintf(w, "data: %s\n\n", b)
		if fl != nil {
			fl.Flush()
		}
	}
	send(map[string]any{"object": "chat.completion.chunk", "prompt_token_ids": promptIDs,
		"choices": []any{map[string]any{"index": 0, "delta": map[string]any{"role": "assistant", "content": ""}}}})
	for i, id := range ids {
		time.Sleep(delay)
		var finish any
		if i == len(ids)-1 {
			finish = "length"
		}
		send(map[string]any{"object": "chat.completion.chunk",
			"choices": []any{map[string]any{"index": 0, "finish_reason": finish, "token_ids": []int{id},
				"delta": map[string]any{"content": piece(id)}}}})
	}
	if req.Options != nil && req.Options.IncludeUsage {
		send(map[string]any{"object": "chat.completion.chunk", "choices": []any{}, "usage": usage})
	}
	fmt.Fprint(w, "data: [DONE]\n\n")
}

// fakeRender is the fake's chat template.
func fakeRender(msgs []Message) string {
	var prompt strings.Builder
	for _, m := range msgs {
		prompt.WriteString(m.Role + ":" + m.Content + "\n")
	}
	return prompt.String()
}

// fakeBytes tokenizes text byte by byte (ids 2000+).
func fakeBytes(text string) []int {
	ids := make([]int, 0, len(text))
	for _, c := range []byte(text) {
		ids = append(ids, 2000+int(c))
	}
	return ids
}

// fakeNext is the fake model's greedy token at completion position i
// after prompt.
func fakeNext(prompt string, i int) int {
	h := fnv.New64a()
	_, _ = io.WriteString(h, prompt)
	return int((h.Sum64() + uint64(i)*2654435761) % 1000)
}

// fakeEOS is the fake's end-of-sequence token: special, so detokenizing
// skips it.
const fakeEOS = 1500

func fakePiece(id int) string { return fmt.Sprintf("t%d ", id) }

// fakeTokens tokenizes text: each "t<id> " piece (id < 1000) is its id,
// any other byte a byte token.
func fakeTokens(text string) []int {
	var ids []int
	for len(text) > 0 {
		if text[0] == 't' {
			if end := strings.IndexByte(text, ' '); end > 1 {
				if id, err := strconv.Atoi(text[1:end]); err == nil && id >= 0 && id < 1000 && fakePiece(id) == text[:end+1] {
					ids = append(ids, id)
					text = text[end+1:]
					continue
				}
			}
		}
		ids = append(ids, 2000+int(text[0]))
		text = text[1:]
	}
	return ids
}

func fakeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

func fakeTokenize(w http.ResponseWriter, r *http.Request, name string) {
	var req struct {
		Model    string    `json:"model"`
		Messages []Message `json:"messages"`
		Gen      *bool     `json:"add_generation_prompt"`
		Prompt   *string   `json:"prompt"`
		Special  *bool     `json:"add_special_tokens"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Model != name {
		fakeError(w, http.StatusBadRequest, "fakevllm: tokenize wants the model")
		return
	}
	var ids []int
	switch {
	case req.Prompt != nil && req.Special != nil && !*req.Special:
		ids = fakeTokens(*req.Prompt)
	case len(req.Messages) > 0 && req.Gen != nil && *req.Gen:
		ids = fakeBytes(fakeRender(req.Messages))
	default:
		fakeError(w, http.StatusBadRequest, "fakevllm: tokenize wants messages with add_generation_prompt, or a prompt without special tokens")
		return
	}
	fakeJSON(w, map[string]any{"tokens": ids, "count": len(ids), "max_model_len": 512})
}

func fakeDetokenize(w http.ResponseWriter, r *http.Request, name string) {
	var req struct {
		Model  string `json:"model"`
		Tokens []int  `json:"tokens"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Model != name {
		fakeError(w, http.StatusBadRequest, "fakevllm: detokenize wants the model and tokens")
		return
	}
	var text strings.Builder
	for _, id := range req.Tokens {
		switch {
		case id >= 2000:
			text.WriteByte(byte(id - 2000))
		case id >= 1000:
			// special tokens (fakeEOS) are skipped, as vLLM skips them
		default:
			text.WriteString(fakePiece(id))
		}
	}
	fakeJSON(w, map[string]any{"prompt": text.String()})
}

// fakePrefill answers a completion over a token-id prompt with
// prompt_logprobs: at each completion position the fake model's greedy
// token has rank 1; a claimed token that differs has rank 2, 3 nats below.
func fakePrefill(w http.ResponseWriter, r *http.Request, name string) {
	var req struct {
		Model  string   `json:"model"`
		Prompt []int    `json:"prompt"`
		PL     *int     `json:"prompt_logprobs"`
		Max    int      `json:"max_tokens"`
		Temp   *float64 `json:"temperature"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Model != name || req.PL == nil || req.Max != 1 || req.Temp == nil || *req.Temp != 0 {
		fakeError(w, http.StatusBadRequest, "fakevllm: a prefill wants the model, a token-id prompt, prompt_logprobs, max_tokens 1 and temperature 0")
		return
	}
	var prompt []byte
	for _, id := range req.Prompt {
		if id < 2000 {
			break
		}
		prompt = append(prompt, byte(id-2000))
	}
	lps := make([]any, len(req.Prompt))
	for i, id := range req.Prompt {
		switch {
		case i == 0:
			lps[i] = nil
		case i < len(prompt):
			lps[i] = map[string]any{strconv.Itoa(id): map[string]any{"logprob": -1.5, "rank": 1}}
		default:
			g := fakeNext(string(prompt), i-len(prompt))
			pos := map[string]any{strconv.Itoa(g): map[string]any{"logprob": -0.05, "rank": 1}}
			if id != g {
				pos[strconv.Itoa(id)] = map[string]any{"logprob": -3.05, "rank": 2}
			}
			lps[i] = pos
		}
	}
	next := fakeNext(string(prompt), len(req.Prompt)-len(prompt))
	fakeJSON(w, map[string]any{"object": "text_completion", "choices": []any{map[string]any{
		"index": 0, "text": fakePiece(next), "finish_reason": "length", "prompt_logprobs": lps}},
		"usage": map[string]int{"prompt_tokens": len(req.Prompt), "completion_tokens": 1}})
}
