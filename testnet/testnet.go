package testnet

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/tensora/tensora/chain/paychain"
	"github.com/tensora/tensora/chain/staking"
	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/engine/onnx"
	"github.com/tensora/tensora/node"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
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
	MinStakeTORA int64         // default 100
	Profiles     []Profile
	Jobs         []JobTemplate
	Seed         uint64 // topology seed
	QUIC         bool   // also listen on QUIC (costlier on a shared machine)
	Logger       *slog.Logger

	// ModelPath is the ONNX model jobs run (default: silero VAD v5 from
	// the native cache, see engine.FindModel).
	ModelPath string
	// NoEngine starts miners without an execution engine: only matching
	// runs (benchmarks of the announce→bid→assign path).
	NoEngine bool
	// NewEngine makes each miner's engine (default: ONNX Runtime on the
	// CPU, one intra-op thread).
	NewEngine func() (engine.Engine, error)
	// MinerEngine, when set, is asked first for miner i's engine; a nil
	// engine means NewEngine's. It mixes engines in one fleet: the demo's
	// LLM miners beside the ONNX ones.
	MinerEngine func(i int) (engine.Engine, error)
	// HEMiners more miners run the he-ckks engine (encrypted inference,
	// profile HEProfile), after the Miners others; Start counts them into
	// Miners. RunEncrypted posts their jobs.
	HEMiners int
	// ValidatorEngine, when set, is asked first for validator i's engine
	// (i counts from 0 among validators); a nil engine means NewEngine's.
	ValidatorEngine func(i int) (engine.Engine, error)
	// ResultWait bounds a client's wait for a result before it reassigns.
	ResultWait time.Duration
	// MaxQueued is each miner's room for acknowledged jobs beyond the one
	// it runs (default the node's, 8).
	MaxQueued int
	// FetchTimeout bounds a miner's fetch of a model or input (default 30s).
	FetchTimeout time.Duration
	// Chain deploys Tensora's contracts on an embedded chain and settles
	// every job there (the default for `testnet up`).
	Chain bool
	// External, with Chain, settles on a running chain with the contracts
	// already deployed (a real node over JSON-RPC: chain/gethdev's geth
	// --dev in tests) instead of starting the embedded one. Windows pass
	// in real time there.
	External *ExternalChain
	// Names registers a .tora name for every peer on the chain (miner-<i>,
	// validator-<i>, client; with Chain), which the reports print next to
	// the addresses.
	Names bool
	// Governed hands the testnet's subnet to governance (ToraTimelock) once
	// it is created: its parameters then change only by proposal
	// (Net.Govern), and its access list only by proposal too. Without it
	// the deployer owns the subnet (Net.SubnetOwner).
	Governed bool
	// ChallengeWindow of the testnet's subnet (default 10s, 10m with
	// validators; Settle moves the chain's clock past it).
	ChallengeWindow time.Duration
	// ChainOutages puts a relay between the peers and the chain's JSON-RPC
	// port so tests can cut the chain off (Net.ChainDown / ChainUp).
	ChainOutages bool
	// ClientEscrowTORA is what the client deposits (default 1000; negative:
	// nothing, as when the client pays with a stablecoin, Payments).
	ClientEscrowTORA int64
	// Payments starts a second chain to pay from (id 31337, an HTLC and a
	// 6-decimal USDC; with Chain): the client holds ClientUSDC there, and
	// the first validator (the first miner without validators) is a swap
	// desk selling TORA for it (Net.PayWithStablecoin, docs/payments.md).
	// Both chains then seal a block a second, so their clocks keep time
	// with the coordinators'.
	Payments bool
	// ClientUSDC is the client's USDC on the payment chain (default 1000).
	ClientUSDC int64
	// Validators re-execute a sample of results (node.RoleValidator).
	Validators int
	// Faults, when set, makes chosen miners misbehave. The harness
	// carries no faults of its own, so the product's `testnet up` runs
	// honest miners; the lab and the tests pass internal/lab/fault.Plan.
	Faults Faults
	// ClientOptions are passed to node.New for the client (tests build a
	// misbehaving client with node.Hooks).
	ClientOptions []node.Option
	// VotePeriod is how long a challenge collects verdicts (default 2m of
	// chain time;
	// Settle moves the chain's clock past it).
	VotePeriod time.Duration
	// SampleRateBps is the validators' sample rate (default 1000 = 10%;
	// with a chain it is also the subnet's).
	SampleRateBps uint16
	// NoSampling sets the subnet's sample rate to 0 on chain (it needs
	// Chain): validators re-execute only what escalation or a client's
	// dispute makes them.
	NoSampling bool
	// DataDir, when set, gives each peer a data directory below it
	// (peer-N), so state survives a Restart; default in memory.
	DataDir string
	// Outsiders are keys that run no peer of the testnet but hold stake
	// (attackers', in the attack tests).
	Outsiders []Outsider
}

// Outsider is a staked key outside the testnet's peers: in the static
// stake table, and with a chain registered on Staking in its role (with
// gas to spare).
type Outsider struct {
	Key   *ecdsa.PrivateKey
	Role  uint8    // 1 miner, 2 validator (Staking.Role; the chain only)
	Stake *big.Int // wei, above zero
}

// Faults alters a testnet's miners.
type Faults interface {
	// Miner is asked once for each miner i, before it is built, given
	// every miner's stake in TORA and the engine it would run (nil without
	// one). It returns the engine to run, options for node.New, and
	// whether the miner counts as byzantine (Net.Byzantine, the reports).
	Miner(i int, stakes []int64, e engine.Engine) (engine.Engine, []node.Option, bool)
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
	if c.ChallengeWindow == 0 {
		c.ChallengeWindow = 10 * time.Second
		if c.Validators > 0 {
			// The embedded chain seals a block every 100ms and each block
			// is at least a second after the last, so its clock runs ~10×
			// real time: 10 minutes of chain time leave validators about
			// a minute to re-execute and challenge (Settle moves the
			// clock past the window anyway).
			c.ChallengeWindow = 10 * time.Minute
		}
	}
	if c.ClientUSDC == 0 {
		c.ClientUSDC = 1000
	}
	if c.ClientEscrowTORA == 0 {
		c.ClientEscrowTORA = 1000
	}
	if c.FetchTimeout == 0 {
		c.FetchTimeout = 30 * time.Second
	}
	if c.SampleRateBps == 0 {
		c.SampleRateBps = 1000
	}
	if c.VotePeriod == 0 {
		c.VotePeriod = 2 * time.Minute // chain time: ~12 s of real time for escalated verdicts
	}
	if c.NewEngine == nil {
		c.NewEngine = func() (engine.Engine, error) { return onnx.New(onnx.Config{Logger: c.Logger}) }
	}
}

// Net is a running in-process network.
type Net struct {
	cfg        Config
	Client     *node.Node
	Miners     []*node.Node
	Validators []*node.Node
	All        []*node.Node
	// Byzantine are the addresses of the miners that fake results.
	Byzantine map[common.Address]bool
	Stake     node.StaticStake
	profile   map[common.Address]Profile
	names     map[common.Address]string // .tora names of the peers (Config.Names)
	engines   []engine.Engine
	keys      []*ecdsa.PrivateKey
	configs   []node.Config
	options   [][]node.Option // each peer's options for node.New (Config.Faults)

	chain      *chainEnv
	pay        *paychain.Chain // Config.Payments
	chainStake *staking.View
	// stakeStart and priceStart are the miners' stakes and vault share
	// prices when the network came up (the validation report's "before").
	stakeStart map[common.Address]*big.Int
	priceStart map[common.Address]float64
	stop       context.CancelFunc
	model      []byte // the model jobs run, and its CID on the client
	modelCID   string
	mu         sync.Mutex

	closeOnce sync.Once
}

// Start builds and connects the network: one bootstrap miner, the others
// dialling Degree random earlier peers, and a light client peer. It returns
// when the client has seen every miner's advert.
func Start(ctx context.Context, cfg Config) (*Net, error) {
	cfg.applyDefaults()
	cfg.addHEMiners()
	if cfg.Miners < 1 {
		return nil, errors.New("testnet: need at least one miner")
	}
	net := &Net{cfg: cfg, Stake: node.StaticStake{}, profile: map[common.Address]Profile{}, Byzantine: map[common.Address]bool{}}
	if err := net.makeKeys(); err != nil {
		return nil, err
	}
	if !cfg.NoEngine {
		if err := net.loadModel(); err != nil {
			return nil, err
		}
	}
	settlement, err := net.startChainIfAsked(ctx)
	if err != nil {
		net.Close()
		return nil, err
	}
	if err := net.startPeers(ctx, settlement); err != nil {
		net.Close()
		return nil, err
	}
	if err := net.WaitAdverts(ctx); err != nil {
		net.Close()
		return nil, err
	}
	if net.chain != nil {
		if net.stakeStart, net.priceStart, err = net.stakes(ctx); err != nil {
			net.Close()
			return nil, fmt.Errorf("testnet: stakes: %w", err)
		}
	}
	return net, nil
}

// clientIdx is the client's index among the peers: after the miners and
// the validators.
func (n *Net) clientIdx() int { return n.cfg.Miners + n.cfg.Validators }

// makeKeys makes every peer's key and the static stake table: miners
// stake their profile's amount, validators twice the minimum.
func (n *Net) makeKeys() error {
	n.keys = make([]*ecdsa.PrivateKey, n.clientIdx()+1)
	for i := range n.keys {
		k, err := crypto.GenerateKey()
		if err != nil {
			return fmt.Errorf("testnet: key: %w", err)
		}
		n.keys[i] = k
		a := crypto.PubkeyToAddress(k.PublicKey)
		switch {
		case i < n.cfg.Miners:
			p := n.cfg.Profiles[i%len(n.cfg.Profiles)]
			n.Stake[a] = tora.Whole(p.StakeTORA)
			n.profile[a] = p
		case i < n.clientIdx():
			n.Stake[a] = tora.Whole(2 * n.cfg.MinStakeTORA)
		}
	}
	for _, o := range n.cfg.Outsiders {
		n.Stake[crypto.PubkeyToAddress(o.Key.PublicKey)] = o.Stake
	}
	return nil
}

// loadModel reads the model the jobs run (silero VAD unless ModelPath).
func (n *Net) loadModel() error {
	path := n.cfg.ModelPath
	if path == "" {
		p, err := engine.FindModel(engine.SileroVAD)
		if err != nil {
			return fmt.Errorf("testnet: %w", err)
		}
		path = p
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("testnet: model: %w", err)
	}
	n.model = b
	return nil
}

// startChainIfAsked starts the embedded chain with every miner and
// validator staked (Config.Chain), the stake view peers match with, and
// returns the settlement every peer uses (nil without a chain).
func (n *Net) startChainIfAsked(ctx context.Context) (*node.Settlement, error) {
	if !n.cfg.Chain {
		return nil, nil
	}
	var ops []operator
	for i, k := range n.keys[:n.clientIdx()] {
		role := uint8(1)
		if i >= n.cfg.Miners {
			role = 2
		}
		ops = append(ops, operator{key: k, role: role, stake: n.Stake[crypto.PubkeyToAddress(k.PublicKey)]})
	}
	keys := slices.Clone(n.keys)
	for _, o := range n.cfg.Outsiders {
		ops = append(ops, operator{key: o.Key, role: o.Role, stake: o.Stake})
		keys = append(keys, o.Key)
	}
	start := startChain
	if n.cfg.External != nil {
		if n.cfg.Payments {
			return nil, fmt.Errorf("testnet: Payments needs the embedded chain, not an external one")
		}
		start = startExternalChain
	}
	env, err := start(ctx, n.cfg, keys, n.keys[n.clientIdx()], ops)
	if err != nil {
		return nil, err
	}
	n.chain = env
	if n.cfg.Payments {
		if err := n.startPaymentChain(ctx); err != nil {
			return nil, err
		}
	}
	if n.cfg.Names {
		if err := n.registerNames(ctx); err != nil {
			return nil, err
		}
	}
	cs, err := staking.NewView(ctx, env.client, env.addrs.Staking, n.cfg.Logger)
	if err != nil {
		return nil, fmt.Errorf("testnet: stake view: %w", err)
	}
	n.chainStake = cs
	var bg context.Context
	bg, n.stop = context.WithCancel(context.Background())
	go cs.Run(bg, 200*time.Millisecond)
	settlement := &node.Settlement{Client: env.client, Contracts: env.addrs, ChainID: env.chainID, MaxAge: 2 * time.Second}
	if n.cfg.ChainOutages {
		c, err := env.viaProxy(ctx)
		if err != nil {
			return nil, err
		}
		settlement.Client = c
	}
	return settlement, nil
}

// startPeers builds and starts the miners, the validators and the client,
// in that order, each bootstrapping from up to Degree random peers
// started before it.
func (n *Net) startPeers(ctx context.Context, settlement *node.Settlement) error {
	cfg := n.cfg
	rng := rand.New(rand.NewPCG(cfg.Seed, 0))
	var stakes []int64
	for i := range cfg.Miners {
		stakes = append(stakes, cfg.Profiles[i%len(cfg.Profiles)].StakeTORA)
	}
	var infos []peer.AddrInfo
	for i := 0; i <= n.clientIdx(); i++ {
		var boot []peer.AddrInfo
		for _, j := range pick(rng, len(infos), cfg.Degree) {
			boot = append(boot, infos[j])
		}
		nc, opts, err := n.peerConfig(i, boot, settlement, stakes)
		if err != nil {
			return err
		}
		n.configs = append(n.configs, nc)
		n.options = append(n.options, opts)
		p, err := node.New(nc, n.keys[i], opts...)
		if err != nil {
			return fmt.Errorf("testnet: peer %d: %w", i, err)
		}
		n.All = append(n.All, p)
		if err := p.Start(ctx); err != nil {
			return fmt.Errorf("testnet: start peer %d: %w", i, err)
		}
		switch {
		case i == n.clientIdx():
			n.Client = p
		case i >= cfg.Miners:
			n.Validators = append(n.Validators, p)
			infos = append(infos, p.Host().AddrInfo())
		default:
			n.Miners = append(n.Miners, p)
			infos = append(infos, p.Host().AddrInfo())
		}
	}
	return nil
}

// peerConfig is peer i's node config and options: the client (light), a
// validator or a miner of its profile, with its engine and, for the
// miners Config.Faults names, its faults.
func (n *Net) peerConfig(i int, boot []peer.AddrInfo, settlement *node.Settlement, stakes []int64) (node.Config, []node.Option, error) {
	cfg := n.cfg
	nc := node.Config{
		Subnets:    []uint64{cfg.Subnet},
		BidWindow:  cfg.BidWindow,
		AckTimeout: cfg.AckTimeout,
		ResultWait: cfg.ResultWait,
		MaxQueued:  cfg.MaxQueued,
		MinStake:   tora.Whole(cfg.MinStakeTORA),
		Stake:      n.stakeView(),
		StakeNote:  n.stakeNote(),
		P2P: p2p.Config{
			ListenAddrs:             n0listen(cfg),
			Bootstrap:               boot,
			AllowLoopbackColocation: true,
		},
		// Peers find each other's content through the named providers;
		// a short search delay keeps a fallback DHT lookup quick.
		Content:       content.Config{ProviderSearchDelay: 200 * time.Millisecond, FetchTimeout: cfg.FetchTimeout},
		Settlement:    settlement,
		Swaps:         n.swapConfig(i),
		SampleRateBps: cfg.SampleRateBps,
		Logger:        cfg.Logger.With("peer", i),
	}
	if cfg.DataDir != "" {
		nc.DataDir = filepath.Join(cfg.DataDir, fmt.Sprintf("peer-%d", i))
	}
	var opts []node.Option
	switch {
	case i == n.clientIdx():
		nc.Roles = []node.Role{node.RoleClient}
		nc.Light = true
		opts = cfg.ClientOptions
	case i >= cfg.Miners:
		nc.Roles = []node.Role{node.RoleValidator}
		var e engine.Engine
		var err error
		if cfg.ValidatorEngine != nil {
			e, err = cfg.ValidatorEngine(i - cfg.Miners)
		}
		if e == nil && err == nil {
			e, err = cfg.NewEngine()
		}
		if err != nil {
			return nc, nil, fmt.Errorf("testnet: engine for validator %d: %w", i, err)
		}
		n.engines = append(n.engines, e)
		nc.Engine = e
	default:
		p := cfg.Profiles[i%len(cfg.Profiles)]
		nc.Roles = []node.Role{node.RoleMiner}
		nc.Declared = p.GPUs
		nc.Price = tora.Whole(p.PriceTORA)
		if cfg.NoEngine {
			// Matching-only runs: the miner declares the engine the jobs
			// ask for, and never runs one (the jobs stop at the ack).
			nc.Engines = []*types.EngineInfo{{Name: "onnx", Version: "1.30.0"}}
		} else {
			var e engine.Engine
			var err error
			if cfg.MinerEngine != nil {
				e, err = cfg.MinerEngine(i)
			}
			if e == nil && err == nil {
				e, err = cfg.NewEngine()
			}
			if err != nil {
				return nc, nil, fmt.Errorf("testnet: engine for miner %d: %w", i, err)
			}
			n.engines = append(n.engines, e)
			nc.Engine = e
		}
		if cfg.Faults != nil {
			var byz bool
			if nc.Engine, opts, byz = cfg.Faults.Miner(i, stakes, nc.Engine); byz {
				n.Byzantine[crypto.PubkeyToAddress(n.keys[i].PublicKey)] = true
			}
		}
	}
	return nc, opts, nil
}

// stakeView is the stake every peer reads: the Staking contract with a
// chain, the static table without.
func (n *Net) stakeView() node.StakeView {
	if n.chainStake != nil {
		return n.chainStake
	}
	return n.Stake
}

func (n *Net) stakeNote() string {
	if n.chainStake != nil {
		return "operator stake from the Staking contract on the embedded chain"
	}
	return "static testnet stake table (run with the chain for on-chain stake)"
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

// WaitAdverts waits until the client and every miner have a full view of
// the fleet, and every peer's gossip mesh has formed.
func (n *Net) WaitAdverts(ctx context.Context) error {
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
		for _, e := range n.engines {
			_ = e.Close()
		}
		if n.stop != nil {
			n.stop()
		}
		if n.chain != nil {
			n.chain.close()
		}
		if n.pay != nil {
			_ = n.pay.Close()
		}
	})
}

// Restart stops miner i and starts it again on the same key, data
// directory (Config.DataDir must be set) and listen address, bootstrapped
// to the other peers: its durable queue resumes or fails what it held.
func (n *Net) Restart(ctx context.Context, i int) error {
	if n.cfg.DataDir == "" {
		return errors.New("testnet: restart needs Config.DataDir")
	}
	old := n.Miners[i]
	addrs := old.Host().AddrInfo().Addrs
	if err := old.Close(); err != nil {
		return fmt.Errorf("testnet: stop miner %d: %w", i, err)
	}
	nc := n.configs[i]
	nc.P2P.ListenAddrs = nil
	for _, a := range addrs {
		nc.P2P.ListenAddrs = append(nc.P2P.ListenAddrs, a.String())
	}
	nc.P2P.Bootstrap = nil
	for _, p := range n.All {
		if p != old {
			nc.P2P.Bootstrap = append(nc.P2P.Bootstrap, p.Host().AddrInfo())
		}
	}
	fresh, err := node.New(nc, n.keys[i], n.options[i]...)
	if err != nil {
		return fmt.Errorf("testnet: restart miner %d: %w", i, err)
	}
	if err := fresh.Start(ctx); err != nil {
		return fmt.Errorf("testnet: restart miner %d: %w", i, err)
	}
	n.mu.Lock()
	n.Miners[i] = fresh
	for k, p := range n.All {
		if p == old {
			n.All[k] = fresh
		}
	}
	n.mu.Unlock()
	return nil
}

// Model returns the model bytes jobs run and its CID once added.
func (n *Net) Model() ([]byte, string) { return n.model, n.modelCID }

// AddModel adds the job model to the client's content store (once).
func (n *Net) AddModel(ctx context.Context) (string, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.modelCID != "" {
		return n.modelCID, nil
	}
	if n.model == nil {
		return "", errors.New("testnet: started without an engine, no model")
	}
	c, _, err := n.Client.Content().Add(ctx, bytes.NewReader(n.model), "model", nil)
	if err != nil {
		return "", fmt.Errorf("testnet: add model: %w", err)
	}
	n.modelCID = c.String()
	return n.modelCID, nil
}

// AddInput generates job i's input for the model (deterministic in i) and
// adds it to the client's store, returning its CID and bytes.
func (n *Net) AddInput(ctx context.Context, i int) (string, []byte, error) {
	if len(n.engines) == 0 {
		return "", nil, errors.New("testnet: no engine to describe the model's inputs")
	}
	mc, err := n.AddModel(ctx)
	if err != nil {
		return "", nil, err
	}
	gen, ok := n.engines[0].(interface {
		GenerateInputs(context.Context, string, engine.ModelSource, engine.GenerateOptions) ([]byte, error)
	})
	if !ok {
		return "", nil, errors.New("testnet: engine cannot generate inputs")
	}
	in, err := gen.GenerateInputs(ctx, mc, engine.ModelBytes(n.model), engine.GenerateOptions{Seed: uint64(i) + 1})
	if err != nil {
		return "", nil, fmt.Errorf("testnet: generate input %d: %w", i, err)
	}
	c, _, err := n.Client.Content().Add(ctx, bytes.NewReader(in), fmt.Sprintf("input %d", i), nil)
	if err != nil {
		return "", nil, fmt.Errorf("testnet: add input %d: %w", i, err)
	}
	return c.String(), in, nil
}

// JobReport is one job's line in the testnet report.
type JobReport struct {
	JobID     string        `json:"job_id"`
	Spec      string        `json:"spec"`
	Winner    string        `json:"winner,omitempty"`
	Profile   string        `json:"winner_profile,omitempty"`
	Name      string        `json:"winner_name,omitempty"` // the winner's .tora name (Config.Names)
	Round     int           `json:"round"`
	Path      string        `json:"path,omitempty"` // "direct" (standing offers) or "auction"
	Bids      int           `json:"bids"`
	FirstBid  time.Duration `json:"time_to_first_bid_ns"`
	Assigned  time.Duration `json:"time_to_assignment_ns"`
	Acked     time.Duration `json:"time_to_ack_ns"`
	Fetch     time.Duration `json:"fetch_ns"`
	Exec      time.Duration `json:"exec_ns"`
	Return    time.Duration `json:"return_ns"`
	Total     time.Duration `json:"end_to_end_ns"`
	Verified  bool          `json:"verified"`
	OutputCID string        `json:"output_cid,omitempty"`
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
	Model     string        `json:"model,omitempty"`
	Engine    string        `json:"engine,omitempty"` // "oci" for container jobs; "" for the ONNX jobs
	Inference bool          `json:"inference"`
	Jobs      []JobReport   `json:"jobs"`
	Assigned  int           `json:"assigned"`
	Verified  int           `json:"verified"`
	Elapsed   time.Duration `json:"elapsed_ns"`
}

// OK reports whether every job succeeded (ran and verified, or, without an
// engine, was assigned and acknowledged) and no peer disagreed with an
// assignment.
func (r *Report) OK() bool {
	if r.Assigned != len(r.Jobs) || (r.Inference && r.Verified != len(r.Jobs)) {
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
// With an engine each job runs the model on a fresh generated input and
// the client verifies the result; without one only matching runs. Each
// job takes the fast path when the client holds fresh standing offers
// for it (its report row says which path placed it).
func (n *Net) Run(ctx context.Context, k int) (*Report, error) { return n.run(ctx, k, false) }

// RunAuction is Run with every job asking for the auction
// (node.JobRequest.Auction), the fast path skipped.
func (n *Net) RunAuction(ctx context.Context, k int) (*Report, error) { return n.run(ctx, k, true) }

// RunMixed posts jobs one at a time until a byzantine and an honest miner
// (Config.Faults) have each won one and at least min were posted, or max
// were; every job must verify at the client. It returns each job's report
// and how many byzantine and honest miners won: a scenario that needs
// both (a validator catching one, agreeing with the other) skips when the
// draw gave only one kind.
func (n *Net) RunMixed(ctx context.Context, min, max int) (reps []*Report, fakes, honest int, err error) {
	for i := 0; i < max && (fakes == 0 || honest == 0 || i < min); i++ {
		rep, err := n.Run(ctx, 1)
		if err != nil {
			return reps, fakes, honest, err
		}
		if !rep.OK() {
			return reps, fakes, honest, fmt.Errorf("testnet: job %d not verified by the client: %+v", i, rep.Jobs)
		}
		reps = append(reps, rep)
		if n.Byzantine[common.HexToAddress(rep.Jobs[0].Winner)] {
			fakes++
		} else {
			honest++
		}
	}
	return reps, fakes, honest, nil
}

func (n *Net) run(ctx context.Context, k int, auction bool) (*Report, error) {
	start := time.Now()
	rep := &Report{Peers: len(n.All), Miners: len(n.Miners), StakeNote: n.stakeNote(), Inference: !n.cfg.NoEngine}
	for i := 0; i < k; i++ {
		tpl := n.cfg.Jobs[i%len(n.cfg.Jobs)]
		req := node.JobRequest{Subnet: n.cfg.Subnet, Engine: tpl.Engine, Spec: tpl.Spec, MaxFee: tora.Whole(tpl.MaxFeeTORA), Auction: auction}
		if n.cfg.NoEngine {
			req.ModelCID, req.NoResult = fmt.Sprintf("bafkreitestnetmodel%d", i%3), true
		} else {
			mc, err := n.AddModel(ctx)
			if err != nil {
				return rep, err
			}
			ic, _, err := n.AddInput(ctx, i)
			if err != nil {
				return rep, err
			}
			req.ModelCID, req.InputCID, rep.Model = mc, ic, mc
		}
		out, err := n.Client.Post(ctx, req)
		if out == nil {
			return rep, err
		}
		jr := n.jobReport(out, tpl.Spec)
		if jr.Verified {
			rep.Verified++
		}
		if err != nil {
			if ctx.Err() != nil {
				return rep, ctx.Err()
			}
			jr.Error = err.Error()
		} else {
			rep.Assigned++
			n.countRecomputations(ctx, out, &jr)
		}
		rep.Jobs = append(rep.Jobs, jr)
	}
	rep.Elapsed = time.Since(start)
	return rep, nil
}

// jobReport is a posted job's report row.
func (n *Net) jobReport(out *node.JobOutcome, spec string) JobReport {
	jr := JobReport{JobID: fmt.Sprintf("%x", out.JobID[:6]), Spec: spec, Bids: out.Bids, Round: out.Round, Path: out.Path, Excluded: out.Excluded.String()}
	if !out.FirstBidAt.IsZero() {
		jr.FirstBid = out.FirstBidAt.Sub(out.PostedAt)
	}
	if !out.AssignedAt.IsZero() {
		jr.Assigned = out.AssignedAt.Sub(out.PostedAt)
	}
	if !out.AckedAt.IsZero() {
		jr.Acked = out.AckedAt.Sub(out.PostedAt)
		jr.Winner = out.Winner.Hex()
		jr.Profile = n.profile[out.Winner].Name
		jr.Name = n.names[out.Winner]
	}
	if out.Verified {
		jr.Verified = true
		jr.Fetch, jr.Exec, jr.Return = out.FetchTime(), out.ExecTime(), out.ReturnTime()
		jr.Total = out.VerifiedAt.Sub(out.PostedAt)
		jr.OutputCID = out.Result.GetOutputCid()
	}
	return jr
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
