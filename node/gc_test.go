package node

import (
	"testing"
	"time"

	"github.com/tensora/tensora/types"
)

// gc forgets a job a few minutes after its result, not at its deadline
// (which kept every job a busy peer saw for ten minutes), keeps a job with
// no result until its deadline, and keeps finished jobs for longer than
// gossip accepts a replay of their order.
func TestGCForgetsFinishedJobs(t *testing.T) {
	n := usageNode(t, time.Hour)
	now := time.Now()
	keep := n.finishedJobTTL()
	if keep <= 2*time.Minute+30*time.Second {
		t.Fatalf("finished jobs kept %s: not past gossip's max age and skew (2m30s)", keep)
	}
	job := func(b byte, deadline time.Time, finished time.Time) {
		id := [32]byte{b}
		j := newJobState(&types.JobOrder{JobId: id[:], DeadlineMs: deadline.UnixMilli()}, now)
		j.finishedAt = finished
		n.mu.Lock()
		n.jobs[id] = j
		n.mu.Unlock()
	}
	later := now.Add(10 * time.Minute)
	job(1, later, now.Add(-keep-time.Second))    // finished long enough ago: forgotten
	job(2, later, now.Add(-keep+time.Minute))    // finished recently: kept
	job(3, later, time.Time{})                   // running, deadline ahead: kept
	job(4, now.Add(-2*time.Minute), time.Time{}) // deadline long past: forgotten
	n.gc(now)
	n.mu.Lock()
	defer n.mu.Unlock()
	for b, want := range map[byte]bool{1: false, 2: true, 3: true, 4: false} {
		if _, ok := n.jobs[[32]byte{b}]; ok != want {
			t.Errorf("job %d kept %v, want %v", b, ok, want)
		}
	}
}
