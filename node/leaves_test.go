package node

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"log/slog"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	gethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

func signedVerdict(t *testing.T, key *ecdsa.PrivateKey, id, rh [32]byte, agree bool) []byte {
	t.Helper()
	v := &types.Verdict{JobId: id[:], Subnet: 1, Miner: common.Address{0x11}.Bytes(), ResultHash: rh[:], Agree: agree,
		ReexecHash: make([]byte, 32), SampleProof: make([]byte, 65), CreatedMs: 1}
	if err := types.Sign(types.DevDomain, v, key); err != nil {
		t.Fatal(err)
	}
	b, err := types.Encode(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// unstakedRevert is the revert Challenges.open reports for a verdict
// signed by someone who was not an active validator at the snapshot.
func unstakedRevert(t *testing.T, signer common.Address) error {
	t.Helper()
	a, err := bindings.ChallengesMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	e := a.Errors["UnstakedVerifier"]
	data, err := e.Inputs.Pack(signer)
	if err != nil {
		t.Fatal(err)
	}
	re, ok := chain.DecodeRevertData(append(e.ID.Bytes()[:4], data...), nil)
	if !ok {
		t.Fatal("UnstakedVerifier not decoded")
	}
	return re
}

// TestOpenChallengeUnstakedSignerFallsBackToOwnVerdict: a validator
// opens a challenge with the disagreeing verdicts it collected from
// gossip. Verdicts from signers its chain view does not count as active
// validators, on another result, or agreeing are left out; and when the
// chain still refuses a signer (UnstakedVerifier: unseated between the
// view's last read and the snapshot), it opens once more with its own
// verdict alone instead of retrying the same refused set forever.
func TestOpenChallengeUnstakedSignerFallsBackToOwnVerdict(t *testing.T) {
	keys := make([]*ecdsa.PrivateKey, 5)
	addrs := make([]common.Address, 5)
	for i := range keys {
		keys[i], _ = crypto.GenerateKey()
		addrs[i] = crypto.PubkeyToAddress(keys[i].PublicKey)
	}
	id, rh := [32]byte{1}, [32]byte{2}
	ownB := signedVerdict(t, keys[0], id, rh, false)
	rec := ValidationRecord{Verdict: ownB, Disputes: [][]byte{
		signedVerdict(t, keys[1], id, rh, false),          // an active validator: sent
		signedVerdict(t, keys[2], id, rh, false),          // not active in the view: left out
		signedVerdict(t, keys[3], id, [32]byte{9}, false), // on another result: left out
		signedVerdict(t, keys[4], id, rh, true),           // agreeing: left out
		ownB,                                              // our own, relayed back: once is enough
	}}
	active := func(a common.Address) bool { return a != addrs[2] }
	own, others := challengeVerdicts(rec, nil, active)
	if len(own) != 1 || len(others) != 1 {
		t.Fatalf("%d own and %d other verdicts, want 1 and 1", len(own), len(others))
	}
	v1 := decodeVerdict(rec.Disputes[0])
	if want := chain.VerdictSigOf(v1); !bytes.Equal(others[0].Signature, want.Signature) {
		t.Fatal("the active validator's verdict is not the one sent")
	}

	// The chain refuses the other signer: one more try, with our verdict only.
	var calls [][]bindings.ChallengesVerdictSig
	open := func(_ context.Context, sigs []bindings.ChallengesVerdictSig) (*gethtypes.Receipt, error) {
		calls = append(calls, sigs)
		if len(sigs) > 1 {
			return nil, unstakedRevert(t, addrs[1])
		}
		return &gethtypes.Receipt{Status: 1}, nil
	}
	r, retried, err := openWithFallback(context.Background(), own, others, open)
	if err != nil || r == nil || !retried {
		t.Fatalf("open: %v, retried %v", err, retried)
	}
	if len(calls) != 2 || len(calls[0]) != 2 || len(calls[1]) != 1 || !bytes.Equal(calls[1][0].Signature, own[0].Signature) {
		t.Fatalf("calls %d (%v): want all verdicts, then our own alone", len(calls), calls)
	}

	// Our own verdict refused too (we were unseated): no endless retry.
	calls = nil
	refuseAll := func(_ context.Context, sigs []bindings.ChallengesVerdictSig) (*gethtypes.Receipt, error) {
		calls = append(calls, sigs)
		return nil, unstakedRevert(t, addrs[0])
	}
	if _, _, err := openWithFallback(context.Background(), own, others, refuseAll); chain.RevertName(err) != "UnstakedVerifier" || len(calls) != 2 {
		t.Fatalf("open refusing everyone: %v after %d calls, want UnstakedVerifier after 2", err, len(calls))
	}
	// Other refusals are not retried, and neither is an open with our
	// verdict alone.
	calls = nil
	if _, retried, _ := openWithFallback(context.Background(), own, nil, refuseAll); retried || len(calls) != 1 {
		t.Fatalf("own verdict alone: retried %v after %d calls", retried, len(calls))
	}
	calls = nil
	boom := func(_ context.Context, sigs []bindings.ChallengesVerdictSig) (*gethtypes.Receipt, error) {
		calls = append(calls, sigs)
		return nil, context.DeadlineExceeded
	}
	if _, retried, _ := openWithFallback(context.Background(), own, others, boom); retried || len(calls) != 1 {
		t.Fatalf("a timeout: retried %v after %d calls", retried, len(calls))
	}
}

// A record started from a settled leaf alone (no result seen) whose
// exact-hash re-execution disagreed is decided again, within tolerances,
// once the settled result turns up on gossip; a result on another hash,
// a record that already has its result, or one whose challenge is open
// is left as it is.
func TestSettledResultPublishedLateIsDecidedAgain(t *testing.T) {
	db, err := store.Open("", store.InMemory())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	val := &validator{core: &core{ctx: context.Background(), log: slog.Default()}, validations: db.Prefixed(store.PrefixValidation)}
	h := "d45abcad" + strings.Repeat("00", 28)
	base := ValidationRecord{JobID: strings.Repeat("01", 32), ResultHash: h, SettledHash: h, State: ValDisagree, Verdict: []byte{1}}
	rb := []byte("result")
	if !val.attachSettledResult(base, h, rb) {
		t.Fatal("the settled result published late was not queued for a full re-execution")
	}
	rec, err := val.valRecord(context.Background(), [32]byte(common.FromHex(base.JobID)))
	if err != nil || rec.State != ValQueued || !bytes.Equal(rec.Result, rb) || rec.Verdict != nil || !rec.Escalated {
		t.Fatalf("record %+v (%v): want queued with the result and no verdict", rec, err)
	}
	challenged := base
	challenged.ChallengeID = 7
	for name, c := range map[string]struct {
		rec  ValidationRecord
		hash string
	}{
		"another hash":         {base, strings.Repeat("ee", 32)},
		"result already known": {func() ValidationRecord { r := base; r.Result = rb; return r }(), h},
		"published result":     {func() ValidationRecord { r := base; r.ResultHash = strings.Repeat("aa", 32); return r }(), h},
		"challenge open":       {challenged, h},
	} {
		if val.attachSettledResult(c.rec, c.hash, rb) {
			t.Errorf("%s: queued again", name)
		}
	}
}

// A gossiped verdict that agrees with the result but caps the fee below
// the settled leaf's (an LLM validator's regeneration charged less) counts
// against that leaf, as Challenges counts it: it joins the challenge. With
// a fee at or under the cap it does not.
func TestChallengeVerdictsCountFeeCaps(t *testing.T) {
	own, _ := crypto.GenerateKey()
	other, _ := crypto.GenerateKey()
	id, rh := [32]byte{1}, [32]byte{2}
	capped := &types.Verdict{JobId: id[:], Subnet: 1, Miner: common.Address{0x11}.Bytes(), ResultHash: rh[:], Agree: true,
		ReexecHash: rh[:], SampleProof: make([]byte, 65), CreatedMs: 1, FeeCap: big.NewInt(300).Bytes()}
	if err := types.Sign(types.DevDomain, capped, other); err != nil {
		t.Fatal(err)
	}
	cb, err := types.Encode(capped)
	if err != nil {
		t.Fatal(err)
	}
	rec := ValidationRecord{Verdict: signedVerdict(t, own, id, rh, false), Disputes: [][]byte{cb}}
	for _, tc := range []struct {
		fee  int64
		want int
	}{{5000, 1}, {301, 1}, {300, 0}, {10, 0}} {
		if _, others := challengeVerdicts(rec, big.NewInt(tc.fee), nil); len(others) != tc.want {
			t.Errorf("leaf fee %d: %d other verdicts against it, want %d", tc.fee, len(others), tc.want)
		}
	}
	if _, others := challengeVerdicts(rec, nil, nil); len(others) != 0 {
		t.Errorf("no leaf fee: an agreeing verdict counted against")
	}
}

// The F2/F5 addendum of the LLM review: a settled leaf's waits counted
// validator chain steps, and a step also runs after every finished
// re-execution, so an attacker feeding a validator quick re-executions
// aged every pending leaf fast and its sampled check of the attacker's
// leaf was dropped "not checked" while still queued. Now the waits are
// wall-clock: a thousand steps in one instant age nothing; a leaf whose
// re-execution is queued waits leafQueuedAge, then is given up.
func TestPokedStepsDoNotAgeLeaves(t *testing.T) {
	db, err := store.Open("", store.InMemory())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	now := time.Unix(1_767_225_600, 0)
	val := &validator{core: &core{ctx: context.Background(), log: slog.New(slog.DiscardHandler), cfg: Config{Now: func() time.Time { return now }}},
		validations: db.Prefixed(store.PrefixValidation)}
	id := [32]byte{7}
	rec := ValidationRecord{JobID: hex.EncodeToString(id[:]), ResultHash: strings.Repeat("aa", 32), State: ValQueued}
	if err := WriteValidation(context.Background(), val.validations, rec); err != nil {
		t.Fatal(err)
	}
	vc := &valChain{leaves: map[[32]byte]leafRef{}, pending: map[[32]byte]*pendingLeaf{
		id: {ref: leafRef{batch: big.NewInt(1), leaf: chain.SettledLeaf{JobID: id, ResultHash: [32]byte{0xbb}}}, since: now},
	}}
	for range 1000 {
		val.matchLeaves(context.Background(), vc)
	}
	if _, ok := vc.pending[id]; !ok {
		t.Fatal("a thousand poked steps in one instant gave up a leaf whose re-execution is queued")
	}
	now = now.Add(leafAge + time.Second)
	val.matchLeaves(context.Background(), vc)
	if _, ok := vc.pending[id]; !ok {
		t.Fatal("a queued re-execution's leaf was given up after leafAge")
	}
	now = now.Add(leafQueuedAge)
	val.matchLeaves(context.Background(), vc)
	if _, ok := vc.pending[id]; ok {
		t.Fatal("the leaf still waits after leafQueuedAge")
	}
}

// Finding F5 of the LLM review: a client's disputes are free and each
// makes every validator re-execute; the one queue filled up and later
// results, sampled ones included, were dropped ("left queued until
// restart"), which blinded validators to a colluding miner's leaves. Now
// sampled results have their own queue, served before disputes (and
// escalations by staked evidence before both), and a result that finds
// its queue full waits in the store and is queued again once the queues
// drain.
func TestDisputeFloodCannotCrowdOutSampledChecks(t *testing.T) {
	db, err := store.Open("", store.InMemory())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	val := newValidator(&core{ctx: context.Background(), log: slog.New(slog.DiscardHandler)})
	val.validations = db.Prefixed(store.PrefixValidation)
	for i := range maxValQueue + 50 { // a flood of disputed jobs
		id := [32]byte{1, byte(i), byte(i >> 8)}
		rec := ValidationRecord{JobID: hex.EncodeToString(id[:]), State: ValQueued, Escalated: true}
		if err := WriteValidation(context.Background(), val.validations, rec); err != nil {
			t.Fatal(err)
		}
		val.enqueueValidation(valTask{id: id, forced: true})
	}
	sampled := [32]byte{2}
	if err := WriteValidation(context.Background(), val.validations, ValidationRecord{JobID: hex.EncodeToString(sampled[:]), State: ValQueued}); err != nil {
		t.Fatal(err)
	}
	val.enqueueValidation(valTask{id: sampled})
	if len(val.sampledQ) != 1 || !val.overflowed.Load() {
		t.Fatalf("sampled queue %d (want 1), overflow noted %v", len(val.sampledQ), val.overflowed.Load())
	}
	// A challenge opened on chain (staked evidence) jumps both: a flood of
	// jobs to sample cannot delay its verdict past the vote period
	// (attack6, finding 5).
	for i := range maxValQueue {
		val.enqueueValidation(valTask{id: [32]byte{3, byte(i)}})
	}
	val.enqueueValidation(valTask{id: [32]byte{4}, forced: true, urgent: true})
	if len(val.urgentQ) != 1 {
		t.Fatalf("the challenge's re-execution was not queued ahead (urgent queue %d)", len(val.urgentQ))
	}
	for len(val.sampledQ) > 1 {
		<-val.sampledQ
	}
	<-val.urgentQ
	// The forced queue drains; the 50 left over come back from the store.
	<-val.sampledQ
	for len(val.forcedQ) > 0 {
		<-val.forcedQ
	}
	val.overflowed.Store(false)
	val.requeueStored()
	if got := len(val.forcedQ); got != maxValQueue { // every stored ValQueued record, up to the queue's room
		t.Fatalf("%d forced tasks queued again from the store, want %d", got, maxValQueue)
	}
	if len(val.sampledQ) != 1 || !val.overflowed.Load() {
		t.Fatalf("the sampled record was not queued again (%d), or the overflow not noted again", len(val.sampledQ))
	}
}
