package chain

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	ethtypes "github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tensora/tensora/chain/backend"
	"github.com/tensora/tensora/chain/bindings"
	"github.com/tensora/tensora/types"
	"github.com/tensora/tensora/types/tora"
)

// Addresses are where a deployment's contracts live.
type Addresses struct {
	Token      common.Address `json:"token"`
	Registry   common.Address `json:"registry"`
	Rewards    common.Address `json:"rewards"`
	Escrow     common.Address `json:"escrow"`
	Staking    common.Address `json:"staking"`
	Challenges common.Address `json:"challenges"`
	// Names is the ToraNames registry (zero in deployments from before
	// it: names then do not resolve, saying so).
	Names common.Address `json:"names,omitempty"`
	// Timelock is ToraTimelock: the treasury, and the owner of every
	// governed setter (zero in deployments from before governance).
	Timelock common.Address `json:"timelock,omitempty"`
	// Governor is ToraGovernor, where proposals are made and voted on.
	Governor common.Address `json:"governor,omitempty"`
	// ACL is the SubnetACL (zero in deployments from before it): who may
	// submit, retrieve and compute on an allowlisted subnet; ModelRegistry
	// consults it for restricted models.
	ACL common.Address `json:"acl,omitempty"`
	// Models is the ModelRegistry (zero in deployments from before it).
	Models common.Address `json:"models,omitempty"`
	// HTLC is the hash time-locked contract that takes the TORA side of a
	// cross-chain swap (chain/htlc; zero in deployments from before it).
	HTLC common.Address `json:"htlc,omitempty"`
}

// DeployOptions are the deployment's time and governance parameters; zero
// fields take the defaults (DefaultUnbondingPeriod, DefaultVotePeriod,
// DefaultGovernance).
type DeployOptions struct {
	UnbondingPeriod time.Duration // Staking's unbonding period, at least MinUnbondingPeriod
	VotePeriod      time.Duration // how long a challenge stays open for verdicts, at most MaxVotePeriod
	Governance      Governance    // the governor's and the timelock's settings
}

// Governance are the settings of ToraGovernor and ToraTimelock at
// deployment (all of them governed afterwards).
type Governance struct {
	// MaxChallengeWindow is the longest challenge window a subnet may set
	// (MinChallengeWindow..MaxChallengeWindow).
	MaxChallengeWindow time.Duration
	// Delay is the timelock's delay between queueing and executing a
	// proposal; at least MaxChallengeWindow.
	Delay time.Duration
	// VotingDelay is how long after a proposal voting opens (its snapshot).
	VotingDelay time.Duration
	// VotingPeriod is how long voting runs.
	VotingPeriod time.Duration
	// ProposalThreshold is the votes (TORA wei) an account needs to propose.
	ProposalThreshold *big.Int
	// QuorumPercent is the share of the supply that must vote For or Abstain.
	QuorumPercent uint64
}

// DefaultGovernance is a public network's governance: a three-day longest
// challenge window, a five-day timelock (the window plus the longest vote
// period), voting a day after a proposal for a week, 1,000 TORA to
// propose and a 4% quorum.
func DefaultGovernance() Governance {
	return Governance{
		MaxChallengeWindow: MaxChallengeWindow,
		Delay:              MaxChallengeWindow + MaxVotePeriod,
		VotingDelay:        24 * time.Hour,
		VotingPeriod:       7 * 24 * time.Hour,
		ProposalThreshold:  tora.Whole(1000),
		QuorumPercent:      4,
	}
}

// withDefaults fills g's zero fields from DefaultGovernance; a shorter
// MaxChallengeWindow alone also shortens the default delay to it.
func (g Governance) withDefaults() Governance {
	d := DefaultGovernance()
	if g.MaxChallengeWindow == 0 {
		g.MaxChallengeWindow = d.MaxChallengeWindow
	} else if g.Delay == 0 {
		d.Delay = g.MaxChallengeWindow
	}
	if g.Delay == 0 {
		g.Delay = d.Delay
	}
	if g.VotingDelay == 0 {
		g.VotingDelay = d.VotingDelay
	}
	if g.VotingPeriod == 0 {
		g.VotingPeriod = d.VotingPeriod
	}
	if g.ProposalThreshold == nil {
		g.ProposalThreshold = d.ProposalThreshold
	}
	if g.QuorumPercent == 0 {
		g.QuorumPercent = d.QuorumPercent
	}
	return g
}

func (g Governance) check() error {
	switch {
	case g.MaxChallengeWindow < MinChallengeWindow || g.MaxChallengeWindow > MaxChallengeWindow:
		return fmt.Errorf("longest challenge window %v: want %v..%v", g.MaxChallengeWindow, MinChallengeWindow, MaxChallengeWindow)
	case g.Delay < g.MaxChallengeWindow:
		return fmt.Errorf("timelock delay %v: want at least the longest challenge window (%v)", g.Delay, g.MaxChallengeWindow)
	case g.VotingPeriod < time.Second || g.VotingPeriod/time.Second > math.MaxUint32:
		return fmt.Errorf("voting period %v: want 1s..%ds", g.VotingPeriod, uint64(math.MaxUint32))
	case g.VotingDelay < 0:
		return fmt.Errorf("voting delay %v: want ≥ 0", g.VotingDelay)
	case g.QuorumPercent > 100:
		return fmt.Errorf("quorum %d%%: want 0..100", g.QuorumPercent)
	case g.ProposalThreshold.Sign() < 0:
		return fmt.Errorf("proposal threshold %s: want ≥ 0", g.ProposalThreshold)
	}
	return nil
}

// The contracts' time bounds (SubnetRegistry and Staking constants).
const (
	// MaxChallengeWindow is the longest challenge window a subnet may set.
	MaxChallengeWindow = 3 * 24 * time.Hour
	// MinChallengeWindow is the shortest: every payout leaves a window.
	MinChallengeWindow = time.Second
	// MaxVotePeriod is the longest vote period Challenges accepts.
	MaxVotePeriod = 2 * 24 * time.Hour
	// MinUnbondingPeriod is the shortest unbonding period Staking accepts:
	// stake cannot leave before every challenge of an earlier batch is decided.
	MinUnbondingPeriod = MaxChallengeWindow + MaxVotePeriod
	// ParamChangeDelay is how long after SubnetRegistry.updateParams the
	// new parameters take effect (a new subnet's apply at once).
	ParamChangeDelay = 7 * 24 * time.Hour
)

// MaxMinerShareBps is the largest miner share a subnet may set: every fee
// leaves something for validators.
const MaxMinerShareBps = 9999

// DefaultMinMinerStakeTORA is Staking's minSelfStake(Miner) at deployment,
// in whole TORA: the floor of every subnet's miner minimum (the admin may
// change it, never to 0).
const DefaultMinMinerStakeTORA = 10

const (
	// DefaultUnbondingPeriod is Staking's unbonding period unless told otherwise.
	DefaultUnbondingPeriod = 7 * 24 * time.Hour
	// DefaultVotePeriod is how long a challenge collects verdicts unless told otherwise.
	DefaultVotePeriod = time.Hour
)

// DeployWith sends the transactions that deploy TORA, SubnetRegistry,
// ValidatorRewards, JobEscrow, Staking, Challenges, ToraNames, SubnetACL,
// ModelRegistry, ToraTimelock, ToraGovernor and HTLC from
// opts.From, in that order, with consecutive nonces. The contracts are wired to each
// other through constructor arguments, using the addresses the nonces
// predict (JobEscrow grants Challenges CHALLENGER_ROLE, Staking grants it
// SLASHER_ROLE, ValidatorRewards knows the escrow, Staking and Challenges,
// JobEscrow the SubnetACL it checks clients against),
// so no admin transaction follows and admin need not be the deployer.
// admin owns TORA (may mint) and holds the admin roles of
// ValidatorRewards, JobEscrow and Staking. Nothing waits between
// transactions: the caller waits for the returned transactions to be mined
// (on the embedded chain, commits a block).
func DeployWith(ctx context.Context, b bind.ContractBackend, opts *bind.TransactOpts, admin common.Address, o DeployOptions) (Addresses, []*ethtypes.Transaction, error) {
	if o.UnbondingPeriod == 0 {
		o.UnbondingPeriod = DefaultUnbondingPeriod
	}
	if o.VotePeriod == 0 {
		o.VotePeriod = DefaultVotePeriod
	}
	if o.UnbondingPeriod < MinUnbondingPeriod || o.VotePeriod < 0 || o.VotePeriod > MaxVotePeriod {
		return Addresses{}, nil, fmt.Errorf("chain: deploy: periods %+v: want unbonding ≥ %v and a vote period of 0..%v", o, MinUnbondingPeriod, MaxVotePeriod)
	}
	g := o.Governance.withDefaults()
	if err := g.check(); err != nil {
		return Addresses{}, nil, fmt.Errorf("chain: deploy: governance: %w", err)
	}
	nonce, err := b.PendingNonceAt(ctx, opts.From)
	if err != nil {
		return Addresses{}, nil, fmt.Errorf("chain: deploy: nonce of %s: %w", opts.From, err)
	}
	at := func(i uint64) common.Address { return crypto.CreateAddress(opts.From, nonce+i) }
	// The order of deployment: each address is known before its contract exists.
	a := Addresses{Token: at(0), Registry: at(1), Rewards: at(2), Escrow: at(3), Staking: at(4), Challenges: at(5), Names: at(6),
		ACL: at(7), Models: at(8), Timelock: at(9), Governor: at(10), HTLC: at(11)}
	secs := func(d time.Duration) uint64 { return uint64(d / time.Second) }
	steps := []struct {
		name string
		meta *bind.MetaData
		ctor []byte
		want common.Address
		gas  uint64 // a fixed gas limit where estimating cannot work
	}{
		{"TORA", &bindings.TORAMetaData, bindings.NewTORA().PackConstructor(admin), a.Token, 0},
		{"SubnetRegistry", &bindings.SubnetRegistryMetaData, bindings.NewSubnetRegistry().PackConstructor(a.Token, a.Timelock, secs(g.MaxChallengeWindow)), a.Registry, 0},
		{"ValidatorRewards", &bindings.ValidatorRewardsMetaData, bindings.NewValidatorRewards().PackConstructor(a.Token, admin, a.Escrow, a.Staking, a.Challenges), a.Rewards, 0},
		{"JobEscrow", &bindings.JobEscrowMetaData, bindings.NewJobEscrow().PackConstructor(a.Token, a.Registry, a.Rewards, a.Staking, admin, a.Challenges, a.ACL), a.Escrow, 0},
		{"Staking", &bindings.StakingMetaData, bindings.NewStaking().PackConstructor(a.Token, a.Registry, admin, secs(o.UnbondingPeriod), a.Challenges, a.Timelock), a.Staking, 0},
		{"Challenges", &bindings.ChallengesMetaData, bindings.NewChallenges().PackConstructor(a.Token, a.Registry, a.Escrow, a.Staking, a.Rewards, secs(o.VotePeriod), a.Timelock), a.Challenges, 0},
		{"ToraNames", &bindings.ToraNamesMetaData, nil, a.Names, 0},
		{"SubnetACL", &bindings.SubnetACLMetaData, bindings.NewSubnetACL().PackConstructor(a.Registry), a.ACL, 0},
		{"ModelRegistry", &bindings.ModelRegistryMetaData, bindings.NewModelRegistry().PackConstructor(a.ACL), a.Models, 0},
		{"ToraTimelock", &bindings.ToraTimelockMetaData, bindings.NewToraTimelock().PackConstructor(new(big.Int).SetUint64(secs(g.Delay)), a.Governor, a.Registry), a.Timelock, 0},
		{"ToraGovernor", &bindings.ToraGovernorMetaData, bindings.NewToraGovernor().PackConstructor(a.Token, a.Timelock, new(big.Int).SetUint64(secs(g.VotingDelay)), uint32(secs(g.VotingPeriod)), g.ProposalThreshold, new(big.Int).SetUint64(g.QuorumPercent)), a.Governor,
			// Its constructor reads TORA's clock, which an estimate made
			// before TORA's deployment is mined cannot.
			governorDeployGas},
		{"HTLC", &bindings.HTLCMetaData, nil, a.HTLC, 0},
	}
	var txs []*ethtypes.Transaction
	for i, st := range steps {
		if st.name != ContractNames[i] {
			return a, txs, fmt.Errorf("chain: deploy: step %d is %s, ContractNames says %s", i, st.name, ContractNames[i])
		}
		tx := *opts
		tx.Context = ctx
		tx.Nonce = new(big.Int).SetUint64(nonce + uint64(i))
		if st.gas != 0 {
			tx.GasLimit = st.gas
		}
		addr, t, err := bind.DeployContract(&tx, common.FromHex(st.meta.Bin), b, st.ctor)
		if err != nil {
			return a, txs, fmt.Errorf("chain: deploy %s: %w", st.name, Decode(err))
		}
		txs = append(txs, t)
		if addr != st.want {
			return a, txs, fmt.Errorf("chain: deploy %s: at %s, predicted %s (was the nonce used concurrently?)", st.name, addr, st.want)
		}
	}
	return a, txs, nil
}

// ContractNames are the contracts DeployWith deploys, in its order (the
// order of its returned transactions).
var ContractNames = []string{"TORA", "SubnetRegistry", "ValidatorRewards", "JobEscrow", "Staking", "Challenges", "ToraNames",
	"SubnetACL", "ModelRegistry", "ToraTimelock", "ToraGovernor", "HTLC"}

// governorDeployGas bounds ToraGovernor's deployment (it uses about 4.3M).
const governorDeployGas = 6_000_000

// EscrowDomain is the EIP-712 domain of JobOrders settled by the escrow at
// escrow on chain chainID, and of proofs of compute submitted to it. A node
// must sign orders with this domain for the batched path to accept them.
func EscrowDomain(chainID uint64, escrow common.Address) types.Domain {
	return types.Domain{Name: "Tensora", Version: "1", ChainID: chainID, VerifyingContract: escrow}
}

// DefaultParams are SubnetRegistry.defaultParams: no minimum fee, 10%
// sampling, a one-hour challenge window, no minimum miner or validator
// stake of the subnet's own (Staking's minSelfStake floors apply), 80% to
// the miner, a 50 TORA slash, a 1 TORA challenge bond and a
// quorum of 66.67% of the bonded validator stake.
func DefaultParams() bindings.SubnetRegistryParams {
	return bindings.SubnetRegistryParams{
		MinFee:            new(big.Int),
		SampleRateBps:     1000,
		ChallengeWindow:   3600,
		MinerShareBps:     8000,
		MinMinerStake:     new(big.Int),
		MinValidatorStake: new(big.Int),
		SlashAmount:       tora.Whole(50),
		ChallengeBond:     tora.Whole(1),
		QuorumBps:         6667,
	}
}

// PackProof encodes a proof of compute for JobEscrow.submitResult: the
// claim's fields other than the job and result hashes (which the call
// carries) and the miner's 65-byte signature from proof.Sign.
func PackProof(modelHash, inputHash, envHash [32]byte, startedMs, finishedMs uint64, sig []byte) []byte {
	args := abi.Arguments{{Type: bytes32T}, {Type: bytes32T}, {Type: bytes32T}, {Type: uint64T}, {Type: uint64T}, {Type: bytesT}}
	out, err := args.Pack(modelHash, inputHash, envHash, startedMs, finishedMs, sig)
	if err != nil {
		panic(err) // static types: cannot fail
	}
	return out
}

var (
	bytes32T, _ = abi.NewType("bytes32", "", nil)
	uint64T, _  = abi.NewType("uint64", "", nil)
	bytesT, _   = abi.NewType("bytes", "", nil)
)

// RevertError is a revert of one of Tensora's contracts, decoded by name:
// a custom error of any of the contracts (OpenZeppelin's included),
// Error(string) or Panic(uint256).
type RevertError struct {
	Name string         // "InsufficientEscrow"
	Args map[string]any // by parameter name
	args []any          // in order, for Error()
	in   abi.Arguments
	Data []byte // the raw revert data
	err  error  // what the call returned
}

func (e *RevertError) Error() string {
	parts := make([]string, len(e.args))
	for i, a := range e.args {
		name := e.in[i].Name
		switch v := a.(type) {
		case [32]byte:
			a = hexutil.Encode(v[:])
		case []byte:
			a = hexutil.Encode(v)
		}
		if name == "" {
			parts[i] = fmt.Sprint(a)
		} else {
			parts[i] = fmt.Sprintf("%s=%v", name, a)
		}
	}
	return fmt.Sprintf("reverted: %s(%s)", e.Name, strings.Join(parts, ", "))
}

// Unwrap is the error the call returned.
func (e *RevertError) Unwrap() error { return e.err }

// ErrReverted matches every RevertError with errors.Is.
var ErrReverted = errors.New("chain: reverted")

// Is makes errors.Is(err, ErrReverted) true for any revert.
func (e *RevertError) Is(target error) bool { return target == ErrReverted }

// Decode turns an error carrying revert data (as eth_call and
// eth_estimateGas return it, which is how bind.Transact reports a
// transaction that would revert) into a *RevertError naming the error;
// other errors come back unchanged.
func Decode(err error) error {
	if re, ok := AsRevert(err); ok {
		return re
	}
	return err
}

// AsRevert finds and decodes revert data in err.
func AsRevert(err error) (*RevertError, bool) {
	if err == nil {
		return nil, false
	}
	var re *RevertError
	if errors.As(err, &re) {
		return re, true
	}
	data, ok := revertData(err)
	if !ok {
		return nil, false
	}
	return DecodeRevertData(data, err)
}

// revertData is the revert data an RPC error carries, if any.
func revertData(err error) ([]byte, bool) {
	var de rpc.DataError
	if !errors.As(err, &de) {
		return nil, false
	}
	switch d := de.ErrorData().(type) {
	case string:
		b, derr := hexutil.Decode(d)
		if derr != nil {
			return nil, false
		}
		return b, true
	case []byte:
		return d, true
	}
	return nil, false
}

// ErrTxFailed: a transaction was mined and failed (receipt status 0):
// out of gas, or a revert whose data a receipt does not carry.
var ErrTxFailed = backend.ErrTxFailed

// UndecodedRevert reports whether err is a revert that names none of the
// contracts' errors (AsRevert finds nothing): revert data of an unknown
// shape, a node's bare "execution reverted", running out of gas, or a
// transaction mined and failed (ErrTxFailed). data is the raw revert data
// where the error carried any. Such a revert may be the chain's fault (a
// gas estimate a later block outgrew, a node answering wrongly) as well as
// the transaction's, so callers retry it a bounded number of times rather
// than give up at once or retry forever. An unreachable chain, or a revert
// AsRevert decodes, is not one.
func UndecodedRevert(err error) (data []byte, ok bool) {
	if err == nil {
		return nil, false
	}
	if _, decoded := AsRevert(err); decoded {
		return nil, false
	}
	if data, ok := revertData(err); ok {
		return data, true
	}
	if errors.Is(err, ErrTxFailed) {
		return nil, true
	}
	msg := strings.ToLower(err.Error())
	for _, s := range []string{"execution reverted", "out of gas", "gas required exceeds", "invalid opcode"} {
		if strings.Contains(msg, s) {
			return nil, true
		}
	}
	return nil, false
}

// DecodeRevertData decodes raw revert data; cause (may be nil) is kept as
// the RevertError's Unwrap.
func DecodeRevertData(data []byte, cause error) (*RevertError, bool) {
	if len(data) < 4 {
		return nil, false
	}
	e, ok := revertErrors()[[4]byte(data[:4])]
	if !ok {
		return nil, false
	}
	vals, err := e.Inputs.Unpack(data[4:])
	if err != nil {
		return nil, false
	}
	re := &RevertError{Name: e.Name, Args: make(map[string]any, len(vals)), args: vals, in: e.Inputs, Data: data, err: cause}
	for i, v := range vals {
		re.Args[e.Inputs[i].Name] = v
	}
	return re, true
}

// RevertName is the name of the error err reverted with, or "".
func RevertName(err error) string {
	if re, ok := AsRevert(err); ok {
		return re.Name
	}
	return ""
}

var (
	errorsOnce  sync.Once
	errorsBySel map[[4]byte]abi.Error
	escrowOnce  sync.Once
	escrowABIv  *abi.ABI
)

func escrowABI() *abi.ABI {
	escrowOnce.Do(func() {
		a, err := bindings.JobEscrowMetaData.ParseABI()
		if err != nil {
			panic(err) // generated ABI: cannot fail
		}
		escrowABIv = a
	})
	return escrowABIv
}

func revertErrors() map[[4]byte]abi.Error {
	errorsOnce.Do(func() {
		errorsBySel = make(map[[4]byte]abi.Error)
		for _, m := range []*bind.MetaData{&bindings.JobEscrowMetaData, &bindings.SubnetRegistryMetaData, &bindings.TORAMetaData, &bindings.ValidatorRewardsMetaData, &bindings.StakingMetaData, &bindings.OperatorVaultMetaData, &bindings.ChallengesMetaData, &bindings.ToraNamesMetaData, &bindings.ToraTimelockMetaData, &bindings.ToraGovernorMetaData, &bindings.ModelRegistryMetaData, &bindings.SubnetACLMetaData, &bindings.HTLCMetaData, &bindings.StableTokenMetaData} {
			a, err := m.ParseABI()
			if err != nil {
				panic(err) // generated ABI: cannot fail
			}
			for _, e := range a.Errors {
				errorsBySel[[4]byte(e.ID[:4])] = e
			}
		}
		str, _ := abi.NewType("string", "", nil)
		u256, _ := abi.NewType("uint256", "", nil)
		for _, e := range []abi.Error{
			abi.NewError("Error", abi.Arguments{{Name: "message", Type: str}}),
			abi.NewError("Panic", abi.Arguments{{Name: "code", Type: u256}}),
		} {
			errorsBySel[[4]byte(e.ID[:4])] = e
		}
	})
	return errorsBySel
}
