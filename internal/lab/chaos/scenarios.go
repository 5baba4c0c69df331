package chaos

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/internal/lab/fault"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/testnet"
	"github.com/tensora/tensora/types/tora"
)

// R1: the miner running a job crashes. The client, hearing nothing within
// ResultWait, assigns the next-ranked miner, which runs it. The crashed
// miner then comes back, finds the job in its durable queue, finishes it
// too and tries to settle it: the chain must refuse that second claim.
func chaosR1(ctx context.Context, o Options, r *Result) error {
	st := fault.NewStall()
	n, stop, err := chaosNet(ctx, o, testnet.Config{Miners: 3, Chain: true, BidWindow: 150 * time.Millisecond, ResultWait: 3 * time.Second,
		Profiles: cpuFleet, Jobs: cpuJobs,
		NewEngine: func() (engine.Engine, error) {
			e, err := onnx.New(onnx.Config{Logger: o.Logger})
			return st.Engine(e), err
		}}, true)
	if err != nil {
		return err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	r.did("started 3 CPU miners, a light client and the embedded chain (client result wait 3s)")
	before, err := n.ChainBalances(ctx)
	if err != nil {
		return err
	}
	mc, err := n.AddModel(ctx)
	if err != nil {
		return err
	}
	ic, _, err := n.AddInput(ctx, 0)
	if err != nil {
		return err
	}
	type res struct {
		out *node.JobOutcome
		err error
	}
	done := make(chan res, 1)
	go func() {
		out, err := n.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: mc, InputCID: ic, Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5)})
		done <- res{out, err}
	}()
	select {
	case <-st.Started():
	case x := <-done:
		return fmt.Errorf("the job ended before any miner ran it: %v", x.err)
	case <-ctx.Done():
		return fmt.Errorf("no miner started the job: %w", ctx.Err())
	}
	victim := -1
	var jobID [32]byte
	for i, m := range n.Miners {
		js, _ := m.Queue().List(ctx, queue.Running)
		if len(js) > 0 {
			victim, jobID = i, js[0].ID
		}
	}
	if victim < 0 {
		return fmt.Errorf("the stalled job is in no miner's queue as running")
	}
	crashed := n.Miners[victim].Address()
	addrs, err := n.Crash(victim)
	if err != nil {
		return err
	}
	r.did("crashed miner %s while it ran job %x (host first, nothing written on the way down)", crashed.Hex()[:10], jobID[:6])
	x := <-done
	if x.err != nil {
		r.check(false, "job completes elsewhere", "%v", x.err)
		return nil
	}
	r.check(x.out.Verified && x.out.Winner != crashed, "job completes elsewhere",
		"verified from %s in round %d after %s", x.out.Winner.Hex()[:10], x.out.Round, x.out.VerifiedAt.Sub(x.out.PostedAt).Round(time.Millisecond))
	// The new winner settles first; then the crashed miner comes back.
	wi := n.IndexOf(x.out.Winner)
	if _, err := n.Miners[wi].Settlement().Step(ctx, true); err != nil {
		return fmt.Errorf("settle on the new winner: %w", err)
	}
	r.did("the new winner submitted its batch")
	if err := n.Revive(ctx, victim, addrs); err != nil {
		return err
	}
	r.did("restarted the crashed miner on its data directory")
	var j queue.Job
	for wait := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		js, err := n.Miners[victim].Queue().List(ctx)
		if err != nil {
			return err
		}
		if i := indexJob(js, jobID); i >= 0 {
			j = js[i]
		}
		if j.State == queue.Done || j.State == queue.Failed || time.Now().After(wait) {
			break
		}
	}
	r.check(j.State == queue.Done || j.State == queue.Failed, "the crashed miner's queue still held the job and finished it",
		"state %s after %d attempts", j.State, j.Attempts)
	sr, err := n.Settle(ctx, before)
	if err != nil {
		return err
	}
	r.did("settled every miner (challenge window passed on the chain's clock)")
	r.check(sr.Jobs == 1, "the job settled exactly once", "%d settled leaves", sr.Jobs)
	moneyChecks(r, sr, 1)
	if j.State == queue.Done {
		dropped, _ := n.Miners[victim].Settlement().Dropped(ctx)
		r.check(dropped[jobID] != "", "the crashed miner's late claim was refused", "%q", dropped[jobID])
	}
	return nil
}

func indexJob(js []queue.Job, id [32]byte) int {
	for i, j := range js {
		if j.ID == id {
			return i
		}
	}
	return -1
}

// R2: a miner fakes every output (valid hash, CID and proof over the wrong
// bytes); two validators sample every result.
func chaosR2(ctx context.Context, o Options, r *Result) error {
	n, stop, err := chaosNet(ctx, o, testnet.Config{Miners: 3, Validators: 2, Faults: fault.Plan{Byzantine: 1}, SampleRateBps: 10000, Chain: true,
		BidWindow: 200 * time.Millisecond, Jobs: cpuJobs}, false)
	if err != nil {
		return err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, 4*time.Minute)
	defer cancel()
	r.did("started 3 miners (the most-staked one byzantine, faking every output), 2 validators sampling 100%%, a client and the chain")
	before, err := n.ChainBalances(ctx)
	if err != nil {
		return err
	}
	fakes, honest := 0, 0
	for i := 0; i < 12 && (fakes == 0 || honest == 0 || i < o.size(3, 6)); i++ {
		rep, err := n.Run(ctx, 1)
		if err != nil {
			return err
		}
		if !rep.OK() {
			r.check(false, "the client accepts every result (fakes look valid)", "job %d: %+v", i, rep.Jobs)
			return nil
		}
		if n.Byzantine[common.HexToAddress(rep.Jobs[0].Winner)] {
			fakes++
		} else {
			honest++
		}
	}
	r.did("ran %d jobs: %d won by the byzantine miner, %d by honest ones", fakes+honest, fakes, honest)
	if !r.check(fakes > 0, "the byzantine miner won a job", "%d faked jobs", fakes) {
		return nil
	}
	sr, err := n.Settle(ctx, before)
	if err != nil {
		return err
	}
	v := sr.Validation
	if v == nil {
		return fmt.Errorf("no validation report")
	}
	r.did("settled: validators re-executed, challenged, voted; the vote period passed on the chain's clock")
	r.check(v.Resolved["upheld"] == fakes && v.Resolved["rejected"] == 0 && v.Resolved["open"] == 0, "every faked job caught and its challenge upheld",
		"challenges %v for %d fakes", v.Resolved, fakes)
	for _, m := range v.Miners {
		if m.Byzantine {
			r.check(m.StakeAfter.Cmp(m.StakeBefore) < 0, "byzantine miner slashed", "stake %s → %s TORA, share price %.3f → %.3f",
				tora.Format(m.StakeBefore), tora.Format(m.StakeAfter), m.PriceBefore, m.PriceAfter)
		} else if m.StakeAfter.Cmp(m.StakeBefore) != 0 || m.Upheld != 0 {
			r.check(false, "honest miners untouched", "%s stake %s → %s", m.Address.Hex()[:10], m.StakeBefore, m.StakeAfter)
		}
	}
	spent := new(big.Int).Sub(sr.Before.ClientFree, sr.After.ClientFree)
	var byzEarned big.Int
	honestEarned := new(big.Int)
	for _, m := range sr.Miners {
		d := new(big.Int).Sub(sr.After.MinerTORA[m], sr.Before.MinerTORA[m])
		if n.Byzantine[m] {
			byzEarned.Add(&byzEarned, d)
		} else {
			honestEarned.Add(honestEarned, d)
		}
	}
	r.check(byzEarned.Sign() == 0, "the byzantine miner earned nothing", "%s TORA", tora.Format(&byzEarned))
	r.check(v.Refunded.Sign() > 0, "the client was refunded the faked jobs", "%s TORA refunded over %d voided leaves", tora.Format(v.Refunded), v.Voided)
	m80 := new(big.Int).Quo(new(big.Int).Mul(spent, big.NewInt(8)), big.NewInt(10))
	r.check(honestEarned.Cmp(m80) == 0, "the client paid only for honest jobs, 80% of it to their miners",
		"client spent %s, honest miners +%s TORA", tora.Format(spent), tora.Format(honestEarned))
	return nil
}

// R7: the peers lose the chain's JSON-RPC for a run of jobs.
func chaosR7(ctx context.Context, o Options, r *Result) error {
	n, stop, err := chaosNet(ctx, o, testnet.Config{Miners: 2, Chain: true, ChainOutages: true, BidWindow: 150 * time.Millisecond,
		Profiles: cpuFleet, Jobs: cpuJobs}, false)
	if err != nil {
		return err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	r.did("started 2 miners, a client and the chain behind a relay the scenario can cut")
	before, err := n.ChainBalances(ctx)
	if err != nil {
		return err
	}
	k := o.size(2, 4)
	if _, err := runJobs(ctx, r, n, k, "before the outage"); err != nil {
		return err
	}
	n.ChainDown()
	r.did("cut every peer off the chain")
	if _, err := runJobs(ctx, r, n, k, "during the outage"); err != nil {
		return err
	}
	noticed, failed := 0, 0
	for _, m := range n.Miners {
		if _, err := m.Settlement().Step(ctx, true); err != nil {
			noticed++
		}
		bs, _ := m.Settlement().Batches(ctx)
		for _, b := range bs {
			if b.State == settle.Failed {
				failed++
			}
		}
	}
	r.did("asked every miner to settle while the chain was away")
	r.check(noticed > 0, "settlement noticed the outage", "%d of %d miners' settlement steps failed", noticed, len(n.Miners))
	r.check(failed == 0, "no batch given up during the outage", "%d failed batches", failed)
	if err := n.ChainUp(); err != nil {
		return err
	}
	r.did("restored the chain")
	sr, err := n.Settle(ctx, before)
	if err != nil {
		return err
	}
	r.check(sr.Jobs == 2*k, "settlement caught up: every job settled", "%d of %d jobs in %d batches", sr.Jobs, 2*k, sr.Batches)
	moneyChecks(r, sr, 2*k)
	settledOnce(ctx, r, n)
	return nil
}

// R6: every peer restarts, one at a time, while jobs run.
func chaosR6(ctx context.Context, o Options, r *Result) error {
	miners := o.size(2, 3)
	n, stop, err := chaosNet(ctx, o, testnet.Config{Miners: miners, Validators: 1, Chain: true, BidWindow: 150 * time.Millisecond,
		ResultWait: 5 * time.Second, Profiles: cpuFleet, Jobs: cpuJobs}, true)
	if err != nil {
		return err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	r.did("started %d miners, a validator, a client and the chain, each peer on its own data directory", miners)
	before, err := n.ChainBalances(ctx)
	if err != nil {
		return err
	}
	workers := len(n.Miners) + len(n.Validators)
	k := workers + 2
	var reps []*testnet.Report
	var restarted []string
	for i := 0; i < workers; i++ {
		// Post job i, and once it is assigned restart peer i: the winner
		// itself for some, a bystander or the validator for others.
		type res struct {
			rep *testnet.Report
			err error
		}
		done := make(chan res, 1)
		go func() { rep, err := n.Run(ctx, 1); done <- res{rep, err} }()
		client := n.Client
		for assigned := false; !assigned; time.Sleep(20 * time.Millisecond) {
			recs, err := client.Jobs(ctx)
			if err != nil {
				return err
			}
			assigned = len(recs) > i && recs[len(recs)-1].Winner != ""
			if ctx.Err() != nil {
				return ctx.Err()
			}
		}
		if err := n.Revive(ctx, i, nil); err != nil {
			return err
		}
		restarted = append(restarted, n.All[i].Address().Hex()[:10])
		o.progress("restarted peer %d", i)
		x := <-done
		if x.err != nil {
			return x.err
		}
		reps = append(reps, x.rep)
		// The restarted peer rejoins: adverts and meshes re-form.
		if err := n.WaitAdverts(ctx); err != nil {
			return fmt.Errorf("after restarting peer %d: %w: %s", i, err, n.AdvertViews())
		}
	}
	r.did("restarted %s one at a time, each while a job was assigned and running", strings.Join(restarted, ", "))
	x, err := n.Run(ctx, 2)
	if err != nil {
		return err
	}
	reps = append(reps, x)
	ci := len(n.All) - 1
	if err := n.Revive(ctx, ci, nil); err != nil {
		return err
	}
	o.progress("restarted the client")
	if err := n.WaitAdverts(ctx); err != nil {
		return fmt.Errorf("after restarting the client: %w: %s", err, n.AdvertViews())
	}
	r.did("ran 2 more jobs, restarted the client, then ran 2 more")
	y, err := n.Run(ctx, 2)
	if err != nil {
		return err
	}
	reps = append(reps, y)
	verified, failed, lost := 0, 0, 0
	var whys []string
	for _, rep := range reps {
		for _, j := range rep.Jobs {
			switch {
			case j.Verified:
				verified++
			case j.Error != "":
				failed++
				whys = append(whys, fmt.Sprintf("job %d %s: %s", verified+failed+lost-1, j.JobID, j.Error))
			default:
				lost++
			}
		}
	}
	r.check(lost == 0 && verified+failed == k+2, "no job lost: each verified or failed explicitly", "%d verified, %d failed with a reason, %d unaccounted", verified, failed, lost)
	if verified != k+2 {
		whys = append(whys, "the client's GossipSub scores: "+n.ScoresOf(len(n.All)-1))
	}
	r.check(verified == k+2, "every job verified despite the restarts", "%d of %d %s", verified, k+2, strings.Join(whys, "; "))
	sr, err := n.Settle(ctx, before)
	if err != nil {
		return err
	}
	r.did("settled every miner")
	r.check(sr.Jobs == verified, "every verified job settled once", "%d leaves for %d verified jobs", sr.Jobs, verified)
	moneyChecks(r, sr, verified)
	settledOnce(ctx, r, n)
	return nil
}

// R4 (the chain half): once the run's jobs are settled, a settled leaf
// sent again in a new batch is refused.
func replayLeaf(ctx context.Context, r *Result, n *testnet.Net) error {
	before, err := n.ChainBalances(ctx)
	if err != nil {
		return err
	}
	sr, err := n.Settle(ctx, before)
	if err != nil {
		return err
	}
	var m *node.Node
	var done []queue.Job
	for _, x := range n.Miners {
		if js, _ := x.Queue().List(ctx, queue.Done); len(js) > 0 {
			m, done = x, js
		}
	}
	if m == nil || sr.Jobs == 0 {
		return fmt.Errorf("no settled job to replay (%d settled)", sr.Jobs)
	}
	e := settle.Entry{JobID: done[0].ID, Order: done[0].Order, Result: done[0].Result, Assignment: done[0].Assign, Fee: chaosFee}
	client, contracts, ok := n.ChainClient()
	if !ok {
		return errors.New("no chain to replay a leaf on")
	}
	domain := chain.EscrowDomain(backend.DevChainID, contracts.Escrow)
	oc := settle.NewOnChain(client, contracts.Escrow, domain, n.Key(n.IndexOf(m.Address())))
	_, _, _, _, err = oc.Submit(ctx, 1, []settle.Entry{e})
	r.did("the miner that settled job %x sent the same leaf again in a new batch", e.JobID[:6])
	r.check(err != nil, "settlement leaf replay reverted", "%v", err)
	after, err := n.ChainBalances(ctx)
	if err != nil {
		return err
	}
	a := m.Address()
	r.check(after.ClientFree.Cmp(sr.After.ClientFree) == 0 && after.MinerOwed[a].Sign() == 0 && after.EscrowHeld.Cmp(sr.After.EscrowHeld) == 0,
		"no money moved by the replay", "client free %s, miner owed %s TORA", tora.Format(after.ClientFree), tora.Format(after.MinerOwed[a]))
	return nil
}

// R9: the settlement contracts' invariant fuzz target, on the simulated
// chain, through the Go toolchain (it lives in chain's tests).
func chaosR9(ctx context.Context, o Options, r *Result) error {
	dir := o.ModuleDir
	if dir == "" {
		dir = findModule()
	}
	goBin, err := exec.LookPath("go")
	if dir == "" || err != nil {
		r.Skipped = "needs the Go toolchain and Tensora's source tree (run from the repository, or make chaos)"
		return nil
	}
	args := []string{"test", "-count=1", "-run", "^$", "-fuzz", "^FuzzSettlementInvariant$", "-fuzztime", o.FuzzTime.String(), "./chain/"}
	what := fmt.Sprintf("fuzzed FuzzSettlementInvariant for %s", o.FuzzTime)
	if o.Quick {
		args = []string{"test", "-count=1", "-run", "^FuzzSettlementInvariant$", "./chain/"}
		what = "ran FuzzSettlementInvariant's seed corpus"
	}
	cmd := exec.CommandContext(ctx, goBin, args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err = cmd.Run()
	r.did("%s (random deposits, withdrawals, per-job posts, batches, replays, challenges, votes, time, finalizations, claims; the R9 balances checked after each)", what)
	tail := strings.TrimSpace(out.String())
	if i := strings.LastIndex(tail, "\n"); err == nil && i >= 0 {
		tail = tail[i+1:]
	} else if len(tail) > 2000 {
		tail = tail[len(tail)-2000:]
	}
	r.check(err == nil, "escrow, stake and reward balances always added up", "%s", tail)
	return nil
}

// findModule walks up from the working directory to Tensora's go.mod.
func findModule() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && strings.Contains(string(b), "module github.com/tensora/tensora\n") {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			return ""
		}
		dir = up
	}
}
