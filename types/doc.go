// Package types holds the value types every Tensora package shares: the
// protobuf wire messages (tensora.proto, generated into tensora.pb.go by
// `go generate`), their canonical digests and signatures, EIP-712 hashing of
// JobOrder, content-derived ids, structural bounds, and the topic names.
//
// It imports nothing of ours, so p2p, scheduler, node and chain can all
// depend on it without cycles.
//
//	key, _ := crypto.GenerateKey()
//	job := &types.JobOrder{Subnet: 1, ModelCid: "bafy…", MaxFee: types.Amount(fee)}
//	if err := types.Sign(types.DevDomain, job, key); err != nil { … }
//	author, err := types.Verify(types.DevDomain, job) // checks id and signature
package types
