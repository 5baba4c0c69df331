package testnet

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// Ways the testnet's client alters the settlement terms it signs.
const (
	termsHonest   = iota
	termsUnderpay // the client signs the honest miner's terms at 1 wei (attack 3: stiffing its miner)
	termsSybil    // the client signs the terms for a sybil of its own, not the miner it names (attack 1)
)

// TestAttackAssignmentTermsForged reproduces issue 14's attacks 1 and 3
// at assignment time, with real peers: a client that assigns a job to an
// honest miner but signs settlement terms that would not pay it. Terms
// at a price below the miner's bid reach the miner (they are the
// client's, within the max fee) and every miner declines them, so nobody
// runs the job; terms signed for another miner than the one named are
// refused by gossip validation itself, so the assignment never leaves
// the client. With honest terms the same network places the job.
func TestAttackAssignmentTermsForged(t *testing.T) {
	var mode atomic.Int32
	var clientKey *ecdsa.PrivateKey
	sybil := common.Address{0x5b}
	hook := node.Hooks{Terms: func(a *types.Assignment) {
		switch mode.Load() {
		case termsUnderpay:
			a.Price = big.NewInt(1).Bytes()
			if err := a.SignSettlement(types.DevDomain, clientKey); err != nil {
				t.Error(err)
			}
		case termsSybil:
			named := a.Miner
			a.Miner = sybil.Bytes()
			if err := a.SignSettlement(types.DevDomain, clientKey); err != nil {
				t.Error(err)
			}
			a.Miner = named
		}
	}}
	net := startNet(t, Config{Miners: 2, NoEngine: true, BidWindow: 150 * time.Millisecond, AckTimeout: 500 * time.Millisecond,
		Profiles:      []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:          []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}},
		ClientOptions: []node.Option{node.WithHooks(hook)}})
	clientKey = net.keys[net.clientIdx()]
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := net.WaitAdverts(ctx); err != nil {
		t.Fatal(err)
	}
	queued := func() int {
		total := 0
		for _, m := range net.Miners {
			jobs, err := m.Queue().List(ctx)
			if err != nil {
				t.Fatal(err)
			}
			total += len(jobs)
		}
		return total
	}
	req := node.JobRequest{Subnet: 1, ModelCID: "bafkreitermsmodel", Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5), NoResult: true}

	mode.Store(termsUnderpay)
	out, err := net.Client.Post(ctx, req)
	if !errors.Is(err, node.ErrNoAck) {
		t.Fatalf("terms at 1 wei: %v, want every miner to decline (ErrNoAck)", err)
	}
	if out.Bids != 2 || !strings.Contains(err.Error(), "declined") {
		t.Fatalf("terms at 1 wei: %d bids, %v: want both miners to have bid and declined", out.Bids, err)
	}
	if n := queued(); n != 0 {
		t.Fatalf("%d jobs queued by miners offered 1 wei", n)
	}

	mode.Store(termsSybil)
	out, err = net.Client.Post(ctx, req)
	if err == nil || !out.AckedAt.IsZero() {
		t.Fatalf("terms signed for a sybil: %v, acked %v: want the assignment refused", err, out.AckedAt)
	}
	if !strings.Contains(err.Error(), "assign job") {
		t.Fatalf("terms signed for a sybil: %v, want the publish refused by validation", err)
	}
	if n := queued(); n != 0 {
		t.Fatalf("%d jobs queued under terms signed for a sybil", n)
	}

	mode.Store(termsHonest)
	if _, err := net.Client.Post(ctx, req); err != nil {
		t.Fatalf("honest terms: %v", err)
	}
	if n := queued(); n != 1 {
		t.Fatalf("%d jobs queued under honest terms, want 1", n)
	}
}

// A miner keeps the client's signed terms with each job in its durable
// queue: after a restart they still verify (the client's signature over
// this job, this miner and the price it bid), the fee is settled at that
// price, and the client, auditing the leaf that spent its nonce, finds it
// as agreed and records the job settled.
func TestAssignmentTermsSurviveRestart(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 1, Chain: true, BidWindow: 150 * time.Millisecond, DataDir: t.TempDir(),
		Profiles: []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rep, err := net.Run(ctx, 1); err != nil || !rep.OK() {
		t.Fatalf("run: %v", err)
	}
	if err := net.Restart(ctx, 0); err != nil {
		t.Fatal(err)
	}
	m := net.Miners[0]
	done, err := m.Queue().List(ctx, queue.Done)
	if err != nil || len(done) != 1 {
		t.Fatalf("queue after restart: %d done, %v", len(done), err)
	}
	_, msg, err := types.Decode(done[0].Assign)
	a, ok := msg.(*types.Assignment)
	if err != nil || !ok {
		t.Fatalf("stored assignment: %v", err)
	}
	domain := chain.EscrowDomain(backend.DevChainID, net.chain.addrs.Escrow)
	if signer, err := a.SettlementSigner(domain); err != nil || signer != net.Client.Address() {
		t.Fatalf("stored terms signed by %s (%v), want the client %s", signer.Hex(), err, net.Client.Address().Hex())
	}
	if common.BytesToAddress(a.GetMiner()) != m.Address() || types.AmountOf(a.GetPrice()).Cmp(tora.Whole(2)) != 0 || a.GetSettleByMs() == 0 {
		t.Fatalf("stored terms: miner %x, price %s, settle-by %d", a.GetMiner(), types.AmountOf(a.GetPrice()), a.GetSettleByMs())
	}
	sr, err := net.Settle(ctx, before)
	if err != nil {
		t.Fatal(err)
	}
	if sr.Jobs != 1 {
		t.Fatalf("%d jobs settled, want 1", sr.Jobs)
	}
	if paid := new(big.Int).Sub(before.ClientFree, sr.After.ClientFree); paid.Cmp(tora.Whole(2)) != 0 {
		t.Fatalf("client paid %s, want the signed price of 2 TORA", paid)
	}
	rec := waitJobState(ctx, t, net, done[0].ID, "settled")
	if !rec.Settled || !strings.Contains(rec.Timeline[len(rec.Timeline)-1].Detail, "for the verified result") {
		t.Fatalf("client record %+v: want settled after its audit", rec)
	}
}

// TestAttackSettledLeafDiffersIsDisputed reproduces the second half of
// issue 14's attack 1 ("the client node marks the job settled from the
// nonce alone"): the leaf that spends a job's nonce settles another result
// than the one the client verified. The assigned miner, as it finishes the
// job, settles a made-up result for it at the signed price before its
// honest fee is even queued; it then delivers the real result, which the
// client verifies. The client, auditing the leaf that spent its nonce,
// records the job disputed, never settled. It does not void the leaf: a
// client has no void of its own (an honest miner could be stiffed by
// one); the validators re-execute and challenge it
// (TestAttack1SettledLeafWithUnpublishedResultChallenged).
func TestAttackSettledLeafDiffersIsDisputed(t *testing.T) {
	needModel(t)
	var net *Net
	var rogue atomic.Bool
	settleMadeUp := func(c *proof.Claim) {
		if !rogue.CompareAndSwap(false, true) {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := net.settleMadeUpResult(ctx, 0, c); err != nil {
			t.Errorf("settling the made-up result: %v", err)
		}
	}
	net = startNet(t, Config{Miners: 1, Chain: true, BidWindow: 150 * time.Millisecond, ChallengeWindow: 10 * time.Minute,
		Profiles: []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}},
		Faults:   hookFaults{node.Hooks{Claim: settleMadeUp}}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	before, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rep, err := net.Run(ctx, 1); err != nil || !rep.OK() {
		t.Fatalf("run: %v %+v", err, rep)
	}
	if !rogue.Load() {
		t.Fatal("the miner never finished the job")
	}
	done, err := net.Miners[0].Queue().List(ctx, queue.Done)
	if err != nil || len(done) != 1 {
		t.Fatalf("miner queue: %d done, %v", len(done), err)
	}
	rec := waitJobState(ctx, t, net, done[0].ID, "disputed")
	if d := rec.Timeline[len(rec.Timeline)-1].Detail; rec.Settled || !strings.Contains(d, "left to the validators") || !strings.Contains(d, "settled result") {
		t.Fatalf("client record: %q, settled %v: want disputed, left to the validators", d, rec.Settled)
	}
	after, err := net.ChainBalances(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if after.ClientFree.Cmp(before.ClientFree) >= 0 {
		t.Fatalf("client escrow %s, %s before: the made-up leaf was not charged (did the attack happen?)", after.ClientFree, before.ClientFree)
	}
}

// settleMadeUpResult settles, with miner i's key, the job of claim c (in
// miner i's queue) with another result hash than the claim's, at the
// price signed into its assignment.
func (n *Net) settleMadeUpResult(ctx context.Context, i int, c *proof.Claim) error {
	j, err := n.Miners[i].Queue().Get(ctx, c.JobID)
	if err != nil {
		return err
	}
	_, msg, err := types.Decode(j.Assign)
	a, ok := msg.(*types.Assignment)
	if err != nil || !ok {
		return fmt.Errorf("stored assignment: %v", err)
	}
	domain := chain.EscrowDomain(backend.DevChainID, n.chain.addrs.Escrow)
	madeUp := c.ResultHash
	madeUp[0] ^= 0xff
	r := &types.Result{JobId: c.JobID[:], Subnet: j.Subnet, OutputCid: "bafkreimadeup", ResultHash: madeUp[:], InputHash: c.InputHash[:],
		ModelHash: c.ModelHash[:], EnvHash: c.EnvHash[:], PocSignature: make([]byte, 65), CreatedMs: time.Now().UnixMilli()}
	if err := types.Sign(domain, r, n.keys[i]); err != nil {
		return err
	}
	rb, err := types.Encode(r)
	if err != nil {
		return err
	}
	db, err := store.Open("", store.InMemory())
	if err != nil {
		return err
	}
	defer db.Close()
	q := settle.New(db.Prefixed(store.PrefixLedger), settle.NewOnChain(n.chain.emb.Client(), n.chain.addrs.Escrow, domain, n.keys[i]), settle.Config{})
	if err := q.Add(ctx, j.Subnet, settle.Entry{JobID: c.JobID, Order: j.Order, Result: rb, Assignment: j.Assign, Fee: types.AmountOf(a.GetPrice())}); err != nil {
		return err
	}
	if _, err := q.Step(ctx, true); err != nil {
		return err
	}
	if bs, _ := q.Batches(ctx); len(bs) != 1 || bs[0].State != settle.Confirmed {
		return fmt.Errorf("the made-up leaf was not settled: %+v", bs)
	}
	return nil
}

// hookFaults gives every miner the same hooks.
type hookFaults struct{ h node.Hooks }

func (f hookFaults) Miner(_ int, _ []int64, e engine.Engine) (engine.Engine, []node.Option, bool) {
	return e, []node.Option{node.WithHooks(f.h)}, true
}

// waitJobState waits for the client's record of job id to reach state.
func waitJobState(ctx context.Context, t *testing.T, net *Net, id [32]byte, state string) node.JobRecord {
	t.Helper()
	want := common.Bytes2Hex(id[:])
	var last node.JobRecord
	for {
		recs, err := net.Client.Jobs(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range recs {
			if r.ID == want {
				last = r
			}
		}
		if last.State == state {
			return last
		}
		select {
		case <-ctx.Done():
			t.Fatalf("job %x is %q, never %q: %+v", id[:4], last.State, state, last.Timeline)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// TestAttack3NoBidForAClientWithoutEscrow reproduces the first part of
// issue 14's attack 3 ("miners do not check a client's escrow before
// bidding"): a client with nothing in escrow posts a job (its node runs
// without a chain view, so nothing stops it posting) and no miner bids,
// while the same network bids at once on a funded client's job.
func TestAttack3NoBidForAClientWithoutEscrow(t *testing.T) {
	net := startNet(t, Config{Miners: 1, Chain: true, NoEngine: true, BidWindow: 300 * time.Millisecond,
		Profiles: []Profile{{Name: "cpu", PriceTORA: 2, StakeTORA: 200}},
		Jobs:     []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	cfg := net.configs[net.clientIdx()]
	cfg.Settlement = nil
	cfg.P2P.Domain = chain.EscrowDomain(backend.DevChainID, net.chain.addrs.Escrow)
	cfg.P2P.Bootstrap = nil
	for _, p := range net.All {
		cfg.P2P.Bootstrap = append(cfg.P2P.Bootstrap, p.Host().AddrInfo())
	}
	broke, err := node.New(cfg, key)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = broke.Close() })
	if err := broke.Start(ctx); err != nil {
		t.Fatal(err)
	}
	// The funded client's jobs are auctioned (so that they get bids); the
	// broke client's takes the fast path, whose offer the miner declines
	// for want of escrow, and then the auction, where the miner does not
	// bid.
	req := node.JobRequest{Subnet: 1, ModelCID: "bafkreiescrowmodel", Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5), NoResult: true, Auction: true}
	direct := req
	direct.Auction = false
	// The funded client's job gets the miner's bid, and the broke client
	// sees that bid: it is on the jobs and bids topics with the miner.
	// Gossip does not replay what was published before the broke client
	// joined the topics' meshes, so the funded client posts again until
	// one job's bid reaches it.
	sawBid := func(id string) bool {
		for _, j := range broke.ObservedJobs() {
			if j.ID == id && j.Bids > 0 {
				return true
			}
		}
		return false
	}
	for seen := false; !seen; {
		out, err := net.Client.Post(ctx, req)
		if err != nil {
			t.Fatalf("funded client: %v", err)
		}
		id := common.Bytes2Hex(out.JobID[:])
		for wait := time.Now().Add(3 * time.Second); !seen && time.Now().Before(wait); {
			if seen = sawBid(id); !seen {
				select {
				case <-ctx.Done():
					t.Fatal("the broke client never saw a funded client's job and its bid")
				case <-time.After(50 * time.Millisecond):
				}
			}
		}
	}
	if _, err := broke.Post(ctx, direct); !errors.Is(err, node.ErrNoBids) {
		t.Fatalf("a client with no escrow: %v, want no bid (ErrNoBids)", err)
	}
}
