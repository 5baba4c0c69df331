package chain_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"google.golang.org/protobuf/proto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/types"
)

// pack encodes leaves in the given order without NewBatch's checks, so the
// contract's own checks can be exercised.
func pack(leaves ...chain.Leaf) []byte {
	var out []byte
	var prev *types.JobOrder
	for _, l := range leaves {
		out = chain.AppendLeaf(out, prev, l)
		prev = l.Order
	}
	return out
}

// Every way submitBatch refuses a batch, each named by its custom error.
func TestSubmitBatchRejects(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c0, c1, m := h.clients[0], h.clients[1], h.miners[0]
	h.fund(c0, tora(100))
	h.fund(c1, tora(3))

	settled := h.leaves(c0, 1, tora(1))[0]
	if _, _, err := h.submit(m, h.subnet, pack(settled)); err != nil {
		t.Fatal(err)
	}

	// A leaf whose order claims client c1, its assignment signed by c0: c1 never assigned it.
	forged := h.leaves(c0, 1, tora(1))[0]
	forgedOrder := proto.Clone(forged.Order).(*types.JobOrder)
	forgedOrder.Client = c1.addr.Bytes()
	forged.Order = forgedOrder
	forged.Assignment = h.assign(c0, forgedOrder, m.addr, tora(1), h.now().Add(time.Hour))

	// A leaf whose cap was raised after signing: the job id, and so the assignment, differ.
	raised := h.leaves(c0, 1, tora(1))[0]
	raisedOrder := proto.Clone(raised.Order).(*types.JobOrder)
	raisedOrder.MaxFee = types.Amount(tora(50))
	raised.Order = raisedOrder

	// A leaf whose assigned price was raised after the client signed it.
	raisedPrice := h.leaves(c0, 1, tora(1))[0]
	raisedPrice.Assignment = proto.Clone(raisedPrice.Assignment).(*types.Assignment)
	raisedPrice.Assignment.Price = types.Amount(tora(2))
	raisedPrice.Fee = tora(2)

	// A leaf whose assignment was signed for another chain's domain (the escrow address unset).
	otherDomain := h.leaves(c0, 1, tora(1))[0]
	od := proto.Clone(otherDomain.Assignment).(*types.Assignment)
	if err := od.SignSettlement(types.DevDomain, c0.key); err != nil {
		t.Fatal(err)
	}
	otherDomain.Assignment = od

	// A leaf of subnet 2 (assigned and signed for it) in a batch of subnet 1.
	o2 := h.order(c0, 2, tora(2))
	wrongSubnet := chain.Leaf{Order: o2, Fee: tora(1), ResultHash: resultHash(1), Assignment: h.assign(c0, o2, m.addr, tora(1), h.now().Add(time.Hour))}

	// A leaf assigned to the other miner.
	otherMiner := h.leavesFor(h.miners[1], c0, 1, tora(1))[0]

	// The client signed a price above its own order's cap.
	overCap := h.leaves(c0, 1, tora(1))[0]
	overCap.Assignment = h.assign(c0, overCap.Order, m.addr, tora(3), h.now().Add(time.Hour)) // cap is 2
	overCap.Fee = tora(3)
	// The miner charges more than the price it was assigned at (but within the cap).
	overPrice := h.leaves(c0, 1, tora(1))[0]
	overPrice.Fee = tora(2)
	// The settle-by passed before the batch.
	expired := h.leaves(c0, 1, tora(1))[0]
	expired.Assignment = h.assign(c0, expired.Order, m.addr, tora(1), h.now().Add(-time.Second))
	twice := h.leaves(c0, 1, tora(1))[0]
	poor := h.leaves(c1, 4, tora(1)) // 4 TORA, c1 has 3
	good := h.leaves(c0, 1, tora(1))[0]

	for _, tc := range []struct {
		name   string
		subnet uint64
		packed []byte
		want   string
	}{
		// a job settled in an earlier batch
		{"settled before", h.subnet, pack(good, settled), "JobAlreadySettled"},
		// the same job twice in one batch
		{"twice in batch", h.subnet, pack(twice, twice), "JobAlreadySettled"},
		// the order's client never assigned the job
		{"forged client", h.subnet, pack(forged), "InvalidAssignmentSignature"},
		// the fee cap differs from the signed one
		{"raised cap", h.subnet, pack(raised), "InvalidAssignmentSignature"},
		// the price differs from the signed one
		{"raised price", h.subnet, pack(raisedPrice), "InvalidAssignmentSignature"},
		// signed for another domain
		{"other domain", h.subnet, pack(otherDomain), "InvalidAssignmentSignature"},
		// signed for another subnet
		{"wrong subnet", h.subnet, pack(wrongSubnet), "InvalidAssignmentSignature"},
		// assigned to another miner than the sender
		{"other miner", h.subnet, pack(otherMiner), "InvalidAssignmentSignature"},
		// price above the signed cap
		{"price above cap", h.subnet, pack(overCap), "PriceAboveMax"},
		// fee above the assigned price
		{"fee above price", h.subnet, pack(overPrice), "FeeAbovePrice"},
		// settle-by passed
		{"expired", h.subnet, pack(expired), "AssignmentExpired"},
		// the client's free escrow does not cover its leaves
		{"insufficient escrow", h.subnet, pack(poor...), "InsufficientEscrow"},
		// no leaves
		{"empty", h.subnet, nil, "EmptyBatch"},
		// cut short
		{"truncated", h.subnet, pack(good)[:150], "MalformedBatch"},
		// trailing bytes after the last leaf
		{"trailing", h.subnet, append(pack(good), 1, 2, 3), "MalformedBatch"},
		// the first leaf must carry client, model, engine and spec
		{"first leaf flags", h.subnet, append([]byte{0}, pack(good)[1+20+96:]...), "MalformedBatch"},
		// unknown flag bits
		{"bad flags", h.subnet, append([]byte{0x1f}, pack(good)[1:]...), "MalformedBatch"},
		// no such subnet
		{"unknown subnet", 9, pack(good), "UnknownSubnet"},
	} {
		_, _, err := h.submit(m, tc.subnet, tc.packed)
		if chain.RevertName(err) != tc.want {
			t.Errorf("%s: want %s, got %v", tc.name, tc.want, err)
		}
	}
	// The insufficient-escrow error names the client and the amounts.
	_, _, err := h.submit(m, h.subnet, pack(poor...))
	re := wantRevert(t, err, "InsufficientEscrow")
	if re.Args["client"] != c1.addr || re.Args["free"].(*big.Int).Cmp(tora(3)) != 0 || re.Args["required"].(*big.Int).Cmp(tora(4)) != 0 {
		t.Fatalf("args %v", re)
	}
	// The replay error names the job.
	_, _, err = h.submit(m, h.subnet, pack(settled))
	re = wantRevert(t, err, "JobAlreadySettled")
	if re.Args["jobId"] != settled.JobID() || re.Args["nonce"] != settled.Order.GetNonce() {
		t.Fatalf("args %v", re)
	}
	// Nothing above moved money: c0 paid for the first batch only.
	if free, _ := h.escrowBalances(c0.addr); free.Cmp(tora(99)) != 0 {
		t.Fatalf("c0 free %v", free)
	}

	// The subnet's minimum fee applies to each leaf.
	p := chain.DefaultParams()
	p.MinFee = tora(2)
	h.must(h.admin, h.regC, h.reg.PackCreateSubnet(p))
	co := h.order(c0, 2, tora(5))
	cheap := chain.Leaf{Order: co, Fee: tora(1), ResultHash: resultHash(1), Assignment: h.assign(c0, co, m.addr, tora(5), h.now().Add(time.Hour))}
	_, _, err = h.submit(m, 2, pack(cheap))
	wantRevert(t, err, "FeeBelowMinimum")

	// NewBatch refuses in Go what the contract would refuse on signatures, prices and caps.
	for _, l := range []chain.Leaf{forged, raised, raisedPrice, otherDomain, overCap, overPrice} {
		if _, err := chain.NewBatch(h.d, h.subnet, []chain.Leaf{l}); err == nil {
			t.Errorf("NewBatch accepted a bad leaf")
		}
	}
	if _, err := chain.NewBatch(h.d, h.subnet, []chain.Leaf{twice, twice}); err == nil {
		t.Error("NewBatch accepted a duplicate")
	}
	if _, err := chain.NewBatch(h.d, h.subnet, []chain.Leaf{wrongSubnet}); err == nil {
		t.Error("NewBatch accepted another subnet's job")
	}
	if _, err := chain.NewBatch(h.d, h.subnet, []chain.Leaf{good, otherMiner}); err == nil {
		t.Error("NewBatch accepted leaves assigned to two miners")
	}
	if b, err := chain.NewBatch(h.d, h.subnet, []chain.Leaf{good}); err != nil || b.Miner != m.addr {
		t.Errorf("NewBatch: miner %v, %v", b, err)
	}
}

// Leaves of many clients, in any input order, with repeated and changing
// model, engine and spec, settle in one batch; each client pays its own.
func TestSubmitBatchMixed(t *testing.T) {
	h := newHarness(t, defaultOpts())
	var leaves []chain.Leaf
	for i, c := range h.clients {
		h.fund(c, tora(1000))
		for j := 0; j < 300; j++ { // crosses a bitmap word boundary (nonce 256)
			o := h.order(c, h.subnet, tora(3))
			if j%7 == 0 {
				o.Engine, o.ModelCid, o.Spec = "vllm", "bafkreiother", "gpu"
				if err := types.Sign(h.d, o, c.key); err != nil {
					t.Fatal(err)
				}
			}
			fee := big.NewInt(int64(1e15 * (i + 1)))
			leaves = append(leaves, chain.Leaf{Order: o, Fee: fee, ResultHash: resultHash(j), Assignment: h.assign(c, o, h.miners[0].addr, fee, h.now().Add(time.Hour))})
		}
	}
	// Interleave clients: NewBatch sorts them into runs.
	mixed := make([]chain.Leaf, 0, len(leaves))
	for j := 0; j < 300; j++ {
		for i := range h.clients {
			mixed = append(mixed, leaves[i*300+j])
		}
	}
	for _, part := range [][]chain.Leaf{mixed[:450], mixed[450:]} {
		b := h.newBatch(part)
		id, _, err := h.submit(h.miners[0], h.subnet, b.Packed)
		if err != nil {
			t.Fatal(err)
		}
		if h.batch(id).Root != b.Root {
			t.Fatal("root differs from Go's")
		}
	}
	for i, c := range h.clients {
		free, _ := h.escrowBalances(c.addr)
		want := new(big.Int).Sub(tora(1000), big.NewInt(int64(300*1e15*(i+1))))
		if free.Cmp(want) != 0 {
			t.Fatalf("client %d free %v, want %v", i, free, want)
		}
		for _, w := range []int64{0, 1} {
			got := call(h, h.escC, h.esc.PackNonceWord(c.addr, big.NewInt(w)), h.esc.UnpackNonceWord)
			want := new(big.Int).Lsh(big.NewInt(1), 256)
			want.Sub(want, big.NewInt(2)) // word 0: nonces 1..255
			if w == 1 {
				want = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 45), big.NewInt(1)) // 256..300
			}
			if got.Cmp(want) != 0 {
				t.Fatalf("client %d word %d = %x, want %x", i, w, got, want)
			}
		}
	}
}

// challenge: only a CHALLENGER_ROLE holder (the Challenges contract) voids
// a leaf inside the window; the fee goes back; the batch pays for the
// rest. The leaf's client cannot void it on its own word.
func TestChallenge(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c0, c1, m := h.clients[0], h.clients[1], h.miners[0]
	h.fund(c0, tora(100))
	h.fund(c1, tora(100))
	b := h.newBatch(append(h.leaves(c0, 3, tora(10)), h.leaves(c1, 2, tora(10))...))
	id, _, err := h.submit(m, h.subnet, b.Packed)
	if err != nil {
		t.Fatal(err)
	}
	i0 := 0 // a leaf of c0 (leaves are sorted by client)
	if b.Leaves[0].Client() != c0.addr {
		i0 = 3
	}
	l0, p0 := b.Leaves[i0].Challenge(), b.Proof(i0)

	_, err = h.send(h.other, h.escC, h.esc.PackChallenge(id, l0, p0))
	wantRevert(t, err, "NotChallenger")
	_, err = h.send(c0, h.escC, h.esc.PackChallenge(id, l0, p0))
	wantRevert(t, err, "NotChallenger") // its own leaf: no unilateral void

	role := call(h, h.escC, h.esc.PackCHALLENGERROLE(), h.esc.UnpackCHALLENGERROLE)
	_, err = h.send(h.other, h.escC, h.esc.PackGrantRole(role, h.valid.addr))
	wantRevert(t, err, "AccessControlUnauthorizedAccount")
	h.must(h.admin, h.escC, h.esc.PackGrantRole(role, h.valid.addr))
	bad := l0
	bad.Fee = tora(11)
	_, err = h.send(h.valid, h.escC, h.esc.PackChallenge(id, bad, p0))
	wantRevert(t, err, "LeafNotInBatch")
	bad = l0
	bad.SettleByMs++
	_, err = h.send(h.valid, h.escC, h.esc.PackChallenge(id, bad, p0))
	wantRevert(t, err, "LeafNotInBatch")
	_, err = h.send(h.valid, h.escC, h.esc.PackChallenge(id, l0, p0[1:]))
	wantRevert(t, err, "LeafNotInBatch")
	_, err = h.send(h.valid, h.escC, h.esc.PackChallenge(big.NewInt(9), l0, p0))
	wantRevert(t, err, "UnknownBatch")

	r := h.must(h.valid, h.escC, h.esc.PackChallenge(id, l0, p0))
	ev := findLog(t, r, h.esc.UnpackLeafVoidedEvent)
	if ev.JobId != l0.JobId || ev.Fee.Cmp(tora(10)) != 0 || ev.Challenger != h.valid.addr {
		t.Fatalf("LeafVoided %+v", ev)
	}
	if free, _ := h.escrowBalances(c0.addr); free.Cmp(tora(80)) != 0 {
		t.Fatalf("c0 free %v after refund", free)
	}
	if !call(h, h.escC, h.esc.PackVoided(b.Leaves[i0].Hash()), h.esc.UnpackVoided) {
		t.Fatal("not voided")
	}
	_, err = h.send(h.valid, h.escC, h.esc.PackChallenge(id, l0, p0))
	wantRevert(t, err, "LeafAlreadyVoided")
	i1 := (i0 + 3) % 5
	h.must(h.valid, h.escC, h.esc.PackChallenge(id, b.Leaves[i1].Challenge(), b.Proof(i1)))
	if free, _ := h.escrowBalances(c1.addr); free.Cmp(tora(90)) != 0 {
		t.Fatalf("c1 free %v after refund", free)
	}

	// A voided job stays spent: it cannot be settled again.
	_, _, err = h.submit(m, h.subnet, pack(b.Leaves[i0]))
	wantRevert(t, err, "JobAlreadySettled")

	h.wait(601 * time.Second)
	i2 := (i0 + 1) % 5
	_, err = h.send(h.valid, h.escC, h.esc.PackChallenge(id, b.Leaves[i2].Challenge(), b.Proof(i2)))
	wantRevert(t, err, "ChallengeWindowClosed")
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(id))
	// 5 leaves of 10, two voided: 30 paid, 24 to the miner, 6 to validators.
	if o := h.owed(m.addr); o.Cmp(tora(24)) != 0 {
		t.Fatalf("owed %v", o)
	}
	if p := h.pool(h.subnet); p.Cmp(tora(6)) != 0 {
		t.Fatalf("pool %v", p)
	}
	_, err = h.send(h.valid, h.escC, h.esc.PackChallenge(id, b.Leaves[i2].Challenge(), b.Proof(i2)))
	wantRevert(t, err, "BatchAlreadyFinalized")
}

// Parameter changes do not touch what is pending: the window and the split
// are snapshots taken at submission, even once the change is in force.
func TestBatchSnapshotsParams(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, m := h.clients[0], h.miners[0]
	h.fund(c, tora(100))
	id, _, err := h.submit(m, h.subnet, h.newBatch(h.leaves(c, 2, tora(10))).Packed)
	if err != nil {
		t.Fatal(err)
	}
	p := chain.DefaultParams()
	p.ChallengeWindow, p.MinerShareBps = 3*86400, 1000
	h.must(h.admin, h.regC, h.reg.PackUpdateParams(h.subnet, p))
	h.wait(chain.ParamChangeDelay)
	if got := call(h, h.regC, h.reg.PackParams(h.subnet), h.reg.UnpackParams); got.MinerShareBps != 1000 {
		t.Fatalf("params after the delay %+v, want the new split in force", got)
	}
	h.must(h.other, h.escC, h.esc.PackFinalizeBatch(id))
	if o := h.owed(m.addr); o.Cmp(tora(16)) != 0 {
		t.Fatalf("owed %v, want 80%% of 20", o)
	}
}

func TestValidatorRewards(t *testing.T) {
	h := newHarness(t, defaultOpts())
	c, v := h.clients[0], h.valid
	h.must(h.admin, h.toraC, h.tora.PackMint(c.addr, tora(50)))
	h.must(c, h.toraC, h.tora.PackApprove(h.addrs.Rewards, tora(50)))
	_, err := h.send(c, h.rewC, h.rew.PackDeposit(h.subnet, new(big.Int)))
	wantRevert(t, err, "ZeroAmount")
	h.must(c, h.rewC, h.rew.PackDeposit(h.subnet, tora(20)))
	// notifyReward credits only tokens that arrived.
	_, err = h.send(c, h.rewC, h.rew.PackNotifyReward(h.subnet, tora(1)))
	wantRevert(t, err, "UnbackedReward")
	h.must(c, h.toraC, h.tora.PackTransfer(h.addrs.Rewards, tora(5)))
	h.must(h.other, h.rewC, h.rew.PackNotifyReward(h.subnet, tora(5)))
	pool := call(h, h.rewC, h.rew.PackPool(h.subnet), h.rew.UnpackPool)
	if pool.Balance.Cmp(tora(25)) != 0 || pool.Received.Cmp(tora(25)) != 0 {
		t.Fatalf("pool %+v", pool)
	}

	_, err = h.send(h.other, h.rewC, h.rew.PackAllocate(h.subnet, v.addr, tora(1)))
	wantRevert(t, err, "AccessControlUnauthorizedAccount")
	_, err = h.send(h.admin, h.rewC, h.rew.PackAllocate(h.subnet, v.addr, tora(26)))
	wantRevert(t, err, "InsufficientPool")
	_, err = h.send(h.admin, h.rewC, h.rew.PackAllocate(h.subnet, v.addr, new(big.Int)))
	wantRevert(t, err, "ZeroAmount")
	h.must(h.admin, h.rewC, h.rew.PackAllocate(h.subnet, v.addr, tora(15)))
	if got := call(h, h.rewC, h.rew.PackClaimable(v.addr), h.rew.UnpackClaimable); got.Cmp(tora(15)) != 0 {
		t.Fatalf("claimable %v", got)
	}
	h.must(v, h.rewC, h.rew.PackClaim())
	if b := h.tokenBalance(v.addr); b.Cmp(tora(15)) != 0 {
		t.Fatalf("validator balance %v", b)
	}
	_, err = h.send(v, h.rewC, h.rew.PackClaim())
	wantRevert(t, err, "NothingToClaim")
	if a := call(h, h.rewC, h.rew.PackAccounted(), h.rew.UnpackAccounted); a.Cmp(tora(10)) != 0 {
		t.Fatalf("accounted %v", a)
	}
}

// MerkleProof and MerkleRoot agree with each other for every size and
// position, and a proof does not verify another leaf.
func TestMerkle(t *testing.T) {
	for n := 1; n <= 33; n++ {
		hs := make([][32]byte, n)
		for i := range hs {
			hs[i] = crypto.Keccak256Hash([]byte{byte(n), byte(i)})
		}
		root := chain.MerkleRoot(hs)
		for i := range hs {
			p := chain.MerkleProof(hs, i)
			if !chain.VerifyMerkleProof(root, hs[i], p) {
				t.Fatalf("n=%d i=%d: proof does not verify", n, i)
			}
			if n > 1 && chain.VerifyMerkleProof(root, hs[(i+1)%n], p) {
				t.Fatalf("n=%d i=%d: proof verifies another leaf", n, i)
			}
		}
	}
}
