package jobbook

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types"
)

var (
	val1   = common.Address{0x71}
	hashA  = [32]byte{0xaa}
	hashB  = [32]byte{0xbb}
	forged = [32]byte{0x66}
)

func verdict(miner common.Address, hash [32]byte, mod ...func(*types.Verdict)) *types.Verdict {
	v := &types.Verdict{JobId: jobID[:], Subnet: 1, Miner: miner[:], ResultHash: hash[:]}
	for _, f := range mod {
		f(v)
	}
	return v
}

func hashed(round uint32, miner common.Address, h [32]byte) *types.Result {
	r := result(round, miner, "")
	r.ResultHash = h[:]
	return r
}

// TestVerdictCounts: a verdict counts only for a job this peer saw
// assigned to the miner it names, about the result that miner published
// (issue 14, attack 7: verdicts about invented jobs ruined reputations).
func TestVerdictCounts(t *testing.T) {
	done := []msg{on(client, order()), on(client, assign(0, m1)), on(m1, hashed(0, m1, hashA))}
	tests := []struct {
		name    string
		follows bool // this peer follows results (client, validator)
		before  []msg
		author  common.Address
		v       *types.Verdict
		want    Verdict
	}{
		// The forger's verdicts: about a job nobody posted.
		{"a verdict about an invented job is ignored", true, nil, val1, verdict(m1, hashA), ignore(ReasonUnknownJob)},
		{"a verdict about a job this peer has not seen is ignored (on a miner too)", false, nil, val1, verdict(m1, hashA), ignore(ReasonUnknownJob)},
		// About a real job, naming a competitor that never had it.
		{"a verdict naming a miner the job was never assigned to is ignored", true, done, val1, verdict(m2, hashA), ignore(ReasonVerdictMiner)},
		{"a verdict naming a bidder that was not assigned is ignored", true,
			[]msg{on(client, order()), on(m2, bid(m2, 90)), on(client, assign(0, m1))}, val1, verdict(m2, hashA), ignore(ReasonVerdictMiner)},
		// About a real job and miner, with another result.
		{"a verdict about a result hash the miner did not publish is ignored", true, done, val1, verdict(m1, forged), ignore(ReasonVerdictResult)},
		{"a verdict about a result this peer never saw is ignored where it follows results", true,
			[]msg{on(client, order()), on(client, assign(0, m1))}, val1, verdict(m1, hashA), ignore(ReasonVerdictResult)},
		{"a failed result has no hash a verdict could name", true,
			[]msg{on(client, order()), on(client, assign(0, m1)), on(m1, result(0, m1, "engine failed"))}, val1, verdict(m1, hashA), ignore(ReasonVerdictResult)},
		// What counts.
		{"a verdict about the assigned miner's published result counts", true, done, val1, verdict(m1, hashA), accepted},
		{"a verdict about an earlier round's result counts", true,
			append(done, on(client, assign(1, m2)), on(m2, hashed(1, m2, hashB))), val1, verdict(m1, hashA), accepted},
		{"a peer that does not follow results judges the assignment alone", false,
			[]msg{on(client, order()), on(client, assign(0, m1))}, val1, verdict(m1, hashA), accepted},
		{"a client counts verdicts about its own job's results", true,
			[]msg{on(client, post{order()}), on(client, assign(0, m1)), on(m1, hashed(0, m1, hashA))}, val1, verdict(m1, hashA), accepted},
		{"this peer's own verdict always counts", true, nil, self, verdict(m1, hashA), accepted},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := New(self, big.NewInt(minStake))
			b.SetFollowsResults(tt.follows)
			for i, m := range tt.before {
				if v := deliver(b, m); v != accepted {
					t.Fatalf("setup message %d (%T): %v %q", i, m.m, v.Action, v.Reason)
				}
			}
			if got := b.OnVerdict(tt.author, tt.v, t0); got != tt.want {
				t.Fatalf("verdict %v %q, want %v %q", got.Action, got.Reason, tt.want.Action, tt.want.Reason)
			}
		})
	}
}

// TestVerdictRateLimit: a validator's verdicts beyond the window's limit
// are ignored until the next window; another validator is not affected.
func TestVerdictRateLimit(t *testing.T) {
	b := New(self, big.NewInt(minStake))
	b.SetFollowsResults(true)
	for _, m := range []msg{on(client, order()), on(client, assign(0, m1)), on(m1, hashed(0, m1, hashA))} {
		deliver(b, m)
	}
	v := verdict(m1, hashA)
	for i := range MaxVerdictsPerWindow {
		if got := b.OnVerdict(val1, v, t0.Add(time.Duration(i)*time.Millisecond)); got != accepted {
			t.Fatalf("verdict %d within the limit: %v %q", i, got.Action, got.Reason)
		}
	}
	if got := b.OnVerdict(val1, v, t0.Add(time.Second)); got != ignore(ReasonVerdictRate) {
		t.Fatalf("verdict over the limit: %v %q, want ignored for its rate", got.Action, got.Reason)
	}
	if got := b.OnVerdict(common.Address{0x72}, v, t0.Add(time.Second)); got != accepted {
		t.Fatalf("another validator's verdict: %v %q", got.Action, got.Reason)
	}
	if got := b.OnVerdict(val1, v, t0.Add(VerdictWindow)); got != accepted {
		t.Fatalf("verdict in the next window: %v %q", got.Action, got.Reason)
	}
	b.GC(t0.Add(3*VerdictWindow), time.Minute)
	if len(b.verdictRate) != 0 {
		t.Fatalf("%d rate windows kept after they ended", len(b.verdictRate))
	}
}

// TestOpenOrdersPerClient: a client's unfinished jobs in a peer's book
// are bounded (issue 14, attack 11: an order flood pinned memory); a job
// that finishes, or is forgotten, makes room, and other clients are not
// affected.
func TestOpenOrdersPerClient(t *testing.T) {
	idOf := func(i int) []byte { id := [32]byte{0x30, byte(i >> 8), byte(i)}; return id[:] }
	orderN := func(c common.Address, i int) *types.JobOrder {
		return order(func(o *types.JobOrder) { o.JobId, o.Client = idOf(i), c[:] })
	}
	b := New(self, big.NewInt(minStake))
	for i := range MaxOpenPerClient {
		if v := b.OnOrder(orderN(client, i), t0); v != accepted {
			t.Fatalf("order %d within the limit: %v %q", i, v.Action, v.Reason)
		}
	}
	tests := []struct {
		name string
		do   func() // changes the book first (nil: nothing)
		o    *types.JobOrder
		want Verdict
	}{
		// The flood's next order.
		{"an order beyond the client's open limit is ignored", nil, orderN(client, 1000), ignore(ReasonClientOpenLimit)},
		// A repeat of a held order is no new job.
		{"a held order repeated is still accepted", nil, orderN(client, 0), accepted},
		// Another client is not affected.
		{"another client's order is accepted", nil, orderN(common.Address{0xc2}, 2000), accepted},
		// A finished job is no longer open.
		{"a job finished by its result makes room", func() {
			deliver(b, on(client, assign(0, m1, func(a *types.Assignment) { a.JobId = idOf(0) }, resign(clientKey))))
			deliver(b, on(m1, &types.Result{JobId: idOf(0), Miner: m1[:]}))
		}, orderN(client, 1001), accepted},
		{"and the room is taken again", nil, orderN(client, 1002), ignore(ReasonClientOpenLimit)},
		// A later round reopens the finished job: it counts again.
		{"a reopened job counts again", func() {
			deliver(b, on(client, assign(1, m2, func(a *types.Assignment) { a.JobId = idOf(0) }, resign(clientKey))))
		}, orderN(client, 1003), ignore(ReasonClientOpenLimit)},
		// Jobs forgotten past their deadline are no longer open.
		{"jobs forgotten past their deadline make room", func() { b.GC(t0.Add(2*time.Hour), time.Minute) },
			orderN(client, 1004), accepted},
	}
	for _, tt := range tests {
		if tt.do != nil {
			tt.do()
		}
		if got := b.OnOrder(tt.o, t0.Add(time.Second)); got != tt.want {
			t.Fatalf("%s: %v %q, want %v %q", tt.name, got.Action, got.Reason, tt.want.Action, tt.want.Reason)
		}
	}
	if n := b.OpenJobs(client); n != 1 {
		t.Fatalf("client has %d open jobs after the GC and one order, want 1", n)
	}
}
