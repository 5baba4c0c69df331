package node

import (
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tensora/tensora/attest"
	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/content"
	"github.com/tensora/tensora/engine"
	"github.com/tensora/tensora/engine/hw"
	"github.com/tensora/tensora/p2p"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
	"github.com/tensora/tensora/verify"
)

// Role is what a node does besides relaying gossip.
type Role string

// Roles.
const (
	RoleClient Role = "client" // publishes jobs, runs the matcher for its own jobs
	RoleMiner  Role = "miner"  // adverts its hardware, bids, acknowledges assignments
	// RoleValidator re-executes a sample of results, publishes verdicts
	// and, with a chain, challenges wrong results and records its work.
	RoleValidator Role = "validator"
)

// StakeView reports an operator's stake: the chain's (staking.View) when
// the node has one, a fixed table otherwise (StaticStake).
type StakeView interface {
	Stake(addr common.Address) *big.Int
}

// StaticStake is a fixed stake table, for nodes and tests without a chain.
type StaticStake map[common.Address]*big.Int

// Stake implements StakeView.
func (s StaticStake) Stake(a common.Address) *big.Int { return s[a] }

// Config configures a node. Zero values take Defaults.
type Config struct {
	DataDir string // "" keeps state in memory
	Roles   []Role
	Subnets []uint64
	Light   bool // light peer: DHT client mode, no serving (M28)

	P2P p2p.Config

	// Matching and job flow.
	BidWindow  time.Duration // default 300ms
	BidGrace   time.Duration // extra wait for bids created inside the window (default 25ms)
	AckTimeout time.Duration // default 2s
	// DirectWindow is how long a client's direct attempts from standing
	// offers may take before the auction opens (JobOrder.direct_until_ms;
	// default 1s, at most types.MaxDirectMs). It must outlast a busy
	// miner's ack: a job whose ack misses it goes to the auction, which
	// costs every peer a bid per miner and loads a busy fleet further.
	DirectWindow time.Duration
	MaxRounds    int           // failed assignments before a job fails; declines do not count (default 3)
	JobTTL       time.Duration // default deadline of a posted job (default 10m)
	MinStake     *big.Int      // bids from miners below it are ignored
	// SettleHorizon is how long after a job's deadline its assigned miner
	// has to settle it on chain: a client signs settle-by = deadline +
	// SettleHorizon into each assignment, and a miner refuses terms that
	// reach further than its own horizon (default 6h, at most
	// MaxSettleHorizon). A job lives at most a day, so settle-by is at
	// most 30 h after posting by default, well inside JobEscrow's two-day
	// withdrawal delay: the escrow a miner saw before bidding is still
	// there when it settles.
	SettleHorizon time.Duration
	// SettleMargin is the least time a miner wants between a job's
	// deadline and its settle-by, to batch and submit the fee; terms with
	// less are refused (default 30m, below SettleHorizon).
	SettleMargin time.Duration
	Stake        StakeView // default: everyone has MinStake
	StakeNote    string    // where stake comes from, shown to users
	// ACL is the subnets' access control: orders from clients without
	// SUBMIT and bids from miners without COMPUTE on an allowlisted subnet
	// are ignored, and a job's content goes only to RETRIEVE or COMPUTE
	// holders. Default: a cache of Settlement's SubnetACL, when it has
	// one; none (every subnet open) otherwise.
	ACL AccessView
	// Models is the model registry's view of restricted weights (nil: the
	// node indexes the deployment's ModelRegistry when its chain has one).
	Models ModelGate

	// Miner.
	Price *big.Int // per job, wei; default 1 TORA
	// PricePer1K is an LLM miner's least price per 1,000 tokens (prompt
	// and completion), wei; default 0.1 TORA. It is advertised, and a
	// request offering less, or whose max fee cannot pay for its
	// max_tokens at its price, is refused before the ack
	// (llmjob.CheckTerms). Zero accepts any price.
	PricePer1K     *big.Int
	PricePerSecond *big.Int // advertised, not yet used in matching
	Engines        []*types.EngineInfo
	Declared       []hw.GPU // accelerators declared by hand (AMD, TPU, ...)
	MaxConcurrency int      // jobs executed at once (default 1)
	MaxQueued      int      // acknowledged jobs waiting beyond those (default 8)
	// Engine executes jobs (miners). Its name and version are advertised
	// (and replace Engines); a miner without one advertises only the
	// Engines given, none by default, so it wins no job it cannot run.
	Engine engine.Engine
	// Inspector describes ONNX models for a client's checks before it
	// posts (JobRequest.Check): the declared inputs an input must match.
	// Nil: Engine, when it is one; without either the client only sniffs
	// that a model is ONNX.
	Inspector engine.Inspector
	// Attester, if set, makes a miner attest each run it signs: TEE
	// evidence bound to the job, model and input, committed to in the
	// proof of compute's env hash and shipped with the Result (attest.go).
	// nil: no attestation, Results exactly as without this field. An
	// attester that fails leaves that run unattested, never the job
	// failed: no client asked for it.
	Attester attest.Attester
	// Verifiers checks the evidence Results carry, by kind (validators):
	// the verdict is recorded with the validation (ValidationRecord's
	// Attestation). nil: evidence is still checked for binding to the
	// proof, and recorded unverified.
	Verifiers *attest.Verifiers
	// Size limits for what a miner fetches and produces.
	MaxModelBytes  int64 // default 2 GiB; a container image's blobs together too
	MaxInputBytes  int64 // default 64 MiB (a job may declare less)
	MaxOutputBytes int64 // default 64 MiB
	// PullTimeout bounds a container job's image pull, a phase of its
	// own before the run's timeout starts (default 10m, never past the
	// job's deadline).
	PullTimeout time.Duration
	// Content tunes bitswap fetches and DHT announcements.
	Content content.Config
	// Settlement connects the node to the chain (nil: jobs run but are not
	// settled). Clients check their escrow before posting; miners batch
	// their finished jobs into the durable settlement queue.
	Settlement *Settlement
	// Swaps lets the node pay from another chain, and be a swap desk
	// (swaps.go); nil: it only keeps the quotes desks gossip.
	Swaps *SwapConfig
	// ResultWait bounds how long a client waits for a result after the
	// ack before it gives the job to the next miner (default 2m, never past
	// the job's deadline).
	ResultWait     time.Duration
	AdvertInterval time.Duration // default 30s
	UsageInterval  time.Duration // how often a node publishes its usage report (default 10s)
	AdvertTTL      time.Duration // default 3 × AdvertInterval
	// SampleRateBps is the share of results a validator re-executes when
	// the chain does not say (the subnet's sampleRateBps); default 1000.
	SampleRateBps uint16

	Logger   *slog.Logger
	Registry prometheus.Registerer
	Now      func() time.Time
}

// Defaults are applied to zero fields. AdvertTTL defaults to three
// AdvertIntervals; Stake, when unset, counts every miner as staked at
// MinStake (or 1 TORA when MinStake is zero).
var Defaults = Config{
	Roles:          []Role{RoleClient},
	Subnets:        []uint64{1},
	BidWindow:      300 * time.Millisecond,
	BidGrace:       25 * time.Millisecond,
	AckTimeout:     2 * time.Second,
	DirectWindow:   time.Second,
	MaxRounds:      3,
	JobTTL:         10 * time.Minute,
	SettleHorizon:  6 * time.Hour,
	SettleMargin:   30 * time.Minute,
	MinStake:       new(big.Int),
	Price:          tora.Whole(1),
	PricePer1K:     new(big.Int).Quo(tora.Whole(1), big.NewInt(10)),
	MaxConcurrency: 1,
	MaxQueued:      8,
	MaxModelBytes:  2 << 30,
	MaxInputBytes:  64 << 20,
	PullTimeout:    10 * time.Minute,
	MaxOutputBytes: 64 << 20,
	ResultWait:     2 * time.Minute,
	AdvertInterval: 30 * time.Second,
	UsageInterval:  10 * time.Second,
	SampleRateBps:  verify.DefaultRateBps,
}

func (c *Config) applyDefaults() {
	d := Defaults
	if len(c.Roles) == 0 {
		c.Roles = d.Roles
	}
	if len(c.Subnets) == 0 {
		c.Subnets = d.Subnets
	}
	if c.BidWindow == 0 {
		c.BidWindow = d.BidWindow
	}
	c.BidGrace = c.BidGraceOrDefault()
	if c.DirectWindow == 0 {
		c.DirectWindow = d.DirectWindow
	}
	if c.AckTimeout == 0 {
		c.AckTimeout = d.AckTimeout
	}
	if c.MaxRounds == 0 {
		c.MaxRounds = d.MaxRounds
	}
	if c.JobTTL == 0 {
		c.JobTTL = d.JobTTL
	}
	if c.SettleHorizon == 0 {
		c.SettleHorizon = d.SettleHorizon
	}
	if c.SettleMargin == 0 {
		c.SettleMargin = d.SettleMargin
	}
	if c.MaxConcurrency == 0 {
		c.MaxConcurrency = d.MaxConcurrency
	}
	if c.ResultWait == 0 {
		c.ResultWait = d.ResultWait
	}
	if c.SampleRateBps == 0 {
		c.SampleRateBps = d.SampleRateBps
	}
	if c.MaxQueued == 0 {
		c.MaxQueued = d.MaxQueued
	}
	if c.MaxModelBytes == 0 {
		c.MaxModelBytes = d.MaxModelBytes
	}
	if c.MaxInputBytes == 0 {
		c.MaxInputBytes = d.MaxInputBytes
	}
	if c.MaxOutputBytes == 0 {
		c.MaxOutputBytes = d.MaxOutputBytes
	}
	if c.PullTimeout == 0 {
		c.PullTimeout = d.PullTimeout
	}
	if c.AdvertInterval == 0 {
		c.AdvertInterval = d.AdvertInterval
	}
	if c.UsageInterval <= 0 {
		c.UsageInterval = d.UsageInterval
	}
	if c.AdvertTTL == 0 {
		c.AdvertTTL = 3 * c.AdvertInterval
	}
	// Copies: Defaults' amounts are shared, a node's are its own.
	if c.Price == nil {
		c.Price = new(big.Int).Set(d.Price)
	}
	if c.PricePer1K == nil {
		c.PricePer1K = new(big.Int).Set(d.PricePer1K)
	}
	if c.MinStake == nil {
		c.MinStake = new(big.Int).Set(d.MinStake)
	}
	if c.Stake == nil {
		v := c.MinStake
		if v.Sign() == 0 {
			v = tora.One()
		}
		c.Stake = uniformStake{v}
		if c.StakeNote == "" {
			c.StakeNote = "no stake view configured: every miner counts as staked at the minimum"
		}
	}
	if c.Engine != nil {
		c.Engines = []*types.EngineInfo{{Name: c.Engine.Name(), Version: c.Engine.Env().RuntimeVersion}}
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	if c.Registry == nil {
		c.Registry = prometheus.NewRegistry()
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Light {
		c.P2P.DHTMode = p2p.DHTClient
	}
	if c.P2P.Domain == (types.Domain{}) {
		c.P2P.Domain = types.DevDomain
		if c.Settlement != nil {
			// Orders must be signed in the escrow's domain for the chain
			// to accept them.
			c.P2P.Domain = chain.EscrowDomain(c.Settlement.ChainID, c.Settlement.Contracts.Escrow)
		}
	}
	if c.P2P.Logger == nil {
		c.P2P.Logger = c.Logger
	}
	if c.Content.Logger == nil {
		c.Content.Logger = c.Logger
	}
	if c.Content.Registry == nil {
		c.Content.Registry = c.Registry
	}
	if c.P2P.Registry == nil {
		c.P2P.Registry = c.Registry
	}
	if c.P2P.Now == nil {
		c.P2P.Now = c.Now
	}
}

func (c *Config) validate() error {
	// A job walks two rankings (direct, then the auction), each with up
	// to MaxRounds failed rounds and twice as many free declines, and
	// peers refuse a round at or past types.MaxRounds.
	if c.MaxRounds < 0 || 6*c.MaxRounds > types.MaxRounds {
		return fmt.Errorf("node: max rounds %d: want 1 to %d (peers refuse rounds past %d)", c.MaxRounds, types.MaxRounds/6, types.MaxRounds)
	}
	for _, r := range c.Roles {
		if r != RoleClient && r != RoleMiner && r != RoleValidator {
			return fmt.Errorf("node: unknown role %q (want client, miner or validator)", r)
		}
	}
	for _, s := range c.Subnets {
		if s == 0 {
			return errors.New("node: subnet 0 is not a subnet")
		}
	}
	if c.BidWindow < time.Millisecond || c.BidWindow > types.MaxBidWindowMs*time.Millisecond {
		return fmt.Errorf("node: bid window %s out of range (1ms..%dms)", c.BidWindow, types.MaxBidWindowMs)
	}
	if c.DirectWindow < time.Millisecond || c.DirectWindow > types.MaxDirectMs*time.Millisecond {
		return fmt.Errorf("node: direct window %s out of range (1ms..%dms)", c.DirectWindow, types.MaxDirectMs)
	}
	if c.Light && c.has(RoleMiner) {
		return errors.New("node: a light peer cannot be a miner (miners serve content and the DHT)")
	}
	if c.Price.Sign() < 0 || c.PricePer1K.Sign() < 0 {
		return errors.New("node: negative price")
	}
	if c.SettleHorizon > MaxSettleHorizon || c.SettleMargin <= 0 || c.SettleMargin >= c.SettleHorizon {
		return fmt.Errorf("node: settle horizon %s and margin %s: want 0 < margin < horizon <= %s", c.SettleHorizon, c.SettleMargin, MaxSettleHorizon)
	}
	return nil
}

// MaxSettleHorizon bounds Config.SettleHorizon: a job's deadline (at most
// types.MaxJobLifetimeMs after posting) plus the horizon must stay below
// JobEscrow's two-day withdrawal delay, or a client could request a
// withdrawal at assignment and pull its escrow before the miner settles.
const MaxSettleHorizon = 20 * time.Hour

// Settlement is where and how a node settles.
type Settlement struct {
	Client    backend.Client
	Contracts chain.Addresses
	ChainID   uint64
	MaxBatch  int           // jobs per batch (default 100)
	MaxAge    time.Duration // seal a batch this long after its first job (default 10s)
}

// BidGraceOrDefault is the grace a client adds to the bid window.
func (c *Config) BidGraceOrDefault() time.Duration {
	if c.BidGrace == 0 {
		return Defaults.BidGrace
	}
	return c.BidGrace
}

func (c *Config) has(r Role) bool {
	for _, x := range c.Roles {
		if x == r {
			return true
		}
	}
	return false
}

type uniformStake struct{ v *big.Int }

func (u uniformStake) Stake(common.Address) *big.Int { return u.v }
