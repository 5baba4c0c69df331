// Package chain holds Tensora's contracts and what Go needs to use them:
// the Solidity sources (contracts/), their compiled ABI and bytecode
// (artifacts/), abigen v2 bindings (bindings/), and helpers for
// deployment, batched settlement and revert decoding. chain/backend
// connects to a chain (embedded or JSON-RPC), chain/staking runs the
// staking workflows and keeps the stake view nodes match with, and
// chain/devchain sets up a development chain with everything deployed.
//
// The contracts: TORA (OpenZeppelin ERC-20 with permits and votes),
// SubnetRegistry (subnets and their parameters), JobEscrow (client escrow;
// settlement one job at a time or in Merkle-rooted batches with a challenge
// window) and ValidatorRewards (the validators' share). docs/settlement.md
// describes the design, the packed leaf format and the gas figures.
//
// A miner (registered with Staking, meeting the subnet's minimum stake)
// settles the jobs its clients assigned it in one transaction per batch:
//
//	d := chain.EscrowDomain(chainID, addrs.Escrow) // clients sign JobOrders and assignments with this domain
//	b, err := chain.NewBatch(d, subnet, []chain.Leaf{{Order: signedOrder, Fee: fee, ResultHash: rh, Assignment: assignment}, ...})
//	tx, err := bind.Transact(escrow, opts, escrowABI.PackSubmitBatch(subnet, b.Packed))
//	// after the subnet's challenge window: PackFinalizeBatch(id), then PackClaim()
//
// Every revert comes back as a *RevertError naming the contract's custom
// error (chain.Decode, chain.RevertName), so callers can say what failed:
// InsufficientEscrow, JobAlreadySettled, InvalidAssignmentSignature,
// AssignmentExpired, MinerNotStaked, ChallengeWindowOpen, ...
//
// Regenerate artifacts and bindings with `go generate ./chain/...` (needs
// node and npm; see scripts/compile-contracts.sh).
package chain
