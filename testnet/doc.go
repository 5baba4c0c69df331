// Package testnet runs a whole Tensora network in one process (real libp2p
// hosts on 127.0.0.1, sparsely connected, with GossipSub, the DHT and the
// node roles), or as separate tensora processes (StartProcs). Tests,
// `tensora testnet up|procs` and the lab (internal/lab: benchmarks, the
// fault suite, the soak) share it. It carries no faults of its own:
// misbehaving miners come in through Config.Faults.
//
//	net, err := testnet.Start(ctx, testnet.Config{Miners: 10})
//	defer net.Close()
//	rep, err := net.Run(ctx, 20)
//	rep.WriteTable(os.Stdout)
package testnet
