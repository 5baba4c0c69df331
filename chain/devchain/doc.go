// Package devchain sets up a development chain with Tensora's contracts:
// it deploys TORA, SubnetRegistry, ValidatorRewards, JobEscrow, Staking and
// Challenges, creates subnet 1, mints TORA, funds client escrows and
// registers operators through chain/staking. `tensora chain dev`, the
// testnet harness and chain's tests all set their chains up here, so a new
// contract or a changed constructor is wired in one place.
//
// Setup works on any chain client (the embedded chain, a simulated backend
// that seals blocks only when told, a JSON-RPC endpoint); Start also starts
// an embedded chain for it:
//
//	ch, err := devchain.Start(ctx, backend.EmbeddedConfig{Alloc: devchain.Alloc(gas, admin, op)},
//		devchain.Config{Admin: admin, Operators: []devchain.Operator{{Key: op, Role: staking.Miner, Stake: amount}}})
//	defer ch.Close()
//	// ch.Addrs, ch.Subnet, ch.Staking, ch.Client(), ch.AdjustTime(...)
//
// Dev chains only: nothing here is meant for a chain holding real value.
package devchain
