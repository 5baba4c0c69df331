package node

import (
	"fmt"
	"math/big"

	"github.com/tensora/tensora/proof"
	"github.com/tensora/tensora/types"
)

// Option adjusts a node beyond its Config, for code that embeds a node (the
// testnet harness, the lab, tests) rather than for an operator, who sets
// Config. Options are applied in order by New; one that fails stops New.
type Option func(*options) error

// options are what Options set.
type options struct {
	hooks Hooks
}

// Hooks are the points where code embedding a node may watch or alter what
// its miner or client does. They exist so that misbehaving peers can be
// built around an honest node (internal/lab/fault) instead of by switches
// in Config; a nil hook changes nothing.
type Hooks struct {
	// Assignment is called when an assignment names this miner, before the
	// miner acts on it; false drops the assignment unanswered, as if it
	// had never arrived.
	Assignment func(*types.Assignment) bool
	// Claim is called with the proof-of-compute claim a miner is about to
	// sign, its hashes computed; it may change the claim.
	Claim func(*proof.Claim)
	// Result is called with the Result a miner is about to sign, its
	// proof of compute signed; it may change it (a miner that ships
	// other attestation evidence than its proof commits to).
	Result func(*types.Result)
	// Terms is called with an assignment the client is about to publish,
	// its settlement terms signed and the message not yet; it may change
	// them (a client that tries to stiff its miner).
	Terms func(*types.Assignment)
	// Decline is called when a direct assignment (one drawn from standing
	// offers) names this miner, after its checks pass; true makes the
	// miner decline it, as a miner at capacity does.
	Decline func(*types.Assignment) bool
	// Fee is called with the fee a miner is about to queue for
	// settlement; it may change it (a miner that overcharges: settlement
	// still caps it at the signed price).
	Fee func(jobID [32]byte, fee *big.Int)
}

// WithHooks installs h. Given more than once, the last one wins.
func WithHooks(h Hooks) Option {
	return func(o *options) error {
		o.hooks = h
		return nil
	}
}

// applyOptions folds opts into one options value.
func applyOptions(opts []Option) (options, error) {
	var o options
	for i, opt := range opts {
		if opt == nil {
			continue
		}
		if err := opt(&o); err != nil {
			return options{}, fmt.Errorf("node: option %d: %w", i, err)
		}
	}
	return o, nil
}

// admits reports whether the Assignment hook lets the miner act on a.
func (h Hooks) admits(a *types.Assignment) bool {
	return h.Assignment == nil || h.Assignment(a)
}

// declines reports whether the Decline hook makes the miner decline a.
func (h Hooks) declines(a *types.Assignment) bool {
	return h.Decline != nil && h.Decline(a)
}
