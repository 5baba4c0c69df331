// Package staking is the Staking contract's workflows for Go callers: a
// Client that registers operators, delegates, starts unbonding, withdraws,
// seats a validator in the active validator set and reads an address's
// staking status, and a View that keeps every operator's bonded stake
// (and every validator's counted stake) in memory for the peers' matching
// and topic checks.
//
// The Client checks the chain's state before it sends anything (already
// registered, below the minimum self-stake, not an operator, too few
// shares, a request not yet matured, ...) and refuses with a *Refusal
// that carries the facts, so that `tensora stake` can say what is wrong
// in words and a harness can branch with errors.Is on the sentinels. Every
// error comes back as an *Error naming the workflow; a contract revert
// stays reachable with chain.AsRevert.
//
//	c := staking.New(eth, addrs)
//	reg, err := c.Register(ctx, key, staking.Validator, amount)
//	st, err := c.Status(ctx, addr, subnet)
//
// The same code runs against the embedded chain and a JSON-RPC endpoint;
// chain/devchain sets up a chain to try it on.
package staking
