// Package gov proposes, votes on, queues and executes changes of the
// network's governed parameters through ToraGovernor and ToraTimelock, and
// reads proposals back as the parameters they change, with old and new
// values.
//
// A change names a parameter of the catalog (Params): a subnet's
// parameter (sample-rate, miner-share, challenge-window, …; the subnet
// must be owned by the timelock) or a network-wide one (max-slash,
// unbonding-period, vote-period, timelock-delay, …). Propose simulates
// each call as the timelock first, so a value outside the bounds the
// contracts enforce is refused before any vote, naming the bound:
//
//	g := gov.New(client, addrs)
//	ch, err := g.Change(ctx, "sample-rate", 1, "100%")
//	id, err := g.Propose(ctx, key, []gov.Change{ch}, "Sample every result on subnet 1")
//	err = g.Vote(ctx, voterKey, id, gov.For, "")
//	// after the vote: Queue, and after the timelock's delay: Execute
//
// Keeper does the last two steps by itself: validator nodes run one, so an
// approved proposal takes effect without anyone sending a transaction.
// Voting power is TORA delegated to an account (Delegate; an undelegated
// balance does not vote) at the proposal's snapshot; staked TORA votes
// through its operator.
package gov
