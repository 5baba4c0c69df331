package node

import (
	"bytes"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/types"
)

// TestJudgeLeaf: the client's audit covers every job it signed terms
// for (issue 14 attack 1, red-team follow-up: a rejected job's miner
// settled it and was paid). Each row is one leaf spending a job's nonce.
func TestJudgeLeaf(t *testing.T) {
	m0, m1, stranger := common.Address{0x10}, common.Address{0x11}, common.Address{0x99}
	verified := [32]byte{0xaa}
	terms := map[common.Address]*big.Int{m0: big.NewInt(80), m1: big.NewInt(90)}
	leaf := func(payee common.Address, fee int64, result [32]byte) settledRef {
		return settledRef{batch: big.NewInt(1), miner: payee, leaf: chain.SettledLeaf{Fee: big.NewInt(fee), ResultHash: result}}
	}
	failed := unsettledJob{nonce: 3, terms: terms}                         // every round failed or was rejected
	inFlight := unsettledJob{nonce: 3, terms: terms, live: m1}             // round 1 still running
	won := unsettledJob{nonce: 3, terms: terms, verified: true, miner: m1, // round 1 verified
		price: big.NewInt(90), resultHash: verified}
	acked := unsettledJob{nonce: 3, terms: terms, accepted: true, miner: m1, price: big.NewInt(90)} // NoResult, round 1 acked
	tests := []struct {
		name string
		job  unsettledJob
		ref  settledRef
		wait bool
		bad  int
	}{
		{"failed job: its miner settles the rejected result", failed, leaf(m0, 80, verified), false, 1},
		{"failed job: above the round's price too", failed, leaf(m0, 81, verified), false, 2},
		{"failed job: a stranger with no terms", failed, leaf(stranger, 1, verified), false, 2},
		{"in flight: the running round's miner may yet verify", inFlight, leaf(m1, 90, verified), true, 0},
		{"in flight: an earlier round's miner", inFlight, leaf(m0, 80, verified), false, 1},
		{"verified: as agreed", won, leaf(m1, 90, verified), false, 0},
		{"verified: an earlier round's miner with the verified result", won, leaf(m0, 80, verified), false, 1},
		{"verified: a made-up result", won, leaf(m1, 90, [32]byte{0xbd}), false, 1},
		{"accepted without a result: its miner at its price", acked, leaf(m1, 90, [32]byte{0xbd}), false, 0},
		{"accepted without a result: another round's miner", acked, leaf(m0, 80, verified), false, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wait, bad := judgeLeaf(tt.job, tt.ref)
			if wait != tt.wait || len(bad) != tt.bad {
				t.Fatalf("wait %v, bad %q; want wait %v, %d reasons", wait, bad, tt.wait, tt.bad)
			}
		})
	}
}

// TestUnsettledWatch: terms signed in each round are watched from
// signing, the round in flight is remembered until it ends, and a
// verification binds the job to its round's miner.
func TestUnsettledWatch(t *testing.T) {
	var u unsettled
	id := [32]byte{1}
	m0, m1 := common.Address{0x10}, common.Address{0x11}
	at := time.Unix(1000, 0)
	u.watch(id, 7, m0, big.NewInt(80), at)
	u.roundOver(id)
	u.watch(id, 7, m1, big.NewInt(90), at.Add(-time.Minute))
	j := u.snapshot()[id]
	if j.nonce != 7 || j.live != m1 || len(j.terms) != 2 || !j.until.Equal(at.Add(settleGrace)) {
		t.Fatalf("after two rounds: %+v", j)
	}
	u.verify(id, m1, big.NewInt(90), [32]byte{0xaa})
	u.roundOver(id)
	j = u.snapshot()[id]
	if !j.verified || j.miner != m1 || j.live != (common.Address{}) {
		t.Fatalf("after verification: %+v", j)
	}
	u.verify([32]byte{2}, m1, nil, [32]byte{}) // a job never watched stays unwatched
	if len(u.snapshot()) != 1 {
		t.Fatal("verify registered a job with no terms")
	}
}

// TestRestoredWatch: after a restart every job that may have had terms
// signed is watched again, and how it ended decides what may be paid.
func TestRestoredWatch(t *testing.T) {
	id := "0101010101010101010101010101010101010101010101010101010101010101"
	miner := common.Address{0x11}
	base := JobRecord{ID: id, Nonce: 4, Bids: 2, Winner: miner.Hex(), Price: "90", Posted: time.Unix(1000, 0)}
	with := func(f func(*JobRecord)) JobRecord { r := base; f(&r); return r }
	tests := []struct {
		name               string
		rec                JobRecord
		watched            bool
		verified, accepted bool
	}{
		{"verified", with(func(r *JobRecord) { r.State, r.ResultHash = "verified", id }), true, true, false},
		{"failed: any leaf is void", with(func(r *JobRecord) { r.State = "failed" }), true, false, false},
		{"cut off after the ack", with(func(r *JobRecord) { r.State = "assigned" }), true, false, true},
		{"settled already", with(func(r *JobRecord) { r.State, r.Settled = "settled", true }), false, false, false},
		{"disputed already", with(func(r *JobRecord) { r.State = "disputed" }), false, false, false},
		{"no bids: no terms were signed", with(func(r *JobRecord) { r.State, r.Bids = "failed", 0 }), false, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, j, ok := restoredWatch(tt.rec, time.Hour)
			if ok != tt.watched || j.verified != tt.verified || j.accepted != tt.accepted {
				t.Fatalf("watched %v %+v", ok, j)
			}
			if ok && (j.nonce != 4 || !j.until.Equal(base.Posted.Add(settledGiveUp+time.Hour+settleGrace))) {
				t.Fatalf("nonce %d until %s", j.nonce, j.until)
			}
		})
	}
}

// TestClientReadsForwardedBatch: the client finds its leaf in a batch sent
// through a forwarder (a contract, or an EOA delegated with EIP-7702) when
// the submitBatch call is inside the transaction's data (leavesFromInput,
// shared with validators); data holding no such call, or one whose leaves
// do not hash to the batch's root, is unreadable (the job is then recorded
// disputed, never settled).
func TestClientReadsForwardedBatch(t *testing.T) {
	ckey, _ := crypto.GenerateKey()
	mkey, _ := crypto.GenerateKey()
	minerAddr := crypto.PubkeyToAddress(mkey.PublicKey)
	o := &types.JobOrder{Subnet: 1, MaxFee: big.NewInt(100).Bytes(), Nonce: 7, Spec: "1cpu", ModelCid: "bafkreimodel", InputCid: "bafkreiinput",
		DeadlineMs: 2, CreatedMs: 1, BidWindowMs: 1}
	if err := types.Sign(types.DevDomain, o, ckey); err != nil {
		t.Fatal(err)
	}
	a := &types.Assignment{JobId: o.GetJobId(), Subnet: 1, Miner: minerAddr.Bytes(), Price: big.NewInt(80).Bytes(), SettleByMs: 3}
	if err := a.SignSettlement(types.DevDomain, ckey); err != nil {
		t.Fatal(err)
	}
	b, err := chain.NewBatch(types.DevDomain, 1, []chain.Leaf{{Order: o, Fee: big.NewInt(80), ResultHash: [32]byte{0xaa}, Assignment: a}})
	if err != nil {
		t.Fatal(err)
	}
	call := bindings.NewJobEscrow().PackSubmitBatch(1, b.Packed)
	root := chain.MerkleRoot(b.Hashes)
	escrow := common.Address{0xee}
	tests := []struct {
		name string
		data []byte
		root [32]byte
		ok   bool
	}{
		{"a direct call", call, root, true},
		{"target ‖ call (a pass-through forwarder)", append(escrow.Bytes(), call...), root, true},
		{"a call after a decoy selector", append(append(bytes.Clone(submitBatchSelector), 0, 0), call...), root, true},
		{"arguments only (the forwarder adds the selector)", append(escrow.Bytes(), call[4:]...), root, false},
		{"another batch's root", call, [32]byte{1}, false},
		{"nothing", nil, root, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			leaves, hashes, ok := leavesFromInput(tt.data, 1, tt.root)
			if ok != tt.ok {
				t.Fatalf("found %v, want %v", ok, tt.ok)
			}
			if ok && (len(leaves) != 1 || leaves[0].JobID != [32]byte(o.GetJobId()) || len(hashes) != 1) {
				t.Fatalf("leaves %+v", leaves)
			}
		})
	}
}
