package gethdev_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/deploy"
	"github.com/tensora/tensora/chain/gethdev"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/internal/lab/fault"
	"github.com/tensora/tensora/testnet"
	"github.com/tensora/tensora/types/tora"
)

// needGeth skips when geth is not built (`make setup-geth`; make test
// builds it first).
func needGeth(t *testing.T) {
	t.Helper()
	if _, err := gethdev.Find(); errors.Is(err, gethdev.ErrNotBuilt) {
		t.Skipf("%v", err)
	} else if err != nil {
		t.Fatal(err)
	}
}

// The geth looked for is the go-ethereum go.mod requires.
func TestVersionIsGoMods(t *testing.T) {
	b, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "github.com/ethereum/go-ethereum" {
			if f[1] != gethdev.Version {
				t.Fatalf("go.mod requires go-ethereum %s, gethdev.Version is %s", f[1], gethdev.Version)
			}
			return
		}
	}
	t.Fatal("go.mod does not require go-ethereum")
}

// Find takes $TENSORA_GETH over the cache, and says how to build geth
// when there is none.
func TestFind(t *testing.T) {
	v := gethdev.Version
	bin := filepath.Join(t.TempDir(), "geth")
	if err := os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TENSORA_GETH", bin)
	if p, err := gethdev.Find(); err != nil || p != bin {
		t.Fatalf("Find with TENSORA_GETH: %q %v", p, err)
	}
	t.Setenv("TENSORA_GETH", filepath.Join(t.TempDir(), "missing"))
	if _, err := gethdev.Find(); err == nil || !strings.Contains(err.Error(), "TENSORA_GETH") {
		t.Fatalf("missing TENSORA_GETH: %v", err)
	}
	t.Setenv("TENSORA_GETH", "")
	t.Setenv("TENSORA_CACHE", t.TempDir())
	t.Chdir(t.TempDir())
	if _, err := gethdev.Find(); !errors.Is(err, gethdev.ErrNotBuilt) || !strings.Contains(err.Error(), "make setup-geth") || !strings.Contains(err.Error(), v) {
		t.Fatalf("no geth: %v", err)
	}
}

// Settlement, a challenge and staking over a real node's JSON-RPC: the
// contracts deployed on geth --dev as `tensora chain deploy` does, then a
// testnet of three miners (one byzantine) and two validators sampling
// every result settles on it: operators register their stake, batches are
// submitted, the byzantine miner's results are challenged and the
// challenges upheld by the validators' votes, its stake slashed, and
// after the (real-time) challenge window the batches finalize and honest
// miners claim their pay.
func TestSettlementOnGeth(t *testing.T) {
	needGeth(t)
	if _, err := engine.FindModel(engine.SileroVAD); err != nil {
		t.Skipf("%v", err)
	}
	if _, err := onnx.FindLibrary(""); err != nil {
		t.Skipf("%v", err)
	}
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	g, err := gethdev.Start(ctx, gethdev.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	admin, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Fund(ctx, tora.Whole(1000), crypto.PubkeyToAddress(admin.PublicKey)); err != nil {
		t.Fatal(err)
	}

	// Short windows: geth's clock is the wall clock.
	const window, vote = 20 * time.Second, 10 * time.Second
	p := chain.DefaultParams()
	p.ChallengeWindow = uint64(window / time.Second)
	p.SampleRateBps = 10000
	p.MinMinerStake, p.MinValidatorStake = tora.Whole(100), tora.Whole(100)
	var progress bytes.Buffer
	res, err := deploy.Run(ctx, g.Client(), deploy.Config{Admin: admin, Params: &p, Progress: &progress,
		Options: chain.DeployOptions{VotePeriod: vote, Governance: chain.Governance{MaxChallengeWindow: window, Delay: window,
			VotingDelay: time.Second, VotingPeriod: time.Minute, ProposalThreshold: tora.Whole(100), QuorumPercent: 4}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("deployed on geth (%s) in %s, %d gas:\n%s", g.URL, time.Since(start).Round(time.Second), res.Gas, progress.String())
	if res.ChainID != g.ChainID || len(res.Steps) != len(chain.ContractNames)+2 || res.Gas > deploy.Gas {
		t.Fatalf("deployment %+v", res)
	}
	for _, s := range res.Steps[:len(chain.ContractNames)] {
		if code, err := g.Client().CodeAt(ctx, s.Address, nil); err != nil || len(code) == 0 {
			t.Fatalf("%s: no code at %s on geth (%v)", s.What, s.Address.Hex(), err)
		}
	}

	sctx, scancel := context.WithTimeout(ctx, 2*time.Minute)
	net, err := testnet.Start(sctx, testnet.Config{Miners: 3, Validators: 2, Faults: fault.Plan{Byzantine: 1}, SampleRateBps: 10000, Chain: true,
		ChallengeWindow: window, VotePeriod: vote, BidWindow: 200 * time.Millisecond,
		Jobs:     []testnet.JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}},
		External: &testnet.ExternalChain{RPC: g.URL, ChainID: g.ChainID, Contracts: res.Addrs, Admin: admin}})
	scancel()
	if err != nil {
		t.Fatal(err)
	}
	defer net.Close()
	t.Logf("testnet staked and funded on geth at %s", time.Since(start).Round(time.Second))
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	_, fakes, honest, err := net.RunMixed(ctx, 4, 12)
	if err != nil {
		t.Fatal(err)
	}
	if fakes == 0 || honest == 0 {
		t.Skipf("the draw gave %d byzantine and %d honest jobs; need both", fakes, honest)
	}
	sr, err := net.Settle(ctx, before)
	if err != nil {
		t.Fatal(err)
	}
	var table strings.Builder
	_ = sr.WriteTable(&table)
	t.Logf("settled on geth at %s:\n%s", time.Since(start).Round(time.Second), table.String())

	// Staking: every miner registered its stake through Staking on geth.
	v := sr.Validation
	if v == nil {
		t.Fatal("no validation report")
	}
	if len(v.Miners) != 3 {
		t.Fatalf("%d miners in the report", len(v.Miners))
	}
	// The challenge: one per faked job, each upheld; the byzantine miner
	// slashed, the honest ones untouched.
	if v.Resolved["upheld"] != fakes || v.Resolved["rejected"] != 0 || v.Resolved["open"] != 0 {
		t.Fatalf("challenges %v, want %d upheld (one per faked job) and nothing else", v.Resolved, fakes)
	}
	for _, m := range v.Miners {
		if m.StakeBefore == nil || m.StakeBefore.Cmp(tora.Whole(100)) < 0 {
			t.Errorf("miner %s: stake %v, want its registered stake of at least 100 TORA", m.Address.Hex(), m.StakeBefore)
		}
		if m.Byzantine && m.StakeAfter.Cmp(m.StakeBefore) >= 0 {
			t.Errorf("byzantine miner not slashed: stake %s → %s", m.StakeBefore, m.StakeAfter)
		}
		if !m.Byzantine && m.StakeAfter.Cmp(m.StakeBefore) != 0 {
			t.Errorf("honest miner %s slashed: %s → %s", m.Address.Hex(), m.StakeBefore, m.StakeAfter)
		}
	}
	// Settlement: batches finalized after the window; the client paid the
	// honest jobs, which honest miners claimed (80%), and nothing reached
	// the byzantine miner.
	if sr.Batches == 0 || sr.Jobs < honest {
		t.Fatalf("%d batches with %d jobs finalized, want the %d honest jobs", sr.Batches, sr.Jobs, honest)
	}
	spent := new(big.Int).Sub(sr.Before.ClientFree, sr.After.ClientFree)
	var honestEarned big.Int
	for _, m := range sr.Miners {
		d := new(big.Int).Sub(sr.After.MinerTORA[m], sr.Before.MinerTORA[m])
		if net.Byzantine[m] && d.Sign() != 0 {
			t.Errorf("byzantine miner earned %s", d)
		}
		if !net.Byzantine[m] {
			honestEarned.Add(&honestEarned, d)
		}
	}
	if want := new(big.Int).Div(new(big.Int).Mul(spent, big.NewInt(8)), big.NewInt(10)); spent.Sign() <= 0 || honestEarned.Cmp(want) != 0 {
		t.Errorf("honest miners claimed %s, want 80%% of the client's %s = %s", &honestEarned, spent, want)
	}
	t.Logf("geth test wall time %s", time.Since(start).Round(time.Second))
}
