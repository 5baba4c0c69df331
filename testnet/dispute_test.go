package testnet

import (
	"context"
	"crypto/rand"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// TestDisputedResultReexecutedAndChallenged: the only miner returns a
// claim whose result hash is not the hash of the output it serves, and
// settles that claim. The validators sample nothing (the subnet's rate is
// 0), so only the client's dispute can make them look: the client
// rejects the result and disputes it, every validator re-executes the
// job, finds the miner's output does not back its claim, and, once the
// miner's leaf settles, challenges it; the challenge is upheld, the leaf
// voided and the miner slashed. It does not rely on the client voiding
// the leaf itself (JobEscrow no longer lets it).
//
// Then the gossip rules, as attacks on the same network: a dispute of
// the job signed by its miner (not the client) is rejected; one of a job
// nobody knows is ignored; the client's second dispute of the same
// result is ignored, and no validator re-executes again.
func TestDisputedResultReexecutedAndChallenged(t *testing.T) {
	needModel(t)
	lie := func(c *proof.Claim) { c.ResultHash[0] ^= 0xff } // a claim its output does not back
	net := startNet(t, Config{Miners: 1, Validators: 2, Chain: true, NoSampling: true, BidWindow: 150 * time.Millisecond,
		ChallengeWindow: 10 * time.Minute,
		Profiles:        []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:            []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}},
		Faults:          hookFaults{node.Hooks{Claim: lie}}})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	miner := net.Miners[0].Address()
	stakeBefore, _, err := net.chain.stakeOf(ctx, miner)
	if err != nil {
		t.Fatal(err)
	}
	balBefore, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rep, err := net.Run(ctx, 1); err == nil && rep.OK() {
		t.Fatalf("the job verified: the lying miner's result was accepted (%+v)", rep)
	}
	recs, err := net.Client.Jobs(ctx)
	if err != nil || len(recs) != 1 {
		t.Fatalf("client records: %d, %v", len(recs), err)
	}
	id := [32]byte(common.FromHex(recs[0].ID))

	var challenge uint64
	for _, v := range net.Validators {
		for {
			rec, err := v.Validation(ctx, id)
			if err == nil && rec.State == node.ValUpheld {
				challenge = max(challenge, rec.ChallengeID)
				if rec.Sampled || !rec.Escalated || rec.ReexecHash == rec.ResultHash {
					t.Fatalf("validator %s: sampled %v, escalated %v, result %s, re-executed %s: want an unsampled, escalated re-execution that differs",
						v.Address().Hex(), rec.Sampled, rec.Escalated, rec.ResultHash, rec.ReexecHash)
				}
				t.Logf("validator %s: %s (sampled %v, escalated %v, disputed re-executions %d)", v.Address().Hex(), rec.State,
					rec.Sampled, rec.Escalated, v.DisputedReexecutions())
				break
			}
			select {
			case <-ctx.Done():
				t.Fatalf("validator %s: %q (sampled %v, escalated %v, %q, %q; %v), never upheld",
					v.Address().Hex(), rec.State, rec.Sampled, rec.Escalated, rec.Reason, rec.ChainNote, err)
			case <-time.After(100 * time.Millisecond):
			}
		}
	}
	// At least one validator re-executed because of the dispute itself
	// (the other may have followed its disagreeing verdict).
	disputed := int64(0)
	for _, v := range net.Validators {
		disputed += v.DisputedReexecutions()
	}
	if disputed == 0 {
		t.Fatal("no validator re-executed the job because of the client's dispute")
	}
	checkDisputeUpheld(ctx, t, net, challenge, id, miner, stakeBefore, balBefore.ClientFree)

	// The attacks.
	v0 := net.Validators[0]
	topic := types.SubnetTopic(net.cfg.Subnet, types.TopicVerdict)
	var resultHash [32]byte
	if rec, err := v0.Validation(ctx, id); err == nil {
		copy(resultHash[:], common.FromHex(rec.ResultHash))
	}
	dispute := func(job [32]byte) *types.Dispute {
		return &types.Dispute{JobId: job[:], Subnet: net.cfg.Subnet, Miner: miner.Bytes(), ResultHash: resultHash[:],
			Reason: "test", CreatedMs: time.Now().UnixMilli()}
	}
	waitCount := func(what string, count func() float64, before float64) {
		t.Helper()
		for count() <= before {
			select {
			case <-ctx.Done():
				t.Fatalf("%s: count stayed at %v", what, before)
			case <-time.After(50 * time.Millisecond):
			}
		}
	}

	// Someone else's job: the miner disputes its own result in the
	// client's name... it cannot, so it signs as itself: rejected.
	rejected := v0.Host().Rejected(jobbook.ReasonNotClient)
	if err := net.Miners[0].SignAndPublish(ctx, topic, dispute(id)); err != nil {
		t.Fatalf("publish the miner's dispute: %v", err)
	}
	waitCount("dispute by a non-client rejected", func() float64 { return v0.Host().Rejected(jobbook.ReasonNotClient) }, rejected)

	// A job nobody knows: ignored.
	var unknown [32]byte
	if _, err := rand.Read(unknown[:]); err != nil {
		t.Fatal(err)
	}
	ignored := v0.Host().Ignored(jobbook.ReasonUnknownJob)
	if err := net.Client.SignAndPublish(ctx, topic, dispute(unknown)); err != nil {
		t.Fatalf("publish a dispute of an unknown job: %v", err)
	}
	waitCount("dispute of an unknown job ignored", func() float64 { return v0.Host().Ignored(jobbook.ReasonUnknownJob) }, ignored)

	// The same result disputed again (a fresh message): ignored, and no
	// validator re-executes twice.
	var before []int64
	for _, v := range net.Validators {
		before = append(before, v.DisputedReexecutions())
	}
	dups := v0.Host().Ignored(jobbook.ReasonDuplicateDispute)
	if err := net.Client.SignAndPublish(ctx, topic, dispute(id)); err != nil {
		t.Fatalf("publish the duplicate dispute: %v", err)
	}
	waitCount("duplicate dispute ignored", func() float64 { return v0.Host().Ignored(jobbook.ReasonDuplicateDispute) }, dups)
	for i, v := range net.Validators {
		if got := v.DisputedReexecutions(); got != before[i] {
			t.Fatalf("validator %s re-executed again for a duplicate dispute: %d → %d", v.Address().Hex(), before[i], got)
		}
	}
}

// checkDisputeUpheld checks on chain that challenge cid was against job
// id's leaf of miner's and upheld, that the leaf's fee went back to the
// client's free escrow (freeBefore, before the job: the leaf was voided)
// and that miner's stake was slashed below stakeBefore.
func checkDisputeUpheld(ctx context.Context, t *testing.T, net *Net, cid uint64, id [32]byte, miner common.Address, stakeBefore, freeBefore *big.Int) {
	t.Helper()
	if cid == 0 {
		t.Fatal("no validator recorded the challenge it followed")
	}
	o, err := net.chain.call(ctx, net.chain.addrs.Challenges, challengesABI.PackChallenge(new(big.Int).SetUint64(cid)))
	if err != nil {
		t.Fatal(err)
	}
	c, err := challengesABI.UnpackChallenge(o)
	if err != nil || c.Status != 2 || c.Miner != miner || c.JobId != id {
		t.Fatalf("challenge %d: status %d against %s on job %x (%v), want upheld (2) against %s on %x", cid, c.Status, c.Miner.Hex(), c.JobId[:4], err, miner.Hex(), id[:4])
	}
	after, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if after.ClientFree.Cmp(freeBefore) != 0 {
		t.Fatalf("the client's free escrow went from %s to %s wei: the disputed leaf was not voided", freeBefore, after.ClientFree)
	}
	stakeAfter, _, err := net.chain.stakeOf(ctx, miner)
	if err != nil {
		t.Fatal(err)
	}
	if stakeAfter.Cmp(stakeBefore) >= 0 {
		t.Fatalf("miner stake %s → %s: not slashed", stakeBefore, stakeAfter)
	}
}

// TestDisputedLeafWithoutResultReexecuted: the miner settles a made-up
// result and publishes none; the validators sample nothing. The client
// (which posted without waiting for the result) disputes the settled
// result, as its settlement audit does for a leaf it never verified:
// every validator checks the leaf's result whatever its sampling says
// (it has no record yet, so the dispute is remembered until the leaf is
// read), finds it differs from its re-execution, and the challenge is
// upheld, the leaf voided and the miner slashed.
func TestDisputedLeafWithoutResultReexecuted(t *testing.T) {
	needModel(t)
	var net *Net
	var rogue atomic.Bool
	madeUp := make(chan [32]byte, 1)
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
		h := c.ResultHash
		h[0] ^= 0xff // what settleMadeUpResult settled
		madeUp <- h
		<-release // the result is not published while the test runs
	}
	net = startNet(t, Config{Miners: 1, Validators: 2, Chain: true, NoSampling: true, BidWindow: 150 * time.Millisecond,
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
	balBefore, err := net.ChainBalances(ctx)
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
	var settled [32]byte
	select {
	case settled = <-madeUp:
	case <-ctx.Done():
		t.Fatal("the miner never settled the made-up result")
	}
	d := &types.Dispute{JobId: id[:], Subnet: net.cfg.Subnet, Miner: miner.Bytes(), ResultHash: settled[:],
		Reason: "settled leaf's result was never verified", CreatedMs: time.Now().UnixMilli()}
	if err := net.Client.SignAndPublish(ctx, types.SubnetTopic(net.cfg.Subnet, types.TopicVerdict), d); err != nil {
		t.Fatalf("publish the dispute: %v", err)
	}
	var challenge uint64
	for _, v := range net.Validators {
		for {
			rec, err := v.Validation(ctx, id)
			if err == nil && rec.State == node.ValUpheld {
				if rec.Sampled || !rec.Escalated || len(rec.Result) != 0 || rec.SettledHash != common.Bytes2Hex(settled[:]) {
					t.Fatalf("validator %s: sampled %v, escalated %v, result %d bytes, settled %q: want the settled result checked because of the dispute",
						v.Address().Hex(), rec.Sampled, rec.Escalated, len(rec.Result), rec.SettledHash)
				}
				challenge = max(challenge, rec.ChallengeID)
				break
			}
			select {
			case <-ctx.Done():
				t.Fatalf("validator %s: %q (sampled %v, escalated %v, %q, %q; %v), never upheld",
					v.Address().Hex(), rec.State, rec.Sampled, rec.Escalated, rec.Reason, rec.ChainNote, err)
			case <-time.After(100 * time.Millisecond):
			}
		}
		if v.DisputedReexecutions() != 1 {
			t.Fatalf("validator %s: %d re-executions for the dispute, want 1", v.Address().Hex(), v.DisputedReexecutions())
		}
	}
	checkDisputeUpheld(ctx, t, net, challenge, id, miner, stakeBefore, balBefore.ClientFree)
}
