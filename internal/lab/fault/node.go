package fault

import (
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/types"
)

// NoAck makes a miner ignore every assignment: the client waits out its
// ack timeout and falls back to the next-ranked bid.
func NoAck() node.Option {
	return node.WithHooks(node.Hooks{Assignment: func(*types.Assignment) bool { return false }})
}

// Tamper makes a miner claim, in its proof of compute and result, a hash
// that is not its output's: the client's own check catches it.
func Tamper() node.Option {
	return node.WithHooks(node.Hooks{Claim: func(c *proof.Claim) { c.ResultHash[0] ^= 0xff }})
}
