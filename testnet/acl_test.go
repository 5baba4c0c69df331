package testnet

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/node"
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
