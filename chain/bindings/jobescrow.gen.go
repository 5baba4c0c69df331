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
	Holds         uint32
	Root          [32]byte
	QuorumBps     uint16
	SlashAmount   *big.Int
	ChallengeBond *big.Int
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

// JobEscrowReopened is an auto generated low-level Go binding around an user-defined struct.
type JobEscrowReopened struct {
	Reserve     *big.Int
	MinSettleBy uint64
	Until       uint64
	Subnet      uint64
}

// JobEscrowMetaData contains all meta data concerning the JobEscrow contract.
var JobEscrowMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractSubnetRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"contractValidatorRewards\",\"name\":\"rewards_\",\"type\":\"address\"},{\"internalType\":\"contractStaking\",\"name\":\"staking_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"contractSubnetACL\",\"name\":\"acl_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AccessControlBadConfirmation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"neededRole\",\"type\":\"bytes32\"}],\"name\":\"AccessControlUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"}],\"name\":\"AssignmentExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"name\":\"BatchAlreadyFinalized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"holds\",\"type\":\"uint32\"}],\"name\":\"BatchHeld\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"endedAt\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"endsAt\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"}],\"name\":\"ClientCannotSettle\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"}],\"name\":\"FeeAbovePrice\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minFee\",\"type\":\"uint256\"}],\"name\":\"FeeBelowMinimum\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"free\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"required\",\"type\":\"uint256\"}],\"name\":\"InsufficientEscrow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"}],\"name\":\"InvalidAssignmentSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"}],\"name\":\"InvalidJobMiner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"InvalidProof\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"name\":\"JobAlreadySettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"endedAt\",\"type\":\"uint64\"}],\"name\":\"JobWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"endsAt\",\"type\":\"uint64\"}],\"name\":\"JobWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"LeafAlreadyHeld\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"LeafAlreadyVoided\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"LeafNotHeld\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"LeafNotInBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"offset\",\"type\":\"uint256\"}],\"name\":\"MalformedBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"}],\"name\":\"MinerNotStaked\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"}],\"name\":\"NoWithdrawalRequested\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotChallenger\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotJobClient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"}],\"name\":\"NotJobMiner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"settledSettleByMs\",\"type\":\"uint64\"}],\"name\":\"NotNewerTerms\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NothingToClaim\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxFee\",\"type\":\"uint256\"}],\"name\":\"PriceAboveMax\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"}],\"name\":\"ReserveNotForfeitable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"}],\"name\":\"SubmitNotAllowed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"name\":\"UnknownBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"free\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"WithdrawExceedsFree\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"name\":\"WithdrawalNotReady\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"enumJobEscrow.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongJobStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroBeneficiary\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"minerAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"validatorAmount\",\"type\":\"uint256\"}],\"name\":\"BatchFinalized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"leaves\",\"type\":\"bytes\"}],\"name\":\"BatchLeaves\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"leafCount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"}],\"name\":\"BatchSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Claimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"jobs\",\"type\":\"uint256\"}],\"name\":\"ClientCharged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"beneficiary\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DepositedFor\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"refund\",\"type\":\"uint256\"}],\"name\":\"JobCancelled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"minerAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"validatorAmount\",\"type\":\"uint256\"}],\"name\":\"JobFinalized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxFee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"}],\"name\":\"JobPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"refund\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"}],\"name\":\"JobVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"}],\"name\":\"LeafHeld\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"voided\",\"type\":\"bool\"}],\"name\":\"LeafReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"newerSettleByMs\",\"type\":\"uint64\"}],\"name\":\"LeafSuperseded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"}],\"name\":\"LeafVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"ReserveExcessForfeited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"ReserveForfeited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"previousAdminRole\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"newAdminRole\",\"type\":\"bytes32\"}],\"name\":\"RoleAdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleGranted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"name\":\"WithdrawalRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ASSIGNMENT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CHALLENGER_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_ADMIN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"JOB_ORDER_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_LEAF_BYTES\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROOF_OF_COMPUTE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"WITHDRAWAL_DELAY\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acl\",\"outputs\":[{\"internalType\":\"contractSubnetACL\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"}],\"name\":\"assignmentDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"}],\"name\":\"balances\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"free\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"committed\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"name\":\"batch\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"finalized\",\"type\":\"bool\"},{\"internalType\":\"uint128\",\"name\":\"held\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"challengeEnd\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"leafCount\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"holds\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"}],\"internalType\":\"structJobEscrow.Batch\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"batchCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"cancelJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Leaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[]\",\"name\":\"proof\",\"type\":\"bytes32[]\"}],\"name\":\"challenge\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"challengeJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"claim\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"beneficiary\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"depositFor\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"depositWithPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"}],\"name\":\"earnings\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"earned\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"claimed\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"finalize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"name\":\"finalizeBatch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"forfeitReserve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"getRoleAdmin\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"grantRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasRole\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Leaf\",\"name\":\"leaf\",\"type\":\"tuple\"}],\"name\":\"hashLeaf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Leaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[]\",\"name\":\"proof\",\"type\":\"bytes32[]\"}],\"name\":\"hold\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"leafHash\",\"type\":\"bytes32\"}],\"name\":\"isHeld\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"isReopened\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"nonce\",\"type\":\"uint64\"}],\"name\":\"isSettled\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"job\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"enumJobEscrow.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint128\",\"name\":\"maxFee\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"}],\"internalType\":\"structJobEscrow.Job\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"structHash\",\"type\":\"bytes32\"}],\"name\":\"jobDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"wordIndex\",\"type\":\"uint256\"}],\"name\":\"nonceWord\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"}],\"name\":\"pendingWithdrawal\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"specHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"maxFee\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"}],\"name\":\"postJob\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractSubnetRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Leaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bool\",\"name\":\"voidLeaf\",\"type\":\"bool\"}],\"name\":\"release\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"callerConfirmation\",\"type\":\"address\"}],\"name\":\"renounceRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"name\":\"reopened\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"reserve\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"minSettleBy\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"until\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Reopened\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"requestWithdrawal\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"readyAt\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revokeRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"rewards\",\"outputs\":[{\"internalType\":\"contractValidatorRewards\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"staking\",\"outputs\":[{\"internalType\":\"contractStaking\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"leaves\",\"type\":\"bytes\"}],\"name\":\"submitBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"proof\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"batchId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"resultHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"}],\"internalType\":\"structJobEscrow.Leaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[]\",\"name\":\"proof\",\"type\":\"bytes32[]\"},{\"internalType\":\"address\",\"name\":\"miner\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"price\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"settleByMs\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"vs\",\"type\":\"bytes32\"}],\"name\":\"supersede\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"voided\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "JobEscrow",
	Bin: "0x610200604052348015610010575f5ffd5b5060405161626e38038061626e83398101604081905261002f9161029c565b6040518060400160405280600781526020016654656e736f726160c81b815250604051806040016040528060018152602001603160f81b8152506100788261019660201b60201c565b6101205261008581610196565b61014052815160208084019190912060e052815190820120610100524660a05261011160e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c0526001600160a01b03878116610160528181166101e052868116610180528581166101a05284166101c05261014e5f846101dc565b506001600160a01b0382161561018a576101887fe752add323323eb13e36c71ee508dfd16d74e9e4c4fd78786ba97989e5e13818836101dc565b505b5050505050505061038e565b5f5f829050601f815111156101c9578260405163305a27a960e01b81526004016101c09190610333565b60405180910390fd5b80516101d482610368565b179392505050565b5f828152602081815260408083206001600160a01b038516845290915281205460ff1661027c575f838152602081815260408083206001600160a01b03861684529091529020805460ff191660011790556102343390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a450600161027f565b505f5b92915050565b6001600160a01b0381168114610299575f5ffd5b50565b5f5f5f5f5f5f5f60e0888a0312156102b2575f5ffd5b87516102bd81610285565b60208901519097506102ce81610285565b60408901519096506102df81610285565b60608901519095506102f081610285565b608089015190945061030181610285565b60a089015190935061031281610285565b60c089015190925061032381610285565b8091505092959891949750929550565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80516020808301519190811015610388575f198160200360031b1b821691505b50919050565b60805160a05160c05160e05161010051610120516101405161016051610180516101a0516101c0516101e051615db56104b95f395f81816109ad0152818161159d015281816131cc0152614dad01525f81816105a801528181611420015281816114c10152818161290701526129a201525f818161083f01528181612f9301528181612fed01528181613a7c0152613ac601525f8181610763015281816112a001528181611355015261308f01525f8181610a2801528181610e1a0152818161114701528181611cba01528181611de701528181611fb90152818161253b01528181612f71015281816135290152818161382b0152613a5a01525f613ff001525f613fc501525f61451301525f6144eb01525f61444601525f61447001525f61449a0152615db55ff3fe608060405234801561000f575f5ffd5b506004361061034d575f3560e01c8063737c0015116101c9578063b6b55f25116100fe578063de2873591161009e578063e4ac06c211610079578063e4ac06c2146109f5578063f698da2514610a08578063f981559914610a10578063fc0c546a14610a23575f5ffd5b8063de287359146109a8578063df18e047146109cf578063e33491a7146109e2575f5ffd5b8063c726049b116100d9578063c726049b1461095a578063cee1b1e11461096d578063d547741f14610975578063db371c6014610988575f5ffd5b8063b6b55f25146108e6578063bf821f0e146108f9578063c3ed1a8614610947575f5ffd5b806399283855116101695780639ee679e8116101445780639ee679e814610861578063a217fddf1461088c578063a2e6f37614610893578063a55d800b146108c4575f5ffd5b806399283855146108005780639b8b9a7f146108135780639ec5a8941461083a575f5ffd5b806384b0196e116101a457806384b0196e146107985780639148f12a146107b357806391d14854146107da57806392584d80146107ed575f5ffd5b8063737c0015146106755780637b1039991461075e57806382f19fde14610785575f5ffd5b80633ccfd60b1161029f5780634cf088d91161023f578063543fd3131161021a578063543fd313146105fe5780635fae14501461063b57806360d4f5a31461064e5780636a8bc45b14610662575f5ffd5b80634cf088d9146105a35780634e71d92d146105e2578063530adbb4146105ea575f5ffd5b8063484c1fc01161027a578063484c1fc01461053f57806349aab8bc146105745780634a970be7146105875780634c5d8a0f1461059a575f5ffd5b80633ccfd60b146105115780633fd3c051146105195780634037cbd81461052c575f5ffd5b8063248a9ca31161030a5780632f2ff15d116102e55780632f2ff15d146104c55780632f4f21e2146104d857806336568abe146104eb5780633a3f06d0146104fe575f5ffd5b8063248a9ca31461043c57806327e235e31461045e5780632a4d5220146104b0575f5ffd5b806301ffc9a71461035157806306f13056146103795780630964c95b146103905780630eaa75fe146103f15780630ebb172a146104115780631b5e34961461041b575b5f5ffd5b61036461035f36600461525c565b610a4a565b60405190151581526020015b60405180910390f35b610382600e5481565b604051908152602001610370565b6103d461039e366004615299565b6001600160a01b03165f908152600460205260409020546001600160801b03811691600160801b9091046001600160401b031690565b604080519283526001600160401b03909116602083015201610370565b6104046103ff3660046152b2565b610a80565b60405161037091906152c9565b6103826202a30081565b6103646104293660046152b2565b5f908152600a6020526040902054151590565b61038261044a3660046152b2565b5f9081526020819052604090206001015490565b61049b61046c366004615299565b6001600160a01b03165f908152600360205260409020546001600160801b0380821692600160801b9092041690565b60408051928352602083019190915201610370565b6104c36104be3660046152b2565b610bf1565b005b6104c36104d33660046153ea565b610e59565b6104c36104e6366004615414565b610e83565b6104c36104f93660046153ea565b610f08565b61038261050c366004615452565b610f40565b610382610fc6565b6103826105273660046154c4565b61117b565b6104c361053a366004615521565b611a90565b61038261054d366004615414565b6001600160a01b03919091165f908152600660209081526040808320938352929052205490565b61038261058236600461555f565b611c00565b6104c36105953660046155a4565b611c72565b610382600c5481565b6105ca7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610370565b610382611d2e565b6103825f516020615d955f395f51905f5281565b61049b61060c366004615299565b6001600160a01b03165f908152600560205260409020546001600160801b0380821692600160801b9092041690565b6104c36106493660046152b2565b611e17565b6103825f516020615d755f395f51905f5281565b6104c361067036600461562e565b611ff3565b6107036106833660046152b2565b604080516080810182525f808252602082018190529181018290526060810191909152505f90815260076020908152604091829020825160808101845281546001600160801b03811682526001600160401b03600160801b8204811694830194909452600160c01b90048316938101939093526001015416606082015290565b60405161037091905f6080820190506001600160801b0383511682526001600160401b0360208401511660208301526001600160401b0360408401511660408301526001600160401b03606084015116606083015292915050565b6105ca7f000000000000000000000000000000000000000000000000000000000000000081565b6104c36107933660046152b2565b61214c565b6107a06122a5565b60405161037097969594939291906156b2565b6103827f4d656e2e9b9e72653d23a97644d0c5acb63f500737456a34f9fb517d0015263681565b6103646107e83660046153ea565b6122e7565b6104c36107fb3660046152b2565b61230f565b61038261080e3660046152b2565b612592565b6103827f3258d739564609424681ebce7143fc9168b4d07d08fe63d14fa1a68544d941c781565b6105ca7f000000000000000000000000000000000000000000000000000000000000000081565b61087461086f3660046152b2565b61259c565b6040516001600160401b039091168152602001610370565b6103825f81565b6103646108a13660046152b2565b5f90815260076020526040902054600160801b90046001600160401b0316151590565b6103646108d23660046152b2565b60096020525f908152604090205460ff1681565b6104c36108f43660046152b2565b6126b2565b610364610907366004615748565b6001600160a01b0382165f90815260066020908152604080832066ffffffffffffff600886901c168452909152902054600160ff83161b16151592915050565b6104c361095536600461577d565b6126cc565b6104c361096836600461581b565b61280c565b61038260dd81565b6104c36109833660046153ea565b612b5f565b61099b6109963660046152b2565b612b83565b6040516103709190615891565b6105ca7f000000000000000000000000000000000000000000000000000000000000000081565b6103826109dd366004615299565b612cf3565b6104c36109f03660046152b2565b612d38565b610382610a03366004615971565b61305a565b61038261355c565b6104c3610a1e36600461562e565b61356a565b6105ca7f000000000000000000000000000000000000000000000000000000000000000081565b5f6001600160e01b03198216637965db0b60e01b1480610a7a57506301ffc9a760e01b6001600160e01b03198316145b92915050565b60408051610180810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e081018290526101008101829052610120810182905261014081018290526101608101919091525f828152600d602090815260409182902082516101808101845281546001600160a01b038116808352600160a01b82046001600160401b0390811695840195909552600160e01b80830461ffff90811697850197909752600160f01b90920460ff161515606084015260018401546001600160801b0381166080850152600160801b810490951660a0840152600160c01b850463ffffffff90811660c0850152919094041660e082015260028201546101008201526003909101549283166101208201526201000083046001600160601b03908116610140830152600160701b909304909216610160830152610a7a576040516321c9773560e11b8152600481018490526024015b60405180910390fd5b610bf961360d565b5f818152600b60205260408120908154600160e01b900460ff166005811115610c2457610c2461585d565b03610c455760405163e498a48160e01b815260048101839052602401610be8565b80546001600160a01b03163314801590610c735750610c715f516020615d955f395f51905f52336122e7565b155b15610c93576040516330268a2560e21b8152336004820152602401610be8565b60028154600160e01b900460ff166005811115610cb257610cb261585d565b14610ce0578054604051631063c51160e11b8152610be8918491600160e01b90910460ff16906004016159b6565b600281015460018201545f91610d11916001600160401b03600160801b909204821691600160a01b909104166159de565b9050806001600160401b03164210610d4e576040516323507c6360e21b8152600481018490526001600160401b0382166024820152604401610be8565b8154600560e01b60ff60e01b19821617835560028301546001600160a01b039091165f81815260036020526040902080546001600160801b0393841693849291601091610da5918591600160801b909104166159fd565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550806001600160a01b0316857f3eef88ce6d2f32cf0de45521e5e7df1986c5c1ba0467f7d54edd9d980ebe35268433604051610e05929190615a1c565b60405180910390a3610e4a6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016826001600160801b038516613666565b50505050610e5661369b565b50565b5f82815260208190526040902060010154610e73816136c5565b610e7d83836136cf565b50505050565b610e8b61360d565b6001600160a01b038216610eb25760405163776cceeb60e01b815260040160405180910390fd5b6040518181526001600160a01b0383169033907f11fa725a956e1222d809b94ec211abe46e4218803a3c67d50f6fd9e46ba20a0e9060200160405180910390a3610efc828261375e565b610f0461369b565b5050565b6001600160a01b0381163314610f315760405163334bd91960e11b815260040160405180910390fd5b610f3b8282613853565b505050565b5f8135610f536040840160208501615299565b60408401356060850135610f6d60a0870160808801615a3e565b6040805160208101969096526001600160a01b0390941693850193909352606084019190915260808301526001600160401b031660a082015260c001604051602081830303815290604052805190602001209050919050565b5f610fcf61360d565b335f9081526004602090815260408083208151808301909252546001600160801b038116808352600160801b9091046001600160401b031692820192909252910361102f576040516333ab3ba760e11b8152336004820152602401610be8565b80602001516001600160401b0316421015611064576020810151604051631c353a5960e31b8152610be8913391600401615a59565b335f90815260046020908152604080832080546001600160c01b031916905560039091529020815181546001600160801b039182169450168311156110b15780546001600160801b031692505b8054839082905f906110cd9084906001600160801b03166159fd565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550336001600160a01b03167f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d58460405161112c91815260200190565b60405180910390a2821561116e5761116e6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163385613666565b505061117861369b565b90565b5f61118461360d565b611282604051806103e001604052805f81526020015f6001600160a01b031681526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f8152602001606081526020015f81526020015f81526020015f81526020015f61ffff1681526020015f6001600160601b031681526020015f6001600160601b031681526020015f81526020015f81526020015f81526020015f151581526020015f6001600160401b031681525090565b6040516327ebee6b60e21b81526001600160401b03861660048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690639fafb9ac90602401606060405180830381865afa1580156112ed573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113119190615a8c565b61ffff166102008401526001600160401b039081166101e08401526001600160801b03919091166101a083015260405163e394e7e760e01b815290861660048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e394e7e790602401606060405180830381865afa1580156113a2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113c69190615af2565b6001600160601b039081166103208501521661030083015261ffff166102e08201525f8390036114095760405163c2e5347d60e01b815260040160405180910390fd5b60016040516352ebc13f60e11b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a5d7827e90602401602060405180830381865afa15801561146d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114919190615b29565b60028111156114a2576114a261585d565b1415806115395750604051631a96e1d960e21b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690636a5b8764906114f89033908990600401615a59565b602060405180830381865afa158015611513573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906115379190615b47565b155b1561155b57338560405163dcfd193160e01b8152600401610be8929190615a59565b611567426103e8615b62565b6102c08201526001600160401b0385166103c082015260016040516310a6b42360e01b81526001600160401b03871660048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906310a6b42390602401602060405180830381865afa1580156115ea573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061160e9190615b79565b600181111561161f5761161f61585d565b146103a0820152600e80545f9061163590615b97565b91829055506102208201819052915061164d856138bc565b815261165a60dd84615baf565b6001600160401b0381111561167157611671615bce565b60405190808252806020026020018201604052801561169a578160200160208202803683370190505b506102608201525f6116ad60dd85615baf565b6116b890606c615b62565b6116c3906020615be2565b6001600160401b038111156116da576116da615bce565b6040519080825280601f01601f191660200182016040528015611704576020820181803683370190505b5090506020810161034083015261171c828686613931565b610240820151606c810282526102608301515f9061173a908361396e565b90505f846101e001514261174e9190615be2565b9050604051806101800160405280336001600160a01b031681526020018a6001600160401b0316815260200186610200015161ffff1681526020015f1515815260200161179f876101c001516139e6565b6001600160801b03168152602001826001600160401b031681526020016117c585613a1d565b63ffffffff90811682525f602080840182905260408085018890526102e08b015161ffff9081166060808801919091526103008d01516001600160601b039081166080808a01919091526103208f0151821660a0998a01528f8752600d86529584902089518154968b01518b870151948c01511515600160f01b0260ff60f01b19958716600160e01b9081029690961662ffffff60e01b196001600160401b03938416600160a01b026001600160e01b0319909b166001600160a01b039095169490941799909917929092169790971717815595890151600187018054998b015160c08c015160e08d01518b169095026001600160e01b0395909a16600160c01b02949094166001600160c01b03948816600160801b026001600160c01b0319909b166001600160801b039093169290921799909917929092169190911795909517909555610100860151600284015561012086015160039093018054610140880151610160909801518616600160701b026bffffffffffffffffffffffff60701b199890961662010000026dffffffffffffffffffffffffffff19909116949096169390931794909417949094169190911790556101c0870151905133928c169189917fdd9792be4b8667270e8f663c3b57304b3463486becb11eff9e6cf0ab41f99e6e916119d99188918a918990938452602084019290925260408301526001600160401b0316606082015260800190565b60405180910390a4857fa66de439a1e21f3d32286f9da14156e78c98832d5e84651394cac90acceef22185604051611a119190615bf5565b60405180910390a261038085015115611a7c57886001600160401b0316867fb3cefb26dcc882429aaaf0d63207f0fa8490ef86edf950bfb56771ecc1daf5a9876103800151604051611a6591815260200190565b60405180910390a3611a7c89866103800151613a4d565b5050505050611a8961369b565b9392505050565b5f516020615d955f395f51905f52611aa7816136c5565b611aaf61360d565b5f611ab984610f40565b5f818152600a6020526040902054909150801580611b0057506040805160208101889052908101839052606001604051602081830303815290604052805190602001208114155b15611b285760405163ebd9448f60e01b81526004810187905285356024820152604401610be8565b5f828152600a60209081526040808320839055888352600d909152902060018082018054601c90611b67908490600160e01b900463ffffffff16615c07565b92506101000a81548163ffffffff021916908363ffffffff1602179055508415611bbb575f8381526009602052604090205460ff16611bb157611bac87828886613b29565b611bbb565b611bbb8787613d70565b604051851515815286359088907fc8c9275da36a3d1e2de6ee8d8109affa46088552c540f95f185117355b310df99060200160405180910390a3505050610e7d61369b565b604080515f516020615d755f395f51905f5260208201529081018590526001600160a01b0384166060820152608081018390526001600160401b03821660a08201525f90611c679060c0015b60405160208183030381529060405280519060200120613ebf565b90505b949350505050565b611c7a61360d565b60405163d505accf60e01b8152336004820152306024820152604481018690526064810185905260ff8416608482015260a4810183905260c481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063d505accf9060e4015f604051808303815f87803b158015611d03575f5ffd5b505af1925050508015611d14575060015b50611d1f338661375e565b611d2761369b565b5050505050565b5f611d3761360d565b335f9081526005602052604090208054611d63906001600160801b03600160801b8204811691166159fd565b6001600160801b03169150815f03611d90576040516332559a3360e11b8152336004820152602401610be8565b80546001600160801b0316600160801b810217815560405182815233907fd8138f8a3f377c5259ca548e70e4c2de94f129f5a11036a15b69513cba2b426a9060200160405180910390a2611e0e6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163384613666565b5061117861369b565b611e1f61360d565b5f818152600b60205260408120908154600160e01b900460ff166005811115611e4a57611e4a61585d565b03611e6b5760405163e498a48160e01b815260048101839052602401610be8565b80546001600160a01b03163314611e9e5760405163392f15b160e11b815260048101839052336024820152604401610be8565b60018154600160e01b900460ff166005811115611ebd57611ebd61585d565b14611eeb578054604051631063c51160e11b8152610be8918491600160e01b90910460ff16906004016159b6565b805460ff60e01b1916600160e21b1781556002810154335f90815260036020526040902080546001600160801b0392831692839291601091611f37918591600160801b909104166159fd565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550336001600160a01b0316837fadb7f3d9bfcbcdbdb516ea3395cac981e65d074a4c6007d3c0458250b93c7a4883604051611fa491906001600160801b0391909116815260200190565b60405180910390a3611fe96001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016336001600160801b038416613666565b5050610e5661369b565b5f516020615d955f395f51905f5261200a816136c5565b61201261360d565b5f61201c86613eeb565b90505f61202886610f40565b905061203a8585846002015484613fa7565b612061576040516301f0020760e11b81526004810188905286356024820152604401610be8565b5f818152600a6020526040902054156120905760405163cc44a37960e01b815286356004820152602401610be8565b604080516020810189905290810182905260600160408051808303601f1901815291815281516020928301205f848152600a90935291205560018281018054601c906120ea908490600160e01b900463ffffffff16615c23565b825463ffffffff9182166101009390930a92830291909202199091161790555060405133815286359088907f418d8df1c8cb50661aa1675519c887174dc1dc165e9524060313e206323810519060200160405180910390a35050611d2761369b565b61215461360d565b5f81815260076020908152604091829020825160808101845281546001600160801b0381168083526001600160401b03600160801b8304811695840195909552600160c01b90910484169482019490945260019091015490911660608201529015806121d8575060408101516001600160401b03166121d5426103e8615b62565b11155b1561220e57604080820151905163fb22846b60e01b8152600481018490526001600160401b039091166024820152604401610be8565b5f8281526007602090815260408083209283556001909201805467ffffffffffffffff191690556060830151835192516001600160801b0390931683526001600160401b03169184917f51ff37d545ad3f7e243d757c4f6cf34eb52726f36b7e5fb7488eac692155aaaa910160405180910390a361229c8160600151825f01516001600160801b0316613a4d565b50610e5661369b565b5f6060805f5f5f60606122b6613fbe565b6122be613fe9565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b5f918252602082815260408084206001600160a01b0393909316845291905290205460ff1690565b61231761360d565b5f818152600b6020526040902060028154600160e01b900460ff1660058111156123435761234361585d565b146123b0575f8154600160e01b900460ff1660058111156123665761236661585d565b036123875760405163e498a48160e01b815260048101839052602401610be8565b8054604051631063c51160e11b8152610be8918491600160e01b90910460ff16906004016159b6565b600281015460018201545f916123e1916001600160401b03600160801b909204821691600160a01b909104166159de565b9050806001600160401b031642101561241f576040516331091f3360e11b8152600481018490526001600160401b0382166024820152604401610be8565b8154600360e01b60ff60e01b19821617835560028301546001600160a01b039091165f90815260036020526040902080546001600160801b0392831692839291601091612476918591600160801b909104166159fd565b92506101000a8154816001600160801b0302191690836001600160801b031602179055505f6127108460020160189054906101000a900461ffff1661ffff16836124c09190615b62565b6124ca9190615baf565b90505f6124d78284615c3f565b600186015460408051858152602081018490529293506001600160a01b0390911691829189917f97b3ae581260524783fd94ff151fc7eb4aa588d75cbd3b2476d016f60c876095910160405180910390a38215612562576125626001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168285613666565b811561258457855461258490600160a01b90046001600160401b031683613a4d565b505050505050610e5661369b565b5f610a7a82613ebf565b5f815f036125bd57604051631f2a200560e01b815260040160405180910390fd5b335f908152600360205260409020546001600160801b031682811015612606576040516362a9f31d60e01b81523360048201526024810182905260448101849052606401610be8565b6126136202a30042615be2565b6040805180820182526001600160801b0386811682526001600160401b038481166020808501828152335f81815260048452889020965187549251909516600160801b026001600160c01b03199092169490951693909317929092179093558351888152908101929092529294507fbf6730b5b5d9fd45cdb42f69910317da629fd6e12b3ab41aa1708cd916385dfc910160405180910390a250919050565b6126ba61360d565b6126c4338261375e565b610e5661369b565b6126d461360d565b5f6126de8a613eeb565b90505f6126ea8a610f40565b90506126fc8989846002015484613fa7565b612723576040516301f0020760e11b8152600481018c90528a356024820152604401610be8565b61273360a08b0160808c01615a3e565b6001600160401b0316856001600160401b0316116127915789358561275e60a08d0160808e01615a3e565b604051639a83ae9f60e01b815260048101939093526001600160401b039182166024840152166044820152606401610be8565b61279f8a8888888888614014565b6127ab828b83886140ff565b6040516001600160401b03861681526001600160a01b038816908b35908d907fd9929692b71e779f1f6c89ad196f25a3bab5217b3a33e7837ef98b6e648a004c9060200160405180910390a4505061280161369b565b505050505050505050565b5f848152600b6020526040902060018154600160e01b900460ff1660058111156128385761283861585d565b146128a5575f8154600160e01b900460ff16600581111561285b5761285b61585d565b0361287c5760405163e498a48160e01b815260048101869052602401610be8565b8054604051631063c51160e11b8152610be8918791600160e01b90910460ff16906004016159b6565b60018101546001600160a01b031633146128f0576001810154604051634404844960e01b8152600481018790523360248201526001600160a01b039091166044820152606401610be8565b60016040516352ebc13f60e11b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063a5d7827e90602401602060405180830381865afa158015612954573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906129789190615b29565b60028111156129895761298961585d565b141580612a3257508054604051631a96e1d960e21b81527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031691636a5b8764916129f1913391600160a01b9091046001600160401b031690600401615a59565b602060405180830381865afa158015612a0c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612a309190615b47565b155b15612a6657805460405163dcfd193160e01b8152610be8913391600160a01b9091046001600160401b031690600401615a59565b5f612a7386868686614297565b90506001600160a01b0381163314612ab05760405163028128df60e61b8152600481018790526001600160a01b0382166024820152604401610be8565b815460ff60e01b1916600160e11b1782556001820180546001600160401b0342818116600160a01b0267ffffffffffffffff60a01b1990931692909217909255600484018790556002840154339289927f696f81e189cf0fb20c47c68852c407dac17843c28d52d080332938c858caf226928a92612b3792600160801b90920416906159de565b604080519283526001600160401b0390911660208301520160405180910390a3505050505050565b5f82815260208190526040902060010154612b79816136c5565b610e7d8383613853565b60408051610140810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081018290526101208101919091525f828152600b6020908152604080832081516101408101835281546001600160a01b0381168252600160a01b81046001600160401b031694820194909452929091830190600160e01b900460ff166005811115612c3257612c3261585d565b6005811115612c4357612c4361585d565b815260018201546001600160a01b0381166020830152600160a01b90046001600160401b03908116604083015260028301546001600160801b0381166060840152600160801b81049091166080830152600160c01b900461ffff1660a0820152600382015460c082015260049091015460e09091015290505f81604001516005811115612cd257612cd261585d565b03610a7a5760405163e498a48160e01b815260048101849052602401610be8565b6001600160a01b0381165f9081526005602052604081208054612d28906001600160801b03600160801b8204811691166159fd565b6001600160801b03169392505050565b612d4061360d565b5f818152600d6020526040902080546001600160a01b0316612d78576040516321c9773560e11b815260048101839052602401610be8565b8054600160f01b900460ff1615612da55760405163a99bd78160e01b815260048101839052602401610be8565b6001810154600160801b90046001600160401b0316421015612df85760018101546040516318c02f4160e01b815260048101849052600160801b9091046001600160401b03166024820152604401610be8565b6001810154600160e01b900463ffffffff1615612e4357600181015460405163341c773960e11b815260048101849052600160e01b90910463ffffffff166024820152604401610be8565b600181018054825460ff60f01b1916600160f01b178084556001600160801b031982169092556001600160801b0316905f9061271090612e8f9061ffff600160e01b9091041684615b62565b612e999190615baf565b90505f612ea68284615c3f565b84549091506001600160a01b0316612ebd836139e6565b6001600160a01b0382165f9081526005602052604081208054909190612eed9084906001600160801b0316615c52565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550806001600160a01b0316867fff443c6e25875b4bff610d2389538c73b5a4e674cafaccf63f7c0367c0cfdd578585604051612f56929190918252602082015260400190565b60405180910390a3811561304d57612fb86001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000167f000000000000000000000000000000000000000000000000000000000000000084613666565b845460405163445a71b360e11b815260048101889052600160a01b9091046001600160401b03166024820152604481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906388b4e366906064015f604051808303815f87803b158015613036575f5ffd5b505af1158015613048573d5f5f3e3d5ffd5b505050505b5050505050610e5661369b565b5f61306361360d565b6040516327ebee6b60e21b81526001600160401b03861660048201525f90819081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690639fafb9ac90602401606060405180830381865afa1580156130d4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906130f89190615a8c565b925092509250855f0361311e57604051631f2a200560e01b815260040160405180910390fd5b826001600160801b031686101561315a576040516308d9f2ef60e41b8152600481018790526001600160801b0384166024820152604401610be8565b6001600160a01b038516158061317857506001600160a01b03851633145b156131a15760405163348d94f160e21b81526001600160a01b0386166004820152602401610be8565b6040516381d9fdc560e01b81526001600160401b0389166004820152336024820152600160448201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906381d9fdc590606401602060405180830381865afa158015613219573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061323d9190615b47565b61326b5760405163363d65ff60e11b81526001600160401b0389166004820152336024820152604401610be8565b613274866139e6565b335f90815260036020526040902080546010906132a2908490600160801b90046001600160801b0316615c52565b92506101000a8154816001600160801b0302191690836001600160801b031602179055507f0f14619c10c6d71d7fc800f6d6aea5575086c50542373083b5064613693c46564630600c5f81546132f790615b97565b91829055506040805160208101959095528401929092526001600160a01b03166060830152608082015260a00160408051601f198184030181528282528051602091820120610140840183523384526001600160401b038c169184019190915295508101600181526001600160a01b038088166020808401919091525f60408085018290526001600160801b038c1660608601526001600160401b03888116608087015261ffff881660a087015260c086018e905260e0909501829052898252600b8352908190208551815493870151909516600160a01b026001600160e01b0319909316949093169390931717808255918301519091829060ff60e01b1916600160e01b83600581111561340e5761340e61585d565b0217905550606082015160018201805460808501516001600160401b03908116600160a01b026001600160e01b03199092166001600160a01b039094169390931717905560a083015160028301805460c086015160e087015161ffff16600160c01b0261ffff60c01b19918616600160801b026001600160c01b03199093166001600160801b0390951694909417919091171691909117905561010083015160038301556101209092015160049091015560405133918a169086907ff7f110066dabfafb0989626a74795b99048f020cbac935c716d50bd3fcbfc49a90613514908c908c908c9092835260208301919091526001600160a01b0316604082015260600190565b60405180910390a46135516001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016333089614404565b505050611c6a61369b565b5f61356561443a565b905090565b61357261360d565b5f61357c85613eeb565b90506135955f516020615d955f395f51905f52336122e7565b6135b4576040516330268a2560e21b8152336004820152602401610be8565b5f6135be85610f40565b90506135d08484846002015484613fa7565b6135f7576040516301f0020760e11b81526004810187905285356024820152604401610be8565b61360386838784613b29565b5050610e7d61369b565b6136377f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c614563565b61366460017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90614581565b565b6136738383836001614588565b610f3b57604051635274afe760e01b81526001600160a01b0384166004820152602401610be8565b6136645f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0061365e565b610e5681336145ea565b5f6136da83836122e7565b613757575f838152602081815260408083206001600160a01b03861684529091529020805460ff1916600117905561370f3390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a4506001610a7a565b505f610a7a565b805f0361377e57604051631f2a200560e01b815260040160405180910390fd5b613787816139e6565b6001600160a01b0383165f90815260036020526040812080549091906137b79084906001600160801b0316615c52565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550816001600160a01b03167f2da466a7b24304f47e87fa2e1e5a81b9831ce54fec19055ce277ca2f39ba42c48260405161381691815260200190565b60405180910390a2610f046001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016333084614404565b5f61385e83836122e7565b15613757575f838152602081815260408083206001600160a01b0386168085529252808320805460ff1916905551339286917ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b9190a4506001610a7a565b5f5f6138c661443a565b604080516103c081019091527f4d656e2e9b9e72653d23a97644d0c5acb63f500737456a34f9fb517d00152636815260208101949094525f516020615d755f395f51905f52610280850152336102c085015261190160f01b6101a08501526101a28401525090919050565b815f5b82811015611d27575f61394986848487614623565b9092509050801561395f5761395f868284614b7e565b61396886614d5f565b50613934565b5f602083015b60018311156139de575f5f5b848110156139d6578060051b830151856001830110600181036139bf576001830160051b850151808311156139b157915b5f9283526020526040909120905b50600583901b840152600190910190600201613980565b509250613974565b519392505050565b5f6001600160801b03821115613a19576040516306dfcc6560e41b81526080600482015260248101839052604401610be8565b5090565b5f63ffffffff821115613a19576040516306dfcc6560e41b81526020600482015260248101839052604401610be8565b613aa16001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000167f000000000000000000000000000000000000000000000000000000000000000083613666565b60405163da5c3a1f60e01b81526001600160401b0383166004820152602481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063da5c3a1f906044015f604051808303815f87803b158015613b0f575f5ffd5b505af1158015613b21573d5f5f3e3d5ffd5b505050505050565b5f8181526009602052604090205460ff1615613b5b576040516323aa2b6b60e01b815282356004820152602401610be8565b5f818152600960209081526040808320805460ff19166001179055843583526007909152902080546001600160401b03600160801b90910416613ba460a0850160808601615a3e565b613baf9060016159de565b6001600160401b03161115613c0157613bce60a0840160808501615a3e565b613bd99060016159de565b81546001600160401b0391909116600160801b0267ffffffffffffffff60801b199091161781555b835460018281018054600160a01b9093046001600160401b031667ffffffffffffffff19909316929092179091558401805460408501359182915f90613c519084906001600160801b03166159fd565b92506101000a8154816001600160801b0302191690836001600160801b031602179055505f613c9684875f0160149054906101000a90046001600160401b0316614faa565b613ca090836159fd565b90508060035f613cb66040890160208a01615299565b6001600160a01b0316815260208101919091526040015f9081208054909190613ce99084906001600160801b0316615c52565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550846020016020810190613d209190615299565b6001600160a01b0316855f0135887fc4e92a96a0f97b7107e5cf9c97f08006b2561d2a927e9dbe248ee2e7ad96cef48433604051613d5f929190615a1c565b60405180910390a450505050505050565b80355f9081526007602052604080822080549092918401356001600160801b0390911610613da2578260400135613dae565b81546001600160801b03165b8254909150819083905f90613dcd9084906001600160801b03166159fd565b92506101000a8154816001600160801b0302191690836001600160801b031602179055508060035f856020016020810190613e089190615299565b6001600160a01b0316815260208101919091526040015f9081208054909190613e3b9084906001600160801b0316615c52565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550826020016020810190613e729190615299565b6001600160a01b0316835f0135857fc4e92a96a0f97b7107e5cf9c97f08006b2561d2a927e9dbe248ee2e7ad96cef48433604051613eb1929190615a1c565b60405180910390a450505050565b5f610a7a613ecb61443a565b8360405161190160f01b8152600281019290925260228201526042902090565b5f818152600d6020526040902080546001600160a01b0316613f23576040516321c9773560e11b815260048101839052602401610be8565b8054600160f01b900460ff1615613f505760405163a99bd78160e01b815260048101839052602401610be8565b6001810154600160801b90046001600160401b03164210613fa257600181015460405163526d4cc160e11b815260048101849052600160801b9091046001600160401b03166024820152604401610be8565b919050565b5f82613fb4868685614fe8565b1495945050505050565b60606135657f0000000000000000000000000000000000000000000000000000000000000000615029565b60606135657f0000000000000000000000000000000000000000000000000000000000000000615029565b604080515f516020615d755f395f51905f5260208201528735918101919091526001600160a01b0386166060820152608081018590526001600160401b03841660a08201525f906140679060c001611c4c565b90505f5f614076838686615066565b5090925090505f81600381111561408f5761408f61585d565b1415806140bd57506140a760408a0160208b01615299565b6001600160a01b0316826001600160a01b031614155b156128015788356140d460408b0160208c01615299565b604051630dcb6f1d60e11b815260048101929092526001600160a01b03166024820152604401610be8565b5f8281526009602052604090205460ff1615614131576040516323aa2b6b60e01b815283356004820152602401610be8565b5f82815260096020526040808220805460ff19166001908117909155860180549186013592839261416c9084906001600160801b03166159fd565b92506101000a8154816001600160801b0302191690836001600160801b031602179055505f6141b184875f0160149054906101000a90046001600160401b0316614faa565b85355f9081526007602052604090209091506141cd82846159fd565b815482905f906141e79084906001600160801b0316615c52565b82546001600160801b039182166101009390930a92830291909202199091161790555080546001600160401b03808616600160801b810267ffffffffffffffff60801b1990931692909217808455600160c01b90041610156142625780546001600160c01b0316600160c01b6001600160401b038616021781555b955460019096018054600160a01b9097046001600160401b031667ffffffffffffffff19909716969096179095555050505050565b5f60e08210156142c35760405163028128df60e61b8152600481018690525f6024820152604401610be8565b5f80808080806142d5888a018a615c71565b955095509550955095509550826001600160401b0316826001600160401b0316101561431d5760405163028128df60e61b8152600481018c90525f6024820152604401610be8565b604080517f3258d739564609424681ebce7143fc9168b4d07d08fe63d14fa1a68544d941c760208201529081018c9052606081018790526080810186905260a081018b905260c081018590526001600160401b0380851660e083015283166101008201525f90610120016040516020818303038152906040528051906020012090505f5f6143b36143ad84613ebf565b85615098565b5090925090505f8160038111156143cc576143cc61585d565b146143f35760405163028128df60e61b8152600481018f90525f6024820152604401610be8565b509c9b505050505050505050505050565b6144128484848460016150e1565b610e7d57604051635274afe760e01b81526001600160a01b0385166004820152602401610be8565b5f306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614801561449257507f000000000000000000000000000000000000000000000000000000000000000046145b156144bc57507f000000000000000000000000000000000000000000000000000000000000000090565b613565604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b1561366457604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f511483166145de5783831516156145d2573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b6145f482826122e7565b610f045760405163e2517d3f60e01b81526001600160a01b038216600482015260248101839052604401610be8565b5f5f61495a565b805160dd905f908435821a6001811615614645576014840193505b6002811615614655576020840193505b6004811615614665576020840193505b6008811615614675576020840193505b600f8114158816878511600f831117171561469557600192505050614951565b6001958601958116156146b357853560601c60408301526014860195505b60028116156146ca57853560608301526020860195505b60048116156146e157853560a08301526020860195505b60088116156146f857853560c08301526020860195505b5084356080820152602085013560801c60e0820152603085013560c01c610100820152603885013560c01c610120820152604085013560c01c610140820152604885013560e01c610160820152604c85013560c01c6101808201526040810151605486013560801c606487013560801c607488013560c01c8360208901528160408901526101208501516060890152826080890152806102a08901526101a085208060a08a0152806102a0870152826102e08701528161030087015260a06102808701206101c287015260426101a087012061020087015260bc8a01358060ff1c601b01610220880152609c8b01356102408801526001600160ff1b0381169050806102608801526020610200880160806102008a0160015afa6102008801518714871515166fa2a8918ca85bafe22016d0b997e4df60600160ff1b038311153d6020149290921691909116168061485b57600298505050505050505050614951565b50503385036148735760089650505050505050614951565b816102c08a0151111561488f5760079650505050505050614951565b60e08601518311156148aa5760069650505050505050614951565b828411156148c15760039650505050505050614951565b6101a08901518410156148dd5760049650505050505050614951565b607c8a0135925080610320870152846103408701528361036087015282610380870152816103a087015260a061032087012060c08a01526103408901519550808652508360601b60208601528260801b60348601528160448601528060c01b606486015250505050606c8101610340850152505b94509492505050565b5f5b83851015614b5157848601600181355f1a1682161561497b5750614b51565b61498f61024089015115878703838b61462a565b9150811561499f57509150614b51565b826149d15760019250602089015160e08a015260208901515f52600660205260405f206101408a01525f196101608a01525b606089015191508160081c6101608a01518114614a2b576101608a01515f1914614a03576101808a01516102808b0151555b806101608b0152805f526101408a015160205260405f20806102808c015280546101808c0152505b50600160ff83161b9150816101808a01511615614ada5760a08901515f52600760205260405f2080546001600160401b038160801c16806102a08d01511081151715614a7f57600596505050505050614b51565b506001600160801b038116905060808b015180821015614a9c5750805b6103608c018051820190526103808c0180518284030190528015614acd5760c08c01515f5260086020528060405f20555b50505f81555f6001820155505b816101808a0151176101808a015260808901516101008a0151016101008a015260016101208a0151016101208a0152610240890151915061026089015180518310614b2b5760019450505050614b51565b60c08a01518360051b60208301015250600182016102408a01528087019650505061495c565b5080614b72576101608601515f1914614b7257610180860151610280870151555b83915094509492505050565b81600103614ba2576040516370ac562d60e01b815260048101829052602401610be8565b81600203614bdf5760a08301516020840151604051630dcb6f1d60e11b815260048101929092526001600160a01b03166024820152604401610be8565b81600303614c205760a08301516080840151604080860151905163d5d3f79d60e01b8152600481019390935260248301919091526044820152606401610be8565b81600403614c555760808301516101a08401516040516308d9f2ef60e41b815260048101929092526024820152604401610be8565b81600603614c9a57825160e081015160a08501516040808701519051635db7de7b60e11b81526004810192909252602482015260448101829052909190606401610be8565b81600703614cd85760a08301516102a0840151604051633949827b60e21b815260048101929092526001600160401b03166024820152604401610be8565b81600803614d155760a08301516020840151604051638f6d8e6360e01b815260048101929092526001600160a01b03166024820152604401610be8565b60a08301516020840151606085015160405163b920fdb760e01b815260048101939093526001600160a01b0390911660248301526001600160401b03166044820152606401610be8565b806103a001518015614e1857506103c081015160e082015160405163f5c90cfb60e01b81526001600160401b0390921660048301526001600160a01b039081166024830152600160448301527f0000000000000000000000000000000000000000000000000000000000000000169063f5c90cfb90606401602060405180830381865afa158015614df2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190614e169190615b47565b155b15614e5b576103c081015160e082015160405163363d65ff60e11b81526001600160401b0390921660048301526001600160a01b03166024820152604401610be8565b60e08101516001600160a01b03165f9081526003602052604081206103608301518154919291614e9491906001600160801b0316615be2565b5f610360850152610100840151909150811015614ee75760e0830151610100840151604051632d3d15b760e21b81526001600160a01b039092166004830152602482018390526044820152606401610be8565b614f0083610100015182614efb9190615c3f565b6139e6565b82546001600160801b0319166001600160801b039190911617825560e08301516102208401516101008501516101208601516040805192835260208301919091526001600160a01b03909316927f0f063884065dab0de08246972837e14ab3eaa4789d45372c0f6cff5346d8e03f910160405180910390a3826101000151836101c001818151614f909190615be2565b905250505f61010083018190526101209092019190915250565b5f828152600860205260409020546001600160801b03811615610a7a575f83815260086020526040812055610a7a826001600160801b038316613a4d565b5f81815b84811015615020576150168287878481811061500a5761500a615d60565b9050602002013561514e565b9150600101614fec565b50949350505050565b60605f61503583615177565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f80806001600160ff1b038416601b60ff86901c016150878882898561519e565b945094509450505093509350939050565b5f5f5f83516041036150cf576020840151604085015160608601515f1a6150c18882858561519e565b9550955095505050506150da565b505081515f91506002905b9250925092565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f5114831661513d578383151615615131573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f818310615168575f828152602084905260409020611a89565b505f9182526020526040902090565b5f60ff8216601f811115610a7a57604051632cd44ac360e21b815260040160405180910390fd5b5f80806fa2a8918ca85bafe22016d0b997e4df60600160ff1b038411156151cd57505f91506003905082615252565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa15801561521e573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b03811661524957505f925060019150829050615252565b92505f91508190505b9450945094915050565b5f6020828403121561526c575f5ffd5b81356001600160e01b031981168114611a89575f5ffd5b80356001600160a01b0381168114613fa2575f5ffd5b5f602082840312156152a9575f5ffd5b611a8982615283565b5f602082840312156152c2575f5ffd5b5035919050565b81516001600160a01b03168152610180810160208301516152f560208401826001600160401b03169052565b50604083015161530b604084018261ffff169052565b50606083015161531f606084018215159052565b50608083015161533a60808401826001600160801b03169052565b5060a083015161535560a08401826001600160401b03169052565b5060c083015161536d60c084018263ffffffff169052565b5060e083015161538560e084018263ffffffff169052565b506101008301516101008301526101208301516153a961012084018261ffff169052565b506101408301516153c66101408401826001600160601b03169052565b506101608301516153e36101608401826001600160601b03169052565b5092915050565b5f5f604083850312156153fb575f5ffd5b8235915061540b60208401615283565b90509250929050565b5f5f60408385031215615425575f5ffd5b61542e83615283565b946020939093013593505050565b5f60a0828403121561544c575f5ffd5b50919050565b5f60a08284031215615462575f5ffd5b611a89838361543c565b6001600160401b0381168114610e56575f5ffd5b5f5f83601f840112615490575f5ffd5b5081356001600160401b038111156154a6575f5ffd5b6020830191508360208285010111156154bd575f5ffd5b9250929050565b5f5f5f604084860312156154d6575f5ffd5b83356154e18161546c565b925060208401356001600160401b038111156154fb575f5ffd5b61550786828701615480565b9497909650939450505050565b8015158114610e56575f5ffd5b5f5f5f60e08486031215615533575f5ffd5b83359250615544856020860161543c565b915060c084013561555481615514565b809150509250925092565b5f5f5f5f60808587031215615572575f5ffd5b8435935061558260208601615283565b92506040850135915060608501356155998161546c565b939692955090935050565b5f5f5f5f5f60a086880312156155b8575f5ffd5b8535945060208601359350604086013560ff811681146155d6575f5ffd5b94979396509394606081013594506080013592915050565b5f5f83601f8401126155fe575f5ffd5b5081356001600160401b03811115615614575f5ffd5b6020830191508360208260051b85010111156154bd575f5ffd5b5f5f5f5f60e08587031215615641575f5ffd5b84359350615652866020870161543c565b925060c08501356001600160401b0381111561566c575f5ffd5b615678878288016155ee565b95989497509550505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f6156d060e0830189615684565b82810360408401526156e28189615684565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015615737578351835260209384019390920191600101615719565b50909b9a5050505050505050505050565b5f5f60408385031215615759575f5ffd5b61576283615283565b915060208301356157728161546c565b809150509250929050565b5f5f5f5f5f5f5f5f5f6101808a8c031215615796575f5ffd5b893598506157a78b60208c0161543c565b975060c08a01356001600160401b038111156157c1575f5ffd5b6157cd8c828d016155ee565b90985096506157e0905060e08b01615283565b94506101008a013593506101208a01356157f98161546c565b989b979a50959894979396929550929361014081013593506101600135919050565b5f5f5f5f6060858703121561582e575f5ffd5b843593506020850135925060408501356001600160401b03811115615851575f5ffd5b61567887828801615480565b634e487b7160e01b5f52602160045260245ffd5b6006811061588d57634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b03168152610140810160208301516158bd60208401826001600160401b03169052565b5060408301516158d06040840182615871565b5060608301516158eb60608401826001600160a01b03169052565b50608083015161590660808401826001600160401b03169052565b5060a083015161592160a08401826001600160801b03169052565b5060c083015161593c60c08401826001600160401b03169052565b5060e083015161595260e084018261ffff169052565b5061010083015161010083015261012083015161012083015292915050565b5f5f5f5f60808587031215615984575f5ffd5b843561598f8161546c565b935060208501359250604085013591506159ab60608601615283565b905092959194509250565b82815260408101611a896020830184615871565b634e487b7160e01b5f52601160045260245ffd5b6001600160401b038181168382160190811115610a7a57610a7a6159ca565b6001600160801b038281168282160390811115610a7a57610a7a6159ca565b6001600160801b039290921682526001600160a01b0316602082015260400190565b5f60208284031215615a4e575f5ffd5b8135611a898161546c565b6001600160a01b039290921682526001600160401b0316602082015260400190565b805161ffff81168114613fa2575f5ffd5b5f5f5f60608486031215615a9e575f5ffd5b83516001600160801b0381168114615ab4575f5ffd5b6020850151909350615ac58161546c565b9150615ad360408501615a7b565b90509250925092565b80516001600160601b0381168114613fa2575f5ffd5b5f5f5f60608486031215615b04575f5ffd5b615b0d84615a7b565b9250615b1b60208501615adc565b9150615ad360408501615adc565b5f60208284031215615b39575f5ffd5b815160038110611a89575f5ffd5b5f60208284031215615b57575f5ffd5b8151611a8981615514565b8082028115828204841417610a7a57610a7a6159ca565b5f60208284031215615b89575f5ffd5b815160028110611a89575f5ffd5b5f60018201615ba857615ba86159ca565b5060010190565b5f82615bc957634e487b7160e01b5f52601260045260245ffd5b500490565b634e487b7160e01b5f52604160045260245ffd5b80820180821115610a7a57610a7a6159ca565b602081525f611a896020830184615684565b63ffffffff8281168282160390811115610a7a57610a7a6159ca565b63ffffffff8181168382160190811115610a7a57610a7a6159ca565b81810381811115610a7a57610a7a6159ca565b6001600160801b038181168382160190811115610a7a57610a7a6159ca565b5f5f5f5f5f5f60c08789031215615c86575f5ffd5b8635955060208701359450604087013593506060870135615ca68161546c565b92506080870135615cb68161546c565b915060a08701356001600160401b03811115615cd0575f5ffd5b8701601f81018913615ce0575f5ffd5b80356001600160401b03811115615cf957615cf9615bce565b604051601f8201601f19908116603f011681016001600160401b0381118282101715615d2757615d27615bce565b6040528181528282016020018b1015615d3e575f5ffd5b816020840160208301375f602083830101528093505050509295509295509295565b634e487b7160e01b5f52603260045260245ffdfe00bfb2460545f56532c9206ce2a437e91461efc3dca0f56e304f4093114be290e752add323323eb13e36c71ee508dfd16d74e9e4c4fd78786ba97989e5e13818",
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
// Solidity: constructor(address token_, address registry_, address rewards_, address staking_, address admin, address challenger, address acl_) returns()
func (jobEscrow *JobEscrow) PackConstructor(token_ common.Address, registry_ common.Address, rewards_ common.Address, staking_ common.Address, admin common.Address, challenger common.Address, acl_ common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("", token_, registry_, rewards_, staking_, admin, challenger, acl_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackASSIGNMENTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x60d4f5a3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ASSIGNMENT_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) PackASSIGNMENTTYPEHASH() []byte {
	enc, err := jobEscrow.abi.Pack("ASSIGNMENT_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackASSIGNMENTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x60d4f5a3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ASSIGNMENT_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) TryPackASSIGNMENTTYPEHASH() ([]byte, error) {
	return jobEscrow.abi.Pack("ASSIGNMENT_TYPEHASH")
}

// UnpackASSIGNMENTTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x60d4f5a3.
//
// Solidity: function ASSIGNMENT_TYPEHASH() view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackASSIGNMENTTYPEHASH(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("ASSIGNMENT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
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

// PackWITHDRAWALDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0ebb172a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WITHDRAWAL_DELAY() view returns(uint256)
func (jobEscrow *JobEscrow) PackWITHDRAWALDELAY() []byte {
	enc, err := jobEscrow.abi.Pack("WITHDRAWAL_DELAY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWITHDRAWALDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0ebb172a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function WITHDRAWAL_DELAY() view returns(uint256)
func (jobEscrow *JobEscrow) TryPackWITHDRAWALDELAY() ([]byte, error) {
	return jobEscrow.abi.Pack("WITHDRAWAL_DELAY")
}

// UnpackWITHDRAWALDELAY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0ebb172a.
//
// Solidity: function WITHDRAWAL_DELAY() view returns(uint256)
func (jobEscrow *JobEscrow) UnpackWITHDRAWALDELAY(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("WITHDRAWAL_DELAY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAcl is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde287359.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acl() view returns(address)
func (jobEscrow *JobEscrow) PackAcl() []byte {
	enc, err := jobEscrow.abi.Pack("acl")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcl is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde287359.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acl() view returns(address)
func (jobEscrow *JobEscrow) TryPackAcl() ([]byte, error) {
	return jobEscrow.abi.Pack("acl")
}

// UnpackAcl is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xde287359.
//
// Solidity: function acl() view returns(address)
func (jobEscrow *JobEscrow) UnpackAcl(data []byte) (common.Address, error) {
	out, err := jobEscrow.abi.Unpack("acl", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackAssignmentDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x49aab8bc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assignmentDigest(bytes32 jobId, address miner, uint256 price, uint64 settleByMs) view returns(bytes32)
func (jobEscrow *JobEscrow) PackAssignmentDigest(jobId [32]byte, miner common.Address, price *big.Int, settleByMs uint64) []byte {
	enc, err := jobEscrow.abi.Pack("assignmentDigest", jobId, miner, price, settleByMs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssignmentDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x49aab8bc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assignmentDigest(bytes32 jobId, address miner, uint256 price, uint64 settleByMs) view returns(bytes32)
func (jobEscrow *JobEscrow) TryPackAssignmentDigest(jobId [32]byte, miner common.Address, price *big.Int, settleByMs uint64) ([]byte, error) {
	return jobEscrow.abi.Pack("assignmentDigest", jobId, miner, price, settleByMs)
}

// UnpackAssignmentDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x49aab8bc.
//
// Solidity: function assignmentDigest(bytes32 jobId, address miner, uint256 price, uint64 settleByMs) view returns(bytes32)
func (jobEscrow *JobEscrow) UnpackAssignmentDigest(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("assignmentDigest", data)
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
// Solidity: function batch(uint256 batchId) view returns((address,uint64,uint16,bool,uint128,uint64,uint32,uint32,bytes32,uint16,uint96,uint96))
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
// Solidity: function batch(uint256 batchId) view returns((address,uint64,uint16,bool,uint128,uint64,uint32,uint32,bytes32,uint16,uint96,uint96))
func (jobEscrow *JobEscrow) TryPackBatch(batchId *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("batch", batchId)
}

// UnpackBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0eaa75fe.
//
// Solidity: function batch(uint256 batchId) view returns((address,uint64,uint16,bool,uint128,uint64,uint32,uint32,bytes32,uint16,uint96,uint96))
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
// the contract method with ID 0xf9815599.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challenge(uint256 batchId, (bytes32,address,uint256,bytes32,uint64) leaf, bytes32[] proof) returns()
func (jobEscrow *JobEscrow) PackChallenge(batchId *big.Int, leaf JobEscrowLeaf, proof [][32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("challenge", batchId, leaf, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallenge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9815599.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challenge(uint256 batchId, (bytes32,address,uint256,bytes32,uint64) leaf, bytes32[] proof) returns()
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

// PackDepositFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f4f21e2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositFor(address beneficiary, uint256 amount) returns()
func (jobEscrow *JobEscrow) PackDepositFor(beneficiary common.Address, amount *big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("depositFor", beneficiary, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f4f21e2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositFor(address beneficiary, uint256 amount) returns()
func (jobEscrow *JobEscrow) TryPackDepositFor(beneficiary common.Address, amount *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("depositFor", beneficiary, amount)
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

// PackForfeitReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82f19fde.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forfeitReserve(bytes32 jobId) returns()
func (jobEscrow *JobEscrow) PackForfeitReserve(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("forfeitReserve", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForfeitReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82f19fde.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forfeitReserve(bytes32 jobId) returns()
func (jobEscrow *JobEscrow) TryPackForfeitReserve(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("forfeitReserve", jobId)
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
// the contract method with ID 0x3a3f06d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hashLeaf((bytes32,address,uint256,bytes32,uint64) leaf) pure returns(bytes32)
func (jobEscrow *JobEscrow) PackHashLeaf(leaf JobEscrowLeaf) []byte {
	enc, err := jobEscrow.abi.Pack("hashLeaf", leaf)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHashLeaf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3a3f06d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hashLeaf((bytes32,address,uint256,bytes32,uint64) leaf) pure returns(bytes32)
func (jobEscrow *JobEscrow) TryPackHashLeaf(leaf JobEscrowLeaf) ([]byte, error) {
	return jobEscrow.abi.Pack("hashLeaf", leaf)
}

// UnpackHashLeaf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3a3f06d0.
//
// Solidity: function hashLeaf((bytes32,address,uint256,bytes32,uint64) leaf) pure returns(bytes32)
func (jobEscrow *JobEscrow) UnpackHashLeaf(data []byte) ([32]byte, error) {
	out, err := jobEscrow.abi.Unpack("hashLeaf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackHold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a8bc45b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hold(uint256 batchId, (bytes32,address,uint256,bytes32,uint64) leaf, bytes32[] proof) returns()
func (jobEscrow *JobEscrow) PackHold(batchId *big.Int, leaf JobEscrowLeaf, proof [][32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("hold", batchId, leaf, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a8bc45b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hold(uint256 batchId, (bytes32,address,uint256,bytes32,uint64) leaf, bytes32[] proof) returns()
func (jobEscrow *JobEscrow) TryPackHold(batchId *big.Int, leaf JobEscrowLeaf, proof [][32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("hold", batchId, leaf, proof)
}

// PackIsHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1b5e3496.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isHeld(bytes32 leafHash) view returns(bool)
func (jobEscrow *JobEscrow) PackIsHeld(leafHash [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("isHeld", leafHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1b5e3496.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isHeld(bytes32 leafHash) view returns(bool)
func (jobEscrow *JobEscrow) TryPackIsHeld(leafHash [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("isHeld", leafHash)
}

// UnpackIsHeld is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1b5e3496.
//
// Solidity: function isHeld(bytes32 leafHash) view returns(bool)
func (jobEscrow *JobEscrow) UnpackIsHeld(data []byte) (bool, error) {
	out, err := jobEscrow.abi.Unpack("isHeld", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsReopened is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2e6f376.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isReopened(bytes32 jobId) view returns(bool)
func (jobEscrow *JobEscrow) PackIsReopened(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("isReopened", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsReopened is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2e6f376.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isReopened(bytes32 jobId) view returns(bool)
func (jobEscrow *JobEscrow) TryPackIsReopened(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("isReopened", jobId)
}

// UnpackIsReopened is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa2e6f376.
//
// Solidity: function isReopened(bytes32 jobId) view returns(bool)
func (jobEscrow *JobEscrow) UnpackIsReopened(data []byte) (bool, error) {
	out, err := jobEscrow.abi.Unpack("isReopened", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
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

// PackPendingWithdrawal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0964c95b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingWithdrawal(address client) view returns(uint256 amount, uint64 readyAt)
func (jobEscrow *JobEscrow) PackPendingWithdrawal(client common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("pendingWithdrawal", client)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingWithdrawal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0964c95b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingWithdrawal(address client) view returns(uint256 amount, uint64 readyAt)
func (jobEscrow *JobEscrow) TryPackPendingWithdrawal(client common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("pendingWithdrawal", client)
}

// PendingWithdrawalOutput serves as a container for the return parameters of contract
// method PendingWithdrawal.
type PendingWithdrawalOutput struct {
	Amount  *big.Int
	ReadyAt uint64
}

// UnpackPendingWithdrawal is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0964c95b.
//
// Solidity: function pendingWithdrawal(address client) view returns(uint256 amount, uint64 readyAt)
func (jobEscrow *JobEscrow) UnpackPendingWithdrawal(data []byte) (PendingWithdrawalOutput, error) {
	out, err := jobEscrow.abi.Unpack("pendingWithdrawal", data)
	outstruct := new(PendingWithdrawalOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Amount = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ReadyAt = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	return *outstruct, nil
}

// PackPostJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4ac06c2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function postJob(uint64 subnet, bytes32 specHash, uint256 maxFee, address miner) returns(bytes32 jobId)
func (jobEscrow *JobEscrow) PackPostJob(subnet uint64, specHash [32]byte, maxFee *big.Int, miner common.Address) []byte {
	enc, err := jobEscrow.abi.Pack("postJob", subnet, specHash, maxFee, miner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPostJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4ac06c2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function postJob(uint64 subnet, bytes32 specHash, uint256 maxFee, address miner) returns(bytes32 jobId)
func (jobEscrow *JobEscrow) TryPackPostJob(subnet uint64, specHash [32]byte, maxFee *big.Int, miner common.Address) ([]byte, error) {
	return jobEscrow.abi.Pack("postJob", subnet, specHash, maxFee, miner)
}

// UnpackPostJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe4ac06c2.
//
// Solidity: function postJob(uint64 subnet, bytes32 specHash, uint256 maxFee, address miner) returns(bytes32 jobId)
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

// PackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4037cbd8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function release(uint256 batchId, (bytes32,address,uint256,bytes32,uint64) leaf, bool voidLeaf) returns()
func (jobEscrow *JobEscrow) PackRelease(batchId *big.Int, leaf JobEscrowLeaf, voidLeaf bool) []byte {
	enc, err := jobEscrow.abi.Pack("release", batchId, leaf, voidLeaf)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4037cbd8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function release(uint256 batchId, (bytes32,address,uint256,bytes32,uint64) leaf, bool voidLeaf) returns()
func (jobEscrow *JobEscrow) TryPackRelease(batchId *big.Int, leaf JobEscrowLeaf, voidLeaf bool) ([]byte, error) {
	return jobEscrow.abi.Pack("release", batchId, leaf, voidLeaf)
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

// PackReopened is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x737c0015.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reopened(bytes32 jobId) view returns((uint128,uint64,uint64,uint64))
func (jobEscrow *JobEscrow) PackReopened(jobId [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("reopened", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReopened is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x737c0015.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reopened(bytes32 jobId) view returns((uint128,uint64,uint64,uint64))
func (jobEscrow *JobEscrow) TryPackReopened(jobId [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("reopened", jobId)
}

// UnpackReopened is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x737c0015.
//
// Solidity: function reopened(bytes32 jobId) view returns((uint128,uint64,uint64,uint64))
func (jobEscrow *JobEscrow) UnpackReopened(data []byte) (JobEscrowReopened, error) {
	out, err := jobEscrow.abi.Unpack("reopened", data)
	if err != nil {
		return *new(JobEscrowReopened), err
	}
	out0 := *abi.ConvertType(out[0], new(JobEscrowReopened)).(*JobEscrowReopened)
	return out0, nil
}

// PackRequestWithdrawal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ee679e8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestWithdrawal(uint256 amount) returns(uint64 readyAt)
func (jobEscrow *JobEscrow) PackRequestWithdrawal(amount *big.Int) []byte {
	enc, err := jobEscrow.abi.Pack("requestWithdrawal", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestWithdrawal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ee679e8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestWithdrawal(uint256 amount) returns(uint64 readyAt)
func (jobEscrow *JobEscrow) TryPackRequestWithdrawal(amount *big.Int) ([]byte, error) {
	return jobEscrow.abi.Pack("requestWithdrawal", amount)
}

// UnpackRequestWithdrawal is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9ee679e8.
//
// Solidity: function requestWithdrawal(uint256 amount) returns(uint64 readyAt)
func (jobEscrow *JobEscrow) UnpackRequestWithdrawal(data []byte) (uint64, error) {
	out, err := jobEscrow.abi.Unpack("requestWithdrawal", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
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

// PackStaking is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cf088d9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function staking() view returns(address)
func (jobEscrow *JobEscrow) PackStaking() []byte {
	enc, err := jobEscrow.abi.Pack("staking")
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
func (jobEscrow *JobEscrow) TryPackStaking() ([]byte, error) {
	return jobEscrow.abi.Pack("staking")
}

// UnpackStaking is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4cf088d9.
//
// Solidity: function staking() view returns(address)
func (jobEscrow *JobEscrow) UnpackStaking(data []byte) (common.Address, error) {
	out, err := jobEscrow.abi.Unpack("staking", data)
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

// PackSupersede is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3ed1a86.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supersede(uint256 batchId, (bytes32,address,uint256,bytes32,uint64) leaf, bytes32[] proof, address miner, uint256 price, uint64 settleByMs, bytes32 r, bytes32 vs) returns()
func (jobEscrow *JobEscrow) PackSupersede(batchId *big.Int, leaf JobEscrowLeaf, proof [][32]byte, miner common.Address, price *big.Int, settleByMs uint64, r [32]byte, vs [32]byte) []byte {
	enc, err := jobEscrow.abi.Pack("supersede", batchId, leaf, proof, miner, price, settleByMs, r, vs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupersede is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3ed1a86.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supersede(uint256 batchId, (bytes32,address,uint256,bytes32,uint64) leaf, bytes32[] proof, address miner, uint256 price, uint64 settleByMs, bytes32 r, bytes32 vs) returns()
func (jobEscrow *JobEscrow) TryPackSupersede(batchId *big.Int, leaf JobEscrowLeaf, proof [][32]byte, miner common.Address, price *big.Int, settleByMs uint64, r [32]byte, vs [32]byte) ([]byte, error) {
	return jobEscrow.abi.Pack("supersede", batchId, leaf, proof, miner, price, settleByMs, r, vs)
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
// the contract method with ID 0x3ccfd60b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw() returns(uint256 amount)
func (jobEscrow *JobEscrow) PackWithdraw() []byte {
	enc, err := jobEscrow.abi.Pack("withdraw")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw() returns(uint256 amount)
func (jobEscrow *JobEscrow) TryPackWithdraw() ([]byte, error) {
	return jobEscrow.abi.Pack("withdraw")
}

// UnpackWithdraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3ccfd60b.
//
// Solidity: function withdraw() returns(uint256 amount)
func (jobEscrow *JobEscrow) UnpackWithdraw(data []byte) (*big.Int, error) {
	out, err := jobEscrow.abi.Unpack("withdraw", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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

// JobEscrowBatchLeaves represents a BatchLeaves event raised by the JobEscrow contract.
type JobEscrowBatchLeaves struct {
	BatchId *big.Int
	Leaves  []byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const JobEscrowBatchLeavesEventName = "BatchLeaves"

// ContractEventName returns the user-defined event name.
func (JobEscrowBatchLeaves) ContractEventName() string {
	return JobEscrowBatchLeavesEventName
}

// UnpackBatchLeavesEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BatchLeaves(uint256 indexed batchId, bytes leaves)
func (jobEscrow *JobEscrow) UnpackBatchLeavesEvent(log *types.Log) (*JobEscrowBatchLeaves, error) {
	event := "BatchLeaves"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowBatchLeaves)
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

// JobEscrowDepositedFor represents a DepositedFor event raised by the JobEscrow contract.
type JobEscrowDepositedFor struct {
	Payer       common.Address
	Beneficiary common.Address
	Amount      *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const JobEscrowDepositedForEventName = "DepositedFor"

// ContractEventName returns the user-defined event name.
func (JobEscrowDepositedFor) ContractEventName() string {
	return JobEscrowDepositedForEventName
}

// UnpackDepositedForEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DepositedFor(address indexed payer, address indexed beneficiary, uint256 amount)
func (jobEscrow *JobEscrow) UnpackDepositedForEvent(log *types.Log) (*JobEscrowDepositedFor, error) {
	event := "DepositedFor"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowDepositedFor)
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
	Miner    common.Address
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
// Solidity: event JobPosted(bytes32 indexed jobId, uint64 indexed subnet, address indexed client, bytes32 specHash, uint256 maxFee, address miner)
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

// JobEscrowLeafHeld represents a LeafHeld event raised by the JobEscrow contract.
type JobEscrowLeafHeld struct {
	BatchId    *big.Int
	JobId      [32]byte
	Challenger common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const JobEscrowLeafHeldEventName = "LeafHeld"

// ContractEventName returns the user-defined event name.
func (JobEscrowLeafHeld) ContractEventName() string {
	return JobEscrowLeafHeldEventName
}

// UnpackLeafHeldEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LeafHeld(uint256 indexed batchId, bytes32 indexed jobId, address challenger)
func (jobEscrow *JobEscrow) UnpackLeafHeldEvent(log *types.Log) (*JobEscrowLeafHeld, error) {
	event := "LeafHeld"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowLeafHeld)
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

// JobEscrowLeafReleased represents a LeafReleased event raised by the JobEscrow contract.
type JobEscrowLeafReleased struct {
	BatchId *big.Int
	JobId   [32]byte
	Voided  bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const JobEscrowLeafReleasedEventName = "LeafReleased"

// ContractEventName returns the user-defined event name.
func (JobEscrowLeafReleased) ContractEventName() string {
	return JobEscrowLeafReleasedEventName
}

// UnpackLeafReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LeafReleased(uint256 indexed batchId, bytes32 indexed jobId, bool voided)
func (jobEscrow *JobEscrow) UnpackLeafReleasedEvent(log *types.Log) (*JobEscrowLeafReleased, error) {
	event := "LeafReleased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowLeafReleased)
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

// JobEscrowLeafSuperseded represents a LeafSuperseded event raised by the JobEscrow contract.
type JobEscrowLeafSuperseded struct {
	BatchId         *big.Int
	JobId           [32]byte
	Miner           common.Address
	NewerSettleByMs uint64
	Raw             *types.Log // Blockchain specific contextual infos
}

const JobEscrowLeafSupersededEventName = "LeafSuperseded"

// ContractEventName returns the user-defined event name.
func (JobEscrowLeafSuperseded) ContractEventName() string {
	return JobEscrowLeafSupersededEventName
}

// UnpackLeafSupersededEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LeafSuperseded(uint256 indexed batchId, bytes32 indexed jobId, address indexed miner, uint64 newerSettleByMs)
func (jobEscrow *JobEscrow) UnpackLeafSupersededEvent(log *types.Log) (*JobEscrowLeafSuperseded, error) {
	event := "LeafSuperseded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowLeafSuperseded)
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

// JobEscrowReserveExcessForfeited represents a ReserveExcessForfeited event raised by the JobEscrow contract.
type JobEscrowReserveExcessForfeited struct {
	BatchId *big.Int
	Subnet  uint64
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const JobEscrowReserveExcessForfeitedEventName = "ReserveExcessForfeited"

// ContractEventName returns the user-defined event name.
func (JobEscrowReserveExcessForfeited) ContractEventName() string {
	return JobEscrowReserveExcessForfeitedEventName
}

// UnpackReserveExcessForfeitedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ReserveExcessForfeited(uint256 indexed batchId, uint64 indexed subnet, uint256 amount)
func (jobEscrow *JobEscrow) UnpackReserveExcessForfeitedEvent(log *types.Log) (*JobEscrowReserveExcessForfeited, error) {
	event := "ReserveExcessForfeited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowReserveExcessForfeited)
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

// JobEscrowReserveForfeited represents a ReserveForfeited event raised by the JobEscrow contract.
type JobEscrowReserveForfeited struct {
	JobId  [32]byte
	Subnet uint64
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const JobEscrowReserveForfeitedEventName = "ReserveForfeited"

// ContractEventName returns the user-defined event name.
func (JobEscrowReserveForfeited) ContractEventName() string {
	return JobEscrowReserveForfeitedEventName
}

// UnpackReserveForfeitedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ReserveForfeited(bytes32 indexed jobId, uint64 indexed subnet, uint256 amount)
func (jobEscrow *JobEscrow) UnpackReserveForfeitedEvent(log *types.Log) (*JobEscrowReserveForfeited, error) {
	event := "ReserveForfeited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowReserveForfeited)
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

// JobEscrowWithdrawalRequested represents a WithdrawalRequested event raised by the JobEscrow contract.
type JobEscrowWithdrawalRequested struct {
	Client  common.Address
	Amount  *big.Int
	ReadyAt uint64
	Raw     *types.Log // Blockchain specific contextual infos
}

const JobEscrowWithdrawalRequestedEventName = "WithdrawalRequested"

// ContractEventName returns the user-defined event name.
func (JobEscrowWithdrawalRequested) ContractEventName() string {
	return JobEscrowWithdrawalRequestedEventName
}

// UnpackWithdrawalRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WithdrawalRequested(address indexed client, uint256 amount, uint64 readyAt)
func (jobEscrow *JobEscrow) UnpackWithdrawalRequestedEvent(log *types.Log) (*JobEscrowWithdrawalRequested, error) {
	event := "WithdrawalRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != jobEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JobEscrowWithdrawalRequested)
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["AssignmentExpired"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackAssignmentExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["BatchAlreadyFinalized"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackBatchAlreadyFinalizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["BatchHeld"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackBatchHeldError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ChallengeWindowClosed"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackChallengeWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ChallengeWindowOpen"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackChallengeWindowOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ClientCannotSettle"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackClientCannotSettleError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["EmptyBatch"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackEmptyBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["FeeAbovePrice"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackFeeAbovePriceError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["FeeBelowMinimum"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackFeeBelowMinimumError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InsufficientEscrow"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInsufficientEscrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidAssignmentSignature"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidAssignmentSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["InvalidJobMiner"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackInvalidJobMinerError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["LeafAlreadyHeld"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackLeafAlreadyHeldError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["LeafAlreadyVoided"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackLeafAlreadyVoidedError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["LeafNotHeld"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackLeafNotHeldError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["LeafNotInBatch"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackLeafNotInBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["MalformedBatch"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackMalformedBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["MinerNotStaked"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackMinerNotStakedError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NoWithdrawalRequested"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNoWithdrawalRequestedError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NotChallenger"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNotChallengerError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NotJobClient"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNotJobClientError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NotJobMiner"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNotJobMinerError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NotNewerTerms"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNotNewerTermsError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["NothingToClaim"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackNothingToClaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["PriceAboveMax"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackPriceAboveMaxError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ReserveNotForfeitable"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackReserveNotForfeitableError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["SubmitNotAllowed"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackSubmitNotAllowedError(raw[4:])
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
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["WithdrawalNotReady"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackWithdrawalNotReadyError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["WrongJobStatus"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackWrongJobStatusError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackZeroAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobEscrow.abi.Errors["ZeroBeneficiary"].ID.Bytes()[:4]) {
		return jobEscrow.UnpackZeroBeneficiaryError(raw[4:])
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

// JobEscrowAssignmentExpired represents a AssignmentExpired error raised by the JobEscrow contract.
type JobEscrowAssignmentExpired struct {
	JobId      [32]byte
	SettleByMs uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AssignmentExpired(bytes32 jobId, uint64 settleByMs)
func JobEscrowAssignmentExpiredErrorID() common.Hash {
	return common.HexToHash("0xe52609ec9cd17927f4f8d8084c2d80243ffce1f8dd5537e3501277e8b2afba80")
}

// UnpackAssignmentExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AssignmentExpired(bytes32 jobId, uint64 settleByMs)
func (jobEscrow *JobEscrow) UnpackAssignmentExpiredError(raw []byte) (*JobEscrowAssignmentExpired, error) {
	out := new(JobEscrowAssignmentExpired)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "AssignmentExpired", raw); err != nil {
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

// JobEscrowBatchHeld represents a BatchHeld error raised by the JobEscrow contract.
type JobEscrowBatchHeld struct {
	BatchId *big.Int
	Holds   uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BatchHeld(uint256 batchId, uint32 holds)
func JobEscrowBatchHeldErrorID() common.Hash {
	return common.HexToHash("0x6838ee723587be5ad194cf98a446310328052153d69d7db56f429c2dd9060cbb")
}

// UnpackBatchHeldError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BatchHeld(uint256 batchId, uint32 holds)
func (jobEscrow *JobEscrow) UnpackBatchHeldError(raw []byte) (*JobEscrowBatchHeld, error) {
	out := new(JobEscrowBatchHeld)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "BatchHeld", raw); err != nil {
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

// JobEscrowClientCannotSettle represents a ClientCannotSettle error raised by the JobEscrow contract.
type JobEscrowClientCannotSettle struct {
	JobId  [32]byte
	Client common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ClientCannotSettle(bytes32 jobId, address client)
func JobEscrowClientCannotSettleErrorID() common.Hash {
	return common.HexToHash("0x8f6d8e634881e625d479aef3e70fbc7f72fb467733f6a9946c75a69f4072a1de")
}

// UnpackClientCannotSettleError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ClientCannotSettle(bytes32 jobId, address client)
func (jobEscrow *JobEscrow) UnpackClientCannotSettleError(raw []byte) (*JobEscrowClientCannotSettle, error) {
	out := new(JobEscrowClientCannotSettle)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ClientCannotSettle", raw); err != nil {
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

// JobEscrowFeeAbovePrice represents a FeeAbovePrice error raised by the JobEscrow contract.
type JobEscrowFeeAbovePrice struct {
	JobId [32]byte
	Fee   *big.Int
	Price *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeAbovePrice(bytes32 jobId, uint256 fee, uint256 price)
func JobEscrowFeeAbovePriceErrorID() common.Hash {
	return common.HexToHash("0xd5d3f79d845ff71d97556bf899b6a4a593eb31bbf8258eba20108a5ae92e455e")
}

// UnpackFeeAbovePriceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeAbovePrice(bytes32 jobId, uint256 fee, uint256 price)
func (jobEscrow *JobEscrow) UnpackFeeAbovePriceError(raw []byte) (*JobEscrowFeeAbovePrice, error) {
	out := new(JobEscrowFeeAbovePrice)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "FeeAbovePrice", raw); err != nil {
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

// JobEscrowInvalidAssignmentSignature represents a InvalidAssignmentSignature error raised by the JobEscrow contract.
type JobEscrowInvalidAssignmentSignature struct {
	JobId  [32]byte
	Client common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAssignmentSignature(bytes32 jobId, address client)
func JobEscrowInvalidAssignmentSignatureErrorID() common.Hash {
	return common.HexToHash("0x1b96de3a76eee731659d8b551bdf76eb1dce7a3940f263ec1adb966a46fad781")
}

// UnpackInvalidAssignmentSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAssignmentSignature(bytes32 jobId, address client)
func (jobEscrow *JobEscrow) UnpackInvalidAssignmentSignatureError(raw []byte) (*JobEscrowInvalidAssignmentSignature, error) {
	out := new(JobEscrowInvalidAssignmentSignature)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidAssignmentSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowInvalidJobMiner represents a InvalidJobMiner error raised by the JobEscrow contract.
type JobEscrowInvalidJobMiner struct {
	Miner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidJobMiner(address miner)
func JobEscrowInvalidJobMinerErrorID() common.Hash {
	return common.HexToHash("0xd23653c428e211598bb6d26158fe13490b29c3ac61d0d92195cffaa5b8097bcf")
}

// UnpackInvalidJobMinerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidJobMiner(address miner)
func (jobEscrow *JobEscrow) UnpackInvalidJobMinerError(raw []byte) (*JobEscrowInvalidJobMiner, error) {
	out := new(JobEscrowInvalidJobMiner)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "InvalidJobMiner", raw); err != nil {
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

// JobEscrowLeafAlreadyHeld represents a LeafAlreadyHeld error raised by the JobEscrow contract.
type JobEscrowLeafAlreadyHeld struct {
	JobId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LeafAlreadyHeld(bytes32 jobId)
func JobEscrowLeafAlreadyHeldErrorID() common.Hash {
	return common.HexToHash("0xcc44a379994e8a252685956c65ea515b71f6ff935868f89c53c1bc4766843357")
}

// UnpackLeafAlreadyHeldError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LeafAlreadyHeld(bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackLeafAlreadyHeldError(raw []byte) (*JobEscrowLeafAlreadyHeld, error) {
	out := new(JobEscrowLeafAlreadyHeld)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "LeafAlreadyHeld", raw); err != nil {
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

// JobEscrowLeafNotHeld represents a LeafNotHeld error raised by the JobEscrow contract.
type JobEscrowLeafNotHeld struct {
	BatchId *big.Int
	JobId   [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LeafNotHeld(uint256 batchId, bytes32 jobId)
func JobEscrowLeafNotHeldErrorID() common.Hash {
	return common.HexToHash("0xebd9448f004698c1daef39033412b5bac936dd4c77722cd0101aa802d28f6a6e")
}

// UnpackLeafNotHeldError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LeafNotHeld(uint256 batchId, bytes32 jobId)
func (jobEscrow *JobEscrow) UnpackLeafNotHeldError(raw []byte) (*JobEscrowLeafNotHeld, error) {
	out := new(JobEscrowLeafNotHeld)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "LeafNotHeld", raw); err != nil {
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

// JobEscrowMinerNotStaked represents a MinerNotStaked error raised by the JobEscrow contract.
type JobEscrowMinerNotStaked struct {
	Miner  common.Address
	Subnet uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MinerNotStaked(address miner, uint64 subnet)
func JobEscrowMinerNotStakedErrorID() common.Hash {
	return common.HexToHash("0xdcfd193183021540ec8ad956a4925102720c05cca61ade8da4582c124eba4543")
}

// UnpackMinerNotStakedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MinerNotStaked(address miner, uint64 subnet)
func (jobEscrow *JobEscrow) UnpackMinerNotStakedError(raw []byte) (*JobEscrowMinerNotStaked, error) {
	out := new(JobEscrowMinerNotStaked)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "MinerNotStaked", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowNoWithdrawalRequested represents a NoWithdrawalRequested error raised by the JobEscrow contract.
type JobEscrowNoWithdrawalRequested struct {
	Client common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoWithdrawalRequested(address client)
func JobEscrowNoWithdrawalRequestedErrorID() common.Hash {
	return common.HexToHash("0x6756774e72ff1da41f91d57c9d6906fd8139a445b1eaa518f85803b1906c112e")
}

// UnpackNoWithdrawalRequestedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoWithdrawalRequested(address client)
func (jobEscrow *JobEscrow) UnpackNoWithdrawalRequestedError(raw []byte) (*JobEscrowNoWithdrawalRequested, error) {
	out := new(JobEscrowNoWithdrawalRequested)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NoWithdrawalRequested", raw); err != nil {
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

// JobEscrowNotJobMiner represents a NotJobMiner error raised by the JobEscrow contract.
type JobEscrowNotJobMiner struct {
	JobId  [32]byte
	Caller common.Address
	Miner  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotJobMiner(bytes32 jobId, address caller, address miner)
func JobEscrowNotJobMinerErrorID() common.Hash {
	return common.HexToHash("0x44048449edbebe78bfe6355122973981b95681f144929690aecef49285ff8312")
}

// UnpackNotJobMinerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotJobMiner(bytes32 jobId, address caller, address miner)
func (jobEscrow *JobEscrow) UnpackNotJobMinerError(raw []byte) (*JobEscrowNotJobMiner, error) {
	out := new(JobEscrowNotJobMiner)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NotJobMiner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobEscrowNotNewerTerms represents a NotNewerTerms error raised by the JobEscrow contract.
type JobEscrowNotNewerTerms struct {
	JobId             [32]byte
	SettleByMs        uint64
	SettledSettleByMs uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotNewerTerms(bytes32 jobId, uint64 settleByMs, uint64 settledSettleByMs)
func JobEscrowNotNewerTermsErrorID() common.Hash {
	return common.HexToHash("0x9a83ae9f655cbe507411ebdeb2c4329576cc0b3327810a79fabc54b028a471f2")
}

// UnpackNotNewerTermsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotNewerTerms(bytes32 jobId, uint64 settleByMs, uint64 settledSettleByMs)
func (jobEscrow *JobEscrow) UnpackNotNewerTermsError(raw []byte) (*JobEscrowNotNewerTerms, error) {
	out := new(JobEscrowNotNewerTerms)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "NotNewerTerms", raw); err != nil {
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

// JobEscrowPriceAboveMax represents a PriceAboveMax error raised by the JobEscrow contract.
type JobEscrowPriceAboveMax struct {
	JobId  [32]byte
	Price  *big.Int
	MaxFee *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PriceAboveMax(bytes32 jobId, uint256 price, uint256 maxFee)
func JobEscrowPriceAboveMaxErrorID() common.Hash {
	return common.HexToHash("0xbb6fbcf66265c016ec28ba1d59b5d6a524d5d9c5ed73c329682928b1ebbdd3db")
}

// UnpackPriceAboveMaxError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PriceAboveMax(bytes32 jobId, uint256 price, uint256 maxFee)
func (jobEscrow *JobEscrow) UnpackPriceAboveMaxError(raw []byte) (*JobEscrowPriceAboveMax, error) {
	out := new(JobEscrowPriceAboveMax)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "PriceAboveMax", raw); err != nil {
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

// JobEscrowReserveNotForfeitable represents a ReserveNotForfeitable error raised by the JobEscrow contract.
type JobEscrowReserveNotForfeitable struct {
	JobId [32]byte
	Until uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReserveNotForfeitable(bytes32 jobId, uint64 until)
func JobEscrowReserveNotForfeitableErrorID() common.Hash {
	return common.HexToHash("0xfb22846b6e0aa01524e5e988c63e39ec3d2373b3d717da8ae272f45d1d96b1f7")
}

// UnpackReserveNotForfeitableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReserveNotForfeitable(bytes32 jobId, uint64 until)
func (jobEscrow *JobEscrow) UnpackReserveNotForfeitableError(raw []byte) (*JobEscrowReserveNotForfeitable, error) {
	out := new(JobEscrowReserveNotForfeitable)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ReserveNotForfeitable", raw); err != nil {
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

// JobEscrowSubmitNotAllowed represents a SubmitNotAllowed error raised by the JobEscrow contract.
type JobEscrowSubmitNotAllowed struct {
	Subnet uint64
	Client common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SubmitNotAllowed(uint64 subnet, address client)
func JobEscrowSubmitNotAllowedErrorID() common.Hash {
	return common.HexToHash("0x6c7acbfe566c1b531ba5ae2d3bad56405681243da7912f48747d904fae6a367b")
}

// UnpackSubmitNotAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SubmitNotAllowed(uint64 subnet, address client)
func (jobEscrow *JobEscrow) UnpackSubmitNotAllowedError(raw []byte) (*JobEscrowSubmitNotAllowed, error) {
	out := new(JobEscrowSubmitNotAllowed)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "SubmitNotAllowed", raw); err != nil {
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

// JobEscrowWithdrawalNotReady represents a WithdrawalNotReady error raised by the JobEscrow contract.
type JobEscrowWithdrawalNotReady struct {
	Client  common.Address
	ReadyAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WithdrawalNotReady(address client, uint64 readyAt)
func JobEscrowWithdrawalNotReadyErrorID() common.Hash {
	return common.HexToHash("0xe1a9d2c82d184d6497bebd2ea3d24335b55fbbf84fc01ad8a73a24fad537b863")
}

// UnpackWithdrawalNotReadyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WithdrawalNotReady(address client, uint64 readyAt)
func (jobEscrow *JobEscrow) UnpackWithdrawalNotReadyError(raw []byte) (*JobEscrowWithdrawalNotReady, error) {
	out := new(JobEscrowWithdrawalNotReady)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "WithdrawalNotReady", raw); err != nil {
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

// JobEscrowZeroBeneficiary represents a ZeroBeneficiary error raised by the JobEscrow contract.
type JobEscrowZeroBeneficiary struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroBeneficiary()
func JobEscrowZeroBeneficiaryErrorID() common.Hash {
	return common.HexToHash("0x776cceebfc1a062e43a3b60b0c113edf5b281e5b89380d91cff5d9ba361bc4b9")
}

// UnpackZeroBeneficiaryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroBeneficiary()
func (jobEscrow *JobEscrow) UnpackZeroBeneficiaryError(raw []byte) (*JobEscrowZeroBeneficiary, error) {
	out := new(JobEscrowZeroBeneficiary)
	if err := jobEscrow.abi.UnpackIntoInterface(out, "ZeroBeneficiary", raw); err != nil {
		return nil, err
	}
	return out, nil
}
