package bench

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"slices"
	"sync"
	"text/tabwriter"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/testnet"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// AnnounceConfig sizes the gossip benchmarks (P1, P7).
type AnnounceConfig struct {
	Peers    []int // miner counts to run, e.g. 20 and 50
	Jobs     int   // announces per size (default 50)
	RawPings int   // raw GossipSub baseline messages (default 200)
	Logger   func(format string, args ...any)
}

// AnnounceRow is one network size's figures.
type AnnounceRow struct {
	Miners           int
	NoBid            int         // P1 jobs that got no bid inside the window (counted, not timed)
	FirstBid         Percentiles // announce → first bid at the client (P1)
	RawOneWay        Percentiles // raw GossipSub publish → deliver, every receiver
	RawRoundTrip     Percentiles // raw GossipSub publish → first reply
	AnnounceBytes    int         // encoded JobOrder envelope size
	BytesPerAnnounce float64     // bytes received per miner per announce, idle traffic subtracted (P7)
	IdleBytesPerSec  float64     // per miner, control traffic without announces
}

// Percentiles of a latency sample.
type Percentiles struct {
	N             int
	P50, P99, Max time.Duration
}

func percentiles(d []time.Duration) Percentiles {
	if len(d) == 0 {
		return Percentiles{}
	}
	s := slices.Clone(d)
	slices.Sort(s)
	at := func(q float64) time.Duration { return s[min(len(s)-1, int(q*float64(len(s))))] }
	return Percentiles{N: len(s), P50: at(0.50), P99: at(0.99), Max: s[len(s)-1]}
}

var benchProfiles = []testnet.Profile{
	{Name: "gpu", GPUs: []hw.GPU{{Name: "NVIDIA GeForce RTX 4090", Vendor: "nvidia", VRAMBytes: 24 << 30, CCMajor: 8, CCMinor: 9}}, PriceTORA: 1, StakeTORA: 200},
	{Name: "cpu", PriceTORA: 1, StakeTORA: 200},
	{Name: "cpu", PriceTORA: 1, StakeTORA: 200},
	{Name: "cpu", PriceTORA: 1, StakeTORA: 200},
	{Name: "cpu", PriceTORA: 1, StakeTORA: 200},
}

// Announce runs P1 and P7 on fresh testnets of each size.
func Announce(ctx context.Context, cfg AnnounceConfig) ([]AnnounceRow, error) {
	if len(cfg.Peers) == 0 {
		cfg.Peers = []int{20, 50}
	}
	if cfg.Jobs == 0 {
		cfg.Jobs = 50
	}
	if cfg.RawPings == 0 {
		cfg.RawPings = 50
	}
	logf := cfg.Logger
	if logf == nil {
		logf = func(string, ...any) {}
	}
	var rows []AnnounceRow
	for _, size := range cfg.Peers {
		logf("bench: starting %d-miner testnet", size)
		net, err := testnet.Start(ctx, testnet.Config{
			Miners: size, Degree: 4, BidWindow: 500 * time.Millisecond, AckTimeout: time.Second,
			// One miner in five is eligible (a GPU job on a mixed fleet): all
			// peers on one 2-core machine verifying every bid of every miner
			// would measure the machine, not the protocol.
			Profiles: benchProfiles,
			// P1/P7 measure matching: no inference.
			NoEngine: true,
		})
		if err != nil {
			return rows, err
		}
		row, err := announceOne(ctx, net, cfg, logf)
		net.Close()
		if err != nil {
			return rows, err
		}
		rows = append(rows, row)
	}
	return rows, nil
}

func announceOne(ctx context.Context, net *testnet.Net, cfg AnnounceConfig, logf func(string, ...any)) (AnnounceRow, error) {
	row := AnnounceRow{Miners: len(net.Miners)}
	// Let meshes settle after start (GRAFTs happen on heartbeats).
	if err := sleep(ctx, 2*time.Second); err != nil {
		return row, err
	}
	var err error
	logf("bench: raw GossipSub baseline, %d messages", cfg.RawPings)
	if row.RawOneWay, row.RawRoundTrip, err = rawBaseline(ctx, net, cfg.RawPings); err != nil {
		return row, err
	}
	// Let the replies' validation backlog drain before the next phase.
	if err := sleep(ctx, 2*time.Second); err != nil {
		return row, err
	}
	logf("bench: P1 announce → first bid, %d jobs", cfg.Jobs)
	var first []time.Duration
	for i := 0; i < cfg.Jobs; i++ {
		out, err := net.Client.Post(ctx, node.JobRequest{Subnet: net.Config().Subnet, ModelCID: "bafkreibench", Engine: "onnx", Spec: "gpu", MaxFee: tora.Whole(5), NoResult: true, Auction: true}) // P1 is the auction path
		if out == nil || out.FirstBidAt.IsZero() {
			if ctx.Err() != nil {
				return row, ctx.Err()
			}
			row.NoBid++
			logf("bench: job %d got no bid: %v", i, err)
			continue
		}
		first = append(first, out.FirstBidAt.Sub(out.PostedAt))
	}
	row.FirstBid = percentiles(first)
	logf("bench: P7 gossip amplification")
	// At least 50 announces (they are cheap: nobody bids) so that idle
	// control traffic, subtracted, does not swamp a short run.
	row.AnnounceBytes, row.BytesPerAnnounce, row.IdleBytesPerSec, err = amplification(ctx, net, max(cfg.Jobs, 50))
	return row, err
}

// rawBaseline measures plain GossipSub on the same hosts, on a topic with
// no validator and no application logic: the client publishes, every miner
// records delivery, and the first miner to receive replies on a second
// topic.
func rawBaseline(ctx context.Context, net *testnet.Net, count int) (oneWay, roundTrip Percentiles, err error) {
	const ping, pong = "/tensora-bench/raw/ping", "/tensora-bench/raw/pong"
	type delivery struct {
		seq int
		at  time.Time
	}
	var mu sync.Mutex
	var deliveries []delivery
	sent := make([]time.Time, count)
	replied := make([]time.Time, count)
	bctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()
	join := func(n *node.Node, topic string) (*pubsub.Topic, *pubsub.Subscription, error) {
		t, err := n.Host().PubSub().Join(topic)
		if err != nil {
			return nil, nil, err
		}
		s, err := t.Subscribe()
		return t, s, err
	}
	cPing, _, err := join(net.Client, ping)
	if err != nil {
		return oneWay, roundTrip, err
	}
	_, cPongSub, err := join(net.Client, pong)
	if err != nil {
		return oneWay, roundTrip, err
	}
	var topics []*pubsub.Topic
	for i, m := range net.Miners {
		_, s, err := join(m, ping)
		if err != nil {
			return oneWay, roundTrip, err
		}
		pt, err := m.Host().PubSub().Join(pong)
		if err != nil {
			return oneWay, roundTrip, err
		}
		topics = append(topics, pt)
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer s.Cancel()
			for {
				msg, err := s.Next(bctx)
				if err != nil {
					return
				}
				now := time.Now()
				seq := int(msg.Data[0])<<8 | int(msg.Data[1])
				mu.Lock()
				deliveries = append(deliveries, delivery{seq, now})
				mu.Unlock()
				// Like the bids in P1, one miner in five replies; the client
				// keeps the first reply.
				// Each reply names its miner: GossipSub's message id is a
				// hash of the bytes, and equal replies would be one message.
				if i%len(benchProfiles) == 0 {
					_ = topics[i].Publish(bctx, []byte{msg.Data[0], msg.Data[1], byte(i >> 8), byte(i)})
				}
			}
		}()
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer cPongSub.Cancel()
		for {
			msg, err := cPongSub.Next(bctx)
			if err != nil {
				return
			}
			seq := int(msg.Data[0])<<8 | int(msg.Data[1])
			mu.Lock()
			if seq < count && replied[seq].IsZero() {
				replied[seq] = time.Now()
			}
			mu.Unlock()
		}
	}()
	if err := sleep(ctx, 2*time.Second); err != nil { // mesh for the new topics
		return oneWay, roundTrip, err
	}
	payload := make([]byte, 400) // about a JobOrder envelope
	for i := 0; i < count; i++ {
		payload[0], payload[1] = byte(i>>8), byte(i)
		mu.Lock()
		sent[i] = time.Now()
		mu.Unlock()
		if err := cPing.Publish(ctx, slices.Clone(payload)); err != nil {
			return oneWay, roundTrip, err
		}
		// Space pings like jobs (one per bid window) so the replies' load
		// matches P1's bids.
		if err := sleep(ctx, 150*time.Millisecond); err != nil {
			return oneWay, roundTrip, err
		}
	}
	if err := sleep(ctx, time.Second); err != nil {
		return oneWay, roundTrip, err
	}
	mu.Lock()
	defer mu.Unlock()
	var ow, rt []time.Duration
	for _, d := range deliveries {
		if d.seq < count {
			ow = append(ow, d.at.Sub(sent[d.seq]))
		}
	}
	for i, r := range replied {
		if !r.IsZero() {
			rt = append(rt, r.Sub(sent[i]))
		}
	}
	return percentiles(ow), percentiles(rt), nil
}

// amplification publishes real signed job announces that no miner bids on
// and measures bytes received per miner per announce with the libp2p
// bandwidth counters, minus the idle control traffic of an equal period.
func amplification(ctx context.Context, net *testnet.Net, count int) (msgSize int, perAnnounce, idlePerSec float64, err error) {
	totalIn := func() int64 {
		var t int64
		for _, m := range net.Miners {
			t += m.Host().Bandwidth().TotalIn
		}
		return t
	}
	const gap = 20 * time.Millisecond
	period := time.Duration(count)*gap + time.Second
	before := totalIn()
	if err := sleep(ctx, period); err != nil {
		return 0, 0, 0, err
	}
	idle := totalIn() - before
	topic := types.SubnetTopic(net.Config().Subnet, types.TopicJobs)
	before = totalIn()
	start := time.Now()
	for i := 0; i < count; i++ {
		now := time.Now()
		j := &types.JobOrder{
			Subnet: net.Config().Subnet, ModelCid: "bafkreibenchamplificationmodelcid000000000000000000000", Engine: "onnx",
			Spec: "gpus=64", MaxFee: types.Amount(big.NewInt(1e18)), CreatedMs: now.UnixMilli(),
			DeadlineMs: now.Add(time.Minute).UnixMilli(), Nonce: uint64(i + 1), BidWindowMs: 50,
		}
		if err := net.Client.SignAndPublish(ctx, topic, j); err != nil {
			return 0, 0, 0, err
		}
		if msgSize == 0 {
			b, _ := types.Encode(j)
			msgSize = len(b)
		}
		if err := sleep(ctx, gap); err != nil {
			return 0, 0, 0, err
		}
	}
	if err := sleep(ctx, period-time.Since(start)); err != nil {
		return 0, 0, 0, err
	}
	busy := totalIn() - before
	// Idle again, after: traffic left over from the previous phase (or a
	// burst of adverts and usage reports) in one idle window would skew
	// the subtraction; the mean of the windows before and after is steadier.
	before = totalIn()
	if err := sleep(ctx, period); err != nil {
		return 0, 0, 0, err
	}
	idle = (idle + totalIn() - before) / 2
	miners := float64(len(net.Miners))
	idlePerSec = float64(idle) / miners / period.Seconds()
	perAnnounce = float64(busy-idle) / miners / float64(count)
	return msgSize, perAnnounce, idlePerSec, nil
}

func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// WriteAnnounceTable prints the rows as a markdown table.
func WriteAnnounceTable(w io.Writer, rows []AnnounceRow) error {
	tw := tabwriter.NewWriter(w, 2, 4, 1, ' ', tabwriter.Debug)
	fmt.Fprintln(tw, "| miners\t jobs timed (no bid)\t announce→first bid p50/p99\t raw one-way p50/p99\t raw round trip p50/p99\t P1 p99 ratio vs one-way / round trip\t announce bytes\t bytes in per miner per announce\t P7 amplification\t")
	fmt.Fprintln(tw, "|---\t---\t---\t---\t---\t---\t---\t---\t---\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "| %d\t %d (%d)\t %s / %s\t %s / %s\t %s / %s\t %.2f× / %.2f×\t %d B\t %.0f B\t %.2f×\t\n", r.Miners, r.FirstBid.N, r.NoBid,
			msf(r.FirstBid.P50), msf(r.FirstBid.P99), msf(r.RawOneWay.P50), msf(r.RawOneWay.P99),
			msf(r.RawRoundTrip.P50), msf(r.RawRoundTrip.P99),
			ratio(r.FirstBid.P99, r.RawOneWay.P99), ratio(r.FirstBid.P99, r.RawRoundTrip.P99),
			r.AnnounceBytes, r.BytesPerAnnounce, r.BytesPerAnnounce/float64(max(1, r.AnnounceBytes)))
	}
	return tw.Flush()
}

func msf(d time.Duration) string { return fmt.Sprintf("%.2fms", float64(d)/float64(time.Millisecond)) }

func ratio(a, b time.Duration) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}
