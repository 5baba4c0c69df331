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

// JobEscrowBatch is an auto generated low-level Go binding around an user-defined struct.
type JobEscrowBatch struct {
	Miner         common.Address
	Subnet        uint64
	MinerShareBps uint16
	Finalized     bool
	Held          *big.Int
	ChallengeEnd  uint64
	LeafCount     uint32
	Root          [32]byte
}

// JobEscrowJob is an auto generated low-level Go binding around an user-defined struct.
type JobEscrowJob struct {
	Client          common.Address
	Subnet          uint64
	Status          uint8
	Miner           common.Address
	SubmittedAt     uint64
	MaxFee          *big.Int
	ChallengeWindow uint64
	MinerShareBps   uint16
	SpecHash        [32]byte
	ResultHash      [32]byte
}

// JobEscrowLeaf is an auto generated low-level Go binding around an user-defined struct.
type JobEscrowLeaf struct {
	JobId      [32]byte
	Client     common.Address
	Fee        *big.Int
	ResultHash [32]byte
}

// JobEscrowMetaData contains all meta data concerning the JobEscrow contract.
var JobEscrowMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractSubnetRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"contractValidatorRewards\",\"name\":\"rewards_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AccessControlBadConfirmation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"neededRole\",\"type\":\"bytes32\"}],\"name\":\"AccessControlUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"name\":\"BatchAlreadyFinalized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"endedAt\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"endsAt\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowOpen\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxFee\",\"type\":\"uint256\"}],\"name\":\"FeeAboveMax\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minFee\",\"type\":\"uint256\"}],\"name\":\"FeeBelowMinimum\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"free\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"required\",\"type\":\"uint256\"}],\"name\":\"InsufficientEscrow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"}],\"name\":\"InvalidJobSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"InvalidProof\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"name\":\"JobAlreadySettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"endedAt\",\"type\":\"uint64\"}],\"name\":\"JobWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"endsAt\",\"type\":\"uint64\"}],\"name\":\"JobWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"LeafAlreadyVoided\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"LeafNotInBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"offset\",\"type\":\"uint256\"}],\"name\":\"MalformedBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotChallenger\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotJobClient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NothingToClaim\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"name\":\"UnknownBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"free\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"WithdrawExceedsFree\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"enumJobEscrow.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongJobStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"minerAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"validatorAmount\",\"type\":\"uint256\"}],\"name\":\"BatchFinalized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"leafCount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"}],\"name\":\"BatchSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Claimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"jobs\",\"type\":\"uint256\"}],\"name\":\"ClientCharged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"refund\",\"type\":\"uint256\"}],\"name\":\"JobCancelled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"minerAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"validatorAmount\",\"type\":\"uint256\"}],\"name\":\"JobFinalized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxFee\",\"type\":\"uint256\"}],\"name\":\"JobPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"refund\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"}],\"name\":\"JobVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"}],\"name\":\"LeafVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"previousAdminRole\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"newAdminRole\",\"type\":\"bytes32\"}],\"name\":\"RoleAdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleGranted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"CHALLENGER_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_ADMIN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"JOB_ORDER_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_LEAF_BYTES\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROOF_OF_COMPUTE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"}],\"name\":\"balances\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"free\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"committed\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"name\":\"batch\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"finalized\",\"type\":\"bool\"},{\"internalType\":\"uint128\",\"name\":\"held\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"leafCount\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"}],\"internalType\":\"structJobEscrow.Batch\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"batchCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"cancelJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"internalType\":\"structJobEscrow.Leaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[]\",\"name\":\"proof\",\"type\":\"bytes32[]\"}],\"name\":\"challenge\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"challengeJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"claim\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"depositWithPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"}],\"name\":\"earnings\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"earned\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"claimed\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"finalize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"name\":\"finalizeBatch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"getRoleAdmin\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"grantRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasRole\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"internalType\":\"structJobEscrow.Leaf\",\"name\":\"leaf\",\"type\":\"tuple\"}],\"name\":\"hashLeaf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"name\":\"isSettled\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"job\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"enumJobEscrow.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint128\",\"name\":\"maxFee\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"internalType\":\"structJobEscrow.Job\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"structHash\",\"type\":\"bytes32\"}],\"name\":\"jobDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"wordIndex\",\"type\":\"uint256\"}],\"name\":\"nonceWord\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"maxFee\",\"type\":\"uint256\"}],\"name\":\"postJob\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractSubnetRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"callerConfirmation\",\"type\":\"address\"}],\"name\":\"renounceRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revokeRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"rewards\",\"outputs\":[{\"internalType\":\"contractValidatorRewards\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"leaves\",\"type\":\"bytes\"}],\"name\":\"submitBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"proof\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"voided\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "JobEscrow",
	Bin: "0x6101c0604052348015610010575f5ffd5b5060405161412e38038061412e83398101604081905261002f91610250565b6040518060400160405280600781526020016654656e736f726160c81b815250604051806040016040528060018152602001603160f81b8152506100788261014a60201b60201c565b610120526100858161014a565b61014052815160208084019190912060e052815190820120610100524660a05261011160e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c0526001600160a01b03848116610160528381166101805282166101a0526101405f82610190565b5050505050610307565b5f5f829050601f8151111561017d578260405163305a27a960e01b815260040161017491906102ac565b60405180910390fd5b8051610188826102e1565b179392505050565b5f828152602081815260408083206001600160a01b038516845290915281205460ff16610230575f838152602081815260408083206001600160a01b03861684529091529020805460ff191660011790556101e83390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a4506001610233565b505f5b92915050565b6001600160a01b038116811461024d575f5ffd5b50565b5f5f5f5f60808587031215610263575f5ffd5b845161026e81610239565b602086015190945061027f81610239565b604086015190935061029081610239565b60608601519092506102a181610239565b939692955090935050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80516020808301519190811015610301575f198160200360031b1b821691505b50919050565b60805160a05160c05160e05161010051610120516101405161016051610180516101a051613d726103bc5f395f8181610553015281816126e5015261272f01525f818161044c01528181610cd701526118c001525f818161069301528181610b7a0152818161106e0152818161119a015281816116a00152818161263801526126c301525f61269201525f61266701525f612b8a01525f612b6201525f612abd01525f612ae701525f612b110152613d725ff3fe608060405234801561000f575f5ffd5b506004361061023f575f3560e01c80639148f12a11610135578063b6b55f25116100b4578063db371c6011610079578063db371c6014610640578063df18e04714610660578063e33491a714610673578063f698da2514610686578063fc0c546a1461068e575f5ffd5b8063b6b55f25146105b1578063bf821f0e146105c4578063c726049b14610612578063cee1b1e114610625578063d547741f1461062d575f5ffd5b80639b8b9a7f116100fa5780639b8b9a7f146105275780639ec5a8941461054e5780639ef6120b14610575578063a217fddf14610588578063a55d800b1461058f575f5ffd5b80639148f12a146104b457806391d14854146104db57806392584d80146104ee578063969aa6c9146105015780639928385514610514575f5ffd5b8063484c1fc0116101c1578063543fd31311610186578063543fd313146103f75780635fae1450146104345780637b103999146104475780637c6e0c2b1461048657806384b0196e14610499575f5ffd5b8063484c1fc0146103775780634a970be7146103ac5780634c5d8a0f146103bf5780634e71d92d146103c8578063530adbb4146103d0575f5ffd5b80632a4d5220116102075780632a4d5220146103165780632e1a7d4d1461032b5780632f2ff15d1461033e57806336568abe146103515780633fd3c05114610364575f5ffd5b806301ffc9a71461024357806306f130561461026b5780630eaa75fe14610282578063248a9ca3146102a257806327e235e3146102c4575b5f5ffd5b61025661025136600461356b565b6106b5565b60405190151581526020015b60405180910390f35b610274600a5481565b604051908152602001610262565b610295610290366004613592565b6106eb565b60405161026291906135a9565b6102746102b0366004613592565b5f9081526020819052604090206001015490565b6103016102d2366004613668565b6001600160a01b03165f908152600360205260409020546001600160801b0380821692600160801b9092041690565b60408051928352602083019190915201610262565b610329610324366004613592565b6107f5565b005b610329610339366004613592565b610a6e565b61032961034c366004613681565b610bad565b61032961035f366004613681565b610bd7565b610274610372366004613703565b610c0f565b610274610385366004613753565b6001600160a01b03919091165f908152600560209081526040808320938352929052205490565b6103296103ba36600461377b565b611026565b61027460085481565b6102746110e1565b6102747fe752add323323eb13e36c71ee508dfd16d74e9e4c4fd78786ba97989e5e1381881565b610301610405366004613668565b6001600160a01b03165f908152600460205260409020546001600160801b0380821692600160801b9092041690565b610329610442366004613592565b6111cd565b61046e7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610262565b6102746104943660046137db565b6113a8565b6104a161140a565b6040516102629796959493929190613823565b6102747f4d656e2e9b9e72653d23a97644d0c5acb63f500737456a34f9fb517d0015263681565b6102566104e9366004613681565b61144c565b6103296104fc366004613592565b611474565b61032961050f3660046138b9565b6116f7565b610274610522366004613592565b611881565b6102747f3258d739564609424681ebce7143fc9168b4d07d08fe63d14fa1a68544d941c781565b61046e7f000000000000000000000000000000000000000000000000000000000000000081565b61027461058336600461393e565b61188b565b6102745f81565b61025661059d366004613592565b60066020525f908152604090205460ff1681565b6103296105bf366004613592565b611c99565b6102566105d2366004613970565b6001600160a01b0382165f90815260056020908152604080832066ffffffffffffff600886901c168452909152902054600160ff83161b16151592915050565b6103296106203660046139a5565b611cb2565b61027460c581565b61032961063b366004613681565b611e53565b61065361064e366004613592565b611e77565b6040516102629190613a27565b61027461066e366004613668565b611fe7565b610329610681366004613592565b61202c565b610274612236565b61046e7f000000000000000000000000000000000000000000000000000000000000000081565b5f6001600160e01b03198216637965db0b60e01b14806106e557506301ffc9a760e01b6001600160e01b03198316145b92915050565b60408051610100810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101919091525f8281526009602090815260409182902082516101008101845281546001600160a01b038116808352600160a01b82046001600160401b0390811695840195909552600160e01b820461ffff1695830195909552600160f01b900460ff161515606082015260018201546001600160801b0381166080830152600160801b810490931660a0820152600160c01b90920463ffffffff1660c08301526002015460e0820152906106e5576040516321c9773560e11b8152600481018490526024015b60405180910390fd5b5f818152600760205260408120908154600160e01b900460ff166005811115610820576108206139f3565b036108415760405163e498a48160e01b8152600481018390526024016107ec565b80546001600160a01b0316331480159061088257506108807fe752add323323eb13e36c71ee508dfd16d74e9e4c4fd78786ba97989e5e138183361144c565b155b156108a2576040516330268a2560e21b81523360048201526024016107ec565b60028154600160e01b900460ff1660058111156108c1576108c16139f3565b146108ef578054604051631063c51160e11b81526107ec918491600160e01b90910460ff1690600401613b07565b600281015460018201545f91610920916001600160401b03600160801b909204821691600160a01b90910416613b2f565b9050806001600160401b0316421061095d576040516323507c6360e21b8152600481018490526001600160401b03821660248201526044016107ec565b8154600560e01b60ff60e01b19821617835560028301546001600160a01b039091165f90815260036020526040902080546001600160801b0392831692839183916010916109b4918591600160801b900416613b4e565b92506101000a8154816001600160801b0302191690836001600160801b0316021790555081815f015f8282829054906101000a90046001600160801b03166109fc9190613b6d565b82546101009290920a6001600160801b0381810219909316918316021790915585546040805192861683523360208401526001600160a01b03909116925087917f3eef88ce6d2f32cf0de45521e5e7df1986c5c1ba0467f7d54edd9d980ebe3526910160405180910390a35050505050565b610a76612244565b805f03610a9657604051631f2a200560e01b815260040160405180910390fd5b335f90815260036020526040902080546001600160801b0316821115610aea5780546040516362a9f31d60e01b81523360048201526001600160801b039091166024820152604481018390526064016107ec565b8054829082905f90610b069084906001600160801b0316613b4e565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550336001600160a01b03167f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d583604051610b6591815260200190565b60405180910390a2610ba16001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016338461229d565b50610baa6122d2565b50565b5f82815260208190526040902060010154610bc7816122fc565b610bd18383612306565b50505050565b6001600160a01b0381163314610c005760405163334bd91960e11b815260040160405180910390fd5b610c0a8282612395565b505050565b5f610c18612244565b610cb9604051806102a001604052805f81526020015f6001600160a01b031681526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f8152602001606081526020015f81525090565b6040516327ebee6b60e21b81526001600160401b03861660048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690639fafb9ac90602401606060405180830381865afa158015610d24573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d489190613b8c565b61ffff166102008401526001600160401b03166101e08301526001600160801b03166101a08201525f839003610d915760405163c2e5347d60e01b815260040160405180910390fd5b600a5f8154610d9f90613be7565b918290555061022082018190529150610db7856123fe565b8152610dc460c584613bff565b6001600160401b03811115610ddb57610ddb613c1e565b604051908082528060200260200182016040528015610e04578160200160208202803683370190505b50610260820152610e16818585612458565b6102408101516102608201515f90610e2e9083612495565b90505f836101e0015142610e429190613c32565b9050604051806101000160405280336001600160a01b03168152602001896001600160401b0316815260200185610200015161ffff1681526020015f15158152602001610e93866101c0015161250d565b6001600160801b03168152602001826001600160401b03168152602001610eb985612544565b63ffffffff908116825260209182018590525f8881526009835260409081902084518154948601518684015160608801511515600160f01b0260ff60f01b1961ffff909216600160e01b029190911662ffffff60e01b196001600160401b03938416600160a01b026001600160e01b03199099166001600160a01b0390951694909417979097179290921695909517178155608085015160018201805460a088015160c0890151909616600160c01b0263ffffffff60c01b19968816600160801b026001600160c01b03199092166001600160801b039094169390931717949094161790925560e0909301516002909101556101c086015191513392918b169188917fdd9792be4b8667270e8f663c3b57304b3463486becb11eff9e6cf0ab41f99e6e9161100b9188918a918990938452602084019290925260408301526001600160401b0316606082015260800190565b60405180910390a45050505061101f6122d2565b9392505050565b61102e612244565b60405163d505accf60e01b8152336004820152306024820152604481018690526064810185905260ff8416608482015260a4810183905260c481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063d505accf9060e4015f604051808303815f87803b1580156110b7575f5ffd5b505af19250505080156110c8575060015b506110d285612574565b6110da6122d2565b5050505050565b5f6110ea612244565b335f9081526004602052604090208054611116906001600160801b03600160801b820481169116613b4e565b6001600160801b03169150815f03611143576040516332559a3360e11b81523360048201526024016107ec565b80546001600160801b0316600160801b810217815560405182815233907fd8138f8a3f377c5259ca548e70e4c2de94f129f5a11036a15b69513cba2b426a9060200160405180910390a26111c16001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016338461229d565b506111ca6122d2565b90565b5f818152600760205260408120908154600160e01b900460ff1660058111156111f8576111f86139f3565b036112195760405163e498a48160e01b8152600481018390526024016107ec565b80546001600160a01b0316331461124c5760405163392f15b160e11b8152600481018390523360248201526044016107ec565b60018154600160e01b900460ff16600581111561126b5761126b6139f3565b14611299578054604051631063c51160e11b81526107ec918491600160e01b90910460ff1690600401613b07565b805460ff60e01b1916600160e21b1781556002810154335f90815260036020526040902080546001600160801b0392831692839183916010916112e5918591600160801b900416613b4e565b92506101000a8154816001600160801b0302191690836001600160801b0316021790555081815f015f8282829054906101000a90046001600160801b031661132d9190613b6d565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550336001600160a01b0316847fadb7f3d9bfcbcdbdb516ea3395cac981e65d074a4c6007d3c0458250b93c7a488460405161139a91906001600160801b0391909116815260200190565b60405180910390a350505050565b5f81356113bb6040840160208501613668565b6040805160208101939093526001600160a01b0390911682820152830135606082810191909152830135608082015260a001604051602081830303815290604052805190602001209050919050565b5f6060805f5f5f606061141b612660565b61142361268b565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b5f918252602082815260408084206001600160a01b0393909316845291905290205460ff1690565b61147c612244565b5f81815260076020526040902060028154600160e01b900460ff1660058111156114a8576114a86139f3565b14611515575f8154600160e01b900460ff1660058111156114cb576114cb6139f3565b036114ec5760405163e498a48160e01b8152600481018390526024016107ec565b8054604051631063c51160e11b81526107ec918491600160e01b90910460ff1690600401613b07565b600281015460018201545f91611546916001600160401b03600160801b909204821691600160a01b90910416613b2f565b9050806001600160401b0316421015611584576040516331091f3360e11b8152600481018490526001600160401b03821660248201526044016107ec565b8154600360e01b60ff60e01b19821617835560028301546001600160a01b039091165f90815260036020526040902080546001600160801b03928316928392916010916115db918591600160801b90910416613b4e565b92506101000a8154816001600160801b0302191690836001600160801b031602179055505f6127108460020160189054906101000a900461ffff1661ffff16836116259190613c45565b61162f9190613bff565b90505f61163c8284613c5c565b600186015460408051858152602081018490529293506001600160a01b0390911691829189917f97b3ae581260524783fd94ff151fc7eb4aa588d75cbd3b2476d016f60c876095910160405180910390a382156116c7576116c76001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016828561229d565b81156116e95785546116e990600160a01b90046001600160401b0316836126b6565b505050505050610baa6122d2565b6116ff612244565b5f84815260096020526040902080546001600160a01b0316611737576040516321c9773560e11b8152600481018690526024016107ec565b8054600160f01b900460ff16156117645760405163a99bd78160e01b8152600481018690526024016107ec565b6001810154600160801b90046001600160401b031642106117b657600181015460405163526d4cc160e11b815260048101879052600160801b9091046001600160401b031660248201526044016107ec565b6117c66040850160208601613668565b6001600160a01b0316336001600160a01b03161415801561180e575061180c7fe752add323323eb13e36c71ee508dfd16d74e9e4c4fd78786ba97989e5e138183361144c565b155b1561182e576040516330268a2560e21b81523360048201526024016107ec565b61184683838360020154611841886113a8565b612792565b61186d576040516301f0020760e11b815260048101869052843560248201526044016107ec565b6118788582866127a9565b50610bd16122d2565b5f6106e582612918565b5f611894612244565b6040516327ebee6b60e21b81526001600160401b03851660048201525f90819081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690639fafb9ac90602401606060405180830381865afa158015611905573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906119299190613b8c565b925092509250845f0361194f57604051631f2a200560e01b815260040160405180910390fd5b826001600160801b031685101561198b576040516308d9f2ef60e41b8152600481018690526001600160801b03841660248201526044016107ec565b335f90815260036020526040902080546001600160801b03168611156119df578054604051632d3d15b760e21b81523360048201526001600160801b039091166024820152604481018790526064016107ec565b8054869082905f906119fb9084906001600160801b0316613b4e565b92506101000a8154816001600160801b0302191690836001600160801b0316021790555085815f0160108282829054906101000a90046001600160801b0316611a449190613b6d565b92506101000a8154816001600160801b0302191690836001600160801b031602179055507f0f14619c10c6d71d7fc800f6d6aea5575086c50542373083b5064613693c4656463060085f8154611a9990613be7565b91829055506040805160208101959095528401929092526001600160a01b03166060830152608082015260a00160408051601f198184030181528282528051602091820120610140840183523384526001600160401b038c169184019190915296508101600181525f602080830182905260408084018390526001600160801b038b1660608501526001600160401b03888116608086015261ffff881660a086015260c085018d905260e090940183905289835260078252918290208451815492860151909416600160a01b026001600160e01b03199092166001600160a01b039490941693909317178083559083015190829060ff60e01b1916600160e01b836005811115611bab57611bab6139f3565b0217905550606082015160018201805460808501516001600160401b03908116600160a01b026001600160e01b03199092166001600160a01b039094169390931717905560a083015160028301805460c086015160e087015161ffff16600160c01b0261ffff60c01b19918616600160801b026001600160c01b03199093166001600160801b03909516949094179190911716919091179055610100830151600383015561012090920151600490910155604080518981526020810189905233928b169188917f466e7b112eef05e10d34ed67fe6ffd5eac3ea0ed1a420493b3f7639cdf0eb46f910161100b565b611ca1612244565b611caa81612574565b610baa6122d2565b5f84815260076020526040902060018154600160e01b900460ff166005811115611cde57611cde6139f3565b14611d4b575f8154600160e01b900460ff166005811115611d0157611d016139f3565b03611d225760405163e498a48160e01b8152600481018690526024016107ec565b8054604051631063c51160e11b81526107ec918791600160e01b90910460ff1690600401613b07565b5f611d5886868686612944565b90506001600160a01b0381163314611d955760405163028128df60e61b8152600481018790526001600160a01b03821660248201526044016107ec565b815460ff60e01b1916600160e11b1782556001820180546001600160401b0342818116600160a01b0267ffffffffffffffff60a01b19339081166001600160e01b03199095169490941717909355600485018890556002850154919289927f696f81e189cf0fb20c47c68852c407dac17843c28d52d080332938c858caf226928a92611e2b92600160801b900490911690613b2f565b604080519283526001600160401b0390911660208301520160405180910390a3505050505050565b5f82815260208190526040902060010154611e6d816122fc565b610bd18383612395565b60408051610140810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081018290526101208101919091525f82815260076020908152604080832081516101408101835281546001600160a01b0381168252600160a01b81046001600160401b031694820194909452929091830190600160e01b900460ff166005811115611f2657611f266139f3565b6005811115611f3757611f376139f3565b815260018201546001600160a01b0381166020830152600160a01b90046001600160401b03908116604083015260028301546001600160801b0381166060840152600160801b81049091166080830152600160c01b900461ffff1660a0820152600382015460c082015260049091015460e09091015290505f81604001516005811115611fc657611fc66139f3565b036106e55760405163e498a48160e01b8152600481018490526024016107ec565b6001600160a01b0381165f908152600460205260408120805461201c906001600160801b03600160801b820481169116613b4e565b6001600160801b03169392505050565b612034612244565b5f81815260096020526040902080546001600160a01b031661206c576040516321c9773560e11b8152600481018390526024016107ec565b8054600160f01b900460ff16156120995760405163a99bd78160e01b8152600481018390526024016107ec565b6001810154600160801b90046001600160401b03164210156120ec5760018101546040516318c02f4160e01b815260048101849052600160801b9091046001600160401b031660248201526044016107ec565b600181018054825460ff60f01b1916600160f01b178084556001600160801b031982169092556001600160801b0316905f90612710906121389061ffff600160e01b9091041684613c45565b6121429190613bff565b90505f61214f8284613c5c565b84549091506001600160a01b03166121668361250d565b6001600160a01b0382165f90815260046020526040812080549091906121969084906001600160801b0316613b6d565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550806001600160a01b0316867fff443c6e25875b4bff610d2389538c73b5a4e674cafaccf63f7c0367c0cfdd5785856040516121ff929190918252602082015260400190565b60405180910390a3811561222957845461222990600160a01b90046001600160401b0316836126b6565b5050505050610baa6122d2565b5f61223f612ab1565b905090565b61226e7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c612bda565b61229b60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90612bf8565b565b6122aa8383836001612bff565b610c0a57604051635274afe760e01b81526001600160a01b03841660048201526024016107ec565b61229b5f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612295565b610baa8133612c61565b5f612311838361144c565b61238e575f838152602081815260408083206001600160a01b03861684529091529020805460ff191660011790556123463390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a45060016106e5565b505f6106e5565b5f6123a0838361144c565b1561238e575f838152602081815260408083206001600160a01b0386168085529252808320805460ff1916905551339286917ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b9190a45060016106e5565b5f5f612408612ab1565b6040805161028081019091527f4d656e2e9b9e72653d23a97644d0c5acb63f500737456a34f9fb517d001526368152602081019490945261190160f01b6101a08501526101a28401525090919050565b815f5b828110156110da575f61247086848487612c9e565b90925090508015612486576124868682846130a2565b61248f866131c7565b5061245b565b5f602083015b6001831115612505575f5f5b848110156124fd578060051b830151856001830110600181036124e6576001830160051b850151808311156124d857915b5f9283526020526040909120905b50600583901b8401526001909101906002016124a7565b50925061249b565b519392505050565b5f6001600160801b03821115612540576040516306dfcc6560e41b815260806004820152602481018390526044016107ec565b5090565b5f63ffffffff821115612540576040516306dfcc6560e41b815260206004820152602481018390526044016107ec565b805f0361259457604051631f2a200560e01b815260040160405180910390fd5b61259d8161250d565b335f90815260036020526040812080549091906125c49084906001600160801b0316613b6d565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550336001600160a01b03167f2da466a7b24304f47e87fa2e1e5a81b9831ce54fec19055ce277ca2f39ba42c48260405161262391815260200190565b60405180910390a2610baa6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163330846132f3565b606061223f7f0000000000000000000000000000000000000000000000000000000000000000613329565b606061223f7f0000000000000000000000000000000000000000000000000000000000000000613329565b61270a6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000167f00000000000000000000000000000000000000000000000000000000000000008361229d565b60405163da5c3a1f60e01b81526001600160401b0383166004820152602481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063da5c3a1f906044015f604051808303815f87803b158015612778575f5ffd5b505af115801561278a573d5f5f3e3d5ffd5b505050505050565b5f8261279f868685613366565b1495945050505050565b80355f9081526006602052604090205460ff16156127dd576040516323aa2b6b60e01b8152813560048201526024016107ec565b80355f90815260066020526040808220805460ff19166001908117909155840180549184013592839261281a9084906001600160801b0316613b4e565b92506101000a8154816001600160801b0302191690836001600160801b031602179055508060035f8460200160208101906128559190613668565b6001600160a01b0316815260208101919091526040015f90812080549091906128889084906001600160801b0316613b6d565b92506101000a8154816001600160801b0302191690836001600160801b031602179055508160200160208101906128bf9190613668565b604080516001600160801b03841681523360208201526001600160a01b03929092169184359187917fc4e92a96a0f97b7107e5cf9c97f08006b2561d2a927e9dbe248ee2e7ad96cef4910160405180910390a450505050565b5f6106e5612924612ab1565b8360405161190160f01b8152600281019290925260228201526042902090565b5f60e08210156129705760405163028128df60e61b8152600481018690525f60248201526044016107ec565b5f8080808080612982888a018a613c6f565b955095509550955095509550826001600160401b0316826001600160401b031610156129ca5760405163028128df60e61b8152600481018c90525f60248201526044016107ec565b604080517f3258d739564609424681ebce7143fc9168b4d07d08fe63d14fa1a68544d941c760208201529081018c9052606081018790526080810186905260a081018b905260c081018590526001600160401b0380851660e083015283166101008201525f90610120016040516020818303038152906040528051906020012090505f5f612a60612a5a84612918565b856133a7565b5090925090505f816003811115612a7957612a796139f3565b14612aa05760405163028128df60e61b8152600481018f90525f60248201526044016107ec565b509c9b505050505050505050505050565b5f306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015612b0957507f000000000000000000000000000000000000000000000000000000000000000046145b15612b3357507f000000000000000000000000000000000000000000000000000000000000000090565b61223f604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b1561229b57604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316612c55578383151615612c49573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b612c6b828261144c565b612c9a5760405163e2517d3f60e01b81526001600160a01b0382166004820152602481018390526044016107ec565b5050565b5f5f612f0b565b805160c5905f908435821a6001811615612cc0576014840193505b6002811615612cd0576020840193505b6004811615612ce0576020840193505b6008811615612cf0576020840193505b600f8114158816878511600f8311171715612d1057600192505050612f02565b600195860195811615612d2e57853560601c60408301526014860195505b6002811615612d4557853560608301526020860195505b6004811615612d5c57853560a08301526020860195505b6008811615612d7357853560c08301526020860195505b5084356080820152602085013560801c60e0820152603085013560c01c610100820152603885013560c01c610120820152604085013560c01c610140820152604885013560e01c610160820152604c85013560c01c6101808201526040810151605486013560801c81602087015261012083015160608701528060808701526101a083208060a0880152806101c285015260426101a085012061020085015260a48801358060ff1c601b0161022086015260848901356102408601526001600160ff1b038116905080610260860152602061020086016080610200880160015afa6102008601518514851515166fa2a8918ca85bafe22016d0b997e4df60600160ff1b038311153d60201492909216919091161680612e9b5760029650505050505050612f02565b505060e0840151821115612eb6576003945050505050612f02565b6101a0870151821015612ed0576004945050505050612f02565b8061020085015250816102208401528061024084015250506064850135610260820152608061020082012060c0850152505b94509492505050565b5f5b8385101561307557848601600181355f1a16821615612f2c5750613075565b612f4061024089015115878703838b612ca5565b91508115612f5057509150613075565b82612f825760019250602089015160e08a015260208901515f52600560205260405f206101408a01525f196101608a01525b606089015191508160081c6101608a01518114612fdc576101608a01515f1914612fb4576101808a01516102808b0151555b806101608b0152805f526101408a015160205260405f20806102808c015280546101808c0152505b50600160ff83161b9150816101808a01511615612ffe57600593505050613075565b816101808a0151176101808a015260808901516101008a0151016101008a015260016101208a0151016101208a015261024089015191506102608901518051831061304f5760019450505050613075565b60c08a01518360051b60208301015250600182016102408a015280870196505050612f0d565b5080613096576101608601515f191461309657610180860151610280870151555b83915094509492505050565b816001036130c6576040516370ac562d60e01b8152600481018290526024016107ec565b816002036131035760a0830151602084015160405163fb5d5a4d60e01b815260048101929092526001600160a01b031660248201526044016107ec565b8160030361314857825160e081015160a0850151608086015160405163e20e71ff60e01b815260048101929092526024820152604481018290529091906064016107ec565b8160040361317d5760808301516101a08401516040516308d9f2ef60e41b8152600481019290925260248201526044016107ec565b60a08301516020840151606085015160405163b920fdb760e01b815260048101939093526001600160a01b0390911660248301526001600160401b031660448201526064016107ec565b60e08101516001600160a01b03165f90815260036020526040902080546101008301516001600160801b03909116908110156132395760e0830151610100840151604051632d3d15b760e21b81526001600160a01b0390921660048301526024820183905260448201526064016107ec565b6101008301516132499082613c5c565b82546001600160801b0319166001600160801b039190911617825560e08301516102208401516101008501516101208601516040805192835260208301919091526001600160a01b03909316927f0f063884065dab0de08246972837e14ab3eaa4789d45372c0f6cff5346d8e03f910160405180910390a3826101000151836101c0018181516132d99190613c32565b905250505f61010083018190526101209092019190915250565b6133018484848460016133f0565b610bd157604051635274afe760e01b81526001600160a01b03851660048201526024016107ec565b60605f6133358361345d565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f81815b8481101561339e576133948287878481811061338857613388613d5e565b90506020020135613484565b915060010161336a565b50949350505050565b5f5f5f83516041036133de576020840151604085015160608601515f1a6133d0888285856134ad565b9550955095505050506133e9565b505081515f91506002905b9250925092565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f5114831661344c578383151615613440573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f60ff8216601f8111156106e557604051632cd44ac360e21b815260040160405180910390fd5b5f81831061349e575f82815260208490526040902061101f565b505f9182526020526040902090565b5f80806fa2a8918ca85bafe22016d0b997e4df60600160ff1b038411156134dc57505f91506003905082613561565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa15801561352d573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b03811661355857505f925060019150829050613561565b92505f91508190505b9450945094915050565b5f6020828403121561357b575f5ffd5b81356001600160e01b03198116811461101f575f5ffd5b5f602082840312156135a2575f5ffd5b5035919050565b81516001600160a01b031681526020808301516001600160401b03169082015260408083015161ffff16908201526060808301516101008301916135f09084018215159052565b50608083015161360b60808401826001600160801b03169052565b5060a083015161362660a08401826001600160401b03169052565b5060c083015161363e60c084018263ffffffff169052565b5060e092830151919092015290565b80356001600160a01b0381168114613663575f5ffd5b919050565b5f60208284031215613678575f5ffd5b61101f8261364d565b5f5f60408385031215613692575f5ffd5b823591506136a26020840161364d565b90509250929050565b6001600160401b0381168114610baa575f5ffd5b5f5f83601f8401126136cf575f5ffd5b5081356001600160401b038111156136e5575f5ffd5b6020830191508360208285010111156136fc575f5ffd5b9250929050565b5f5f5f60408486031215613715575f5ffd5b8335613720816136ab565b925060208401356001600160401b0381111561373a575f5ffd5b613746868287016136bf565b9497909650939450505050565b5f5f60408385031215613764575f5ffd5b61376d8361364d565b946020939093013593505050565b5f5f5f5f5f60a0868803121561378f575f5ffd5b8535945060208601359350604086013560ff811681146137ad575f5ffd5b94979396509394606081013594506080013592915050565b5f608082840312156137d5575f5ffd5b50919050565b5f608082840312156137eb575f5ffd5b61101f83836137c5565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f61384160e08301896137f5565b828103604084015261385381896137f5565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b818110156138a857835183526020938401939092019160010161388a565b50909b9a5050505050505050505050565b5f5f5f5f60c085870312156138cc575f5ffd5b843593506138dd86602087016137c5565b925060a08501356001600160401b038111156138f7575f5ffd5b8501601f81018713613907575f5ffd5b80356001600160401b0381111561391c575f5ffd5b8760208260051b8401011115613930575f5ffd5b949793965060200194505050565b5f5f5f60608486031215613950575f5ffd5b833561395b816136ab565b95602085013595506040909401359392505050565b5f5f60408385031215613981575f5ffd5b61398a8361364d565b9150602083013561399a816136ab565b809150509250929050565b5f5f5f5f606085870312156139b8575f5ffd5b843593506020850135925060408501356001600160401b038111156139db575f5ffd5b6139e7878288016136bf565b95989497509550505050565b634e487b7160e01b5f52602160045260245ffd5b60068110613a2357634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b0316815261014081016020830151613a5360208401826001600160401b03169052565b506040830151613a666040840182613a07565b506060830151613a8160608401826001600160a01b03169052565b506080830151613a9c60808401826001600160401b03169052565b5060a0830151613ab760a08401826001600160801b03169052565b5060c0830151613ad260c08401826001600160401b03169052565b5060e0830151613ae860e084018261ffff169052565b5061010083015161010083015261012083015161012083015292915050565b8281526040810161101f6020830184613a07565b634e487b7160e01b5f52601160045260245ffd5b6001600160401b0381811683821601908111156106e5576106e5613b1b565b6001600160801b0382811682821603908111156106e5576106e5613b1b565b6001600160801b0381811683821601908111156106e5576106e5613b1b565b5f5f5f60608486031215613b9e575f5ffd5b83516001600160801b0381168114613bb4575f5ffd5b6020850151909350613bc5816136ab565b604085015190925061ffff81168114613bdc575f5ffd5b809150509250925092565b5f60018201613bf857613bf8613b1b565b5060010190565b5f82613c1957634e487b7160e01b5f52601260045260245ffd5b500490565b634e487b7160e01b5f52604160045260245ffd5b808201808211156106e5576106e5613b1b565b80820281158282048414176106e5576106e5613b1b565b818103818111156106e5576106e5613b1b565b5f5f5f5f5f5f60c08789031215613c84575f5ffd5b8635955060208701359450604087013593506060870135613ca4816136ab565b92506080870135613cb4816136ab565b915060a08701356001600160401b03811115613cce575f5ffd5b8701601f81018913613cde575f5ffd5b80356001600160401b03811115613cf757613cf7613c1e565b604051601f8201601f19908116603f011681016001600160401b0381118282101715613d2557613d25613c1e565b6040528181528282016020018b1015613d3c575f5ffd5b816020840160208301375f602083830101528093505050509295509295509295565b634e487b7160e01b5f52603260045260245ffd",
}

// JobEscrow is an auto generated Go binding around an Ethereum contract.
type JobEscrow struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *JobEscrow) GetABI() abi.ABI {
	return c.abi
}

// NewJobEscrow creates a new instance of JobEscrow.
func NewJobEscrow() *JobEscrow {
	parsed, err := JobEscrowMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &JobEscrow{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *JobEscrow) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token_, address registry_, address rewards_, address admin) returns()
func (jobEscrow *JobEscrow) PackConstructor(token_ common.Address, registry_ common.Address, rewards_ common.Address, admin common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("", token_, registry_, rewards_, admin)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCHALLENGERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x530adbb4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CHALLENGER_ROLE() view returns(bytes32)
func (jobEscrow *JobEscrow) PackCHALLENGERROLE() []byte {
	enc, err := jobEscrow.abi.Pack("CHALLENGER_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCHALLENGERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x530adbb4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CHALLENGER_ROLE() view returns(bytes32)
func (jobEscrow *JobEscrow) TryPackCHALLENGERROLE() ([]byte, error) {
	return jobEscrow.abi.Pack("CHALLENGER_ROLE")
}

// UnpackCHALLENGERROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x530adbb4.
//
// Solidity: function CHALLENGER_ROLE() view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackCHALLENGERROLE(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("CHALLENGER_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDEFAULTADMINROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa217fddf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (jobEscrow *JobEscrow) PackDEFAULTADMINROLE() []byte {
	enc, err := jobEscrow.abi.Pack("DEFAULT_ADMIN_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDEFAULTADMINROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa217fddf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (jobEscrow *JobEscrow) TryPackDEFAULTADMINROLE() ([]byte, error) {
	return jobEscrow.abi.Pack("DEFAULT_ADMIN_ROLE")
}

// UnpackDEFAULTADMINROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa217fddf.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackDEFAULTADMINROLE(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("DEFAULT_ADMIN_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackJOBORDERTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9148f12a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function JOB_ORDER_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) PackJOBORDERTYPEHASH() []byte {
	enc, err := jobEscrow.abi.Pack("JOB_ORDER_TYPEHASH")
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
func (jobEscrow *JobEscrow) TryPackJOBORDERTYPEHASH() ([]byte, error) {
	return jobEscrow.abi.Pack("JOB_ORDER_TYPEHASH")
}

// UnpackJOBORDERTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9148f12a.
//
// Solidity: function JOB_ORDER_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackJOBORDERTYPEHASH(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("JOB_ORDER_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackMINLEAFBYTES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcee1b1e1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_LEAF_BYTES() view returns(uint256)
func (jobEscrow *JobEscrow) PackMINLEAFBYTES() []byte {
	enc, err := jobEscrow.abi.Pack("MIN_LEAF_BYTES")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINLEAFBYTES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcee1b1e1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_LEAF_BYTES() view returns(uint256)
func (jobEscrow *JobEscrow) TryPackMINLEAFBYTES() ([]byte, error) {
	return jobEscrow.abi.Pack("MIN_LEAF_BYTES")
}

// UnpackMINLEAFBYTES is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcee1b1e1.
//
// Solidity: function MIN_LEAF_BYTES() view returns(uint256)
func (jobEscrow *JobEscrow) UnpackMINLEAFBYTES(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("MIN_LEAF_BYTES", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPROOFOFCOMPUTETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b8b9a7f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PROOF_OF_COMPUTE_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) PackPROOFOFCOMPUTETYPEHASH() []byte {
	enc, err := jobEscrow.abi.Pack("PROOF_OF_COMPUTE_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPROOFOFCOMPUTETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b8b9a7f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PROOF_OF_COMPUTE_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) TryPackPROOFOFCOMPUTETYPEHASH() ([]byte, error) {
	return jobEscrow.abi.Pack("PROOF_OF_COMPUTE_TYPEHASH")
}

// UnpackPROOFOFCOMPUTETYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9b8b9a7f.
//
// Solidity: function PROOF_OF_COMPUTE_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackPROOFOFCOMPUTETYPEHASH(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("PROOF_OF_COMPUTE_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackBalances is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27e235e3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balances(address client) view returns(uint256 free, uint256 committed)
func (jobEscrow *JobEscrow) PackBalances(client common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("balances", client)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalances is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27e235e3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balances(address client) view returns(uint256 free, uint256 committed)
func (jobEscrow *JobEscrow) TryPackBalances(client common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("balances", client)
}

// BalancesOutput serves as a container for the return parameters of contract
// method Balances.
type BalancesOutput struct {
	Free      *big.Int
	Committed *big.Int
}

// UnpackBalances is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x27e235e3.
//
// Solidity: function balances(address client) view returns(uint256 free, uint256 committed)
func (jobEscrow *JobEscrow) UnpackBalances(data []byte) (BalancesOutput, error) {
	out, err := jobEscrow.abi.Unpack("balances", data)
	outstruct := new(BalancesOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Free = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Committed = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0eaa75fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function batch(uint256 batchId) view returns((address,uint64,uint16,bool,uint128,uint64,uint32,bytes32))
func (jobEscrow *JobEscrow) PackBatch(batchId *big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("batch", batchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0eaa75fe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function batch(uint256 batchId) view returns((address,uint64,uint16,bool,uint128,uint64,uint32,bytes32))
func (jobEscrow *JobEscrow) TryPackBatch(batchId *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("batch", batchId)
}

// UnpackBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0eaa75fe.
//
// Solidity: function batch(uint256 batchId) view returns((address,uint64,uint16,bool,uint128,uint64,uint32,bytes32))
func (jobEscrow *JobEscrow) UnpackBatch(data []byte) (JobEscrowBatch, error) {
	out, err := jobEscrow.abi.Unpack("batch", data)
	if err != nil {
		return *new(JobEscrowBatch), err
	}
	out0 := *abi.ConvertType(out[0], new(JobEscrowBatch)).(*JobEscrowBatch)
	return out0, nil
}

// PackBatchCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06f13056.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function batchCount() view returns(uint256)
func (jobEscrow *JobEscrow) PackBatchCount() []byte {
	enc, err := jobEscrow.abi.Pack("batchCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBatchCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06f13056.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function batchCount() view returns(uint256)
func (jobEscrow *JobEscrow) TryPackBatchCount() ([]byte, error) {
	return jobEscrow.abi.Pack("batchCount")
}

// UnpackBatchCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06f13056.
//
// Solidity: function batchCount() view returns(uint256)
func (jobEscrow *JobEscrow) UnpackBatchCount(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("batchCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCancelJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5fae1450.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancelJob(bytes32 jobId) returns()
func (jobEscrow *JobEscrow) PackCancelJob(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("cancelJob", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancelJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5fae1450.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancelJob(bytes32 jobId) returns()
func (jobEscrow *JobEscrow) TryPackCancelJob(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("cancelJob", jobId)
}

// PackChallenge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x969aa6c9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challenge(uint256 batchId, (bytes32,address,uint256,bytes32) leaf, bytes32[] proof) returns()
func (jobEscrow *JobEscrow) PackChallenge(batchId *big.Int, leaf JobEscrowLeaf, proof [][32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("challenge", batchId, leaf, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallenge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x969aa6c9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challenge(uint256 batchId, (bytes32,address,uint256,bytes32) leaf, bytes32[] proof) returns()
func (jobEscrow *JobEscrow) TryPackChallenge(batchId *big.Int, leaf JobEscrowLeaf, proof [][32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("challenge", batchId, leaf, proof)
}

// PackChallengeJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a4d5220.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengeJob(bytes32 jobId) returns()
func (jobEscrow *JobEscrow) PackChallengeJob(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("challengeJob", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengeJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a4d5220.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengeJob(bytes32 jobId) returns()
func (jobEscrow *JobEscrow) TryPackChallengeJob(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("challengeJob", jobId)
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e71d92d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim() returns(uint256 amount)
func (jobEscrow *JobEscrow) PackClaim() []byte {
	enc, err := jobEscrow.abi.Pack("claim")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e71d92d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim() returns(uint256 amount)
func (jobEscrow *JobEscrow) TryPackClaim() ([]byte, error) {
	return jobEscrow.abi.Pack("claim")
}

// UnpackClaim is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4e71d92d.
//
// Solidity: function claim() returns(uint256 amount)
func (jobEscrow *JobEscrow) UnpackClaim(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("claim", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6b55f25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit(uint256 amount) returns()
func (jobEscrow *JobEscrow) PackDeposit(amount *big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("deposit", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6b55f25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit(uint256 amount) returns()
func (jobEscrow *JobEscrow) TryPackDeposit(amount *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("deposit", amount)
}

// PackDepositWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a970be7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositWithPermit(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (jobEscrow *JobEscrow) PackDepositWithPermit(amount *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("depositWithPermit", amount, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a970be7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositWithPermit(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (jobEscrow *JobEscrow) TryPackDepositWithPermit(amount *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("depositWithPermit", amount, deadline, v, r, s)
}

// PackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (jobEscrow *JobEscrow) PackDomainSeparator() []byte {
	enc, err := jobEscrow.abi.Pack("domainSeparator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (jobEscrow *JobEscrow) TryPackDomainSeparator() ([]byte, error) {
	return jobEscrow.abi.Pack("domainSeparator")
}

// UnpackDomainSeparator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackDomainSeparator(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("domainSeparator", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackEarnings is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x543fd313.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function earnings(address miner) view returns(uint256 earned, uint256 claimed)
func (jobEscrow *JobEscrow) PackEarnings(miner common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("earnings", miner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEarnings is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x543fd313.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function earnings(address miner) view returns(uint256 earned, uint256 claimed)
func (jobEscrow *JobEscrow) TryPackEarnings(miner common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("earnings", miner)
}

// EarningsOutput serves as a container for the return parameters of contract
// method Earnings.
type EarningsOutput struct {
	Earned  *big.Int
	Claimed *big.Int
}

// UnpackEarnings is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x543fd313.
//
// Solidity: function earnings(address miner) view returns(uint256 earned, uint256 claimed)
func (jobEscrow *JobEscrow) UnpackEarnings(data []byte) (EarningsOutput, error) {
	out, err := jobEscrow.abi.Unpack("earnings", data)
	outstruct := new(EarningsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Earned = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Claimed = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (jobEscrow *JobEscrow) PackEip712Domain() []byte {
	enc, err := jobEscrow.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (jobEscrow *JobEscrow) TryPackEip712Domain() ([]byte, error) {
	return jobEscrow.abi.Pack("eip712Domain")
}

// Eip712DomainOutput serves as a container for the return parameters of contract
// method Eip712Domain.
type Eip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (jobEscrow *JobEscrow) UnpackEip712Domain(data []byte) (Eip712DomainOutput, error) {
	out, err := jobEscrow.abi.Unpack("eip712Domain", data)
	outstruct := new(Eip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackFinalize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x92584d80.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function finalize(bytes32 jobId) returns()
func (jobEscrow *JobEscrow) PackFinalize(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("finalize", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFinalize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x92584d80.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function finalize(bytes32 jobId) returns()
func (jobEscrow *JobEscrow) TryPackFinalize(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("finalize", jobId)
}

// PackFinalizeBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe33491a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function finalizeBatch(uint256 batchId) returns()
func (jobEscrow *JobEscrow) PackFinalizeBatch(batchId *big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("finalizeBatch", batchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFinalizeBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe33491a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function finalizeBatch(uint256 batchId) returns()
func (jobEscrow *JobEscrow) TryPackFinalizeBatch(batchId *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("finalizeBatch", batchId)
}

// PackGetRoleAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248a9ca3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (jobEscrow *JobEscrow) PackGetRoleAdmin(role [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("getRoleAdmin", role)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetRoleAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248a9ca3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (jobEscrow *JobEscrow) TryPackGetRoleAdmin(role [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("getRoleAdmin", role)
}

// UnpackGetRoleAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x248a9ca3.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackGetRoleAdmin(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("getRoleAdmin", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGrantRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f2ff15d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function grantRole(bytes32 role, address account) returns()
func (jobEscrow *JobEscrow) PackGrantRole(role [32]byte, account common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("grantRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGrantRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f2ff15d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function grantRole(bytes32 role, address account) returns()
func (jobEscrow *JobEscrow) TryPackGrantRole(role [32]byte, account common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("grantRole", role, account)
}

// PackHasRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d14854.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (jobEscrow *JobEscrow) PackHasRole(role [32]byte, account common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("hasRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHasRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d14854.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (jobEscrow *JobEscrow) TryPackHasRole(role [32]byte, account common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("hasRole", role, account)
}

// UnpackHasRole is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91d14854.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (jobEscrow *JobEscrow) UnpackHasRole(data []byte) (bool, error) {
	out, err := jobEscrow.abi.Unpack("hasRole", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackHashLeaf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c6e0c2b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hashLeaf((bytes32,address,uint256,bytes32) leaf) pure returns(bytes32)
func (jobEscrow *JobEscrow) PackHashLeaf(leaf JobEscrowLeaf) []byte {
	enc, err := jobEscrow.abi.Pack("hashLeaf", leaf)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHashLeaf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c6e0c2b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hashLeaf((bytes32,address,uint256,bytes32) leaf) pure returns(bytes32)
func (jobEscrow *JobEscrow) TryPackHashLeaf(leaf JobEscrowLeaf) ([]byte, error) {
	return jobEscrow.abi.Pack("hashLeaf", leaf)
}

// UnpackHashLeaf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7c6e0c2b.
//
// Solidity: function hashLeaf((bytes32,address,uint256,bytes32) leaf) pure returns(bytes32)
func (jobEscrow *JobEscrow) UnpackHashLeaf(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("hashLeaf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackIsSettled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf821f0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isSettled(address client, uint64 nonce) view returns(bool)
func (jobEscrow *JobEscrow) PackIsSettled(client common.Address, nonce uint64) []byte {
	enc, err := jobEscrow.abi.Pack("isSettled", client, nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsSettled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf821f0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isSettled(address client, uint64 nonce) view returns(bool)
func (jobEscrow *JobEscrow) TryPackIsSettled(client common.Address, nonce uint64) ([]byte, error) {
	return jobEscrow.abi.Pack("isSettled", client, nonce)
}

// UnpackIsSettled is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf821f0e.
//
// Solidity: function isSettled(address client, uint64 nonce) view returns(bool)
func (jobEscrow *JobEscrow) UnpackIsSettled(data []byte) (bool, error) {
	out, err := jobEscrow.abi.Unpack("isSettled", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdb371c60.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function job(bytes32 jobId) view returns((address,uint64,uint8,address,uint64,uint128,uint64,uint16,bytes32,bytes32))
func (jobEscrow *JobEscrow) PackJob(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("job", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdb371c60.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function job(bytes32 jobId) view returns((address,uint64,uint8,address,uint64,uint128,uint64,uint16,bytes32,bytes32))
func (jobEscrow *JobEscrow) TryPackJob(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("job", jobId)
}

// UnpackJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdb371c60.
//
// Solidity: function job(bytes32 jobId) view returns((address,uint64,uint8,address,uint64,uint128,uint64,uint16,bytes32,bytes32))
func (jobEscrow *JobEscrow) UnpackJob(data []byte) (JobEscrowJob, error) {
	out, err := jobEscrow.abi.Unpack("job", data)
	if err != nil {
		return *new(JobEscrowJob), err
	}
	out0 := *abi.ConvertType(out[0], new(JobEscrowJob)).(*JobEscrowJob)
	return out0, nil
}

// PackJobCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4c5d8a0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobCount() view returns(uint256)
func (jobEscrow *JobEscrow) PackJobCount() []byte {
	enc, err := jobEscrow.abi.Pack("jobCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4c5d8a0f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jobCount() view returns(uint256)
func (jobEscrow *JobEscrow) TryPackJobCount() ([]byte, error) {
	return jobEscrow.abi.Pack("jobCount")
}

// UnpackJobCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4c5d8a0f.
//
// Solidity: function jobCount() view returns(uint256)
func (jobEscrow *JobEscrow) UnpackJobCount(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("jobCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackJobDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99283855.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobDigest(bytes32 structHash) view returns(bytes32)
func (jobEscrow *JobEscrow) PackJobDigest(structHash [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("jobDigest", structHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99283855.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jobDigest(bytes32 structHash) view returns(bytes32)
func (jobEscrow *JobEscrow) TryPackJobDigest(structHash [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("jobDigest", structHash)
}

// UnpackJobDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x99283855.
//
// Solidity: function jobDigest(bytes32 structHash) view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackJobDigest(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("jobDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackNonceWord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x484c1fc0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonceWord(address client, uint256 wordIndex) view returns(uint256)
func (jobEscrow *JobEscrow) PackNonceWord(client common.Address, wordIndex *big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("nonceWord", client, wordIndex)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonceWord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x484c1fc0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonceWord(address client, uint256 wordIndex) view returns(uint256)
func (jobEscrow *JobEscrow) TryPackNonceWord(client common.Address, wordIndex *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("nonceWord", client, wordIndex)
}

// UnpackNonceWord is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x484c1fc0.
//
// Solidity: function nonceWord(address client, uint256 wordIndex) view returns(uint256)
func (jobEscrow *JobEscrow) UnpackNonceWord(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("nonceWord", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf18e047.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owed(address miner) view returns(uint256)
func (jobEscrow *JobEscrow) PackOwed(miner common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("owed", miner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf18e047.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owed(address miner) view returns(uint256)
func (jobEscrow *JobEscrow) TryPackOwed(miner common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("owed", miner)
}

// UnpackOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdf18e047.
//
// Solidity: function owed(address miner) view returns(uint256)
func (jobEscrow *JobEscrow) UnpackOwed(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("owed", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPostJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ef6120b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function postJob(uint64 subnet, bytes32 specHash, uint256 maxFee) returns(bytes32 jobId)
func (jobEscrow *JobEscrow) PackPostJob(subnet uint64, specHash [32]byte, maxFee *big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("postJob", subnet, specHash, maxFee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPostJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ef6120b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function postJob(uint64 subnet, bytes32 specHash, uint256 maxFee) returns(bytes32 jobId)
func (jobEscrow *JobEscrow) TryPackPostJob(subnet uint64, specHash [32]byte, maxFee *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("postJob", subnet, specHash, maxFee)
}

// UnpackPostJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9ef6120b.
//
// Solidity: function postJob(uint64 subnet, bytes32 specHash, uint256 maxFee) returns(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackPostJob(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("postJob", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (jobEscrow *JobEscrow) PackRegistry() []byte {
	enc, err := jobEscrow.abi.Pack("registry")
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
func (jobEscrow *JobEscrow) TryPackRegistry() ([]byte, error) {
	return jobEscrow.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (jobEscrow *JobEscrow) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := jobEscrow.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36568abe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceRole(bytes32 role, address callerConfirmation) returns()
func (jobEscrow *JobEscrow) PackRenounceRole(role [32]byte, callerConfirmation common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("renounceRole", role, callerConfirmation)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36568abe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceRole(bytes32 role, address callerConfirmation) returns()
func (jobEscrow *JobEscrow) TryPackRenounceRole(role [32]byte, callerConfirmation common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("renounceRole", role, callerConfirmation)
}

// PackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeRole(bytes32 role, address account) returns()
func (jobEscrow *JobEscrow) PackRevokeRole(role [32]byte, account common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("revokeRole", role, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeRole(bytes32 role, address account) returns()
func (jobEscrow *JobEscrow) TryPackRevokeRole(role [32]byte, account common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("revokeRole", role, account)
}

// PackRewards is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ec5a894.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rewards() view returns(address)
func (jobEscrow *JobEscrow) PackRewards() []byte {
	enc, err := jobEscrow.abi.Pack("rewards")
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
func (jobEscrow *JobEscrow) TryPackRewards() ([]byte, error) {
	return jobEscrow.abi.Pack("rewards")
}

// UnpackRewards is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9ec5a894.
//
// Solidity: function rewards() view returns(address)
func (jobEscrow *JobEscrow) UnpackRewards(data []byte) (common.Address, error) {
	out, err := jobEscrow.abi.Unpack("rewards", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSubmitBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fd3c051.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitBatch(uint64 subnet, bytes leaves) returns(uint256 batchId)
func (jobEscrow *JobEscrow) PackSubmitBatch(subnet uint64, leaves []byte) []byte {
	enc, err := jobEscrow.abi.Pack("submitBatch", subnet, leaves)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fd3c051.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitBatch(uint64 subnet, bytes leaves) returns(uint256 batchId)
func (jobEscrow *JobEscrow) TryPackSubmitBatch(subnet uint64, leaves []byte) ([]byte, error) {
	return jobEscrow.abi.Pack("submitBatch", subnet, leaves)
}

// UnpackSubmitBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3fd3c051.
//
// Solidity: function submitBatch(uint64 subnet, bytes leaves) returns(uint256 batchId)
func (jobEscrow *JobEscrow) UnpackSubmitBatch(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("submitBatch", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSubmitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc726049b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitResult(bytes32 jobId, bytes32 resultHash, bytes proof) returns()
func (jobEscrow *JobEscrow) PackSubmitResult(jobId [32]byte, resultHash [32]byte, proof []byte) []byte {
	enc, err := jobEscrow.abi.Pack("submitResult", jobId, resultHash, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc726049b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitResult(bytes32 jobId, bytes32 resultHash, bytes proof) returns()
func (jobEscrow *JobEscrow) TryPackSubmitResult(jobId [32]byte, resultHash [32]byte, proof []byte) ([]byte, error) {
	return jobEscrow.abi.Pack("submitResult", jobId, resultHash, proof)
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (jobEscrow *JobEscrow) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := jobEscrow.abi.Pack("supportsInterface", interfaceId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (jobEscrow *JobEscrow) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (jobEscrow *JobEscrow) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := jobEscrow.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (jobEscrow *JobEscrow) PackToken() []byte {
	enc, err := jobEscrow.abi.Pack("token")
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
func (jobEscrow *JobEscrow) TryPackToken() ([]byte, error) {
	return jobEscrow.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (jobEscrow *JobEscrow) UnpackToken(data []byte) (common.Address, error) {
	out, err := jobEscrow.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackVoided is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa55d800b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function voided(bytes32 ) view returns(bool)
func (jobEscrow *JobEscrow) PackVoided(arg0 [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("voided", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVoided is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa55d800b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function voided(bytes32 ) view returns(bool)
func (jobEscrow *JobEscrow) TryPackVoided(arg0 [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("voided", arg0)
}

// UnpackVoided is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa55d800b.
//
// Solidity: function voided(bytes32 ) view returns(bool)
func (jobEscrow *JobEscrow) UnpackVoided(data []byte) (bool, error) {
	out, err := jobEscrow.abi.Unpack("voided", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e1a7d4d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(uint256 amount) returns()
func (jobEscrow *JobEscrow) PackWithdraw(amount *big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("withdraw", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e1a7d4d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(uint256 amount) returns()
func (jobEscrow *JobEscrow) TryPackWithdraw(amount *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("withdraw", amount)
}

// JobEscrowBatchFinalized represents a BatchFinalized event raised by the JobEscrow contract.
type JobEscrowBatchFinalized struct {
	BatchId         *big.Int
	Miner           common.Address
	MinerAmount     *big.Int
	ValidatorAmount *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const JobEscrowBatchFinalizedEventName = "BatchFinalized"

// ContractEventName returns the user-defined event name.
func (JobEscrowBatchFinalized) ContractEventName() string {
	return JobEscrowBatchFinalizedEventName
}

// UnpackBatchFinalizedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BatchFinalized(uint256 indexed batchId, address indexed miner, uint256 minerAmount, uint256 validatorAmount)
func (jobEscrow *JobEscrow) UnpackBatchFinalizedEvent(log *types.Log) (*JobEscrowBatchFinalized, error) {
	event := "BatchFinalized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowBatchFinalized)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowBatchSubmitted represents a BatchSubmitted event raised by the JobEscrow contract.
type JobEscrowBatchSubmitted struct {
	BatchId      *big.Int
	Subnet       uint64
	Miner        common.Address
	Root         [32]byte
	LeafCount    *big.Int
	Total        *big.Int
	ChallengeEnd uint64
	Raw          *types.Log // Blockchain specific contextual infos
}

const JobEscrowBatchSubmittedEventName = "BatchSubmitted"

// ContractEventName returns the user-defined event name.
func (JobEscrowBatchSubmitted) ContractEventName() string {
	return JobEscrowBatchSubmittedEventName
}

// UnpackBatchSubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BatchSubmitted(uint256 indexed batchId, uint64 indexed subnet, address indexed miner, bytes32 root, uint256 leafCount, uint256 total, uint64 challengeEnd)
func (jobEscrow *JobEscrow) UnpackBatchSubmittedEvent(log *types.Log) (*JobEscrowBatchSubmitted, error) {
	event := "BatchSubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowBatchSubmitted)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowClaimed represents a Claimed event raised by the JobEscrow contract.
type JobEscrowClaimed struct {
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const JobEscrowClaimedEventName = "Claimed"

// ContractEventName returns the user-defined event name.
func (JobEscrowClaimed) ContractEventName() string {
	return JobEscrowClaimedEventName
}

// UnpackClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Claimed(address indexed account, uint256 amount)
func (jobEscrow *JobEscrow) UnpackClaimedEvent(log *types.Log) (*JobEscrowClaimed, error) {
	event := "Claimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowClaimed)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowClientCharged represents a ClientCharged event raised by the JobEscrow contract.
type JobEscrowClientCharged struct {
	BatchId *big.Int
	Client  common.Address
	Amount  *big.Int
	Jobs    *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const JobEscrowClientChargedEventName = "ClientCharged"

// ContractEventName returns the user-defined event name.
func (JobEscrowClientCharged) ContractEventName() string {
	return JobEscrowClientChargedEventName
}

// UnpackClientChargedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ClientCharged(uint256 indexed batchId, address indexed client, uint256 amount, uint256 jobs)
func (jobEscrow *JobEscrow) UnpackClientChargedEvent(log *types.Log) (*JobEscrowClientCharged, error) {
	event := "ClientCharged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowClientCharged)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowDeposited represents a Deposited event raised by the JobEscrow contract.
type JobEscrowDeposited struct {
	Client common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const JobEscrowDepositedEventName = "Deposited"

// ContractEventName returns the user-defined event name.
func (JobEscrowDeposited) ContractEventName() string {
	return JobEscrowDepositedEventName
}

// UnpackDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposited(address indexed client, uint256 amount)
func (jobEscrow *JobEscrow) UnpackDepositedEvent(log *types.Log) (*JobEscrowDeposited, error) {
	event := "Deposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowDeposited)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowEIP712DomainChanged represents a EIP712DomainChanged event raised by the JobEscrow contract.
type JobEscrowEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const JobEscrowEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (JobEscrowEIP712DomainChanged) ContractEventName() string {
	return JobEscrowEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (jobEscrow *JobEscrow) UnpackEIP712DomainChangedEvent(log *types.Log) (*JobEscrowEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowJobCancelled represents a JobCancelled event raised by the JobEscrow contract.
type JobEscrowJobCancelled struct {
	JobId  [32]byte
	Client common.Address
	Refund *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const JobEscrowJobCancelledEventName = "JobCancelled"

// ContractEventName returns the user-defined event name.
func (JobEscrowJobCancelled) ContractEventName() string {
	return JobEscrowJobCancelledEventName
}

// UnpackJobCancelledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobCancelled(bytes32 indexed jobId, address indexed client, uint256 refund)
func (jobEscrow *JobEscrow) UnpackJobCancelledEvent(log *types.Log) (*JobEscrowJobCancelled, error) {
	event := "JobCancelled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowJobCancelled)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowJobFinalized represents a JobFinalized event raised by the JobEscrow contract.
type JobEscrowJobFinalized struct {
	JobId           [32]byte
	Miner           common.Address
	MinerAmount     *big.Int
	ValidatorAmount *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const JobEscrowJobFinalizedEventName = "JobFinalized"

// ContractEventName returns the user-defined event name.
func (JobEscrowJobFinalized) ContractEventName() string {
	return JobEscrowJobFinalizedEventName
}

// UnpackJobFinalizedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobFinalized(bytes32 indexed jobId, address indexed miner, uint256 minerAmount, uint256 validatorAmount)
func (jobEscrow *JobEscrow) UnpackJobFinalizedEvent(log *types.Log) (*JobEscrowJobFinalized, error) {
	event := "JobFinalized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowJobFinalized)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowJobPosted represents a JobPosted event raised by the JobEscrow contract.
type JobEscrowJobPosted struct {
	JobId    [32]byte
	Subnet   uint64
	Client   common.Address
	SpecHash [32]byte
	MaxFee   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const JobEscrowJobPostedEventName = "JobPosted"

// ContractEventName returns the user-defined event name.
func (JobEscrowJobPosted) ContractEventName() string {
	return JobEscrowJobPostedEventName
}

// UnpackJobPostedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobPosted(bytes32 indexed jobId, uint64 indexed subnet, address indexed client, bytes32 specHash, uint256 maxFee)
func (jobEscrow *JobEscrow) UnpackJobPostedEvent(log *types.Log) (*JobEscrowJobPosted, error) {
	event := "JobPosted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowJobPosted)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowJobVoided represents a JobVoided event raised by the JobEscrow contract.
type JobEscrowJobVoided struct {
	JobId      [32]byte
	Client     common.Address
	Refund     *big.Int
	Challenger common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const JobEscrowJobVoidedEventName = "JobVoided"

// ContractEventName returns the user-defined event name.
func (JobEscrowJobVoided) ContractEventName() string {
	return JobEscrowJobVoidedEventName
}

// UnpackJobVoidedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobVoided(bytes32 indexed jobId, address indexed client, uint256 refund, address challenger)
func (jobEscrow *JobEscrow) UnpackJobVoidedEvent(log *types.Log) (*JobEscrowJobVoided, error) {
	event := "JobVoided"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowJobVoided)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowLeafVoided represents a LeafVoided event raised by the JobEscrow contract.
type JobEscrowLeafVoided struct {
	BatchId    *big.Int
	JobId      [32]byte
	Client     common.Address
	Fee        *big.Int
	Challenger common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const JobEscrowLeafVoidedEventName = "LeafVoided"

// ContractEventName returns the user-defined event name.
func (JobEscrowLeafVoided) ContractEventName() string {
	return JobEscrowLeafVoidedEventName
}

// UnpackLeafVoidedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LeafVoided(uint256 indexed batchId, bytes32 indexed jobId, address indexed client, uint256 fee, address challenger)
func (jobEscrow *JobEscrow) UnpackLeafVoidedEvent(log *types.Log) (*JobEscrowLeafVoided, error) {
	event := "LeafVoided"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowLeafVoided)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowResultSubmitted represents a ResultSubmitted event raised by the JobEscrow contract.
type JobEscrowResultSubmitted struct {
	JobId        [32]byte
	Miner        common.Address
	ResultHash   [32]byte
	ChallengeEnd uint64
	Raw          *types.Log // Blockchain specific contextual infos
}

const JobEscrowResultSubmittedEventName = "ResultSubmitted"

// ContractEventName returns the user-defined event name.
func (JobEscrowResultSubmitted) ContractEventName() string {
	return JobEscrowResultSubmittedEventName
}

// UnpackResultSubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ResultSubmitted(bytes32 indexed jobId, address indexed miner, bytes32 resultHash, uint64 challengeEnd)
func (jobEscrow *JobEscrow) UnpackResultSubmittedEvent(log *types.Log) (*JobEscrowResultSubmitted, error) {
	event := "ResultSubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowResultSubmitted)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowRoleAdminChanged represents a RoleAdminChanged event raised by the JobEscrow contract.
type JobEscrowRoleAdminChanged struct {
	Role              [32]byte
	PreviousAdminRole [32]byte
	NewAdminRole      [32]byte
	Raw               *types.Log // Blockchain specific contextual infos
}

const JobEscrowRoleAdminChangedEventName = "RoleAdminChanged"

// ContractEventName returns the user-defined event name.
func (JobEscrowRoleAdminChanged) ContractEventName() string {
	return JobEscrowRoleAdminChangedEventName
}

// UnpackRoleAdminChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole)
func (jobEscrow *JobEscrow) UnpackRoleAdminChangedEvent(log *types.Log) (*JobEscrowRoleAdminChanged, error) {
	event := "RoleAdminChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowRoleAdminChanged)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowRoleGranted represents a RoleGranted event raised by the JobEscrow contract.
type JobEscrowRoleGranted struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const JobEscrowRoleGrantedEventName = "RoleGranted"

// ContractEventName returns the user-defined event name.
func (JobEscrowRoleGranted) ContractEventName() string {
	return JobEscrowRoleGrantedEventName
}

// UnpackRoleGrantedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)
func (jobEscrow *JobEscrow) UnpackRoleGrantedEvent(log *types.Log) (*JobEscrowRoleGranted, error) {
	event := "RoleGranted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowRoleGranted)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowRoleRevoked represents a RoleRevoked event raised by the JobEscrow contract.
type JobEscrowRoleRevoked struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const JobEscrowRoleRevokedEventName = "RoleRevoked"

// ContractEventName returns the user-defined event name.
func (JobEscrowRoleRevoked) ContractEventName() string {
	return JobEscrowRoleRevokedEventName
}

// UnpackRoleRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)
func (jobEscrow *JobEscrow) UnpackRoleRevokedEvent(log *types.Log) (*JobEscrowRoleRevoked, error) {
	event := "RoleRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowRoleRevoked)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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

// JobEscrowWithdrawn represents a Withdrawn event raised by the JobEscrow contract.
type JobEscrowWithdrawn struct {
	Client common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const JobEscrowWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (JobEscrowWithdrawn) ContractEventName() string {
	return JobEscrowWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed client, uint256 amount)
func (jobEscrow *JobEscrow) UnpackWithdrawnEvent(log *types.Log) (*JobEscrowWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowWithdrawn)
	if len(log.Data) > 0 {
		if err := jobEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range jobEscrow.abi.Events[event].Inputs {
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
func (jobEscrow *JobEscrow) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["AccessControlBadConfirmation"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackAccessControlBadConfirmationError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["AccessControlUnauthorizedAccount"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackAccessControlUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["BatchAlreadyFinalized"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackBatchAlreadyFinalizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ChallengeWindowClosed"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackChallengeWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ChallengeWindowOpen"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackChallengeWindowOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["EmptyBatch"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackEmptyBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["FeeAboveMax"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackFeeAboveMaxError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["FeeBelowMinimum"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackFeeBelowMinimumError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InsufficientEscrow"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInsufficientEscrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidJobSignature"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidJobSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidProof"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["JobAlreadySettled"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackJobAlreadySettledError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["JobWindowClosed"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackJobWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["JobWindowOpen"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackJobWindowOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["LeafAlreadyVoided"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackLeafAlreadyVoidedError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["LeafNotInBatch"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackLeafNotInBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["MalformedBatch"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackMalformedBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NotChallenger"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNotChallengerError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NotJobClient"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNotJobClientError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NothingToClaim"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNothingToClaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["UnknownBatch"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackUnknownBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["UnknownJob"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackUnknownJobError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["WithdrawExceedsFree"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackWithdrawExceedsFreeError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["WrongJobStatus"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackWrongJobStatusError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// JobEscrowAccessControlBadConfirmation represents a AccessControlBadConfirmation error raised by the JobEscrow contract.
type JobEscrowAccessControlBadConfirmation struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlBadConfirmation()
func JobEscrowAccessControlBadConfirmationErrorID() common.Hash {
	return common.HexToHash("0x6697b23232a647058342c0724fe7c415cab25915b54e5dbc03f233173d37b41c")
}

// UnpackAccessControlBadConfirmationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlBadConfirmation()
func (jobEscrow *JobEscrow) UnpackAccessControlBadConfirmationError(raw []byte) (*JobEscrowAccessControlBadConfirmation, error) {
	out := new(JobEscrowAccessControlBadConfirmation)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "AccessControlBadConfirmation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowAccessControlUnauthorizedAccount represents a AccessControlUnauthorizedAccount error raised by the JobEscrow contract.
type JobEscrowAccessControlUnauthorizedAccount struct {
	Account    common.Address
	NeededRole [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func JobEscrowAccessControlUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0xe2517d3fbfae6f8515ef5ff1ccedc3933ab0cbbda0b492c06eb54ad10ef03b3e")
}

// UnpackAccessControlUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func (jobEscrow *JobEscrow) UnpackAccessControlUnauthorizedAccountError(raw []byte) (*JobEscrowAccessControlUnauthorizedAccount, error) {
	out := new(JobEscrowAccessControlUnauthorizedAccount)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "AccessControlUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowBatchAlreadyFinalized represents a BatchAlreadyFinalized error raised by the JobEscrow contract.
type JobEscrowBatchAlreadyFinalized struct {
	BatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BatchAlreadyFinalized(uint256 batchId)
func JobEscrowBatchAlreadyFinalizedErrorID() common.Hash {
	return common.HexToHash("0xa99bd781b599bb6976509915e2c93280a4a589f7b8f4bdbe4069360f928aa1e3")
}

// UnpackBatchAlreadyFinalizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BatchAlreadyFinalized(uint256 batchId)
func (jobEscrow *JobEscrow) UnpackBatchAlreadyFinalizedError(raw []byte) (*JobEscrowBatchAlreadyFinalized, error) {
	out := new(JobEscrowBatchAlreadyFinalized)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "BatchAlreadyFinalized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowChallengeWindowClosed represents a ChallengeWindowClosed error raised by the JobEscrow contract.
type JobEscrowChallengeWindowClosed struct {
	BatchId *big.Int
	EndedAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChallengeWindowClosed(uint256 batchId, uint64 endedAt)
func JobEscrowChallengeWindowClosedErrorID() common.Hash {
	return common.HexToHash("0xa4da9982d60da0fc5aa936ec0acf699730997d384b23657d976a61aa56342a0e")
}

// UnpackChallengeWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChallengeWindowClosed(uint256 batchId, uint64 endedAt)
func (jobEscrow *JobEscrow) UnpackChallengeWindowClosedError(raw []byte) (*JobEscrowChallengeWindowClosed, error) {
	out := new(JobEscrowChallengeWindowClosed)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ChallengeWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowChallengeWindowOpen represents a ChallengeWindowOpen error raised by the JobEscrow contract.
type JobEscrowChallengeWindowOpen struct {
	BatchId *big.Int
	EndsAt  uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChallengeWindowOpen(uint256 batchId, uint64 endsAt)
func JobEscrowChallengeWindowOpenErrorID() common.Hash {
	return common.HexToHash("0x18c02f4168fa326029792f314c82d6481b9e879d5cf1715967fe21ecf770896b")
}

// UnpackChallengeWindowOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChallengeWindowOpen(uint256 batchId, uint64 endsAt)
func (jobEscrow *JobEscrow) UnpackChallengeWindowOpenError(raw []byte) (*JobEscrowChallengeWindowOpen, error) {
	out := new(JobEscrowChallengeWindowOpen)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ChallengeWindowOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowEmptyBatch represents a EmptyBatch error raised by the JobEscrow contract.
type JobEscrowEmptyBatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyBatch()
func JobEscrowEmptyBatchErrorID() common.Hash {
	return common.HexToHash("0xc2e5347df6cf8d1bf68f8a9651642312bd381b900d857d97cd665976180d6ae0")
}

// UnpackEmptyBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyBatch()
func (jobEscrow *JobEscrow) UnpackEmptyBatchError(raw []byte) (*JobEscrowEmptyBatch, error) {
	out := new(JobEscrowEmptyBatch)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "EmptyBatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowFeeAboveMax represents a FeeAboveMax error raised by the JobEscrow contract.
type JobEscrowFeeAboveMax struct {
	JobId  [32]byte
	Fee    *big.Int
	MaxFee *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeAboveMax(bytes32 jobId, uint256 fee, uint256 maxFee)
func JobEscrowFeeAboveMaxErrorID() common.Hash {
	return common.HexToHash("0xe20e71ff6a81a90467ce6e1ff26bce377d9bb682531254dbbb77035950c1a3d5")
}

// UnpackFeeAboveMaxError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeAboveMax(bytes32 jobId, uint256 fee, uint256 maxFee)
func (jobEscrow *JobEscrow) UnpackFeeAboveMaxError(raw []byte) (*JobEscrowFeeAboveMax, error) {
	out := new(JobEscrowFeeAboveMax)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "FeeAboveMax", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowFeeBelowMinimum represents a FeeBelowMinimum error raised by the JobEscrow contract.
type JobEscrowFeeBelowMinimum struct {
	Fee    *big.Int
	MinFee *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeBelowMinimum(uint256 fee, uint256 minFee)
func JobEscrowFeeBelowMinimumErrorID() common.Hash {
	return common.HexToHash("0x8d9f2ef069ffb2dc8f68e1d5f01eba045252066c4f48c45d91f59b7a3bec0a21")
}

// UnpackFeeBelowMinimumError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeBelowMinimum(uint256 fee, uint256 minFee)
func (jobEscrow *JobEscrow) UnpackFeeBelowMinimumError(raw []byte) (*JobEscrowFeeBelowMinimum, error) {
	out := new(JobEscrowFeeBelowMinimum)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "FeeBelowMinimum", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInsufficientEscrow represents a InsufficientEscrow error raised by the JobEscrow contract.
type JobEscrowInsufficientEscrow struct {
	Client   common.Address
	Free     *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientEscrow(address client, uint256 free, uint256 required)
func JobEscrowInsufficientEscrowErrorID() common.Hash {
	return common.HexToHash("0xb4f456dc6e07786bc06cd44b371c6ce033e203e587d963a6842c3d251f259980")
}

// UnpackInsufficientEscrowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientEscrow(address client, uint256 free, uint256 required)
func (jobEscrow *JobEscrow) UnpackInsufficientEscrowError(raw []byte) (*JobEscrowInsufficientEscrow, error) {
	out := new(JobEscrowInsufficientEscrow)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InsufficientEscrow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInvalidJobSignature represents a InvalidJobSignature error raised by the JobEscrow contract.
type JobEscrowInvalidJobSignature struct {
	JobId  [32]byte
	Client common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidJobSignature(bytes32 jobId, address client)
func JobEscrowInvalidJobSignatureErrorID() common.Hash {
	return common.HexToHash("0xfb5d5a4db349c649cb3df9c6cd47383b19f39b414d2ff181788df3ee3ea2ff3a")
}

// UnpackInvalidJobSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidJobSignature(bytes32 jobId, address client)
func (jobEscrow *JobEscrow) UnpackInvalidJobSignatureError(raw []byte) (*JobEscrowInvalidJobSignature, error) {
	out := new(JobEscrowInvalidJobSignature)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidJobSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInvalidProof represents a InvalidProof error raised by the JobEscrow contract.
type JobEscrowInvalidProof struct {
	JobId  [32]byte
	Signer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidProof(bytes32 jobId, address signer)
func JobEscrowInvalidProofErrorID() common.Hash {
	return common.HexToHash("0xa04a37c0f2b62b59049eaf1ee2dabfaf3c659722ec0731abb94a7cc1eb856b3b")
}

// UnpackInvalidProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidProof(bytes32 jobId, address signer)
func (jobEscrow *JobEscrow) UnpackInvalidProofError(raw []byte) (*JobEscrowInvalidProof, error) {
	out := new(JobEscrowInvalidProof)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInvalidShortString represents a InvalidShortString error raised by the JobEscrow contract.
type JobEscrowInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func JobEscrowInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (jobEscrow *JobEscrow) UnpackInvalidShortStringError(raw []byte) (*JobEscrowInvalidShortString, error) {
	out := new(JobEscrowInvalidShortString)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowJobAlreadySettled represents a JobAlreadySettled error raised by the JobEscrow contract.
type JobEscrowJobAlreadySettled struct {
	JobId  [32]byte
	Client common.Address
	Nonce  uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobAlreadySettled(bytes32 jobId, address client, uint64 nonce)
func JobEscrowJobAlreadySettledErrorID() common.Hash {
	return common.HexToHash("0xb920fdb7795284894c850316b53aa120f4fab609387f444d18a3d64237c5bcea")
}

// UnpackJobAlreadySettledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobAlreadySettled(bytes32 jobId, address client, uint64 nonce)
func (jobEscrow *JobEscrow) UnpackJobAlreadySettledError(raw []byte) (*JobEscrowJobAlreadySettled, error) {
	out := new(JobEscrowJobAlreadySettled)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "JobAlreadySettled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowJobWindowClosed represents a JobWindowClosed error raised by the JobEscrow contract.
type JobEscrowJobWindowClosed struct {
	JobId   [32]byte
	EndedAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobWindowClosed(bytes32 jobId, uint64 endedAt)
func JobEscrowJobWindowClosedErrorID() common.Hash {
	return common.HexToHash("0x8d41f18c99b912935540c99d3aa547df2d30261007b3b79ae404f69c22c2fc3c")
}

// UnpackJobWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobWindowClosed(bytes32 jobId, uint64 endedAt)
func (jobEscrow *JobEscrow) UnpackJobWindowClosedError(raw []byte) (*JobEscrowJobWindowClosed, error) {
	out := new(JobEscrowJobWindowClosed)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "JobWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowJobWindowOpen represents a JobWindowOpen error raised by the JobEscrow contract.
type JobEscrowJobWindowOpen struct {
	JobId  [32]byte
	EndsAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobWindowOpen(bytes32 jobId, uint64 endsAt)
func JobEscrowJobWindowOpenErrorID() common.Hash {
	return common.HexToHash("0x62123e660acc1fe775d93d3d92b7a1ba7a628e980bbd4161ea8f27d8d5d71ce4")
}

// UnpackJobWindowOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobWindowOpen(bytes32 jobId, uint64 endsAt)
func (jobEscrow *JobEscrow) UnpackJobWindowOpenError(raw []byte) (*JobEscrowJobWindowOpen, error) {
	out := new(JobEscrowJobWindowOpen)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "JobWindowOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowLeafAlreadyVoided represents a LeafAlreadyVoided error raised by the JobEscrow contract.
type JobEscrowLeafAlreadyVoided struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LeafAlreadyVoided(bytes32 jobId)
func JobEscrowLeafAlreadyVoidedErrorID() common.Hash {
	return common.HexToHash("0x23aa2b6b85efa7b10351b58b57a757ecc97702cd741fd108b1162d1e6b1012a9")
}

// UnpackLeafAlreadyVoidedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LeafAlreadyVoided(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackLeafAlreadyVoidedError(raw []byte) (*JobEscrowLeafAlreadyVoided, error) {
	out := new(JobEscrowLeafAlreadyVoided)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "LeafAlreadyVoided", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowLeafNotInBatch represents a LeafNotInBatch error raised by the JobEscrow contract.
type JobEscrowLeafNotInBatch struct {
	BatchId *big.Int
	JobId   [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LeafNotInBatch(uint256 batchId, bytes32 jobId)
func JobEscrowLeafNotInBatchErrorID() common.Hash {
	return common.HexToHash("0x03e0040eeb4034ca9ef25d23c0bcd8987c0bae4abf244e94941c8474ec83447f")
}

// UnpackLeafNotInBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LeafNotInBatch(uint256 batchId, bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackLeafNotInBatchError(raw []byte) (*JobEscrowLeafNotInBatch, error) {
	out := new(JobEscrowLeafNotInBatch)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "LeafNotInBatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowMalformedBatch represents a MalformedBatch error raised by the JobEscrow contract.
type JobEscrowMalformedBatch struct {
	Offset *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MalformedBatch(uint256 offset)
func JobEscrowMalformedBatchErrorID() common.Hash {
	return common.HexToHash("0x70ac562d39aac733368e4feca6c3c85dd40665c1cb8c23336e1557fd5d7b1730")
}

// UnpackMalformedBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MalformedBatch(uint256 offset)
func (jobEscrow *JobEscrow) UnpackMalformedBatchError(raw []byte) (*JobEscrowMalformedBatch, error) {
	out := new(JobEscrowMalformedBatch)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "MalformedBatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowNotChallenger represents a NotChallenger error raised by the JobEscrow contract.
type JobEscrowNotChallenger struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotChallenger(address caller)
func JobEscrowNotChallengerErrorID() common.Hash {
	return common.HexToHash("0xc09a28943166d052fb7e0962e2d896262f7aa45f42f48864ab529d1032b760c8")
}

// UnpackNotChallengerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotChallenger(address caller)
func (jobEscrow *JobEscrow) UnpackNotChallengerError(raw []byte) (*JobEscrowNotChallenger, error) {
	out := new(JobEscrowNotChallenger)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NotChallenger", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowNotJobClient represents a NotJobClient error raised by the JobEscrow contract.
type JobEscrowNotJobClient struct {
	JobId  [32]byte
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotJobClient(bytes32 jobId, address caller)
func JobEscrowNotJobClientErrorID() common.Hash {
	return common.HexToHash("0x725e2b62f19ed690a21f9d30b40540e9d7cecc3b32d9cd888fabf20cb499de6c")
}

// UnpackNotJobClientError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotJobClient(bytes32 jobId, address caller)
func (jobEscrow *JobEscrow) UnpackNotJobClientError(raw []byte) (*JobEscrowNotJobClient, error) {
	out := new(JobEscrowNotJobClient)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NotJobClient", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowNothingToClaim represents a NothingToClaim error raised by the JobEscrow contract.
type JobEscrowNothingToClaim struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToClaim(address caller)
func JobEscrowNothingToClaimErrorID() common.Hash {
	return common.HexToHash("0x64ab34663471cdf42e0c6b384f4d5a5ab07a23c81e7ddc69a6fbb3a660346f9a")
}

// UnpackNothingToClaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToClaim(address caller)
func (jobEscrow *JobEscrow) UnpackNothingToClaimError(raw []byte) (*JobEscrowNothingToClaim, error) {
	out := new(JobEscrowNothingToClaim)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NothingToClaim", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the JobEscrow contract.
type JobEscrowReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func JobEscrowReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (jobEscrow *JobEscrow) UnpackReentrancyGuardReentrantCallError(raw []byte) (*JobEscrowReentrancyGuardReentrantCall, error) {
	out := new(JobEscrowReentrancyGuardReentrantCall)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowSafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the JobEscrow contract.
type JobEscrowSafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func JobEscrowSafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (jobEscrow *JobEscrow) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*JobEscrowSafeCastOverflowedUintDowncast, error) {
	out := new(JobEscrowSafeCastOverflowedUintDowncast)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the JobEscrow contract.
type JobEscrowSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func JobEscrowSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (jobEscrow *JobEscrow) UnpackSafeERC20FailedOperationError(raw []byte) (*JobEscrowSafeERC20FailedOperation, error) {
	out := new(JobEscrowSafeERC20FailedOperation)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowStringTooLong represents a StringTooLong error raised by the JobEscrow contract.
type JobEscrowStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func JobEscrowStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (jobEscrow *JobEscrow) UnpackStringTooLongError(raw []byte) (*JobEscrowStringTooLong, error) {
	out := new(JobEscrowStringTooLong)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowUnknownBatch represents a UnknownBatch error raised by the JobEscrow contract.
type JobEscrowUnknownBatch struct {
	BatchId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownBatch(uint256 batchId)
func JobEscrowUnknownBatchErrorID() common.Hash {
	return common.HexToHash("0x4392ee6a277b6a3f727911895d8c530bb19e11ffc893c9dfe3b57d6fde293d28")
}

// UnpackUnknownBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownBatch(uint256 batchId)
func (jobEscrow *JobEscrow) UnpackUnknownBatchError(raw []byte) (*JobEscrowUnknownBatch, error) {
	out := new(JobEscrowUnknownBatch)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "UnknownBatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowUnknownJob represents a UnknownJob error raised by the JobEscrow contract.
type JobEscrowUnknownJob struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownJob(bytes32 jobId)
func JobEscrowUnknownJobErrorID() common.Hash {
	return common.HexToHash("0xe498a4818df576325d078a1a3c9d8186f5a17dea5710a922e4ee3dbe46eef065")
}

// UnpackUnknownJobError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownJob(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackUnknownJobError(raw []byte) (*JobEscrowUnknownJob, error) {
	out := new(JobEscrowUnknownJob)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "UnknownJob", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowWithdrawExceedsFree represents a WithdrawExceedsFree error raised by the JobEscrow contract.
type JobEscrowWithdrawExceedsFree struct {
	Client    common.Address
	Free      *big.Int
	Requested *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WithdrawExceedsFree(address client, uint256 free, uint256 requested)
func JobEscrowWithdrawExceedsFreeErrorID() common.Hash {
	return common.HexToHash("0x62a9f31d2a1b0eca421a0945bec86db0bdafc6e35e98fa3e84dc2f3969bc3606")
}

// UnpackWithdrawExceedsFreeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WithdrawExceedsFree(address client, uint256 free, uint256 requested)
func (jobEscrow *JobEscrow) UnpackWithdrawExceedsFreeError(raw []byte) (*JobEscrowWithdrawExceedsFree, error) {
	out := new(JobEscrowWithdrawExceedsFree)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "WithdrawExceedsFree", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowWrongJobStatus represents a WrongJobStatus error raised by the JobEscrow contract.
type JobEscrowWrongJobStatus struct {
	JobId  [32]byte
	Status uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongJobStatus(bytes32 jobId, uint8 status)
func JobEscrowWrongJobStatusErrorID() common.Hash {
	return common.HexToHash("0x20c78a22e55d017eefb32afa79971fcc55c44c854b91769ec96dbc52e307ce2d")
}

// UnpackWrongJobStatusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongJobStatus(bytes32 jobId, uint8 status)
func (jobEscrow *JobEscrow) UnpackWrongJobStatusError(raw []byte) (*JobEscrowWrongJobStatus, error) {
	out := new(JobEscrowWrongJobStatus)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "WrongJobStatus", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowZeroAmount represents a ZeroAmount error raised by the JobEscrow contract.
type JobEscrowZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func JobEscrowZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (jobEscrow *JobEscrow) UnpackZeroAmountError(raw []byte) (*JobEscrowZeroAmount, error) {
	out := new(JobEscrowZeroAmount)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
