package settle_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/tensora/tensora/settle"
)

// Errors the fake chain scripts. errOutage is what an unreachable node
// gives (the queue must retry); errRevert is a contract revert (Permanent).
var (
	errOutage = errors.New("fake chain: connection refused")
	errRevert = errors.New("fake chain: execution reverted")
)

// window is the fake contract's challenge window.
const window = 60 * time.Second

// landed is a batch the fake contract accepted.
type landed struct {
	id         int64
	subnet     uint64
	block      uint64
	jobs       [][32]byte
	finalAfter time.Time
	finalized  bool
}

// fakeChain is a deterministic in-memory settlement contract: Root hashes
// the job ids in order, Submit lands a batch at once (one block per
// batch), and the clock moves only when the test advances it. It models
// the contract's replay bitmap (a settled job reverts a later batch), and
// records what a real chain would punish or the queue must never do as
// violations. It is safe for concurrent use so Run can drive it too.
type fakeChain struct {
	mu     sync.Mutex
	now    time.Time
	head   uint64
	nextID int64
	byRoot map[[32]byte]*landed
	byID   map[int64]*landed
	// settled is the contract's replay bitmap: jobs already paid for.
	settled map[[32]byte]bool

	// Scripts, set by tests before a Step.
	fail        map[string][]error // the next calls of a method return these in turn (nil: the call works)
	bad         map[byte]bool      // jobs Root can never encode
	refuse      map[byte]string    // jobs that make Submit revert; Triage drops them with this reason
	refuseAll   int                // the next Submits that revert with nobody to blame
	loseReceipt int                // the next Submits that land but report errOutage (a timed-out wait)
	lookupMiss  int                // the next Lookups that miss a landed batch (a lagging node)
	triageAlias bool               // Triage returns its input slice and a nil map when it blames nobody
	short       map[byte]string    // jobs whose client is short of escrow: Submit reverts, Triage defers them

	// What happened.
	submits    int            // Submit calls
	sent       []settle.Entry // the entries of the last Submit
	resent     int            // Submits of a root that had already landed
	violations []string       // things the queue must never do

	// queue is the queue under test, so Submit can check that the batch was
	// committed as submitted before the chain call.
	queue *settle.Queue
	// onLand, if set, is told each landing (for Run, which the test
	// cannot step).
	onLand     chan<- [32]byte
	onFinalize chan<- int64
}

func newFakeChain(now time.Time) *fakeChain {
	return &fakeChain{
		now: now, head: 100, nextID: 1,
		byRoot: map[[32]byte]*landed{}, byID: map[int64]*landed{}, settled: map[[32]byte]bool{},
		fail: map[string][]error{}, bad: map[byte]bool{}, refuse: map[byte]string{}, short: map[byte]string{},
	}
}

// failNext makes the next calls of method fail with errs, in turn.
// Caller holds c.mu (scripts run under it).
func (c *fakeChain) failNext(method string, errs ...error) {
	c.fail[method] = append(c.fail[method], errs...)
}

func (c *fakeChain) pop(method string) error {
	errs := c.fail[method]
	if len(errs) == 0 {
		return nil
	}
	c.fail[method] = errs[1:]
	return errs[0]
}

// clock is the queue's Config.Now: the same clock as the chain's, so the
// test moves both at once.
func (c *fakeChain) clock() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeChain) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

func (c *fakeChain) violate(format string, args ...any) {
	c.violations = append(c.violations, fmt.Sprintf(format, args...))
}

func rootOf(entries []settle.Entry) [32]byte {
	h := sha256.New()
	for _, e := range entries {
		h.Write(e.JobID[:])
	}
	return [32]byte(h.Sum(nil))
}

func (c *fakeChain) Root(entries []settle.Entry) ([32]byte, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, e := range entries {
		if c.bad[e.JobID[0]] {
			return [32]byte{}, fmt.Errorf("job %d: order does not decode", e.JobID[0])
		}
	}
	return rootOf(entries), nil
}

func (c *fakeChain) Lookup(_ context.Context, subnet uint64, root [32]byte, from uint64) (bool, *big.Int, time.Time, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.pop("Lookup"); err != nil {
		return false, nil, time.Time{}, err
	}
	l, ok := c.byRoot[root]
	if !ok || l.subnet != subnet || l.block < from {
		return false, nil, time.Time{}, nil
	}
	if c.lookupMiss > 0 {
		c.lookupMiss--
		return false, nil, time.Time{}, nil
	}
	return true, big.NewInt(l.id), l.finalAfter, nil
}

func (c *fakeChain) Head(context.Context) (uint64, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.pop("Head"); err != nil {
		return 0, err
	}
	return c.head, nil
}

func (c *fakeChain) Submit(ctx context.Context, subnet uint64, entries []settle.Entry) (*big.Int, time.Time, string, uint64, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.submits++
	c.sent = slices.Clone(entries)
	root := rootOf(entries)
	c.checkCommitted(ctx, root)
	if err := c.pop("Submit"); err != nil {
		return nil, time.Time{}, "", 0, err // nothing sent
	}
	if _, ok := c.byRoot[root]; ok {
		c.resent++
		return nil, time.Time{}, "", 0, fmt.Errorf("%w: batch root exists", errRevert)
	}
	for _, e := range entries {
		if c.settled[e.JobID] {
			return nil, time.Time{}, "", 0, fmt.Errorf("%w: job %d settled", errRevert, e.JobID[0])
		}
		if why, ok := c.refuse[e.JobID[0]]; ok {
			return nil, time.Time{}, "", 0, fmt.Errorf("%w: job %d: %s", errRevert, e.JobID[0], why)
		}
		if why, ok := c.short[e.JobID[0]]; ok {
			return nil, time.Time{}, "", 0, fmt.Errorf("%w: job %d: %s", errRevert, e.JobID[0], why)
		}
		if e.SettleByMs > 0 && c.now.UnixMilli() > e.SettleByMs {
			return nil, time.Time{}, "", 0, fmt.Errorf("%w: job %d: AssignmentExpired", errRevert, e.JobID[0])
		}
	}
	if c.refuseAll > 0 {
		c.refuseAll--
		return nil, time.Time{}, "", 0, fmt.Errorf("%w: escrow estimate raced a top-up", errRevert)
	}
	c.head++
	l := &landed{id: c.nextID, subnet: subnet, block: c.head, finalAfter: c.now.Add(window)}
	c.nextID++
	for _, e := range entries {
		l.jobs = append(l.jobs, e.JobID)
		c.settled[e.JobID] = true
	}
	c.byRoot[root], c.byID[l.id] = l, l
	if c.onLand != nil {
		c.onLand <- root
	}
	if c.loseReceipt > 0 {
		c.loseReceipt--
		return nil, time.Time{}, "", 0, fmt.Errorf("wait for receipt: %w", errOutage)
	}
	return big.NewInt(l.id), l.finalAfter, fmt.Sprintf("0x%04x", l.id), 50_000 * uint64(len(entries)), nil
}

// checkCommitted records a violation unless the queue stored the batch
// with this root as submitted before calling Submit (so a crash during
// the call cannot lose track of it). Caller holds c.mu.
func (c *fakeChain) checkCommitted(ctx context.Context, root [32]byte) {
	if c.queue == nil {
		return
	}
	bs, err := c.queue.Batches(ctx)
	if err != nil {
		c.violate("submit: read batches: %v", err)
		return
	}
	// A batch refused before may have held the same jobs, so the same
	// root: one of them must be the submitted one.
	for _, b := range bs {
		if b.Root == root && b.State == settle.Submitted {
			return
		}
	}
	c.violate("submit of root %x that no batch stored as submitted has", root[:4])
}

func (c *fakeChain) Finalize(_ context.Context, id *big.Int) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.pop("Finalize"); err != nil {
		return err
	}
	l, ok := c.byID[id.Int64()]
	if !ok {
		c.violate("finalize of unknown batch %s", id)
		return fmt.Errorf("%w: no batch %s", errRevert, id)
	}
	if !c.now.After(l.finalAfter) {
		c.violate("finalize of batch %s inside its challenge window", id)
		return fmt.Errorf("%w: challenge window running", errRevert)
	}
	l.finalized = true
	if c.onFinalize != nil {
		c.onFinalize <- l.id
	}
	return nil
}

func (c *fakeChain) Permanent(err error) bool { return errors.Is(err, errRevert) }

func (c *fakeChain) Now(context.Context) (time.Time, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.pop("Now"); err != nil {
		return time.Time{}, err
	}
	return c.now, nil
}

func (c *fakeChain) Triage(_ context.Context, entries []settle.Entry) (settle.Verdict, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.pop("Triage"); err != nil {
		return settle.Verdict{}, err
	}
	v := settle.Verdict{Later: map[[32]byte]string{}, Dropped: map[[32]byte]string{}}
	for _, e := range entries {
		if why, ok := c.refuse[e.JobID[0]]; ok {
			v.Dropped[e.JobID] = why
			continue
		}
		if c.settled[e.JobID] {
			v.Dropped[e.JobID] = "already settled"
			continue
		}
		if e.SettleByMs > 0 && c.now.UnixMilli() > e.SettleByMs {
			v.Dropped[e.JobID] = "settle-by passed"
			continue
		}
		if why, ok := c.short[e.JobID[0]]; ok {
			v.Later[e.JobID] = why
			continue
		}
		v.Keep = append(v.Keep, e)
	}
	if c.triageAlias && len(v.Dropped) == 0 && len(v.Later) == 0 {
		// What a terse implementation returns when it blames nobody.
		return settle.Verdict{Keep: entries}, nil
	}
	return v, nil
}

// landedJobs lists the jobs the contract settled, by job number.
func (c *fakeChain) landedJobs() []int {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []int
	for id := range c.settled {
		out = append(out, int(id[0]))
	}
	slices.Sort(out)
	return out
}

// finalized reports whether the contract finalized batch id.
func (c *fakeChain) finalized(id string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, l := range c.byID {
		if fmt.Sprint(l.id) == id {
			return l.finalized
		}
	}
	return false
}

// landedRoot reports whether a batch with this root and these jobs is on
// chain.
func (c *fakeChain) landedRoot(root [32]byte, jobs [][32]byte) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	l, ok := c.byRoot[root]
	return ok && slices.EqualFunc(l.jobs, jobs, func(a, b [32]byte) bool { return bytes.Equal(a[:], b[:]) })
}

// fakeMetrics records what the queue reports, as short strings.
type fakeMetrics struct {
	mu     sync.Mutex
	events []string
}

func (m *fakeMetrics) add(s string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.events = append(m.events, s)
}

func (m *fakeMetrics) BatchState(s settle.State, jobs int) { m.add(fmt.Sprintf("%s:%d", s, jobs)) }
func (m *fakeMetrics) SubmitError(permanent bool) {
	m.add(map[bool]string{true: "refused", false: "submit-error"}[permanent])
}
func (m *fakeMetrics) Gas(gas uint64)   { m.add(fmt.Sprintf("gas:%d", gas)) }
func (m *fakeMetrics) Dropped(jobs int) { m.add(fmt.Sprintf("dropped:%d", jobs)) }

func (m *fakeMetrics) take() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := m.events
	m.events = nil
	return out
}
