package testnet

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil/promlint"
	dto "github.com/prometheus/client_model/go"

	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

// sample sums a metric's values over the series whose labels include the
// given name/value pairs: counters and gauges by value, histograms by
// sample count. found is false when no series matched.
func sample(t *testing.T, g prometheus.Gatherer, name string, labels ...string) (sum float64, found bool) {
	t.Helper()
	mfs, err := g.Gather()
	if err != nil {
		t.Fatalf("gather: %v", err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
	series:
		for _, m := range mf.GetMetric() {
			for i := 0; i+1 < len(labels); i += 2 {
				if !hasLabel(m, labels[i], labels[i+1]) {
					continue series
				}
			}
			found = true
			switch {
			case m.Counter != nil:
				sum += m.GetCounter().GetValue()
			case m.Gauge != nil:
				sum += m.GetGauge().GetValue()
			case m.Histogram != nil:
				sum += float64(m.GetHistogram().GetSampleCount())
			case m.Untyped != nil:
				sum += m.GetUntyped().GetValue()
			}
		}
	}
	return sum, found
}

func hasLabel(m *dto.Metric, name, value string) bool {
	for _, lp := range m.GetLabel() {
		if lp.GetName() == name && lp.GetValue() == value {
			return true
		}
	}
	return false
}

// sumOver adds a metric over several nodes' registries.
func sumOver(t *testing.T, nodes []*node.Node, name string, labels ...string) float64 {
	t.Helper()
	var total float64
	for _, n := range nodes {
		v, _ := sample(t, n.Gatherer(), name, labels...)
		total += v
	}
	return total
}

// A real testnet runs jobs on ONNX Runtime and settles them on the embedded
// chain; each node's registry then shows what happened: the client posted
// and verified every job, the miners that ran them counted and timed the
// runs, gossip flowed, bitswap fetched, batches went through every state,
// and the scrape-time gauges read the machine. Stats agrees with the
// counters without gathering.
func TestMetricsOnTestnet(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 3, Chain: true, BidWindow: 150 * time.Millisecond,
		Profiles: []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	client := net.Client
	cg := client.Gatherer()
	if cg == nil {
		t.Fatal("the client's registry cannot be gathered")
	}
	if v, _ := sample(t, cg, "tensora_client_jobs_posted_total"); v != 0 {
		t.Fatalf("%v jobs posted before any was", v)
	}
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	const jobs = 3
	// Auctioned, so that the bid counters below move (a job placed from
	// standing offers has no bids, and its input rides on the stream).
	rep, err := net.RunAuction(ctx, jobs)
	if err != nil || !rep.OK() {
		var buf bytes.Buffer
		if rep != nil {
			_ = rep.WriteTable(&buf)
		}
		t.Fatalf("run: %v\n%s", err, buf.String())
	}

	// Client side.
	for name, want := range map[string]float64{
		"tensora_client_jobs_posted_total":    jobs,
		"tensora_client_jobs_matched_total":   jobs,
		"tensora_client_jobs_verified_total":  jobs,
		"tensora_client_job_duration_seconds": jobs, // histogram samples
	} {
		if got, _ := sample(t, cg, name); got != want {
			t.Errorf("client %s = %v, want %v", name, got, want)
		}
	}
	if got, found := sample(t, cg, "tensora_client_jobs_failed_total"); found && got != 0 {
		t.Errorf("client counted %v failed jobs, none failed", got)
	}
	if got, _ := sample(t, cg, "tensora_gossip_messages_out_total", "topic", "jobs"); got < jobs {
		t.Errorf("client published %v job orders, want ≥ %d", got, jobs)
	}
	if got, _ := sample(t, cg, "tensora_gossip_messages_in_total", "topic", "bids"); got < jobs {
		t.Errorf("client accepted %v bids, want ≥ %d (one per job at least)", got, jobs)
	}

	// Miner side: summed over the fleet, every job was accepted, fetched,
	// run once (histograms hold one sample per run) and counted.
	miners := net.Miners
	for name, want := range map[string]float64{
		"tensora_miner_jobs_accepted_total":        jobs,
		"tensora_miner_jobs_executed_total":        jobs,
		"tensora_miner_fetch_duration_seconds":     jobs,
		"tensora_miner_execution_duration_seconds": jobs,
		"tensora_settlement_claims_total":          jobs,
	} {
		if got := sumOver(t, miners, name); got != want {
			t.Errorf("miners' %s = %v, want %v", name, got, want)
		}
	}
	if got := sumOver(t, miners, "tensora_engine_inference_seconds", "engine", "onnx", "role", "miner"); got != jobs {
		t.Errorf("onnx inference samples on miners = %v, want %d", got, jobs)
	}
	if got := sumOver(t, miners, "tensora_miner_jobs_failed_total"); got != 0 {
		t.Errorf("miners counted %v failures", got)
	}
	if got := sumOver(t, miners, "tensora_gossip_messages_in_total", "topic", "jobs"); got < jobs {
		t.Errorf("miners accepted %v job orders, want ≥ %d", got, jobs)
	}
	if got := sumOver(t, miners, "tensora_gossip_messages_out_total", "topic", "bids"); got < jobs {
		t.Errorf("miners published %v bids, want ≥ %d", got, jobs)
	}
	// Model and input came from the client, the job's known provider, over
	// the DAG stream at least once (bitswap then found them local).
	if got := sumOver(t, miners, "tensora_content_fetches_total", "source", "stream", "result", "ok"); got < 2 {
		t.Errorf("miners' stream fetches = %v, want ≥ 2 (a model and an input)", got)
	}
	if got := sumOver(t, miners, "tensora_content_fetch_duration_seconds"); got < 2 {
		t.Errorf("miners' fetch duration samples = %v", got)
	}
	for _, m := range miners {
		if got, found := sample(t, m.Gatherer(), "tensora_miner_queue_depth"); !found || got != 0 {
			t.Errorf("miner %s queue depth %v (found %v) after every job finished", m.Address().Hex(), got, found)
		}
	}

	// Settlement: every miner's batches go sealed → confirmed → finalized.
	if _, err := net.Settle(ctx, before); err != nil {
		t.Fatal(err)
	}
	sealed := sumOver(t, miners, "tensora_settlement_batches_total", "state", "sealed")
	if sealed < 1 {
		t.Fatalf("no batch sealed")
	}
	for _, st := range []string{"submitted", "confirmed", "finalized"} {
		if got := sumOver(t, miners, "tensora_settlement_batches_total", "state", st); got != sealed {
			t.Errorf("%v batches %s, want %v (all sealed ones)", got, st, sealed)
		}
	}
	if got := sumOver(t, miners, "tensora_settlement_batch_gas_used"); got != sealed {
		t.Errorf("%v gas samples, want %v", got, sealed)
	}

	// Scrape-time gauges: the machine, libp2p traffic, the process.
	for _, name := range []string{"tensora_host_memory_total_bytes", "tensora_host_memory_used_bytes", "tensora_p2p_peers", "tensora_p2p_adverts", "tensora_process_resident_memory_bytes", "go_goroutines"} {
		if got, found := sample(t, cg, name); !found || got <= 0 {
			t.Errorf("client %s = %v (found %v), want > 0", name, got, found)
		}
	}
	if got, _ := sample(t, cg, "tensora_host_network_bytes_total", "direction", "receive"); got <= 0 {
		t.Errorf("host network receive bytes = %v", got)
	}
	if got, _ := sample(t, cg, "tensora_p2p_bytes_total", "direction", "in"); got <= 0 {
		t.Errorf("libp2p bytes in = %v", got)
	}

	// Stats: the same totals without gathering.
	s := client.Stats()
	if s.JobsPosted != jobs || s.JobsVerified != jobs || s.JobsFailed != 0 {
		t.Errorf("client stats %+v", s)
	}
	if s.Peers == 0 || s.Adverts != len(miners) || s.NetInBytes <= 0 || s.NetOutBytes <= 0 || s.Load.MemTotalBytes == 0 {
		t.Errorf("client stats: peers %d, adverts %d, net %d/%d, mem total %d", s.Peers, s.Adverts, s.NetInBytes, s.NetOutBytes, s.Load.MemTotalBytes)
	}
	var executed uint64
	for _, m := range miners {
		ms := m.Stats()
		executed += ms.MinerExecuted
		if ms.Running != 0 || ms.QueueDepth != 0 {
			t.Errorf("miner %s stats: running %d, queue %d after all jobs", m.Address().Hex(), ms.Running, ms.QueueDepth)
		}
	}
	if executed != jobs {
		t.Errorf("miners' stats executed %d, want %d", executed, jobs)
	}

	// Names, help and units follow Prometheus conventions.
	for _, n := range []*node.Node{client, miners[0]} {
		mfs, err := n.Gatherer().Gather()
		if err != nil {
			t.Fatal(err)
		}
		if problems, err := promlint.NewWithMetricFamilies(mfs).Lint(); err != nil {
			t.Fatal(err)
		} else {
			for _, p := range problems {
				if len(p.Metric) >= 8 && p.Metric[:8] == "tensora_" {
					t.Errorf("lint %s: %s", p.Metric, p.Text)
				}
			}
		}
	}
}

// A job no miner can serve is counted as unmatched, with the reasons the
// miners were excluded.
func TestMetricsUnmatchedReasons(t *testing.T) {
	net := startNet(t, Config{Miners: 2, BidWindow: 100 * time.Millisecond, NoEngine: true})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	_, err := net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: "bafkreim", Engine: "onnx", Spec: "gpus=8,200vram", MaxFee: tora.Whole(5)})
	if !errors.Is(err, node.ErrNoBids) {
		t.Fatalf("got %v, want ErrNoBids", err)
	}
	g := net.Client.Gatherer()
	if got, _ := sample(t, g, "tensora_client_jobs_unmatched_total", "reason", "no-bids"); got != 1 {
		t.Errorf("unmatched no-bids = %v, want 1", got)
	}
	if got, _ := sample(t, g, "tensora_client_jobs_failed_total", "kind", "no-bids"); got != 1 {
		t.Errorf("failed no-bids = %v, want 1", got)
	}
	if got, _ := sample(t, g, "tensora_client_jobs_verified_total"); got != 0 {
		t.Errorf("verified = %v", got)
	}
	if excl, _ := sample(t, g, "tensora_client_job_exclusions_total"); excl < 1 {
		t.Errorf("no exclusion reasons counted (%v)", excl)
	}
	if s := net.Client.Stats(); s.JobsPosted != 1 || s.JobsFailed != 1 {
		t.Errorf("stats %+v", s)
	}
	// A post refused before publishing (unknown subnet) is not a posted job.
	if _, err := net.Client.Post(ctx, node.JobRequest{Subnet: 99, ModelCID: "m", Spec: "1cpu", MaxFee: tora.Whole(1)}); !errors.Is(err, node.ErrUnknownSubnet) {
		t.Fatalf("unknown subnet: %v", err)
	}
	if got, _ := sample(t, g, "tensora_client_jobs_posted_total"); got != 1 {
		t.Errorf("posted = %v after a refused post, want 1", got)
	}
}
