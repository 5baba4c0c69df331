// Package node assembles a Tensora peer: a core every peer runs and one
// part per role.
//
// Where things are:
//
//   - node.go: Node, New, Start (starts the parts of the node's roles in
//     order and closes the node if one fails), Close, and the dispatch of
//     each gossip message to the core and the roles.
//   - core.go: identity, signing, publishing, reputation, GC; book.go: the
//     node's side of the job book (package jobbook): every job message's
//     validation and the observer's recomputation of assignments;
//     advert.go: the adverts every peer keeps (and the miner publishes).
//   - client.go (settled.go): posting a job and walking it down the
//     ranking (Post), verifying results, job records, escrow checks.
//   - miner.go (advert.go, settlement.go): bidding (onJob), what a miner
//     does with an assignment (onAssigned), the durable queue, execution,
//     results, fee settlement.
//   - validator.go (validator_chain.go): sampling, re-execution, verdicts,
//     challenges and recorded work on chain.
//   - usage.go: the usage exchange (package node/usage, a small protocol
//     service like go-libp2p's ping) run as one of the node's parts.
//   - swaps.go: paying from another chain (package swap): the quote book
//     every node keeps from /tensora/1/swaps, the client's swap
//     coordinator, and a desk's quotes and coordinator.
//   - view.go, metrics.go, events.go: what the local API and dashboard read.
//
// Lifecycle follows go-libp2p and go-ethereum: New builds, Start launches
// goroutines, Close (idempotent) cancels the node's own context, waits for
// every goroutine and stops the parts in reverse order.
//
// Job flow (docs/protocol.md): a client publishes a signed JobOrder; miners
// whose advert satisfies the spec bid within the bid window; the client
// runs scheduler.Match and publishes a signed Assignment; the winner Acks;
// without an Ack in time the next-ranked bid is assigned. Every peer that
// saw the same bids recomputes the assignment and warns when it differs.
//
//	n, err := node.New(cfg, key)
//	if err := n.Start(ctx); err != nil { … } // a failed Start closed the node
//	defer n.Close()
//	out, err := n.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: cid, MaxFee: fee, Spec: "4cpu,8ram"})
package node
