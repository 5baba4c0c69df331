package node

import (
	"context"
	"crypto/ecdsa"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
)

// newKey is a fresh node key.
func newKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// startNode builds a node from cfg and key and starts it (within 20 s);
// the test closes it when it ends.
func startNode(t *testing.T, cfg Config, key *ecdsa.PrivateKey, opts ...Option) *Node {
	t.Helper()
	n, err := New(cfg, key, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = n.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := n.Start(ctx); err != nil {
		t.Fatal(err)
	}
	return n
}
