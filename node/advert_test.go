package node

import (
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

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
