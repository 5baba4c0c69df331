package gateway_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	goopenai "github.com/sashabaranov/go-openai"

	"github.com/tensora/tensora/api/gateway"
	"github.com/tensora/tensora/types/tora"
)

// client is a stock OpenAI Go client (github.com/sashabaranov/go-openai)
// pointed at the gateway, as a user would configure it: base URL and key.
func client(base, key string) *goopenai.Client {
	cfg := goopenai.DefaultConfig(key)
	cfg.BaseURL = base + "/v1"
	return goopenai.NewClientWithConfig(cfg)
}

func TestChatWithStockClient(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	fake := newFake("Hel", "lo", ", world")
	base := startGateway(t, fake, nil)
	resp, err := client(base, goodToken).CreateChatCompletion(ctx, goopenai.ChatCompletionRequest{
		Model: "bafkmodel",
		Messages: []goopenai.ChatCompletionMessage{
			{Role: goopenai.ChatMessageRoleDeveloper, Content: "Be brief."},
			{Role: goopenai.ChatMessageRoleUser, MultiContent: []goopenai.ChatMessagePart{{Type: goopenai.ChatMessagePartTypeText, Text: "Say"}, {Type: goopenai.ChatMessagePartTypeText, Text: "hello"}}},
		},
		MaxTokens: 3,
		Stop:      []string{"\n"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(resp.ID, "chatcmpl-") || resp.Object != "chat.completion" || resp.Model != "bafkmodel" || resp.Created != 1_764_700_000 {
		t.Fatalf("envelope: %+v", resp)
	}
	if len(resp.Choices) != 1 || resp.Choices[0].Message.Content != "Hello, world" || resp.Choices[0].Message.Role != "assistant" {
		t.Fatalf("choices: %+v", resp.Choices)
	}
	// Three tokens used of three allowed: cut by the limit.
	if resp.Choices[0].FinishReason != goopenai.FinishReasonLength {
		t.Fatalf("finish reason %q, want length", resp.Choices[0].FinishReason)
	}
	if resp.Usage.PromptTokens != 7 || resp.Usage.CompletionTokens != 3 || resp.Usage.TotalTokens != 10 {
		t.Fatalf("usage %+v", resp.Usage)
	}
	if got := resp.Header().Get("X-Tensora-Job"); got != "ab12cd" {
		t.Fatalf("X-Tensora-Job %q", got)
	}
	reqs := fake.requests()
	if len(reqs) != 1 {
		t.Fatalf("%d jobs", len(reqs))
	}
	want := []gateway.Message{{Role: "system", Content: "Be brief."}, {Role: "user", Content: "Say\nhello"}}
	if r := reqs[0]; r.Model != "bafkmodel" || !slices.Equal(r.Messages, want) || r.MaxTokens != 3 || !slices.Equal(r.Stop, []string{"\n"}) || r.Prompt != "" {
		t.Fatalf("job %+v", r)
	}
}

func TestChatStreamWithStockClient(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	fake := newFake("The ", "quick ", "brown ", "fox")
	base := startGateway(t, fake, nil)
	stream, err := client(base, goodToken).CreateChatCompletionStream(ctx, goopenai.ChatCompletionRequest{
		Model:         "bafkmodel",
		Messages:      []goopenai.ChatCompletionMessage{{Role: "user", Content: "go"}},
		StreamOptions: &goopenai.StreamOptions{IncludeUsage: true},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Close()
	var text strings.Builder
	var finish []goopenai.FinishReason
	var usage *goopenai.Usage
	for {
		chunk, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range chunk.Choices {
			text.WriteString(c.Delta.Content)
			if c.FinishReason != "" {
				finish = append(finish, c.FinishReason)
			}
		}
		if chunk.Usage != nil {
			usage = chunk.Usage
		}
	}
	if text.String() != "The quick brown fox" {
		t.Fatalf("streamed %q", text.String())
	}
	// Four tokens of the default 256: the model stopped.
	if !slices.Equal(finish, []goopenai.FinishReason{goopenai.FinishReasonStop}) {
		t.Fatalf("finish reasons %v", finish)
	}
	if usage == nil || usage.CompletionTokens != 4 || usage.TotalTokens != 11 {
		t.Fatalf("usage %+v", usage)
	}
	if r := fake.requests(); len(r) != 1 || r[0].MaxTokens != 256 {
		t.Fatalf("jobs %+v: want one, with the default 256 max tokens", r)
	}
}

// event is one server-sent event's data, strictly read.
type event struct {
	data string
}

// readEvents reads a whole SSE body strictly: every event is exactly one
// `data: ` line followed by a blank line; nothing else.
func readEvents(t *testing.T, body io.Reader) []event {
	t.Helper()
	var out []event
	sc := bufio.NewScanner(body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		data, ok := strings.CutPrefix(line, "data: ")
		if !ok {
			t.Fatalf("line %q: want `data: `", line)
		}
		if !sc.Scan() || sc.Text() != "" {
			t.Fatalf("event %q not followed by a blank line", data)
		}
		out = append(out, event{data})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// keys returns a JSON object's keys, sorted.
func keys(t *testing.T, raw json.RawMessage) []string {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func post(ctx context.Context, t *testing.T, url, token, body string) *http.Response {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// The stream's bytes, checked against OpenAI's documented chunk format
// field by field: a role chunk, content chunks, one last chunk with the
// finish reason, the usage chunk (asked for), data: [DONE].
func TestChatStreamWireFormat(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	base := startGateway(t, newFake("a", "b"), nil)
	resp := post(ctx, t, base+"/v1/chat/completions", goodToken,
		`{"model":"m","messages":[{"role":"user","content":"x"}],"stream":true,"stream_options":{"include_usage":true},"max_tokens":2}`)
	defer resp.Body.Close()
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("HTTP %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	evs := readEvents(t, resp.Body)
	if len(evs) != 6 || evs[5].data != "[DONE]" {
		t.Fatalf("events %v: want role, a, b, finish, usage, [DONE]", evs)
	}
	type choice struct {
		Index        int               `json:"index"`
		Delta        map[string]string `json:"delta"`
		Logprobs     json.RawMessage   `json:"logprobs"`
		FinishReason *string           `json:"finish_reason"`
	}
	type chunk struct {
		ID                string          `json:"id"`
		Object            string          `json:"object"`
		Created           int64           `json:"created"`
		Model             string          `json:"model"`
		SystemFingerprint *string         `json:"system_fingerprint"`
		Choices           []choice        `json:"choices"`
		Usage             json.RawMessage `json:"usage"`
		Tensora           json.RawMessage `json:"tensora"`
	}
	var cs []chunk
	for i, e := range evs[:5] {
		dec := json.NewDecoder(strings.NewReader(e.data))
		dec.DisallowUnknownFields()
		var c chunk
		if err := dec.Decode(&c); err != nil {
			t.Fatalf("event %d %s: %v", i, e.data, err)
		}
		if c.Object != "chat.completion.chunk" || c.Model != "m" || c.Created != 1_764_700_000 || !strings.HasPrefix(c.ID, "chatcmpl-") {
			t.Fatalf("event %d envelope: %s", i, e.data)
		}
		if i > 0 && c.ID != cs[0].ID {
			t.Fatalf("event %d id %s, first was %s", i, c.ID, cs[0].ID)
		}
		cs = append(cs, c)
	}
	for i := range 4 {
		if ks := keys(t, json.RawMessage(evs[i].data)); !slices.Contains(ks, "usage") || string(cs[i].Usage) != "null" {
			t.Fatalf("event %d: usage must be null until the usage chunk (include_usage): %s", i, evs[i].data)
		}
		if len(cs[i].Choices) != 1 || cs[i].Choices[0].Index != 0 || string(cs[i].Choices[0].Logprobs) != "null" {
			t.Fatalf("event %d choices: %s", i, evs[i].data)
		}
	}
	if d := cs[0].Choices[0].Delta; d["role"] != "assistant" || d["content"] != "" || len(d) != 2 || cs[0].Choices[0].FinishReason != nil {
		t.Fatalf("first chunk: %s", evs[0].data)
	}
	for i, want := range []string{"a", "b"} {
		c := cs[i+1].Choices[0]
		if c.Delta["content"] != want || len(c.Delta) != 1 || c.FinishReason != nil {
			t.Fatalf("content chunk %d: %s", i, evs[i+1].data)
		}
	}
	last := cs[3].Choices[0]
	if len(last.Delta) != 0 || last.FinishReason == nil || *last.FinishReason != "length" {
		t.Fatalf("finish chunk: %s", evs[3].data)
	}
	var ext struct {
		JobID string `json:"job_id"`
		Fee   string `json:"fee"`
	}
	if err := json.Unmarshal(cs[3].Tensora, &ext); err != nil || ext.JobID != "ab12cd" || ext.Fee != "0.025" {
		t.Fatalf("finish chunk's tensora: %s (%v)", cs[3].Tensora, err)
	}
	var u struct {
		Prompt     int `json:"prompt_tokens"`
		Completion int `json:"completion_tokens"`
		Total      int `json:"total_tokens"`
	}
	if len(cs[4].Choices) != 0 || json.Unmarshal(cs[4].Usage, &u) != nil || u.Prompt != 7 || u.Completion != 2 || u.Total != 9 {
		t.Fatalf("usage chunk: %s", evs[4].data)
	}
	if !strings.Contains(evs[4].data, `"choices":[]`) {
		t.Fatalf("usage chunk's choices must be an empty array: %s", evs[4].data)
	}

	// Without include_usage there is no usage field at all, and no usage chunk.
	resp2 := post(ctx, t, base+"/v1/chat/completions", goodToken, `{"model":"m","messages":[{"role":"user","content":"x"}],"stream":true}`)
	defer resp2.Body.Close()
	evs = readEvents(t, resp2.Body)
	if len(evs) != 5 || evs[4].data != "[DONE]" {
		t.Fatalf("events without usage: %v", evs)
	}
	for _, e := range evs[:4] {
		if slices.Contains(keys(t, json.RawMessage(e.data)), "usage") {
			t.Fatalf("usage field without include_usage: %s", e.data)
		}
	}
}

func TestCompletionsWithStockClient(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	fake := newFake("once ", "upon")
	base := startGateway(t, fake, nil)
	c := client(base, goodToken)
	resp, err := c.CreateCompletion(ctx, goopenai.CompletionRequest{Model: "bafkmodel", Prompt: "Tell me"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(resp.ID, "cmpl-") || resp.Object != "text_completion" || len(resp.Choices) != 1 || resp.Choices[0].Text != "once upon" ||
		resp.Choices[0].FinishReason != "stop" || resp.Usage == nil || resp.Usage.TotalTokens != 9 {
		t.Fatalf("completion %+v", resp)
	}
	stream, err := c.CreateCompletionStream(ctx, goopenai.CompletionRequest{Model: "bafkmodel", Prompt: []string{"Tell me"}, MaxTokens: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Close()
	var text strings.Builder
	var finish string
	for {
		ch, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if ch.Object != "text_completion" || len(ch.Choices) != 1 {
			t.Fatalf("chunk %+v", ch)
		}
		text.WriteString(ch.Choices[0].Text)
		if ch.Choices[0].FinishReason != "" {
			finish = ch.Choices[0].FinishReason
		}
	}
	if text.String() != "once upon" || finish != "length" {
		t.Fatalf("streamed %q, finish %q", text.String(), finish)
	}
	reqs := fake.requests()
	// OpenAI's completions default of 16 tokens, then the 2 asked for.
	if len(reqs) != 2 || reqs[0].Prompt != "Tell me" || reqs[0].Messages != nil || reqs[0].MaxTokens != 16 || reqs[1].MaxTokens != 2 {
		t.Fatalf("jobs %+v", reqs)
	}
}

func TestModels(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	fake := newFake()
	fake.models = []gateway.Model{
		{ID: "bafkzeta", Miners: 1},
		{ID: "bafkalpha", Miners: 3, MinPricePer1k: mustTORA(t, "0.002"), Created: time.Unix(1_764_000_000, 0)},
	}
	base := startGateway(t, fake, nil)
	c := client(base, goodToken)
	list, err := c.ListModels(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, m := range list.Models {
		ids = append(ids, m.ID)
		if m.Object != "model" || m.OwnedBy != "tensora" {
			t.Fatalf("model %+v", m)
		}
	}
	if !slices.Equal(ids, []string{"bafkalpha", "bafkzeta"}) || list.Models[0].CreatedAt != 1_764_000_000 {
		t.Fatalf("models %+v", list.Models)
	}
	m, err := c.GetModel(ctx, "bafkzeta")
	if err != nil || m.ID != "bafkzeta" {
		t.Fatalf("get model: %+v %v", m, err)
	}
	_, err = c.GetModel(ctx, "bafknope")
	var apiErr *goopenai.APIError
	if !errors.As(err, &apiErr) || apiErr.HTTPStatusCode != 404 || apiErr.Code != "model_not_found" {
		t.Fatalf("unknown model: %v", err)
	}
	// The network's view rides along: miners and their lowest price.
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+"/v1/models", nil)
	req.Header.Set("Authorization", "Bearer "+goodToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var raw struct {
		Object string `json:"object"`
		Data   []struct {
			Tensora struct {
				Miners int    `json:"miners"`
				Price  string `json:"min_price_per_1k_tokens"`
			} `json:"tensora"`
		} `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&raw); err != nil || raw.Object != "list" || raw.Data[0].Tensora.Miners != 3 || raw.Data[0].Tensora.Price != "0.002" {
		t.Fatalf("models JSON %+v, %v", raw, err)
	}
}

// errorShape reads an answer that must be OpenAI's error shape exactly.
func errorShape(t *testing.T, resp *http.Response) gateway.ErrorDetail {
	t.Helper()
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
		t.Fatalf("error content type %q: %s", ct, b)
	}
	if ks := keys(t, b); !slices.Equal(ks, []string{"error"}) {
		t.Fatalf("error body keys %v: %s", ks, b)
	}
	var outer struct {
		Error json.RawMessage `json:"error"`
	}
	_ = json.Unmarshal(b, &outer)
	if ks := keys(t, outer.Error); !slices.Equal(ks, []string{"code", "message", "param", "type"}) {
		t.Fatalf("error keys %v: %s", ks, b)
	}
	var e gateway.ErrorBody
	if err := json.Unmarshal(b, &e); err != nil || e.Error.Message == "" || e.Error.Type == "" {
		t.Fatalf("error body %s: %v", b, err)
	}
	return e.Error
}

func TestBadRequests(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	fake := newFake("x")
	base := startGateway(t, fake, func(c *gateway.Config) { c.MaxBody = 4096 })
	const msgs = `"messages":[{"role":"user","content":"hi"}]`
	chat := func(extra string) string { return `{"model":"m",` + msgs + extra + `}` }
	cases := []struct {
		name   string
		method string
		path   string
		body   string
		status int
		param  string // "" for null
		code   string
	}{
		// Not JSON.
		{"malformed", "POST", "/v1/chat/completions", `{"model":`, 400, "", "invalid_json"},
		// JSON, not an object.
		{"array body", "POST", "/v1/chat/completions", `[1]`, 400, "", "invalid_json"},
		// A parameter OpenAI does not have: refused as OpenAI refuses it.
		{"unknown", "POST", "/v1/chat/completions", chat(`,"foo":1`), 400, "foo", "unknown_parameter"},
		// More than one choice.
		{"n=2", "POST", "/v1/chat/completions", chat(`,"n":2`), 400, "n", "unsupported_parameter"},
		// Tools.
		{"tools", "POST", "/v1/chat/completions", chat(`,"tools":[{"type":"function","function":{"name":"f"}}]`), 400, "tools", "unsupported_parameter"},
		{"tool_choice required", "POST", "/v1/chat/completions", chat(`,"tool_choice":"required"`), 400, "tool_choice", "unsupported_parameter"},
		{"logprobs", "POST", "/v1/chat/completions", chat(`,"logprobs":true`), 400, "logprobs", "unsupported_parameter"},
		{"json mode", "POST", "/v1/chat/completions", chat(`,"response_format":{"type":"json_object"}`), 400, "response_format", "unsupported_parameter"},
		{"audio", "POST", "/v1/chat/completions", chat(`,"audio":{"voice":"alloy"}`), 400, "audio", "unsupported_parameter"},
		// An image in a message.
		{"image", "POST", "/v1/chat/completions", `{"model":"m","messages":[{"role":"user","content":[{"type":"image_url","image_url":{"url":"x"}}]}]}`, 400, "messages[0].content[0].type", "unsupported_parameter"},
		{"tool role", "POST", "/v1/chat/completions", `{"model":"m","messages":[{"role":"tool","content":"x","tool_call_id":"1"}]}`, 400, "messages[0].role", "unsupported_parameter"},
		{"bad role", "POST", "/v1/chat/completions", `{"model":"m","messages":[{"role":"wizard","content":"x"}]}`, 400, "messages[0].role", "invalid_value"},
		{"no role", "POST", "/v1/chat/completions", `{"model":"m","messages":[{"content":"x"}]}`, 400, "messages[0].role", "missing_required_parameter"},
		{"no model", "POST", "/v1/chat/completions", `{` + msgs + `}`, 400, "model", "missing_required_parameter"},
		{"model not a string", "POST", "/v1/chat/completions", `{"model":7,` + msgs + `}`, 400, "model", "invalid_type"},
		{"no messages", "POST", "/v1/chat/completions", `{"model":"m"}`, 400, "messages", "missing_required_parameter"},
		{"empty messages", "POST", "/v1/chat/completions", `{"model":"m","messages":[]}`, 400, "messages", "empty_array"},
		{"max_tokens 0", "POST", "/v1/chat/completions", chat(`,"max_tokens":0`), 400, "max_tokens", "integer_below_min_value"},
		{"max_tokens huge", "POST", "/v1/chat/completions", chat(`,"max_tokens":100000`), 400, "max_tokens", "integer_above_max_value"},
		{"max_completion_tokens", "POST", "/v1/chat/completions", chat(`,"max_completion_tokens":1.5`), 400, "max_completion_tokens", "invalid_type"},
		{"stream_options alone", "POST", "/v1/chat/completions", chat(`,"stream_options":{"include_usage":true}`), 400, "stream_options", "invalid_value"},
		{"stream not bool", "POST", "/v1/chat/completions", chat(`,"stream":"yes"`), 400, "stream", "invalid_type"},
		{"five stops", "POST", "/v1/chat/completions", chat(`,"stop":["a","b","c","d","e"]`), 400, "stop", "array_above_max_length"},
		{"bad max fee", "POST", "/v1/chat/completions", chat(`,"tensora":{"max_fee":"-1"}`), 400, "tensora.max_fee", "invalid_value"},
		{"zero max fee", "POST", "/v1/chat/completions", chat(`,"tensora":{"max_fee":"0"}`), 400, "tensora.max_fee", "invalid_value"},
		{"unknown extension", "POST", "/v1/chat/completions", chat(`,"tensora":{"tip":"1"}`), 400, "tensora", "invalid_value"},
		// Completions: one text prompt.
		{"two prompts", "POST", "/v1/completions", `{"model":"m","prompt":["a","b"]}`, 400, "prompt", "unsupported_parameter"},
		{"token prompt", "POST", "/v1/completions", `{"model":"m","prompt":[1,2,3]}`, 400, "prompt", "unsupported_parameter"},
		{"no prompt", "POST", "/v1/completions", `{"model":"m"}`, 400, "prompt", "missing_required_parameter"},
		{"echo", "POST", "/v1/completions", `{"model":"m","prompt":"a","echo":true}`, 400, "echo", "unsupported_parameter"},
		{"suffix", "POST", "/v1/completions", `{"model":"m","prompt":"a","suffix":"z"}`, 400, "suffix", "unsupported_parameter"},
		{"best_of", "POST", "/v1/completions", `{"model":"m","prompt":"a","best_of":3}`, 400, "best_of", "unsupported_parameter"},
		// messages on the completions call is not a parameter there.
		{"messages on completions", "POST", "/v1/completions", `{"model":"m","prompt":"a",` + msgs + `}`, 400, "messages", "unknown_parameter"},
		// Over MaxBody.
		{"too large", "POST", "/v1/chat/completions", chat(`,"user":"` + strings.Repeat("x", 5000) + `"`), 413, "", "request_too_large"},
		// Routes.
		{"wrong method", "GET", "/v1/chat/completions", "", 405, "", "method_not_allowed"},
		{"unknown route", "POST", "/v1/embeddings", `{}`, 404, "", "unknown_url"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req, _ := http.NewRequestWithContext(ctx, c.method, base+c.path, strings.NewReader(c.body))
			req.Header.Set("Authorization", "Bearer "+goodToken)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			e := errorShape(t, resp)
			param := ""
			if e.Param != nil {
				param = *e.Param
			}
			if resp.StatusCode != c.status || param != c.param || e.Code == nil || *e.Code != c.code {
				t.Fatalf("HTTP %d param %q code %v (%s), want %d %q %q", resp.StatusCode, param, deref(e.Code), e.Message, c.status, c.param, c.code)
			}
		})
	}
	if r := fake.requests(); len(r) != 0 {
		t.Fatalf("bad requests reached the network: %+v", r)
	}
}

func deref(p *string) string {
	if p == nil {
		return "<nil>"
	}
	return *p
}

// Sampler settings are pinned by the network: accepted, ignored, and the
// answer says which had no effect. The extension's fee and price reach
// the job.
func TestIgnoredParamsAndExtension(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	fake := newFake("ok")
	base := startGateway(t, fake, nil)
	resp := post(ctx, t, base+"/v1/chat/completions", goodToken,
		`{"model":"m","messages":[{"role":"user","content":"hi"}],"temperature":0.7,"top_p":0.9,"seed":null,"n":1,"tools":[],"tool_choice":"auto","logprobs":false,`+
			`"tensora":{"max_fee":"0.5","price_per_1k_tokens":"0.01","subnet":2}}`)
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("HTTP %d %s", resp.StatusCode, b)
	}
	if got := resp.Header.Get("X-Tensora-Ignored"); got != "temperature,top_p" {
		t.Fatalf("X-Tensora-Ignored %q", got)
	}
	r := fake.requests()
	if len(r) != 1 || r[0].MaxFee == nil || r[0].MaxFee.String() != "500000000000000000" || r[0].PricePer1k.String() != "10000000000000000" || r[0].Subnet != 2 {
		t.Fatalf("job %+v", r)
	}
	var out gateway.ChatCompletion
	if err := json.Unmarshal(b, &out); err != nil || out.Tensora == nil || out.Tensora.Miner == "" || out.Tensora.Fee != "0.025" {
		t.Fatalf("answer %s (%v)", b, err)
	}
}

// The backend's errors keep their meaning on the wire.
func TestJobErrors(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for _, c := range []struct {
		err    error
		status int
		typ    string
		code   string
		msg    string // what the message must say
	}{
		{fmt.Errorf("post: %w", gateway.ErrUnknownModel), 404, "invalid_request_error", "model_not_found", "`m` does not exist"},
		{fmt.Errorf("%w: prompt too long", gateway.ErrBadRequest), 400, "invalid_request_error", "invalid_request", "prompt too long"},
		{fmt.Errorf("%w: need 0.5, have 0.1", gateway.ErrInsufficientFunds), 402, "insufficient_quota", "insufficient_escrow", "need 0.5"},
		{fmt.Errorf("%w: 3 declined", gateway.ErrNoMiner), 503, "server_error", "no_miner", "3 declined"},
		{errors.New("result failed verification"), 502, "server_error", "job_failed", "failed verification"},
	} {
		fake := newFake("x")
		fake.err = c.err
		base := startGateway(t, fake, nil)
		for _, stream := range []string{"false", "true"} {
			resp := post(ctx, t, base+"/v1/chat/completions", goodToken, `{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":`+stream+`}`)
			e := errorShape(t, resp)
			if resp.StatusCode != c.status || e.Type != c.typ || deref(e.Code) != c.code || !strings.Contains(e.Message, c.msg) {
				t.Errorf("%v (stream %s): HTTP %d %s %s %q", c.err, stream, resp.StatusCode, e.Type, deref(e.Code), e.Message)
			}
		}
	}
	// The stock client reads them as API errors.
	fake := newFake("x")
	fake.err = gateway.ErrInsufficientFunds
	_, err := client(startGateway(t, fake, nil), goodToken).CreateChatCompletion(ctx, goopenai.ChatCompletionRequest{Model: "m", Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "hi"}}})
	var apiErr *goopenai.APIError
	if !errors.As(err, &apiErr) || apiErr.HTTPStatusCode != 402 || apiErr.Type != "insufficient_quota" {
		t.Fatalf("stock client: %v", err)
	}
}

// An error after tokens went out is an error event (no [DONE]), which a
// stock client raises.
func TestErrorMidStream(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	fake := newFake("one ", "two ", "three")
	fake.err, fake.failAfter = errors.New("miner vanished"), 2
	base := startGateway(t, fake, nil)
	resp := post(ctx, t, base+"/v1/chat/completions", goodToken, `{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":true}`)
	evs := readEvents(t, resp.Body)
	resp.Body.Close()
	if len(evs) != 4 || !strings.HasPrefix(evs[3].data, `{"error":{`) || !strings.Contains(evs[3].data, "miner vanished") {
		t.Fatalf("events %v: want role, one, two, error", evs)
	}
	stream, err := client(base, goodToken).CreateChatCompletionStream(ctx, goopenai.ChatCompletionRequest{Model: "m", Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "hi"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Close()
	var text string
	for {
		ch, err := stream.Recv()
		if err != nil {
			if errors.Is(err, io.EOF) || !strings.Contains(err.Error(), "miner vanished") {
				t.Fatalf("stock client after %q: %v, want the job's error", text, err)
			}
			break
		}
		for _, c := range ch.Choices {
			text += c.Delta.Content
		}
	}
	if text != "one two " {
		t.Fatalf("streamed %q before the error", text)
	}
}

func TestAuthFirst(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	fake := newFake("x")
	for _, b := range []gateway.Backend{fake, nil} {
		base := startGateway(t, b, nil)
		for _, tok := range []string{"", "wrong"} {
			for _, path := range []string{"/v1/chat/completions", "/v1/models", "/v1/nope"} {
				method := "POST"
				if path == "/v1/models" {
					method = "GET"
				}
				req, _ := http.NewRequestWithContext(ctx, method, base+path, strings.NewReader(`{"model":"m","messages":[{"role":"user","content":"hi"}]}`))
				if tok != "" {
					req.Header.Set("Authorization", "Bearer "+tok)
				}
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				e := errorShape(t, resp)
				if resp.StatusCode != 401 || deref(e.Code) != "invalid_api_key" || e.Type != "invalid_request_error" {
					t.Fatalf("token %q %s: HTTP %d %+v", tok, path, resp.StatusCode, e)
				}
			}
		}
	}
	if len(fake.requests()) != 0 {
		t.Fatal("an unauthorized request reached the backend")
	}
	// A gateway built without an Authorize refuses everyone.
	srv := startGateway(t, fake, func(c *gateway.Config) { c.Authorize = nil })
	resp := post(ctx, t, srv+"/v1/chat/completions", goodToken, `{}`)
	if errorShape(t, resp); resp.StatusCode != 401 {
		t.Fatalf("no Authorize: HTTP %d", resp.StatusCode)
	}
}

// A node built without an LLM client answers 503, cleanly, on every call.
func TestNoBackend(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	base := startGateway(t, nil, nil)
	c := client(base, goodToken)
	_, err := c.CreateChatCompletion(ctx, goopenai.ChatCompletionRequest{Model: "m", Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "hi"}}})
	var apiErr *goopenai.APIError
	if !errors.As(err, &apiErr) || apiErr.HTTPStatusCode != 503 || apiErr.Code != "no_llm_client" || !strings.Contains(apiErr.Message, "no LLM client in this build") {
		t.Fatalf("chat: %v", err)
	}
	_, err = c.ListModels(ctx)
	if !errors.As(err, &apiErr) || apiErr.HTTPStatusCode != 503 {
		t.Fatalf("models: %v", err)
	}
	_, err = c.CreateCompletion(ctx, goopenai.CompletionRequest{Model: "m", Prompt: "x"})
	if !errors.As(err, &apiErr) || apiErr.HTTPStatusCode != 503 {
		t.Fatalf("completions: %v", err)
	}
}

// A client that goes away ends the job's wait: the backend's context is
// cancelled, streamed or not.
func TestDisconnectCancelsJob(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(fmt.Sprintf("stream=%v", stream), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			fake := newFake("first ")
			fake.hold = true
			base := startGateway(t, fake, nil)
			rctx, leave := context.WithCancel(ctx)
			body := fmt.Sprintf(`{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":%v}`, stream)
			req, _ := http.NewRequestWithContext(rctx, http.MethodPost, base+"/v1/chat/completions", strings.NewReader(body))
			req.Header.Set("Authorization", "Bearer "+goodToken)
			done := make(chan error, 1)
			go func() {
				resp, err := http.DefaultClient.Do(req)
				if err == nil {
					if stream {
						// Read the first token, then leave mid-stream.
						br := bufio.NewReader(resp.Body)
						for {
							line, rerr := br.ReadString('\n')
							if rerr != nil || strings.Contains(line, "first ") {
								break
							}
						}
						leave()
					}
					_, err = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
				}
				done <- err
			}()
			select {
			case <-fake.started:
			case <-ctx.Done():
				t.Fatal("the job never started")
			}
			if !stream {
				leave()
			}
			select {
			case err := <-fake.ended:
				if !errors.Is(err, context.Canceled) {
					t.Fatalf("the job's wait ended with %v, want cancelled", err)
				}
			case <-ctx.Done():
				t.Fatal("the client left, and the job's wait went on")
			}
			<-done
		})
	}
}

// A job that outlasts the gateway's timeout is a 504.
func TestTimeout(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	fake := newFake()
	fake.hold = true
	base := startGateway(t, fake, func(c *gateway.Config) { c.Timeout = 50 * time.Millisecond })
	resp := post(ctx, t, base+"/v1/chat/completions", goodToken, `{"model":"m","messages":[{"role":"user","content":"hi"}]}`)
	e := errorShape(t, resp)
	if resp.StatusCode != 504 || deref(e.Code) != "timeout" {
		t.Fatalf("HTTP %d %+v", resp.StatusCode, e)
	}
	if err := <-fake.ended; !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("job's wait ended with %v", err)
	}
}

func mustTORA(t *testing.T, s string) *big.Int {
	t.Helper()
	v, err := tora.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
