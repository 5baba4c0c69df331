// Package testnet runs a whole Tensora network in one process: real libp2p
// hosts on 127.0.0.1, sparsely connected, with GossipSub, the DHT and the
// node roles. Tests, benchmarks and `tensora testnet up` share it.
//
//	net, err := testnet.Start(ctx, testnet.Config{Miners: 10})
//	defer net.Close()
//	rep, err := net.Run(ctx, 20)
//	rep.WriteTable(os.Stdout)
package testnet
