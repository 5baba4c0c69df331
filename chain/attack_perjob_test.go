package chain_test

// Regression tests for the per-job settlement path's holes a red-team
// review found after issue 14's fixes (follow-ups to attacks 1 and 3), and
// for the 1-wei sybil miner. Each performs the attack on the simulated
// chain and asserts it is refused.

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/proof"
)

// perJobProof is miner m's packed proof of compute for per-job job id and result rh.
func (h *harness) perJobProof(m actor, id, rh [32]byte) []byte {
	h.tb.Helper()
	claim := proof.Claim{JobID: id, ModelHash: resultHash(10), InputHash: resultHash(11), ResultHash: rh, EnvHash: resultHash(13), StartedMs: 100, FinishedMs: 200}
	sig, err := proof.Sign(h.d, claim, m.key)
	if err != nil {
		h.tb.Fatal(err)
	}
	return chain.PackProof(claim.ModelHash, claim.InputHash, claim.EnvHash, 100, 200, sig)
}

// postJob mints maxFee to c's wallet, approves the escrow and posts a
// per-job-path job as c naming miner; it returns the job's id.
func (h *harness) postJob(c actor, subnet uint64, maxFee *big.Int, miner common.Address) [32]byte {
	h.tb.Helper()
	h.must(h.admin, h.toraC, h.tora.PackMint(c.addr, maxFee))
	h.must(c, h.toraC, h.tora.PackApprove(h.addrs.Escrow, maxFee))
	r := h.must(c, h.escC, h.esc.PackPostJob(subnet, [32]byte{0xee}, maxFee, miner))
	ev := findLog(h.tb, r, h.esc.UnpackJobPostedEvent)
	if ev.Miner != miner || ev.Client != c.addr || ev.MaxFee.Cmp(maxFee) != 0 {
		h.tb.Fatalf("JobPosted %+v", ev)
	}
	return ev.JobId
}

// TestAttackPerJobCommitCannotStiffBatchMiner reproduces the red-team
// follow-up to issue 14's attack 3 on the per-job path: a client assigns a
// job to its miner, then postJob()s as much as its whole free escrow so
// the miner's batch reverts InsufficientEscrow, and cancelJob()s after
// settle-by to get it all back. postJob now pulls its fee from the
// client's wallet, so free escrow is untouched and the miner settles.
func TestAttackPerJobCommitCannotStiffBatchMiner(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, m := h.clients[0], h.miners[0]
	h.fund(c, tora(10))
	o := h.order(c, h.subnet, tora(4))
	work := chain.Leaf{Order: o, Fee: tora(4), ResultHash: resultHash(1), Assignment: h.assign(c, o, m.addr, tora(4), h.now().Add(time.Hour))}

	// The miner did the work; before it settles, the client commits 10 TORA to a per-job job.
	id := h.postJob(c, h.subnet, tora(10), h.miners[1].addr)
	if free, committed := h.escrowBalances(c.addr); free.Cmp(tora(10)) != 0 || committed.Cmp(tora(10)) != 0 {
		t.Fatalf("postJob moved escrow: free %v committed %v, want 10 and 10", free, committed)
	}
	_, _, err := h.submit(m, h.subnet, h.newBatch([]chain.Leaf{work}).Packed)
	if err != nil || !h.settled(work) {
		t.Fatalf("ATTACK SUCCEEDS: the client's postJob blocked its miner's batch: %v", err)
	}
	// Past the settle-by the client cancels: its fee goes back to its wallet; the miner's fee stays held.
	h.wait(2 * time.Hour)
	before := h.tokenBalance(c.addr)
	h.must(c, h.escC, h.esc.PackCancelJob(id))
	if got := new(big.Int).Sub(h.tokenBalance(c.addr), before); got.Cmp(tora(10)) != 0 {
		t.Fatalf("cancelJob refunded %v to the wallet, want 10 TORA", got)
	}
	if free, committed := h.escrowBalances(c.addr); free.Cmp(tora(6)) != 0 || committed.Sign() != 0 {
		t.Fatalf("after cancel: free %v committed %v, want 6 and 0", free, committed)
	}
}

// TestAttackPerJobPathCannotEscapeWithdrawalDelay reproduces the red-team
// follow-up to issue 14's attacks 1 and 3: a client takes its escrow out in
// one block (past the 2-day WITHDRAWAL_DELAY) through postJob on a subnet
// it made with challengeWindow 0 and minerShareBps 10000, an unstaked
// sybil's submitResult and finalize, stiffing its assigned miner. Every
// step is now refused: such a subnet cannot be created, the per-job path
// cannot spend escrow, and only the named, staked miner may submit.
func TestAttackPerJobPathCannotEscapeWithdrawalDelay(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, m, sybil := h.clients[0], h.miners[0], h.other
	h.fund(c, tora(10))
	o := h.order(c, h.subnet, tora(4))
	work := chain.Leaf{Order: o, Fee: tora(4), ResultHash: resultHash(1), Assignment: h.assign(c, o, m.addr, tora(4), h.now().Add(time.Hour))}

	// The client's own subnet: no challenge window, the miner takes all.
	p := chain.DefaultParams()
	p.ChallengeWindow, p.MinerShareBps = 0, 10_000
	_, err := h.send(c, h.regC, h.reg.PackCreateSubnet(p))
	wantRevert(t, err, "MinerShareTooHigh")
	p.MinerShareBps = 9_999
	_, err = h.send(c, h.regC, h.reg.PackCreateSubnet(p))
	wantRevert(t, err, "ChallengeWindowTooShort")
	// The shortest window allowed, and a subnet where the sybil could be staked.
	p.ChallengeWindow = 1
	h.must(c, h.regC, h.reg.PackCreateSubnet(p))
	own := uint64(2)

	before := h.tokenBalance(sybil.addr)
	// The job names the sybil; its fee comes from the client's wallet, not its escrow.
	id := h.postJob(c, own, tora(10), sybil.addr)
	if free, _ := h.escrowBalances(c.addr); free.Cmp(tora(10)) != 0 {
		t.Fatalf("postJob spent free escrow: %v left of 10", free)
	}
	// An unstaked sybil cannot submit even when named.
	_, err = h.send(sybil, h.escC, h.esc.PackSubmitResult(id, resultHash(7), h.perJobProof(sybil, id, resultHash(7))))
	wantRevert(t, err, "MinerNotStaked")
	_, err = h.send(sybil, h.escC, h.esc.PackFinalize(id))
	wantRevert(t, err, "WrongJobStatus")
	if took := new(big.Int).Sub(h.tokenBalance(sybil.addr), before); took.Sign() != 0 {
		t.Fatalf("ATTACK SUCCEEDS: the sybil took %v wei", took)
	}
	// The assigned miner's batch is paid from the untouched escrow.
	if _, _, err := h.submit(m, h.subnet, h.newBatch([]chain.Leaf{work}).Packed); err != nil || !h.settled(work) {
		t.Fatalf("ATTACK SUCCEEDS: the assigned miner's batch was refused: %v", err)
	}
}

// TestAttackPerJobStrangerCannotTakeJob reproduces issue 14's attack 1 on
// the per-job path: an outsider with no stake and no assignment who sees a
// JobPosted event submits a made-up result and is paid at finalize. Only
// the miner the client named may submit now (NotJobMiner), and a staked
// miner that is not the named one is refused too.
func TestAttackPerJobStrangerCannotTakeJob(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, named, stranger := h.clients[0], h.miners[0], h.other
	id := h.postJob(c, h.subnet, tora(10), named.addr)
	before := h.tokenBalance(stranger.addr)
	_, err := h.send(stranger, h.escC, h.esc.PackSubmitResult(id, resultHash(666), h.perJobProof(stranger, id, resultHash(666))))
	wantRevert(t, err, "NotJobMiner")
	// A staked miner the client did not name fares no better.
	_, err = h.send(h.miners[1], h.escC, h.esc.PackSubmitResult(id, resultHash(666), h.perJobProof(h.miners[1], id, resultHash(666))))
	wantRevert(t, err, "NotJobMiner")
	h.wait(601 * time.Second)
	_, err = h.send(h.other, h.escC, h.esc.PackFinalize(id))
	wantRevert(t, err, "WrongJobStatus")
	if got := new(big.Int).Sub(h.tokenBalance(stranger.addr), before); got.Sign() > 0 {
		t.Fatalf("ATTACK SUCCEEDS: an address with no stake and no assignment was paid %s wei for a made-up result of a client's per-job job", got)
	}
	// The named miner still can, and is paid.
	h.must(named, h.escC, h.esc.PackSubmitResult(id, resultHash(1), h.perJobProof(named, id, resultHash(1))))
	h.wait(601 * time.Second)
	h.must(h.other, h.escC, h.esc.PackFinalize(id))
	if got := h.tokenBalance(named.addr); got.Cmp(tora(8)) != 0 {
		t.Fatalf("named miner paid %v, want 80%% of 10 TORA", got)
	}
}

// TestAttackPerJobNamedMinerBelowMinimumRefused: a miner the client names
// whose bonded stake is below the subnet's minimum (here: a subnet
// requiring more than it holds) cannot submit, as submitBatch refuses it.
func TestAttackPerJobNamedMinerBelowMinimumRefused(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, m := h.clients[0], h.miners[0] // 100 TORA staked
	p := chain.DefaultParams()
	p.MinMinerStake = tora(101)
	h.must(c, h.regC, h.reg.PackCreateSubnet(p))
	id := h.postJob(c, 2, tora(10), m.addr)
	_, err := h.send(m, h.escC, h.esc.PackSubmitResult(id, resultHash(1), h.perJobProof(m, id, resultHash(1))))
	wantRevert(t, err, "MinerNotStaked")
}

// TestAttackOneWeiSybilCannotBurnNonce reproduces the red-team follow-up
// on issue 14's cheap sybils: with minSelfStake(Miner) = 0 and
// minMinerStake = 0 a client registers a 1-wei miner, assigns it its own
// order at fee 0 and settles it, so the miner that did the work gets
// JobAlreadySettled. Staking now has a non-zero default miner minimum
// (DEFAULT_MIN_MINER_STAKE, 10 TORA) that the admin cannot set to 0, and
// meetsMinimum applies it to every subnet.
func TestAttackOneWeiSybilCannotBurnNonce(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, m, sybil := h.clients[0], h.miners[0], h.other
	h.fund(c, tora(10))
	o := h.order(c, h.subnet, tora(4))
	work := chain.Leaf{Order: o, Fee: tora(4), ResultHash: resultHash(1), Assignment: h.assign(c, o, m.addr, tora(4), h.now().Add(time.Hour))}

	min := call(h, h.stkC, h.stk.PackMinSelfStake(roleMiner), h.stk.UnpackMinSelfStake)
	if min.Cmp(tora(10)) != 0 {
		t.Fatalf("minSelfStake(Miner) %v, want 10 TORA", min)
	}
	_, err := h.send(h.admin, h.stkC, h.stk.PackSetMinSelfStake(roleMiner, new(big.Int)))
	wantRevert(t, err, "ZeroAmount")

	// The 1-wei registration is refused...
	h.must(h.admin, h.toraC, h.tora.PackMint(sybil.addr, big.NewInt(1)))
	h.must(sybil, h.toraC, h.tora.PackApprove(h.addrs.Staking, big.NewInt(1)))
	_, err = h.send(sybil, h.stkC, h.stk.PackRegister(roleMiner, big.NewInt(1)))
	wantRevert(t, err, "SelfStakeTooLow")
	// ...so the sybil's fee-0 leaf is refused and the nonce stays unspent.
	burn := chain.Leaf{Order: o, Fee: new(big.Int), ResultHash: resultHash(0), Assignment: h.assign(c, o, sybil.addr, new(big.Int), h.now().Add(time.Hour))}
	_, _, berr := h.submit(sybil, h.subnet, h.newBatch([]chain.Leaf{burn}).Packed)
	wantRevert(t, berr, "MinerNotStaked")
	if _, _, err := h.submit(m, h.subnet, h.newBatch([]chain.Leaf{work}).Packed); err != nil {
		t.Fatalf("ATTACK SUCCEEDS: a 1-wei sybil miner burned the nonce at fee 0 (sybil batch err %v); the assigned miner: %v", berr, err)
	}
}

// TestAttackMinerBelowSelfStakeFloorNotStaked: a miner that registered
// with the minimum and unbonded half of it no longer meets the minimum on
// a subnet whose own minMinerStake is 0: the Staking floor applies.
func TestAttackMinerBelowSelfStakeFloorNotStaked(t *testing.T) {
	h := newHarness(t, defaultOpts())
	sybil := h.other
	h.register(sybil, roleMiner, tora(10))
	if !call(h, h.stkC, h.stk.PackMeetsMinimum(sybil.addr, h.subnet), h.stk.UnpackMeetsMinimum) {
		t.Fatal("a 10-TORA miner does not meet the default minimum")
	}
	vb := bindings.NewOperatorVault()
	vault := vb.Instance(h.c, call(h, h.stkC, h.stk.PackVaultOf(sybil.addr), h.stk.UnpackVaultOf))
	shares := call(h, vault, vb.PackBalanceOf(sybil.addr), vb.UnpackBalanceOf)
	h.must(sybil, h.stkC, h.stk.PackRequestUnbond(sybil.addr, new(big.Int).Div(shares, big.NewInt(2))))
	if call(h, h.stkC, h.stk.PackMeetsMinimum(sybil.addr, h.subnet), h.stk.UnpackMeetsMinimum) {
		t.Fatal("ATTACK SUCCEEDS: a miner with 5 TORA bonded meets the minimum of a subnet with minMinerStake 0")
	}
}
