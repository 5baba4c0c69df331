package queue

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tensora/tensora/store"
)

// TestAttack8CrashingJobNotReplayed reproduces the restart half of issue
// 14, attack 8: a job whose model kills the process was found running at
// every start and replayed, so the miner died again at each start. A job
// found running is run again once (the stop may have been a power cut);
// found running a second time, it fails with a reason and the queue moves
// on to the next job.
func TestAttack8CrashingJobNotReplayed(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	now := time.Unix(1_800_000_000, 0)
	clock := func() time.Time { return now }
	// crashWhileRunning is one life of the miner: it opens the queue,
	// claims the next job, hands it to the engine and dies.
	crashWhileRunning := func() (Job, []Recovered) {
		t.Helper()
		db := openDB(t, dir)
		q, rec, err := Open(ctx, db.Prefixed(store.PrefixQueue), Options{Now: clock})
		if err != nil {
			t.Fatal(err)
		}
		if len(rec) == 0 {
			if err := q.Enqueue(ctx, Job{ID: id(1), Deadline: now.Add(time.Hour)}); err != nil {
				t.Fatal(err)
			}
			if err := q.Enqueue(ctx, Job{ID: id(2), Deadline: now.Add(time.Hour)}); err != nil {
				t.Fatal(err)
			}
		}
		j, err := q.Claim(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := q.Move(ctx, j.ID, Fetching, Running, "", nil); err != nil {
			t.Fatal(err)
		}
		q.Close()
		if err := db.Close(); err != nil { // the engine's crash
			t.Fatal(err)
		}
		now = now.Add(time.Second)
		return j, rec
	}
	if j, _ := crashWhileRunning(); j.ID != id(1) {
		t.Fatalf("first life ran job %d, want 1", j.ID[0])
	}
	// Second life: job 1 was running at the crash: replayed once.
	j, rec := crashWhileRunning()
	if j.ID != id(1) || len(rec) != 1 || rec[0].Job.State != Queued {
		t.Fatalf("second life ran job %d (recovered %+v), want job 1 replayed once", j.ID[0], rec)
	}
	// Third life: job 1 crashed the engine twice: failed with a reason,
	// and the miner runs job 2.
	j, rec = crashWhileRunning()
	if len(rec) != 1 || rec[0].Job.ID != id(1) || rec[0].Job.State != Failed || !strings.Contains(rec[0].Job.Error, "not run again") {
		t.Fatalf("third life recovered %+v, want job 1 failed as a crashing job", rec)
	}
	if rec[0].Job.Runs != 2 {
		t.Errorf("job 1 recorded %d runs, want 2", rec[0].Job.Runs)
	}
	if j.ID != id(2) {
		t.Fatalf("third life ran job %d, want 2", j.ID[0])
	}
}
