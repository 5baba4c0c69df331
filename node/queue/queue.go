package queue

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/tensora/tensora/store"
)

// State is where a job is in its life.
type State string

// Job states. Done and Failed are terminal.
const (
	Queued   State = "queued"
	Fetching State = "fetching" // the job's model and input
	// Pulling is a container job's image pull: a phase of its own, with
	// its own timeout, never counted against the run's.
	Pulling State = "pulling"
	Running State = "running"
	// Collecting is a container job's /out being gathered as its output.
	Collecting State = "collecting"
	Done       State = "done"
	Failed     State = "failed"
)

// Terminal reports whether no further transition is possible.
func (s State) Terminal() bool { return s == Done || s == Failed }

var legal = map[State][]State{
	Queued:     {Fetching, Failed},
	Fetching:   {Pulling, Running, Queued, Failed},
	Pulling:    {Running, Queued, Failed},
	Running:    {Collecting, Done, Queued, Failed},
	Collecting: {Done, Queued, Failed},
}

// ran reports whether the engine has seen a job in this state.
func (s State) ran() bool { return s == Running || s == Collecting }

// Errors.
var (
	ErrExists     = errors.New("job already in the queue")
	ErrNotFound   = errors.New("job not in the queue")
	ErrTransition = errors.New("illegal job state transition")
	ErrClosed     = errors.New("queue closed")
)

// Step is one recorded transition.
type Step struct {
	State State     `json:"state"`
	At    time.Time `json:"at"`
	Note  string    `json:"note,omitempty"`
}

// Job is one queued job with everything needed to run it and to answer the
// client after a restart.
type Job struct {
	ID       [32]byte  `json:"-"`
	IDHex    string    `json:"id"`
	Subnet   uint64    `json:"subnet"`
	Round    uint32    `json:"round"`
	Order    []byte    `json:"order"`      // encoded, signed JobOrder
	Assign   []byte    `json:"assignment"` // encoded, signed Assignment
	Deadline time.Time `json:"deadline"`

	State    State `json:"state"`
	Attempts int   `json:"attempts"` // times the job entered fetching
	// Runs is how many times the job entered running: handed to the
	// engine. A job found running at start was running when the process
	// died; one that did so on its last allowed run is not run again
	// (Options.MaxRuns), since it may be what kills the process.
	Runs  int    `json:"runs,omitempty"`
	Error string `json:"error,omitempty"`
	// Result is the encoded, signed Result message once the job is done or
	// failed; Published is set after it went out on the results topic.
	Result    []byte `json:"result,omitempty"`
	Published bool   `json:"published"`
	OutputCID string `json:"output_cid,omitempty"`
	// Fee is what a per-token job (LLM) charges, decimal wei, from its
	// output; empty for jobs that settle at their assigned price.
	Fee string `json:"fee,omitempty"`

	History []Step `json:"history"`
}

// Updated is the time of the last transition.
func (j *Job) Updated() time.Time {
	if len(j.History) == 0 {
		return time.Time{}
	}
	return j.History[len(j.History)-1].At
}

// Options tune a queue.
type Options struct {
	// MaxAttempts bounds how often a job is (re)started; a job interrupted
	// by a restart after its last attempt fails. Default 3.
	MaxAttempts int
	// MaxRuns bounds how often a job is handed to the engine across
	// restarts: a job found running at start whose Runs reached it fails
	// instead of running again, so a model that crashes the process
	// crashes it at most MaxRuns times, not at every start. Default 2.
	MaxRuns int
	// Now is the clock (tests); default time.Now.
	Now func() time.Time
	// OnMove, if set, is told of every state a job enters, after it is
	// stored. It runs under the queue's lock and must not block or call
	// back into the queue.
	OnMove func(id [32]byte, to State, note string)
}

// Queue is a durable job queue in one store bucket. It is safe for
// concurrent use.
type Queue struct {
	b    *store.Bucket
	opts Options

	mu      sync.Mutex
	ready   []([32]byte)  // queued job ids, FIFO
	skipped []string      // records Open could not decode
	wake    chan struct{} // capacity 1: "ready may be non-empty"
	done    chan struct{}
	closed  bool
}

// Recovered says what Open did with a job it found mid-flight.
type Recovered struct {
	Job  Job
	From State
}

// Open loads the queue from b, recovering jobs a crash left mid-state:
// fetching or running jobs go back to queued while attempts and deadline
// allow, and fail with an explicit error otherwise. It returns those jobs
// so the caller can log them and tell clients about failures.
func Open(ctx context.Context, b *store.Bucket, opts Options) (*Queue, []Recovered, error) {
	if opts.MaxAttempts <= 0 {
		opts.MaxAttempts = 3
	}
	if opts.MaxRuns <= 0 {
		opts.MaxRuns = 2
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	q := &Queue{b: b, opts: opts, wake: make(chan struct{}, 1), done: make(chan struct{})}
	var jobs []Job
	err := b.ForEach(ctx, func(key, val []byte) error {
		j, err := decode(val)
		if err != nil {
			// One unreadable record must not keep the miner from starting:
			// it is counted (Skipped) and left in place for inspection.
			q.skipped = append(q.skipped, fmt.Sprintf("%x: %v", key, err))
			return nil
		}
		jobs = append(jobs, j)
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("open queue: %w", err)
	}
	slices.SortFunc(jobs, func(a, b Job) int { return a.History[0].At.Compare(b.History[0].At) })
	var rec []Recovered
	now := opts.Now()
	for _, j := range jobs {
		switch j.State {
		case Queued:
			q.ready = append(q.ready, j.ID)
		case Fetching, Pulling, Running, Collecting:
			from := j.State
			crashed := from.ran() && j.Runs >= opts.MaxRuns
			if crashed || j.Attempts >= opts.MaxAttempts || (!j.Deadline.IsZero() && now.After(j.Deadline)) {
				j.State, j.Error = Failed, fmt.Sprintf("miner restarted while %s (attempt %d of %d)", from, j.Attempts, opts.MaxAttempts)
				switch {
				case crashed:
					j.Error = fmt.Sprintf("the miner stopped while running this job %d times (the job may crash the engine): not run again", j.Runs)
				case !j.Deadline.IsZero() && now.After(j.Deadline):
					j.Error = fmt.Sprintf("miner restarted while %s and the deadline has passed", from)
				}
			} else {
				j.State = Queued
				q.ready = append(q.ready, j.ID)
			}
			j.History = append(j.History, Step{State: j.State, At: now, Note: "recovered after restart from " + string(from)})
			if err := q.put(ctx, &j); err != nil {
				return nil, nil, fmt.Errorf("recover job %x: %w", j.ID[:4], err)
			}
			rec = append(rec, Recovered{Job: j, From: from})
		}
	}
	q.signal()
	return q, rec, nil
}

func decode(val []byte) (Job, error) {
	var j Job
	if err := json.Unmarshal(val, &j); err != nil {
		return Job{}, fmt.Errorf("decode job: %w", err)
	}
	id, err := hex.DecodeString(j.IDHex)
	if err != nil || len(id) != 32 || len(j.History) == 0 {
		return Job{}, fmt.Errorf("decode job %q: bad id or empty history", j.IDHex)
	}
	copy(j.ID[:], id)
	return j, nil
}

func (q *Queue) put(ctx context.Context, j *Job) error {
	j.IDHex = hex.EncodeToString(j.ID[:])
	val, err := json.Marshal(j)
	if err != nil {
		return fmt.Errorf("encode job: %w", err)
	}
	return q.b.Set(ctx, j.ID[:], val)
}

// Enqueue adds a job in state queued. A job id already present (in any
// state) is refused with ErrExists, so a replayed assignment runs nothing.
func (q *Queue) Enqueue(ctx context.Context, j Job) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return ErrClosed
	}
	if _, err := q.b.Get(ctx, j.ID[:]); err == nil {
		return fmt.Errorf("%w: %x", ErrExists, j.ID[:4])
	} else if !errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("enqueue: %w", err)
	}
	j.State, j.Attempts, j.Error = Queued, 0, ""
	j.History = []Step{{State: Queued, At: q.opts.Now()}}
	if err := q.put(ctx, &j); err != nil {
		return fmt.Errorf("enqueue: %w", err)
	}
	if q.opts.OnMove != nil {
		q.opts.OnMove(j.ID, Queued, "")
	}
	q.ready = append(q.ready, j.ID)
	q.signal()
	return nil
}

// signal wakes one Claim if jobs are ready; callers hold q.mu (or own q).
func (q *Queue) signal() {
	if len(q.ready) == 0 {
		return
	}
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// Claim blocks until a queued job is available, moves it to fetching
// (counting an attempt) and returns it. It returns ctx.Err() or ErrClosed.
func (q *Queue) Claim(ctx context.Context) (Job, error) {
	for {
		q.mu.Lock()
		if q.closed {
			q.mu.Unlock()
			return Job{}, ErrClosed
		}
		for len(q.ready) > 0 {
			id := q.ready[0]
			q.ready = q.ready[1:]
			j, err := q.transitionLocked(ctx, id, Queued, Fetching, "", func(j *Job) { j.Attempts++ })
			if errors.Is(err, ErrTransition) || errors.Is(err, ErrNotFound) {
				continue // failed or removed meanwhile
			}
			q.signal()
			q.mu.Unlock()
			return j, err
		}
		q.mu.Unlock()
		select {
		case <-ctx.Done():
			return Job{}, ctx.Err()
		case <-q.done:
			return Job{}, ErrClosed
		case <-q.wake:
		}
	}
}

// Move records a transition from one state to another, applying mutate to
// the stored job first (set Result, Error, OutputCID...). It fails with
// ErrTransition when the job is not in state from or the move is illegal.
func (q *Queue) Move(ctx context.Context, id [32]byte, from, to State, note string, mutate func(*Job)) (Job, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	j, err := q.transitionLocked(ctx, id, from, to, note, mutate)
	if err == nil && to == Queued {
		q.ready = append(q.ready, id)
		q.signal()
	}
	return j, err
}

func (q *Queue) transitionLocked(ctx context.Context, id [32]byte, from, to State, note string, mutate func(*Job)) (Job, error) {
	if !slices.Contains(legal[from], to) {
		return Job{}, fmt.Errorf("%w: %s → %s", ErrTransition, from, to)
	}
	j, err := q.get(ctx, id)
	if err != nil {
		return Job{}, err
	}
	if j.State != from {
		return Job{}, fmt.Errorf("%w: job %x is %s, not %s", ErrTransition, id[:4], j.State, from)
	}
	if mutate != nil {
		mutate(&j)
	}
	if to == Running {
		j.Runs++ // stored before the engine sees the job
	}
	j.State = to
	j.History = append(j.History, Step{State: to, At: q.opts.Now(), Note: note})
	if err := q.put(ctx, &j); err != nil {
		return Job{}, fmt.Errorf("move job %x to %s: %w", id[:4], to, err)
	}
	if q.opts.OnMove != nil {
		q.opts.OnMove(id, to, note)
	}
	return j, nil
}

// MarkPublished records that a terminal job's Result went out.
func (q *Queue) MarkPublished(ctx context.Context, id [32]byte) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	j, err := q.get(ctx, id)
	if err != nil {
		return err
	}
	if !j.State.Terminal() {
		return fmt.Errorf("%w: job %x is %s, not terminal", ErrTransition, id[:4], j.State)
	}
	j.Published = true
	return q.put(ctx, &j)
}

// Get returns one job.
func (q *Queue) Get(ctx context.Context, id [32]byte) (Job, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.get(ctx, id)
}

func (q *Queue) get(ctx context.Context, id [32]byte) (Job, error) {
	val, err := q.b.Get(ctx, id[:])
	if errors.Is(err, store.ErrNotFound) {
		return Job{}, fmt.Errorf("%w: %x", ErrNotFound, id[:4])
	}
	if err != nil {
		return Job{}, err
	}
	return decode(val)
}

// Skipped lists the records Open found unreadable and left alone.
func (q *Queue) Skipped() []string {
	q.mu.Lock()
	defer q.mu.Unlock()
	return slices.Clone(q.skipped)
}

// List returns the jobs in the given states (all when none), oldest
// first. Unreadable records are left out (see Skipped).
func (q *Queue) List(ctx context.Context, states ...State) ([]Job, error) {
	var out []Job
	err := q.b.ForEach(ctx, func(_, val []byte) error {
		j, err := decode(val)
		if err != nil {
			return nil
		}
		if len(states) == 0 || slices.Contains(states, j.State) {
			out = append(out, j)
		}
		return nil
	})
	slices.SortFunc(out, func(a, b Job) int { return a.History[0].At.Compare(b.History[0].At) })
	return out, err
}

// Depth is the number of jobs waiting to be claimed.
func (q *Queue) Depth() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.ready)
}

// Prune deletes terminal, published jobs last updated before cutoff and
// returns how many it removed.
func (q *Queue) Prune(ctx context.Context, cutoff time.Time) (int, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	var drop [][]byte
	err := q.b.ForEach(ctx, func(key, val []byte) error {
		j, err := decode(val)
		if err != nil {
			return nil
		}
		if j.State.Terminal() && j.Published && j.Updated().Before(cutoff) {
			drop = append(drop, slices.Clone(key))
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	for _, k := range drop {
		if err := q.b.Delete(ctx, k); err != nil {
			return 0, err
		}
	}
	return len(drop), nil
}

// Close wakes blocked Claim calls with ErrClosed. Stored jobs stay.
func (q *Queue) Close() {
	q.mu.Lock()
	defer q.mu.Unlock()
	if !q.closed {
		q.closed = true
		close(q.done)
	}
}
