// Package api is a node's local HTTP API and web dashboard.
//
// The server listens on 127.0.0.1 (port 5190 by default) and serves JSON
// views of the node (info, peers, the network's miners and GPUs, jobs with
// their timelines, settlement batches, balances, live metrics), a
// server-sent-events stream of node events and metric samples, Prometheus
// /metrics, and the dashboard at /. Calls that change things (post or
// cancel a job, upload content, claim earnings) must be signed by the
// node's wallet or an allowed one (package auth). Under /v1/ the node
// serves OpenAI's API (package gateway), whose clients send a
// wallet-signed API token as their bearer key instead. docs/api.md has
// every call with examples.
//
//	srv := api.New(n, api.Config{Gatherer: reg})
//	if err := srv.Start(ctx); err != nil { ... }
//	defer srv.Close()
package api
