package testnet

import (
	"context"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/types/tora"
)

// TestAttack1SettledLeafWithUnpublishedResultChallenged reproduces the
// validator half of issue 14's attack 1 ("validators never challenge it:
// they only follow results they saw on gossip, and skip a leaf whose
// result hash differs from the one published"). The assigned, staked
// miner publishes the correct result on gossip but, as it finishes the
// job, settles a made-up result hash for it on chain, at the price its
// client signed; the client posted without waiting for the result, so
// no client audit voids the leaf. The validators sample almost nothing
// (0.01%), yet the settled leaf that differs from the published result
// makes each re-execute the job; their re-execution differs from the
// settled hash, so they challenge the leaf on the result nobody ever
// published, the challenge is upheld by their stake, the leaf is voided
// and the miner slashed.
func TestAttack1SettledLeafWithUnpublishedResultChallenged(t *testing.T) {
	needModel(t)
	var net *Net
	var rogue atomic.Bool
	settleMadeUp := func(c *proof.Claim) {
		if !rogue.CompareAndSwap(false, true) {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := net.settleMadeUpResult(ctx, 0, c); err != nil {
			t.Errorf("settling the made-up result: %v", err)
		}
	}
	net = startNet(t, Config{Miners: 1, Validators: 2, Chain: true, SampleRateBps: 1, BidWindow: 150 * time.Millisecond,
		ChallengeWindow: 10 * time.Minute,
		Profiles:        []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:            []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}},
		Faults:          hookFaults{node.Hooks{Claim: settleMadeUp}}})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	miner := net.Miners[0].Address()
	stakeBefore, _, err := net.chain.stakeOf(ctx, miner)
	if err != nil {
		t.Fatal(err)
	}
	mc, err := net.AddModel(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ic, _, err := net.AddInput(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	out, err := net.Client.Post(ctx, node.JobRequest{Subnet: net.cfg.Subnet, ModelCID: mc, InputCID: ic, Engine: "onnx", Spec: "1cpu",
		MaxFee: tora.Whole(5), NoResult: true})
	if err != nil {
		t.Fatalf("post: %v", err)
	}
	id := out.JobID

	// Every validator ends with the challenge upheld, its verdict on the
	// settled result, not the published one.
	for _, v := range net.Validators {
		for {
			rec, err := v.Validation(ctx, id)
			if err == nil && rec.State == node.ValUpheld {
				if rec.SettledHash == "" || rec.SettledHash == rec.ResultHash || rec.ReexecHash != rec.ResultHash {
					t.Fatalf("validator %s: settled %q, published %q, re-executed %q: want its own re-execution to match the published result and differ from the settled one",
						v.Address().Hex(), rec.SettledHash, rec.ResultHash, rec.ReexecHash)
				}
				t.Logf("validator %s: %s (sampled %v, escalated %v): %s", v.Address().Hex(), rec.State, rec.Sampled, rec.Escalated, rec.Reason)
				break
			}
			select {
			case <-ctx.Done():
				t.Fatalf("validator %s: %q (sampled %v, escalated %v, settled hash %q, %q, %q; %v), never upheld",
					v.Address().Hex(), rec.State, rec.Sampled, rec.Escalated, rec.SettledHash, rec.Reason, rec.ChainNote, err)
			case <-time.After(100 * time.Millisecond):
			}
		}
	}
	if !rogue.Load() {
		t.Fatal("the miner never finished the job")
	}

	checkLeafChallengeUpheld(ctx, t, net, id, miner, stakeBefore)
}

// TestAttack1SettledLeafWithoutPublishedResultChallenged reproduces the
// same attack where no result is published at all: the assigned, staked
// miner settles a made-up result hash as it finishes the job and never
// publishes a result on gossip. The validators saw the order and its
// assignment; after waiting for a result that does not come, each takes
// the settled leaf's result as the one to check, re-executes the job
// (their sampling picks it), finds another hash, and challenges; the
// challenge is upheld, the leaf voided and the miner slashed.
func TestAttack1SettledLeafWithoutPublishedResultChallenged(t *testing.T) {
	needModel(t)
	var net *Net
	var rogue atomic.Bool
	release := make(chan struct{})
	settleMadeUpAndHide := func(c *proof.Claim) {
		if !rogue.CompareAndSwap(false, true) {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := net.settleMadeUpResult(ctx, 0, c); err != nil {
			t.Errorf("settling the made-up result: %v", err)
		}
		<-release // the result is not published while the test runs
	}
	net = startNet(t, Config{Miners: 1, Validators: 2, Chain: true, SampleRateBps: 10000, BidWindow: 150 * time.Millisecond,
		ChallengeWindow: 10 * time.Minute,
		Profiles:        []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:            []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}},
		Faults:          hookFaults{node.Hooks{Claim: settleMadeUpAndHide}}})
	t.Cleanup(func() { close(release) }) // before the network closes
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	miner := net.Miners[0].Address()
	stakeBefore, _, err := net.chain.stakeOf(ctx, miner)
	if err != nil {
		t.Fatal(err)
	}
	mc, err := net.AddModel(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ic, _, err := net.AddInput(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	out, err := net.Client.Post(ctx, node.JobRequest{Subnet: net.cfg.Subnet, ModelCID: mc, InputCID: ic, Engine: "onnx", Spec: "1cpu",
		MaxFee: tora.Whole(5), NoResult: true})
	if err != nil {
		t.Fatalf("post: %v", err)
	}
	id := out.JobID
	for _, v := range net.Validators {
		for {
			rec, err := v.Validation(ctx, id)
			if err == nil && rec.State == node.ValUpheld {
				if len(rec.Result) != 0 || rec.SettledHash != rec.ResultHash || rec.ReexecHash == rec.ResultHash {
					t.Fatalf("validator %s: result %d bytes, settled %q, checked %q, re-executed %q: want the settled result checked and found different",
						v.Address().Hex(), len(rec.Result), rec.SettledHash, rec.ResultHash, rec.ReexecHash)
				}
				t.Logf("validator %s: %s (sampled %v): %s", v.Address().Hex(), rec.State, rec.Sampled, rec.Reason)
				break
			}
			select {
			case <-ctx.Done():
				t.Fatalf("validator %s: %q (sampled %v, settled hash %q, %q, %q; %v), never upheld",
					v.Address().Hex(), rec.State, rec.Sampled, rec.SettledHash, rec.Reason, rec.ChainNote, err)
			case <-time.After(100 * time.Millisecond):
			}
		}
	}
	checkLeafChallengeUpheld(ctx, t, net, id, miner, stakeBefore)
}

// checkLeafChallengeUpheld checks on chain that the challenge against job
// id's leaf was upheld against miner, the leaf voided and miner's stake
// slashed below stakeBefore.
func checkLeafChallengeUpheld(ctx context.Context, t *testing.T, net *Net, id [32]byte, miner common.Address, stakeBefore *big.Int) {
	t.Helper()
	// On chain: the challenge against the leaf was upheld, the leaf voided
	// and the miner slashed.
	o, err := net.chain.call(ctx, net.chain.addrs.Challenges, challengesABI.PackChallengeCount())
	if err != nil {
		t.Fatal(err)
	}
	n, err := challengesABI.UnpackChallengeCount(o)
	if err != nil {
		t.Fatal(err)
	}
	var c bindings.ChallengesChallenge
	var cid *big.Int
	for i := int64(1); i <= n.Int64(); i++ {
		if o, err = net.chain.call(ctx, net.chain.addrs.Challenges, challengesABI.PackChallenge(big.NewInt(i))); err != nil {
			t.Fatal(err)
		}
		if x, err := challengesABI.UnpackChallenge(o); err == nil && x.JobId == id {
			c, cid = x, big.NewInt(i)
		}
	}
	if cid == nil {
		t.Fatal("no challenge against the settled leaf")
	}
	if c.Status != 2 || c.Miner != miner {
		t.Fatalf("challenge %s: status %d against %s, want upheld (2) against %s", cid, c.Status, c.Miner.Hex(), miner.Hex())
	}
	leaf := chain.LeafHash(c.JobId, c.Client, c.Fee, c.ResultHash, c.SettleByMs)
	if o, err = net.chain.call(ctx, net.chain.addrs.Escrow, escrowABI.PackVoided(leaf)); err != nil {
		t.Fatal(err)
	}
	if voided, err := escrowABI.UnpackVoided(o); err != nil || !voided {
		t.Fatalf("leaf voided on chain: %v %v", voided, err)
	}
	stakeAfter, _, err := net.chain.stakeOf(ctx, miner)
	if err != nil {
		t.Fatal(err)
	}
	if stakeAfter.Cmp(stakeBefore) >= 0 {
		t.Fatalf("miner stake %s → %s: not slashed", stakeBefore, stakeAfter)
	}
}
