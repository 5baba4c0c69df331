package settle_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"math/big"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/store"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m,
		// go-ethereum's process-wide metrics and cache workers, started by
		// the embedded chain TestOnChainPendingParams runs.
		goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/metrics.(*meterArbiter).tick"),
		goleak.IgnoreAnyFunction("github.com/ethereum/go-ethereum/core.(*txSenderCacher).cache"),
		goleak.IgnoreTopFunction("github.com/syndtr/goleveldb/leveldb.(*DB).mpoolDrain"),
	)
}

// t0 is where every fake clock starts.
var t0 = time.Unix(1_700_000_000, 0)

const subnet = 7

func quiet() *slog.Logger { return slog.New(slog.DiscardHandler) }

// openDB opens an in-memory badger; tests give each case its own bucket
// in it rather than paying for a database each.
func openDB(t *testing.T) *store.DB {
	t.Helper()
	db, err := store.Open("", store.InMemory(), store.WithLogger(quiet()))
	if err != nil {
		t.Fatalf("open store: %v", err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

func jobID(n int) [32]byte { return [32]byte{byte(n)} }

// entry is job n's claim; its fee is n wei.
func entry(n int) settle.Entry {
	return settle.Entry{
		JobID:  jobID(n),
		Order:  fmt.Appendf(nil, "order %d", n),
		Result: fmt.Appendf(nil, "result %d", n),
		Fee:    big.NewInt(int64(n)),
	}
}

func nums(ids [][32]byte) []int {
	out := make([]int, 0, len(ids))
	for _, id := range ids {
		out = append(out, int(id[0]))
	}
	return out
}

// summary shows batches oldest first as "state[jobs]": e.g.
// "failed[1 2] confirmed[1]".
func summary(bs []settle.Batch) string {
	var parts []string
	for _, b := range bs {
		parts = append(parts, fmt.Sprintf("%s%v", b.State, nums(b.Jobs)))
	}
	return strings.Join(parts, " ")
}

// step is one turn of the queue: the clock moves, the queue may restart,
// jobs arrive, the chain is scripted, and Step runs once; then the queue's
// state is compared with the want fields.
type step struct {
	advance time.Duration                    // move the queue's and the chain's clock first
	restart bool                             // replace the Queue by a new one over the same bucket (a crash and restart)
	add     []int                            // jobs added before the step
	by      map[int]time.Duration            // settle-by of added jobs, after the clock at their Add (none: unknown)
	script  func(*fakeChain)                 // chain behaviour armed before the step
	flush   bool                             // Step's flush argument
	wantErr error                            // Step's error must wrap this; nil: Step succeeds
	alsoErr error                            // and this too; nil: not checked
	next    time.Duration                    // Step's returned delay; 0: not checked
	want    string                           // every batch, oldest first (see summary); "" none
	pending int                              // entries not in a batch yet
	dropped map[int]string                   // jobs given up on, with a word of the reason
	metrics []string                         // what Metrics was told during this step; nil: not checked
	check   func(*testing.T, []settle.Batch) // extra assertions on the batches
}

// TestQueue drives the queue with Step through its states, chain
// refusals, restarts and chain outages against the fake chain. MaxBatch is
// 3 and MaxAge 10s; the fake contract's challenge window is 60s.
func TestQueue(t *testing.T) {
	db := openDB(t)
	for i, tc := range []struct {
		name   string
		resent int // Submits the queue may send for a root already on chain (a lagging node hid it)
		steps  []step
	}{
		// The whole path: entries wait in the open batch until the oldest
		// is MaxAge old, the sealed batch lands in the same step, and it is
		// finalized once the chain's clock passes the challenge window (not
		// at its last second).
		{name: "open to finalized", steps: []step{
			{add: []int{1, 2}, next: 10 * time.Second, pending: 2, metrics: []string{}},
			{advance: 9 * time.Second, next: 10 * time.Second, pending: 2},
			{advance: time.Second, want: "confirmed[1 2]", next: 10 * time.Second,
				metrics: []string{"sealed:2", "submitted:2", "gas:100000", "confirmed:2"},
				check: func(t *testing.T, bs []settle.Batch) {
					if b := bs[0]; b.ChainID != "1" || b.Tx == "" || b.Gas != 100_000 || b.Attempts != 1 || b.FromBlock != 100 {
						t.Errorf("confirmed batch = %+v, want chain id 1, a tx, 100000 gas, 1 attempt, from block 100", b)
					}
				}},
			{advance: 55 * time.Second, want: "confirmed[1 2]", next: 6 * time.Second},
			{advance: 5 * time.Second, want: "confirmed[1 2]", next: time.Second, metrics: []string{}},
			{advance: time.Second, want: "finalized[1 2]", metrics: []string{"finalized:2"}},
			{advance: time.Hour, want: "finalized[1 2]", metrics: []string{}},
		}},
		// MaxBatch seals a full batch without waiting for MaxAge; the rest
		// stays open.
		{name: "full batch sealed at once", steps: []step{
			{add: []int{1, 2, 3, 4}, want: "confirmed[1 2 3]", pending: 1},
			{advance: 10 * time.Second, want: "confirmed[1 2 3] confirmed[4]"},
		}},
		// A full batch takes the oldest entries first (ties in job id
		// order); the newer rest waits for MaxAge.
		{name: "oldest entries first", steps: []step{
			{add: []int{5, 4}, pending: 2},
			{advance: time.Second, add: []int{3, 2, 1}, want: "confirmed[4 5 1]", pending: 2},
			{advance: 10 * time.Second, want: "confirmed[4 5 1] confirmed[2 3]"},
		}},
		// flush seals whatever is open regardless of MaxBatch and MaxAge.
		{name: "flush", steps: []step{
			{add: []int{1}, flush: true, want: "confirmed[1]"},
			{flush: true, want: "confirmed[1]"},
		}},
		// A lookup outage leaves the batch sealed; the next step submits it.
		{name: "sealed waits out a lookup outage", steps: []step{
			{add: []int{1, 2}, flush: true, script: func(c *fakeChain) { c.failNext("Lookup", errOutage) },
				wantErr: errOutage, want: "sealed[1 2]", metrics: []string{"sealed:2"}},
			{want: "confirmed[1 2]", check: attempts(1)},
		}},
		// A submit outage leaves the batch submitted; the retry looks the
		// root up first, then sends it again.
		{name: "submitted waits out a submit outage", steps: []step{
			{add: []int{1, 2}, flush: true, script: func(c *fakeChain) { c.failNext("Submit", errOutage) },
				wantErr: errOutage, want: "submitted[1 2]", metrics: []string{"sealed:2", "submitted:2", "submit-error"}},
			{want: "confirmed[1 2]", check: attempts(2)},
		}},
		// The transaction landed but the receipt never came: the next step
		// finds the root on chain and does not send it again.
		{name: "lost receipt found by root", steps: []step{
			{add: []int{1}, flush: true, script: func(c *fakeChain) { c.loseReceipt = 1 },
				wantErr: errOutage, want: "submitted[1]"},
			{want: "confirmed[1]", check: attempts(1), metrics: []string{"confirmed:1"}},
		}},
		// A chain head outage keeps new entries pending (nothing is lost)
		// while a batch sealed earlier still moves on.
		{name: "head outage blocks sealing only", steps: []step{
			{add: []int{1}, flush: true, script: func(c *fakeChain) { c.failNext("Lookup", errOutage) },
				wantErr: errOutage, want: "sealed[1]"},
			{add: []int{2}, flush: true, script: func(c *fakeChain) { c.failNext("Head", errOutage) },
				wantErr: errOutage, want: "confirmed[1]", pending: 1},
			{flush: true, want: "confirmed[1] confirmed[2]"},
		}},
		// Clock and finalize outages keep the batch confirmed until the
		// chain answers.
		{name: "finalize waits out outages", steps: []step{
			{add: []int{1}, flush: true, want: "confirmed[1]"},
			{advance: window + time.Second, script: func(c *fakeChain) { c.failNext("Now", errOutage) },
				wantErr: errOutage, want: "confirmed[1]"},
			{script: func(c *fakeChain) { c.failNext("Finalize", errOutage) },
				wantErr: errOutage, want: "confirmed[1]", metrics: []string{}},
			{want: "finalized[1]"},
		}},
		// The chain refuses a batch for one job's sake: triage drops that
		// job with its reason, the batch fails, and the others settle in a
		// new batch.
		{name: "refusal drops the blamed job", steps: []step{
			{add: []int{1, 2, 3}, script: func(c *fakeChain) { c.refuse[2] = "client short of escrow" },
				want: "failed[1 2 3]", pending: 2, dropped: map[int]string{2: "short of escrow"},
				metrics: []string{"sealed:3", "submitted:3", "refused", "failed:3", "dropped:1"},
				check: func(t *testing.T, bs []settle.Batch) {
					if !strings.Contains(bs[0].Error, "short of escrow") {
						t.Errorf("failed batch error = %q, want the refusal", bs[0].Error)
					}
				}},
			{flush: true, want: "failed[1 2 3] confirmed[1 3]", dropped: map[int]string{2: "short of escrow"}},
		}},
		// A job another miner settled first is blamed by triage like any
		// other (the contract's replay bitmap refuses it).
		{name: "refusal of a job settled elsewhere", steps: []step{
			{add: []int{1, 2}, flush: true, script: func(c *fakeChain) { c.settled[jobID(1)] = true },
				want: "failed[1 2]", pending: 1, dropped: map[int]string{1: "already settled"}},
			{flush: true, want: "failed[1 2] confirmed[2]", dropped: map[int]string{1: "already settled"}},
		}},
		// A refusal nobody can be blamed for sends the jobs back to
		// pending; after the third refusal they are given up on.
		{name: "blameless refusals give up after three", steps: []step{
			{add: []int{1}, flush: true, script: func(c *fakeChain) { c.refuseAll = 3 },
				want: "failed[1]", pending: 1, metrics: []string{"sealed:1", "submitted:1", "refused", "failed:1", "dropped:0"}},
			{flush: true, want: "failed[1] failed[1]", pending: 1},
			{flush: true, want: "failed[1] failed[1] failed[1]", dropped: map[int]string{1: "refused 3 times"}},
			{flush: true, want: "failed[1] failed[1] failed[1]", dropped: map[int]string{1: "refused 3 times"}},
		}},
		// The same with a Triage that, blaming nobody, hands back its input
		// slice and a nil map (the Chain interface allows both): job 1 is
		// given up on in a batch it shares with job 2, and is recorded as
		// dropped rather than lost.
		{name: "blameless refusals, terse triage", steps: []step{
			{add: []int{1}, flush: true, script: func(c *fakeChain) { c.refuseAll, c.triageAlias = 3, true },
				want: "failed[1]", pending: 1},
			{flush: true, want: "failed[1] failed[1]", pending: 1},
			{advance: time.Second, add: []int{2}, flush: true, want: "failed[1] failed[1] failed[1 2]", pending: 1,
				dropped: map[int]string{1: "refused 3 times"}},
			{flush: true, want: "failed[1] failed[1] failed[1 2] confirmed[2]", dropped: map[int]string{1: "refused 3 times"}},
		}},
		// Re-queued entries keep their age, so they are sealed again
		// without waiting another MaxAge.
		{name: "requeued entries keep their age", steps: []step{
			{add: []int{1}, advance: 0, pending: 1},
			{advance: 10 * time.Second, script: func(c *fakeChain) { c.refuseAll = 1 }, want: "failed[1]", pending: 1},
			{want: "failed[1] confirmed[1]"},
		}},
		// A revert that our own earlier, unseen landing caused (a lagging
		// node hid the root from the first lookup) is recognised by looking
		// again: the batch is confirmed, not refused.
		{name: "revert by our own landing", resent: 1, steps: []step{
			{add: []int{1}, flush: true, script: func(c *fakeChain) { c.loseReceipt = 1 },
				wantErr: errOutage, want: "submitted[1]"},
			{script: func(c *fakeChain) { c.lookupMiss = 1 }, want: "confirmed[1]", check: attempts(2),
				metrics: []string{"submitted:1", "refused", "confirmed:1"}},
		}},
		// A triage outage after a refusal leaves the batch submitted (the
		// error carries both the outage and the refusal); the next step
		// tries again and triages.
		{name: "triage outage", steps: []step{
			{add: []int{1, 2}, flush: true, script: func(c *fakeChain) {
				c.refuse[2] = "bad signature"
				c.failNext("Triage", errOutage)
			}, wantErr: errOutage, alsoErr: errRevert, want: "submitted[1 2]"},
			{want: "failed[1 2]", pending: 1, dropped: map[int]string{2: "bad signature"}},
			{flush: true, want: "failed[1 2] confirmed[1]", dropped: map[int]string{2: "bad signature"}},
		}},
		// An entry the chain can never encode is dropped at sealing; the
		// rest of its batch is sealed without it.
		{name: "unencodable entry dropped at seal", steps: []step{
			{add: []int{1, 2, 3}, script: func(c *fakeChain) { c.bad[2] = true },
				want: "confirmed[1 3]", dropped: map[int]string{2: "does not decode"}},
		}},
		// A lone unencodable entry is dropped too; the step reports the
		// root error once.
		{name: "lone unencodable entry", steps: []step{
			{add: []int{1}, flush: true, script: func(c *fakeChain) { c.bad[1] = true },
				wantErr: errAny, dropped: map[int]string{1: "does not decode"}},
			{flush: true, dropped: map[int]string{1: "does not decode"}},
		}},
		// A job whose settle-by passes while it waits (here a chain head
		// outage keeps it from being sealed) is dropped, saying why, and
		// never sent: the chain would refuse it (issue 14, attack 2).
		{name: "settle-by passed while pending", steps: []step{
			{add: []int{1}, by: map[int]time.Duration{1: 20 * time.Minute}, flush: true,
				script: func(c *fakeChain) { c.failNext("Head", errOutage) }, wantErr: errOutage, pending: 1},
			{advance: 20*time.Minute + time.Second, flush: true, dropped: map[int]string{1: "settle-by"}, metrics: []string{"dropped:1"}},
			{advance: time.Hour, flush: true, dropped: map[int]string{1: "settle-by"}},
		}},
		// A job whose settle-by is within SettleMargin (10 min here) is
		// sealed at once, whatever MaxAge says; one with time to spare
		// waits for MaxAge as usual.
		{name: "sealed early before settle-by", steps: []step{
			{add: []int{1, 2}, by: map[int]time.Duration{1: 5 * time.Minute, 2: time.Hour}, want: "confirmed[1 2]"},
			{add: []int{3}, by: map[int]time.Duration{3: time.Hour}, pending: 1, want: "confirmed[1 2]"},
			{advance: 10 * time.Second, want: "confirmed[1 2] confirmed[3]"},
		}},
		// A batch sealed in time whose settle-by passes before it lands
		// (the chain was unreachable) is refused; triage drops the expired
		// job rather than re-queueing it forever.
		{name: "settle-by passed in a sealed batch", steps: []step{
			{add: []int{1, 2}, by: map[int]time.Duration{1: 15 * time.Minute, 2: time.Hour}, flush: true,
				script: func(c *fakeChain) { c.failNext("Lookup", errOutage) }, wantErr: errOutage, want: "sealed[1 2]"},
			{advance: 16 * time.Minute, want: "failed[1 2]", pending: 1, dropped: map[int]string{1: "settle-by"}},
			{flush: true, want: "failed[1 2] confirmed[2]", dropped: map[int]string{1: "settle-by"}},
		}},
		// A client short of escrow has its jobs deferred, not dropped: they
		// wait MaxAge, then twice that, while the other jobs settle, and
		// settle once the client tops up.
		{name: "short escrow deferred until topped up", steps: []step{
			{add: []int{1, 2}, flush: true, script: func(c *fakeChain) { c.short[1] = "client short of escrow" },
				want: "failed[1 2]", pending: 2},
			{advance: 10 * time.Second, want: "failed[1 2] failed[1 2]", pending: 2},
			{advance: 10 * time.Second, want: "failed[1 2] failed[1 2] confirmed[2]", pending: 1},
			{advance: 10 * time.Second, script: func(c *fakeChain) { delete(c.short, 1) },
				want: "failed[1 2] failed[1 2] confirmed[2] confirmed[1]"},
		}},
		// Deferral never outlives the settle-by: the job is given up on
		// once the next try would come too late.
		{name: "short escrow gives up at settle-by", steps: []step{
			{add: []int{1}, by: map[int]time.Duration{1: 25 * time.Second}, script: func(c *fakeChain) { c.short[1] = "client short of escrow" },
				want: "failed[1]", pending: 1},
			{advance: 10 * time.Second, want: "failed[1] failed[1]", dropped: map[int]string{1: "settle-by passes before another try"}},
		}},
		// A revert naming no contract error (out of gas, say) is retried
		// after Backoff (1s), then twice that, and not before; the batch
		// records the revert data meanwhile, and lands once the chain
		// takes it.
		{name: "undecodable revert retried with backoff", steps: []step{
			{add: []int{1}, flush: true, script: func(c *fakeChain) { c.garble = 2 }, want: "submitted[1]", next: time.Second,
				metrics: []string{"sealed:1", "submitted:1", "submit-error"},
				check: func(t *testing.T, bs []settle.Batch) {
					if b := bs[0]; b.Reverts != 1 || b.RevertData != "0xdeadbeef" || !strings.Contains(b.Error, "0xdeadbeef") {
						t.Errorf("batch %+v, want 1 revert with its data", b)
					}
				}},
			{want: "submitted[1]", next: time.Second, check: attempts(1), metrics: []string{}},
			{advance: time.Second, want: "submitted[1]", next: 2 * time.Second, check: attempts(2)},
			{advance: 2 * time.Second, want: "confirmed[1]", check: attempts(3)},
		}},
		// Pending entries survive a restart with their age.
		{name: "restart with pending entries", steps: []step{
			{add: []int{1, 2}, pending: 2},
			{advance: 9 * time.Second, restart: true, pending: 2},
			{advance: time.Second, restart: true, want: "confirmed[1 2]"},
		}},
		// A restart between sealing and submitting submits the batch once.
		{name: "restart while sealed", steps: []step{
			{add: []int{1, 2}, flush: true, script: func(c *fakeChain) { c.failNext("Lookup", errOutage) },
				wantErr: errOutage, want: "sealed[1 2]"},
			{restart: true, want: "confirmed[1 2]", check: attempts(1)},
		}},
		// A restart after a submission whose receipt was lost finds the
		// batch on chain instead of sending it again.
		{name: "restart while submitted, landed", steps: []step{
			{add: []int{1}, flush: true, script: func(c *fakeChain) { c.loseReceipt = 1 },
				wantErr: errOutage, want: "submitted[1]"},
			{restart: true, want: "confirmed[1]", check: attempts(1)},
		}},
		// A restart after a submission that never left sends it again.
		{name: "restart while submitted, not landed", steps: []step{
			{add: []int{1}, flush: true, script: func(c *fakeChain) { c.failNext("Submit", errOutage) },
				wantErr: errOutage, want: "submitted[1]"},
			{restart: true, want: "confirmed[1]", check: attempts(2)},
		}},
		// A restart during the challenge window neither resubmits nor
		// finalizes early.
		{name: "restart while confirmed", steps: []step{
			{add: []int{1}, flush: true, want: "confirmed[1]"},
			{restart: true, advance: 30 * time.Second, want: "confirmed[1]"},
			{restart: true, advance: 31 * time.Second, want: "finalized[1]"},
		}},
		// Outages and restarts in a row: every job settles exactly once.
		{name: "outages and restarts", steps: []step{
			{add: []int{1, 2, 3, 4}, script: func(c *fakeChain) { c.failNext("Submit", errOutage) },
				wantErr: errOutage, want: "submitted[1 2 3]", pending: 1},
			{restart: true, add: []int{5}, script: func(c *fakeChain) { c.failNext("Lookup", errOutage) },
				wantErr: errOutage, want: "submitted[1 2 3]", pending: 2},
			{restart: true, add: []int{6}, want: "confirmed[1 2 3] confirmed[4 5 6]"},
			{restart: true, advance: window + time.Second, want: "finalized[1 2 3] finalized[4 5 6]"},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := t.Context()
			fc := newFakeChain(t0)
			m := &fakeMetrics{}
			bucket := db.Prefixed(fmt.Sprintf("case%d/", i))
			cfg := settle.Config{MaxBatch: 3, MaxAge: 10 * time.Second, Metrics: m, Logger: quiet(), Now: fc.clock}
			q := settle.New(bucket, fc, cfg)
			fc.queue = q
			added := map[[32]byte]bool{}
			for n, st := range tc.steps {
				fc.advance(st.advance)
				if st.restart {
					q = settle.New(bucket, fc, cfg)
					fc.mu.Lock()
					fc.queue = q
					fc.mu.Unlock()
				}
				for _, j := range st.add {
					e := entry(j)
					if d, ok := st.by[j]; ok {
						e.SettleByMs = fc.clock().Add(d).UnixMilli()
					}
					if err := q.Add(ctx, subnet, e); err != nil {
						t.Fatalf("step %d: add %d: %v", n, j, err)
					}
					added[jobID(j)] = true
				}
				if st.script != nil {
					fc.mu.Lock()
					st.script(fc)
					fc.mu.Unlock()
				}
				m.take() // Add reports nothing; count the step alone
				next, err := q.Step(ctx, st.flush)
				switch {
				case st.wantErr == nil && err != nil:
					t.Errorf("step %d: Step: %v", n, err)
				case st.wantErr != nil && err == nil:
					t.Errorf("step %d: Step succeeded, want %v", n, st.wantErr)
				case st.wantErr != nil && st.wantErr != errAny && !errors.Is(err, st.wantErr):
					t.Errorf("step %d: Step: %v, want it to wrap %v", n, err, st.wantErr)
				}
				if st.alsoErr != nil && !errors.Is(err, st.alsoErr) {
					t.Errorf("step %d: Step: %v, want it to wrap %v too", n, err, st.alsoErr)
				}
				if st.next != 0 && next != st.next {
					t.Errorf("step %d: next = %v, want %v", n, next, st.next)
				}
				if got := m.take(); st.metrics != nil && !slices.Equal(got, st.metrics) && !(len(got) == 0 && len(st.metrics) == 0) {
					t.Errorf("step %d: metrics %q, want %q", n, got, st.metrics)
				}
				bs := checkState(t, ctx, n, q, fc, st, added)
				if st.check != nil && len(bs) > 0 {
					st.check(t, bs)
				}
			}
			if fc.resent != tc.resent {
				t.Errorf("%d submits of a root already on chain, want %d", fc.resent, tc.resent)
			}
		})
	}
}

// errAny stands for an error the row does not pin down.
var errAny = errors.New("any error")

func attempts(n int) func(*testing.T, []settle.Batch) {
	return func(t *testing.T, bs []settle.Batch) {
		t.Helper()
		if got := bs[len(bs)-1].Attempts; got != n {
			t.Errorf("latest batch made %d attempts, want %d", got, n)
		}
	}
}

// checkState compares the queue with the step's expectations and checks
// what must hold after every step: the chain saw no violation, every job
// added is in exactly one place (pending, a live batch, or dropped), and
// the queue and the chain agree on what landed.
func checkState(t *testing.T, ctx context.Context, n int, q *settle.Queue, fc *fakeChain, st step, added map[[32]byte]bool) []settle.Batch {
	t.Helper()
	bs, err := q.Batches(ctx)
	if err != nil {
		t.Fatalf("step %d: Batches: %v", n, err)
	}
	pending, err := q.Pending(ctx)
	if err != nil {
		t.Fatalf("step %d: Pending: %v", n, err)
	}
	dropped, err := q.Dropped(ctx)
	if err != nil {
		t.Fatalf("step %d: Dropped: %v", n, err)
	}
	if got := summary(bs); got != st.want {
		t.Errorf("step %d: batches %q, want %q", n, got, st.want)
	}
	if pending != st.pending {
		t.Errorf("step %d: %d pending, want %d", n, pending, st.pending)
	}
	if len(dropped) != len(st.dropped) {
		t.Errorf("step %d: dropped %v, want %v", n, dropped, st.dropped)
	}
	for j, why := range st.dropped {
		if got, ok := dropped[jobID(j)]; !ok || !strings.Contains(got, why) {
			t.Errorf("step %d: job %d dropped with %q (%v), want a reason with %q", n, j, got, ok, why)
		}
	}

	fc.mu.Lock()
	violations := slices.Clone(fc.violations)
	fc.mu.Unlock()
	for _, v := range violations {
		t.Errorf("step %d: chain saw: %s", n, v)
	}

	// Nothing lost, nothing twice.
	where := map[[32]byte]string{}
	place := func(id [32]byte, at string) {
		if prev, ok := where[id]; ok {
			t.Errorf("step %d: job %d in %s and in %s", n, id[0], prev, at)
		}
		where[id] = at
	}
	var onChain []int
	for _, b := range bs {
		switch b.State {
		case settle.Failed:
			continue
		case settle.Confirmed, settle.Finalized:
			if !fc.landedRoot(b.Root, b.Jobs) {
				t.Errorf("step %d: batch %d is %s but not on chain", n, b.Seq, b.State)
			}
			if fin := fc.finalized(b.ChainID); fin != (b.State == settle.Finalized) {
				t.Errorf("step %d: batch %d is %s, chain says finalized=%v", n, b.Seq, b.State, fin)
			}
			onChain = append(onChain, nums(b.Jobs)...)
		}
		for _, id := range b.Jobs {
			place(id, fmt.Sprintf("batch %d", b.Seq))
		}
	}
	for id := range dropped {
		place(id, "dropped")
	}
	if len(where)+pending != len(added) {
		t.Errorf("step %d: %d jobs in batches or dropped and %d pending, want %d added", n, len(where), pending, len(added))
	}
	for id := range where {
		if !added[id] {
			t.Errorf("step %d: job %d was never added", n, id[0])
		}
	}
	// Every job the queue holds confirmed is settled on chain; the chain
	// may hold more only while their batch is still marked submitted.
	slices.Sort(onChain)
	landed := fc.landedJobs()
	for _, j := range onChain {
		if !slices.Contains(landed, j) {
			t.Errorf("step %d: job %d confirmed but not on chain", n, j)
		}
	}
	for _, j := range landed {
		if !slices.Contains(onChain, j) && !inState(bs, jobID(j), settle.Submitted) && !isDroppedSettledElsewhere(dropped, j) {
			t.Errorf("step %d: job %d on chain but the queue does not know it", n, j)
		}
	}
	return bs
}

func inState(bs []settle.Batch, id [32]byte, s settle.State) bool {
	for _, b := range bs {
		if b.State == s && slices.Contains(b.Jobs, id) {
			return true
		}
	}
	return false
}

// isDroppedSettledElsewhere: the fake marks a job settled by someone else
// in its replay bitmap; the queue rightly dropped it.
func isDroppedSettledElsewhere(dropped map[[32]byte]string, j int) bool {
	return strings.Contains(dropped[jobID(j)], "already settled")
}

// TestAdd checks what Add takes and refuses.
func TestAdd(t *testing.T) {
	db := openDB(t)
	for i, tc := range []struct {
		name    string
		before  []int // jobs added first
		flush   bool  // seal and submit them before the add under test
		add     settle.Entry
		wantErr error // errAny: some error
		pending int   // entries pending afterwards
	}{
		// A claim with a fee is queued.
		{name: "first add", add: entry(1), pending: 1},
		// A claim without a fee has nothing to settle.
		{name: "nil fee", add: settle.Entry{JobID: jobID(1)}, wantErr: errAny},
		// Nor has a zero fee.
		{name: "zero fee", add: settle.Entry{JobID: jobID(1), Fee: new(big.Int)}, wantErr: errAny},
		// A negative fee would be a payment to the client.
		{name: "negative fee", add: settle.Entry{JobID: jobID(1), Fee: big.NewInt(-1)}, wantErr: errAny},
		// The same job twice while pending.
		{name: "duplicate pending", before: []int{1}, add: entry(1), wantErr: settle.ErrDuplicate, pending: 1},
		// The same job again once it is in a batch.
		{name: "duplicate batched", before: []int{1}, flush: true, add: entry(1), wantErr: settle.ErrDuplicate},
		// Another job next to a pending one.
		{name: "second job", before: []int{1}, add: entry(2), pending: 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := t.Context()
			fc := newFakeChain(t0)
			q := settle.New(db.Prefixed(fmt.Sprintf("add%d/", i)), fc, settle.Config{Logger: quiet(), Now: fc.clock})
			for _, j := range tc.before {
				if err := q.Add(ctx, subnet, entry(j)); err != nil {
					t.Fatal(err)
				}
			}
			if tc.flush {
				if _, err := q.Step(ctx, true); err != nil {
					t.Fatal(err)
				}
			}
			err := q.Add(ctx, subnet, tc.add)
			switch {
			case tc.wantErr == nil && err != nil:
				t.Errorf("Add: %v", err)
			case tc.wantErr != nil && err == nil:
				t.Errorf("Add succeeded, want %v", tc.wantErr)
			case tc.wantErr != nil && tc.wantErr != errAny && !errors.Is(err, tc.wantErr):
				t.Errorf("Add: %v, want %v", err, tc.wantErr)
			}
			if n, err := q.Pending(ctx); err != nil || n != tc.pending {
				t.Errorf("Pending = %d, %v; want %d", n, err, tc.pending)
			}
		})
	}
}

// TestSubnets: entries of different subnets never share a batch, and each
// batch is submitted to its own subnet.
func TestSubnets(t *testing.T) {
	ctx := t.Context()
	db := openDB(t)
	fc := newFakeChain(t0)
	q := settle.New(db.Prefixed(store.PrefixLedger), fc, settle.Config{Logger: quiet(), Now: fc.clock})
	fc.queue = q
	for j, sn := range map[int]uint64{1: 1, 2: 2, 3: 1, 4: 2} {
		if err := q.Add(ctx, sn, entry(j)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := q.Step(ctx, true); err != nil {
		t.Fatal(err)
	}
	bs, err := q.Batches(ctx)
	if err != nil {
		t.Fatal(err)
	}
	got := map[uint64]string{}
	for _, b := range bs {
		if b.State != settle.Confirmed {
			t.Errorf("batch %d is %s, want confirmed", b.Seq, b.State)
		}
		got[b.Subnet] = fmt.Sprint(nums(b.Jobs))
	}
	if want := map[uint64]string{1: "[1 3]", 2: "[2 4]"}; !maps.Equal(got, want) {
		t.Errorf("batches by subnet %v, want %v", got, want)
	}
	fc.mu.Lock()
	defer fc.mu.Unlock()
	for _, l := range fc.byID {
		if want := 2 - uint64(l.jobs[0][0]%2); l.subnet != want { // odd jobs are subnet 1's
			t.Errorf("jobs %v landed on subnet %d", nums(l.jobs), l.subnet)
		}
	}
	if len(fc.violations) > 0 {
		t.Errorf("chain saw: %q", fc.violations)
	}
}

// TestReopen closes the badger database under a queue whose submission
// failed and opens it again from disk: the batch is still there, it lands
// once, and nothing else is queued.
func TestReopen(t *testing.T) {
	ctx := t.Context()
	dir := t.TempDir()
	fc := newFakeChain(t0)
	open := func() (*store.DB, *settle.Queue) {
		db, err := store.Open(dir, store.WithLogger(quiet()), store.WithSyncWrites(true))
		if err != nil {
			t.Fatal(err)
		}
		q := settle.New(db.Prefixed(store.PrefixLedger), fc, settle.Config{MaxBatch: 2, Logger: quiet(), Now: fc.clock})
		fc.mu.Lock()
		fc.queue = q
		fc.mu.Unlock()
		return db, q
	}
	db, q := open()
	for _, j := range []int{1, 2, 3} {
		if err := q.Add(ctx, subnet, entry(j)); err != nil {
			t.Fatal(err)
		}
	}
	fc.mu.Lock()
	fc.loseReceipt = 1
	fc.mu.Unlock()
	if _, err := q.Step(ctx, false); !errors.Is(err, errOutage) {
		t.Fatalf("Step = %v, want the lost receipt", err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	db, q = open()
	defer db.Close()
	if _, err := q.Step(ctx, false); err != nil {
		t.Fatal(err)
	}
	bs, err := q.Batches(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := summary(bs), "confirmed[1 2]"; got != want {
		t.Errorf("batches %q, want %q", got, want)
	}
	if n, err := q.Pending(ctx); err != nil || n != 1 {
		t.Errorf("Pending = %d, %v; want 1 (job 3)", n, err)
	}
	fc.mu.Lock()
	defer fc.mu.Unlock()
	if fc.submits != 1 || fc.resent != 0 || len(fc.violations) > 0 {
		t.Errorf("%d submits, %d resent, violations %q; want 1 submit", fc.submits, fc.resent, fc.violations)
	}
}

// TestRun lets Run drive the queue: a full batch is sealed as soon as it
// is added, a submit outage is retried after the backoff, and the batch
// is finalized once the chain's clock passes the window. Run returns when
// its context ends (goleak checks nothing is left behind).
func TestRun(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	db := openDB(t)
	fc := newFakeChain(t0)
	landedC, finalC := make(chan [32]byte, 4), make(chan int64, 4)
	fc.onLand, fc.onFinalize = landedC, finalC
	fc.fail["Submit"] = []error{errOutage}
	q := settle.New(db.Prefixed(store.PrefixLedger), fc, settle.Config{
		MaxBatch: 1, MaxAge: 5 * time.Millisecond, Backoff: time.Millisecond, Logger: quiet(), Now: fc.clock,
	})
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		q.Run(runCtx)
	}()
	defer func() {
		stop()
		<-done
	}()

	if err := q.Add(ctx, subnet, entry(1)); err != nil {
		t.Fatal(err)
	}
	select {
	case root := <-landedC:
		if root != rootOf([]settle.Entry{entry(1)}) {
			t.Errorf("landed root %x, want job 1's", root[:4])
		}
	case <-ctx.Done():
		t.Fatal("batch never landed")
	}
	fc.advance(window + time.Second)
	select {
	case id := <-finalC:
		if id != 1 {
			t.Errorf("finalized batch %d, want 1", id)
		}
	case <-ctx.Done():
		t.Fatal("batch never finalized")
	}
	stop()
	<-done
	fc.mu.Lock()
	defer fc.mu.Unlock()
	if fc.submits != 2 || len(fc.violations) > 0 {
		t.Errorf("%d submits (want 2: the outage and the retry), violations %q", fc.submits, fc.violations)
	}
}

// A client that never tops up costs a bounded number of tries: after
// maxDeferrals (8) deferrals, each wait twice the last up to 10 minutes,
// the job is given up on with the reason, however far its settle-by.
func TestDeferralsBounded(t *testing.T) {
	ctx := t.Context()
	fc := newFakeChain(t0)
	fc.short[1] = "client short of escrow"
	q := settle.New(openDB(t).Prefixed("q/"), fc, settle.Config{MaxBatch: 3, MaxAge: 10 * time.Second, Logger: quiet(), Now: fc.clock})
	e := entry(1)
	e.SettleByMs = t0.Add(7 * 24 * time.Hour).UnixMilli()
	if err := q.Add(ctx, subnet, e); err != nil {
		t.Fatal(err)
	}
	tries := 0
	for range 100 {
		if _, err := q.Step(ctx, false); err != nil {
			t.Fatal(err)
		}
		if d, _ := q.Dropped(ctx); d[jobID(1)] != "" {
			if !strings.Contains(d[jobID(1)], "gave up after 9 tries") {
				t.Fatalf("dropped with %q", d[jobID(1)])
			}
			break
		}
		fc.advance(time.Minute)
	}
	fc.mu.Lock()
	tries = fc.submits
	fc.mu.Unlock()
	if tries != 9 {
		t.Fatalf("%d submissions, want 9 (the first and 8 retries)", tries)
	}
	if n, _ := q.Pending(ctx); n != 0 {
		t.Fatalf("%d pending after giving up", n)
	}
}

// countHandler counts the log records whose message is msg.
type countHandler struct {
	msg string
	n   *atomic.Int64
}

func (h countHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h countHandler) Handle(_ context.Context, r slog.Record) error {
	if r.Message == h.msg {
		h.n.Add(1)
	}
	return nil
}
func (h countHandler) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h countHandler) WithGroup(string) slog.Handler      { return h }

// TestDroppedNotReplayed: a job dropped from settlement is logged once;
// re-claiming it (what a restart does for every done job) is refused with
// ErrDropped, and neither queues nor logs it again.
func TestDroppedNotReplayed(t *testing.T) {
	ctx := t.Context()
	bucket := openDB(t).Prefixed("q/")
	fc := newFakeChain(t0)
	var logged atomic.Int64
	log := slog.New(countHandler{msg: "job dropped from settlement", n: &logged})
	e := entry(1)
	e.SettleByMs = t0.Add(-time.Minute).UnixMilli() // the chain no longer pays it
	for restart := range 3 {
		q := settle.New(bucket, fc, settle.Config{Logger: log, Now: fc.clock})
		err := q.Add(ctx, subnet, e)
		switch {
		case restart == 0 && err != nil:
			t.Fatalf("first add: %v", err)
		case restart > 0 && !errors.Is(err, settle.ErrDropped):
			t.Fatalf("restart %d: Add = %v, want ErrDropped", restart, err)
		}
		if _, err := q.Step(ctx, true); err != nil {
			t.Fatal(err)
		}
		if n, _ := q.Pending(ctx); n != 0 {
			t.Fatalf("restart %d: %d pending", restart, n)
		}
		if d, _ := q.Dropped(ctx); !strings.Contains(d[jobID(1)], "settle-by") {
			t.Fatalf("restart %d: dropped %q", restart, d[jobID(1)])
		}
	}
	if n := logged.Load(); n != 1 {
		t.Errorf("the drop was logged %d times, want once", n)
	}
}

// A done job that can never settle (no valid terms, no fee) is recorded
// once: the miner's restarts claim every done job again, and neither log
// it again nor queue it.
func TestRefusedNotReplayed(t *testing.T) {
	ctx := t.Context()
	bucket := openDB(t).Prefixed("q/")
	fc := newFakeChain(t0)
	var logged atomic.Int64
	log := slog.New(countHandler{msg: "job not settleable: not queued", n: &logged})
	e := entry(1)
	for restart := range 3 {
		q := settle.New(bucket, fc, settle.Config{Logger: log, Now: fc.clock})
		err := q.Refuse(ctx, e, "the stored assignment's terms: bad-terms")
		switch {
		case restart == 0 && err != nil:
			t.Fatalf("first refuse: %v", err)
		case restart > 0 && !errors.Is(err, settle.ErrDropped):
			t.Fatalf("restart %d: Refuse = %v, want ErrDropped", restart, err)
		}
		if err := q.Add(ctx, subnet, e); !errors.Is(err, settle.ErrDropped) {
			t.Fatalf("restart %d: Add after Refuse = %v, want ErrDropped", restart, err)
		}
		if n, _ := q.Pending(ctx); n != 0 {
			t.Fatalf("restart %d: %d pending", restart, n)
		}
		if d, _ := q.Dropped(ctx); !strings.Contains(d[jobID(1)], "bad-terms") {
			t.Fatalf("restart %d: dropped %q", restart, d[jobID(1)])
		}
	}
	if n := logged.Load(); n != 1 {
		t.Errorf("the refusal was logged %d times, want once", n)
	}
	// A queued job is not refused, and a claim without a fee says there is
	// nothing to settle.
	q := settle.New(bucket, fc, settle.Config{Logger: log, Now: fc.clock})
	if err := q.Add(ctx, subnet, entry(2)); err != nil {
		t.Fatal(err)
	}
	if err := q.Refuse(ctx, entry(2), "late"); !errors.Is(err, settle.ErrDuplicate) {
		t.Fatalf("Refuse of a queued job = %v, want ErrDuplicate", err)
	}
	free := entry(3)
	free.Fee = nil
	if err := q.Add(ctx, subnet, free); !errors.Is(err, settle.ErrNothingToSettle) {
		t.Fatalf("Add without a fee = %v, want ErrNothingToSettle", err)
	}
}
