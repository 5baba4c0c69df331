package testnet

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/settle"
	"github.com/tensora/tensora/store"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// R5 with real peers on the embedded chain: once the subnet's owner sets
// it to allowlist, a client without SUBMIT is refused before posting, with
// the account and the right named; an outsider that publishes an order
// anyway is ignored by every peer (acl-no-submit), so no miner bids on it;
// granted SUBMIT, the same client's jobs are placed, only with the miner
// holding COMPUTE, by standing offer or by auction.
func TestACLAllowlistedSubnet(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rogue := newKey(t)
	net := startNet(t, Config{Miners: 2, Chain: true, NoEngine: true, BidWindow: 150 * time.Millisecond,
		Outsiders: []Outsider{{Key: rogue, Role: 1, Stake: tora.Whole(200)}}, // staked, as any peer that gossips
		Jobs:      []JobTemplate{{Spec: "1cpu", Engine: "onnx", MaxFeeTORA: 5}}})
	subnet := net.Config().Subnet
	c := acl.New(net.chain.emb.Client(), net.chain.addrs)
	owner := net.chain.owner
	// Only miner 0 may compute: miner 1 neither bids nor takes a direct round.
	if _, err := c.Grant(ctx, owner, subnet, net.Miners[0].Address(), acl.Compute, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.SetMode(ctx, owner, subnet, acl.Allowlist); err != nil {
		t.Fatal(err)
	}

	// The client's own cache catches up within a refresh: then it refuses.
	var err error
	deadline := time.Now().Add(20 * time.Second)
	for {
		_, err = net.Run(ctx, 1)
		if err != nil || time.Now().After(deadline) {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	if !errors.Is(err, acl.ErrRefused) {
		t.Fatalf("a client without SUBMIT on an allowlisted subnet: %v", err)
	}
	want := "refused: " + net.Client.Address().Hex() + " lacks SUBMIT on subnet 1"
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("refusal reads %q, want it to name the account and the right (%q)", err, want)
	}

	// An outsider publishing orders anyway: every peer ignores them.
	topic := types.SubnetTopic(subnet, types.TopicJobs)
	h := outsider(t, ctx, net, rogue, []string{topic}, net.Miners[0])
	publishUntil(t, ctx, "the peers to ignore orders without SUBMIT", func(i int) error {
		return publishSigned(net, h, rogue, topic, floodOrder(t, net, rogue, i))
	}, func() bool {
		return sum(net.Miners, func(p *node.Node) float64 { return p.Host().Ignored("acl-no-submit") }) >= 2
	})
	for _, m := range net.Miners {
		if n := heldOrders(m, crypto.PubkeyToAddress(rogue.PublicKey)); n != 0 {
			t.Errorf("miner %s holds %d orders of a client without SUBMIT", m.Address().Hex()[:10], n)
		}
	}

	// Granted, the client's job is placed.
	if _, err := c.Grant(ctx, owner, subnet, net.Client.Address(), acl.Submit|acl.Retrieve, time.Time{}); err != nil {
		t.Fatal(err)
	}
	deadline = time.Now().Add(20 * time.Second)
	for {
		rep, err := net.Run(ctx, 1)
		if err == nil && rep.Assigned == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("granted client's job not placed: %v (%+v)", err, rep)
		}
		time.Sleep(200 * time.Millisecond)
	}
	// Every job goes to the one miner holding COMPUTE, on either path.
	for _, run := range []func(context.Context, int) (*Report, error){net.Run, net.RunAuction} {
		rep, err := run(ctx, 3)
		if err != nil || rep.Assigned != 3 {
			t.Fatalf("jobs of a granted client: %v (%d of 3 assigned)", err, rep.Assigned)
		}
		for _, j := range rep.Jobs {
			if j.Winner != net.Miners[0].Address().Hex() {
				t.Errorf("job %s (%s path) went to %s, which lacks COMPUTE", j.JobID, j.Path, j.Winner)
			}
		}
	}
}

// A miner's batch holding a job of a client that lacks SUBMIT (and did
// not hold it within SubnetACL.SETTLE_GRACE: a right lost later still
// settles, chain/attack_acl_test.go) is refused (SubmitNotAllowed); the
// miner's queue keeps the job deferred, not dropped, and settles it once
// the right is back.
func TestACLRefusedBatchDefersTheJob(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	net := startNet(t, Config{Miners: 1, Chain: true, NoEngine: true})
	subnet := net.Config().Subnet
	c, owner := acl.New(net.chain.emb.Client(), net.chain.addrs), net.chain.owner
	if _, err := c.SetMode(ctx, owner, subnet, acl.Allowlist); err != nil {
		t.Fatal(err)
	}
	// Past the grace of the switch from open (jobs run while it was open settle).
	if err := net.chain.emb.AdjustTime(acl.SettleGrace + time.Second); err != nil {
		t.Fatal(err)
	}
	hd, err := net.chain.emb.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := net.Miners[0]
	clientKey := net.keys[len(net.keys)-1]
	domain := chain.EscrowDomain(backend.DevChainID, net.chain.addrs.Escrow)
	db, err := store.Open("", store.InMemory())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	q := settle.New(db.Prefixed(store.PrefixLedger), settle.NewOnChain(net.chain.emb.Client(), net.chain.addrs.Escrow, domain, net.Key(net.IndexOf(m.Address()))),
		settle.Config{MaxAge: 50 * time.Millisecond})
	e := settlementEntryBy(t, domain, clientKey, m.Address(), 2000, tora.Whole(1), time.Unix(int64(hd.Time), 0).Add(time.Hour))
	if err := q.Add(ctx, subnet, e); err != nil {
		t.Fatal(err)
	}
	if _, err := q.Step(ctx, true); err != nil {
		t.Fatal(err)
	}
	bs, err := q.Batches(ctx)
	if err != nil || len(bs) != 1 || bs[0].State != settle.Failed || !strings.Contains(bs[0].Error, "SubmitNotAllowed") {
		t.Fatalf("batches %+v, %v: want one refused with SubmitNotAllowed", bs, err)
	}
	if dropped, _ := q.Dropped(ctx); len(dropped) != 0 {
		t.Fatalf("dropped %v: a job whose client may get the right back must wait", dropped)
	}
	if n, _ := q.Pending(ctx); n != 1 {
		t.Fatalf("%d pending, want the deferred job", n)
	}
	if _, err := c.Grant(ctx, owner, subnet, crypto.PubkeyToAddress(clientKey.PublicKey), acl.Submit, time.Time{}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		if _, err := q.Step(ctx, true); err != nil {
			t.Fatal(err)
		}
		if n, _ := q.Pending(ctx); n == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the deferred job did not settle once its client held SUBMIT")
		}
		time.Sleep(100 * time.Millisecond)
	}
	bs, _ = q.Batches(ctx)
	if last := bs[len(bs)-1]; last.State != settle.Confirmed || len(last.Jobs) != 1 || last.Jobs[0] != e.JobID {
		t.Fatalf("last batch %s with %v, want the job confirmed", last.State, last.Jobs)
	}
}
