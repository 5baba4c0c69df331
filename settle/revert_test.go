package settle_test

import (
	"bytes"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tensora/tensora/settle"
)

// logBuffer is a slog destination tests read back.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// TestUndecodableRevertsBounded: a batch whose submission keeps reverting
// with no error the contracts name is sent maxUndecoded (5) times, with
// growing waits, then failed with the revert data in its record and an
// ERROR log; its job goes back to the queue, and after three such batches
// is dropped with a reason that carries the data. Nothing is retried
// forever and nothing vanishes silently. A job whose settle-by passes
// during the retries is dropped with that reason when its batch fails.
func TestUndecodableRevertsBounded(t *testing.T) {
	db := openDB(t)
	ctx := t.Context()
	for _, tc := range []struct {
		name    string
		by      time.Duration // the job's settle-by after it is added; 0 none
		submits int           // Submits before the job is dropped
		why     string        // the drop reason contains this
	}{
		// 3 batches × 5 reverts each, then "refused 3 times".
		{"forever", 0, 15, "refused 3 times"},
		// The first batch's 5 reverts take 1+2+4+8 s; the settle-by (10 s)
		// has passed when it fails.
		{"settle-by passes", 10 * time.Second, 5, "settle-by"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fc := newFakeChain(t0)
			logs := &logBuffer{}
			q := settle.New(db.Prefixed("revert-"+strings.ReplaceAll(tc.name, " ", "-")+"/"), fc, settle.Config{
				MaxBatch: 3, MaxAge: 10 * time.Second, Now: fc.clock,
				Logger: slog.New(slog.NewTextHandler(logs, nil)),
			})
			fc.garble = 1 << 20
			e := entry(1)
			if tc.by > 0 {
				e.SettleByMs = t0.Add(tc.by).UnixMilli()
			}
			if err := q.Add(ctx, subnet, e); err != nil {
				t.Fatal(err)
			}
			var waits []time.Duration
			for i := 0; i < 100; i++ {
				next, err := q.Step(ctx, true)
				if err != nil {
					t.Fatalf("step %d: %v", i, err)
				}
				if d, _ := q.Dropped(ctx); len(d) > 0 {
					break
				}
				waits = append(waits, next)
				fc.advance(next)
			}
			dropped, _ := q.Dropped(ctx)
			if why, ok := dropped[jobID(1)]; !ok || !strings.Contains(why, tc.why) {
				t.Fatalf("job dropped %v with %q, want a reason with %q", ok, why, tc.why)
			}
			if tc.by == 0 && !strings.Contains(dropped[jobID(1)], "0xdeadbeef") {
				t.Errorf("drop reason %q does not carry the revert data", dropped[jobID(1)])
			}
			fc.mu.Lock()
			submits := fc.submits
			fc.mu.Unlock()
			if submits != tc.submits {
				t.Errorf("%d submissions, want %d", submits, tc.submits)
			}
			if want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second}; len(waits) < 4 || !slices.Equal(waits[:4], want) {
				t.Errorf("waits between tries %v, want %v first", waits, want)
			}
			bs, err := q.Batches(ctx)
			if err != nil {
				t.Fatal(err)
			}
			b := bs[0]
			if b.State != settle.Failed || b.Reverts != 5 || b.RevertData != "0xdeadbeef" || !strings.Contains(b.Error, "0xdeadbeef") {
				t.Errorf("first batch %+v, want failed after 5 reverts with data 0xdeadbeef", b)
			}
			if l := logs.String(); !strings.Contains(l, "level=ERROR") || !strings.Contains(l, "revert_data=0xdeadbeef") {
				t.Errorf("no ERROR log with the revert data:\n%s", l)
			}
			// Given up: no more submissions.
			for range 3 {
				fc.advance(time.Minute)
				if _, err := q.Step(ctx, true); err != nil {
					t.Fatal(err)
				}
			}
			fc.mu.Lock()
			defer fc.mu.Unlock()
			if fc.submits != tc.submits {
				t.Errorf("%d submissions after the job was dropped, want %d", fc.submits, tc.submits)
			}
		})
	}
}
