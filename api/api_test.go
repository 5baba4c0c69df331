package api_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/api"
	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/api/auth"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/sdk"
	"github.com/tensora/tensora/testnet"
)

func needModel(t *testing.T) {
	t.Helper()
	if _, err := engine.FindModel(engine.SileroVAD); err != nil {
		t.Skipf("%v", err)
	}
	if _, err := onnx.FindLibrary(""); err != nil {
		t.Skipf("%v", err)
	}
}

// A real three-miner testnet behind the client's API: the SDK uploads,
// posts a signed job, follows its timeline and gets the verified output;
// /metrics shows the job counters; the event stream carries live metric
// samples and job events; bad requests get clear errors.
func TestAPIEndToEnd(t *testing.T) {
	needModel(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	net, err := testnet.Start(ctx, testnet.Config{Miners: 3, BidWindow: 150 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer net.Close()
	user, _ := crypto.GenerateKey()
	stranger, _ := crypto.GenerateKey()
	srv := api.New(net.Client, api.Config{Listen: "127.0.0.1:0", Allow: []common.Address{crypto.PubkeyToAddress(user.PublicKey)}, Tick: 200 * time.Millisecond})
	if err := srv.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	base := strings.TrimSuffix(srv.URL(), "/")
	c := sdk.New(base, user)

	// The stream first, so the job's events are seen live.
	events := streamEvents(ctx, t, base+"/api/v1/events")

	info, err := c.Info(ctx)
	if err != nil || info.Address != net.Client.Address().Hex() {
		t.Fatalf("info: %+v, %v", info, err)
	}
	var ads []struct {
		Address string `json:"address"`
		GPUs    []struct {
			Name string `json:"name"`
		} `json:"gpus"`
		Cores int `json:"cores"`
	}
	if err := c.Get(ctx, "/api/v1/adverts", &ads); err != nil || len(ads) != 3 {
		t.Fatalf("adverts: %d, %v", len(ads), err)
	}
	var gpus []string
	for _, a := range ads {
		for _, g := range a.GPUs {
			gpus = append(gpus, g.Name)
		}
		if a.Cores == 0 {
			t.Fatalf("advert %s without CPU cores", a.Address)
		}
	}
	if !slices.ContainsFunc(gpus, func(s string) bool { return strings.Contains(s, "A100") }) {
		t.Fatalf("the testnet's A100 is not among the adverts' GPUs: %v", gpus)
	}

	model, _ := net.Model()
	_, input, err := net.AddInput(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	var steps []string
	res, err := c.Run(ctx, sdk.Task{Subnet: 1, Model: model, Input: input, MaxFee: "5", Spec: "1cpu", Engine: "onnx",
		Progress: func(s sdk.Step) { steps = append(steps, s.State) }})
	if err != nil {
		t.Fatal(err)
	}
	if res.Job.State != "verified" || len(res.Output) == 0 || len(res.Output) != res.Job.OutputBytes {
		t.Fatalf("result: state %s, %d output bytes (record says %d)", res.Job.State, len(res.Output), res.Job.OutputBytes)
	}
	// The testnet's miners have fresh standing offers: the job takes the
	// fast path, its offers where an auctioned job has its bids.
	if res.Job.Path != "direct" {
		t.Fatalf("job placed by %q, want direct", res.Job.Path)
	}
	for _, want := range []string{"announced", "offers", "assigned", "fetched", "executed", "verified"} {
		if !slices.Contains(steps, want) {
			t.Fatalf("timeline %v lacks %s", steps, want)
		}
	}

	// Live: a metrics sample and this job's verified event on the stream.
	sawMetrics, sawVerified := false, false
	for !sawMetrics || !sawVerified {
		select {
		case e := <-events:
			switch {
			case e.kind == "metrics":
				sawMetrics = true
			case e.kind == "job" && strings.Contains(e.data, res.Job.ID) && strings.Contains(e.data, `"verified"`):
				sawVerified = true
			}
		case <-ctx.Done():
			t.Fatalf("event stream: metrics %v, verified %v", sawMetrics, sawVerified)
		}
	}

	// Prometheus: the client's verified-jobs counter counts this job.
	prom := get(ctx, t, base+"/metrics")
	if !strings.Contains(prom, "tensora_client_jobs_verified_total 1") {
		t.Fatalf("/metrics lacks the verified job:\n%s", grep(prom, "tensora_client"))
	}

	// Bad input: each is a clear error, and nothing changes.
	type bad struct {
		name     string
		method   string
		path     string
		body     string
		sign     bool
		stranger bool
		status   int
		want     string
	}
	for _, b := range []bad{
		{"unsigned post", "POST", "/api/v1/jobs", `{"subnet":1}`, false, false, 401, "not signed"},
		{"stranger's post", "POST", "/api/v1/jobs", `{"subnet":1}`, true, true, 403, "not allowed"},
		{"claim by GET", "GET", "/api/v1/claim", "", false, false, 405, "takes POST"},
		{"malformed json", "POST", "/api/v1/jobs", `{"subnet":1,`, true, false, 400, "malformed JSON"},
		{"unknown field", "POST", "/api/v1/jobs", `{"subnet":1,"modle":"x"}`, true, false, 400, "unknown field"},
		{"wrong type", "POST", "/api/v1/jobs", `{"subnet":"one"}`, true, false, 400, `field "subnet"`},
		{"bad cid", "POST", "/api/v1/jobs", `{"subnet":1,"model":"nope","max_fee":"1"}`, true, false, 400, `"model"`},
		{"bad fee", "POST", "/api/v1/jobs", `{"subnet":1,"model":"` + res.Job.Model + `","max_fee":"-1"}`, true, false, 400, "max_fee"},
		{"unknown subnet", "POST", "/api/v1/jobs", `{"subnet":9,"model":"` + res.Job.Model + `","max_fee":"1"}`, true, false, 400, "subnet"},
		{"unknown job", "GET", "/api/v1/jobs/" + strings.Repeat("ab", 32), "", false, false, 404, "unknown job"},
		{"malformed job id", "GET", "/api/v1/jobs/xyz", "", false, false, 400, "32 bytes"},
		{"cancel unknown", "POST", "/api/v1/jobs/" + strings.Repeat("cd", 32) + "/cancel", "{}", true, false, 404, "not running"},
		{"unknown call", "GET", "/api/v1/nope", "", false, false, 404, "no such API call"},
		{"unknown content", "GET", "/api/v1/content/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy", "", false, false, 404, "not held"},
	} {
		req, _ := http.NewRequestWithContext(ctx, b.method, base+b.path, strings.NewReader(b.body))
		if b.sign {
			key := user
			if b.stranger {
				key = stranger
			}
			if err := auth.Sign(req, []byte(b.body), net.Client.Address(), key, time.Now()); err != nil {
				t.Fatal(err)
			}
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var e apitypes.Error
		_ = json.NewDecoder(resp.Body).Decode(&e)
		resp.Body.Close()
		if resp.StatusCode != b.status || !strings.Contains(e.Error, b.want) {
			t.Errorf("%s: HTTP %d %q, want %d containing %q", b.name, resp.StatusCode, e.Error, b.status, b.want)
		}
	}
	// DNS rebinding: a page served as evil.example that resolves to
	// 127.0.0.1 sends Host: evil.example and is refused.
	req0, _ := http.NewRequestWithContext(ctx, "GET", base+"/api/v1/balances", nil)
	req0.Host = "evil.example:5190"
	resp0, err := http.DefaultClient.Do(req0)
	if err != nil {
		t.Fatal(err)
	}
	resp0.Body.Close()
	if resp0.StatusCode != http.StatusForbidden {
		t.Fatalf("foreign Host header: HTTP %d, want 403", resp0.StatusCode)
	}
	if err := api.New(net.Client, api.Config{Listen: "0.0.0.0:0"}).Start(ctx); err == nil || !strings.Contains(err.Error(), "refusing") {
		t.Fatalf("listening on all interfaces: %v", err)
	}
	// A replayed signed request is refused.
	body := []byte(`{"subnet":1,"model":"` + res.Job.Model + `","max_fee":"0.5","spec":"nosuchthing=1"}`)
	req, _ := http.NewRequestWithContext(ctx, "POST", base+"/api/v1/jobs", bytes.NewReader(body))
	_ = auth.Sign(req, body, net.Client.Address(), user, time.Now())
	hdr := req.Header.Clone()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	req2, _ := http.NewRequestWithContext(ctx, "POST", base+"/api/v1/jobs", bytes.NewReader(body))
	req2.Header = hdr
	resp, err = http.DefaultClient.Do(req2)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("replayed request: HTTP %d", resp.StatusCode)
	}
	// Only the good job is on record.
	var jobs apitypes.JobsResponse
	if err := c.Get(ctx, "/api/v1/jobs", &jobs); err != nil {
		t.Fatal(err)
	}
	if len(jobs.Client) != 1 {
		t.Fatalf("client jobs after bad requests: %d, want 1", len(jobs.Client))
	}
	var apiErr *sdk.APIError
	if _, err := sdk.New(base, nil).Claim(ctx); err == nil || errors.As(err, &apiErr) {
		t.Fatalf("a keyless SDK client signed a claim: %v", err)
	}
}

type sse struct{ kind, data string }

// streamEvents reads server-sent events into a channel until ctx ends.
func streamEvents(ctx context.Context, t *testing.T, url string) <-chan sse {
	t.Helper()
	req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("event stream content type %q", ct)
	}
	out := make(chan sse, 1024)
	go func() {
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		var e sse
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				e.kind = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				e.data = strings.TrimPrefix(line, "data: ")
			case line == "" && e.kind != "":
				select {
				case out <- e:
				default:
				}
				e = sse{}
			}
		}
	}()
	return out
}

func get(ctx context.Context, t *testing.T, url string) string {
	t.Helper()
	req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

func grep(s, substr string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, substr) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
