package node

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/peerstore"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/multiformats/go-multihash"
	"google.golang.org/protobuf/proto"

	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/scheduler"
	"github.com/tensora/tensora/types"
)

// Direct assignment, the fast path (docs/protocol.md, "Direct
// assignment"). A client whose offer book holds fresh standing offers
// that satisfy a job matches the job over them with the same pure draw
// as the auction (scheduler.MatchOffers), publishes the order and the
// round's signed Assignment on gossip as usual (validators and observers
// follow the job from them), and places the job with the drawn miner
// over a /tensora/direct/1 stream: a DirectOrder in, the miner's signed
// Ack (or decline) out at once, then its signed Result. A decline, a
// stale offer, a refusal or no answer within the ack timeout moves the
// client to the next ranked offer while the order's direct_until_ms is
// ahead; when none is left or the time is up, it falls back to the
// auction, which the order's direct_until_ms opens.

// Errors of the direct stream.
var (
	// ErrDirectRefused: the miner reset the stream without answering
	// (it refused the order as malformed or not the client's, or its
	// Assignment hook dropped it).
	ErrDirectRefused = errors.New("direct order refused")
	// ErrDirectForged: the answer on the stream is not the assigned
	// miner's signed answer to this job and round.
	ErrDirectForged = errors.New("direct answer not from the assigned miner")
)

const (
	// directReadTimeout bounds the miner's read of a DirectOrder.
	directReadTimeout = 5 * time.Second
	// maxDirectOrder bounds a DirectOrder: two messages and an input.
	maxDirectOrder = 2*types.MaxMessageSize + types.MaxDirectInput + 1024
)

// directKey names the stream waiting for one round's result.
type directKey struct {
	id    [32]byte
	round uint32
}

// A direct assignment's gossip copy is published before its client opens
// the stream, so a miner that sees the copy and not the stream within
// directUnseenGrace was most likely never sent it: every peer would count
// the round as missed by the miner, so it declines it publicly
// (declineUnseen). The grace covers a client that must first dial the
// miner over a long link and send an inline input; observers judge a
// round declineGrace (longer) after the next one appears, which leaves
// the decline time to arrive.
const (
	directUnseenGrace = time.Second
	// directSeenKeep is how long a round stays in miner.directSeen, far
	// longer than any gap between a round's stream and its gossip copy.
	directSeenKeep = time.Minute
	// directSeenMax bounds the rounds held: a client can name this
	// miner in many rounds of many jobs.
	directSeenMax = 4096
)

// seenRound is one direct round in miner.directSeen.
type seenRound struct {
	at      time.Time
	decline *types.Ack // the public decline; nil when the stream came
	// pending: decline answered a stream before the round's assignment
	// was seen on gossip, and is published only once it is (publishPending).
	pending bool
}

// markSeen records a direct round; it reports false if the round was
// already recorded. m.mu is held.
func (m *miner) markSeen(key directKey, decline *types.Ack) bool {
	if _, ok := m.directSeen[key]; ok {
		return false
	}
	now := m.cfg.Now()
	if len(m.directSeen) >= 1024 && now.Sub(m.directSeenPruned) > 10*time.Second {
		m.directSeenPruned = now
		for k, e := range m.directSeen {
			if now.Sub(e.at) > directSeenKeep {
				delete(m.directSeen, k)
			}
		}
	}
	if len(m.directSeen) >= directSeenMax {
		// Full within the keep time (a client naming this miner in many
		// rounds): the oldest round goes. The job book still holds a
		// public decline until its job is forgotten (serveDirect).
		var oldest directKey
		first := true
		for k, e := range m.directSeen {
			if first || e.at.Before(m.directSeen[oldest].at) {
				oldest, first = k, false
			}
		}
		delete(m.directSeen, oldest)
	}
	m.directSeen[key] = seenRound{at: now, decline: decline}
	return true
}

// watchDirect is the miner's answer to the gossip copy of a direct
// assignment naming it: if the assignment itself does not come on a
// stream within directUnseenGrace, the round is declined publicly.
func (m *miner) watchDirect(a *types.Assignment) {
	m.publishPending(a)
	time.AfterFunc(directUnseenGrace, func() { m.declineUnseen(a) })
}

// publishPending notes that a's round was seen assigned on gossip and
// publishes its decline if one waited for that (serveDirect). A decline
// is free to provoke: a direct order nobody else sees, with terms below
// the offer, makes the miner sign one; published at once, such declines
// were held by every peer as early answers of a job it did not know, and
// those of enough miners filled every peer's hold (node/early.go).
// Observers judge only rounds whose assignment they saw, so a decline of
// a round nobody saw assigned informs no one.
func (m *miner) publishPending(a *types.Assignment) {
	key := directKey{[32]byte(a.GetJobId()), a.GetRound()}
	now := m.cfg.Now()
	m.mu.Lock()
	if len(m.gossiped) >= directSeenMax {
		for k, at := range m.gossiped {
			if now.Sub(at) > directSeenKeep {
				delete(m.gossiped, k)
			}
		}
	}
	if len(m.gossiped) < directSeenMax {
		m.gossiped[key] = now
	}
	e, pending := m.directSeen[key]
	pending = pending && e.pending
	if pending {
		e.pending = false
		m.directSeen[key] = e
	}
	m.mu.Unlock()
	if !pending {
		return
	}
	if err := m.host.Publish(m.ctx, types.SubnetTopic(a.GetSubnet(), types.TopicAssign), e.decline); err != nil && m.ctx.Err() == nil {
		m.log.Debug("direct decline not published", "job", short(key.id), "err", err)
	}
}

// declineUnseen declines, on gossip, a direct round naming this miner
// that never reached it on a stream. The round is recorded first, so a
// stream that comes later gets the same decline (serveDirect): a miner
// answers a round once.
func (m *miner) declineUnseen(a *types.Assignment) {
	if m.ctx.Err() != nil || !m.opts.hooks.admits(a) {
		return
	}
	if a.GetCreatedMs() < m.startedMs {
		// Made before this run: the miner may have answered it before a
		// restart (its answers are not kept), and a replayed copy must not
		// make it answer a round twice.
		return
	}
	key := directKey{[32]byte(a.GetJobId()), a.GetRound()}
	m.mu.Lock()
	_, seen := m.directSeen[key]
	answered := m.book.Answered(key.id, key.round)
	m.mu.Unlock()
	if seen || answered {
		return
	}
	dec := &types.Ack{JobId: a.GetJobId(), Subnet: a.GetSubnet(), Round: a.GetRound(), CreatedMs: m.cfg.Now().UnixMilli(), Declined: true}
	if err := m.sign(dec); err != nil {
		return
	}
	m.mu.Lock()
	ok := m.markSeen(key, dec)
	m.mu.Unlock()
	if !ok {
		return
	}
	m.log.Warn("direct assignment came on gossip but not on a stream: declined publicly", "job", short(key.id), "round", key.round,
		"client", common.BytesToAddress(a.GetClient()).Hex())
	if err := m.host.Publish(m.ctx, types.SubnetTopic(a.GetSubnet(), types.TopicAssign), dec); err != nil && m.ctx.Err() == nil {
		m.log.Warn("public decline not published", "job", short(key.id), "err", err)
	}
}

// writeFrame writes b with its uvarint length in front.
func writeFrame(w io.Writer, b []byte) error {
	buf := binary.AppendUvarint(make([]byte, 0, len(b)+binary.MaxVarintLen64), uint64(len(b)))
	_, err := w.Write(append(buf, b...))
	return err
}

// readFrame reads one length-prefixed frame of at most limit bytes.
func readFrame(r *bufio.Reader, limit int) ([]byte, error) {
	n, err := binary.ReadUvarint(r)
	if err != nil {
		return nil, err
	}
	if n > uint64(limit) {
		return nil, fmt.Errorf("frame of %d bytes exceeds %d", n, limit)
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(r, b); err != nil {
		return nil, err
	}
	return b, nil
}

// ---- miner side ----

// serveDirect answers one DirectOrder: it refuses (resets the stream)
// an order that is malformed, not sent by its client or not for this
// miner; otherwise it answers with a signed Ack or decline at once, also
// published on gossip for observers, and, once the job ran, with its
// signed Result.
func (m *miner) serveDirect(s network.Stream) {
	defer s.Close()
	remote := s.Conn().RemotePeer()
	_ = s.SetReadDeadline(time.Now().Add(directReadTimeout))
	b, err := readFrame(bufio.NewReader(s), maxDirectOrder)
	if err != nil {
		_ = s.Reset()
		return
	}
	var d types.DirectOrder
	if err := proto.Unmarshal(b, &d); err != nil {
		_ = s.Reset()
		return
	}
	o, a, err := m.checkDirect(remote, &d)
	if err != nil {
		m.log.Warn("direct order refused", "peer", remote, "err", err)
		_ = s.Reset()
		return
	}
	id := [32]byte(o.GetJobId())
	if !m.opts.hooks.admits(a) {
		m.log.Info("direct assignment dropped by the Assignment hook", "job", short(id), "round", a.GetRound())
		_ = s.Reset()
		return
	}
	// Registered before the job is queued: a tiny job can finish before
	// the ack is even written.
	key := directKey{id, a.GetRound()}
	// The output goes out on this stream only to a client holding
	// RETRIEVE (allowlisted subnets); one without it gets the result
	// message, whose output it cannot read.
	stream := d.GetStreamOutput() && m.allowed(o.GetSubnet(), common.BytesToAddress(o.GetClient()), acl.Retrieve) == nil
	sink := newDirectSink(stream, m.cfg.MaxOutputBytes)
	m.mu.Lock()
	if e, ok := m.directSeen[key]; (ok && e.decline != nil) || m.book.Declined(id, a.GetRound()) {
		// Declined publicly already (declineUnseen): the same answer.
		m.mu.Unlock()
		dec := e.decline
		if dec == nil {
			dec = &types.Ack{JobId: a.GetJobId(), Subnet: a.GetSubnet(), Round: a.GetRound(), CreatedMs: m.cfg.Now().UnixMilli(), Declined: true}
			if err := m.sign(dec); err != nil {
				_ = s.Reset()
				return
			}
		}
		if db, err := types.Encode(dec); err == nil {
			_ = s.SetWriteDeadline(time.Now().Add(directReadTimeout))
			_ = writeFrame(s, db)
		}
		return
	}
	m.markSeen(key, nil)
	m.direct[key] = sink
	m.mu.Unlock()
	defer func() {
		m.mu.Lock()
		if m.direct[key] == sink {
			delete(m.direct, key)
		}
		m.mu.Unlock()
		sink.stop() // a job still running streams into nothing
	}()
	ack, accepted := m.answerDirect(o, a, d.GetInput())
	if ack == nil {
		_ = s.Reset()
		return
	}
	ab, err := types.Encode(ack)
	if err == nil {
		_ = s.SetWriteDeadline(time.Now().Add(directReadTimeout))
		err = writeFrame(s, ab)
	}
	if err != nil && m.ctx.Err() == nil {
		m.log.Warn("direct answer not sent", "job", short(id), "err", err)
	}
	// On gossip too: observers credit the ack (or record the decline)
	// as they do on the auction path, so every peer's reputation view,
	// and so its recomputed draws, stays the client's. A decline waits
	// for the round's assignment on gossip (publishPending).
	publish := true
	if !accepted {
		m.mu.Lock()
		if _, ok := m.gossiped[key]; !ok {
			publish = false
			m.directSeen[key] = seenRound{at: m.cfg.Now(), decline: ack, pending: true}
		}
		m.mu.Unlock()
	}
	if publish {
		if err := m.host.Publish(m.ctx, types.SubnetTopic(a.GetSubnet(), types.TopicAssign), ack); err != nil && m.ctx.Err() == nil {
			m.log.Debug("direct answer not published", "job", short(id), "err", err)
		}
	}
	if !accepted {
		return
	}
	t := time.NewTimer(time.Until(time.UnixMilli(o.GetDeadlineMs())))
	defer t.Stop()
	for {
		select {
		case <-sink.notify:
			if err := writeDeltas(s, sink); err != nil {
				// The client is gone or stuck: it gets the Result on gossip.
				m.log.Debug("output not streamed on the direct stream", "job", short(id), "err", err)
				_ = s.Reset()
				return
			}
		case rb := <-sink.result:
			// The engine returned before the Result was made: every piece
			// is in the sink, and goes out before it.
			err := writeDeltas(s, sink)
			if err == nil {
				_ = s.SetWriteDeadline(time.Now().Add(directReadTimeout))
				err = writeFrame(s, rb)
			}
			if err != nil && m.ctx.Err() == nil {
				m.log.Debug("result not sent on the direct stream (it is on gossip)", "job", short(id), "err", err)
			}
			return
		case <-t.C:
			return
		case <-m.ctx.Done():
			return
		}
	}
}

// checkDirect decides whether a DirectOrder deserves an answer at all:
// the order and assignment must be well formed and signed, the stream's
// peer must be the order's client (only the client may place its job),
// the assignment must be signed by that client for this job and this
// miner, and cite the offer it names. It records the job and the round
// in this peer's book, as gossip would have.
func (m *miner) checkDirect(remote peer.ID, d *types.DirectOrder) (*types.JobOrder, *types.Assignment, error) {
	o, a := d.GetOrder(), d.GetAssignment()
	if o == nil || a == nil {
		return nil, nil, errors.New("order or assignment missing")
	}
	for _, msg := range []types.Signed{o, a} {
		if err := types.CheckFields(msg); err != nil {
			return nil, nil, err
		}
		if _, err := types.Verify(m.cfg.P2P.Domain, msg); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", msg.Kind(), err)
		}
	}
	client := common.BytesToAddress(o.GetClient())
	if from, err := m.peerAddress(remote); err != nil || from != client {
		return nil, nil, fmt.Errorf("sent by %s, not by the job's client %s", remote, client.Hex())
	}
	if common.BytesToAddress(a.GetClient()) != client {
		return nil, nil, fmt.Errorf("assignment signed by %s, not by the job's client %s", common.BytesToAddress(a.GetClient()).Hex(), client.Hex())
	}
	if !bytes.Equal(a.GetJobId(), o.GetJobId()) || a.GetSubnet() != o.GetSubnet() {
		return nil, nil, errors.New("assignment for another job")
	}
	if common.BytesToAddress(a.GetMiner()) != m.addr {
		return nil, nil, fmt.Errorf("assignment names %s, not this miner", common.BytesToAddress(a.GetMiner()).Hex())
	}
	cited := false
	for _, c := range a.GetOffers() {
		cited = cited || bytes.Equal(c, a.GetBidId())
	}
	if !cited {
		return nil, nil, errors.New("assignment does not cite the offer it names")
	}
	if len(d.GetInput()) > types.MaxDirectInput {
		return nil, nil, fmt.Errorf("inline input of %d bytes exceeds %d", len(d.GetInput()), types.MaxDirectInput)
	}
	now := m.cfg.Now()
	m.mu.Lock()
	defer m.mu.Unlock()
	if v := m.book.OnOrder(o, now); v.Action != jobbook.Accept {
		return nil, nil, fmt.Errorf("order %s: %s", v.Action, v.Reason)
	}
	if v := m.book.OnAssignment(a); v.Action != jobbook.Accept {
		return nil, nil, fmt.Errorf("assignment %s: %s", v.Action, v.Reason)
	}
	return o, a, nil
}

// answerDirect accepts a direct assignment, queueing it durably before
// the ack is signed, or declines it with the reason logged: a stale
// offer, terms that would not pay, a stake below the minimum, hardware
// that does not fit, a client whose escrow does not cover the price, no
// room, or an inline input that is not the order's. It returns nil when
// the job was already answered.
func (m *miner) answerDirect(o *types.JobOrder, a *types.Assignment, input []byte) (ack *types.Ack, accepted bool) {
	id := [32]byte(o.GetJobId())
	decline := func(why string, args ...any) (*types.Ack, bool) {
		m.log.Info("direct assignment declined", append([]any{"job", short(id), "round", a.GetRound(), "reason", why}, args...)...)
		reason := why
		for i := 0; i+1 < len(args); i += 2 {
			if err, ok := args[i+1].(error); ok {
				reason += ": " + err.Error()
			}
		}
		ack := &types.Ack{JobId: a.GetJobId(), Subnet: a.GetSubnet(), Round: a.GetRound(), CreatedMs: m.cfg.Now().UnixMilli(), Declined: true,
			Reason: declineReason(reason)}
		if err := m.sign(ack); err != nil {
			return nil, false
		}
		return ack, false
	}
	if m.opts.hooks.declines(a) {
		return decline("the Decline hook")
	}
	if !m.ownOffer([32]byte(a.GetBidId())) {
		return decline("stale offer: not one of this miner's live adverts")
	}
	// The settlement signature's signer is not recovered again: checkDirect
	// had the job book do it (jobbook.CheckTerms refuses terms not signed
	// by the order's client, and the stream with them).
	if err := m.checkTermsOf(o, a, false); err != nil {
		return decline("terms", "err", err)
	}
	if st := m.cfg.Stake.Stake(m.addr); st == nil || st.Cmp(m.cfg.MinStake) < 0 {
		return decline("stake below the subnet minimum")
	}
	if err := m.allowed(o.GetSubnet(), m.addr, acl.Compute); err != nil {
		return decline("access control", "err", err)
	}
	// The order came on a stream, not through gossip's SUBMIT check: a
	// client without it would have the job run and never settled.
	if err := m.allowed(o.GetSubnet(), common.BytesToAddress(o.GetClient()), acl.Submit); err != nil {
		return decline("access control", "err", err)
	}
	job, err := jobbook.SchedJob(o)
	if err != nil {
		return decline("bad spec", "err", err)
	}
	if rs := scheduler.Eligible(job, m.own); len(rs) > 0 {
		return decline("not eligible", "reasons", reasonsString(rs))
	}
	if m.escrow != nil {
		client := common.BytesToAddress(o.GetClient())
		ctx, cancel := context.WithTimeout(m.ctx, 2*time.Second)
		ok, have, err := m.escrow.covers(ctx, client, types.AmountOf(a.GetPrice()))
		cancel()
		if !ok {
			return decline("the client's escrow does not cover the price", "escrow", have, "err", err)
		}
	}
	m.mu.Lock()
	full := m.running >= m.cfg.MaxConcurrency+m.cfg.MaxQueued
	m.mu.Unlock()
	if full {
		m.metrics.minerDeclined()
		return decline("at capacity")
	}
	if len(input) > 0 {
		if err := m.importInput(o, input); err != nil {
			return decline("inline input", "err", err)
		}
	}
	if err := m.checkRequest(o, a, input); err != nil { // the same test as the auction's ack (miner.go)
		return decline("terms", "err", err)
	}
	m.mu.Lock()
	full = m.running >= m.cfg.MaxConcurrency+m.cfg.MaxQueued
	order, ok := m.book.ClaimAck(id, !full)
	if !ok {
		m.mu.Unlock()
		return nil, false // answered already (a duplicate stream)
	}
	if full {
		m.mu.Unlock()
		m.metrics.minerDeclined()
		return decline("at capacity")
	}
	m.running++
	m.mu.Unlock()
	if err := m.accept(m.ctx, order, a); err != nil {
		m.mu.Lock()
		m.running = max(0, m.running-1)
		m.mu.Unlock()
		return decline("not queued", "err", err)
	}
	if m.escrow != nil {
		m.escrow.spend(common.BytesToAddress(o.GetClient()), types.AmountOf(a.GetPrice()))
	}
	m.kickAdvert()
	ack = &types.Ack{JobId: a.GetJobId(), Subnet: a.GetSubnet(), Round: a.GetRound(), CreatedMs: m.cfg.Now().UnixMilli()}
	if err := m.sign(ack); err != nil {
		return nil, false
	}
	m.log.Info("direct assignment acknowledged", "job", short(id), "round", a.GetRound())
	return ack, true
}

// importInput stores an input that came inline on the direct stream,
// restricted to the job as a fetched one is, if it is the order's input:
// anything else is refused before a byte is stored.
func (m *miner) importInput(o *types.JobOrder, input []byte) error {
	if o.GetInputCid() == "" {
		return errors.New("the job has no input")
	}
	if d := o.GetInputBytes(); d > 0 && uint64(len(input)) > d {
		return fmt.Errorf("%d bytes, the job declared %d", len(input), d)
	}
	want, err := cid.Decode(o.GetInputCid())
	if err != nil {
		return err
	}
	// Checked before anything is stored: an input small enough to ride
	// inline is one chunk, so its CID is a raw block's, the hash of its
	// bytes. Bytes that are not the order's input must not be stored,
	// pinned or served by this miner on the client's say-so.
	if p := want.Prefix(); p.Version != 1 || p.Codec != cid.Raw || p.MhType != multihash.SHA2_256 {
		return fmt.Errorf("the order's input %s is not a single raw block (CIDv1, raw, sha2-256): it cannot come inline", want)
	}
	if len(input) > content.ChunkSize {
		return fmt.Errorf("%d bytes is more than one %d-byte block", len(input), content.ChunkSize)
	}
	if got, err := want.Prefix().Sum(input); err != nil || !got.Equals(want) {
		return fmt.Errorf("the bytes hash to %s, not the order's input %s", got, want)
	}
	ctx, cancel := context.WithTimeout(m.ctx, directReadTimeout)
	defer cancel()
	if err := m.guard(ctx, o, o.GetInputCid(), m.addr); err != nil {
		return err
	}
	got, _, err := m.content.Add(ctx, bytes.NewReader(input), "input "+short([32]byte(o.GetJobId())), nil)
	if err != nil {
		return fmt.Errorf("store: %w", err)
	}
	if !got.Equals(want) {
		return fmt.Errorf("it imports to %s, not the order's %s", got, want)
	}
	return nil
}

// toDirect hands a finished job's signed Result to the direct stream
// waiting for it, if any.
func (m *miner) toDirect(id [32]byte, round uint32, result []byte) {
	m.mu.Lock()
	sink := m.direct[directKey{id, round}]
	m.mu.Unlock()
	if sink == nil {
		return
	}
	select {
	case sink.result <- result:
	default:
	}
}

// ---- client side ----

// directPlan is the fast-path match of a job: the ranking of its fresh
// standing offers and where each miner listens.
type directPlan struct {
	match  scheduler.Outcome
	offers [][]byte // the cited offer ids, sorted
	peers  map[common.Address]peer.AddrInfo
	until  time.Time // the order's direct_until_ms: the auction opens then
}

// planDirect matches job over the fresh offers in this client's book; nil
// when none can serve it (the job goes to auction).
func (cl *client) planDirect(o *types.JobOrder) *directPlan {
	offers := cl.freshOffers(o.GetSubnet())
	if len(offers) == 0 {
		return nil
	}
	job, err := jobbook.SchedJob(o)
	if err != nil {
		return nil
	}
	// On an allowlisted subnet only miners holding COMPUTE are asked.
	offers = slices.DeleteFunc(offers, func(of offer) bool {
		return cl.allowed(o.GetSubnet(), of.sched.Advert.Miner, acl.Compute) != nil
	})
	if len(offers) == 0 {
		return nil
	}
	so := make([]scheduler.Offer, len(offers))
	plan := &directPlan{peers: make(map[common.Address]peer.AddrInfo, len(offers))}
	for i, of := range offers {
		so[i] = of.sched
		plan.offers = append(plan.offers, of.sched.ID[:])
		plan.peers[of.sched.Advert.Miner] = of.peer
	}
	plan.match = scheduler.MatchOffers(job, so, cl.cfg.Stake, cl.repView(), cl.matchParams())
	if len(plan.match.Ranked) == 0 {
		return nil
	}
	return plan
}

// directStream is an accepted direct round's open stream, on which the
// miner's Result will come.
type directStream struct {
	s  network.Stream
	br *bufio.Reader
}

// declineError is a miner's decline of a direct round, with the reason
// it gave.
type declineError struct{ reason string }

func (e *declineError) Error() string { return "declined: " + e.reason }

// ask places round a with its miner at p over a direct stream and reads
// the answer: acked, declined (err is a *declineError with the miner's
// reason), or neither (err says why: no stream, a refusal, a forged or
// late answer). The stream is returned open when
// the miner acked. With stream set, the miner is asked to send the
// output's pieces before its Result (readResult).
func (cl *client) ask(ctx context.Context, p peer.AddrInfo, o *types.JobOrder, a *types.Assignment, input []byte, stream bool) (ds *directStream, acked bool, err error) {
	h := cl.host.LibP2P()
	if len(h.Network().ConnsToPeer(p.ID)) == 0 {
		// Not connected (a light client knows few peers): dial the
		// addresses the offer names, under the dial policy, rather than
		// look the miner up in the DHT.
		if ai := cl.dialAddrs(p, "offer address"); len(ai.Addrs) > 0 {
			h.Peerstore().AddAddrs(ai.ID, ai.Addrs, peerstore.TempAddrTTL)
		}
	}
	s, err := h.NewStream(ctx, p.ID, protocol.ID(types.DirectProtocol))
	if err != nil {
		return nil, false, fmt.Errorf("open stream: %w", err)
	}
	if dl, ok := ctx.Deadline(); ok {
		_ = s.SetDeadline(dl)
	}
	b, err := proto.Marshal(&types.DirectOrder{Order: o, Assignment: a, Input: input, StreamOutput: stream})
	if err == nil {
		err = writeFrame(s, b)
	}
	if err != nil {
		_ = s.Reset()
		return nil, false, fmt.Errorf("send: %w", err)
	}
	br := bufio.NewReader(s)
	ab, err := readFrame(br, types.MaxMessageSize)
	if err != nil {
		_ = s.Reset()
		if ctx.Err() != nil {
			return nil, false, ctx.Err()
		}
		return nil, false, fmt.Errorf("%w: %w", ErrDirectRefused, err)
	}
	ack, err := cl.directAck(ab, a)
	if err != nil {
		_ = s.Reset()
		return nil, false, err
	}
	if ack.GetDeclined() {
		_ = s.Close()
		return nil, false, &declineError{reason: ack.GetReason()}
	}
	_ = s.SetDeadline(time.Time{})
	return &directStream{s: s, br: br}, true, nil
}

// directAck checks that an answer on the stream is the assigned miner's
// signed Ack of this job and round.
func (cl *client) directAck(b []byte, a *types.Assignment) (*types.Ack, error) {
	_, msg, err := types.Decode(b)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDirectForged, err)
	}
	ack, ok := msg.(*types.Ack)
	if !ok {
		return nil, fmt.Errorf("%w: a %s, not an ack", ErrDirectForged, msg.Kind())
	}
	if _, err := types.Verify(cl.cfg.P2P.Domain, ack); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDirectForged, err)
	}
	if !bytes.Equal(ack.GetMiner(), a.GetMiner()) || !bytes.Equal(ack.GetJobId(), a.GetJobId()) || ack.GetRound() != a.GetRound() {
		return nil, fmt.Errorf("%w: signed by %s for round %d", ErrDirectForged, common.BytesToAddress(ack.GetMiner()).Hex(), ack.GetRound())
	}
	return ack, nil
}

// readResult reads the miner's Result from an accepted direct stream and
// hands it to the job's waiter, as one from gossip would be, if it is the
// assigned miner's signed Result of this job and round. The output's
// pieces the miner streams before it go to partial (JobRequest.Partial),
// within the limits (readReplies); a miner that breaks them loses the
// stream, and the client waits for its Result on gossip. It ends when the
// stream does (the round is over, or the deadline passed).
func (cl *client) readResult(ds *directStream, a *types.Assignment, w waiter, deadline time.Time, partial func(round uint32, piece []byte)) {
	defer cl.wg.Done()
	_ = ds.s.SetReadDeadline(deadline)
	var pf func([]byte)
	if partial != nil {
		pf = func(p []byte) { partial(a.GetRound(), p) }
	}
	b, err := readReplies(ds.br, pf, cl.cfg.MaxOutputBytes)
	if err != nil {
		if errors.Is(err, ErrDeltaLimit) || errors.Is(err, ErrDeltaUnasked) || errors.Is(err, types.ErrMalformed) {
			cl.log.Warn("direct stream: the miner's frames refused; its result is awaited on gossip", "job", short([32]byte(a.GetJobId())),
				"miner", common.BytesToAddress(a.GetMiner()).Hex(), "err", err)
			_ = ds.s.Reset()
		}
		return
	}
	_, msg, err := types.Decode(b)
	r, ok := msg.(*types.Result)
	if err != nil || !ok {
		cl.log.Warn("direct stream: not a result", "job", short([32]byte(a.GetJobId())), "err", err)
		return
	}
	if _, err := types.Verify(cl.cfg.P2P.Domain, r); err != nil || !bytes.Equal(r.GetMiner(), a.GetMiner()) ||
		!bytes.Equal(r.GetJobId(), a.GetJobId()) || r.GetRound() != a.GetRound() {
		cl.log.Warn("direct stream: result not the assigned miner's", "job", short([32]byte(a.GetJobId())),
			"signer", common.BytesToAddress(r.GetMiner()).Hex(), "err", err)
		return
	}
	select {
	case w.resultCh <- resultMsg{r: r, from: ds.s.Conn().RemotePeer(), at: cl.cfg.Now()}:
	default:
	}
}

// inlineInput is the job's input when this client holds it and it is
// small enough to travel on the direct stream (nil otherwise: the miner
// fetches it by CID).
func (cl *client) inlineInput(ctx context.Context, o *types.JobOrder) []byte {
	if o.GetInputCid() == "" || o.GetInputBytes() == 0 || o.GetInputBytes() > types.MaxDirectInput {
		return nil
	}
	c, err := cid.Decode(o.GetInputCid())
	if err != nil {
		return nil
	}
	if has, err := cl.content.Has(ctx, c); err != nil || !has {
		return nil
	}
	b, err := cl.content.FetchBytes(ctx, c, nil, types.MaxDirectInput)
	if err != nil {
		return nil
	}
	return b
}
