package testnet

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/internal/lab/fault"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/tensor"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// needModel skips when the native cache is missing (make test runs the
// setup step first, so in CI these tests run).
func needModel(t *testing.T) {
	t.Helper()
	if _, err := engine.FindModel(engine.SileroVAD); err != nil {
		t.Skipf("%v", err)
	}
	if _, err := onnx.FindLibrary(""); err != nil {
		t.Skipf("%v", err)
	}
}

// Five miners and a light client: the client posts jobs on the real silero
// VAD model with generated inputs; miners fetch model and input over
// bitswap, run ONNX Runtime, and the client verifies every output's hash
// and proof of compute. Each output must equal a local run of the same
// model on the same input, and the same job run twice gives identical
// bytes.
func TestInferenceEndToEnd(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 5, BidWindow: 200 * time.Millisecond,
		Jobs: []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rep, err := net.Run(ctx, 6)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	_ = rep.WriteTable(&buf)
	t.Log("\n" + buf.String())
	if !rep.OK() {
		t.Fatalf("report not OK: %d/%d verified", rep.Verified, len(rep.Jobs))
	}
	winners := map[string]bool{}
	for _, j := range rep.Jobs {
		winners[j.Winner] = true
		if j.Exec <= 0 || j.OutputCID == "" {
			t.Errorf("job %s: exec %s, output %q", j.JobID, j.Exec, j.OutputCID)
		}
	}

	// Independent check: run the model locally on job 0's input.
	local, err := onnx.New(onnx.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer local.Close()
	model, mc := net.Model()
	ic, input, err := net.AddInput(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	want, err := local.Run(ctx, engine.Request{ModelCID: mc, Model: engine.ModelBytes(model), Input: input})
	if err != nil {
		t.Fatal(err)
	}
	// Post the same input twice more: both outputs equal the local run.
	// The client's nonces are dense (settlement's replay bitmap needs it):
	// 6 jobs so far, so these are 7 and 8.
	for k := 0; k < 2; k++ {
		out, err := net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: mc, InputCID: ic, Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5)})
		if err != nil {
			t.Fatalf("repeat %d: %v", k, err)
		}
		if got := out.Order.GetNonce(); got != uint64(7+k) {
			t.Fatalf("repeat %d has nonce %d, want %d", k, got, 7+k)
		}
		if !out.Verified || !bytes.Equal(out.Output, want.Output) {
			t.Fatalf("repeat %d on %s: output differs from a local run (verified=%v, %d vs %d bytes)", k, out.Winner.Hex(), out.Verified, len(out.Output), len(want.Output))
		}
		ts, err := tensor.Parse(out.Output)
		if err != nil || len(ts) == 0 {
			t.Fatalf("output: %v", err)
		}
	}
	// The winners now hold the model, and the client sees it in their
	// adverts (which the matcher's cache bonus reads).
	cached := 0
	for _, m := range net.Miners {
		if !slices.Contains(m.CachedModels(), mc) {
			continue
		}
		cached++
		listed := func() bool { return slices.Contains(net.Client.Adverts()[m.Address()].GetCachedModels(), mc) }
		if !eventually(5*time.Second, listed) {
			t.Fatalf("miner %s holds the model but the client's view of its advert does not list it", m.Address().Hex())
		}
	}
	if cached == 0 {
		t.Fatal("no miner lists the model it fetched")
	}
	recs, err := net.Client.Jobs(ctx)
	if err != nil || len(recs) != 8 {
		t.Fatalf("client records: %d, %v", len(recs), err)
	}
	for _, r := range recs {
		if r.State != "verified" || r.OutputCID == "" {
			t.Fatalf("record %s: state %s", r.ID[:8], r.State)
		}
	}
}

// A miner whose results don't verify is rejected by the client, loses
// reputation, and the job goes to the next miner.
func TestTamperedResultRejected(t *testing.T) {
	needModel(t)
	// The cheat has 50× the honest miner's stake, so it ranks first in
	// almost every draw and its results are what the client sees first.
	net := startNet(t, Config{Miners: 2, Faults: fault.Plan{Tamper: 1}, BidWindow: 150 * time.Millisecond,
		Profiles: []Profile{{Name: "cheat", PriceTORA: 1, StakeTORA: 10_000}, {Name: "honest", PriceTORA: 1, StakeTORA: 200}}})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cheat := net.Miners[0].Address()
	before := net.Client.Reputation().Reputation(cheat)
	mc, err := net.AddModel(ctx)
	if err != nil {
		t.Fatal(err)
	}
	sawCheat := false
	for i := 0; i < 4; i++ {
		ic, _, err := net.AddInput(ctx, i)
		if err != nil {
			t.Fatal(err)
		}
		out, err := net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: mc, InputCID: ic, Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5)})
		if err != nil {
			t.Fatalf("job %d: %v", i, err)
		}
		if out.Winner == cheat {
			t.Fatalf("job %d: tampered result accepted from %s", i, cheat.Hex())
		}
		if out.Ranked[0] == cheat {
			// The cheat acknowledged (it always does), so round 0 ended in
			// a rejected result, not an ack timeout.
			if out.Round != 1 {
				t.Fatalf("job %d: cheat ranked first, but the job finished in round %d", i, out.Round)
			}
			sawCheat = true
		}
	}
	if !sawCheat {
		t.Fatal("the cheating miner never ranked first in 4 jobs, despite 50× the stake")
	}
	if after := net.Client.Reputation().Reputation(cheat); after >= before {
		t.Fatalf("cheat's reputation %.3f → %.3f, want a drop", before, after)
	}
}

// Bad input never crashes or hangs a miner: each gets an explicit, typed
// failure back to the client, and the miner's queue ends consistent.
func TestBadJobsFailClearly(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 1, BidWindow: 150 * time.Millisecond, FetchTimeout: 2 * time.Second,
		Profiles: []Profile{{Name: "cpu", PriceTORA: 1, StakeTORA: 200}}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	mc, err := net.AddModel(ctx)
	if err != nil {
		t.Fatal(err)
	}
	add := func(name string, b []byte) string {
		c, _, err := net.Client.Content().Add(ctx, bytes.NewReader(b), name, nil)
		if err != nil {
			t.Fatal(err)
		}
		return c.String()
	}
	good, _, err := net.AddInput(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	wrongShape, _ := tensor.FromFloat32("input", []int64{1, 3}, []float32{1, 2, 3})
	wrong, _ := tensor.Encode([]tensor.Tensor{wrongShape})
	corrupt := add("corrupt model", []byte("this is not an onnx model at all"))
	const unknown = "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy" // valid CID nobody holds
	cases := []struct {
		name  string
		req   node.JobRequest
		kind  types.Failure
		words string
	}{
		{"wrong tensor shape", node.JobRequest{ModelCID: mc, InputCID: add("wrong", wrong)}, types.Failure_FAILURE_BAD_INPUT, "input"},
		{"corrupt model", node.JobRequest{ModelCID: corrupt, InputCID: good}, types.Failure_FAILURE_BAD_MODEL, "model"},
		{"input beyond its declared size", node.JobRequest{ModelCID: mc, InputCID: good, InputBytes: 10}, types.Failure_FAILURE_BAD_INPUT, "declared"},
		{"unknown input cid", node.JobRequest{ModelCID: mc, InputCID: unknown}, types.Failure_FAILURE_FETCH, unknown},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.req.Subnet, c.req.Engine, c.req.Spec, c.req.MaxFee = 1, "onnx", "1cpu", tora.Whole(5)
			_, err := net.Client.Post(ctx, c.req)
			var re *node.ResultError
			if c.kind == types.Failure_FAILURE_FETCH {
				// Retryable: the client tried every miner (one here) and says so.
				if !errors.Is(err, node.ErrJobFailed) || !strings.Contains(err.Error(), c.words) {
					t.Fatalf("got %v, want a job failure naming %s", err, c.words)
				}
				return
			}
			if !errors.As(err, &re) || re.Failure != c.kind || !strings.Contains(strings.ToLower(re.Msg), c.words) {
				t.Fatalf("got %v, want a %s failure mentioning %q", err, c.kind, c.words)
			}
		})
	}
	jobs := publishedJobs(t, net.Miners[0].Queue())
	for _, j := range jobs {
		if j.State != "failed" || j.Error == "" || !j.Published {
			t.Fatalf("job %s left %s (error %q, published %v)", j.IDHex[:8], j.State, j.Error, j.Published)
		}
	}
	if len(jobs) != len(cases) {
		t.Fatalf("%d jobs in the miner's queue, want %d", len(jobs), len(cases))
	}
	// And the miner still works.
	if _, err := net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: mc, InputCID: good, Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5)}); err != nil {
		t.Fatalf("good job after bad ones: %v", err)
	}
}

// gateEngine blocks its first run until the node shuts it down, so a test
// can restart a miner while a job is running.
type gateEngine struct {
	engine.Engine
	once    sync.Once
	started chan struct{}
	first   bool
	mu      sync.Mutex
}

func (g *gateEngine) Run(ctx context.Context, req engine.Request) (*engine.Result, error) {
	g.mu.Lock()
	first := !g.first
	g.first = true
	g.mu.Unlock()
	if first {
		g.once.Do(func() { close(g.started) })
		<-ctx.Done()
		return nil, ctx.Err()
	}
	return g.Engine.Run(ctx, req)
}

// A miner restarted mid-job resumes it from its durable queue: the client
// gets a verified result, never silence.
func TestMinerRestartMidJob(t *testing.T) {
	needModel(t)
	gate := &gateEngine{started: make(chan struct{})}
	net := startNet(t, Config{Miners: 1, BidWindow: 150 * time.Millisecond, DataDir: t.TempDir(),
		Profiles: []Profile{{Name: "cpu", PriceTORA: 1, StakeTORA: 200}},
		NewEngine: func() (engine.Engine, error) {
			e, err := onnx.New(onnx.Config{})
			gate.Engine = e
			return gate, err
		}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	mc, err := net.AddModel(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ic, _, err := net.AddInput(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	type res struct {
		out *node.JobOutcome
		err error
	}
	done := make(chan res, 1)
	go func() {
		out, err := net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: mc, InputCID: ic, Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5)})
		done <- res{out, err}
	}()
	select {
	case <-gate.started:
	case r := <-done:
		t.Fatalf("job finished before the restart: %v", r.err)
	case <-ctx.Done():
		t.Fatal("job never started running")
	}
	if err := net.Restart(ctx, 0); err != nil {
		t.Fatal(err)
	}
	r := <-done
	if r.err != nil {
		t.Fatalf("after restart: %v", r.err)
	}
	if !r.out.Verified {
		t.Fatal("result not verified")
	}
	jobs := publishedJobs(t, net.Miners[0].Queue())
	if len(jobs) != 1 {
		t.Fatalf("queue after restart: %v", jobs)
	}
	j := jobs[0]
	if j.State != "done" || j.Attempts != 2 || !j.Published {
		t.Fatalf("job %s, %d attempts, published %v; want done on attempt 2", j.State, j.Attempts, j.Published)
	}
	var notes []string
	for _, s := range j.History {
		notes = append(notes, string(s.State)+":"+s.Note)
	}
	if !strings.Contains(strings.Join(notes, " "), "recovered after restart") {
		t.Fatalf("history %v does not show the recovery", notes)
	}
}

func (g *gateEngine) GenerateInputs(ctx context.Context, modelCID string, m engine.ModelSource, o engine.GenerateOptions) ([]byte, error) {
	return g.Engine.(*onnx.Engine).GenerateInputs(ctx, modelCID, m, o)
}

// publishedJobs lists a miner's queue once every job in it is marked
// published (or after 5 s). The miner marks a result published just after
// sending it, so the client may hear it before the flag is written.
func publishedJobs(t *testing.T, q *queue.Queue) []queue.Job {
	t.Helper()
	var jobs []queue.Job
	eventually(5*time.Second, func() bool {
		var err error
		if jobs, err = q.List(context.Background()); err != nil {
			t.Fatal(err)
		}
		all := true
		for _, j := range jobs {
			all = all && j.Published
		}
		return all
	})
	return jobs
}
