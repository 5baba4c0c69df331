package settle_test

import (
	"crypto/ecdsa"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	ethcrypto "github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/types"
)

// TestLeavesMalformed: an entry whose envelopes do not decode is refused
// with the decoder's error wrapped, so callers can tell a malformed job.
func TestLeavesMalformed(t *testing.T) {
	for _, tc := range []struct {
		name  string
		order []byte
	}{
		// Bytes that are not a protobuf envelope.
		{name: "garbage order", order: []byte{0xff, 0xff, 0xff}},
		// An envelope with no body.
		{name: "empty order", order: nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := settle.Leaves([]settle.Entry{{JobID: jobID(1), Order: tc.order, Fee: big.NewInt(1)}})
			if !errors.Is(err, types.ErrMalformed) {
				t.Errorf("Leaves: %v, want it to wrap %v", err, types.ErrMalformed)
			}
		})
	}
}

// signedAssignment is client key's assignment of order o to miner at
// price, settle-by settleBy, encoded as the node stores it.
func signedAssignment(t *testing.T, d types.Domain, key *ecdsa.PrivateKey, o *types.JobOrder, miner common.Address, price *big.Int, settleBy int64) []byte {
	t.Helper()
	a, err := chain.Assign(d, o, miner, price, settleBy, key)
	if err != nil {
		t.Fatal(err)
	}
	a.CreatedMs, a.BidId, a.Seed, a.BidCount = 1, make([]byte, 32), make([]byte, 32), 1
	if err := types.Sign(d, a, key); err != nil {
		t.Fatal(err)
	}
	b, err := types.Encode(a)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestAddTakesAssignmentTerms: Add caps the fee at the price the client
// assigned the job at and records the assignment's settle-by, which the
// queue seals by; Leaves hands the contract the assignment, and refuses an
// entry without one.
func TestAddTakesAssignmentTerms(t *testing.T) {
	ctx := t.Context()
	key, _ := ethcrypto.GenerateKey()
	miner := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	d := types.DevDomain
	o := &types.JobOrder{Subnet: subnet, ModelCid: "m", Engine: "onnx", Spec: "1cpu", MaxFee: types.Amount(big.NewInt(50)), CreatedMs: 1, DeadlineMs: 2, BidWindowMs: 100, Nonce: 3}
	if err := types.Sign(d, o, key); err != nil {
		t.Fatal(err)
	}
	ob, err := types.Encode(o)
	if err != nil {
		t.Fatal(err)
	}
	h := make([]byte, 32)
	r := &types.Result{JobId: o.JobId, Subnet: subnet, OutputCid: "m", ResultHash: h, InputHash: h, ModelHash: h, EnvHash: h, PocSignature: make([]byte, 65), CreatedMs: 1}
	if err := types.Sign(d, r, key); err != nil {
		t.Fatal(err)
	}
	rb, err := types.Encode(r)
	if err != nil {
		t.Fatal(err)
	}
	settleBy := t0.Add(time.Hour).UnixMilli()
	e := settle.Entry{JobID: o.StructHash(), Order: ob, Result: rb, Fee: big.NewInt(40),
		Assignment: signedAssignment(t, d, key, o, miner, big.NewInt(30), settleBy)}
	fc := newFakeChain(t0)
	q := settle.New(openDB(t).Prefixed("q/"), fc, settle.Config{Logger: quiet(), Now: fc.clock})
	if err := q.Add(ctx, subnet, e); err != nil {
		t.Fatal(err)
	}
	if _, err := q.Step(ctx, true); err != nil {
		t.Fatal(err)
	}
	fc.mu.Lock()
	sent := fc.sent
	fc.mu.Unlock()
	if len(sent) != 1 || sent[0].Fee.Int64() != 30 || sent[0].SettleByMs != settleBy {
		t.Fatalf("submitted %+v, want the fee capped at the price 30 and settle-by %d", sent, settleBy)
	}
	leaves, _, err := settle.Leaves(sent)
	if err != nil {
		t.Fatal(err)
	}
	a := leaves[0].Assignment
	if a == nil || types.AmountOf(a.GetPrice()).Int64() != 30 || a.GetSettleByMs() != settleBy || common.BytesToAddress(a.GetMiner()) != miner {
		t.Fatalf("leaf assignment %+v", a)
	}
	e.Assignment = nil
	if _, _, err := settle.Leaves([]settle.Entry{e}); err == nil {
		t.Fatal("Leaves took an entry without an assignment")
	}
}
