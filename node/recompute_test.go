package node

import (
	"context"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

// An observer that already holds a reputation event the client had not
// seen when it drew (a validator's own verdict, recorded the moment it
// decided) agrees with the client's draw by matching over its view of a
// moment before; an assignment no recent view gives still disagrees, and
// views older than store.RecentWindow are not tried.
func TestRecomputeAgreesWithAnEarlierView(t *testing.T) {
	var ns atomic.Int64
	ns.Store(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).UnixNano())
	now := func() time.Time { return time.Unix(0, ns.Load()) }
	advance := func(d time.Duration) { ns.Add(int64(d)) }
	db, err := store.Open("", store.InMemory())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rep, err := store.NewReputation(db, store.ReputationParams{}, store.WithClock(now))
	if err != nil {
		t.Fatal(err)
	}
	n := &core{ctx: context.Background(), log: slog.Default(), rep: rep}
	a, b, c := common.HexToAddress("0xa"), common.HexToAddress("0xb"), common.HexToAddress("0xc")
	seed := [32]byte{7}
	// The matcher stand-in ranks a and b by reputation, highest first
	// (what the weighted draw tends to); c is never ranked.
	match := func(r scheduler.ReputationView) scheduler.Outcome {
		out := scheduler.Outcome{Seed: seed, Ranked: []scheduler.Candidate{{Miner: a}, {Miner: b}}}
		if r.Reputation(b) > r.Reputation(a) {
			out.Ranked[0], out.Ranked[1] = out.Ranked[1], out.Ranked[0]
		}
		return out
	}
	record := func(m common.Address, k store.EventKind) {
		t.Helper()
		if err := rep.Record(context.Background(), m, store.Event{Kind: k}); err != nil {
			t.Fatal(err)
		}
	}
	assigned := func(m common.Address) *types.Assignment {
		return &types.Assignment{Seed: seed[:], Miner: m.Bytes()}
	}
	record(a, store.Success) // a ahead of b: the client draws a
	advance(50 * time.Millisecond)
	record(a, store.VerdictDisagree) // here first: now b is ahead
	advance(20 * time.Millisecond)

	if res, _ := jobbook.Judge(match(n.repView()), assigned(a)); res != Disagreed {
		t.Fatalf("the current view gives %v for a: the test needs it to disagree", res)
	}
	out, ok := n.agreeWithPast(assigned(a), match)
	if !ok || out.Ranked[0].Miner != a {
		t.Fatalf("agreeWithPast = %v (%+v): the view before the verdict draws a", ok, out.Ranked)
	}
	if _, ok := n.agreeWithPast(assigned(c), match); ok {
		t.Fatal("an assignment to a miner no view ranks was agreed")
	}
	// Past the window the view before the verdict is forgotten.
	advance(store.RecentWindow)
	record(c, store.Success)
	if _, ok := n.agreeWithPast(assigned(a), match); ok {
		t.Fatal("a view older than the window was tried")
	}
}
