// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// ChallengesChallenge is an auto generated low-level Go binding around an user-defined struct.
type ChallengesChallenge struct {
	BatchId       *big.Int
	JobId         [32]byte
	Client        common.Address
	Subnet        uint64
	QuorumBps     uint16
	Status        uint8
	Miner         common.Address
	Deadline      uint64
	Challenger    common.Address
	Bond          *big.Int
	Fee           *big.Int
	ResultHash    [32]byte
	SlashAmount   *big.Int
	AgreeStake    *big.Int
	DisagreeStake *big.Int
	SnapshotBlock uint64
	SettleByMs    uint64
	TotalStake    *big.Int
	MinStake      *big.Int
	EngineKey     [32]byte
	ModelKey      [32]byte
	FloorStake    *big.Int
}

// ChallengesOrder is an auto generated low-level Go binding around an user-defined struct.
type ChallengesOrder struct {
	Subnet      uint64
	Client      common.Address
	ModelCid    string
	InputCid    string
	Engine      string
	Spec        string
	MaxFee      *big.Int
	DeadlineMs  uint64
	Nonce       uint64
	CreatedMs   uint64
	BidWindowMs uint32
	InputBytes  uint64
}

// ChallengesVerdictSig is an auto generated low-level Go binding around an user-defined struct.
type ChallengesVerdictSig struct {
	Agree      bool
	ReexecHash [32]byte
	SampleHash [32]byte
	CreatedMs  uint64
	FeeCap     *big.Int
	Signature  []byte
}

// JobEscrowLeaf is an auto generated low-level Go binding around an user-defined struct.
type JobEscrowLeaf struct {
	JobId      [32]byte
	Client     common.Address
	Fee        *big.Int
	ResultHash [32]byte
	SettleByMs uint64
}

// ChallengesMetaData contains all meta data concerning the Challenges contract.
var ChallengesMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractSubnetRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"contractJobEscrow\",\"name\":\"escrow_\",\"type\":\"address\"},{\"internalType\":\"contractStaking\",\"name\":\"staking_\",\"type\":\"address\"},{\"internalType\":\"contractValidatorRewards\",\"name\":\"rewards_\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"votePeriod_\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"governance_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"AlreadyChallenged\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CheckpointUnorderedInsertion\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"DuplicateVerdict\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyEngine\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"InvalidVerdict\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"MinerVerdict\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoDisagreement\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"}],\"name\":\"NonCanonicalEngine\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAValidator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotGovernance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NotOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotValidator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"}],\"name\":\"OrderMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"}],\"name\":\"OverlappingDeclaration\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"StillOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"}],\"name\":\"StillVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"TooManyVerifiers\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"UndeclaredVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"UnknownChallenge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"UnstakedVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"votePeriod\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"max\",\"type\":\"uint64\"}],\"name\":\"VotePeriodTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"votePeriod\",\"type\":\"uint64\"}],\"name\":\"VotePeriodTooShort\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"VotingClosed\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"ChallengeOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"upheld\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bounty\",\"type\":\"uint256\"}],\"name\":\"ChallengeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"agree\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"VerdictCounted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"declared\",\"type\":\"bool\"}],\"name\":\"VerifierDeclared\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"votePeriod\",\"type\":\"uint64\"}],\"name\":\"VotePeriodSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"JOB_ORDER_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_VERIFIERS_PER_KEY\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_JUDGING_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_TURNOUT_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"agree\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"reexecHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"sampleHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"createdMs\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"feeCap\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structChallenges.VerdictSig[]\",\"name\":\"verdicts\",\"type\":\"tuple[]\"}],\"name\":\"addVerdicts\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"challenge\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"},{\"internalType\":\"enumChallenges.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"bond\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint128\",\"name\":\"agreeStake\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"disagreeStake\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"snapshotBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"totalStake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minStake\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"engineKey\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"modelKey\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"floorStake\",\"type\":\"uint256\"}],\"internalType\":\"structChallenges.Challenge\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"challengeOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"declare\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"blockNumber\",\"type\":\"uint256\"}],\"name\":\"declaredAt\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"disagreeing\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"validators\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"stakes\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"contractJobEscrow\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"governance\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"}],\"name\":\"hasVoted\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"inputCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"spec\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"maxFee\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadlineMs\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"createdMs\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bidWindowMs\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"inputBytes\",\"type\":\"uint64\"}],\"internalType\":\"structChallenges.Order\",\"name\":\"o\",\"type\":\"tuple\"}],\"name\":\"hashOrder\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"}],\"name\":\"jobEngine\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Leaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"inputCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"spec\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"maxFee\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadlineMs\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"createdMs\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bidWindowMs\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"inputBytes\",\"type\":\"uint64\"}],\"internalType\":\"structChallenges.Order\",\"name\":\"order\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[]\",\"name\":\"proof\",\"type\":\"bytes32[]\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"agree\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"reexecHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"sampleHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"createdMs\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"feeCap\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structChallenges.VerdictSig[]\",\"name\":\"verdicts\",\"type\":\"tuple[]\"}],\"name\":\"open\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"prune\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractSubnetRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"resolve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"revoke\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"rewards\",\"outputs\":[{\"internalType\":\"contractValidatorRewards\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"votePeriod_\",\"type\":\"uint64\"}],\"name\":\"setVotePeriod\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"staking\",\"outputs\":[{\"internalType\":\"contractStaking\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"agree\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"reexecHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"sampleHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"createdMs\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"feeCap\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structChallenges.VerdictSig\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"verdictDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"verifierKey\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"verifiers\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"votePeriod\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "Challenges",
	Bin: "0x610140604052348015610010575f5ffd5b50604051614ebf380380614ebf83398101604081905261002f916100e3565b6001600160a01b038082166101205287811660805286811660a05285811660c05284811660e0528316610100526202a3006001600160401b03831611156100a157604051634f9d9e6960e01b81526001600160401b03831660048201526202a300602482015260440160405180910390fd5b505f80546001600160401b0319166001600160401b0392909216919091179055506101859350505050565b6001600160a01b03811681146100e0575f5ffd5b50565b5f5f5f5f5f5f5f60e0888a0312156100f9575f5ffd5b8751610104816100cc565b6020890151909750610115816100cc565b6040890151909650610126816100cc565b6060890151909550610137816100cc565b6080890151909450610148816100cc565b60a08901519093506001600160401b0381168114610164575f5ffd5b60c0890151909250610175816100cc565b8091505092959891949750929550565b60805160a05160c05160e0516101005161012051614c3d6102825f395f81816102ea015261052601525f81816103e00152818161387001526138ac01525f818161029001528181610b6101528181610da201528181610e4101528181611c8301528181611d7b01528181612227015281816122d7015281816125480152818161279d01528181612d8b01528181612e47015261338b01525f8181610480015281816107ac01528181610ccf015281816114b70152818161261601528181612c000152612cdd01525f818161035e0152610add01525f81816104f901528181610c9a01528181612c7f01528181612f23015261384e0152614c3d5ff3fe608060405234801561000f575f5ffd5b50600436106101d1575f3560e01c80637b103999116100fe578063aa1e14fa1161009e578063eb40b6611161006e578063eb40b661146104a2578063ee9e9c4b146104b5578063efe1c950146104d4578063fc0c546a146104f4575f5ffd5b8063aa1e14fa14610435578063ab82d9a014610448578063b6765b5f14610468578063e2fdcc171461047b575f5ffd5b806394c955c5116100d957806394c955c5146103ba5780639ec5a894146103db578063a2f0572514610402578063a78135871461040b575f5ffd5b80637b10399914610359578063814436e5146103805780639148f12a14610393575f5ffd5b80634ba8dcc9116101745780635aa6e675116101445780635aa6e675146102e5578063635d71791461030c578063638ad4711461031f57806375cb5f3d14610332575f5ffd5b80634ba8dcc91461026b5780634cf088d91461028b5780634f2f3d0c146102ca5780634f896d4f146102d2575f5ffd5b80633976b2b6116101af5780633976b2b6146102195780633dd01004146102225780633fee34ff146102355780634385963214610248575f5ffd5b806305206c66146101d55780630d22a4a3146101ea57806310b40f8514610206575b5f5ffd5b6101e86101e3366004613d4f565b61051b565b005b6101f361138881565b6040519081526020015b60405180910390f35b6101e8610214366004613dae565b610634565b6101f36107d081565b6101f3610230366004613e6f565b61078b565b6101e8610243366004613dae565b610d8b565b61025b610256366004613f40565b61124f565b60405190151581526020016101fd565b61027e610279366004614057565b61127b565b6040516101fd91906140b6565b6102b27f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101fd565b6101f3608081565b6101e86102e03660046140c8565b611398565b6102b27f000000000000000000000000000000000000000000000000000000000000000081565b6101f361031a3660046140df565b61147f565b6101f361032d366004614142565b6114b1565b6101f37fce6818ba83cfa448e3901875e6a85b117f3edd7f0da6262ae05fbcf05767544e81565b6102b27f000000000000000000000000000000000000000000000000000000000000000081565b61025b61038e3660046141b4565b611549565b6101f37f4d656e2e9b9e72653d23a97644d0c5acb63f500737456a34f9fb517d0015263681565b6103cd6103c83660046140c8565b611592565b6040516101fd92919061422c565b6102b27f000000000000000000000000000000000000000000000000000000000000000081565b6101f360095481565b5f5461041d906001600160401b031681565b6040516001600160401b0390911681526020016101fd565b6101f3610443366004614284565b6116fc565b61045b6104563660046140c8565b6118fc565b6040516101fd91906142dd565b6101e86104763660046144ad565b611b67565b6102b27f000000000000000000000000000000000000000000000000000000000000000081565b6101e86104b0366004614536565b61200f565b6101f36104c33660046140c8565b60086020525f908152604090205481565b6104e76104e23660046140c8565b6120aa565b6040516101fd919061457d565b6102b27f000000000000000000000000000000000000000000000000000000000000000081565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461056b5760405163988d1f0360e01b81523360048201526024015b60405180910390fd5b806001600160401b03165f0361059f57604051632894019360e11b81526001600160401b0382166004820152602401610562565b6202a3006001600160401b03821611156105e057604051634f9d9e6960e01b81526001600160401b03821660048201526202a3006024820152604401610562565b5f805467ffffffffffffffff19166001600160401b0383169081179091556040519081527f9215ce1ba5a8f7a6d80d579069b0348ed7488033fc2be806967e7b8c84e514c89060200160405180910390a150565b5f6106a685858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525050604080516020601f890181900481028201810190925287815292508791508690819084018382808284375f9201919091525061147f92505050565b5f81815260066020908152604080832033845290915290209091506106ca90612113565b6001600160d01b03166001146106e05750610785565b610739813361073188888080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201829052506040805160208101909152908152925061147f915050565b851515612158565b336001600160a01b0316817fcd194feaff64c5fb92a460c33f03f7ab19e286439b93d64d0d542e0216bf4ada878787875f60405161077b9594939291906145b7565b60405180910390a3505b50505050565b5f6107946121ce565b6040516307553aff60e11b8152600481018990525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690630eaa75fe9060240161018060405180830381865afa1580156107fa573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061081e9190614679565b905061082e338260200151612205565b61084d57604051633b4f6e2b60e21b8152336004820152602401610562565b5f610857886116fc565b90508835811461088457604051633bd7539b60e01b81528935600482015260248101829052604401610562565b5f5f5b858110156108d6576108c08787838181106108a4576108a4614761565b90506020028101906108b69190614775565b8c60400135612340565b156108ce57600191506108d6565b600101610887565b50806108f5576040516303f9fc9760e31b815260040160405180910390fd5b60095f8154610903906147a7565b918290555093506109148a85612360565b5f848152600160208181526040928390208e81558d3592810192909255909161094291908d01908d016147bf565b600282018054602087015161012088015161ffff16600160e01b0260ff60f01b19166001600160401b03918216600160a01b026001600160e01b03199093166001600160a01b03958616179290921762ffffff60e01b191691909117600160f01b1790915585516003840180546001600160a01b03191691909316179091555f546109ce9116426147da565b60038201805467ffffffffffffffff60a01b1916600160a01b6001600160401b03939093168302179055610160850151336001600160601b0390911690910217600482015560408b0135600582015560608b01356006820155610a3760a08c0160808d01613d4f565b6008820180546001600160c01b0316600160c01b6001600160401b0393909316929092029190911790556101408401516007820180546bffffffffffffffffffffffff19166001600160601b03909216919091179055610a986001436147f9565b60088201805467ffffffffffffffff60801b1916600160801b6001600160401b03938416021790556020850151604051638f81a42960e01b8152911660048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690638f81a4299060240161012060405180830381865afa158015610b2b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b4f919061480c565b60a001516001600160601b031690505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166393a247ae60026040518263ffffffff1660e01b8152600401610bac91906148c3565b602060405180830381865afa158015610bc7573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610beb91906148dd565b9050808211610bfa5780610bfc565b815b600a840155610c0b838d612422565b85516003840154604080516001600160a01b039093168352336020840152600160a01b9091046001600160401b0316908201528d35908f9089907f27a816045c80d2364d827fcb9be5c1a7a6c9acd2ccec9fc8f5c9ed7d2d9c9a0c9060600160405180910390a46101608601516001600160601b031615610ccd57610160860151610ccd906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690339030906001600160601b03166125dd565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316636a8bc45b8f8f8e8e6040518563ffffffff1660e01b8152600401610d1f94939291906148f4565b5f604051808303815f87803b158015610d36575f5ffd5b505af1158015610d48573d5f5f3e3d5ffd5b50505050610d5887848b8b612613565b610d6183612ac4565b15610d7257610d7287846001612b22565b505050505050610d80612f55565b979650505050505050565b60026040516352ebc13f60e11b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a5d7827e90602401602060405180830381865afa158015610def573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e139190614992565b6002811115610e2457610e246142b5565b141580610eb45750604051631cdbfe6360e11b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906339b7fcc690602401602060405180830381865afa158015610e8e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610eb291906148dd565b155b15610ed457604051630bc677c960e41b8152336004820152602401610562565b5f839003610ef55760405163482407f360e11b815260040160405180910390fd5b8383604051610f059291906149b0565b6040518091039020610f4b85858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061127b92505050565b8051906020012014610f745783836040516315813c9b60e11b81526004016105629291906149bf565b5f610fe685858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525050604080516020601f890181900481028201810190925287815292508791508690819084018382808284375f9201919091525061147f92505050565b5f818152600660209081526040808320338452909152902090915061100a90612113565b6001600160d01b03166001036110205750610785565b5f61106d86868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201829052506040805160208101909152908152925061147f915050565b90505f8390036110ba57335f908152600760209081526040808320848452909152902054156110b557338686604051630aeb629160e21b8152600401610562939291906149d2565b611136565b5f81815260066020908152604080832033845290915290206110db90612113565b6001600160d01b031660010361110a57338686604051630aeb629160e21b8152600401610562939291906149d2565b335f90815260076020908152604080832084845290915281208054909190611131906147a7565b909155505b5f82815260056020908152604080832033845290915281205490036111ce575f8281526004602052604090205460801161118657604051636c3b058b60e01b815260048101839052602401610562565b5f82815260046020908152604080832080546001810182558185528385200180546001600160a01b031916339081179091558685529054600584528285209185529252909120555b6111fa6111da43612f7f565b5f8481526006602090815260408083203384529091529020906001612fb5565b5050336001600160a01b0316827fcd194feaff64c5fb92a460c33f03f7ab19e286439b93d64d0d542e0216bf4ada88888888600160405161123f9594939291906145b7565b60405180910390a3505050505050565b5f8281526003602090815260408083206001600160a01b038516845290915290205460ff165b92915050565b805160609082905f036112aa5750506040805180820190915260048152630dedcdcf60e31b6020820152919050565b5f81516001600160401b038111156112c4576112c4613f6e565b6040519080825280601f01601f1916602001820160405280156112ee576020820181803683370190505b5090505f5b8251811015611390575f83828151811061130f5761130f614761565b01602001516001600160f81b0319169050604160f81b81108015906113425750602d60f91b6001600160f81b0319821611155b61134c578061135f565b61135b60f882901c60206149ff565b60f81b5b83838151811061137157611371614761565b60200101906001600160f81b03191690815f1a905350506001016112f3565b509392505050565b6113a06121ce565b5f6113aa82612fcf565b90506113b581612ac4565b156113cb576113c682826001612b22565b611473565b6003810154600160a01b90046001600160401b031642106113f9576113c682826113f484613066565b612b22565b6009810154600282015461141a90600160e01b900461ffff166127106147f9565b6114249190614a18565b60078201546114469061271090600160601b90046001600160801b0316614a18565b1115611457576113c682825f612b22565b60405163d2fa673960e01b815260048101839052602401610562565b5061147c612f55565b50565b5f8282604051602001611493929190614a2f565b60405160208183030381529060405280519060200120905092915050565b5f61153f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663f698da256040518163ffffffff1660e01b8152600401602060405180830381865afa158015611511573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061153591906148dd565b8787878787613106565b9695505050505050565b5f61157d61155683612f7f565b5f8681526006602090815260408083206001600160a01b0389168452909152902090613208565b6001600160d01b031660011490509392505050565b5f818152600260205260409020805460609182916001600160401b038111156115bd576115bd613f6e565b6040519080825280602002602001820160405280156115e6578160200160208202803683370190505b5081549093506001600160401b0381111561160357611603613f6e565b60405190808252806020026020018201604052801561162c578160200160208202803683370190505b5091505f5b81548110156116f55781818154811061164c5761164c614761565b5f9182526020909120015484516001600160a01b039091169085908390811061167757611677614761565b60200260200101906001600160a01b031690816001600160a01b0316815250508181815481106116a9576116a9614761565b905f5260205f20015f0160149054906101000a90046001600160601b03166001600160601b03168382815181106116e2576116e2614761565b6020908102919091010152600101611631565b5050915091565b5f7f4d656e2e9b9e72653d23a97644d0c5acb63f500737456a34f9fb517d0015263661172b6020840184613d4f565b61173b60408501602086016147bf565b6117486040860186614a53565b6040516117569291906149b0565b60405190819003902061176c6060870187614a53565b60405161177a9291906149b0565b6040519081900390206117906080880188614a53565b60405161179e9291906149b0565b6040519081900390206117b460a0890189614a53565b6040516117c29291906149b0565b6040805191829003822060208301989098526001600160401b03909616958101959095526001600160a01b039093166060850152608084019190915260a083015260c082015260e08101919091526101000160408051601f1981840301815291905260c083013561183a610100850160e08601613d4f565b61184c61012086016101008701613d4f565b61185e61014087016101208801613d4f565b61187061016088016101408901614a95565b61188261018089016101608a01613d4f565b6040805160208101979097526001600160401b03958616908701529284166060860152908316608085015263ffffffff1660a08401521660c082015260e00160408051601f19818403018152908290526118df9291602001614ac7565b604051602081830303815290604052805190602001209050919050565b604080516102c0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e08101829052610200810182905261022081018290526102408101829052610260810182905261028081018290526102a08101919091525f82815260016020818152604080842081516102c08101835281548152938101549284019290925260028201546001600160a01b03811691840191909152600160a01b81046001600160401b03166060840152600160e01b810461ffff16608084015260a0830190600160f01b900460ff166003811115611a2f57611a2f6142b5565b6003811115611a4057611a406142b5565b815260038201546001600160a01b0380821660208401526001600160401b03600160a01b9283900481166040850152600485015491821660608501526001600160601b039290910482166080840152600584015460a0840152600684015460c0840152600784015491821660e08401526001600160801b03600160601b90920482166101008401526008840154918216610120840152600160801b82048116610140840152600160c01b909104166101608201526009820154610180820152600a8201546101a0820152600b8201546101c0820152600c8201546101e0820152600d909101546102009091015290505f8160a001516003811115611b4657611b466142b5565b03611275576040516346bb1c0f60e01b815260048101849052602401610562565b85611bd985858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525050604080516020601f890181900481028201810190925287815292508791508690819084018382808284375f9201919091525061147f92505050565b141580611c0557505f8681526005602090815260408083206001600160a01b0389168452909152902054155b612007575f611c156001436147f9565b9050611c4a611c2382612f7f565b5f8981526006602090815260408083206001600160a01b038c168452909152902090613208565b6001600160d01b03166001148015611cef5750604051634d38f18b60e11b81526001600160a01b038781166004830152602482018390527f00000000000000000000000000000000000000000000000000000000000000001690639a71e31690604401602060405180830381865afa158015611cc8573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611cec91906148dd565b15155b15611d1f57604051637f70e64360e11b8152600481018890526001600160a01b0387166024820152604401610562565b5f8781526006602090815260408083206001600160a01b038a1684529091529020611d4990612113565b6001600160d01b03166001148015611de75750604051631cdbfe6360e11b81526001600160a01b0387811660048301527f000000000000000000000000000000000000000000000000000000000000000016906339b7fcc690602401602060405180830381865afa158015611dc0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611de491906148dd565b15155b15611e1757604051637f70e64360e11b8152600481018890526001600160a01b0387166024820152604401610562565b5f8781526006602090815260408083206001600160a01b038a1684529091529020611e4190612113565b6001600160d01b0316600103611eed57611ea2878761073188888080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201829052506040805160208101909152908152925061147f915050565b856001600160a01b0316877fcd194feaff64c5fb92a460c33f03f7ab19e286439b93d64d0d542e0216bf4ada878787875f604051611ee49594939291906145b7565b60405180910390a35b5f8781526005602090815260408083206001600160a01b038a1684528252808320548a8452600490925282208054919290918290611f2d906001906147f9565b81548110611f3d57611f3d614761565b5f918252602090912001546001600160a01b031690508082611f606001866147f9565b81548110611f7057611f70614761565b5f91825260208083209190910180546001600160a01b0319166001600160a01b039485161790558c82526005815260408083209385168352929052208390558154829080611fc057611fc0614adb565b5f828152602080822083015f1990810180546001600160a01b03191690559092019092558b82526005815260408083206001600160a01b038d168452909152812055505050505b505050505050565b6120176121ce565b5f61202184612fcf565b6003810154909150600160a01b90046001600160401b03164210612076576003810154604051636f929d3f60e01b815260048101869052600160a01b9091046001600160401b03166024820152604401610562565b61208284828585612613565b61208b81612ac4565b1561209c5761209c84826001612b22565b506120a5612f55565b505050565b5f8181526004602090815260409182902080548351818402810184019094528084526060939283018282801561210757602002820191905f5260205f20905b81546001600160a01b031681526001909101906020018083116120e9575b50505050509050919050565b80545f90801561214f576121398361212c6001846147f9565b5f91825260209091200190565b54600160301b90046001600160d01b0316612151565b5f5b9392505050565b61218c61216443612f7f565b5f8681526006602090815260408083206001600160a01b038916845290915281209190612fb5565b50508015610785576001600160a01b0383165f908152600760209081526040808320858452909152812080549091906121c490614aef565b9091555050505050565b6121d66132aa565b61220360017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b906132ea565b565b5f60026040516352ebc13f60e11b81526001600160a01b0385811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063a5d7827e90602401602060405180830381865afa15801561226c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906122909190614992565b60028111156122a1576122a16142b5565b1480156121515750604051631a96e1d960e21b81526001600160a01b0384811660048301526001600160401b03841660248301527f00000000000000000000000000000000000000000000000000000000000000001690636a5b876490604401602060405180830381865afa15801561231c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906121519190614b04565b5f61234e6020840184614b1f565b15806121515750506080909101351090565b5f823561237360408501602086016147bf565b6040850135606086013561238d60a0880160808901613d4f565b6040805160208101969096526001600160a01b0390941693850193909352606084019190915260808301526001600160401b031660a082015260c00160408051601f1981840301815291815281516020928301205f8181526008909352912054909150156124115760405163c4da3f0160e01b815283356004820152602401610562565b5f9081526008602052604090205550565b5f61246c6124336080840184614a53565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061127b92505050565b90505f6124878260405180602001604052805f81525061147f565b90505f6124d48361249b6040870187614a53565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061147f92505050565b600b8601839055600c860181905590505f6124ef83876132f1565b905082821461250f5761250282876132f1565b61250c9082614b3a565b90505b6009860181905560088601546040516325000ea960e11b8152600160801b9091046001600160401b03166004820152612710906107d0907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690634a001d5290602401602060405180830381865afa158015612595573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906125b991906148dd565b6125c39190614a18565b6125cd9190614b61565b86600d0181905550505050505050565b6125eb84848484600161342e565b61078557604051635274afe760e01b81526001600160a01b0385166004820152602401610562565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663f698da256040518163ffffffff1660e01b8152600401602060405180830381865afa158015612670573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061269491906148dd565b90505f5b8281101561200757368484838181106126b3576126b3614761565b90506020028101906126c59190614775565b90505f612722888461271087868c600101548d60020160149054906101000a90046001600160401b03168e6003015f9054906101000a90046001600160a01b03168f60060154613106565b61271d60a0870187614a53565b61349b565b60038801549091506001600160a01b039081169082160361276157604051631726e79b60e11b81526001600160a01b0382166004820152602401610562565b6008870154604051634d38f18b60e11b81526001600160a01b038381166004830152600160801b9092046001600160401b031660248201525f917f00000000000000000000000000000000000000000000000000000000000000001690639a71e31690604401602060405180830381865afa1580156127e2573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061280691906148dd565b9050801580612818575087600a015481105b156128415760405163d84c34fb60e01b81526001600160a01b0383166004820152602401610562565b600b880154600889015461286791908490600160801b90046001600160401b0316611549565b1580156128975750600c880154600889015461289591908490600160801b90046001600160401b0316611549565b155b156128c057604051633aa2ea3d60e21b81526001600160a01b0383166004820152602401610562565b5f8981526003602090815260408083206001600160a01b038616845290915290205460ff16156129155760405163036ae15360e21b8152600481018a90526001600160a01b0383166024820152604401610562565b5f8981526003602090815260408083206001600160a01b03861684529091528120805460ff191660011790556005890154612951908590612340565b9050806129ae576129618261358d565b60078a018054600c90612985908490600160601b90046001600160801b0316614b80565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550612a6e565b6129b78261358d565b60088a0180545f906129d39084906001600160801b0316614b80565b92506101000a8154816001600160801b0302191690836001600160801b0316021790555060025f8b81526020019081526020015f206040518060400160405280856001600160a01b03168152602001612a2b856135c0565b6001600160601b0390811690915282546001810184555f93845260209384902083519490930151909116600160a01b026001600160a01b03909316929092179101555b6040805182158152602081018490526001600160a01b038516918c917f91d736c6c602b3b7d8cc84855735f71c64292be7f3f6f745af0bc47e915cf167910160405180910390a350505050806001019050612698565b60088101545f906001600160801b03168015801590612ae7575082600d01548110155b8015612151575060098301546002840154612b0d9190600160e01b900461ffff16614a18565b612b1961271083614a18565b10159392505050565b6040805160a0810182526001840154815260028401546001600160a01b03166020820152600584015491810191909152600683015460608201526008830154600160c01b90046001600160401b031660808201526004830154600160a01b90046001600160601b031682612caf5760028401805460ff60f01b1916600360f01b179055604080515f8082526020820181905281830152905186917fbc0011a2aa5dcb7a288470a9208bc88c2eb523d18727d8657b52927b03cd231d919081900360600190a28354604051630806f97b60e31b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691634037cbd891612c38919086905f90600401614b9f565b5f604051808303815f87803b158015612c4f575f5ffd5b505af1158015612c61573d5f5f3e3d5ffd5b50505050805f14612ca8576003840154612ca8906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000081169116836135f3565b5050505050565b60028401805460ff60f01b1916600160f11b1790558354604051630806f97b60e31b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691634037cbd891612d1691908690600190600401614b9f565b5f604051808303815f87803b158015612d2d575f5ffd5b505af1158015612d3f573d5f5f3e3d5ffd5b50505050600384015460078501545f916001600160a01b0316906001600160601b031615801590612e0857505f6040516352ebc13f60e11b81526001600160a01b0383811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063a5d7827e90602401602060405180830381865afa158015612dd0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612df49190614992565b6002811115612e0557612e056142b5565b14155b15612eb5576007860154604051630bfac59960e41b81526001600160a01b0383811660048301526001600160601b0390921660248201523060448201527f00000000000000000000000000000000000000000000000000000000000000009091169063bfac5990906064016020604051808303815f875af1925050508015612ead575060408051601f3d908101601f19168201909252612eaa918101906148dd565b60015b15612eb55791505b60408051600181526020810184905290810183905287907fbc0011a2aa5dcb7a288470a9208bc88c2eb523d18727d8657b52927b03cd231d9060600160405180910390a28115612f0a57612f0a878784613628565b8215612f4c576004860154612f4c906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000081169116856135f3565b50505050505050565b6122035f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f006121fd565b5f65ffffffffffff821115612fb1576040516306dfcc6560e41b81526030600482015260248101839052604401610562565b5090565b5f80612fc285858561391b565b915091505b935093915050565b5f818152600160205260408120906002820154600160f01b900460ff166003811115612ffd57612ffd6142b5565b0361301e576040516346bb1c0f60e01b815260048101839052602401610562565b60016002820154600160f01b900460ff166003811115613040576130406142b5565b1461306157604051631a0d9b9560e11b815260048101839052602401610562565b919050565b600881015460078201545f916001600160801b0390811691839161309291600160601b90041683614b3a565b905081158015906130a7575083600d01548210155b80156130d8575060028401546130c9908290600160e01b900461ffff16614a18565b6130d561271084614a18565b10155b80156130fe575060098401546130f090611388614a18565b6130fc61271084614a18565b115b949350505050565b5f807fce6818ba83cfa448e3901875e6a85b117f3edd7f0da6262ae05fbcf05767544e8686868661313a60208d018d614b1f565b8c602001358d604001358e60600160208101906131579190613d4f565b60408051602081019a909a528901979097526001600160401b0395861660608901526001600160a01b0390941660808881019190915260a088019390935290151560c087015260e08601526101008501919091529116610120830152880135610140820152610160016040516020818303038152906040528051906020012090506131fc888260405161190160f01b8152600281019290925260228201526042902090565b98975050505050505050565b81545f9081816005811115613264575f61322184613a6b565b61322b90856147f9565b5f8881526020902090915081015465ffffffffffff908116908716101561325457809150613262565b61325f816001614b3a565b92505b505b5f61327187878585613bc3565b9050801561329e576132888761212c6001846147f9565b54600160301b90046001600160d01b0316610d80565b5f979650505050505050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c1561220357604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b5f8281526004602052604081206008830154600a840154600160801b9091046001600160401b031690835b8354811015613424575f84828154811061333857613338614761565b5f918252602090912001546001600160a01b03169050613359888286611549565b613363575061341c565b604051634d38f18b60e11b81526001600160a01b038281166004830152602482018690525f917f000000000000000000000000000000000000000000000000000000000000000090911690639a71e31690604401602060405180830381865afa1580156133d2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906133f691906148dd565b905080158015906134075750838110155b15613419576134168188614b3a565b96505b50505b60010161331c565b5050505092915050565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f5114831661348a57838315161561347e573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f604182146134c75760405163685c4a4160e11b81526004810187905260248101869052604401610562565b5f6134d56020828587614bf9565b6134de91614c20565b90505f6134ef604060208688614bf9565b6134f891614c20565b90505f8585604081811061350e5761350e614761565b919091013560f81c915050601b8110156135305761352d601b826149ff565b90505b5f5f61353e89848787613c11565b5090925090505f816003811115613557576135576142b5565b1461357f5760405163685c4a4160e11b8152600481018c9052602481018b9052604401610562565b509998505050505050505050565b5f6001600160801b03821115612fb1576040516306dfcc6560e41b81526080600482015260248101839052604401610562565b5f6001600160601b03821115612fb1576040516306dfcc6560e41b81526060600482015260248101839052604401610562565b6136008383836001613cd9565b6120a557604051635274afe760e01b81526001600160a01b0384166004820152602401610562565b5f83815260026020526040812080549091613644826001614b3a565b6001600160401b0381111561365b5761365b613f6e565b604051908082528060200260200182016040528015613684578160200160208202803683370190505b5090505f613693836001614b3a565b6001600160401b038111156136aa576136aa613f6e565b6040519080825280602002602001820160405280156136d3578160200160208202803683370190505b5060088701549091506001600160801b03165f805b858110156137dc5786818154811061370257613702614761565b5f9182526020909120015485516001600160a01b039091169086908390811061372d5761372d614761565b60200260200101906001600160a01b031690816001600160a01b0316815250508287828154811061376057613760614761565b5f9182526020909120015461378590600160a01b90046001600160601b03168a614a18565b61378f9190614b61565b8482815181106137a1576137a1614761565b6020026020010181815250508381815181106137bf576137bf614761565b6020026020010151826137d29190614b3a565b91506001016136e8565b50600488015484516001600160a01b039091169085908790811061380257613802614761565b6001600160a01b039092166020928302919091019091015261382481886147f9565b83868151811061383657613836614761565b60209081029190910101526138956001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000167f0000000000000000000000000000000000000000000000000000000000000000896135f3565b6040516310d9ace960e31b81526001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906386cd6748906138e3908790879060040161422c565b5f604051808303815f87803b1580156138fa575f5ffd5b505af115801561390c573d5f5f3e3d5ffd5b50505050505050505050505050565b82545f9081908015613a11575f6139378761212c6001856147f9565b805490915065ffffffffffff80821691600160301b90046001600160d01b031690881682111561397a57604051632520601d60e01b815260040160405180910390fd5b8765ffffffffffff168265ffffffffffff16036139b357825465ffffffffffff16600160301b6001600160d01b03891602178355613a03565b6040805180820190915265ffffffffffff808a1682526001600160d01b03808a1660208085019182528d54600181018f555f8f81529190912094519151909216600160301b029216919091179101555b9450859350612fc792505050565b50506040805180820190915265ffffffffffff80851682526001600160d01b0380851660208085019182528854600181018a555f8a815291822095519251909316600160301b029190931617920191909155905081612fc7565b5f60018211613a78575090565b816001600160801b8210613a915760809190911c9060401b5b680100000000000000008210613aac5760409190911c9060201b5b6401000000008210613ac35760209190911c9060101b5b620100008210613ad85760109190911c9060081b5b6101008210613aec5760089190911c9060041b5b60108210613aff5760049190911c9060021b5b60048210613b0b5760011b5b600302600190811c90818581613b2357613b23614b4d565b048201901c90506001818581613b3b57613b3b614b4d565b048201901c90506001818581613b5357613b53614b4d565b048201901c90506001818581613b6b57613b6b614b4d565b048201901c90506001818581613b8357613b83614b4d565b048201901c90506001818581613b9b57613b9b614b4d565b048201901c9050613bba818581613bb457613bb4614b4d565b04821190565b90039392505050565b5f5b81831015611390575f85815260209020838316600285851804019081015465ffffffffffff86811691161115613bfd57809250613c0b565b613c08816001614b3a565b93505b50613bc5565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115613c4a57505f91506003905082613ccf565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015613c9b573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116613cc657505f925060019150829050613ccf565b92505f91508190505b9450945094915050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316613d2f578383151615613d23573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b6001600160401b038116811461147c575f5ffd5b5f60208284031215613d5f575f5ffd5b813561215181613d3b565b5f5f83601f840112613d7a575f5ffd5b5081356001600160401b03811115613d90575f5ffd5b602083019150836020828501011115613da7575f5ffd5b9250929050565b5f5f5f5f60408587031215613dc1575f5ffd5b84356001600160401b03811115613dd6575f5ffd5b613de287828801613d6a565b90955093505060208501356001600160401b03811115613e00575f5ffd5b613e0c87828801613d6a565b95989497509550505050565b5f6101808284031215613e29575f5ffd5b50919050565b5f5f83601f840112613e3f575f5ffd5b5081356001600160401b03811115613e55575f5ffd5b6020830191508360208260051b8501011115613da7575f5ffd5b5f5f5f5f5f5f5f878903610120811215613e87575f5ffd5b8835975060a0601f1982011215613e9c575f5ffd5b5060208801955060c08801356001600160401b03811115613ebb575f5ffd5b613ec78a828b01613e18565b95505060e08801356001600160401b03811115613ee2575f5ffd5b613eee8a828b01613e2f565b9095509350506101008801356001600160401b03811115613f0d575f5ffd5b613f198a828b01613e2f565b989b979a50959850939692959293505050565b6001600160a01b038116811461147c575f5ffd5b5f5f60408385031215613f51575f5ffd5b823591506020830135613f6381613f2c565b809150509250929050565b634e487b7160e01b5f52604160045260245ffd5b60405161018081016001600160401b0381118282101715613fa557613fa5613f6e565b60405290565b60405161012081016001600160401b0381118282101715613fa557613fa5613f6e565b5f82601f830112613fdd575f5ffd5b81356001600160401b03811115613ff657613ff6613f6e565b604051601f8201601f19908116603f011681016001600160401b038111828210171561402457614024613f6e565b60405281815283820160200185101561403b575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f60208284031215614067575f5ffd5b81356001600160401b0381111561407c575f5ffd5b6130fe84828501613fce565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6121516020830184614088565b5f602082840312156140d8575f5ffd5b5035919050565b5f5f604083850312156140f0575f5ffd5b82356001600160401b03811115614105575f5ffd5b61411185828601613fce565b92505060208301356001600160401b0381111561412c575f5ffd5b61413885828601613fce565b9150509250929050565b5f5f5f5f5f60a08688031215614156575f5ffd5b85356001600160401b0381111561416b575f5ffd5b860160c0818903121561417c575f5ffd5b945060208601359350604086013561419381613d3b565b925060608601356141a381613f2c565b949793965091946080013592915050565b5f5f5f606084860312156141c6575f5ffd5b8335925060208401356141d881613f2c565b929592945050506040919091013590565b5f8151808452602084019350602083015f5b828110156142225781516001600160a01b03168652602095860195909101906001016141fb565b5093949350505050565b604081525f61423e60408301856141e9565b82810360208401528084518083526020830191506020860192505f5b8181101561427857835183526020938401939092019160010161425a565b50909695505050505050565b5f60208284031215614294575f5ffd5b81356001600160401b038111156142a9575f5ffd5b6130fe84828501613e18565b634e487b7160e01b5f52602160045260245ffd5b600481106142d9576142d96142b5565b9052565b5f6102c0820190508251825260208301516020830152604083015161430d60408401826001600160a01b03169052565b50606083015161432860608401826001600160401b03169052565b50608083015161433e608084018261ffff169052565b5060a083015161435160a08401826142c9565b5060c083015161436c60c08401826001600160a01b03169052565b5060e083015161438760e08401826001600160401b03169052565b506101008301516143a46101008401826001600160a01b03169052565b506101208301516143c16101208401826001600160601b03169052565b506101408301516101408301526101608301516101608301526101808301516143f66101808401826001600160601b03169052565b506101a08301516144136101a08401826001600160801b03169052565b506101c08301516144306101c08401826001600160801b03169052565b506101e083015161444d6101e08401826001600160401b03169052565b5061020083015161446a6102008401826001600160401b03169052565b506102208301516102208301526102408301516102408301526102608301516102608301526102808301516102808301526102a08301516102a083015292915050565b5f5f5f5f5f5f608087890312156144c2575f5ffd5b8635955060208701356144d481613f2c565b945060408701356001600160401b038111156144ee575f5ffd5b6144fa89828a01613d6a565b90955093505060608701356001600160401b03811115614518575f5ffd5b61452489828a01613d6a565b979a9699509497509295939492505050565b5f5f5f60408486031215614548575f5ffd5b8335925060208401356001600160401b03811115614564575f5ffd5b61457086828701613e2f565b9497909650939450505050565b602081525f61215160208301846141e9565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b606081525f6145ca60608301878961458f565b82810360208401526145dd81868861458f565b91505082151560408301529695505050505050565b805161306181613f2c565b805161306181613d3b565b805161ffff81168114613061575f5ffd5b801515811461147c575f5ffd5b805161306181614619565b80516001600160801b0381168114613061575f5ffd5b63ffffffff8116811461147c575f5ffd5b805161306181614647565b80516001600160601b0381168114613061575f5ffd5b5f61018082840312801561468b575f5ffd5b50614694613f82565b61469d836145f2565b81526146ab602084016145fd565b60208201526146bc60408401614608565b60408201526146cd60608401614626565b60608201526146de60808401614631565b60808201526146ef60a084016145fd565b60a082015261470060c08401614658565b60c082015261471160e08401614658565b60e0820152610100838101519082015261472e6101208401614608565b6101208201526147416101408401614663565b6101408201526147546101608401614663565b6101608201529392505050565b634e487b7160e01b5f52603260045260245ffd5b5f823560be19833603018112614789575f5ffd5b9190910192915050565b634e487b7160e01b5f52601160045260245ffd5b5f600182016147b8576147b8614793565b5060010190565b5f602082840312156147cf575f5ffd5b813561215181613f2c565b6001600160401b03818116838216019081111561127557611275614793565b8181038181111561127557611275614793565b5f61012082840312801561481e575f5ffd5b50614827613fab565b61483083614631565b815261483e60208401614608565b602082015261484f604084016145fd565b604082015261486060608401614608565b606082015261487160808401614663565b608082015261488260a08401614663565b60a082015261489360c08401614663565b60c08201526148a460e08401614663565b60e08201526148b66101008401614608565b6101008201529392505050565b60208101600383106148d7576148d76142b5565b91905290565b5f602082840312156148ed575f5ffd5b5051919050565b84815283356020808301919091525f9085013561491081613f2c565b6001600160a01b031660408381019190915285013560608084019190915285013560808084019190915285013561494681613d3b565b6001600160401b031660a083015260e060c0830181905282018390526001600160fb1b03831115614975575f5ffd5b8260051b8085610100850137919091016101000195945050505050565b5f602082840312156149a2575f5ffd5b815160038110612151575f5ffd5b818382375f9101908152919050565b602081525f6130fe60208301848661458f565b6001600160a01b03841681526040602082018190525f906149f6908301848661458f565b95945050505050565b60ff818116838216019081111561127557611275614793565b808202811582820484141761127557611275614793565b604081525f614a416040830185614088565b82810360208401526149f68185614088565b5f5f8335601e19843603018112614a68575f5ffd5b8301803591506001600160401b03821115614a81575f5ffd5b602001915036819003821315613da7575f5ffd5b5f60208284031215614aa5575f5ffd5b813561215181614647565b5f81518060208401855e5f93019283525090919050565b5f6130fe614ad58386614ab0565b84614ab0565b634e487b7160e01b5f52603160045260245ffd5b5f81614afd57614afd614793565b505f190190565b5f60208284031215614b14575f5ffd5b815161215181614619565b5f60208284031215614b2f575f5ffd5b813561215181614619565b8082018082111561127557611275614793565b634e487b7160e01b5f52601260045260245ffd5b5f82614b7b57634e487b7160e01b5f52601260045260245ffd5b500490565b6001600160801b03818116838216019081111561127557611275614793565b92835281516020808501919091528201516001600160a01b0316604080850191909152820151606080850191909152820151608080850191909152909101516001600160401b031660a0830152151560c082015260e00190565b5f5f85851115614c07575f5ffd5b83861115614c13575f5ffd5b5050820193919092039150565b80356020831015611275575f19602084900360031b1b169291505056",
}

// Challenges is an auto generated Go binding around an Ethereum contract.
type Challenges struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Challenges) GetABI() abi.ABI {
	return c.abi
}

// NewChallenges creates a new instance of Challenges.
func NewChallenges() *Challenges {
	parsed, err := ChallengesMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Challenges{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Challenges) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token_, address registry_, address escrow_, address staking_, address rewards_, uint64 votePeriod_, address governance_) returns()
func (challenges *Challenges) PackConstructor(token_ common.Address, registry_ common.Address, escrow_ common.Address, staking_ common.Address, rewards_ common.Address, votePeriod_ uint64, governance_ common.Address) []byte {
	enc, err := challenges.abi.Pack("", token_, registry_, escrow_, staking_, rewards_, votePeriod_, governance_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackJOBORDERTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9148f12a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function JOB_ORDER_TYPEHASH() view returns(bytes32)
func (challenges *Challenges) PackJOBORDERTYPEHASH() []byte {
	enc, err := challenges.abi.Pack("JOB_ORDER_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJOBORDERTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9148f12a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function JOB_ORDER_TYPEHASH() view returns(bytes32)
func (challenges *Challenges) TryPackJOBORDERTYPEHASH() ([]byte, error) {
	return challenges.abi.Pack("JOB_ORDER_TYPEHASH")
}

// UnpackJOBORDERTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9148f12a.
//
// Solidity: function JOB_ORDER_TYPEHASH() view returns(bytes32)
func (challenges *Challenges) UnpackJOBORDERTYPEHASH(data []byte) ([32]byte, error) {
	out, err := challenges.abi.Unpack("JOB_ORDER_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackMAXVERIFIERSPERKEY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f2f3d0c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_VERIFIERS_PER_KEY() view returns(uint256)
func (challenges *Challenges) PackMAXVERIFIERSPERKEY() []byte {
	enc, err := challenges.abi.Pack("MAX_VERIFIERS_PER_KEY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXVERIFIERSPERKEY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f2f3d0c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_VERIFIERS_PER_KEY() view returns(uint256)
func (challenges *Challenges) TryPackMAXVERIFIERSPERKEY() ([]byte, error) {
	return challenges.abi.Pack("MAX_VERIFIERS_PER_KEY")
}

// UnpackMAXVERIFIERSPERKEY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4f2f3d0c.
//
// Solidity: function MAX_VERIFIERS_PER_KEY() view returns(uint256)
func (challenges *Challenges) UnpackMAXVERIFIERSPERKEY(data []byte) (*big.Int, error) {
	out, err := challenges.abi.Unpack("MAX_VERIFIERS_PER_KEY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMINJUDGINGBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3976b2b6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_JUDGING_BPS() view returns(uint256)
func (challenges *Challenges) PackMINJUDGINGBPS() []byte {
	enc, err := challenges.abi.Pack("MIN_JUDGING_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINJUDGINGBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3976b2b6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_JUDGING_BPS() view returns(uint256)
func (challenges *Challenges) TryPackMINJUDGINGBPS() ([]byte, error) {
	return challenges.abi.Pack("MIN_JUDGING_BPS")
}

// UnpackMINJUDGINGBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3976b2b6.
//
// Solidity: function MIN_JUDGING_BPS() view returns(uint256)
func (challenges *Challenges) UnpackMINJUDGINGBPS(data []byte) (*big.Int, error) {
	out, err := challenges.abi.Unpack("MIN_JUDGING_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMINTURNOUTBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d22a4a3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_TURNOUT_BPS() view returns(uint256)
func (challenges *Challenges) PackMINTURNOUTBPS() []byte {
	enc, err := challenges.abi.Pack("MIN_TURNOUT_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINTURNOUTBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d22a4a3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_TURNOUT_BPS() view returns(uint256)
func (challenges *Challenges) TryPackMINTURNOUTBPS() ([]byte, error) {
	return challenges.abi.Pack("MIN_TURNOUT_BPS")
}

// UnpackMINTURNOUTBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0d22a4a3.
//
// Solidity: function MIN_TURNOUT_BPS() view returns(uint256)
func (challenges *Challenges) UnpackMINTURNOUTBPS(data []byte) (*big.Int, error) {
	out, err := challenges.abi.Unpack("MIN_TURNOUT_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackVERDICTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75cb5f3d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VERDICT_TYPEHASH() view returns(bytes32)
func (challenges *Challenges) PackVERDICTTYPEHASH() []byte {
	enc, err := challenges.abi.Pack("VERDICT_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVERDICTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75cb5f3d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VERDICT_TYPEHASH() view returns(bytes32)
func (challenges *Challenges) TryPackVERDICTTYPEHASH() ([]byte, error) {
	return challenges.abi.Pack("VERDICT_TYPEHASH")
}

// UnpackVERDICTTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x75cb5f3d.
//
// Solidity: function VERDICT_TYPEHASH() view returns(bytes32)
func (challenges *Challenges) UnpackVERDICTTYPEHASH(data []byte) ([32]byte, error) {
	out, err := challenges.abi.Unpack("VERDICT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAddVerdicts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb40b661.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addVerdicts(uint256 id, (bool,bytes32,bytes32,uint64,uint256,bytes)[] verdicts) returns()
func (challenges *Challenges) PackAddVerdicts(id *big.Int, verdicts []ChallengesVerdictSig) []byte {
	enc, err := challenges.abi.Pack("addVerdicts", id, verdicts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddVerdicts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb40b661.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addVerdicts(uint256 id, (bool,bytes32,bytes32,uint64,uint256,bytes)[] verdicts) returns()
func (challenges *Challenges) TryPackAddVerdicts(id *big.Int, verdicts []ChallengesVerdictSig) ([]byte, error) {
	return challenges.abi.Pack("addVerdicts", id, verdicts)
}

// PackChallenge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab82d9a0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challenge(uint256 id) view returns((uint256,bytes32,address,uint64,uint16,uint8,address,uint64,address,uint96,uint256,bytes32,uint96,uint128,uint128,uint64,uint64,uint256,uint256,bytes32,bytes32,uint256))
func (challenges *Challenges) PackChallenge(id *big.Int) []byte {
	enc, err := challenges.abi.Pack("challenge", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallenge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab82d9a0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challenge(uint256 id) view returns((uint256,bytes32,address,uint64,uint16,uint8,address,uint64,address,uint96,uint256,bytes32,uint96,uint128,uint128,uint64,uint64,uint256,uint256,bytes32,bytes32,uint256))
func (challenges *Challenges) TryPackChallenge(id *big.Int) ([]byte, error) {
	return challenges.abi.Pack("challenge", id)
}

// UnpackChallenge is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xab82d9a0.
//
// Solidity: function challenge(uint256 id) view returns((uint256,bytes32,address,uint64,uint16,uint8,address,uint64,address,uint96,uint256,bytes32,uint96,uint128,uint128,uint64,uint64,uint256,uint256,bytes32,bytes32,uint256))
func (challenges *Challenges) UnpackChallenge(data []byte) (ChallengesChallenge, error) {
	out, err := challenges.abi.Unpack("challenge", data)
	if err != nil {
		return *new(ChallengesChallenge), err
	}
	out0 := *abi.ConvertType(out[0], new(ChallengesChallenge)).(*ChallengesChallenge)
	return out0, nil
}

// PackChallengeCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2f05725.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengeCount() view returns(uint256)
func (challenges *Challenges) PackChallengeCount() []byte {
	enc, err := challenges.abi.Pack("challengeCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengeCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2f05725.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengeCount() view returns(uint256)
func (challenges *Challenges) TryPackChallengeCount() ([]byte, error) {
	return challenges.abi.Pack("challengeCount")
}

// UnpackChallengeCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa2f05725.
//
// Solidity: function challengeCount() view returns(uint256)
func (challenges *Challenges) UnpackChallengeCount(data []byte) (*big.Int, error) {
	out, err := challenges.abi.Unpack("challengeCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackChallengeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee9e9c4b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengeOf(bytes32 ) view returns(uint256)
func (challenges *Challenges) PackChallengeOf(arg0 [32]byte) []byte {
	enc, err := challenges.abi.Pack("challengeOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee9e9c4b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengeOf(bytes32 ) view returns(uint256)
func (challenges *Challenges) TryPackChallengeOf(arg0 [32]byte) ([]byte, error) {
	return challenges.abi.Pack("challengeOf", arg0)
}

// UnpackChallengeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xee9e9c4b.
//
// Solidity: function challengeOf(bytes32 ) view returns(uint256)
func (challenges *Challenges) UnpackChallengeOf(data []byte) (*big.Int, error) {
	out, err := challenges.abi.Unpack("challengeOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDeclare is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fee34ff.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function declare(string engine, string modelCid) returns()
func (challenges *Challenges) PackDeclare(engine string, modelCid string) []byte {
	enc, err := challenges.abi.Pack("declare", engine, modelCid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeclare is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fee34ff.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function declare(string engine, string modelCid) returns()
func (challenges *Challenges) TryPackDeclare(engine string, modelCid string) ([]byte, error) {
	return challenges.abi.Pack("declare", engine, modelCid)
}

// PackDeclaredAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x814436e5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function declaredAt(bytes32 key, address validator, uint256 blockNumber) view returns(bool)
func (challenges *Challenges) PackDeclaredAt(key [32]byte, validator common.Address, blockNumber *big.Int) []byte {
	enc, err := challenges.abi.Pack("declaredAt", key, validator, blockNumber)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeclaredAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x814436e5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function declaredAt(bytes32 key, address validator, uint256 blockNumber) view returns(bool)
func (challenges *Challenges) TryPackDeclaredAt(key [32]byte, validator common.Address, blockNumber *big.Int) ([]byte, error) {
	return challenges.abi.Pack("declaredAt", key, validator, blockNumber)
}

// UnpackDeclaredAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x814436e5.
//
// Solidity: function declaredAt(bytes32 key, address validator, uint256 blockNumber) view returns(bool)
func (challenges *Challenges) UnpackDeclaredAt(data []byte) (bool, error) {
	out, err := challenges.abi.Unpack("declaredAt", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackDisagreeing is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94c955c5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disagreeing(uint256 id) view returns(address[] validators, uint256[] stakes)
func (challenges *Challenges) PackDisagreeing(id *big.Int) []byte {
	enc, err := challenges.abi.Pack("disagreeing", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisagreeing is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94c955c5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disagreeing(uint256 id) view returns(address[] validators, uint256[] stakes)
func (challenges *Challenges) TryPackDisagreeing(id *big.Int) ([]byte, error) {
	return challenges.abi.Pack("disagreeing", id)
}

// DisagreeingOutput serves as a container for the return parameters of contract
// method Disagreeing.
type DisagreeingOutput struct {
	Validators []common.Address
	Stakes     []*big.Int
}

// UnpackDisagreeing is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x94c955c5.
//
// Solidity: function disagreeing(uint256 id) view returns(address[] validators, uint256[] stakes)
func (challenges *Challenges) UnpackDisagreeing(data []byte) (DisagreeingOutput, error) {
	out, err := challenges.abi.Unpack("disagreeing", data)
	outstruct := new(DisagreeingOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Validators = *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	outstruct.Stakes = *abi.ConvertType(out[1], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrow() view returns(address)
func (challenges *Challenges) PackEscrow() []byte {
	enc, err := challenges.abi.Pack("escrow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrow() view returns(address)
func (challenges *Challenges) TryPackEscrow() ([]byte, error) {
	return challenges.abi.Pack("escrow")
}

// UnpackEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe2fdcc17.
//
// Solidity: function escrow() view returns(address)
func (challenges *Challenges) UnpackEscrow(data []byte) (common.Address, error) {
	out, err := challenges.abi.Unpack("escrow", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGovernance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5aa6e675.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function governance() view returns(address)
func (challenges *Challenges) PackGovernance() []byte {
	enc, err := challenges.abi.Pack("governance")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGovernance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5aa6e675.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function governance() view returns(address)
func (challenges *Challenges) TryPackGovernance() ([]byte, error) {
	return challenges.abi.Pack("governance")
}

// UnpackGovernance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5aa6e675.
//
// Solidity: function governance() view returns(address)
func (challenges *Challenges) UnpackGovernance(data []byte) (common.Address, error) {
	out, err := challenges.abi.Unpack("governance", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackHasVoted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43859632.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hasVoted(uint256 id, address validator) view returns(bool)
func (challenges *Challenges) PackHasVoted(id *big.Int, validator common.Address) []byte {
	enc, err := challenges.abi.Pack("hasVoted", id, validator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHasVoted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43859632.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hasVoted(uint256 id, address validator) view returns(bool)
func (challenges *Challenges) TryPackHasVoted(id *big.Int, validator common.Address) ([]byte, error) {
	return challenges.abi.Pack("hasVoted", id, validator)
}

// UnpackHasVoted is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x43859632.
//
// Solidity: function hasVoted(uint256 id, address validator) view returns(bool)
func (challenges *Challenges) UnpackHasVoted(data []byte) (bool, error) {
	out, err := challenges.abi.Unpack("hasVoted", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackHashOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa1e14fa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hashOrder((uint64,address,string,string,string,string,uint256,uint64,uint64,uint64,uint32,uint64) o) pure returns(bytes32)
func (challenges *Challenges) PackHashOrder(o ChallengesOrder) []byte {
	enc, err := challenges.abi.Pack("hashOrder", o)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHashOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa1e14fa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hashOrder((uint64,address,string,string,string,string,uint256,uint64,uint64,uint64,uint32,uint64) o) pure returns(bytes32)
func (challenges *Challenges) TryPackHashOrder(o ChallengesOrder) ([]byte, error) {
	return challenges.abi.Pack("hashOrder", o)
}

// UnpackHashOrder is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaa1e14fa.
//
// Solidity: function hashOrder((uint64,address,string,string,string,string,uint256,uint64,uint64,uint64,uint32,uint64) o) pure returns(bytes32)
func (challenges *Challenges) UnpackHashOrder(data []byte) ([32]byte, error) {
	out, err := challenges.abi.Unpack("hashOrder", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackJobEngine is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ba8dcc9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobEngine(string engine) pure returns(string)
func (challenges *Challenges) PackJobEngine(engine string) []byte {
	enc, err := challenges.abi.Pack("jobEngine", engine)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobEngine is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ba8dcc9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jobEngine(string engine) pure returns(string)
func (challenges *Challenges) TryPackJobEngine(engine string) ([]byte, error) {
	return challenges.abi.Pack("jobEngine", engine)
}

// UnpackJobEngine is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ba8dcc9.
//
// Solidity: function jobEngine(string engine) pure returns(string)
func (challenges *Challenges) UnpackJobEngine(data []byte) (string, error) {
	out, err := challenges.abi.Unpack("jobEngine", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3dd01004.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function open(uint256 batchId, (bytes32,address,uint256,bytes32,uint64) leaf, (uint64,address,string,string,string,string,uint256,uint64,uint64,uint64,uint32,uint64) order, bytes32[] proof, (bool,bytes32,bytes32,uint64,uint256,bytes)[] verdicts) returns(uint256 id)
func (challenges *Challenges) PackOpen(batchId *big.Int, leaf JobEscrowLeaf, order ChallengesOrder, proof [][32]byte, verdicts []ChallengesVerdictSig) []byte {
	enc, err := challenges.abi.Pack("open", batchId, leaf, order, proof, verdicts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3dd01004.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function open(uint256 batchId, (bytes32,address,uint256,bytes32,uint64) leaf, (uint64,address,string,string,string,string,uint256,uint64,uint64,uint64,uint32,uint64) order, bytes32[] proof, (bool,bytes32,bytes32,uint64,uint256,bytes)[] verdicts) returns(uint256 id)
func (challenges *Challenges) TryPackOpen(batchId *big.Int, leaf JobEscrowLeaf, order ChallengesOrder, proof [][32]byte, verdicts []ChallengesVerdictSig) ([]byte, error) {
	return challenges.abi.Pack("open", batchId, leaf, order, proof, verdicts)
}

// UnpackOpen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3dd01004.
//
// Solidity: function open(uint256 batchId, (bytes32,address,uint256,bytes32,uint64) leaf, (uint64,address,string,string,string,string,uint256,uint64,uint64,uint64,uint32,uint64) order, bytes32[] proof, (bool,bytes32,bytes32,uint64,uint256,bytes)[] verdicts) returns(uint256 id)
func (challenges *Challenges) UnpackOpen(data []byte) (*big.Int, error) {
	out, err := challenges.abi.Unpack("open", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPrune is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6765b5f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function prune(bytes32 key, address validator, string engine, string modelCid) returns()
func (challenges *Challenges) PackPrune(key [32]byte, validator common.Address, engine string, modelCid string) []byte {
	enc, err := challenges.abi.Pack("prune", key, validator, engine, modelCid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPrune is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6765b5f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function prune(bytes32 key, address validator, string engine, string modelCid) returns()
func (challenges *Challenges) TryPackPrune(key [32]byte, validator common.Address, engine string, modelCid string) ([]byte, error) {
	return challenges.abi.Pack("prune", key, validator, engine, modelCid)
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (challenges *Challenges) PackRegistry() []byte {
	enc, err := challenges.abi.Pack("registry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registry() view returns(address)
func (challenges *Challenges) TryPackRegistry() ([]byte, error) {
	return challenges.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (challenges *Challenges) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := challenges.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f896d4f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolve(uint256 id) returns()
func (challenges *Challenges) PackResolve(id *big.Int) []byte {
	enc, err := challenges.abi.Pack("resolve", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f896d4f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolve(uint256 id) returns()
func (challenges *Challenges) TryPackResolve(id *big.Int) ([]byte, error) {
	return challenges.abi.Pack("resolve", id)
}

// PackRevoke is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10b40f85.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revoke(string engine, string modelCid) returns()
func (challenges *Challenges) PackRevoke(engine string, modelCid string) []byte {
	enc, err := challenges.abi.Pack("revoke", engine, modelCid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevoke is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10b40f85.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revoke(string engine, string modelCid) returns()
func (challenges *Challenges) TryPackRevoke(engine string, modelCid string) ([]byte, error) {
	return challenges.abi.Pack("revoke", engine, modelCid)
}

// PackRewards is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ec5a894.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rewards() view returns(address)
func (challenges *Challenges) PackRewards() []byte {
	enc, err := challenges.abi.Pack("rewards")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRewards is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ec5a894.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rewards() view returns(address)
func (challenges *Challenges) TryPackRewards() ([]byte, error) {
	return challenges.abi.Pack("rewards")
}

// UnpackRewards is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9ec5a894.
//
// Solidity: function rewards() view returns(address)
func (challenges *Challenges) UnpackRewards(data []byte) (common.Address, error) {
	out, err := challenges.abi.Unpack("rewards", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSetVotePeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05206c66.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setVotePeriod(uint64 votePeriod_) returns()
func (challenges *Challenges) PackSetVotePeriod(votePeriod uint64) []byte {
	enc, err := challenges.abi.Pack("setVotePeriod", votePeriod)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetVotePeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05206c66.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setVotePeriod(uint64 votePeriod_) returns()
func (challenges *Challenges) TryPackSetVotePeriod(votePeriod uint64) ([]byte, error) {
	return challenges.abi.Pack("setVotePeriod", votePeriod)
}

// PackStaking is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cf088d9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function staking() view returns(address)
func (challenges *Challenges) PackStaking() []byte {
	enc, err := challenges.abi.Pack("staking")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStaking is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cf088d9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function staking() view returns(address)
func (challenges *Challenges) TryPackStaking() ([]byte, error) {
	return challenges.abi.Pack("staking")
}

// UnpackStaking is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4cf088d9.
//
// Solidity: function staking() view returns(address)
func (challenges *Challenges) UnpackStaking(data []byte) (common.Address, error) {
	out, err := challenges.abi.Unpack("staking", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (challenges *Challenges) PackToken() []byte {
	enc, err := challenges.abi.Pack("token")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function token() view returns(address)
func (challenges *Challenges) TryPackToken() ([]byte, error) {
	return challenges.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (challenges *Challenges) UnpackToken(data []byte) (common.Address, error) {
	out, err := challenges.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackVerdictDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x638ad471.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verdictDigest((bool,bytes32,bytes32,uint64,uint256,bytes) v, bytes32 jobId, uint64 subnet, address miner, bytes32 resultHash) view returns(bytes32)
func (challenges *Challenges) PackVerdictDigest(v ChallengesVerdictSig, jobId [32]byte, subnet uint64, miner common.Address, resultHash [32]byte) []byte {
	enc, err := challenges.abi.Pack("verdictDigest", v, jobId, subnet, miner, resultHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerdictDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x638ad471.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verdictDigest((bool,bytes32,bytes32,uint64,uint256,bytes) v, bytes32 jobId, uint64 subnet, address miner, bytes32 resultHash) view returns(bytes32)
func (challenges *Challenges) TryPackVerdictDigest(v ChallengesVerdictSig, jobId [32]byte, subnet uint64, miner common.Address, resultHash [32]byte) ([]byte, error) {
	return challenges.abi.Pack("verdictDigest", v, jobId, subnet, miner, resultHash)
}

// UnpackVerdictDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x638ad471.
//
// Solidity: function verdictDigest((bool,bytes32,bytes32,uint64,uint256,bytes) v, bytes32 jobId, uint64 subnet, address miner, bytes32 resultHash) view returns(bytes32)
func (challenges *Challenges) UnpackVerdictDigest(data []byte) ([32]byte, error) {
	out, err := challenges.abi.Unpack("verdictDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVerifierKey is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x635d7179.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifierKey(string engine, string modelCid) pure returns(bytes32)
func (challenges *Challenges) PackVerifierKey(engine string, modelCid string) []byte {
	enc, err := challenges.abi.Pack("verifierKey", engine, modelCid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifierKey is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x635d7179.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifierKey(string engine, string modelCid) pure returns(bytes32)
func (challenges *Challenges) TryPackVerifierKey(engine string, modelCid string) ([]byte, error) {
	return challenges.abi.Pack("verifierKey", engine, modelCid)
}

// UnpackVerifierKey is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x635d7179.
//
// Solidity: function verifierKey(string engine, string modelCid) pure returns(bytes32)
func (challenges *Challenges) UnpackVerifierKey(data []byte) ([32]byte, error) {
	out, err := challenges.abi.Unpack("verifierKey", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xefe1c950.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifiers(bytes32 key) view returns(address[])
func (challenges *Challenges) PackVerifiers(key [32]byte) []byte {
	enc, err := challenges.abi.Pack("verifiers", key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xefe1c950.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifiers(bytes32 key) view returns(address[])
func (challenges *Challenges) TryPackVerifiers(key [32]byte) ([]byte, error) {
	return challenges.abi.Pack("verifiers", key)
}

// UnpackVerifiers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xefe1c950.
//
// Solidity: function verifiers(bytes32 key) view returns(address[])
func (challenges *Challenges) UnpackVerifiers(data []byte) ([]common.Address, error) {
	out, err := challenges.abi.Unpack("verifiers", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackVotePeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7813587.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function votePeriod() view returns(uint64)
func (challenges *Challenges) PackVotePeriod() []byte {
	enc, err := challenges.abi.Pack("votePeriod")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVotePeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7813587.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function votePeriod() view returns(uint64)
func (challenges *Challenges) TryPackVotePeriod() ([]byte, error) {
	return challenges.abi.Pack("votePeriod")
}

// UnpackVotePeriod is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa7813587.
//
// Solidity: function votePeriod() view returns(uint64)
func (challenges *Challenges) UnpackVotePeriod(data []byte) (uint64, error) {
	out, err := challenges.abi.Unpack("votePeriod", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// ChallengesChallengeOpened represents a ChallengeOpened event raised by the Challenges contract.
type ChallengesChallengeOpened struct {
	Id         *big.Int
	BatchId    *big.Int
	JobId      [32]byte
	Miner      common.Address
	Challenger common.Address
	Deadline   uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const ChallengesChallengeOpenedEventName = "ChallengeOpened"

// ContractEventName returns the user-defined event name.
func (ChallengesChallengeOpened) ContractEventName() string {
	return ChallengesChallengeOpenedEventName
}

// UnpackChallengeOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChallengeOpened(uint256 indexed id, uint256 indexed batchId, bytes32 indexed jobId, address miner, address challenger, uint64 deadline)
func (challenges *Challenges) UnpackChallengeOpenedEvent(log *types.Log) (*ChallengesChallengeOpened, error) {
	event := "ChallengeOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != challenges.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ChallengesChallengeOpened)
	if len(log.Data) > 0 {
		if err := challenges.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range challenges.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ChallengesChallengeResolved represents a ChallengeResolved event raised by the Challenges contract.
type ChallengesChallengeResolved struct {
	Id      *big.Int
	Upheld  bool
	Slashed *big.Int
	Bounty  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const ChallengesChallengeResolvedEventName = "ChallengeResolved"

// ContractEventName returns the user-defined event name.
func (ChallengesChallengeResolved) ContractEventName() string {
	return ChallengesChallengeResolvedEventName
}

// UnpackChallengeResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChallengeResolved(uint256 indexed id, bool upheld, uint256 slashed, uint256 bounty)
func (challenges *Challenges) UnpackChallengeResolvedEvent(log *types.Log) (*ChallengesChallengeResolved, error) {
	event := "ChallengeResolved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != challenges.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ChallengesChallengeResolved)
	if len(log.Data) > 0 {
		if err := challenges.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range challenges.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ChallengesVerdictCounted represents a VerdictCounted event raised by the Challenges contract.
type ChallengesVerdictCounted struct {
	Id        *big.Int
	Validator common.Address
	Agree     bool
	Stake     *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ChallengesVerdictCountedEventName = "VerdictCounted"

// ContractEventName returns the user-defined event name.
func (ChallengesVerdictCounted) ContractEventName() string {
	return ChallengesVerdictCountedEventName
}

// UnpackVerdictCountedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerdictCounted(uint256 indexed id, address indexed validator, bool agree, uint256 stake)
func (challenges *Challenges) UnpackVerdictCountedEvent(log *types.Log) (*ChallengesVerdictCounted, error) {
	event := "VerdictCounted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != challenges.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ChallengesVerdictCounted)
	if len(log.Data) > 0 {
		if err := challenges.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range challenges.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ChallengesVerifierDeclared represents a VerifierDeclared event raised by the Challenges contract.
type ChallengesVerifierDeclared struct {
	Key       [32]byte
	Validator common.Address
	Engine    string
	ModelCid  string
	Declared  bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const ChallengesVerifierDeclaredEventName = "VerifierDeclared"

// ContractEventName returns the user-defined event name.
func (ChallengesVerifierDeclared) ContractEventName() string {
	return ChallengesVerifierDeclaredEventName
}

// UnpackVerifierDeclaredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VerifierDeclared(bytes32 indexed key, address indexed validator, string engine, string modelCid, bool declared)
func (challenges *Challenges) UnpackVerifierDeclaredEvent(log *types.Log) (*ChallengesVerifierDeclared, error) {
	event := "VerifierDeclared"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != challenges.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ChallengesVerifierDeclared)
	if len(log.Data) > 0 {
		if err := challenges.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range challenges.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ChallengesVotePeriodSet represents a VotePeriodSet event raised by the Challenges contract.
type ChallengesVotePeriodSet struct {
	VotePeriod uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const ChallengesVotePeriodSetEventName = "VotePeriodSet"

// ContractEventName returns the user-defined event name.
func (ChallengesVotePeriodSet) ContractEventName() string {
	return ChallengesVotePeriodSetEventName
}

// UnpackVotePeriodSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VotePeriodSet(uint64 votePeriod)
func (challenges *Challenges) UnpackVotePeriodSetEvent(log *types.Log) (*ChallengesVotePeriodSet, error) {
	event := "VotePeriodSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != challenges.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ChallengesVotePeriodSet)
	if len(log.Data) > 0 {
		if err := challenges.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range challenges.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (challenges *Challenges) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], challenges.abi.Errors["AlreadyChallenged"].ID.Bytes()[:4]) {
		return challenges.UnpackAlreadyChallengedError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["CheckpointUnorderedInsertion"].ID.Bytes()[:4]) {
		return challenges.UnpackCheckpointUnorderedInsertionError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["DuplicateVerdict"].ID.Bytes()[:4]) {
		return challenges.UnpackDuplicateVerdictError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["EmptyEngine"].ID.Bytes()[:4]) {
		return challenges.UnpackEmptyEngineError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["InvalidVerdict"].ID.Bytes()[:4]) {
		return challenges.UnpackInvalidVerdictError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["MinerVerdict"].ID.Bytes()[:4]) {
		return challenges.UnpackMinerVerdictError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["NoDisagreement"].ID.Bytes()[:4]) {
		return challenges.UnpackNoDisagreementError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["NonCanonicalEngine"].ID.Bytes()[:4]) {
		return challenges.UnpackNonCanonicalEngineError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["NotAValidator"].ID.Bytes()[:4]) {
		return challenges.UnpackNotAValidatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["NotGovernance"].ID.Bytes()[:4]) {
		return challenges.UnpackNotGovernanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["NotOpen"].ID.Bytes()[:4]) {
		return challenges.UnpackNotOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["NotValidator"].ID.Bytes()[:4]) {
		return challenges.UnpackNotValidatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["OrderMismatch"].ID.Bytes()[:4]) {
		return challenges.UnpackOrderMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["OverlappingDeclaration"].ID.Bytes()[:4]) {
		return challenges.UnpackOverlappingDeclarationError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return challenges.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return challenges.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return challenges.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["StillOpen"].ID.Bytes()[:4]) {
		return challenges.UnpackStillOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["StillVerifier"].ID.Bytes()[:4]) {
		return challenges.UnpackStillVerifierError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["TooManyVerifiers"].ID.Bytes()[:4]) {
		return challenges.UnpackTooManyVerifiersError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["UndeclaredVerifier"].ID.Bytes()[:4]) {
		return challenges.UnpackUndeclaredVerifierError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["UnknownChallenge"].ID.Bytes()[:4]) {
		return challenges.UnpackUnknownChallengeError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["UnstakedVerifier"].ID.Bytes()[:4]) {
		return challenges.UnpackUnstakedVerifierError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["VotePeriodTooLong"].ID.Bytes()[:4]) {
		return challenges.UnpackVotePeriodTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["VotePeriodTooShort"].ID.Bytes()[:4]) {
		return challenges.UnpackVotePeriodTooShortError(raw[4:])
	}
	if bytes.Equal(raw[:4], challenges.abi.Errors["VotingClosed"].ID.Bytes()[:4]) {
		return challenges.UnpackVotingClosedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ChallengesAlreadyChallenged represents a AlreadyChallenged error raised by the Challenges contract.
type ChallengesAlreadyChallenged struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyChallenged(bytes32 jobId)
func ChallengesAlreadyChallengedErrorID() common.Hash {
	return common.HexToHash("0xc4da3f01237735fa153eb988c2fe1fdb368ceb7a5771eb7456aefebc02c9d1f6")
}

// UnpackAlreadyChallengedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyChallenged(bytes32 jobId)
func (challenges *Challenges) UnpackAlreadyChallengedError(raw []byte) (*ChallengesAlreadyChallenged, error) {
	out := new(ChallengesAlreadyChallenged)
	if err := challenges.abi.UnpackIntoInterface(out, "AlreadyChallenged", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesCheckpointUnorderedInsertion represents a CheckpointUnorderedInsertion error raised by the Challenges contract.
type ChallengesCheckpointUnorderedInsertion struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CheckpointUnorderedInsertion()
func ChallengesCheckpointUnorderedInsertionErrorID() common.Hash {
	return common.HexToHash("0x2520601d9d60b717c34a36ad270857824c5a1ebbfd08ff39aba6930089495cfa")
}

// UnpackCheckpointUnorderedInsertionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CheckpointUnorderedInsertion()
func (challenges *Challenges) UnpackCheckpointUnorderedInsertionError(raw []byte) (*ChallengesCheckpointUnorderedInsertion, error) {
	out := new(ChallengesCheckpointUnorderedInsertion)
	if err := challenges.abi.UnpackIntoInterface(out, "CheckpointUnorderedInsertion", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesDuplicateVerdict represents a DuplicateVerdict error raised by the Challenges contract.
type ChallengesDuplicateVerdict struct {
	Id     *big.Int
	Signer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuplicateVerdict(uint256 id, address signer)
func ChallengesDuplicateVerdictErrorID() common.Hash {
	return common.HexToHash("0x0dab854c2b0972a7e865daa9aacc4cb843850b35ee122c215874fc29f14d9136")
}

// UnpackDuplicateVerdictError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuplicateVerdict(uint256 id, address signer)
func (challenges *Challenges) UnpackDuplicateVerdictError(raw []byte) (*ChallengesDuplicateVerdict, error) {
	out := new(ChallengesDuplicateVerdict)
	if err := challenges.abi.UnpackIntoInterface(out, "DuplicateVerdict", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesEmptyEngine represents a EmptyEngine error raised by the Challenges contract.
type ChallengesEmptyEngine struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyEngine()
func ChallengesEmptyEngineErrorID() common.Hash {
	return common.HexToHash("0x90480fe671eca8453515b3362942d17126fb1b0bbf46b76d3fed5ad6318d5bf7")
}

// UnpackEmptyEngineError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyEngine()
func (challenges *Challenges) UnpackEmptyEngineError(raw []byte) (*ChallengesEmptyEngine, error) {
	out := new(ChallengesEmptyEngine)
	if err := challenges.abi.UnpackIntoInterface(out, "EmptyEngine", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesInvalidVerdict represents a InvalidVerdict error raised by the Challenges contract.
type ChallengesInvalidVerdict struct {
	Id    *big.Int
	Index *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidVerdict(uint256 id, uint256 index)
func ChallengesInvalidVerdictErrorID() common.Hash {
	return common.HexToHash("0xd0b8948259f2c8c962e081917c2b3f3678b9d3779a570e353e58f5683518341e")
}

// UnpackInvalidVerdictError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidVerdict(uint256 id, uint256 index)
func (challenges *Challenges) UnpackInvalidVerdictError(raw []byte) (*ChallengesInvalidVerdict, error) {
	out := new(ChallengesInvalidVerdict)
	if err := challenges.abi.UnpackIntoInterface(out, "InvalidVerdict", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesMinerVerdict represents a MinerVerdict error raised by the Challenges contract.
type ChallengesMinerVerdict struct {
	Signer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MinerVerdict(address signer)
func ChallengesMinerVerdictErrorID() common.Hash {
	return common.HexToHash("0x2e4dcf3680503e610b90c2ff328a8b3509a556c961a04d9e40b4551793dcf38e")
}

// UnpackMinerVerdictError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MinerVerdict(address signer)
func (challenges *Challenges) UnpackMinerVerdictError(raw []byte) (*ChallengesMinerVerdict, error) {
	out := new(ChallengesMinerVerdict)
	if err := challenges.abi.UnpackIntoInterface(out, "MinerVerdict", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesNoDisagreement represents a NoDisagreement error raised by the Challenges contract.
type ChallengesNoDisagreement struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoDisagreement()
func ChallengesNoDisagreementErrorID() common.Hash {
	return common.HexToHash("0x1fcfe4b85e85fa0405b79949dad2e4ff753e76350f35aaa99473cebb8cf67b74")
}

// UnpackNoDisagreementError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoDisagreement()
func (challenges *Challenges) UnpackNoDisagreementError(raw []byte) (*ChallengesNoDisagreement, error) {
	out := new(ChallengesNoDisagreement)
	if err := challenges.abi.UnpackIntoInterface(out, "NoDisagreement", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesNonCanonicalEngine represents a NonCanonicalEngine error raised by the Challenges contract.
type ChallengesNonCanonicalEngine struct {
	Engine string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NonCanonicalEngine(string engine)
func ChallengesNonCanonicalEngineErrorID() common.Hash {
	return common.HexToHash("0x2b027936b79626fc7360f6f83e93cebf1ea6369ab0da408cdfa3be37ce874a4d")
}

// UnpackNonCanonicalEngineError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NonCanonicalEngine(string engine)
func (challenges *Challenges) UnpackNonCanonicalEngineError(raw []byte) (*ChallengesNonCanonicalEngine, error) {
	out := new(ChallengesNonCanonicalEngine)
	if err := challenges.abi.UnpackIntoInterface(out, "NonCanonicalEngine", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesNotAValidator represents a NotAValidator error raised by the Challenges contract.
type ChallengesNotAValidator struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAValidator(address caller)
func ChallengesNotAValidatorErrorID() common.Hash {
	return common.HexToHash("0xbc677c901c401577ddc5f097f607c098c9e7934a2aa988afa759a57a75096009")
}

// UnpackNotAValidatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAValidator(address caller)
func (challenges *Challenges) UnpackNotAValidatorError(raw []byte) (*ChallengesNotAValidator, error) {
	out := new(ChallengesNotAValidator)
	if err := challenges.abi.UnpackIntoInterface(out, "NotAValidator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesNotGovernance represents a NotGovernance error raised by the Challenges contract.
type ChallengesNotGovernance struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotGovernance(address caller)
func ChallengesNotGovernanceErrorID() common.Hash {
	return common.HexToHash("0x988d1f034409fa6034c96c7a747f1aface3c57af045046793082b71a663c0040")
}

// UnpackNotGovernanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotGovernance(address caller)
func (challenges *Challenges) UnpackNotGovernanceError(raw []byte) (*ChallengesNotGovernance, error) {
	out := new(ChallengesNotGovernance)
	if err := challenges.abi.UnpackIntoInterface(out, "NotGovernance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesNotOpen represents a NotOpen error raised by the Challenges contract.
type ChallengesNotOpen struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOpen(uint256 id)
func ChallengesNotOpenErrorID() common.Hash {
	return common.HexToHash("0x341b372afd90a6d43f9bc234e4fc4c4b6378987f90b3c1d91800bdf4e8ce31b8")
}

// UnpackNotOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOpen(uint256 id)
func (challenges *Challenges) UnpackNotOpenError(raw []byte) (*ChallengesNotOpen, error) {
	out := new(ChallengesNotOpen)
	if err := challenges.abi.UnpackIntoInterface(out, "NotOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesNotValidator represents a NotValidator error raised by the Challenges contract.
type ChallengesNotValidator struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotValidator(address caller)
func ChallengesNotValidatorErrorID() common.Hash {
	return common.HexToHash("0xed3db8ac0aff2f11d9c21259b57051cec9967e78c0d61c8321b092e63647d624")
}

// UnpackNotValidatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotValidator(address caller)
func (challenges *Challenges) UnpackNotValidatorError(raw []byte) (*ChallengesNotValidator, error) {
	out := new(ChallengesNotValidator)
	if err := challenges.abi.UnpackIntoInterface(out, "NotValidator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesOrderMismatch represents a OrderMismatch error raised by the Challenges contract.
type ChallengesOrderMismatch struct {
	JobId     [32]byte
	OrderHash [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OrderMismatch(bytes32 jobId, bytes32 orderHash)
func ChallengesOrderMismatchErrorID() common.Hash {
	return common.HexToHash("0x3bd7539b7152a7f348156d91c5c6a38f97a4944611d9c3439bedeabe183d7eae")
}

// UnpackOrderMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OrderMismatch(bytes32 jobId, bytes32 orderHash)
func (challenges *Challenges) UnpackOrderMismatchError(raw []byte) (*ChallengesOrderMismatch, error) {
	out := new(ChallengesOrderMismatch)
	if err := challenges.abi.UnpackIntoInterface(out, "OrderMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesOverlappingDeclaration represents a OverlappingDeclaration error raised by the Challenges contract.
type ChallengesOverlappingDeclaration struct {
	Validator common.Address
	Engine    string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OverlappingDeclaration(address validator, string engine)
func ChallengesOverlappingDeclarationErrorID() common.Hash {
	return common.HexToHash("0x2bad8a44daae2275271ee3ae4c7c6e6c4591ef287cec26307d49c204a3ab0377")
}

// UnpackOverlappingDeclarationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OverlappingDeclaration(address validator, string engine)
func (challenges *Challenges) UnpackOverlappingDeclarationError(raw []byte) (*ChallengesOverlappingDeclaration, error) {
	out := new(ChallengesOverlappingDeclaration)
	if err := challenges.abi.UnpackIntoInterface(out, "OverlappingDeclaration", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the Challenges contract.
type ChallengesReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func ChallengesReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (challenges *Challenges) UnpackReentrancyGuardReentrantCallError(raw []byte) (*ChallengesReentrancyGuardReentrantCall, error) {
	out := new(ChallengesReentrancyGuardReentrantCall)
	if err := challenges.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesSafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the Challenges contract.
type ChallengesSafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func ChallengesSafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (challenges *Challenges) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*ChallengesSafeCastOverflowedUintDowncast, error) {
	out := new(ChallengesSafeCastOverflowedUintDowncast)
	if err := challenges.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the Challenges contract.
type ChallengesSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func ChallengesSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (challenges *Challenges) UnpackSafeERC20FailedOperationError(raw []byte) (*ChallengesSafeERC20FailedOperation, error) {
	out := new(ChallengesSafeERC20FailedOperation)
	if err := challenges.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesStillOpen represents a StillOpen error raised by the Challenges contract.
type ChallengesStillOpen struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StillOpen(uint256 id)
func ChallengesStillOpenErrorID() common.Hash {
	return common.HexToHash("0xd2fa673953cd969544e418769e80682e1b40ed097fbca479a3c367411fec5df5")
}

// UnpackStillOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StillOpen(uint256 id)
func (challenges *Challenges) UnpackStillOpenError(raw []byte) (*ChallengesStillOpen, error) {
	out := new(ChallengesStillOpen)
	if err := challenges.abi.UnpackIntoInterface(out, "StillOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesStillVerifier represents a StillVerifier error raised by the Challenges contract.
type ChallengesStillVerifier struct {
	Key       [32]byte
	Validator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StillVerifier(bytes32 key, address validator)
func ChallengesStillVerifierErrorID() common.Hash {
	return common.HexToHash("0xfee1cc86c9ee68cdbfee28f7cc726930b0aaf676517e833b1cc89075645a0335")
}

// UnpackStillVerifierError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StillVerifier(bytes32 key, address validator)
func (challenges *Challenges) UnpackStillVerifierError(raw []byte) (*ChallengesStillVerifier, error) {
	out := new(ChallengesStillVerifier)
	if err := challenges.abi.UnpackIntoInterface(out, "StillVerifier", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesTooManyVerifiers represents a TooManyVerifiers error raised by the Challenges contract.
type ChallengesTooManyVerifiers struct {
	Key [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyVerifiers(bytes32 key)
func ChallengesTooManyVerifiersErrorID() common.Hash {
	return common.HexToHash("0x6c3b058b75fffadbf073dca01f95e9765a8810f41b714fbe7081fef651012bc8")
}

// UnpackTooManyVerifiersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyVerifiers(bytes32 key)
func (challenges *Challenges) UnpackTooManyVerifiersError(raw []byte) (*ChallengesTooManyVerifiers, error) {
	out := new(ChallengesTooManyVerifiers)
	if err := challenges.abi.UnpackIntoInterface(out, "TooManyVerifiers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesUndeclaredVerifier represents a UndeclaredVerifier error raised by the Challenges contract.
type ChallengesUndeclaredVerifier struct {
	Signer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UndeclaredVerifier(address signer)
func ChallengesUndeclaredVerifierErrorID() common.Hash {
	return common.HexToHash("0xea8ba8f417fc47163dfa90b86f53630e9625bcc03aa00175193c4817317f04f9")
}

// UnpackUndeclaredVerifierError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UndeclaredVerifier(address signer)
func (challenges *Challenges) UnpackUndeclaredVerifierError(raw []byte) (*ChallengesUndeclaredVerifier, error) {
	out := new(ChallengesUndeclaredVerifier)
	if err := challenges.abi.UnpackIntoInterface(out, "UndeclaredVerifier", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesUnknownChallenge represents a UnknownChallenge error raised by the Challenges contract.
type ChallengesUnknownChallenge struct {
	Id *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownChallenge(uint256 id)
func ChallengesUnknownChallengeErrorID() common.Hash {
	return common.HexToHash("0x46bb1c0f4790c0b24b44b0dc7530da26afbb67040b0afbca9973d723a06707b5")
}

// UnpackUnknownChallengeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownChallenge(uint256 id)
func (challenges *Challenges) UnpackUnknownChallengeError(raw []byte) (*ChallengesUnknownChallenge, error) {
	out := new(ChallengesUnknownChallenge)
	if err := challenges.abi.UnpackIntoInterface(out, "UnknownChallenge", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesUnstakedVerifier represents a UnstakedVerifier error raised by the Challenges contract.
type ChallengesUnstakedVerifier struct {
	Signer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnstakedVerifier(address signer)
func ChallengesUnstakedVerifierErrorID() common.Hash {
	return common.HexToHash("0xd84c34fbda8008a46b008d7efb9e00ba7d703affd4a48f05e0dad83471567245")
}

// UnpackUnstakedVerifierError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnstakedVerifier(address signer)
func (challenges *Challenges) UnpackUnstakedVerifierError(raw []byte) (*ChallengesUnstakedVerifier, error) {
	out := new(ChallengesUnstakedVerifier)
	if err := challenges.abi.UnpackIntoInterface(out, "UnstakedVerifier", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesVotePeriodTooLong represents a VotePeriodTooLong error raised by the Challenges contract.
type ChallengesVotePeriodTooLong struct {
	VotePeriod uint64
	Max        uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VotePeriodTooLong(uint64 votePeriod, uint64 max)
func ChallengesVotePeriodTooLongErrorID() common.Hash {
	return common.HexToHash("0x4f9d9e69dcd3bc44987bba055c7ccd2abfee1b50297bda5f1c88af0c7d6a2b9c")
}

// UnpackVotePeriodTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VotePeriodTooLong(uint64 votePeriod, uint64 max)
func (challenges *Challenges) UnpackVotePeriodTooLongError(raw []byte) (*ChallengesVotePeriodTooLong, error) {
	out := new(ChallengesVotePeriodTooLong)
	if err := challenges.abi.UnpackIntoInterface(out, "VotePeriodTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesVotePeriodTooShort represents a VotePeriodTooShort error raised by the Challenges contract.
type ChallengesVotePeriodTooShort struct {
	VotePeriod uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VotePeriodTooShort(uint64 votePeriod)
func ChallengesVotePeriodTooShortErrorID() common.Hash {
	return common.HexToHash("0x51280326ad7318ef19ff8f8bc4e30f2285a3dc41176b3a4ab91399fca5b4aed8")
}

// UnpackVotePeriodTooShortError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VotePeriodTooShort(uint64 votePeriod)
func (challenges *Challenges) UnpackVotePeriodTooShortError(raw []byte) (*ChallengesVotePeriodTooShort, error) {
	out := new(ChallengesVotePeriodTooShort)
	if err := challenges.abi.UnpackIntoInterface(out, "VotePeriodTooShort", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ChallengesVotingClosed represents a VotingClosed error raised by the Challenges contract.
type ChallengesVotingClosed struct {
	Id       *big.Int
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VotingClosed(uint256 id, uint64 deadline)
func ChallengesVotingClosedErrorID() common.Hash {
	return common.HexToHash("0x6f929d3fb2b917d24600b7814a9f39bbb7edd674319f4fa70da9b05c1e3412f3")
}

// UnpackVotingClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VotingClosed(uint256 id, uint64 deadline)
func (challenges *Challenges) UnpackVotingClosedError(raw []byte) (*ChallengesVotingClosed, error) {
	out := new(ChallengesVotingClosed)
	if err := challenges.abi.UnpackIntoInterface(out, "VotingClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}
