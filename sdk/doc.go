// Package sdk is a small Go client for a running Tensora node's local
// API: upload a model and input, post a job, wait for the verified result.
//
//	c, err := sdk.Dial(ctx, sdk.DefaultDataDir(), key) // key: the node's wallet, or one in its api_allow
//	res, err := c.Run(ctx, sdk.Task{Subnet: 1, Model: model, Input: input, MaxFee: "5", Spec: "1cpu"})
//	// res.Output holds the output bytes; res.Job the timeline
//
// The node does the work: matching, the miner's proof, the output hash
// check. The SDK signs the calls that change things (see package
// api/auth), checks the output bytes against the verified result hash once
// more, and has no dependency on libp2p or the chain. The bodies it sends
// and reads are declared in package api/apitypes; example_test.go holds
// compiled versions of the sketch above.
package sdk
