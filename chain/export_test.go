package chain

import "github.com/tensora/tensora/types"

// AppendLeaf exposes the packed-leaf encoder to the contract tests, which
// build batches NewBatch would refuse (a fee above the cap, a job twice)
// to see the contract refuse them too.
func AppendLeaf(dst []byte, prev *types.JobOrder, l Leaf) []byte { return appendLeaf(dst, prev, l) }
