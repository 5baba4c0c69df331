// Package jobbook is the per-job state every peer keeps about the jobs it
// sees on gossip, and the pure decisions made over it.
//
// A Book holds each job's order, bids, assignments per round, acks,
// declines and result; for every incoming message it decides whether the
// message is accepted, rejected (the forwarder is penalised) or ignored,
// with a reason, and how the job's state changes. It also bounds what
// free messages can make a peer hold or believe: a client's unfinished
// jobs (MaxOpenPerClient), and which validators' verdicts count
// (OnVerdict: only about a job, miner and result the peer saw, within a
// rate per validator). Judge compares an
// assignment with the observer's own match, and Rounds is the client's
// retry policy (how many rounds, which declines are free, who is blamed).
//
// Nothing here locks, sleeps, reads a clock or does I/O: time comes in as
// an argument, stake is read by the caller and passed in. The node wraps a
// Book with its lock, its gossip subscriptions and its channels:
//
//	n.mu.Lock()
//	v := n.book.OnAck(author, ack)
//	n.mu.Unlock()
//	return gossipAction(v.Action), v.Reason // Accept, Reject or Ignore for GossipSub
package jobbook
