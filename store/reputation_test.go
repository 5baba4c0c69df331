package store

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// fakeClock is a settable clock for WithClock.
type fakeClock struct{ ns atomic.Int64 }

func newClock() *fakeClock {
	c := &fakeClock{}
	c.ns.Store(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).UnixNano())
	return c
}
func (c *fakeClock) Now() time.Time          { return time.Unix(0, c.ns.Load()) }
func (c *fakeClock) Advance(d time.Duration) { c.ns.Add(int64(d)) }

var (
	alice = common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	bob   = common.HexToAddress("0x0000000000000000000000000000000000000b0b")
)

const hl = 24 * time.Hour

func newRep(t *testing.T, db *DB, clk *fakeClock) *Reputation {
	t.Helper()
	r, err := NewReputation(db, ReputationParams{Prior: 0.5, HalfLife: hl}, WithClock(clk.Now))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func record(t *testing.T, r *Reputation, a common.Address, k EventKind, n int) {
	t.Helper()
	for range n {
		if err := r.Record(context.Background(), a, Event{Kind: k}); err != nil {
			t.Fatal(err)
		}
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// The interface the scheduler consumes.
var _ interface{ Reputation(common.Address) float64 } = (*Reputation)(nil)

func TestScoreTable(t *testing.T) {
	t0 := time.Unix(1_700_000_000, 0)
	p := ReputationParams{Prior: 0.5, PriorWeight: 2, HalfLife: hl}
	for _, tc := range []struct {
		name string
		e    Evidence
		at   time.Time
		want float64
	}{
		{"no evidence is the prior", Evidence{}, t0, 0.5},
		{"two good", Evidence{Good: 2, At: t0}, t0, 3.0 / 4}, // (2+1)/(2+0+2)
		{"two bad", Evidence{Bad: 2, At: t0}, t0, 1.0 / 4},   // (0+1)/(0+2+2)
		{"balanced stays at prior", Evidence{Good: 5, Bad: 5, At: t0}, t0, 0.5},
		{"one half-life halves evidence", Evidence{Good: 4, At: t0}, t0.Add(hl), 3.0 / 4}, // 4→2
		{"two half-lives", Evidence{Bad: 8, At: t0}, t0.Add(2 * hl), 1.0 / 4},             // 8→2
		{"clock behind evidence: no inflation", Evidence{Good: 2, At: t0}, t0.Add(-hl), 3.0 / 4},
		{"huge evidence stays ≤ 1", Evidence{Good: 1e300, At: t0}, t0, 1},
	} {
		if got := Score(tc.e, p, tc.at); !near(got, tc.want) {
			t.Errorf("%s: Score = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestEvidenceAddOutOfOrder(t *testing.T) {
	t0 := time.Unix(1_700_000_000, 0)
	inOrder := Evidence{}.
		Add(Event{Kind: Success, At: t0}, hl).
		Add(Event{Kind: Failure, At: t0.Add(hl)}, hl)
	reversed := Evidence{}.
		Add(Event{Kind: Failure, At: t0.Add(hl)}, hl).
		Add(Event{Kind: Success, At: t0}, hl)
	if !near(inOrder.Good, reversed.Good) || !near(inOrder.Bad, reversed.Bad) || !inOrder.At.Equal(reversed.At) {
		t.Fatalf("order matters: %+v vs %+v", inOrder, reversed)
	}
	if !near(inOrder.Good, 0.5) || !near(inOrder.Bad, 1) {
		t.Fatalf("got %+v, want good 0.5 bad 1", inOrder)
	}
}

func TestReputationRisesAndFalls(t *testing.T) {
	clk := newClock()
	r := newRep(t, openT(t, ""), clk)

	if got := r.Reputation(alice); got != 0.5 {
		t.Fatalf("unknown peer = %v, want prior 0.5", got)
	}
	prev := r.Reputation(alice)
	for i := range 5 {
		record(t, r, alice, Success, 1)
		got := r.Reputation(alice)
		if got <= prev {
			t.Fatalf("success %d: %v did not rise above %v", i, got, prev)
		}
		prev = got
	}

	for _, k := range []EventKind{Failure, Timeout, VerdictDisagree, Challenged} {
		before := r.Reputation(bob)
		record(t, r, bob, k, 1)
		if after := r.Reputation(bob); after >= before {
			t.Errorf("%v: %v did not fall below %v", k, after, before)
		}
	}
	for _, k := range []EventKind{VerdictAgree, ChallengeRejected} {
		before := r.Reputation(bob)
		record(t, r, bob, k, 1)
		if after := r.Reputation(bob); after <= before {
			t.Errorf("%v: %v did not rise above %v", k, after, before)
		}
	}

	// An upheld challenge outweighs many successes.
	carol := common.HexToAddress("0xca401")
	record(t, r, carol, Success, 5)
	record(t, r, carol, Challenged, 1)
	if got := r.Reputation(carol); got >= 0.5 {
		t.Errorf("5 successes + upheld challenge = %v, want below prior", got)
	}
}

func TestReputationWeight(t *testing.T) {
	clk := newClock()
	r := newRep(t, openT(t, ""), clk)
	ctx := context.Background()
	if err := r.Record(ctx, alice, Event{Kind: Success, Weight: 3}); err != nil {
		t.Fatal(err)
	}
	record(t, r, bob, Success, 3)
	if a, b := r.Reputation(alice), r.Reputation(bob); !near(a, b) {
		t.Fatalf("weight 3 = %v, three events = %v", a, b)
	}
}

func TestReputationDecaysTowardPrior(t *testing.T) {
	clk := newClock()
	r := newRep(t, openT(t, ""), clk)
	record(t, r, alice, Success, 20)
	record(t, r, bob, Failure, 20)

	upPrev, downPrev := r.Reputation(alice), r.Reputation(bob)
	if !near(upPrev, 21.0/22) || !near(downPrev, 1.0/22) {
		t.Fatalf("start: alice %v bob %v", upPrev, downPrev)
	}
	for i := 1; i <= 10; i++ {
		clk.Advance(hl)
		up, down := r.Reputation(alice), r.Reputation(bob)
		if !(up < upPrev && up > 0.5) || !(down > downPrev && down < 0.5) {
			t.Fatalf("after %d half-lives: alice %v (was %v) bob %v (was %v)", i, up, upPrev, down, downPrev)
		}
		upPrev, downPrev = up, down
	}
	// 20 good after 10 half-lives ≈ 0.0195 good: (0.0195+1)/(0.0195+2)
	want := (20/1024.0 + 1) / (20/1024.0 + 2)
	if !near(upPrev, want) {
		t.Fatalf("after 10 half-lives alice = %v, want %v", upPrev, want)
	}
}

func TestReputationBounds(t *testing.T) {
	clk := newClock()
	r := newRep(t, openT(t, ""), clk)
	ctx := context.Background()
	for _, ev := range []Event{
		{Kind: Success, Weight: 1e12},
		{Kind: Challenged, Weight: 1e12},
		{Kind: Success, At: clk.Now().Add(-1000 * hl)}, // ancient: contributes ~nothing
		{Kind: Failure, At: clk.Now().Add(1000 * hl)},  // future: taken as now
	} {
		if err := r.Record(ctx, alice, ev); err != nil {
			t.Fatal(err)
		}
		if s := r.Reputation(alice); !(s >= 0 && s <= 1) {
			t.Fatalf("after %+v score %v out of [0,1]", ev, s)
		}
	}
	if s := r.Snapshot()[alice]; !(s >= 0 && s <= 1) {
		t.Fatalf("snapshot %v", s)
	}
}

func TestRecordRejectsBadEvents(t *testing.T) {
	r := newRep(t, openT(t, ""), newClock())
	for _, ev := range []Event{
		{},                                   // kind unset
		{Kind: numEventKinds},                // unknown kind
		{Kind: Success, Weight: -1},          // negative
		{Kind: Success, Weight: math.NaN()},  // NaN
		{Kind: Success, Weight: math.Inf(1)}, // infinite
	} {
		if err := r.Record(context.Background(), alice, ev); !errors.Is(err, ErrBadEvent) {
			t.Errorf("Record(%+v) = %v, want ErrBadEvent", ev, err)
		}
	}
	if len(r.Snapshot()) != 0 {
		t.Fatal("rejected events were recorded")
	}
}

func TestNewReputationParams(t *testing.T) {
	db := openT(t, "")
	for _, tc := range []struct {
		name string
		p    ReputationParams
		ok   bool
	}{
		{"zero value takes defaults", ReputationParams{}, true},
		{"prior 1", ReputationParams{Prior: 1}, true},
		{"prior above 1", ReputationParams{Prior: 1.5}, false},
		{"negative prior", ReputationParams{Prior: -0.1}, false},
		{"negative half-life", ReputationParams{HalfLife: -time.Hour}, false},
		{"negative prior weight", ReputationParams{PriorWeight: -1}, false},
	} {
		_, err := NewReputation(db, tc.p)
		if (err == nil) != tc.ok {
			t.Errorf("%s: err = %v, want ok=%v", tc.name, err, tc.ok)
		}
	}
	r, _ := NewReputation(db, ReputationParams{})
	if r.Params() != DefaultReputationParams {
		t.Errorf("defaults = %+v", r.Params())
	}
}

func TestReputationSurvivesReopen(t *testing.T) {
	dir := t.TempDir()
	clk := newClock()
	db := openT(t, dir)
	r := newRep(t, db, clk)
	record(t, r, alice, Success, 3)
	record(t, r, bob, Timeout, 2)
	want := r.Snapshot()
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if err := r.Record(context.Background(), alice, Event{Kind: Success}); !errors.Is(err, ErrClosed) {
		t.Fatalf("Record on closed DB = %v, want ErrClosed", err)
	}
	if got := r.Reputation(alice); got != want[alice] {
		t.Fatalf("failed Record changed the cache: %v → %v", want[alice], got)
	}

	r2 := newRep(t, openT(t, dir), clk)
	got := r2.Snapshot()
	if len(got) != 2 || got[alice] != want[alice] || got[bob] != want[bob] {
		t.Fatalf("after reopen %v, want %v", got, want)
	}
	clk.Advance(hl) // decay still runs from the stored time
	if e := r2.Evidence(alice); !near(e.Good, 1.5) {
		t.Fatalf("alice good after a half-life = %v, want 1.5", e.Good)
	}
}

func TestReputationConcurrent(t *testing.T) {
	clk := newClock()
	r := newRep(t, openT(t, ""), clk)
	addrs := make([]common.Address, 8)
	for i := range addrs {
		addrs[i] = common.BigToAddress(big.NewInt(int64(i + 1)))
	}
	const perWriter = 50
	var wg sync.WaitGroup
	errs := make(chan error, len(addrs))
	for _, a := range addrs {
		wg.Go(func() {
			for range perWriter {
				if err := r.Record(context.Background(), a, Event{Kind: Success}); err != nil {
					errs <- fmt.Errorf("%s: %w", a, err)
					return
				}
			}
		})
		wg.Go(func() {
			for range perWriter {
				if s := r.Reputation(a); s < 0.5 || s > 1 {
					errs <- fmt.Errorf("%s: score %v", a, s)
					return
				}
				_ = r.Snapshot()
				clk.Advance(time.Millisecond)
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	snap := r.Snapshot()
	if len(snap) != len(addrs) {
		t.Fatalf("snapshot has %d peers, want %d", len(snap), len(addrs))
	}
	for _, a := range addrs {
		// 50 successes, decayed by at most a few hundred ms: essentially 50.
		if e := r.Evidence(a); e.Good < perWriter*0.999 || e.Good > perWriter {
			t.Errorf("%s good = %v, want ≈%d", a, e.Good, perWriter)
		}
	}
}

// ReputationAsOf gives the score as the ledger held it a moment ago: a
// record made after t is left out, one made at or before t counts, and
// what is older than RecentWindow is forgotten.
func TestReputationAsOf(t *testing.T) {
	clk := newClock()
	r := newRep(t, openT(t, ""), clk)
	record(t, r, alice, Success, 2)
	t0 := clk.Now()
	clk.Advance(100 * time.Millisecond)
	record(t, r, alice, VerdictDisagree, 1)
	t1 := clk.Now()
	clk.Advance(100 * time.Millisecond)
	record(t, r, bob, Failure, 1)

	before, after := 3.0/4, 3.0/8 // (2+1)/(2+2), (2+1)/(2+4+2)
	for _, tt := range []struct {
		name string
		a    common.Address
		at   time.Time
		want float64
	}{
		{"before the verdict", alice, t0, before},
		{"just before the verdict", alice, t1.Add(-time.Nanosecond), before},
		{"at the verdict", alice, t1, after},
		{"now", alice, clk.Now(), after},
		{"in the future", alice, clk.Now().Add(time.Hour), after},
		{"bob before his failure", bob, t1, 0.5},
	} {
		if got := r.ReputationAsOf(tt.a, tt.at); math.Abs(got-tt.want) > 1e-6 {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
	if got := r.RecentChanges(t0); len(got) != 2 || !got[0].Equal(t1) || !got[1].Equal(clk.Now()) {
		t.Errorf("RecentChanges since t0 = %v, want [%v %v]", got, t1, clk.Now())
	}

	// Past the window the old records are forgotten: as of t0 is now the
	// score before the oldest record still remembered (the new success),
	// the verdict included.
	clk.Advance(RecentWindow)
	record(t, r, alice, Success, 1)
	if got, want := r.ReputationAsOf(alice, t0), after; math.Abs(got-want) > 1e-6 {
		t.Errorf("as of t0 after the window: %v, want %v (the records before the window forgotten)", got, want)
	}
	if got := r.RecentChanges(time.Time{}); len(got) != 1 {
		t.Errorf("RecentChanges after the window = %v, want the one new record", got)
	}
}
