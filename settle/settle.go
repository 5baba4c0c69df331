package settle

import (
	"cmp"
	"context"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

// Entry is one job's claim to settle: the signed JobOrder, the client's
// signed Assignment of the job to this miner and the miner's Result
// (encoded envelopes), and the fee the miner charges.
type Entry struct {
	JobID  [32]byte `json:"job_id"`
	Order  []byte   `json:"order"`
	Result []byte   `json:"result"`
	// Assignment is the encoded, signed Assignment carrying the settlement
	// terms (price, settle-by, the client's settlement signature) the
	// contract checks for the leaf.
	Assignment []byte   `json:"assignment,omitempty"`
	Fee        *big.Int `json:"fee"`
	Added      int64    `json:"added_ms"`
	// SettleByMs is the assignment's settle-by (unix ms; 0 unknown): the
	// chain refuses the leaf after it, so the queue seals before it and
	// drops the job once it has passed. Add fills it from Assignment.
	SettleByMs int64 `json:"settle_by_ms,omitempty"`
	// Refusals counts batches the chain refused with this job in them,
	// for no reason Triage could pin on a job.
	Refusals int `json:"refusals,omitempty"`
	// Deferrals counts batches refused while this job could settle only
	// later (Triage's Later: its client short of escrow, or the leaf that
	// took its job not readable yet); NotBefore is when the job may be
	// batched again (unix ms).
	Deferrals int   `json:"deferrals,omitempty"`
	NotBefore int64 `json:"not_before_ms,omitempty"`
}

// maxRefusals is how often a job may be in a refused batch before the
// queue gives up on it.
const maxRefusals = 3

// maxDeferrals is how often a job whose client was short of escrow is
// tried again (each wait twice the last, from MaxAge up to deferCap)
// before the queue gives up on it; it is given up sooner if its settle-by
// would pass first.
const (
	maxDeferrals = 8
	deferCap     = 10 * time.Minute
)

// State of a batch.
type State string

// Batch states.
const (
	Open      State = "open"
	Sealed    State = "sealed"    // root fixed, not known on chain yet
	Submitted State = "submitted" // transaction sent
	Confirmed State = "confirmed" // on chain, challenge window running
	Finalized State = "finalized"
	Failed    State = "failed" // the chain refused it for good (see Error)
)

// Batch is a set of entries settled in one transaction.
type Batch struct {
	Seq        uint64     `json:"seq"`
	Subnet     uint64     `json:"subnet"`
	State      State      `json:"state"`
	Jobs       [][32]byte `json:"jobs"`
	Root       [32]byte   `json:"root"`
	Tx         string     `json:"tx,omitempty"`
	FromBlock  uint64     `json:"from_block"`               // the chain's head when sealed: Lookup searches from here
	ChainID    string     `json:"chain_batch_id,omitempty"` // the contract's batch id
	FinalAfter int64      `json:"final_after,omitempty"`    // unix seconds
	Gas        uint64     `json:"gas,omitempty"`
	Error      string     `json:"error,omitempty"`
	Created    int64      `json:"created_ms"`
	Attempts   int        `json:"attempts"`
	// Reverts counts submissions that reverted in a way the contracts'
	// errors do not name (Chain.Undecoded); RevertData is the last one's
	// data (hex, "" when it carried none) and RetryAt when the batch may
	// be sent again (unix ms).
	Reverts    int    `json:"reverts,omitempty"`
	RevertData string `json:"revert_data,omitempty"`
	RetryAt    int64  `json:"retry_at_ms,omitempty"`
}

// maxUndecoded is how many undecodable reverts a batch gets before it is
// failed (and triaged like any refused batch); the waits between them
// double from Config.Backoff, at most a minute.
const maxUndecoded = 5

// Chain is what the queue needs of the settlement contract.
type Chain interface {
	// Root is the batch root the contract will compute for these entries.
	Root(entries []Entry) ([32]byte, error)
	// Lookup finds a batch by root on chain: its id and when it may be
	// finalized, or found=false.
	// Only blocks from `from` on need be searched.
	Lookup(ctx context.Context, subnet uint64, root [32]byte, from uint64) (found bool, id *big.Int, finalAfter time.Time, err error)
	// Head is the latest block number.
	Head(ctx context.Context) (uint64, error)
	// Submit sends the batch and waits for its receipt.
	Submit(ctx context.Context, subnet uint64, entries []Entry) (id *big.Int, finalAfter time.Time, tx string, gas uint64, err error)
	// Finalize pays out a batch whose window has passed; finalizing one
	// already finalized is not an error.
	Finalize(ctx context.Context, id *big.Int) error
	// Permanent reports whether a Submit error will never go away (a
	// revert: bad signature, job settled before...), as opposed to an
	// unreachable chain.
	Permanent(err error) bool
	// Undecoded reports whether a Submit error is a revert that names no
	// contract error (out of gas, a node's bare "execution reverted"),
	// with its revert data where it carried any: neither plainly the
	// chain's fault nor plainly the batch's, so the queue retries it a
	// few times, then fails the batch with the data. It is checked before
	// Permanent.
	Undecoded(err error) (data []byte, ok bool)
	// PendingParams reads the change scheduled for a subnet's parameters
	// (SubnetRegistry.pendingParams), nil when none is; the parameters in
	// force need be read only when one is, so the usual batch costs one
	// call.
	PendingParams(ctx context.Context, subnet uint64) (*ParamChange, error)
	// Now is the chain's clock (block time).
	Now(ctx context.Context) (time.Time, error)
	// Triage sorts a refused batch's entries into those that can settle
	// now, those that may settle later (a client short of escrow, who may
	// top up) and those that never will (settled by someone else, past
	// their settle-by), with the reason for each of the latter two.
	Triage(ctx context.Context, entries []Entry) (Verdict, error)
}

// Verdict is Triage's sorting of a refused batch's entries.
type Verdict struct {
	// Keep can settle now: re-batched at once.
	Keep []Entry
	// Later may settle later, by job id with the reason: retried after a
	// growing wait, at most maxDeferrals times and never past settle-by.
	Later map[[32]byte]string
	// Dropped will never settle, by job id with the reason.
	Dropped map[[32]byte]string
}

// Config tunes the queue.
type Config struct {
	MaxBatch int           // entries per batch (default 100)
	MaxAge   time.Duration // seal a batch this long after its first entry (default 10s)
	// SettleMargin seals a batch early, whatever its size and age, once
	// one of its jobs' settle-by is this close: the batch must be mined
	// before the earliest settle-by of its leaves, and a submission may be
	// retried through chain errors meanwhile. Default max(10 min, 2×MaxAge).
	SettleMargin time.Duration
	Backoff      time.Duration // first retry delay after a chain error (default 1s, doubling to 1m)
	// History is how many finalized or failed batches are kept, newest
	// first, for Batches to show (default 1000). A batch that ends is
	// pruned at once to a record without its entries (the orders,
	// results and assignments), and beyond History the record goes too,
	// so the queue's scans grow with the work in flight, not with
	// settled history.
	History int
	Metrics Metrics // nil: none
	Logger  *slog.Logger
	Now     func() time.Time
}

// Queue is the durable settlement queue.
type Queue struct {
	cfg   Config
	b     *store.Bucket
	chain Chain
	log   *slog.Logger

	mu   sync.Mutex // guards the pending entries
	step sync.Mutex // one Step at a time: Run's and a caller's flush never race on chain
	wake chan struct{}

	visited atomic.Int64 // records the scans read (a test's measure of their cost)
}

// Keys: e/<job id> → Entry (pending, not in a batch yet);
// b/<seq 8 bytes> → Batch in flight (sealed, submitted, confirmed) and
// b/<seq><job id> → its entries; h/<seq> → Batch that ended (finalized
// or failed), without entries, the newest History of them; hn → how many
// h/ records there are; j/<job id> → seq of the batch that took the job
// (kept, 8 bytes a job, so a job is never queued twice); d/<job id> →
// a dropped job with the reason; seq → last batch seq.
var (
	keyEntry    = []byte("e/")
	keyBatch    = []byte("b/")
	keyHistory  = []byte("h/")
	keyHistoryN = []byte("hn")
	keyJob      = []byte("j/")
	keySeq      = []byte("seq")
	keyDropped  = []byte("d/")
)

// scan calls fn for every record under prefix p, counting the visits.
func (q *Queue) scan(tx *store.Txn, p []byte, fn func(k, v []byte) error) error {
	return tx.ForEachPrefix(p, func(k, v []byte) error {
		q.visited.Add(1)
		return fn(k, v)
	})
}

// New opens the queue on bucket b (use store.PrefixLedger, sync writes).
func New(b *store.Bucket, chain Chain, cfg Config) *Queue {
	if cfg.MaxBatch <= 0 {
		cfg.MaxBatch = 100
	}
	if cfg.MaxAge <= 0 {
		cfg.MaxAge = 10 * time.Second
	}
	if cfg.SettleMargin <= 0 {
		cfg.SettleMargin = max(10*time.Minute, 2*cfg.MaxAge)
	}
	if cfg.Backoff <= 0 {
		cfg.Backoff = time.Second
	}
	if cfg.History <= 0 {
		cfg.History = 1000
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Metrics == nil {
		cfg.Metrics = nopMetrics{}
	}
	return &Queue{cfg: cfg, b: b, chain: chain, log: cfg.Logger.With("component", "settle"), wake: make(chan struct{}, 1)}
}

// ErrDuplicate: the job is already queued or settled.
var ErrDuplicate = errors.New("job already in the settlement queue")

// ErrDropped: the job was dropped from settlement earlier (Dropped says
// why) and is not queued again, so a restart that re-claims every done job
// neither retries nor logs it again.
var ErrDropped = errors.New("job was dropped from settlement earlier")

// ErrNothingToSettle: a job whose claim carries no fee (none, or an
// assignment at price 0): there is nothing to settle, now or later.
var ErrNothingToSettle = errors.New("nothing to settle")

// Refuse records a done job that can never be settled (its stored terms
// do not hold, it has no fee) as dropped, with why: logged once, listed by
// Dropped, and refused by Add and Refuse with ErrDropped from then on, so
// a restart that claims every done job again says nothing more about it.
// A job already queued or settled is left alone (ErrDuplicate).
func (q *Queue) Refuse(ctx context.Context, e Entry, why string) error {
	v, err := json.Marshal(dropped{Entry: e, Why: why})
	if err != nil {
		return err
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	err = q.b.Update(ctx, func(tx *store.Txn) error {
		if _, err := tx.Get(cat(keyDropped, e.JobID[:])); err == nil {
			return ErrDropped
		}
		if _, err := tx.Get(cat(keyEntry, e.JobID[:])); err == nil {
			return ErrDuplicate
		}
		if _, err := tx.Get(cat(keyJob, e.JobID[:])); err == nil {
			return ErrDuplicate
		}
		return tx.Set(cat(keyDropped, e.JobID[:]), v)
	})
	if err != nil {
		return fmt.Errorf("settle: refuse %x: %w", e.JobID[:4], err)
	}
	q.log.Warn("job not settleable: not queued", "job", fmt.Sprintf("%x", e.JobID[:4]), "why", why)
	q.cfg.Metrics.Dropped(1)
	return nil
}

// Add queues a job's claim. Adding a job twice is refused. The fee is
// capped at the assignment's price (the most its client agreed to pay this
// miner), and SettleByMs is taken from the assignment.
func (q *Queue) Add(ctx context.Context, subnet uint64, e Entry) error {
	if e.Fee == nil || e.Fee.Sign() <= 0 {
		return fmt.Errorf("settle: job %x has no fee: %w", e.JobID[:4], ErrNothingToSettle)
	}
	if a, err := assignmentOf(e); err == nil {
		if price := types.AmountOf(a.GetPrice()); e.Fee.Cmp(price) > 0 {
			e.Fee = price
		}
		if e.SettleByMs == 0 {
			e.SettleByMs = a.GetSettleByMs()
		}
	}
	if e.Fee.Sign() <= 0 {
		return fmt.Errorf("settle: job %x was assigned at price 0: %w", e.JobID[:4], ErrNothingToSettle)
	}
	e.Added = q.cfg.Now().UnixMilli()
	q.mu.Lock()
	defer q.mu.Unlock()
	err := q.b.Update(ctx, func(tx *store.Txn) error {
		if _, err := tx.Get(cat(keyEntry, e.JobID[:])); err == nil {
			return ErrDuplicate
		}
		if _, err := tx.Get(cat(keyJob, e.JobID[:])); err == nil {
			return ErrDuplicate
		}
		if _, err := tx.Get(cat(keyDropped, e.JobID[:])); err == nil {
			return ErrDropped
		}
		v, err := json.Marshal(pending{Subnet: subnet, Entry: e})
		if err != nil {
			return err
		}
		return tx.Set(cat(keyEntry, e.JobID[:]), v)
	})
	if err != nil {
		return fmt.Errorf("settle: add %x: %w", e.JobID[:4], err)
	}
	q.poke()
	return nil
}

type pending struct {
	Subnet uint64 `json:"subnet"`
	Entry  Entry  `json:"entry"`
}

func (q *Queue) poke() {
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

func cat(a, b []byte) []byte { return append(slices.Clone(a), b...) }

func seqKey(seq uint64) []byte { return binary.BigEndian.AppendUint64(slices.Clone(keyBatch), seq) }

// Run drives the queue until ctx ends: seals due batches, submits,
// confirms and finalizes, retrying chain errors with backoff.
func (q *Queue) Run(ctx context.Context) {
	backoff := q.cfg.Backoff
	t := time.NewTimer(0)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-q.wake:
		case <-t.C:
		}
		next, err := q.Step(ctx, false)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			q.log.Warn("settlement step failed; retrying", "err", err, "in", backoff)
			next = backoff
			backoff = min(2*backoff, time.Minute)
		} else {
			backoff = q.cfg.Backoff
		}
		if !t.Stop() {
			select {
			case <-t.C:
			default:
			}
		}
		t.Reset(next)
	}
}

// Step does all work that is due now and returns when to look again.
// flush seals open entries regardless of MaxBatch and MaxAge.
func (q *Queue) Step(ctx context.Context, flush bool) (time.Duration, error) {
	q.step.Lock()
	defer q.step.Unlock()
	next := q.cfg.MaxAge
	var errs []error
	if err := q.seal(ctx, flush); err != nil {
		errs = append(errs, err) // batches already sealed still move on
	}
	batches, err := q.inFlight(ctx)
	if err != nil {
		return next, errors.Join(append(errs, err)...)
	}
	for _, b := range batches {
		wait, err := q.advance(ctx, b)
		if err != nil {
			errs = append(errs, fmt.Errorf("batch %d: %w", b.Seq, err))
			continue
		}
		if wait > 0 && wait < next {
			next = wait
		}
	}
	return next, errors.Join(errs...)
}

// assignmentOf decodes an entry's assignment.
func assignmentOf(e Entry) (*types.Assignment, error) {
	if len(e.Assignment) == 0 {
		return nil, errors.New("no assignment")
	}
	_, m, err := types.Decode(e.Assignment)
	if err != nil {
		return nil, err
	}
	a, ok := m.(*types.Assignment)
	if !ok {
		return nil, fmt.Errorf("a %s, not an assignment", m.Kind())
	}
	return a, nil
}

// expired reports whether e's settle-by has passed at now (unix ms): the
// contract refuses the leaf from then on.
func expired(e Entry, now int64) bool { return e.SettleByMs > 0 && now > e.SettleByMs }

// seal moves pending entries into new sealed batches, per subnet, when
// enough have gathered, the oldest is old enough, or one's settle-by is
// within SettleMargin. A job whose settle-by has passed is dropped; one
// deferred (NotBefore) waits unless flushing.
func (q *Queue) seal(ctx context.Context, flush bool) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	bySubnet := map[uint64][]Entry{}
	err := q.b.View(ctx, func(tx *store.Txn) error {
		return q.scan(tx, keyEntry, func(k, v []byte) error {
			var p pending
			if err := json.Unmarshal(v, &p); err != nil {
				return fmt.Errorf("pending entry %x: %w", k, err)
			}
			bySubnet[p.Subnet] = append(bySubnet[p.Subnet], p.Entry)
			return nil
		})
	})
	if err != nil {
		return err
	}
	now := q.cfg.Now().UnixMilli()
	margin := q.cfg.SettleMargin.Milliseconds()
	for subnet, all := range bySubnet {
		var es []Entry
		for _, e := range all {
			switch {
			case expired(e, now):
				why := fmt.Sprintf("settle-by %s passed before the job was batched: the chain no longer pays it",
					time.UnixMilli(e.SettleByMs).UTC().Format(time.RFC3339))
				if err := q.drop(ctx, e, why); err != nil {
					return err
				}
			case flush || e.NotBefore <= now:
				es = append(es, e)
			}
		}
		slices.SortFunc(es, func(a, b Entry) int { return int(a.Added - b.Added) })
		for len(es) > 0 {
			n := min(len(es), q.cfg.MaxBatch)
			urgent := slices.ContainsFunc(es[:n], func(e Entry) bool { return e.SettleByMs > 0 && e.SettleByMs-now <= margin })
			due := flush || urgent || len(es) >= q.cfg.MaxBatch || now-es[0].Added >= q.cfg.MaxAge.Milliseconds()
			if !due {
				break
			}
			if err := q.sealOne(ctx, subnet, es[:n]); err != nil {
				return err
			}
			es = es[n:]
		}
	}
	return nil
}

func (q *Queue) sealOne(ctx context.Context, subnet uint64, es []Entry) error {
	root, err := q.chain.Root(es)
	if err != nil {
		// Some entry can never be encoded (an order the contract would
		// refuse whatever the chain state): find it alone, drop it with
		// its reason, and batch the rest, so one bad job blocks nothing.
		var good []Entry
		for _, e := range es {
			if _, err := q.chain.Root([]Entry{e}); err != nil {
				if derr := q.drop(ctx, e, err.Error()); derr != nil {
					return derr
				}
				continue
			}
			good = append(good, e)
		}
		if len(good) == 0 || len(good) == len(es) {
			return fmt.Errorf("batch root: %w", err)
		}
		return q.sealOne(ctx, subnet, good)
	}
	head, err := q.chain.Head(ctx)
	if err != nil {
		return fmt.Errorf("chain head: %w", err)
	}
	err = q.b.Update(ctx, func(tx *store.Txn) error {
		var seq uint64
		if v, err := tx.Get(keySeq); err == nil && len(v) == 8 {
			seq = binary.BigEndian.Uint64(v)
		}
		seq++
		b := Batch{Seq: seq, Subnet: subnet, State: Sealed, Root: root, Created: q.cfg.Now().UnixMilli(), FromBlock: head}
		for _, e := range es {
			b.Jobs = append(b.Jobs, e.JobID)
			ev, err := json.Marshal(e)
			if err != nil {
				return err
			}
			// The entry moves from pending to the batch in one commit.
			if err := tx.Delete(cat(keyEntry, e.JobID[:])); err != nil {
				return err
			}
			if err := tx.Set(cat(keyJob, e.JobID[:]), binary.BigEndian.AppendUint64(nil, seq)); err != nil {
				return err
			}
			if err := tx.Set(cat(cat(keyBatch, binary.BigEndian.AppendUint64(nil, seq)), e.JobID[:]), ev); err != nil {
				return err
			}
		}
		bv, err := json.Marshal(b)
		if err != nil {
			return err
		}
		if err := tx.Set(seqKey(seq), bv); err != nil {
			return err
		}
		return tx.Set(keySeq, binary.BigEndian.AppendUint64(nil, seq))
	})
	if err == nil {
		q.cfg.Metrics.BatchState(Sealed, len(es))
	}
	return err
}

// Batches lists the batches in flight and the newest Config.History
// that ended (finalized or failed, without their entries), oldest first.
func (q *Queue) Batches(ctx context.Context) ([]Batch, error) {
	var out []Batch
	err := q.b.View(ctx, func(tx *store.Txn) error {
		if err := q.scanBatches(tx, keyHistory, &out); err != nil {
			return err
		}
		return q.scanBatches(tx, keyBatch, &out)
	})
	slices.SortFunc(out, func(a, b Batch) int { return cmp.Compare(a.Seq, b.Seq) })
	return out, err
}

// inFlight lists the batches not yet finalized or failed, oldest first:
// what Step works on.
func (q *Queue) inFlight(ctx context.Context) ([]Batch, error) {
	var out []Batch
	err := q.b.View(ctx, func(tx *store.Txn) error { return q.scanBatches(tx, keyBatch, &out) })
	return out, err
}

// scanBatches appends the batch records under prefix p (b/ or h/) to out.
func (q *Queue) scanBatches(tx *store.Txn, p []byte, out *[]Batch) error {
	return q.scan(tx, p, func(k, v []byte) error {
		if len(k) != len(p)+8 {
			return nil // entries of a batch have longer keys
		}
		var b Batch
		if err := json.Unmarshal(v, &b); err != nil {
			return fmt.Errorf("batch %x: %w", k, err)
		}
		*out = append(*out, b)
		return nil
	})
}

// Pending is the number of entries not in a batch yet.
func (q *Queue) Pending(ctx context.Context) (int, error) {
	n := 0
	err := q.b.View(ctx, func(tx *store.Txn) error {
		return q.scan(tx, keyEntry, func(_, _ []byte) error {
			n++
			return nil
		})
	})
	return n, err
}

func (q *Queue) entries(ctx context.Context, seq uint64) ([]Entry, error) {
	prefix := cat(keyBatch, binary.BigEndian.AppendUint64(nil, seq))
	var out []Entry
	err := q.b.View(ctx, func(tx *store.Txn) error {
		return q.scan(tx, prefix, func(k, v []byte) error {
			if len(k) == len(prefix) {
				return nil
			}
			var e Entry
			if err := json.Unmarshal(v, &e); err != nil {
				return err
			}
			out = append(out, e)
			return nil
		})
	})
	// Keep the sealed order: the root depends on it.
	order := map[[32]byte]int{}
	b, err2 := q.batch(ctx, seq)
	if err2 != nil {
		return nil, err2
	}
	for i, id := range b.Jobs {
		order[id] = i
	}
	slices.SortFunc(out, func(a, b Entry) int { return order[a.JobID] - order[b.JobID] })
	return out, err
}

func (q *Queue) batch(ctx context.Context, seq uint64) (Batch, error) {
	v, err := q.b.Get(ctx, seqKey(seq))
	if err != nil {
		return Batch{}, err
	}
	var b Batch
	return b, json.Unmarshal(v, &b)
}

func (q *Queue) put(ctx context.Context, b Batch) error {
	v, err := json.Marshal(b)
	if err != nil {
		return err
	}
	return q.b.Set(ctx, seqKey(b.Seq), v)
}

// drop removes a pending entry that can never settle, keeping it under
// d/ with the reason (Dropped lists them). Caller holds q.mu.
func (q *Queue) drop(ctx context.Context, e Entry, why string) error {
	q.log.Error("job dropped from settlement", "job", fmt.Sprintf("%x", e.JobID[:4]), "why", why)
	q.cfg.Metrics.Dropped(1)
	v, err := json.Marshal(dropped{Entry: e, Why: why})
	if err != nil {
		return err
	}
	return q.b.Update(ctx, func(tx *store.Txn) error {
		if err := tx.Delete(cat(keyEntry, e.JobID[:])); err != nil {
			return err
		}
		return tx.Set(cat(keyDropped, e.JobID[:]), v)
	})
}

type dropped struct {
	Entry Entry  `json:"entry"`
	Why   string `json:"why"`
}

// Dropped lists jobs the queue gave up on, with the reason.
func (q *Queue) Dropped(ctx context.Context) (map[[32]byte]string, error) {
	out := map[[32]byte]string{}
	err := q.b.View(ctx, func(tx *store.Txn) error {
		return q.scan(tx, keyDropped, func(_, v []byte) error {
			var d dropped
			if err := json.Unmarshal(v, &d); err != nil {
				return err
			}
			out[d.Entry.JobID] = d.Why
			return nil
		})
	})
	return out, err
}

// refused handles a batch the chain will never take as it is: the entries
// that can still settle go back to pending (a new batch, a new root), those
// of a client short of escrow go back to wait a while (tried a bounded
// number of times, never past their settle-by), the others are dropped with
// their reason, and the batch is marked failed. One bad leaf (a job another
// miner settled, a client short of escrow, a settle-by passed) so costs only
// itself.
func (q *Queue) refused(ctx context.Context, b Batch, es []Entry, cause error) error {
	v, err := q.chain.Triage(ctx, es)
	if err != nil {
		return fmt.Errorf("triage refused batch: %w (refusal: %w)", err, cause)
	}
	now := q.cfg.Now().UnixMilli()
	gone := map[[32]byte]string{}
	for id, why := range v.Dropped {
		gone[id] = why
	}
	var keep []Entry
	if len(v.Later) == 0 && len(v.Dropped) == 0 {
		// Nothing to blame (a top-up raced the estimate, a subnet
		// parameter...): try the jobs again in a new batch, and give up
		// on a job only after it was refused maxRefusals times. Triage
		// may hand back es itself when it blames nobody, so build keep
		// afresh: reusing its array would overwrite es, which the drop
		// records below are read from.
		keep = make([]Entry, 0, len(es))
		for _, e := range es {
			e.Refusals++
			if e.Refusals >= maxRefusals {
				gone[e.JobID] = fmt.Sprintf("refused %d times: %v", e.Refusals, cause)
				continue
			}
			keep = append(keep, e)
		}
	} else {
		keep = slices.Clone(v.Keep)
		for _, e := range es {
			why, ok := v.Later[e.JobID]
			if !ok {
				continue
			}
			e.Deferrals++
			wait := min(q.cfg.MaxAge<<(e.Deferrals-1), deferCap)
			e.NotBefore = now + wait.Milliseconds()
			switch {
			case e.Deferrals > maxDeferrals:
				gone[e.JobID] = fmt.Sprintf("%s; gave up after %d tries", why, e.Deferrals)
			case e.SettleByMs > 0 && e.NotBefore >= e.SettleByMs:
				gone[e.JobID] = fmt.Sprintf("%s; its settle-by passes before another try", why)
			default:
				q.log.Warn("job deferred", "job", fmt.Sprintf("%x", e.JobID[:4]), "try", e.Deferrals, "retry_in", wait, "why", why)
				keep = append(keep, e)
			}
		}
	}
	// A job whose settle-by has passed can never settle: drop it rather
	// than re-queue it.
	keep = slices.DeleteFunc(keep, func(e Entry) bool {
		if expired(e, now) {
			gone[e.JobID] = fmt.Sprintf("settle-by %s passed: the chain no longer pays it", time.UnixMilli(e.SettleByMs).UTC().Format(time.RFC3339))
			return true
		}
		return false
	})
	q.mu.Lock()
	defer q.mu.Unlock()
	b.State, b.Error = Failed, cause.Error()
	for id, why := range gone {
		for _, e := range es {
			if e.JobID == id {
				v, _ := json.Marshal(dropped{Entry: e, Why: why})
				if err := q.b.Set(ctx, cat(keyDropped, id[:]), v); err != nil {
					return err
				}
			}
		}
	}
	err = q.b.Update(ctx, func(tx *store.Txn) error {
		for _, e := range keep {
			v, err := json.Marshal(pending{Subnet: b.Subnet, Entry: e})
			if err != nil {
				return err
			}
			if err := tx.Delete(cat(keyJob, e.JobID[:])); err != nil {
				return err
			}
			if err := tx.Set(cat(keyEntry, e.JobID[:]), v); err != nil {
				return err
			}
		}
		return q.retire(tx, b)
	})
	if err != nil {
		return err
	}
	q.cfg.Metrics.BatchState(Failed, len(b.Jobs))
	q.cfg.Metrics.Dropped(len(gone))
	for id, why := range gone {
		q.log.Error("job dropped from settlement", "job", fmt.Sprintf("%x", id[:4]), "batch", b.Seq, "why", why)
	}
	q.log.Warn("batch refused by the chain; settleable jobs re-queued", "batch", b.Seq, "requeued", len(keep), "dropped", len(gone), "err", cause)
	q.poke()
	return nil
}

// undecoded handles a submission that reverted with no error the
// contracts name: the batch waits (Backoff, doubling, at most a minute)
// and is sent again, up to maxUndecoded times; then it is failed with the
// revert data in its record and an ERROR log, and refused sorts its
// entries (back to pending, or dropped with the reason). It returns how
// long until the batch may be sent again.
func (q *Queue) undecoded(ctx context.Context, b Batch, es []Entry, cause error, data []byte) (time.Duration, error) {
	b.Reverts++
	b.RevertData = "0x" + hex.EncodeToString(data)
	b.Error = fmt.Sprintf("revert %d of %d names no contract error (data %s): %v", b.Reverts, maxUndecoded, b.RevertData, cause)
	if b.Reverts >= maxUndecoded {
		q.log.Error("batch failed: its submission kept reverting with no error the contracts name",
			"batch", b.Seq, "jobs", len(b.Jobs), "reverts", b.Reverts, "revert_data", b.RevertData, "err", cause)
		b.RetryAt = 0
		return 0, q.refused(ctx, b, es, fmt.Errorf("%d reverts naming no contract error, the last with data %s: %w", b.Reverts, b.RevertData, cause))
	}
	wait := min(q.cfg.Backoff<<(b.Reverts-1), time.Minute)
	b.RetryAt = q.cfg.Now().Add(wait).UnixMilli()
	if err := q.put(ctx, b); err != nil {
		return 0, err
	}
	q.log.Warn("batch submission reverted with no error the contracts name; retrying",
		"batch", b.Seq, "revert", b.Reverts, "of", maxUndecoded, "revert_data", b.RevertData, "in", wait, "err", cause)
	return wait, nil
}

// advance moves one batch as far as it can go now; it returns how long
// until it can move again (0: nothing to wait for).
func (q *Queue) advance(ctx context.Context, b Batch) (time.Duration, error) {
	switch b.State {
	case Sealed, Submitted:
		if wait := b.RetryAt - q.cfg.Now().UnixMilli(); wait > 0 {
			return time.Duration(wait) * time.Millisecond, nil // backing off an undecodable revert
		}
		// Idempotent by root: a batch whose submission landed before a
		// crash (or whose receipt we never saw) is found, not resent.
		found, id, finalAfter, err := q.chain.Lookup(ctx, b.Subnet, b.Root, b.FromBlock)
		if err != nil {
			return 0, fmt.Errorf("look up root: %w", err)
		}
		if !found {
			es, err := q.entries(ctx, b.Seq)
			if err != nil {
				return 0, err
			}
			if b.Attempts == 0 {
				q.warnParamChange(ctx, b)
			}
			b.Attempts++
			b.State = Submitted
			if err := q.put(ctx, b); err != nil { // committed before the chain call
				return 0, err
			}
			q.cfg.Metrics.BatchState(Submitted, len(b.Jobs))
			var tx string
			var gas uint64
			id, finalAfter, tx, gas, err = q.chain.Submit(ctx, b.Subnet, es)
			if err != nil {
				data, undecoded := q.chain.Undecoded(err)
				q.cfg.Metrics.SubmitError(!undecoded && q.chain.Permanent(err))
				if undecoded {
					// Our own earlier landing may be the cause here too.
					if found, id2, fa, lerr := q.chain.Lookup(ctx, b.Subnet, b.Root, b.FromBlock); lerr == nil && found {
						id, finalAfter, err = id2, fa, nil
					} else {
						return q.undecoded(ctx, b, es, err, data)
					}
				} else if q.chain.Permanent(err) {
					// Our own earlier submission of this root (a timed-out
					// wait before a restart) may be what makes this one
					// revert: look once more before blaming jobs.
					if found, id2, fa, lerr := q.chain.Lookup(ctx, b.Subnet, b.Root, b.FromBlock); lerr == nil && found {
						id, finalAfter, err = id2, fa, nil
					} else {
						return 0, q.refused(ctx, b, es, err)
					}
				} else {
					return 0, fmt.Errorf("submit: %w", err)
				}
			}
			b.Tx, b.Gas = tx, gas
			if gas > 0 {
				q.cfg.Metrics.Gas(gas)
			}
		}
		b.State, b.ChainID, b.FinalAfter = Confirmed, id.String(), finalAfter.Unix()
		if err := q.put(ctx, b); err != nil {
			return 0, err
		}
		q.cfg.Metrics.BatchState(Confirmed, len(b.Jobs))
		q.log.Info("batch on chain", "batch", b.Seq, "chain_id", b.ChainID, "jobs", len(b.Jobs), "gas", b.Gas)
		fallthrough
	case Confirmed:
		now, err := q.chain.Now(ctx)
		if err != nil {
			return 0, err
		}
		if now.Unix() <= b.FinalAfter {
			return time.Duration(b.FinalAfter-now.Unix()+1) * time.Second, nil
		}
		id, ok := new(big.Int).SetString(b.ChainID, 10)
		if !ok {
			return 0, fmt.Errorf("stored chain batch id %q", b.ChainID)
		}
		if err := q.chain.Finalize(ctx, id); err != nil {
			return 0, fmt.Errorf("finalize: %w", err)
		}
		b.State = Finalized
		q.log.Info("batch finalized", "batch", b.Seq, "chain_id", b.ChainID, "jobs", len(b.Jobs))
		if err := q.b.Update(ctx, func(tx *store.Txn) error { return q.retire(tx, b) }); err != nil {
			return 0, err
		}
		q.cfg.Metrics.BatchState(Finalized, len(b.Jobs))
		return 0, nil
	case Finalized, Failed:
		// Ended under a version that kept every batch in flight: prune it
		// now.
		return 0, q.b.Update(ctx, func(tx *store.Txn) error { return q.retire(tx, b) })
	}
	return 0, nil
}

// errStop ends a scan early.
var errStop = errors.New("stop")

// retire moves a batch that ended (finalized or failed) out of the
// batches in flight, in tx: its entries are deleted (the job ids stay in
// the record and under j/; a failed batch's entries were re-queued or
// recorded as dropped first), its record kept under h/, and the oldest
// records beyond Config.History deleted.
func (q *Queue) retire(tx *store.Txn, b Batch) error {
	for _, id := range b.Jobs {
		if err := tx.Delete(cat(seqKey(b.Seq), id[:])); err != nil {
			return err
		}
	}
	if err := tx.Delete(seqKey(b.Seq)); err != nil {
		return err
	}
	bv, err := json.Marshal(b)
	if err != nil {
		return err
	}
	hk := binary.BigEndian.AppendUint64(slices.Clone(keyHistory), b.Seq)
	n := uint64(0)
	if v, err := tx.Get(keyHistoryN); err == nil && len(v) == 8 {
		n = binary.BigEndian.Uint64(v)
	} else if err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	if _, err := tx.Get(hk); errors.Is(err, store.ErrNotFound) {
		n++
	}
	if err := tx.Set(hk, bv); err != nil {
		return err
	}
	if over := int(n) - q.cfg.History; over > 0 {
		var old [][]byte
		err := q.scan(tx, keyHistory, func(k, _ []byte) error {
			old = append(old, slices.Clone(k))
			if len(old) == over {
				return errStop
			}
			return nil
		})
		if err != nil && !errors.Is(err, errStop) {
			return err
		}
		for _, k := range old {
			if err := tx.Delete(k); err != nil {
				return err
			}
		}
		n -= uint64(len(old))
	}
	return tx.Set(keyHistoryN, binary.BigEndian.AppendUint64(nil, n))
}
