package node

import (
	"testing"

	ma "github.com/multiformats/go-multiaddr"
)

// TestDialPolicy: the addresses a job names that a miner may dial (issue
// 14, attack 14: miners dialled any address an order named).
func TestDialPolicy(t *testing.T) {
	tests := []struct {
		addr         string
		public, priv bool // dialable on a public network, on a private one
	}{
		{"/ip4/8.8.8.8/tcp/4001", true, true},                                                            // public
		{"/ip6/2001:4860:4860::8888/udp/4001/quic-v1", true, true},                                       // public v6
		{"/ip4/127.0.0.1/tcp/4001", true, true},                                                          // loopback: one-machine nets and tests
		{"/ip6/::1/tcp/4001", true, true},                                                                // loopback v6
		{"/ip4/10.1.2.3/tcp/22", false, true},                                                            // RFC 1918: the miner's LAN
		{"/ip4/192.168.1.1/tcp/80", false, true},                                                         // RFC 1918
		{"/ip4/172.16.0.1/tcp/4001", false, true},                                                        // RFC 1918
		{"/ip4/169.254.169.254/tcp/80", false, true},                                                     // link-local: cloud metadata
		{"/ip6/fe80::1/tcp/4001", false, true},                                                           // link-local v6
		{"/ip6/fd00::1/tcp/4001", false, true},                                                           // unique local v6
		{"/ip4/100.64.0.1/tcp/4001", false, true},                                                        // carrier-grade NAT
		{"/ip4/0.0.0.0/tcp/4001", false, false},                                                          // unspecified
		{"/ip6/::/tcp/4001", false, false},                                                               // unspecified v6
		{"/ip4/224.0.0.1/udp/4001/quic-v1", false, false},                                                // multicast
		{"/ip4/255.255.255.255/udp/4001/quic-v1", false, false},                                          // broadcast
		{"/ip4/240.0.0.1/tcp/4001", false, false},                                                        // reserved
		{"/dns4/example.com/tcp/4001", false, false},                                                     // a name may resolve anywhere
		{"/ip4/8.8.8.8/tcp/4001/p2p/12D3KooWD3eckifWpRn9wQpMG9R9hX3sD158z7EqHWmweQAJU5SA", false, false}, // names another peer
		{"/ip4/8.8.8.8/tcp/4001/p2p/12D3KooWD3eckifWpRn9wQpMG9R9hX3sD158z7EqHWmweQAJU5SA/p2p-circuit", false, false}, // relayed
	}
	for _, tt := range tests {
		a, err := ma.NewMultiaddr(tt.addr)
		if err != nil {
			t.Fatalf("%s: %v", tt.addr, err)
		}
		if got := dialable(a, false); got != tt.public {
			t.Errorf("%s on a public network: dialable %v, want %v", tt.addr, got, tt.public)
		}
		if got := dialable(a, true); got != tt.priv {
			t.Errorf("%s on a private network: dialable %v, want %v", tt.addr, got, tt.priv)
		}
	}
}
