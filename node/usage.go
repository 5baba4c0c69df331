package node

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/node/queue"
	"github.com/tensora/tensora/node/usage"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
)

// usagePart runs the usage exchange (package usage, M22) as one of the
// node's parts: every node publishes a signed UsageReport on
// /tensora/1/metrics each UsageInterval, keeps the latest report of each
// peer and answers /tensora/usage/1 with its own. Validators anchor the
// usage of settled batches (validator_chain.go).
type usagePart struct {
	*core
	miner *miner // whose jobs the reports count
	svc   *usage.Service
}

func newUsage(c *core, m *miner) *usagePart { return &usagePart{core: c, miner: m} }

// build makes the service once the host exists.
func (u *usagePart) build() {
	roles := make([]string, len(u.cfg.Roles))
	for i, r := range u.cfg.Roles {
		roles[i] = string(r)
	}
	u.svc = usage.New(usage.Config{
		Host: u.host, Sign: u.sign, Domain: u.cfg.P2P.Domain, Jobs: u.minerJobs, Roles: roles,
		Interval: u.cfg.UsageInterval, MaxAge: u.cfg.P2P.MaxAge, MaxSkew: u.cfg.P2P.MaxSkew,
		Now: u.cfg.Now, Logger: u.log,
	})
}

// minerJobs lists the miner's queue (none before the miner started, or
// for other roles).
func (u *usagePart) minerJobs(ctx context.Context) ([]queue.Job, error) {
	if q := u.miner.queue; q != nil {
		return q.List(ctx)
	}
	return nil, nil
}

func (u *usagePart) start(context.Context) error {
	u.svc.Start()
	u.wg.Add(1)
	go func() {
		defer u.wg.Done()
		u.svc.Run(u.ctx)
	}()
	return nil
}

func (u *usagePart) stop() {}

// checkUsage is the node's topic check (p2p.Config.Check): the usage
// service's replay check for usage reports, the job book's checks for
// everything else.
func (u *usagePart) checkUsage(ctx context.Context, in *p2p.Incoming) (pubsub.ValidationResult, string) {
	r, ok := in.Msg.(*types.UsageReport)
	if !ok {
		return u.check(ctx, in)
	}
	if ok, why := u.svc.Check(common.Address(in.Author), r); !ok {
		return pubsub.ValidationIgnore, why
	}
	return pubsub.ValidationAccept, ""
}

// UsageReports returns a copy of the latest report of every node heard
// on the metrics topic (this node's own included), by author.
func (n *Node) UsageReports() map[common.Address]*types.UsageReport { return n.usage.svc.Reports() }

// OwnUsage is this node's latest signed report (nil before the first).
func (n *Node) OwnUsage() *types.UsageReport { return n.usage.svc.Own() }

// RequestUsage asks peer p directly for its latest signed report over
// /tensora/usage/1 (pull, M22) and verifies that p signed it. Without a
// deadline on ctx it gives up after 10 s.
func (n *Node) RequestUsage(ctx context.Context, p peer.ID) (*types.UsageReport, error) {
	return usage.Request(ctx, n.host.LibP2P(), n.cfg.P2P.Domain, p)
}
