package bench

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/testnet"
	"github.com/tensora/tensora/types/tora"
)

// ThroughputConfig sizes the throughput benchmark.
type ThroughputConfig struct {
	Miners    []int         // fleet sizes (default 1, 2, 4, 8)
	Jobs      int           // timed jobs per size (default 8 per miner, at least 16)
	PerMiner  int           // jobs kept in flight per miner (default 2; see Throughput)
	BidWindow time.Duration // default 300ms
	ModelPath string        // default silero VAD v5 (0.2 ms an inference)
	Logger    func(format string, args ...any)
	Log       *slog.Logger // the peers' logs (default: discarded)
}

// ThroughputRow is one fleet size's throughput: jobs posted with PerMiner×miners
// in flight at once by the client, counted when verified at the client.
type ThroughputRow struct {
	Miners, Jobs, InFlight, Verified, Failed int
	Elapsed                                  time.Duration
	Latency                                  Percentiles // announce → verified, per job
	FirstError                               string      // the first failed job's error, if any
}

// PerSecond is verified jobs per second.
func (r ThroughputRow) PerSecond() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.Verified) / r.Elapsed.Seconds()
}

// Throughput measures throughput (P3) on a fresh testnet per fleet size, with
// real inference of a tiny model, the model cached on every miner. The
// offered load is PerMiner jobs in flight per miner (default 2). Each job
// is given at most a minute.
func Throughput(ctx context.Context, cfg ThroughputConfig) ([]ThroughputRow, error) {
	if len(cfg.Miners) == 0 {
		cfg.Miners = []int{1, 2, 4, 8}
	}
	if cfg.PerMiner < 0 {
		return nil, fmt.Errorf("p3: %d jobs per miner in flight: want at least 1", cfg.PerMiner)
	}
	if cfg.PerMiner == 0 {
		cfg.PerMiner = 2
	}
	if cfg.BidWindow == 0 {
		cfg.BidWindow = 300 * time.Millisecond
	}
	logf := cfg.Logger
	if logf == nil {
		logf = func(string, ...any) {}
	}
	var rows []ThroughputRow
	for _, k := range cfg.Miners {
		jobs := cfg.Jobs
		if jobs == 0 {
			jobs = max(16, 8*k)
		}
		logf("p3: %d miners, %d jobs, %d in flight", k, jobs, cfg.PerMiner*k)
		row, err := throughputOne(ctx, cfg, k, jobs)
		if err != nil {
			return rows, fmt.Errorf("p3: %d miners: %w", k, err)
		}
		rows = append(rows, row)
	}
	return rows, nil
}

func throughputOne(ctx context.Context, cfg ThroughputConfig, miners, jobs int) (ThroughputRow, error) {
	row := ThroughputRow{Miners: miners, Jobs: jobs, InFlight: cfg.PerMiner * miners}
	net, err := testnet.Start(ctx, testnet.Config{Miners: miners, BidWindow: cfg.BidWindow, Degree: 4, ModelPath: cfg.ModelPath, Logger: cfg.Log,
		Profiles: []testnet.Profile{{Name: "cpu", PriceTORA: 1, StakeTORA: 200}},
		Jobs:     []testnet.JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	if err != nil {
		return row, err
	}
	defer net.Close()
	mc, err := net.AddModel(ctx)
	if err != nil {
		return row, err
	}
	c, err := cid.Decode(mc)
	if err != nil {
		return row, err
	}
	client := []peer.AddrInfo{net.Client.Host().AddrInfo()}
	for i, m := range net.Miners {
		if _, err := m.Content().FetchBytes(ctx, c, client, 1<<30); err != nil {
			return row, fmt.Errorf("warm miner %d: %w", i, err)
		}
	}
	// Inputs are made before the clock starts: generating them is the
	// client's work, not the network's.
	inputs := make([]string, jobs+miners)
	for i := range inputs {
		if inputs[i], _, err = net.AddInput(ctx, i); err != nil {
			return row, err
		}
	}
	post := func(i int) (time.Duration, error) {
		ctx, cancel := context.WithTimeout(ctx, time.Minute)
		defer cancel()
		out, err := net.Client.Post(ctx, node.JobRequest{Subnet: net.Config().Subnet, Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5),
			ModelCID: mc, InputCID: inputs[i]})
		if err != nil {
			return 0, err
		}
		if out == nil || !out.Verified {
			return 0, fmt.Errorf("job %d not verified", i)
		}
		return out.VerifiedAt.Sub(out.PostedAt), nil
	}
	// One job per miner, in parallel, warms sessions and connections.
	var wg sync.WaitGroup
	for i := 0; i < miners; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); _, _ = post(jobs + i) }()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return row, err
	}
	var (
		mu   sync.Mutex
		lat  []time.Duration
		next int
	)
	start := time.Now()
	for w := 0; w < row.InFlight; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= jobs || ctx.Err() != nil {
					return
				}
				d, err := post(i)
				mu.Lock()
				if err != nil {
					if row.Failed == 0 {
						row.FirstError = err.Error()
					}
					row.Failed++
				} else {
					row.Verified++
					lat = append(lat, d)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	row.Elapsed = time.Since(start)
	row.Latency = percentiles(lat)
	return row, ctx.Err()
}
