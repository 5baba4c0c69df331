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

// SubnetACLSignedGrant is an auto generated low-level Go binding around an user-defined struct.
type SubnetACLSignedGrant struct {
	Subnet   uint64
	Bits     uint8
	Audience common.Address
	Expiry   uint64
	Nonce    *big.Int
}

// SubnetACLMetaData contains all meta data concerning the SubnetACL contract.
var SubnetACLMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractSubnetRegistry\",\"name\":\"registry_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"}],\"name\":\"AdminNotDelegable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"BadExpiry\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"held\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"wanted\",\"type\":\"uint8\"}],\"name\":\"BitsNotHeld\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"delegatee\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"delegator\",\"type\":\"address\"}],\"name\":\"DelegationTooDeep\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"GrantExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"GrantExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"name\":\"GrantNonceRevoked\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"}],\"name\":\"InvalidBits\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidGrantSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSubnetAdmin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAccount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"delegator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"Delegated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"Granted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"enumSubnetACL.Mode\",\"name\":\"mode\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"ModeSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"name\":\"NonceRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"Revoked\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ADMIN\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ALL\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"COMPUTE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"GRANT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"RETRIEVE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SETTLE_GRACE\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SUBMIT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"audience\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structSubnetACL.SignedGrant\",\"name\":\"g\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"checkSignedGrant\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"delegate\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"grant\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"audience\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structSubnetACL.SignedGrant\",\"name\":\"g\",\"type\":\"tuple\"}],\"name\":\"grantDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"grantOf\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"delegator\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"live\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"}],\"name\":\"hasRights\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"}],\"name\":\"mayBeSettled\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"}],\"name\":\"modeOf\",\"outputs\":[{\"internalType\":\"enumSubnetACL.Mode\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"nonceRevoked\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractSubnetRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revoke\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"name\":\"revokeNonce\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"rightsOf\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subnet\",\"type\":\"uint64\"},{\"internalType\":\"enumSubnetACL.Mode\",\"name\":\"mode\",\"type\":\"uint8\"}],\"name\":\"setMode\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "SubnetACL",
	Bin: "0x610180604052348015610010575f5ffd5b5060405161242938038061242983398101604081905261002f91610174565b6040518060400160405280600981526020016814dd589b995d1050d360ba1b815250604051806040016040528060018152602001603160f81b81525061007a8261012e60201b60201c565b610120526100878161012e565b61014052815160208084019190912060e052815190820120610100524660a05261011360e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c0526001600160a01b0316610160526101fc565b5f5f829050601f81511115610161578260405163305a27a960e01b815260040161015891906101a1565b60405180910390fd5b805161016c826101d6565b179392505050565b5f60208284031215610184575f5ffd5b81516001600160a01b038116811461019a575f5ffd5b9392505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156101f6575f198160200360031b1b821691505b50919050565b60805160a05160c05160e051610100516101205161014051610160516121cb61025e5f395f8181610284015261185901525f61193701525f61190701525f611d7601525f611d4e01525f611ca901525f611cd301525f611cfd01526121cb5ff3fe608060405234801561000f575f5ffd5b506004361061013d575f3560e01c806384b0196e116100b4578063b2a3e88611610079578063b2a3e88614610330578063b88c30801461035d578063c04157f414610365578063cd822c5214610378578063eeb2bb241461039a578063f5c90cfb146103a2575f5ffd5b806384b0196e146102c9578063893cf771146102e45780639018c771146102f7578063a59680401461030a578063a65af2791461031d575f5ffd5b80633cb6884f116101055780633cb6884f1461020d57806342fa44e01461025c578063435f0d411461026457806369a80eec1461026c5780637b1039991461027f57806381d9fdc5146102a6575f5ffd5b806305c1ee2014610141578063073f5d9f1461015657806310a6b423146101905780632a0acc6a146101c85780632ecdf490146101e2575b5f5ffd5b61015461014f366004611ded565b6103b5565b005b61017d7f74f0ace568061812e0eedaff87e57ba8c767058a83f1c7361029e61a7bf37e0281565b6040519081526020015b60405180910390f35b6101bb61019e366004611e1f565b6001600160401b03165f9081526002602052604090205460ff1690565b6040516101879190611e4c565b6101d0600881565b60405160ff9091168152602001610187565b6101f56101f0366004611e88565b610404565b6040516001600160a01b039091168152602001610187565b61022061021b366004611f19565b61074f565b6040805160ff90951685526001600160401b0390931660208501526001600160a01b039091169183019190915215156060820152608001610187565b6101d0600181565b6101d0600f81565b61015461027a366004611f5e565b610800565b6101f57f000000000000000000000000000000000000000000000000000000000000000081565b6102b96102b4366004611fb1565b6108f0565b6040519015158152602001610187565b6102d161095d565b6040516101879796959493929190612021565b6101546102f2366004611f5e565b61099f565b6101d0610305366004611f19565b610cfc565b6101546103183660046120b7565b610d10565b61015461032b366004611f19565b610e1f565b6102b961033e3660046120e4565b600460209081525f928352604080842090915290825290205460ff1681565b6101d0600281565b61017d61037336600461210e565b610ed0565b6103826202a30081565b6040516001600160401b039091168152602001610187565b6101d0600481565b6102b96103b0366004611fb1565b610f96565b335f818152600460209081526040808320858452909152808220805460ff19166001179055518392917f22cd1acb7e7a306800a1b2c0ca9b0280187bbc00b7fbf55d38ad6cbf73082aec91a350565b5f5f5f61044e61041387610ed0565b86868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061118e92505050565b5090925090505f81600381111561046757610467611e38565b14158061047b57506001600160a01b038216155b156104995760405163e5e85a9b60e01b815260040160405180910390fd5b6104a96040870160208801612128565b60ff1615806104ca5750600f6104c56040880160208901612128565b60ff16115b15610503576104df6040870160208801612128565b60405163028099df60e61b815260ff90911660048201526024015b60405180910390fd5b60086105156040880160208901612128565b1660ff165f146105515761052c6020870187611e1f565b604051638cc0893b60e01b81526001600160401b0390911660048201526024016104fa565b6105616080870160608801611e1f565b6001600160401b0316158015906105905750426105846080880160608901611e1f565b6001600160401b031611155b156105ca576105a56080870160608801611e1f565b6040516306bbb9b160e01b81526001600160401b0390911660048201526024016104fa565b6001600160a01b0382165f90815260046020908152604080832060808a0135845290915290205460ff161561062757604051636667682360e01b81526001600160a01b0383166004820152608087013560248201526044016104fa565b5f60038161063860208a018a611e1f565b6001600160401b0316815260208082019290925260409081015f9081206001600160a01b03808816835293522054600160601b900416905080156106bf576106836020880188611e1f565b6040516350f0d25360e01b81526001600160401b0390911660048201526001600160a01b038085166024830152821660448201526064016104fa565b5f6106d66106d060208a018a611e1f565b856111d7565b90506106e86040890160208a01612128565b60ff166106fb60408a0160208b01612128565b821660ff1614610741576107126020890189611e1f565b848261072460408c0160208d01612128565b604051630bfaff4d60e31b81526004016104fa9493929190612141565b5091925050505b9392505050565b6001600160401b0382165f9081526003602090815260408083206001600160a01b038086168552908352818420825160a081018452905460ff811680835264ffffffffff61010083041695830186905262ffffff600160301b8304811695840195909552600160481b82049094166060830152600160601b900490911660808201819052849384938493929091906107e78a856111f9565b929a64ffffffffff909216995097509095509350505050565b6001600160a01b0383166108275760405163bfcf3c0b60e01b815260040160405180910390fd5b6108308261133e565b61083981611377565b5f5f610844866113d8565b915091508360ff1684831660ff16146108785785338386604051630bfaff4d60e31b81526004016104fa9493929190612141565b61088283826114d0565b9250610892868686865f5f61151e565b6040805160ff861681526001600160401b03858116602083015233926001600160a01b03891692918a16917f6d2f1867fe1ebf63204cb5293508cda9df7851fa740f653b3ec3b50f7542368b910160405180910390a4505050505050565b5f806001600160401b0385165f9081526002602052604090205460ff16600181111561091e5761091e611e38565b0361092b57506001610748565b8160ff168261093a868661179a565b1660ff160361094b57506001610748565b6109558484611839565b949350505050565b5f6060805f5f5f606061096e611900565b610976611930565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b6001600160a01b0383166109c65760405163bfcf3c0b60e01b815260040160405180910390fd5b6109cf8261133e565b6109d881611377565b6008821615610a0557604051638cc0893b60e01b81526001600160401b03851660048201526024016104fa565b6001600160401b0384165f9081526003602090815260408083206001600160a01b03871684529091529020610a3a8533611839565b15610aa957610a4d858585855f5f61151e565b6040805160ff851681526001600160401b03848116602083015233926001600160a01b03881692918916917f6d2f1867fe1ebf63204cb5293508cda9df7851fa740f653b3ec3b50f7542368b910160405180910390a450610cf6565b6001600160401b0385165f908152600360209081526040808320338452825291829020825160a081018452905460ff8116825264ffffffffff6101008204169282019290925262ffffff600160301b8304811693820193909352600160481b82049092166060830152600160601b90046001600160a01b03166080820181905215610b6d5760808101516040516350f0d25360e01b81526001600160401b03881660048201523360248201526001600160a01b0390911660448201526064016104fa565b5f610b7887836111f9565b610b82575f610b85565b81515b90508460ff1685821660ff1614610bb75786338287604051630bfaff4d60e31b81526004016104fa9493929190612141565b8254600160601b90046001600160a01b03163314801590610c3b57506040805160a081018252845460ff81168252610100810464ffffffffff166020830152600160301b810462ffffff90811693830193909352600160481b81049092166060820152600160601b9091046001600160a01b03166080820152610c3b9088906111f9565b15610c735760405163c7b1430b60e01b81526001600160401b03881660048201526001600160a01b03871660248201526044016104fa565b610c8884836020015164ffffffffff166114d0565b9350610c9c8787878733876040015161151e565b6040805160ff871681526001600160401b03868116602083015233926001600160a01b038a1692918b16917f150698c83159ddbae3df0052dae4ba32a578a9378c48f27be1e9b60b86df3c38910160405180910390a45050505b50505050565b5f610d0783836111d7565b90505b92915050565b610d19826113d8565b5060019050816001811115610d3057610d30611e38565b148015610d6657506001600160401b0382165f9081526002602052604081205460ff166001811115610d6457610d64611e38565b145b15610d98576001600160401b0382165f908152600660205260409020805464ffffffffff19164264ffffffffff161790555b6001600160401b0382165f908152600260205260409020805482919060ff191660018381811115610dcb57610dcb611e38565b0217905550336001600160a01b0316826001600160401b03167f0f41c963ebb46edc9bc4368af362b03239ef8437d577e1a7314d243e88789abe83604051610e139190611e4c565b60405180910390a35050565b6001600160401b0382165f9081526003602090815260408083206001600160a01b0385168085529252909120903314801590610e6c57508054600160601b90046001600160a01b03163314155b15610e7d57610e7a836113d8565b50505b610e8b83835f5f5f5f61151e565b60405133906001600160a01b038416906001600160401b038616907f7546eaa7ba2f87173534c042b7a3ed2c0ce7ca4ceff61346f93564dc3c63638f905f90a4505050565b5f610d0a7f74f0ace568061812e0eedaff87e57ba8c767058a83f1c7361029e61a7bf37e02610f026020850185611e1f565b610f126040860160208701612128565b610f226060870160408801612176565b610f326080880160608901611e1f565b6040805160208101969096526001600160401b039485169086015260ff90921660608501526001600160a01b0316608084810191909152911660a083015284013560c082015260e0016040516020818303038152906040528051906020012061195b565b5f806001600160401b0385165f9081526002602052604090205460ff166001811115610fc457610fc4611e38565b03610fd157506001610748565b6001600160401b0384165f9081526003602090815260408083206001600160a01b03808816855290835292819020815160a081018352905460ff808216835264ffffffffff6101008304169483019490945262ffffff600160301b8204811693830193909352600160481b81049092166060820152600160601b820490931660808401528416811690841614801561106e575061106e85826111f9565b1561107d576001915050610748565b6001600160401b0385165f908152600660205260409020546110aa906202a3009064ffffffffff16612191565b4210156110bb576001915050610748565b6001600160401b0385165f9081526005602090815260408083206001600160a01b03881684528252918290208251606081018452905464ffffffffff811680835265010000000000820462ffffff1693830193909352600160401b900460ff16928101929092524210801561113b57508360ff168482604001511660ff16145b1561114b57600192505050610748565b8360ff1684835f01511660ff1614801561116a575061116a8683611987565b1561117a57600192505050610748565b6111848686611839565b9695505050505050565b5f5f5f83516041036111c5576020840151604085015160608601515f1a6111b788828585611b98565b9550955095505050506111d0565b505081515f91506002905b9250925092565b5f6111e28383611839565b156111ef5750600f610d0a565b610d07838361179a565b80515f9060ff16158061122c5750602082015164ffffffffff161580159061122c575042826020015164ffffffffff1611155b1561123857505f610d0a565b60808201516001600160a01b031661125257506001610d0a565b6001600160401b0383165f9081526003602090815260408083206080808701516001600160a01b03908116865291845293829020825160a081018452905460ff8116825264ffffffffff6101008204169482019490945262ffffff600160301b85048116938201849052600160481b85048116606080840191909152600160601b90950490921694810194909452918501519091161480156112ff575060808101516001600160a01b0316155b801561130e5750805160ff1615155b80156109555750602081015164ffffffffff161580610955575042816020015164ffffffffff1611949350505050565b60ff811615806113515750600f60ff8216115b156113745760405163028099df60e61b815260ff821660048201526024016104fa565b50565b6001600160401b038116158015906113af575042816001600160401b03161115806113af575064ffffffffff6001600160401b038216115b15611374576040516308ae9ea160e11b81526001600160401b03821660048201526024016104fa565b5f5f6113e48333611839565b156113f45750600f925f92509050565b6001600160401b0383165f908152600360209081526040808320338452825291829020825160a081018452905460ff8116825264ffffffffff6101008204169282019290925262ffffff600160301b8304811693820193909352600160481b82049092166060830152600160601b81046001600160a01b031660808301526008161580611488575061148684826111f9565b155b156114b657604051626c68c160e81b81526001600160401b03851660048201523360248201526044016104fa565b8051602090910151909464ffffffffff9091169350915050565b5f6001600160401b0382161580159061150b57506001600160401b038316158061150b5750816001600160401b0316836001600160401b0316115b15611517575080610d0a565b5090919050565b6001600160401b0386165f9081526003602090815260408083206001600160a01b03808a16855290835292819020815160a081018352815460ff811680835264ffffffffff6101008304169583019590955262ffffff600160301b8204811694830194909452600160481b81049093166060820152600160601b909204909316608082015290158015906115b757506115b78882611987565b15611707576001600160401b0388165f9081526005602090815260408083206001600160a01b038b1684529091528120906115f56202a30042612191565b9050826020015164ffffffffff165f1415801561161d575042836020015164ffffffffff1611155b1561163f57602083015161163c906202a3009064ffffffffff16612191565b90505b81544264ffffffffff90911611156116a9578251825460ff918216600160401b808304939093161790910268ff00000000000000001982168117845564ffffffffff9081169116178111156116a457815464ffffffffff191664ffffffffff82161782555b611704565b82518254604085015168ffffffff000000000019909116600160401b60ff9093169290920267ffffff00000000001916919091176501000000000062ffffff909216919091021764ffffffffff191664ffffffffff82161782555b50505b5080546001600160a01b03909316600160601b026bffffffffffffffffffffffff62ffffff938416600160481b021668ffffffffffffffffff64ffffffffff9096166101000265ffffffffffff19600160301b80880487166001019096169095029490941668ffffffffffffffffff199095169490941760ff909616959095179190911792909216179190911790555050565b6001600160401b0382165f9081526003602090815260408083206001600160a01b038086168552908352818420825160a081018452905460ff8116825264ffffffffff6101008204169482019490945262ffffff600160301b8504811693820193909352600160481b84049092166060830152600160601b909204909116608082015261182784826111f9565b611831575f610955565b519392505050565b604051637903a61760e01b81526001600160401b03831660048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690637903a61790602401602060405180830381865afa9250505080156118c4575060408051601f3d908101601f191682019092526118c1918101906121b0565b60015b6118cf57505f610d0a565b826001600160a01b0316816001600160a01b03161480156118f857506001600160a01b03831615155b915050610d0a565b606061192b7f0000000000000000000000000000000000000000000000000000000000000000611c60565b905090565b606061192b7f0000000000000000000000000000000000000000000000000000000000000000611c60565b5f610d0a611967611c9d565b8360405161190160f01b8152600281019290925260228201526042902090565b80515f9060ff1615806119c95750602082015164ffffffffff16158015906119c95750602082015142906119c6906202a3009064ffffffffff16612191565b11155b156119d557505f610d0a565b60808201516001600160a01b03166119ef57506001610d0a565b6001600160401b0383165f9081526003602090815260408083206080808701516001600160a01b03908116865291845293829020825160a081018452905460ff8116825264ffffffffff6101008204169482019490945262ffffff600160301b85048116938201849052600160481b85048116606080840191909152600160601b90950490921694810194909452918501519091169003611ae75760808101516001600160a01b0316158015611aa85750805160ff1615155b80156118f85750602081015164ffffffffff1615806118f8575060208101514290611ade906202a3009064ffffffffff16612191565b11915050610d0a565b6001600160401b0384165f90815260056020908152604080832060808701516001600160a01b031684528252918290208251606081018452905464ffffffffff811680835265010000000000820462ffffff1693830193909352600160401b900460ff169281019290925242108015611b725750806020015162ffffff16846060015162ffffff1610155b8015611b8f5750816040015162ffffff16846060015162ffffff16105b95945050505050565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115611bd157505f91506003905082611c56565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015611c22573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116611c4d57505f925060019150829050611c56565b92505f91508190505b9450945094915050565b60605f611c6c83611dc6565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015611cf557507f000000000000000000000000000000000000000000000000000000000000000046145b15611d1f57507f000000000000000000000000000000000000000000000000000000000000000090565b61192b604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f60ff8216601f811115610d0a57604051632cd44ac360e21b815260040160405180910390fd5b5f60208284031215611dfd575f5ffd5b5035919050565b80356001600160401b0381168114611e1a575f5ffd5b919050565b5f60208284031215611e2f575f5ffd5b610d0782611e04565b634e487b7160e01b5f52602160045260245ffd5b6020810160028310611e6c57634e487b7160e01b5f52602160045260245ffd5b91905290565b5f60a08284031215611e82575f5ffd5b50919050565b5f5f5f60c08486031215611e9a575f5ffd5b611ea48585611e72565b925060a08401356001600160401b03811115611ebe575f5ffd5b8401601f81018613611ece575f5ffd5b80356001600160401b03811115611ee3575f5ffd5b866020828401011115611ef4575f5ffd5b939660209190910195509293505050565b6001600160a01b0381168114611374575f5ffd5b5f5f60408385031215611f2a575f5ffd5b611f3383611e04565b91506020830135611f4381611f05565b809150509250929050565b803560ff81168114611e1a575f5ffd5b5f5f5f5f60808587031215611f71575f5ffd5b611f7a85611e04565b93506020850135611f8a81611f05565b9250611f9860408601611f4e565b9150611fa660608601611e04565b905092959194509250565b5f5f5f60608486031215611fc3575f5ffd5b611fcc84611e04565b92506020840135611fdc81611f05565b9150611fea60408501611f4e565b90509250925092565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f61203f60e0830189611ff3565b82810360408401526120518189611ff3565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b818110156120a6578351835260209384019390920191600101612088565b50909b9a5050505050505050505050565b5f5f604083850312156120c8575f5ffd5b6120d183611e04565b9150602083013560028110611f43575f5ffd5b5f5f604083850312156120f5575f5ffd5b823561210081611f05565b946020939093013593505050565b5f60a0828403121561211e575f5ffd5b610d078383611e72565b5f60208284031215612138575f5ffd5b610d0782611f4e565b6001600160401b039490941684526001600160a01b0392909216602084015260ff908116604084015216606082015260800190565b5f60208284031215612186575f5ffd5b813561074881611f05565b80820180821115610d0a57634e487b7160e01b5f52601160045260245ffd5b5f602082840312156121c0575f5ffd5b815161074881611f0556",
}

// SubnetACL is an auto generated Go binding around an Ethereum contract.
type SubnetACL struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *SubnetACL) GetABI() abi.ABI {
	return c.abi
}

// NewSubnetACL creates a new instance of SubnetACL.
func NewSubnetACL() *SubnetACL {
	parsed, err := SubnetACLMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &SubnetACL{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *SubnetACL) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address registry_) returns()
func (subnetACL *SubnetACL) PackConstructor(registry_ common.Address) []byte {
	enc, err := subnetACL.abi.Pack("", registry_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackADMIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a0acc6a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ADMIN() view returns(uint8)
func (subnetACL *SubnetACL) PackADMIN() []byte {
	enc, err := subnetACL.abi.Pack("ADMIN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackADMIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a0acc6a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ADMIN() view returns(uint8)
func (subnetACL *SubnetACL) TryPackADMIN() ([]byte, error) {
	return subnetACL.abi.Pack("ADMIN")
}

// UnpackADMIN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2a0acc6a.
//
// Solidity: function ADMIN() view returns(uint8)
func (subnetACL *SubnetACL) UnpackADMIN(data []byte) (uint8, error) {
	out, err := subnetACL.abi.Unpack("ADMIN", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackALL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x435f0d41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ALL() view returns(uint8)
func (subnetACL *SubnetACL) PackALL() []byte {
	enc, err := subnetACL.abi.Pack("ALL")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackALL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x435f0d41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ALL() view returns(uint8)
func (subnetACL *SubnetACL) TryPackALL() ([]byte, error) {
	return subnetACL.abi.Pack("ALL")
}

// UnpackALL is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x435f0d41.
//
// Solidity: function ALL() view returns(uint8)
func (subnetACL *SubnetACL) UnpackALL(data []byte) (uint8, error) {
	out, err := subnetACL.abi.Unpack("ALL", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackCOMPUTE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeeb2bb24.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function COMPUTE() view returns(uint8)
func (subnetACL *SubnetACL) PackCOMPUTE() []byte {
	enc, err := subnetACL.abi.Pack("COMPUTE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCOMPUTE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeeb2bb24.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function COMPUTE() view returns(uint8)
func (subnetACL *SubnetACL) TryPackCOMPUTE() ([]byte, error) {
	return subnetACL.abi.Pack("COMPUTE")
}

// UnpackCOMPUTE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeeb2bb24.
//
// Solidity: function COMPUTE() view returns(uint8)
func (subnetACL *SubnetACL) UnpackCOMPUTE(data []byte) (uint8, error) {
	out, err := subnetACL.abi.Unpack("COMPUTE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackGRANTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x073f5d9f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GRANT_TYPEHASH() view returns(bytes32)
func (subnetACL *SubnetACL) PackGRANTTYPEHASH() []byte {
	enc, err := subnetACL.abi.Pack("GRANT_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGRANTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x073f5d9f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GRANT_TYPEHASH() view returns(bytes32)
func (subnetACL *SubnetACL) TryPackGRANTTYPEHASH() ([]byte, error) {
	return subnetACL.abi.Pack("GRANT_TYPEHASH")
}

// UnpackGRANTTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x073f5d9f.
//
// Solidity: function GRANT_TYPEHASH() view returns(bytes32)
func (subnetACL *SubnetACL) UnpackGRANTTYPEHASH(data []byte) ([32]byte, error) {
	out, err := subnetACL.abi.Unpack("GRANT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRETRIEVE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb88c3080.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function RETRIEVE() view returns(uint8)
func (subnetACL *SubnetACL) PackRETRIEVE() []byte {
	enc, err := subnetACL.abi.Pack("RETRIEVE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRETRIEVE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb88c3080.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function RETRIEVE() view returns(uint8)
func (subnetACL *SubnetACL) TryPackRETRIEVE() ([]byte, error) {
	return subnetACL.abi.Pack("RETRIEVE")
}

// UnpackRETRIEVE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb88c3080.
//
// Solidity: function RETRIEVE() view returns(uint8)
func (subnetACL *SubnetACL) UnpackRETRIEVE(data []byte) (uint8, error) {
	out, err := subnetACL.abi.Unpack("RETRIEVE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackSETTLEGRACE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcd822c52.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SETTLE_GRACE() view returns(uint64)
func (subnetACL *SubnetACL) PackSETTLEGRACE() []byte {
	enc, err := subnetACL.abi.Pack("SETTLE_GRACE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSETTLEGRACE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcd822c52.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SETTLE_GRACE() view returns(uint64)
func (subnetACL *SubnetACL) TryPackSETTLEGRACE() ([]byte, error) {
	return subnetACL.abi.Pack("SETTLE_GRACE")
}

// UnpackSETTLEGRACE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcd822c52.
//
// Solidity: function SETTLE_GRACE() view returns(uint64)
func (subnetACL *SubnetACL) UnpackSETTLEGRACE(data []byte) (uint64, error) {
	out, err := subnetACL.abi.Unpack("SETTLE_GRACE", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackSUBMIT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42fa44e0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SUBMIT() view returns(uint8)
func (subnetACL *SubnetACL) PackSUBMIT() []byte {
	enc, err := subnetACL.abi.Pack("SUBMIT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSUBMIT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42fa44e0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SUBMIT() view returns(uint8)
func (subnetACL *SubnetACL) TryPackSUBMIT() ([]byte, error) {
	return subnetACL.abi.Pack("SUBMIT")
}

// UnpackSUBMIT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42fa44e0.
//
// Solidity: function SUBMIT() view returns(uint8)
func (subnetACL *SubnetACL) UnpackSUBMIT(data []byte) (uint8, error) {
	out, err := subnetACL.abi.Unpack("SUBMIT", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackCheckSignedGrant is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ecdf490.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function checkSignedGrant((uint64,uint8,address,uint64,uint256) g, bytes signature) view returns(address signer)
func (subnetACL *SubnetACL) PackCheckSignedGrant(g SubnetACLSignedGrant, signature []byte) []byte {
	enc, err := subnetACL.abi.Pack("checkSignedGrant", g, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCheckSignedGrant is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ecdf490.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function checkSignedGrant((uint64,uint8,address,uint64,uint256) g, bytes signature) view returns(address signer)
func (subnetACL *SubnetACL) TryPackCheckSignedGrant(g SubnetACLSignedGrant, signature []byte) ([]byte, error) {
	return subnetACL.abi.Pack("checkSignedGrant", g, signature)
}

// UnpackCheckSignedGrant is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2ecdf490.
//
// Solidity: function checkSignedGrant((uint64,uint8,address,uint64,uint256) g, bytes signature) view returns(address signer)
func (subnetACL *SubnetACL) UnpackCheckSignedGrant(data []byte) (common.Address, error) {
	out, err := subnetACL.abi.Unpack("checkSignedGrant", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x893cf771.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function delegate(uint64 subnet, address account, uint8 bits, uint64 expiry) returns()
func (subnetACL *SubnetACL) PackDelegate(subnet uint64, account common.Address, bits uint8, expiry uint64) []byte {
	enc, err := subnetACL.abi.Pack("delegate", subnet, account, bits, expiry)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x893cf771.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function delegate(uint64 subnet, address account, uint8 bits, uint64 expiry) returns()
func (subnetACL *SubnetACL) TryPackDelegate(subnet uint64, account common.Address, bits uint8, expiry uint64) ([]byte, error) {
	return subnetACL.abi.Pack("delegate", subnet, account, bits, expiry)
}

// PackSubnetACLEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (subnetACL *SubnetACL) PackSubnetACLEip712Domain() []byte {
	enc, err := subnetACL.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubnetACLEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (subnetACL *SubnetACL) TryPackSubnetACLEip712Domain() ([]byte, error) {
	return subnetACL.abi.Pack("eip712Domain")
}

// SubnetACLEip712DomainOutput serves as a container for the return parameters of contract
// method SubnetACLEip712Domain.
type SubnetACLEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackSubnetACLEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (subnetACL *SubnetACL) UnpackSubnetACLEip712Domain(data []byte) (SubnetACLEip712DomainOutput, error) {
	out, err := subnetACL.abi.Unpack("eip712Domain", data)
	outstruct := new(SubnetACLEip712DomainOutput)
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

// PackGrant is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69a80eec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function grant(uint64 subnet, address account, uint8 bits, uint64 expiry) returns()
func (subnetACL *SubnetACL) PackGrant(subnet uint64, account common.Address, bits uint8, expiry uint64) []byte {
	enc, err := subnetACL.abi.Pack("grant", subnet, account, bits, expiry)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGrant is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69a80eec.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function grant(uint64 subnet, address account, uint8 bits, uint64 expiry) returns()
func (subnetACL *SubnetACL) TryPackGrant(subnet uint64, account common.Address, bits uint8, expiry uint64) ([]byte, error) {
	return subnetACL.abi.Pack("grant", subnet, account, bits, expiry)
}

// PackGrantDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc04157f4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function grantDigest((uint64,uint8,address,uint64,uint256) g) view returns(bytes32)
func (subnetACL *SubnetACL) PackGrantDigest(g SubnetACLSignedGrant) []byte {
	enc, err := subnetACL.abi.Pack("grantDigest", g)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGrantDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc04157f4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function grantDigest((uint64,uint8,address,uint64,uint256) g) view returns(bytes32)
func (subnetACL *SubnetACL) TryPackGrantDigest(g SubnetACLSignedGrant) ([]byte, error) {
	return subnetACL.abi.Pack("grantDigest", g)
}

// UnpackGrantDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc04157f4.
//
// Solidity: function grantDigest((uint64,uint8,address,uint64,uint256) g) view returns(bytes32)
func (subnetACL *SubnetACL) UnpackGrantDigest(data []byte) ([32]byte, error) {
	out, err := subnetACL.abi.Unpack("grantDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGrantOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3cb6884f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function grantOf(uint64 subnet, address account) view returns(uint8 bits, uint64 expiry, address delegator, bool live)
func (subnetACL *SubnetACL) PackGrantOf(subnet uint64, account common.Address) []byte {
	enc, err := subnetACL.abi.Pack("grantOf", subnet, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGrantOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3cb6884f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function grantOf(uint64 subnet, address account) view returns(uint8 bits, uint64 expiry, address delegator, bool live)
func (subnetACL *SubnetACL) TryPackGrantOf(subnet uint64, account common.Address) ([]byte, error) {
	return subnetACL.abi.Pack("grantOf", subnet, account)
}

// GrantOfOutput serves as a container for the return parameters of contract
// method GrantOf.
type GrantOfOutput struct {
	Bits      uint8
	Expiry    uint64
	Delegator common.Address
	Live      bool
}

// UnpackGrantOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3cb6884f.
//
// Solidity: function grantOf(uint64 subnet, address account) view returns(uint8 bits, uint64 expiry, address delegator, bool live)
func (subnetACL *SubnetACL) UnpackGrantOf(data []byte) (GrantOfOutput, error) {
	out, err := subnetACL.abi.Unpack("grantOf", data)
	outstruct := new(GrantOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Bits = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.Expiry = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.Delegator = *abi.ConvertType(out[2], new(common.Address)).(*common.Address)
	outstruct.Live = *abi.ConvertType(out[3], new(bool)).(*bool)
	return *outstruct, nil
}

// PackHasRights is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81d9fdc5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hasRights(uint64 subnet, address account, uint8 bits) view returns(bool)
func (subnetACL *SubnetACL) PackHasRights(subnet uint64, account common.Address, bits uint8) []byte {
	enc, err := subnetACL.abi.Pack("hasRights", subnet, account, bits)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHasRights is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81d9fdc5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hasRights(uint64 subnet, address account, uint8 bits) view returns(bool)
func (subnetACL *SubnetACL) TryPackHasRights(subnet uint64, account common.Address, bits uint8) ([]byte, error) {
	return subnetACL.abi.Pack("hasRights", subnet, account, bits)
}

// UnpackHasRights is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x81d9fdc5.
//
// Solidity: function hasRights(uint64 subnet, address account, uint8 bits) view returns(bool)
func (subnetACL *SubnetACL) UnpackHasRights(data []byte) (bool, error) {
	out, err := subnetACL.abi.Unpack("hasRights", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMayBeSettled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5c90cfb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mayBeSettled(uint64 subnet, address account, uint8 bits) view returns(bool)
func (subnetACL *SubnetACL) PackMayBeSettled(subnet uint64, account common.Address, bits uint8) []byte {
	enc, err := subnetACL.abi.Pack("mayBeSettled", subnet, account, bits)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMayBeSettled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5c90cfb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mayBeSettled(uint64 subnet, address account, uint8 bits) view returns(bool)
func (subnetACL *SubnetACL) TryPackMayBeSettled(subnet uint64, account common.Address, bits uint8) ([]byte, error) {
	return subnetACL.abi.Pack("mayBeSettled", subnet, account, bits)
}

// UnpackMayBeSettled is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5c90cfb.
//
// Solidity: function mayBeSettled(uint64 subnet, address account, uint8 bits) view returns(bool)
func (subnetACL *SubnetACL) UnpackMayBeSettled(data []byte) (bool, error) {
	out, err := subnetACL.abi.Unpack("mayBeSettled", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackModeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10a6b423.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function modeOf(uint64 subnet) view returns(uint8)
func (subnetACL *SubnetACL) PackModeOf(subnet uint64) []byte {
	enc, err := subnetACL.abi.Pack("modeOf", subnet)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackModeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10a6b423.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function modeOf(uint64 subnet) view returns(uint8)
func (subnetACL *SubnetACL) TryPackModeOf(subnet uint64) ([]byte, error) {
	return subnetACL.abi.Pack("modeOf", subnet)
}

// UnpackModeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x10a6b423.
//
// Solidity: function modeOf(uint64 subnet) view returns(uint8)
func (subnetACL *SubnetACL) UnpackModeOf(data []byte) (uint8, error) {
	out, err := subnetACL.abi.Unpack("modeOf", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackNonceRevoked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb2a3e886.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonceRevoked(address , uint256 ) view returns(bool)
func (subnetACL *SubnetACL) PackNonceRevoked(arg0 common.Address, arg1 *big.Int) []byte {
	enc, err := subnetACL.abi.Pack("nonceRevoked", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonceRevoked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb2a3e886.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonceRevoked(address , uint256 ) view returns(bool)
func (subnetACL *SubnetACL) TryPackNonceRevoked(arg0 common.Address, arg1 *big.Int) ([]byte, error) {
	return subnetACL.abi.Pack("nonceRevoked", arg0, arg1)
}

// UnpackNonceRevoked is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb2a3e886.
//
// Solidity: function nonceRevoked(address , uint256 ) view returns(bool)
func (subnetACL *SubnetACL) UnpackNonceRevoked(data []byte) (bool, error) {
	out, err := subnetACL.abi.Unpack("nonceRevoked", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (subnetACL *SubnetACL) PackRegistry() []byte {
	enc, err := subnetACL.abi.Pack("registry")
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
func (subnetACL *SubnetACL) TryPackRegistry() ([]byte, error) {
	return subnetACL.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (subnetACL *SubnetACL) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := subnetACL.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRevoke is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa65af279.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revoke(uint64 subnet, address account) returns()
func (subnetACL *SubnetACL) PackRevoke(subnet uint64, account common.Address) []byte {
	enc, err := subnetACL.abi.Pack("revoke", subnet, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevoke is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa65af279.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revoke(uint64 subnet, address account) returns()
func (subnetACL *SubnetACL) TryPackRevoke(subnet uint64, account common.Address) ([]byte, error) {
	return subnetACL.abi.Pack("revoke", subnet, account)
}

// PackRevokeNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05c1ee20.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeNonce(uint256 nonce) returns()
func (subnetACL *SubnetACL) PackRevokeNonce(nonce *big.Int) []byte {
	enc, err := subnetACL.abi.Pack("revokeNonce", nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05c1ee20.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeNonce(uint256 nonce) returns()
func (subnetACL *SubnetACL) TryPackRevokeNonce(nonce *big.Int) ([]byte, error) {
	return subnetACL.abi.Pack("revokeNonce", nonce)
}

// PackRightsOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9018c771.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rightsOf(uint64 subnet, address account) view returns(uint8)
func (subnetACL *SubnetACL) PackRightsOf(subnet uint64, account common.Address) []byte {
	enc, err := subnetACL.abi.Pack("rightsOf", subnet, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRightsOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9018c771.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rightsOf(uint64 subnet, address account) view returns(uint8)
func (subnetACL *SubnetACL) TryPackRightsOf(subnet uint64, account common.Address) ([]byte, error) {
	return subnetACL.abi.Pack("rightsOf", subnet, account)
}

// UnpackRightsOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9018c771.
//
// Solidity: function rightsOf(uint64 subnet, address account) view returns(uint8)
func (subnetACL *SubnetACL) UnpackRightsOf(data []byte) (uint8, error) {
	out, err := subnetACL.abi.Unpack("rightsOf", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackSetMode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5968040.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMode(uint64 subnet, uint8 mode) returns()
func (subnetACL *SubnetACL) PackSetMode(subnet uint64, mode uint8) []byte {
	enc, err := subnetACL.abi.Pack("setMode", subnet, mode)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5968040.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMode(uint64 subnet, uint8 mode) returns()
func (subnetACL *SubnetACL) TryPackSetMode(subnet uint64, mode uint8) ([]byte, error) {
	return subnetACL.abi.Pack("setMode", subnet, mode)
}

// SubnetACLDelegated represents a Delegated event raised by the SubnetACL contract.
type SubnetACLDelegated struct {
	Subnet    uint64
	Account   common.Address
	Delegator common.Address
	Bits      uint8
	Expiry    uint64
	Raw       *types.Log // Blockchain specific contextual infos
}

const SubnetACLDelegatedEventName = "Delegated"

// ContractEventName returns the user-defined event name.
func (SubnetACLDelegated) ContractEventName() string {
	return SubnetACLDelegatedEventName
}

// UnpackDelegatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Delegated(uint64 indexed subnet, address indexed account, address indexed delegator, uint8 bits, uint64 expiry)
func (subnetACL *SubnetACL) UnpackDelegatedEvent(log *types.Log) (*SubnetACLDelegated, error) {
	event := "Delegated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetACL.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetACLDelegated)
	if len(log.Data) > 0 {
		if err := subnetACL.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subnetACL.abi.Events[event].Inputs {
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

// SubnetACLEIP712DomainChanged represents a EIP712DomainChanged event raised by the SubnetACL contract.
type SubnetACLEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const SubnetACLEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (SubnetACLEIP712DomainChanged) ContractEventName() string {
	return SubnetACLEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (subnetACL *SubnetACL) UnpackEIP712DomainChangedEvent(log *types.Log) (*SubnetACLEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetACL.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetACLEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := subnetACL.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subnetACL.abi.Events[event].Inputs {
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

// SubnetACLGranted represents a Granted event raised by the SubnetACL contract.
type SubnetACLGranted struct {
	Subnet  uint64
	Account common.Address
	Bits    uint8
	Expiry  uint64
	By      common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const SubnetACLGrantedEventName = "Granted"

// ContractEventName returns the user-defined event name.
func (SubnetACLGranted) ContractEventName() string {
	return SubnetACLGrantedEventName
}

// UnpackGrantedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Granted(uint64 indexed subnet, address indexed account, uint8 bits, uint64 expiry, address indexed by)
func (subnetACL *SubnetACL) UnpackGrantedEvent(log *types.Log) (*SubnetACLGranted, error) {
	event := "Granted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetACL.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetACLGranted)
	if len(log.Data) > 0 {
		if err := subnetACL.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subnetACL.abi.Events[event].Inputs {
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

// SubnetACLModeSet represents a ModeSet event raised by the SubnetACL contract.
type SubnetACLModeSet struct {
	Subnet uint64
	Mode   uint8
	By     common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const SubnetACLModeSetEventName = "ModeSet"

// ContractEventName returns the user-defined event name.
func (SubnetACLModeSet) ContractEventName() string {
	return SubnetACLModeSetEventName
}

// UnpackModeSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ModeSet(uint64 indexed subnet, uint8 mode, address indexed by)
func (subnetACL *SubnetACL) UnpackModeSetEvent(log *types.Log) (*SubnetACLModeSet, error) {
	event := "ModeSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetACL.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetACLModeSet)
	if len(log.Data) > 0 {
		if err := subnetACL.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subnetACL.abi.Events[event].Inputs {
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

// SubnetACLNonceRevoked represents a NonceRevoked event raised by the SubnetACL contract.
type SubnetACLNonceRevoked struct {
	Signer common.Address
	Nonce  *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const SubnetACLNonceRevokedEventName = "NonceRevoked"

// ContractEventName returns the user-defined event name.
func (SubnetACLNonceRevoked) ContractEventName() string {
	return SubnetACLNonceRevokedEventName
}

// UnpackNonceRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NonceRevoked(address indexed signer, uint256 indexed nonce)
func (subnetACL *SubnetACL) UnpackNonceRevokedEvent(log *types.Log) (*SubnetACLNonceRevoked, error) {
	event := "NonceRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetACL.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetACLNonceRevoked)
	if len(log.Data) > 0 {
		if err := subnetACL.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subnetACL.abi.Events[event].Inputs {
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

// SubnetACLRevoked represents a Revoked event raised by the SubnetACL contract.
type SubnetACLRevoked struct {
	Subnet  uint64
	Account common.Address
	By      common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const SubnetACLRevokedEventName = "Revoked"

// ContractEventName returns the user-defined event name.
func (SubnetACLRevoked) ContractEventName() string {
	return SubnetACLRevokedEventName
}

// UnpackRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Revoked(uint64 indexed subnet, address indexed account, address indexed by)
func (subnetACL *SubnetACL) UnpackRevokedEvent(log *types.Log) (*SubnetACLRevoked, error) {
	event := "Revoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != subnetACL.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SubnetACLRevoked)
	if len(log.Data) > 0 {
		if err := subnetACL.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range subnetACL.abi.Events[event].Inputs {
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
func (subnetACL *SubnetACL) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], subnetACL.abi.Errors["AdminNotDelegable"].ID.Bytes()[:4]) {
		return subnetACL.UnpackAdminNotDelegableError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetACL.abi.Errors["BadExpiry"].ID.Bytes()[:4]) {
		return subnetACL.UnpackBadExpiryError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetACL.abi.Errors["BitsNotHeld"].ID.Bytes()[:4]) {
		return subnetACL.UnpackBitsNotHeldError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetACL.abi.Errors["DelegationTooDeep"].ID.Bytes()[:4]) {
		return subnetACL.UnpackDelegationTooDeepError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetACL.abi.Errors["GrantExists"].ID.Bytes()[:4]) {
		return subnetACL.UnpackGrantExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetACL.abi.Errors["GrantExpired"].ID.Bytes()[:4]) {
		return subnetACL.UnpackGrantExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetACL.abi.Errors["GrantNonceRevoked"].ID.Bytes()[:4]) {
		return subnetACL.UnpackGrantNonceRevokedError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetACL.abi.Errors["InvalidBits"].ID.Bytes()[:4]) {
		return subnetACL.UnpackInvalidBitsError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetACL.abi.Errors["InvalidGrantSignature"].ID.Bytes()[:4]) {
		return subnetACL.UnpackInvalidGrantSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetACL.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return subnetACL.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetACL.abi.Errors["NotSubnetAdmin"].ID.Bytes()[:4]) {
		return subnetACL.UnpackNotSubnetAdminError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetACL.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return subnetACL.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], subnetACL.abi.Errors["ZeroAccount"].ID.Bytes()[:4]) {
		return subnetACL.UnpackZeroAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SubnetACLAdminNotDelegable represents a AdminNotDelegable error raised by the SubnetACL contract.
type SubnetACLAdminNotDelegable struct {
	Subnet uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AdminNotDelegable(uint64 subnet)
func SubnetACLAdminNotDelegableErrorID() common.Hash {
	return common.HexToHash("0x8cc0893bda61a301c6ee3105dad78e232c92a1b57e90da3e2b2495d5d260b639")
}

// UnpackAdminNotDelegableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AdminNotDelegable(uint64 subnet)
func (subnetACL *SubnetACL) UnpackAdminNotDelegableError(raw []byte) (*SubnetACLAdminNotDelegable, error) {
	out := new(SubnetACLAdminNotDelegable)
	if err := subnetACL.abi.UnpackIntoInterface(out, "AdminNotDelegable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetACLBadExpiry represents a BadExpiry error raised by the SubnetACL contract.
type SubnetACLBadExpiry struct {
	Expiry uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadExpiry(uint64 expiry)
func SubnetACLBadExpiryErrorID() common.Hash {
	return common.HexToHash("0x115d3d426c17c3e2eb531c245ef6ed2a5879ff7034c340e5e1e9ee60cd9abcac")
}

// UnpackBadExpiryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadExpiry(uint64 expiry)
func (subnetACL *SubnetACL) UnpackBadExpiryError(raw []byte) (*SubnetACLBadExpiry, error) {
	out := new(SubnetACLBadExpiry)
	if err := subnetACL.abi.UnpackIntoInterface(out, "BadExpiry", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetACLBitsNotHeld represents a BitsNotHeld error raised by the SubnetACL contract.
type SubnetACLBitsNotHeld struct {
	Subnet  uint64
	Account common.Address
	Held    uint8
	Wanted  uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BitsNotHeld(uint64 subnet, address account, uint8 held, uint8 wanted)
func SubnetACLBitsNotHeldErrorID() common.Hash {
	return common.HexToHash("0x5fd7fa68aa742085f6bd71a61c60965aad936c8d14b6d95002c5936000df2437")
}

// UnpackBitsNotHeldError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BitsNotHeld(uint64 subnet, address account, uint8 held, uint8 wanted)
func (subnetACL *SubnetACL) UnpackBitsNotHeldError(raw []byte) (*SubnetACLBitsNotHeld, error) {
	out := new(SubnetACLBitsNotHeld)
	if err := subnetACL.abi.UnpackIntoInterface(out, "BitsNotHeld", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetACLDelegationTooDeep represents a DelegationTooDeep error raised by the SubnetACL contract.
type SubnetACLDelegationTooDeep struct {
	Subnet    uint64
	Delegatee common.Address
	Delegator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DelegationTooDeep(uint64 subnet, address delegatee, address delegator)
func SubnetACLDelegationTooDeepErrorID() common.Hash {
	return common.HexToHash("0x50f0d253c0f390454133108244f2f419f91bb2790edfccf26b95d5fbea6e90c9")
}

// UnpackDelegationTooDeepError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DelegationTooDeep(uint64 subnet, address delegatee, address delegator)
func (subnetACL *SubnetACL) UnpackDelegationTooDeepError(raw []byte) (*SubnetACLDelegationTooDeep, error) {
	out := new(SubnetACLDelegationTooDeep)
	if err := subnetACL.abi.UnpackIntoInterface(out, "DelegationTooDeep", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetACLGrantExists represents a GrantExists error raised by the SubnetACL contract.
type SubnetACLGrantExists struct {
	Subnet  uint64
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GrantExists(uint64 subnet, address account)
func SubnetACLGrantExistsErrorID() common.Hash {
	return common.HexToHash("0xc7b1430bf62ee6f15a6eb02da7b67ff1c6fccf8f4c18118b0f56bac3e06140b5")
}

// UnpackGrantExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GrantExists(uint64 subnet, address account)
func (subnetACL *SubnetACL) UnpackGrantExistsError(raw []byte) (*SubnetACLGrantExists, error) {
	out := new(SubnetACLGrantExists)
	if err := subnetACL.abi.UnpackIntoInterface(out, "GrantExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetACLGrantExpired represents a GrantExpired error raised by the SubnetACL contract.
type SubnetACLGrantExpired struct {
	Expiry uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GrantExpired(uint64 expiry)
func SubnetACLGrantExpiredErrorID() common.Hash {
	return common.HexToHash("0x06bbb9b14c2c00688276c1d4ff5e7aa83d40b86e725d642e9e13d24ce61b31b7")
}

// UnpackGrantExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GrantExpired(uint64 expiry)
func (subnetACL *SubnetACL) UnpackGrantExpiredError(raw []byte) (*SubnetACLGrantExpired, error) {
	out := new(SubnetACLGrantExpired)
	if err := subnetACL.abi.UnpackIntoInterface(out, "GrantExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetACLGrantNonceRevoked represents a GrantNonceRevoked error raised by the SubnetACL contract.
type SubnetACLGrantNonceRevoked struct {
	Signer common.Address
	Nonce  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GrantNonceRevoked(address signer, uint256 nonce)
func SubnetACLGrantNonceRevokedErrorID() common.Hash {
	return common.HexToHash("0x6667682375a442cd6b90e31aee093acdda37f82ce9fa17b622f080056f5d68ff")
}

// UnpackGrantNonceRevokedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GrantNonceRevoked(address signer, uint256 nonce)
func (subnetACL *SubnetACL) UnpackGrantNonceRevokedError(raw []byte) (*SubnetACLGrantNonceRevoked, error) {
	out := new(SubnetACLGrantNonceRevoked)
	if err := subnetACL.abi.UnpackIntoInterface(out, "GrantNonceRevoked", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetACLInvalidBits represents a InvalidBits error raised by the SubnetACL contract.
type SubnetACLInvalidBits struct {
	Bits uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidBits(uint8 bits)
func SubnetACLInvalidBitsErrorID() common.Hash {
	return common.HexToHash("0xa02677c09d0240b6e7040b0fc8dbdc3671aaa867a6b3d0396309bb7801c8ffe7")
}

// UnpackInvalidBitsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidBits(uint8 bits)
func (subnetACL *SubnetACL) UnpackInvalidBitsError(raw []byte) (*SubnetACLInvalidBits, error) {
	out := new(SubnetACLInvalidBits)
	if err := subnetACL.abi.UnpackIntoInterface(out, "InvalidBits", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetACLInvalidGrantSignature represents a InvalidGrantSignature error raised by the SubnetACL contract.
type SubnetACLInvalidGrantSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidGrantSignature()
func SubnetACLInvalidGrantSignatureErrorID() common.Hash {
	return common.HexToHash("0xe5e85a9bc288d9f9c8650a43915cfb275cc79cb84046ea8a2acfed377a3e4a74")
}

// UnpackInvalidGrantSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidGrantSignature()
func (subnetACL *SubnetACL) UnpackInvalidGrantSignatureError(raw []byte) (*SubnetACLInvalidGrantSignature, error) {
	out := new(SubnetACLInvalidGrantSignature)
	if err := subnetACL.abi.UnpackIntoInterface(out, "InvalidGrantSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetACLInvalidShortString represents a InvalidShortString error raised by the SubnetACL contract.
type SubnetACLInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func SubnetACLInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (subnetACL *SubnetACL) UnpackInvalidShortStringError(raw []byte) (*SubnetACLInvalidShortString, error) {
	out := new(SubnetACLInvalidShortString)
	if err := subnetACL.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetACLNotSubnetAdmin represents a NotSubnetAdmin error raised by the SubnetACL contract.
type SubnetACLNotSubnetAdmin struct {
	Subnet uint64
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSubnetAdmin(uint64 subnet, address caller)
func SubnetACLNotSubnetAdminErrorID() common.Hash {
	return common.HexToHash("0x6c68c10070c33d45aba20844cae342db8c1707bf54e0a49e0646e0834da9fb76")
}

// UnpackNotSubnetAdminError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSubnetAdmin(uint64 subnet, address caller)
func (subnetACL *SubnetACL) UnpackNotSubnetAdminError(raw []byte) (*SubnetACLNotSubnetAdmin, error) {
	out := new(SubnetACLNotSubnetAdmin)
	if err := subnetACL.abi.UnpackIntoInterface(out, "NotSubnetAdmin", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetACLStringTooLong represents a StringTooLong error raised by the SubnetACL contract.
type SubnetACLStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func SubnetACLStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (subnetACL *SubnetACL) UnpackStringTooLongError(raw []byte) (*SubnetACLStringTooLong, error) {
	out := new(SubnetACLStringTooLong)
	if err := subnetACL.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SubnetACLZeroAccount represents a ZeroAccount error raised by the SubnetACL contract.
type SubnetACLZeroAccount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAccount()
func SubnetACLZeroAccountErrorID() common.Hash {
	return common.HexToHash("0xbfcf3c0bb32fe792f677ae14b5f44b9695700b5b4a64cfda8a7f506371f2d39f")
}

// UnpackZeroAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAccount()
func (subnetACL *SubnetACL) UnpackZeroAccountError(raw []byte) (*SubnetACLZeroAccount, error) {
	out := new(SubnetACLZeroAccount)
	if err := subnetACL.abi.UnpackIntoInterface(out, "ZeroAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
