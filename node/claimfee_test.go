package node

import (
	"context"
	"crypto/ecdsa"
	"log/slog"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
)

// TestClaimFeeNotRefusedForAnotherSetup (attack on Queue.Refuse): a miner
// restarted once with the wrong chain (another escrow contract or chain
// id: a stale --network entry, a redeployed chain file) or the wrong
// --account sees every done-but-unqueued job's terms fail, but only
// because of its own configuration: the client's signature and the
// miner named are good under the right one. Such a claim must not be
// recorded as dropped for good: restarted with the right setup, the miner
// queues the fee. Terms that fail whatever the setup (none at all) are
// still refused once.
func TestClaimFeeNotRefusedForAnotherSetup(t *testing.T) {
	clientKey, _ := crypto.GenerateKey()
	minerKey, _ := crypto.GenerateKey()
	minerAddr := crypto.PubkeyToAddress(minerKey.PublicKey)
	db, err := store.Open("", store.InMemory(), store.WithLogger(slog.New(slog.DiscardHandler)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	bucket := db.Prefixed("led/")
	metrics, err := newNodeMetrics(nil, prometheus.NewRegistry())
	if err != nil {
		t.Fatal(err)
	}
	newMiner := func(d types.Domain, addr common.Address) *miner {
		cfg := Config{Price: big.NewInt(90)}
		cfg.P2P.Domain = d
		log := slog.New(slog.DiscardHandler)
		return &miner{core: &core{cfg: cfg, addr: addr, ctx: context.Background(), log: log, metrics: metrics},
			settle: settle.New(bucket, nil, settle.Config{Logger: log})}
	}
	sign := func(msg types.Signed, k *ecdsa.PrivateKey) []byte {
		t.Helper()
		if err := types.Sign(types.DevDomain, msg, k); err != nil {
			t.Fatal(err)
		}
		b, err := types.Encode(msg)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	doneJob := func(nonce uint64, signTerms bool) queue.Job {
		o := &types.JobOrder{Subnet: 1, MaxFee: big.NewInt(100).Bytes(), Nonce: nonce, Spec: "1cpu", ModelCid: "bafkreimodel", DeadlineMs: 2, CreatedMs: 1, BidWindowMs: 1}
		ob := sign(o, clientKey)
		r := &types.Result{JobId: o.GetJobId(), Subnet: 1, ResultHash: make([]byte, 32), InputHash: make([]byte, 32), ModelHash: make([]byte, 32),
			EnvHash: make([]byte, 32), PocSignature: make([]byte, 65), OutputCid: "bafkreioutput", CreatedMs: 1}
		a := &types.Assignment{JobId: o.GetJobId(), Subnet: 1, Miner: minerAddr.Bytes(), Price: big.NewInt(90).Bytes(), SettleByMs: 1,
			BidId: make([]byte, 32), Seed: make([]byte, 32), BidCount: 1, CreatedMs: 1}
		if signTerms {
			if err := a.SignSettlement(types.DevDomain, clientKey); err != nil {
				t.Fatal(err)
			}
		}
		return queue.Job{ID: [32]byte(o.GetJobId()), Order: ob, Result: sign(r, minerKey), Assign: sign(a, clientKey)}
	}
	ctx := context.Background()
	otherChain := types.DevDomain
	otherChain.VerifyingContract = common.Address{0xee}
	good, otherAccount, noTerms := doneJob(1, true), doneJob(2, true), doneJob(3, false)

	// One restart with the wrong setup: nothing queued, nothing dropped.
	newMiner(otherChain, minerAddr).claimFee(good)
	newMiner(types.DevDomain, common.Address{0x22}).claimFee(otherAccount)
	newMiner(types.DevDomain, minerAddr).claimFee(noTerms)
	q := newMiner(types.DevDomain, minerAddr).settle
	dropped, err := q.Dropped(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := dropped[good.ID]; ok {
		t.Errorf("a claim made under another chain's domain was dropped for good: %q", dropped[good.ID])
	}
	if _, ok := dropped[otherAccount.ID]; ok {
		t.Errorf("a claim made under another account was dropped for good: %q", dropped[otherAccount.ID])
	}
	if _, ok := dropped[noTerms.ID]; !ok {
		t.Error("a job without signed terms was not recorded as dropped")
	}

	// Restarted with the right setup: both fees are queued.
	m := newMiner(types.DevDomain, minerAddr)
	m.claimFee(good)
	m.claimFee(otherAccount)
	if n, err := q.Pending(ctx); err != nil || n != 2 {
		t.Fatalf("pending after the right restart: %d, %v; want both fees queued", n, err)
	}
}
