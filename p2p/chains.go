package p2p

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/types"
)

// A peer signs its messages in its chain's domain, so a peer on another
// chain (or on none) sends gossip whose signatures recover to someone else:
// it is rejected as wrong-author and nothing says why. To say why, each
// host announces its chain in its libp2p user agent ("tensora/1 chain/…"),
// and a wrong-author rejection from a neighbour whose agent names another
// chain is counted per peer and warned about.

const agentChain = " chain/"

// ChainTag names a signature domain for the user agent and people: "none"
// for a node without a chain (no verifying contract), else
// "<chain id>:<escrow address>".
func ChainTag(d types.Domain) string {
	if d.VerifyingContract == (common.Address{}) {
		return "none"
	}
	return fmt.Sprintf("%d:%s", d.ChainID, d.VerifyingContract.Hex())
}

// ChainName is a tag as people read it: "no chain" or "chain 1337 (escrow 0x…)".
func ChainName(tag string) string {
	id, escrow, ok := strings.Cut(tag, ":")
	if !ok {
		return "no chain"
	}
	return fmt.Sprintf("chain %s (escrow %s)", id, escrow)
}

func userAgent(d types.Domain) string {
	return "tensora/" + types.ProtocolVersion + agentChain + ChainTag(d)
}

// chainOfAgent reads the chain tag from a peer's user agent; ok is false
// for an agent that does not name one (an older peer).
func chainOfAgent(agent string) (string, bool) {
	_, tag, ok := strings.Cut(agent, agentChain)
	return tag, ok && tag != ""
}

// ForeignPeer is a neighbour whose gossip was rejected because it signs
// for another chain than this host.
type ForeignPeer struct {
	Peer     peer.ID `json:"peer"`
	Chain    string  `json:"chain"` // its ChainTag
	Rejected int     `json:"rejected"`
}

// foreignChains counts rejections by (peer, chain) and paces the warning.
type foreignChains struct {
	mu       sync.Mutex
	peers    map[peer.ID]*ForeignPeer
	lastWarn time.Time
}

// add counts one rejection and reports whether a warning is due (at most
// one a minute).
func (f *foreignChains) add(p peer.ID, tag string, now time.Time) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.peers == nil {
		f.peers = map[peer.ID]*ForeignPeer{}
	}
	fp := f.peers[p]
	if fp == nil || fp.Chain != tag {
		fp = &ForeignPeer{Peer: p, Chain: tag}
		f.peers[p] = fp
	}
	fp.Rejected++
	if now.Sub(f.lastWarn) < time.Minute {
		return false
	}
	f.lastWarn = now
	return true
}

func (f *foreignChains) list() []ForeignPeer {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make([]ForeignPeer, 0, len(f.peers))
	for _, p := range f.peers {
		out = append(out, *p)
	}
	slices.SortFunc(out, func(a, b ForeignPeer) int { return strings.Compare(string(a.Peer), string(b.Peer)) })
	return out
}

// ForeignChains lists the neighbours whose gossip this host rejected
// because they sign for another chain, with how many messages each.
func (h *Host) ForeignChains() []ForeignPeer { return h.foreign.list() }

// ForeignChainsSummary says, for people, which peers sign for other chains
// and what to do: "3 peers sign for chain 1337 (escrow 0x…); this node runs
// without a chain: pass --chain-file …". "" when there are none.
func (h *Host) ForeignChainsSummary() string {
	return ForeignSummary(h.foreign.list(), ChainTag(h.cfg.Domain))
}

// ForeignSummary is ForeignChainsSummary over a list and this node's tag.
func ForeignSummary(peers []ForeignPeer, self string) string {
	if len(peers) == 0 {
		return ""
	}
	byChain := map[string][]string{}
	for _, p := range peers {
		byChain[p.Chain] = append(byChain[p.Chain], p.Peer.ShortString())
	}
	var parts []string
	for _, tag := range slices.Sorted(maps.Keys(byChain)) {
		names := byChain[tag]
		verb := "peers sign"
		if len(names) == 1 {
			verb = "peer signs"
		}
		what := "for " + ChainName(tag)
		if tag == "none" {
			what = "without a chain"
		}
		parts = append(parts, fmt.Sprintf("%d %s %s (%s)", len(names), verb, what, strings.Join(names, ", ")))
	}
	var fix string
	if self == "none" {
		fix = "this node runs without a chain: pass --chain-file <the chain file `tensora chain dev` wrote> (or --network) to join theirs"
	} else {
		fix = "this node runs on " + ChainName(self) + ": start every peer with the same --chain-file, or all with --network none"
	}
	return strings.Join(parts, "; ") + "; " + fix
}

// noteWrongAuthor runs on a wrong-author rejection: when the forwarder
// announces another chain than ours, the rejection is counted against it
// and, at most once a minute, a warning names such peers and the fix.
func (h *Host) noteWrongAuthor(from peer.ID) {
	av, err := h.host.Peerstore().Get(from, "AgentVersion")
	if err != nil {
		return
	}
	agent, _ := av.(string)
	tag, ok := chainOfAgent(agent)
	if !ok || tag == ChainTag(h.cfg.Domain) {
		return
	}
	if h.foreign.add(from, tag, h.cfg.Now()) {
		h.log.Warn("peers on another chain: their messages are rejected as wrong-author; " + h.ForeignChainsSummary())
	}
}
