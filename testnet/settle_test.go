package testnet

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// Jobs run end to end settle on the embedded chain in batches: after the
// challenge window every miner holds 80% of its fees, the validator pool
// 20%, and the client's escrow is down by exactly what was paid.
func TestSettlementOnChain(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 3, Chain: true, BidWindow: 150 * time.Millisecond,
		Profiles: []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := net.Run(ctx, 4)
	if err != nil || !rep.OK() {
		t.Fatalf("run: %v (%d/%d verified)", err, rep.Verified, len(rep.Jobs))
	}
	sr, err := net.Settle(ctx, before)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	_ = sr.WriteTable(&buf)
	t.Log(buf.String())
	if sr.Jobs != 4 {
		t.Fatalf("%d jobs settled, want 4", sr.Jobs)
	}
	fee := tora.Whole(2) // every miner charges 2 TORA, under the 5 TORA cap
	paid := new(big.Int).Sub(before.ClientFree, sr.After.ClientFree)
	if want := new(big.Int).Mul(fee, big.NewInt(4)); paid.Cmp(want) != 0 {
		t.Fatalf("client paid %s, want %s", paid, want)
	}
	minerTotal := new(big.Int)
	for _, m := range sr.Miners {
		got := new(big.Int).Sub(sr.After.MinerTORA[m], before.MinerTORA[m])
		// Each miner's gain is 80% of a whole number of 2-TORA fees.
		jobs := new(big.Int).Quo(got, new(big.Int).Quo(new(big.Int).Mul(fee, big.NewInt(8)), big.NewInt(10)))
		if new(big.Int).Mul(jobs, new(big.Int).Quo(new(big.Int).Mul(fee, big.NewInt(8)), big.NewInt(10))).Cmp(got) != 0 {
			t.Fatalf("miner %s got %s, not a multiple of 80%% of %s", m.Hex(), got, fee)
		}
		minerTotal.Add(minerTotal, got)
	}
	pool := new(big.Int).Sub(sr.After.ValidatorPool, before.ValidatorPool)
	if want := new(big.Int).Quo(new(big.Int).Mul(paid, big.NewInt(8)), big.NewInt(10)); minerTotal.Cmp(want) != 0 {
		t.Fatalf("miners got %s, want 80%% of %s", minerTotal, paid)
	}
	if want := new(big.Int).Quo(new(big.Int).Mul(paid, big.NewInt(2)), big.NewInt(10)); pool.Cmp(want) != 0 {
		t.Fatalf("validator pool got %s, want 20%% of %s", pool, paid)
	}
	// The escrow holds exactly the client's remaining balance.
	if held := new(big.Int).Add(sr.After.ClientFree, sr.After.ClientCommitted); sr.After.EscrowHeld.Cmp(held) != 0 {
		t.Fatalf("escrow holds %s, accounts sum to %s", sr.After.EscrowHeld, held)
	}
}

// Miners restarted with batches sealed and on chain, and with jobs still
// waiting to be batched, settle every job exactly once: nothing is lost,
// nothing resubmitted, nothing paid twice.
func TestSettlementSurvivesRestart(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 2, Chain: true, BidWindow: 150 * time.Millisecond, DataDir: t.TempDir(),
		Profiles: []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rep, err := net.Run(ctx, 3); err != nil || !rep.OK() {
		t.Fatalf("first run: %v", err)
	}
	// Put those jobs on chain, then restart both miners.
	sealed := 0
	for _, m := range net.Miners {
		if _, err := m.Settlement().Step(ctx, true); err != nil {
			t.Fatal(err)
		}
		bs, _ := m.Settlement().Batches(ctx)
		sealed += len(bs)
	}
	// Two more jobs, left pending in the queues across the restart.
	if rep, err := net.Run(ctx, 2); err != nil || !rep.OK() {
		t.Fatalf("second run: %v", err)
	}
	for i := range net.Miners {
		if err := net.Restart(ctx, i); err != nil {
			t.Fatal(err)
		}
	}
	sr, err := net.Settle(ctx, before)
	if err != nil {
		t.Fatal(err)
	}
	if sr.Jobs != 5 {
		t.Fatalf("%d jobs settled after the restart, want 5", sr.Jobs)
	}
	for _, m := range net.Miners {
		bs, _ := m.Settlement().Batches(ctx)
		for _, b := range bs {
			if b.State != "finalized" {
				t.Fatalf("batch %d of %s is %s", b.Seq, m.Address().Hex(), b.State)
			}
			if b.Attempts > 1 {
				t.Fatalf("batch %d was submitted %d times", b.Seq, b.Attempts)
			}
		}
	}
	paid := new(big.Int).Sub(before.ClientFree, sr.After.ClientFree)
	if want := new(big.Int).Mul(tora.Whole(2), big.NewInt(5)); paid.Cmp(want) != 0 {
		t.Fatalf("client paid %s for 5 jobs, want %s", paid, want)
	}
	if sr.Batches < sealed+1 {
		t.Fatalf("%d batches after restart, %d before: pending jobs were not batched", sr.Batches, sealed)
	}
}

// A batch the chain refuses because one of its jobs was settled already
// (by another miner, say) costs only that job: the others are re-batched
// and settle.
func TestRefusedBatchKeepsTheGoodJobs(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 1, Chain: true, BidWindow: 150 * time.Millisecond,
		Profiles: []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if rep, err := net.Run(ctx, 1); err != nil || !rep.OK() {
		t.Fatalf("run: %v", err)
	}
	m := net.Miners[0]
	if _, err := m.Settlement().Step(ctx, true); err != nil {
		t.Fatal(err)
	}
	// A second queue of the same miner (its key: the contract pays only
	// the miner each job was assigned to), holding a job settled already
	// and a fresh job of the same client.
	clientKey := net.keys[len(net.keys)-1]
	domain := chain.EscrowDomain(backend.DevChainID, net.chain.addrs.Escrow)
	settler := net.Key(net.IndexOf(m.Address()))
	old := settlementEntry(t, domain, clientKey, m.Address(), 999, tora.Whole(1))
	db, err := store.Open("", store.InMemory())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	first := settle.New(db.Prefixed("first/"), settle.NewOnChain(net.chain.emb.Client(), net.chain.addrs.Escrow, domain, settler), settle.Config{})
	if err := first.Add(ctx, 1, old); err != nil {
		t.Fatal(err)
	}
	if _, err := first.Step(ctx, true); err != nil {
		t.Fatal(err)
	}
	fresh := settlementEntry(t, domain, clientKey, m.Address(), 1000, tora.Whole(1))
	q := settle.New(db.Prefixed(store.PrefixLedger), settle.NewOnChain(net.chain.emb.Client(), net.chain.addrs.Escrow, domain, settler), settle.Config{})
	if err := q.Add(ctx, 1, old); err != nil {
		t.Fatal(err)
	}
	if err := q.Add(ctx, 1, fresh); err != nil {
		t.Fatal(err)
	}
	// And a job whose order was signed for another domain: it can never
	// settle, and must not hold the others up.
	bad := settlementEntry(t, types.DevDomain, clientKey, m.Address(), 1001, tora.Whole(1))
	if err := q.Add(ctx, 1, bad); err != nil {
		t.Fatal(err)
	}
	if _, err := q.Step(ctx, true); err != nil { // bad one dropped at seal; the batch refused, triaged
		t.Fatal(err)
	}
	dropped, err := q.Dropped(ctx)
	if err != nil || len(dropped) != 2 || dropped[bad.JobID] == "" || dropped[old.JobID] == "" {
		t.Fatalf("dropped %v, %v: want the foreign-domain job and the one settled already", dropped, err)
	}
	if _, err := q.Step(ctx, true); err != nil { // the good job alone
		t.Fatal(err)
	}
	bs, err := q.Batches(ctx)
	if err != nil || len(bs) != 2 {
		t.Fatalf("batches %+v, %v", bs, err)
	}
	if bs[0].State != settle.Failed || len(bs[0].Jobs) != 2 || bs[0].Error == "" {
		t.Fatalf("first batch %s with %d jobs (%q), want failed with both", bs[0].State, len(bs[0].Jobs), bs[0].Error)
	}
	if bs[1].State != settle.Confirmed || len(bs[1].Jobs) != 1 || bs[1].Jobs[0] != fresh.JobID {
		t.Fatalf("second batch %s with %v, want the fresh job confirmed", bs[1].State, bs[1].Jobs)
	}
	if n, _ := q.Pending(ctx); n != 0 {
		t.Fatalf("%d entries still pending", n)
	}
}

// R7: with the chain cut off, jobs keep running and verifying (the client
// goes on its last escrow balance, miners keep their claims queued); when
// it is back, every job settles exactly once.
func TestChainOutage(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 2, Chain: true, ChainOutages: true, BidWindow: 150 * time.Millisecond,
		Profiles: []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rep, err := net.Run(ctx, 2); err != nil || !rep.OK() {
		t.Fatalf("before the outage: %v", err)
	}
	net.ChainDown()
	if rep, err := net.Run(ctx, 2); err != nil || !rep.OK() {
		t.Fatalf("during the outage: %v (%+v)", err, rep)
	}
	failed := 0
	for _, m := range net.Miners {
		if _, err := m.Settlement().Step(ctx, true); err != nil {
			failed++ // unreachable: retried later
		}
		bs, _ := m.Settlement().Batches(ctx)
		for _, b := range bs {
			if b.State == "failed" {
				t.Fatalf("batch %d failed for good during an outage: %s", b.Seq, b.Error)
			}
		}
	}
	if failed == 0 {
		t.Fatal("no miner's settlement noticed the chain was cut off")
	}
	if err := net.ChainUp(); err != nil {
		t.Fatal(err)
	}
	sr, err := net.Settle(ctx, before)
	if err != nil {
		t.Fatal(err)
	}
	if sr.Jobs != 4 {
		t.Fatalf("%d jobs settled after the outage, want 4", sr.Jobs)
	}
	paid := new(big.Int).Sub(before.ClientFree, sr.After.ClientFree)
	if want := new(big.Int).Mul(tora.Whole(2), big.NewInt(4)); paid.Cmp(want) != 0 {
		t.Fatalf("client paid %s, want %s", paid, want)
	}
}

// A miner that died after sending a batch but before recording it on chain
// finds it by root when it comes back, and does not send it again.
func TestSettlementCrashAfterSubmit(t *testing.T) {
	net := startNet(t, Config{Miners: 1, Chain: true, NoEngine: true, BidWindow: 150 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	clientKey := net.keys[len(net.keys)-1]
	domain := chain.EscrowDomain(backend.DevChainID, net.chain.addrs.Escrow)
	miner := net.Miners[0].Address()
	minerKey := net.Key(net.IndexOf(miner))
	entry := settlementEntry(t, domain, clientKey, miner, 77, tora.Whole(1))
	db, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	bucket := db.Prefixed(store.PrefixLedger)
	newQueue := func() *settle.Queue {
		return settle.New(bucket, settle.NewOnChain(net.chain.emb.Client(), net.chain.addrs.Escrow, domain, minerKey), settle.Config{})
	}
	q := newQueue()
	if err := q.Add(ctx, 1, entry); err != nil {
		t.Fatal(err)
	}
	if _, err := q.Step(ctx, true); err != nil {
		t.Fatal(err)
	}
	bs, _ := q.Batches(ctx)
	if len(bs) != 1 || bs[0].State != settle.Confirmed {
		t.Fatalf("after submit: %+v", bs)
	}
	// The crash: the record still says submitted, with no chain id.
	b := bs[0]
	b.State, b.ChainID, b.FinalAfter = settle.Submitted, "", 0
	v, _ := json.Marshal(b)
	if err := bucket.Set(ctx, binary.BigEndian.AppendUint64([]byte("b/"), b.Seq), v); err != nil {
		t.Fatal(err)
	}
	q = newQueue() // the restart
	if _, err := q.Step(ctx, false); err != nil {
		t.Fatal(err)
	}
	bs, _ = q.Batches(ctx)
	if len(bs) != 1 || bs[0].State != settle.Confirmed || bs[0].Attempts != 1 || bs[0].ChainID == "" {
		t.Fatalf("after restart: %+v", bs)
	}
	if dropped, _ := q.Dropped(ctx); len(dropped) != 0 {
		t.Fatalf("jobs dropped after the restart: %v", dropped)
	}
}

// settlementEntry is a settlement claim for a job of nonce n that key
// signed in domain and assigned to miner at fee (settle-by in an hour),
// with a placeholder (well-formed) result.
func settlementEntry(t *testing.T, domain types.Domain, key *ecdsa.PrivateKey, miner common.Address, n uint64, fee *big.Int) settle.Entry {
	t.Helper()
	return settlementEntryBy(t, domain, key, miner, n, fee, time.Now().Add(time.Hour))
}

// settlementEntryBy is settlementEntry to be settled by settleBy.
func settlementEntryBy(t *testing.T, domain types.Domain, key *ecdsa.PrivateKey, miner common.Address, n uint64, fee *big.Int, settleBy time.Time) settle.Entry {
	t.Helper()
	o := &types.JobOrder{Subnet: 1, ModelCid: "bafkreim", Engine: "onnx", Spec: "1cpu", MaxFee: types.Amount(tora.Whole(5)),
		CreatedMs: time.Now().UnixMilli(), DeadlineMs: time.Now().Add(time.Hour).UnixMilli(), BidWindowMs: 100, Nonce: n}
	if err := types.Sign(domain, o, key); err != nil {
		t.Fatal(err)
	}
	h := make([]byte, 32)
	r := &types.Result{JobId: o.JobId, Subnet: 1, OutputCid: "bafkreim", ResultHash: h, InputHash: h, ModelHash: h, EnvHash: h,
		PocSignature: make([]byte, 65), CreatedMs: 1}
	if err := types.Sign(domain, r, key); err != nil {
		t.Fatal(err)
	}
	ob, err := types.Encode(o)
	if err != nil {
		t.Fatal(err)
	}
	rb, err := types.Encode(r)
	if err != nil {
		t.Fatal(err)
	}
	a, err := chain.Assign(domain, o, miner, fee, settleBy.UnixMilli(), key)
	if err != nil {
		t.Fatal(err)
	}
	a.CreatedMs, a.BidId, a.Seed, a.BidCount = time.Now().UnixMilli(), make([]byte, 32), make([]byte, 32), 1
	if err := types.Sign(domain, a, key); err != nil {
		t.Fatal(err)
	}
	ab, err := types.Encode(a)
	if err != nil {
		t.Fatal(err)
	}
	return settle.Entry{JobID: [32]byte(o.JobId), Order: ob, Result: rb, Assignment: ab, Fee: fee}
}

// With Config.Names every peer registers a .tora name on the chain
// (commit–reveal through the ToraNames contract), the reverse records
// resolve, and the reports print the names next to the addresses.
func TestTestnetNames(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 2, Validators: 1, Chain: true, Names: true, BidWindow: 200 * time.Millisecond,
		Profiles: cpuFleet, Jobs: cpuJobs})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	for i, m := range net.Miners {
		if got, want := net.NameOf(m.Address()), fmt.Sprintf("miner-%d.tora", i); got != want {
			t.Fatalf("miner %d is named %q, want %q", i, got, want)
		}
	}
	if got := net.NameOf(net.Client.Address()); got != "client.tora" {
		t.Fatalf("the client is named %q", got)
	}
	rep, err := net.Run(ctx, 1)
	if err != nil || !rep.OK() {
		t.Fatalf("job: %v %+v", err, rep)
	}
	var b strings.Builder
	if err := rep.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), rep.Jobs[0].Winner[:10]+" miner-") {
		t.Fatalf("the report does not name the winner:\n%s", b.String())
	}
}
