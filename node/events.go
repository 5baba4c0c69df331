package node

import (
	"encoding/hex"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/network"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
)

// Event kinds published on the node's event stream.
const (
	EventJob     = "job"     // a job this node follows changed state
	EventAdvert  = "advert"  // a miner's hardware advert arrived
	EventPeer    = "peer"    // a peer connected or disconnected
	EventVerdict = "verdict" // a validator's verdict arrived
	EventBatch   = "batch"   // a settlement batch changed state
)

// Event is one thing that happened on the node, as the local API streams
// it to dashboards. Events are best effort: a subscriber that falls behind
// loses events (Dropped counts them), never blocks the node.
type Event struct {
	Seq    uint64    `json:"seq"`
	Kind   string    `json:"kind"`
	At     time.Time `json:"at"`
	Job    string    `json:"job,omitempty"`   // hex job id
	State  string    `json:"state,omitempty"` // the job's or batch's new state
	Role   string    `json:"role,omitempty"`  // client, miner, observer
	Peer   string    `json:"peer,omitempty"`  // the address the event is about
	Detail string    `json:"detail,omitempty"`
}

// events fans node events out to subscribers.
type events struct {
	mu   sync.Mutex
	subs map[*Subscription]struct{}
	seq  atomic.Uint64
}

// Subscription receives node events on C until Close.
type Subscription struct {
	C       <-chan Event
	c       chan Event
	dropped atomic.Int64
	ev      *events
	once    sync.Once
}

// Dropped is how many events this subscriber lost by falling behind.
func (s *Subscription) Dropped() int64 { return s.dropped.Load() }

// Close stops the subscription and closes C.
func (s *Subscription) Close() {
	s.once.Do(func() {
		s.ev.mu.Lock()
		delete(s.ev.subs, s)
		close(s.c)
		s.ev.mu.Unlock()
	})
}

// Subscribe returns a subscription to the node's events with room for buf
// events (default 256).
func (n *core) Subscribe(buf int) *Subscription {
	if buf <= 0 {
		buf = 256
	}
	c := make(chan Event, buf)
	s := &Subscription{C: c, c: c, ev: &n.events}
	n.events.mu.Lock()
	if n.events.subs == nil {
		n.events.subs = make(map[*Subscription]struct{})
	}
	n.events.subs[s] = struct{}{}
	n.events.mu.Unlock()
	return s
}

// emit stamps e and hands it to every subscriber that has room.
func (n *core) emit(e Event) {
	if e.At.IsZero() {
		e.At = n.cfg.Now()
	}
	n.events.mu.Lock()
	defer n.events.mu.Unlock()
	// Numbered under the lock, so every subscriber sees ids in order.
	e.Seq = n.events.seq.Add(1)
	for s := range n.events.subs {
		select {
		case s.c <- e:
		default:
			s.dropped.Add(1)
		}
	}
}

// closeEvents ends every subscription (the node is closing).
func (n *Node) closeEvents() {
	n.events.mu.Lock()
	subs := make([]*Subscription, 0, len(n.events.subs))
	for s := range n.events.subs {
		subs = append(subs, s)
	}
	n.events.mu.Unlock()
	for _, s := range subs {
		s.Close()
	}
}

// observe turns what this peer sees on gossip into events, so a node's
// dashboard shows the network's jobs, not only its own.
func (n *core) observe(in *p2p.Incoming) {
	author := common.Address(in.Author)
	if author == n.addr {
		return // our own messages are reported where they are made
	}
	switch m := in.Msg.(type) {
	case *types.HardwareAdvert:
		n.emit(Event{Kind: EventAdvert, Peer: author.Hex(), Detail: advertSummary(m)})
	case *types.JobOrder:
		n.emit(Event{Kind: EventJob, Job: hex.EncodeToString(m.GetJobId()), State: "announced", Role: "observer",
			Peer: author.Hex(), Detail: fmt.Sprintf("subnet %d, spec %q", m.GetSubnet(), m.GetSpec())})
	case *types.Assignment:
		n.emit(Event{Kind: EventJob, Job: hex.EncodeToString(m.GetJobId()), State: "assigned", Role: "observer",
			Peer: common.BytesToAddress(m.GetMiner()).Hex(), Detail: fmt.Sprintf("round %d of %d bids", m.GetRound(), m.GetBidCount())})
	case *types.Result:
		state := "executed"
		if m.GetError() != "" {
			state = "miner-failed"
		}
		n.emit(Event{Kind: EventJob, Job: hex.EncodeToString(m.GetJobId()), State: state, Role: "observer", Peer: author.Hex()})
	case *types.Verdict:
		verdict := "agree"
		if !m.GetAgree() {
			verdict = "disagree"
		}
		n.emit(Event{Kind: EventVerdict, Job: hex.EncodeToString(m.GetJobId()), State: verdict,
			Peer: common.BytesToAddress(m.GetMiner()).Hex(), Detail: "validator " + author.Hex()})
	case *types.Dispute:
		n.emit(Event{Kind: EventJob, Job: hex.EncodeToString(m.GetJobId()), State: "disputed", Role: "observer",
			Peer: common.BytesToAddress(m.GetMiner()).Hex(), Detail: "client " + author.Hex() + ": " + m.GetReason()})
	}
}

func advertSummary(ad *types.HardwareAdvert) string {
	gpus := ad.GetGpus()
	if len(gpus) == 0 {
		return fmt.Sprintf("%d CPU cores", ad.GetCpuCores())
	}
	return fmt.Sprintf("%d × %s", len(gpus), gpus[0].GetName())
}

// peerNotifee reports connections as events.
type peerNotifee struct{ n *Node }

func (p peerNotifee) Listen(network.Network, ma.Multiaddr)      {}
func (p peerNotifee) ListenClose(network.Network, ma.Multiaddr) {}
func (p peerNotifee) Connected(_ network.Network, c network.Conn) {
	p.n.emit(Event{Kind: EventPeer, State: "connected", Peer: c.RemotePeer().String(), Detail: c.RemoteMultiaddr().String()})
}
func (p peerNotifee) Disconnected(_ network.Network, c network.Conn) {
	p.n.emit(Event{Kind: EventPeer, State: "disconnected", Peer: c.RemotePeer().String()})
}
