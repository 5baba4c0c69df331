package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/store"
)

// `models get --from <multiaddr>` streams the file from the named peer
// (the DAG stream) and writes it byte for byte; a peer that lacks it says so.
func TestModelsGetFrom(t *testing.T) {
	quiet := slog.New(slog.DiscardHandler)
	key, _, err := p2pcrypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	h, err := p2p.New(key, p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, AllowLoopbackColocation: true, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	db, err := store.Open("", store.WithLogger(quiet))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	cs, err := content.New(context.Background(), h, store.NewBlockstore(db), db.Prefixed(content.PinPrefix),
		content.Config{Logger: quiet, ReprovideInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cs.Close() })
	data := make([]byte, 3*content.ChunkSize+99)
	if _, err := rand.Read(data); err != nil {
		t.Fatal(err)
	}
	root, _, err := cs.Add(context.Background(), bytes.NewReader(data), "model", nil)
	if err != nil {
		t.Fatal(err)
	}
	addrs, err := peer.AddrInfoToP2pAddrs(&peer.AddrInfo{ID: h.ID(), Addrs: h.LibP2P().Addrs()})
	if err != nil || len(addrs) == 0 {
		t.Fatalf("provider addrs: %v %v", addrs, err)
	}

	dst := filepath.Join(t.TempDir(), "model.bin")
	if _, err := run(t, t.TempDir(), "models", "get", root.String(), "-o", dst, "--from", addrs[0].String()); err != nil {
		t.Fatalf("models get --from: %v", err)
	}
	if got, err := os.ReadFile(dst); err != nil || !bytes.Equal(got, data) {
		t.Fatalf("models get --from wrote %d bytes, want %d identical (%v)", len(got), len(data), err)
	}

	if _, err := run(t, t.TempDir(), "models", "get", "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy", "-o", filepath.Join(t.TempDir(), "x"), "--from", addrs[0].String()); err == nil {
		t.Fatal("models get --from a peer without the file succeeded")
	} else if !bytes.Contains([]byte(err.Error()), []byte("provider lacks")) {
		t.Fatalf("error %q should say the peer lacks the file", err)
	}
}
