package bench

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"syscall"
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
	Jobs      int           // timed jobs per size (default 50 per miner, at least 200: a couple of seconds of jobs)
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
	// Direct and Auction split the verified jobs by the path that placed
	// them: a standing offer over a direct stream, or the auction (every
	// direct attempt declined or went unanswered, or no fresh offer).
	Direct, Auction int
	// Where a verified job's time went (p50 / p99 of each): announce →
	// the first assignment published, announce → acked, announce → the
	// miner started (after its queue and input fetch, by its clock: same
	// machine), execution (miner-reported), miner finished → verified at
	// the client.
	Assign, Ack, Wait, Exec, Return Percentiles
	// CPU is the process's CPU time (user and system, every in-process
	// peer) over the timed jobs: CPU per job does not depend on how busy
	// the machine is, throughput does.
	CPU time.Duration
}

// CPUPerJob is the CPU time the whole testnet spent per verified job.
func (r ThroughputRow) CPUPerJob() time.Duration {
	if r.Verified == 0 {
		return 0
	}
	return r.CPU / time.Duration(r.Verified)
}

// CoresBusy is how many of the machine's cores the testnet kept busy
// over the timed jobs (CPU time over wall time).
func (r ThroughputRow) CoresBusy() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.CPU) / float64(r.Elapsed)
}

// processCPU is this process's user and system CPU time so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
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
			jobs = max(200, 50*k)
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
	post := func(i int) (*node.JobOutcome, error) {
		ctx, cancel := context.WithTimeout(ctx, time.Minute)
		defer cancel()
		out, err := net.Client.Post(ctx, node.JobRequest{Subnet: net.Config().Subnet, Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5),
			ModelCID: mc, InputCID: inputs[i]})
		if err != nil {
			return nil, err
		}
		if out == nil || !out.Verified {
			return nil, fmt.Errorf("job %d not verified", i)
		}
		return out, nil
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
		mu                             sync.Mutex
		lat, asg, ack, wait, exec, ret []time.Duration
		next                           int
	)
	start, cpu0 := time.Now(), processCPU()
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
				out, err := post(i)
				mu.Lock()
				if err != nil {
					if row.Failed == 0 {
						row.FirstError = err.Error()
					}
					row.Failed++
				} else {
					row.Verified++
					if out.Path == "direct" {
						row.Direct++
					} else {
						row.Auction++
					}
					lat = append(lat, out.VerifiedAt.Sub(out.PostedAt))
					asg = append(asg, out.AssignedAt.Sub(out.PostedAt))
					ack = append(ack, out.AckedAt.Sub(out.PostedAt))
					wait = append(wait, time.UnixMilli(out.Result.GetStartedMs()).Sub(out.PostedAt))
					exec = append(exec, out.ExecTime())
					ret = append(ret, out.ReturnTime())
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	row.Elapsed, row.CPU = time.Since(start), processCPU()-cpu0
	row.Latency = percentiles(lat)
	row.Assign, row.Ack, row.Wait, row.Exec, row.Return = percentiles(asg), percentiles(ack), percentiles(wait), percentiles(exec), percentiles(ret)
	return row, ctx.Err()
}
