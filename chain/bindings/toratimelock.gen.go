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

// ToraTimelockMetaData contains all meta data concerning the ToraTimelock contract.
var ToraTimelockMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"minDelay\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"governor\",\"type\":\"address\"},{\"internalType\":\"contractSubnetRegistry\",\"name\":\"registry_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AccessControlBadConfirmation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"neededRole\",\"type\":\"bytes32\"}],\"name\":\"AccessControlUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"delay\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"window\",\"type\":\"uint64\"}],\"name\":\"DelayBelowChallengeWindow\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"delay\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minDelay\",\"type\":\"uint256\"}],\"name\":\"TimelockInsufficientDelay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"targets\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"payloads\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"values\",\"type\":\"uint256\"}],\"name\":\"TimelockInvalidOperationLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"TimelockUnauthorizedCaller\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"predecessorId\",\"type\":\"bytes32\"}],\"name\":\"TimelockUnexecutedPredecessor\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"operationId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"expectedStates\",\"type\":\"bytes32\"}],\"name\":\"TimelockUnexpectedOperationState\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"CallExecuted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"CallSalt\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"delay\",\"type\":\"uint256\"}],\"name\":\"CallScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"Cancelled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"oldDuration\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"newDuration\",\"type\":\"uint256\"}],\"name\":\"MinDelayChange\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"previousAdminRole\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"newAdminRole\",\"type\":\"bytes32\"}],\"name\":\"RoleAdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleGranted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"RoleRevoked\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"CANCELLER_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_ADMIN_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"EXECUTOR_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROPOSER_ROLE\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"cancel\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"execute\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"targets\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"values\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes[]\",\"name\":\"payloads\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"executeBatch\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getMinDelay\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"getOperationState\",\"outputs\":[{\"internalType\":\"enumTimelockController.OperationState\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"}],\"name\":\"getRoleAdmin\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"getTimestamp\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"grantRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"hasRole\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"hashOperation\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"targets\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"values\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes[]\",\"name\":\"payloads\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"hashOperationBatch\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"isOperation\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"isOperationDone\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"isOperationPending\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"isOperationReady\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256[]\",\"name\":\"\",\"type\":\"uint256[]\"},{\"internalType\":\"uint256[]\",\"name\":\"\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC1155BatchReceived\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC1155Received\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC721Received\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractSubnetRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"callerConfirmation\",\"type\":\"address\"}],\"name\":\"renounceRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"role\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"revokeRole\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"delay\",\"type\":\"uint256\"}],\"name\":\"schedule\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"targets\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"values\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes[]\",\"name\":\"payloads\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes32\",\"name\":\"predecessor\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"delay\",\"type\":\"uint256\"}],\"name\":\"scheduleBatch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"newDelay\",\"type\":\"uint256\"}],\"name\":\"updateDelay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "ToraTimelock",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051611dcf380380611dcf83398101604081905261002e916102b8565b826100388361019e565b6100415f61019e565b5f61004c81306101f8565b506001600160a01b03811615610068576100665f826101f8565b505b5f5b83518110156100fc576100bc7fb09aa5aeb3702cfd50b6b62bc4532604938f21248a27a1d5ca736082b6819cc18583815181106100a9576100a96102f8565b60200260200101516101f860201b60201c565b506100f37ffd643c72710c63c0180259aba6b2d05451e3591a24e58b62239378085726f7838583815181106100a9576100a96102f8565b5060010161006a565b505f5b82518110156101475761013e7fd8aa0f3194971a2a116679f7c2090f6939c8d4e01a2a8d7e41d55e5351469e638483815181106100a9576100a96102f8565b506001016100ff565b506002849055604080515f8152602081018690527f11c24f4ead16507c69ac467fbd5e4eed5fb5c699626d2cc6d66421df253886d5910160405180910390a1505050506001600160a01b03166080525061030c9050565b6040805160018082528183019092526060916020808301908036833701905050905081815f815181106101d3576101d36102f8565b60200260200101906001600160a01b031690816001600160a01b031681525050919050565b5f828152602081815260408083206001600160a01b038516845290915281205460ff16610298575f838152602081815260408083206001600160a01b03861684529091529020805460ff191660011790556102503390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a450600161029b565b505f5b92915050565b6001600160a01b03811681146102b5575f5ffd5b50565b5f5f5f606084860312156102ca575f5ffd5b8351925060208401516102dc816102a1565b60408501519092506102ed816102a1565b809150509250925092565b634e487b7160e01b5f52603260045260245ffd5b608051611aa461032b5f395f81816103f8015261089e0152611aa45ff3fe6080604052600436106101bd575f3560e01c80637b103999116100f2578063b1c5f42711610092578063d547741f11610062578063d547741f1461059c578063e38335e5146105bb578063f23a6e61146105ce578063f27a0c92146105f9575f5ffd5b8063b1c5f42714610508578063bc197c8114610527578063c4d252f514610552578063d45c443514610571575f5ffd5b80638f61f4f5116100cd5780638f61f4f51461047057806391d14854146104a3578063a217fddf146104c2578063b08e51c0146104d5575f5ffd5b80637b103999146103e75780638065657f146104325780638f2a0bb014610451575f5ffd5b80632ab0f5291161015d57806336568abe1161013857806336568abe1461035e578063584b153e1461037d57806364d623531461039c5780637958004c146103bb575f5ffd5b80632ab0f529146103015780632f2ff15d1461032057806331d507501461033f575f5ffd5b8063134008d311610198578063134008d31461025e57806313bc9f2014610271578063150b7a0214610290578063248a9ca3146102d3575f5ffd5b806301d5062a146101c857806301ffc9a7146101e957806307bd02651461021d575f5ffd5b366101c457005b5f5ffd5b3480156101d3575f5ffd5b506101e76101e2366004611281565b61060d565b005b3480156101f4575f5ffd5b506102086102033660046112ef565b6106e1565b60405190151581526020015b60405180910390f35b348015610228575f5ffd5b506102507fd8aa0f3194971a2a116679f7c2090f6939c8d4e01a2a8d7e41d55e5351469e6381565b604051908152602001610214565b6101e761026c366004611316565b6106f1565b34801561027c575f5ffd5b5061020861028b36600461137c565b6107a3565b34801561029b575f5ffd5b506102ba6102aa366004611442565b630a85bd0160e11b949350505050565b6040516001600160e01b03199091168152602001610214565b3480156102de575f5ffd5b506102506102ed36600461137c565b5f9081526020819052604090206001015490565b34801561030c575f5ffd5b5061020861031b36600461137c565b6107c8565b34801561032b575f5ffd5b506101e761033a3660046114a5565b6107d0565b34801561034a575f5ffd5b5061020861035936600461137c565b6107fa565b348015610369575f5ffd5b506101e76103783660046114a5565b61081e565b348015610388575f5ffd5b5061020861039736600461137c565b610856565b3480156103a7575f5ffd5b506101e76103b636600461137c565b61089b565b3480156103c6575f5ffd5b506103da6103d536600461137c565b61096c565b60405161021491906114e3565b3480156103f2575f5ffd5b5061041a7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610214565b34801561043d575f5ffd5b5061025061044c366004611316565b6109b4565b34801561045c575f5ffd5b506101e761046b366004611549565b6109f2565b34801561047b575f5ffd5b506102507fb09aa5aeb3702cfd50b6b62bc4532604938f21248a27a1d5ca736082b6819cc181565b3480156104ae575f5ffd5b506102086104bd3660046114a5565b610b7e565b3480156104cd575f5ffd5b506102505f81565b3480156104e0575f5ffd5b506102507ffd643c72710c63c0180259aba6b2d05451e3591a24e58b62239378085726f78381565b348015610513575f5ffd5b506102506105223660046115fb565b610ba6565b348015610532575f5ffd5b506102ba610541366004611724565b63bc197c8160e01b95945050505050565b34801561055d575f5ffd5b506101e761056c36600461137c565b610bea565b34801561057c575f5ffd5b5061025061058b36600461137c565b5f9081526001602052604090205490565b3480156105a7575f5ffd5b506101e76105b63660046114a5565b610c94565b6101e76105c93660046115fb565b610cb8565b3480156105d9575f5ffd5b506102ba6105e83660046117d0565b63f23a6e6160e01b95945050505050565b348015610604575f5ffd5b50600254610250565b7fb09aa5aeb3702cfd50b6b62bc4532604938f21248a27a1d5ca736082b6819cc161063781610e39565b5f6106468989898989896109b4565b90506106528184610e46565b5f817f4cf4410cc57040e44862ef0f45f3dd5a5e02db8eb8add648d4b0e236f1d07dca8b8b8b8b8b8a60405161068d9695949392919061184b565b60405180910390a383156106d657807f20fda5fd27a1ea7bf5b9567f143ac5470bb059374a27e8f67cb44f946f6d0387856040516106cd91815260200190565b60405180910390a25b505050505050505050565b5f6106eb82610ed7565b92915050565b7fd8aa0f3194971a2a116679f7c2090f6939c8d4e01a2a8d7e41d55e5351469e6361071c815f610b7e565b61072a5761072a8133610efb565b5f6107398888888888886109b4565b90506107458185610f34565b61075188888888610f82565b5f817fc2617efa69bab66782fa219543714338489c4e9e178271560a91b82c3f612b588a8a8a8a6040516107889493929190611887565b60405180910390a361079981610ff6565b5050505050505050565b5f60025b6107b08361096c565b60038111156107c1576107c16114cf565b1492915050565b5f60036107a7565b5f828152602081905260409020600101546107ea81610e39565b6107f48383611021565b50505050565b5f806108058361096c565b6003811115610816576108166114cf565b141592915050565b6001600160a01b03811633146108475760405163334bd91960e11b815260040160405180910390fd5b61085182826110b0565b505050565b5f5f6108618361096c565b90506001816003811115610877576108776114cf565b148061089457506002816003811115610892576108926114cf565b145b9392505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663262ea94d6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156108f8573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061091c91906118ae565b9050806001600160401b031682101561095f57604051634b77134160e11b8152600481018390526001600160401b03821660248201526044015b60405180910390fd5b61096882611119565b5050565b5f81815260016020526040812054805f0361098957505f92915050565b6001810361099a5750600392915050565b428111156109ab5750600192915050565b50600292915050565b5f8686868686866040516020016109d09695949392919061184b565b6040516020818303038152906040528051906020012090509695505050505050565b7fb09aa5aeb3702cfd50b6b62bc4532604938f21248a27a1d5ca736082b6819cc1610a1c81610e39565b8887141580610a2b5750888514155b15610a5d576040516001624fcdef60e01b03198152600481018a90526024810186905260448101889052606401610956565b5f610a6e8b8b8b8b8b8b8b8b610ba6565b9050610a7a8184610e46565b5f5b8a811015610b2f5780827f4cf4410cc57040e44862ef0f45f3dd5a5e02db8eb8add648d4b0e236f1d07dca8e8e85818110610ab957610ab96118d4565b9050602002016020810190610ace91906118e8565b8d8d86818110610ae057610ae06118d4565b905060200201358c8c87818110610af957610af96118d4565b9050602002810190610b0b9190611901565b8c8b604051610b1f9695949392919061184b565b60405180910390a3600101610a7c565b508315610b7157807f20fda5fd27a1ea7bf5b9567f143ac5470bb059374a27e8f67cb44f946f6d038785604051610b6891815260200190565b60405180910390a25b5050505050505050505050565b5f918252602082815260408084206001600160a01b0393909316845291905290205460ff1690565b5f8888888888888888604051602001610bc69897969594939291906119d7565b60405160208183030381529060405280519060200120905098975050505050505050565b7ffd643c72710c63c0180259aba6b2d05451e3591a24e58b62239378085726f783610c1481610e39565b610c1d82610856565b610c595781610c2c6002611187565b610c366001611187565b604051635ead8eb560e01b81526004810193909352176024820152604401610956565b5f828152600160205260408082208290555183917fbaa1eb22f2a492ba1a5fea61b8df4d27c6c8b5f3971e63bb58fa14ff72eedb7091a25050565b5f82815260208190526040902060010154610cae81610e39565b6107f483836110b0565b7fd8aa0f3194971a2a116679f7c2090f6939c8d4e01a2a8d7e41d55e5351469e63610ce3815f610b7e565b610cf157610cf18133610efb565b8786141580610d005750878414155b15610d32576040516001624fcdef60e01b03198152600481018990526024810185905260448101879052606401610956565b5f610d438a8a8a8a8a8a8a8a610ba6565b9050610d4f8185610f34565b5f5b89811015610e23575f8b8b83818110610d6c57610d6c6118d4565b9050602002016020810190610d8191906118e8565b90505f8a8a84818110610d9657610d966118d4565b905060200201359050365f8a8a86818110610db357610db36118d4565b9050602002810190610dc59190611901565b91509150610dd584848484610f82565b84867fc2617efa69bab66782fa219543714338489c4e9e178271560a91b82c3f612b5886868686604051610e0c9493929190611887565b60405180910390a350505050806001019050610d51565b50610e2d81610ff6565b50505050505050505050565b610e438133610efb565b50565b610e4f826107fa565b15610e805781610e5e5f611187565b604051635ead8eb560e01b815260048101929092526024820152604401610956565b5f610e8a60025490565b905080821015610eb757604051635433660960e01b81526004810183905260248101829052604401610956565b610ec18242611a76565b5f93845260016020526040909320929092555050565b5f6001600160e01b03198216630271189760e51b14806106eb57506106eb826111a9565b610f058282610b7e565b6109685760405163e2517d3f60e01b81526001600160a01b038216600482015260248101839052604401610956565b610f3d826107a3565b610f4c5781610e5e6002611187565b8015801590610f615750610f5f816107c8565b155b156109685760405163121534c360e31b815260048101829052602401610956565b5f5f856001600160a01b0316858585604051610f9f929190611a95565b5f6040518083038185875af1925050503d805f8114610fd9576040519150601f19603f3d011682016040523d82523d5f602084013e610fde565b606091505b5091509150610fed82826111dd565b50505050505050565b610fff816107a3565b61100e5780610e5e6002611187565b5f90815260016020819052604090912055565b5f61102c8383610b7e565b6110a9575f838152602081815260408083206001600160a01b03861684529091529020805460ff191660011790556110613390565b6001600160a01b0316826001600160a01b0316847f2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d60405160405180910390a45060016106eb565b505f6106eb565b5f6110bb8383610b7e565b156110a9575f838152602081815260408083206001600160a01b0386168085529252808320805460ff1916905551339286917ff6391f5c32d9c69d2a47ea670b442974b53935d1edc7fd64eb21e047a839171b9190a45060016106eb565b333081146111455760405163e2850c5960e01b81526001600160a01b0382166004820152602401610956565b60025460408051918252602082018490527f11c24f4ead16507c69ac467fbd5e4eed5fb5c699626d2cc6d66421df253886d5910160405180910390a150600255565b5f81600381111561119a5761119a6114cf565b600160ff919091161b92915050565b5f6001600160e01b03198216637965db0b60e01b14806106eb57506301ffc9a760e01b6001600160e01b03198316146106eb565b606082156111ec5750806106eb565b815115611201576111fc8261121a565b6106eb565b60405163d6bda27560e01b815260040160405180910390fd5b805160208201fd5b80356001600160a01b0381168114611238575f5ffd5b919050565b5f5f83601f84011261124d575f5ffd5b5081356001600160401b03811115611263575f5ffd5b60208301915083602082850101111561127a575f5ffd5b9250929050565b5f5f5f5f5f5f5f60c0888a031215611297575f5ffd5b6112a088611222565b96506020880135955060408801356001600160401b038111156112c1575f5ffd5b6112cd8a828b0161123d565b989b979a50986060810135976080820135975060a09091013595509350505050565b5f602082840312156112ff575f5ffd5b81356001600160e01b031981168114610894575f5ffd5b5f5f5f5f5f5f60a0878903121561132b575f5ffd5b61133487611222565b95506020870135945060408701356001600160401b03811115611355575f5ffd5b61136189828a0161123d565b979a9699509760608101359660809091013595509350505050565b5f6020828403121561138c575f5ffd5b5035919050565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b03811182821017156113cf576113cf611393565b604052919050565b5f82601f8301126113e6575f5ffd5b81356001600160401b038111156113ff576113ff611393565b611412601f8201601f19166020016113a7565b818152846020838601011115611426575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f60808587031215611455575f5ffd5b61145e85611222565b935061146c60208601611222565b92506040850135915060608501356001600160401b0381111561148d575f5ffd5b611499878288016113d7565b91505092959194509250565b5f5f604083850312156114b6575f5ffd5b823591506114c660208401611222565b90509250929050565b634e487b7160e01b5f52602160045260245ffd5b602081016004831061150357634e487b7160e01b5f52602160045260245ffd5b91905290565b5f5f83601f840112611519575f5ffd5b5081356001600160401b0381111561152f575f5ffd5b6020830191508360208260051b850101111561127a575f5ffd5b5f5f5f5f5f5f5f5f5f60c08a8c031215611561575f5ffd5b89356001600160401b03811115611576575f5ffd5b6115828c828d01611509565b909a5098505060208a01356001600160401b038111156115a0575f5ffd5b6115ac8c828d01611509565b90985096505060408a01356001600160401b038111156115ca575f5ffd5b6115d68c828d01611509565b9a9d999c50979a969997986060880135976080810135975060a0013595509350505050565b5f5f5f5f5f5f5f5f60a0898b031215611612575f5ffd5b88356001600160401b03811115611627575f5ffd5b6116338b828c01611509565b90995097505060208901356001600160401b03811115611651575f5ffd5b61165d8b828c01611509565b90975095505060408901356001600160401b0381111561167b575f5ffd5b6116878b828c01611509565b999c989b509699959896976060870135966080013595509350505050565b5f82601f8301126116b4575f5ffd5b81356001600160401b038111156116cd576116cd611393565b8060051b6116dd602082016113a7565b918252602081850181019290810190868411156116f8575f5ffd5b6020860192505b8383101561171a5782358252602092830192909101906116ff565b9695505050505050565b5f5f5f5f5f60a08688031215611738575f5ffd5b61174186611222565b945061174f60208701611222565b935060408601356001600160401b03811115611769575f5ffd5b611775888289016116a5565b93505060608601356001600160401b03811115611790575f5ffd5b61179c888289016116a5565b92505060808601356001600160401b038111156117b7575f5ffd5b6117c3888289016113d7565b9150509295509295909350565b5f5f5f5f5f60a086880312156117e4575f5ffd5b6117ed86611222565b94506117fb60208701611222565b9350604086013592506060860135915060808601356001600160401b038111156117b7575f5ffd5b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b60018060a01b038716815285602082015260a060408201525f61187260a083018688611823565b60608301949094525060800152949350505050565b60018060a01b0385168152836020820152606060408201525f61171a606083018486611823565b5f602082840312156118be575f5ffd5b81516001600160401b0381168114610894575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b5f602082840312156118f8575f5ffd5b61089482611222565b5f5f8335601e19843603018112611916575f5ffd5b8301803591506001600160401b0382111561192f575f5ffd5b60200191503681900382131561127a575f5ffd5b5f8383855260208501945060208460051b820101835f5b868110156119cb57838303601f19018852813536879003601e1901811261197f575f5ffd5b86016020810190356001600160401b0381111561199a575f5ffd5b8036038213156119a8575f5ffd5b6119b3858284611823565b60209a8b019a9095509390930192505060010161195a565b50909695505050505050565b60a080825281018890525f8960c08301825b8b811015611a17576001600160a01b03611a0284611222565b168252602092830192909101906001016119e9565b5083810360208501528881526001600160fb1b03891115611a36575f5ffd5b8860051b9150818a60208301370182810360209081016040850152611a5e9082018789611943565b60608401959095525050608001529695505050505050565b808201808211156106eb57634e487b7160e01b5f52601160045260245ffd5b818382375f910190815291905056",
}

// ToraTimelock is an auto generated Go binding around an Ethereum contract.
type ToraTimelock struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ToraTimelock) GetABI() abi.ABI {
	return c.abi
}

// NewToraTimelock creates a new instance of ToraTimelock.
func NewToraTimelock() *ToraTimelock {
	parsed, err := ToraTimelockMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ToraTimelock{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ToraTimelock) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint256 minDelay, address governor, address registry_) returns()
func (toraTimelock *ToraTimelock) PackConstructor(minDelay *big.Int, governor common.Address, registry_ common.Address) []byte {
	enc, err := toraTimelock.abi.Pack("", minDelay, governor, registry_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCANCELLERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb08e51c0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CANCELLER_ROLE() view returns(bytes32)
func (toraTimelock *ToraTimelock) PackCANCELLERROLE() []byte {
	enc, err := toraTimelock.abi.Pack("CANCELLER_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCANCELLERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb08e51c0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CANCELLER_ROLE() view returns(bytes32)
func (toraTimelock *ToraTimelock) TryPackCANCELLERROLE() ([]byte, error) {
	return toraTimelock.abi.Pack("CANCELLER_ROLE")
}

// UnpackCANCELLERROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb08e51c0.
//
// Solidity: function CANCELLER_ROLE() view returns(bytes32)
func (toraTimelock *ToraTimelock) UnpackCANCELLERROLE(data []byte) ([32]byte, error) {
	out, err := toraTimelock.abi.Unpack("CANCELLER_ROLE", data)
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
func (toraTimelock *ToraTimelock) PackDEFAULTADMINROLE() []byte {
	enc, err := toraTimelock.abi.Pack("DEFAULT_ADMIN_ROLE")
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
func (toraTimelock *ToraTimelock) TryPackDEFAULTADMINROLE() ([]byte, error) {
	return toraTimelock.abi.Pack("DEFAULT_ADMIN_ROLE")
}

// UnpackDEFAULTADMINROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa217fddf.
//
// Solidity: function DEFAULT_ADMIN_ROLE() view returns(bytes32)
func (toraTimelock *ToraTimelock) UnpackDEFAULTADMINROLE(data []byte) ([32]byte, error) {
	out, err := toraTimelock.abi.Unpack("DEFAULT_ADMIN_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackEXECUTORROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07bd0265.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function EXECUTOR_ROLE() view returns(bytes32)
func (toraTimelock *ToraTimelock) PackEXECUTORROLE() []byte {
	enc, err := toraTimelock.abi.Pack("EXECUTOR_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEXECUTORROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07bd0265.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function EXECUTOR_ROLE() view returns(bytes32)
func (toraTimelock *ToraTimelock) TryPackEXECUTORROLE() ([]byte, error) {
	return toraTimelock.abi.Pack("EXECUTOR_ROLE")
}

// UnpackEXECUTORROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x07bd0265.
//
// Solidity: function EXECUTOR_ROLE() view returns(bytes32)
func (toraTimelock *ToraTimelock) UnpackEXECUTORROLE(data []byte) ([32]byte, error) {
	out, err := toraTimelock.abi.Unpack("EXECUTOR_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPROPOSERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f61f4f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PROPOSER_ROLE() view returns(bytes32)
func (toraTimelock *ToraTimelock) PackPROPOSERROLE() []byte {
	enc, err := toraTimelock.abi.Pack("PROPOSER_ROLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPROPOSERROLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f61f4f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PROPOSER_ROLE() view returns(bytes32)
func (toraTimelock *ToraTimelock) TryPackPROPOSERROLE() ([]byte, error) {
	return toraTimelock.abi.Pack("PROPOSER_ROLE")
}

// UnpackPROPOSERROLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8f61f4f5.
//
// Solidity: function PROPOSER_ROLE() view returns(bytes32)
func (toraTimelock *ToraTimelock) UnpackPROPOSERROLE(data []byte) ([32]byte, error) {
	out, err := toraTimelock.abi.Unpack("PROPOSER_ROLE", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d252f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancel(bytes32 id) returns()
func (toraTimelock *ToraTimelock) PackCancel(id [32]byte) []byte {
	enc, err := toraTimelock.abi.Pack("cancel", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d252f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancel(bytes32 id) returns()
func (toraTimelock *ToraTimelock) TryPackCancel(id [32]byte) ([]byte, error) {
	return toraTimelock.abi.Pack("cancel", id)
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x134008d3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute(address target, uint256 value, bytes payload, bytes32 predecessor, bytes32 salt) payable returns()
func (toraTimelock *ToraTimelock) PackExecute(target common.Address, value *big.Int, payload []byte, predecessor [32]byte, salt [32]byte) []byte {
	enc, err := toraTimelock.abi.Pack("execute", target, value, payload, predecessor, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x134008d3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute(address target, uint256 value, bytes payload, bytes32 predecessor, bytes32 salt) payable returns()
func (toraTimelock *ToraTimelock) TryPackExecute(target common.Address, value *big.Int, payload []byte, predecessor [32]byte, salt [32]byte) ([]byte, error) {
	return toraTimelock.abi.Pack("execute", target, value, payload, predecessor, salt)
}

// PackExecuteBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe38335e5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executeBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt) payable returns()
func (toraTimelock *ToraTimelock) PackExecuteBatch(targets []common.Address, values []*big.Int, payloads [][]byte, predecessor [32]byte, salt [32]byte) []byte {
	enc, err := toraTimelock.abi.Pack("executeBatch", targets, values, payloads, predecessor, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecuteBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe38335e5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executeBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt) payable returns()
func (toraTimelock *ToraTimelock) TryPackExecuteBatch(targets []common.Address, values []*big.Int, payloads [][]byte, predecessor [32]byte, salt [32]byte) ([]byte, error) {
	return toraTimelock.abi.Pack("executeBatch", targets, values, payloads, predecessor, salt)
}

// PackGetMinDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf27a0c92.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getMinDelay() view returns(uint256)
func (toraTimelock *ToraTimelock) PackGetMinDelay() []byte {
	enc, err := toraTimelock.abi.Pack("getMinDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetMinDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf27a0c92.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getMinDelay() view returns(uint256)
func (toraTimelock *ToraTimelock) TryPackGetMinDelay() ([]byte, error) {
	return toraTimelock.abi.Pack("getMinDelay")
}

// UnpackGetMinDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf27a0c92.
//
// Solidity: function getMinDelay() view returns(uint256)
func (toraTimelock *ToraTimelock) UnpackGetMinDelay(data []byte) (*big.Int, error) {
	out, err := toraTimelock.abi.Unpack("getMinDelay", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetOperationState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7958004c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getOperationState(bytes32 id) view returns(uint8)
func (toraTimelock *ToraTimelock) PackGetOperationState(id [32]byte) []byte {
	enc, err := toraTimelock.abi.Pack("getOperationState", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetOperationState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7958004c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getOperationState(bytes32 id) view returns(uint8)
func (toraTimelock *ToraTimelock) TryPackGetOperationState(id [32]byte) ([]byte, error) {
	return toraTimelock.abi.Pack("getOperationState", id)
}

// UnpackGetOperationState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7958004c.
//
// Solidity: function getOperationState(bytes32 id) view returns(uint8)
func (toraTimelock *ToraTimelock) UnpackGetOperationState(data []byte) (uint8, error) {
	out, err := toraTimelock.abi.Unpack("getOperationState", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackGetRoleAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248a9ca3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (toraTimelock *ToraTimelock) PackGetRoleAdmin(role [32]byte) []byte {
	enc, err := toraTimelock.abi.Pack("getRoleAdmin", role)
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
func (toraTimelock *ToraTimelock) TryPackGetRoleAdmin(role [32]byte) ([]byte, error) {
	return toraTimelock.abi.Pack("getRoleAdmin", role)
}

// UnpackGetRoleAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x248a9ca3.
//
// Solidity: function getRoleAdmin(bytes32 role) view returns(bytes32)
func (toraTimelock *ToraTimelock) UnpackGetRoleAdmin(data []byte) ([32]byte, error) {
	out, err := toraTimelock.abi.Unpack("getRoleAdmin", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd45c4435.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getTimestamp(bytes32 id) view returns(uint256)
func (toraTimelock *ToraTimelock) PackGetTimestamp(id [32]byte) []byte {
	enc, err := toraTimelock.abi.Pack("getTimestamp", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd45c4435.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getTimestamp(bytes32 id) view returns(uint256)
func (toraTimelock *ToraTimelock) TryPackGetTimestamp(id [32]byte) ([]byte, error) {
	return toraTimelock.abi.Pack("getTimestamp", id)
}

// UnpackGetTimestamp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd45c4435.
//
// Solidity: function getTimestamp(bytes32 id) view returns(uint256)
func (toraTimelock *ToraTimelock) UnpackGetTimestamp(data []byte) (*big.Int, error) {
	out, err := toraTimelock.abi.Unpack("getTimestamp", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGrantRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f2ff15d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function grantRole(bytes32 role, address account) returns()
func (toraTimelock *ToraTimelock) PackGrantRole(role [32]byte, account common.Address) []byte {
	enc, err := toraTimelock.abi.Pack("grantRole", role, account)
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
func (toraTimelock *ToraTimelock) TryPackGrantRole(role [32]byte, account common.Address) ([]byte, error) {
	return toraTimelock.abi.Pack("grantRole", role, account)
}

// PackHasRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91d14854.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (toraTimelock *ToraTimelock) PackHasRole(role [32]byte, account common.Address) []byte {
	enc, err := toraTimelock.abi.Pack("hasRole", role, account)
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
func (toraTimelock *ToraTimelock) TryPackHasRole(role [32]byte, account common.Address) ([]byte, error) {
	return toraTimelock.abi.Pack("hasRole", role, account)
}

// UnpackHasRole is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91d14854.
//
// Solidity: function hasRole(bytes32 role, address account) view returns(bool)
func (toraTimelock *ToraTimelock) UnpackHasRole(data []byte) (bool, error) {
	out, err := toraTimelock.abi.Unpack("hasRole", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackHashOperation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8065657f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hashOperation(address target, uint256 value, bytes data, bytes32 predecessor, bytes32 salt) pure returns(bytes32)
func (toraTimelock *ToraTimelock) PackHashOperation(target common.Address, value *big.Int, data []byte, predecessor [32]byte, salt [32]byte) []byte {
	enc, err := toraTimelock.abi.Pack("hashOperation", target, value, data, predecessor, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHashOperation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8065657f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hashOperation(address target, uint256 value, bytes data, bytes32 predecessor, bytes32 salt) pure returns(bytes32)
func (toraTimelock *ToraTimelock) TryPackHashOperation(target common.Address, value *big.Int, data []byte, predecessor [32]byte, salt [32]byte) ([]byte, error) {
	return toraTimelock.abi.Pack("hashOperation", target, value, data, predecessor, salt)
}

// UnpackHashOperation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8065657f.
//
// Solidity: function hashOperation(address target, uint256 value, bytes data, bytes32 predecessor, bytes32 salt) pure returns(bytes32)
func (toraTimelock *ToraTimelock) UnpackHashOperation(data []byte) ([32]byte, error) {
	out, err := toraTimelock.abi.Unpack("hashOperation", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackHashOperationBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1c5f427.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hashOperationBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt) pure returns(bytes32)
func (toraTimelock *ToraTimelock) PackHashOperationBatch(targets []common.Address, values []*big.Int, payloads [][]byte, predecessor [32]byte, salt [32]byte) []byte {
	enc, err := toraTimelock.abi.Pack("hashOperationBatch", targets, values, payloads, predecessor, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHashOperationBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1c5f427.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hashOperationBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt) pure returns(bytes32)
func (toraTimelock *ToraTimelock) TryPackHashOperationBatch(targets []common.Address, values []*big.Int, payloads [][]byte, predecessor [32]byte, salt [32]byte) ([]byte, error) {
	return toraTimelock.abi.Pack("hashOperationBatch", targets, values, payloads, predecessor, salt)
}

// UnpackHashOperationBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb1c5f427.
//
// Solidity: function hashOperationBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt) pure returns(bytes32)
func (toraTimelock *ToraTimelock) UnpackHashOperationBatch(data []byte) ([32]byte, error) {
	out, err := toraTimelock.abi.Unpack("hashOperationBatch", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackIsOperation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31d50750.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isOperation(bytes32 id) view returns(bool)
func (toraTimelock *ToraTimelock) PackIsOperation(id [32]byte) []byte {
	enc, err := toraTimelock.abi.Pack("isOperation", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsOperation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31d50750.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isOperation(bytes32 id) view returns(bool)
func (toraTimelock *ToraTimelock) TryPackIsOperation(id [32]byte) ([]byte, error) {
	return toraTimelock.abi.Pack("isOperation", id)
}

// UnpackIsOperation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x31d50750.
//
// Solidity: function isOperation(bytes32 id) view returns(bool)
func (toraTimelock *ToraTimelock) UnpackIsOperation(data []byte) (bool, error) {
	out, err := toraTimelock.abi.Unpack("isOperation", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsOperationDone is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ab0f529.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isOperationDone(bytes32 id) view returns(bool)
func (toraTimelock *ToraTimelock) PackIsOperationDone(id [32]byte) []byte {
	enc, err := toraTimelock.abi.Pack("isOperationDone", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsOperationDone is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ab0f529.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isOperationDone(bytes32 id) view returns(bool)
func (toraTimelock *ToraTimelock) TryPackIsOperationDone(id [32]byte) ([]byte, error) {
	return toraTimelock.abi.Pack("isOperationDone", id)
}

// UnpackIsOperationDone is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2ab0f529.
//
// Solidity: function isOperationDone(bytes32 id) view returns(bool)
func (toraTimelock *ToraTimelock) UnpackIsOperationDone(data []byte) (bool, error) {
	out, err := toraTimelock.abi.Unpack("isOperationDone", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsOperationPending is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x584b153e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isOperationPending(bytes32 id) view returns(bool)
func (toraTimelock *ToraTimelock) PackIsOperationPending(id [32]byte) []byte {
	enc, err := toraTimelock.abi.Pack("isOperationPending", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsOperationPending is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x584b153e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isOperationPending(bytes32 id) view returns(bool)
func (toraTimelock *ToraTimelock) TryPackIsOperationPending(id [32]byte) ([]byte, error) {
	return toraTimelock.abi.Pack("isOperationPending", id)
}

// UnpackIsOperationPending is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x584b153e.
//
// Solidity: function isOperationPending(bytes32 id) view returns(bool)
func (toraTimelock *ToraTimelock) UnpackIsOperationPending(data []byte) (bool, error) {
	out, err := toraTimelock.abi.Unpack("isOperationPending", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsOperationReady is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13bc9f20.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isOperationReady(bytes32 id) view returns(bool)
func (toraTimelock *ToraTimelock) PackIsOperationReady(id [32]byte) []byte {
	enc, err := toraTimelock.abi.Pack("isOperationReady", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsOperationReady is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13bc9f20.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isOperationReady(bytes32 id) view returns(bool)
func (toraTimelock *ToraTimelock) TryPackIsOperationReady(id [32]byte) ([]byte, error) {
	return toraTimelock.abi.Pack("isOperationReady", id)
}

// UnpackIsOperationReady is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x13bc9f20.
//
// Solidity: function isOperationReady(bytes32 id) view returns(bool)
func (toraTimelock *ToraTimelock) UnpackIsOperationReady(data []byte) (bool, error) {
	out, err := toraTimelock.abi.Unpack("isOperationReady", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOnERC1155BatchReceived is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc197c81.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) returns(bytes4)
func (toraTimelock *ToraTimelock) PackOnERC1155BatchReceived(arg0 common.Address, arg1 common.Address, arg2 []*big.Int, arg3 []*big.Int, arg4 []byte) []byte {
	enc, err := toraTimelock.abi.Pack("onERC1155BatchReceived", arg0, arg1, arg2, arg3, arg4)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC1155BatchReceived is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc197c81.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) returns(bytes4)
func (toraTimelock *ToraTimelock) TryPackOnERC1155BatchReceived(arg0 common.Address, arg1 common.Address, arg2 []*big.Int, arg3 []*big.Int, arg4 []byte) ([]byte, error) {
	return toraTimelock.abi.Pack("onERC1155BatchReceived", arg0, arg1, arg2, arg3, arg4)
}

// UnpackOnERC1155BatchReceived is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc197c81.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) returns(bytes4)
func (toraTimelock *ToraTimelock) UnpackOnERC1155BatchReceived(data []byte) ([4]byte, error) {
	out, err := toraTimelock.abi.Unpack("onERC1155BatchReceived", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOnERC1155Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf23a6e61.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) returns(bytes4)
func (toraTimelock *ToraTimelock) PackOnERC1155Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 *big.Int, arg4 []byte) []byte {
	enc, err := toraTimelock.abi.Pack("onERC1155Received", arg0, arg1, arg2, arg3, arg4)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC1155Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf23a6e61.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) returns(bytes4)
func (toraTimelock *ToraTimelock) TryPackOnERC1155Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 *big.Int, arg4 []byte) ([]byte, error) {
	return toraTimelock.abi.Pack("onERC1155Received", arg0, arg1, arg2, arg3, arg4)
}

// UnpackOnERC1155Received is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf23a6e61.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) returns(bytes4)
func (toraTimelock *ToraTimelock) UnpackOnERC1155Received(data []byte) ([4]byte, error) {
	out, err := toraTimelock.abi.Unpack("onERC1155Received", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOnERC721Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x150b7a02.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) returns(bytes4)
func (toraTimelock *ToraTimelock) PackOnERC721Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 []byte) []byte {
	enc, err := toraTimelock.abi.Pack("onERC721Received", arg0, arg1, arg2, arg3)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC721Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x150b7a02.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) returns(bytes4)
func (toraTimelock *ToraTimelock) TryPackOnERC721Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 []byte) ([]byte, error) {
	return toraTimelock.abi.Pack("onERC721Received", arg0, arg1, arg2, arg3)
}

// UnpackOnERC721Received is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x150b7a02.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) returns(bytes4)
func (toraTimelock *ToraTimelock) UnpackOnERC721Received(data []byte) ([4]byte, error) {
	out, err := toraTimelock.abi.Unpack("onERC721Received", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (toraTimelock *ToraTimelock) PackRegistry() []byte {
	enc, err := toraTimelock.abi.Pack("registry")
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
func (toraTimelock *ToraTimelock) TryPackRegistry() ([]byte, error) {
	return toraTimelock.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (toraTimelock *ToraTimelock) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := toraTimelock.abi.Unpack("registry", data)
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
func (toraTimelock *ToraTimelock) PackRenounceRole(role [32]byte, callerConfirmation common.Address) []byte {
	enc, err := toraTimelock.abi.Pack("renounceRole", role, callerConfirmation)
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
func (toraTimelock *ToraTimelock) TryPackRenounceRole(role [32]byte, callerConfirmation common.Address) ([]byte, error) {
	return toraTimelock.abi.Pack("renounceRole", role, callerConfirmation)
}

// PackRevokeRole is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd547741f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeRole(bytes32 role, address account) returns()
func (toraTimelock *ToraTimelock) PackRevokeRole(role [32]byte, account common.Address) []byte {
	enc, err := toraTimelock.abi.Pack("revokeRole", role, account)
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
func (toraTimelock *ToraTimelock) TryPackRevokeRole(role [32]byte, account common.Address) ([]byte, error) {
	return toraTimelock.abi.Pack("revokeRole", role, account)
}

// PackSchedule is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01d5062a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function schedule(address target, uint256 value, bytes data, bytes32 predecessor, bytes32 salt, uint256 delay) returns()
func (toraTimelock *ToraTimelock) PackSchedule(target common.Address, value *big.Int, data []byte, predecessor [32]byte, salt [32]byte, delay *big.Int) []byte {
	enc, err := toraTimelock.abi.Pack("schedule", target, value, data, predecessor, salt, delay)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSchedule is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01d5062a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function schedule(address target, uint256 value, bytes data, bytes32 predecessor, bytes32 salt, uint256 delay) returns()
func (toraTimelock *ToraTimelock) TryPackSchedule(target common.Address, value *big.Int, data []byte, predecessor [32]byte, salt [32]byte, delay *big.Int) ([]byte, error) {
	return toraTimelock.abi.Pack("schedule", target, value, data, predecessor, salt, delay)
}

// PackScheduleBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f2a0bb0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function scheduleBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt, uint256 delay) returns()
func (toraTimelock *ToraTimelock) PackScheduleBatch(targets []common.Address, values []*big.Int, payloads [][]byte, predecessor [32]byte, salt [32]byte, delay *big.Int) []byte {
	enc, err := toraTimelock.abi.Pack("scheduleBatch", targets, values, payloads, predecessor, salt, delay)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackScheduleBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f2a0bb0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function scheduleBatch(address[] targets, uint256[] values, bytes[] payloads, bytes32 predecessor, bytes32 salt, uint256 delay) returns()
func (toraTimelock *ToraTimelock) TryPackScheduleBatch(targets []common.Address, values []*big.Int, payloads [][]byte, predecessor [32]byte, salt [32]byte, delay *big.Int) ([]byte, error) {
	return toraTimelock.abi.Pack("scheduleBatch", targets, values, payloads, predecessor, salt, delay)
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (toraTimelock *ToraTimelock) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := toraTimelock.abi.Pack("supportsInterface", interfaceId)
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
func (toraTimelock *ToraTimelock) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return toraTimelock.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (toraTimelock *ToraTimelock) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := toraTimelock.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackUpdateDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64d62353.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updateDelay(uint256 newDelay) returns()
func (toraTimelock *ToraTimelock) PackUpdateDelay(newDelay *big.Int) []byte {
	enc, err := toraTimelock.abi.Pack("updateDelay", newDelay)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdateDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64d62353.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updateDelay(uint256 newDelay) returns()
func (toraTimelock *ToraTimelock) TryPackUpdateDelay(newDelay *big.Int) ([]byte, error) {
	return toraTimelock.abi.Pack("updateDelay", newDelay)
}

// ToraTimelockCallExecuted represents a CallExecuted event raised by the ToraTimelock contract.
type ToraTimelockCallExecuted struct {
	Id     [32]byte
	Index  *big.Int
	Target common.Address
	Value  *big.Int
	Data   []byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const ToraTimelockCallExecutedEventName = "CallExecuted"

// ContractEventName returns the user-defined event name.
func (ToraTimelockCallExecuted) ContractEventName() string {
	return ToraTimelockCallExecutedEventName
}

// UnpackCallExecutedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CallExecuted(bytes32 indexed id, uint256 indexed index, address target, uint256 value, bytes data)
func (toraTimelock *ToraTimelock) UnpackCallExecutedEvent(log *types.Log) (*ToraTimelockCallExecuted, error) {
	event := "CallExecuted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraTimelockCallExecuted)
	if len(log.Data) > 0 {
		if err := toraTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraTimelock.abi.Events[event].Inputs {
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

// ToraTimelockCallSalt represents a CallSalt event raised by the ToraTimelock contract.
type ToraTimelockCallSalt struct {
	Id   [32]byte
	Salt [32]byte
	Raw  *types.Log // Blockchain specific contextual infos
}

const ToraTimelockCallSaltEventName = "CallSalt"

// ContractEventName returns the user-defined event name.
func (ToraTimelockCallSalt) ContractEventName() string {
	return ToraTimelockCallSaltEventName
}

// UnpackCallSaltEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CallSalt(bytes32 indexed id, bytes32 salt)
func (toraTimelock *ToraTimelock) UnpackCallSaltEvent(log *types.Log) (*ToraTimelockCallSalt, error) {
	event := "CallSalt"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraTimelockCallSalt)
	if len(log.Data) > 0 {
		if err := toraTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraTimelock.abi.Events[event].Inputs {
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

// ToraTimelockCallScheduled represents a CallScheduled event raised by the ToraTimelock contract.
type ToraTimelockCallScheduled struct {
	Id          [32]byte
	Index       *big.Int
	Target      common.Address
	Value       *big.Int
	Data        []byte
	Predecessor [32]byte
	Delay       *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const ToraTimelockCallScheduledEventName = "CallScheduled"

// ContractEventName returns the user-defined event name.
func (ToraTimelockCallScheduled) ContractEventName() string {
	return ToraTimelockCallScheduledEventName
}

// UnpackCallScheduledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CallScheduled(bytes32 indexed id, uint256 indexed index, address target, uint256 value, bytes data, bytes32 predecessor, uint256 delay)
func (toraTimelock *ToraTimelock) UnpackCallScheduledEvent(log *types.Log) (*ToraTimelockCallScheduled, error) {
	event := "CallScheduled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraTimelockCallScheduled)
	if len(log.Data) > 0 {
		if err := toraTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraTimelock.abi.Events[event].Inputs {
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

// ToraTimelockCancelled represents a Cancelled event raised by the ToraTimelock contract.
type ToraTimelockCancelled struct {
	Id  [32]byte
	Raw *types.Log // Blockchain specific contextual infos
}

const ToraTimelockCancelledEventName = "Cancelled"

// ContractEventName returns the user-defined event name.
func (ToraTimelockCancelled) ContractEventName() string {
	return ToraTimelockCancelledEventName
}

// UnpackCancelledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Cancelled(bytes32 indexed id)
func (toraTimelock *ToraTimelock) UnpackCancelledEvent(log *types.Log) (*ToraTimelockCancelled, error) {
	event := "Cancelled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraTimelockCancelled)
	if len(log.Data) > 0 {
		if err := toraTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraTimelock.abi.Events[event].Inputs {
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

// ToraTimelockMinDelayChange represents a MinDelayChange event raised by the ToraTimelock contract.
type ToraTimelockMinDelayChange struct {
	OldDuration *big.Int
	NewDuration *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const ToraTimelockMinDelayChangeEventName = "MinDelayChange"

// ContractEventName returns the user-defined event name.
func (ToraTimelockMinDelayChange) ContractEventName() string {
	return ToraTimelockMinDelayChangeEventName
}

// UnpackMinDelayChangeEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MinDelayChange(uint256 oldDuration, uint256 newDuration)
func (toraTimelock *ToraTimelock) UnpackMinDelayChangeEvent(log *types.Log) (*ToraTimelockMinDelayChange, error) {
	event := "MinDelayChange"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraTimelockMinDelayChange)
	if len(log.Data) > 0 {
		if err := toraTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraTimelock.abi.Events[event].Inputs {
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

// ToraTimelockRoleAdminChanged represents a RoleAdminChanged event raised by the ToraTimelock contract.
type ToraTimelockRoleAdminChanged struct {
	Role              [32]byte
	PreviousAdminRole [32]byte
	NewAdminRole      [32]byte
	Raw               *types.Log // Blockchain specific contextual infos
}

const ToraTimelockRoleAdminChangedEventName = "RoleAdminChanged"

// ContractEventName returns the user-defined event name.
func (ToraTimelockRoleAdminChanged) ContractEventName() string {
	return ToraTimelockRoleAdminChangedEventName
}

// UnpackRoleAdminChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole)
func (toraTimelock *ToraTimelock) UnpackRoleAdminChangedEvent(log *types.Log) (*ToraTimelockRoleAdminChanged, error) {
	event := "RoleAdminChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraTimelockRoleAdminChanged)
	if len(log.Data) > 0 {
		if err := toraTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraTimelock.abi.Events[event].Inputs {
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

// ToraTimelockRoleGranted represents a RoleGranted event raised by the ToraTimelock contract.
type ToraTimelockRoleGranted struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const ToraTimelockRoleGrantedEventName = "RoleGranted"

// ContractEventName returns the user-defined event name.
func (ToraTimelockRoleGranted) ContractEventName() string {
	return ToraTimelockRoleGrantedEventName
}

// UnpackRoleGrantedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)
func (toraTimelock *ToraTimelock) UnpackRoleGrantedEvent(log *types.Log) (*ToraTimelockRoleGranted, error) {
	event := "RoleGranted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraTimelockRoleGranted)
	if len(log.Data) > 0 {
		if err := toraTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraTimelock.abi.Events[event].Inputs {
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

// ToraTimelockRoleRevoked represents a RoleRevoked event raised by the ToraTimelock contract.
type ToraTimelockRoleRevoked struct {
	Role    [32]byte
	Account common.Address
	Sender  common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const ToraTimelockRoleRevokedEventName = "RoleRevoked"

// ContractEventName returns the user-defined event name.
func (ToraTimelockRoleRevoked) ContractEventName() string {
	return ToraTimelockRoleRevokedEventName
}

// UnpackRoleRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)
func (toraTimelock *ToraTimelock) UnpackRoleRevokedEvent(log *types.Log) (*ToraTimelockRoleRevoked, error) {
	event := "RoleRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != toraTimelock.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ToraTimelockRoleRevoked)
	if len(log.Data) > 0 {
		if err := toraTimelock.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range toraTimelock.abi.Events[event].Inputs {
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
func (toraTimelock *ToraTimelock) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], toraTimelock.abi.Errors["AccessControlBadConfirmation"].ID.Bytes()[:4]) {
		return toraTimelock.UnpackAccessControlBadConfirmationError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraTimelock.abi.Errors["AccessControlUnauthorizedAccount"].ID.Bytes()[:4]) {
		return toraTimelock.UnpackAccessControlUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraTimelock.abi.Errors["DelayBelowChallengeWindow"].ID.Bytes()[:4]) {
		return toraTimelock.UnpackDelayBelowChallengeWindowError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraTimelock.abi.Errors["FailedCall"].ID.Bytes()[:4]) {
		return toraTimelock.UnpackFailedCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraTimelock.abi.Errors["TimelockInsufficientDelay"].ID.Bytes()[:4]) {
		return toraTimelock.UnpackTimelockInsufficientDelayError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraTimelock.abi.Errors["TimelockInvalidOperationLength"].ID.Bytes()[:4]) {
		return toraTimelock.UnpackTimelockInvalidOperationLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraTimelock.abi.Errors["TimelockUnauthorizedCaller"].ID.Bytes()[:4]) {
		return toraTimelock.UnpackTimelockUnauthorizedCallerError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraTimelock.abi.Errors["TimelockUnexecutedPredecessor"].ID.Bytes()[:4]) {
		return toraTimelock.UnpackTimelockUnexecutedPredecessorError(raw[4:])
	}
	if bytes.Equal(raw[:4], toraTimelock.abi.Errors["TimelockUnexpectedOperationState"].ID.Bytes()[:4]) {
		return toraTimelock.UnpackTimelockUnexpectedOperationStateError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ToraTimelockAccessControlBadConfirmation represents a AccessControlBadConfirmation error raised by the ToraTimelock contract.
type ToraTimelockAccessControlBadConfirmation struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlBadConfirmation()
func ToraTimelockAccessControlBadConfirmationErrorID() common.Hash {
	return common.HexToHash("0x6697b23232a647058342c0724fe7c415cab25915b54e5dbc03f233173d37b41c")
}

// UnpackAccessControlBadConfirmationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlBadConfirmation()
func (toraTimelock *ToraTimelock) UnpackAccessControlBadConfirmationError(raw []byte) (*ToraTimelockAccessControlBadConfirmation, error) {
	out := new(ToraTimelockAccessControlBadConfirmation)
	if err := toraTimelock.abi.UnpackIntoInterface(out, "AccessControlBadConfirmation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraTimelockAccessControlUnauthorizedAccount represents a AccessControlUnauthorizedAccount error raised by the ToraTimelock contract.
type ToraTimelockAccessControlUnauthorizedAccount struct {
	Account    common.Address
	NeededRole [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func ToraTimelockAccessControlUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0xe2517d3fbfae6f8515ef5ff1ccedc3933ab0cbbda0b492c06eb54ad10ef03b3e")
}

// UnpackAccessControlUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)
func (toraTimelock *ToraTimelock) UnpackAccessControlUnauthorizedAccountError(raw []byte) (*ToraTimelockAccessControlUnauthorizedAccount, error) {
	out := new(ToraTimelockAccessControlUnauthorizedAccount)
	if err := toraTimelock.abi.UnpackIntoInterface(out, "AccessControlUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraTimelockDelayBelowChallengeWindow represents a DelayBelowChallengeWindow error raised by the ToraTimelock contract.
type ToraTimelockDelayBelowChallengeWindow struct {
	Delay  *big.Int
	Window uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DelayBelowChallengeWindow(uint256 delay, uint64 window)
func ToraTimelockDelayBelowChallengeWindowErrorID() common.Hash {
	return common.HexToHash("0x96ee268296414481bf37227e4f1cc2a852ab9b89b05ab6b95ba5e1214f76af17")
}

// UnpackDelayBelowChallengeWindowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DelayBelowChallengeWindow(uint256 delay, uint64 window)
func (toraTimelock *ToraTimelock) UnpackDelayBelowChallengeWindowError(raw []byte) (*ToraTimelockDelayBelowChallengeWindow, error) {
	out := new(ToraTimelockDelayBelowChallengeWindow)
	if err := toraTimelock.abi.UnpackIntoInterface(out, "DelayBelowChallengeWindow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraTimelockFailedCall represents a FailedCall error raised by the ToraTimelock contract.
type ToraTimelockFailedCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedCall()
func ToraTimelockFailedCallErrorID() common.Hash {
	return common.HexToHash("0xd6bda27508c0fb6d8a39b4b122878dab26f731a7d4e4abe711dd3731899052a4")
}

// UnpackFailedCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedCall()
func (toraTimelock *ToraTimelock) UnpackFailedCallError(raw []byte) (*ToraTimelockFailedCall, error) {
	out := new(ToraTimelockFailedCall)
	if err := toraTimelock.abi.UnpackIntoInterface(out, "FailedCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraTimelockTimelockInsufficientDelay represents a TimelockInsufficientDelay error raised by the ToraTimelock contract.
type ToraTimelockTimelockInsufficientDelay struct {
	Delay    *big.Int
	MinDelay *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TimelockInsufficientDelay(uint256 delay, uint256 minDelay)
func ToraTimelockTimelockInsufficientDelayErrorID() common.Hash {
	return common.HexToHash("0x543366097fc46a718a4890a59e5216cbbc872f61973a9e2a6666ecccaa1a07ca")
}

// UnpackTimelockInsufficientDelayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TimelockInsufficientDelay(uint256 delay, uint256 minDelay)
func (toraTimelock *ToraTimelock) UnpackTimelockInsufficientDelayError(raw []byte) (*ToraTimelockTimelockInsufficientDelay, error) {
	out := new(ToraTimelockTimelockInsufficientDelay)
	if err := toraTimelock.abi.UnpackIntoInterface(out, "TimelockInsufficientDelay", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraTimelockTimelockInvalidOperationLength represents a TimelockInvalidOperationLength error raised by the ToraTimelock contract.
type ToraTimelockTimelockInvalidOperationLength struct {
	Targets  *big.Int
	Payloads *big.Int
	Values   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TimelockInvalidOperationLength(uint256 targets, uint256 payloads, uint256 values)
func ToraTimelockTimelockInvalidOperationLengthErrorID() common.Hash {
	return common.HexToHash("0xffb0321166292613ddbe36e2eb9b9b1e8877aa314505f6d35f0f4ae660e8ada3")
}

// UnpackTimelockInvalidOperationLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TimelockInvalidOperationLength(uint256 targets, uint256 payloads, uint256 values)
func (toraTimelock *ToraTimelock) UnpackTimelockInvalidOperationLengthError(raw []byte) (*ToraTimelockTimelockInvalidOperationLength, error) {
	out := new(ToraTimelockTimelockInvalidOperationLength)
	if err := toraTimelock.abi.UnpackIntoInterface(out, "TimelockInvalidOperationLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraTimelockTimelockUnauthorizedCaller represents a TimelockUnauthorizedCaller error raised by the ToraTimelock contract.
type ToraTimelockTimelockUnauthorizedCaller struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TimelockUnauthorizedCaller(address caller)
func ToraTimelockTimelockUnauthorizedCallerErrorID() common.Hash {
	return common.HexToHash("0xe2850c5900ceb2d1b367e63ffd96510279f191862fece2dde12a1b1bce580ebd")
}

// UnpackTimelockUnauthorizedCallerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TimelockUnauthorizedCaller(address caller)
func (toraTimelock *ToraTimelock) UnpackTimelockUnauthorizedCallerError(raw []byte) (*ToraTimelockTimelockUnauthorizedCaller, error) {
	out := new(ToraTimelockTimelockUnauthorizedCaller)
	if err := toraTimelock.abi.UnpackIntoInterface(out, "TimelockUnauthorizedCaller", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraTimelockTimelockUnexecutedPredecessor represents a TimelockUnexecutedPredecessor error raised by the ToraTimelock contract.
type ToraTimelockTimelockUnexecutedPredecessor struct {
	PredecessorId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TimelockUnexecutedPredecessor(bytes32 predecessorId)
func ToraTimelockTimelockUnexecutedPredecessorErrorID() common.Hash {
	return common.HexToHash("0x90a9a618cfd84aabd2505bb50bbc6c95924a5d4f10d2bf500768fcbf91f51cab")
}

// UnpackTimelockUnexecutedPredecessorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TimelockUnexecutedPredecessor(bytes32 predecessorId)
func (toraTimelock *ToraTimelock) UnpackTimelockUnexecutedPredecessorError(raw []byte) (*ToraTimelockTimelockUnexecutedPredecessor, error) {
	out := new(ToraTimelockTimelockUnexecutedPredecessor)
	if err := toraTimelock.abi.UnpackIntoInterface(out, "TimelockUnexecutedPredecessor", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ToraTimelockTimelockUnexpectedOperationState represents a TimelockUnexpectedOperationState error raised by the ToraTimelock contract.
type ToraTimelockTimelockUnexpectedOperationState struct {
	OperationId    [32]byte
	ExpectedStates [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TimelockUnexpectedOperationState(bytes32 operationId, bytes32 expectedStates)
func ToraTimelockTimelockUnexpectedOperationStateErrorID() common.Hash {
	return common.HexToHash("0x5ead8eb51d1c1b7ef2eb1ef3ec2f009cfba25e924d04ccc853f25803ea40b489")
}

// UnpackTimelockUnexpectedOperationStateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TimelockUnexpectedOperationState(bytes32 operationId, bytes32 expectedStates)
func (toraTimelock *ToraTimelock) UnpackTimelockUnexpectedOperationStateError(raw []byte) (*ToraTimelockTimelockUnexpectedOperationState, error) {
	out := new(ToraTimelockTimelockUnexpectedOperationState)
	if err := toraTimelock.abi.UnpackIntoInterface(out, "TimelockUnexpectedOperationState", raw); err != nil {
		return nil, err
	}
	return out, nil
}
