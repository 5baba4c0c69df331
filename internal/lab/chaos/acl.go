package chaos

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/testnet"
)

// chaosR5 is R5 (unauthorised job submission or result retrieval) on a
// testnet with the chain: the subnet's owner sets it to allowlist and
// grants COMPUTE to one miner only. A client without SUBMIT is refused
// before posting, the refusal naming the account and the right; granted
// SUBMIT and RETRIEVE, its jobs run, each with the one miner holding
// COMPUTE; revoked, it is refused again.
func chaosR5(ctx context.Context, o Options, r *Result) error {
	n, stop, err := chaosNet(ctx, o, testnet.Config{Miners: 2, Chain: true, NoEngine: true, BidWindow: 150 * time.Millisecond,
		Profiles: cpuFleet, Jobs: cpuJobs}, false)
	if err != nil {
		return err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	client, addrs, ok := n.ChainClient()
	if !ok {
		return errors.New("r5: no chain")
	}
	c, owner, subnet := acl.New(client, addrs), n.SubnetOwner(), n.Config().Subnet
	if _, err := c.Grant(ctx, owner, subnet, n.Miners[0].Address(), acl.Compute, time.Time{}); err != nil {
		return fmt.Errorf("r5: %w", err)
	}
	if _, err := c.SetMode(ctx, owner, subnet, acl.Allowlist); err != nil {
		return fmt.Errorf("r5: %w", err)
	}
	r.did("started 2 miners and a client on the chain; subnet %d set to allowlist, COMPUTE granted to miner 0 only", subnet)

	// Peers read the list within a refresh: post until the refusal shows.
	refused := func() error {
		var err error
		_ = waitUntil(ctx, func() bool {
			_, err = n.Run(ctx, 1)
			return err != nil || ctx.Err() != nil
		})
		return err
	}
	err = refused()
	want := "refused: " + n.Client.Address().Hex() + " lacks SUBMIT"
	r.check(errors.Is(err, acl.ErrRefused) && strings.Contains(err.Error(), want), "a client without SUBMIT is refused, naming the account and the right", "%v", err)

	if _, err := c.Grant(ctx, owner, subnet, n.Client.Address(), acl.Submit|acl.Retrieve, time.Time{}); err != nil {
		return fmt.Errorf("r5: %w", err)
	}
	var rep *testnet.Report
	_ = waitUntil(ctx, func() bool {
		rep, err = n.Run(ctx, 1)
		return (err == nil && rep.Assigned == 1) || ctx.Err() != nil
	})
	if err == nil {
		var more *testnet.Report
		if more, err = n.RunAuction(ctx, 2); err == nil {
			rep.Jobs, rep.Assigned = append(rep.Jobs, more.Jobs...), rep.Assigned+more.Assigned
		}
	}
	wrong := 0
	for _, j := range rep.Jobs {
		if j.Winner != n.Miners[0].Address().Hex() {
			wrong++
		}
	}
	r.check(err == nil && rep.Assigned == 3 && wrong == 0, "granted, the client's jobs run, only with the miner holding COMPUTE",
		"%d of 3 assigned, %d to a miner without COMPUTE (%v)", rep.Assigned, wrong, err)

	if _, err := c.Revoke(ctx, owner, subnet, n.Client.Address()); err != nil {
		return fmt.Errorf("r5: %w", err)
	}
	err = refused()
	r.check(errors.Is(err, acl.ErrRefused), "revoked, the client is refused again", "%v", err)
	return nil
}
