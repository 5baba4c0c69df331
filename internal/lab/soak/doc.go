// Package soak runs a bounded load on an in-process testnet (a job every
// interval, settlement on the embedded chain) and judges memory,
// goroutines and queues for growth between the middle and the last third
// of the run.
//
//	rep, err := soak.Run(ctx, soak.Config{Duration: 10 * time.Minute, Miners: 20})
//	rep.WriteTable(os.Stdout)
package soak
