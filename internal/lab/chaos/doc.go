// Package chaos is the fault suite: each reliability goal of PRODUCT.md
// (R1–R14) as a scenario that starts its own network (testnet), injects one
// fault and checks what must hold. scenarios.go has crashes, a byzantine
// miner, restarts, a chain outage and the contracts' invariants; gossip.go
// floods, replays and Sybil bids; process_kill.go kill -9 of a miner
// process on the multi-process testnet.
//
//	for _, r := range chaos.Run(ctx, []string{"R1", "R3"}, chaos.Options{Quick: true}, nil) {
//		chaos.Write(os.Stdout, r)
//	}
package chaos
