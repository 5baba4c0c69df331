package content

import (
	"context"
	"time"

	bsmsg "github.com/ipfs/boxo/bitswap/message"
	iface "github.com/ipfs/boxo/bitswap/network"
	"github.com/ipfs/boxo/bitswap/network/bsnet"
	"github.com/libp2p/go-libp2p/core/event"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/libp2p/go-libp2p/p2p/protocol/ping"
)

// bitswapIDs are bitswap's protocol ids, newest first, without a prefix.
var bitswapIDs = []protocol.ID{bsnet.ProtocolBitswap, bsnet.ProtocolBitswapOneOne, bsnet.ProtocolBitswapOneZero, bsnet.ProtocolBitswapNoVers}

// identifyWait bounds how long a send waits for identify to tell which
// bitswap ids a newly connected peer speaks (the host's own negotiation
// timeout).
const identifyWait = 10 * time.Second

// swapNet is one bitswap network over two sets of protocol ids: Tensora's
// (/tensora/ipfs/bitswap/*, what every Tensora peer has always spoken) and
// the standard ones (/ipfs/bitswap/*, what Kubo and any stock boxo node
// speak). Both sets of stream handlers feed the same bitswap client and
// server, so there is one wantlist, one ledger per peer and one access
// filter (access.go) whichever ids a peer uses. Outgoing messages go on
// Tensora's ids to a peer that speaks them and on the standard ids to any
// other.
//
// It also fixes what bitswap's own network misses: bsnet learns of
// connections from the host's notifications, which fire only for
// connections made after it subscribes, so a peer connected before the
// Store started (the bootstrap peer of `tensora models get`) was never asked
// for anything. Start tells bitswap of every peer connected at that moment.
type swapNet struct {
	host     host.Host
	own, std iface.BitSwapNetwork
	ownIDs   []protocol.ID
	stdIDs   []protocol.ID
	// evm is shared by both networks: a peer is connected, responsive or
	// gone for bitswap once, whichever ids carried the news.
	evm *iface.ConnectEventManager
}

var _ iface.BitSwapNetwork = (*swapNet)(nil)

func newSwapNet(h host.Host, prefix protocol.ID) *swapNet {
	evm := iface.NewConnectEventManager()
	n := &swapNet{
		host: h,
		own:  bsnet.NewFromIpfsHost(h, bsnet.Prefix(prefix), bsnet.WithConnectEventManager(evm)),
		std:  bsnet.NewFromIpfsHost(h, bsnet.WithConnectEventManager(evm)),
		evm:  evm,
	}
	for _, id := range bitswapIDs {
		n.ownIDs = append(n.ownIDs, prefix+id)
		n.stdIDs = append(n.stdIDs, id)
	}
	return n
}

// protocols returns every protocol id the network handles.
func (n *swapNet) protocols() []protocol.ID {
	return append(append([]protocol.ID(nil), n.ownIDs...), n.stdIDs...)
}

// Start registers both sets of stream handlers and the connection
// notifications, then tells bitswap of every peer already connected.
func (n *swapNet) Start(r ...iface.Receiver) {
	n.own.Start(r...) // sets the shared event manager's listeners and starts it
	n.std.Start(r...)
	// From here on the notifications report every new connection; the ones
	// made before are reported now. A peer that drops between the listing
	// and this call is marked connected for a moment: the first send to it
	// fails and marks it unresponsive, so the error heals itself, where the
	// opposite one (a connected peer never reported) did not.
	for _, c := range n.host.Network().Conns() {
		if c.Stat().Limited {
			continue // bsnet ignores relayed, limited connections too
		}
		n.evm.Connected(c.RemotePeer())
	}
}

// Stop stops both networks (the shared event manager tolerates the second
// stop).
func (n *swapNet) Stop() {
	n.own.Stop()
	n.std.Stop()
}

// pick returns the network for messages to p: Tensora's ids if p speaks
// them, else the standard ids if p speaks those. A connected peer whose
// protocols identify has not reported yet is waited for (the host's
// NewStream waits for identify as well, so this adds no delay); a peer
// that is not connected, or speaks neither, gets Tensora's ids and fails
// as it always did.
func (n *swapNet) pick(ctx context.Context, p peer.ID) iface.BitSwapNetwork {
	if net, ok := n.known(p); ok {
		return net
	}
	if n.host.Network().Connectedness(p) != network.Connected {
		return n.own
	}
	sub, err := n.host.EventBus().Subscribe([]any{new(event.EvtPeerIdentificationCompleted), new(event.EvtPeerIdentificationFailed)})
	if err != nil {
		return n.own
	}
	defer func() { _ = sub.Close() }()
	// Identify may have finished between the first look and the
	// subscription.
	if net, ok := n.known(p); ok {
		return net
	}
	ctx, cancel := context.WithTimeout(ctx, identifyWait)
	defer cancel()
	for {
		select {
		case <-ctx.Done():
			return n.own
		case e, ok := <-sub.Out():
			if !ok {
				return n.own
			}
			switch e := e.(type) {
			case event.EvtPeerIdentificationCompleted:
				if e.Peer == p {
					net, _ := n.known(p)
					return net
				}
			case event.EvtPeerIdentificationFailed:
				if e.Peer == p {
					return n.own
				}
			}
		}
	}
}

// known picks p's network from the protocols identify stored for it; ok is
// false while it has stored none.
func (n *swapNet) known(p peer.ID) (iface.BitSwapNetwork, bool) {
	ps := n.host.Peerstore()
	if s, err := ps.SupportsProtocols(p, n.ownIDs...); err == nil && len(s) > 0 {
		return n.own, true
	}
	if s, err := ps.SupportsProtocols(p, n.stdIDs...); err == nil && len(s) > 0 {
		return n.std, true
	}
	if all, err := ps.GetProtocols(p); err == nil && len(all) > 0 {
		return n.own, true // identified, speaks no bitswap at all
	}
	return n.own, false
}

// SendMessage sends msg to p on the ids p speaks.
func (n *swapNet) SendMessage(ctx context.Context, p peer.ID, msg bsmsg.BitSwapMessage) error {
	return n.pick(ctx, p).SendMessage(ctx, p, msg)
}

// NewMessageSender opens a sender to p on the ids p speaks.
func (n *swapNet) NewMessageSender(ctx context.Context, p peer.ID, opts *iface.MessageSenderOpts) (iface.MessageSender, error) {
	return n.pick(ctx, p).NewMessageSender(ctx, p, opts)
}

// Stats adds up both networks' message counts.
func (n *swapNet) Stats() iface.Stats {
	a, b := n.own.Stats(), n.std.Stats()
	return iface.Stats{MessagesSent: a.MessagesSent + b.MessagesSent, MessagesRecvd: a.MessagesRecvd + b.MessagesRecvd}
}

// The rest acts on the host and its peers, which both networks share.

func (n *swapNet) Connect(ctx context.Context, ai peer.AddrInfo) error { return n.own.Connect(ctx, ai) }

func (n *swapNet) DisconnectFrom(ctx context.Context, p peer.ID) error {
	return n.own.DisconnectFrom(ctx, p)
}

func (n *swapNet) IsConnectedToPeer(ctx context.Context, p peer.ID) bool {
	return n.own.IsConnectedToPeer(ctx, p)
}

func (n *swapNet) Host() host.Host                                 { return n.host }
func (n *swapNet) Self() peer.ID                                   { return n.host.ID() }
func (n *swapNet) Ping(ctx context.Context, p peer.ID) ping.Result { return n.own.Ping(ctx, p) }
func (n *swapNet) Latency(p peer.ID) time.Duration                 { return n.own.Latency(p) }
func (n *swapNet) TagPeer(p peer.ID, tag string, w int)            { n.own.TagPeer(p, tag, w) }
func (n *swapNet) UntagPeer(p peer.ID, tag string)                 { n.own.UntagPeer(p, tag) }
func (n *swapNet) Protect(p peer.ID, tag string)                   { n.own.Protect(p, tag) }
func (n *swapNet) Unprotect(p peer.ID, tag string) bool            { return n.own.Unprotect(p, tag) }
