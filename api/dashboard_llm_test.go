package api

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tensora/tensora/api/apitypes"
)

// The dashboard's job list shows each job's engine and an LLM job's
// tokens and charge, and the LLM miners' tokens per second, in a real
// browser: the page is served as the node serves it, over a stub of
// GET /api/v1/jobs (the other calls fail, as they may on a node, and the
// page goes on). The full dashboard on a testnet is
// testnet's TestDashboardInBrowser.
func TestDashboardShowsLLMJobs(t *testing.T) {
	bin := "/usr/bin/chromium"
	if _, err := os.Stat(bin); err != nil {
		if bin, err = exec.LookPath("chromium"); err != nil {
			t.Skip("no chromium: install Debian's chromium (.ci/run does) to run the dashboard browser tests")
		}
	}
	const (
		fast = "0x702D28fd87F8F0335C0eD1Af11FFC2fBa09D98c4"
		slow = "0x316Da4fc9003Fb17eB92E183366372bC91eeF033"
	)
	now := time.Now()
	jobs := apitypes.JobsResponse{Client: []apitypes.JobRecord{
		// Two LLM jobs on one miner: 60 completion tokens in 0.5 s.
		{ID: "aa01", Model: "bafkllm", State: "verified", Winner: fast, Engine: "llm", ExecUs: 200_000, PromptTokens: 12, CompletionTokens: 20, Charge: "32000000000000000", Posted: now},
		{ID: "aa02", Model: "bafkllm", State: "verified", Winner: fast, Engine: "llm", ExecUs: 300_000, PromptTokens: 10, CompletionTokens: 40, Posted: now},
		// One on another: 10 tokens in 1 s.
		{ID: "aa03", Model: "bafkllm", State: "verified", Winner: slow, Engine: "llm", ExecUs: 1_000_000, PromptTokens: 5, CompletionTokens: 10, Posted: now},
		// An ONNX job: no tokens, and no rate for its miner.
		{ID: "bb01", Model: "bafkonnx", State: "verified", Winner: slow, Engine: "onnx", ExecUs: 3000, Posted: now},
	}, Miner: []apitypes.MinerJob{}}
	mux := http.NewServeMux()
	mux.Handle("/", dashboard())
	mux.HandleFunc("GET /api/v1/jobs", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(jobs)
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, chromedp.ExecPath(bin), chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("headless", true), chromedp.Flag("no-sandbox", true), chromedp.Flag("disable-gpu", true),
		chromedp.Flag("no-first-run", true), chromedp.Flag("disable-background-networking", true), chromedp.NoDefaultBrowserCheck)
	defer cancelAlloc()
	bctx, cancelTab := chromedp.NewContext(actx)
	defer cancelTab()

	type row struct {
		Job    string `json:"job"`
		Engine string `json:"engine"`
		Work   string `json:"work"`
	}
	if _, err := chromedp.Run(bctx, chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(bctx, chromedp.Poll[any](`document.querySelectorAll('#llm-miners [data-llm-miner]').length === 2`,
		chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("waiting for the LLM miners' rates: %v", err)
	}
	rows, err := chromedp.Run(bctx, chromedp.Evaluate[[]row](`[...document.querySelectorAll('#jobs tr.job')].map(r => ({job: r.dataset.job,
		engine: r.querySelector('[data-engine]').dataset.engine, work: r.querySelector('[data-tokens]').innerText}))`))
	if err != nil {
		t.Fatal(err)
	}
	rates, err := chromedp.Run(bctx, chromedp.Evaluate[map[string]string](`Object.fromEntries([...document.querySelectorAll('#llm-miners [data-llm-miner]')].map(r =>
		[r.dataset.llmMiner, r.querySelector('[data-rate]').dataset.rate]))`))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]row{
		"aa01": {Engine: "llm", Work: "12+20 tok · 0.032 TORA"},
		"aa02": {Engine: "llm", Work: "10+40 tok"},
		"bb01": {Engine: "onnx", Work: "–"},
	}
	for _, r := range rows {
		w, ok := want[r.Job]
		if ok && (r.Engine != w.Engine || strings.TrimSpace(r.Work) != w.Work) {
			t.Errorf("job %s: engine %q, tokens %q; want %q, %q", r.Job, r.Engine, r.Work, w.Engine, w.Work)
		}
	}
	if len(rows) != 4 {
		t.Errorf("%d job rows, want 4: %+v", len(rows), rows)
	}
	if rates[fast] != "120.0" || rates[slow] != "10.0" {
		t.Errorf("tokens/s per miner %v, want %s 120.0 and %s 10.0", rates, fast, slow)
	}
}
