package node

import "testing"

// A miner re-advertises when it fills up or has room again, not at every
// job it takes or finishes: each advert costs every peer a signature
// check, and a client only needs to know whether the offer has room.
func TestAdvertKickedOnlyWhenRoomComesOrGoes(t *testing.T) {
	cfg := Config{MaxConcurrency: 1, MaxQueued: 2}
	m := &miner{core: &core{cfg: cfg}, advertKick: make(chan struct{}, 1)}
	kicked := func() bool {
		select {
		case <-m.advertKick:
			return true
		default:
			return false
		}
	}
	take := func(n int) {
		m.mu.Lock()
		m.running += n
		m.mu.Unlock()
		m.kickAdvert()
	}
	// published is what buildAdvert records of an advert it builds.
	published := func() {
		m.mu.Lock()
		m.advertFull = m.fullLocked()
		m.mu.Unlock()
	}
	published()
	take(1) // 1 of 3: still room, as advertised
	if kicked() {
		t.Fatal("re-advertised on taking a job with room left")
	}
	take(1) // 2 of 3
	if kicked() {
		t.Fatal("re-advertised on taking a job with room left")
	}
	take(1) // 3 of 3: full, the advert says otherwise
	if !kicked() {
		t.Fatal("did not re-advertise on filling up")
	}
	published() // the advert loop published: full
	take(-1)    // a job finished: room again
	if !kicked() {
		t.Fatal("did not re-advertise on having room again")
	}
	published()
	take(-1)
	if kicked() {
		t.Fatal("re-advertised on finishing a job with room already advertised")
	}
}
