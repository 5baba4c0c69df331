// Package backend connects Tensora to an Ethereum-compatible chain through
// go-ethereum's composed interfaces, so the same settlement code runs on
//
//   - the embedded chain: go-ethereum's simulated backend in process
//     (chain id 1337), with blocks sealed on a short interval and,
//     optionally, a JSON-RPC server on 127.0.0.1 (`tensora chain dev`);
//   - any JSON-RPC endpoint (`--chain-rpc URL`), whose chain id is checked
//     against the network the node was configured for.
//
// Networks names the presets: dev (embedded), local (a JSON-RPC node on
// 127.0.0.1:8545) and tensora-l2 (chain id 44444444, RPC from config).
package backend
