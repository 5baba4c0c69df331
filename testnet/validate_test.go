package testnet

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

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
	net := startNet(t, Config{Miners: 3, Validators: 2, Byzantine: 1, SampleRateBps: 10000, BidWindow: 200 * time.Millisecond,
		Jobs: []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	ids := map[string]bool{}
	winner := map[string]string{}
	fakes, honest := 0, 0
	for i := 0; i < 12 && (fakes == 0 || honest == 0 || i < 4); i++ {
		rep, err := net.Run(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		if !rep.OK() {
			t.Fatalf("job %d not verified by the client: %+v", i, rep.Jobs)
		}
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
		if net.Byzantine[common.HexToAddress(jr.Winner)] {
			fakes++
		} else {
			honest++
		}
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
	deadline := time.Now().Add(10 * time.Second)
	for {
		var byzRep, honestRep float64
		for a := range net.Byzantine {
			byzRep = net.Client.Reputation().Reputation(a)
		}
		for _, m := range net.Miners {
			if !net.Byzantine[m.Address()] {
				honestRep = net.Client.Reputation().Reputation(m.Address())
			}
		}
		if byzRep < 0.5 && byzRep < honestRep {
			t.Logf("reputation at the client: byzantine %.3f, honest %.3f", byzRep, honestRep)
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("byzantine miner's reputation at the client is %.3f (honest %.3f): verdicts did not arrive", byzRep, honestRep)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
