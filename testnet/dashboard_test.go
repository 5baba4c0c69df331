package testnet

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tensora/tensora/api"
	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

// findChromium is the browser the dashboard test drives: Debian's
// chromium (CI installs it), else whatever chromium is on PATH.
func findChromium(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium"
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no chromium binary at /usr/bin/chromium or on PATH: install Debian's chromium (.ci/run does) to run the dashboard browser test")
	return ""
}

// artifactDir is where tests leave files for people to look at:
// $TENSORA_ARTIFACTS (make test sets it), else a temporary directory.
func artifactDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("TENSORA_ARTIFACTS")
	if dir == "" {
		return t.TempDir()
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatalf("artifacts: %v", err)
	}
	return dir
}

// browse starts headless chromium with only the flags it needs (nothing
// that reaches the network) and returns a tab's context.
func browse(t *testing.T, ctx context.Context, bin string) (context.Context, context.CancelFunc) {
	t.Helper()
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx,
		chromedp.ExecPath(bin),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.NoDefaultBrowserCheck,
		chromedp.WindowSize(1440, 1000),
	)
	tctx, cancelTab := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	return tctx, func() { cancelTab(); cancelAlloc() }
}

// waitJS waits until expr is truthy in the page.
func waitJS(ctx context.Context, what, expr string, within time.Duration) error {
	_, err := chromedp.Run(ctx, chromedp.Poll[any](expr, chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(within)))
	if err != nil {
		return fmt.Errorf("waiting for %s (%s): %w", what, expr, err)
	}
	return nil
}

func evalJS[T any](ctx context.Context, expr string) (T, error) {
	return chromedp.Run(ctx, chromedp.Evaluate[T](expr))
}

// The dashboard in a real browser, on a running testnet with a chain: it
// lists the miners with their GPUs and CPUs, its live charts move, a job's
// timeline runs from announced to settled, an unmatched job says why no
// miner took it, and the page reconnects when the node's API restarts.
// A screenshot is left in $TENSORA_ARTIFACTS.
func TestDashboardInBrowser(t *testing.T) {
	needModel(t)
	bin := findChromium(t)
	net := startNet(t, Config{Miners: 5, Chain: true, BidWindow: 150 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	srv := api.New(net.Client, api.Config{Listen: "127.0.0.1:0"})
	if err := srv.Start(ctx); err != nil {
		t.Fatal(err)
	}
	addr := srv.Addr()
	closed := false
	defer func() {
		if !closed {
			_ = srv.Close()
		}
	}()

	bctx, stop := browse(t, ctx, bin)
	defer stop()
	if err := chromedp.Do(bctx, chromedp.Navigate(srv.URL())); err != nil {
		t.Fatalf("open dashboard: %v", err)
	}

	// The network: every miner, with its GPUs and CPU cores.
	if err := waitJS(bctx, "every miner's card", fmt.Sprintf(`document.querySelectorAll('#miners [data-miner]').length >= %d`, len(net.Miners)), 20*time.Second); err != nil {
		t.Fatal(err)
	}
	type card struct {
		Address string `json:"address"`
		GPUs    string `json:"gpus"`
		Cores   string `json:"cores"`
		Text    string `json:"text"`
	}
	cards, err := evalJS[[]card](bctx, `[...document.querySelectorAll('#miners [data-miner]')].map(e => ({address: e.dataset.miner, gpus: e.dataset.gpus, cores: e.dataset.cores, text: e.innerText}))`)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range net.Miners {
		i := slices.IndexFunc(cards, func(c card) bool { return c.Address == m.Address().Hex() })
		if i < 0 {
			t.Fatalf("miner %s missing from the page", m.Address().Hex())
		}
		c := cards[i]
		for _, g := range net.Profile(m.Address()).GPUs {
			if !strings.Contains(c.GPUs, g.Name) {
				t.Errorf("miner %s (%s): page lists GPUs %q, want %s", c.Address, net.Profile(m.Address()).Name, c.GPUs, g.Name)
			}
		}
		if len(net.Profile(m.Address()).GPUs) == 0 && c.GPUs != "" {
			t.Errorf("CPU-only miner %s shows GPUs %q", c.Address, c.GPUs)
		}
		if c.Cores == "" || c.Cores == "0" || !strings.Contains(c.Text, c.Cores+" cores") {
			t.Errorf("miner %s: CPU cores %q not shown (card: %q)", c.Address, c.Cores, c.Text)
		}
	}
	onMap, err := evalJS[[]string](bctx, `[...document.querySelectorAll('#map [data-node]')].map(e => e.dataset.node)`)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range net.Miners {
		if !slices.Contains(onMap, m.Address().Hex()) {
			t.Errorf("miner %s not on the network map (%v)", m.Address().Hex(), onMap)
		}
	}
	summary, err := evalJS[string](bctx, `document.getElementById('gpu-summary').innerText`)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(summary, "3 GPUs online") || !strings.Contains(summary, "A100") {
		t.Errorf("GPU summary %q: want 3 GPUs online, an A100 among them", summary)
	}

	// Jobs run while the charts watch: three that verify, one no miner
	// can serve.
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	type chartState struct {
		Samples int    `json:"samples"`
		Net     string `json:"net"`
		Jobs    string `json:"jobs"`
	}
	readCharts := func() chartState {
		t.Helper()
		s, err := evalJS[chartState](bctx, `(() => { const n = document.getElementById('chart-net'), j = document.getElementById('chart-jobs');
			return {samples: +n.dataset.samples, net: n.dataset.last || '', jobs: j.dataset.last || ''}; })()`)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	first := readCharts()
	rep, err := net.Run(ctx, 3)
	if err != nil {
		t.Fatalf("run: %v", err)
	}
	if !rep.OK() {
		// The page must show whatever happened; the timeline check below
		// needs one job that verified and settles.
		for _, j := range rep.Jobs {
			t.Logf("job %s %q: winner %s, verified %v, error %q", j.JobID, j.Spec, j.Profile, j.Verified, j.Error)
		}
		if rep.Verified == 0 {
			t.Fatalf("no job verified (%d ran)", len(rep.Jobs))
		}
	}
	unmatched := postUnmatched(t, ctx, net)

	// Live charts: samples keep arriving and the traffic and job series
	// move while jobs run.
	if err := waitJS(bctx, "more than 5 chart samples", `+document.getElementById('chart-net').dataset.samples > 5`, 20*time.Second); err != nil {
		t.Fatal(err)
	}
	second := readCharts()
	if second.Samples <= first.Samples || (second.Net == first.Net && second.Jobs == first.Jobs) {
		t.Fatalf("charts did not move: %+v then %+v", first, second)
	}
	// The counter follows the next sample the page receives, which on a
	// loaded machine may be a tick or two away.
	if err := waitJS(bctx, "a finished job on the jobs chart or counter",
		`Math.max(...document.getElementById('chart-jobs').dataset.last.split(',').map(Number), +document.getElementById('kpi-jobs').textContent) > 0`, 15*time.Second); err != nil {
		var ms apitypes.MetricsResponse
		merr := getJSON(ctx, srv.URL()+"api/v1/metrics", &ms)
		page, _ := evalJS[string](bctx, `document.getElementById('kpi-jobs').textContent + ' / ' + document.getElementById('chart-jobs').dataset.last`)
		t.Fatalf("%v after %d jobs ran (page shows %q; the API's latest sample: %d finished, %d events dropped, %v)",
			err, len(rep.Jobs), page, ms.Latest.JobsTotal, ms.Latest.Dropped, merr)
	}
	// GPU charts for a GPU, or a plain statement that the node has none.
	var ms apitypes.MetricsResponse
	if err := getJSON(ctx, srv.URL()+"api/v1/metrics", &ms); err != nil {
		t.Fatal(err)
	}
	gpuCard := `document.getElementById('no-gpu')`
	if len(ms.Latest.GPUs) > 0 {
		gpuCard = `document.getElementById('chart-gpu-util')`
	}
	if err := waitJS(bctx, "the GPU charts or the no-GPU notice", gpuCard, 5*time.Second); err != nil {
		t.Fatal(err)
	}

	// Settle on chain; a job's timeline then runs from announced to settled.
	if _, err := net.Settle(ctx, before); err != nil {
		t.Fatal(err)
	}
	if err := waitJS(bctx, "a settled job in the list", `document.querySelector('#jobs tr.job[data-state="settled"]')`, 30*time.Second); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(bctx, chromedp.Click(chromedp.CSS(`#jobs tr.job[data-state="settled"]`))); err != nil {
		t.Fatal(err)
	}
	if err := waitJS(bctx, "the settled job's timeline", `document.querySelector('#jobs tr.detail .timeline')`, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	steps, err := evalJS[[]string](bctx, `[...document.querySelector('#jobs tr.detail .timeline').querySelectorAll('li[data-done="1"]')].map(e => e.dataset.step)`)
	if err != nil {
		t.Fatal(err)
	}
	// A job placed from standing offers shows them where an auctioned
	// one shows its bids.
	want := []string{"announced", "offers", "assigned", "fetched", "executed", "verified", "settled"}
	auctioned := []string{"announced", "bids", "assigned", "fetched", "executed", "verified", "settled"}
	if !slices.Equal(steps, want) && !slices.Equal(steps, auctioned) {
		t.Fatalf("timeline shows %v, want %v (direct) or %v (auction)", steps, want, auctioned)
	}

	// The unmatched job says which miners were excluded and why.
	row := fmt.Sprintf(`#jobs tr.job[data-job=%q]`, unmatched)
	if err := waitJS(bctx, "the unmatched job", `document.querySelector('`+row+`')`, 10*time.Second); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(bctx, chromedp.Click(chromedp.CSS(row))); err != nil {
		t.Fatal(err)
	}
	detail := fmt.Sprintf(`#jobs tr.detail[data-detail=%q] .excl`, unmatched)
	if err := waitJS(bctx, "the unmatched job's exclusions", `document.querySelector('`+detail+`')`, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	excl, err := evalJS[string](bctx, `document.querySelector('`+detail+`').innerText`)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(excl, fmt.Sprintf("%d of %d miners excluded", len(net.Miners), len(net.Miners))) || !strings.Contains(strings.ToLower(excl), "h100") {
		t.Errorf("exclusions read %q: want all %d miners excluded, naming the wanted H100", excl, len(net.Miners))
	}

	// Let the charts show a little of the run, then keep the picture.
	if err := waitJS(bctx, "a stream that is live", `document.getElementById('stream').dataset.state === 'live'`, 5*time.Second); err != nil {
		t.Fatal(err)
	}
	png, err := chromedp.Run(bctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(artifactDir(t), "dashboard.png")
	if err := os.WriteFile(shot, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("dashboard screenshot: %s (%d bytes)", shot, len(png))

	// A miner priced above every job's fee sits idle, and its own
	// dashboard says why.
	idleMinerPage(t, ctx, bctx, net)

	// The node's API restarts: the page says so, reconnects by itself and
	// reads its state again.
	closed = true
	if err := srv.Close(); err != nil {
		t.Fatal(err)
	}
	if err := waitJS(bctx, "the reconnecting notice", `document.getElementById('stream').dataset.state === 'reconnecting'`, 10*time.Second); err != nil {
		t.Fatal(err)
	}
	srv2 := api.New(net.Client, api.Config{Listen: addr})
	if err := srv2.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer srv2.Close()
	if err := waitJS(bctx, "the stream live again", `document.getElementById('stream').dataset.state === 'live'`, 20*time.Second); err != nil {
		t.Fatal(err)
	}
	if err := waitJS(bctx, "the job list after reconnecting", `document.querySelector('#jobs tr.job[data-state="settled"]')`, 10*time.Second); err != nil {
		t.Fatal(err)
	}
}

// idleMinerPage opens the dashboard of the testnet's pricey miner (9 TORA
// a job, over every job's 5 TORA cap) in a second tab: it must explain
// why the miner is idle, naming the fee below its price.
func idleMinerPage(t *testing.T, ctx, bctx context.Context, net *Net) {
	t.Helper()
	i := slices.IndexFunc(net.Miners, func(m *node.Node) bool { return net.Profile(m.Address()).Name == "cpu-pricey" })
	if i < 0 {
		t.Fatal("no cpu-pricey miner in the testnet")
	}
	srv := api.New(net.Miners[i], api.Config{Listen: "127.0.0.1:0"})
	if err := srv.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	tab, closeTab := chromedp.NewContext(bctx)
	defer closeTab()
	if err := chromedp.Do(tab, chromedp.Navigate(srv.URL())); err != nil {
		t.Fatal(err)
	}
	if err := waitJS(tab, "the idle miner's explanation", `!document.getElementById('idle').hidden && document.getElementById('idle').innerText.includes('below its price')`, 20*time.Second); err != nil {
		t.Fatal(err)
	}
	why, err := evalJS[string](tab, `document.getElementById('idle').innerText`)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(why, "9 TORA") || !strings.Contains(why, "went to other miners") {
		t.Errorf("idle explanation %q: want its 9 TORA price and the jobs other miners took", why)
	}
	png, err := chromedp.Run(tab, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(artifactDir(t), "dashboard-idle-miner.png")
	if err := os.WriteFile(shot, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("idle miner's dashboard: %s", shot)
}

// postUnmatched posts a job wanting a GPU no testnet miner has and
// returns its id; the client gives up after the bid window.
func postUnmatched(t *testing.T, ctx context.Context, net *Net) string {
	t.Helper()
	mc, err := net.AddModel(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ic, _, err := net.AddInput(ctx, 99)
	if err != nil {
		t.Fatal(err)
	}
	out, err := net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: mc, InputCID: ic, Engine: "onnx", Spec: "gpu=H100", MaxFee: tora.Whole(5)})
	if !errors.Is(err, node.ErrNoBids) || out == nil {
		t.Fatalf("a job for an H100: %v, want %v", err, node.ErrNoBids)
	}
	return fmt.Sprintf("%x", out.JobID[:])
}

func getJSON(ctx context.Context, url string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	req.Close = true // no idle connection left behind for goleak
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("GET %s: %w", url, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: %s", url, resp.Status)
	}
	return json.NewDecoder(resp.Body).Decode(v)
}
