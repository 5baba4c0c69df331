package node

import (
	"context"
	"time"

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
// accepted on replay is put back on the wire (p2p.Host.Forward). The hold
// is bounded in jobs, messages per job and time, so messages for made-up
// jobs cost a little memory for a short while, and are never forwarded.

const (
	earlyMaxJobs   = 256
	earlyMaxPerJob = 8
	earlyTTL       = 10 * time.Second
)

type earlyMsg struct {
	in *p2p.Incoming
	at time.Time
}

// earlyMsgs is guarded by core.mu.
type earlyMsgs map[[32]byte][]earlyMsg

// hold keeps in for job id; false when the hold is full.
func (e *earlyMsgs) hold(id [32]byte, in *p2p.Incoming, now time.Time) bool {
	if *e == nil {
		*e = make(earlyMsgs)
	}
	list, ok := (*e)[id]
	if !ok && len(*e) >= earlyMaxJobs {
		e.expire(now)
		if len(*e) >= earlyMaxJobs {
			return false
		}
	}
	if len(list) >= earlyMaxPerJob {
		return false
	}
	(*e)[id] = append(list, earlyMsg{in: in, at: now})
	return true
}

func (e *earlyMsgs) take(id [32]byte) []earlyMsg {
	l := (*e)[id]
	delete(*e, id)
	return l
}

func (e *earlyMsgs) expire(now time.Time) {
	for id, l := range *e {
		if len(l) == 0 || now.Sub(l[0].at) > earlyTTL {
			delete(*e, id)
		}
	}
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
// round this peer does not know yet is held for replay.
func (n *core) holdEarly(in *p2p.Incoming, v jobbook.Verdict) {
	if v.Action != jobbook.Ignore || v.Reason != jobbook.ReasonUnknownJob {
		return
	}
	id, ok := jobOf(in.Msg)
	if !ok {
		return
	}
	n.mu.Lock()
	n.early.hold(id, in, n.cfg.Now())
	n.mu.Unlock()
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
