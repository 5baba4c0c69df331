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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractSubnetRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"contractJobEscrow\",\"name\":\"escrow_\",\"type\":\"address\"},{\"internalType\":\"contractStaking\",\"name\":\"staking_\",\"type\":\"address\"},{\"internalType\":\"contractValidatorRewards\",\"name\":\"rewards_\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"votePeriod_\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"AlreadyChallenged\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CheckpointUnorderedInsertion\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"DuplicateVerdict\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyEngine\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"InvalidVerdict\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"MinerVerdict\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoDisagreement\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"}],\"name\":\"NonCanonicalEngine\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAValidator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NotOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotValidator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"}],\"name\":\"OrderMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"}],\"name\":\"OverlappingDeclaration\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"StillOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"}],\"name\":\"StillVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"TooManyVerifiers\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"UndeclaredVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"UnknownChallenge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"UnstakedVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"votePeriod\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"max\",\"type\":\"uint64\"}],\"name\":\"VotePeriodTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"VotingClosed\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"ChallengeOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"upheld\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bounty\",\"type\":\"uint256\"}],\"name\":\"ChallengeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"agree\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"VerdictCounted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"declared\",\"type\":\"bool\"}],\"name\":\"VerifierDeclared\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"JOB_ORDER_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_VERIFIERS_PER_KEY\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_JUDGING_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_TURNOUT_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"agree\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"reexecHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"sampleHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"createdMs\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"feeCap\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structChallenges.VerdictSig[]\",\"name\":\"verdicts\",\"type\":\"tuple[]\"}],\"name\":\"addVerdicts\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"challenge\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"},{\"internalType\":\"enumChallenges.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"bond\",\"type\":\"uint96\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint128\",\"name\":\"agreeStake\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"disagreeStake\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"snapshotBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"totalStake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minStake\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"engineKey\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"modelKey\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"floorStake\",\"type\":\"uint256\"}],\"internalType\":\"structChallenges.Challenge\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"challengeOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"declare\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"blockNumber\",\"type\":\"uint256\"}],\"name\":\"declaredAt\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"disagreeing\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"validators\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"stakes\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"contractJobEscrow\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"}],\"name\":\"hasVoted\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"inputCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"spec\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"maxFee\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadlineMs\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"createdMs\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bidWindowMs\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"inputBytes\",\"type\":\"uint64\"}],\"internalType\":\"structChallenges.Order\",\"name\":\"o\",\"type\":\"tuple\"}],\"name\":\"hashOrder\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"}],\"name\":\"jobEngine\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Leaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"inputCid\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"spec\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"maxFee\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadlineMs\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"createdMs\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"bidWindowMs\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"inputBytes\",\"type\":\"uint64\"}],\"internalType\":\"structChallenges.Order\",\"name\":\"order\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[]\",\"name\":\"proof\",\"type\":\"bytes32[]\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"agree\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"reexecHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"sampleHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"createdMs\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"feeCap\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structChallenges.VerdictSig[]\",\"name\":\"verdicts\",\"type\":\"tuple[]\"}],\"name\":\"open\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"prune\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractSubnetRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"resolve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"revoke\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"rewards\",\"outputs\":[{\"internalType\":\"contractValidatorRewards\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"staking\",\"outputs\":[{\"internalType\":\"contractStaking\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"agree\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"reexecHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"sampleHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"createdMs\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"feeCap\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structChallenges.VerdictSig\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"name\":\"verdictDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"engine\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"modelCid\",\"type\":\"string\"}],\"name\":\"verifierKey\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"verifiers\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"votePeriod\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "Challenges",
	Bin: "0x610140604052348015610010575f5ffd5b50604051614d7d380380614d7d83398101604081905261002f916100c9565b6001600160a01b0380871660805285811660a05284811660c05283811660e0528216610100526202a3006001600160401b038216111561009a57604051634f9d9e6960e01b81526001600160401b03821660048201526202a300602482015260440160405180910390fd5b6001600160401b031661012052506101579350505050565b6001600160a01b03811681146100c6575f5ffd5b50565b5f5f5f5f5f5f60c087890312156100de575f5ffd5b86516100e9816100b2565b60208801519096506100fa816100b2565b604088015190955061010b816100b2565b606088015190945061011c816100b2565b608088015190935061012d816100b2565b60a08801519092506001600160401b0381168114610149575f5ffd5b809150509295509295509295565b60805160a05160c05160e0516101005161012051614b296102545f395f81816103c0015261089101525f81816103900152818161375c015261379801525f818161026701528181610a4901528181610c8a01528181610d2901528181611b6b01528181611c630152818161210f015281816121bf015281816124300152818161268501528181612c7301528181612d2f015261327301525f81816104450152818161065801528181610bb70152818161139f015281816124fe01528181612ae80152612bc501525f818161030e01526109c501525f81816104be01528181610b8201528181612b6701528181612e0b015261373a0152614b295ff3fe608060405234801561000f575f5ffd5b50600436106101bb575f3560e01c8063814436e5116100f3578063ab82d9a011610093578063eb40b6611161006e578063eb40b66114610467578063ee9e9c4b1461047a578063efe1c95014610499578063fc0c546a146104b9575f5ffd5b8063ab82d9a01461040d578063b6765b5f1461042d578063e2fdcc1714610440575f5ffd5b80639ec5a894116100ce5780639ec5a8941461038b578063a2f05725146103b2578063a7813587146103bb578063aa1e14fa146103fa575f5ffd5b8063814436e5146103305780639148f12a1461034357806394c955c51461036a575f5ffd5b80634cf088d91161015e578063635d717911610139578063635d7179146102bc578063638ad471146102cf57806375cb5f3d146102e25780637b10399914610309575f5ffd5b80634cf088d9146102625780634f2f3d0c146102a15780634f896d4f146102a9575f5ffd5b80633dd01004116101995780633dd01004146101f95780633fee34ff1461020c578063438596321461021f5780634ba8dcc914610242575f5ffd5b80630d22a4a3146101bf57806310b40f85146101db5780633976b2b6146101f0575b5f5ffd5b6101c861138881565b6040519081526020015b60405180910390f35b6101ee6101e9366004613c6b565b6104e0565b005b6101c86107d081565b6101c8610207366004613d2c565b610637565b6101ee61021a366004613c6b565b610c73565b61023261022d366004613dfd565b611137565b60405190151581526020016101d2565b610255610250366004613f14565b611163565b6040516101d29190613f73565b6102897f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101d2565b6101c8608081565b6101ee6102b7366004613f85565b611280565b6101c86102ca366004613f9c565b611367565b6101c86102dd366004614013565b611399565b6101c87fce6818ba83cfa448e3901875e6a85b117f3edd7f0da6262ae05fbcf05767544e81565b6102897f000000000000000000000000000000000000000000000000000000000000000081565b61023261033e366004614085565b611431565b6101c87f4d656e2e9b9e72653d23a97644d0c5acb63f500737456a34f9fb517d0015263681565b61037d610378366004613f85565b61147a565b6040516101d29291906140fd565b6102897f000000000000000000000000000000000000000000000000000000000000000081565b6101c860085481565b6103e27f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160401b0390911681526020016101d2565b6101c8610408366004614155565b6115e4565b61042061041b366004613f85565b6117e4565b6040516101d291906141ae565b6101ee61043b36600461437e565b611a4f565b6102897f000000000000000000000000000000000000000000000000000000000000000081565b6101ee610475366004614407565b611ef7565b6101c8610488366004613f85565b60076020525f908152604090205481565b6104ac6104a7366004613f85565b611f92565b6040516101d2919061444e565b6102897f000000000000000000000000000000000000000000000000000000000000000081565b5f61055285858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525050604080516020601f890181900481028201810190925287815292508791508690819084018382808284375f9201919091525061136792505050565b5f818152600560209081526040808320338452909152902090915061057690611ffb565b6001600160d01b031660011461058c5750610631565b6105e581336105dd88888080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92018290525060408051602081019091529081529250611367915050565b851515612040565b336001600160a01b0316817fcd194feaff64c5fb92a460c33f03f7ab19e286439b93d64d0d542e0216bf4ada878787875f604051610627959493929190614488565b60405180910390a3505b50505050565b5f6106406120b6565b6040516307553aff60e11b8152600481018990525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690630eaa75fe9060240161018060405180830381865afa1580156106a6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106ca919061454a565b90506106da3382602001516120ed565b6106fe57604051633b4f6e2b60e21b81523360048201526024015b60405180910390fd5b5f610708886115e4565b90508835811461073557604051633bd7539b60e01b815289356004820152602481018290526044016106f5565b5f5f5b858110156107875761077187878381811061075557610755614632565b90506020028101906107679190614646565b8c60400135612228565b1561077f5760019150610787565b600101610738565b50806107a6576040516303f9fc9760e31b815260040160405180910390fd5b60085f81546107b490614678565b918290555093506107c58a85612248565b5f84815260208181526040918290208d81558c356001820155916107ee91908d01908d01614690565b600282018054602087015161012088015161ffff16600160e01b0261ffff60e01b196001600160401b03909216600160a01b026001600160e01b03199093166001600160a01b039590951694909417919091179081168317825560019260ff60f01b191662ffffff60e01b1990911617600160f01b83021790555083516003820180546001600160a01b0319166001600160a01b039092169190911790556108b67f0000000000000000000000000000000000000000000000000000000000000000426146ab565b60038201805467ffffffffffffffff60a01b1916600160a01b6001600160401b03939093168302179055610160850151336001600160601b0390911690910217600482015560408b0135600582015560608b0135600682015561091f60a08c0160808d016146ca565b6008820180546001600160c01b0316600160c01b6001600160401b0393909316929092029190911790556101408401516007820180546bffffffffffffffffffffffff19166001600160601b039092169190911790556109806001436146e5565b60088201805467ffffffffffffffff60801b1916600160801b6001600160401b03938416021790556020850151604051638f81a42960e01b8152911660048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690638f81a4299060240161012060405180830381865afa158015610a13573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a3791906146f8565b60a001516001600160601b031690505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166393a247ae60026040518263ffffffff1660e01b8152600401610a9491906147af565b602060405180830381865afa158015610aaf573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610ad391906147c9565b9050808211610ae25780610ae4565b815b600a840155610af3838d61230a565b85516003840154604080516001600160a01b039093168352336020840152600160a01b9091046001600160401b0316908201528d35908f9089907f27a816045c80d2364d827fcb9be5c1a7a6c9acd2ccec9fc8f5c9ed7d2d9c9a0c9060600160405180910390a46101608601516001600160601b031615610bb557610160860151610bb5906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690339030906001600160601b03166124c5565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316636a8bc45b8f8f8e8e6040518563ffffffff1660e01b8152600401610c0794939291906147e0565b5f604051808303815f87803b158015610c1e575f5ffd5b505af1158015610c30573d5f5f3e3d5ffd5b50505050610c4087848b8b6124fb565b610c49836129ac565b15610c5a57610c5a87846001612a0a565b505050505050610c68612e3d565b979650505050505050565b60026040516352ebc13f60e11b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a5d7827e90602401602060405180830381865afa158015610cd7573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610cfb919061487e565b6002811115610d0c57610d0c614186565b141580610d9c5750604051631cdbfe6360e11b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906339b7fcc690602401602060405180830381865afa158015610d76573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d9a91906147c9565b155b15610dbc57604051630bc677c960e41b81523360048201526024016106f5565b5f839003610ddd5760405163482407f360e11b815260040160405180910390fd5b8383604051610ded92919061489c565b6040518091039020610e3385858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061116392505050565b8051906020012014610e5c5783836040516315813c9b60e11b81526004016106f59291906148ab565b5f610ece85858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525050604080516020601f890181900481028201810190925287815292508791508690819084018382808284375f9201919091525061136792505050565b5f8181526005602090815260408083203384529091529020909150610ef290611ffb565b6001600160d01b0316600103610f085750610631565b5f610f5586868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92018290525060408051602081019091529081529250611367915050565b90505f839003610fa257335f90815260066020908152604080832084845290915290205415610f9d57338686604051630aeb629160e21b81526004016106f5939291906148be565b61101e565b5f8181526005602090815260408083203384529091529020610fc390611ffb565b6001600160d01b0316600103610ff257338686604051630aeb629160e21b81526004016106f5939291906148be565b335f9081526006602090815260408083208484529091528120805490919061101990614678565b909155505b5f82815260046020908152604080832033845290915281205490036110b6575f8281526003602052604090205460801161106e57604051636c3b058b60e01b8152600481018390526024016106f5565b5f82815260036020908152604080832080546001810182558185528385200180546001600160a01b031916339081179091558685529054600484528285209185529252909120555b6110e26110c243612e67565b5f8481526005602090815260408083203384529091529020906001612e9d565b5050336001600160a01b0316827fcd194feaff64c5fb92a460c33f03f7ab19e286439b93d64d0d542e0216bf4ada888888886001604051611127959493929190614488565b60405180910390a3505050505050565b5f8281526002602090815260408083206001600160a01b038516845290915290205460ff165b92915050565b805160609082905f036111925750506040805180820190915260048152630dedcdcf60e31b6020820152919050565b5f81516001600160401b038111156111ac576111ac613e2b565b6040519080825280601f01601f1916602001820160405280156111d6576020820181803683370190505b5090505f5b8251811015611278575f8382815181106111f7576111f7614632565b01602001516001600160f81b0319169050604160f81b811080159061122a5750602d60f91b6001600160f81b0319821611155b6112345780611247565b61124360f882901c60206148eb565b60f81b5b83838151811061125957611259614632565b60200101906001600160f81b03191690815f1a905350506001016111db565b509392505050565b6112886120b6565b5f61129282612eb7565b905061129d816129ac565b156112b3576112ae82826001612a0a565b61135b565b6003810154600160a01b90046001600160401b031642106112e1576112ae82826112dc84612f4e565b612a0a565b6009810154600282015461130290600160e01b900461ffff166127106146e5565b61130c9190614904565b600782015461132e9061271090600160601b90046001600160801b0316614904565b111561133f576112ae82825f612a0a565b60405163d2fa673960e01b8152600481018390526024016106f5565b50611364612e3d565b50565b5f828260405160200161137b92919061491b565b60405160208183030381529060405280519060200120905092915050565b5f6114277f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663f698da256040518163ffffffff1660e01b8152600401602060405180830381865afa1580156113f9573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061141d91906147c9565b8787878787612fee565b9695505050505050565b5f61146561143e83612e67565b5f8681526005602090815260408083206001600160a01b03891684529091529020906130f0565b6001600160d01b031660011490509392505050565b5f818152600160205260409020805460609182916001600160401b038111156114a5576114a5613e2b565b6040519080825280602002602001820160405280156114ce578160200160208202803683370190505b5081549093506001600160401b038111156114eb576114eb613e2b565b604051908082528060200260200182016040528015611514578160200160208202803683370190505b5091505f5b81548110156115dd5781818154811061153457611534614632565b5f9182526020909120015484516001600160a01b039091169085908390811061155f5761155f614632565b60200260200101906001600160a01b031690816001600160a01b03168152505081818154811061159157611591614632565b905f5260205f20015f0160149054906101000a90046001600160601b03166001600160601b03168382815181106115ca576115ca614632565b6020908102919091010152600101611519565b5050915091565b5f7f4d656e2e9b9e72653d23a97644d0c5acb63f500737456a34f9fb517d0015263661161360208401846146ca565b6116236040850160208601614690565b611630604086018661493f565b60405161163e92919061489c565b604051908190039020611654606087018761493f565b60405161166292919061489c565b604051908190039020611678608088018861493f565b60405161168692919061489c565b60405190819003902061169c60a089018961493f565b6040516116aa92919061489c565b6040805191829003822060208301989098526001600160401b03909616958101959095526001600160a01b039093166060850152608084019190915260a083015260c082015260e08101919091526101000160408051601f1981840301815291905260c0830135611722610100850160e086016146ca565b611734610120860161010087016146ca565b611746610140870161012088016146ca565b61175861016088016101408901614981565b61176a61018089016101608a016146ca565b6040805160208101979097526001600160401b03958616908701529284166060860152908316608085015263ffffffff1660a08401521660c082015260e00160408051601f19818403018152908290526117c792916020016149b3565b604051602081830303815290604052805190602001209050919050565b604080516102c0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e08101829052610200810182905261022081018290526102408101829052610260810182905261028081018290526102a08101919091525f8281526020818152604080832081516102c0810183528154815260018201549381019390935260028101546001600160a01b03811692840192909252600160a01b82046001600160401b03166060840152600160e01b820461ffff1660808401529060a0830190600160f01b900460ff16600381111561191757611917614186565b600381111561192857611928614186565b815260038201546001600160a01b0380821660208401526001600160401b03600160a01b9283900481166040850152600485015491821660608501526001600160601b039290910482166080840152600584015460a0840152600684015460c0840152600784015491821660e08401526001600160801b03600160601b90920482166101008401526008840154918216610120840152600160801b82048116610140840152600160c01b909104166101608201526009820154610180820152600a8201546101a0820152600b8201546101c0820152600c8201546101e0820152600d909101546102009091015290505f8160a001516003811115611a2e57611a2e614186565b0361115d576040516346bb1c0f60e01b8152600481018490526024016106f5565b85611ac185858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525050604080516020601f890181900481028201810190925287815292508791508690819084018382808284375f9201919091525061136792505050565b141580611aed57505f8681526004602090815260408083206001600160a01b0389168452909152902054155b611eef575f611afd6001436146e5565b9050611b32611b0b82612e67565b5f8981526005602090815260408083206001600160a01b038c1684529091529020906130f0565b6001600160d01b03166001148015611bd75750604051634d38f18b60e11b81526001600160a01b038781166004830152602482018390527f00000000000000000000000000000000000000000000000000000000000000001690639a71e31690604401602060405180830381865afa158015611bb0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611bd491906147c9565b15155b15611c0757604051637f70e64360e11b8152600481018890526001600160a01b03871660248201526044016106f5565b5f8781526005602090815260408083206001600160a01b038a1684529091529020611c3190611ffb565b6001600160d01b03166001148015611ccf5750604051631cdbfe6360e11b81526001600160a01b0387811660048301527f000000000000000000000000000000000000000000000000000000000000000016906339b7fcc690602401602060405180830381865afa158015611ca8573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ccc91906147c9565b15155b15611cff57604051637f70e64360e11b8152600481018890526001600160a01b03871660248201526044016106f5565b5f8781526005602090815260408083206001600160a01b038a1684529091529020611d2990611ffb565b6001600160d01b0316600103611dd557611d8a87876105dd88888080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92018290525060408051602081019091529081529250611367915050565b856001600160a01b0316877fcd194feaff64c5fb92a460c33f03f7ab19e286439b93d64d0d542e0216bf4ada878787875f604051611dcc959493929190614488565b60405180910390a35b5f8781526004602090815260408083206001600160a01b038a1684528252808320548a8452600390925282208054919290918290611e15906001906146e5565b81548110611e2557611e25614632565b5f918252602090912001546001600160a01b031690508082611e486001866146e5565b81548110611e5857611e58614632565b5f91825260208083209190910180546001600160a01b0319166001600160a01b039485161790558c82526004815260408083209385168352929052208390558154829080611ea857611ea86149c7565b5f828152602080822083015f1990810180546001600160a01b03191690559092019092558b82526004815260408083206001600160a01b038d168452909152812055505050505b505050505050565b611eff6120b6565b5f611f0984612eb7565b6003810154909150600160a01b90046001600160401b03164210611f5e576003810154604051636f929d3f60e01b815260048101869052600160a01b9091046001600160401b031660248201526044016106f5565b611f6a848285856124fb565b611f73816129ac565b15611f8457611f8484826001612a0a565b50611f8d612e3d565b505050565b5f81815260036020908152604091829020805483518184028101840190945280845260609392830182828015611fef57602002820191905f5260205f20905b81546001600160a01b03168152600190910190602001808311611fd1575b50505050509050919050565b80545f90801561203757612021836120146001846146e5565b5f91825260209091200190565b54600160301b90046001600160d01b0316612039565b5f5b9392505050565b61207461204c43612e67565b5f8681526005602090815260408083206001600160a01b038916845290915281209190612e9d565b50508015610631576001600160a01b0383165f908152600660209081526040808320858452909152812080549091906120ac906149db565b9091555050505050565b6120be613192565b6120eb60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b906131d2565b565b5f60026040516352ebc13f60e11b81526001600160a01b0385811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063a5d7827e90602401602060405180830381865afa158015612154573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612178919061487e565b600281111561218957612189614186565b1480156120395750604051631a96e1d960e21b81526001600160a01b0384811660048301526001600160401b03841660248301527f00000000000000000000000000000000000000000000000000000000000000001690636a5b876490604401602060405180830381865afa158015612204573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061203991906149f0565b5f6122366020840184614a0b565b15806120395750506080909101351090565b5f823561225b6040850160208601614690565b6040850135606086013561227560a08801608089016146ca565b6040805160208101969096526001600160a01b0390941693850193909352606084019190915260808301526001600160401b031660a082015260c00160408051601f1981840301815291815281516020928301205f8181526007909352912054909150156122f95760405163c4da3f0160e01b8152833560048201526024016106f5565b5f9081526007602052604090205550565b5f61235461231b608084018461493f565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061116392505050565b90505f61236f8260405180602001604052805f815250611367565b90505f6123bc83612383604087018761493f565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061136792505050565b600b8601839055600c860181905590505f6123d783876131d9565b90508282146123f7576123ea82876131d9565b6123f49082614a26565b90505b6009860181905560088601546040516325000ea960e11b8152600160801b9091046001600160401b03166004820152612710906107d0907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690634a001d5290602401602060405180830381865afa15801561247d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124a191906147c9565b6124ab9190614904565b6124b59190614a4d565b86600d0181905550505050505050565b6124d3848484846001613316565b61063157604051635274afe760e01b81526001600160a01b03851660048201526024016106f5565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663f698da256040518163ffffffff1660e01b8152600401602060405180830381865afa158015612558573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061257c91906147c9565b90505f5b82811015611eef573684848381811061259b5761259b614632565b90506020028101906125ad9190614646565b90505f61260a88846125f887868c600101548d60020160149054906101000a90046001600160401b03168e6003015f9054906101000a90046001600160a01b03168f60060154612fee565b61260560a087018761493f565b613383565b60038801549091506001600160a01b039081169082160361264957604051631726e79b60e11b81526001600160a01b03821660048201526024016106f5565b6008870154604051634d38f18b60e11b81526001600160a01b038381166004830152600160801b9092046001600160401b031660248201525f917f00000000000000000000000000000000000000000000000000000000000000001690639a71e31690604401602060405180830381865afa1580156126ca573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906126ee91906147c9565b9050801580612700575087600a015481105b156127295760405163d84c34fb60e01b81526001600160a01b03831660048201526024016106f5565b600b880154600889015461274f91908490600160801b90046001600160401b0316611431565b15801561277f5750600c880154600889015461277d91908490600160801b90046001600160401b0316611431565b155b156127a857604051633aa2ea3d60e21b81526001600160a01b03831660048201526024016106f5565b5f8981526002602090815260408083206001600160a01b038616845290915290205460ff16156127fd5760405163036ae15360e21b8152600481018a90526001600160a01b03831660248201526044016106f5565b5f8981526002602090815260408083206001600160a01b03861684529091528120805460ff191660011790556005890154612839908590612228565b9050806128965761284982613475565b60078a018054600c9061286d908490600160601b90046001600160801b0316614a6c565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550612956565b61289f82613475565b60088a0180545f906128bb9084906001600160801b0316614a6c565b92506101000a8154816001600160801b0302191690836001600160801b0316021790555060015f8b81526020019081526020015f206040518060400160405280856001600160a01b03168152602001612913856134a8565b6001600160601b0390811690915282546001810184555f93845260209384902083519490930151909116600160a01b026001600160a01b03909316929092179101555b6040805182158152602081018490526001600160a01b038516918c917f91d736c6c602b3b7d8cc84855735f71c64292be7f3f6f745af0bc47e915cf167910160405180910390a350505050806001019050612580565b60088101545f906001600160801b031680158015906129cf575082600d01548110155b80156120395750600983015460028401546129f59190600160e01b900461ffff16614904565b612a0161271083614904565b10159392505050565b6040805160a0810182526001840154815260028401546001600160a01b03166020820152600584015491810191909152600683015460608201526008830154600160c01b90046001600160401b031660808201526004830154600160a01b90046001600160601b031682612b975760028401805460ff60f01b1916600360f01b179055604080515f8082526020820181905281830152905186917fbc0011a2aa5dcb7a288470a9208bc88c2eb523d18727d8657b52927b03cd231d919081900360600190a28354604051630806f97b60e31b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691634037cbd891612b20919086905f90600401614a8b565b5f604051808303815f87803b158015612b37575f5ffd5b505af1158015612b49573d5f5f3e3d5ffd5b50505050805f14612b90576003840154612b90906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000081169116836134db565b5050505050565b60028401805460ff60f01b1916600160f11b1790558354604051630806f97b60e31b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691634037cbd891612bfe91908690600190600401614a8b565b5f604051808303815f87803b158015612c15575f5ffd5b505af1158015612c27573d5f5f3e3d5ffd5b50505050600384015460078501545f916001600160a01b0316906001600160601b031615801590612cf057505f6040516352ebc13f60e11b81526001600160a01b0383811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063a5d7827e90602401602060405180830381865afa158015612cb8573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612cdc919061487e565b6002811115612ced57612ced614186565b14155b15612d9d576007860154604051630bfac59960e41b81526001600160a01b0383811660048301526001600160601b0390921660248201523060448201527f00000000000000000000000000000000000000000000000000000000000000009091169063bfac5990906064016020604051808303815f875af1925050508015612d95575060408051601f3d908101601f19168201909252612d92918101906147c9565b60015b15612d9d5791505b60408051600181526020810184905290810183905287907fbc0011a2aa5dcb7a288470a9208bc88c2eb523d18727d8657b52927b03cd231d9060600160405180910390a28115612df257612df2878784613510565b8215612e34576004860154612e34906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000081169116856134db565b50505050505050565b6120eb5f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f006120e5565b5f65ffffffffffff821115612e99576040516306dfcc6560e41b815260306004820152602481018390526044016106f5565b5090565b5f80612eaa858585613807565b915091505b935093915050565b5f818152602081905260408120906002820154600160f01b900460ff166003811115612ee557612ee5614186565b03612f06576040516346bb1c0f60e01b8152600481018390526024016106f5565b60016002820154600160f01b900460ff166003811115612f2857612f28614186565b14612f4957604051631a0d9b9560e11b8152600481018390526024016106f5565b919050565b600881015460078201545f916001600160801b03908116918391612f7a91600160601b90041683614a26565b90508115801590612f8f575083600d01548210155b8015612fc057506002840154612fb1908290600160e01b900461ffff16614904565b612fbd61271084614904565b10155b8015612fe657506009840154612fd890611388614904565b612fe461271084614904565b115b949350505050565b5f807fce6818ba83cfa448e3901875e6a85b117f3edd7f0da6262ae05fbcf05767544e8686868661302260208d018d614a0b565b8c602001358d604001358e606001602081019061303f91906146ca565b60408051602081019a909a528901979097526001600160401b0395861660608901526001600160a01b0390941660808881019190915260a088019390935290151560c087015260e08601526101008501919091529116610120830152880135610140820152610160016040516020818303038152906040528051906020012090506130e4888260405161190160f01b8152600281019290925260228201526042902090565b98975050505050505050565b81545f908181600581111561314c575f61310984613957565b61311390856146e5565b5f8881526020902090915081015465ffffffffffff908116908716101561313c5780915061314a565b613147816001614a26565b92505b505b5f61315987878585613aaf565b9050801561318657613170876120146001846146e5565b54600160301b90046001600160d01b0316610c68565b5f979650505050505050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c156120eb57604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b5f8281526003602052604081206008830154600a840154600160801b9091046001600160401b031690835b835481101561330c575f84828154811061322057613220614632565b5f918252602090912001546001600160a01b03169050613241888286611431565b61324b5750613304565b604051634d38f18b60e11b81526001600160a01b038281166004830152602482018690525f917f000000000000000000000000000000000000000000000000000000000000000090911690639a71e31690604401602060405180830381865afa1580156132ba573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906132de91906147c9565b905080158015906132ef5750838110155b15613301576132fe8188614a26565b96505b50505b600101613204565b5050505092915050565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316613372578383151615613366573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f604182146133af5760405163685c4a4160e11b815260048101879052602481018690526044016106f5565b5f6133bd6020828587614ae5565b6133c691614b0c565b90505f6133d7604060208688614ae5565b6133e091614b0c565b90505f858560408181106133f6576133f6614632565b919091013560f81c915050601b81101561341857613415601b826148eb565b90505b5f5f61342689848787613afd565b5090925090505f81600381111561343f5761343f614186565b146134675760405163685c4a4160e11b8152600481018c9052602481018b90526044016106f5565b509998505050505050505050565b5f6001600160801b03821115612e99576040516306dfcc6560e41b815260806004820152602481018390526044016106f5565b5f6001600160601b03821115612e99576040516306dfcc6560e41b815260606004820152602481018390526044016106f5565b6134e88383836001613bc5565b611f8d57604051635274afe760e01b81526001600160a01b03841660048201526024016106f5565b5f8381526001602081905260408220805490929091613530908390614a26565b6001600160401b0381111561354757613547613e2b565b604051908082528060200260200182016040528015613570578160200160208202803683370190505b5090505f61357f836001614a26565b6001600160401b0381111561359657613596613e2b565b6040519080825280602002602001820160405280156135bf578160200160208202803683370190505b5060088701549091506001600160801b03165f805b858110156136c8578681815481106135ee576135ee614632565b5f9182526020909120015485516001600160a01b039091169086908390811061361957613619614632565b60200260200101906001600160a01b031690816001600160a01b0316815250508287828154811061364c5761364c614632565b5f9182526020909120015461367190600160a01b90046001600160601b03168a614904565b61367b9190614a4d565b84828151811061368d5761368d614632565b6020026020010181815250508381815181106136ab576136ab614632565b6020026020010151826136be9190614a26565b91506001016135d4565b50600488015484516001600160a01b03909116908590879081106136ee576136ee614632565b6001600160a01b039092166020928302919091019091015261371081886146e5565b83868151811061372257613722614632565b60209081029190910101526137816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000167f0000000000000000000000000000000000000000000000000000000000000000896134db565b6040516310d9ace960e31b81526001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906386cd6748906137cf90879087906004016140fd565b5f604051808303815f87803b1580156137e6575f5ffd5b505af11580156137f8573d5f5f3e3d5ffd5b50505050505050505050505050565b82545f90819080156138fd575f613823876120146001856146e5565b805490915065ffffffffffff80821691600160301b90046001600160d01b031690881682111561386657604051632520601d60e01b815260040160405180910390fd5b8765ffffffffffff168265ffffffffffff160361389f57825465ffffffffffff16600160301b6001600160d01b038916021783556138ef565b6040805180820190915265ffffffffffff808a1682526001600160d01b03808a1660208085019182528d54600181018f555f8f81529190912094519151909216600160301b029216919091179101555b9450859350612eaf92505050565b50506040805180820190915265ffffffffffff80851682526001600160d01b0380851660208085019182528854600181018a555f8a815291822095519251909316600160301b029190931617920191909155905081612eaf565b5f60018211613964575090565b816001600160801b821061397d5760809190911c9060401b5b6801000000000000000082106139985760409190911c9060201b5b64010000000082106139af5760209190911c9060101b5b6201000082106139c45760109190911c9060081b5b61010082106139d85760089190911c9060041b5b601082106139eb5760049190911c9060021b5b600482106139f75760011b5b600302600190811c90818581613a0f57613a0f614a39565b048201901c90506001818581613a2757613a27614a39565b048201901c90506001818581613a3f57613a3f614a39565b048201901c90506001818581613a5757613a57614a39565b048201901c90506001818581613a6f57613a6f614a39565b048201901c90506001818581613a8757613a87614a39565b048201901c9050613aa6818581613aa057613aa0614a39565b04821190565b90039392505050565b5f5b81831015611278575f85815260209020838316600285851804019081015465ffffffffffff86811691161115613ae957809250613af7565b613af4816001614a26565b93505b50613ab1565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115613b3657505f91506003905082613bbb565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015613b87573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116613bb257505f925060019150829050613bbb565b92505f91508190505b9450945094915050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316613c1b578383151615613c0f573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f5f83601f840112613c37575f5ffd5b5081356001600160401b03811115613c4d575f5ffd5b602083019150836020828501011115613c64575f5ffd5b9250929050565b5f5f5f5f60408587031215613c7e575f5ffd5b84356001600160401b03811115613c93575f5ffd5b613c9f87828801613c27565b90955093505060208501356001600160401b03811115613cbd575f5ffd5b613cc987828801613c27565b95989497509550505050565b5f6101808284031215613ce6575f5ffd5b50919050565b5f5f83601f840112613cfc575f5ffd5b5081356001600160401b03811115613d12575f5ffd5b6020830191508360208260051b8501011115613c64575f5ffd5b5f5f5f5f5f5f5f878903610120811215613d44575f5ffd5b8835975060a0601f1982011215613d59575f5ffd5b5060208801955060c08801356001600160401b03811115613d78575f5ffd5b613d848a828b01613cd5565b95505060e08801356001600160401b03811115613d9f575f5ffd5b613dab8a828b01613cec565b9095509350506101008801356001600160401b03811115613dca575f5ffd5b613dd68a828b01613cec565b989b979a50959850939692959293505050565b6001600160a01b0381168114611364575f5ffd5b5f5f60408385031215613e0e575f5ffd5b823591506020830135613e2081613de9565b809150509250929050565b634e487b7160e01b5f52604160045260245ffd5b60405161018081016001600160401b0381118282101715613e6257613e62613e2b565b60405290565b60405161012081016001600160401b0381118282101715613e6257613e62613e2b565b5f82601f830112613e9a575f5ffd5b81356001600160401b03811115613eb357613eb3613e2b565b604051601f8201601f19908116603f011681016001600160401b0381118282101715613ee157613ee1613e2b565b604052818152838201602001851015613ef8575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f60208284031215613f24575f5ffd5b81356001600160401b03811115613f39575f5ffd5b612fe684828501613e8b565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6120396020830184613f45565b5f60208284031215613f95575f5ffd5b5035919050565b5f5f60408385031215613fad575f5ffd5b82356001600160401b03811115613fc2575f5ffd5b613fce85828601613e8b565b92505060208301356001600160401b03811115613fe9575f5ffd5b613ff585828601613e8b565b9150509250929050565b6001600160401b0381168114611364575f5ffd5b5f5f5f5f5f60a08688031215614027575f5ffd5b85356001600160401b0381111561403c575f5ffd5b860160c0818903121561404d575f5ffd5b945060208601359350604086013561406481613fff565b9250606086013561407481613de9565b949793965091946080013592915050565b5f5f5f60608486031215614097575f5ffd5b8335925060208401356140a981613de9565b929592945050506040919091013590565b5f8151808452602084019350602083015f5b828110156140f35781516001600160a01b03168652602095860195909101906001016140cc565b5093949350505050565b604081525f61410f60408301856140ba565b82810360208401528084518083526020830191506020860192505f5b8181101561414957835183526020938401939092019160010161412b565b50909695505050505050565b5f60208284031215614165575f5ffd5b81356001600160401b0381111561417a575f5ffd5b612fe684828501613cd5565b634e487b7160e01b5f52602160045260245ffd5b600481106141aa576141aa614186565b9052565b5f6102c082019050825182526020830151602083015260408301516141de60408401826001600160a01b03169052565b5060608301516141f960608401826001600160401b03169052565b50608083015161420f608084018261ffff169052565b5060a083015161422260a084018261419a565b5060c083015161423d60c08401826001600160a01b03169052565b5060e083015161425860e08401826001600160401b03169052565b506101008301516142756101008401826001600160a01b03169052565b506101208301516142926101208401826001600160601b03169052565b506101408301516101408301526101608301516101608301526101808301516142c76101808401826001600160601b03169052565b506101a08301516142e46101a08401826001600160801b03169052565b506101c08301516143016101c08401826001600160801b03169052565b506101e083015161431e6101e08401826001600160401b03169052565b5061020083015161433b6102008401826001600160401b03169052565b506102208301516102208301526102408301516102408301526102608301516102608301526102808301516102808301526102a08301516102a083015292915050565b5f5f5f5f5f5f60808789031215614393575f5ffd5b8635955060208701356143a581613de9565b945060408701356001600160401b038111156143bf575f5ffd5b6143cb89828a01613c27565b90955093505060608701356001600160401b038111156143e9575f5ffd5b6143f589828a01613c27565b979a9699509497509295939492505050565b5f5f5f60408486031215614419575f5ffd5b8335925060208401356001600160401b03811115614435575f5ffd5b61444186828701613cec565b9497909650939450505050565b602081525f61203960208301846140ba565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b606081525f61449b606083018789614460565b82810360208401526144ae818688614460565b91505082151560408301529695505050505050565b8051612f4981613de9565b8051612f4981613fff565b805161ffff81168114612f49575f5ffd5b8015158114611364575f5ffd5b8051612f49816144ea565b80516001600160801b0381168114612f49575f5ffd5b63ffffffff81168114611364575f5ffd5b8051612f4981614518565b80516001600160601b0381168114612f49575f5ffd5b5f61018082840312801561455c575f5ffd5b50614565613e3f565b61456e836144c3565b815261457c602084016144ce565b602082015261458d604084016144d9565b604082015261459e606084016144f7565b60608201526145af60808401614502565b60808201526145c060a084016144ce565b60a08201526145d160c08401614529565b60c08201526145e260e08401614529565b60e082015261010083810151908201526145ff61012084016144d9565b6101208201526146126101408401614534565b6101408201526146256101608401614534565b6101608201529392505050565b634e487b7160e01b5f52603260045260245ffd5b5f823560be1983360301811261465a575f5ffd5b9190910192915050565b634e487b7160e01b5f52601160045260245ffd5b5f6001820161468957614689614664565b5060010190565b5f602082840312156146a0575f5ffd5b813561203981613de9565b6001600160401b03818116838216019081111561115d5761115d614664565b5f602082840312156146da575f5ffd5b813561203981613fff565b8181038181111561115d5761115d614664565b5f61012082840312801561470a575f5ffd5b50614713613e68565b61471c83614502565b815261472a602084016144d9565b602082015261473b604084016144ce565b604082015261474c606084016144d9565b606082015261475d60808401614534565b608082015261476e60a08401614534565b60a082015261477f60c08401614534565b60c082015261479060e08401614534565b60e08201526147a261010084016144d9565b6101008201529392505050565b60208101600383106147c3576147c3614186565b91905290565b5f602082840312156147d9575f5ffd5b5051919050565b84815283356020808301919091525f908501356147fc81613de9565b6001600160a01b031660408381019190915285013560608084019190915285013560808084019190915285013561483281613fff565b6001600160401b031660a083015260e060c0830181905282018390526001600160fb1b03831115614861575f5ffd5b8260051b8085610100850137919091016101000195945050505050565b5f6020828403121561488e575f5ffd5b815160038110612039575f5ffd5b818382375f9101908152919050565b602081525f612fe6602083018486614460565b6001600160a01b03841681526040602082018190525f906148e29083018486614460565b95945050505050565b60ff818116838216019081111561115d5761115d614664565b808202811582820484141761115d5761115d614664565b604081525f61492d6040830185613f45565b82810360208401526148e28185613f45565b5f5f8335601e19843603018112614954575f5ffd5b8301803591506001600160401b0382111561496d575f5ffd5b602001915036819003821315613c64575f5ffd5b5f60208284031215614991575f5ffd5b813561203981614518565b5f81518060208401855e5f93019283525090919050565b5f612fe66149c1838661499c565b8461499c565b634e487b7160e01b5f52603160045260245ffd5b5f816149e9576149e9614664565b505f190190565b5f60208284031215614a00575f5ffd5b8151612039816144ea565b5f60208284031215614a1b575f5ffd5b8135612039816144ea565b8082018082111561115d5761115d614664565b634e487b7160e01b5f52601260045260245ffd5b5f82614a6757634e487b7160e01b5f52601260045260245ffd5b500490565b6001600160801b03818116838216019081111561115d5761115d614664565b92835281516020808501919091528201516001600160a01b0316604080850191909152820151606080850191909152820151608080850191909152909101516001600160401b031660a0830152151560c082015260e00190565b5f5f85851115614af3575f5ffd5b83861115614aff575f5ffd5b5050820193919092039150565b8035602083101561115d575f19602084900360031b1b169291505056",
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
// Solidity: constructor(address token_, address registry_, address escrow_, address staking_, address rewards_, uint64 votePeriod_) returns()
func (challenges *Challenges) PackConstructor(token_ common.Address, registry_ common.Address, escrow_ common.Address, staking_ common.Address, rewards_ common.Address, votePeriod_ uint64) []byte {
	enc, err := challenges.abi.Pack("", token_, registry_, escrow_, staking_, rewards_, votePeriod_)
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
