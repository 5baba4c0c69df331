package jobbook

import "time"

// earlyBids holds bids whose job this peer has not seen yet. It is bounded
// in jobs and bids per job, and entries expire, so a flood of bids for
// made-up jobs costs a little memory for a short while and nothing else
// (each bid still passed signature and stake checks).
type earlyBids struct {
	maxJobs, maxPerJob int
	ttl                time.Duration
	jobs               map[[32]byte][]earlyBid
}

type earlyBid struct {
	bid Bid
	at  time.Time
}

func newEarlyBids() *earlyBids {
	return &earlyBids{maxJobs: 1024, maxPerJob: 512, ttl: 10 * time.Second, jobs: make(map[[32]byte][]earlyBid)}
}

// add keeps a bid; false when the buffer is full.
func (e *earlyBids) add(b Bid, now time.Time) bool {
	id := [32]byte(b.Msg.GetJobId())
	list, ok := e.jobs[id]
	if !ok && len(e.jobs) >= e.maxJobs {
		e.expire(now)
		if len(e.jobs) >= e.maxJobs {
			return false
		}
	}
	if len(list) >= e.maxPerJob {
		return false
	}
	e.jobs[id] = append(list, earlyBid{bid: b, at: now})
	return true
}

func (e *earlyBids) take(id [32]byte) []earlyBid {
	l := e.jobs[id]
	delete(e.jobs, id)
	return l
}

func (e *earlyBids) expire(now time.Time) {
	for id, l := range e.jobs {
		if len(l) == 0 || now.Sub(l[0].at) > e.ttl {
			delete(e.jobs, id)
		}
	}
}
