package node

import (
	"net/netip"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/tensora/tensora/node/identity"
	"github.com/tensora/tensora/types"
)

// Dial policy for the addresses a job names (issue 14, attack 14: miners
// dialled whatever client_addrs and providers an order or assignment
// named, a port-scan reflector anyone could drive with free orders). A
// miner dials only the job's client's peer id with them, and only IP
// addresses that are public or loopback; private, link-local and
// carrier-grade NAT ranges only when the node itself runs on a private
// network (mDNS on, or listening on a private address by name, as the
// multi-process testnet's namespaces do); unspecified, multicast,
// broadcast and reserved addresses, DNS names (which may resolve
// anywhere) and relayed or peer-qualified addresses never. This is local
// policy, not a protocol rule: a peer whose policy differs may still
// relay such an order, so bad entries are skipped, not refused.

// privateNet reports whether this node runs on a private network, where
// private addresses are the ones peers have.
func (n *core) privateNet() bool {
	if n.cfg.P2P.MDNS {
		return true
	}
	for _, s := range n.cfg.P2P.ListenAddrs {
		a, err := ma.NewMultiaddr(s)
		if err != nil {
			continue
		}
		if ip, ok := addrIP(a); ok && (ip.IsPrivate() || ip.IsLinkLocalUnicast() || cgnat.Contains(ip)) {
			return true
		}
	}
	return false
}

// cgnat is the shared address space of carrier-grade NAT (RFC 6598).
var cgnat = netip.MustParsePrefix("100.64.0.0/10")

// reserved are IPv4 ranges no peer listens on ("this network" and the
// former class E).
var reserved = []netip.Prefix{netip.MustParsePrefix("0.0.0.0/8"), netip.MustParsePrefix("240.0.0.0/4")}

// dialable reports whether a job-named address may be dialled under the
// policy above; private is the node's privateNet.
func dialable(a ma.Multiaddr, private bool) bool {
	ip, ok := addrIP(a)
	if !ok {
		return false
	}
	for _, c := range a {
		if c.Code() == ma.P_P2P || c.Code() == ma.P_CIRCUIT {
			return false
		}
	}
	switch {
	case ip.IsLoopback():
		return true
	case ip.IsUnspecified() || ip.IsMulticast() || slices.ContainsFunc(reserved, func(p netip.Prefix) bool { return p.Contains(ip) }):
		return false // broadcast is in 240.0.0.0/4
	case ip.IsPrivate() || ip.IsLinkLocalUnicast() || cgnat.Contains(ip):
		return private
	}
	return ip.IsGlobalUnicast()
}

// addrIP is the IP address a multiaddr starts with (false for DNS names
// and anything else).
func addrIP(a ma.Multiaddr) (netip.Addr, bool) {
	if len(a) == 0 {
		return netip.Addr{}, false
	}
	switch c := a[0]; c.Code() {
	case ma.P_IP4, ma.P_IP6:
		ip, ok := netip.AddrFromSlice(c.RawValue())
		return ip.Unmap(), ok
	}
	return netip.Addr{}, false
}

// dialAddrs keeps the addresses in ai the policy allows, logging the
// ones it drops.
func (n *core) dialAddrs(ai peer.AddrInfo, what string) peer.AddrInfo {
	private := n.privateNet()
	kept := ai.Addrs[:0:0]
	for _, a := range ai.Addrs {
		if dialable(a, private) {
			kept = append(kept, a)
		}
	}
	if dropped := len(ai.Addrs) - len(kept); dropped > 0 {
		n.log.Info("addresses a job named not dialled (dial policy)", "what", what, "peer", ai.ID, "dropped", dropped, "kept", len(kept))
	}
	return peer.AddrInfo{ID: ai.ID, Addrs: kept}
}

// jobProviders are the assignment's providers a miner or validator may
// dial for the job's model and input: only the job's client (the one
// that signed the order), at addresses the dial policy allows.
func (n *core) jobProviders(o *types.JobOrder, a *types.Assignment) []peer.AddrInfo {
	client := common.BytesToAddress(o.GetClient())
	var out []peer.AddrInfo
	for _, ai := range providerInfos(a.GetProviders()) {
		if owner, err := identity.AddressFromPeerID(ai.ID); err != nil || owner != client {
			n.log.Info("provider that is not the job's client not dialled", "job", short([32]byte(o.GetJobId())), "peer", ai.ID)
			continue
		}
		if slices.ContainsFunc(out, func(x peer.AddrInfo) bool { return x.ID == ai.ID }) {
			continue
		}
		out = append(out, n.dialAddrs(ai, "provider"))
	}
	return out
}
