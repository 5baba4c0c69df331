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

// CheckpointsCheckpoint208 is an auto generated low-level Go binding around an user-defined struct.
type CheckpointsCheckpoint208 struct {
	Key   *big.Int
	Value *big.Int
}

// TORAMetaData contains all meta data concerning the TORA contract.
var TORAMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"CheckpointUnorderedInsertion\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ECDSAInvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"ECDSAInvalidSignatureLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"ECDSAInvalidSignatureS\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"increasedSupply\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"ERC20ExceededSafeSupply\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"ERC2612ExpiredSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"ERC2612InvalidSigner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"timepoint\",\"type\":\"uint256\"},{\"internalType\":\"uint48\",\"name\":\"clock\",\"type\":\"uint48\"}],\"name\":\"ERC5805FutureLookup\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"currentNonce\",\"type\":\"uint256\"}],\"name\":\"InvalidAccountNonce\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"}],\"name\":\"VotesExpiredSignature\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"delegator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"fromDelegate\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"toDelegate\",\"type\":\"address\"}],\"name\":\"DelegateChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"previousVotes\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"newVotes\",\"type\":\"uint256\"}],\"name\":\"DelegateVotesChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"CLOCK_MODE\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"pos\",\"type\":\"uint32\"}],\"name\":\"checkpoints\",\"outputs\":[{\"components\":[{\"internalType\":\"uint48\",\"name\":\"_key\",\"type\":\"uint48\"},{\"internalType\":\"uint208\",\"name\":\"_value\",\"type\":\"uint208\"}],\"internalType\":\"structCheckpoints.Checkpoint208\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"clock\",\"outputs\":[{\"internalType\":\"uint48\",\"name\":\"\",\"type\":\"uint48\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"delegatee\",\"type\":\"address\"}],\"name\":\"delegate\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"delegatee\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"delegateBySig\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"delegates\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"timepoint\",\"type\":\"uint256\"}],\"name\":\"getPastTotalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"timepoint\",\"type\":\"uint256\"}],\"name\":\"getPastVotes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"getVotes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"nonces\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"numCheckpoints\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"permit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "TORA",
	Bin: "0x610160604052348015610010575f5ffd5b5060405161214138038061214183398101604081905261002f91610245565b806040518060400160405280600781526020016654656e736f726160c81b81525080604051806040016040528060018152602001603160f81b8152506040518060400160405280600781526020016654656e736f726160c81b81525060405180604001604052806004815260200163544f524160e01b81525081600390816100b7919061030a565b5060046100c4828261030a565b5050506100d6826101b760201b60201c565b610120526100e3816101b7565b61014052815160208084019190912060e052815190820120610100524660a05261016f60e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c052506001600160a01b0381166101a757604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6101b0816101f4565b505061041c565b5f5f829050601f815111156101e1578260405163305a27a960e01b815260040161019e91906103c4565b80516101ec826103f9565b179392505050565b600b80546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b5f60208284031215610255575f5ffd5b81516001600160a01b038116811461026b575f5ffd5b9392505050565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061029a57607f821691505b6020821081036102b857634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561030557805f5260205f20601f840160051c810160208510156102e35750805b601f840160051c820191505b81811015610302575f81556001016102ef565b50505b505050565b81516001600160401b0381111561032357610323610272565b610337816103318454610286565b846102be565b6020601f821160018114610369575f83156103525750848201515b5f19600385901b1c1916600184901b178455610302565b5f84815260208120601f198516915b828110156103985787850151825560209485019460019092019101610378565b50848210156103b557868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156102b8575f1960209190910360031b1b16919050565b60805160a05160c05160e051610100516101205161014051611cd461046d5f395f610d5901525f610d2e01525f610a8201525f610a5a01525f6109b501525f6109df01525f610a090152611cd45ff3fe608060405234801561000f575f5ffd5b50600436106101a1575f3560e01c8063715018a6116100f35780639ab24eb011610093578063d505accf1161006e578063d505accf146103cb578063dd62ed3e146103de578063f1127ed814610416578063f2fde38b14610455575f5ffd5b80639ab24eb014610392578063a9059cbb146103a5578063c3cda520146103b8575f5ffd5b80638da5cb5b116100ce5780638da5cb5b146103505780638e539e8c1461036157806391ddadf41461037457806395d89b411461038a575f5ffd5b8063715018a61461031a5780637ecebe001461032257806384b0196e14610335575f5ffd5b80633a46b1a81161015e578063587cde1e11610139578063587cde1e146102745780635c19a95c146102b75780636fcfff45146102ca57806370a08231146102f2575f5ffd5b80633a46b1a81461022257806340c10f19146102355780634bf5d7e91461024a575f5ffd5b806306fdde03146101a5578063095ea7b3146101c357806318160ddd146101e657806323b872dd146101f8578063313ce5671461020b5780633644e5151461021a575b5f5ffd5b6101ad610468565b6040516101ba919061195b565b60405180910390f35b6101d66101d1366004611988565b6104f8565b60405190151581526020016101ba565b6002545b6040519081526020016101ba565b6101d66102063660046119b0565b610511565b604051601281526020016101ba565b6101ea610534565b6101ea610230366004611988565b610542565b610248610243366004611988565b61057c565b005b60408051808201909152600e81526d06d6f64653d74696d657374616d760941b60208201526101ad565b61029f6102823660046119ea565b6001600160a01b039081165f908152600860205260409020541690565b6040516001600160a01b0390911681526020016101ba565b6102486102c53660046119ea565b610592565b6102dd6102d83660046119ea565b61059d565b60405163ffffffff90911681526020016101ba565b6101ea6103003660046119ea565b6001600160a01b03165f9081526020819052604090205490565b6102486105a7565b6101ea6103303660046119ea565b6105ba565b61033d6105c4565b6040516101ba9796959493929190611a03565b600b546001600160a01b031661029f565b6101ea61036f366004611a99565b610606565b60405165ffffffffffff421681526020016101ba565b6101ad61062a565b6101ea6103a03660046119ea565b610639565b6101d66103b3366004611988565b610659565b6102486103c6366004611ac0565b610666565b6102486103d9366004611b14565b610727565b6101ea6103ec366004611b7a565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b610429610424366004611bab565b61085d565b60408051825165ffffffffffff1681526020928301516001600160d01b031692810192909252016101ba565b6102486104633660046119ea565b610881565b60606003805461047790611be8565b80601f01602080910402602001604051908101604052809291908181526020018280546104a390611be8565b80156104ee5780601f106104c5576101008083540402835291602001916104ee565b820191905f5260205f20905b8154815290600101906020018083116104d157829003601f168201915b5050505050905090565b5f336105058185856108be565b60019150505b92915050565b5f3361051e8582856108d0565b61052985858561094c565b506001949350505050565b5f61053d6109a9565b905090565b5f61056c61054f83610ad2565b6001600160a01b0385165f90815260096020526040902090610b16565b6001600160d01b03169392505050565b610584610bc6565b61058e8282610bf3565b5050565b3361058e8183610c27565b5f61050b82610c98565b6105af610bc6565b6105b85f610cb9565b565b5f61050b82610d0a565b5f6060805f5f5f60606105d5610d27565b6105dd610d52565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b5f61061b61061383610ad2565b600a90610b16565b6001600160d01b031692915050565b60606004805461047790611be8565b6001600160a01b0381165f90815260096020526040812061061b90610d7d565b5f3361050581858561094c565b8342111561068f57604051632341d78760e11b8152600481018590526024015b60405180910390fd5b604080517fe48329057bfd03d55e49b547132e39cffd9c1820ad7b9d4c5307691425d15adf60208201526001600160a01b0388169181019190915260608101869052608081018590525f90610708906107009060a00160405160208183030381529060405280519060200120610db4565b858585610de0565b90506107148187610e0c565b61071e8188610c27565b50505050505050565b8342111561074b5760405163313c898160e11b815260048101859052602401610686565b5f7f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c98888886107968c6001600160a01b03165f90815260076020526040902080546001810190915590565b6040805160208101969096526001600160a01b0394851690860152929091166060840152608083015260a082015260c0810186905260e0016040516020818303038152906040528051906020012090505f6107f082610db4565b90505f6107ff82878787610de0565b9050896001600160a01b0316816001600160a01b031614610846576040516325c0072360e11b81526001600160a01b0380831660048301528b166024820152604401610686565b6108518a8a8a6108be565b50505050505050505050565b604080518082019091525f808252602082015261087a8383610e5e565b9392505050565b610889610bc6565b6001600160a01b0381166108b257604051631e4fbdf760e01b81525f6004820152602401610686565b6108bb81610cb9565b50565b6108cb8383836001610e92565b505050565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f19811015610946578181101561093857604051637dc7a0d960e11b81526001600160a01b03841660048201526024810182905260448101839052606401610686565b61094684848484035f610e92565b50505050565b6001600160a01b03831661097557604051634b637e8f60e11b81525f6004820152602401610686565b6001600160a01b03821661099e5760405163ec442f0560e01b81525f6004820152602401610686565b6108cb838383610f64565b5f306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015610a0157507f000000000000000000000000000000000000000000000000000000000000000046145b15610a2b57507f000000000000000000000000000000000000000000000000000000000000000090565b61053d604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f4265ffffffffffff81168310610b0d57604051637669fc0f60e11b81526004810184905265ffffffffffff82166024820152604401610686565b61087a83610f6f565b81545f9081816005811115610b72575f610b2f84610fa5565b610b399085611c34565b5f8881526020902090915081015465ffffffffffff9081169087161015610b6257809150610b70565b610b6d816001611c47565b92505b505b5f610b7f878785856110fd565b90508015610bb957610ba387610b96600184611c34565b5f91825260209091200190565b54600160301b90046001600160d01b0316610bbb565b5f5b979650505050505050565b600b546001600160a01b031633146105b85760405163118cdaa760e01b8152336004820152602401610686565b6001600160a01b038216610c1c5760405163ec442f0560e01b81525f6004820152602401610686565b61058e5f8383610f64565b6001600160a01b038281165f8181526008602052604080822080548686166001600160a01b0319821681179092559151919094169392849290917f3134e8a2e6d97e929a7e54011ea5485d7d196dd5f0ba4d4ef95803e8e3fc257f9190a46108cb8183610c9386611153565b611170565b6001600160a01b0381165f9081526009602052604081205461050b906112d9565b600b80546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b6001600160a01b0381165f9081526007602052604081205461050b565b606061053d7f0000000000000000000000000000000000000000000000000000000000000000611309565b606061053d7f0000000000000000000000000000000000000000000000000000000000000000611309565b80545f908015610dac57610d9683610b96600184611c34565b54600160301b90046001600160d01b031661087a565b5f9392505050565b5f61050b610dc06109a9565b8360405161190160f01b8152600281019290925260228201526042902090565b5f5f5f5f610df088888888611346565b925092509250610e00828261140e565b50909695505050505050565b6001600160a01b0382165f9081526007602052604090208054600181019091558181146108cb576040516301d4b62360e61b81526001600160a01b038416600482015260248101829052604401610686565b604080518082019091525f80825260208201526001600160a01b0383165f90815260096020526040902061087a90836114c6565b6001600160a01b038416610ebb5760405163e602df0560e01b81525f6004820152602401610686565b6001600160a01b038316610ee457604051634a1406b160e11b81525f6004820152602401610686565b6001600160a01b038085165f908152600160209081526040808320938716835292905220829055801561094657826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92584604051610f5691815260200190565b60405180910390a350505050565b6108cb838383611533565b5f65ffffffffffff821115610fa1576040516306dfcc6560e41b81526030600482015260248101839052604401610686565b5090565b5f60018211610fb2575090565b816001600160801b8210610fcb5760809190911c9060401b5b680100000000000000008210610fe65760409190911c9060201b5b6401000000008210610ffd5760209190911c9060101b5b6201000082106110125760109190911c9060081b5b61010082106110265760089190911c9060041b5b601082106110395760049190911c9060021b5b600482106110455760011b5b600302600190811c9081858161105d5761105d611c5a565b048201901c9050600181858161107557611075611c5a565b048201901c9050600181858161108d5761108d611c5a565b048201901c905060018185816110a5576110a5611c5a565b048201901c905060018185816110bd576110bd611c5a565b048201901c905060018185816110d5576110d5611c5a565b048201901c90506110f48185816110ee576110ee611c5a565b04821190565b90039392505050565b5f5b8183101561114b575f85815260209020838316600285851804019081015465ffffffffffff8681169116111561113757809250611145565b611142816001611c47565b93505b506110ff565b509392505050565b6001600160a01b0381165f9081526020819052604081205461050b565b816001600160a01b0316836001600160a01b03161415801561119157505f81115b156108cb576001600160a01b03831615611238576001600160a01b0383165f90815260096020526040812081906111d3906115996111ce866115a4565b6115d7565b6001600160d01b031691506001600160d01b03169150846001600160a01b03167fdec2bacdd2f05b59de34da9b523dff8be42e5e38e818c82fdb0bae774387a724838360405161122d929190918252602082015260400190565b60405180910390a250505b6001600160a01b038216156108cb576001600160a01b0382165f9081526009602052604081208190611270906116086111ce866115a4565b6001600160d01b031691506001600160d01b03169150836001600160a01b03167fdec2bacdd2f05b59de34da9b523dff8be42e5e38e818c82fdb0bae774387a72483836040516112ca929190918252602082015260400190565b60405180910390a25050505050565b5f63ffffffff821115610fa1576040516306dfcc6560e41b81526020600482015260248101839052604401610686565b60605f61131583611613565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561137f57505f91506003905082611404565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa1580156113d0573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b0381166113fb57505f925060019150829050611404565b92505f91508190505b9450945094915050565b5f82600381111561142157611421611c6e565b0361142a575050565b600182600381111561143e5761143e611c6e565b0361145c5760405163f645eedf60e01b815260040160405180910390fd5b600282600381111561147057611470611c6e565b036114915760405163fce698f760e01b815260048101829052602401610686565b60038260038111156114a5576114a5611c6e565b0361058e576040516335e2f38360e21b815260048101829052602401610686565b604080518082019091525f8082526020820152825f018263ffffffff16815481106114f3576114f3611c82565b5f9182526020918290206040805180820190915291015465ffffffffffff81168252600160301b90046001600160d01b0316918101919091529392505050565b61153e83838361163a565b6001600160a01b03831661158e575f61155660025490565b90506001600160d01b038082111561158b57604051630e58ae9360e11b81526004810183905260248101829052604401610686565b50505b6108cb838383611760565b5f61087a8284611c96565b5f6001600160d01b03821115610fa1576040516306dfcc6560e41b815260d0600482015260248101839052604401610686565b5f806115fb426115f36115e988610d7d565b868863ffffffff16565b8791906117d5565b915091505b935093915050565b5f61087a8284611cb5565b5f60ff8216601f81111561050b57604051632cd44ac360e21b815260040160405180910390fd5b6001600160a01b038316611664578060025f8282546116599190611c47565b909155506116d49050565b6001600160a01b0383165f90815260208190526040902054818110156116b65760405163391434e360e21b81526001600160a01b03851660048201526024810182905260448101839052606401610686565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b0382166116f05760028054829003905561170e565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161175391815260200190565b60405180910390a3505050565b6001600160a01b0383166117825761177f600a6116086111ce846115a4565b50505b6001600160a01b0382166117a4576117a1600a6115996111ce846115a4565b50505b6001600160a01b038381165f908152600860205260408082205485841683529120546108cb92918216911683611170565b5f806115fb85858582545f90819080156118d3575f6117f987610b96600185611c34565b805490915065ffffffffffff80821691600160301b90046001600160d01b031690881682111561183c57604051632520601d60e01b815260040160405180910390fd5b8765ffffffffffff168265ffffffffffff160361187557825465ffffffffffff16600160301b6001600160d01b038916021783556118c5565b6040805180820190915265ffffffffffff808a1682526001600160d01b03808a1660208085019182528d54600181018f555f8f81529190912094519151909216600160301b029216919091179101555b945085935061160092505050565b50506040805180820190915265ffffffffffff80851682526001600160d01b0380851660208085019182528854600181018a555f8a815291822095519251909316600160301b029190931617920191909155905081611600565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f61087a602083018461192d565b80356001600160a01b0381168114611983575f5ffd5b919050565b5f5f60408385031215611999575f5ffd5b6119a28361196d565b946020939093013593505050565b5f5f5f606084860312156119c2575f5ffd5b6119cb8461196d565b92506119d96020850161196d565b929592945050506040919091013590565b5f602082840312156119fa575f5ffd5b61087a8261196d565b60ff60f81b8816815260e060208201525f611a2160e083018961192d565b8281036040840152611a33818961192d565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015611a88578351835260209384019390920191600101611a6a565b50909b9a5050505050505050505050565b5f60208284031215611aa9575f5ffd5b5035919050565b803560ff81168114611983575f5ffd5b5f5f5f5f5f5f60c08789031215611ad5575f5ffd5b611ade8761196d565b95506020870135945060408701359350611afa60608801611ab0565b9598949750929560808101359460a0909101359350915050565b5f5f5f5f5f5f5f60e0888a031215611b2a575f5ffd5b611b338861196d565b9650611b416020890161196d565b95506040880135945060608801359350611b5d60808901611ab0565b9699959850939692959460a0840135945060c09093013592915050565b5f5f60408385031215611b8b575f5ffd5b611b948361196d565b9150611ba26020840161196d565b90509250929050565b5f5f60408385031215611bbc575f5ffd5b611bc58361196d565b9150602083013563ffffffff81168114611bdd575f5ffd5b809150509250929050565b600181811c90821680611bfc57607f821691505b602082108103611c1a57634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561050b5761050b611c20565b8082018082111561050b5761050b611c20565b634e487b7160e01b5f52601260045260245ffd5b634e487b7160e01b5f52602160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b6001600160d01b03828116828216039081111561050b5761050b611c20565b6001600160d01b03818116838216019081111561050b5761050b611c2056",
}

// TORA is an auto generated Go binding around an Ethereum contract.
type TORA struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TORA) GetABI() abi.ABI {
	return c.abi
}

// NewTORA creates a new instance of TORA.
func NewTORA() *TORA {
	parsed, err := TORAMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TORA{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TORA) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address initialOwner) returns()
func (tORA *TORA) PackConstructor(initialOwner common.Address) []byte {
	enc, err := tORA.abi.Pack("", initialOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCLOCKMODE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4bf5d7e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CLOCK_MODE() pure returns(string)
func (tORA *TORA) PackCLOCKMODE() []byte {
	enc, err := tORA.abi.Pack("CLOCK_MODE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCLOCKMODE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4bf5d7e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CLOCK_MODE() pure returns(string)
func (tORA *TORA) TryPackCLOCKMODE() ([]byte, error) {
	return tORA.abi.Pack("CLOCK_MODE")
}

// UnpackCLOCKMODE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4bf5d7e9.
//
// Solidity: function CLOCK_MODE() pure returns(string)
func (tORA *TORA) UnpackCLOCKMODE(data []byte) (string, error) {
	out, err := tORA.abi.Unpack("CLOCK_MODE", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (tORA *TORA) PackDOMAINSEPARATOR() []byte {
	enc, err := tORA.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (tORA *TORA) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return tORA.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (tORA *TORA) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := tORA.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (tORA *TORA) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := tORA.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (tORA *TORA) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return tORA.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (tORA *TORA) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := tORA.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (tORA *TORA) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := tORA.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (tORA *TORA) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return tORA.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (tORA *TORA) UnpackApprove(data []byte) (bool, error) {
	out, err := tORA.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (tORA *TORA) PackBalanceOf(account common.Address) []byte {
	enc, err := tORA.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (tORA *TORA) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return tORA.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (tORA *TORA) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := tORA.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCheckpoints is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf1127ed8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function checkpoints(address account, uint32 pos) view returns((uint48,uint208))
func (tORA *TORA) PackCheckpoints(account common.Address, pos uint32) []byte {
	enc, err := tORA.abi.Pack("checkpoints", account, pos)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCheckpoints is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf1127ed8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function checkpoints(address account, uint32 pos) view returns((uint48,uint208))
func (tORA *TORA) TryPackCheckpoints(account common.Address, pos uint32) ([]byte, error) {
	return tORA.abi.Pack("checkpoints", account, pos)
}

// UnpackCheckpoints is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf1127ed8.
//
// Solidity: function checkpoints(address account, uint32 pos) view returns((uint48,uint208))
func (tORA *TORA) UnpackCheckpoints(data []byte) (CheckpointsCheckpoint208, error) {
	out, err := tORA.abi.Unpack("checkpoints", data)
	if err != nil {
		return *new(CheckpointsCheckpoint208), err
	}
	out0 := *abi.ConvertType(out[0], new(CheckpointsCheckpoint208)).(*CheckpointsCheckpoint208)
	return out0, nil
}

// PackClock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91ddadf4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function clock() view returns(uint48)
func (tORA *TORA) PackClock() []byte {
	enc, err := tORA.abi.Pack("clock")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91ddadf4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function clock() view returns(uint48)
func (tORA *TORA) TryPackClock() ([]byte, error) {
	return tORA.abi.Pack("clock")
}

// UnpackClock is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91ddadf4.
//
// Solidity: function clock() view returns(uint48)
func (tORA *TORA) UnpackClock(data []byte) (*big.Int, error) {
	out, err := tORA.abi.Unpack("clock", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (tORA *TORA) PackDecimals() []byte {
	enc, err := tORA.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (tORA *TORA) TryPackDecimals() ([]byte, error) {
	return tORA.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (tORA *TORA) UnpackDecimals(data []byte) (uint8, error) {
	out, err := tORA.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c19a95c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function delegate(address delegatee) returns()
func (tORA *TORA) PackDelegate(delegatee common.Address) []byte {
	enc, err := tORA.abi.Pack("delegate", delegatee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c19a95c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function delegate(address delegatee) returns()
func (tORA *TORA) TryPackDelegate(delegatee common.Address) ([]byte, error) {
	return tORA.abi.Pack("delegate", delegatee)
}

// PackDelegateBySig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3cda520.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function delegateBySig(address delegatee, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) returns()
func (tORA *TORA) PackDelegateBySig(delegatee common.Address, nonce *big.Int, expiry *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := tORA.abi.Pack("delegateBySig", delegatee, nonce, expiry, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDelegateBySig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3cda520.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function delegateBySig(address delegatee, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) returns()
func (tORA *TORA) TryPackDelegateBySig(delegatee common.Address, nonce *big.Int, expiry *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return tORA.abi.Pack("delegateBySig", delegatee, nonce, expiry, v, r, s)
}

// PackDelegates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x587cde1e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function delegates(address account) view returns(address)
func (tORA *TORA) PackDelegates(account common.Address) []byte {
	enc, err := tORA.abi.Pack("delegates", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDelegates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x587cde1e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function delegates(address account) view returns(address)
func (tORA *TORA) TryPackDelegates(account common.Address) ([]byte, error) {
	return tORA.abi.Pack("delegates", account)
}

// UnpackDelegates is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x587cde1e.
//
// Solidity: function delegates(address account) view returns(address)
func (tORA *TORA) UnpackDelegates(data []byte) (common.Address, error) {
	out, err := tORA.abi.Unpack("delegates", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTORAEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (tORA *TORA) PackTORAEip712Domain() []byte {
	enc, err := tORA.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTORAEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (tORA *TORA) TryPackTORAEip712Domain() ([]byte, error) {
	return tORA.abi.Pack("eip712Domain")
}

// TORAEip712DomainOutput serves as a container for the return parameters of contract
// method TORAEip712Domain.
type TORAEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackTORAEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (tORA *TORA) UnpackTORAEip712Domain(data []byte) (TORAEip712DomainOutput, error) {
	out, err := tORA.abi.Unpack("eip712Domain", data)
	outstruct := new(TORAEip712DomainOutput)
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

// PackGetPastTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e539e8c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPastTotalSupply(uint256 timepoint) view returns(uint256)
func (tORA *TORA) PackGetPastTotalSupply(timepoint *big.Int) []byte {
	enc, err := tORA.abi.Pack("getPastTotalSupply", timepoint)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPastTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e539e8c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPastTotalSupply(uint256 timepoint) view returns(uint256)
func (tORA *TORA) TryPackGetPastTotalSupply(timepoint *big.Int) ([]byte, error) {
	return tORA.abi.Pack("getPastTotalSupply", timepoint)
}

// UnpackGetPastTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8e539e8c.
//
// Solidity: function getPastTotalSupply(uint256 timepoint) view returns(uint256)
func (tORA *TORA) UnpackGetPastTotalSupply(data []byte) (*big.Int, error) {
	out, err := tORA.abi.Unpack("getPastTotalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetPastVotes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3a46b1a8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPastVotes(address account, uint256 timepoint) view returns(uint256)
func (tORA *TORA) PackGetPastVotes(account common.Address, timepoint *big.Int) []byte {
	enc, err := tORA.abi.Pack("getPastVotes", account, timepoint)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPastVotes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3a46b1a8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPastVotes(address account, uint256 timepoint) view returns(uint256)
func (tORA *TORA) TryPackGetPastVotes(account common.Address, timepoint *big.Int) ([]byte, error) {
	return tORA.abi.Pack("getPastVotes", account, timepoint)
}

// UnpackGetPastVotes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3a46b1a8.
//
// Solidity: function getPastVotes(address account, uint256 timepoint) view returns(uint256)
func (tORA *TORA) UnpackGetPastVotes(data []byte) (*big.Int, error) {
	out, err := tORA.abi.Unpack("getPastVotes", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetVotes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ab24eb0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getVotes(address account) view returns(uint256)
func (tORA *TORA) PackGetVotes(account common.Address) []byte {
	enc, err := tORA.abi.Pack("getVotes", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetVotes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ab24eb0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getVotes(address account) view returns(uint256)
func (tORA *TORA) TryPackGetVotes(account common.Address) ([]byte, error) {
	return tORA.abi.Pack("getVotes", account)
}

// UnpackGetVotes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9ab24eb0.
//
// Solidity: function getVotes(address account) view returns(uint256)
func (tORA *TORA) UnpackGetVotes(data []byte) (*big.Int, error) {
	out, err := tORA.abi.Unpack("getVotes", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (tORA *TORA) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := tORA.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (tORA *TORA) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return tORA.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (tORA *TORA) PackName() []byte {
	enc, err := tORA.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (tORA *TORA) TryPackName() ([]byte, error) {
	return tORA.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (tORA *TORA) UnpackName(data []byte) (string, error) {
	out, err := tORA.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (tORA *TORA) PackNonces(owner common.Address) []byte {
	enc, err := tORA.abi.Pack("nonces", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (tORA *TORA) TryPackNonces(owner common.Address) ([]byte, error) {
	return tORA.abi.Pack("nonces", owner)
}

// UnpackNonces is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ecebe00.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (tORA *TORA) UnpackNonces(data []byte) (*big.Int, error) {
	out, err := tORA.abi.Unpack("nonces", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackNumCheckpoints is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6fcfff45.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function numCheckpoints(address account) view returns(uint32)
func (tORA *TORA) PackNumCheckpoints(account common.Address) []byte {
	enc, err := tORA.abi.Pack("numCheckpoints", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNumCheckpoints is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6fcfff45.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function numCheckpoints(address account) view returns(uint32)
func (tORA *TORA) TryPackNumCheckpoints(account common.Address) ([]byte, error) {
	return tORA.abi.Pack("numCheckpoints", account)
}

// UnpackNumCheckpoints is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6fcfff45.
//
// Solidity: function numCheckpoints(address account) view returns(uint32)
func (tORA *TORA) UnpackNumCheckpoints(data []byte) (uint32, error) {
	out, err := tORA.abi.Unpack("numCheckpoints", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (tORA *TORA) PackOwner() []byte {
	enc, err := tORA.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (tORA *TORA) TryPackOwner() ([]byte, error) {
	return tORA.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (tORA *TORA) UnpackOwner(data []byte) (common.Address, error) {
	out, err := tORA.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (tORA *TORA) PackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := tORA.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (tORA *TORA) TryPackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return tORA.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (tORA *TORA) PackRenounceOwnership() []byte {
	enc, err := tORA.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (tORA *TORA) TryPackRenounceOwnership() ([]byte, error) {
	return tORA.abi.Pack("renounceOwnership")
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (tORA *TORA) PackSymbol() []byte {
	enc, err := tORA.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (tORA *TORA) TryPackSymbol() ([]byte, error) {
	return tORA.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (tORA *TORA) UnpackSymbol(data []byte) (string, error) {
	out, err := tORA.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (tORA *TORA) PackTotalSupply() []byte {
	enc, err := tORA.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (tORA *TORA) TryPackTotalSupply() ([]byte, error) {
	return tORA.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (tORA *TORA) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := tORA.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (tORA *TORA) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := tORA.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (tORA *TORA) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return tORA.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (tORA *TORA) UnpackTransfer(data []byte) (bool, error) {
	out, err := tORA.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (tORA *TORA) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := tORA.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (tORA *TORA) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return tORA.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (tORA *TORA) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := tORA.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (tORA *TORA) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := tORA.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (tORA *TORA) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return tORA.abi.Pack("transferOwnership", newOwner)
}

// TORAApproval represents a Approval event raised by the TORA contract.
type TORAApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const TORAApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (TORAApproval) ContractEventName() string {
	return TORAApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (tORA *TORA) UnpackApprovalEvent(log *types.Log) (*TORAApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tORA.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TORAApproval)
	if len(log.Data) > 0 {
		if err := tORA.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tORA.abi.Events[event].Inputs {
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

// TORADelegateChanged represents a DelegateChanged event raised by the TORA contract.
type TORADelegateChanged struct {
	Delegator    common.Address
	FromDelegate common.Address
	ToDelegate   common.Address
	Raw          *types.Log // Blockchain specific contextual infos
}

const TORADelegateChangedEventName = "DelegateChanged"

// ContractEventName returns the user-defined event name.
func (TORADelegateChanged) ContractEventName() string {
	return TORADelegateChangedEventName
}

// UnpackDelegateChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DelegateChanged(address indexed delegator, address indexed fromDelegate, address indexed toDelegate)
func (tORA *TORA) UnpackDelegateChangedEvent(log *types.Log) (*TORADelegateChanged, error) {
	event := "DelegateChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tORA.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TORADelegateChanged)
	if len(log.Data) > 0 {
		if err := tORA.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tORA.abi.Events[event].Inputs {
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

// TORADelegateVotesChanged represents a DelegateVotesChanged event raised by the TORA contract.
type TORADelegateVotesChanged struct {
	Delegate      common.Address
	PreviousVotes *big.Int
	NewVotes      *big.Int
	Raw           *types.Log // Blockchain specific contextual infos
}

const TORADelegateVotesChangedEventName = "DelegateVotesChanged"

// ContractEventName returns the user-defined event name.
func (TORADelegateVotesChanged) ContractEventName() string {
	return TORADelegateVotesChangedEventName
}

// UnpackDelegateVotesChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DelegateVotesChanged(address indexed delegate, uint256 previousVotes, uint256 newVotes)
func (tORA *TORA) UnpackDelegateVotesChangedEvent(log *types.Log) (*TORADelegateVotesChanged, error) {
	event := "DelegateVotesChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tORA.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TORADelegateVotesChanged)
	if len(log.Data) > 0 {
		if err := tORA.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tORA.abi.Events[event].Inputs {
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

// TORAEIP712DomainChanged represents a EIP712DomainChanged event raised by the TORA contract.
type TORAEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const TORAEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (TORAEIP712DomainChanged) ContractEventName() string {
	return TORAEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (tORA *TORA) UnpackEIP712DomainChangedEvent(log *types.Log) (*TORAEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tORA.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TORAEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := tORA.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tORA.abi.Events[event].Inputs {
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

// TORAOwnershipTransferred represents a OwnershipTransferred event raised by the TORA contract.
type TORAOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const TORAOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (TORAOwnershipTransferred) ContractEventName() string {
	return TORAOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (tORA *TORA) UnpackOwnershipTransferredEvent(log *types.Log) (*TORAOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tORA.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TORAOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := tORA.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tORA.abi.Events[event].Inputs {
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

// TORATransfer represents a Transfer event raised by the TORA contract.
type TORATransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const TORATransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (TORATransfer) ContractEventName() string {
	return TORATransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (tORA *TORA) UnpackTransferEvent(log *types.Log) (*TORATransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tORA.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TORATransfer)
	if len(log.Data) > 0 {
		if err := tORA.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tORA.abi.Events[event].Inputs {
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
func (tORA *TORA) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], tORA.abi.Errors["CheckpointUnorderedInsertion"].ID.Bytes()[:4]) {
		return tORA.UnpackCheckpointUnorderedInsertionError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["ECDSAInvalidSignature"].ID.Bytes()[:4]) {
		return tORA.UnpackECDSAInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["ECDSAInvalidSignatureLength"].ID.Bytes()[:4]) {
		return tORA.UnpackECDSAInvalidSignatureLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["ECDSAInvalidSignatureS"].ID.Bytes()[:4]) {
		return tORA.UnpackECDSAInvalidSignatureSError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["ERC20ExceededSafeSupply"].ID.Bytes()[:4]) {
		return tORA.UnpackERC20ExceededSafeSupplyError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return tORA.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return tORA.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return tORA.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return tORA.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return tORA.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return tORA.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["ERC2612ExpiredSignature"].ID.Bytes()[:4]) {
		return tORA.UnpackERC2612ExpiredSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["ERC2612InvalidSigner"].ID.Bytes()[:4]) {
		return tORA.UnpackERC2612InvalidSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["ERC5805FutureLookup"].ID.Bytes()[:4]) {
		return tORA.UnpackERC5805FutureLookupError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["InvalidAccountNonce"].ID.Bytes()[:4]) {
		return tORA.UnpackInvalidAccountNonceError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return tORA.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return tORA.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return tORA.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return tORA.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return tORA.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], tORA.abi.Errors["VotesExpiredSignature"].ID.Bytes()[:4]) {
		return tORA.UnpackVotesExpiredSignatureError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TORACheckpointUnorderedInsertion represents a CheckpointUnorderedInsertion error raised by the TORA contract.
type TORACheckpointUnorderedInsertion struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CheckpointUnorderedInsertion()
func TORACheckpointUnorderedInsertionErrorID() common.Hash {
	return common.HexToHash("0x2520601d9d60b717c34a36ad270857824c5a1ebbfd08ff39aba6930089495cfa")
}

// UnpackCheckpointUnorderedInsertionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CheckpointUnorderedInsertion()
func (tORA *TORA) UnpackCheckpointUnorderedInsertionError(raw []byte) (*TORACheckpointUnorderedInsertion, error) {
	out := new(TORACheckpointUnorderedInsertion)
	if err := tORA.abi.UnpackIntoInterface(out, "CheckpointUnorderedInsertion", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAECDSAInvalidSignature represents a ECDSAInvalidSignature error raised by the TORA contract.
type TORAECDSAInvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignature()
func TORAECDSAInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0xf645eedf0193584640b6b90cb9477e4c95b98636c148a891d4c0a146dc46e75a")
}

// UnpackECDSAInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignature()
func (tORA *TORA) UnpackECDSAInvalidSignatureError(raw []byte) (*TORAECDSAInvalidSignature, error) {
	out := new(TORAECDSAInvalidSignature)
	if err := tORA.abi.UnpackIntoInterface(out, "ECDSAInvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAECDSAInvalidSignatureLength represents a ECDSAInvalidSignatureLength error raised by the TORA contract.
type TORAECDSAInvalidSignatureLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func TORAECDSAInvalidSignatureLengthErrorID() common.Hash {
	return common.HexToHash("0xfce698f7e8e5342cd615f641317bc45fe7e1e4a8b0a14dd1383ff8dc9c41917f")
}

// UnpackECDSAInvalidSignatureLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func (tORA *TORA) UnpackECDSAInvalidSignatureLengthError(raw []byte) (*TORAECDSAInvalidSignatureLength, error) {
	out := new(TORAECDSAInvalidSignatureLength)
	if err := tORA.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAECDSAInvalidSignatureS represents a ECDSAInvalidSignatureS error raised by the TORA contract.
type TORAECDSAInvalidSignatureS struct {
	S [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func TORAECDSAInvalidSignatureSErrorID() common.Hash {
	return common.HexToHash("0xd78bce0cccb935155ed6428d1c13e50b7f3550fd2b66b9fe266006fea4a5e1eb")
}

// UnpackECDSAInvalidSignatureSError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func (tORA *TORA) UnpackECDSAInvalidSignatureSError(raw []byte) (*TORAECDSAInvalidSignatureS, error) {
	out := new(TORAECDSAInvalidSignatureS)
	if err := tORA.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureS", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAERC20ExceededSafeSupply represents a ERC20ExceededSafeSupply error raised by the TORA contract.
type TORAERC20ExceededSafeSupply struct {
	IncreasedSupply *big.Int
	Cap             *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20ExceededSafeSupply(uint256 increasedSupply, uint256 cap)
func TORAERC20ExceededSafeSupplyErrorID() common.Hash {
	return common.HexToHash("0x1cb15d26dea6ae78228522d00b5965f950275bea9a67abeec04cb99806defd4c")
}

// UnpackERC20ExceededSafeSupplyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20ExceededSafeSupply(uint256 increasedSupply, uint256 cap)
func (tORA *TORA) UnpackERC20ExceededSafeSupplyError(raw []byte) (*TORAERC20ExceededSafeSupply, error) {
	out := new(TORAERC20ExceededSafeSupply)
	if err := tORA.abi.UnpackIntoInterface(out, "ERC20ExceededSafeSupply", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the TORA contract.
type TORAERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func TORAERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (tORA *TORA) UnpackERC20InsufficientAllowanceError(raw []byte) (*TORAERC20InsufficientAllowance, error) {
	out := new(TORAERC20InsufficientAllowance)
	if err := tORA.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the TORA contract.
type TORAERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func TORAERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (tORA *TORA) UnpackERC20InsufficientBalanceError(raw []byte) (*TORAERC20InsufficientBalance, error) {
	out := new(TORAERC20InsufficientBalance)
	if err := tORA.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAERC20InvalidApprover represents a ERC20InvalidApprover error raised by the TORA contract.
type TORAERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func TORAERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (tORA *TORA) UnpackERC20InvalidApproverError(raw []byte) (*TORAERC20InvalidApprover, error) {
	out := new(TORAERC20InvalidApprover)
	if err := tORA.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the TORA contract.
type TORAERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func TORAERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (tORA *TORA) UnpackERC20InvalidReceiverError(raw []byte) (*TORAERC20InvalidReceiver, error) {
	out := new(TORAERC20InvalidReceiver)
	if err := tORA.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAERC20InvalidSender represents a ERC20InvalidSender error raised by the TORA contract.
type TORAERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func TORAERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (tORA *TORA) UnpackERC20InvalidSenderError(raw []byte) (*TORAERC20InvalidSender, error) {
	out := new(TORAERC20InvalidSender)
	if err := tORA.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAERC20InvalidSpender represents a ERC20InvalidSpender error raised by the TORA contract.
type TORAERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func TORAERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (tORA *TORA) UnpackERC20InvalidSpenderError(raw []byte) (*TORAERC20InvalidSpender, error) {
	out := new(TORAERC20InvalidSpender)
	if err := tORA.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAERC2612ExpiredSignature represents a ERC2612ExpiredSignature error raised by the TORA contract.
type TORAERC2612ExpiredSignature struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC2612ExpiredSignature(uint256 deadline)
func TORAERC2612ExpiredSignatureErrorID() common.Hash {
	return common.HexToHash("0x627913023c184eaad13735d5a3d2657ae76ec9a872a70e0fc57522ef1a114d58")
}

// UnpackERC2612ExpiredSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC2612ExpiredSignature(uint256 deadline)
func (tORA *TORA) UnpackERC2612ExpiredSignatureError(raw []byte) (*TORAERC2612ExpiredSignature, error) {
	out := new(TORAERC2612ExpiredSignature)
	if err := tORA.abi.UnpackIntoInterface(out, "ERC2612ExpiredSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAERC2612InvalidSigner represents a ERC2612InvalidSigner error raised by the TORA contract.
type TORAERC2612InvalidSigner struct {
	Signer common.Address
	Owner  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC2612InvalidSigner(address signer, address owner)
func TORAERC2612InvalidSignerErrorID() common.Hash {
	return common.HexToHash("0x4b800e463b323b1d856edf9dec70329a639d13874a57f5c28219ff57128756db")
}

// UnpackERC2612InvalidSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC2612InvalidSigner(address signer, address owner)
func (tORA *TORA) UnpackERC2612InvalidSignerError(raw []byte) (*TORAERC2612InvalidSigner, error) {
	out := new(TORAERC2612InvalidSigner)
	if err := tORA.abi.UnpackIntoInterface(out, "ERC2612InvalidSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAERC5805FutureLookup represents a ERC5805FutureLookup error raised by the TORA contract.
type TORAERC5805FutureLookup struct {
	Timepoint *big.Int
	Clock     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC5805FutureLookup(uint256 timepoint, uint48 clock)
func TORAERC5805FutureLookupErrorID() common.Hash {
	return common.HexToHash("0xecd3f81ef0a2e77b4e11bb288f0a162344834f778af7e47bdbee611607f14457")
}

// UnpackERC5805FutureLookupError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC5805FutureLookup(uint256 timepoint, uint48 clock)
func (tORA *TORA) UnpackERC5805FutureLookupError(raw []byte) (*TORAERC5805FutureLookup, error) {
	out := new(TORAERC5805FutureLookup)
	if err := tORA.abi.UnpackIntoInterface(out, "ERC5805FutureLookup", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAInvalidAccountNonce represents a InvalidAccountNonce error raised by the TORA contract.
type TORAInvalidAccountNonce struct {
	Account      common.Address
	CurrentNonce *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func TORAInvalidAccountNonceErrorID() common.Hash {
	return common.HexToHash("0x752d88c0de02638abf10e8e31861e4c68dc1f3a1e7d840e580683f2c282bfc7a")
}

// UnpackInvalidAccountNonceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func (tORA *TORA) UnpackInvalidAccountNonceError(raw []byte) (*TORAInvalidAccountNonce, error) {
	out := new(TORAInvalidAccountNonce)
	if err := tORA.abi.UnpackIntoInterface(out, "InvalidAccountNonce", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAInvalidShortString represents a InvalidShortString error raised by the TORA contract.
type TORAInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func TORAInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (tORA *TORA) UnpackInvalidShortStringError(raw []byte) (*TORAInvalidShortString, error) {
	out := new(TORAInvalidShortString)
	if err := tORA.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the TORA contract.
type TORAOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func TORAOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (tORA *TORA) UnpackOwnableInvalidOwnerError(raw []byte) (*TORAOwnableInvalidOwner, error) {
	out := new(TORAOwnableInvalidOwner)
	if err := tORA.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the TORA contract.
type TORAOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func TORAOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (tORA *TORA) UnpackOwnableUnauthorizedAccountError(raw []byte) (*TORAOwnableUnauthorizedAccount, error) {
	out := new(TORAOwnableUnauthorizedAccount)
	if err := tORA.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORASafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the TORA contract.
type TORASafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func TORASafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (tORA *TORA) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*TORASafeCastOverflowedUintDowncast, error) {
	out := new(TORASafeCastOverflowedUintDowncast)
	if err := tORA.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAStringTooLong represents a StringTooLong error raised by the TORA contract.
type TORAStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func TORAStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (tORA *TORA) UnpackStringTooLongError(raw []byte) (*TORAStringTooLong, error) {
	out := new(TORAStringTooLong)
	if err := tORA.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TORAVotesExpiredSignature represents a VotesExpiredSignature error raised by the TORA contract.
type TORAVotesExpiredSignature struct {
	Expiry *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VotesExpiredSignature(uint256 expiry)
func TORAVotesExpiredSignatureErrorID() common.Hash {
	return common.HexToHash("0x4683af0ecae671986a1b991272ba6e7bcb633f179b33ccfb3beb636962b1efde")
}

// UnpackVotesExpiredSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VotesExpiredSignature(uint256 expiry)
func (tORA *TORA) UnpackVotesExpiredSignatureError(raw []byte) (*TORAVotesExpiredSignature, error) {
	out := new(TORAVotesExpiredSignature)
	if err := tORA.abi.UnpackIntoInterface(out, "VotesExpiredSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}
