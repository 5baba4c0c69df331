package node

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/types"
)

// Who may read a job's content (docs/protocol.md, "Who can read what"):
// its input and output blocks go to the job's client, the miners it was
// assigned to and staked validators; every peer that holds them (the
// client, the miner, a validator) restricts them before their CID goes
// public or before fetching them. Models are public.

// mayRead is the content store's Access rule: p may have a block of job
// content if its operator address is one a job named (client, assigned
// miner) or its stake meets the minimum, as checkVerdict asks of
// a verdict's author. The stake view does not say which role an operator
// bonded for, so a staked miner passes as a validator would.
func (n *core) mayRead(p peer.ID, g content.Grant) bool {
	a, err := n.peerAddress(p)
	if err != nil {
		return false
	}
	if n.models != nil {
		if subnets, owners, gated := n.models.Gate(g.Root.String()); gated {
			return n.mayReadModel(a, subnets, owners)
		}
		if _, was := n.gatedModels.Load(g.Root.String()); was {
			// Weights restricted once and public now, unless a job on an
			// allowlisted subnet also named them.
			return n.mayRetrieve(a, g.Root)
		}
	}
	if !n.mayRetrieve(a, g.Root) {
		return false
	}
	for _, r := range g.Readers {
		if r == a {
			return true
		}
	}
	st := n.cfg.Stake.Stake(a)
	return st != nil && st.Sign() > 0 && st.Cmp(n.cfg.MinStake) >= 0
}

// guard restricts the job's content root c (its input or output CID) to
// the job's client and the readers given; an empty c (a job without input)
// is nothing to guard.
func (n *core) guard(ctx context.Context, o *types.JobOrder, c string, readers ...common.Address) error {
	if c == "" {
		return nil
	}
	root, err := cid.Decode(c)
	if err != nil {
		return fmt.Errorf("guard %q: %w", c, err)
	}
	readers = append(readers, common.BytesToAddress(o.GetClient()))
	n.noteJobContent(root, o.GetSubnet())
	if err := n.content.Restrict(ctx, root, readers...); err != nil {
		return fmt.Errorf("guard job content: %w", err)
	}
	return nil
}

// peerAddress is p's operator address. GossipSub's scoring and bitswap's
// request filter ask for it often, so the conversion (a key decompression)
// is cached.
func (n *core) peerAddress(p peer.ID) (common.Address, error) {
	if v, ok := n.peerAddrs.Load(p); ok {
		return v.(common.Address), nil
	}
	a, err := identity.AddressFromPeerID(p)
	if err != nil {
		return common.Address{}, err
	}
	if n.peerAddrCount.Add(1) < 1<<16 { // bounded: never grows past 65k peers
		n.peerAddrs.Store(p, a)
	}
	return a, nil
}
