package testnet

import (
	"context"
	"testing"
	"time"

	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types/tora"
)

// A miner that restarts twice in a row (a crash-looping service: same key,
// same data directory) rejoins at once: the client hears the new run's
// advert and the next job gets the bids of every miner, within a bounded
// wait. Before, each restart's GRAFTs landed in the backoff its previous
// run's PRUNEs had set, GossipSub scored it below the graylist threshold,
// and its adverts and bids were dropped for minutes (chaos R6).
func TestRestartedMinerRejoins(t *testing.T) {
	if testing.Short() {
		t.Skip("restarts a miner twice")
	}
	net := startNet(t, Config{Miners: 3, NoEngine: true, DataDir: t.TempDir(), BidWindow: 200 * time.Millisecond,
		Profiles: cpuFleet, Jobs: cpuJobs})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var since int64
	for range 2 {
		since = time.Now().UnixMilli() // the new run's advert seqs start from its clock
		if err := net.Revive(ctx, 0, nil); err != nil {
			t.Fatal(err)
		}
	}
	m := net.Miners[0].Address()

	wctx, wcancel := context.WithTimeout(ctx, 20*time.Second)
	defer wcancel()
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for net.Client.Adverts()[m].GetSeq() < uint64(since) {
		select {
		case <-wctx.Done():
			t.Fatalf("the client did not hear the restarted miner's new advert within 20s (holds seq %d, want ≥ %d): %s",
				net.Client.Adverts()[m].GetSeq(), since, net.ScoresOf(0))
		case <-tick.C:
		}
	}

	bctx, bcancel := context.WithTimeout(ctx, 30*time.Second)
	defer bcancel()
	best := 0
	for {
		out, err := net.Client.Post(bctx, node.JobRequest{Subnet: 1, ModelCID: "bafkreim", Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5), NoResult: true, Auction: true})
		if out != nil {
			best = max(best, out.Bids)
		}
		if err == nil && out.Bids == len(net.Miners) {
			return
		}
		if bctx.Err() != nil {
			t.Fatalf("no job got a bid from each of the %d miners within 30s (best %d; last error %v): %s", len(net.Miners), best, err, net.ScoresOf(0))
		}
	}
}
