package testnet

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/types"
)

// roundFaults gives miner i the options opts(i).
type roundFaults struct{ opts func(i int) []node.Option }

func (f roundFaults) Miner(i int, _ []int64, e engine.Engine) (engine.Engine, []node.Option, bool) {
	return e, f.opts(i), false
}

// TestAttackUnansweredRoundMinerSuperseded reproduces the red-team
// follow-up to issue 14's attack 1 (TestRedTeamUnansweredRoundMinerTakesTheJob):
// the client signs payable terms into round 0's assignment and publishes
// it before the miner answers; the round-0 miner leaves it unanswered, so
// the client reassigns round 1 to the other miner, which does the work.
// Just as that miner is about to publish its result, the round-0 miner
// settles the job with its round-0 terms and the very result hash the
// honest miner computed. JobEscrow accepts it. Before, the honest miner's
// batch was refused JobAlreadySettled and it was never paid. Now the
// newer round's terms supersede the thief's leaf (the client's audit or
// the honest miner's queue, whichever comes first), the job reopens and
// the honest miner settles it; the thief is not paid.
func TestAttackUnansweredRoundMinerSuperseded(t *testing.T) {
	needModel(t)
	var net *Net
	var (
		mu       sync.Mutex
		thief    = -1
		captured *types.Assignment
		stole    atomic.Bool
		stealErr atomic.Value
	)
	opts := func(i int) []node.Option {
		return []node.Option{node.WithHooks(node.Hooks{
			Assignment: func(a *types.Assignment) bool {
				mu.Lock()
				defer mu.Unlock()
				if a.GetRound() == 0 && thief < 0 {
					thief, captured = i, a // keep the signed terms, never answer
					return false
				}
				return true
			},
			Claim: func(c *proof.Claim) {
				mu.Lock()
				ti, a := thief, captured
				mu.Unlock()
				if ti < 0 || ti == i || !stole.CompareAndSwap(false, true) {
					return
				}
				ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
				defer cancel()
				if err := net.settleWith(ctx, ti, i, c, a); err != nil {
					stealErr.Store(err.Error())
				}
			},
		})}
	}
	net = startNet(t, Config{Miners: 2, Chain: true, BidWindow: 300 * time.Millisecond, ChallengeWindow: 10 * time.Minute,
		Profiles: []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}},
		Faults:   roundFaults{opts}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if rep, err := net.Run(ctx, 1); err != nil || !rep.OK() {
		t.Fatalf("run: %v %+v", err, rep)
	}
	if !stole.Load() {
		t.Fatal("no round was left unanswered and reassigned")
	}
	if e := stealErr.Load(); e != nil {
		t.Fatalf("the round-0 miner could not settle with its terms (the attack did not happen): %v", e)
	}
	mu.Lock()
	thiefAddr, honest := net.Miners[thief].Address(), net.Miners[1-thief].Address()
	mu.Unlock()
	id := [32]byte(captured.GetJobId())
	// The honest miner's queue (MaxAge 2 s) and the client's audit (2 s polls) act.
	rec := waitJobState(ctx, t, net, id, "settled")
	if rec.Winner != honest.Hex() {
		t.Fatalf("settled to %s, want the round-1 miner %s: %s", rec.Winner, honest.Hex(), lastDetail(rec))
	}
	var paid, thiefLive bool
	for _, b := range net.batches(ctx, t) {
		switch b.Miner {
		case honest:
			paid = true
		case thiefAddr:
			thiefLive = b.Held.Sign() > 0
		}
	}
	if !paid || thiefLive {
		t.Fatalf("the round-1 miner has a batch: %v; the thief's batch still holds the fee: %v (client record: %s)", paid, thiefLive, lastDetail(rec))
	}
}

// batches lists every batch JobEscrow holds.
func (n *Net) batches(ctx context.Context, t *testing.T) []bindings.JobEscrowBatch {
	t.Helper()
	out, err := n.chain.call(ctx, n.chain.addrs.Escrow, escrowABI.PackBatchCount())
	if err != nil {
		t.Fatal(err)
	}
	count, err := escrowABI.UnpackBatchCount(out)
	if err != nil {
		t.Fatal(err)
	}
	var bs []bindings.JobEscrowBatch
	for id := int64(1); id <= count.Int64(); id++ {
		out, err := n.chain.call(ctx, n.chain.addrs.Escrow, escrowABI.PackBatch(big.NewInt(id)))
		if err != nil {
			t.Fatal(err)
		}
		b, err := escrowABI.UnpackBatch(out)
		if err != nil {
			t.Fatal(err)
		}
		bs = append(bs, b)
	}
	return bs
}

// settleWith settles, as miner thief with assignment a, the job miner
// worker is about to finish (claim c), with the worker's result hash.
func (n *Net) settleWith(ctx context.Context, thief, worker int, c *proof.Claim, a *types.Assignment) error {
	j, err := n.Miners[worker].Queue().Get(ctx, c.JobID)
	if err != nil {
		return err
	}
	_, omsg, err := types.Decode(j.Order)
	o, ok := omsg.(*types.JobOrder)
	if err != nil || !ok {
		return fmt.Errorf("stored order: %v", err)
	}
	domain := chain.EscrowDomain(backend.DevChainID, n.chain.addrs.Escrow)
	b, err := chain.NewBatch(domain, j.Subnet, []chain.Leaf{{Order: o, Fee: types.AmountOf(a.GetPrice()), ResultHash: c.ResultHash, Assignment: a}})
	if err != nil {
		return err
	}
	_, err = chain.Transact(ctx, n.chain.emb.Client(), n.keys[thief], n.chain.addrs.Escrow, escrowABI.PackSubmitBatch(j.Subnet, b.Packed))
	return err
}
