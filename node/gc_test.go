package node

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
)

// gc forgets a job a few minutes after its result, not at its deadline
// (which kept every job a busy peer saw for ten minutes), keeps a job with
// no result until its deadline, and keeps finished jobs for longer than
// gossip accepts a replay of their order.
func TestGCForgetsFinishedJobs(t *testing.T) {
	n := usageNode(t, time.Hour)
	now := time.Now()
	keep := n.finishedJobTTL()
	if keep <= 2*time.Minute+30*time.Second {
		t.Fatalf("finished jobs kept %s: not past gossip's max age and skew (2m30s)", keep)
	}
	job := func(b byte, deadline time.Time, finished time.Time) {
		id := [32]byte{b}
		n.mu.Lock()
		n.book.Post(&types.JobOrder{JobId: id[:], DeadlineMs: deadline.UnixMilli()}, now)
		if !finished.IsZero() {
			n.book.Finish(id, finished)
		}
		n.mu.Unlock()
	}
	later := now.Add(10 * time.Minute)
	job(1, later, now.Add(-keep-time.Second))    // finished long enough ago: forgotten
	job(2, later, now.Add(-keep+time.Minute))    // finished recently: kept
	job(3, later, time.Time{})                   // running, deadline ahead: kept
	job(4, now.Add(-2*time.Minute), time.Time{}) // deadline long past: forgotten
	n.gc(now)
	n.mu.Lock()
	defer n.mu.Unlock()
	for b, want := range map[byte]bool{1: false, 2: true, 3: true, 4: false} {
		if ok := n.book.Get([32]byte{b}) != nil; ok != want {
			t.Errorf("job %d kept %v, want %v", b, ok, want)
		}
	}
}

// An assigned miner gets one answer per round: an ack after its decline,
// or a decline after its ack, is rejected, so a miner cannot both take a
// round and dodge the missed-round count. A result of an earlier round
// does not mark a job finished once a later round is assigned, and a
// failed result never does.
func TestAckDeclineAndFinishedRound(t *testing.T) {
	n := usageNode(t, time.Hour)
	now := time.Now()
	miner := [20]byte{7}
	id := [32]byte{9}
	n.mu.Lock()
	for _, v := range []jobbook.Verdict{
		n.book.OnOrder(&types.JobOrder{JobId: id[:], Client: n.addr.Bytes(), MaxFee: []byte{1}, DeadlineMs: now.Add(time.Hour).UnixMilli()}, now),
		n.book.OnAssignment(n.termsFor(t, &types.Assignment{JobId: id[:], Client: n.addr.Bytes(), Round: 0, Miner: miner[:]})),
		n.book.OnAssignment(n.termsFor(t, &types.Assignment{JobId: id[:], Client: n.addr.Bytes(), Round: 1, Miner: miner[:]})),
	} {
		if v.Action != jobbook.Accept {
			t.Fatalf("setting up the job: %v %s", v.Action, v.Reason)
		}
	}
	j := n.book.Get(id)
	n.mu.Unlock()
	ack := func(round uint32, declined bool) (pubsub.ValidationResult, string) {
		return n.check(context.Background(), &p2p.Incoming{Author: miner,
			Msg: &types.Ack{JobId: id[:], Round: round, Miner: miner[:], Declined: declined}})
	}
	if v, why := ack(0, true); v != pubsub.ValidationAccept {
		t.Fatalf("decline of round 0: %v %s", v, why)
	}
	if v, why := ack(0, false); v != pubsub.ValidationIgnore || why != jobbook.ReasonAckConflict {
		t.Fatalf("ack after a decline: %v %q, want ignore %q", v, why, jobbook.ReasonAckConflict)
	}
	if v, why := ack(1, false); v != pubsub.ValidationAccept {
		t.Fatalf("ack of round 1: %v %s", v, why)
	}
	if v, why := ack(1, true); v != pubsub.ValidationIgnore || why != jobbook.ReasonAckConflict {
		t.Fatalf("decline after an ack: %v %q, want ignore %q", v, why, jobbook.ReasonAckConflict)
	}
	result := func(round uint32, failure string) {
		v, why := n.check(context.Background(), &p2p.Incoming{Author: miner,
			Msg: &types.Result{JobId: id[:], Round: round, Miner: miner[:], Error: failure}})
		if v != pubsub.ValidationAccept {
			t.Fatalf("result of round %d: %v %s", round, v, why)
		}
	}
	finished := func() bool {
		n.mu.Lock()
		defer n.mu.Unlock()
		return !j.FinishedAt().IsZero()
	}
	result(0, "")
	if finished() {
		t.Fatal("a result of round 0 finished a job in round 1")
	}
	result(1, "engine failed")
	if finished() {
		t.Fatal("a failed result finished the job")
	}
	result(1, "")
	if !finished() {
		t.Fatal("the latest round's result did not finish the job")
	}
}

// A peer that answers a round it was not assigned cannot steer a client's
// job: an early decline (or ack) of a job the client posted is ignored on
// gossip, and even one that reached the client's handler is not taken as
// the assigned miner's answer (before, the forged decline made the client
// skip the top-ranked miner at once).
func TestForgedAnswerDoesNotSteerTheClient(t *testing.T) {
	n := usageNode(t, time.Hour)
	now := time.Now()
	id := [32]byte{0xA1}
	honest, attacker := [20]byte{1}, [20]byte{0xBA}
	n.mu.Lock()
	n.book.Post(&types.JobOrder{JobId: id[:], Client: n.addr.Bytes(), MaxFee: []byte{1}, DeadlineMs: now.Add(time.Hour).UnixMilli()}, now)
	w := waiter{ackCh: make(chan ackMsg, 8), resultCh: make(chan resultMsg, 8)}
	n.client.waiters[id] = w
	n.mu.Unlock()
	forged := &p2p.Incoming{Author: attacker, Msg: &types.Ack{JobId: id[:], Round: 0, Miner: attacker[:], Declined: true}}
	if v, why := n.check(context.Background(), forged); v != pubsub.ValidationIgnore {
		t.Fatalf("an early decline of the client's own job: %v %q, want ignored", v, why)
	}
	n.handle(forged)
	n.mu.Lock()
	if v := n.book.OnAssignment(n.termsFor(t, &types.Assignment{JobId: id[:], Client: n.addr.Bytes(), Round: 0, Miner: honest[:]})); v.Action != jobbook.Accept {
		t.Fatalf("the client's assignment: %v %s", v.Action, v.Reason)
	}
	n.mu.Unlock()
	n.handle(forged) // and once more, after the assignment
	select {
	case a := <-w.ackCh:
		t.Fatalf("the client received %+v as the round's answer", a)
	default:
	}
	// The assigned miner's own answer goes through.
	n.handle(&p2p.Incoming{Author: honest, Msg: &types.Ack{JobId: id[:], Round: 0, Miner: honest[:]}})
	select {
	case a := <-w.ackCh:
		if a.round != 0 || a.declined {
			t.Fatalf("the miner's ack arrived as %+v", a)
		}
	default:
		t.Fatal("the assigned miner's ack did not reach the client")
	}
}

// A client refuses, before signing or publishing anything, a job whose
// deadline is more than a day away: every peer would refuse the order
// (types.MaxJobLifetimeMs), and the job would only wait out its bid window.
func TestPostRefusesAJobLongerThanADay(t *testing.T) {
	n := usageNode(t, time.Hour)
	_, err := n.Post(context.Background(), JobRequest{Subnet: 1, ModelCID: "bafkreimodel", Spec: "1cpu",
		MaxFee: big.NewInt(1), Deadline: time.Now().Add(25 * time.Hour)})
	if err == nil || !strings.Contains(err.Error(), "at most 24h0m0s") {
		t.Fatalf("a 25-hour job: %v", err)
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if jobs := n.book.Len(); jobs != 0 {
		t.Fatalf("%d jobs in the book after a refused post", jobs)
	}
}

// termsFor gives a as the node's client would: settlement terms (price
// 1 wei, settle-by in 7 h) signed with the node's key.
func (n *Node) termsFor(t *testing.T, a *types.Assignment) *types.Assignment {
	t.Helper()
	if err := n.client.grantTerms(a, big.NewInt(1), time.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	return a
}
