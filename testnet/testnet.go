package testnet

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/p2p"
)

// Profile is the hardware and price a testnet miner declares. All miners
// run on this one machine, so GPUs in profiles are declared accelerators
// (the config path miners use for AMD or TPU), marked declared in adverts.
type Profile struct {
	Name      string
	GPUs      []hw.GPU
	PriceTORA int64
	StakeTORA int64
}

// DefaultProfiles give a mixed fleet: CPU-only miners, consumer and data
// centre GPUs, one expensive miner and one below the minimum stake.
var DefaultProfiles = []Profile{
	{Name: "cpu", PriceTORA: 1, StakeTORA: 200},
	{Name: "rtx4090", GPUs: []hw.GPU{{Name: "NVIDIA GeForce RTX 4090", Vendor: "nvidia", VRAMBytes: 24 << 30, CCMajor: 8, CCMinor: 9}}, PriceTORA: 2, StakeTORA: 400},
	{Name: "a100", GPUs: []hw.GPU{{Name: "NVIDIA A100-SXM4-80GB", Vendor: "nvidia", VRAMBytes: 80 << 30, CCMajor: 8, CCMinor: 0}}, PriceTORA: 3, StakeTORA: 800},
	{Name: "cpu-pricey", PriceTORA: 9, StakeTORA: 200},
	{Name: "rtx3060-unstaked", GPUs: []hw.GPU{{Name: "NVIDIA GeForce RTX 3060", Vendor: "nvidia", VRAMBytes: 12 << 30, CCMajor: 8, CCMinor: 6}}, PriceTORA: 1, StakeTORA: 50},
}

// JobTemplate is a job the testnet client posts.
type JobTemplate struct {
	Spec       string
	Engine     string
	MaxFeeTORA int64
}

// DefaultJobs cycle through constraints every default fleet can serve.
var DefaultJobs = []JobTemplate{
	{Spec: "1cpu,1ram", Engine: "onnx", MaxFeeTORA: 5},
	{Spec: "gpu,16vram", Engine: "onnx", MaxFeeTORA: 5},
	{Spec: "gpu=A100,cc>=8.0", Engine: "onnx", MaxFeeTORA: 5},
	{Spec: "2cpu,gpu,cc>=8.6", Engine: "onnx", MaxFeeTORA: 5},
}

// Config sizes a testnet.
type Config struct {
	Miners       int           // default 10
	Subnet       uint64        // default 1
	Degree       int           // connections each peer dials (default 3)
	BidWindow    time.Duration // default 300ms
	AckTimeout   time.Duration // default 1s
	NoAckMiners  int           // miners that ignore assignments (fallback demo)
	MinStakeTORA int64         // default 100
	Profiles     []Profile
	Jobs         []JobTemplate
	Seed         uint64 // topology seed
	QUIC         bool   // also listen on QUIC (costlier on a shared machine)
	Logger       *slog.Logger
}

func (c *Config) applyDefaults() {
	if c.Miners == 0 {
		c.Miners = 10
	}
	if c.Subnet == 0 {
		c.Subnet = 1
	}
	if c.Degree == 0 {
		c.Degree = 3
	}
	if c.BidWindow == 0 {
		c.BidWindow = 300 * time.Millisecond
	}
	if c.AckTimeout == 0 {
		c.AckTimeout = time.Second
	}
	if c.MinStakeTORA == 0 {
		c.MinStakeTORA = 100
	}
	if len(c.Profiles) == 0 {
		c.Profiles = DefaultProfiles
	}
	if len(c.Jobs) == 0 {
		c.Jobs = DefaultJobs
	}
	if c.Seed == 0 {
		c.Seed = 1
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
}

// Net is a running in-process network.
type Net struct {
	cfg     Config
	Client  *node.Node
	Miners  []*node.Node
	All     []*node.Node
	Stake   node.StaticStake
	profile map[common.Address]Profile

	closeOnce sync.Once
}

func tora(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), node.OneTORA) }

// Start builds and connects the network: one bootstrap miner, the others
// dialling Degree random earlier peers, and a light client peer. It returns
// when the client has seen every miner's advert.
func Start(ctx context.Context, cfg Config) (*Net, error) {
	cfg.applyDefaults()
	if cfg.Miners < 1 {
		return nil, errors.New("testnet: need at least one miner")
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 0))
	keys := make([]*ecdsa.PrivateKey, cfg.Miners+1)
	net := &Net{cfg: cfg, Stake: node.StaticStake{}, profile: map[common.Address]Profile{}}
	for i := range keys {
		k, err := crypto.GenerateKey()
		if err != nil {
			return nil, fmt.Errorf("testnet: key: %w", err)
		}
		keys[i] = k
		if i < cfg.Miners {
			p := cfg.Profiles[i%len(cfg.Profiles)]
			a := crypto.PubkeyToAddress(k.PublicKey)
			net.Stake[a] = tora(p.StakeTORA)
			net.profile[a] = p
		}
	}
	var infos []peer.AddrInfo
	for i := 0; i <= cfg.Miners; i++ {
		isClient := i == cfg.Miners
		var boot []peer.AddrInfo
		for _, j := range pick(rng, len(infos), cfg.Degree) {
			boot = append(boot, infos[j])
		}
		nc := node.Config{
			Subnets:    []uint64{cfg.Subnet},
			BidWindow:  cfg.BidWindow,
			AckTimeout: cfg.AckTimeout,
			MinStake:   tora(cfg.MinStakeTORA),
			Stake:      net.Stake,
			StakeNote:  "static testnet stake table (on-chain staking comes with the chain)",
			P2P: p2p.Config{
				ListenAddrs:             n0listen(cfg),
				Bootstrap:               boot,
				AllowLoopbackColocation: true,
			},
		}
		if isClient {
			nc.Roles = []node.Role{node.RoleClient}
			nc.Light = true
		} else {
			p := cfg.Profiles[i%len(cfg.Profiles)]
			nc.Roles = []node.Role{node.RoleMiner}
			nc.Declared = p.GPUs
			nc.Price = tora(p.PriceTORA)
			nc.NoAck = i < cfg.NoAckMiners
		}
		nc.Logger = cfg.Logger.With("peer", i)
		n, err := node.New(nc, keys[i])
		if err != nil {
			net.Close()
			return nil, fmt.Errorf("testnet: peer %d: %w", i, err)
		}
		net.All = append(net.All, n)
		if err := n.Start(ctx); err != nil {
			net.Close()
			return nil, fmt.Errorf("testnet: start peer %d: %w", i, err)
		}
		if isClient {
			net.Client = n
		} else {
			net.Miners = append(net.Miners, n)
			infos = append(infos, n.Host().AddrInfo())
		}
	}
	if err := net.waitAdverts(ctx); err != nil {
		net.Close()
		return nil, err
	}
	return net, nil
}

// pick returns up to k distinct indices below n.
func pick(rng *rand.Rand, n, k int) []int {
	if n <= k {
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out
	}
	return rng.Perm(n)[:k]
}

// waitAdverts waits until the client and every miner have a full view of
// the fleet, and every peer's gossip mesh has formed.
func (n *Net) waitAdverts(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	want := len(n.Miners)
	t := time.NewTicker(20 * time.Millisecond)
	defer t.Stop()
	last := time.Now()
	for {
		ready := true
		for _, p := range n.All {
			if len(p.Adverts()) < want {
				ready = false
				break
			}
		}
		if ready {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("testnet: peers did not see all %d adverts: %w", want, ctx.Err())
		case <-t.C:
			// Peers that joined after a miner's first advert missed it, and
			// meshes take a heartbeat or two to form: republish each second
			// rather than wait for the periodic advert.
			if time.Since(last) > time.Second {
				last = time.Now()
				for _, m := range n.Miners {
					_ = m.AdvertNow(ctx)
				}
			}
		}
	}
}

// Profile returns the profile a miner was started with.
func (n *Net) Profile(a common.Address) Profile { return n.profile[a] }

// Close stops every peer.
func (n *Net) Close() {
	n.closeOnce.Do(func() {
		var wg sync.WaitGroup
		for _, p := range n.All {
			wg.Add(1)
			go func() { defer wg.Done(); _ = p.Close() }()
		}
		wg.Wait()
	})
}

// JobReport is one job's line in the testnet report.
type JobReport struct {
	JobID     string        `json:"job_id"`
	Spec      string        `json:"spec"`
	Winner    string        `json:"winner,omitempty"`
	Profile   string        `json:"winner_profile,omitempty"`
	Round     int           `json:"round"`
	Bids      int           `json:"bids"`
	FirstBid  time.Duration `json:"time_to_first_bid_ns"`
	Assigned  time.Duration `json:"time_to_assignment_ns"`
	Acked     time.Duration `json:"time_to_ack_ns"`
	Excluded  string        `json:"excluded"`
	Agreed    int           `json:"peers_agreed"`
	Disagreed int           `json:"peers_disagreed"`
	OtherBids int           `json:"peers_other_bid_set"`
	Error     string        `json:"error,omitempty"`
}

// Report is the outcome of a run.
type Report struct {
	Peers     int           `json:"peers"`
	Miners    int           `json:"miners"`
	StakeNote string        `json:"stake_note"`
	Jobs      []JobReport   `json:"jobs"`
	Assigned  int           `json:"assigned"`
	Elapsed   time.Duration `json:"elapsed_ns"`
}

// OK reports whether every job was assigned and acknowledged and no peer
// disagreed with an assignment.
func (r *Report) OK() bool {
	if r.Assigned != len(r.Jobs) {
		return false
	}
	for _, j := range r.Jobs {
		if j.Disagreed > 0 {
			return false
		}
	}
	return true
}

// Run posts k jobs one after another, cycling through the job templates.
func (n *Net) Run(ctx context.Context, k int) (*Report, error) {
	start := time.Now()
	rep := &Report{Peers: len(n.All), Miners: len(n.Miners), StakeNote: "static testnet stake table (on-chain staking comes with the chain)"}
	for i := 0; i < k; i++ {
		tpl := n.cfg.Jobs[i%len(n.cfg.Jobs)]
		out, err := n.Client.Post(ctx, node.JobRequest{
			Subnet: n.cfg.Subnet, ModelCID: fmt.Sprintf("bafkreitestnetmodel%d", i%3), Engine: tpl.Engine,
			Spec: tpl.Spec, MaxFee: tora(tpl.MaxFeeTORA),
		})
		if out == nil {
			return rep, err
		}
		jr := JobReport{JobID: fmt.Sprintf("%x", out.JobID[:6]), Spec: tpl.Spec, Bids: out.Bids, Round: out.Round, Excluded: out.Excluded.String()}
		if !out.FirstBidAt.IsZero() {
			jr.FirstBid = out.FirstBidAt.Sub(out.PostedAt)
		}
		if !out.AssignedAt.IsZero() {
			jr.Assigned = out.AssignedAt.Sub(out.PostedAt)
		}
		if err != nil {
			if ctx.Err() != nil {
				return rep, ctx.Err()
			}
			jr.Error = err.Error()
		} else {
			rep.Assigned++
			jr.Winner = out.Winner.Hex()
			jr.Profile = n.profile[out.Winner].Name
			jr.Acked = out.AckedAt.Sub(out.PostedAt)
			n.countRecomputations(ctx, out, &jr)
		}
		rep.Jobs = append(rep.Jobs, jr)
	}
	rep.Elapsed = time.Since(start)
	return rep, nil
}

// countRecomputations waits briefly for every other peer to recompute the
// final assignment and counts their conclusions.
func (n *Net) countRecomputations(ctx context.Context, out *node.JobOutcome, jr *JobReport) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	for {
		jr.Agreed, jr.Disagreed, jr.OtherBids = 0, 0, 0
		pending := 0
		for _, p := range n.All {
			if p == n.Client {
				continue
			}
			switch p.Recomputed(out.JobID) {
			case node.Agreed:
				jr.Agreed++
			case node.Disagreed:
				jr.Disagreed++
			case node.OtherBids:
				jr.OtherBids++
			default:
				pending++
			}
		}
		if pending == 0 || ctx.Err() != nil {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// n0listen: QUIC costs a UDP syscall per packet; with dozens of peers
// sharing two cores that dominates, so testnets listen on TCP unless QUIC is
// asked for (hosts and tests still exercise both).
func n0listen(cfg Config) []string {
	if cfg.QUIC {
		return []string{"/ip4/127.0.0.1/tcp/0", "/ip4/127.0.0.1/udp/0/quic-v1"}
	}
	return []string{"/ip4/127.0.0.1/tcp/0"}
}
