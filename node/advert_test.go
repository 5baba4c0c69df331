package node

import (
	"log/slog"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
)

// A miner advertises the engines it can run: none without an engine (it
// advertised ONNX Runtime and then failed every job it won), and those it
// was told to declare otherwise.
func TestMinerAdvertisesOnlyItsEngines(t *testing.T) {
	for _, tt := range []struct {
		name     string
		declared []*types.EngineInfo
		want     int
	}{
		{"no engine: none advertised", nil, 0},
		{"declared engines are advertised", []*types.EngineInfo{{Name: "onnx", Version: "1.30.0"}}, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			key, err := crypto.GenerateKey()
			if err != nil {
				t.Fatal(err)
			}
			n, err := New(Config{Roles: []Role{RoleMiner}, Engines: tt.declared,
				P2P: p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}}}, key)
			if err != nil {
				t.Fatal(err)
			}
			defer n.Close()
			if got := n.miner.buildAdvert().GetEngines(); len(got) != tt.want {
				t.Fatalf("advertised engines %v, want %d", got, tt.want)
			}
			if got := len(n.miner.own.Engines); got != tt.want {
				t.Fatalf("the matcher's view of the miner has %d engines, want %d", got, tt.want)
			}
		})
	}
}

// A capacity refresh goes out only when the miner's having room changes:
// a job taken and finished while room remains changes nothing a client
// acts on (freshOffers filters on room alone), and every peer would verify
// the advert.
func TestCapacityRefreshOnlyWhenRoomChanges(t *testing.T) {
	m := &miner{core: &core{cfg: Config{MaxConcurrency: 1, MaxQueued: 2}}}
	for _, tt := range []struct {
		advertised, running int
		want                bool
	}{
		{0, 0, false}, // a job taken and finished within the gap
		{0, 1, false}, // room for two more
		{0, 2, false}, // room for one more
		{0, 3, true},  // full: the offer must stop drawing jobs
		{3, 3, false}, // still full
		{3, 2, true},  // room again
		{2, 0, false},
	} {
		m.advertRunning, m.running = tt.advertised, tt.running
		if got := m.roomChanged(); got != tt.want {
			t.Errorf("advertised %d running, now %d of 3 slots: refresh %v, want %v", tt.advertised, tt.running, got, tt.want)
		}
	}
	// What a fresh offer means to a client agrees: room is the test.
	for running := range 5 {
		ad := &types.HardwareAdvert{Load: &types.Load{Running: uint32(running), MaxConcurrency: 1, MaxQueued: 2}}
		if (freeRoom(ad) > 0) != (running < 3) {
			t.Errorf("freeRoom(%d running) = %d", running, freeRoom(ad))
		}
	}
}

// Two light clients joining the adverts topic a moment apart both hear
// the miner within seconds: the second join, inside the first's 2 s,
// gets the advert 2 s after it, not the periodic one (30 s by default,
// an hour here). Before, it heard nothing, and a job it posted failed
// with "has no advert".
func TestAdvertOnJoinServesJoinsInsideTheGap(t *testing.T) {
	start := func(cfg Config, boot ...peer.AddrInfo) *Node {
		t.Helper()
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		cfg.AdvertInterval = time.Hour
		cfg.P2P = p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, Bootstrap: boot, AllowLoopbackColocation: true}
		cfg.Logger = slog.New(slog.DiscardHandler)
		return startNode(t, cfg, key)
	}
	m := start(Config{Roles: []Role{RoleMiner}, Engines: []*types.EngineInfo{{Name: "onnx", Version: "1.30.0"}}})
	boot := m.Host().AddrInfo()
	first := start(Config{Roles: []Role{RoleClient}, Light: true}, boot)
	waitUntil(t, "the first client to hear the miner", func() bool { return first.Adverts()[m.Address()] != nil })
	second := start(Config{Roles: []Role{RoleClient}, Light: true}, boot)
	waitUntil(t, "the second client to hear the miner", func() bool { return second.Adverts()[m.Address()] != nil })
}
