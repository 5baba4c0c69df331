package testnet

import (
	"crypto/ecdsa"
	"fmt"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/network"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/types"
)

// What the benchmarks and the chaos suite read of a running network, and
// the diagnostics they print when a wait fails.

// IndexOf returns the index in All of the node whose address is a.
func (n *Net) IndexOf(a common.Address) int {
	n.mu.Lock()
	defer n.mu.Unlock()
	return slices.IndexFunc(n.All, func(p *node.Node) bool { return p.Address() == a })
}

// AdvertViews says, for each peer, which miners' adverts it lacks and why
// gossip might not bring them: the connections, the adverts topic's
// subscribers it knows, and GossipSub's score of each missing miner (and
// the miner's score of it).
func (n *Net) AdvertViews() string {
	var out []string
	for k, p := range n.All {
		ads := p.Adverts()
		s := fmt.Sprintf("peer %d sees %d (%d connected)", k, len(ads), len(p.Host().Peers()))
		for j, m := range n.Miners {
			if _, ok := ads[m.Address()]; ok {
				continue
			}
			mid, pid := m.Host().ID(), p.Host().ID()
			s += fmt.Sprintf(" [lacks miner %d: connected %v, knows it subscribed %v, it knows us subscribed %v, score of it %.1f, its score of us %.1f%s]",
				j, p.Host().LibP2P().Network().Connectedness(mid) == network.Connected,
				p.Host().TopicHasPeer(types.AdvertsTopic, mid), m.Host().TopicHasPeer(types.AdvertsTopic, pid),
				p.Host().Scores()[mid], m.Host().Scores()[pid], scoreParts(m.Host().ScoreSnapshot(pid)))
		}
		out = append(out, s)
	}
	return strings.Join(out, ", ")
}

// scoreParts spells out a GossipSub score: the behaviour penalty counter
// and each topic's invalid deliveries.
func scoreParts(s *pubsub.PeerScoreSnapshot) string {
	if s == nil {
		return ""
	}
	out := fmt.Sprintf(" = app %.1f, behaviour penalties %.1f", s.AppSpecificScore, s.BehaviourPenalty)
	for t, ts := range s.Topics {
		if ts.InvalidMessageDeliveries > 0 {
			out += fmt.Sprintf(", %.1f invalid on %s", ts.InvalidMessageDeliveries, t)
		}
	}
	return out
}

// ScoresOf says how every other peer scores peer i in GossipSub.
func (n *Net) ScoresOf(i int) string {
	id := n.All[i].Host().ID()
	var out []string
	for k, p := range n.All {
		if k != i {
			out = append(out, fmt.Sprintf("peer %d scores peer %d %.1f%s", k, i, p.Host().Scores()[id], scoreParts(p.Host().ScoreSnapshot(id))))
		}
	}
	return strings.Join(out, ", ")
}

// Domain is the signature domain the peers use (node.Config's default).
func (n *Net) Domain() types.Domain {
	if n.chain != nil {
		return chain.EscrowDomain(n.chain.chainID, n.chain.addrs.Escrow)
	}
	return types.DevDomain
}

// Config is the network's configuration with its defaults applied.
func (n *Net) Config() Config { return n.cfg }

// PeerConfig is the node configuration peer i (an index into All) was
// built with.
func (n *Net) PeerConfig(i int) node.Config { return n.configs[i] }

// Key is peer i's wallet key (an index into All).
func (n *Net) Key(i int) *ecdsa.PrivateKey { return n.keys[i] }

// ChainClient is the embedded chain's client and the contracts deployed on
// it; ok is false for a network without a chain.
func (n *Net) ChainClient() (c backend.Client, contracts chain.Addresses, ok bool) {
	if n.chain == nil {
		return nil, chain.Addresses{}, false
	}
	return n.chain.client, n.chain.addrs, true
}

// SubnetOwner is the key that deployed the contracts and owns the
// testnet's subnet (it sets the subnet's access control); nil without a
// chain.
func (n *Net) SubnetOwner() *ecdsa.PrivateKey {
	if n.chain == nil {
		return nil
	}
	return n.chain.owner
}
