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

// StakingUnbonding is an auto generated low-level Go binding around an user-defined struct.
type StakingUnbonding struct {
	Owner     common.Address
	Operator  common.Address
	MaturesAt uint64
	Shares    *big.Int
}

// StakingMetaData contains all meta data concerning the Staking contract.
var StakingMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"contractSubnetRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"unbondingPeriod_\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"slasher\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"governance\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AccessControlBadConfirmation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"neededRole\",\"type\":\"bytes32\"}],\"name\":\"AccessControlUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"}],\"name\":\"AlreadyActive\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"}],\"name\":\"AlreadyRegistered\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CheckpointUnorderedInsertion\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"blockNumber\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"current\",\"type\":\"uint256\"}],\"name\":\"FutureLookup\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"InsufficientShares\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidRole\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"maturesAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"}],\"name\":\"NotMatured\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotOperator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotRequestOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotValidatorOperator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"enumStaking.Role\",\"name\":\"role\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minimum\",\"type\":\"uint256\"}],\"name\":\"SelfStakeTooLow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minShares\",\"type\":\"uint256\"}],\"name\":\"SharesBelowMinimum\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"max\",\"type\":\"uint64\"}],\"name\":\"UnbondingPeriodTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"min\",\"type\":\"uint64\"}],\"name\":\"UnbondingPeriodTooShort\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"}],\"name\":\"UnknownRequest\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"holder\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"smallest\",\"type\":\"uint256\"}],\"name\":\"ValidatorSetFull\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"delegator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"}],\"name\":\"Delegated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"enumStaking.Role\",\"name\":\"role\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"MinSelfStakeSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"enumStaking.Role\",\"name\":\"role\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"vault\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"selfStake\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"}],\"name\":\"OperatorRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Rewarded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"previousAdminRole\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"newAdminRole\",\"type\":\"bytes32\"}],\"name\":\"RoleAdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleGranted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"slasher\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Slashed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"maturesAt\",\"type\":\"uint64\"}],\"name\":\"UnbondRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"}],\"name\":\"UnbondingPeriodSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"ValidatorActivated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"replacedBy\",\"type\":\"address\"}],\"name\":\"ValidatorDeactivated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"}],\"name\":\"ValidatorStakeCheckpointed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DEFAULT_ADMIN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_MIN_MINER_STAKE\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_MIN_VALIDATOR_STAKE\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_UNBONDING_PERIOD\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_VALIDATORS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_UNBONDING_PERIOD\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PARAMS_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SLASHER_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minShares\",\"type\":\"uint256\"}],\"name\":\"delegate\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"getRoleAdmin\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"grantRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasRole\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"}],\"name\":\"isActiveValidator\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"}],\"name\":\"joinValidatorSet\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"}],\"name\":\"meetsMinimum\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"enumStaking.Role\",\"name\":\"role\",\"type\":\"uint8\"}],\"name\":\"minSelfStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"enumStaking.Role\",\"name\":\"role\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"selfStake\",\"type\":\"uint256\"}],\"name\":\"register\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"vault\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractSubnetRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"callerConfirmation\",\"type\":\"address\"}],\"name\":\"renounceRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"}],\"name\":\"requestUnbond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revokeRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"reward\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"}],\"name\":\"roleOf\",\"outputs\":[{\"internalType\":\"enumStaking.Role\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"enumStaking.Role\",\"name\":\"role\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"setMinSelfStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"period\",\"type\":\"uint64\"}],\"name\":\"setUnbondingPeriod\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"slash\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"}],\"name\":\"stakeOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"}],\"name\":\"sync\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalValidatorStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"blockNumber\",\"type\":\"uint256\"}],\"name\":\"totalValidatorStakeAt\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"}],\"name\":\"unbonding\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"maturesAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"}],\"internalType\":\"structStaking.Unbonding\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unbondingCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"}],\"name\":\"unbondingOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unbondingPeriod\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"}],\"name\":\"unbondingSharesOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"validatorCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"}],\"name\":\"validatorStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"blockNumber\",\"type\":\"uint256\"}],\"name\":\"validatorStakeAt\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"validators\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"}],\"name\":\"vaultOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"}],\"name\":\"withdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"assets\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "Staking",
	Bin: "0x60c060405234801561000f575f5ffd5b50604051614ba1380380614ba183398101604081905261002e916103a5565b6001600160a01b038616158061004b57506001600160a01b038516155b8061005d57506001600160a01b038416155b1561007b5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b03808716608052851660a0526100985f856101e3565b506100b05f516020614b815f395f51905f52856101e3565b506001600160a01b038116156100d9576100d75f516020614b815f395f51905f52826101e3565b505b6001600160a01b03821615610114576101127f12b42e8a160f6064dc959c6f251e3af0750ad213dbecf573b4710d67d6c28e39836101e3565b505b61011d8361028c565b60025f819052600360205268056bc75e2d631000007fc3a24b0501bd2c13a7e57f2db4369ec4c223447539fc0724a9d55ac4a06ebd4d8190556040515f516020614b615f395f51905f5292610173929091610433565b60405180910390a160015f8190526003602052678ac7230489e800007fa15bc60c955c405d20d9149c709e2460f1c2d9a497496a7f46004d1772c3054c8190556040515f516020614b615f395f51905f52926101d0929091610433565b60405180910390a1505050505050610488565b5f828152602081815260408083206001600160a01b038516845290915281205460ff16610283575f838152602081815260408083206001600160a01b03861684529091529020805460ff1916600117905561023b3390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a4506001610286565b505f5b92915050565b6301e133806001600160401b03821611156102d457604051633548cba160e11b81526001600160401b03821660048201526301e1338060248201526044015b60405180910390fd5b6102e46202a3006203f48061045d565b6001600160401b0316816001600160401b0316101561033a578061030e6202a3006203f48061045d565b60405163f0e0063560e01b81526001600160401b039283166004820152911660248201526044016102cb565b600180546001600160401b0319166001600160401b0383169081179091556040519081527f21952bbbe01677b05a14d1e2d44fa6abba94035423636da170e5500e3a741e559060200160405180910390a150565b6001600160a01b03811681146103a2575f5ffd5b50565b5f5f5f5f5f5f60c087890312156103ba575f5ffd5b86516103c58161038e565b60208801519096506103d68161038e565b60408801519095506103e78161038e565b60608801519094506001600160401b0381168114610403575f5ffd5b60808801519093506104148161038e565b60a08801519092506104258161038e565b809150509295509295509295565b604081016003841061045357634e487b7160e01b5f52602160045260245ffd5b9281526020015290565b6001600160401b03818116838216019081111561028657634e487b7160e01b5f52601160045260245ffd5b60805160a0516146956104cc5f395f81816105650152610dba01525f81816107070152818161087a01528181611563015281816116100152611b2101526146955ff3fe608060405234801561000f575f5ffd5b5060043610610260575f3560e01c80637b1039991161014b578063b9a8e97c116100bf578063d0efac0f11610084578063d0efac0f146106c5578063d547741f146106d4578063f10d1de1146106e7578063fa8b48bb146106fa578063fc0c546a14610702578063fde8ee7b14610729575f5ffd5b8063b9a8e97c1461064c578063be760aae14610677578063bfac59901461068a578063c47d09f71461069d578063ca1e7819146106b0575f5ffd5b80639a71e316116101105780639a71e316146105c1578063a217fddf146105d4578063a4657f27146105db578063a5841194146105ee578063a5d7827e14610601578063acf0991214610639575f5ffd5b80637b103999146105605780638e445d331461058757806391d148541461059257806393a247ae146105a557806393d57489146105b8575f5ffd5b806340550a1c116101e25780635095af64116101a75780635095af64146104d057806357a0a3bf146104f75780636a5b8764146105075780636cf6d6751461051a578063714897df1461054557806379b134d51461054d575f5ffd5b806340550a1c1461038057806342623360146103aa57806344569287146103bd5780634a001d52146104965780634fc62042146104a9575f5ffd5b8063248a9ca311610228578063248a9ca3146103125780632e1a7d4d146103345780632f2ff15d1461034757806336568abe1461035a57806339b7fcc61461036d575f5ffd5b80630185921e1461026457806301ffc9a71461028a5780630709df45146102ad5780630f43a677146102f557806321670f22146102fd575b5f5ffd5b6102776102723660046129d6565b610731565b6040519081526020015b60405180910390f35b61029d610298366004612a06565b610803565b6040519015158152602001610281565b6102dd6102bb366004612a2d565b6001600160a01b039081165f9081526002602052604090205461010090041690565b6040516001600160a01b039091168152602001610281565b600554610277565b61031061030b366004612a46565b610839565b005b610277610320366004612a6e565b5f9081526020819052604090206001015490565b610277610342366004612a6e565b6108f9565b610310610355366004612a85565b610b6b565b610310610368366004612a85565b610b95565b61027761037b366004612a2d565b610bcd565b61029d61038e366004612a2d565b6001600160a01b03165f90815260066020526040902054151590565b6102776103b8366004612a2d565b610bfc565b61044c6103cb366004612a6e565b604080516080810182525f808252602082018190529181018290526060810191909152505f90815260046020908152604091829020825160808101845281546001600160a01b039081168252600183015490811693820193909352600160a01b9092046001600160401b031692820192909252600290910154606082015290565b604051610281919081516001600160a01b039081168252602080840151909116908201526040808301516001600160401b0316908201526060918201519181019190915260800190565b6102776104a4366004612a6e565b610d49565b6102777f4af29447b0b3ab714a8512e6f69c515e9803c066fb6c4e2df49be42a14a63c0d81565b6102777f12b42e8a160f6064dc959c6f251e3af0750ad213dbecf573b4710d67d6c28e3981565b61027768056bc75e2d6310000081565b61029d610515366004612ac3565b610d5e565b60015461052d906001600160401b031681565b6040516001600160401b039091168152602001610281565b610277604081565b61027761055b366004612a46565b610f1b565b6102dd7f000000000000000000000000000000000000000000000000000000000000000081565b61052d6301e1338081565b61029d6105a0366004612a85565b6111fe565b6102776105b3366004612b06565b611226565b61027760095481565b6102776105cf366004612a46565b611262565b6102775f81565b6103106105e9366004612b1f565b61129c565b6103106105fc366004612a2d565b61138d565b61062c61060f366004612a2d565b6001600160a01b03165f9081526002602052604090205460ff1690565b6040516102819190612b6d565b610277610647366004612a2d565b6113b4565b61027761065a366004612a2d565b6001600160a01b03165f9081526002602052604090206001015490565b6102dd610685366004612b1f565b611463565b610277610698366004612b7b565b6116d8565b6103106106ab366004612a2d565b6118a2565b6106b86119b1565b6040516102819190612bb4565b610277678ac7230489e8000081565b6103106106e2366004612a85565b611a11565b6103106106f5366004612bff565b611a35565b61052d611a68565b6102dd7f000000000000000000000000000000000000000000000000000000000000000081565b610277611a7b565b5f61073a611a94565b5f61074485611acb565b9050835f0361076657604051631f2a200560e01b815260040160405180910390fd5b610771813386611b13565b9150828210156107a35760405163d6781d5760e01b815260048101839052602481018490526044015b60405180910390fd5b60408051858152602081018490526001600160a01b0387169133917f24d7bda8602b916d64417f0dbfe2e2e88ec9b1157bd9f596dfdb91ba26624e04910160405180910390a36107f285611bc1565b50506107fc611c90565b9392505050565b5f6001600160e01b03198216637965db0b60e01b148061083357506301ffc9a760e01b6001600160e01b03198316145b92915050565b610841611a94565b5f61084b83611acb565b9050815f0361086d57604051631f2a200560e01b815260040160405180910390fd5b6108a26001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016338385611cba565b60405182815233906001600160a01b038516907f6876a213a761d9b4f8d7ba3609528ef85da671684271f75fdacb41be8db29f459060200160405180910390a36108eb83611bc1565b50506108f5611c90565b5050565b5f610902611a94565b5f82815260046020908152604091829020825160808101845281546001600160a01b03908116808352600184015491821694830194909452600160a01b90046001600160401b03169381019390935260020154606083015261097a57604051631f79bbe760e01b81526004810184905260240161079a565b80516001600160a01b031633146109ad57604051631c976b1760e31b81526004810184905233602482015260440161079a565b80604001516001600160401b03164210156109f957604080820151905163197f45e160e01b8152600481018590526001600160401b03909116602482015242604482015260640161079a565b5f83815260046020908152604080832080546001600160a01b0319168155600180820180546001600160e01b03191690556002918201859055858401516001600160a01b03168552925282206060840151918101805491939091610a5e908490612c2e565b9091555050805460608301518351604051635d043b2960e11b815260048101929092526001600160a01b0390811660248301523060448301526101009092049091169063ba087652906064016020604051808303815f875af1158015610ac6573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610aea9190612c41565b925081602001516001600160a01b0316825f01516001600160a01b0316857f797e31b6b51d19b40bab085870e4169de8da20093887992214e3ca57288fc209856060015187604051610b46929190918252602082015260400190565b60405180910390a4610b5b8260200151611bc1565b505050610b66611c90565b919050565b5f82815260208190526040902060010154610b8581611cf0565b610b8f8383611cfa565b50505050565b6001600160a01b0381163314610bbe5760405163334bd91960e11b815260040160405180910390fd5b610bc88282611d89565b505050565b6001600160a01b0381165f908152600760205260408120610bed90611df2565b6001600160d01b031692915050565b6001600160a01b0381165f90815260026020526040812081815460ff166002811115610c2a57610c2a612b39565b03610c3757505f92915050565b5f815f0160019054906101000a90046001600160a01b03166001600160a01b03166301e1d1146040518163ffffffff1660e01b8152600401602060405180830381865afa158015610c8a573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610cae9190612c41565b825460018401546040516303d1689d60e11b815260048101919091529192505f916101009091046001600160a01b0316906307a2d13a90602401602060405180830381865afa158015610d03573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d279190612c41565b9050808211610d36575f610d40565b610d408183612c2e565b95945050505050565b5f610bed610d5683611e36565b600890611e69565b6001600160a01b0382165f9081526002602052604081205460ff1681816002811115610d8c57610d8c612b39565b03610d9a575f915050610833565b604051638f81a42960e01b81526001600160401b03841660048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690638f81a4299060240161012060405180830381865afa158015610e08573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e2c9190612cde565b90505f6001836002811115610e4357610e43612b39565b03610e9e575060015f5260036020527fa15bc60c955c405d20d9149c709e2460f1c2d9a497496a7f46004d1772c3054c5460808201516001600160601b0316811015610e99575060808101516001600160601b03165b610f05565b6001600160a01b0386165f908152600660205260408120549003610ec7575f9350505050610833565b5060025f5260036020525f5160206146755f395f51905f525460a08201516001600160601b0316811015610f05575060a08101516001600160601b03165b80610f0f87610bfc565b10159695505050505050565b5f610f24611a94565b5f610f2e84611acb565b9050825f03610f5057604051631f2a200560e01b815260040160405180910390fd5b6040516370a0823160e01b81523360048201525f906001600160a01b038316906370a0823190602401602060405180830381865afa158015610f94573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610fb89190612c41565b905083811015610feb576040516368b65f1160e01b8152336004820152602481018290526044810185905260640161079a565b60405163177ead8360e11b8152336004820152602481018590526001600160a01b03831690632efd5b06906044015f604051808303815f87803b158015611030575f5ffd5b505af1158015611042573d5f5f3e3d5ffd5b505050506001600160a01b0385165f9081526002602052604081206001018054869290611070908490612d95565b9091555050600980545f9061108490612da8565b91829055506001549093505f906110a4906001600160401b031642612dc0565b60408051608081018252338082526001600160a01b038a811660208085018281526001600160401b03808916878901908152606088018f81525f8f81526004958690528a9020985189549088166001600160a01b031990911617895592516001890180549251909316600160a01b026001600160e01b03199092169087161717905551600290950194909455935163266d6a8360e11b81529495509293909288927fcbeb593b09816e6c8d54f0582379eba467cf58e8f4ce66d66359197f94ce153e928b928a1691634cdad506916111829185910190815260200190565b602060405180830381865afa15801561119d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111c19190612c41565b6040805192835260208301919091526001600160401b0387169082015260600160405180910390a46111f286611bc1565b50505050610833611c90565b5f918252602082815260408084206001600160a01b0393909316845291905290205460ff1690565b5f60035f83600281111561123c5761123c612b39565b600281111561124d5761124d612b39565b81526020019081526020015f20549050919050565b5f61128c61126f83611e36565b6001600160a01b0385165f90815260076020526040902090611e69565b6001600160d01b03169392505050565b7f4af29447b0b3ab714a8512e6f69c515e9803c066fb6c4e2df49be42a14a63c0d6112c681611cf0565b5f8360028111156112d9576112d9612b39565b036112f757604051636caa20b560e11b815260040160405180910390fd5b815f0361131757604051631f2a200560e01b815260040160405180910390fd5b8160035f85600281111561132d5761132d612b39565b600281111561133e5761133e612b39565b81526020019081526020015f20819055507fad7c916a0f4734c141a952d0bead69d7da011c1e4a11d802bad916902c22336d8383604051611380929190612ddf565b60405180910390a1505050565b611395611a94565b61139e81611acb565b506113a881611bc1565b506113b1611c90565b50565b6001600160a01b0381165f90815260026020526040812081815460ff1660028111156113e2576113e2612b39565b036113ef57505f92915050565b805460018201546040516303d1689d60e11b815260048101919091526101009091046001600160a01b0316906307a2d13a90602401602060405180830381865afa15801561143f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107fc9190612c41565b5f61146c611a94565b5f83600281111561147f5761147f612b39565b0361149d57604051636caa20b560e11b815260040160405180910390fd5b335f90815260026020526040812090815460ff1660028111156114c2576114c2612b39565b146114e2576040516345ed80e960e01b815233600482015260240161079a565b825f0361150257604051631f2a200560e01b815260040160405180910390fd5b5f60035f86600281111561151857611518612b39565b600281111561152957611529612b39565b81526020019081526020015f2054905080841015611560578484826040516364bb352960e11b815260040161079a93929190612dfa565b5f7f00000000000000000000000000000000000000000000000000000000000000003360405161158f906129b3565b6001600160a01b03928316815291166020820152604001604051809103905ff0801580156115bf573d5f5f3e3d5ffd5b5083549091508690849060ff191660018360028111156115e1576115e1612b39565b021790555082546001600160a01b0380831661010002610100600160a81b0319909216919091178455611638907f000000000000000000000000000000000000000000000000000000000000000016825f19611f0c565b5f611644823388611b13565b9050816001600160a01b0316336001600160a01b03167fdf9cebc7560e62305451c9a0b04b712fd862eddc857e00fdcc3e351ccca0b9ab89898560405161168d93929190612dfa565b60405180910390a360028760028111156116a9576116a9612b39565b1480156116bc57506116ba33611bc1565b155b156116cb576116cb335f611f86565b5092505050610833611c90565b5f7f12b42e8a160f6064dc959c6f251e3af0750ad213dbecf573b4710d67d6c28e3961170381611cf0565b61170b611a94565b5f61171586611acb565b9050845f0361173757604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b03841661175e5760405163d92e233d60e01b815260040160405180910390fd5b5f816001600160a01b03166301e1d1146040518163ffffffff1660e01b8152600401602060405180830381865afa15801561179b573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906117bf9190612c41565b90508086106117ce57806117d0565b855b93508315611836576040516353ed5cb960e11b8152600481018590526001600160a01b03868116602483015283169063a7dab972906044015f604051808303815f87803b15801561181f575f5ffd5b505af1158015611831573d5f5f3e3d5ffd5b505050505b604080516001600160a01b0387811682526020820189905291810186905233918916907f09df3cb1accb9fbac12e8b5bae698faf2ec90f7ac6441409ebe4f369a90e9d7b9060600160405180910390a361188f87611bc1565b50505061189a611c90565b509392505050565b6118aa611a94565b6001600160a01b0381165f9081526002602081905260409091205460ff16818111156118d8576118d8612b39565b146119015760405163c377aa5960e01b81526001600160a01b038216600482015260240161079a565b6001600160a01b0381165f908152600660205260409020541561194257604051630e1f74ff60e01b81526001600160a01b038216600482015260240161079a565b5f61194c82610bfc565b60025f5260036020525f5160206146755f395f51905f52549091508082101561198f57600282826040516364bb352960e11b815260040161079a93929190612dfa565b61199883611bc1565b6119a7576119a7836001611f86565b50506113b1611c90565b60606005805480602002602001604051908101604052809291908181526020018280548015611a0757602002820191905f5260205f20905b81546001600160a01b031681526001909101906020018083116119e9575b5050505050905090565b5f82815260208190526040902060010154611a2b81611cf0565b610b8f8383611d89565b7f4af29447b0b3ab714a8512e6f69c515e9803c066fb6c4e2df49be42a14a63c0d611a5f81611cf0565b6108f582612118565b611a786202a3006203f480612dc0565b81565b5f611a866008611df2565b6001600160d01b0316905090565b611a9c612216565b611ac960017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90612256565b565b6001600160a01b038082165f9081526002602052604090205461010090041680610b6657604051633b63649d60e11b81526001600160a01b038316600482015260240161079a565b5f611b496001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016843085611cba565b604051636e553f6560e01b8152600481018390526001600160a01b038481166024830152851690636e553f65906044016020604051808303815f875af1158015611b95573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611bb99190612c41565b949350505050565b6001600160a01b0381165f90815260026020819052604082205460ff1681811115611bee57611bee612b39565b14611bfa57505f919050565b5f611c0483610bfc565b6001600160a01b0384165f9081526006602090815260408220546002909252600390525f5160206146755f395f51905f5254919250908210158115611c725780611c5d57611c5385835f61225d565b505f949350505050565b611c67858461239b565b506001949350505050565b808015611c8157506005546040115b15611c5357611c67858461249a565b611ac95f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00611ac3565b611cc8848484846001612532565b610b8f57604051635274afe760e01b81526001600160a01b038516600482015260240161079a565b6113b1813361259f565b5f611d0583836111fe565b611d82575f838152602081815260408083206001600160a01b03861684529091529020805460ff19166001179055611d3a3390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a4506001610833565b505f610833565b5f611d9483836111fe565b15611d82575f838152602081815260408083206001600160a01b0386168085529252808320805460ff1916905551339286917ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b9190a4506001610833565b80545f908015611e2e57611e1883611e0b600184612c2e565b5f91825260209091200190565b54600160301b90046001600160d01b03166107fc565b5f9392505050565b5f438210611e6057604051637f07449b60e01b81526004810183905243602482015260440161079a565b610833826125d8565b81545f9081816005811115611ec5575f611e828461260e565b611e8c9085612c2e565b5f8881526020902090915081015465ffffffffffff9081169087161015611eb557809150611ec3565b611ec0816001612d95565b92505b505b5f611ed287878585612766565b90508015611eff57611ee987611e0b600184612c2e565b54600160301b90046001600160d01b0316611f01565b5f5b979650505050505050565b611f188383835f6127b4565b610bc857611f2983835f60016127b4565b611f5157604051635274afe760e01b81526001600160a01b038416600482015260240161079a565b611f5e83838360016127b4565b610bc857604051635274afe760e01b81526001600160a01b038416600482015260240161079a565b5f611f9083610bfc565b60025f5260036020525f5160206146755f395f51905f5254909150811015611fb757505050565b6005545f5f19815b83811015612036575f61200960075f60058581548110611fe157611fe1612e19565b5f9182526020808320909101546001600160a01b031683528201929092526040019020611df2565b6001600160d01b031690508281101561202d5791508161202a826001612d95565b93505b50600101611fbf565b508115806120445750808411155b156120d35784156120cb578584831561208d576005612064600186612c2e565b8154811061207457612074612e19565b5f918252602090912001546001600160a01b031661208f565b5f5b60405163dcac7f7960e01b81526001600160a01b039384166004820152602481019290925290911660448201526064810182905260840161079a565b505050505050565b61210e60056120e3600185612c2e565b815481106120f3576120f3612e19565b5f918252602090912001546001600160a01b0316838861225d565b6120cb868561249a565b6301e133806001600160401b038216111561215b57604051633548cba160e11b81526001600160401b03821660048201526301e13380602482015260440161079a565b61216b6202a3006203f480612dc0565b6001600160401b0316816001600160401b031610156121c157806121956202a3006203f480612dc0565b60405163f0e0063560e01b81526001600160401b0392831660048201529116602482015260440161079a565b6001805467ffffffffffffffff19166001600160401b0383169081179091556040519081527f21952bbbe01677b05a14d1e2d44fa6abba94035423636da170e5500e3a741e559060200160405180910390a150565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15611ac957604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b6005548281146122f3575f6005612275600184612c2e565b8154811061228557612285612e19565b5f918252602090912001546001600160a01b031690508060056122a9600187612c2e565b815481106122b9576122b9612e19565b5f91825260208083209190910180546001600160a01b0319166001600160a01b039485161790559290911681526006909152604090208390555b600580548061230457612304612e2d565b5f828152602080822083015f1990810180546001600160a01b03191690559092019092556001600160a01b03868116808452600683526040808520859055600790935291909220918416917fa9c4be2c5d96e51e06bf86e4d125350a5a988ccf53d2de80d529d803fb8d58909061237a90611df2565b6040516001600160d01b03909116815260200160405180910390a3610b8f845f5b6001600160a01b0382165f9081526007602052604081206123bb90611df2565b6001600160d01b031690508181036123d257505050565b5f6123dc436125d8565b9050612409816123eb85612816565b6001600160a01b0387165f9081526007602052604090209190612849565b50505f83836124186008611df2565b6001600160d01b031661242b9190612c2e565b6124359190612d95565b905061244d8261244483612816565b60089190612849565b505060408051858152602081018390526001600160a01b038716917f5f506c98c9e17f192f95e8302a9974f7a600973d279b827cb3fa002c7df82853910160405180910390a25050505050565b600580546001810182557f036b6384b5eca791c62761152d0c79bb0604c104a5fb6f4eb0703f3154bb3db00180546001600160a01b0319166001600160a01b03851690811790915590545f8281526006602090815260409182902092909255518381527ff33a24861b76047debce215c7ae4915a9befc5d870e97efbd4152df23c72112a910160405180910390a26108f5828261239b565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f5114831661258e578383151615612582573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b6125a982826111fe565b6108f55760405163e2517d3f60e01b81526001600160a01b03821660048201526024810183905260440161079a565b5f65ffffffffffff82111561260a576040516306dfcc6560e41b8152603060048201526024810183905260440161079a565b5090565b5f6001821161261b575090565b816001600160801b82106126345760809190911c9060401b5b68010000000000000000821061264f5760409190911c9060201b5b64010000000082106126665760209190911c9060101b5b62010000821061267b5760109190911c9060081b5b610100821061268f5760089190911c9060041b5b601082106126a25760049190911c9060021b5b600482106126ae5760011b5b600302600190811c908185816126c6576126c6612e41565b048201901c905060018185816126de576126de612e41565b048201901c905060018185816126f6576126f6612e41565b048201901c9050600181858161270e5761270e612e41565b048201901c9050600181858161272657612726612e41565b048201901c9050600181858161273e5761273e612e41565b048201901c905061275d81858161275757612757612e41565b04821190565b90039392505050565b5f5b8183101561189a575f85815260209020838316600285851804019081015465ffffffffffff868116911611156127a0578092506127ae565b6127ab816001612d95565b93505b50612768565b60405163095ea7b360e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f5114831661280a5783831516156127fe573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f6001600160d01b0382111561260a576040516306dfcc6560e41b815260d060048201526024810183905260440161079a565b5f80612856858585612863565b915091505b935093915050565b82545f9081908015612959575f61287f87611e0b600185612c2e565b805490915065ffffffffffff80821691600160301b90046001600160d01b03169088168211156128c257604051632520601d60e01b815260040160405180910390fd5b8765ffffffffffff168265ffffffffffff16036128fb57825465ffffffffffff16600160301b6001600160d01b0389160217835561294b565b6040805180820190915265ffffffffffff808a1682526001600160d01b03808a1660208085019182528d54600181018f555f8f81529190912094519151909216600160301b029216919091179101555b945085935061285b92505050565b50506040805180820190915265ffffffffffff80851682526001600160d01b0380851660208085019182528854600181018a555f8a815291822095519251909316600160301b02919093161792019190915590508161285b565b61181f80612e5683390190565b80356001600160a01b0381168114610b66575f5ffd5b5f5f5f606084860312156129e8575f5ffd5b6129f1846129c0565b95602085013595506040909401359392505050565b5f60208284031215612a16575f5ffd5b81356001600160e01b0319811681146107fc575f5ffd5b5f60208284031215612a3d575f5ffd5b6107fc826129c0565b5f5f60408385031215612a57575f5ffd5b612a60836129c0565b946020939093013593505050565b5f60208284031215612a7e575f5ffd5b5035919050565b5f5f60408385031215612a96575f5ffd5b82359150612aa6602084016129c0565b90509250929050565b6001600160401b03811681146113b1575f5ffd5b5f5f60408385031215612ad4575f5ffd5b612add836129c0565b91506020830135612aed81612aaf565b809150509250929050565b803560038110610b66575f5ffd5b5f60208284031215612b16575f5ffd5b6107fc82612af8565b5f5f60408385031215612b30575f5ffd5b612a6083612af8565b634e487b7160e01b5f52602160045260245ffd5b60038110612b6957634e487b7160e01b5f52602160045260245ffd5b9052565b602081016108338284612b4d565b5f5f5f60608486031215612b8d575f5ffd5b612b96846129c0565b925060208401359150612bab604085016129c0565b90509250925092565b602080825282518282018190525f918401906040840190835b81811015612bf45783516001600160a01b0316835260209384019390920191600101612bcd565b509095945050505050565b5f60208284031215612c0f575f5ffd5b81356107fc81612aaf565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561083357610833612c1a565b5f60208284031215612c51575f5ffd5b5051919050565b60405161012081016001600160401b0381118282101715612c8757634e487b7160e01b5f52604160045260245ffd5b60405290565b80516fffffffffffffffffffffffffffffffff81168114610b66575f5ffd5b805161ffff81168114610b66575f5ffd5b8051610b6681612aaf565b80516001600160601b0381168114610b66575f5ffd5b5f610120828403128015612cf0575f5ffd5b50612cf9612c58565b612d0283612c8d565b8152612d1060208401612cac565b6020820152612d2160408401612cbd565b6040820152612d3260608401612cac565b6060820152612d4360808401612cc8565b6080820152612d5460a08401612cc8565b60a0820152612d6560c08401612cc8565b60c0820152612d7660e08401612cc8565b60e0820152612d886101008401612cac565b6101008201529392505050565b8082018082111561083357610833612c1a565b5f60018201612db957612db9612c1a565b5060010190565b6001600160401b03818116838216019081111561083357610833612c1a565b60408101612ded8285612b4d565b8260208301529392505050565b60608101612e088286612b4d565b602082019390935260400152919050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52603160045260245ffd5b634e487b7160e01b5f52601260045260245ffdfe610100604052348015610010575f5ffd5b5060405161181f38038061181f83398101604081905261002f91610189565b816040518060400160405280601381526020017f54656e736f7261207374616b656420544f524100000000000000000000000000815250604051806040016040528060068152602001657374544f524160d01b81525081600390816100949190610259565b5060046100a18282610259565b5050505f5f6100b58361013f60201b60201c565b91509150816100c55760126100c7565b805b60ff1660a05250506001600160a01b039081166080523360c05281811660e08190526040516317066a5760e21b8152600481019190915290831690635c19a95c906024015f604051808303815f87803b158015610122575f5ffd5b505af1158015610134573d5f5f3e3d5ffd5b505050505050610313565b63313ce56760e01b5f818152908190602082600481875afa5f51601f3d1190911661010082101695908602945092505050565b6001600160a01b0381168114610186575f5ffd5b50565b5f5f6040838503121561019a575f5ffd5b82516101a581610172565b60208401519092506101b681610172565b809150509250929050565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806101e957607f821691505b60208210810361020757634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561025457805f5260205f20601f840160051c810160208510156102325750805b601f840160051c820191505b81811015610251575f815560010161023e565b50505b505050565b81516001600160401b03811115610272576102726101c1565b6102868161028084546101d5565b8461020d565b6020601f8211600181146102b8575f83156102a15750848201515b5f19600385901b1c1916600184901b178455610251565b5f84815260208120601f198516915b828110156102e757878501518255602094850194600190920191016102c7565b508482101561030457868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b60805160a05160c05160e05161148c6103935f395f61030701525f81816102e0015281816105d20152818161061d015281816106ca0152818161080801528181610851015281816109da0152610a9b01525f61064e01525f818161028f015281816104520152818161071701528181610f9f0152611033015261148c5ff3fe608060405234801561000f575f5ffd5b50600436106101c6575f3560e01c80636e553f65116100fe578063b460af941161009e578063ce96cb771161006e578063ce96cb77146103f1578063d905777e14610404578063dd62ed3e14610417578063ef8b30f7146103de575f5ffd5b8063b460af94146103b8578063ba087652146103cb578063c63d75b6146102c7578063c6e6f592146103de575f5ffd5b806395d89b41116100d957806395d89b4114610377578063a7dab9721461037f578063a9059cbb14610392578063b3d7f6b9146103a5575f5ffd5b80636e553f651461032957806370a082311461033c57806394bf804d14610364575f5ffd5b80632efd5b0611610169578063402d267d11610144578063402d267d146102c75780634cdad506146101fa5780634cf088d9146102db578063570ca73514610302575f5ffd5b80632efd5b061461025e578063313ce5671461027357806338d52e0f1461028d575f5ffd5b8063095ea7b3116101a4578063095ea7b31461020d5780630a28a4771461023057806318160ddd1461024357806323b872dd1461024b575f5ffd5b806301e1d114146101ca57806306fdde03146101e557806307a2d13a146101fa575b5f5ffd5b6101d261044f565b6040519081526020015b60405180910390f35b6101ed6104de565b6040516101dc9190611129565b6101d261020836600461115e565b61056e565b61022061021b366004611190565b61057f565b60405190151581526020016101dc565b6101d261023e36600461115e565b610596565b6002546101d2565b6102206102593660046111b8565b6105a2565b61027161026c366004611190565b6105c7565b005b61027b610646565b60405160ff90911681526020016101dc565b7f00000000000000000000000000000000000000000000000000000000000000005b6040516001600160a01b0390911681526020016101dc565b6101d26102d53660046111f2565b505f1990565b6102af7f000000000000000000000000000000000000000000000000000000000000000081565b6102af7f000000000000000000000000000000000000000000000000000000000000000081565b6101d261033736600461120b565b610672565b6101d261034a3660046111f2565b6001600160a01b03165f9081526020819052604090205490565b6101d261037236600461120b565b610695565b6101ed6106b0565b61027161038d36600461120b565b6106bf565b6102206103a0366004611190565b61073e565b6101d26103b336600461115e565b61074b565b6101d26103c6366004611235565b610757565b6101d26103d9366004611235565b6107ad565b6101d26103ec36600461115e565b6107fa565b6101d26103ff3660046111f2565b610805565b6101d26104123660046111f2565b61084e565b6101d261042536600461126e565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b5f7f00000000000000000000000000000000000000000000000000000000000000006040516370a0823160e01b81523060048201526001600160a01b0391909116906370a0823190602401602060405180830381865afa1580156104b5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104d99190611296565b905090565b6060600380546104ed906112ad565b80601f0160208091040260200160405190810160405280929190818152602001828054610519906112ad565b80156105645780601f1061053b57610100808354040283529160200191610564565b820191905f5260205f20905b81548152906001019060200180831161054757829003601f168201915b5050505050905090565b5f610579825f610897565b92915050565b5f3361058c8185856108d0565b5060019392505050565b5f6105798260016108e2565b5f336105af858285610912565b6105ba85858561097b565b60019150505b9392505050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461061757604051636805992d60e01b81523360048201526024015b60405180910390fd5b610642827f00000000000000000000000000000000000000000000000000000000000000008361097b565b5050565b5f6104d960067f00000000000000000000000000000000000000000000000000000000000000006112f9565b5f5f195f61067f856107fa565b905061068d338587846109d8565b949350505050565b5f5f195f6106a28561074b565b905061068d338583886109d8565b6060600480546104ed906112ad565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461070a57604051636805992d60e01b815233600482015260240161060e565b6106426001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168284610a64565b5f3361058c81858561097b565b5f610579826001610897565b5f5f61076283610805565b90508085111561078b57828582604051633fa733bb60e21b815260040161060e93929190611312565b5f61079586610596565b90506107a43386868985610a99565b95945050505050565b5f5f6107b88361084e565b9050808511156107e157828582604051632e52afbb60e21b815260040161060e93929190611312565b5f6107eb8661056e565b90506107a4338686848a610a99565b5f610579825f6108e2565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b031614610845575f610579565b61057982610b0a565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b03161461088e575f610579565b61057982610b17565b5f6105c06108a361044f565b6108ae906001611333565b6108ba6006600a611429565b6002546108c79190611333565b85919085610b34565b6108dd8383836001610b76565b505050565b5f6105c06108f26006600a611429565b6002546108ff9190611333565b61090761044f565b6108c7906001611333565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f19811015610975578181101561096757828183604051637dc7a0d960e11b815260040161060e93929190611312565b61097584848484035f610b76565b50505050565b6001600160a01b0383166109a457604051634b637e8f60e11b81525f600482015260240161060e565b6001600160a01b0382166109cd5760405163ec442f0560e01b81525f600482015260240161060e565b6108dd838383610c48565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b031614610a3557604051636805992d60e01b81526001600160a01b038516600482015260240161060e565b805f03610a5857604051636e3699b760e11b81526004810183905260240161060e565b61097584848484610d5b565b610a718383836001610dbd565b6108dd57604051635274afe760e01b81526001600160a01b038416600482015260240161060e565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316856001600160a01b031614610af657604051636805992d60e01b81526001600160a01b038616600482015260240161060e565b610b038585858585610e1f565b5050505050565b5f6105796102088361084e565b6001600160a01b0381165f90815260208190526040812054610579565b5f610b61610b4183610ebe565b8015610b5c57505f8480610b5757610b57611437565b868809115b151590565b610b6c868686610eea565b6107a49190611333565b6001600160a01b038416610b9f5760405163e602df0560e01b81525f600482015260240161060e565b6001600160a01b038316610bc857604051634a1406b160e11b81525f600482015260240161060e565b6001600160a01b038085165f908152600160209081526040808320938716835292905220829055801561097557826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92584604051610c3a91815260200190565b60405180910390a350505050565b6001600160a01b038316610c72578060025f828254610c679190611333565b90915550610ccf9050565b6001600160a01b0383165f9081526020819052604090205481811015610cb15783818360405163391434e360e21b815260040161060e93929190611312565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b038216610ceb57600280548290039055610d09565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef83604051610d4e91815260200190565b60405180910390a3505050565b610d658483610f9a565b610d6f8382610fc6565b826001600160a01b0316846001600160a01b03167fdcbc1c05240f31ff3ad067ef1ee35ce4997762752e3a095284754544f4c709d78484604051610c3a929190918252602082015260400190565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610e13578383151615610e07573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b826001600160a01b0316856001600160a01b031614610e4357610e43838683610912565b610e4d8382610ffa565b610e57848361102e565b826001600160a01b0316846001600160a01b0316866001600160a01b03167ffbde797d201c681b91056529119e0b02407c7bb96a4a2c75c01fc9667232c8db8585604051610eaf929190918252602082015260400190565b60405180910390a45050505050565b5f6002826003811115610ed357610ed361144b565b610edd919061145f565b60ff166001149050919050565b5f5f5f610ef78686611059565b91509150815f03610f1b57838181610f1157610f11611437565b04925050506105c0565b818411610f3257610f326003851502601118611075565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b6106427f0000000000000000000000000000000000000000000000000000000000000000833084611086565b6001600160a01b038216610fef5760405163ec442f0560e01b81525f600482015260240161060e565b6106425f8383610c48565b6001600160a01b03821661102357604051634b637e8f60e11b81525f600482015260240161060e565b610642825f83610c48565b6106427f00000000000000000000000000000000000000000000000000000000000000008383610a64565b5f805f1983850993909202808410938190039390930393915050565b634e487b715f52806020526024601cfd5b6110948484848460016110bc565b61097557604051635274afe760e01b81526001600160a01b038516600482015260240161060e565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f5114831661111857838315161561110c573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f6020828403121561116e575f5ffd5b5035919050565b80356001600160a01b038116811461118b575f5ffd5b919050565b5f5f604083850312156111a1575f5ffd5b6111aa83611175565b946020939093013593505050565b5f5f5f606084860312156111ca575f5ffd5b6111d384611175565b92506111e160208501611175565b929592945050506040919091013590565b5f60208284031215611202575f5ffd5b6105c082611175565b5f5f6040838503121561121c575f5ffd5b8235915061122c60208401611175565b90509250929050565b5f5f5f60608486031215611247575f5ffd5b8335925061125760208501611175565b915061126560408501611175565b90509250925092565b5f5f6040838503121561127f575f5ffd5b61128883611175565b915061122c60208401611175565b5f602082840312156112a6575f5ffd5b5051919050565b600181811c908216806112c157607f821691505b6020821081036112df57634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52601160045260245ffd5b60ff8181168382160190811115610579576105796112e5565b6001600160a01b039390931683526020830191909152604082015260600190565b80820180821115610579576105796112e5565b6001815b600184111561138157808504811115611365576113656112e5565b600184161561137357908102905b60019390931c92800261134a565b935093915050565b5f8261139757506001610579565b816113a357505f610579565b81600181146113b957600281146113c3576113df565b6001915050610579565b60ff8411156113d4576113d46112e5565b50506001821b610579565b5060208310610133831016604e8410600b8410161715611402575081810a610579565b61140e5f198484611346565b805f1904821115611421576114216112e5565b029392505050565b5f6105c060ff841683611389565b634e487b7160e01b5f52601260045260245ffd5b634e487b7160e01b5f52602160045260245ffd5b5f60ff83168061147d57634e487b7160e01b5f52601260045260245ffd5b8060ff8416069150509291505056c3a24b0501bd2c13a7e57f2db4369ec4c223447539fc0724a9d55ac4a06ebd4dad7c916a0f4734c141a952d0bead69d7da011c1e4a11d802bad916902c22336d4af29447b0b3ab714a8512e6f69c515e9803c066fb6c4e2df49be42a14a63c0d",
}

// Staking is an auto generated Go binding around an Ethereum contract.
type Staking struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Staking) GetABI() abi.ABI {
	return c.abi
}

// NewStaking creates a new instance of Staking.
func NewStaking() *Staking {
	parsed, err := StakingMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Staking{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Staking) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token_, address registry_, address admin, uint64 unbondingPeriod_, address slasher, address governance) returns()
func (staking *Staking) PackConstructor(token_ common.Address, registry_ common.Address, admin common.Address, unbondingPeriod_ uint64, slasher common.Address, governance common.Address) []byte {
	enc, err := staking.abi.Pack("", token_, registry_, admin, unbondingPeriod_, slasher, governance)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDEFAULTADMINROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa217fddf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (staking *Staking) PackDEFAULTADMINROLE() []byte {
	enc, err := staking.abi.Pack("DEFAULT_ADMIN_ROLE")
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
func (staking *Staking) TryPackDEFAULTADMINROLE() ([]byte, error) {
	return staking.abi.Pack("DEFAULT_ADMIN_ROLE")
}

// UnpackDEFAULTADMINROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa217fddf.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (staking *Staking) UnpackDEFAULTADMINROLE(data []byte) ([32]byte, error) {
	out, err := staking.abi.Unpack("DEFAULT_ADMIN_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDEFAULTMINMINERSTAKE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0efac0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_MIN_MINER_STAKE() view returns(uint256)
func (staking *Staking) PackDEFAULTMINMINERSTAKE() []byte {
	enc, err := staking.abi.Pack("DEFAULT_MIN_MINER_STAKE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDEFAULTMINMINERSTAKE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0efac0f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEFAULT_MIN_MINER_STAKE() view returns(uint256)
func (staking *Staking) TryPackDEFAULTMINMINERSTAKE() ([]byte, error) {
	return staking.abi.Pack("DEFAULT_MIN_MINER_STAKE")
}

// UnpackDEFAULTMINMINERSTAKE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd0efac0f.
//
// Solidity: function DEFAULT_MIN_MINER_STAKE() view returns(uint256)
func (staking *Staking) UnpackDEFAULTMINMINERSTAKE(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("DEFAULT_MIN_MINER_STAKE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDEFAULTMINVALIDATORSTAKE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57a0a3bf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_MIN_VALIDATOR_STAKE() view returns(uint256)
func (staking *Staking) PackDEFAULTMINVALIDATORSTAKE() []byte {
	enc, err := staking.abi.Pack("DEFAULT_MIN_VALIDATOR_STAKE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDEFAULTMINVALIDATORSTAKE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57a0a3bf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEFAULT_MIN_VALIDATOR_STAKE() view returns(uint256)
func (staking *Staking) TryPackDEFAULTMINVALIDATORSTAKE() ([]byte, error) {
	return staking.abi.Pack("DEFAULT_MIN_VALIDATOR_STAKE")
}

// UnpackDEFAULTMINVALIDATORSTAKE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x57a0a3bf.
//
// Solidity: function DEFAULT_MIN_VALIDATOR_STAKE() view returns(uint256)
func (staking *Staking) UnpackDEFAULTMINVALIDATORSTAKE(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("DEFAULT_MIN_VALIDATOR_STAKE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXUNBONDINGPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e445d33.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_UNBONDING_PERIOD() view returns(uint64)
func (staking *Staking) PackMAXUNBONDINGPERIOD() []byte {
	enc, err := staking.abi.Pack("MAX_UNBONDING_PERIOD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXUNBONDINGPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e445d33.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_UNBONDING_PERIOD() view returns(uint64)
func (staking *Staking) TryPackMAXUNBONDINGPERIOD() ([]byte, error) {
	return staking.abi.Pack("MAX_UNBONDING_PERIOD")
}

// UnpackMAXUNBONDINGPERIOD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8e445d33.
//
// Solidity: function MAX_UNBONDING_PERIOD() view returns(uint64)
func (staking *Staking) UnpackMAXUNBONDINGPERIOD(data []byte) (uint64, error) {
	out, err := staking.abi.Unpack("MAX_UNBONDING_PERIOD", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMAXVALIDATORS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x714897df.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_VALIDATORS() view returns(uint256)
func (staking *Staking) PackMAXVALIDATORS() []byte {
	enc, err := staking.abi.Pack("MAX_VALIDATORS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXVALIDATORS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x714897df.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_VALIDATORS() view returns(uint256)
func (staking *Staking) TryPackMAXVALIDATORS() ([]byte, error) {
	return staking.abi.Pack("MAX_VALIDATORS")
}

// UnpackMAXVALIDATORS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x714897df.
//
// Solidity: function MAX_VALIDATORS() view returns(uint256)
func (staking *Staking) UnpackMAXVALIDATORS(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("MAX_VALIDATORS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMINUNBONDINGPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfa8b48bb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_UNBONDING_PERIOD() view returns(uint64)
func (staking *Staking) PackMINUNBONDINGPERIOD() []byte {
	enc, err := staking.abi.Pack("MIN_UNBONDING_PERIOD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINUNBONDINGPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfa8b48bb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_UNBONDING_PERIOD() view returns(uint64)
func (staking *Staking) TryPackMINUNBONDINGPERIOD() ([]byte, error) {
	return staking.abi.Pack("MIN_UNBONDING_PERIOD")
}

// UnpackMINUNBONDINGPERIOD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfa8b48bb.
//
// Solidity: function MIN_UNBONDING_PERIOD() view returns(uint64)
func (staking *Staking) UnpackMINUNBONDINGPERIOD(data []byte) (uint64, error) {
	out, err := staking.abi.Unpack("MIN_UNBONDING_PERIOD", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackPARAMSROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fc62042.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PARAMS_ROLE() view returns(bytes32)
func (staking *Staking) PackPARAMSROLE() []byte {
	enc, err := staking.abi.Pack("PARAMS_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPARAMSROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fc62042.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PARAMS_ROLE() view returns(bytes32)
func (staking *Staking) TryPackPARAMSROLE() ([]byte, error) {
	return staking.abi.Pack("PARAMS_ROLE")
}

// UnpackPARAMSROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4fc62042.
//
// Solidity: function PARAMS_ROLE() view returns(bytes32)
func (staking *Staking) UnpackPARAMSROLE(data []byte) ([32]byte, error) {
	out, err := staking.abi.Unpack("PARAMS_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackSLASHERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5095af64.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SLASHER_ROLE() view returns(bytes32)
func (staking *Staking) PackSLASHERROLE() []byte {
	enc, err := staking.abi.Pack("SLASHER_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSLASHERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5095af64.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SLASHER_ROLE() view returns(bytes32)
func (staking *Staking) TryPackSLASHERROLE() ([]byte, error) {
	return staking.abi.Pack("SLASHER_ROLE")
}

// UnpackSLASHERROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5095af64.
//
// Solidity: function SLASHER_ROLE() view returns(bytes32)
func (staking *Staking) UnpackSLASHERROLE(data []byte) ([32]byte, error) {
	out, err := staking.abi.Unpack("SLASHER_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0185921e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function delegate(address operator, uint256 assets, uint256 minShares) returns(uint256 shares)
func (staking *Staking) PackDelegate(operator common.Address, assets *big.Int, minShares *big.Int) []byte {
	enc, err := staking.abi.Pack("delegate", operator, assets, minShares)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0185921e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function delegate(address operator, uint256 assets, uint256 minShares) returns(uint256 shares)
func (staking *Staking) TryPackDelegate(operator common.Address, assets *big.Int, minShares *big.Int) ([]byte, error) {
	return staking.abi.Pack("delegate", operator, assets, minShares)
}

// UnpackDelegate is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0185921e.
//
// Solidity: function delegate(address operator, uint256 assets, uint256 minShares) returns(uint256 shares)
func (staking *Staking) UnpackDelegate(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("delegate", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetRoleAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248a9ca3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (staking *Staking) PackGetRoleAdmin(role [32]byte) []byte {
	enc, err := staking.abi.Pack("getRoleAdmin", role)
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
func (staking *Staking) TryPackGetRoleAdmin(role [32]byte) ([]byte, error) {
	return staking.abi.Pack("getRoleAdmin", role)
}

// UnpackGetRoleAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x248a9ca3.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (staking *Staking) UnpackGetRoleAdmin(data []byte) ([32]byte, error) {
	out, err := staking.abi.Unpack("getRoleAdmin", data)
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
func (staking *Staking) PackGrantRole(role [32]byte, account common.Address) []byte {
	enc, err := staking.abi.Pack("grantRole", role, account)
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
func (staking *Staking) TryPackGrantRole(role [32]byte, account common.Address) ([]byte, error) {
	return staking.abi.Pack("grantRole", role, account)
}

// PackHasRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d14854.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (staking *Staking) PackHasRole(role [32]byte, account common.Address) []byte {
	enc, err := staking.abi.Pack("hasRole", role, account)
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
func (staking *Staking) TryPackHasRole(role [32]byte, account common.Address) ([]byte, error) {
	return staking.abi.Pack("hasRole", role, account)
}

// UnpackHasRole is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91d14854.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (staking *Staking) UnpackHasRole(data []byte) (bool, error) {
	out, err := staking.abi.Unpack("hasRole", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsActiveValidator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40550a1c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isActiveValidator(address validator) view returns(bool)
func (staking *Staking) PackIsActiveValidator(validator common.Address) []byte {
	enc, err := staking.abi.Pack("isActiveValidator", validator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsActiveValidator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40550a1c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isActiveValidator(address validator) view returns(bool)
func (staking *Staking) TryPackIsActiveValidator(validator common.Address) ([]byte, error) {
	return staking.abi.Pack("isActiveValidator", validator)
}

// UnpackIsActiveValidator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x40550a1c.
//
// Solidity: function isActiveValidator(address validator) view returns(bool)
func (staking *Staking) UnpackIsActiveValidator(data []byte) (bool, error) {
	out, err := staking.abi.Unpack("isActiveValidator", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackJoinValidatorSet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc47d09f7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function joinValidatorSet(address validator) returns()
func (staking *Staking) PackJoinValidatorSet(validator common.Address) []byte {
	enc, err := staking.abi.Pack("joinValidatorSet", validator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJoinValidatorSet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc47d09f7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function joinValidatorSet(address validator) returns()
func (staking *Staking) TryPackJoinValidatorSet(validator common.Address) ([]byte, error) {
	return staking.abi.Pack("joinValidatorSet", validator)
}

// PackMeetsMinimum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a5b8764.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function meetsMinimum(address operator, uint64 subnet) view returns(bool)
func (staking *Staking) PackMeetsMinimum(operator common.Address, subnet uint64) []byte {
	enc, err := staking.abi.Pack("meetsMinimum", operator, subnet)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMeetsMinimum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a5b8764.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function meetsMinimum(address operator, uint64 subnet) view returns(bool)
func (staking *Staking) TryPackMeetsMinimum(operator common.Address, subnet uint64) ([]byte, error) {
	return staking.abi.Pack("meetsMinimum", operator, subnet)
}

// UnpackMeetsMinimum is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6a5b8764.
//
// Solidity: function meetsMinimum(address operator, uint64 subnet) view returns(bool)
func (staking *Staking) UnpackMeetsMinimum(data []byte) (bool, error) {
	out, err := staking.abi.Unpack("meetsMinimum", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMinSelfStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x93a247ae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minSelfStake(uint8 role) view returns(uint256)
func (staking *Staking) PackMinSelfStake(role uint8) []byte {
	enc, err := staking.abi.Pack("minSelfStake", role)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinSelfStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x93a247ae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minSelfStake(uint8 role) view returns(uint256)
func (staking *Staking) TryPackMinSelfStake(role uint8) ([]byte, error) {
	return staking.abi.Pack("minSelfStake", role)
}

// UnpackMinSelfStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x93a247ae.
//
// Solidity: function minSelfStake(uint8 role) view returns(uint256)
func (staking *Staking) UnpackMinSelfStake(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("minSelfStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbe760aae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(uint8 role, uint256 selfStake) returns(address vault)
func (staking *Staking) PackRegister(role uint8, selfStake *big.Int) []byte {
	enc, err := staking.abi.Pack("register", role, selfStake)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbe760aae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(uint8 role, uint256 selfStake) returns(address vault)
func (staking *Staking) TryPackRegister(role uint8, selfStake *big.Int) ([]byte, error) {
	return staking.abi.Pack("register", role, selfStake)
}

// UnpackRegister is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbe760aae.
//
// Solidity: function register(uint8 role, uint256 selfStake) returns(address vault)
func (staking *Staking) UnpackRegister(data []byte) (common.Address, error) {
	out, err := staking.abi.Unpack("register", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (staking *Staking) PackRegistry() []byte {
	enc, err := staking.abi.Pack("registry")
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
func (staking *Staking) TryPackRegistry() ([]byte, error) {
	return staking.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (staking *Staking) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := staking.abi.Unpack("registry", data)
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
func (staking *Staking) PackRenounceRole(role [32]byte, callerConfirmation common.Address) []byte {
	enc, err := staking.abi.Pack("renounceRole", role, callerConfirmation)
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
func (staking *Staking) TryPackRenounceRole(role [32]byte, callerConfirmation common.Address) ([]byte, error) {
	return staking.abi.Pack("renounceRole", role, callerConfirmation)
}

// PackRequestUnbond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79b134d5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestUnbond(address operator, uint256 shares) returns(uint256 requestId)
func (staking *Staking) PackRequestUnbond(operator common.Address, shares *big.Int) []byte {
	enc, err := staking.abi.Pack("requestUnbond", operator, shares)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestUnbond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79b134d5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestUnbond(address operator, uint256 shares) returns(uint256 requestId)
func (staking *Staking) TryPackRequestUnbond(operator common.Address, shares *big.Int) ([]byte, error) {
	return staking.abi.Pack("requestUnbond", operator, shares)
}

// UnpackRequestUnbond is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x79b134d5.
//
// Solidity: function requestUnbond(address operator, uint256 shares) returns(uint256 requestId)
func (staking *Staking) UnpackRequestUnbond(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("requestUnbond", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeRole(bytes32 role, address account) returns()
func (staking *Staking) PackRevokeRole(role [32]byte, account common.Address) []byte {
	enc, err := staking.abi.Pack("revokeRole", role, account)
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
func (staking *Staking) TryPackRevokeRole(role [32]byte, account common.Address) ([]byte, error) {
	return staking.abi.Pack("revokeRole", role, account)
}

// PackReward is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21670f22.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reward(address operator, uint256 amount) returns()
func (staking *Staking) PackReward(operator common.Address, amount *big.Int) []byte {
	enc, err := staking.abi.Pack("reward", operator, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReward is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21670f22.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reward(address operator, uint256 amount) returns()
func (staking *Staking) TryPackReward(operator common.Address, amount *big.Int) ([]byte, error) {
	return staking.abi.Pack("reward", operator, amount)
}

// PackRoleOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5d7827e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function roleOf(address operator) view returns(uint8)
func (staking *Staking) PackRoleOf(operator common.Address) []byte {
	enc, err := staking.abi.Pack("roleOf", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRoleOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5d7827e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function roleOf(address operator) view returns(uint8)
func (staking *Staking) TryPackRoleOf(operator common.Address) ([]byte, error) {
	return staking.abi.Pack("roleOf", operator)
}

// UnpackRoleOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa5d7827e.
//
// Solidity: function roleOf(address operator) view returns(uint8)
func (staking *Staking) UnpackRoleOf(data []byte) (uint8, error) {
	out, err := staking.abi.Unpack("roleOf", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackSetMinSelfStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa4657f27.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMinSelfStake(uint8 role, uint256 amount) returns()
func (staking *Staking) PackSetMinSelfStake(role uint8, amount *big.Int) []byte {
	enc, err := staking.abi.Pack("setMinSelfStake", role, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMinSelfStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa4657f27.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMinSelfStake(uint8 role, uint256 amount) returns()
func (staking *Staking) TryPackSetMinSelfStake(role uint8, amount *big.Int) ([]byte, error) {
	return staking.abi.Pack("setMinSelfStake", role, amount)
}

// PackSetUnbondingPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf10d1de1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setUnbondingPeriod(uint64 period) returns()
func (staking *Staking) PackSetUnbondingPeriod(period uint64) []byte {
	enc, err := staking.abi.Pack("setUnbondingPeriod", period)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetUnbondingPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf10d1de1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setUnbondingPeriod(uint64 period) returns()
func (staking *Staking) TryPackSetUnbondingPeriod(period uint64) ([]byte, error) {
	return staking.abi.Pack("setUnbondingPeriod", period)
}

// PackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbfac5990.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slash(address operator, uint256 amount, address to) returns(uint256 slashed)
func (staking *Staking) PackSlash(operator common.Address, amount *big.Int, to common.Address) []byte {
	enc, err := staking.abi.Pack("slash", operator, amount, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbfac5990.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slash(address operator, uint256 amount, address to) returns(uint256 slashed)
func (staking *Staking) TryPackSlash(operator common.Address, amount *big.Int, to common.Address) ([]byte, error) {
	return staking.abi.Pack("slash", operator, amount, to)
}

// UnpackSlash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbfac5990.
//
// Solidity: function slash(address operator, uint256 amount, address to) returns(uint256 slashed)
func (staking *Staking) UnpackSlash(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("slash", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42623360.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeOf(address operator) view returns(uint256)
func (staking *Staking) PackStakeOf(operator common.Address) []byte {
	enc, err := staking.abi.Pack("stakeOf", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42623360.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeOf(address operator) view returns(uint256)
func (staking *Staking) TryPackStakeOf(operator common.Address) ([]byte, error) {
	return staking.abi.Pack("stakeOf", operator)
}

// UnpackStakeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42623360.
//
// Solidity: function stakeOf(address operator) view returns(uint256)
func (staking *Staking) UnpackStakeOf(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("stakeOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (staking *Staking) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := staking.abi.Pack("supportsInterface", interfaceId)
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
func (staking *Staking) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return staking.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (staking *Staking) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := staking.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSync is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5841194.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sync(address operator) returns()
func (staking *Staking) PackSync(operator common.Address) []byte {
	enc, err := staking.abi.Pack("sync", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSync is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5841194.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sync(address operator) returns()
func (staking *Staking) TryPackSync(operator common.Address) ([]byte, error) {
	return staking.abi.Pack("sync", operator)
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (staking *Staking) PackToken() []byte {
	enc, err := staking.abi.Pack("token")
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
func (staking *Staking) TryPackToken() ([]byte, error) {
	return staking.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (staking *Staking) UnpackToken(data []byte) (common.Address, error) {
	out, err := staking.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTotalValidatorStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfde8ee7b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalValidatorStake() view returns(uint256)
func (staking *Staking) PackTotalValidatorStake() []byte {
	enc, err := staking.abi.Pack("totalValidatorStake")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalValidatorStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfde8ee7b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalValidatorStake() view returns(uint256)
func (staking *Staking) TryPackTotalValidatorStake() ([]byte, error) {
	return staking.abi.Pack("totalValidatorStake")
}

// UnpackTotalValidatorStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfde8ee7b.
//
// Solidity: function totalValidatorStake() view returns(uint256)
func (staking *Staking) UnpackTotalValidatorStake(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("totalValidatorStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalValidatorStakeAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a001d52.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalValidatorStakeAt(uint256 blockNumber) view returns(uint256)
func (staking *Staking) PackTotalValidatorStakeAt(blockNumber *big.Int) []byte {
	enc, err := staking.abi.Pack("totalValidatorStakeAt", blockNumber)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalValidatorStakeAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a001d52.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalValidatorStakeAt(uint256 blockNumber) view returns(uint256)
func (staking *Staking) TryPackTotalValidatorStakeAt(blockNumber *big.Int) ([]byte, error) {
	return staking.abi.Pack("totalValidatorStakeAt", blockNumber)
}

// UnpackTotalValidatorStakeAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4a001d52.
//
// Solidity: function totalValidatorStakeAt(uint256 blockNumber) view returns(uint256)
func (staking *Staking) UnpackTotalValidatorStakeAt(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("totalValidatorStakeAt", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUnbonding is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x44569287.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unbonding(uint256 requestId) view returns((address,address,uint64,uint256))
func (staking *Staking) PackUnbonding(requestId *big.Int) []byte {
	enc, err := staking.abi.Pack("unbonding", requestId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnbonding is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x44569287.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unbonding(uint256 requestId) view returns((address,address,uint64,uint256))
func (staking *Staking) TryPackUnbonding(requestId *big.Int) ([]byte, error) {
	return staking.abi.Pack("unbonding", requestId)
}

// UnpackUnbonding is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x44569287.
//
// Solidity: function unbonding(uint256 requestId) view returns((address,address,uint64,uint256))
func (staking *Staking) UnpackUnbonding(data []byte) (StakingUnbonding, error) {
	out, err := staking.abi.Unpack("unbonding", data)
	if err != nil {
		return *new(StakingUnbonding), err
	}
	out0 := *abi.ConvertType(out[0], new(StakingUnbonding)).(*StakingUnbonding)
	return out0, nil
}

// PackUnbondingCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x93d57489.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unbondingCount() view returns(uint256)
func (staking *Staking) PackUnbondingCount() []byte {
	enc, err := staking.abi.Pack("unbondingCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnbondingCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x93d57489.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unbondingCount() view returns(uint256)
func (staking *Staking) TryPackUnbondingCount() ([]byte, error) {
	return staking.abi.Pack("unbondingCount")
}

// UnpackUnbondingCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x93d57489.
//
// Solidity: function unbondingCount() view returns(uint256)
func (staking *Staking) UnpackUnbondingCount(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("unbondingCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUnbondingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xacf09912.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unbondingOf(address operator) view returns(uint256)
func (staking *Staking) PackUnbondingOf(operator common.Address) []byte {
	enc, err := staking.abi.Pack("unbondingOf", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnbondingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xacf09912.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unbondingOf(address operator) view returns(uint256)
func (staking *Staking) TryPackUnbondingOf(operator common.Address) ([]byte, error) {
	return staking.abi.Pack("unbondingOf", operator)
}

// UnpackUnbondingOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xacf09912.
//
// Solidity: function unbondingOf(address operator) view returns(uint256)
func (staking *Staking) UnpackUnbondingOf(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("unbondingOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUnbondingPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6cf6d675.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unbondingPeriod() view returns(uint64)
func (staking *Staking) PackUnbondingPeriod() []byte {
	enc, err := staking.abi.Pack("unbondingPeriod")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnbondingPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6cf6d675.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unbondingPeriod() view returns(uint64)
func (staking *Staking) TryPackUnbondingPeriod() ([]byte, error) {
	return staking.abi.Pack("unbondingPeriod")
}

// UnpackUnbondingPeriod is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6cf6d675.
//
// Solidity: function unbondingPeriod() view returns(uint64)
func (staking *Staking) UnpackUnbondingPeriod(data []byte) (uint64, error) {
	out, err := staking.abi.Unpack("unbondingPeriod", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackUnbondingSharesOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9a8e97c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unbondingSharesOf(address operator) view returns(uint256)
func (staking *Staking) PackUnbondingSharesOf(operator common.Address) []byte {
	enc, err := staking.abi.Pack("unbondingSharesOf", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnbondingSharesOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9a8e97c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unbondingSharesOf(address operator) view returns(uint256)
func (staking *Staking) TryPackUnbondingSharesOf(operator common.Address) ([]byte, error) {
	return staking.abi.Pack("unbondingSharesOf", operator)
}

// UnpackUnbondingSharesOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb9a8e97c.
//
// Solidity: function unbondingSharesOf(address operator) view returns(uint256)
func (staking *Staking) UnpackUnbondingSharesOf(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("unbondingSharesOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackValidatorCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0f43a677.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validatorCount() view returns(uint256)
func (staking *Staking) PackValidatorCount() []byte {
	enc, err := staking.abi.Pack("validatorCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidatorCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0f43a677.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validatorCount() view returns(uint256)
func (staking *Staking) TryPackValidatorCount() ([]byte, error) {
	return staking.abi.Pack("validatorCount")
}

// UnpackValidatorCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0f43a677.
//
// Solidity: function validatorCount() view returns(uint256)
func (staking *Staking) UnpackValidatorCount(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("validatorCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackValidatorStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39b7fcc6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validatorStake(address validator) view returns(uint256)
func (staking *Staking) PackValidatorStake(validator common.Address) []byte {
	enc, err := staking.abi.Pack("validatorStake", validator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidatorStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39b7fcc6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validatorStake(address validator) view returns(uint256)
func (staking *Staking) TryPackValidatorStake(validator common.Address) ([]byte, error) {
	return staking.abi.Pack("validatorStake", validator)
}

// UnpackValidatorStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39b7fcc6.
//
// Solidity: function validatorStake(address validator) view returns(uint256)
func (staking *Staking) UnpackValidatorStake(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("validatorStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackValidatorStakeAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a71e316.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validatorStakeAt(address validator, uint256 blockNumber) view returns(uint256)
func (staking *Staking) PackValidatorStakeAt(validator common.Address, blockNumber *big.Int) []byte {
	enc, err := staking.abi.Pack("validatorStakeAt", validator, blockNumber)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidatorStakeAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a71e316.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validatorStakeAt(address validator, uint256 blockNumber) view returns(uint256)
func (staking *Staking) TryPackValidatorStakeAt(validator common.Address, blockNumber *big.Int) ([]byte, error) {
	return staking.abi.Pack("validatorStakeAt", validator, blockNumber)
}

// UnpackValidatorStakeAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9a71e316.
//
// Solidity: function validatorStakeAt(address validator, uint256 blockNumber) view returns(uint256)
func (staking *Staking) UnpackValidatorStakeAt(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("validatorStakeAt", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackValidators is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xca1e7819.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validators() view returns(address[])
func (staking *Staking) PackValidators() []byte {
	enc, err := staking.abi.Pack("validators")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidators is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xca1e7819.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validators() view returns(address[])
func (staking *Staking) TryPackValidators() ([]byte, error) {
	return staking.abi.Pack("validators")
}

// UnpackValidators is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xca1e7819.
//
// Solidity: function validators() view returns(address[])
func (staking *Staking) UnpackValidators(data []byte) ([]common.Address, error) {
	out, err := staking.abi.Unpack("validators", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackVaultOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0709df45.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function vaultOf(address operator) view returns(address)
func (staking *Staking) PackVaultOf(operator common.Address) []byte {
	enc, err := staking.abi.Pack("vaultOf", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVaultOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0709df45.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function vaultOf(address operator) view returns(address)
func (staking *Staking) TryPackVaultOf(operator common.Address) ([]byte, error) {
	return staking.abi.Pack("vaultOf", operator)
}

// UnpackVaultOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0709df45.
//
// Solidity: function vaultOf(address operator) view returns(address)
func (staking *Staking) UnpackVaultOf(data []byte) (common.Address, error) {
	out, err := staking.abi.Unpack("vaultOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e1a7d4d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(uint256 requestId) returns(uint256 assets)
func (staking *Staking) PackWithdraw(requestId *big.Int) []byte {
	enc, err := staking.abi.Pack("withdraw", requestId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e1a7d4d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(uint256 requestId) returns(uint256 assets)
func (staking *Staking) TryPackWithdraw(requestId *big.Int) ([]byte, error) {
	return staking.abi.Pack("withdraw", requestId)
}

// UnpackWithdraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2e1a7d4d.
//
// Solidity: function withdraw(uint256 requestId) returns(uint256 assets)
func (staking *Staking) UnpackWithdraw(data []byte) (*big.Int, error) {
	out, err := staking.abi.Unpack("withdraw", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// StakingDelegated represents a Delegated event raised by the Staking contract.
type StakingDelegated struct {
	Delegator common.Address
	Operator  common.Address
	Assets    *big.Int
	Shares    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const StakingDelegatedEventName = "Delegated"

// ContractEventName returns the user-defined event name.
func (StakingDelegated) ContractEventName() string {
	return StakingDelegatedEventName
}

// UnpackDelegatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Delegated(address indexed delegator, address indexed operator, uint256 assets, uint256 shares)
func (staking *Staking) UnpackDelegatedEvent(log *types.Log) (*StakingDelegated, error) {
	event := "Delegated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingDelegated)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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

// StakingMinSelfStakeSet represents a MinSelfStakeSet event raised by the Staking contract.
type StakingMinSelfStakeSet struct {
	Role   uint8
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const StakingMinSelfStakeSetEventName = "MinSelfStakeSet"

// ContractEventName returns the user-defined event name.
func (StakingMinSelfStakeSet) ContractEventName() string {
	return StakingMinSelfStakeSetEventName
}

// UnpackMinSelfStakeSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MinSelfStakeSet(uint8 role, uint256 amount)
func (staking *Staking) UnpackMinSelfStakeSetEvent(log *types.Log) (*StakingMinSelfStakeSet, error) {
	event := "MinSelfStakeSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingMinSelfStakeSet)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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

// StakingOperatorRegistered represents a OperatorRegistered event raised by the Staking contract.
type StakingOperatorRegistered struct {
	Operator  common.Address
	Role      uint8
	Vault     common.Address
	SelfStake *big.Int
	Shares    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const StakingOperatorRegisteredEventName = "OperatorRegistered"

// ContractEventName returns the user-defined event name.
func (StakingOperatorRegistered) ContractEventName() string {
	return StakingOperatorRegisteredEventName
}

// UnpackOperatorRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OperatorRegistered(address indexed operator, uint8 role, address indexed vault, uint256 selfStake, uint256 shares)
func (staking *Staking) UnpackOperatorRegisteredEvent(log *types.Log) (*StakingOperatorRegistered, error) {
	event := "OperatorRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingOperatorRegistered)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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

// StakingRewarded represents a Rewarded event raised by the Staking contract.
type StakingRewarded struct {
	Operator common.Address
	From     common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const StakingRewardedEventName = "Rewarded"

// ContractEventName returns the user-defined event name.
func (StakingRewarded) ContractEventName() string {
	return StakingRewardedEventName
}

// UnpackRewardedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Rewarded(address indexed operator, address indexed from, uint256 amount)
func (staking *Staking) UnpackRewardedEvent(log *types.Log) (*StakingRewarded, error) {
	event := "Rewarded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingRewarded)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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

// StakingRoleAdminChanged represents a RoleAdminChanged event raised by the Staking contract.
type StakingRoleAdminChanged struct {
	Role              [32]byte
	PreviousAdminRole [32]byte
	NewAdminRole      [32]byte
	Raw               *types.Log // Blockchain specific contextual infos
}

const StakingRoleAdminChangedEventName = "RoleAdminChanged"

// ContractEventName returns the user-defined event name.
func (StakingRoleAdminChanged) ContractEventName() string {
	return StakingRoleAdminChangedEventName
}

// UnpackRoleAdminChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole)
func (staking *Staking) UnpackRoleAdminChangedEvent(log *types.Log) (*StakingRoleAdminChanged, error) {
	event := "RoleAdminChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingRoleAdminChanged)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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

// StakingRoleGranted represents a RoleGranted event raised by the Staking contract.
type StakingRoleGranted struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const StakingRoleGrantedEventName = "RoleGranted"

// ContractEventName returns the user-defined event name.
func (StakingRoleGranted) ContractEventName() string {
	return StakingRoleGrantedEventName
}

// UnpackRoleGrantedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)
func (staking *Staking) UnpackRoleGrantedEvent(log *types.Log) (*StakingRoleGranted, error) {
	event := "RoleGranted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingRoleGranted)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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

// StakingRoleRevoked represents a RoleRevoked event raised by the Staking contract.
type StakingRoleRevoked struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const StakingRoleRevokedEventName = "RoleRevoked"

// ContractEventName returns the user-defined event name.
func (StakingRoleRevoked) ContractEventName() string {
	return StakingRoleRevokedEventName
}

// UnpackRoleRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)
func (staking *Staking) UnpackRoleRevokedEvent(log *types.Log) (*StakingRoleRevoked, error) {
	event := "RoleRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingRoleRevoked)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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

// StakingSlashed represents a Slashed event raised by the Staking contract.
type StakingSlashed struct {
	Operator  common.Address
	Slasher   common.Address
	To        common.Address
	Requested *big.Int
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const StakingSlashedEventName = "Slashed"

// ContractEventName returns the user-defined event name.
func (StakingSlashed) ContractEventName() string {
	return StakingSlashedEventName
}

// UnpackSlashedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Slashed(address indexed operator, address indexed slasher, address to, uint256 requested, uint256 amount)
func (staking *Staking) UnpackSlashedEvent(log *types.Log) (*StakingSlashed, error) {
	event := "Slashed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingSlashed)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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

// StakingUnbondRequested represents a UnbondRequested event raised by the Staking contract.
type StakingUnbondRequested struct {
	RequestId *big.Int
	Owner     common.Address
	Operator  common.Address
	Shares    *big.Int
	Assets    *big.Int
	MaturesAt uint64
	Raw       *types.Log // Blockchain specific contextual infos
}

const StakingUnbondRequestedEventName = "UnbondRequested"

// ContractEventName returns the user-defined event name.
func (StakingUnbondRequested) ContractEventName() string {
	return StakingUnbondRequestedEventName
}

// UnpackUnbondRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UnbondRequested(uint256 indexed requestId, address indexed owner, address indexed operator, uint256 shares, uint256 assets, uint64 maturesAt)
func (staking *Staking) UnpackUnbondRequestedEvent(log *types.Log) (*StakingUnbondRequested, error) {
	event := "UnbondRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingUnbondRequested)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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

// StakingUnbondingPeriodSet represents a UnbondingPeriodSet event raised by the Staking contract.
type StakingUnbondingPeriodSet struct {
	Period uint64
	Raw    *types.Log // Blockchain specific contextual infos
}

const StakingUnbondingPeriodSetEventName = "UnbondingPeriodSet"

// ContractEventName returns the user-defined event name.
func (StakingUnbondingPeriodSet) ContractEventName() string {
	return StakingUnbondingPeriodSetEventName
}

// UnpackUnbondingPeriodSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UnbondingPeriodSet(uint64 period)
func (staking *Staking) UnpackUnbondingPeriodSetEvent(log *types.Log) (*StakingUnbondingPeriodSet, error) {
	event := "UnbondingPeriodSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingUnbondingPeriodSet)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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

// StakingValidatorActivated represents a ValidatorActivated event raised by the Staking contract.
type StakingValidatorActivated struct {
	Validator common.Address
	Stake     *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const StakingValidatorActivatedEventName = "ValidatorActivated"

// ContractEventName returns the user-defined event name.
func (StakingValidatorActivated) ContractEventName() string {
	return StakingValidatorActivatedEventName
}

// UnpackValidatorActivatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ValidatorActivated(address indexed validator, uint256 stake)
func (staking *Staking) UnpackValidatorActivatedEvent(log *types.Log) (*StakingValidatorActivated, error) {
	event := "ValidatorActivated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingValidatorActivated)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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

// StakingValidatorDeactivated represents a ValidatorDeactivated event raised by the Staking contract.
type StakingValidatorDeactivated struct {
	Validator  common.Address
	Stake      *big.Int
	ReplacedBy common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const StakingValidatorDeactivatedEventName = "ValidatorDeactivated"

// ContractEventName returns the user-defined event name.
func (StakingValidatorDeactivated) ContractEventName() string {
	return StakingValidatorDeactivatedEventName
}

// UnpackValidatorDeactivatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ValidatorDeactivated(address indexed validator, uint256 stake, address indexed replacedBy)
func (staking *Staking) UnpackValidatorDeactivatedEvent(log *types.Log) (*StakingValidatorDeactivated, error) {
	event := "ValidatorDeactivated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingValidatorDeactivated)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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

// StakingValidatorStakeCheckpointed represents a ValidatorStakeCheckpointed event raised by the Staking contract.
type StakingValidatorStakeCheckpointed struct {
	Validator common.Address
	Stake     *big.Int
	Total     *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const StakingValidatorStakeCheckpointedEventName = "ValidatorStakeCheckpointed"

// ContractEventName returns the user-defined event name.
func (StakingValidatorStakeCheckpointed) ContractEventName() string {
	return StakingValidatorStakeCheckpointedEventName
}

// UnpackValidatorStakeCheckpointedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ValidatorStakeCheckpointed(address indexed validator, uint256 stake, uint256 total)
func (staking *Staking) UnpackValidatorStakeCheckpointedEvent(log *types.Log) (*StakingValidatorStakeCheckpointed, error) {
	event := "ValidatorStakeCheckpointed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingValidatorStakeCheckpointed)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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

// StakingWithdrawn represents a Withdrawn event raised by the Staking contract.
type StakingWithdrawn struct {
	RequestId *big.Int
	Owner     common.Address
	Operator  common.Address
	Shares    *big.Int
	Assets    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const StakingWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (StakingWithdrawn) ContractEventName() string {
	return StakingWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(uint256 indexed requestId, address indexed owner, address indexed operator, uint256 shares, uint256 assets)
func (staking *Staking) UnpackWithdrawnEvent(log *types.Log) (*StakingWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != staking.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakingWithdrawn)
	if len(log.Data) > 0 {
		if err := staking.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range staking.abi.Events[event].Inputs {
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
func (staking *Staking) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], staking.abi.Errors["AccessControlBadConfirmation"].ID.Bytes()[:4]) {
		return staking.UnpackAccessControlBadConfirmationError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["AccessControlUnauthorizedAccount"].ID.Bytes()[:4]) {
		return staking.UnpackAccessControlUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["AlreadyActive"].ID.Bytes()[:4]) {
		return staking.UnpackAlreadyActiveError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["AlreadyRegistered"].ID.Bytes()[:4]) {
		return staking.UnpackAlreadyRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["CheckpointUnorderedInsertion"].ID.Bytes()[:4]) {
		return staking.UnpackCheckpointUnorderedInsertionError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["FutureLookup"].ID.Bytes()[:4]) {
		return staking.UnpackFutureLookupError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["InsufficientShares"].ID.Bytes()[:4]) {
		return staking.UnpackInsufficientSharesError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["InvalidRole"].ID.Bytes()[:4]) {
		return staking.UnpackInvalidRoleError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["NotMatured"].ID.Bytes()[:4]) {
		return staking.UnpackNotMaturedError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["NotOperator"].ID.Bytes()[:4]) {
		return staking.UnpackNotOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["NotRequestOwner"].ID.Bytes()[:4]) {
		return staking.UnpackNotRequestOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["NotValidatorOperator"].ID.Bytes()[:4]) {
		return staking.UnpackNotValidatorOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return staking.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return staking.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return staking.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["SelfStakeTooLow"].ID.Bytes()[:4]) {
		return staking.UnpackSelfStakeTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["SharesBelowMinimum"].ID.Bytes()[:4]) {
		return staking.UnpackSharesBelowMinimumError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["UnbondingPeriodTooLong"].ID.Bytes()[:4]) {
		return staking.UnpackUnbondingPeriodTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["UnbondingPeriodTooShort"].ID.Bytes()[:4]) {
		return staking.UnpackUnbondingPeriodTooShortError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["UnknownRequest"].ID.Bytes()[:4]) {
		return staking.UnpackUnknownRequestError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["ValidatorSetFull"].ID.Bytes()[:4]) {
		return staking.UnpackValidatorSetFullError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return staking.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], staking.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return staking.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// StakingAccessControlBadConfirmation represents a AccessControlBadConfirmation error raised by the Staking contract.
type StakingAccessControlBadConfirmation struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlBadConfirmation()
func StakingAccessControlBadConfirmationErrorID() common.Hash {
	return common.HexToHash("0x6697b23232a647058342c0724fe7c415cab25915b54e5dbc03f233173d37b41c")
}

// UnpackAccessControlBadConfirmationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlBadConfirmation()
func (staking *Staking) UnpackAccessControlBadConfirmationError(raw []byte) (*StakingAccessControlBadConfirmation, error) {
	out := new(StakingAccessControlBadConfirmation)
	if err := staking.abi.UnpackIntoInterface(out, "AccessControlBadConfirmation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingAccessControlUnauthorizedAccount represents a AccessControlUnauthorizedAccount error raised by the Staking contract.
type StakingAccessControlUnauthorizedAccount struct {
	Account    common.Address
	NeededRole [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func StakingAccessControlUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0xe2517d3fbfae6f8515ef5ff1ccedc3933ab0cbbda0b492c06eb54ad10ef03b3e")
}

// UnpackAccessControlUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func (staking *Staking) UnpackAccessControlUnauthorizedAccountError(raw []byte) (*StakingAccessControlUnauthorizedAccount, error) {
	out := new(StakingAccessControlUnauthorizedAccount)
	if err := staking.abi.UnpackIntoInterface(out, "AccessControlUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingAlreadyActive represents a AlreadyActive error raised by the Staking contract.
type StakingAlreadyActive struct {
	Validator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyActive(address validator)
func StakingAlreadyActiveErrorID() common.Hash {
	return common.HexToHash("0x0e1f74ff7d628eb393c3a3e64ed3dc760b4cd4c864502b7967d19eed9c5d0c1d")
}

// UnpackAlreadyActiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyActive(address validator)
func (staking *Staking) UnpackAlreadyActiveError(raw []byte) (*StakingAlreadyActive, error) {
	out := new(StakingAlreadyActive)
	if err := staking.abi.UnpackIntoInterface(out, "AlreadyActive", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingAlreadyRegistered represents a AlreadyRegistered error raised by the Staking contract.
type StakingAlreadyRegistered struct {
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRegistered(address operator)
func StakingAlreadyRegisteredErrorID() common.Hash {
	return common.HexToHash("0x45ed80e9399c87887ea54f615514a1e3dde31e9b6c027ddceb4ffd503b70e428")
}

// UnpackAlreadyRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRegistered(address operator)
func (staking *Staking) UnpackAlreadyRegisteredError(raw []byte) (*StakingAlreadyRegistered, error) {
	out := new(StakingAlreadyRegistered)
	if err := staking.abi.UnpackIntoInterface(out, "AlreadyRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingCheckpointUnorderedInsertion represents a CheckpointUnorderedInsertion error raised by the Staking contract.
type StakingCheckpointUnorderedInsertion struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CheckpointUnorderedInsertion()
func StakingCheckpointUnorderedInsertionErrorID() common.Hash {
	return common.HexToHash("0x2520601d9d60b717c34a36ad270857824c5a1ebbfd08ff39aba6930089495cfa")
}

// UnpackCheckpointUnorderedInsertionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CheckpointUnorderedInsertion()
func (staking *Staking) UnpackCheckpointUnorderedInsertionError(raw []byte) (*StakingCheckpointUnorderedInsertion, error) {
	out := new(StakingCheckpointUnorderedInsertion)
	if err := staking.abi.UnpackIntoInterface(out, "CheckpointUnorderedInsertion", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingFutureLookup represents a FutureLookup error raised by the Staking contract.
type StakingFutureLookup struct {
	BlockNumber *big.Int
	Current     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FutureLookup(uint256 blockNumber, uint256 current)
func StakingFutureLookupErrorID() common.Hash {
	return common.HexToHash("0x7f07449b3b3a44142945a73fcdeff3a3bb02d9688659424b3db7f27f9003814b")
}

// UnpackFutureLookupError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FutureLookup(uint256 blockNumber, uint256 current)
func (staking *Staking) UnpackFutureLookupError(raw []byte) (*StakingFutureLookup, error) {
	out := new(StakingFutureLookup)
	if err := staking.abi.UnpackIntoInterface(out, "FutureLookup", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingInsufficientShares represents a InsufficientShares error raised by the Staking contract.
type StakingInsufficientShares struct {
	Account   common.Address
	Balance   *big.Int
	Requested *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientShares(address account, uint256 balance, uint256 requested)
func StakingInsufficientSharesErrorID() common.Hash {
	return common.HexToHash("0x68b65f11f56b06d96a7c1f89efd7d4c0d3665e9ef67badadb74773815cd4fbeb")
}

// UnpackInsufficientSharesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientShares(address account, uint256 balance, uint256 requested)
func (staking *Staking) UnpackInsufficientSharesError(raw []byte) (*StakingInsufficientShares, error) {
	out := new(StakingInsufficientShares)
	if err := staking.abi.UnpackIntoInterface(out, "InsufficientShares", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingInvalidRole represents a InvalidRole error raised by the Staking contract.
type StakingInvalidRole struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidRole()
func StakingInvalidRoleErrorID() common.Hash {
	return common.HexToHash("0xd954416aa116d7fb9b08b6ec00ba47bcc835381394a374857b2cac44c08caf5a")
}

// UnpackInvalidRoleError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidRole()
func (staking *Staking) UnpackInvalidRoleError(raw []byte) (*StakingInvalidRole, error) {
	out := new(StakingInvalidRole)
	if err := staking.abi.UnpackIntoInterface(out, "InvalidRole", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingNotMatured represents a NotMatured error raised by the Staking contract.
type StakingNotMatured struct {
	RequestId *big.Int
	MaturesAt uint64
	Now       *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotMatured(uint256 requestId, uint64 maturesAt, uint256 now_)
func StakingNotMaturedErrorID() common.Hash {
	return common.HexToHash("0x197f45e19fe7d48d0220a322811617f26c66bbe4239e14e05ba98c5cabc9f0bc")
}

// UnpackNotMaturedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotMatured(uint256 requestId, uint64 maturesAt, uint256 now_)
func (staking *Staking) UnpackNotMaturedError(raw []byte) (*StakingNotMatured, error) {
	out := new(StakingNotMatured)
	if err := staking.abi.UnpackIntoInterface(out, "NotMatured", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingNotOperator represents a NotOperator error raised by the Staking contract.
type StakingNotOperator struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOperator(address account)
func StakingNotOperatorErrorID() common.Hash {
	return common.HexToHash("0x76c6c93a6423c7e2cef5f93921b1d4d1a5ffb795cd7cfed2df95566b7c7f7c40")
}

// UnpackNotOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOperator(address account)
func (staking *Staking) UnpackNotOperatorError(raw []byte) (*StakingNotOperator, error) {
	out := new(StakingNotOperator)
	if err := staking.abi.UnpackIntoInterface(out, "NotOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingNotRequestOwner represents a NotRequestOwner error raised by the Staking contract.
type StakingNotRequestOwner struct {
	RequestId *big.Int
	Caller    common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRequestOwner(uint256 requestId, address caller)
func StakingNotRequestOwnerErrorID() common.Hash {
	return common.HexToHash("0xe4bb58b8f2defefccf3129e2e57d1c39ccf603be4b38ff3bf4d0e85b55d7de84")
}

// UnpackNotRequestOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRequestOwner(uint256 requestId, address caller)
func (staking *Staking) UnpackNotRequestOwnerError(raw []byte) (*StakingNotRequestOwner, error) {
	out := new(StakingNotRequestOwner)
	if err := staking.abi.UnpackIntoInterface(out, "NotRequestOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingNotValidatorOperator represents a NotValidatorOperator error raised by the Staking contract.
type StakingNotValidatorOperator struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotValidatorOperator(address account)
func StakingNotValidatorOperatorErrorID() common.Hash {
	return common.HexToHash("0xc377aa592fd42a11a17a038af51a967c2090e63f292502902872d634c8204cc1")
}

// UnpackNotValidatorOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotValidatorOperator(address account)
func (staking *Staking) UnpackNotValidatorOperatorError(raw []byte) (*StakingNotValidatorOperator, error) {
	out := new(StakingNotValidatorOperator)
	if err := staking.abi.UnpackIntoInterface(out, "NotValidatorOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the Staking contract.
type StakingReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func StakingReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (staking *Staking) UnpackReentrancyGuardReentrantCallError(raw []byte) (*StakingReentrancyGuardReentrantCall, error) {
	out := new(StakingReentrancyGuardReentrantCall)
	if err := staking.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingSafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the Staking contract.
type StakingSafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func StakingSafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (staking *Staking) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*StakingSafeCastOverflowedUintDowncast, error) {
	out := new(StakingSafeCastOverflowedUintDowncast)
	if err := staking.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the Staking contract.
type StakingSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func StakingSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (staking *Staking) UnpackSafeERC20FailedOperationError(raw []byte) (*StakingSafeERC20FailedOperation, error) {
	out := new(StakingSafeERC20FailedOperation)
	if err := staking.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingSelfStakeTooLow represents a SelfStakeTooLow error raised by the Staking contract.
type StakingSelfStakeTooLow struct {
	Role    uint8
	Amount  *big.Int
	Minimum *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SelfStakeTooLow(uint8 role, uint256 amount, uint256 minimum)
func StakingSelfStakeTooLowErrorID() common.Hash {
	return common.HexToHash("0xc9766a52dafe5c4c5ae369c7f11671572df3243294c877c994297edcc8d641d2")
}

// UnpackSelfStakeTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SelfStakeTooLow(uint8 role, uint256 amount, uint256 minimum)
func (staking *Staking) UnpackSelfStakeTooLowError(raw []byte) (*StakingSelfStakeTooLow, error) {
	out := new(StakingSelfStakeTooLow)
	if err := staking.abi.UnpackIntoInterface(out, "SelfStakeTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingSharesBelowMinimum represents a SharesBelowMinimum error raised by the Staking contract.
type StakingSharesBelowMinimum struct {
	Shares    *big.Int
	MinShares *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SharesBelowMinimum(uint256 shares, uint256 minShares)
func StakingSharesBelowMinimumErrorID() common.Hash {
	return common.HexToHash("0xd6781d579e1578ddfdec7a10d6f4c75566bf04198ce838ad8dc570a57277d96d")
}

// UnpackSharesBelowMinimumError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SharesBelowMinimum(uint256 shares, uint256 minShares)
func (staking *Staking) UnpackSharesBelowMinimumError(raw []byte) (*StakingSharesBelowMinimum, error) {
	out := new(StakingSharesBelowMinimum)
	if err := staking.abi.UnpackIntoInterface(out, "SharesBelowMinimum", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingUnbondingPeriodTooLong represents a UnbondingPeriodTooLong error raised by the Staking contract.
type StakingUnbondingPeriodTooLong struct {
	Period uint64
	Max    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnbondingPeriodTooLong(uint64 period, uint64 max)
func StakingUnbondingPeriodTooLongErrorID() common.Hash {
	return common.HexToHash("0x6a919742e01cf5be597e09d0c772a534de14d7a7005f401acb9b26caaeadcc1c")
}

// UnpackUnbondingPeriodTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnbondingPeriodTooLong(uint64 period, uint64 max)
func (staking *Staking) UnpackUnbondingPeriodTooLongError(raw []byte) (*StakingUnbondingPeriodTooLong, error) {
	out := new(StakingUnbondingPeriodTooLong)
	if err := staking.abi.UnpackIntoInterface(out, "UnbondingPeriodTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingUnbondingPeriodTooShort represents a UnbondingPeriodTooShort error raised by the Staking contract.
type StakingUnbondingPeriodTooShort struct {
	Period uint64
	Min    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnbondingPeriodTooShort(uint64 period, uint64 min)
func StakingUnbondingPeriodTooShortErrorID() common.Hash {
	return common.HexToHash("0xf0e006357368e662c99c5070027378ce510833c4de5d6af56e7c36e51b8b7b74")
}

// UnpackUnbondingPeriodTooShortError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnbondingPeriodTooShort(uint64 period, uint64 min)
func (staking *Staking) UnpackUnbondingPeriodTooShortError(raw []byte) (*StakingUnbondingPeriodTooShort, error) {
	out := new(StakingUnbondingPeriodTooShort)
	if err := staking.abi.UnpackIntoInterface(out, "UnbondingPeriodTooShort", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingUnknownRequest represents a UnknownRequest error raised by the Staking contract.
type StakingUnknownRequest struct {
	RequestId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownRequest(uint256 requestId)
func StakingUnknownRequestErrorID() common.Hash {
	return common.HexToHash("0x1f79bbe7615659139997ff125b66c4ba38cac7dfa6b433c10ed50c7d053634ff")
}

// UnpackUnknownRequestError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownRequest(uint256 requestId)
func (staking *Staking) UnpackUnknownRequestError(raw []byte) (*StakingUnknownRequest, error) {
	out := new(StakingUnknownRequest)
	if err := staking.abi.UnpackIntoInterface(out, "UnknownRequest", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingValidatorSetFull represents a ValidatorSetFull error raised by the Staking contract.
type StakingValidatorSetFull struct {
	Validator common.Address
	Stake     *big.Int
	Holder    common.Address
	Smallest  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ValidatorSetFull(address validator, uint256 stake, address holder, uint256 smallest)
func StakingValidatorSetFullErrorID() common.Hash {
	return common.HexToHash("0xdcac7f79e6bd34f794d1e28a0f59946ee883db45cf6d6f1a5c151bf912ba998a")
}

// UnpackValidatorSetFullError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ValidatorSetFull(address validator, uint256 stake, address holder, uint256 smallest)
func (staking *Staking) UnpackValidatorSetFullError(raw []byte) (*StakingValidatorSetFull, error) {
	out := new(StakingValidatorSetFull)
	if err := staking.abi.UnpackIntoInterface(out, "ValidatorSetFull", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingZeroAddress represents a ZeroAddress error raised by the Staking contract.
type StakingZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func StakingZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (staking *Staking) UnpackZeroAddressError(raw []byte) (*StakingZeroAddress, error) {
	out := new(StakingZeroAddress)
	if err := staking.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakingZeroAmount represents a ZeroAmount error raised by the Staking contract.
type StakingZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func StakingZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (staking *Staking) UnpackZeroAmountError(raw []byte) (*StakingZeroAmount, error) {
	out := new(StakingZeroAmount)
	if err := staking.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
