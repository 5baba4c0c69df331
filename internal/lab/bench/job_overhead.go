package bench

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/testnet"
)

// JobOverheadConfig sizes the job-overhead benchmark.
type JobOverheadConfig struct {
	Miners    int           // default 10
	Jobs      int           // timed jobs per path (default 100)
	BidWindow time.Duration // default 300ms
	Logger    func(format string, args ...any)
}

// JobOverheadReport is PRODUCT.md's P2: announce → verified result at the
// client, minus execution time, with the model already cached on every
// miner, on the fast path (direct assignment from standing offers) and,
// as the baseline measured in the same run on the same testnet, on the
// auction path (--auction). The two paths' jobs alternate.
type JobOverheadReport struct {
	Miners, Jobs int
	BidWindow    time.Duration
	// The fast path.
	EndToEnd Percentiles // announce → verified output at the client
	Exec     Percentiles // miner-reported execution wall time
	Overhead Percentiles // end to end minus exec
	Fetch    Percentiles // miner-reported input fetch (model cached)
	Return   Percentiles // miner finished → client verified
	Assigned Percentiles // announce → the first assignment published (order signed, recorded, published; offers matched)
	Acked    Percentiles // announce → the miner's ack at the client (direct stream: its checks, the durable queue write)
	Failed   int
	// FellBack counts fast-path jobs that the auction placed (every
	// direct attempt declined or went unanswered).
	FellBack int
	// The auction path.
	AuctionEndToEnd Percentiles
	AuctionOverhead Percentiles
	AfterWindow     Percentiles // auction overhead minus the bid window (and its grace): what the network adds
	AuctionFailed   int
}

// JobOverhead runs P2 on a fresh in-process testnet with real inference.
func JobOverhead(ctx context.Context, cfg JobOverheadConfig) (*JobOverheadReport, error) {
	if cfg.Miners == 0 {
		cfg.Miners = 10
	}
	if cfg.Jobs == 0 {
		cfg.Jobs = 100
	}
	if cfg.BidWindow == 0 {
		cfg.BidWindow = 300 * time.Millisecond
	}
	logf := cfg.Logger
	if logf == nil {
		logf = func(string, ...any) {}
	}
	logf("p2: starting a %d-miner testnet", cfg.Miners)
	net, err := testnet.Start(ctx, testnet.Config{Miners: cfg.Miners, BidWindow: cfg.BidWindow, Degree: 4,
		Profiles: []testnet.Profile{{Name: "cpu", PriceTORA: 1, StakeTORA: 200}},
		Jobs:     []testnet.JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	if err != nil {
		return nil, err
	}
	defer net.Close()
	if err := net.WaitAdverts(ctx); err != nil {
		return nil, err
	}
	mc, err := net.AddModel(ctx)
	if err != nil {
		return nil, err
	}
	// Cache the model on every miner (fetched from the client, as a first
	// job would), so timed jobs measure the cached path.
	c, err := cid.Decode(mc)
	if err != nil {
		return nil, err
	}
	client := []peer.AddrInfo{net.Client.Host().AddrInfo()}
	for i, m := range net.Miners {
		if _, err := m.Content().FetchBytes(ctx, c, client, 1<<30); err != nil {
			return nil, fmt.Errorf("p2: warm miner %d: %w", i, err)
		}
	}
	// One untimed job per miner's worth on each path warms sessions and
	// connections.
	logf("p2: warming up")
	if _, err := net.Run(ctx, cfg.Miners); err != nil {
		return nil, err
	}
	if _, err := net.RunAuction(ctx, cfg.Miners); err != nil {
		return nil, err
	}
	logf("p2: timing %d jobs on each path, alternating", cfg.Jobs)
	var fast, auction []testnet.JobReport
	for i := 0; i < cfg.Jobs; i++ {
		f, err := net.Run(ctx, 1)
		if err != nil {
			return nil, err
		}
		a, err := net.RunAuction(ctx, 1)
		if err != nil {
			return nil, err
		}
		fast, auction = append(fast, f.Jobs...), append(auction, a.Jobs...)
	}
	out := &JobOverheadReport{Miners: cfg.Miners, Jobs: cfg.Jobs, BidWindow: cfg.BidWindow}
	var e2e, exec, over, fetch, ret, asg, ack []time.Duration
	for _, j := range fast {
		if !j.Verified {
			out.Failed++
			continue
		}
		if j.Path != "direct" {
			out.FellBack++
		}
		e2e = append(e2e, j.Total)
		exec = append(exec, j.Exec)
		over = append(over, j.Total-j.Exec)
		fetch = append(fetch, j.Fetch)
		ret = append(ret, j.Return)
		asg = append(asg, j.Assigned)
		ack = append(ack, j.Acked)
	}
	out.EndToEnd, out.Exec, out.Overhead = percentiles(e2e), percentiles(exec), percentiles(over)
	out.Fetch, out.Return = percentiles(fetch), percentiles(ret)
	out.Assigned, out.Acked = percentiles(asg), percentiles(ack)
	pc := net.PeerConfig(0)
	window := cfg.BidWindow + pc.BidGraceOrDefault()
	var ae2e, aover, after []time.Duration
	for _, j := range auction {
		if !j.Verified {
			out.AuctionFailed++
			continue
		}
		ae2e = append(ae2e, j.Total)
		aover = append(aover, j.Total-j.Exec)
		after = append(after, j.Total-j.Exec-window)
	}
	out.AuctionEndToEnd, out.AuctionOverhead, out.AfterWindow = percentiles(ae2e), percentiles(aover), percentiles(after)
	return out, nil
}

// WriteTable prints the P2 report as markdown.
func (r *JobOverheadReport) WriteTable(w io.Writer) error {
	_, err := fmt.Fprintf(w, `P2: %d jobs on each path, alternating, on a %d-miner testnet, model cached, bid window %s (+ grace); fast path: %d failed, %d fell back to the auction; auction: %d failed
| measure | p50 | p99 |
|---|---|---|
| fast path: announce → verified result | %s | %s |
| fast path: overhead = end to end − exec (goal p50 ≤ 15 ms, p99 ≤ 50 ms) | %s | %s |
| auction: announce → verified result | %s | %s |
| auction: overhead = end to end − exec | %s | %s |
| auction: overhead beyond the bid window (goal ≤ 50 ms) | %s | %s |
| fast path: announce → assignment published | %s | %s |
| fast path: announce → ack at the client | %s | %s |
| execution (miner-reported, fast path) | %s | %s |
| input fetch (miner-reported, fast path) | %s | %s |
| return: miner done → client verified (fast path) | %s | %s |
`, r.Jobs, r.Miners, r.BidWindow, r.Failed, r.FellBack, r.AuctionFailed,
		msf(r.EndToEnd.P50), msf(r.EndToEnd.P99), msf(r.Overhead.P50), msf(r.Overhead.P99),
		msf(r.AuctionEndToEnd.P50), msf(r.AuctionEndToEnd.P99), msf(r.AuctionOverhead.P50), msf(r.AuctionOverhead.P99),
		msf(r.AfterWindow.P50), msf(r.AfterWindow.P99),
		msf(r.Assigned.P50), msf(r.Assigned.P99), msf(r.Acked.P50), msf(r.Acked.P99),
		msf(r.Exec.P50), msf(r.Exec.P99), msf(r.Fetch.P50), msf(r.Fetch.P99), msf(r.Return.P50), msf(r.Return.P99))
	return err
}
