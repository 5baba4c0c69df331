package testnet

import (
	"context"
	"testing"
	"time"

	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// ATTACK: a client publishes a direct round naming an honest miner on
// gossip but never sends it on a stream, then assigns the next round, so
// that every peer would count the first round as missed by the miner. The
// miner, seeing the round's gossip copy and no stream, declines it
// publicly; no peer holds bad evidence against it.
func TestDirectRoundNeverSentIsDeclinedPublicly(t *testing.T) {
	net := startNet(t, Config{Miners: 3, Validators: 1, NoEngine: true})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	victim, next := net.Miners[0], net.Miners[1]
	key := net.keys[net.clientIdx()]
	subnet := net.cfg.Subnet
	now := time.Now()
	order := &types.JobOrder{
		Subnet: subnet, ModelCid: "bafkreiattackunseendirectroundmodel00000000000000000000", Engine: "onnx", Spec: "1cpu",
		MaxFee: types.Amount(tora.Whole(5)), CreatedMs: now.UnixMilli(), DeadlineMs: now.Add(time.Minute).UnixMilli(),
		Nonce: 1 << 40, BidWindowMs: 300, DirectUntilMs: now.Add(time.Second).UnixMilli(),
	}
	if err := net.Client.SignAndPublish(ctx, types.SubnetTopic(subnet, types.TopicJobs), order); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond) // every peer holds the order
	offer := make([]byte, 32)
	offer[0] = 0xbb
	assign := func(round uint32, miner []byte) {
		t.Helper()
		a := &types.Assignment{JobId: order.GetJobId(), Client: order.GetClient(), Subnet: subnet, Round: round, Miner: miner,
			BidId: offer, Seed: offer, BidCount: 1, Offers: [][]byte{offer}, Price: types.Amount(tora.Whole(1)),
			SettleByMs: now.Add(time.Hour).UnixMilli(), CreatedMs: time.Now().UnixMilli()}
		if err := a.SignSettlement(types.DevDomain, key); err != nil {
			t.Fatal(err)
		}
		if err := net.Client.SignAndPublish(ctx, types.SubnetTopic(subnet, types.TopicAssign), a); err != nil {
			t.Fatal(err)
		}
	}
	assign(0, victim.Address().Bytes())
	time.Sleep(20 * time.Millisecond)
	assign(1, next.Address().Bytes())

	// Every observer judges round 0 half a second after it sees round 1.
	time.Sleep(1500 * time.Millisecond)
	for _, p := range append(net.Miners[1:], net.Validators...) {
		if ev := p.Reputation().Evidence(victim.Address()); ev.Bad > 0 {
			t.Errorf("peer %s holds bad evidence %.2f against the miner never sent its round", p.Address().Hex()[:10], ev.Bad)
		}
	}
}
