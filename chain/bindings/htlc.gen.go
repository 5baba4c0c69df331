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

// HTLCLock is an auto generated low-level Go binding around an user-defined struct.
type HTLCLock struct {
	Sender      common.Address
	Expiry      uint64
	State       uint8
	Receiver    common.Address
	Beneficiary common.Address
	Token       common.Address
	Amount      *big.Int
	Hashlock    [32]byte
}

// HTLCMetaData contains all meta data concerning the HTLC contract.
var HTLCMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"}],\"name\":\"BadExpiry\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"BadSecretLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"taken\",\"type\":\"uint256\"}],\"name\":\"DepositMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"Expired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FeeOnTransfer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"LockExists\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NativeBeneficiary\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"NotExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"enumHTLC.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"name\":\"NotLocked\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"hashlock\",\"type\":\"bytes32\"}],\"name\":\"SecretAlreadyRevealed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"WrongSecret\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"sent\",\"type\":\"uint256\"}],\"name\":\"WrongValue\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroReceiver\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"hashlock\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"secret\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"Claimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"beneficiary\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"hashlock\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"ref\",\"type\":\"bytes32\"}],\"name\":\"Locked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_DURATION\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"secret\",\"type\":\"bytes\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"beneficiary\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"hashlock\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"ref\",\"type\":\"bytes32\"}],\"name\":\"lock\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"locks\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"enumHTLC.State\",\"name\":\"state\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"beneficiary\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"hashlock\",\"type\":\"bytes32\"}],\"internalType\":\"structHTLC.Lock\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"revealed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "HTLC",
	Bin: "0x6080604052348015600e575f5ffd5b506112248061001c5f395ff3fe608060405260043610610054575f3560e01c80630b927b32146100585780637249fbb61461009b578063afa21ddd146100bc578063b1724b46146100dd578063ed5e84371461010b578063f033102414610137575b5f5ffd5b348015610063575f5ffd5b50610086610072366004610f6f565b60016020525f908152604090205460ff1681565b60405190151581526020015b60405180910390f35b3480156100a6575f5ffd5b506100ba6100b5366004610f6f565b610156565b005b6100cf6100ca366004610fa1565b6102a9565b604051908152602001610092565b3480156100e8575f5ffd5b506100f362278d0081565b6040516001600160401b039091168152602001610092565b348015610116575f5ffd5b5061012a610125366004610f6f565b6107a5565b6040516100929190611051565b348015610142575f5ffd5b506100ba6101513660046110ee565b61089f565b61015e610c54565b5f81815260208190526040902060018154600160e01b900460ff16600381111561018a5761018a61101d565b146101c157805460405163172b3e0d60e01b81526101b8918491600160e01b90910460ff1690600401611163565b60405180910390fd5b8054600160a01b90046001600160401b031642101561020e5780546040516328e345c360e01b815260048101849052600160a01b9091046001600160401b031660248201526044016101b8565b8054600360e01b60ff60e01b1990911617815560405133815282907f5e9f0820fcfb53b644becb775b651bae68c337106f21433e526551d1e02c1c0e9060200160405180910390a28054600382015460048301546001600160a01b03928316929091169081610286576102818382610c8b565b61029a565b61029a6001600160a01b0383168483610d02565b505050506102a6610d37565b50565b5f6102b2610c54565b604080513360208201526001600160a01b03808b16928201929092528189166060820152908716608082015260a0810186905260c081018590526001600160401b03841660e082015261010081018390526101200160408051601f19818403018152919052805160209091012090505f5f82815260208190526040902054600160e01b900460ff16600381111561034b5761034b61101d565b1461036c57604051631c3cc2df60e31b8152600481018290526024016101b8565b845f0361038c57604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b0388166103b357604051630d753d9b60e31b815260040160405180910390fd5b42836001600160401b03161115806103df57506103d362278d0042611192565b836001600160401b0316115b1561040e57604051633829a1ff60e21b81526001600160401b03841660048201524260248201526044016101b8565b5f8481526001602052604090205460ff16156104405760405163a37211f360e01b8152600481018590526024016101b8565b6001600160a01b0386166104a4576001600160a01b03871615610476576040516344c567d960e01b815260040160405180910390fd5b84341461049f5760405163195a3ca160e01b8152600481018690523460248201526044016101b8565b6104cb565b34156104cb5760405163195a3ca160e01b81525f60048201523460248201526044016101b8565b60408051610100810182523381526001600160401b0385166020820152908101600181526001600160a01b03808b166020808401919091528a82166040808501919091528a83166060850152608084018a905260a09093018890525f85815280825283902084518154928601516001600160401b0316600160a01b026001600160e01b031990931693169290921717808255918301519091829060ff60e01b1916600160e01b8360038111156105835761058361101d565b02179055506060828101516001830180546001600160a01b03199081166001600160a01b0393841617909155608080860151600286018054841691851691909117905560a0808701516003870180549094169085161790925560c080870151600487015560e090960151600590950194909455604080518d841681528c841660208201529081018b90529283018990526001600160401b03881693830193909352918101859052908a1691339184917fcfc2de167838be305ee80de7286b03d9ea1c2837fb3b13d410bb23e5d62b5816910160405180910390a46001600160a01b03861615610792576040516370a0823160e01b815230600482015286905f906001600160a01b038316906370a0823190602401602060405180830381865afa1580156106b2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106d691906111ab565b90506106ed6001600160a01b03831633308a610d61565b6040516370a0823160e01b81523060048201525f9082906001600160a01b038516906370a0823190602401602060405180830381865afa158015610733573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061075791906111ab565b61076191906111c2565b90508781101561078e57604051636506e91b60e11b815260048101899052602481018290526044016101b8565b5050505b61079a610d37565b979650505050505050565b60408051610100810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101919091525f828152602081815260409182902082516101008101845281546001600160a01b0381168252600160a01b81046001600160401b03169382019390935292909190830190600160e01b900460ff1660038111156108445761084461101d565b60038111156108555761085561101d565b815260018201546001600160a01b03908116602083015260028301548116604083015260038301541660608201526004820154608082015260059091015460a09091015292915050565b6108a7610c54565b602081146108cb5760405163b500c23760e01b8152600481018290526024016101b8565b5f83815260208190526040902060018154600160e01b900460ff1660038111156108f7576108f761101d565b1461092557805460405163172b3e0d60e01b81526101b8918691600160e01b90910460ff1690600401611163565b6005810154604051819060029061093f90879087906111d5565b602060405180830381855afa15801561095a573d5f5f3e3d5ffd5b5050506040513d601f19601f8201168201806040525081019061097d91906111ab565b1461099e5760405163074b705b60e01b8152600481018690526024016101b8565b8154600160a01b90046001600160401b031642106109ea578154604051634d13561d60e01b815260048101879052600160a01b9091046001600160401b031660248201526044016101b8565b815460ff60e01b1916600160e11b1782555f81815260016020819052604091829020805460ff1916909117905551819086907f580a859ce07d5ca88d1803f6c74db4ae41051c2f253a4b4ce1d43a5a59739b1790610a4d908890889033906111e4565b60405180910390a360018201546002830154600384015460048501546001600160a01b0393841693928316929091169081610a9157610a8c8482610c8b565b610c41565b6001600160a01b038316610ab357610a8c6001600160a01b0383168583610d02565b6040516370a0823160e01b815230600482015282905f906001600160a01b038316906370a0823190602401602060405180830381865afa158015610af9573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b1d91906111ab565b9050610b336001600160a01b0383168785610d9d565b6040516317a790f160e11b81526001600160a01b03868116600483015260248201859052871690632f4f21e2906044015f604051808303815f87803b158015610b7a575f5ffd5b505af1158015610b8c573d5f5f3e3d5ffd5b50506040516370a0823160e01b81523060048201525f92506001600160a01b03851691506370a0823190602401602060405180830381865afa158015610bd4573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610bf891906111ab565b610c0290836111c2565b9050838114610c3d5760405163178005db60e11b81526001600160a01b038816600482015260248101859052604481018290526064016101b8565b5050505b505050505050610c4f610d37565b505050565b610c5c610def565b610c8960017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90610e2f565b565b80471015610cb55760405163cf47918160e01b8152476004820152602481018290526044016101b8565b610cce828260405180602001604052805f815250610e36565b15610cd7575050565b3d15610ce957610ce5610e4b565b5050565b60405163d6bda27560e01b815260040160405180910390fd5b610d0f8383836001610e56565b610c4f57604051635274afe760e01b81526001600160a01b03841660048201526024016101b8565b610c895f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00610c83565b610d6f848484846001610eb8565b610d9757604051635274afe760e01b81526001600160a01b03851660048201526024016101b8565b50505050565b610da98383835f610f25565b610c4f57610dba83835f6001610f25565b610de257604051635274afe760e01b81526001600160a01b03841660048201526024016101b8565b610d0f8383836001610f25565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15610c8957604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b5f5f5f83516020850186885af1949350505050565b6040513d5f823e3d81fd5b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610eac578383151615610ea0573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316610f14578383151615610f08573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b60405163095ea7b360e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610eac578383151615610ea0573d5f823e3d81fd5b5f60208284031215610f7f575f5ffd5b5035919050565b80356001600160a01b0381168114610f9c575f5ffd5b919050565b5f5f5f5f5f5f5f60e0888a031215610fb7575f5ffd5b610fc088610f86565b9650610fce60208901610f86565b9550610fdc60408901610f86565b9450606088013593506080880135925060a08801356001600160401b0381168114611005575f5ffd5b96999598509396929591949193505060c09091013590565b634e487b7160e01b5f52602160045260245ffd5b6004811061104d57634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b031681526020808301516001600160401b03169082015260408083015161010083019161108990840182611031565b506060838101516001600160a01b031690830152608080840151906110b8908401826001600160a01b03169052565b5060a08301516110d360a08401826001600160a01b03169052565b5060c083015160c083015260e083015160e083015292915050565b5f5f5f60408486031215611100575f5ffd5b8335925060208401356001600160401b0381111561111c575f5ffd5b8401601f8101861361112c575f5ffd5b80356001600160401b03811115611141575f5ffd5b866020828401011115611152575f5ffd5b939660209190910195509293505050565b828152604081016111776020830184611031565b9392505050565b634e487b7160e01b5f52601160045260245ffd5b808201808211156111a5576111a561117e565b92915050565b5f602082840312156111bb575f5ffd5b5051919050565b818103818111156111a5576111a561117e565b818382375f9101908152919050565b60408152826040820152828460608301375f60608483018101919091526001600160a01b03929092166020820152601f909201601f19169091010191905056",
}

// HTLC is an auto generated Go binding around an Ethereum contract.
type HTLC struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *HTLC) GetABI() abi.ABI {
	return c.abi
}

// NewHTLC creates a new instance of HTLC.
func NewHTLC() *HTLC {
	parsed, err := HTLCMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &HTLC{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *HTLC) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackMAXDURATION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1724b46.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_DURATION() view returns(uint64)
func (hTLC *HTLC) PackMAXDURATION() []byte {
	enc, err := hTLC.abi.Pack("MAX_DURATION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXDURATION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1724b46.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_DURATION() view returns(uint64)
func (hTLC *HTLC) TryPackMAXDURATION() ([]byte, error) {
	return hTLC.abi.Pack("MAX_DURATION")
}

// UnpackMAXDURATION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb1724b46.
//
// Solidity: function MAX_DURATION() view returns(uint64)
func (hTLC *HTLC) UnpackMAXDURATION(data []byte) (uint64, error) {
	out, err := hTLC.abi.Unpack("MAX_DURATION", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0331024.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim(bytes32 id, bytes secret) returns()
func (hTLC *HTLC) PackClaim(id [32]byte, secret []byte) []byte {
	enc, err := hTLC.abi.Pack("claim", id, secret)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0331024.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim(bytes32 id, bytes secret) returns()
func (hTLC *HTLC) TryPackClaim(id [32]byte, secret []byte) ([]byte, error) {
	return hTLC.abi.Pack("claim", id, secret)
}

// PackLock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xafa21ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lock(address receiver, address beneficiary, address token, uint256 amount, bytes32 hashlock, uint64 expiry, bytes32 ref) payable returns(bytes32 id)
func (hTLC *HTLC) PackLock(receiver common.Address, beneficiary common.Address, token common.Address, amount *big.Int, hashlock [32]byte, expiry uint64, ref [32]byte) []byte {
	enc, err := hTLC.abi.Pack("lock", receiver, beneficiary, token, amount, hashlock, expiry, ref)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xafa21ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lock(address receiver, address beneficiary, address token, uint256 amount, bytes32 hashlock, uint64 expiry, bytes32 ref) payable returns(bytes32 id)
func (hTLC *HTLC) TryPackLock(receiver common.Address, beneficiary common.Address, token common.Address, amount *big.Int, hashlock [32]byte, expiry uint64, ref [32]byte) ([]byte, error) {
	return hTLC.abi.Pack("lock", receiver, beneficiary, token, amount, hashlock, expiry, ref)
}

// UnpackLock is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xafa21ddd.
//
// Solidity: function lock(address receiver, address beneficiary, address token, uint256 amount, bytes32 hashlock, uint64 expiry, bytes32 ref) payable returns(bytes32 id)
func (hTLC *HTLC) UnpackLock(data []byte) ([32]byte, error) {
	out, err := hTLC.abi.Unpack("lock", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackLocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed5e8437.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function locks(bytes32 id) view returns((address,uint64,uint8,address,address,address,uint256,bytes32))
func (hTLC *HTLC) PackLocks(id [32]byte) []byte {
	enc, err := hTLC.abi.Pack("locks", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed5e8437.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function locks(bytes32 id) view returns((address,uint64,uint8,address,address,address,uint256,bytes32))
func (hTLC *HTLC) TryPackLocks(id [32]byte) ([]byte, error) {
	return hTLC.abi.Pack("locks", id)
}

// UnpackLocks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xed5e8437.
//
// Solidity: function locks(bytes32 id) view returns((address,uint64,uint8,address,address,address,uint256,bytes32))
func (hTLC *HTLC) UnpackLocks(data []byte) (HTLCLock, error) {
	out, err := hTLC.abi.Unpack("locks", data)
	if err != nil {
		return *new(HTLCLock), err
	}
	out0 := *abi.ConvertType(out[0], new(HTLCLock)).(*HTLCLock)
	return out0, nil
}

// PackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7249fbb6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refund(bytes32 id) returns()
func (hTLC *HTLC) PackRefund(id [32]byte) []byte {
	enc, err := hTLC.abi.Pack("refund", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7249fbb6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refund(bytes32 id) returns()
func (hTLC *HTLC) TryPackRefund(id [32]byte) ([]byte, error) {
	return hTLC.abi.Pack("refund", id)
}

// PackRevealed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b927b32.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revealed(bytes32 ) view returns(bool)
func (hTLC *HTLC) PackRevealed(arg0 [32]byte) []byte {
	enc, err := hTLC.abi.Pack("revealed", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevealed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b927b32.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revealed(bytes32 ) view returns(bool)
func (hTLC *HTLC) TryPackRevealed(arg0 [32]byte) ([]byte, error) {
	return hTLC.abi.Pack("revealed", arg0)
}

// UnpackRevealed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0b927b32.
//
// Solidity: function revealed(bytes32 ) view returns(bool)
func (hTLC *HTLC) UnpackRevealed(data []byte) (bool, error) {
	out, err := hTLC.abi.Unpack("revealed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// HTLCClaimed represents a Claimed event raised by the HTLC contract.
type HTLCClaimed struct {
	Id       [32]byte
	Hashlock [32]byte
	Secret   []byte
	By       common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const HTLCClaimedEventName = "Claimed"

// ContractEventName returns the user-defined event name.
func (HTLCClaimed) ContractEventName() string {
	return HTLCClaimedEventName
}

// UnpackClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Claimed(bytes32 indexed id, bytes32 indexed hashlock, bytes secret, address by)
func (hTLC *HTLC) UnpackClaimedEvent(log *types.Log) (*HTLCClaimed, error) {
	event := "Claimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != hTLC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HTLCClaimed)
	if len(log.Data) > 0 {
		if err := hTLC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range hTLC.abi.Events[event].Inputs {
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

// HTLCLocked represents a Locked event raised by the HTLC contract.
type HTLCLocked struct {
	Id          [32]byte
	Sender      common.Address
	Receiver    common.Address
	Beneficiary common.Address
	Token       common.Address
	Amount      *big.Int
	Hashlock    [32]byte
	Expiry      uint64
	Ref         [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const HTLCLockedEventName = "Locked"

// ContractEventName returns the user-defined event name.
func (HTLCLocked) ContractEventName() string {
	return HTLCLockedEventName
}

// UnpackLockedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Locked(bytes32 indexed id, address indexed sender, address indexed receiver, address beneficiary, address token, uint256 amount, bytes32 hashlock, uint64 expiry, bytes32 ref)
func (hTLC *HTLC) UnpackLockedEvent(log *types.Log) (*HTLCLocked, error) {
	event := "Locked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != hTLC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HTLCLocked)
	if len(log.Data) > 0 {
		if err := hTLC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range hTLC.abi.Events[event].Inputs {
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

// HTLCRefunded represents a Refunded event raised by the HTLC contract.
type HTLCRefunded struct {
	Id  [32]byte
	By  common.Address
	Raw *types.Log // Blockchain specific contextual infos
}

const HTLCRefundedEventName = "Refunded"

// ContractEventName returns the user-defined event name.
func (HTLCRefunded) ContractEventName() string {
	return HTLCRefundedEventName
}

// UnpackRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Refunded(bytes32 indexed id, address by)
func (hTLC *HTLC) UnpackRefundedEvent(log *types.Log) (*HTLCRefunded, error) {
	event := "Refunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != hTLC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HTLCRefunded)
	if len(log.Data) > 0 {
		if err := hTLC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range hTLC.abi.Events[event].Inputs {
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
func (hTLC *HTLC) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], hTLC.abi.Errors["BadExpiry"].ID.Bytes()[:4]) {
		return hTLC.UnpackBadExpiryError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["BadSecretLength"].ID.Bytes()[:4]) {
		return hTLC.UnpackBadSecretLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["DepositMismatch"].ID.Bytes()[:4]) {
		return hTLC.UnpackDepositMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["Expired"].ID.Bytes()[:4]) {
		return hTLC.UnpackExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["FailedCall"].ID.Bytes()[:4]) {
		return hTLC.UnpackFailedCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["FeeOnTransfer"].ID.Bytes()[:4]) {
		return hTLC.UnpackFeeOnTransferError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["InsufficientBalance"].ID.Bytes()[:4]) {
		return hTLC.UnpackInsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["LockExists"].ID.Bytes()[:4]) {
		return hTLC.UnpackLockExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["NativeBeneficiary"].ID.Bytes()[:4]) {
		return hTLC.UnpackNativeBeneficiaryError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["NotExpired"].ID.Bytes()[:4]) {
		return hTLC.UnpackNotExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["NotLocked"].ID.Bytes()[:4]) {
		return hTLC.UnpackNotLockedError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return hTLC.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return hTLC.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["SecretAlreadyRevealed"].ID.Bytes()[:4]) {
		return hTLC.UnpackSecretAlreadyRevealedError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["WrongSecret"].ID.Bytes()[:4]) {
		return hTLC.UnpackWrongSecretError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["WrongValue"].ID.Bytes()[:4]) {
		return hTLC.UnpackWrongValueError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return hTLC.UnpackZeroAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], hTLC.abi.Errors["ZeroReceiver"].ID.Bytes()[:4]) {
		return hTLC.UnpackZeroReceiverError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// HTLCBadExpiry represents a BadExpiry error raised by the HTLC contract.
type HTLCBadExpiry struct {
	Expiry uint64
	Now    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadExpiry(uint64 expiry, uint256 now_)
func HTLCBadExpiryErrorID() common.Hash {
	return common.HexToHash("0xe0a687fc72572f5365c43424b4fc839ac2c017d912d87e65c14ac9279951c2ad")
}

// UnpackBadExpiryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadExpiry(uint64 expiry, uint256 now_)
func (hTLC *HTLC) UnpackBadExpiryError(raw []byte) (*HTLCBadExpiry, error) {
	out := new(HTLCBadExpiry)
	if err := hTLC.abi.UnpackIntoInterface(out, "BadExpiry", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCBadSecretLength represents a BadSecretLength error raised by the HTLC contract.
type HTLCBadSecretLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadSecretLength(uint256 length)
func HTLCBadSecretLengthErrorID() common.Hash {
	return common.HexToHash("0xb500c237f26d49c1b1794bafc0f7b9349178f5f0f706cc29faa107a4fa2dfc64")
}

// UnpackBadSecretLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadSecretLength(uint256 length)
func (hTLC *HTLC) UnpackBadSecretLengthError(raw []byte) (*HTLCBadSecretLength, error) {
	out := new(HTLCBadSecretLength)
	if err := hTLC.abi.UnpackIntoInterface(out, "BadSecretLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCDepositMismatch represents a DepositMismatch error raised by the HTLC contract.
type HTLCDepositMismatch struct {
	Receiver common.Address
	Expected *big.Int
	Taken    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DepositMismatch(address receiver, uint256 expected, uint256 taken)
func HTLCDepositMismatchErrorID() common.Hash {
	return common.HexToHash("0x2f000bb6a30fae62760aee7759aa21b087fbe6cd4c9ec6a2f4536bc08204b3b3")
}

// UnpackDepositMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DepositMismatch(address receiver, uint256 expected, uint256 taken)
func (hTLC *HTLC) UnpackDepositMismatchError(raw []byte) (*HTLCDepositMismatch, error) {
	out := new(HTLCDepositMismatch)
	if err := hTLC.abi.UnpackIntoInterface(out, "DepositMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCExpired represents a Expired error raised by the HTLC contract.
type HTLCExpired struct {
	Id     [32]byte
	Expiry uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Expired(bytes32 id, uint64 expiry)
func HTLCExpiredErrorID() common.Hash {
	return common.HexToHash("0x4d13561d202649df924bbd6f5e5366c146c7208f85e7ffd6f01bd59318e8957c")
}

// UnpackExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Expired(bytes32 id, uint64 expiry)
func (hTLC *HTLC) UnpackExpiredError(raw []byte) (*HTLCExpired, error) {
	out := new(HTLCExpired)
	if err := hTLC.abi.UnpackIntoInterface(out, "Expired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCFailedCall represents a FailedCall error raised by the HTLC contract.
type HTLCFailedCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedCall()
func HTLCFailedCallErrorID() common.Hash {
	return common.HexToHash("0xd6bda27508c0fb6d8a39b4b122878dab26f731a7d4e4abe711dd3731899052a4")
}

// UnpackFailedCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedCall()
func (hTLC *HTLC) UnpackFailedCallError(raw []byte) (*HTLCFailedCall, error) {
	out := new(HTLCFailedCall)
	if err := hTLC.abi.UnpackIntoInterface(out, "FailedCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCFeeOnTransfer represents a FeeOnTransfer error raised by the HTLC contract.
type HTLCFeeOnTransfer struct {
	Expected *big.Int
	Received *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeOnTransfer(uint256 expected, uint256 received)
func HTLCFeeOnTransferErrorID() common.Hash {
	return common.HexToHash("0xca0dd23612559db056192da443044598512e4263465720cea1acc3529a5751fd")
}

// UnpackFeeOnTransferError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeOnTransfer(uint256 expected, uint256 received)
func (hTLC *HTLC) UnpackFeeOnTransferError(raw []byte) (*HTLCFeeOnTransfer, error) {
	out := new(HTLCFeeOnTransfer)
	if err := hTLC.abi.UnpackIntoInterface(out, "FeeOnTransfer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCInsufficientBalance represents a InsufficientBalance error raised by the HTLC contract.
type HTLCInsufficientBalance struct {
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func HTLCInsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xcf4791818fba6e019216eb4864093b4947f674afada5d305e57d598b641dad1d")
}

// UnpackInsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func (hTLC *HTLC) UnpackInsufficientBalanceError(raw []byte) (*HTLCInsufficientBalance, error) {
	out := new(HTLCInsufficientBalance)
	if err := hTLC.abi.UnpackIntoInterface(out, "InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCLockExists represents a LockExists error raised by the HTLC contract.
type HTLCLockExists struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LockExists(bytes32 id)
func HTLCLockExistsErrorID() common.Hash {
	return common.HexToHash("0xe1e616f86316812aa756b6f1528c40498374c2b304af2dc22c0938c6c81d5497")
}

// UnpackLockExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LockExists(bytes32 id)
func (hTLC *HTLC) UnpackLockExistsError(raw []byte) (*HTLCLockExists, error) {
	out := new(HTLCLockExists)
	if err := hTLC.abi.UnpackIntoInterface(out, "LockExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCNativeBeneficiary represents a NativeBeneficiary error raised by the HTLC contract.
type HTLCNativeBeneficiary struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NativeBeneficiary()
func HTLCNativeBeneficiaryErrorID() common.Hash {
	return common.HexToHash("0x44c567d951cac6cdfcf5e08aad18ad8f838f5dff4ee4b7d21ad586246bef528e")
}

// UnpackNativeBeneficiaryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NativeBeneficiary()
func (hTLC *HTLC) UnpackNativeBeneficiaryError(raw []byte) (*HTLCNativeBeneficiary, error) {
	out := new(HTLCNativeBeneficiary)
	if err := hTLC.abi.UnpackIntoInterface(out, "NativeBeneficiary", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCNotExpired represents a NotExpired error raised by the HTLC contract.
type HTLCNotExpired struct {
	Id     [32]byte
	Expiry uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotExpired(bytes32 id, uint64 expiry)
func HTLCNotExpiredErrorID() common.Hash {
	return common.HexToHash("0x28e345c31151dba70f4939562a27c6118f0c5813273ef376627220224ec22361")
}

// UnpackNotExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotExpired(bytes32 id, uint64 expiry)
func (hTLC *HTLC) UnpackNotExpiredError(raw []byte) (*HTLCNotExpired, error) {
	out := new(HTLCNotExpired)
	if err := hTLC.abi.UnpackIntoInterface(out, "NotExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCNotLocked represents a NotLocked error raised by the HTLC contract.
type HTLCNotLocked struct {
	Id    [32]byte
	State uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotLocked(bytes32 id, uint8 state)
func HTLCNotLockedErrorID() common.Hash {
	return common.HexToHash("0x172b3e0dd6c6c8c37927b521f9a4f246b89021494018735e50e066a362eb354a")
}

// UnpackNotLockedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotLocked(bytes32 id, uint8 state)
func (hTLC *HTLC) UnpackNotLockedError(raw []byte) (*HTLCNotLocked, error) {
	out := new(HTLCNotLocked)
	if err := hTLC.abi.UnpackIntoInterface(out, "NotLocked", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the HTLC contract.
type HTLCReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func HTLCReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (hTLC *HTLC) UnpackReentrancyGuardReentrantCallError(raw []byte) (*HTLCReentrancyGuardReentrantCall, error) {
	out := new(HTLCReentrancyGuardReentrantCall)
	if err := hTLC.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the HTLC contract.
type HTLCSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func HTLCSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (hTLC *HTLC) UnpackSafeERC20FailedOperationError(raw []byte) (*HTLCSafeERC20FailedOperation, error) {
	out := new(HTLCSafeERC20FailedOperation)
	if err := hTLC.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCSecretAlreadyRevealed represents a SecretAlreadyRevealed error raised by the HTLC contract.
type HTLCSecretAlreadyRevealed struct {
	Hashlock [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SecretAlreadyRevealed(bytes32 hashlock)
func HTLCSecretAlreadyRevealedErrorID() common.Hash {
	return common.HexToHash("0xa37211f312ccf3ef1832128f29a8d8827c610f27e5e1bb8d63e371da71a37d9a")
}

// UnpackSecretAlreadyRevealedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SecretAlreadyRevealed(bytes32 hashlock)
func (hTLC *HTLC) UnpackSecretAlreadyRevealedError(raw []byte) (*HTLCSecretAlreadyRevealed, error) {
	out := new(HTLCSecretAlreadyRevealed)
	if err := hTLC.abi.UnpackIntoInterface(out, "SecretAlreadyRevealed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCWrongSecret represents a WrongSecret error raised by the HTLC contract.
type HTLCWrongSecret struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongSecret(bytes32 id)
func HTLCWrongSecretErrorID() common.Hash {
	return common.HexToHash("0x074b705b59b8c73f49eda20269b217d552ba01c4cb1cee40da22002c4e54d990")
}

// UnpackWrongSecretError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongSecret(bytes32 id)
func (hTLC *HTLC) UnpackWrongSecretError(raw []byte) (*HTLCWrongSecret, error) {
	out := new(HTLCWrongSecret)
	if err := hTLC.abi.UnpackIntoInterface(out, "WrongSecret", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCWrongValue represents a WrongValue error raised by the HTLC contract.
type HTLCWrongValue struct {
	Expected *big.Int
	Sent     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongValue(uint256 expected, uint256 sent)
func HTLCWrongValueErrorID() common.Hash {
	return common.HexToHash("0x195a3ca12ac3744ef64727effb118b3b203c382e49c7a7d24d450eae5e3b889a")
}

// UnpackWrongValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongValue(uint256 expected, uint256 sent)
func (hTLC *HTLC) UnpackWrongValueError(raw []byte) (*HTLCWrongValue, error) {
	out := new(HTLCWrongValue)
	if err := hTLC.abi.UnpackIntoInterface(out, "WrongValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCZeroAmount represents a ZeroAmount error raised by the HTLC contract.
type HTLCZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func HTLCZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (hTLC *HTLC) UnpackZeroAmountError(raw []byte) (*HTLCZeroAmount, error) {
	out := new(HTLCZeroAmount)
	if err := hTLC.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HTLCZeroReceiver represents a ZeroReceiver error raised by the HTLC contract.
type HTLCZeroReceiver struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroReceiver()
func HTLCZeroReceiverErrorID() common.Hash {
	return common.HexToHash("0x6ba9ecd878fa468e149195b419d3e55375c73c59c7dad6b0c64dc4525650ade2")
}

// UnpackZeroReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroReceiver()
func (hTLC *HTLC) UnpackZeroReceiverError(raw []byte) (*HTLCZeroReceiver, error) {
	out := new(HTLCZeroReceiver)
	if err := hTLC.abi.UnpackIntoInterface(out, "ZeroReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}
