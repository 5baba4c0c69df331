package node

import (
	"context"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/chain/acl"
	"github.com/tensora/tensora/content"
)

// AccessView is the subnets' access control the node enforces (M17, R5):
// chain/acl.Cache, fed by the SubnetACL's events, when the node has a
// chain. Allowed must answer from memory: the gossip validators and the
// content server ask it for every message and request.
type AccessView interface {
	Allowed(subnet uint64, account common.Address, bits acl.Rights, grants ...*acl.Grant) (bool, error)
}

// Reasons the ACL refuses a gossip message (metric labels).
const (
	reasonNoSubmitRight  = "acl-no-submit"
	reasonNoComputeRight = "acl-no-compute"
)

// aclRefresh is how often a node's own ACL cache reads new events.
const aclRefresh = time.Second

// newACL is the node's access view: Config.ACL, else a cache of the
// deployment's SubnetACL (refreshed by runACL), else none.
func (n *core) newACL() {
	if n.cfg.ACL != nil {
		n.acl = n.cfg.ACL
		return
	}
	s := n.cfg.Settlement
	if s == nil || s.Contracts.ACL == (common.Address{}) {
		return
	}
	n.aclCache = acl.NewCacheAt(s.Client, s.Contracts, s.ChainID, n.cfg.Logger)
	n.acl = n.aclCache
}

// startACL loads the node's own ACL cache and keeps it fresh until the
// node closes. A chain that cannot be read leaves every subnet open until
// it can (a chain outage must not stop the network), said in the log.
func (n *core) startACL(ctx context.Context) {
	if n.aclCache == nil {
		return
	}
	if err := n.aclCache.Refresh(ctx); err != nil {
		n.log.Warn("access control lists not read yet: every subnet counts as open until they are", "err", err)
	}
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		n.aclCache.Run(n.ctx, aclRefresh)
	}()
}

// allowed is nil when account may use bits on subnet (always without an
// ACL), else the refusal ("refused: 0xabc… lacks SUBMIT on subnet 3").
func (n *core) allowed(subnet uint64, account common.Address, bits acl.Rights) error {
	if n.acl == nil {
		return nil
	}
	if ok, why := n.acl.Allowed(subnet, account, bits); !ok {
		return why
	}
	return nil
}

// checkACL is the orders and bids topics' access check: the author must
// hold bits on the message's subnet ("" lets it through). A refusal is
// an Ignore: the author may have lost the right a moment ago, and the
// forwarder cannot know.
func (n *core) checkACL(subnet uint64, author common.Address, bits acl.Rights, reason string) string {
	if err := n.allowed(subnet, author, bits); err != nil {
		n.log.Debug("ignored", "why", err)
		return reason
	}
	return ""
}

// noteJobContent records that a guarded content root belongs to a job of
// subnet, so mayRead can ask the ACL about it. A root keeps every subnet
// it was noted for, keyed by its multihash as the content gate's grants
// are: a job on an open subnet naming the same content (under any CID
// version or codec) must not open an allowlisted job's input or output to
// its own client, whom guard makes a reader.
func (n *core) noteJobContent(root cid.Cid, subnet uint64) {
	n.jobSubnetsMu.Lock()
	defer n.jobSubnetsMu.Unlock()
	key := string(root.Hash())
	var old []uint64
	if v, ok := n.jobSubnets.Load(key); ok {
		old = v.([]uint64)
		if slices.Contains(old, subnet) {
			return
		}
	}
	n.jobSubnets.Store(key, append(slices.Clone(old), subnet))
}

// mayRetrieve is mayRead's ACL rule: on an allowlisted subnet a job's
// content goes only to accounts holding RETRIEVE (its client reading the
// output) or COMPUTE (the miner reading the input, a validator
// re-executing), on every allowlisted subnet whose jobs named it. Content
// of a root this node did not guard since it started (its subnets
// unknown) is left to the grant's readers alone.
func (n *core) mayRetrieve(a common.Address, root cid.Cid) bool {
	if n.acl == nil {
		return true
	}
	v, ok := n.jobSubnets.Load(string(root.Hash()))
	if !ok {
		return true
	}
	for _, subnet := range v.([]uint64) {
		if n.allowed(subnet, a, acl.Retrieve) == nil || n.allowed(subnet, a, acl.Compute) == nil {
			continue
		}
		n.log.Debug("content refused", "root", root, "why", n.allowed(subnet, a, acl.Retrieve))
		return false
	}
	return true
}

// mayNotRead is the content store's Deny rule: p is refused a block of
// job content when, for any grant restricting the block, mayRetrieve
// refuses p that grant's root. Access admits p if one grant does; without
// this, a job on an open subnet whose input DAG links to an allowlisted
// job's block (the block then restricted under both roots) would open it
// to that job's client.
func (n *core) mayNotRead(p peer.ID, gs []content.Grant) bool {
	if n.acl == nil {
		return false
	}
	a, err := n.peerAddress(p)
	if err != nil {
		return true
	}
	for _, g := range gs {
		if !n.mayRetrieve(a, g.Root) {
			return true
		}
	}
	return false
}
