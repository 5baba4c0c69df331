// Package paychain is a local payment chain for tests and the demo of
// cross-chain swaps: an embedded chain with its own chain id (DevChainID,
// 31337, not Tensora's 1337) holding the same HTLC contract as Tensora's
// chain and a 6-decimal StableToken standing in for USDC.
//
//	pc, err := paychain.Start(ctx, paychain.Config{Admin: admin, Keys: []*ecdsa.PrivateKey{client, desk}, Mint: []paychain.Grant{{To: client, Amount: paychain.USDC(100)}}})
//	defer pc.Close()
//	c := htlc.New(pc.Client(), pc.Addrs.HTLC, htlc.WithMined(pc.Mined))
//
// Deploy puts the two contracts on any chain (a testnet through JSON-RPC).
package paychain
