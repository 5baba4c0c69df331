package store

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// ErrBadEvent is returned by Record for an unknown kind or a weight that is
// negative, NaN or infinite.
var ErrBadEvent = errors.New("store: bad reputation event")

// EventKind is what happened that says something about a peer.
type EventKind uint8

// Event kinds. Their evidence weights are in doc.go and EventKind.Evidence.
const (
	_                 EventKind = iota
	Success                     // a job was delivered
	Failure                     // the peer reported an error or returned nothing usable
	Timeout                     // an assigned job was not delivered in time
	VerdictAgree                // a validator re-executed the job and matched the result
	VerdictDisagree             // a validator re-executed the job and did not match
	Challenged                  // a challenge against the peer's result was upheld
	ChallengeRejected           // a challenge against the peer's result was rejected
	numEventKinds
)

var eventNames = [...]string{
	Success:           "success",
	Failure:           "failure",
	Timeout:           "timeout",
	VerdictAgree:      "verdict-agree",
	VerdictDisagree:   "verdict-disagree",
	Challenged:        "challenged",
	ChallengeRejected: "challenge-rejected",
}

func (k EventKind) String() string {
	if k == 0 || k >= numEventKinds {
		return fmt.Sprintf("EventKind(%d)", uint8(k))
	}
	return eventNames[k]
}

// evidence per kind: {good, bad} added by one event of weight 1.
var eventEvidence = [...][2]float64{
	Success:           {1, 0},
	Failure:           {0, 1},
	Timeout:           {0, 1},
	VerdictAgree:      {2, 0},
	VerdictDisagree:   {0, 4},
	Challenged:        {0, 10},
	ChallengeRejected: {1, 0},
}

// Evidence returns the good and bad evidence one event of this kind with
// weight 1 adds. ok is false for an unknown kind.
func (k EventKind) Evidence() (good, bad float64, ok bool) {
	if k == 0 || k >= numEventKinds {
		return 0, 0, false
	}
	e := eventEvidence[k]
	return e[0], e[1], true
}

// Event is one observation about a peer.
type Event struct {
	Kind EventKind
	// Weight scales the kind's evidence; 0 means 1.
	Weight float64
	// At is when it happened; zero means now (by the ledger's clock). Times
	// after now are treated as now.
	At time.Time
}

// ReputationParams shape the score; see doc.go for the formula.
type ReputationParams struct {
	// Prior is the score of a peer with no evidence, in (0,1]; 0 means
	// DefaultReputationParams.Prior. A prior of exactly 0 would shut new
	// peers out of a reputation-weighted draw forever, so it is not allowed.
	Prior float64
	// PriorWeight is how many observations the prior counts as; 0 means
	// DefaultReputationParams.PriorWeight.
	PriorWeight float64
	// HalfLife is how long evidence takes to lose half its weight; 0 means
	// DefaultReputationParams.HalfLife.
	HalfLife time.Duration
}

// DefaultReputationParams fills whatever a caller leaves zero.
var DefaultReputationParams = ReputationParams{Prior: 0.5, PriorWeight: 2, HalfLife: 24 * time.Hour}

func (p ReputationParams) withDefaults() ReputationParams {
	if p.Prior == 0 {
		p.Prior = DefaultReputationParams.Prior
	}
	if p.PriorWeight == 0 {
		p.PriorWeight = DefaultReputationParams.PriorWeight
	}
	if p.HalfLife == 0 {
		p.HalfLife = DefaultReputationParams.HalfLife
	}
	return p
}

func (p ReputationParams) validate() error {
	if !(p.Prior > 0 && p.Prior <= 1) {
		return fmt.Errorf("store: reputation prior %v not in (0,1]", p.Prior)
	}
	if !(p.PriorWeight > 0) || math.IsInf(p.PriorWeight, 0) {
		return fmt.Errorf("store: reputation prior weight %v not positive and finite", p.PriorWeight)
	}
	if p.HalfLife <= 0 {
		return fmt.Errorf("store: reputation half-life %v not positive", p.HalfLife)
	}
	return nil
}

// Evidence is the decayed good and bad evidence about one peer, valid at At.
// It is a plain value so the scoring is a pure function tests can drive.
type Evidence struct {
	Good, Bad float64
	At        time.Time
}

// DecayTo returns e as seen at t: each half-life between e.At and t halves
// both sides. Evidence is never inflated, so t before e.At changes nothing.
func (e Evidence) DecayTo(t time.Time, halfLife time.Duration) Evidence {
	if !t.After(e.At) {
		return e
	}
	f := decay(t.Sub(e.At), halfLife)
	return Evidence{Good: e.Good * f, Bad: e.Bad * f, At: t}
}

// Add returns e with ev folded in. An event older than e.At is decayed to
// e.At first, so events may be recorded out of order. ev.At must be set and
// ev must be valid (see Record).
func (e Evidence) Add(ev Event, halfLife time.Duration) Evidence {
	good, bad, _ := ev.Kind.Evidence()
	w := ev.Weight
	if w == 0 {
		w = 1
	}
	if e.At.IsZero() {
		return Evidence{Good: good * w, Bad: bad * w, At: ev.At}
	}
	if ev.At.After(e.At) {
		e = e.DecayTo(ev.At, halfLife)
	} else {
		w *= decay(e.At.Sub(ev.At), halfLife)
	}
	e.Good += good * w
	e.Bad += bad * w
	return e
}

func decay(d, halfLife time.Duration) float64 {
	return math.Exp2(-float64(d) / float64(halfLife))
}

// Score is the reputation e implies at time t under p (defaults applied for
// zero fields): (good + prior·k) / (good + bad + k) after decay, in [0,1].
func Score(e Evidence, p ReputationParams, t time.Time) float64 {
	p = p.withDefaults()
	e = e.DecayTo(t, p.HalfLife)
	s := (e.Good + p.Prior*p.PriorWeight) / (e.Good + e.Bad + p.PriorWeight)
	return math.Min(1, math.Max(0, s))
}

type repConfig struct {
	now func() time.Time
	log *slog.Logger
}

// ReputationOption configures NewReputation.
type ReputationOption func(*repConfig) error

// WithClock sets the clock events default to and scores are evaluated at.
func WithClock(now func() time.Time) ReputationOption {
	return func(c *repConfig) error {
		if now == nil {
			return errors.New("store: nil clock")
		}
		c.now = now
		return nil
	}
}

// WithReputationLogger sets the logger (default: the DB's).
func WithReputationLogger(l *slog.Logger) ReputationOption {
	return func(c *repConfig) error {
		if l == nil {
			return errors.New("store: nil logger")
		}
		c.log = l
		return nil
	}
}

// Reputation is the node's local ledger of what it has seen peers do. Every
// address's evidence is cached in memory, so Reputation is cheap enough to
// call for every bid; Record writes through to badger before updating the
// cache. Safe for concurrent use.
type Reputation struct {
	b   *Bucket
	p   ReputationParams
	now func() time.Time
	log *slog.Logger

	mu sync.RWMutex
	ev map[common.Address]Evidence
	// recent is, per address, its evidence before each record made in
	// the last RecentWindow (by this ledger's clock), oldest first: what
	// ReputationAsOf reads.
	recent map[common.Address][]change
	// recentAt is when each of those records was made, oldest first,
	// trimmed to RecentWindow: what RecentChanges reads without walking
	// every address the ledger ever recorded.
	recentAt []time.Time
}

// change is one record: when this ledger made it, and the evidence it
// replaced.
type change struct {
	at     time.Time
	before Evidence
}

// RecentWindow is how far back ReputationAsOf can look. Peers learn of
// the same events tens or hundreds of milliseconds apart, so a peer that
// recomputes another's reputation-weighted draw may need the view it had
// a moment before (see node's recompute); two seconds covers that with
// room. At most maxRecent records per address are remembered.
const (
	RecentWindow = 2 * time.Second
	maxRecent    = 64
)

// NewReputation loads the ledger stored in db under PrefixReputation.
func NewReputation(db *DB, p ReputationParams, opts ...ReputationOption) (*Reputation, error) {
	c := repConfig{now: time.Now, log: db.log}
	for _, o := range opts {
		if err := o(&c); err != nil {
			return nil, err
		}
	}
	p = p.withDefaults()
	if err := p.validate(); err != nil {
		return nil, err
	}
	r := &Reputation{
		b:      db.Prefixed(PrefixReputation),
		p:      p,
		now:    c.now,
		log:    c.log,
		ev:     make(map[common.Address]Evidence),
		recent: make(map[common.Address][]change),
	}
	err := r.b.ForEach(context.Background(), func(k, v []byte) error {
		if len(k) != common.AddressLength {
			r.log.Warn("skipping malformed reputation key", "key", fmt.Sprintf("%x", k))
			return nil
		}
		e, err := decodeEvidence(v)
		if err != nil {
			r.log.Warn("skipping malformed reputation record", "addr", common.BytesToAddress(k), "err", err)
			return nil
		}
		r.ev[common.BytesToAddress(k)] = e
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: load reputation: %w", err)
	}
	return r, nil
}

// Params returns the parameters in force, defaults applied.
func (r *Reputation) Params() ReputationParams { return r.p }

// Record folds ev into addr's evidence and persists it.
func (r *Reputation) Record(ctx context.Context, addr common.Address, ev Event) error {
	if _, _, ok := ev.Kind.Evidence(); !ok {
		return fmt.Errorf("%w: kind %v", ErrBadEvent, ev.Kind)
	}
	if ev.Weight < 0 || math.IsNaN(ev.Weight) || math.IsInf(ev.Weight, 0) {
		return fmt.Errorf("%w: weight %v", ErrBadEvent, ev.Weight)
	}
	now := r.now()
	if ev.At.IsZero() || ev.At.After(now) {
		ev.At = now
	}

	// Held across the write so the cache and disk see records in one order.
	r.mu.Lock()
	defer r.mu.Unlock()
	next := r.ev[addr].Add(ev, r.p.HalfLife)
	if err := r.b.Set(ctx, addr.Bytes(), encodeEvidence(next)); err != nil {
		return fmt.Errorf("store: record %v for %s: %w", ev.Kind, addr, err)
	}
	prev := r.ev[addr]
	r.ev[addr] = next
	r.remember(addr, change{at: now, before: prev})
	return nil
}

// remember appends c to addr's recent records, dropping those older than
// RecentWindow and any beyond maxRecent. r.mu is held.
func (r *Reputation) remember(addr common.Address, c change) {
	h := r.recent[addr]
	cut := 0
	for cut < len(h) && (c.at.Sub(h[cut].at) > RecentWindow || len(h)-cut >= maxRecent) {
		cut++
	}
	h = append(h[cut:], c)
	r.recent[addr] = h
	cut = 0
	for cut < len(r.recentAt) && c.at.Sub(r.recentAt[cut]) > RecentWindow {
		cut++
	}
	// In time order: two records' clocks are read before the lock, so
	// the later one can come first.
	at := r.recentAt[cut:]
	i, _ := slices.BinarySearchFunc(at, c.at, time.Time.Compare)
	r.recentAt = slices.Insert(at, i, c.at)
}

// Reputation returns addr's score in [0,1] now; the prior for an unknown
// address.
func (r *Reputation) Reputation(addr common.Address) float64 {
	r.mu.RLock()
	e := r.ev[addr]
	r.mu.RUnlock()
	return Score(e, r.p, r.now())
}

// ReputationAsOf returns addr's score as this ledger held it at t: records
// made after t are left out. Records older than RecentWindow are
// forgotten, so for a t further back than that the result is the score
// before the oldest record remembered. t after now is now.
func (r *Reputation) ReputationAsOf(addr common.Address, t time.Time) float64 {
	now := r.now()
	if t.After(now) {
		t = now
	}
	r.mu.RLock()
	e := r.ev[addr]
	for _, c := range r.recent[addr] {
		if c.at.After(t) {
			e = c.before
			break
		}
	}
	r.mu.RUnlock()
	return Score(e, r.p, t)
}

// RecentChanges returns the times, after since and within RecentWindow
// of now, at which this ledger recorded an event about anyone, ascending
// and without repeats.
func (r *Reputation) RecentChanges(since time.Time) []time.Time {
	if lim := r.now().Add(-RecentWindow); since.Before(lim) {
		since = lim
	}
	r.mu.RLock()
	i, _ := slices.BinarySearchFunc(r.recentAt, since, func(t, since time.Time) int {
		if t.After(since) {
			return 1
		}
		return -1
	})
	out := slices.Clone(r.recentAt[i:])
	r.mu.RUnlock()
	return slices.CompactFunc(out, time.Time.Equal)
}

// Evidence returns addr's raw evidence decayed to now, for display and
// debugging.
func (r *Reputation) Evidence(addr common.Address) Evidence {
	r.mu.RLock()
	e := r.ev[addr]
	r.mu.RUnlock()
	now := r.now()
	if e.At.IsZero() {
		return Evidence{At: now}
	}
	return e.DecayTo(now, r.p.HalfLife)
}

// Snapshot returns the current score of every address with evidence.
func (r *Reputation) Snapshot() map[common.Address]float64 {
	now := r.now()
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make(map[common.Address]float64, len(r.ev))
	for a, e := range r.ev {
		out[a] = Score(e, r.p, now)
	}
	return out
}

// Record encoding: version byte, then big-endian good and bad as IEEE-754
// bits and At as Unix nanoseconds.
const evidenceV1, evidenceLen = 1, 1 + 8 + 8 + 8

func encodeEvidence(e Evidence) []byte {
	b := make([]byte, evidenceLen)
	b[0] = evidenceV1
	binary.BigEndian.PutUint64(b[1:], math.Float64bits(e.Good))
	binary.BigEndian.PutUint64(b[9:], math.Float64bits(e.Bad))
	binary.BigEndian.PutUint64(b[17:], uint64(e.At.UnixNano()))
	return b
}

func decodeEvidence(b []byte) (Evidence, error) {
	if len(b) != evidenceLen || b[0] != evidenceV1 {
		return Evidence{}, fmt.Errorf("bad record: %d bytes, version %d", len(b), firstByte(b))
	}
	e := Evidence{
		Good: math.Float64frombits(binary.BigEndian.Uint64(b[1:])),
		Bad:  math.Float64frombits(binary.BigEndian.Uint64(b[9:])),
		At:   time.Unix(0, int64(binary.BigEndian.Uint64(b[17:]))),
	}
	if !(e.Good >= 0) || !(e.Bad >= 0) || math.IsInf(e.Good, 0) || math.IsInf(e.Bad, 0) {
		return Evidence{}, fmt.Errorf("bad record: good %v bad %v", e.Good, e.Bad)
	}
	return e, nil
}

func firstByte(b []byte) int {
	if len(b) == 0 {
		return -1
	}
	return int(b[0])
}
