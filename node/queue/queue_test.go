package queue

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/tensora/tensora/store"
)

func openDB(t *testing.T, dir string) *store.DB {
	t.Helper()
	db, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

func id(b byte) [32]byte { var x [32]byte; x[0] = b; return x }

func TestLifecycle(t *testing.T) {
	ctx := context.Background()
	db := openDB(t, t.TempDir())
	defer db.Close()
	q, rec, err := Open(ctx, db.Prefixed(store.PrefixQueue), Options{})
	if err != nil || len(rec) != 0 {
		t.Fatal(err, rec)
	}
	defer q.Close()
	if err := q.Enqueue(ctx, Job{ID: id(1), Subnet: 1, Order: []byte("o")}); err != nil {
		t.Fatal(err)
	}
	if err := q.Enqueue(ctx, Job{ID: id(1)}); !errors.Is(err, ErrExists) {
		t.Fatalf("duplicate enqueue: %v", err)
	}
	j, err := q.Claim(ctx)
	if err != nil || j.ID != id(1) || j.State != Fetching || j.Attempts != 1 {
		t.Fatalf("claim = %+v, %v", j, err)
	}
	if _, err := q.Move(ctx, j.ID, Queued, Running, "", nil); !errors.Is(err, ErrTransition) {
		t.Fatalf("move from wrong state: %v", err)
	}
	if _, err := q.Move(ctx, j.ID, Fetching, Done, "", nil); !errors.Is(err, ErrTransition) {
		t.Fatalf("fetching → done skipped running: %v", err)
	}
	if _, err := q.Move(ctx, j.ID, Fetching, Running, "", nil); err != nil {
		t.Fatal(err)
	}
	if err := q.MarkPublished(ctx, j.ID); !errors.Is(err, ErrTransition) {
		t.Fatalf("published while running: %v", err)
	}
	j, err = q.Move(ctx, j.ID, Running, Done, "", func(j *Job) { j.OutputCID = "bafy"; j.Result = []byte("r") })
	if err != nil || j.OutputCID != "bafy" {
		t.Fatal(j, err)
	}
	if _, err := q.Move(ctx, j.ID, Done, Queued, "", nil); !errors.Is(err, ErrTransition) {
		t.Fatalf("left a terminal state: %v", err)
	}
	got, _ := q.Get(ctx, j.ID)
	want := []State{Queued, Fetching, Running, Done}
	if len(got.History) != len(want) {
		t.Fatalf("history %+v", got.History)
	}
	for i, s := range want {
		if got.History[i].State != s {
			t.Fatalf("history[%d] = %s, want %s", i, got.History[i].State, s)
		}
	}
	if n, _ := q.Prune(ctx, time.Now().Add(time.Hour)); n != 0 {
		t.Fatal("pruned an unpublished job")
	}
	if err := q.MarkPublished(ctx, j.ID); err != nil {
		t.Fatal(err)
	}
	if n, _ := q.Prune(ctx, time.Now().Add(time.Hour)); n != 1 {
		t.Fatalf("pruned %d, want 1", n)
	}
	if _, err := q.Get(ctx, j.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("after prune: %v", err)
	}
}

// A crash leaves jobs in fetching and running; reopening resumes those
// with attempts left and fails the rest explicitly. Nothing disappears.
func TestRecoverAfterCrash(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	now := time.Unix(1_800_000_000, 0)
	clock := func() time.Time { return now }
	db := openDB(t, dir)
	q, _, err := Open(ctx, db.Prefixed(store.PrefixQueue), Options{MaxAttempts: 2, Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	future := now.Add(time.Hour)
	for i := byte(1); i <= 4; i++ {
		dl := future
		if i == 4 {
			dl = now.Add(time.Second) // will have passed at reopen
		}
		if err := q.Enqueue(ctx, Job{ID: id(i), Deadline: dl}); err != nil {
			t.Fatal(err)
		}
	}
	claim := func(want byte) {
		t.Helper()
		j, err := q.Claim(ctx)
		if err != nil || j.ID != id(want) {
			t.Fatalf("claim = %d, %v; want %d", j.ID[0], err, want)
		}
	}
	move := func(i byte, from, to State) {
		t.Helper()
		if _, err := q.Move(ctx, id(i), from, to, "", nil); err != nil {
			t.Fatal(err)
		}
	}
	// 1: fetching (attempt 1), 2: running, 3: running on its last attempt,
	// 4: running past its deadline, 5: still queued.
	claim(1)
	claim(2)
	move(2, Fetching, Running)
	claim(3)
	move(3, Fetching, Queued) // ready: 4, 3
	claim(4)
	move(4, Fetching, Running)
	claim(3)
	move(3, Fetching, Running)
	if err := q.Enqueue(ctx, Job{ID: id(5), Deadline: future}); err != nil {
		t.Fatal(err)
	}
	q.Close()
	if err := db.Close(); err != nil { // the "crash": nothing else is flushed
		t.Fatal(err)
	}

	now = now.Add(time.Minute)
	db = openDB(t, dir)
	defer db.Close()
	q, rec, err := Open(ctx, db.Prefixed(store.PrefixQueue), Options{MaxAttempts: 2, Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	all, _ := q.List(ctx)
	if len(all) != 5 {
		t.Fatalf("%d jobs after restart, want 5", len(all))
	}
	states := map[[32]byte]State{}
	for _, j := range all {
		states[j.ID] = j.State
	}
	want := map[[32]byte]State{id(1): Queued, id(2): Queued, id(3): Failed, id(4): Failed, id(5): Queued}
	for k, s := range want {
		if states[k] != s {
			t.Errorf("job %d: %s, want %s", k[0], states[k], s)
		}
	}
	if len(rec) != 4 {
		t.Fatalf("recovered %d, want 4", len(rec))
	}
	for _, r := range rec {
		if r.Job.State == Failed && r.Job.Error == "" {
			t.Errorf("job %d failed without a reason", r.Job.ID[0])
		}
	}
	// The resumed jobs are claimable again, oldest first.
	for _, w := range []byte{1, 2, 5} {
		j, err := q.Claim(ctx)
		if err != nil || j.ID != id(w) {
			t.Fatalf("claim = %d, %v; want %d", j.ID[0], err, w)
		}
	}
}

func TestClaimBlocksAndCloses(t *testing.T) {
	ctx := context.Background()
	db, err := store.Open("", store.InMemory())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	q, _, err := Open(ctx, db.Prefixed(store.PrefixQueue), Options{})
	if err != nil {
		t.Fatal(err)
	}
	cctx, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel()
	if _, err := q.Claim(cctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("empty claim: %v", err)
	}
	// Many workers, many jobs: each job claimed exactly once.
	const n, workers = 50, 4
	var mu sync.Mutex
	seen := map[[32]byte]int{}
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				j, err := q.Claim(ctx)
				if err != nil {
					if !errors.Is(err, ErrClosed) {
						t.Error(err)
					}
					return
				}
				mu.Lock()
				seen[j.ID]++
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < n; i++ {
		if err := q.Enqueue(ctx, Job{ID: id(byte(i + 1))}); err != nil {
			t.Fatal(err)
		}
	}
	wctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for done := false; !done; {
		mu.Lock()
		got := len(seen)
		mu.Unlock()
		select {
		case <-wctx.Done():
			done = true
		case <-tick.C:
			done = got == n
		}
	}
	q.Close()
	wg.Wait()
	if len(seen) != n {
		t.Fatalf("claimed %d distinct jobs, want %d", len(seen), n)
	}
	for k, c := range seen {
		if c != 1 {
			t.Fatalf("job %d claimed %d times", k[0], c)
		}
	}
	if err := q.Enqueue(ctx, Job{ID: id(200)}); !errors.Is(err, ErrClosed) {
		t.Fatalf("enqueue after close: %v", err)
	}
}

// A corrupt record does not keep the queue from opening; it is reported.
func TestCorruptRecordSkipped(t *testing.T) {
	ctx := context.Background()
	db, err := store.Open("", store.InMemory())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	b := db.Prefixed(store.PrefixQueue)
	if err := b.Set(ctx, []byte("garbage"), []byte("{not json")); err != nil {
		t.Fatal(err)
	}
	q, _, err := Open(ctx, b, Options{})
	if err != nil {
		t.Fatalf("open with a corrupt record: %v", err)
	}
	defer q.Close()
	if len(q.Skipped()) != 1 {
		t.Fatalf("skipped %v, want the one corrupt record", q.Skipped())
	}
	if err := q.Enqueue(ctx, Job{ID: id(9)}); err != nil {
		t.Fatal(err)
	}
	if jobs, err := q.List(ctx); err != nil || len(jobs) != 1 {
		t.Fatalf("list = %d jobs, %v", len(jobs), err)
	}
}

// A container job goes fetching → pulling → running → collecting → done;
// a crash while pulling or collecting requeues it like one while fetching
// or running, and one that crashed the miner while collecting as often as
// MaxRuns allows is not run again.
func TestContainerPhasesSurviveACrash(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db := openDB(t, dir)
	future := time.Now().Add(time.Hour)
	q, _, err := Open(ctx, db.Prefixed(store.PrefixQueue), Options{MaxRuns: 1})
	if err != nil {
		t.Fatal(err)
	}
	for i := byte(1); i <= 3; i++ {
		if err := q.Enqueue(ctx, Job{ID: id(i), Deadline: future}); err != nil {
			t.Fatal(err)
		}
	}
	for _, path := range [][]State{
		{Fetching, Pulling, Running, Collecting, Done}, // 1
		{Fetching, Pulling},                            // 2: crashes while pulling
		{Fetching, Pulling, Running, Collecting},       // 3: crashes while collecting
	} {
		j, err := q.Claim(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for i := 1; i < len(path); i++ {
			if _, err := q.Move(ctx, j.ID, path[i-1], path[i], "", nil); err != nil {
				t.Fatalf("job %d: %v", j.ID[0], err)
			}
		}
	}
	if _, err := q.Move(ctx, id(2), Pulling, Collecting, "", nil); !errors.Is(err, ErrTransition) {
		t.Fatalf("pulling → collecting: err %v, want ErrTransition", err)
	}
	q.Close()
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db = openDB(t, dir)
	defer db.Close()
	q, rec, err := Open(ctx, db.Prefixed(store.PrefixQueue), Options{MaxRuns: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	got := map[byte]State{}
	for _, r := range rec {
		got[r.Job.ID[0]] = r.Job.State
	}
	if len(rec) != 2 || got[2] != Queued || got[3] != Failed {
		t.Fatalf("recovered %v, want job 2 queued and job 3 failed (it ran MaxRuns times)", got)
	}
}
