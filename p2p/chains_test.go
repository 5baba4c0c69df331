package p2p

import (
	"bytes"
	"context"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/types"
)

// syncBuf is a log sink the host's goroutines may write to while a test reads.
type syncBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestForeignChainCounted: a host without a chain and one on a dev chain
// meet; the chainless host rejects the other's gossip as wrong-author,
// counts it against that peer and its chain, and warns once naming the
// chain and the fix.
func TestForeignChainCounted(t *testing.T) {
	var logs syncBuf
	onChain := chainDomain(1337, common.HexToAddress("0x00000000000000000000000000000000000000e5"))
	none := newHostWith(t, newKey(t), Config{Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	bk := newKey(t)
	chained := newHostWith(t, bk, Config{Domain: onChain}, none.AddrInfo())
	topic := types.SubnetTopic(3, types.TopicJobs)
	sub, err := none.Subscribe(topic)
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Cancel()
	if _, err := chained.Join(topic); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "mesh", func() bool { return len(chained.PubSub().ListPeers(topic)) >= 1 })
	for nonce := uint64(1); ; nonce++ {
		j := signedJobIn(t, onChain, bk, 3, nonce)
		if err := chained.Publish(context.Background(), topic, j); err != nil {
			t.Fatal(err)
		}
		if len(none.ForeignChains()) > 0 && nonce >= 3 {
			break
		}
		if nonce > 200 {
			t.Fatal("no foreign-chain rejection counted")
		}
		time.Sleep(50 * time.Millisecond)
	}
	waitFor(t, "three rejections", func() bool {
		fc := none.ForeignChains()
		return len(fc) == 1 && fc[0].Rejected >= 2
	})
	fc := none.ForeignChains()
	if fc[0].Peer != chained.ID() || fc[0].Chain != ChainTag(onChain) {
		t.Errorf("counted %+v, want peer %s on %s", fc[0], chained.ID(), ChainTag(onChain))
	}
	sum := none.ForeignChainsSummary()
	for _, want := range []string{"1 peer signs for chain 1337", chained.ID().ShortString(), "this node runs without a chain: pass --chain-file"} {
		if !strings.Contains(sum, want) {
			t.Errorf("summary %q lacks %q", sum, want)
		}
	}
	if n := strings.Count(logs.String(), "peers on another chain"); n != 1 {
		t.Errorf("warned %d times within a minute, want once:\n%s", n, logs.String())
	}
	// The chained host never saw a message from the chainless one: nothing counted there.
	if got := chained.ForeignChains(); len(got) != 0 {
		t.Errorf("chained host counted %+v", got)
	}
	// Nothing was delivered to the chainless host's subscriber.
	select {
	case in := <-sub.C:
		t.Errorf("foreign-chain message delivered: %v", in.Msg)
	default:
	}
}

// TestForeignSummary: the warning's wording, by case.
func TestForeignSummary(t *testing.T) {
	p1, p2 := peer.ID("peer-one-xxxxxxxxxxxxxx"), peer.ID("peer-two-xxxxxxxxxxxxxx")
	tag := ChainTag(chainDomain(1337, common.HexToAddress("0x01")))
	for _, tc := range []struct {
		name  string
		peers []ForeignPeer
		self  string
		want  []string
	}{
		// Nobody on another chain: nothing to say.
		{"none", nil, "none", []string{""}},
		// Two chained peers seen by a chainless node: counted together, the fix is --chain-file.
		{"chainless", []ForeignPeer{{p1, tag, 3}, {p2, tag, 1}}, "none", []string{"2 peers sign for chain 1337", "pass --chain-file"}},
		// A chainless peer seen by a chained node.
		{"chained", []ForeignPeer{{p1, "none", 1}}, tag, []string{"1 peer signs without a chain", "this node runs on chain 1337"}},
	} {
		got := ForeignSummary(tc.peers, tc.self)
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q lacks %q", tc.name, got, w)
			}
		}
	}
}

func chainDomain(id uint64, escrow common.Address) types.Domain {
	return types.Domain{Name: "Tensora", Version: "1", ChainID: id, VerifyingContract: escrow}
}

func signedJobIn(t *testing.T, d types.Domain, k keyPair, subnet, nonce uint64) *types.JobOrder {
	t.Helper()
	now := time.Now().UnixMilli()
	j := &types.JobOrder{
		Subnet: subnet, ModelCid: "bafkreimodel", Engine: "onnx", Spec: "1cpu",
		MaxFee: types.Amount(big.NewInt(1e18)), CreatedMs: now, DeadlineMs: now + 60_000,
		Nonce: nonce, BidWindowMs: 200,
	}
	if err := types.Sign(d, j, k.eth); err != nil {
		t.Fatal(err)
	}
	return j
}

func newHostWith(t *testing.T, k keyPair, cfg Config, boot ...peer.AddrInfo) *Host {
	t.Helper()
	cfg.ListenAddrs = []string{"/ip4/127.0.0.1/tcp/0"}
	cfg.Bootstrap = boot
	cfg.AllowLoopbackColocation = true
	h, err := New(k.p2p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	if len(boot) > 0 {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := h.Bootstrap(ctx); err != nil {
			t.Fatal(err)
		}
	}
	return h
}
