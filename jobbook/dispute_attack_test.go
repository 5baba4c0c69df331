package jobbook

import (
	"encoding/binary"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/types"
)

// TestAttackDisputeFloodOneJobBounded: the duplicate rule keys a dispute on
// (job, miner, result), and the result hash is whatever the client
// writes: nothing ties it to a result or leaf the peer saw. So the client
// of ONE job (one order, one assignment, escrow paid once) signs as many
// disputes as it likes, each naming a fresh made-up result hash; every
// one is Accepted, so go-libp2p-pubsub relays each to the whole subnet,
// and every validator runs onClientDispute for each (a validation-record
// read, markDisputed's scan of up to maxDisputed marks, under valMu). At
// MaxDisputes keys the set is full and every further dispute scans all
// 4096 keys to evict the one expiring soonest: other clients' keys are
// evicted (their duplicates then pass again). docs/verification.md says a
// dispute "cannot buy arbitrary work" and peers ignore a second one of a
// job; here 10,000 disputes of one job all pass and propagate. There is no
// per-client rate limit on Dispute messages (verdicts have one, R13).
//
// Fixed: a peer accepts at most MaxDisputesPerMiner disputes of one miner's
// results for a job and MaxDisputesPerJob of a job in all.
func TestAttackDisputeFloodOneJobBounded(t *testing.T) {
	b := New(self, big.NewInt(minStake))
	b.SetFollowsResults(true)
	for _, m := range []msg{on(client, order()), on(client, assign(0, m1))} {
		if v := deliver(b, m); v != accepted {
			t.Fatalf("setup: %v %q", v.Action, v.Reason)
		}
	}
	// Another client's dispute, remembered first.
	other := disputeKey{job: [32]byte{0xee}, miner: m2, result: hashA}
	b.disputes.add(other, t0.UnixMilli()+1)

	const flood = 10_000
	n := 0
	for i := range flood {
		var buf [8]byte
		binary.BigEndian.PutUint64(buf[:], uint64(i))
		h := crypto.Keccak256Hash([]byte("made-up result"), buf[:])
		if got := b.OnDispute(client, dispute(m1, h), t0, nil); got == accepted {
			n++
		}
	}
	t.Logf("%d of %d disputes of one job by its client accepted (and relayed); another client's dispute still remembered: %v",
		n, flood, b.disputes.has(other))
	if n > 2 {
		t.Errorf("one job's client got %d disputes accepted and relayed by making up result hashes: disputes of a job are not bounded", n)
	}
	if !b.disputes.has(other) {
		t.Errorf("one client's flood evicted another client's dispute memory")
	}
}

// TestAttackDisputeOfEarlierRoundMinerRelayed: a peer's book forgets
// a finished job a few minutes after its result (node/core.go
// finishedJobTTL: max(3 min, MaxAge+skew+30 s)), and any job an hour
// after its deadline; after that a dispute is judged only from the
// validator's durable record (node/validator_dispute.go jobFacts), which
// holds ONE assignment: the round whose result the validator followed.
// A dispute of any other round's miner is then Ignored
// (ReasonDisputeMiner) by every validator, and not relayed.
//
// Attack: the client assigned round 0 to m1, which failed (or published a
// made-up result), then round 1 to m2, whose result did not verify
// either. m1 still holds payable round-0 terms until their settle-by
// (hours). It waits until the books forgot the job, then settles a leaf
// with a made-up result never published. The client's audit (node/settled.go)
// sees a leaf of a job that never verified and disputes it, as
// docs/settlement.md says; every validator ignores the dispute (its
// record names m2, not m1), so no one re-executes m1's leaf unless it
// happens to be sampled, and m1 is paid for nothing. The dispute window the
// docs promise (until settle-by plus the longest challenge window) is in
// fact a few minutes for every miner but the last-followed one.
//
// Fixed: a dispute judged from a validator's record (which keeps one round)
// is accepted for any miner of the job, within the per-job bound.
func TestAttackDisputeOfEarlierRoundMinerRelayed(t *testing.T) {
	b := New(self, big.NewInt(minStake))
	b.SetFollowsResults(true)
	for i, m := range []msg{on(client, order()), on(client, assign(0, m1)), on(m1, result(0, m1, "failed")),
		on(client, assign(1, m2)), on(m2, hashed(1, m2, hashA))} {
		if v := deliver(b, m); v != accepted {
			t.Fatalf("setup message %d (%T): %v %q", i, m.m, v.Action, v.Reason)
		}
	}
	// Ten minutes later the book has forgotten the finished job.
	later := t0.Add(10 * time.Minute)
	b.GC(later, 3*time.Minute)
	// What a validator's record says of the job: the order and the
	// assignment of the result it followed (m2's), as jobFacts builds it.
	facts := &JobFacts{Order: order(), Assigns: []*types.Assignment{assign(1, m2)}}
	d := dispute(m1, hashB, func(d *types.Dispute) { d.CreatedMs = later.UnixMilli() })
	got := b.OnDispute(client, d, later, facts)
	t.Logf("dispute of the round-0 miner's late leaf, 10 min after the job: %v %q (horizon is settle-by + %d ms)",
		got.Action, got.Reason, types.MaxChallengeWindowMs)
	if got != accepted {
		t.Errorf("the client's dispute of an earlier round's miner, inside its dispute window, is %v %q once the book forgot the job",
			got.Action, got.Reason)
	}
}
