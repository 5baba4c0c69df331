package testnet

import (
	"context"
	"testing"
	"time"
)

// With names registered, the node's views (the API and the dashboard read
// them) show each address's .tora name next to it, learned from the chain.
func TestNamesInNodeViews(t *testing.T) {
	net := startNet(t, Config{Miners: 1, Chain: true, Names: true, NoEngine: true, BidWindow: 150 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	ok := func() bool {
		if net.Client.Info().Name != "client.tora" || net.Miners[0].Info().Name != "miner-0.tora" {
			return false
		}
		ads := net.Client.AdvertViews()
		if len(ads) != 1 || ads[0].Name != "miner-0.tora" {
			return false
		}
		for _, p := range net.Client.Peers() {
			if p.Address == ads[0].Address && p.Name == "miner-0.tora" {
				return true
			}
		}
		return false
	}
	if err := poll(ctx, 30*time.Second, ok); err != nil {
		ads := net.Client.AdvertViews()
		t.Fatalf("names not shown: client %q, miner %q, adverts %+v", net.Client.Info().Name, net.Miners[0].Info().Name, ads)
	}
}
