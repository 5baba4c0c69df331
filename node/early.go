package node

import (
	"context"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
)

// Early job messages. A job's order, its assignments, the miner's ack and
// its result travel on different topics from different authors, so one
// can overtake another: on the fast path the client publishes the
// assignment right after the order and the miner answers within
// milliseconds, with no bid window between them. A peer that ignored an
// assignment, ack or result of a job (or round) it did not know yet
// would never recompute the draw, credit the ack or, a validator, see
// the result: gossip does not deliver a message twice. So such a message
// is held here (it already passed the signature and freshness checks)
// and judged again when the job's order or the round's assignment
// arrives. GossipSub relays only what its validator accepted, so a peer
// whose every path to the author ran through peers that held the message
// would never get it (a validator missing a round's assignment could
// neither check its result nor follow its settled leaf): a held message
// accepted on replay is put back on the wire (p2p.Host.Forward).
//
// Who may write a job's messages is known only once its order (for an
// ack or result, the round's assignment) arrives, and a message dropped
// here is lost for good (GossipSub marks an id seen before validation,
// so a later copy from an honest neighbour is a duplicate). The hold is
// bounded, so anyone could try to fill a job's share with junk before
// the real message arrives; what keeps the real one in:
//
//   - a fast-path assignment carries its signed order (Assignment.order)
//     and is judged at once, never held;
//   - acks and results are held only from miners staked at the subnet's
//     minimum (throwaway keys cost stake), each author to a few messages
//     per job and a few dozen in all, so one staked key cannot fill a
//     job's share or the hold; the hold is bounded in messages, not in
//     jobs, so filling it takes earlyMaxHeld/earlyMaxOfAuthor staked keys
//     (one message per made-up job, a few would fill a bound on jobs);
//   - an author at its share makes room by dropping its own oldest held
//     message: an attacker can make an honest miner sign messages for
//     jobs no other peer will know (direct orders it declines, whose
//     declines it publishes), but those only push out older ones of its
//     own, never its answer that came before them;
//   - a miner publishes a direct round's decline only once it saw the
//     round's assignment on gossip (node/direct.go, publishPending), so
//     declines provoked by direct orders nobody else sees are never
//     held anywhere;
//   - assignments without their order (the auction path, published a bid
//     window after the order) have a hold of their own, so junk signed by
//     keys without stake never crowds out a staked miner's ack or result.
//
// Messages for made-up jobs cost a little memory for a short while, and
// are never forwarded.

const (
	earlyMaxHeld      = 4096 // messages held, per hold
	earlyMaxPerJob    = 16   // messages held per job
	earlyMaxPerAuthor = 3    // per job and author: an ack, a decline, a result
	earlyMaxOfAuthor  = 32   // per author across jobs
	earlyTTL          = 10 * time.Second
)

type earlyMsg struct {
	in  *p2p.Incoming
	at  time.Time
	seq uint64 // order of arrival in its hold
}

// earlyHold is one bounded hold; guarded by core.mu.
type earlyHold struct {
	jobs     map[[32]byte][]earlyMsg
	byAuthor map[[20]byte]int
	held     int    // messages in jobs
	seq      uint64 // the last message's earlyMsg.seq
}

// hold keeps in for job id; false when a bound refuses it. An author at
// its share across jobs makes room by dropping its own oldest message.
func (e *earlyHold) hold(id [32]byte, in *p2p.Incoming, now time.Time) bool {
	if e.jobs == nil {
		e.jobs, e.byAuthor = make(map[[32]byte][]earlyMsg), make(map[[20]byte]int)
	}
	list := e.jobs[id]
	if len(list) >= earlyMaxPerJob {
		return false
	}
	mine := 0
	for _, m := range list {
		if m.in.Author == in.Author {
			mine++
		}
	}
	if mine >= earlyMaxPerAuthor {
		return false
	}
	switch {
	case e.byAuthor[in.Author] >= earlyMaxOfAuthor:
		e.dropOldest(in.Author)
	case e.held >= earlyMaxHeld:
		e.expire(now)
		if e.held >= earlyMaxHeld {
			return false
		}
	}
	e.seq++
	e.jobs[id] = append(e.jobs[id], earlyMsg{in: in, at: now, seq: e.seq})
	e.byAuthor[in.Author]++
	e.held++
	return true
}

// dropOldest drops author's oldest held message.
func (e *earlyHold) dropOldest(author [20]byte) {
	var (
		oldID  [32]byte
		oldSeq uint64
		oldIdx = -1
	)
	for id, l := range e.jobs {
		for i, m := range l {
			if m.in.Author == author && (oldIdx < 0 || m.seq < oldSeq) {
				oldID, oldSeq, oldIdx = id, m.seq, i
			}
		}
	}
	if oldIdx < 0 {
		return
	}
	l := e.jobs[oldID]
	e.release(l[oldIdx : oldIdx+1])
	if l = append(l[:oldIdx:oldIdx], l[oldIdx+1:]...); len(l) == 0 {
		delete(e.jobs, oldID)
	} else {
		e.jobs[oldID] = l
	}
}

func (e *earlyHold) take(id [32]byte) []earlyMsg {
	l := e.jobs[id]
	delete(e.jobs, id)
	e.release(l)
	return l
}

func (e *earlyHold) release(l []earlyMsg) {
	e.held -= len(l)
	for _, m := range l {
		if e.byAuthor[m.in.Author]--; e.byAuthor[m.in.Author] <= 0 {
			delete(e.byAuthor, m.in.Author)
		}
	}
}

func (e *earlyHold) expire(now time.Time) {
	for id, l := range e.jobs {
		if len(l) == 0 || now.Sub(l[0].at) > earlyTTL {
			delete(e.jobs, id)
			e.release(l)
		}
	}
}

// earlyMsgs is the node's holds (early.go's comment says why two).
type earlyMsgs struct {
	assignments earlyHold // assignments without their order
	answers     earlyHold // acks and results from staked miners
}

func (e *earlyMsgs) take(id [32]byte) []earlyMsg {
	return append(e.assignments.take(id), e.answers.take(id)...)
}

func (e *earlyMsgs) expire(now time.Time) {
	e.assignments.expire(now)
	e.answers.expire(now)
}

// jobOf is the job an assignment, ack or result is about.
func jobOf(m types.Signed) ([32]byte, bool) {
	switch b := m.(type) {
	case *types.Assignment:
		return [32]byte(b.GetJobId()), true
	case *types.Ack:
		return [32]byte(b.GetJobId()), true
	case *types.Result:
		return [32]byte(b.GetJobId()), true
	}
	return [32]byte{}, false
}

// holdEarly decides on a job message the book ignored: one about a job or
// round this peer does not know yet is held for replay, within the
// bounds above.
func (n *core) holdEarly(in *p2p.Incoming, v jobbook.Verdict) {
	if v.Action != jobbook.Ignore || v.Reason != jobbook.ReasonUnknownJob {
		return
	}
	id, ok := jobOf(in.Msg)
	if !ok {
		return
	}
	hold := &n.early.answers
	if _, ok := in.Msg.(*types.Assignment); ok {
		hold = &n.early.assignments
	} else if st := n.cfg.Stake.Stake(common.Address(in.Author)); st == nil || st.Cmp(n.cfg.MinStake) < 0 {
		return // read outside the lock, as the stake view is everywhere
	}
	n.mu.Lock()
	held := hold.hold(id, in, n.cfg.Now())
	n.mu.Unlock()
	if !held {
		n.log.Debug("early job message not held: its share of the hold is full", "job", short(id), "kind", in.Kind,
			"author", common.Address(in.Author).Hex())
	}
}

// replayEarly judges again the messages held for job id, assignments
// first, and hands those now accepted to handle (which replays what
// waited on them in turn). Those still early go back on hold.
func (n *Node) replayEarly(id [32]byte) {
	n.mu.Lock()
	held := n.early.take(id)
	n.mu.Unlock()
	if len(held) == 0 {
		return
	}
	rank := func(m types.Signed) int {
		switch m.(type) {
		case *types.Assignment:
			return 0
		case *types.Ack:
			return 1
		}
		return 2
	}
	for r := 0; r < 3; r++ {
		for _, e := range held {
			if rank(e.in.Msg) != r {
				continue
			}
			res, _ := n.check(context.Background(), e.in)
			if res != pubsub.ValidationAccept {
				continue
			}
			n.handle(e.in)
			if err := n.host.Forward(n.ctx, e.in); err != nil && n.ctx.Err() == nil {
				n.log.Debug("held message not forwarded", "job", short(id), "kind", e.in.Kind, "err", err)
			}
		}
	}
}
