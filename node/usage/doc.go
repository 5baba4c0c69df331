// Package usage is the usage exchange (M22), a small protocol service
// every peer runs, in the manner of go-libp2p's ping: a Service publishes
// this peer's signed UsageReport on /tensora/1/metrics every interval,
// keeps the latest report of every peer (Check refuses replays), and
// answers /tensora/usage/1 with its own; Request pulls a peer's report and
// checks who signed it. Aggregate sums the usage of a settled batch from
// the miners' signed results, as validators anchor it on chain.
//
//	s := usage.New(usage.Config{Host: h, Sign: sign, Domain: d, Interval: 10 * time.Second})
//	s.Start()
//	go s.Run(ctx) // until ctx ends
//	defer s.Close()
//	r, err := usage.Request(ctx, h.LibP2P(), d, peerID)
package usage
