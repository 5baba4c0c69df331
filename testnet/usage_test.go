package testnet

import (
	"context"
	"encoding/hex"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/node/usage"
	"github.com/tensora/tensora/types"
)

// Usage reports end to end on the embedded chain: every peer hears every
// other's signed usage report; after settlement each validator has
// anchored, for every batch, a usage root equal to the one recomputed here
// from the miners' own signed results, with the job count equal to the
// batch's leaves and the same totals.
func TestUsageAnchoredAtSettlement(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 2, Validators: 2, Chain: true, BidWindow: 200 * time.Millisecond,
		Jobs: []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := net.Run(ctx, 4)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() {
		t.Fatalf("jobs not verified: %+v", rep.Jobs)
	}
	runEnd := time.Now()
	if _, err := net.Settle(ctx, before); err != nil {
		t.Fatal(err)
	}

	// The miners' own signed results, by job id.
	results := map[[32]byte]*types.Result{}
	for _, m := range net.Miners {
		jobs, err := m.Queue().List(ctx, queue.Done)
		if err != nil {
			t.Fatal(err)
		}
		for _, j := range jobs {
			if _, msg, err := types.Decode(j.Result); err == nil {
				if r, ok := msg.(*types.Result); ok {
					results[j.ID] = r
				}
			}
		}
	}
	// Every batch on chain, its leaves read from the calldata as anyone can.
	c := net.chain.emb.Client()
	esc := bindings.NewJobEscrow()
	it, err := bind.FilterEvents(esc.Instance(c, net.chain.addrs.Escrow), &bind.FilterOpts{Context: ctx}, esc.UnpackBatchSubmittedEvent)
	if err != nil {
		t.Fatal(err)
	}
	want := map[uint64]usage.Aggregate{}
	for it.Next() {
		ev := it.Value()
		tx, _, err := c.TransactionByHash(ctx, ev.Raw.TxHash)
		if err != nil {
			t.Fatal(err)
		}
		subnet, packed, err := chain.UnpackSubmitBatch(tx.Data())
		if err != nil {
			t.Fatal(err)
		}
		leaves, err := chain.DecodeBatch(subnet, packed)
		if err != nil {
			t.Fatal(err)
		}
		agg, err := usage.AggregateBatch(leaves, results)
		if err != nil {
			t.Fatalf("batch %s: %v", ev.BatchId, err)
		}
		if agg.WallUs == 0 || agg.CPUUs == 0 {
			t.Errorf("batch %s: jobs ran without measured usage: %+v", ev.BatchId, agg)
		}
		want[ev.BatchId.Uint64()] = agg
	}
	if err := it.Error(); err != nil {
		t.Fatal(err)
	}
	it.Close()
	if len(want) == 0 {
		t.Fatal("no batch settled")
	}

	// Every validator anchors every batch (it may still be doing so).
	rew := bindings.NewValidatorRewards()
	type key struct {
		batch uint64
		val   common.Address
	}
	var got map[key]*bindings.ValidatorRewardsUsageAnchored
	for {
		got = map[key]*bindings.ValidatorRewardsUsageAnchored{}
		ai, err := bind.FilterEvents(rew.Instance(c, net.chain.addrs.Rewards), &bind.FilterOpts{Context: ctx}, rew.UnpackUsageAnchoredEvent)
		if err != nil {
			t.Fatal(err)
		}
		for ai.Next() {
			ev := ai.Value()
			got[key{ev.BatchId.Uint64(), ev.Validator}] = ev
		}
		ai.Close()
		if len(got) >= len(want)*len(net.Validators) {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatalf("%d usage anchors after settlement, want %d (%d batches × %d validators)", len(got), len(want)*len(net.Validators), len(want), len(net.Validators))
		case <-time.After(200 * time.Millisecond):
		}
	}
	jobs := 0
	for id, w := range want {
		jobs += int(w.Jobs)
		for _, v := range net.Validators {
			ev := got[key{id, v.Address()}]
			if ev == nil {
				t.Fatalf("validator %s did not anchor batch %d", v.Address().Hex(), id)
			}
			if ev.Root != w.Root {
				t.Errorf("batch %d, validator %s: anchored root %s, recomputed %s", id, v.Address().Hex()[:10], hex.EncodeToString(ev.Root[:]), hex.EncodeToString(w.Root[:]))
			}
			if ev.Jobs.Uint64() != uint64(w.Jobs) || ev.WallUs.Uint64() != w.WallUs || ev.CpuUs.Uint64() != w.CPUUs ||
				ev.BytesIn.Uint64() != w.BytesIn || ev.BytesOut.Uint64() != w.BytesOut || ev.FetchUs.Uint64() != w.FetchUs {
				t.Errorf("batch %d, validator %s: anchored totals %+v, recomputed %+v", id, v.Address().Hex()[:10], ev, w)
			}
			// The contract's own record agrees.
			out, err := net.chain.call(ctx, net.chain.addrs.Rewards, rew.PackUsageRoot(ev.BatchId, v.Address()))
			if err != nil {
				t.Fatal(err)
			}
			if r, err := rew.UnpackUsageRoot(out); err != nil || r != w.Root {
				t.Errorf("usageRoot(%d, %s) = %x, %v", id, v.Address().Hex()[:10], r, err)
			}
		}
		// The job count is the batch's leaf count on chain.
		out, err := net.chain.call(ctx, net.chain.addrs.Escrow, escrowABI.PackBatch(new(big.Int).SetUint64(id)))
		if err != nil {
			t.Fatal(err)
		}
		b, err := escrowABI.UnpackBatch(out)
		if err != nil {
			t.Fatal(err)
		}
		if uint32(b.LeafCount) != w.Jobs {
			t.Errorf("batch %d: %d leaves on chain, usage of %d jobs", id, b.LeafCount, w.Jobs)
		}
	}
	if jobs != len(rep.Jobs) {
		t.Errorf("batches settle %d jobs, the run had %d", jobs, len(rep.Jobs))
	}

	// Every peer holds a signed usage report of every other, and the
	// miners' reports made after the run say they are idle (the interval
	// is 10 s: this waits a round at most).
	peers := append([]*node.Node{net.Client}, net.Miners...)
	peers = append(peers, net.Validators...)
	for {
		missing := 0
		for _, p := range peers {
			reps := p.UsageReports()
			for _, q := range peers {
				r := reps[q.Address()]
				switch {
				case r == nil:
					missing++
				case slices.Contains(net.Miners, q) && (r.GetCreatedMs() < runEnd.UnixMilli() || r.GetQueued() != 0 || r.GetRunning() != 0):
					missing++
				}
			}
		}
		if missing == 0 {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatalf("%d (peer, peer) usage reports still missing or not idle", missing)
		case <-time.After(200 * time.Millisecond):
		}
	}
	t.Logf("%d batches, %d jobs: every validator's usage root matches the results", len(want), jobs)
}
