package p2p

import (
	"bytes"
	"context"
	"crypto/rand"
	"io"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	ma "github.com/multiformats/go-multiaddr"
)

// TestTransportStockInterop: a host with Tensora's transport options and a
// stock go-libp2p host (default options: yamux's 64 KiB frames) connect over
// TLS, and 1 MiB crosses a stream both ways: written by Tensora's host in
// one call (yamux frames of up to 256 KiB) and echoed back by the stock one.
func TestTransportStockInterop(t *testing.T) {
	if got := yamuxTransport().MaxMessageSize; got != yamuxMaxFrame {
		t.Fatalf("yamux MaxMessageSize = %d, want %d", got, yamuxMaxFrame)
	}
	ours := newHost(t, newKey(t))
	stock, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = stock.Close() })

	const echo = protocol.ID("/tensora/test-echo/1.0.0")
	stock.SetStreamHandler(echo, func(s network.Stream) {
		defer s.Close()
		if _, err := io.Copy(s, s); err != nil {
			_ = s.Reset()
		}
	})
	var tcp []ma.Multiaddr
	for _, a := range stock.Addrs() {
		if _, err := a.ValueForProtocol(ma.P_TCP); err == nil {
			tcp = append(tcp, a)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := ours.Connect(ctx, peer.AddrInfo{ID: stock.ID(), Addrs: tcp}); err != nil {
		t.Fatal(err)
	}
	conns := ours.LibP2P().Network().ConnsToPeer(stock.ID())
	if len(conns) == 0 {
		t.Fatal("no connection")
	}
	st := conns[0].ConnState()
	if st.Security != "/tls/1.0.0" || st.StreamMultiplexer != "/yamux/1.0.0" {
		t.Fatalf("negotiated security %q, muxer %q; want TLS 1.3 and yamux", st.Security, st.StreamMultiplexer)
	}

	want := make([]byte, 1<<20)
	_, _ = rand.Read(want)
	s, err := ours.LibP2P().NewStream(ctx, stock.ID(), echo)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	_ = s.SetDeadline(time.Now().Add(20 * time.Second))
	errc := make(chan error, 1)
	go func() {
		_, err := s.Write(want)
		if err == nil {
			err = s.CloseWrite()
		}
		errc <- err
	}()
	got, err := io.ReadAll(s)
	if err != nil {
		t.Fatalf("read the echo: %v", err)
	}
	if err := <-errc; err != nil {
		t.Fatalf("write: %v", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("echo: got %d bytes, want the %d sent", len(got), len(want))
	}
}
