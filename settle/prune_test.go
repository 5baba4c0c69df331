package settle_test

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/store"
)

// wideID is job n's id for tests with more than 256 jobs.
func wideID(n int) [32]byte {
	var id [32]byte
	binary.BigEndian.PutUint32(id[28:], uint32(n))
	id[0] = 200 // no fake-chain script is keyed on it
	return id
}

func wideEntry(n int) settle.Entry {
	return settle.Entry{JobID: wideID(n), Order: fmt.Appendf(nil, "order %d", n), Result: fmt.Appendf(nil, "result %d", n), Fee: big.NewInt(1)}
}

// settleAll adds jobs [from, to), one batch each, and steps the queue
// until every batch is finalized.
func settleAll(t *testing.T, q *settle.Queue, fc *fakeChain, from, to int) {
	t.Helper()
	ctx := t.Context()
	for n := from; n < to; n++ {
		if err := q.Add(ctx, subnet, wideEntry(n)); err != nil {
			t.Fatalf("add %d: %v", n, err)
		}
	}
	if _, err := q.Step(ctx, true); err != nil {
		t.Fatalf("step: %v", err)
	}
	fc.advance(window + time.Second)
	if _, err := q.Step(ctx, false); err != nil {
		t.Fatalf("finalize step: %v", err)
	}
}

// keysUnder counts the bucket's keys starting with p.
func keysUnder(t *testing.T, b *store.Bucket, p string) int {
	t.Helper()
	n := 0
	if err := b.ForEach(t.Context(), func(k, _ []byte) error {
		if bytes.HasPrefix(k, []byte(p)) {
			n++
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestFinalizedBatchesPruned: a finalized batch keeps only its record
// (no orders, results or assignments), the newest History records are
// kept for Batches, and a Step reads the same number of records after
// 500 finalized batches as on an empty queue: its scans grow with the
// work in flight, not with settled history.
func TestFinalizedBatchesPruned(t *testing.T) {
	db := openDB(t)
	ctx := t.Context()
	const done = 500
	// visits is what one Step costs that seals, submits and confirms two
	// new jobs, after `history` jobs were settled in batches of one.
	visits := func(name string, history, keep int) (int64, *settle.Queue, *store.Bucket) {
		fc := newFakeChain(t0)
		b := db.Prefixed(name + "/")
		q := settle.New(b, fc, settle.Config{MaxBatch: 1, MaxAge: 10 * time.Second, History: keep, Logger: quiet(), Now: fc.clock})
		settleAll(t, q, fc, 0, history)
		for n := history; n < history+2; n++ {
			if err := q.Add(ctx, subnet, wideEntry(n)); err != nil {
				t.Fatal(err)
			}
		}
		before := q.Visited()
		if _, err := q.Step(ctx, true); err != nil {
			t.Fatal(err)
		}
		return q.Visited() - before, q, b
	}
	empty, _, _ := visits("empty", 0, 0)
	full, q, b := visits("full", done, 0)
	if full != empty || empty == 0 {
		t.Errorf("a Step read %d records after %d finalized batches, %d with none: it must not grow with history", full, done, empty)
	}
	bs, err := q.Batches(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(bs) != done+2 || bs[0].State != settle.Finalized || bs[0].Seq != 1 || len(bs[0].Jobs) != 1 || bs[done].State != settle.Confirmed {
		t.Fatalf("Batches lists %d (first %+v), want %d finalized then 2 confirmed", len(bs), bs[0], done)
	}
	// Only the two batches in flight keep their entries.
	if n := keysUnder(t, b, "b/"); n != 2*2 {
		t.Errorf("%d keys under b/, want the 2 batches in flight and their 2 entries", n)
	}
	// A settled job is still refused as a duplicate.
	if err := q.Add(ctx, subnet, wideEntry(7)); !errors.Is(err, settle.ErrDuplicate) {
		t.Errorf("re-adding a settled job: %v, want ErrDuplicate", err)
	}

	// With History 50 only the newest 50 ended batches are listed.
	_, q, b = visits("short", done, 50)
	bs, err = q.Batches(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(bs) != 50+2 || bs[0].Seq != done-50+1 {
		t.Errorf("History 50: Batches lists %d from seq %d, want 52 from %d", len(bs), bs[0].Seq, done-50+1)
	}
	if n := keysUnder(t, b, "h/"); n != 50 {
		t.Errorf("History 50: %d records kept", n)
	}
}

// TestEndedBatchFromOlderVersionPruned: a finalized batch stored, with its
// entries, among the batches in flight (as before pruning) is moved out on
// the next Step.
func TestEndedBatchFromOlderVersionPruned(t *testing.T) {
	db := openDB(t)
	ctx := t.Context()
	b := db.Prefixed("legacy/")
	seq := binary.BigEndian.AppendUint64([]byte("b/"), 1)
	old := settle.Batch{Seq: 1, Subnet: subnet, State: settle.Finalized, Jobs: [][32]byte{jobID(1)}, ChainID: "1"}
	bv, _ := json.Marshal(old)
	ev, _ := json.Marshal(entry(1))
	if err := b.Set(ctx, seq, bv); err != nil {
		t.Fatal(err)
	}
	if err := b.Set(ctx, append(seq, idBytes(jobID(1))...), ev); err != nil {
		t.Fatal(err)
	}
	fc := newFakeChain(t0)
	q := settle.New(b, fc, settle.Config{Logger: quiet(), Now: fc.clock})
	if _, err := q.Step(ctx, false); err != nil {
		t.Fatal(err)
	}
	if n := keysUnder(t, b, "b/"); n != 0 {
		t.Errorf("%d keys left under b/", n)
	}
	bs, err := q.Batches(ctx)
	if err != nil || summary(bs) != "finalized[1]" {
		t.Errorf("Batches = %q, %v; want the old batch, finalized", summary(bs), err)
	}
}

func idBytes(id [32]byte) []byte { return id[:] }
