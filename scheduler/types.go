package scheduler

import (
	"errors"
	"fmt"
	"math"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/types/tora"
)

// GPU is one GPU as a miner advertises it.
type GPU struct {
	Name      string // e.g. "NVIDIA H100 80GB HBM3"
	Vendor    string // e.g. "NVIDIA"
	VRAMBytes uint64
	CCMajor   int // CUDA compute capability; 0.0 when not CUDA
	CCMinor   int
}

// Advert is what a miner gossips about itself.
type Advert struct {
	Miner        common.Address
	CPUs         int
	RAMBytes     uint64
	DiskBytes    uint64 // free disk
	GPUs         []GPU
	Engines      []string // e.g. "onnx", "vllm"; compared case-insensitively
	Price        *big.Int // advertised price per job, wei; nil = not advertised
	CachedModels []string // model CIDs the miner holds warm
}

// Job is the part of a job that matching reads.
type Job struct {
	ID       [32]byte
	Spec     Spec
	Engine   string   // engine the job runs on; "" = any. Also constrained by Spec.Engine.
	ModelCID string   // model the job needs; miners caching it get Params.CacheBonus
	MaxFee   *big.Int // wei; nil = no cap
}

// Bid is a miner's offer for a job.
type Bid struct {
	ID    [32]byte // digest of the signed bid
	JobID [32]byte // the job the bid is for; a bid for another job is excluded
	Miner common.Address
	Price *big.Int // per job, wei
}

// StakeView reads a miner's bonded stake in wei; nil means 0.
type StakeView interface {
	Stake(miner common.Address) *big.Int
}

// ReputationView reads a miner's reputation in [0,1]; values outside are
// clamped, NaN counts as the floor.
type ReputationView interface {
	Reputation(miner common.Address) float64
}

// Defaults and bounds for Params. Every peer of a subnet must use the same
// Params, so they are subnet parameters rather than local tuning.
const (
	// DefaultStakeCap is the most a stake can multiply a weight by: a miner
	// staking ten minimum stakes gets ten times the weight, one staking a
	// hundred gets the same, so a whale cannot take every job.
	DefaultStakeCap = 10.0
	// MaxStakeCap bounds StakeCap.
	MaxStakeCap = 1000.0
	// StakeFactorFloor is the stake factor of a miner staking (almost)
	// nothing, possible only when MinStake is 0.
	StakeFactorFloor = 0.01
	// DefaultReputationFloor keeps a new or unlucky miner in the draw.
	DefaultReputationFloor = 0.05
	// DefaultCacheBonus multiplies the weight of a miner that already
	// caches the job's model (no download, faster start).
	DefaultCacheBonus = 1.25
	// MaxCacheBonus bounds CacheBonus so caching cannot outweigh stake.
	MaxCacheBonus = 2.0
)

// Params are the subnet's matching parameters. Zero fields take defaults;
// out-of-range fields are clamped by Match (Validate reports them).
type Params struct {
	MinStake        *big.Int // minimum stake to be matched, wei; nil = 0
	StakeUnit       *big.Int // stake counting as factor 1 when MinStake is 0; nil = 1 TORA
	StakeCap        float64  // max stake factor; 0 = DefaultStakeCap; clamped to [1, MaxStakeCap]
	ReputationFloor float64  // 0 = DefaultReputationFloor; clamped to (0, 1]
	// CacheBonus multiplies the weight of a miner whose advert lists
	// job.ModelCID. 0 = DefaultCacheBonus; 1 disables; clamped to [1, MaxCacheBonus].
	CacheBonus float64
}

// DefaultParams returns Params with every default filled in.
func DefaultParams() Params {
	return Params{
		MinStake:        new(big.Int),
		StakeUnit:       tora.One(),
		StakeCap:        DefaultStakeCap,
		ReputationFloor: DefaultReputationFloor,
		CacheBonus:      DefaultCacheBonus,
	}
}

// Validate reports fields that Match would have to clamp.
func (p Params) Validate() error {
	var errs []error
	if p.MinStake != nil && p.MinStake.Sign() < 0 {
		errs = append(errs, errors.New("MinStake is negative"))
	}
	if p.StakeUnit != nil && p.StakeUnit.Sign() < 0 {
		errs = append(errs, errors.New("StakeUnit is negative"))
	}
	if p.StakeCap != 0 && !(p.StakeCap >= 1 && p.StakeCap <= MaxStakeCap) {
		errs = append(errs, fmt.Errorf("StakeCap %v outside [1, %v]", p.StakeCap, MaxStakeCap))
	}
	if p.ReputationFloor != 0 && !(p.ReputationFloor > 0 && p.ReputationFloor <= 1) {
		errs = append(errs, fmt.Errorf("ReputationFloor %v outside (0, 1]", p.ReputationFloor))
	}
	if p.CacheBonus != 0 && !(p.CacheBonus >= 1 && p.CacheBonus <= MaxCacheBonus) {
		errs = append(errs, fmt.Errorf("CacheBonus %v outside [1, %v]", p.CacheBonus, MaxCacheBonus))
	}
	return errors.Join(errs...)
}

// resolved is Params with defaults applied and values clamped.
type resolved struct {
	minStake   *big.Int
	unit       float64
	stakeCap   float64
	repFloor   float64
	cacheBonus float64
}

func (p Params) resolve() resolved {
	r := resolved{minStake: new(big.Int)}
	if p.MinStake != nil && p.MinStake.Sign() > 0 {
		r.minStake = p.MinStake
	}
	switch {
	case r.minStake.Sign() > 0:
		r.unit = bigToFloat(r.minStake)
	case p.StakeUnit != nil && p.StakeUnit.Sign() > 0:
		r.unit = bigToFloat(p.StakeUnit)
	default:
		r.unit = bigToFloat(tora.One())
	}
	r.stakeCap = clampDefault(p.StakeCap, DefaultStakeCap, 1, MaxStakeCap)
	r.repFloor = DefaultReputationFloor
	if p.ReputationFloor > 0 && !math.IsNaN(p.ReputationFloor) {
		r.repFloor = min(p.ReputationFloor, 1)
	}
	r.cacheBonus = clampDefault(p.CacheBonus, DefaultCacheBonus, 1, MaxCacheBonus)
	return r
}

func clampDefault(v, def, lo, hi float64) float64 {
	if v == 0 || math.IsNaN(v) {
		return def
	}
	return min(max(v, lo), hi)
}
