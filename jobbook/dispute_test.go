package jobbook

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types"
)

func dispute(miner common.Address, hash [32]byte, mod ...func(*types.Dispute)) *types.Dispute {
	d := &types.Dispute{JobId: jobID[:], Subnet: 1, Client: client[:], Miner: miner[:], ResultHash: hash[:], CreatedMs: t0.UnixMilli()}
	for _, f := range mod {
		f(d)
	}
	return d
}

// TestDisputeRules: only a job's own client may dispute it, about a miner
// assigned the job, while its leaves can still be challenged, once per
// (job, miner, result): nobody can make validators re-execute arbitrary
// work, or someone else's job.
func TestDisputeRules(t *testing.T) {
	assigned := []msg{on(client, order()), on(client, assign(0, m1)), on(m1, hashed(0, m1, hashA))}
	// The assignment's settle-by is t0 + 7 h: disputes stand until the
	// longest challenge window after it.
	horizon := t0.Add(7*time.Hour + time.Duration(types.MaxChallengeWindowMs)*time.Millisecond)
	facts := &JobFacts{Order: order(), Assigns: []*types.Assignment{assign(0, m1)}}
	tests := []struct {
		name   string
		before []msg
		alt    *JobFacts // what a validator's record says of a job the book lacks
		author common.Address
		d      *types.Dispute
		want   Verdict
	}{
		// Attacks.
		{"a dispute of a job nobody posted is ignored", nil, nil, client, dispute(m1, hashA), ignore(ReasonUnknownJob)},
		{"a dispute by anyone but the job's client is rejected", assigned, nil, m2, dispute(m1, hashA), reject(ReasonNotClient)},
		{"the miner cannot dispute its own job", assigned, nil, m1, dispute(m1, hashA), reject(ReasonNotClient)},
		{"a dispute naming a miner never assigned the job is ignored", assigned, nil, client, dispute(m2, hashA), ignore(ReasonDisputeMiner)},
		{"a dispute naming a bidder that was not assigned is ignored",
			[]msg{on(client, order()), on(m2, bid(m2, 90)), on(client, assign(0, m1))}, nil, client, dispute(m2, hashA), ignore(ReasonDisputeMiner)},
		{"a dispute signed for another subnet is rejected", assigned, nil, client,
			dispute(m1, hashA, func(d *types.Dispute) { d.Subnet = 2 }), reject(ReasonDisputeSubnet)},
		{"a dispute made after the leaf can no longer be challenged is ignored", assigned, nil, client,
			dispute(m1, hashA, func(d *types.Dispute) { d.CreatedMs = horizon.UnixMilli() + 1 }), ignore(ReasonDisputeStale)},
		{"a stranger's dispute of a job known from a record is rejected", nil, facts, m2, dispute(m1, hashA), reject(ReasonNotClient)},
		// What stands.
		{"the client disputes the assigned miner's result", assigned, nil, client, dispute(m1, hashA), accepted},
		{"the client disputes a result it never saw published (a settled leaf's)", assigned, nil, client, dispute(m1, hashB), accepted},
		{"the client disputes an earlier round's miner",
			append(assigned, on(client, assign(1, m2))), nil, client, dispute(m1, hashA), accepted},
		{"a dispute at the last moment stands", assigned, nil, client,
			dispute(m1, hashA, func(d *types.Dispute) { d.CreatedMs = horizon.UnixMilli() }), accepted},
		{"a job the book forgot is judged from the validator's record", nil, facts, client, dispute(m1, hashA), accepted},
		{"this peer's own dispute always passes", nil, nil, self, dispute(m1, hashA), accepted},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := New(self, big.NewInt(minStake))
			b.SetFollowsResults(true)
			for i, m := range tt.before {
				if v := deliver(b, m); v != accepted {
					t.Fatalf("setup message %d (%T): %v %q", i, m.m, v.Action, v.Reason)
				}
			}
			if got := b.OnDispute(tt.author, tt.d, t0, tt.alt); got != tt.want {
				t.Fatalf("dispute %v %q, want %v %q", got.Action, got.Reason, tt.want.Action, tt.want.Reason)
			}
		})
	}
}

// TestDisputeOnce: a second dispute of the same (job, miner, result) is
// ignored, however it is signed; another result or miner is a new
// dispute; the memory is bounded and expires with the job's horizon.
func TestDisputeOnce(t *testing.T) {
	b := New(self, big.NewInt(minStake))
	b.SetFollowsResults(true)
	for _, m := range []msg{on(client, order()), on(client, assign(0, m1)), on(client, assign(1, m2))} {
		deliver(b, m)
	}
	steps := []struct {
		name string
		d    *types.Dispute
		want Verdict
	}{
		{"the first dispute stands", dispute(m1, hashA), accepted},
		{"the same one again is a duplicate", dispute(m1, hashA), ignore(ReasonDuplicateDispute)},
		{"re-made later with another reason, still a duplicate",
			dispute(m1, hashA, func(d *types.Dispute) { d.CreatedMs++; d.Reason = "again" }), ignore(ReasonDuplicateDispute)},
		{"another result of the same miner (its settled leaf's) is a new dispute", dispute(m1, hashB), accepted},
		{"the other round's miner is a new dispute", dispute(m2, hashA), accepted},
	}
	for _, s := range steps {
		if got := b.OnDispute(client, s.d, t0, nil); got != s.want {
			t.Fatalf("%s: %v %q, want %v %q", s.name, got.Action, got.Reason, s.want.Action, s.want.Reason)
		}
	}
	// Past the horizon the memory is dropped (the book forgot the job
	// long before: a dispute then is unknown or stale).
	b.GC(t0.Add(7*time.Hour+time.Duration(types.MaxChallengeWindowMs)*time.Millisecond+time.Minute), time.Minute)
	if n := len(b.disputes.until); n != 0 {
		t.Fatalf("%d disputes remembered past their horizon", n)
	}
	// Bounded: MaxDisputes keys at most.
	for i := range MaxDisputes + 10 {
		b.disputes.add(disputeKey{job: [32]byte{byte(i), byte(i >> 8)}}, int64(i))
	}
	if n := len(b.disputes.until); n != MaxDisputes {
		t.Fatalf("%d disputes remembered, want at most %d", n, MaxDisputes)
	}
}
