package testnet

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// ATTACK: after a miner restarts (its record of answered direct rounds is
// in memory), anyone replays the public order and direct assignment of a
// round it acked before. The miner must not decline that round: a peer
// holding its ack would see it answer the round twice. It declines only
// rounds made during its own run.
func TestReplayAfterRestartDoesNotMakeMinerDecline(t *testing.T) {
	net := startNet(t, Config{Miners: 1, Validators: 1, NoEngine: true, DataDir: t.TempDir(), BidWindow: 200 * time.Millisecond,
		Profiles: cpuFleet, Jobs: cpuJobs})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := net.WaitAdverts(ctx); err != nil {
		t.Fatal(err)
	}
	val := net.Validators[0]
	jobs, err := val.Host().Subscribe(types.SubnetTopic(1, types.TopicJobs))
	if err != nil {
		t.Fatal(err)
	}
	defer jobs.Cancel()
	// The assignment's gossip copy can reach a peer before the order, and
	// a peer holds such a copy back from its subscribers: both peers are
	// watched, and another job is posted if neither passed it on.
	var asgs []*p2p.Subscription
	for _, p := range []*node.Node{val, net.Miners[0]} {
		s, err := p.Host().Subscribe(types.SubnetTopic(1, types.TopicAssign))
		if err != nil {
			t.Fatal(err)
		}
		defer s.Cancel()
		asgs = append(asgs, s)
	}
	var order, assign []byte
	for try := 0; try < 5 && (order == nil || assign == nil); try++ {
		order, assign = nil, nil
		out, err := net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: "bafkreim", Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5), NoResult: true})
		if err != nil {
			t.Fatal(err)
		}
		if out.Path != "direct" {
			continue
		}
		deadline := time.After(2 * time.Second)
	capture:
		for order == nil || assign == nil {
			var in *p2p.Incoming
			select {
			case in = <-jobs.C:
			case in = <-asgs[0].C:
			case in = <-asgs[1].C:
			case <-deadline:
				break capture
			}
			switch m := in.Msg.(type) {
			case *types.JobOrder:
				if bytes.Equal(m.GetJobId(), out.JobID[:]) {
					order, _ = types.Encode(m)
				}
			case *types.Assignment:
				if bytes.Equal(m.GetJobId(), out.JobID[:]) && len(m.GetOffers()) > 0 {
					assign, _ = types.Encode(m)
				}
			}
		}
	}
	if order == nil || assign == nil {
		t.Fatal("no direct job's order and assignment captured in 5 tries")
	}
	time.Sleep(300 * time.Millisecond) // the miner's ack reached everyone
	conflicts := func() float64 {
		return val.Host().Rejected(jobbook.ReasonAckConflict) + val.Host().Ignored(jobbook.ReasonAckConflict)
	}
	before := conflicts()

	if err := net.Revive(ctx, 0, nil); err != nil { // miner restarts
		t.Fatal(err)
	}
	miner := net.Miners[0]
	time.Sleep(2 * time.Second) // mesh re-forms

	// A bare GossipSub peer replays the two public messages to the miner.
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	ps, err := pubsub.NewGossipSub(ctx, h, p2p.WireOptions()...)
	if err != nil {
		t.Fatal(err)
	}
	tj, _ := ps.Join(types.SubnetTopic(1, types.TopicJobs))
	ta, _ := ps.Join(types.SubnetTopic(1, types.TopicAssign))
	if err := h.Connect(ctx, miner.Host().AddrInfo()); err != nil {
		t.Fatal(err)
	}
	for len(ps.ListPeers(types.SubnetTopic(1, types.TopicAssign))) == 0 || len(ps.ListPeers(types.SubnetTopic(1, types.TopicJobs))) == 0 {
		time.Sleep(20 * time.Millisecond)
	}
	if err := tj.Publish(ctx, order); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)
	if err := ta.Publish(ctx, assign); err != nil {
		t.Fatal(err)
	}
	time.Sleep(2500 * time.Millisecond) // past the miner's 1 s wait for a direct round's stream
	if after := conflicts(); after != before {
		t.Fatalf("the validator saw %v ack-and-decline conflicts after the replay (%v before): the restarted miner declined a round it had acked", after, before)
	}
}
