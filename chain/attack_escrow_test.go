package chain_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/tensora/tensora/chain"
)

// settled reports whether the order's (client, nonce) is spent on chain.
func (h *harness) settled(l chain.Leaf) bool {
	return call(h, h.escC, h.esc.PackIsSettled(l.Client(), l.Order.GetNonce()), h.esc.UnpackIsSettled)
}

// TestAttack1StrangerCannotSettleAnOrder reproduces attack 1 of issue 14
// ("anyone is paid for any job"): signed orders are public on gossip, and
// submitBatch used to pay msg.sender for any of them. Now a leaf pays only
// the staked miner its client assigned the job to.
func TestAttack1StrangerCannotSettleAnOrder(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, assigned, staked, stranger := h.clients[0], h.miners[0], h.miners[1], h.other
	h.fund(c, tora(10))
	// The client assigns its public order to miner 0 at 1 TORA (cap 2).
	honest := h.leaves(c, 1, tora(1))[0]
	made := func(l chain.Leaf) chain.Leaf { // the same job, a made-up result, the full cap
		l.ResultHash, l.Fee = resultHash(666), tora(2)
		return l
	}

	// An unstaked stranger replays the order with the assigned miner's
	// terms (public on gossip too): it is no staked miner.
	_, _, err := h.submit(stranger, h.subnet, pack(made(honest)))
	if re := wantRevert(t, err, "MinerNotStaked"); re.Args["miner"] != stranger.addr {
		t.Fatalf("revert args %v", re)
	}
	// The stranger signs its own "assignment" of the order to itself.
	self := made(honest)
	self.Assignment = h.assign(stranger, honest.Order, stranger.addr, tora(2), h.now().Add(time.Hour))
	_, _, err = h.submit(stranger, h.subnet, pack(self))
	wantRevert(t, err, "MinerNotStaked")

	// A staked miner the client did not name: the assignment the contract
	// rebuilds (miner = sender) is not the one the client signed, whether it
	// reuses miner 0's terms or forges its own.
	_, _, err = h.submit(staked, h.subnet, pack(made(honest)))
	if re := wantRevert(t, err, "InvalidAssignmentSignature"); re.Args["jobId"] != honest.JobID() || re.Args["client"] != c.addr {
		t.Fatalf("revert args %v", re)
	}
	forged := made(honest)
	forged.Assignment = h.assign(staked, honest.Order, staked.addr, tora(2), h.now().Add(time.Hour))
	_, _, err = h.submit(staked, h.subnet, pack(forged))
	wantRevert(t, err, "InvalidAssignmentSignature")
	// The assigned miner cannot charge above the price it was assigned at.
	_, _, err = h.submit(assigned, h.subnet, pack(made(honest)))
	wantRevert(t, err, "FeeAbovePrice")
	// Its stake must meet the subnet's minimum when it settles: in a
	// subnet asking 1000 TORA of miners, its 100 TORA are not enough.
	p := chain.DefaultParams()
	p.MinMinerStake = tora(1000)
	h.must(h.admin, h.regC, h.reg.PackCreateSubnet(p))
	o2 := h.order(c, 2, tora(2))
	rich := chain.Leaf{Order: o2, Fee: tora(1), ResultHash: resultHash(2), Assignment: h.assign(c, o2, assigned.addr, tora(1), h.now().Add(time.Hour))}
	_, _, err = h.submit(assigned, 2, pack(rich))
	if re := wantRevert(t, err, "MinerNotStaked"); re.Args["miner"] != assigned.addr || re.Args["subnet"] != uint64(2) {
		t.Fatalf("revert args %v", re)
	}

	if h.settled(honest) {
		t.Fatal("a refused leaf spent the client's nonce")
	}
	if free, _ := h.escrowBalances(c.addr); free.Cmp(tora(10)) != 0 {
		t.Fatalf("client free %v after refused attacks", free)
	}
	// The assigned miner then settles the job, at its price.
	id, _, err := h.submit(assigned, h.subnet, h.newBatch([]chain.Leaf{honest}).Packed)
	if err != nil {
		t.Fatal(err)
	}
	if bt := h.batch(id); bt.Miner != assigned.addr || bt.Held.Cmp(tora(1)) != 0 {
		t.Fatalf("batch %+v", bt)
	}
	if free, _ := h.escrowBalances(c.addr); free.Cmp(tora(9)) != 0 {
		t.Fatalf("client free %v after paying 1 TORA", free)
	}
}

// TestAttack2ExpiredAssignmentNotPayable reproduces attack 2 of issue 14
// ("orders never expire on chain"): a job whose assignment's settle-by has
// passed (failed, cancelled or simply forgotten) can no longer be charged.
func TestAttack2ExpiredAssignmentNotPayable(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, m := h.clients[0], h.miners[0]
	h.fund(c, tora(10))
	o := h.order(c, h.subnet, tora(2))
	settleBy := h.now().Add(time.Hour)
	stale := chain.Leaf{Order: o, Fee: tora(2), ResultHash: resultHash(1), Assignment: h.assign(c, o, m.addr, tora(2), settleBy)}
	o2 := h.order(c, h.subnet, tora(2))
	fresh := chain.Leaf{Order: o2, Fee: tora(2), ResultHash: resultHash(2), Assignment: h.assign(c, o2, m.addr, tora(2), settleBy.Add(24*time.Hour))}

	h.wait(2 * time.Hour) // the client gave up on the job long ago
	_, _, err := h.submit(m, h.subnet, pack(stale))
	re := wantRevert(t, err, "AssignmentExpired")
	if re.Args["jobId"] != stale.JobID() || re.Args["settleByMs"] != uint64(settleBy.UnixMilli()) {
		t.Fatalf("revert args %v", re)
	}
	// One stale leaf sinks its batch; the fresh one alone settles.
	_, _, err = h.submit(m, h.subnet, pack(fresh, stale))
	wantRevert(t, err, "AssignmentExpired")
	if _, _, err := h.submit(m, h.subnet, pack(fresh)); err != nil {
		t.Fatal(err)
	}
	if h.settled(stale) || !h.settled(fresh) {
		t.Fatal("settled state wrong")
	}
	if free, _ := h.escrowBalances(c.addr); free.Cmp(tora(8)) != 0 {
		t.Fatalf("client free %v, want 8 (only the fresh job paid)", free)
	}
}

// TestAttack3ClientCannotStiffItsMiner reproduces attack 3 of issue 14 ("a
// client stiffs its miner"): the client settled its own order at fee 0 to
// burn the nonce, or withdrew its escrow before the miner settled. Now a
// client cannot settle its own job, and a withdrawal waits longer than any
// settle-by a miner accepts.
func TestAttack3ClientCannotStiffItsMiner(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, m := h.clients[0], h.miners[0]
	h.fund(c, tora(10))
	work := h.leaves(c, 1, tora(4))[0] // assigned to m at 4 TORA, settle-by in settleWindow
	work.Assignment = h.assign(c, work.Order, m.addr, tora(4), h.now().Add(time.Hour))

	// The client settles its own order at fee 0: it is no staked miner.
	burn := chain.Leaf{Order: work.Order, Fee: new(big.Int), ResultHash: resultHash(0),
		Assignment: h.assign(c, work.Order, c.addr, new(big.Int), h.now().Add(time.Hour))}
	_, _, err := h.submit(c, h.subnet, pack(burn))
	wantRevert(t, err, "MinerNotStaked")
	// Staked as a miner it may settle others' jobs, never its own.
	h.register(c, roleMiner, tora(100))
	_, _, err = h.submit(c, h.subnet, pack(burn))
	if re := wantRevert(t, err, "ClientCannotSettle"); re.Args["jobId"] != work.JobID() || re.Args["client"] != c.addr {
		t.Fatalf("revert args %v", re)
	}
	if _, err := chain.NewBatch(h.d, h.subnet, []chain.Leaf{burn}); err == nil {
		t.Fatal("NewBatch built a self-settling leaf")
	}
	if h.settled(work) {
		t.Fatal("the client burned its nonce")
	}

	// Right after assigning, the client asks for all its escrow back.
	h.must(c, h.escC, h.esc.PackRequestWithdrawal(tora(10)))
	_, err = h.send(c, h.escC, h.esc.PackWithdraw())
	wantRevert(t, err, "WithdrawalNotReady")
	pw := call(h, h.escC, h.esc.PackPendingWithdrawal(c.addr), h.esc.UnpackPendingWithdrawal)
	if pw.Amount.Cmp(tora(10)) != 0 || time.Unix(int64(pw.ReadyAt), 0).Before(time.UnixMilli(work.Assignment.GetSettleByMs())) {
		t.Fatalf("pending withdrawal %+v is ready before the job's settle-by", pw)
	}
	// The miner settles within its settle-by and is paid.
	h.wait(30 * time.Minute)
	id, _, err := h.submit(m, h.subnet, h.newBatch([]chain.Leaf{work}).Packed)
	if err != nil {
		t.Fatal(err)
	}
	h.wait(601 * time.Second)
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(id))
	if o := h.owed(m.addr); o.Cmp(new(big.Int).Div(tora(32), big.NewInt(10))) != 0 {
		t.Fatalf("miner owed %v, want 80%% of 4 TORA", o)
	}
	// The withdrawal, once ready, pays only what settlement left free.
	h.wait(time.Duration(call(h, h.escC, h.esc.PackWITHDRAWALDELAY(), h.esc.UnpackWITHDRAWALDELAY).Int64()) * time.Second)
	w := findLog(t, h.must(c, h.escC, h.esc.PackWithdraw()), h.esc.UnpackWithdrawnEvent)
	if w.Amount.Cmp(tora(6)) != 0 {
		t.Fatalf("withdrew %v, want the 6 TORA left free", w.Amount)
	}
}
