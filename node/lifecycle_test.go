package node

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tensora/tensora/p2p"
)

// A Start that fails partway closes the node: the goroutines it had
// started (one per subscribed topic here) end, and callers need no
// cleanup of their own (TestMain's leak check fails otherwise). The
// miner's part fails to open its queue under a context cancelled after
// the subscriptions began.
func TestStartFailureUnwinds(t *testing.T) {
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	n, err := New(Config{
		Roles: []Role{RoleMiner},
		P2P:   p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}},
	}, key)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err = n.Start(ctx)
	if err == nil {
		_ = n.Close()
		t.Fatal("Start succeeded under a cancelled context")
	}
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Start: %v, want a cancelled context", err)
	}
	if n.ctx.Err() == nil {
		t.Fatal("the node's context is still live after a failed Start")
	}
	if len(n.subs) == 0 {
		t.Fatal("Start failed before it subscribed: the test does not exercise unwinding")
	}
	if err := n.Start(context.Background()); err == nil {
		t.Fatal("a closed node started again")
	}
}
