package testnet

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/llm"
	"github.com/tensora/tensora/engine/llm/gguf"
)

// firstContent reads an OpenAI chat completion stream (server-sent
// events) up to the first chunk with text, returns the time it took from
// start, and drains the rest (so that the job or generation is over
// before the next request).
func firstContent(resp *http.Response, start time.Time) (time.Duration, error) {
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		return 0, fmt.Errorf("status %d: %s", resp.StatusCode, b)
	}
	br := bufio.NewReader(resp.Body)
	var first time.Duration
	for first == 0 {
		line, err := br.ReadBytes('\n')
		if err != nil {
			return 0, fmt.Errorf("no content in the stream: %w", err)
		}
		data, ok := bytes.CutPrefix(bytes.TrimSpace(line), []byte("data: "))
		if !ok || string(data) == "[DONE]" {
			continue
		}
		var c struct {
			Choices []struct {
				Delta struct {
					Content string `json:"content"`
				} `json:"delta"`
			} `json:"choices"`
			Error json.RawMessage `json:"error"`
		}
		if err := json.Unmarshal(data, &c); err != nil {
			return 0, fmt.Errorf("chunk %q: %w", data, err)
		}
		if len(c.Error) > 0 {
			return 0, fmt.Errorf("error event: %s", c.Error)
		}
		if len(c.Choices) > 0 && c.Choices[0].Delta.Content != "" {
			first = time.Since(start)
		}
	}
	rest, err := io.ReadAll(br)
	if err != nil {
		return 0, fmt.Errorf("read the rest: %w", err)
	}
	if bytes.Contains(rest, []byte(`data: {"error"`)) {
		return 0, fmt.Errorf("the stream ended in an error: %s", rest)
	}
	return first, nil
}

// BenchmarkLLMFirstTokenThroughGateway measures P10: the time to the
// first content chunk of a streamed chat completion through a node's
// OpenAI gateway and the network (the fast path: the client's standing
// offer match, the direct stream, the miner's ollama streaming its
// tokens back as DirectDelta frames) against the same request, with the
// same pinned sampler settings, straight to an ollama server of its own
// serving the same model. The two alternate in one run (each with its
// own warm server, so neither's prompt cache serves the other); it
// reports the medians and their difference.
func BenchmarkLLMFirstTokenThroughGateway(b *testing.B) {
	bin, err := llm.FindOllama()
	if err != nil {
		b.Skip(err)
	}
	model, err := gguf.Tiny(gguf.TinyConfig{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	path := filepath.Join(dir, "tiny.gguf")
	if err := os.WriteFile(path, model, 0o644); err != nil {
		b.Fatal(err)
	}
	c, err := content.CIDOf(bytes.NewReader(model))
	if err != nil {
		b.Fatal(err)
	}
	modelCID := c.String()
	start := func(sub string) *llm.Engine {
		e, err := llm.New(llm.Config{
			Server: llm.Ollama, Binary: bin, ModelCID: modelCID, ModelPath: path, Dir: filepath.Join(dir, sub),
			Sampling: llm.Sampling{Temperature: 0, TopK: 1, TopP: 1, RepeatPenalty: 1, Seed: 42, Context: 256},
			Parallel: 1, Threads: 1, HardwareClass: llm.CPUClass(), Logger: slog.New(slog.DiscardHandler),
		})
		if err != nil {
			b.Fatal(err)
		}
		if err := e.Start(context.Background()); err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { _ = e.Close() })
		return e
	}
	minerServer, directServer := start("miner"), start("direct")
	ctx := context.Background()
	net, err := Start(ctx, Config{Miners: 1, Profiles: []Profile{llmProfile("bench")}, ModelPath: path,
		NewEngine: func() (engine.Engine, error) { return llm.NewJobEngine(minerServer), nil }})
	if err != nil {
		b.Fatal(err)
	}
	defer net.Close()
	if _, err := net.AddModel(ctx); err != nil {
		b.Fatal(err)
	}
	if err := net.WaitAdverts(ctx); err != nil {
		b.Fatal(err)
	}
	gwURL, token := gatewayOn(ctx, b, net)

	const prompt, maxTokens = "Benchmark me.", 32
	gwBody, err := json.Marshal(map[string]any{"model": modelCID, "max_tokens": maxTokens, "stream": true,
		"messages": []map[string]string{{"role": "user", "content": prompt}}})
	if err != nil {
		b.Fatal(err)
	}
	directBody, err := directServer.RequestBody(llm.ChatRequest{Messages: []llm.Message{{Role: "user", Content: prompt}}, MaxTokens: maxTokens}, true)
	if err != nil {
		b.Fatal(err)
	}
	hc := &http.Client{}
	defer hc.CloseIdleConnections()
	post := func(url string, body []byte, auth string) time.Duration {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
		if err != nil {
			b.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		if auth != "" {
			req.Header.Set("Authorization", "Bearer "+auth)
		}
		t := time.Now()
		resp, err := hc.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		d, err := firstContent(resp, t)
		if err != nil {
			b.Fatalf("%s: %v", url, err)
		}
		return d
	}
	viaNet := func() time.Duration {
		return post(gwURL+"/chat/completions", gwBody, token)
	}
	direct := func() time.Duration {
		return post(directServer.BaseURL()+"/v1/chat/completions", directBody, "")
	}
	viaNet() // warm both paths: connections, the prompt caches
	direct()
	var dn, dd []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%2 == 0 {
			dn = append(dn, viaNet())
			dd = append(dd, direct())
		} else {
			dd = append(dd, direct())
			dn = append(dn, viaNet())
		}
	}
	b.StopTimer()
	mn, md := medianOf(dn), medianOf(dd)
	b.ReportMetric(float64(mn.Microseconds())/1000, "ttft-network-ms")
	b.ReportMetric(float64(md.Microseconds())/1000, "ttft-direct-ms")
	b.ReportMetric(float64((mn-md).Microseconds())/1000, "ttft-overhead-ms")
}
