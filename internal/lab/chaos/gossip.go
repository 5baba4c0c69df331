package chaos

import (
	"context"
	"crypto/ecdsa"
	"encoding/binary"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"google.golang.org/protobuf/encoding/protowire"

	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/testnet"
	"github.com/tensora/tensora/types"
)

// graylistThreshold is p2p's GossipSub graylist threshold (scoreParams in
// p2p/host.go): below it a peer's messages are no longer processed.
const graylistThreshold = -1000

// rogue is a bare libp2p + GossipSub peer without Tensora's validators: it
// puts anything on the wire, as an attacker's modified node would.
type rogue struct {
	key    *ecdsa.PrivateKey
	h      host.Host
	ps     *pubsub.PubSub
	cancel context.CancelFunc
	mu     sync.Mutex
	topics map[string]*pubsub.Topic
	subs   []*pubsub.Subscription
}

func newRogue(ctx context.Context, to []peer.AddrInfo) (*rogue, error) {
	k, err := crypto.GenerateKey()
	if err != nil {
		return nil, err
	}
	return rogueWithKey(ctx, to, k)
}

// rogueWithKey is a rogue signing with k (a key the network has staked).
func rogueWithKey(ctx context.Context, to []peer.AddrInfo, k *ecdsa.PrivateKey) (*rogue, error) {
	pk, err := p2pcrypto.UnmarshalSecp256k1PrivateKey(crypto.FromECDSA(k))
	if err != nil {
		return nil, err
	}
	h, err := libp2p.New(libp2p.Identity(pk), libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		return nil, fmt.Errorf("rogue host: %w", err)
	}
	bg, cancel := context.WithCancel(context.Background())
	// A rogue sends what it publishes to every peer on the topic (GossipSub
	// only gives its own messages to the D fanout peers by default, which
	// left 5 of 11 peers in chaos R3 never hearing the flood), in RPCs
	// within the honest peers' limit (4 × the message limit: a receiver
	// resets a stream that brings a larger one).
	ps, err := pubsub.NewGossipSub(bg, h, append(p2p.WireOptions(),
		pubsub.WithFloodPublish(true), pubsub.WithMaxMessageSize(4*types.MaxMessageSize))...)
	if err != nil {
		cancel()
		_ = h.Close()
		return nil, fmt.Errorf("rogue gossipsub: %w", err)
	}
	r := &rogue{key: k, h: h, ps: ps, cancel: cancel, topics: map[string]*pubsub.Topic{}}
	for _, ai := range to {
		if err := h.Connect(ctx, ai); err != nil {
			r.close()
			return nil, fmt.Errorf("rogue connect: %w", err)
		}
	}
	return r, nil
}

func (r *rogue) close() {
	for _, s := range r.subs {
		s.Cancel()
	}
	for _, t := range r.topics {
		_ = t.Close()
	}
	r.cancel()
	_ = r.h.Close()
}

// join joins topic and waits until every peer in want subscribes to it
// as far as this rogue knows.
func (r *rogue) join(ctx context.Context, topic string, want []peer.ID) (*pubsub.Topic, error) {
	r.mu.Lock()
	t, ok := r.topics[topic]
	if !ok {
		var err error
		if t, err = r.ps.Join(topic); err != nil {
			r.mu.Unlock()
			return nil, err
		}
		r.topics[topic] = t
	}
	r.mu.Unlock()
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	for {
		have := t.ListPeers()
		all := true
		for _, p := range want {
			all = all && slices.Contains(have, p)
		}
		if all {
			return t, nil
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("rogue: peers not on %s: %w", topic, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

func ids(ps []*node.Node) []peer.ID {
	var out []peer.ID
	for _, p := range ps {
		out = append(out, p.Host().ID())
	}
	return out
}

func quantile(ds []time.Duration, q float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, int(q*float64(len(s))))]
}

// noiseFloor is the slack within which two latency figures measured on a
// shared loopback machine count as equal.
const noiseFloor = 10 * time.Millisecond

func within(flood, clean time.Duration) bool {
	return float64(flood) <= 1.5*float64(clean) || flood-clean <= noiseFloor
}

// R3: a peer connected to everyone floods the jobs topic with malformed,
// oversized, forged and wrong-subnet messages while the client posts jobs.
func chaosR3(ctx context.Context, o Options, r *Result) error {
	miners := o.size(4, 10)
	n, stop, err := chaosNet(ctx, o, testnet.Config{Miners: miners, NoEngine: true, BidWindow: 150 * time.Millisecond,
		Profiles: cpuFleet, Jobs: cpuJobs}, false)
	if err != nil {
		return err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	k := o.size(8, 30)
	r.did("started %d miners and a client (matching only)", miners)
	clean, err := n.Run(ctx, k)
	if err != nil {
		return err
	}
	r.did("clean run: %d jobs", k)
	honest := append(slices.Clone(n.Miners), n.Client)
	ev, err := newRogue(ctx, hostsOf(honest))
	if err != nil {
		return err
	}
	defer ev.close()
	topic := types.SubnetTopic(1, types.TopicJobs)
	t, err := ev.join(ctx, topic, ids(honest))
	if err != nil {
		return err
	}
	victim, _ := crypto.GenerateKey()
	enc := func(m types.Signed, key *ecdsa.PrivateKey) []byte {
		_ = types.Sign(n.Domain(), m, key)
		b, _ := types.Encode(m)
		return b
	}
	job := func(subnet, nonce uint64) *types.JobOrder {
		now := time.Now().UnixMilli()
		return &types.JobOrder{Subnet: subnet, ModelCid: "bafkreimodel", Engine: "onnx", Spec: "1cpu", MaxFee: types.Amount(big.NewInt(1e18)),
			CreatedMs: now, DeadlineMs: now + 60_000, Nonce: nonce, BidWindowMs: 100}
	}
	// A forged author: a job that names the victim as its client, signed
	// by the rogue's key (the signature recovers another address).
	forged := func(nonce uint64) []byte {
		j := job(1, nonce)
		_ = types.Sign(n.Domain(), j, victim)
		d, _ := types.Digest(n.Domain(), j)
		j.Signature, _ = crypto.Sign(d[:], ev.key)
		b, _ := types.Encode(j)
		return b
	}
	reasons := []string{p2p.ReasonMalformed, p2p.ReasonOversized, p2p.ReasonWrongAuthor, p2p.ReasonWrongSubnet}
	rejBefore := map[string]float64{}
	for _, why := range reasons {
		rejBefore[why] = n.Client.Host().Rejected(why)
	}
	var sent atomic.Int64
	fctx, fstop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(2 * time.Millisecond)
		defer tick.Stop()
		for i := uint64(0); ; i++ {
			var data []byte
			switch i % 4 {
			// Each message differs (i in it): GossipSub's message id is a
			// hash of the bytes, and equal bytes would go out once.
			case 0:
				data = fmt.Appendf(nil, "\xff\xff\xffnot a tensora message %d", i)
			case 1:
				data = make([]byte, types.MaxMessageSize+100)
				binary.BigEndian.PutUint64(data, i)
			case 2:
				data = forged(i)
			case 3:
				data = enc(job(2, i), ev.key) // subnet 2's job on subnet 1's topic
			}
			if t.Publish(fctx, data) == nil {
				sent.Add(1)
			}
			select {
			case <-fctx.Done():
				return
			case <-tick.C:
			}
		}
	}()
	flood, err := n.Run(ctx, k)
	fstop()
	wg.Wait()
	if err != nil {
		return err
	}
	r.did("a rogue peer connected to all %d peers sent %d bad messages (garbage, >64 KiB, forged author, wrong subnet; one every 2 ms) while the client posted %d more jobs", len(honest), sent.Load(), k)
	var counts []string
	allSeen := true
	for _, why := range reasons {
		d := n.Client.Host().Rejected(why) - rejBefore[why]
		counts = append(counts, fmt.Sprintf("%s %d", why, int(d)))
		allSeen = allSeen && d >= 1
	}
	r.check(allSeen, "each kind rejected by the client's topic validator", "%v", counts)
	gray := func() (int, []string) {
		k, why := 0, []string(nil)
		for i, p := range honest {
			s, ok := p.Host().Scores()[ev.h.ID()]
			if ok && s < graylistThreshold {
				k++
			} else {
				why = append(why, fmt.Sprintf("peer %d: %.0f", i, s))
			}
		}
		return k, why
	}
	var g int
	var why []string
	for wait := time.Now().Add(10 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		if g, why = gray(); g == len(honest) || time.Now().After(wait) {
			break
		}
	}
	r.check(g == len(honest), "the rogue's score fell below the graylist threshold on every peer", "%d of %d peers (threshold %d) %v", g, len(honest), graylistThreshold, why)
	firstBids := func(rep *testnet.Report) []time.Duration {
		var out []time.Duration
		for _, j := range rep.Jobs {
			out = append(out, j.FirstBid)
		}
		return out
	}
	r.check(clean.OK() && flood.OK(), "honest jobs all matched during the flood", "clean %d/%d, flood %d/%d assigned", clean.Assigned, len(clean.Jobs), flood.Assigned, len(flood.Jobs))
	c50, f50 := quantile(firstBids(clean), 0.5), quantile(firstBids(flood), 0.5)
	c99, f99 := quantile(firstBids(clean), 0.99), quantile(firstBids(flood), 0.99)
	r.timing(within(f50, c50), "P1 (announce→first bid) within 1.5× of the clean run",
		"median %s vs %s clean (%.2f×), p99 %s vs %s; slack %s for a shared machine", ms(f50), ms(c50), float64(f50)/float64(max(c50, 1)), ms(f99), ms(c99), noiseFloor)
	return nil
}

// R4 (gossip): a rogue captures one job's messages off the wire and
// publishes them again; and sends a new result carrying the captured proof.
func chaosR4(ctx context.Context, o Options, r *Result) error {
	n, stop, err := chaosNet(ctx, o, testnet.Config{Miners: 2, Chain: true, BidWindow: 150 * time.Millisecond,
		Profiles: cpuFleet, Jobs: cpuJobs}, false)
	if err != nil {
		return err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	r.did("started 2 miners, a client and the chain")
	honest := append(slices.Clone(n.Miners), n.Client)
	ev, err := newRogue(ctx, hostsOf(honest))
	if err != nil {
		return err
	}
	defer ev.close()
	kinds := []string{types.TopicJobs, types.TopicBids, types.TopicAssign, types.TopicResults}
	var capMu sync.Mutex
	captured := map[string][]byte{}
	for _, kind := range kinds {
		topic := types.SubnetTopic(1, kind)
		want := ids(honest)
		if kind == types.TopicResults {
			want = ids([]*node.Node{n.Client})
		}
		t, err := ev.join(ctx, topic, want)
		if err != nil {
			return err
		}
		sub, err := t.Subscribe()
		if err != nil {
			return err
		}
		ev.subs = append(ev.subs, sub)
		go func() {
			for {
				m, err := sub.Next(ctx)
				if err != nil {
					return
				}
				capMu.Lock()
				if captured[topic] == nil && m.ReceivedFrom != ev.h.ID() {
					captured[topic] = m.GetData()
				}
				capMu.Unlock()
			}
		}()
	}
	// Auctioned: the rogue replays a bid too (a job placed from standing
	// offers has none).
	if _, err := runAuctionJobs(ctx, r, n, 1, "the job whose messages are captured"); err != nil {
		return err
	}
	capMu.Lock()
	got := len(captured)
	capMu.Unlock()
	if !r.check(got == len(kinds), "the rogue captured a job, a bid, an assignment and a result", "%d of %d kinds", got, len(kinds)) {
		return nil
	}
	recsBefore, _ := n.Client.Jobs(ctx)
	qBefore := 0
	for _, m := range n.Miners {
		js, _ := m.Queue().List(ctx)
		qBefore += len(js)
	}
	ign := n.Client.Host().Ignored(p2p.ReasonReplay)
	for _, kind := range kinds {
		topic := types.SubnetTopic(1, kind)
		// Re-encoded (an unknown envelope field appended): the same signed
		// message in other bytes. The very same bytes would be the same
		// GossipSub message (its id is a hash of them), dropped as a
		// duplicate before any validator; these reach the client's
		// validator, whose replay cache keys on the signed content.
		again := protowire.AppendBytes(protowire.AppendTag(slices.Clone(captured[topic]), 99, protowire.BytesType), []byte("replay"))
		if err := ev.topics[topic].Publish(ctx, again); err != nil {
			return err
		}
	}
	// The proof of compute in a result of the rogue's own: same job,
	// round, hashes and PoC, signed by the rogue.
	_, body, err := types.Decode(captured[types.SubnetTopic(1, types.TopicResults)])
	if err != nil {
		return err
	}
	res, ok := body.(*types.Result)
	if !ok {
		return fmt.Errorf("captured result is a %T", body)
	}
	res.CreatedMs = time.Now().UnixMilli()
	_ = types.Sign(n.Domain(), res, ev.key)
	stolen, err := types.Encode(res)
	if err != nil {
		return err
	}
	notAssigned := n.Client.Host().Rejected("ack-not-assigned")
	if err := ev.topics[types.SubnetTopic(1, types.TopicResults)].Publish(ctx, stolen); err != nil {
		return err
	}
	r.did("replayed the captured job, bid, assignment and result, and published the result's proof of compute in a result of its own")
	var dIgn, dRej float64
	for wait := time.Now().Add(10 * time.Second); time.Now().Before(wait); time.Sleep(50 * time.Millisecond) {
		dIgn = n.Client.Host().Ignored(p2p.ReasonReplay) - ign
		dRej = n.Client.Host().Rejected("ack-not-assigned") - notAssigned
		if dIgn >= float64(len(kinds)) && dRej >= 1 {
			break
		}
	}
	r.check(dIgn >= float64(len(kinds)), "every replay dropped by the client as a replay", "%.0f of %d", dIgn, len(kinds))
	r.check(dRej >= 1, "the reused proof rejected (its sender was not assigned the job)", "%.0f rejected", dRej)
	recsAfter, _ := n.Client.Jobs(ctx)
	qAfter := 0
	for _, m := range n.Miners {
		js, _ := m.Queue().List(ctx)
		qAfter += len(js)
	}
	r.check(len(recsAfter) == len(recsBefore) && qAfter == qBefore, "no new job, assignment or work from the replays",
		"client records %d → %d, miner queues %d → %d", len(recsBefore), len(recsAfter), qBefore, qAfter)
	return replayLeaf(ctx, r, n)
}

// R8: Sybil peers with unstaked keys answer every job with bids.
func chaosR8(ctx context.Context, o Options, r *Result) error {
	const sybils, each = 50, 20 // 1,000 bids a job
	miners := o.size(3, 5)
	n, stop, err := chaosNet(ctx, o, testnet.Config{Miners: miners, NoEngine: true, BidWindow: 300 * time.Millisecond,
		Profiles: cpuFleet, Jobs: cpuJobs}, false)
	if err != nil {
		return err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	k := o.size(4, 20)
	r.did("started %d staked miners and a client (matching only, bid window 300ms)", miners)
	clean, err := n.Run(ctx, k)
	if err != nil {
		return err
	}
	r.did("clean run: %d jobs", k)
	domain := n.Domain()
	jobsT, bidsT := types.SubnetTopic(1, types.TopicJobs), types.SubnetTopic(1, types.TopicBids)
	client := []peer.ID{n.Client.Host().ID()}
	var sent atomic.Int64
	var rogues []*rogue
	defer func() {
		for _, s := range rogues {
			s.close()
		}
	}()
	for range sybils {
		s, err := newRogue(ctx, hostsOf([]*node.Node{n.Client}))
		if err != nil {
			return err
		}
		rogues = append(rogues, s)
		bt, err := s.join(ctx, bidsT, client)
		if err != nil {
			return err
		}
		jt, err := s.join(ctx, jobsT, client)
		if err != nil {
			return err
		}
		sub, err := jt.Subscribe()
		if err != nil {
			return err
		}
		s.subs = append(s.subs, sub)
		go func() {
			for {
				m, err := sub.Next(ctx)
				if err != nil {
					return
				}
				_, body, err := types.Decode(m.GetData())
				jo, ok := body.(*types.JobOrder)
				if err != nil || !ok {
					continue
				}
				now := time.Now().UnixMilli()
				for i := range each {
					b := &types.Bid{JobId: jo.GetJobId(), Subnet: 1, Price: types.Amount(big.NewInt(int64(1 + i))), AdvertSeq: 1, CreatedMs: now}
					if types.Sign(domain, b, s.key) != nil {
						continue
					}
					data, _ := types.Encode(b)
					if bt.Publish(ctx, data) == nil {
						sent.Add(1)
					}
				}
			}
		}()
	}
	r.did("connected %d Sybil peers (unstaked keys) to the client; each answers every job with %d bids", sybils, each)
	ign := n.Client.Host().Ignored("unstaked")
	ignored := func() float64 { return n.Client.Host().Ignored("unstaked") - ign }
	// The client's validators run on as many workers as it has cores; a
	// burst beyond its validation queue is dropped before the stake check.
	// The scenario is about bids that reach it, so flood more jobs (up to
	// three rounds) until 1,000 have, counting only after the queue drains.
	flood := &testnet.Report{}
	for round := 0; round < 3 && ignored() < sybils*each; round++ {
		rep, err := n.Run(ctx, k)
		if err != nil {
			return err
		}
		flood.Jobs = append(flood.Jobs, rep.Jobs...)
		flood.Assigned += rep.Assigned
		for last := -1.0; ignored() != last; time.Sleep(300 * time.Millisecond) {
			last = ignored()
		}
	}
	dIgn := ignored()
	r.did("flood run: %d jobs, %d Sybil bids sent", len(flood.Jobs), sent.Load())
	r.check(dIgn >= sybils*each, "at least 1,000 Sybil bids reached the client and were ignored by the stake check",
		"%.0f ignored of %d sent; the rest dropped unvalidated by GossipSub's validation queue or the Sybils' send queues", dIgn, sent.Load())
	bids := func(rep *testnet.Report) (out []int) {
		for _, j := range rep.Jobs {
			out = append(out, j.Bids)
		}
		return out
	}
	r.check(clean.OK() && flood.OK() && slices.Max(bids(flood)) <= miners, "no Sybil bid reached matching",
		"bids per job %v (clean %v), %d/%d assigned", bids(flood), bids(clean), flood.Assigned, len(flood.Jobs))
	assign := func(rep *testnet.Report) (out []time.Duration) {
		for _, j := range rep.Jobs {
			out = append(out, j.Assigned)
		}
		return out
	}
	c, f := quantile(assign(clean), 0.5), quantile(assign(flood), 0.5)
	r.timing(within(f, c), "matching time unchanged (announce→assignment, bid window included)",
		"median %s under the flood vs %s clean (%.2f×); slack %s", ms(f), ms(c), float64(f)/float64(max(c, 1)), noiseFloor)
	return nil
}
