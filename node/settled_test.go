package node

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/engine/llm/llmjob"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// terms is an assignment of a job to miner at price with settle-by at
// (its signature is not checked here).
func terms(miner common.Address, price int64, at time.Time) *types.Assignment {
	return &types.Assignment{Miner: miner.Bytes(), Price: types.Amount(big.NewInt(price)), SettleByMs: at.UnixMilli()}
}

// TestJudgeLeaf: the client's audit covers every job it signed terms
// for (issue 14 attack 1, red-team follow-up: a rejected job's miner
// settled it and was paid). Each row is one leaf spending a job's nonce.
func TestJudgeLeaf(t *testing.T) {
	m0, m1, stranger := common.Address{0x10}, common.Address{0x11}, common.Address{0x99}
	verified := [32]byte{0xaa}
	prices := map[common.Address]*big.Int{m0: big.NewInt(80), m1: big.NewInt(90)}
	leaf := func(payee common.Address, fee int64, result [32]byte) settledRef {
		return settledRef{batch: big.NewInt(1), miner: payee, leaf: chain.SettledLeaf{Fee: big.NewInt(fee), ResultHash: result}}
	}
	failed := unsettledJob{nonce: 3, terms: prices}                         // every round failed or was rejected
	inFlight := unsettledJob{nonce: 3, terms: prices, live: m1}             // round 1 still running
	won := unsettledJob{nonce: 3, terms: prices, verified: true, miner: m1, // round 1 verified
		price: big.NewInt(90), resultHash: verified}
	acked := unsettledJob{nonce: 3, terms: prices, accepted: true, miner: m1, price: big.NewInt(90)} // NoResult, round 1 acked
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
		{"in flight: an earlier round's miner (superseded if the round verifies)", inFlight, leaf(m0, 80, verified), true, 0},
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
	u.watch(id, 7, terms(m0, 80, at))
	u.roundOver(id)
	u.watch(id, 7, terms(m1, 90, at.Add(-time.Minute)))
	j := u.snapshot()[id]
	if j.nonce != 7 || j.live != m1 || len(j.terms) != 2 || len(j.signed) != 2 || !j.until.Equal(at.Add(settleGrace)) {
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

// TestSupersedeTerms: the client voids a leaf it must not pay only with
// newer terms it signed for another miner (JobEscrow.supersede); a leaf
// of the miner holding its newest terms is left to the validators.
func TestSupersedeTerms(t *testing.T) {
	m0, m1, m2 := common.Address{0x10}, common.Address{0x11}, common.Address{0x12}
	at := time.Unix(5000, 0)
	r0, r1, r2 := terms(m0, 80, at), terms(m1, 90, at.Add(time.Millisecond)), terms(m2, 70, at.Add(2*time.Millisecond))
	signed := map[common.Address]*types.Assignment{m0: r0, m1: r1, m2: r2}
	leaf := func(payee common.Address, a *types.Assignment) settledRef {
		return settledRef{miner: payee, leaf: chain.SettledLeaf{SettleByMs: uint64(a.GetSettleByMs())}}
	}
	won := unsettledJob{signed: signed, verified: true, miner: m1}
	failed := unsettledJob{signed: signed}
	tests := []struct {
		name string
		job  unsettledJob
		ref  settledRef
		want *types.Assignment
	}{
		{"round 0's miner settled the job round 1 verified", won, leaf(m0, r0), r1},
		{"round 2's miner settled the job round 1 verified: round 1's terms are older", won, leaf(m2, r2), nil},
		{"the verified miner itself (a disputed result)", won, leaf(m1, r1), nil},
		{"a failed job: disputed, not superseded (nobody is owed)", failed, leaf(m0, r0), nil},
		{"a failed job: the newest round's own leaf", failed, leaf(m2, r2), nil},
		{"restored after a restart: no signed terms kept", unsettledJob{verified: true, miner: m1}, leaf(m0, r0), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := supersedeTerms(tt.job, tt.ref); got != tt.want {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// TestRestartKeepsLLMCharge (F2b): a client that restarts between the
// verification of an LLM job and its miner's settlement still audits the
// leaf against the charge it verified, not the max fee its terms signed:
// a miner that waits for the restart and settles at the max fee is
// disputed.
func TestRestartKeepsLLMCharge(t *testing.T) {
	db, err := store.Open("", store.InMemory())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	now := time.Unix(1_800_000_000, 0)
	cl := &client{core: &core{cfg: Config{Now: func() time.Time { return now }}, ctx: context.Background()}, records: db.Prefixed(store.PrefixClientJobs)}
	id := [32]byte{7}
	miner := common.Address{0x11}
	maxFee := tora.Whole(5)
	rec := JobRecord{ID: hex.EncodeToString(id[:]), Nonce: 3, Bids: 1, Winner: miner.Hex(), Price: maxFee.String(), State: "running", Posted: now}
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	if err := cl.records.Set(context.Background(), id[:], b); err != nil {
		t.Fatal(err)
	}
	// The result verifies: 300 tokens at 1 TORA per 1k, 0.3 TORA.
	output, err := llmjob.Output{Model: "m", Text: "x", FinishReason: "stop", PromptTokens: 299, CompletionTokens: 1, Charge: "300000000000000000"}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	owed, charge := owedFor(&types.JobOrder{Engine: llmjob.Engine}, output, maxFee)
	if owed.String() != "300000000000000000" {
		t.Fatalf("owed %s", owed)
	}
	result := [32]byte{9}
	cl.recordSteps(id, func(r *JobRecord) { r.Charge, r.ResultHash = charge, hex.EncodeToString(result[:]) }, Step{State: "verified"})

	// Restart: the watch is rebuilt from the stored record alone.
	recs, err := ReadJobs(context.Background(), db.Prefixed(store.PrefixClientJobs))
	if err != nil || len(recs) != 1 {
		t.Fatalf("records %v %v", recs, err)
	}
	_, j, ok := restoredWatch(recs[0], time.Hour)
	if !ok || !j.verified {
		t.Fatalf("not watched after the restart: %+v", j)
	}
	leaf := func(fee *big.Int) settledRef {
		return settledRef{miner: miner, leaf: chain.SettledLeaf{Fee: fee, ResultHash: result}}
	}
	// Attack: the miner settles at the max fee after the restart.
	if m := leafMismatch(j, leaf(maxFee)); len(m) == 0 {
		t.Fatal("a leaf at the max fee passed the audit after a restart")
	}
	// The honest leaf, at the verified charge, passes.
	if m := leafMismatch(j, leaf(owed)); len(m) != 0 {
		t.Fatalf("the honest leaf is disputed: %v", m)
	}
}
