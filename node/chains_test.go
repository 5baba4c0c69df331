package node

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// TestPeerOnOtherChainNamed: a miner on a dev chain and a client without
// one meet. The client rejects the miner's advert (it signs in the chain's
// domain), and its Info names the miner's chain and the fix instead of
// leaving "0 miner adverts seen" unexplained.
func TestPeerOnOtherChainNamed(t *testing.T) {
	start := func(cfg Config, d types.Domain, boot ...peer.AddrInfo) *Node {
		t.Helper()
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		cfg.AdvertInterval = time.Hour
		cfg.P2P = p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, Bootstrap: boot, AllowLoopbackColocation: true, Domain: d}
		cfg.Logger = slog.New(slog.DiscardHandler)
		return startNode(t, cfg, key)
	}
	onChain := chain.EscrowDomain(1337, common.HexToAddress("0x00000000000000000000000000000000000000e5"))
	m := start(Config{Roles: []Role{RoleMiner}, Engines: []*types.EngineInfo{{Name: "onnx", Version: "1.30.0"}}}, onChain)
	c := start(Config{Roles: []Role{RoleClient}, Light: true, BidWindow: 50 * time.Millisecond}, types.Domain{}, m.Host().AddrInfo())
	waitUntil(t, "the client to name the miner's chain", func() bool { return c.Info().OtherChains != "" })
	if c.Adverts()[m.Address()] != nil {
		t.Error("the client accepted an advert signed for another chain")
	}
	got := c.Info().OtherChains
	for _, want := range []string{"1 peer signs for chain 1337", m.Host().ID().ShortString(), "this node runs without a chain: pass --chain-file"} {
		if !strings.Contains(got, want) {
			t.Errorf("OtherChains %q lacks %q", got, want)
		}
	}
	// A job nobody bids on says why: the miner is on another chain.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	_, err := c.Post(ctx, JobRequest{Subnet: 1, ModelCID: "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku", Spec: "1cpu", MaxFee: tora.Whole(1)})
	if !errors.Is(err, ErrNoBids) || !strings.Contains(err.Error(), "peers on another chain: 1 peer signs for chain 1337") {
		t.Errorf("Post = %v, want ErrNoBids naming the miner's chain", err)
	}
}
