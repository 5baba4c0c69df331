package gov

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tensora/tensora/chain"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/types/tora"
)

// Unit is how a parameter's value reads and prints.
type Unit int

const (
	// Percent values are basis points on chain, "12.5%" for people.
	Percent Unit = iota
	// Seconds values are durations ("90s", "3d", "1h30m").
	Seconds
	// TORA values are wei on chain, decimal TORA for people ("2.5").
	TORA
	// Count values are plain integers (the quorum's percent of supply).
	Count
)

// Param is a governed parameter: where it lives and how a proposal sets it.
type Param struct {
	Name   string
	Doc    string
	Unit   Unit
	Subnet bool // a parameter of one subnet (the timelock must own it)
	// Bounds, in the contract's units, as documented (the contract
	// enforces them; Propose also simulates the call).
	Bounds string
	// target is the contract that holds the setter.
	target func(chain.Addresses) common.Address
	// read is the value at block `at` (nil: now; subnet ignored for
	// network parameters).
	read func(ctx context.Context, g *Gov, subnet uint64, at *big.Int) (*big.Int, error)
	// get and set are a subnet parameter's field of SubnetRegistry.Params.
	get func(*bindings.SubnetRegistryParams) *big.Int
	set func(*bindings.SubnetRegistryParams, *big.Int)
	// pack is a network parameter's setter calldata for the new value
	// (a subnet's parameters change together: Gov.Build).
	pack func(v *big.Int) []byte
}

var (
	registryABI   = bindings.NewSubnetRegistry()
	stakingABI    = bindings.NewStaking()
	challengesABI = bindings.NewChallenges()
	timelockABI   = bindings.NewToraTimelock()
	governorABI   = bindings.NewToraGovernor()
	toraABI       = bindings.NewTORA()
)

// subnetParam is a field of SubnetRegistry.Params, set through updateParams.
func subnetParam(name, doc string, unit Unit, bounds string, get func(*bindings.SubnetRegistryParams) *big.Int, set func(*bindings.SubnetRegistryParams, *big.Int)) Param {
	return Param{
		Name: name, Doc: doc, Unit: unit, Subnet: true, Bounds: bounds, get: get, set: set,
		target: func(a chain.Addresses) common.Address { return a.Registry },
		read: func(ctx context.Context, g *Gov, subnet uint64, at *big.Int) (*big.Int, error) {
			p, err := g.subnetParamsAsOf(ctx, subnet, at)
			if err != nil {
				return nil, err
			}
			return get(&p), nil
		},
	}
}

func u64(v *big.Int) uint64   { return v.Uint64() }
func u16(v *big.Int) uint16   { return uint16(v.Uint64()) }
func big64(v uint64) *big.Int { return new(big.Int).SetUint64(v) }
func cp(v *big.Int) *big.Int  { return new(big.Int).Set(v) }

// networkParam is a network-wide value with its own getter and setter.
func networkParam(name, doc string, unit Unit, bounds string, target func(chain.Addresses) common.Address, get []byte, unpack func([]byte) (*big.Int, error), set func(*big.Int) []byte) Param {
	return Param{
		Name: name, Doc: doc, Unit: unit, Bounds: bounds, target: target,
		read: func(ctx context.Context, g *Gov, _ uint64, at *big.Int) (*big.Int, error) {
			out, err := g.callAt(ctx, target(g.addrs), get, at)
			if err != nil {
				return nil, err
			}
			return unpack(out)
		},
		pack: set,
	}
}

func asBig[T uint64 | uint32 | uint16 | uint8](f func([]byte) (T, error)) func([]byte) (*big.Int, error) {
	return func(b []byte) (*big.Int, error) {
		v, err := f(b)
		if err != nil {
			return nil, err
		}
		return big64(uint64(v)), nil
	}
}

func registry(a chain.Addresses) common.Address   { return a.Registry }
func stakingAt(a chain.Addresses) common.Address  { return a.Staking }
func challenges(a chain.Addresses) common.Address { return a.Challenges }
func timelock(a chain.Addresses) common.Address   { return a.Timelock }
func governor(a chain.Addresses) common.Address   { return a.Governor }

// Staking's roles (Staking.Role).
const (
	roleMiner     = 1
	roleValidator = 2
)

// Params is the catalog of governed parameters, by name.
var Params = func() map[string]Param {
	list := []Param{
		subnetParam("sample-rate", "share of results validators re-execute", Percent, "1%..100% on a governed subnet",
			func(p *bindings.SubnetRegistryParams) *big.Int { return big64(uint64(p.SampleRateBps)) },
			func(p *bindings.SubnetRegistryParams, v *big.Int) { p.SampleRateBps = u16(v) }),
		subnetParam("miner-share", "the miner's share of each fee (validators get the rest)", Percent, "50%..95% on a governed subnet",
			func(p *bindings.SubnetRegistryParams) *big.Int { return big64(uint64(p.MinerShareBps)) },
			func(p *bindings.SubnetRegistryParams, v *big.Int) { p.MinerShareBps = u16(v) }),
		subnetParam("challenge-window", "how long a settled result stays challengeable", Seconds, "1s..max-challenge-window",
			func(p *bindings.SubnetRegistryParams) *big.Int { return big64(p.ChallengeWindow) },
			func(p *bindings.SubnetRegistryParams, v *big.Int) { p.ChallengeWindow = u64(v) }),
		subnetParam("min-fee", "smallest fee a job may pay", TORA, "any",
			func(p *bindings.SubnetRegistryParams) *big.Int { return cp(p.MinFee) },
			func(p *bindings.SubnetRegistryParams, v *big.Int) { p.MinFee = cp(v) }),
		subnetParam("min-miner-stake", "stake a miner needs on the subnet (above Staking's floor)", TORA, "any",
			func(p *bindings.SubnetRegistryParams) *big.Int { return cp(p.MinMinerStake) },
			func(p *bindings.SubnetRegistryParams, v *big.Int) { p.MinMinerStake = cp(v) }),
		subnetParam("min-validator-stake", "bonded stake a validator needs on the subnet", TORA, "any",
			func(p *bindings.SubnetRegistryParams) *big.Int { return cp(p.MinValidatorStake) },
			func(p *bindings.SubnetRegistryParams, v *big.Int) { p.MinValidatorStake = cp(v) }),
		subnetParam("slash-amount", "TORA slashed from a miner when a challenge is upheld", TORA, "0..max-slash",
			func(p *bindings.SubnetRegistryParams) *big.Int { return cp(p.SlashAmount) },
			func(p *bindings.SubnetRegistryParams, v *big.Int) { p.SlashAmount = cp(v) }),
		subnetParam("challenge-bond", "TORA a challenger posts", TORA, "any",
			func(p *bindings.SubnetRegistryParams) *big.Int { return cp(p.ChallengeBond) },
			func(p *bindings.SubnetRegistryParams, v *big.Int) { p.ChallengeBond = cp(v) }),
		subnetParam("quorum", "share of bonded validator stake whose verdicts uphold a challenge", Percent, "50.01%..100%",
			func(p *bindings.SubnetRegistryParams) *big.Int { return big64(uint64(p.QuorumBps)) },
			func(p *bindings.SubnetRegistryParams, v *big.Int) { p.QuorumBps = u16(v) }),

		networkParam("max-slash", "largest slash any subnet may set", TORA, "0..1000 TORA", registry,
			registryABI.PackMaxSlash(), registryABI.UnpackMaxSlash,
			func(v *big.Int) []byte { return registryABI.PackSetMaxSlash(v) }),
		networkParam("max-challenge-window", "longest challenge window any subnet may set", Seconds, "1s..3d, at most timelock-delay", registry,
			registryABI.PackMaxChallengeWindow(), asBig(registryABI.UnpackMaxChallengeWindow),
			func(v *big.Int) []byte { return registryABI.PackSetMaxChallengeWindow(u64(v)) }),
		networkParam("registration-fee", "TORA paid into the treasury to create a subnet", TORA, "0..1,000,000 TORA", registry,
			registryABI.PackRegistrationFee(), registryABI.UnpackRegistrationFee,
			func(v *big.Int) []byte { return registryABI.PackSetRegistrationFee(v) }),
		networkParam("vote-period", "how long a challenge collects verdicts", Seconds, "1s..2d", challenges,
			challengesABI.PackVotePeriod(), asBig(challengesABI.UnpackVotePeriod),
			func(v *big.Int) []byte { return challengesABI.PackSetVotePeriod(u64(v)) }),
		networkParam("unbonding-period", "how long unbonding stake waits", Seconds, "5d..365d", stakingAt,
			stakingABI.PackUnbondingPeriod(), asBig(stakingABI.UnpackUnbondingPeriod),
			func(v *big.Int) []byte { return stakingABI.PackSetUnbondingPeriod(u64(v)) }),
		networkParam("min-miner-self-stake", "self-stake a miner needs to register (every subnet's floor)", TORA, "> 0", stakingAt,
			stakingABI.PackMinSelfStake(roleMiner), stakingABI.UnpackMinSelfStake,
			func(v *big.Int) []byte { return stakingABI.PackSetMinSelfStake(roleMiner, v) }),
		networkParam("min-validator-self-stake", "self-stake a validator needs to register", TORA, "> 0", stakingAt,
			stakingABI.PackMinSelfStake(roleValidator), stakingABI.UnpackMinSelfStake,
			func(v *big.Int) []byte { return stakingABI.PackSetMinSelfStake(roleValidator, v) }),
		networkParam("timelock-delay", "wait between an approved proposal and its effect", Seconds, "≥ max-challenge-window", timelock,
			timelockABI.PackGetMinDelay(), timelockABI.UnpackGetMinDelay,
			func(v *big.Int) []byte { return timelockABI.PackUpdateDelay(v) }),
		networkParam("voting-delay", "wait between a proposal and its vote", Seconds, "any", governor,
			governorABI.PackVotingDelay(), governorABI.UnpackVotingDelay,
			func(v *big.Int) []byte { return governorABI.PackSetVotingDelay(v) }),
		networkParam("voting-period", "how long a vote runs", Seconds, "≥ 1s", governor,
			governorABI.PackVotingPeriod(), governorABI.UnpackVotingPeriod,
			func(v *big.Int) []byte { return governorABI.PackSetVotingPeriod(uint32(u64(v))) }),
		networkParam("proposal-threshold", "votes an account needs to propose", TORA, "any", governor,
			governorABI.PackProposalThreshold(), governorABI.UnpackProposalThreshold,
			func(v *big.Int) []byte { return governorABI.PackSetProposalThreshold(v) }),
		networkParam("quorum-percent", "share of the supply that must vote For or Abstain", Count, "0..100", governor,
			governorABI.PackQuorumNumerator0(), governorABI.UnpackQuorumNumerator0,
			func(v *big.Int) []byte { return governorABI.PackUpdateQuorumNumerator(v) }),
	}
	m := make(map[string]Param, len(list))
	for _, p := range list {
		m[p.Name] = p
	}
	return m
}()

// ParamNames are the catalog's names, sorted.
func ParamNames() []string {
	out := make([]string, 0, len(Params))
	for n := range Params {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// ErrUnknownParam: a name not in the catalog.
var ErrUnknownParam = errors.New("unknown parameter")

// Lookup is the catalog's parameter name.
func Lookup(name string) (Param, error) {
	p, ok := Params[name]
	if !ok {
		return Param{}, fmt.Errorf("%w %q (governed: %s)", ErrUnknownParam, name, strings.Join(ParamNames(), ", "))
	}
	return p, nil
}

// ParseValue reads a value of unit u as people write it: "12.5%" (or
// "12.5"), "90s"/"3d"/"1h30m", decimal TORA, or an integer.
func ParseValue(u Unit, s string) (*big.Int, error) {
	s = strings.TrimSpace(s)
	switch u {
	case Percent:
		f, err := strconv.ParseFloat(strings.TrimSuffix(s, "%"), 64)
		if err != nil || f < 0 || f > 100 {
			return nil, fmt.Errorf("value %q: want a percentage 0..100 (e.g. 12.5%%)", s)
		}
		bps := f * 100
		if bps != float64(int64(bps)) {
			return nil, fmt.Errorf("value %q: at most two decimals (basis points)", s)
		}
		return big.NewInt(int64(bps)), nil
	case Seconds:
		d, err := ParseDuration(s)
		if err != nil {
			return nil, err
		}
		return big64(uint64(d / time.Second)), nil
	case TORA:
		v, err := tora.Parse(s)
		if err != nil {
			return nil, fmt.Errorf("value: %w", err)
		}
		return v, nil
	default:
		v, ok := new(big.Int).SetString(s, 10)
		if !ok || v.Sign() < 0 {
			return nil, fmt.Errorf("value %q: want a whole number", s)
		}
		return v, nil
	}
}

// ParseDuration is time.ParseDuration that also reads days ("3d",
// "1d12h") and refuses fractions of a second.
func ParseDuration(s string) (time.Duration, error) {
	var days int64
	rest := s
	if i := strings.IndexByte(s, 'd'); i > 0 {
		n, err := strconv.ParseInt(s[:i], 10, 64)
		if err != nil {
			return 0, fmt.Errorf("value %q: want a duration such as 90s, 1h30m or 3d", s)
		}
		days, rest = n, s[i+1:]
	}
	var d time.Duration
	if rest != "" {
		var err error
		if d, err = time.ParseDuration(rest); err != nil {
			return 0, fmt.Errorf("value %q: want a duration such as 90s, 1h30m or 3d", s)
		}
	}
	d += time.Duration(days) * 24 * time.Hour
	if d < 0 || d%time.Second != 0 {
		return 0, fmt.Errorf("value %q: want whole seconds, not negative", s)
	}
	return d, nil
}

// FormatValue prints a value of unit u as ParseValue reads it.
func FormatValue(u Unit, v *big.Int) string {
	if v == nil {
		return "?"
	}
	switch u {
	case Percent:
		return strconv.FormatFloat(float64(v.Int64())/100, 'f', -1, 64) + "%"
	case Seconds:
		d := time.Duration(v.Int64()) * time.Second
		if d >= 24*time.Hour && d%(24*time.Hour) == 0 {
			return fmt.Sprintf("%dd", d/(24*time.Hour))
		}
		return d.String()
	case TORA:
		return tora.Format(v) + " TORA"
	default:
		return v.String()
	}
}

// Value is a governed parameter's value now (subnet: for a subnet's
// parameter).
func (g *Gov) Value(ctx context.Context, name string, subnet uint64) (*big.Int, error) {
	p, err := Lookup(name)
	if err != nil {
		return nil, err
	}
	if err := g.ready(); err != nil {
		return nil, err
	}
	return p.read(ctx, g, subnet, nil)
}
