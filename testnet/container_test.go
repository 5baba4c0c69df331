package testnet

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/mutate"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/oci/ocijob"
	"github.com/tensora/tensora/internal/lab/fault"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/types/tora"
)

func needContainers(t *testing.T) {
	t.Helper()
	if err := ContainersAvailable(); err != nil {
		t.Skipf("container jobs cannot run here: %v", err)
	}
}

// wantCounts is what the demo image writes to /out/counts.txt for files.
func wantCounts(files map[string][]byte) string {
	var b strings.Builder
	for _, name := range []string{"a.txt", "b.txt"} {
		fmt.Fprintf(&b, "%s %d\n", name, len(strings.Fields(string(files[name]))))
	}
	return b.String()
}

// Container jobs end to end with runc: the client builds an image and
// stores it by CID; two container miners (one of them lying about its
// outputs) pull it from the client, run each job under limits and return
// /out; the client verifies each output, and a validator sampling every
// result pulls the image itself, re-executes, and agrees with exactly
// the honest miner's results.
func TestContainerJobsThroughTestnet(t *testing.T) {
	needContainers(t)
	dir := t.TempDir()
	ctxStart := context.Background()
	net := startNet(t, Config{
		Miners: 2, Validators: 1, SampleRateBps: 10000, BidWindow: 200 * time.Millisecond,
		Faults: fault.Plan{Byzantine: 1},
		MinerEngine: func(i int) (engine.Engine, error) {
			return NewContainerEngine(ctxStart, filepath.Join(dir, fmt.Sprintf("miner-%d", i)), nil)
		},
		ValidatorEngine: func(i int) (engine.Engine, error) {
			return NewContainerEngine(ctxStart, filepath.Join(dir, fmt.Sprintf("validator-%d", i)), nil)
		},
	})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	img, err := DemoImage(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := net.AddImage(ctx, img, "demo")
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	winner := map[string]common.Address{}
	honest, lying := 0, 0
	for i := 0; i < 8 && (honest == 0 || lying == 0 || i < 3); i++ {
		files := DemoContainerInput(i)
		out, err := net.PostContainer(ctx, ref, ContainerJob{Request: ocijob.Request{Files: files}})
		if err != nil {
			t.Fatalf("container job %d: %v", i, err)
		}
		if !out.Verified {
			t.Fatalf("container job %d not verified", i)
		}
		id := fmt.Sprintf("%x", out.JobID)
		ids[id], winner[id] = true, out.Winner
		// The client's record shows the pull as a phase of its own.
		if out.Result.GetUsage().GetPullUs() <= 0 {
			t.Fatalf("job %d: the result reports no image pull", i)
		}
		recs, err := net.Client.Jobs(ctx)
		if err != nil {
			t.Fatal(err)
		}
		pulled := false
		for _, r := range recs {
			for _, st := range r.Timeline {
				pulled = pulled || (r.ID == id && st.State == "pulled")
			}
		}
		if !pulled {
			t.Fatalf("job %d: no pulled step in the client's timeline", i)
		}
		if net.Byzantine[out.Winner] {
			lying++
			continue
		}
		honest++
		got, err := ocijob.ReadOutput(out.Output, 1<<20)
		if err != nil {
			t.Fatalf("job %d output: %v", i, err)
		}
		if string(got["counts.txt"]) != wantCounts(files) {
			t.Fatalf("job %d counts.txt = %q, want %q", i, got["counts.txt"], wantCounts(files))
		}
		if !strings.Contains(string(got["sha256.txt"]), "a.txt") {
			t.Fatalf("job %d sha256.txt = %q", i, got["sha256.txt"])
		}
		// The miner's queue recorded each phase of the job.
		if q := minerQueueHistory(ctx, t, net, out.Winner, out.JobID); q != "queued fetching pulling running collecting done" {
			t.Fatalf("job %d went %q through the miner's queue", i, q)
		}
	}
	if honest == 0 || lying == 0 {
		t.Skipf("the draw gave %d honest and %d lying jobs; need both", honest, lying)
	}
	for _, recs := range waitValidations(ctx, t, net, ids) {
		for _, r := range recs {
			if !ids[r.JobID] {
				continue
			}
			want := node.ValAgree
			if net.Byzantine[winner[r.JobID]] {
				want = node.ValDisagree
			}
			if r.State != want {
				t.Errorf("job %s (byzantine miner: %v): validator says %q (%s), want %q", r.JobID[:8], net.Byzantine[winner[r.JobID]], r.State, r.Reason, want)
			}
		}
	}
}

// minerQueueHistory is the states job id went through in the queue of the
// miner at addr, space-separated.
func minerQueueHistory(ctx context.Context, t *testing.T, net *Net, addr common.Address, id [32]byte) string {
	t.Helper()
	for _, m := range net.Miners {
		if m.Address() != addr {
			continue
		}
		j, err := m.Queue().Get(ctx, id)
		if err != nil {
			t.Fatalf("miner queue: %v", err)
		}
		var states []string
		for _, s := range j.History {
			states = append(states, string(s.State))
		}
		return strings.Join(states, " ")
	}
	t.Fatalf("no miner %s", addr)
	return ""
}

// A container job this fleet cannot run is declined before any miner
// acknowledges it, with the reason in the client's error; nothing is
// pulled or run. Here: more memory than any miner allows, and a request
// whose image is not the one the order names.
func TestContainerJobsRefusedBeforeTheAck(t *testing.T) {
	needContainers(t)
	dir := t.TempDir()
	ctxStart := context.Background()
	net := startNet(t, Config{
		Miners: 2, BidWindow: 200 * time.Millisecond, AckTimeout: 500 * time.Millisecond,
		MinerEngine: func(i int) (engine.Engine, error) {
			return NewContainerEngine(ctxStart, filepath.Join(dir, fmt.Sprintf("miner-%d", i)), nil)
		},
	})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	img, err := DemoImage(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := net.AddImage(ctx, img, "demo")
	if err != nil {
		t.Fatal(err)
	}
	big := ContainerJob{Request: ocijob.Request{Files: DemoContainerInput(0), Limits: ocijob.Limits{MemoryBytes: 1 << 50}}}
	out, err := net.PostContainer(ctx, ref, big)
	if err == nil || out.Verified {
		t.Fatalf("a job asking for 1 PiB of memory ran: %v", err)
	}
	// The miners' reasons reach the client's error.
	if !strings.Contains(err.Error(), "over this miner's maximum") {
		t.Fatalf("the client's error does not say why: %v", err)
	}
	for _, m := range net.Miners {
		jobs, err := m.Queue().List(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(jobs) != 0 {
			t.Fatalf("miner %s queued %d jobs it cannot run", m.Address().Hex()[:8], len(jobs))
		}
	}
	// A request naming another image than the order's model.
	other, err := net.AddImage(ctx, mustOtherImage(t, ctx), "other")
	if err != nil {
		t.Fatal(err)
	}
	req := ocijob.Request{Files: DemoContainerInput(1), Image: other.String(), Format: ocijob.RequestFormat}
	in, err := req.Encode()
	if err != nil {
		t.Fatal(err)
	}
	c, _, err := net.Client.Content().Add(ctx, bytes.NewReader(in), "mismatched request", nil)
	if err != nil {
		t.Fatal(err)
	}
	out, err = net.Client.Post(ctx, node.JobRequest{Subnet: 1, Engine: ocijob.Engine, ModelCID: ref.CID.String(), InputCID: c.String(), MaxFee: tora.Whole(5)})
	if err == nil || out.Verified {
		t.Fatalf("a request naming another image than the order's ran: %v", err)
	}
	if !strings.Contains(err.Error(), "is not the job's model") {
		t.Fatalf("the client's error does not say why: %v", err)
	}
	t.Logf("refused: %v", err)
}

// mustOtherImage is the demo image with another entrypoint: another CID.
func mustOtherImage(t *testing.T, ctx context.Context) v1.Image {
	t.Helper()
	img, err := DemoImage(ctx)
	if err != nil {
		t.Fatal(err)
	}
	cf, err := img.ConfigFile()
	if err != nil {
		t.Fatal(err)
	}
	cf = cf.DeepCopy()
	cf.Config.Entrypoint = []string{"/bin/busybox", "true"}
	other, err := mutate.ConfigFile(img, cf)
	if err != nil {
		t.Fatal(err)
	}
	return other
}

// A container miner killed while a container runs comes back on its data
// directory, finds the job in its durable queue, runs it again and
// delivers the result the client was waiting for.
func TestContainerJobSurvivesMinerCrash(t *testing.T) {
	needContainers(t)
	if testing.Short() {
		t.Skip("crashes and revives a miner")
	}
	dir := t.TempDir()
	ctxStart := context.Background()
	net := startNet(t, Config{
		Miners: 1, BidWindow: 200 * time.Millisecond, DataDir: filepath.Join(dir, "peers"), Profiles: cpuFleet,
		MinerEngine: func(i int) (engine.Engine, error) {
			return NewContainerEngine(ctxStart, filepath.Join(dir, fmt.Sprintf("oci-%d", i)), nil)
		},
	})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	base, err := DemoImage(ctx)
	if err != nil {
		t.Fatal(err)
	}
	cf, err := base.ConfigFile()
	if err != nil {
		t.Fatal(err)
	}
	cf = cf.DeepCopy()
	cf.Config.Entrypoint = []string{"/bin/busybox", "sh", "-c"}
	img, err := mutate.ConfigFile(base, cf)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := net.AddImage(ctx, img, "sleeper")
	if err != nil {
		t.Fatal(err)
	}
	type posted struct {
		out *node.JobOutcome
		err error
	}
	done := make(chan posted, 1)
	go func() {
		out, err := net.PostContainer(ctx, ref, ContainerJob{Request: ocijob.Request{Args: []string{"sleep 2; echo slept > /out/slept.txt"}}})
		done <- posted{out, err}
	}()
	// Wait for the container to run, then kill the miner.
	var id [32]byte
	if !eventually(30*time.Second, func() bool {
		jobs, err := net.Miners[0].Queue().List(ctx, queue.Running)
		if err != nil || len(jobs) == 0 {
			return false
		}
		id = jobs[0].ID
		return true
	}) {
		t.Fatal("the container job never ran")
	}
	addrs, err := net.Crash(0)
	if err != nil {
		t.Fatal(err)
	}
	if err := net.Revive(ctx, 0, addrs); err != nil {
		t.Fatal(err)
	}
	var p posted
	select {
	case p = <-done:
	case <-ctx.Done():
		t.Fatal("no result after the miner's restart")
	}
	if p.err != nil || !p.out.Verified {
		t.Fatalf("after the crash: %v", p.err)
	}
	files, err := ocijob.ReadOutput(p.out.Output, 1<<20)
	if err != nil || string(files["slept.txt"]) != "slept\n" {
		t.Fatalf("output %v, %v", files, err)
	}
	if h := minerQueueHistory(ctx, t, net, net.Miners[0].Address(), id); !strings.Contains(h, "running queued fetching pulling running collecting done") {
		t.Fatalf("the job went %q through the miner's queue: not re-run after the crash", h)
	}
}
