// Package p2p wires a Tensora peer's networking: a libp2p host on TCP and
// QUIC with connection and resource managers, a Kademlia DHT under the
// private /tensora protocol prefix (server mode for full nodes, client mode
// for light peers), and GossipSub with strict signing, peer scoring and one
// validator per topic.
//
// The package carries no business rules: it decodes, bounds, authenticates
// and de-duplicates messages, and hands the decoded bodies to the node. A
// node adds its own semantic checks through Config.Check.
//
//	h, err := p2p.New(key, p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}})
//	sub, err := h.Subscribe(types.SubnetTopic(1, types.TopicJobs))
//	for in := range sub.C { … in.Msg … }
package p2p
