// Package node assembles a Tensora peer from its parts: identity, libp2p
// host with GossipSub and DHT, badger store, reputation ledger, hardware
// adverts and the client and miner roles.
//
// Lifecycle follows go-libp2p and go-ethereum: New builds, Start launches
// goroutines, Close (idempotent) cancels the node's own context, closes
// children in reverse order and waits for every goroutine.
//
// Job flow (docs/protocol.md): a client publishes a signed JobOrder; miners
// whose advert satisfies the spec bid within the bid window; the client
// runs scheduler.Match and publishes a signed Assignment; the winner Acks;
// without an Ack in time the next-ranked bid is assigned. Every peer that
// saw the same bids recomputes the assignment and warns when it differs.
//
//	n, err := node.New(cfg, key)
//	if err := n.Start(ctx); err != nil { … }
//	defer n.Close()
//	out, err := n.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: cid, MaxFee: fee, Spec: "4cpu,8ram"})
package node
