package p2p

import (
	"sync"
	"time"
)

// seenCache remembers message ids until they expire. Entries only need to
// outlive the freshness window: anything older is refused as stale anyway,
// so freshness plus this cache together stop replays for good.
type seenCache struct {
	mu      sync.Mutex
	ttl     time.Duration
	max     int
	entries map[[32]byte]time.Time
	lastGC  time.Time
}

func newSeenCache(ttl time.Duration, max int) *seenCache {
	return &seenCache{ttl: ttl, max: max, entries: make(map[[32]byte]time.Time)}
}

// add records id and reports whether it was new.
func (c *seenCache) add(id [32]byte, now time.Time) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if exp, ok := c.entries[id]; ok && now.Before(exp) {
		return false
	}
	if now.Sub(c.lastGC) > c.ttl/4 || len(c.entries) >= c.max {
		c.gc(now)
	}
	if len(c.entries) >= c.max {
		// Still full of live entries under a flood: drop an arbitrary quarter
		// rather than grow without bound. A replay that slips through is still
		// bounded by freshness and by the node's own per-job state.
		c.evict(len(c.entries) / 4)
	}
	c.entries[id] = now.Add(c.ttl)
	return true
}

func (c *seenCache) has(id [32]byte, now time.Time) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	exp, ok := c.entries[id]
	return ok && now.Before(exp)
}

func (c *seenCache) gc(now time.Time) {
	for id, exp := range c.entries {
		if !now.Before(exp) {
			delete(c.entries, id)
		}
	}
	c.lastGC = now
}

func (c *seenCache) evict(n int) {
	for id := range c.entries {
		if n <= 0 {
			return
		}
		delete(c.entries, id)
		n--
	}
}
