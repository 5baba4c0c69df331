package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sort"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// BenchmarkOllamaEngineVsDirect measures the engine's path (request
// building, the server call, decoding) against a direct HTTP call to the
// same warm server with the same body, interleaved in one run so load on
// the machine affects both alike (P9's ratio, on the ollama stand-in).
// It reports the medians and their ratio.
func BenchmarkOllamaEngineVsDirect(b *testing.B) {
	e := startOllama(b, 1)
	ctx := context.Background()
	req := ChatRequest{Messages: []Message{{Role: "user", Content: "Say something."}}, MaxTokens: 64}
	raw, err := json.Marshal(e.body(req, false))
	if err != nil {
		b.Fatal(err)
	}
	hc := &http.Client{}
	defer hc.CloseIdleConnections()
	url := e.BaseURL() + "/v1/chat/completions"
	direct := func() {
		resp, err := hc.Post(url, "application/json", bytes.NewReader(raw))
		if err != nil {
			b.Fatal(err)
		}
		var out map[string]any
		err = json.NewDecoder(resp.Body).Decode(&out)
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if err != nil || resp.StatusCode != http.StatusOK {
			b.Fatalf("direct: %v %d", err, resp.StatusCode)
		}
	}
	viaEngine := func() {
		if _, err := e.Run(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
	direct()
	viaEngine()
	var de, dd []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		first, second, a, c := viaEngine, direct, &de, &dd
		if i%2 == 1 {
			first, second, a, c = direct, viaEngine, &dd, &de
		}
		t := time.Now()
		first()
		*a = append(*a, time.Since(t))
		t = time.Now()
		second()
		*c = append(*c, time.Since(t))
	}
	b.StopTimer()
	me, md := median(de), median(dd)
	b.ReportMetric(float64(me.Microseconds())/1000, "engine-ms")
	b.ReportMetric(float64(md.Microseconds())/1000, "direct-ms")
	b.ReportMetric(float64(me)/float64(md), "ratio")
}

func median(ds []time.Duration) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

// BenchmarkOllamaThroughput is one miner's tokens per second on the tiny
// model as concurrent requests grow, the server batching them (as many
// slots as requests, one CPU thread).
func BenchmarkOllamaThroughput(b *testing.B) {
	for _, conc := range []int{1, 2, 4} {
		b.Run(fmt.Sprintf("concurrent=%d", conc), func(b *testing.B) {
			e := startOllama(b, conc)
			ctx := context.Background()
			req := ChatRequest{Messages: []Message{{Role: "user", Content: "Say something."}}, MaxTokens: 64}
			if _, err := e.Run(ctx, req); err != nil {
				b.Fatal(err)
			}
			var tokens atomic.Int64
			next := atomic.Int64{}
			b.ResetTimer()
			start := time.Now()
			var wg sync.WaitGroup
			for w := 0; w < conc; w++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for next.Add(1) <= int64(b.N) {
						res, err := e.Run(ctx, req)
						if err != nil {
							b.Error(err)
							return
						}
						tokens.Add(int64(res.Usage.CompletionTokens))
					}
				}()
			}
			wg.Wait()
			b.ReportMetric(float64(tokens.Load())/time.Since(start).Seconds(), "tokens/s")
		})
	}
}
