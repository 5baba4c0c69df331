package node

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/tensora/tensora/jobbook"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
)

// Review 31: the order an assignment carries was judged again on every
// round, even for a job the peer already knew, and so as of the round's
// arrival: a round assigned near the deadline (gossip takes a moment) was
// ignored as "order-expired", which the same round without its order
// never was; the validator then missed the round and could not check its
// result. A known job's carried order changes nothing.
func TestCarriedOrderOfKnownJobNotJudgedAgain(t *testing.T) {
	n := stakeNode(t, big.NewInt(1), nil)
	clientKey := newKey(t)
	posted := time.Now().Add(-2 * time.Hour)
	o := &types.JobOrder{Subnet: 1, ModelCid: "bafkreimodel", Engine: "onnx", Spec: "1cpu", MaxFee: types.Amount(big.NewInt(10)),
		DeadlineMs: posted.Add(time.Hour).UnixMilli(), CreatedMs: posted.UnixMilli(), BidWindowMs: 300}
	if err := types.Sign(n.cfg.P2P.Domain, o, clientKey); err != nil {
		t.Fatal(err)
	}
	n.mu.Lock()
	v := n.book.OnOrder(o, posted)
	n.mu.Unlock()
	if v.Action != jobbook.Accept {
		t.Fatalf("order recorded when posted: %+v", v)
	}
	a := &types.Assignment{JobId: o.JobId, Subnet: 1, Miner: crypto.PubkeyToAddress(newKey(t).PublicKey).Bytes(),
		BidId: make([]byte, 32), BidCount: 1, Seed: make([]byte, 32), CreatedMs: o.DeadlineMs - 1, Round: 1,
		Offers: [][]byte{make([]byte, 32)}, Price: types.Amount(big.NewInt(1)), SettleByMs: o.DeadlineMs + 3600_000, Order: o}
	if err := a.SignSettlement(n.cfg.P2P.Domain, clientKey); err != nil {
		t.Fatal(err)
	}
	if err := types.Sign(n.cfg.P2P.Domain, a, clientKey); err != nil {
		t.Fatal(err)
	}
	in := &p2p.Incoming{Msg: a, Author: [20]byte(a.GetClient()), Kind: "assignment"}
	if res, why := n.check(context.Background(), in); res != pubsub.ValidationAccept {
		t.Fatalf("a known job's round carrying its order, after the deadline: %v %q", res, why)
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.book.Get([32]byte(o.JobId)).Assignment(1) == nil {
		t.Fatal("the round was not recorded")
	}
}
