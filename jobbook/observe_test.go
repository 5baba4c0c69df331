package jobbook

import (
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/types"
)

// book returns a book that accepted every message of msgs.
func book(t *testing.T, msgs ...msg) *Book {
	t.Helper()
	b := New(self, big.NewInt(minStake))
	for i, m := range msgs {
		if v := deliver(b, m); v != accepted {
			t.Fatalf("setup message %d (%T): %v %q", i, m.m, v.Action, v.Reason)
		}
	}
	return b
}

// TestObserverReputation: what an observer credits or counts against a
// miner from the public acks, declines and assignments of a job.
func TestObserverReputation(t *testing.T) {
	tests := []struct {
		name   string
		before []msg
		// one of: credit an ack, take the held acks of a round, judge the
		// round before round as missed
		credit    *types.Ack
		early     *uint32
		missed    *uint32
		wantAddrs []common.Address // credited, or the missed round's miner
	}{
		{name: "an observer credits the assigned miner's ack",
			before: []msg{on(client, order()), on(client, assign(0, m1)), on(m1, ack(0, m1))},
			credit: ack(0, m1), wantAddrs: []common.Address{m1}},
		{name: "a decline is not credited",
			before: []msg{on(client, order()), on(client, assign(0, m1)), on(m1, decline(0, m1))},
			credit: decline(0, m1)},
		{name: "an ack from a miner not assigned is not credited",
			before: []msg{on(client, order()), on(client, assign(0, m1))},
			credit: ack(0, m2)},
		{name: "the client of a job credits its miners itself",
			before: []msg{on(client, post{order()}), on(client, assign(0, m1)), on(m1, ack(0, m1))},
			credit: ack(0, m1)},
		{name: "a held ack is credited when its assignment arrives",
			before: append(bidding(), on(m1, ack(0, m1)), on(client, assign(0, m1))),
			early:  ptr[uint32](0), wantAddrs: []common.Address{m1}},
		{name: "a held ack of another round stays held",
			before: append(bidding(), on(m2, ack(1, m2)), on(client, assign(0, m1))),
			early:  ptr[uint32](0)},
		{name: "a held ack from a miner not assigned is dropped",
			before: append(bidding(), on(m2, ack(0, m2)), on(client, assign(0, m1))),
			early:  ptr[uint32](0)},
		{name: "on a direct job (no bids) an ack that overtook its assignment is held and credited",
			before: []msg{on(client, order(func(o *types.JobOrder) { o.DirectUntilMs = o.CreatedMs + 250 })), on(m1, ack(0, m1)), on(client, assign(0, m1))},
			early:  ptr[uint32](0), wantAddrs: []common.Address{m1}},
		{name: "round 1's assignment means round 0's miner missed it",
			before: []msg{on(client, order()), on(client, assign(0, m1)), on(client, assign(1, m2))},
			missed: ptr[uint32](1), wantAddrs: []common.Address{m1}},
		{name: "a miner that acked did not miss its round, whatever the client did next",
			before: []msg{on(client, order()), on(client, assign(0, m1)), on(m1, ack(0, m1)), on(m1, result(0, m1, "")), on(client, assign(1, m2))},
			missed: ptr[uint32](1)},
		{name: "a miner whose held ack was credited did not miss its round",
			before: append(bidding(), on(m1, ack(0, m1)), on(client, assign(0, m1)), on(client, judgeHeld{0}), on(client, assign(1, m2))),
			missed: ptr[uint32](1)},
		{name: "a miner that declined did not miss its round",
			before: []msg{on(client, order()), on(client, assign(0, m1)), on(m1, decline(0, m1)), on(client, assign(1, m2))},
			missed: ptr[uint32](1)},
		{name: "round 0 follows no round",
			before: []msg{on(client, order()), on(client, assign(0, m1))},
			missed: ptr[uint32](0)},
		{name: "a previous round this peer never saw blames nobody",
			before: []msg{on(client, order()), on(client, assign(2, m3))},
			missed: ptr[uint32](2)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := book(t, tt.before...)
			var got []common.Address
			switch {
			case tt.credit != nil:
				// Credit twice: the second must never count.
				for range 2 {
					if b.CreditAck(tt.credit) {
						got = append(got, common.BytesToAddress(tt.credit.GetMiner()))
					}
				}
			case tt.early != nil:
				got = b.TakeEarlyAcks(jobID, *tt.early)
				if again := b.TakeEarlyAcks(jobID, *tt.early); len(again) != 0 {
					t.Fatalf("held acks credited twice: %v", again)
				}
				for _, m := range got {
					if b.CreditAck(ack(*tt.early, m)) {
						t.Fatalf("%v's held ack credited again when relayed", m)
					}
				}
			case tt.missed != nil:
				if m, ok := b.MissedRound(jobID, *tt.missed); ok {
					got = append(got, m)
				}
			}
			if !slices.Equal(got, tt.wantAddrs) {
				t.Fatalf("got %v, want %v", got, tt.wantAddrs)
			}
		})
	}
}

// A held decline marks its round declined when the assignment arrives, so
// the round is not counted as missed.
func TestHeldDeclineIsNotAMissedRound(t *testing.T) {
	b := book(t, append(bidding(), on(m1, decline(0, m1)), on(client, assign(0, m1)))...)
	if got := b.TakeEarlyAcks(jobID, 0); len(got) != 0 {
		t.Fatalf("a decline was credited: %v", got)
	}
	if v := b.OnAssignment(assign(1, m2)); v != accepted {
		t.Fatalf("round 1: %v", v)
	}
	if m, ok := b.MissedRound(jobID, 1); ok {
		t.Fatalf("%v counted as missing a round it declined", m)
	}
}

func TestJudge(t *testing.T) {
	seed := [32]byte{7}
	ranked := scheduler.Outcome{Seed: seed, Ranked: []scheduler.Candidate{{Miner: m1}, {Miner: m2}}}
	at := func(round uint32, miner common.Address, seed [32]byte) *types.Assignment {
		a := assign(round, miner)
		a.Seed = seed[:]
		return a
	}
	tests := []struct {
		name string
		a    *types.Assignment
		want Recomputation
		who  common.Address
	}{
		{"round 0 to the top-ranked miner", at(0, m1, seed), Agreed, m1},
		{"round 1 to the second-ranked miner", at(1, m2, seed), Agreed, m2},
		{"round 0 to the second-ranked miner", at(0, m2, seed), Disagreed, m1},
		{"a round past this peer's ranking", at(2, m3, seed), Disagreed, common.Address{}},
		{"another seed: the client ranked other bids", at(0, m1, [32]byte{8}), OtherBids, m1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, who := Judge(ranked, tt.a)
			if got != tt.want || who != tt.who {
				t.Fatalf("Judge = %v, %v; want %v, %v", got, who, tt.want, tt.who)
			}
		})
	}
}

// The matcher sees the bids created within the window, whenever they
// arrived, and a job's ranking is cached only for its seed.
func TestSchedBidsAndRanking(t *testing.T) {
	inWindow := bid(m1, 90, func(b *Bid) { b.Msg.CreatedMs = t0.Add(300 * time.Millisecond).UnixMilli() })
	afterWindow := bid(m2, 80, func(b *Bid) { b.Msg.CreatedMs = t0.Add(301 * time.Millisecond).UnixMilli() })
	b := book(t, on(client, order()), msg{m1, inWindow, t0.Add(time.Second)}, on(m2, afterWindow))
	j := b.Get(jobID)
	got := j.SchedBids()
	if len(got) != 1 || got[0].Miner != m1 || got[0].Price.Int64() != 90 || got[0].ID != inWindow.ID {
		t.Fatalf("SchedBids = %+v, want m1's bid alone", got)
	}
	out := &scheduler.Outcome{Seed: [32]byte{1}}
	b.SetRanking(jobID, out)
	if b.Ranking(jobID, [32]byte{1}) != out {
		t.Fatal("ranking not cached for its seed")
	}
	if b.Ranking(jobID, [32]byte{2}) != nil {
		t.Fatal("ranking returned for another seed")
	}
}

// A miner bids once and acknowledges once per job; asking without taking
// leaves the chance open.
func TestMinerClaims(t *testing.T) {
	b := book(t, on(client, order()))
	if !b.ClaimBid(jobID, false) || !b.ClaimBid(jobID, true) {
		t.Fatal("a fresh job refused the bid")
	}
	if b.ClaimBid(jobID, true) {
		t.Fatal("a second bid was allowed")
	}
	if b.ClaimBid(other, true) {
		t.Fatal("a bid on an unknown job was allowed")
	}
	if o, ok := b.ClaimAck(jobID, false); !ok || o == nil {
		t.Fatal("a fresh job refused the ack")
	}
	if _, ok := b.ClaimAck(jobID, true); !ok {
		t.Fatal("the ack was refused")
	}
	if _, ok := b.ClaimAck(jobID, true); ok {
		t.Fatal("a second ack was allowed")
	}
}

func TestGC(t *testing.T) {
	keep := 3 * time.Minute
	now := t0.Add(30 * time.Minute)
	tests := []struct {
		name     string
		deadline time.Time
		finished time.Time // zero: still running
		kept     bool
	}{
		{"finished longer ago than kept: forgotten", t0.Add(time.Hour), now.Add(-keep - time.Second), false},
		{"finished recently: kept", t0.Add(time.Hour), now.Add(-keep + time.Second), true},
		{"running, deadline ahead: kept", t0.Add(time.Hour), time.Time{}, true},
		{"running, deadline less than a minute past: kept", now.Add(-59 * time.Second), time.Time{}, true},
		{"running, deadline over a minute past: forgotten", now.Add(-61 * time.Second), time.Time{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := New(self, nil)
			b.Post(order(func(o *types.JobOrder) { o.DeadlineMs = tt.deadline.UnixMilli() }), t0)
			if !tt.finished.IsZero() {
				b.Finish(jobID, tt.finished)
			}
			b.GC(now, keep)
			if kept := b.Get(jobID) != nil; kept != tt.kept {
				t.Fatalf("kept %v, want %v", kept, tt.kept)
			}
		})
	}
}

// Bids held for a job that never came are dropped after their ttl, so a
// job that arrives later gets none of them.
func TestGCExpiresHeldBids(t *testing.T) {
	b := book(t, on(m1, bid(m1, 90)))
	b.GC(t0.Add(11*time.Second), time.Minute)
	if v := b.OnOrder(order(), t0.Add(11*time.Second)); v != accepted {
		t.Fatalf("order: %v", v)
	}
	if n := b.Get(jobID).Bids(); n != 0 {
		t.Fatalf("%d expired bids counted", n)
	}
}

func ptr[T any](v T) *T { return &v }

// TestPlacedJobNoLongerOpenOnMiners: a peer that does not follow results
// (a miner) never sees the result that finishes a job, so it counts a job
// finished once its latest round is acknowledged (directly, or from a
// held ack); a later round reopens it. A peer that follows results (a
// client or validator) waits for the result.
func TestPlacedJobNoLongerOpenOnMiners(t *testing.T) {
	direct := order(func(o *types.JobOrder) { o.DirectUntilMs = o.CreatedMs + 250 })
	tests := []struct {
		name    string
		follows bool
		msgs    []msg
		heldFor *uint32 // judge the held acks of this round after msgs
		open    int
	}{
		{"a miner: the ack of the latest round places the job", false,
			[]msg{on(client, order()), on(client, assign(0, m1)), on(m1, ack(0, m1))}, nil, 0},
		{"a miner: a decline does not", false,
			[]msg{on(client, order()), on(client, assign(0, m1)), on(m1, decline(0, m1))}, nil, 1},
		{"a miner: a later round reopens the job", false,
			[]msg{on(client, order()), on(client, assign(0, m1)), on(m1, ack(0, m1)), on(client, assign(1, m2))}, nil, 1},
		{"a miner: a held ack of a direct job places it when its assignment arrives", false,
			[]msg{on(client, direct), on(m1, ack(0, m1)), on(client, assign(0, m1))}, ptr[uint32](0), 0},
		{"a validator waits for the result", true,
			[]msg{on(client, order()), on(client, assign(0, m1)), on(m1, ack(0, m1))}, nil, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := New(self, big.NewInt(minStake))
			b.SetFollowsResults(tt.follows)
			for i, m := range tt.msgs {
				if v := deliver(b, m); v != accepted {
					t.Fatalf("message %d (%T): %v %q", i, m.m, v.Action, v.Reason)
				}
			}
			if tt.heldFor != nil {
				b.TakeEarlyAcks(jobID, *tt.heldFor)
			}
			if got := b.OpenJobs(client); got != tt.open {
				t.Fatalf("%d open jobs of the client, want %d", got, tt.open)
			}
		})
	}
}

// ATTACK: a client that holds one order assigns round after round to an
// honest miner it never contacts (direct assignments citing offers it
// made up), so that every peer counts each round as missed by it. A
// miner is counted at most once per job, and a round once assigned
// cannot be assigned again to someone else.
func TestClientCannotChargeAMinerRoundAfterRound(t *testing.T) {
	b := book(t, on(client, order()))
	bogus := make([]byte, 32)
	bogus[0] = 0xbb
	charged := 0
	for r := uint32(0); r < 40; r++ {
		a := assign(r, m1, func(a *types.Assignment) {
			a.Offers, a.BidId, a.BidCount = [][]byte{bogus}, bogus, 1
		}, resign(clientKey))
		if v := b.OnAssignment(a); v.Action != Accept {
			t.Fatalf("round %d refused: %v %q", r, v.Action, v.Reason)
		}
		if m, ok := b.MissedRound(jobID, r); ok && m == m1 {
			charged++
		}
	}
	if charged != 1 {
		t.Fatalf("one order charged the miner %d missed rounds, want 1", charged)
	}

	// Round 3 again, naming another miner: not taken (nor relayed), so
	// the round whose answer a peer judges is the one it saw first; not
	// rejected either, which would penalise the honest peer relaying it.
	again := assign(3, m2, func(a *types.Assignment) {
		a.Offers, a.BidId, a.BidCount = [][]byte{bogus}, bogus, 1
	}, resign(clientKey))
	if v := b.OnAssignment(again); v.Action != Ignore || v.Reason != ReasonRoundReassigned {
		t.Fatalf("round 3 reassigned: %v %q, want ignored as %q", v.Action, v.Reason, ReasonRoundReassigned)
	}
	// The same assignment delivered twice is not a reassignment.
	same := assign(3, m1, func(a *types.Assignment) {
		a.Offers, a.BidId, a.BidCount = [][]byte{bogus}, bogus, 1
	}, resign(clientKey))
	if v := b.OnAssignment(same); v.Action != Accept {
		t.Fatalf("the same round-3 assignment again: %v %q", v.Action, v.Reason)
	}
}
