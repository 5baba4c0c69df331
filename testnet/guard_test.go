package testnet

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"errors"
	"io"
	"log/slog"
	"math"
	"math/big"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	p2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/tensor"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
	"github.com/tensora/tensora/verify"
)

// outsider is an attacker's bare host (no node: nothing of its own checks
// what it publishes), dialling only the peers given and subscribed to the
// topics given.
func outsider(t *testing.T, ctx context.Context, net *Net, key *ecdsa.PrivateKey, topics []string, boot ...*node.Node) *p2p.Host {
	t.Helper()
	pk, err := p2pcrypto.UnmarshalSecp256k1PrivateKey(crypto.FromECDSA(key))
	if err != nil {
		t.Fatal(err)
	}
	cfg := p2p.Config{ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, Domain: net.Domain(), AllowLoopbackColocation: true,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	for _, b := range boot {
		cfg.Bootstrap = append(cfg.Bootstrap, b.Host().AddrInfo())
	}
	h, err := p2p.New(pk, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	if err := h.Bootstrap(ctx); err != nil {
		t.Fatal(err)
	}
	for _, topic := range topics {
		sub, err := h.Subscribe(topic)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(sub.Cancel)
		go func() {
			for range sub.C { // drained: the attacker reads nothing
			}
		}()
	}
	return h
}

// publishUntil publishes message i (i = 0, 1, ...) every 100 ms until cond
// holds: a new peer's messages reach the others once the topic's mesh
// has formed, which takes a heartbeat or two.
func publishUntil(t *testing.T, ctx context.Context, what string, publish func(i int) error, cond func() bool) {
	t.Helper()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for i := 0; !cond(); i++ {
		if err := publish(i); err != nil {
			t.Fatal(err)
		}
		select {
		case <-ctx.Done():
			t.Fatalf("waiting for %s: %v", what, ctx.Err())
		case <-tick.C:
		}
	}
}

// waitFor polls cond until it holds or ctx ends.
func waitFor(t *testing.T, ctx context.Context, what string, cond func() bool) {
	t.Helper()
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		select {
		case <-ctx.Done():
			t.Fatalf("waiting for %s: %v", what, ctx.Err())
		case <-tick.C:
		}
	}
}

func newKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func randomID(t *testing.T) [32]byte {
	t.Helper()
	var id [32]byte
	if _, err := rand.Read(id[:]); err != nil {
		t.Fatal(err)
	}
	return id
}

// sum adds f over the peers.
func sum(peers []*node.Node, f func(*node.Node) float64) float64 {
	s := 0.0
	for _, p := range peers {
		s += f(p)
	}
	return s
}

// publishSigned signs m with key and publishes it from h.
func publishSigned(net *Net, h *p2p.Host, key *ecdsa.PrivateKey, topic string, m types.Signed) error {
	if err := types.Sign(net.Domain(), m, key); err != nil {
		return err
	}
	return h.Publish(context.Background(), topic, m)
}

// forgedVerdict is a disagree verdict about job id naming miner, signed
// by key with a genuine sampling proof of its own (the proof costs
// nothing: it is the author's signature).
func forgedVerdict(t *testing.T, net *Net, key *ecdsa.PrivateKey, id [32]byte, miner common.Address) *types.Verdict {
	t.Helper()
	hash := randomID(t)
	sp, _, err := verify.Sample(net.Domain(), key, id, hash, 10000)
	if err != nil {
		t.Fatal(err)
	}
	return &types.Verdict{JobId: id[:], Subnet: net.Config().Subnet, Miner: miner.Bytes(), ResultHash: hash[:],
		ReexecHash: hash[:], SampleProof: sp, CreatedMs: time.Now().UnixMilli()}
}

// TestAttack7ForgedVerdictsRefused reproduces issue 14, attack 7: an
// operator with 1 wei of stake, and then a miner staked at the minimum
// (any role), publish "disagree" verdicts about invented jobs naming a
// competitor. Every peer accepted, relayed and recorded them, and the
// victim's reputation fell below the matcher's floor. Now the unstaked
// author's verdicts are rejected, the staked forger's ignored (no peer saw
// those jobs), the victim's reputation is unchanged on every peer and no
// validator re-executes anything.
func TestAttack7ForgedVerdictsRefused(t *testing.T) {
	needModel(t) // the validator runs ONNX Runtime
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dust, staked := newKey(t), newKey(t)
	net := startNet(t, Config{Miners: 3, Validators: 1, NoEngine: true, Outsiders: []Outsider{
		{Key: dust, Stake: big.NewInt(1)},     // 1 wei
		{Key: staked, Stake: tora.Whole(200)}, // twice the minimum, any role
	}})
	victim := net.Miners[1].Address()
	topic := types.SubnetTopic(net.Config().Subnet, types.TopicVerdict)
	before := map[common.Address]float64{}
	for _, p := range net.All {
		before[p.Address()] = p.Reputation().Reputation(victim)
	}
	const forged = 20

	// 1 wei of stake: rejected, and its sender penalised (a few rejects
	// graylist it: its neighbours then stop reading it at all).
	attacker := outsider(t, ctx, net, dust, []string{topic}, net.Miners[0])
	publishUntil(t, ctx, "the peers to reject the unstaked verdicts", func(int) error {
		return publishSigned(net, attacker, dust, topic, forgedVerdict(t, net, dust, randomID(t), victim))
	}, func() bool {
		return sum(net.All, func(p *node.Node) float64 { return p.Host().Rejected("unstaked") }) >= 3
	})

	// Staked at twice the minimum: its verdicts about jobs nobody posted
	// are ignored.
	attacker = outsider(t, ctx, net, staked, []string{topic}, net.Miners[2])
	publishUntil(t, ctx, "the peers to ignore the verdicts about invented jobs", func(int) error {
		return publishSigned(net, attacker, staked, topic, forgedVerdict(t, net, staked, randomID(t), victim))
	}, func() bool {
		return sum(net.All, func(p *node.Node) float64 { return p.Host().Ignored("unknown-job") }) >= forged
	})

	for _, p := range net.All {
		if got, was := p.Reputation().Reputation(victim), before[p.Address()]; math.Abs(got-was) > 1e-9 {
			t.Errorf("peer %s: the victim's reputation moved from %.3f to %.3f", p.Address().Hex()[:10], was, got)
		}
	}
	for _, v := range net.Validators {
		recs, err := v.Validations(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if seen, sampled := v.ValidationStats(); len(recs) != 0 || seen != 0 || sampled != 0 {
			t.Errorf("validator %s re-executes for forged verdicts: %d records, %d seen, %d sampled", v.Address().Hex()[:10], len(recs), seen, sampled)
		}
	}
}

// TestAttack7NonValidatorVerdictsRefusedOnChain is attack 7 on a network
// with a chain, where the Staking contract says who is a validator: an
// operator registered as a miner, staked at twice the minimum, publishes
// disagree verdicts. Every peer rejects them (not-validator), whatever
// they name.
func TestAttack7NonValidatorVerdictsRefusedOnChain(t *testing.T) {
	needModel(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	minerKey := newKey(t)
	net := startNet(t, Config{Miners: 2, NoEngine: true, Chain: true,
		Outsiders: []Outsider{{Key: minerKey, Role: 1, Stake: tora.Whole(200)}}})
	victim := net.Miners[1].Address()
	before := net.Client.Reputation().Reputation(victim)
	topic := types.SubnetTopic(net.Config().Subnet, types.TopicVerdict)
	attacker := outsider(t, ctx, net, minerKey, []string{topic}, net.Miners[0])
	publishUntil(t, ctx, "the peers to reject the miner's verdicts", func(int) error {
		return publishSigned(net, attacker, minerKey, topic, forgedVerdict(t, net, minerKey, randomID(t), victim))
	}, func() bool {
		return sum(net.All, func(p *node.Node) float64 { return p.Host().Rejected("not-validator") }) >= 1
	})
	if got := net.Client.Reputation().Reputation(victim); got != before {
		t.Fatalf("the victim's reputation at the client moved from %.3f to %.3f", before, got)
	}
}

// TestAttack8CrashingModelFailsTheJob reproduces issue 14, attack 8 with
// real peers: a job whose 92-byte model declares a float16 output of 2^61
// elements. The miner died of "makeslice: len out of range"; now it fails
// the job as a bad model, says why, and serves the next job.
func TestAttack8CrashingModelFailsTheJob(t *testing.T) {
	needModel(t)
	net := startNet(t, Config{Miners: 1, BidWindow: 150 * time.Millisecond,
		Profiles: []Profile{{Name: "cpu", PriceTORA: 1, StakeTORA: 200}}})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	add := func(name string, b []byte) string {
		c, _, err := net.Client.Content().Add(ctx, bytes.NewReader(b), name, nil)
		if err != nil {
			t.Fatal(err)
		}
		return c.String()
	}
	x, err := tensor.Encode([]tensor.Tensor{{Name: "x", DType: tensor.F16, Shape: []int64{1}, Data: []byte{0, 0x3c}}})
	if err != nil {
		t.Fatal(err)
	}
	_, err = net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: add("huge output", onnx.HugeOutputModel()), InputCID: add("x", x),
		Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5)})
	var re *node.ResultError
	if !errors.As(err, &re) || re.Failure != types.Failure_FAILURE_BAD_MODEL || !strings.Contains(re.Msg, "larger than the limit") {
		t.Fatalf("job with the crafted model: %v, want a bad-model failure saying its tensors are too large", err)
	}
	mc, err := net.AddModel(ctx)
	if err != nil {
		t.Fatal(err)
	}
	good, _, err := net.AddInput(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := net.Client.Post(ctx, node.JobRequest{Subnet: 1, ModelCID: mc, InputCID: good, Engine: "onnx", Spec: "1cpu", MaxFee: tora.Whole(5)}); err != nil {
		t.Fatalf("good job after the crafted one: %v", err)
	}
}

// floodOrder is a well-formed order no miner serves (so nobody bids),
// signed by key.
func floodOrder(t *testing.T, net *Net, key *ecdsa.PrivateKey, i int) *types.JobOrder {
	t.Helper()
	now := time.Now()
	o := &types.JobOrder{Subnet: net.Config().Subnet, ModelCid: "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy",
		Engine: "onnx", Spec: "1024cpu", MaxFee: types.Amount(tora.Whole(1)), CreatedMs: now.UnixMilli(),
		DeadlineMs: now.Add(10 * time.Minute).UnixMilli(), BidWindowMs: 300, Nonce: uint64(i) + 1}
	if err := types.Sign(net.Domain(), o, key); err != nil {
		t.Fatal(err)
	}
	return o
}

// heldOrders counts the orders of client a peer's book holds.
func heldOrders(p *node.Node, client common.Address) int {
	n := 0
	for _, j := range p.ObservedJobs() {
		if j.Client == client.Hex() {
			n++
		}
	}
	return n
}

// TestAttack11OrderFloodBounded reproduces issue 14, attack 11 (its
// flood): orders cost nothing to sign and every peer kept each until its
// deadline; 300 pinned about 18 MiB. Now a client's unfinished jobs in a
// peer's book are bounded (jobbook.MaxOpenPerClient), and peers with a
// chain view ignore the orders of a client whose free escrow cannot pay
// them.
func TestAttack11OrderFloodBounded(t *testing.T) {
	needModel(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	net := startNet(t, Config{Miners: 3, NoEngine: true, Chain: true})
	topic := types.SubnetTopic(net.Config().Subnet, types.TopicJobs)
	client := net.Client.Address()
	const flood = 300
	for i := range flood {
		o := floodOrder(t, net, net.Key(len(net.All)-1), i)
		if err := net.Client.Host().Publish(ctx, topic, o); err != nil {
			t.Fatal(err)
		}
	}
	limited := func(p *node.Node) float64 { return p.Host().Ignored("client-open-orders") }
	waitFor(t, ctx, "every miner to hold the client's limit of open orders", func() bool {
		for _, m := range net.Miners {
			if heldOrders(m, client) < 64 || limited(m) == 0 {
				return false
			}
		}
		return true
	})
	for _, m := range net.Miners {
		if n := heldOrders(m, client); n > 64 {
			t.Errorf("miner %s holds %d of the flood's orders, over the limit of 64", m.Address().Hex()[:10], n)
		}
	}

	// A client with no escrow at all: every peer with the chain ignores it.
	broke := newKey(t)
	attacker := outsider(t, ctx, net, broke, []string{topic}, net.Miners[0])
	const orders = 20
	publishUntil(t, ctx, "the peers to ignore the orders of a client without escrow", func(i int) error {
		return attacker.Publish(ctx, topic, floodOrder(t, net, broke, i))
	}, func() bool {
		return sum(net.All, func(p *node.Node) float64 { return p.Host().Ignored("no-escrow") }) >= orders
	})
	for _, p := range net.All {
		if n := heldOrders(p, crypto.PubkeyToAddress(broke.PublicKey)); n != 0 {
			t.Errorf("peer %s holds %d orders of a client without escrow", p.Address().Hex()[:10], n)
		}
	}
}

// countHandler counts the log records whose message is msg.
type countHandler struct {
	slog.Handler
	msg string
	n   *atomic.Int64
}

func (h countHandler) Handle(ctx context.Context, r slog.Record) error {
	if r.Message == h.msg {
		h.n.Add(1)
	}
	return h.Handler.Handle(ctx, r)
}

func (h countHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return countHandler{h.Handler.WithAttrs(as), h.msg, h.n}
}

func (h countHandler) WithGroup(g string) slog.Handler {
	return countHandler{h.Handler.WithGroup(g), h.msg, h.n}
}

// TestAttack14ClientAddrsNotAReflector reproduces issue 14, attack 14: an
// order's client_addrs are a hint every bidding miner dialled, whatever
// they named, so anyone could make the network's miners probe the
// private ranges behind them (their LAN, the cloud metadata address) with
// free orders. Now a miner skips, with a log line, the addresses its dial
// policy refuses (private, link-local, multicast, unspecified on a public
// network) and never tries them.
func TestAttack14ClientAddrsNotAReflector(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var refused atomic.Int64
	log := slog.New(countHandler{slog.NewTextHandler(io.Discard, nil), "addresses a job named not dialled (dial policy)", &refused})
	net := startNet(t, Config{Miners: 3, NoEngine: true, Logger: log})
	key := newKey(t)
	topic := types.SubnetTopic(net.Config().Subnet, types.TopicJobs)
	attacker := outsider(t, ctx, net, key, []string{topic}, net.Miners[0])
	// Only the miner the attacker bootstrapped from stays connected to it
	// (its DHT lookups may have reached the others): the others dial it
	// early when they bid.
	for _, m := range net.Miners[1:] {
		_ = attacker.LibP2P().Network().ClosePeer(m.Host().ID())
	}
	targets := []string{"/ip4/10.255.0.1/tcp/22", "/ip4/169.254.169.254/tcp/80", "/ip4/192.168.1.1/tcp/443", "/ip4/224.0.0.1/tcp/4001"}
	publishUntil(t, ctx, "a miner to skip the addresses the order named", func(i int) error {
		for _, m := range net.Miners[1:] { // the attacker's DHT may have dialled them again
			_ = attacker.LibP2P().Network().ClosePeer(m.Host().ID())
		}
		o := floodOrder(t, net, key, i)
		o.Spec, o.MaxFee, o.ClientAddrs = "1cpu", types.Amount(tora.Whole(5)), targets // every miner bids
		return publishSigned(net, attacker, key, topic, o)
	}, func() bool { return refused.Load() > 0 })
	for _, m := range net.Miners {
		for _, a := range m.Host().LibP2P().Peerstore().Addrs(attacker.ID()) {
			for _, bad := range targets {
				if a.Equal(ma.StringCast(bad)) {
					t.Errorf("miner %s tried %s, an address the order named", m.Address().Hex()[:10], a)
				}
			}
		}
	}
}
