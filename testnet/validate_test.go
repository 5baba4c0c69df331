package testnet

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/internal/lab/fault"
	"github.com/tensora/tensora/node"
)

// waitValidations waits until every validator has a final verdict (agree or
// disagree, or failed) on every job in ids, and returns their records.
func waitValidations(ctx context.Context, t *testing.T, net *Net, ids map[string]bool) map[common.Address][]node.ValidationRecord {
	t.Helper()
	for {
		out := map[common.Address][]node.ValidationRecord{}
		done := true
		for _, v := range net.Validators {
			recs, err := v.Validations(ctx)
			if err != nil {
				t.Fatal(err)
			}
			got := 0
			for _, r := range recs {
				if !ids[r.JobID] {
					continue
				}
				if r.State == node.ValQueued {
					done = false
				}
				got++
			}
			if got < len(ids) {
				done = false
			}
			out[v.Address()] = recs
		}
		if done {
			return out
		}
		select {
		case <-ctx.Done():
			t.Fatalf("validators did not finish: %v", ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// A byzantine miner returns wrong outputs whose hash, CID and proof all
// check out, so the client accepts them; validators sampling every result
// re-execute, and their verdicts disagree with exactly the byzantine
// miner's results and agree with every honest one.
func TestValidatorsCatchByzantineMiner(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 3, Validators: 2, Faults: fault.Plan{Byzantine: 1}, SampleRateBps: 10000, BidWindow: 200 * time.Millisecond,
		Jobs: []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	ids := map[string]bool{}
	winner := map[string]string{}
	reps, fakes, honest, err := net.RunMixed(ctx, 4, 12)
	if err != nil {
		t.Fatal(err)
	}
	for _, rep := range reps {
		jr := rep.Jobs[0]
		recs, _ := net.Client.Jobs(ctx)
		var full string
		for _, r := range recs {
			if strings.HasPrefix(r.ID, jr.JobID) {
				full = r.ID
			}
		}
		if full == "" {
			t.Fatalf("no client record for job %s", jr.JobID)
		}
		ids[full] = true
		winner[full] = jr.Winner
	}
	if fakes == 0 || honest == 0 {
		t.Skipf("the draw gave %d byzantine and %d honest jobs; need both", fakes, honest)
	}
	byVal := waitValidations(ctx, t, net, ids)
	for v, recs := range byVal {
		for _, r := range recs {
			if !ids[r.JobID] {
				continue
			}
			byz := net.Byzantine[common.HexToAddress(winner[r.JobID])]
			if !r.Sampled {
				t.Errorf("validator %s: job %s not sampled at a 100%% rate", v.Hex()[:8], r.JobID[:8])
			}
			switch {
			case byz && r.State != node.ValDisagree:
				t.Errorf("validator %s: byzantine job %s is %q (%s), want disagree", v.Hex()[:8], r.JobID[:8], r.State, r.Reason)
			case !byz && r.State != node.ValAgree:
				t.Errorf("validator %s: honest job %s is %q (%s), want agree", v.Hex()[:8], r.JobID[:8], r.State, r.Reason)
			}
			if r.ReexecHash == r.ResultHash != !byz {
				t.Errorf("job %s: re-execution hash vs result hash inconsistent with the verdict", r.JobID[:8])
			}
		}
	}
	// The verdicts reach the other peers and cost the byzantine miner
	// reputation there.
	var byzRep, honestRep float64
	lower := func() bool {
		for a := range net.Byzantine {
			byzRep = net.Client.Reputation().Reputation(a)
		}
		for _, m := range net.Miners {
			if !net.Byzantine[m.Address()] {
				honestRep = net.Client.Reputation().Reputation(m.Address())
			}
		}
		return byzRep < 0.5 && byzRep < honestRep
	}
	if !eventually(10*time.Second, lower) {
		t.Fatalf("byzantine miner's reputation at the client is %.3f (honest %.3f): verdicts did not arrive", byzRep, honestRep)
	}
	t.Logf("reputation at the client: byzantine %.3f, honest %.3f", byzRep, honestRep)
}

// The whole chain of evidence on the embedded chain: a byzantine miner's
// faked results are re-executed, challenged with the validators' verdicts,
// upheld by stake quorum; its leaves are voided (the client refunded), its
// stake slashed (its vault's share price falls), honest miners paid, and
// validators paid for their work.
func TestByzantineMinerChallengedAndSlashed(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 3, Validators: 2, Faults: fault.Plan{Byzantine: 1}, SampleRateBps: 10000, Chain: true,
		BidWindow: 200 * time.Millisecond, Jobs: []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
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
	var buf strings.Builder
	_ = sr.WriteTable(&buf)
	t.Log("\n" + buf.String())
	v := sr.Validation
	if v == nil {
		t.Fatal("no validation report")
	}
	if v.Resolved["upheld"] != fakes || v.Resolved["rejected"] != 0 || v.Resolved["open"] != 0 {
		t.Fatalf("challenges %v, want %d upheld (one per faked job) and nothing else", v.Resolved, fakes)
	}
	for _, m := range v.Miners {
		if m.Byzantine {
			if m.StakeAfter.Cmp(m.StakeBefore) >= 0 || m.PriceAfter >= m.PriceBefore {
				t.Errorf("byzantine miner not slashed: stake %s → %s, share price %.3f → %.3f", m.StakeBefore, m.StakeAfter, m.PriceBefore, m.PriceAfter)
			}
			if m.Upheld != fakes {
				t.Errorf("byzantine miner: %d challenges upheld, want %d", m.Upheld, fakes)
			}
		} else if m.StakeAfter.Cmp(m.StakeBefore) != 0 || m.Upheld != 0 {
			t.Errorf("honest miner %s touched: stake %s → %s, %d upheld", m.Address.Hex(), m.StakeBefore, m.StakeAfter, m.Upheld)
		}
	}
	// Money: the client paid exactly the honest jobs; the byzantine miner
	// earned nothing; refunds are what the voided leaves had charged.
	spent := new(big.Int).Sub(sr.Before.ClientFree, sr.After.ClientFree)
	var honestEarned, byzEarned big.Int
	for _, m := range sr.Miners {
		d := new(big.Int).Sub(sr.After.MinerTORA[m], sr.Before.MinerTORA[m])
		if net.Byzantine[m] {
			byzEarned.Add(&byzEarned, d)
		} else {
			honestEarned.Add(&honestEarned, d)
		}
	}
	if byzEarned.Sign() != 0 {
		t.Errorf("byzantine miner earned %s", &byzEarned)
	}
	if v.Refunded.Sign() <= 0 {
		t.Errorf("no refund recorded")
	}
	// 80% of what the client spent went to honest miners, 20% to validators.
	if want := new(big.Int).Div(new(big.Int).Mul(spent, big.NewInt(8)), big.NewInt(10)); honestEarned.Cmp(want) != 0 {
		t.Errorf("honest miners earned %s, want 80%% of the client's %s = %s", &honestEarned, spent, want)
	}
	var claimed big.Int
	for _, l := range v.Validators {
		claimed.Add(&claimed, l.Claimed)
		if l.Agree == 0 || l.Disagree == 0 {
			t.Errorf("validator %s: %d agree, %d disagree; want both", l.Address.Hex(), l.Agree, l.Disagree)
		}
	}
	if claimed.Sign() <= 0 {
		t.Errorf("validators claimed nothing")
	}
}
