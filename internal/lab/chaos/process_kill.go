//go:build linux

package chaos

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/tensora/tensora/api/apitypes"
	"github.com/tensora/tensora/sdk"
	"github.com/tensora/tensora/testnet"
	"github.com/tensora/tensora/types/tora"
)

// R1p: R1 with real processes. Every peer is its own tensora process; the
// miner running the job gets SIGKILL (kill -9: no shutdown, nothing
// flushed), the client reassigns when its result wait runs out, and the
// killed miner comes back on its data directory. The job is genuinely
// slow (slowModel: seconds of matrix products), so it is reliably mid-run
// when the kill lands.
func chaosR1Procs(ctx context.Context, o Options, r *Result) error {
	bin, err := tensoraBinary(o.Binary)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "tensora-r1p-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	model := filepath.Join(dir, "slow.onnx")
	if err := os.WriteFile(model, slowModel(slowProducts), 0o600); err != nil {
		return err
	}
	const wait = 8 * time.Second
	ctx, cancel := context.WithTimeout(ctx, 4*time.Minute)
	defer cancel()
	p, err := testnet.StartProcs(ctx, testnet.ProcsConfig{Binary: bin, Miners: 3, ModelPath: model, ResultWait: wait, Logger: o.Logger})
	if err != nil {
		return err
	}
	defer p.Close()
	r.did("started the chain, 3 miners and a client as separate tensora processes (pids %v); each job runs %d products of 1024×1024 matrices, the client's result wait is %s", p.Pids(), slowProducts, wait)
	before, err := p.Balances(ctx)
	if err != nil {
		return err
	}
	id, err := p.PostJob(ctx, 0)
	if err != nil {
		return err
	}
	victim, err := runningMiner(ctx, p, id, 30*time.Second)
	if err != nil {
		return err
	}
	vm := p.Miners[victim]
	pid := vm.Pid()
	if err := p.Kill(victim); err != nil {
		return err
	}
	r.did("kill -9 of %s (pid %d) while it ran job %s", vm.Name, pid, shortHex(id))
	wctx, wcancel := context.WithTimeout(ctx, 2*time.Minute)
	j, err := p.SDK().Wait(wctx, id, nil)
	wcancel()
	if err != nil && j.State == "" {
		return err
	}
	r.check(j.State == "verified" || j.State == "settled", "job completes elsewhere",
		"state %s, winner %s, after %s %s", j.State, shortHex(j.Winner), time.Since(j.Posted).Round(time.Millisecond), j.Error)
	r.check(!strings.EqualFold(j.Winner, vm.Address.Hex()), "the winner is not the killed miner", "winner %s, killed %s", shortHex(j.Winner), shortHex(vm.Address.Hex()))
	if err := p.Restart(ctx, victim); err != nil {
		return err
	}
	r.did("restarted %s on its data directory and ports (pid %d)", vm.Name, vm.Pid())
	st, err := minerJobState(ctx, p, victim, id, 60*time.Second)
	r.check(err == nil && (st == "done" || st == "failed"), "the killed miner's queue still held the job and finished it", "state %q %v", st, err)
	sr, err := p.Settle(ctx, []testnet.ProcJob{{ID: id, State: j.State, Settled: j.Settled}}, before, 2*time.Minute)
	if err != nil {
		return err
	}
	r.did("settled: %d finalized batches, %d refused; claimed %v", sr.Batches, sr.FailedBatches, sr.Claimed)
	r.check(sr.Jobs == 1, "the job settled exactly once", "%d jobs in finalized batches across the miners", sr.Jobs)
	// The fee is the paid miner's price: the new winner's, or the killed
	// miner's if its late batch landed first and the winner's was refused.
	spent := tora.Format(sr.ClientSpent)
	once := false
	for _, m := range p.Miners {
		if (strings.EqualFold(m.Address.Hex(), j.Winner) || m == vm) && spent == priceOf(m.Price) {
			once = true
		}
	}
	r.check(sr.Exact && once, "escrow exact: the client paid one miner's price once, miners and the pool got exactly that",
		"client spent %s TORA, paid out %s", spent, tora.Format(sr.Paid))
	return nil
}

// slowProducts is how many matrix products R1p's job runs: 2–3 s on
// one core, as long as the fault-injection delay the scenario once used.
const slowProducts = 60

// tensoraBinary is the tensora executable R1p starts its processes from:
// bin if set, else the one next to this executable (bin/tensora beside
// bin/tensora-lab), else tensora on PATH.
func tensoraBinary(bin string) (string, error) {
	if bin != "" {
		return bin, nil
	}
	if exe, err := os.Executable(); err == nil {
		sib := filepath.Join(filepath.Dir(exe), "tensora")
		if fi, err := os.Stat(sib); err == nil && !fi.IsDir() {
			return sib, nil
		}
	}
	p, err := exec.LookPath("tensora")
	if err != nil {
		return "", fmt.Errorf("the tensora binary (R1p runs its peers as tensora processes): none beside this executable or on PATH: %w", err)
	}
	return p, nil
}

// runningMiner polls the miners' APIs until one has job id fetching or
// running, and returns its index.
func runningMiner(ctx context.Context, p *testnet.Procs, id string, limit time.Duration) (int, error) {
	deadline := time.Now().Add(limit)
	for {
		for i := range p.Miners {
			if st, err := minerJob(ctx, p, i, id); err == nil && (st == "fetching" || st == "running") {
				return i, nil
			}
		}
		if time.Now().After(deadline) {
			return -1, fmt.Errorf("testnet: no miner started job %s within %s", shortHex(id), limit)
		}
		if err := sleepCtx(ctx, 50*time.Millisecond); err != nil {
			return -1, err
		}
	}
}

// minerJobState polls miner i until its queue holds job id done or failed.
func minerJobState(ctx context.Context, p *testnet.Procs, i int, id string, limit time.Duration) (string, error) {
	deadline := time.Now().Add(limit)
	for {
		st, err := minerJob(ctx, p, i, id)
		if err == nil && (st == "done" || st == "failed") {
			return st, nil
		}
		if time.Now().After(deadline) {
			return st, fmt.Errorf("job %s on %s: %q after %s (%v)", shortHex(id), p.Miners[i].Name, st, limit, err)
		}
		if err := sleepCtx(ctx, 200*time.Millisecond); err != nil {
			return st, err
		}
	}
}

// minerJob returns the state of job id in miner i's queue ("" if absent).
func minerJob(ctx context.Context, p *testnet.Procs, i int, id string) (string, error) {
	m := p.Miners[i]
	if m.Pid() == 0 {
		return "", fmt.Errorf("%s is not running", m.Name)
	}
	var v apitypes.JobsResponse
	if err := sdk.New(m.API, nil).Get(ctx, "/api/v1/jobs", &v); err != nil {
		return "", err
	}
	want := strings.ToLower(strings.TrimPrefix(id, "0x"))
	for _, j := range v.Miner {
		if strings.ToLower(strings.TrimPrefix(j.ID, "0x")) == want {
			return j.State, nil
		}
	}
	return "", nil
}

func shortHex(s string) string {
	s = strings.TrimPrefix(s, "0x")
	if len(s) > 12 {
		s = s[:12]
	}
	return "0x" + s
}

// priceOf formats a miner's configured price as the escrow report does;
// a price that does not parse matches no spend but zero, as before.
func priceOf(s string) string {
	p, err := tora.Parse(s)
	if err != nil {
		return "0"
	}
	return tora.Format(p)
}
