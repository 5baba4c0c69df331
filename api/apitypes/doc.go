// Package apitypes holds the JSON bodies of a node's local HTTP API
// (/api/v1/...): the node builds the views, package api serves them, and
// package sdk and the CLI decode them, all from these declarations, so a
// field renamed here is renamed on both ends of the wire.
//
// It imports nothing of ours: the SDK depends on it without pulling in the
// node, libp2p or the chain. Amounts are decimal TORA strings written by
// package types/tora. The field names and omitempty choices are the wire
// format; testdata/*.json pins them (see golden_test.go).
//
//	var jobs apitypes.JobsResponse
//	err := client.Get(ctx, "/api/v1/jobs", &jobs)
package apitypes
