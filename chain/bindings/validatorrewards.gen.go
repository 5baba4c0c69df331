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

// ValidatorRewardsMetaData contains all meta data concerning the ValidatorRewards contract.
var ValidatorRewardsMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"admin\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AccessControlBadConfirmation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"neededRole\",\"type\":\"bytes32\"}],\"name\":\"AccessControlUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"available\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"InsufficientPool\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NothingToClaim\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"accounted\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"UnbackedReward\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RewardAllocated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RewardClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RewardDeposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"previousAdminRole\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"newAdminRole\",\"type\":\"bytes32\"}],\"name\":\"RoleAdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleGranted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleRevoked\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ALLOCATOR_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_ADMIN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"accounted\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"validator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"allocate\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"claim\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"claimable\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"getRoleAdmin\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"grantRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasRole\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"notifyReward\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"}],\"name\":\"pool\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"callerConfirmation\",\"type\":\"address\"}],\"name\":\"renounceRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revokeRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "ValidatorRewards",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051610f2d380380610f2d83398101604081905261002e91610138565b6001600160a01b0382166080526100455f82610078565b506100707f68bf109b95a5c15fb2bb99041323c27d15f8675e11bf7420a1cd6ad64c394f4682610078565b505050610170565b5f828152602081815260408083206001600160a01b038516845290915281205460ff16610118575f838152602081815260408083206001600160a01b03861684529091529020805460ff191660011790556100d03390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a450600161011b565b505f5b92915050565b6001600160a01b0381168114610135575f5ffd5b50565b5f5f60408385031215610149575f5ffd5b825161015481610121565b602084015190925061016581610121565b809150509250929050565b608051610d9061019d5f395f818161029401528181610411015281816105ee015261069f0152610d905ff3fe608060405234801561000f575f5ffd5b50600436106100fb575f3560e01c80636170c4b111610093578063d547741f11610063578063d547741f14610216578063da17f41714610229578063da5c3a1f1461027c578063fc0c546a1461028f575f5ffd5b80636170c4b1146101c257806391d14854146101d5578063a217fddf146101e8578063c81cbaa1146101ef575f5ffd5b806336568abe116100ce57806336568abe14610175578063402914f5146101885780634e71d92d146101a75780635a0112e7146101af575f5ffd5b806301ffc9a7146100ff57806319f8dcf114610127578063248a9ca31461013e5780632f2ff15d14610160575b5f5ffd5b61011261010d366004610bab565b6102ce565b60405190151581526020015b60405180910390f35b61013060035481565b60405190815260200161011e565b61013061014c366004610bd9565b5f9081526020819052604090206001015490565b61017361016e366004610c0b565b610304565b005b610173610183366004610c0b565b61032e565b610130610196366004610c35565b60026020525f908152604090205481565b610130610366565b6101736101bd366004610c65565b610455565b6101736101d0366004610c9f565b6105cf565b6101126101e3366004610c0b565b610634565b6101305f81565b6101307f68bf109b95a5c15fb2bb99041323c27d15f8675e11bf7420a1cd6ad64c394f4681565b610173610224366004610c0b565b61065c565b610267610237366004610cc7565b67ffffffffffffffff165f908152600160205260409020546001600160801b0380821692600160801b9092041690565b6040805192835260208301919091520161011e565b61017361028a366004610c9f565b610680565b6102b67f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161011e565b5f6001600160e01b03198216637965db0b60e01b14806102fe57506301ffc9a760e01b6001600160e01b03198316145b92915050565b5f8281526020819052604090206001015461031e8161077a565b6103288383610787565b50505050565b6001600160a01b03811633146103575760405163334bd91960e11b815260040160405180910390fd5b6103618282610816565b505050565b5f61036f61087f565b50335f90815260026020526040812054908190036103a7576040516332559a3360e11b81523360048201526024015b60405180910390fd5b335f908152600260205260408120819055600380548392906103ca908490610cf4565b909155505060405181815233907f106f923f993c2149d49b4255ff723acafa1f2d94393f561d3eda32ae348f72419060200160405180910390a26104386001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633836108b2565b6104526108b05f5f516020610d705f395f51905f526108aa565b90565b7f68bf109b95a5c15fb2bb99041323c27d15f8675e11bf7420a1cd6ad64c394f4661047f8161077a565b815f0361049f57604051631f2a200560e01b815260040160405180910390fd5b67ffffffffffffffff84165f90815260016020526040902080546001600160801b0316831115610507578054604051630ca4ec7d60e31b815267ffffffffffffffff871660048201526001600160801b0390911660248201526044810184905260640161039e565b8054839082905f906105239084906001600160801b0316610d07565b92506101000a8154816001600160801b0302191690836001600160801b031602179055508260025f866001600160a01b03166001600160a01b031681526020019081526020015f205f8282546105799190610d26565b90915550506040518381526001600160a01b0385169067ffffffffffffffff8716907fdca6c24a8a2e3d4733dce500b1ff466602af7cf33488b33d20ef0262452bc2f19060200160405180910390a35050505050565b6105d761087f565b6105e182826108e7565b6106166001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016333084610a11565b6106306108b05f5f516020610d705f395f51905f526108aa565b5050565b5f918252602082815260408084206001600160a01b0393909316845291905290205460ff1690565b5f828152602081905260409020600101546106768161077a565b6103288383610816565b61068861087f565b6040516370a0823160e01b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa1580156106ec573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107109190610d39565b9050816003546107209190610d26565b811015610755576003546040516315c05d6560e31b81526004810183905260248101919091526044810183905260640161039e565b61075f83836108e7565b506106306108b05f5f516020610d705f395f51905f526108aa565b6107848133610a47565b50565b5f6107928383610634565b61080f575f838152602081815260408083206001600160a01b03861684529091529020805460ff191660011790556107c73390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a45060016102fe565b505f6102fe565b5f6108218383610634565b1561080f575f838152602081815260408083206001600160a01b0386168085529252808320805460ff1916905551339286917ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b9190a45060016102fe565b6108965f516020610d705f395f51905f525c610a80565b6108b060015f516020610d705f395f51905f525b90610a9e565b565b6108bf8383836001610aa5565b61036157604051635274afe760e01b81526001600160a01b038416600482015260240161039e565b805f0361090757604051631f2a200560e01b815260040160405180910390fd5b5f61091182610b07565b67ffffffffffffffff84165f908152600160205260408120805492935091839183916109479084906001600160801b0316610d50565b92506101000a8154816001600160801b0302191690836001600160801b0316021790555081815f0160108282829054906101000a90046001600160801b03166109909190610d50565b92506101000a8154816001600160801b0302191690836001600160801b031602179055508260035f8282546109c59190610d26565b9091555050604051838152339067ffffffffffffffff8616907f4095ee0dfc8cee339663a36bca6a99e2424d9f6958b92dbff9dd8a3aff020bbf9060200160405180910390a350505050565b610a1f848484846001610b3e565b61032857604051635274afe760e01b81526001600160a01b038516600482015260240161039e565b610a518282610634565b6106305760405163e2517d3f60e01b81526001600160a01b03821660048201526024810183905260440161039e565b156108b057604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610afb578383151615610aef573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f6001600160801b03821115610b3a576040516306dfcc6560e41b8152608060048201526024810183905260440161039e565b5090565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316610b9a578383151615610b8e573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f60208284031215610bbb575f5ffd5b81356001600160e01b031981168114610bd2575f5ffd5b9392505050565b5f60208284031215610be9575f5ffd5b5035919050565b80356001600160a01b0381168114610c06575f5ffd5b919050565b5f5f60408385031215610c1c575f5ffd5b82359150610c2c60208401610bf0565b90509250929050565b5f60208284031215610c45575f5ffd5b610bd282610bf0565b803567ffffffffffffffff81168114610c06575f5ffd5b5f5f5f60608486031215610c77575f5ffd5b610c8084610c4e565b9250610c8e60208501610bf0565b929592945050506040919091013590565b5f5f60408385031215610cb0575f5ffd5b610cb983610c4e565b946020939093013593505050565b5f60208284031215610cd7575f5ffd5b610bd282610c4e565b634e487b7160e01b5f52601160045260245ffd5b818103818111156102fe576102fe610ce0565b6001600160801b0382811682821603908111156102fe576102fe610ce0565b808201808211156102fe576102fe610ce0565b5f60208284031215610d49575f5ffd5b5051919050565b6001600160801b0381811683821601908111156102fe576102fe610ce056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00",
}

// ValidatorRewards is an auto generated Go binding around an Ethereum contract.
type ValidatorRewards struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ValidatorRewards) GetABI() abi.ABI {
	return c.abi
}

// NewValidatorRewards creates a new instance of ValidatorRewards.
func NewValidatorRewards() *ValidatorRewards {
	parsed, err := ValidatorRewardsMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ValidatorRewards{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ValidatorRewards) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token_, address admin) returns()
func (validatorRewards *ValidatorRewards) PackConstructor(token_ common.Address, admin common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("", token_, admin)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackALLOCATORROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc81cbaa1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ALLOCATOR_ROLE() view returns(bytes32)
func (validatorRewards *ValidatorRewards) PackALLOCATORROLE() []byte {
	enc, err := validatorRewards.abi.Pack("ALLOCATOR_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackALLOCATORROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc81cbaa1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ALLOCATOR_ROLE() view returns(bytes32)
func (validatorRewards *ValidatorRewards) TryPackALLOCATORROLE() ([]byte, error) {
	return validatorRewards.abi.Pack("ALLOCATOR_ROLE")
}

// UnpackALLOCATORROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc81cbaa1.
//
// Solidity: function ALLOCATOR_ROLE() view returns(bytes32)
func (validatorRewards *ValidatorRewards) UnpackALLOCATORROLE(data []byte) ([32]byte, error) {
	out, err := validatorRewards.abi.Unpack("ALLOCATOR_ROLE", data)
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
func (validatorRewards *ValidatorRewards) PackDEFAULTADMINROLE() []byte {
	enc, err := validatorRewards.abi.Pack("DEFAULT_ADMIN_ROLE")
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
func (validatorRewards *ValidatorRewards) TryPackDEFAULTADMINROLE() ([]byte, error) {
	return validatorRewards.abi.Pack("DEFAULT_ADMIN_ROLE")
}

// UnpackDEFAULTADMINROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa217fddf.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (validatorRewards *ValidatorRewards) UnpackDEFAULTADMINROLE(data []byte) ([32]byte, error) {
	out, err := validatorRewards.abi.Unpack("DEFAULT_ADMIN_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAccounted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19f8dcf1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accounted() view returns(uint256)
func (validatorRewards *ValidatorRewards) PackAccounted() []byte {
	enc, err := validatorRewards.abi.Pack("accounted")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccounted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19f8dcf1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accounted() view returns(uint256)
func (validatorRewards *ValidatorRewards) TryPackAccounted() ([]byte, error) {
	return validatorRewards.abi.Pack("accounted")
}

// UnpackAccounted is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x19f8dcf1.
//
// Solidity: function accounted() view returns(uint256)
func (validatorRewards *ValidatorRewards) UnpackAccounted(data []byte) (*big.Int, error) {
	out, err := validatorRewards.abi.Unpack("accounted", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAllocate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a0112e7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allocate(uint64 subnet, address validator, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) PackAllocate(subnet uint64, validator common.Address, amount *big.Int) []byte {
	enc, err := validatorRewards.abi.Pack("allocate", subnet, validator, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllocate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a0112e7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allocate(uint64 subnet, address validator, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) TryPackAllocate(subnet uint64, validator common.Address, amount *big.Int) ([]byte, error) {
	return validatorRewards.abi.Pack("allocate", subnet, validator, amount)
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e71d92d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim() returns(uint256 amount)
func (validatorRewards *ValidatorRewards) PackClaim() []byte {
	enc, err := validatorRewards.abi.Pack("claim")
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
func (validatorRewards *ValidatorRewards) TryPackClaim() ([]byte, error) {
	return validatorRewards.abi.Pack("claim")
}

// UnpackClaim is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4e71d92d.
//
// Solidity: function claim() returns(uint256 amount)
func (validatorRewards *ValidatorRewards) UnpackClaim(data []byte) (*big.Int, error) {
	out, err := validatorRewards.abi.Unpack("claim", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaimable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x402914f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimable(address ) view returns(uint256)
func (validatorRewards *ValidatorRewards) PackClaimable(arg0 common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("claimable", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x402914f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimable(address ) view returns(uint256)
func (validatorRewards *ValidatorRewards) TryPackClaimable(arg0 common.Address) ([]byte, error) {
	return validatorRewards.abi.Pack("claimable", arg0)
}

// UnpackClaimable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x402914f5.
//
// Solidity: function claimable(address ) view returns(uint256)
func (validatorRewards *ValidatorRewards) UnpackClaimable(data []byte) (*big.Int, error) {
	out, err := validatorRewards.abi.Unpack("claimable", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6170c4b1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit(uint64 subnet, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) PackDeposit(subnet uint64, amount *big.Int) []byte {
	enc, err := validatorRewards.abi.Pack("deposit", subnet, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6170c4b1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit(uint64 subnet, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) TryPackDeposit(subnet uint64, amount *big.Int) ([]byte, error) {
	return validatorRewards.abi.Pack("deposit", subnet, amount)
}

// PackGetRoleAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248a9ca3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (validatorRewards *ValidatorRewards) PackGetRoleAdmin(role [32]byte) []byte {
	enc, err := validatorRewards.abi.Pack("getRoleAdmin", role)
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
func (validatorRewards *ValidatorRewards) TryPackGetRoleAdmin(role [32]byte) ([]byte, error) {
	return validatorRewards.abi.Pack("getRoleAdmin", role)
}

// UnpackGetRoleAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x248a9ca3.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (validatorRewards *ValidatorRewards) UnpackGetRoleAdmin(data []byte) ([32]byte, error) {
	out, err := validatorRewards.abi.Unpack("getRoleAdmin", data)
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
func (validatorRewards *ValidatorRewards) PackGrantRole(role [32]byte, account common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("grantRole", role, account)
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
func (validatorRewards *ValidatorRewards) TryPackGrantRole(role [32]byte, account common.Address) ([]byte, error) {
	return validatorRewards.abi.Pack("grantRole", role, account)
}

// PackHasRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d14854.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (validatorRewards *ValidatorRewards) PackHasRole(role [32]byte, account common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("hasRole", role, account)
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
func (validatorRewards *ValidatorRewards) TryPackHasRole(role [32]byte, account common.Address) ([]byte, error) {
	return validatorRewards.abi.Pack("hasRole", role, account)
}

// UnpackHasRole is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91d14854.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (validatorRewards *ValidatorRewards) UnpackHasRole(data []byte) (bool, error) {
	out, err := validatorRewards.abi.Unpack("hasRole", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackNotifyReward is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda5c3a1f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function notifyReward(uint64 subnet, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) PackNotifyReward(subnet uint64, amount *big.Int) []byte {
	enc, err := validatorRewards.abi.Pack("notifyReward", subnet, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNotifyReward is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda5c3a1f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function notifyReward(uint64 subnet, uint256 amount) returns()
func (validatorRewards *ValidatorRewards) TryPackNotifyReward(subnet uint64, amount *big.Int) ([]byte, error) {
	return validatorRewards.abi.Pack("notifyReward", subnet, amount)
}

// PackPool is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda17f417.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pool(uint64 subnet) view returns(uint256 balance, uint256 received)
func (validatorRewards *ValidatorRewards) PackPool(subnet uint64) []byte {
	enc, err := validatorRewards.abi.Pack("pool", subnet)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPool is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda17f417.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pool(uint64 subnet) view returns(uint256 balance, uint256 received)
func (validatorRewards *ValidatorRewards) TryPackPool(subnet uint64) ([]byte, error) {
	return validatorRewards.abi.Pack("pool", subnet)
}

// PoolOutput serves as a container for the return parameters of contract
// method Pool.
type PoolOutput struct {
	Balance  *big.Int
	Received *big.Int
}

// UnpackPool is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xda17f417.
//
// Solidity: function pool(uint64 subnet) view returns(uint256 balance, uint256 received)
func (validatorRewards *ValidatorRewards) UnpackPool(data []byte) (PoolOutput, error) {
	out, err := validatorRewards.abi.Unpack("pool", data)
	outstruct := new(PoolOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Balance = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Received = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackRenounceRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36568abe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceRole(bytes32 role, address callerConfirmation) returns()
func (validatorRewards *ValidatorRewards) PackRenounceRole(role [32]byte, callerConfirmation common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("renounceRole", role, callerConfirmation)
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
func (validatorRewards *ValidatorRewards) TryPackRenounceRole(role [32]byte, callerConfirmation common.Address) ([]byte, error) {
	return validatorRewards.abi.Pack("renounceRole", role, callerConfirmation)
}

// PackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeRole(bytes32 role, address account) returns()
func (validatorRewards *ValidatorRewards) PackRevokeRole(role [32]byte, account common.Address) []byte {
	enc, err := validatorRewards.abi.Pack("revokeRole", role, account)
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
func (validatorRewards *ValidatorRewards) TryPackRevokeRole(role [32]byte, account common.Address) ([]byte, error) {
	return validatorRewards.abi.Pack("revokeRole", role, account)
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (validatorRewards *ValidatorRewards) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := validatorRewards.abi.Pack("supportsInterface", interfaceId)
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
func (validatorRewards *ValidatorRewards) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return validatorRewards.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (validatorRewards *ValidatorRewards) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := validatorRewards.abi.Unpack("supportsInterface", data)
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
func (validatorRewards *ValidatorRewards) PackToken() []byte {
	enc, err := validatorRewards.abi.Pack("token")
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
func (validatorRewards *ValidatorRewards) TryPackToken() ([]byte, error) {
	return validatorRewards.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (validatorRewards *ValidatorRewards) UnpackToken(data []byte) (common.Address, error) {
	out, err := validatorRewards.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// ValidatorRewardsRewardAllocated represents a RewardAllocated event raised by the ValidatorRewards contract.
type ValidatorRewardsRewardAllocated struct {
	Subnet    uint64
	Validator common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsRewardAllocatedEventName = "RewardAllocated"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsRewardAllocated) ContractEventName() string {
	return ValidatorRewardsRewardAllocatedEventName
}

// UnpackRewardAllocatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RewardAllocated(uint64 indexed subnet, address indexed validator, uint256 amount)
func (validatorRewards *ValidatorRewards) UnpackRewardAllocatedEvent(log *types.Log) (*ValidatorRewardsRewardAllocated, error) {
	event := "RewardAllocated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsRewardAllocated)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsRewardClaimed represents a RewardClaimed event raised by the ValidatorRewards contract.
type ValidatorRewardsRewardClaimed struct {
	Validator common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsRewardClaimedEventName = "RewardClaimed"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsRewardClaimed) ContractEventName() string {
	return ValidatorRewardsRewardClaimedEventName
}

// UnpackRewardClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RewardClaimed(address indexed validator, uint256 amount)
func (validatorRewards *ValidatorRewards) UnpackRewardClaimedEvent(log *types.Log) (*ValidatorRewardsRewardClaimed, error) {
	event := "RewardClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsRewardClaimed)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsRewardDeposited represents a RewardDeposited event raised by the ValidatorRewards contract.
type ValidatorRewardsRewardDeposited struct {
	Subnet uint64
	From   common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsRewardDepositedEventName = "RewardDeposited"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsRewardDeposited) ContractEventName() string {
	return ValidatorRewardsRewardDepositedEventName
}

// UnpackRewardDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RewardDeposited(uint64 indexed subnet, address indexed from, uint256 amount)
func (validatorRewards *ValidatorRewards) UnpackRewardDepositedEvent(log *types.Log) (*ValidatorRewardsRewardDeposited, error) {
	event := "RewardDeposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsRewardDeposited)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsRoleAdminChanged represents a RoleAdminChanged event raised by the ValidatorRewards contract.
type ValidatorRewardsRoleAdminChanged struct {
	Role              [32]byte
	PreviousAdminRole [32]byte
	NewAdminRole      [32]byte
	Raw               *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsRoleAdminChangedEventName = "RoleAdminChanged"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsRoleAdminChanged) ContractEventName() string {
	return ValidatorRewardsRoleAdminChangedEventName
}

// UnpackRoleAdminChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole)
func (validatorRewards *ValidatorRewards) UnpackRoleAdminChangedEvent(log *types.Log) (*ValidatorRewardsRoleAdminChanged, error) {
	event := "RoleAdminChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsRoleAdminChanged)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsRoleGranted represents a RoleGranted event raised by the ValidatorRewards contract.
type ValidatorRewardsRoleGranted struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsRoleGrantedEventName = "RoleGranted"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsRoleGranted) ContractEventName() string {
	return ValidatorRewardsRoleGrantedEventName
}

// UnpackRoleGrantedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)
func (validatorRewards *ValidatorRewards) UnpackRoleGrantedEvent(log *types.Log) (*ValidatorRewardsRoleGranted, error) {
	event := "RoleGranted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsRoleGranted)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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

// ValidatorRewardsRoleRevoked represents a RoleRevoked event raised by the ValidatorRewards contract.
type ValidatorRewardsRoleRevoked struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const ValidatorRewardsRoleRevokedEventName = "RoleRevoked"

// ContractEventName returns the user-defined event name.
func (ValidatorRewardsRoleRevoked) ContractEventName() string {
	return ValidatorRewardsRoleRevokedEventName
}

// UnpackRoleRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)
func (validatorRewards *ValidatorRewards) UnpackRoleRevokedEvent(log *types.Log) (*ValidatorRewardsRoleRevoked, error) {
	event := "RoleRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validatorRewards.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidatorRewardsRoleRevoked)
	if len(log.Data) > 0 {
		if err := validatorRewards.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validatorRewards.abi.Events[event].Inputs {
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
func (validatorRewards *ValidatorRewards) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["AccessControlBadConfirmation"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackAccessControlBadConfirmationError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["AccessControlUnauthorizedAccount"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackAccessControlUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["InsufficientPool"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackInsufficientPoolError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["NothingToClaim"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackNothingToClaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["UnbackedReward"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackUnbackedRewardError(raw[4:])
	}
	if bytes.Equal(raw[:4], validatorRewards.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return validatorRewards.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ValidatorRewardsAccessControlBadConfirmation represents a AccessControlBadConfirmation error raised by the ValidatorRewards contract.
type ValidatorRewardsAccessControlBadConfirmation struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlBadConfirmation()
func ValidatorRewardsAccessControlBadConfirmationErrorID() common.Hash {
	return common.HexToHash("0x6697b23232a647058342c0724fe7c415cab25915b54e5dbc03f233173d37b41c")
}

// UnpackAccessControlBadConfirmationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlBadConfirmation()
func (validatorRewards *ValidatorRewards) UnpackAccessControlBadConfirmationError(raw []byte) (*ValidatorRewardsAccessControlBadConfirmation, error) {
	out := new(ValidatorRewardsAccessControlBadConfirmation)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "AccessControlBadConfirmation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsAccessControlUnauthorizedAccount represents a AccessControlUnauthorizedAccount error raised by the ValidatorRewards contract.
type ValidatorRewardsAccessControlUnauthorizedAccount struct {
	Account    common.Address
	NeededRole [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func ValidatorRewardsAccessControlUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0xe2517d3fbfae6f8515ef5ff1ccedc3933ab0cbbda0b492c06eb54ad10ef03b3e")
}

// UnpackAccessControlUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func (validatorRewards *ValidatorRewards) UnpackAccessControlUnauthorizedAccountError(raw []byte) (*ValidatorRewardsAccessControlUnauthorizedAccount, error) {
	out := new(ValidatorRewardsAccessControlUnauthorizedAccount)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "AccessControlUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsInsufficientPool represents a InsufficientPool error raised by the ValidatorRewards contract.
type ValidatorRewardsInsufficientPool struct {
	Subnet    uint64
	Available *big.Int
	Requested *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientPool(uint64 subnet, uint256 available, uint256 requested)
func ValidatorRewardsInsufficientPoolErrorID() common.Hash {
	return common.HexToHash("0x652763e8d1f99c8ca1541e27d56f2fc6b11ca2aa1f2a4c64696499f75d3b2a12")
}

// UnpackInsufficientPoolError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientPool(uint64 subnet, uint256 available, uint256 requested)
func (validatorRewards *ValidatorRewards) UnpackInsufficientPoolError(raw []byte) (*ValidatorRewardsInsufficientPool, error) {
	out := new(ValidatorRewardsInsufficientPool)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "InsufficientPool", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsNothingToClaim represents a NothingToClaim error raised by the ValidatorRewards contract.
type ValidatorRewardsNothingToClaim struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToClaim(address caller)
func ValidatorRewardsNothingToClaimErrorID() common.Hash {
	return common.HexToHash("0x64ab34663471cdf42e0c6b384f4d5a5ab07a23c81e7ddc69a6fbb3a660346f9a")
}

// UnpackNothingToClaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToClaim(address caller)
func (validatorRewards *ValidatorRewards) UnpackNothingToClaimError(raw []byte) (*ValidatorRewardsNothingToClaim, error) {
	out := new(ValidatorRewardsNothingToClaim)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "NothingToClaim", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the ValidatorRewards contract.
type ValidatorRewardsReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func ValidatorRewardsReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (validatorRewards *ValidatorRewards) UnpackReentrancyGuardReentrantCallError(raw []byte) (*ValidatorRewardsReentrancyGuardReentrantCall, error) {
	out := new(ValidatorRewardsReentrancyGuardReentrantCall)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsSafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the ValidatorRewards contract.
type ValidatorRewardsSafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func ValidatorRewardsSafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (validatorRewards *ValidatorRewards) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*ValidatorRewardsSafeCastOverflowedUintDowncast, error) {
	out := new(ValidatorRewardsSafeCastOverflowedUintDowncast)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the ValidatorRewards contract.
type ValidatorRewardsSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func ValidatorRewardsSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (validatorRewards *ValidatorRewards) UnpackSafeERC20FailedOperationError(raw []byte) (*ValidatorRewardsSafeERC20FailedOperation, error) {
	out := new(ValidatorRewardsSafeERC20FailedOperation)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsUnbackedReward represents a UnbackedReward error raised by the ValidatorRewards contract.
type ValidatorRewardsUnbackedReward struct {
	Balance   *big.Int
	Accounted *big.Int
	Amount    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnbackedReward(uint256 balance, uint256 accounted, uint256 amount)
func ValidatorRewardsUnbackedRewardErrorID() common.Hash {
	return common.HexToHash("0xae02eb28635f704e5a6d271002251f50c4a9a3ebdefdf193da8b5e973e4e7940")
}

// UnpackUnbackedRewardError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnbackedReward(uint256 balance, uint256 accounted, uint256 amount)
func (validatorRewards *ValidatorRewards) UnpackUnbackedRewardError(raw []byte) (*ValidatorRewardsUnbackedReward, error) {
	out := new(ValidatorRewardsUnbackedReward)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "UnbackedReward", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidatorRewardsZeroAmount represents a ZeroAmount error raised by the ValidatorRewards contract.
type ValidatorRewardsZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func ValidatorRewardsZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (validatorRewards *ValidatorRewards) UnpackZeroAmountError(raw []byte) (*ValidatorRewardsZeroAmount, error) {
	out := new(ValidatorRewardsZeroAmount)
	if err := validatorRewards.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
