package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// A validator's pending list and claim against a dev chain: a miner
// settles one job in a batch, the validator records its work on it (as
// its node does after re-executing), `validator pending` lists what is not
// final, `validator claim` waits for the batch to finalize and then pays
// the validator's share of it (20% of the fee: it is the only worker).
func TestValidatorPendingAndClaim(t *testing.T) {
	emb, chainFile, dirs, addrs := stakeChain(t, 3) // 0 validator, 1 miner, 2 client
	ctx := context.Background()
	var cf ChainFile
	b, _ := os.ReadFile(chainFile)
	if err := json.Unmarshal(b, &cf); err != nil {
		t.Fatal(err)
	}
	if _, err := run(t, dirs[0], "stake", "operator-register", "--role", "validator", "--amount", "200", "--chain-file", chainFile); err != nil {
		t.Fatal(err)
	}
	if _, err := run(t, dirs[2], "escrow", "deposit", "50", "--chain-file", chainFile); err != nil {
		t.Fatal(err)
	}
	// Only a staked miner the client assigned the job to is paid.
	if _, err := run(t, dirs[1], "stake", "operator-register", "--role", "miner", "--amount", "100", "--chain-file", chainFile); err != nil {
		t.Fatal(err)
	}

	// The miner settles a job the client signed.
	domain := chain.EscrowDomain(backend.DevChainID, cf.Contracts.Escrow)
	fee := new(big.Int).Mul(big.NewInt(5), tora.One())
	o := &types.JobOrder{Subnet: 1, ModelCid: "bafkreim", Engine: "onnx", Spec: "1cpu", MaxFee: types.Amount(fee),
		CreatedMs: time.Now().UnixMilli(), DeadlineMs: time.Now().Add(time.Hour).UnixMilli(), BidWindowMs: 100, Nonce: 1}
	if err := types.Sign(domain, o, devKey(2)); err != nil {
		t.Fatal(err)
	}
	h := make([]byte, 32)
	r := &types.Result{JobId: o.JobId, Subnet: 1, OutputCid: "bafkreim", ResultHash: h, InputHash: h, ModelHash: h, EnvHash: h,
		PocSignature: make([]byte, 65), CreatedMs: 1}
	if err := types.Sign(domain, r, devKey(1)); err != nil {
		t.Fatal(err)
	}
	a, err := chain.Assign(domain, o, addrs[1], fee, time.Now().Add(time.Hour).UnixMilli(), devKey(2))
	if err != nil {
		t.Fatal(err)
	}
	a.CreatedMs, a.BidId, a.Seed, a.BidCount = 1, make([]byte, 32), make([]byte, 32), 1
	if err := types.Sign(domain, a, devKey(2)); err != nil {
		t.Fatal(err)
	}
	ob, _ := types.Encode(o)
	rb, _ := types.Encode(r)
	ab, _ := types.Encode(a)
	entries := []settle.Entry{{JobID: [32]byte(o.JobId), Order: ob, Result: rb, Assignment: ab, Fee: fee}}
	batchID, _, _, _, err := settle.NewOnChain(emb.Client(), cf.Contracts.Escrow, domain, devKey(1)).Submit(ctx, 1, entries)
	if err != nil {
		t.Fatal(err)
	}
	leaves, _, err := settle.Leaves(entries)
	if err != nil {
		t.Fatal(err)
	}
	bt, err := chain.NewBatch(domain, 1, leaves)
	if err != nil {
		t.Fatal(err)
	}
	rw := bindings.NewValidatorRewards()
	if _, err := chain.Transact(ctx, emb.Client(), devKey(0), cf.Contracts.Rewards,
		rw.PackRecordWork(batchID, []bindings.JobEscrowLeaf{leaves[0].Challenge()}, [][][32]byte{bt.Proof(0)})); err != nil {
		t.Fatal(err)
	}

	// The validator's records, as its node keeps them: the worked job and
	// one still queued for re-execution.
	db, err := store.Open(filepath.Join(dirs[0], "node"))
	if err != nil {
		t.Fatal(err)
	}
	worked := node.ValidationRecord{JobID: hex.EncodeToString(o.JobId), Subnet: 1, Miner: addrs[1].Hex(), Client: addrs[2].Hex(),
		ResultHash: hex.EncodeToString(h), State: node.ValWorked, Sampled: true, SeenMs: 1, BatchID: batchID.Uint64()}
	queued := worked
	queued.JobID, queued.State, queued.BatchID = strings.Repeat("ab", 32), node.ValQueued, 0
	for _, rec := range []node.ValidationRecord{worked, queued} {
		if err := node.WriteValidation(ctx, db.Prefixed(store.PrefixValidation), rec); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	out, err := run(t, dirs[0], "--json", "validator", "pending")
	if err != nil {
		t.Fatal(err)
	}
	var pend []node.ValidationRecord
	if err := json.Unmarshal([]byte(out), &pend); err != nil {
		t.Fatalf("pending --json: %v: %s", err, out)
	}
	if len(pend) != 1 || pend[0].JobID != queued.JobID {
		t.Fatalf("pending = %+v, want only the queued result", pend)
	}
	if out, err = run(t, dirs[0], "--json", "validator", "pending", "--all"); err != nil || !strings.Contains(out, node.ValWorked) {
		t.Fatalf("pending --all: %v: %s", err, out)
	}

	type claimOut struct {
		Paid     string `json:"paid_wei"`
		Claimed  int    `json:"batches_claimed"`
		NotFinal int    `json:"batches_not_final"`
	}
	claim := func() claimOut {
		t.Helper()
		out, err := run(t, dirs[0], "--json", "validator", "claim", "--chain-file", chainFile)
		if err != nil {
			t.Fatalf("claim: %v", err)
		}
		var c claimOut
		if err := json.Unmarshal([]byte(out), &c); err != nil {
			t.Fatalf("claim --json: %v: %s", err, out)
		}
		return c
	}
	if c := claim(); c.Paid != "0" || c.NotFinal != 1 {
		t.Fatalf("claim before finalization = %+v, want nothing paid and 1 batch not final", c)
	}
	if err := emb.AdjustTime(2 * time.Minute); err != nil {
		t.Fatal(err)
	}
	if _, err := chain.Transact(ctx, emb.Client(), devKey(1), cf.Contracts.Escrow, bindings.NewJobEscrow().PackFinalizeBatch(batchID)); err != nil {
		t.Fatal(err)
	}
	want := new(big.Int).Div(fee, big.NewInt(5)) // 20%
	if c := claim(); c.Paid != want.String() || c.Claimed != 1 {
		t.Fatalf("claim after finalization = %+v, want %s paid for 1 batch", c, want)
	}
	if c := claim(); c.Paid != "0" {
		t.Fatalf("second claim paid %s again", c.Paid)
	}
}
