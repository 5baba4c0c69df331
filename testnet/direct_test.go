package testnet

import (
	"bytes"
	"context"
	"math/big"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// TestDirectDeclineFallsThroughToNextOfferThenAuction: a job placed on
// the fast path whose drawn offer declines completes through the next
// ranked offer, on the direct path, in round 1; when every offer
// declines, it completes through the auction the order's direct window
// opens, its rounds numbered on after the direct ones (so each round's
// terms are newer than the last). A miner declines through the Decline
// hook, as a miner at capacity would.
func TestDirectDeclineFallsThroughToNextOfferThenAuction(t *testing.T) {
	needModel(t)
	var mode atomic.Int32 // 0: accept, 1: decline direct round 0, 2: decline every direct round
	hook := node.Hooks{Decline: func(a *types.Assignment) bool {
		if len(a.GetOffers()) == 0 {
			return false // the auction's assignments are accepted
		}
		switch mode.Load() {
		case 1:
			return a.GetRound() == 0
		case 2:
			return true
		}
		return false
	}}
	net := startNet(t, Config{Miners: 2, BidWindow: 150 * time.Millisecond,
		Profiles: []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}},
		Faults:   hookFaults{hook}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := net.WaitAdverts(ctx); err != nil {
		t.Fatal(err)
	}
	mc, err := net.AddModel(ctx)
	if err != nil {
		t.Fatal(err)
	}
	post := func(i int) (*node.JobOutcome, node.JobRecord) {
		t.Helper()
		ic, _, err := net.AddInput(ctx, i)
		if err != nil {
			t.Fatal(err)
		}
		out, err := net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: mc, InputCID: ic, Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5)})
		if err != nil {
			t.Fatalf("job %d (mode %d): %v", i, mode.Load(), err)
		}
		if !out.Verified {
			t.Fatalf("job %d (mode %d): not verified", i, mode.Load())
		}
		return out, net.jobRecord(ctx, t, out.JobID)
	}

	// Both offers fresh, nobody declines: the drawn offer runs the job,
	// and every other peer recomputes the draw from the offers the
	// assignment cites and agrees.
	rep, err := net.Run(ctx, 1)
	if err != nil || !rep.OK() {
		t.Fatalf("plain job: %v %+v", err, rep)
	}
	if j := rep.Jobs[0]; j.Path != "direct" || j.Round != 0 || j.Bids != 0 || j.Agreed != len(net.All)-1 {
		t.Fatalf("plain job: path %q, round %d, %d bids, %d of %d peers agreed: want direct in round 0, no bids, every peer agreeing",
			j.Path, j.Round, j.Bids, j.Agreed, len(net.All)-1)
	}
	var out *node.JobOutcome
	var rec node.JobRecord

	// The drawn offer declines: the next ranked offer takes the job.
	mode.Store(1)
	out, rec = post(1)
	if out.Path != "direct" || out.Round != 1 || out.Winner != out.Ranked[1] {
		t.Fatalf("first offer declining: path %q, round %d, winner %s (ranked %v): want the second offer, direct, round 1", out.Path, out.Round, out.Winner.Hex(), out.Ranked)
	}
	if rec.Path != "direct" || rec.Round != 1 {
		t.Fatalf("record: path %q round %d", rec.Path, rec.Round)
	}

	// Every offer declines: the auction places the job, in round 2 or later.
	mode.Store(2)
	out, rec = post(2)
	if out.Path != "auction" || out.Round < 2 || out.Bids != 2 {
		t.Fatalf("every offer declining: path %q, round %d, %d bids: want the auction after 2 direct rounds", out.Path, out.Round, out.Bids)
	}
	states := ""
	for _, s := range rec.Timeline {
		states += s.State + " "
	}
	if rec.Path != "auction" || !strings.Contains(states, "offers") || !strings.Contains(states, "auction") || !strings.Contains(states, "bids") {
		t.Fatalf("record path %q, timeline %q: want offers, then the auction's bids", rec.Path, states)
	}
	// The winner holds the round's terms, newer than every direct round's.
	q, err := minerOf(net, out).Queue().Get(ctx, out.JobID)
	if err != nil {
		t.Fatal(err)
	}
	_, msg, err := types.Decode(q.Assign)
	a, ok := msg.(*types.Assignment)
	if err != nil || !ok || a.GetRound() != uint32(out.Round) || a.GetFirstRound() != 2 || len(a.GetOffers()) != 0 {
		t.Fatalf("auction assignment: %v, round %d, first round %d, %d offers", err, a.GetRound(), a.GetFirstRound(), len(a.GetOffers()))
	}

	// --auction skips the fast path even with fresh offers.
	mode.Store(0)
	ic, _, err := net.AddInput(ctx, 3)
	if err != nil {
		t.Fatal(err)
	}
	out, err = net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: mc, InputCID: ic, Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5), Auction: true})
	if err != nil || out.Path != "auction" || out.Round != 0 || out.Order.GetDirectUntilMs() != 0 {
		t.Fatalf("asked for the auction: %v, path %q, round %d, direct until %d", err, out.Path, out.Round, out.Order.GetDirectUntilMs())
	}
}

// minerOf is the testnet miner that won out.
func minerOf(net *Net, out *node.JobOutcome) *node.Node {
	for _, m := range net.Miners {
		if m.Address() == out.Winner {
			return m
		}
	}
	return nil
}

// TestDirectJobSettledAndAudited: a job placed on the fast path carries
// the same signed settlement terms as an auctioned one: the miner keeps
// them with the job, settles it on chain at the offered price, and the
// client, auditing the leaf that spent its nonce, records it settled.
// The output came back sealed on the direct stream, and the result was
// still published for validators.
func TestDirectJobSettledAndAudited(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 1, Chain: true, BidWindow: 150 * time.Millisecond,
		Profiles: []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := net.WaitAdverts(ctx); err != nil {
		t.Fatal(err)
	}
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := net.Run(ctx, 1)
	if err != nil || !rep.OK() {
		t.Fatalf("run: %v %+v", err, rep)
	}
	if p := rep.Jobs[0].Path; p != "direct" {
		t.Fatalf("job placed by %q, want the fast path", p)
	}
	var buf bytes.Buffer
	_ = rep.WriteTable(&buf)
	if !strings.Contains(buf.String(), "direct") {
		t.Fatalf("testnet table does not show the path:\n%s", buf.String())
	}
	m := net.Miners[0]
	done, err := m.Queue().List(ctx, queue.Done)
	if err != nil || len(done) != 1 {
		t.Fatalf("miner queue: %d done, %v", len(done), err)
	}
	if !done[0].Published {
		t.Fatal("the direct job's result was not published on gossip for validators")
	}
	_, msg, err := types.Decode(done[0].Assign)
	a, ok := msg.(*types.Assignment)
	if err != nil || !ok || len(a.GetOffers()) != 1 || !bytes.Equal(a.GetOffers()[0], a.GetBidId()) {
		t.Fatalf("stored assignment: %v, offers %x, bid %x: want the one offer cited", err, a.GetOffers(), a.GetBidId())
	}
	sr, err := net.Settle(ctx, before)
	if err != nil {
		t.Fatal(err)
	}
	if sr.Jobs != 1 {
		t.Fatalf("%d jobs settled, want 1", sr.Jobs)
	}
	if paid := new(big.Int).Sub(before.ClientFree, sr.After.ClientFree); paid.Cmp(tora.Whole(2)) != 0 {
		t.Fatalf("client paid %s, want the offered price of 2 TORA", paid)
	}
	rec := waitJobState(ctx, t, net, done[0].ID, "settled")
	if !rec.Settled || rec.Path != "direct" {
		t.Fatalf("client record %+v: want settled after its audit, path direct", rec)
	}
}
