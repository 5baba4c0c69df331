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

// SubnetRegistryParams is an auto generated low-level Go binding around an user-defined struct.
type SubnetRegistryParams struct {
	MinFee          *big.Int
	SampleRateBps   uint16
	ChallengeWindow uint64
	MinerShareBps   uint16
	MinMinerStake   *big.Int
}

// SubnetRegistryMetaData contains all meta data concerning the SubnetRegistry contract.
var SubnetRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"BpsOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"window\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"max\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSubnetOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"UnknownSubnet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroOwner\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"}],\"indexed\":false,\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"params\",\"type\":\"tuple\"}],\"name\":\"ParamsUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"}],\"indexed\":false,\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"params\",\"type\":\"tuple\"}],\"name\":\"SubnetCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"SubnetOwnershipTransferred\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CHALLENGE_WINDOW\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"createSubnet\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"defaultParams\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"ownerOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"params\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"settlementParams\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"subnetCount\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferSubnetOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"updateParams\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "SubnetRegistry",
	Bin: "0x6080604052348015600e575f5ffd5b50610a458061001c5f395ff3fe608060405234801561000f575f5ffd5b506004361061009b575f3560e01c80638f81a429116100635780638f81a429146101e5578063916a5c5b146101f85780639fafb9ac1461020b578063e46347e21461024f578063e7241f7514610264575f5ffd5b8063249d39e91461009f57806339f81d59146100c057806351586ecb146100eb578063615dfa5c146100f55780637903a617146101ba575b5f5ffd5b6100a861271081565b60405161ffff90911681526020015b60405180910390f35b6100d36100ce366004610849565b610277565b6040516001600160401b0390911681526020016100b7565b6100d362278d0081565b6101566040805160a0810182525f80825260208201819052918101829052606081018290526080810191909152506040805160a0810182525f8082526103e86020830152610e1092820192909252611f406060820152608081019190915290565b6040516100b791905f60a0820190506001600160801b03835116825261ffff60208401511660208301526001600160401b03604084015116604083015261ffff60608401511660608301526001600160601b03608084015116608083015292915050565b6101cd6101c8366004610880565b610347565b6040516001600160a01b0390911681526020016100b7565b6101566101f3366004610880565b610364565b6001546100d3906001600160401b031681565b61021e610219366004610880565b610409565b604080516001600160801b0390941684526001600160401b03909216602084015261ffff16908201526060016100b7565b61026261025d366004610899565b61048e565b005b6102626102723660046108d9565b610549565b5f610281826105aa565b600180545f90610299906001600160401b031661090b565b91906101000a8154816001600160401b0302191690836001600160401b03160217905590506102c88183610688565b6001600160401b0381165f8181526020819052604090819020805460ff60e01b1916600160e01b17815560010180546001600160a01b0319163390811790915590519091907f98809eb95cd94b71cda638e34e54555f194a04ecabf7cefcc98f9da9f75e25659061033a90869061097e565b60405180910390a3919050565b5f6103518261079d565b600101546001600160a01b031692915050565b6040805160a0810182525f808252602082018190529181018290526060810182905260808101829052906103978361079d565b6040805160a08101825282546001600160801b038116825261ffff600160d01b8204811660208401526001600160401b03600160801b83041693830193909352600160c01b900490911660608201526001909101546001600160601b03600160a01b9091041660808201529392505050565b6001600160401b0381165f908152602081905260408120805482918291600160e01b900460ff1661045d576040516342a36e6160e11b81526001600160401b03861660048201526024015b60405180910390fd5b546001600160801b03811695600160801b82046001600160401b03169550600160c01b90910461ffff169350915050565b610497826107ed565b6001600160a01b0381166104be57604051639905827b60e01b815260040160405180910390fd5b6001600160401b0382165f818152602081905260408082206001015490516001600160a01b03808616949216927f111da7657a8ac3b2e2f603939f522618276583ba8532a7c6167f88488861251991a46001600160401b03919091165f90815260208190526040902060010180546001600160a01b0319166001600160a01b03909216919091179055565b610552826107ed565b61055b816105aa565b6105658282610688565b816001600160401b03167f6fef2a2fc7684eec48a13796c333e51ac4ae0c15323415a389882680f5db07cd8260405161059e919061097e565b60405180910390a25050565b6127106105bd60408301602084016109fa565b61ffff1611156105f7576105d760408201602083016109fa565b604051632bdb003d60e11b815261ffff9091166004820152602401610454565b61271061060a60808301606084016109fa565b61ffff161115610624576105d760808201606083016109fa565b62278d006106386060830160408401610880565b6001600160401b03161115610685576106576060820160408301610880565b604051636d00355d60e01b81526001600160401b03909116600482015262278d006024820152604401610454565b50565b6001600160401b0382165f90815260208181526040909120906106ad90830183610a13565b81546fffffffffffffffffffffffffffffffff19166001600160801b03919091161781556106e16060830160408401610880565b81546001600160401b0391909116600160801b0267ffffffffffffffff60801b1990911617815561071860808301606084016109fa565b815461ffff91909116600160c01b0261ffff60c01b1990911617815561074460408301602084016109fa565b815461ffff91909116600160d01b0261ffff60d01b1990911617815561077060a0830160808401610a2c565b8160010160146101000a8154816001600160601b0302191690836001600160601b03160217905550505050565b6001600160401b0381165f9081526020819052604090208054600160e01b900460ff166107e8576040516342a36e6160e11b81526001600160401b0383166004820152602401610454565b919050565b336107f78261079d565b600101546001600160a01b0316146106855760405163ad942bf960e01b81526001600160401b0382166004820152336024820152604401610454565b5f60a08284031215610843575f5ffd5b50919050565b5f60a08284031215610859575f5ffd5b6108638383610833565b9392505050565b80356001600160401b03811681146107e8575f5ffd5b5f60208284031215610890575f5ffd5b6108638261086a565b5f5f604083850312156108aa575f5ffd5b6108b38361086a565b915060208301356001600160a01b03811681146108ce575f5ffd5b809150509250929050565b5f5f60c083850312156108ea575f5ffd5b6108f38361086a565b91506109028460208501610833565b90509250929050565b5f6001600160401b0382166001600160401b03810361093857634e487b7160e01b5f52601160045260245ffd5b60010192915050565b80356001600160801b03811681146107e8575f5ffd5b803561ffff811681146107e8575f5ffd5b80356001600160601b03811681146107e8575f5ffd5b60a081016001600160801b0361099384610941565b16825261ffff6109a560208501610957565b1660208301526001600160401b036109bf6040850161086a565b16604083015261ffff6109d460608501610957565b1660608301526001600160601b036109ee60808501610968565b16608083015292915050565b5f60208284031215610a0a575f5ffd5b61086382610957565b5f60208284031215610a23575f5ffd5b61086382610941565b5f60208284031215610a3c575f5ffd5b6108638261096856",
}

// SubnetRegistry is an auto generated Go binding around an Ethereum contract.
type SubnetRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *SubnetRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewSubnetRegistry creates a new instance of SubnetRegistry.
func NewSubnetRegistry() *SubnetRegistry {
	parsed, err := SubnetRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &SubnetRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *SubnetRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x249d39e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) PackBPS() []byte {
	enc, err := subnetRegistry.abi.Pack("BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x249d39e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) TryPackBPS() ([]byte, error) {
	return subnetRegistry.abi.Pack("BPS")
}

// UnpackBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x249d39e9.
//
// Solidity: function BPS() view returns(uint16)
func (subnetRegistry *SubnetRegistry) UnpackBPS(data []byte) (uint16, error) {
	out, err := subnetRegistry.abi.Unpack("BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMAXCHALLENGEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51586ecb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_CHALLENGE_WINDOW() view returns(uint64)
func (subnetRegistry *SubnetRegistry) PackMAXCHALLENGEWINDOW() []byte {
	enc, err := subnetRegistry.abi.Pack("MAX_CHALLENGE_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCHALLENGEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51586ecb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_CHALLENGE_WINDOW() view returns(uint64)
func (subnetRegistry *SubnetRegistry) TryPackMAXCHALLENGEWINDOW() ([]byte, error) {
	return subnetRegistry.abi.Pack("MAX_CHALLENGE_WINDOW")
}

// UnpackMAXCHALLENGEWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51586ecb.
//
// Solidity: function MAX_CHALLENGE_WINDOW() view returns(uint64)
func (subnetRegistry *SubnetRegistry) UnpackMAXCHALLENGEWINDOW(data []byte) (uint64, error) {
	out, err := subnetRegistry.abi.Unpack("MAX_CHALLENGE_WINDOW", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackCreateSubnet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39f81d59.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createSubnet((uint128,uint16,uint64,uint16,uint96) p) returns(uint64 id)
func (subnetRegistry *SubnetRegistry) PackCreateSubnet(p SubnetRegistryParams) []byte {
	enc, err := subnetRegistry.abi.Pack("createSubnet", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateSubnet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39f81d59.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createSubnet((uint128,uint16,uint64,uint16,uint96) p) returns(uint64 id)
func (subnetRegistry *SubnetRegistry) TryPackCreateSubnet(p SubnetRegistryParams) ([]byte, error) {
	return subnetRegistry.abi.Pack("createSubnet", p)
}

// UnpackCreateSubnet is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39f81d59.
//
// Solidity: function createSubnet((uint128,uint16,uint64,uint16,uint96) p) returns(uint64 id)
func (subnetRegistry *SubnetRegistry) UnpackCreateSubnet(data []byte) (uint64, error) {
	out, err := subnetRegistry.abi.Unpack("createSubnet", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackDefaultParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x615dfa5c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defaultParams() pure returns((uint128,uint16,uint64,uint16,uint96))
func (subnetRegistry *SubnetRegistry) PackDefaultParams() []byte {
	enc, err := subnetRegistry.abi.Pack("defaultParams")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefaultParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x615dfa5c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defaultParams() pure returns((uint128,uint16,uint64,uint16,uint96))
func (subnetRegistry *SubnetRegistry) TryPackDefaultParams() ([]byte, error) {
	return subnetRegistry.abi.Pack("defaultParams")
}

// UnpackDefaultParams is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x615dfa5c.
//
// Solidity: function defaultParams() pure returns((uint128,uint16,uint64,uint16,uint96))
func (subnetRegistry *SubnetRegistry) UnpackDefaultParams(data []byte) (SubnetRegistryParams, error) {
	out, err := subnetRegistry.abi.Unpack("defaultParams", data)
	if err != nil {
		return *new(SubnetRegistryParams), err
	}
	out0 := *abi.ConvertType(out[0], new(SubnetRegistryParams)).(*SubnetRegistryParams)
	return out0, nil
}

// PackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7903a617.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ownerOf(uint64 id) view returns(address)
func (subnetRegistry *SubnetRegistry) PackOwnerOf(id uint64) []byte {
	enc, err := subnetRegistry.abi.Pack("ownerOf", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7903a617.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ownerOf(uint64 id) view returns(address)
func (subnetRegistry *SubnetRegistry) TryPackOwnerOf(id uint64) ([]byte, error) {
	return subnetRegistry.abi.Pack("ownerOf", id)
}

// UnpackOwnerOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7903a617.
//
// Solidity: function ownerOf(uint64 id) view returns(address)
func (subnetRegistry *SubnetRegistry) UnpackOwnerOf(data []byte) (common.Address, error) {
	out, err := subnetRegistry.abi.Unpack("ownerOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f81a429.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function params(uint64 id) view returns((uint128,uint16,uint64,uint16,uint96) p)
func (subnetRegistry *SubnetRegistry) PackParams(id uint64) []byte {
	enc, err := subnetRegistry.abi.Pack("params", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f81a429.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function params(uint64 id) view returns((uint128,uint16,uint64,uint16,uint96) p)
func (subnetRegistry *SubnetRegistry) TryPackParams(id uint64) ([]byte, error) {
	return subnetRegistry.abi.Pack("params", id)
}

// UnpackParams is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8f81a429.
//
// Solidity: function params(uint64 id) view returns((uint128,uint16,uint64,uint16,uint96) p)
func (subnetRegistry *SubnetRegistry) UnpackParams(data []byte) (SubnetRegistryParams, error) {
	out, err := subnetRegistry.abi.Unpack("params", data)
	if err != nil {
		return *new(SubnetRegistryParams), err
	}
	out0 := *abi.ConvertType(out[0], new(SubnetRegistryParams)).(*SubnetRegistryParams)
	return out0, nil
}

// PackSettlementParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9fafb9ac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settlementParams(uint64 id) view returns(uint128 minFee, uint64 challengeWindow, uint16 minerShareBps)
func (subnetRegistry *SubnetRegistry) PackSettlementParams(id uint64) []byte {
	enc, err := subnetRegistry.abi.Pack("settlementParams", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettlementParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9fafb9ac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settlementParams(uint64 id) view returns(uint128 minFee, uint64 challengeWindow, uint16 minerShareBps)
func (subnetRegistry *SubnetRegistry) TryPackSettlementParams(id uint64) ([]byte, error) {
	return subnetRegistry.abi.Pack("settlementParams", id)
}

// SettlementParamsOutput serves as a container for the return parameters of contract
// method SettlementParams.
type SettlementParamsOutput struct {
	MinFee          *big.Int
	ChallengeWindow uint64
	MinerShareBps   uint16
}

// UnpackSettlementParams is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9fafb9ac.
//
// Solidity: function settlementParams(uint64 id) view returns(uint128 minFee, uint64 challengeWindow, uint16 minerShareBps)
func (subnetRegistry *SubnetRegistry) UnpackSettlementParams(data []byte) (SettlementParamsOutput, error) {
	out, err := subnetRegistry.abi.Unpack("settlementParams", data)
	outstruct := new(SettlementParamsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.MinFee = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ChallengeWindow = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.MinerShareBps = *abi.ConvertType(out[2], new(uint16)).(*uint16)
	return *outstruct, nil
}

// PackSubnetCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x916a5c5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function subnetCount() view returns(uint64)
func (subnetRegistry *SubnetRegistry) PackSubnetCount() []byte {
	enc, err := subnetRegistry.abi.Pack("subnetCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubnetCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x916a5c5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function subnetCount() view returns(uint64)
func (subnetRegistry *SubnetRegistry) TryPackSubnetCount() ([]byte, error) {
	return subnetRegistry.abi.Pack("subnetCount")
}

// UnpackSubnetCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x916a5c5b.
//
// Solidity: function subnetCount() view returns(uint64)
func (subnetRegistry *SubnetRegistry) UnpackSubnetCount(data []byte) (uint64, error) {
	out, err := subnetRegistry.abi.Unpack("subnetCount", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackTransferSubnetOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe46347e2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferSubnetOwnership(uint64 id, address newOwner) returns()
func (subnetRegistry *SubnetRegistry) PackTransferSubnetOwnership(id uint64, newOwner common.Address) []byte {
	enc, err := subnetRegistry.abi.Pack("transferSubnetOwnership", id, newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferSubnetOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe46347e2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferSubnetOwnership(uint64 id, address newOwner) returns()
func (subnetRegistry *SubnetRegistry) TryPackTransferSubnetOwnership(id uint64, newOwner common.Address) ([]byte, error) {
	return subnetRegistry.abi.Pack("transferSubnetOwnership", id, newOwner)
}

// PackUpdateParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7241f75.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updateParams(uint64 id, (uint128,uint16,uint64,uint16,uint96) p) returns()
func (subnetRegistry *SubnetRegistry) PackUpdateParams(id uint64, p SubnetRegistryParams) []byte {
	enc, err := subnetRegistry.abi.Pack("updateParams", id, p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdateParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7241f75.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updateParams(uint64 id, (uint128,uint16,uint64,uint16,uint96) p) returns()
func (subnetRegistry *SubnetRegistry) TryPackUpdateParams(id uint64, p SubnetRegistryParams) ([]byte, error) {
	return subnetRegistry.abi.Pack("updateParams", id, p)
}

// SubnetRegistryParamsUpdated represents a ParamsUpdated event raised by the SubnetRegistry contract.
type SubnetRegistryParamsUpdated struct {
	Id     uint64
	Params SubnetRegistryParams
	Raw    *types.Log // Blockchain specific contextual infos
}

const SubnetRegistryParamsUpdatedEventName = "ParamsUpdated"

// ContractEventName returns the user-defined event name.
func (SubnetRegistryParamsUpdated) ContractEventName() string {
	return SubnetRegistryParamsUpdatedEventName
}

// UnpackParamsUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ParamsUpdated(uint64 indexed id, (uint128,uint16,uint64,uint16,uint96) params)
func (subnetRegistry *SubnetRegistry) UnpackParamsUpdatedEvent(log *types.Log) (*SubnetRegistryParamsUpdated, error) {
	event := "ParamsUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetRegistryParamsUpdated)
	if len(log.Data) > 0 {
		if err := subnetRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subnetRegistry.abi.Events[event].Inputs {
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

// SubnetRegistrySubnetCreated represents a SubnetCreated event raised by the SubnetRegistry contract.
type SubnetRegistrySubnetCreated struct {
	Id     uint64
	Owner  common.Address
	Params SubnetRegistryParams
	Raw    *types.Log // Blockchain specific contextual infos
}

const SubnetRegistrySubnetCreatedEventName = "SubnetCreated"

// ContractEventName returns the user-defined event name.
func (SubnetRegistrySubnetCreated) ContractEventName() string {
	return SubnetRegistrySubnetCreatedEventName
}

// UnpackSubnetCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SubnetCreated(uint64 indexed id, address indexed owner, (uint128,uint16,uint64,uint16,uint96) params)
func (subnetRegistry *SubnetRegistry) UnpackSubnetCreatedEvent(log *types.Log) (*SubnetRegistrySubnetCreated, error) {
	event := "SubnetCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetRegistrySubnetCreated)
	if len(log.Data) > 0 {
		if err := subnetRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subnetRegistry.abi.Events[event].Inputs {
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

// SubnetRegistrySubnetOwnershipTransferred represents a SubnetOwnershipTransferred event raised by the SubnetRegistry contract.
type SubnetRegistrySubnetOwnershipTransferred struct {
	Id            uint64
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const SubnetRegistrySubnetOwnershipTransferredEventName = "SubnetOwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (SubnetRegistrySubnetOwnershipTransferred) ContractEventName() string {
	return SubnetRegistrySubnetOwnershipTransferredEventName
}

// UnpackSubnetOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SubnetOwnershipTransferred(uint64 indexed id, address indexed previousOwner, address indexed newOwner)
func (subnetRegistry *SubnetRegistry) UnpackSubnetOwnershipTransferredEvent(log *types.Log) (*SubnetRegistrySubnetOwnershipTransferred, error) {
	event := "SubnetOwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetRegistrySubnetOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := subnetRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subnetRegistry.abi.Events[event].Inputs {
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
func (subnetRegistry *SubnetRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["BpsOutOfRange"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackBpsOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["ChallengeWindowTooLong"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackChallengeWindowTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["NotSubnetOwner"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackNotSubnetOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["UnknownSubnet"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackUnknownSubnetError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetRegistry.abi.Errors["ZeroOwner"].ID.Bytes()[:4]) {
		return subnetRegistry.UnpackZeroOwnerError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SubnetRegistryBpsOutOfRange represents a BpsOutOfRange error raised by the SubnetRegistry contract.
type SubnetRegistryBpsOutOfRange struct {
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BpsOutOfRange(uint256 value)
func SubnetRegistryBpsOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x57b6007ad5512c282f3b83f5b941a4c04d06dc4e45da9ddcb91a313f89914967")
}

// UnpackBpsOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BpsOutOfRange(uint256 value)
func (subnetRegistry *SubnetRegistry) UnpackBpsOutOfRangeError(raw []byte) (*SubnetRegistryBpsOutOfRange, error) {
	out := new(SubnetRegistryBpsOutOfRange)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "BpsOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetRegistryChallengeWindowTooLong represents a ChallengeWindowTooLong error raised by the SubnetRegistry contract.
type SubnetRegistryChallengeWindowTooLong struct {
	Window uint64
	Max    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChallengeWindowTooLong(uint64 window, uint64 max)
func SubnetRegistryChallengeWindowTooLongErrorID() common.Hash {
	return common.HexToHash("0x6d00355d0c3dac4e7ae0923d1e8cc5af86bacbecda7b3ed0329d5110e03985de")
}

// UnpackChallengeWindowTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChallengeWindowTooLong(uint64 window, uint64 max)
func (subnetRegistry *SubnetRegistry) UnpackChallengeWindowTooLongError(raw []byte) (*SubnetRegistryChallengeWindowTooLong, error) {
	out := new(SubnetRegistryChallengeWindowTooLong)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "ChallengeWindowTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetRegistryNotSubnetOwner represents a NotSubnetOwner error raised by the SubnetRegistry contract.
type SubnetRegistryNotSubnetOwner struct {
	Id     uint64
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSubnetOwner(uint64 id, address caller)
func SubnetRegistryNotSubnetOwnerErrorID() common.Hash {
	return common.HexToHash("0xad942bf9b4378e6eaa1c3eae4b58f6b35dff570e86246fb85f4dd2a85a479ea8")
}

// UnpackNotSubnetOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSubnetOwner(uint64 id, address caller)
func (subnetRegistry *SubnetRegistry) UnpackNotSubnetOwnerError(raw []byte) (*SubnetRegistryNotSubnetOwner, error) {
	out := new(SubnetRegistryNotSubnetOwner)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "NotSubnetOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetRegistryUnknownSubnet represents a UnknownSubnet error raised by the SubnetRegistry contract.
type SubnetRegistryUnknownSubnet struct {
	Id uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownSubnet(uint64 id)
func SubnetRegistryUnknownSubnetErrorID() common.Hash {
	return common.HexToHash("0x8546dcc26fa1fd806c1c5d144d0acda8246e2764d33183ec29e5c17323b45ae8")
}

// UnpackUnknownSubnetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownSubnet(uint64 id)
func (subnetRegistry *SubnetRegistry) UnpackUnknownSubnetError(raw []byte) (*SubnetRegistryUnknownSubnet, error) {
	out := new(SubnetRegistryUnknownSubnet)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "UnknownSubnet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetRegistryZeroOwner represents a ZeroOwner error raised by the SubnetRegistry contract.
type SubnetRegistryZeroOwner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroOwner()
func SubnetRegistryZeroOwnerErrorID() common.Hash {
	return common.HexToHash("0x9905827b514da707a2fe590832730f62a8d762cc0f2ba71de8065112256c3068")
}

// UnpackZeroOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroOwner()
func (subnetRegistry *SubnetRegistry) UnpackZeroOwnerError(raw []byte) (*SubnetRegistryZeroOwner, error) {
	out := new(SubnetRegistryZeroOwner)
	if err := subnetRegistry.abi.UnpackIntoInterface(out, "ZeroOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}
