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
	MinFee            *big.Int
	SampleRateBps     uint16
	ChallengeWindow   uint64
	MinerShareBps     uint16
	MinMinerStake     *big.Int
	MinValidatorStake *big.Int
	SlashAmount       *big.Int
	ChallengeBond     *big.Int
	QuorumBps         uint16
}

// SubnetRegistryMetaData contains all meta data concerning the SubnetRegistry contract.
var SubnetRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"BpsOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"window\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"max\",\"type\":\"uint64\"}],\"name\":\"ChallengeWindowTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSubnetOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"UnknownSubnet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroOwner\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"indexed\":false,\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"params\",\"type\":\"tuple\"}],\"name\":\"ParamsUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"indexed\":false,\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"params\",\"type\":\"tuple\"}],\"name\":\"SubnetCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"SubnetOwnershipTransferred\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CHALLENGE_WINDOW\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"createSubnet\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"defaultParams\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"ownerOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"params\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"}],\"name\":\"settlementParams\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"subnetCount\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferSubnetOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"id\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"minFee\",\"type\":\"uint128\"},{\"internalType\":\"uint16\",\"name\":\"sampleRateBps\",\"type\":\"uint16\"},{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"minerShareBps\",\"type\":\"uint16\"},{\"internalType\":\"uint96\",\"name\":\"minMinerStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"minValidatorStake\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"slashAmount\",\"type\":\"uint96\"},{\"internalType\":\"uint96\",\"name\":\"challengeBond\",\"type\":\"uint96\"},{\"internalType\":\"uint16\",\"name\":\"quorumBps\",\"type\":\"uint16\"}],\"internalType\":\"structSubnetRegistry.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"updateParams\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "SubnetRegistry",
	Bin: "0x6080604052348015600e575f5ffd5b50610cd98061001c5f395ff3fe608060405234801561000f575f5ffd5b506004361061009b575f3560e01c80637903a617116100635780637903a6171461011f5780638f81a4291461014a578063916a5c5b1461015d5780639fafb9ac14610170578063e46347e2146101b4575f5ffd5b8063249d39e91461009f57806351586ecb146100c0578063518dc124146100e2578063615dfa5c146100f5578063618f9a341461010a575b5f5ffd5b6100a861271081565b60405161ffff90911681526020015b60405180910390f35b6100ca62278d0081565b6040516001600160401b0390911681526020016100b7565b6100ca6100f0366004610997565b6101c7565b6100fd610297565b6040516100b791906109b9565b61011d610118366004610aad565b610301565b005b61013261012d366004610ae0565b610362565b6040516001600160a01b0390911681526020016100b7565b6100fd610158366004610ae0565b61037f565b6001546100ca906001600160401b031681565b61018361017e366004610ae0565b610436565b604080516001600160801b0390941684526001600160401b03909216602084015261ffff16908201526060016100b7565b61011d6101c2366004610af9565b6104bb565b5f6101d182610576565b600180545f906101e9906001600160401b0316610b39565b91906101000a8154816001600160401b0302191690836001600160401b031602179055905061021881836106a3565b6001600160401b0381165f8181526020819052604090819020805460ff60e01b1916600160e01b17815560010180546001600160a01b0319163390811790915590519091907fc16c8e3e4485de4e574a01ecbad1eb8a2748736751ab7115add43251a43ecdea9061028a908690610bac565b60405180910390a3919050565b61029f610935565b5060408051610120810182525f8082526103e86020830152610e1092820192909252611f4060608201526080810182905260a08101919091526802b5e3af16b188000060c0820152670de0b6b3a764000060e0820152611a0b61010082015290565b61030a8261089f565b61031381610576565b61031d82826106a3565b816001600160401b03167fc29e4751f76258a18a132dc4d397ec7c5a6111a80cbe19cdbda7e17878879af9826040516103569190610bac565b60405180910390a25050565b5f61036c826108e5565b600101546001600160a01b031692915050565b610387610935565b5f610391836108e5565b604080516101208101825282546001600160801b038116825261ffff600160d01b8204811660208401526001600160401b03600160801b83041693830193909352600160c01b908190048316606083015260018401546001600160601b03600160a01b90910481166080840152600285015480821660a0850152600160601b8104821660c08501526003909501541660e0830152909204166101008201529392505050565b6001600160401b0381165f908152602081905260408120805482918291600160e01b900460ff1661048a576040516342a36e6160e11b81526001600160401b03861660048201526024015b60405180910390fd5b546001600160801b03811695600160801b82046001600160401b03169550600160c01b90910461ffff169350915050565b6104c48261089f565b6001600160a01b0381166104eb57604051639905827b60e01b815260040160405180910390fd5b6001600160401b0382165f818152602081905260408082206001015490516001600160a01b03808616949216927f111da7657a8ac3b2e2f603939f522618276583ba8532a7c6167f88488861251991a46001600160401b03919091165f90815260208190526040902060010180546001600160a01b0319166001600160a01b03909216919091179055565b6127106105896040830160208401610c8e565b61ffff1611156105c3576105a36040820160208301610c8e565b604051632bdb003d60e11b815261ffff9091166004820152602401610481565b6127106105d66080830160608401610c8e565b61ffff1611156105f0576105a36080820160608301610c8e565b61060261012082016101008301610c8e565b61ffff161580610628575061271061062261012083016101008401610c8e565b61ffff16115b1561063f576105a361012082016101008301610c8e565b62278d006106536060830160408401610ae0565b6001600160401b031611156106a0576106726060820160408301610ae0565b604051636d00355d60e01b81526001600160401b03909116600482015262278d006024820152604401610481565b50565b6001600160401b0382165f90815260208181526040909120906106c890830183610ca7565b81546fffffffffffffffffffffffffffffffff19166001600160801b03919091161781556106fc6060830160408401610ae0565b81546001600160401b0391909116600160801b0267ffffffffffffffff60801b199091161781556107336080830160608401610c8e565b815461ffff91909116600160c01b0261ffff60c01b1990911617815561075f6040830160208401610c8e565b815461ffff91909116600160d01b0261ffff60d01b1990911617815561078b60a0830160808401610cc0565b6001820180546001600160601b0392909216600160a01b026001600160a01b039092169190911790556107c460c0830160a08401610cc0565b6002820180546bffffffffffffffffffffffff19166001600160601b03929092169190911790556107fb60e0830160c08401610cc0565b6002820180546001600160601b0392909216600160601b026bffffffffffffffffffffffff60601b1990921691909117905561083f61012083016101008401610c8e565b60028201805461ffff92909216600160c01b0261ffff60c01b19909216919091179055610873610100830160e08401610cc0565b60039190910180546bffffffffffffffffffffffff19166001600160601b039092169190911790555050565b336108a9826108e5565b600101546001600160a01b0316146106a05760405163ad942bf960e01b81526001600160401b0382166004820152336024820152604401610481565b6001600160401b0381165f9081526020819052604090208054600160e01b900460ff16610930576040516342a36e6160e11b81526001600160401b0383166004820152602401610481565b919050565b60408051610120810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081019190915290565b5f6101208284031215610991575f5ffd5b50919050565b5f61012082840312156109a8575f5ffd5b6109b28383610980565b9392505050565b5f610120820190506001600160801b03835116825261ffff602084015116602083015260408301516109f660408401826001600160401b03169052565b506060830151610a0c606084018261ffff169052565b506080830151610a2760808401826001600160601b03169052565b5060a0830151610a4260a08401826001600160601b03169052565b5060c0830151610a5d60c08401826001600160601b03169052565b5060e0830151610a7860e08401826001600160601b03169052565b50610100830151610a9061010084018261ffff169052565b5092915050565b80356001600160401b0381168114610930575f5ffd5b5f5f6101408385031215610abf575f5ffd5b610ac883610a97565b9150610ad78460208501610980565b90509250929050565b5f60208284031215610af0575f5ffd5b6109b282610a97565b5f5f60408385031215610b0a575f5ffd5b610b1383610a97565b915060208301356001600160a01b0381168114610b2e575f5ffd5b809150509250929050565b5f6001600160401b0382166001600160401b038103610b6657634e487b7160e01b5f52601160045260245ffd5b60010192915050565b80356001600160801b0381168114610930575f5ffd5b803561ffff81168114610930575f5ffd5b80356001600160601b0381168114610930575f5ffd5b61012081016001600160801b03610bc284610b6f565b16825261ffff610bd460208501610b85565b166020830152610be660408401610a97565b6001600160401b03166040830152610c0060608401610b85565b61ffff166060830152610c1560808401610b96565b6001600160601b03166080830152610c2f60a08401610b96565b6001600160601b031660a0830152610c4960c08401610b96565b6001600160601b031660c0830152610c6360e08401610b96565b6001600160601b031660e0830152610c7e6101008401610b85565b61ffff8116610100840152610a90565b5f60208284031215610c9e575f5ffd5b6109b282610b85565b5f60208284031215610cb7575f5ffd5b6109b282610b6f565b5f60208284031215610cd0575f5ffd5b6109b282610b9656",
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
// the contract method with ID 0x518dc124.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createSubnet((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p) returns(uint64 id)
func (subnetRegistry *SubnetRegistry) PackCreateSubnet(p SubnetRegistryParams) []byte {
	enc, err := subnetRegistry.abi.Pack("createSubnet", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateSubnet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x518dc124.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createSubnet((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p) returns(uint64 id)
func (subnetRegistry *SubnetRegistry) TryPackCreateSubnet(p SubnetRegistryParams) ([]byte, error) {
	return subnetRegistry.abi.Pack("createSubnet", p)
}

// UnpackCreateSubnet is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x518dc124.
//
// Solidity: function createSubnet((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p) returns(uint64 id)
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
// Solidity: function defaultParams() pure returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16))
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
// Solidity: function defaultParams() pure returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16))
func (subnetRegistry *SubnetRegistry) TryPackDefaultParams() ([]byte, error) {
	return subnetRegistry.abi.Pack("defaultParams")
}

// UnpackDefaultParams is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x615dfa5c.
//
// Solidity: function defaultParams() pure returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16))
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
// Solidity: function params(uint64 id) view returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p)
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
// Solidity: function params(uint64 id) view returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p)
func (subnetRegistry *SubnetRegistry) TryPackParams(id uint64) ([]byte, error) {
	return subnetRegistry.abi.Pack("params", id)
}

// UnpackParams is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8f81a429.
//
// Solidity: function params(uint64 id) view returns((uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p)
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
// the contract method with ID 0x618f9a34.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updateParams(uint64 id, (uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p) returns()
func (subnetRegistry *SubnetRegistry) PackUpdateParams(id uint64, p SubnetRegistryParams) []byte {
	enc, err := subnetRegistry.abi.Pack("updateParams", id, p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdateParams is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x618f9a34.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updateParams(uint64 id, (uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) p) returns()
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
// Solidity: event ParamsUpdated(uint64 indexed id, (uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) params)
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
// Solidity: event SubnetCreated(uint64 indexed id, address indexed owner, (uint128,uint16,uint64,uint16,uint96,uint96,uint96,uint96,uint16) params)
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
