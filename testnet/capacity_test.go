package testnet

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/internal/lab/fault"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

// A burst of jobs that fills two miners' room exactly, one of them staked
// ten times the other, so the draw hands it most of the burst (each job
// with 10/11 odds): it acknowledges what it has room for and declines the
// rest at once; the client moves each declined job to the other miner in
// the next round. Every job verifies and no peer holds a missed round
// against either miner. Before declines, the favoured miner left its
// extra assignments unanswered: the client waited out the ack timeout and
// counted a Timeout against it.
func TestBurstWithinCapacityDeclinesOverWins(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	needModel(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	const room = 3 // one running, two queued
	net, err := Start(ctx, Config{Miners: 2, MaxQueued: room - 1, BidWindow: 200 * time.Millisecond,
		Profiles: []Profile{{Name: "big", PriceTORA: 1, StakeTORA: 1000}, {Name: "small", PriceTORA: 1, StakeTORA: 100}},
		Jobs:     cpuJobs,
		NewEngine: func() (engine.Engine, error) {
			e, err := onnx.New(onnx.Config{})
			return fault.Delay(e, 1500*time.Millisecond), err
		}})
	if err != nil {
		t.Fatal(err)
	}
	defer net.Close()
	mc, err := net.AddModel(ctx)
	if err != nil {
		t.Fatal(err)
	}
	const jobs = 2 * room
	inputs := make([]string, jobs)
	for i := range inputs {
		if inputs[i], _, err = net.AddInput(ctx, i); err != nil {
			t.Fatal(err)
		}
	}
	outs := make([]*node.JobOutcome, jobs)
	errs := make([]error, jobs)
	var wg sync.WaitGroup
	for i := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outs[i], errs[i] = net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: mc, InputCID: inputs[i], Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5)})
		}()
	}
	wg.Wait()
	wins := map[common.Address]int{}
	moved := 0
	for i := range jobs {
		if errs[i] != nil || outs[i] == nil || !outs[i].Verified {
			t.Fatalf("job %d: %v", i, errs[i])
		}
		wins[outs[i].Winner]++
		if outs[i].Round > 0 {
			moved++
		}
	}
	t.Logf("winners %v; %d jobs moved on after a decline", wins, moved)
	for _, m := range net.Miners {
		if w := wins[m.Address()]; w > room {
			t.Errorf("miner %s ran %d jobs of the burst, room for %d", m.Address().Hex()[:10], w, room)
		}
		for _, p := range net.All {
			if ev := p.Reputation().Evidence(m.Address()); ev.Bad > 0.5 {
				t.Errorf("peer %s holds bad evidence %.2f against miner %s (a missed round?)", p.Address().Hex()[:10], ev.Bad, m.Address().Hex()[:10])
			}
		}
	}
}
