package node

import "context"

// startValChain watches the chain for batches and challenges (filled in
// with the challenge contract).
func (n *Node) startValChain(context.Context) error { return nil }
