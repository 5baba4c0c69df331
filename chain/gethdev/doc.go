// Package gethdev runs a real go-ethereum node, `geth --dev`, as a child
// process for tests that settle over JSON-RPC the way a deployment on a
// public chain does: Start finds the binary (Find: $TENSORA_GETH, else the
// one scripts/build-geth.sh cached under .cache/geth/<version>/, built
// from the go-ethereum version go.mod requires), starts it with one-second
// blocks, HTTP and WebSocket JSON-RPC on free loopback ports and a
// throwaway datadir, and waits for it to answer; Fund pays gas money from
// its pre-funded dev account; Close stops it and removes the datadir.
package gethdev
