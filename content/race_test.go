package content

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
)

// A peer connected to the provider before its content service starts (the
// bootstrap connection `tensora models get --bootstrap` makes) fetches from
// it, every time. Bitswap used to learn only of connections made after it
// started, so it never asked the provider and the fetch hung to its
// timeout, 2 to 4 times in 10 (issue 15). Thirty fresh peers in a row make a
// miss of that rate all but certain.
func TestFetchFromPeerConnectedBeforeStart(t *testing.T) {
	prov := newNode(t, nodeOpt{})
	data := randBytes(t, 2*ChunkSize+7)
	c := addBytes(t, prov, data, "model.onnx")
	boot := []peer.AddrInfo{prov.host.AddrInfo()}
	for i := range 30 {
		ok := t.Run(fmt.Sprintf("peer %d", i), func(t *testing.T) {
			// newNode bootstraps (connects) before it builds the Store.
			// The fetch window is short so a miss fails the test rather
			// than hang it; a hit takes a few milliseconds.
			cl := newNode(t, nodeOpt{boot: boot, client: true, cfg: Config{FetchTimeout: 5 * time.Second}})
			if cl.host.LibP2P().Network().Connectedness(prov.host.ID()) != network.Connected {
				t.Fatal("not connected to the provider before the Store started")
			}
			got, err := cl.store.FetchBytes(context.Background(), c, boot, 1<<20)
			if err != nil {
				t.Fatalf("fetch from a peer connected before start: %v", err)
			}
			if !bytes.Equal(got, data) {
				t.Fatal("fetched content differs")
			}
		})
		if !ok {
			break // one miss shows the race; the rest would only wait
		}
	}
}
