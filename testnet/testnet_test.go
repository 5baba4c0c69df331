package testnet

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tensora/tensora/internal/lab/fault"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

func startNet(t *testing.T, cfg Config) *Net {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	n, err := Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(n.Close)
	return n
}

// Eleven real peers (10 miners + a light client): every job is assigned and
// acknowledged, and every peer that saw the same bid set as the client
// recomputes the same winner, also for fallback rounds (two miners never
// acknowledge, and the timeouts they cause must not shift anyone's ranking).
func TestTenMinersAgreeOnWinners(t *testing.T) {
	if testing.Short() {
		t.Skip("starts 11 peers")
	}
	net := startNet(t, Config{Miners: 10, Faults: fault.Plan{NoAck: 2}, AckTimeout: 500 * time.Millisecond, NoEngine: true})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rep, err := net.Run(ctx, 8)
	if err != nil {
		t.Fatal(err)
	}
	agreed := 0
	for _, j := range rep.Jobs {
		if j.Error != "" {
			t.Errorf("job %s (%s): %s", j.JobID, j.Spec, j.Error)
			continue
		}
		if j.Disagreed > 0 {
			t.Errorf("job %s: %d peers recomputed a different winner from the same bids", j.JobID, j.Disagreed)
		}
		if j.Agreed == 0 {
			t.Errorf("job %s: no peer recomputed the assignment (agreed %d, other bids %d)", j.JobID, j.Agreed, j.OtherBids)
		}
		agreed += j.Agreed
		// The winner's profile must satisfy the spec: GPU jobs never go to a
		// CPU-only miner, and the unstaked and over-priced miners never win.
		if strings.Contains(j.Spec, "gpu") && (j.Profile == "cpu" || j.Profile == "cpu-pricey") {
			t.Errorf("job %s (%s) won by a %s miner", j.JobID, j.Spec, j.Profile)
		}
		if j.Profile == "rtx3060-unstaked" || j.Profile == "cpu-pricey" {
			t.Errorf("job %s won by %s", j.JobID, j.Profile)
		}
	}
	if !rep.OK() {
		t.Fatalf("report not OK: %d/%d assigned", rep.Assigned, len(rep.Jobs))
	}
	t.Logf("%d peer recomputations agreed across %d jobs", agreed, len(rep.Jobs))
}

// Miners that never acknowledge push the job down the ranked list until
// the one responsive miner takes it.
func TestFallbackToNextRankedBid(t *testing.T) {
	net := startNet(t, Config{
		Miners: 3, Faults: fault.Plan{NoAck: 2}, AckTimeout: 300 * time.Millisecond, BidWindow: 200 * time.Millisecond,
		Profiles: []Profile{{Name: "cpu", PriceTORA: 1, StakeTORA: 200}},
		Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}},
		NoEngine: true,
	})
	responsive := net.Miners[2].Address()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for i := 0; i < 4; i++ {
		out, err := net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: "bafkreim", Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5), NoResult: true})
		if err != nil {
			t.Fatalf("job %d: %v", i, err)
		}
		if out.Winner != responsive {
			t.Fatalf("job %d went to %s, want the only acknowledging miner %s", i, out.Winner.Hex(), responsive.Hex())
		}
		if want := slices.Index(out.Ranked, responsive); out.Round != want {
			t.Fatalf("job %d acknowledged in round %d, but the responsive miner ranked %d", i, out.Round, want)
		}
	}
}

// A job nobody can serve fails with the aggregated reasons, not a bare
// "no miners".
func TestNoEligibleMinerExplained(t *testing.T) {
	net := startNet(t, Config{Miners: 4, BidWindow: 150 * time.Millisecond, NoEngine: true})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: "bafkreim", Engine: "onnx", Spec: "gpus=8,200vram", MaxFee: tora.Whole(5)})
	if !errors.Is(err, node.ErrNoBids) {
		t.Fatalf("got %v, want ErrNoBids", err)
	}
	s := out.Excluded.String()
	if !strings.Contains(s, "4 miners") || !strings.Contains(strings.ToLower(s), "vram") {
		t.Fatalf("explanation %q does not say why the 4 miners were excluded", s)
	}
	if _, err := net.Client.Post(ctx, node.JobRequest{Subnet: 99, ModelCID: "m", Spec: "1cpu", MaxFee: tora.Whole(1)}); !errors.Is(err, node.ErrUnknownSubnet) {
		t.Fatalf("unknown subnet: got %v", err)
	}
	if _, err := net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: "m", Spec: "4cpu,8rma", MaxFee: tora.Whole(1)}); err == nil || !strings.Contains(err.Error(), "8rma") {
		t.Fatalf("bad spec: got %v, want an error naming the token", err)
	}
}
