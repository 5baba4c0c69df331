// Package fault is the misbehaviour the lab and the tests inject into a
// network: engines that stall, delay or lie, and node options for a miner
// that ignores its assignments or claims a hash it did not compute. The
// product binary imports none of it; an honest node is the only kind it
// can build.
//
//	net, err := testnet.Start(ctx, testnet.Config{Miners: 3, Validators: 2,
//		Faults: fault.Plan{Byzantine: 1}})
package fault
